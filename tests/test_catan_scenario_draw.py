"""A scenario's items drawn (SCENARIO-5): ``board`` puts each item's glyph on its intersection, side or hex with a
legend line, ``board --svg`` a titled diamond at its place (Czech names in Czech), ``replay`` the item's name in
the language of the output — over the example game of the made-up lighthouses (golden lines)."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from botplay import ROOT
from referee.cli.app import app
from referee.core.session import Session
from referee.games import register_builtins
from referee.games.catan import svg
from referee.games.catan.scenario import draw

register_builtins()
EXAMPLE = ROOT / "saves" / "examples" / "catan-scenario-lighthouses.toml"


@pytest.fixture(scope="module")
def state():
    return Session.load(EXAMPLE).state


def run(*args: str) -> str:
    result = CliRunner().invoke(app, [*args, "--save", str(EXAMPLE)])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_SCENARIO_5_each_item_has_its_own_glyph():
    assert draw.glyphs({"lighthouse": {}, "landmark": {}, "market": {}, "mill": {}}) == \
        {"lighthouse": "L", "landmark": "A", "market": "M", "mill": "I"}


def test_SCENARIO_5_the_text_board_shows_each_item_apart_from_the_settlements():
    lines = run("board").splitlines()
    # lighthouse L on 3b:4 (Ben's, not his settlement's letter b), market M in 3e, 4a and 5b, jetty J on 4c:3
    assert "          .       b       L       .       A     M ." in lines
    assert "        2:1br b FOR8  | MTN3  | FLD4  J PAS5  |" in lines
    assert "              b  [R]M C       .       .       ." in lines
    assert "                  .       c     M .       ." in lines
    assert ("Items: L = lighthouse, M = market, J = jetty; built: lighthouse 3b:4 (Ben); market 3e (Anna); "
            "market 4a (Ben); jetty 4c:3 (Anna); market 5b (Cyril).") in lines


def test_SCENARIO_5_the_legend_names_the_items_in_czech():
    out = CliRunner().invoke(app, ["--lang", "cs", "board", "--save", str(EXAMPLE)]).stdout
    assert "Stavby scénáře: L = maják, M = trh, J = molo; postaveno: maják 3b:4 (Ben); trh 3e (Anna)" in out


def items(text: str) -> dict[str, tuple[str, float, float, str, str]]:
    """Each drawn item by its place: (item, x, y of the diamond's centre, glyph, title)."""
    found = {}
    for match in re.finditer(r'<g class="item" data-item="(\w+)" data-player="\w+" data-at="([^"]+)">\s*'
                             r'<title>([^<]*)</title>\s*<polygon points="([^"]+)"[^>]*/>\s*<text[^>]*>(\w)</text>',
                             text):
        item, at, title, pts, glyph = match.groups()
        xy = [tuple(map(float, p.split(","))) for p in pts.split()]
        found[at] = (item, sum(x for x, _y in xy) / 4, sum(y for _x, y in xy) / 4, glyph, title)
    return found


def test_SCENARIO_5_the_picture_draws_each_item_at_its_place(state):
    drawn = items(run("board", "--svg", "-"))
    pic = svg.Picture(state)
    assert set(drawn) == set(state.placed) == {"3b:4", "3e", "4a", "4c:3", "5b"}
    item, x, y, glyph, title = drawn["3b:4"]
    assert (item, glyph, title) == ("lighthouse", "L", "lighthouse of Ben on 3b:4")
    assert (round(x, 1), round(y, 1)) == tuple(round(v, 1) for v in pic.corner("3b:4"))
    (ax, ay), (bx, by) = pic.side("4c:3")
    item, x, y, glyph, _title = drawn["4c:3"]
    assert (item, glyph, round(x, 1), round(y, 1)) == ("jetty", "J", round((ax + bx) / 2, 1), round((ay + by) / 2, 1))
    cx, cy = pic.centre("3e")
    item, x, y, glyph, _title = drawn["3e"]
    assert (item, glyph, round(x, 1), round(y, 1)) == ("market", "M", round(cx + 0.45 * svg.R, 1),
                                                       round(cy - 0.2 * svg.R, 1))   # above the terrain (issue 29 #22)


def test_SCENARIO_5_an_intersection_item_is_not_drawn_as_a_settlement():
    text = run("board", "--svg", "-")
    assert 'data-at="3b:4"' in text and not re.search(r'class="settlement"[^>]*data-at="3b:4"', text)
    assert "Items: L = lighthouse" in text


def test_SCENARIO_5_the_pictures_titles_are_czech_in_czech():
    out = CliRunner().invoke(app, ["--lang", "cs", "board", "--svg", "-", "--save", str(EXAMPLE)]).stdout
    assert "<title>maják hráče Ben na 3b:4</title>" in out and "<title>molo hráče Anna na 4c:3</title>" in out


def test_SCENARIO_4_replay_names_the_item_in_the_language_of_the_output():
    assert "── #14 Anna build piece=market at=3e" in CliRunner().invoke(app, ["replay", str(EXAMPLE)]).stdout
    out = CliRunner().invoke(app, ["--lang", "cs", "replay", str(EXAMPLE)]).stdout
    assert "── #14 Anna stavění stavba=trh kde=3e" in out.splitlines()
