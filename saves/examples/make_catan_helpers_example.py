"""Build ``catan-helpers-4p.toml``: four players with Helpers of Catan on the beginner board, to a win.

Run from the project root::

    python saves/examples/make_catan_helpers_example.py            # writes saves/examples/catan-helpers-4p.toml
    python saves/examples/make_catan_helpers_example.py OUT.toml   # writes elsewhere

The bot is the base example's (``make_catan_example.py``), imported and extended with the helpers
(HELPERS-1…15): after the roll every player whose Mayor may answer it takes a card, on a 7 the General spares a
discard or gives a card, and the active player uses his own helper when it helps him (the Merchant asks for a
missing resource, the Mendicant builds a road, the Robber bride frees his hex, the Captain opens a 2:1 trade,
the Priest builds for a Knight, the Noblewoman takes from a richer player). Side A is flipped, side B exchanged
for the first helper of :data:`LIKED` in the display. Anna is dealt the unknown A4: the table declares its use
(a card paid, a card taken) once and exchanges it, so ``check`` lists both verdicts as not verified.
Every event goes through ``Session.record``; ``tests/test_catan_helpers_example.py`` checks that this script
reproduces the file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections import Counter
from pathlib import Path

from referee.games.catan.building import settlement_spots
from referee.games.catan.helpers.cards import HELPERS
from referee.games.catan.helpers.rules import PRIEST_COSTS, deserts, display
from referee.games.catan.scoring import victory_points
from referee.games.catan.vocab import ORDER

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "catan-helpers-4p.toml"
SEED = 7          # chosen so that all nine helpers dealt or taken are used, the unknown A4 among them
TITLE = "Example: Helpers of Catan, four players"
CREATED = dt.datetime(2026, 12, 1, 20, 0, tzinfo=dt.timezone.utc)
LIKED = ("general", "noblewoman", "captain", "robber_bride", "priest", "mayor", "mendicant", "merchant")


if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))       # the base example beside this script, run or loaded
import make_catan_example as base  # noqa: E402
PLAYERS = base.PLAYERS


class Bot(base.Bot):
    """The base example's bot, with a helper in every hand."""

    # --- the helper's plumbing ------------------------------------------------
    def usable(self, player, key: str | None = None) -> bool:
        state = self.state
        held = state.helper.get(player.name)
        return (held is not None and (key is None or held == key) and state.used.get(player.name) != state.turn
                and state.received.get(player.name) != state.turn)

    def then(self, player) -> str:
        state = self.state
        held = state.helper[player.name]
        if state.side[player.name] == "A" and HELPERS[held].verified:
            return "flip"
        return next(k for k in LIKED if k in display(state) and k != held)

    def use(self, player, **fields) -> None:
        state = self.state
        self.record({"kind": "helper", "player": player.name, "name": state.helper[player.name],
                     "side": state.side[player.name], **fields, "then": self.then(player)})

    def want(self, player) -> Counter:
        goal = (self.goals(player) or ["city"])[0]
        return self.missing(player, goal)

    def wanted(self, player) -> str:
        """The resource the player needs most (for a card of his choice)."""
        need = self.want(player)
        bank = self.state.bank()
        ranked = sorted(ORDER, key=lambda r: (-need[r], -(bank[r] > 0), ORDER.index(r)))
        return next(r for r in ranked if bank[r] > 0)

    def surplus(self, player) -> list[str]:
        goal = (self.goals(player) or [None])[0]
        return base.expand(self.spare(player, goal))

    # --- the turn ---------------------------------------------------------------
    def seven(self, roller) -> None:
        """HELPERS-10: a General spares his holder's discard, or gives a card to a hand of 7 or fewer."""
        for p in list(self.state.players):
            if self.usable(p, "general"):
                if p.name in self.state.owed:
                    self.use(p)
                elif p.cards() <= 7:
                    self.use(p, resource=self.wanted(p))
        super().seven(roller)

    def progress(self, player) -> None:
        state = self.state
        if state.last_roll != 7:
            for p in state.players:                 # HELPERS-9: the Mayor answers a roll that gave nothing
                if self.usable(p, "mayor") and not state.roll_gain.get(p.name):
                    self.use(p, resource=self.wanted(p))
        super().progress(player)
        self.own(player, BEFORE_TRADE)

    def trade(self, player) -> None:
        super().trade(player)
        self.own(player, AFTER_TRADE)        # a helper that builds ends the trading (CATAN-TURN-3)

    def own(self, player, table: dict) -> None:
        state = self.state
        if not state.winner and self.usable(player):
            table.get(HELPERS[state.helper[player.name]].effect, Bot.nothing)(self, player)

    def nothing(self, player) -> None:
        """A helper that waits for its moment (the Mayor, the General), or for the other part of the turn."""

    def merchant(self, player) -> None:
        state = self.state
        need = self.want(player)
        mine = self.surplus(player)
        for res in [r for r in ORDER if need[r]]:
            asked = [p.name for p in state.players if p is not player and p.hand.get(res)][:2]
            if asked and len(mine) >= len(asked):
                self.use(player, resource=res, **{"from": asked, "back": mine[:len(asked)]})
                return

    def mendicant(self, player) -> None:
        hand = player.hand
        if hand.holds({"lumber": 1, "brick": 1}) or player.left("road") < 1:
            return
        kept = "lumber" if hand.get("lumber") else "brick" if hand.get("brick") else None
        others = [r for r in self.surplus(player) if r != kept]
        path = self.best_road(player)
        if kept and others and path:
            self.use(player, piece="road", at=path, pay=dict(Counter([kept, others[0]])))

    def robber_bride(self, player) -> None:
        if self.robber_hurts(player) and self.state.robber not in deserts(self.state):
            self.use(player, to=deserts(self.state)[0])

    def captain(self, player) -> None:
        plenty = Counter(self.surplus(player)).most_common(1)
        if plenty and plenty[0][1] >= 2:
            self.use(player, resource=plenty[0][0])

    def priest(self, player) -> None:
        state = self.state
        spare_knight = player.knights and state.largest_army != player.name
        where = "hand" if player.devs["knight"] else "table" if spare_knight else None
        if where is None:
            return
        if player.settlements and player.left("city") and player.hand.holds(PRIEST_COSTS["city"]):
            at = max(sorted(player.settlements), key=lambda c: (self.corner_value(c, player), c))
            self.use(player, piece="city", at=at, knight=where)
        elif player.left("settlement") and player.hand.holds(PRIEST_COSTS["settlement"]) \
                and settlement_spots(state, player):
            self.use(player, piece="settlement", at=self.best_spot(player), knight=where)

    def noblewoman(self, player) -> None:
        state = self.state
        mine = victory_points(state, player, hidden=False)
        richer = [p for p in state.players if victory_points(state, p, hidden=False) > mine and p.cards()]
        if richer:
            victim = max(richer, key=lambda p: (p.cards(), -p.seat))
            need = self.want(player)
            card = max(ORDER, key=lambda r: (victim.hand.get(r, 0) > 0, need[r], victim.hand.get(r, 0)))
            self.use(player, victim=victim.name, stolen=card)

    def declared(self, player) -> None:
        """The unknown A4: the table declares a card paid and a card taken, then exchanges it."""
        mine = self.surplus(player)
        if mine:
            self.use(player, pay={mine[0]: 1}, take={self.wanted(player): 1})


BEFORE_TRADE = {"merchant": Bot.merchant, "robber_bride": Bot.robber_bride, "captain": Bot.captain,
                "noblewoman": Bot.noblewoman, "declared": Bot.declared}
AFTER_TRADE = {"mendicant": Bot.mendicant, "priest": Bot.priest}


def game():
    return base.variant("helpers")


def build(path: Path | str = OUTPUT, seed: int = SEED) -> Path:
    """Play the example game into ``path`` (overwritten) and return it."""
    return base.play_variant(path, "helpers", "beginner-en", TITLE, CREATED, PLAYERS, Bot, seed)


if __name__ == "__main__":
    out = build(sys.argv[1] if len(sys.argv) > 1 else OUTPUT)
    print(f"wrote {out}")
