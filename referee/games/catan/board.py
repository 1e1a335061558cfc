"""The Catan board: presets, the variable set-up, transcribed boards, and their legality."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError, RuleViolation
from referee.core.hexgrid import HexGrid, grid
from referee.core.i18n import _, translate
from referee.core.numbers import number
from referee.core.shape import Each, check as check_shape
from referee.games.catan.edition import BASE, DATA, Edition
from referee.core.vocab import Vocabulary
from referee.games.catan.vocab import PRODUCES, RESOURCES, SEA_TERRAINS, TERRAINS

BOARD_KEYS = {"preset", "shape", "robber", "hexes", "harbours"}
HEX_FIELDS = {"terrain": str, "number": int}  # a hex of a board file: its fields and their TOML types
BOARD_SHAPE = {"preset": str, "shape": [str], "robber": str, "hexes": Each(HEX_FIELDS),
               "harbours": [{"path": str, "kind": str}]}
SEA_KEYS = BOARD_KEYS | {"pirate", "fog", "treasures"}   # a Seafarers board: the pirate's sea hex, when the scenario
SEA_SHAPE = {**BOARD_SHAPE, "pirate": str,              # uses it; face-down stacks and treasures (seafarers/discovery)
             "fog": {"terrains": Each(int), "numbers": [int]}, "treasures": [str]}
NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)


def terrains_of(edition: Edition) -> Vocabulary:
    """The terrains a board of ``edition`` may hold: with Seafarers also sea and gold fields."""
    return SEA_TERRAINS if edition.sea else TERRAINS


def numbered(terrain: str) -> bool:
    """Whether a hex of ``terrain`` carries a number token: producing land and gold fields (SEA-GOLD-1)."""
    return terrain in PRODUCES or terrain == "gold"


def _data(name: str) -> dict[str, Any]:
    return tomllib.loads((DATA / name).read_text("utf-8"))


def topology(edition: Edition = BASE, shape: list[str] | None = None) -> HexGrid:
    """Hexes, intersections and paths of a board's ``shape`` (a picture, core.hexgrid), or else of the
    edition's rows, with their names."""
    return grid(tuple(shape)) if shape else grid(edition.rows)


def _cells(g: HexGrid) -> tuple[tuple[int, ...], ...]:
    """The grid's hexes row by row, shifted to the left edge: two shapes are the same board when these agree."""
    left = min(x for x, _y in g.cell.values())
    return tuple(tuple(x - left for h, (x, y) in g.cell.items() if y == r) for r in range(len(g.rows)))


