"""Discovery of face-down hexes — SEA-FOG-1/2 (and the TD&E scenarios' rewards, TDE-ISLANDS-3…5, TDE-UNKNOWN-4/5).

A board file marks a face-down hex ``terrain = "fog"``. It may say what the face-down stacks hold (``[fog]``
``terrains = { forest = 2, sea = 1 }``, ``numbers = [3, 9, 10]``); a stack it leaves out is UNKNOWN and every
discovery checked against it is listed by ``check`` as not verified. Treasure tokens lie on the intersections
``treasures = ["4f:2", …]`` (TDE-TREASURE-1, :mod:`referee.games.catan.tde.treasure`).

When a road or ship (built, moved — SEA-MOVE-7 — or placed free) reaches an intersection touching a face-down hex,
the next event is the table typing what turned up: ``discover`` with ``hex``, ``terrain`` and, for a hex carrying
a token, ``number`` (``referee discover 4f forest 9``); a gold field names the resource chosen (``take``). The
things waiting are ``state.pending`` — derived in the replay from the pieces placed, never stored.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan.board import NUMBERS, Board, numbered
from referee.games.catan.common import bag_text, listing
from referee.games.catan.vocab import PRODUCES, SEA_TERRAINS

FOG = "fog"
REVEALED = tuple(t for t in SEA_TERRAINS.names if t != FOG)
SETUP_REWARD = Option("setup_discovery_reward", True, "a discovery during the set-up brings its reward as in play "
                                                      "(the seed has no exception; false: the old Oceania rule, no "
                                                      "reward, as saves recorded before read it)", "SEA-FOG-2",
                      since=2, earlier=False)


@dataclass(frozen=True)
class Rewards:
    """What a discovery brings in a game: the scenario states it (a class attribute of its rules)."""

    land: bool = True              # producing land: 1 resource of its terrain (SEA-FOG-1, TDE-ISLANDS-4)
    gold: bool = True              # a gold field: 1 resource of the discoverer's choice (TDE-ISLANDS-4, INF)
    treasure_for_barren: bool = False   # a desert or the sea: a treasure from the supply (TDE-ISLANDS-5)
    treasure_first: bool = False   # a treasure on the same intersection is taken before the reveal (TDE-UNKNOWN-5)
    keep: bool = False             # a treasure may be kept unused (TDE-UNKNOWN-6)


SEAFARERS = Rewards()


# --- the board file's fog: checked when a game starts ---------------------------------------------------------
def board_check(board: dict[str, Any], data: dict[str, Any], grid) -> dict[str, Any]:
    """Seafarers' own check of a board (``Seafarers.board_checks``): a board with face-down hexes, stacks or
    treasures has them checked (:func:`check`)."""
    if "fog" in data or "treasures" in data or any(v["terrain"] == FOG for v in board["hexes"].values()):
        return check(board | {k: data[k] for k in ("fog", "treasures") if k in data}, grid)
    return {}


def check(board: dict[str, Any], grid) -> dict[str, Any]:
    """The ``[fog]`` stacks and the ``treasures`` intersections in canonical form (SEA-FOG-1, TDE-TREASURE-1)."""
    hidden = [h for h, v in board["hexes"].items() if v["terrain"] == FOG]
    out: dict[str, Any] = {}
    fog = board.get("fog")
    if fog is not None:
        if not hidden:
            raise RuleViolation("SEA-FOG-1", _("the board declares face-down stacks but no face-down hex"),
                                _('mark a face-down hex terrain = "fog"'))
        extra = set(fog) - {"terrains", "numbers"}
        if extra:
            raise RuleViolation("SEA-FOG-1", _("unknown [fog] key(s): {keys}", keys=", ".join(sorted(extra))),
                                _("[fog] holds terrains and numbers; leave a stack out when it is unknown"))
        out["fog"] = {}
        if "terrains" in fog:
            terrains = {SEA_TERRAINS.resolve(t): n for t, n in fog["terrains"].items()}
            if FOG in terrains or sum(terrains.values()) != len(hidden) or min(terrains.values(), default=1) < 0:
                raise RuleViolation("SEA-FOG-1", _("the face-down terrain stack holds {count} hexes for {hidden} "
                                                   "face-down places", count=sum(terrains.values()),
                                                   hidden=len(hidden)),
                                    _("one terrain per face-down hex: {hexes}", hexes=listing(hidden)))
            out["fog"]["terrains"] = terrains
        if "numbers" in fog:
            bad = [n for n in fog["numbers"] if n not in NUMBERS]
            if bad:
                raise RuleViolation("SEA-FOG-1", _("the hidden number stack holds {numbers}, which are no number "
                                                   "tokens", numbers=listing(map(str, bad))),
                                    _("number tokens: {numbers}", numbers=", ".join(map(str, NUMBERS))))
            out["fog"]["numbers"] = sorted(fog["numbers"])
    if "treasures" in board:
        corners = [grid.corner(c) for c in board["treasures"]]
        if len(set(corners)) != len(corners):
            raise RuleViolation("TDE-TREASURE-1", _("two treasure tokens on one intersection"),
                                _("one treasure token per intersection"))
        out["treasures"] = grid.sort(corners)
    return out


# --- the position ---------------------------------------------------------------------------------------------
def start(state) -> None:
    """The stacks as the board file declares them (None: UNKNOWN) and the treasure tokens on the board."""
    fog = state.board.data.get("fog", {})
    state.fog_terrains = Counter(fog["terrains"]) if "terrains" in fog else None
    state.fog_numbers = Counter(fog["numbers"]) if "numbers" in fog else None
    state.treasures = set(state.board.data.get("treasures", ()))


def hidden(state) -> list[str]:
    """The face-down hexes still on the board."""
    return [h for h in state.board.grid.hexes if state.board.terrain[h] == FOG]


def waiting(state, kind: str, place: str | None) -> bool:
    return any(w[0] == kind and w[2] == place for w in state.pending)


def reached(state, player: str, new_paths: list[str]) -> None:
    """The face-down hexes and treasures the new pieces touch wait for the table (SEA-FOG-1, TDE-ISLANDS-6),
    in the order of the paths and their ends; a treasure first where the scenario says so (TDE-UNKNOWN-5)."""
    grid = state.board.grid
    first = state.rewards.treasure_first
    for path in new_paths:
        for end in grid.sides[path].ends:
            found = []
            if end in state.treasures and not waiting(state, "treasure", end):
                found.append(("treasure", player, end, state.in_setup))
            for h in grid.corners[end].hexes:
                if state.board.terrain.get(h) == FOG and not waiting(state, "discover", h):
                    found.append(("discover", player, h, state.in_setup))
            found.sort(key=lambda w: (w[0] == "treasure") != first)
            state.pending.extend(found)


def paths_of(state) -> set[str]:
    return set(state.road_owner) | set(state.ship_owner)


# --- the discover event ---------------------------------------------------------------------------------------
def rewarded(state, head: tuple) -> bool:
    """SEA-FOG-2 / TDE-ISLANDS-10: a discovery during the set-up brings its reward too, unless the option says not."""
    return not head[3] or state.options["setup_discovery_reward"]


def declined(event: dict) -> bool:
    """TDE-ISLANDS-4: the discoverer *may* take the reward ("smí", "může"); ``take = {}`` records that he did not."""
    return "take" in event and not event["take"]


def reward(state, head: tuple, terrain: str) -> str | None:
    """``land`` (1 of its resource), ``gold`` (1 of choice), ``treasure`` (from the supply) or None."""
    if not rewarded(state, head):
        return None
    rules = state.rewards
    if terrain in PRODUCES:
        return "land" if rules.land else None
    if terrain == "gold":
        return "gold" if rules.gold else None
    return "treasure" if rules.treasure_for_barren else None


def left_text(counts: Counter | None) -> str:
    return listing([f"{SEA_TERRAINS.term(t)} {n}" if isinstance(t, str) else f"{t}×{n}"
                    for t, n in sorted(counts.items(), key=lambda kv: str(kv[0])) if n > 0], _("nothing"))


def validate(state, event: dict) -> list[str]:
    head = state.pending[0]
    at, terrain, number = event["hex"], event["terrain"], event.get("number")
    if at != head[2]:
        raise RuleViolation("SEA-FOG-1", _("the face-down hex reached is {hex}, not {at}", hex=head[2], at=at),
                            _("discover {hex} TERRAIN [NUMBER]", hex=head[2]))
    if terrain == FOG:
        raise RuleViolation("SEA-FOG-1", _("a discovered hex shows its terrain"),
                            _("one of {terrains}", terrains=listing(map(SEA_TERRAINS.term, REVEALED))))
    if state.fog_terrains is not None and state.fog_terrains[terrain] < 1:
        raise RuleViolation("SEA-FOG-1", _("the face-down stack holds no {terrain} any more", terrain=SEA_TERRAINS.term(terrain)),
                            _("still face down: {left}", left=left_text(state.fog_terrains)))
    stack_empty = state.fog_numbers is not None and not +state.fog_numbers
    if numbered(terrain) and number is None and not stack_empty:
        raise RuleViolation("SEA-FOG-1", _("a discovered {terrain} takes the top token of the hidden number stack",
                                           terrain=SEA_TERRAINS.term(terrain)),
                            _("discover {hex} {terrain} NUMBER", hex=at, terrain=terrain))
    if number is not None and not numbered(terrain):
        raise RuleViolation("SEA-FOG-1", _("a discovered {terrain} takes no number token",
                                           terrain=SEA_TERRAINS.term(terrain)),
                            _("discover {hex} {terrain}", hex=at, terrain=terrain))
    if number is not None and number not in NUMBERS:
        raise RuleViolation("SEA-FOG-1", _("{number} is no number token", number=number),
                            _("number tokens: {numbers}", numbers=", ".join(map(str, NUMBERS))))
    if number is not None and state.fog_numbers is not None and state.fog_numbers[number] < 1:
        raise RuleViolation("SEA-FOG-1", _("the hidden number stack holds no {number} any more", number=number),
                            _("still in the stack: {left}", left=left_text(state.fog_numbers)))
    kind = reward(state, head, terrain)
    take = event.get("take", {})
    if kind == "gold" and not declined(event):
        bank = state.bank()
        if sum(take.values()) != 1 and any(bank.values()):
            raise RuleViolation("TDE-ISLANDS-4", _("a discovered gold field gives 1 resource of the discoverer's "
                                                   "choice"), _("discover {hex} gold {number} RESOURCE, or none to "
                                                                 "decline it", hex=at, number=number or "N"))
        short = [r for r, n in take.items() if bank[r] < n]
        if short:
            raise RuleViolation("TDE-ISLANDS-4", _("the bank cannot give {cards}", cards=bag_text(take)),
                                _("bank: {cards}", cards=bag_text(bank)))
    elif take and not (kind == "land" and take == {PRODUCES[terrain]: 1}):
        raise RuleViolation("SEA-FOG-1", _("only a discovered gold field lets the discoverer choose a resource"),
                            _("discover {hex} {terrain}{number}, or … none to decline the reward", hex=at,
                              terrain=terrain, number=f" {number}" if number else ""))
    return []


def apply(state, event: dict) -> Outcome:
    head = state.pending.pop(0)
    name, at, terrain, number = head[1], event["hex"], event["terrain"], event.get("number")
    player = state.by_name[name]
    data = dict(state.board.data)
    data["hexes"] = {**data["hexes"], at: {"terrain": terrain, **({"number": number} if number else {})}}
    state.board = Board(data, state.edition)
    state.discovered[at] = name
    if state.fog_terrains is not None:
        state.fog_terrains[terrain] -= 1
    else:
        state.unverified.append((event.get("seq", 0), "SEA-FOG-1", "fog.terrains"))
    if number is not None and state.fog_numbers is not None:
        state.fog_numbers[number] -= 1
    elif number is not None:
        state.unverified.append((event.get("seq", 0), "SEA-FOG-1", "fog.numbers"))
    out = Outcome().say("{player} discovers {hex}: {terrain}{number} (SEA-FOG-1).", player=name, hex=at,
                        terrain=SEA_TERRAINS.term(terrain), number=f" {number}" if number else "")
    kind = reward(state, head, terrain)
    if kind is None and head[3] and (terrain in PRODUCES or terrain == "gold"):
        out.say("A discovery during the set-up brings no reward (option setup_discovery_reward, SEA-FOG-2).")
    if kind in ("land", "gold") and declined(event):
        out.say("{player} takes no resource for the discovery (TDE-ISLANDS-4).", player=name)
    elif kind == "land":
        give(state, player, {PRODUCES[terrain]: 1}, out, "SEA-FOG-1")
    elif kind == "gold":
        give(state, player, event.get("take", {}), out, "TDE-ISLANDS-4")
    elif kind == "treasure":
        state.pending.insert(0, ("treasure", name, None, head[3]))
        out.say("{player} takes a treasure from the supply (TDE-ISLANDS-5).", player=name)
    return out


def give(state, player, bag: dict[str, int], out: Outcome, rule: str) -> None:
    """Cards from the bank; a resource it lacks is not paid (CATAN-PROD-5, TDE-TREASURE-3)."""
    bank = state.bank()
    paid = {r: n for r, n in bag.items() if n and bank[r] >= n}
    short = {r: n for r, n in bag.items() if n and bank[r] < n}
    if state.options.get("shortage_sole_player_gets_rest"):
        paid.update({r: bank[r] for r in short if bank[r]})
    player.hand.add(paid)
    if paid:
        out.say("{player} takes {cards} ({rule}).", player=player.name, cards=bag_text(paid), rule=rule)
    if short:
        out.say("The bank is short of {cards}: not paid (CATAN-PROD-5).", cards=bag_text(short))

