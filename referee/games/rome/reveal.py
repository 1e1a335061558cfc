"""Action cards drawn face down, shown: the ``reveal`` event — ROME-END-1/2, ROME-CARD-7/8 (DESIGN.md §3, "Secrets").

A table that keeps its action cards secret buys them (``buy``) and draws them from plunder counters without
naming them; :mod:`referee.core.secrets` keeps what each face-down card may be. A card played is shown by the
play itself (:func:`cards.play_card`). Cultural Progress cards are never played: a player shows them to announce
that he reached the target (ROME-END-1), and at the end every face-down card is shown — the Cultural Progress cards
for their VP, the Treasures for 7 gold in the tie-break (ROME-END-2, ROME-CARD-7); the winner is named when the
last one is shown.
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _, listing
from referee.games.rome import scoring
from referee.games.rome.common import card_name
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import CULTURE, TREASURES

STAGES = frozenset({"trade_build", "horsemen", "warriors", "over"})   # one's own part of phases 2–4, or the end
DURING = {**{t: "ROME-CARD-7" for t in TREASURES}, **{c: "" for c in CULTURE}}   # what may be shown before the end


def validate(state: RomeState, event: dict) -> None:
    player, card, count = state.by_name[event["player"]], event["card"], event.get("count", 1)
    over = state.stage == "over"
    rule = "ROME-END-2" if over else "ROME-END-1"
    if not over and card not in CULTURE:
        raise RuleViolation(DURING.get(card) or "ROME-CARD-1",
                            _("before the end only Cultural Progress cards are shown (to announce the target); a "
                              "{card} is played, or shown at the end", card=card_name(card)),
                            _("play {card}", card=card) if card not in TREASURES else
                            _("play {card} for 3 gold, or keep it for the end", card=card))
    if count < 1:
        raise RuleViolation(rule, _("show at least one card, not {count}", count=count),
                            _("e.g. {example}", example="reveal feudalism"))
    hidden = state.cards.hidden[player.name]
    if hidden < count:
        raise RuleViolation(rule, _("{player} holds {hidden} face-down action card(s), not {count}",
                                    player=player.name, hidden=hidden, count=count),
                            _("show at most {hidden}", hidden=hidden) if hidden else
                            _("only cards drawn face down are shown; the others are counted already"))
    if not state.cards.can_reveal(player.name, card, settled=False, count=count):
        raise RuleViolation("ROME-COMP-10", _("none of {player}'s face-down cards can be {card}: there is only one "
                                              "and it is drawn or shown already", player=player.name,
                                              card=card_name(card)),
                            _("his face-down cards may be: {cards}", cards=listing(map(card_name, possible(state,
                                                                                                    player.name)))))


def possible(state: RomeState, name: str) -> list[str]:
    """The kinds one of ``name``'s face-down cards may be."""
    return [k for k in state.cards.kinds() if state.cards.can_reveal(name, k, settled=False)]


def apply(state: RomeState, event: dict) -> Outcome:
    player, card, count = state.by_name[event["player"]], event["card"], event.get("count", 1)
    for _i in range(count):
        state.cards.reveal(player.name, card, keep=True, settled=False)
    state.action_drawn[card] += count
    out = Outcome().say("{player} shows {count} × {card} (drawn face down).", player=player.name, count=count,
                        card=card_name(card))
    if state.stage == "over" and not state.winner:
        left = state.face_down()
        if left:
            out.say("Still face down: {holders}.", holders=listing(f"{name} ({n})" for name, n in left.items()))
        else:
            scoring.name_winner(state, out)
    return out
