"""The 7 and the legionnaire — ROME-LEG (the Diplomat moves him the same way, ROME-CARD-4)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.games.rome import unseen
from referee.games.rome.common import coins, good, holding, mark
from referee.games.rome.facts import Facts, split
from referee.games.rome.state import Player, RomeState


def touched(state: RomeState, facts: Facts, player: Player) -> set[str]:
    """The land hexes at a corner of which ``player`` has a figure (tribe or kingdom city)."""
    return set().union(*(facts.touching_of(s) for s in state.spots(player)))


def victims(state: RomeState, facts: Facts, mover: Player, hexname: str) -> list[Player]:
    """ROME-LEG-3: the other players with a figure (tribe or kingdom city) on a corner of the hex."""
    return [p for p in state.players if p is not mover and hexname in touched(state, facts, p)]


def allowed_hexes(state: RomeState, facts: Facts) -> str:
    if facts.map:
        m = facts.map
        hexes = [h for h in m.grid.hexes if h in m.land and h not in m.beyond and h != state.legionnaire]
        shown = listing(hexes[:10]) + (_(", … ({count} in all)", count=len(hexes)) if len(hexes) > 10 else "")
        return _("a land hex this side of the Limes: {hexes}", hexes=shown)
    return _("a land hex this side of the Limes (declare it: h5=fields:8)")


def check_move(state: RomeState, facts: Facts, mover: Player, event: dict, rule: str, *,
               must_move: bool) -> str:
    """ROME-LEG-1…4 for a move by a 7 or a Diplomat; ``facts`` takes the declarations. Returns the hex."""
    hexname = facts.declare_landscape(event["to"], event.get("seq", 0))
    land = facts.landscape(hexname)
    if land.terrain == "sea":
        raise RuleViolation("ROME-LEG-2", _("{hex} is sea; the legionnaire goes onto land", hex=hexname),
                            allowed_hexes(state, facts))
    if land.beyond:
        raise RuleViolation("ROME-LEG-2", _("{hex} lies beyond the Limes, where the legionnaire never goes", hex=hexname),
                            allowed_hexes(state, facts))
    if must_move and hexname == state.legionnaire:
        raise RuleViolation(rule, _("the legionnaire already stands on {hex}; he moves to another landscape", hex=hexname),
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
            raise RuleViolation("ROME-LEG-3", _("{players} stand(s) at {hex}: whom does {player} rob?",
                                                players=listing(names), hex=hexname, player=mover.name),
                                _("name the victim and the card drawn, e.g. {hex} {victim} grain", hex=hexname,
                                  victim=names[0]))
        if "stolen" in event or "gold" in event:
            raise RuleViolation("ROME-LEG-3", _("a theft without a victim"), _("name the victim"))
        return
    victim = state.by_name[name]
    if victim is mover:
        raise RuleViolation("ROME-LEG-3", _("{player} moves the legionnaire and cannot also be the victim", player=mover.name),
                            _("victims at {hex}: {players}", hex=hexname, players=listing(names)))
    if victim not in found:
        raise RuleViolation("ROME-LEG-3", _("{player} has no figure at a corner of {hex}", player=name, hex=hexname),
                            _("victims at {hex}: {players}", hex=hexname, players=listing(names, _("nobody"))))
    stolen, gold = event.get("stolen"), event.get("gold")
    if victim.hand.total():
        if gold is not None:
            raise RuleViolation("ROME-LEG-4", _("{player} holds resource cards, so a card is drawn, not gold", player=name),
                                holding(victim))
        if stolen and not victim.hand.get(stolen):     # without the card: drawn unseen (CATAN-ROBBER-6's way)
            raise RuleViolation("ROME-LEG-3", _("{player} holds no {card}", player=name, card=good(stolen)), holding(victim))
        return
    if stolen:
        raise RuleViolation("ROME-LEG-4", _("{player} holds no resource cards; nothing can be drawn", player=name),
                            _("take up to {most} gold instead", most=state.options["legionnaire_gold_fallback"]))
    most = min(state.options["legionnaire_gold_fallback"], victim.gold)
    if gold is not None and not 0 <= gold <= most:
        raise RuleViolation("ROME-LEG-4", _("{player} may take up to {most} gold from {victim}, not {gold}",
                                            player=mover.name, most=most, victim=name, gold=gold),
                            _("{victim} has {has} gold; take 0–{most}", victim=name, has=victim.gold, most=most))


def move(state: RomeState, mover: Player, event: dict, out: Outcome) -> None:
    """Move the legionnaire (the declarations are made by the caller) and carry out the theft."""
    hexname = split(event["to"])[0]
    state.legionnaire = hexname
    victim = state.by_name.get(event.get("victim", ""))
    if victim and event.get("stolen"):
        card = event["stolen"]
        victim.hand[card] -= 1
        mover.hand[card] += 1
        out.say("{player} moves the legionnaire to {hex} and draws 1 {card} from {victim}.", player=mover.name,
                hex=hexname, card=good(card), victim=victim.name)
    elif victim and victim.hand.total():        # the card seen by thief and victim alone: every kind a world
        unseen.stolen(state, mover, victim, event.get("seq", 0))
        out.say("{player} moves the legionnaire to {hex} and draws a card from {victim}, unseen (ROME-LEG-3).",
                player=mover.name, hex=hexname, victim=victim.name)
    elif victim:
        gold = min(event.get("gold", 0), victim.gold)
        victim.gold -= gold
        mover.gold += gold
        out.say("{player} moves the legionnaire to {hex}; {victim} holds no cards and pays {gold} (ROME-LEG-4).",
                player=mover.name, hex=hexname, victim=victim.name, gold=coins(gold))
    else:
        out.say("{player} moves the legionnaire to {hex}.", player=mover.name, hex=hexname)
    out.data["legionnaire"] = hexname
    facts = state.facts
    if facts.declared:
        found = victims(state, facts, mover, hexname)
        mark(state, event, "ROME-LEG-3", _("players at {hex}: {players}", hex=hexname,
                                           players=listing([p.name for p in found], _("nobody"))))
        mark(state, event, "ROME-LEG-2", _("{hex} is {land} (from {origin})", hex=hexname,
                                           land=facts.landscape(hexname).shown(),
                                           origin=facts.origin('landscape', hexname)))


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

