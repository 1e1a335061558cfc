"""Catan with a scenario file and 5–6 players: :class:`CatanScenario` combined with the 5–6 extension by the
family's factory (:func:`referee.games.catan.five_six.combine.with_five_six`). The Big Box plays every scenario
with the extension (FRIENDS-14); its items are built in the special building phase as the base pieces are
(SCENARIO-13, docs/rulings.md)."""

from referee.games.catan import manifest
from referee.games.catan.five_six.combine import with_five_six
from referee.games.catan.scenario.game import CatanScenario, tables

CatanScenarioFiveSix = with_five_six(CatanScenario, manifest.info("catan-scenario-5-6"), tables,
                                     "Catan with a scenario file for 5–6 players: the scenario's items and "
                                     "target, the extension's edition and its special building phase "
                                     "(SCENARIO-13, FRIENDS-14).")
