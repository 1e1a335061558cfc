"""The suite's own fuzzer over every registered game (issue #30): whatever is typed, nothing ends in a traceback.

Every registered game is driven in-process, on its example save cut at a few points of the game: its verbs
(``GameInfo.verbs``) with words taken from the game's own completions, mutated — numbers of 5,000 digits,
superscripts and other digits, repeated keywords, names in the wrong case, empty and very long words — and the
common commands (``hints``, ``why``, ``undo``, ``amend``, ``log`` …) with their arguments mutated the same way;
``referee play`` sessions of such lines; the same lines typed on ``referee serve``'s page (``Table.run``); and
saves damaged byte by byte. For every command:

* nothing but ``SystemExit`` escapes (anything else is a traceback);
* the exit code is DESIGN.md §2's: 0 done, 1 refused by the rules, 2 a usage error, 3 a damaged save;
* a refused command leaves the save byte for byte as it was, an accepted one leaves a valid save;
* the output is bounded, and never repeats a 5,000-digit number or a 100,000-character word.

CI runs a fixed sequence of examples (``CI=true`` derandomizes hypothesis, tests/conftest.py); ``make fuzz`` runs
these tests and the property tests over new random examples, round after round, for as long as it is given.
"""

from __future__ import annotations

import shlex
import tomllib
from functools import cache
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from map_transcriptions import TRANSCRIPTIONS
from referee.cli import complete
from referee.cli.app import app
from referee.core import registry
from referee.core.check import check_file
from referee.core.errors import RefereeError
from referee.core.session import Session
from referee.core.vocab import KEYWORDS
from referee.games import register_builtins
from referee.web.table import READS, WRITES, Table

EXAMPLES = Path(__file__).resolve().parent.parent / "saves" / "examples"
HUGE = "9" * 5000
LONG = "x" * 100_000
NUMBERS = ["0", "1", "2", "3", "6", "7", "8", "12", "13", "99", "1000", "-1", "+3", "3+4", "7+", "²", "٣", "½",
           "三", "1.5", "1e3", "0x10", "007", HUGE]
ODD = ["", " ", "=", ",", ":", "-", "--", "x", "and", "a", "=3", "Anna=", "Anna=2,Ben=0", "wool=2", "\t", "ß", "İ",
       "\u0301", "💥", "x y", "'", '"', "\\", "%s", "{}", "{0}", "{player}", "none", "all", "nothing", "bank", "red",
       "gold", "event", "lose", "progress", "dealt", "taken", "retreat", "with", "via", "--got", LONG]
WORDS_OF_KEYWORDS = sorted({w for key, aliases in KEYWORDS.items() for w in (key, *aliases)})
BOUND = 400_000            # characters a command may print here (replaying a whole example game prints 120,000,
                           # The Great Canal's picture with its tap targets 260,000)
COMMON = ("status", "board", "score", "log", "hints", "why", "undo", "amend", "replay", "check", "stats",
          "export", "rule")

register_builtins()
GAMES = sorted(registry.known())
runner = CliRunner()


def fuzz(examples: int) -> settings:
    """``examples`` a game and a test: CI's fixed sequence, or new ones each round of ``make fuzz``."""
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                           HealthCheck.data_too_large])


# --- the saves: each game's example, cut at a few points ------------------------------------------------------

@cache
def examples() -> dict[str, dict]:
    """Each game's example save (the first of its key in saves/examples), without its undone events."""
    found: dict[str, dict] = {}
    for path in sorted(EXAMPLES.glob("*.toml")):
        data = tomllib.loads(path.read_text("utf-8"))
        data.pop("undone", None)
        found.setdefault(data["game"], data)
    return found


def example_of(key: str) -> dict:
    return examples()[key]


