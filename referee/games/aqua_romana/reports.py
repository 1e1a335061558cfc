"""What people read: the ASCII board, status, score, hints and the ``check --json`` summary."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.game import Outcome
from referee.core.i18n import Term, _, listing
from referee.games.aqua_romana import scoring, turns, wells
from referee.games.aqua_romana.board import board_warnings, end_shown, port_name
from referee.games.aqua_romana.building import (builders_in_sight, can_build, in_sight, space_name, square_name, square_text,
                                                stands_on, usable_workers)
from referee.games.aqua_romana.notation import worker_name
from referee.games.aqua_romana.state import AquaState, Worker
from referee.games.aqua_romana.tiles import CORNER_KIND, ROTATIONS, channels, shown
from referee.games.aqua_romana.vocab import BUILDER_MARK, TILE_KINDS, names, typed

CELL_W = 7


# --- words -------------------------------------------------------------------------

def waiting_for(state: AquaState) -> str:
    who = state.current.name
    stage = state.stage
    if stage == "over":
        winners = _(" and ").join(state.winners)
        if len(state.winners) == 1:
            return _("game over: {winner} won", winner=winners)
        return _("game over: {winner} share the win", winner=winners)
    if stage == "setup":
        left = listing(_("{count} {builder}", count=n, builder=Term("builder", k)) for k, n in state.pool.items() if n)
        return _("set-up: {player} places a builder on the path ({left} left)", player=state.setup_placer().name,
                 left=left)
    if stage == "reserve":
        held = listing(names("builder", state.current.held))
        if len(state.current.held) > 1:
            return _("{player} first places the reserve builders taken ({builders}) on free path spaces "
                     "(place-builder KIND SPACE)", player=who, builders=held)
        return _("{player} first places the reserve builder taken ({builders}) on free path spaces "
                 "(place-builder KIND SPACE)", player=who, builders=held)
    if stage == "build":
        if can_build(state, usable_workers(state, state.current)):
            return _("{player} lays a tile (referee hints shows where)", player=who)
        return _("{player} has no legal build: {player} moves any builder on (pass SPACE)", player=who)
    if stage == "well":
        return _("{player} lays the well's extra {kinds} tile (well KIND SQUARE ROTATION)", player=who,
                 kinds=_(" or ").join(names("tile kind", wells.kinds(state))))
    if stage == "close":
        mine = listing(w.name for w in state.open_workers(state.current))
        after = turns.finished(state)
        then = (_("then the game ends") if after.over
                else _("otherwise the game goes on: {next}", next=waiting_for(after)))
        return _("{player} may close one of {player}'s own aqueducts ({workers}) or close none; {then}", player=who,
                 workers=mine, then=then)
    name, count = state.takes[0]
    if count > 1:
        return _("{player} takes {count} builders from the reserve ({builders})", player=name, count=count,
                 builders=listing(names("builder", state.reserve)))
    return _("{player} takes {count} builder from the reserve ({builders})", player=name, count=count,
             builders=listing(names("builder", state.reserve)))


def _end(state: AquaState, w: Worker) -> str:
    return end_shown(state.traces[w.name].end)


def _where(state: AquaState, w: Worker) -> str:
    if w.status == "open":
        return _("open, end {end}", end=_end(state, w))
    if w.status == "closed":
        return _("closed ({how}), scored at the end of the turn", how=Term("aqua closing", w.how))
    if w.podium:
        return _("podium {podium}", podium=w.podium)
    if w.how == "start":
        return _("set aside, 0 points (outlet closed at the start)")
    return _("set aside, 0 points")


def summary(state: AquaState) -> dict:
    """DESIGN.md §4's keys, with Aqua Romana's player fields."""
    g = state.board.grid
    players = []
    for p in state.players:
        b = scoring.breakdown(state, p.seat)
        entry = {
            "name": p.name,
            "color": p.color,
            "workers": [{"worker": w.name, "status": w.status,
                         "end": _end(state, w) if w.status == "open" else None,
                         "value": state.traces[w.name].value if w.status == "open" else w.value,
                         "podium": w.podium} for w in state.workers.values() if w.seat == p.seat],
            "reserve_builders": list(p.held),
            "podium_points": b["podium_points"],
            "bonus": b["bonus"],
            "total": b["total"],
            "score": b,
        }
        players.append(entry)
    actor = state.to_act()
    return {"turn": state.turn, "current_player": actor.name if actor else None, "phase": state.stage,
            "winner": state.winner,
            "tiles_left": dict(state.supply),
            "builders": {g.track[s]: k for s, k in sorted(state.path.items())},
            "reserve": list(state.reserve),
            "podiums": {str(p): list(ws) for p, ws in state.podiums.items() if ws},
            "players": players}


def status(state: AquaState) -> Outcome:
    out = Outcome()
    out.lines.append(_("Turn {turn} · {phase} · waiting for: {waiting}", turn=state.turn,
                       phase=Term("aqua phase", state.stage), waiting=waiting_for(state)))
    rows = []
    actor = state.to_act()
    for p in state.players:
        b = scoring.breakdown(state, p.seat)
        on_board = [w.name for w in state.workers.values() if w.seat == p.seat and w.status == "open"]
        podiums = [f"{w.podium}" for w in state.workers.values() if w.seat == p.seat and w.podium]
        mark = "▶ " if actor is p else ""
        rows.append([mark + p.name, str(Term("aqua colour", p.color)), listing(on_board, "-"), listing(podiums, "-"),
                     listing(names("builder", p.held), "-"), b["podium_points"], b["bonus"], b["total"]])
    out.tables.append((_("Players"), [_("player"), _("colour"), _("workers on the board"), _("podiums"),
                                      _("reserve builders"), _("podium points"), _("bonus"), _("total")], rows))
    wrows = []
    for w in state.workers.values():
        value = state.traces[w.name].value if w.status == "open" else w.value
        sees = listing(space_name(state, s) for s in in_sight(state, w)) if w.status == "open" else "-"
        wrows.append([w.name, state.owner(w).name, _where(state, w), value, sees])
    out.tables.append((_("Workers"), [_("worker"), _("player"), _("where"), _("value"), _("sees")], wrows))
    path = listing(f"{space_name(state, s)} {Term('builder', k):short}" for s, k in sorted(state.path.items()))
    out.lines.append(_("Builders on the path: {path}.", path=path))
    out.lines.append(_("Reserve: {reserve}. Tiles left: {tiles}.",
                       reserve=listing(names("builder", state.reserve), _("empty")),
                       tiles=listing(_("{tile} {count}", tile=Term("tile kind", k), count=n) for k, n in state.supply.items())))
    taken = [f"{p}: {', '.join(ws)}" for p, ws in sorted(state.podiums.items(), reverse=True) if ws]
    out.lines.append(_("Podiums: {podiums}.", podiums=listing(taken, _("all free"))))
    out.warnings.extend(_("{warning}; that aqueduct is closed at once with 0 points.", warning=w) for w in
                        board_warnings(state.board))
    return out


def score(state: AquaState) -> Outcome:
    out = Outcome()
    title = (_("Final score") if state.over
             else _("Podium points after turn {turn} (bonuses come at the end)", turn=state.turn))
    out.tables.append((title, scoring.score_headers(), scoring.score_rows(state)))
    if state.over:
        out.lines.append(_("Winner: {winner}.", winner=_(" and ").join(state.winners)))
    return out


# --- the board --------------------------------------------------------------------

def _cell(state: AquaState, sq) -> list[str]:
    """Three lines of seven characters: channel stubs on the edges, the tile in the middle."""
    rows = [[" "] * CELL_W for _ in range(3)]
    mid = CELL_W // 2
    if sq in state.board.reservoir_at:
        res = state.board.reservoirs[state.board.reservoir_at[sq]]
        rows[1][2:5] = f"[{res.color[0].upper()}]"
        for (osq, edge) in res.outlets:
            if osq == sq:
                _stub(rows, edge, "=" if edge in "EW" else "‖")
    elif sq in state.tiles:
        kind, rotation = state.tiles[sq]
        for a, b in channels(rotation):
            _stub(rows, a, "|" if a in "NS" else "-")
            _stub(rows, b, "|" if b in "NS" else "-")
        rows[1][mid] = _centre(kind, rotation)
        if kind == CORNER_KIND:
            rows[1][mid - 1], rows[1][mid + 1] = "(", ")"
    else:
        rows[1][mid] = "."
    return ["".join(r) for r in rows]


def _stub(rows: list[list[str]], edge: str, ch: str) -> None:
    mid = CELL_W // 2
    if edge == "N":
        rows[0][mid] = ch
    elif edge == "S":
        rows[2][mid] = ch
    elif edge == "W":
        rows[1][0:2] = [ch, ch]
    else:
        rows[1][CELL_W - 2:CELL_W] = [ch, ch]


def _centre(kind: str, rotation: str) -> str:
    if rotation == "NS":
        return "|"
    if rotation == "EW":
        return "-"
    if kind == "bridge":
        return "#"
    if kind == "double_curve":
        return "%" if rotation == "NE+SW" else "&"
    return {"NE": "\\", "SW": "\\", "NW": "/", "SE": "/"}[rotation]


def _worker_marks(state: AquaState, cells: dict) -> None:
    """A worker's label in the cell corner clockwise after his end's edge (N: top right, E: bottom right …)."""
    where = {"N": (0, CELL_W - 2), "E": (2, CELL_W - 2), "S": (2, 0), "W": (0, 0)}
    for w in state.open_workers():
        sq, edge = state.traces[w.name].end
        rows = [list(r) for r in cells[sq]]
        row, col = where[edge]
        rows[row][col:col + 2] = w.name[0].upper() + w.name[-1]
        cells[sq] = ["".join(r) for r in rows]


def board_text(state: AquaState) -> str:
    """The 11 × 8 squares with tiles, reservoirs, worker ends, the builders on the path and the wells."""
    g = state.board.grid
    cells = {sq: _cell(state, sq) for sq in g.squares}
    _worker_marks(state, cells)

    def builder(name: str) -> str:
        kind = state.path.get(g.track_index[name])
        return BUILDER_MARK[kind] if kind else "."

    pad = " " * 10
    well = f"   {_('well'):<7}"[:10]
    columns = range(1, g.width + 1)
    lines = [pad + "".join(f"{'N' + str(c):^{CELL_W}}" for c in columns),
             well + "".join(f"{builder('N' + str(c)):^{CELL_W}}" for c in columns) + "  " + _("well"),
             pad + "".join(f"{chr(64 + c):^{CELL_W}}" for c in columns)]
    for r in range(1, g.height + 1):
        for i in range(3):
            body = "".join(cells[(c, r)][i] for c in range(1, g.width + 1))
            if i == 1:
                lines.append(f"{'W' + str(r):>3}  {builder('W' + str(r))}  {r} " + body
                             + f" {r}  {builder('E' + str(r))}  E{r}")
            else:
                lines.append(pad + body)
    lines += [well + "".join(f"{builder('S' + str(c)):^{CELL_W}}" for c in columns) + "  " + _("well"),
              pad + "".join(f"{'S' + str(c):^{CELL_W}}" for c in columns), ""]
    who = ", ".join(f"{p.name} {Term('aqua colour', p.color)}" for p in state.players)
    lines += [_("Players: {players}. A worker shows as colour initial + number (R1 = red1) at the end of its "
                "aqueduct.", players=who),
              _("Builders on the path: C curve, S straight, B bridge, D double curve, J joker; wells at the corners."),
              _("Tiles: | - straight, \\ / curve (NE,SW = \\; NW,SE = /), # bridge, % double curve NE+SW, "
                "& double curve NW+SE, (\\) corner curve, [R] reservoir with outlets = ‖.")]
    return "\n".join(line.rstrip() for line in lines)


# --- hints ---------------------------------------------------------------------------

def hints(state: AquaState, words: list[str], answer) -> Outcome:
    """``referee hints [WORKER]``: the legal moves open now (for a worker: every legal placement), in words, from the
    answer to what the referee awaits (``answer``, :mod:`legal`'s); where a worker stands and what it sees come from
    the position."""
    out = Outcome([_("Now: {waiting}.", waiting=waiting_for(state))])
    stage = state.stage
    actor = state.to_act()
    mine = answer.actor(actor.name) if actor else None
    offered = mine.choices if mine else []
    g = state.board.grid
    if stage == "close":
        for c in offered:
            if c.kind == "close" and c.slots:
                for name in c.slot("worker").values:
                    out.lines.append(_("close {worker}: worth {value} now", worker=name,
                                       value=state.traces[name].value))
        if any(c.kind == "close" and not c.slots for c in offered):
            out.lines.append(_("close none: end the turn without closing"))
        return out
    if stage == "setup" or stage == "reserve":
        free = [s for c in offered if c.kind == "place" for s in c.slot("space").values]
        out.lines.append(_("Free path spaces: {spaces}", spaces=listing(free)))
        return out
    if stage == "well":
        free = {g.square(s) for c in offered if c.kind == "well" for s in c.slot("square").values}
        out.lines.append(_("Squares for the extra tile: {squares}",
                           squares=listing(square_name(state, s) for s in sorted(free, key=lambda s: (s[1], s[0])))))
        return out
    if stage == "take":
        kinds = [k for c in offered if c.kind == "take" for k in c.slot("builder").values]
        out.lines.append(_("Reserve: {builders}", builders=listing(names("builder", kinds))))
        return out
    if stage != "build":
        return out
    player = state.current
    chosen = [state.workers[worker_name(state, w)] for w in words] if words else usable_workers(state, player)
    if words and any(w.status != "open" for w in chosen):
        raise NotationError(_("that worker's aqueduct is closed"),
                            _("open: {workers}", workers=listing(w.name for w in state.open_workers(player))))
    usable = {w.name for w in usable_workers(state, player)}
    for w in chosen:
        if w.name not in usable:
            out.lines.append(_("{worker} is {owner}'s worker: {player} cannot build with it now", worker=w.name,
                               owner=state.owner(w).name, player=player.name))
            continue
        target = state.traces[w.name].front
        seen = listing(f"{space_name(state, s)} {Term('builder', state.path[s]):short}"
                       for s in sorted(builders_in_sight(state, w)))
        out.lines.append(_("{worker}: stands on {square}, end {end}; the tile goes on {target}; builders in sight: "
                           "{builders}", worker=w.name, square=square_text(state, stands_on(state, w)),
                           end=_end(state, w), target=square_text(state, target), builders=seen))
        lays = _lays(state, [c for c in offered if c.kind == "lay" and c.event["worker"] == w.name])
        for space, tile, rotation in lays:
            out.lines.append(f"  lay {w.name} {space} {typed(tile)} {shown(rotation)}")
        if not lays:
            out.lines.append("  " + _("no legal build"))
    if not words and any(c.kind == "pass" for c in offered):
        out.lines.append(_("No legal build: pass SPACE moves any builder one space on (AQUA-NOSIGHT-1)."))
    return out


def _lays(state: AquaState, choices) -> list[tuple[str, str, str]]:
    """The builds the ``lay`` choices of one worker offer, one by one: by the builder's path space clockwise, then the
    tile kind, then the rotation."""
    track = state.board.grid.track_index
    lays = [(space, c.event["tile"], rotation) for c in choices for space in c.slot("space").values
            for rotation in c.slot("rotation").values]
    return sorted(lays, key=lambda lay: (track[lay[0]], TILE_KINDS.index(lay[1]), ROTATIONS[lay[1]].index(lay[2])))
