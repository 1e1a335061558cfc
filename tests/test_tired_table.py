"""A tired table at midnight (issue 29): every message and hint right the first time — names typed as aliases,
the rule that really applies, the words of the game in hand."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.cli.app import app


def run(*args: str, code: int = 0):
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result


def catan(tmp_path, *events: str, game: str = "catan", board: str = "beginner-en", players: str = "Anna,Ben,Cyril"):
    save = str(tmp_path / "g.toml")
    run("new", game, "--players", players, "--board", board, "--save", save)
    for line in events:
        run(*line.split(), "--save", save)
    return save


# --- 1. an alias typed is named beside the canonical name stored ------------------------------------------

def test_alias_typed_is_named_beside_the_canonical_name(tmp_path):
    save = catan(tmp_path)
    assert "places a settlement on 3c:4 (= 4c:12)." in run("build", "settlement", "4c:12", "--save", save).output
    assert "places a road on 3d:7 (= 4c:1)." in run("build", "road", "4c:1", "--save", save).output
    assert "places a settlement on 2b:4." in run("build", "settlement", "2b:4", "--save", save).output
    assert "places a road on 2b:3." in run("build", "road", "2B:3", "--save", save).output
