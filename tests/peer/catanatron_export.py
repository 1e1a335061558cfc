"""Export seeded catanatron 3.2.1 bot games as referee Catan events and snapshots.

Public API
----------
``export_game(seed, n_players=4, *, bot="random", max_turns=TURNS_LIMIT, steer=True) -> dict``
    ``{"seed", "players": [{"name": "P0", "color": "red"}, ...], "board",
    "options", "events", "snapshots", "winner", "deviations"}``.
    Players are named P0.. in catanatron's seating order (``state.colors``;
    P0 starts). ``events`` follow DESIGN.md §4 (no ``seq``). ``snapshots``
    hold ``{"after_event": i, "players": [...]}``: ``i`` is the 0-based index
    into ``events`` of each ``end`` plus the last event. ``options`` are the
    catan-base.md §5.13 options that make catanatron's legal play legal for us.
    ``deviations`` are ``{"event": i, "rule", "message"}`` entries where this
    game hits one of the catanatron deviations below (none in 1000 steered
    games: random seeds 1-550, weighted 1-350, 3-player random 1-100).
``export_games(seeds, n_players=4, **kwargs) -> list[dict]``
``board_of(game, names=None) -> dict``: ``{"robber", "hexes", "harbours"}`` in our save shape.
``map_names(catan_map) -> MapNames``: hex, intersection and path names for
    a catanatron map (``.hexes[cube] .intersections[node] .paths[frozenset(edge)]
    .path(edge) .intersection_aliases .path_aliases .path_ends``).
``route_length(roads, blocked) -> int``: the longest-road oracle used for ``deviations``.

Orientation
-----------
catanatron's compass labels agree with our pointy-top picture without any
mirror: cube ``z`` is the row (z = -2 is row 1, north is up), cube ``x``
grows to the east (column a is the smallest x of the row); NodeRef NORTH,
NORTHEAST, SOUTHEAST, SOUTH, SOUTHWEST, NORTHWEST = clock 12, 2, 4, 6, 8, 10;
EdgeRef NORTHEAST, EAST, SOUTHEAST, SOUTHWEST, WEST, NORTHWEST = clock 1, 3,
5, 7, 9, 11. With this mapping the hex adjacency, all 54 intersections and
all 72 paths equal catan-boards.md §2.1–§2.3 (tests/peer/test_export_smoke.py),
and catanatron's 9 fixed port positions are exactly the beginner-en harbour
paths of §3.1 (1a:11 1b:1 2d:1 3e:3 4d:5 5b:5 5a:7 4a:9 2a:9). A mirrored
mapping would also reproduce the adjacency table (the island is symmetric),
but would contradict catanatron's own compass names and put the ports elsewhere.

Steering (``steer=True``, the default)
--------------------------------------
The bot still picks at random, but only among the offered actions that our
rules allow and that catanatron scores correctly: no development card bought
this turn (D1), no one-card Year of Plenty while the bank holds 2+ cards (D6),
no road touching an opponent's building and no Road Building when every
legal path does so (D7), no settlement that splits an opponent's road (D8).
If nothing is left the full list is used and the deviation is recorded.
``steer=False`` plays catanatron's full action set (all deviations recorded).
Actions are always sorted first: catanatron builds several action lists
from sets of str/Enum values, so their order, and thus a bot's choice,
depends on PYTHONHASHSEED. Sorting makes a seed reproducible across processes.

Ways catanatron 3.2.1 differs from our rules (read in its source)
-----------------------------------------------------------------
Paths are relative to site-packages/catanatron/.

D1. A development card can be played the turn it was bought (CATAN-DEV-3):
    ``state_functions.player_can_play_dev`` checks only
    HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN and the count in hand.
D2. Only a Knight may be played before the roll; Road Building, Year of
    Plenty and Monopoly are offered only after it (``models/actions.py``,
    ``generate_playable_actions``). This is stricter than CATAN-DEV-4, so our
    engine never rejects it.
D3. Road Building is offered only while the player holds 1 lumber + 1 brick,
    and each free road likewise (``actions.road_building_possibilities``
    checks ROAD_COST_FREQDECK; used by ``generate_playable_actions`` and in the
    ``is_road_building`` branch). The roads stay free
    (``state.apply_action`` → ``build_road(..., is_free=True)``). Play ends
    after one road when no legal path or no road piece is left
    (``apply_action`` BUILD_ROAD branch), which matches CATAN-DEV-6 [INT].
D4. Discards are chosen by the engine at random: ``apply_action`` DISCARD
    takes ``random.sample(hand, len(hand) // 2)``. Players discard in seat
    order from P0, not from the roller (``apply_action`` ROLL:
    ``discarders.index(True)``). The first check uses ``discard_limit``, later
    ones a hard-coded ``> 7`` (the same with the default limit 7).
D5. No domestic trade at all (``models/enums.py`` ActionType: "TODO: Domestic
    trade"). Maritime trades and builds are offered together in one
    post-roll phase, so trading after building happens (CATAN-TURN-3 → needs
    ``combined_trade_build = true``). A harbour counts as soon as the
    settlement stands (``models/board.py`` ``Board.get_player_port_resources``
    → needs ``harbour_usable_same_turn = true``). One trade gives 4/3/2 cards
    for exactly 1 card. The bank must hold the card asked for
    (``actions.inner_maritime_trade_possibilities``).
D6. Year of Plenty offers one-card takes whenever a particular pair cannot be
    drawn, even if other pairs could (``actions.year_of_plenty_possibilities``,
    the ``else`` branch), so a one-card take can happen while the bank holds
    plenty (CATAN-DEV-7).
D7. Road length ignores the last road piece up to an opponent's building
    when the road was built after that building (CATAN-ROAD-1/2).
    ``Board.build_road`` does not add an enemy-occupied end node to the
    player's component, and ``board.longest_acyclic_path`` never steps into an
    enemy-occupied node (it can only *start* from one that is already in the
    component). So the same layout is counted differently depending on build
    order, and after a cut the recomputed length counts such pieces again
    (``bfs_walk`` puts enemy nodes into the component). Pinned by
    ``test_catanatron_undercounts_a_road_ending_at_an_opponent``.
D8. Longest Road after a cut (CATAN-ROAD-6/7): ``Board.build_settlement``
    recomputes only when the new settlement sits between exactly 2 roads of
    one opponent, then sets ``road_color = max(road_lengths.items())``. The
    card goes to the first player in ``road_lengths`` order (the order of the
    first set-up roads, so the lowest seat) among those tied at the maximum,
    with no 5-road minimum and no return to the bank. A holder who was not
    cut can lose the card to a player tied with him (seed 19, unsteered:
    P1 is cut and P2 at 7 takes the card from P3 at 7). A player can also get
    the card with fewer than 5 roads if nobody held it; that case is read in
    the code and was not seen in the games tried.
    ``state_functions.mantain_longest_road`` then moves the 2 VP.
D9. Winning is checked for every player after every action
    (``game.py`` ``Game.winning_color``, used by ``Game.play``; this exporter
    loops on it the same way). A player given Longest Road by D8 on someone
    else's turn wins at once (CATAN-END-2 says at his own turn). Recorded as
    a CATAN-END-2 deviation (seen: weighted bots, unsteered, seed 50: P2's
    settlement at 4b:4 makes P0 the winner). With several players at 10, the last in seat
    order is named.
D10. In set-up the road branch of ``apply_action`` never calls
    ``mantain_longest_road``, so P*_LONGEST_ROAD_LENGTH stays 0 until the first
    road or settlement built after set-up. Snapshots therefore read
    ``board.road_lengths`` (always current), not player_state.
D11. A Knight that gives Largest Army can end the game before its robber move
    (D9). Likewise the first free road of Road Building can give Longest Road
    and end it. This exporter then plays the pending robber move or road(s),
    so the merged ``play`` event is complete and the winner is the player of
    the last event.

Same as our defaults, noted so the mask does not over-reach: bank shortage
pays nobody that resource on that roll (``state.yield_resources``: per
resource, no sole-player exception → ``shortage_sole_player_gets_rest =
false``). The robber must move to another land hex, the desert is allowed,
and there is always a theft when some adjacent opponent holds a card
(``actions.robber_possibilities``; a victim with no cards cannot be
chosen). Largest Army (``state_functions.mantain_largets_army``): 3 knights,
strictly more to take it over. VP cards count at once in
ACTUAL_VICTORY_POINTS (``buy_dev_card``; CATAN-END-3). The deck, bank and
piece supply are 25 / 19 each / 15-5-4. Second set-up settlement yields.

Other catanatron behaviour: seating is shuffled
(``State.__init__``: ``random.sample(players)``); ``Game(seed=0)`` treats 0
as "no seed" (``seed or random.randrange``), harmless here because the
global ``random`` is seeded first; ``TURNS_LIMIT`` (1000) counts
``state.num_turns``, which set-up hand-overs also advance. ``max_turns``
here counts ``end`` events instead.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Iterable

from catanatron import Color, Game, RandomPlayer
from catanatron.game import TURNS_LIMIT
from catanatron.models.enums import ActionType, DEVELOPMENT_CARDS, RESOURCES, ROAD
from catanatron.models.board import STATIC_GRAPH
from catanatron.models.map import EdgeRef, NodeRef, Port
from catanatron.players.weighted_random import WeightedRandomPlayer

ROW_LENGTHS = (3, 4, 5, 4, 3)

NODE_CLOCK = {
    NodeRef.NORTH: 12,
    NodeRef.NORTHEAST: 2,
    NodeRef.SOUTHEAST: 4,
    NodeRef.SOUTH: 6,
    NodeRef.SOUTHWEST: 8,
    NodeRef.NORTHWEST: 10,
}
EDGE_CLOCK = {
    EdgeRef.NORTHEAST: 1,
    EdgeRef.EAST: 3,
    EdgeRef.SOUTHEAST: 5,
    EdgeRef.SOUTHWEST: 7,
    EdgeRef.WEST: 9,
    EdgeRef.NORTHWEST: 11,
}

RESOURCE = {"WOOD": "lumber", "BRICK": "brick", "SHEEP": "wool", "WHEAT": "grain", "ORE": "ore"}
TERRAIN = {
    "WOOD": "forest",
    "BRICK": "hills",
    "SHEEP": "pasture",
    "WHEAT": "fields",
    "ORE": "mountains",
    None: "desert",
}
DEV_CARD = {
    "KNIGHT": "knight",
    "ROAD_BUILDING": "road_building",
    "YEAR_OF_PLENTY": "year_of_plenty",
    "MONOPOLY": "monopoly",
    "VICTORY_POINT": "victory_point",
}
BOTS = {"random": RandomPlayer, "weighted": WeightedRandomPlayer}
PLAY_CARD = {
    ActionType.PLAY_KNIGHT_CARD: "KNIGHT",
    ActionType.PLAY_ROAD_BUILDING: "ROAD_BUILDING",
    ActionType.PLAY_YEAR_OF_PLENTY: "YEAR_OF_PLENTY",
    ActionType.PLAY_MONOPOLY: "MONOPOLY",
}

# Options of catan-base.md §5.13 under which catanatron's legal play is legal for us.
PEER_OPTIONS = {
    "combined_trade_build": True,  # catanatron mixes maritime trades and builds freely
    "harbour_usable_same_turn": True,  # catanatron uses a harbour the turn it is settled
    "shortage_sole_player_gets_rest": False,  # 3.2.1 pays nobody (state.yield_resources)
}


# ---------------------------------------------------------------- coordinates


def _hex_key(name: str) -> tuple[int, str]:
    return int(name[:-1]), name[-1]


def _alias_key(alias: str) -> tuple[int, str]:
    return _hex_key(alias.split(":")[0])


@dataclass(frozen=True)
class MapNames:
    """Our names for one catanatron map's land hexes, nodes and edges."""

    hexes: dict  # cube coordinate -> "3c"
    intersections: dict  # node id -> canonical intersection "2b:6"
    paths: dict  # frozenset({node, node}) -> canonical path "1a:3"
    intersection_aliases: dict  # canonical -> every alias, canonical first
    path_aliases: dict  # canonical -> every alias, canonical first
    path_ends: dict  # canonical path -> (intersection, intersection), sorted

    def path(self, edge: Iterable[int]) -> str:
        return self.paths[frozenset(edge)]


