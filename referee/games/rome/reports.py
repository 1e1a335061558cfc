"""What people read: status (tribe boxes, kingdoms, hands), the board, the score, hints, and ``check --json``."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.core.hexgrid import grid
from referee.core.i18n import N_, Term, _, joined, listing, translate
from referee.core.secrets import span, span_text
from referee.core.vocab import initials
from referee.games.rome import reveal, scoring, unseen
from referee.games.rome.board import check as check_map
from referee.games.rome.common import bag_text, card_name, good, province, towers, tribe_name
from referee.games.rome.state import PHASE_NUMBER, RomeState
from referee.games.rome.vocab import CULTURE, ORDER, PASTURE, PROVINCES, SPECIAL

ABBR = {"fields": N_("FLD"), "mountains": N_("MTN"), "pasture": N_("PAS"), "forest": N_("FOR"), "sea": "~~~"}
LEGEND = N_("FLD fields, MTN mountains, PAS pasture, FOR forest, ~~~ sea, ? not known yet; * beyond the Limes.")
SHORT = {"germania": N_("Ger"), "gallia": N_("Gal"), "hispania": N_("His"), "italia_north": N_("ItN"),
         "italia_south": N_("ItS")}


def waiting_for(state: RomeState) -> str:
    who = state.current.name if state.current else ""
    stage = state.stage
    if stage == "over":
        return _("game over: {player} won", player=joined((state.winner or "").split(" and ")))
    if stage == "setup":
        if not state.current.started:
            return _("set-up: {player} places the tribes (start horsemen … warriors … pasture …)", player=who)
        return _("set-up: {player} places the legionnaire on a forest in Hispania", player=who)
    if stage == "production":
        return _("{player} rolls (round {round}, covered: {covered})", player=who, round=state.round,
                 covered=listing(map(str, state.covered)))
    if stage == "legionnaire":
        return _("{player} moves the legionnaire after the 7", player=who)
    if stage == "trade_build":
        return _("{player} trades, builds, plays a card or ends (phase 2)", player=who)
    tribe = state.current.tribes[state.tribe_kind]
    if tribe.kingdom:
        return _("{player}'s {tribe} conquer, play a card, pass or end (phase {number})", player=who,
                 tribe=Term("tribe", state.tribe_kind), number=PHASE_NUMBER[stage])
    return _("{player}'s {tribe} move, plunder or conquer, play a card, pass or end (phase {number})", player=who,
             tribe=Term("tribe", state.tribe_kind), number=PHASE_NUMBER[stage])


def player_summary(state: RomeState, p) -> dict:
    entry = {
        "name": p.name,
        "color": p.color,
        "gold": p.gold,
        "resources": p.resources(),
        "action_cards": {c: n for c, n in sorted(p.cards.items()) if n},
        "diplomats_played": p.diplomats,
        "special_cards": {c: p.special[c] for c in SPECIAL if p.special[c]},
        "reserve": dict(p.reserve),
        "tribes": {kind: {"status": "kingdom" if t.kingdom else "wandering", "at": t.at, "cities": list(t.cities),
                          "figures": t.figures, "wagons": t.wagons,
                          "counters": {pr: t.counters[pr] for pr in PROVINCES.names if t.counters[pr]}}
                   for kind, t in p.tribes.items()},
        "victory_points": scoring.victory_points(state, p),
        "public_victory_points": scoring.victory_points(state, p, hidden=False),
    }
    if state.secret:
        secret_entry(state, p, entry)
    entry["score"] = {**scoring.breakdown(state, p), "total": entry["victory_points"], "gold": scoring.final_gold(p)}
    if state.secret:
        entry["score"].update(cultural_progress=span(*state.cards.held_range_of(p.name, CULTURE)),
                              gold=span(*scoring.gold_range(state, p)))
    return entry


def secret_entry(state: RomeState, p, entry: dict) -> None:
    """Where action cards were drawn face down (DESIGN.md §3, "Secrets"): ranges where a number is not known,
    the count of face-down cards (``unknown_action_cards``), the VP the table sees."""
    cards = state.cards
    ranges = {c: cards.held_range(p.name, c) for c in sorted(cards.kinds())}
    entry["action_cards"] = {c: span(*r) for c, r in ranges.items() if r[1]}
    entry["unknown_action_cards"] = cards.hidden[p.name]
    entry["victory_points"] = span(*scoring.vp_range(state, p))
    entry["public_victory_points"] = scoring.public_vp(state, p)
    if state.pasture_worlds is not None:
        entry["resources"] = resources(state, p)
        entry["hand_size"] = sum(p.hand.get(r, 0) for r in ORDER)


def resources(state: RomeState, p) -> dict:
    """A player's resource cards: as ranges where pasture cards were drawn face down or a card stolen unseen."""
    if state.pasture_worlds is None:
        return p.resources()
    return {r: span(*unseen.hand_range(state, p.seat, r)) for r in ORDER}


