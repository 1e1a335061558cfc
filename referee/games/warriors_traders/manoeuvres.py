"""Chapters 9 and 10, phase IV manoeuvres (WT-MAN, WT-AP, WT-MOVE, WT-PRIN) and battles (WT-BATTLE).

A player's step (``state.step``): 1 armies move → 2 their battles → (Double strike) 3 second move → 4 battles
→ 5 princesses. A move into a hostile province leaves a battle pending there; ``battle`` resolves it.
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import _
from referee.games.warriors_traders import turn
from referee.games.warriors_traders.common import expect_turn, has, judge, level, unverified
from referee.games.warriors_traders.state import BARBARIAN, Unit, WTState
from referee.games.warriors_traders.tables import Unknown, roman


def hostile(state: WTState, name: str, province: str) -> bool:
    """WT-MOVE-2/4: barbarian, or a player's at war with ``name``."""
    owner = state.owner(province)
    return owner == BARBARIAN or (owner not in (None, name) and state.at_war(name, owner))


def ap(state: WTState, p) -> int:
    return state.tables.need(f"military.ap.{roman(level(state, p, 'military'))}")


def battle_ap(state: WTState, p) -> int:
    double = judge(state, "WT-AP-2", lambda: has(state, p, "double_strike"))
    return state.tables.need("military.battle_ap_double" if double else "military.battle_ap")


def unit_of(state: WTState, owner: str, name: str, rule: str) -> Unit:
    for u in state.units_of(owner):
        if u.name == name:
            return u
    raise RuleViolation(rule, _("{player} has no unit {unit}", player=owner, unit=name),
                        _("units: {units}", units=", ".join(u.name for u in state.units_of(owner)
                                                            if u.kind != "fort")))


def validate_move(state: WTState, ev: dict) -> list[str]:
    p = state.player(ev["player"])
    expect_turn(state, p.name, "WT-MAN-1", "move")
    unit = unit_of(state, p.name, ev["unit"], "WT-MAN-1")
    path = ev["path"]
    if not path:
        raise RuleViolation("WT-MOVE-5", _("a move needs at least one province"), _("e.g. {example}", example="A3"))
    where = unit.province
    for n, province in enumerate(path):
        if province not in state.map.adjacent[where]:
            raise RuleViolation("WT-PROV-1", _("{to} is not next to {where}", to=province, where=where),
                                _("next to {where}: {provinces}", where=where,
                                  provinces=", ".join(state.map.adjacent[where])))
        if n < len(path) - 1 and state.owner(province) not in (None, p.name):
            raise RuleViolation("WT-MOVE-7", _("a move ends where other units stand ({province})",
                                               province=province), _("stop in {province}", province=province))
        where = province
    if unit.kind == "princess":
        return _validate_princess(state, p, unit, path)
    if unit.kind == "fort":
        raise RuleViolation("WT-FORT-2", _("a fort does not move"), _("an army or a princess"))
    return _validate_army(state, p, unit, path)


def _validate_princess(state, p, unit, path) -> list[str]:
    """WT-PRIN-1/2: after all battles, one step, into an own or free province."""
    if state.pending:
        raise RuleViolation("WT-MAN-1", _("princesses move after the battles"),
                            _("battles waiting in {provinces}", provinces=", ".join(state.pending)))
    if len(path) != 1:
        raise RuleViolation("WT-PRIN-1", _("a princess moves one step"), _("one neighbouring province"))
    if state.owner(path[0]) not in (None, p.name):
        raise RuleViolation("WT-PRIN-2", _("a princess enters only own or free provinces, not {province}",
                                           province=path[0]), _("an own or free neighbour"))
    if unit.ap_used:
        raise RuleViolation("WT-PRIN-1", _("{unit} has moved this turn", unit=unit.name), _("another princess"))
    return []


