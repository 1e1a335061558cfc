"""The shipped Helpers of Catan example (saves/examples/catan-helpers-4p.toml): valid, won, every helper it deals
or takes used, the unknown A4 listed as not verified, reproduced byte for byte by its script."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from botplay import ROOT, example_script
from referee.cli.app import app
from referee.core import registry
from referee.core.session import Session, replay

SAVE = ROOT / "saves" / "examples" / "catan-helpers-4p.toml"


@pytest.fixture(scope="module")
def played():
    session = Session.load(SAVE)
    return session, replay(registry.find("helpers"), session.setup, session.events, keep=True)


def test_the_helpers_example_replays_to_a_win(played):
    session, result = played
    assert session.setup.game == "helpers" and len(session.setup.players) == 4
    assert result.problem is None and result.applied == len(session.events) and result.state.winner


def test_HELPERS_5_the_example_flips_and_exchanges_every_known_helper(played):
    session, _result = played
    uses = [e for e in session.events if e["kind"] == "helper"]
    used = {e["name"] for e in uses}
    assert used >= {"merchant", "mendicant", "mayor", "general", "robber_bride", "captain", "priest",
                    "noblewoman", "helper_4"}
    assert any(e["then"] == "flip" for e in uses) and any(e["side"] == "B" and e["then"] != "flip" for e in uses)


def test_HELPERS_15_check_lists_the_unknown_helper_as_not_verified():
    result = CliRunner().invoke(app, ["check", str(SAVE)])
    assert result.exit_code == 0 and result.stdout.count("not verified") == 2
    data = json.loads(CliRunner().invoke(app, ["check", str(SAVE), "--json"]).stdout)
    assert [n["helper"] for n in data["not_verified"]] == ["helper_4", "helper_4"]
    assert data["valid"] and data["phase"] == "over" and data["winner"]


def test_the_helpers_example_generator_reproduces_the_file(tmp_path):
    out = example_script("make_catan_helpers_example").build(tmp_path / "again.toml")
    assert out.read_bytes() == SAVE.read_bytes()


def test_the_guide_shows_the_examples_check_as_the_program_prints_it(monkeypatch):
    text = (ROOT / "docs" / "catan.md").read_text("utf-8")
    command = "$ referee check saves/examples/catan-helpers-4p.toml\n"
    shown = text[text.index(command) + len(command):].split("```", 1)[0]
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(app, ["check", "saves/examples/catan-helpers-4p.toml"])
    assert result.exit_code == 0 and result.stdout == shown
