"""The roll and what it produces — CATAN-TURN-2, CATAN-PROD."""

from __future__ import annotations

from collections import Counter

from referee.core.game import Outcome
from referee.games.catan import robber
from referee.games.catan.common import bag_text
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import ORDER


def claims(state: CatanState, total: int, *, blocked: bool = False) -> dict[str, Counter]:
    """What each player is owed for ``total`` (CATAN-PROD-2); ``blocked`` = only the robber's hex."""
    owed: dict[str, Counter] = {}
    for hexname in state.board.by_number.get(total, []):
        if (hexname == state.robber) != blocked:
            continue
        resource = state.board.resource(hexname)
        for corner in state.board.grid.corners_of(hexname):
            occupant = state.occupant.get(corner)
            if occupant:
                owed.setdefault(occupant[0], Counter())[resource] += 2 if occupant[1] == "city" else 1
    return owed


def produce(state: CatanState, total: int, out: Outcome) -> None:
    """CATAN-PROD-2…6: all claims first, then the bank check per resource, then payment."""
    owed = claims(state, total)
    bank = state.bank()
    paid: dict[str, Counter] = {p.name: Counter() for p in state.players}
    for resource in ORDER:
        wanting = {name: c[resource] for name, c in owed.items() if c[resource]}
        need = sum(wanting.values())
        if not need:
            continue
        if need <= bank[resource]:
            for name, n in wanting.items():
                paid[name][resource] += n
        elif len(wanting) == 1 and state.options["shortage_sole_player_gets_rest"] and bank[resource]:
            (name,) = wanting
            paid[name][resource] += bank[resource]
            out.lines.append(f"Bank short of {resource}: {need} owed, {bank[resource]} left — "
                             f"{name}, the only one owed, gets the rest (CATAN-PROD-5 option).")
        else:
            out.lines.append(f"Bank short of {resource}: {need} owed to "
                             f"{', '.join(wanting)}, {bank[resource]} left — nobody gets {resource} (CATAN-PROD-5).")
    for player in state.players:
        player.hand.add(paid[player.name])
        player.received.update(paid[player.name])
    blocked = claims(state, total, blocked=True)
    if blocked:
        lost = "; ".join(f"{n} {bag_text(c)}" for n, c in blocked.items())
        out.lines.append(f"The robber on {state.robber} holds back: {lost} (CATAN-PROD-4).")
    producing = [h for h in state.board.by_number.get(total, [])]
    head = ["player", *ORDER]
    rows = [[p.name, *[paid[p.name][r] or "" for r in ORDER]] for p in state.players]
    out.tables.append((f"Production for {total} (hexes {', '.join(producing) or 'none'})", head, rows))
    out.data["production"] = {name: dict(c) for name, c in paid.items() if c}


def apply_roll(state: CatanState, event: dict) -> Outcome:
    out = Outcome()
    total = event["total"]
    state.rolled, state.last_roll = True, total
    out.lines.append(f"{state.current.name} rolls {total}.")
    if total == 7:
        robber.seven(state, out)
    else:
        produce(state, total, out)
    return out
