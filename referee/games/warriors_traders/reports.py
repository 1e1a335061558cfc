"""What ``status``, ``board``, ``score``, ``hints``, ``check`` and ``check --json`` show."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.core.i18n import Term, _
from referee.games.warriors_traders import scoring
from referee.games.warriors_traders.common import held_text, level_or_none
from referee.games.warriors_traders.state import TRACKS, WTState
from referee.games.warriors_traders.tables import LEVELS


def _level(state: WTState, p, track: str) -> str:
    n = level_or_none(state, p, track)
    return LEVELS[n - 1] if n else "?"


def summary(state: WTState) -> dict:
    """``check --json``: the common top-level keys (DESIGN.md §4) and this game's player fields."""
    players = []
    for p in state.players:
        entry = {"name": p.name, "country": p.country, "order": p.order,
                 "resources": dict(p.resources),
                 "tokens": dict(p.tokens),
                 "levels": {t: level_or_none(state, p, t) for t in TRACKS},
                 "units": {u.name: u.province for u in state.units_of(p.name)},
                 "provinces": state.provinces_of(p.name),
                 "victory_points": scoring.total(state, p.name), "bought": p.bought}
        if state.phase == "over":
            entry["score"] = scoring.breakdown(state, p.name)
        players.append(entry)
    return {"turn": state.turn, "current_player": None if state.phase == "over" else
            (state.queue[0] if state.queue and state.phase != "trade" else None),
            "phase": state.phase, "step": state.step,
            "winner": state.winners[0] if len(state.winners) == 1 else (state.winners or None),
            "players": players,
            "routes": [dict(r) for r in state.routes], "wars": [dict(w) for w in state.wars],
            "side": state.map.side, "mode": state.options["mode"], "teams": [list(t) for t in state.teams],
            "leads": {t: state.leads.get(t) or None for t in TRACKS},
            "not_verified": [{"seq": v.seq, "rule": v.rule, "needs": v.key} for v in state.unverified],
            "tables_unknown": state.tables.unknown(state.options)}


def not_verified(state: WTState) -> list[str]:
    """``check`` under a valid verdict: each check that waits for a number (never a silent guess)."""
    return [_("event {seq}: {rule} not verified (needs '{key}')", seq=v.seq, rule=v.rule, key=v.key)
            for v in state.unverified]


def status(state: WTState) -> Outcome:
    out = Outcome()
    out.say("Turn {turn}; {waiting}.", turn=state.turn, waiting=waiting_for(state))
    out.say("Board: {name} (side {side}, WT-COMP-1).", name=state.map.data.get("name", "-"), side=state.map.side)
    rows = []
    for p in state.players:
        units = ", ".join(f"{u.name}@{u.province}" for u in state.units_of(p.name))
        levels = ", ".join(f"{Term('wt track', t):short} {_level(state, p, t)}" for t in TRACKS)
        rows.append([p.name, p.country, held_text(p), levels, units, scoring.total(state, p.name)])
    out.tables.append((_("Players"), [_("player"), _("country"), _("resources"), _("levels"), _("units"),
                                      _("VP")], rows))
    if state.teams:
        teams = [_("{members} {vp} VP", members=" + ".join(team), vp=scoring.side_total(state, team))
                 for team in state.teams]
        out.say("Allied game: {teams} (WT-ALLY-1).", teams="; ".join(teams))
    leads = [f"{Term('wt lead', scoring.LEAD_TOKENS[t])} {holder}" for t in TRACKS if (holder := state.leads.get(t))]
    if leads:
        out.say("Lead tokens (WT-COMP-4): {leads}.", leads=", ".join(leads))
    if state.routes or state.wars:
        out.say("Routes: {routes}. Wars: {wars}.",
                routes=", ".join(f"{r['a']}–{r['b']}" for r in state.routes) or "-",
                wars=", ".join(f"{w['a']}–{w['b']}" for w in state.wars) or "-")
    missing = state.tables.unknown(state.options)
    if missing:
        out.say("The tables still lack {count} numbers ('referee tables show'): {keys}.", count=len(missing),
                keys=", ".join(f"'{k}'" for k in missing[:8]) + (" …" if len(missing) > 8 else ""))
    return out


