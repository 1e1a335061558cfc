"""The desert dragons — seed 003 pp.10–12, TDE-DESERT-3…15 and SEA-LTR-5.

Where the dragons are is the only thing stored in the position (``DesertState.dragons``: hex → dragons), and it
follows from the events alone: a settlement or city built after the set-up brings 3 (3 players) or 2 (4 players)
dragons from the reserve onto one desert holding the fewest, the builder choosing among tied ones and the build
naming it (``desert``; option ``dragon_gathering = spread``: one onto each desert in turn, as saves recorded before
read, TDE-DESERT-3); once the reserve is
empty the storm lasts (TDE-DESERT-4), and after each production roll every land hex showing the number and
beside a hex with a dragon takes one, from the desert holding most (TDE-DESERT-5/6, after production, DESERT-8);
a Knight takes one off a main-island hex for good (TDE-DESERT-12). Everything a dragon blocks — production
(TDE-DESERT-9), roads (TDE-DESERT-10, SEA-LTR-5), buildings and their points (TDE-DESERT-11, 15) — is derived
from the dragons on demand, so undo, amend and replay stay exact (TDE-DESERT-13).

Ties of the spread (two deserts holding equally many) go in reading order of the deserts (a ruling, docs/rulings.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan import completion
from referee.games.catan.common import listing, piece as term, resource
from referee.games.catan.seafarers import trade_route
from referee.games.catan.state import Player
from referee.games.catan.tde.desert_dragons.scenario import SCENARIO, per_build
from referee.games.catan.tde.scenario_base import ScenarioState
from referee.games.catan.vocab import RESOURCES

OPTIONS = (
    Option("dragons", SCENARIO["dragon_tokens"], "dragon tokens in play (18 recovered from Desert Riders, PC-OLD; "
                                                 "not verified)", "TDE-DESERT-4", bounds=(1, 40)),
    Option("desert_occupied", True, "a desert holding dragons counts as occupied for blocking roads and "
                                    "buildings (REFEREE DECISION, suggested yes)", "TDE-DESERT-11"),
    Option("knight_from_desert", True, "a Knight may take a dragon off a desert, before the storm too; the storm "
                                       "then starts when the reserve is empty (REFEREE DECISION a)", "TDE-DESERT-14"),
    Option("short_reserve", "rest", "a build when the reserve holds fewer dragons than it brings: place the rest, "
                                    "or none (REFEREE DECISION b)", "TDE-DESERT-14", ("rest", "none")),
    Option("dragon_gathering", "one_desert", "a build's dragons all go onto one desert holding the fewest, the "
           "builder choosing among tied ones (one_desert, seed p.10), or one onto each desert in turn (spread: how "
           "saves recorded before read it)", "TDE-DESERT-3", ("one_desert", "spread"), since=2, earlier="spread"),
)


@dataclass
class DesertState(ScenarioState):
    dragons: dict[str, int] = field(default_factory=dict)   # hex → dragons on it (a land hex holds one at most)
    removed: int = 0                                        # dragons the knights took out of the game

    @property
    def main_land(self) -> frozenset[str]:
        """The island of the deserts (the home of the dragons)."""
        islands = {self.board.island[h] for h in self.deserts}
        return frozenset(h for h in self.board.land if self.board.island[h] in islands)

    @property
    def deserts(self) -> list[str]:
        return [h for h in self.board.grid.hexes if self.board.terrain[h] == "desert"]

    @property
    def reserve(self) -> int:
        return self.options["dragons"] - self.removed - sum(self.dragons.values())

    @property
    def storm(self) -> bool:
        """TDE-DESERT-4: every dragon has left the reserve (TDE-DESERT-14a: also those a Knight removed)."""
        return self.reserve <= 0

    def occupied(self, hexname: str) -> bool:
        """A land hex with a dragon; a desert holding dragons too unless the option says otherwise (DESERT-11)."""
        if not self.dragons.get(hexname):
            return False
        return self.board.terrain[hexname] != "desert" or self.options["desert_occupied"]

    @property
    def held_back(self) -> frozenset[str]:
        """TDE-DESERT-9: land hexes with a dragon produce nothing."""
        return frozenset(h for h, n in self.dragons.items() if n and self.board.terrain[h] != "desert")

    def road_blocked(self, path: str) -> bool:
        """TDE-DESERT-10: a road between two occupied hexes (a coastal road never)."""
        hexes = self.board.grid.sides[path].hexes
        return len(hexes) == 2 and all(h in self.board.land and self.occupied(h) for h in hexes)

    def building_blocked(self, corner: str) -> bool:
        """TDE-DESERT-11: every neighbouring hex is land with a dragon; a coastal building never."""
        hexes = self.board.grid.corners[corner].hexes
        return len(hexes) == 3 and all(h in self.board.land and self.occupied(h) for h in hexes)

    def blocked_roads(self, player: Player) -> list[str]:
        return self.board.grid.sort(p for p in player.roads if self.road_blocked(p))

    def onward_roads(self, player: Player) -> set[str]:
        """TDE-DESERT-10: nothing is built onward from a blocked road (after the set-up, which has no dragons)."""
        if self.in_setup:
            return player.roads
        return {p for p in player.roads if not self.road_blocked(p)}

    def blocked_buildings(self, player: Player) -> list[str]:
        return self.board.grid.sort(c for c in player.settlements | player.cities if self.building_blocked(c))

    def special_points(self, player: Player) -> int:
        """TDE-DESERT-11/15: a blocked settlement or city is worth nothing (the Catan chits, if any, besides)."""
        lost = sum(2 if c in player.cities else 1 for c in self.blocked_buildings(player))
        return super().special_points(player) - lost

    def route_edges(self, player: Player) -> list[tuple[str, str, str]]:
        """SEA-LTR-5: a blocked road does not count for the trade route."""
        return [e for e in super().route_edges(player) if not (e[0] in player.roads and self.road_blocked(e[0]))]


def _fewest(state: DesertState) -> str:
    return min(state.deserts, key=lambda h: (state.dragons.get(h, 0), state.deserts.index(h)))


def fewest(state: DesertState) -> list[str]:
    """TDE-DESERT-3: the deserts holding the fewest dragons, one of which takes a build's dragons."""
    low = min(state.dragons.get(h, 0) for h in state.deserts)
    return [h for h in state.deserts if state.dragons.get(h, 0) == low]


