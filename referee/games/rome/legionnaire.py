"""The 7 and the legionnaire — ROME-LEG (the Diplomat moves him the same way, ROME-CARD-4)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.games.rome.common import holding, listing, mark
from referee.games.rome.facts import Facts, split
from referee.games.rome.state import Player, RomeState


def victims(state: RomeState, facts: Facts, mover: Player, hexname: str) -> list[Player]:
    """ROME-LEG-3: the other players with a figure (tribe or kingdom city) on a corner of the hex."""
    return [p for p in state.players if p is not mover
            and any(hexname in facts.touching_of(s) for s in state.spots(p))]


def allowed_hexes(state: RomeState, facts: Facts) -> str:
    if facts.map:
        m = facts.map
        hexes = [h for h in m.grid.hexes if h in m.land and h not in m.beyond and h != state.legionnaire]
        shown = listing(hexes[:10]) + (f", … ({len(hexes)} in all)" if len(hexes) > 10 else "")
        return f"a land hex this side of the Limes: {shown}"
    return "a land hex this side of the Limes (declare it: h5=fields:8)"


def check_move(state: RomeState, facts: Facts, mover: Player, event: dict, rule: str, *,
               must_move: bool) -> str:
    """ROME-LEG-1…4 for a move by a 7 or a Diplomat; ``facts`` takes the declarations. Returns the hex."""
    hexname = facts.declare_landscape(event["to"], event.get("seq", 0))
    land = facts.landscape(hexname)
    if land.terrain == "sea":
        raise RuleViolation("ROME-LEG-2", f"{hexname} is sea; the legionnaire goes onto land",
                            allowed_hexes(state, facts))
    if land.beyond:
        raise RuleViolation("ROME-LEG-2", f"{hexname} lies beyond the Limes, where the legionnaire never goes",
                            allowed_hexes(state, facts))
    if must_move and hexname == state.legionnaire:
        raise RuleViolation(rule, f"the legionnaire already stands on {hexname}; he moves to another landscape",
                            allowed_hexes(state, facts))
    check_theft(state, facts, mover, hexname, event)
    return hexname


def check_theft(state: RomeState, facts: Facts, mover: Player, hexname: str, event: dict) -> None:
    """ROME-LEG-3/4: a card from one player on the hex, or up to 2 gold if he holds none."""
    found = victims(state, facts, mover, hexname)
    names = [p.name for p in found]
    name = event.get("victim")
    if name is None:
        if found:
            raise RuleViolation("ROME-LEG-3", f"{listing(names)} stand(s) at {hexname}: whom does "
                                              f"{mover.name} rob?", f"name the victim and the card drawn, e.g. "
                                                                    f"{hexname} {names[0]} grain")
        if "stolen" in event or "gold" in event:
            raise RuleViolation("ROME-LEG-3", "a theft without a victim", "name the victim")
        return
    victim = state.by_name[name]
    if victim is mover:
        raise RuleViolation("ROME-LEG-3", f"{mover.name} cannot rob himself", f"victims at {hexname}: {listing(names)}")
    if victim not in found:
        raise RuleViolation("ROME-LEG-3", f"{name} has no figure at a corner of {hexname}",
                            f"victims at {hexname}: {listing(names, 'nobody')}")
    stolen, gold = event.get("stolen"), event.get("gold")
    if victim.hand.total():
        if gold is not None:
            raise RuleViolation("ROME-LEG-4", f"{name} holds resource cards, so a card is drawn, not gold",
                                holding(victim))
        if not stolen:
            raise RuleViolation("ROME-LEG-3", f"{name} holds cards: which one was drawn?", holding(victim))
        if not victim.hand.get(stolen):
            raise RuleViolation("ROME-LEG-3", f"{name} holds no {stolen}", holding(victim))
        return
    if stolen:
        raise RuleViolation("ROME-LEG-4", f"{name} holds no resource cards; nothing can be drawn",
                            f"take up to {state.options['legionnaire_gold_fallback']} gold instead")
    most = min(state.options["legionnaire_gold_fallback"], victim.gold)
    if gold is not None and not 0 <= gold <= most:
        raise RuleViolation("ROME-LEG-4", f"{mover.name} may take up to {most} gold from {name}, not {gold}",
                            f"{name} has {victim.gold} gold; take 0–{most}")


def move(state: RomeState, mover: Player, event: dict, out: Outcome) -> None:
    """Move the legionnaire (the declarations are made by the caller) and carry out the theft."""
    hexname = split(event["to"])[0]
    state.legionnaire = hexname
    line = f"{mover.name} moves the legionnaire to {hexname}"
    victim = state.by_name.get(event.get("victim", ""))
    if victim and event.get("stolen"):
        card = event["stolen"]
        victim.hand[card] -= 1
        mover.hand[card] += 1
        line += f" and draws 1 {card} from {victim.name}"
    elif victim:
        gold = min(event.get("gold", 0), victim.gold)
        victim.gold -= gold
        mover.gold += gold
        line += f"; {victim.name} holds no cards and pays {gold} gold (ROME-LEG-4)"
    out.lines.append(line + ".")
    out.data["legionnaire"] = hexname
    facts = state.facts
    if facts.declared:
        found = victims(state, facts, mover, hexname)
        mark(state, event, "ROME-LEG-3", f"players at {hexname}: "
                                         f"{listing([p.name for p in found], 'nobody')}")
        mark(state, event, "ROME-LEG-2", f"{hexname} is {facts.landscape(hexname).text()} "
                                         f"(from {facts.origin('landscape', hexname)})")


def validate_seven(state: RomeState, event: dict) -> None:
    mover = state.by_name[event["player"]]
    check_move(state, state.facts, mover, event, "ROME-LEG-1",
               must_move=state.options["legionnaire_must_move"])


def apply_seven(state: RomeState, event: dict) -> Outcome:
    from referee.games.rome import production

    out = Outcome()
    mover = state.by_name[event["player"]]
    state.facts.declare_landscape(event["to"], event["seq"])
    move(state, mover, event, out)
    state.stage = "production"
    production.after_sum(state, out)
    return out