def hex_names(catan_map) -> dict:
    """Cube coordinate -> hex name: row from cube z (north = -z), column by cube x."""
    rows = defaultdict(list)
    for coordinate in catan_map.land_tiles:
        rows[coordinate[2]].append(coordinate)
    zs = sorted(rows)
    if tuple(len(rows[z]) for z in zs) != ROW_LENGTHS:
        raise ValueError(f"not a base 3-4-5-4-3 map: rows {[len(rows[z]) for z in zs]}")
    names = {}
    for row, z in enumerate(zs, start=1):
        for column, coordinate in enumerate(sorted(rows[z], key=lambda c: c[0])):
            names[coordinate] = f"{row}{'abcde'[column]}"
    return names


def map_names(catan_map) -> MapNames:
    """Build the coordinate translation for a catanatron base map."""
    hexes = hex_names(catan_map)
    node_aliases = defaultdict(list)
    edge_aliases = defaultdict(list)
    for coordinate, tile in catan_map.land_tiles.items():
        name = hexes[coordinate]
        for ref, node in tile.nodes.items():
            node_aliases[node].append(f"{name}:{NODE_CLOCK[ref]}")
        for ref, edge in tile.edges.items():
            edge_aliases[frozenset(edge)].append(f"{name}:{EDGE_CLOCK[ref]}")
    node_aliases = {n: sorted(a, key=_alias_key) for n, a in node_aliases.items()}
    edge_aliases = {e: sorted(a, key=_alias_key) for e, a in edge_aliases.items()}
    intersections = {n: a[0] for n, a in node_aliases.items()}
    paths = {e: a[0] for e, a in edge_aliases.items()}
    path_ends = {
        paths[e]: tuple(sorted((intersections[n] for n in e), key=_name_key))
        for e in paths
    }
    return MapNames(
        hexes=hexes,
        intersections=intersections,
        paths=paths,
        intersection_aliases={a[0]: tuple(a) for a in node_aliases.values()},
        path_aliases={a[0]: tuple(a) for a in edge_aliases.values()},
        path_ends=path_ends,
    )


