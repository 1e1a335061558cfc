"""A whole Struggle for Rome game in declared-facts mode: the TEST MAP example, recorded without the map.

``tests/rome_declared.py`` drops the map from the example game and adds to each event
the facts a table would declare; the referee must accept it to the same end.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core import save
from referee.core.errors import RuleViolation
from referee.core.session import Session, replay
from referee.games.rome import GAME

import rome_declared as rd

runner = CliRunner()


@pytest.fixture(scope="module")
def converted():
    return rd.converted_example()


@pytest.fixture(scope="module")
def played(converted):
    setup, events = converted
    return replay(GAME, setup, events)


@pytest.fixture(scope="module")
def map_game():
    session = Session.load(rd.SOURCE)
    return session, replay(GAME, session.setup, session.events)


def check_json(path: Path) -> dict:
    result = runner.invoke(app, ["check", "--json", str(path)])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_set_up_is_what_new_rome_writes_without_a_board(converted, map_game, tmp_path, monkeypatch):
    setup, events = converted
    session, _ = map_game
    monkeypatch.chdir(tmp_path)
    assert runner.invoke(app, ["new", "rome", "--players", "Anna,Ben,Cyril", "--save", "fresh"]).exit_code == 0
    fresh = Session.load(tmp_path / "saves" / "fresh.toml").setup
    assert setup.board == fresh.board == {"mode": "declared"}
    assert setup.options == fresh.options == session.setup.options
    assert setup.players == fresh.players == session.setup.players
    assert len(events) == len(session.events)


def test_the_declared_game_is_valid_to_the_end_with_the_same_winner(played, map_game):
    _, ref = map_game
    assert played.problem is None and played.later == []
    assert played.state.stage == "over" == ref.state.stage
    assert played.state.winner == ref.state.winner
    assert played.state.facts.map is None and ref.state.facts.map is not None


def test_the_written_save_replays_through_a_session(played):
    session = Session.load(rd.OUTPUT)
    session.require_valid()
    assert session.setup.board == {"mode": "declared"}
    assert session.replayed.applied == len(session.events)
    assert session.state.winner == played.state.winner


def test_check_json_gives_the_map_game_s_scores(tmp_path, map_game):
    path = rd.build(tmp_path / "declared.toml")
    declared, original = check_json(path), check_json(rd.SOURCE)
    assert declared["valid"] and declared["winner"] == original["winner"]
    assert declared["map"]["mode"] == "declared" and original["map"]["mode"] == "map"

    def scores(report):
        return [(p["name"], p["score"], p["victory_points"]) for p in report["players"]]

    assert scores(declared) == scores(original)
    assert declared["players"] == original["players"]


def test_check_lists_the_checks_that_rested_on_declared_facts(tmp_path, played):
    path = rd.build(tmp_path / "declared.toml")
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    marks = played.state.declared
    assert f"no map: {len(marks)} check(s) rest on facts declared at the table" in out
    for rule in ("ROME-SETUP-2", "ROME-SETUP-6", "ROME-PROD-4", "ROME-MOVE-4", "ROME-MOVE-2", "ROME-PLUNDER-1",
                 "ROME-PLUNDER-3", "ROME-CONQ-1", "ROME-EXPAND-2", "ROME-LEG-2"):
        assert any(m["rule"] == rule for m in marks), rule
        assert f": {rule}: " in out
    first = marks[0]
    assert f"event {first['seq']}: {first['rule']}: {first['fact']}" in out
    assert "checked against the map" in runner.invoke(app, ["check", str(rd.SOURCE)]).stdout


def test_each_fact_is_declared_once_and_no_route_is_named(converted):
    _, events = converted
    declared: dict[str, int] = {}
    for ev in events:
        tokens = [*ev.get("horsemen_touch", []), *ev.get("warriors_touch", []), *ev.get("touch", [])]
        if ev["kind"] in ("legionnaire", "play") and "to" in ev:
            tokens.append(ev["to"])
        if ev["kind"] in ("plunder", "conquer"):
            tokens.append(ev["city"])
        for token in tokens:
            if "=" in token:
                name = token.partition("=")[0]
                assert name not in declared, f"{name} declared at {declared.get(name)} and again at {ev['seq']}"
                declared[name] = ev["seq"]
        assert "via" not in ev
    touched = [ev for ev in events if ev["kind"] == "move" and "touch" in ev]
    assert touched and any(ev.get("arrows") for ev in events if ev["kind"] == "move")
    assert all("arrows" in ev for ev in events if ev["kind"] == "move" and ev.get("card") != "great_tribal_leader")
    expansions = [ev for ev in events if ev["kind"] == "conquer" and "from" in ev]
    assert expansions and all(len(ev.get("arrows", [])) <= 1 for ev in expansions)


def test_the_example_file_is_reproduced_byte_for_byte(tmp_path):
    out = rd.build(tmp_path / "again.toml")
    assert out.read_bytes() == rd.OUTPUT.read_bytes()


# --- a wrong or missing declaration midway ------------------------------------------------------

def midway(events, wanted):
    """The index of the event nearest the middle of the game for which ``wanted(event)`` holds."""
    found = [i for i, e in enumerate(events) if wanted(e) and i > 10]
    assert found, "no such event"
    return min(found, key=lambda i: (abs(i - len(events) // 2), i))


def refused(setup, events, i, bad, rule, tmp_path):
    """``bad`` in place of event ``i``: the replay stops there with ``rule``, and a session refuses to record it."""
    changed = [*events[:i], bad, *events[i + 1:]]
    result = replay(GAME, setup, changed)
    assert result.problem is not None
    assert (result.problem.rule, result.problem.seq, result.applied) == (rule, bad["seq"], i)
    path = tmp_path / "midway.toml"
    path.write_text(save.dumps(setup, copy.deepcopy(events[:i]), []), encoding="utf-8")
    before = path.read_bytes()
    session = Session.load(path)
    with pytest.raises(RuleViolation) as caught:
        session.record({k: v for k, v in bad.items() if k != "seq"})
    assert caught.value.rule == rule
    assert path.read_bytes() == before
    session.record({k: v for k, v in events[i].items() if k != "seq"})     # the right one is taken
    return result.problem.message


def contradict(known: str) -> str:
    """``h5=fields:8`` → ``h5=sea``; ``h7=sea`` → ``h7=forest``."""
    name, _, facts = known.partition("=")
    return f"{name}=sea" if not facts.startswith("sea") else f"{name}=forest"


def test_a_contradicting_landscape_midway_is_refused_with_map_2(converted, tmp_path):
    setup, events = converted
    i = midway(events, lambda e: e["kind"] == "move" and "touch" not in e)
    state = replay(GAME, setup, events[:i]).state
    hexes = sorted(state.facts.touching[events[i]["to"]])
    first = f"{hexes[0]}={state.facts.landscapes[hexes[0]].text()}"
    bad = {**events[i], "touch": [contradict(first), *hexes[1:]]}
    message = refused(setup, events, i, bad, "ROME-MAP-2", tmp_path)
    assert f"{hexes[0]} was declared {state.facts.landscapes[hexes[0]].text()}" in message


def test_a_contradicting_city_midway_is_refused_with_map_2(converted, tmp_path):
    setup, events = converted
    i = midway(events, lambda e: e["kind"] in ("plunder", "conquer") and "=" not in e["city"])
    state = replay(GAME, setup, events[:i]).state
    city = state.facts.cities[events[i]["city"]]
    bad = {**events[i], "city": f"{city.name}={city.province}:{5 if city.towers != 5 else 4}"}
    message = refused(setup, events, i, bad, "ROME-MAP-2", tmp_path)
    assert city.name in message


def test_a_missing_landscape_declaration_midway_is_refused_with_map_3(converted, tmp_path):
    setup, events = converted
    i = midway(events, lambda e: e["kind"] == "move" and "touch" in e)
    bad = {k: v for k, v in events[i].items() if k != "touch"}
    message = refused(setup, events, i, bad, "ROME-MAP-3", tmp_path)
    assert f"nothing is known of the landscapes around {events[i]['to']}" in message


def test_a_missing_city_declaration_midway_is_refused_with_map_3(converted, tmp_path):
    setup, events = converted
    i = midway(events, lambda e: e["kind"] in ("plunder", "conquer") and "=" in e["city"])
    bad = {**events[i], "city": events[i]["city"].partition("=")[0]}
    message = refused(setup, events, i, bad, "ROME-MAP-3", tmp_path)
    assert f"nothing is known of the city {bad['city']}" in message
