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


def test_every_data_file_of_the_package_is_shipped_by_pyproject():
    """A wheel carries only the package data pyproject names: every TOML under referee/ must match a pattern."""
    import fnmatch
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    shipped = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["package-data"]
    missing = []
    for path in sorted((root / "referee").rglob("*.toml")):
        package = ".".join(path.parent.relative_to(root).parts)
        owners = [(p, pats) for p, pats in shipped.items() if package == p or package.startswith(p + ".")]
        rel = {p: path.relative_to(root.joinpath(*p.split("."))).as_posix() for p, _ in owners}
        if not any(fnmatch.fnmatch(rel[p], pat) for p, pats in owners for pat in pats):
            missing.append(path.relative_to(root).as_posix())
    assert missing == []
