"""``referee board --svg``: the Aqua Romana position as a picture.

The 11 × 8 squares with their names, the 38 path spaces around them with their
names and master builders, the wells at the corners, the pre-printed corner
curves, every laid tile with its channels as they run, the reservoirs with their
outlets, each aqueduct in its owner's colour (closed ones dashed and capped),
the workers at the open ends of their aqueducts, the podiums with the workers
on them, the reserve, and a legend with the players and their scores.

Every drawn piece carries ``class`` and ``data-*`` attributes naming what it
shows (``data-square``, ``data-space``, ``data-worker`` …), so tests can check
the picture against the replayed state.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterator

from referee.core.i18n import N_, Term, _, counted, joined, terms, translate
from referee.core.svg import FONT, INK, el, label, points, target, text_width, wrap
from referee.core.squaregrid import OPPOSITE, Square
from referee.games.aqua_romana import scoring
from referee.games.aqua_romana.board import Port, end_shown, port_name
from referee.games.aqua_romana.reports import waiting_for
from referee.games.aqua_romana.state import PODIUMS, AquaState, Worker, capacity
from referee.games.aqua_romana.tiles import CORNER_KIND, channels
from referee.games.aqua_romana.vocab import BUILDER_MARK

S = 64.0                 # a square's side
P = 54.0                 # the depth of the builder path around the squares
MARGIN = 20.0
HEADER = 36.0            # the title line, with the reserve at its right
PODIUM_H = 62.0
GAP = 14.0
BOARD = "#c9b58c"        # the board around the squares
PATH = "#e2d3ae"         # a path space
SQUARE = "#f4ecd8"       # an empty square
TILE = "#d9bf8f"         # a laid tile
TILE_EDGE = "#8c6d3f"
WATER = "#bfe3f5"        # a channel that belongs to no aqueduct (a free piece)
WATER_EDGE = "#5e7d8e"
WELL = "#4f8fc0"
WOOD = "#6b4a2f"         # a master builder
GOLD = "#f2b705"         # the joker
PLAYER = {"red": "#d62828", "blue": "#1d5fd1", "yellow": "#ffd60a", "green": "#2a9d4b"}
TINT = {"red": "#f6c9c9", "blue": "#c7d8f6", "yellow": "#fff3b0", "green": "#c4e7cf"}
FALLBACK = "#888888"
TILE_TITLE = {"curve": N_("{square}: curve {rotation}"), "straight": N_("{square}: straight {rotation}"),
              "bridge": N_("{square}: bridge {rotation}"), "double_curve": N_("{square}: double curve {rotation}"),
              "corner": N_("{square}: the pre-printed corner curve {rotation}")}
BUILDER_TITLE = {"curve": N_("master builder: curve"), "straight": N_("master builder: straight"),
                 "bridge": N_("master builder: bridge"), "double_curve": N_("master builder: double curve"),
                 "joker": N_("master builder: joker")}
WORKER_TITLE = {"open": N_("{worker} ({player}): open, end {end}, value {value}"),
                "closed": N_("{worker} ({player}): closed, end {end}, value {value}")}


def paint(color: str) -> str:
    return PLAYER.get(color, FALLBACK)


def text_on(color: str) -> str:
    """Ink that reads on a disc of ``color``."""
    return INK if color == "yellow" else "#ffffff"


def short(worker: str) -> str:
    """``red1`` → ``R1``, as on the ASCII board."""
    return worker[0].upper() + worker[-1]


# --- where the aqueducts run ----------------------------------------------------------------

def walk(state: AquaState, start: Port, steps: int) -> Iterator[tuple[Square, frozenset[str], Port]]:
    """The first ``steps`` traversals of the aqueduct from ``start``: (square, channel, port reached)."""
    grid = state.board.grid
    s, e = start
    for _ in range(steps):
        t = grid.neighbour(s, e)
        back = OPPOSITE[e]
        nxt = state.links[t][back]
        s, e = t, nxt
        yield t, frozenset((back, nxt)), (s, e)


def extent(state: AquaState, w: Worker) -> int:
    """How many traversals belong to the worker's aqueduct: all while it is open, its scored value once closed
    (a tile laid later in front of a voluntarily closed end does not lengthen it)."""
    value = state.traces[w.name].value
    return value if w.status == "open" else min(w.value, value)


def aqueducts(state: AquaState) -> tuple[dict[tuple[Square, frozenset[str]], Worker], dict[str, Port]]:
    """Channel → the worker whose aqueduct runs through it, and worker → the port his aqueduct ends at."""
    owner: dict[tuple[Square, frozenset[str]], Worker] = {}
    ends: dict[str, Port] = {}
    for w in state.workers.values():
        end = w.outlet
        for square, channel, end in walk(state, w.outlet, extent(state, w)):
            owner[(square, channel)] = w
        ends[w.name] = end
    return owner, ends


# --- the layout -------------------------------------------------------------------------------

class Picture:
    """Where everything goes."""

    def __init__(self, state: AquaState):
        self.state = state
        self.grid = state.board.grid
        self.width = 2 * MARGIN + 2 * P + self.grid.width * S
        self.podium_top = MARGIN + HEADER
        self.board_top = self.podium_top + PODIUM_H + GAP
        self.left = MARGIN + P                     # the squares' left edge
        self.top = self.board_top + P              # the squares' top edge
        self.board_height = 2 * P + self.grid.height * S
        self.legend_top = self.board_top + self.board_height + GAP
        self.legend, self.legend_height = legend_layout(state, self.width)
        self.height = self.legend_top + self.legend_height

    def cell(self, square: Square) -> tuple[float, float]:
        """The square's top-left corner."""
        c, r = square
        return self.left + (c - 1) * S, self.top + (r - 1) * S

    def edge_mid(self, square: Square, edge: str, inset: float = 0.0) -> tuple[float, float]:
        """The middle of the square's ``edge``, moved ``inset`` towards the square's centre."""
        x, y = self.cell(square)
        return {"N": (x + S / 2, y + inset), "S": (x + S / 2, y + S - inset),
                "W": (x + inset, y + S / 2), "E": (x + S - inset, y + S / 2)}[edge]

    def space(self, index: int) -> tuple[float, float, float, float, str]:
        """A path space's box (x, y, width, height) and the side of the board it is on."""
        name = self.grid.track[index]
        side, n = name[0], int(name[1:])
        if side == "N":
            return self.left + (n - 1) * S, self.board_top, S, P, side
        if side == "S":
            return self.left + (n - 1) * S, self.top + self.grid.height * S, S, P, side
        if side == "W":
            return MARGIN, self.top + (n - 1) * S, P, S, side
        return self.left + self.grid.width * S, self.top + (n - 1) * S, P, S, side


