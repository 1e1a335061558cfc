"""What each seat and the table know (issue #35): one state per viewer, each the replay of the events as that viewer
saw them.

An event may carry facts only some players saw — the card a player drew, the card a thief took — named in its
``seen_by``; the game declares which fields those are (:attr:`referee.core.game.Game.PRIVATE`). For any other
viewer the event is :func:`redact`-ed: those fields left out, so it reads as a card drawn face down or stolen unseen,
which the game already keeps as possible worlds. The table's screen is the viewer ``None``; a seat is a player's name.

:class:`Views` keeps every viewer's state and moves them all on with each new event, so a page renders each seat's
view from its own state without replaying the save once per seat. The referee's own books (the session's state)
stay exact: a line is judged there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from referee.core.outcome import Outcome
from referee.core.session import step

TABLE = None          # the viewer of the table's screen: every seat's public facts, nobody's private ones


def redact(game, event: dict[str, Any], viewer: str | None) -> dict[str, Any]:
    """``event`` as ``viewer`` saw it: without its private fields unless he is among its ``seen_by``."""
    seen = event.get("seen_by")
    if not seen or (viewer is not None and viewer in seen):
        return event
    hidden = game.PRIVATE.get(event["kind"], ())
    return {k: v for k, v in event.items() if k not in hidden and k != "seen_by"}


def private_to(game, event: dict[str, Any]) -> tuple[str, ...]:
    """The players who saw a private fact of ``event`` (none for an event without one)."""
    if not event.get("seen_by") or not any(f in event for f in game.PRIVATE.get(event["kind"], ())):
        return ()
    return tuple(event["seen_by"])


class Views:
    """The state each viewer knows, event by event: the table's (``None``) and each seat's."""

    def __init__(self, game, setup, events: Iterable[dict[str, Any]] = (), seats: Iterable[str] | None = None):
        self.game, self.setup = game, setup
        self.viewers: list[str | None] = [TABLE, *(setup.names if seats is None else seats)]
        self.states = {v: game.initial_state(setup) for v in self.viewers}
        for state in self.states.values():
            game.quiet(state, True)
        self.count = 0
        for event in events:
            self.add(event)
        for state in self.states.values():
            game.quiet(state, False)

    def add(self, event: dict[str, Any]) -> dict[str | None, Outcome]:
        """Move every viewer on by ``event`` (the referee accepted it); what it caused, told to each."""
        told = {}
        for viewer, state in self.states.items():
            _event, told[viewer] = step(self.game, state, redact(self.game, event, viewer))
        self.count += 1
        return told

    def state(self, viewer: str | None) -> Any:
        """The state ``viewer`` knows (a name that is no seat: the table's)."""
        return self.states.get(viewer, self.states[TABLE])
