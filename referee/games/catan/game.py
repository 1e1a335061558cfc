"""The Catan base game (3–4 players) as a registered game: options, event kinds, phases, verbs.

A variant (the 5–6 extension, a scenario) subclasses :class:`Catan`: it names its own ``INFO`` (its row of
:mod:`manifest`) and ``edition`` (a data file, :mod:`edition`) and overrides only the tables it changes —
``phases``, ``kinds``, ``NORMALIZE``, ``VALIDATE``, ``APPLY`` — by extending the base's dicts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from referee.core import registry
from referee.core.dice import check_roll
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Field, Game, GameInfo, Option, Outcome, Phase, Setup
from referee.core.i18n import N_, _, terms, translate
from referee.core.players import check_seats
from referee.games.catan import (building, completion, development, legal, manifest, private, production, reports,
                                 robber, scoring, trade, turns, typed, unseen)
from referee.games.catan.board import Board, BoardCheck, check_board, make_board
from referee.games.catan.notation import parse, player_name
from referee.games.catan.edition import BASE, Edition
from referee.games.catan.state import CatanState, Player
from referee.games.catan.turns import REVEAL_PHASES
from referee.games.catan.vocab import CARDS, PIECES, RESOURCES

S, I, B, L = Field("str"), Field("int"), Field("bag"), Field("list")


def opt(f: Field) -> Field:
    return Field(f.type, required=False)


KINDS = {
    "build": {"player": S, "piece": S, "at": S},
    "roll": {"player": S, "total": I, "dice": Field("ints", False)},
    "discard": {"player": S, "cards": opt(B), "count": opt(I)},   # no cards: discarded unseen (CATAN-SEVEN-3)
    "robber": {"player": S, "to": S, "victim": opt(S), "stolen": opt(S), "seen_by": opt(L)},
    "trade": {"player": S, "with": S, "give": B, "get": B},
    "maritime": {"player": S, "give": B, "get": B},
    "buy": {"player": S, "card": opt(S), "seen_by": opt(L)},   # no card: drawn face down; seen_by: told privately
    "play": {"player": S, "card": S, "to": opt(S), "victim": opt(S), "stolen": opt(S),
             "roads": opt(L), "take": opt(B), "resource": opt(S), "got": opt(B), "seen_by": opt(L)},
    "end": {"player": S},
    "reveal": {"player": S, "card": S, "count": opt(I)},   # Victory Point cards bought face down, shown
}

OUT_OF_PLACE = (("robber", "CATAN-ROBBER-1"), ("discard", "CATAN-SEVEN-1"))
PHASES = {
    "setup": Phase(frozenset({"build"}), "CATAN-SETUP-4", N_("set-up: settlements and roads in snake order")),
    "roll": Phase(frozenset({"roll", "play"}), "CATAN-TURN-2",
                  N_("before the roll only a development card may be played"), OUT_OF_PLACE),
    "discard": Phase(frozenset({"discard"}), "CATAN-SEVEN-3", N_("after a 7 the discards come first")),
    "robber": Phase(frozenset({"robber"}), "CATAN-SEVEN-3", N_("after a 7 the robber moves next")),
    "main": Phase(frozenset({"build", "buy", "play", "trade", "maritime", "end"}), "CATAN-TURN-2",
                  N_("the turn's roll is made; one roll per turn"), OUT_OF_PLACE),
    "over": Phase(frozenset(), "CATAN-END-1", N_("the game is over")),
}

SWITCHES = (                   # the options besides the victory point target
    Option("combined_trade_build", False, "trade and build in any order after the roll", "CATAN-VAR-1"),
    Option("shortage_sole_player_gets_rest", False, "a sole claimant gets what the bank has left",
           "CATAN-PROD-5"),
    Option("harbour_usable_same_turn", False, "a harbour works the turn its settlement is built",
           "CATAN-MARITIME-4"),
    Option("lr_holder_keeps_if_tied_after_cut", False, "a cut holder tied for longest keeps the card",
           "CATAN-ROAD-6"),
    Option("robber_theft_required", "warn", "a robber move without theft: off / warn / reject",
           "CATAN-ROBBER-5", ("off", "warn", "reject")),
    Option("gift_trades", "warn", "gifts and like-for-like trades: off / warn / reject", "CATAN-TRADE-5",
           ("off", "warn", "reject")),
)


def options(edition: Edition) -> tuple[Option, ...]:
    """The options of a game played with ``edition`` (its victory point target is the default)."""
    return (Option("victory_points", edition.victory_points, "points needed to win", "CATAN-END-1", bounds=(3, 99)),
            *SWITCHES)


def _place(state: CatanState, ev: dict, value: str) -> str:
    """``at`` of a build: a path for a road, an intersection otherwise."""
    piece = PIECES.resolve(ev["piece"]) if "piece" in ev else None
    grid = state.board.grid
    return grid.side(value) if piece == "road" else grid.corner(value)


def _stolen(state: CatanState, ev: dict, value: str) -> str:
    if str(value).lower() in ("unknown", "?", "hidden"):
        raise NotationError(_("CATAN-ROBBER-6: a card stolen unseen is recorded without the card"),
                            _("leave the card out, or name one of {choices}", choices=terms("resource", RESOURCES)))
    return RESOURCES.resolve(value)


def _bag(state: CatanState, ev: dict, value: dict) -> dict[str, int]:
    bag: dict[str, int] = {}
    for name, n in value.items():
        if name not in RESOURCES and name in CARDS:
            raise RuleViolation("CATAN-TRADE-4", _("'{word}' is a development card; only resource cards "
                                                   "change hands this way", word=name),
                                terms("resource", RESOURCES))
        if n:
            res = RESOURCES.resolve(name)
            bag[res] = bag.get(res, 0) + n
    return bag


def _person(state: CatanState, ev: dict, value: str) -> str:
    return player_name(state, value)


#: The game that plays a scenario file, by the game named in ``new GAME --scenario FILE`` (SCENARIO-13).
SCENARIO_GAMES = manifest.SCENARIO_GAMES


class Catan(Game):
    """The rules, stateless: what is read from the edition, and the dispatch tables by event kind."""

    INFO: ClassVar[GameInfo] = manifest.info("catan")
    edition: ClassVar[Edition] = BASE
    State: ClassVar[type[CatanState]] = CatanState
    larger: ClassVar[str | None] = "catan-5-6"    # the game key for more players than this edition seats
    map_editor = "referee.games.catan.board_editor:BoardEditor"      # a board file, by pointing (mapedit)
    # A build between turns (the 5–6 extension's special building phase) wraps a member's own builds too.
    builds_between = staticmethod(lambda apply: apply)
    # A member's own checks of a board, after the base game's (Seafarers: face-down hexes and treasures).
    board_checks: ClassVar[tuple[BoardCheck, ...]] = ()
    kinds = KINDS
    phases = PHASES
    NORMALIZE: ClassVar[dict[str, Callable]] = {
        "player": _person,
        "victim": _person,
        "with": _person,
        "piece": lambda state, ev, value: PIECES.resolve(value),
        "at": lambda state, ev, value: _place(state, ev, value) if ev["kind"] == "build" else value,
        "card": lambda state, ev, value: CARDS.resolve(value),
        "to": lambda state, ev, value: state.board.grid.hex(value),
        "stolen": _stolen,
        "resource": lambda state, ev, value: RESOURCES.resolve(value),
        "cards": _bag,
        "give": _bag,
        "get": _bag,
        "take": _bag,
        "roads": lambda state, ev, value: [state.board.grid.side(p) for p in value],
        "got": lambda state, ev, value: {player_name(state, k): n for k, n in value.items()},
        "seen_by": lambda state, ev, value: [player_name(state, v) for v in value],
    }
    VALIDATE: ClassVar[dict[str, Callable]] = {
        "build": building.validate,
        "discard": robber.validate_discard,
        "robber": robber.validate_robber,
        "trade": trade.validate_trade,
        "maritime": trade.validate_maritime,
        "buy": development.validate_buy,
        "play": development.validate_play,
        "reveal": development.validate_reveal,
    }
    APPLY: ClassVar[dict[str, Callable]] = {
        "build": building.apply,
        "roll": production.apply_roll,
        "discard": robber.apply_discard,
        "robber": robber.apply_robber,
        "trade": trade.apply_trade,
        "maritime": trade.apply_maritime,
        "buy": development.apply_buy,
        "play": development.apply_play,
        "end": turns.end_turn,
        "reveal": development.apply_reveal,
    }
    TYPED = typed.TYPED
    # What may be done now, by kind (referee hints --json): a variant declares its own table (extending this one),
    # and until it does it lists no legal moves — a table it did not check would offer what its rules refuse.
    CHOICES: ClassVar[dict[str, Callable] | None] = legal.CHOICES
    # Tab completion: verb → completer(state, words) of the words that may come next (a member extends it).
    COMPLETE: ClassVar[dict[str, Callable[[CatanState, list[str]], list[str]]]] = completion.VERBS

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "CHOICES" not in cls.__dict__:
            cls.CHOICES = None
        cls._derive()

    @classmethod
    def _derive(cls) -> None:
        """Names from ``INFO``; seats, colours, presets and the options' defaults from the ``edition``."""
        info = cls.INFO
        cls.key, cls.title, cls.aliases, cls.verbs = info.key, info.title, info.aliases, info.verbs
        cls.why = info.why
        cls.min_players, cls.max_players = cls.edition.seats
        cls.colors = cls.edition.colors
        cls.presets = cls.edition.presets
        cls.options = options(cls.edition)

    # --- set-up ------------------------------------------------------------
    def make_board(self, spec, seed, players, options):
        return make_board(spec, seed, self.edition, self.board_checks)

    def check_board(self, data: dict[str, Any]) -> dict[str, Any]:
        """A board of this game in canonical form (the edition's checks and the member's own), or why it is not."""
        return check_board(data, self.edition, self.board_checks)

    def with_scenario(self, spec, board):
        """A scenario file (SCENARIO-1…12) is played by the member the manifest links to this one
        (``catan-scenario``), which reads it (:meth:`read_scenario`); its target is the default of ``victory_points``
        (SCENARIO-3)."""
        if self.key not in SCENARIO_GAMES:     # a member's own rules would be dropped silently
            raise NotationError(_("{game} takes no scenario file", game=self.key),
                                _("referee new catan --scenario FILE (5–6 players: referee new catan-5-6 "
                                  "--scenario FILE)"), rule="SCENARIO-1")
        game = registry.find(SCENARIO_GAMES[self.key])
        made = game.read_scenario(spec, board)
        return game, made, {"victory_points": made["scenario"]["victory_points"]}

    def check_setup(self, setup: Setup) -> None:
        describe = self.edition.describe
        self._point_to_larger(setup.names)
        check_seats(setup.names, self.min_players, self.max_players, "CATAN-SETUP-1",
                    N_("{game} seats {seats} players, not {count}"), describe["seats_hint"],
                    game=translate(describe["name"]), seats=translate(describe["seats"]))
        setup.board = self.check_board(setup.board)

    def _point_to_larger(self, names: list[str]) -> None:
        """More players than the box seats, as many as the :attr:`larger` game does: a usage error naming it."""
        other = registry.known().get(self.larger) if self.larger and len(names) > self.max_players else None
        if other and other.min_players <= len(names) <= other.max_players:
            raise NotationError(_("{low}–{high} players: referee new {key} --players {names}", low=other.min_players,
                                  high=other.max_players, key=other.key, names=",".join(names)),
                                translate(self.edition.describe["seats_hint"]), rule="CATAN-SETUP-1")

    def initial_state(self, setup: Setup) -> CatanState:
        colors = self.edition.colors
        players = [Player(p["name"], p.get("color", colors[i % len(colors)]), i)
                   for i, p in enumerate(setup.players)]
        return self.State(setup, Board(setup.board, self.edition), setup.options, players, setup.board.get("robber"))

    # --- the four verbs ----------------------------------------------------
    def parse(self, state, verb, words, player):
        return parse(state, verb, words, player)

    def phase(self, state: CatanState) -> str:
        return turns.phase(state)

    def reads_player(self, state: CatanState, words: list[str]) -> str | None:
        """Who :meth:`parse` takes for ``words`` without ``--player``, without parsing them: the player named by a
        discard (or the only one who owes one), else the player to act (:func:`notation.parse`). A variant whose
        own verbs name their player otherwise overrides this (its lines are read back by tests/test_awaited.py)."""
        if words[:1] == ["discard"]:
            if len(words) > 1 and words[1] in state.by_name:
                return words[1]
            return next(iter(state.owed)) if len(state.owed) == 1 else None
        return state.current.name

    def quiet(self, state: CatanState, flag: bool) -> None:
        state.narrate = not flag

    def normalize(self, state: CatanState, event: dict[str, Any]) -> dict[str, Any]:
        """Aliases → canonical names (coordinates, resources, cards, players); only the keys present."""
        ev = dict(event)
        fixes = self.NORMALIZE
        for key, value in event.items():
            fix = fixes.get(key)
            if fix is not None:
                ev[key] = fix(state, ev, value)
        if ev["kind"] == "roll":
            check_roll(ev["total"], ev.get("dice"))
        return ev

    def check_phase(self, state: CatanState, event: dict[str, Any]) -> None:
        """A reveal is in no phase's list of kinds (their refusals stay as they were): it is allowed on one's
        own turn and at the end (:data:`REVEAL_PHASES`), and in a variant's phase between turns where its player
        may win (:meth:`can_win`)."""
        if event["kind"] == "reveal" and (self.phase(state) in REVEAL_PHASES or (state.between and self.can_win(state))):
            return
        super().check_phase(state, event)

    def show_all(self, state: CatanState, flag: bool) -> None:
        state.show_all = flag

    def check_actor(self, state: CatanState, event: dict[str, Any]) -> None:
        """Who may record this event now (:mod:`turns`)."""
        turns.check_actor(state, event)

    PRIVATE = private.FIELDS          # fields only the players in an event's seen_by know (referee.core.views)

    def validate(self, state: CatanState, event: dict[str, Any]) -> list[str]:
        self.check_actor(state, event)
        private.check(state, event)
        check = self.VALIDATE.get(event["kind"])
        if state.hands is not None:            # cards stolen unseen: legal in at least one possible world
            return unseen.validate(state, event, check)
        return (check(state, event) or []) if check else []

    def apply(self, state: CatanState, event: dict[str, Any]) -> Outcome:
        apply_event = self.APPLY[event["kind"]]
        out = unseen.apply(state, event, apply_event) if state.hands is not None else apply_event(state, event)
        if self.can_win(state):
            scoring.check_win(state, out)
        return out

    def can_win(self, state: CatanState) -> bool:
        """Whether the current player may win now (CATAN-END-1): not in a variant's phase between two turns."""
        return not state.between

    # --- reports -----------------------------------------------------------
    reports = reports
    picture = "referee.games.catan.svg:board_svg"

    def stats(self, state, events):
        from referee.games.catan.stats import report
        return report(self, state, events)

    def current_player(self, state):
        return None if state.winner else state.current.name

    def prompt(self, state) -> str:
        return reports.waiting_for(state)

    def hints(self, state, words):
        return reports.hints(state, words, self.awaited(state) if self.CHOICES is not None else None)

    def awaited(self, state):
        if self.CHOICES is None:
            return super().awaited(state)
        return legal.awaited(self, state)

    def builder_now(self, state) -> Player | None:
        """Who may build now, for the hints of where (a scenario's items): the current player after the roll, with
        no discard or robber waiting; a variant's build phase between turns names its builder (CATAN56-SBP-1)."""
        if state.winner or state.in_setup or not state.rolled or state.owed or state.robber_pending:
            return None
        return state.current

    def completions(self, state, verb, words):
        own = self.COMPLETE.get(verb)
        return own(state, words) if own else []


Catan._derive()
