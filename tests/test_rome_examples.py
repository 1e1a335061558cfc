"""Golden tests: every worked example of struggle-for-rome.md §5 (E1–E16), in order, and one golden save.

Each test name carries the example ID and the rule(s) it exercises. Where the
rulebook's picture is lost (E1–E4) the digest's reconstruction is played on
the TEST MAP (not the real board) or, where the geometry is the point, with
declared facts that say exactly what the picture said.
"""

from __future__ import annotations

import json
from pathlib import Path

from rome_helpers import p, play, position, refused
from referee.core.game import Setup
from referee.core.session import Session
from referee.games.rome import GAME
from referee.games.rome.board import make_board
from referee.games.rome.movement import choose_route, path_arrows
from referee.games.rome.scoring import victory_points

FOUR = ("Anna", "Ben", "Cyril", "Dana")


# --- E1 — movement by sea or by land (ROME-MOVE-4/5) --------------------------------------------------------

def e1_position(gold, grain):
    return position(board="declared", phase=4, touching={"W": ["w1=fields:8"]},
                    at={"Anna": {"warriors": "W"}}, gold={"Anna": gold}, hands={"Anna": {"grain": grain}})


def test_e1_rome_move_4_route_a_by_sea_costs_one_gold():
    s = e1_position(gold=1, grain=0)
    out = play(s, "move", to="X", arrows=["land", "sea"], touch=["x1=pasture:4"], pay={"gold": 1})
    assert p(s, "Anna").gold == 0 and "1 gold" in out.lines[0]


def test_e1_rome_move_4_route_b_by_land_costs_two_grain_or_three_gold_each():
    for pay, gold, left in (({"grain": 2}, 5, (5, 0)), ({"grain": 1, "gold": 3}, 5, (2, 1)), ({"gold": 6}, 6, (0, 2))):
        s = e1_position(gold=gold, grain=2)
        play(s, "move", to="X", arrows=["land", "land", "land"], touch=["x1=pasture:4"], pay=pay)
        assert (p(s, "Anna").gold, p(s, "Anna").hand["grain"]) == left


def test_e1_rome_move_5_without_gold_only_route_b_with_two_grain():
    s = e1_position(gold=0, grain=2)
    refused("ROME-MOVE-5", s, "move", to="X", arrows=["land", "sea"], touch=["x1=pasture:4"], pay={"gold": 1})
    play(s, "move", to="X", arrows=["land", "land", "land"], touch=["x1=pasture:4"], pay={"grain": 2})
    t = e1_position(gold=0, grain=1)
    refused("ROME-MOVE-5", t, "move", to="X", arrows=["land", "land", "land"], touch=["x1=pasture:4"],
            pay={"grain": 2})


def test_e1_rome_move_5_on_the_map_the_referee_proposes_a_route_he_can_pay():
    m = position().facts.map
    rich = position(gold={"Anna": 1}, hands={"Anna": {"grain": 2}})
    path = choose_route(m, p(rich, "Anna"), "1f:12", "6c:4")
    assert path_arrows(m, path).count("sea") == 1                              # 2 land + 1 sea: 1 grain + 1 gold
    poor = position(gold={"Anna": 0}, hands={"Anna": {"grain": 5}})
    path = choose_route(m, p(poor, "Anna"), "1f:12", "6c:4")
    assert path_arrows(m, path) == ["land"] * 6                               # no gold: by land, 5 grain


# --- E2 — plunder (ROME-PLUNDER-3/6/7/8) --------------------------------------------------------------------

def test_e2_rome_plunder_6_7_8_action_card_two_gold_and_a_horseman_lost():
    s = position(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 2)}}, gold={"Anna": 0})
    out = play(s, "plunder", city="Colonia", face=["action", "loss"], action="diplomat")
    anna = p(s, "Anna")
    horsemen = anna.tribes["horsemen"]
    assert anna.cards["diplomat"] == 1 and anna.gold == 2
    assert (horsemen.figures, horsemen.wagons) == (1, 2) and anna.reserve["horsemen"] == 7 + 1 - 1
    assert horsemen.counters == {"germania": 1} and "Colonia" in s.counter_gone
    title, head, rows = out.tables[0]
    assert head == ["what", "effect"]
    assert ["action card", "diplomat"] in rows and ["wagons", "2 × 1 gold = 2 gold (ROME-PLUNDER-7)"] in rows
    refused("ROME-IDLE-1", s, "pass", take="gold")                             # the action is over, no compensation


