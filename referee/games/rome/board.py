"""The map of the Western Roman Empire as data: a TOML file for the whole board (ROME-COMP-1…3).

No public source gives the board, so a table transcribes it once into a map
file (``referee map``); until then the game runs on declared facts (``facts.py``).
A map file::

    name = "…"                      # what it is
    status = "draft"                # or "verified": every checksum below must then hold
    rows = [8, 9, 8]                # hex rows, pointy-top, as the core's HexGrid (row digit, column letter)

    [hexes]                         # every hex of the grid, sea included
    1a = { terrain = "sea" }
    1f = { terrain = "fields", number = 8, beyond_limes = true }
    3b = { terrain = "forest", province = "hispania" }    # province: optional, needed for the legionnaire's start

    [cities.Roma]                   # 40 on the real board
    at = "4c:2"                     # the crossroads it stands on (a corner: even clock hour)
    province = "italia_south"
    towers = 5
    eagle = true
    neutral_3p = false              # the "III" mark

    [starts]                        # two start crossroads per colour, beyond the Limes
    red = ["1f:6", "2f:4"]

    [[arrows]]                      # land arrows join neighbouring crossroads; sea arrows any two
    kind = "land"
    from = "2b:2"
    to = "2b:4"
    one_way = false                 # optional

Crossroads are the grid's corners that touch a land hex; the landscapes a
crossroads touches follow from the grid. Two neighbouring crossroads are joined by
a path when one of the two hexes along it is land; sea arrows are extra links.
A file without ``rows`` is a city table only: the game then runs on declared
facts for everything geometric, but takes the cities from the table.
"""

from __future__ import annotations

import tomllib
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError
from referee.core.i18n import N_, Term, _, translate
from referee.core.hexgrid import HexGrid, grid
from referee.core.shape import Each, check as check_shape
from referee.games.rome.components import DATA
from referee.games.rome.vocab import COLORS, PROVINCES, TERRAINS

PRESETS = {"test-map": DATA / "test-map.toml"}
STATUSES = ("draft", "verified")
MAP_KEYS = frozenset({"name", "status", "notes", "edition", "rows", "hexes", "cities", "starts", "arrows"})
HEX_KEYS = frozenset({"terrain", "number", "province", "beyond_limes"})
CITY_KEYS = frozenset({"at", "province", "towers", "eagle", "neutral_3p"})
ARROW_KEYS = frozenset({"kind", "from", "to", "one_way"})
MAP_SHAPE = {"mode": str, "name": str, "status": str, "notes": str, "edition": str, "rows": [int],
             "hexes": Each({"terrain": str, "number": int, "province": str, "beyond_limes": bool}),
             "cities": Each({"at": str, "province": str, "towers": int, "eagle": bool, "neutral_3p": bool}),
             "starts": Each([str]), "arrows": [{"kind": str, "from": str, "to": str, "one_way": bool}]}
NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
UNKNOWN = "?"


@dataclass(frozen=True)
class City:
    name: str
    province: str
    towers: int
    eagle: bool = False
    neutral_3p: bool = False
    at: str | None = None


class Said(str):
    """A message kept in English — its ``str``, for ``--json`` and for the code that reads it — that shows in the
    players' language: ``said(N_("hex {name} has no terrain yet"), name="3c")``, shown by :meth:`shown`."""

    template: str
    params: dict

    def shown(self) -> str:
        params = {k: shown(v) for k, v in self.params.items()}
        try:
            return translate(self.template).format(**params)
        except (KeyError, IndexError, ValueError):      # a broken translation falls back to English
            return self.template.format(**params)


def said(template: str, **params) -> Said:
    text = Said(template.format(**params))
    text.template, text.params = template, params
    return text


class Named(str):
    """A raw key — its ``str``, for ``--json`` — shown by its translated name: ``Named("province", "germania")``."""

    context: str

    def __new__(cls, context: str, key: str):
        text = super().__new__(cls, key)
        text.context = context
        return text

    def shown(self) -> str:
        return format(Term(self.context, str(self)), "")


