"""Playing progress cards — CK-PROG-1…6.

The table records ``progress`` with the ``card`` played. Four cards TD&E names are refereed in full: Irrigation
(2 grain per fields hex at the player's buildings, CK-PROG-3), Inventor (``hexes``: two number tokens swapped, not
2, 12, 6 or 8, CK-PROG-4), Deserter (``at``: the opponent's knight its owner removes; ``place``: where the player
puts a knight of that strength for free, CK-PROG-5), Intrigue (``at``: an opponent's knight on the player's roads or
ships, displaced; ``place``: where its owner puts it, CK-PROG-6). Every other card (part C leaves them out) is
recorded as the table types it — ``gained`` (player or ``bank`` → cards the player took), ``paid`` (cards to the
bank), ``points`` (victory points it gave) and the event's ``note`` (what else it did) — and listed as not
verified; it is never refused for not being modelled. The scenarios narrow what a card may touch (the
:class:`CKState` hooks).
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import N_, Term, _, translate
from referee.games.catan.board import renumbered
from referee.games.catan.common import bag_text, holding, listing
from referee.games.catan.cities_knights import data, knights
from referee.games.catan.cities_knights.state import CKState, Knight
from referee.games.catan.seafarers import trade_route
from referee.games.catan.state import Player

REFEREED = ("irrigation", "inventor", "deserter", "intrigue")
FIXED = (2, 12, 6, 8)                        # numbers the Inventor may not move (CK-PROG-4)
NOT_REFEREED = N_("card not refereed: CK part C")
TYPED = frozenset({"gained", "paid", "points"})     # and the common ``note``, which any event may carry
FIELDS = {"irrigation": frozenset(), "inventor": frozenset({"hexes"}), "deserter": frozenset({"at", "place"}),
          "intrigue": frozenset({"at", "place"})}


def fields_of(card: str) -> frozenset[str]:
    return FIELDS.get(card, TYPED)


def irrigated(state: CKState, player: Player) -> list[str]:
    """CK-PROG-3: fields hexes touching one of the player's buildings (Great Canal: dry ones too)."""
    grid = state.board.grid
    mine = player.settlements | player.cities
    return [h for h in grid.hexes if state.board.terrain[h] == "fields" and any(c in mine for c in grid.corners_of(h))]


def _check_held(state: CKState, player: Player, card: str) -> str:
    deck = data.card_deck(card)
    if deck is None:
        known = listing(sorted(str(Term("progress card", c)) for t in data.TRACKS for c in data.deck(t)))
        raise RuleViolation("CK-PROG-1", _("'{card}' is no progress card", card=card), _("cards: {cards}", cards=known))
    if not state.progress[player.name][deck]:
        raise RuleViolation("CK-PROG-1", _("{player} holds no progress card of the {deck} deck", player=player.name,
                                           deck=Term("deck", deck)),
                            _("progress cards held: {cards}", cards=listing(
                                [f"{Term('deck', d)} {n}" for d, n in state.progress[player.name].items() if n],
                                _("none"))))
    return deck


def _check_irrigation(state: CKState, player: Player, ev: dict) -> list[str]:
    return []


def _check_inventor(state: CKState, player: Player, ev: dict) -> list[str]:
    hexes = list(ev.get("hexes", []))
    numbers = state.board.number
    movable = [h for h in state.board.grid.hexes if h in numbers and numbers[h] not in FIXED
               and state.progress_may_touch(h)]
    if len(hexes) != 2 or hexes[0] == hexes[1] or any(h not in movable for h in hexes):
        raise RuleViolation("CK-PROG-4", _("the Inventor swaps two number tokens other than 2, 12, 6 and 8"),
                            _("tokens it may swap: {hexes}", hexes=listing([f"{h} ({numbers[h]})" for h in movable],
                                                                           _("none"))))
    return []


