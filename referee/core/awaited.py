"""What the referee awaits, as data: who may act now and what each of them may do (``referee hints --json``).

A game answers :meth:`referee.core.game.Game.awaited` with an :class:`Awaited`: its **actors** — the player to
act, or everyone who acts at once (the discards after a 7) — each with the **choices** open to him. A choice is
one event kind with some fields fixed and the others open as **slots**; each slot has a kind (a place, a player,
a number, cards …) and a domain (the legal values, or bounds). The promise, tested by the soundness and
completeness properties (tests/test_awaited.py):

* every combination of a choice's slot values is an event the rules accept — but for a slot given by bounds
  (cards "up to what he holds"), where the choice names the rules (:attr:`Choice.rules`) that may still refuse one
  combination within them;
* every event the rules accept is among the choices of its player.

Values a player does not choose — the dice, the card drawn — are slots marked ``chance``: the table supplies them.
A choice whose legality rests on cards only its holder knows (a development card bought face down) names him in
``secret``; other viewers see that he may make it, not with which card (:func:`view`).

The same answer is read by ``referee hints`` (its text), by the page of ``referee serve`` and its phones (buttons,
the legal places lit) and by the self-play tests. Each choice carries the words that record it: ``line`` when no
slot is open, else a ``template`` whose ``{slot}`` words :func:`fill` replaces with the values chosen — the game's
own typed form (:attr:`referee.core.game.Game.TYPED`), so a filled template is a line ``referee play`` takes.
The JSON contract: docs/hints-json.md.
"""

from __future__ import annotations

import random
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from referee.core import typed as typed_forms

PLACES = ("hex", "corner", "side", "province", "square", "space", "city", "place")
FORMS = {"count name": typed_forms.bag, "name=count": typed_forms.pairs, "names": typed_forms.names,
         "name=count,": typed_forms.assignments, "words": typed_forms.each}
IGNORED = frozenset({"seq", "note"})     # fields of a recorded event that no choice fixes


class Hole(str):
    """An open slot standing in an event while the game's typed form writes its words: it writes ``{name}``. A bag
    helper of :mod:`referee.core.typed` that meets one notes the bag's written form on it (:attr:`form`)."""

    form: str = ""

    def __new__(cls, name: str):
        hole = super().__new__(cls, "{" + name + "}")
        hole.slot = name
        return hole


@dataclass(frozen=True)
class Slot:
    """One open field of a choice: its kind and its domain — the legal ``values``, or bounds.

    A number has ``low``/``high``. Cards (a bag, name → count) have ``most`` of each name (a name absent: none),
    ``least`` of each where some are required, and ``low``/``high`` cards in all (None: no bound); ``every``: each
    name of ``most`` is written, zeros too (what each player handed over to a Monopoly)."""

    name: str                          # the event field it fills
    kind: str                          # a place kind (PLACES), "player", "number", "cards", "card", "piece", "word"
    values: tuple | None = None        # the legal values (canonical names), when listed
    low: Any = None                    # a number's lowest value; a bag's fewest cards in all
    high: Any = None                   # a number's highest; a bag's most cards in all
    most: Mapping[str, int] | None = None     # a bag: the most of each name
    least: Mapping[str, int] | None = None    # a bag: the fewest of each name (absent: 0)
    every: bool = False                # a bag: every name of ``most`` written, zeros too
    chance: bool = False               # supplied by the table (dice, a card drawn), not chosen
    optional: bool = False             # may be left out (a card stolen unseen, a card bought face down)
    dice: int = 0                      # a number that is the total of this many six-sided dice
    form: str = ""                     # a bag's or a list's typed form (BAG_FORMS, "words"); set by :func:`words`
    free: bool = False                 # a place the table may name anew, declaring its facts with it (Struggle for
                                       # Rome without a map): any word (or list of words) is taken, the choice's
                                       # ``rules`` judge it; ``values`` are names the referee offers

    @property
    def bag(self) -> bool:
        return self.most is not None

    def admits(self, value: Any) -> bool:
        """Whether ``value`` lies in the domain (a bag: within every bound)."""
        if self.bag:
            if not isinstance(value, Mapping) or (self.every and set(value) != set(self.most)):
                return False
            least = self.least or {}
            if any(n < 0 or n > self.most.get(k, 0) for k, n in value.items()):
                return False
            if any(value.get(k, 0) < n for k, n in least.items()):
                return False
            total = sum(value.values())
            return (self.low is None or total >= self.low) and (self.high is None or total <= self.high)
        if self.free:
            return isinstance(value, str) or (isinstance(value, (list, tuple)) and all(isinstance(v, str)
                                                                                      for v in value))
        if self.values is not None:
            return (tuple(value) if isinstance(value, list) else value) in self.values
        return isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.bag:
            out["max"] = dict(self.most)
            if self.least:
                out["min"] = dict(self.least)
            if self.low is not None or self.high is not None:
                out["count"] = self.low if self.low == self.high else {"min": self.low, "max": self.high}
            if self.every:
                out["every"] = True
        elif self.values is not None:
            out["values"] = [list(v) if isinstance(v, tuple) else v for v in self.values]
        else:
            out["min"], out["max"] = self.low, self.high
        if self.form:
            out["form"] = self.form
        if self.dice:
            out["dice"] = self.dice
        if self.chance:
            out["chance"] = True
        if self.optional:
            out["optional"] = True
        if self.free:
            out["free"] = True
        return out


