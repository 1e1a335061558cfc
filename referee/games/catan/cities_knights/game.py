"""Catan: Seafarers with the part of Cities & Knights that Treasures, Dragons & Adventurers uses
(seafarers-and-ck-minimum.md part B): knights (:mod:`knights`), the event die and the barbarians
(:mod:`barbarians`), commodities and the hand limit (:mod:`production`), city improvements and walls
(:mod:`improvements`). A subclass of :class:`Seafarers` (CK-SEA: C&K is played here with Seafarers); the TD&E
scenarios subclass it and override the hooks of :class:`CKState` (which knights defend, which stay active after an
attack, where a displaced knight goes, what a progress card may touch, where knights may be built).

Event kinds it adds (DESIGN.md §4 keeps every base kind as it is): ``knight`` with ``action`` (build, promote,
activate, move, displace, chase), ``at``, ``to``, ``place``, ``victim``, ``stolen``; ``improve`` with ``track``
and ``at``; ``build`` with ``piece = "wall"``; ``roll`` carries ``event`` (the event die), ``red`` (the red die),
``lose`` (cities the barbarians take) and ``progress`` (progress cards drawn: player → deck → 1). No development
cards (``buy``, ``play``, ``reveal`` are gone: CK-PROG-1).
"""

from __future__ import annotations

from typing import Any, ClassVar

from referee.core.errors import RuleViolation
from referee.core.game import Field, Option, Outcome, Phase
from referee.core.i18n import Term, _
from referee.core.secrets import span
from referee.games.catan import manifest, reports, scoring
from referee.games.catan.common import bag_text, listing, route_award
from referee.games.catan.vocab import ORDER
from referee.games.catan.edition import Edition, edition
from referee.games.catan.game import _bag, opt
from referee.games.catan.notation import player_name
from referee.games.catan.seafarers import ships
from referee.games.catan.seafarers.game import SEA_KINDS, SEA_PHASES, Seafarers, apply_build, validate_build
from referee.games.catan.cities_knights import (barbarians, completion, data, improvements, knights, notation,
                                                production, progress, typed)
from referee.games.catan.cities_knights.state import CKState
from referee.games.catan.cities_knights.vocab import (ACTIONS, BANK, CK_PIECES, FACES, GOODS, PROGRESS_CARDS,
                                                      TRACKS)
from referee.core.vocab import fold

S, I, L = Field("str"), Field("int"), Field("list")
GONE = ("buy", "play", "reveal")                   # no development cards (CK-PROG-1)
CK_KINDS = {
    **{k: v for k, v in SEA_KINDS.items() if k not in GONE},
    "roll": {**SEA_KINDS["roll"], "event": S, "red": I, "lose": opt(L), "progress": Field("bags", False)},
    "knight": {"player": S, "action": S, "at": S, "to": opt(S), "place": opt(S), "victim": opt(S),
               "stolen": opt(S)},
    "improve": {"player": S, "track": S, "at": opt(S)},
    "progress": {"player": S, "card": S, "hexes": opt(L), "at": opt(S), "place": opt(S),
                 "gained": Field("bags", False), "paid": Field("bag", False), "points": opt(I)},
}


def _phases() -> dict[str, Phase]:
    out = {name: Phase(p.kinds - set(GONE), p.rule, p.describe, p.rules) for name, p in SEA_PHASES.items()}
    main, roll = out["main"], out["roll"]
    out["main"] = Phase(main.kinds | {"knight", "improve", "progress"}, main.rule, main.describe, main.rules)
    out["roll"] = Phase(roll.kinds | {"progress"}, roll.rule, roll.describe, roll.rules)   # the Alchemist
    return out


BARBARIAN_TRACK = Option("barbarian_track", data.barbarians()["track"],
                         "spaces the barbarian ship sails before it attacks (PUBLIC-MEMORY: 7, not verified)",
                         "CK-BARB-1", bounds=(1, 20))
SETUP_CITY = Option("setup_city", True, "C&K's set-up: the second set-up building is a city, which brings the "
                                        "starting resources (false: two settlements, the base game's set-up, as "
                                        "saves recorded before read it)", "TDE-GEN-2", since=2, earlier=False)


def _goods(state: CKState, ev: dict, value: dict) -> dict[str, int]:
    """A bag of resources and commodities (a discard, a trade between players, a progress card's cards); a maritime
    trade keeps to resources (commodity rates are part C's)."""
    bag: dict[str, int] = {}
    for name, n in value.items():
        if n:
            good = GOODS.resolve(name)
            bag[good] = bag.get(good, 0) + n
    return bag


