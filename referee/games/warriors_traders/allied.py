"""Chapters 13 and 14, war and the allied game (WT-WAR-3, WT-SETUP-10, WT-ALLY): peace, the teams.

Both chapters are among the lost pages. Peace is typed by the table (``peace PLAYER``) when its card's conditions
are met; the referee records it and leaves the conditions ``not verified``. The allied game is chosen at ``new``
(``--option mode=allied --option teams=Anna+Cyril,Ben+Dana``); a team wins together by the tables' team
threshold (WT-WIN-2, :func:`scoring.victory_check`); every other rule is the free-for-all's (docs/rulings.md).
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome, Setup
from referee.core.i18n import _
from referee.games.warriors_traders.common import unverified
from referee.games.warriors_traders.state import WTState

LAYOUTS = ("2+2", "3+3", "2+2+2")          # WT-ALLY-1
PEACE = "war.peace"                        # what a peace waits for: the lost chapter's conditions (§20 #47)


def parse_teams(text: str, names: list[str]) -> list[list[str]]:
    """``Anna+Cyril,Ben+Dana`` → the teams with the players' names as seated; a layout of WT-ALLY-1, or a refusal."""
    by_lower = {n.lower(): n for n in names}
    teams = [[by_lower.get(m.strip().lower(), m.strip()) for m in team.split("+")]
             for team in text.split(",") if team.strip()]
    members = [m for team in teams for m in team]
    layout = "+".join(str(len(t)) for t in sorted(teams, key=len))
    if sorted(members) != sorted(names) or layout not in LAYOUTS:
        raise RuleViolation("WT-ALLY-1", _("the teams {teams} are not two teams of 2, two of 3 or three of 2 made of "
                                           "the players {players}", teams=text or "-", players=", ".join(names)),
                            _("e.g. {example}", example="--option teams=" + _example(names)))
    return teams


def _example(names: list[str]) -> str:
    """Teams of the seated players, alternating seats (2+2 for four, 3+3 for six)."""
    if len(names) in (4, 6):
        return f"{'+'.join(names[0::2])},{'+'.join(names[1::2])}"
    return "Anna+Cyril,Ben+Dana"


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
