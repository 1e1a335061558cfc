"""The numbers of the new island — seed p.9 "Pravidla vyčerpání", TDE-GREATER-3…6, 8, 9.

The new island's hexes lie face up without numbers (TDE-GREATER-3). When a player's ship or road reaches an
intersection touching such a hex (a gold field too, TDE-GREATER-8), the game waits in phase ``number`` until the
table types the token: ``number 3f 9`` — the top token of the new-island stack — or, once the stack is empty,
``number 3f from 2b`` — the token of a main-island hex moved over (TDE-GREATER-4), chosen by the three conditions
of TDE-GREATER-5, dropped one at a time in their order only when none fits (TDE-GREATER-6).

The event ``number`` (fields ``at``, ``number``, ``from``) records where every number came from (TDE-GREATER-9);
the numbers the board carries are derived from these events on replay (:func:`renumber`), so production, undo
and replay stay exact. The stack's size is UNKNOWN (option ``new_island_stack``, default not verified): every
verdict resting on it is listed as not verified.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.core.numbers import numeric
from referee.games.catan.board import NUMBERS, Board, numbered, renumbered
from referee.games.catan.common import listing
from referee.games.catan.state import Player
from referee.games.catan.tde.greater_catan.scenario import SCENARIO
from referee.games.catan.tde.scenario_base import ScenarioState

STACK = Option("new_island_stack", SCENARIO["new_island_stack_default"],
               "tokens in the new island's face-down number stack (UNKNOWN in the seed: type your rulebook's "
               "value; the default is not verified)", "TDE-GREATER-4", bounds=(0, 30))


@dataclass
class GreaterState(ScenarioState):
    new_island: frozenset[str] = frozenset()               # land hexes of the islands without numbers at the start
    number_from: dict[str, str] = field(default_factory=dict)   # new hex → "stack" or the main hex (TDE-GREATER-9)
    emptied: dict[str, str] = field(default_factory=dict)  # main hex → the new hex its token went to
    stack_used: int = 0                                    # tokens drawn from the new-island stack
    due: list[str] = field(default_factory=list)           # hexes reached, waiting for their number
    numberer: str | None = None                            # who reached them (he places the tokens)

    @property
    def main_land(self) -> frozenset[str]:
        return self.board.land - self.new_island

    @property
    def stack_left(self) -> int:
        return max(self.options["new_island_stack"] - self.stack_used, 0)

    @property
    def token_notes(self) -> dict[str, str]:
        """For the picture: where a moved token came from and where an emptied hex's token went."""
        out = {h: f"← {s}" for h, s in self.number_from.items() if s != "stack"}
        out.update({h: f"→ {t}" for h, t in self.emptied.items()})
        return out


def new_island(board: Board) -> frozenset[str]:
    """The land of every island holding a numberless producing hex at the start (the grey area of the map)."""
    bare = {board.island[h] for h in board.land if numbered(board.terrain[h]) and h not in board.number}
    return frozenset(h for h in board.land if board.island[h] in bare)


def main_island(state: GreaterState) -> list[str]:
    return [h for h in state.board.grid.hexes if h in state.main_land]


def bare(state: GreaterState, hexname: str) -> bool:
    """A new-island hex still without its number (a main-island hex emptied by TDE-GREATER-4 stays empty)."""
    return hexname in state.new_island and numbered(state.board.terrain[hexname]) and hexname not in state.board.number


# --- reaching a hex without a number (TDE-GREATER-3, 8) ---------------------------------------------------------
def reached(state: GreaterState, player: Player) -> list[str]:
    """Numberless hexes touching an end of the player's roads or ships, in reading order."""
    grid = state.board.grid
    ends = {e for p in player.roads | player.ships for e in grid.sides[p].ends}
    hexes = {h for e in ends for h in grid.corners[e].hexes if h in state.board.land and bare(state, h)}
    return [h for h in grid.hexes if h in hexes]


