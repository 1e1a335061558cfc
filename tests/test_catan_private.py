"""Private entries (issue #35): a card a player drew or a thief took, told to the referee by the phones of those who
saw it (``seen_by``). The referee's books are exact; every other viewer sees the event as a card bought face down or
stolen unseen (referee.core.views)."""

from __future__ import annotations

import pytest

from referee.core import awaited
from referee.core.errors import NotationError
from referee.core.session import step
from referee.core.views import Views, redact
from referee.games.catan import GAME

from catan_helpers import play, position, refused

DEV = {"wool": 1, "grain": 1, "ore": 1}
ANNA_3E = {"Anna": {"settlement": ["3e:2"], "road": ["3e:1"]}, "Ben": {"settlement": ["3e:6"], "road": ["3e:5"]}}


def entry(state, name):
    return next(p for p in GAME.summary(state)["players"] if p["name"] == name)


def test_catan_build_10_a_card_bought_privately_is_known_to_its_buyer_alone():
    state = position(hands={"Anna": DEV})
    event = GAME.parse(state, "buy", ["knight", "private"], None)
    assert event == {"kind": "buy", "card": "knight", "seen_by": ["Anna"], "player": "Anna"}
    assert GAME.typed(state, event) == ["buy", "knight", "private"]
    views = Views(GAME, state.setup, [], seats=["Anna", "Ben", "Cyril"])
    for viewer in views.viewers:                       # the position's hands, in every view
        views.states[viewer].by_name["Anna"].hand.update(DEV)
        views.states[viewer].setup_step, views.states[viewer].turn, views.states[viewer].rolled = \
            state.setup_step, state.turn, True
    told = views.add({"seq": 1, **event})
    step(GAME, state, {"seq": 1, **event})
    assert entry(state, "Anna")["dev_cards"] == {"knight": 1}            # the referee's books: exact
    assert entry(views.state("Anna"), "Anna")["dev_cards"] == {"knight": 1}
    for other in (None, "Ben", "Cyril"):
        seen = views.state(other)
        assert seen.cards.hidden["Anna"] == 1, other                     # a card bought face down
        assert "knight" not in " ".join(told[other].lines)
        assert "face down" in told[other].lines[0]


def test_catan_robber_6_a_card_stolen_privately_is_known_to_thief_and_victim():
    state = position(pieces=ANNA_3E, hands={"Ben": {"wool": 1, "ore": 1}}, rolled=False)
    play(state, "roll", total=7)
    event = GAME.parse(state, "robber", ["3e", "Ben", "ore", "private"], None)
    assert event["seen_by"] == ["Anna", "Ben"]
    assert GAME.typed(state, event)[-1] == "private"
    assert redact(GAME, event, "Cyril") == {k: v for k, v in event.items() if k not in ("stolen", "seen_by")}
    assert redact(GAME, event, "Ben") is event and redact(GAME, event, None)["to"] == "3e"


def test_catan_robber_6_seen_by_names_exactly_who_saw_it():
    state = position(hands={"Anna": DEV})
    refused("CATAN-BUILD-10", state, "buy", card="knight", seen_by=["Ben"])
    refused("CATAN-BUILD-10", state, "buy", seen_by=["Anna"])             # nothing to keep private
    with pytest.raises(NotationError):
        GAME.parse(state, "buy", ["private"], None)


def test_the_answer_offers_a_private_buy_and_a_private_steal():
    state = position(hands={"Anna": DEV})
    lines = [c.template for c in awaited.answer(GAME, state).actor("Anna").choices if c.kind == "buy"]
    assert ["buy", "{card}", "private"] in lines
    state = position(pieces=ANNA_3E, hands={"Ben": {"wool": 1}}, rolled=False)
    play(state, "roll", total=7)
    robbers = [c for c in awaited.answer(GAME, state).actor("Anna").choices if c.event.get("seen_by")]
    assert robbers and robbers[0].event["seen_by"] == ["Anna", "Ben"] and not robbers[0].slot("stolen").optional


def test_every_view_of_a_self_play_game_replays_and_keeps_private_facts_to_their_witnesses():
    """A self-play game with private buys and steals: each viewer's state is the replay of what he saw; the table's
    never learns a private card (its summary equals the replay of the events with every private field left out)."""
    import selfplay
    from referee.core.session import replay

    for seed in range(6):
        g = selfplay.play("catan", seed, 400)
        if any(e.get("seen_by") for e in g.events):
            break
    assert any(e.get("seen_by") for e in g.events)
    views = Views(g.game, g.setup, g.events)
    blind = [redact(g.game, e, "nobody") for e in g.events]
    assert GAME.summary(views.state(None)) == GAME.summary(replay(g.game, g.setup, blind).state)
    assert GAME.summary(views.state(None)) != GAME.summary(g.state) or not any(
        e.get("seen_by") and e["kind"] == "buy" for e in g.events)
