"""Aqua Romana (2–4 players) as a registered game: options, event kinds, phases, verbs."""

from __future__ import annotations

from typing import Any

from referee.core.errors import RuleViolation
from referee.core.game import Field, Game, Option, Outcome, Phase, Setup
from referee.core.i18n import N_, Term, _, terms
from referee.core.players import check_seats
from referee.games.aqua_romana.manifest import INFO
from referee.games.aqua_romana import builders, building, reports, turns, typed, wells
from referee.games.aqua_romana.board import TWO_PLAYER_COLORS, Board, check_board, make_board, reservoirs_per_seat
from referee.games.aqua_romana.notation import parse, player_name, worker_name
from referee.games.aqua_romana.state import AquaState, new_state
from referee.games.aqua_romana.tiles import rotation
from referee.games.aqua_romana.vocab import BUILDERS, COLOR_NAMES, COLORS, TILE_KINDS, TILES

S = Field("str")

KINDS = {
    "place": {"player": S, "builder": S, "space": S},
    "lay": {"player": S, "worker": S, "space": S, "tile": S, "square": S, "rotation": S},
    "well": {"player": S, "tile": S, "square": S, "rotation": S},
    "pass": {"player": S, "space": S},
    "close": {"player": S, "worker": Field("str", False)},
    "take": {"player": S, "builder": S},
}

PHASES = {
    "setup": Phase(frozenset({"place"}), "AQUA-SETUP-3", N_("set-up: the players place the 12 builders on the path")),
    "reserve": Phase(frozenset({"place"}), "AQUA-TURN-1", N_("the active player first places the reserve builders taken"),
                     (("close", "AQUA-CLOSE-3"),)),
    "build": Phase(frozenset({"lay", "pass"}), "AQUA-TURN-2",
                   N_("the active player builds, or moves a builder without a legal build"), (("close", "AQUA-CLOSE-3"),)),
    "well": Phase(frozenset({"well"}), "AQUA-WELL-1", N_("the extra tile for the well comes first")),
    "close": Phase(frozenset({"close", "lay", "pass", "place", "take"}), "AQUA-TURN-3",
                   N_("the active player may still close an own aqueduct")),
    "take": Phase(frozenset({"take"}), "AQUA-RESERVE-2", N_("the reserve builders are chosen first"),
                  (("close", "AQUA-CLOSE-3"),)),
    "over": Phase(frozenset(), "AQUA-END-1", N_("the game is over")),
}

TOTAL_TILES = 84
OPTIONS = (
    Option("two_player_reservoirs", "one", "with two players each takes one reservoir in the colour he chooses "
           "(Czech) or two in fixed colours, yellow and blue for the first (English): one / two", "AQUA-SETUP-4",
           ("one", "two"), since=2, earlier="two"),
    Option("force", "own", "compulsory build with one's own workers only, or with anyone's when one's own "
           "cannot build: own / any", "AQUA-FORCE-1", ("own", "any")),
    Option("end_order", "start", "open aqueducts at the end are scored from the start player (Czech) or from "
           "the player at whom the game ended (English): start / last", "AQUA-END-2", ("start", "last")),
    Option("end_round", "full", "the game ends after a full round of turns without a tile, or one turn fewer: "
           "full / short", "AQUA-END-1", ("full", "short")),
    Option("no_worker_turn", "move", "a player with no worker on the board still moves any builder on (Czech) "
           "or has an empty turn (English): move / empty", "AQUA-NOSIGHT-3", ("move", "empty"),
           since=2, earlier="empty"),
    Option("close_without_tile", True, "a voluntary closing is allowed in a turn without a tile",
           "AQUA-NOSIGHT-2"),
    Option("well_forbidden", "front", "squares an extra well tile may not take: front (the square an end points "
           "into) / beside (any square next to an end) / aqueduct (any square next to an aqueduct)",
           "AQUA-WELL-2", ("front", "beside", "aqueduct")),
    Option("wells_per_move", "each", "extra tiles when a builder passes two wells: each / one", "AQUA-WELL-1",
           ("each", "one")),
    Option("bonus_tie", "arrival", "two workers on one podium in the top three: arrival (earlier first) / both "
           "(both get the higher bonus)", "AQUA-FINAL-3", ("arrival", "both")),
    *(Option(f"tiles_{kind}", 21, f"{kind.replace('_', ' ')} tiles in the supply (the 84 tiles' split is "
             "unknown; 21 each is a placeholder)", "AQUA-SETUP-1", bounds=(0, TOTAL_TILES)) for kind in TILE_KINDS),
)


