"""Secrets at a Struggle for Rome table (DESIGN.md §3, "Secrets"; issue #12): action cards bought or plundered
face down, shown when played, Cultural Progress cards shown to announce the target, every face-down card shown at
the end for the VP and the Treasures' tie-break; the public view; whole bot games replayed with every action card
face down.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.session import Session
from referee.games.rome import GAME

from rome_helpers import p, play, position, refused
from secret_play import face_down_kinds, replay_rome_hidden, replay_unhidden, rome_events

ROOT = Path(__file__).resolve().parents[1]
CARD = {"cattle": 1}


def entry(state, name):
    return next(q for q in GAME.summary(state)["players"] if q["name"] == name)


# --- drawing face down ---------------------------------------------------------------------------------------------
def test_rome_build_5_an_action_card_bought_face_down():
    s = position(phase=2, hands={"Anna": CARD})
    out = play(s, "build", piece="card")
    assert "face down" in out.lines[0] and s.cards.hidden["Anna"] == 1 and s.action_deck_left() == 29
    anna = entry(s, "Anna")
    assert anna["unknown_action_cards"] == 1 and anna["gold"] == 4
    assert anna["action_cards"]["diplomat"] == {"min": 0, "max": 1}
    assert anna["action_cards"]["feudalism"] == {"min": 0, "max": 1}
    assert anna["victory_points"] == {"min": 0, "max": 1} and anna["public_victory_points"] == 0
    assert GAME.summary(s)["action_deck_left"] == 29


def test_rome_plunder_6_an_action_card_from_a_counter_face_down():
    s = position(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 1)}})
    play(s, "plunder", city="Colonia", face=["action"])
    assert s.cards.hidden["Anna"] == 1 and s.action_deck_left() == 29


def test_rome_card_3_nothing_is_drawn_face_down_from_an_empty_deck():
    s = position(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 1)}}, action_deck_size=0)
    play(s, "plunder", city="Colonia", face=["action"])
    assert s.cards.hidden["Anna"] == 0 and not s.secret


def test_rome_comp_10_a_single_card_named_at_a_draw_after_it_was_shown():
    s = position(phase=2, hands={"Anna": {"cattle": 2}})
    play(s, "build", piece="card")
    play(s, "play", card="treasure_goths")                       # the face-down card was the Goths' Treasure
    refused("ROME-BUILD-5", s, "build", piece="card", card="treasure_goths", allowed=["face down"])


# --- playing a face-down card -------------------------------------------------------------------------------------
def test_rome_card_1_a_face_down_card_is_shown_when_played():
    s = position(phase=2, hands={"Anna": CARD})
    play(s, "build", piece="card")
    play(s, "play", card="treasure_vandals")                     # bought this phase: may be played (ROME-CARD-2)
    assert s.cards.hidden["Anna"] == 0 and p(s, "Anna").gold == 4 + 3 and p(s, "Anna").cashed == 1
    assert not s.cards.can_draw("treasure_vandals")
    assert entry(s, "Anna")["action_cards"] == {} and entry(s, "Anna")["victory_points"] == 0


def test_rome_card_1_a_player_who_cannot_have_the_card_he_plays():
    """Ben holds the only Treasure of the Goths, named when drawn: Anna's face-down card cannot be it."""
    s = position(phase=2, hands={"Anna": CARD}, cards={"Ben": {"treasure_goths": 1}})
    play(s, "build", piece="card")
    exc = refused("ROME-CARD-1", s, "play", card="treasure_goths", allowed=["diplomat"])
    assert "cannot hold" in exc.message and "only one" in exc.message
    assert "treasure_goths" not in entry(s, "Anna")["action_cards"]


def test_rome_card_1_a_known_card_is_played_before_a_face_down_one():
    s = position(phase=2, hands={"Anna": CARD}, cards={"Anna": {"treasure_goths": 1}})
    play(s, "build", piece="card")
    play(s, "play", card="treasure_goths")
    assert s.cards.hidden["Anna"] == 1 and p(s, "Anna").cards["treasure_goths"] == 0


