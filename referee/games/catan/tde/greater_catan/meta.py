"""What referee knows of Greater Catan before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.seafarers.meta import INFO as SEA_INFO

INFO = GameInfo(
    key="greater-catan",
    title=N_("Catan: Greater Catan (TD&E scenario, 3–4 players)"),
    aliases=("greater catan", "velky katan", "velký katan", "tde greater catan", "grosses catan"),
    min_players=3,
    max_players=4,
    verbs={**SEA_INFO.verbs,
           "number": N_("a new-island hex reached takes its number: number 3f 9 (drawn from the stack) | "
                        "number 3f from 2b (the stack is empty: moved from the main island)")},
    verb_aliases={**SEA_INFO.verb_aliases, "číslo": "number"},
    field_terms={**SEA_INFO.field_terms},
    rules="referee.games.catan",
)
