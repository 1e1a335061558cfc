"""``referee why`` for Warriors & Traders: golden explanations of saves/examples/warriors-and-traders-3p.toml.

The numbers were read off the save (its embedded test tables: ratio 4:1 at trade II, archers strength 2 and
toughness 2, rations 1/2/3) and recounted by hand, or are recomputed here from the replayed states; each test
name carries the rule ID it exercises.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from czech_telltale import english_words
from referee.cli.app import app
from referee.core import why as core
from referee.core.session import Session, replay
from referee.games.warriors_traders import why as wt_why

runner = CliRunner()
SAVE = Path(__file__).resolve().parents[1] / "saves" / "examples" / "warriors-and-traders-3p.toml"


def why(*args: str, lang: str | None = None):
    return runner.invoke(app, [*(["--lang", lang] if lang else []), "why", *args, "--save", str(SAVE)])


def data(seq: int) -> dict:
    result = why(str(seq), "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def states(seq: int):
    s = Session.load(SAVE)
    return (replay(s.game, s.setup, s.events, upto=seq - 1).state, replay(s.game, s.setup, s.events, upto=seq).state)


def test_why_battle_wt_battle_2_and_wt_battle_5_damage_against_strength_and_toughness():
    """#17: Anna's archers-1 (strength 2, toughness 2) attack the barbarian army in C2 (strength 1 in turn 1,
    toughness 2): 2 dealt kills it (life 0), 1 taken leaves the archers at life 1; C2 is Anna's, a kill VP."""
    d = data(17)
    assert {"WT-BATTLE-2", "WT-BATTLE-3", "WT-BATTLE-5", "WT-BATTLE-9", "WT-BATTLE-12"} <= set(d["rules"])
    units = d["data"]["battle"]["units"]
    assert units["archers-1"] == {"side": "attacker", "strength": 2, "toughness": 2, "damage_before": 0,
                                  "taken": 1, "life": 1, "fate": "stays"}
    assert units["barbarian-army"] == {"side": "defender", "strength": 1, "toughness": 2, "damage_before": 0,
                                       "taken": 2, "life": 0, "fate": "dies"}
    assert d["data"]["battle"]["owner"] == "Anna"
    assert d["data"]["victory_points"]["Anna"]["before"] == 8 and d["data"]["victory_points"]["Anna"]["after"] == 9
    text = why("17").stdout
    assert "Anna deals 2 (the sum of strengths 2), split as barbarian-army 2 (WT-BATTLE-2)." in text
    assert "The defenders deal 1 (the sum of strengths 1), split as archers-1 1 (WT-BATTLE-3)." in text


def test_why_battle_wt_battle_6_retreat_at_life_zero_with_commander():
    """#91: Ben is at military IV after his transfer (#87): his archers take 2, life 0, and retreat to E1; the
    barbarians (strength 2 from the boost turn) die; E2 is left to nobody."""
    d = data(91)
    units = d["data"]["battle"]["units"]
    assert units["archers-1"]["life"] == 0 and units["archers-1"]["fate"] == "retreats"
    assert units["barbarian-army"]["strength"] == 2 and units["barbarian-army"]["fate"] == "dies"
    assert d["data"]["battle"]["owner"] is None
    assert "WT-BATTLE-7" in d["rules"]
    _before, after = states(91)
    assert next(u for u in after.units_of("Ben") if u.name == "archers-1").province == "E1"


def test_why_feed_wt_maint_6_collection_symbols_times_multiplier():
    """#25: Cyril feeds the last; everyone collects: Anna's C1+C2 give 1 food, 3 goods, 1 weapon at multiplier 1."""
    d = data(25)
    assert d["data"]["feed"] == {"rations": {"archers-1": 2}, "fed": ["archers-1"], "need": 2, "food": 2,
                                 "starved": []}
    anna = d["data"]["collection"]["Anna"]
    assert {r: (anna[r]["symbols"], anna[r]["multiplier"], anna[r]["amount"]) for r in ("food", "goods", "weapons")} \
        == {"food": (1, 1, 1), "goods": (3, 1, 3), "weapons": (1, 1, 1)}
    before, after = states(25)
    assert after.player("Anna").resources["goods"] - before.player("Anna").resources["goods"] == 3
    assert {"WT-MAINT-5", "WT-MAINT-6", "WT-MAINT-7"} <= set(d["rules"])


def test_why_feed_wt_maint_3_the_starved_are_named_and_the_rest_fed_in_full():
    """#49: Anna holds 1 food: she starves archers-1 (ration 2) and feeds infantry-1 (ration 1) in full."""
    d = data(49)
    assert d["data"]["feed"] == {"rations": {"archers-1": 2, "infantry-1": 1}, "fed": ["infantry-1"], "need": 1,
                                 "food": 1, "starved": ["archers-1"]}


