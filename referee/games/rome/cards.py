"""Action cards: one per phase 2, 3 and 4 — ROME-CARD (Traitor and the Great Tribal Leader's free move are
played with the plunder, conquest or move they serve: plunder.py, kingdom.py, movement.py)."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import listing
from referee.games.rome import legionnaire
from referee.games.rome.common import check_pasture, draw_pasture, gain_gold
from referee.games.rome.components import N
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import CULTURE, TREASURES

LEADER_DRAWS = 2


def check_card(state: RomeState, player: Player, card: str, *, with_action: str = "") -> None:
    """ROME-CARD-1/2: he holds the card (bought this phase counts) and has not played one this phase."""
    if not player.cards[card]:
        held = [c for c, n in player.cards.items() if n and c not in CULTURE]
        raise RuleViolation("ROME-CARD-1", f"{player.name} holds no {card}",
                            f"playable: {listing(held)}{with_action}")
    if state.this_part.card:
        raise RuleViolation("ROME-CARD-1", f"{player.name} has played a card in this phase already "
                                           f"({state.this_part.card}); one per phase",
                            "one card in each of phases 2, 3 and 4; the next one in the next phase")


def play_card(state: RomeState, player: Player, card: str) -> None:
    player.cards[card] -= 1
    state.this_part.card = card


def validate(state: RomeState, event: dict) -> None:
    player, card = state.by_name[event["player"]], event["card"]
    if card in CULTURE:
        raise RuleViolation("ROME-CARD-8", f"{card} is a Cultural Progress card: it is never played; "
                                           "it counts 1 VP by itself", "keep it")
    if card == "traitor":
        raise RuleViolation("ROME-CARD-5", "the Traitor is played at the moment of a plunder or conquest",
                            "plunder CITY … traitor, or conquer CITY traitor")
    check_card(state, player, card)
    extra = [k for k in ("to", "victim", "stolen", "gold", "drew") if k in event]
    if card == "diplomat":
        if state.stage != "trade_build":
            raise RuleViolation("ROME-CARD-4", "the Diplomat is played in phase 2 (trading and building) only",
                                "in phase 3 or 4: a Treasure, or the Great Tribal Leader with a move")
        if "to" not in event:
            raise RuleViolation("ROME-CARD-4", "where does the Diplomat send the legionnaire?",
                                "play diplomat HEX [VICTIM CARD]")
        legionnaire.check_move(state, state.facts, player, event, "ROME-CARD-4", must_move=True)
    elif card == "great_tribal_leader":
        if state.stage != "trade_build":
            raise RuleViolation("ROME-CARD-6", "in phase 3 or 4 the Great Tribal Leader moves the tribe for free",
                                "move DESTINATION leader")
        due = min(LEADER_DRAWS, state.pasture_left())
        check_pasture(state, event.get("drew", []), "ROME-CARD-6", due, "the Great Tribal Leader")
        _no_extra(card, [k for k in extra if k != "drew"])
    elif card in TREASURES:
        if not state.options["treasure_cash_any_phase"] and not state.this_part.drawn[card]:
            raise RuleViolation("ROME-CARD-7", f"{card} is cashed only when drawn (option treasure_cash_any_phase "
                                               "= false); keep it for 7 gold at the end", "keep it")
        _no_extra(card, extra)


def _no_extra(card: str, extra: list[str]) -> None:
    if extra:
        raise RuleViolation("ROME-CARD-1", f"{card} takes no {', '.join(extra)}", f"play {card}")


def apply(state: RomeState, event: dict) -> Outcome:
    player, card = state.by_name[event["player"]], event["card"]
    play_card(state, player, card)
    out = Outcome()
    if card == "diplomat":
        player.diplomats += 1
        state.facts.declare_landscape(event["to"], event["seq"])
        out.lines.append(f"{player.name} plays a Diplomat ({player.diplomats} played, face up) (ROME-CARD-4).")
        legionnaire.move(state, player, event, out)
    elif card == "great_tribal_leader":
        draw_pasture(state, player, event.get("drew", []), out)
        out.lines.insert(0, f"{player.name} plays the Great Tribal Leader and takes the top pasture cards: "
                            f"{listing(event.get('drew', []), 'none left')} (ROME-CARD-6).")
    else:
        player.cashed += 1
        paid = gain_gold(state, player, N["treasure_now"], out)
        out.lines.insert(0, f"{player.name} cashes {card} for {paid} gold (ROME-CARD-7).")
    return out
