"""Secrets at a real Catan table (DESIGN.md §3, "Secrets"): development cards bought face down, revealed when
played or shown; cards stolen unseen; the public view; and whole bot games replayed with every secret hidden.
"""

from __future__ import annotations

import json
import os
import tomllib

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.games.catan import GAME

from catan_helpers import play, position, refused
from secret_play import bot_events, replay_hidden, replay_unhidden

DEV = {"wool": 1, "grain": 1, "ore": 1}
NINE = {"Anna": {"city": ["1a:10", "1c:2", "5a:8"], "settlement": ["3e:4", "5c:4", "3a:8"],
                 "road": ["3e:5", "3e:7"]}}
NOT_VP = {"knight": 14, "road_building": 2, "year_of_plenty": 2, "monopoly": 2}


def entry(state, name):
    return next(p for p in GAME.summary(state)["players"] if p["name"] == name)


def next_turn(state):
    """The active player ends; the others roll a 12 (nothing on the beginner board's 12 here) and end, back to him."""
    me = state.current.name
    play(state, "end")
    while state.current.name != me:
        play(state, "roll", total=12)
        play(state, "end")
    play(state, "roll", total=12)


# --- buying face down ----------------------------------------------------------------------------------
def test_catan_build_10_buy_face_down_keeps_deck_and_counts_exact():
    state = position(hands={"Anna": DEV})
    out = play(state, "buy")
    assert "face down" in out.lines[0] and state.cards.hidden["Anna"] == 1
    summary = GAME.summary(state)
    assert summary["dev_deck_left"] == 24
    anna = entry(state, "Anna")
    assert anna["unknown_dev_cards"] == 1 and anna["hand_size"] == 0
    assert anna["dev_cards"] == {c: {"min": 0, "max": 1} for c in
                                 ("knight", "road_building", "year_of_plenty", "monopoly", "victory_point")}
    assert anna["victory_points"] == {"min": 0, "max": 1} and anna["public_victory_points"] == 0


def test_catan_dev_1_a_shown_buy_the_deck_cannot_hold_any_more():
    state = position(hands={"Anna": DEV}, devs={"Ben": {"monopoly": 2}})
    refused("CATAN-DEV-1", state, "buy", card="monopoly")


def test_catan_build_10_face_down_buy_from_an_empty_deck():
    state = position(hands={"Anna": DEV}, devs={"Ben": {**NOT_VP, "victory_point": 5}})
    refused("CATAN-BUILD-10", state, "buy")


# --- playing a face-down card ---------------------------------------------------------------------------
def test_catan_dev_3_a_face_down_card_bought_this_turn_cannot_be_played():
    state = position(hands={"Anna": DEV})
    play(state, "buy")
    exc = refused("CATAN-DEV-3", state, "play", card="year_of_plenty", take={"ore": 2})
    assert "face-down" in exc.message


def test_catan_dev_4_a_face_down_card_is_revealed_when_played():
    state = position(hands={"Anna": DEV})
    play(state, "buy")
    next_turn(state)
    play(state, "play", card="year_of_plenty", take={"ore": 2})
    assert state.cards.hidden["Anna"] == 0 and state.cards.unaccounted("year_of_plenty") == 1
    assert entry(state, "Anna")["dev_cards"] == {}


def test_catan_dev_4_a_player_who_cannot_have_the_card_he_plays():
    """Both Monopoly cards are known to be Ben's: Anna's face-down card cannot be one."""
    state = position(hands={"Anna": DEV}, devs={"Ben": {"monopoly": 2}})
    play(state, "buy")
    next_turn(state)
    exc = refused("CATAN-DEV-4", state, "play", card="monopoly", resource="ore")
    assert "cannot hold" in exc.message and "all 2" in exc.message
    assert "monopoly" not in entry(state, "Anna")["dev_cards"]


def test_catan_dev_4_a_known_card_is_played_before_a_face_down_one():
    state = position(hands={"Anna": DEV}, devs={"Anna": {"knight": 1}})
    play(state, "buy")
    next_turn(state)
    play(state, "play", card="knight", to="3e")
    assert state.cards.hidden["Anna"] == 1 and state.by_name["Anna"].devs["knight"] == 0


