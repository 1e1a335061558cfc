"""Scoring closed aqueducts on the podiums (AQUA-SCORE, AQUA-PODIUM) and the final bonuses (AQUA-FINAL)."""

from __future__ import annotations

from collections.abc import Iterable

from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.aqua_romana.state import PODIUMS, AquaState, Worker, capacity

BONUSES = (4, 3, 2)                  # AQUA-FINAL-2


def podium_for(podiums: dict[int, list[str]], value: int) -> int:
    """AQUA-PODIUM-2…5: podium ``min(v, 20)`` if it has room, else the nearest lower one with room; 0 if none."""
    for p in range(min(value, max(PODIUMS)), 0, -1):
        if len(podiums[p]) < capacity(p):
            return p
    return 0


def batch_order(state: AquaState, names: Iterable[str], first_seat: int) -> list[Worker]:
    """AQUA-SCORE-3/4: the first seat's workers, then clockwise; within a player, highest value first."""
    n = len(state.players)
    workers = [state.workers[name] for name in names]
    return sorted(workers, key=lambda w: ((w.seat - first_seat) % n, -w.value, w.name))


def score(state: AquaState, workers: list[Worker], out: Outcome) -> None:
    """Put each worker on his podium, in the order given; he leaves the board (AQUA-CLOSE-4)."""
    for w in workers:
        p = podium_for(state.podiums, w.value)
        w.status = "out"
        if p:
            state.podiums[p].append(w.name)
            state.arrivals += 1
            w.podium, w.arrival = p, state.arrivals
        if state.narrate:
            who = {"worker": w.name, "player": state.owner(w).name, "value": w.value}
            if p == 0:
                out.say("{worker} ({player}) scores {value} → no podium has room: 0 points (AQUA-PODIUM-4).", **who)
            elif p == w.value:
                out.say("{worker} ({player}) scores {value} → podium {podium}.", podium=p, **who)
            elif w.value > max(PODIUMS):
                out.say("{worker} ({player}) scores {value} → podium {podium} (over 20: the highest with room, "
                        "AQUA-PODIUM-3).", podium=p, **who)
            else:
                out.say("{worker} ({player}) scores {value} → podium {podium} ({value} has no room, AQUA-PODIUM-2).",
                        podium=p, **who)


def ranking(state: AquaState) -> list[Worker]:
    """Workers on podiums, highest podium first; on a shared podium the earlier arrival first (AQUA-FINAL-3)."""
    placed = [w for w in state.workers.values() if w.podium]
    return sorted(placed, key=lambda w: (-w.podium, w.arrival))


def bonuses(state: AquaState) -> dict[str, int]:
    """AQUA-FINAL-2/3: +4, +3, +2 for the three highest podiums (``bonus_tie``: arrival order, or both the higher)."""
    ranked = ranking(state)
    out: dict[str, int] = {}
    if state.options["bonus_tie"] == "arrival":
        for w, b in zip(ranked, BONUSES):
            out[w.name] = b
        return out
    position = 0
    for p in sorted({w.podium for w in ranked}, reverse=True):
        group = [w for w in ranked if w.podium == p]
        if position >= len(BONUSES):
            break
        for w in group:
            out[w.name] = BONUSES[position]
        position += len(group)
    return out


def totals(state: AquaState) -> dict[str, int]:
    """AQUA-FINAL-1/4: podium values plus bonuses, per player (over both colours with two players)."""
    out = {p.name: 0 for p in state.players}
    for w in state.workers.values():
        out[state.owner(w).name] += w.podium + state.bonus.get(w.name, 0)
    return out


def finish(state: AquaState, out: Outcome) -> None:
    """AQUA-FINAL: bonuses, totals, and the winner(s): equal best scores share the win."""
    state.bonus = bonuses(state)
    scores = totals(state)
    best = max(scores.values())
    state.winners = [p.name for p in state.players if scores[p.name] == best]
    if state.narrate:
        for name, b in state.bonus.items():
            w = state.workers[name]
            out.say("Bonus +{bonus} for {worker} ({player}) on podium {podium} (AQUA-FINAL-2).", bonus=b, worker=name,
                    player=state.owner(w).name, podium=w.podium)
        out.tables.append((_("Final score"), score_headers(), score_rows(state)))
        if len(state.winners) == 1:
            out.say("{winner} wins with {points} points.", winner=_(" and ").join(state.winners), points=best)
        else:
            out.say("{winner} share the win with {points} points.", winner=_(" and ").join(state.winners), points=best)
    out.data["winner"] = state.winner


def breakdown(state: AquaState, player_seat: int) -> dict:
    """One player's score: each worker's podium and bonus, and the sums."""
    mine = [w for w in state.workers.values() if w.seat == player_seat]
    podium_points = sum(w.podium for w in mine)
    bonus = sum(state.bonus.get(w.name, 0) for w in mine)
    return {"workers": {w.name: {"value": w.value, "podium": w.podium, "bonus": state.bonus.get(w.name, 0)}
                        for w in mine},
            "podium_points": podium_points, "bonus": bonus, "total": podium_points + bonus}


def score_headers() -> list[str]:
    return [_("player"), _("podiums"), _("bonus"), _("total")]


def score_rows(state: AquaState) -> list[list]:
    rows = []
    for p in sorted(state.players, key=lambda p: -breakdown(state, p.seat)["total"]):
        b = breakdown(state, p.seat)
        podiums = " + ".join(str(w["podium"]) for w in b["workers"].values() if w["podium"]) or "-"
        mark = _(" (winner)") if p.name in state.winners else ""
        rows.append([p.name + mark, podiums, b["bonus"], b["total"]])
    return rows
