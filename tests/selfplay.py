"""Self-play: a seeded random player that picks only what the referee offers (``referee hints --json``'s answer,
:mod:`referee.core.awaited`), for every game key — from the set-up to a win, or to a bound on events.

Each step asks the game what it awaits, picks an actor and one of his choices (weighted by verb, so that games
end), fills its open slots from their domains (the dice as thrown, a card drawn from what the deck may hold), turns
it into the line ``referee play`` would take (the choice's template) and records that line through the game's own
``parse`` and ``step``. A refusal is a bug of the answer, unless the choice named the rule that may refuse one
bundle within its bounds — then another bundle is drawn.

Used by tests/test_awaited.py (soundness, completeness, games to a win), the tournament tests, ``make fuzz`` and the
benchmarks. ``SETUPS`` makes a new game of each key; a game family adds its keys there.
"""

from __future__ import annotations

import datetime as dt
import random
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from referee.core import awaited, registry
from referee.core.errors import NotationError, RefereeError, RuleViolation
from referee.core.game import Game, Setup
from referee.core.session import step
from referee.games import register_builtins

CREATED = dt.datetime(2026, 12, 6, 19, 0, tzinfo=dt.timezone.utc)
NAMES = ("Anna", "Ben", "Cyril", "Dana", "Emil", "Fran")
LIMIT = 6000            # events before a game that has not ended is given up (a stalled game is no failure)
# A game's own bound where its random games stall early (Struggle for Rome: once every counter of the test map is
# plundered, a tribe short of three colours can never found its kingdom; a won game takes 400–1,500 events).
LIMITS = {"rome": 3000}
TRIES = 12              # bundles drawn for one choice before another choice is picked

# How much more often a verb is picked than the end of the turn: games end when players build.
WEIGHTS = {"build": 12, "buy": 5, "play": 3, "reveal": 30, "maritime": 2, "trade": 0.3, "end": 1}
# A game's own weights, where its verbs differ (Struggle for Rome: the tribes plunder and conquer when they can,
# move often, and pass or trade with the bank now and then).
WEIGHTS_BY_GAME = {"rome": {**WEIGHTS, "move": 10, "plunder": 60, "conquer": 100, "pass": 0.4, "bank": 0.3,
                            "trade": 0.1}}


class SelfPlayError(AssertionError):
    """An offered choice the rules refused: the position, the line and the rule."""


@dataclass
class Game_:
    """A game in progress: the rules, the set-up, the state and the events recorded so far."""

    game: Game
    setup: Setup
    state: Any
    events: list[dict] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)


def new_setup(game: Game, seats: int, board: dict, **options) -> Setup:
    return Setup(game.key, "self-play", CREATED, game.resolve_options(options), board,
                 [{"name": n} for n in NAMES[:seats]])


def catan_setup(key: str) -> Callable[[random.Random], Setup]:
    """A Catan family game on a random board of its edition, for as many players as it seats (a random count)."""

    def make(rng: random.Random) -> Setup:
        game = registry.find(key)
        seats = rng.randint(game.min_players, game.max_players)
        names = list(NAMES[:seats])
        board = game.make_board("random", rng.randrange(10_000), names, {})
        return new_setup(game, seats, board)

    return make


def aqua_setup(key: str) -> Callable[[random.Random], Setup]:
    """An Aqua Romana game on the reservoir positions the examples and the rule tests use (the default layout), for
    2–4 players; each rules option now and then set to another of its values, and now and then an uneven split of the
    84 tiles (a kind that runs out: AQUA-SUPPLY-1)."""

    def make(rng: random.Random) -> Setup:
        game = registry.find(key)
        seats = rng.randint(game.min_players, game.max_players)
        options: dict[str, Any] = {}
        for option in game.options:
            others = [c for c in option.choices or ((True, False) if isinstance(option.default, bool) else ())
                      if c != option.default]
            if others and rng.random() < 0.25:
                options[option.name] = rng.choice(others)
        if rng.random() < 0.25:
            cuts = sorted(rng.randint(0, 84) for _i in range(3))
            split = [b - a for a, b in zip([0, *cuts], [*cuts, 84])]
            options.update({f"tiles_{kind}": n for kind, n in zip(("curve", "straight", "bridge", "double_curve"),
                                                                    split)})
        resolved = game.resolve_options(options)
        board = game.make_board("default", 0, list(NAMES[:seats]), resolved)
        return new_setup(game, seats, board, **options)

    return make


def rome_setup(rng: random.Random) -> Setup:
    """Struggle for Rome on the test map the tests use (saves/examples/rome-3p-test-map.toml's), 3 or 4 players in
    colours drawn at random, the options drawn too. The test map has 20 cities (15 with three players), too few for
    random players to reach 10 VP often: the target is drawn between 5 and 10 (``end_threshold``). One game in four
    is played without the map, as a table without one records it: the places are the ones declared so far or new
    ones the answer names (free slots), their facts declared with the events."""
    game = registry.find("rome")
    seats = rng.randint(game.min_players, game.max_players)
    names = list(NAMES[:seats])
    colours = rng.sample(list(game.colors), seats)
    options = {"end_threshold": rng.choice((0, 5, 6, 7, 8)),
               **{o.name: rng.choice(o.choices) for o in game.options if o.choices and len(o.choices) > 1},
               **{name: rng.random() < 0.5 for name in ("seven_counts_on_rose", "legionnaire_must_move",
                                                       "gold_in_player_trades", "treasure_cash_any_phase",
                                                       "terror_of_the_legions", "hidden_vp_trigger_end",
                                                       "bank_gold_unlimited")},
               "legionnaire_gold_fallback": rng.choice((2, 3)), "action_deck_size": rng.choice((30, 30, 12))}
    board = game.make_board("declared" if rng.random() < 0.25 else "test-map", 0, names, {})
    return Setup(game.key, "self-play", CREATED, game.resolve_options(options), board,
                 [{"name": n, "color": c} for n, c in zip(names, colours)])