def test_catan_dev_10_victory_point_cards_are_shown_not_played():
    state = position(hands={"Anna": DEV})
    play(state, "buy")
    exc = refused("CATAN-DEV-10", state, "play", card="victory_point")
    assert "reveal victory_point" in exc.allowed


# --- revealing Victory Point cards ---------------------------------------------------------------------
def test_catan_end_1_a_win_claimed_by_revealing_victory_point_cards():
    state = position(pieces=NINE, hands={"Anna": DEV})
    play(state, "buy")                                  # the tenth point, bought face down: no automatic win
    assert state.winner is None and entry(state, "Anna")["victory_points"] == {"min": 9, "max": 10}
    out = play(state, "reveal", card="victory_point")
    assert state.winner == "Anna" and out.data["winner"] == "Anna"
    assert entry(state, "Anna")["public_victory_points"] == 10


def test_catan_end_1_automatic_win_where_every_unknown_card_must_be_a_victory_point():
    """Every other card is known to be elsewhere: the card Anna buys face down is a VP card in every world."""
    state = position(pieces=NINE, hands={"Anna": DEV}, devs={"Ben": NOT_VP})
    out = play(state, "buy")
    assert state.winner == "Anna" and out.data["winner"] == "Anna"


def test_catan_dev_1_a_reveal_of_more_victory_point_cards_than_the_deck_held():
    state = position(hands={"Anna": {k: 3 * n for k, n in DEV.items()}}, devs={"Ben": {"victory_point": 4}})
    for _ in range(3):
        play(state, "buy")
    exc = refused("CATAN-DEV-1", state, "reveal", card="victory_point", count=2)
    assert "only 1 of the 5" in exc.message
    play(state, "reveal", card="victory_point", count=1)
    assert entry(state, "Anna")["dev_cards"]["victory_point"] == 1


def test_catan_end_4_reveal_only_face_down_victory_point_cards():
    state = position(hands={"Anna": DEV})
    refused("CATAN-END-4", state, "reveal", card="victory_point")       # nothing face down
    play(state, "buy")
    refused("CATAN-END-4", state, "reveal", card="knight")
    refused("CATAN-END-4", state, "reveal", card="victory_point", count=2)
    refused("CATAN-END-4", state, "reveal", card="victory_point", count=0)


def test_catan_end_1_reveal_on_ones_own_turn_or_at_the_end():
    state = position(hands={"Anna": DEV, "Ben": DEV})
    play(state, "buy")
    play(state, "end")
    refused("CATAN-END-1", state, "reveal", "Anna", card="victory_point")


def test_catan_end_1_after_the_win_the_others_show_their_cards():
    state = position(pieces=NINE, hands={"Anna": {"lumber": 1, "brick": 1, **{k: 2 * n for k, n in DEV.items()}}})
    play(state, "buy")
    play(state, "build", piece="road", at="3d:3")
    assert state.winner is None
    play(state, "buy")
    play(state, "reveal", card="victory_point")
    assert state.winner == "Anna"
    assert GAME.phase(state) == "over"


# --- cards stolen unseen --------------------------------------------------------------------------------
def robbed(anna: dict, ben: dict, cyril: dict | None = None):
    """Anna, after a 7, moves the robber onto Ben's settlement and steals one of his cards unseen."""
    state = position(pieces={"Ben": {"settlement": ["3e:4"]}, "Cyril": {"settlement": ["1a:10"]},
                             "Anna": {"settlement": ["1c:2"]}},
                     hands={"Anna": anna, "Ben": ben, "Cyril": cyril or {}})
    state.robber_pending = True
    out = play(state, "robber", to="3e", victim="Ben")
    assert "unseen" in out.lines[0] and state.hands is not None
    return state


def test_catan_robber_6_an_unseen_steal_keeps_every_possible_hand():
    state = robbed({"grain": 2}, {"ore": 1, "wool": 1})
    anna, ben = entry(state, "Anna"), entry(state, "Ben")
    assert anna["hand_size"] == 3 and ben["hand_size"] == 1
    assert anna["resources"]["ore"] == {"min": 0, "max": 1} and anna["resources"]["grain"] == 2
    assert ben["resources"]["wool"] == {"min": 0, "max": 1} and ben["resources"]["lumber"] == 0
    assert GAME.summary(state)["bank"]["ore"] == 18                  # the bank is exact in every world


