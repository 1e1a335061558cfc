"""Gold fields — SEA-GOLD-1: on its number a gold field pays each adjacent settlement 1 and each city 2
resources of the owner's choice.

The roll records the choices: ``gold = { Anna = { ore = 1 }, Ben = { wool = 1, grain = 1 } }``; the referee
checks who is owed how many (the robber on a gold field holds it back, CATAN-PROD-4) and that the bank, after
the ordinary production of the roll, holds the cards chosen.
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.catan import production
from referee.games.catan.common import bag_text, listing
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.vocab import RESOURCES


def owed(state: SeaState, total: int) -> dict[str, int]:
    """Player → resources of his choice owed by the gold fields carrying ``total`` (and a scenario's bonus)."""
    out = fields_owed(state, total)
    for name, n in state.gold_bonus(total).items():
        out[name] = out.get(name, 0) + n
    return out


def fields_owed(state: SeaState, total: int) -> dict[str, int]:
    """Player → resources of his choice owed by the buildings at the gold fields carrying ``total``."""
    out: dict[str, int] = {}
    for hexname in state.board.gold.get(total, ()):
        if hexname == state.robber or hexname in state.held_back:
            continue
        for corner in state.board.grid.corners_of(hexname):
            occ = state.occupant.get(corner)
            if occ:
                out[occ[0]] = out.get(occ[0], 0) + (2 if occ[1] == "city" else 1)
    return out


def rule(state: SeaState, total: int, names) -> str:
    """The rule behind what ``names`` are owed on ``total``: a gold field's buildings (SEA-GOLD-1), else a scenario's
    bonus (The Great Canal's gold diggers)."""
    if any(name in fields_owed(state, total) for name in names):
        return "SEA-GOLD-1"
    return state.gold_bonus_rule(total, names) or "SEA-GOLD-1"


def bank_after_production(state: SeaState, total: int) -> dict[str, int]:
    """What the bank holds once the ordinary production of ``total`` is paid (a shortage pays nobody, PROD-5)."""
    bank = state.bank()
    for kind, wanting in production.claims(state, total).items():
        if sum(wanting.values()) <= bank[kind]:
            bank[kind] -= sum(wanting.values())
    return bank


def _example(due: dict[str, int]) -> str:
    return " ".join(f"{name} {n} {RESOURCES.term('ore')}" for name, n in due.items())


def validate_roll(state: SeaState, event: dict) -> None:
    chosen = event.get("gold", {})
    due = owed(state, event["total"]) if event["total"] != 7 else {}
    if set(chosen) - set(due):
        extra = sorted(set(chosen) - set(due))
        raise RuleViolation(rule(state, event["total"], extra), _("no gold field pays {players} on {total}", players=listing(extra),
                                            total=event["total"]),
                            _("gold owed: {owed}", owed=listing([f"{n} {k}" for n, k in due.items()], _("nobody"))))
    missing = [name for name in due if name not in chosen]
    if missing:
        raise RuleViolation(rule(state, event["total"], missing), _("the gold field pays {players}: which resources do they choose?",
                                            players=listing(missing)),
                            _("e.g. roll {total} gold {example}", total=event["total"], example=_example(due)))
    for name, bag in chosen.items():
        if sum(bag.values()) != due[name]:
            raise RuleViolation(rule(state, event["total"], [name]), _("{player} takes {count} from the gold field, not {given}",
                                                player=name, count=due[name], given=sum(bag.values())),
                                _("1 for a settlement, 2 for a city, of any resources"))
    bank = bank_after_production(state, event["total"])
    wanted: dict[str, int] = {}
    for bag in chosen.values():
        for kind, n in bag.items():
            wanted[kind] = wanted.get(kind, 0) + n
    short = {k: n for k, n in wanted.items() if n > bank[k]}
    if short:
        raise RuleViolation(rule(state, event["total"], chosen), _("the bank cannot give {cards} for the gold field", cards=bag_text(short)),
                            _("choose from what the bank holds: {cards}", cards=bag_text(bank)))


def apply_roll(state: SeaState, event: dict) -> Outcome:
    out = production.apply_roll(state, event)
    for name, bag in event.get("gold", {}).items():
        player = state.by_name[name]
        player.hand.add(bag)
        player.received.update(bag)
        out.say("Gold field: {player} takes {cards} of their choice (SEA-GOLD-1).", player=name, cards=bag_text(bag))
    return out
