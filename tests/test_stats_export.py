"""``referee stats`` (dice, chi-square, luck per player, turn times) and ``referee export`` (play loggers)."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import math
import random
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from catan_helpers import position
from referee.cli.app import app
from referee.core import save
from referee.core.game import Game, Setup
from referee.core.session import Session, step
from referee.core.stats import (chi_square_sf, dice_stats, distribution, event_time, gamma_q, played_seconds,
                                pool, turn_durations)
from referee.games.catan import GAME
from referee.games.catan.robber import eligible_victims
from referee.games.catan.stats import expected_income
from referee.games.catan.vocab import ORDER

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "saves" / "examples" / "catan-4p-beginner.toml"
runner = CliRunner()


def cli_json(*args):
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


# --- the chi-square distribution ----------------------------------------------------------------

@pytest.mark.parametrize("x, df, p", [
    (18.307, 10, 0.05), (23.209, 10, 0.01), (2.558, 10, 0.99), (3.841, 1, 0.05), (6.635, 1, 0.01),
    (5.991, 2, 0.05), (9.210, 2, 0.01), (15.507, 8, 0.05), (20.090, 8, 0.01), (31.410, 20, 0.05),
])
def test_chi_square_p_values_match_the_printed_table(x, df, p):
    assert chi_square_sf(x, df) == pytest.approx(p, abs=2e-5)


def test_chi_square_survival_edge_cases():
    assert chi_square_sf(0.0, 5) == 1.0
    assert chi_square_sf(4.0, 2) == pytest.approx(math.exp(-2.0), rel=1e-12)   # df 2: exactly e^(-x/2)
    assert chi_square_sf(200.0, 10) < 1e-30


@pytest.mark.parametrize("x", [0.3, 1.9, 2.1, 7.5])
def test_gamma_q_by_series_and_by_continued_fraction(x):
    """Q(1, x) = e^-x, and Q(3, x) = e^-x (1 + x + x²/2): below and above x = a + 1."""
    assert gamma_q(1, x) == pytest.approx(math.exp(-x), rel=1e-12)
    assert gamma_q(3, x) == pytest.approx(math.exp(-x) * (1 + x + x * x / 2), rel=1e-12)


def test_two_dice_distribution():
    chances = distribution()
    assert list(chances) == list(range(2, 13))
    assert chances[7] == pytest.approx(6 / 36) and chances[2] == pytest.approx(1 / 36)
    assert sum(chances.values()) == pytest.approx(1.0)


def test_sparse_totals_are_pooled_with_their_neighbours():
    classes = pool([(str(t), 0, 72 * p) for t, p in distribution().items()])
    assert [c[0] for c in classes] == ["2–3", "4", "5", "6", "7", "8", "9", "10", "11–12"]
    assert min(c[2] for c in classes) == pytest.approx(6.0)


def rolls(counts: dict[int, int], seed: int = 7) -> list[int]:
    out = [t for t, n in counts.items() for _ in range(n)]
    random.Random(seed).shuffle(out)
    return out


def test_chi_square_with_pooled_classes_by_hand():
    """72 rolls: 2:1 3:4 4:6 5:8 6:10 7:14 8:10 9:8 10:5 11:3 12:3.

    Expected (72 × ways/36): 2 and 3 expect 2 and 4, so they are pooled (6); 11 and 12 likewise (6);
    4:6 5:8 6:10 7:12 8:10 9:8 10:6. Observed 2–3: 5, 11–12: 6.
    χ² = (5−6)²/6 + 0 + 0 + 0 + (14−12)²/12 + 0 + 0 + (5−6)²/6 + 0 = 1/6 + 1/3 + 1/6 = 2/3, df = 9 − 1 = 8.
    """
    result = dice_stats(rolls({2: 1, 3: 4, 4: 6, 5: 8, 6: 10, 7: 14, 8: 10, 9: 8, 10: 5, 11: 3, 12: 3}))
    assert result.rolls == 72 and result.df == 8
    assert result.chi2 == pytest.approx(2 / 3)
    assert result.verdict == "nothing unusual"
    assert any("2–3, 11–12" in note for note in result.notes)


def test_loaded_dice_are_called_biased():
    result = dice_stats(rolls({2: 5, 3: 10, 4: 15, 5: 20, 6: 45, 7: 20, 8: 45, 9: 20, 10: 15, 11: 10, 12: 5}))
    assert result.p < 0.01 and result.verdict == "these dice look biased"


def test_too_few_rolls_are_not_judged():
    few = dice_stats([7, 8, 6, 5, 9, 7, 4, 10, 7, 6])
    assert few.chi2 is None and few.p is None and few.verdict == "too few rolls to judge"
    assert few.notes and "too few rolls" in few.notes[0]
    assert dice_stats([]).verdict == "no rolls recorded yet"


def test_the_default_game_stats_are_the_dice_alone():
    class Plain(Game):
        key = "plain"

    events = [{"seq": 1, "kind": "roll", "total": 7}, {"seq": 2, "kind": "move"}, {"seq": 3, "kind": "roll", "total": 3}]
    out = Plain().stats(None, events)
    assert out.data["dice"]["counts"]["7"] == 1 and out.data["dice"]["rolls"] == 2
    assert set(out.data) == {"dice"}


# --- a Catan save with 180 known rolls -------------------------------------------------------------

KNOWN = {2: 7, 3: 8, 4: 15, 5: 22, 6: 25, 7: 27, 8: 26, 9: 20, 10: 15, 11: 10, 12: 5}


def legal_game(totals: list[int]) -> tuple[Setup, list[dict]]:
    """The example game's set-up, then one turn per total: roll, discards and robber after a 7, end."""
    session = Session.load(EXAMPLE)
    state = GAME.initial_state(session.setup)
    events: list[dict] = []

    def record(kind, player, **fields):
        event = {"seq": len(events) + 1, "kind": kind, "player": player, **fields}
        event, _ = step(GAME, state, event)
        events.append(event)

    for event in session.events[:16]:
        record(event["kind"], event["player"], piece=event["piece"], at=event["at"])
    for total in totals:
        me = state.current
        record("roll", me.name, total=total)
        if total == 7:
            for name, n in list(state.owed.items()):
                cards, hand = {}, state.by_name[name].hand
                for r in ORDER:
                    take = min(hand.get(r, 0), n - sum(cards.values()))
                    if take:
                        cards[r] = take
                record("discard", name, cards=cards)
            to = next(h for h in state.board.grid.hexes if h != state.robber)
            victims = [v for v in eligible_victims(state, me, to) if v.cards()]
            theft = {"victim": victims[0].name, "stolen": next(r for r in ORDER if victims[0].hand.get(r))} \
                if victims else {}
            record("robber", me.name, to=to, **theft)
        record("end", me.name)
    return session.setup, events