def test_catan_robber_6_a_steal_resolved_by_a_later_payment():
    """Anna pays 3 ore for a city holding only 2 before: the card she stole was ore, and Ben kept his wool."""
    state = robbed({"ore": 2, "grain": 2}, {"ore": 1, "wool": 1})
    play(state, "build", "Anna", piece="city", at="1c:2")
    assert state.hands.exact() is not None
    assert entry(state, "Ben")["resources"]["wool"] == 1 and entry(state, "Ben")["resources"]["ore"] == 0
    assert entry(state, "Anna")["resources"]["ore"] == 0


def test_catan_robber_6_a_payment_possible_in_no_world_is_refused():
    state = robbed({"grain": 2}, {"wool": 1, "lumber": 1})
    exc = refused("CATAN-TRADE-3", state, "trade", "Anna", **{"with": "Cyril", "give": {"ore": 1}, "get": {}})
    assert "in every possible world" in exc.message and "the card Anna stole from Ben" in exc.message


def test_catan_dev_8_an_impossible_monopoly_count():
    state = robbed({"grain": 2}, {"ore": 1, "wool": 1}, {"wool": 2})
    state.by_name["Anna"].devs["monopoly"] = 1
    state.deck["monopoly"] -= 1
    exc = refused("CATAN-DEV-8", state, "play", card="monopoly", resource="wool")
    assert "--got" in exc.allowed                                     # the worlds disagree: ask the table
    exc = refused("CATAN-DEV-8", state, "play", card="monopoly", resource="wool", got={"Ben": 2, "Cyril": 2, "Dana": 0})
    assert "in every possible world" in exc.message
    refused("CATAN-DEV-8", state, "play", card="monopoly", resource="wool", got={"Ben": 1})   # Cyril unnamed
    play(state, "play", card="monopoly", resource="wool", got={"Ben": 1, "Cyril": 2, "Dana": 0})
    assert state.hands.exact() is not None                            # Ben kept his wool: Anna stole the ore
    assert entry(state, "Anna")["resources"] == {"lumber": 0, "brick": 0, "wool": 3, "grain": 2, "ore": 1}


def test_catan_dev_8_monopoly_got_checked_against_known_hands():
    state = position(hands={"Ben": {"wool": 2}}, devs={"Anna": {"monopoly": 1}})
    exc = refused("CATAN-DEV-8", state, "play", card="monopoly", resource="wool", got={"Ben": 1, "Cyril": 0,
                                                                                       "Dana": 0})
    assert "Ben held 2" in exc.message
    play(state, "play", card="monopoly", resource="wool", got={"Ben": 2, "Cyril": 0, "Dana": 0})


def test_catan_dev_8_monopoly_got_on_the_command_line():
    state = position()
    event = GAME.parse(state, "play", ["monopoly", "wool", "--got", "ben=2, Cyril=0,Dana=1"], None)
    assert event == {"kind": "play", "card": "monopoly", "resource": "wool", "got": {"Ben": 2, "Cyril": 0, "Dana": 1},
                     "player": "Anna"}


def test_catan_dev_8_got_is_an_option_of_the_play_verb(tmp_path):
    """``referee play monopoly wool --got …`` reaches the rules (here: nobody holds a Monopoly yet)."""
    path, _events, buy = hidden_save(tmp_path)
    result = CliRunner().invoke(app, ["play", "monopoly", "wool", "--got", "Anna=0", "--save", str(path)])
    assert result.exit_code == 1 and "CATAN-DEV-4" in result.stderr, result.stderr


# --- the public view and the save ----------------------------------------------------------------------
def hidden_save(tmp_path, seed=3):
    """A bot game up to just before its first buy, with every buy face down: path, events, the buy."""
    from referee.core import save

    _game, setup, events = bot_events("catan", seed)
    path = tmp_path / "bought.toml"
    cut = next(i for i, e in enumerate(events) if e["kind"] == "buy")
    save.write_atomic(path, save.dumps(setup, events[:cut], []))
    return path, events, events[cut]


