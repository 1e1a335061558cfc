"""Chapters 6 and 7, phase III development (WT-DEV, WT-ACT, WT-SPEC, WT-TECH): the actions and the tracks."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _
from referee.games.warriors_traders import turn
from referee.games.warriors_traders.common import (bag, check_pay, expect_turn, has, judge, level_or_none,
                                                   pay, unverified)
from referee.games.warriors_traders.state import ARMIES, TRACKS, Unit, WTState
from referee.games.warriors_traders.tables import LEVELS, Unknown
from referee.games.warriors_traders.vocab import ACTION_NAMES, ARMY_NAMES, TRACK_NAMES

ACTIONS = ("upgrade", "army", "fort", "reinforce", "war", "pass")
UNLOCK = {"archers": "archers", "cavalry": "cavalry"}       # WT-ACT-2: the military level that allows the type
SPECIALS = ("warlord", "university", "master_trader")        # WT-SPEC-1..3, in the order they are used
STEPS = {"action1": "WT-DEV-1", "action2": "WT-DEV-2", "special": "WT-DEV-3", "transfer": "WT-DEV-4"}


def army_cost(state: WTState, kind: str) -> dict[str, int]:
    costs = {r: state.tables.get(f"cost.{kind}.{r}") for r in ("weapons", "gold")}
    return {r: n for r, n in costs.items() if n}


def free_piece(state: WTState, owner: str, kind: str, rule: str) -> str:
    """WT-COMP-6: the lowest-numbered piece of ``kind`` not on the map, or a refusal."""
    used = {u.name for u in state.units_of(owner)}
    for n in range(1, state.tables.need(f"pieces.{kind}") + 1):
        if f"{kind}-{n}" not in used:
            return f"{kind}-{n}"
    raise RuleViolation(rule, _("{player} has no {unit} left in supply", player=owner, unit=Term("wt unit", kind)),
                        _("all {count} are on the map", count=state.tables.need(f"pieces.{kind}")))


def own_province(state: WTState, name: str, province: str, rule: str) -> None:
    if state.owner(province) != name:
        raise RuleViolation(rule, _("{player} does not own {province}", player=name, province=province),
                            _("provinces of {player}: {provinces}", player=name,
                              provinces=", ".join(state.provinces_of(name))))


def requires(state: WTState, p, ability: str, rule: str) -> None:
    """An ability of the track level (not verified while the slots or the level are unknown)."""
    if judge(state, rule, lambda: has(state, p, ability)) is False:
        raise RuleViolation(rule, _("{player} lacks {ability} ({track} {level})", player=p.name,
                                    ability=Term("wt ability", ability),
                                    track=Term("wt track", _track(ability)),
                                    level=LEVELS[state.tables.need(f"ability.{ability}") - 1]),
                            _("upgrade that track first"))


def _track(ability: str) -> str:
    from referee.games.warriors_traders.common import ABILITY_TRACK
    return ABILITY_TRACK[ability]


# --- the five actions (WT-ACT) ------------------------------------------------

def v_upgrade(state, p, ev):
    """WT-ACT-1: one token from the bank into the next free slot of a track (up to level VII, WT-TECH-2)."""
    track = ev.get("track", "")
    if track not in TRACKS:
        raise RuleViolation("WT-ACT-1", _("upgrade which track?"), _("production, trade or military"))
    top = judge(state, "WT-TECH-2", lambda: state.tables.need(f"slots.{track}.VII"))
    if top is not None and p.tokens[track] >= top:
        raise RuleViolation("WT-TECH-2", _("{player}'s {track} track is full", player=p.name,
                                           track=Term("wt track", track)), _("another track"))


def a_upgrade(state, p, ev, out):
    p.tokens[ev["track"]] += 1
    out.say("{player} puts a development token on {track} ({count} tokens, level {level}).", player=p.name,
            track=Term("wt track", ev["track"]), count=p.tokens[ev["track"]],
            level=_level_text(state, p, ev["track"]))


def _level_text(state, p, track) -> str:
    n = level_or_none(state, p, track)
    return LEVELS[n - 1] if n else "?"


def v_army(state, p, ev):
    """WT-ACT-2: infantry from military I, archers III, cavalry VI; paid in full; a free piece; an own province."""
    kind = ev.get("unit", "")
    if kind not in ARMIES:
        raise RuleViolation("WT-ACT-2", _("build which army?"), _("infantry, archers or cavalry"))
    if kind in UNLOCK:
        requires(state, p, UNLOCK[kind], "WT-ACT-2")
    own_province(state, p.name, ev.get("province", ""), "WT-ACT-2")
    free_piece(state, p.name, kind, "WT-COMP-6")
    check_pay(state, p, army_cost(state, kind), "WT-ACT-6", Term("wt unit", kind))


def a_army(state, p, ev, out):
    name = free_piece(state, p.name, ev["unit"], "WT-COMP-6")
    pay(p, army_cost(state, ev["unit"]))
    unit = Unit(name, p.name, ev["unit"], ev["province"])
    if state.phase == "manoeuvre":
        unit.no_ap = "WT-UNIF-5"                                 # built with a unification action
    elif not state.options["built_army_moves"]:
        unit.no_ap = "WT-MOVE-8"
    state.units.append(unit)
    out.say("{player} builds {unit} in {province}.", player=p.name, unit=name, province=ev["province"])


def fort_cost(state) -> dict[str, int]:
    return {r: state.tables.need(f"cost.fort.{r}") for r in ("goods", "food", "gold")}


def v_fort(state, p, ev):
    """WT-ACT-3: Masonry; 12 goods + 2 food + 1 gold; at most 2 forts in a province; a free fort piece."""
    requires(state, p, "masonry", "WT-ACT-3")
    province = ev.get("province", "")
    own_province(state, p.name, province, "WT-ACT-3")
    limit = state.tables.need("fort.max_per_province")
    if sum(1 for u in state.units_in(province) if u.kind == "fort") >= limit:
        raise RuleViolation("WT-FORT-1", _("{province} holds {count} forts already", province=province, count=limit),
                            _("another province of {player}", player=p.name))
    free_piece(state, p.name, "fort", "WT-FORT-1")
    check_pay(state, p, fort_cost(state), "WT-ACT-6", Term("wt unit", "fort"))


def a_fort(state, p, ev, out):
    name = free_piece(state, p.name, "fort", "WT-FORT-1")
    pay(p, fort_cost(state))
    state.units.append(Unit(name, p.name, "fort", ev["province"]))
    out.say("{player} builds {unit} in {province}.", player=p.name, unit=name, province=ev["province"])


STEPS_UP = {("infantry", "archers"): 1, ("archers", "cavalry"): 1, ("infantry", "cavalry"): 2}


def v_reinforce(state, p, ev):
    """WT-ACT-4: Reinforcements; 7 goods a step; a free piece of the new type; the army stays where it is."""
    requires(state, p, "reinforcements", "WT-ACT-4")
    unit = _own_unit(state, p, ev.get("unit", ""), "WT-ACT-4")
    steps = STEPS_UP.get((unit.kind, ev.get("to", "")))
    if not steps:
        raise RuleViolation("WT-ACT-4", _("{unit} cannot become {to}", unit=unit.name, to=ev.get("to", "-")),
                            _("infantry to archers or cavalry, archers to cavalry"))
    free_piece(state, p.name, ev["to"], "WT-COMP-6")
    check_pay(state, p, {"goods": steps * state.tables.need("cost.upgrade_step")}, "WT-ACT-6",
              Term("wt unit", ev["to"]))


def a_reinforce(state, p, ev, out):
    unit = _own_unit(state, p, ev["unit"], "WT-ACT-4")
    steps = STEPS_UP[(unit.kind, ev["to"])]
    pay(p, {"goods": steps * state.tables.need("cost.upgrade_step")})
    old = unit.name
    unit.name, unit.kind = free_piece(state, p.name, ev["to"], "WT-COMP-6"), ev["to"]
    out.say("{player} upgrades {old} to {unit} in {province} (WT-ACT-4).", player=p.name, old=old, unit=unit.name,
            province=unit.province)


def _own_unit(state, p, name, rule) -> Unit:
    for u in state.units_of(p.name):
        if u.name == name and u.army:
            return u
    raise RuleViolation(rule, _("{player} has no army {unit}", player=p.name, units=name, unit=name),
                        _("armies: {units}", units=", ".join(u.name for u in state.units_of(p.name) if u.army)))


def v_war(state, p, ev):
    """WT-ACT-5 / WT-WAR-1: on one other player not at war with him already."""
    target = ev.get("target", "")
    if target not in state.by_name or target == p.name:
        raise RuleViolation("WT-ACT-5", _("declare war on whom?"),
                            _("players: {players}", players=", ".join(q.name for q in state.players if q is not p)))
    if state.at_war(p.name, target):
        raise RuleViolation("WT-WAR-1", _("{player} and {target} are at war already", player=p.name, target=target),
                            _("another action"))


def a_war(state, p, ev, out):
    state.wars.append({"a": p.name, "b": ev["target"], "turn": state.turn})
    out.say("{player} declares war on {target} (WT-WAR-1).", player=p.name, target=ev["target"])


def v_pass(state, p, ev):
    """WT-DEV-5 [INT]: no action; with the option passing = last_resort only when no action can be taken (while a
    number an action needs is unknown, the pass is recorded and not verified)."""
    if state.options["passing"] != "last_resort" or state.step not in ("action1", "action2"):
        return
    sure, waits = possible_actions(state, p)
    if sure:
        raise RuleViolation("WT-DEV-5", _("{player} can still take an action, so may not pass (option passing = "
                                          "last_resort)", player=p.name), "; ".join(sure))
    for key in waits:
        unverified(state, "WT-DEV-5", key)


def candidates(state: WTState, p) -> list[dict]:
    """Every distinct action ``p`` might take now (WT-ACT-1..5): a track, a type in one own province, a fort in
    each own province, each own army's upgrade, a war on each other player."""
    mine = state.provinces_of(p.name)
    events = [{"action": "upgrade", "track": t} for t in TRACKS]
    events += [{"action": "army", "unit": kind, "province": mine[0]} for kind in ARMIES if mine]
    events += [{"action": "fort", "province": pr} for pr in mine]
    events += [{"action": "reinforce", "unit": u.name, "to": to} for u in state.units_of(p.name) if u.army
               for (kind, to) in STEPS_UP if kind == u.kind]
    events += [{"action": "war", "target": q.name} for q in state.players if q is not p]
    return events


