"""Phase 1: the start player's rolls on the wind rose and what each sum produces — ROME-PROD."""

from __future__ import annotations

from collections import Counter

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.games.rome import unseen
from referee.games.rome.common import check_pasture, draw_pasture, good, holding, mark
from referee.games.rome.components import N
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import ORDER, PASTURE, PRODUCES


def seat_order(state: RomeState) -> list[Player]:
    """The start player first, then clockwise (ROME-PROD-9)."""
    n = len(state.players)
    return [state.players[(state.start + i) % n] for i in range(n)]


def void(state: RomeState, total: int) -> bool:
    """ROME-PROD-2: a sum already covered on the wind rose is void (a 7 only if the rose covers it)."""
    if total == 7 and not state.options["seven_counts_on_rose"]:
        return False
    return total in state.covered


def producing(state: RomeState, total: int) -> list[str]:
    """Land hexes with the number ``total`` that produce something (forest does not, ROME-PROD-6)."""
    facts = state.facts
    if facts.map:
        return list(facts.map.producers.get(total, ()))
    return sorted(h for h, land in facts.landscapes.items() if land.number == total and land.terrain in PRODUCES)


def entitlements(state: RomeState, total: int, *, blocked: bool = False) -> list[tuple[str, str, str]]:
    """(player, hex, resource) owed for ``total``: one card per hex per player (ROME-PROD-4/5), seat order.

    ``blocked``: only what the legionnaire's hex would have given (ROME-LEG-5).
    """
    facts = state.facts
    hexes = [h for h in producing(state, total) if (h == state.legionnaire) == blocked]
    owed = []
    for player in seat_order(state):
        touched = set()
        for spot in state.spots(player):
            touched |= facts.touching_of(spot)
        for h in hexes:
            if h in touched:
                owed.append((player.name, h, PRODUCES[facts.landscape(h).terrain]))
    return owed


def drawn(event: dict) -> list[tuple[str, str]]:
    """``pasture = ["Anna=horse", …]`` as (player, card) pairs."""
    return [tuple(entry.split("=", 1)) for entry in event.get("pasture", [])]


def returns(event: dict, kinds=PASTURE) -> list[tuple[str, str]]:
    """The cards given back in a shortage (ROME-PROD-8), as (player, card) pairs, of ``kinds`` (pasture cards by
    default; grain and ore are named only where the referee cannot know a hand, :func:`shortage`)."""
    pairs = [tuple(entry.split("=", 1)) for entry in event.get("returns", [])]
    return [(n, c) for n, c in pairs if c in kinds]


def check_shortages(state: RomeState, event: dict) -> None:
    """ROME-PROD-8 for grain and ore: returns named for a resource are half of each player's cards of it (rounded
    down), and only where its pile falls short."""
    owed = entitlements(state, event["total"])
    for resource in ("grain", "ore"):
        named = Counter(n for n, _c in returns(event, (resource,)))
        short = len([1 for _n, _h, res in owed if res == resource]) > state.pile(resource)
        if named and not short:
            raise RuleViolation("ROME-PROD-8", _("the {resource} pile is not short: nobody gives any back",
                                                 resource=good(resource)), _("leave the returns out"))
        for p in state.players if named else ():
            low, high = unseen.held(state, p, resource)
            if not low // 2 <= named[p.name] <= high // 2:
                raise RuleViolation("ROME-PROD-8", _("{player} gives back half his {resource} (rounded down), "
                                                     "not {given}", player=p.name, resource=good(resource),
                                                     given=named[p.name]), holding(p))


