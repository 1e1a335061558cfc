"""Bags of cards (``{ wool = 2, ore = 1 }``): counting, paying, parsing."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping

from referee.core.errors import NotationError
from referee.core.i18n import Cards, _
from referee.core.numbers import number, numeric
from referee.core.vocab import Vocabulary

MAX_CARDS = 1000  # far beyond any real hand; larger numbers are typos or damage


class Bag(Counter):
    """A multiset of card names with non-negative counts."""

    def total(self) -> int:  # Counter.total exists, but ignore zero/negatives explicitly
        return sum(n for n in self.values() if n > 0)

    def holds(self, other: Mapping[str, int]) -> bool:
        return all(self.get(k, 0) >= n for k, n in other.items())

    def missing(self, other: Mapping[str, int]) -> dict[str, int]:
        return {k: n - self.get(k, 0) for k, n in other.items() if self.get(k, 0) < n}

    def add(self, other: Mapping[str, int]) -> None:
        for k, n in other.items():
            self[k] = self.get(k, 0) + n

    def take(self, other: Mapping[str, int]) -> None:
        for k, n in other.items():
            self[k] = self.get(k, 0) - n

    def clean(self) -> dict[str, int]:
        """Zero counts dropped, in the vocabulary's order when sorted by caller."""
        return {k: n for k, n in self.items() if n}


def describe(bag: Mapping[str, int], order: Iterable[str] | None = None, what: str = "resource") -> Cards:
    """``2 wool + 1 ore``; ``nothing`` for an empty bag (translated; names are terms of ``what``)."""
    return Cards(bag, what, order)


_TOKEN = re.compile(r"\d+|[^\W\d]+", re.UNICODE)
_FILLER = {"and", "a", "x", "×", "a", "und", "i"}


def parse_bag(text: str | Iterable[str], vocab: Vocabulary) -> dict[str, int]:
    """Parse ``"2 wool, ore"``, ``"wool=2 ore=1"``, ``"3x grain"`` or ``["2", "wool"]`` into a bag."""
    if not isinstance(text, str):
        text = " ".join(text)
    text = re.sub(r"([^\W\d]+)\s*[=:]\s*(\d+)", r"\2 \1", text)
    bag: Counter[str] = Counter()
    count: int | None = None
    for token in _TOKEN.findall(text):
        if numeric(token):
            if count is not None:
                raise NotationError(_("two numbers in a row ({first} {second}) in '{text}'",
                                      first=count, second=token, text=text), _("write e.g. '2 wool, 1 ore'"))
            count = number(token, _("a number of cards"), "2 wool, 1 ore")
        elif token.lower() in _FILLER and token not in vocab:
            continue
        else:
            bag[vocab.resolve(token)] += 1 if count is None else count
            count = None
    if count is not None:
        raise NotationError(_("a number without a card name in '{text}'", text=text), _("write e.g. '2 wool, 1 ore'"))
    if any(n > MAX_CARDS for n in bag.values()):
        raise NotationError(_("more cards than exist in the game"), _("at most {limit}", limit=MAX_CARDS))
    return dict(bag)
