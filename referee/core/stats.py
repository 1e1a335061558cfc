"""Luck in numbers, for any game with dice: recorded totals against the expected distribution,
a chi-square goodness-of-fit test with its p-value, and the times events were recorded at."""

from __future__ import annotations

import datetime as dt
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee.core.outcome import Outcome
from referee.core.i18n import N_, _, translate

SIGNIFICANCE = 0.01     # p below this: "these dice look biased"
MIN_EXPECTED = 5.0      # Cochran's rule: every class of the test should expect at least 5 rolls
CHART_WIDTH = 40


def distribution(count: int = 2, sides: int = 6) -> dict[int, float]:
    """Total → its chance with ``count`` fair dice of ``sides`` sides."""
    ways = {0: 1}
    for _ in range(count):
        nxt: dict[int, int] = {}
        for total, n in ways.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, 0) + n
        ways = nxt
    whole = sides ** count
    return {total: n / whole for total, n in sorted(ways.items())}


def roll_totals(events: Iterable[dict[str, Any]]) -> list[int]:
    """The ``total`` of every event of kind ``roll``."""
    return [e["total"] for e in events
            if e.get("kind") == "roll" and isinstance(e.get("total"), int) and not isinstance(e["total"], bool)]


# --- the chi-square distribution ------------------------------------------------

def gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a)."""
    if a <= 0:
        raise ValueError("gamma_q needs a > 0")
    if x <= 0:
        return 1.0
    if x < a + 1:
        return max(0.0, 1.0 - _gamma_p_series(a, x))
    return _gamma_q_fraction(a, x)


def _gamma_p_series(a: float, x: float) -> float:
    """P(a, x) by its power series; converges fast for x < a + 1."""
    term = total = 1.0 / a
    n = a
    for _ in range(1000):
        n += 1
        term *= x / n
        total += term
        if abs(term) < abs(total) * 1e-15:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _gamma_q_fraction(a: float, x: float) -> float:
    """Q(a, x) by its continued fraction (modified Lentz); converges fast for x ≥ a + 1."""
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 1000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def chi_square_sf(x: float, df: int) -> float:
    """P(χ² ≥ x) with ``df`` degrees of freedom: the test's p-value."""
    return gamma_q(df / 2, x / 2)


def chi_square(observed: Sequence[float], expected: Sequence[float]) -> float:
    """Pearson's statistic Σ (O − E)² / E."""
    return sum((o - e) ** 2 / e for o, e in zip(observed, expected))


def pool(classes: list[tuple[str, int, float]], minimum: float = MIN_EXPECTED) -> list[tuple[str, int, float]]:
    """Merge neighbouring classes ``(label, observed, expected)`` until each expects at least ``minimum``.

    The class expecting least goes first, into its smaller neighbour: for two dice, 2 joins 3 and 12 joins 11.
    """
    bins = [list(c) for c in classes]
    while len(bins) > 1 and min(b[2] for b in bins) < minimum:
        i = min(range(len(bins)), key=lambda k: bins[k][2])
        if i == 0:
            j = 1
        elif i == len(bins) - 1:
            j = i - 1
        else:
            j = i - 1 if bins[i - 1][2] <= bins[i + 1][2] else i + 1
        left, right = sorted((i, j))
        first, last = bins[left][0].split("–")[0], bins[right][0].split("–")[-1]
        bins[left:right + 1] = [[f"{first}–{last}", bins[left][1] + bins[right][1], bins[left][2] + bins[right][2]]]
    return [(label, o, e) for label, o, e in bins]


# --- the dice report ------------------------------------------------------------

@dataclass
class DiceStats:
    """Recorded totals against fair dice."""

    rolls: int
    counts: dict[int, int]
    expected: dict[int, float]
    classes: list[tuple[str, int, float]] = field(default_factory=list)   # as tested, after pooling
    chi2: float | None = None
    df: int = 0
    p: float | None = None
    verdict: str = ""
    said: list[tuple[str, dict[str, Any]]] = field(default_factory=list)     # notes: (marked template, fields)

    @property
    def notes(self) -> list[str]:
        """The notes in English (as ``--json`` gives them)."""
        return [template.format(**fields) for template, fields in self.said]

    def as_json(self) -> dict[str, Any]:
        return {"rolls": self.rolls, "counts": {str(t): n for t, n in self.counts.items()},
                "expected": {str(t): round(e, 3) for t, e in self.expected.items()},
                "classes": [label for label, _, _ in self.classes],
                "chi_square": None if self.chi2 is None else round(self.chi2, 4), "df": self.df,
                "p_value": None if self.p is None else round(self.p, 6), "verdict": self.verdict,
                "notes": self.notes}

    def notes_shown(self) -> list[str]:
        """The notes in the language in use."""
        return [translate(template).format(**fields) for template, fields in self.said]


