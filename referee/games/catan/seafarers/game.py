"""Catan: Seafarers — the base game's rules with sea hexes, ships, the pirate, gold fields and the longest trade
route (seafarers-and-ck-minimum.md part A). A subclass of :class:`Catan` overriding its edition, its phases and
the dispatch entries that change; each chapter is a module: :mod:`ships`, :mod:`pirate`, :mod:`gold`,
:mod:`trade_route`, :mod:`development`.

Event kinds it adds (DESIGN.md §4 keeps every base kind as it is): ``build`` with ``piece = "ship"`` and ``at`` a
path; ``move_ship`` with ``from`` and ``to`` (paths); ``pirate`` with ``to`` (a sea hex), ``victim``, ``stolen``;
``roll`` may carry ``gold`` (player → the cards of his choice); ``play road_building`` may carry ``ships``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from referee.core.game import Field, Outcome, Phase
from referee.core.i18n import N_, _
from referee.games.catan import building
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition, edition
from referee.games.catan.game import KINDS, PHASES, Catan, _bag, opt
from referee.games.catan.notation import player_name
from referee.games.catan.seafarers import development, gold, islands, notation, pirate, ships, trade_route
from referee.games.catan.seafarers.meta import INFO
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import SEA_PIECES

SEAFARERS = edition("seafarers")
S, L = Field("str"), Field("list")

SEA_KINDS = {
    **KINDS,
    "roll": {**KINDS["roll"], "gold": Field("bags", False)},
    "play": {**KINDS["play"], "ships": opt(L)},
    "move_ship": {"player": S, "from": S, "to": S},
    "pirate": {"player": S, "to": S, "victim": opt(S), "stolen": opt(S)},
}
OUT_OF_PLACE = (("robber", "CATAN-ROBBER-1"), ("pirate", "SEA-PIRATE-1"), ("discard", "CATAN-SEVEN-1"),
                ("move_ship", "SEA-MOVE-6"))
SEA_PHASES = {
    **PHASES,
    "roll": Phase(PHASES["roll"].kinds, PHASES["roll"].rule, PHASES["roll"].describe, OUT_OF_PLACE),
    "robber": Phase(frozenset({"robber", "pirate"}), "CATAN-SEVEN-3",
                    N_("after a 7 the robber or the pirate moves next")),
    "main": Phase(PHASES["main"].kinds | {"move_ship"}, PHASES["main"].rule, PHASES["main"].describe,
                  OUT_OF_PLACE[:3]),
}


def _place(state: CatanState, ev: dict, value: str) -> str:
    """``at`` of a build: a path for a road or a ship, an intersection otherwise."""
    piece = SEA_PIECES.resolve(ev["piece"]) if "piece" in ev else None
    grid = state.board.grid
    return grid.side(value) if piece in ("road", "ship") else grid.corner(value)


def _gold(state: CatanState, ev: dict, value: dict) -> dict[str, dict[str, int]]:
    return {player_name(state, name): _bag(state, ev, bag) for name, bag in value.items()}


def validate_build(state: SeaState, event: dict) -> None:
    if event["piece"] != "ship":
        return building.validate(state, event)
    player = state.by_name[event["player"]]
    if state.in_setup:
        return ships.validate_setup(state, player, event["at"])
    return ships.validate_build(state, player, event["at"])


def apply_build(state: SeaState, event: dict) -> Outcome:
    if event["piece"] == "ship":
        return ships.apply_build(state, event)
    out = building.apply(state, event)
    if event["piece"] == "settlement":                # a set-up settlement is never the set-up's last placement
        if any(p.ships for p in state.players):
            trade_route.update(state, out)            # a settlement may cut a trade route (SEA-LTR-3)
        islands.settled(state, state.by_name[event["player"]], event["at"], out)
    return out


class Seafarers(Catan):
    """The base game with the sea: what differs is the edition, the kinds and phases, and a few dispatch entries."""

    INFO = INFO
    edition: ClassVar[Edition] = SEAFARERS
    State = SeaState
    larger = None
    kinds = SEA_KINDS
    phases = SEA_PHASES
    NORMALIZE = {
        **Catan.NORMALIZE,
        "piece": lambda state, ev, value: SEA_PIECES.resolve(value),
        "at": lambda state, ev, value: _place(state, ev, value) if ev["kind"] == "build" else value,
        "to": lambda state, ev, value: (state.board.grid.side(value) if ev["kind"] == "move_ship"
                                        else state.board.grid.hex(value)),
        "from": lambda state, ev, value: state.board.grid.side(value),
        "ships": lambda state, ev, value: [state.board.grid.side(p) for p in value],
        "gold": _gold,
    }
    VALIDATE = {**Catan.VALIDATE, "build": validate_build, "roll": gold.validate_roll,
                "move_ship": ships.validate_move, "pirate": pirate.validate_pirate,
                "play": development.validate_play}
    APPLY = {**Catan.APPLY, "build": apply_build, "roll": gold.apply_roll, "move_ship": ships.apply_move,
             "pirate": pirate.apply_pirate, "play": development.apply_play}

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (*cls.options, islands.OPTION, ships.MOVE_DISCOVERS)

    def initial_state(self, setup) -> SeaState:
        state = super().initial_state(setup)
        state.pirate = setup.board.get("pirate")
        return state

    def parse(self, state, verb, words, player):
        return notation.parse(state, verb, words, player)

    def completions(self, state, verb, words):
        from referee.games.catan.seafarers.completion import completions  # only when someone presses Tab

        return completions(state, verb, words)

    def summary(self, state: SeaState) -> dict[str, Any]:
        """The base fields, and ``ships`` per player and the ``pirate``'s hex (None without a pirate)."""
        out = super().summary(state)
        for entry, player in zip(out["players"], state.players):
            entry["ships"] = state.board.grid.sort(player.ships)
            entry["special_victory_points"] = state.special_points(player)
        out["pirate"] = state.pirate
        return out

    def status(self, state: SeaState) -> Outcome:
        out = super().status(state)
        left = listing([f"{p.name} {p.left('ship')}" for p in state.players])
        out.lines.append(_("Ships left: {ships}. Pirate: {hex}.", ships=left,
                           hex=state.pirate or _("not in this game")))
        return out

    def hints(self, state: SeaState, words):
        out = super().hints(state, words)
        phase = self.phase(state)
        player = state.current
        if phase == "setup" and state.setup_step % 2 == 1:
            corner = state.setup_settlement
            boats = [p for p in ships.spots(state, player) if corner in state.board.grid.sides[p].ends]
            out.lines.append(_("Or a ship (SEA-SHIP-8): {paths}", paths=listing(boats, _("none"))))
        if phase == "robber" and state.pirate:
            seas = [h for h in state.board.grid.hexes if h not in state.board.land and h != state.pirate]
            out.lines.append(_("Or the pirate to a sea hex: {hexes}", hexes=", ".join(seas)))
        if phase == "main" and (not words or {w.lower() for w in words} & {"ship", "ships", "move"}):
            out.lines.append(_("Ships: {paths}", paths=listing(ships.spots(state, player), _("none"))))
            if not state.moved_now:
                out.lines.append(_("Ships to move: {paths}", paths=listing(ships.movable(state, player), _("none"))))
        return out