def channel_path(pic: Picture, square: Square, a: str, b: str) -> str:
    """SVG path data for a channel from edge ``a`` to edge ``b``: a straight line or a quarter circle."""
    x1, y1 = pic.edge_mid(square, a)
    x2, y2 = pic.edge_mid(square, b)
    if OPPOSITE[a] == b:
        return f"M {x1:.1f} {y1:.1f} L {x2:.1f} {y2:.1f}"
    x, y = pic.cell(square)
    cx = x + S if "E" in (a, b) else x            # the arc's centre: the corner the two edges share
    cy = y if "N" in (a, b) else y + S
    cross = (x1 - cx) * (y2 - cy) - (y1 - cy) * (x2 - cx)
    return f"M {x1:.1f} {y1:.1f} A {S / 2:.1f} {S / 2:.1f} 0 0 {1 if cross > 0 else 0} {x2:.1f} {y2:.1f}"


# --- drawing ----------------------------------------------------------------------------------

def draw_frame(pic: Picture, root: ET.Element) -> None:
    el(root, "rect", x=0, y=0, width=pic.width, height=pic.height, fill="#faf6ec")
    el(root, "rect", x=MARGIN, y=pic.board_top, width=pic.width - 2 * MARGIN, height=pic.board_height,
       fill=BOARD, stroke=TILE_EDGE, stroke_width=2, rx=6)


def draw_squares(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="squares")
    for sq in pic.grid.squares:
        x, y = pic.cell(sq)
        name = pic.grid.name(sq)
        el(layer, "rect", x=x, y=y, width=S, height=S, fill=SQUARE, stroke="#b8a272", stroke_width=1,
           class_="square", data_square=name)


def draw_square_names(pic: Picture, root: ET.Element) -> None:
    """On top of everything on the squares, in the top-left corner, where no channel runs."""
    layer = el(root, "g", id="square-names")
    for sq in pic.grid.squares:
        x, y = pic.cell(sq)
        name = pic.grid.name(sq)
        label(layer, x + 3.5, y + 12.5, name, 10.5, text_anchor="start", fill="#5a4526", class_="square-name",
              data_square=name)


