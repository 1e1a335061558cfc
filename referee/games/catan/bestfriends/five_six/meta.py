"""What referee knows of Catan Best Friends with 5–6 players before loading its rules."""

from referee.core.game import GameInfo
from referee.core.i18n import N_
from referee.games.catan.bestfriends.meta import INFO as FRIENDS
from referee.games.catan.five_six.meta import INFO as FIVE_SIX

INFO = GameInfo(
    key="best-friends-5-6",
    title=N_("Catan: Best Friends with the 5–6 player extension"),
    aliases=("nejlepsi-pratele-5-6", "nejlepší přátelé 5–6", "nejlepsi pratele 5-6", "best friends 5-6",
             "beste freunde 5-6", "Beste Freunde 5–6"),
    min_players=5,
    max_players=6,
    verbs={**FIVE_SIX.verbs, **{v: FRIENDS.verbs[v] for v in ("favour", "guild", "exchange")}},
    verb_aliases=FRIENDS.verb_aliases,
    field_terms=FRIENDS.field_terms,
    rules="referee.games.catan",
)