def _name_key(name: str) -> tuple[int, str, int]:
    hex_name, clock = name.split(":")
    return (*_hex_key(hex_name), int(clock) % 12)


def board_of(game: Game, names: MapNames | None = None) -> dict:
    """The board in our save shape; `robber` is where the robber stands now."""
    catan_map = game.state.board.map
    names = names or map_names(catan_map)
    hexes = {}
    for coordinate, tile in catan_map.land_tiles.items():
        entry = {"terrain": TERRAIN[tile.resource]}
        if tile.number is not None:
            entry["number"] = tile.number
        hexes[names.hexes[coordinate]] = entry
    harbours = []
    for tile in catan_map.tiles.values():
        if isinstance(tile, Port):
            edge = tile.edges[EdgeRef[tile.direction.name]]
            kind = "3:1" if tile.resource is None else RESOURCE[tile.resource]
            harbours.append({"path": names.path(edge), "kind": kind})
    return {
        "robber": names.hexes[game.state.board.robber_coordinate],
        "hexes": dict(sorted(hexes.items(), key=lambda item: _hex_key(item[0]))),
        "harbours": sorted(harbours, key=lambda h: _name_key(h["path"])),
    }


# ---------------------------------------------------------------- state reading


def _ps(state, color, field):
    return state.player_state[f"P{state.color_to_index[color]}_{field}"]


