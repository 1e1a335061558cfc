"""What the TD&E scenarios share (catan-td-and-e.md §1.3, §9–10): a Seafarers game whose TEST layout lies in
``tde/data/``, whose set-up settlements stand on the main island, which gives no Catan chits unless its page says
so, and which lists every verdict resting on a number the seed lost as ``not verified``.

A scenario subclasses :class:`Scenario` (its state :class:`ScenarioState`), names its ``SETUP_RULE`` and says
which land is its main island (:attr:`ScenarioState.main_land`).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan import building
from referee.games.catan.board import make_board
from referee.games.catan.building import distance_ok
from referee.games.catan.common import listing
from referee.games.catan.reports import setup_building_line
from referee.games.catan.seafarers.game import Seafarers
from referee.games.catan.seafarers.state import SeaState

DATA = Path(__file__).resolve().parent / "data"


@dataclass
class ScenarioState(SeaState):
    unverified: list = field(default_factory=list)          # (seq, rule, option=value)

    @property
    def main_land(self) -> frozenset[str]:
        """The main island's land hexes (every land hex unless the scenario says otherwise)."""
        return self.board.land

    def note(self, seq: int, rule: str, option: str) -> None:
        """A verdict resting on an option whose value the seed lost (``check`` and ``status`` list it)."""
        self.unverified.append((seq, rule, f"{option}={self.options[option]}"))


def on_main_island(state: ScenarioState, corner: str) -> bool:
    """An intersection touching a land hex of the main island."""
    return any(h in state.main_land for h in state.board.grid.corners[corner].hexes)


def main_island_hints(game, state, out: Outcome, home: Callable[[str], bool]) -> Outcome:
    """A set-up settlement's hints list only the intersections ``home`` accepts (the main island's: elsewhere the
    scenario's set-up rule refuses them)."""
    if game.phase(state) == "setup" and state.setup_step % 2 == 0 and not state.pending:
        spots = [c for c in building.settlement_spots(state, state.current, setup=True) if home(c)]
        out.lines[1] = setup_building_line(state, spots)
    return out


def check_setup_settlement(state: ScenarioState, event: dict, rule: str) -> None:
    """Both set-up buildings on the main island (``rule``: the scenario's, e.g. TDE-GREATER-1): the settlements, and
    with Cities & Knights the set-up city (TDE-GEN-2)."""
    if state.in_setup and event["piece"] in ("settlement", "city") and not on_main_island(state, event["at"]):
        free = [c for c in sorted(state.board.land_corners) if on_main_island(state, c) and distance_ok(state, c)]
        raise RuleViolation(rule, _("{at} is not on the main island; the set-up settlements stand there",
                                    at=event["at"]),
                            _("a free corner of the main island: {corners}",
                              corners=listing(free[:8]) + (" …" if len(free) > 8 else "")))


def no_chits(page: str) -> Option:
    return Option("island_chits", 0, f"victory points for a first settlement on a foreign island: none in this "
                                     f"scenario (seed {page} names no Catan chits)", "SEA-SVP-1", bounds=(0, 9))


class Scenario(Seafarers):
    """The TD&E scenarios' common part of the rules (not registered itself)."""

    SETUP_RULE: ClassVar[str] = ""

    def make_board(self, spec, seed, players, options):
        """The scenario's TEST layout from ``tde/data/``, else any board a Seafarers game reads."""
        if spec in (None, *self.edition.presets):
            data = tomllib.loads((DATA / f"{spec or self.edition.presets[0]}.toml").read_text("utf-8"))
            return self.check_board(data)
        return make_board(spec, seed, self.edition, self.board_checks)

    def apply(self, state: ScenarioState, event: dict[str, Any]) -> Outcome:
        out = super().apply(state, event)
        if state.winner and not any(rule == "CATAN-END-1" for _s, rule, _o in state.unverified):
            state.note(event.get("seq", 0), "CATAN-END-1", "victory_points")     # the target is not verified
        return out

    def summary(self, state: ScenarioState) -> dict[str, Any]:
        out = super().summary(state)
        out["phase"] = self.phase(state)
        out["not_verified"] = [{"seq": s, "rule": r, "option": o} for s, r, o in state.unverified]
        return out

    def check_notes(self, state: ScenarioState) -> list[str]:
        return [_("  not verified: event {seq}: {rule} rests on the option '{option}'", seq=s, rule=r, option=o)
                for s, r, o in state.unverified]

    def hints(self, state: ScenarioState, words):
        return main_island_hints(self, state, super().hints(state, words), lambda c: on_main_island(state, c))
