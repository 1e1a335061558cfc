"""DESIGN.md §1: cli → games → core and web → games → core, never the other way; the two front ends never import
each other, and neither has modules that import each other in a circle."""

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
    for path in sorted((ROOT / package).rglob("*.py")):
        for name in imports(path):
            if name.startswith(forbidden):
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    return bad


def test_core_imports_no_game_and_no_cli():
    assert offenders("core", ("referee.games", "referee.cli")) == []


def test_games_do_not_import_the_cli():
    assert offenders("games", ("referee.cli", "referee.web")) == []


def test_the_front_ends_never_import_each_other():
    assert offenders("web", ("referee.cli",)) == []
    assert offenders("cli", ("referee.web",)) == []


def module_graph(package: str) -> dict[str, set[str]]:
    """The modules of a package and, for each, the modules of the same package it imports (anywhere in it)."""
    base = ROOT / package
    names = {f"referee.{package}." + ".".join(p.relative_to(base).with_suffix("").parts): p for p in base.rglob("*.py")}
    names = {n.removesuffix(".__init__"): p for n, p in names.items()}
    graph = {}
    for name, path in names.items():
        found = set()
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:     # a module of the package, or a name in one
                for alias in node.names:
                    found.add(f"{node.module}.{alias.name}" if f"{node.module}.{alias.name}" in names else node.module)
        graph[name] = {m for m in found if m in names and m != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_no_module_of_a_front_end_imports_another_that_imports_it_back():
    assert circles(module_graph("cli")) == []
    assert circles(module_graph("web")) == []


def test_the_circle_check_sees_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


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


def test_the_entry_points_declare_the_manifests_the_program_registers():
    """pyproject's ``referee.games`` entry points name the built-in families' manifests, the same families
    ``register_builtins`` registers without a scan (a plugin uses the same door)."""
    import tomllib

    from referee.games import FAMILIES

    root = Path(__file__).resolve().parents[1]
    declared = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["project"]["entry-points"]["referee.games"]
    assert sorted(declared.values()) == sorted(f"referee.games.{f}.manifest:MEMBERS" for f in FAMILIES)


def test_every_manifest_row_is_the_game_its_class_plays():
    """A row's key, names and ``why`` table are its class's: the manifest is the only list of the games."""
    from importlib import import_module

    from referee.core import registry
    from referee.games import FAMILIES, manifest, register_builtins

    register_builtins()
    rows = [member for family in FAMILIES for member in manifest(family)]
    assert [m.key for m in rows] == list(registry.known())[:len(rows)]
    for member in rows:
        game = member.load()
        assert (game.key, game.title, game.aliases, game.verbs, game.why) == (
            member.key, member.info.title, member.info.aliases, member.info.verbs, member.info.why)
        assert isinstance(import_module(game.why).TABLE, dict)
