"""Scenario files (SCENARIO-1…3, 10, 11): a TOML file naming a board, a target, base rules switched and extra
buildable items; read, checked (every problem at once) and put into the save's ``[board.scenario]``.

The file::

    [scenario]                      # SCENARIO-1
    key = "lighthouses"             # a short name (letters, digits, -)
    name = "Lighthouses"            # what people call it
    source = "…"                    # where its numbers come from (free text)
    victory_points = 8              # SCENARIO-3: the default of the option victory_points
    players = [3, 4, 5, 6]          # SCENARIO-13: the player counts it allows (the default: 3–6)
    unverified = ["board"]          # SCENARIO-11: "board", "victory_points", "rules"

    [board]                         # SCENARIO-2: one of
    preset = "beginner-en"          #   a preset of the base game,
    # file = "my-board.toml"        #   a board file (a path beside the scenario file),
    # shape/robber/hexes/harbours   #   or the board itself, of any hex layout
    [board_5_6]                     # SCENARIO-13: the board with 5–6 players (same forms; without it the
                                    #   extension's own board, marked unverified)

    [rules]                         # SCENARIO-10
    robber = "Götz von Berlichingen"   # the robber figure's name
    harbours = true                 # false: the board's harbours are not in play

    [[items]]                       # SCENARIO-4…9
    key = "lighthouse"              # the piece name typed: build lighthouse 1a:10
    name = "lighthouse"
    aliases = ["maják"]
    cost = { brick = 1, ore = 1 }   # paid to the bank (SCENARIO-4)
    stands = "intersection"         # intersection | hex | side (SCENARIO-5)
    distance = true                 # on an intersection: the distance rule holds
    spots = []                      # the only places it may stand (empty: wherever SCENARIO-5 allows)
    victory_points = 1              # SCENARIO-7
    produces = 0                    # cards per producing hex next to it, like a settlement (1) or city (2)
    reward = { grain = 1 }          # taken from the bank when built (SCENARIO-9)
    count = 6                       # how many exist, all players together (SCENARIO-6)
    per_player = 2                  # at most this many for one player (0: no limit)
    unverified = ["cost"]           # SCENARIO-11: any of the item's keys above

A shipped scenario (``data/scenarios/NAME.toml``) is named by its file name: ``--scenario germany``.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path
from typing import Any

from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import _, language
from referee.games.catan.board import check_board, make_board
from referee.games.catan.edition import BASE, DATA, Edition
from referee.games.catan.vocab import RESOURCES

SHIPPED = DATA / "scenarios"


def edition_for(edition: Edition) -> Edition:
    """A scenario's board is its own: any layout, checked for everything but the counts of ``edition`` (the
    base game's, or the 5–6 extension's: SCENARIO-2, SCENARIO-13)."""
    key = "scenario" if edition.key == BASE.key else f"scenario-{edition.key}"
    return dataclasses.replace(edition, key=key, terrains={}, tokens={}, harbours={}, spirals="")


EDITION = edition_for(BASE)
PLAYERS = [3, 4, 5, 6]      # SCENARIO-13: every scenario with 3–6 players, unless its file says otherwise
TOP = {"scenario", "board", "board_5_6", "rules", "items"}
HEAD = {"key": str, "name": str, "name_cs": str, "source": str, "victory_points": int, "unverified": list,
        "players": list}
RULES = {"robber": str, "robber_cs": str, "harbours": bool}
ITEM = {"key": str, "name": str, "name_cs": str, "aliases": list, "cost": dict, "stands": str, "distance": bool, "spots": list,
        "victory_points": int, "produces": int, "reward": dict, "count": int, "per_player": int,
        "unverified": list}
STANDS = ("intersection", "hex", "side")
HEAD_UNVERIFIED = ("board", "victory_points", "rules")
ITEM_UNVERIFIED = ("cost", "stands", "spots", "victory_points", "produces", "reward", "count", "per_player")
KEY = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")
BASE_PIECES = ("road", "settlement", "city", "ship")
HINT = "docs/catan.md#scenario-files"


def label(entry: dict[str, Any], field: str = "name") -> str:
    """A name from the file as people read it: its Czech form (``name_cs``, ``robber_cs``) in Czech output."""
    return entry.get(f"{field}_cs", entry[field]) if language() == "cs" else entry[field]


def resolve(spec: str) -> Path:
    """A shipped scenario's name (``germany``) or a path to a scenario file."""
    shipped = SHIPPED / f"{spec}.toml"
    if "/" not in spec and not spec.endswith(".toml") and shipped.exists():
        return shipped
    path = Path(spec)
    if not path.is_file():
        names = ", ".join(sorted(p.stem for p in SHIPPED.glob("*.toml")))
        raise NotationError(_("no scenario file {path}", path=spec),
                            _("a .toml scenario file, or one of {names}", names=names), rule="SCENARIO-1")
    return path


