"""The command line in Czech: names typed as people say them (several words, no quotes), Czech command names
(aliases that run the very same command), Czech lists, logs, help and usage errors; English unchanged."""

from __future__ import annotations

import pytest

from referee.core.errors import RefereeError
from referee.core.vocab import Vocabulary, phrases


def parsed(game, state, verb, words):
    """The event ``words`` make, or the refusal's text."""
    try:
        return game.parse(state, verb, list(words), None)
    except RefereeError as exc:
        return f"refused: {exc.message}"


# --- several words for one name ---------------------------------------------------------------------

def test_phrases_join_consecutive_words_of_one_name():
    cards = Vocabulary("development card", {"road_building": ("stavba_silnic",), "knight": ("rytíř",)})
    assert phrases(["stavba", "silnic", "1a:1", "1a:3"], cards) == ["stavba silnic", "1a:1", "1a:3"]
    assert phrases(["Stavba", "Silnic"], cards) == ["Stavba Silnic"]
    assert phrases(["road", "building", "x"], cards) == ["road building", "x"]
    assert phrases(["stavba", "1a:1"], cards) == ["stavba", "1a:1"]
    assert phrases(["Augusta", "Vindelicum", "loss"], ["Augusta Vindelicum", "Roma"]) == ["Augusta Vindelicum", "loss"]
    assert phrases(["a", "b", "c"], ["a b", "a b c"]) == ["a b c"]        # the longest name wins
    assert phrases([], cards) == []


def test_catan_cards_of_two_words_without_quotes():
    from catan_helpers import position
    from referee.games.catan import GAME

    state = position(devs={"Anna": {"road_building": 1, "victory_point": 1}})
    quoted = parsed(GAME, state, "play", ["stavba_silnic", "1a:1", "1a:3"])
    assert quoted["card"] == "road_building" and quoted["roads"] == ["1a:1", "1a:3"]
    assert parsed(GAME, state, "play", ["stavba", "silnic", "1a:1", "1a:3"]) == quoted
    assert parsed(GAME, state, "play", ["road", "building", "1a:1", "1a:3"]) == quoted
    assert parsed(GAME, state, "buy", ["výherní", "bod"]) == parsed(GAME, state, "buy", ["victory_point"])
    assert parsed(GAME, state, "buy", ["year", "of", "plenty"])["card"] == "year_of_plenty"


def test_aqua_tile_kinds_of_two_words_without_quotes():
    from aqua_helpers import GAME, fresh

    state = fresh()
    event = parsed(GAME, state, "place-builder", ["dve", "zatacky", "N5"])
    assert event == parsed(GAME, state, "place-builder", ["dve_zatacky", "N5"])
    assert event["builder"] == "double_curve"
    assert parsed(GAME, state, "place-builder", ["dvě", "zatáčky", "N5"]) == event
    assert parsed(GAME, state, "place-builder", ["double", "curve", "N5"]) == event


def test_aqua_lay_reads_two_words_as_one_kind():
    from aqua_helpers import GAME, position

    state = position(builders={"E1": "double_curve"})
    spaced = parsed(GAME, state, "lay", ["red1", "E1", "dve", "zatacky"])
    assert spaced == parsed(GAME, state, "lay", ["red1", "E1", "dve_zatacky"])
    assert "cannot read" not in str(spaced), spaced
    assert "cannot read 'dve'" in str(parsed(GAME, state, "lay", ["red1", "E1", "dve", "x"]))


def test_rome_cities_of_two_words_without_quotes():
    from rome_helpers import GAME, position

    state = position()
    spaced = parsed(GAME, state, "plunder", ["Augusta", "Vindelicum", "loss"])
    assert spaced == parsed(GAME, state, "plunder", ["Augusta Vindelicum", "loss"])
    assert spaced["city"] == "Augusta Vindelicum"
    assert parsed(GAME, state, "conquer", ["augusta", "vindelicum"])["city"] == "augusta vindelicum"
    assert parsed(GAME, state, "play", ["poklad", "Gótů"]) == parsed(GAME, state, "play", ["treasure_goths"])
