"""Warriors & Traders: the rules whose chapters the surviving pages lost — one side of the board per game
(WT-COMP-1), the Builder/Trader/Warrior tokens (WT-COMP-4), free-for-all or allied (WT-SETUP-10, WT-ALLY-1/2,
WT-WIN-2), peace (WT-WAR-3) and buying VP (WT-VP-2). Each unknown number is shown `not verified` while the tables
lack it and judged once it is entered."""

from __future__ import annotations

import json
import tomllib

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.session import replay
from referee.games.warriors_traders import GAME, mapfile, scoring, tables

from wt_helpers import NAMES, act, end, fresh, play, put, refused, setup, started

runner = CliRunner()
TEAMS = "1+3,2+4"                  # seats: Anna + Cyril against Ben + Dana


def next_step(state) -> dict:
    """The event that passes the active player's step (actions passed, everything else ended)."""
    name = state.queue[0]
    return act(name, "pass") if state.step in ("action1", "action2") else end(name)


def notes(state) -> list[str]:
    return GAME.check_notes(state)


# --- WT-COMP-1: one side of the double-sided board per game ---------------------------------------------------

def test_wt_comp_1_a_map_file_is_one_side_of_the_board_and_a_game_plays_on_one():
    test_map = mapfile.read("test-map")
    assert test_map["side"] == "test" and fresh().map.side == "test"
    sideless = {k: v for k, v in test_map.items() if k != "side"}
    assert any("WT-COMP-1" in p for p in mapfile.check(sideless))
    assert any("WT-COMP-1" in p for p in mapfile.check({**test_map, "side": "north"}))
    for side in ("west", "east"):                   # neither real side ships: the pages lost them
        with pytest.raises(RuleViolation) as exc:
            GAME.make_board(side, None, ["Anna", "Ben"], {})
        assert exc.value.rule == "WT-COMP-1" and f"--side {side}" in exc.value.allowed


def test_wt_comp_1_wt_map_new_names_the_side(tmp_path):
    path = str(tmp_path / "east.toml")
    assert runner.invoke(app, ["wt-map", "new", path]).exit_code == 2                    # --side is required
    wrong = runner.invoke(app, ["wt-map", "new", path, "--side", "north"])
    assert wrong.exit_code == 1 and "WT-COMP-1" in wrong.stderr
    assert runner.invoke(app, ["wt-map", "new", path, "--side", "east"]).exit_code == 0
    made = tomllib.loads((tmp_path / "east.toml").read_text("utf-8"))
    assert made["side"] == "east" and made["name"] == "Eastern Europe"


def test_wt_comp_1_the_save_and_its_reports_name_the_side(tmp_path):
    save = str(tmp_path / "g.toml")
    assert runner.invoke(app, ["new", "warriors-and-traders", "--players", "Anna,Ben", "--save", save]).exit_code == 0
    data = json.loads(runner.invoke(app, ["check", save, "--json"]).stdout)
    assert data["side"] == "test"
    assert "Board: TEST MAP (side test, WT-COMP-1)." in runner.invoke(app, ["status", "--save", save]).stdout


# --- WT-COMP-4: Builder, Trader and Warrior tokens ------------------------------------------------------------

TOKENS = {"Anna": {"production": 3}, "Ben": {"trade": 2, "military": 1}, "Cyril": {"military": 2, "trade": 1}}


def finish_turn(state) -> None:
    turn = state.turn
    while state.turn == turn and state.phase != "over":
        play(state, next_step(state))


def test_wt_comp_4_the_tokens_go_to_the_furthest_on_each_track_at_the_end_of_the_turn():
    state = started(tokens=TOKENS)
    assert state.leads == {}                                   # lead_timing = end_of_turn: not yet
    finish_turn(state)
    assert state.leads == {"production": "Anna", "trade": "Ben", "military": "Cyril"}
    assert {p.name: scoring.breakdown(state, p.name)["leads"] for p in state.players} == \
        {"Anna": 2, "Ben": 2, "Cyril": 2}                      # TEST TABLES: 2 VP a token


def test_wt_comp_4_a_tie_keeps_the_holder_or_returns_the_token_by_option():
    for ties, holder in (("holder", "Anna"), ("nobody", "")):
        state = started(tokens=TOKENS, lead_ties=ties)
        finish_turn(state)
        state.player("Ben").tokens["production"] = 3             # Ben draws level with Anna on production
        scoring.update_leads(state, Outcome())
        assert state.leads["production"] == holder, ties
        state.player("Ben").tokens["production"] = 4             # and passes her
        scoring.update_leads(state, Outcome())
        assert state.leads["production"] == "Ben"


