"""A seven, discards and the robber — CATAN-SEVEN, CATAN-ROBBER."""

from __future__ import annotations

from collections.abc import Callable

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, joined
from referee.games.catan import unseen
from referee.games.catan.common import bag_text, holding, listing, resource
from referee.games.catan.state import CatanState, Player


def seven(state: CatanState, out: Outcome) -> None:
    """CATAN-PROD-1, CATAN-SEVEN-1/2: nobody produces; everyone over 7 cards owes half, rounded down."""
    state.owed = {p.name: p.cards() // 2 for p in state.players if p.cards() > state.hand_limit(p)}
    state.robber_pending = True
    if state.narrate:                 # the table only for someone to read (a replay reads none)
        rows = [[p.name, p.cards(), state.owed.get(p.name, 0)] for p in state.players]
        out.tables.append((_("Seven: discards (CATAN-SEVEN-1)"), [_("player"), _("cards"), _("must discard")], rows))
    if state.owed:
        out.say("Waiting for discards: {owed}.", owed=", ".join(f"{n} {k}" for n, k in state.owed.items()))
    elif state.pirate is not None:
        out.say("Nobody discards. {player} moves the robber or the pirate.", player=state.current.name)
    else:
        out.say("Nobody discards. {player} moves the robber.", player=state.current.name)
    out.data["discards"] = dict(state.owed)


def validate_discard(state: CatanState, event: dict) -> None:
    """CATAN-SEVEN-1/3: the player owes a discard and gives exactly half his cards: the cards named, or only how
    many (discarded unseen: a table that counts, a record of another tool)."""
    name, cards = event["player"], event.get("cards")
    if name not in state.owed:
        waiting = listing([f"{n} ({k})" for n, k in state.owed.items()])
        raise RuleViolation("CATAN-SEVEN-1", _("{player} owes no discard ({cards} cards, 7 or fewer, or already done)",
                                               player=name, cards=state.by_name[name].cards()),
                            _("still to discard: {waiting}", waiting=waiting))
    if cards is None and "count" not in event:
        raise RuleViolation("CATAN-SEVEN-3", _("say which cards {player} discards, or how many", player=name),
                            _("discard {player} {count} — or the cards, e.g. discard {player} 2 wool 2 ore",
                              player=name, count=state.owed[name]))
    if cards is not None and "count" in event:
        raise RuleViolation("CATAN-SEVEN-3", _("a discard names its cards or how many, not both"),
                            _("discard {player} {count}", player=name, count=state.owed[name]))
    need = state.owed[name]
    given = sum(cards.values()) if cards is not None else event["count"]
    if given != need:
        raise RuleViolation("CATAN-SEVEN-3", _("{player} must discard exactly {need}, not {given}", player=name,
                                               need=need, given=given),
                            holding(state.by_name[name]))
    player = state.by_name[name]
    if cards is not None and not player.hand.holds(cards):
        raise RuleViolation("CATAN-SEVEN-3", _("{player} cannot discard {cards}", player=name, cards=bag_text(cards)),
                            holding(player))


def apply_discard(state: CatanState, event: dict) -> Outcome:
    name = event["player"]
    del state.owed[name]
    if "cards" in event:
        state.by_name[name].hand.take(event["cards"])
        out = Outcome().say("{player} discards {cards}.", player=name, cards=bag_text(event["cards"]))
    else:
        unseen.discard(state, state.by_name[name], event["count"], event.get("seq", 0))
        out = Outcome().say("{player} discards {count} cards, unseen (CATAN-SEVEN-3).", player=name,
                            count=event["count"])
    if not state.owed and state.robber_pending and state.pirate is not None:
        out.say("All discards done. {player} moves the robber or the pirate.", player=state.current.name)
    elif not state.owed and state.robber_pending:
        out.say("All discards done. {player} moves the robber.", player=state.current.name)
    elif not state.owed:
        out.say("All discards done. {player} goes on with the turn.", player=state.current.name)
    return out


def eligible_victims(state: CatanState, mover: Player, hexname: str) -> list[Player]:
    """CATAN-ROBBER-3: other players with a building touching the hex."""
    names = {state.occupant[c][0] for c in state.board.grid.corners_of(hexname) if c in state.occupant}
    return [p for p in state.players if p.name in names and p is not mover]


def validate_move(state: CatanState, mover: Player, event: dict) -> list[str]:
    """CATAN-ROBBER-2…5 for a robber move by a 7 or a Knight."""
    to = event["to"]
    land = state.board.land - state.board.face_down
    if to in state.board.face_down:       # ruling CATAN-ROBBER-2: its terrain is unknown until discovered
        raise RuleViolation("CATAN-ROBBER-2", _("the robber goes onto a face-up land hex; {to} lies face down",
                                                to=to),
                            _("a land hex: {hexes}", hexes=listing([h for h in state.board.grid.hexes
                                                                    if h in land and h != state.robber])))
    if to not in land:
        raise RuleViolation("CATAN-ROBBER-2", _("the robber stays on land; {to} is a sea hex", to=to),
                            _("a land hex: {hexes}", hexes=listing([h for h in state.board.grid.hexes
                                                                    if h in land and h != state.robber])))
    if to == state.robber:
        others = [h for h in state.board.grid.hexes if h != to and h in land]
        raise RuleViolation("CATAN-ROBBER-2", _("the robber already stands on {to}; it must move", to=to),
                            _("any other hex: {hexes}", hexes=listing(others)))
    return check_theft(state, mover, event, eligible_victims(state, mover, to),
                       lambda player: _("{player} has no settlement or city on {to}", player=player, to=to))


def check_theft(state: CatanState, mover: Player, event: dict, victims: list[Player],
                absent: Callable[[str], str]) -> list[str]:
    """CATAN-ROBBER-3…5 for whoever robs on ``event["to"]``: the victim among ``victims`` and the card stolen;
    ``absent(name)`` says why a named player is not among them."""
    to = event["to"]
    victim_name = event.get("victim")
    if victim_name is None:
        if "stolen" in event:
            raise RuleViolation("CATAN-ROBBER-3", _("a stolen card without a victim"), _("name the victim"))
        rich = [v.name for v in victims if v.cards()]
        if rich:
            mode = state.options["robber_theft_required"]
            msg = (_("no theft recorded, although {player} on {to} holds cards", player=rich[0], to=to)
                   if len(rich) == 1 else
                   _("no theft recorded, although {players} on {to} hold cards", players=joined(rich), to=to))
            if mode == "reject":
                raise RuleViolation("CATAN-ROBBER-5", msg, _("steal from one of {players}", players=listing(rich)))
            if mode == "warn":
                return [f"CATAN-ROBBER-5: {msg}"]
        return []
    victim = state.by_name[victim_name]
    if victim is mover:
        raise RuleViolation("CATAN-ROBBER-3", _("{player} moves the robber and cannot also be the victim", player=mover.name),
                            _("victims on {to}: {players}", to=to, players=listing([v.name for v in victims])))
    if victim not in victims:
        raise RuleViolation("CATAN-ROBBER-3", absent(victim.name),
                            _("victims on {to}: {players}", to=to, players=listing([v.name for v in victims]))
                            if victims else _("victims on {to}: nobody", to=to))
    stolen = event.get("stolen")
    if not victim.cards():
        if stolen:
            raise RuleViolation("CATAN-ROBBER-4", _("{player} holds no resource cards; nothing can be stolen",
                                                    player=victim.name),
                                _("record the robber move without a stolen card"))
        return []
    if not stolen:                     # stolen unseen (CATAN-ROBBER-6): the referee keeps every possible hand
        return []
    if not victim.hand.get(stolen):
        raise RuleViolation("CATAN-ROBBER-3", _("{player} holds no {resource}", player=victim.name,
                                                resource=resource(stolen)), holding(victim))
    return []


def steal(state: CatanState, mover: Player, event: dict) -> Player | None:
    """The card ``stolen`` passes from the ``victim`` to the mover (robber or pirate); the victim, if any."""
    if not event.get("stolen"):
        return None
    victim = state.by_name[event["victim"]]
    victim.hand[event["stolen"]] -= 1
    mover.hand[event["stolen"]] += 1
    return victim


def move(state: CatanState, mover: Player, event: dict, out: Outcome) -> None:
    state.robber = event["to"]
    victim = steal(state, mover, event)
    if victim:
        line = _("{player} moves the robber to {to} and steals {stolen} from {victim}.", player=mover.name,
                 to=event["to"], stolen=bag_text({event["stolen"]: 1}), victim=victim.name)
    elif event.get("victim") and state.by_name[event["victim"]].cards():
        unseen.steal(state, mover, state.by_name[event["victim"]], event.get("seq", 0))
        line = _("{player} moves the robber to {to} and steals a card from {victim}, unseen (CATAN-ROBBER-6).",
                 player=mover.name, to=event["to"], victim=event["victim"])
    elif event.get("victim"):
        line = _("{player} moves the robber to {to}; {victim} has no cards to steal.", player=mover.name,
                 to=event["to"], victim=event["victim"])
    else:
        line = _("{player} moves the robber to {to}.", player=mover.name, to=event["to"])
    out.lines.append(line)


def validate_robber(state: CatanState, event: dict) -> list[str]:
    return validate_move(state, state.by_name[event["player"]], event)


def apply_robber(state: CatanState, event: dict) -> Outcome:
    out = Outcome()
    move(state, state.by_name[event["player"]], event, out)
    state.robber_pending = False
    return out
