"""Chapters 13 and 14, war and the allied game (WT-WAR-3, WT-SETUP-10, WT-ALLY): peace, the teams.

Both chapters are among the lost pages. Peace is typed by the table (``peace PLAYER``) when its card's conditions
are met; the referee records it and leaves the conditions ``not verified``. The allied game is chosen at ``new``
(``--option mode=allied --option teams=1+3,2+4``: seats, 1 the first name of ``--players``); a team wins together by the tables' team
threshold (WT-WIN-2, :func:`scoring.victory_check`); every other rule is the free-for-all's (docs/rulings.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome, Setup
from referee.core.i18n import _
from referee.games.warriors_traders.common import unverified
from referee.games.warriors_traders.state import WTState

LAYOUTS = ("2+2", "3+3", "2+2+2")          # WT-ALLY-1
PEACE = "war.peace"                        # what a peace waits for: the lost chapter's conditions (§20 #47)


def _partitions(seats: list[int], size: int):
    """Every way to split ``seats`` into teams of ``size``, each team and the teams in seat order."""
    if not seats:
        yield []
        return
    first, rest = seats[0], seats[1:]
    for mates in combinations(rest, size - 1):
        for others in _partitions([s for s in rest if s not in mates], size):
            yield [(first, *mates), *others]


def _text(teams) -> str:
    return ",".join("+".join(map(str, team)) for team in teams)


#: The option ``teams``'s valid values: seats joined by + and teams by commas, for 4 players (2+2) and 6 (3+3,
#: 2+2+2); "" is the free-for-all's. Seat 1 is the first name of ``--players``.
TEAM_CHOICES = ("", *(_text(p) for players, size in ((4, 2), (6, 3), (6, 2))
                      for p in _partitions(list(range(1, players + 1)), size)))


def canonical(text: str) -> str:
    """``3+1,4+2`` → ``1+3,2+4`` (each team and the teams in seat order); text that is not seats stays as it is."""
    try:
        teams = sorted(tuple(sorted(int(s) for s in team.split("+"))) for team in text.split(",") if team.strip())
    except ValueError:
        return text
    return _text(teams)


@dataclass(frozen=True)
class TeamsOption(Option):
    """The allied game's teams by seat (WT-ALLY-1): typed in any order, stored in seat order."""

    def coerce(self, value: Any, strict: bool = False) -> Any:
        return super().coerce(canonical(value) if isinstance(value, str) else value, strict)


def parse_teams(text: str, names: list[str]) -> list[list[str]]:
    """``1+3,2+4`` → the teams' players (seat 1 = the first name); a layout of WT-ALLY-1 for these players, or a
    refusal."""
    teams = [[int(s) for s in team.split("+")] for team in text.split(",") if team.strip()] if text else []
    seats = sorted(s for team in teams for s in team)
    layout_ = "+".join(str(len(t)) for t in sorted(teams, key=len))
    if seats != list(range(1, len(names) + 1)) or layout_ not in LAYOUTS:
        allowed = _("e.g. {example} (seats 1 to {count}: {players})", count=len(names),
                    example="--option teams=" + _example(len(names)), players=", ".join(names)) \
            if len(names) in (4, 6) else _("the allied game seats 4 or 6 players; or leave out --option mode=allied")
        raise RuleViolation("WT-ALLY-1", _("the teams {teams} are not two teams of 2, two of 3 or three of 2 of the "
                                           "{count} seats", teams=text or "-", count=len(names)), allowed)
    return [[names[s - 1] for s in team] for team in teams]


def _example(count: int) -> str:
    """Teams of alternating seats (2+2 for four, 3+3 for six)."""
    seats = list(range(1, count + 1))
    return f"{'+'.join(map(str, seats[0::2]))},{'+'.join(map(str, seats[1::2]))}"


def layout(teams: list[list[str]]) -> str:
    return "+".join(str(len(t)) for t in sorted(teams, key=len))


def check_mode(setup: Setup) -> None:
    """WT-SETUP-10: free-for-all, or the allied game with its teams (WT-ALLY-1); teams only in the allied game."""
    mode, text = setup.options["mode"], setup.options["teams"]
    if mode == "allied":
        parse_teams(text, setup.names)
    elif text:
        raise RuleViolation("WT-SETUP-10", _("teams are for the allied game, not free-for-all"),
                            _("--option mode=allied, or leave out teams"))


def team_of(state: WTState, name: str) -> list[str]:
    return next((t for t in state.teams if name in t), [name])


# --- peace (WT-WAR-3) ------------------------------------------------------------------------------------------

def validate_peace(state: WTState, ev: dict) -> list[str]:
    """WT-WAR-3: the two are at war and no battle waits; the peace conditions themselves are unknown."""
    name, other = ev["player"], ev["with"]
    if not state.at_war(name, other):
        raise RuleViolation("WT-WAR-3", _("{player} and {target} are not at war", player=name, target=other),
                            _("wars: {wars}", wars=", ".join(f"{w['a']}–{w['b']}" for w in state.wars) or "-"))
    if state.pending:
        raise RuleViolation("WT-WAR-3", _("battles wait in {provinces}", provinces=", ".join(state.pending)),
                            _("battle PROVINCE dealt … taken …"))
    unverified(state, "WT-WAR-3", PEACE)
    return []


def apply_peace(state: WTState, ev: dict, out: Outcome) -> None:
    name, other = ev["player"], ev["with"]
    state.wars = [w for w in state.wars if {w["a"], w["b"]} != {name, other}]
    out.say("{player} and {target} make peace (WT-WAR-3; its conditions are not verified).", player=name,
            target=other)