def test_wt_comp_4_immediate_timing_moves_a_token_at_the_event():
    state = started(tokens=TOKENS, lead_timing="immediate")
    assert state.phase == "development"
    out = play(state, act("Anna", "pass"))
    assert state.leads == {"production": "Anna", "trade": "Ben", "military": "Cyril"}
    play(state, act("Ben", "upgrade", track="military"), act("Cyril", "pass"))
    assert state.leads["military"] == "Cyril"                  # 2 against 2: Cyril keeps it
    out = play(state, act("Cyril", "upgrade", track="production"), act("Ben", "upgrade", track="military"))
    assert state.leads["military"] == "Ben"
    assert "Ben takes the Warrior token, furthest on military (WT-COMP-4)." in out.lines


def test_wt_comp_4_vp_1_the_tokens_worth_is_not_verified_until_entered():
    state = started(table="official")
    state.leads = {"production": "Anna"}
    assert scoring.breakdown(state, "Anna")["leads"] is None and scoring.total(state, "Anna") == 6
    state.draft = []
    scoring.finish(state, Outcome())
    assert ("WT-WIN-1", "vp.lead_token") in state.draft
    state.setup.board["tables"] = tables.set_number(state.setup.board["tables"], "vp.lead_token", "4")
    state.tables = tables.Tables(state.setup.board["tables"])
    assert scoring.breakdown(state, "Anna")["leads"] == 4 and scoring.total(state, "Anna") == 10


# --- WT-SETUP-10, WT-ALLY-1: free-for-all or allied, chosen at new ---------------------------------------------

def new(tmp_path, players, *options):
    args = ["new", "warriors-and-traders", "--players", players, "--save", str(tmp_path / "g.toml"), "--force"]
    for option in options:
        args += ["--option", option]
    return runner.invoke(app, args)


def test_wt_setup_10_free_for_all_by_default_allied_at_new(tmp_path):
    assert new(tmp_path, "Anna,Ben,Cyril,Dana").exit_code == 0
    data = json.loads(runner.invoke(app, ["check", str(tmp_path / "g.toml"), "--json"]).stdout)
    assert data["mode"] == "free-for-all" and data["teams"] == []
    assert new(tmp_path, "Anna,Ben,Cyril,Dana", "mode=allied", f"teams={TEAMS}").exit_code == 0
    data = json.loads(runner.invoke(app, ["check", str(tmp_path / "g.toml"), "--json"]).stdout)
    assert data["mode"] == "allied" and data["teams"] == [["Anna", "Cyril"], ["Ben", "Dana"]]
    wrong = new(tmp_path, "Anna,Ben,Cyril,Dana", f"teams={TEAMS}")            # teams without the allied game
    assert wrong.exit_code == 1 and "WT-SETUP-10" in wrong.stderr
    assert new(tmp_path, "Anna,Ben", "mode=teams").exit_code != 0


@pytest.mark.parametrize("names, teams, layout, expected", [
    ("Anna,Ben,Cyril,Dana", "1+3,2+4", "2+2", [["Anna", "Cyril"], ["Ben", "Dana"]]),
    ("A,B,C,D,E,F", "1+2+3,4+5+6", "3+3", [["A", "B", "C"], ["D", "E", "F"]]),
    ("A,B,C,D,E,F", "1+4,2+5,3+6", "2+2+2", [["A", "D"], ["B", "E"], ["C", "F"]]),
])
def test_wt_ally_1_the_three_team_layouts(names, teams, layout, expected):
    from referee.games.warriors_traders import allied

    parsed = allied.parse_teams(teams, names.split(","))
    assert allied.layout(parsed) == layout and parsed == expected
    assert teams in allied.TEAM_CHOICES and len(allied.TEAM_CHOICES) == 1 + 3 + 10 + 15


def test_wt_ally_1_teams_are_typed_in_any_order_and_stored_by_seat():
    assert GAME.resolve_options({"mode": "allied", "teams": "4+2, 3+1"})["teams"] == "1+3,2+4"


@pytest.mark.parametrize("names, teams", [
    ("Anna,Ben,Cyril", "1+2,3"),                            # 2+1: not a layout at all
    ("Anna,Ben,Cyril,Dana", "1+2+3,4"),                     # 3+1
    ("Anna,Ben,Cyril,Dana", "1+2,3+5"),                     # seat 5 is nobody's, Dana's seat 4 in no team
    ("Anna,Ben,Cyril,Dana", "1+2,1+3"),                     # seat 1 twice
    ("A,B,C,D,E", "1+2,3+4"),                               # five players have no layout
    ("Anna,Ben,Cyril,Dana", "1+2+3,4+5+6"),                 # six seats for four players
    ("Anna,Ben,Cyril,Dana", ""),                            # allied without teams
    ("Anna,Ben,Cyril,Dana", "Anna+Cyril,Ben+Dana"),         # names, not seats
])
def test_wt_ally_1_other_teams_are_refused(tmp_path, names, teams):
    result = new(tmp_path, names, "mode=allied", f"teams={teams}")
    assert result.exit_code != 0 and "WT-ALLY-1" in result.stderr, result.stderr
    assert not (tmp_path / "g.toml").exists()


