"""Every recorded event back to the line a person types (``Game.typed``), for every registered game.

``game.parse(state, …)`` of the words ``game.typed(state, event)`` gives must be the event again (normalized,
ignoring ``seq`` and the recording time ``at``): over the example saves and the test corpora, over games the bots
play (hypothesis), over games whose secrets were kept, and — typed into ``referee play`` as a person would type
them — through the command line itself.
"""

from __future__ import annotations

import dataclasses
import shlex
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from referee.cli.app import app
from referee.cli.play import Table
from referee.core import commands, i18n, registry, save
from referee.core.errors import NotationError, RefereeError
from referee.core.game import Game
from referee.core.session import Session, step

from secret_play import bot_events, replay_hidden, replay_rome_hidden, rome_events
from test_properties import GENERATORS

ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted([*(ROOT / "saves" / "examples").glob("*.toml"), *(ROOT / "tests" / "data").glob("**/*.toml")])
NOW = "2026-11-29T19:04:00Z"


def read(game, state, words: list[str]) -> dict:
    """The event the command line ``words`` records: ``--player`` and ``--note`` are options of every verb, and
    ``--got`` goes to ``parse`` with the other words, as the ``play`` verb hands it on."""
    verb, rest, options = words[0], [], {}
    pending = iter(words[1:])
    for word in pending:
        if word in ("--player", "--note"):
            options[word] = next(pending)
        elif word == "--got":
            rest += [word, next(pending)]
        else:
            rest.append(word)
    event = game.parse(state, verb, rest, options.get("--player"))
    if "--note" in options:
        event["note"] = options["--note"]
    return event


def comparable(game, state, event: dict) -> dict:
    """``event`` normalized, without ``seq`` and without ``at`` where it is the time it was recorded."""
    event = game.normalize(state, dict(event))
    event.pop("seq", None)
    if game.stamps(event["kind"]):
        event.pop("at", None)
    return event


def assert_typed_forms(game, setup, events: list[dict]) -> None:
    """Each event, in the state before it, reads back from its typed line."""
    state = game.initial_state(setup)
    for event in events:
        assert_reads_back(game, state, event)
        step(game, state, event)


def assert_reads_back(game, state, event: dict) -> None:
    words = game.typed(state, event)
    line = f"#{event.get('seq')} {shlex.join(words)}"
    try:
        again = read(game, state, words)
    except RefereeError as exc:
        pytest.fail(f"{line}: {exc}")
    assert comparable(game, state, again) == comparable(game, state, event), line


def test_every_kind_of_every_registered_game_has_a_typed_form():
    missing = {key: sorted(set(registry.find(key).kinds) - set(registry.find(key).TYPED)) for key in registry.games()}
    assert {key: kinds for key, kinds in missing.items() if kinds} == {}


def test_a_game_without_typed_forms_says_so():
    class Bare(Game):
        key = "bare"
        kinds = {"roll": {}}

    with pytest.raises(NotationError, match="bare has no typed form of 'roll'"):
        Bare().typed(None, {"kind": "roll", "player": "Anna"})


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_every_event_of_the_examples_and_corpora_reads_back_from_its_typed_line(path):
    try:
        session = Session.load(path)
    except RefereeError as exc:
        pytest.skip(f"not a game: {exc}")
    if session.replayed.problem:
        pytest.skip(f"not a valid game: {session.replayed.problem.rule}")
    assert_typed_forms(session.game, session.setup, session.events)


@pytest.mark.parametrize("key", sorted(GENERATORS))
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), length=st.integers(1, 400))
def test_every_event_of_a_bot_game_reads_back_from_its_typed_line(key, seed, length):
    game, setup, events = GENERATORS[key][0](seed, length)
    assert_typed_forms(game, setup, events)


@pytest.mark.parametrize("key", ["catan", "catan-5-6", "helpers", "best-friends", "seafarers"])
def test_events_with_secrets_kept_read_back_from_their_typed_lines(key):
    """Buys face down, steals unseen, a Monopoly's ``--got``, Victory Point cards revealed (CATAN-ROBBER-6)."""
    for seed in range(2):
        game, setup, events = bot_events(key, seed)
        _truth, _secret, hidden = replay_hidden(game, setup, events, check_every=10**6)
        assert_typed_forms(game, setup, hidden)


def test_rome_events_with_secrets_kept_read_back_from_their_typed_lines():
    """Action and pasture cards drawn face down, thefts unseen, shortages given back, cards revealed (ROME-END-2)."""
    for seed in range(2):
        game, setup, events = rome_events(seed)
        _truth, _secret, hidden = replay_rome_hidden(game, setup, events, check_every=10**6)
        assert_typed_forms(game, setup, hidden)