def brought(state: DesertState) -> int:
    """TDE-DESERT-3/14: the dragons a settlement or city built now brings from the reserve."""
    due = per_build(len(state.players))
    count = min(due, max(state.reserve, 0))
    return 0 if count < due and state.options["short_reserve"] == "none" else count


def gathers(state: DesertState, event: dict) -> bool:
    return not state.in_setup and event["piece"] in ("settlement", "city")


def validate_desert(state: DesertState, event: dict) -> None:
    """TDE-DESERT-3: the desert a build's dragons go onto is one holding the fewest, named where several are tied;
    a build that brings no dragons (or spreads them, option dragon_gathering) names none."""
    desert = event.get("desert")
    one = state.options["dragon_gathering"] == "one_desert"
    count = brought(state) if gathers(state, event) else 0
    if desert is not None and not (one and count):
        why = (_("only a settlement or city built after the set-up brings dragons") if not gathers(state, event) else
               _("this build brings no dragon (the reserve: {left})", left=max(state.reserve, 0)) if not count else
               _("with dragon_gathering = spread the dragons go one onto each desert in turn"))
        raise RuleViolation("TDE-DESERT-3", why, _("leave the desert out"))
    if not (one and count):
        return
    choice = fewest(state)
    if desert is None and len(choice) > 1:
        raise RuleViolation("TDE-DESERT-3", _("the deserts {hexes} hold equally few dragons: the builder chooses "
                                              "which one takes the {count}", hexes=listing(choice), count=count),
                            _("name it after the place: build {piece} {at} {desert}", piece=term(event["piece"]),
                              at=event["at"], desert=choice[0]))
    if desert is not None and desert not in choice:
        what = (_("{hex} is not a desert", hex=desert) if desert not in state.deserts else
                _("{hex} holds {count} dragon(s), more than the fewest", hex=desert, count=state.dragons.get(desert, 0)))
        raise RuleViolation("TDE-DESERT-3", what, _("a desert holding the fewest: {hexes}", hexes=listing(choice)))


