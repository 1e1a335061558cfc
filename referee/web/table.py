"""The table behind the page: one save, its session kept between commands (as ``referee play`` keeps it), and
the lines typed or tapped on the page run through the same functions the command line runs.

Everything here runs on the server's event-loop thread (:mod:`referee.web.live`): the language in use and the
kept session are the process's own, so one line at a time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee.core import commands, i18n, why
from referee.core.describe import consequences, describe, names_state
from referee.core.errors import NotationError, RefereeError, RuleViolation, SaveError
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.core.numbers import number
from referee.core.session import Session, replay

# The commands the page takes besides the game's verbs: those that record (undo, amend) and those that read.
WRITES = ("undo", "amend")
READS = ("hints", "why", "rule", "status", "score", "log", "check")
RECENT = 8                  # the versions of the save kept to say what changed since a stale page's


@dataclass
class Answer:
    """What a line did, for the page: ``kind`` is recorded, preview (a dry run to confirm), shown (a read
    command), refused or stale; the outcome's lines and tables; the error with its rule's text."""

    kind: str
    lines: list[str] = field(default_factory=list)
    tables: list[tuple[str, list[str], list[list]]] = field(default_factory=list)
    error: dict[str, Any] | None = None
    confirm: str | None = None

    @classmethod
    def of(cls, kind: str, out: Outcome, **more) -> "Answer":
        return cls(kind, [*out.lines, *(_("Warning: {warning}", warning=w) for w in out.warnings)],
                   [(t, h, r) for t, h, r in out.tables], **more)

    def as_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "lines": [str(line) for line in self.lines],
                "tables": [{"title": str(t), "head": [str(h) for h in head], "rows": [[str(c) for c in row]
                                                                                       for row in rows]}
                           for t, head, rows in self.tables],
                "error": self.error, "confirm": self.confirm}


def refusal(exc: RefereeError) -> dict[str, Any]:
    """A refused line as the page shows it: the ``Error:`` line, the rule, what would be allowed, and the rule's
    own text (what ``referee rule ID`` prints), in the language in use."""
    text = None
    if exc.rule:
        from referee.core import rules       # the texts are read only for a refusal

        try:
            found = rules.find(exc.rule)
        except RefereeError:
            found = None
        if found is not None and not isinstance(found, list):
            language = i18n.language()
            text = {"title": found.title_in(language), "text": found.text_in(language), "page": found.page}
    message = exc.detail if isinstance(exc, SaveError) else exc.message    # no path reaches a page
    shown = RefereeError(message, exc.allowed, exc.rule)
    return {"line": shown.line(), "rule": exc.rule, "message": message, "allowed": exc.allowed,
            "exit": exc.exit_code, "text": text}


class Table:
    """One save served: its session, the versions recently shown, and the lines the page sends."""

    def __init__(self, path: Path):
        self.path = path
        self.session = Session.load(path)
        self.told: dict[str, tuple[dict, Outcome]] = {}    # language → the last event and what it caused, told in it
        self._tell()                                    # one replay, the last event's outcome told
        self.digest = commands.sha256(self.session.payload or b"")
        self.recent: dict[bytes, list[dict]] = {self.digest: list(self.session.events)}
        self.revision = 0            # counts the versions of the save this server has known: orders what pages get

    # --- the save as it is now ---------------------------------------------------------------------------
    def refresh(self) -> bool:
        """Read the save again if it holds other bytes than the session last read or wrote; whether it did."""
        found = commands.digest(self.path)
        if found == self.digest or found is None:
            return False
        if not self.session.current(self.path):
            self.session = Session.follow(self.session)      # what a shell appended: only its events replayed
            self._tell()
        self.digest = commands.sha256(self.session.payload or b"")
        self._remember()
        return True

    def _remember(self) -> None:
        self.revision += 1
        self.recent[self.digest] = list(self.session.events)
        while len(self.recent) > RECENT:
            del self.recent[next(iter(self.recent))]

    def _tell(self) -> None:
        """The session's last event told (its replay, once) in the language in use — kept under that language."""
        told = self.session.narrate(1)
        self.told = {i18n.language(): told[-1]} if told else {}

    def last_event(self) -> tuple[dict, Outcome] | None:
        """The last event recorded and its outcome, told in the language in use. An outcome's words are chosen as
        it is told, so a language the pages show that it was not told in gets a replay of its own, once."""
        session = self.session
        if not session.events or session.replayed.problem:
            return None
        language = i18n.language()
        if language not in self.told:
            told = replay(session.game, session.setup, session.events, keep_last=1).outcomes
            if told:
                self.told[language] = told[-1]
        return self.told.get(language)

    # --- a line from the page ------------------------------------------------------------------------------
    def run(self, line: str, seen: str | None, confirm: bool = False) -> Answer:
        """Run one line; refusals are answers, never exceptions (the save untouched)."""
        try:
            return self._run(line, seen, confirm)
        except RefereeError as exc:
            kind = "stale" if isinstance(exc, commands.Stale) else "refused"
            answer = Answer(kind, error=refusal(exc))
            if kind == "stale":
                answer.lines = self.changes(seen)
            return answer
        finally:
            self.refresh()

    def _run(self, line: str, seen: str | None, confirm: bool) -> Answer:
        try:
            words = commands.split(line, comments=True)
        except ValueError as exc:
            raise NotationError(_("cannot read the line ({problem})", problem=exc), _("close the quote")) from None
        if words[:1] == ["referee"]:
            words = words[1:]
        if not words:
            raise NotationError(_("the line is empty"), _("type a command, e.g. {example}", example=self.example()))
        name, rest = commands.command_of(words[0]), words[1:]
        if commands.names_a_save(rest):
            raise NotationError(_("--save on the page: the page serves {save}", save=self.path.name),
                                _("type the line without --save"))
        if name in self.session.game.verbs:
            return self.record(name, rest, self.seen(seen))
        if name in WRITES:
            return getattr(self, name)(rest, self.seen(seen), confirm)
        if name in READS:
            return getattr(self, f"read_{name}")(rest)
        raise NotationError(_("'{name}' is not a command of the page", name=name),
                            _("the game's verbs ({verbs}), {commands}; the terminal has the others",
                              verbs=", ".join(self.session.game.verbs), commands=", ".join((*WRITES, *READS))))

    def seen(self, given: str | None) -> bytes:
        """The digest of the position the page showed (required for a line that writes)."""
        try:
            return bytes.fromhex(given or "")
        except ValueError:
            return b""

    def example(self) -> str:
        return next(iter(self.session.game.verbs), "hints")

    def record(self, verb: str, words: list[str], seen: bytes) -> Answer:
        given, words = options(words, {"--player": "player", "-p": "player", "--note": "note"}, {}, keep=("--got",))
        Session.keep(self.session)
        try:
            session, out = commands.record(self.path, verb, words, given.get("player"), given.get("note"),
                                           seen=seen)
        finally:
            Session.release(self.path)
        self.session, self.told = session, {i18n.language(): (session.events[-1], out)}
        self._written()
        answer = Answer.of("recorded", out)
        if not out.data.get("winner"):
            answer.lines.append(_("Next: {prompt}", prompt=session.game.prompt(session.state)))
        return answer

    def _written(self) -> None:
        self.digest = commands.sha256(self.session.payload or b"")
        self._remember()

    def undo(self, words: list[str], seen: bytes, confirm: bool) -> Answer:
        given, words = options(words, {}, {"--dry-run": "dry_run"})
        if len(words) > 1:
            raise NotationError(_("undo takes one number"), _("e.g. undo 2"))
        count = number(words[0], _("how many events to undo"), "undo 2") if words else 1
        if not confirm or given.get("dry_run"):
            return self.undo_preview(count, seen)
        removed, _session, _was = commands.undo(self.path, count, seen=seen)
        self.refresh()
        game = self.session.game
        state = names_state(self.session)
        lines = [_("Undone: #{seq} {event}", seq=e["seq"], event=describe(e, game, state)) for e in removed]
        return Answer("recorded", [*lines, _("Now: {prompt}", prompt=game.prompt(self.session.state))])

    def undo_preview(self, count: int, seen: bytes) -> Answer:
        """What ``undo`` would take back and what it changes, nothing written: the page asks to confirm."""
        session = self.session
        if seen and seen != self.digest:
            raise commands.Stale(_("the save changed since the position was shown; the line was not run"),
                                 _("look at the new position and type it again"), path=self.path)
        if count < 1:
            raise NotationError(_("undo takes a positive number"), _("e.g. undo 2"))
        if count > len(session.events):
            raise RuleViolation("CORE-UNDO-1", _("only {count} event(s) to undo", count=len(session.events)),
                                _("undo at most {count}", count=len(session.events)))
        from referee.core.session import replay

        game = session.game
        after = replay(game, session.setup, session.events[:-count])
        lines = [_("Would undo: #{seq} {event}", seq=e["seq"], event=describe(e, game, names_state(session)))
                 for e in session.events[-count:]]
        rows = why.changes(game.summary(session.state), game.summary(after.state))
        tables = [(_("Consequences now (after all {count} events)", count=len(session.events) - count),
                   [_("who"), _("what"), _("was"), _("now")], rows)] if rows else []
        lines.append(_("Dry run: nothing written."))
        return Answer("preview", lines, tables, confirm=f"undo {count}")

    def amend(self, words: list[str], seen: bytes, confirm: bool) -> Answer:
        given, words = options(words, {"--player": "player", "-p": "player", "--note": "note"},
                               {"--dry-run": "dry_run"}, keep=("--got",))
        if len(words) < 2:
            raise NotationError(_("amend takes the event's number and the corrected event"),
                                _("e.g. amend 14 roll 6"))
        seq = number(words[0], _("the event's number"), "amend 14 roll 6")
        dry_run = not confirm or bool(given.get("dry_run"))
        session, _was, old, new = commands.amend(self.path, seq, words[1], words[2:], given.get("player"),
                                                 given.get("note"), dry_run=dry_run, seen=seen)
        out = consequences(session.game, seq, old, new)
        if dry_run:
            out.lines.append(_("Dry run: nothing written."))
            return Answer.of("preview", out, confirm=None if given.get("dry_run") else unparsed("amend", words,
                                                                                                given))
        self.refresh()
        out.lines.append(_("Event {seq} amended; the old one is kept in [[undone]].", seq=seq))
        return Answer.of("recorded", out)

    # --- the commands that read ------------------------------------------------------------------------------
    def read_hints(self, words: list[str]) -> Answer:
        given, words = options(words, {"--player": "player", "-p": "player"}, {})
        self.session.require_valid()
        return Answer.of("shown", self.session.game.hints_of(self.session.state, words, given.get("player")))

    def read_status(self, words: list[str]) -> Answer:
        self.no_words("status", words)
        return Answer.of("shown", self.session.game.status(self.session.state))

    def read_score(self, words: list[str]) -> Answer:
        self.no_words("score", words)
        return Answer.of("shown", self.session.game.score(self.session.state))

    def read_log(self, words: list[str]) -> Answer:
        self.no_words("log", words)
        game, state = self.session.game, names_state(self.session)
        rows = [[e["seq"], e.get("player", ""), describe(e, game, state), e.get("note", "")]
                for e in self.session.events]
        return Answer("shown", tables=[(_("{count} events", count=len(rows)),
                                        [_("seq"), _("player"), _("event"), _("note")], rows)])

    def read_check(self, words: list[str]) -> Answer:
        self.no_words("check", words)
        problem = self.session.first_invalid()
        if problem is None:
            return Answer("shown", [_("valid, {count} events; {prompt}", count=len(self.session.events),
                                      prompt=self.session.game.prompt(self.session.state))])
        return Answer("shown", [_("invalid at event {seq}: {rule}: {problem}", seq=problem.seq, rule=problem.rule,
                                  problem=problem.message)])

    def read_why(self, words: list[str]) -> Answer:
        if len(words) > 1:
            raise NotationError(_("why takes one event number"), _("e.g. why 12"))
        session = self.session
        problem = session.first_invalid()
        seq = number(words[0], _("the event's number"), "why 12") if words else why.default_seq(session.events, problem)
        explained = why.explain(session.game, session.setup, session.events, seq, problem)
        headline = f"#{seq} {describe(explained.event, session.game, names_state(session))}"
        return Answer.of("shown", why.report(explained, headline))

    def read_rule(self, words: list[str]) -> Answer:
        from referee.core import rules

        if len(words) != 1:
            raise NotationError(_("rule takes one rule ID or chapter"), _("e.g. rule CATAN-BUILD-2"))
        found = rules.find(words[0])
        language = i18n.language()
        if isinstance(found, list):
            return Answer("shown", [f"{t.id}  {t.title_in(language)}" for t in found])
        page = f" ({_('rulebook p. {page}', page=found.page)})" if found.page else ""
        return Answer("shown", [f"{found.id}: {found.title_in(language)}{page}", found.text_in(language)])

    def no_words(self, name: str, words: list[str]) -> None:
        if words:
            raise NotationError(_("'{name}' takes no words on the page", name=name), name)

    def amend_line(self, seq: int) -> str:
        """``amend SEQ`` and the line that recorded event SEQ (``Game.typed``), for the page to correct."""
        import shlex

        from referee.core.session import replay

        session = self.session
        if not 1 <= seq <= len(session.events):
            raise NotationError(_("there is no event {seq}", seq=seq),
                                _("events run 1–{last}", last=len(session.events)))
        event = session.events[seq - 1]
        before = replay(session.game, session.setup, session.events, upto=seq - 1).state
        words = session.game.typed(before, {k: v for k, v in event.items() if k != "note"})
        return shlex.join(["amend", str(seq), *words])

    # --- what changed --------------------------------------------------------------------------------------
    def changes(self, seen: str | None) -> list[str]:
        """For a stale page: the events that changed since the version it showed (as ``play`` says it)."""
        self.refresh()
        events = self.session.events
        old = self.recent.get(self.seen(seen))
        game, state = self.session.game, names_state(self.session)
        lines = []
        if old is None:
            lines.append(_("The save changed since the page was drawn."))
        else:
            same = next((i for i, (a, b) in enumerate(zip(old, events)) if a != b), min(len(old), len(events)))
            if len(old) > same:
                lines.append(_("Events {first}–{last} changed in the save since the prompt was drawn.",
                               first=same + 1, last=len(old)))
            lines += [f"#{e['seq']} {describe(e, game, state)}" for e in events[same:]]
        lines.append(_("Now: {prompt}", prompt=game.prompt(self.session.state)))
        return lines