def read(spec: str, board_spec: str | None = None, edition: Edition = EDITION) -> dict[str, Any]:
    """``[board]`` of a new save: the scenario's board (or ``board_spec``, the table's own) with the checked
    scenario under ``scenario`` (SCENARIO-12). With the 5–6 extension's ``edition`` the board is the file's
    ``[board_5_6]``, or else the extension's own board, marked unverified (SCENARIO-13)."""
    path = resolve(spec)
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise RuleViolation("SCENARIO-1", _("scenario file {path} is not valid TOML: {reason}", path=path,
                                            reason=exc), _("see {hint}", hint=HINT)) from None
    problems = [_("unknown table [{key}]", key=key) for key in sorted(set(data) - TOP)]
    scenario = check(data, problems)
    if board_spec:                      # the table's transcription replaces the file's board: its own, verified
        board = make_board(board_spec, None, edition)
        scenario["unverified"] = [u for u in scenario["unverified"] if u != "board"]
    elif edition.seats == BASE.seats:
        board = _board(data.get("board"), path.parent, edition)
    elif "board_5_6" in data:
        board = _board(data["board_5_6"], path.parent, edition)
    else:                               # the 3–4 board does not seat 5–6: the extension's, a stand-in
        board = make_board(None, None, edition)
        scenario["unverified"] = sorted({*scenario["unverified"], "board"})
    if not scenario["rules"]["harbours"]:
        board = {**board, "harbours": []}                                   # SCENARIO-10
    return {**board, "scenario": scenario}


def _board(spec: Any, folder: Path, edition: Edition) -> dict[str, Any]:
    """SCENARIO-2: a preset, a board file beside the scenario file, or the board itself."""
    if not isinstance(spec, dict) or not spec:
        raise RuleViolation("SCENARIO-2", _("the scenario names no [board]"),
                            _("preset = \"beginner-en\", file = \"BOARD.toml\", or the board's hexes"))
    if set(spec) == {"preset"}:
        return make_board(spec["preset"], None, edition)
    if set(spec) == {"file"}:
        path = Path(spec["file"])
        return make_board(str(path if path.is_absolute() else folder / path), None, edition)
    return check_board(spec, edition)


def _table(data: dict, name: str, shape: dict, problems: list[str], where: str | None = None) -> dict:
    value = data.get(name, {})
    where = where or f"[{name}]"
    if not isinstance(value, dict):
        problems.append(_("{where} must be a table", where=where))
        return {}
    for key, item in value.items():
        if key not in shape:
            problems.append(_("unknown key '{key}' in {where}", key=key, where=where))
        elif type(item) is not shape[key]:
            problems.append(_("{where} {key} has the wrong type", where=where, key=key))
    return {k: v for k, v in value.items() if k in shape and type(v) is shape[k]}


def _bag(value: dict, where: str, problems: list[str]) -> dict[str, int]:
    bag: dict[str, int] = {}
    for name, n in value.items():
        if name not in RESOURCES or type(n) is not int or not 0 <= n <= 19:
            problems.append(_("{where}: '{name} = {count}' is not a resource count", where=where, name=name,
                              count=n))
            continue
        res = RESOURCES.resolve(name)
        bag[res] = bag.get(res, 0) + n
    return {r: bag[r] for r in RESOURCES.names if bag.get(r)}