def _most(state: DesertState) -> str | None:
    full = [h for h in state.deserts if state.dragons.get(h, 0)]
    return max(full, key=lambda h: (state.dragons[h], -state.deserts.index(h))) if full else None


def _changed(state: DesertState, out: Outcome) -> None:
    """Blocking follows the dragons: the trade routes are counted again (SEA-LTR-5, TDE-DESERT-13)."""
    trade_route.update(state, out)


# --- TDE-DESERT-3/4: gathering on the deserts ---------------------------------------------------------------------
def gather(state: DesertState, event: dict, out: Outcome) -> None:
    """After a settlement or city (not in the set-up): the builder's dragons onto one desert holding the fewest (or,
    by option, one onto each desert in turn)."""
    seq, name = event.get("seq", 0), event["player"]
    count = brought(state)
    if 0 < state.reserve < per_build(len(state.players)):
        state.note(seq, "TDE-DESERT-14", "short_reserve")
    if not count:
        return
    was_storm = state.storm
    if state.options["dragon_gathering"] == "one_desert":
        desert = event.get("desert") or fewest(state)[0]
        state.dragons[desert] = state.dragons.get(desert, 0) + count
        out.say("{player} brings {count} dragon(s) onto the desert {hex} ({left} left in the reserve, "
                "TDE-DESERT-3).", player=name, count=count, hex=desert, left=state.reserve)
    else:
        placed = []
        for _i in range(count):
            desert = _fewest(state)
            state.dragons[desert] = state.dragons.get(desert, 0) + 1
            placed.append(desert)
        out.say("{player} brings {count} dragon(s) onto the deserts {hexes} ({left} left in the reserve, "
                "TDE-DESERT-3).", player=name, count=count, hexes=listing(placed), left=state.reserve)
    state.note(seq, "TDE-DESERT-4", "dragons")
    if state.storm and not was_storm:
        out.say("Every dragon is out: the dragon storm begins (TDE-DESERT-4).")
    _changed(state, out)


def gathering(apply: Callable) -> Callable:
    """Wrap the build applier: a settlement or city after the set-up brings dragons."""

    def wrapped(state: DesertState, event: dict) -> Outcome:
        due = gathers(state, event)
        out = apply(state, event)
        if due:
            gather(state, event, out)
        return out

    return wrapped


# --- TDE-DESERT-5…8: the spread after a production roll ---------------------------------------------------------
def targets(state: DesertState, total: int) -> list[str]:
    """Land hexes (never the sea, TDE-DESERT-7) showing ``total``, without a dragon, beside a hex holding one."""
    grid = state.board.grid
    return [h for h in state.board.by_number.get(total, ())
            if not state.dragons.get(h)
            and any(state.dragons.get(n) for n in grid.neighbours(h).values() if n)]


def spread(state: DesertState, total: int, out: Outcome) -> list[tuple[str, str]]:
    """During the storm: each target takes one dragon from the desert holding most (TDE-DESERT-5/6)."""
    if not state.storm or total == 7:
        return []
    moves = []
    for hexname in targets(state, total):
        desert = _most(state)
        if desert is None:
            break
        state.dragons[desert] -= 1
        state.dragons[hexname] = 1
        moves.append((desert, hexname))
    if moves:
        out.say("The dragon storm spreads after production: {moves} (TDE-DESERT-5, TDE-DESERT-8).",
                moves=listing([f"{a} → {b}" for a, b in moves]))
        _changed(state, out)
    return moves


def spreading(apply: Callable) -> Callable:
    def wrapped(state: DesertState, event: dict) -> Outcome:
        out = apply(state, event)
        if state.narrate and event["total"] != 7:
            _held(state, event["total"], out)
        spread(state, event["total"], out)
        return out

    return wrapped


def _held(state: DesertState, total: int, out: Outcome) -> None:
    held = [h for h in state.board.by_number.get(total, ()) if h in state.held_back]
    if held:
        out.say("Dragons on {hexes} hold back their production (TDE-DESERT-9).", hexes=listing(held))