@dataclass
class Choice:
    """One kind of event a player may record now: ``event`` holds its fixed fields (``kind``, ``player``, …), the
    ``slots`` its open ones; every combination of their values is legal (but for :attr:`rules`)."""

    event: dict[str, Any]
    slots: tuple[Slot, ...] = ()
    rules: tuple[str, ...] = ()        # rules that may refuse one combination within a bag's bounds
    secret: str | None = None          # the player whose face-down cards make it possible
    label: str = ""                    # a short name for a button ("knight"); the verb's when empty
    needs: Mapping[str, int] | None = None    # the cards he lacks for it (a blocked choice, :attr:`Actor.blocked`)
    derived: tuple[str, ...] = ()      # fields the game computes from the slots (a roll's total from its dice)
    template: list[str] = field(default_factory=list)    # the typed words, ``{slot}`` for each open slot
    line: str | None = None            # the whole line, when no slot is open

    @property
    def kind(self) -> str:
        return self.event["kind"]

    @property
    def player(self) -> str | None:
        return self.event.get("player")

    @property
    def verb(self) -> str:
        return self.template[0] if self.template else self.kind

    @property
    def chance(self) -> bool:
        """Nothing to choose but what the table supplies (a roll)."""
        return bool(self.slots) and all(s.chance for s in self.slots)

    def slot(self, name: str) -> Slot | None:
        return next((s for s in self.slots if s.name == name), None)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"verb": self.verb, "kind": self.kind}
        fixed = {k: v for k, v in self.event.items() if k not in ("kind", "player")}
        if fixed:
            out["fixed"] = fixed
        if self.label:
            out["label"] = self.label
        if self.line is not None:
            out["line"] = self.line
        else:
            out["template"] = list(self.template)
            out["slots"] = [s.as_json() for s in self.slots]
        if self.chance:
            out["chance"] = True
        if self.rules:
            out["rules"] = list(self.rules)
        if self.secret:
            out["secret"] = True
        if self.needs:
            out["needs"] = dict(self.needs)
        return out


@dataclass
class Actor:
    """A player who may act now: what is awaited of him in words, his legal choices, and those he could make but
    for the cards he holds (``blocked``: a button shown greyed, a hint's "not affordable now")."""

    player: str
    waiting: str
    choices: list[Choice] = field(default_factory=list)
    blocked: list[Choice] = field(default_factory=list)
    must: bool = True                  # the game cannot go on until he acts (a discard); False: he may, if he wants
    facts: dict[str, Any] = field(default_factory=dict)    # what his choices rest on, to show (his trading rates)

    def as_json(self, hidden: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "waiting": self.waiting}
        if hidden:
            out["choices"] = None
            return out
        out["choices"] = [c.as_json() for c in self.choices]
        if self.blocked:
            out["blocked"] = [c.as_json() for c in self.blocked]
        if self.facts:
            out["facts"] = dict(self.facts)
        if not self.must:
            out["may"] = True
        return out