# --- what no example records: the forms are read back all the same (parse reads, it does not judge) -----------
def position(name: str, upto: int):
    """The game and the state of an example save after ``upto`` events."""
    session = Session.load(ROOT / "saves" / "examples" / name)
    state = session.game.initial_state(session.setup)
    for event in session.events[:upto]:
        step(session.game, state, event)
    return session.game, state


UNRECORDED = {
    "wt-trade": ("warriors-and-traders-3p.toml", {"kind": "trade", "player": "Anna", "with": "Ben",
                                                   "give": {"goods": 3}, "get": {"weapons": 1}}),
    "wt-peace": ("warriors-and-traders-3p.toml", {"kind": "peace", "player": "Anna", "with": "Cyril"}),
    "wt-unify": ("warriors-and-traders-3p.toml", {"kind": "unify", "player": "Anna",
                                                   "provinces": ["C1", "C2", "C3", "C4"]}),
    "wt-war": ("warriors-and-traders-3p.toml", {"kind": "act", "player": "Anna", "action": "war", "target": "Ben"}),
    "wt-reinforce": ("warriors-and-traders-3p.toml", {"kind": "act", "player": "Anna", "action": "reinforce",
                                                       "unit": "infantry-1", "to": "archers"}),
    "wt-battle": ("warriors-and-traders-3p.toml", {"kind": "battle", "player": "Anna", "province": "C3",
                                                    "dealt": {"barbarian-army": 0}, "taken": {"infantry-1": 2},
                                                    "retreat": ["archers-1"], "withdraw": ["cavalry-1"],
                                                    "dead": ["infantry-1"]}),
    "ck-inventor": ("seafarers-ck-3p-test.toml", {"kind": "progress", "player": "Anna", "card": "inventor",
                                                   "hexes": ["2c", "3d"]}),
    "ck-declared": ("seafarers-ck-3p-test.toml", {"kind": "progress", "player": "Anna", "card": "merchant_fleet",
                                                   "gained": {"Ben": {"wool": 2}, "bank": {"ore": 1}},
                                                   "paid": {"grain": 1}, "points": 1, "note": "took the fleet"}),
    "ck-deserter": ("seafarers-ck-3p-test.toml", {"kind": "progress", "player": "Anna", "card": "deserter",
                                                   "at": "3c:6", "place": "2c:4"}),
    "ck-roll": ("seafarers-ck-3p-test.toml", {"kind": "roll", "player": "Anna", "total": 8, "dice": [3, 5],
                                               "red": 5, "event": "green", "lose": ["2c:4"],
                                               "gold": {"Ben": {"ore": 1}}, "progress": {"Anna": {"science": 2}}}),
    "ck-chase": ("seafarers-ck-3p-test.toml", {"kind": "knight", "player": "Anna", "action": "chase",
                                                "at": "2c:4", "to": "2c", "victim": "Ben", "stolen": "cloth"}),
    "sea-gold-discovery": ("treasure-islands-3p-test.toml", {"kind": "discover", "player": "Anna", "hex": "4f",
                                                              "terrain": "gold", "number": 9, "take": {"ore": 1}}),
    "sea-discovery-unnumbered": ("treasure-islands-3p-test.toml", {"kind": "discover", "player": "Anna",
                                                                    "hex": "4f", "terrain": "gold",
                                                                    "take": {"ore": 1}}),
    "sea-road-building": ("seafarers-3p-test.toml", {"kind": "play", "player": "Anna", "card": "road_building",
                                                      "roads": ["2b:3"], "ships": ["2e:5"]}),
    "treasure-routes": ("treasure-islands-3p-test.toml", {"kind": "treasure", "player": "Anna",
                                                           "reward": "two_free_routes", "roads": ["1c:7"],
                                                           "ships": ["2d:7"]}),
    "treasure-kept": ("into-the-unknown-3p-test.toml", {"kind": "treasure", "player": "Anna", "reward": "keep",
                                                         "harbour": "wool", "site": "4d:4"}),
    "monopoly-got": ("catan-4p-beginner.toml", {"kind": "play", "player": "Anna", "card": "monopoly",
                                                "resource": "wool", "got": {"Ben": 2, "Cyril": 0, "Dana": 1}}),
    "rome-arrows-none": ("rome-3p-declared.toml", {"kind": "move", "player": "Anna", "to": "1e:12", "arrows": [],
                                                    "pay": {}}),
}


@pytest.mark.parametrize("name", sorted(UNRECORDED))
def test_typed_forms_no_example_records_read_back(name):
    save_name, event = UNRECORDED[name]
    game, state = position(save_name, 60)
    assert_reads_back(game, state, event)