def possible_actions(state: WTState, p) -> tuple[list[str], list[str]]:
    """WT-DEV-5 [INT]: the actions ``p`` can surely take (as typed: 'act army infantry C1'), and the table keys
    that decide the others not yet refused."""
    sure, waits = possible_events(state, p)
    return [typed(event) for event in sure], waits


def possible_events(state: WTState, p) -> tuple[list[dict], list[str]]:
    """The candidate actions ``p`` can surely take (their event fields), and the table keys that decide the
    others not yet refused (:func:`possible_actions`)."""
    sure, waits = [], []
    saved = state.draft
    for event in candidates(state, p):
        state.draft = []
        try:
            ACTION[event["action"]][0](state, p, event)
        except RuleViolation:
            continue
        except Unknown as missing:
            state.draft.append(("WT-DEV-5", missing.key))
        finally:
            notes, state.draft = state.draft, saved
        if notes:
            waits += [key for _rule, key in notes if key not in waits]
        else:
            sure.append(event)
    return sure, waits


# How a candidate action is typed, by field: the names as terms (Czech: 'act armáda pěchota C1'), the rest as is.
TYPED = {"action": ACTION_NAMES, "track": TRACK_NAMES, "unit": ARMY_NAMES, "to": ARMY_NAMES}


def typed(event: dict) -> str:
    """``act army infantry C1`` as the table types it, in the language of the output."""
    words = [format(TYPED[k].term(v)) if k in TYPED and v in TYPED[k] else str(v) for k, v in event.items()]
    return " ".join(["act", *words])