def wait_for_numbers(state: GreaterState, name: str, out: Outcome) -> None:
    """After a road or ship: the hexes it reached wait for their tokens (none when nothing can supply one)."""
    due = [h for h in reached(state, state.by_name[name]) if state.stack_left or sources(state)]
    if not due:
        return
    state.due, state.numberer, state.between = due, name, "number"
    out.say("{player} reaches {hexes} without a number: type the token (TDE-GREATER-3), e.g. {example}.",
            player=name, hexes=listing(due), example=_example(state, due[0]))


def _example(state: GreaterState, hexname: str) -> str:
    if state.stack_left:
        return _("number {hex} N", hex=hexname)
    allowed = allowed_sources(state, state.by_name[state.numberer or state.current.name], hexname)[1]
    return _("number {hex} from {source}", hex=hexname, source=allowed[0] if allowed else "2b")


def placing(apply: Callable) -> Callable:
    """Wrap an applier that may lay a road or ship: afterwards the hexes it reached wait for numbers."""

    def wrapped(state: GreaterState, event: dict) -> Outcome:
        out = apply(state, event)
        if not state.winner:
            wait_for_numbers(state, event["player"], out)
        return out

    return wrapped


# --- the token's source after depletion (TDE-GREATER-4…6) -------------------------------------------------------
def sources(state: GreaterState) -> list[str]:
    """Main-island hexes still carrying a number."""
    return [h for h in main_island(state) if h in state.board.number]


def _no_red_pair(state: GreaterState, player: Player, target: str, source: str) -> bool:
    """Condition 1: a 6 and an 8 do not end up side by side on the new island."""
    if state.board.number[source] not in (6, 8):
        return True
    return not any(n in state.new_island and state.board.number.get(n) in (6, 8)
                   for n in state.board.grid.neighbours(target).values())


def _own_building(state: GreaterState, player: Player, target: str, source: str) -> bool:
    """Condition 2: the token comes from a hex beside one of the player's settlements or cities."""
    return any(state.occupant.get(c, ("",))[0] == player.name for c in state.board.grid.corners_of(source))


def _all_still_fed(state: GreaterState, player: Player, target: str, source: str) -> bool:
    """Condition 3: afterwards every settlement and city on the main island (anyone's) still touches a number."""
    main = set(main_island(state))
    grid = state.board.grid
    for corner in state.occupant:
        hexes = [h for h in grid.corners[corner].hexes if h in main]
        if hexes and not any(h in state.board.number and h != source for h in hexes):
            return False
    return True


CONDITIONS = ((1, _no_red_pair), (2, _own_building), (3, _all_still_fed))


def broken(state: GreaterState, player: Player, target: str, source: str) -> list[int]:
    return [n for n, holds in CONDITIONS if not holds(state, player, target, source)]


def allowed_sources(state: GreaterState, player: Player, target: str) -> tuple[list[int], list[str]]:
    """The conditions dropped (TDE-GREATER-6: first 1, then 2, then 3) and the sources then allowed."""
    candidates = sources(state)
    for dropped in ([], [1], [1, 2], [1, 2, 3]):
        ok = [s for s in candidates if not set(broken(state, player, target, s)) - set(dropped)]
        if ok:
            return dropped, ok
    return [1, 2, 3], []


def _listed(state: GreaterState, hexes: list[str]) -> str:
    return listing([f"{h} ({state.board.number[h]})" for h in hexes], _("none"))


