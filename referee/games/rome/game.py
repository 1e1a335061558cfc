"""Catan Histories: Struggle for Rome as a registered game: options, event kinds, phases, verbs."""

from __future__ import annotations

from typing import Any

from referee.core.dice import check_roll
from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Field, Game, Option, Outcome, Phase, Setup
from referee.core.i18n import N_, Term, _
from referee.core.players import check_seats
from referee.games.rome.manifest import INFO
from referee.games.rome import (board, building, cards, hints, kingdom, legal, legionnaire, movement, plunder,
                                production, reports, reveal, rounds, scoring, setup, special, trade, typed, unseen)
from referee.games.rome.components import EDITIONS
from referee.games.rome.facts import Facts
from referee.games.rome.notation import parse, player_name
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import CARDS, COLORS, FACES, FACE_ORDER, GOODS, ORDER, PASTURE, PIECES, RESOURCES, TRIBES

S, I, B, L = Field("str"), Field("int"), Field("bag"), Field("list")


def opt(f: Field) -> Field:
    return Field(f.type, required=False)


KINDS = {
    "start": {"player": S, "horsemen": S, "warriors": S, "pasture": opt(S), "horsemen_touch": opt(L),
              "warriors_touch": opt(L)},
    "legionnaire": {"player": S, "to": S, "victim": opt(S), "stolen": opt(S), "gold": opt(I)},
    "roll": {"player": S, "total": I, "dice": Field("ints", False), "pasture": opt(L), "returns": opt(L)},
    "trade": {"player": S, "with": S, "give": B, "get": B},
    "bank": {"player": S, "give": B, "get": B},
    "build": {"player": S, "piece": S, "box": opt(S), "joker": opt(S), "card": opt(S)},
    "play": {"player": S, "card": S, "to": opt(S), "victim": opt(S), "stolen": opt(S), "gold": opt(I),
             "drew": opt(L)},
    "move": {"player": S, "to": S, "via": opt(L), "arrows": opt(L), "touch": opt(L), "pay": opt(B), "card": opt(S)},
    "plunder": {"player": S, "city": S, "face": L, "pasture": opt(S), "action": opt(S), "card": opt(S)},
    "conquer": {"player": S, "city": S, "card": opt(S), "from": opt(S), "arrows": opt(L), "touch": opt(L)},
    "pass": {"player": S, "take": opt(S)},
    "end": {"player": S},
    "reveal": {"player": S, "card": S, "count": opt(I)},    # action cards drawn face down, shown
}

_ELSEWHERE = (("trade", "ROME-TRADE-1"), ("bank", "ROME-TRADE-1"), ("build", "ROME-BUILD-1"),
              ("play", "ROME-CARD-1"), ("move", "ROME-MOVE-1"), ("plunder", "ROME-PLUNDER-1"),
              ("conquer", "ROME-CONQ-1"), ("pass", "ROME-IDLE-1"), ("roll", "ROME-PROD-1"),
              ("legionnaire", "ROME-LEG-1"), ("start", "ROME-SETUP-2"))
TRIBE_PHASE = frozenset({"move", "plunder", "conquer", "play", "pass", "end"})
PHASES = {
    "setup": Phase(frozenset({"start", "legionnaire"}), "ROME-SETUP-2",
                   N_("set-up: the players' start crossroads and the legionnaire"), _ELSEWHERE),
    "production": Phase(frozenset({"roll"}), "ROME-ROUND-1",
                        N_("phase 1: the start player rolls until four numbers are covered"), _ELSEWHERE),
    "legionnaire": Phase(frozenset({"legionnaire"}), "ROME-LEG-1", N_("after the 7 the legionnaire moves first"),
                         _ELSEWHERE),
    "trade_build": Phase(frozenset({"trade", "bank", "build", "play", "end"}), "ROME-ROUND-1",
                         N_("phase 2: trading and building"), (*_ELSEWHERE, ("pass", "ROME-IDLE-4"))),
    "horsemen": Phase(TRIBE_PHASE, "ROME-ROUND-1", N_("phase 3: the horseman tribes act"), _ELSEWHERE),
    "warriors": Phase(TRIBE_PHASE, "ROME-ROUND-1", N_("phase 4: the warrior tribes act"), _ELSEWHERE),
    "over": Phase(frozenset(), "ROME-END-1", N_("the game is over")),
}