@cache
def cuts(key: str) -> tuple[str, ...]:
    """The example's text at a fifth, at half and at the end of its events (the set-up, mid-game, the end)."""
    data = example_of(key)
    total = len(data["events"])
    return tuple(tomli_w.dumps({**data, "events": data["events"][:upto]}) for upto in (total // 5, total // 2, total))


def test_every_registered_game_has_an_example_save_to_fuzz():
    assert [key for key in GAMES if not examples().get(key, {}).get("events")] == []


@pytest.mark.parametrize("key", GAMES)
def test_the_picture_of_every_example_game_fits_the_bound(tmp_path, key):
    """``make fuzz`` found ``board --svg -`` of The Great Canal printing 259,645 characters, over the bound then."""
    path = tmp_path / f"{key}.toml"
    path.write_text(cuts(key)[-1], "utf-8")
    judge(run(["board", "--save", path, "--svg", "-"]), f"{key}: board --svg -", path, path.read_bytes())


# --- what a person might type ---------------------------------------------------------------------------------

def mutated(data, word: str) -> str:
    """A word typed slightly wrong: its digits as ``²`` or ``٣``, a digit or 5,000 of them added, cut short, doubled,
    in capitals."""
    how = data.draw(st.sampled_from(["digits", "superscript", "append", "huge", "short", "double", "upper"]))
    if how == "digits":
        return "".join("٣" if c.isdigit() else c for c in word)
    if how == "superscript":
        return "".join("²" if c.isdigit() else c for c in word) + "²"
    if how == "append":
        return word + data.draw(st.sampled_from(["9", "0", ":", "=", "a", "²"]))
    if how == "huge":
        return word + HUGE
    if how == "short":
        return word[:-1]
    return word * 2 if how == "double" else word.upper()


def next_word(data, session: Session, verb: str, words: list[str]) -> str:
    """The game's own completion, a player's name, a number, a keyword, an odd word, a mutation or a repeat."""
    try:
        offered = complete.next_words(session.game, session.state, session.setup.names, verb, list(words))
    except RefereeError:
        offered = []
    source = data.draw(st.integers(0, 99))
    if source < 40 and offered:
        return data.draw(st.sampled_from(offered))
    if source < 50:
        return data.draw(st.sampled_from([*session.setup.names, session.setup.names[0].lower(), "Nobody"]))
    if source < 65:
        return data.draw(st.sampled_from(NUMBERS))
    if source < 75:
        return data.draw(st.sampled_from(WORDS_OF_KEYWORDS))
    if source < 85:
        return data.draw(st.sampled_from(ODD))
    if words and source < 90:
        return data.draw(st.sampled_from(words))
    return mutated(data, data.draw(st.sampled_from(offered or words or session.setup.names)))


def typed(data, session: Session, verb: str, most: int = 6) -> list[str]:
    words: list[str] = []
    for _ in range(data.draw(st.integers(0, most))):
        words.append(next_word(data, session, verb, words))
    return words


# --- running a command and judging it -------------------------------------------------------------------------

def run(args: list[str], **kwargs):
    return runner.invoke(app, [str(a) for a in args], **kwargs)


def judge(result, where: str, path: Path, before: bytes, *, damaged: bool = False) -> None:
    """No traceback, DESIGN.md §2's exit codes, a refused command writes nothing, the output bounded."""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{where}: traceback") from result.exception
    assert result.exit_code in ((0, 1, 2, 3) if damaged else (0, 1, 2)), f"{where}: exit {result.exit_code}"
    output = result.stdout + result.stderr
    assert len(output) <= BOUND, f"{where}: {len(output)} characters of output"
    assert HUGE not in output and LONG[:1000] not in output, f"{where}: an unbounded word repeated"
    if result.exit_code != 0:
        assert path.read_bytes() == before, f"{where}: refused (exit {result.exit_code}) but the save changed"
    elif not damaged and path.read_bytes() != before:
        assert check_file(path).code == 0, f"{where}: accepted, and the save is no longer valid"


def a_save(data, key: str, folder: Path) -> tuple[Path, Session]:
    path = folder / f"{key}.toml"
    path.write_text(data.draw(st.sampled_from(cuts(key)), label="save"), "utf-8")
    return path, Session.load(path)


def with_player(data, session: Session) -> list[str]:
    if data.draw(st.integers(0, 4)):
        return []
    return ["--player", data.draw(st.sampled_from([*session.setup.names, "nobody", "²", LONG]))]


# --- the tests --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", GAMES)
@fuzz(12)
@given(data=st.data())
def test_every_verb_of_every_game_with_its_words_mutated(tmp_path, key, data):
    path, session = a_save(data, key, tmp_path)
    verb = data.draw(st.sampled_from(sorted(registry.known()[key].verbs)), label="verb")
    args = [verb, "--save", path, *with_player(data, session), *typed(data, session, verb)]
    before = path.read_bytes()
    judge(run(args), " ".join(map(str, args))[:300], path, before)


def common_args(data, session: Session, command: str, path: Path) -> list:
    """A common command with its arguments, typed as people might (or mutated)."""
    seq = data.draw(st.sampled_from([str(len(session.events)), "1", *NUMBERS]))
    game_verbs = sorted(session.game.verbs)
    if command == "hints":
        return ["hints", "--save", path, *typed(data, session, "hints", 3)]
    if command == "why":
        return ["why", seq, "--save", path]
    if command == "undo":
        return ["undo", seq, "--save", path]
    if command == "amend":
        verb = data.draw(st.sampled_from([*game_verbs, "roll", "xyz"]))
        return ["amend", "--save", path, *with_player(data, session), seq, verb, *typed(data, session, verb, 4)]
    if command == "log":
        return ["log", "--save", path, "--last", seq]
    if command == "replay":
        return ["replay", path, data.draw(st.sampled_from(["--upto", "--last"])), seq]
    if command in ("check", "export"):
        return [command, path, *data.draw(st.sampled_from([[], ["--json"], ["--all"], ["--partial"]]))]
    if command == "rule":
        return ["rule", data.draw(st.sampled_from(["CATAN-BUILD-2", "ROME-END-1", "AQUA-PLACE-5", "catan-build-2",
                                                   "WT-TURN-3", "build", *NUMBERS, *ODD]))]
    if command == "board":
        return ["board", "--save", path, *data.draw(st.sampled_from([[], ["--svg", "-"]]))]
    return [command, "--save", path, *data.draw(st.sampled_from([[], ["--json"], ["--all"]]))]


@pytest.mark.parametrize("key", GAMES)
@fuzz(8)
@given(data=st.data())
def test_every_common_command_of_every_game_with_its_arguments_mutated(tmp_path, key, data):
    path, session = a_save(data, key, tmp_path)
    command = data.draw(st.sampled_from(COMMON), label="command")
    args = common_args(data, session, command, path)
    before = path.read_bytes()
    judge(run(args), " ".join(map(str, args))[:300], path, before)


@pytest.mark.parametrize("key", GAMES)
@fuzz(3)
@given(data=st.data())
def test_a_play_session_of_mutated_lines_runs_every_line(tmp_path, key, data):
    """``referee play --keep-going``: a traceback would end the whole session; every line runs, the last too."""
    path, session = a_save(data, key, tmp_path)
    lines = []
    for _ in range(data.draw(st.integers(1, 6))):
        verb = data.draw(st.sampled_from([*sorted(session.game.verbs), "hints", "undo", "status", "why", "log"]))
        words = typed(data, session, verb, 4) if verb != "undo" else []
        lines.append(" ".join(map(shlex.quote, [verb, *words])))
    lines.append("score --json")
    before = path.read_bytes()
    result = run(["play", "--save", path, "--keep-going"], input="\n".join(lines) + "\n")
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"play: {lines}: traceback") from result.exception
    assert result.exit_code in (0, 1, 2, 3)
    assert '"players"' in result.stdout or '"score"' in result.stdout, f"play: {lines}: the last line did not run"
    assert HUGE not in result.output and LONG[:1000] not in result.output
    if path.read_bytes() != before:
        assert check_file(path).code == 0


PAGE = ("recorded", "preview", "shown", "refused", "stale")


@pytest.mark.parametrize("key", GAMES)
@fuzz(4)
@given(data=st.data())
def test_lines_typed_on_the_page_of_every_game_are_answered_never_raised(tmp_path, key, data):
    """``referee serve``'s POST /command runs a typed line through ``Table.run``: whatever the line, an answer
    comes back (no exception), a refusal or a preview leaves the save as it was, a recorded one leaves it valid."""
    path, session = a_save(data, key, tmp_path)
    table = Table(path)
    for _ in range(data.draw(st.integers(1, 3))):
        verb = data.draw(st.sampled_from([*sorted(session.game.verbs), *WRITES, *READS, "referee", "xyz"]))
        words = [verb, *with_player(data, table.session), *typed(data, table.session, verb, 4)]
        line = " ".join(map(shlex.quote, words)) + data.draw(st.sampled_from(["", "", " '", " # note", " --save x"]))
        before = path.read_bytes()
        answer = table.run(line, data.draw(st.sampled_from([table.digest.hex(), None, "zz"])), data.draw(st.booleans()))
        shown = str(answer.as_json())
        assert answer.kind in PAGE, f"page: {line[:300]}: {answer.kind}"
        assert len(shown) <= BOUND and HUGE not in shown and LONG[:1000] not in shown, f"page: {line[:300]}"
        if answer.kind in ("refused", "stale", "preview", "shown"):
            assert path.read_bytes() == before, f"page: {line[:300]}: {answer.kind}, but the save changed"
        elif path.read_bytes() != before:
            assert check_file(path).code == 0, f"page: {line[:300]}: recorded, and the save is no longer valid"


DAMAGE = ("truncate", "drop line", "double line", "swap lines", "byte", "long value", "long name")
READERS = ("check", "status", "board", "score", "log", "replay", "hints", "why", "stats", "export")


def damaged(data, text: str) -> str:
    """The save's text damaged as a disk, an editor or a hostile hand might: cut, a line lost, doubled or moved,
    one character changed, a value or a player's name made 100,000 characters long."""
    lines = text.split("\n")
    how = data.draw(st.sampled_from(DAMAGE), label="damage")
    at = data.draw(st.integers(0, len(lines) - 1))
    if how == "truncate":
        return text[:data.draw(st.integers(0, len(text)))]
    if how == "drop line":
        return "\n".join(lines[:at] + lines[at + 1:])
    if how == "double line":
        return "\n".join(lines[:at + 1] + lines[at:])
    if how == "swap lines":
        other = data.draw(st.integers(0, len(lines) - 1))
        lines[at], lines[other] = lines[other], lines[at]
        return "\n".join(lines)
    if how == "byte":
        where = data.draw(st.integers(0, len(text) - 1))
        return text[:where] + data.draw(st.sampled_from(['"', "=", "[", "]", "{", "\n", "0", "x", "\0", "é", "."])) \
            + text[where + 1:]
    if how == "long name":
        return text.replace('name = "', 'name = "' + LONG, 1)
    quoted = [i for i, line in enumerate(lines) if line.count('"') == 2 and " = " in line]
    at = data.draw(st.sampled_from(quoted)) if quoted else at
    head, _sep, _rest = lines[at].partition('"')
    lines[at] = f'{head}"{LONG}"'
    return "\n".join(lines)


@pytest.mark.parametrize("key", GAMES)
@fuzz(8)
@given(data=st.data())
def test_a_damaged_save_of_every_game_is_read_without_a_traceback(tmp_path, key, data):
    path = tmp_path / f"{key}.toml"
    path.write_text(damaged(data, data.draw(st.sampled_from(cuts(key)), label="save")), "utf-8")
    command = data.draw(st.sampled_from([*READERS, "undo", "end"]), label="command")
    if command in ("check", "replay", "export"):
        args = [command, path]
    elif command == "end":
        verb = data.draw(st.sampled_from(sorted(registry.known()[key].verbs)))
        args = [verb, "--save", path]
    else:
        args = [command, "--save", path]
    before = path.read_bytes()
    judge(run(args), f"{' '.join(map(str, args))} on a damaged save", path, before, damaged=True)


@pytest.mark.parametrize("key", GAMES)
@fuzz(3)
@given(data=st.data())
def test_new_game_of_every_game_with_mutated_players_and_options(tmp_path, key, data):
    game = registry.find(key)
    names = data.draw(st.sampled_from(["Anna,Ben,Cyril", "Anna,Ben,Cyril,Dana", "Anna,Ben", "Anna,,Ben",
                                       "Anna,anna,Ben", f"Anna,Ben,{LONG}", "Anna,Ben,²", "Anna,Ben,Cyril,Dana,Eva,Filip,Gus"]))
    target = tmp_path / "new.toml"
    target.unlink(missing_ok=True)                  # the example before made one
    args = ["new", key, "--players", names, "--save", target]
    for option in data.draw(st.lists(st.sampled_from(game.options), max_size=2)) if game.options else []:
        value = data.draw(st.sampled_from([*map(str, option.choices), str(option.default), *NUMBERS, *ODD[:20]]))
        args += ["--option", f"{option.name}={value}"]
    result = run(args)
    where = " ".join(map(str, args))[:300]
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"{where}: traceback") from result.exception
    assert result.exit_code in (0, 1, 2), f"{where}: exit {result.exit_code}"
    assert len(result.output) <= BOUND and HUGE not in result.output and LONG[:1000] not in result.output
    if result.exit_code == 0:
        assert check_file(target).code == 0, where
    else:
        assert not target.exists(), where