# --- TDE-DESERT-12: the knights' revenge ---------------------------------------------------------------------------
def check_knight(state: DesertState, event: dict) -> list[str]:
    """TDE-DESERT-12: a Knight takes a dragon off a main-island hex; no robber, no theft."""
    to = event.get("to")
    main = state.main_land
    choices = [h for h in state.board.grid.hexes if h in main and state.dragons.get(h)
               and (state.board.terrain[h] != "desert" or state.options["knight_from_desert"])]
    if event.get("victim") or event.get("stolen"):
        raise RuleViolation("TDE-DESERT-12", _("a Knight steals nothing in this scenario"),
                            _("play knight HEX, a main-island hex with a dragon: {hexes}",
                              hexes=listing(choices, _("none"))))
    if to not in choices:
        why = (_("{hex} is not on the main island", hex=to) if to and to not in main else
               _("a Knight takes no dragon off a desert here (option knight_from_desert)") if to and
               state.board.terrain[to] == "desert" and state.dragons.get(to) else
               _("{hex} holds no dragon", hex=to) if to else _("the Knight names the hex whose dragon leaves"))
        raise RuleViolation("TDE-DESERT-12", why, _("a main-island hex with a dragon: {hexes}",
                                                    hexes=listing(choices, _("none"))))
    return []


def knight(state: DesertState, player: Player, event: dict, out: Outcome) -> None:
    to = event["to"]
    player.knights += 1
    state.dragons[to] -= 1
    if not state.dragons[to]:
        del state.dragons[to]
    state.removed += 1
    if state.board.terrain[to] == "desert":
        state.note(event.get("seq", 0), "TDE-DESERT-14", "knight_from_desert")
    out.say("{player}'s Knight drives the dragon off {hex}; it leaves the game (TDE-DESERT-12).",
            player=player.name, hex=to)
    _changed(state, out)


# --- TDE-DESERT-2: the 7 ------------------------------------------------------------------------------------------
def validate_steal(state: DesertState, event: dict) -> list[str]:
    """The roller takes one random card from one other player of his choice (or from nobody)."""
    mover = state.by_name[event["player"]]
    name, stolen = event.get("victim"), event.get("stolen")
    others = [p.name for p in state.players if p is not mover and p.cards()]
    if name is None:
        if stolen:
            raise RuleViolation("TDE-DESERT-2", _("a stolen card without a victim"), _("name the victim"))
        return []
    victim = state.by_name[name]
    if victim is mover:
        raise RuleViolation("TDE-DESERT-2", _("{player} cannot take a card from their own hand",
                                              player=mover.name),
                            _("players holding cards: {players}", players=listing(others, _("nobody"))))
    if stolen and not victim.hand.get(stolen):
        raise RuleViolation("TDE-DESERT-2", _("{player} holds no {resource}", player=victim.name,
                                              resource=resource(stolen)),
                            _("players holding cards: {players}", players=listing(others, _("nobody"))))
    if stolen and not victim.cards():
        raise RuleViolation("TDE-DESERT-2", _("{player} holds no resource cards; nothing can be stolen",
                                              player=victim.name), _("steal without a card"))
    return []


def apply_steal(state: DesertState, event: dict) -> Outcome:
    from referee.games.catan import unseen
    from referee.games.catan.common import bag_text

    out = Outcome()
    mover = state.by_name[event["player"]]
    name, stolen = event.get("victim"), event.get("stolen")
    if name and stolen:
        victim = state.by_name[name]
        victim.hand[stolen] -= 1
        mover.hand[stolen] += 1
        out.say("{player} takes {stolen} from {victim} (TDE-DESERT-2).", player=mover.name,
                stolen=bag_text({stolen: 1}), victim=name)
    elif name and state.by_name[name].cards():
        unseen.steal(state, mover, state.by_name[name], event.get("seq", 0))
        out.say("{player} takes a card from {victim}, unseen (TDE-DESERT-2).", player=mover.name, victim=name)
    else:
        out.say("{player} takes no card (TDE-DESERT-2).", player=mover.name)
    state.robber_pending = False
    return out


def complete_steal(state: DesertState, words: list[str]) -> list[str]:
    """Tab completion of ``steal``: any other player, then the card if it was seen."""
    return completion.others(state) if not words else list(RESOURCES) if len(words) == 1 else []
