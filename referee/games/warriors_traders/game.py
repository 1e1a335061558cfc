"""Warriors & Traders (2–6 players) as a registered game: options, event kinds, phases, verbs."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from referee.core.errors import RuleViolation
from referee.core.game import Field, Game, Option, Outcome, Phase, Setup
from referee.core.i18n import N_, Term, _, joined
from referee.core.players import check_seats, player_name
from referee.games.warriors_traders import development, maintenance, manoeuvres, reports, setup, trade, turn
from referee.games.warriors_traders import allied, mapfile, provinces, scoring, tables, typed
from referee.games.warriors_traders.manifest import INFO
from referee.games.warriors_traders.notation import parse
from referee.games.warriors_traders.setup import new_state
from referee.games.warriors_traders.state import Verdict, WTState

S, B, L = Field("str"), Field("bag"), Field("list")

KINDS = {
    "setup": {"player": S, "country": S, "tokens": B},
    "feed": {"player": S, "starve": Field("list", False)},
    "bank": {"player": S, "give": B, "get": B},
    "route": {"player": S, "with": S},
    "trade": {"player": S, "with": S, "give": B, "get": B},
    "act": {"player": S, "action": S, "track": Field("str", False), "unit": Field("str", False),
            "province": Field("str", False), "to": Field("str", False), "target": Field("str", False)},
    "transfer": {"player": S, "track": S, "to": S},
    "move": {"player": S, "unit": S, "path": L},
    "battle": {"player": S, "province": S, "dealt": B, "taken": B, "retreat": Field("list", False),
               "withdraw": Field("list", False), "dead": Field("list", False)},
    "unify": {"player": S, "provinces": L},
    "peace": {"player": S, "with": S},
    "buy": {"player": S, "vp": Field("int")},
    "end": {"player": S},
    "close": {"player": S},
}

UNIFY_LATER = (("unify", "WT-UNIF-2"),)      # unification is declared only in the manoeuvre phase

PHASES = {
    "setup": Phase(frozenset({"setup"}), "WT-SETUP-4", N_("set-up: each player takes a country and places tokens")),
    "upkeep": Phase(frozenset({"feed", "peace", "buy", "close"}), "WT-TURN-3",
                    N_("phase I, upkeep: feeding in country order"), UNIFY_LATER),
    "trade": Phase(frozenset({"bank", "route", "trade", "end", "peace", "buy", "close"}), "WT-TURN-3",
                   N_("phase II, trade: owners of a trade centre trade; 'end' when all agree"), UNIFY_LATER),
    "development": Phase(frozenset({"act", "transfer", "end", "peace", "buy", "close"}), "WT-TURN-3",
                         N_("phase III, development: actions in country order, then in reverse"), UNIFY_LATER),
    "manoeuvre": Phase(frozenset({"move", "battle", "unify", "act", "end", "peace", "buy", "close"}), "WT-TURN-3",
                       N_("phase IV, manoeuvres: moves and battles in country order")),
    "over": Phase(frozenset(), "WT-TURN-2", N_("the game is over")),
}

OPTIONS = (
    Option("edition", "first", "first (the Czech rulebook) or revised (one infantry in each capital)",
           "WT-SETUP-9", ("first", "revised")),
    Option("attack_ap", "extra", "AMB-1: a step into a hostile province needs one AP more that remains for the "
           "battle (extra, seed p.19), or one AP pays the step and the battle (one: how saves recorded before read "
           "it)", "WT-AP-3", ("one", "extra"), since=2, earlier="one"),
    Option("partner_needs_centre", True, "AMB-3: both trade partners need a trade centre", "WT-TRADE-9"),
    Option("gifts", True, "WT-TRADE-7: resources may go one way only along a route", "WT-TRADE-7"),
    Option("retreat_to", "own_or_free", "AMB-8: a retreat or withdrawal goes to an own or free neighbour, or "
           "to an own one only", "WT-BATTLE-7", ("own_or_free", "own")),
    Option("static_units_retreat", False, "AMB-9: princesses and forts retreat at 0 like armies with Commander",
           "WT-BATTLE-6"),
    Option("barbarians_retreat", False, "WT-BARB-3: barbarian units retreat at 0 (their rule is unknown)",
           "WT-BARB-3"),
    Option("withdraw_split", False, "AMB-12: withdrawing attackers may go to several provinces (true: how saves "
           "recorded before read it), or all go into one (false, seed p.20)", "WT-BATTLE-8", since=2, earlier=True),
    Option("mode", "free-for-all", "WT-SETUP-10: free-for-all, or the allied game (its teams in the option teams)",
           "WT-SETUP-10", ("free-for-all", "allied")),
    allied.TeamsOption("teams", "", "WT-ALLY-1: the allied game's teams by seat (1 = the first of --players), "
                       "members joined by + and teams by commas: 1+3,2+4 (2+2), 1+3+5,2+4+6 (3+3), 1+4,2+5,3+6 "
                       "(2+2+2)", "WT-ALLY-1", allied.TEAM_CHOICES),
    Option("lead_ties", "holder", "WT-COMP-4: on a tie for the furthest on a track its token stays with its holder "
           "(holder) or goes back to the box (nobody)", "WT-COMP-4", ("holder", "nobody")),
    Option("lead_timing", "end_of_turn", "WT-COMP-4: the Builder, Trader and Warrior tokens change hands at the end "
           "of each turn (end_of_turn) or as soon as the lead changes (immediate)", "WT-COMP-4",
           ("end_of_turn", "immediate")),
    Option("buy_vp_phase", "development", "WT-VP-2: the phase in which VP may be bought with gold", "WT-VP-2",
           ("upkeep", "trade", "development", "manoeuvre")),
    Option("starve", "owner", "AMB-2: the owner chooses which armies starve (owner), or the food feeds the cheapest "
           "rations first and only the armies it cannot feed starve (cheapest_first)", "WT-MAINT-4",
           ("owner", "cheapest_first")),
    Option("monopoly_lost", "ends", "AMB-5: when nobody holds Monopoly any more its effect ends (ends), or once "
           "gained it stays: only players holding Monopoly trade, nobody while nobody does (persists)",
           "WT-TRADE-11", ("ends", "persists")),
    Option("merchant", "before_cap", "AMB-6: Merchant doubles the gold before the cap of 20 (before_cap) or "
           "after it (after_cap)", "WT-END-1", ("before_cap", "after_cap")),
    Option("unification", "once_per_game", "AMB-7: a player declares unification once per game, or once in each "
           "of his manoeuvre steps (once_per_turn)", "WT-UNIF-2", ("once_per_game", "once_per_turn")),
    Option("victory_check", "end_of_turn", "AMB-10: the victory conditions are checked at the end of each turn, or "
           "after every event (immediate)", "WT-TURN-2", ("end_of_turn", "immediate")),
    Option("cap", "end_of_turn", "WT-MAINT-10: the cap of 20 of each resource applies only at the end of the turn "
           "(end_of_turn) or after every event too (always)", "WT-MAINT-10", ("end_of_turn", "always")),
    Option("retreat_kills", False, "WT-BATTLE-12: a unit that retreats at 0 life counts as killed for the VP of "
           "the side that beat it", "WT-BATTLE-12"),
    Option("strike_back", "all", "WT-BATTLE-3: every defending unit strikes back (all: armies, princesses and forts) "
           "or only the armies (armies)", "WT-BATTLE-3", ("all", "armies")),
    Option("retreated_strike_back", False, "WT-BATTLE-3: units that retreated into a province this turn strike back "
           "when it is attacked (true: how saves recorded before read it), or not (false, seed p.19)",
           "WT-BATTLE-3", since=2, earlier=True),
    Option("built_army_moves", True, "WT-MOVE-8: an army built by a development action moves in the same turn",
           "WT-MOVE-8"),
    Option("route_cost", "free", "WT-TRADE-8: opening a trade route costs nothing (free), or what the tables' "
           "cost.route.* say, paid by the opener (tables)", "WT-TRADE-8", ("free", "tables")),
    Option("trade_end", "each", "WT-TRADE-10: the trade phase closes once every trader has typed 'end' (each), or "
           "with one 'end' the table types when all agree (table)", "WT-TRADE-10", ("each", "table"), since=2, earlier="table"),
    Option("passing", "allowed", "WT-DEV-5: a player may pass an action of the development phase (allowed), or "
           "only when no action can be taken (last_resort)", "WT-DEV-5", ("allowed", "last_resort")),
    Option("special_actions", "any", "WT-SPEC-5: University's and Master trader's special actions may be any "
           "action (any), or any but a declaration of war, which is the Warlord's (no_war)", "WT-SPEC-5",
           ("any", "no_war")),
    Option("transfer_abilities", "lost", "WT-TECH-5: a track that drops below a level by a transfer loses its "
           "abilities (lost), or abilities once reached are kept (kept)", "WT-TECH-5", ("lost", "kept")),
    Option("unification_actions", "at_once", "WT-UNIF-4: the actions a unification gives are the next events, "
           "before anything else (at_once, seed p.15), or may come at any time of the player's manoeuvre step "
           "(in_step: how saves recorded before read it)", "WT-UNIF-4", ("at_once", "in_step"), since=2,
           earlier="in_step"),
    Option("unify_subjugated", "owned", "WT-UNIF-3: the unified set may add the country's subjugated provinces "
           "the player owns (owned), or any of them (any)", "WT-UNIF-3", ("owned", "any")),
    Option("battle_order", "chosen", "WT-MAN-2: the active player resolves his battles in the order he chooses "
           "(chosen), or in the order the armies entered the provinces (as_entered)", "WT-MAN-2",
           ("chosen", "as_entered")),
)


class WarriorsTraders(Game):
    info = INFO
    map_editor = "referee.games.warriors_traders.map_editor:WTMapEditor"   # a map file, by pointing (core.mapedit)
    colors = ("red", "blue", "green", "yellow", "white", "black")
    options = OPTIONS
    kinds = KINDS
    phases = PHASES
    TYPED = typed.TYPED

    # --- set-up ------------------------------------------------------------
    def make_board(self, spec, seed, players, options):
        """``--board`` is the map (test-map or a file); the tables are the first edition's until ``--tables``."""
        self.check_players(players)
        return {"map": mapfile.read(spec), "tables": tables.read(None)}

    def with_tables(self, board: dict, spec: str) -> dict:
        """``referee new … --tables FILE``: the save embeds the tables it is played with (docs/rulings.md)."""
        return {**board, "tables": tables.read(spec)}

    def check_players(self, names: list[str]) -> None:
        check_seats(names, self.min_players, self.max_players, "WT-SETUP-11",
                    N_("Warriors & Traders seats 2–6 players, not {count}"), N_("2 to 6 names"))

    def check_setup(self, setup: Setup) -> None:
        self.check_players(setup.names)
        board = setup.board
        if set(board) != {"map", "tables"}:
            raise RuleViolation("WT-COMP-10", _("[board] holds the map and the tables"), "[board.map], [board.tables]")
        problems = mapfile.check(board["map"])
        if problems:
            raise RuleViolation("WT-COMP-2", _("the map is not consistent: {problems}", problems="; ".join(problems)),
                                _("fix the map file; see {example}", example=str(mapfile.MAPS["test-map"])))
        setup.board["tables"] = tables.check(board["tables"])
        allied.check_mode(setup)

    def initial_state(self, setup: Setup) -> WTState:
        return new_state(setup)

    # --- the four verbs ----------------------------------------------------
    def parse(self, state, verb, words, player):
        return parse(state, verb, words, player)

    def phase(self, state: WTState) -> str:
        return state.phase

    def quiet(self, state: WTState, flag: bool) -> None:
        state.narrate = not flag

    def normalize(self, state: WTState, event: dict[str, Any]) -> dict[str, Any]:
        ev = dict(event)
        for key in ("player", "with", "target"):
            if key in ev:
                ev[key] = player_name(state, ev[key])
        if "province" in ev:
            ev["province"] = state.map.province(ev["province"])
        if "country" in ev:
            ev["country"] = state.map.country(ev["country"])
        for key in ("path", "provinces"):
            if key in ev:
                ev[key] = [state.map.province(p) for p in ev[key]]
        return ev

    def validate(self, state: WTState, event: dict[str, Any]) -> list[str]:
        state.draft = []
        provinces.actions_first(state, event)
        VALIDATE[(event["kind"], state.phase)](state, event)
        return []

    def apply(self, state: WTState, event: dict[str, Any]) -> Outcome:
        out = Outcome()
        provinces.actions_taken(state, event)
        APPLY[(event["kind"], state.phase)](state, event, out)
        if state.options["lead_timing"] == "immediate" and state.phase != "setup":
            scoring.update_leads(state, out)
        if state.options["cap"] == "always" and state.phase not in ("setup", "over"):
            for p in state.players:                       # WT-MAINT-10 [INT] the other reading: capped at once
                turn.cap(state, p, out, "WT-MAINT-10")
        if state.phase not in ("setup", "over"):
            scoring.after_event(state, out)               # AMB-5 (monopoly_lost), AMB-10 (victory_check)
        state.seq += 1
        for rule, key in state.draft:
            state.unverified.append(Verdict(state.seq, rule, key))
        state.draft = []
        return out

    # --- reports -----------------------------------------------------------
    reports = reports
    picture = "referee.games.warriors_traders.svg:board_svg"

    def current_player(self, state):
        return state.queue[0] if state.queue and state.phase != "trade" else None

    def prompt(self, state) -> str:
        return reports.waiting_for(state)

    def hints(self, state, words):
        return reports.hints(state)

    def check_notes(self, state) -> list[str]:
        return reports.not_verified(state)

    def completions(self, state, verb, words):
        from referee.games.warriors_traders.completion import completions

        return completions(state, verb, words)


