"""Wandering tribes on the move: a free destination, the arrows crossed, the bill — ROME-MOVE."""

from __future__ import annotations

from collections import deque

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing, terms
from referee.games.rome.board import RomeMap
from referee.games.rome.cards import check_card, play_card
from referee.games.rome.common import bag_text, holding, mark, owns, pay
from referee.games.rome.components import N
from referee.games.rome.facts import Facts
from referee.games.rome.state import Player, RomeState, Tribe

LEADER = "great_tribal_leader"


# --- the bill (ROME-MOVE-4) -----------------------------------------------------

def bill(arrows: list[str]) -> tuple[int, int]:
    """(land arrows paid, sea arrows paid): the first arrow crossed is free."""
    paid = arrows[1:]
    return paid.count("land"), paid.count("sea")


def payments(land: int, sea: int) -> list[dict[str, int]]:
    """Every way to pay: each land arrow 1 grain or 3 gold, each sea arrow 1 gold; most grain first."""
    out = []
    for grain in range(land, -1, -1):
        gold = sea * N["sea_arrow_gold"] + (land - grain) * N["land_arrow_gold"]
        out.append({k: n for k, n in (("grain", grain * N["land_arrow_grain"]), ("gold", gold)) if n})
    return out


def default_payment(player: Player, land: int, sea: int) -> dict[str, int]:
    """Grain first, as far as he holds it, the rest in gold."""
    options = payments(land, sea)
    return next((p for p in options if owns(player, p)), options[0])


def affordable(player: Player, land: int, sea: int) -> bool:
    return owns(player, default_payment(player, land, sea))


def bill_text(arrows: list[str]) -> str:
    if not arrows:
        return _("no arrow crossed: free")
    land, sea = bill(arrows)
    paid = [_("{land} land arrow(s) at 1 grain or 3 gold", land=land) if land else "",
            _("{sea} sea arrow(s) at 1 gold", sea=sea) if sea else ""]
    then = _("; then {paid}", paid=_(" and ").join(p for p in paid if p)) if land or sea else ""
    return _("{count} arrow(s) ({arrows}): the first free{then}", count=len(arrows), arrows=terms("arrow", arrows),
             then=then)


# --- routes on a map (ROME-MOVE-3) ------------------------------------------------

def path_arrows(m: RomeMap, path: list[str]) -> list[str]:
    """The arrows crossed along ``path`` in crossing order; ROME-MOVE-3 if two steps are not joined."""
    arrows = []
    for a, b in zip(path, path[1:]):
        if b not in m.links.get(a, {}):
            near = ", ".join(m.grid.sort(m.links.get(a, {}))) or _("none")
            raise RuleViolation("ROME-MOVE-3", _("no path or sea arrow leads from {a} to {b}", a=a, b=b),
                                _("from {a} the tribe can go to {near}", a=a, near=near))
        if m.links[a][b]:
            arrows.append(m.links[a][b])
    return arrows


def routes_from(m: RomeMap, start: str) -> dict[str, list[tuple[int, int, tuple[str, ...]]]]:
    """For every crossroads, the routes from ``start`` worth taking (none cheaper in both land and sea arrows
    paid), cheapest first; computed once per start and kept with the map."""
    cache = m.__dict__.setdefault("_routes", {})
    if start in cache:
        return cache[start]
    # a label: (land paid, sea paid, started, node, parent label); best: (node, started) → labels' costs
    labels = [(0, 0, False, start, -1)]
    best: dict[tuple[str, bool], list[tuple[int, int]]] = {(start, False): [(0, 0)]}
    queue = deque([0])
    while queue:
        i = queue.popleft()
        land, sea, started, node, _prev = labels[i]
        for nxt, arrow in m.links[node].items():
            s2, l2, e2 = started or bool(arrow), land, sea
            if arrow and started:
                l2 += arrow == "land"
                e2 += arrow == "sea"
            here = best.setdefault((nxt, s2), [])
            if any(a <= l2 and b <= e2 for a, b in here) or any(a <= l2 and b <= e2 for a, b in
                                                                  best.get((nxt, False), ())):
                continue
            here[:] = [(a, b) for a, b in here if not (l2 <= a and e2 <= b)] + [(l2, e2)]
            labels.append((l2, e2, s2, nxt, i))
            queue.append(len(labels) - 1)
    found: dict[str, list[int]] = {}
    for i, (_l, _s, _st, node, _p) in enumerate(labels):
        found.setdefault(node, []).append(i)
    table = {node: _front(labels, ids) for node, ids in found.items()}
    cache[start] = table
    return table