def a_pass(state, p, ev, out):
    out.say("{player} passes.", player=p.name)


ACTION = {"upgrade": (v_upgrade, a_upgrade), "army": (v_army, a_army), "fort": (v_fort, a_fort),
          "reinforce": (v_reinforce, a_reinforce), "war": (v_war, a_war), "pass": (v_pass, a_pass)}


# --- the order of the phase (WT-DEV-1..4, WT-SPEC) -----------------------------

def specials_left(state: WTState, p) -> list[str]:
    """WT-SPEC-1..4: University, Master trader (for gold), Warlord (war only), each once per turn, stacking."""
    entitled = {"university": "university", "master_trader": "master_trader", "warlord": "warlord"}
    left = []
    for source, ability in entitled.items():
        if state.specials_used.get(source):
            continue
        try:
            if has(state, p, ability):
                left.append(source)
        except Unknown as missing:
            unverified(state, "WT-SPEC-1", missing.key)
            left.append(source)
    return left


def special_source(state: WTState, p, action: str) -> str:
    """WT-SPEC-3/5: the special action that serves ``action``: Warlord's only a war; University's and Master
    trader's any action, or (option special_actions = no_war) any but a war."""
    left = specials_left(state, p)
    no_war = state.options["special_actions"] == "no_war"
    usable = [s for s in SPECIALS if s in left and (action == "war" if s == "warlord" else
                                                    not (no_war and action == "war"))]
    if not usable and no_war and action == "war" and set(left) - {"warlord"}:
        raise RuleViolation("WT-SPEC-5", _("University's and Master trader's special actions do not declare war; "
                                           "only Warlord's does (option special_actions = no_war)"),
                            _("upgrade, army, fort or reinforce; 'end' to finish"))
    if not usable:
        raise RuleViolation("WT-SPEC-1", _("{player} has no special action left for '{action}'", player=p.name,
                                           action=action),
                            _("University (production VII), Master trader (trade VI, 5 gold), Warlord (military "
                              "VII, war only); 'end' to finish"))
    return usable[0]