def test_catan_build_10_the_save_records_only_what_was_typed(tmp_path):
    """``referee buy`` alone: the event in the save has no ``card`` (DESIGN.md §3: optional fields omitted)."""
    path, _events, buy = hidden_save(tmp_path)
    result = CliRunner().invoke(app, ["buy", "--player", buy["player"], "--save", str(path)])
    assert result.exit_code == 0, result.stderr
    assert "face down" in result.stderr + result.stdout
    last = tomllib.loads(path.read_text("utf-8"))["events"][-1]
    assert last["kind"] == "buy" and "card" not in last and last["player"] == buy["player"]


def test_secrets_public_view_by_default_and_everything_with_all(tmp_path):
    """``status`` and ``score`` show the public view once a card was bought face down; ``--all`` the ranges."""
    path, _events, buy = hidden_save(tmp_path)
    assert CliRunner().invoke(app, ["buy", "--player", buy["player"], "--save", str(path)]).exit_code == 0
    runner = CliRunner()
    status = runner.invoke(app, ["status", "--save", str(path)])
    assert status.exit_code == 0 and "public view" in status.stdout and "dev (unplayed)" not in status.stdout
    full = runner.invoke(app, ["status", "--all", "--save", str(path)])
    assert "everything the referee knows" in full.stdout and "dev (unplayed)" in full.stdout and "0–1" in full.stdout
    score = runner.invoke(app, ["score", "--save", str(path)])
    assert "VP cards as revealed" in score.stdout
    data = json.loads(runner.invoke(app, ["check", "--json", str(path)]).stdout)
    mine = next(p for p in data["players"] if p["name"] == buy["player"])
    assert mine["unknown_dev_cards"] == 1 and mine["victory_points"]["max"] == mine["victory_points"]["min"] + 1
    assert all("hand_size" in p for p in data["players"])


# --- whole games ---------------------------------------------------------------------------------------
GAMES = int(os.environ.get("REFEREE_SECRET_GAMES", "30" if os.environ.get("CI") else "60"))   # per game key; bench: more


@pytest.mark.parametrize("key", ["catan", "catan-5-6"])
def test_catan_dev_3_and_end_1_whole_games_with_every_card_bought_face_down(key):
    """Bot games replayed with every development card bought face down: valid, exact where exact, the truth
    inside every range, the same winner (revealing the cards the truth counted where needed)."""
    for seed in range(GAMES):
        game, setup, events = bot_events(key, seed)
        truth, secret, typed = replay_hidden(game, setup, events, steals=False, check_every=5)
        assert truth.winner == secret.winner, seed


@pytest.mark.parametrize("key", ["catan", "catan-5-6"])
def test_catan_robber_6_whole_games_with_every_card_stolen_unseen(key):
    """The same games with every stolen card unseen too (Monopoly told what each handed over): every hand
    range holds the truth, the bank and hand sizes are exact, the winner the same."""
    for seed in range(GAMES):
        game, setup, events = bot_events(key, seed)
        truth, secret, typed = replay_hidden(game, setup, events, steals=True, check_every=5)
        assert truth.winner == secret.winner, seed


MEMBERS = int(os.environ.get("REFEREE_SECRET_MEMBER_GAMES", "8"))      # per newer member (slower bots)


@pytest.mark.parametrize("key", ["helpers", "best-friends", "seafarers"])
def test_catan_robber_6_newer_members_whole_games_with_every_secret_kept(key):
    """The newer members' bot games with every card bought face down and every card stolen unseen — the robber,
    the pirate (SEA-PIRATE-2), the Noblewoman (HELPERS-14) —, Monopoly told what each handed over: valid, exact
    where exact, the truth inside every range, the same winner."""
    for seed in range(MEMBERS):
        game, setup, events = bot_events(key, seed)
        truth, secret, typed = replay_hidden(game, setup, events, steals=True, check_every=5)
        assert truth.winner == secret.winner, seed


