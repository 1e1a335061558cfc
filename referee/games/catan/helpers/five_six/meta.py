"""What referee knows of Helpers of Catan with 5–6 players before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.five_six.meta import INFO as FIVE_SIX
from referee.games.catan.helpers.meta import INFO as HELPERS

INFO = GameInfo(
    key="helpers-5-6",
    title=N_("Catan: Helpers of Catan with the 5–6 player extension"),
    aliases=("pomocnici 5-6", "pomocníci 5–6", "pomocnici-5-6", "helpers 5-6", "helpers56", "helfer von catan 5-6",
             "Helfer von Catan 5–6"),
    min_players=5,
    max_players=6,
    verbs={**FIVE_SIX.verbs, "helper": HELPERS.verbs["helper"]},
    verb_aliases=HELPERS.verb_aliases,
    field_terms=HELPERS.field_terms,
    rules="referee.games.catan",
)
