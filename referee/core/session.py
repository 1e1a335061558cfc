"""Sessions: a save opened, replayed, and recorded into (parse → validate → apply → append → write)."""

from __future__ import annotations

import contextlib
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.core import registry, save
from referee.core.errors import NotationError, RuleViolation, SaveError
from referee.core.game import Game, Outcome, Setup


@dataclass
class Problem:
    """The first event a replay refused."""

    seq: int
    rule: str
    message: str

    def as_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "rule": self.rule, "message": self.message}


@dataclass
class Replay:
    state: Any
    applied: int
    problem: Problem | None = None
    outcomes: list[tuple[dict, Outcome]] = field(default_factory=list)
    warnings: list[tuple[int, str]] = field(default_factory=list)


def step(game: Game, state: Any, event: dict[str, Any]) -> tuple[dict[str, Any], Outcome]:
    """Normalize, validate and apply one event; the state is untouched if it is refused."""
    event = game.normalize(state, event)
    game.check_phase(state, event)
    warnings = game.validate(state, event)
    outcome = game.apply(state, event)
    outcome.warnings[:0] = warnings
    return event, outcome


def replay(game: Game, setup: Setup, events: list[dict], *, keep: bool = False, upto: int | None = None) -> Replay:
    """Replay events from the set-up; stop at the first one the rules refuse."""
    state = game.initial_state(setup)
    result = Replay(state, 0)
    for event in events[:upto]:
        try:
            normalized, outcome = step(game, state, event)
        except (RuleViolation, NotationError) as exc:
            result.problem = Problem(event.get("seq", result.applied + 1), exc.rule or "NOTATION",
                                     str(exc).split(": ", 1)[-1] if exc.rule else str(exc))
            return result
        result.applied += 1
        result.warnings.extend((event["seq"], w) for w in outcome.warnings)
        if keep:
            result.outcomes.append((normalized, outcome))
    return result


class Session:
    """One save file, loaded and replayed; the only way the CLI changes a save."""

    def __init__(self, path: Path, game: Game, setup: Setup, events: list[dict], undone: list[dict]):
        self.path = path
        self.game = game
        self.setup = setup
        self.events = events
        self.undone = undone
        self._replay: Replay | None = None

    # --- opening -----------------------------------------------------------
    @classmethod
    def load(cls, path: Path) -> "Session":
        """Read and shape-check a save; SaveError (exit 3) on the first structural problem."""
        data = save.read(path)
        game, setup, events, undone, problems = save.parse_setup(data, path, registry.find)
        if problems:
            raise problems[0]
        try:
            game.check_setup(setup)
        except (RuleViolation, NotationError) as exc:
            raise SaveError(str(exc), path=path) from None
        return cls(path, game, setup, events, undone)

    @classmethod
    @contextlib.contextmanager
    def open(cls, path: Path, *, write: bool = True):
        """Load under the save's lock (when writing), so read-validate-write is one step."""
        guard = save.locked(path) if write else contextlib.nullcontext()
        with guard:
            yield cls.load(path)

    @classmethod
    def create(cls, path: Path, game: Game, setup: Setup, *, overwrite: bool = False) -> "Session":
        with save.locked(path):
            if path.exists() and not overwrite:
                raise SaveError("a save with this name exists already",
                                "choose another --save, or resume it with 'referee resume'", path=path)
            game.check_setup(setup)
            session = cls(path, game, setup, [], [])
            session.write()
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
        if problem:
            raise SaveError(f"{problem.rule}: {problem.message}",
                            "run 'referee check' and fix or undo that event first",
                            path=self.path, seq=problem.seq)

    # --- changing ----------------------------------------------------------
    def record(self, event: dict[str, Any]) -> Outcome:
        """Validate and apply ``event`` on a copy of the state, then append and write atomically."""
        self.require_valid()
        event = {"seq": len(self.events) + 1, **{k: v for k, v in event.items() if k != "seq"}}
        problems = save.check_event_shape(self.game, event, len(self.events), None)
        if problems:
            raise NotationError(problems[0].message, problems[0].allowed)
        event, outcome = step(self.game, self.state, event)  # validate raises before apply mutates
        self.events.append(event)
        try:
            self.write()
        except BaseException:
            self.events.pop()
            self._replay = None
            raise
        self._replay.applied += 1
        return outcome

    def undo(self, count: int = 1) -> list[dict]:
        """Remove the last ``count`` events; keep them whole in ``[[undone]]``."""
        if count < 1:
            raise NotationError("undo takes a positive number", "e.g. undo 2")
        if count > len(self.events):
            raise RuleViolation("CORE-UNDO-1", f"only {len(self.events)} event(s) to undo",
                                f"undo at most {len(self.events)}")
        removed = self.events[-count:]
        self.backup()
        del self.events[-count:]
        self.undone.extend(reversed(removed))
        self.write()
        self._replay = None
        return removed

    def backup(self) -> None:
        """Keep the previous version as ``SAVE.bak`` (one generation) before a destructive change."""
        if self.path.exists():
            shutil.copyfile(self.path, self.path.with_name(self.path.name + ".bak"))

    def text(self) -> str:
        return save.dumps(self.setup, self.events, self.undone)

    def write(self) -> None:
        save.write_atomic(self.path, self.text())
