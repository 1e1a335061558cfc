"""The roll with Cities & Knights — CK-PROD-1, CK-HAND-1, CK-BARB-7: the event die first (:mod:`barbarians`), then
Seafarers' production in which a city on forest, pasture or mountains takes 1 resource and 1 commodity (paper,
cloth, coin; :meth:`CKState.yield_at`), on hills and fields 2 resources. A 7 before the first attack only makes
players over their limit (7, +2 per city wall) discard; the robber and pirate stay put."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.games.catan.common import bag_text
from referee.games.catan.cities_knights import barbarians, data
from referee.games.catan.cities_knights.state import CKState
from referee.games.catan.seafarers import gold


ROBBER_LINES = ("Nobody discards. {player} moves the robber.", "Nobody discards. {player} moves the robber or the pirate.",
                "Waiting for discards: {owed}.")


def commodities(state: CKState, total: int) -> dict[str, dict[str, int]]:
    """Player → commodities owed on ``total`` (the robber's hex and the held-back hexes pay none)."""
    owed: dict[str, dict[str, int]] = {}
    for hexname, _resource, corners in state.board.producers.get(total, ()):
        good = data.commodity_of(state.board.terrain[hexname])
        if not good or hexname == state.robber or hexname in state.held_back:
            continue
        for corner in corners:
            occ = state.occupant.get(corner)
            if occ and occ[1] == "city":
                per = owed.setdefault(occ[0], {})
                per[good] = per.get(good, 0) + 1
    return owed


def validate_roll(state: CKState, event: dict) -> list[str]:
    barbarians.check(state, event)
    return gold.validate_roll(state, event) or []


def apply_roll(state: CKState, event: dict) -> Outcome:
    out = Outcome()
    barbarians.resolve(state, event, out)
    rolled = gold.apply_roll(state, event)
    out._lines.extend(rolled._lines)
    out.tables.extend(rolled.tables)
    out.data.update(rolled.data)
    if event["total"] == 7:
        if not state.attacks:                               # CK-BARB-7: discards only
            state.robber_pending = False
            out._lines[:] = [line for line in out._lines if getattr(line, "template", None) not in ROBBER_LINES]
            out.say("Before the barbarians' first attack the robber and the pirate stay put (CK-BARB-7).")
        return out
    for name, goods in commodities(state, event["total"]).items():
        player = state.by_name[name]
        player.hand.add(goods)
        player.received.update(goods)
        out.say("{player} takes {cards} from their cities (CK-PROD-1).", player=name, cards=bag_text(goods))
    return out