@dataclass
class Board:
    """A checked board: terrain and number per hex, harbour kind per access corner."""

    data: dict[str, Any]
    edition: Edition = field(default=BASE)

    @cached_property
    def grid(self) -> HexGrid:
        return topology(self.edition, self.data.get("shape"))

    @cached_property
    def terrain(self) -> dict[str, str]:
        return {h: v["terrain"] for h, v in self.data["hexes"].items()}

    @cached_property
    def number(self) -> dict[str, int]:
        return {h: v["number"] for h, v in self.data["hexes"].items() if "number" in v}

    @cached_property
    def land(self) -> frozenset[str]:
        """The hexes that are not sea (every hex of a board without sea)."""
        return frozenset(h for h, t in self.terrain.items() if t != "sea")

    @cached_property
    def face_down(self) -> frozenset[str]:
        """Face-down hexes (terrain ``fog``, SEA-FOG-1): neither known land nor known sea until discovered."""
        return frozenset(h for h, t in self.terrain.items() if t == "fog")

    @cached_property
    def land_corners(self) -> frozenset[str]:
        """Intersections touching land: where settlements stand and roads end."""
        return frozenset(c for c, corner in self.grid.corners.items() if self.land.intersection(corner.hexes))

    @cached_property
    def land_sides(self) -> frozenset[str]:
        """Paths along land, where roads go: a side of at least one land hex."""
        return frozenset(p for p, side in self.grid.sides.items() if self.land.intersection(side.hexes))

    @cached_property
    def sea_sides(self) -> frozenset[str]:
        """Paths where ships go (SEA-SHIP-2): a side of a sea hex or of the frame, never between two land hexes."""
        return frozenset(p for p, side in self.grid.sides.items()
                         if len(side.hexes) == 1 or not self.land.issuperset(side.hexes))

    @cached_property
    def island(self) -> dict[str, str]:
        """Land hex → its island, named by the island's first hex in reading order (land joined side to side)."""
        out: dict[str, str] = {}
        for start in self.grid.hexes:
            if start not in self.land or start in out:
                continue
            stack = [start]
            out[start] = start
            while stack:
                for n in self.grid.neighbours(stack.pop()).values():
                    if n in self.land and n not in out:
                        out[n] = start
                        stack.append(n)
        return out

    def island_of(self, corner: str) -> str | None:
        """The island an intersection lies on (its land hexes are all of one island), or None at sea."""
        return next((self.island[h] for h in self.grid.corners[corner].hexes if h in self.land), None)

    @cached_property
    def gold(self) -> dict[int, list[str]]:
        """Number → the gold fields carrying it (SEA-GOLD-1)."""
        out: dict[int, list[str]] = {}
        for h in self.grid.hexes:
            if self.terrain[h] == "gold" and h in self.number:      # a number may come later (TDE-GREATER-8)
                out.setdefault(self.number[h], []).append(h)
        return out

    @cached_property
    def by_number(self) -> dict[int, list[str]]:
        out: dict[int, list[str]] = {}
        for h in self.grid.hexes:
            if h in self.number:
                out.setdefault(self.number[h], []).append(h)
        return out

    @cached_property
    def producers(self) -> dict[int, list[tuple[str, str, list[str]]]]:
        """Number → (hex, resource, its six corners) for every hex with that token."""
        return {n: [(h, self.resource(h), self.grid.corners_of(h)) for h in hexes if self.resource(h)]
                for n, hexes in self.by_number.items()}

    @cached_property
    def harbour_at(self) -> dict[str, str]:
        """Access corner → harbour kind (``3:1`` or a resource)."""
        out = {}
        for harbour in self.data["harbours"]:
            for corner in self.grid.sides[harbour["path"]].ends:
                out[corner] = harbour["kind"]
        return out

    def resource(self, hexname: str) -> str | None:
        return PRODUCES.get(self.terrain[hexname])


def _span(g: HexGrid) -> dict[str, Any]:
    return {"count": len(g.hexes), "first": g.hexes[0], "last": g.hexes[-1]}


class _Found:
    """The problems of a board: the first raised at once (``strict``, the loader), or each collected with its rule
    (``referee board check``, :func:`board_problems`)."""

    def __init__(self, strict: bool):
        self.strict = strict
        self.problems: list[RuleViolation] = []

    def add(self, problem: RuleViolation | NotationError, rule: str | None = None) -> None:
        """A problem; a name that names nothing (NotationError) is raised as it is by the loader and collected
        under ``rule``, the board rule it breaks."""
        if self.strict:
            raise problem
        if not isinstance(problem, RuleViolation):
            problem = RuleViolation(rule or "CATAN-BOARD-1", problem.message, problem.allowed)
        self.problems.append(problem)


def hex_fields(edition: Edition) -> dict[str, Any]:
    """The fields a hex of ``edition``'s board may have, with their TOML types (the board file's schema)."""
    return HEX_FIELDS


def renumbered(board: Board, changes: dict[str, int | None]) -> Board:
    """The board with numbers set (``None``: taken away): a new :class:`Board`, its views derived afresh (Greater
    Catan moves number tokens, TDE-GREATER-4; the Inventor swaps two, CK-PROG-4)."""
    data = dict(board.data)
    hexes = {h: dict(v) for h, v in data["hexes"].items()}
    for h, n in changes.items():
        if n is None:
            hexes[h].pop("number", None)
        else:
            hexes[h]["number"] = n
    data["hexes"] = hexes
    return Board(data, board.edition)


#: A member's own check of a board (``Catan.board_checks``): ``check(board, data, grid)`` reads the board checked so
#: far and the file's table, and returns the further keys of the canonical board (or raises RuleViolation).
BoardCheck = Callable[[dict[str, Any], dict[str, Any], HexGrid], dict[str, Any]]


