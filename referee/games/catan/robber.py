"""A seven, discards and the robber — CATAN-SEVEN, CATAN-ROBBER."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.catan.common import bag_text, holding, listing
from referee.games.catan.state import CatanState, Player


def seven(state: CatanState, out: Outcome) -> None:
    """CATAN-PROD-1, CATAN-SEVEN-1/2: nobody produces; everyone over 7 cards owes half, rounded down."""
    state.owed = {p.name: p.cards() // 2 for p in state.players if p.cards() > 7}
    state.robber_pending = True
    rows = [[p.name, p.cards(), state.owed.get(p.name, 0)] for p in state.players]
    out.tables.append(("Seven: discards (CATAN-SEVEN-1)", ["player", "cards", "must discard"], rows))
    if state.owed:
        out.lines.append("Waiting for discards: " + ", ".join(f"{n} {k}" for n, k in state.owed.items()) + ".")
    else:
        out.lines.append(f"Nobody discards. {state.current.name} moves the robber.")
    out.data["discards"] = dict(state.owed)


def validate_discard(state: CatanState, event: dict) -> None:
    name, cards = event["player"], event["cards"]
    if name not in state.owed:
        waiting = listing([f"{n} ({k})" for n, k in state.owed.items()])
        raise RuleViolation("CATAN-SEVEN-1", f"{name} owes no discard "
                                             f"({state.by_name[name].cards()} cards, 7 or fewer, or already done)",
                            f"still to discard: {waiting}")
    need, given = state.owed[name], sum(cards.values())
    if given != need:
        raise RuleViolation("CATAN-SEVEN-3", f"{name} must discard exactly {need}, not {given}",
                            holding(state.by_name[name]))
    player = state.by_name[name]
    if not player.hand.holds(cards):
        raise RuleViolation("CATAN-SEVEN-3", f"{name} cannot discard {bag_text(cards)}", holding(player))


def apply_discard(state: CatanState, event: dict) -> Outcome:
    name = event["player"]
    state.by_name[name].hand.take(event["cards"])
    del state.owed[name]
    out = Outcome([f"{name} discards {bag_text(event['cards'])}."])
    if not state.owed:
        out.lines.append(f"All discards done. {state.current.name} moves the robber.")
    return out


def eligible_victims(state: CatanState, mover: Player, hexname: str) -> list[Player]:
    """CATAN-ROBBER-3: other players with a building touching the hex."""
    names = {state.occupant[c][0] for c in state.board.grid.corners_of(hexname) if c in state.occupant}
    return [p for p in state.players if p.name in names and p is not mover]


def validate_move(state: CatanState, mover: Player, event: dict) -> list[str]:
    """CATAN-ROBBER-2…5 for a robber move by a 7 or a Knight."""
    to = event["to"]
    if to == state.robber:
        others = [h for h in state.board.grid.hexes if h != to]
        raise RuleViolation("CATAN-ROBBER-2", f"the robber already stands on {to}; it must move",
                            f"any other hex: {listing(others)}")
    victims = eligible_victims(state, mover, to)
    victim_name = event.get("victim")
    if victim_name is None:
        if "stolen" in event:
            raise RuleViolation("CATAN-ROBBER-3", "a stolen card without a victim", "name the victim")
        rich = [v.name for v in victims if v.cards()]
        if rich:
            mode = state.options["robber_theft_required"]
            msg = f"no theft recorded, although {listing(rich)} on {to} hold cards"
            if mode == "reject":
                raise RuleViolation("CATAN-ROBBER-5", msg, f"steal from one of {listing(rich)}")
            if mode == "warn":
                return [f"CATAN-ROBBER-5: {msg}"]
        return []
    victim = state.by_name[victim_name]
    if victim is mover:
        raise RuleViolation("CATAN-ROBBER-3", f"{mover.name} cannot rob himself",
                            f"victims on {to}: {listing([v.name for v in victims])}")
    if victim not in victims:
        raise RuleViolation("CATAN-ROBBER-3", f"{victim.name} has no settlement or city on {to}",
                            f"victims on {to}: {listing([v.name for v in victims], 'nobody')}")
    stolen = event.get("stolen")
    if not victim.cards():
        if stolen:
            raise RuleViolation("CATAN-ROBBER-4", f"{victim.name} holds no resource cards; nothing can be stolen",
                                "record the robber move without a stolen card")
        return []
    if not stolen:
        raise RuleViolation("CATAN-ROBBER-3", f"{victim.name} holds cards: which one was stolen?",
                            f"add the card drawn; {holding(victim)}")
    if not victim.hand.get(stolen):
        raise RuleViolation("CATAN-ROBBER-3", f"{victim.name} holds no {stolen}", holding(victim))
    return []


def move(state: CatanState, mover: Player, event: dict, out: Outcome) -> None:
    state.robber = event["to"]
    line = f"{mover.name} moves the robber to {event['to']}"
    if event.get("stolen"):
        victim = state.by_name[event["victim"]]
        victim.hand[event["stolen"]] -= 1
        mover.hand[event["stolen"]] += 1
        line += f" and steals 1 {event['stolen']} from {victim.name}"
    elif event.get("victim"):
        line += f"; {event['victim']} has no cards to steal"
    out.lines.append(line + ".")


def validate_robber(state: CatanState, event: dict) -> list[str]:
    return validate_move(state, state.by_name[event["player"]], event)


def apply_robber(state: CatanState, event: dict) -> Outcome:
    out = Outcome()
    move(state, state.by_name[event["player"]], event, out)
    state.robber_pending = False
    return out
