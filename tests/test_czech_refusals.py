"""Every refusal the Catan (base and 5–6) and Aqua Romana rule tests provoke, made again in Czech, reads as Czech.

The rule tests run in English as written; each refusal they expect through the helpers' ``refused`` is first
provoked in Czech and read back with :func:`czech_telltale.english_words` (Struggle for Rome's are in
``test_czech_rome.py``).
"""

import aqua_helpers
import catan_helpers
import test_aqua_rules
import test_catan_five_six
import test_catan_five_six_paired
import test_catan_rules
from czech_telltale import english_words, refusals_in_czech


def english_in(seen):
    return [f"{rule} ({where}): {line}  ← {english_words(line)}" for rule, where, line in seen if english_words(line)]


def test_every_catan_refusal_of_the_rule_tests_reads_as_czech(monkeypatch):
    seen = refusals_in_czech(catan_helpers, (test_catan_rules,), monkeypatch)
    assert len(seen) > 80
    assert {"building", "trade", "development", "robber", "turns"} <= {where for _r, where, _l in seen}
    assert english_in(seen) == [], "\n".join(english_in(seen))


def test_every_aqua_refusal_of_the_rule_tests_reads_as_czech(monkeypatch):
    seen = refusals_in_czech(aqua_helpers, (test_aqua_rules,), monkeypatch)
    assert len(seen) > 30
    assert english_in(seen) == [], "\n".join(english_in(seen))


def test_every_five_six_refusal_of_the_rule_tests_reads_as_czech(monkeypatch):
    """The 5–6 extension's rule tests (their ``refused(game, state, kind, player, **fields)``, their ``game`` fixture)."""
    from referee.core import registry

    seen = refusals_in_czech(test_catan_five_six, (test_catan_five_six, test_catan_five_six_paired), monkeypatch,
                             provoke=test_catan_five_six.do, fixtures={"game": registry.find("catan-5-6")})
    assert len(seen) > 15
    assert {r for r, _w, _l in seen} >= {"CATAN56-SBP-1", "CATAN56-PAIR-2", "CATAN56-PAIR-3", "CATAN56-PAIR-4"}
    assert english_in(seen) == [], "\n".join(english_in(seen))


def test_the_special_building_phase_refusals_read_as_czech(tmp_path):
    """catan-5-6: the example game up to Cyril's special build (event 39), then the phase's refusals in Czech."""
    import tomllib
    from pathlib import Path

    import tomli_w
    from typer.testing import CliRunner

    from referee.cli.app import app

    example = Path(__file__).resolve().parent.parent / "saves" / "examples" / "catan-5-6-six-example.toml"
    data = tomllib.loads(example.read_text("utf-8"))
    data["events"] = data["events"][:39]
    data.pop("undone", None)
    save = tmp_path / "sixes.toml"
    save.write_text(tomli_w.dumps(data), "utf-8")
    runner = CliRunner()
    lines = []
    for words, rule in ((["build", "road", "2b:5", "--player", "Ben"], "CATAN56-SBP-1"),
                        (["build", "road", "2b:5", "--player", "Eva"], "CATAN56-SBP-1"),
                        (["maritime", "4", "ore", "for", "1", "wool", "--player", "Dana"], "CATAN56-SBP-3"),
                        (["play", "knight", "5d", "--player", "Dana"], "CATAN56-SBP-4")):
        result = runner.invoke(app, ["--lang", "cs", *words, "--save", str(save)])
        assert result.exit_code == 1 and rule in result.stderr, result.stderr
        lines.append(result.stderr)
    for command in ("status", "hints"):
        lines.append(runner.invoke(app, ["--lang", "cs", command, "--save", str(save)]).stdout)
    assert english_words("\n".join(lines)) == [], "\n".join(lines)