def check_board(data: dict[str, Any], edition: Edition = BASE, checks: tuple[BoardCheck, ...] = ()) -> dict[str, Any]:
    """The board in canonical form, or RuleViolation saying why it is not a legal board of ``edition``; a member's
    ``checks`` add their own (Seafarers: the face-down stacks and treasures).

    A board of the edition's own rows keeps no ``shape``; any other shape is kept, as its picture. An edition
    without counts (Seafarers: the scenario's map is the table's transcription) is checked for everything but
    the counts of terrains, number tokens and harbours (:data:`VERIFIED`)."""
    return _checked(data, edition, _Found(strict=True), checks)


def board_problems(data: Any, edition: Edition = BASE, checks: tuple[BoardCheck, ...] = ()) -> list[RuleViolation]:
    """Every problem of a board, each with its rule (CATAN-BOARD-1…3, CATAN-SETUP-2, SEA-…): empty when it is a
    legal board of ``edition``. A board that is no table, has unknown keys or an unreadable shape stops there."""
    found = _Found(strict=False)
    try:
        _checked(data, edition, found, checks)
    except RuleViolation as exc:
        found.problems.append(exc)
    except NotationError as exc:
        found.add(exc, "CATAN-BOARD-1")
    return list({str(p): p for p in found.problems}.values())        # a problem two checks see, once


def _checked(data: dict[str, Any], edition: Edition, found: _Found, checks: tuple[BoardCheck, ...]) -> dict[str, Any]:
    keys = SEA_KEYS if edition.sea else BOARD_KEYS
    if not isinstance(data, dict):
        raise RuleViolation("CATAN-BOARD-1", _("the board must be a table"), _("see catan-boards.md §3.1"))
    extra = set(data) - keys
    if extra:
        raise RuleViolation("CATAN-BOARD-1", _("unknown board key(s): {keys}", keys=", ".join(sorted(extra))),
                            _("a board has preset, shape, robber, hexes and harbours") if not edition.sea else
                            _("a Seafarers board has preset, shape, robber, pirate, hexes and harbours"))
    check_shape(data, SEA_SHAPE if edition.sea else BOARD_SHAPE, "board")
    g, shape = _board_grid(data, edition)
    hexes = _hexes(data, g, edition, found)
    land = {h for h, v in hexes.items() if v["terrain"] != "sea"}
    if edition.terrains and len(hexes) == len(g.hexes):       # the counts of a complete board only
        _check_counts(hexes, edition, found)
    _check_numbers(hexes, found, edition.numbers_later)
    harbours = _harbours(data, g, land, edition, found)
    robber = _robber(data, g, hexes, edition, found)
    out: dict[str, Any] = {}
    if "preset" in data:
        out["preset"] = data["preset"]
    if shape is not None:
        out["shape"] = list(shape)
    if robber is not None:
        out["robber"] = robber
    if "pirate" in data:
        out["pirate"] = _pirate(data["pirate"], g, hexes, found)
    out["hexes"] = {h: hexes[h] for h in g.hexes if h in hexes}
    out["harbours"] = harbours
    for check in checks:
        out.update(check(out, data, g))
    return out


def _robber(data: dict[str, Any], g: HexGrid, hexes: dict[str, dict[str, Any]], edition: Edition,
            found: _Found) -> str | None:
    """CATAN-SETUP-2: the robber starts on a desert; SEA-DEV-2: on a Seafarers board without one, beside the board
    (no ``robber``: it enters on the first 7 or Knight)."""
    deserts = [h for h, v in hexes.items() if v["terrain"] == "desert"]
    if edition.sea and not deserts and len(hexes) == len(g.hexes):
        if "robber" in data:
            found.add(RuleViolation("SEA-DEV-2", _("the board has no desert: the robber starts beside the board, "
                                                   "not on {hex}", hex=data["robber"]),
                                    _("leave robber out; it enters on the first 7 or Knight")))
        return None
    if "robber" not in data:
        found.add(RuleViolation("CATAN-SETUP-2", _("the board names no start for the robber"),
                                f'robber = "{deserts[0]}"' if deserts else _("a board needs a desert for the robber")))
        return None
    try:
        robber = g.hex(data["robber"])
    except NotationError as exc:
        found.add(exc, "CATAN-SETUP-2")
        return None
    if robber in hexes and hexes[robber]["terrain"] != "desert":
        desert = deserts[0] if deserts else None
        found.add(RuleViolation("CATAN-SETUP-2", _("the robber starts on {hex}, not on the desert", hex=robber),
                                f'robber = "{desert}"' if desert else _("a board needs a desert for the robber")))
    return robber