def draw_reservoirs(pic: Picture, root: ET.Element) -> None:
    state = pic.state
    layer = el(root, "g", id="reservoirs")
    for res in state.board.reservoirs:
        (x1, y1), (x2, y2) = (pic.cell(sq) for sq in res.squares)
        x, y = min(x1, x2), min(y1, y2)
        w, h = max(x1, x2) + S - x, max(y1, y2) + S - y
        owner = state.players[res.seat - 1]
        names = " ".join(pic.grid.name(sq) for sq in res.squares)
        group = el(layer, "g", class_="reservoir", data_color=res.color, data_player=owner.name, data_squares=names)
        el(group, "title", _("{player}'s {colour} reservoir on {squares}", player=owner.name,
                             colour=Term("aqua colour", res.color), squares=names))
        el(group, "rect", x=x + 3, y=y + 3, width=w - 6, height=h - 6, rx=8, fill=TINT.get(res.color, "#dddddd"),
           stroke=paint(res.color), stroke_width=4)
        cx, cy = x + w / 2, y + h / 2
        turn = {"transform": f"rotate(-90 {cx:.1f} {cy:.1f})"} if h > w else {}   # clear of the square names
        label(group, cx, cy + 4, owner.name, 12, class_="reservoir-owner", **turn)
        for n, (sq, edge) in enumerate(res.outlets, 1):
            draw_outlet(pic, group, sq, edge, res.color, f"{res.color}{n}")


def draw_outlet(pic: Picture, group: ET.Element, sq: Square, edge: str, color: str, worker: str) -> None:
    """A spout across the reservoir's edge, in the reservoir's colour."""
    mx, my = pic.edge_mid(sq, edge)
    long_, wide, out = 16.0, 14.0, 5.0                 # ``out`` of its length pokes out of the reservoir
    if edge in "NS":
        x, y, w, h = mx - wide / 2, my - (out if edge == "N" else long_ - out), wide, long_
    else:
        x, y, w, h = mx - (out if edge == "W" else long_ - out), my - wide / 2, long_, wide
    spout = el(group, "rect", x=x, y=y, width=w, height=h, rx=3, fill=paint(color), stroke=INK, stroke_width=2,
               class_="outlet", data_port=port_name((sq, edge)), data_worker=worker, data_color=color)
    el(spout, "title", _("outlet {outlet}: {worker}'s aqueduct starts here", outlet=end_shown((sq, edge)),
                         worker=worker))


def draw_channel(group: ET.Element, d: str, w: Worker | None, closed: bool, **attrs) -> None:
    """A channel: a dark casing, the water (the owner's colour, or pale blue for a free piece), and white dashes
    along a closed aqueduct."""
    color = paint(w.color) if w else WATER
    el(group, "path", d=d, fill="none", stroke=INK if w else WATER_EDGE, stroke_width=14, stroke_linecap="butt")
    el(group, "path", d=d, fill="none", stroke=color, stroke_width=8, stroke_linecap="butt", **attrs)
    if closed:
        el(group, "path", d=d, fill="none", stroke="#ffffff", stroke_width=2, stroke_dasharray="5 4",
           class_="closed-mark")


