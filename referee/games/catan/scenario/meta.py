"""What referee knows of Catan with a scenario file before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.meta import INFO as BASE_INFO

INFO = GameInfo(
    key="catan-scenario",
    title=N_("Catan with a scenario file (3–4 players)"),
    aliases=("catan scenario", "scenario", "scénář", "scenar", "osadnici scenar", "osadníci scénář",
             "catan szenario"),
    min_players=3,
    max_players=4,
    verbs={**BASE_INFO.verbs,
           "build": N_("build road 3e:3 | settlement 2c:6 | city 3e:4 | a scenario's item: build lighthouse 1a:10")},
    verb_aliases=BASE_INFO.verb_aliases,
    field_terms=BASE_INFO.field_terms,
    commands={"scenario": "referee.games.catan.scenario.commands:app"},   # referee scenario new / item / spot …
    rules="referee.games.catan",
)
