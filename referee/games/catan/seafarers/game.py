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
from referee.core.errors import RuleViolation
from referee.games.catan import building, manifest, turns
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition, edition
from referee.games.catan.game import KINDS, PHASES, Catan, _bag, opt
from referee.games.catan.notation import player_name
from referee.games.catan.seafarers import (completion, development, discovery, gold, islands, notation, pirate,
                                            ships, trade_route, typed)
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import RESOURCES, SEA_PIECES, SEA_TERRAINS

SEAFARERS = edition("seafarers")
S, L, I = Field("str"), Field("list"), Field("int")

SEA_KINDS = {
    **KINDS,
    "roll": {**KINDS["roll"], "gold": Field("bags", False)},
    "play": {**KINDS["play"], "ships": opt(L)},
    "move_ship": {"player": S, "from": S, "to": S},
    "pirate": {"player": S, "to": S, "victim": opt(S), "stolen": opt(S)},
    "discover": {"player": S, "hex": S, "terrain": S, "number": opt(I), "take": Field("bag", False)},
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
    "discover": Phase(frozenset({"discover"}), "SEA-FOG-1",
                      N_("a road or ship reached a face-down hex: the table says what turned up")),
}
WAITING = frozenset({"discover", "treasure"})      # kinds the pending queue asks for (discovery.reached)


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

    INFO = manifest.info("seafarers")
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
        "hex": lambda state, ev, value: state.board.grid.hex(value),
        "terrain": lambda state, ev, value: SEA_TERRAINS.resolve(value),
    }
    VALIDATE = {**Catan.VALIDATE, "build": validate_build, "roll": gold.validate_roll,
                "move_ship": ships.validate_move, "pirate": pirate.validate_pirate,
                "play": development.validate_play, "discover": discovery.validate}
    APPLY = {**Catan.APPLY, "build": apply_build, "roll": gold.apply_roll, "move_ship": ships.apply_move,
             "pirate": pirate.apply_pirate, "play": development.apply_play, "discover": discovery.apply}
    TYPED = typed.TYPED
    COMPLETE = {**Catan.COMPLETE, **completion.VERBS}
    rewards = discovery.SEAFARERS     # what a discovery brings (a TD&E scenario states its own)
    board_checks = (*Catan.board_checks, discovery.board_check)   # face-down hexes and treasures (SEA-FOG-1)

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (*cls.options, islands.OPTION, ships.MOVE_DISCOVERS, discovery.SETUP_REWARD)

    def check_setup(self, setup) -> None:
        super().check_setup(setup)
        if setup.board.get("treasures") and "treasure" not in self.kinds:
            raise RuleViolation("TDE-TREASURE-1", _("treasure tokens belong to a Treasures, Dragons & Adventurers "
                                                    "scenario"),
                                _("referee new treasure-islands, or a board without treasures"))

    def initial_state(self, setup) -> SeaState:
        state = super().initial_state(setup)
        state.pirate = setup.board.get("pirate")
        state.rewards = self.rewards
        discovery.start(state)
        return state

    # --- discovery: what a new road or ship reached waits for the table (SEA-FOG-1) ----------------------------
    def phase(self, state: SeaState) -> str:
        phase = turns.phase(state)
        return state.pending[0][0] if state.pending and phase != "over" else phase

    def check_phase(self, state: SeaState, event: dict[str, Any]) -> None:
        if event["kind"] in WAITING and not state.pending:
            raise RuleViolation("SEA-FOG-1" if event["kind"] == "discover" else "TDE-TREASURE-1",
                                _("nothing waits to be discovered or taken"),
                                _("'{kind}' follows a road or ship reaching a face-down hex or a treasure",
                                  kind=event["kind"]))
        super().check_phase(state, event)

    def check_actor(self, state: SeaState, event: dict[str, Any]) -> None:
        if event["kind"] not in WAITING:
            return super().check_actor(state, event)
        name = state.pending[0][1]
        if event["player"] != name:
            rule = "SEA-FOG-1" if event["kind"] == "discover" else "TDE-ISLANDS-6"
            raise RuleViolation(rule, _("{player} reached it: the {kind} is theirs, not {other}'s", player=name,
                                        kind=event["kind"], other=event["player"]),
                                _("{kind} --player {player}", kind=event["kind"], player=name))

    def apply(self, state: SeaState, event: dict[str, Any]) -> Outcome:
        before = discovery.paths_of(state)
        out = super().apply(state, event)
        new = state.board.grid.sort(discovery.paths_of(state) - before)
        moved = event["kind"] == "move_ship"
        if new and (state.treasures or discovery.hidden(state)) and (not moved or state.options["ship_move_discovers"]):
            waited = len(state.pending)
            discovery.reached(state, event["player"], new)
            if moved and len(state.pending) > waited:       # SEA-MOVE-7: a moved ship counts as placed (a reading)
                state.unverified.append((event.get("seq", 0), "SEA-MOVE-7", "ship_move_discovers"))
            if state.pending and state.narrate:
                out.say("Waiting for the table: {what} (SEA-FOG-1).", what=self.prompt(state))
        return out

    def prompt(self, state: SeaState) -> str:
        if state.pending and not state.winner:
            kind, name, place, _setup = state.pending[0]
            if kind == "discover":
                return _("{player} turns the face-down hex {hex} over: discover {hex} TERRAIN [NUMBER]",
                         player=name, hex=place)
            return _("{player} takes the treasure {where}: treasure REWARD …", player=name,
                     where=place or _("from the supply"))
        return super().prompt(state)

    def check_notes(self, state: SeaState) -> list[str]:
        return [_("  not verified: event {seq}: {rule} rests on the unknown '{what}'", seq=s, rule=r, what=w)
                for s, r, w in state.unverified]

    def parse(self, state, verb, words, player):
        return notation.parse(state, verb, words, player)

    def summary(self, state: SeaState) -> dict[str, Any]:
        """The base fields, and ``ships`` per player and the ``pirate``'s hex (None without a pirate)."""
        out = super().summary(state)
        for entry, player in zip(out["players"], state.players):
            entry["ships"] = state.board.grid.sort(player.ships)
            entry["special_victory_points"] = state.special_points(player)
        out["pirate"] = state.pirate
        if discovery.hidden(state) or state.discovered or state.treasures or state.scenario:
            out["face_down"] = discovery.hidden(state)
            out["discovered"] = dict(state.discovered)
            out["treasures"] = state.board.grid.sort(state.treasures)
            out["not_verified"] = [{"seq": s, "rule": r, "what": w} for s, r, w in state.unverified]
            for entry in out["players"]:
                entry["kept_treasures"] = state.kept.get(entry["name"], 0)      # Into the Unknown (TDE-TREASURE-10)
            out["special_harbours"] = {k: {"player": p, "site": s} for k, (p, s) in state.special_harbours.items()}
        return out

    def status(self, state: SeaState) -> Outcome:
        out = super().status(state)
        left = listing([f"{p.name} {p.left('ship')}" for p in state.players])
        out.lines.append(_("Ships left: {ships}. Pirate: {hex}.", ships=left,
                           hex=state.pirate or _("not in this game")))
        hidden = discovery.hidden(state)
        if hidden or state.discovered:
            out.lines.append(_("Face down: {hexes}. Still in the stacks: {terrains}; numbers {numbers}.",
                               hexes=listing(hidden, _("none")),
                               terrains=(discovery.left_text(state.fog_terrains) if state.fog_terrains is not None
                                         else _("unknown")),
                               numbers=(discovery.left_text(state.fog_numbers) if state.fog_numbers is not None
                                        else _("unknown"))))
        if state.kept or state.special_harbours:
            out.lines.append(_("Kept treasures (TDE-TREASURE-10…14): {kept}. Special harbours: {harbours}.",
                               kept=listing([f"{n} {k}" for n, k in state.kept.items()], _("none")),
                               harbours=listing([f"{RESOURCES.term(k)} {p} {s or '-'}"
                                                 for k, (p, s) in state.special_harbours.items()], _("none"))))
        out.lines.extend(self.check_notes(state))
        return out

    def hints(self, state: SeaState, words):
        if state.pending and not state.winner:           # a discovery or a treasure waits (SEA-FOG-1)
            out = Outcome([_("Now: {waiting}.", waiting=self.prompt(state))])
            if state.pending[0][0] == "discover":
                out.lines.append(_("Face down: {hexes}. Still in the stacks: {terrains}; numbers {numbers}.",
                                   hexes=listing(discovery.hidden(state), _("none")),
                                   terrains=(discovery.left_text(state.fog_terrains)
                                             if state.fog_terrains is not None else _("unknown")),
                                   numbers=(discovery.left_text(state.fog_numbers)
                                            if state.fog_numbers is not None else _("unknown"))))
            return out
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
        if phase == "main":
            out.data["builds"] = {**out.data.get("builds", {}),
                                  "ship": ships.spots(state, player) if player.left("ship") > 0 else []}
        if phase == "main" and (not words or {w.lower() for w in words} & {"ship", "ships", "move"}):
            out.lines.append(_("Ships: {paths}", paths=listing(out.data["builds"]["ship"], _("none"))))
            if not state.moved_now:
                out.lines.append(_("Ships to move: {paths}", paths=listing(ships.movable(state, player), _("none"))))
        return out

