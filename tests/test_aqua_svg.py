"""``referee board --svg`` for Aqua Romana: the picture, checked element by element against the replayed state."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from aqua_helpers import position, straights
from referee.cli.app import app
from referee.core.session import Session, replay
from referee.games.aqua_romana import scoring
from referee.games.aqua_romana.state import PODIUMS, capacity
from referee.games.aqua_romana.svg import PLAYER, board_svg
from referee.games.aqua_romana.tiles import CORNER_KIND, channels
from svg_boxes import having

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "saves" / "examples" / "aqua-romana-3p.toml"
NS = "{http://www.w3.org/2000/svg}"
MIDGAME = 40            # events replayed for a position with workers on the board and a closed aqueduct
runner = CliRunner()


def parse(svg: str):
    assert svg.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    return ET.fromstring(svg.split("\n", 1)[1])


@pytest.fixture(scope="module")
def final(tmp_path_factory):
    """The example game's last position, drawn through the CLI."""
    out = tmp_path_factory.mktemp("aqua-svg") / "board.svg"
    result = runner.invoke(app, ["board", "--save", str(EXAMPLE), "--svg", str(out)])
    assert result.exit_code == 0, result.output
    assert f"written to {out}" in result.stderr
    return ET.parse(out).getroot(), Session.load(EXAMPLE).state


@pytest.fixture(scope="module")
def midgame():
    """The example game part way through: workers on the board, one aqueduct closed by the edge and scored."""
    session = Session.load(EXAMPLE)
    state = replay(session.game, session.setup, session.events, upto=MIDGAME).state
    return parse(board_svg(state)), state


def test_the_svg_is_an_svg_document(final):
    root, state = final
    assert root.tag == f"{NS}svg"
    assert float(root.get("width")) > 700 and float(root.get("height")) > 800
    assert root.find(f"{NS}title").text.endswith(f"turn {state.turn}")


def test_every_square_is_drawn_and_labelled_with_its_name(final):
    root, state = final
    g = state.board.grid
    names = [g.name(sq) for sq in g.squares]
    assert len(names) == 88
    assert [r.get("data-square") for r in having(root, "square")] == names
    labels = having(root, "square-name")
    assert len(labels) == 88
    assert {t.get("data-square"): t.text for t in labels} == {n: n for n in names}


def test_every_path_space_is_drawn_and_labelled_with_its_name(final):
    root, state = final
    track = list(state.board.grid.track)
    assert len(track) == 38
    assert [s.get("data-space") for s in having(root, "path-space")] == track
    labels = having(root, "space-name")
    assert sorted(t.text for t in labels) == sorted(track)
    assert all(t.get("data-space") == t.text for t in labels)
    assert {"N1", "N11", "E1", "E8", "S1", "S11", "W1", "W8"} <= {t.text for t in labels}


def test_four_wells_at_the_corners(final):
    root, _ = final
    assert sorted(w.get("data-corner") for w in having(root, "well")) == ["NE", "NW", "SE", "SW"]


def test_one_tile_element_per_laid_tile_with_its_channels(final):
    root, state = final
    g = state.board.grid
    laid = {g.name(sq): kr for sq, kr in state.tiles.items() if kr[0] != CORNER_KIND}
    tiles = having(root, "tile")
    assert len(tiles) == len(laid) == 84 - sum(state.supply.values())
    assert {t.get("data-square"): (t.get("data-kind"), t.get("data-rotation")) for t in tiles} == laid
    for t in tiles:
        drawn = having(t, "channel")
        wanted = sorted(a + b for a, b in channels(t.get("data-rotation")))
        assert sorted(c.get("data-channel") for c in drawn) == wanted
        assert all(c.tag == f"{NS}path" for c in drawn)
    kinds = Counter(t.get("data-kind") for t in tiles)
    assert set(kinds) == {"curve", "straight", "bridge", "double_curve"}


def test_curves_are_arcs_and_straights_lines(final):
    root, _ = final
    for t in having(root, "tile"):
        for c in having(t, "channel"):
            a, b = c.get("data-channel")
            assert (" A " in c.get("d")) == ({a, b} not in ({"N", "S"}, {"E", "W"})), (t.get("data-square"), a + b)


def test_a_bridge_runs_north_south_over_east_west(final):
    root, _ = final
    bridges = [t for t in having(root, "tile") if t.get("data-kind") == "bridge"]
    assert bridges
    for t in bridges:
        assert [c.get("data-channel") for c in having(t, "channel")] == ["EW", "NS"]     # drawn last = on top