class Listed(str):
    """Parts joined by ``sep`` — the English ``str`` — shown part by part in the players' language."""

    parts: list
    sep: str

    def __new__(cls, parts, sep: str = ", "):
        parts = list(parts)
        text = super().__new__(cls, sep.join(parts))
        text.parts, text.sep = parts, sep
        return text

    def shown(self) -> str:
        return self.sep.join(shown(p) for p in self.parts)


def shown(text: str) -> str:
    """A report's message in the players' language (plain strings as they are)."""
    return text.shown() if isinstance(text, (Said, Named, Listed)) else text


def _per_province(counts: dict[str, int]) -> Listed:
    """``germania 8, gallia 7, …`` (English, JSON); shown with the provinces' names (``Germánie 8``)."""
    return Listed(Listed([Named("province", p), str(n)], " ") for p, n in counts.items())


@dataclass
class Report:
    """What a map file is worth: ``errors`` make it unusable; ``checksums`` are (what, holds, detail)."""

    errors: list[str] = field(default_factory=list)
    checksums: list[tuple[str, bool, str]] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    @property
    def failing(self) -> list[tuple[str, bool, str]]:
        return [c for c in self.checksums if not c[1]]


# --- reading ------------------------------------------------------------------

def read_file(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise NotationError(_("no map file {path}", path=path),
                            _("presets: {presets}; or a .toml map file", presets=", ".join(PRESETS))) from None
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise NotationError(_("cannot read the map file {path}: {error}", path=path, error=exc),
                            _("a TOML file as in 'referee map new'")) from None


def make_board(spec: str | None) -> dict[str, Any]:
    """``--board``: none or ``declared`` (declared facts), ``test-map``, or a map file (full map or city table)."""
    if spec in (None, "", "declared", "none"):
        return {"mode": "declared"}
    path = PRESETS.get(spec, spec)
    data = read_file(path)
    board = canonical(data)
    return board


def canonical(data: dict[str, Any]) -> dict[str, Any]:
    """A map file as stored in a save's ``[board]``: checked, corner names canonical, ``mode`` added."""
    report = check(data, for_game=True)
    if report.errors:
        extra = len(report.errors) - 1
        more = _(" (and {extra} more; 'referee map check FILE' lists them)", extra=extra) if extra else ""
        raise NotationError(_("ROME-MAP-1: the map cannot be used: {error}{more}", error=shown(report.errors[0]),
                              more=more),
                            _("fix the file; 'referee map check FILE' shows everything still missing"))
    board = {"mode": "map" if "rows" in data else "declared"}
    for key in ("name", "status", "edition", "notes"):
        if key in data:
            board[key] = data[key]
    if "rows" in data:
        g = grid(tuple(data["rows"]))
        board["rows"] = list(data["rows"])
        board["hexes"] = {h: dict(data["hexes"][h]) for h in g.hexes}
        board["cities"] = {n: {**c, "at": g.corner(c["at"])} for n, c in sorted(data.get("cities", {}).items())}
        board["starts"] = {col: [g.corner(c) for c in cs] for col, cs in data.get("starts", {}).items()}
        board["arrows"] = [{**a, "from": g.corner(a["from"]), "to": g.corner(a["to"])} for a in data.get("arrows", [])]
    else:
        board["cities"] = {n: dict(c) for n, c in sorted(data.get("cities", {}).items())}
    return board


# --- checking -----------------------------------------------------------------

def check(data: dict[str, Any], *, for_game: bool = False, where: str = "") -> Report:
    """Structure first (``errors``), then the known checksums (map research §4) and what is still missing.

    ``where`` names the data in messages (``board`` in a save; a map file's keys stand on their own).
    """
    report = Report()
    if not isinstance(data, dict):
        report.errors.append(said(N_("a map file is a TOML table")))
        return report
    try:
        check_shape(data, MAP_SHAPE, where)
    except NotationError as exc:
        report.errors.append(str(exc))
        return report
    unknown = sorted(set(data) - MAP_KEYS - {"mode"})
    if unknown:
        report.errors.append(said(N_("unknown key(s) {keys}; a map has {known}"), keys=", ".join(unknown),
                                  known=", ".join(sorted(MAP_KEYS))))
    status = data.get("status", "draft")
    if status not in STATUSES:
        report.errors.append(said(N_("status is {status!r}; it is one of {known}"), status=status,
                                  known=", ".join(STATUSES)))
    g = _grid(data, report)
    _check_hexes(data, g, report, for_game)
    cities = _check_cities(data, g, report)
    if g is not None:
        _check_starts(data, g, report)
        _check_arrows(data, g, report)
    if report.errors:
        return report
    _checksums(data, g, cities, report)
    if status == "verified":
        for what, ok, detail in report.failing:
            report.errors.append(said(N_("status is 'verified' but the checksum '{what}' fails: {detail}"),
                                      what=what, detail=detail))
    return report


def _grid(data: dict, report: Report) -> HexGrid | None:
    rows = data.get("rows")
    if rows is None:
        if "hexes" in data or "arrows" in data or "starts" in data:
            report.errors.append(said(N_("hexes, starts and arrows need 'rows' (the hex rows of the grid)")))
        return None
    if (not isinstance(rows, list) or not rows or len(rows) > 30
            or not all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 26 for n in rows)):
        report.errors.append(said(N_("rows is a list of hex counts per row, e.g. rows = [8, 9, 8] (1–26 hexes a row)")))
        return None
    return grid(tuple(rows))