def test_rome_card_5_a_traitor_face_down_shown_at_the_plunder():
    s = position(phase=2, hands={"Anna": CARD}, at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (0, 1)}})
    play(s, "build", piece="card")
    play(s, "end")
    play(s, "end", "Ben")
    play(s, "end", "Cyril")                                      # phase 3: Anna's horsemen
    play(s, "plunder", city="Colonia", face=["gold"], card="traitor")
    assert s.cards.hidden["Anna"] == 0 and s.this_part.card == "traitor"


def test_rome_card_7_treasure_cashed_only_when_drawn_face_down():
    """Option treasure_cash_any_phase = false: a face-down card drawn in this part may be the Treasure cashed now;
    in the next phase it no longer may."""
    s = position(phase=2, hands={"Anna": {"cattle": 2}}, gold={"Anna": 10}, treasure_cash_any_phase=False)
    play(s, "build", piece="card")
    play(s, "play", card="treasure_goths")
    play(s, "build", piece="card")
    for who in ("Anna", "Ben", "Cyril"):
        play(s, "end", who)
    refused("ROME-CARD-7", s, "play", card="treasure_nibelungs")


# --- showing Cultural Progress cards: the announcement (ROME-END-1) -------------------------------------------------
def test_rome_end_1_the_target_announced_by_showing_cultural_progress_cards():
    s = position(phase=2, hands={"Anna": CARD}, end_threshold=1)
    play(s, "build", piece="card")
    assert not s.ending and entry(s, "Anna")["victory_points"] == {"min": 0, "max": 1}   # not known: no end yet
    play(s, "reveal", card="feudalism")
    assert s.ending == "Anna" and entry(s, "Anna")["public_victory_points"] == 1
    assert entry(s, "Anna")["victory_points"] == 1


def test_rome_end_1_before_the_end_only_cultural_progress_cards_are_shown():
    s = position(phase=2, hands={"Anna": {"cattle": 2}})
    refused("ROME-END-1", s, "reveal", card="feudalism")                          # nothing face down
    play(s, "build", piece="card")
    refused("ROME-CARD-1", s, "reveal", card="diplomat")
    refused("ROME-CARD-7", s, "reveal", card="treasure_goths")
    refused("ROME-END-1", s, "reveal", card="feudalism", count=2)
    refused("ROME-END-1", s, "reveal", card="feudalism", count=0)
    play(s, "end")
    refused("ROME-ROUND-2", s, "reveal", "Anna", card="feudalism")                # not his part


def test_rome_comp_10_a_reveal_of_a_single_card_known_elsewhere():
    s = position(phase=2, hands={"Anna": CARD}, cards={"Ben": {"feudalism": 1}})
    play(s, "build", piece="card")
    exc = refused("ROME-COMP-10", s, "reveal", card="feudalism", allowed=["christianisation"])
    assert "only one" in exc.message


# --- the end: every face-down card shown; the Treasure's tie-break (digest E9) --------------------------------------
def last_part_with(cards_face_down: dict[str, int], gold: dict[str, int], vp: dict[str, int]):
    """Phase 4 of the last round, Cyril's part the last one; each player's cities give ``vp``."""
    s = position(phase=4, part=2, gold=gold)
    cities = iter(sorted(s.facts.map.cities))
    for name, n in vp.items():
        tribe = p(s, name).tribes["horsemen"]
        tribe.at = None
        tribe.cities = [next(cities) for _i in range(n)]
        for c in tribe.cities:
            s.owner[c] = (name, "horsemen")
    for name, n in cards_face_down.items():
        for _i in range(n):
            s.cards.draw(name)
    s.ending = "Anna"
    return s


def test_rome_end_2_card_7_a_face_down_treasure_shown_at_the_end_wins_the_tie_break():
    """E9: A and B both have 10 VP; A 6 gold, B 9; A's face-down card is a Treasure: shown, 13 gold, A wins."""
    s = last_part_with({"Anna": 1}, {"Anna": 6, "Ben": 9}, {"Anna": 10, "Ben": 10})
    out = play(s, "end", "Cyril")
    assert s.stage == "over" and s.winner is None and "reveal" in " ".join(out.lines)
    anna = entry(s, "Anna")
    assert anna["score"]["gold"] == {"min": 6, "max": 13} and anna["victory_points"] == {"min": 10, "max": 11}
    refused("ROME-END-2", s, "reveal", "Ben", card="diplomat")                     # Ben holds none face down
    out = play(s, "reveal", "Anna", card="treasure_goths")
    assert s.winner == "Anna" and out.data["winner"] == "Anna"
    assert entry(s, "Anna")["score"]["gold"] == 13


