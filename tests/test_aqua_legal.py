"""Aqua Romana's answer to what the referee awaits (``referee/games/aqua_romana/legal.py``, ``referee hints --json``):
each step's choices, with their places, held against the rules in the positions the rule tests build
(``aqua_helpers``) — every completion of an offered choice is accepted, and every event the rules accept among a
wide set of candidates is offered — and ``hints`` printed from the same answer.

tests/test_awaited.py holds the answer against the rules in self-play and in the example game; here the positions
are chosen, one per rule a choice rests on, and the candidates are every player, worker, builder, tile, rotation
and place of the kinds the step takes."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from aqua_helpers import GAME, fresh, play, position, straights, worker
from referee.core import awaited, save
from referee.core.errors import RefereeError
from referee.core.session import Session, step
from referee.games.aqua_romana import turns, wells
from referee.games.aqua_romana.tiles import ROTATIONS
from referee.games.aqua_romana.vocab import BUILDER_KINDS, TILE_KINDS

EXAMPLE = Path(__file__).resolve().parents[1] / "saves" / "examples" / "aqua-romana-3p.toml"
AROUND_RED1 = {"N1": "curve", "W4": "straight", "E4": "bridge", "S1": "double_curve"}   # red1 (A4:N) sees them
EX_G5 = {**straights("B5 C5 D5 E5", "EW"), **straights("G5 H5 I5 J5", "EW")}          # red3, yellow2 face F5


def answer(state) -> awaited.Awaited:
    return awaited.answer(GAME, state)


def frozen(event: dict) -> tuple:
    return tuple(sorted(event.items()))


def offered(state) -> set[tuple]:
    """Every event the answer offers: each choice with each combination of its slots' values."""
    out = set()
    for choice in answer(state).choices():
        names = [s.name for s in choice.slots]
        for combo in itertools.product(*(s.values for s in choice.slots)):
            out.add(frozen(awaited.event_of(choice, dict(zip(names, combo)))))
    return out


def candidates(state):
    """Events of every kind from the parts a position has: every player with every builder kind and path space, every
    worker with every tile and rotation on the square in front of it from every space it sees or a builder stands on,
    every tile on every empty square, every closing and every reserve pick."""
    g = state.board.grid
    empty = [g.name(s) for s in g.squares if s not in state.tiles and s not in state.board.reservoir_at]
    fronts = {name: g.name(tr.front) for name, tr in state.traces.items() if tr.front}
    spaces = {name: [g.track[s] for s in sorted({*g.sight(tr.end[0]), *state.path})] for name, tr in state.traces.items()}
    for p in (p.name for p in state.players):
        yield {"kind": "close", "player": p}
        for w in state.workers:
            yield {"kind": "close", "player": p, "worker": w}
        for b in BUILDER_KINDS:
            yield {"kind": "take", "player": p, "builder": b}
        for space in g.track:
            yield {"kind": "pass", "player": p, "space": space}
            for b in BUILDER_KINDS:
                yield {"kind": "place", "player": p, "builder": b, "space": space}
        for tile in TILE_KINDS:
            for rotation in ROTATIONS[tile]:
                for square in empty:
                    yield {"kind": "well", "player": p, "tile": tile, "square": square, "rotation": rotation}
                for w, square in fronts.items():
                    for space in spaces[w]:
                        yield {"kind": "lay", "player": p, "worker": w, "space": space, "tile": tile,
                               "square": square, "rotation": rotation}


def accepted(state) -> set[tuple]:
    """The candidates the rules accept in ``state`` (judged, never applied)."""
    out = set()
    for event in candidates(state):
        try:
            GAME.check_phase(state, event)
            GAME.validate(state, event)
        except RefereeError:
            continue
        out.add(frozen(event))
    return out


def holds(state) -> set[tuple]:
    """The answer offers exactly what the rules accept (among the candidates); the events offered."""
    offers, accepts = offered(state), accepted(state)
    assert offers - accepts == set(), "offered but refused"
    assert accepts - offers == set(), "accepted but not offered"
    return offers