def own_rows(g: HexGrid, edition: Edition) -> bool:
    """Whether the grid is the edition's own rows (a board of them keeps no ``shape``)."""
    return _cells(g) == _cells(topology(edition))


def _board_grid(data: dict[str, Any], edition: Edition) -> tuple[HexGrid, list[str] | None]:
    """The grid of the board's ``shape`` (None when it is the edition's own rows) or of the edition's rows."""
    shape = data.get("shape")
    if shape is None:
        return topology(edition), None
    try:
        g = topology(edition, shape)
    except NotationError as exc:
        raise RuleViolation("CATAN-BOARD-1", exc.message, exc.allowed) from None
    return g, (None if own_rows(g, edition) else shape)


def _hex(g: HexGrid, name: str, spec: Any, edition: Edition) -> tuple[str, dict[str, Any]]:
    """One hex of a board file: its canonical name and its entry (the terrain canonical), or why it is no hex of
    ``edition``'s board (CATAN-BOARD-1; NotationError for a name or terrain that names nothing)."""
    try:
        h = g.hex(name)
    except NotationError as exc:
        raise RuleViolation("CATAN-BOARD-1", exc.message, _("{count} hexes {first}…{last}", **_span(g))) from None
    fields = hex_fields(edition)
    if not isinstance(spec, dict) or "terrain" not in spec:
        raise RuleViolation("CATAN-BOARD-1", _("hex {hex} must be {{ terrain, number }}", hex=h),
                            _('e.g. "{hex}" = {{ terrain = "forest", number = 8 }}', hex=h))
    unknown = sorted(set(spec) - set(fields))
    if unknown:
        raise RuleViolation("CATAN-BOARD-1", _("hex {hex} has unknown field(s): {fields}", hex=h,
                                               fields=", ".join(unknown)),
                            _("a hex has {fields}", fields=", ".join(fields)))
    check_shape(spec, fields, f"board.hexes.{h}")
    return h, {"terrain": terrains_of(edition).resolve(spec["terrain"]),
               **{k: v for k, v in spec.items() if k != "terrain"}}


def check_hex(g: HexGrid, name: str, spec: Any, edition: Edition = BASE) -> tuple[str, dict[str, Any]]:
    """A hex as :func:`check_board` checks it on its own (its name, fields, terrain and number token): its
    canonical name and entry, or the first problem raised."""
    h, entry = _hex(g, name, spec, edition)
    problem = _number_problem(h, entry, edition.numbers_later)
    if problem:
        raise problem
    return h, entry


def _hexes(data: dict[str, Any], g: HexGrid, edition: Edition, found: _Found) -> dict[str, dict[str, Any]]:
    """Every hex of the grid named once, with a terrain of the edition and only the fields a hex of the edition
    has (CATAN-BOARD-1)."""
    hexes_in = data.get("hexes")
    if not isinstance(hexes_in, dict):
        raise RuleViolation("CATAN-BOARD-1", _("the board has no [board.hexes] table"),
                            _("{count} hexes {first}…{last}", **_span(g)))
    hexes: dict[str, dict[str, Any]] = {}
    wrong: set[str] = set()
    for name, spec in hexes_in.items():
        try:
            h, entry = _hex(g, name, spec, edition)
        except (RuleViolation, NotationError) as exc:
            found.add(exc, "CATAN-BOARD-1")
            wrong.add(name)
            continue
        hexes[h] = entry
    missing = [h for h in g.hexes if h not in hexes and h not in wrong]
    if missing:
        found.add(RuleViolation("CATAN-BOARD-1", _("hexes missing: {hexes}", hexes=", ".join(missing)),
                                _("all {count} hexes {first}…{last}", **_span(g))))
    if edition.sea and hexes and all(v["terrain"] == "sea" for v in hexes.values()):
        found.add(RuleViolation("CATAN-BOARD-1", _("the board holds no land"), _("at least one land hex")))
    return hexes


