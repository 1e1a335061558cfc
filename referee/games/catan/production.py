"""The roll and what it produces — CATAN-TURN-2, CATAN-PROD."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.catan import robber
from referee.games.catan.common import bag_text, listing, resource
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import ORDER


def claims(state: CatanState, total: int, *, blocked: bool = False,
           only: frozenset[str] | None = None) -> dict[str, dict[str, int]]:
    """Resource → player → cards owed for ``total`` (CATAN-PROD-2); ``blocked`` = only the robber's hex (and the
    hexes a scenario holds back, ``state.held_back``: The Desert Dragons' dragons); ``only`` = just those hexes."""
    owed: dict[str, dict[str, int]] = {}
    occupant, yields = state.occupant, state.yield_at
    for hexname, resource, corners in state.board.producers.get(total, ()):
        if only is not None:
            if hexname not in only:
                continue
        elif (hexname == state.robber or hexname in state.held_back) != blocked:
            continue
        for corner in corners:
            occ = occupant.get(corner)
            n = yields(occ[1], hexname) if occ else 0
            if n:
                per = owed.setdefault(resource, {})
                per[occ[0]] = per.get(occ[0], 0) + n
    return owed


def produce(state: CatanState, total: int, out: Outcome) -> None:
    """CATAN-PROD-2…6: all claims first, then the bank check per resource, then payment."""
    owed = claims(state, total)
    bank = state.bank() if owed else {}
    paid: dict[str, dict[str, int]] = {}
    for kind, wanting in owed.items():
        need = sum(wanting.values())
        if need <= bank[kind]:
            for name, n in wanting.items():
                paid.setdefault(name, {})[kind] = n
        elif len(wanting) == 1 and state.options["shortage_sole_player_gets_rest"] and bank[kind]:
            (name,) = wanting
            paid.setdefault(name, {})[kind] = bank[kind]
            out.say("Bank short of {resource}: {need} owed, {left} left — {player}, the only one owed, "
                               "gets the rest (CATAN-PROD-5 option).", resource=resource(kind), need=need,
                               left=bank[kind], player=name)
        else:
            out.say("Bank short of {resource}: {need} owed to {players}, {left} left — nobody gets "
                               "{resource} (CATAN-PROD-5).", resource=resource(kind), need=need,
                               players=", ".join(wanting), left=bank[kind])
    for name, gain in paid.items():
        player = state.by_name[name]
        player.hand.add(gain)
        received = player.received                # for reports (Counter.update's generic path costs more)
        for kind, n in gain.items():
            received[kind] += n
    if not state.narrate:
        return
    if state.robber is not None and state.robber not in state.held_back:
        robbed = claims(state, total, only=frozenset({state.robber}))
        if robbed:
            out.say("The robber on {hex} holds back: {lost} (CATAN-PROD-4).", hex=state.robber, lost=_lost(robbed))
    held = [h for h, _r, _c in state.board.producers.get(total, ()) if h in state.held_back]
    lost = claims(state, total, only=frozenset(held)) if held else None
    if lost:
        note = state.held_back_note(listing(held), _lost(lost))
        if note:
            out.lines.append(note)
    producing = [h for h, _r, _c in state.board.producers.get(total, ())]
    head = [_("player"), *[str(resource(r)) for r in ORDER]]
    rows = [[p.name, *[paid.get(p.name, {}).get(r) or "" for r in ORDER]] for p in state.players]
    out.tables.append((_("Production for {total} (hexes {hexes})", total=total, hexes=listing(producing)), head, rows))
    out.data["production"] = paid


def _lost(claimed: dict[str, dict[str, int]]) -> str:
    """``Cyril 2 grain; Anna 1 grain``: the cards each player is not paid."""
    lost: dict[str, dict[str, int]] = {}
    for kind, per in claimed.items():
        for name, n in per.items():
            lost.setdefault(name, {})[kind] = n
    return "; ".join(f"{n} {bag_text(c)}" for n, c in lost.items())


def apply_roll(state: CatanState, event: dict) -> Outcome:
    out = Outcome()
    total = event["total"]
    state.rolled, state.last_roll = True, total
    if state.narrate:
        out.say("{player} rolls {total}.", player=state.current.name, total=total)
    if total == 7:
        robber.seven(state, out)
    else:
        produce(state, total, out)
    return out
