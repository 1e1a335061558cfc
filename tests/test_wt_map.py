"""``referee wt-map``: a side of the Warriors & Traders board transcribed into a map file, checked, verified."""

from __future__ import annotations

import tomllib

from typer.testing import CliRunner

from referee.cli.app import app
from referee.games.warriors_traders import mapfile

runner = CliRunner()


def wt_map(*args):
    return runner.invoke(app, ["wt-map", *args])


def test_wt_comp_2_prov_1_8_the_test_map_transcribed_command_by_command(tmp_path):
    path = str(tmp_path / "board.toml")
    test = mapfile.read("test-map")
    assert wt_map("new", path, "--side", "west", "--name", "TEST MAP").exit_code == 0
    assert wt_map("check", path).exit_code == 1                       # no countries yet
    for name, c in test["countries"].items():
        assert wt_map("country", path, name, str(c["order"])).exit_code == 0
    for name, p in test["provinces"].items():
        symbols = [f"--{s}={p[s]}" for s in mapfile.SYMBOLS if s in p]
        result = wt_map("province", path, name, p["country"], p["type"], *symbols, f"--vp={p['vp']}")
        assert result.exit_code == 0, result.stderr
    for name, p in test["provinces"].items():
        for way in ("land", "sea"):
            for other in p.get(way, []):
                assert wt_map("link", path, name, other, *(["--sea"] if way == "sea" else [])).exit_code == 0
    result = wt_map("check", path)
    assert result.exit_code == 0 and "consistent (draft)" in result.stderr
    assert wt_map("verify", path).exit_code == 0
    made = tomllib.loads((tmp_path / "board.toml").read_text("utf-8"))
    assert made["status"] == "verified"
    assert made["countries"] == test["countries"] and made["provinces"] == test["provinces"]
    new = runner.invoke(app, ["new", "warriors-and-traders", "--players", "Anna,Ben", "--board", path,
                              "--save", str(tmp_path / "g.toml")])
    assert new.exit_code == 0, new.stderr


def test_wt_prov_8_a_country_without_its_capital_is_refused(tmp_path):
    path = str(tmp_path / "board.toml")
    wt_map("new", path, "--side", "east")
    wt_map("country", path, "A", "1")
    wt_map("province", path, "A1", "A", "trade_centre")
    result = wt_map("verify", path)
    assert result.exit_code == 1 and "WT-COMP-2" in result.stderr and "WT-PROV-8" in result.stderr
    assert wt_map("province", path, "A2", "X", "capital").exit_code == 2     # no country X
    assert wt_map("link", path, "A1", "B7").exit_code == 2                    # no province B7
