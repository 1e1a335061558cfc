"""``referee why`` for Seafarers with Cities & Knights: Seafarers' table with the knights' actions, the event die and
the barbarians, commodities and improvements."""

from __future__ import annotations

from referee.core.i18n import Term, _
from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.common import bag_text, listing
from referee.games.catan.seafarers import why as sea
from referee.games.catan.cities_knights import barbarians, data, knights, production, progress
from referee.games.catan.cities_knights.state import CKState


def roll(before: CKState, after: CKState, ev: dict, why: Why) -> None:
    why.rule("CK-BARB-1")
    face = ev["event"]
    why.reckoning.say("Event die {face}, red die {red} (CK-BARB-1).", face=Term("gate", face), red=ev["red"])
    if barbarians.attacks_now(before, ev):
        why.rule("CK-BARB-2", "CK-BARB-3", "CK-BARB-4", "CK-BARB-5", "CK-BARB-6")
        given = barbarians.contributions(before)
        why.reckoning.say("The barbarians reach the end of the track ({track}): {attack} cities (CK-BARB-2) against "
                          "{defence} in active knights — {given} (CK-BARB-3).", track=barbarians.track(before),
                          attack=barbarians.strength(before), defence=sum(given.values()),
                          given=listing(f"{n} {v}" for n, v in given.items()))
        why.data["attack"] = {"strength": barbarians.strength(before), "defence": given}
    elif face == "ship":
        why.reckoning.say("The barbarians advance to {at} of {track} (CK-BARB-1).", at=after.barbarians,
                          track=barbarians.track(before))
    if face in data.GATES:
        why.rule("CK-PROG-2")
        why.reckoning.say("The {face} gate: cards for {players} (CK-PROG-2).", face=Term("gate", face),
                          players=listing(barbarians.entitled(before, face, ev["red"]), _("nobody")))
    sea.roll(before, after, ev, why)
    if ev["total"] != 7:
        goods = production.commodities(after, ev["total"])
        if goods:
            why.rule("CK-PROD-1")
            why.reckoning.say("Cities on forest, pasture and mountains take a commodity instead of the second card: "
                              "{goods} (CK-PROD-1).", goods="; ".join(f"{n} {bag_text(g)}" for n, g in goods.items()))
    elif not before.attacks:
        why.rule("CK-BARB-7")
        why.reckoning.say("No barbarian attack yet: the robber and the pirate stay put (CK-BARB-7).")


def knight(before: CKState, after: CKState, ev: dict, why: Why) -> None:
    action = ev["action"]
    player = before.by_name[ev["player"]]
    if action == "build":
        why.rule("CK-KNIGHT-1", "CK-KNIGHT-3", "CK-SEA-1")
        why.reckoning.say("{at} is free and at {player}'s roads or ships; cost {cost}; basic knights left {left} "
                          "(CK-KNIGHT-1, CK-KNIGHT-3).", at=ev["at"], player=player.name,
                          cost=bag_text(data.knights()["build"]), left=after.knights_left(player.name, 1))
    elif action in ("move", "displace"):
        why.rule("CK-ACT-2", "CK-ACT-3", "CK-ACT-4", "CK-ACT-5")
        why.reckoning.say("Reached from {at} along {player}'s roads and ships: {corners} (CK-ACT-4).", at=ev["at"],
                          player=player.name, corners=listing(knights.moves(before, player, ev["at"]), _("none")))
    elif action == "chase":
        why.rule("CK-ACT-6", "CK-SEA-4", "CK-BARB-7")
        catan.theft(before, player, ev, why)
    else:
        why.rule("CK-KNIGHT-4", "CK-KNIGHT-5", "CK-ACT-1")
        k = after.knights[ev["at"]]
        why.reckoning.say("The knight on {at}: {rank}, {state} (CK-KNIGHT-4, CK-ACT-1).", at=ev["at"],
                          rank=knights.rank_name(k.rank), state=_("active") if k.active else _("inactive"))
    sea._route_change(before, after, why)
    catan._win(before, after, why)


def improve(before: CKState, after: CKState, ev: dict, why: Why) -> None:
    why.rule("CK-IMP-1", "CK-IMP-2")
    name, track = ev["player"], ev["track"]
    why.reckoning.say("{player}'s {track}: level {was} → {now} (CK-IMP-1).", player=name, track=Term("deck", track),
                      was=before.level(name, track), now=after.level(name, track))
    catan._win(before, after, why)


def build(before: CKState, after: CKState, ev: dict, why: Why) -> None:
    if ev["piece"] != "wall":
        return sea.build(before, after, ev, why)
    why.rule("CK-HAND-1")
    why.reckoning.say("A city wall on {player}'s city {at}: discard limit {limit} (CK-HAND-1).", player=ev["player"],
                      at=ev["at"], limit=after.hand_limit(after.by_name[ev["player"]]))


def progress_card(before: CKState, after: CKState, ev: dict, why: Why) -> None:
    card, name = ev["card"], ev["player"]
    deck = data.card_deck(card)
    why.reckoning.say("{player} held {count} card(s) of the {deck} deck; {card} is one of its cards (CK-PROG-1).",
                      player=name, count=before.progress[name][deck], deck=Term("deck", deck),
                      card=Term("progress card", card))
    if card == "irrigation":
        why.rule("CK-PROG-3")
        why.reckoning.say("Fields at {player}'s buildings: {hexes}, 2 grain each (CK-PROG-3).", player=name,
                          hexes=listing(progress.irrigated(before, before.by_name[name]), _("none")))
    elif card == "inventor":
        why.rule("CK-PROG-4")
    elif card in ("deserter", "intrigue"):
        why.rule("CK-PROG-5", "CK-PROG-6")
    else:
        why.reckoning.say("Not refereed (CK part C): recorded as the table typed it, listed as not verified.")
    sea._route_change(before, after, why)
    catan._win(before, after, why)


TABLE = {
    **{k: v for k, v in sea.TABLE.items() if k not in ("buy", "play", "reveal")},
    "roll": Explainer(sea.TABLE["roll"].rules, roll),
    "build": Explainer(sea.TABLE["build"].rules, build),
    "knight": Explainer(("CK-ACT-3",), knight),
    "improve": Explainer(("CK-IMP-1",), improve),
    "progress": Explainer(("CK-PROG-1",), progress_card),
}

SUMMARY_TERMS = sea.SUMMARY_TERMS
