"""The changes a table makes to a scenario file (SCENARIO-1…13), each on the file at a path: what ``referee scenario
new / set / board / rules / item / spot / verify / remove`` run, and the page of ``referee serve --edit FILE`` runs
too, so a file filled in on the page and one typed in a terminal are the same bytes. Each returns what is said to the
person; a refused change names its SCENARIO rule and leaves the file byte for byte as it was. A change never leaves a
problem :func:`file.check` did not already name: what may stay unfinished is what is still missing (the board, its
spots on it), which :func:`survey` lists — ``referee scenario check`` and the page's live check."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any

from referee.core.bag import parse_bag
from referee.core.datafile import edit_table, read_table, write_table
from referee.core.errors import NotationError, RefereeError, RuleViolation
from referee.core.i18n import _
from referee.core.numbers import number, numeric
from referee.games.catan import boardfile
from referee.games.catan.board import board_problems, make_board
from referee.games.catan.edition import edition
from referee.games.catan.scenario import file
from referee.games.catan.vocab import RESOURCES

HEADER = ("# Catan scenario file (docs/catan.md#scenario-files). Fill it in with 'referee scenario …' or on the page "
          "of 'referee serve --edit FILE'; 'referee scenario check FILE' says what is missing.\n")
PLACE = {"intersection": "corner", "hex": "hex", "side": "side"}       # the grid's name of each kind of place
TABLES = {"board": file.EDITION, "board_5_6": file.edition_for(edition("five-six"))}
ORDER = ("scenario", "board", "board_5_6", "rules", "items")
NONE = ("-", "none", "nothing", "nic")
HEAD_ORDER = ("key", "name", "name_cs", "source", "victory_points", "players", "unverified")
KIND = {"intersection": lambda: _("an intersection"), "hex": lambda: _("a hex"), "side": lambda: _("a side")}


def make_hint(path: str) -> str:
    return _("start one with 'referee scenario new {path}'", path=path)


def _header(path: str | Path) -> str:
    """The comment lines at the top of the file (a shipped scenario's notes), kept when it is written again."""
    try:
        lines = Path(path).read_text("utf-8").splitlines(keepends=True)
    except (OSError, UnicodeDecodeError):
        return ""
    head = []
    for line in lines:
        if not line.startswith("#"):
            break
        head.append(line)
    return "".join(head) + "\n" if head else ""


def problems_of(data: dict[str, Any]) -> list[str]:
    """What :func:`file.read` refuses in the file's own tables (SCENARIO-1), every problem."""
    found = [_("unknown table [{key}]", key=key) for key in sorted(set(data) - file.TOP)]
    try:
        file.check(data, found)
    except RuleViolation:
        pass
    return found


def _edit(path: str | Path, change) -> str:
    """Read the scenario file, ``change`` it, refuse the change if it made the file wrong in a way it was not
    (SCENARIO-1), write it back safely."""
    def checked(data: dict[str, Any]) -> str:
        if not isinstance(data.get("scenario"), dict):
            raise RuleViolation("SCENARIO-1", _("{path} is no scenario file: it has no [scenario] table",
                                                path=str(path)), make_hint(str(path)))
        before = problems_of(data)
        said = change(data)
        ordered = {key: data.pop(key) for key in ORDER if key in data}
        rest = dict(data)
        data.clear()
        data.update({**ordered, **rest})
        added = [p for p in problems_of(data) if p not in before]
        if added:
            raise RuleViolation("SCENARIO-1", _("the change would leave the file wrong: {problems}",
                                                problems="; ".join(added)), _("see {hint}", hint=file.HINT))
        return said

    return edit_table(str(path), checked, make_hint(str(path)), _header(path))


# --- starting a file -----------------------------------------------------------------------------------------

def shipped() -> list[str]:
    return sorted(p.stem for p in file.SHIPPED.glob("*.toml"))


def new(path: str | Path, key: str | None = None, name: str | None = None, copy: str | None = None,
        force: bool = False) -> str:
    """Start a scenario file: empty (its key and name), or a copy of a shipped scenario (``germany``) to fill in."""
    if Path(path).exists() and not force:
        raise NotationError(_("{path} exists already", path=str(path)), _("another name, or --force"))
    header = HEADER + "\n"
    if copy is not None:
        if copy not in shipped():
            raise NotationError(_("no shipped scenario '{name}'", name=copy),
                                _("shipped: {names}", names=", ".join(shipped())), rule="SCENARIO-1")
        source = file.SHIPPED / f"{copy}.toml"
        data = tomllib.loads(source.read_text("utf-8"))
        header = HEADER + "#\n" + _header(source)
    else:
        data = {"scenario": {}}
    head = data["scenario"]
    head["key"] = _key(key if key is not None else head.get("key") or _key_of(Path(path)))
    head["name"] = _text(name, "name") if name is not None else head.get("name", head["key"])
    data["scenario"] = {"key": head.pop("key"), "name": head.pop("name"), **head}
    write_table(str(path), data, header)
    said = _("Scenario file {path} ({key}) started", path=str(path), key=data["scenario"]["key"])
    said += _(" from {name}.", name=copy) if copy else "."
    return said + " " + _("'referee scenario check {path}' says what is still missing.", path=str(path))


def _key_of(path: Path) -> str:
    key = re.sub(r"[^a-z0-9_-]+", "-", path.stem.lower()).strip("-_")
    if not file.KEY.match(key):
        raise NotationError(_("no scenario key can be made of the name {name}", name=path.name),
                            _("give one: --key my-scenario"), rule="SCENARIO-1")
    return key


def _key(key: str) -> str:
    key = key.strip()
    if not file.KEY.match(key):
        raise RuleViolation("SCENARIO-1", _("'{key}' is not a short name", key=key),
                            _("a-z, 0-9, - or _, starting with a letter, e.g. {example}", example="germany-2"))
    return key


def _text(value: str, what: str) -> str:
    value = value.strip()
    if not value:
        raise RuleViolation("SCENARIO-1", _("{what} is empty", what=what), _("a name people read"))
    return value


def _still(path: str | Path, marks: list[str], changed: list[str], prefix: str = "") -> str:
    """What is said of values just set that are still marked unverified (SCENARIO-11)."""
    left = [prefix + c for c in changed if c in marks]
    return (" " + _("Still marked unverified: {values} (once it is the box's: referee scenario verify {path} {value}).",
                    values=", ".join(left), path=str(path), value=left[0])) if left else ""


# --- the head, the board, the rules --------------------------------------------------------------------------

def head(path: str | Path, key: str | None = None, name: str | None = None, name_cs: str | None = None,
         source: str | None = None, victory_points: int | None = None, players: str | None = None) -> str:
    """``[scenario]``: its key and names, where its numbers come from, its target (SCENARIO-3) and the player
    counts it allows (SCENARIO-13: ``3,4`` …)."""
    values: dict[str, Any] = {}
    if key is not None:
        values["key"] = _key(key)
    for field_name, value in (("name", name), ("name_cs", name_cs), ("source", source)):
        if value is not None:
            values[field_name] = _text(value, field_name)
    if victory_points is not None:
        if not 3 <= victory_points <= 99:
            raise RuleViolation("SCENARIO-3", _("victory_points {value} is not from 3 to 99", value=victory_points),
                                _("the target the rule book gives, e.g. 10"))
        values["victory_points"] = victory_points
    if players is not None:
        values["players"] = _players(players)
    if not values:
        raise NotationError(_("nothing to set"), _("e.g. {example}", example="--victory-points 12 --players 3,4"))

    def change(data: dict[str, Any]) -> str:
        data["scenario"].update(values)
        shown = ", ".join(f"{k} = {_shown(v)}" for k, v in values.items())
        data["scenario"] = _ordered(data["scenario"], HEAD_ORDER)
        return _("[scenario] set: {values}.", values=shown) + _still(path, data["scenario"].get("unverified", []),
                                                                       list(values))
    return _edit(path, change)


def _players(text: str) -> list[int]:
    """SCENARIO-13: the player counts a scenario allows, typed ``3,4`` (each read as every number is typed)."""
    words = [w for w in re.split(r"[\s,;]+", text.strip()) if w]
    try:
        counts = [number(w, _("a player count"), "3,4") if numeric(w) else 0 for w in words]
    except NotationError as exc:
        raise NotationError(exc.message, exc.allowed, rule="SCENARIO-13") from None
    if not counts or any(n not in file.PLAYERS for n in counts):
        raise RuleViolation("SCENARIO-13", _("players lists player counts from 3 to 6, not {value}", value=text),
                            _("e.g. {example}", example="3,4"))
    return sorted(set(counts))


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def board(path: str | Path, preset: str | None = None, file_name: str | None = None, five_six: bool = False) -> str:
    """SCENARIO-2: where the scenario's board comes from — a preset, or a board file beside the scenario file (made
    with ``referee board new FILE --edition scenario``, by pointing with ``referee serve --edit FILE``); with
    ``five_six`` the board of 5–6 players (``[board_5_6]``, SCENARIO-13)."""
    table = "board_5_6" if five_six else "board"
    presets = TABLES[table].presets
    if (preset is None) == (file_name is None):
        raise NotationError(_("give a preset or a board file"),
                            _("one of: {presets}, or BOARD.toml beside the scenario file", presets=", ".join(presets)),
                            rule="SCENARIO-2")
    if preset is not None and preset not in presets:
        raise RuleViolation("SCENARIO-2", _("no preset '{name}' for [{table}]", name=preset, table=table),
                            _("presets: {presets}, or a board file", presets=", ".join(presets)))
    if file_name is not None:
        written = PurePath(file_name.strip())
        if written.is_absolute() or ".." in written.parts or written.suffix != ".toml":
            raise RuleViolation("SCENARIO-2", _("the board file {name} is not a .toml file beside the scenario file",
                                                name=file_name),
                                _("a name such as {example}, in the scenario file's folder",
                                  example="germany-board.toml"))
        file_name = written.as_posix()

    def change(data: dict[str, Any]) -> str:
        data[table] = {"preset": preset} if preset is not None else {"file": file_name}
        if preset is not None:
            said = _("[{table}]: the preset {name}.", table=table, name=preset)
        elif (Path(path).parent / file_name).exists():
            said = _("[{table}]: the board file {name}; change it with 'referee serve --edit {name}'.", table=table,
                     name=file_name)
        else:
            said = _("[{table}]: the board file {name}, which does not exist yet: 'referee board new {name} --edition "
                     "scenario', or 'referee serve --edit {name} --game catan'.", table=table, name=file_name)
        return said + _still(path, data["scenario"].get("unverified", []), ["board"] if table == "board" else [])
    return _edit(path, change)


def rules(path: str | Path, robber: str | None = None, robber_cs: str | None = None,
          harbours: bool | None = None) -> str:
    """SCENARIO-10: the robber figure's name and whether the board's harbours are in play."""
    values: dict[str, Any] = {}
    for field_name, value in (("robber", robber), ("robber_cs", robber_cs)):
        if value is not None:
            values[field_name] = _text(value, field_name)
    if harbours is not None:
        values["harbours"] = harbours
    if not values:
        raise NotationError(_("nothing to set"), _("e.g. {example}", example="--robber \"Götz\" --no-harbours"))

    def change(data: dict[str, Any]) -> str:
        current = data.get("rules") if isinstance(data.get("rules"), dict) else {}
        data["rules"] = {**current, **values}
        shown = ", ".join(f"{k} = {_shown(v)}" for k, v in values.items())
        return _("[rules] set: {values}.", values=shown) + _still(path, data["scenario"].get("unverified", []),
                                                                    ["rules"])
    return _edit(path, change)


# --- the items -----------------------------------------------------------------------------------------------

def _items(data: dict[str, Any]) -> list[dict[str, Any]]:
    items = data.get("items", [])
    return [i for i in items if isinstance(i, dict)] if isinstance(items, list) else []


def _find(data: dict[str, Any], key: str) -> dict[str, Any]:
    for entry in _items(data):
        if entry.get("key") == key.strip().lower():
            return entry
    raise NotationError(_("the scenario has no item '{key}'", key=key),
                        _("items: {keys}", keys=", ".join(str(i.get("key")) for i in _items(data)) or "-"),
                        rule="SCENARIO-1")


def _bag(text: str, what: str, rule: str) -> dict[str, int]:
    if text.strip().lower() in NONE:
        return {}
    try:
        bag = parse_bag(text, RESOURCES)
    except NotationError as exc:
        raise NotationError(exc.message, exc.allowed, rule=rule) from None
    if any(n > 19 for n in bag.values()):
        raise RuleViolation(rule, _("{what} '{text}' holds more cards of a kind than the bank", what=what, text=text),
                            _("at most 19 of each resource"))
    return {r: bag[r] for r in RESOURCES.names if bag.get(r)}


def _counts(values: dict[str, Any]) -> None:
    for field_name, rule in (("victory_points", "SCENARIO-7"), ("count", "SCENARIO-6"), ("per_player", "SCENARIO-6"),
                             ("produces", "SCENARIO-8")):
        if values.get(field_name, 0) < 0:
            raise RuleViolation(rule, _("{field} is negative", field=field_name), _("0 or more"))
    if values.get("produces", 0) > 2:
        raise RuleViolation("SCENARIO-8", _("produces is 0, 1 or 2, and only on an intersection"),
                            _("1 like a settlement, 2 like a city"))


def item(path: str | Path, key: str, name: str | None = None, name_cs: str | None = None, aliases: str | None = None,
         cost: str | None = None, stands: str | None = None, distance: bool | None = None,
         victory_points: int | None = None, produces: int | None = None, reward: str | None = None,
         count: int | None = None, per_player: int | None = None) -> str:
    """An item added, or changed (SCENARIO-4…9): the values given replace the item's; a new one needs where it stands
    and how many exist. Costs and rewards are typed as cards are: ``1 brick 1 ore`` (``-``: none)."""
    key = _key(key.lower())
    values: dict[str, Any] = {}
    for field_name, value in (("name", name), ("name_cs", name_cs)):
        if value is not None:
            values[field_name] = _text(value, field_name)
    if aliases is not None:
        values["aliases"] = [] if aliases.strip().lower() in NONE else \
            [a for a in (w.strip() for w in re.split(r"[,;]", aliases)) if a]
    if cost is not None:
        values["cost"] = _bag(cost, "cost", "SCENARIO-4")
    if reward is not None:
        values["reward"] = _bag(reward, "reward", "SCENARIO-9")
    if stands is not None:
        if stands not in file.STANDS:
            raise RuleViolation("SCENARIO-5", _("an item stands on an intersection, a hex or a side, not '{value}'",
                                                value=stands), _("stands: {places}", places=", ".join(file.STANDS)))
        values["stands"] = stands
    for field_name, value in (("distance", distance), ("victory_points", victory_points), ("produces", produces),
                              ("count", count), ("per_player", per_player)):
        if value is not None:
            values[field_name] = value
    _counts(values)

    def change(data: dict[str, Any]) -> str:
        items = data.setdefault("items", [])
        if not isinstance(items, list):
            raise RuleViolation("SCENARIO-1", _("[[items]] must be an array of tables"), _("see {hint}",
                                                                                           hint=file.HINT))
        found = next((i for i in _items(data) if i.get("key") == key), None)
        if found is None and ("stands" not in values or "count" not in values):
            raise RuleViolation("SCENARIO-1", _("a new item needs where it stands and how many exist"),
                                _("e.g. {example}", example=f"--stands intersection --count 12 ({key})"))
        _names_free(data, key, values.get("aliases", found.get("aliases", []) if found else []), found)
        entry = {"key": key, **(found or {}), **values}
        if entry.get("produces", 0) and entry.get("stands") != "intersection":
            raise RuleViolation("SCENARIO-8", _("produces is 0, 1 or 2, and only on an intersection"),
                                _("produces = 0 for an item on a {place}", place=entry.get("stands")))
        dropped = ""
        if found is not None and "stands" in values and values["stands"] != found.get("stands") and \
                entry.get("spots"):
            dropped = " " + _("Its spots {spots} were dropped: they were places of another kind.",
                              spots=", ".join(map(str, entry["spots"])))
            entry["spots"] = []
        entry = _canonical(entry)
        if found is None:
            items.append(entry)
            changed = list(values)
            said = _("Item {key} added ({stands}, {count} of them).", key=key, stands=entry["stands"],
                     count=entry["count"])
        else:
            items[items.index(found)] = entry
            was = _canonical(found)
            changed = [k for k in file.ITEM if was.get(k) != entry.get(k)]
            said = _("Item {key} changed: {fields}.", key=key, fields=", ".join(changed) or _("nothing"))
        return said + dropped + _still(path, entry.get("unverified", []), changed, f"{key}.")
    return _edit(path, change)


def _names_free(data: dict[str, Any], key: str, aliases: list[str], found: dict[str, Any] | None) -> None:
    """SCENARIO-1: an item's key and aliases are no base piece's name and no other item's."""
    taken = set(file.BASE_PIECES)
    for other in _items(data):
        if other is not found:
            taken |= {str(n).lower() for n in (other.get("key"), *other.get("aliases", []))}
    clash = [n for n in (key, *aliases) if n.lower() in taken]
    if clash:
        raise RuleViolation("SCENARIO-1", _("the name '{name}' is taken", name=clash[0]),
                            _("taken: {names}", names=", ".join(sorted(taken))))


def _ordered(table: dict[str, Any], order) -> dict[str, Any]:
    return {**{k: table[k] for k in order if k in table}, **table}


def _canonical(entry: dict[str, Any]) -> dict[str, Any]:
    """An item's keys in the format's order; no empty cost, reward, aliases or spots."""
    out = _ordered(entry, file.ITEM)
    return {k: v for k, v in out.items() if not (k in ("cost", "reward", "aliases", "spots", "unverified")
                                                 and v in ({}, []))}


def remove(path: str | Path, key: str) -> str:
    def change(data: dict[str, Any]) -> str:
        found = _find(data, key)
        data["items"].remove(found)
        if not data["items"]:
            del data["items"]
        return _("Item {key} removed.", key=found["key"])
    return _edit(path, change)


# --- the spots on the board ----------------------------------------------------------------------------------

def board_table(data: dict[str, Any], folder: Path, table: str = "board") -> dict[str, Any] | None:
    """The ``[board]`` a scenario names, as a board file's table (for drawing and naming places: unfinished is fine):
    a preset's, a board file's beside it, or the file's own hexes; None while there is none to draw."""
    spec = data.get(table)
    if not isinstance(spec, dict) or not spec:
        return None
    try:
        if set(spec) == {"preset"}:
            return make_board(str(spec["preset"]), None, TABLES[table])
        if set(spec) == {"file"}:
            written = PurePath(str(spec["file"]))
            if written.is_absolute() or ".." in written.parts:
                return None
            loaded = read_table(folder / written, "")
            inner = loaded.get("board", loaded)
            return inner if isinstance(inner, dict) else None
    except RefereeError:
        return None
    return spec


def _grid(data: dict[str, Any], folder: Path):
    table = board_table(data, folder)
    if table is None:
        raise RuleViolation("SCENARIO-2", _("the scenario has no board to put spots on yet"),
                            _("name it first: referee scenario board FILE beginner-en (or BOARD.toml)"))
    try:
        return boardfile.grid({"edition": "scenario", "board": table})
    except RefereeError as exc:
        raise RuleViolation("SCENARIO-2", _("the scenario's board cannot be read: {reason}", reason=exc.message),
                            exc.allowed) from None


def spots(path: str | Path, key: str, places: list[str]) -> str:
    """SCENARIO-5: each place toggled in the item's ``spots`` (added, or taken out if it is there), checked to be a
    place of the item's kind on the scenario's board (whose hexes are all land: a scenario's edition has no sea)."""
    folder = Path(path).parent

    def change(data: dict[str, Any]) -> str:
        found = _find(data, key)
        kind = PLACE.get(found.get("stands"), "corner")
        g = _grid(data, folder)
        name = getattr(g, kind)
        listed = [str(s) for s in found.get("spots", [])]
        said = []
        for place in places:
            try:
                at = name(place)
            except NotationError as exc:
                raise NotationError(_("{item} stands on {kind}: {place} is none of the board's ({reason})",
                                      item=found["key"], kind=KIND.get(found.get("stands"), KIND["intersection"])(),
                                      place=place, reason=exc.message),
                                    exc.allowed, rule="SCENARIO-5") from None
            here = [s for s in listed if _same(name, s, at)]
            if here:
                listed = [s for s in listed if s not in here]
                said.append(_("{place} taken out", place=at))
            else:
                listed.append(at)
                said.append(_("{place} added", place=at))
        found["spots"] = g.sort(listed)
        data["items"][data["items"].index(found)] = _canonical(found)
        return _("Spots of {item}: {changes} ({count} listed).", item=found["key"], changes=", ".join(said),
                 count=len(found["spots"])) + _still(path, found.get("unverified", []), ["spots"], f"{found['key']}.")
    return _edit(path, change)


def _same(name, written: str, at: str) -> bool:
    try:
        return name(written) == at
    except NotationError:
        return False


def spot(path: str | Path, key: str, place: str) -> str:
    """One place of an item toggled (a tap on the page)."""
    return spots(path, key, [place])


# --- what is verified ----------------------------------------------------------------------------------------

def _mark(data: dict[str, Any], value: str) -> tuple[dict[str, Any], str, tuple[str, ...]]:
    """The table holding the mark ``value`` (``board``, ``landmark.cost``), the mark's name in it, its allowed names."""
    owner, dot, field_name = value.strip().partition(".")
    if not dot:
        table, field_name, allowed = data["scenario"], owner, file.HEAD_UNVERIFIED
    else:
        table, allowed = _find(data, owner), file.ITEM_UNVERIFIED
    if field_name not in allowed:
        raise NotationError(_("'{value}' is no value that can be marked unverified", value=value),
                            _("marks: {names}", names=", ".join(marks_of(data))), rule="SCENARIO-11")
    return table, field_name, allowed


def marks_of(data: dict[str, Any], marked: bool | None = None) -> list[str]:
    """Every value that can be marked (``board``, ``landmark.cost``): only the marked ones (``marked``), or only the
    others (``not marked``)."""
    out = []
    head = data.get("scenario") if isinstance(data.get("scenario"), dict) else {}
    for table, prefix, names in ((head, "", file.HEAD_UNVERIFIED),
                                 *((i, f"{i.get('key')}.", file.ITEM_UNVERIFIED) for i in _items(data))):
        have = table.get("unverified", []) if isinstance(table.get("unverified"), list) else []
        out += [prefix + n for n in names if marked is None or (n in have) == marked]
    return out


def verify(path: str | Path, value: str) -> str:
    """SCENARIO-11: a value read off the box — taken out of ``unverified``."""
    def change(data: dict[str, Any]) -> str:
        table, name, _allowed = _mark(data, value)
        if name not in table.get("unverified", []):
            raise NotationError(_("{value} is not marked unverified", value=value.strip()),
                                _("marked: {names}", names=", ".join(marks_of(data, True)) or _("nothing")),
                                rule="SCENARIO-11")
        table["unverified"] = [u for u in table["unverified"] if u != name]
        if not table["unverified"]:
            del table["unverified"]
        left = marks_of(data, True)
        return _("{value} verified; still unverified: {left}.", value=value.strip(),
                 left=", ".join(left) or _("nothing"))
    return _edit(path, change)


def unverify(path: str | Path, value: str) -> str:
    """SCENARIO-11: a value marked unverified again (a stand-in)."""
    def change(data: dict[str, Any]) -> str:
        table, name, allowed = _mark(data, value)
        have = table.get("unverified", [])
        if name in have:
            raise NotationError(_("{value} is marked unverified already", value=value.strip()),
                                _("marked: {names}", names=", ".join(marks_of(data, True))), rule="SCENARIO-11")
        table["unverified"] = [n for n in allowed if n in {*have, name}]
        return _("{value} marked unverified.", value=value.strip())
    return _edit(path, change)


EDITS = {"new": new, "set": head, "board": board, "rules": rules, "item": item, "spot": spot, "verify": verify,
         "unverify": unverify, "remove": remove}


# --- what is still missing -----------------------------------------------------------------------------------

@dataclass
class Survey:
    """A scenario file as ``referee scenario check`` and the page see it: every problem with its rule (none: a game
    starts on it), each item's spots, the values still marked unverified."""

    name: str
    problems: list[RefereeError] = field(default_factory=list)
    counts: list[str] = field(default_factory=list)
    unverified: list[str] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        return not self.problems

    def verdict(self) -> str:
        return _("{file}: {verdict}", file=self.name,
                 verdict=_("a game can start on it (referee new catan --scenario {file})", file=self.name)
                 if self.usable else _("{count} problem(s)", count=len(self.problems)))

    def lines(self) -> list[str]:
        marks = _("unverified: {values}", values=", ".join(self.unverified)) if self.unverified else \
            _("nothing is marked unverified")
        return [*self.counts, marks]


def survey(path: str | Path) -> Survey:
    """Everything ``referee new catan --scenario FILE`` would refuse in the file, each problem once with its rule,
    and what is filled in so far."""
    path = Path(path)
    data = read_table(path, make_hint(str(path)))
    found = Survey(path.name)
    if not isinstance(data.get("scenario"), dict):
        found.problems.append(RuleViolation("SCENARIO-1", _("no [scenario] table"), _("see {hint}", hint=file.HINT)))
        return found
    found.problems += [RuleViolation("SCENARIO-1", p) for p in problems_of(data)]
    found.unverified = marks_of(data, True)
    found.counts = _board_lines(data, path.parent, found.problems)
    for entry in _items(data):
        listed = entry.get("spots") if isinstance(entry.get("spots"), list) else []
        found.counts.append(_("{item}: {spots} of {count} spots", item=entry.get("key"), spots=len(listed),
                              count=entry.get("count", "?")) if listed else
                            _("{item}: no spots listed (wherever SCENARIO-5 allows)", item=entry.get("key")))
    if not found.problems:
        _whole(path, found)
    return found


def _board_lines(data: dict[str, Any], folder: Path, problems: list[RefereeError]) -> list[str]:
    """SCENARIO-2: each board the file names, said, and its problems added to ``problems``."""
    lines = []
    for table in ("board", "board_5_6"):
        spec = data.get(table)
        if table == "board_5_6" and spec is None:
            continue
        if not isinstance(spec, dict) or not spec:
            problems.append(RuleViolation("SCENARIO-2", _("the scenario names no [board]"),
                                          _("referee scenario board FILE beginner-en, or BOARD.toml beside it")))
            continue
        if set(spec) == {"preset"}:
            lines.append(_("[{table}]: the preset {name}", table=table, name=spec["preset"]))
        elif set(spec) == {"file"}:
            lines.append(_("[{table}]: the board file {name} (its board editor: referee serve --edit {name})",
                           table=table, name=spec["file"]))
            if not (folder / str(spec["file"])).is_file():
                problems.append(RuleViolation("SCENARIO-2", _("no board file {name} beside the scenario file",
                                                              name=spec["file"]),
                                              _("start it: referee board new {name} --edition scenario",
                                                name=spec["file"])))
                continue
        else:
            lines.append(_("[{table}]: its own hexes", table=table))
        drawn = board_table(data, folder, table)
        if drawn is None:
            problems.append(RuleViolation("SCENARIO-2", _("[{table}] cannot be read", table=table),
                                          _("presets: {presets}, or a board file",
                                            presets=", ".join(TABLES[table].presets))))
            continue
        problems += board_problems(drawn, TABLES[table])
        if table == "board" and not problems:
            problems += _spots_off(data, drawn)
    return lines


def _spots_off(data: dict[str, Any], drawn: dict[str, Any]) -> list[RefereeError]:
    """SCENARIO-1 as ``new`` says it: each spot that is no place of its item's kind on the board."""
    g = boardfile.grid({"edition": "scenario", "board": drawn})
    out = []
    for entry in _items(data):
        name = getattr(g, PLACE.get(entry.get("stands"), "corner"))
        for spot_name in entry.get("spots", []):
            try:
                name(str(spot_name))
            except NotationError as exc:
                out.append(RuleViolation("SCENARIO-1", _("{item}: a spot is not on the board: {reason}",
                                                         item=entry.get("key"), reason=exc.message), exc.allowed))
    return out


def _whole(path: Path, found: Survey) -> None:
    """The file as ``referee new`` reads it, for what the checks above do not see (its path not shown)."""
    from referee.games.catan.board import Board
    from referee.games.catan.scenario.game import canonical_spots

    try:
        made = file.read(str(path))
        scenario = made.pop("scenario")
        canonical_spots(scenario, Board(made, file.EDITION))
    except RefereeError as exc:
        exc.message = exc.message.replace(str(path.parent) + "/", "")
        found.problems.append(exc)