def _validate_trade_end(state, ev):
    return trade.validate_end(state, ev)


def _apply_trade_end(state, ev, out):
    if trade.still_trading(state, ev["player"], out):
        return
    out.say("The trade phase is over.")
    turn.start_development(state, out)


def _validate_dev_end(state, ev):
    """WT-DEV-1/2: the two actions are taken (or passed with 'act pass'); 'end' closes one's special actions or
    skips the transfer."""
    if state.step in ("action1", "action2"):
        raise RuleViolation(development.STEPS[state.step], _("every player takes action 1 and action 2"),
                            _("act …, or act pass"))
    development.expect_turn(state, ev["player"], development.STEPS[state.step], "end")
    return []


def _implied(state: WTState) -> dict:
    """What 'end all' types for the next player still to act: his feed with every army fed, his pass of an action
    (WT-DEV-5), or his 'end'."""
    name = state.queue[0]
    if state.phase == "upkeep":
        return {"kind": "feed", "player": name}
    if state.step in ("action1", "action2"):
        return {"kind": "act", "player": name, "action": "pass"}
    return {"kind": "end", "player": name}


def _close(state: WTState, out: Outcome, check: bool) -> list[dict]:
    """Every player still to act in the phase passes or ends, each as if typed alone (``check``: refused where that
    would be), until the phase is over; the events it stood for."""
    phase, turn_number, done = state.phase, state.turn, []
    while state.phase == phase and state.turn == turn_number and state.queue:
        ev = _implied(state)
        if check:
            VALIDATE[(ev["kind"], phase)](state, ev)
        APPLY[(ev["kind"], phase)](state, ev, out)
        done.append(ev)
    return done


