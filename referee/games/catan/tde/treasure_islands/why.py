"""``referee why`` for The Treasure Islands: Seafarers' table (discovery included) and the treasure taken."""

from __future__ import annotations

from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.seafarers import why as sea
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.tde import treasure


def treasure_event(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    """Where the token lay, the reward the table read on its back, and what the bank paid."""
    _kind, name, corner, _setup = before.pending[0]
    reward = ev["reward"]
    why.reckoning.say("{player}'s road or ship reached the treasure {where} (TDE-ISLANDS-6); its back shows "
                      "{reward}, used at once (TDE-ISLANDS-7).", player=name, where=corner or "-",
                      reward=treasure.REWARDS.term(reward))
    if reward == "two_free_routes":
        why.rule("TDE-TREASURE-2")
    if reward in treasure.FIXED or reward in treasure.CHOSEN:
        why.rule("TDE-TREASURE-3")
    sea._route_change(before, after, why)
    catan._win(before, after, why)
    why.data["treasure"] = {"player": name, "at": corner, "reward": reward}


TABLE = {**sea.TABLE, "treasure": Explainer(("TDE-ISLANDS-6", "TDE-TREASURE-1"), treasure_event)}

SUMMARY_TERMS = sea.SUMMARY_TERMS