def _opponents_knight(state: CKState, player: Player, at: str | None, rule: str, where: list[str]) -> Knight:
    knight = state.knights.get(at) if at else None
    allowed = _("knights it may target: {corners}", corners=listing(where, _("none")))
    shielded = [(c, state.knight_shield(c)) for c, k in state.knights.items() if k.owner != player.name]
    shielded = [(c, shield) for c, shield in shielded if shield]
    if shielded and not where:
        allowed += _(" ({reason}, {rule})", reason=shielded[0][1][1], rule=shielded[0][1][0])
    shield = dict(shielded).get(at)
    if knight is not None and shield:
        raise RuleViolation(shield[0], _("{reason}: no Deserter or Intrigue may target it", reason=shield[1]), allowed)
    if knight is None or knight.owner == player.name or at not in where:
        raise RuleViolation(rule, _("no opponent's knight the card may target on {at}", at=at or "-"), allowed)
    return knight


def _check_deserter(state: CKState, player: Player, ev: dict) -> list[str]:
    where = state.board.grid.sort(c for c, k in state.knights.items() if k.owner != player.name
                                  and state.knight_targetable(c))
    knight = _opponents_knight(state, player, ev.get("at"), "CK-PROG-5", where)
    place = ev.get("place")
    if place is None:
        return []
    sites = [c for c in knights.build_sites(state, player) if c != ev["at"]]
    if state.knights_left(player.name, knight.rank) < 1 or place not in sites:
        raise RuleViolation("CK-PROG-5", _("{player} cannot place a {rank} knight on {at}", player=player.name,
                                           rank=knights.rank_name(knight.rank), at=place),
                            _("free intersections: {corners}", corners=listing(sites, _("none")))
                            if state.knights_left(player.name, knight.rank) else _("leave the place out"))
    return []


def _check_intrigue(state: CKState, player: Player, ev: dict) -> list[str]:
    network = set(state.network_corners(player))
    where = state.board.grid.sort(c for c, k in state.knights.items() if k.owner != player.name and c in network
                                  and state.knight_targetable(c))
    knight = _opponents_knight(state, player, ev.get("at"), "CK-PROG-6", where)
    sites = state.displaced_sites(state.by_name[knight.owner], ev["at"], player)
    place = ev.get("place")
    if sites and place not in sites or not sites and place:
        raise RuleViolation("CK-PROG-6", _("where does {player}'s displaced knight go? {place} is not allowed",
                                           player=knight.owner, place=place or "-"),
                            _("free intersections: {corners}", corners=listing(sites)) if sites
                            else _("leave the place out"))
    return []


def _check_typed(state: CKState, player: Player, ev: dict) -> list[str]:
    """A card not refereed: only what the table typed must be possible (the cards exist where it says)."""
    bank = state.bank()
    for source, bag in ev.get("gained", {}).items():
        if source == "bank":
            short = {k: n for k, n in bag.items() if k in bank and n > bank[k]}
            if short:
                raise RuleViolation("CK-PROG-1", _("the bank cannot give {cards}", cards=bag_text(short)),
                                    _("the bank holds {cards}", cards=bag_text(bank)))
            continue
        giver = state.by_name[source]
        if giver is player or not giver.hand.holds(bag):
            raise RuleViolation("CK-PROG-1", _("{player} cannot give {cards}", player=source, cards=bag_text(bag)),
                                holding(giver))
    if not player.hand.holds(ev.get("paid", {})):
        raise RuleViolation("CK-PROG-1", _("{player} cannot pay {cards}", player=player.name,
                                           cards=bag_text(ev["paid"])), holding(player))
    return []


CHECKS = {"irrigation": _check_irrigation, "inventor": _check_inventor, "deserter": _check_deserter,
          "intrigue": _check_intrigue}


def validate(state: CKState, event: dict) -> list[str]:
    player, card = state.by_name[event["player"]], event["card"]
    if not state.rolled and card != "alchemist":
        raise RuleViolation("CK-PROG-1", _("before the roll only the Alchemist is played"), _("roll first"))
    _check_held(state, player, card)
    wrong = (set(event) & (TYPED | {"hexes", "at", "place"})) - fields_of(card)
    if wrong:
        raise RuleViolation("CK-PROG-1", _("a {card} does not take {fields}", card=Term("progress card", card),
                                           fields=", ".join(sorted(wrong))),
                            _("{card} takes {fields}", card=Term("progress card", card),
                              fields=", ".join(sorted(fields_of(card))) or "-"))
    return CHECKS.get(card, _check_typed)(state, player, event)


