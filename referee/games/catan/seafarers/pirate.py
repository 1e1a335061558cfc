"""The pirate — SEA-PIRATE-1…4.

After a 7 the roller moves the robber (a ``robber`` event, on land) or the pirate (a ``pirate`` event with
``to``, ``victim``, ``stolen``, on a sea hex); a Knight whose ``to`` is a sea hex moves the pirate (SEA-PIRATE-1).
The pirate robs the owners of ships on its hex's paths (SEA-PIRATE-2) and keeps ships off them (SEA-PIRATE-3,
SEA-MOVE-5, in :mod:`ships`).
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.catan import awards, robber, unseen
from referee.games.catan.common import bag_text, listing
from referee.games.catan.development import CHECK, EFFECTS
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import Player


def victims(state: SeaState, mover: Player, hexname: str) -> list[Player]:
    """SEA-PIRATE-2: the other players with a ship on a path of the hex (coastal buildings do not count)."""
    names = {state.ship_owner[p] for p in state.board.grid.sides_of(hexname) if p in state.ship_owner}
    return [p for p in state.players if p.name in names and p is not mover]


def validate_move(state: SeaState, mover: Player, event: dict) -> list[str]:
    """SEA-PIRATE-4 (this board has a pirate), SEA-PIRATE-2 (onto another sea hex, robbing a ship owner)."""
    to = event["to"]
    seas = [h for h in state.board.grid.hexes if h not in state.board.land and h != state.pirate]
    if state.pirate is None:
        raise RuleViolation("SEA-PIRATE-4", _("this board has no pirate"),
                            _("move the robber to a land hex"))
    if to in state.board.face_down:       # ruling SEA-PIRATE-2: not a sea hex until discovered as one
        raise RuleViolation("SEA-PIRATE-2", _("the pirate sails a face-up sea hex; {to} lies face down", to=to),
                            _("a sea hex: {hexes}", hexes=listing(seas)))
    if to in state.board.land:
        raise RuleViolation("SEA-PIRATE-2", _("the pirate sails the sea; {to} is a land hex", to=to),
                            _("a sea hex: {hexes}", hexes=listing(seas)))
    if to == state.pirate:
        raise RuleViolation("SEA-PIRATE-2", _("the pirate already lies on {to}; it must move", to=to),
                            _("a sea hex: {hexes}", hexes=listing(seas)))
    return robber.check_theft(state, mover, event, victims(state, mover, to),
                              lambda player: _("{player} has no ship on {to}", player=player, to=to))


def move(state: SeaState, mover: Player, event: dict, out: Outcome) -> None:
    state.pirate = event["to"]
    victim = robber.steal(state, mover, event)
    if victim:
        out.say("{player} moves the pirate to {to} and steals {stolen} from {victim}.", player=mover.name,
                to=event["to"], stolen=bag_text({event["stolen"]: 1}), victim=victim.name)
    elif event.get("victim") and state.by_name[event["victim"]].cards():
        unseen.steal(state, mover, state.by_name[event["victim"]], event.get("seq", 0))
        out.say("{player} moves the pirate to {to} and steals a card from {victim}, unseen (CATAN-ROBBER-6).",
                player=mover.name, to=event["to"], victim=event["victim"])
    else:
        out.say("{player} moves the pirate to {to}.", player=mover.name, to=event["to"])


def validate_pirate(state: SeaState, event: dict) -> list[str]:
    return validate_move(state, state.by_name[event["player"]], event)


def apply_pirate(state: SeaState, event: dict) -> Outcome:
    out = Outcome()
    move(state, state.by_name[event["player"]], event, out)
    state.robber_pending = False
    return out


def at_sea(state: SeaState, event: dict) -> bool:
    """A Knight's ``to`` on a sea hex: the pirate moves (SEA-PIRATE-1)."""
    return event.get("to") is not None and event["to"] not in state.board.land


def check_knight(state: SeaState, event: dict) -> list[str]:
    """A Knight moves the robber or, to a sea hex, the pirate (SEA-PIRATE-1)."""
    if at_sea(state, event):
        return validate_move(state, state.by_name[event["player"]], event)
    return CHECK["knight"](state, event)


def knight(state: SeaState, player: Player, event: dict, out: Outcome) -> None:
    """The Knight's effect: the robber, or to a sea hex the pirate; it counts for Largest Army either way."""
    if not at_sea(state, event):
        return EFFECTS["knight"](state, player, event, out)
    player.knights += 1
    out.say("{player} plays a Knight ({knights} played).", player=player.name, knights=player.knights)
    move(state, player, event, out)
    awards.update_largest_army(state, player, out)
