"""The Great Canal (Zavlažovací kanál) — seed 003 pp.13–14, catan-td-and-e.md §7: Seafarers with Cities & Knights
(:class:`~referee.games.catan.tde.ck_scenario.CKScenario`); the knights dig a canal from the eastern lake to the
desert basin, and the dry fields produce again once it is complete.

What it changes, each a rule of its pages:

- TDE-CANAL-1…4: the shared C&K scenario set-up (settlement, city, settlement; starting resources from the last;
  a building on the coast, with a ship; the lake is no coast) and the robber only.
- TDE-CANAL-5: knights are built on the main island only (:meth:`CanalState.knight_site_rule`).
- TDE-CANAL-6/12: fields produce nothing until the flood (:attr:`CanalState.held_back`); Irrigation still pays.
- TDE-CANAL-7…11: two active knights on a canal hex's intersections dig it at once, after any event that makes
  them two (:func:`dig`): its 2 chits to the one owner or one each (1 VP each); the 8th token completes the canal,
  the last hex's chits leave the game unless it was dug in the same event.
- TDE-CANAL-13/14: a knight on a small island's gold-field intersection earns its owner 1 resource of choice on an
  8 (typed in the roll's ``gold`` as a gold field's), one per player and gold field, until the flood.
- TDE-CANAL-15: a knight on a small island's harbour intersection lends its owner that harbour (:func:`merchants`).
- TDE-CANAL-16: knights on small islands do not defend; TDE-CANAL-17: no settlement on a small island;
  TDE-CANAL-18: ship lines do not branch; TDE-CANAL-19: 21 VP with 3 players, 18 with 4.

Nothing here is a new event kind: the dig, the flood and the merchants follow from the events C&K records.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan import manifest
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition
from referee.games.catan.scoring import victory_points
from referee.games.catan.vocab import RESOURCES
from referee.games.catan.tde.ck_scenario import CKScenario, CKScenarioState
from referee.games.catan.tde.great_canal.scenario import EDITION, LAYOUTS, SCENARIO, target
from referee.games.catan.tde.scenario_base import on_main_island

VICTORY = Option("victory_points", 0, "points needed to win: 0 = by the number of players, 21 with 3 and 18 with 4 "
                                      "(TDE-CANAL-19, recovered, not verified)", "TDE-CANAL-19",
                 choices=(0,), bounds=(3, 99))
GOLD_ROLL = Option("gold_digger_roll", SCENARIO["gold_digger_roll"], "the roll on which a gold digger earns "
                                                                     "(TDE-CANAL-13: 8, recovered, not verified)",
                   "TDE-CANAL-13", bounds=(2, 12))


@dataclass
class CanalState(CKScenarioState):
    """The C&K scenario state with the canal: hexes dug, chits won, chits lost, and the flood."""

    dug: list = field(default_factory=list)                 # canal hexes dug, in order (TDE-CANAL-7)
    canal_chits: Counter = field(default_factory=Counter)   # player → Catan chits won (TDE-CANAL-8)
    lost: list = field(default_factory=list)                # hexes whose chits left the game (TDE-CANAL-11)
    flooded: bool = False                                   # the canal is complete (TDE-CANAL-12)

    SETUP_RULE: ClassVar[str] = "TDE-CANAL-1"
    COAST_PIECES: ClassVar[tuple[str, ...]] = ("ship",)

    @property
    def layout(self) -> dict[str, Any]:
        return LAYOUTS.get(self.board.data.get("preset", ""), {})

    @property
    def canal(self) -> list[str]:
        return list(self.layout.get("canal", ()))

    @property
    def main_land(self) -> frozenset[str]:
        """The island the canal runs across."""
        island = self.board.island
        home = island.get(self.canal[0]) if self.canal else None
        return frozenset(h for h, i in island.items() if i == home) if home else self.board.land

    @property
    def not_coast(self) -> frozenset[str]:
        return frozenset(self.layout.get("lake", ()))

    @property
    def held_back(self) -> frozenset[str]:
        """TDE-CANAL-6: the fields are dry until the flood."""
        dry = frozenset() if self.flooded else frozenset(h for h, t in self.board.terrain.items() if t == "fields")
        return super().held_back | dry

    def held_back_note(self, hexes: str, lost: str) -> str | None:
        return _("The fields {hexes} are dry until the canal is complete: {lost} (TDE-CANAL-6).", hexes=hexes,
                 lost=lost)

    def small_island(self, corner: str) -> bool:
        hexes = self.board.grid.corners[corner].hexes
        return any(h in self.board.land for h in hexes) and not on_main_island(self, corner)

    def knight_site_rule(self, corner: str) -> str | None:
        return None if on_main_island(self, corner) else "TDE-CANAL-5"

    def defends(self, corner: str) -> bool:
        return not self.small_island(corner)

    def diggers(self) -> dict[str, list[str]]:
        """TDE-CANAL-13: player → the small islands' gold fields where a knight of his stands."""
        out: dict[str, list[str]] = {}
        for h in self.board.grid.hexes:
            if self.board.terrain[h] != "gold" or h in self.main_land:
                continue
            for owner in sorted({self.knights[c].owner for c in self.board.grid.corners_of(h) if c in self.knights}):
                out.setdefault(owner, []).append(h)
        return out

    def gold_bonus(self, total: int) -> dict[str, int]:
        """TDE-CANAL-13/14: 1 resource of choice per player and gold field on the gold diggers' roll, until the
        flood."""
        if self.flooded or total != self.options["gold_digger_roll"]:
            return {}
        return {name: SCENARIO["gold_digger_per_field"] * len(hexes) for name, hexes in self.diggers().items()}

    def gold_bonus_rule(self, total: int, names) -> str | None:
        """A gold digger's share on the gold diggers' roll (TDE-CANAL-13), none after the flood (TDE-CANAL-14)."""
        if total != self.options["gold_digger_roll"] or not set(names) & set(self.diggers()):
            return None
        return "TDE-CANAL-14" if self.flooded else "TDE-CANAL-13"

    def special_points(self, player) -> int:
        return super().special_points(player) + SCENARIO["chit_points"] * self.canal_chits[player.name]


