"""Two six-sided dice: what a recorded roll may say."""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import NotationError
from referee.core.i18n import _

TOTALS = range(2, 13)


def check_roll(total: int, dice: Sequence[int] | None = None, *, sides: int = 6, count: int = 2) -> None:
    """Refuse a total two dice cannot show, or dice that do not add up to it."""
    low, high = count, count * sides
    if dice is not None:
        if len(dice) != count or any(not isinstance(d, int) for d in dice):
            raise NotationError(_("dice {dice} are not {count} values 1–{sides}", dice=list(dice), count=count,
                                  sides=sides), _("e.g. dice = [3, 5]"))
        wrong = next((d for d in dice if not 1 <= d <= sides), None)
        if wrong is not None:
            raise NotationError(_("a die cannot show {value}", value=wrong),
                                _("each die shows 1–{sides}", sides=sides))
    if not isinstance(total, int) or not low <= total <= high:
        raise NotationError(_("a roll of {total} is impossible with {count} dice", total=total, count=count),
                            _("totals {low}–{high}", low=low, high=high))
    if dice is not None:
        if sum(dice) != total:
            raise NotationError(_("dice {dice} add up to {sum}, not {total}", dice=list(dice), sum=sum(dice),
                                  total=total), _("total {sum}", sum=sum(dice)))


def probability(total: int, sides: int = 6) -> float:
    """Chance of ``total`` with two dice."""
    ways = sum(1 for a in range(1, sides + 1) for b in range(1, sides + 1) if a + b == total)
    return ways / sides**2