def check(data: dict[str, Any], problems: list[str] | None = None) -> dict[str, Any]:
    """The scenario in canonical form — ``key``, ``name``, ``source``, ``victory_points``, ``unverified``,
    ``rules``, ``items`` — from a file's tables or a save's ``[board.scenario]``; every problem in one
    refusal (SCENARIO-1)."""
    problems = [] if problems is None else problems
    stored = "items" in data and "scenario" not in data       # a save's [board.scenario] is flat
    head = _table({"scenario": {k: v for k, v in data.items() if k in HEAD or k not in ("rules", "items")}}
                  if stored else data, "scenario", HEAD, problems)
    rules = _table(data, "rules", RULES, problems)
    for key in ("key", "name"):
        if key not in head:
            problems.append(_("[scenario] needs {key}", key=key))
    if "key" in head and not KEY.match(head["key"]):
        problems.append(_("the scenario's key '{key}' is not a short name (a-z, 0-9, - or _)", key=head["key"]))
    unverified = [str(u) for u in head.get("unverified", [])]
    problems.extend(_("[scenario] unverified: '{name}' is none of {names}", name=u,
                      names=", ".join(HEAD_UNVERIFIED)) for u in unverified if u not in HEAD_UNVERIFIED)
    players = head.get("players", PLAYERS)
    if not players or any(type(n) is not int or n not in PLAYERS for n in players):
        problems.append(_("players lists player counts from 3 to 6, not {value}", value=players))
    target = head.get("victory_points", BASE.victory_points)
    if not 3 <= target <= 99:
        problems.append(_("victory_points {value} is not from 3 to 99", value=target))
    items_in = data.get("items", [])
    if not isinstance(items_in, list):
        problems.append(_("[[items]] must be an array of tables"))
        items_in = []
    items, names = [], set(BASE_PIECES)
    for index, raw in enumerate(items_in):
        where = f"[[items]] {index + 1}"
        if not isinstance(raw, dict):
            problems.append(_("{where} must be a table", where=where))
            continue
        items.append(_item(_table({"item": raw}, "item", ITEM, problems, where), where, names, problems))
    if problems:
        raise RuleViolation("SCENARIO-1", _("the scenario file has {count} problem(s): {problems}",
                                            count=len(problems), problems="; ".join(problems)),
                            _("see {hint}", hint=HINT))
    out = {k: head[k] for k in ("key", "name", "name_cs", "source", "players") if k in head}
    robber = {"robber": rules.get("robber", "robber"), **{k: rules[k] for k in ("robber_cs",) if k in rules}}
    out.update(victory_points=target, unverified=unverified, rules={**robber, "harbours": rules.get("harbours", True)},
               items=items)
    return out


def _item(raw: dict, where: str, names: set[str], problems: list[str]) -> dict[str, Any]:
    """One buildable item in canonical form (SCENARIO-4…9), its problems added to ``problems``."""
    key = raw.get("key", "")
    if not KEY.match(key):
        problems.append(_("{where} needs a key (a-z, 0-9, - or _)", where=where))
    for name in (key, *map(str, raw.get("aliases", []))):
        if name.lower() in names:
            problems.append(_("{where}: the name '{name}' is taken", where=where, name=name))
        names.add(name.lower())
    stands = raw.get("stands", "")
    if stands not in STANDS:
        problems.append(_("{where}: stands is one of {places}", where=where, places=", ".join(STANDS)))
    for field in ("victory_points", "produces", "count", "per_player"):
        if raw.get(field, 0) < 0:
            problems.append(_("{where}: {field} is negative", where=where, field=field))
    if raw.get("produces", 0) > 2 or (raw.get("produces", 0) and stands != "intersection"):
        problems.append(_("{where}: produces is 0, 1 or 2, and only on an intersection", where=where))
    if "count" not in raw:
        problems.append(_("{where} needs count (how many exist)", where=where))
    unverified = [str(u) for u in raw.get("unverified", [])]
    problems.extend(_("{where} unverified: '{name}' is none of {names}", where=where, name=u,
                      names=", ".join(ITEM_UNVERIFIED)) for u in unverified if u not in ITEM_UNVERIFIED)
    out = {"key": key, "name": raw.get("name", key), **({"name_cs": raw["name_cs"]} if "name_cs" in raw else {}),
           "aliases": [str(a) for a in raw.get("aliases", [])],
           "cost": _bag(raw.get("cost", {}), where, problems), "stands": stands,
           "distance": raw.get("distance", True), "spots": [str(s) for s in raw.get("spots", [])],
           "victory_points": raw.get("victory_points", 0), "produces": raw.get("produces", 0),
           "reward": _bag(raw.get("reward", {}), where, problems), "count": raw.get("count", 0),
           "per_player": raw.get("per_player", 0), "unverified": unverified}
    return out