def draw_tiles(pic: Picture, root: ET.Element, owner: dict) -> None:
    state = pic.state
    layer = el(root, "g", id="tiles")
    for sq in pic.grid.squares:
        if sq not in state.tiles:
            continue
        kind, rotation = state.tiles[sq]
        name = pic.grid.name(sq)
        x, y = pic.cell(sq)
        corner = kind == CORNER_KIND
        group = el(layer, "g", class_="corner-curve" if corner else "tile", data_square=name, data_kind=kind,
                   data_rotation=rotation)
        el(group, "title", translate(TILE_TITLE[kind]).format(square=name, rotation=Term("rotation", rotation)))
        if corner:
            el(group, "rect", x=x + 3, y=y + 3, width=S - 6, height=S - 6, fill="none", stroke=TILE_EDGE,
               stroke_width=1.5, stroke_dasharray="4 3")
        else:
            el(group, "rect", x=x + 2, y=y + 2, width=S - 4, height=S - 4, rx=4, fill=TILE, stroke=TILE_EDGE,
               stroke_width=2)
        pairs = channels(rotation)
        if kind == "bridge":                        # the east-west channel runs under the north-south one
            pairs = tuple(sorted(pairs, key=lambda p: p[0] in "NS"))
        for a, b in pairs:
            w = owner.get((sq, frozenset((a, b))))
            closed = bool(w) and w.status != "open"
            if kind == "bridge" and a in "NS":
                mx = x + S / 2                      # the deck hides the channel below, between the parapets
                el(group, "rect", x=mx - 10, y=y + S * 0.22, width=20, height=S * 0.56, fill=TILE)
                for side in (-1, 1):
                    el(group, "line", x1=mx + side * 10, y1=y + S * 0.22, x2=mx + side * 10, y2=y + S * 0.78,
                       stroke=INK, stroke_width=3, stroke_linecap="round")
            classes = "channel" + (" closed" if closed else "") + (" free" if not w else "")
            draw_channel(group, channel_path(pic, sq, a, b), w, closed, class_=classes, data_channel=a + b,
                         data_worker=w.name if w else "", data_player=state.owner(w).name if w else "")


def draw_ends(pic: Picture, root: ET.Element, ends: dict[str, Port]) -> None:
    """A bar across the end of each closed aqueduct."""
    state = pic.state
    layer = el(root, "g", id="closed-ends")
    for w in state.workers.values():
        if w.status == "open":
            continue
        sq, edge = ends[w.name]
        mx, my = pic.edge_mid(sq, edge, 3)
        half = S * 0.22
        x1, y1, x2, y2 = (mx - half, my, mx + half, my) if edge in "NS" else (mx, my - half, mx, my + half)
        bar = el(layer, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=INK, stroke_width=6, stroke_linecap="round",
                 class_="closed-end", data_worker=w.name, data_port=port_name((sq, edge)))
        how = Term("aqua closing", w.how) if w.how else _("closed")
        el(bar, "title", _("{worker}'s aqueduct, closed ({how}), worth {value}", worker=w.name, how=how,
                           value=w.value))


def worker_spot(pic: Picture, w: Worker) -> tuple[float, float]:
    """Where a worker on the board stands: at the open end of his aqueduct, near the edge so that two ends in one
    square keep apart; a north end a little lower, clear of the square's name."""
    sq, edge = pic.state.traces[w.name].end
    return pic.edge_mid(sq, edge, 16 if edge == "N" else 13)


def draw_workers(pic: Picture, root: ET.Element) -> None:
    """Each worker still on the board at his aqueduct's end; an arrow into the square the next tile goes on."""
    state = pic.state
    layer = el(root, "g", id="workers")
    for w in state.workers.values():
        if w.status == "out":
            continue
        tr = state.traces[w.name]
        sq, edge = tr.end
        x, y = worker_spot(pic, w)
        group = el(layer, "g", class_="worker" + (" closed" if w.status != "open" else ""), data_worker=w.name,
                   data_square=pic.grid.name(sq), data_edge=edge, data_player=state.owner(w).name,
                   data_color=w.color)
        el(group, "title", translate(WORKER_TITLE[w.status]).format(worker=w.name, player=state.owner(w).name,
                             end=end_shown(tr.end), value=tr.value))
        if w.status == "open" and tr.front:
            mx, my = pic.edge_mid(sq, edge)
            dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[edge]
            tip = (mx + dx * 14, my + dy * 14)
            base = [(mx + dx * 3 + dy * 8, my + dy * 3 + dx * 8), (mx + dx * 3 - dy * 8, my + dy * 3 - dx * 8)]
            el(group, "polygon", points=points([tip, *base]), fill=paint(w.color), stroke=INK, stroke_width=1.5,
               class_="open-end")
        el(group, "circle", cx=x, cy=y, r=11, fill=paint(w.color), stroke=INK, stroke_width=2.5)
        el(group, "text", short(w.name), x=x, y=y + 3.5, font_size=10, font_weight="bold", text_anchor="middle",
           font_family=FONT, fill=text_on(w.color))


