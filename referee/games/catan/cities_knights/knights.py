"""Knights — CK-KNIGHT-1…7, CK-ACT-1…7, CK-SEA-1…4.

The table records ``knight`` events: ``action = "build"`` (``at`` a free intersection at the owner's roads or
ships), ``"promote"``, ``"activate"`` (``at`` the knight), ``"move"`` and ``"displace"`` (``at`` the knight,
``to`` where it goes; a displacement names in ``place`` where the displaced knight went, none when it had nowhere
to go), ``"chase"`` (``at`` the knight, ``to`` the robber's or pirate's new hex, ``victim``, ``stolen``).
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _
from referee.games.catan import robber
from referee.games.catan.common import bag_text, listing, require_cards
from referee.games.catan.cities_knights import data
from referee.games.catan.cities_knights.state import CKState, Knight
from referee.games.catan.seafarers import pirate, trade_route
from referee.games.catan.state import Player

RANK_NAMES = {1: "basic", 2: "strong", 3: "mighty"}
ACTIONS = ("build", "promote", "activate", "move", "displace", "chase")


def rank_name(rank: int) -> Term:
    return Term("knight rank", RANK_NAMES[rank])


# --- where a knight may stand and go ---------------------------------------------------------------------------
def build_sites(state: CKState, player: Player) -> list[str]:
    """CK-KNIGHT-3, CK-SEA-1: free intersections at the owner's roads or ships (and the scenario's own limits)."""
    return [c for c in state.network_corners(player) if state.free(c) and state.knight_site_rule(c) is None]


def reach(state: CKState, player: Player, start: str) -> set[str]:
    """CK-ACT-4, CK-SEA-1: intersections a knight on ``start`` reaches along the owner's roads and ships (straight
    from road to ship too), passing his own pieces but no opponent's building or knight (it may end on a knight)."""
    grid = state.board.grid
    mine = player.roads | player.ships
    seen, queue = {start}, [start]
    while queue:
        here = queue.pop()
        for path in grid.corners[here].paths:
            if path not in mine:
                continue
            there = next(e for e in grid.sides[path].ends if e != here)
            if there in seen:
                continue
            seen.add(there)
            owner = state.occupant.get(there, (player.name,))[0]
            knight = state.knights.get(there)
            if owner == player.name and (knight is None or knight.owner == player.name):
                queue.append(there)
    seen.discard(start)
    return seen


def moves(state: CKState, player: Player, at: str) -> list[str]:
    return state.board.grid.sort(c for c in reach(state, player, at) if state.free(c))


def displaces(state: CKState, player: Player, at: str) -> list[str]:
    rank = state.knights[at].rank
    return state.board.grid.sort(c for c in reach(state, player, at) if c in state.knights
                                 and state.knights[c].owner != player.name and state.knights[c].rank < rank)


def _mine(state: CKState, player: Player, at: str, rule: str) -> Knight:
    knight = state.knights.get(at)
    if knight is None or knight.owner != player.name:
        held = listing(state.board.grid.sort(state.knights_of(player.name)), _("none"))
        what = (_("{at} holds {player}'s knight", at=at, player=knight.owner) if knight else
                _("no knight stands on {at}", at=at))
        raise RuleViolation(rule, what, _("{player}'s knights: {corners}", player=player.name, corners=held))
    return knight


def _may_act(state: CKState, player: Player, at: str) -> Knight:
    """CK-ACT-2/3: an active knight, not activated this turn, that has not acted this turn."""
    knight = _mine(state, player, at, "CK-ACT-3")
    if knight.acted == state.turn:
        raise RuleViolation("CK-ACT-3", _("the knight on {at} has already acted this turn", at=at),
                            _("one action per knight and turn; another knight, or next turn"))
    if not knight.active:
        raise RuleViolation("CK-ACT-3", _("the knight on {at} is inactive; only an active knight acts", at=at),
                            _("knight activate {at} (1 grain), then act from the next turn on", at=at))
    if knight.activated == state.turn:
        raise RuleViolation("CK-ACT-2", _("the knight on {at} was activated this turn; it acts from the next turn on",
                                          at=at), _("another knight, or next turn"))
    return knight