def _first_unseen(key: str, kind: str, name: str | None = None):
    """The first bot game of ``key`` with an event ``kind`` (helper ``name``) that steals: its hidden replay
    up to just after that event, and the event."""
    for seed in range(12):
        game, setup, events = bot_events(key, seed)
        cut = next((i for i, e in enumerate(events) if e["kind"] == kind and e.get("stolen")
                    and (name is None or e.get("name") == name)), None)
        if cut is not None:
            truth, secret, _typed = replay_hidden(game, setup, events[:cut + 1], steals=True, buys=False)
            return truth, secret, events[cut]
    raise AssertionError(f"no {kind} steal in 12 {key} bot games")


def test_helpers_14_the_noblewoman_takes_a_card_unseen():
    """HELPERS-14 with ``stolen`` left out: the card taken is one more unknown (CATAN-ROBBER-6), the truth among
    the possible hands, the hand sizes exact."""
    truth, secret, event = _first_unseen("helpers", "helper", "noblewoman")
    assert secret.hands is not None and secret.hands.steals[-1][1:] == (event["player"], event["victim"])
    real = tuple(tuple(p.hand.get(r, 0) for r in secret.hands.kinds) for p in truth.players)
    assert secret.hands.collapsed or real in secret.hands.worlds


def test_helpers_14_the_noblewoman_without_a_card_on_the_command_line():
    from referee.games.catan.helpers.game import _p_noblewoman

    state = position()
    assert _p_noblewoman(state, ["ben"]) == {"victim": "Ben"}
    assert _p_noblewoman(state, ["ben", "ore"]) == {"victim": "Ben", "stolen": "ore"}


def test_sea_pirate_2_the_pirate_steals_unseen():
    """SEA-PIRATE-2 with ``stolen`` left out: an unseen steal, like the robber's (CATAN-ROBBER-6)."""
    truth, secret, event = _first_unseen("seafarers", "pirate")
    assert secret.hands is not None and secret.hands.steals[-1][1:] == (event["player"], event["victim"])
    real = tuple(tuple(p.hand.get(r, 0) for r in secret.hands.kinds) for p in truth.players)
    assert secret.hands.collapsed or real in secret.hands.worlds


@pytest.mark.parametrize("key", ["catan", "catan-5-6"])
def test_catan_robber_6_beyond_the_bound_the_ranges_still_hold_the_truth(key, monkeypatch):
    """With a tiny bound the hands collapse to per-resource bounds: an over-approximation that still holds the
    truth, accepts every legal event and keeps hand sizes and the bank exact."""
    from referee.core import secrets

    monkeypatch.setattr(secrets, "WORLD_BOUND", 3)
    collapsed = 0
    for seed in range(GAMES // 3):
        game, setup, events = bot_events(key, seed)
        truth, secret, typed = replay_hidden(game, setup, events, steals=True, check_every=5)
        assert truth.winner == secret.winner, seed
        collapsed += secret.hands is not None and secret.hands.collapsed
    assert collapsed


@pytest.mark.parametrize("key", ["catan", "catan-5-6"])
def test_hiding_nothing_changes_nothing_at_any_event(key):
    """Replayed through the secrets' machinery with nothing hidden, a game reports exactly the full game's
    summary after every event, and keeps no secret."""
    for seed in range(3):
        replay_unhidden(*bot_events(key, seed))


def test_catan_end_4_reveal_is_completed_at_the_prompt():
    from referee.games.catan.completion import completions

    assert completions(position(), "reveal", []) == ["victory_point"]


@pytest.mark.parametrize("name", ["catan-4p-beginner", "catan-5-6-six-example"])
def test_hiding_nothing_changes_nothing(name):
    """A save without an omission keeps no secret: the summary has exactly the contract's fields."""
    from pathlib import Path

    from referee.core.session import Session

    session = Session.load(Path(__file__).resolve().parents[1] / "saves" / "examples" / f"{name}.toml")
    state = session.state
    assert not state.secret and not state.cards.kept and state.hands is None
    for p in session.game.summary(state)["players"]:
        assert "hand_size" not in p and "unknown_dev_cards" not in p
        assert all(type(n) is int for n in p["resources"].values())