def kinds_of(state, player) -> dict[str, list]:
    return {c.label or c.kind: [s.values for s in c.slots] for c in answer(state).actor(player).choices}


# --- the set-up and the reserve ----------------------------------------------------------------------------------

def test_aqua_setup_3_the_set_up_offers_the_builders_left_on_every_free_path_space():
    state = fresh()
    for space in ("N1", "S2", "S3"):
        play(state, "place", builder="curve", space=space)
    got = answer(state)
    assert [a.player for a in got.actors] == ["Anna"] and got.phase == "setup"
    (choice,) = got.actors[0].choices
    assert choice.template == ["place-builder", "{builder}", "{space}"]
    assert choice.slot("builder").values == ("straight", "bridge", "double_curve")     # the curves are all placed
    assert "N1" not in choice.slot("space").values and len(choice.slot("space").values) == 38 - 3
    holds(state)


def test_aqua_reserve_4_the_reserve_builders_held_go_on_every_free_path_space():
    state = position(builders=dict(AROUND_RED1), held={"Anna": ["joker", "curve"]})
    assert state.stage == "reserve"
    (choice,) = answer(state).actor("Anna").choices
    assert choice.slot("builder").values == ("joker", "curve") and len(choice.slot("space").values) == 38 - 4
    holds(state)


# --- the build ---------------------------------------------------------------------------------------------------

def test_aqua_sight_2_place_2_a_build_per_worker_and_tile_with_the_builders_in_sight_and_the_rotations():
    state = position(builders=dict(AROUND_RED1))
    red1 = {c.event["tile"]: c for c in answer(state).actor("Anna").choices if c.event.get("worker") == "red1"}
    assert {tile: (c.slot("space").values, c.slot("square").values, c.slot("rotation").values)
            for tile, c in red1.items()} == {"curve": (("N1",), ("A3",), ("SE", "SW")),
                                             "straight": (("W4",), ("A3",), ("NS",)),
                                             "bridge": (("E4",), ("A3",), ("NS+EW",)),
                                             "double_curve": (("S1",), ("A3",), ("NE+SW", "NW+SE"))}
    assert red1["curve"].template == ["lay", "red1", "{space}", "curve", "{rotation}", "at", "{square}"]
    assert not [c for c in answer(state).choices() if c.kind == "pass"]               # AQUA-FORCE-1
    holds(state)


@pytest.mark.parametrize("builder", ["joker", "straight"])
def test_aqua_place_4_ex_g5_the_builds_that_would_join_two_aqueducts_are_not_offered(builder):
    state = position(builders={"N5": builder}, tiles=dict(EX_G5))
    red3 = {c.event["tile"]: c.slot("rotation").values for c in answer(state).actor("Anna").choices
            if c.event.get("worker") == "red3"}
    if builder == "joker":       # a straight EW and the bridge would join red3 and yellow2; a straight NS extends nothing
        assert red3 == {"curve": ("SW", "NW"), "double_curve": ("NE+SW", "NW+SE")}
    else:                        # AQUA-FORCE-2: the straight builder gives no legal build with red3
        assert red3 == {}
    holds(state)


def test_aqua_supply_1_joker_1_an_exhausted_kind_and_the_joker_give_any_kind_left():
    state = position(builders={**AROUND_RED1, "N1": "joker"}, supply={"curve": 0, "bridge": 0})
    red1 = {c.event["tile"]: c.slot("space").values for c in answer(state).actor("Anna").choices
            if c.event.get("worker") == "red1"}
    # the joker on N1 gives straight or double curve; the bridge builder on E4 any kind left; no curve anywhere
    assert red1 == {"straight": ("N1", "E4", "W4"), "double_curve": ("N1", "E4", "S1")}
    holds(state)