def _check_build(state: CKState, player: Player, ev: dict) -> list[str]:
    at = ev["at"]
    if state.knights_left(player.name, 1) < 1:
        raise RuleViolation("CK-KNIGHT-1", _("{player} has no basic knight left (2 of each rank)",
                                             player=player.name),
                            _("promote a knight to free a basic one"))
    rule = state.knight_site_rule(at)
    if rule:
        raise RuleViolation(rule, _("no knight may be built on {at} in this scenario", at=at),
                            _("free intersections: {corners}", corners=listing(build_sites(state, player), _("none"))))
    if not state.free(at) or at not in state.network_corners(player):
        why = (_("{at} is taken", at=at) if not state.free(at) else
               _("{at} touches none of {player}'s roads or ships", at=at, player=player.name))
        raise RuleViolation("CK-KNIGHT-3", why, _("free intersections at {player}'s roads and ships: {corners}",
                                                  player=player.name,
                                                  corners=listing(build_sites(state, player), _("none"))))
    require_cards("CK-KNIGHT-3", player, data.knights()["build"], _("a knight"))
    return []


def _check_promote(state: CKState, player: Player, ev: dict) -> list[str]:
    knight = _mine(state, player, ev["at"], "CK-KNIGHT-4")
    if knight.rank >= 3:
        raise RuleViolation("CK-KNIGHT-4", _("the knight on {at} is already mighty", at=ev["at"]),
                            _("promote a basic or strong knight"))
    if knight.rank == 2 and state.level(player.name, "politics") < data.knights()["fortress_level"]:
        raise RuleViolation("CK-KNIGHT-4", _("a mighty knight needs the Fortress (politics level {level}); {player} "
                                             "is at {now}", level=data.knights()["fortress_level"],
                                             player=player.name, now=state.level(player.name, "politics")),
                            _("improve politics first"))
    if state.knights_left(player.name, knight.rank + 1) < 1:
        raise RuleViolation("CK-KNIGHT-1", _("{player} has no {rank} knight left (2 of each rank)",
                                             player=player.name, rank=rank_name(knight.rank + 1)),
                            _("promote another knight"))
    if knight.promoted == state.turn:
        raise RuleViolation("CK-KNIGHT-5", _("the knight on {at} was promoted this turn", at=ev["at"]),
                            _("one promotion per knight and turn"))
    require_cards("CK-KNIGHT-4", player, data.knights()["promote"], _("a promotion"))
    return []


def _check_activate(state: CKState, player: Player, ev: dict) -> list[str]:
    knight = _mine(state, player, ev["at"], "CK-ACT-1")
    if knight.active:
        raise RuleViolation("CK-ACT-1", _("the knight on {at} is already active", at=ev["at"]),
                            _("activate an inactive knight"))
    require_cards("CK-ACT-1", player, data.knights()["activate"], _("an activation"))
    return []


def _check_move(state: CKState, player: Player, ev: dict) -> list[str]:
    at, to = ev["at"], ev.get("to")
    _may_act(state, player, at)
    free = moves(state, player, at)
    if to not in free:
        other = state.knights.get(to)
        hint = (_("displace it: knight displace {at} {to} PLACE", at=at, to=to)
                if other and other.owner != player.name and to in displaces(state, player, at) else
                _("reachable free intersections: {corners}", corners=listing(free, _("none"))))
        raise RuleViolation("CK-ACT-4", _("the knight on {at} cannot move to {to}: not a free intersection reached "
                                          "along {player}'s roads and ships", at=at, to=to, player=player.name), hint)
    return []


def _check_displace(state: CKState, player: Player, ev: dict) -> list[str]:
    at, to = ev["at"], ev.get("to")
    knight = _may_act(state, player, at)
    targets = displaces(state, player, at)
    if to not in targets:
        other = state.knights.get(to)
        why = (_("{player}'s knight on {to} is not weaker than {rank}", player=other.owner, to=to,
                 rank=rank_name(knight.rank)) if other and other.owner != player.name else
               _("no opponent's knight on {to} reached along {player}'s roads and ships", to=to, player=player.name))
        raise RuleViolation("CK-ACT-5", why, _("knights it may displace: {corners}",
                                               corners=listing(targets, _("none"))))
    loser = state.by_name[state.knights[to].owner]
    sites = [c for c in state.displaced_sites(loser, to, player) if c != to]
    place = ev.get("place")
    if not sites and place:
        raise RuleViolation("CK-ACT-5", _("{player}'s knight has no free intersection to go to: it is removed",
                                          player=loser.name), _("leave the place out"))
    if sites and place not in sites:
        raise RuleViolation("CK-ACT-5", _("where does {player}'s displaced knight go? {place} is not allowed",
                                          player=loser.name, place=place or "-"),
                            _("free intersections: {corners}", corners=listing(sites)))
    return []