@dataclass
class Awaited:
    """Who may act now and what each may do; ``waiting`` says it in words (``Ben rolls``)."""

    phase: str
    waiting: str
    actors: list[Actor] = field(default_factory=list)
    at_once: bool = False              # the actors act at once, in no order (discards after a 7)
    winner: str | None = None
    notes: list[str] = field(default_factory=list)     # what the answer rests on (an unknown map value …)

    def actor(self, player: str) -> Actor | None:
        return next((a for a in self.actors if a.player == player), None)

    def choices(self) -> list[Choice]:
        return [c for a in self.actors for c in a.choices]

    def as_json(self, viewer: str | None = None, all_: bool = True) -> dict[str, Any]:
        """The contract of ``referee hints --json`` (docs/hints-json.md): everything with ``all_``; for a seat
        (``viewer``) his own choices and only who else is awaited; for the table (no viewer, not ``all_``) every
        choice but the cards of a secret one."""
        actors = []
        for a in self.actors:
            if all_:
                actors.append(a.as_json())
            elif viewer is not None and a.player != viewer:
                actors.append(a.as_json(hidden=True))
            else:
                actors.append(Actor(a.player, a.waiting, _public(a.choices, viewer), _public(a.blocked, viewer),
                                    a.must, a.facts).as_json())
        return {"phase": self.phase, "waiting": self.waiting, "at_once": self.at_once, "winner": self.winner,
                "actors": actors, **({"notes": list(self.notes)} if self.notes else {})}


def _public(choices: list[Choice], viewer: str | None) -> list[Choice]:
    """Choices as a viewer who is not their secret's holder sees them: one per kind for all that rest on face-down
    cards, without the cards (the table knows he may play one, not which)."""
    shown, merged = [], set()
    for c in choices:
        if not c.secret or c.secret == viewer:
            shown.append(c)
        elif c.kind not in merged:
            merged.add(c.kind)
            shown.append(Choice({"kind": c.kind, "player": c.player}, secret=c.secret, template=[c.verb],
                                line=None))
    return shown


# --- the words that record a choice ------------------------------------------------------------------------

def answer(game, state: Any) -> Awaited:
    """The game's answer for ``state`` with the words that record each choice."""
    return finish(game, state, game.awaited(state))


def finish(game, state: Any, awaited: Awaited) -> Awaited:
    """Each choice given its words: ``line`` where no slot is open, else its ``template`` (and each bag slot its
    typed form), from the game's typed form of the event (:attr:`Game.TYPED`)."""
    defaults: dict = {}
    names = set(getattr(state, "by_name", ()) or ())
    for actor in awaited.actors:
        for choice in (*actor.choices, *actor.blocked):
            words(game, state, choice, defaults, names)
    return awaited


def words(game, state: Any, choice: Choice, defaults: dict | None = None, names: set | None = None) -> Choice:
    """The choice's ``line`` or ``template``: the words its typed form writes, ``--player`` added where the line
    read back would take another player (asked of the game's ``parse`` once per kind and the players the words name,
    ``defaults``; the soundness tests read every line back)."""
    write = game.TYPED[choice.kind]
    holes = {s.name: Hole(s.name) for s in choice.slots}
    written = write(state, {**choice.event, **holes})
    sample = write(state, {**choice.event, **{s.name: example(s) for s in choice.slots}}) if holes else written
    player = choice.event.get("player")
    if player is not None:
        shape = (choice.kind, tuple(w for w in sample if w in (names or ())))
        if defaults is None or shape not in defaults:
            found = typed_forms.default_player(game, state, sample)
            if defaults is not None:
                defaults[shape] = found
        else:
            found = defaults[shape]
        if found != player:
            written += ["--player", player]
    if choice.event.get("note"):
        written += ["--note", choice.event["note"]]
    choice.template = written
    if not holes:
        choice.line = shlex.join(written)
        return choice
    choice.slots = tuple(replace(s, form=holes[s.name].form) if holes[s.name].form else s for s in choice.slots)
    return choice


def example(slot: Slot) -> Any:
    """A value of the slot's domain (its first), for the words a typed form writes around it."""
    if slot.bag:
        if slot.every:
            return {k: (slot.least or {}).get(k, 0) for k in slot.most}
        name = next(iter(slot.most), None)
        return {name: max(1, slot.low or 0)} if name else {}
    if slot.values is not None:
        return slot.values[0] if slot.values else ""
    return slot.low


