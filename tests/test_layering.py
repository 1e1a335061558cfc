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


def module_graph(package: str = "") -> dict[str, set[str]]:
    """The modules of a package (all of referee by default) and, for each, the modules of the same package it
    imports anywhere in it: at the top, inside a function, or for type checking only."""
    base = ROOT / package if package else ROOT
    prefix = f"referee.{package.replace('/', '.')}." if package else "referee."
    names = {prefix + ".".join(p.relative_to(base).with_suffix("").parts): p for p in base.rglob("*.py")}
    names = {n.removesuffix(".__init__"): p for n, p in names.items()}
    graph = {}
    for name, path in names.items():
        found = set()
        tree = ast.parse(path.read_text("utf-8"))
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):             # a module of the package, or a name in one
                module = node.module or ""
                if node.level:                                  # from . import x, from ..y import z
                    parts = here.split(".")
                    module = ".".join(parts[:len(parts) - node.level + 1] + ([module] if module else []))
                for alias in node.names:
                    found.add(f"{module}.{alias.name}" if f"{module}.{alias.name}" in names else module)
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


def test_no_module_of_referee_imports_another_that_imports_it_back():
    """No circle anywhere in referee/, through imports inside functions and type-checking imports included: what
    two modules both need lives in a third that both reach (architecture.md, "Layers")."""
    assert circles(module_graph()) == []


def test_the_graph_sees_imports_inside_functions_and_relative_ones(tmp_path, monkeypatch):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from referee.pkg import b\n")
    (package / "b.py").write_text("from . import a\n")
    monkeypatch.setattr(__import__(__name__), "ROOT", tmp_path)
    assert circles(module_graph("pkg")) == [["referee.pkg.a", "referee.pkg.b"]]


def downward(graph: dict[str, set[str]], unit, below) -> list[str]:
    """The imports from a module of a unit to a module of a unit ``below`` it (``below(a, b)``: b builds on a)."""
    return sorted(f"{a} imports {b}" for a, found in graph.items() for b in found
                  if unit(a) and unit(b) and unit(a) != unit(b) and below(unit(a), unit(b)))


def test_a_family_base_imports_none_of_its_members():
    """A base game knows none of its variants: no module of games/<family>/ itself imports one of a subpackage
    (a member's package, or the package its members share)."""

    def unit(name):                     # the family's own modules, or the first subpackage below it
        parts = name.split(".")
        below = len(parts) > 4 or (len(parts) == 4 and ROOT.joinpath(*parts[1:], "__init__.py").exists())
        return ".".join(parts[:4 if below else 3]) if len(parts) >= 3 else None

    def builds_on(a, b):
        return a.count(".") == 2 and b.startswith(a + ".")

    assert downward(module_graph("games"), unit, builds_on) == []


def member_units() -> tuple[dict[str, str], set[tuple[str, str]]]:
    """The family's units of code and which builds on which, from the manifests and the rules classes: a member's
    unit is its module's package (its module, for a member declared by a module of its own), a class's the package
    of its module; (base, builder) for every two classes of one member's lineage."""
    from referee.core.game import Game
    from referee.games import FAMILIES, manifest

    own = {}
    pairs = set()
    for family in FAMILIES:
        for member in manifest(family):
            module = member.game.partition(":")[0]
            own[member.key] = module.rpartition(".")[0] if module.endswith(".game") else module
    declared = set(own.values())

    def unit_of(module: str) -> str:
        return module if module in declared else module.rpartition(".")[0]

    for family in FAMILIES:
        for member in manifest(family):
            lineage = [c for c in type(member.load()).__mro__ if issubclass(c, Game) and c is not Game]
            units = [own[member.key], *(unit_of(c.__module__) for c in lineage[1:])]
            pairs |= {(base, sub) for i, sub in enumerate(units) for base in units[i + 1:] if base != sub}
    return {m: unit_of(m) for m in module_graph("games")}, pairs


def test_no_member_imports_a_member_that_builds_on_it():
    """Arrows run from a member to what it builds on, never back: Seafarers imports no TD&E scenario, the C&K
    member none of the scenarios played with it, the 5–6 extension neither Helpers nor Best Friends."""
    units, pairs = member_units()
    assert ("referee.games.catan.seafarers", "referee.games.catan.tde.greater_catan") in pairs
    assert downward(module_graph("games"), units.get, lambda a, b: (a, b) in pairs) == []


def test_the_member_check_sees_a_member_importing_its_builder():
    graph = {"f.base.a": {"f.sea.x"}, "f.sea.x": {"f.base.a"}, "f.sea.y": set(), "f.tde.z": {"f.sea.y"}}
    pairs = {("f.base", "f.sea"), ("f.sea", "f.tde"), ("f.base", "f.tde")}
    unit = lambda name: name.rpartition(".")[0]
    assert downward(graph, unit, lambda a, b: (a, b) in pairs) == ["f.base.a imports f.sea.x"]


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
