"""Core pieces on their own: hex geometry, longest trail, bags, vocabularies, dice, registry."""

import unicodedata

import pytest
from hypothesis import given, settings, strategies as st

from referee.core import registry
from referee.core.bag import Bag, parse_bag
from referee.core.dice import check_roll, probability
from referee.core.errors import NotationError
from referee.core.graph import longest_trail
from referee.core.hexgrid import grid
from referee.core.vocab import Vocabulary, fold

BASE = (3, 4, 5, 4, 3)


def test_base_topology_counts_match_catan_boards_section_2():
    g = grid(BASE)
    assert len(g.hexes) == 19 and len(g.corners) == 54 and len(g.sides) == 72
    assert sum(s.coast for s in g.sides.values()) == 30
    by_touch = sorted(len(c.hexes) for c in g.corners.values())
    assert by_touch.count(1) == 18 and by_touch.count(2) == 12 and by_touch.count(3) == 24
    degrees = [len(c.neighbours) for c in g.corners.values()]
    assert degrees.count(2) == 18 and degrees.count(3) == 36


def test_aliases_resolve_to_the_first_hex_in_reading_order():
    g = grid(BASE)
    assert g.corner("3b:2") == g.corner("3c:10") == "2b:6"
    assert g.side("1b:9") == "1a:3"
    assert g.corners["2b:6"].hexes == ("2b", "3b", "3c")
    assert g.sides["3e:7"].ends == ("3e:6", "3d:4")
    assert g.hex("3E") == "3e"


def test_hex_adjacency_matches_catan_boards_2_1():
    g = grid(BASE)
    assert g.neighbours("2b") == {1: "1b", 3: "2c", 5: "3c", 7: "3b", 9: "2a", 11: "1a"}
    assert g.neighbours("3e") == {1: None, 3: None, 5: None, 7: "4d", 9: "3d", 11: "2d"}


def test_wrong_parity_names_the_nearest_alternatives():
    g = grid(BASE)
    with pytest.raises(NotationError) as info:
        g.corner("3e:3")
    assert "3e:2 or 3e:4" in info.value.allowed
    with pytest.raises(NotationError) as info:
        g.hex("6a")
    assert info.value.exit_code == 2


def test_longest_trail_counts_loops_and_ignores_branches():
    ring = [(f"e{i}", f"n{i}", f"n{(i + 1) % 6}") for i in range(6)]
    assert longest_trail(ring, lambda n: True) == 6
    assert longest_trail(ring + [("tail", "n0", "x")], lambda n: True) == 7
    y_shape = [("a1", "c", "a"), ("a2", "a", "aa"), ("a3", "aa", "aaa"),
               ("b1", "c", "b"), ("b2", "b", "bb"), ("c1", "c", "d"), ("c2", "d", "dd")]
    assert longest_trail(y_shape, lambda n: True) == 5
    chain = [(f"e{i}", f"n{i}", f"n{i + 1}") for i in range(7)]
    assert longest_trail(chain, lambda n: n != "n4") == 4
    assert longest_trail([], lambda n: True) == 0


def test_bags_parse_in_several_spellings():
    from referee.games.catan.vocab import RESOURCES
    assert parse_bag("2 wool, ore", RESOURCES) == {"wool": 2, "ore": 1}
    assert parse_bag("wool=2 ore=1", RESOURCES) == {"wool": 2, "ore": 1}
    assert parse_bag(["2", "sheep", "1", "drevo"], RESOURCES) == {"wool": 2, "lumber": 1}
    assert parse_bag("3x obilí", RESOURCES) == {"grain": 3}
    with pytest.raises(NotationError) as info:
        parse_bag("2 wol", RESOURCES)
    assert "wool" in info.value.allowed
    bag = Bag(wool=2)
    assert bag.holds({"wool": 2}) and not bag.holds({"wool": 3})