def draw_path(pic: Picture, root: ET.Element) -> None:
    state = pic.state
    layer = el(root, "g", id="path")
    for index, name in enumerate(pic.grid.track):
        x, y, w, h, side = pic.space(index)
        group = el(layer, "g", class_="path-space", data_space=name)
        el(group, "rect", x=x + 1.5, y=y + 1.5, width=w - 3, height=h - 3, rx=4, fill=PATH, stroke="#9c8555",
           stroke_width=1)
        # the name on the outer side, the builder on the inner side (next to the squares)
        if side == "N":
            nx, ny, bx, by = x + w / 2, y + 15, x + w / 2, y + h - 19
        elif side == "S":
            nx, ny, bx, by = x + w / 2, y + h - 6, x + w / 2, y + 19
        else:
            nx, ny, bx, by = x + w / 2, y + 15, x + w / 2, y + h / 2 + 9
        label(group, nx, ny, name, 12, class_="space-name", data_space=name)
        kind = state.path.get(index)
        if kind:
            draw_builder(layer, bx, by, kind, "builder", data_space=name)


def draw_builder(parent: ET.Element, x: float, y: float, kind: str, cls: str, **attrs) -> ET.Element:
    """A master builder: a wooden disc with the kind's letter; the joker a golden star."""
    joker = kind == "joker"
    group = el(parent, "g", class_=cls + (" joker" if joker else ""), data_kind=kind, **attrs)
    el(group, "title", translate(BUILDER_TITLE[kind]))
    if joker:
        star = [(x + (14 if i % 2 == 0 else 7) * math.cos(math.radians(-90 + 36 * i)),
                 y + (14 if i % 2 == 0 else 7) * math.sin(math.radians(-90 + 36 * i))) for i in range(10)]
        el(group, "polygon", points=points(star), fill=GOLD, stroke=INK, stroke_width=1.5, stroke_linejoin="round")
        el(group, "text", "J", x=x, y=y + 4.5, font_size=11, font_weight="bold", text_anchor="middle",
           font_family=FONT, fill=INK)
    else:
        el(group, "circle", cx=x, cy=y, r=13, fill=WOOD, stroke=INK, stroke_width=1.5)
        el(group, "text", BUILDER_MARK[kind], x=x, y=y + 5, font_size=14, font_weight="bold", text_anchor="middle",
           font_family=FONT, fill="#ffffff")
    return group


def draw_wells(pic: Picture, root: ET.Element) -> None:
    layer = el(root, "g", id="wells")
    right = pic.left + pic.grid.width * S
    bottom = pic.top + pic.grid.height * S
    for corner, x, y in (("NW", MARGIN, pic.board_top), ("NE", right, pic.board_top), ("SE", right, bottom),
                         ("SW", MARGIN, bottom)):
        cx, cy = x + P / 2, y + P / 2
        group = el(layer, "g", class_="well", data_corner=corner)
        el(group, "title", _("the {corner} well: a builder that passes it brings an extra tile",
                             corner=Term("rotation", corner)))
        el(group, "circle", cx=cx, cy=cy, r=P / 2 - 6, fill="#8c8c8c", stroke=INK, stroke_width=1.5)
        el(group, "circle", cx=cx, cy=cy, r=P / 2 - 12, fill=WELL, stroke="#2d5f86", stroke_width=1.5)
        label(group, cx, cy + 4, _("well"), 10)


def draw_podiums(pic: Picture, root: ET.Element) -> None:
    state = pic.state
    layer = el(root, "g", id="podiums")
    units = sum(capacity(p) for p in PODIUMS)
    unit = (pic.width - 2 * MARGIN) / units
    x, top = MARGIN, pic.podium_top
    for p in PODIUMS:
        w = unit * capacity(p)
        group = el(layer, "g", class_="podium", data_podium=p, data_capacity=capacity(p))
        el(group, "rect", x=x + 1, y=top, width=w - 2, height=PODIUM_H, rx=4, fill="#e8dcc0", stroke=TILE_EDGE,
           stroke_width=1.5)
        label(group, x + w / 2, top + 15, str(p), 13)
        for i, name in enumerate(state.podiums[p]):
            worker = state.workers[name]
            cx, cy = x + unit * (i + 0.5), top + 40
            disc = el(group, "g", class_="podium-worker", data_worker=name, data_podium=p,
                      data_player=state.owner(worker).name, data_color=worker.color)
            owner = state.owner(worker).name
            el(disc, "title", _("{worker} ({player}) on podium {podium}, bonus +{bonus}", worker=name, player=owner,
                                podium=p, bonus=state.bonus[name]) if name in state.bonus else
               _("{worker} ({player}) on podium {podium}", worker=name, player=owner, podium=p))
            el(disc, "circle", cx=cx, cy=cy, r=min(13.0, unit / 2 - 3), fill=paint(worker.color), stroke=INK,
               stroke_width=2)
            el(disc, "text", short(name), x=cx, y=cy + 4, font_size=10, font_weight="bold", text_anchor="middle",
               font_family=FONT, fill=text_on(worker.color))
        x += w


