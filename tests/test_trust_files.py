"""Trust under hostile files, odd filesystems and tired typists (the trust issue, items 1–12, 17, 21).

Each test here failed on the code before the trust work: a FIFO or a device given as a save hung or
grew without bound; a symlinked save forked the game; crafted files cost minutes and gigabytes;
the referee wrote saves it then refused; amend dropped notes; ``SAVE.bak`` was copied in place;
an invalid save could not be repaired; killed writers left temporary files; file-system failures
ended in tracebacks; a read-only save was rewritten; ``check`` said nothing of an empty folder.
"""

from __future__ import annotations

import errno
import glob
import json
import os
import resource
import shutil
import stat
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import registry, save
from referee.core.session import Session
from test_save_safety import CLI_WRITER     # one writer for both races: roll, or end when it cannot

DATA = Path(__file__).resolve().parent / "data" / "saves"
BASE = DATA / "safety" / "base.toml"          # 15 events; Ben rolled 6, 'end' is legal next
PY = sys.executable
runner = CliRunner()


def cli(*args):
    return runner.invoke(app, [str(a) for a in args])


def output(result) -> str:
    return result.stdout + result.stderr


def no_traceback(result) -> None:
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in output(result)


def copy(tmp_path: Path, folder: str = "games", name: str = "game.toml") -> Path:
    where = tmp_path / folder
    where.mkdir(parents=True, exist_ok=True)
    dest = where / name
    shutil.copyfile(BASE, dest)
    return dest


def run(*args, timeout: float = 60, limit_file: int | None = None, env: dict | None = None,
        memory: int | None = None) -> subprocess.CompletedProcess:
    """The real program in a subprocess; ``timeout`` guards against a hang, it times nothing."""
    def limits():
        if limit_file is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit_file, limit_file))
        if memory is not None:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run([PY, "-m", "referee", *map(os.fsdecode, args)], capture_output=True, timeout=timeout,
                          preexec_fn=limits, env={**os.environ, **(env or {})}, cwd=Path(__file__).parent.parent)


def text_of(proc: subprocess.CompletedProcess) -> str:
    return proc.stdout.decode("utf-8", "replace") + proc.stderr.decode("utf-8", "replace")


# --- 1. files that are not plain saves -----------------------------------------------------------

def test_a_fifo_given_as_a_save_is_refused_before_it_is_read(tmp_path):
    fifo = tmp_path / "games" / "pipe.toml"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    for args in (["check", fifo], ["status", "--save", fifo], ["end", "--save", fifo]):
        proc = run(*args, timeout=30)
        assert proc.returncode == 3, text_of(proc)
        assert "FIFO" in text_of(proc) and str(fifo) in text_of(proc)
        assert "Traceback" not in text_of(proc)
    assert sorted(p.name for p in fifo.parent.iterdir()) == ["pipe.toml"]     # no lock left beside it


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_or_a_link_to_one_is_refused_and_nothing_is_created_beside_it(tmp_path, device):
    link = tmp_path / "games" / "dev.toml"
    link.parent.mkdir()
    link.symlink_to(device)
    for args in (["check", device], ["status", "--save", link], ["end", "--save", link]):
        proc = run(*args, timeout=30)
        assert proc.returncode == 3, text_of(proc)
        assert "character device" in text_of(proc)
    assert sorted(p.name for p in link.parent.iterdir()) == ["dev.toml"]
    assert not Path(device).with_name(f".{Path(device).name}.lock").exists()


def test_check_of_a_folder_with_a_fifo_named_toml_checks_the_rest_and_refuses_the_fifo(tmp_path):
    good = copy(tmp_path)
    os.mkfifo(good.parent / "zz-pipe.toml")
    proc = run("check", good.parent, timeout=30)
    assert proc.returncode == 3, text_of(proc)
    assert "valid, 15 events" in text_of(proc) and "FIFO" in text_of(proc)


