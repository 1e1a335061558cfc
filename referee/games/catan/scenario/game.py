"""Catan with a scenario file — SCENARIO-1…12: the base rules on the scenario's board, its target, its switches
and its buildable items. The scenario lives in the save's ``[board.scenario]`` (SCENARIO-12), so a save replays
without the file; ``referee new catan --scenario FILE`` writes such a save (:meth:`Catan.with_scenario`)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Outcome, Setup
from referee.core.i18n import _, terms
from referee.core.players import player_name
from referee.core.vocab import Vocabulary, phrases
from referee.games.catan import building, manifest, production
from referee.games.catan.board import Board
from referee.games.catan.common import listing
from referee.games.catan.edition import Edition
from referee.games.catan.game import Catan
from referee.games.catan.scenario import file, rules
from referee.games.catan.state import YIELDS, CatanState
from referee.games.catan.vocab import PIECES

PLACE = {"intersection": "corner", "hex": "hex", "side": "side"}


@dataclass
class ScenarioState(CatanState):
    placed: dict[str, tuple[str, str]] = field(default_factory=dict)   # place → (player, item) (SCENARIO-5)
    item_vp: Counter = field(default_factory=Counter)                  # player → the items' points (SCENARIO-7)
    unverified: list[tuple[int, str, str]] = field(default_factory=list)   # (seq, rule, value) (SCENARIO-11)

    def __post_init__(self):
        super().__post_init__()
        self.scenario: dict[str, Any] = self.board.data["scenario"]
        self.items: dict[str, dict[str, Any]] = {i["key"]: i for i in self.scenario["items"]}
        self.names = Vocabulary("piece", {k: (i["name"], *([i["name_cs"]] if "name_cs" in i else []), *i["aliases"])
                                          for k, i in self.items.items()})
        self.yields = {**YIELDS, **{k: i["produces"] for k, i in self.items.items() if i["stands"] == "intersection"}}
        self.extra_vp = self.item_vp


def _piece(state, ev, value: str) -> str:
    return state.names.resolve(value) if value in state.names else PIECES.resolve(value)


def _at(state, ev, value: str) -> str:
    if ev["kind"] == "build" and ev.get("piece") in state.names:
        item = state.items[state.names.resolve(ev["piece"])]
        return getattr(state.board.grid, PLACE[item["stands"]])(value)
    return Catan.NORMALIZE["at"](state, ev, value)


def canonical_spots(scenario: dict[str, Any], board: Board) -> dict[str, Any]:
    """Every item's ``spots`` by their canonical names on the board (SCENARIO-5); a name off the board is
    SCENARIO-1."""
    items = []
    for item in scenario["items"]:
        name = getattr(board.grid, PLACE[item["stands"]])
        try:
            items.append({**item, "spots": [name(s) for s in item["spots"]]})
        except NotationError as exc:
            raise RuleViolation("SCENARIO-1", _("{item}: a spot is not on the board: {reason}", item=file.label(item),
                                                reason=exc.message), exc.allowed) from None
    return {**scenario, "items": items}


#: The game that seats the other player counts of a scenario: ``new GAME --scenario FILE`` (SCENARIO-13).
PARTNER = {"catan": "catan-5-6", "catan-5-6": "catan"}


def tables(base: type[Catan]) -> dict[str, Any]:
    """What a scenario adds to the tables of the game it extends (the base game, or the 5–6 extension:
    :mod:`referee.games.catan.five_six.combine`): the items' names and places, their build wrapped around the
    base's ``build`` (between turns, as the base builds there: ``base.builds_between``), the roll's income, the
    scenario's edition of the base's, and the game that seats the other player counts (SCENARIO-13)."""
    item_build = base.builds_between(rules.apply_item)
    return {"edition": file.edition_for(base.edition),
            "partner": PARTNER[base.INFO.key],
            "NORMALIZE": {**base.NORMALIZE, "piece": _piece, "at": _at},
            "VALIDATE": {**base.VALIDATE, "build": rules.building_or_item(base.VALIDATE["build"], rules.validate_item)},
            "APPLY": {**base.APPLY, "build": rules.building_or_item(base.APPLY["build"], item_build),
                      "roll": rules.income(base.APPLY["roll"])}}


TABLES = tables(Catan)


class CatanScenario(Catan):
    """The base game's rules with a scenario's board, target, switches and items (SCENARIO-1…12)."""

    INFO = manifest.info("catan-scenario")
    edition: ClassVar[Edition] = TABLES["edition"]
    partner: ClassVar[str] = TABLES["partner"]
    State: ClassVar[type[CatanState]] = ScenarioState
    larger = None
    map_editor = "referee.games.catan.scenario.editor:ScenarioEditor"   # a scenario file, by pointing (mapedit)
    NORMALIZE, VALIDATE, APPLY = TABLES["NORMALIZE"], TABLES["VALIDATE"], TABLES["APPLY"]

    def read_scenario(self, spec: str, board: str | None) -> dict[str, Any]:
        """The board of a new game from a scenario file (SCENARIO-1…12), ``referee new catan --scenario FILE``
        (:meth:`Catan.with_scenario`)."""
        return file.read(spec, board, self.edition)

    def make_board(self, spec, seed, players, options):
        raise NotationError(_("a scenario game starts from its scenario file"),
                            _("referee new catan --scenario FILE (or a shipped one: {names})",
                              names=", ".join(sorted(p.stem for p in file.SHIPPED.glob("*.toml")))),
                            rule="SCENARIO-1")

    def check_setup(self, setup: Setup) -> None:
        """SCENARIO-12: the save holds its scenario; it is checked as a file is (SCENARIO-1), the board without
        the base game's counts (SCENARIO-2)."""
        board = dict(setup.board)
        stored = board.pop("scenario", None)
        if not isinstance(stored, dict):
            raise RuleViolation("SCENARIO-12", _("the save holds no [board.scenario]"),
                                _("start the game with referee new catan --scenario FILE"))
        scenario = file.check(stored)
        self._seats(scenario, setup.names)
        setup.board = board
        super().check_setup(setup)
        setup.board = {**setup.board, "scenario": canonical_spots(scenario, Board(setup.board, self.edition))}

    def _seats(self, scenario: dict[str, Any], names: list[str]) -> None:
        """SCENARIO-13: the player counts the scenario allows; 3–4 play it with the base game, 5–6 with the
        extension (``new catan-5-6 --scenario FILE``)."""
        count, allowed = len(names), scenario.get("players", file.PLAYERS)
        if count not in allowed:
            raise RuleViolation("SCENARIO-13", _("the scenario {name} is played by {allowed} players, not {count}",
                                                 name=file.label(scenario), allowed=listing(map(str, allowed)),
                                                 count=count),
                                _("{allowed} names", allowed=listing(map(str, allowed))))
        if not self.min_players <= count <= self.max_players:
            raise NotationError(_("{count} players play a scenario with {game}: referee new {game} --scenario FILE "
                                  "--players {names}", count=count, game=self.partner, names=",".join(names)),
                                _("{low}–{high} names with {key}", low=self.min_players, high=self.max_players,
                                  key=self.INFO.key), rule="SCENARIO-13")

    def parse(self, state, verb, words, player):
        words = phrases(words, state.names) if verb == "build" else words
        if verb == "build" and words and words[0] not in state.names and words[0] not in PIECES:
            raise NotationError(_("unknown piece '{word}'", word=words[0]),
                                _("pieces: {pieces}; the scenario's: {items}", pieces=terms("piece", PIECES),
                                  items=", ".join(file.label(i) for i in state.items.values()) or _("none")))
        if verb == "build" and words and words[0] in state.names:
            if len(words) != 2:
                raise NotationError(_("build takes a piece and a place"),
                                    _("e.g. build {item} PLACE", item=state.names.resolve(words[0])))
            return {"kind": "build", "piece": state.names.resolve(words[0]), "at": words[1],
                    "player": player_name(state, player) if player else state.current.name}
        return super().parse(state, verb, words, player)

    def apply(self, state: CatanState, event: dict[str, Any]) -> Outcome:
        won = state.winner
        out = super().apply(state, event)
        if state.winner and not won:
            rules.winning(state, event["seq"])
        return out

    def hints(self, state, words):
        """The base game's hints, and where each item of the scenario may stand now (SCENARIO-4…6)."""
        out = super().hints(state, words)
        player = self.builder_now(state)            # the current player, or the special builder (SCENARIO-13)
        if player is None:
            return out
        for key, item in state.items.items():
            places = rules.spots(state, player, item)
            if places and rules.built(state, key) < item["count"]:
                note = "" if player.hand.holds(item["cost"]) else _(" (not affordable now)")
                out.lines.append(_("{item}{note}: {spots}", item=file.label(item), note=note,
                                   spots=", ".join(places[:12]) + (" …" if len(places) > 12 else "")))
        return out

    # --- reports ------------------------------------------------------------
    picture = "referee.games.catan.scenario.draw:board_svg"

    def value_names(self, state) -> dict[str, dict[str, str]]:
        return {"piece": {k: file.label(i) for k, i in state.items.items()}}

    def board_text(self, state) -> str:
        from referee.games.catan.scenario import draw  # only when the board is drawn

        return draw.board_text(state)

    def notes(self, state: ScenarioState) -> list[dict[str, Any]]:
        """SCENARIO-11: the verdicts resting on unverified values — the scenario's own first (no event)."""
        scenario = state.scenario
        whole = {"board": "SCENARIO-2", "rules": "SCENARIO-10"}
        out = [{"seq": None, "rule": whole[u], "value": u} for u in scenario["unverified"] if u in whole]
        return out + [{"seq": seq, "rule": rule, "value": value} for seq, rule, value in state.unverified]

    def summary(self, state):
        out = super().summary(state)
        scenario = state.scenario
        out["scenario"] = {"key": scenario["key"], "name": scenario["name"], "robber": scenario["rules"]["robber"],
                           "harbours": scenario["rules"]["harbours"],
                           "items_left": {k: i["count"] - rules.built(state, k) for k, i in state.items.items()}}
        for entry in out["players"]:
            mine = [(at, k) for at, (who, k) in state.placed.items() if who == entry["name"]]
            entry["items"] = {k: sorted(at for at, kk in mine if kk == k) for k in sorted({k for _a, k in mine})}
            entry["item_victory_points"] = state.item_vp[entry["name"]]
        out["not_verified"] = self.notes(state)
        return out

    def status(self, state):
        out = super().status(state)
        scenario = state.scenario
        out.lines.append(_("Scenario {name} ({key}); the robber figure: {robber}; harbours {harbours} "
                           "(SCENARIO-10).", name=file.label(scenario), key=scenario["key"],
                           robber=file.label(scenario["rules"], "robber"),
                           harbours=_("in play") if scenario["rules"]["harbours"] else _("not in play")))
        for key, item in state.items.items():
            owners = Counter(who for who, k in state.placed.values() if k == key)
            held = ", ".join(f"{p.name} {owners[p.name]}" for p in state.players if owners[p.name]) or _("none")
            out.lines.append(_("{item}: {left} of {count} left; built: {held}; {vp} VP each (SCENARIO-6, "
                               "SCENARIO-7).", item=file.label(item), left=item["count"] - sum(owners.values()),
                               count=item["count"], held=held, vp=item["victory_points"]))
        out.lines.extend(self.check_notes(state))
        return out

    def check_notes(self, state) -> list[str]:
        lines = []
        for note in self.notes(state):
            if note["seq"] is None:
                lines.append(_("  not verified: {rule}: the scenario's value '{value}' is a stand-in; every "
                               "verdict rests on it", rule=note["rule"], value=note["value"]))
            else:
                lines.append(_("  not verified: event {seq}: {rule} rests on the scenario's value '{value}'",
                               seq=note["seq"], rule=note["rule"], value=note["value"]))
        return lines