def _check_hexes(data: dict, g: HexGrid | None, report: Report, for_game: bool) -> None:
    if g is None:
        return
    hexes = data.get("hexes", {})
    if not isinstance(hexes, dict):
        report.errors.append(said(N_("[hexes] is a table: hex = {{ terrain = …, number = … }}")))
        return
    for name in hexes:
        if name not in g.cell:
            report.errors.append(said(N_("hex {name} is not on the grid of rows {rows}"), name=name, rows=data["rows"]))
    for name in g.hexes:
        entry = hexes.get(name, {})
        if not isinstance(entry, dict):
            report.errors.append(said(N_("hex {name}: an inline table {{ terrain = … }}"), name=name))
            continue
        for key in sorted(set(entry) - HEX_KEYS):
            report.errors.append(said(N_("hex {name}: unknown key '{key}' (keys: {known})"), name=name, key=key,
                                      known=", ".join(sorted(HEX_KEYS))))
        terrain = entry.get("terrain", UNKNOWN)
        if terrain == UNKNOWN:
            report.missing.append(said(N_("hex {name}: terrain"), name=name))
            if for_game:
                report.errors.append(said(N_("hex {name} has no terrain yet"), name=name))
            continue
        if terrain not in TERRAINS.names:
            report.errors.append(said(N_("hex {name}: terrain {terrain!r} is not one of {known}"), name=name,
                                      terrain=terrain, known=", ".join(TERRAINS.names)))
        number = entry.get("number")
        if number is not None and (number not in NUMBERS or isinstance(number, bool)):
            report.errors.append(said(N_("hex {name}: number {number!r}; tokens are 2–6 and 8–12"), name=name,
                                      number=number))
        if number is not None and terrain == "sea":
            report.errors.append(said(N_("hex {name}: a number token on the sea"), name=name))
        if "province" in entry and entry["province"] not in PROVINCES.names:
            report.errors.append(said(N_("hex {name}: province {province!r} is not one of {known}"), name=name,
                                      province=entry["province"], known=", ".join(PROVINCES.names)))
        if not isinstance(entry.get("beyond_limes", False), bool):
            report.errors.append(said(N_("hex {name}: beyond_limes is true or false"), name=name))


def _corner(g: HexGrid, text: Any, what: str, report: Report, data: dict) -> str | None:
    try:
        corner = g.corner(str(text))
    except NotationError as exc:
        report.errors.append(said(N_("{what}: {problem}"), what=what, problem=exc.message))
        return None
    hexes = data.get("hexes", {}) if isinstance(data.get("hexes"), dict) else {}
    terrains = [hexes.get(h, {}).get("terrain", UNKNOWN) if isinstance(hexes.get(h, {}), dict) else UNKNOWN
                for h in g.corners[corner].hexes]
    if all(t == "sea" for t in terrains):
        report.errors.append(said(N_("{what}: {corner} touches no land hex, so it is no crossroads"), what=what,
                                  corner=corner))
    return corner


