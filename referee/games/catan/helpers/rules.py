"""Helpers of Catan — HELPERS-1…15: dealing, the use of a helper (event kind ``helper``) and what each does.

A ``helper`` event: ``name`` (the helper used, the one its player holds), ``side`` (``A`` or ``B``, the side
up), ``then`` (``flip`` to side B — only from side A — or the helper taken from the display in exchange), and
the fields of its effect (:data:`EFFECTS`): Merchant ``resource``, ``from`` (1–2 players), ``back`` (one
resource per player, given back in the same order); Mendicant ``at`` and ``pay`` (the road's cost with its
brick or lumber replaced); Mayor and General ``resource``; Robber bride ``to`` (a desert); Captain
``resource``; Priest ``piece``, ``at`` and ``knight`` (``table`` or ``hand``); Noblewoman ``victim`` and
``stolen``; an unknown helper ``take`` and ``pay`` (what the table declares it took from and paid to the bank).

Each helper's ``condition`` (when) and ``effect`` (what) are keys of :data:`CONDITIONS` and :data:`EFFECTS`, so
``data/helpers.toml`` decides which rule a card follows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, terms
from referee.games.catan import awards, building, robber, unseen
from referee.games.catan.common import bag_text, holding, listing, piece as piece_term, require_cards, resource
from referee.games.catan.helpers.cards import HELPERS, NAMES, NUMBERED
from referee.games.catan.scoring import victory_points
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import ORDER

PRIEST_COSTS = {"settlement": {"lumber": 1, "brick": 1}, "city": {"ore": 2, "grain": 1}}


def helper(name: str) -> Term:
    return NAMES.term(name)


# --- dealing (HELPERS-1) --------------------------------------------------------------
def deal(state: CatanState, player: Player, seq: int, out: Outcome) -> None:
    """HELPERS-1: at his second set-up settlement a player takes the lowest-numbered helper still in the stack."""
    held = set(state.helper.values())
    card = next((h for h in NUMBERED if h.key not in held), None)
    if card is None:               # more players than numbered cards cannot happen (6 of each)
        return
    state.helper[player.name], state.side[player.name] = card.key, "A"
    state.received[player.name] = state.turn
    out.say("{player} takes the helper {helper} (A{number}) (HELPERS-1).", player=player.name,
            helper=helper(card.key), number=card.number)
    if not card.verified:
        state.unverified.append((seq, card.key, "dealt"))


def display(state: CatanState) -> list[str]:
    """HELPERS-1: every helper nobody holds lies open beside the board, in the file's order."""
    held = set(state.helper.values())
    return [k for k in HELPERS if k not in held]


# --- conditions: when a helper may be used --------------------------------------------------------------------
def _own_turn(state: CatanState, player: Player, rule: str) -> None:
    if player is not state.current:
        raise RuleViolation(rule, _("{player} uses {helper} only in his own turn; it is {current}'s",
                                    player=player.name, helper=helper(state.helper[player.name]),
                                    current=state.current.name), _("wait for {player}'s turn", player=player.name))
    if state.owed or state.robber_pending:
        raise RuleViolation(rule, _("after a 7 the discards and the robber come first"),
                            _("use {helper} once the robber has moved", helper=helper(state.helper[player.name])))


def _own_turn_after_roll(state: CatanState, player: Player, rule: str) -> None:
    _own_turn(state, player, rule)
    if not state.rolled:
        raise RuleViolation(rule, _("{helper} is used after the roll", helper=helper(state.helper[player.name])),
                            _("roll first"))


def _any_turn_after_roll(state: CatanState, player: Player, rule: str) -> None:
    if not state.rolled or state.last_roll == 7:
        raise RuleViolation(rule, _("{helper} answers a roll other than 7, in this turn",
                                    helper=helper(state.helper[player.name])),
                            _("use it after such a roll"))


def _any_turn_after_seven(state: CatanState, player: Player, rule: str) -> None:
    if state.last_roll != 7:
        raise RuleViolation(rule, _("{helper} answers a 7 rolled in this turn",
                                    helper=helper(state.helper[player.name])), _("use it after a 7"))


