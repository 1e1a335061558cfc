"""Shell completion through Typer: player names, game names and the words of verbs."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def bash(line: str) -> list[str]:
    """What bash's completion function would be told, for the cursor at the end of ``line``.

    Bash splits words at ':' too (COMP_WORDBREAKS), so ``2b:1`` arrives as ``2b`` ``:`` ``1``.
    """
    words = line.replace(":", " : ").split()
    cword = len(words) if line.endswith(" ") else len(words) - 1
    result = runner.invoke(app, [], prog_name="referee", env={
        "_REFEREE_COMPLETE": "complete_bash", "COMP_WORDS": " ".join(words), "COMP_CWORD": str(cword)})
    assert result.exit_code == 0, result.output
    return result.stdout.split()


def zsh(line: str) -> str:
    result = runner.invoke(app, [], prog_name="referee",
                           env={"_REFEREE_COMPLETE": "complete_zsh", "_TYPER_COMPLETE_ARGS": line})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.fixture
def saves():
    for name, players in (("friday", "Anna,Ben,Cyril"), ("saturday", "Dana,Emil,Filip")):
        result = runner.invoke(app, ["new", "catan", "--players", players, "--save", name])
        assert result.exit_code == 0


def test_player_option_completes_names_from_the_current_save(saves):
    assert bash("referee roll --player ") == ["Dana", "Emil", "Filip"]
    assert bash("referee end -p E") == ["Emil"]


def test_player_option_completes_names_from_the_save_given_before_it(saves):
    assert bash("referee roll --save friday --player ") == ["Anna", "Ben", "Cyril"]


def test_player_option_offers_nothing_without_a_save():
    assert bash("referee roll --player ") == []


def test_new_completes_game_keys_and_one_word_aliases():
    assert "catan" in bash("referee new ")
    assert bash("referee new os") == ["osadnici"]


def test_verb_words_come_from_the_game_of_the_save(saves):
    assert bash("referee build ") == ["road", "settlement", "city"]
    assert bash("referee build road 2b") == ["2b:1", "2b:3", "2b:5", "2b:7", "2b:9", "2b:11"]
    assert bash("referee robber 3e ") == ["Emil", "Filip"]           # Dana is to act


def test_bash_completes_a_place_after_its_colon_split(saves):
    assert bash("referee build settlement 3e:1") == ["10", "12"]   # bash puts them after '3e:'


def test_zsh_gets_whole_place_names(saves):
    out = zsh("referee build road 2b:")
    for clock in (1, 3, 5, 7, 9, 11):
        assert f'"2b\\\\:{clock}"' in out


def test_install_completion_writes_the_script_for_bash(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    result = runner.invoke(app, ["--install-completion", "bash"], prog_name="referee")
    assert result.exit_code == 0, result.output
    assert "_REFEREE_COMPLETE=complete_bash" in (tmp_path / ".bash_completions" / "referee.sh").read_text()
    assert "referee.sh" in Path(tmp_path / ".bashrc").read_text()
