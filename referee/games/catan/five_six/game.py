"""Catan with the 5–6 player extension: the base rules with the extension's edition, its board, the robber
on a desert the table names, and the special building phase between turns (catan-5-6.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from referee.core.errors import RuleViolation
from referee.core.game import Option, Setup
from referee.core.i18n import _
from referee.games.catan import development, production, reports
from referee.games.catan.board import topology
from referee.games.catan.building import apply as apply_build
from referee.games.catan.edition import Edition, edition
from referee.games.catan.five_six import special_build
from referee.games.catan.five_six.meta import INFO
from referee.games.catan.game import Catan
from referee.games.catan.game import options as base_options
from referee.games.catan.state import CatanState

FIVE_SIX = edition("five-six")


@dataclass
class FiveSixState(CatanState):
    special_from: int = 0        # the first of the special builders who may still build (special_build.py)


def options(ed: Edition) -> tuple[Option, ...]:
    return (*base_options(ed),
            Option("turn_rule", "special_build", "what happens between two turns: the special building phase",
                   "CATAN56-SBP-1", ("special_build",)),
            Option("robber_start", "board", "the desert the robber starts on (board: as the board says; a preset or "
                                            "random board puts it on the first desert in reading order)",
                   "CATAN-SETUP-2", ("board", *topology(ed).hexes)))


def check_robber_start(board: dict[str, Any], start: str, ed: Edition) -> dict[str, Any]:
    """catan-5-6.md §2.3: the robber starts on either desert, as the table chooses."""
    if start == "board":
        return board
    hexname = topology(ed).hex(start)
    deserts = [h for h, v in board["hexes"].items() if v["terrain"] == "desert"]
    if hexname not in deserts:
        raise RuleViolation("CATAN-SETUP-2", _("the robber starts on a desert, not on {hex}", hex=hexname),
                            _("robber_start={deserts}", deserts=" or ".join(deserts)))
    return {**board, "robber": hexname}


class CatanFiveSix(Catan):
    """The base game's rules for 5–6 players; only the turn's end and the phase between turns differ."""

    INFO = INFO
    edition: ClassVar[Edition] = FIVE_SIX
    State = FiveSixState
    larger = None
    phases = {**Catan.phases, special_build.SPECIAL: special_build.PHASE}
    APPLY = {**Catan.APPLY, "end": special_build.open_phase,
             "build": special_build.special(apply_build),
             "buy": special_build.special(development.apply_buy),
             "roll": special_build.closing(production.apply_roll),
             "play": special_build.closing(development.apply_play)}

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = options(cls.edition)

    def make_board(self, spec, seed, players, options):
        board = super().make_board(spec, seed, players, options)
        return check_robber_start(board, options.get("robber_start", "board"), self.edition)

    def check_setup(self, setup: Setup) -> None:
        super().check_setup(setup)
        start = setup.options.get("robber_start", "board")
        if check_robber_start(setup.board, start, self.edition)["robber"] != setup.board["robber"]:
            raise RuleViolation("CATAN-SETUP-2", _("the board's robber is on {hex}, the option robber_start says "
                                                   "{start}", hex=setup.board["robber"], start=start),
                                _("make them agree"))

    def check_actor(self, state: CatanState, event: dict[str, Any]) -> None:
        if state.between == special_build.SPECIAL:
            special_build.check_actor(state, event)
        else:
            super().check_actor(state, event)

    def parse(self, state, verb, words, player):
        if player is None and verb in ("build", "buy") and state.between == special_build.SPECIAL:
            player = special_build.may_build(state)[0].name      # the builder of the moment
        return super().parse(state, verb, words, player)

    def hints(self, state, words):
        if state.between != special_build.SPECIAL:
            return super().hints(state, words)
        return reports.hints(state, words, player=special_build.may_build(state)[0], trading=False)

    def summary(self, state):
        out = super().summary(state)
        if state.between == special_build.SPECIAL:
            out["special_build"] = {"ended": special_build.ender(state).name,
                                    "may_build": [p.name for p in special_build.may_build(state)]}
        return out
