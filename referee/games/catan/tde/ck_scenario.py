"""What the TD&E scenarios played with Cities & Knights share (catan-td-and-e.md §1.3 TDE-GEN-2, §7.2, §8.2): a
:class:`~referee.games.catan.tde.scenario_base.Scenario` combined with the C&K member
(:class:`~referee.games.catan.cities_knights.game.SeafarersCK`) — nothing copied, the class is both.

- The set-up "settlement, city, then the second settlement" (TDE-CANAL-1 = TDE-ENCHANT-1): the first round places
  a settlement, the second (reverse order) a city, then the last to place at once a second settlement and the
  others clockwise; each with a road or ship (:meth:`CKScenarioState.setup_piece`).
- The starting resources from the last settlement (TDE-CANAL-2 = TDE-ENCHANT-2, :meth:`CKScenarioState.setup_pays`).
- The coastal requirement (TDE-CANAL-3 = TDE-ENCHANT-3): one of the three set-up buildings on the coast;
  ``COAST_PIECES`` names what a coastal set-up building must take (``("ship",)``: a ship only; ``("road",
  "ship")``: either); ``not_coast`` names water that is no coast (the Great Canal's eastern lake).
- The robber only, no pirate (a board naming one is refused with ``ROBBER_RULE``); C&K keeps the robber in place
  until the first barbarian attack (CK-BARB-7).

A scenario subclasses :class:`CKScenario` and its state :class:`CKScenarioState`, naming the rule IDs as class
variables of the state (``SETUP_RULE``, ``INCOME_RULE``, ``COAST_RULE``, ``ROBBER_RULE``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from referee.core.errors import RuleViolation
from referee.core.game import GameInfo, Phase
from referee.core.i18n import _
from referee.games.catan import building
from referee.games.catan.common import bag_text, listing, piece as term
from referee.games.catan.cities_knights.game import SeafarersCK
from referee.games.catan.cities_knights.state import CKState
from referee.games.catan.tde.scenario_base import Scenario, ScenarioState, on_main_island


class CitySetup:
    """A state mixin: the set-up's second round places a city instead of a settlement (TDE-CANAL-1, TDE-ENCHANT-1,
    TDE-UNKNOWN-8); the base game's set-up checks and places it (:func:`building.validate_setup`)."""

    def setup_piece(self) -> str:
        """The building the current set-up placement is: the second round's is a city."""
        n = len(self.players)
        return "city" if 2 * n <= self.setup_step < 4 * n else "settlement"


@dataclass
class CKScenarioState(CitySetup, ScenarioState, CKState):
    """Three set-up rounds (settlement, city, settlement) and the coast of the set-up buildings."""

    SETUP_RULE: ClassVar[str] = "TDE-CANAL-1"
    INCOME_RULE: ClassVar[str] = "TDE-CANAL-2"
    COAST_RULE: ClassVar[str] = "TDE-CANAL-3"
    ROBBER_RULE: ClassVar[str] = "TDE-CANAL-4"
    COAST_PIECES: ClassVar[tuple[str, ...]] = ("ship",)

    def __post_init__(self):
        super().__post_init__()
        self.setup_steps = 6 * len(self.players)

    def setup_order(self) -> list[int]:
        """The snake (settlement, then city), then the last to place (the first player) again, the others
        clockwise."""
        seats = list(range(len(self.players)))
        return seats + seats[::-1] + seats

    def setup_pays(self) -> bool:
        """The last set-up settlement brings the starting resources; the first two buildings nothing."""
        return self.setup_step >= 4 * len(self.players)

    def setup_income(self, player, gain: dict[str, int], out) -> None:
        out.say("{player} takes {cards} for the last set-up settlement ({rule}).", player=player.name,
                cards=bag_text(gain) if gain else _("nothing"), rule=self.INCOME_RULE)

    @property
    def not_coast(self) -> frozenset[str]:
        """Water hexes that make no coast (the Great Canal's eastern lake); none by default."""
        return frozenset()

    def coastal(self, corner: str) -> bool:
        """An intersection touching a sea hex (or the frame) that is no lake."""
        grid = self.board.grid
        hexes = grid.corners[corner].hexes
        water = [h for h in hexes if h not in self.board.land and h not in self.not_coast]
        return bool(water) or (len(hexes) < 3 and not all(h in self.not_coast for h in hexes))


def _setup_buildings(state: CKScenarioState, name: str) -> list[str]:
    player = state.by_name[name]
    return sorted(player.settlements | player.cities)