class AquaRomana(Game):
    info = INFO
    map_editor = "referee.games.aqua_romana.board_editor:ReservoirEditor"   # the reservoirs, by pointing (mapedit)
    colors = ()             # no palette: without --colors each player keeps his reservoir's colour (AQUA-SETUP-4)
    options = OPTIONS
    kinds = KINDS
    phases = PHASES
    TYPED = typed.TYPED

    # --- set-up ------------------------------------------------------------
    def check_players(self, names: list[str]) -> None:
        """AQUA-SETUP-4: the set-up exists for 2, 3 and 4 players only (judged before any board file is read)."""
        check_seats(names, self.min_players, self.max_players, "AQUA-SETUP-4",
                    N_("Aqua Romana seats 2–4 players, not {count}"), N_("2, 3 or 4 names"))

    def make_board(self, spec, seed, players, options):
        self.check_players(players)
        return make_board(spec, players, options)

    def check_setup(self, setup: Setup) -> None:
        n = len(setup.players)
        self.check_players(setup.names)
        total = sum(setup.options[f"tiles_{k}"] for k in TILE_KINDS)
        if total != TOTAL_TILES or any(setup.options[f"tiles_{k}"] < 0 for k in TILE_KINDS):
            raise RuleViolation("AQUA-SETUP-1", _("the tile counts add up to {total}", total=total),
                                _("{count} tiles in all, e.g. tiles_curve=21 … tiles_double_curve=21",
                                  count=TOTAL_TILES))
        setup.board = check_board(setup.board, n, setup.options)
        _match_colors(setup)

    def initial_state(self, setup: Setup) -> AquaState:
        return new_state(setup, Board(setup.board))

    # --- the four verbs ----------------------------------------------------
    def parse(self, state, verb, words, player):
        return parse(state, verb, words, player)

    def phase(self, state: AquaState) -> str:
        return state.stage

    def quiet(self, state: AquaState, flag: bool) -> None:
        state.narrate = not flag

    def normalize(self, state: AquaState, event: dict[str, Any]) -> dict[str, Any]:
        """Aliases → canonical names (players, workers, squares, path spaces, kinds, rotations)."""
        ev = dict(event)
        g = state.board.grid
        if "player" in ev:
            ev["player"] = player_name(state, ev["player"])
        if "worker" in ev:
            ev["worker"] = worker_name(state, ev["worker"])
        if "space" in ev:
            ev["space"] = g.track[g.space(ev["space"])]
        if "square" in ev:
            ev["square"] = g.name(g.square(ev["square"]))
        if "builder" in ev:
            ev["builder"] = BUILDERS.resolve(ev["builder"])
        if "tile" in ev:
            ev["tile"] = TILES.resolve(ev["tile"])
            if "rotation" in ev:
                ev["rotation"] = rotation(ev["tile"], ev["rotation"])
        return ev

    def _view(self, state: AquaState, event: dict[str, Any]) -> AquaState:
        """The position an event is judged in: after the turn ends, when it belongs to a later step."""
        if state.stage == "close" and event["kind"] != "close":
            return turns.finished(state)
        return state

    def check_phase(self, state: AquaState, event: dict[str, Any]) -> None:
        note = state.close_note
        if (event["kind"] == "close" and state.stage in ("build", "reserve") and note
                and event.get("player") == note[0]):
            raise turns.closing_refusal(*note)
        super().check_phase(self._view(state, event), event)

    def validate(self, state: AquaState, event: dict[str, Any]) -> list[str]:
        view = self._view(state, event)
        return VALIDATE[event["kind"]](view, event)

    def apply(self, state: AquaState, event: dict[str, Any]) -> Outcome:
        out = Outcome()
        if state.stage == "close" and event["kind"] != "close":
            turns.finish_turn(state, out)
        APPLY[event["kind"]](state, event, out)
        return out

    # --- reports -----------------------------------------------------------
    reports = reports
    picture = "referee.games.aqua_romana.svg:board_svg"

    def current_player(self, state):
        actor = state.to_act()
        return actor.name if actor else None

    def prompt(self, state) -> str:
        return reports.waiting_for(state)

    def hints(self, state, words):
        return reports.hints(state, words)