def _any_time(state: CatanState, player: Player, rule: str) -> None:
    """An unknown helper: its timing is the table's to judge (HELPERS-15)."""


CONDITIONS: dict[str, Callable[[CatanState, Player, str], None]] = {
    "own_turn": _own_turn, "own_turn_after_roll": _own_turn_after_roll, "any_turn_after_roll": _any_turn_after_roll,
    "any_turn_after_seven": _any_turn_after_seven, "declared": _any_time}


# --- effects -----------------------------------------------------------------------------------------------
def _bank_gives(state: CatanState, res: str, rule: str) -> None:
    if state.bank()[res] < 1:
        raise RuleViolation(rule, _("the bank holds no {resource}", resource=resource(res)),
                            _("bank: {cards}", cards=bag_text(state.bank())))


def _check_merchant(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-7: up to 2 other players, each holding the named resource, give 1; each gets 1 card of choice."""
    res, asked, back = ev["resource"], ev["from"], ev["back"]
    others = [p.name for p in state.players if p is not player]
    if not 1 <= len(asked) <= 2 or len(set(asked)) != len(asked) or player.name in asked:
        raise RuleViolation("HELPERS-7", _("the Merchant asks one or two other players, not {players}",
                                           players=listing(asked)), _("ask among {players}", players=listing(others)))
    if len(back) != len(asked):
        raise RuleViolation("HELPERS-7", _("each player who gives a card gets one card back: {count} given, "
                                           "{back} back", count=len(asked), back=len(back)),
                            _("e.g. helper merchant ore Ben:wool Cyril:grain"))
    for name in asked:
        if not state.by_name[name].hand.get(res):
            raise RuleViolation("HELPERS-7", _("{player} holds no {resource}", player=name, resource=resource(res)),
                                _("ask only players who hold it; {holding}", holding=holding(state.by_name[name])))
    hand = player.hand.copy()
    hand[res] += len(asked)
    returned = {r: back.count(r) for r in ORDER if r in back}
    if not hand.holds(returned):
        raise RuleViolation("HELPERS-7", _("{player} cannot give back {cards}", player=player.name,
                                           cards=bag_text(returned)), holding(player))


def _apply_merchant(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    res = ev["resource"]
    for name, card in zip(ev["from"], ev["back"]):
        other = state.by_name[name]
        other.hand[res] -= 1
        player.hand[res] += 1
        player.hand[card] -= 1
        other.hand[card] += 1
        out.say("{other} gives {player} {taken} and gets {card} (HELPERS-7).", other=name, player=player.name,
                taken=bag_text({res: 1}), card=bag_text({card: 1}))


def _check_mendicant(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-8: a road whose brick or lumber is replaced by any one resource; the road's own rules hold."""
    if ev.get("piece", "road") != "road":
        raise RuleViolation("HELPERS-8", _("the Mendicant helps to build a road, not a {piece}",
                                           piece=piece_term(ev["piece"])), _("helper mendicant PATH pay CARDS"))
    cost, pay = dict(state.edition.costs["road"]), ev["pay"]
    replaced = [{r: n - (r == k) for r, n in cost.items()} for k in ("lumber", "brick") if cost.get(k)]
    fits = pay != cost and sum(pay.values()) == sum(cost.values()) and any(
        all(pay.get(r, 0) >= n for r, n in rest.items()) for rest in replaced)
    if not fits:
        raise RuleViolation("HELPERS-8", _("the Mendicant's road costs {cost} with one of them replaced by another "
                                           "resource, not {pay}", cost=bag_text(cost), pay=bag_text(pay)),
                            _("e.g. pay lumber + wool, or brick + ore"))
    if player.left("road") < 1:
        raise RuleViolation("CATAN-BUILD-3", _("{player} has no {piece} left in supply ({placed} on the board)",
                                               player=player.name, piece=piece_term("road"),
                                               placed=len(player.roads)), _("no more pieces of this kind"))
    building.check_road(state, player, ev["at"], player.roads)
    require_cards("HELPERS-8", player, pay, _("a {piece}", piece=piece_term("road")))


def _apply_mendicant(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    player.hand.take(ev["pay"])
    affected = building.place(state, player, "road", ev["at"])
    state.built = True
    out.say("{player} builds a {piece} on {at} (pays {cost}).", player=player.name, piece=piece_term("road"),
            at=ev["at"], cost=bag_text(ev["pay"]))
    awards.update_longest_road(state, affected, out)


def _check_mayor(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-9: a roll (not a 7) that gave him nothing: 1 resource of his choice from the bank."""
    got = state.roll_gain.get(player.name, 0)
    if got:
        raise RuleViolation("HELPERS-9", _("the roll of {total} gave {player} {count} card(s)", total=state.last_roll,
                                           player=player.name, count=got),
                            _("the Mayor helps only after a roll that gives nothing"))
    _bank_gives(state, ev["resource"], "HELPERS-9")


def _take_one(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    player.hand[ev["resource"]] += 1
    out.say("{player} takes {card} from the bank.", player=player.name, card=bag_text({ev["resource"]: 1}))


def _check_general(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-10: on a 7 he keeps his cards above the limit; with 7 or fewer he takes 1 resource."""
    if player.name in state.owed:
        if "resource" in ev:
            raise RuleViolation("HELPERS-10", _("{player} is spared the discard; the card of choice is for a hand "
                                                "of 7 or fewer", player=player.name), _("helper general"))
        return
    if player.cards() > 7:
        raise RuleViolation("HELPERS-10", _("{player} holds {cards} cards and owes no discard now",
                                            player=player.name, cards=player.cards()),
                            _("the General spares a discard still owed, or gives a card to a hand of 7 or fewer"))
    if "resource" not in ev:
        raise RuleViolation("HELPERS-10", _("with 7 or fewer cards the General takes 1 resource: which?"),
                            _("one of {choices}", choices=terms("resource", ORDER)))
    _bank_gives(state, ev["resource"], "HELPERS-10")


def _apply_general(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    if player.name in state.owed:
        del state.owed[player.name]
        out.say("{player} keeps every card: no discard (HELPERS-10).", player=player.name)
        if not state.owed:
            out.say("All discards done. {player} moves the robber.", player=state.current.name)
    else:
        _take_one(state, player, ev, out)


def deserts(state: CatanState) -> list[str]:
    return [h for h in state.board.grid.hexes if not state.board.resource(h)]


def _check_robber_bride(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-11: the robber goes back to a desert from a producing hex; its resource from the bank."""
    home = deserts(state)
    if state.robber in home:
        raise RuleViolation("HELPERS-11", _("the robber already stands on the desert {hex}", hex=state.robber),
                            _("the Robber bride sends it back from another hex"))
    if ev["to"] not in home:
        raise RuleViolation("HELPERS-11", _("the robber goes back to a desert, not to {hex}", hex=ev["to"]),
                            _("deserts: {hexes}", hexes=listing(home)))


def _apply_robber_bride(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    left = state.robber
    state.robber = ev["to"]
    res = state.board.resource(left)
    if state.bank()[res]:
        player.hand[res] += 1
        out.say("The robber goes back from {left} to {to}; {player} takes {card} (HELPERS-11).", left=left,
                to=ev["to"], player=player.name, card=bag_text({res: 1}))
    else:
        out.say("The robber goes back from {left} to {to}; the bank holds no {resource} (HELPERS-11).", left=left,
                to=ev["to"], resource=resource(res))


def _check_captain(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-12: the resource he names trades 2:1 with the bank for the rest of his turn."""


def _apply_captain(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    state.ports.setdefault(player.name, set()).add(ev["resource"])
    out.say("{player} trades {resource} 2:1 with the bank for the rest of the turn (HELPERS-12).",
            player=player.name, resource=resource(ev["resource"]))


def _check_priest(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-13: a Knight given up (played or in hand) for a settlement (lumber + brick) or a city
    (2 ore + 1 grain); the building's own rules hold."""
    piece, at, where = ev["piece"], ev["at"], ev["knight"]
    if piece not in PRIEST_COSTS:
        raise RuleViolation("HELPERS-13", _("the Priest helps to build a settlement or a city, not a {piece}",
                                            piece=piece_term(piece)), _("helper priest settlement CORNER table"))
    knights = player.knights if where == "table" else player.devs["knight"]
    if knights < 1:
        raise RuleViolation("HELPERS-13", _("{player} has no Knight to give up ({where})", player=player.name,
                                            where=Term("knight place", where)),
                            _("played Knights: {played}; in hand: {held}", played=player.knights,
                              held=player.devs["knight"]))
    if player.left(piece) < 1:
        raise RuleViolation("CATAN-BUILD-3", _("{player} has no {piece} left in supply ({placed} on the board)",
                                               player=player.name, piece=piece_term(piece),
                                               placed=len(player.settlements if piece == "settlement"
                                                          else player.cities)), _("no more pieces of this kind"))
    if piece == "settlement":
        building.check_settlement(state, player, at, setup=False)
    elif at not in player.settlements:
        raise RuleViolation("CATAN-BUILD-7", _("{at} holds no settlement of {player}", at=at, player=player.name),
                            _("a city replaces one of {player}'s settlements: {spots}", player=player.name,
                              spots=listing(sorted(player.settlements))))
    require_cards("HELPERS-13", player, PRIEST_COSTS[piece], _("a {piece}", piece=piece_term(piece)))


def _apply_priest(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    piece, at = ev["piece"], ev["at"]
    cost = PRIEST_COSTS[piece]
    player.hand.take(cost)
    if ev["knight"] == "table":
        player.knights -= 1
    else:
        player.devs["knight"] -= 1
    affected = building.place(state, player, piece, at)
    state.built = True
    out.say("{player} gives up a Knight and builds a {piece} on {at} (pays {cost}) (HELPERS-13).",
            player=player.name, piece=piece_term(piece), at=at, cost=bag_text(cost))
    if ev["knight"] == "table":
        army_after_loss(state, player, out)
    if affected:
        awards.update_longest_road(state, affected, out)


def army_after_loss(state: CatanState, player: Player, out: Outcome) -> None:
    """HELPERS-13: a holder of Largest Army left with fewer than 3 Knights, or fewer than another, loses it; it
    goes to the one player with the most (3 or more), else back to the bank (as Longest Road, CATAN-ROAD-6…8)."""
    if state.largest_army != player.name:
        return
    best = max(p.knights for p in state.players)
    if player.knights >= awards.MIN_ARMY and player.knights == best:
        return
    leaders = [p.name for p in state.players if p.knights == best]
    state.largest_army = leaders[0] if best >= awards.MIN_ARMY and len(leaders) == 1 else None
    if state.largest_army:
        out.say("Largest Army: {player} takes the card with {knights} Knights from {holder} (HELPERS-13).",
                player=state.largest_army, knights=best, holder=player.name)
    else:
        out.say("Largest Army: {player} loses the card; it goes back to the bank (HELPERS-13).", player=player.name)


def _check_noblewoman(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-14: from a player with more victory points (those shown) he takes 1 card of his hand."""
    victim = state.by_name[ev["victim"]]
    mine = victory_points(state, player, hidden=False)
    richer = [p.name for p in state.players if victory_points(state, p, hidden=False) > mine]
    if victim not in [state.by_name[n] for n in richer]:
        raise RuleViolation("HELPERS-14", _("{victim} shows {theirs} VP, not more than {player}'s {mine}",
                                            victim=victim.name, theirs=victory_points(state, victim, hidden=False),
                                            player=player.name, mine=mine),
                            _("players with more: {players}", players=listing(richer)))
    if "stolen" not in ev:             # taken unseen (only the two saw it): every card he may hold is a world
        if not victim.cards():
            raise RuleViolation("HELPERS-14", _("{player} holds no resource cards; nothing can be taken",
                                                player=victim.name), _("players with more: {players}",
                                                                       players=listing(richer)))
        return
    if not victim.hand.get(ev["stolen"]):
        raise RuleViolation("HELPERS-14", _("{player} holds no {resource}", player=victim.name,
                                            resource=resource(ev["stolen"])), holding(victim))


def _apply_noblewoman(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    victim = state.by_name[ev["victim"]]
    if "stolen" not in ev:
        unseen.steal(state, player, victim, ev.get("seq", 0))
        out.say("{player} looks at {victim}'s hand and takes a card, unseen (HELPERS-14, CATAN-ROBBER-6).",
                player=player.name, victim=victim.name)
        return
    victim.hand[ev["stolen"]] -= 1
    player.hand[ev["stolen"]] += 1
    out.say("{player} looks at {victim}'s hand and takes {card} (HELPERS-14).", player=player.name,
            victim=victim.name, card=bag_text({ev["stolen"]: 1}))


def _check_declared(state: CatanState, player: Player, ev: dict) -> None:
    """HELPERS-15: an unknown helper's use as the table declares it: the cards must exist."""
    take, pay = ev.get("take", {}), ev.get("pay", {})
    if not player.hand.holds(pay):
        raise RuleViolation("HELPERS-15", _("{player} cannot pay {cards}", player=player.name, cards=bag_text(pay)),
                            holding(player))
    bank = state.bank()
    if any(bank[r] + pay.get(r, 0) < n for r, n in take.items()):
        raise RuleViolation("HELPERS-15", _("the bank cannot give {cards}", cards=bag_text(take)),
                            _("bank: {cards}", cards=bag_text(bank)))


def _apply_declared(state: CatanState, player: Player, ev: dict, out: Outcome) -> None:
    player.hand.take(ev.get("pay", {}))
    player.hand.add(ev.get("take", {}))
    out.say("{player} uses {helper} as the table declares: pays {pay}, takes {take} (HELPERS-15, not verified).",
            player=player.name, helper=helper(ev["name"]), pay=bag_text(ev.get("pay", {})),
            take=bag_text(ev.get("take", {})))


@dataclass(frozen=True)
class Effect:
    rule: str
    required: frozenset[str]
    optional: frozenset[str]
    check: Callable[[CatanState, Player, dict], None]
    apply: Callable[[CatanState, Player, dict, Outcome], None]


def _e(rule, required, optional, check, apply) -> Effect:
    return Effect(rule, frozenset(required), frozenset(optional), check, apply)


EFFECTS: dict[str, Effect] = {
    "merchant": _e("HELPERS-7", {"resource", "from", "back"}, (), _check_merchant, _apply_merchant),
    "mendicant": _e("HELPERS-8", {"at", "pay"}, {"piece"}, _check_mendicant, _apply_mendicant),
    "mayor": _e("HELPERS-9", {"resource"}, (), _check_mayor, _take_one),
    "general": _e("HELPERS-10", (), {"resource"}, _check_general, _apply_general),
    "robber_bride": _e("HELPERS-11", {"to"}, (), _check_robber_bride, _apply_robber_bride),
    "captain": _e("HELPERS-12", {"resource"}, (), _check_captain, _apply_captain),
    "priest": _e("HELPERS-13", {"piece", "at", "knight"}, (), _check_priest, _apply_priest),
    "noblewoman": _e("HELPERS-14", {"victim"}, {"stolen"}, _check_noblewoman, _apply_noblewoman),
    "declared": _e("HELPERS-15", (), {"take", "pay"}, _check_declared, _apply_declared),
}
EFFECT_FIELDS = frozenset().union(*(e.required | e.optional for e in EFFECTS.values()))


# --- the use of a helper ---------------------------------------------------------------------------------------
def validate(state: CatanState, event: dict) -> list[str]:
    """HELPERS-2…6, then the helper's condition and effect."""
    player = state.by_name[event["player"]]
    held = state.helper.get(player.name)
    name = event["name"]
    if held != name:
        raise RuleViolation("HELPERS-2", _("{player} holds {held}, not {helper}", player=player.name,
                                           held=helper(held) if held else _("no helper"), helper=helper(name)),
                            _("helper {held} …", held=held) if held
                            else _("a helper comes with the second settlement"))
    side = state.side[player.name]
    if event["side"] != side:
        raise RuleViolation("HELPERS-2", _("{player}'s {helper} lies with side {side} up, not {given}",
                                           player=player.name, helper=helper(name), side=side, given=event["side"]),
                            _("side {side}", side=side))
    if state.received.get(player.name) == state.turn:
        raise RuleViolation("HELPERS-4", _("{player} received {helper} in this turn", player=player.name,
                                           helper=helper(name)), _("use it from the next turn on"))
    if state.used.get(player.name) == state.turn:
        raise RuleViolation("HELPERS-3", _("{player} has already used a helper in this turn", player=player.name),
                            _("one use per turn; use it in a later turn"))
    card = HELPERS[name]
    effect = EFFECTS[card.effect]
    given = set(event) & EFFECT_FIELDS
    missing, extra = effect.required - given, given - effect.required - effect.optional
    if missing or extra:
        fields = ", ".join(sorted(effect.required | effect.optional)) or _("nothing")
        raise RuleViolation(effect.rule, _("{helper} takes {fields}", helper=helper(name), fields=fields),
                            _("missing: {missing}; not taken: {extra}", missing=", ".join(sorted(missing)) or "-",
                              extra=", ".join(sorted(extra)) or "-"))
    CONDITIONS[card.condition](state, player, effect.rule)
    effect.check(state, player, event)
    _check_then(state, player, event)
    return []


def _check_then(state: CatanState, player: Player, event: dict) -> None:
    """HELPERS-5: from side A flip it or exchange it; from side B exchange it, not for the one just returned."""
    then, side = event["then"], state.side[player.name]
    if then == "flip":
        if side == "B":
            raise RuleViolation("HELPERS-5", _("{helper} was used on side B: it goes back to the display",
                                               helper=helper(event["name"])),
                                _("then one of {helpers}", helpers=terms("helper", display(state))))
        return
    if then == event["name"]:
        raise RuleViolation("HELPERS-5", _("the helper just returned cannot be taken back"),
                            _("then one of {helpers}", helpers=terms("helper", display(state))))
    if then not in display(state):
        raise RuleViolation("HELPERS-5", _("{helper} is not in the display", helper=helper(then)),
                            _("then one of {helpers}", helpers=terms("helper", display(state))))


def apply(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    card = HELPERS[event["name"]]
    out = Outcome().say("{player} uses {helper} (side {side}).", player=player.name, helper=helper(card.key),
                        side=event["side"])
    state.used[player.name] = state.turn
    EFFECTS[card.effect].apply(state, player, event, out)
    if not card.verified:
        state.unverified.append((event.get("seq", 0), card.key, "used"))
    if event["then"] == "flip":
        state.side[player.name] = "B"
        out.say("{player} turns {helper} to side B (HELPERS-5).", player=player.name, helper=helper(card.key))
    else:
        state.helper[player.name], state.side[player.name] = event["then"], "A"
        state.received[player.name] = state.turn
        out.say("{player} returns {helper} and takes {new} (HELPERS-5).", player=player.name,
                helper=helper(card.key), new=helper(event["then"]))
    return out


# --- wrappers of the base game's appliers ------------------------------------------------------------------
def dealing(apply_build: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """A set-up build that is a player's second settlement deals him a numbered helper (HELPERS-1)."""

    def run(state: CatanState, event: dict) -> Outcome:
        second = (state.in_setup and event["piece"] == "settlement"
                  and state.setup_step >= 2 * len(state.players))
        player = state.by_name[event["player"]]
        out = apply_build(state, event)
        if second:
            deal(state, player, event.get("seq", 0), out)
        return out

    run.__doc__ = apply_build.__doc__
    return run


def income(apply_roll: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """A roll remembers what each player got from it (the Mayor, HELPERS-9)."""

    def run(state: CatanState, event: dict) -> Outcome:
        before = {p.name: sum(p.received.values()) for p in state.players}
        out = apply_roll(state, event)
        state.roll_gain = {p.name: sum(p.received.values()) - before[p.name] for p in state.players}
        return out

    run.__doc__ = apply_roll.__doc__
    return run

