"""What referee knows of Helpers of Catan before loading its rules: key, names, player counts, verbs."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.meta import INFO as BASE_INFO

VERB = N_("use the helper held: helper merchant ore Ben:wool | mendicant 3e:3 pay lumber wool | mayor ore | "
          "general [ore] | robber_bride [HEX] | captain wool | priest settlement 2c:6 [table|hand] | "
          "noblewoman Ben ore; then flip, or then HELPER to exchange")

INFO = GameInfo(
    key="helpers",
    title=N_("Catan: Helpers of Catan (3–4 players)"),
    aliases=("pomocnici", "pomocníci", "helfer von catan", "Helfer von Catan", "helpers of catan", "catan helpers"),
    min_players=3,
    max_players=4,
    verbs={**BASE_INFO.verbs, "helper": VERB},
    verb_aliases={**BASE_INFO.verb_aliases, "pomocník": "helper"},
    field_terms={**BASE_INFO.field_terms, "name": "helper", "then": "helper", "back": "resource", "pay": "resource"},
)
