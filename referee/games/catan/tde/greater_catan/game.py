"""Greater Catan (Velký Katan) — seed 003 pp.7–9, catan-td-and-e.md §5: Seafarers with a new island whose hexes
lie face up without numbers; its numbers come from a stack and, once the stack is empty, from the main island
(:mod:`numbers`); 8 cities per player; robber and pirate; 18 victory points (recovered, not verified).

A subclass of :class:`Seafarers` overriding its edition (:mod:`scenario`), its phases (``number`` waits for a
reached hex's token), and the dispatch entries that change. Event kind it adds: ``number`` with ``at`` (the new
hex), ``number`` (the token drawn) or ``from`` (the main-island hex whose token moves), TDE-GREATER-9.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Field, Outcome, Phase
from referee.core.i18n import N_, _
from referee.core.numbers import number
from referee.core.players import player_name
from referee.games.catan import manifest
from referee.games.catan.board import Board
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition
from referee.games.catan.seafarers.game import Seafarers
from referee.games.catan.tde import typed
from referee.games.catan.tde.greater_catan import numbers
from referee.games.catan.tde.greater_catan.numbers import FROM, GreaterState
from referee.games.catan.tde.greater_catan.scenario import EDITION
from referee.games.catan.tde.scenario_base import Scenario, check_setup_settlement, no_chits

NUMBER_KIND = {"player": Field("str"), "at": Field("str"), "number": Field("int", False), "from": Field("str", False)}
NUMBER_PHASE = Phase(frozenset({"number"}), "TDE-GREATER-3",
                     N_("a new-island hex just reached takes its number first"))


def greater_build(then: Callable) -> Callable:
    """TDE-GREATER-1 (the set-up on the main island), TDE-GREATER-7 (8 cities), then the base game's checks
    (``then``: Seafarers', or the C&K member's)."""
    def validate_greater_build(state: GreaterState, event: dict) -> None:
        check_setup_settlement(state, event, "TDE-GREATER-1")
        player = state.by_name[event["player"]]
        if not state.in_setup and event["piece"] == "city" and player.left("city") < 1:
            raise RuleViolation("TDE-GREATER-7", _("{player} has built all {count} cities of this scenario",
                                                   player=player.name, count=state.edition.supply["city"]),
                                _("no more cities; settlements, roads and ships may still be built"))
        return then(state, event)

    return validate_greater_build


def hex_field(then: Callable) -> Callable:
    """A ``number`` event's ``at`` and ``from`` are hexes; other events' as the base game reads them."""
    def normalize(state, ev: dict, value: str) -> str:
        return state.board.grid.hex(value) if ev["kind"] == "number" else then(state, ev, value)

    return normalize


def tables(base: type[Seafarers]) -> dict[str, Any]:
    """Greater Catan's tables laid over those of ``base`` (Seafarers, or Seafarers with Cities & Knights): the
    ``number`` kind and phase, the hex fields, the build checks, the appliers that may reach a new hex."""
    placing = {k: numbers.placing(base.APPLY[k]) for k in ("build", "move_ship", "play") if k in base.APPLY}
    return {"kinds": {**base.kinds, "number": NUMBER_KIND},
            "phases": {**{name: Phase(p.kinds, p.rule, p.describe, (*p.rules, ("number", "TDE-GREATER-3")))
                          for name, p in base.phases.items()}, "number": NUMBER_PHASE},
            "NORMALIZE": {**base.NORMALIZE, "at": hex_field(base.NORMALIZE["at"]),
                          "from": hex_field(base.NORMALIZE["from"])},
            "VALIDATE": {**base.VALIDATE, "build": greater_build(base.VALIDATE["build"]), "number": numbers.validate},
            "APPLY": {**base.APPLY, **placing, "number": numbers.apply},
            "TYPED": {**base.TYPED, "number": typed.number},
            "COMPLETE": {**base.COMPLETE, "number": numbers.complete}}


GREATER = tables(Seafarers)
GREATER_KINDS, GREATER_PHASES = GREATER["kinds"], GREATER["phases"]


def parse_number(state, words: list[str], player: str | None) -> dict:
    """``number 3f 9`` (drawn from the stack), ``number 3f from 2b`` (moved), ``number 3f 6 from 2b``."""
    lowered = [w.lower() for w in words]
    source = None
    if any(w in FROM for w in lowered):
        at = next(i for i, w in enumerate(lowered) if w in FROM)
        if len(words) != at + 2:
            raise NotationError(_("'from' names one main-island hex"), _("e.g. number 3f from 2b"))
        source, words = words[at + 1], words[:at]
    if not 1 <= len(words) <= 2:
        raise NotationError(_("number takes the new hex and the token drawn, or the hex it moves from"),
                            _("e.g. number 3f 9, number 3f from 2b"))
    event: dict[str, Any] = {"kind": "number", "at": words[0],
                             "player": player_name(state, player) if player else state.numberer or state.current.name}
    if len(words) == 2:
        event["number"] = number(words[1], _("the number token"), "number 3f 9")
    if source is not None:
        event["from"] = source
    return event


class GreaterCatan(Scenario):
    """Seafarers with the new island's numbers, 8 cities and 18 points."""

    INFO = manifest.info("greater-catan")
    edition: ClassVar[Edition] = EDITION
    State = GreaterState
    kinds = GREATER["kinds"]
    phases = GREATER["phases"]
    NORMALIZE = GREATER["NORMALIZE"]
    VALIDATE = GREATER["VALIDATE"]
    APPLY = GREATER["APPLY"]
    TYPED = GREATER["TYPED"]
    COMPLETE = GREATER["COMPLETE"]

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (*(no_chits("p.9") if o.name == "island_chits" else o for o in cls.options), numbers.STACK)

    def check_setup(self, setup) -> None:
        super().check_setup(setup)
        if "pirate" not in setup.board:
            raise RuleViolation("TDE-GREATER-2", _("Greater Catan plays with the pirate: the board names its sea hex "
                                                   "X"), _('pirate = "3e" (a sea hex) in the board file'))
        if not numbers.new_island(Board(setup.board, self.edition)):
            raise RuleViolation("TDE-GREATER-3", _("the board has no new island: no land hex is without a number"),
                                _("leave the number out of the new island's hexes in the board file"))

    def initial_state(self, setup) -> GreaterState:
        state = super().initial_state(setup)
        state.new_island = numbers.new_island(state.board)
        return state

    def phase(self, state: GreaterState) -> str:
        if state.due and not state.winner:
            return "number"
        return super().phase(state)

    def check_phase(self, state: GreaterState, event: dict[str, Any]) -> None:
        """TDE-GREATER-3: a number typed when no hex waits for one says so (the hex has its token, or was never
        reached), not what the turn's phase waits for."""
        if event["kind"] == "number" and not state.due and self.phase(state) not in ("setup", "over"):
            at = event.get("at")
            has = state.board.number.get(at)
            raise RuleViolation("TDE-GREATER-3",
                                _("{hex} already has its number ({number})", hex=at, number=has) if has else
                                _("no new-island hex waits for its number"),
                                _("a hex takes its number when a road or ship first reaches it; now: {prompt}",
                                  prompt=self.prompt(state)))
        super().check_phase(state, event)

    def check_actor(self, state: GreaterState, event: dict[str, Any]) -> None:
        if event["kind"] != "number":
            return super().check_actor(state, event)
        who = state.numberer or state.current.name
        if event["player"] != who:
            raise RuleViolation("TDE-GREATER-3", _("{who} reached the hex and places its number, not {player}",
                                                   who=who, player=event["player"]),
                                _("number … --player {who}", who=who))

    def parse(self, state, verb, words, player):
        if verb == "number":
            return parse_number(state, words, player)
        return super().parse(state, verb, words, player)

    def prompt(self, state) -> str:
        if self.phase(state) == "number":
            return _("{player} types the number of {hexes} (number HEX N, or number HEX from MAIN-HEX)",
                     player=state.numberer, hexes=listing(state.due))
        return super().prompt(state)

    def summary(self, state: GreaterState) -> dict[str, Any]:
        """The Seafarers fields, the new island's numbers with their source (TDE-GREATER-9), the stack, the hexes
        waiting for a number, and the verdicts that rest on unverified numbers."""
        out = super().summary(state)
        out["new_island_numbers"] = {h: {"number": state.board.number[h], "from": src}
                                     for h, src in sorted(state.number_from.items())}
        out["main_island_emptied"] = dict(sorted(state.emptied.items()))
        out["new_island_stack_left"] = state.stack_left
        out["numbers_due"] = list(state.due)
        return out

    def status(self, state: GreaterState) -> Outcome:
        out = super().status(state)
        placed = listing([_number_text(state, h) for h in state.board.grid.sort(state.number_from)], _("none yet"))
        out.lines.append(_("New island: {left} token(s) left in the stack (option 'new_island_stack={size}', not "
                           "verified); numbers placed: {placed}.", left=state.stack_left,
                           size=state.options["new_island_stack"], placed=placed))
        if state.due:
            out.lines.append(_("Waiting for the number of {hexes} ({player}).", hexes=listing(state.due),
                               player=state.numberer))
        out.lines.extend(self.check_notes(state))
        return out

    def hints(self, state: GreaterState, words):
        if self.phase(state) != "number":
            return super().hints(state, words)
        out = Outcome()
        player = state.by_name[state.numberer]
        for hexname in state.due:
            if state.stack_left:
                out.lines.append(_("{hex}: the top token of the stack ({left} left): number {hex} N (TDE-GREATER-3)",
                                   hex=hexname, left=state.stack_left))
            else:
                dropped, allowed = numbers.allowed_sources(state, player, hexname)
                out.lines.append(_("{hex}: a token from the main island (TDE-GREATER-4…6): {hexes}", hex=hexname,
                                   hexes=numbers._listed(state, allowed)))
        return out


def _number_text(state: GreaterState, hexname: str) -> str:
    source = state.number_from[hexname]
    return _("{hex} {number} (stack)", hex=hexname, number=state.board.number[hexname]) if source == "stack" else \
        _("{hex} {number} (from {source})", hex=hexname, number=state.board.number[hexname], source=source)
