"""What a phone told the referee alone (issue #35): the card a player drew, the card a thief took — facts only the
players who saw them know. The event keeps the card and names them in ``seen_by``; every other seat and the table's
screen are shown the event without it (``Game.PRIVATE``, :func:`referee.core.views.redact`): a card bought face
down, a steal unseen.

Typed, the word ``private`` ends the line: ``buy knight private`` (seen by the buyer), ``robber 3e Ben wool
private`` and ``play knight 3e Ben wool private`` (seen by thief and victim).
"""

from __future__ import annotations

from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import _
from referee.games.catan.state import CatanState

WORDS = ("private", "soukromě", "soukrome")
FIELDS = {"buy": ("card",), "robber": ("stolen",), "play": ("stolen",)}   # the event fields only witnesses know
RULES = {"buy": "CATAN-BUILD-10", "robber": "CATAN-ROBBER-6", "play": "CATAN-ROBBER-6"}


def split(verb: str, words: list[str]) -> tuple[list[str], bool]:
    """The words without a last ``private``, and whether it was there (for a kind that has private fields)."""
    if verb in FIELDS and words and words[-1].lower() in WORDS:
        return words[:-1], True
    return words, False


def witnesses(event: dict) -> list[str]:
    """Who sees a private fact of ``event``: the buyer of a card, the thief and the victim of a steal."""
    kind = event["kind"]
    if kind == "buy":
        if "card" not in event:
            raise NotationError(_("a card bought privately is named: its buyer tells the referee which"),
                                _("buy CARD private, e.g. buy knight private; or buy (face down, nobody tells)"))
        return [event["player"]]
    if "stolen" not in event or "victim" not in event:
        raise NotationError(_("a card stolen privately is named: thief and victim tell the referee which"),
                            _("robber HEX VICTIM CARD private; or leave the card out (unseen)"))
    return [event["player"], event["victim"]]


def check(state: CatanState, event: dict) -> None:
    """``seen_by`` names exactly who sees the fact (a hand-edited save may name others)."""
    seen = event.get("seen_by")
    if seen is None:
        return
    kind = event["kind"]
    try:
        expected = witnesses(event)
    except NotationError as exc:
        raise RuleViolation(RULES.get(kind, "CATAN-ROBBER-6"), exc.message, exc.allowed) from None
    if sorted(seen) != sorted(expected):
        raise RuleViolation(RULES[kind], _("only {players} saw this card, not {seen}", players=", ".join(expected),
                                           seen=", ".join(seen)),
                            _("seen_by = {players}", players=", ".join(expected)))
