"""What a game must provide to the core: options, event kinds, phases, the four verbs.

A game is an object registered under a key (:mod:`referee.core.registry`).
The core drives it: ``parse`` (text → event), ``validate`` (state + event →
ok or RuleViolation), ``apply`` (state + event → consequences; trusts its
input) — and the session's ``record`` strings them together.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any, ClassVar

from referee.core.errors import NotationError, RuleViolation
from referee.core.typed import Writer, line
from referee.core.i18n import Term, _, translate
from referee.core.numbers import number, numeric
from referee.core.outcome import Outcome      # the games import it from here too


@dataclass(frozen=True)
class Option:
    """A rules switch stored in the save's ``[options]``."""

    name: str
    default: Any
    help: str
    rule: str = ""
    choices: tuple = ()
    bounds: tuple[int, int] | None = None    # a whole-number option's lowest and highest value (besides choices)
    since: int = 1           # the save format from which a save that does not name the option is read with default
    earlier: Any = None      # what such a save of an older format was played with (the option did not exist, or
                             # its default was another): the compatibility promise, docs/rulings.md "Contract notes"

    def default_for(self, written: int | None) -> Any:
        """The value of the option for a save of format ``written`` that does not name it (None: a new save)."""
        if written is not None and written < self.since and self.earlier is not None:
            return self.earlier
        return self.default

    def coerce(self, value: Any, strict: bool = False) -> Any:
        """A value from the command line (text) or, ``strict``, a save (typed), checked against the default
        and the valid values (:attr:`choices`, :attr:`bounds`)."""
        if strict:
            kind = type(self.default)
            if type(value) is not kind:
                raise NotationError(_("option {name} must be a {type}, not {value}", name=self.name,
                                      type=kind.__name__, value=repr(value)),
                                    _("default {default}", default=repr(self.default)))
            return self._checked(value)
        if isinstance(self.default, bool):
            if isinstance(value, str):
                low = value.strip().lower()
                if low in ("1", "true", "yes", "on"):
                    value = True
                elif low in ("0", "false", "no", "off"):
                    value = False
            if not isinstance(value, bool):
                raise NotationError(_("option {name} takes true or false, not {value}", name=self.name,
                                      value=repr(value)), _("e.g. true"))
            return value
        if isinstance(self.default, int):
            text = value.strip() if isinstance(value, str) else None
            if type(value) is not int and not (text and numeric(text.lstrip("+-"))):
                raise NotationError(_("option {name} takes a whole number, not {value}", name=self.name,
                                      value=repr(value)), self.valid())
            if text is not None:
                value = number(text, _("option {name}", name=self.name), f"{self.name}={self.default}", signed=True)
            return self._checked(value)
        if not isinstance(value, str):
            raise NotationError(_("option {name} takes text, not {value}", name=self.name, value=repr(value)),
                                _("one of {choices}", choices=", ".join(self.choices)))
        return self._checked(value)

    def _checked(self, value: Any) -> Any:
        """``value`` if it is one of the :attr:`choices` or within the :attr:`bounds` (when declared)."""
        if isinstance(value, bool) or not (self.choices or self.bounds):
            return value
        if value in self.choices:
            return value
        if self.bounds is not None and isinstance(value, int) and self.bounds[0] <= value <= self.bounds[1]:
            return value
        raise NotationError(_("option {name} cannot be {value}", name=self.name, value=repr(value)),
                            self.valid(), rule=self.rule or None)

    def valid(self) -> str:
        """The valid values in words (``a whole number from 3 to 22``, ``one of off, warn, reject``)."""
        if isinstance(self.default, bool):
            return _("true or false")
        if self.bounds is not None:
            span = _("a whole number from {low} to {high}", low=self.bounds[0], high=self.bounds[1])
            if self.choices:
                return _("{choices}, or {span}", choices=", ".join(map(str, self.choices)), span=span)
            return span
        if self.choices:
            return _("one of {choices}", choices=", ".join(map(str, self.choices)))
        return _("default {default}", default=repr(self.default))


@dataclass(frozen=True)
class Field:
    """One field of an event kind, as written in the save."""

    type: str          # "str" | "note" (a longer text) | "int" | "bag" | "list" | "ints" | "bags" (name → bag)
    required: bool = True