# --- what happens ----------------------------------------------------------------------------------------------
def _irrigation(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    hexes = irrigated(state, player)
    want = 2 * len(hexes)
    got = min(want, state.bank()["grain"])
    player.hand.add({"grain": got})
    out.say("{player} plays Irrigation: {count} grain for the fields {hexes} (CK-PROG-3).", player=player.name,
            count=got, hexes=listing(hexes, _("none")))
    if got < want:
        out.say("The bank holds only {count} grain (CK-PROG-3).", count=got)


def _inventor(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    a, b = ev["hexes"]
    na, nb = state.board.number[a], state.board.number[b]
    state.board = renumbered(state.board, {a: nb, b: na})
    out.say("{player} plays the Inventor: {first} now carries {b_number}, {second} {a_number} (CK-PROG-4).",
            player=player.name, first=a, second=b, a_number=na, b_number=nb)


def _deserter(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    knight = state.knights.pop(ev["at"])
    out.say("{player} plays the Deserter: {owner} removes the {rank} knight on {at} (CK-PROG-5).", player=player.name,
            owner=knight.owner, rank=knights.rank_name(knight.rank), at=ev["at"])
    if ev.get("place"):
        state.knights[ev["place"]] = Knight(player.name, knight.rank, built=state.turn)
        out.say("{player} places a {rank} knight on {at} for free, inactive (CK-PROG-5).", player=player.name,
                rank=knights.rank_name(knight.rank), at=ev["place"])


def _intrigue(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    knight = state.knights.pop(ev["at"])
    if ev.get("place"):
        state.knights[ev["place"]] = knight
        out.say("{player} plays Intrigue: {owner}'s knight leaves {at} for {place} (CK-PROG-6).", player=player.name,
                owner=knight.owner, at=ev["at"], place=ev["place"])
    else:
        out.say("{player} plays Intrigue: {owner}'s knight on {at} has nowhere to go and is removed (CK-PROG-6).",
                player=player.name, owner=knight.owner, at=ev["at"])


def card_note(seq: int, what: str) -> str | None:
    """``check``'s note on a progress card recorded as typed (CK part C), in the table's language; None for another
    unknown."""
    if not what.startswith(NOT_REFEREED):
        return None
    return _("  not verified: event {seq}: {card} recorded as typed ({why})", seq=seq,
             card=Term("progress card", what.partition("(")[2].rstrip(")")), why=translate(NOT_REFEREED))


def _typed(state: CKState, player: Player, ev: dict, out: Outcome) -> None:
    for source, bag in ev.get("gained", {}).items():
        if source != "bank":
            state.by_name[source].hand.take(bag)
        player.hand.add(bag)
    player.hand.take(ev.get("paid", {}))
    state.card_points[player.name] += ev.get("points", 0)
    state.unverified.append((ev.get("seq", 0), "CK-PROG-1", f"{NOT_REFEREED} ({ev['card']})"))
    out.say("{player} plays {card}, recorded as typed: {what} — not verified ({why}).", player=player.name,
            card=Term("progress card", ev["card"]), why=translate(NOT_REFEREED),
            what=listing([*(f"{s} → {player.name} {bag_text(b)}" for s, b in ev.get("gained", {}).items()),
                          *([_("pays {cards}", cards=bag_text(ev["paid"]))] if ev.get("paid") else []),
                          *([_("{points} VP", points=ev["points"])] if ev.get("points") else []),
                          *([ev["note"]] if ev.get("note") else [])], _("nothing typed")))


EFFECTS = {"irrigation": _irrigation, "inventor": _inventor, "deserter": _deserter, "intrigue": _intrigue}


def apply(state: CKState, event: dict) -> Outcome:
    player, card = state.by_name[event["player"]], event["card"]
    deck = data.card_deck(card)
    state.progress[player.name][deck] -= 1
    state.played.append((event.get("seq", 0), player.name, card, card in REFEREED))
    out = Outcome()
    EFFECTS.get(card, _typed)(state, player, event, out)
    if card in ("deserter", "intrigue"):
        trade_route.update(state, out)             # a knight gone or moved may free a route (CK-KNIGHT-6)
    return out
