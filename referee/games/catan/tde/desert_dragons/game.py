"""The Desert Dragons (Pouštní draci) — seed 003 pp.10–12, catan-td-and-e.md §6: Seafarers without robber and
pirate; dragons gather on the three deserts with every settlement and city, then storm across the main island,
blocking production, roads and buildings (:mod:`dragons`); Knights drive them off; 13 victory points (inferred,
not verified). Never with Cities & Knights (``scenario.FORBIDDEN``).

A subclass of :class:`Seafarers` overriding its edition (:mod:`scenario`), its phases (after a 7: ``steal``),
the Knight, and the dispatch entries that change. Event kind it adds: ``steal`` with ``victim`` and ``stolen``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Field, Outcome, Phase
from referee.core.i18n import N_, _
from referee.core.players import player_name
from referee.games.catan import development, manifest
from referee.games.catan.building import connects
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition
from referee.games.catan.seafarers import development as sea_development
from referee.games.catan.seafarers.game import SEA_KINDS, SEA_PHASES, Seafarers, apply_build, validate_build
from referee.games.catan.tde import typed
from referee.games.catan.tde.desert_dragons import dragons
from referee.games.catan.tde.desert_dragons.dragons import DesertState
from referee.games.catan.tde.desert_dragons.scenario import EDITION, FORBIDDEN
from referee.games.catan.tde.scenario_base import Scenario, check_setup_settlement, no_chits

S = Field("str")
DESERT_KINDS = {**{k: v for k, v in SEA_KINDS.items() if k not in ("robber", "pirate")},
                "build": {**SEA_KINDS["build"], "desert": Field("str", False)},      # TDE-DESERT-3: the desert filled
                "steal": {"player": S, "victim": Field("str", False), "stolen": Field("str", False)}}
NO_ROBBER = (("robber", "TDE-DESERT-2"), ("pirate", "TDE-DESERT-2"), ("steal", "TDE-DESERT-2"))


def _phases() -> dict[str, Phase]:
    out = {}
    for name, p in SEA_PHASES.items():
        rules = tuple((k, r) for k, r in p.rules if k not in ("robber", "pirate"))
        out[name] = Phase(p.kinds - {"robber", "pirate"}, p.rule, p.describe, (*NO_ROBBER, *rules))
    out["robber"] = Phase(frozenset({"steal"}), "TDE-DESERT-2",
                          N_("after a 7 the roller takes a card from a player of their choice"))
    return out


def validate_desert_build(state: DesertState, event: dict) -> None:
    """TDE-DESERT-1 (the set-up on the main island), TDE-DESERT-10 (nothing onward from a blocked road), then
    Seafarers' checks, then TDE-DESERT-3 (the desert the dragons go onto)."""
    check_setup_settlement(state, event, "TDE-DESERT-1")
    player, piece, at = state.by_name[event["player"]], event["piece"], event["at"]
    blocked = set(state.blocked_roads(player))
    if not state.in_setup and blocked:
        free = state.onward_roads(player)
        if piece == "road" and connects(state, player, at, player.roads) and not connects(state, player, at, free):
            raise RuleViolation("TDE-DESERT-10", _("{at} continues only {player}'s blocked road(s) {roads}",
                                                   at=at, player=player.name, roads=listing(sorted(blocked))),
                                _("build on from an unblocked road, a building or a ship"))
        touching = set(state.board.grid.corners[at].paths) if piece == "settlement" and \
            at in state.board.grid.corners else set()
        if touching and touching & blocked and not touching & (free | player.ships):
            raise RuleViolation("TDE-DESERT-10", _("{at} lies only at {player}'s blocked road(s) {roads}",
                                                   at=at, player=player.name, roads=listing(sorted(blocked))),
                                _("build on from an unblocked road or a ship"))
    validate_build(state, event)
    dragons.validate_desert(state, event)


ROBBER_LINES = ("Nobody discards. {player} moves the robber.", "All discards done. {player} moves the robber.")