def _check_counts(hexes: dict[str, dict[str, Any]], edition: Edition, found: _Found) -> None:
    """The edition's terrain and token counts (CATAN-BOARD-1/2)."""
    counts = Counter(v["terrain"] for v in hexes.values())
    if counts != Counter(edition.terrains):
        wrong = ", ".join(_("{terrain} {count} (not {expected})", terrain=TERRAINS.term(t), count=counts.get(t, 0),
                            expected=n) for t, n in edition.terrains.items() if counts.get(t, 0) != n)
        found.add(RuleViolation("CATAN-BOARD-1", _("wrong terrain counts: {wrong}", wrong=wrong),
                                translate(edition.describe["terrains"])))
    for h, v in hexes.items():
        if v["terrain"] == "desert" and "number" in v:
            found.add(RuleViolation("CATAN-BOARD-2", _("a number token lies on the desert ({hex})", hex=h),
                                    _("the desert gets no token (CATAN-PROD-3)")))
        if v["terrain"] != "desert" and not isinstance(v.get("number"), int):
            found.add(RuleViolation("CATAN-BOARD-2", _("hex {hex} ({terrain}) has no number token", hex=h,
                                                       terrain=TERRAINS.term(v["terrain"])),
                                    _("every land hex but the desert has one")))
    numbers = Counter(v["number"] for v in hexes.values() if "number" in v)
    expected = Counter(edition.tokens.values())
    if numbers != expected:
        wrong = ", ".join(_("{number}×{count} (not {expected})", number=k, count=numbers.get(k, 0),
                            expected=expected.get(k, 0))
                          for k in sorted(set(numbers) | set(expected)) if numbers.get(k, 0) != expected.get(k, 0))
        found.add(RuleViolation("CATAN-BOARD-2", _("wrong number tokens: {wrong}", wrong=wrong),
                                translate(edition.describe["tokens"])))


def _check_numbers(hexes: dict[str, dict[str, Any]], found: _Found, later: bool = False) -> None:
    """A token on every producing hex and gold field (``later``: or none yet, TDE-GREATER-3), none on the desert
    or the sea, each 2–6 or 8–12."""
    for h, v in hexes.items():
        problem = _number_problem(h, v, later)
        if problem:
            found.add(problem)


def _number_problem(h: str, v: dict[str, Any], later: bool = False) -> RuleViolation | None:
    """CATAN-BOARD-2 for one hex: what is wrong with its number token, or None (``later``: a land hex may wait for
    its number, TDE-GREATER-3)."""
    terrain, number = v["terrain"], v.get("number")
    if later and number is None:
        return None
    if numbered(terrain) and number not in NUMBERS:
        return RuleViolation("CATAN-BOARD-2", _("hex {hex} ({terrain}) has no number token", hex=h,
                                                terrain=SEA_TERRAINS.term(terrain)) if number is None else
                             _("hex {hex} carries {number}, which is no number token", hex=h, number=number),
                             _("every land hex but the desert has one") if number is None else
                             _("number tokens: {numbers}", numbers=", ".join(map(str, NUMBERS))))
    if not numbered(terrain) and number is not None:
        return RuleViolation("CATAN-BOARD-2", _("a number token lies on the desert ({hex})", hex=h)
                             if terrain == "desert" else _("a number token lies on the sea ({hex})", hex=h),
                             _("the desert gets no token (CATAN-PROD-3)") if terrain == "desert" else
                             _("sea hexes carry no number"))
    return None


def coast(g: HexGrid, land: set[str] | frozenset[str]) -> list[str]:
    """The coast: paths of exactly one land hex, whose other side is the sea or the frame."""
    return [p for p, side in g.sides.items() if len(land.intersection(side.hexes)) == 1
            and (len(side.hexes) == 1 or not land.issuperset(side.hexes))]


def _harbours(data: dict[str, Any], g: HexGrid, land: set[str], edition: Edition,
              found: _Found) -> list[dict[str, str]]:
    """CATAN-BOARD-3: harbours on coastal paths, one per intersection, in the edition's kinds."""
    harbours_in = data.get("harbours")
    if not isinstance(harbours_in, list):
        found.add(RuleViolation("CATAN-BOARD-3", _("the board has no [[board.harbours]]"),
                                _("{count} harbours, each path and kind", count=sum(edition.harbours.values()))
                                if edition.harbours else _("each harbour a path and kind; harbours = [] for none")))
        return []
    shore = set(coast(g, land))
    harbours: list[dict[str, str]] = []
    for spec in harbours_in:
        try:
            harbours.append(_harbour(g, shore, spec, harbours))
        except (RuleViolation, NotationError) as exc:
            found.add(exc, "CATAN-BOARD-3")
    kinds = Counter(h["kind"] for h in harbours)
    if edition.harbours and kinds != Counter(edition.harbours):
        found.add(RuleViolation("CATAN-BOARD-3", _("wrong harbours: {kinds}", kinds=dict(kinds)),
                                translate(edition.describe["harbours"])))
    return harbours