def test_vocabulary_folds_case_and_diacritics():
    v = Vocabulary("thing", {"lumber": ("dřevo",)})
    assert v.resolve("DREVO") == v.resolve("dřevo") == "lumber"


@settings(max_examples=500, deadline=None)
@given(st.text(st.one_of(st.characters(max_codepoint=0x024F), st.sampled_from("\u0130\u212a\ufb01\u1e9e\u0301 -")),
               max_size=12))
def test_fold_of_ascii_is_the_nfkd_fold_too(text):
    """fold skips the NFKD decomposition where the lower-cased text is ASCII: the same result as decomposing."""
    lowered = unicodedata.normalize("NFKD", text.strip().lower())
    assert fold(text) == "".join(c for c in lowered if not unicodedata.combining(c)).replace("-", "_").replace(" ", "_")


def test_dice_totals_and_faces():
    check_roll(8, [3, 5])
    for bad in (1, 13):
        with pytest.raises(NotationError):
            check_roll(bad)
    with pytest.raises(NotationError):
        check_roll(8, [4, 5])
    assert probability(7) == pytest.approx(1 / 6)


def test_registry_finds_games_by_czech_and_german_aliases():
    assert registry.find("osadníci z Katanu").key == "catan"
    assert registry.find("Die Siedler von Catan").key == "catan"
    with pytest.raises(NotationError):
        registry.find("chess")


def test_listings_and_sentence_joins_are_one_core_helper_each():
    from referee.core.i18n import joined, listing

    assert listing(["a", "b", "c"]) == "a, b, c"
    assert listing([]) == "none" and listing([], "-") == "-"
    assert listing(n for n in (1, 2)) == "1, 2"
    assert joined(["Ben"]) == "Ben" and joined(["Ben", "Cyril", "Dana"]) == "Ben, Cyril and Dana"


def test_seats_and_distinct_names_are_checked_under_the_games_own_rule():
    from referee.core.errors import RuleViolation
    from referee.core.players import check_seats

    wrong, hint = "X seats 3 or 4 players, not {count}", "3 or 4 names"
    check_seats(["Anna", "Ben", "Cyril"], 3, 4, "X-SETUP-1", wrong, hint)
    with pytest.raises(RuleViolation) as info:
        check_seats(["Anna", "Ben"], 3, 4, "X-SETUP-1", wrong, hint)
    assert str(info.value) == "X-SETUP-1: X seats 3 or 4 players, not 2 — 3 or 4 names"
    with pytest.raises(RuleViolation) as info:
        check_seats(["Anna", "Ben", "ANNA"], 3, 4, "X-SETUP-1", wrong, hint)
    assert str(info.value) == "X-SETUP-1: two players have the same name — give each a distinct name"


def test_a_hex_layout_puts_corners_one_radius_from_the_centre():
    from referee.core.svg import HexLayout

    layout = HexLayout(grid((3, 4, 5, 4, 3)), 60.0, 10.0)
    cx, cy = layout.centre("3a")
    assert (cx, cy) == (10.0 + layout.w / 2, 10.0 + 60.0 + 2 * 1.5 * 60.0)     # 3a: the widest row's first hex
    assert layout.corner("3a:12") == pytest.approx((cx, cy - 60.0))
    assert layout.outline("3a")[3] == layout.corner("3a:6")
    assert layout.width == pytest.approx(10 * layout.w / 2 + 20) and layout.height == 4 * 90.0 + 120 + 20


def test_a_game_class_takes_its_names_counts_verbs_and_commands_from_its_info():
    from referee.core.game import Game, GameInfo

    race = GameInfo("dice-race", "Dice Race", ("race",), 2, 6, {"roll": "roll the die"}, {"track": "m:app"})

    class DiceRace(Game):
        info = race

    class LongRace(DiceRace):
        max_players = 8

    assert registry.info_of(DiceRace()) == race
    assert (LongRace.key, LongRace.min_players, LongRace.max_players, LongRace.commands) == \
        ("dice-race", 2, 8, {"track": "m:app"})