def test_rome_end_2_every_face_down_card_is_shown_before_the_winner_is_named():
    s = last_part_with({"Anna": 1, "Ben": 2}, {"Anna": 6, "Ben": 6}, {"Anna": 10, "Ben": 9})
    play(s, "end", "Cyril")
    play(s, "reveal", "Anna", card="diplomat")
    assert s.winner is None
    play(s, "reveal", "Ben", card="feudalism")
    assert s.winner is None
    refused("ROME-COMP-10", s, "reveal", "Ben", card="feudalism")                 # the only one is shown
    play(s, "reveal", "Ben", card="christianisation")
    assert s.winner == "Ben"                                                     # 11 VP against 10


# --- the public view and check --json ---------------------------------------------------------------------------
def secret_save(tmp_path) -> Path:
    """The TEST MAP example up to its first purchase of an action card, then that purchase made face down."""
    from referee.core import save

    session = Session.load(ROOT / "saves" / "examples" / "rome-3p-test-map.toml")
    events = [e for e in session.events]
    cut = next(i for i, e in enumerate(events) if e["kind"] == "build" and e["piece"] == "card")
    bought = {k: v for k, v in events[cut].items() if k != "card"}
    path = tmp_path / "rome-secret.toml"
    save.write_atomic(path, save.dumps(session.setup, [*events[:cut], bought], []))
    return path


def test_rome_secrets_public_view_by_default_and_everything_with_all(tmp_path):
    path = secret_save(tmp_path)
    runner = CliRunner()
    status = runner.invoke(app, ["status", "--save", str(path)])
    assert status.exit_code == 0 and "Public view" in status.stdout and "may be:" not in status.stdout
    full = runner.invoke(app, ["status", "--all", "--save", str(path)])
    assert "Everything the referee knows" in full.stdout and "1 face down (may be:" in full.stdout
    score = runner.invoke(app, ["score", "--save", str(path)])
    assert score.exit_code == 0 and "VP shown" in score.stdout and "Public view" in score.stdout
    data = json.loads(runner.invoke(app, ["check", "--json", str(path)]).stdout)
    assert data["valid"] and all("unknown_action_cards" in q for q in data["players"])
    held = [q for q in data["players"] if q["unknown_action_cards"]]
    assert len(held) == 1 and held[0]["action_cards"]["diplomat"] == {"min": 0, "max": 1}


def test_rome_build_5_buy_alone_on_the_command_line_records_no_card(tmp_path):
    import tomllib

    path = secret_save(tmp_path)
    data = tomllib.loads(path.read_text("utf-8"))
    last = data["events"][-1]
    assert last["kind"] == "build" and "card" not in last
    assert GAME.parse(Session.load(path).state, "buy", [], None)["piece"] == "card"


@pytest.mark.parametrize("name", ["rome-3p-test-map", "rome-3p-declared"])
def test_rome_hiding_nothing_changes_nothing(name):
    """A save without an omission keeps no secret: the contract's fields only, numbers where numbers were; the
    save written back is the same bytes."""
    from referee.core import save

    path = ROOT / "saves" / "examples" / f"{name}.toml"
    session = Session.load(path)
    state = session.state
    assert not state.secret and not state.cards.kept and not any(state.cards.hidden.values())
    for q in GAME.summary(state)["players"]:
        assert "unknown_action_cards" not in q and type(q["victory_points"]) is int
        assert all(type(n) is int for n in q["action_cards"].values())
    assert "Public view" not in " ".join(GAME.status(state).lines)
    assert save.dumps(session.setup, session.events, []) == path.read_text("utf-8")


def test_rome_hiding_nothing_changes_nothing_at_any_event():
    replay_unhidden(*rome_events(1))


# --- whole games ---------------------------------------------------------------------------------------------------
GAMES = int(os.environ.get("REFEREE_ROME_SECRET_GAMES", "12"))