OPTIONS = (
    Option("edition", "cz", "components of the edition: cz (the seed), de or en", "ROME-ED-1", ("cz", "de", "en")),
    Option("army_figures_per_type", 0, "horsemen and warriors per colour; 0 = as the edition (cz 9, de/en 8)",
           "ROME-COMP-4", (0,), bounds=(2, 20)),
    Option("bank_gold_unlimited", True, "the bank never runs out of gold (false: the edition's coins)",
           "ROME-COMP-7"),
    Option("seven_counts_on_rose", True, "a 7 is covered on the wind rose like any other number", "ROME-PROD-2"),
    Option("legionnaire_must_move", True, "on a 7 the legionnaire must leave his landscape", "ROME-LEG-1"),
    Option("legionnaire_gold_fallback", 2, "gold taken from a victim who holds no resource card", "ROME-LEG-4",
           bounds=(2, 3)),
    Option("gold_in_player_trades", True, "gold may change hands in trades between players", "ROME-TRADE-4"),
    Option("third_same_colour_counter", "illegal", "a plunder that brings a third counter of one colour: "
           "illegal or discard (the counter)", "ROME-PLUNDER-4", ("illegal", "discard")),
    Option("hidden_vp_trigger_end", True, "hidden Cultural Progress cards count toward the end of the game",
           "ROME-END-1"),
    Option("treasure_cash_any_phase", True, "a Treasure is cashed in any phase 2–4 (false: only when drawn)",
           "ROME-CARD-7"),
    Option("terror_of_the_legions", False, "the Terror of the Legions mini-expansion", "ROME-TERROR-1"),
    Option("end_threshold", 0, "VP that end the game; 0 = 10, or 11 with Terror of the Legions", "ROME-END-1",
           bounds=(0, 20)),
    Option("action_deck_size", 30, "action cards in the deck", "ROME-COMP-8", bounds=(0, 30)),
    Option("undeclared", "ask", "without a map, a move that names no arrows or a landscape of fields, mountains or "
           "pasture declared without its number: asked for (ask), or read as none (none: the reading of saves "
           "recorded before ROME-MAP-3 asked)", "ROME-MAP-3", ("ask", "none"), since=2, earlier="none"),
)

BOARD_KEYS = frozenset({"mode", "name", "status", "edition", "notes", "rows", "hexes", "cities", "starts", "arrows"})
ACTIVE_RULE = {"roll": "ROME-PROD-1", "legionnaire": "ROME-LEG-1", "trade": "ROME-TRADE-1", "bank": "ROME-TRADE-1",
               "build": "ROME-BUILD-1", "play": "ROME-CARD-1", "move": "ROME-MOVE-1", "plunder": "ROME-PLUNDER-1",
               "conquer": "ROME-CONQ-1", "pass": "ROME-IDLE-1", "end": "ROME-ROUND-2"}


