"""The Treasure Islands with Cities & Knights (``treasure-islands-ck``, TDE-ISLANDS-9): one class built from The
Treasure Islands and the C&K member (tde/ck_scenario.py ``with_ck``), on the scenario's TEST layout; its example game
(saves/examples/treasure-islands-ck-3p-test.toml) is won at 17 and reproduced byte for byte by its script. Also
CK-SCOPE-1: which TD&E scenarios are C&K games, and that with_ck refuses one that forbids C&K."""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
import tde_helpers as tde
from tde_helpers import do, new_setup, refused
from referee.cli.app import app
from referee.core import registry
from referee.core.errors import NotationError
from referee.core.game import Setup
from referee.games import register_builtins
from referee.games.catan.cities_knights import data
from referee.games.catan.cities_knights.game import SeafarersCK
from referee.games.catan.tde.ck_scenario import with_ck
from referee.games.catan.tde.desert_dragons.game import DesertDragons
from referee.games.catan.tde.greater_catan.game import tables as greater_tables
from referee.games.catan.tde.treasure_islands.game import TreasureIslands

register_builtins()
GAME = registry.find("treasure-islands-ck")
SAVE = ROOT / "saves" / "examples" / "treasure-islands-ck-3p-test.toml"


@pytest.fixture(scope="module")
def played():
    return tde.example_played(GAME, SAVE)


def before_dev_card(played):
    return tde.before_dev_card(GAME, played)


def four_player_setup(game, **options) -> Setup:
    opts = game.resolve_options(options)
    names = ("Anna", "Ben", "Cyril", "Dana")
    return Setup(game.key, "test", dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc), opts,
                 game.make_board(None, None, list(names), opts), [{"name": n} for n in names])


def test_tde_islands_9_is_both_games():
    assert isinstance(GAME, TreasureIslands) and isinstance(GAME, SeafarersCK)
    assert registry.find("ostrovy pokladů s rytíři") is GAME
    assert {"treasure", "discover", "knight", "improve", "progress"} <= set(GAME.kinds)
    assert {"island_chits", "setup_discovery_reward", "barbarian_track"} <= {o.name for o in GAME.options}
    state = GAME.initial_state(new_setup(GAME))
    assert hasattr(state, "knights") and hasattr(state, "treasures") and "main" in state.scenario


def test_tde_islands_9_the_target_is_17_with_3_players_and_16_with_4():
    assert GAME.initial_state(new_setup(GAME)).options["victory_points"] == 17
    setup = four_player_setup(GAME)
    GAME.check_setup(setup)
    assert GAME.initial_state(setup).options["victory_points"] == 16
    assert GAME.initial_state(new_setup(GAME, victory_points=15)).options["victory_points"] == 15


def test_tde_islands_9_plain_treasure_islands_still_requires_its_target():
    plain = registry.find("treasure-islands")
    with pytest.raises(NotationError):
        new_setup(plain)
    assert plain.initial_state(new_setup(plain, victory_points=8)).options["victory_points"] == 8
    assert "deck" not in plain.kinds["treasure"]


def test_tde_islands_9_a_development_card_treasure_gives_a_progress_card_of_the_chosen_deck(played):
    state, event = before_dev_card(played)
    name = event["player"]
    held = dict(state.progress[name])
    left = state.deck_left("science")
    do(GAME, state, "treasure", name, reward="dev_card", deck="science")
    assert state.progress[name]["science"] == held.get("science", 0) + 1
    assert state.deck_left("science") == left - 1
    assert {d: n for d, n in state.progress[name].items() if d != "science"} == \
        {d: n for d, n in held.items() if d != "science"}


def test_tde_islands_9_the_treasure_names_a_deck_not_a_development_card(played):
    state, event = before_dev_card(played)
    name = event["player"]
    refused(GAME, state, "TDE-ISLANDS-9", "treasure", name, reward="dev_card", card="monopoly")
    refused(GAME, state, "TDE-ISLANDS-9", "treasure", name, reward="dev_card")
    refused(GAME, state, "TDE-TREASURE-1", "treasure", name, reward="one_any", take={"ore": 1}, deck="trade")


def test_tde_islands_9_an_empty_deck_is_refused(played):
    state, event = before_dev_card(played)
    name, other = event["player"], next(p.name for p in state.players if p.name != event["player"])
    state.progress[other]["trade"] += state.deck_left("trade")              # the trade deck is all in a hand
    error = refused(GAME, state, "TDE-ISLANDS-9", "treasure", name, reward="dev_card", deck="trade")
    assert "trade" not in error.line().split("one of")[-1].split(",")[0]
    do(GAME, state, "treasure", name, reward="dev_card", deck="politics")


def test_tde_islands_9_a_full_progress_hand_takes_no_card(played):
    state, event = before_dev_card(played)
    name = event["player"]
    state.progress[name].clear()
    state.progress[name]["science"] = data.progress()["hand_limit"]      # CK-PROG-2's limit
    refused(GAME, state, "TDE-ISLANDS-9", "treasure", name, reward="dev_card", deck="trade")
    do(GAME, state, "treasure", name, reward="dev_card")
    assert sum(state.progress[name].values()) == data.progress()["hand_limit"]


def test_tde_islands_9_the_example_replays_to_a_win_at_17(played):
    session, result = played
    assert session.setup.game == "treasure-islands-ck"
    assert result.problem is None and result.applied == len(session.events) and result.state.winner
    assert result.state.options["victory_points"] == 17
    kinds = Counter(e["kind"] for e in session.events)
    assert kinds["treasure"] and kinds["discover"] and kinds["knight"] and kinds["improve"]
    assert any(e.get("deck") for e in session.events if e["kind"] == "treasure")


def test_tde_islands_9_check_json_and_the_typed_treasure(played):
    result = CliRunner().invoke(app, ["check", str(SAVE), "--json"])
    assert result.exit_code == 0, result.output
    data_ = json.loads(result.stdout)
    assert data_["valid"] and data_["game"] == "treasure-islands-ck" and "barbarians" in data_
    assert any(n["rule"] == "TDE-ISLANDS-9" and n["what"] == "victory_points" for n in data_["not_verified"])
    state, event = before_dev_card(played)
    parsed = GAME.parse(state, "treasure", ["dev_card", "science"], event["player"])
    assert parsed["deck"] == "science" and "card" not in parsed


def test_the_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_treasure_islands_ck_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


def test_ck_scope_1_the_c_and_k_scenarios_and_the_one_that_forbids_c_and_k():
    for key in ("great-canal", "enchanted-land", "greater-catan-ck", "treasure-islands-ck"):
        assert isinstance(registry.find(key), SeafarersCK), key
    assert not isinstance(registry.find("desert-dragons"), SeafarersCK)
    assert "cities_knights" in DesertDragons.FORBIDDEN
    with pytest.raises(ValueError, match="CK-SCOPE-1"):
        with_ck(DesertDragons, GAME.INFO, GAME.edition, greater_tables, __name__, "")
