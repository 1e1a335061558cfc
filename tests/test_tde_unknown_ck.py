"""Into the Unknown with Cities & Knights (``into-the-unknown-ck``, TDE-UNKNOWN-8, CK-HAND-2): one class built from
Into the Unknown and the C&K member (tde/ck_scenario.py ``with_ck``), on the scenario's TEST layout; the set-up is a
settlement, a city and a third settlement; a development card's treasure is a progress card; the target is the
table's (lost from the seed); the kept treasure's hand limit adds to the walls'. Its example game
(saves/examples/into-the-unknown-ck-3p-test.toml) is won at the table's 13 and reproduced byte for byte by its
script."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from typer.testing import CliRunner

import tde_helpers as tde
from botplay import ROOT, example_script
from tde_helpers import NAMES, do, refused
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError
from referee.core.session import Session
from referee.games import register_builtins
from referee.games.catan.building import distance_ok, place
from referee.games.catan.cities_knights.game import SeafarersCK
from referee.games.catan.tde.into_the_unknown.game import IntoTheUnknown

register_builtins()
GAME = registry.find("into-the-unknown-ck")
SAVE = ROOT / "saves" / "examples" / "into-the-unknown-ck-3p-test.toml"
runner = CliRunner()


def new_setup(**options):
    return tde.new_setup(GAME, **{"victory_points": 13, **options})


@pytest.fixture(scope="module")
def played():
    return tde.example_played(GAME, SAVE)


def before_dev_card(played):
    return tde.before_dev_card(GAME, played)


def main_corner(state):
    return next(c for c in sorted(state.board.land_corners) if distance_ok(state, c)
                and set(state.board.grid.corners[c].hexes) & state.scenario["main"])


def test_tde_unknown_8_is_both_games():
    assert isinstance(GAME, IntoTheUnknown) and isinstance(GAME, SeafarersCK)
    assert registry.find("cesta do neznáma s rytíři") is GAME
    assert {"treasure", "discover", "knight", "improve", "progress"} <= set(GAME.kinds)
    assert {"harbour_without_coast", "barbarian_track", "kept_hand_limit"} <= {o.name for o in GAME.options}
    assert "kept_hand_limit" not in {o.name for o in registry.find("into-the-unknown").options}
    state = GAME.initial_state(new_setup())
    assert hasattr(state, "knights") and hasattr(state, "kept") and state.pirate is None


def test_tde_unknown_8_the_target_is_required_as_without_c_and_k():
    with pytest.raises(NotationError) as info:
        tde.new_setup(GAME)
    assert "victory_points" in info.value.line()
    assert GAME.initial_state(new_setup()).options["victory_points"] == 13


def test_tde_unknown_8_settlement_city_then_the_third_settlement():
    state = GAME.initial_state(new_setup())
    assert state.setup_order() == [0, 1, 2, 2, 1, 0, 0, 1, 2] and state.setup_steps == 18
    placed = []
    for _ in range(9):
        name, piece = state.current.name, state.setup_piece()
        placed.append((name, piece))
        at = main_corner(state)
        do(GAME, state, "build", name, piece=piece, at=at)
        if placed.count((name, piece)) == 1 and piece == "city":
            assert at in state.by_name[name].cities and at not in state.by_name[name].settlements
            assert state.by_name[name].hand.total() == 0                # the city brings nothing (TDE-UNKNOWN-2)
        paths = state.board.grid.corners[state.setup_settlement].paths
        road = next(p for p in paths if p in state.board.land_sides and p not in state.road_owner)
        do(GAME, state, "build", name, piece="road", at=road)
        while state.pending:
            do(GAME, state, "treasure", state.pending[0][1], reward="keep")
    assert [p for _n, p in placed] == ["settlement"] * 3 + ["city"] * 3 + ["settlement"] * 3
    assert [n for n, _p in placed] == ["Anna", "Ben", "Cyril", "Cyril", "Ben", "Anna", "Anna", "Ben", "Cyril"]
    assert all(len(p.cities) == 1 and len(p.settlements) == 2 for p in state.players)
    assert not state.in_setup and state.turn == 1


def test_tde_unknown_8_the_wrong_building_of_a_round_is_refused():
    state = GAME.initial_state(new_setup())
    refused(GAME, state, "TDE-UNKNOWN-8", "build", piece="city", at=main_corner(state))
    state.setup_step, state.active = 2 * len(NAMES), 2                  # the second round: Cyril's city
    error = refused(GAME, state, "TDE-UNKNOWN-8", "build", "Cyril", piece="settlement", at=main_corner(state))
    assert "city" in error.line()
    error = refused(GAME, state, "TDE-UNKNOWN-8", "build", "Cyril", piece="ship", at="4e:7")
    assert "Cyril's city, not a ship" in error.line() and "build city" in error.line()
    refused(GAME, state, "TDE-UNKNOWN-1", "build", "Cyril", piece="city", at="2g:6")    # off the main island
    do(GAME, state, "build", "Cyril", piece="city", at="4c:6")
    assert state.by_name["Cyril"].hand.total() == 0
    state.setup_step, state.active = 4 * len(NAMES), 0                  # the third round pays (TDE-UNKNOWN-2)
    do(GAME, state, "build", piece="settlement", at="4c:2")
    assert state.by_name["Anna"].hand == Counter({"wool": 1, "lumber": 1, "grain": 1})


def test_tde_unknown_8_hints_and_status_name_the_set_up_city():
    state = GAME.initial_state(new_setup())
    state.setup_step, state.active = 2 * len(NAMES), 2
    lines = GAME.hints(state, []).lines
    assert "city" in lines[0] and lines[1].startswith("city, most productive first:\n  ")


def test_tde_unknown_8_a_development_card_treasure_gives_a_progress_card(played):
    state, event = before_dev_card(played)
    name = event["player"]
    held = sum(state.progress[name].values())
    refused(GAME, state, "TDE-UNKNOWN-8", "treasure", name, reward="dev_card", card="monopoly")
    refused(GAME, state, "TDE-UNKNOWN-8", "treasure", name, reward="dev_card")
    do(GAME, state, "treasure", name, reward="dev_card", deck="trade")
    assert state.progress[name]["trade"] >= 1 and sum(state.progress[name].values()) == held + 1


def test_tde_unknown_8_a_treasure_may_still_be_kept(played):
    state, event = before_dev_card(played)
    name = event["player"]
    kept = state.kept.get(name, 0)
    do(GAME, state, "treasure", name, reward="keep")
    assert state.kept[name] == kept + 1


def walled(kept: int, held: int, **options):
    """Anna: a city with a wall on 4d:4, ``held`` cards, ``kept`` treasures kept; turn 5 before the roll."""
    state = tde.position(GAME, {"Anna": {"settlement": ["4d:4"], "ship": ["4e:7"]}},
                         {"Anna": {"ore": held - 2, "coin": 2}}, kept={"Anna": kept} if kept else None,
                         **{"victory_points": 13, **options})
    at = state.board.grid.corner("4d:4")
    place(state, state.by_name["Anna"], "city", at)
    state.walls.add(at)
    state.rolled = False
    return state


@pytest.mark.parametrize("kept,held,owed", [(0, 9, None), (0, 10, 5), (1, 11, None), (1, 12, 6)])
def test_ck_hand_2_a_kept_treasure_adds_two_to_the_walls_limit(kept, held, owed):
    state = walled(kept, held)
    assert state.hand_limit(state.by_name["Anna"]) == (11 if kept else 9)
    do(GAME, state, "roll", total=7, red=3, event="blue")
    assert state.owed.get("Anna") == owed


def test_ck_hand_2_the_option_higher_takes_the_higher_limit():
    state = walled(1, 11, kept_hand_limit="higher")
    assert state.hand_limit(state.by_name["Anna"]) == 9
    do(GAME, state, "roll", total=7, red=3, event="blue")
    assert state.owed == {"Anna": 5}


def test_tde_unknown_7_without_c_and_k_the_kept_limit_is_still_9():
    plain = registry.find("into-the-unknown")
    state = tde.position(plain, {"Anna": {"settlement": ["4d:4"]}}, {"Anna": {"ore": 9}}, kept={"Anna": 1},
                         victory_points=10)
    assert state.hand_limit(state.by_name["Anna"]) == 9


def test_the_example_replays_to_a_win_with_a_city_set_up_and_a_progress_treasure(played):
    session, result = played
    assert session.setup.game == "into-the-unknown-ck"
    assert result.problem is None and result.applied == len(session.events) and result.state.winner
    assert result.state.options["victory_points"] == 13
    setup_pieces = [e["piece"] for e in session.events[:18] if e["kind"] == "build"
                    and e["piece"] in ("settlement", "city")]
    assert setup_pieces == ["settlement"] * 3 + ["city"] * 3 + ["settlement"] * 3
    kinds = Counter(e["kind"] for e in session.events)
    assert kinds["treasure"] and kinds["discover"] and kinds["knight"]
    assert any(e.get("deck") for e in session.events if e["kind"] == "treasure")
    assert any(e.get("reward") == "keep" for e in session.events if e["kind"] == "treasure")


def test_the_example_check_json_and_why_of_the_set_up_city():
    result = runner.invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["valid"] and data["game"] == "into-the-unknown-ck" and "barbarians" in data
    session = Session.load(SAVE)
    seq = next(e["seq"] for e in session.events if e["kind"] == "build" and e["piece"] == "city")
    result = runner.invoke(app, ["why", str(seq), "--save", str(SAVE)])
    assert result.exit_code == 0, result.output
    assert "TDE-UNKNOWN-8" in result.output and "replaces" not in result.output


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_into_the_unknown_ck_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


def test_log_shows_the_rolls_progress_draws_and_gold_as_people_read_them():
    """A roll's ``progress`` (CK-PROG-2) and ``gold`` (SEA-GOLD-1) are tables of bags by player: ``log`` shows
    ``Anna: 1 science``, in Czech ``Anna: 1 věda``, never a Python dict."""
    english = runner.invoke(app, ["log", "--save", str(SAVE)]).stdout
    assert "progress=Anna: 1 science" in english and "{'" not in english
    czech = runner.invoke(app, ["--lang", "cs", "log", "--save", str(SAVE)]).stdout
    assert "pokrok=Anna: 1 věda" in czech and "balíček=věda" in czech and "{'" not in czech
    gold = runner.invoke(app, ["log", "--save", str(ROOT / "saves" / "examples" / "seafarers-ck-3p-test.toml")])
    assert "gold=Cyril: 1 ore" in gold.stdout