def fill(choice: Choice, values: Mapping[str, Any]) -> str:
    """The line that records ``choice`` with ``values`` in its open slots (an optional slot left out: its words
    dropped)."""
    if choice.line is not None:
        return choice.line
    slots = {"{" + s.name + "}": s for s in choice.slots}
    out: list[str] = []
    for word in choice.template:
        slot = slots.get(word)
        if slot is None:
            out.append(word)
        elif slot.name in values:
            out += value_words(slot, values[slot.name])
        elif not slot.optional:
            raise KeyError(slot.name)
    return shlex.join(out)


def value_words(slot: Slot, value: Any) -> list[str]:
    """The words a value is typed as: a bag in its form (in the order of its names), a list word by word."""
    if slot.bag:
        ordered = {k: value.get(k, 0) for k in slot.most if value.get(k) or slot.every}
        return FORMS[slot.form or "count name"](ordered)
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


def event_of(choice: Choice, values: Mapping[str, Any]) -> dict[str, Any]:
    """The event ``choice`` records with ``values`` (canonical; what :func:`offers` recognises)."""
    return {**choice.event, **{k: list(v) if isinstance(v, tuple) else v for k, v in values.items()}}


# --- choosing and recognising ----------------------------------------------------------------------------

def pick(slot: Slot, rng: random.Random) -> Any:
    """A random value of the slot's domain (dice: their total as thrown; a bag: within its bounds)."""
    if slot.dice:
        return sum(rng.randint(1, 6) for _i in range(slot.dice))
    if slot.bag:
        return pick_bag(slot, rng)
    if slot.values is not None:
        return rng.choice(slot.values)
    return rng.randint(slot.low, slot.high)


def pick_bag(slot: Slot, rng: random.Random) -> dict[str, int]:
    """Cards within the bounds: each name's fewest, then a count between the slot's fewest and most (as the names
    allow), drawn one by one from what each name still allows."""
    bag: dict[str, int] = {k: n for k, n in (slot.least or {}).items() if n}
    room = {k: n - bag.get(k, 0) for k, n in slot.most.items()}
    start = sum(bag.values())
    most = min(slot.high if slot.high is not None else start + sum(room.values()), start + sum(room.values()))
    low = max(slot.low or 0, start)
    count = (rng.randint(low, most) if most >= low else low) - start
    if slot.every:
        bag = {k: bag.get(k, 0) for k in slot.most}
    for _i in range(count):
        names = [k for k, n in room.items() if n > 0]
        if not names:
            break
        name = rng.choice(names)
        room[name] -= 1
        bag[name] = bag.get(name, 0) + 1
    return bag


def complete(choice: Choice, rng: random.Random, leave_out: float = 0.3) -> dict[str, Any]:
    """Random values for every open slot (an optional one left out with probability ``leave_out``)."""
    values = {}
    for slot in choice.slots:
        if slot.optional and rng.random() < leave_out:
            continue
        values[slot.name] = pick(slot, rng)
    return values


def bare(game, event: Mapping[str, Any]) -> dict[str, Any]:
    """A recorded event without what no choice fixes: its number, its note, the time it was recorded."""
    return {k: v for k, v in event.items()
            if k not in IGNORED and not (k == "at" and game.stamps(event["kind"]))}


def offers(awaited: Awaited, event: Mapping[str, Any]) -> Choice | None:
    """The choice of ``event``'s player that admits the (:func:`bare`) event — its fixed fields equal, every other
    field in a slot's domain — or None: a legal event that is not offered is a bug of the game's answer."""
    for actor in awaited.actors:
        if actor.player != event.get("player") and event.get("player") is not None:
            continue
        for choice in actor.choices:
            if _admits(choice, event):
                return choice
    return None


def _admits(choice: Choice, event: Mapping[str, Any]) -> bool:
    fixed, slots = choice.event, {s.name: s for s in choice.slots}
    for key, value in event.items():
        if key in choice.derived:
            continue
        if key in fixed:
            if fixed[key] != value:
                return False
        elif key in slots:
            if not slots[key].admits(value):
                return False
        else:
            return False
    return all(k in event for k in fixed) and all(s.optional or s.name in event for s in choice.slots)
