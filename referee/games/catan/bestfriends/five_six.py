"""Catan Best Friends with 5–6 players: :class:`CatanBestFriends` combined with the 5–6 extension by the family's
factory (:func:`referee.games.catan.five_six.combine.with_five_six`). The Big Box rule book plays every
scenario with the 5–6 extension (FRIENDS-14, docs/rulings.md); tokens are drawn and cashed in one's own turn
and the phase between turns keeps to building and buying (CATAN56-SBP-1)."""

from referee.games.catan.bestfriends.game import CatanBestFriends, tables
from referee.games.catan import manifest
from referee.games.catan.five_six.combine import with_five_six

CatanBestFriendsFiveSix = with_five_six(CatanBestFriends, manifest.info("best-friends-5-6"), tables,
                                        "Catan Best Friends for 5–6 players: favours and guilds, the extension's "
                                        "edition and its phase between turns (FRIENDS-14).")