def _front(labels: list, ids: list[int]) -> list[tuple[int, int, tuple[str, ...]]]:
    costs = {(labels[i][0], labels[i][1]) for i in ids}
    keep = {c for c in costs if not any(d != c and d[0] <= c[0] and d[1] <= c[1] for d in costs)}
    out: dict[tuple[int, int], tuple[int, int, tuple[str, ...]]] = {}
    for i in ids:
        cost = (labels[i][0], labels[i][1])
        if cost in keep and cost not in out:
            path, j = [], i
            while j >= 0:
                path.append(labels[j][3])
                j = labels[j][4]
            out[cost] = (*cost, tuple(reversed(path)))
    return sorted(out.values(), key=lambda f: (3 * f[0] + f[1], f[0], len(f[2])))


def route_options(m: RomeMap, start: str, dest: str) -> list[tuple[int, int, tuple[str, ...]]]:
    """The routes worth taking from ``start`` to ``dest`` (no other is cheaper in both land and sea arrows)."""
    return routes_from(m, start).get(dest, []) if dest != start else []


def choose_route(m: RomeMap, player: Player, start: str, dest: str, *, free: bool = False) -> list[str]:
    """The route the referee proposes: the cheapest one the player can pay (the cheapest, if none)."""
    options = route_options(m, start, dest)
    if not options:
        raise RuleViolation("ROME-MOVE-3", _("no route leads from {start} to {dest}", start=start, dest=dest),
                            _("another destination"))
    if free:
        return list(min(options, key=lambda o: len(o[2]))[2])
    for land, sea, path in options:
        if affordable(player, land, sea):
            return list(path)
    return list(options[0][2])


# --- the move ---------------------------------------------------------------------

def arrows_of(state: RomeState, facts: Facts, tribe: Tribe, event: dict) -> list[str]:
    """The arrows crossed: derived from the route on a map, declared without one."""
    if facts.map:
        path = [tribe.at, *event.get("via", []), event["to"]]
        arrows = path_arrows(facts.map, path)
        if "arrows" in event and event["arrows"] != arrows:
            raise RuleViolation("ROME-MAP-2", _("the route crosses {arrows} on the map, not {given}",
                                                arrows=listing((Term("arrow", a) for a in arrows), _("no arrow")),
                                                given=listing((Term("arrow", a) for a in event["arrows"]))),
                                _("leave the arrows out"))
        return arrows
    return list(event.get("arrows", []))


def arrows_declared(facts: Facts, event: dict) -> None:
    """ROME-MAP-3: without a map a paid move names its arrows (none too); an omitted list is not 'no arrow' (unless
    the option undeclared says so)."""
    if facts.declared and "arrows" not in event and event.get("card") != LEADER and facts.undeclared == "ask":
        raise RuleViolation("ROME-MAP-3", _("without a map the arrows a move crosses are declared with it, in "
                                            "crossing order; nothing is assumed"),
                            _("move {to} arrows land sea …, or arrows none for a route that crosses no arrow",
                              to=event["to"]))