class Rome(Game):
    info = INFO
    map_editor = "referee.games.rome.map_editor:RomeMapEditor"      # a map file, by pointing (core.mapedit)
    colors = COLORS
    options = OPTIONS
    kinds = KINDS
    phases = PHASES
    TYPED = typed.TYPED

    # --- set-up ------------------------------------------------------------
    def make_board(self, spec, seed, players, options):
        return board.make_board(spec)

    def check_setup(self, setup_: Setup) -> None:
        n = len(setup_.players)
        check_seats(setup_.names, self.min_players, self.max_players, "ROME-SETUP-1",
                    N_("Struggle for Rome seats 3 or 4 players, not {count}"), N_("3 or 4 names"))
        colours = [p.get("color", "") for p in setup_.players]
        if len(set(colours)) != n or not set(colours) <= set(COLORS):
            raise RuleViolation("ROME-SETUP-1", _("each player takes one of the colours {colours}, not {given}",
                                                  colours=", ".join(COLORS), given=", ".join(colours)),
                                "--colors red,blue,white")
        extra = sorted(set(setup_.board) - BOARD_KEYS)
        if extra:
            raise NotationError(_("unknown key(s) in [board]: {keys}", keys=", ".join(extra)),
                                _("keys: {keys}", keys=", ".join(sorted(BOARD_KEYS))))
        if setup_.board.get("mode") not in ("map", "declared"):
            raise NotationError(_("[board] mode is 'map' or 'declared'"), _("mode = \"declared\" without a map file"))
        data = {k: v for k, v in setup_.board.items() if k != "mode"}
        report = board.check(data, for_game=True, where="board")
        if report.errors:
            raise NotationError(_("ROME-MAP-1: the board cannot be used: {error}", error=board.shown(report.errors[0])),
                                _("'referee map check FILE' lists every problem"))
        if setup_.board["mode"] == "map" and "rows" not in data:
            raise NotationError(_("[board] mode 'map' needs the grid (rows, hexes)"), _("or mode = \"declared\""))

    def initial_state(self, setup_: Setup) -> RomeState:
        options = setup_.options
        per_type = options["army_figures_per_type"] or EDITIONS[options["edition"]]["army_figures_per_type"]
        players = [Player(p["name"], p["color"], i, per_type) for i, p in enumerate(setup_.players)]
        return RomeState(setup_, setup_.options, Facts(setup_.board, options["undeclared"]), players)

    # --- the four verbs ----------------------------------------------------
    def parse(self, state, verb, words, player):
        return parse(state, verb, words, player)

    def phase(self, state: RomeState) -> str:
        return state.stage

    def reads_player(self, state: RomeState, words: list[str]) -> str | None:
        """Who :meth:`parse` takes for ``words`` without ``--player``, without parsing them: no verb names its
        player, so the one whose part it is (in the set-up the next to place his tribes, at the end the first)."""
        return state.current.name if state.current else state.players[0].name

    def quiet(self, state: RomeState, flag: bool) -> None:
        state.narrate = not flag

    def normalize(self, state: RomeState, event: dict[str, Any]) -> dict[str, Any]:
        return normalize(state, dict(event))

    def check_phase(self, state: RomeState, event: dict[str, Any]) -> None:
        """A reveal is in no phase's list of kinds (their refusals stay as they were): it is allowed in one's own
        part of phases 2–4 and, by anyone, at the end (:mod:`reveal`)."""
        if event["kind"] == "reveal" and state.stage in reveal.STAGES:
            return
        super().check_phase(state, event)

    def show_all(self, state: RomeState, flag: bool) -> None:
        state.show_all = flag

    def validate(self, state: RomeState, event: dict[str, Any]) -> list[str]:
        kind, name = event["kind"], event["player"]
        actor = state.current
        if state.stage not in ("setup", "over") and name != actor.name:
            what = (_("{player} is the start player", player=actor.name) if state.stage in ("production", "legionnaire")
                    else _("it is {player}'s part of this phase", player=actor.name))
            raise RuleViolation(ACTIVE_RULE.get(kind, "ROME-ROUND-2"),
                                _("{what}; {name} cannot {kind} now", what=what, name=name, kind=kind),
                                _("only {player} may {kind} now (--player {player})", player=actor.name, kind=kind))
        real = state.facts
        state.facts = real.copy()       # the rules may declare facts while checking; none of them stay
        check = VALIDATE[self.route(state, kind)]
        try:
            if state.pasture_worlds is not None:     # pasture cards drawn face down: legal in a possible world
                unseen.validate(state, event, lambda: check(state, event), AGREE.get(kind))
            else:
                check(state, event)
        finally:
            state.facts = real
        return []

    def apply(self, state: RomeState, event: dict[str, Any]) -> Outcome:
        apply_event = APPLY[self.route(state, event["kind"])]
        out = unseen.apply(state, event, apply_event)
        if state.stage != "over":
            special.award(state, out)
            scoring.check_end(state, out)
        return out

    @staticmethod
    def route(state: RomeState, kind: str) -> str:
        if kind == "legionnaire":
            return "placement" if state.stage == "setup" else "seven"
        return kind

    # --- reports -----------------------------------------------------------
    reports = reports
    picture = "referee.games.rome.svg:board_svg"

    def current_player(self, state):
        return state.current.name if state.current else None

    def prompt(self, state) -> str:
        return reports.waiting_for(state)

    def hints(self, state, words):
        return hints.hints(state, words, self.awaited(state))

    def awaited(self, state):
        """Who may act now and what each may do, as data (:mod:`legal`, ``referee hints --json``)."""
        return legal.awaited(self, state)

    def check_notes(self, state) -> list[str]:
        return reports.check_notes(state)