def options(words: list[str], valued: dict[str, str], flags: dict[str, str],
            keep: tuple[str, ...] = ()) -> tuple[dict[str, Any], list[str]]:
    """The page's options of a line (``--player Ben``, ``--note=…``, ``--dry-run``) and the other words; an
    option the game reads itself (``keep``: Monopoly's ``--got``) stays among the words with its value."""
    given: dict[str, Any] = {}
    rest: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        head, eq, value = word.partition("=")
        if not word.startswith("-") or word.lstrip("-").isdigit():
            rest.append(word)
        elif head in keep:
            rest.append(word)
            if not eq and i < len(words):
                rest.append(words[i])
                i += 1
        elif head in flags and not eq:
            given[flags[head]] = True
        elif head in valued:
            if not eq:
                if i >= len(words):
                    raise NotationError(_("option {option} needs a value.", option=head), f"{head} …")
                value = words[i]
                i += 1
            given[valued[head]] = value
        else:
            known = ", ".join((*valued, *flags, *keep)) or _("none")
            raise NotationError(_("No such option: {option}", option=word), _("options here: {options}",
                                                                              options=known))
    return given, rest


def unparsed(name: str, words: list[str], given: dict[str, Any]) -> str:
    """The line that confirms a previewed command: the same words, options written out again (quoted)."""
    import shlex

    extra = [f"--{key}={value}" for key, value in given.items() if key in ("player", "note")]
    return shlex.join([name, *words, *extra])