def validate(state: RomeState, event: dict) -> None:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    done = state.this_part
    if tribe.kingdom:
        raise RuleViolation("ROME-MOVE-8", _("{player}'s {tribe} have founded a kingdom and never move again",
                                             player=player.name, tribe=Term("tribe", tribe.kind)),
                            _("conquer a city one arrow from the kingdom, play a card, or pass"))
    if done.plundered or done.conquered:
        raise RuleViolation("ROME-MOVE-6", _("{player}'s {tribe} have plundered or conquered this phase; their "
                                             "action is over", player=player.name, tribe=Term("tribe", tribe.kind)),
                            _("end"))
    if done.moved:
        raise RuleViolation("ROME-MOVE-1", _("{player}'s {tribe} have moved this phase already", player=player.name,
                                             tribe=Term("tribe", tribe.kind)),
                            _("plunder or conquer from here, or end"))
    facts = state.facts
    dest = event["to"]
    if dest == tribe.at:
        raise RuleViolation("ROME-MOVE-2", _("the {tribe} stand on {dest} already", tribe=Term("tribe", tribe.kind),
                                             dest=dest), _("another crossroads, or pass"))
    taken = state.tribe_at(dest)
    if taken:
        raise RuleViolation("ROME-MOVE-2", _("{player}'s {tribe} stand on {dest}; a tribe moves to a free crossroads",
                                             player=taken[0].name, tribe=Term("tribe", taken[1].kind), dest=dest),
                            _("a crossroads without a tribe or city"))
    if facts.city_on(dest):
        raise RuleViolation("ROME-MOVE-2", _("{dest} is the city {city}; a tribe moves to a free crossroads",
                                             dest=dest, city=facts.city_on(dest)),
                            _("a crossroads next to it, then plunder or conquer"))
    arrows = arrows_of(state, facts, tribe, event)
    facts.declare_touching(dest, event.get("touch", []), event.get("seq", 0))
    arrows_declared(facts, event)
    check_bill(state, player, event, arrows)


def check_bill(state: RomeState, player: Player, event: dict, arrows: list[str]) -> None:
    given = event.get("pay", {})
    if event.get("card") == LEADER:
        check_card(state, player, LEADER)
        if given:
            raise RuleViolation("ROME-CARD-6", _("with the Great Tribal Leader the move costs nothing"),
                                _("leave out the payment of {cost}", cost=bag_text(given)))
        return
    land, sea = bill(arrows)
    options = payments(land, sea)
    if given not in options:
        raise RuleViolation("ROME-MOVE-4", _("{bill}, so {cost} is not the bill", bill=bill_text(arrows),
                                             cost=bag_text(given)),
                            _("pay {options}", options=_(" or ").join(str(bag_text(p)) for p in options)))
    if not owns(player, given):
        cheaper = [p for p in options if owns(player, p)]
        raise RuleViolation("ROME-MOVE-5", _("{player} cannot pay {cost} for the move ({bill})", player=player.name,
                                             cost=bag_text(given), bill=bill_text(arrows)),
                            holding(player) + (_("; he could pay {cost}", cost=bag_text(cheaper[0])) if cheaper else
                                               _("; a cheaper route or a nearer crossroads")))


def apply(state: RomeState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    tribe = player.tribes[state.tribe_kind]
    arrows = arrows_of(state, state.facts, tribe, event)
    start = tribe.at
    state.facts.declare_touching(event["to"], event.get("touch", []), event["seq"])
    leader = event.get("card") == LEADER
    if leader:
        play_card(state, player, LEADER)
    paid = event.get("pay", {})
    pay(state, player, paid)
    tribe.at = event["to"]
    state.this_part.moved = True
    if leader:
        out = Outcome().say("{player}'s {tribe} move from {start} to {to} for free with the Great Tribal Leader "
                            "(ROME-CARD-6).", player=player.name, tribe=Term("tribe", tribe.kind), start=start,
                            to=tribe.at)
    else:
        out = Outcome().say("{player}'s {tribe} move from {start} to {to}, paying {cost} (ROME-MOVE-4).",
                            player=player.name, tribe=Term("tribe", tribe.kind), start=start, to=tribe.at,
                            cost=bag_text(paid))
    if arrows and state.narrate:
        rows = []
        for i, arrow in enumerate(arrows, 1):
            price = _("free (the first arrow)") if i == 1 or leader else \
                (_("1 gold") if arrow == "sea" else _("1 grain or 3 gold"))
            rows.append([i, str(Term("arrow", arrow)), price])
        out.tables.append((_("Arrows crossed ({bill})", bill=bill_text(arrows)), ["#", _("arrow"), _("costs")], rows))
    if state.facts.declared:
        mark(state, event, "ROME-MOVE-4", _("arrows crossed {arrows}",
                                            arrows=listing([Term("arrow", a) for a in arrows], _("none"))))
        mark(state, event, "ROME-MOVE-2", _("{at} is free of cities and touches {hexes}", at=tribe.at,
                                            hexes=listing(sorted(state.facts.touching_of(tribe.at)))))
    return out