def _hand(player_state, index) -> Counter:
    return Counter({r: player_state[f"P{index}_{r}_IN_HAND"] for r in RESOURCES})


def _dev_hand(player_state, index) -> Counter:
    return Counter({d: player_state[f"P{index}_{d}_IN_HAND"] for d in DEVELOPMENT_CARDS})


def _bag(cards: Iterable[str]) -> dict:
    counts = Counter(RESOURCE[c] for c in cards if c is not None)
    return {r: counts[r] for r in RESOURCE.values() if counts[r]}


def _road_length(state, color) -> int:
    # board.road_lengths is current even in set-up, unlike P*_LONGEST_ROAD_LENGTH;
    # .get() because a defaultdict insert would change catanatron's tie-break order.
    return state.board.road_lengths.get(color, 0)


def _player_snapshot(state, color, name) -> dict:
    index = state.color_to_index[color]
    hand = _hand(state.player_state, index)
    return {
        "name": name,
        "resources": {RESOURCE[r]: hand[r] for r in RESOURCES},
        "victory_points": _ps(state, color, "ACTUAL_VICTORY_POINTS"),
        "longest_road": _road_length(state, color),
        "knights_played": _ps(state, color, "PLAYED_KNIGHT"),
        "longest_road_card": bool(_ps(state, color, "HAS_ROAD")),
        "largest_army_card": bool(_ps(state, color, "HAS_ARMY")),
    }


