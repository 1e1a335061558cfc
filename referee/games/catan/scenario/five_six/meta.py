"""What referee knows of Catan with a scenario file and 5–6 players before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.five_six.meta import INFO as FIVE_SIX
from referee.games.catan.scenario.meta import INFO as SCENARIO

INFO = GameInfo(
    key="catan-scenario-5-6",
    title=N_("Catan with a scenario file and the 5–6 player extension"),
    aliases=("catan scenario 5-6", "scenario 5-6", "scénář 5–6", "scenar 5-6", "osadnici scenar 5-6",
             "osadníci scénář 5–6", "catan szenario 5-6"),
    min_players=5,
    max_players=6,
    verbs={**FIVE_SIX.verbs, "build": N_("build road 3e:3 | settlement 2c:6 | city 3e:4 | a scenario's item: "
                                         "build lighthouse 1a:10; between turns --player NAME builds")},
    verb_aliases=SCENARIO.verb_aliases,
    field_terms=SCENARIO.field_terms,
    rules="referee.games.catan",
)
