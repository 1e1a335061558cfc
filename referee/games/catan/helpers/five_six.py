"""Helpers of Catan with 5–6 players: :class:`CatanHelpers` combined with the 5–6 extension by the family's
factory (:func:`referee.games.catan.five_six.combine.with_five_six`); no helper in the special building phase
(HELPERS-6, ``helpers.game.REFUSED``)."""

from referee.games.catan import manifest
from referee.games.catan.five_six.combine import with_five_six
from referee.games.catan.helpers.game import CatanHelpers, tables

CatanHelpersFiveSix = with_five_six(CatanHelpers, manifest.info("helpers-5-6"), tables,
                                    "Helpers of Catan for 5–6 players: the helpers, the extension's edition and "
                                    "its special building phase, without helpers in it (HELPERS-6).")
