"""Into the Unknown (Cesta do neznáma) — seed 003 pp.4–6, catan-td-and-e.md §2.2 and §4: Seafarers with three
starting settlements, face-down hexes and treasures that may be kept unused.

What it changes, each a rule of its pages:

- TDE-UNKNOWN-1: the set-up snake, then the last player at once places a third settlement, the others follow
  clockwise (:meth:`UnknownState.setup_order`); each with a road or ship.
- TDE-UNKNOWN-2: the starting resources come from the third settlement (:meth:`UnknownState.setup_pays`).
- TDE-UNKNOWN-3: only the robber — a board with a pirate is refused.
- TDE-UNKNOWN-4/9: discovery: land takes the top hidden number and pays 1 of its resource, a gold field 1 of
  choice; the sea and a desert bring nothing (:mod:`referee.games.catan.seafarers.discovery`).
- TDE-UNKNOWN-5: a treasure on the same intersection is taken before the hex is turned over.
- TDE-UNKNOWN-6/7, TDE-TREASURE-10…14: a treasure is used at once or kept unused (``treasure keep``;
  :mod:`referee.games.catan.tde.treasure`): at most 4 kept, a hand limit of 9 on a 7 with one kept, a special
  2:1 harbour at the second, 1 VP for three and 2 VP for four.
- TDE-UNKNOWN-8: with C&K — the game ``into-the-unknown-ck`` (:mod:`..into_the_unknown_ck`).

The victory point target was lost with the picture (digest §1.4): ``--option victory_points=N`` is required.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan import manifest
from referee.games.catan.common import bag_text
from referee.games.catan.edition import Edition, read
from referee.games.catan.seafarers import discovery
from referee.games.catan.seafarers.state import SeaState
from referee.games.catan.state import CatanState
from referee.games.catan.tde import treasure
from referee.games.catan.tde.treasure_islands.game import VICTORY, TreasureIslands

DATA = Path(__file__).resolve().parents[1] / "data"
INTO_THE_UNKNOWN = read(DATA / "into-the-unknown.toml")
SCENARIO = tomllib.loads((DATA / "into-the-unknown.toml").read_text("utf-8"))["scenario"]["into_the_unknown"]
HARBOUR = Option("harbour_without_coast", "hold", "TDE-TREASURE-13: the second kept treasure's harbour when the "
                                                  "player has no coastal building: hold it for the next one "
                                                  "(hold) or lose it (lose)", "TDE-TREASURE-13", ("hold", "lose"))


# CK-HAND-2: the limit with a treasure kept, from the limit without it (C&K's walls counted) and the base game's 7.
KEPT_LIMIT = {"add": lambda limit, base: limit - base + SCENARIO["kept_hand_limit"],
              "higher": lambda limit, base: max(limit, SCENARIO["kept_hand_limit"])}


@dataclass
class UnknownState(SeaState):
    """Three set-up rounds (TDE-UNKNOWN-1); the kept treasures' hand limit (§2.2)."""

    def __post_init__(self):
        super().__post_init__()
        self.setup_steps = 6 * len(self.players)

    def setup_order(self) -> list[int]:
        """TDE-UNKNOWN-1: the snake, then the last to place (the first player) again, the others clockwise."""
        seats = list(range(len(self.players)))
        return seats + seats[::-1] + seats

    def setup_pays(self) -> bool:
        """TDE-UNKNOWN-2: the third settlement brings the starting resources, the second nothing."""
        return self.setup_step >= 4 * len(self.players)

    def setup_income(self, player, gain: dict[str, int], out) -> None:
        out.say("{player} takes {cards} for the third settlement (TDE-UNKNOWN-2).", player=player.name,
                cards=bag_text(gain) if gain else _("nothing"))

    def hand_limit(self, player) -> int:
        """§2.2: with one treasure kept, a 7 costs half the hand only above 9 cards (TDE-UNKNOWN-7). With Cities &
        Knights the city walls' 2 cards each (CK-HAND-1) come on top (CK-HAND-2, ``kept_hand_limit = add``), or the
        higher of the two limits counts (``higher``)."""
        limit = super().hand_limit(player)
        if not self.kept.get(player.name):
            return limit
        return KEPT_LIMIT[self.options.get("kept_hand_limit", "add")](limit, CatanState.hand_limit(self, player))


class IntoTheUnknown(TreasureIslands):
    """The Treasure Islands' machinery with three set-up settlements, no pirate, and treasures kept or used."""

    INFO = manifest.info("into-the-unknown")
    edition: ClassVar[Edition] = INTO_THE_UNKNOWN
    State = UnknownState
    rewards = discovery.Rewards(treasure_first=True, keep=True)        # TDE-UNKNOWN-4/5/6
    FOG_RULE = "TDE-UNKNOWN-4"
    SETUP_RULE = "TDE-UNKNOWN-1"          # the three set-up settlements on the main island (the light-brown area)
    EXTRA_OPTIONS: ClassVar[tuple[Option, ...]] = ()       # a variant's own (with C&K: kept_hand_limit, CK-HAND-2)

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (VICTORY, *(o for o in cls.options if o.name not in ("victory_points", "island_chits",
                                                                           "setup_discovery_reward")),
                       discovery.SETUP_REWARD, HARBOUR, *cls.EXTRA_OPTIONS)

    def check_setup(self, setup) -> None:
        super().check_setup(setup)
        if setup.board.get("pirate"):
            raise RuleViolation("TDE-UNKNOWN-3", _("Into the Unknown has no pirate"),
                                _("leave the pirate out of the board file"))

    def initial_state(self, setup) -> UnknownState:
        state = super().initial_state(setup)
        state.options = {**state.options, "island_chits": 0}     # no island chits in this scenario (§4)
        return state

    def apply(self, state: UnknownState, event: dict[str, Any]) -> Outcome:
        out = super().apply(state, event)
        if event["kind"] == "build" and event["piece"] == "settlement":
            treasure.place_held_harbour(state, state.by_name[event["player"]], event["at"], out)
        return out
