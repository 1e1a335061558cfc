"""Chapter 8, provinces and unification (WT-PROV, WT-UNIF): a whole starting country declared for extra actions."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.warriors_traders.common import expect_turn, judge, unverified
from referee.games.warriors_traders.state import WTState

REQUIRED = ("capital", "trade_centre", "ordinary")            # WT-UNIF-3; subjugated provinces are optional


def validate_unify(state: WTState, ev: dict) -> list[str]:
    """WT-UNIF-1/2/3, AMB-7: in one's own manoeuvre step, once per game, a set of owned provinces of the starting
    country holding its capital, trade centre and every ordinary province (and any owned subjugated ones; any
    subjugated ones, owned or not, with the option unify_subjugated = any)."""
    p = state.player(ev["player"])
    expect_turn(state, p.name, "WT-UNIF-2", "unify")
    once = state.options["unification"]                  # AMB-7: once per game, or once in each turn
    if p.name in state.unified and (once == "once_per_game" or state.unified_turn.get(p.name) == state.turn):
        raise RuleViolation("WT-UNIF-2", _("{player} has unified the country already", player=p.name),
                            _("unification is declared once per game") if once == "once_per_game" else
                            _("unification is declared once in each turn's manoeuvres"))
    home = state.map.of_country(p.country)
    chosen = ev["provinces"]
    required = [pr for pr in home if state.map.kind(pr) in REQUIRED]
    foreign = [pr for pr in chosen if pr not in home]
    missing = [pr for pr in required if pr not in chosen]
    if foreign or missing:
        raise RuleViolation("WT-UNIF-3", _("the unified set is the capital, the trade centre and every ordinary "
                                           "province of {country}, with any of its subjugated ones",
                                           country=p.country),
                            _("at least {provinces}", provinces=", ".join(required)))
    unowned = [pr for pr in chosen if state.owner(pr) != p.name and pr in required]
    if unowned:
        raise RuleViolation("WT-UNIF-1", _("{player} does not own {provinces}", player=p.name,
                                           provinces=", ".join(unowned)),
                            _("provinces of {player}: {provinces}", player=p.name,
                              provinces=", ".join(state.provinces_of(p.name))))
    others = [pr for pr in chosen if state.owner(pr) != p.name and pr not in required]
    if others and state.options["unify_subjugated"] == "owned":          # WT-UNIF-3 [INT]: owned subjugated only
        raise RuleViolation("WT-UNIF-3", _("{player} does not own the subjugated {provinces}: only owned ones join "
                                           "the set (option unify_subjugated = owned)", player=p.name,
                                           provinces=", ".join(others)),
                            _("the set without them: {provinces}",
                              provinces=", ".join(pr for pr in chosen if pr not in others)))
    return []


def apply_unify(state: WTState, ev: dict, out: Outcome) -> None:
    """WT-UNIF-4: N actions at once, N from the bonus table (unknown: the actions are recorded, not verified)."""
    p = state.player(ev["player"])
    if p.name not in state.unified:
        state.unified.append(p.name)
    state.unified_turn[p.name] = state.turn
    count = len(ev["provinces"])
    state.bonus_key = f"unification.actions.{count}"
    state.bonus_actions = judge(state, "WT-UNIF-4", lambda: state.tables.need(state.bonus_key))
    out.say("{player} unifies {country} ({count} provinces): {actions} actions now ('act …', WT-UNIF-4).",
            player=p.name, country=p.country, count=count,
            actions="?" if state.bonus_actions is None else state.bonus_actions)


def validate_bonus(state: WTState, ev: dict) -> None:
    """WT-UNIF-4: an action in the manoeuvre phase only right after one's unification, as many as it gave."""
    expect_turn(state, ev["player"], "WT-UNIF-4", "act")
    if ev["player"] not in state.unified or state.bonus_actions == 0:
        raise RuleViolation("WT-UNIF-4", _("actions in the manoeuvre phase come only from unification"),
                            _("move, battle, unify, end"))
    if state.bonus_actions is None:
        unverified(state, "WT-UNIF-4", state.bonus_key)


def actions_first(state: WTState, ev: dict) -> None:
    """WT-UNIF-4: "Akce, které hráč získá tímto způsobem, musejí být provedeny okamžitě" — after a unification its
    actions are the next events: anything else, by anyone, is refused until the last of them (option
    unification_actions = in_step: at any time of the player's manoeuvre step, as saves recorded before read it)."""
    if state.phase != "manoeuvre" or not state.bonus_actions or state.options["unification_actions"] != "at_once":
        return
    unifier = state.queue[0]
    if ev["kind"] == "act" and ev["player"] == unifier:
        return
    raise RuleViolation("WT-UNIF-4", _("{player}'s unification gave {count} action(s) still to take: they are "
                                       "performed at once, before anything else", player=unifier,
                                       count=state.bonus_actions),
                        _("act …, by {player}", player=unifier))


def actions_taken(state: WTState, ev: dict) -> None:
    """WT-UNIF-4: where the number of actions is unknown, the first event after them that is none of them ends them
    (performed at once: none may come later)."""
    if (state.bonus_actions is None and ev["kind"] not in ("act", "unify")
            and state.options["unification_actions"] == "at_once"):
        state.bonus_actions = 0