# ---------------------------------------------------------------- longest road oracle


def route_length(roads: Iterable[frozenset], blocked: set) -> int:
    """Longest trail over `roads` that never passes through a `blocked` node.

    CATAN-ROAD-1/2: road pieces are used at most once, intersections may be
    revisited, an opponent's building ends a route but may be its end point.
    """
    adjacent = defaultdict(list)
    for road in roads:
        a, b = tuple(road)
        adjacent[a].append((b, road))
        adjacent[b].append((a, road))
    best = 0

    def walk(node, used):
        nonlocal best
        best = max(best, len(used))
        if used and node in blocked:
            return
        for nxt, road in adjacent[node]:
            if road not in used:
                used.add(road)
                walk(nxt, used)
                used.discard(road)

    for start in adjacent:
        walk(start, set())
    return best


class _RoadOracle:
    """Longest Road per catan-base.md §5.11 with default options."""

    def __init__(self, colors):
        self.colors = colors
        self.lengths = {c: 0 for c in colors}
        self.holder = None

    def update(self, state) -> None:
        board = state.board
        before = dict(self.lengths)
        for color in self.colors:
            roads = {frozenset(e) for e in state.buildings_by_color[color][ROAD]}
            blocked = {n for n, (c, _) in board.buildings.items() if c != color}
            self.lengths[color] = route_length(roads, blocked)
        longest = max(self.lengths.values())
        leaders = [c for c in self.colors if self.lengths[c] == longest]
        sole = leaders[0] if len(leaders) == 1 and longest >= 5 else None
        holder = self.holder
        if holder is None:
            self.holder = sole
        elif self.lengths[holder] < before[holder]:  # cut: CATAN-ROAD-6/7
            self.holder = sole
        else:  # CATAN-ROAD-4: only a strictly longer road takes the card
            takers = [c for c in self.colors if self.lengths[c] > self.lengths[holder]]
            if takers:
                self.holder = takers[0]


# ---------------------------------------------------------------- export


def _action_key(action) -> tuple[str, str]:
    """Catanatron builds some action lists from sets of strings/enums, whose order
    follows PYTHONHASHSEED; bots pick by index, so sort to make seeds reproducible."""
    return action.action_type.value, repr(action.value)


def _players(n_players, bot):
    return [BOTS[bot](color) for color in list(Color)[:n_players]]


def new_game(seed: int, n_players: int, bot: str) -> Game:
    """The catanatron game ``export_game`` starts from (call after ``random.seed(seed)``)."""
    return Game(_players(n_players, bot), seed=seed)