def _to(state: CKState, ev: dict, value: str) -> str:
    grid = state.board.grid
    if ev["kind"] == "knight":
        return grid.hex(value) if ACTIONS.resolve(ev["action"]) == "chase" else grid.corner(value)
    return grid.side(value) if ev["kind"] == "move_ship" else grid.hex(value)


def _at(state: CKState, ev: dict, value: str) -> str:
    grid = state.board.grid
    if ev["kind"] == "build":
        piece = CK_PIECES.resolve(ev["piece"])
        return grid.side(value) if piece in ("road", "ship") else grid.corner(value)
    return grid.corner(value) if ev["kind"] in ("knight", "improve", "progress") else value


def _gained(state: CKState, ev: dict, value: dict) -> dict[str, dict[str, int]]:
    return {("bank" if fold(name) in BANK else player_name(state, name)): _goods(state, ev, bag)
            for name, bag in value.items()}


def _progress(state: CKState, ev: dict, value: dict) -> dict[str, dict[str, int]]:
    return {player_name(state, name): {TRACKS.resolve(d): n for d, n in decks.items() if n}
            for name, decks in value.items()}


def validate_ck_build(state: CKState, event: dict) -> list[str]:
    """A wall (CK-HAND-1); no settlement where a knight stands (CK-KNIGHT-7); then Seafarers' checks."""
    if event["piece"] == "wall":
        if state.in_setup:
            raise RuleViolation("CATAN-SETUP-4", _("no city wall during the set-up"), _("a settlement or a road"))
        return improvements.validate_wall(state, event)
    if event["piece"] == "settlement" and event["at"] in state.knights:
        knight = state.knights[event["at"]]
        raise RuleViolation("CK-KNIGHT-7", _("{player}'s knight stands on {at}: no settlement there",
                                             player=knight.owner, at=event["at"]),
                            _("another intersection"))
    return validate_build(state, event) or []


def apply_ck_build(state: CKState, event: dict) -> Outcome:
    if event["piece"] == "wall":
        return improvements.apply_wall(state, event)
    return apply_build(state, event)


def validate_move_ship(state: CKState, event: dict) -> None:
    """Seafarers' checks, then CK-SEA-2: the move may not cut one of the owner's knights off his network."""
    ships.validate_move(state, event)
    player = state.by_name[event["player"]]
    rest = (player.ships - {event["from"]}) | {event["to"]}
    grid = state.board.grid
    network = {e for p in player.roads | rest for e in grid.sides[p].ends}
    cut = [c for c in state.knights_of(player.name) if c not in network and state.tethered(c)]
    if cut:
        raise RuleViolation("CK-SEA-2", _("moving the ship on {at} would cut {player}'s knight on {corners} off",
                                          at=event["from"], player=player.name, corners=listing(grid.sort(cut))),
                            _("move another ship, or the knight first"))


def players_table(state: CKState) -> tuple[list[str], list[list]]:
    """``status``: per player the resources, commodities, cards against the hand limit, knights, points, pieces."""
    head = [_("player"), *[str(Term("resource", r)) for r in (*ORDER, *data.COMMODITIES)], _("cards/limit"),
            _("progress cards"), _("knights (active)"), _("VP shown"), _("VP total"), _("roads/sett/cities left"),
            _("road"), _("awards")]
    rows = []
    for p in state.players:
        mine = state.knights_of(p.name).values()
        strength = sum(k.rank for k in mine if k.active)
        awards = [str(route_award(state))] if state.longest_road == p.name else []
        awards += [_("Defender ×{count}", count=state.defender[p.name])] if state.defender[p.name] else []
        marker = "▶ " if p is state.current and not state.winner else ""
        rows.append([marker + p.name, *[p.hand.get(r, 0) for r in (*ORDER, *data.COMMODITIES)],
                     f"{p.cards()}/{state.hand_limit(p)}", sum(state.progress[p.name].values()),
                     f"{len(mine)} ({strength})", scoring.victory_points(state, p, hidden=False),
                     scoring.victory_points(state, p), f"{p.left('road')}/{p.left('settlement')}/{p.left('city')}",
                     p.road_length, ", ".join(awards) or "-"])
    return head, rows


