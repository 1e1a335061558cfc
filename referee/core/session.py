"""Sessions: a save opened, replayed, and recorded into (parse → validate → apply → append → write)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.core import registry, save
from referee.core.errors import NotationError, RefereeError, RuleViolation, SaveError
from referee.core.game import Game, Setup
from referee.core.outcome import Outcome, typed_aliases
from referee.core.i18n import _


_kept: dict[Path, "Session"] = {}   # real file → the session a long-running process keeps between commands (play)

AMENDED = "replaced by amend of event {seq}"     # the reason kept on an event an amend replaced (``[[undone]]``)


@dataclass
class Problem:
    """An event a replay refused."""

    seq: int
    rule: str
    message: str

    def as_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "rule": self.rule, "message": self.message}


@dataclass
class Replay:
    """Where a replay arrived: the state, the events applied, the first problem and what else it found."""

    state: Any
    applied: int
    problem: Problem | None = None
    outcomes: list[tuple[dict, Outcome]] = field(default_factory=list)
    warnings: list[tuple[int, str]] = field(default_factory=list)
    later: list[Problem] = field(default_factory=list)   # further problems, found by skipping bad events


def step(game: Game, state: Any, event: dict[str, Any]) -> tuple[dict[str, Any], Outcome]:
    """Normalize, validate and apply one event; the state is untouched if it is refused."""
    event = game.normalize(state, event)
    game.check_phase(state, event)
    warnings = game.validate(state, event)
    outcome = game.apply(state, event)
    if warnings:
        outcome.warnings[:0] = warnings
    return event, outcome


def _problem(event: dict, index: int, exc: RefereeError) -> Problem:
    message = exc.message + (f" — {exc.allowed}" if exc.allowed else "")
    return Problem(event.get("seq", index + 1), exc.rule or "NOTATION", message)


def replay(game: Game, setup: Setup, events: list[dict], *, keep: bool = False, upto: int | None = None,
           all_problems: bool = False, shown: Container[int] | None = None,
           tell: Callable[[dict, Outcome], None] | None = None, keep_last: int = 0) -> Replay:
    """Replay events from the set-up; stop at the first one the rules refuse.

    With ``all_problems`` the refused event is skipped and the replay goes on, so
    ``check`` can list later problems too (each judged on the state without the bad ones).

    ``keep``: the outcomes (what each event caused, in words) are kept in ``outcomes``; with ``shown`` only those of
    the events at these positions (1 = the first), the others are None; with ``tell`` each outcome shown is handed
    to it as it comes, none is kept — a long save's outcomes are never all held at once.
    With ``keep_last`` only the last events' outcomes are told and kept (the page of ``referee serve`` shows
    what the last event caused), the others are replayed quietly.
    """
    if keep_last and not keep:
        count = len(events[:upto])
        shown, keep = range(count - keep_last + 1, count + 1), True
    state = game.initial_state(setup)
    every = (keep or tell is not None) and shown is None
    game.quiet(state, not every)
    result = Replay(state, 0)
    for index, event in enumerate(events[:upto]):
        told = every or (shown is not None and index + 1 in shown)
        if told != every:
            game.quiet(state, False)
        try:
            normalized, outcome = step(game, state, event)
        except (RuleViolation, NotationError) as exc:
            if result.problem is None:
                result.problem = _problem(event, index, exc)
                if not all_problems:
                    break
            else:
                result.later.append(_problem(event, index, exc))
            continue
        finally:
            if told != every:
                game.quiet(state, True)
        if result.problem is None:
            result.applied += 1
        if outcome.warnings:
            result.warnings.extend((event["seq"], w) for w in outcome.warnings)
        if tell is not None:
            if told:
                tell(normalized, outcome)
        elif keep and (told or not keep_last):
            result.outcomes.append((normalized, outcome) if told else None)
    game.quiet(state, False)
    return result


def notation_problems(parsed: save.Parsed, path: Path | None, skip: set[int] = frozenset()) -> list[SaveError]:
    """Names no board or player has (an unknown coordinate, resource, player): damage, not a rule."""
    state = parsed.game.initial_state(parsed.setup)
    problems = []
    for i, event in enumerate(parsed.events):
        if i in skip:
            continue
        try:
            parsed.game.normalize(state, event)
        except RuleViolation:
            continue            # a rule problem, not damage: the replay reports it with its rule ID
        except NotationError as exc:
            problems.append(SaveError(exc.message, exc.allowed, path=path, seq=event.get("seq", i + 1)))
    return problems


def load(path: Path, *, names: bool = True) -> save.Parsed:
    """Read a save and find every structural problem (shape, set-up, and with ``names`` unknown names).

    Without ``names`` an unknown name is still caught, by the replay, as damage (exit 3).
    """
    text = save.decode(save.read_bytes(path), path)
    parsed = save.parse_setup(save.parse_text(text, path), path, registry.find)
    parsed.text = text
    try:
        parsed.game.check_setup(parsed.setup)
    except (RuleViolation, NotationError) as exc:
        raise SaveError(str(exc), path=path) from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        # The last line of defence: each game checks its set-up's shape (referee.core.shape), but a
        # hand edit its check did not foresee is still damage to report, never a traceback.
        raise SaveError(_("the set-up is malformed: {reason}", reason=f"{type(exc).__name__}: {exc}"),
                        _("fix [board], [options] or [[players]] by hand, or restore {backup}",
                          backup=save.backup_path(path).name), path=path) from None
    if names:
        misshapen = {p.seq - 1 for p in parsed.problems if p.seq is not None}
        parsed.problems += notation_problems(parsed, path, misshapen)
    parsed.problems.sort(key=save.problem_order)
    return parsed


class Session:
    """One save file, loaded and replayed; the only way the CLI changes a save."""

    def __init__(self, path: Path, game: Game, setup: Setup, events: list[dict], undone: list[dict],
                 upgraded_from: int | None = None, text: str | None = None):
        self.path = path                    # the name given, for messages
        self.file = save.real_path(path)    # the file behind any symbolic link: locked, written, backed up
        self.game = game
        self.setup = setup
        self.events = events
        self.undone = undone
        self.upgraded_from = upgraded_from
        self._text = text                   # the file's text as last read or written: an event is appended to it
        self._written = False               # whether ``_text`` is what this program wrote (a dump, known exact)
        self._payload = None if text is None else text.encode("utf-8")   # the file's bytes, as last read or written
        self._reusable = True               # whether the state is the replay of exactly those bytes (see keep)
        self._replay: Replay | None = None

    # --- opening -----------------------------------------------------------
    @classmethod
    def load(cls, path: Path) -> "Session":
        """Read and check a save; SaveError (exit 3) on the first structural problem."""
        parsed = load(path, names=False)
        if parsed.problems:
            raise parsed.problems[0]
        return cls(path, parsed.game, parsed.setup, parsed.events, parsed.undone, parsed.upgraded_from, parsed.text)

    @classmethod
    def follow(cls, previous: "Session") -> "Session":
        """The save read again after another program wrote it: when it only appended events to what
        ``previous`` held (the same set-up, the same events, nothing undone meanwhile), only the new events are
        replayed, on ``previous``'s state, told (their outcomes kept); otherwise a plain :meth:`load`.
        ``previous`` is not to be used afterwards (its state moved on)."""
        session = cls.load(previous.path)
        old = previous._replay
        known = len(previous.events)
        if (old is None or old.problem is not None or not previous._reusable or session.setup != previous.setup
                or session.events[:known] != previous.events or session.undone != previous.undone
                or len(session.events) == known):
            return session
        state = old.state
        previous.game.quiet(state, False)
        told = []
        for event in session.events[known:]:
            try:
                told.append(step(session.game, state, event))
            except (RuleViolation, NotationError):
                return cls.load(previous.path)          # a bad event: judged by a whole replay
        session._replay = Replay(state, len(session.events), outcomes=told)
        return session

    @classmethod
    @contextlib.contextmanager
    def open(cls, path: Path, *, write: bool = True):
        """Load under the save's lock (when writing), so read-validate-write is one step.

        The lock sits beside the real file, so two names of one save (a symbolic link) share it.
        """
        save.require_regular(path)
        if not write:
            yield cls.load(path)
            return
        real = save.real_path(path)
        save.require_writable(real)
        with save.locked(real):
            session = _kept.get(real)
            if session is None or not session.current(path):
                session = cls.load(path)
                if real in _kept:
                    _kept[real] = session
            try:
                yield session
            except (RuleViolation, NotationError):
                raise                        # refused before anything changed (session.step)
            except BaseException:
                session._reusable = False    # perhaps changed halfway: the next command reads the file again
                raise

    # --- kept between commands (referee play) ------------------------------
    @classmethod
    def keep(cls, session: "Session") -> None:
        """Until :meth:`release`, let :meth:`open` hand ``session`` to a command on its file, as long as the
        file still holds exactly the bytes the session last read or wrote (compared under the lock);
        otherwise it reads the file again. ``referee play`` keeps its session around each line it runs."""
        _kept[session.file] = session

    @classmethod
    def release(cls, path: Path) -> "Session | None":
        """End :meth:`keep`; the session :meth:`open` last handed out on ``path`` (None if it was never kept)."""
        return _kept.pop(save.real_path(path), None)

    @property
    def payload(self) -> bytes | None:
        """The file's bytes as this session last read or wrote them."""
        return self._payload

    def current(self, path: Path) -> bool:
        """Whether this session may go on without reading its file again: its state is the replay of the
        file's bytes as it last read or wrote them, and the file still holds exactly those bytes."""
        if not self._reusable or self._payload is None or path != self.path:
            return False
        try:
            return save.read_bytes(self.file) == self._payload
        except SaveError:
            return False

    @classmethod
    def create(cls, path: Path, game: Game, setup: Setup, *, overwrite: bool = False) -> "Session":
        """Write a new save; the only command that creates folders (``created_folder`` says whether it did)."""
        folder = path.parent
        created_folder = not folder.exists()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise save.os_error(exc, folder, _("cannot create the folder")) from None
        real = save.real_path(path)
        with save.locked(real):
            if save.require_regular(real, missing_ok=True) and not overwrite:
                raise SaveError(_("a save with this name exists already"),
                                _("choose another --save, or resume it with 'referee resume'"), path=path)
            save.require_writable(real)
            save.check_people(setup.title, setup.players)
            game.check_setup(setup)
            session = cls(path, game, setup, [], [])
            session.write()
        session.created_folder = folder if created_folder else None
        return session

    # --- state -------------------------------------------------------------
    @property
    def replayed(self) -> Replay:
        if self._replay is None:
            self._replay = replay(self.game, self.setup, self.events)
        return self._replay

    @property
    def state(self) -> Any:
        return self.replayed.state

    def require_valid(self) -> None:
        problem = self.replayed.problem
        backup = save.backup_path(self.path).name
        if problem and problem.rule == "NOTATION":
            raise SaveError(problem.message, _("fix the name by hand, amend or undo that event, or restore {backup}",
                                               backup=backup),
                            path=self.path, seq=problem.seq)
        if problem:
            raise SaveError(f"{problem.rule}: {problem.message}",
                            _("run 'referee check' and fix, amend or undo that event first"),
                            path=self.path, seq=problem.seq)

    def first_invalid(self) -> Problem | None:
        return self.replayed.problem

    def narrate(self, last: int = 1) -> list[tuple[dict, Outcome]]:
        """Replay (once) with the last ``last`` events' outcomes told: what they caused, as when recorded."""
        told = self._replay.outcomes if self._replay is not None else []
        if not told or told[-1][0].get("seq") != self._replay.applied or len(told) < min(last, self._replay.applied):
            self._replay = replay(self.game, self.setup, self.events, keep_last=last)
        return self._replay.outcomes[-last:] if last else []

    # --- changing ----------------------------------------------------------
    def record(self, event: dict[str, Any]) -> Outcome:
        """Validate and apply ``event``, then append it and write the save atomically."""
        self.require_valid()
        event = {"seq": len(self.events) + 1, **{k: v for k, v in event.items() if k != "seq"}}
        save.check_room(self.events, self.undone)
        save.check_text_limits(event)
        problems = save.check_event_shape(self.game, event, len(self.events), None)
        if problems:
            raise NotationError(problems[0].message, problems[0].allowed)
        self.game.quiet(self.state, False)
        typed = event
        event, outcome = step(self.game, self.state, event)  # validate raises before apply mutates
        outcome.typed = typed_aliases(typed, event)
        self.events.append(event)
        try:
            self.write(append=True)
        except BaseException:
            self.events.pop()
            self._replay = None
            raise
        self._replay.applied += 1
        return outcome

    def undo(self, count: int = 1) -> list[dict]:
        """Remove the last ``count`` events; keep them whole in ``[[undone]]``."""
        if count < 1:
            raise NotationError(_("undo takes a positive number"), _("e.g. undo 2"))
        if count > len(self.events):
            raise RuleViolation("CORE-UNDO-1", _("only {count} event(s) to undo", count=len(self.events)),
                                _("undo at most {count}", count=len(self.events)))
        removed = self.events[-count:]
        self.backup()
        del self.events[-count:]
        self.undone.extend(reversed(removed))
        self.write()
        self._replay = None
        return removed

    def amend(self, seq: int, event: dict[str, Any], *, dry_run: bool = False) -> tuple[Replay, Replay]:
        """Replace event ``seq`` and replay what follows; refuse if a later event becomes illegal.

        A save that is already invalid (a hand edit) can be repaired: event ``seq`` may be amended when
        it is at or before the first invalid event, and the amendment is refused only if it makes an
        earlier event invalid than before. Returns the replays before and after, so the caller can show
        the consequences.
        """
        save.check_room(self.events, self.undone)      # the replaced event is kept in [[undone]]
        if not 1 <= seq <= len(self.events):
            raise NotationError(_("there is no event {seq}", seq=seq), _("events run 1–{last}", last=len(self.events)))
        first_bad = self.replayed.problem
        if first_bad and seq > first_bad.seq:
            raise SaveError(_("the save is invalid from event {bad} on ({rule}), so event {seq} cannot be amended yet",
                              bad=first_bad.seq, rule=first_bad.rule, seq=seq),
                            _("amend or undo event {bad} or an earlier one first", bad=first_bad.seq),
                            path=self.path, seq=first_bad.seq)
        new = {"seq": seq, **{k: v for k, v in event.items() if k != "seq"}}
        save.check_text_limits(new)
        problems = save.check_event_shape(self.game, new, seq - 1, None)
        if problems:
            raise NotationError(problems[0].message, problems[0].allowed)
        before_state = replay(self.game, self.setup, self.events, upto=seq - 1).state
        new, _outcome = step(self.game, before_state, new)  # the amended event itself must be legal
        events = [*self.events[:seq - 1], new, *self.events[seq:]]
        after = replay(self.game, self.setup, events, keep=True, shown={seq})
        if after.problem and (first_bad is None or after.problem.seq < first_bad.seq):
            p = after.problem
            raise RuleViolation(p.rule, _("amending event {seq} makes event {later} illegal: {problem}", seq=seq,
                                          later=p.seq, problem=p.message),
                                _("amend or undo event {later} too, or keep event {seq} as it is", later=p.seq,
                                  seq=seq))
        old = replay(self.game, self.setup, self.events, keep=True, shown={seq})
        if not dry_run:
            self.backup()
            self.undone.append({**self.events[seq - 1], "reason": AMENDED.format(seq=seq)})
            self.events = events
            self.write()
            self._replay = after
        return old, after

    def backup(self) -> None:
        """Keep the previous version as ``SAVE.bak`` (one generation) before a destructive change.

        Written like the save itself (temporary file, fsync, rename) with the save's permissions; a
        ``.bak`` that is a symbolic link is replaced, never followed.
        """
        if not self.file.exists():
            return
        data = save.read_bytes(self.file)
        save.write_atomic(save.backup_path(self.file), data, mode=save._mode(self.file))

    def text(self) -> str:
        return save.dumps(self.setup, self.events, self.undone)

    def write(self, *, append: bool = False) -> None:
        """Write the save atomically; with ``append`` (the last event is new) its block goes after the text
        last read or written, when that text is exactly what a full dump gives (save.appended)."""
        done = None
        if append and self._text is not None and self.upgraded_from is None:
            done = save.appended(self._text, self.setup, self.events, self.undone, known=self._written)
        if not append:
            self._reusable = False           # undo, amend, a set-up changed: the state is worked out again
        text, new = done if done else (self.text(), None)
        payload = save.check_size(text, new)   # never write what the next command would refuse to read
        save.remove_leftovers(self.file)   # temporary files of killed writers (we hold the lock)
        if self.upgraded_from is not None:
            self.backup()            # a format upgrade is destructive for older programs
            self.upgraded_from = None
        save.write_atomic(self.file, payload)
        self._text, self._payload, self._written = text, payload, True