def _validate_close(state: WTState, ev: dict) -> list[str]:
    """'end all': legal when each pass, feed or 'end' it stands for is (on a copy of the position)."""
    trial = copy.deepcopy(state)
    trial.narrate, trial.draft = False, []
    try:
        _close(trial, Outcome(), check=True)
    except RuleViolation as exc:
        raise RuleViolation(exc.rule, _("'end all' cannot close {phase}: {problem}", phase=Term("wt phase", state.phase),
                                        problem=exc.message), exc.allowed) from None
    state.draft = trial.draft
    return []


def _apply_close(state: WTState, ev: dict, out: Outcome) -> None:
    phase, then = state.phase, Outcome()
    done = _close(state, then, check=False)
    typed = Counter("act pass" if e.get("action") else e["kind"] for e in done)
    out.say("'end all' closed {phase} for {players}: {events}.", phase=Term("wt phase", phase),
            players=joined(dict.fromkeys(e["player"] for e in done)),
            events=", ".join(f"{n} × {command}" for command, n in typed.items()))
    out.lines.extend(then.lines)
    out.tables.extend(then.tables)


VALIDATE = {
    ("setup", "setup"): setup.validate_setup,
    ("feed", "upkeep"): maintenance.validate_feed,
    ("bank", "trade"): trade.validate_bank,
    ("route", "trade"): trade.validate_route,
    ("trade", "trade"): trade.validate_trade,
    ("end", "trade"): _validate_trade_end,
    ("act", "development"): development.validate_act,
    ("transfer", "development"): development.validate_transfer,
    ("end", "development"): _validate_dev_end,
    ("move", "manoeuvre"): manoeuvres.validate_move,
    ("battle", "manoeuvre"): manoeuvres.validate_battle,
    ("end", "manoeuvre"): manoeuvres.validate_end_manoeuvre,
    ("unify", "manoeuvre"): provinces.validate_unify,
    ("act", "manoeuvre"): development.validate_act,
    **{("peace", phase): allied.validate_peace for phase in scoring.PLAYING},
    **{("buy", phase): scoring.validate_buy for phase in scoring.PLAYING},
    **{("close", phase): _validate_close for phase in scoring.PLAYING},
}
APPLY = {
    ("setup", "setup"): setup.apply_setup,
    ("feed", "upkeep"): turn.feed,
    ("bank", "trade"): trade.apply_bank,
    ("route", "trade"): trade.apply_route,
    ("trade", "trade"): trade.apply_trade,
    ("end", "trade"): _apply_trade_end,
    ("act", "development"): development.apply_act,
    ("transfer", "development"): development.apply_transfer,
    ("end", "development"): lambda state, ev, out: development.advance(state, out),
    ("move", "manoeuvre"): manoeuvres.apply_move,
    ("battle", "manoeuvre"): manoeuvres.apply_battle,
    ("end", "manoeuvre"): manoeuvres.apply_end_manoeuvre,
    ("unify", "manoeuvre"): provinces.apply_unify,
    ("act", "manoeuvre"): development.apply_act,
    **{("peace", phase): allied.apply_peace for phase in scoring.PLAYING},
    **{("buy", phase): scoring.apply_buy for phase in scoring.PLAYING},
    **{("close", phase): _apply_close for phase in scoring.PLAYING},
}
