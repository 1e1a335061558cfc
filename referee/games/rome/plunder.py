"""Plundering a Roman city: conditions, the counter revealed, the reward table — ROME-PLUNDER, ROME-CARD-5."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import listing
from referee.games.rome.cards import check_card, play_card
from referee.games.rome.common import (check_action_draw, check_pasture, draw_action, draw_pasture, gain_gold,
                                       holding, mark)
from referee.games.rome.components import N
from referee.games.rome.state import Player, RomeState, Tribe
from referee.games.rome.vocab import FACE_ORDER, SINGULAR


def strength_check(state: RomeState, player: Player, tribe: Tribe, city: str, towers: int, event: dict,
                   rule: str) -> None:
    """ROME-PLUNDER-3 / CONQ-1c / EXPAND-5, with the Traitor of ROME-CARD-5: figures in the box against towers."""
    traitor = event.get("card") == "traitor"
    if traitor:
        check_card(state, player, "traitor")
        if player.gold < N["traitor_gold"]:
            raise RuleViolation("ROME-CARD-5", f"the Traitor costs {N['traitor_gold']} gold; {player.name} has none",
                                holding(player))
    need = towers - (N["traitor_towers"] if traitor else 0)
    if tribe.figures < need:
        hint = (f"with the Traitor (1 gold) {figures(tribe.figures, tribe.kind)} take a city of up to "
                f"{tribe.figures + N['traitor_towers']} towers" if not traitor and tribe.figures + N["traitor_towers"]
                >= towers else "build army pairs in phase 2 first")
        raise RuleViolation(rule, f"{city} has {towers} towers; the {tribe.kind} box holds "
                                  f"{figures(tribe.figures, tribe.kind)}"
                                  + (" (with the Traitor: 2 towers more)" if traitor else ""), hint)


def figures(n: int, kind: str) -> str:
    return f"{n} {SINGULAR[kind] if n == 1 else kind}"


def counter_present(state: RomeState, city: str, rule: str) -> None:
    """ROME-PLUNDER-2: not plundered, not conquered, not neutral."""
    if city in state.owner:
        who, kind = state.owner[city]
        raise RuleViolation(rule, f"{city} belongs to {who}'s {kind} kingdom; cities of other players cannot be "
                                  "touched, and a conquered city has no counter", "another city")
    if state.neutral(city):
        raise RuleViolation(rule, f"{city} is marked III: neutral and out of play with three players (ROME-SETUP-4)",
                            "another city")
    if city in state.counter_gone:
        raise RuleViolation(rule, f"{city} was plundered already; its counter is gone", "another city")


def validate(state: RomeState, event: dict) -> None:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    if tribe.kingdom:
        raise RuleViolation("ROME-PLUNDER-1", f"{player.name}'s {tribe.kind} have founded a kingdom; only wandering "
                                              "tribes plunder", "conquer a city one arrow from the kingdom")
    done = state.this_part
    if done.plundered:
        raise RuleViolation("ROME-PLUNDER-5", f"the {tribe.kind} plundered {done.plundered} this phase already; "
                                              "one plunder per phase", "end")
    facts = state.facts
    city = facts.declare_city(event["city"], event.get("seq", 0))
    facts.declare_adjacent(tribe.at, city, event.get("seq", 0), "ROME-PLUNDER-1")
    counter_present(state, city, "ROME-PLUNDER-2")
    info = facts.city(city)
    strength_check(state, player, tribe, city, info.towers, event, "ROME-PLUNDER-3")
    held = tribe.counters[info.province]
    if held >= N["counters_per_colour"] and state.options["third_same_colour_counter"] == "illegal":
        raise RuleViolation("ROME-PLUNDER-4", f"the {tribe.kind} hold {held} {info.province} counters; a tribe holds "
                                              f"at most {N['counters_per_colour']} of one colour",
                            f"a city of another province (held: {counters_text(tribe)})")
    check_face(state, event)


def check_face(state: RomeState, event: dict) -> None:
    """ROME-PLUNDER-6: the cards the counter's symbols bring are named, and exist."""
    face = event["face"]
    pasture = event.get("pasture")
    due = 1 if "pasture" in face and state.pasture_left() else 0
    check_pasture(state, [pasture] if pasture else [], "ROME-PLUNDER-6", due, "the counter's pasture card")
    if "action" in face:
        check_action_draw(state, event.get("action"), "ROME-PLUNDER-6", "the counter's action card")
    elif event.get("action"):
        raise RuleViolation("ROME-PLUNDER-6", "the counter shows no action card", "leave the card out")