def pasture_pile(state: RomeState) -> dict:
    if state.pasture_worlds is None:
        return {k: state.pasture_deck[k] for k in PASTURE}
    return {k: span(*unseen.hand_range(state, len(state.players), k)) for k in PASTURE}


def public(state: RomeState) -> bool:
    """Whether reports show the public view: the table kept secrets and ``--all`` was not asked for."""
    return state.secret and not state.show_all


def summary(state: RomeState) -> dict:
    """The game part of ``check --json``: the common keys, then Struggle for Rome's own."""
    facts = state.facts
    return {
        "turn": state.round, "current_player": state.current.name if state.current else None,
        "phase": state.stage, "winner": state.winner,
        "round": state.round, "start_player": state.start_player.name, "wind_rose": list(state.covered),
        "legionnaire": state.legionnaire, "last_round": bool(state.ending),
        "grain_pile": state.pile("grain"), "ore_pile": state.pile("ore"),
        "pasture_pile": pasture_pile(state),
        "pasture_discard": {k: state.pasture_discard[k] for k in ("horse", "cattle")},
        "action_deck_left": state.action_deck_left(),
        "special_cards_left": {k: state.special_left[k] for k in SPECIAL},
        "cities": {c: {"owner": o[0], "tribe": o[1]} for c, o in sorted(state.owner.items())},
        "plundered": sorted(state.counter_gone - set(state.owner)),
        "map": {"mode": "map" if facts.map else "declared", "name": facts.map.name if facts.map else None,
                "status": facts.map.status if facts.map else None, "declared": list(state.declared)},
        "players": [player_summary(state, p) for p in state.players],
    }


def status(state: RomeState) -> Outcome:
    out = Outcome()
    last = (_(" · last round ({player} reached the target)", player=state.ending)
            if state.ending and state.stage != "over" else "")
    out.say("Round {round} · {stage} · waiting for: {waiting}{last}", round=state.round,
            stage=Term("stage", state.stage), waiting=waiting_for(state), last=last)
    if state.stage != "setup":
        out.say("Start player {player}; wind rose: {covered}; legionnaire on {hex}.", player=state.start_player.name,
                covered=listing(map(str, state.covered)), hex=state.legionnaire)
    head = [_("player"), _("colour"), _("gold"), *(str(good(r)) for r in ORDER), _("action cards"),
            _("Diplomats played"), _("special cards"), _("reserve H/W/wagons"), _("VP shown"), _("VP total")]
    rows = []
    for p in state.players:
        marker = "▶ " if state.current is p else ""
        held = ", ".join(f"{n} {card_name(c)}" for c, n in sorted(p.cards.items()) if n) or "-"
        special = ", ".join(f"{n} {Term('special card', c)}" for c, n in p.special.items() if n) or "-"
        rows.append([marker + p.name, str(Term("color", p.color)), p.gold, *[p.hand.get(r, 0) for r in ORDER], held, p.diplomats,
                     special, f"{p.reserve['horsemen']}/{p.reserve['warriors']}/{p.reserve['wagons']}",
                     scoring.victory_points(state, p, hidden=False), scoring.victory_points(state, p)])
    if state.secret:
        secret_players(state, head, rows)
    out.tables.append((_("Players"), head, rows))
    head = [_("player"), _("tribe"), _("status"), _("where"), _("box figures"), _("box wagons"),
            *[_("counters {province}", province=translate(SHORT[pr])) for pr in PROVINCES.names]]
    rows = []
    for p in state.players:
        for kind, t in p.tribes.items():
            where = _("kingdom: {cities}", cities=", ".join(t.cities)) if t.kingdom else (t.at or "-")
            rows.append([p.name, str(Term("tribe", kind)), _("kingdom") if t.kingdom else _("wandering"), where,
                         t.figures, t.wagons,
                         *[t.counters[pr] or "" for pr in PROVINCES.names]])
    out.tables.append((_("Tribes (boxes and kingdoms)"), head, rows))
    out.say("Piles: {grain} grain, {ore} ore; pasture pile {deck}, discard {discard}; action deck {actions}; "
            "special cards left: {special}.", grain=state.pile("grain"), ore=state.pile("ore"),
            deck=pile_text(state), discard=bag_text(state.pasture_discard),
            actions=state.action_deck_left(),
            special=", ".join(f"{state.special_left[k]} {Term('special card', k)}" for k in SPECIAL if k != "terror_of_the_legions"
                              or state.options["terror_of_the_legions"]))
    out.lines.append(map_line(state))
    if state.secret:
        out.lines.append(secret_line(state))
    return out


