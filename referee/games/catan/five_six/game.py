"""Catan with the 5–6 player extension: the base rules with the extension's edition, its board, the robber
on a desert the table names, and the special building phase between turns (catan-5-6.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome, Setup
from referee.core.i18n import _
from referee.core.players import player_name
from referee.games.catan import development, manifest, production, reports
from referee.games.catan.board import topology
from referee.games.catan.building import apply as apply_build
from referee.games.catan.edition import Edition, edition
from referee.games.catan.five_six import paired, special_build
from referee.games.catan.game import Catan
from referee.games.catan.game import options as base_options
from referee.games.catan.state import CatanState

FIVE_SIX = edition("five-six")


@dataclass
class FiveSixState(CatanState):
    special_from: int = 0        # the first of the special builders who may still build (special_build.py)
    paired_from: int = 0         # Settler 1's seat during Settler 2's part (paired.py)


def options(ed: Edition) -> tuple[Option, ...]:
    return (*base_options(ed),
            Option("turn_rule", "special_build", "special_build: the others build after each turn; paired: "
                                                 "a second settler in every turn", "CATAN56-SBP-1",
                   ("special_build", "paired")),
            *paired.OPTIONS,
            Option("robber_start", "board", "the desert the robber starts on (board: as the board says; a preset or "
                                            "random board puts it on the first desert in reading order)",
                   "CATAN-SETUP-2", ("board", *topology(ed).hexes)))


def check_robber_start(board: dict[str, Any], start: str, ed: Edition) -> dict[str, Any]:
    """catan-5-6.md §2.3: the robber starts on either desert, as the table chooses."""
    if start == "board":
        return board
    hexname = topology(ed, board.get("shape")).hex(start)
    deserts = [h for h, v in board["hexes"].items() if v["terrain"] == "desert"]
    if hexname not in deserts:
        raise RuleViolation("CATAN-SETUP-2", _("the robber starts on a desert, not on {hex}", hex=hexname),
                            _("robber_start={deserts}", deserts=" or ".join(deserts)))
    return {**board, "robber": hexname}


TURN_END = {"special_build": special_build.open_phase, "paired": paired.end}
ACTORS = {special_build.SPECIAL: special_build.check_actor, paired.SETTLER_2: paired.check_actor}


def turn_end(state: CatanState, event: dict) -> Outcome:
    """``end`` by the option ``turn_rule``: the special building phase (SBP-1) or Settler 2's part (PAIR-3)."""
    return TURN_END[state.options["turn_rule"]](state, event)


class CatanFiveSix(Catan):
    """The base game's rules for 5–6 players; only the turn's end and the phase between turns differ."""

    INFO = manifest.info("catan-5-6")
    edition: ClassVar[Edition] = FIVE_SIX
    State = FiveSixState
    larger = None
    builds_between = staticmethod(special_build.special)
    phases = {**Catan.phases, special_build.SPECIAL: special_build.PHASE, paired.SETTLER_2: paired.PHASE}
    APPLY = {**Catan.APPLY, "end": turn_end,
             "build": special_build.special(apply_build),
             "buy": special_build.special(paired.buying(development.apply_buy)),
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
        ACTORS.get(state.between, super().check_actor)(state, event)

    def can_win(self, state: CatanState) -> bool:
        if state.between == paired.SETTLER_2:
            return state.options["paired_settler2_wins"]
        return super().can_win(state)

    def parse(self, state, verb, words, player):
        if player is None and verb in ("build", "buy") and state.between == special_build.SPECIAL:
            player = special_build.may_build(state)[0].name      # the builder of the moment
        return super().parse(state, verb, words, player)

    def hints(self, state, words):
        if state.between != special_build.SPECIAL:
            return super().hints(state, words)
        return self._builder_hints(state, words, special_build.may_build(state)[0])

    def hints_of(self, state, words, player=None):
        """In the special building phase, the builds of any who may still build (CATAN56-SBP-1)."""
        if player is None or state.between != special_build.SPECIAL:
            return super().hints_of(state, words, player)
        builder = state.by_name[player_name(state, player)]
        special_build.check_actor(state, {"kind": "build", "player": builder.name})
        return self._builder_hints(state, words, builder)

    def _builder_hints(self, state, words, builder):
        out = reports.hints(state, words, player=builder, trading=False)
        out.lines.insert(1, _("For {player} (or name another with --player):", player=builder.name))
        return out

    def builder_now(self, state):
        """In the special building phase, the builder of the moment (CATAN56-SBP-1)."""
        if state.between == special_build.SPECIAL:
            return special_build.may_build(state)[0]
        return super().builder_now(state)

    def summary(self, state):
        out = super().summary(state)
        if state.between == special_build.SPECIAL:
            out["special_build"] = {"ended": special_build.ender(state).name,
                                    "may_build": [p.name for p in special_build.may_build(state)]}
        if state.options["turn_rule"] == "paired" and not state.in_setup and not state.winner:
            out["paired"] = dict(zip(("settler_1", "settler_2"), paired.settlers(state)))
        return out
