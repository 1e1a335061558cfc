"""Plundering a Roman city: conditions, the counter revealed, the reward table — ROME-PLUNDER, ROME-CARD-5."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing
from referee.games.rome.cards import check_card, play_card
from referee.games.rome.common import (card_name, check_action_draw, check_pasture, coins, draw_action,
                                       draw_pasture, figures, gain_gold, good, holding, mark, province, towers,
                                       tribe_name)
from referee.games.rome.components import N
from referee.games.rome.state import Player, RomeState, Tribe
from referee.games.rome.vocab import FACE_ORDER


def strength_check(state: RomeState, player: Player, tribe: Tribe, city: str, count: int, event: dict,
                   rule: str) -> None:
    """ROME-PLUNDER-3 / CONQ-1c / EXPAND-5, with the Traitor of ROME-CARD-5: figures in the box against towers."""
    traitor = event.get("card") == "traitor"
    if traitor:
        check_card(state, player, "traitor")
        if player.gold < N["traitor_gold"]:
            raise RuleViolation("ROME-CARD-5", _("the Traitor costs {gold}; {player} has none",
                                                 gold=coins(N["traitor_gold"]), player=player.name),
                                holding(player))
    need = count - (N["traitor_towers"] if traitor else 0)
    if tribe.figures < need:
        hint = (_("play the Traitor ({gold}): a box of {figures} may then take a city of up to {towers} — add "
                  "'traitor' to the command (ROME-CARD-5)", gold=coins(N["traitor_gold"]),
                  figures=figures(tribe.figures, tribe.kind), towers=towers(tribe.figures + N["traitor_towers"]))
                if not traitor and tribe.figures + N["traitor_towers"] >= count
                else _("build army pairs in phase 2 first"))
        raise RuleViolation(rule, _("{city} has {towers}; the {tribe} box holds {figures}{traitor}", city=city,
                                    towers=towers(count), tribe=tribe_name(tribe.kind),
                                    figures=figures(tribe.figures, tribe.kind),
                                    traitor=_(" (with the Traitor: 2 towers more)") if traitor else ""), hint)


def counter_present(state: RomeState, city: str, rule: str) -> None:
    """ROME-PLUNDER-2: not plundered, not conquered, not neutral."""
    if city in state.owner:
        who, kind = state.owner[city]
        raise RuleViolation(rule, _("{city} belongs to {player}'s {tribe} kingdom; cities of other players cannot "
                                    "be touched, and a conquered city has no counter", city=city, player=who,
                                    tribe=tribe_name(kind)), _("another city"))
    if state.neutral(city):
        raise RuleViolation(rule, _("{city} is marked III: neutral and out of play with three players "
                                    "(ROME-SETUP-4)", city=city), _("another city"))
    if city in state.counter_gone:
        raise RuleViolation(rule, _("{city} was plundered already; its counter is gone", city=city),
                            _("another city"))


def validate(state: RomeState, event: dict) -> None:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    if tribe.kingdom:
        raise RuleViolation("ROME-PLUNDER-1", _("{player}'s {tribe} have founded a kingdom; only wandering tribes "
                                                "plunder", player=player.name, tribe=tribe_name(tribe.kind)),
                            _("conquer a city one arrow from the kingdom"))
    done = state.this_part
    if done.plundered:
        raise RuleViolation("ROME-PLUNDER-5", _("the {tribe} plundered {city} this phase already; one plunder per "
                                                "phase", tribe=tribe_name(tribe.kind), city=done.plundered), _("end"))
    facts = state.facts
    city = facts.declare_city(event["city"], event.get("seq", 0))
    facts.declare_adjacent(tribe.at, city, event.get("seq", 0), "ROME-PLUNDER-1")
    counter_present(state, city, "ROME-PLUNDER-2")
    info = facts.city(city)
    strength_check(state, player, tribe, city, info.towers, event, "ROME-PLUNDER-3")
    held = tribe.counters[info.province]
    if held >= N["counters_per_colour"] and state.options["third_same_colour_counter"] == "illegal":
        raise RuleViolation("ROME-PLUNDER-4", _("the {tribe} hold {held} counters of {province}; a tribe holds at "
                                                "most {most} of one colour", tribe=tribe_name(tribe.kind), held=held,
                                                province=province(info.province), most=N["counters_per_colour"]),
                            _("a city of another province (held: {counters})", counters=counters_text(tribe)))
    check_face(state, event)


def check_face(state: RomeState, event: dict) -> None:
    """ROME-PLUNDER-6: the cards the counter's symbols bring are named, and exist."""
    face = event["face"]
    pasture = event.get("pasture")
    due = 1 if "pasture" in face and state.pasture_left() else 0
    check_pasture(state, [pasture] if pasture else None if due else [], "ROME-PLUNDER-6", due,
                  _("the counter's pasture card"))
    if "action" in face:
        check_action_draw(state, event.get("action"), "ROME-PLUNDER-6", _("the counter's action card"))
    elif event.get("action"):
        raise RuleViolation("ROME-PLUNDER-6", _("the counter shows no action card"), _("leave the card out"))


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
        rows.append([_("Traitor"), _("-{gold}; up to 2 towers more than the box's figures (ROME-CARD-5)",
                                     gold=coins(N["traitor_gold"]))])
    face = event["face"]
    rows.append([_("counter"), _("{province}: {symbols}", province=province(info.province),
                                 symbols=listing((Term("symbol", f) for f in face), _("no symbol")))])
    gold = 0
    if "loss" in face:
        if tribe.figures:
            tribe.figures -= 1
            player.reserve[tribe.kind] += 1
            rows.append([_("red field"), _("{figure} back to the reserve (box: {left})",
                                           figure=figures(1, tribe.kind), left=tribe.figures)])
        else:
            rows.append([_("red field"), _("the box holds no figure to lose")])
    if "pasture" in face:
        drawn = [event["pasture"]] if event.get("pasture") else [None] if state.pasture_left() else []
        draw_pasture(state, player, drawn, seq=event.get("seq", 0))
        rows.append([_("resource card"), _("the top pasture card: {card}", card=good(drawn[0]) if drawn[0]
                                           else _("face down")) if drawn
                     else _("the pasture pile is empty")])
    if "action" in face:
        empty = state.action_deck_left() <= 0
        draw_action(state, player, event.get("action"))
        rows.append([_("action card"), str(card_name(event["action"])) if event.get("action")
                     else _("the action deck is empty (ROME-CARD-3)") if empty else _("drawn face down")])
    if "gold" in face:
        gold += gain_gold(state, player, N["plunder_coins"])
        rows.append([_("two coins"), str(coins(N["plunder_coins"]))])
    wagons = tribe.wagons * N["gold_per_wagon"]
    gold += gain_gold(state, player, wagons)
    rows.append([_("wagons"), _("{wagons} × {each} = {gold} (ROME-PLUNDER-7)", wagons=tribe.wagons,
                                each=coins(N["gold_per_wagon"]), gold=coins(wagons))])
    state.counter_gone.add(city)
    if tribe.counters[info.province] >= N["counters_per_colour"]:
        rows.append([_("the counter"), _("discarded: the box holds {most} of {province} already (option "
                                         "third_same_colour_counter = discard)", most=N["counters_per_colour"],
                                         province=province(info.province))])
    else:
        tribe.counters[info.province] += 1
        rows.append([_("the counter"), _("into the {tribe} box: {counters} (ROME-PLUNDER-8)",
                                         tribe=tribe_name(tribe.kind), counters=counters_text(tribe))])
    rows.append([_("gold in all"), _("+{gold} → {total}", gold=coins(gold), total=player.gold)])
    state.this_part.plundered = city
    out = Outcome([_("{player}'s {tribe} plunder {city} ({province}, {towers}; box {figures}).", player=player.name,
                     tribe=tribe_name(tribe.kind), city=city, province=province(info.province),
                     towers=towers(info.towers), figures=figures(tribe.figures + ('loss' in face), tribe.kind))])
    out.tables.append((_("Plunder of {city}", city=city), [_("what"), _("effect")], rows))
    out.data["plunder"] = {"city": city, "gold": gold}
    if facts.declared:
        mark(state, event, "ROME-PLUNDER-1", _("{at} next to {city}", at=tribe.at, city=city))
        if facts.source.get(("city", city)) != 0:
            mark(state, event, "ROME-PLUNDER-3", _("{city} is {province} with {towers} (from {origin})", city=city,
                                                   province=province(info.province), towers=towers(info.towers),
                                                   origin=facts.origin('city', city)))
    return out


def counters_text(tribe: Tribe) -> str:
    return ", ".join(f"{province(p)} {n}" for p, n in sorted(tribe.counters.items()) if n) or _("none")


def face_text(face: list[str]) -> str:
    return "+".join(f for f in FACE_ORDER if f in face) or "blank"