def secret_players(state: RomeState, head: list[str], rows: list[list]) -> None:
    """The players' table where action cards were drawn face down: the public view (how many cards each holds,
    the VP the table sees) or, with ``--all``, what the referee knows (the face-down cards, VP as a range)."""
    cards, column = state.cards, head.index(_("action cards"))
    for p, row in zip(state.players, rows):
        if state.pasture_worlds is not None:
            for r in ORDER:
                row[3 + ORDER.index(r)] = span_text(*unseen.hand_range(state, p.seat, r))
        if public(state):
            row[column] = _("{count} card(s)", count=cards.held(p.name)) if cards.held(p.name) else "-"
            row[-2] = scoring.public_vp(state, p)
            del row[-1]
        else:
            hidden = (_("{count} face down (may be: {kinds})", count=cards.hidden[p.name],
                        kinds=", ".join(str(card_name(k)) for k in reveal.possible(state, p.name)))
                      if cards.hidden[p.name] else "")
            row[column] = ", ".join(x for x in (row[column] if row[column] != "-" else "", hidden) if x) or "-"
            row[-2] = scoring.public_vp(state, p)
            row[-1] = span_text(*scoring.vp_range(state, p))
    if public(state):
        del head[-1]


def pile_text(state: RomeState):
    """The pasture pile: its cards, or where cards were drawn face down its size and each kind's range."""
    if state.pasture_worlds is None:
        return bag_text(state.pasture_deck)
    return _("{count} card(s): {kinds}", count=sum(state.pasture_deck.values()),
             kinds=", ".join(f"{span_text(*unseen.hand_range(state, len(state.players), k))} {good(k)}"
                             for k in PASTURE))


def secret_line(state: RomeState) -> str:
    """Which view a report shows, where the table kept secrets."""
    if public(state):
        return _("Public view: action cards drawn face down are counted, not named; VP as the table sees them "
                 "('--all' shows everything the referee knows).")
    return _("Everything the referee knows: a face-down card may be any kind listed; VP as a range.")


def map_line(state: RomeState) -> str:
    facts = state.facts
    if facts.map:
        return _("Map: {name} ({status}).", name=facts.map.name, status=Term("map status", facts.map.status))
    return _("No map: declared facts ({landscapes} landscapes, {crossroads} crossroads, {cities} cities known; "
             "{checks} checks rest on them).", landscapes=len(facts.landscapes), crossroads=len(facts.touching),
             cities=len(facts.cities), checks=len(state.declared))


def score(state: RomeState) -> Outcome:
    out = Outcome()
    if state.secret and state.face_down():
        return secret_score(state, out)
    out.tables.append(scoring.score_table(state))
    if state.stage != "over":
        out.say("The game ends after the round in which someone reaches {target} VP (ROME-END-1).",
                target=scoring.threshold(state))
    return out


def secret_score(state: RomeState, out: Outcome) -> Outcome:
    """The score while action cards lie face down: VP as the table sees them (public view) or as a range, gold
    with the Treasures at 7 as a range (``--all``, and at the end until every card is shown)."""
    everything = not public(state) or state.stage == "over"
    head = [_("player"), _("cities"), _("VP shown")] + ([_("VP"), _("gold (Treasures at 7)")] if everything else [])
    rows = []
    for p in state.players:
        row = [p.name, scoring.breakdown(state, p)["cities"], scoring.public_vp(state, p)]
        if everything:
            row += [span_text(*scoring.vp_range(state, p)), span_text(*scoring.gold_range(state, p))]
        rows.append(row)
    out.tables.append((_("Score in round {round} (face-down action cards not yet shown)", round=state.round),
                       head, rows))
    out.lines.append(secret_line(state))
    if state.stage == "over":
        out.say("Still face down: {holders}.", holders=listing(f"{name} ({n})"
                                                               for name, n in state.face_down().items()))
    return out


def check_notes(state: RomeState) -> list[str]:
    """For ``check``: which map judged the save, or which checks rested on declared facts."""
    facts = state.facts
    if facts.map:
        report = check_map({k: v for k, v in state.setup.board.items() if k != "mode"})
        failing = (_("; {count} checksum(s) fail, so it is not the real board", count=len(report.failing))
                   if report.failing else "")
        return [_("  checked against the map '{name}' ({status}{failing})", name=facts.map.name,
                  status=Term("map status", facts.map.status), failing=failing)]
    if not state.declared:
        return [_("  no map, and no check rested on a declared fact yet")]
    lines = [_("  no map: {count} check(s) rest on facts declared at the table, not on a map:",
               count=len(state.declared))]
    lines += [_("    event {seq}: {rule}: {fact}", seq=d["seq"], rule=d["rule"], fact=d["fact"])
              for d in state.declared]
    return lines