@dataclass(frozen=True)
class Phase:
    """Event kinds allowed in a phase, and the rule that forbids the others (``rules``: per kind)."""

    kinds: frozenset[str]
    rule: str
    describe: str      # English, translated where it is shown (marked with i18n.N_)
    rules: tuple[tuple[str, str], ...] = ()

    def rule_for(self, kind: str) -> str:
        return dict(self.rules).get(kind, self.rule)


COMMON_FIELDS = {"seq": Field("int"), "kind": Field("str"), "player": Field("str", False),
                 "at": Field("str", False), "note": Field("note", False)}


@dataclass(frozen=True)
class GameInfo:
    """What the registry and the CLI know of a game before loading its rules (a cheap import).

    ``commands`` are the game's own subcommands (Struggle for Rome's ``referee map …``): a name, and where its
    ``typer.Typer`` is (``"module:attribute"``), imported only when a command line needs it. Those commands
    raise the referee's errors like any other; the CLI turns them into ``Error:`` lines and exit codes.

    ``rules`` is the package whose ``data/rules.toml`` holds the game's rule texts (``referee rule``); a
    variant may name its family's package. Empty: the package of the game's class, once it is loaded.

    ``why`` is the module whose ``TABLE`` explains its recorded events (``referee why``, :mod:`referee.core.why`);
    a variant may name the one of the game it builds on. Empty: no explanations of its own.
    """

    key: str
    title: str
    aliases: tuple[str, ...]
    min_players: int
    max_players: int
    verbs: dict[str, str]          # CLI verb → one-line help
    commands: dict[str, str] = field(default_factory=dict)   # CLI command → "module:attribute" of a typer.Typer
    verb_aliases: dict[str, str] = field(default_factory=dict)   # another name (Czech) → a verb or command above
    field_terms: dict[str, str] = field(default_factory=dict)    # an event field → the Term context of its values
    rules: str = ""                # the package holding data/rules.toml (referee.core.rules)
    why: str = ""                  # the module holding its ``referee why`` TABLE (referee.core.why)


@dataclass
class Setup:
    """Everything before the first event: the save's header, options, board and players."""

    game: str
    title: str
    created: dt.datetime
    options: dict[str, Any]
    board: dict[str, Any]
    players: list[dict[str, Any]]

    @property
    def names(self) -> list[str]:
        return [p["name"] for p in self.players]


