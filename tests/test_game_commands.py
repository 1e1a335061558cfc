"""A game may add its own commands (``GameInfo.commands``), as Struggle for Rome adds ``referee map``:
registered by the CLI like game verbs, imported only when a command line needs them, their errors turned
into ``Error:`` lines like every command's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import referee
from referee.cli import app as cli_app
from referee.core import registry
from referee.core.game import GameInfo

runner = CliRunner()
MODULE = "fake_juggling_commands"
SOURCE = '''
import typer

from referee.core.errors import NotationError

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None, help="Juggling: count the balls in the air.")


@app.command("toss")
def toss(balls: int):
    """Toss BALLS balls."""
    if balls < 1:
        raise NotationError(f"cannot toss {balls} balls", "one or more")
    typer.echo(f"{balls} balls in the air")


@app.command("drop")
def drop():
    """Drop every ball."""
    typer.echo("all dropped")
'''


@pytest.fixture
def declare(tmp_path, monkeypatch):
    """Register a plugin-like game declaring commands; afterwards remove it and whatever the app gained."""
    (tmp_path / f"{MODULE}.py").write_text(SOURCE, "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    commands, groups = list(cli_app.app.registered_commands), list(cli_app.app.registered_groups)
    declared = dict(cli_app._declared)
    added = []

    def register(key: str, declared_commands: dict[str, str]):
        registry.register_lazy(GameInfo(key, key.title(), (), 2, 4, {}, declared_commands), lambda: None)
        added.append(key)
        cli_app._register_commands()

    yield register
    for key in added:
        registry._ENTRIES.pop(key, None)
    cli_app.app.registered_commands[:] = commands
    cli_app.app.registered_groups[:] = groups
    cli_app._declared.clear()
    cli_app._declared.update(declared)
    sys.modules.pop(MODULE, None)


def test_a_games_declared_command_is_registered_and_runs(declare):
    declare("juggling", {"juggle": f"{MODULE}:app"})
    assert MODULE not in sys.modules                      # declared, not imported

    result = runner.invoke(cli_app.app, ["juggle", "toss", "3"])
    assert (result.exit_code, result.stdout) == (0, "3 balls in the air\n")
    result = runner.invoke(cli_app.app, ["juggle", "toss", "0"])
    assert (result.exit_code, result.stderr) == (2, "Error: cannot toss 0 balls — one or more\n")
    result = runner.invoke(cli_app.app, ["--help"])
    assert "juggle" in result.stdout and "Juggling: count the balls in the air." in result.stdout
    result = runner.invoke(cli_app.app, ["juggle", "--help"])
    assert result.exit_code == 0 and "toss" in result.stdout and "drop" in result.stdout


def run_main(monkeypatch, *args: str) -> int:
    """``referee ARGS`` through the entry point; the app as it was afterwards (``main`` trims it for one run)."""
    commands, groups = list(cli_app.app.registered_commands), list(cli_app.app.registered_groups)
    monkeypatch.setattr("sys.argv", ["referee", *args])
    try:
        cli_app.main()
    except SystemExit as exc:
        return exc.code
    finally:
        cli_app.app.registered_commands[:] = commands
        cli_app.app.registered_groups[:] = groups
    raise AssertionError("main() always exits")


def test_main_imports_a_declared_command_only_for_its_own_command_line(declare, monkeypatch, capsys, tmp_path):
    declare("juggling", {"juggle": f"{MODULE}:app"})
    assert run_main(monkeypatch, "log", "--save", str(tmp_path / "none.toml")) == 3
    assert MODULE not in sys.modules
    capsys.readouterr()
    assert run_main(monkeypatch, "juggle", "drop") == 0
    assert capsys.readouterr().out == "all dropped\n"


@pytest.mark.parametrize("name", ["check", "roll", "map"])
def test_a_declared_command_may_not_take_a_commands_verbs_or_other_games_name(declare, name):
    with pytest.raises(cli_app.VerbClash) as info:
        declare("juggling", {name: f"{MODULE}:app"})
    assert f"game juggling declares the command '{name}', which referee has already" in str(info.value)
    assert info.value.exit_code == 2


def test_a_game_verb_may_not_take_a_declared_commands_name(declare):
    registry.register_lazy(GameInfo("mapping", "Mapping", (), 2, 4, {"map": "draw a map"}), lambda: None)
    try:
        with pytest.raises(cli_app.VerbClash) as info:
            cli_app._register_verbs()
        assert "game mapping declares the verb 'map', which is a common command" in str(info.value)
    finally:
        registry._ENTRIES.pop("mapping")


def test_rome_declares_map_and_start_up_does_not_import_it():
    assert registry.known()["rome"].commands == {"map": "referee.games.rome.map_commands:app"}
    probe = "import sys, referee.cli.app; print('referee.games.rome.map_commands' in sys.modules)"
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                           cwd=Path(referee.__file__).parents[1])
    assert found.stdout == "False\n"


def test_referee_map_through_the_entry_point_behaves_as_before(monkeypatch, capsys):
    from referee.games.rome.board import PRESETS

    assert run_main(monkeypatch, "map", "check", str(PRESETS["test-map"])) == 0
    assert "TEST MAP" in capsys.readouterr().out
    assert run_main(monkeypatch, "map", "bogus") == 2
    assert "Error: No such command 'bogus'." in capsys.readouterr().err
