"""Secrets at a real table: cards drawn face down and cards that change hands unseen.

Two kinds of secret, kept exactly and without listing possible worlds where that is not needed:

* :class:`FaceDown` — a deck of known composition drawn face down (Catan's development cards, Struggle for
  Rome's pasture and action cards). Its hidden cards are *exchangeable*: whichever hidden card is revealed,
  the remaining worlds look alike, so counts represent the set of possible worlds exactly. A card of kind
  ``k`` is *unaccounted* when it is neither out of play nor known to be in someone's hand; the
  ``U = Σ unaccounted`` cards are the deck's and the hidden hands' cards, in every possible arrangement.
* :class:`HandWorlds` — the alternatives of the players' hands after a card changed hands unseen (a steal).
  The per-kind totals over all hands never differ between worlds; only their distribution does.

A game declares its decks (a :class:`FaceDown` per deck, over the game's own counters of known cards) and
which of its events reveal what; the core does the bookkeeping and the ranges.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

WORLD_BOUND = 4096      # hand worlds kept one by one; beyond, per-player per-kind [min, max] (HandWorlds.collapse)


def span(low: int, high: int) -> int | dict[str, int]:
    """A number known exactly, or ``{"min": low, "max": high}`` (``check --json``'s range)."""
    return low if low == high else {"min": low, "max": high}


def span_text(low: int, high: int) -> str:
    """``2``, or ``1–2`` where only a range is known."""
    return str(low) if low == high else f"{low}–{high}"


def _taken(hand: Sequence[int], count: int, start: int = 0):
    """Every way of taking ``count`` cards from ``hand`` (counts per kind, from kind ``start`` on)."""
    if start == len(hand):
        if count == 0:
            yield ()
        return
    rest = sum(hand[start + 1:])
    for n in range(max(0, count - rest), min(hand[start], count) + 1):
        for more in _taken(hand, count - n, start + 1):
            yield (n, *more)


def _between(hidden: int, unknown: int, of_kind: int) -> tuple[int, int]:
    """How many of ``hidden`` cards drawn from ``unknown`` cards, ``of_kind`` of them of one kind, can be of it."""
    return max(0, hidden - (unknown - of_kind)), min(hidden, of_kind)


@dataclass
class FaceDown:
    """A deck of known ``composition`` whose cards are drawn openly or face down and leave play when played.

    ``known`` holds, per holder, the cards known to be in his hand (the game's own counters, shared, so a game
    that never draws face down keeps its bookkeeping as before); ``pool`` counts, per kind, the unaccounted
    cards (in the deck or hidden in a hand) — with nothing hidden it *is* the deck. ``hidden`` counts each
    holder's face-down cards, ``fresh`` how many of them were drawn this turn (a game may forbid playing those).
    """

    composition: Mapping[str, int]
    known: Mapping[str, Counter]
    pool: Counter = field(default=None)   # type: ignore[assignment]
    hidden: Counter = field(default_factory=Counter)
    fresh: Counter = field(default_factory=Counter)
    kept: bool = False          # whether a card was ever drawn face down (the table keeps secrets)
    shown: defaultdict = field(default_factory=lambda: defaultdict(Counter))   # holder → hidden cards revealed
    size: int | None = None     # a deck whose composition is known only in part (Rome's action deck): its size;
    drawn: int = 0              # … the cards drawn from it (a kind whose count is unknown has ``size`` in pool)

    def __post_init__(self):
        if self.pool is None:
            self.pool = Counter(self.composition)

    # --- what is known -------------------------------------------------------
    def unaccounted(self, kind: str) -> int:
        """``composition[k] − out[k] − Σ known[k]``: cards of ``kind`` in the deck or hidden in some hand."""
        return self.pool[kind]

    @property
    def unknown(self) -> int:
        """``U``: every card not out of play and not known to be held (the deck and the hidden hands)."""
        return sum(n for n in self.pool.values() if n > 0)

    def deck_left(self) -> int:
        """Cards still in the deck (exact: draws are public, only their faces are not)."""
        if self.size is not None:
            return self.size - self.drawn
        return self.unknown - sum(self.hidden.values())

    def held(self, holder: str) -> int:
        """Every unplayed card of ``holder``, known and hidden (exact)."""
        return sum(n for n in self.known[holder].values() if n > 0) + self.hidden[holder]

    def held_range(self, holder: str, kind: str) -> tuple[int, int]:
        """The fewest and most cards of ``kind`` that ``holder`` may hold, over every possible world."""
        low, high = _between(self.hidden[holder], self.unknown, self.pool[kind])
        known = self.known[holder][kind]
        return known + low, known + high

    def held_range_of(self, holder: str, kinds: Iterable[str]) -> tuple[int, int]:
        """The fewest and most cards of any of ``kinds`` together that ``holder`` may hold (e.g. VP cards)."""
        kinds = list(kinds)
        low, high = _between(self.hidden[holder], self.unknown, sum(max(0, self.pool[k]) for k in kinds))
        known = sum(self.known[holder][k] for k in kinds)
        return known + low, known + high

    def deck_range(self, kind: str) -> tuple[int, int]:
        """The fewest and most cards of ``kind`` the deck may still hold."""
        return _between(self.deck_left(), self.unknown, self.pool[kind])

    def kinds(self) -> list[str]:
        return list(self.composition)

    # --- what may happen -----------------------------------------------------
    def can_draw(self, kind: str | None = None) -> bool:
        """A draw is possible: the deck is not empty and, when its face is shown, may hold ``kind``."""
        return self.deck_left() > 0 and (kind is None or self.deck_range(kind)[1] > 0)

    def playable_hidden(self, holder: str, settled: bool = True) -> int:
        """Hidden cards of ``holder`` that may be revealed now (``settled``: not those drawn this turn)."""
        return self.hidden[holder] - (self.fresh[holder] if settled else 0)

    def can_reveal(self, holder: str, kind: str, settled: bool = True, count: int = 1) -> bool:
        """Whether ``count`` of ``holder``'s hidden cards (``settled``: not drawn this turn) can be of ``kind``."""
        return self.playable_hidden(holder, settled) >= count and self.pool[kind] >= count

    # --- what happens --------------------------------------------------------
    def draw(self, holder: str, kind: str | None = None) -> None:
        """``holder`` draws a card: shown (``kind``) or face down."""
        self.drawn += 1
        if kind is None:
            self.hidden[holder] += 1
            self.fresh[holder] += 1
            self.kept = True
        else:
            self.pool[kind] -= 1
            self.known[holder][kind] += 1

    def reveal(self, holder: str, kind: str, *, keep: bool, settled: bool = True) -> None:
        """One of ``holder``'s hidden cards is shown to be ``kind``: played (out of play) or, ``keep``, kept
        face up in his hand. An unsettled reveal uses a card drawn this turn first: the remaining hidden cards
        are then as playable as in the most permissive world."""
        self.hidden[holder] -= 1
        if not settled and self.fresh[holder]:
            self.fresh[holder] -= 1
        self.pool[kind] -= 1
        if keep:
            self.known[holder][kind] += 1
            self.shown[holder][kind] += 1

    def play_known(self, holder: str, kind: str) -> None:
        """A card known to be in ``holder``'s hand leaves play."""
        self.known[holder][kind] -= 1

    def settle(self, holder: str | None = None) -> None:
        """The turn is over: no hidden card of ``holder`` (of anyone by default) counts as drawn this turn."""
        if holder is None:
            self.fresh.clear()
        else:
            self.fresh[holder] = 0


# --- hands that changed unseen -------------------------------------------------------------------------

Hands = tuple[tuple[int, ...], ...]     # per player (seat order), per kind (the game's order): a count


@dataclass
class Refusal:
    """Why an event failed in one world, and which unknowns that world had (to name them in a message)."""

    error: Exception
    world: Hands
    same: bool = True       # every world refused it with the same words (the unknowns did not matter)


@dataclass
class HandWorlds:
    """The possible worlds of the players' hands: a set of :data:`Hands`, present only after an unseen move.

    ``kinds`` is the order of the counts in each hand, ``names`` the players'. Beyond :data:`WORLD_BOUND`
    worlds the set is collapsed (:meth:`collapse`) to per-player per-kind ``[low, high]`` bounds with the hand
    sizes exact: an over-approximation, checked against the highs.
    """

    names: Sequence[str]
    kinds: Sequence[str]
    worlds: set = field(default_factory=set)
    low: list[list[int]] | None = None      # after a collapse: per player per kind the fewest …
    high: list[list[int]] | None = None     # … and the most cards possible
    sizes: list[int] | None = None          # after a collapse: the exact hand sizes …
    totals: list[int] | None = None         # … and per kind the exact total over all hands (the bank's complement)
    bound: int = WORLD_BOUND
    collapsed: bool = False
    steals: list[tuple[int, str, str]] = field(default_factory=list)   # (seq, thief, victim) of each unseen steal
    discards: list[tuple[int, str, int]] = field(default_factory=list)  # (seq, player, count) of each unseen discard
    _spans: tuple = field(default=(None, None, None), init=False, repr=False, compare=False)   # (worlds, lows, highs)

    @classmethod
    def of(cls, names: Sequence[str], kinds: Sequence[str], hands: Iterable[Mapping[str, int]]) -> "HandWorlds":
        """The single world of ``hands`` (known exactly so far)."""
        world = tuple(tuple(h.get(k, 0) for k in kinds) for h in hands)
        return cls(list(names), list(kinds), {world}, bound=WORLD_BOUND)

    # --- reading ---------------------------------------------------------------
    def __len__(self) -> int:
        """The worlds kept one by one (none after a collapse)."""
        return len(self.worlds)

    def __bool__(self) -> bool:
        return True

    def bounds(self, seat: int, kind: int) -> tuple[int, int]:
        if self.collapsed:
            return self.low[seat][kind], self.high[seat][kind]
        lows, highs = self.spans()
        return lows[seat][kind], highs[seat][kind]

    def spans(self) -> tuple[list[list[int]], list[list[int]]]:
        """Per player per kind the fewest and the most cards over the worlds (computed once for a set of worlds:
        every change of the worlds replaces the set)."""
        if self.collapsed:
            return self.low, self.high
        worlds, lows, highs = self._spans
        if worlds is not self.worlds:
            seats, kinds = len(self.names), len(self.kinds)
            lows = [[min(w[s][k] for w in self.worlds) for k in range(kinds)] for s in range(seats)]
            highs = [[max(w[s][k] for w in self.worlds) for k in range(kinds)] for s in range(seats)]
            self._spans = (self.worlds, lows, highs)
        return lows, highs

    def size(self, seat: int) -> int:
        if self.collapsed:
            return self.sizes[seat]
        return sum(next(iter(self.worlds))[seat])

    def exact(self) -> Hands | None:
        """The hands when only one world is left (and no collapse happened)."""
        if not self.collapsed and len(self.worlds) == 1:
            return next(iter(self.worlds))
        return None

    def highest(self) -> Hands:
        """Per player the most of each kind (what a collapsed set checks payments against)."""
        return tuple(tuple(row) for row in self.high)

    def representative(self) -> Hands:
        """A world to apply an event in: the first one; after a collapse, hands of the exact sizes within the
        bounds."""
        if not self.collapsed:
            return min(self.worlds)
        hands = []
        for seat in range(len(self.names)):
            counts, room = list(self.low[seat]), self.sizes[seat] - sum(self.low[seat])
            for k in range(len(counts)):
                extra = min(room, self.high[seat][k] - counts[k])
                counts[k] += extra
                room -= extra
            hands.append(tuple(counts))
        return tuple(hands)

    def judge_installed(self, install: Callable[[Hands], None], check: Callable[[], Any],
                        errors: tuple[type[Exception], ...]) -> tuple[list[Hands], list[Any], Refusal | None]:
        """:meth:`judge` where the game reads the hands from its own state: each world is ``install``-ed before
        ``check`` runs, and the representative world is installed again afterwards."""
        now = self.representative()

        def judged(world: Hands):
            install(world)
            return check()

        try:
            return self.judge(judged, errors)
        finally:
            install(now)

    def candidates(self) -> list[Hands]:
        """The worlds an event is checked in: each world, or after a collapse the highs alone."""
        if self.collapsed:
            return [self.highest()]
        return sorted(self.worlds)

    # --- changing --------------------------------------------------------------
    def judge(self, check: Callable[[Hands], Any], errors: tuple[type[Exception], ...]
              ) -> tuple[list[Hands], list[Any], Refusal | None]:
        """``check`` in every candidate world: the worlds where it passes, their results, the first refusal
        (one of ``errors``, the game's refusals; anything else is a bug and propagates)."""
        passed, results, first = [], [], None
        for world in self.candidates():
            try:
                results.append(check(world))
            except errors as exc:
                if first is None:
                    first = Refusal(exc, world)
                elif str(exc) != str(first.error):
                    first.same = False
                continue
            passed.append(world)
        return passed, results, first

    def keep(self, survivors: Iterable[Hands]) -> None:
        if not self.collapsed:
            self.worlds = set(survivors)

    def drop_negative(self) -> None:
        """Keep the worlds where no count went below zero (a card shown to be of a kind some worlds lack)."""
        if not self.collapsed:
            self.worlds = {w for w in self.worlds if min(min(h) for h in w) >= 0}

    def shift(self, delta: Sequence[Sequence[int]]) -> None:
        """The same change of hands in every world (``delta`` per player per kind)."""
        if self.collapsed:
            for seat, row in enumerate(delta):
                for k, d in enumerate(row):
                    self.high[seat][k] += d
                    self.low[seat][k] = max(0, self.low[seat][k] + d)
                self.sizes[seat] += sum(row)
            self.totals = [t + sum(row[k] for row in delta) for k, t in enumerate(self.totals)]
            self._tighten()
            return
        self.worlds = {tuple(tuple(n + d for n, d in zip(hand, row)) for hand, row in zip(w, delta))
                       for w in self.worlds}

    def branch(self, make: Callable[[Hands], Iterable[Hands]]) -> None:
        """Each world becomes the worlds ``make`` gives (an unseen move); identical worlds merge."""
        if self.collapsed:
            raise ValueError("branch after a collapse")      # callers use move_unseen then
        self.worlds = {new for w in self.worlds for new in make(w)}
        if len(self.worlds) > self.bound:
            self.collapse()

    def move_unseen(self, source: int, target: int) -> None:
        """One card of ``source`` goes to ``target``, its kind unseen (on a collapsed set: widen the bounds)."""
        if not self.collapsed:
            def make(world: Hands):
                for k, n in enumerate(world[source]):
                    if n:
                        hands = [list(h) for h in world]
                        hands[source][k] -= 1
                        hands[target][k] += 1
                        yield tuple(tuple(h) for h in hands)
            self.branch(make)
            return
        for k in range(len(self.kinds)):
            if self.high[source][k] > 0:
                self.high[target][k] += 1
        self.low[source] = [max(0, n - 1) for n in self.low[source]]
        self.sizes[source] -= 1
        self.sizes[target] += 1
        self._tighten()

    def discard_unseen(self, seat: int, count: int) -> None:
        """``count`` of ``seat``'s cards go back to the supply, their kinds unseen: each world becomes every way
        of taking that many from the hand (on a collapsed set: the lows and the totals lowered)."""
        if not self.collapsed:
            def make(world: Hands):
                for taken in _taken(world[seat], count):
                    hands = [list(h) for h in world]
                    hands[seat] = [n - t for n, t in zip(world[seat], taken)]
                    yield tuple(tuple(h) for h in hands)
            self.branch(make)
            return
        self.totals = [t - min(count, self.high[seat][k]) for k, t in enumerate(self.totals)]
        self.low[seat] = [max(0, n - count) for n in self.low[seat]]
        self.sizes[seat] -= count
        self._tighten()

    def within(self, limit: int) -> int:
        """Drop the worlds where the hands hold more than ``limit`` cards of a kind together (more than the game
        has: after an unseen discard the supply's count follows the world); how many were dropped."""
        if self.collapsed:
            return 0
        kept = {w for w in self.worlds if all(sum(h[k] for h in w) <= limit for k in range(len(self.kinds)))}
        dropped = len(self.worlds) - len(kept)
        if dropped and kept:
            self.worlds = kept
        return dropped if kept else 0

    def collapse(self) -> None:
        """Keep per player per kind the fewest and most cards, the hand sizes exact (an over-approximation); per kind
        the fewest cards the hands hold together (the most the supply may hold: the same in every world unless
        cards were discarded unseen)."""
        seats, kinds = len(self.names), len(self.kinds)
        self.low = [[min(w[s][k] for w in self.worlds) for k in range(kinds)] for s in range(seats)]
        self.high = [[max(w[s][k] for w in self.worlds) for k in range(kinds)] for s in range(seats)]
        some = next(iter(self.worlds))
        self.sizes = [sum(some[s]) for s in range(seats)]
        self.totals = [min(sum(hand[k] for hand in w) for w in self.worlds) for k in range(kinds)]
        self.collapsed = True
        self.worlds = set()
        self._tighten()

    def _tighten(self) -> None:
        """Bounds implied by the exact hand sizes: a kind's high is at most the size minus the others' lows,
        its low at least the size minus the others' highs."""
        for s in range(len(self.names)):
            size, low, high = self.sizes[s], self.low[s], self.high[s]
            for k in range(len(self.kinds)):
                high[k] = min(high[k], size - (sum(low) - low[k]))
                low[k] = max(low[k], size - (sum(high) - high[k]), 0)
