"""What every chapter asks: levels and abilities (WT-TECH), paying (WT-ACT-6), checks left not verified."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.core.errors import RuleViolation
from referee.core.i18n import Cards, Term, _
from referee.games.warriors_traders.state import RESOURCES, Player, WTState
from referee.games.warriors_traders.tables import LEVELS, Unknown

ABILITY_TRACK = {"masonry": "production", "reinforcements": "production", "production_tax": "production",
                 "university": "production", "merchant": "trade", "trade_tax": "trade", "master_trader": "trade",
                 "monopoly": "trade", "archers": "military", "cavalry": "military", "commander": "military",
                 "double_strike": "military", "warlord": "military"}


def unverified(state: WTState, rule: str, key: str) -> None:
    """A check the event needs waits for the number ``key``: noted, the event goes through (never a guess)."""
    if (rule, key) not in state.draft:
        state.draft.append((rule, key))


def judge(state: WTState, rule: str, check: Callable[[], Any]) -> Any:
    """``check()``, or None and a note when it needs an unknown number."""
    try:
        return check()
    except Unknown as missing:
        unverified(state, rule, missing.key)
        return None


def level(state: WTState, p: Player, track: str, tokens: int | None = None) -> int:
    """WT-TECH-3: the highest level whose slots below are all filled (Unknown when a slot count is missing)."""
    tokens = p.tokens[track] if tokens is None else tokens
    for n, name in enumerate(LEVELS[1:], start=2):
        if state.tables.need(f"slots.{track}.{name}") > tokens:
            return n - 1
    return len(LEVELS)


def has(state: WTState, p: Player, ability: str) -> bool:
    """WT-TECH-4/5: an ability of the track's current level or a lower one (Unknown when the level is); with the
    option transfer_abilities = kept, of the highest level the track has reached (WT-TECH-5 [INT])."""
    track = ABILITY_TRACK[ability]
    tokens = p.tokens[track]
    if state.options["transfer_abilities"] == "kept":
        tokens = max(tokens, p.peak.get(track, 0))
    return level(state, p, track, tokens) >= state.tables.need(f"ability.{ability}")


def level_or_none(state: WTState, p: Player, track: str) -> int | None:
    try:
        return level(state, p, track)
    except Unknown:
        return None


def bag(resources: dict[str, int]) -> Cards:
    return Cards({r: n for r, n in resources.items() if n}, "wt resource", RESOURCES)


class Phrase(str):
    """Words already translated, taken as they are in any grammatical case (``{what:acc}``)."""

    def __format__(self, case: str) -> str:
        return str(self)


def check_pay(state: WTState, p: Player, cost: dict[str, int], rule: str, what) -> None:
    """WT-ACT-6: the whole cost must be there; a resource the referee cannot know is noted, not guessed."""
    if isinstance(what, str):
        what = Phrase(what)
    short = {}
    for r, n in cost.items():
        held = p.resources[r]
        if held is None:
            unverified(state, rule, p.unknown_why.get(r, f"{r}"))
        elif held < n:
            short[r] = n - held
    if short:
        raise RuleViolation(rule, _("{player} cannot pay {cost} for {what}: {short} missing", player=p.name,
                                    cost=bag(cost), what=what, short=bag(short)),
                            _("{player} holds {held}", player=p.name, held=held_text(p)))


def held_text(p: Player) -> str:
    known = {r: n for r, n in p.resources.items() if n}
    unknown = [Term("wt resource", r) for r, n in p.resources.items() if n is None]
    text = str(bag(known)) if known else _("nothing")
    if unknown:
        text += _(" (not known: {resources})", resources=", ".join(f"{t}" for t in unknown))
    return text


def pay(p: Player, cost: dict[str, int]) -> None:
    for r, n in cost.items():
        if p.resources[r] is not None:
            p.resources[r] = max(0, p.resources[r] - n)


def gain(p: Player, r: str, n: int | None, why: str = "") -> None:
    """Add ``n`` of ``r``; an amount the referee cannot compute (None) makes the holding unknown."""
    if n is None or p.resources[r] is None:
        if p.resources[r] is not None or r not in p.unknown_why:
            p.unknown_why[r] = why or p.unknown_why.get(r, r)
        p.resources[r] = None
    else:
        p.resources[r] += n


def expect_turn(state: WTState, name: str, rule: str, doing: str) -> None:
    """The player whose step it is acts, no one else (country order, WT-TURN-4)."""
    if not state.queue or state.queue[0] != name:
        raise RuleViolation(rule, _("it is {active}'s turn to {doing}, not {player}'s",
                                    active=state.queue[0] if state.queue else "-", doing=Term("wt doing", doing),
                                    player=name),
                            _("order now: {order}", order=", ".join(state.queue)))