def execute_again(game: dict) -> int:
    """Re-execute an exported game's catanatron actions with validation; return the count.

    Each logged action carries its chance outcome (dice, card drawn, card stolen,
    cards discarded), which catanatron's ``apply_action`` accepts "for replay";
    validation checks the decision itself (outcome stripped) against
    ``playable_actions``, as ``Game.execute(validate_action=True)`` does for a bot.
    """
    from catanatron.models.enums import ActionType

    info = game["catanatron"]
    saved = random.getstate()
    try:
        random.seed(game["seed"])
        peer = new_game(game["seed"], info["n_players"], info["bot"])
        for action in info["actions"]:
            decision = action
            kind = action.action_type
            if kind in (ActionType.ROLL, ActionType.BUY_DEVELOPMENT_CARD, ActionType.DISCARD):
                decision = action._replace(value=None)
            elif kind == ActionType.MOVE_ROBBER:
                decision = action._replace(value=(action.value[0], action.value[1], None))
            if decision not in peer.state.playable_actions:
                raise ValueError(f"seed {game['seed']}: {decision} not playable")
            peer.execute(action, validate_action=False)
        return len(info["actions"])
    finally:
        random.setstate(saved)


def export_game(
    seed: int,
    n_players: int = 4,
    *,
    bot: str = "random",
    max_turns: int = TURNS_LIMIT,
    steer: bool = True,
) -> dict:
    """Play one seeded catanatron game and return it in our event format.

    `max_turns` caps the number of `end` events (catanatron's own cap,
    `game.TURNS_LIMIT`, counts set-up hand-overs too). The global `random`
    state is restored afterwards.
    """
    saved = random.getstate()
    try:
        return _Exporter(seed, n_players, bot, max_turns, steer).run()
    finally:
        random.setstate(saved)


def export_games(seeds: Iterable[int], n_players: int = 4, **kwargs) -> list[dict]:
    return [export_game(seed, n_players, **kwargs) for seed in seeds]


