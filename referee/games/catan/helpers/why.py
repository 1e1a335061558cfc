"""``referee why`` for Helpers of Catan: Catan's chapter (:mod:`referee.games.catan.why`) and the kind ``helper``
— the helper and its side, the condition met, the effect in cards, and the flip or exchange (HELPERS-1…15)."""

from __future__ import annotations

from referee.core.i18n import _, listing
from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.common import amount, bag_text, resource
from referee.games.catan.helpers import rules
from referee.games.catan.helpers.cards import HELPERS
from referee.games.catan.scoring import victory_points
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import ORDER, TERRAINS


def _moved(before: CatanState, after: CatanState) -> dict[str, dict[str, int]]:
    """Player → resource → cards gained (positive) or given (negative) by the event."""
    out: dict[str, dict[str, int]] = {}
    for b, a in zip(before.players, after.players):
        delta = {r: a.hand.get(r, 0) - b.hand.get(r, 0) for r in ORDER}
        if any(delta.values()):
            out[b.name] = {r: n for r, n in delta.items() if n}
    return out


def _signed(delta: dict[str, int]) -> str:
    return ", ".join(f"{'+' if n > 0 else '−'}{amount(abs(n), r)}" for r, n in delta.items())


CONDITION_TEXT = {       # HELPERS-7…15: when each kind of helper may be used (rules.CONDITIONS), in words
    "own_turn": lambda state, player: _("used in {player}'s own turn, with no discard or robber move pending",
                                        player=player),
    "own_turn_after_roll": lambda state, player: _("used in {player}'s own turn, after the roll", player=player),
    "any_turn_after_roll": lambda state, player: _("used after the roll of {total} in {current}'s turn",
                                                   total=state.last_roll, current=state.current.name),
    "any_turn_after_seven": lambda state, player: _("used after the 7 in {current}'s turn",
                                                    current=state.current.name),
    "declared": lambda state, player: _("its timing is the table's to judge"),
}


def _merchant(before, after, ev, why):
    res = ev["resource"]
    for name, back in zip(ev["from"], ev["back"]):
        why.reckoning.say("{other} held {held}: gives 1 and gets {card} back (HELPERS-7).", other=name,
                          held=amount(before.by_name[name].hand.get(res, 0), res), card=bag_text({back: 1}))


def _mendicant(before, after, ev, why):
    why.reckoning.say("A road costs {cost}; {player} paid {pay}, one of brick or lumber replaced (HELPERS-8).",
                      cost=bag_text(before.edition.costs["road"]), player=ev["player"], pay=bag_text(ev["pay"]))


def _mayor(before, after, ev, why):
    why.reckoning.say("The roll of {total} gave {player} {count} card(s) (HELPERS-9); the bank held {held}.",
                      total=before.last_roll, player=ev["player"], count=before.roll_gain.get(ev["player"], 0),
                      held=amount(before.bank()[ev["resource"]], ev["resource"]))


def _general(before, after, ev, why):
    p = before.by_name[ev["player"]]
    if p.name in before.owed:
        why.reckoning.say("{player} held {cards} cards and owed {owed}: keeps them all (HELPERS-10).",
                          player=p.name, cards=p.cards(), owed=before.owed[p.name])
    else:
        why.reckoning.say("{player} held {cards} cards, 7 or fewer: takes 1 resource (HELPERS-10).", player=p.name,
                          cards=p.cards())


def _robber_bride(before, after, ev, why):
    left = before.robber
    why.reckoning.say("The robber goes back from {left} ({terrain}) to the desert {to}; its {resource} is due "
                      "to {player} (HELPERS-11).", left=left, terrain=TERRAINS.term(before.board.terrain[left]),
                      to=ev["to"], resource=resource(before.board.resource(left)), player=ev["player"])


def _captain(before, after, ev, why):
    why.reckoning.say("{resource} trades 2:1 with the bank until the end of turn {turn} (HELPERS-12).",
                      resource=resource(ev["resource"]), turn=before.turn)


