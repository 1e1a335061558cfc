"""Every refusal the Seafarers-with-Cities-&-Knights rule tests provoke, made again in Czech, reads as Czech."""

import test_cities_knights
from czech_telltale import english_words, refusals_in_czech
from test_seafarers import do


def provoke(game, state, rule, kind, player=None, **fields):
    do(game, state, kind, player, **fields)


def test_every_cities_knights_refusal_of_the_rule_tests_reads_as_czech(monkeypatch):
    seen = refusals_in_czech(test_cities_knights, (test_cities_knights,), monkeypatch, provoke=provoke)
    assert len(seen) > 30
    assert {r.split("-")[1] for r, _w, _l in seen} >= {"KNIGHT", "ACT", "BARB", "HAND", "IMP", "PROG", "SEA"}
    english = [f"{rule} ({where}): {line}  ← {english_words(line)}" for rule, where, line in seen if english_words(line)]
    assert english == [], "\n".join(english)