def board_text(state: WTState) -> str:
    """Country by country: each province's type, owner, neighbours (WT-PROV-1) and units."""
    m = state.map
    wide = max(len(m.neighbours(pr)) for pr in m.provinces)
    lines = []
    for country, c in sorted(m.countries.items(), key=lambda kv: kv[1]["order"]):
        lines.append(f"[{c['order']}] {country}")
        for pr in m.of_country(country):
            owner = state.owner(pr)
            who = _("barbarians") if owner == "" else (owner or "·")
            units = " ".join(u.name for u in state.units_in(pr))
            kind = format(Term("wt province", m.kind(pr)), "short")
            lines.append(f"  {pr:<4} {kind:<16} {who:<10} {m.neighbours(pr):<{wide}}  {units}".rstrip())
    lines.append(_("Neighbours (WT-PROV-1): across a land border; ~ across a sea route."))
    return "\n".join(lines)


def score(state: WTState) -> Outcome:
    out = Outcome()
    rows = []
    for p in state.players:
        b = scoring.breakdown(state, p.name)
        rows.append([p.name, b["provinces"], b["forts"], "?" if b["kills"] is None else b["kills"],
                     "?" if b["leads"] is None else b["leads"], b["bought"], scoring.total(state, p.name)])
    out.tables.append((_("Victory points"), [_("player"), _("provinces"), _("forts"), _("kills"), _("lead tokens"),
                                             _("bought"), _("VP")], rows))
    if state.winners:
        out.say("Won: {players}.", players=", ".join(state.winners))
    return out


def waiting_for(state: WTState) -> str:
    phase = Term("wt phase", state.phase)
    if state.phase == "over":
        return _("the game is over")
    if state.phase == "trade":
        return _("{phase}: {players} trade; 'end' when all agree", phase=phase, players=", ".join(state.queue))
    if state.phase == "development":
        return _("{phase} ({step}): {player}", phase=phase, step=Term("wt step", state.step), player=state.queue[0])
    return _("{phase}: {player}", phase=phase, player=state.queue[0])


def hints(state: WTState) -> Outcome:
    """Who acts and what the position allows, by phase."""
    out = Outcome()
    out.say("Now: {waiting}.", waiting=waiting_for(state))
    if state.phase == "over" or not state.queue:
        return out
    p = state.player(state.queue[0])
    out.say("{player} holds {held}.", player=p.name, held=held_text(p))
    HINTS.get(state.phase, lambda state, p, out: None)(state, p, out)
    return out


def _setup_hints(state: WTState, p, out: Outcome) -> None:
    taken = {q.country for q in state.players}
    out.say("Free countries: {countries}.", countries=", ".join(c for c in state.map.countries if c not in taken))


def _upkeep_hints(state: WTState, p, out: Outcome) -> None:
    rations = ", ".join(f"{u.name} {state.tables.get(f'upkeep.{u.kind}', '?')}" for u in state.units_of(p.name)
                        if u.army)
    out.say("Rations: {rations}.", rations=rations)


def _development_hints(state: WTState, p, out: Outcome) -> None:
    from referee.games.warriors_traders.development import possible_actions, specials_left

    if state.step in ("action1", "action2"):
        sure, waits = possible_actions(state, p)
        out.say("Actions possible now (WT-ACT-1…5): {actions}.", actions="; ".join(sure) or "-")
        if waits:
            out.say("Actions that wait on unknown table values: {keys}.", keys=", ".join(waits))
        if state.options["passing"] == "last_resort":
            out.say("act pass only when no action is possible (WT-DEV-5, passing = last_resort).")
    if state.step == "special":
        out.say("Special actions left: {specials}.", specials=", ".join(
            format(Term("wt ability", s)) for s in specials_left(state, p)) or "-")


def _manoeuvre_hints(state: WTState, p, out: Outcome) -> None:
    if state.pending:
        out.say("Battles waiting in: {provinces}.", provinces=", ".join(state.pending))
    armies = [u for u in state.units_of(p.name) if u.army and not u.no_ap]
    if armies and not state.pending:
        out.say("Armies that may move: {units}.", units=", ".join(f"{u.name}@{u.province}" for u in armies))
    for province in sorted({u.province for u in state.units_of(p.name) if u.army or u.kind == "princess"}):
        land, sea = state.map.borders(province)
        out.say("From {province} to {land}{sea} (WT-PROV-1).", province=province, land=", ".join(land) or "-",
                sea=_("; by sea to {provinces}", provinces=", ".join(sea)) if sea else "")


HINTS = {"setup": _setup_hints, "upkeep": _upkeep_hints, "development": _development_hints,
         "manoeuvre": _manoeuvre_hints}