def test_rome_build_5_and_end_2_whole_games_with_every_action_card_face_down():
    """Bot games replayed with every action card bought or plundered face down: valid, exact where exact, the
    truth inside every range, the same winner (each face-down card shown at the end, and the Cultural Progress
    cards where the full game reached the target with them)."""
    ended = 0
    for seed in range(GAMES):
        game, setup, events = rome_events(seed)
        truth, secret, typed = replay_rome_hidden(game, setup, events, check_every=5)
        assert truth.winner == secret.winner and truth.stage == secret.stage, seed
        assert secret.cards.kept, seed
        for q in truth.players:
            assert not face_down_kinds(truth, secret, q.name) or truth.stage != "over", seed
        ended += truth.stage == "over"
    assert ended


# --- pasture cards drawn face down --------------------------------------------------------------------------------
def drawn_face_down(**fields):
    """Anna and Ben draw a pasture card each for a 6, face down; the 6 is the round's fourth number: phase 2."""
    s = position(phase=1, covered=(5, 8, 9), **fields)
    out = play(s, "roll", total=6)
    assert "face down: Anna and Ben" in " ".join(out.lines) or "face down: Anna, Ben" in " ".join(out.lines)
    assert s.stage == "trade_build" and s.pasture_worlds is not None
    return s


def test_rome_prod_6_pasture_cards_drawn_face_down_keep_every_possible_hand():
    s = drawn_face_down(hands={"Anna": {"ore": 1}})
    anna = entry(s, "Anna")
    assert anna["hand_size"] == 2 and anna["resources"]["ore"] == 1
    assert anna["resources"]["horse"] == {"min": 0, "max": 1} and anna["resources"]["cattle"] == {"min": 0, "max": 1}
    assert GAME.summary(s)["pasture_pile"] == {"horse": {"min": 8, "max": 10}, "cattle": {"min": 8, "max": 10}}


def test_rome_build_2_a_face_down_pasture_card_resolved_by_a_later_payment():
    """Anna pays ore + horse for an army pair holding nothing but her face-down card: it was a horse."""
    s = drawn_face_down(hands={"Anna": {"ore": 1}})
    play(s, "build", piece="army")
    anna, ben = entry(s, "Anna"), entry(s, "Ben")
    assert anna["resources"]["horse"] == 0 and anna["hand_size"] == 0
    assert ben["resources"]["horse"] == {"min": 0, "max": 1}
    assert GAME.summary(s)["pasture_pile"]["horse"] == {"min": 8, "max": 9}      # 10 − Anna's − maybe Ben's
    assert GAME.summary(s)["pasture_discard"] == {"horse": 1, "cattle": 0}


def test_rome_build_4_a_payment_possible_in_no_world_names_the_unknown():
    """A wagon needs a horse and a cattle: with one face-down card Anna lacks one or the other in every world."""
    s = drawn_face_down(hands={"Anna": {"grain": 1}})
    exc = refused("ROME-BUILD-1", s, "build", piece="wagon", box="horsemen")
    assert "in every possible world" in exc.message and "Anna's pasture card of event 1" in exc.message
    assert "status --all" in exc.allowed


def test_rome_prod_6_the_pile_holds_only_cattle_so_the_face_down_cards_are_cattle():
    """Every horse lies on the discard: the cards drawn face down can only be cattle — exact again."""
    s = position(phase=1, covered=(5, 8, 9), hands={"Anna": {"ore": 1}})
    s.pasture_deck.update({"horse": -10})
    s.pasture_discard["horse"] = 10
    play(s, "roll", total=6)
    assert entry(s, "Anna")["resources"]["cattle"] == 1 and entry(s, "Ben")["resources"]["horse"] == 0
    refused("ROME-BUILD-1", s, "build", piece="army")


def test_rome_prod_7_the_discard_becomes_the_pile_exactly_and_a_payment_tells_the_other_card():
    """Two cards left (a horse, a cattle), both drawn face down; the discard (4 + 4, face up) is the new pile.
    Anna then pays a horse: Ben's card was the cattle."""
    s = position(phase=1, covered=(5, 8, 9), hands={"Anna": {"ore": 1}})
    s.pasture_deck.update({"horse": -9, "cattle": -9})
    s.pasture_discard.update({"horse": 4, "cattle": 4})
    play(s, "roll", total=6)
    assert GAME.summary(s)["pasture_pile"] == {"horse": 4, "cattle": 4}
    assert entry(s, "Anna")["resources"]["horse"] == {"min": 0, "max": 1}
    play(s, "build", piece="army")
    assert entry(s, "Ben")["resources"]["cattle"] == 1 and s.pasture_worlds.exact() is not None