def _check_cities(data: dict, g: HexGrid | None, report: Report) -> dict[str, City]:
    cities: dict[str, City] = {}
    table = data.get("cities", {})
    if not isinstance(table, dict):
        report.errors.append(said(N_("[cities.NAME] tables: at, province, towers, eagle, neutral_3p")))
        return cities
    seen: dict[str, str] = {}
    for name, entry in table.items():
        if not isinstance(entry, dict):
            report.errors.append(said(N_("city {name}: a table with at, province, towers"), name=name))
            continue
        for key in sorted(set(entry) - CITY_KEYS):
            report.errors.append(said(N_("city {name}: unknown key '{key}' (keys: {known})"), name=name, key=key,
                                      known=", ".join(sorted(CITY_KEYS))))
        province, towers = entry.get("province"), entry.get("towers")
        if province not in PROVINCES.names:
            report.errors.append(said(N_("city {name}: province {province!r} is not one of {known}"), name=name,
                                      province=province, known=", ".join(PROVINCES.names)))
        if towers not in (2, 3, 4, 5) or isinstance(towers, bool):
            report.errors.append(said(N_("city {name}: towers {towers!r}; a city has 2, 3, 4 or 5 towers"), name=name,
                                      towers=towers))
        for flag in ("eagle", "neutral_3p"):
            if not isinstance(entry.get(flag, False), bool):
                report.errors.append(said(N_("city {name}: {flag} is true or false"), name=name, flag=flag))
        at = None
        if g is not None:
            if "at" not in entry:
                report.errors.append(said(N_("city {name}: 'at' names its crossroads"), name=name))
            else:
                at = _corner(g, entry["at"], said(N_("city {name}"), name=name), report, data)
                if at in seen:
                    report.errors.append(said(N_("city {name} and city {other} both stand on {at}"), name=name,
                                          other=seen[at], at=at))
                elif at:
                    seen[at] = name
        if province in PROVINCES.names and towers in (2, 3, 4, 5):
            cities[name] = City(name, province, towers, bool(entry.get("eagle")), bool(entry.get("neutral_3p")), at)
    return cities


def _check_starts(data: dict, g: HexGrid, report: Report) -> None:
    starts = data.get("starts", {})
    if not isinstance(starts, dict):
        report.errors.append(said(N_("[starts] maps a colour to its two crossroads")))
        return
    cities = {str(c.get("at")) for c in data.get("cities", {}).values() if isinstance(c, dict)}
    for colour, corners in starts.items():
        if colour not in COLORS:
            report.errors.append(said(N_("starts: colour {colour!r} is not one of {known}"), colour=colour,
                                      known=", ".join(COLORS)))
        if not isinstance(corners, list):
            report.errors.append(said(N_("starts.{colour}: a list of crossroads"), colour=colour))
            continue
        for text in corners:
            corner = _corner(g, text, said(N_("start of {colour}"), colour=Term("color", colour)), report, data)
            if corner and any(corner == g.corner(c) for c in cities if _is_corner(g, c)):
                report.errors.append(said(N_("start of {colour}: {corner} holds a city"), colour=Term("color", colour),
                                          corner=corner))


def _is_corner(g: HexGrid, text: str) -> bool:
    try:
        g.corner(text)
    except NotationError:
        return False
    return True