# --- the canal --------------------------------------------------------------------------------------------------
def ready(state: CanalState) -> list[str]:
    """Canal hexes not dug yet with 2 active knights on their intersections."""
    grid = state.board.grid
    return [h for h in state.canal if h not in state.dug and h not in state.lost and
            sum(1 for c in grid.corners_of(h) if c in state.knights and state.knights[c].active)
            >= SCENARIO["knights_to_dig"]]


def dig(state: CanalState, out: Outcome) -> None:
    """TDE-CANAL-7…12: every hex two active knights stand at is dug now; the 8th token completes the canal."""
    found = ready(state)
    if not found:
        return
    grid = state.board.grid
    for h in found:
        owners = [state.knights[c].owner for c in grid.corners_of(h) if c in state.knights and state.knights[c].active]
        state.dug.append(h)
        if len(set(owners)) == 1:
            state.canal_chits[owners[0]] += SCENARIO["chits_per_canal_hex"]
            out.say("The knights of {player} dig the canal on {hex}: both Catan chits to {player} (TDE-CANAL-7, "
                    "TDE-CANAL-8).", player=owners[0], hex=h)
        else:
            for name in sorted(set(owners))[:2]:
                state.canal_chits[name] += 1
            out.say("The knights of {players} dig the canal on {hex}: one Catan chit each (TDE-CANAL-7, "
                    "TDE-CANAL-8).", players=listing(sorted(set(owners))[:2]), hex=h)
    if not state.flooded and len(state.dug) >= SCENARIO["complete_at"]:
        rest = [h for h in state.canal if h not in state.dug]
        state.lost.extend(rest)
        state.flooded = True
        if rest:
            out.say("The canal is complete with its 8th token: the chits of {hexes} leave the game and its last token "
                    "is laid (TDE-CANAL-11).", hexes=listing(rest))
        out.say("The flood: the canal fills with water, the basin {hex} turns over, the fields produce grain from "
                "now on (TDE-CANAL-12).", hex=state.layout.get("basin", "-"))


def merchants(state: CanalState, out: Outcome) -> None:
    """TDE-CANAL-15: the harbours lent by knights on the small islands' harbour intersections (held while they
    stand there; a building's harbour stays)."""
    harbour = state.board.harbour_at
    for p in state.players:
        own = {harbour[c] for c in p.settlements | p.cities if c in harbour}
        lent = {harbour[c] for c in state.knights_of(p.name) if c in harbour and state.small_island(c)}
        for kind in sorted(lent - set(p.harbours)):
            p.harbours[kind] = state.turn
            out.say("{player}'s knight trades at the {kind} harbour of a small island (TDE-CANAL-15).",
                    player=p.name, kind=RESOURCES.term(kind) if kind in RESOURCES else kind)
        for kind in sorted(set(p.harbours) - own - lent):
            del p.harbours[kind]


def after(apply_event):
    """An APPLY entry followed by the dig and the merchants (both follow from where the knights stand)."""
    def apply(state: CanalState, event: dict) -> Outcome:
        out = apply_event(state, event)
        if not state.in_setup:
            dig(state, out)
            merchants(state, out)
        return out

    return apply


# --- what is refused --------------------------------------------------------------------------------------------
def branches(state: CanalState, player, at: str, line: set[str]) -> str | None:
    """TDE-CANAL-18: the intersection where a ship on ``at`` would fork ``line`` (the player's ships), else None."""
    for end in state.board.grid.sides[at].ends:
        if state.occupant.get(end, ("",))[0] == player.name:
            continue                                  # a line starts anew at the player's own building
        if sum(1 for p in state.board.grid.corners[end].paths if p in line and p != at) >= 2:
            return end
    return None


def _no_branch(state: CanalState, player, at: str, line: set[str]) -> None:
    fork = branches(state, player, at, line)
    if fork:
        raise RuleViolation("TDE-CANAL-18", _("a ship on {at} would branch {player}'s ship line at {corner}", at=at,
                                              player=player.name, corner=fork),
                            _("a ship at an open end of the line"))


