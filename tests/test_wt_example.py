"""The shipped Warriors & Traders example (saves/examples/warriors-and-traders-3p.toml): a whole game of ten turns
on the TEST MAP with the TEST TABLES — valid, over, varied, and reproduced byte for byte by its script."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botplay import wt_bot
from referee.cli.app import app
from referee.core.session import Session, replay
from referee.games.warriors_traders import GAME

ROOT = Path(__file__).resolve().parents[1]
SAVE = ROOT / "saves" / "examples" / "warriors-and-traders-3p.toml"


@pytest.fixture(scope="module")
def game():
    session = Session.load(SAVE)
    return session, replay(GAME, session.setup, session.events, keep=True)


def kinds(session, kind):
    return [e for e in session.events if e["kind"] == kind]


def test_wt_example_is_valid_over_after_ten_turns_with_the_test_tables(game):
    session, result = game
    assert result.problem is None
    assert result.state.phase == "over" and result.state.turn == 10 and result.state.winners
    assert session.setup.board["tables"]["name"] == "TEST TABLES (made up)"
    assert session.setup.board["map"]["name"] == "TEST MAP"
    assert result.state.unverified == []            # the TEST TABLES leave nothing unknown


def test_wt_example_shows_every_phase(game):
    session, result = game
    for kind in ("setup", "feed", "bank", "route", "act", "transfer", "move", "battle", "buy", "end"):
        assert kinds(session, kind), kind
    assert any("retreat" in e or "withdraw" in e for e in kinds(session, "battle"))
    assert {e["action"] for e in kinds(session, "act")} >= {"army", "upgrade"}
    assert any(u.kind == "princess" and u.province != "C1" for u in result.state.units_of("Anna"))


def test_wt_example_check_json_has_the_common_keys():
    out = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    data = json.loads(out.stdout)
    assert out.exit_code == 0
    assert {"format", "game", "valid", "events", "problem", "turn", "current_player", "phase", "winner",
            "players"} <= set(data)
    assert all("score" in p for p in data["players"])


def test_wt_example_script_reproduces_the_file(tmp_path):
    out = wt_bot().build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


def test_wt_prov_2_3_4_the_svg_board_colours_each_province_by_its_owner(tmp_path, game):
    import xml.etree.ElementTree as ET

    from referee.games.warriors_traders.svg import BARBARIAN_FILL, COLOURS, FREE_FILL

    _, result = game
    state = result.state
    out = tmp_path / "wt.svg"
    assert CliRunner().invoke(app, ["board", "--save", str(SAVE), "--svg", str(out)]).exit_code == 0
    root = ET.parse(out).getroot()
    rects = {r.get("id"): r.get("fill") for r in root.iter("{http://www.w3.org/2000/svg}rect")
             if r.get("class") == "province"}
    assert set(rects) == set(state.map.provinces)
    swatches = {g.get("data-player"): next(iter(g)).get("fill") for g in root.iter("{http://www.w3.org/2000/svg}g")
                if g.get("class") == "legend-player"}           # the legend: each player's colour
    assert swatches == {p.name: COLOURS[p.color] for p in state.players}
    for province, colour in rects.items():
        owner = state.owner(province)
        expected = FREE_FILL if owner is None else BARBARIAN_FILL if owner == "" else \
            COLOURS[state.player(owner).color]
        assert colour == expected, province