@pytest.fixture(scope="module")
def known_save(tmp_path_factory):
    setup, events = legal_game(rolls(KNOWN))
    path = tmp_path_factory.mktemp("stats") / "known.toml"
    path.write_text(save.dumps(setup, events, []), "utf-8")
    return path


def test_chi_square_of_a_save_with_known_rolls(known_save):
    """180 rolls: 2:7 3:8 4:15 5:22 6:25 7:27 8:26 9:20 10:15 11:10 12:5.

    Expected (180 × ways/36): 5 10 15 20 25 30 25 20 15 10 5 — all at least 5, so no pooling, df = 10.
    χ² = (7−5)²/5 + (8−10)²/10 + 0 + (22−20)²/20 + 0 + (27−30)²/30 + (26−25)²/25 + 0 + 0 + 0 + 0
       = 0.8 + 0.4 + 0.2 + 0.3 + 0.04 = 1.74; the table gives p ≈ 0.998 for χ² = 1.74 with 10 df.
    """
    dice = cli_json("stats", "--save", str(known_save), "--json")["dice"]
    assert dice["rolls"] == 180
    assert dice["counts"] == {str(t): n for t, n in KNOWN.items()}
    assert dice["df"] == 10 and dice["classes"] == [str(t) for t in range(2, 13)]
    assert dice["chi_square"] == pytest.approx(1.74)
    assert dice["p_value"] == pytest.approx(0.998, abs=5e-4)
    assert dice["verdict"] == "nothing unusual" and dice["notes"] == []


def test_stats_table_and_chart(known_save):
    result = runner.invoke(app, ["stats", "--save", str(known_save)])
    assert result.exit_code == 0, result.stderr
    text = result.stdout
    assert "Dice: 180 rolls; chi-square 1.74 with 10 degrees of freedom, p = 0.998 — nothing unusual." in text
    chart = {int(line.split()[0]): line.split()[-1] for line in text.splitlines()
             if line.strip() and line.split()[0].isdigit() and len(line.split()) == 4}
    assert sorted(chart) == list(range(2, 13))
    # the longest bar (7 expects 30) is 40 characters: 4/3 of a character per roll
    assert chart[7] == "#" * 36 + "." * 4                       # 27 rolled, 30 expected: short of it
    assert chart[2] == "#" * 7 + "++"                           # 7 rolled, 5 expected: above it
    assert chart[4] == "#" * 20                                 # 15 rolled, 15 expected


# --- per player: income, robber, discards, turn times ------------------------------------------------

def test_expected_income_counts_cities_twice_and_skips_the_robbers_hex():
    """1a:12 touches only 1a (mountains, 10): a settlement expects 3/36 a roll, a city 6/36, none under the robber."""
    assert expected_income(position(pieces={"Anna": {"settlement": ["1a:12"]}}))["Anna"] == pytest.approx(3 / 36)
    assert expected_income(position(pieces={"Anna": {"city": ["1a:12"]}}))["Anna"] == pytest.approx(6 / 36)
    assert expected_income(position(pieces={"Anna": {"city": ["1a:12"]}}, robber="1a"))["Anna"] == 0


