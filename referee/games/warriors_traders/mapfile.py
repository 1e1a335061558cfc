"""The board as data: countries with their order numbers, provinces with type, symbols, VP and adjacency.

A map file is one side of the double-sided board (WT-COMP-1: ``side = "west"`` or ``"east"``; the TEST MAP is
``"test"``), and a save embeds exactly one. It is checked for consistency (WT-COMP-2, WT-PROV-1, WT-PROV-8):
8 countries with distinct order numbers, one capital and one trade centre each, every neighbour a province,
adjacency symmetric.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from referee.core.datafile import read_named
from referee.core.errors import NotationError
from referee.core.i18n import _

DATA = Path(__file__).resolve().parent / "data"
MAPS = {"test-map": DATA / "test-map.toml"}
TYPES = ("capital", "trade_centre", "ordinary", "subjugated")
SYMBOLS = ("food", "goods", "weapons")
PROVINCE_KEYS = frozenset({"country", "type", "vp", "land", "sea", *SYMBOLS})
DEFAULT_VP = {"capital": 3, "trade_centre": 2, "ordinary": 1, "subjugated": 1}     # WT-PROV-7
HEADER = ("# Warriors & Traders map file (schema: referee/games/warriors_traders/mapfile.py). Fill it in with "
          "'referee wt-map country / province / link'; 'referee wt-map check' says what is wrong.\n")
COUNTRIES = 8
SIDES = {"west": "Western Europe", "east": "Eastern Europe", "test": "TEST MAP"}     # WT-COMP-1


def read(spec: str | None) -> dict[str, Any]:
    """A map: ``test-map`` (default) or a path; checked. ``west`` / ``east`` name a side no file ships."""
    if spec in SIDES and spec != "test":
        from referee.core.errors import RuleViolation

        raise RuleViolation("WT-COMP-1", _("the {side} side of the board is not shipped: the surviving pages do not "
                                           "show it", side=SIDES[spec]),
                            _("transcribe it once: referee wt-map new {side}.toml --side {side}; then --board "
                              "{side}.toml", side=spec))
    data = read_named(spec, MAPS, "test-map")
    problems = check(data)
    if problems:
        raise NotationError(_("the map is not consistent: {problems}", problems="; ".join(problems)),
                            _("fix the map file; see {example}", example=str(MAPS["test-map"])))
    return copy.deepcopy(data)


def check(data: Any) -> list[str]:
    """What is wrong with a map (empty: consistent)."""
    if not isinstance(data, dict) or not isinstance(data.get("countries"), dict) \
            or not isinstance(data.get("provinces"), dict):
        return [_("a map needs [countries] and [provinces]")]
    countries, provinces = data["countries"], data["provinces"]
    problems = []
    if data.get("side") not in SIDES:
        problems.append(_("the map names its side of the board: side = west or east (WT-COMP-1)"))
    if len(countries) != COUNTRIES:
        problems.append(_("{count} countries, not 8 (WT-COMP-2)", count=len(countries)))
    orders = [c.get("order") if isinstance(c, dict) else None for c in countries.values()]
    if any(type(o) is not int for o in orders) or len(set(orders)) != len(orders):
        problems.append(_("every country needs its own order number (WT-TURN-4)"))
    for name, p in provinces.items():
        problems += _province_problems(name, p, countries, provinces)
    for country in countries:
        for kind in ("capital", "trade_centre"):
            count = sum(1 for p in provinces.values() if isinstance(p, dict) and p.get("country") == country
                        and p.get("type") == kind)
            if count != 1:
                problems.append(_("country {country} has {count} provinces of type '{type}', not 1 (WT-PROV-8)",
                                  country=country, count=count, type=kind))
    return problems


def _province_problems(name: str, p: Any, countries: dict, provinces: dict) -> list[str]:
    if not isinstance(p, dict) or not set(p) <= PROVINCE_KEYS:
        return [_("province {province}: keys {keys}", province=name, keys=", ".join(sorted(PROVINCE_KEYS)))]
    problems = []
    if p.get("country") not in countries:
        problems.append(_("province {province}: no country '{country}'", province=name, country=p.get("country")))
    if p.get("type") not in TYPES:
        problems.append(_("province {province}: type must be one of {types}", province=name,
                          types=", ".join(TYPES)))
    numbers = [p.get(s, 0) for s in SYMBOLS] + [p.get("vp")]
    if any(type(n) is not int or n < 0 for n in numbers):
        problems.append(_("province {province}: symbols and vp are whole numbers", province=name))
    for way in ("land", "sea"):
        for other in p.get(way, []):
            back = provinces.get(other)
            if not isinstance(back, dict) or name not in back.get(way, []):
                problems.append(_("province {province}: {way} neighbour {other} does not list it back (WT-PROV-1)",
                                  province=name, way=way, other=other))
    return problems


class WTMap:
    """Questions the rules ask of the board."""

    def __init__(self, data: dict[str, Any]):
        self.data = data
        self.side: str = data["side"]                                  # WT-COMP-1: the one side of this game
        self.countries: dict[str, dict] = data["countries"]
        self.provinces: dict[str, dict] = data["provinces"]
        self.adjacent = {name: sorted(set(p.get("land", [])) | set(p.get("sea", [])))
                         for name, p in self.provinces.items()}

    def borders(self, province: str) -> tuple[list[str], list[str]]:
        """The provinces across a land border and those across a sea route (WT-PROV-1)."""
        p = self.provinces[province]
        return sorted(p.get("land", [])), sorted(p.get("sea", []))

    def neighbours(self, province: str) -> str:
        """``B5 C1 C3 ~G2``: the provinces across a land border, then those across a sea route."""
        land, sea = self.borders(province)
        return " ".join([*land, *(f"~{n}" for n in sea)])

    def of_country(self, country: str) -> list[str]:
        return [n for n, p in self.provinces.items() if p["country"] == country]

    def capital(self, country: str) -> str:
        return next(n for n in self.of_country(country) if self.provinces[n]["type"] == "capital")

    def kind(self, province: str) -> str:
        return self.provinces[province]["type"]

    def province(self, text: str) -> str:
        """The province's name as the map writes it (case ignored), or a NotationError naming a few."""
        for name in self.provinces:
            if name.lower() == str(text).strip().lower():
                return name
        import difflib

        close = difflib.get_close_matches(str(text), list(self.provinces), n=3)
        raise NotationError(_("no province '{name}' on this map", name=text),
                            _("provinces such as {names}", names=", ".join(close or list(self.provinces)[:5])))

    def country(self, text: str) -> str:
        for name in self.countries:
            if name.lower() == str(text).strip().lower():
                return name
        raise NotationError(_("no country '{name}' on this map", name=text),
                            _("countries: {names}", names=", ".join(self.countries)))