# --- E3 — founding a kingdom (ROME-CONQ-1…4) ----------------------------------------------------------------

def test_e3_rome_conq_3_2_4_founding_on_a_city_with_its_counter():
    s = position(at={"Anna": {"horsemen": "1e:12"}}, boxes={"Anna": {"horsemen": (2, 3)}},
                 counters={"Anna": {"horsemen": {"gallia": 1, "hispania": 1, "italia_north": 2}}})
    out = play(s, "conquer", city="Colonia")
    horsemen = p(s, "Anna").tribes["horsemen"]
    assert horsemen.cities == ["Colonia"] and horsemen.at is None
    assert (horsemen.figures, horsemen.wagons) == (2, 2)
    assert "Colonia" in s.counter_gone and "ROME-CONQ-3" in out.lines[0]
    assert victory_points(s, p(s, "Anna")) == 1
    play(s, "end")
    s.stage, s.part = "horsemen", 0                                          # a later phase 3
    refused("ROME-MOVE-8", s, "move", to="1e:2")


# --- E4 — expanding (ROME-EXPAND-2/5/6) ---------------------------------------------------------------------

def e4_position():
    return position(FOUR, kingdoms={"Anna": {"horsemen": ["Toletum", "Corduba"]}},
                    boxes={"Anna": {"horsemen": (3, 2)}}, cards={"Anna": {"traitor": 1}})


def test_e4_rome_expand_2_5_red_circles_legal_crosses_not():
    s = e4_position()
    refused("ROME-EXPAND-2", s, "conquer", city="Lutetia", allowed=["Burdigala", "Tarraco"])   # red cross
    refused("ROME-EXPAND-2", s, "conquer", city="Neapolis")                                   # red cross
    refused("ROME-EXPAND-5", s, "conquer", city="Emerita", allowed=["Traitor"])              # black cross, 4 towers
    play(s, "conquer", city="Tarraco")                                                        # the southern circle
    horsemen = p(s, "Anna").tribes["horsemen"]
    assert horsemen.figures == 2 and horsemen.cities == ["Toletum", "Corduba", "Tarraco"]
    assert victory_points(s, p(s, "Anna")) == 3
    t = e4_position()
    play(t, "conquer", city="Burdigala")                                                      # the other circle


def test_e4_derived_rome_card_5_the_black_cross_with_a_traitor():
    s = e4_position()
    play(s, "conquer", city="Emerita", card="traitor")
    assert p(s, "Anna").tribes["horsemen"].cities[-1] == "Emerita" and p(s, "Anna").gold == 4


# --- E5 — resource shortage (ROME-PROD-8) -------------------------------------------------------------------

def test_e5_rome_prod_8_rome_faq_11_everyone_gives_back_half_then_all_are_paid():
    s = position(board="declared", phase=1,
                 touching={"A": ["f=fields:8"], "B": ["f=fields:8", "g=forest"], "C": ["f=fields:8", "g"]},
                 at={"Anna": {"horsemen": "A"}, "Ben": {"horsemen": "B"}, "Cyril": {"horsemen": "C"}},
                 hands={"Anna": {"grain": 5}, "Ben": {"grain": 6}, "Cyril": {"grain": 2}})
    assert s.pile("grain") == 1
    out = play(s, "roll", total=8)
    assert [p(s, n).hand["grain"] for n in ("Anna", "Ben", "Cyril")] == [4, 4, 2]
    assert s.pile("grain") == 4
    assert any("the pile now holds 7" in line for line in out.lines)


# --- E6 — empty reserve (ROME-BUILD-3) ----------------------------------------------------------------------

def test_e6_rome_build_3_rome_faq_12_only_the_warrior_enters():
    s = position(phase=2, hands={"Anna": {"ore": 1, "horse": 1}})
    s.by_name["Anna"].reserve.update(horsemen=0, warriors=2)
    out = play(s, "build", piece="army")
    anna = p(s, "Anna")
    assert anna.tribes["warriors"].figures == 2 and anna.tribes["horsemen"].figures == 1
    assert anna.reserve["warriors"] == 1 and anna.resources()["ore"] == 0 and anna.resources()["horse"] == 0
    assert "ROME-BUILD-3" in out.lines[0]