# --- the board ---------------------------------------------------------------------


def board_text(state: RomeState) -> str:
    facts = state.facts
    mark = initials(p.name for p in state.players)
    lines = []
    if facts.map:
        lines += hex_rows(facts.map.grid.rows, state.setup.board["hexes"], state.legionnaire)
        lines.append(translate(LEGEND) + _(" L legionnaire."))
    else:
        lines.append(_("No map: the landscapes, crossroads and cities declared so far."))
        for name, land in sorted(facts.landscapes.items()):
            lines.append(_("  {name}: {land}", name=name, land=land.shown())
                         + (" [L]" if name == state.legionnaire else ""))
        for name, hexes in sorted(facts.touching.items()):
            lines.append(_("  crossroads {name} touches {hexes}", name=name, hexes=", ".join(sorted(hexes))))
    cities = facts.map.cities if facts.map else facts.cities
    if cities:
        lines.append(_("Cities:"))
        for name, city in sorted(cities.items()):
            owner = state.owner.get(name)
            held = (_("{player}'s {tribe}", player=owner[0], tribe=tribe_name(owner[1])) if owner
                    else _("neutral (III)") if state.neutral(name)
                    else _("plundered") if name in state.counter_gone else _("counter lies on it"))
            lines.append(city_line(name, city.at, city.province, city.towers, city.eagle, city.neutral_3p)
                         + f" — {held}")
    lines.append(_("Tribes:"))
    for p in state.players:
        for kind, t in p.tribes.items():
            where = (_("kingdom {cities}", cities=", ".join(t.cities)) if t.kingdom
                     else (t.at or _("not placed")))
            lines.append(f"  {mark[p.name]}={p.name} ({Term('color', p.color)}) {tribe_name(kind)}: {where}")
    lines.append(_("Legionnaire: {hex}.", hex=state.legionnaire or _("not placed")))
    return "\n".join(lines)


def hex_rows(rows: tuple[int, ...], hexes: dict, legionnaire: str | None = None) -> list[str]:
    """The hex rows as text, each hex its name over its terrain and number (``?`` not known yet)."""
    g = grid(tuple(rows))
    out = []
    for r in range(len(g.rows)):
        names = [h for h in g.hexes if g.cell[h][1] == r]
        indent = " " * (3 * min(g.cell[h][0] for h in names))
        out.append((indent + "".join(f"{h:<6}" for h in names)).rstrip())
        out.append((indent + "".join(_cell(hexes.get(h, {}), h == legionnaire) for h in names)).rstrip())
    return out


def _cell(entry: dict, legionnaire: bool) -> str:
    text = f"{translate(ABBR.get(entry.get('terrain', '?'), '?'))}{entry.get('number', '')}"
    text += "*" if entry.get("beyond_limes") else ""
    text += "L" if legionnaire else ""
    return f"{text:<6}"


def map_text(data: dict) -> str:
    """``referee map show``: a map file as text, without a game."""
    lines = [f"{data.get('name', '')} ({Term('map status', data.get('status', 'draft'))})"]
    if "rows" in data:
        lines += hex_rows(tuple(data["rows"]), data.get("hexes", {}))
        lines.append(translate(LEGEND))
    for name, city in sorted(data.get("cities", {}).items()):
        lines.append(city_line(name, city.get("at"), city.get("province"), city.get("towers"), city.get("eagle"),
                               city.get("neutral_3p")))
    for colour, corners in sorted(data.get("starts", {}).items()):
        lines.append(_("  start crossroads of {colour}: {spots}", colour=Term("color", colour),
                       spots=", ".join(corners)))
    arrows = data.get("arrows", [])
    if arrows:
        sea = [f"{a.get('from')}–{a.get('to')}" for a in arrows if a.get("kind") == "sea"]
        lines.append(_("  {land} land arrows, {sea} sea arrows", land=len(arrows) - len(sea), sea=len(sea))
                     + (f": {', '.join(sea)}" if sea else ""))
    return "\n".join(lines)


def city_line(name: str, at, prov, count, eagle, neutral) -> str:
    """``  Trier on 3c:2: germania, 3 towers eagle`` — a city as the board lists it."""
    where = _(" on {at}", at=at) if at else ""
    marks = "".join([_(" eagle") if eagle else "", " III" if neutral else ""])
    return _("  {name}{where}: {province}, {towers}{marks}", name=name, where=where,
             province=province(prov) if prov else prov,
             towers=towers(count) if isinstance(count, int) else f"{count} towers", marks=marks)
