"""What people read: the ASCII board, status, score, and the ``check --json`` summary."""

from __future__ import annotations

from collections.abc import Callable

from referee.core.game import Outcome
from referee.core.i18n import Term, _, counted
from referee.core.secrets import span, span_text
from referee.core.vocab import initials
from referee.games.catan import scoring, turns
from referee.games.catan.common import bag_text, cards_text, listing, piece, resource, robber_place, route_award
from referee.games.catan.state import CatanState, Player
from referee.games.catan.vocab import CARDS, ORDER, PIECES

ABBR = {"forest": "FOR", "hills": "HIL", "pasture": "PAS", "fields": "FLD", "mountains": "MTN", "desert": "DES",
        "sea": "SEA", "gold": "GLD", "fog": "???"}
CORNER_AT = {12: (0, -3), 2: (4, -1), 4: (4, 1), 6: (0, 3), 8: (-4, 1), 10: (-4, -1)}
SIDE_AT = {1: ((1, -2), "\\"), 3: ((4, 0), "|"), 5: ((1, 2), "/"), 7: ((-3, 2), "\\"),
           9: ((-4, 0), "|"), 11: ((-3, -2), "/")}
SEA_OFFSET = {1: (1, -1), 3: (2, 0), 5: (1, 1), 7: (-1, 1), 9: (-2, 0), 11: (-1, -1)}


def example_hex(grid) -> str:
    """The hex the legends name as an example: the last of the middle row (``3e`` on the base board)."""
    middle = len(grid.rows) // 2 + 1
    return [h for h in grid.hexes if grid.cell[h][1] == middle - 1][-1]


