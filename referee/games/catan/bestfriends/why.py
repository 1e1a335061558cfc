"""``referee why`` for Catan Best Friends: Catan's chapter (:mod:`referee.games.catan.why`), the favour tokens a
robber move, a gift or a joining road earned (FRIENDS-1…3), and the kinds ``favour``, ``guild`` and ``exchange``:
the token drawn, a guild's cost in tokens and what it gave, an exchange with the supply (FRIENDS-4…12)."""

from __future__ import annotations

from collections import Counter

from referee.core.i18n import _, listing
from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.bestfriends import rules
from referee.games.catan.common import bag_text, card
from referee.games.catan.scoring import victory_points
from referee.games.catan.state import CatanState


def _held(state: CatanState, name: str) -> Counter:
    return Counter(g for g, _turn in state.tokens.get(name, []))


def _earned(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    """The favour tokens the event earned, and why (FRIENDS-1 a harmless robber move, -2 a gift, -3 roads joined)."""
    for p in before.players:
        count = after.due.get(p.name, 0) - before.due.get(p.name, 0)
        if count <= 0:
            continue
        joined = sorted(after.connected.get(p.name, set()) - before.connected.get(p.name, set()))
        if joined and ev["kind"] in ("build", "play", "guild"):
            why.rule("FRIENDS-3")
            why.reckoning.say("{player}'s roads now meet those of {others} for the first time: {count} favour "
                              "token(s) to draw (FRIENDS-3).", player=p.name, others=listing(joined), count=count)
        elif ev["kind"] == "trade":
            why.rule("FRIENDS-2")
            given = ev["give"] or ev["get"]
            why.reckoning.say("{player} gave {cards} with nothing in return, a gift: {count} favour token(s) to draw "
                              "(option 'favour_per_card' = '{per_card}') (FRIENDS-2).", player=p.name,
                              cards=bag_text(given), count=count,
                              per_card=str(before.options["favour_per_card"]).lower())
        else:
            why.rule("FRIENDS-1")
            why.reckoning.say("The robber on {hex} harms nobody (option 'friendly_robber' = '{reading}'): {player} "
                              "earns {count} favour token(s) to draw (FRIENDS-1).", hex=ev["to"], player=p.name,
                              reading=before.options["friendly_robber"], count=count)
        why.data.setdefault("earned", {})[p.name] = count


def _also(explain):
    """Catan's explanation of a kind, then the tokens the event earned."""

    def run(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
        explain(before, after, ev, why)
        _earned(before, after, ev, why)

    run.__doc__ = explain.__doc__
    return run


def favour(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    name, kind = ev["player"], ev["guild"]
    left = rules.supply(before)
    why.reckoning.say("{player} had {due} favour token(s) earned and not drawn; the supply held {left} of the "
                      "{guild} guild, now {now} (FRIENDS-4).", player=name, due=before.due.get(name, 0),
                      left=left[kind], guild=rules.guild(kind), now=rules.supply(after)[kind])
    why.reckoning.say("It may be cashed from turn {turn} on (FRIENDS-5).", turn=before.turn + 1)
    why.data["favour"] = {"due": before.due.get(name, 0), "supply": left[kind], "cashable_from": before.turn + 1}


GIVES = {
    "merchants": lambda b, a, ev: _("{give} for {get} with the bank, 1 for 1 (FRIENDS-6)", give=bag_text(ev["give"]),
                                    get=bag_text(ev["get"])),
    "traders": lambda b, a, ev: _("{card} from the bank (FRIENDS-7)", card=bag_text({ev["resource"]: 1})),
    "road_builders": lambda b, a, ev: _("a road on {at} for free, instead of {cost} (FRIENDS-8)", at=ev["at"],
                                        cost=bag_text(b.edition.costs["road"])),
    "scholars": lambda b, a, ev: _("{card} from the deck for free, to play from a later turn (FRIENDS-9, "
                                   "CATAN-DEV-3)", card=card(ev["card"])),
    "architects": lambda b, a, ev: _("Catan chip {count} of {chips}: {player} now has {points} victory points "
                                     "(FRIENDS-10)", count=sum(a.chips.values()), chips=rules.CHIPS,
                                     player=ev["player"], points=victory_points(a, a.by_name[ev["player"]],
                                                                                hidden=False)),
}


def guild(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    name, kind = ev["player"], ev["guild"]
    spec = rules.GUILDS[kind]
    why.rule(spec.rule)
    have, held = rules.cashable(before, name), _held(before, name)
    why.reckoning.say("The {guild} guild asks {cost} of its tokens earned before turn {turn}: {player} had {have} "
                      "of {held} (FRIENDS-5).", guild=rules.guild(kind), cost=spec.cost, turn=before.turn,
                      player=name, have=have[kind], held=held[kind])
    why.reckoning.say("It gave {what}.", what=GIVES[kind](before, after, ev))
    why.reckoning.say("Tokens left to {player}: {tokens}.", player=name,
                      tokens=rules.tokens_text(_held(after, name)))
    _earned(before, after, ev, why)
    why.data["guild"] = {"guild": kind, "cost": spec.cost, "cashable": have[kind], "held": held[kind]}


def exchange(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    name = ev["player"]
    reading = before.options["favour_exchange"]
    mine = [t for t in after.tokens[name] if t not in before.tokens[name]]
    turn = mine[-1][1] if mine else before.turn
    why.reckoning.say("Option 'favour_exchange' = '{reading}': {need} token(s) back for one drawn (FRIENDS-12).",
                      reading=reading, need=rules.EXCHANGE[reading])
    why.reckoning.say("{player} returns {returned} and draws one of the {guild} guild; the supply held {left} of it. "
                      "It counts as earned in turn {turn}, the newest returned one's (FRIENDS-5).", player=name,
                      returned=rules.tokens_text(Counter(ev["returned"])), guild=rules.guild(ev["guild"]),
                      left=rules.supply(before)[ev["guild"]], turn=turn)
    why.data["exchange"] = {"option": reading, "returned": ev["returned"], "drawn": ev["guild"], "turn": turn}


TABLE = {**catan.TABLE,
         **{kind: Explainer(catan.TABLE[kind].rules, _also(catan.TABLE[kind].detail))
            for kind in ("build", "play", "trade", "robber")},
         "favour": Explainer(("FRIENDS-4",), favour),
         "guild": Explainer(("FRIENDS-5",), guild),
         "exchange": Explainer(("FRIENDS-12", "FRIENDS-4"), exchange)}

SUMMARY_TERMS = {**catan.SUMMARY_TERMS, "favour_tokens": "guild", "favour_supply": "guild",
                 "not_verified": "not verified"}