def _harbour(g: HexGrid, shore: set[str] | None, spec: Any, before: list[dict[str, str]]) -> dict[str, str]:
    """One harbour after ``before`` (CATAN-BOARD-3): on a coastal path of ``shore`` (None: the coast is not known
    yet), one per path, never sharing an intersection; canonical path and kind, or the first problem raised."""
    if not isinstance(spec, dict) or set(spec) != {"path", "kind"}:
        raise RuleViolation("CATAN-BOARD-3", _("a harbour is {{ path, kind }}"),
                            _('e.g. {{ path = "1a:11", kind = "3:1" }}'))
    path = g.side(spec["path"])
    kind = spec["kind"] if spec["kind"] == "3:1" else RESOURCES.resolve(spec["kind"])
    if shore is not None and path not in shore:
        raise RuleViolation("CATAN-BOARD-3", _("harbour on {path}, which is not a coastal path", path=path),
                            _("harbours lie on the {count} coastal paths", count=len(shore)))
    if any(h["path"] == path for h in before):
        raise RuleViolation("CATAN-BOARD-3", _("two harbours on one path ({path})", path=path),
                            _("one harbour per path"))
    used = {c: h["path"] for h in before for c in g.sides[h["path"]].ends}
    shared = [c for c in g.sides[path].ends if c in used]
    if shared:
        raise RuleViolation("CATAN-BOARD-3", _("harbours {first} and {path} share intersection {corner}",
                                               first=used[shared[0]], path=path, corner=shared[0]),
                            _("each intersection gives access to at most one harbour"))
    return {"path": path, "kind": kind}


def check_harbour(g: HexGrid, hexes: dict[str, dict[str, Any]], spec: Any,
                  others: list[dict[str, str]]) -> dict[str, str]:
    """A harbour as :func:`check_board` checks it beside the ``others`` (CATAN-BOARD-3) on a board whose
    ``hexes`` may still be incomplete: the coast is checked once every hex touching the path is known."""
    harbour = _harbour(g, None, spec, [h for h in others if g.side(h["path"]) != g.side(spec["path"])])
    touching = g.sides[harbour["path"]].hexes
    if all(h in hexes for h in touching):
        land = {h for h, v in hexes.items() if v["terrain"] != "sea"}
        _harbour(g, set(coast(g, land)), harbour, [])
    return harbour


def _pirate(text: str, g: HexGrid, hexes: dict[str, dict[str, Any]], found: _Found) -> str | None:
    """SEA-PIRATE-4: the pirate starts on a sea hex (the one the scenario marks)."""
    try:
        h = g.hex(text)
    except NotationError as exc:
        found.add(exc, "SEA-PIRATE-4")
        return None
    if h in hexes and hexes[h]["terrain"] != "sea":
        seas = [s for s, v in hexes.items() if v["terrain"] == "sea"]
        found.add(RuleViolation("SEA-PIRATE-4", _("the pirate starts on {hex}, which is not a sea hex", hex=h),
                                _("a sea hex: {hexes}", hexes=", ".join(seas[:8]) + (" …" if len(seas) > 8 else ""))))
    return h


def random_board(seed: int, edition: Edition = BASE, checks: tuple[BoardCheck, ...] = ()) -> dict[str, Any]:
    """Variable set-up (catan-base.md §2.2): shuffled hexes and harbour kinds, tokens in letter order in a spiral."""
    import random    # only a random board draws

    rng = random.Random(seed)
    terrains = [t for t, n in edition.terrains.items() for _ in range(n)]
    rng.shuffle(terrains)
    g = topology(edition)
    layout = dict(zip(g.hexes, terrains))
    spirals = _data(edition.spirals)
    start = rng.choice(sorted(spirals))
    numbers = iter(edition.tokens.values())
    hexes: dict[str, dict[str, Any]] = {}
    for h in spirals[start]:
        hexes[h] = {"terrain": layout[h]}
        if layout[h] != "desert":
            hexes[h]["number"] = next(numbers)
    frame = _data(f"{edition.harbour_frame}.toml")["harbours"]
    kinds = [h["kind"] for h in frame]
    rng.shuffle(kinds)
    desert = next(h for h, t in layout.items() if t == "desert")
    return check_board({"preset": f"random-{seed}-spiral-{start}", "robber": desert,
                        "hexes": {h: hexes[h] for h in g.hexes},
                        "harbours": [{"path": f["path"], "kind": k} for f, k in zip(frame, kinds)]}, edition, checks)