def _validate_army(state, p, unit, path) -> list[str]:
    """WT-MAN-1, WT-MOVE-1..7, WT-AP-1..3: steps by AP, forced battle and stop in hostile provinces."""
    if state.step == "5" or (state.step in ("2", "4") and not _second_step(state, p)):
        raise RuleViolation("WT-MAN-1", _("the armies have moved and fought"),
                            _("princesses move now, then 'end'"))
    if state.step == "2" and state.pending:
        raise RuleViolation("WT-MAN-1", _("the battles come first"),
                            _("battles waiting in {provinces}", provinces=", ".join(state.pending)))
    if unit.no_ap:
        raise RuleViolation(unit.no_ap, _("{unit} has no AP left this turn", unit=unit.name), _("another army"))
    if unit.province in state.pending:
        raise RuleViolation("WT-MOVE-2", _("{unit} must fight in {province} first", unit=unit.name,
                                           province=unit.province),
                            _("battle {province} …", province=unit.province))
    last = path[-1]
    owner = state.owner(last)
    if owner not in (None, p.name, BARBARIAN) and not state.at_war(p.name, owner):
        raise RuleViolation("WT-MOVE-3", _("in peace no army enters {owner}'s province {province}", owner=owner,
                                           province=last), _("own or free provinces; or declare war first"))
    fights = hostile(state, p.name, last)
    if fights and unit.battles >= (judge(state, "WT-AP-2", lambda: battle_ap(state, p)) or 1):
        raise RuleViolation("WT-AP-2", _("{unit} has fought all its battles this turn", unit=unit.name),
                            _("own or free provinces"))
    extra = 1 if fights and state.options["attack_ap"] == "extra" else 0
    budget = judge(state, "WT-AP-1", lambda: ap(state, p))
    if budget is not None and unit.ap_used + len(path) + extra > budget:
        if unit.ap_used + len(path) <= budget:
            raise RuleViolation("WT-AP-3", _("{unit} would enter {province} with no AP left for the battle: the step "
                                             "and one AP that remains for it need {need}, {unit} has {left}",
                                             unit=unit.name, province=last, need=len(path) + extra,
                                             left=budget - unit.ap_used),
                                _("a shorter move, or attack from a neighbouring province"))
        raise RuleViolation("WT-AP-1", _("{unit} has {left} AP left, the move needs {need}", unit=unit.name,
                                         left=budget - unit.ap_used, need=len(path) + extra),
                            _("a shorter move"))
    return []


def _second_step(state, p) -> bool:
    """WT-MOVE-6: Double strike gives a second move after the first battles."""
    return state.step == "2" and not state.pending and bool(judge(state, "WT-MOVE-6",
                                                                  lambda: has(state, p, "double_strike")))


def apply_move(state: WTState, ev: dict, out: Outcome) -> None:
    p = state.player(ev["player"])
    unit = unit_of(state, p.name, ev["unit"], "WT-MAN-1")
    last = ev["path"][-1]
    if unit.kind == "princess":
        state.step = "5"
    elif state.step == "2":
        state.step = "3"
    fights = unit.army and hostile(state, p.name, last)
    unit.ap_used += len(ev["path"]) + (1 if fights and state.options["attack_ap"] == "extra" else 0)
    unit.province = last
    out.say("{player} moves {unit} to {province}.", player=p.name, unit=unit.name, province=last)
    if fights and last not in state.pending:
        state.pending.append(last)
        out.say("A battle waits in {province} (WT-BATTLE-1).", province=last)


def validate_end_manoeuvre(state: WTState, ev: dict) -> list[str]:
    expect_turn(state, ev["player"], "WT-MAN-1", "end")
    if state.pending:
        raise RuleViolation("WT-MAN-1", _("battles wait in {provinces}", provinces=", ".join(state.pending)),
                            _("battle PROVINCE dealt … taken …"))
    return []


def apply_end_manoeuvre(state: WTState, ev: dict, out: Outcome) -> None:
    turn.next_manoeuvre(state, out)


# --- battles -------------------------------------------------------------------

def stats(state: WTState, unit: Unit) -> tuple[int, int]:
    """Strength and toughness (WT-BATTLE-2/5); barbarians' strength boosted from the boost turn (WT-BARB-4)."""
    strength = state.tables.need(f"stats.{unit.kind}.strength")
    toughness = state.tables.need(f"stats.{unit.kind}.toughness")
    if unit.owner == BARBARIAN and state.turn >= state.tables.need("barbarians.boost_turn"):
        strength *= state.tables.need("barbarians.boost_factor")
    return strength, toughness


def retreats(state: WTState, unit: Unit) -> bool:
    """WT-BATTLE-6: players' armies with Commander; princesses and forts not (AMB-9); barbarians by option."""
    if unit.owner == BARBARIAN:
        return state.options["barbarians_retreat"]
    if not unit.army:
        return state.options["static_units_retreat"]
    return bool(judge(state, "WT-BATTLE-6", lambda: has(state, state.player(unit.owner), "commander")))