def test_rome_leg_3_a_theft_named_tells_the_victims_face_down_card():
    """Ben's only card was drawn face down; after a 7 the legionnaire takes a horse from him: it was a horse."""
    s = position(phase=1, covered=(5, 8), at={"Ben": {"warriors": "1e:12"}})
    play(s, "roll", total=6)
    play(s, "roll", total=7)
    assert entry(s, "Ben")["resources"]["horse"] == {"min": 0, "max": 1}
    play(s, "legionnaire", to="1e", victim="Ben", stolen="horse")
    assert entry(s, "Ben")["hand_size"] == 0 and entry(s, "Anna")["resources"]["horse"] == {"min": 1, "max": 2}
    t = position(phase=1, covered=(5, 8), at={"Ben": {"warriors": "1e:12"}})
    t.pasture_deck.update({"horse": -10})                       # every horse on the discard: Ben's card is cattle
    t.pasture_discard["horse"] = 10
    play(t, "roll", total=6)
    play(t, "roll", total=7)
    refused("ROME-LEG-3", t, "legionnaire", to="1e", victim="Ben", stolen="horse")


def test_rome_card_6_the_great_tribal_leader_draws_face_down():
    s = position(phase=2, cards={"Anna": {"great_tribal_leader": 1}})
    out = play(s, "play", card="great_tribal_leader")
    assert "face down" in out.lines[0] and entry(s, "Anna")["hand_size"] == 2
    assert entry(s, "Anna")["resources"]["horse"] == {"min": 0, "max": 2}


def test_rome_setup_8_the_starting_pasture_card_face_down():
    from rome_helpers import fresh

    s = fresh()
    out = play(s, "start", "Anna", horsemen="1f:12", warriors="1h:12")
    assert "face down" in out.lines[0] and entry(s, "Anna")["resources"]["horse"] == {"min": 0, "max": 1}


def test_rome_prod_6_whole_games_past_the_bound(monkeypatch):
    """With a tiny bound the possible hands collapse to per-kind bounds (an over-approximation): every event of
    the full game is still accepted, the truth inside every range, hand sizes and the pile's size exact."""
    from referee.core import secrets

    monkeypatch.setattr(secrets, "WORLD_BOUND", 3)
    collapsed = 0
    for seed in range(4):
        game, setup, events = rome_events(seed)
        truth, secret, typed = replay_rome_hidden(game, setup, events, check_every=7)
        assert truth.winner == secret.winner, seed
        collapsed += secret.pasture_worlds is not None and secret.pasture_worlds.collapsed
    assert collapsed


def test_rome_setup_8_check_json_ranges_for_a_pasture_card_drawn_face_down(tmp_path):
    """The TEST MAP example with Anna's starting pasture card drawn face down, replayed whole: still valid, the
    same winner; check --json keeps every field, ranges where a count is not known, and ``hand_size``."""
    from referee.core import save

    session = Session.load(ROOT / "saves" / "examples" / "rome-3p-test-map.toml")
    events = [dict(e) for e in session.events]
    events[0].pop("pasture")
    path = tmp_path / "rome-start-face-down.toml"
    save.write_atomic(path, save.dumps(session.setup, events[:1], []))
    data = json.loads(CliRunner().invoke(app, ["check", "--json", str(path)]).stdout)
    anna = data["players"][0]
    assert anna["resources"]["horse"] == {"min": 0, "max": 1} and anna["hand_size"] == 2
    assert data["pasture_pile"] == {"horse": {"min": 9, "max": 10}, "cattle": {"min": 9, "max": 10}}
    full = CliRunner().invoke(app, ["status", "--all", "--save", str(path)])
    assert "0–1" in full.stdout
    save.write_atomic(path, save.dumps(session.setup, events, []))
    data = json.loads(CliRunner().invoke(app, ["check", "--json", str(path)]).stdout)
    assert data["valid"] and data["winner"] == session.game.summary(session.state)["winner"]