def test_read_bytes_reads_at_most_the_limit_plus_one(tmp_path, monkeypatch):
    big = tmp_path / "big.toml"
    with big.open("wb") as fh:
        fh.truncate(50 * 1024 * 1024)           # sparse: 50 MB on paper
    seen = []
    real_read = os.read

    def counting(fd, n):
        data = real_read(fd, n)
        seen.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting)
    with pytest.raises(save.SaveError, match="limit"):
        save.read_bytes(big, limit=1000)
    assert sum(seen) == 1001


# --- 2. a symlinked save is one game --------------------------------------------------------------

def test_a_record_through_a_symlink_writes_the_target_and_keeps_the_link(tmp_path):
    target = copy(tmp_path, "a", "s.toml")
    link = tmp_path / "b" / "s.toml"
    link.parent.mkdir()
    link.symlink_to(target)
    result = cli("end", "--save", link)
    assert result.exit_code == 0, output(result)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert len(tomllib.loads(target.read_text("utf-8"))["events"]) == 16
    assert (target.parent / ".s.toml.lock").exists()
    assert not (link.parent / ".s.toml.lock").exists()




def test_writers_through_two_names_of_one_save_are_serialised(tmp_path):
    target = copy(tmp_path, "a", "s.toml")
    link = tmp_path / "b" / "s.toml"
    link.parent.mkdir()
    link.symlink_to(target)
    go = tmp_path / "go"
    procs = [subprocess.Popen([PY, "-c", CLI_WRITER, str(name), f"w{i}", "10", str(go)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
             for i, name in enumerate([target, link, target, link])]
    for p in procs:
        assert p.stdout.readline().startswith("ready"), p.stderr.read()
    go.touch()
    notes = []
    for p in procs:
        out, err = p.communicate(timeout=180)
        assert p.returncode == 0, out + err
        notes.extend(out.split())
    assert link.is_symlink()
    events = tomllib.loads(target.read_text("utf-8"))["events"]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert sorted(e["note"] for e in events[15:]) == sorted(notes)
    assert len(notes) == 40
    assert cli("check", link).exit_code == 0


def test_a_bak_that_is_a_symlink_is_replaced_not_followed(tmp_path):
    path = copy(tmp_path)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    bak = save.backup_path(path)
    bak.symlink_to(victim)
    before = path.read_bytes()
    result = cli("undo", "--save", path)
    assert result.exit_code == 0, output(result)
    assert victim.read_text() == "precious\n"
    assert not bak.is_symlink() and bak.read_bytes() == before


def test_a_lock_file_that_is_a_symlink_is_refused_not_followed(tmp_path):
    path = copy(tmp_path)
    victim = tmp_path / "created-by-the-lock"
    (path.parent / f".{path.name}.lock").symlink_to(victim)
    before = path.read_bytes()
    result = cli("end", "--save", path)
    no_traceback(result)
    assert result.exit_code == 3 and "symbolic link" in output(result)
    assert not victim.exists() and path.read_bytes() == before


def test_a_lock_path_that_is_a_folder_is_exit_3_naming_it(tmp_path):
    path = copy(tmp_path)
    (path.parent / f".{path.name}.lock").mkdir()
    result = cli("end", "--save", path)
    no_traceback(result)
    assert result.exit_code == 3 and ".game.toml.lock" in output(result)


# --- 3. small crafted files cost little ------------------------------------------------------------

def test_deeply_dotted_keys_are_refused_by_the_prescan(tmp_path):
    path = tmp_path / "dotted.toml"
    text = BASE.read_text("utf-8").replace("[options]\n", "[options]\n" + ".".join(["z"] * 30_000) + " = 1\n")
    path.write_text(text, "utf-8")
    proc = run("check", path, timeout=60, memory=2 * 1024 ** 3)
    assert proc.returncode == 3, text_of(proc)
    assert "dotted key" in text_of(proc) and "line 7" in text_of(proc)


def test_an_event_with_a_million_keys_is_refused_in_a_few_lines(tmp_path):
    path = tmp_path / "keys.toml"
    keys = "".join(f"k{i}=1\n" for i in range(300_000))
    path.write_text(BASE.read_text("utf-8") + "\n[[events]]\nseq = 16\nkind = \"end\"\nplayer = \"Ben\"\n" + keys,
                    "utf-8")
    assert path.stat().st_size < save.MAX_BYTES
    proc = run("check", path, timeout=120, memory=2 * 1024 ** 3)
    assert proc.returncode == 3, text_of(proc)[:2000]
    assert len(text_of(proc).splitlines()) <= 25
    assert "more bad keys in this event" in text_of(proc)


def test_check_lists_at_most_twenty_problems_and_counts_the_rest(tmp_path):
    path = tmp_path / "many.toml"
    bad = "".join(f'\n[[events]]\nseq = {i}\nkind = "dance"\n' for i in range(16, 116))
    path.write_text(BASE.read_text("utf-8") + bad, "utf-8")
    result = cli("check", path)
    assert result.exit_code == 3
    lines = output(result).strip().splitlines()
    assert len(lines) == 21 and "and 80 more problems" in lines[-1]
    report = json.loads(cli("check", "--json", path).stdout)
    assert len(report["problems"]) == 20 and report["more_problems"] == 80


def test_the_shape_check_stops_after_enough_problems(tmp_path):
    path = tmp_path / "many.toml"
    bad = "".join(f'\n[[events]]\nseq = {i}\nkind = "dance"\n' for i in range(16, 5016))
    path.write_text(BASE.read_text("utf-8") + bad, "utf-8")
    with pytest.raises(save.SaveError, match="unknown event kind 'dance'"):
        Session.load(path)
    parsed = save.parse_setup(save.read(path), path, registry.find)
    assert len(parsed.problems) == save.MAX_PROBLEMS + 1
    assert "events 216–5015 were not examined" in parsed.problems[-1].message


@pytest.mark.parametrize("make", [
    lambda: "x = [" + "{a=1}," * 300_000 + "]\n",
    lambda: "a=1\n" * 1_600_000,
], ids=["too_many_tables", "too_many_keys"])
def test_files_too_costly_to_parse_are_refused_before_parsing(tmp_path, make):
    path = tmp_path / "costly.toml"
    path.write_text("format = 1\n" + make(), "utf-8")
    with pytest.raises(save.SaveError, match="beyond any real save"):
        save.read(path)


# --- 4. the referee never writes a save it would refuse ------------------------------------------

def test_a_note_over_the_limit_is_refused_with_exit_2_and_the_limit(tmp_path):
    path = copy(tmp_path)
    before = path.read_bytes()
    result = cli("end", "--save", path, "--note", "x" * (save.MAX_NOTE + 1))
    assert result.exit_code == 2, output(result)
    assert str(save.MAX_NOTE) in output(result) and path.read_bytes() == before
    assert cli("end", "--save", path, "--note", "x" * save.MAX_NOTE).exit_code == 0


def test_a_record_that_would_pass_the_size_limit_is_refused_and_the_save_stays_readable(tmp_path, monkeypatch):
    path = copy(tmp_path)
    monkeypatch.setattr(save, "MAX_BYTES", 12_000)
    codes = []
    for _ in range(20):
        words = ["roll", "8"] if len(codes) % 2 else ["end"]
        result = cli(*words, "--save", path, "--note", "n" * 1900)
        codes.append(result.exit_code)
        if result.exit_code == 2:
            assert "limit" in output(result)
            break
    assert codes[-1] == 2 and set(codes[:-1]) <= {0, 1}
    assert path.stat().st_size <= 12_000
    assert cli("check", path).exit_code == 0
    assert cli("undo", "--save", path).exit_code == 0


# --- 5–7. amend and undo keep everything and can repair -----------------------------------------

def test_amend_keeps_the_note_and_the_undone_copy_exactly_as_it_was(tmp_path):
    path = copy(tmp_path)
    assert cli("end", "--save", path, "--note", "Ben forgot his road").exit_code == 0
    assert cli("roll", "6", "--save", path, "--note", "dice fell off the table").exit_code == 0
    original = tomllib.loads(path.read_text("utf-8"))["events"][16]
    result = cli("amend", "17", "roll", "5", "--save", path)
    assert result.exit_code == 0, output(result)
    data = tomllib.loads(path.read_text("utf-8"))
    assert data["events"][16]["note"] == "dice fell off the table" and data["events"][16]["total"] == 5
    kept = data["undone"][-1]
    assert kept == {**original, "reason": "replaced by amend of event 17"}
    assert cli("amend", "17", "roll", "4", "--note", "really a 4", "--save", path).exit_code == 0
    assert tomllib.loads(path.read_text("utf-8"))["events"][16]["note"] == "really a 4"


def _invalid_at_16(tmp_path) -> Path:
    """Base with a hand-added second roll by Ben (CATAN-TURN-2) and two events after it."""
    path = copy(tmp_path)
    extra = ('\n[[events]]\nseq = 16\nkind = "roll"\nplayer = "Ben"\ntotal = 8\n'
             '\n[[events]]\nseq = 17\nkind = "end"\nplayer = "Ben"\n'
             '\n[[events]]\nseq = 18\nkind = "roll"\nplayer = "Cyril"\ntotal = 5\n')
    path.write_text(BASE.read_text("utf-8") + extra, "utf-8")
    assert cli("check", path).exit_code == 1
    return path


def test_amend_repairs_an_invalid_save_at_its_first_invalid_event(tmp_path):
    path = _invalid_at_16(tmp_path)
    result = cli("amend", "16", "end", "--save", path)
    # event 16 becomes Ben's end; event 17 (Ben's end) is now out of turn: still invalid, but later
    assert result.exit_code == 0, output(result)
    assert "event 17 is still invalid" in output(result)
    assert cli("undo", "2", "--save", path).exit_code == 0
    assert cli("check", path).exit_code == 0


def test_amend_after_the_first_invalid_event_is_refused_naming_it(tmp_path):
    path = _invalid_at_16(tmp_path)
    before = path.read_bytes()
    result = cli("amend", "18", "roll", "6", "--save", path)
    no_traceback(result)
    assert result.exit_code == 3 and "event 16" in output(result)
    assert path.read_bytes() == before


def test_undo_on_an_invalid_save_says_what_is_valid_afterwards(tmp_path):
    path = _invalid_at_16(tmp_path)
    result = cli("undo", "1", "--save", path)
    assert result.exit_code == 0, output(result)
    assert "Events 1–15 are valid; event 16 is still invalid (CATAN-TURN-2" in output(result)
    result = cli("undo", "2", "--save", path)
    assert result.exit_code == 0 and "valid again: all 15 events" in output(result)


# --- 6. SAVE.bak is written like the save ----------------------------------------------------------

def test_the_backup_keeps_the_saves_permissions(tmp_path):
    path = copy(tmp_path)
    os.chmod(path, 0o600)
    assert cli("undo", "--save", path).exit_code == 0
    assert stat.S_IMODE(save.backup_path(path).stat().st_mode) == 0o600


def test_a_failed_backup_keeps_the_previous_backup_whole(tmp_path, monkeypatch):
    path = copy(tmp_path)
    bak = save.backup_path(path)
    bak.write_text("the previous good backup\n")
    before = path.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    result = cli("undo", "--save", path)
    no_traceback(result)
    assert result.exit_code == 3 and "disk is full" in output(result)
    assert bak.read_text() == "the previous good backup\n" and path.read_bytes() == before
    assert not list(path.parent.glob(".*.tmp"))


# --- 10. leftovers and folders ---------------------------------------------------------------------

def test_a_killed_writers_temporary_files_are_removed_on_the_next_write(tmp_path):
    path = copy(tmp_path)
    for name in (".game.toml.abc123.tmp", ".game.toml.bak.xyz.tmp"):
        (path.parent / name).write_text("half a save")
    (path.parent / ".other.toml.abc.tmp").write_text("another save's")
    assert cli("end", "--save", path).exit_code == 0
    assert sorted(p.name for p in path.parent.glob(".*.tmp")) == [".other.toml.abc.tmp"]


@pytest.mark.parametrize("save_name", ["game.toml", "g[1]*?.toml", "a b.toml"])
def test_leftovers_are_the_names_path_glob_gives(tmp_path, save_name):
    """save.remove_leftovers matches ``.NAME.*.tmp`` without a glob pattern: the same names Path.glob finds."""
    path = tmp_path / save_name
    names = [f".{save_name}.abc.tmp", f".{save_name}..tmp", f".{save_name}.tmp", f".{save_name}.x.tmp.y",
             f".{save_name}.bak.q.tmp", f"{save_name}.a.tmp", ".other.toml.a.tmp", f".{save_name}.\n.tmp",
             f".{save_name}.a.TMP", "g1xy.toml.a.tmp"]
    for name in names:
        (tmp_path / name).write_text("x")
    wanted = sorted(tmp_path.glob(f".{glob.escape(save_name)}.*.tmp"))
    assert wanted and sorted(save.remove_leftovers(path)) == wanted
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(set(names) - {p.name for p in wanted})


def test_recording_into_a_missing_save_creates_no_folder(tmp_path):
    missing = tmp_path / "nowhere" / "deeper" / "x.toml"
    result = cli("end", "--save", missing)
    no_traceback(result)
    assert result.exit_code == 3 and "no such save file" in output(result)
    assert not (tmp_path / "nowhere").exists()


def test_only_new_creates_folders_and_says_so(tmp_path):
    where = tmp_path / "club" / "fridays" / "g.toml"
    result = cli("new", "catan", "--players", "Anna,Ben,Cyril", "--board", "beginner-en", "--save", where)
    assert result.exit_code == 0, output(result)
    assert f"Created the folder {where.parent}" in output(result)


# --- 11. no traceback from the file system or from odd values ----------------------------------

def test_a_full_disk_is_exit_3_and_leaves_the_save_and_no_temporary_file(tmp_path, monkeypatch):
    path = copy(tmp_path)
    before = path.read_bytes()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space")))
    result = cli("end", "--save", path)
    no_traceback(result)
    assert result.exit_code == 3 and "disk is full" in output(result) and str(path) in output(result)
    assert path.read_bytes() == before and not list(path.parent.glob(".*.tmp"))


def test_the_file_size_limit_of_ulimit_is_exit_3(tmp_path):
    path = copy(tmp_path)
    before = path.read_bytes()
    proc = run("end", "--save", path, limit_file=len(before) + 10)
    assert proc.returncode == 3, text_of(proc)
    assert "ulimit" in text_of(proc) and "Traceback" not in text_of(proc)
    assert path.read_bytes() == before and not list(path.parent.glob(".*.tmp"))


@pytest.mark.parametrize("errno_", [errno.EACCES, errno.EPERM, errno.EROFS])
def test_a_lock_that_cannot_be_created_is_exit_3_naming_the_cause(tmp_path, monkeypatch, errno_):
    path = copy(tmp_path)
    real_open = os.open

    def refusing(name, flags, *args, **kwargs):
        if str(name).endswith(".lock"):
            raise OSError(errno_, os.strerror(errno_), str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)
    result = cli("end", "--save", path)
    no_traceback(result)
    assert result.exit_code == 3 and ".game.toml.lock" in output(result)


def test_REFEREE_SAVES_DIR_naming_a_file_is_a_usage_error(tmp_path, monkeypatch):
    afile = tmp_path / "afile"
    afile.write_text("x")
    monkeypatch.setenv("REFEREE_SAVES_DIR", str(afile))
    result = cli("status")
    no_traceback(result)
    assert result.exit_code == 2 and "REFEREE_SAVES_DIR" in output(result)


@pytest.mark.parametrize("pointer", ["folder", "latin1", "empty"])
def test_a_broken_current_pointer_is_exit_3_naming_it(tmp_path, pointer):
    current = Path(os.environ["REFEREE_SAVES_DIR"]) / ".current"
    current.parent.mkdir(parents=True, exist_ok=True)
    if pointer == "folder":
        current.mkdir()
    elif pointer == "latin1":
        current.write_bytes("Řehoř.toml".encode("cp1250"))
    else:
        current.write_text("\n")
    result = cli("status")
    no_traceback(result)
    assert result.exit_code == 3 and ".current" in output(result)


def test_a_note_with_an_undecodable_byte_is_a_usage_error(tmp_path):
    path = copy(tmp_path)
    before = path.read_bytes()
    proc = run("end", "--save", path, "--note", b"caf\xe9")
    assert proc.returncode == 2, text_of(proc)
    assert "not UTF-8" in text_of(proc) and "Traceback" not in text_of(proc)
    assert path.read_bytes() == before


@pytest.mark.parametrize("edit, expect", [
    (("total = 6\n", "total = " + "9" * 5000 + "\n"), "not a save"),
    (('seq = 15\nkind = "roll"\n', 'seq = 15\nkind = ["roll"]\n'), "'kind' must be a text"),
    (('seq = 15\nkind = "roll"\n', 'seq = 15\nkind = {a = 1}\n'), "'kind' must be a text"),
    (('color = "red"', "color = 5"), "'color' must be a text"),
    (('color = "red"', "color = []"), "'color' must be a text"),
], ids=["huge_integer", "kind_array", "kind_table", "color_integer", "color_array"])
def test_odd_values_in_a_save_are_exit_3_not_a_traceback(tmp_path, edit, expect):
    path = copy(tmp_path)
    text = BASE.read_text("utf-8")
    assert edit[0] in text
    path.write_text(text.replace(edit[0], edit[1], 1), "utf-8")
    for args in (["check", path], ["status", "--save", path], ["board", "--save", path], ["end", "--save", path]):
        result = cli(*args)
        no_traceback(result)
        assert result.exit_code == 3, output(result)
        assert expect in output(result)


CTRL_C_AT_START = r"""
import sys
AT = sys.argv[1]
class Interrupt:
    def find_spec(self, name, path=None, target=None):
        if name == AT:
            raise KeyboardInterrupt
sys.meta_path.insert(0, Interrupt())
sys.argv = ["referee", *sys.argv[2:]]
from referee.cli import main
main()
"""


# The Typer app's start-up (a command the fast path leaves to it), and the fast path's (cli/fast.py: status).
@pytest.mark.parametrize("module, line", [("referee.cli.app", ["status", "--help"]), ("referee.cli.app", ["games"]),
                                          ("referee.cli.fast", ["status"]), ("referee.core.session", ["status"]),
                                          ("referee.core.session", ["roll", "8"])])
def test_ctrl_c_during_start_up_ends_quietly_with_130(module, line):
    proc = subprocess.run([PY, "-c", CTRL_C_AT_START, module, *line], capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).parent.parent)
    assert proc.returncode == 130, proc.stderr
    assert "Traceback" not in proc.stderr and "Interrupted" in proc.stderr


# --- 12. a read-only save is not rewritten ----------------------------------------------------------

def test_a_read_only_save_is_refused_for_writing_and_still_read(tmp_path):
    path = copy(tmp_path)
    os.chmod(path, 0o444)
    before = path.read_bytes()
    for args in (["end", "--save", path], ["undo", "--save", path], ["amend", "15", "roll", "5", "--save", path]):
        result = cli(*args)
        no_traceback(result)
        assert result.exit_code == 3 and "read-only" in output(result), output(result)
    assert path.read_bytes() == before
    assert cli("check", path).exit_code == 0


# --- 17. check: empty folders, and what follows an invalid event ---------------------------------

def test_check_of_a_folder_without_saves_is_a_usage_error(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    result = cli("check", empty)
    assert result.exit_code == 2 and "no saves in" in output(result)
    (empty / "notes.txt").write_text("not a save")
    assert cli("check", empty).exit_code == 2


def test_check_shows_the_first_invalid_event_and_counts_the_rest(tmp_path):
    path = _invalid_at_16(tmp_path)
    result = cli("check", path)
    lines = result.stdout.strip().splitlines()
    assert result.exit_code == 1
    assert len(lines) == 3 and "INVALID event 16: CATAN-TURN-2" in lines[0]
    assert lines[1] == "→ referee rule CATAN-TURN-2"
    assert lines[2] == "2 later events not checked ('check --all' checks them)"
    with path.open("a") as fh:      # Cyril rolls twice: a second problem, after the first
        fh.write('\n[[events]]\nseq = 19\nkind = "roll"\nplayer = "Cyril"\ntotal = 9\n')
    assert "3 later events not checked" in cli("check", path).stdout
    every = cli("check", "--all", path)
    assert every.exit_code == 1 and "INVALID event 19: CATAN-TURN-2" in every.stdout
    assert "not checked" not in every.stdout


# --- 21. texts about files ------------------------------------------------------------------------

def test_not_toml_names_the_backup_file(tmp_path):
    path = copy(tmp_path)
    path.write_text(BASE.read_text("utf-8").replace('title = "Friday at Anna\'s"', "title = Friday"), "utf-8")
    result = cli("check", path)
    assert result.exit_code == 3 and "restore game.toml.bak" in output(result)


def test_a_byte_order_mark_is_named(tmp_path):
    path = copy(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + BASE.read_bytes())
    result = cli("check", path)
    assert result.exit_code == 3 and "byte-order mark (BOM)" in output(result)


def test_a_binary_file_is_named_as_one(tmp_path):
    path = copy(tmp_path)
    path.write_bytes(BASE.read_bytes()[:100] + bytes(range(128, 256)))
    result = cli("check", path)
    assert result.exit_code == 3 and "not UTF-8 text" in output(result) and "line 7" in output(result)
    assert "codec" not in output(result)


def test_a_session_records_into_the_real_file_behind_a_link(tmp_path):
    target = copy(tmp_path, "a", "s.toml")
    link = tmp_path / "b" / "s.toml"
    link.parent.mkdir()
    link.symlink_to(target)
    with Session.open(link) as session:
        assert session.file == target
        session.record({"kind": "end", "player": "Ben"})
    assert link.is_symlink()


def test_check_takes_a_folder_by_its_bare_name(tmp_path, monkeypatch):
    folder = tmp_path / "club"
    folder.mkdir()
    shutil.copyfile(BASE, folder / "friday.toml")
    monkeypatch.chdir(tmp_path)
    result = cli("check", "club")
    assert result.exit_code == 0, output(result)
    assert "friday.toml: valid, 15 events" in result.stdout


def test_a_line_of_referee_play_with_an_undecodable_byte_is_refused_not_a_traceback(tmp_path):
    path = copy(tmp_path)
    before = path.read_bytes()
    proc = subprocess.run([PY, "-m", "referee", "play", str(path)], input=b"end --note caf\xe9\n",
                          capture_output=True, timeout=60, cwd=Path(__file__).parent.parent)
    assert proc.returncode == 2, text_of(proc)
    assert "not UTF-8" in text_of(proc) and "Traceback" not in text_of(proc)
    assert path.read_bytes() == before


def test_a_reader_that_leaves_early_is_no_error(tmp_path):
    """``referee replay SAVE | head``: the pipe closes under a long output; no traceback, no Error line."""
    example = Path(__file__).resolve().parent.parent / "saves" / "examples" / "catan-4p-beginner.toml"
    proc = subprocess.Popen([PY, "-m", "referee", "replay", str(example)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=Path(__file__).parent.parent)
    proc.stdout.read(100)
    proc.stdout.close()
    err = proc.stderr.read().decode("utf-8", "replace")
    assert proc.wait(timeout=60) == 0, err
    assert "Traceback" not in err and "Error" not in err