class _Exporter:
    def __init__(self, seed, n_players, bot, max_turns, steer):
        if not 2 <= n_players <= 4:
            raise ValueError("catanatron seats 2 to 4 players")
        random.seed(seed)
        self.seed = seed
        self.bot, self.n_players = bot, n_players
        self.game = new_game(seed, n_players, bot)
        self.state = self.game.state
        self.names = map_names(self.state.board.map)
        self.player_name = {c: f"P{i}" for i, c in enumerate(self.state.colors)}
        self.max_turns = max_turns
        self.steer = steer
        self.events = []
        self.snapshots = []
        self.deviations = []
        self.pending = None  # knight waiting for its robber move, or road building
        self.turns = 0
        self.bought_this_turn = defaultdict(Counter)
        self.oracle = _RoadOracle(self.state.colors)
        self.road_mismatch = None

    def run(self) -> dict:
        board = board_of(self.game, self.names)
        while self.pending or (
            self.game.winning_color() is None and self.turns < self.max_turns
        ):
            self.tick()
        winner = self.game.winning_color()
        if winner is not None and winner != self.state.colors[self.state.current_turn_index]:
            self.deviate(
                "CATAN-END-2",
                f"{self.player_name[winner]} reached the target during "
                f"{self.player_name[self.state.colors[self.state.current_turn_index]]}'s turn",
            )
        if not self.snapshots or self.snapshots[-1]["after_event"] != len(self.events) - 1:
            self.snapshot()
        return {
            "seed": self.seed,
            "players": [
                {"name": self.player_name[c], "color": c.value.lower()}
                for c in self.state.colors
            ],
            "board": board,
            "options": dict(PEER_OPTIONS),
            "events": self.events,
            "snapshots": self.snapshots,
            "winner": None if winner is None else self.player_name[winner],
            "deviations": self.deviations,
            "catanatron": {"bot": self.bot, "n_players": self.n_players, "actions": list(self.state.actions)},
        }

    # ---- helpers

    def emit(self, kind, color, **fields) -> None:
        self.events.append({"kind": kind, "player": self.player_name[color], **fields})

    def deviate(self, rule, message, event=None) -> None:
        index = len(self.events) - 1 if event is None else event
        self.deviations.append({"event": index, "rule": rule, "message": message})

    def snapshot(self) -> None:
        self.snapshots.append(
            {
                "after_event": len(self.events) - 1,
                "players": [
                    _player_snapshot(self.state, c, self.player_name[c])
                    for c in self.state.colors
                ],
            }
        )

    def check_bank(self) -> None:
        bank, ps = self.state.resource_freqdeck, self.state.player_state
        for i, resource in enumerate(RESOURCES):
            held = sum(ps[f"P{p}_{resource}_IN_HAND"] for p in range(len(self.state.colors)))
            if bank[i] + held != 19:
                raise AssertionError(
                    f"seed {self.seed}: {resource} bank {bank[i]} + hands {held} != 19"
                )

    def check_roads(self) -> None:
        """Compare catanatron's road lengths and card with the oracle."""
        self.oracle.update(self.state)
        lengths = {
            self.player_name[c]: (_road_length(self.state, c), self.oracle.lengths[c])
            for c in self.state.colors
            if _road_length(self.state, c) != self.oracle.lengths[c]
        }
        theirs = next((c for c in self.state.colors if _ps(self.state, c, "HAS_ROAD")), None)
        ours = self.oracle.holder
        mismatch = None
        if lengths or theirs != ours:
            mismatch = (tuple(sorted(lengths.items())), theirs, ours)
        if mismatch and mismatch != self.road_mismatch:
            if lengths:
                detail = ", ".join(
                    f"{n} catanatron {a} vs rules {b}" for n, (a, b) in sorted(lengths.items())
                )
                self.deviate("CATAN-ROAD-1", f"road length differs: {detail}")
            if theirs != ours:
                name = lambda c: "nobody" if c is None else self.player_name[c]
                self.deviate(
                    "CATAN-ROAD-6",
                    f"Longest Road held by {name(theirs)} in catanatron, {name(ours)} by the rules",
                )
        self.road_mismatch = mismatch

    # ---- steering: hide from the bot what our rules forbid or catanatron miscounts

    def decide(self, player, game, actions):
        actions = sorted(actions, key=_action_key)
        if self.steer:
            actions = [a for a in actions if self.allowed(a)] or actions
        return player.decide(game, actions)

    def allowed(self, action) -> bool:
        color, kind, value = action
        state = self.state
        if kind in PLAY_CARD:
            card = PLAY_CARD[kind]
            if _ps(state, color, f"{card}_IN_HAND") - self.bought_this_turn[color][card] < 1:
                return False  # CATAN-DEV-3
            if kind == ActionType.PLAY_YEAR_OF_PLENTY and len(value) == 1:
                return sum(state.resource_freqdeck) < 2  # CATAN-DEV-7
            if kind == ActionType.PLAY_ROAD_BUILDING:
                edges = state.board.buildable_edges(color)
                return any(not self.into_opponent(e, color) for e in edges)
        if state.is_initial_build_phase:
            return True
        if kind == ActionType.BUILD_ROAD:
            return not self.into_opponent(value, color)
        if kind == ActionType.BUILD_SETTLEMENT:
            return not self.cuts(value, color)
        return True

    def into_opponent(self, edge, color) -> bool:
        """A road ending at an opponent's building: Board.build_road miscounts it."""
        return any(self.state.board.is_enemy_node(n, color) for n in edge)

    def cuts(self, node, color) -> bool:
        """Would a settlement here split another player's road (Board.build_settlement)?"""
        roads = self.state.board.roads
        owners = Counter(roads.get((node, n)) for n in STATIC_GRAPH.neighbors(node))
        return any(c is not None and c != color and k >= 2 for c, k in owners.items())

    # ---- one catanatron decision

    def tick(self) -> None:
        state = self.state
        before = dict(state.player_state)
        bank_before = list(state.resource_freqdeck)
        was_road_building = state.is_road_building
        action = self.game.play_tick(decide_fn=self.decide)
        color, kind, value = action
        index = state.color_to_index[color]
        names = self.names
        if kind == ActionType.ROLL:
            self.emit("roll", color, total=value[0] + value[1], dice=list(value))
        elif kind == ActionType.DISCARD:
            lost = _hand(before, index) - _hand(state.player_state, index)
            if lost != Counter(value):
                raise AssertionError(f"seed {self.seed}: discard {value} but hand lost {lost}")
            self.emit("discard", color, cards=_bag(value))
        elif kind == ActionType.MOVE_ROBBER:
            self.robber(action, before)
        elif kind in (ActionType.BUILD_SETTLEMENT, ActionType.BUILD_CITY):
            piece = "settlement" if kind == ActionType.BUILD_SETTLEMENT else "city"
            self.emit("build", color, piece=piece, at=names.intersections[value])
            if piece == "settlement":
                self.check_roads()
        elif kind == ActionType.BUILD_ROAD:
            if was_road_building:
                self.pending["roads"].append(names.path(value))
                if not state.is_road_building:
                    self.events.append(self.pending)
                    self.pending = None
                    self.check_roads()
            else:
                self.emit("build", color, piece="road", at=names.path(value))
                self.check_roads()
        elif kind == ActionType.BUY_DEVELOPMENT_CARD:
            gained = _dev_hand(state.player_state, index) - _dev_hand(before, index)
            if gained != Counter([value]):
                raise AssertionError(f"seed {self.seed}: bought {value}, dev hand gained {gained}")
            self.bought_this_turn[color][value] += 1
            self.emit("buy", color, card=DEV_CARD[value])
        elif kind == ActionType.PLAY_KNIGHT_CARD:
            self.check_fresh(color, "KNIGHT", before, index, len(self.events))
            self.pending = {"kind": "play", "player": self.player_name[color], "card": "knight"}
        elif kind == ActionType.PLAY_ROAD_BUILDING:
            self.check_fresh(color, "ROAD_BUILDING", before, index, len(self.events))
            self.pending = {
                "kind": "play",
                "player": self.player_name[color],
                "card": "road_building",
                "roads": [],
            }
        elif kind == ActionType.PLAY_YEAR_OF_PLENTY:
            self.emit("play", color, card="year_of_plenty", take=_bag(value))
            self.check_fresh(color, "YEAR_OF_PLENTY", before, index, len(self.events) - 1)
            if len(value) == 1 and sum(bank_before) >= 2:
                self.deviate(
                    "CATAN-DEV-7",
                    f"Year of Plenty took 1 card though the bank held {sum(bank_before)}",
                )
        elif kind == ActionType.PLAY_MONOPOLY:
            self.emit("play", color, card="monopoly", resource=RESOURCE[value])
            self.check_fresh(color, "MONOPOLY", before, index, len(self.events) - 1)
        elif kind == ActionType.MARITIME_TRADE:
            self.emit("maritime", color, give=_bag(value[:-1]), get=_bag(value[-1:]))
        elif kind == ActionType.END_TURN:
            self.emit("end", color)
            self.bought_this_turn.clear()
            self.turns += 1
            self.snapshot()
        else:
            raise ValueError(f"seed {self.seed}: cannot convert {action}")
        self.check_bank()

    def robber(self, action, before) -> None:
        color, _, (coordinate, victim, stolen) = action
        fields = {"to": self.names.hexes[coordinate]}
        if victim is not None:
            v = self.state.color_to_index[victim]
            lost = _hand(before, v) - _hand(self.state.player_state, v)
            if lost != Counter([stolen]):
                raise AssertionError(f"seed {self.seed}: stole {stolen} but victim lost {lost}")
            fields["victim"] = self.player_name[victim]
            fields["stolen"] = RESOURCE[stolen]
        if self.pending is not None and self.pending["card"] == "knight":
            self.events.append({**self.pending, **fields})
            self.pending = None
        else:
            self.emit("robber", color, **fields)

    def check_fresh(self, color, card, before, index, event) -> None:
        """CATAN-DEV-3: flag a card whose only copies were bought this turn."""
        held_before = before[f"P{index}_{card}_IN_HAND"]
        if held_before - self.bought_this_turn[color][card] < 1:
            self.deviate(
                "CATAN-DEV-3",
                f"{self.player_name[color]} played {DEV_CARD[card]} bought this turn",
                event=event,
            )
