"""referee.core.secrets against brute force: every possible world listed, on small decks (hypothesis).

:class:`FaceDown` keeps counts only; here each world (the deck's cards and each holder's hidden cards, those
drawn this turn apart) is listed one by one, and the two must agree on every range and on what may happen.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.secrets import FaceDown, HandWorlds, span, span_text

HOLDERS = ("A", "B")


def _add(t: tuple, k: int, d: int) -> tuple:
    return tuple(n + d if i == k else n for i, n in enumerate(t))


class Brute:
    """Every world: (deck, ((old, fresh) per holder)), each a tuple of counts per kind."""

    def __init__(self, composition: list[int]):
        zero = tuple(0 for _ in composition)
        self.worlds = {(tuple(composition), tuple((zero, zero) for _ in HOLDERS))}
        self.kinds = range(len(composition))

    def _hands(self, world, h, old=None, fresh=None):
        hands = list(world[1])
        hands[h] = (old if old is not None else hands[h][0], fresh if fresh is not None else hands[h][1])
        return tuple(hands)

    def draw(self, h: int, k: int | None) -> None:
        new = set()
        for deck, hands in self.worlds:
            for j in self.kinds:
                if deck[j] and (k is None or j == k):
                    fresh = _add(hands[h][1], j, 1) if k is None else None
                    new.add((_add(deck, j, -1), self._hands((deck, hands), h, fresh=fresh) if fresh else hands))
        self.worlds = new

    def reveal(self, h: int, k: int, settled: bool) -> None:
        new = set()
        for deck, hands in self.worlds:
            old, fresh = hands[h]
            if old[k]:
                new.add((deck, self._hands((deck, hands), h, old=_add(old, k, -1))))
            if not settled and fresh[k]:
                new.add((deck, self._hands((deck, hands), h, fresh=_add(fresh, k, -1))))
        self.worlds = new

    def settle(self) -> None:
        self.worlds = {(deck, tuple((tuple(a + b for a, b in zip(o, f)), tuple(0 for _ in f)) for o, f in hands))
                       for deck, hands in self.worlds}

    def can_reveal(self, h: int, k: int, settled: bool) -> bool:
        return any(hands[h][0][k] or (not settled and hands[h][1][k]) for _d, hands in self.worlds)

    def can_draw(self, k: int | None) -> bool:
        return any(sum(deck) and (k is None or deck[k]) for deck, _h in self.worlds)

    def held(self, h: int, k: int) -> tuple[int, int]:
        values = [hands[h][0][k] + hands[h][1][k] for _d, hands in self.worlds]
        return min(values), max(values)

    def held_of(self, h: int, ks: list[int]) -> tuple[int, int]:
        values = [sum(hands[h][0][k] + hands[h][1][k] for k in ks) for _d, hands in self.worlds]
        return min(values), max(values)

    def deck(self, k: int) -> tuple[int, int]:
        values = [deck[k] for deck, _h in self.worlds]
        return min(values), max(values)


OPS = st.lists(st.tuples(st.sampled_from(["draw", "draw_shown", "play", "show", "settle"]),
                         st.integers(0, 1), st.integers(0, 2)), max_size=10)


@settings(max_examples=300, deadline=None)
@given(composition=st.lists(st.integers(0, 3), min_size=2, max_size=3), ops=OPS)
def test_facedown_ranges_and_reveals_equal_enumerating_every_world(composition, ops):
    """CATAN-DEV-1/3/4: the counts give exactly the ranges and the possible reveals that listing worlds gives."""
    kinds = [f"k{i}" for i in range(len(composition))]
    known = {h: Counter() for h in HOLDERS}
    deck = FaceDown(dict(zip(kinds, composition)), known)
    brute = Brute(composition)
    for op, h, k in ops:
        k %= len(kinds)
        holder = HOLDERS[h]
        if op in ("draw", "draw_shown"):
            shown = kinds[k] if op == "draw_shown" else None
            assert deck.can_draw(shown) == brute.can_draw(k if shown else None)
            if deck.can_draw(shown):
                deck.draw(holder, shown)
                brute.draw(h, k if shown else None)
        elif op in ("play", "show"):
            settled = op == "play"
            assert deck.can_reveal(holder, kinds[k], settled) == brute.can_reveal(h, k, settled)
            if deck.can_reveal(holder, kinds[k], settled):
                deck.reveal(holder, kinds[k], keep=not settled, settled=settled)
                brute.reveal(h, k, settled)
        else:
            deck.settle()
            brute.settle()
        for i, name in enumerate(kinds):
            assert deck.deck_range(name) == brute.deck(i)
            for j, who in enumerate(HOLDERS):
                low, high = deck.held_range(who, name)
                shown_now = deck.known[who][name]
                assert (low - shown_now, high - shown_now) == brute.held(j, i), (who, name)
                for settled in (True, False):
                    assert deck.can_reveal(who, name, settled) == brute.can_reveal(j, i, settled)
        assert deck.deck_left() == sum(next(iter(brute.worlds))[0])
        for j, who in enumerate(HOLDERS):          # kinds together (Rome's Cultural Progress cards: VP)
            low, high = deck.held_range_of(who, kinds[:2])
            shown_now = sum(deck.known[who][k] for k in kinds[:2])
            assert (low - shown_now, high - shown_now) == brute.held_of(j, [0, 1]), who


def test_facedown_known_draw_keeps_the_deck_exact():
    """A deck drawn openly only: the pool is the deck, ranges collapse to exact numbers."""
    known = {"A": Counter()}
    deck = FaceDown({"x": 2, "y": 1}, known)
    deck.draw("A", "x")
    assert deck.deck_left() == 2 and deck.deck_range("x") == (1, 1) and deck.held_range("A", "x") == (1, 1)
    assert not deck.kept and not deck.can_reveal("A", "x")


def test_facedown_deck_of_known_size_but_unknown_kinds():
    """ROME-COMP-8/10: a deck of 5 whose single cards are known but not how many of the others it holds (their
    pool is the deck's size): its count comes from the draws, a single card cannot be drawn or shown twice."""
    known = {"A": Counter(), "B": Counter()}
    deck = FaceDown({"one": 1, "many": 5}, known, size=5)
    deck.draw("A")
    deck.draw("B")
    assert deck.deck_left() == 3 and deck.held_range("A", "one") == (0, 1) and deck.held_range("A", "many") == (0, 1)
    deck.reveal("A", "one", keep=True, settled=False)
    assert deck.held_range("B", "one") == (0, 0) and not deck.can_reveal("B", "one", settled=False)
    assert not deck.can_draw("one") and deck.can_draw("many") and deck.deck_left() == 3
    assert deck.held_range_of("A", ["one", "many"]) == (1, 1)
    for _i in range(3):
        deck.draw("B", "many")
    assert deck.deck_left() == 0 and not deck.can_draw()


def test_span_is_a_number_or_a_range():
    assert span(2, 2) == 2 and span(1, 2) == {"min": 1, "max": 2}
    assert span_text(3, 3) == "3" and span_text(0, 2) == "0–2"


def test_handworlds_unseen_move_branches_and_merges():
    """An unseen move branches per kind the source holds; identical worlds merge."""
    worlds = HandWorlds.of(["A", "B"], ["x", "y"], [{"x": 1, "y": 1}, {}])
    worlds.move_unseen(0, 1)
    assert len(worlds) == 2 and worlds.bounds(1, 0) == (0, 1) and worlds.size(1) == 1
    worlds.shift([[0, 0], [-1, 0]])          # B pays an x: only the world where he stole it is left …
    worlds.keep([w for w in worlds.worlds if min(min(h) for h in w) >= 0])
    assert worlds.exact() == ((0, 1), (0, 0))


def test_handworlds_collapse_keeps_sizes_exact_and_bounds_wide():
    """Past the bound: per player per kind the lowest and highest, the sizes exact (an over-approximation)."""
    worlds = HandWorlds.of(["A", "B"], ["x", "y", "z"], [{"x": 2, "y": 2, "z": 2}, {}])
    worlds.bound = 2
    worlds.move_unseen(0, 1)
    assert worlds.collapsed and worlds.size(0) == 5 and worlds.size(1) == 1
    assert worlds.bounds(1, 0) == (0, 1) and worlds.bounds(0, 0) == (1, 2)
    worlds.shift([[-1, 0, 0], [0, 0, 0]])
    assert worlds.bounds(0, 0) == (0, 1) and worlds.size(0) == 4