# --- WT-WIN-2, WT-ALLY-2: a team wins together, by the tables' team threshold ----------------------------------

def allied(table="test", **options):
    return started(4, table, mode="allied", teams=TEAMS, **options)


def test_wt_win_2_ally_2_a_team_wins_together_by_its_threshold_not_a_players():
    state = allied()
    assert state.teams == [["Anna", "Cyril"], ["Ben", "Dana"]]
    state.player("Ben").bought = 40                           # Ben alone past win.vp.4 = 32, his team 6 + 46 = 52
    out = Outcome()
    scoring.victory_check(state, out)
    assert state.winners == []                                # the free-for-all threshold does not apply (WT-ALLY-2)
    state.player("Dana").bought = 8                           # team Ben + Dana: 46 + 14 = 60 = win.team_vp.2+2
    scoring.victory_check(state, out)
    assert state.winners == ["Ben", "Dana"] and "Ben, Dana reach 60 VP (WT-WIN-2)." in out.lines


def test_wt_win_2_after_turn_ten_the_team_with_most_vp_wins_together():
    state = allied()
    state.player("Cyril").bought = 3
    state.player("Ben").bought = 2
    scoring.finish(state, Outcome())
    assert state.winners == ["Anna", "Cyril"]                 # 6 + 9 = 15 against 8 + 6 = 14


def one_turn(table_changes: dict[str, str], extra: list[dict] | None = None, **options):
    """A four-player allied game's set-up and turn 1 as events (``extra`` typed at the first action), with the
    TEST TABLES changed by ``table_changes``; the replay of them."""
    s = setup(4, "test", mode="allied", teams=TEAMS, **options)
    for key, value in table_changes.items():
        s.board["tables"] = tables.set_number(s.board["tables"], key, value)
    state = GAME.initial_state(s)
    events = []
    for i, name in enumerate(NAMES):
        events.append(play_recorded(state, {"kind": "setup", "player": name, "country": "CEAG"[i],
                                            "tokens": {"production": 1, "trade": 1, "military": 1}}))
    for ev in extra or []:
        events.append(play_recorded(state, ev))
    while state.turn == 1:
        events.append(play_recorded(state, next_step(state)))
    return s, events


def play_recorded(state, event):
    from referee.core.session import step

    done, _ = step(GAME, state, dict(event))
    return done


def test_wt_win_2_an_unknown_team_threshold_is_not_verified_and_judged_once_entered():
    buy = {"kind": "buy", "player": "Anna", "vp": 1}
    s, events = one_turn({"win.team_vp.2+2": "unknown", "vp.buy_gold": "1"}, [buy])
    before = replay(GAME, s, events).state
    assert before.winners == [] and before.phase == "development" and before.turn == 2
    assert any("WT-WIN-2 not verified (needs 'win.team_vp.2+2')" in n for n in notes(before))
    s.board["tables"] = tables.set_number(s.board["tables"], "win.team_vp.2+2", "13")
    after = replay(GAME, s, events)
    assert after.problem is None and after.state.phase == "over"
    assert after.state.winners == ["Anna", "Cyril"]           # 6 + 1 bought + 6 = 13; Ben + Dana 12
    assert not any("WT-WIN-2" in n for n in notes(after.state))


# --- WT-VP-2: buying VP ----------------------------------------------------------------------------------------

def test_wt_vp_2_vp_are_bought_in_the_options_phase_at_the_tables_rate():
    state = started()                                         # development, action 1; TEST TABLES: 2 gold a VP
    state.player("Anna").resources["gold"] = 5
    play(state, {"kind": "buy", "player": "Anna", "vp": 2})
    assert state.player("Anna").resources["gold"] == 1 and state.player("Anna").bought == 2
    assert scoring.total(state, "Anna") == 6 + 2
    refused("WT-VP-2", state, {"kind": "buy", "player": "Anna", "vp": 1})             # 2 gold needed, 1 held
    refused("WT-VP-2", state, {"kind": "buy", "player": "Ben", "vp": 0})
    state = started(buy_vp_phase="manoeuvre")
    state.player("Anna").resources["gold"] = 5
    err = refused("WT-VP-2", state, {"kind": "buy", "player": "Anna", "vp": 1})
    assert "manoeuvre" in err.message


