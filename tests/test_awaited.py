"""The legal moves as data (:mod:`referee.core.awaited`, ``referee hints --json``), held against the rules:

* **sound** — every offered choice, completed with values from its domains, is accepted by ``validate`` (but for
  the rules a bounded choice names);
* **complete** — every event ``validate`` accepts is offered: the events of games really played, and those events
  mutated at random (another place, another count, another player, another verb) whenever the mutation is accepted;
* **self-play** — a seeded random player that picks only offered choices plays every game key from the set-up to a
  win (or a bound for a game that can stall); each such game is a save ``check`` finds valid and that replays to
  the same final state.

CI plays a few fixed seeds of every key; ``make fuzz`` (REFEREE_FUZZ=1) plays new ones. A failing seed becomes a
case of :data:`REGRESSIONS`.
"""

from __future__ import annotations

import copy
import os
import random
from pathlib import Path

import pytest

from referee.core import awaited, registry, save
from referee.core.check import check_file
from referee.core.errors import RefereeError
from referee.core.session import Session, replay, step
from referee.games import register_builtins

import selfplay

register_builtins()
ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "saves" / "examples").glob("*.toml"))
FUZZ = bool(os.environ.get("REFEREE_FUZZ"))
SEEDS = [random.randrange(1_000_000) for _i in range(6)] if FUZZ else [1, 2]
KEYS = sorted(selfplay.SETUPS)
EVERY = 1 if FUZZ else 4          # positions checked: every EVERY-th of a game
REGRESSIONS: list[tuple[str, int]] = []      # (key, seed) of a self-play game that once failed


def positions(game, setup, events, every: int = 1):
    """(state, the event recorded next, its index) at every ``every``-th position of a recorded game; the state is
    the game's own, moved on after each yield."""
    state = game.initial_state(setup)
    game.quiet(state, True)
    for i, event in enumerate(events):
        if i % every == 0:
            yield state, event, i
        step(game, state, event)


def accepted(game, state, event) -> dict | None:
    """The event as the rules accept it in ``state`` (normalized), or None if they refuse it or a save could not
    hold it (a field its kind has not); ``state`` untouched."""
    if save.check_event_shape(game, {**event, "seq": 1}, 0, None):
        return None
    try:
        event = game.normalize(state, dict(event))
        game.check_phase(state, event)
        game.validate(state, event)
    except RefereeError:
        return None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return None                                      # not an event a front end can produce
    finally:
        if hasattr(state, "survivors"):
            state.survivors = None
    return event


def unoffered(game, state, answer, event) -> str | None:
    """Why an accepted ``event`` is not among the offered choices (None when it is)."""
    bare = awaited.bare(game, event)
    if awaited.offers(answer, bare) is not None:
        return None
    mine = [c.as_json() for a in answer.actors if a.player == bare.get("player") for c in a.choices
            if c.kind == bare["kind"]]
    return f"accepted but not offered: {bare}; offered {bare['kind']}: {mine}"


# --- mutations ---------------------------------------------------------------------------------------------------

def pool(answer, events, names) -> dict[str, list]:
    """Values to mutate with, by field: what the offered choices fix or allow in that field and what the recorded
    events held in it (the players' names for any field that names a player); ``*`` holds them all."""
    found: dict[str, set] = {"*": set(names)}

    def add(key, value):
        if isinstance(value, (list, dict)):
            value = tuple(value) if isinstance(value, list) else value
        if isinstance(value, dict):
            found.setdefault(key + ".keys", set()).update(value)
            return
        found.setdefault(key, set()).add(value)
        if isinstance(value, str):
            found["*"].add(value)

    for choice in answer.choices():
        for k, v in choice.event.items():
            add(k, v)
        for slot in choice.slots:
            for v in slot.values or ():
                add(slot.name, v)
            if slot.most:
                found.setdefault(slot.name + ".keys", set()).update(slot.most)
    for event in events:
        for k, v in event.items():
            if k not in ("seq", "at", "note") or k == "at" and event["kind"] == "build":
                add(k, v)
    for k in ("player", "with", "victim"):
        found.setdefault(k, set()).update(names)
    return {k: sorted(v, key=repr) for k, v in found.items()}