# --- the event ``number`` ---------------------------------------------------------------------------------------
def validate(state: GreaterState, event: dict) -> list[str]:
    at, number, source = event["at"], event.get("number"), event.get("from")
    player = state.by_name[event["player"]]
    if at not in state.due:
        raise RuleViolation("TDE-GREATER-3", _("{hex} is no hex waiting for its number", hex=at),
                            _("waiting: {hexes}", hexes=listing(state.due, _("none"))))
    if state.stack_left:
        if source is not None:
            raise RuleViolation("TDE-GREATER-4", _("the new-island stack still holds {count} token(s): the top one "
                                                   "goes on {hex}, none moves from the main island",
                                                   count=state.stack_left, hex=at),
                                _("number {hex} N, N the token drawn", hex=at))
        if number not in NUMBERS:
            raise RuleViolation("TDE-GREATER-3", _("type the number of the token drawn for {hex}", hex=at)
                                if number is None else _("{number} is no number token", number=number),
                                _("number {hex} N, N one of {numbers}", hex=at,
                                  numbers=", ".join(map(str, NUMBERS))))
        return []
    dropped, allowed = allowed_sources(state, player, at)
    if source is None:
        raise RuleViolation("TDE-GREATER-4", _("the new-island stack is empty: a token moves from the main island "
                                               "to {hex}", hex=at),
                            _("allowed: {hexes}", hexes=_listed(state, allowed)))
    if source not in sources(state):
        raise RuleViolation("TDE-GREATER-4", _("{hex} is no main-island hex with a number", hex=source),
                            _("allowed: {hexes}", hexes=_listed(state, allowed)))
    if number is not None and number != state.board.number[source]:
        raise RuleViolation("TDE-GREATER-9", _("{hex} carries {have}, not {number}", hex=source,
                                               have=state.board.number[source], number=number),
                            _("number {hex} from {source}", hex=at, source=source))
    if source not in allowed:
        rule = "TDE-GREATER-6" if dropped else "TDE-GREATER-5"
        bad = [n for n in broken(state, player, at, source) if n not in dropped]
        raise RuleViolation(rule, _("the token of {source} breaks condition {conditions} of TDE-GREATER-5 ({why})",
                                    source=source, conditions=listing(map(str, bad)),
                                    why=listing([_reason(n, player.name) for n in bad])),
                            _("allowed: {hexes}", hexes=_listed(state, allowed)) + (
                                _(" (conditions given up, TDE-GREATER-6: {dropped})",
                                  dropped=listing(map(str, dropped))) if dropped else ""))
    return []


def _reason(condition: int, name: str) -> str:
    return {1: _("a 6 and an 8 side by side on the new island"),
            2: _("no settlement or city of {player} beside it", player=name),
            3: _("a building on the main island would touch no number")}[condition]


def renumber(state: GreaterState, changes: dict[str, int | None]) -> None:
    """The board with numbers set (``None``: taken away): a new :class:`Board`, its views derived afresh."""
    state.board = renumbered(state.board, changes)


def apply(state: GreaterState, event: dict) -> Outcome:
    at, source, name = event["at"], event.get("from"), event["player"]
    out = Outcome()
    if source is None:
        number = event["number"]
        state.stack_used += 1
        state.number_from[at] = "stack"
        renumber(state, {at: number})
        out.say("{player} draws {number} from the new-island stack for {hex} ({left} left, TDE-GREATER-3).",
                player=name, number=number, hex=at, left=state.stack_left)
    else:
        number = state.board.number[source]
        state.number_from[at] = source
        state.emptied[source] = at
        renumber(state, {at: number, source: None})
        out.say("{player} moves the {number} from {source} on the main island to {hex} (TDE-GREATER-4).",
                player=name, number=number, source=source, hex=at)
    state.note(event.get("seq", 0), "TDE-GREATER-4", "new_island_stack")
    state.due = [h for h in state.due if h != at]
    if not state.due:
        state.numberer = None
        state.between = None
    return out


FROM = ("from", "z", "ze")        # the word before the main-island hex, as the table types it


def complete(state: GreaterState, words: list[str]) -> list[str]:
    """Tab completion of ``number``: the hex waiting, then a token while the stack lasts, else ``from`` and the
    hexes allowed."""
    if not words:
        return list(state.due)
    if len(words) == 1:
        return [str(n) for n in NUMBERS] if state.stack_left else [FROM[0]]
    if words[-1].lower() in FROM and not state.stack_left and words[0] in state.due:    # TDE-GREATER-4: none moves
        who = state.by_name[state.numberer or state.current.name]
        return allowed_sources(state, who, words[0])[1]
    return [FROM[0]] if len(words) == 2 and numeric(words[1]) and not state.stack_left else []