def normalize(state: RomeState, ev: dict[str, Any]) -> dict[str, Any]:
    """Aliases → canonical names; unknown names (a hex off the map, a city not on it) are notation errors."""
    facts = state.facts
    kind = ev["kind"]
    for key in ("player", "victim", "with"):
        if key in ev:
            ev[key] = player_name(state, ev[key])
    if kind == "roll":
        check_roll(ev["total"], ev.get("dice"))
        for key in ("pasture", "returns"):
            if key in ev:
                ev[key] = _in_drawing_order(state, [_named(state, e, returned=key == "returns") for e in ev[key]],
                                            key == "returns")
    if kind == "start":
        for tribe in ("horsemen", "warriors"):
            ev[tribe] = facts.crossroads_name(ev[tribe])
            if f"{tribe}_touch" in ev:
                ev[f"{tribe}_touch"] = facts.landscape_tokens(ev[f"{tribe}_touch"])
        if "pasture" in ev:
            ev["pasture"] = _pasture(ev["pasture"])
    if kind in ("legionnaire", "play") and "to" in ev:
        ev["to"] = facts.landscape_tokens([ev["to"]])[0]
    if "stolen" in ev:
        ev["stolen"] = RESOURCES.resolve(ev["stolen"])
    for key in ("give", "get", "pay"):
        if key in ev:       # a bank trade's "pasture": its top card, drawn face down (ROME-TRADE-2)
            ev[key] = _bag(ev[key], unnamed=kind == "bank" and key == "get")
    if kind == "build":
        ev["piece"] = PIECES.resolve(ev["piece"])
        if "box" in ev:
            ev["box"] = TRIBES.resolve(ev["box"])
        if "joker" in ev:
            ev["joker"] = GOODS.resolve(ev["joker"])
    if "card" in ev:
        ev["card"] = CARDS.resolve(ev["card"])
    if "drew" in ev:
        ev["drew"] = [_pasture(c) for c in ev["drew"]]
    if kind == "move":
        ev["to"] = facts.crossroads_name(ev["to"])
        if "via" in ev:
            if not facts.map:
                raise NotationError(_("without a map the route is given by the arrows it crosses"),
                                    _("move X7 arrows land sea touching …"))
            ev["via"] = [facts.crossroads_name(v) for v in ev["via"]]
        if ev.get("card", "great_tribal_leader") != "great_tribal_leader":
            raise NotationError(_("a move is played with the Great Tribal Leader only, not {card}",
                                  card=Term("action card", ev["card"])), _("move … leader"))
    for key in ("arrows",):
        if key in ev:
            ev[key] = [a if a in ("land", "sea") else _bad_arrow(a) for a in ev[key]]
    if "touch" in ev:
        ev["touch"] = facts.landscape_tokens(ev["touch"])
    if kind in ("plunder", "conquer"):
        ev["city"] = facts.city_token(ev["city"])
        if ev.get("card", "traitor") != "traitor":
            raise NotationError(_("a {kind} is played with the Traitor only, not {card}", kind=Term("verb", kind),
                                  card=Term("action card", ev["card"])), "traitor")
    if "from" in ev:
        ev["from"] = facts.city_name(ev["from"])
    if kind == "plunder":
        face = {FACES.resolve(f) for f in ev["face"]}
        ev["face"] = [f for f in FACE_ORDER if f in face]
        if "pasture" in ev:
            ev["pasture"] = _pasture(ev["pasture"])
        if "action" in ev:
            ev["action"] = CARDS.resolve(ev["action"])
    if kind == "pass" and "take" in ev and ev["take"] != "pasture":     # "pasture": the top card, face down
        ev["take"] = GOODS.resolve(ev["take"])
    return ev


def _pasture(text: str) -> str:
    card = RESOURCES.resolve(text)
    if card not in PASTURE:
        raise NotationError(_("'{text}' is no pasture card", text=text), _("horse or cattle"))
    return card


def _named(state: RomeState, entry: str, returned: bool = False) -> str:
    name, sep, card = str(entry).partition("=")
    if not sep:
        raise NotationError(_("'{entry}' names no player and card", entry=entry),
                            _("e.g. {example}", example="Anna=horse"))
    return f"{player_name(state, name)}={RESOURCES.resolve(card) if returned else _pasture(card)}"


def _in_drawing_order(state: RomeState, entries: list[str], by_card: bool) -> list[str]:
    """A roll's cards per player in seat order from the start player (ROME-PROD-9), each player's in the order named
    (``by_card``: the cards given back, a player's in card order): the order between players says nothing, so one
    roll is stored one way however it was typed."""
    rank = {p.name: i for i, p in enumerate(production.seat_order(state))}
    return sorted(entries, key=lambda e: (rank.get(e.partition("=")[0], len(rank)),
                                          ORDER.index(e.partition("=")[2]) if by_card else 0))


def _bag(bag: dict[str, int], unnamed: bool = False) -> dict[str, int]:
    out: dict[str, int] = {}
    for name, n in bag.items():
        if n:
            key = "pasture" if unnamed and name == "pasture" else GOODS.resolve(name)
            out[key] = out.get(key, 0) + n
    return out


def _bad_arrow(text: str) -> str:
    raise NotationError(_("'{word}' is no arrow", word=text), _("land or sea"))


# What every possible world of the face-down pasture cards must agree on, by event kind (unseen.validate).
AGREE = {"roll": production.roll_returns}

VALIDATE = {
    "start": setup.check_start, "placement": setup.check_placement, "seven": legionnaire.validate_seven,
    "roll": production.validate_roll, "trade": trade.validate_trade, "bank": trade.validate_bank,
    "build": building.validate, "play": cards.validate, "move": movement.validate, "plunder": plunder.validate,
    "conquer": kingdom.validate, "pass": rounds.validate_pass, "end": rounds.validate_end,
    "reveal": reveal.validate,
}
APPLY = {
    "start": setup.apply_start, "placement": setup.apply_placement, "seven": legionnaire.apply_seven,
    "roll": production.apply_roll, "trade": trade.apply_trade, "bank": trade.apply_bank,
    "build": building.apply, "play": cards.apply, "move": movement.apply, "plunder": plunder.apply,
    "conquer": kingdom.apply, "pass": rounds.apply_pass, "end": rounds.apply_end,
    "reveal": reveal.apply,
}