def _no_robber(out: Outcome, name: str) -> None:
    """The base game's "… moves the robber" after a 7 says what happens here instead (TDE-DESERT-2)."""
    kept = [line for line in out._lines if getattr(line, "template", None) not in ROBBER_LINES]
    if len(kept) != len(out._lines):
        out._lines[:] = kept
        out.say("{player} may take a card from a player of their choice: steal NAME [CARD] (TDE-DESERT-2).",
                player=name)


def _steal_words(state, words: list[str], player: str | None) -> dict:
    if len(words) > 2:
        raise NotationError(_("steal names the player and, if seen, the card"), _("e.g. steal Ben wool"))
    event: dict[str, Any] = {"kind": "steal", "player": player_name(state, player) if player else state.current.name}
    if words:
        event["victim"] = words[0]
    if len(words) == 2:
        event["stolen"] = words[1]
    return event


def _unique_desert(state: DesertState, event: dict) -> dict:
    """The desert a typed build's dragons go onto when only one holds the fewest: the save says which
    (TDE-DESERT-3)."""
    if event.get("kind") != "build" or state.options["dragon_gathering"] != "one_desert":
        return {}
    if not dragons.gathers(state, event) or not dragons.brought(state) or len(dragons.fewest(state)) != 1:
        return {}
    return {"desert": dragons.fewest(state)[0]}