# --- transcribing a board (referee wt-map) --------------------------------------------

def load_draft(path: str | Path) -> dict[str, Any]:
    data = _read(path)
    data.setdefault("countries", {})
    data.setdefault("provinces", {})
    return data


def _read(path: str | Path) -> dict[str, Any]:
    return read_named(str(path), {"test-map": MAPS["test-map"]}, "test-map")


def save_draft(path: str | Path, data: dict[str, Any]) -> None:
    import tomli_w

    from referee.core.save import write_atomic

    write_atomic(Path(path), HEADER + tomli_w.dumps(data))


def set_country(data: dict, name: str, order: int) -> str:
    data["countries"][name] = {"order": order}
    data["status"] = "draft"
    return _("country {country} set (order {order}).", country=name, order=order)


def set_province(data: dict, name: str, country: str, kind: str, food: int, goods: int, weapons: int,
                 vp: int) -> str:
    if country not in data["countries"]:
        raise NotationError(_("no country '{name}' on this map", name=country),
                            _("countries: {names}", names=", ".join(data["countries"]) or "-"))
    if kind not in TYPES:
        raise NotationError(_("province {province}: type must be one of {types}", province=name,
                              types=", ".join(TYPES)), ", ".join(TYPES))
    old = data["provinces"].get(name, {})
    entry = {"country": country, "type": kind, "vp": DEFAULT_VP[kind] if vp < 0 else vp}
    entry.update({s: n for s, n in zip(SYMBOLS, (food, goods, weapons)) if n})
    entry.update({way: old[way] for way in ("land", "sea") if way in old})
    data["provinces"][name] = entry
    data["status"] = "draft"
    return _("province {province} set.", province=name)


def set_link(data: dict, one: str, other: str, way: str) -> str:
    for a, b in ((one, other), (other, one)):
        if a not in data["provinces"]:
            raise NotationError(_("no province '{name}' on this map", name=a),
                                _("provinces such as {names}", names=", ".join(list(data["provinces"])[:5]) or "-"))
        data["provinces"][a][way] = sorted({*data["provinces"][a].get(way, []), b})
    data["status"] = "draft"
    return _("{one} and {other} are neighbours.", one=one, other=other)


def set_status(data: dict, status: str) -> str:
    data["status"] = status
    return _("The map is marked {status}.", status=status)
