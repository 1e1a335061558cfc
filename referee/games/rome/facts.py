"""What the referee knows of the board: the map's facts, or the facts the table declares as it records.

Without a map (declared-facts mode) an event names the geometric facts it rests
on, as tokens the referee remembers:

    landscape   h5=fields:8            terrain[:number][:province][:beyond]   (later just h5)
    city        Trier=germania:3       province:towers[:eagle][:III]          (later just Trier)
    touching    h5=fields:8 h6 h7=sea  the 1–3 landscapes around a crossroads

A declaration that contradicts an earlier one is refused (ROME-MAP-2); an event
that needs a fact nobody declared is refused (ROME-MAP-3). With a map the
tokens are optional and checked against it. In declared mode a city's own
crossroads is named after the city.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from referee.core.errors import NotationError, RuleViolation
from referee.core import numbers
from referee.core.i18n import ENGLISH, Term, _, language, listing
from referee.core.vocab import fold
from referee.games.rome.board import City, RomeMap
from referee.games.rome.vocab import PRODUCES, PROVINCES, TERRAINS

BEYOND = ("beyond", "limes", "beyond_limes", "ne")
EAGLE = ("eagle", "orel", "adler")
III = ("iii", "3p", "neutral", "neutral_3p")
NO_TOKEN = ("none", "no_token", "notoken", "zadne")
_ID = re.compile(r"^[\w.\-:]+( [\w.\-:]+)*$", re.UNICODE)     # a city of several words: Augusta Vindelicum


@dataclass(frozen=True)
class Landscape:
    terrain: str
    number: int | None = None             # 0: declared to carry no number token
    province: str | None = None
    beyond: bool = False

    def describe(self) -> str:
        """``fields 8 in gallia, beyond the Limes``."""
        token = f" {self.number}" if self.number else _(" (no number token)") if self.number == 0 else ""
        where = _(" in {province}", province=Term("province", self.province)) if self.province else ""
        return f"{Term('landscape', self.terrain)}{token}{where}{_(', beyond the Limes') if self.beyond else ''}"

    def shown(self) -> "Shown":
        """The landscape in a sentence: its notation in English (``fields:4``), in words in a translation."""
        return Shown(self)

    def text(self) -> str:
        parts = [self.terrain, *([str(self.number or "none")] if self.number is not None else []),
                 *([self.province] if self.province else []), *(["beyond"] if self.beyond else [])]
        return ":".join(parts)


class Shown:
    __slots__ = ("land",)

    def __init__(self, land: Landscape):
        self.land = land

    def __format__(self, spec: str) -> str:
        return self.land.text() if language() == ENGLISH else self.land.describe()


# --- tokens -------------------------------------------------------------------

def split(token: str) -> tuple[str, list[str]]:
    name, _eq, facts = str(token).partition("=")
    name = name.strip()
    if not name or not _ID.match(name):
        raise NotationError(_("'{token}' does not start with a name", token=token),
                            _("e.g. h5=fields:8 or Trier=germania:3"))
    return name, [f.strip() for f in facts.split(":")] if facts else []


def parse_landscape(token: str) -> tuple[str, Landscape | None]:
    """``h5=fields:8:hispania:beyond`` → ("h5", Landscape); ``h5`` → ("h5", None)."""
    name, parts = split(token)
    if not parts:
        return name, None
    terrain, number, province, beyond = None, None, None, False
    for part in parts:
        if numbers.numeric(part):
            number = numbers.number(part, _("the number token"), "h5=fields:8")
            if number not in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
                raise NotationError(_("'{token}': no landscape carries the number {number}", token=token,
                                      number=number), _("tokens 2–6 and 8–12"))
        elif fold(part) in BEYOND:
            beyond = True
        elif fold(part) in NO_TOKEN:
            number = 0
        elif part in TERRAINS:
            terrain = TERRAINS.resolve(part)
        elif part in PROVINCES:
            province = PROVINCES.resolve(part)
        else:
            raise NotationError(_("'{token}': '{part}' is no landscape, number, province or 'beyond'", token=token,
                                  part=part),
                                _("landscapes: {names}; e.g. h5=fields:8", names=", ".join(TERRAINS.names)))
    if terrain is None:
        raise NotationError(_("'{token}' names no landscape", token=token),
                            _("one of {names}, e.g. h5=fields:8", names=", ".join(TERRAINS.names)))
    if number is not None and terrain in ("sea", "forest"):
        raise NotationError(_("'{token}': {terrain} carries no number token", token=token,
                              terrain=Term("landscape", terrain)), _("e.g. {example}", example=f"{name}={terrain}"))
    return name, Landscape(terrain, number, province, beyond)


def parse_city(token: str) -> tuple[str, City | None]:
    """``Trier=germania:3:eagle`` → ("Trier", City); ``Trier`` → ("Trier", None)."""
    name, parts = split(token)
    if not parts:
        return name, None
    province, towers, eagle, neutral = None, None, False, False
    for part in parts:
        if numbers.numeric(part):
            towers = numbers.number(part, _("the towers"), "Trier=germania:3")
            if towers not in (2, 3, 4, 5):
                raise NotationError(_("'{token}': a city has 2, 3, 4 or 5 towers, not {towers}", token=token,
                                      towers=towers), _("e.g. {example}", example="Trier=germania:3"))
        elif fold(part) in EAGLE:
            eagle = True
        elif fold(part) in III:
            neutral = True
        else:
            province = PROVINCES.resolve(part)
    if province is None or towers is None:
        raise NotationError(_("'{token}': a city is declared with its province and towers", token=token),
                            _("e.g. {example}, or {other}", example=f"{name}=germania:3",
                              other=f"{name}=italia_south:4:eagle:III"))
    return name, City(name, province, towers, eagle, neutral)


def city_text(city: City) -> str:
    return ":".join([city.province, str(city.towers), *(["eagle"] if city.eagle else []),
                     *(["III"] if city.neutral_3p else [])])


def landscape_token(name: str, land: Landscape | None) -> str:
    return f"{name}={land.text()}" if land else name


def city_token(name: str, city: City | None) -> str:
    return f"{name}={city_text(city)}" if city else name


# --- the store ------------------------------------------------------------------

class Facts:
    """The board as far as the referee knows it; every entry remembers who declared it (0 = the board)."""

    def __init__(self, board: dict[str, Any], undeclared: str = "ask"):
        self.map = RomeMap(board) if board.get("mode") == "map" else None
        self.undeclared = undeclared          # ROME-MAP-3: an omitted fact is asked for, or read as none (option)
        self.landscapes: dict[str, Landscape] = {}
        self.cities: dict[str, City] = {}
        self.touching: dict[str, frozenset[str]] = {}
        self.next_to: dict[str, frozenset[str]] = {}
        self.source: dict[tuple[str, str], int] = {}
        self.table = self.map is None and bool(board.get("cities"))
        if self.map is None:
            for name, c in board.get("cities", {}).items():
                self.cities[name] = City(name, c["province"], c["towers"], bool(c.get("eagle")),
                                         bool(c.get("neutral_3p")))
                self.source[("city", name)] = 0

    def copy(self) -> "Facts":
        other = Facts.__new__(Facts)
        other.map, other.table, other.undeclared = self.map, self.table, self.undeclared
        other.landscapes, other.cities = dict(self.landscapes), dict(self.cities)
        other.touching, other.next_to, other.source = dict(self.touching), dict(self.next_to), dict(self.source)
        return other

    @property
    def declared(self) -> bool:
        return self.map is None

    def origin(self, what: str, name: str) -> str:
        seq = self.source.get((what, name))
        return _("the map") if self.map else (_("the city table") if seq == 0 else _("event {seq}", seq=seq))

    # --- names (normalize) ---------------------------------------------------
    def crossroads_name(self, text: str) -> str:
        if self.map:
            corner = self.map.grid.corner(str(text))
            if corner not in self.map.crossroads:
                raise NotationError(_("{corner} touches only the sea: no crossroads", corner=corner),
                                    _("a corner next to land"))
            return corner
        name = split(text)[0]
        return self.known_city(name) or name           # a city's crossroads is named after it

    def known_city(self, text: str) -> str | None:
        """The canonical name of a known city, matched as on a map: case and diacritics aside."""
        known = self.map.cities if self.map else self.cities
        if text in known:
            return text
        return next((name for name in known if fold(name) == fold(text)), None)

    def landscape_name(self, text: str) -> str:
        return self.map.grid.hex(text) if self.map else text

    def city_name(self, text: str) -> str:
        """``known_city``; without a map or city table an unknown name is a new city, with one it is unknown."""
        name = self.known_city(text)
        if name or not (self.map or self.table):
            return name or text
        import difflib

        known = self.map.cities if self.map else self.cities
        close = difflib.get_close_matches(text, list(known), n=3, cutoff=0.5)
        where = _("on the map") if self.map else _("in the city table")
        raise NotationError(_("no city '{text}' {where}", text=text, where=where),
                            _("did you mean {names}?", names=_(" or ").join(close)) if close
                            else _("cities: {names}", names=", ".join(sorted(known))))

    def landscape_tokens(self, tokens: list[str]) -> list[str]:
        out = []
        for token in tokens:
            name, land = parse_landscape(token)
            out.append(landscape_token(self.landscape_name(name), land))
        return out

    def city_token(self, token: str) -> str:
        name, city = parse_city(token)
        return city_token(self.city_name(name), city)

    # --- landscapes ----------------------------------------------------------
    def landscape(self, name: str, rule: str = "ROME-MAP-3") -> Landscape:
        if self.map:
            m = self.map
            return Landscape(m.terrain[name], m.number.get(name), m.province.get(name), name in m.beyond)
        if name not in self.landscapes:
            raise RuleViolation(rule, _("nothing is known of the landscape {name}", name=name),
                                _("declare it as you name it, e.g. {example} (terrain, number, province, 'beyond' "
                                  "the Limes)", example=f"{name}=fields:8"))
        return self.landscapes[name]

    def declare_landscape(self, token: str, seq: int) -> str:
        name, land = parse_landscape(token)
        if land is None:
            self.landscape(name)
            return name
        if self.map:
            known = self.landscape(name)
            if replace(land, province=land.province or known.province, number=land.number or None) != known:
                raise RuleViolation("ROME-MAP-2", _("{name} is {known} on the map, not {land}", name=name,
                                                    known=known.text(), land=land.text()),
                                    _("name it as the map has it: {token}, or just {name}",
                                      token=f"{name}={known.text()}", name=name))
            return name
        known = self.landscapes.get(name)
        if known and known != land:
            raise RuleViolation("ROME-MAP-2", _("{name} was declared {known} ({origin}), not {land}", name=name,
                                                known=known.text(), origin=self.origin('landscape', name),
                                                land=land.text()),
                                _("{token}, or just {name}", token=f"{name}={known.text()}", name=name))
        if not known:
            if land.number is None and land.terrain in PRODUCES and self.undeclared == "ask":
                raise RuleViolation("ROME-MAP-3", _("{name} is {terrain}: whether it produces on a roll depends on "
                                                    "its number token, which is not declared", name=name,
                                                    terrain=Term("landscape", land.terrain)),
                                    _("{token}:NUMBER, e.g. {token}:8 ({token}:none if it carries no token)",
                                      token=f"{name}={land.terrain}"))
            self.landscapes[name] = land
            self.source[("landscape", name)] = seq
        return name

    # --- crossroads ----------------------------------------------------------
    def touching_of(self, crossroads: str, rule: str = "ROME-MAP-3") -> frozenset[str]:
        """The land hexes around a crossroads."""
        if self.map:
            return frozenset(self.map.touching[crossroads])
        if crossroads not in self.touching:
            raise RuleViolation(rule, _("nothing is known of the landscapes around {crossroads}",
                                        crossroads=crossroads),
                                _("declare them with the event: touching h1=fields:8 h2=forest h3=sea"))
        return frozenset(h for h in self.touching[crossroads] if self.landscapes[h].terrain != "sea")

    def declare_touching(self, crossroads: str, tokens: list[str], seq: int) -> None:
        """``tokens``: the landscapes around ``crossroads`` (all of them); none = already known."""
        if not tokens:
            self.touching_of(crossroads)
            return
        names = frozenset(self.declare_landscape(t, seq) for t in tokens)
        if self.map:
            land = frozenset(n for n in names if self.map.terrain[n] != "sea")
            actual = self.touching_of(crossroads)
            if land != actual:
                raise RuleViolation("ROME-MAP-2", _("{crossroads} touches {actual} on the map, not {names}",
                                                    crossroads=crossroads, actual=", ".join(sorted(actual)),
                                                    names=", ".join(sorted(names))),
                                    _("leave the landscapes out: the map knows them"))
            return
        if len(names) > 3:
            raise RuleViolation("ROME-MAP-2", _("a crossroads touches at most 3 landscapes, not {count}",
                                                count=len(names)),
                                _("the landscapes meeting at {crossroads}", crossroads=crossroads))
        known = self.touching.get(crossroads)
        if known is not None and known != names:
            raise RuleViolation("ROME-MAP-2", _("{crossroads} was declared touching {known} ({origin}), not {names}",
                                                crossroads=crossroads, known=", ".join(sorted(known)),
                                                origin=self.origin('crossroads', crossroads),
                                                names=", ".join(sorted(names))),
                                _("touching {known}, or leave the landscapes out", known=" ".join(sorted(known))))
        if len(names) == 3:
            for other, hexes in self.touching.items():
                if other != crossroads and hexes == names:
                    raise RuleViolation("ROME-MAP-2", _("{names} meet at {other} already ({origin}); three "
                                                        "landscapes meet at one crossroads only",
                                                        names=", ".join(sorted(names)), other=other,
                                                        origin=self.origin('crossroads', other)),
                                        _("is this {other}?", other=other))
        if known is None:
            self.touching[crossroads] = names
            self.source[("crossroads", crossroads)] = seq

    # --- cities --------------------------------------------------------------
    def city(self, name: str, rule: str = "ROME-MAP-3") -> City:
        known = self.map.cities if self.map else self.cities
        if name not in known:
            raise RuleViolation(rule, _("nothing is known of the city {name}", name=name),
                                _("declare it as you name it: {name}=PROVINCE:TOWERS[:eagle][:III], e.g. "
                                  "{name}=gallia:3", name=name))
        return known[name]

    def declare_city(self, token: str, seq: int) -> str:
        name, city = parse_city(token)
        if city is None:
            self.city(name)
            return name
        known = (self.map.cities if self.map else self.cities).get(name)
        if known and replace(known, at=None) != city:
            raise RuleViolation("ROME-MAP-2", _("{name} is {known} ({origin}), not {city}", name=name,
                                                known=city_text(known), origin=self.origin('city', name),
                                                city=city_text(city)),
                                _("{token}, or just {name}", token=f"{name}={city_text(known)}", name=name))
        if not known:
            self.cities[name] = city
            self.source[("city", name)] = seq
        return name

    def crossroads_of_city(self, name: str) -> str:
        return self.map.cities[name].at if self.map else name

    def city_on(self, crossroads: str) -> str | None:
        if self.map:
            return self.map.city_at.get(crossroads)
        return crossroads if crossroads in self.cities else None

    def adjacent(self, crossroads: str, city: str) -> bool:
        """ROME-PLUNDER-1, ROME-CONQ-1b: one path segment (with or without an arrow) between them (G-20)."""
        if self.map:
            at = self.map.cities[city].at
            return at in self.map.links.get(crossroads, {}) or crossroads in self.map.links.get(at, {})
        return city in self.next_to.get(crossroads, ())

    def declare_adjacent(self, crossroads: str, city: str, seq: int, rule: str) -> None:
        """Declared mode: remember that the crossroads is next to the city; the map checks it instead."""
        if self.map:
            if not self.adjacent(crossroads, city):
                near = [n for n in self.map.links.get(crossroads, {}) if n in self.map.city_at]
                raise RuleViolation(rule, _("{crossroads} is not next to {city} (on {at})", crossroads=crossroads,
                                            city=city, at=self.map.cities[city].at),
                                    _("cities next to {crossroads}: {cities}", crossroads=crossroads,
                                      cities=listing(self.map.city_at[n] for n in near)))
            return
        if crossroads == city:
            raise RuleViolation("ROME-MAP-2", _("{crossroads} is the city's own crossroads", crossroads=crossroads),
                                _("a crossroads next to it"))
        known = self.next_to.get(crossroads, frozenset())
        if city not in known and len(known) >= 3:
            raise RuleViolation("ROME-MAP-2", _("{crossroads} was declared next to {known} already; a crossroads has "
                                                "three neighbours", crossroads=crossroads,
                                                known=", ".join(sorted(known))), _("is the tribe elsewhere?"))
        self.next_to[crossroads] = known | {city}
