"""``referee why [SEQ]``: why the referee decided as it did on one recorded event (referee.core.why)."""

from typing import Annotated, Optional

import typer

from referee.cli import render
from referee.cli.base import JsonOpt, SaveOpt, app, boundary
from referee.core import why as core
from referee.core.commands import save_path
from referee.core.describe import amendment, describe, names_state
from referee.core.i18n import _
from referee.core.session import Session


@app.command()
@boundary
def why(seq: Annotated[Optional[int], typer.Argument(help="The event to explain (default: the last one recorded, "
                                                          "or the first the rules refuse).")] = None,
        save_: SaveOpt = None, json_: JsonOpt = False):
    """Explain one recorded event: what it changed, and the rules it was checked against, with the numbers."""
    session = Session.load(save_path(save_))
    problem = session.first_invalid()
    if seq is None:
        seq = core.default_seq(session.events, problem)
    explained = core.explain(session.game, session.setup, session.events, seq, problem)
    amended = amendment(session, seq) if explained.refused is None else None
    if json_:
        data = explained.as_json()
        if amended is not None:
            old, out = amended
            data["amended"] = {"was": old, "consequences": out.lines,
                               "tables": [{"title": t, "head": h, "rows": r} for t, h, r in out.tables]}
        render.as_json(data)
    else:
        names = names_state(session)
        render.outcome(core.report(explained, f"#{seq} {describe(explained.event, session.game, names)}"))
        if amended is not None:
            old, out = amended
            render.message(_("Event {seq} was amended; it was: {event}. What the amendment changed, as "
                             "'referee amend --dry-run' shows it:", seq=seq,
                             event=describe(old, session.game, names)))
            render.outcome(out)
    if explained.refused is not None:
        raise typer.Exit(1)