def draw_header(pic: Picture, root: ET.Element) -> None:
    """The title at the left, the reserve's five places at the top right (AQUA-SETUP-2)."""
    state = pic.state
    slot = 32.0
    right = pic.width - MARGIN
    left = right - 5 * slot
    heading = _("{title} — turn {turn}", title=state.setup.title or "Aqua Romana", turn=state.turn)
    reserve = _("Reserve")
    room = left - 8 - text_width(reserve, 13, True) - 16 - MARGIN          # clear of the word "Reserve"
    lines = [heading] if text_width(heading, 17, True) <= room else wrap(heading, room, 13, True)
    size = 17 if len(lines) == 1 else 13
    if len(lines) > 2:                                  # a very long title: two lines, the second as small as it needs
        lines = [lines[0], " ".join(lines[1:])]
    for n, line in enumerate(lines):
        el(root, "text", line, x=MARGIN, y=MARGIN + (16 if len(lines) == 1 else 10 + 16 * n),
           font_size=min(size, size * room / text_width(line, size, True)), font_weight="bold", font_family=FONT,
           fill=INK, class_="heading")
    layer = el(root, "g", id="reserve", class_="reserve")
    el(layer, "text", reserve, x=left - 8, y=MARGIN + 16, font_size=13, font_weight="bold", text_anchor="end",
       font_family=FONT, fill=INK)
    for i in range(5):
        cx, cy = left + slot * (i + 0.5), MARGIN + 11
        el(layer, "circle", cx=cx, cy=cy, r=14.5, fill="none", stroke="#9c8555", stroke_width=1,
           stroke_dasharray="3 2")
        if i < len(state.reserve):
            draw_builder(layer, cx, cy, state.reserve[i], "reserve-builder")


def legend_lines(state: AquaState) -> list[tuple[str, str, object]]:
    """What the legend says, as (kind, text, player or None): the turn, one entry per player, the key."""
    out: list[tuple[str, str, object]] = [("title", _("Turn {turn}: {waiting}.", turn=state.turn,
                                                       waiting=waiting_for(state)), None)]
    for p in state.players:
        b = scoring.breakdown(state, p.seat)
        colors = p.color.split("+")
        mine = [w for w in state.workers.values() if w.seat == p.seat]
        on_board = [w.name for w in mine if w.status != "out"]
        podiums = sorted((w.podium for w in mine if w.podium), reverse=True)
        aside = [w.name for w in mine if w.status == "out" and not w.podium]
        parts = [_("{player} ({colours}): {total} = {podium} on podiums + {bonus} bonus", player=p.name,
                   colours=joined(Term("aqua colour", c) for c in colors),
                   total=counted(b["total"], "unit", "point", "points"), podium=b["podium_points"],
                   bonus=b["bonus"]),
                 _("podiums {podiums}", podiums=", ".join(map(str, podiums)) if podiums else "-"),
                 _("on the board {workers}", workers=", ".join(on_board) if on_board else "-")]
        if aside:
            parts.append(_("set aside {workers}", workers=", ".join(aside)))
        if p.held:
            parts.append(_("reserve builders to place: {builders}", builders=terms("builder", p.held)))
        if p.name in state.winners:
            parts.append(_("WINNER"))
        out.append(("player", " · ".join(parts), p))
    out += [("key", line, None) for line in (
        _("Squares A1 (top left) … K8 (bottom right); path spaces N1–N11 above, E1–E8 right, S1–S11 below, "
          "W1–W8 left."),
        _("Master builders: C curve, S straight, B bridge, D double curve; the golden star J is the joker. "
          "Wells at the corners."),
        _("Channels in a player's colour are that player's aqueducts; pale blue = a free piece nobody's aqueduct "
          "reaches."),
        _("A disc is a worker (R1 = red1) at the open end of his aqueduct; its arrow points where the next tile "
          "goes."),
        _("A closed aqueduct has white dashes along its channels and a bar across its end."),
        _("Dashed squares in the corners are the pre-printed curves; a bridge's north–south channel passes over."),
        _("Tiles left: curve {curve}, straight {straight}, bridge {bridge}, double curve {double_curve}.",
          **state.supply))]
    return out