def test_rome_idle_3_the_idle_compensation_a_pasture_card_face_down():
    s = position(phase=3)
    assert GAME.parse(s, "pass", ["pasture"], None)["take"] == "pasture"
    out = play(s, "pass", take="pasture")
    assert "face down" in out.lines[0] and entry(s, "Anna")["resources"]["cattle"] == {"min": 0, "max": 1}
    t = position(phase=3)
    t.pasture_deck.update({"horse": -10, "cattle": -10})             # pile and discard empty
    refused("ROME-IDLE-3", t, "pass", take="pasture")


# --- the bank's pasture card face down; thefts unseen -------------------------------------------------------------
def seven(**kw):
    """Anna rolled a 7 as the round's third number: she moves the legionnaire."""
    s = position(phase=1, covered=(5, 8), **kw)
    play(s, "roll", total=7)
    return s


def finish_production(s):
    """The round's fourth number (void of production here): phase 2, Anna's part."""
    play(s, "roll", total=12)
    assert s.stage == "trade_build"


def test_rome_trade_2_the_banks_pasture_card_drawn_face_down():
    """``trade bank 3 ore for pasture``: the top card of the face-down pile, unnamed, kept like the other draws."""
    s = position(phase=2, hands={"Anna": {"ore": 3}})
    event = GAME.parse(s, "trade", ["bank", "3", "ore", "for", "pasture"], None)
    assert event["get"] == {"pasture": 1}
    play(s, "bank", give={"ore": 3}, get={"pasture": 1})
    anna = entry(s, "Anna")
    assert anna["hand_size"] == 1 and anna["resources"]["ore"] == 0
    assert anna["resources"]["horse"] == {"min": 0, "max": 1} and anna["resources"]["cattle"] == {"min": 0, "max": 1}
    assert GAME.summary(s)["pasture_pile"] == {"horse": {"min": 9, "max": 10}, "cattle": {"min": 9, "max": 10}}
    assert GAME.parse(s, "trade", ["bank", "6", "ore", "for", "2", "pasture"], None)["get"] == {"pasture": 2}
    t = position(phase=2, hands={"Anna": {"ore": 3}})
    t.pasture_deck.update({"horse": -10, "cattle": -10})             # pile and discard empty
    refused("ROME-TRADE-2", t, "bank", give={"ore": 3}, get={"pasture": 1})
    u = position(phase=2, hands={"Anna": {"ore": 3}})
    refused("ROME-TRADE-2", u, "bank", give={"ore": 3}, get={"pasture": 2})


def test_rome_trade_2_a_named_card_beside_one_drawn_face_down_must_be_in_the_pile():
    """``trade bank 6 ore for horse pasture``: the named card is drawn first and must be one the pile holds, as when
    every card is named (found by self-play: the named card was not checked, the pile went below zero and the
    possible worlds emptied — a crash on the next event)."""
    s = position(phase=2, hands={"Anna": {"ore": 6}})
    s.pasture_deck.update({"cattle": -10})                          # the pile: 10 horses, the discard empty
    refused("ROME-TRADE-2", s, "bank", give={"ore": 6}, get={"cattle": 1, "pasture": 1},
            allowed=("name the cards actually drawn",))
    play(s, "bank", give={"ore": 6}, get={"horse": 1, "pasture": 1})
    assert GAME.summary(s)["pasture_pile"] == {"horse": 8, "cattle": 0}


def test_rome_trade_2_a_face_down_bank_card_resolved_by_a_later_payment():
    """Anna trades for a pasture card face down and pays an army pair with ore + horse: it was a horse."""
    s = position(phase=2, hands={"Anna": {"ore": 4}})
    play(s, "bank", give={"ore": 3}, get={"pasture": 1})
    play(s, "build", piece="army")
    assert entry(s, "Anna")["hand_size"] == 0 and s.pasture_worlds.exact() is not None
    assert GAME.summary(s)["pasture_pile"] == {"horse": 9, "cattle": 10}