# --- E7 — plunder then conquer (ROME-PLUNDER-5) -------------------------------------------------------------

def test_e7_rome_plunder_5_rome_faq_14_conquest_waits_for_a_later_phase_4():
    s = position(phase=4, at={"Anna": {"warriors": "1e:12"}}, boxes={"Anna": {"warriors": (3, 2)}},
                 counters={"Anna": {"warriors": {"gallia": 1, "hispania": 1}}})
    play(s, "plunder", city="Colonia", face=["gold"])
    assert p(s, "Anna").tribes["warriors"].colours() == ["gallia", "germania", "hispania"]
    refused("ROME-PLUNDER-5", s, "conquer", city="Colonia")
    play(s, "end")
    s.this_part.plundered = None
    s.stage, s.part = "warriors", 0                                           # the next round's phase 4
    play(s, "conquer", city="Colonia")
    assert p(s, "Anna").tribes["warriors"].cities == ["Colonia"]


# --- E8 — an action card for gold only (ROME-GOLD-1/2) ------------------------------------------------------

def test_e8_rome_gold_2_rome_faq_5_an_action_card_for_four_gold_once():
    s = position(phase=2, gold={"Anna": 8})
    play(s, "build", piece="card", card="traitor", joker="cattle")
    assert p(s, "Anna").gold == 4 and p(s, "Anna").cards["traitor"] == 1
    refused("ROME-GOLD-1", s, "build", piece="card", card="diplomat", joker="cattle")


# --- E9 — a Treasure revealed at the end (ROME-CARD-7, ROME-END-2) ------------------------------------------

def test_e9_rome_end_2_rome_end_4_rome_faq_4_the_treasure_wins_the_tie_break_after_a_card():
    s = position(phase=4, part=2, cards={"Anna": {"treasure_vandals": 1}})
    for name, gold in (("Anna", 6), ("Ben", 9)):
        q = p(s, name)
        q.gold = gold
        q.special.update(diplomacy=1, scourge_of_rome=2, heir_of_rome=1, terror_of_the_legions=2)   # 10 VP
    s.ending = "Anna"
    s.this_part.card = "treasure_goths"                                       # cards played this round: no matter
    out = play(s, "end", "Cyril")
    assert s.winner == "Anna"
    assert any("treasure_vandals" in line and "7 gold" in line for line in out.lines)
    rows = {r[1]: r for r in out.tables[-1][2]}
    assert rows["Anna"][-1] == 13 and rows["Ben"][-1] == 9 and rows["Anna"][0] == 1


# --- E10 — a Diplomat beyond the Limes (ROME-CARD-4, ROME-LEG-2) --------------------------------------------

def test_e10_rome_leg_2_card_4_rome_faq_7_no_diplomat_beyond_the_limes_nor_in_phase_3():
    s = position(phase=2, cards={"Anna": {"diplomat": 1}})
    refused("ROME-LEG-2", s, "play", card="diplomat", to="1g")
    t = position(phase=3, cards={"Anna": {"diplomat": 1}})
    refused("ROME-CARD-4", t, "play", card="diplomat", to="5c")


# --- E11 — chain conquest (ROME-EXPAND-1) -------------------------------------------------------------------

def test_e11_rome_expand_1_rome_faq_2_no_conquest_from_a_city_conquered_this_phase():
    s = position(kingdoms={"Anna": {"horsemen": ["Lutetia"]}}, boxes={"Anna": {"horsemen": (4, 3)}})
    play(s, "conquer", city="Colonia")
    refused("ROME-EXPAND-1", s, "conquer", city="Treveri")
    play(s, "end")
    s.stage, s.part = "horsemen", 0                                          # next round
    play(s, "conquer", city="Treveri")


# --- E12 — the Traitor twice (ROME-PLUNDER-5, ROME-CARD-1) --------------------------------------------------

