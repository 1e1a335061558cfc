"""``referee why [SEQ]``: why the referee decided as it did on one recorded event (referee.core.why)."""

from typing import Annotated, Optional

import typer

from referee.cli import render
from referee.cli.app import JsonOpt, SaveOpt, app, boundary, consequences, describe, names_state, save_path
from referee.core import why as core
from referee.core.i18n import _
from referee.core.session import AMENDED, Session, replay


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


def amendment(session: Session, seq: int):
    """The event ``seq`` replaced most recently by ``amend`` and that amendment's consequences, or None."""
    replaced = [u for u in session.undone if u.get("reason") == AMENDED.format(seq=seq)]
    if not replaced:
        return None
    old = {k: v for k, v in replaced[-1].items() if k != "reason"}
    events = [*session.events[:seq - 1], old, *session.events[seq:]]
    game = session.game
    was = replay(game, session.setup, events, keep=True, shown={seq})
    now = replay(game, session.setup, session.events, keep=True, shown={seq})
    return old, consequences(game, seq, was, now)