def halves(state: RomeState, event: dict) -> tuple:
    """What each player gives back in the grain and ore shortages of a roll unless named (:func:`shortage`)."""
    owed = entitlements(state, event["total"])
    return tuple(tuple(p.hand.get(r, 0) // 2 for p in state.players) for r in ("grain", "ore")
                 if not returns(event, (r,)) and len([1 for _n, _h, res in owed if res == r]) > state.pile(r))


def pasture_plan(state: RomeState, event: dict, owed: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """The pasture draws in drawing order (entitlement order), checked: ROME-PROD-6/7/8."""
    wanted = [name for name, _, res in owed if res == "pasture"]
    left = state.pasture_left()
    given_returns = returns(event)
    if len(wanted) > left:
        check_returns(state, given_returns, "pasture")
        left += len(given_returns)
    elif given_returns:
        raise RuleViolation("ROME-PROD-8", _("{owed} pasture card(s) owed and {left} left: nobody gives any back",
                                             owed=len(wanted), left=left), _("leave the returns out"))
    due = wanted[:left]
    if "pasture" not in event and due:                 # drawn face down, unseen by the table (DESIGN.md §3)
        return [(name, None) for name in due]
    given = drawn(event)
    by_player: dict[str, list[str]] = {}
    for name, card in given:
        by_player.setdefault(name, []).append(card)
    for name in by_player:
        if len(by_player[name]) != due.count(name):
            example = " ".join(f"{n} {good('horse')}" for n in due) or _("nothing")
            raise RuleViolation("ROME-PROD-6", _("{player} draws {due} pasture card(s) for {total}, not {named}",
                                                 player=name, due=due.count(name), total=event["total"],
                                                 named=len(by_player[name])),
                                _("pasture cards drawn: {example}", example=example))
    missing = [n for n in dict.fromkeys(due) if n not in by_player]
    if missing:
        raise RuleViolation("ROME-PROD-6", _("{players} draw(s) a face-down pasture card for {total}: which?",
                                             players=listing(missing), total=event["total"]),
                            _("name each card drawn, e.g. roll {total} {example}", total=event["total"],
                              example=" ".join(f"{n} {good('horse')}" for n in due)))
    order = [(name, by_player[name].pop(0)) for name in due]
    extra = Counter(card for _, card in given_returns)
    check_pasture(state, [c for _n, c in order], "ROME-PROD-6", len(due),
                  _("the pasture cards for {total}", total=event["total"]),
                  extra)
    return order


def check_returns(state: RomeState, given: list[tuple[str, str]], what: str) -> None:
    """ROME-PROD-8: every player gives back half his pasture cards (rounded down), cards he holds."""
    per: dict[str, Counter] = {}
    for name, card in given:
        per.setdefault(name, Counter())[card] += 1
    for p in state.players:
        held = {k: p.hand.get(k, 0) for k in PASTURE}
        low, high = unseen.pasture_cards(state, p)
        owe = high // 2
        mine = per.get(p.name, Counter())
        if not low // 2 <= sum(mine.values()) <= owe or any(mine[k] > held[k] for k in mine):
            raise RuleViolation("ROME-PROD-8", _("too few pasture cards for everyone: {player} gives back {owe} of "
                                                 "his {held} first (half, rounded down), not {given}",
                                                 player=p.name, owe=owe, held=sum(held.values()),
                                                 given=sum(mine.values())),
                                _("returns {player} horse …; {player} holds {horse} horse, {cattle} cattle",
                                  player=p.name, horse=held["horse"], cattle=held["cattle"]))


def validate_roll(state: RomeState, event: dict) -> None:
    total = event["total"]
    if void(state, total) or total == 7:
        if event.get("pasture") or event.get("returns"):
            why = _("void (covered already, re-rolled)") if void(state, total) else _("a 7: nothing is produced")
            raise RuleViolation("ROME-PROD-2" if void(state, total) else "ROME-PROD-4",
                                _("the roll of {total} is {why}", total=total, why=why),
                                _("no pasture cards for this roll"))
        return
    pasture_plan(state, event, entitlements(state, total))
    check_shortages(state, event)


def apply_roll(state: RomeState, event: dict) -> Outcome:
    total = event["total"]
    roller = state.by_name[event["player"]]
    out = Outcome()
    state.last_roll = total
    if void(state, total):
        out.say("{player} rolls {total}: covered on the wind rose already, so void; roll again (ROME-PROD-2). "
                "Covered: {covered}.", player=roller.name, total=total, covered=listing(map(str, state.covered)))
        return out
    if total != 7 or state.options["seven_counts_on_rose"]:
        state.covered.append(total)
    out.say("{player} rolls {total} ({count} of {all} numbers on the wind rose: {covered}).", player=roller.name,
            total=total, count=len(state.covered), all=N["wind_rose"], covered=listing(map(str, state.covered)))
    out.data["covered"] = list(state.covered)
    if total == 7:
        state.stage = "legionnaire"
        out.say("A 7: {player} moves the legionnaire and robs a player there (ROME-LEG-1); nobody discards "
                "(ROME-LEG-6).", player=roller.name)
        return out
    produce(state, event, out)
    after_sum(state, out)
    return out


def produce(state: RomeState, event: dict, out: Outcome) -> None:
    total = event["total"]
    owed = entitlements(state, total)
    order = pasture_plan(state, event, owed)
    gains: dict[str, Counter] = {p.name: Counter() for p in state.players}
    for resource in ("grain", "ore"):
        wanting = [name for name, _, res in owed if res == resource]
        if len(wanting) > state.pile(resource):
            shortage(state, resource, len(wanting), out, Counter(n for n, _c in returns(event, (resource,))))
        for name in wanting[: state.pile(resource)]:
            state.by_name[name].hand[resource] += 1
            gains[name][resource] += 1
    if returns(event):
        for name, card in returns(event):
            state.by_name[name].hand[card] -= 1
            state.pasture_discard[card] += 1
        out.say("Too few pasture cards: everyone gives back half first (ROME-PROD-8): {returns}.",
                returns=", ".join(f"{n} {good(c)}" for n, c in returns(event)))
    for name, card in order:
        draw_pasture(state, state.by_name[name], [card], out, event.get("seq", 0))
        gains[name][card or "pasture"] += 1
    unseen_draws = [name for name, card in order if card is None]
    if unseen_draws:
        out.say("Pasture cards drawn face down: {players} (ROME-PROD-6).", players=listing(unseen_draws))
    if state.facts.declared and owed:
        mark(state, event, "ROME-PROD-4", _("who touches {hexes}", hexes=listing(sorted({h for _n, h, _c in owed}))))
    if not state.narrate:
        return
    lost = entitlements(state, total, blocked=True)
    if lost:
        out.say("The legionnaire on {hex} holds back: {lost} (ROME-LEG-5).", hex=state.legionnaire,
                lost=", ".join(f"{n} {good(r)}" for n, _h, r in lost))
    hexes = producing(state, total)
    rows = [[p.name, *[gains[p.name].get(r) or "" for r in ORDER]] for p in seat_order(state)]
    out.tables.append((_("Production for {total} (landscapes {hexes}; one card per landscape and player)",
                         total=total, hexes=listing(hexes)),
                       [_("player"), *(str(good(r)) for r in ORDER)], rows))
    out.data["production"] = {n: dict(g) for n, g in gains.items() if g}


def shortage(state: RomeState, resource: str, need: int, out: Outcome, named: Counter | None = None) -> None:
    """ROME-PROD-8: everyone gives back half his cards of the resource (rounded down) before anyone is paid;
    ``named``: the counts the table saw (where a card stolen unseen leaves a hand unknown)."""
    before = state.pile(resource)
    back = []
    for p in state.players:
        n = named[p.name] if named else p.hand.get(resource, 0) // 2
        if n:
            p.hand[resource] -= n
            back.append(f"{p.name} {n}")
    out.say("Only {left} {resource} left for {need} owed: everyone gives back half, rounded down (ROME-PROD-8): "
            "{back}; the pile now holds {now}.", left=before, resource=good(resource), need=need,
            back=listing(back, _("nobody")), now=state.pile(resource))


def after_sum(state: RomeState, out: Outcome) -> None:
    """Four numbers covered: phase 1 is over (ROME-PROD-1)."""
    from referee.games.rome import rounds

    if len(state.covered) >= N["wind_rose"] and state.stage == "production":
        rounds.begin_phase(state, "trade_build", out)


def roll_returns(state: RomeState, event: dict) -> tuple | None:
    """What each player gives back in a roll's grain or ore shortage (ROME-PROD-8): the worlds must agree."""
    if event["total"] == 7 or void(state, event["total"]):
        return None
    given_back = halves(state, event)
    if given_back and state.pasture_worlds.collapsed:     # past the bound: the hands hold their highest counts
        owed = entitlements(state, event["total"])
        for r in ("grain", "ore"):
            if returns(event, (r,)) or len([1 for o in owed if o[2] == r]) <= state.pile(r):
                continue
            if any(low // 2 != high // 2 for low, high in (unseen.held(state, p, r) for p in state.players)):
                unseen.shortage_unknown(state, event)
    return given_back
