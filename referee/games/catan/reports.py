"""What people read: the ASCII board, status, score, and the ``check --json`` summary."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.games.catan import scoring
from referee.games.catan.common import bag_text
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import ORDER

ABBR = {"forest": "FOR", "hills": "HIL", "pasture": "PAS", "fields": "FLD", "mountains": "MTN", "desert": "DES"}
CORNER_AT = {12: (0, -3), 2: (4, -1), 4: (4, 1), 6: (0, 3), 8: (-4, 1), 10: (-4, -1)}
SIDE_AT = {1: ((1, -2), "\\"), 3: ((4, 0), "|"), 5: ((1, 2), "/"), 7: ((-3, 2), "\\"),
           9: ((-4, 0), "|"), 11: ((-3, -2), "/")}
SEA_OFFSET = {1: (1, -1), 3: (2, 0), 5: (1, 1), 7: (-1, 1), 9: (-2, 0), 11: (-1, -1)}


def letters(state: CatanState) -> dict[str, str]:
    """One letter per player for the map: the first letter of the name not yet taken."""
    taken: dict[str, str] = {}
    for p in state.players:
        for ch in p.name.lower() + "abcdefghijklmnopqrstuvwxyz":
            if ch.isalpha() and ch not in taken.values():
                taken[p.name] = ch
                break
    return taken


def board_text(state: CatanState) -> str:
    """A map of the hex rows: names, terrains, numbers, robber, harbours, buildings and roads."""
    grid = state.board.grid
    mark = letters(state)
    width = max(grid.rows)
    canvas = [[" "] * ((2 * width + 6) * 4 + 8) for _ in range((len(grid.rows) + 2) * 4 + 3)]

    def put(x: int, y: int, text: str) -> None:
        for i, ch in enumerate(text):
            canvas[y][x + i] = ch

    def centre(x: int, y: int) -> tuple[int, int]:
        return (x + 2) * 4 + 2, (y + 1) * 4 + 3

    for name in grid.hexes:
        cx, cy = centre(*grid.cell[name])
        terrain = state.board.terrain[name]
        number = state.board.number.get(name, "")
        put(cx - 1, cy - 1, name)
        put(cx - 2, cy, f"{ABBR[terrain]}{number}")
        if state.robber == name:
            put(cx - 1, cy + 1, "[R]")
        for clock, ((dx, dy), ch) in SIDE_AT.items():
            side = grid.name(name, clock)
            owner = state.road_owner.get(side)
            if ch == "|":
                glyph = mark[owner] if owner else ch
            else:
                glyph = mark[owner] * 3 if owner else f" {ch} "
            put(cx + dx, cy + dy, glyph)
        for clock, (dx, dy) in CORNER_AT.items():
            corner = grid.name(name, clock)
            occ = state.occupant.get(corner)
            glyph = "." if not occ else (mark[occ[0]].upper() if occ[1] == "city" else mark[occ[0]])
            put(cx + dx, cy + dy, glyph)
    for harbour in state.board.data["harbours"]:
        name, clock = harbour["path"].split(":")
        x, y = grid.cell[name]
        dx, dy = SEA_OFFSET[int(clock)]
        cx, cy = centre(x + dx, y + dy)
        label = "3:1" if harbour["kind"] == "3:1" else f"2:1{harbour['kind'][:2]}"
        put(cx - len(label) // 2, cy, label)
    lines = ["".join(row).rstrip() for row in canvas]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    legend = ", ".join(f"{mark[p.name]}={p.name} ({p.color})" for p in state.players)
    harbours = ", ".join(f"{h['path']} {h['kind']}" for h in state.board.data["harbours"])
    lines += ["", f"Players: {legend}. Settlement = letter, CITY = capital, road = letters on a side.",
              f"Harbours: {harbours}.", f"Robber: {state.robber}. Corners are even hours (3e:4), "
              "sides odd hours (3e:3); 12 is the top corner."]
    return "\n".join(lines)


def phase_name(state: CatanState) -> str:
    if state.winner:
        return "over"
    if state.in_setup:
        return "setup"
    if state.owed:
        return "discard"
    if state.robber_pending:
        return "robber"
    return "main" if state.rolled else "roll"


def summary(state: CatanState) -> dict:
    """DESIGN.md §4: the game part of ``check --json``."""
    players = []
    for p in state.players:
        entry = {
            "name": p.name,
            "resources": {r: p.hand.get(r, 0) for r in ORDER},
            "dev_cards": {c: n for c, n in p.devs.items() if n},
            "knights_played": p.knights,
            "victory_points": scoring.victory_points(state, p),
            "public_victory_points": scoring.victory_points(state, p, hidden=False),
            "settlements": state.board.grid.sort(p.settlements),
            "cities": state.board.grid.sort(p.cities),
            "roads": state.board.grid.sort(p.roads),
            "longest_road": p.road_length,
            "longest_road_card": state.longest_road == p.name,
            "largest_army_card": state.largest_army == p.name,
        }
        if state.winner:
            entry["score"] = scoring.breakdown(state, p)
        players.append(entry)
    return {"turn": state.turn, "current_player": None if state.winner else state.current.name,
            "phase": phase_name(state), "winner": state.winner, "bank": state.bank(),
            "dev_deck_left": sum(state.deck.values()), "players": players}


def waiting_for(state: CatanState) -> str:
    phase = phase_name(state)
    who = state.current.name
    if phase == "over":
        return f"game over: {state.winner} won"
    if phase == "setup":
        piece = "settlement" if state.setup_step % 2 == 0 else "road"
        return f"set-up: {who} places a {piece}"
    if phase == "discard":
        return "discards from " + ", ".join(f"{n} ({k})" for n, k in state.owed.items())
    if phase == "robber":
        return f"{who} moves the robber"
    if phase == "roll":
        return f"{who} rolls (or plays a development card first)"
    return f"{who} trades, builds, buys, plays a card or ends the turn"


def status(state: CatanState) -> Outcome:
    out = Outcome()
    out.lines.append(f"Turn {state.turn} · {phase_name(state)} · waiting for: {waiting_for(state)}")
    head = ["player", *ORDER, "cards", "dev (unplayed)", "knights", "VP shown", "VP total",
            "roads/sett/cities left", "road", "awards"]
    rows = []
    for p in state.players:
        awards = [a for a, h in (("Longest Road", state.longest_road), ("Largest Army", state.largest_army))
                  if h == p.name]
        devs = ", ".join(f"{n} {c}" for c, n in p.devs.items() if n) or "-"
        marker = "▶ " if p is state.current and not state.winner else ""
        rows.append([marker + p.name, *[p.hand.get(r, 0) for r in ORDER], p.cards(), devs, p.knights,
                     scoring.victory_points(state, p, hidden=False), scoring.victory_points(state, p),
                     f"{p.left('road')}/{p.left('settlement')}/{p.left('city')}", p.road_length,
                     ", ".join(awards) or "-"])
    out.tables.append(("Players", head, rows))
    bank = state.bank()
    out.lines.append(f"Bank: {bag_text(bank)}. Development deck: {sum(state.deck.values())} cards. "
                     f"Robber on {state.robber}.")
    return out


def score(state: CatanState) -> Outcome:
    out = Outcome()
    head = ["player", "settlements (1 each)", "cities (2 each)", "Longest Road", "Largest Army", "VP cards", "total VP"]
    rows = []
    ranked = sorted(state.players, key=lambda p: -scoring.victory_points(state, p))
    for p in ranked:
        b = scoring.breakdown(state, p)
        rows.append([p.name + (" (winner)" if state.winner == p.name else ""), b["settlements"], b["cities"],
                     b["longest_road"], b["largest_army"], b["victory_point_cards"], sum(b.values())])
    title = "Final score" if state.winner else f"Score after turn {state.turn} (VP cards included)"
    out.tables.append((title, head, rows))
    return out


def hints(state: CatanState, words: list[str]) -> Outcome:
    """``referee hints``: what the player to act may do now, with the legal places."""
    from referee.games.catan import building, trade
    from referee.games.catan.vocab import COSTS

    out = Outcome([f"Now: {waiting_for(state)}."])
    phase = phase_name(state)
    if phase in ("over", "discard", "robber", "roll"):
        if phase == "discard":
            out.lines += [f"{n} discards {k} of: {bag_text(state.by_name[n].hand)}" for n, k in state.owed.items()]
        if phase == "robber":
            hexes = [h for h in state.board.grid.hexes if h != state.robber]
            out.lines.append(f"The robber may go to any hex but {state.robber}: {', '.join(hexes)}")
        return out
    player = state.current
    setup = phase == "setup"
    want = {w.lower() for w in words}
    if setup or not want or want & {"settlement", "settlements"}:
        spots = building.settlement_spots(state, player, setup=setup)
        afford = setup or player.hand.holds(COSTS["settlement"])
        out.lines.append(f"Settlements{'' if afford else ' (not affordable now)'}: "
                         f"{', '.join(state.board.grid.sort(spots)) or 'none'}")
    if setup and state.setup_step % 2 == 1:
        corner = state.setup_settlement
        free = [p for p in state.board.grid.corners[corner].paths if p not in state.road_owner]
        out.lines = [out.lines[0], f"Roads touching {corner}: {', '.join(free)}"]
        return out
    if setup:
        return out
    if not want or want & {"road", "roads"}:
        spots = building.road_spots(state, player)
        afford = player.hand.holds(COSTS["road"])
        out.lines.append(f"Roads{'' if afford else ' (not affordable now)'}: "
                         f"{', '.join(state.board.grid.sort(spots)) or 'none'}")
    if not want or want & {"city", "cities"}:
        afford = player.hand.holds(COSTS["city"])
        out.lines.append(f"Cities{'' if afford else ' (not affordable now)'}: "
                         f"{', '.join(state.board.grid.sort(player.settlements)) or 'none'}")
    if not want or want & {"play", "cards", "card"}:
        ready = [c for c, n in player.devs.items() if c != "victory_point" and n - player.bought_now[c] > 0]
        text = "one per turn, already played" if state.dev_played else (", ".join(ready) or "none")
        out.lines.append(f"Development cards to play: {text}")
    if not want or want & {"maritime", "trade"}:
        rates = trade.rates(state, player)
        out.lines.append("Maritime rates: " + ", ".join(f"{r} {n}:1" for r, n in rates.items()))
    return out