def test_e12_rome_plunder_5_rome_faq_8_one_traitor_one_plunder():
    s = position(at={"Anna": {"horsemen": "1d:4"}}, boxes={"Anna": {"horsemen": (1, 1)}},
                 cards={"Anna": {"traitor": 2}})
    play(s, "plunder", city="Colonia", face=["gold"], card="traitor")
    refused("ROME-PLUNDER-5", s, "plunder", city="Treveri", face=["gold"], card="traitor")


# --- E13 — one resource per landscape (ROME-PROD-5) ---------------------------------------------------------

def test_e13_rome_prod_5_both_tribes_on_one_fields_8_give_one_grain():
    s = position(board="declared", phase=1,
                 touching={"A": ["f8=fields:8", "x=forest"], "B": ["f8", "y=forest"]},
                 at={"Anna": {"horsemen": "A", "warriors": "B"}})
    out = play(s, "roll", total=8)
    assert out.data["production"] == {"Anna": {"grain": 1}} and p(s, "Anna").hand["grain"] == 1


# --- E14 — an early 7 (ROME-PROD-2/3, ROME-LEG-5) -----------------------------------------------------------

def test_e14_rome_prod_3_the_legionnaire_moved_by_the_7_blocks_the_later_9():
    s = position(board="declared", phase=1, legionnaire="h0",
                 touching={"A": ["p9=pasture:9", "f5=fields:5", "f11=fields:11"]},
                 at={"Anna": {"horsemen": "A"}})
    s.facts.declare_landscape("h0=forest:hispania", 0)
    play(s, "roll", total=7)
    play(s, "legionnaire", to="p9")
    play(s, "roll", total=5)
    out = play(s, "roll", total=9)
    assert "production" not in out.data or not out.data["production"]
    out = play(s, "roll", total=5)
    assert "void" in out.lines[0]
    play(s, "roll", total=11)
    assert sorted(s.covered) == [5, 7, 9, 11] and s.stage == "trade_build"
    assert p(s, "Anna").resources() == {"grain": 2, "ore": 0, "horse": 0, "cattle": 0}


# --- E15 — idle compensation (ROME-IDLE-1) ------------------------------------------------------------------

def test_e15_rome_idle_1_two_gold_for_a_tribe_that_did_nothing_not_after_a_treasure():
    s = position()
    play(s, "pass", take="gold")
    assert p(s, "Anna").gold == 7
    t = position(cards={"Anna": {"treasure_goths": 1}})
    play(t, "play", card="treasure_goths")
    refused("ROME-IDLE-1", t, "pass", take="gold")


# --- E16 — Terror of the Legions (ROME-TERROR-3/4) ----------------------------------------------------------

def test_e16_rome_terror_3_4_a_third_eagle_city_and_the_end_at_eleven():
    s = position(phase=4, terror_of_the_legions=True,
                 kingdoms={"Anna": {"horsemen": ["Roma", "Capua"], "warriors": ["Toletum"]}},
                 boxes={"Anna": {"warriors": (4, 2)}})
    s.by_name["Anna"].special.update(diplomacy=1, scourge_of_rome=2, heir_of_rome=0)
    out = play(s, "conquer", city="Emerita")                                # third eagle: 2 horsemen + 1 warriors
    anna = p(s, "Anna")
    assert anna.special["terror_of_the_legions"] == 1 and s.special_left["terror_of_the_legions"] == 2
    assert victory_points(s, anna) == 4 + 2 + 4 + 1 and any("ROME-TERROR-3" in line for line in out.lines)
    assert s.ending == "Anna"                                               # 11 VP: the threshold of the variant
    t = position(phase=4, terror_of_the_legions=True, kingdoms={"Anna": {"horsemen": ["Roma"]}})
    t.by_name["Anna"].special.update(diplomacy=1, scourge_of_rome=2, heir_of_rome=1)       # 9 + 1 city = 10
    play(t, "pass", take="gold")
    assert not t.ending


# --- a golden save: declared facts, recorded through a real session -----------------------------------------

GOLDEN_DIR = Path(__file__).resolve().parent / "data" / "saves" / "rome"
GOLDEN = GOLDEN_DIR / "declared_e2_e3.toml"
GOLDEN_EXPECTED = GOLDEN_DIR / "declared_e2_e3.expected.json"