def test_wt_vp_2_an_unknown_rate_is_not_verified_and_judged_once_entered():
    buy = {"kind": "buy", "player": "Anna", "vp": 1}
    s, events = one_turn({"vp.buy_gold": "unknown"}, [buy])
    before = replay(GAME, s, events).state
    assert before.player("Anna").bought == 1 and before.player("Anna").resources["gold"] is None
    assert any("WT-VP-2 not verified (needs 'vp.buy_gold')" in n for n in notes(before))
    s.board["tables"] = tables.set_number(s.board["tables"], "vp.buy_gold", "1")
    after = replay(GAME, s, events)
    assert after.problem is None and not any("vp.buy_gold" in n for n in notes(after.state))
    s.board["tables"] = tables.set_number(s.board["tables"], "vp.buy_gold", "3")      # Anna held 1 gold
    judged = replay(GAME, s, events)
    assert judged.problem is not None and judged.problem.rule == "WT-VP-2"


# --- WT-WAR-3: peace ---------------------------------------------------------------------------------------------

def test_wt_war_3_peace_ends_a_war_and_its_conditions_are_not_verified():
    state = started()
    refused("WT-WAR-3", state, {"kind": "peace", "player": "Anna", "with": "Ben"})     # not at war
    play(state, act("Anna", "war", target="Ben"))
    assert state.at_war("Anna", "Ben")
    play(state, {"kind": "peace", "player": "Ben", "with": "Anna"})
    assert not state.at_war("Anna", "Ben") and state.wars == []
    assert any("WT-WAR-3 not verified (needs 'war.peace')" in n for n in notes(state))
    refused("WT-WAR-3", state, {"kind": "peace", "player": "Ben", "with": "Anna"})
    play(state, act("Ben", "war", target="Anna"))                                   # war may come again
    assert state.at_war("Anna", "Ben")


def test_wt_war_3_move_3_after_peace_no_army_enters_the_other_side():
    state = started()
    play(state, act("Anna", "war", target="Ben"), {"kind": "peace", "player": "Anna", "with": "Ben"})
    while state.phase != "manoeuvre":
        play(state, next_step(state))
    from wt_helpers import clear
    clear(state, "C4"), clear(state, "D3")
    put(state, "Anna", "infantry", "C4"), put(state, "Ben", "infantry", "D3")
    refused("WT-MOVE-3", state, {"kind": "move", "player": "Anna", "unit": "infantry-1", "path": ["D3"]})


def test_wt_war_3_peace_typed_at_the_table(tmp_path):
    save = str(tmp_path / "g.toml")
    runner.invoke(app, ["new", "warriors-and-traders", "--players", "Anna,Ben", "--tables", "test", "--save", save])
    for words in (["setup", "C", "production=2", "military=1"], ["setup", "E", "trade=2", "military=1"],
                  ["act", "war", "Ben"]):
        assert runner.invoke(app, [*words, "--save", save]).exit_code == 0
    result = runner.invoke(app, ["peace", "Anna", "--player", "Ben", "--save", save])
    assert result.exit_code == 0, result.stderr
    assert "Ben and Anna make peace (WT-WAR-3; its conditions are not verified)." in result.stdout
    checked = runner.invoke(app, ["check", save])
    assert "WT-WAR-3 not verified (needs 'war.peace')" in checked.stdout + checked.stderr
    before = (tmp_path / "g.toml").read_bytes()
    again = runner.invoke(app, ["peace", "Anna", "--player", "Ben", "--save", save])
    assert again.exit_code == 1 and "WT-WAR-3" in again.stderr and (tmp_path / "g.toml").read_bytes() == before


# --- at the table: completion and play ----------------------------------------------------------------------

def test_wt_completion_offers_each_verbs_next_words():
    from referee.games.warriors_traders.completion import completions

    state = fresh()
    assert completions(state, "setup", []) == list(state.map.countries)
    play(state, {"kind": "setup", "player": "Anna", "country": "C", "tokens": {"production": 3}})
    assert "C" not in completions(state, "setup", []) and completions(state, "setup", ["E"])[0] == "production="
    state = started()                                          # development, Anna's action 1
    assert completions(state, "act", []) == ["upgrade", "army", "fort", "reinforce", "war", "pass"]
    assert completions(state, "act", ["upgrade"]) == ["production", "trade", "military"]
    assert completions(state, "act", ["army", "infantry"]) == ["C1"]
    assert completions(state, "act", ["war"]) == ["Ben", "Cyril"]
    assert completions(state, "bank", []) == ["gold=", "food=", "goods=", "weapons="]
    assert completions(state, "bank", ["food=4"])[-1] == "get"
    play(state, act("Anna", "war", target="Ben"))
    assert completions(state, "peace", []) == ["Anna"]         # Ben acts now: his war is with Anna
    state.queue.insert(0, "Anna")
    assert completions(state, "peace", []) == ["Ben"] and completions(state, "act", ["war"]) == ["Cyril"]
    put(state, "Anna", "infantry", "C1")
    assert "infantry-1" in completions(state, "move", []) and "C2" in completions(state, "move", ["infantry-1"])
    assert completions(state, "feed", []) == ["infantry-1"]


