"""Keep the example saves of earlier releases as test data: ``python tools/old_saves.py COMMIT…``.

For each commit, every ``saves/examples/*.toml`` as it stood there is copied to ``tests/data/old-saves/<commit>/``,
and beside each ``NAME.expected.json``: the verdict and final score ``referee check NAME --json`` printed when run
by *that commit's* code (its exit code under ``"exit"``; the top-level verdict fields and each player's name,
victory points, total and score breakdown). A save byte for byte as an earlier folder holds it is not copied again:
give the commits oldest first. The commit's tree is unpacked with ``git archive`` into a temporary folder
and run from there (``PYTHONPATH``), so nothing in the repository or its worktrees changes.
``tests/test_old_saves.py`` checks that today's program gives each save the same verdict and final score.

``REPRODUCED`` adds saves an earlier commit's own example script writes with a change of its constants (a
two-player Aqua Romana game recorded before ``two_player_reservoirs`` existed).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "old-saves"

# commit → (file written, the commit's script, its constants replaced: (pattern, line))
REPRODUCED = {
    "85ae720": [("aqua-romana-2p.toml", "saves/examples/make_aqua_example.py",
                 [(r"^PLAYERS = .*$", 'PLAYERS = [("Anna", "red"), ("Ben", "blue")]'),
                  (r"^TITLE = .*$", 'TITLE = "Two players, recorded before two_player_reservoirs existed"')])],
}


def run(args: list[str], cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, check=False)


def unpack(commit: str, into: Path) -> None:
    """The commit's tree, with the metadata of an installed ``referee`` declaring *its* games' entry points (found
    first on ``PYTHONPATH``, so the registry of the commit's code does not load today's games)."""
    archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    project = tomllib.loads((into / "pyproject.toml").read_text("utf-8"))["project"]
    meta = into / "referee-0.dev0.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text("Metadata-Version: 2.1\nName: referee\nVersion: 0.dev0\n", "utf-8")
    groups = project.get("entry-points", {})
    (meta / "entry_points.txt").write_text("".join(
        f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in points.items()) + "\n"
        for group, points in groups.items()), "utf-8")


def reproduce(commit: str, tree: Path, env: dict, folder: Path) -> None:
    for name, script, changes in REPRODUCED.get(commit, ()):
        path = tree / script
        text = path.read_text("utf-8")
        for pattern, line in changes:
            text = re.sub(pattern, line, text, count=1, flags=re.MULTILINE)
        path.write_text(text, "utf-8")
        done = run([sys.executable, str(path), str(folder / name)], tree, env)
        if done.returncode:
            raise SystemExit(f"{commit}: {script} failed: {done.stderr}")


VERDICT = ("valid", "events", "problem", "turn", "phase", "winner")
PLAYER = ("name", "victory_points", "total", "score")


def verdict(code: int, report: dict) -> dict:
    """What the test compares: the verdict, and per player the final score."""
    return {"exit": code, **{k: report.get(k) for k in VERDICT},
            "players": [{k: p[k] for k in PLAYER if k in p} for p in report["players"]]}


def kept() -> set[bytes]:
    return {path.read_bytes() for path in OUT.glob("*/*.toml")}


def record(commit: str) -> None:
    short = run(["git", "rev-parse", "--short=7", commit], ROOT).stdout.strip()
    folder = OUT / short
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp)
        unpack(short, tree)
        env = {**os.environ, "PYTHONPATH": str(tree), "REFEREE_SAVES_DIR": str(tree / "saves"), "LANG": "C"}
        before = kept()
        folder.mkdir(parents=True, exist_ok=True)
        for save in sorted((tree / "saves" / "examples").glob("*.toml")):
            if save.read_bytes() not in before:
                (folder / save.name).write_bytes(save.read_bytes())
        reproduce(short, tree, env, folder)
        for save in sorted(folder.glob("*.toml")):
            done = run([sys.executable, "-m", "referee", "check", str(save), "--json"], tree, env)
            found = verdict(done.returncode, json.loads(done.stdout))
            (folder / f"{save.stem}.expected.json").write_text(json.dumps(found, indent=1, ensure_ascii=False)
                                                                + "\n", "utf-8")
        print(f"{short}: {len(list(folder.glob('*.toml')))} saves")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    for name in sys.argv[1:]:
        record(name)