def validate_build(state: CanalState, event: dict) -> list[str] | None:
    player, piece, at = state.by_name[event["player"]], event["piece"], event["at"]
    if piece == "settlement" and not state.in_setup and state.small_island(at):
        raise RuleViolation("TDE-CANAL-17", _("{at} lies on a small island: no settlement there", at=at),
                            _("a settlement on the main island"))
    if piece == "ship" and not state.in_setup:
        _no_branch(state, player, at, player.ships)
    return CKScenario.VALIDATE["build"](state, event)


def validate_move_ship(state: CanalState, event: dict) -> None:
    player = state.by_name[event["player"]]
    _no_branch(state, player, event["to"], player.ships - {event["from"]})
    return CKScenario.VALIDATE["move_ship"](state, event)


class GreatCanal(CKScenario):
    """The C&K scenario base with the canal, the gold diggers, the merchants and the dry fields."""

    INFO = manifest.info("great-canal")
    edition: ClassVar[Edition] = EDITION
    State = CanalState
    VALIDATE = {**CKScenario.VALIDATE, "build": validate_build, "move_ship": validate_move_ship}
    APPLY = {kind: after(fn) for kind, fn in CKScenario.APPLY.items()}

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (VICTORY, *(o for o in cls.options if o.name not in ("victory_points", "island_chits")),
                       GOLD_ROLL)

    def check_setup(self, setup) -> None:
        super().check_setup(setup)
        if setup.board.get("preset") not in LAYOUTS:
            raise RuleViolation("TDE-CANAL-7", _("the board's canal is not known: {preset}",
                                                 preset=setup.board.get("preset", "-")),
                                _("a board named in tde/data/great-canal.toml [layouts], e.g. great-canal-test"))

    def initial_state(self, setup) -> CanalState:
        state = super().initial_state(setup)
        options = {**state.options, "island_chits": 0}         # the chits lie on the canal, none on islands
        if not options["victory_points"]:
            options["victory_points"] = target(len(state.players))
        state.options = options
        return state

    picture = "referee.games.catan.tde.great_canal.draw:board_svg"

    def summary(self, state: CanalState) -> dict[str, Any]:
        """The C&K scenario's fields; the canal: its hexes, the ones dug, the chits won and lost, the flood, the
        gold diggers and the dry fields."""
        out = super().summary(state)
        out["canal"] = {"hexes": state.canal, "dug": list(state.dug), "lost": list(state.lost),
                        "complete": state.flooded, "chits": {p.name: state.canal_chits[p.name] for p in state.players}}
        out["gold_diggers"] = {} if state.flooded else state.diggers()
        out["dry_fields"] = [h for h in state.board.grid.hexes if h in state.held_back and state.board.terrain[h] == "fields"]
        for entry, player in zip(out["players"], state.players):
            entry["canal_chits"] = state.canal_chits[player.name]
        return out

    def status(self, state: CanalState) -> Outcome:
        out = super().status(state)
        out.lines.append(_("Canal: dug {dug} of {total}; chits {chits}; {flood}.",
                           dug=listing(state.dug, _("none")), total=len(state.canal),
                           chits=listing([f"{p.name} {state.canal_chits[p.name]}" for p in state.players]),
                           flood=_("complete, the fields produce (TDE-CANAL-12)") if state.flooded else
                           _("the fields are dry (TDE-CANAL-6)")))
        diggers = state.diggers()
        if diggers and not state.flooded:
            out.lines.append(_("Gold diggers on {roll}: {diggers} (TDE-CANAL-13).",
                               roll=state.options["gold_digger_roll"],
                               diggers="; ".join(f"{n} {listing(h)}" for n, h in diggers.items())))
        return out

    def score(self, state: CanalState) -> Outcome:
        """C&K's score table, the canal's chits in its "Catan chits" column (TDE-CANAL-8)."""
        out = super().score(state)
        if not state.secret:
            title, head, rows = out.tables[0]
            order = sorted(state.players, key=lambda p: -victory_points(state, p))     # the table's own order
            column = head.index(_("Catan chits"))
            out.tables[0] = (title, head, [[*row[:column], row[column] + state.canal_chits[p.name], *row[column + 1:]]
                                           for row, p in zip(rows, order)])
        return out

    def board_text(self, state: CanalState) -> str:
        """The C&K map; the canal under each hex's terrain (``C2``: two chits still on it, ``~~``: dug, ``≈≈``:
        water after the flood), and its legend line."""
        from referee.games.catan.cities_knights.draw import board_text

        marks = {h: ("≈≈" if state.flooded else "~~") if h in state.dug or h in state.lost else "C2"
                 for h in state.canal}
        base = board_text(state)
        return base + "\n" + _("Canal (C2: two chits, ~~: dug, ≈≈: water): {marks}.",
                               marks=listing([f"{h} {m}" for h, m in marks.items()]))
