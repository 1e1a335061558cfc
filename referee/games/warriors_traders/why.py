"""``referee why`` for Warriors & Traders: each event kind's rules and its reckoning (referee.core.why).

The numbers come from the save's tables (``state.tables``); a number the tables do not give yet is said as
``?`` with the key it waits for, as the referee itself leaves such a check not verified. Any event may end the
upkeep (collection and taxes), the turn (Merchant, the cap) or move victory points: those reckonings are shared.
"""

from __future__ import annotations

from referee.core.i18n import N_, Term, _, translate
from referee.core.why import Explainer, Why
from referee.games.warriors_traders import development, maintenance, manoeuvres, scoring
from referee.games.warriors_traders.common import bag, has, level_or_none
from referee.games.warriors_traders.state import BARBARIAN, RESOURCES, TRACKS, WTState
from referee.games.warriors_traders.tables import LEVELS, Unknown, roman


def number(state: WTState, key: str) -> int | str:
    """A number of the tables, or ``?`` when they do not give it."""
    try:
        return state.tables.need(key)
    except Unknown:
        return "?"


def level_name(state: WTState, p, track: str) -> str:
    n = level_or_none(state, p, track)
    return LEVELS[n - 1] if n else "?"


def _resource(r: str) -> Term:
    return Term("wt resource", r)


# --- shared: collection, the end of the turn, victory points ----------------------------------------------

def collection(before: WTState, after: WTState, why: Why) -> None:
    """WT-MAINT-5..9 when the event's feeding was the last: each player's symbols × multiplier, and the taxes."""
    if before.phase != "upkeep" or after.phase == "upkeep" and after.turn == before.turn:
        return
    why.rule("WT-MAINT-5", "WT-MAINT-6", "WT-MAINT-7", "WT-MAINT-8", "WT-MAINT-9")
    rows, data = [], {}
    for p in after.players:
        counted = maintenance.symbols(after, p.name)
        entry = {}
        for r, n in counted.items():
            try:
                m = maintenance.multiplier(after, p, r)
            except Unknown as missing:
                m = f"? ('{missing.key}')"
            amount = n * m if isinstance(m, int) else None
            entry[r] = {"symbols": n, "multiplier": m if isinstance(m, int) else None, "amount": amount}
            rows.append([p.name, str(_resource(r)), n, m, "?" if amount is None else amount])
        owned = after.provinces_of(p.name)
        for ability, kind, rule in (("production_tax", "capital", "WT-MAINT-8"),
                                    ("trade_tax", "trade_centre", "WT-MAINT-9")):
            count = sum(1 for pr in owned if after.map.kind(pr) == kind)
            try:
                holds = has(after, p, ability)
                gold = count * after.tables.need(f"tax.{kind}") if holds else 0
            except Unknown:
                holds, gold = None, None
            entry[ability] = {"provinces": count, "holds": holds, "gold": gold}
            if count and holds is not False:
                why.reckoning.say("{player}: {ability} on {count} provinces ({rule}): {gold} gold.", player=p.name,
                                  ability=Term("wt ability", ability), count=count, rule=rule,
                                  gold="?" if gold is None else gold)
        data[p.name] = entry
    why.reckoning.say("Feeding is over; everyone collects at once: the symbols of the provinces owned times the "
                      "level's multiplier (food and goods by production, weapons by military); provinces give no "
                      "gold (WT-MAINT-6, WT-MAINT-7).")
    why.reckoning.tables.append((_("Collection"), [_("player"), _("resource"), _("symbols"), _("multiplier"),
                                                   _("collected")], rows))
    why.data["collection"] = data


