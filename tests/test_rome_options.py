"""Edition options of Struggle for Rome that set component counts (ROME-ED-1, ROME-COMP-4, ROME-COMP-8)."""

import pytest

from rome_helpers import fresh


@pytest.mark.parametrize("edition,figures", [("cz", 9), ("de", 8), ("en", 8)])
def test_rome_ed_1_rome_comp_4_figures_per_colour_follow_the_edition(edition, figures):
    state = fresh(edition=edition)
    player = state.players[0]
    assert player.figures_per_type == figures
    assert player.reserve["horsemen"] == player.reserve["warriors"] == figures - 2


def test_rome_comp_4_figures_per_colour_can_be_set_against_the_edition():
    assert fresh(edition="cz", army_figures_per_type=7).players[0].figures_per_type == 7


@pytest.mark.parametrize("size", [30, 24])
def test_rome_comp_8_action_deck_size_is_an_option(size):
    assert fresh(action_deck_size=size).action_deck_left() == size