def board_text(state: CatanState, marks: dict[str, str] | None = None, notes: tuple[str, ...] = ()) -> str:
    """A map of the hex rows: names, terrains, numbers, robber, harbours, buildings and roads; ``marks`` puts a
    variant's own glyph on an intersection, a side or a hex (a scenario's items; on a hex right of the robber's
    place, or in it in a game without the robber: the dragons), ``notes`` its legend lines."""
    marks = marks or {}
    grid = state.board.grid
    mark = initials(p.name for p in state.players)
    canvas = [[" "] * ((grid.width + 6) * 4 + 8) for _row in range((len(grid.rows) + 2) * 4 + 3)]

    def put(x: int, y: int, text: str) -> None:
        for i, ch in enumerate(text):
            canvas[y][x + i] = ch

    def centre(x: int, y: int) -> tuple[int, int]:
        return (x + 2) * 4 + 2, (y + 1) * 4 + 3

    for name in grid.hexes:
        cx, cy = centre(*grid.cell[name])
        terrain = state.board.terrain[name]
        number = state.board.number.get(name, "")
        put(cx - 1, cy - 1, name)
        put(cx - 2, cy, f"{Term('map', ABBR[terrain])}{number}")
        if state.robber == name:
            put(cx - 1, cy + 1, str(Term("map", "[R]")))
        if state.pirate == name:
            put(cx - 1, cy + 1, str(Term("map", "[P]")))
        if name in marks:
            put(cx + 2 if state.robber_used else cx - 1, cy + 1, marks[name])
        for clock, ((dx, dy), ch) in SIDE_AT.items():
            side = grid.name(name, clock)
            owner = state.road_owner.get(side)
            sailor = state.ship_owner.get(side)
            if side in marks:
                glyph = marks[side] if ch == "|" else f" {marks[side]} "
            elif sailor:
                glyph = mark[sailor] if ch == "|" else f"~{mark[sailor]}~"
            elif ch == "|":
                glyph = mark[owner] if owner else ch
            else:
                glyph = mark[owner] * 3 if owner else f" {ch} "
            put(cx + dx, cy + dy, glyph)
        for clock, (dx, dy) in CORNER_AT.items():
            corner = grid.name(name, clock)
            occ = state.occupant.get(corner)
            glyph = marks.get(corner) or ((state.token_at(corner) or ".") if not occ else (
                mark[occ[0]].upper() if occ[1] == "city" else mark[occ[0]]))
            put(cx + dx, cy + dy, glyph)
    for harbour in state.board.data["harbours"]:
        name, clock = harbour["path"].split(":")
        x, y = grid.cell[name]
        dx, dy = SEA_OFFSET[int(clock)] if name in state.board.land else (0, 0)   # on the sea hex it faces
        cx, cy = centre(x + dx, y + dy)
        label = "3:1" if harbour["kind"] == "3:1" else f"2:1{str(resource(harbour['kind']))[:2]}"
        put(cx - len(label) // 2, cy, label)
    lines = ["".join(row).rstrip() for row in canvas]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    legend = ", ".join(f"{mark[p.name]}={p.name} ({Term('color', p.color)})" for p in state.players)
    harbours = ", ".join(f"{h['path']} {h['kind'] if h['kind'] == '3:1' else resource(h['kind'])}"
                         for h in state.board.data["harbours"])
    lines += ["", _("Players: {legend}. Settlement = letter, CITY = capital, road = letters on a side.", legend=legend),
              _("Harbours: {harbours}.", harbours=harbours),
              _("Robber: {hex}. Corners are even hours ({example}:4), sides odd hours ({example}:3); 12 is the "
                "top corner.", hex=robber_place(state), example=example_hex(grid))]
    if state.edition.sea:
        ships = "; ".join(f"{p.name} {', '.join(grid.sort(p.ships))}" for p in state.players if p.ships)
        lines.append(_("Ships (~letter~ on a side): {ships}. Pirate: {hex}.", ships=ships or _("none"),
                       hex=state.pirate or _("not in this game")))
    return "\n".join([*lines, *notes])


def summary(state: CatanState) -> dict:
    """DESIGN.md §4: the game part of ``check --json``."""
    players = []
    for p in state.players:
        entry = {
            "name": p.name,
            "resources": {r: p.hand.get(r, 0) for r in ORDER},
            "dev_cards": {c: n for c, n in p.devs.items() if n},
            "knights_played": p.knights,
            "victory_points": scoring.victory_points(state, p),
            "public_victory_points": scoring.victory_points(state, p, hidden=False),
            "settlements": state.board.grid.sort(p.settlements),
            "cities": state.board.grid.sort(p.cities),
            "roads": state.board.grid.sort(p.roads),
            "longest_road": p.road_length,
            "longest_road_card": state.longest_road == p.name,
            "largest_army_card": state.largest_army == p.name,
            "score": scoring.breakdown(state, p),
        }
        if state.secret:
            _uncertain(state, p, entry)
        players.append(entry)
    return {"turn": state.turn, "current_player": None if state.winner else state.current.name,
            "phase": turns.phase(state), "winner": state.winner, "bank": bank_json(state),
            "dev_deck_left": state.cards.deck_left(), "players": players}


def resource_range(state: CatanState, p: Player, name: str) -> tuple[int, int]:
    """The fewest and most cards of resource ``name`` in ``p``'s hand over the possible worlds."""
    if state.hands is None:
        n = p.hand.get(name, 0)
        return n, n
    return state.hands.bounds(p.seat, state.card_kinds.index(name))


def hand_text(state: CatanState, p: Player):
    """``p``'s resource cards: the hand, or after a steal unseen each resource he may hold with its range."""
    if state.hands is None:
        return bag_text(p.hand)
    ranges = [(r, resource_range(state, p, r)) for r in state.card_kinds]
    return ", ".join(f"{resource(r)} {span_text(*span_)}" for r, span_ in ranges if span_[1])


def dev_ranges(state: CatanState, p: Player) -> dict[str, tuple[int, int]]:
    """Per development card the fewest and most ``p`` may hold unplayed (cards he cannot hold left out)."""
    ranges = {c: state.cards.held_range(p.name, c) for c in state.cards.kinds()}
    return {c: r for c, r in ranges.items() if r[1]}


def _uncertain(state: CatanState, p: Player, entry: dict) -> None:
    """DESIGN.md §3, "Secrets": a range ``{"min": a, "max": b}`` where a number is not known, and the counts
    every player sees."""
    entry["resources"] = {r: span(*resource_range(state, p, r)) for r in ORDER}
    entry["dev_cards"] = {c: span(*r) for c, r in dev_ranges(state, p).items()}
    entry["victory_points"] = span(*scoring.vp_range(state, p))
    entry["hand_size"] = p.cards()
    entry["unknown_dev_cards"] = state.cards.hidden[p.name]
    if "score" in entry:
        entry["score"]["victory_point_cards"] = span(*scoring.vp_cards(state, p))


def public(state: CatanState) -> bool:
    """Whether reports show the public view: the table kept secrets and ``--all`` was not asked for."""
    return state.secret and not state.show_all


WAITING: dict[str, Callable[[CatanState], str]] = {}   # a variant's phase between turns → what it waits for


def waiting_for(state: CatanState) -> str:
    phase = turns.phase(state)
    if phase in WAITING:
        return WAITING[phase](state)
    own = state.waiting(phase)
    if own:
        return own
    who = state.current.name
    if phase == "over":
        return _("game over: {winner} won", winner=state.winner)
    if phase == "setup" and state.setup_step % 2 == 1 and state.edition.sea:
        return _("set-up: {player} places a road or a ship", player=who)
    if phase == "setup":
        name = state.setup_piece() if state.setup_step % 2 == 0 else "road"
        return _("set-up: {player} places a {piece}", player=who, piece=piece(name))
    if phase == "discard":
        return _("discards from {owed}", owed=", ".join(f"{n} ({k})" for n, k in state.owed.items()))
    if phase == "robber" and state.robber is None:      # no robber (The Desert Dragons): a card is taken
        return _("{player} takes a card from a player of their choice", player=who)
    if phase == "robber" and state.pirate is not None:
        return _("{player} moves the robber or the pirate", player=who)
    if phase == "robber":
        return _("{player} moves the robber", player=who)
    if phase == "roll":
        return _("{player} rolls (or plays a development card first)", player=who)
    return _("{player} trades, builds, buys, plays a card or ends the turn", player=who)


def status(state: CatanState) -> Outcome:
    out = Outcome()
    out.lines.append(_("Turn {turn} · {phase} · waiting for: {waiting}", turn=state.turn,
                       phase=Term("phase", turns.phase(state)), waiting=waiting_for(state)))
    if state.secret:
        return _secret_status(state, out)
    head = [_("player"), *[str(resource(r)) for r in ORDER], _("cards"), _("dev (unplayed)"), _("knights"),
            _("VP shown"), _("VP total"), _("roads/sett/cities left"), _("road"), _("awards")]
    rows = []
    for p in state.players:
        devs = str(cards_text(p.devs)) if any(p.devs.values()) else "-"
        marker = "▶ " if p is state.current and not state.winner else ""
        rows.append([marker + p.name, *[p.hand.get(r, 0) for r in ORDER], p.cards(), devs, p.knights,
                     scoring.victory_points(state, p, hidden=False), scoring.victory_points(state, p),
                     f"{p.left('road')}/{p.left('settlement')}/{p.left('city')}", p.road_length,
                     _awards(state, p)])
    out.tables.append((_("Players"), head, rows))
    bank = state.bank()
    out.lines.append(bank_line(state, bank, sum(state.deck.values())))
    return out


def bank_line(state: CatanState, bank, cards) -> str:
    """The bank, the deck and where the robber stands (none in a scenario without it, TDE-DESERT-2; no development
    deck with Cities & Knights, CK-PROG-1); after a discard unseen each resource the bank may hold, with its range."""
    if state.hands is not None and state.hands.discards:
        bank = BankRange(bank_ranges(state))
    if not state.edition.deck:
        return _("Bank: {bank}. Robber on {hex}.", bank=_bank(bank), hex=robber_place(state))
    if not state.robber_used:
        return _("Bank: {bank}. Development deck: {cards} cards.", bank=_bank(bank), cards=cards)
    return _("Bank: {bank}. Development deck: {cards} cards. Robber on {hex}.", bank=_bank(bank), cards=cards,
             hex=robber_place(state))


def _bank(bank):
    return bank if isinstance(bank, BankRange) else bag_text(bank)


def bank_json(state: CatanState) -> dict:
    """``check --json``'s bank: exact, or after a discard unseen ``{"min": a, "max": b}`` where not known."""
    if state.hands is not None and state.hands.discards:
        return {r: span(*span_) for r, span_ in bank_ranges(state).items()}
    return state.bank()


def bank_ranges(state: CatanState) -> dict[str, tuple[int, int]]:
    """Per resource the fewest and most cards the bank may hold over the possible hands (exact but after a discard
    unseen, CATAN-SEVEN-3)."""
    worlds, per = state.hands, state.edition.bank_per_resource
    out = {}
    for k, name in enumerate(state.card_kinds):
        if name not in ORDER:
            continue
        if worlds.collapsed:
            held = (worlds.totals[k], min(per, sum(row[k] for row in worlds.high)))
        else:
            totals = [sum(h[k] for h in w) for w in worlds.worlds]
            held = (min(totals), max(totals))
        out[name] = (per - held[1], per - held[0])
    return out


class BankRange:
    """``lumber 2–4, brick 3``: the bank as a range per resource, formatted only when shown."""

    def __init__(self, ranges: dict[str, tuple[int, int]]):
        self.ranges = ranges

    def __format__(self, spec: str) -> str:
        return ", ".join(f"{resource(r)} {span_text(*span_)}" for r, span_ in self.ranges.items())

    def __str__(self) -> str:
        return format(self, "")


def _awards(state: CatanState, p: Player) -> str:
    return ", ".join(str(a) for a, h in ((route_award(state), state.longest_road),
                                         (Term("award", "Largest Army"), state.largest_army)) if h == p.name) or "-"


def _secret_status(state: CatanState, out: Outcome) -> Outcome:
    """The status of a table that kept secrets: the public view, or with ``--all`` everything with ranges."""
    cards = state.cards
    if public(state):
        head = [_("player"), _("cards"), _("dev face down"), _("dev shown"), _("knights"), _("VP shown"),
                _("roads/sett/cities left"), _("road"), _("awards")]
        rows = []
        for p in state.players:
            marker = "▶ " if p is state.current and not state.winner else ""
            shown = str(cards_text(+p.devs)) if any(n > 0 for n in p.devs.values()) else "-"
            rows.append([marker + p.name, p.cards(), cards.hidden[p.name], shown, p.knights,
                         scoring.victory_points(state, p, hidden=False),
                         f"{p.left('road')}/{p.left('settlement')}/{p.left('city')}", p.road_length,
                         _awards(state, p)])
        out.tables.append((_("Players (public view; --all shows everything the referee knows)"), head, rows))
    else:
        head = [_("player"), *[str(resource(r)) for r in ORDER], _("cards"), _("dev (unplayed)"), _("knights"),
                _("VP shown"), _("VP total"), _("roads/sett/cities left"), _("road"), _("awards")]
        rows = []
        for p in state.players:
            marker = "▶ " if p is state.current and not state.winner else ""
            devs = ", ".join(f"{CARDS.term(c)} {span_text(*r)}" for c, r in dev_ranges(state, p).items()) or "-"
            rows.append([marker + p.name, *[span_text(*resource_range(state, p, r)) for r in ORDER], p.cards(),
                         devs, p.knights, scoring.victory_points(state, p, hidden=False),
                         span_text(*scoring.vp_range(state, p)),
                         f"{p.left('road')}/{p.left('settlement')}/{p.left('city')}", p.road_length,
                         _awards(state, p)])
        out.tables.append((_("Players (everything the referee knows; a–b: only a range is known)"), head, rows))
        if state.hands is not None and state.hands.collapsed:
            out.lines.append(_("More than {bound} possible hands: only each count's lowest and highest are kept.",
                               bound=state.hands.bound))
    out.lines.append(bank_line(state, state.bank(), cards.deck_left()))
    return out


def _secret_score(state: CatanState, out: Outcome, head: list[str], chits: bool) -> Outcome:
    """The score of a table that kept secrets: public VP before the end, ranges with ``--all`` or after it."""
    shown_only = public(state) and not state.winner
    rows = []
    ranked = sorted(state.players, key=lambda p: (-scoring.victory_points(state, p, hidden=not shown_only)))
    for p in ranked:
        b = scoring.breakdown(state, p)
        if shown_only:
            cards = state.cards.shown[p.name]["victory_point"]
            total = str(scoring.victory_points(state, p, hidden=False))
        else:
            cards = span_text(*scoring.vp_cards(state, p))
            total = span_text(*scoring.vp_range(state, p))
        rows.append([p.name + (_(" (winner)") if state.winner == p.name else ""), b["settlements"], b["cities"],
                     b["longest_road"], b["largest_army"], cards, *([b["special"]] if chits else []),
                     *([b["scenario"]] if "scenario" in b else []), total])
    title = (_("Final score") if state.winner else
             _("Score after turn {turn} (VP cards as revealed; --all shows the hidden ones)", turn=state.turn)
             if shown_only else _("Score after turn {turn} (VP cards included; a–b: only a range is known)",
                                  turn=state.turn))
    out.tables.append((title, head, rows))
    return out


def score(state: CatanState) -> Outcome:
    out = Outcome()
    chits = [_("Catan chits")] if state.edition.sea else []
    head = [_("player"), _("settlements (1 each)"), _("cities (2 each)"), str(route_award(state)),
            str(Term("award", "Largest Army")), _("VP cards"), *chits, *([_("scenario VP")] if state.extra_vp else []),
            _("total VP")]
    if state.secret:
        return _secret_score(state, out, head, bool(chits))
    rows = []
    ranked = sorted(state.players, key=lambda p: -scoring.victory_points(state, p))
    for p in ranked:
        b = scoring.breakdown(state, p)
        rows.append([p.name + (_(" (winner)") if state.winner == p.name else ""), b["settlements"], b["cities"],
                     b["longest_road"], b["largest_army"], b["victory_point_cards"],
                     *([b["special"]] if chits else []), *([b["scenario"]] if "scenario" in b else []),
                     sum(b.values())])
    title = _("Final score") if state.winner else _("Score after turn {turn} (VP cards included)", turn=state.turn)
    out.tables.append((title, head, rows))
    return out


def dots(number: int) -> int:
    """The dots on a number token: the ways two dice make it (6 → 5, 2 → 1)."""
    return 6 - abs(7 - number)


def touches(state: CatanState, corner: str) -> str:
    """What a corner touches, as a player choosing a spot reads it: ``fields 9, hills 5, pasture 10 (11 dots);
    harbour 3:1``."""
    board = state.board
    hexes = [h for h in board.grid.corners[corner].hexes if h in board.land]
    text = ", ".join(f"{Term('terrain', board.terrain[h])} {board.number[h]}" if h in board.number
                     else str(Term("terrain", board.terrain[h])) for h in hexes)
    text += _(" ({dots})", dots=counted(_yield(state, corner), "token", "dot", "dots"))
    kind = board.harbour_at.get(corner)
    if kind:
        text += _("; harbour {kind}", kind=kind if kind == "3:1" else f"2:1 {resource(kind)}")
    return text


def _yield(state: CatanState, corner: str) -> int:
    board = state.board
    return sum(dots(board.number[h]) for h in board.grid.corners[corner].hexes if h in board.number)


def spots_text(state: CatanState, spots) -> str:
    """Corners one to a line, most productive first, each with what it touches."""
    spots = sorted(state.board.grid.sort(spots), key=lambda c: -_yield(state, c))
    return "".join(f"\n  {c} — {touches(state, c)}" for c in spots) or " " + listing([])


def setup_building_line(state: CatanState, spots) -> str:
    """The hints' line of the set-up building's corners: settlements, or a set-up city (TDE-UNKNOWN-8)."""
    if state.setup_step % 2 == 0 and state.setup_piece() == "city":
        return _("{piece}, most productive first:{spots}", piece=piece("city"), spots=spots_text(state, spots))
    return _("Settlements{note}, most productive first:{spots}", note="", spots=spots_text(state, spots))


def hints(state: CatanState, words: list[str], answer=None, *, player: Player | None = None,
          trading: bool = True) -> Outcome:
    """``referee hints``: what the player to act (``player``, by default the current one) may do now, in words, from
    the answer to what the referee awaits (``answer``: :mod:`legal`'s, the game's own; by default the base game's
    for ``player``) — its legal places, and those he lacks the cards for noted; without ``trading`` (a variant's
    build phase between turns) no cards to play, no rates."""
    from referee.games.catan import legal

    out = Outcome([_("Now: {waiting}.", waiting=waiting_for(state))])
    phase = turns.phase(state)
    if answer is None:
        answer = legal.base_answer(state, player)
    if phase in ("over", "discard", "robber", "roll"):
        if phase == "discard":
            out.lines += [_("{player} discards {count} of: {cards}", player=a.player, count=c.slot("cards").low,
                            cards=hand_text(state, state.by_name[a.player]))
                          for a in answer.actors for c in a.choices if c.kind == "discard"]
        if phase == "robber":
            hexes = {h for a in answer.actors for c in a.choices if c.kind == "robber" for h in c.slot("to").values}
            out.lines.append(_("The robber may go to any hex but {hex}: {hexes}", hex=state.robber,
                               hexes=", ".join(h for h in state.board.grid.hexes if h in hexes)))
        return out
    player = player or state.current
    actor = answer.actor(player.name)
    offered = [*actor.choices, *actor.blocked] if actor else []
    setup = phase == "setup"
    want = {PIECES.resolve(w) if w in PIECES else w.lower() for w in words}
    builds = {p: [] for p in ("settlement", "road", "city")}
    notes = dict.fromkeys(builds, "")
    for c in offered:
        if c.kind == "build" and c.event["piece"] in builds:
            builds[c.event["piece"]] = list(c.slot("at").values)
            notes[c.event["piece"]] = _(" (not affordable now)") if c.needs and not setup else ""
    out.data["builds"] = builds
    if setup:
        if state.setup_step % 2 == 1:
            out.lines.append(_("Roads touching {at}: {paths}", at=state.setup_settlement,
                               paths=", ".join(builds["road"])))
        else:
            spots = next((c.slot("at").values for c in offered if c.kind == "build"), ())
            out.lines.append(setup_building_line(state, spots))
        return out
    if not want or want & {"settlement", "settlements"}:
        out.lines.append(_("Settlements{note}, most productive first:{spots}", note=notes["settlement"],
                           spots=spots_text(state, builds["settlement"])))
    if not want or want & {"road", "roads"}:
        out.lines.append(_("Roads{note}: {paths}", note=notes["road"], paths=listing(builds["road"])))
    if not want or want & {"city", "cities"}:
        out.lines.append(_("Cities{note}: {spots}", note=notes["city"], spots=listing(builds["city"])))
    if trading and state.edition.deck and (not want or want & {"play", "cards", "card"}):
        ready = list(dict.fromkeys(c.label for c in offered if c.kind == "play"))
        text = _("one per turn, already played") if state.dev_played else listing(CARDS.term(c) for c in ready)
        out.lines.append(_("Development cards to play: {cards}", cards=text))
    rates = actor.facts.get("rates") if actor else None
    if trading and rates and (not want or want & {"maritime", "trade"}):
        out.lines.append(_("Maritime rates: {rates}",
                           rates=", ".join(f"{resource(r)} {n}:1" for r, n in rates.items())))
    return out
