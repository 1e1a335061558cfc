"""Enchanted Land (Prokletá země), seed 003 pp.15–16, catan-td-and-e.md §8: Seafarers with Cities & Knights on a
main island and the enchanted land across the sea, where the dragons lie.

What the scenario adds to the TD&E scenario with C&K (:mod:`referee.games.catan.tde.ck_scenario`: the set-up order
"settlement, city, then the second settlement", TDE-ENCHANT-1): the robber alone, on the main island's desert
(TDE-ENCHANT-2); the enchanted land's building limits (TDE-ENCHANT-3) and its knights (:mod:`land`: crossing over,
moving, displacing, TDE-ENCHANT-4…8); the C&K hooks its land and sea set aside (barbarians TDE-ENCHANT-9, progress
cards TDE-ENCHANT-10); the dragons (:mod:`dragons`, the event kind ``fight``: ``at``, ``shows``; TDE-DRAGON-1…7); the
targets 21 VP (3 players) / 18 VP (4 players), not verified.

Board file: the ``dragons`` key lists the intersections of the enchanted land where the dragon tokens lie.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any, ClassVar

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Field, Option, Outcome, Phase
from referee.core.i18n import _
from referee.core.numbers import number
from referee.core.players import player_name
from referee.games.catan import manifest
from referee.games.catan.board import Board
from referee.games.catan.cities_knights.game import CK_KINDS
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition
from referee.games.catan.state import Player
from referee.games.catan.tde import typed
from referee.games.catan.tde.ck_scenario import CKScenario, CKScenarioState
from referee.games.catan.tde.enchanted_land import dragons, land
from referee.games.catan.tde.enchanted_land.scenario import EDITION, target
from referee.games.catan.tde.scenario_base import DATA, check_setup_settlement, no_chits

S, I = Field("str"), Field("int")
TARGET = Option("victory_points", 0, "points needed to win; 0: the scenario's 21 with 3 players, 18 with 4 "
                                     "(recovered, not verified)", "TDE-DRAGON-7", bounds=(0, 99))


@dataclass
class EnchantState(CKScenarioState):
    SETUP_RULE: ClassVar[str] = "TDE-ENCHANT-1"
    INCOME_RULE: ClassVar[str] = "TDE-ENCHANT-1"
    COAST_RULE: ClassVar[str] = "TDE-ENCHANT-1"
    ROBBER_RULE: ClassVar[str] = "TDE-ENCHANT-2"
    COAST_PIECES: ClassVar[tuple[str, ...]] = ("road", "ship")      # TDE-ENCHANT-1: a free choice

    lairs: dict[str, int] = field(default_factory=dict)          # corner → a dragon token's known strength (0: unknown)
    slain: dict[str, list[int]] = field(default_factory=dict)    # player → strengths of the dragons taken

    def __post_init__(self):
        super().__post_init__()
        self.lairs = {self.board.grid.corner(c): 0 for c in self.board.data.get("dragons", [])}
        self.slain = {p.name: [] for p in self.players}

    @property
    def main_land(self) -> frozenset[str]:
        return land.main_land(self)

    # --- the C&K hooks (cities_knights/state.py) ---------------------------------------------------------------
    def knight_site_rule(self, corner: str) -> str | None:
        """TDE-ENCHANT-4: knights reach the enchanted land only by crossing over (a ruling: none is built there)."""
        return "TDE-ENCHANT-4" if land.on_enchanted(self, corner) else super().knight_site_rule(corner)

    def defends(self, corner: str) -> bool:
        """TDE-ENCHANT-9: knights on the enchanted land or on sea intersections do not defend."""
        return not (land.on_enchanted(self, corner) or land.at_sea(self, corner)) and super().defends(corner)

    def stays_after_attack(self, corner: str) -> bool:
        """TDE-ENCHANT-9: … and are not made inactive by an attack."""
        return land.on_enchanted(self, corner) or land.at_sea(self, corner) or super().stays_after_attack(corner)

    def displaced_sites(self, owner: Player, frm: str, mover: Player) -> list[str]:
        """TDE-ENCHANT-8: from the enchanted land, to a free inland intersection of it."""
        if land.on_enchanted(self, frm):
            return [c for c in land.inland_sites(self) if c != frm]
        return super().displaced_sites(owner, frm, mover)

    def progress_may_touch(self, hexname: str) -> bool:
        """TDE-ENCHANT-10: the Inventor leaves the enchanted land's numbers."""
        return hexname not in land.enchanted(self) and super().progress_may_touch(hexname)

    def knight_shield(self, corner: str) -> tuple[str, str] | None:
        """TDE-ENCHANT-10: no Deserter or Intrigue against a knight on the enchanted land."""
        if land.on_enchanted(self, corner):
            return "TDE-ENCHANT-10", _("the knight on {at} stands on the enchanted land", at=corner)
        return super().knight_shield(corner)

    def tethered(self, corner: str) -> bool:
        """CK-SEA-2 leaves out a knight on the enchanted land: it stands off its owner's network by rule."""
        return not land.on_enchanted(self, corner) and super().tethered(corner)

    def special_points(self, player: Player) -> int:
        """TDE-DRAGON-5: each dragon token taken is 1 VP."""
        return super().special_points(player) + dragons.POINTS * len(self.slain[player.name])


