"""Every refusal the Catan and Aqua Romana rule tests provoke, made again in Czech, reads as Czech.

The rule tests run in English as written; each refusal they expect through the helpers' ``refused`` is first
provoked in Czech and read back with :func:`czech_telltale.english_words` (Struggle for Rome's are in
``test_czech_rome.py``).
"""

import aqua_helpers
import catan_helpers
import test_aqua_rules
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