def _match_colors(setup: Setup) -> None:
    """Players' colours follow their reservoirs (AQUA-SETUP-4). A colour given per player (``--colors``) is the
    colour of his reservoir when each has one (3–4 players; 2 players by the Czech rule, „rezervoár v barvě dle
    své volby“); with two reservoirs each (English) the colours are fixed and a colour given must name them.
    A colour that cannot take effect is refused, never ignored; an empty one keeps the board's colour."""
    reservoirs = setup.board["reservoirs"]
    players = setup.players
    if reservoirs_per_seat(len(players), setup.options) == 2:
        for seat, p in enumerate(players, 1):
            fixed = [r["color"] for r in reservoirs if r["seat"] == seat]
            given = [c.strip() for c in p.get("color", "").split("+") if c.strip()]
            if given and sorted(COLORS.resolve(c) for c in given) != sorted(fixed):
                first, second = ("+".join(c) for c in TWO_PLAYER_COLORS)
                raise RuleViolation("AQUA-SETUP-4", _("with two_player_reservoirs = two {first} has yellow and "
                                                      "blue, {second} red and green, not {color}",
                                                      first=players[0]["name"], second=players[1]["name"],
                                                      color=p["color"]),
                                    _("--colors {one},{two}, or no --colors; a colour of one's choice is the "
                                      "Czech set-up, two_player_reservoirs=one", one=first, two=second))
    else:
        chosen: dict[str, str] = {}
        for seat, p in enumerate(players, 1):
            given = p.get("color", "").strip()
            if not given:
                continue
            color = COLORS.resolve(given)
            if color in chosen:
                raise RuleViolation("AQUA-SETUP-4", _("{one} and {other} both chose {color}", one=chosen[color],
                                                      other=p["name"], color=Term("aqua colour", color)),
                                    _("one reservoir per colour: {colors}", colors=terms("aqua colour", COLOR_NAMES)))
            chosen[color] = p["name"]
            for r in reservoirs:
                if r["seat"] == seat:
                    r["color"] = color
        colors = [r["color"] for r in reservoirs]
        if len(set(colors)) != len(colors):
            raise RuleViolation("AQUA-SETUP-4", _("two reservoirs would be {colors}", colors=terms("aqua colour", colors)),
                                _("give every player a colour (--colors), each a different one"))
    for seat, p in enumerate(players, 1):
        p["color"] = "+".join(r["color"] for r in reservoirs if r["seat"] == seat)


def _apply_place(state: AquaState, ev: dict, out: Outcome) -> None:
    setup = state.stage == "setup"
    builders.apply_place(state, ev, out)
    if setup and state.placements == 12:
        turns.begin_setup_done(state, out)
    elif not setup:
        turns.continue_turn(state, out)


def _apply_lay(state: AquaState, ev: dict, out: Outcome) -> None:
    building.apply_lay(state, ev, out)
    turns.after_action(state, out)


def _apply_well(state: AquaState, ev: dict, out: Outcome) -> None:
    wells.apply_well(state, ev, out)
    turns.after_action(state, out)


def _apply_pass(state: AquaState, ev: dict, out: Outcome) -> None:
    building.apply_pass(state, ev, out)
    turns.after_action(state, out)


def _apply_take(state: AquaState, ev: dict, out: Outcome) -> None:
    builders.apply_take(state, ev, out)
    turns.after_take(state, out)


VALIDATE = {
    "place": builders.validate_place,
    "lay": building.validate_lay,
    "well": wells.validate_well,
    "pass": building.validate_pass,
    "close": turns.validate_close,
    "take": builders.validate_take,
}
APPLY = {
    "place": _apply_place,
    "lay": _apply_lay,
    "well": _apply_well,
    "pass": _apply_pass,
    "close": turns.apply_close,
    "take": _apply_take,
}