def close_turn(before: WTState, after: WTState, why: Why) -> None:
    """WT-END-1..3 when the event closed the turn: Merchant's doubling, then the cap of each resource."""
    if after.won_at_once and not before.won_at_once:                 # AMB-10: the game ended within the turn
        why.rule("WT-TURN-2", "WT-WIN-1")
        why.reckoning.say("The victory conditions are met at once: the game is over (WT-TURN-2, option "
                          "victory_check = immediate).")
        return
    if not (after.turn > before.turn or (after.phase == "over" and before.phase != "over")):
        return
    why.rule("WT-END-1", "WT-END-2", "WT-END-3", "WT-BATTLE-11", "WT-TURN-1")
    cap = number(before, "cap.per_resource")
    if before.options["merchant"] == "after_cap":                    # AMB-6
        why.reckoning.say("Turn {turn} is over: each resource is cut to {cap}, then Merchant doubles the gold; all "
                          "damage is healed and the AP renewed (WT-END-2, WT-END-1, WT-END-3).", turn=before.turn,
                          cap=cap)
    else:
        why.reckoning.say("Turn {turn} is over: Merchant doubles the gold, then each resource is cut to {cap}; all "
                          "damage is healed and the AP renewed (WT-END-1, WT-END-2, WT-END-3).", turn=before.turn,
                          cap=cap)
    ends = {}
    for p in before.players:
        try:
            merchant = has(before, p, "merchant")
        except Unknown:
            merchant = None
        ends[p.name] = {"merchant": merchant, "before": dict(p.resources),
                        "after": dict(after.player(p.name).resources)}
    why.data["end_of_turn"] = {"cap": cap if isinstance(cap, int) else None, "players": ends}
    if after.phase == "over":
        why.rule("WT-WIN-1", "WT-TURN-2")


def victory_points(before: WTState, after: WTState, why: Why) -> None:
    """WT-VP-1: a player's VP when they moved, by source (provinces, forts, kills)."""
    moved = {}
    for p in after.players:
        was, now = scoring.total(before, p.name), scoring.total(after, p.name)
        if was != now:
            parts = scoring.breakdown(after, p.name)
            why.reckoning.say("{player}: {was} → {now} VP (provinces {provinces}, forts {forts}, kills {kills}, lead "
                              "tokens {leads}, bought {bought}; WT-VP-1).", player=p.name, was=was, now=now,
                              provinces=parts["provinces"], forts=parts["forts"],
                              kills="?" if parts["kills"] is None else parts["kills"],
                              leads="?" if parts["leads"] is None else parts["leads"], bought=parts["bought"])
            moved[p.name] = {"before": was, "after": now, **parts}
    if moved:
        why.rule("WT-VP-1", "WT-PROV-7", "WT-FORT-3")
        why.data["victory_points"] = moved


def leads(before: WTState, after: WTState, why: Why) -> None:
    """WT-COMP-4 when the event moved a Builder, Trader or Warrior token: each track's tokens and its holder."""
    if before.leads == after.leads:
        return
    why.rule("WT-COMP-4")
    for track in TRACKS:
        was, now = before.leads.get(track) or "-", after.leads.get(track) or "-"
        if was != now:
            why.reckoning.say("{token}: {was} → {now}; development tokens on {track}: {tokens} (WT-COMP-4).",
                              token=Term("wt lead", scoring.LEAD_TOKENS[track]), was=was, now=now,
                              track=Term("wt track", track),
                              tokens=", ".join(f"{p.name} {p.tokens[track]}" for p in after.players))
    why.data["leads"] = {"before": dict(before.leads), "after": dict(after.leads)}


