"""A discard after a 7 recorded by how many cards only (CATAN-SEVEN-3, issue #35): a typist who only counts, or a
record made with another tool. The referee keeps every possible set of hands (as for a card stolen unseen,
CATAN-ROBBER-6) and the bank follows each of them."""

from __future__ import annotations

import json
import tomllib

from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import awaited
from referee.core.secrets import HandWorlds
from referee.games.catan import GAME

from catan_helpers import play, position, refused

SEVEN = {"Anna": {"lumber": 4, "brick": 2, "ore": 2}, "Ben": {"wool": 3, "grain": 5}}


def after_seven():
    state = position(hands=SEVEN, rolled=False)
    play(state, "roll", total=7)
    assert state.owed == {"Anna": 4, "Ben": 4}
    return state


def test_catan_seven_3_a_discard_of_how_many_keeps_every_possible_hand():
    state = after_seven()
    out = play(state, "discard", "Anna", count=4)
    assert "discards 4 cards, unseen" in out.lines[0]
    worlds = state.hands
    assert worlds is not None and worlds.discards == [(1, "Anna", 4)]
    # every way of giving 4 of lumber 4, brick 2, ore 2 back: lumber 0–4 with the rest from brick and ore
    anna = state.by_name["Anna"].seat
    assert worlds.bounds(anna, state.card_kinds.index("lumber")) == (0, 4)
    assert worlds.bounds(anna, state.card_kinds.index("ore")) == (0, 2)
    assert all(sum(w[anna]) == 4 for w in worlds.worlds)
    assert state.by_name["Anna"].cards() == 4                 # the hand size stays exact


def test_catan_seven_3_the_count_must_be_what_is_owed():
    state = after_seven()
    refused("CATAN-SEVEN-3", state, "discard", "Anna", count=3)
    refused("CATAN-SEVEN-3", state, "discard", "Anna", count=4, cards={"lumber": 4})
    refused("CATAN-SEVEN-3", state, "discard", "Anna")
    refused("CATAN-SEVEN-1", state, "discard", "Cyril", count=0)


def test_catan_seven_3_a_later_payment_is_checked_in_every_possible_hand():
    state = after_seven()
    play(state, "discard", "Anna", count=4)
    play(state, "discard", "Ben", cards={"grain": 4})
    play(state, "robber", to="1a")
    # she held 2 ore: 4 ore is refused in every world, the discard named
    exc = refused("CATAN-MARITIME-1", state, "maritime", give={"ore": 4}, get={"grain": 1})
    assert "discarded on event 1" in exc.message
    # Anna may still hold 4 lumber (she gave back brick and ore): a maritime 4:1 is possible in one world
    play(state, "maritime", give={"lumber": 4}, get={"grain": 1})
    assert all(w[state.by_name["Anna"].seat][state.card_kinds.index("lumber")] == 0 for w in state.hands.worlds)
    # … which tells the referee what she discarded: brick 2 and ore 2, her hand is exact again
    assert len(state.hands.worlds) == 1
    refused("CATAN-MARITIME-1", state, "maritime", give={"lumber": 4}, get={"grain": 1})


def test_catan_seven_3_the_bank_is_a_range_after_a_discard_unseen():
    state = after_seven()
    play(state, "discard", "Anna", count=4)
    bank = GAME.summary(state)["bank"]
    assert bank["lumber"] == {"min": 15, "max": 19}           # 0–4 of Anna's 4 lumber went back
    assert bank["wool"] == 16                                 # Ben's wool is known: the bank's is exact
    assert "lumber" in GAME.status(state).lines[-1] and "–" in GAME.status(state).lines[-1]


def test_catan_seven_3_the_answer_offers_the_discard_by_count():
    state = after_seven()
    answer = awaited.answer(GAME, state)
    anna = answer.actor("Anna")
    assert answer.at_once and {a.player for a in answer.actors} == {"Anna", "Ben"}
    assert "discard Anna 4" in [c.line for c in anna.choices]


def test_catan_seven_3_typed_and_read_back(tmp_path):
    """``discard Cyril 4`` on the command line: the save holds ``count`` and no cards, ``check`` calls it valid."""
    runner = CliRunner()
    lines = ["new catan --players Anna,Ben,Cyril --board beginner-en --save t", "build settlement 3e:2",
             "build road 3e:1", "build settlement 2b:4", "build road 2b:3", "build settlement 4b:4",
             "build road 4b:5", "build settlement 2d:6", "build road 2d:5", "build settlement 3b:6",
             "build road 3b:5", "build settlement 5b:6", "build road 5b:5"]
    for turn in range(8):
        lines += [f"roll {(6, 8, 9, 10, 5, 4, 8, 6)[turn]}", "end"]
    lines += ["roll 9", "end", "roll 7"]
    for line in lines:
        result = runner.invoke(app, line.split())
        assert result.exit_code == 0, (line, result.output)
    result = runner.invoke(app, ["check", "--json"])
    owed = json.loads(result.stdout)
    assert owed["valid"]
    assert owed["phase"] == "discard"
    result = runner.invoke(app, ["discard", "Cyril", "4"])
    assert result.exit_code == 0 and "unseen" in result.output
    saved = tomllib.loads((tmp_path / "saves" / "t.toml").read_text("utf-8"))["events"][-1]
    assert saved["kind"] == "discard" and saved["count"] == 4 and "cards" not in saved
    result = runner.invoke(app, ["check", "--json"])
    assert json.loads(result.stdout)["valid"], result.stdout


def test_hand_worlds_drop_what_the_supply_cannot_hold():
    worlds = HandWorlds.of(["A", "B"], ["x", "y"], [{"x": 2, "y": 1}, {"x": 1}])
    worlds.discard_unseen(0, 1)
    assert sorted(worlds.worlds) == [((1, 1), (1, 0)), ((2, 0), (1, 0))]
    worlds.shift([[1, 0], [0, 0]])                 # A takes one x: with 3 x in the game, (3, 0) + (1, 0) is too many
    assert worlds.within(3) == 1 and sorted(worlds.worlds) == [((2, 1), (1, 0))]
