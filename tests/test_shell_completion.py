"""Shell completion through Typer: player names, game names and the words of verbs."""

from __future__ import annotations

import os
import shutil
import stat
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import referee
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
    # take the shell named, not one detected from the parent processes (there may be none: cron, CI)
    monkeypatch.setenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", "1")
    result = runner.invoke(app, ["--install-completion", "bash"], prog_name="referee")
    assert result.exit_code == 0, result.output
    assert "_REFEREE_COMPLETE=complete_bash" in (tmp_path / ".bash_completions" / "referee.sh").read_text()
    assert "referee.sh" in Path(tmp_path / ".bashrc").read_text()


def test_bash_completes_a_place_right_after_its_colon(saves):
    assert bash("referee build road 2b:") == ["1", "3", "5", "7", "9", "11"]       # bash puts them after '2b:'
    assert bash("referee build settlement 3e:1") == ["10", "12"]


def test_a_place_split_at_its_colon_counts_as_one_word(saves):
    """``play road_building 2b:1 <Tab>``: the second road, though bash handed '2b' ':' '1' as three words."""
    assert "2b:3" in bash("referee play road_building 2b:1 2b")
    assert bash("referee play road_building 2b:1 2b:3 ") == []


# --- in a real bash, with the script --install-completion writes ---------------------------------

@pytest.fixture
def real_bash(saves, tmp_path, monkeypatch):
    """An interactive bash with ``referee`` on PATH (this checkout's code) and its completion installed."""
    pexpect = pytest.importorskip("pexpect")
    if shutil.which("bash") is None:
        pytest.skip("no bash")
    home, bin_ = tmp_path / "home", tmp_path / "bin"
    bin_.mkdir()
    program = bin_ / "referee"
    root = Path(referee.__file__).resolve().parent.parent
    program.write_text(f"#!{sys.executable}\nimport sys\nsys.path.insert(0, {str(root)!r})\n"
                       "from referee.cli.app import main\nmain()\n")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", "1")
    installed = runner.invoke(app, ["--install-completion", "bash"], prog_name="referee")
    assert installed.exit_code == 0, installed.output
    env = dict(os.environ, PATH=f"{bin_}{os.pathsep}{os.environ['PATH']}", TERM="dumb", PS1="$ ", INPUTRC="/dev/null")
    child = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], env=env, encoding="utf-8", timeout=15,
                          dimensions=(50, 200))
    child.sendline(f"source {home / '.bash_completions' / 'referee.sh'}; bind 'set show-all-if-ambiguous on'")
    ready(child)
    yield child
    child.sendline("exit")
    child.close()


def ready(child) -> None:
    """Clear the line being typed and wait until bash has run a command: Tab's output is behind us."""
    child.sendcontrol("u")
    child.sendline("echo ready $((6 * 7))")
    child.expect_exact("ready 42")


def listed(child, line: str) -> set[str]:
    child.send(line + "\t")
    child.expect_exact(line)                          # the line echoed, then the list on its own line
    child.expect(r"\r\n((?:[^\s$]+ +)+)\r\n")
    words = set(child.match.group(1).split())
    ready(child)
    return words


def completed(child, line: str, expected: str) -> None:
    child.send(line + "\t")
    child.expect_exact(expected)
    ready(child)


def test_real_bash_completes_what_the_readme_promises(real_bash):
    """The current game is 'saturday' (Dana, Emil, Filip); Dana is to act."""
    assert listed(real_bash, "referee build ") == {"road", "settlement", "city"}
    assert listed(real_bash, "referee build road 2b:") == {"1", "3", "5", "7", "9", "11"}
    assert listed(real_bash, "referee build road 2b:1") == {"1", "11"}
    completed(real_bash, "referee play kn", "referee play knight ")
    assert listed(real_bash, "referee trade Emil give 1 ") == {"lumber", "brick", "wool", "grain", "ore", "get"}
    assert listed(real_bash, "referee roll --player ") == {"Dana", "Emil", "Filip"}
    assert listed(real_bash, "referee trade --save friday ") == {"Ben", "Cyril"}
