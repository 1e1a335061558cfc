"""The Catan board: presets, the variable set-up, transcribed boards, and their legality."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError, RuleViolation
from referee.core.hexgrid import HexGrid, grid
from referee.core.i18n import _, translate
from referee.core.shape import Each, check as check_shape
from referee.games.catan.edition import BASE, DATA, Edition
from referee.core.vocab import Vocabulary
from referee.games.catan.vocab import PRODUCES, RESOURCES, SEA_TERRAINS, TERRAINS

BOARD_KEYS = {"preset", "shape", "robber", "hexes", "harbours"}
BOARD_SHAPE = {"preset": str, "shape": [str], "robber": str, "hexes": Each({"terrain": str, "number": int}),
               "harbours": [{"path": str, "kind": str}]}
SEA_KEYS = BOARD_KEYS | {"pirate"}            # a Seafarers board: the pirate's sea hex, when the scenario uses it
SEA_SHAPE = {**BOARD_SHAPE, "pirate": str}
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
            if self.terrain[h] == "gold":
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


def check_board(data: dict[str, Any], edition: Edition = BASE) -> dict[str, Any]:
    """The board in canonical form, or RuleViolation saying why it is not a legal board of ``edition``.

    A board of the edition's own rows keeps no ``shape``; any other shape is kept, as its picture. An edition
    without counts (Seafarers: the scenario's map is the table's transcription) is checked for everything but
    the counts of terrains, number tokens and harbours (:data:`VERIFIED`)."""
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
    hexes = _hexes(data, g, edition)
    land = {h for h, v in hexes.items() if v["terrain"] != "sea"}
    if edition.terrains:
        _check_counts(hexes, edition)
    _check_numbers(hexes)
    harbours = _harbours(data, g, land, edition)
    robber = g.hex(data.get("robber", ""))
    if hexes[robber]["terrain"] != "desert":
        desert = next((h for h, v in hexes.items() if v["terrain"] == "desert"), None)
        raise RuleViolation("CATAN-SETUP-2", _("the robber starts on {hex}, not on the desert", hex=robber),
                            f'robber = "{desert}"' if desert else _("a board needs a desert for the robber"))
    out: dict[str, Any] = {}
    if "preset" in data:
        out["preset"] = data["preset"]
    if shape is not None:
        out["shape"] = list(shape)
    out["robber"] = robber
    if "pirate" in data:
        out["pirate"] = _pirate(data["pirate"], g, hexes)
    out["hexes"] = {h: hexes[h] for h in g.hexes}
    out["harbours"] = harbours
    return out


def _board_grid(data: dict[str, Any], edition: Edition) -> tuple[HexGrid, list[str] | None]:
    """The grid of the board's ``shape`` (None when it is the edition's own rows) or of the edition's rows."""
    shape = data.get("shape")
    if shape is None:
        return topology(edition), None
    try:
        g = topology(edition, shape)
    except NotationError as exc:
        raise RuleViolation("CATAN-BOARD-1", exc.message, exc.allowed) from None
    return g, (None if _cells(g) == _cells(topology(edition)) else shape)


def _hexes(data: dict[str, Any], g: HexGrid, edition: Edition) -> dict[str, dict[str, Any]]:
    """Every hex of the grid named once, with a terrain of the edition (CATAN-BOARD-1)."""
    hexes_in = data.get("hexes")
    if not isinstance(hexes_in, dict):
        raise RuleViolation("CATAN-BOARD-1", _("the board has no [board.hexes] table"),
                            _("{count} hexes {first}…{last}", **_span(g)))
    vocabulary = terrains_of(edition)
    hexes: dict[str, dict[str, Any]] = {}
    for name, spec in hexes_in.items():
        try:
            h = g.hex(name)
        except NotationError as exc:
            raise RuleViolation("CATAN-BOARD-1", exc.message, _("{count} hexes {first}…{last}", **_span(g))) from None
        if not isinstance(spec, dict) or "terrain" not in spec or set(spec) - {"terrain", "number"}:
            raise RuleViolation("CATAN-BOARD-1", _("hex {hex} must be {{ terrain, number }}", hex=h),
                                _('e.g. "{hex}" = {{ terrain = "forest", number = 8 }}', hex=h))
        hexes[h] = {"terrain": vocabulary.resolve(spec["terrain"])}
        if "number" in spec:
            hexes[h]["number"] = spec["number"]
    missing = [h for h in g.hexes if h not in hexes]
    if missing:
        raise RuleViolation("CATAN-BOARD-1", _("hexes missing: {hexes}", hexes=", ".join(missing)),
                            _("all {count} hexes {first}…{last}", **_span(g)))
    if edition.sea and all(v["terrain"] == "sea" for v in hexes.values()):
        raise RuleViolation("CATAN-BOARD-1", _("the board holds no land"), _("at least one land hex"))
    return hexes