def validate_setup_build(state: CKScenarioState, event: dict) -> None:
    """The set-up placements of :class:`CKScenarioState`: the piece of the round on the main island, the coast; the
    base game's set-up checks follow (a city's corner as a settlement's, :func:`building.validate_setup`)."""
    player, piece, at = state.by_name[event["player"]], event["piece"], event["at"]
    if state.setup_step % 2 == 0:
        expected = state.setup_piece()
        if piece != expected:
            raise RuleViolation(state.SETUP_RULE, _("set-up placement {number} is {player}'s {expected}, not a "
                                                    "{piece}", number=state.setup_step // 2 + 1,
                                                    player=player.name, expected=term(expected), piece=term(piece)),
                                _("build {piece} on a free corner of the main island", piece=term(expected)))
        if not on_main_island(state, at):
            free = [c for c in sorted(state.board.land_corners)
                    if on_main_island(state, c) and building.distance_ok(state, c) and not state.taken(c)]
            raise RuleViolation(state.SETUP_RULE, _("{at} is not on the main island; the set-up buildings stand "
                                                    "there", at=at),
                                _("a free corner of the main island: {corners}",
                                  corners=listing(free[:8]) + (" …" if len(free) > 8 else "")))
        mine = _setup_buildings(state, player.name)
        if (state.setup_step >= 4 * len(state.players) and not any(state.coastal(c) for c in mine)
                and not state.coastal(at)):
            shore = [c for c in sorted(state.board.land_corners) if state.coastal(c) and on_main_island(state, c)
                     and building.distance_ok(state, c) and not state.taken(c)]
            raise RuleViolation(state.COAST_RULE, _("{player} has no building on the coast yet and {at} is not on "
                                                    "the coast", player=player.name, at=at),
                                _("a free coastal corner: {corners}",
                                  corners=listing(shore[:8]) + (" …" if len(shore) > 8 else "")))
        return
    corner = state.setup_settlement
    if piece not in state.COAST_PIECES and corner and state.coastal(corner):
        raise RuleViolation(state.COAST_RULE, _("{at} stands on the coast: its set-up {piece} must be a {allowed}",
                                                at=corner, piece=term(piece),
                                                allowed=" / ".join(str(term(p)) for p in state.COAST_PIECES)),
                            _("build {piece} on a path touching {at}", piece=term(state.COAST_PIECES[0]), at=corner))


def validate_build(state: CKScenarioState, event: dict) -> list[str] | None:
    if state.in_setup and event["piece"] in ("settlement", "city", "road", "ship"):
        validate_setup_build(state, event)
    return SeafarersCK.VALIDATE["build"](state, event)


class CKScenario(Scenario, SeafarersCK):
    """A TD&E scenario with Cities & Knights (not registered itself): Scenario's board, notes and set-up hints over
    the C&K member's tables."""

    State = CKScenarioState
    VALIDATE = {**SeafarersCK.VALIDATE, "build": validate_build}
    CITY_SETUP_OPTION = False                    # the scenario's own set-up: settlement, city, settlement

    @classmethod
    def _derive(cls) -> None:
        """No pirate: its event kind is gone, and each phase refuses it with the scenario's ``ROBBER_RULE``."""
        super()._derive()
        rule = cls.State.ROBBER_RULE
        cls.kinds = {k: v for k, v in SeafarersCK.kinds.items() if k != "pirate"}
        cls.phases = {name: Phase(p.kinds - {"pirate"}, p.rule, p.describe,
                                  (("pirate", rule), *((k, r) for k, r in p.rules if k != "pirate")))
                      for name, p in SeafarersCK.phases.items()}

    def check_setup(self, setup) -> None:
        super().check_setup(setup)
        if setup.board.get("pirate"):
            raise RuleViolation(self.State.ROBBER_RULE, _("this scenario plays with the robber only: the board names "
                                                          "a pirate"), _("leave the pirate out of the board file"))

    def initial_state(self, setup) -> CKScenarioState:
        state = super().initial_state(setup)
        state.pirate = None
        return state

    def check_notes(self, state: CKScenarioState) -> list[str]:
        return SeafarersCK.check_notes(self, state)

    def hints(self, state: CKScenarioState, words):
        out = super().hints(state, words)
        if self.phase(state) == "setup" and state.setup_step % 2 == 0 and not state.pending:
            spots = [c for c in building.settlement_spots(state, state.current, setup=True)
                     if on_main_island(state, c)]
            out.lines[1] = _("{piece}: {spots}", piece=term(state.setup_piece()),
                             spots=listing(state.board.grid.sort(spots)))
        return out

    def summary(self, state: CKScenarioState) -> dict[str, Any]:
        out = super().summary(state)
        if self.phase(state) == "setup":
            out["setup_piece"] = state.setup_piece() if state.setup_step % 2 == 0 else None
        return out


def with_ck(scenario: type[Scenario], info: GameInfo, edition: Any, tables: Callable[[type], dict[str, Any]],
            module: str, doc: str, state_mixins: tuple[type, ...] = ()) -> type:
    """A TD&E scenario of Seafarers played with Cities & Knights (TDE-GEN-2): one class that is both ``scenario``
    and :class:`SeafarersCK` — its state both states, its tables ``tables(SeafarersCK)`` (the scenario's laid over
    the C&K member's), its options both games' (the chain of ``_derive``), its ``edition`` the one given, and
    ``module`` the package whose ``why`` explains it. Nothing is copied (five_six/combine.py is the precedent).

    A scenario whose ``FORBIDDEN`` names ``cities_knights`` (The Desert Dragons, seed p.10) is refused (CK-SCOPE-1);
    a scenario state C&K's state already extends (Seafarers' own, e.g. The Treasure Islands') is C&K's;
    ``state_mixins`` come first in the state's bases (:class:`CitySetup`, Into the Unknown's city set-up)."""
    if "cities_knights" in getattr(scenario, "FORBIDDEN", ()):
        raise ValueError(f"CK-SCOPE-1: {scenario.__name__} is never played with Cities & Knights")
    bases = (*state_mixins, *((CKState,) if issubclass(CKState, scenario.State) else (scenario.State, CKState)))
    state = dataclass(type(f"{scenario.State.__name__}CK", bases, {}))
    return type(f"{scenario.__name__}CK", (scenario, SeafarersCK),
                {"INFO": info, "edition": edition, "State": state, "__doc__": doc, "__module__": module,
                 **tables(SeafarersCK)})