# Each family's keys that self-play knows how to set up: key → a function of the random source giving its set-up.
CATAN: dict[str, Callable[[random.Random], Setup]] = {"catan": catan_setup("catan")}
CITIES_KNIGHTS: dict[str, Callable[[random.Random], Setup]] = {}
ROME: dict[str, Callable[[random.Random], Setup]] = {"rome": rome_setup}
AQUA_ROMANA: dict[str, Callable[[random.Random], Setup]] = {"aqua-romana": aqua_setup("aqua-romana")}
WARRIORS_TRADERS: dict[str, Callable[[random.Random], Setup]] = {}

#: Every game key that self-play knows how to set up.
SETUPS: dict[str, Callable[[random.Random], Setup]] = {**CATAN, **CITIES_KNIGHTS, **ROME, **AQUA_ROMANA,
                                                       **WARRIORS_TRADERS}


def start(key: str, seed: int, options: dict | None = None) -> Game_:
    """A new game of ``key`` from its set-up maker, with ``options`` changed (a longer game for the benchmarks)."""
    register_builtins()
    rng = random.Random(seed)
    setup = SETUPS[key](rng)
    game = registry.find(setup.game)
    if options:
        setup.options = {**setup.options, **game.resolve_options(options)}
    game.check_setup(setup)
    return Game_(game, setup, game.initial_state(setup))


def line_event(game: Game, state: Any, line: str) -> dict:
    """The event a line records, read as ``referee play`` reads it (``--player``, ``--note``; the rest is the game's)."""
    words, player, note, rest = shlex.split(line), None, None, []
    i = 0
    while i < len(words):
        if words[i] in ("--player", "-p"):
            player, i = words[i + 1], i + 2
        elif words[i] == "--note":
            note, i = words[i + 1], i + 2
        else:
            rest.append(words[i])
            i += 1
    event = game.parse(state, rest[0], rest[1:], player)
    if note:
        event["note"] = note
    return event


def weight(choice: awaited.Choice, key: str = "") -> float:
    return WEIGHTS_BY_GAME.get(key, WEIGHTS).get(choice.kind, 2.0)


def limit_of(key: str) -> int:
    """The events after which a game of ``key`` that has not ended is given up."""
    return LIMITS.get(key, LIMIT)


def play(key: str, seed: int, limit: int | None = None, *, keep_lines: bool = False, options: dict | None = None
         ) -> Game_:
    """One game of ``key`` played from its set-up by the seeded random player, to a win or ``limit`` events (by
    default the key's bound, :func:`limit_of`)."""
    limit = limit_of(key) if limit is None else limit
    g = start(key, seed, options)
    rng = random.Random(seed * 7919 + 1)
    while len(g.events) < limit:
        answer = awaited.answer(g.game, g.state)
        if answer.winner or not any(a.choices for a in answer.actors if a.must):
            break
        actors = [a for a in answer.actors if a.choices and a.must] or [a for a in answer.actors if a.choices]
        actor = rng.choice(actors)
        record_one(g, actor, rng, keep_lines)
    return g


def record_one(g: Game_, actor: awaited.Actor, rng: random.Random, keep_lines: bool = False) -> dict:
    """Record one of ``actor``'s choices, picked by weight, with random values; the event recorded."""
    choices = list(actor.choices)
    while choices:
        choice = rng.choices(choices, [weight(c, g.game.key) for c in choices])[0]
        for _attempt in range(TRIES if choice.rules else 1):
            line = awaited.fill(choice, awaited.complete(choice, rng))
            try:
                event = line_event(g.game, g.state, line)
                event = {"seq": len(g.events) + 1, **event}
                event, _out = step(g.game, g.state, event)
            except RuleViolation as exc:
                if exc.rule in choice.rules:
                    continue
                raise SelfPlayError(f"{g.game.key}: offered '{line}' refused after {len(g.events)} events: "
                                    f"{exc.rule}: {exc.message} — {exc.allowed}") from None
            except NotationError as exc:
                raise SelfPlayError(f"{g.game.key}: offered '{line}' unreadable after {len(g.events)} events: "
                                    f"{exc.message} — {exc.allowed}") from None
            g.events.append(event)
            if keep_lines:
                g.lines.append(line)
            return event
        choices.remove(choice)
    raise SelfPlayError(f"{g.game.key}: no choice of {actor.player} could be recorded after {len(g.events)} events")


def offered_refusals(game: Game, state: Any, answer: awaited.Awaited, rng: random.Random, samples: int = 3
                     ) -> list[str]:
    """Soundness at one position: each choice completed ``samples`` times with random values from its domains;
    every refusal not under one of the choice's own rules, as text (the rule ID first)."""
    found = []
    for actor in answer.actors:
        for choice in actor.choices:
            for _i in range(samples if choice.slots else 1):
                line = awaited.fill(choice, awaited.complete(choice, rng))
                try:
                    event = game.normalize(state, line_event(game, state, line))
                    game.check_phase(state, event)
                    game.validate(state, event)
                except RefereeError as exc:
                    if isinstance(exc, RuleViolation) and exc.rule in choice.rules:
                        continue
                    found.append(f"{exc.rule or 'NOTATION'}: offered '{line}' ({actor.player}) refused: "
                                 f"{exc.message} — {exc.allowed}")
                finally:
                    if hasattr(state, "survivors"):
                        state.survivors = None
    return found