def test_wt_play_runs_the_verbs_and_the_prompt_names_who_acts(tmp_path, capsys):
    from referee.cli.play import Table
    from referee.core.save import resolve_path

    save = str(tmp_path / "p.toml")
    assert runner.invoke(app, ["new", "warriors-and-traders", "--players", "Anna,Ben", "--tables", "test",
                               "--save", save]).exit_code == 0
    table = Table(resolve_path(save))
    assert table.prompt().endswith("· Anna · setup > ")
    assert table.handle("setup C production=2 military=1") == 0
    assert table.handle("setup E trade=2 military=1") == 0
    assert "development" in table.prompt() and "Anna" in table.prompt()
    assert table.candidates("act ", "up") == ["upgrade"]
    assert table.handle("act army archers C1") == 1            # WT-ACT-2: not at military III
    assert "WT-ACT-2" in capsys.readouterr().err
    assert table.handle("act army infantry C1") == 0
    assert table.handle("buy 1 --player Ben") == 1             # 1 gold, 2 a VP (TEST TABLES)


def test_wt_comp_10_tables_file_at_new_then_show_set_check_at_the_table(tmp_path):
    from pathlib import Path

    text = Path(tables.FILES["test"]).read_text("utf-8")
    mine = tmp_path / "mine.toml"
    mine.write_text(text.replace('"vp.buy_gold" = { value = 2, made_up = true }', '"vp.buy_gold" = { unknown = true }'),
                    "utf-8")
    save = str(tmp_path / "g.toml")
    made = runner.invoke(app, ["new", "warriors-and-traders", "--players", "Anna,Ben", "--tables", str(mine),
                               "--save", save])
    assert made.exit_code == 0 and "The tables still lack 1 numbers ('referee tables show'): 'vp.buy_gold'." in \
        made.stdout
    assert runner.invoke(app, ["tables", "show", save, "--unknown"]).stdout == "vp.buy_gold = ?\n"
    for words in (["setup", "C", "production=2", "military=1"], ["setup", "E", "trade=2", "military=1"],
                  ["buy", "1"]):
        assert runner.invoke(app, [*words, "--save", save]).exit_code == 0
    waiting = runner.invoke(app, ["tables", "check", save]).stderr
    assert "1 numbers still unknown; 1 checks wait for them." in waiting
    assert "event 3: WT-VP-2 not verified (needs 'vp.buy_gold')" in waiting
    assert runner.invoke(app, ["tables", "set", save, "vp.buy_gold", "1"]).exit_code == 0
    assert "0 numbers still unknown; 0 checks wait for them." in runner.invoke(app, ["tables", "check", save]).stderr
    assert "vp.buy_gold = 1" in runner.invoke(app, ["tables", "show", save]).stdout
    wrong = runner.invoke(app, ["tables", "set", save, "vp.buy_gold", "many"])
    assert wrong.exit_code != 0 and "'many' is not a whole number" in wrong.stderr
    (tmp_path / "bad.toml").write_text("x = 1\n", "utf-8")
    bad = runner.invoke(app, ["new", "warriors-and-traders", "--players", "Anna,Ben", "--tables",
                              str(tmp_path / "bad.toml"), "--save", str(tmp_path / "b.toml")])
    assert bad.exit_code != 0 and "needs a [numbers] table" in bad.stderr and not (tmp_path / "b.toml").exists()


def test_wt_vp_2_act_6_refusals_to_pay_read_as_czech():
    """The cost refusal names what is paid for in Czech (a purchase of VP, a trade), never falling back to English."""
    from czech_telltale import english_words
    from referee.core import i18n

    state = started()
    try:
        i18n.use("cs")
        err = refused("WT-VP-2", state, {"kind": "buy", "player": "Anna", "vp": 2})
        assert err.message == "Anna nemůže zaplatit 4 zlata za 2 vítězné body: chybí 3 zlata"
        assert english_words(err.message) == []
    finally:
        i18n.use("en")
