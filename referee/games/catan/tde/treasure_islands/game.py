"""The Treasure Islands (Ostrovy pokladů) — seed 003 pp.2–3, catan-td-and-e.md §3: Seafarers with a grey area of
face-down hexes and treasure tokens.

What it changes, each a rule of its pages:

- TDE-ISLANDS-1: both set-up settlements on the main island (the largest island of face-up land at the start);
  a coastal one may take a ship instead of its road (SEA-SHIP-8, as in Seafarers).
- TDE-ISLANDS-2: the robber starts on a desert, the pirate on the board file's sea hex (CATAN-SETUP-2,
  SEA-PIRATE-4 check the board).
- TDE-ISLANDS-3/4/5: discovery (:mod:`referee.games.catan.seafarers.discovery`): land takes the top hidden number
  and pays 1 of its resource, a gold field 1 of choice, a desert or the sea a treasure from the supply.
- TDE-ISLANDS-6/7: a treasure reached is taken and used at once (:mod:`referee.games.catan.tde.treasure`).
- TDE-ISLANDS-8: 1 special VP for a player's first settlement on each treasure island (option island_chits = 1).
- TDE-ISLANDS-9: with C&K — ``treasure-islands-ck`` (:mod:`referee.games.catan.tde.treasure_islands_ck`), built
  from these tables by :func:`tables`.
- TDE-ISLANDS-10 / SEA-FOG-2: a discovery during the set-up brings its reward too (the option
  setup_discovery_reward = false: none, the old Oceania rule).

The victory point target was lost with the picture (digest §1.4): ``--option victory_points=N`` is required.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, ClassVar

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Option, Phase
from referee.core.i18n import N_, _, translate
from referee.games.catan import manifest
from referee.games.catan.board import make_board
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition, read
from referee.games.catan.seafarers import discovery
from referee.games.catan.seafarers.game import Seafarers, validate_build
from referee.games.catan.tde import treasure, typed
from referee.games.catan.tde.scenario_base import main_island_hints
from referee.games.catan.vocab import RESOURCES

DATA = Path(__file__).resolve().parents[1] / "data"
TREASURE_ISLANDS = read(DATA / "treasure-islands.toml")
SCENARIO = tomllib.loads((DATA / "treasure-islands.toml").read_text("utf-8"))["scenario"]["treasure_islands"]

VICTORY = Option("victory_points", 0, "points needed to win: lost from the transcribed rulebook (digest §1.4), "
                                      "give the number printed in yours; 0 = not given", "CATAN-END-1",
                 choices=(0,), bounds=(3, 99))
CHITS = Option("island_chits", SCENARIO["island_chits"], "victory points for a player's first settlement on each "
                                                         "treasure island (TDE-ISLANDS-8: 1)", "TDE-ISLANDS-8",
               bounds=(0, 9))


def main_island(board: dict[str, Any], grid) -> set[str]:
    """TDE-ISLANDS-1: the largest island of face-up land at the start (face-down and sea hexes part islands)."""
    land = {h for h, v in board["hexes"].items() if v["terrain"] not in ("sea", discovery.FOG)}
    best: set[str] = set()
    seen: set[str] = set()
    for start in grid.hexes:
        if start not in land or start in seen:
            continue
        group, stack = {start}, [start]
        while stack:
            for n in grid.neighbours(stack.pop()).values():
                if n in land and n not in group:
                    group.add(n)
                    stack.append(n)
        seen |= group
        best = max(best, group, key=len)
    return best


def main_island_build(build):
    """TDE-ISLANDS-1: a set-up settlement (or the set-up city with C&K, TDE-UNKNOWN-8) stands on the main island;
    then ``build`` (the base game's check)."""

    def validate(state, event: dict):
        if state.in_setup and event["piece"] == state.setup_piece():
            home = state.scenario["main"]
            if not set(state.board.grid.corners[event["at"]].hexes) & home:
                raise RuleViolation(state.scenario["rule"], _("set-up settlements go on the main island; {at} is not "
                                                              "on it", at=event["at"]),
                                    _("a free intersection of {hexes}", hexes=listing(sorted(home))))
        return build(state, event)

    return validate


validate = main_island_build(validate_build)
TREASURE_PHASE = Phase(frozenset({"treasure"}), "TDE-ISLANDS-6",
                       N_("a road or ship reached a treasure: the table says what it holds"))


def tables(base: type[Seafarers], treasure_kind: dict | None = None, check=treasure.validate,
           effect=treasure.apply) -> dict[str, Any]:
    """The Treasure Islands' tables laid over those of ``base`` (Seafarers, or Seafarers with Cities & Knights):
    the ``treasure`` kind and phase, the reward's fields, the main-island set-up check (TDE-ISLANDS-1, -6, -7)."""
    return {"kinds": {**base.kinds, "treasure": treasure_kind or treasure.KIND},
            "phases": {**base.phases, "treasure": TREASURE_PHASE},
            "NORMALIZE": {**base.NORMALIZE, "reward": lambda state, ev, value: treasure.REWARDS.resolve(value),
                          "harbour": lambda state, ev, value: RESOURCES.resolve(value),
                          "site": lambda state, ev, value: state.board.grid.corner(value)},
            "VALIDATE": {**base.VALIDATE, "build": main_island_build(base.VALIDATE["build"]), "treasure": check},
            "APPLY": {**base.APPLY, "treasure": effect},
            "TYPED": {**base.TYPED, "treasure": typed.treasure},
            "COMPLETE": {**base.COMPLETE, "treasure": treasure.complete}}


ISLANDS = tables(Seafarers)


class TreasureIslands(Seafarers):
    """Seafarers with discovery rewards, treasures and the main-island set-up."""

    INFO = manifest.info("treasure-islands")
    edition: ClassVar[Edition] = TREASURE_ISLANDS
    kinds, phases = ISLANDS["kinds"], ISLANDS["phases"]
    NORMALIZE, VALIDATE, APPLY, TYPED = ISLANDS["NORMALIZE"], ISLANDS["VALIDATE"], ISLANDS["APPLY"], ISLANDS["TYPED"]
    COMPLETE = ISLANDS["COMPLETE"]
    rewards = discovery.Rewards(treasure_for_barren=True)      # TDE-ISLANDS-4/5
    FOG_RULE = "TDE-ISLANDS-3"                                  # the rule that needs face-down hexes
    VICTORY_OPTION: ClassVar[Option] = VICTORY                  # required (0 = not given) unless TARGETS knows it
    TARGETS: ClassVar[dict[int, int]] = {}                      # the target by player count, where recovered
    SETUP_RULE = "TDE-ISLANDS-1"                                # the rule of the set-up on the main island

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (cls.VICTORY_OPTION,
                       *(o for o in cls.options if o.name not in ("victory_points", "island_chits",
                                                                  "setup_discovery_reward")),
                       CHITS, discovery.SETUP_REWARD)

    def make_board(self, spec, seed, players, options):
        """The TEST layout (``tde/data``) by default, or a board file the table transcribed."""
        if spec in (None, *self.edition.presets):
            name = spec or self.edition.presets[0]
            return self.check_board(tomllib.loads((DATA / f"{name}.toml").read_text("utf-8")))
        return make_board(spec, seed, self.edition, self.board_checks)

    def check_setup(self, setup) -> None:
        if not setup.options.get("victory_points") and len(setup.players) not in self.TARGETS:
            raise NotationError(_("{game}: the victory point target was lost from the transcribed rulebook "
                                  "(catan-td-and-e.md §1.4)", game=translate(self.edition.describe["name"])),
                                _("give it: --option victory_points=N (the number printed in your rulebook)"),
                                rule="CATAN-END-1")
        super().check_setup(setup)
        if not any(v["terrain"] == discovery.FOG for v in setup.board["hexes"].values()):
            raise RuleViolation(self.FOG_RULE, _("{game} needs face-down hexes on the board",
                                                 game=translate(self.edition.describe["name"])),
                                _('mark the grey area terrain = "fog"'))

    def initial_state(self, setup):
        state = super().initial_state(setup)
        state.scenario = {"main": main_island(setup.board, state.board.grid), "rule": self.SETUP_RULE}
        if not state.options["victory_points"]:
            state.options["victory_points"] = self.TARGETS[len(state.players)]
        return state

    def hints(self, state, words):
        """While a treasure waits, the rewards the table may type; in the set-up, the main island's corners only."""
        out = super().hints(state, words)
        if state.pending and state.pending[0][0] == "treasure" and not state.winner:
            typed = [treasure.example(r) for r in treasure.REWARDS.names if r != "keep" or state.rewards.keep]
            out.lines.append(_("The reward on the token's back (TDE-TREASURE-1): {rewards}", rewards="; ".join(typed)))
        home = state.scenario["main"]
        return main_island_hints(self, state, out, lambda c: bool(set(state.board.grid.corners[c].hexes) & home))

    def parse(self, state, verb, words, player):
        if verb == "treasure":
            return treasure.parse(state, words, player)
        return super().parse(state, verb, words, player)


def progress_tables(base: type[Seafarers], rule: str) -> dict[str, Any]:
    """The tables over ``base``'s (the C&K member's) with Cities & Knights: a treasure's development card is a
    progress card of the deck the player names (``rule``: TDE-ISLANDS-9, TDE-UNKNOWN-8), and the parser that reads
    that deck (``treasure dev_card science``)."""
    from referee.games.catan.cities_knights.vocab import TRACKS       # only for the games with C&K

    check, effect = treasure.progress_treasure(rule)
    out = tables(base, treasure.CK_KIND, check, effect)
    out["NORMALIZE"] = {**out["NORMALIZE"], "deck": lambda state, ev, value: TRACKS.resolve(value)}
    return {**out, "parse": progress_parse}


def progress_parse(self, state, verb, words, player):
    """``treasure dev_card science``: with C&K the word after ``dev_card`` names the progress deck."""
    event = TreasureIslands.parse(self, state, verb, words, player)
    if verb == "treasure" and event.get("reward") == "dev_card" and "card" in event:
        event["deck"] = event.pop("card")
    return event
