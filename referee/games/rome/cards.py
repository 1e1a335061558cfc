"""Action cards: one per phase 2, 3 and 4 — ROME-CARD (Traitor and the Great Tribal Leader's free move are
played with the plunder, conquest or move they serve: plunder.py, kingdom.py, movement.py)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.games.rome import legionnaire
from referee.games.rome.common import card_name, check_pasture, coins, draw_pasture, gain_gold, good
from referee.games.rome.components import N
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import CARDS, CULTURE, TREASURES

LEADER_DRAWS = 2


def check_card(state: RomeState, player: Player, card: str, *, with_action: str = "") -> None:
    """ROME-CARD-1/2: he holds the card (bought this phase counts) — known, or one of his face-down cards may be
    it — and has not played one this phase."""
    if not player.cards[card] and not state.cards.can_reveal(player.name, card, settled=False):
        hidden = state.cards.hidden[player.name]
        if hidden:                       # face-down cards, none of which can be it: say what the unknown would be
            raise RuleViolation("ROME-CARD-1", _("{player} cannot hold a {card}: none of his {count} face-down "
                                                 "card(s) can be one — there is only one and it is drawn or shown "
                                                 "already", player=player.name, card=card_name(card), count=hidden),
                                _("playable: {cards}", cards=listing(map(card_name, playable(state, player)))) +
                                with_action)
        held = [c for c, n in player.cards.items() if n and c not in CULTURE]
        raise RuleViolation("ROME-CARD-1", _("{player} holds no {card}", player=player.name, card=card_name(card)),
                            _("playable: {cards}", cards=listing(map(card_name, held))) + with_action)
    if state.this_part.card:
        raise RuleViolation("ROME-CARD-1", _("{player} has played a card in this phase already ({card}); one per "
                                             "phase", player=player.name, card=card_name(state.this_part.card)),
                            _("one card in each of phases 2, 3 and 4; the next one in the next phase"))


def playable(state: RomeState, player: Player) -> list[str]:
    """The kinds he may play: held openly, or that one of his face-down cards may be (Cultural Progress never)."""
    return [c for c in CARDS.names if c not in CULTURE
            and (player.cards[c] or state.cards.can_reveal(player.name, c, settled=False))]


def play_card(state: RomeState, player: Player, card: str) -> None:
    """A card known to be in his hand is played first; otherwise one of his face-down cards is shown to be it."""
    if player.cards[card]:
        player.cards[card] -= 1
    else:
        state.cards.reveal(player.name, card, keep=False, settled=False)
        state.action_drawn[card] += 1
    state.this_part.card = card


def validate(state: RomeState, event: dict) -> None:
    player, card = state.by_name[event["player"]], event["card"]
    if card in CULTURE:
        raise RuleViolation("ROME-CARD-8", _("{card} is a Cultural Progress card: it is never played; it counts 1 "
                                             "VP by itself", card=card_name(card)), _("keep it"))
    if card == "traitor":
        raise RuleViolation("ROME-CARD-5", _("the Traitor is played at the moment of a plunder or conquest"),
                            _("plunder CITY … traitor, or conquer CITY traitor"))
    check_card(state, player, card)
    extra = [k for k in ("to", "victim", "stolen", "gold", "drew") if k in event]
    if card == "diplomat":
        if state.stage != "trade_build":
            raise RuleViolation("ROME-CARD-4", _("the Diplomat is played in phase 2 (trading and building) only"),
                                _("in phase 3 or 4: a Treasure, or the Great Tribal Leader with a move"))
        if "to" not in event:
            raise RuleViolation("ROME-CARD-4", _("where does the Diplomat send the legionnaire?"),
                                _("play diplomat HEX [VICTIM CARD]"))
        legionnaire.check_move(state, state.facts, player, event, "ROME-CARD-4", must_move=True)
    elif card == "great_tribal_leader":
        if state.stage != "trade_build":
            raise RuleViolation("ROME-CARD-6", _("in phase 3 or 4 the Great Tribal Leader moves the tribe for free"),
                                _("move DESTINATION leader"))
        due = min(LEADER_DRAWS, state.pasture_left())
        check_pasture(state, event.get("drew"), "ROME-CARD-6", due, _("the Great Tribal Leader"))
        _no_extra(card, [k for k in extra if k != "drew"])
    elif card in TREASURES:
        drawn_now = state.this_part.drawn[card] or (not player.cards[card] and state.cards.fresh[player.name])
        if not state.options["treasure_cash_any_phase"] and not drawn_now:
            raise RuleViolation("ROME-CARD-7", _("{card} is cashed only when drawn (option treasure_cash_any_phase = "
                                                 "false); keep it for {gold} at the end", card=card_name(card),
                                                 gold=coins(N["treasure_end"])), _("keep it"))
        _no_extra(card, extra)


def _no_extra(card: str, extra: list[str]) -> None:
    if extra:
        raise RuleViolation("ROME-CARD-1", _("{card} takes no {what}", card=card_name(card), what=", ".join(extra)),
                            _("play {card}", card=card))


def apply(state: RomeState, event: dict) -> Outcome:
    player, card = state.by_name[event["player"]], event["card"]
    play_card(state, player, card)
    out = Outcome()
    if card == "diplomat":
        player.diplomats += 1
        state.facts.declare_landscape(event["to"], event["seq"])
        out.lines.append(_("{player} plays a Diplomat ({count} played, face up) (ROME-CARD-4).", player=player.name,
                           count=player.diplomats))
        legionnaire.move(state, player, event, out)
    elif card == "great_tribal_leader":
        due = min(LEADER_DRAWS, state.pasture_left())
        drew = event["drew"] if "drew" in event else [None] * due
        draw_pasture(state, player, drew, out, event.get("seq", 0))
        out.lines.insert(0, _("{player} plays the Great Tribal Leader and takes the top pasture cards: {cards} "
                              "(ROME-CARD-6).", player=player.name,
                              cards=listing([good(c) if c else _("face down") for c in drew], _("none left"))))
    else:
        player.cashed += 1
        paid = gain_gold(state, player, N["treasure_now"], out)
        out.lines.insert(0, _("{player} cashes {card} for {gold} (ROME-CARD-7).", player=player.name,
                              card=card_name(card), gold=coins(paid)))
    return out