def test_the_corner_curves_are_drawn_apart_from_the_tiles(final):
    root, state = final
    corners = having(root, "corner-curve")
    assert {c.get("data-square"): c.get("data-rotation") for c in corners} == state.board.data["corners"]
    assert all(len(having(c, "channel")) == 1 for c in corners)


def test_master_builders_on_the_path_with_the_joker_distinct(final):
    root, state = final
    g = state.board.grid
    builders = having(root, "builder")
    assert {b.get("data-space"): b.get("data-kind") for b in builders} == {g.track[s]: k for s, k in
                                                                           state.path.items()}
    assert len(builders) == len(state.path) == 17
    jokers = having(root, "joker")
    assert [j.get("data-kind") for j in jokers] == ["joker"]
    assert jokers[0].find(f"{NS}polygon") is not None and jokers[0].find(f"{NS}circle") is None
    for b in builders:
        if b.get("data-kind") != "joker":
            assert b.find(f"{NS}circle") is not None
            assert b.find(f"{NS}text").text in "CSBD"
    assert not having(root, "reserve-builder")                        # the reserve is empty at the end


def test_podiums_and_their_occupants(final):
    root, state = final
    podiums = having(root, "podium")
    assert [int(p.get("data-podium")) for p in podiums] == list(PODIUMS)
    assert all(int(p.get("data-capacity")) == capacity(int(p.get("data-podium"))) for p in podiums)
    drawn = {int(p.get("data-podium")): [w.get("data-worker") for w in having(p, "podium-worker")] for p in podiums}
    assert {p: ws for p, ws in drawn.items() if ws} == {p: ws for p, ws in state.podiums.items() if ws}
    assert drawn[7] == state.podiums[7] and len(drawn[7]) == 2               # the shared podium
    on_podiums = having(root, "podium-worker")
    assert len(on_podiums) == 12
    for w in on_podiums:
        worker = state.workers[w.get("data-worker")]
        assert w.get("data-player") == state.owner(worker).name
        assert w.find(f"{NS}circle").get("fill") == PLAYER[worker.color]


def test_at_the_end_every_aqueduct_is_closed_and_no_worker_on_the_board(final):
    root, state = final
    assert not having(root, "worker") and not having(root, "open-end")
    assert sorted(e.get("data-worker") for e in having(root, "closed-end")) == sorted(state.workers)
    for c in having(root, "channel"):
        assert ("closed" in c.get("class").split()) == bool(c.get("data-worker"))


def test_aqueducts_are_coloured_by_owner(final):
    root, state = final
    owned = Counter(c.get("data-worker") for c in having(root, "channel") if c.get("data-worker"))
    for name, w in state.workers.items():
        assert owned.get(name, 0) == w.value, name
    for c in having(root, "channel"):
        name = c.get("data-worker")
        if name:
            assert c.get("stroke") == PLAYER[state.workers[name].color]
            assert c.get("data-player") == state.owner(state.workers[name]).name


def test_a_voluntarily_closed_aqueduct_keeps_its_scored_length():
    """red2 was closed voluntarily at 1; the two straights that later lie in front of its end are not drawn as his."""
    state = position(tiles=straights("B4 C4 D4", "EW"))
    assert state.traces["red2"].value == 3
    w = state.workers["red2"]
    w.status, w.how, w.value = "out", "voluntary", 1
    root = parse(board_svg(state))
    assert sum(c.get("data-worker") == "red2" for c in having(root, "channel")) == 1


def test_reservoirs_and_outlets_in_player_colours(final):
    root, state = final
    reservoirs = having(root, "reservoir")
    assert [r.get("data-color") for r in reservoirs] == [r.color for r in state.board.reservoirs]
    outlets = having(root, "outlet")
    assert {o.get("data-worker"): o.get("data-port") for o in outlets} == {
        w: f"{state.board.grid.name(sq)}:{e}" for (sq, e), w in state.board.outlets.items()}
    assert all(o.get("fill") == PLAYER[o.get("data-color")] for o in outlets)