def test_rome_leg_3_a_theft_unseen_and_a_later_payment_tells_the_card():
    """Ben holds an ore and a grain; the legionnaire takes one unseen (victim named, card not). Anna then pays
    ore + horse for an army pair holding only a horse of her own: the stolen card was the ore."""
    s = seven(hands={"Ben": {"ore": 1, "grain": 1}, "Anna": {"horse": 1}}, at={"Ben": {"horsemen": "3b:6"}})
    piles = GAME.summary(s)["grain_pile"], GAME.summary(s)["ore_pile"]
    out = play(s, "legionnaire", to="3b", victim="Ben")
    assert "unseen" in out.lines[0]
    anna, ben = entry(s, "Anna"), entry(s, "Ben")
    assert anna["hand_size"] == 2 and ben["hand_size"] == 1
    assert anna["resources"]["ore"] == {"min": 0, "max": 1} and ben["resources"]["grain"] == {"min": 0, "max": 1}
    assert (GAME.summary(s)["grain_pile"], GAME.summary(s)["ore_pile"]) == piles      # the piles stay exact
    finish_production(s)
    play(s, "build", piece="army")
    assert entry(s, "Ben")["resources"] == {"grain": 1, "ore": 0, "horse": 0, "cattle": 0}
    assert s.pasture_worlds.exact() is not None


def test_rome_leg_3_a_payment_possible_in_no_world_names_the_theft():
    s = seven(hands={"Ben": {"ore": 1, "grain": 1}}, at={"Ben": {"horsemen": "3b:6"}})
    play(s, "legionnaire", to="3b", victim="Ben")
    finish_production(s)
    exc = refused("ROME-BUILD-1", s, "build", piece="wagon", box="horsemen")
    assert "the card Anna stole from Ben on event" in exc.message


def test_rome_leg_4_an_unseen_theft_from_a_player_without_cards_takes_gold():
    """The table sees how many cards each holds: a victim without cards pays gold (ROME-LEG-4), never a card."""
    s = seven(hands={"Ben": {}}, at={"Ben": {"horsemen": "3b:6"}})
    play(s, "legionnaire", to="3b", victim="Ben", gold=2)
    assert p(s, "Anna").gold - p(s, "Ben").gold == 4 and s.pasture_worlds is None
    t = seven(hands={"Ben": {"ore": 1}}, at={"Ben": {"horsemen": "3b:6"}})
    refused("ROME-LEG-4", t, "legionnaire", to="3b", victim="Ben", gold=2)


def test_rome_card_4_the_diplomats_theft_unseen():
    """The Diplomat moves the legionnaire and takes a card unseen; Anna then trades a horse for Ben's grain: her
    card was the horse, Ben is left with the cattle."""
    s = position(phase=2, cards={"Anna": {"diplomat": 1}}, hands={"Ben": {"horse": 1, "cattle": 1, "grain": 1}},
                 at={"Ben": {"horsemen": "3b:6"}})
    out = play(s, "play", card="diplomat", to="3b", victim="Ben")
    assert "unseen" in " ".join(out.lines)
    assert entry(s, "Anna")["resources"]["horse"] == {"min": 0, "max": 1} and entry(s, "Ben")["hand_size"] == 2
    play(s, "trade", **{"with": "Ben"}, give={"horse": 1}, get={"grain": 1})
    assert entry(s, "Ben")["resources"] == {"grain": 0, "ore": 0, "horse": 1, "cattle": 1}
    assert s.pasture_worlds.exact() is not None



def test_rome_prod_8_a_shortage_after_an_unseen_theft_says_what_each_gave_back():
    """Ben held 2 ore and 1 grain; after a card stolen unseen his half of the ore is 1 or 0. An ore shortage (all
    ore held) is refused without the returns, and a count no world allows; with them, the theft is told: grain."""
    s = position(phase=1, covered=(5,), at={"Ben": {"horsemen": "3b:6"}},
                 hands={"Ben": {"ore": 2, "grain": 1}, "Cyril": {"ore": 12}})
    play(s, "roll", total=7)
    play(s, "legionnaire", to="3b", victim="Ben")
    exc = refused("ROME-PROD-8", s, "roll", total=10)
    assert "returns" in exc.allowed and "the card Anna stole from Ben" in exc.message
    refused("ROME-PROD-8", s, "roll", total=10, returns=["Cyril=ore"] * 5)        # Cyril holds 12: 6 back
    play(s, "roll", total=10, returns=["Cyril=ore"] * 6 + ["Ben=ore"])
    assert entry(s, "Anna")["resources"]["grain"] == 1 and entry(s, "Anna")["resources"]["ore"] == 0
    assert GAME.summary(s)["ore_pile"] == 6                 # 7 given back, 1 paid to Ben
