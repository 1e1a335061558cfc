"""DESIGN.md §1: cli → games → core, never the other way."""

import ast
from pathlib import Path

import referee

ROOT = Path(referee.__file__).parent


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def offenders(package: str, forbidden: tuple[str, ...]) -> list[str]:
    bad = []
    for path in (ROOT / package).rglob("*.py"):
        for name in imports(path):
            if name.startswith(forbidden):
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    return bad


def test_core_imports_no_game_and_no_cli():
    assert offenders("core", ("referee.games", "referee.cli")) == []


def test_games_do_not_import_the_cli():
    assert offenders("games", ("referee.cli",)) == []


def test_games_do_not_import_each_other():
    games = [p.name for p in (ROOT / "games").iterdir() if p.is_dir() and (p / "__init__.py").exists()]
    bad = []
    for game in games:
        others = tuple(f"referee.games.{g}" for g in games if g != game)
        bad += offenders(f"games/{game}", others)
    assert bad == []


def test_the_layering_check_sees_a_backwards_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("from referee.games.catan import GAME\nimport referee.cli.app\n")
    assert imports(sample) == {"referee.games.catan", "referee.cli.app"}