def validate_act(state: WTState, ev: dict) -> list[str]:
    p = state.player(ev["player"])
    if state.phase == "manoeuvre":
        from referee.games.warriors_traders.provinces import validate_bonus
        validate_bonus(state, ev)
        if ev["action"] not in ACTION:
            raise RuleViolation("WT-ACT-1", _("no action '{action}'", action=ev["action"]), ", ".join(ACTIONS))
        ACTION[ev["action"]][0](state, p, ev)
        return []
    if state.step == "transfer":
        raise RuleViolation("WT-DEV-4", _("the actions are over; now the track transfer"), _("transfer, or end"))
    expect_turn(state, p.name, STEPS[state.step], "act")
    if ev["action"] not in ACTION:
        raise RuleViolation("WT-ACT-1", _("no action '{action}'", action=ev["action"]), ", ".join(ACTIONS))
    if state.step == "special":
        source = special_source(state, p, ev["action"])
        if source == "master_trader":
            check_pay(state, p, {"gold": state.tables.need("cost.master_trader")}, "WT-SPEC-2",
                      Term("wt ability", "master_trader"))
    ACTION[ev["action"]][0](state, p, ev)
    return []


def apply_act(state: WTState, ev: dict, out: Outcome) -> None:
    p = state.player(ev["player"])
    if state.phase == "manoeuvre":                        # a unification action (WT-UNIF-4)
        if state.bonus_actions:
            state.bonus_actions -= 1
        ACTION[ev["action"]][1](state, p, ev, out)
        return
    if state.step == "special":
        source = special_source(state, p, ev["action"])
        state.specials_used[source] = 1
        if source == "master_trader":
            pay(p, {"gold": state.tables.need("cost.master_trader")})
        out.say("{player} takes a special action ({ability}).", player=p.name, ability=Term("wt ability", source))
    ACTION[ev["action"]][1](state, p, ev, out)
    if state.step != "special":
        advance(state, out)


def advance(state: WTState, out: Outcome) -> None:
    """Next player; action 1 (ascending) → action 2 (descending) → special actions → transfer → manoeuvres."""
    state.queue.pop(0)
    state.specials_used = {}
    if state.queue:
        return
    if state.step == "action1":
        state.step, state.queue = "action2", state.country_order(reverse=True)
    elif state.step == "action2":
        state.step, state.queue = "special", state.country_order()
    elif state.step == "special":
        state.step, state.queue = "transfer", state.country_order()
    else:
        turn.start_manoeuvres(state, out)


def validate_transfer(state: WTState, ev: dict) -> list[str]:
    """WT-DEV-4: once, one token from the top of one track to the next free slot of another."""
    p = state.player(ev["player"])
    if state.step != "transfer":
        raise RuleViolation("WT-DEV-4", _("the track transfer comes after the special actions"),
                            _("now: {step}", step=Term("wt step", state.step)))
    expect_turn(state, p.name, "WT-DEV-4", "transfer")
    source, target = ev["track"], ev["to"]
    if source not in TRACKS or target not in TRACKS or source == target:
        raise RuleViolation("WT-DEV-4", _("a transfer moves a token between two different tracks"),
                            _("e.g. {example}", example="transfer trade production"))
    if not p.tokens[source]:
        raise RuleViolation("WT-DEV-4", _("{player}'s {track} track holds no token", player=p.name,
                                          track=Term("wt track", source)), _("another track"))
    return []


def apply_transfer(state: WTState, ev: dict, out: Outcome) -> None:
    p = state.player(ev["player"])
    p.peak[ev["track"]] = max(p.peak.get(ev["track"], 0), p.tokens[ev["track"]])     # WT-TECH-5 [INT]
    p.tokens[ev["track"]] -= 1
    p.tokens[ev["to"]] += 1
    out.say("{player} moves a development token from {track} to {to} (WT-DEV-4).", player=p.name,
            track=Term("wt track", ev["track"]), to=Term("wt track", ev["to"]))
    if state.options["transfer_abilities"] == "kept":
        out.say("{player} keeps the abilities {track} has reached (option transfer_abilities = kept, WT-TECH-5).",
                player=p.name, track=Term("wt track", ev["track"]))
    advance(state, out)


def cost_text(state: WTState, kind: str) -> str:
    return str(bag(army_cost(state, kind)))