def test_the_legend_gives_each_players_colour_and_score(final):
    root, state = final
    entries = having(root, "legend-player")
    assert [e.get("data-player") for e in entries] == [p.name for p in state.players]
    for e, p in zip(entries, state.players):
        text = " ".join("".join(e.itertext()).split())
        total = scoring.breakdown(state, p.seat)["total"]
        assert int(e.get("data-total")) == total and f"{p.name} ({p.color}): {total} points" in text
        assert ("WINNER" in text) == (p.name in state.winners)
    legend = " ".join("".join(root.find(f"{NS}g[@id='legend']").itertext()).split())
    assert "Cyril won" in legend and "golden star J is the joker" in legend


def test_workers_stand_at_the_ends_of_their_aqueducts(midgame):
    root, state = midgame
    g = state.board.grid
    on_board = [w for w in state.workers.values() if w.status != "out"]
    drawn = having(root, "worker")
    assert len(drawn) == len(on_board) == 11
    assert {d.get("data-worker"): (d.get("data-square"), d.get("data-edge")) for d in drawn} == {
        w.name: (g.name(state.traces[w.name].end[0]), state.traces[w.name].end[1]) for w in on_board}
    for d in drawn:
        w = state.workers[d.get("data-worker")]
        assert d.find(f"{NS}circle").get("fill") == PLAYER[w.color]
        assert d.find(f"{NS}text").text == w.name[0].upper() + w.name[-1]
    arrows = [d.get("data-worker") for d in drawn if having(d, "open-end")]
    assert sorted(arrows) == sorted(w.name for w in state.open_workers() if state.traces[w.name].front)


def test_a_closed_aqueduct_is_marked(midgame):
    root, state = midgame
    (closed,) = [w for w in state.workers.values() if w.status != "open"]
    assert [e.get("data-worker") for e in having(root, "closed-end")] == [closed.name]
    marked = {c.get("data-worker") for c in having(root, "channel") if "closed" in c.get("class").split()}
    assert marked == ({closed.name} if closed.value else set())
    for w in state.open_workers():
        assert sum(c.get("data-worker") == w.name for c in having(root, "channel")) == state.traces[w.name].value


def test_the_reserve_shows_its_builders(midgame):
    root, state = midgame
    assert [b.get("data-kind") for b in having(root, "reserve-builder")] == state.reserve
    assert len(state.reserve) == 4


def test_a_new_game_shows_the_workers_at_their_outlets(tmp_path):
    path = tmp_path / "fresh.toml"
    assert runner.invoke(app, ["new", "aqua-romana", "--players", "Anna,Ben,Cyril,Dana", "--save",
                               str(path)]).exit_code == 0
    result = runner.invoke(app, ["board", "--save", str(path), "--svg", "-"])
    assert result.exit_code == 0
    root = parse(result.stdout)
    state = Session.load(path).state
    assert not having(root, "tile") and not having(root, "builder") and not having(root, "podium-worker")
    assert len(having(root, "corner-curve")) == 4 and len(having(root, "square-name")) == 88
    assert all("free" in c.get("class").split() for c in having(root, "channel"))
    assert [b.get("data-kind") for b in having(root, "reserve-builder")] == state.reserve
    workers = having(root, "worker")
    assert len(workers) == len(state.open_workers()) == 12
    assert {w.get("data-color") for w in workers} == {"red", "blue", "yellow", "green"}
    for w in workers:
        worker = state.workers[w.get("data-worker")]
        assert (w.get("data-square"), w.get("data-edge")) == (state.board.grid.name(worker.outlet[0]),
                                                              worker.outlet[1])


@pytest.mark.parametrize("extra, legend, reservoirs", [
    ([], ["Anna (red)", "Ben (blue)"], 2),
    (["--colors", "green,yellow"], ["Anna (green)", "Ben (yellow)"], 2),
    (["--option", "two_player_reservoirs=two"], ["Anna (yellow and blue)", "Ben (red and green)"], 4)])
def test_two_players_show_their_colours_in_the_legend(tmp_path, extra, legend, reservoirs):
    path = tmp_path / "two.toml"
    result = runner.invoke(app, ["new", "aqua-romana", "--players", "Anna,Ben", "--save", str(path), *extra])
    assert result.exit_code == 0, result.output
    root = parse(runner.invoke(app, ["board", "--save", str(path), "--svg", "-"]).stdout)
    texts = [" ".join("".join(e.itertext()).split()) for e in having(root, "legend-player")]
    assert [t.startswith(name) for t, name in zip(texts, legend)] == [True, True], texts
    assert len(having(root, "reservoir")) == reservoirs and len(having(root, "outlet")) == 3 * reservoirs
