"""Whole bot games with full information, replayed with their secrets hidden (DESIGN.md §3, "Secrets").

Shared by the property tests (tests/test_secrets.py) and the bench: every development card bought is
bought face down, every stolen card is stolen unseen; where the full game is won by Victory Point cards the
referee could not see, the winner reveals them (CATAN-END-1/4). After every event the hidden replay must agree
with the truth: exact where it claims to be exact, the truth inside every range.
"""

from __future__ import annotations

import functools

from referee.core.session import step

RANGE_KEYS = {"min", "max"}


def hidden(event: dict, *, buys: bool = True, steals: bool = True) -> dict:
    """``event`` as a table that kept its secrets would type it."""
    event = dict(event)
    if buys and event["kind"] == "buy":
        event.pop("card")
    if steals and "stolen" in event:
        event.pop("stolen")
    return event


def within(value, truth) -> bool:
    """``truth`` equals an exact ``value`` or lies in its range."""
    if isinstance(value, dict) and set(value) == RANGE_KEYS:
        return value["min"] <= truth <= value["max"] and value["min"] < value["max"]
    return value == truth


def compare(shown: dict, truth: dict, where: str) -> None:
    """Every field of the hidden ``shown`` summary agrees with the full ``truth`` (names the field otherwise)."""
    for key, value in shown.items():
        if key in ("hand_size", "unknown_dev_cards", "unknown_action_cards", "players"):
            continue
        if key in ("dev_cards", "action_cards"):
            for card in set(value) | set(truth[key]):
                assert within(value.get(card, 0), truth[key].get(card, 0)), (where, key, card, value, truth[key])
            continue
        if key == "public_victory_points":       # revealed VP cards are public; the full game shows none
            continue
        if isinstance(value, dict) and set(value) != RANGE_KEYS:
            compare(value, truth[key], f"{where}.{key}")
            continue
        assert within(value, truth[key]), (where, key, value, truth[key])
    for mine, real in zip(shown.get("players", []), truth.get("players", [])):
        compare(mine, real, f"{where}.{mine['name']}")
        assert mine.get("hand_size", sum(real["resources"].values())) == sum(real["resources"].values())
        assert mine["public_victory_points"] >= real["public_victory_points"]


def replay_unhidden(game, setup, events: list[dict]) -> None:
    """Replay ``events`` twice through ``step``, nothing hidden: the same summary after every event, no secret
    kept, the same status tables at the end (hiding nothing changes nothing)."""
    truth, again = game.initial_state(setup), game.initial_state(setup)
    for event in events:
        step(game, truth, event)
        step(game, again, dict(event))
        assert game.summary(again) == game.summary(truth), event
    assert not again.secret and game.status(again).tables == game.status(truth).tables


def replay_hidden(game, setup, events: list[dict], *, buys: bool = True, steals: bool = True,
                  check_every: int = 1) -> tuple[object, object, list[dict]]:
    """Replay ``events`` twice, as played and hidden; compare the two after every ``check_every``-th event.

    Returns the full state, the hidden state and the hidden events (reveals added where the truth was won by
    cards the referee could not see)."""
    truth, secret = game.initial_state(setup), game.initial_state(setup)
    typed: list[dict] = []
    for i, event in enumerate(events):
        typing = {**hidden(event, buys=buys, steals=steals), "seq": len(typed) + 1}
        if secret.hands is not None and event["kind"] == "play" and event["card"] == "monopoly":
            typing["got"] = {p.name: p.hand.get(event["resource"], 0) for p in truth.players
                             if p.name != event["player"]}      # the table counts what it hands over
        step(game, truth, event)
        shown, _out = step(game, secret, typing)
        typed.append(shown)
        if truth.winner and not secret.winner:
            winner = truth.by_name[truth.winner]
            count = secret.cards.hidden[winner.name]
            reveal = {"seq": len(typed) + 1, "kind": "reveal", "player": winner.name, "card": "victory_point",
                      "count": winner.devs["victory_point"] - secret.by_name[winner.name].devs["victory_point"]}
            assert 0 < reveal["count"] <= count, (reveal, count)
            reveal, _out = step(game, secret, reveal)
            typed.append(reveal)
        if i % check_every == 0 or i == len(events) - 1:
            compare(game.summary(secret), game.summary(truth), f"event {event['seq']}")
    return truth, secret, typed


SCRIPTS = {"catan-5-6": "make_catan_56_example", "helpers": "make_catan_helpers_example",
           "best-friends": "make_catan_best_friends_example", "seafarers": "make_seafarers_example"}
BOARDS = {"seafarers": "seafarers-test"}


@functools.cache
def bot_events(key: str, seed: int):
    """A whole bot game of ``key`` (a Catan family member with a bot in saves/examples/) with full information:
    its game, set-up and events.

    The 5–6 bot sometimes tries a discard after a win in the middle of a seven (seed 8, a bot bug, not a rule
    problem): the game ends there, with the events recorded so far."""
    import datetime as dt
    import random

    from referee.core.errors import RuleViolation
    from referee.core.game import Setup
    from referee.games.catan.board import make_board

    from botplay import Recorder, catan_bot, example_script

    if key == "catan":
        from referee.games.catan import GAME as game
        bot_module, seats, options = catan_bot(), 3 + seed % 2, {}
    elif key == "catan-5-6":
        bot_module = example_script(SCRIPTS[key])
        game = bot_module.game()
        seats, options = 5 + seed % 2, {"turn_rule": "paired" if seed % 3 == 0 else "special_build"}
    else:
        bot_module = example_script(SCRIPTS[key])
        game = bot_module.game()
        seats, options = len(bot_module.PLAYERS), {}
    resolved = game.resolve_options(options)
    board = (game.make_board(BOARDS[key], None, [], resolved) if key in BOARDS
             else make_board("random", seed, game.edition))
    setup = Setup(game.key, "secrets", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), resolved, board,
                  [{"name": n, "color": c} for n, c in bot_module.PLAYERS[:seats]])
    rec = Recorder(game, setup, 10_000)
    bot = bot_module.Bot(rec, random.Random(seed))
    try:
        for seat in rec.state.setup_order():
            bot.setup_turn(rec.state.players[seat].name)
        while not rec.state.winner and rec.state.turn < 400:
            bot.play_turn(rec.state.current.name)
    except RuleViolation:
        pass
    return game, setup, rec.events


