"""Paired players, the 5–6 extension's newer turn rule (catan-5-6.md §3.2, CATAN56-PAIR-1…5)."""

from __future__ import annotations

import pytest

from test_catan_five_six import do, give, refused, set_up

from referee.core import registry


@pytest.fixture(scope="module")
def game():
    return registry.find("catan-5-6")


def paired(game, **options):
    """Six players set up; Anna (Settler 1) has rolled."""
    state = set_up(game, turn_rule="paired", **options)
    do(game, state, "roll", "Anna", total=12)
    return state


def test_CATAN56_PAIR_1_settler_2_is_the_third_player_to_the_left(game):
    state = paired(game)
    assert game.summary(state)["paired"] == {"settler_1": "Anna", "settler_2": "Dana"}
    do(game, state, "end", "Anna")
    assert game.phase(state) == "settler_2" and state.current.name == "Dana" and state.turn == 1


def test_CATAN56_PAIR_2_settler_1_plays_a_normal_turn(game):
    state = paired(game)
    give(state, "Anna", ore=1)
    give(state, "Ben", grain=1)
    do(game, state, "trade", "Anna", **{"with": "Ben", "give": {"ore": 1}, "get": {"grain": 1}})
    do(game, state, "end", "Anna")
    assert refused(game, state, "roll", "Dana", total=8).rule == "CATAN56-PAIR-2"


def test_CATAN56_PAIR_3_settler_2_trades_with_the_bank_and_builds_but_not_with_players(game):
    state = paired(game)
    do(game, state, "end", "Anna")
    give(state, "Dana", ore=4, lumber=1)
    rule = refused(game, state, "trade", "Dana", **{"with": "Anna", "give": {"ore": 1}, "get": {"grain": 1}})
    assert rule.rule == "CATAN56-PAIR-3"
    do(game, state, "maritime", "Dana", give={"ore": 4}, get={"brick": 1})
    do(game, state, "build", "Dana", piece="road", at="4d:5")
    assert refused(game, state, "build", "Anna", piece="road", at="2b:5").rule == "CATAN-BUILD-2"


def test_CATAN56_PAIR_3_settler_2_wins_in_his_part_by_default(game):
    state = paired(game, victory_points=3)
    do(game, state, "end", "Anna")
    give(state, "Dana", grain=2, ore=3)
    do(game, state, "build", "Dana", piece="city", at="6b:4")
    assert state.winner == "Dana"


def test_CATAN56_PAIR_3_with_the_option_off_settler_2_waits_for_his_own_turn(game):
    state = paired(game, victory_points=3, paired_settler2_wins=False)
    do(game, state, "end", "Anna")
    give(state, "Dana", grain=2, ore=3)
    do(game, state, "build", "Dana", piece="city", at="6b:4")
    assert state.winner is None
    do(game, state, "end", "Dana")                                  # Ben's turn: Dana is Settler 2 of nobody
    assert state.winner is None and state.current.name == "Ben"
    for first in ("Ben", "Cyril"):
        do(game, state, "roll", first, total=12)
        do(game, state, "end", first)
        do(game, state, "end", state.current.name)
    assert state.winner == "Dana"                                   # at the start of her turn (CATAN-END-2)


def test_CATAN56_PAIR_4_both_play_a_card_settler_2_not_before_a_roll(game):
    state = set_up(game, turn_rule="paired")
    state.by_name["Anna"].devs["monopoly"] += 1
    state.by_name["Dana"].devs["knight"] += 1
    do(game, state, "play", "Anna", card="monopoly", resource="ore")   # Settler 1: before his roll
    do(game, state, "roll", "Anna", total=12)
    do(game, state, "end", "Anna")
    do(game, state, "play", "Dana", card="knight", to="5d")          # Settler 2: in his part
    assert state.robber == "5d" and state.by_name["Dana"].knights == 1


def test_CATAN56_PAIR_4_one_card_shared_by_the_option(game):
    state = set_up(game, turn_rule="paired", paired_dev_cards="shared")
    state.by_name["Anna"].devs["monopoly"] += 1
    state.by_name["Dana"].devs["monopoly"] += 1
    do(game, state, "roll", "Anna", total=12)
    do(game, state, "play", "Anna", card="monopoly", resource="ore")
    do(game, state, "end", "Anna")
    assert refused(game, state, "play", "Dana", card="monopoly", resource="wool").rule == "CATAN-DEV-2"


def test_CATAN56_PAIR_4_settler_2s_knight_by_option(game):
    state = paired(game, paired_settler2_knight=False)
    state.by_name["Dana"].devs["knight"] += 1
    do(game, state, "end", "Anna")
    assert refused(game, state, "play", "Dana", card="knight", to="5d").rule == "CATAN56-PAIR-4"


@pytest.mark.parametrize("is_turn", [True, False])
def test_CATAN56_PAIR_4_a_card_bought_in_settler_2s_part(game, is_turn):
    state = paired(game, paired_part_is_turn=is_turn)
    do(game, state, "end", "Anna")
    give(state, "Dana", wool=1, grain=1, ore=1)
    do(game, state, "buy", "Dana", card="monopoly")
    if is_turn:
        assert refused(game, state, "play", "Dana", card="monopoly", resource="ore").rule == "CATAN-DEV-3"
    else:
        do(game, state, "play", "Dana", card="monopoly", resource="ore")


def test_CATAN56_PAIR_5_the_roles_pass_on_each_turn(game):
    state = paired(game)
    seen = []
    for _turn in range(6):
        seen.append(tuple(game.summary(state)["paired"].values()))
        first = state.current.name
        do(game, state, "end", first)
        do(game, state, "end", state.current.name)
        if _turn < 5:
            do(game, state, "roll", state.current.name, total=12)
    assert seen == [("Anna", "Dana"), ("Ben", "Eva"), ("Cyril", "Filip"), ("Dana", "Anna"), ("Eva", "Ben"),
                    ("Filip", "Cyril")]
    assert state.turn == 7


def test_the_status_says_who_is_settler_2(game):
    state = paired(game)
    do(game, state, "end", "Anna")
    assert game.prompt(state) == "Dana (Settler 2 after Anna) trades with the bank, builds, buys, plays a card or " \
                                 "ends the part"