def test_aqua_nosight_1_without_a_build_any_builder_on_the_path_moves_on_and_nothing_else():
    state = position(builders={"N8": "curve", "N9": "bridge"})
    (choice,) = answer(state).actor("Anna").choices
    assert choice.kind == "pass" and choice.slot("space").values == ("N8", "N9")
    holds(state)


def test_aqua_opt_force_any_the_answer_offers_another_players_worker_when_ones_own_cannot_build():
    state = position(builders={"N5": "bridge"}, force="any")
    workers = {c.event["worker"] for c in answer(state).actor("Anna").choices}
    assert workers == {"blue1", "blue2"}           # blue1 (E1:W) and blue2 (E1:S) see N5; no red worker does
    holds(state)


# --- the well ----------------------------------------------------------------------------------------------------

def test_aqua_well_2_the_extra_tile_on_every_square_no_end_points_into():
    state = position(builders={"N11": "joker", "E1": "straight"}, active=2)
    play(state, "lay", "Cyril", worker="yellow4", space="N11", tile="bridge", square="K3", rotation="NS+EW")
    assert state.stage == "well"
    choices = answer(state).actor("Cyril").choices
    assert {c.event["tile"] for c in choices} == set(TILE_KINDS)          # AQUA-WELL-5: the joker, any kind
    g = state.board.grid
    squares = {c.slot("square").values for c in choices}
    assert squares == {tuple(g.name(s) for s in wells.squares(state))}
    fronts = {g.name(tr.front) for tr in state.traces.values() if tr.front}
    assert fronts and not fronts & set(next(iter(squares)))
    assert all(c.slot("rotation").values == ROTATIONS[c.event["tile"]] for c in choices)
    holds(state)


# --- closing, the next move, the reserve picks -------------------------------------------------------------------

def test_aqua_close_3_the_active_player_may_close_and_the_next_players_move_ends_the_turn():
    state = position(builders={**AROUND_RED1, "N5": "bridge"})           # blue1 and blue2 see N5
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    assert state.stage == "close"
    got = answer(state)
    anna, ben = got.actors
    assert (anna.player, anna.must, ben.player, ben.must) == ("Anna", False, "Ben", True)
    assert [c.line or c.template for c in anna.choices] == [["close", "{worker}"], "close none"]
    assert anna.choices[0].slot("worker").values == ("red1", "red2", "red3", "red4")
    assert {c.kind for c in ben.choices} == {"lay"}
    assert got.as_json()["actors"][0]["may"] is True
    events = holds(state)
    lay = next(e for e in events if dict(e)["kind"] == "lay")
    step(GAME, state, {"seq": 1, **dict(lay)})                    # Ben's build ends Anna's turn without a closing
    assert state.current.name == "Ben" and worker(state, "red1").status == "open"


def test_aqua_close_3_a_closing_is_awaited_when_the_game_ends_with_the_turn():
    state = position(builders={"N8": "curve"})
    state.idle_run = 2                    # two turns without a tile: a third ends the game (AQUA-END-1)
    play(state, "pass", space="N8")
    assert state.stage == "close" and turns.finished(state).over
    (anna,) = answer(state).actors
    assert anna.player == "Anna" and anna.must and {c.kind for c in anna.choices} == {"close"}
    holds(state)


def test_aqua_nosight_3_with_empty_turns_the_next_move_may_be_the_closers_own():
    """Two players, Ben without a worker and no_worker_turn = empty: after Anna's turn Ben's is empty, so the move that
    ends Anna's turn is her own next build — one actor, who must act."""
    state = position(("Anna", "Ben"), builders=dict(AROUND_RED1), no_worker_turn="empty")
    for w in state.open_workers(state.by_name["Ben"]):
        w.status = "out"
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    assert state.stage == "close" and turns.finished(state).current.name == "Anna"
    (anna,) = answer(state).actors
    assert anna.must and {c.kind for c in anna.choices} == {"close", "lay"}
    holds(state)


