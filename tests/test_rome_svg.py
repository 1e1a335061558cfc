"""``referee board --svg`` for Struggle for Rome: the map (hexes, Limes, cities, arrows, tribes, legionnaire) and,
without a map, the declared facts under a note; checked element by element against the replayed state."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.session import Session, replay
from referee.games.rome import GAME
from referee.games.rome.svg import board_svg, limes_sides, Picture
from rome_helpers import fresh
from svg_boxes import having

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "saves" / "examples" / "rome-3p-test-map.toml"
NS = "{http://www.w3.org/2000/svg}"
runner = CliRunner()


@pytest.fixture(scope="module")
def session():
    return Session.load(EXAMPLE)


def picture_at(session, upto):
    state = replay(GAME, session.setup, session.events, upto=upto).state
    return ET.fromstring(board_svg(state)), state


def test_the_cli_writes_a_parsable_svg_of_the_example(tmp_path):
    out = tmp_path / "rome.svg"
    result = runner.invoke(app, ["board", "--save", str(EXAMPLE), "--svg", str(out)])
    assert result.exit_code == 0, result.stderr
    root = ET.parse(out).getroot()
    assert root.tag == f"{NS}svg"
    assert float(root.get("width")) > 800 and float(root.get("height")) > 800


def test_one_labelled_hex_per_map_hex(session):
    root, state = picture_at(session, None)
    m = state.facts.map
    hexes = having(root, "hex")
    assert [h.get("data-hex") for h in hexes] == list(m.grid.hexes) and len(hexes) == 59
    for h in hexes:
        name = h.get("data-hex")
        assert h.get("data-terrain") == m.terrain[name]
        assert h.get("data-number") == (str(m.number[name]) if name in m.number else None)
        assert (h.get("data-beyond") == "true") == (name in m.beyond)
        assert len(h.get("points").split()) == 6
    assert {t.get("data-hex"): t.text for t in having(root, "hex-name")} == {h: h for h in m.grid.hexes}
    assert {t.get("data-hex"): int(t.text) for t in having(root, "number")} == m.number


def test_limes_arrows_and_starts_are_drawn(session):
    root, state = picture_at(session, None)
    limes = having(root, "limes-side")
    assert limes and len(limes) == len(limes_sides(Picture(state)))
    arrows = state.setup.board["arrows"]
    assert len(having(root, "land-arrow")) == sum(a["kind"] == "land" for a in arrows)
    assert len(having(root, "sea-arrow")) == sum(a["kind"] == "sea" for a in arrows) > 0
    assert len(having(root, "start")) == 8


@pytest.mark.parametrize("where", ["middle", "end"])
def test_cities_tribes_and_legionnaire_match_the_state(session, where):
    upto = len(session.events) // 2 if where == "middle" else None
    root, state = picture_at(session, upto)
    cities = having(root, "city")
    assert len(cities) == len(state.facts.map.cities) == 20
    owned = {c.get("data-city"): (c.get("data-owner"), c.get("data-tribe")) for c in cities if c.get("data-owner")}
    assert owned == state.owner and owned
    for c in cities:
        city = state.facts.map.cities[c.get("data-city")]
        assert c.get("data-at") == city.at and int(c.get("data-towers")) == city.towers
        assert (c.get("data-eagle") == "true") == city.eagle and (c.get("data-iii") == "true") == city.neutral_3p
    names = {t.get("data-city") for t in having(root, "city-name")}
    assert names == set(state.facts.map.cities)
    tribes = having(root, "tribe")
    wandering = {(p.name, k, t.at) for p in state.players for k, t in p.tribes.items() if t.at}
    assert {(t.get("data-player"), t.get("data-tribe"), t.get("data-at")) for t in tribes} == wandering
    assert len(tribes) == len(wandering) == 2
    (leg,) = having(root, "legionnaire")
    assert leg.get("data-hex") == state.legionnaire
    legend = {e.get("data-player"): e for e in having(root, "legend-player")}
    assert set(legend) == {p.name for p in state.players}
    assert all(int(legend[p.name].get("data-gold")) == p.gold for p in state.players)


def test_the_middle_and_the_end_differ_as_the_game_did(session):
    middle, mid_state = picture_at(session, len(session.events) // 2)
    end, end_state = picture_at(session, None)
    count = lambda root: sum(1 for c in having(root, "city") if c.get("data-owner"))  # noqa: E731
    assert count(middle) == len(mid_state.owner) == 7
    assert count(end) == len(end_state.owner) == 13


def test_a_fresh_declared_game_renders_the_note_without_crashing():
    root = ET.fromstring(board_svg(fresh(board="declared")))
    assert having(root, "note") and "No map loaded" in having(root, "note")[0].text
    assert not having(root, "hex")


def test_a_declared_mode_save_renders_its_facts_under_the_note(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)

    def run(*args):
        result = runner.invoke(app, list(args))
        assert result.exit_code == 0, result.stderr

    run("new", "rome", "--players", "Anna,Ben,Cyril", "--save", "d")
    run("start", "horsemen", "X1", "h1=fields:8:beyond", "warriors", "X2", "h2=mountains:5:beyond",
        "pasture", "horse")
    run("start", "horsemen", "X3", "h3=pasture:4:beyond", "warriors", "X4", "h4=fields:9:beyond",
        "pasture", "cattle")
    run("board", "--svg", "d.svg")
    root = ET.parse(tmp_path / "d.svg").getroot()
    assert "No map loaded" in having(root, "note")[0].text
    assert {e.get("data-landscape") for e in having(root, "landscape")} == {"h1", "h2", "h3", "h4"}
    assert {e.get("data-at") for e in having(root, "crossroads")} == {"X1", "X2", "X3", "X4"}
    assert {(e.get("data-player"), e.get("data-at")) for e in having(root, "tribe")} == {
        ("Anna", "X1"), ("Anna", "X2"), ("Ben", "X3"), ("Ben", "X4")}
    assert len(having(root, "tribe-off-board")) == 2                     # Cyril has not started yet