def _phases(base: dict[str, Phase]) -> dict[str, Phase]:
    out = dict(base)
    main = out["main"]
    out["main"] = Phase(main.kinds | {"fight"}, main.rule, main.describe, main.rules)
    return out


def validate_build(base):
    def check(state: EnchantState, event: dict) -> list[str]:
        if state.in_setup:
            check_setup_settlement(state, event, "TDE-ENCHANT-1")
        land.check_build(state, event)
        return base(state, event)

    return check


def _fight_words(state, words: list[str], player: str | None) -> dict:
    if len(words) != 2:
        raise NotationError(_("fight names the knight's intersection and the pennants the token shows"),
                            _("e.g. fight 2f:4 2"))
    return {"kind": "fight", "player": player_name(state, player) if player else state.current.name,
            "at": words[0], "shows": number(words[1], _("the pennants the token shows"), "fight 2f:4 2")}


class EnchantedLand(CKScenario):
    """Seafarers with Cities & Knights, the enchanted land and its dragons."""

    INFO = manifest.info("enchanted-land")
    edition: ClassVar[Edition] = EDITION
    State = EnchantState

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.kinds = {**{k: v for k, v in CKScenario.kinds.items() if k != "pirate"},
                     "fight": {"player": S, "at": S, "shows": I}}
        cls.phases = _phases(CKScenario.phases)
        at = CKScenario.NORMALIZE["at"]
        cls.NORMALIZE = {**CKScenario.NORMALIZE,
                         "at": lambda state, ev, value: (state.board.grid.corner(value) if ev["kind"] == "fight"
                                                         else at(state, ev, value))}
        cls.VALIDATE = {**CKScenario.VALIDATE, "build": validate_build(CKScenario.VALIDATE["build"]),
                        "knight": land.validate_knight, "fight": dragons.validate_fight}
        cls.APPLY = {**CKScenario.APPLY, "fight": dragons.apply_fight}
        cls.TYPED = {**CKScenario.TYPED, "fight": typed.fight}
        cls.options = (*(TARGET if o.name == "victory_points" else no_chits("p.16") if o.name == "island_chits" else o
                         for o in cls.options), *dragons.MIX)

    # --- set-up ------------------------------------------------------------------------------------------------
    def make_board(self, spec, seed, players, options):
        """The TEST layout or the table's board file, its ``dragons`` kept beside the Seafarers board (checked with
        the set-up, :meth:`check_setup`)."""
        path = DATA / f"{spec or self.edition.presets[0]}.toml" if spec in (None, *self.edition.presets) else None
        if path is None and spec and (spec.endswith(".toml") or Path(spec).exists()):
            path = Path(spec)
        if path is None or not path.is_file():
            return super().make_board(spec, seed, players, options)
        try:
            data = tomllib.loads(path.read_text("utf-8"))
        except tomllib.TOMLDecodeError:
            return super().make_board(spec, seed, players, options)       # Seafarers' reading says what is wrong
        data = data.get("board", data)
        lairs = data.pop("dragons", None) if isinstance(data, dict) else None
        return {**self.check_board(data), **({"dragons": lairs} if lairs is not None else {})}

    def check_setup(self, setup) -> None:
        lairs = setup.board.pop("dragons", None)
        super().check_setup(setup)                          # no pirate (TDE-ENCHANT-2, the CK scenario's check)
        board = Board(setup.board, self.edition)
        robber = setup.board.get("robber")
        if robber is None or board.terrain.get(robber) != "desert":
            raise RuleViolation("TDE-ENCHANT-2", _("the robber starts on the main island's desert"),
                                _('robber = "HEX" (a desert) in the board file'))
        if not isinstance(lairs, list) or not lairs or not all(isinstance(c, str) for c in lairs):
            raise RuleViolation("TDE-DRAGON-1", _("the board names no dragon tokens"),
                                _('dragons = ["2f:4", …] in the board file: intersections of the enchanted land'))
        spots = []
        for text in lairs:
            corner = board.grid.corner(text)
            shadow = _Places(board)
            if not land.on_enchanted(shadow, corner) or corner in spots:
                raise RuleViolation("TDE-DRAGON-1", _("a dragon token on {at}: each lies on its own intersection of "
                                                      "the enchanted land", at=text),
                                    _("intersections of the enchanted land: {corners}",
                                      corners=listing(land.enchanted_corners(shadow)[:8]) + " …"))
            spots.append(corner)
        dragons.check_mix(setup.options, len(spots))
        setup.board["dragons"] = spots

    def initial_state(self, setup) -> EnchantState:
        state = super().initial_state(setup)
        if not state.options["victory_points"]:             # TDE-DRAGON-7: by the number of players
            state.options = {**state.options, "victory_points": target(len(state.players))}
        return state

    def apply(self, state: EnchantState, event: dict[str, Any]) -> Outcome:
        """A win by the sixth dragon (TDE-DRAGON-7, a seed word) rests on no lost number: no note on the target."""
        out = super().apply(state, event)
        if event["kind"] == "fight" and state.winner and len(state.slain[state.winner]) >= dragons.SIXTH:
            seq = event.get("seq", 0)
            state.unverified[:] = [u for u in state.unverified if (u[0], u[1]) != (seq, "CATAN-END-1")]
        return out

    # --- the verbs ---------------------------------------------------------------------------------------------
    def parse(self, state, verb, words, player):
        if verb == "fight":
            return _fight_words(state, words, player)
        return super().parse(state, verb, words, player)

    def completions(self, state, verb, words):
        if verb == "fight":
            return dragons.fightable(state, state.current) if not words else []
        if verb == "knight" and len(words) == 2 and words[0] == "move" and words[1] in state.knights:
            player = state.current
            return (land.roam_moves(state, words[1]) if land.on_enchanted(state, words[1]) else
                    sorted({*super().completions(state, verb, words), *land.crossings(state, player, words[1])}))
        return super().completions(state, verb, words)

    # --- reports -----------------------------------------------------------------------------------------------
    picture = "referee.games.catan.tde.enchanted_land.draw:board_svg"

    def board_text(self, state: EnchantState) -> str:
        from referee.games.catan.tde.enchanted_land.draw import board_text   # only when the board is asked for

        return board_text(state)

    def summary(self, state: EnchantState) -> dict[str, Any]:
        """C&K's fields; the dragon tokens on the board (known strength, 0 face down), per player the dragons slain,
        the knight on the enchanted land and where the player may cross to."""
        out = super().summary(state)
        grid = state.board.grid
        for entry, player in zip(out["players"], state.players):
            entry["dragons_slain"] = list(state.slain[player.name])
            entry["enchanted_knight"] = (land.over_there(state, player) or [None])[0]
        out["dragon_tokens"] = {c: state.lairs[c] for c in grid.sort(state.lairs)}
        out["enchanted_land"] = [h for h in grid.hexes if h in land.enchanted(state)]
        out["victory_target"] = state.options["victory_points"]
        return out

    def status(self, state: EnchantState) -> Outcome:
        out = super().status(state)
        grid = state.board.grid
        out.lines.append(_("Dragons on the enchanted land: {lairs} (D face down, D2 known strength 2); slain: {slain}; "
                           "the sixth wins (TDE-DRAGON-7).",
                           lairs=listing([f"{c} D{state.lairs[c] or ''}" for c in grid.sort(state.lairs)], _("none")),
                           slain=listing([f"{p.name} {len(state.slain[p.name])}" for p in state.players], _("none"))))
        return out

    def hints(self, state: EnchantState, words):
        out = super().hints(state, words)
        if self.phase(state) == "main" and not state.pending:
            player = state.current
            cross = {c: land.crossings(state, player, c) for c, k in sorted(state.knights_of(player.name).items())
                     if not land.on_enchanted(state, c) and k.active}
            out.lines.append(_("Crossings to the enchanted land (TDE-ENCHANT-4): {moves}",
                               moves=listing([f"{c} → {listing(t)}" for c, t in cross.items() if t], _("none"))
                               if not land.over_there(state, player) else _("none (one knight each, TDE-ENCHANT-5)")))
            out.lines.append(_("Dragons to fight (TDE-DRAGON-1): {corners}",
                               corners=listing(dragons.fightable(state, player), _("none"))))
        return out


@dataclass
class _Places:
    """A board seen as a position before the game starts (the set-up's checks of the dragon tokens)."""

    board: Board