def test_why_bank_wt_trade_3_the_levels_ratio():
    """#52: Anna at trade II pays 4 goods for 1 weapon (ratio 4:1)."""
    d = data(52)
    assert d["data"]["bank"] == {"level": "II", "ratio": 4, "give": {"goods": 4}, "get": {"weapons": 1}}
    assert "Anna is at trade II: ratio 4:1, so 1 weapons cost 4 goods (WT-TRADE-3)." in why("52").stdout


def test_why_route_wt_trade_5_route_slots():
    """#26: Anna at trade II may open 1 route and has opened none."""
    d = data(26)
    assert d["data"]["route"] == {"level": "II", "slots": 1, "opened_before": 0, "with": "Cyril"}


def test_why_act_wt_act_2_army_cost_and_level():
    """#4: Anna's archers need military III and cost 2 weapons + 1 gold."""
    d = data(4)
    assert d["data"]["act"]["cost"] == {"weapons": 2, "gold": 1}
    assert d["data"]["act"]["spent"] == {"gold": 1, "weapons": 2}
    assert "archers need military III; Anna is at military III (WT-ACT-2)." in why("4").stdout


def test_why_transfer_wt_dev_4_and_wt_tech_5_levels_both_ways():
    """#87: Ben moves a token trade → military: trade II → I, military III → IV."""
    text = why("87").stdout
    assert "trade: 1 → 0 tokens, level II → I (WT-DEV-4, WT-TECH-5)." in text
    assert "military: 3 → 4 tokens, level III → IV (WT-DEV-4, WT-TECH-5)." in text


def test_why_move_wt_ap_1_ap_spent():
    """#16: Anna's archers at military III have 2 AP; one step into barbarian C2 spends 1 and the AP that remains
    for the battle (WT-AP-3, attack_ap = extra) the other; a battle waits."""
    d = data(16)
    assert d["data"]["move"] == {"ap": 2, "used_before": 0, "steps": 1, "used_after": 2, "battle": True}
    assert {"WT-MOVE-2", "WT-AP-3"} <= set(d["rules"])
    assert "one AP remains for the battle" in " ".join(d["reckoning"])


def test_why_end_wt_end_1_merchant_at_the_end_of_the_game():
    """#255: the last end: Cyril's gold doubles 1 → 2 (Merchant); the game is over (WT-WIN-1)."""
    d = data(255)
    cyril = d["data"]["end_of_turn"]["players"]["Cyril"]
    assert cyril["merchant"] is True and (cyril["before"]["gold"], cyril["after"]["gold"]) == (1, 2)
    assert {"WT-END-1", "WT-END-2", "WT-WIN-1"} <= set(d["rules"])


def test_why_end_wt_comp_4_the_builder_token_passes_at_the_end_of_the_turn():
    """#255: at the end of turn 10 Cyril (5 tokens on production) passes Ben (4): the Builder token is his, 2 VP
    (TEST TABLES) — Cyril 14 → 16 VP, Ben 13 → 11."""
    d = data(255)
    assert "WT-COMP-4" in d["rules"]
    assert d["data"]["leads"]["before"]["production"] == "Ben" and d["data"]["leads"]["after"]["production"] == "Cyril"
    vp = d["data"]["victory_points"]
    assert (vp["Cyril"]["before"], vp["Cyril"]["after"], vp["Cyril"]["leads"]) == (14, 16, 4)
    assert (vp["Ben"]["before"], vp["Ben"]["after"], vp["Ben"]["leads"]) == (13, 11, 0)
    assert "Builder: Ben → Cyril; development tokens on production: Anna 0, Ben 4, Cyril 5 (WT-COMP-4)." in \
        why("255").stdout


def test_why_buy_wt_vp_2_gold_for_vp_at_the_tables_rate():
    """#213: Cyril buys 1 VP in the development phase at 2 gold a VP (TEST TABLES): gold 3 → 1, VP 13 → 14."""
    d = data(213)
    assert d["data"]["buy"] == {"vp": 1, "rate": 2, "gold": [3, 1]}
    assert d["data"]["victory_points"]["Cyril"]["bought"] == 1
    assert (d["data"]["victory_points"]["Cyril"]["before"], d["data"]["victory_points"]["Cyril"]["after"]) == (13, 14)


def test_every_wt_kind_has_an_explainer():
    from referee.games.warriors_traders.game import KINDS

    assert set(KINDS) <= set(wt_why.TABLE) and all(e.rules for e in wt_why.TABLE.values())
    assert core.chapter(Session.load(SAVE).game) is wt_why


@pytest.mark.parametrize("seq", [4, 16, 17, 25, 26, 52, 87, 91, 213, 255])
def test_why_in_czech_reads_as_czech(seq):
    result = why(str(seq), lang="cs")
    assert result.exit_code == 0, result.output
    assert english_words(result.output) == []
    assert "Ověřeno podle:" in result.output
