"""The roll and what it produces — CATAN-TURN-2, CATAN-PROD."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.games.catan import robber
from referee.games.catan.common import bag_text
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import ORDER


def claims(state: CatanState, total: int, *, blocked: bool = False) -> dict[str, dict[str, int]]:
    """Resource → player → cards owed for ``total`` (CATAN-PROD-2); ``blocked`` = only the robber's hex."""
    owed: dict[str, dict[str, int]] = {}
    occupant = state.occupant
    for hexname, resource, corners in state.board.producers.get(total, ()):
        if (hexname == state.robber) != blocked:
            continue
        for corner in corners:
            occ = occupant.get(corner)
            if occ:
                per = owed.setdefault(resource, {})
                per[occ[0]] = per.get(occ[0], 0) + (2 if occ[1] == "city" else 1)
    return owed


def produce(state: CatanState, total: int, out: Outcome) -> None:
    """CATAN-PROD-2…6: all claims first, then the bank check per resource, then payment."""
    owed = claims(state, total)
    bank = state.bank() if owed else {}
    paid: dict[str, dict[str, int]] = {}
    for resource, wanting in owed.items():
        need = sum(wanting.values())
        if need <= bank[resource]:
            for name, n in wanting.items():
                paid.setdefault(name, {})[resource] = n
        elif len(wanting) == 1 and state.options["shortage_sole_player_gets_rest"] and bank[resource]:
            (name,) = wanting
            paid.setdefault(name, {})[resource] = bank[resource]
            out.lines.append(f"Bank short of {resource}: {need} owed, {bank[resource]} left — "
                             f"{name}, the only one owed, gets the rest (CATAN-PROD-5 option).")
        else:
            out.lines.append(f"Bank short of {resource}: {need} owed to "
                             f"{', '.join(wanting)}, {bank[resource]} left — nobody gets {resource} (CATAN-PROD-5).")
    for name, gain in paid.items():
        player = state.by_name[name]
        player.hand.add(gain)
        player.received.update(gain)
    if not state.narrate:
        return
    blocked = claims(state, total, blocked=True)
    if blocked:
        lost: dict[str, dict[str, int]] = {}
        for resource, per in blocked.items():
            for name, n in per.items():
                lost.setdefault(name, {})[resource] = n
        text = "; ".join(f"{n} {bag_text(c)}" for n, c in lost.items())
        out.lines.append(f"The robber on {state.robber} holds back: {text} (CATAN-PROD-4).")
    producing = [h for h, _, _ in state.board.producers.get(total, ())]
    head = ["player", *ORDER]
    rows = [[p.name, *[paid.get(p.name, {}).get(r) or "" for r in ORDER]] for p in state.players]
    out.tables.append((f"Production for {total} (hexes {', '.join(producing) or 'none'})", head, rows))
    out.data["production"] = paid


def apply_roll(state: CatanState, event: dict) -> Outcome:
    out = Outcome()
    total = event["total"]
    state.rolled, state.last_roll = True, total
    if state.narrate:
        out.lines.append(f"{state.current.name} rolls {total}.")
    if total == 7:
        robber.seven(state, out)
    else:
        produce(state, total, out)
    return out