def mutate(event: dict, values: dict, kinds: list[str], rng: random.Random) -> dict:
    """The event with one field changed: another value that field takes (now and then any name), another count, a
    card more or less, or another kind (the verb)."""
    ev = copy.deepcopy(event)
    fields = [k for k in ev if k not in ("seq", "note", "kind")]
    if rng.random() < 0.1 or not fields:
        ev["kind"] = rng.choice(kinds)
        return ev
    key = rng.choice(fields)
    value = ev[key]
    same = values.get(key) or values["*"]
    if isinstance(value, bool):
        ev[key] = not value
    elif isinstance(value, str):
        ev[key] = rng.choice(same if rng.random() < 0.9 else values["*"])
    elif isinstance(value, int):
        ev[key] = max(0, value + rng.choice((-2, -1, 1, 2))) if rng.random() < 0.7 else rng.randint(0, 12)
    elif isinstance(value, dict):
        names = values.get(key + ".keys") or list(value) or values["*"]
        name = rng.choice(sorted(names))
        changed = {**value, name: max(0, value.get(name, 0) + rng.choice((-1, 1)))}
        ev[key] = {k: n for k, n in changed.items() if n}
    elif isinstance(value, list) and value:
        whole = [v for v in same if isinstance(v, tuple)]
        if whole and rng.random() < 0.5:
            ev[key] = list(rng.choice(whole))
        else:
            i = rng.randrange(len(value))
            ev[key] = [*value[:i], rng.choice(values["*"]), *value[i + 1:]]
    return ev


def check_positions(game, setup, events, rng: random.Random, every: int, mutations: int = 6) -> list[str]:
    """Soundness and completeness at the positions of a recorded game: every problem, as text."""
    problems = []
    kinds = sorted(game.kinds)
    for state, event, i in positions(game, setup, events, every):
        answer = awaited.answer(game, state)
        answer.as_json(all_=True)
        for refusal in selfplay.offered_refusals(game, state, answer, rng, samples=2):
            problems.append(f"event {i + 1}: {refusal}")
        why = unoffered(game, state, answer, accepted(game, state, event) or event)
        if why:
            problems.append(f"event {i + 1}: {why}")
        values = pool(answer, events[max(0, i - 40):i + 1], setup.names)
        for _m in range(mutations):
            changed = mutate(event, values, kinds, rng)
            ok = accepted(game, state, changed)
            if ok is not None:
                why = unoffered(game, state, answer, ok)
                if why:
                    problems.append(f"event {i + 1} mutated: {why}")
        if len(problems) > 5:
            break
    return problems


# --- the tests ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("seed", SEEDS + [s for k, s in REGRESSIONS])
def test_self_play_reaches_a_win_and_its_save_is_valid(key, seed, tmp_path):
    """A game played only from the offered choices ends with a winner (or stalls past the bound, which is said);
    its save, written by the referee's own writer, is valid and replays to the same final state."""
    g = selfplay.play(key, seed)
    assert g.state.winner or len(g.events) >= selfplay.limit_of(key), (key, seed, len(g.events))
    path = tmp_path / f"{key}-{seed}.toml"
    save.write_atomic(path, save.dumps(g.setup, g.events, []))
    verdict = check_file(path)
    assert verdict.report["valid"], verdict.report
    again = Session.load(path)
    assert again.game.summary(again.state) == g.game.summary(g.state)


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("seed", SEEDS[:1] + [s for k, s in REGRESSIONS])
def test_offered_choices_are_sound_and_complete_in_self_play(key, seed):
    g = selfplay.play(key, seed)
    problems = check_positions(g.game, g.setup, g.events, random.Random(seed), EVERY)
    assert not problems, "\n".join(problems)


def example(path: Path) -> Session:
    session = Session.load(path)
    if session.game.key not in selfplay.SETUPS:
        pytest.skip(f"{session.game.key}: its choices are not listed yet")
    return session


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_offered_choices_are_sound_and_complete_in_the_example_games(path):
    session = example(path)
    problems = check_positions(session.game, session.setup, session.events, random.Random(path.stem), EVERY)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_position_of_an_example_game_has_an_answer(path):
    """``referee hints --json``'s answer (the same function, in process) at every position, in each view."""
    session = example(path)
    game = session.game
    for state, event, i in positions(game, session.setup, session.events):
        answer = awaited.answer(game, state)
        for view in (answer.as_json(), answer.as_json(all_=False), answer.as_json(event.get("player"), all_=False)):
            assert view["actors"] or view["winner"], (i, view)