def _check_arrows(data: dict, g: HexGrid, report: Report) -> None:
    arrows = data.get("arrows", [])
    if not isinstance(arrows, list):
        report.errors.append(said(N_("[[arrows]] entries: kind, from, to")))
        return
    for i, arrow in enumerate(arrows, 1):
        what = said(N_("arrow {number}"), number=i)
        if not isinstance(arrow, dict):
            report.errors.append(said(N_("{what}: a table with kind, from, to"), what=what))
            continue
        for key in sorted(set(arrow) - ARROW_KEYS):
            report.errors.append(said(N_("{what}: unknown key '{key}'"), what=what, key=key))
        if arrow.get("kind") not in ("land", "sea"):
            report.errors.append(said(N_("{what}: kind is 'land' or 'sea'"), what=what))
        a = _corner(g, arrow.get("from"), said(N_("{what} from"), what=what), report, data)
        b = _corner(g, arrow.get("to"), said(N_("{what} to"), what=what), report, data)
        if a and b and arrow.get("kind") == "land" and b not in g.corners[a].neighbours:
            report.errors.append(said(N_("{what}: a land arrow joins neighbouring crossroads; {a} and {b} are not"),
                                      what=what, a=a, b=b))
        if a and a == b:
            report.errors.append(said(N_("{what}: from and to are the same crossroads"), what=what))


def _checksums(data: dict, g: HexGrid | None, cities: dict[str, City], report: Report) -> None:
    """The counts every real board must show (map research §4)."""
    per = {p: [c for c in cities.values() if c.province == p] for p in PROVINCES.names}
    add = report.checksums.append
    add((said(N_("40 cities")), len(cities) == 40, said(N_("{count} cities"), count=len(cities))))
    add((said(N_("8 cities per province")), all(len(v) == 8 for v in per.values()),
         _per_province({p: len(v) for p, v in per.items()})))
    eagles = [c for c in cities.values() if c.eagle]
    add((said(N_("10 eagle cities, 2 per province, each with 4 or more towers")),
         len(eagles) == 10 and all(sum(c.eagle for c in v) == 2 for v in per.values())
         and all(c.towers >= 4 for c in eagles),
         said(N_("{count} eagles; {provinces}; {low}"), count=len(eagles),
              provinces=_per_province({p: sum(c.eagle for c in v) for p, v in per.items()}),
              low=", ".join(f"{c.name} {c.towers}" for c in eagles if c.towers < 4) or said(N_("all ≥ 4 towers")))))
    neutral = [c.name for c in cities.values() if c.neutral_3p]
    add((said(N_("10 III cities")), len(neutral) == 10, said(N_("{count} marked III"), count=len(neutral))))
    fives = [c for c in cities.values() if c.towers == 5]
    add((said(N_("one city with 5 towers (Rome), in Italy")),
         len(fives) == 1 and fives[0].province in ("italia_north", "italia_south"),
         Listed(Listed([c.name, " (", Named("province", c.province), ")"], "") for c in fives) or said(N_("none"))))
    if g is None:
        report.missing.append(said(N_("the grid: rows, hexes, starts and arrows (declared facts stand in for them)")))
        return
    hexes = data.get("hexes", {})
    starts = {col: [g.corner(c) for c in cs] for col, cs in data.get("starts", {}).items()}
    beyond = {h for h in g.hexes if hexes.get(h, {}).get("beyond_limes")}
    count = sum(len(v) for v in starts.values())
    outside = [c for cs in starts.values() for c in cs if not set(g.corners[c].hexes) & beyond]
    add((said(N_("8 start crossroads, 2 per colour, each touching a hex beyond the Limes")),
         all(len(starts.get(col, [])) == 2 for col in COLORS) and not outside,
         said(N_("{count} start crossroads{outside}"), count=count,
              outside=said(N_("; not beyond the Limes: {corners}"), corners=", ".join(outside)) if outside else "")))
    forest = [h for h in g.hexes if hexes.get(h, {}).get("terrain") == "forest"
              and hexes[h].get("province") == "hispania"]
    add((said(N_("a forest hex in Hispania (the legionnaire's start)")), bool(forest),
         ", ".join(forest) or said(N_("none"))))
    for colour in COLORS:
        if len(starts.get(colour, [])) != 2:
            report.missing.append(said(N_("start crossroads of {colour} ({count} of 2)"), colour=colour,
                                       count=len(starts.get(colour, []))))
    if len(cities) < 40:
        report.missing.append(said(N_("cities ({count} of 40)"), count=len(cities)))
    if not data.get("arrows"):
        report.missing.append(said(N_("arrows (none yet)")))
    if any(m.startswith("hex ") for m in report.missing):
        return
    topo = RomeMap({"mode": "map", **data, "cities": {n: {"at": c.at, "province": c.province, "towers": c.towers}
                                                         for n, c in cities.items()}})
    apart = topo.unreachable()
    add((said(N_("the paths (sea arrows included) join every crossroads")), not apart,
         said(N_("connected")) if not apart else said(N_("{count} crossroads cut off, e.g. {corners}"),
                                                      count=len(apart), corners=", ".join(apart[:4]))))