def sides(state: WTState, name: str, province: str) -> tuple[list[Unit], list[Unit]]:
    here = state.units_in(province)
    return [u for u in here if u.owner == name], [u for u in here if u.owner != name]


def _dealt(state, units: list[Unit], given: dict[str, int], rule: str, who: str) -> None:
    names = {u.name for u in units}
    wrong = [n for n in given if n not in names]
    if wrong:
        raise RuleViolation(rule, _("no {units} on the {side} side", units=", ".join(wrong), side=who),
                            _("units there: {units}", units=", ".join(sorted(names))))


def _total(state, units: list[Unit]) -> int | None:
    try:
        return sum(stats(state, u)[0] for u in units)
    except Unknown as missing:
        unverified(state, "WT-BATTLE-2", missing.key)
        return None


def outcome(state: WTState, ev: dict) -> dict[str, str]:
    """Each unit's fate after the exchange: ``stays``, ``retreats`` or ``dies`` (WT-BATTLE-5/6)."""
    attackers, defenders = sides(state, ev["player"], ev["province"])
    fate = {}
    for units, taken in ((attackers, ev.get("taken", {})), (defenders, ev.get("dealt", {}))):
        for u in units:
            try:
                life = state.tables.need(f"stats.{u.kind}.toughness") - u.damage - taken.get(u.name, 0)
            except Unknown as missing:                       # the table says who fell (``dead``)
                unverified(state, "WT-BATTLE-5", missing.key)
                fate[(u.owner, u.name)] = "dies" if u.name in ev.get("dead", []) else "stays"
                continue
            if life > 0:
                fate[(u.owner, u.name)] = "stays"
            elif life == 0 and retreats(state, u):
                fate[(u.owner, u.name)] = "retreats"
            else:
                fate[(u.owner, u.name)] = "dies"
    return fate


def destinations(state: WTState, owner: str, province: str) -> list[str]:
    """AMB-8 / WT-BATTLE-8: a neighbour the side owns or that is free (own only, by option)."""
    allowed = (owner,) if state.options["retreat_to"] == "own" else (owner, None)
    return [n for n in state.map.adjacent[province] if state.owner(n) in allowed]


def _moves(text_list: list[str], rule: str) -> dict[str, str]:
    moves = {}
    for item in text_list:
        unit, sep, to = item.partition(">")
        if not sep:
            raise RuleViolation(rule, _("'{item}' is not UNIT>PROVINCE", item=item), _("e.g. {example}",
                                                                                     example="infantry-1>A2"))
        moves[unit] = to
    return moves


def strikers(state: WTState, defenders: list) -> list:
    """WT-BATTLE-3: the defending units that strike back — all but those that retreated into the province this turn
    ("kromě těch, které ustoupily"; option retreated_strike_back), and [INT] only the armies by option strike_back."""
    units = [u for u in defenders if not u.retreated or state.options["retreated_strike_back"]]
    return units if state.options["strike_back"] == "all" else [u for u in units if u.army]


def validate_battle(state: WTState, ev: dict) -> list[str]:
    """WT-BATTLE-1..9: a pending battle; each side's damage = its strength, all dealt; fates and moves out."""
    p = state.player(ev["player"])
    expect_turn(state, p.name, "WT-MAN-1", "battle")
    province = ev["province"]
    if province not in state.pending:
        raise RuleViolation("WT-BATTLE-1", _("no battle waits in {province}", province=province),
                            _("battles waiting: {provinces}", provinces=", ".join(state.pending) or "-"))
    if state.options["battle_order"] == "as_entered" and province != state.pending[0]:     # WT-MAN-2 [INT]
        raise RuleViolation("WT-MAN-2", _("the battles are resolved in the order the armies entered: {province} "
                                          "first (option battle_order = as_entered)", province=state.pending[0]),
                            _("battle {province} …", province=state.pending[0]))
    attackers, defenders = sides(state, p.name, province)
    for units, given, who in ((defenders, ev.get("dealt", {}), _("defending")),
                              (attackers, ev.get("taken", {}), _("attacking"))):
        _dealt(state, units, given, "WT-BATTLE-2", who)
    for units, given, rule in ((attackers, ev.get("dealt", {}), "WT-BATTLE-2"),
                               (strikers(state, defenders), ev.get("taken", {}), "WT-BATTLE-3")):
        total = _total(state, units)
        if total is not None and sum(given.values()) != total:
            raise RuleViolation(rule, _("the damage dealt is {given}; the strength of those units is {total}",
                                        given=sum(given.values()), total=total),
                                _("split exactly {total} among the other side's units", total=total))
    _check_moves(state, p.name, province, ev)
    return []


