"""Two six-sided dice: what a recorded roll may say."""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import NotationError

TOTALS = range(2, 13)


def check_roll(total: int, dice: Sequence[int] | None = None, *, sides: int = 6, count: int = 2) -> None:
    """Refuse a total two dice cannot show, or dice that do not add up to it."""
    low, high = count, count * sides
    if not isinstance(total, int) or not low <= total <= high:
        raise NotationError(f"a roll of {total} is impossible with {count} dice", f"totals {low}–{high}")
    if dice is not None:
        if len(dice) != count or any(not isinstance(d, int) or not 1 <= d <= sides for d in dice):
            raise NotationError(f"dice {list(dice)} are not {count} values 1–{sides}", "e.g. dice = [3, 5]")
        if sum(dice) != total:
            raise NotationError(f"dice {list(dice)} add up to {sum(dice)}, not {total}", f"total {sum(dice)}")


def probability(total: int, sides: int = 6) -> float:
    """Chance of ``total`` with two dice."""
    ways = sum(1 for a in range(1, sides + 1) for b in range(1, sides + 1) if a + b == total)
    return ways / sides**2