def _priest(before, after, ev, why):
    b, a = before.by_name[ev["player"]], after.by_name[ev["player"]]
    was, now = (b.knights, a.knights) if ev["knight"] == "table" else (b.devs["knight"], a.devs["knight"])
    why.reckoning.say("A Knight given up ({was} → {now}) and {cost} paid for the building (HELPERS-13); Largest "
                      "Army: {holder_was} → {holder_now}.", was=was, now=now,
                      cost=bag_text(rules.PRIEST_COSTS[ev["piece"]]), holder_was=before.largest_army or "-",
                      holder_now=after.largest_army or "-")


def _noblewoman(before, after, ev, why):
    victim, player = before.by_name[ev["victim"]], before.by_name[ev["player"]]
    why.reckoning.say("{victim} shows {theirs} victory points, more than {player}'s {mine} (HELPERS-14).",
                      victim=victim.name, theirs=victory_points(before, victim, hidden=False), player=player.name,
                      mine=victory_points(before, player, hidden=False))


def _declared(before, after, ev, why):
    why.reckoning.say("Not verified: the card's text is unknown; the table declared it (HELPERS-15).")


EFFECT_DETAIL = {"merchant": _merchant, "mendicant": _mendicant, "mayor": _mayor, "general": _general,
                 "robber_bride": _robber_bride, "captain": _captain, "priest": _priest, "noblewoman": _noblewoman,
                 "declared": _declared}


def helper(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    name, player = ev["name"], ev["player"]
    card = HELPERS[name]
    effect = rules.EFFECTS[card.effect]
    why.rule(effect.rule)
    why.reckoning.say("{player} holds {helper}, side {side} up (HELPERS-2); not received in turn {turn} "
                      "(HELPERS-4), no helper used yet in it (HELPERS-3).", player=player, helper=rules.helper(name),
                      side=ev["side"], turn=before.turn)
    why.reckoning.say("Condition met: {condition} ({rule}).", rule=effect.rule,
                      condition=CONDITION_TEXT[card.condition](before, player))
    EFFECT_DETAIL[card.effect](before, after, ev, why)
    moved = _moved(before, after)
    why.reckoning.say("In cards: {moves}.", moves=listing((f"{p} {_signed(d)}" for p, d in moved.items()),
                                                          _("nothing")))
    if ev["then"] == "flip":
        why.reckoning.say("Then {helper} is turned to side B (HELPERS-5).", helper=rules.helper(name))
    else:
        why.reckoning.say("Then {helper} goes back to the display and {player} takes {new}, side A up, to use from "
                          "the next turn (HELPERS-5, HELPERS-4).", helper=rules.helper(name), player=player,
                          new=rules.helper(ev["then"]))
    why.data["helper"] = {"name": name, "side": ev["side"], "condition": card.condition, "rule": effect.rule,
                          "cards": moved, "then": ev["then"], "verified": card.verified}


def build(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    """Catan's build, and the helper a second set-up settlement deals (HELPERS-1)."""
    catan.build(before, after, ev, why)
    name = ev["player"]
    if name in after.helper and name not in before.helper:
        why.rule("HELPERS-1")
        card = HELPERS[after.helper[name]]
        why.reckoning.say("The second settlement deals {player} the lowest-numbered helper left: {helper} (A{number}) "
                          "(HELPERS-1).", player=name, helper=rules.helper(card.key), number=card.number)


TABLE = {**catan.TABLE,
         "build": Explainer(catan.TABLE["build"].rules, build),
         "helper": Explainer(("HELPERS-2", "HELPERS-3", "HELPERS-4", "HELPERS-5"), helper)}

SUMMARY_TERMS = {**catan.SUMMARY_TERMS, "helper": "helper", "helper_display": "helper",
                 "not_verified": "not verified"}