def _check_counts(hexes: dict[str, dict[str, Any]], edition: Edition) -> None:
    """The edition's terrain and token counts (CATAN-BOARD-1/2)."""
    counts = Counter(v["terrain"] for v in hexes.values())
    if counts != Counter(edition.terrains):
        wrong = ", ".join(_("{terrain} {count} (not {expected})", terrain=TERRAINS.term(t), count=counts.get(t, 0),
                            expected=n) for t, n in edition.terrains.items() if counts.get(t, 0) != n)
        raise RuleViolation("CATAN-BOARD-1", _("wrong terrain counts: {wrong}", wrong=wrong),
                            translate(edition.describe["terrains"]))
    for h, v in hexes.items():
        if v["terrain"] == "desert" and "number" in v:
            raise RuleViolation("CATAN-BOARD-2", _("a number token lies on the desert ({hex})", hex=h),
                                _("the desert gets no token (CATAN-PROD-3)"))
        if v["terrain"] != "desert" and not isinstance(v.get("number"), int):
            raise RuleViolation("CATAN-BOARD-2", _("hex {hex} ({terrain}) has no number token", hex=h,
                                                   terrain=TERRAINS.term(v["terrain"])),
                                _("every land hex but the desert has one"))
    numbers = Counter(v["number"] for v in hexes.values() if "number" in v)
    expected = Counter(edition.tokens.values())
    if numbers != expected:
        wrong = ", ".join(_("{number}×{count} (not {expected})", number=k, count=numbers.get(k, 0),
                            expected=expected.get(k, 0))
                          for k in sorted(set(numbers) | set(expected)) if numbers.get(k, 0) != expected.get(k, 0))
        raise RuleViolation("CATAN-BOARD-2", _("wrong number tokens: {wrong}", wrong=wrong),
                            translate(edition.describe["tokens"]))


def _check_numbers(hexes: dict[str, dict[str, Any]]) -> None:
    """A token on every producing hex and gold field, none on the desert or the sea, each 2–6 or 8–12."""
    for h, v in hexes.items():
        terrain, number = v["terrain"], v.get("number")
        if numbered(terrain) and number not in NUMBERS:
            raise RuleViolation("CATAN-BOARD-2", _("hex {hex} ({terrain}) has no number token", hex=h,
                                                   terrain=SEA_TERRAINS.term(terrain)) if number is None else
                                _("hex {hex} carries {number}, which is no number token", hex=h, number=number),
                                _("every land hex but the desert has one") if number is None else
                                _("number tokens: {numbers}", numbers=", ".join(map(str, NUMBERS))))
        if not numbered(terrain) and number is not None:
            raise RuleViolation("CATAN-BOARD-2", _("a number token lies on the desert ({hex})", hex=h)
                                if terrain == "desert" else _("a number token lies on the sea ({hex})", hex=h),
                                _("the desert gets no token (CATAN-PROD-3)") if terrain == "desert" else
                                _("sea hexes carry no number"))


def coast(g: HexGrid, land: set[str] | frozenset[str]) -> list[str]:
    """The coast: paths of exactly one land hex, whose other side is the sea or the frame."""
    return [p for p, side in g.sides.items() if len(land.intersection(side.hexes)) == 1
            and (len(side.hexes) == 1 or not land.issuperset(side.hexes))]