# --- the topology a game asks --------------------------------------------------

class RomeMap:
    """A full map, derived once into plain dicts: which landscapes a crossroads touches, the links, the cities."""

    def __init__(self, board: dict[str, Any]):
        self.data = board
        self.name = board.get("name", "")
        self.status = board.get("status", "draft")
        self.grid = grid(tuple(board["rows"]))
        hexes = board["hexes"]
        self.terrain = {h: hexes[h]["terrain"] for h in self.grid.hexes}
        self.number = {h: hexes[h]["number"] for h in self.grid.hexes if "number" in hexes[h]}
        self.province = {h: hexes[h]["province"] for h in self.grid.hexes if "province" in hexes[h]}
        self.beyond = {h for h in self.grid.hexes if hexes[h].get("beyond_limes")}
        self.land = {h for h, t in self.terrain.items() if t != "sea"}
        self.touching = {c: tuple(h for h in corner.hexes if h in self.land)
                         for c, corner in self.grid.corners.items()}
        self.crossroads = {c for c, hs in self.touching.items() if hs}
        self.cities = {n: City(n, c["province"], c["towers"], bool(c.get("eagle")), bool(c.get("neutral_3p")),
                               self.grid.corner(c["at"])) for n, c in board.get("cities", {}).items()}
        self.city_at = {c.at: n for n, c in self.cities.items()}
        self.starts = {col: list(cs) for col, cs in board.get("starts", {}).items()}
        self.links: dict[str, dict[str, str | None]] = {c: {} for c in self.crossroads}
        for side in self.grid.sides.values():
            if any(h in self.land for h in side.hexes):
                a, b = side.ends
                self.links[a][b] = self.links[b][a] = None
        for arrow in board.get("arrows", []):
            a, b = self.grid.corner(arrow["from"]), self.grid.corner(arrow["to"])
            self.links[a][b] = arrow["kind"]
            if arrow.get("one_way"):
                self.links[b].pop(a, None)
            else:
                self.links[b][a] = arrow["kind"]
        self.producers: dict[int, list[str]] = {}
        for h in self.grid.hexes:
            if h in self.number and self.terrain[h] in ("fields", "mountains", "pasture"):
                self.producers.setdefault(self.number[h], []).append(h)

    def corners_of(self, hexname: str) -> list[str]:
        return [c for c in self.grid.corners_of(hexname) if c in self.crossroads]

    def unreachable(self) -> list[str]:
        """Crossroads no path leads to from the first one (reading order)."""
        nodes = self.grid.sort(self.crossroads)
        if not nodes:
            return []
        seen, queue = {nodes[0]}, deque([nodes[0]])
        while queue:
            for n in self.links[queue.popleft()]:
                if n not in seen:
                    seen.add(n)
                    queue.append(n)
        return [n for n in nodes if n not in seen]

    def arrow_distance(self, sources: list[str]) -> dict[str, int]:
        """Fewest arrows from any of ``sources`` to each crossroads (0–1 breadth-first search, ROME-EXPAND-2)."""
        dist = {s: 0 for s in sources}
        queue = deque(sources)
        while queue:
            node = queue.popleft()
            for nxt, arrow in self.links[node].items():
                d = dist[node] + (1 if arrow else 0)
                if d < dist.get(nxt, 1 << 30):
                    dist[nxt] = d
                    if arrow:
                        queue.append(nxt)
                    else:
                        queue.appendleft(nxt)
        return dist