LEGEND_STYLE = {"title": (14, True, 20), "player": (13, False, 18), "key": (12, False, 17)}   # size, bold, leading


def legend_layout(state: AquaState, width: float) -> tuple[list[tuple[str, list[str], object]], float]:
    """The legend's entries wrapped to ``width``, and its height."""
    entries, height = [], 12.0
    for kind, text, player in legend_lines(state):
        size, bold, leading = LEGEND_STYLE[kind]
        indent = 14 + 20 * len(player.color.split("+")) if player else 0
        lines = wrap(text, width - 2 * MARGIN - indent, size, bold)
        entries.append((kind, lines, player))
        height += leading * len(lines) + (6 if kind != "key" else 0)
    return entries, height + 22


def draw_legend(pic: Picture, root: ET.Element) -> list[tuple[str, float, float]]:
    """The legend; returns each player's entry (name, top, bottom) for its tap target."""
    layer = el(root, "g", id="legend", font_family=FONT, fill=INK)
    rows = []
    y = pic.legend_top + 4
    first_key = True
    for kind, lines, player in pic.legend:
        size, bold, leading = LEGEND_STYLE[kind]
        indent = 0.0
        if kind != "key" or first_key:
            y += 6
        first_key = first_key and kind != "key"
        if player:
            colors = player.color.split("+")
            indent = 14 + 20 * len(colors)
            for i, c in enumerate(colors):
                el(layer, "circle", cx=MARGIN + 9 + 20 * i, cy=y + leading - 5, r=8, fill=paint(c), stroke=INK,
                   stroke_width=1.5)
        attrs = {"class_": f"legend-{kind}"}
        if player:
            b = scoring.breakdown(pic.state, player.seat)
            attrs.update(data_player=player.name, data_total=b["total"])
        group = el(layer, "g", font_size=size, font_weight="bold" if bold else "normal", **attrs)
        if player:
            rows.append((player.name, y + 4, y + leading * len(lines) + 5))
        for line in lines:
            y += leading
            el(group, "text", line, x=MARGIN + indent, y=y)
    return rows


def draw_targets(pic: Picture, root: ET.Element, rows: list[tuple[str, float, float]]) -> None:
    """What a tap names (``referee serve``): every square (``square``) and path space (``space``) — E1–E8 name both,
    the kind tells them apart — the workers on the board, and the players."""
    layer = el(root, "g", id="targets")
    for sq in pic.grid.squares:
        x, y = pic.cell(sq)
        target(layer, "square", pic.grid.name(sq), "rect", x=x, y=y, width=S, height=S)
    for index, name in enumerate(pic.grid.track):
        x, y, w, h, _side = pic.space(index)
        target(layer, "space", name, "rect", x=x, y=y, width=w, height=h)
    state = pic.state
    for w in state.workers.values():
        if w.status != "out":
            x, y = worker_spot(pic, w)
            target(layer, "worker", w.name, "circle", cx=x, cy=y, r=13)
    for name, top, bottom in rows:
        target(layer, "player", name, "rect", x=MARGIN / 2, y=top, width=pic.width - MARGIN, height=bottom - top)


def board_svg(state: AquaState) -> str:
    """The whole picture as an SVG document."""
    pic = Picture(state)
    owner, ends = aqueducts(state)
    root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                              "width": f"{pic.width:.0f}", "height": f"{pic.height:.0f}",
                              "viewBox": f"0 0 {pic.width:.0f} {pic.height:.0f}"})
    el(root, "title", _("{title} — turn {turn}", title=state.setup.title or "Aqua Romana", turn=state.turn))
    draw_frame(pic, root)
    draw_header(pic, root)
    draw_podiums(pic, root)
    draw_path(pic, root)
    draw_wells(pic, root)
    draw_squares(pic, root)
    draw_reservoirs(pic, root)
    draw_tiles(pic, root, owner)
    draw_ends(pic, root, ends)
    draw_square_names(pic, root)
    draw_workers(pic, root)
    draw_targets(pic, root, draw_legend(pic, root))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