def test_aqua_reserve_3_the_player_whose_pick_it_is_chooses_any_builder_the_reserve_holds():
    tiles = {"B5": ("curve", "SW"), "B6": ("curve", "NE"), **straights("C6 D6 E6 F6", "EW"),
             "G1": ("curve", "SW"), **straights("G2 G3 G4 G5", "NS")}
    state = position(builders={"N7": "straight"}, tiles=tiles, colors=("blue", "red", "yellow"), active=1)
    play(state, "lay", "Ben", worker="red4", space="N7", tile="straight", square="G6", rotation="NS")   # EX-G6
    ben, anna = answer(state).actors                  # Ben may close; Anna's pick (her blue3 was closed) ends his turn
    assert (ben.player, ben.must, anna.player) == ("Ben", False, "Anna")
    (take,) = anna.choices
    assert take.slot("builder").values == ("curve", "double_curve", "straight", "bridge", "joker")
    holds(state)
    play(state, "close", "Ben", worker="red4")
    assert state.stage == "take" and [a.player for a in answer(state).actors] == ["Ben"]
    holds(state)


def test_aqua_end_1_the_game_over_awaits_nobody():
    session = Session.load(EXAMPLE)
    got = answer(session.state)
    assert got.phase == "over" and got.actors == [] and got.winner == session.state.winner


# --- every step of the example game --------------------------------------------------------------------------------

def test_every_event_the_rules_accept_is_offered_in_each_step_of_the_example_game():
    """At the first two positions of each step of the example game (set-up, reserve, build, well, close, take), the
    offered events are exactly the candidates the rules accept."""
    session = Session.load(EXAMPLE)
    game = session.game
    state = game.initial_state(session.setup)
    game.quiet(state, True)
    seen: dict[str, int] = {}
    for event in session.events:
        if seen.get(state.stage, 0) < 2:
            seen[state.stage] = seen.get(state.stage, 0) + 1
            holds(state)
        step(game, state, event)
    assert set(seen) == {"setup", "reserve", "build", "well", "close", "take"}


# --- hints from the answer -------------------------------------------------------------------------------------

def test_hints_list_the_builds_the_answer_offers_one_by_one():
    state = position(builders=dict(AROUND_RED1))
    lines = GAME.hints(state, ["red1"]).lines
    assert lines[2:] == ["  lay red1 N1 curve SE", "  lay red1 N1 curve SW", "  lay red1 E4 bridge NS+EW",
                         "  lay red1 S1 double_curve NE+SW", "  lay red1 S1 double_curve NW+SE",
                         "  lay red1 W4 straight NS"]


def test_hints_for_the_player_whose_move_ends_the_turn_in_the_close_step():
    state = position(builders={**AROUND_RED1, "N5": "bridge"})
    play(state, "lay", worker="red1", space="N1", tile="curve", square="A3", rotation="SE")
    ben = GAME.hints_of(state, [], "Ben").lines
    assert ben[0] == "Now: Ben lays a tile (referee hints shows where)."
    offered_lays = {(c.event["worker"], s) for c in answer(state).actor("Ben").choices
                    for s in c.slot("space").values}
    shown = {(line.split()[1], line.split()[2]) for line in ben if line.startswith("  lay ")}
    assert shown == offered_lays and shown
    assert GAME.hints_of(state, [], "Anna").lines[1].startswith("close red1: worth 1 now")
    with pytest.raises(RefereeError, match="nothing to do now"):
        GAME.hints_of(state, [], "Cyril")


def test_the_answer_of_a_save_is_what_referee_hints_json_prints(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from referee.cli.app import app

    import json

    session = Session.load(EXAMPLE)
    path = tmp_path / "part.toml"
    save.write_atomic(path, save.dumps(session.setup, session.events[:13], []))
    monkeypatch.setenv("REFEREE_SAVES_DIR", str(tmp_path))
    result = CliRunner().invoke(app, ["hints", "--json", "--save", str(path)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    state = Session.load(path).state
    assert data["phase"] == "close" and data == {"game": "aqua-romana", "events": 13,
                                                 **answer(state).as_json(None, all_=False)}