# --- through the command line: each line typed into `referee play` ---------------------------------------------
def typed_into_play(tmp_path, setup, game, events: list[dict], monkeypatch, lang: str = i18n.ENGLISH) -> list[dict]:
    """The events a fresh save of ``setup`` records when each event's typed line is typed into ``referee play``
    (``referee --lang LANG play``)."""
    monkeypatch.setattr(commands, "now", lambda: NOW)
    path = tmp_path / "typed.toml"
    save.write_atomic(path, save.dumps(setup, [], []))
    i18n.use(lang)
    state, table = game.initial_state(setup), Table(path)
    assert table.lang == lang
    for event in events:
        line = shlex.join(game.typed(state, event))
        assert table.handle(line) == 0, f"#{event['seq']} {line}"
        step(game, state, event)
    return Session.load(path).events


def unstamped(game, events: list[dict]) -> list[dict]:
    return [{k: v for k, v in e.items() if not (k == "at" and game.stamps(e["kind"]))} for e in events]


THROUGH_PLAY = ["aqua-romana-3p.toml", "warriors-and-traders-3p.toml", "catan-helpers-4p.toml",
                "enchanted-land-3p-test.toml", "catan-scenario-5-6-lighthouses-six.toml"]


@pytest.mark.parametrize("name", THROUGH_PLAY)
def test_typed_lines_played_into_referee_play_record_the_same_events(name, tmp_path, monkeypatch, capsys):
    """What a browser test will do: every line of an example save typed into a session on a fresh save."""
    session = Session.load(ROOT / "saves" / "examples" / name)
    events = typed_into_play(tmp_path, session.setup, session.game, session.events, monkeypatch)
    assert unstamped(session.game, events) == unstamped(session.game, session.events)


@pytest.mark.parametrize("name", ["catan-4p-beginner.toml", "rome-3p-test-map.toml"])
def test_typed_lines_are_english_and_a_czech_session_takes_them(name, tmp_path, monkeypatch, capsys):
    """The page's ``--lang cs``: the canonical English words are read in a Czech session too."""
    session = Session.load(ROOT / "saves" / "examples" / name)
    events = typed_into_play(tmp_path, session.setup, session.game, session.events[:80], monkeypatch, "cs")
    assert unstamped(session.game, events) == unstamped(session.game, session.events[:80])


def test_secrets_quotes_and_spaced_names_typed_into_referee_play(tmp_path, monkeypatch, capsys):
    """A game with its secrets kept (``buy`` alone, a steal unseen, ``--got``), a player whose name has a space and
    an apostrophe, notes with quotes and a ``#``: the lines go through the shell's quoting and Typer's options."""
    game, setup, events = bot_events("catan", 0)
    _truth, _secret, hidden = replay_hidden(game, setup, events, check_every=10**6)
    cut = next(i for i, e in enumerate(hidden) if "got" in e) + 1
    renamed = {"Ben": "Ben O'Neil"}
    setup = dataclasses.replace(setup, players=[{**p, "name": renamed.get(p["name"], p["name"])}
                                                for p in setup.players])
    hidden = [rename(e, renamed) for e in hidden[:cut]]
    for i in range(0, cut, 7):
        hidden[i]["note"] = f'#{i} "said" it\'s -- fine'
    assert any(e["player"] == "Ben O'Neil" for e in hidden) and "--got" in shlex.join(
        game.typed(replayed(game, setup, hidden[:-1]), hidden[-1]))
    recorded = typed_into_play(tmp_path, setup, game, hidden, monkeypatch)
    assert unstamped(game, recorded) == unstamped(game, hidden)


def rename(event: dict, names: dict[str, str]) -> dict:
    """``event`` with the players of ``names`` renamed (who acts, with whom, the victim, a Monopoly's ``got``)."""
    out = {k: names.get(v, v) if k in ("player", "with", "victim") else v for k, v in event.items()}
    if "got" in out:
        out["got"] = {names.get(k, k): n for k, n in out["got"].items()}
    return out


def replayed(game, setup, events: list[dict]):
    state = game.initial_state(setup)
    for event in events:
        step(game, state, event)
    return state



def test_catan_dev_8_amend_takes_the_typed_line_of_a_monopoly_with_got(tmp_path):
    """``amend SEQ`` + an event's typed line replaces it by itself: ``--got`` too, as the ``play`` verb takes it."""
    game, setup, events = bot_events("catan", 0)
    _truth, _secret, hidden = replay_hidden(game, setup, events, check_every=10**6)
    monopoly = next(e for e in hidden if "got" in e)
    path = tmp_path / "amended.toml"
    save.write_atomic(path, save.dumps(setup, hidden[:monopoly["seq"]], []))
    words = game.typed(replayed(game, setup, hidden[:monopoly["seq"] - 1]), monopoly)
    result = CliRunner().invoke(app, ["amend", str(monopoly["seq"]), *words, "--save", str(path)])
    assert result.exit_code == 0, result.output
    assert Session.load(path).events[-1] == monopoly
