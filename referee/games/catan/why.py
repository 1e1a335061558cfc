"""``referee why`` for Catan: each event kind's rules and its reckoning (referee.core.why).

The numbers are read from the states before and after the event: a roll's claims per hex and corner, the
robber's block and the bank's stock; a build's cost, the distance rule and the road it joins; a maritime
trade's rates and the harbour behind each; a discard's half rounded down.
"""

from __future__ import annotations

from referee.core.i18n import _
from referee.core.why import Explainer, Why, label
from referee.games.catan import reports, robber, scoring, trade
from referee.games.catan.common import amount, bag_text, card, listing, piece, resource, robber_place
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import ORDER, TERRAINS


def _gained(before: CatanState, after: CatanState) -> dict[str, dict[str, int]]:
    """Player → resource → cards gained by the event (only gains)."""
    out: dict[str, dict[str, int]] = {}
    for b, a in zip(before.players, after.players):
        for r in ORDER:
            n = a.hand.get(r, 0) - b.hand.get(r, 0)
            if n > 0:
                out.setdefault(b.name, {})[r] = n
    return out


def roll(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    total = ev["total"]
    if total == 7:
        why.rule("CATAN-PROD-1", "CATAN-SEVEN-1", "CATAN-SEVEN-2", "CATAN-SEVEN-3")
        owed = {}
        for p in before.players:
            cards, limit = p.cards(), before.hand_limit(p)
            owed[p.name] = cards // 2 if cards > limit else 0
            if limit != 7:
                why.reckoning.say("{player} keeps a treasure: the limit is {limit} cards (TDE-UNKNOWN-7); holds "
                                  "{cards}, discards {owed}.", player=p.name, limit=limit, cards=cards,
                                  owed=owed[p.name])
            elif cards > 7:
                why.reckoning.say("{player} holds {cards} resource cards, more than 7: discards half, rounded "
                                  "down: {owed} (CATAN-SEVEN-1).", player=p.name, cards=cards, owed=cards // 2)
            else:
                why.reckoning.say("{player} holds {cards} resource cards, 7 or fewer: keeps them.", player=p.name,
                                  cards=cards)
        why.reckoning.say("Nobody produces on a 7 (CATAN-PROD-1); the robber moves after the discards "
                          "(CATAN-SEVEN-3).")
        why.data["discards"] = owed
        return
    why.rule("CATAN-PROD-2", "CATAN-PROD-3", "CATAN-PROD-4", "CATAN-PROD-5", "CATAN-PROD-6")
    board = before.board
    bank = before.bank()
    claims: dict[str, dict[str, int]] = {}              # resource → player → owed (the robber's hex left out)
    rows, hexes = [], []
    for hexname, res, corners in board.producers.get(total, ()):
        blocked = hexname == before.robber
        owed_here: dict[str, int] = {}
        for corner in corners:
            occ = before.occupant.get(corner)
            n = before.yield_at(occ[1], hexname) if occ else 0
            if not n:
                continue
            owed_here[occ[0]] = owed_here.get(occ[0], 0) + n
            rows.append([hexname, total, TERRAINS.term(board.terrain[hexname]), corner, occ[0],
                         f"{piece(occ[1])} ×{n}", _("blocked by the robber") if blocked else amount(n, res)])
            if not blocked:
                per = claims.setdefault(res, {})
                per[occ[0]] = per.get(occ[0], 0) + n
        hexes.append({"hex": hexname, "number": total, "terrain": board.terrain[hexname], "resource": res,
                      "blocked": blocked, "claims": owed_here})
        if blocked:
            why.reckoning.say("The robber stands on {hex} ({terrain} {number}): it produces nothing (CATAN-PROD-4); "
                              "withheld: {withheld}.", hex=hexname, terrain=TERRAINS.term(board.terrain[hexname]),
                              number=total, withheld=listing((f"{n} {amount(c, res)}" for n, c in owed_here.items()),
                                               _("nothing")))
    if not hexes:
        why.reckoning.say("No hex carries the number {total}.", total=total)
    short = {}
    for res, per in claims.items():
        need = sum(per.values())
        if need <= bank[res]:
            why.reckoning.say("{resource}: {need} owed, the bank holds {left} — everyone is paid (CATAN-PROD-6).",
                              resource=resource(res), need=need, left=bank[res])
        else:
            short[res] = {"owed": per, "bank": bank[res]}
            sole = len(per) == 1 and before.options["shortage_sole_player_gets_rest"] and bank[res]
            why.reckoning.say("{resource}: {need} owed to {players}, the bank holds {left} — too few for all, so "
                              "{outcome} (CATAN-PROD-5).", resource=resource(res), need=need, left=bank[res],
                              players=listing(per), outcome=_("the only one owed gets the rest") if sole
                              else _("nobody gets any"))
    if rows:
        why.reckoning.tables.append((_("Claims for {total}", total=total),
                                     [_("hex"), _("number"), _("terrain"), _("corner"), _("player"), _("piece"),
                                      _("cards")], rows))
    paid = _gained(before, after)
    why.data.update(total=total, hexes=hexes, bank=bank, short=short, paid=paid)


def _robber_move(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    """A robber move by a 7 or a Knight: where from and to, who could be robbed, what was taken."""
    why.rule("CATAN-ROBBER-2", "CATAN-ROBBER-3", "CATAN-ROBBER-4", "CATAN-ROBBER-5")
    mover = before.by_name[ev["player"]]
    to, board = ev["to"], before.board
    victims = robber.eligible_victims(before, mover, to)
    why.reckoning.say("The robber moves {origin} → {to} ({terrain} {number}); {to} produces nothing while it "
                      "stands there (CATAN-PROD-4).", origin=robber_place(before), to=to,
                      terrain=TERRAINS.term(board.terrain[to]), number=board.number.get(to, "-"))
    why.reckoning.say("Players with a building on {to} who may be robbed: {players} (CATAN-ROBBER-3).", to=to,
                      players=listing(f"{v.name} ({v.cards()})" for v in victims) or _("nobody"))
    victim = theft(before, mover, ev, why)
    why.data["robber"] = {"from": before.robber, "to": to, "victims": [v.name for v in victims],
                          "victim": victim, "stolen": ev.get("stolen")}


def theft(before: CatanState, mover, ev: dict, why: Why) -> str | None:
    """The card a robber's or pirate's move took: the victim's hand and the draw (CATAN-ROBBER-4); the victim."""
    victim = ev.get("victim")
    if victim and ev.get("stolen"):
        why.reckoning.say("{victim} held {cards} resource cards; {player} draws {stolen}.", victim=victim,
                          cards=before.by_name[victim].cards(), player=mover.name, stolen=bag_text({ev["stolen"]: 1}))
    elif victim:
        why.reckoning.say("{victim} holds no resource card: nothing is stolen (CATAN-ROBBER-4).", victim=victim)
    return victim


def _road_change(before: CatanState, after: CatanState, why: Why) -> None:
    """The Longest Road lengths and card, if they changed (CATAN-ROAD-1…8)."""
    lengths = [(b.name, b.road_length, a.road_length) for b, a in zip(before.players, after.players)
               if b.road_length != a.road_length]
    if not lengths and before.longest_road == after.longest_road:
        return
    why.rule("CATAN-ROAD-1", "CATAN-ROAD-3", "CATAN-ROAD-4")
    for name, was, now in lengths:
        why.reckoning.say("{player}'s longest road: {was} → {now} (CATAN-ROAD-1).", player=name, was=was, now=now)
    if before.longest_road != after.longest_road:
        why.reckoning.say("Longest Road card: {was} → {now} (at least 5, and longer than the holder: "
                          "CATAN-ROAD-3, CATAN-ROAD-4).", was=before.longest_road or "-", now=after.longest_road or "-")


def build(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    player, kind, at = before.by_name[ev["player"]], ev["piece"], ev["at"]
    grid = before.board.grid
    if before.in_setup:
        why.rule("CATAN-SETUP-4", "CATAN-SETUP-5" if kind == "settlement" else "CATAN-SETUP-6")
        why.reckoning.say("Set-up placement {step} of {steps}, in snake order (CATAN-SETUP-4); no cost.",
                          step=before.setup_step + 1, steps=before.setup_steps)
    else:
        cost = before.edition.costs[kind]
        why.rule("CATAN-BUILD-1", "CATAN-BUILD-2", "CATAN-BUILD-3")
        why.reckoning.say("Cost {cost}: {player} held {held} (CATAN-BUILD-1); {left} {piece} left in the supply "
                          "(CATAN-BUILD-3).", cost=bag_text(cost), player=player.name,
                          held=bag_text(player.hand) if player.hand.total() else _("nothing"),
                          left=after.by_name[player.name].left(kind), piece=piece(kind))
    if kind == "settlement" or (kind == "city" and before.in_setup):      # a set-up city (TDE-UNKNOWN-8)
        near = grid.corners[at].neighbours
        why.rule("CATAN-BUILD-5")
        why.reckoning.say("Distance rule: {at} and its neighbours {corners} hold no building (CATAN-BUILD-5).",
                          at=at, corners=listing(near))
        if not before.in_setup:
            mine = [p for p in grid.corners[at].paths if p in player.roads]
            why.rule("CATAN-BUILD-6")
            why.reckoning.say("It touches {player}'s road {roads} (CATAN-BUILD-6).", player=player.name,
                              roads=listing(mine))
    elif kind == "city":
        why.rule("CATAN-BUILD-7")
        why.reckoning.say("The city replaces {player}'s settlement on {at}; the settlement returns to the supply "
                          "(CATAN-BUILD-7).", player=player.name, at=at)
    elif kind == "road":
        why.rule("CATAN-BUILD-8")
        joins = [e for e in grid.sides[at].ends
                 if before.occupant.get(e, ("",))[0] == player.name
                 or any(p in player.roads for p in grid.corners[e].paths if p != at)]
        why.reckoning.say("The road {at} joins {player}'s network at {corners} (CATAN-BUILD-8).", at=at,
                          player=player.name, corners=listing(joins))
    gained = _gained(before, after).get(player.name)
    if before.in_setup and gained:
        why.rule("CATAN-SETUP-7")
        why.reckoning.say("The second set-up settlement brings one card of each hex around it: {cards} "
                          "(CATAN-SETUP-7).", cards=bag_text(gained))
    _special(before, why)
    _road_change(before, after, why)
    _win(before, after, why)


def _special(before: CatanState, why: Why) -> None:
    """A build or buy between turns is a special build of the 5–6 extension (CATAN56-SBP-1, -2)."""
    if before.between == "special_build":
        why.rule("CATAN56-SBP-1", "CATAN56-SBP-2", "CATAN56-SBP-6")
        why.reckoning.say("Special building phase: after {ender}'s turn the others build in seat order before "
                          "{player}'s roll; a card bought now waits for its buyer's own turn (CATAN56-SBP-1, "
                          "CATAN56-SBP-6).", ender=before.players[(before.active - 1) % len(before.players)].name,
                          player=before.current.name)


def buy(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    why.reckoning.say("Cost {cost}; the deck held {was} cards, now {now} (CATAN-BUILD-10).",
                      cost=bag_text(before.edition.costs["development"]), was=before.cards.deck_left(),
                      now=after.cards.deck_left())
    _special(before, why)
    _win(before, after, why)


def play(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    name = ev["card"]
    why.rule(*CARD_RULES.get(name, ()))
    why.reckoning.say("{player} plays {card}: one development card a turn, not one bought this turn "
                      "(CATAN-DEV-2, CATAN-DEV-3).", player=ev["player"], card=card(name))
    if name == "knight":
        _robber_move(before, after, ev, why)
        army(before, after, ev, why)
    elif name == "monopoly":
        res = ev["resource"]
        taken = {p.name: p.hand.get(res, 0) for p in before.players if p.name != ev["player"] and p.hand.get(res)}
        why.reckoning.say("Every other player hands over all their {resource}: {taken} (CATAN-DEV-8).",
                          resource=resource(res), taken=listing(f"{n} {c}" for n, c in taken.items()) or _("nothing"))
        why.data["monopoly"] = taken
    _road_change(before, after, why)
    _win(before, after, why)


def army(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    """A Knight's count and the Largest Army card (CATAN-ARMY-1, CATAN-ARMY-2)."""
    b, a = before.by_name[ev["player"]], after.by_name[ev["player"]]
    why.reckoning.say("Knights played by {player}: {was} → {now}; Largest Army: {holder_was} → {holder_now} "
                      "(3 or more, and more than the holder: CATAN-ARMY-1, CATAN-ARMY-2).", player=b.name,
                      was=b.knights, now=a.knights, holder_was=before.largest_army or "-",
                      holder_now=after.largest_army or "-")


CARD_RULES = {"knight": ("CATAN-DEV-5", "CATAN-ARMY-1", "CATAN-ARMY-2", "CATAN-ARMY-3"),
              "road_building": ("CATAN-DEV-6", "CATAN-BUILD-8"), "year_of_plenty": ("CATAN-DEV-7",),
              "monopoly": ("CATAN-DEV-8",), "victory_point": ("CATAN-DEV-10", "CATAN-END-3")}


def robber_event(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    _robber_move(before, after, ev, why)


def discard(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    p = before.by_name[ev["player"]]
    why.reckoning.say("{player} held {cards} resource cards after the 7: {owed} to discard, half rounded down "
                      "(CATAN-SEVEN-1); discarded {discarded}.", player=p.name, cards=p.cards(),
                      owed=before.owed.get(p.name, 0), discarded=bag_text(ev["cards"]))
    waiting = [n for n in after.owed]
    why.reckoning.say("Still to discard: {players}.", players=listing(waiting, _("nobody")))
    why.data["discard"] = {"cards": p.cards(), "owed": before.owed.get(p.name, 0)}


def maritime(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    player = before.by_name[ev["player"]]
    rates = trade.rates(before, player)
    for res, n in ev["give"].items():
        rate = rates[res]
        source = {2: _("the {resource} harbour", resource=resource(res)), 3: _("the 3:1 harbour")}.get(
            rate, _("no harbour"))
        why.reckoning.say("{cards} at {rate}:1 ({source}) buy {units}.", cards=amount(n, res), rate=rate,
                          source=source, units=n // rate)
    why.reckoning.say("{player} gets {get} from the bank.", player=player.name, get=bag_text(ev["get"]))
    why.data["rates"] = {r: rates[r] for r in ev["give"]}


def trade_event(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    why.reckoning.say("{player} gives {give} and gets {get}; any ratio the two agree is allowed (CATAN-TRADE-3).",
                      player=ev["player"], give=bag_text(ev["give"]), get=bag_text(ev["get"]))


def end(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    why.reckoning.say("{player}'s turn {turn} ends; {next} acts next: {prompt}.", player=ev["player"],
                      turn=before.turn, next=after.current.name, prompt=_waiting(after))
    if after.between == "special_build":
        why.rule("CATAN56-SBP-1")
    _win(before, after, why)


def _waiting(state: CatanState) -> str:
    return reports.waiting_for(state)


def _win(before: CatanState, after: CatanState, why: Why) -> None:
    """The win, if this event brought it: the points by kind against the target (CATAN-END-1, CATAN-VP-1)."""
    if after.winner and not before.winner:
        why.rule("CATAN-END-1", "CATAN-VP-1")
        p = after.by_name[after.winner]
        parts = scoring.breakdown(after, p)
        why.reckoning.say("{player} reaches {points} victory points ({parts}), the target is {target}: the game "
                          "is won (CATAN-END-1).", player=p.name, points=sum(parts.values()),
                          parts=", ".join(f"{label(k)} {v}" for k, v in parts.items() if v),
                          target=after.options["victory_points"])


def reveal(before: CatanState, after: CatanState, ev: dict, why: Why) -> None:
    """Victory Point cards bought face down, shown (DESIGN.md §3, "Secrets"): what could still be one."""
    why.reckoning.say("{player} held {hidden} card(s) face down; {left} Victory Point card(s) were not yet shown or "
                      "known elsewhere (CATAN-END-4, CATAN-DEV-1).", player=ev["player"],
                      hidden=before.cards.hidden[ev["player"]], left=before.cards.unaccounted("victory_point"))
    _win(before, after, why)


TURN = ("CATAN-TURN-1", "CATAN-TURN-2")
TABLE = {
    "roll": Explainer(TURN, roll),
    "robber": Explainer(("CATAN-ROBBER-1", "CATAN-SEVEN-3"), robber_event),
    "discard": Explainer(("CATAN-SEVEN-1", "CATAN-SEVEN-3"), discard),
    "build": Explainer(("CATAN-TURN-3",), build),
    "buy": Explainer(("CATAN-BUILD-10", "CATAN-BUILD-1", "CATAN-TURN-3"), buy),
    "play": Explainer(("CATAN-DEV-2", "CATAN-DEV-3", "CATAN-DEV-4"), play),
    "trade": Explainer(("CATAN-TRADE-1", "CATAN-TRADE-2", "CATAN-TRADE-3", "CATAN-TRADE-4", "CATAN-TRADE-5"),
                       trade_event),
    "maritime": Explainer(("CATAN-MARITIME-1", "CATAN-MARITIME-2", "CATAN-MARITIME-3", "CATAN-MARITIME-4",
                           "CATAN-MARITIME-5", "CATAN-MARITIME-6"), maritime),
    "end": Explainer(("CATAN-TURN-4", "CATAN-END-2"), end),
    "reveal": Explainer(("CATAN-END-4", "CATAN-END-1"), reveal),
}

SUMMARY_TERMS = {"resources": "resource", "bank": "resource", "dev_cards": "development card", "phase": "phase"}