# --- Struggle for Rome: action cards drawn face down -----------------------------------------------------------
PASTURE_DRAWS = {"start": "pasture", "roll": "pasture", "plunder": "pasture", "play": "drew"}


def rome_hidden(event: dict, *, actions: bool = True, pasture: bool = True) -> dict:
    """A Rome ``event`` as a table that kept its secrets types it: action cards bought or plundered unnamed,
    pasture cards drawn unnamed (set-up, production, plunder, the Great Tribal Leader, the idle compensation, a
    bank trade's: ``pasture``), and the legionnaire's and the Diplomat's thefts with the victim, not the card."""
    event = dict(event)
    if actions and event["kind"] == "build" and event["piece"] == "card":
        event.pop("card", None)
    if actions and event["kind"] == "plunder":
        event.pop("action", None)
    if pasture and event["kind"] in PASTURE_DRAWS:
        event.pop(PASTURE_DRAWS[event["kind"]], None)
    if pasture and event["kind"] == "pass" and event.get("take") in ("horse", "cattle"):
        event["take"] = "pasture"
    if pasture and event["kind"] == "bank" and any(k in event["get"] for k in ("horse", "cattle")):
        get = dict(event["get"])
        get["pasture"] = get.pop("horse", 0) + get.pop("cattle", 0)
        event["get"] = get
    if pasture and event["kind"] in ("legionnaire", "play"):
        event.pop("stolen", None)
    return event


def shortage_returns(truth, event: dict) -> list[str]:
    """The grain and ore each player gives back in a roll's shortage (ROME-PROD-8), from the full game: a table
    sees them, and a theft unseen may leave the referee unable to count them."""
    from referee.games.rome import production

    if event["kind"] != "roll" or event["total"] == 7 or production.void(truth, event["total"]):
        return []
    owed = production.entitlements(truth, event["total"])
    return [f"{p.name}={r}" for r in ("grain", "ore")
            if sum(1 for _n, _h, res in owed if res == r) > truth.pile(r)
            for p in truth.players for _k in range(p.hand.get(r, 0) // 2)]


def face_down_kinds(truth, secret, name: str):
    """What ``name``'s face-down cards truly are: his cards in the full game less those the hidden one knows."""
    from collections import Counter

    return Counter(truth.by_name[name].cards) - Counter(secret.by_name[name].cards)


def replay_rome_hidden(game, setup, events: list[dict], *, check_every: int = 1, actions: bool = True,
                       pasture: bool = True):
    """Replay a Rome game twice, as played and with every action card drawn face down; compare after every
    ``check_every``-th event. Where the full game reaches the target with Cultural Progress cards the hidden one
    cannot see, their holder shows them (ROME-END-1); at the end every face-down card is shown (ROME-END-2).
    Returns the full state, the hidden state and the hidden events."""
    truth, secret = game.initial_state(setup), game.initial_state(setup)
    typed: list[dict] = []

    def reveal(name: str, kinds) -> None:
        for card, n in sorted(kinds.items()):
            if n > 0:
                shown, _out = step(game, secret, {"seq": len(typed) + 1, "kind": "reveal", "player": name,
                                                  "card": card, "count": n})
                typed.append(shown)

    for i, event in enumerate(events):
        hidden = rome_hidden(event, actions=actions, pasture=pasture)
        if pasture and shortage_returns(truth, event):      # what each gave back, seen at the table (ROME-PROD-8)
            hidden["returns"] = [*hidden.get("returns", []), *shortage_returns(truth, event)]
        step(game, truth, event)
        shown, _out = step(game, secret, {**hidden, "seq": len(typed) + 1})
        typed.append(shown)
        if truth.ending and not secret.ending:          # he announces the target: his Cultural Progress cards
            from referee.games.rome.vocab import CULTURE

            kinds = face_down_kinds(truth, secret, truth.ending)
            reveal(truth.ending, {k: n for k, n in kinds.items() if k in CULTURE})
        if truth.stage == "over" and secret.stage == "over" and not secret.winner:
            for p in truth.players:
                reveal(p.name, face_down_kinds(truth, secret, p.name))
        if i % check_every == 0 or i == len(events) - 1:
            compare(game.summary(secret), game.summary(truth), f"event {event['seq']}")
    return truth, secret, typed


@functools.cache
def rome_events(seed: int, rounds: int = 80):
    """A whole Rome bot game (3 or 4 players on the TEST MAP) with full information: game, set-up, events."""
    import datetime as dt
    import random

    from referee.core.game import Setup
    from referee.games.rome import GAME
    from referee.games.rome.board import make_board

    from botplay import Recorder, rome_bot

    bot_module = rome_bot()
    people = [*bot_module.PLAYERS, ("Dana", "yellow")][: 3 + seed % 2]
    setup = Setup("rome", "secrets", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), GAME.resolve_options({}),
                  make_board("test-map"), [{"name": n, "color": c} for n, c in people])
    rec = Recorder(GAME, setup, 100_000)
    bot = bot_module.Bot(rec, random.Random(seed))
    bot.setup()
    while rec.state.stage != "over" and rec.state.round <= rounds:
        bot.play_round()
    return GAME, setup, rec.events
