"""``referee why`` for Struggle for Rome: each event kind's rules and its reckoning (referee.core.why).

A roll's entitlements per landscape and player and the legionnaire's block; a plunder's strength check, the
reward table's lines for the counter's symbols and the loss; a conquest's conditions. The game's own outcome
(the production table, the plunder table) is shown beside it by the core.
"""

from __future__ import annotations

from referee.core.i18n import N_, Term, _, listing, translate
from referee.core.why import Explainer, Why
from referee.games.rome import production
from referee.games.rome.common import coins, figures, good, province, towers, tribe_name
from referee.games.rome.components import N
from referee.games.rome.facts import parse_city
from referee.games.rome.state import RomeState

REWARDS = {          # ROME-PLUNDER-6: a counter's symbol → the line of the reward table it stands for
    "loss": N_("the red field: one army figure of the plundering tribe's kind leaves its box for the reserve"),
    "pasture": N_("a resource card's back: the top pasture card"),
    "action": N_("an action card's back: the top action card (none if the deck is empty, ROME-CARD-3)"),
    "gold": N_("two coins: 2 gold"),
}


def roll(before: RomeState, after: RomeState, ev: dict, why: Why) -> None:
    total = ev["total"]
    if production.void(before, total):
        why.reckoning.say("{total} is covered on the wind rose already: the roll is void (ROME-PROD-2).", total=total)
        return
    if total == 7:
        why.rule("ROME-LEG-1")
        why.reckoning.say("A 7 produces nothing; the legionnaire moves (ROME-LEG-1).")
        return
    owed = production.entitlements(before, total)
    held = production.entitlements(before, total, blocked=True)
    land = before.facts.landscape
    rows = [[hexname, total, Term("landscape", land(hexname).terrain), name, good(res), _("paid")]
            for name, hexname, res in owed]
    rows += [[hexname, total, Term("landscape", land(hexname).terrain), name, good(res),
              _("blocked by the legionnaire")] for name, hexname, res in held]
    why.rule("ROME-PROD-5")
    why.reckoning.say("Every landscape numbered {total} gives each player touching it one card, however many "
                      "figures (ROME-PROD-4, ROME-PROD-5).", total=total)
    if held:
        why.reckoning.say("The legionnaire on {hex} holds back: {withheld} (ROME-LEG-5).", hex=before.legionnaire,
                          withheld=listing(f"{n} {good(r)}" for n, _h, r in held))
    if rows:
        why.reckoning.tables.append((_("Entitlements for {total}", total=total),
                                     [_("landscape"), _("number"), _("terrain"), _("player"), _("card"), _("effect")],
                                     rows))
    why.data.update(total=total, owed=[list(o) for o in owed], blocked=[list(o) for o in held])


def plunder(before: RomeState, after: RomeState, ev: dict, why: Why) -> None:
    player = before.by_name[ev["player"]]
    tribe = player.tribes[before.tribe_kind]
    city = parse_city(ev["city"])[0]          # a declared city (``Verona=italia_north:3``) by its name
    info = after.facts.city(city)
    traitor = ev.get("card") == "traitor"
    why.reckoning.say("{city} ({province}) has {towers}; the {tribe} box holds {figures}{traitor}, enough "
                      "(ROME-PLUNDER-3).", city=city, province=province(info.province), towers=towers(info.towers),
                      tribe=tribe_name(tribe.kind), figures=figures(tribe.figures, tribe.kind),
                      traitor=_(" (with the Traitor: 2 towers more)") if traitor else "")
    why.reckoning.say("The {tribe} held {held} counters of {province}; at most {most} of one colour "
                      "(ROME-PLUNDER-4).", tribe=tribe_name(tribe.kind), held=tribe.counters[info.province],
                      province=province(info.province), most=N["counters_per_colour"])
    face = ev["face"]
    for symbol in ("loss", "pasture", "action", "gold"):
        if symbol in face:
            why.reckoning.say("Reward table, {symbol}: {effect} (ROME-PLUNDER-6).", symbol=Term("symbol", symbol),
                              effect=translate(REWARDS[symbol]))
    if not face:
        why.reckoning.say("The counter shows no symbol: no reward, no loss (ROME-PLUNDER-6).")
    wagons = tribe.wagons * N["gold_per_wagon"]
    gold = after.by_name[player.name].gold - player.gold + (N["traitor_gold"] if traitor else 0)
    why.reckoning.say("Wagons: {wagons} × {each} = {gold} (ROME-PLUNDER-7); gold gained in all: {total}.",
                      wagons=tribe.wagons, each=coins(N["gold_per_wagon"]), gold=coins(wagons), total=coins(gold))
    lost = tribe.figures - after.by_name[player.name].tribes[tribe.kind].figures
    why.data["plunder"] = {"city": city, "province": info.province, "towers": info.towers,
                           "box_figures": tribe.figures, "face": list(face), "loss": lost,
                           "wagon_gold": wagons, "gold": gold}