def _check_chase(state: CKState, player: Player, ev: dict) -> list[str]:
    at, to = ev["at"], ev.get("to")
    _may_act(state, player, at)
    if not state.attacks:
        raise RuleViolation("CK-BARB-7", _("the robber and the pirate stay put until the barbarians' first attack"),
                            _("move or displace instead"))
    hexes = state.board.grid.corners[at].hexes
    sea = to is not None and to not in state.board.land
    thief = state.pirate if sea else state.robber
    if thief not in hexes:
        what = _("the pirate") if sea else _("the robber")
        raise RuleViolation("CK-ACT-6", _("the knight on {at} does not stand next to {what} on {hex}", at=at,
                                          what=what, hex=thief or "-"),
                            _("a knight on an intersection of {hex}", hex=thief or "-"))
    move = {"to": to, **{k: ev[k] for k in ("victim", "stolen") if k in ev}}
    return (pirate.validate_move if sea else robber.validate_move)(state, player, move)


CHECKS = {"build": _check_build, "promote": _check_promote, "activate": _check_activate, "move": _check_move,
          "displace": _check_displace, "chase": _check_chase}


def validate(state: CKState, event: dict) -> list[str]:
    return CHECKS[event["action"]](state, state.by_name[event["player"]], event)


# --- what happens ------------------------------------------------------------------------------------------------
def _build(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    cost = data.knights()["build"]
    player.hand.take(cost)
    state.knights[ev["at"]] = Knight(player.name, 1, built=state.turn)
    state.built = True
    out.say("{player} builds a basic knight on {at}, inactive (pays {cost}).", player=player.name, at=ev["at"],
            cost=bag_text(cost))


def _promote(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    cost = data.knights()["promote"]
    player.hand.take(cost)
    knight = state.knights[ev["at"]]
    knight.rank += 1
    knight.promoted = state.turn
    state.built = True                             # a purchase, as building (CATAN-TURN-3)
    out.say("{player} promotes the knight on {at} to {rank} (pays {cost}); it stays {state}.", player=player.name,
            at=ev["at"], rank=rank_name(knight.rank), cost=bag_text(cost),
            state=_("active") if knight.active else _("inactive"))


def _activate(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    cost = data.knights()["activate"]
    player.hand.take(cost)
    knight = state.knights[ev["at"]]
    knight.active, knight.activated = True, state.turn
    state.built = True                             # activation counts as building (CK-ACT-7)
    out.say("{player} activates the knight on {at} (pays {cost}).", player=player.name, at=ev["at"],
            cost=bag_text(cost))


def _acted(state: CKState, at: str) -> Knight:
    """CK-ACT-3: an action leaves the knight inactive, and done for this turn."""
    knight = state.knights[at]
    knight.active, knight.acted = False, state.turn
    return knight


def _move(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    _acted(state, ev["at"])
    state.knights[ev["to"]] = state.knights.pop(ev["at"])
    out.say("{player}'s knight moves {at} → {to} and is inactive now.", player=player.name, at=ev["at"],
            to=ev["to"])


def _displace(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    to, place = ev["to"], ev.get("place")
    loser = state.knights.pop(to)
    _acted(state, ev["at"])
    state.knights[to] = state.knights.pop(ev["at"])
    if place:
        state.knights[place] = loser
        out.say("{player}'s knight displaces {owner}'s knight from {to}; it goes to {place}, still {state}.",
                player=player.name, owner=loser.owner, to=to, place=place,
                state=_("active") if loser.active else _("inactive"))
    else:
        out.say("{player}'s knight displaces {owner}'s knight from {to}; with no free intersection it is removed.",
                player=player.name, owner=loser.owner, to=to)


def _chase(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    _acted(state, ev["at"])                          # the knight stays where it is
    move = {"to": ev["to"], **{k: ev[k] for k in ("victim", "stolen", "seq") if k in ev}}
    out.say("{player}'s knight on {at} chases the thief away (CK-ACT-6).", player=player.name, at=ev["at"])
    if ev["to"] in state.board.land:
        robber.move(state, player, move, out)
    else:
        pirate.move(state, player, move, out)


EFFECTS = {"build": _build, "promote": _promote, "activate": _activate, "move": _move, "displace": _displace,
           "chase": _chase}


def apply(state: CKState, event: dict) -> Outcome:
    out = Outcome()
    EFFECTS[event["action"]](state, state.by_name[event["player"]], event, out)
    if event["action"] in ("build", "move", "displace"):
        trade_route.update(state, out)             # a knight cuts an opponent's route (CK-KNIGHT-6)
    return out