SETUP_3P = [("Anna", "settlement", "3e:2"), ("Anna", "road", "3e:1"), ("Ben", "settlement", "2b:4"),
            ("Ben", "road", "2b:3"), ("Cyril", "settlement", "4b:4"), ("Cyril", "road", "4b:5"),
            ("Cyril", "settlement", "2d:6"), ("Cyril", "road", "2d:5"), ("Ben", "settlement", "3b:6"),
            ("Ben", "road", "3b:5"), ("Anna", "settlement", "5b:6"), ("Anna", "road", "5b:5")]


def timed_events() -> list[dict]:
    events = [{"kind": "build", "player": p, "piece": piece, "at": at} for p, piece, at in SETUP_3P]
    events += [
        {"kind": "roll", "player": "Anna", "total": 8, "at": "2026-11-27T19:10:00Z"},
        {"kind": "end", "player": "Anna", "at": "2026-11-27T19:12:30Z"},
        {"kind": "roll", "player": "Ben", "total": 7, "at": "2026-11-27T19:13:00Z"},
        {"kind": "robber", "player": "Ben", "to": "3e", "victim": "Anna", "stolen": "grain",
         "at": "2026-11-27T19:14:10Z"},
        {"kind": "end", "player": "Ben", "at": "2026-11-27T19:15:00Z"},
        {"kind": "roll", "player": "Cyril", "total": 8, "at": "2026-11-27T19:15:40Z"},
        {"kind": "end", "player": "Cyril", "at": "2026-11-27T19:16:10Z"},
        {"kind": "roll", "player": "Anna", "total": 8},
    ]
    return [{"seq": i, **e} for i, e in enumerate(events, start=1)]


@pytest.fixture
def timed_save(tmp_path):
    path = tmp_path / "timed.toml"
    runner.invoke(app, ["new", "catan", "--players", "Anna,Ben,Cyril", "--save", str(path)])
    data = tomllib.loads(path.read_text("utf-8"))
    setup = Setup("catan", data["title"], data["created"], data["options"], data["board"], data["players"])
    path.write_text(save.dumps(setup, timed_events(), []), "utf-8")
    return path


def test_luck_per_player_by_hand(timed_save):
    """Anna: settlements 3e:2 (only 3e, mountains 8) and 5b:6 (only 5b, fields 6).

    Roll 8 (robber on 3c): she expects P(8) + P(6) = 10/36 and gets 1 ore. Roll 7: again 10/36 before the
    robber moves; Ben moves it to 3e and steals her grain. Roll 8 by Cyril: she expects only P(6) = 5/36, and
    the robber holds back her ore; her own roll of 8 likewise. Expected 10 + 10 + 5 + 5 = 30/36, received 1,
    held back 2, robbed 1.
    """
    players = {p["name"]: p for p in cli_json("stats", "--save", str(timed_save), "--json")["players"]}
    anna = players["Anna"]
    assert anna["expected"] == pytest.approx(30 / 36, abs=0.005)
    assert (anna["received"], anna["blocked_by_robber"], anna["stolen_from"], anna["stole"]) == (1, 2, 1, 0)
    assert players["Ben"]["stole"] == 1 and players["Ben"]["stolen_from"] == 0
    assert all(p["discarded"] == 0 for p in players.values())


def test_turn_times_from_stamped_events(timed_save):
    """Set-up builds carry a place in ``at``, not a time, so Anna's first turn has no start; Ben's runs from
    Anna's end (19:12:30) to his own (19:15:00) = 150 s; Cyril's from 19:15:00 to 19:16:10 = 70 s; Anna's
    second turn (a roll without a time) is not timed."""
    players = {p["name"]: p for p in cli_json("stats", "--save", str(timed_save), "--json")["players"]}
    assert [(p["turns"], p["turns_timed"], p["turn_seconds_longest"]) for p in players.values()] == [
        (2, 0, None), (1, 1, 150.0), (1, 1, 70.0)]
    result = runner.invoke(app, ["stats", "--save", str(timed_save)])
    assert "Turn times" in result.stdout and "2:30" in result.stdout and "1:10" in result.stdout


def test_discards_are_counted_per_player(known_save):
    events = tomllib.loads(known_save.read_text("utf-8"))["events"]
    by_hand: dict[str, int] = {}
    for e in events:
        if e["kind"] == "discard":
            by_hand[e["player"]] = by_hand.get(e["player"], 0) + sum(e["cards"].values())
    assert sum(by_hand.values()) > 0
    players = cli_json("stats", "--save", str(known_save), "--json")["players"]
    assert {p["name"]: p["discarded"] for p in players if p["discarded"]} == by_hand