def score_table(state: CKState) -> tuple[list[str], list[list]]:
    """``score``: the points by kind (CATAN-VP-1 with C&K's Defender, metropolises and progress-card points)."""
    head = [_("player"), _("settlements (1 each)"), _("cities (2 each)"), str(route_award(state)),
            _("Catan chits"), _("Defender of Catan"), _("metropolises"), _("progress cards"), _("total VP")]
    rows = []
    for p in sorted(state.players, key=lambda p: -scoring.victory_points(state, p)):
        defender = data.barbarians()["defender_points"] * state.defender[p.name]
        chits = Seafarers.State.special_points(state, p)
        rows.append([p.name + (_(" (winner)") if state.winner == p.name else ""), len(p.settlements),
                     2 * len(p.cities), 2 if state.longest_road == p.name else 0, chits, defender,
                     state.metropolis_points(p), state.card_points[p.name], scoring.victory_points(state, p)])
    return head, rows


class SeafarersCK(Seafarers):
    """Seafarers with knights, barbarians, commodities, improvements and progress cards (C&K's part TD&E uses)."""

    INFO = manifest.info("seafarers-ck")
    edition: ClassVar[Edition] = edition("seafarers-ck")
    State = CKState
    kinds = CK_KINDS
    phases = _phases()
    NORMALIZE = {
        **Seafarers.NORMALIZE,
        "piece": lambda state, ev, value: CK_PIECES.resolve(value),
        "at": _at,
        "to": _to,
        "place": lambda state, ev, value: state.board.grid.corner(value),
        "action": lambda state, ev, value: ACTIONS.resolve(value),
        "track": lambda state, ev, value: TRACKS.resolve(value),
        "event": lambda state, ev, value: FACES.resolve(value),
        "lose": lambda state, ev, value: [state.board.grid.corner(c) for c in value],
        "progress": _progress,
        "cards": _goods,
        "give": lambda state, ev, value: (_bag if ev["kind"] == "maritime" else _goods)(state, ev, value),
        "get": lambda state, ev, value: (_bag if ev["kind"] == "maritime" else _goods)(state, ev, value),
        "stolen": lambda state, ev, value: GOODS.resolve(value),
        "card": lambda state, ev, value: (PROGRESS_CARDS.resolve(value) if ev["kind"] == "progress"
                                          else Seafarers.NORMALIZE["card"](state, ev, value)),
        "hexes": lambda state, ev, value: [state.board.grid.hex(h) for h in value],
        "gained": _gained,
        "paid": _goods,
    }
    VALIDATE = {**Seafarers.VALIDATE, "build": validate_ck_build, "roll": production.validate_roll,
                "move_ship": validate_move_ship, "knight": knights.validate,
                "improve": improvements.validate_improve, "progress": progress.validate}
    APPLY = {**Seafarers.APPLY, "build": apply_ck_build, "roll": production.apply_roll, "knight": knights.apply,
             "improve": improvements.apply_improve, "progress": progress.apply}
    TYPED = typed.TYPED
    COMPLETE = {**Seafarers.COMPLETE, **completion.VERBS}

    CITY_SETUP_OPTION: ClassVar[bool] = True      # False where the scenario spells out its own set-up (TDE-GEN-2)

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = (*cls.options, BARBARIAN_TRACK, *((SETUP_CITY,) if cls.CITY_SETUP_OPTION else ()))

    def parse(self, state, verb, words, player):
        return notation.parse(state, verb, words, player)

    def check_phase(self, state: CKState, event: dict[str, Any]) -> None:
        """CK-BARB-7 before the barbarians' first attack: a robber or pirate move is refused with that rule, whatever
        the turn waits for."""
        if event["kind"] in ("robber", "pirate") and not state.attacks and self.phase(state) not in ("setup", "over"):
            raise RuleViolation("CK-BARB-7", _("the robber and the pirate stay put until the barbarians' first attack"),
                                _("waiting for: {prompt}", prompt=self.prompt(state)))
        super().check_phase(state, event)

    def apply(self, state: CKState, event: dict[str, Any]) -> Outcome:
        out = super().apply(state, event)
        if (event["kind"] == "roll" and event["event"] == "ship" and state.barbarians == 0
                and state.options["barbarian_track"] == data.barbarians()["track"]):
            state.unverified.append((event.get("seq", 0), "CK-BARB-1", "barbarian_track"))
        return out

    def check_notes(self, state: CKState) -> list[str]:
        """Seafarers' notes; a progress card not refereed says so (CK part C)."""
        return [progress.card_note(seq, what) or _("  not verified: event {seq}: {rule} rests on the unknown '{what}'",
                                                    seq=seq, rule=rule, what=what)
                for seq, rule, what in state.unverified]

    # --- reports -----------------------------------------------------------------------------------------------
    picture = "referee.games.catan.cities_knights.draw:board_svg"

    def board_text(self, state: CKState) -> str:
        from referee.games.catan.cities_knights.draw import board_text   # only when the board is asked for

        return board_text(state)

    def summary(self, state: CKState) -> dict[str, Any]:
        """Seafarers' fields; per player the knights, commodities, improvements, walls, progress cards held
        (counts) and Defender of Catan points; the barbarians, the metropolises and the verdicts not verified."""
        out = super().summary(state)
        grid = state.board.grid
        for entry, player in zip(out["players"], state.players):
            name = player.name
            entry["knights"] = [{"at": c, "rank": k.rank, "active": k.active}
                                for c, k in sorted(state.knights.items(), key=lambda i: grid.sort([i[0]]))
                                if k.owner == name]
            entry["commodities"] = (state.commodities(player) if state.hands is None else   # a steal unseen
                                    {c: span(*r) for c in data.COMMODITIES
                                     for r in [reports.resource_range(state, player, c)] if r[1]})
            entry["improvements"] = {t: state.level(name, t) for t in data.TRACKS}
            entry["city_walls"] = grid.sort(c for c in state.walls if c in player.cities)
            entry["progress_cards"] = {d: n for d, n in state.progress[name].items() if n}
            entry["defender_points"] = data.barbarians()["defender_points"] * state.defender[name]
            entry["hand_limit"] = state.hand_limit(player)
        out["barbarians"] = {"position": state.barbarians, "track": state.options["barbarian_track"],
                             "attacks": state.attacks}
        out["metropolises"] = {t: {"player": p, "at": c} for t, (p, c) in sorted(state.metropolis.items())}
        out["progress_played"] = [{"seq": q, "player": p, "card": c, "refereed": r} for q, p, c, r in state.played]
        out["not_verified"] = [{"seq": s, "rule": r, "what": w} for s, r, w in state.unverified]
        return out

    def status(self, state: CKState) -> Outcome:
        out = super().status(state)
        if not state.secret:                      # the base table's development-card columns mean nothing here
            out.tables[0] = (out.tables[0][0], *players_table(state))
        out.lines.append(_("Barbarians: {at} of {track}; attacks so far: {attacks}{locked}.", at=state.barbarians,
                           track=state.options["barbarian_track"], attacks=state.attacks,
                           locked=_(" (the robber and the pirate stay put until the first, CK-BARB-7)")
                           if not state.attacks else ""))
        for p in state.players:
            mine = state.knights_of(p.name)
            out.lines.append(_("{player}: knights {knights}; improvements {levels}; commodities {goods}; walls "
                               "{walls}; progress cards {cards}.", player=p.name,
                               knights=listing([f"{c} {knights.rank_name(k.rank)}"
                                                f"{'*' if k.active else ''}" for c, k in sorted(mine.items())],
                                               _("none")),
                               levels=", ".join(f"{Term('deck', t)} {state.level(p.name, t)}" for t in data.TRACKS),
                               goods=listing([f"{n} {Term('resource', c)}" for c, n in state.commodities(p).items()],
                                             _("none")),
                               walls=len([c for c in state.walls if c in p.cities]),
                               cards=sum(state.progress[p.name].values())))
        return out

    def score(self, state: CKState) -> Outcome:
        out = super().score(state)
        if not state.secret:
            out.tables[0] = (out.tables[0][0], *score_table(state))
        return out

    def hints(self, state: CKState, words):
        out = super().hints(state, words)
        if self.phase(state) == "main" and not state.pending:
            player = state.current
            out.lines.append(_("Knights to build (CK-KNIGHT-3): {corners}",
                               corners=listing(knights.build_sites(state, player)[:8], _("none"))))
            acting = [c for c, k in sorted(state.knights_of(player.name).items())
                      if k.active and k.acted != state.turn and k.activated != state.turn]
            out.lines.append(_("Knights that may act (CK-ACT-3): {corners}", corners=listing(acting, _("none"))))
            levels = [f"{Term('deck', t)} {state.level(player.name, t) + 1} "
                      f"({bag_text(improvements.cost(state, player.name, t))})"
                      for t in data.TRACKS if state.level(player.name, t) < data.improvements()["levels"]]
            out.lines.append(_("Improvements, next level and price (CK-IMP-1): {levels}",
                               levels=listing(levels, _("none"))))
            held = [f"{Term('deck', d)} {n}" for d, n in state.progress[player.name].items() if n]
            out.lines.append(_("Progress cards to play (CK-PROG-1): {cards}", cards=listing(held, _("none"))))
        return out