GOLDEN_EVENTS = [
    ("start", "Anna", dict(horsemen="A1", warriors="A2", pasture="horse",
                           horsemen_touch=["n1=fields:8:beyond", "n2=mountains:5:beyond"],
                           warriors_touch=["n2", "n3=pasture:6:beyond"])),
    ("start", "Ben", dict(horsemen="B1", warriors="B2", pasture="cattle",
                          horsemen_touch=["n3", "n4=fields:9:beyond"], warriors_touch=["n4", "n5=forest:beyond"])),
    ("start", "Cyril", dict(horsemen="C1", warriors="C2", pasture="cattle",
                            horsemen_touch=["n5", "n6=mountains:10:beyond"], warriors_touch=["n6", "n7=sea"])),
    ("legionnaire", "Anna", dict(to="s1=forest:hispania")),
    ("roll", "Anna", dict(total=5, dice=[2, 3])),
    ("roll", "Anna", dict(total=6, dice=[3, 3], pasture=["Anna=cattle", "Ben=horse"])),
    ("roll", "Anna", dict(total=5, dice=[1, 4])),
    ("roll", "Anna", dict(total=7, dice=[3, 4])),
    ("legionnaire", "Anna", dict(to="n8=fields:4")),
    ("roll", "Anna", dict(total=8, dice=[4, 4])),
    ("build", "Anna", dict(piece="army")),
    ("build", "Anna", dict(piece="wagon", box="horsemen", joker="horse")),
    ("end", "Anna", {}),
    ("trade", "Ben", {"with": "Cyril", "give": {"grain": 1}, "get": {"gold": 2}}),
    ("end", "Ben", {}),
    ("end", "Cyril", {}),
    ("move", "Anna", dict(to="T1", arrows=["land", "sea"], touch=["n2", "g1=pasture:3", "g2=fields:11"],
                          pay={"gold": 1})),
    ("plunder", "Anna", dict(city="Trier=germania:2", face=["action", "loss"], action="diplomat")),
    ("end", "Anna", {}),
    ("pass", "Ben", dict(take="gold")),
    ("pass", "Cyril", dict(take="grain")),
]


def record_golden(path: Path) -> None:
    """How the golden save was made: a real Session, one ``record`` per event (E2 in declared-facts mode)."""
    import datetime as dt

    setup = Setup("rome", "E2 in declared-facts mode: set-up, a 7, building with the joker, a plunder",
                  dt.datetime(2026, 11, 29, 20, 0, tzinfo=dt.timezone.utc), GAME.resolve_options({}),
                  make_board(None), [{"name": n, "color": c} for n, c in (("Anna", "red"), ("Ben", "blue"),
                                                                          ("Cyril", "white"))])
    session = Session.create(path, GAME, setup, overwrite=True)
    for kind, player, fields in GOLDEN_EVENTS:
        session.record({"kind": kind, "player": player, **fields})
    (path.parent / f".{path.name}.lock").unlink(missing_ok=True)


def test_golden_save_declared_e2_is_what_a_session_records(tmp_path):
    fresh = tmp_path / "golden.toml"
    record_golden(fresh)
    assert fresh.read_text("utf-8") == GOLDEN.read_text("utf-8")


def test_golden_save_declared_e2_check_json_rome_plunder_6_7_map_3():
    from referee.core.check import check_file

    verdict = check_file(GOLDEN)
    assert verdict.code == 0
    assert verdict.report == json.loads(GOLDEN_EXPECTED.read_text("utf-8"))
    anna = verdict.report["players"][0]
    assert anna["tribes"]["horsemen"]["counters"] == {"germania": 1}
    assert anna["action_cards"] == {"diplomat": 1}
    rules = [d["rule"] for d in verdict.report["map"]["declared"]]
    assert "ROME-PLUNDER-1" in rules and "ROME-MOVE-4" in rules and "ROME-PLUNDER-3" in rules
    assert any("rest on facts declared" in line for line in verdict.lines)


if __name__ == "__main__":            # regenerate the golden files after a deliberate change
    from referee.core.check import check_file

    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    record_golden(GOLDEN)
    GOLDEN_EXPECTED.write_text(json.dumps(check_file(GOLDEN).report, indent=1, ensure_ascii=False) + "\n", "utf-8")