def _check_moves(state: WTState, name: str, province: str, ev: dict) -> None:
    fate = outcome(state, ev)
    dead = sorted(n for (o, n), f in fate.items() if f == "dies")
    if "dead" in ev and sorted(ev["dead"]) != dead:
        raise RuleViolation("WT-BATTLE-5", _("by strength and toughness the dead are {dead}, not {typed}",
                                             dead=", ".join(dead) or "-", typed=", ".join(ev["dead"]) or "-"),
                            _("leave out dead, or name {dead}", dead=", ".join(dead) or "-"))
    retreat = _moves(ev.get("retreat", []), "WT-BATTLE-7")
    withdraw = _moves(ev.get("withdraw", []), "WT-BATTLE-8")
    left = {owner for (owner, n), f in fate.items() if f == "stays"}
    must_retreat = {n: o for (o, n), f in fate.items() if f == "retreats"}
    must_withdraw = {n: o for (o, n), f in fate.items() if f == "stays" and o == name} if len(left) > 1 else {}
    for moves, wanted, rule in ((retreat, must_retreat, "WT-BATTLE-7"), (withdraw, must_withdraw, "WT-BATTLE-8")):
        if set(moves) != set(wanted):
            raise RuleViolation(rule, _("units to move out: {units}; typed: {typed}",
                                        units=", ".join(sorted(wanted)) or "-", typed=", ".join(moves) or "-"),
                                _("e.g. {example}", example="retreat infantry-1>A2 withdraw cavalry-1>A3"))
        for unit, to in moves.items():
            owner = wanted[unit]
            places = destinations(state, owner, province)
            if to != "-" and to not in places:
                raise RuleViolation(rule, _("{unit} cannot go to {province}", unit=unit, province=to),
                                    _("own or free neighbours: {provinces} ('-' when there is none: it dies)",
                                      provinces=", ".join(places) or "-"))
            if to == "-" and places:
                raise RuleViolation(rule, _("{unit} has somewhere to go", unit=unit),
                                    _("own or free neighbours: {provinces}", provinces=", ".join(places)))
    if state.options["withdraw_split"] is False and len(set(withdraw.values())) > 1:
        raise RuleViolation("WT-BATTLE-8", _("all withdrawing units go to one province (option withdraw_split)"),
                            _("one province for all"))


def apply_battle(state: WTState, ev: dict, out: Outcome) -> None:
    p = state.player(ev["player"])
    province = ev["province"]
    fate = outcome(state, ev)
    retreat, withdraw = _moves(ev.get("retreat", []), ""), _moves(ev.get("withdraw", []), "")
    killed, beaten = [], []
    defender = next((u.owner for u in state.units_in(province) if u.owner != p.name), BARBARIAN)
    for u in state.units_in(province):
        u.damage += (ev.get("taken", {}) if u.owner == p.name else ev.get("dealt", {})).get(u.name, 0)
        if u.owner == p.name:
            u.battles += 1
        f = fate[(u.owner, u.name)]
        to = retreat.get(u.name) if f == "retreats" else withdraw.get(u.name) if u.owner == p.name else None
        if f == "dies" or to == "-":
            killed.append(u)
        elif to:
            u.province, u.no_ap, u.retreated = to, "WT-BATTLE-8", f == "retreats"
            if f == "retreats" and state.options["retreat_kills"]:
                beaten.append(u)
    for u in killed:
        state.units.remove(u)
        killer = p.name if u.owner != p.name else defender
        if killer != BARBARIAN:                                  # WT-BATTLE-12
            state.player(killer).kills.append(u.kind)
    for u in beaten:                                             # WT-BATTLE-12 [INT], option retreat_kills
        killer = p.name if u.owner != p.name else defender
        if killer != BARBARIAN:
            state.player(killer).kills.append(u.kind)
            out.say("{unit} retreated at 0 life and counts as killed for {player} (option retreat_kills, "
                    "WT-BATTLE-12).", unit=u.name, player=killer)
    state.pending.remove(province)
    if state.step in ("1", "3"):
        state.step = "2" if state.step == "1" else "4"
    owner = state.owner(province)
    out.say("Battle in {province}: killed {dead}; {province} now belongs to {owner}.", province=province,
            dead=", ".join(u.name for u in killed) or "-",
            owner=owner or (_("the barbarians") if owner == BARBARIAN else _("nobody")))
