"""``referee stats`` (dice and luck) and ``referee export`` (for play loggers), registered on the main app."""


import datetime as dt
import enum
from typing import Annotated, Any, Optional

import typer

from referee.cli import render
from referee.cli.base import JsonOpt, SaveOpt, app, boundary
from referee.core.commands import save_path
from referee.core import save
from referee.core.errors import RefereeError
from referee.core.i18n import _
from referee.core.session import Session


@app.command()
@boundary
def stats(save_: SaveOpt = None, json_: JsonOpt = False):
    """Dice against fair dice (chi-square test, p-value, verdict); per player income against expectation,
    robber and discard losses, turn times."""
    session = Session.load(save_path(save_))
    replayed = session.replayed
    out = session.game.stats(session.state, session.events[:replayed.applied])
    if json_:
        render.as_json(out.data)
        return
    render.outcome(out)
    if replayed.problem:
        warning = _("the save stops being valid at event {seq} ({rule}); the statistics cover the events before it.",
                    seq=replayed.problem.seq, rule=replayed.problem.rule)
        render.message(_("Warning: {warning}", warning=warning))


class Format(str, enum.Enum):
    json = "json"
    csv = "csv"


def play_record(session: Session, partial: bool) -> dict[str, Any]:
    """What a play logger imports: game, date, duration, players in seat order with scores, winner."""
    from referee.core.stats import played_seconds

    session.require_valid()
    game, setup = session.game, session.setup
    summary = game.summary(session.state)
    finished = bool(summary.get("winner")) or summary.get("phase") == "over"
    if not finished and not partial:
        raise RefereeError(_("the game is not finished (turn {turn}, waiting for: {prompt})",
                             turn=summary.get("turn"), prompt=game.prompt(session.state)),
                           _("finish it, or export it as it stands with --partial"))
    seconds = played_seconds(session.events)
    players = []
    for seat, (person, entry) in enumerate(zip(setup.players, summary["players"]), start=1):
        breakdown = entry.get("score") or {}
        total = breakdown.get("total", sum(v for v in breakdown.values() if isinstance(v, int)))
        if not breakdown:
            total = entry.get("victory_points", entry.get("points"))
        players.append({"seat": seat, "name": person["name"], "color": person.get("color", ""),
                        "start_player": seat == 1, "score": total, "winner": entry["name"] == summary.get("winner"),
                        "rank": None, "breakdown": breakdown})
    scored = [p for p in players if p["score"] is not None]
    known = all(type(p["score"]) is int for p in scored)          # not a range {min, max}: no card face down
    ranked = sorted(scored, key=lambda p: (not p["winner"], -p["score"])) if known else []
    for i, p in enumerate(ranked):
        before = ranked[i - 1] if i else None
        same = before and before["score"] == p["score"] and before["winner"] == p["winner"]
        p["rank"] = before["rank"] if same else i + 1
    created = setup.created.astimezone(dt.timezone.utc)
    return {"game": game.key, "game_title": game.title, "title": setup.title,
            "date": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "duration_minutes": None if seconds is None else round(seconds / 60),
            "finished": finished, "start_player": setup.players[0]["name"] if setup.players else None,
            "winner": summary.get("winner"), "turns": summary.get("turn"), "events": len(session.events),
            "board": setup.board.get("preset"), "options": setup.options, "players": players}


def as_csv(record: dict[str, Any]) -> str:
    """One row per player, the play's fields repeated on each; the breakdown as ``score_KEY`` columns (a nested
    part of it, such as Aqua Romana's workers, as JSON in its cell)."""
    import csv
    import io

    keys = list(dict.fromkeys(k for p in record["players"] for k in p["breakdown"]))
    head = ["date", "game", "title", "duration_minutes", "finished", "seat", "player", "color", "start_player",
            "winner", "rank", "score", *[f"score_{k}" for k in keys], "options"]
    options = "; ".join(f"{k}={_cell(v)}" for k, v in record["options"].items())
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(head)
    for p in record["players"]:
        writer.writerow([_cell(record["date"]), _cell(record["game"]), _cell(record["title"]),
                         _cell(record["duration_minutes"]), _cell(record["finished"]), _cell(p["seat"]),
                         _cell(p["name"]), _cell(p["color"]), _cell(p["start_player"]),
                         _cell(p["winner"]), _cell(p["rank"]), _cell(p["score"]),
                         *[_cell(p["breakdown"].get(k)) for k in keys], options])
    return buffer.getvalue()


def _cell(value: Any) -> str:
    """A CSV cell: plain text for a scalar, JSON for a nested value (a table per worker, a list) — never Python
    syntax."""
    import json

    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list, tuple)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


@app.command()
@boundary
def export(
    save_file: Annotated[Optional[str], typer.Argument(help="The save (default: the current game).")] = None,
    format_: Annotated[Format, typer.Option("--format", "-f", help="json (one object) or csv (a row per player).")]
    = Format.json,
    partial: Annotated[bool, typer.Option("--partial", help="Export an unfinished game as it stands.")] = False,
):
    """A finished game for a play logger (BG Stats-like): players in seat order, scores, winner, date, duration."""
    path = save.resolve_path(save_file) if save_file else save_path(None)
    record = play_record(Session.load(path), partial)
    if format_ is Format.csv:
        typer.echo(as_csv(record), nl=False)
    else:
        render.as_json(record)
