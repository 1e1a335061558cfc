"""``referee stats`` for Catan: the dice, each player's income against what his buildings promised,
what the robber and the discards cost him, and how long his turns took."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from referee.core import stats as core
from referee.core.game import Game, Outcome
from referee.core.i18n import _
from referee.games.catan.production import claims
from referee.games.catan.state import CatanState


@dataclass
class Luck:
    """One player's tally over the replayed events."""

    expected: float = 0.0           # Σ over rolls of the cards his buildings produce on average
    blocked: int = 0                # production the robber held back on the numbers rolled
    stolen: int = 0                 # cards taken from him by the robber, a Knight, the pirate or a steal
    unseen: int = 0                 # … of those he stole, the ones nobody but thief and victim saw
    stole: int = 0
    discarded: int = 0
    turns: list[float | None] = field(default_factory=list)   # seconds, None where not timed


def expected_income(state: CatanState) -> Counter:
    """Player → cards expected from one roll: Σ over totals of P(total) × his production for it (robber's hex excluded)."""
    out: Counter = Counter()
    for total, chance in core.distribution().items():
        for per in claims(state, total).values():
            for name, n in per.items():
                out[name] += chance * n
    return out


def tally(game: Game, state: CatanState, events: list[dict[str, Any]]) -> tuple[CatanState, dict[str, Luck]]:
    """Replay ``events`` (all legal) from the set-up, noting each player's luck on the way."""
    now = game.initial_state(state.setup)
    game.quiet(now, True)
    luck = {p.name: Luck() for p in now.players}
    turns: list[tuple[str | None, list[dict]]] = []
    new_turn = True
    for event in events:
        event = game.normalize(now, event)
        owner = None if now.in_setup else now.current.name
        if new_turn or not turns or turns[-1][0] != owner:
            turns.append((owner, []))
        turns[-1][1].append(event)
        new_turn = event["kind"] == "end"
        _note(now, event, luck)
        game.apply(now, event)
    for (owner, _), seconds in zip(turns, core.turn_durations([evs for _, evs in turns])):
        if owner is not None:
            luck[owner].turns.append(seconds)
    return now, luck


THEFTS = ("robber", "play", "pirate", "steal",     # a Knight, Seafarers' pirate, the Desert Dragons' steal (TDE-DESERT-2)
          "knight")                                # Cities & Knights: a knight chasing the robber or pirate (CK-ACT-6)


def _note(state: CatanState, event: dict[str, Any], luck: dict[str, Luck]) -> None:
    kind = event["kind"]
    if kind == "roll":
        for name, n in expected_income(state).items():
            luck[name].expected += n
        for per in claims(state, event["total"], blocked=True).values():
            for name, n in per.items():
                luck[name].blocked += n
    elif kind == "discard":
        luck[event["player"]].discarded += sum(event["cards"].values())
    elif kind in THEFTS and event.get("stolen"):
        luck[event["victim"]].stolen += 1
        luck[event["player"]].stole += 1
    elif kind in THEFTS and event.get("victim") and state.by_name[event["victim"]].cards():
        luck[event["victim"]].stolen += 1          # stolen unseen (CATAN-ROBBER-6): a card, of a kind unknown
        luck[event["player"]].stole += 1
        luck[event["player"]].unseen += 1


def report(game: Game, state: CatanState, events: list[dict[str, Any]]) -> Outcome:
    """The dice (:mod:`referee.core.stats`), then per player: income, robber, discards, turn times."""
    out = core.dice_report(core.roll_totals(events))
    final, luck = tally(game, state, events)
    rows, players = [], []
    for p in final.players:
        mine = luck[p.name]
        got = sum(p.received.values())
        timed = [s for s in mine.turns if s is not None]
        players.append({"name": p.name, "received": got, "expected": round(mine.expected, 2),
                        "difference": round(got - mine.expected, 2), "blocked_by_robber": mine.blocked,
                        "stolen_from": mine.stolen, "stole": mine.stole, "discarded": mine.discarded,
                        "turns": len(mine.turns), "turns_timed": len(timed),
                        "turn_seconds_mean": round(sum(timed) / len(timed), 1) if timed else None,
                        "turn_seconds_longest": max(timed) if timed else None})
        rows.append([p.name, got, f"{mine.expected:.1f}", f"{got - mine.expected:+.1f}", mine.blocked,
                     mine.stolen, mine.stole, mine.discarded])
    out.tables.append((_("Income from the dice against the expectation of each player's buildings at each roll"),
                       [_("player"), _("received"), _("expected"), _("difference"), _("held back by robber"),
                        _("stolen from him"), _("he stole"), _("discarded")], rows))
    out.data["players"] = players
    unseen = sum(mine.unseen for mine in luck.values())
    face_down = sum(1 for e in events if e["kind"] == "buy" and "card" not in e)
    if unseen or face_down:
        out.data["uncounted"] = {"stolen_unseen": unseen, "bought_face_down": face_down}
        out.say("Not counted by kind: {unseen} card(s) stolen unseen (in the counts above, their resources "
                "unknown) and {face_down} development card(s) bought face down.", unseen=unseen, face_down=face_down)
    timed_rows = [[d["name"], _("{timed} of {turns}", timed=d["turns_timed"], turns=d["turns"]),
                   core.clock(d["turn_seconds_mean"]),
                   core.clock(d["turn_seconds_longest"])] for d in players if d["turns_timed"]]
    if timed_rows:
        out.tables.append((_("Turn times (from the events' recorded times)"),
                           [_("player"), _("turns timed"), _("average"), _("longest")], timed_rows))
    else:
        out.lines.append(_("Turn times: no event carries a recorded time ('at'), so turns cannot be timed."))
    return out