class DesertDragons(Scenario):
    """Seafarers with the dragons; no robber, no pirate, no Largest Army."""

    INFO = manifest.info("desert-dragons")
    edition: ClassVar[Edition] = EDITION
    FORBIDDEN: ClassVar[tuple[str, ...]] = FORBIDDEN          # seed p.10: never with C&K (CK-SCOPE-1, with_ck)
    State = DesertState
    kinds = DESERT_KINDS
    phases = _phases()
    NORMALIZE = {**Seafarers.NORMALIZE, "desert": lambda state, ev, value: state.board.grid.hex(value)}
    VALIDATE = {**Seafarers.VALIDATE, "build": validate_desert_build, "steal": dragons.validate_steal}
    APPLY = {**Seafarers.APPLY, "build": dragons.gathering(apply_build),
             "roll": dragons.spreading(Seafarers.APPLY["roll"]), "steal": dragons.apply_steal}
    TYPED = {**Seafarers.TYPED, "build": typed.build, "steal": typed.steal}
    COMPLETE = {**Seafarers.COMPLETE, "steal": dragons.complete_steal}
    CHECK = {**sea_development.CHECK, "knight": dragons.check_knight}
    EFFECTS = {**sea_development.EFFECTS, "knight": dragons.knight}

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (*(no_chits("p.12") if o.name == "island_chits" else o for o in cls.options),
                       *dragons.OPTIONS)
        cls.VALIDATE = {**cls.VALIDATE, "play": cls.validate_play}
        cls.APPLY = {**cls.APPLY, "play": cls.apply_play}

    @staticmethod
    def validate_play(state: DesertState, event: dict) -> list[str]:
        return development.validate_play(state, event, DesertDragons.CHECK, sea_development.FIELDS)

    @staticmethod
    def apply_play(state: DesertState, event: dict) -> Outcome:
        return development.apply_play(state, event, DesertDragons.EFFECTS)

    def check_setup(self, setup) -> None:
        super().check_setup(setup)
        if "pirate" in setup.board:
            raise RuleViolation("TDE-DESERT-2", _("The Desert Dragons plays without the pirate: the board names one"),
                                _("leave pirate out of the board file"))
        if sum(v["terrain"] == "desert" for v in setup.board["hexes"].values()) < 1:
            raise RuleViolation("TDE-DESERT-3", _("the board has no desert for the dragons"),
                                _("three deserts on the main island"))

    def initial_state(self, setup) -> DesertState:
        state = super().initial_state(setup)
        state.robber, state.pirate = None, None          # TDE-DESERT-2: neither takes part
        state.robber_used = False
        return state

    def board_text(self, state: DesertState) -> str:
        """The map with each hex's dragons under its terrain (``D2``: two dragons), and their legend line."""
        here = {h: n for h, n in state.dragons.items() if n}
        placed = listing([f"{h} {here[h]}" for h in state.board.grid.hexes if h in here], _("none"))
        return self.reports.board_text(state, {h: f"D{n}" for h, n in here.items()},
                                       (_("Dragons (D and how many, under the terrain): {dragons}; in the reserve "
                                          "{reserve}, out of the game {removed} (TDE-DESERT-3).", dragons=placed,
                                          reserve=max(state.reserve, 0), removed=state.removed),))

    def apply(self, state: DesertState, event: dict[str, Any]) -> Outcome:
        out = super().apply(state, event)
        if event["kind"] in ("roll", "discard") and state.robber_pending and not state.owed:
            _no_robber(out, state.current.name)
        return out

    def parse(self, state, verb, words, player):
        if verb == "steal":
            return _steal_words(state, words, player)
        if verb == "build" and len(words) == 3:             # build settlement 3e:4 2c: the desert (TDE-DESERT-3)
            return {**super().parse(state, verb, words[:2], player), "desert": words[2]}
        event = super().parse(state, verb, words, player)
        return {**event, **_unique_desert(state, event)}

    def summary(self, state: DesertState) -> dict[str, Any]:
        """The Seafarers fields; the dragons by hex, the reserve, the storm, the blocked hexes, and per player the
        blocked roads and buildings; the verdicts resting on unverified numbers."""
        out = super().summary(state)
        for entry, player in zip(out["players"], state.players):
            entry["blocked_roads"] = state.blocked_roads(player)
            entry["blocked_buildings"] = state.blocked_buildings(player)
        out["dragons"] = {h: n for h, n in sorted(state.dragons.items()) if n}
        out["dragon_reserve"] = max(state.reserve, 0)
        out["dragons_removed"] = state.removed
        out["dragon_storm"] = state.storm
        out["blocked_hexes"] = state.board.grid.sort(state.held_back) if state.held_back else []
        return out

    def status(self, state: DesertState) -> Outcome:
        out = super().status(state)
        where = listing([f"{h} {n}" for h, n in sorted(state.dragons.items()) if n], _("none"))
        out.lines.append(_("Dragons: {where}; {left} in the reserve, {removed} driven off; storm: {storm}.",
                           where=where, left=max(state.reserve, 0), removed=state.removed,
                           storm=_("yes") if state.storm else _("not yet")))
        blocked = [f"{p.name} {listing(state.blocked_roads(p) + state.blocked_buildings(p))}" for p in state.players
                   if state.blocked_roads(p) or state.blocked_buildings(p)]
        if blocked:
            out.lines.append(_("Blocked by dragons: {blocked}.", blocked="; ".join(blocked)))
        out.lines.extend(self.check_notes(state))
        return out

    def hints(self, state: DesertState, words):
        if self.phase(state) == "robber":
            out = Outcome([_("Now: {waiting}.", waiting=self.prompt(state))])
            others = [p.name for p in state.players if p is not state.current and p.cards()]
            out.lines.append(_("steal NAME [CARD] from: {players} (TDE-DESERT-2)", players=listing(others, _("nobody"))))
            return out
        out = super().hints(state, words)
        tied = dragons.fewest(state)
        if (self.builder_now(state) and state.options["dragon_gathering"] == "one_desert" and dragons.brought(state)
                and len(tied) > 1):
            out.lines.append(_("A settlement or city brings {count} dragons onto one of the deserts holding the "
                               "fewest, {hexes}: name it after the place, e.g. build settlement CORNER {desert} "
                               "(TDE-DESERT-3).", count=dragons.brought(state), hexes=listing(tied), desert=tied[0]))
        return out