_CODE = re.compile(r"^([a-z]+)(\d*)$")


def parse_layout(text: str, edition: Edition = BASE, checks: tuple[BoardCheck, ...] = ()) -> dict[str, Any]:
    """A compact transcription: the hexes in reading order (19 in the base game), then ``;`` and the harbours.

    ``MTN10 PAS2 FOR9 FLD12 … DES … ; 1a:11=3:1 1b:1=grain …`` (``/`` between rows allowed).
    """
    g = topology(edition)
    hex_part, _sep, harbour_part = text.partition(";")
    codes = [c for c in re.split(r"[\s,/]+", hex_part.strip().lower()) if c]
    if len(codes) != len(g.hexes):
        raise RuleViolation("CATAN-BOARD-1", _("{count} hexes given, the board has {hexes}", count=len(codes),
                                                 hexes=len(g.hexes)),
                            _("{count} codes in reading order {first}…{last}, e.g. MTN10 PAS2 FOR9 …", **_span(g)))
    hexes = {}
    for h, code in zip(g.hexes, codes):
        m = _CODE.match(code)
        if not m:
            raise NotationError(_("cannot read hex code '{code}' for {hex}", code=code, hex=h),
                                _("terrain code + number, e.g. FOR9 or DES"))
        hexes[h] = {"terrain": TERRAINS.resolve(m.group(1))}
        if m.group(2):
            hexes[h]["number"] = number(m.group(2), _("the number token"), "FOR9")
    harbours = []
    for item in harbour_part.split():
        path, _sep, kind = item.partition("=")
        if not kind:
            raise NotationError(_("cannot read harbour '{item}'", item=item),
                                _("path=kind, e.g. 1a:11=3:1 or 1b:1=grain"))
        harbours.append({"path": path, "kind": kind})
    desert = next((h for h, v in hexes.items() if v["terrain"] == "desert"), "3c")
    return check_board({"preset": "transcribed", "robber": desert, "hexes": hexes, "harbours": harbours}, edition,
                       checks)


def make_board(spec: str | None, seed: int | None, edition: Edition = BASE,
               checks: tuple[BoardCheck, ...] = ()) -> dict[str, Any]:
    """A preset of the edition (``beginner-en``), ``random`` (with ``seed``), a TOML file, or a layout string,
    checked with a member's own ``checks``."""
    presets = edition.presets
    spec = spec or presets[0]
    if spec in presets:
        return check_board(_data(f"{spec}.toml"), edition, checks)
    if spec == "random" and not edition.spirals:
        raise NotationError(_("{game} has no variable set-up: its scenario's map is a board file",
                              game=translate(edition.describe["name"])),
                            _("presets: {presets}, or a .toml board file", presets=", ".join(presets)))
    if spec == "random":
        import random

        return random_board(seed if seed is not None else random.SystemRandom().randrange(10**9), edition, checks)
    path = Path(spec)
    if path.suffix == ".toml" or path.exists():
        try:
            data = tomllib.loads(path.read_text("utf-8"))
        except FileNotFoundError:
            raise NotationError(_("no board file {path}", path=path),
                                _("presets: {presets}, random", presets=", ".join(presets))) from None
        except tomllib.TOMLDecodeError as exc:
            raise NotationError(_("board file {path} is not valid TOML: {reason}", path=path, reason=exc)) from None
        return check_board(data.get("board", data), edition, checks)
    if ";" in spec or len(spec.split()) > 1:
        return parse_layout(spec, edition, checks)
    raise NotationError(_("unknown board '{spec}'", spec=spec),
                        _("use {presets}, random --seed N, a .toml file, or a layout string",
                          presets=", ".join(presets)))