def test_event_time_tells_a_time_from_a_place():
    assert event_time({"kind": "build", "at": "3e:4"}) is None
    assert event_time({"kind": "end"}) is None
    utc = dt.timezone.utc
    assert event_time({"kind": "end", "at": "2026-11-27T19:04:00Z"}) == dt.datetime(2026, 11, 27, 19, 4, tzinfo=utc)
    assert event_time({"kind": "end", "at": "2026-11-27T20:04:00+01:00"}) == dt.datetime(2026, 11, 27, 19, 4, tzinfo=utc)
    assert event_time({"kind": "end", "at": dt.datetime(2026, 11, 27, 19, 4)}) == dt.datetime(2026, 11, 27, 19, 4,
                                                                                              tzinfo=utc)
    assert turn_durations([[{"at": "2026-11-27T19:00:00Z"}], [{"at": "3e:4"}], [{"at": "2026-11-27T19:09:00Z"}]]) \
        == [None, None, None]
    assert played_seconds([{"at": "2026-11-27T19:00:00Z"}, {"at": "2026-11-27T20:30:00Z"}]) == 5400


# --- export --------------------------------------------------------------------------------------

def test_export_json_of_the_example_game():
    record = cli_json("export", str(EXAMPLE))
    check = cli_json("check", str(EXAMPLE), "--json")
    assert (record["game"], record["date"], record["finished"], record["winner"]) == (
        "catan", "2026-11-27T19:00:00Z", True, "Ben")
    assert record["start_player"] == "Anna" and record["duration_minutes"] is None
    assert record["options"]["victory_points"] == 10 and record["board"] == "beginner-en"
    assert [p["name"] for p in record["players"]] == ["Anna", "Ben", "Cyril", "Dana"]
    assert [p["seat"] for p in record["players"]] == [1, 2, 3, 4]
    for p, c in zip(record["players"], check["players"]):
        assert p["score"] == c["victory_points"] == sum(p["breakdown"].values())
        assert p["breakdown"] == c["score"]
        assert p["winner"] == (p["name"] == "Ben") and p["start_player"] == (p["name"] == "Anna")
    assert {p["name"]: p["rank"] for p in record["players"]} == {"Ben": 1, "Cyril": 2, "Anna": 3, "Dana": 4}


def test_export_csv_has_a_row_per_player_in_seat_order():
    result = runner.invoke(app, ["export", str(EXAMPLE), "--format", "csv"])
    assert result.exit_code == 0
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [r["player"] for r in rows] == ["Anna", "Ben", "Cyril", "Dana"]
    ben = rows[1]
    assert (ben["winner"], ben["score"], ben["score_cities"], ben["score_largest_army"], ben["rank"]) == (
        "true", "10", "4", "2", "1")
    assert ben["date"] == "2026-11-27T19:00:00Z" and "victory_points=10" in ben["options"]


def test_export_refuses_an_unfinished_game_unless_partial(timed_save):
    before = timed_save.read_bytes()
    result = runner.invoke(app, ["export", str(timed_save)])
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("Error: the game is not finished (turn 4, waiting for: Anna ")
    assert "export it as it stands with --partial" in result.stderr
    record = cli_json("export", str(timed_save), "--partial")
    assert record["finished"] is False and record["winner"] is None
    assert [p["score"] for p in record["players"]] == [2, 2, 2]
    assert record["duration_minutes"] == 6                       # 19:10:00 → 19:16:10, the set-up untimed
    assert timed_save.read_bytes() == before


def test_export_rejects_an_unknown_format():
    result = runner.invoke(app, ["export", str(EXAMPLE), "--format", "xml"])
    assert result.exit_code == 2


@pytest.mark.parametrize("example", sorted((ROOT / "saves" / "examples").glob("*.toml")), ids=lambda p: p.stem)
def test_export_csv_cells_hold_no_python_repr(example):
    """Every game's CSV: plain values, and a nested value (a breakdown per worker, say) as JSON, never Python
    syntax; the JSON in a cell equals the JSON export's."""
    result = runner.invoke(app, ["export", str(example), "--format", "csv"])
    assert result.exit_code == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    record = cli_json("export", str(example))
    assert [r["player"] for r in rows] == [p["name"] for p in record["players"]]
    for row, player in zip(rows, record["players"]):
        for column, cell in row.items():
            assert "{'" not in cell and "['" not in cell and "': " not in cell, (column, cell)
            assert cell not in ("True", "False", "None"), (column, cell)
            if cell.startswith(("{", "[")):
                assert json.loads(cell) == player["breakdown"][column.removeprefix("score_")], column
        for key, value in player["breakdown"].items():
            expected = json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else str(value)
            assert row[f"score_{key}"] == expected, key