def dice_stats(totals: Sequence[int], count: int = 2, sides: int = 6) -> DiceStats:
    """Counts, expected counts, the chi-square test (sparse classes pooled) and a verdict in words."""
    chances = distribution(count, sides)
    seen = Counter(t for t in totals if t in chances)
    n = sum(seen.values())
    result = DiceStats(n, {t: seen.get(t, 0) for t in chances}, {t: n * p for t, p in chances.items()})
    if n == 0:
        result.verdict = N_("no rolls recorded yet")
        return result
    result.classes = pool([(str(t), result.counts[t], result.expected[t]) for t in chances])
    result.df = len(result.classes) - 1
    pooled = [label for label, _, _ in result.classes if "–" in label]
    every = math.ceil(MIN_EXPECTED / min(chances.values()))
    if result.df < 1 or min(e for _, _, e in result.classes) < MIN_EXPECTED:
        result.verdict = N_("too few rolls to judge")
        result.said.append((N_("too few rolls: {n} are not enough to give two classes of totals an expected "
                                "count of {least} each"), {"n": n, "least": f"{MIN_EXPECTED:g}"}))
        return result
    if pooled:
        result.said.append((N_("with {n} rolls (fewer than {every}) some totals expect fewer than {least}; "
                                "they are tested together: {pooled}"),
                             {"n": n, "every": every, "least": f"{MIN_EXPECTED:g}", "pooled": ", ".join(pooled)}))
    result.chi2 = chi_square([o for _, o, _ in result.classes], [e for _, _, e in result.classes])
    result.p = chi_square_sf(result.chi2, result.df)
    result.verdict = N_("these dice look biased") if result.p < SIGNIFICANCE else N_("nothing unusual")
    return result


def bar(observed: int, expected: float, scale: float) -> str:
    """``#`` up to the smaller of the two, then ``+`` above the expectation or ``.`` short of it."""
    got, want = round(observed * scale), round(expected * scale)
    return "#" * min(got, want) + ("+" * (got - want) if got > want else "." * (want - got))


def dice_report(totals: Sequence[int], count: int = 2, sides: int = 6) -> Outcome:
    """The dice part of ``referee stats``: verdict, then a table with a bar chart; ``data`` for ``--json``."""
    result = dice_stats(totals, count, sides)
    out = Outcome(data={"dice": result.as_json()})
    if not result.rolls:
        out.lines.append(_("Dice: no rolls recorded yet."))
        return out
    if result.chi2 is None:
        out.lines.append(_("Dice: {rolls} rolls — {verdict}.", rolls=result.rolls, verdict=translate(result.verdict)))
    else:
        said = {"rolls": result.rolls, "chi2": f"{result.chi2:.2f}", "df": result.df, "p": f"{result.p:.3f}",
                "verdict": translate(result.verdict),
                "below": f" (p < {SIGNIFICANCE:g})" if result.p < SIGNIFICANCE else ""}
        out.lines.append(
            _("Dice: {rolls} rolls; chi-square {chi2} with 1 degree of freedom, p = {p} — {verdict}{below}.", **said)
            if result.df == 1 else
            _("Dice: {rolls} rolls; chi-square {chi2} with {df} degrees of freedom, p = {p} — {verdict}{below}.",
              **said))
    out.lines += [_("Note: {note}.", note=note) for note in result.notes_shown()]
    top = max(max(result.counts.values()), max(result.expected.values()))
    scale = CHART_WIDTH / top if top else 0
    rows = [[t, result.counts[t], f"{result.expected[t]:.1f}", bar(result.counts[t], result.expected[t], scale)]
            for t in result.counts]
    out.tables.append((_("Rolls against fair dice (# rolled, + above the expectation, . short of it)"),
                       [_("dice total"), _("rolled"), _("expected"), _("chart")], rows))
    return out


# --- times ------------------------------------------------------------------------

def event_time(event: dict[str, Any]) -> dt.datetime | None:
    """When the event was recorded: its ``at`` as UTC, or None (no ``at``, or an ``at`` that is a place)."""
    value = event.get("at")
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value)
        except ValueError:
            return None
    if not isinstance(value, dt.datetime):
        return None
    return value.replace(tzinfo=dt.timezone.utc) if value.tzinfo is None else value.astimezone(dt.timezone.utc)


def turn_durations(turns: Sequence[Sequence[dict[str, Any]]]) -> list[float | None]:
    """Seconds per group of events: from the last time recorded in the previous group to the last in this one.

    None where either end is unknown (a group without a timed event leaves the next one without a start).
    """
    out: list[float | None] = []
    last: dt.datetime | None = None
    for events in turns:
        times = [t for t in map(event_time, events) if t is not None]
        end = max(times) if times else None
        out.append((end - last).total_seconds() if end is not None and last is not None else None)
        last = end
    return out


def played_seconds(events: Iterable[dict[str, Any]]) -> float | None:
    """From the first to the last time recorded in ``events``; None without two times."""
    times = [t for t in map(event_time, events) if t is not None]
    return (max(times) - min(times)).total_seconds() if len(times) > 1 else None


def clock(seconds: float) -> str:
    """``1:05:09`` or ``4:07``."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