def apply(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    facts = state.facts
    city = facts.declare_city(event["city"], event["seq"])
    facts.declare_adjacent(tribe.at, city, event["seq"], "ROME-PLUNDER-1")
    info = facts.city(city)
    rows = []
    traitor = event.get("card") == "traitor"
    if traitor:
        play_card(state, player, "traitor")
        player.gold -= N["traitor_gold"]
        rows.append(["Traitor", f"-{N['traitor_gold']} gold; up to 2 towers more than the box's figures (ROME-CARD-5)"])
    face = event["face"]
    rows.append(["counter", f"{info.province}: {listing(face, 'no symbol')}"])
    gold = 0
    if "loss" in face:
        if tribe.figures:
            tribe.figures -= 1
            player.reserve[tribe.kind] += 1
            rows.append(["red field", f"1 {SINGULAR[tribe.kind]} back to the reserve (box: {tribe.figures})"])
        else:
            rows.append(["red field", "the box holds no figure to lose"])
    if "pasture" in face:
        drawn = [event["pasture"]] if event.get("pasture") else []
        draw_pasture(state, player, drawn)
        rows.append(["resource card", f"the top pasture card: {drawn[0]}" if drawn else "the pasture pile is empty"])
    if "action" in face:
        draw_action(state, player, event.get("action"))
        rows.append(["action card", event.get("action") or "the action deck is empty (ROME-CARD-3)"])
    if "gold" in face:
        gold += gain_gold(state, player, N["plunder_coins"])
        rows.append(["two coins", f"{N['plunder_coins']} gold"])
    wagons = tribe.wagons * N["gold_per_wagon"]
    gold += gain_gold(state, player, wagons)
    rows.append(["wagons", f"{tribe.wagons} × {N['gold_per_wagon']} gold = {wagons} gold (ROME-PLUNDER-7)"])
    state.counter_gone.add(city)
    if tribe.counters[info.province] >= N["counters_per_colour"]:
        rows.append(["the counter", f"discarded: the box holds {N['counters_per_colour']} {info.province} already "
                                    "(option third_same_colour_counter = discard)"])
    else:
        tribe.counters[info.province] += 1
        rows.append(["the counter", f"into the {tribe.kind} box: {counters_text(tribe)} (ROME-PLUNDER-8)"])
    rows.append(["gold in all", f"+{gold} gold → {player.gold}"])
    state.this_part.plundered = city
    out = Outcome([f"{player.name}'s {tribe.kind} plunder {city} ({info.province}, {info.towers} towers; box "
                   f"{tribe.figures + ('loss' in face)} {tribe.kind})."])
    out.tables.append((f"Plunder of {city}", ["what", "effect"], rows))
    out.data["plunder"] = {"city": city, "gold": gold}
    if facts.declared:
        mark(state, event, "ROME-PLUNDER-1", f"{tribe.at} next to {city}")
        if facts.source.get(("city", city)) != 0:
            mark(state, event, "ROME-PLUNDER-3", f"{city} is {info.province} with {info.towers} towers "
                                                 f"(from {facts.origin('city', city)})")
    return out


def counters_text(tribe: Tribe) -> str:
    return ", ".join(f"{p} {n}" for p, n in sorted(tribe.counters.items()) if n) or "none"


def face_text(face: list[str]) -> str:
    return "+".join(f for f in FACE_ORDER if f in face) or "blank"