def shared(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    collection(before, after, why)
    close_turn(before, after, why)
    leads(before, after, why)
    victory_points(before, after, why)


# --- the kinds ----------------------------------------------------------------------------------------------

def setup(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    p = after.player(ev["player"])
    why.rule("WT-SETUP-6", "WT-SETUP-7")
    levels = {t: level_name(after, p, t) for t in TRACKS}
    why.reckoning.say("{player} takes country {country} ({provinces}); development tokens {tokens} give levels "
                      "{levels} (WT-SETUP-8, WT-TECH-3).", player=p.name, country=p.country,
                      provinces=", ".join(after.provinces_of(p.name)),
                      tokens=", ".join(f"{Term('wt track', t)} {n}" for t, n in p.tokens.items() if n) or "-",
                      levels=", ".join(f"{Term('wt track', t)} {lv}" for t, lv in levels.items()))
    why.data["setup"] = {"country": p.country, "tokens": dict(p.tokens), "levels": levels,
                         "resources": dict(p.resources), "victory_points": scoring.total(after, p.name)}
    shared(before, after, ev, why)


def feed(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    p = before.player(ev["player"])
    starve = ev.get("starve", [])
    why.rule("WT-MAINT-4")
    rations = {u.name: number(before, f"upkeep.{u.kind}") for u in before.units_of(p.name) if u.army}
    fed = {n: r for n, r in rations.items() if n not in starve}
    need = sum(r for r in fed.values() if isinstance(r, int))
    why.reckoning.say("Rations: {rations}; fed: {fed} = {need} food of {food} held; starved: {starved} "
                      "(WT-MAINT-2, WT-MAINT-3, WT-MAINT-4).",
                      rations=", ".join(f"{n} {r}" for n, r in rations.items()) or "-",
                      fed=" + ".join(f"{r}" for r in fed.values()) or "0", need=need,
                      food="?" if p.resources["food"] is None else p.resources["food"],
                      starved=", ".join(starve) or "-")
    why.data["feed"] = {"rations": rations, "fed": sorted(fed), "need": need, "food": p.resources["food"],
                        "starved": list(starve)}
    shared(before, after, ev, why)


def bank(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    p = before.player(ev["player"])
    lv = level_name(before, p, "trade")
    ratio = number(before, f"trade.ratio.{lv}") if lv != "?" else "?"
    (give, n), (get, m) = next(iter(ev["give"].items())), next(iter(ev["get"].items()))
    why.reckoning.say("{player} is at trade {level}: ratio {ratio}:1, so {count} {get} cost {cost} {give} "
                      "(WT-TRADE-3).", player=p.name, level=lv, ratio=ratio, count=m, get=_resource(get),
                      cost=ratio * m if isinstance(ratio, int) else "?", give=_resource(give))
    why.reckoning.say("{player}: {give} {was} → {now}, {get} {was2} → {now2}.", player=p.name, give=_resource(give),
                      was=before.player(p.name).resources[give], now=after.player(p.name).resources[give],
                      get=_resource(get), was2=before.player(p.name).resources[get],
                      now2=after.player(p.name).resources[get])
    why.data["bank"] = {"level": lv, "ratio": ratio if isinstance(ratio, int) else None, "give": {give: n},
                        "get": {get: m}}
    shared(before, after, ev, why)


def route(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    p = before.player(ev["player"])
    lv = level_name(before, p, "trade")
    slots = number(before, f"trade.routes.{lv}") if lv != "?" else "?"
    why.rule("WT-TRADE-8")
    why.reckoning.say("{player} is at trade {level}: {slots} routes allowed, {count} opened before this one "
                      "(WT-TRADE-5); it costs no action (WT-TRADE-8).", player=p.name, level=lv, slots=slots,
                      count=p.routes_opened)
    why.data["route"] = {"level": lv, "slots": slots if isinstance(slots, int) else None,
                         "opened_before": p.routes_opened, "with": ev["with"]}
    shared(before, after, ev, why)


def trade(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    why.reckoning.say("Along the route {player}–{partner} any ratio goes (WT-TRADE-7): {give} for {get}.",
                      player=ev["player"], partner=ev["with"], give=bag(ev["give"]) if ev["give"] else "-",
                      get=bag(ev["get"]) if ev["get"] else "-")
    why.data["trade"] = {"give": dict(ev["give"]), "get": dict(ev["get"])}
    shared(before, after, ev, why)


def _cost(state: WTState, ev: dict) -> dict[str, int]:
    """What the action costs by the tables (an unknown number left out)."""
    try:
        if ev["action"] == "army":
            return development.army_cost(state, ev["unit"])
        if ev["action"] == "fort":
            return development.fort_cost(state)
        if ev["action"] == "reinforce":
            unit = next(u for u in state.units_of(ev["player"]) if u.name == ev["unit"])
            order = ("infantry", "archers", "cavalry")
            steps = order.index(ev["to"]) - order.index(unit.kind)
            return {"goods": steps * state.tables.need("cost.upgrade_step")}
    except (Unknown, StopIteration, ValueError, KeyError):
        return {}
    return {}


def act(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    p, q = before.player(ev["player"]), after.player(ev["player"])
    action = ev["action"]
    why.rule(*ACTION_RULES.get(action, ()))
    if before.phase == "manoeuvre":
        why.rule("WT-UNIF-4", "WT-UNIF-5")
    elif before.step == "special":
        why.rule("WT-DEV-3", "WT-SPEC-1", "WT-SPEC-2", "WT-SPEC-3", "WT-SPEC-4", "WT-SPEC-5")
    else:
        why.rule(development.STEPS.get(before.step, "WT-DEV-1"))
    cost = _cost(before, ev)
    if action == "upgrade":
        track = ev["track"]
        why.reckoning.say("{track}: {was} → {now} tokens, level {level} → {level2} (WT-ACT-1, WT-TECH-3).",
                          track=Term("wt track", track), was=p.tokens[track], now=q.tokens[track],
                          level=level_name(before, p, track), level2=level_name(after, q, track))
    elif action == "army":
        need = {"infantry": "I", "archers": number(before, "ability.archers"),
                "cavalry": number(before, "ability.cavalry")}[ev["unit"]]
        why.reckoning.say("{unit} need military {need}; {player} is at military {level} (WT-ACT-2).",
                          unit=Term("wt unit", ev["unit"]), player=p.name, level=level_name(before, p, "military"),
                          need=LEVELS[need - 1] if isinstance(need, int) else need)
    elif action == "war":
        why.reckoning.say("{player} and {target} are at war from turn {turn} (WT-WAR-1, WT-WAR-4).", player=p.name,
                          target=ev["target"], turn=before.turn)
    if cost:
        why.reckoning.say("Cost {cost}; {player} held {held}, holds {left} (WT-ACT-6).", cost=bag(cost),
                          player=p.name, held=_held(p), left=_held(q))
    spent = {r: p.resources[r] - q.resources[r] for r in RESOURCES
             if p.resources[r] is not None and q.resources[r] is not None and p.resources[r] != q.resources[r]}
    why.data["act"] = {"action": action, "cost": cost, "spent": spent,
                       "tokens": {"before": dict(p.tokens), "after": dict(q.tokens)}}
    shared(before, after, ev, why)


def _held(p) -> str:
    known = {r: n for r, n in p.resources.items() if n}
    return str(bag(known)) if known else "-"


def transfer(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    p, q = before.player(ev["player"]), after.player(ev["player"])
    why.rule("WT-TECH-5")
    for track in (ev["track"], ev["to"]):
        why.reckoning.say("{track}: {was} → {now} tokens, level {level} → {level2} (WT-DEV-4, WT-TECH-5).",
                          track=Term("wt track", track), was=p.tokens[track], now=q.tokens[track],
                          level=level_name(before, p, track), level2=level_name(after, q, track))
    why.data["transfer"] = {"before": dict(p.tokens), "after": dict(q.tokens)}
    shared(before, after, ev, why)


def move(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    p = before.player(ev["player"])
    unit = next(u for u in before.units_of(p.name) if u.name == ev["unit"])
    moved = next((u for u in after.units_of(p.name) if u.name == ev["unit"]), unit)
    last = ev["path"][-1]
    fights = manoeuvres.hostile(before, p.name, last)
    if unit.army:
        try:
            budget = manoeuvres.ap(before, p)
        except Unknown as missing:
            budget = f"? ('{missing.key}')"
        why.reckoning.say("{unit} at military {level} has {ap} AP this turn: {used} used before, {steps} steps now, "
                          "{after} used after (WT-AP-1, WT-MOVE-5).", unit=unit.name,
                          level=level_name(before, p, "military"), ap=budget, used=unit.ap_used,
                          steps=len(ev["path"]), after=moved.ap_used)
        why.data["move"] = {"ap": budget if isinstance(budget, int) else None, "used_before": unit.ap_used,
                            "steps": len(ev["path"]), "used_after": moved.ap_used, "battle": fights}
    else:
        why.rule("WT-PRIN-1", "WT-PRIN-2")
        why.reckoning.say("A princess moves one step into an own or free province (WT-PRIN-1, WT-PRIN-2).")
        why.data["move"] = {"steps": len(ev["path"]), "battle": False}
    if fights:
        why.rule("WT-BATTLE-1", "WT-AP-3", "WT-MOVE-2", "WT-MOVE-4")
        owner = before.owner(last)
        why.reckoning.say("{province} is hostile ({owner}): the army stops there and a battle waits (WT-MOVE-2, "
                          "WT-BATTLE-1).", province=last,
                          owner=_("the barbarians") if owner == BARBARIAN else owner)
        if unit.army and before.options["attack_ap"] == "extra":
            why.reckoning.say("Besides the step, one AP remains for the battle and goes to it (WT-AP-3, option "
                              "attack_ap = extra).")
    shared(before, after, ev, why)


def battle(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    name, province = ev["player"], ev["province"]
    attackers, defenders = manoeuvres.sides(before, name, province)
    why.rule("WT-BATTLE-4", "WT-BATTLE-9", "WT-BATTLE-10")
    fate = {n: f for (_o, n), f in manoeuvres.outcome(before, ev).items()}
    rows, units = [], {}
    for side, group, taken in ((_("attacker"), attackers, ev.get("taken", {})),
                               (_("defender"), defenders, ev.get("dealt", {}))):
        for u in group:
            try:
                strength, toughness = manoeuvres.stats(before, u)
                life = toughness - u.damage - taken.get(u.name, 0)
            except Unknown:
                strength = toughness = life = "?"
            rows.append([side, u.name, strength, toughness, u.damage, taken.get(u.name, 0), life,
                         translate(FATE[fate[u.name]])])
            units[u.name] = {"side": "attacker" if u.owner == name else "defender", "strength": strength,
                             "toughness": toughness, "damage_before": u.damage, "taken": taken.get(u.name, 0),
                             "life": life, "fate": fate[u.name]}
    (att, att_total), (dfd, dfd_total) = (_strengths(units, g) for g in (attackers, defenders))
    why.reckoning.say("{player} deals {total} (the sum of strengths {strengths}), split as {given} (WT-BATTLE-2).",
                      player=name, total=att_total, strengths=att, given=_split(ev.get("dealt", {})))
    why.reckoning.say("The defenders deal {total} (the sum of strengths {strengths}), split as {given} "
                      "(WT-BATTLE-3).", total=dfd_total, strengths=dfd, given=_split(ev.get("taken", {})))
    why.reckoning.say("Life = toughness − damage this turn; 0 or less dies, exactly 0 retreats where the unit can "
                      "(WT-BATTLE-5, WT-BATTLE-6).")
    why.reckoning.tables.append((_("Battle in {province}", province=province),
                                 [_("side"), _("unit"), _("strength"), _("toughness"), _("damage before"),
                                  _("taken"), _("life"), _("fate")], rows))
    owner = after.owner(province)
    why.reckoning.say("{province} now: {owner} (WT-BATTLE-9).", province=province,
                      owner=_("the barbarians") if owner == BARBARIAN else owner or _("nobody"))
    if ev.get("retreat"):
        why.rule("WT-BATTLE-7")
    if ev.get("withdraw"):
        why.rule("WT-BATTLE-8")
    if any(f == "dies" for f in fate.values()):
        why.rule("WT-BATTLE-12", "WT-BATTLE-13")
    why.data["battle"] = {"province": province, "units": units, "owner": owner}
    shared(before, after, ev, why)


def _strengths(units: dict, group) -> tuple[str, int | str]:
    strengths = [units[u.name]["strength"] for u in group]
    total = sum(strengths) if all(isinstance(s, int) for s in strengths) else "?"
    return " + ".join(map(str, strengths)) or "0", total


def _split(given: dict[str, int]) -> str:
    return ", ".join(f"{n} {d}" for n, d in given.items()) or "-"


def unify(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    actions = after.bonus_actions
    why.reckoning.say("{count} provinces unified: {actions} actions at once (WT-UNIF-4).", count=len(ev["provinces"]),
                      actions="?" if actions is None else actions)
    why.data["unify"] = {"provinces": list(ev["provinces"]), "actions": actions}
    shared(before, after, ev, why)


def end(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    why.rule(*END_RULES.get(before.phase, ()))
    why.reckoning.say("Phase {phase} ({step}) → {phase2} ({step2}).", phase=Term("wt phase", before.phase),
                      step=before.step or "-", phase2=Term("wt phase", after.phase), step2=after.step or "-")
    why.data["end"] = {"phase": [before.phase, after.phase], "step": [before.step, after.step],
                       "turn": [before.turn, after.turn]}
    shared(before, after, ev, why)


def peace(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    war = next(w for w in before.wars if {w["a"], w["b"]} == {ev["player"], ev["with"]})
    why.reckoning.say("{player} and {target}, at war since turn {turn}, make peace; the peace conditions are on the "
                      "lost pages, so the referee records it and does not judge them (WT-WAR-3).",
                      player=ev["player"], target=ev["with"], turn=war["turn"])
    why.data["peace"] = {"war_since": war["turn"], "verified": False}
    shared(before, after, ev, why)


def buy(before: WTState, after: WTState, ev: dict, why: Why) -> None:
    rate = number(before, "vp.buy_gold")
    p, q = before.player(ev["player"]), after.player(ev["player"])
    why.reckoning.say("{player} buys {count} VP in the {phase} phase (option buy_vp_phase) at {rate} gold a VP: {cost} "
                      "gold, gold {was} → {now} (WT-VP-2).", player=p.name, count=ev["vp"],
                      phase=Term("wt phase", before.phase), rate=rate,
                      cost=rate * ev["vp"] if isinstance(rate, int) else "?",
                      was="?" if p.resources["gold"] is None else p.resources["gold"],
                      now="?" if q.resources["gold"] is None else q.resources["gold"])
    why.data["buy"] = {"vp": ev["vp"], "rate": rate if isinstance(rate, int) else None,
                       "gold": [p.resources["gold"], q.resources["gold"]]}
    shared(before, after, ev, why)


FATE = {"stays": N_("stays"), "retreats": N_("retreats"), "dies": N_("dies")}

ACTION_RULES = {"upgrade": ("WT-ACT-1", "WT-TECH-2", "WT-TECH-3"), "army": ("WT-ACT-2", "WT-COMP-6", "WT-MOVE-8"),
                "fort": ("WT-ACT-3", "WT-FORT-1"), "reinforce": ("WT-ACT-4",), "war": ("WT-ACT-5", "WT-WAR-1"),
                "pass": ("WT-DEV-5",)}
END_RULES = {"trade": ("WT-TRADE-10",), "development": ("WT-DEV-3", "WT-DEV-4"),
             "manoeuvre": ("WT-MAN-1", "WT-MAN-3", "WT-MOVE-6")}

TABLE = {
    "setup": Explainer(("WT-SETUP-4", "WT-SETUP-5", "WT-SETUP-8", "WT-TECH-3"), setup),
    "feed": Explainer(("WT-MAINT-1", "WT-MAINT-2", "WT-MAINT-3"), feed),
    "bank": Explainer(("WT-TRADE-1", "WT-TRADE-2", "WT-TRADE-3", "WT-TRADE-11", "WT-ACT-6"), bank),
    "route": Explainer(("WT-TRADE-2", "WT-TRADE-4", "WT-TRADE-5", "WT-TRADE-6", "WT-TRADE-9"), route),
    "trade": Explainer(("WT-TRADE-1", "WT-TRADE-4", "WT-TRADE-7", "WT-TRADE-9", "WT-TRADE-11", "WT-ACT-6"), trade),
    "act": Explainer(("WT-DEV-1", "WT-DEV-2", "WT-ACT-6"), act),
    "transfer": Explainer(("WT-DEV-4", "WT-TECH-3"), transfer),
    "move": Explainer(("WT-MAN-1", "WT-AP-1", "WT-AP-2", "WT-MOVE-1", "WT-MOVE-3", "WT-MOVE-5", "WT-MOVE-7"), move),
    "battle": Explainer(("WT-BATTLE-1", "WT-BATTLE-2", "WT-BATTLE-3", "WT-BATTLE-5", "WT-BATTLE-6"), battle),
    "unify": Explainer(("WT-UNIF-1", "WT-UNIF-2", "WT-UNIF-3", "WT-UNIF-4"), unify),
    "peace": Explainer(("WT-WAR-3", "WT-WAR-4"), peace),
    "buy": Explainer(("WT-VP-2", "WT-VP-1"), buy),
    "end": Explainer(("WT-TURN-3",), end),
}

SUMMARY_TERMS = {"phase": "wt phase", "step": "wt step", "resources": "wt resource", "tokens": "wt track",
                 "levels": "wt track", "leads": "wt track"}
