"""The page's picture of a position: the board, whose turn, what is awaited, the score, what the last event
caused and the log — rendered once per version of the save and language, and sent to every page.

Only the public view is shown (``status`` without ``--all``): face-down cards and unseen steals never reach the
shared screen.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

from referee.core import i18n
from referee.core.describe import describe, names_state
from referee.core.errors import RefereeError
from referee.core.game import Outcome
from referee.core.i18n import Term, _

HERE = Path(__file__).resolve().parent
LOG_ROWS = 30              # the log's newest events on the page; the whole log on request (/log)
XML_HEAD = re.compile(r"^<\?xml[^>]*\?>\s*")


@functools.cache
def environment():
    """The Jinja environment of the page's templates (HTML autoescaped; ``_`` translates)."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(HERE / "templates")),
                             autoescape=jinja2.select_autoescape(default=True), trim_blocks=True, lstrip_blocks=True,
                             undefined=jinja2.StrictUndefined)
    env.globals["_"] = lambda template, **fields: _(template, **fields)
    return env


def fragment(name: str, **context: Any) -> str:
    return environment().get_template(f"{name}.html").render(**context)


def outcome_view(out: Outcome | None) -> dict[str, Any]:
    """An outcome as the templates take it: lines, then tables of strings."""
    if out is None:
        return {"lines": [], "tables": []}
    return {"lines": [str(line) for line in out.lines],
            "tables": [{"title": str(t), "head": [str(h) for h in head], "rows": [[str(c) for c in row]
                                                                                  for row in rows]}
                       for t, head, rows in out.tables]}


def board(session) -> str:
    """The game's own SVG (``referee board --svg``), inline: without its XML declaration."""
    try:
        picture = session.game.board_svg(session.state)
    except RefereeError as exc:
        return fragment("message", text=exc.message)
    return XML_HEAD.sub("", picture, count=1)


def awaited(session) -> str:
    """What is awaited now: the first line of ``hints`` (the prompt where the game gives no hints)."""
    game, state = session.game, session.state
    if session.replayed.problem is None:
        try:
            lines = game.hints(state, []).lines
        except RefereeError:
            lines = []
        if lines:
            return str(lines[0])
    return str(game.prompt(state))


def log_rows(session, last: int | None = LOG_ROWS) -> list[dict[str, Any]]:
    """The newest events first, then the events taken back (``[[undone]]``), marked."""
    game, state = session.game, names_state(session)
    events = session.events if last is None else session.events[-last:]
    rows = [{"seq": e["seq"], "player": e.get("player", ""), "text": describe(e, game, state),
             "note": e.get("note", ""), "undone": False} for e in reversed(events)]
    rows += [{"seq": e.get("seq", ""), "player": e.get("player", ""),
              "text": describe({k: v for k, v in e.items() if k != "reason"}, game, state),
              "note": e.get("reason", ""), "undone": True} for e in reversed(session.undone[-(last or 10**9):])]
    return rows


def position(table, language: str) -> dict[str, Any]:
    """Every part of the page for the save as the table holds it now, in ``language``."""
    i18n.use(language)
    session = table.session
    game, state = session.game, session.state
    game.show_all(state, False)                      # the public view, always
    problem = session.replayed.problem
    last = table.last_event()
    summary = game.summary(state)
    parts = {
        "board": board(session),
        "turn": fragment("turn", player=game.current_player(state) or "", phase=str(game.phase(state)),
                         prompt=str(game.prompt(state)), awaited=awaited(session), winner=summary.get("winner"),
                         problem=problem, game=i18n.translate(game.title), title=session.setup.title),
        "score": fragment("outcome", out=outcome_view(game.score(state)), empty=""),
        "status": fragment("outcome", out=outcome_view(game.status(state)), empty=""),
        "last": fragment("last", event=describe(last[0], game, names_state(session)) if last else "",
                         seq=last[0]["seq"] if last else None, out=outcome_view(last[1] if last else None)),
        "log": fragment("log", rows=log_rows(session), total=len(session.events), shown=min(LOG_ROWS,
                                                                                             len(session.events))),
        "players": fragment("players", names=session.setup.names, current=game.current_player(state)),
    }
    return {"digest": table.digest.hex(), "revision": table.revision, "events": len(session.events),
            "language": language,
            "title": session.setup.title, "parts": parts}
