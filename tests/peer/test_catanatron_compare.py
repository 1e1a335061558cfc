"""Checked against a real engine: catanatron 3.2.1 bot games replayed through referee.

Every game is played by catanatron's own bots, exported as our events
(``catanatron_export.export_game``), recorded through the same ``step`` the
CLI's ``record`` uses, and compared after every turn: each player's resources,
victory points (hidden VP cards included), road length, Knights played, and
who holds Longest Road and Largest Army; at the end, the winner.

catanatron 3.2.1 differs from the official rules in known ways (found in its
source; details, file and function for each, in ``catanatron_export``'s docstring):

D1  a development card may be played the turn it was bought (CATAN-DEV-3);
D2  only a Knight may be played before the roll (stricter than ours: harmless);
D3  Road Building needs 1 lumber + 1 brick in hand (the roads stay free);
D4  discards are chosen at random, in seat order from the first player;
D5  no domestic trades; maritime trades after building (CATAN-TURN-3) and a
    harbour usable the turn it is settled (CATAN-MARITIME-4);
D6  Year of Plenty may take a single card;
D7  road length drops the last piece up to an opponent's building, depending
    on build order (CATAN-ROAD-1/2);
D8  Longest Road after a cut goes to the maximum, ties to the lowest seat,
    no minimum of 5, never back to the bank (CATAN-ROAD-6/7/8);
D9  any player may win on another's turn (CATAN-END-2);
D10 set-up roads do not update catanatron's per-player road length field;
D11 a winning Knight or Road Building may end the game before its robber move
    or second road.

The mask is exactly this, and nothing else may differ:

* D5 is expressed as options stored with the exported game
  (``combined_trade_build``, ``harbour_usable_same_turn``) — legal play under
  those named options of catan-base.md §5.13; D4 is random but recorded as the
  cards actually discarded, so it needs no mask; D10 and D11 are handled by the
  exporter (it reads ``board.road_lengths`` and plays the robber move / second
  road out), so they need none either; D2 and D3 never produce an event we refuse.
* The main comparison (``GAMES`` games, 50 by default) uses steered bots
  (``steer=True``): they choose only among the actions catanatron offers that
  avoid D1, D6, D7 and D8. Those games must show no deviation at all and must
  match after every turn, field for field, including the winner (so D9 did not
  occur either).
* Unsteered games (``steer=False``) play catanatron's full action set. They are
  compared turn by turn up to the first flagged deviation. There, a D1 or D6
  event must be refused by referee with exactly that rule (CATAN-DEV-3,
  CATAN-DEV-7); a D7/D8/D9 event is legal for us but scored differently, so the
  comparison of that game ends there.

``REFEREE_PEER_GAMES`` sets the number of steered games (CI runs 50).
"""

from __future__ import annotations

import datetime as dt
import os

import pytest

from referee.core.errors import RuleViolation
from referee.core.game import Setup
from referee.core.session import step
from referee.games.catan import GAME

catanatron_export = pytest.importorskip("peer.catanatron_export", reason="catanatron==3.2.1 is a test dependency")

GAMES = int(os.environ.get("REFEREE_PEER_GAMES", "50"))
UNSTEERED = int(os.environ.get("REFEREE_PEER_UNSTEERED", "12"))
FIELDS = ("resources", "victory_points", "longest_road", "knights_played", "longest_road_card", "largest_army_card")
REFUSED_BY_US = {"CATAN-DEV-3", "CATAN-DEV-7"}


def replayable(game: dict):
    setup = Setup("catan", f"catanatron seed {game['seed']}", dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc),
                  GAME.resolve_options(game["options"]), game["board"], game["players"])
    GAME.check_setup(setup)
    return setup, GAME.initial_state(setup)


def ours(state) -> list[dict]:
    return [{k: p[k] for k in ("name", *FIELDS)} for p in GAME.summary(state)["players"]]


def compare(game: dict, stop_at: int | None = None) -> int:
    """Replay and compare every snapshot before ``stop_at``; return the number of snapshots compared."""
    setup, state = replayable(game)
    snaps = {s["after_event"]: s["players"] for s in game["snapshots"]}
    compared = 0
    for index, event in enumerate(game["events"]):
        if stop_at is not None and index >= stop_at:
            break
        try:
            step(GAME, state, {"seq": index + 1, **event})
        except RuleViolation as exc:
            pytest.fail(f"seed {game['seed']} event {index} {event}: referee refused it: {exc.line()}")
        if index in snaps:
            theirs = [{k: p[k] for k in ("name", *FIELDS)} for p in snaps[index]]
            assert ours(state) == theirs, f"seed {game['seed']}: after event {index} ({event})"
            compared += 1
    return compared


@pytest.mark.parametrize("seed", range(1, GAMES + 1))
def test_steered_catanatron_game_matches_after_every_turn(seed):
    game = catanatron_export.export_game(seed, bot="weighted" if seed % 2 else "random")
    assert game["deviations"] == []
    assert compare(game) == len(game["snapshots"])
    setup, state = replayable(game)
    for index, event in enumerate(game["events"]):
        step(GAME, state, {"seq": index + 1, **event})
    assert state.winner == game["winner"]


@pytest.mark.parametrize("seed", range(1, UNSTEERED + 1))
def test_unsteered_catanatron_game_matches_up_to_its_first_known_deviation(seed):
    game = catanatron_export.export_game(seed, steer=False)
    first = game["deviations"][0] if game["deviations"] else None
    stop = first["event"] if first else None
    assert compare(game, stop) > 0
    if first and first["rule"] in REFUSED_BY_US:
        setup, state = replayable(game)
        for index, event in enumerate(game["events"][:stop]):
            step(GAME, state, {"seq": index + 1, **event})
        with pytest.raises(RuleViolation) as info:
            step(GAME, state, {"seq": stop + 1, **game["events"][stop]})
        assert info.value.rule == first["rule"]