# --- the map files' own commands (referee board / map / wt-map / reservoirs / scenario) --------------------------

@cache
def map_subcommands(group: str) -> dict[str, list[tuple[str, bool]]]:
    """Each subcommand of a map file's command group, with its options: (name, whether it is a flag)."""
    import click
    import typer.main

    top = typer.main.get_command(app)
    found = top.get_command(click.Context(top), group)
    return {name: [(p.opts[0], bool(getattr(p, "is_flag", False))) for p in command.params
                   if p.opts[0].startswith("--")]
            for name, command in found.commands.items()}


@pytest.mark.parametrize("kind", sorted(TRANSCRIPTIONS))
@fuzz(15)
@given(data=st.data())
def test_every_map_file_command_with_its_words_mutated(tmp_path, kind, data):
    """The commands that transcribe a map file (each kind's test board typed up to a point), then one line of them
    with its words and options mutated: no traceback, a refused change leaves the file byte for byte as it was.
    Reading the change again found ``scenario set --players ²`` and ``board grow FILE 2d:²`` ending in one."""
    import tempfile

    typed = TRANSCRIPTIONS[kind].typed
    path = Path(tempfile.mkdtemp(dir=tmp_path)) / "board.toml"          # a folder of its own for each example
    for line in typed[:data.draw(st.integers(1, len(typed)), label="lines typed first")]:
        assert run([w.replace("{f}", str(path)) for w in line]).exit_code == 0, line
    words = list(data.draw(st.sampled_from(typed), label="a line"))
    subcommands = map_subcommands(words[0])
    words[1] = data.draw(st.sampled_from([words[1], *sorted(subcommands)]), label="subcommand")
    pool = [*NUMBERS, *ODD, "2b:²", "2b:" + HUGE, "1a:4,²", *(w for line in typed for w in line[3:])]
    for _ in range(data.draw(st.integers(0, 3), label="words mutated")):
        if len(words) > 3:
            words[data.draw(st.integers(3, len(words) - 1))] = data.draw(st.sampled_from(pool))
    for option, flag in data.draw(st.lists(st.sampled_from(subcommands[words[1]] or [("--help", True)]),
                                           max_size=2), label="options"):
        words += [option] if flag else [option, data.draw(st.sampled_from(pool))]
    args = [w.replace("{f}", str(path)) for w in words]
    before = path.read_bytes()
    judge(run(args), " ".join(args)[:300], path, before, damaged=True)      # a draft map file: no save to check