class Game:
    """Base class of every game; subclasses fill in the class attributes and verbs."""

    info: ClassVar[GameInfo | None] = None   # the game's GameInfo: key, names, player counts, verbs and commands
    key: ClassVar[str]
    title: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    colors: ClassVar[tuple[str, ...]] = ()
    options: ClassVar[tuple[Option, ...]] = ()
    kinds: ClassVar[dict[str, dict[str, Field]]] = {}
    phases: ClassVar[dict[str, Phase]] = {}
    verbs: ClassVar[dict[str, str]] = {}   # CLI verb → one-line help
    commands: ClassVar[dict[str, str]] = {}   # CLI command → "module:attribute" of a typer.Typer (GameInfo)
    verb_aliases: ClassVar[dict[str, str]] = {}   # another name (Czech) → a verb or command (GameInfo)
    field_terms: ClassVar[dict[str, str]] = {}    # an event field → the Term context of its values (GameInfo)
    TYPED: ClassVar[dict[str, Writer]] = {}       # event kind → the words that record it (:meth:`typed`)
    map_editor: ClassVar[str] = ""   # "module:attribute" of the editor of its map files (referee serve --edit)
    PRIVATE: ClassVar[dict[str, tuple[str, ...]]] = {}   # kind → fields only the players in ``seen_by`` know
    why: ClassVar[str] = ""          # the module of its ``referee why`` TABLE (GameInfo)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A subclass that sets :attr:`info` takes its key, title, aliases, player counts, verbs and commands."""
        super().__init_subclass__(**kwargs)
        info = cls.__dict__.get("info")
        if info is not None:
            cls.key, cls.title, cls.aliases = info.key, info.title, info.aliases
            cls.min_players, cls.max_players = info.min_players, info.max_players
            cls.verbs, cls.commands, cls.verb_aliases = info.verbs, info.commands, info.verb_aliases
            cls.field_terms, cls.why = info.field_terms, info.why

    # --- set-up ------------------------------------------------------------
    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise NotationError(_("{game} has no option '{name}'", game=self.key, name=name),
                            _("options: {names}", names=", ".join(o.name for o in self.options)))

    def resolve_options(self, given: dict[str, Any], strict: bool = False,
                        written: int | None = None) -> dict[str, Any]:
        """Every option written out: defaults, overridden by ``given`` (checked; typed when ``strict``).

        ``written``: the format of the save ``given`` comes from; an option it does not name takes the value the
        program applied when saves of that format were written (:meth:`Option.default_for`)."""
        resolved = {o.name: o.default_for(written) for o in self.options}
        for name, value in given.items():
            resolved[name] = self.option(name).coerce(value, strict)
        return resolved

    def make_board(self, spec: str | None, seed: int | None, players: list[str],
                   options: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def with_tables(self, board: dict[str, Any], spec: str) -> dict[str, Any]:
        """``referee new … --tables FILE``: the board with the game's tables of numbers from ``spec`` (a game whose
        summary tables are data, Warriors & Traders); other games have none."""
        raise NotationError(_("{game} has no tables to choose", game=self.key), _("leave out --tables"))

    def with_scenario(self, spec: str, board: str | None) -> tuple["Game", dict[str, Any], dict[str, Any]]:
        """``referee new … --scenario FILE``: the game that plays the scenario, its ``[board]`` (the scenario
        stored in it, so the save needs no file) and the options' defaults it sets; ``board`` is the table's own
        board, replacing the scenario's. Games without scenario files refuse."""
        raise NotationError(_("{game} has no scenario files", game=self.key), _("leave out --scenario"))

    def check_setup(self, setup: Setup) -> None:
        """Refuse players, options or a board the game cannot be played with."""

    # --- the four verbs ----------------------------------------------------
    def initial_state(self, setup: Setup) -> Any:
        raise NotImplementedError

    def parse(self, state: Any, verb: str, words: list[str], player: str | None) -> dict[str, Any]:
        """CLI words → an event dict (canonical names); NotationError if unreadable."""
        raise NotImplementedError

    def typed(self, state: Any, event: dict[str, Any]) -> list[str]:
        """The inverse of :meth:`parse`: the words of the command line, verb first, that ``parse`` reads back into
        ``event`` in ``state`` (the state before it), with ``--player`` and ``--note`` where needed. A game family
        fills :attr:`TYPED`; a kind it lacks is a NotationError saying the game has no typed form of it."""
        return line(self, state, event, self.TYPED)

    def normalize(self, state: Any, event: dict[str, Any]) -> dict[str, Any]:
        """A stored event with aliases resolved to canonical names."""
        return event

    def phase(self, state: Any) -> str:
        raise NotImplementedError

    def quiet(self, state: Any, flag: bool) -> None:
        """Skip the text of outcomes while replaying (nobody reads it); a game may ignore this."""

    def show_all(self, state: Any, flag: bool) -> None:
        """Reports show full knowledge (``--all``), not the public view of a game whose table kept secrets
        (DESIGN.md §3, "Secrets"); a game without secrets ignores this."""

    def check_phase(self, state: Any, event: dict[str, Any]) -> None:
        """The one generic 'not allowed now' check, driven by :attr:`phases`."""
        name = self.phase(state)
        phase = self.phases[name]
        if event["kind"] not in phase.kinds:
            allowed = ", ".join(_("{verb}", verb=k) for k in sorted(phase.kinds)) or _("nothing")
            raise RuleViolation(phase.rule_for(event["kind"]),
                                _("'{kind}' is not allowed now ({why})", kind=event["kind"],
                                  why=translate(phase.describe)),
                                _("allowed now: {kinds}; waiting for: {prompt}", kinds=allowed,
                                  prompt=self.prompt(state)))

    def validate(self, state: Any, event: dict[str, Any]) -> list[str]:
        """Raise RuleViolation if ``event`` is illegal in ``state``; return warnings."""
        raise NotImplementedError

    def apply(self, state: Any, event: dict[str, Any]) -> Outcome:
        raise NotImplementedError

    # --- reports -----------------------------------------------------------
    # A game names its reports chapter (a module with ``summary``, ``status``, ``board_text`` and ``score``)
    # and its picture (``"module:function"``, imported only when a picture is asked for); the methods below
    # read them, and a game overrides a method only where it reports differently.
    reports: ClassVar[Any] = None
    picture: ClassVar[str | None] = None

    def summary(self, state: Any) -> dict[str, Any]:
        """The game-specific part of ``check --json`` (turn, phase, players, …)."""
        return self.reports.summary(state)

    def status(self, state: Any) -> Outcome:
        return self.reports.status(state)

    def board_text(self, state: Any) -> str:
        return self.reports.board_text(state)

    def value_names(self, state: Any) -> dict[str, dict[str, str]]:
        """Names a save brings of its own (a scenario's items), by event field and value, as people read them in
        the language of the output; ``replay`` shows them instead of the catalogue's terms."""
        return {}

    def board_svg(self, state: Any) -> str:
        """The board as an SVG picture (``referee board --svg FILE``)."""
        if self.picture is None:
            raise NotationError(_("{game} has no picture of the board yet", game=self.key),
                                _("'referee board' draws it as text"))
        import importlib  # only when a picture is asked for

        module, _sep, function = self.picture.partition(":")
        return getattr(importlib.import_module(module), function)(state)

    def stats(self, state: Any, events: list[dict[str, Any]]) -> Outcome:
        """``referee stats`` over the applied ``events``; by default the dice alone (``roll`` events' ``total``),
        and for a game whose event kinds have no ``roll`` a plain line saying it has no dice."""
        if self.kinds and "roll" not in self.kinds:
            return Outcome(data={"dice": None}).say("{game} is played without dice: there are no dice statistics.",
                                                    game=Term("game", self.key))
        from referee.core import stats  # only when statistics are asked for

        return stats.dice_report(stats.roll_totals(events))

    def score(self, state: Any) -> Outcome:
        return self.reports.score(state)

    def current_player(self, state: Any) -> str | None:
        raise NotImplementedError

    def awaited(self, state: Any) -> Any:
        """Who may act now and what each may do: an :class:`referee.core.awaited.Awaited` (the legal moves as data;
        :func:`referee.core.awaited.answer` gives it with the words that record each choice)."""
        raise NotationError(_("{game} does not list its legal moves yet", game=self.key))

    def hints(self, state: Any, words: list[str]) -> Outcome:
        """Legal moves for the player to act, in words (``referee hints``)."""
        raise NotationError(_("{game} gives no hints yet", game=self.key))

    def hints_of(self, state: Any, words: list[str], player: str | None = None) -> Outcome:
        """``referee hints --player NAME``: the legal moves of a named player. A game whose moves belong to one
        player at a time gives those of the player to act, and refuses another name (a variant where several may
        act, as the 5–6 special building phase, overrides this)."""
        if player is None:
            return self.hints(state, words)
        from referee.core.players import player_name

        name, acting = player_name(state, player), self.current_player(state)
        if acting is not None and name != acting:
            raise NotationError(_("{player} has nothing to do now: the moves are {acting}'s", player=name,
                                  acting=acting), _("'hints' without --player, or --player {acting}",
                                                    acting=acting))
        return self.hints(state, words)

    def prompt(self, state: Any) -> str:
        """What the game waits for, in words (``Ben rolls``)."""
        raise NotImplementedError

    def completions(self, state: Any, verb: str, words: list[str]) -> list[str]:
        """Words that may come next after ``verb words…`` (tab completion); none by default."""
        return []

    def stamps(self, kind: str) -> bool:
        """Whether ``at`` on a ``kind`` event is the time it was recorded: not when the kind has its own ``at``."""
        return "at" not in self.kinds.get(kind, {})

    def check_notes(self, state: Any) -> list[str]:
        """Lines ``check`` prints under a valid verdict (e.g. which checks rested on facts declared at the table)."""
        return []