def _harbours(data: dict[str, Any], g: HexGrid, land: set[str], edition: Edition) -> list[dict[str, str]]:
    """CATAN-BOARD-3: harbours on coastal paths, one per intersection, in the edition's kinds."""
    harbours_in = data.get("harbours")
    if not isinstance(harbours_in, list):
        raise RuleViolation("CATAN-BOARD-3", _("the board has no [[board.harbours]]"),
                            _("{count} harbours, each path and kind", count=sum(edition.harbours.values()))
                            if edition.harbours else _("each harbour a path and kind; harbours = [] for none"))
    shore = set(coast(g, land))
    harbours, used_paths, used_corners = [], {}, {}
    for spec in harbours_in:
        if not isinstance(spec, dict) or set(spec) != {"path", "kind"}:
            raise RuleViolation("CATAN-BOARD-3", _("a harbour is {{ path, kind }}"),
                                _('e.g. {{ path = "1a:11", kind = "3:1" }}'))
        path = g.side(spec["path"])
        kind = spec["kind"] if spec["kind"] == "3:1" else RESOURCES.resolve(spec["kind"])
        if path not in shore:
            raise RuleViolation("CATAN-BOARD-3", _("harbour on {path}, which is not a coastal path", path=path),
                                _("harbours lie on the {count} coastal paths", count=len(shore)))
        if path in used_paths:
            raise RuleViolation("CATAN-BOARD-3", _("two harbours on one path ({path})", path=path),
                                _("one harbour per path"))
        for corner in g.sides[path].ends:
            if corner in used_corners:
                raise RuleViolation("CATAN-BOARD-3",
                                    _("harbours {first} and {path} share intersection {corner}",
                                      first=used_corners[corner], path=path, corner=corner),
                                    _("each intersection gives access to at most one harbour"))
            used_corners[corner] = path
        used_paths[path] = kind
        harbours.append({"path": path, "kind": kind})
    kinds = Counter(h["kind"] for h in harbours)
    if edition.harbours and kinds != Counter(edition.harbours):
        raise RuleViolation("CATAN-BOARD-3", _("wrong harbours: {kinds}", kinds=dict(kinds)),
                            translate(edition.describe["harbours"]))
    return harbours


def _pirate(text: str, g: HexGrid, hexes: dict[str, dict[str, Any]]) -> str:
    """SEA-PIRATE-4: the pirate starts on a sea hex (the one the scenario marks)."""
    h = g.hex(text)
    if hexes[h]["terrain"] != "sea":
        seas = [s for s, v in hexes.items() if v["terrain"] == "sea"]
        raise RuleViolation("SEA-PIRATE-4", _("the pirate starts on {hex}, which is not a sea hex", hex=h),
                            _("a sea hex: {hexes}", hexes=", ".join(seas[:8]) + (" …" if len(seas) > 8 else "")))
    return h


def random_board(seed: int, edition: Edition = BASE) -> dict[str, Any]:
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
                        "harbours": [{"path": f["path"], "kind": k} for f, k in zip(frame, kinds)]}, edition)


_CODE = re.compile(r"^([a-z]+)(\d*)$")


def parse_layout(text: str, edition: Edition = BASE) -> dict[str, Any]:
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
            hexes[h]["number"] = int(m.group(2))
    harbours = []
    for item in harbour_part.split():
        path, _sep, kind = item.partition("=")
        if not kind:
            raise NotationError(_("cannot read harbour '{item}'", item=item),
                                _("path=kind, e.g. 1a:11=3:1 or 1b:1=grain"))
        harbours.append({"path": path, "kind": kind})
    desert = next((h for h, v in hexes.items() if v["terrain"] == "desert"), "3c")
    return check_board({"preset": "transcribed", "robber": desert, "hexes": hexes, "harbours": harbours}, edition)


def make_board(spec: str | None, seed: int | None, edition: Edition = BASE) -> dict[str, Any]:
    """A preset of the edition (``beginner-en``), ``random`` (with ``seed``), a TOML file, or a layout string."""
    presets = edition.presets
    spec = spec or presets[0]
    if spec in presets:
        return check_board(_data(f"{spec}.toml"), edition)
    if spec == "random" and not edition.spirals:
        raise NotationError(_("{game} has no variable set-up: its scenario's map is a board file",
                              game=translate(edition.describe["name"])),
                            _("presets: {presets}, or a .toml board file", presets=", ".join(presets)))
    if spec == "random":
        import random

        return random_board(seed if seed is not None else random.SystemRandom().randrange(10**9), edition)
    path = Path(spec)
    if path.suffix == ".toml" or path.exists():
        try:
            data = tomllib.loads(path.read_text("utf-8"))
        except FileNotFoundError:
            raise NotationError(_("no board file {path}", path=path),
                                _("presets: {presets}, random", presets=", ".join(presets))) from None
        except tomllib.TOMLDecodeError as exc:
            raise NotationError(_("board file {path} is not valid TOML: {reason}", path=path, reason=exc)) from None
        return check_board(data.get("board", data), edition)
    if ";" in spec or len(spec.split()) > 1:
        return parse_layout(spec, edition)
    raise NotationError(_("unknown board '{spec}'", spec=spec),
                        _("use {presets}, random --seed N, a .toml file, or a layout string",
                          presets=", ".join(presets)))