def conquer(before: RomeState, after: RomeState, ev: dict, why: Why) -> None:
    player = before.by_name[ev["player"]]
    tribe = player.tribes[before.tribe_kind]
    city = parse_city(ev["city"])[0]
    info = after.facts.city(city)
    founding = not tribe.kingdom
    if founding:
        why.rule("ROME-CONQ-1", "ROME-CONQ-2", "ROME-CONQ-3", "ROME-CONQ-4")
        why.reckoning.say("The {tribe} found a kingdom: counters of {colours} different colours (at least 3), "
                          "a wagon in the box ({wagons}) (ROME-CONQ-1).", tribe=tribe_name(tribe.kind),
                          colours=len(tribe.colours()), wagons=tribe.wagons)
    else:
        why.rule("ROME-EXPAND-1", "ROME-EXPAND-2", "ROME-EXPAND-4", "ROME-EXPAND-5", "ROME-EXPAND-6")
        why.reckoning.say("The {tribe} kingdom ({cities}) grows by one city (ROME-EXPAND-1).",
                          tribe=tribe_name(tribe.kind), cities=listing(tribe.cities))
    why.reckoning.say("{city} has {towers}; the {tribe} box holds {figures}{traitor} (ROME-CONQ-1).", city=city,
                      towers=towers(info.towers), tribe=tribe_name(tribe.kind),
                      figures=figures(tribe.figures, tribe.kind),
                      traitor=_(" (with the Traitor: 2 towers more)") if ev.get("card") == "traitor" else "")
    why.data["conquest"] = {"city": city, "towers": info.towers, "box_figures": tribe.figures,
                            "founding": founding}


TABLE = {
    "start": Explainer(("ROME-SETUP-2", "ROME-SETUP-6", "ROME-SETUP-8")),
    "legionnaire": Explainer(("ROME-LEG-1", "ROME-LEG-2", "ROME-LEG-3", "ROME-LEG-4")),
    "roll": Explainer(("ROME-PROD-1", "ROME-PROD-2", "ROME-PROD-4", "ROME-PROD-6", "ROME-PROD-8", "ROME-PROD-9",
                       "ROME-LEG-5"), roll),
    "trade": Explainer(("ROME-TRADE-1", "ROME-TRADE-2")),
    "bank": Explainer(("ROME-TRADE-3", "ROME-TRADE-4")),
    "build": Explainer(("ROME-BUILD-1", "ROME-BUILD-2", "ROME-BUILD-3", "ROME-BUILD-4", "ROME-BUILD-5",
                        "ROME-GOLD-1")),
    "play": Explainer(("ROME-CARD-1", "ROME-CARD-4", "ROME-CARD-5", "ROME-CARD-6", "ROME-CARD-7", "ROME-CARD-8")),
    "move": Explainer(("ROME-MOVE-1", "ROME-MOVE-2", "ROME-MOVE-3", "ROME-MOVE-4", "ROME-MOVE-5", "ROME-MOVE-6",
                       "ROME-MOVE-8")),
    "plunder": Explainer(("ROME-PLUNDER-1", "ROME-PLUNDER-2", "ROME-PLUNDER-3", "ROME-PLUNDER-4", "ROME-PLUNDER-5",
                          "ROME-PLUNDER-6", "ROME-PLUNDER-7", "ROME-PLUNDER-8"), plunder),
    "conquer": Explainer(("ROME-PLUNDER-5",), conquer),
    "pass": Explainer(("ROME-ROUND-1", "ROME-IDLE-1", "ROME-IDLE-3")),
    "end": Explainer(("ROME-ROUND-1", "ROME-ROUND-2", "ROME-ROUND-3", "ROME-END-1")),
    "reveal": Explainer(("ROME-END-1", "ROME-END-2", "ROME-CARD-7", "ROME-CARD-8", "ROME-COMP-10")),
}

SUMMARY_TERMS = {"resources": "goods", "pasture_pile": "goods", "pasture_discard": "goods", "phase": "stage",
                 "action_cards": "action card", "special_cards": "special card", "counters": "province"}
