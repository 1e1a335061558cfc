"""Victory points, the last round and the final score — ROME-VP, ROME-END."""

from __future__ import annotations

from referee.core.game import Outcome
from referee.core.i18n import Counted, Term, _, joined
from referee.games.rome.components import N
from referee.games.rome.state import Player, RomeState
from referee.games.rome.vocab import CULTURE, SPECIAL_VP, TREASURES


def threshold(state: RomeState) -> int:
    """ROME-END-1, ROME-TERROR-4: 10 VP, 11 with Terror of the Legions (option end_threshold overrides)."""
    if state.options["end_threshold"]:
        return state.options["end_threshold"]
    return N["end_vp_terror"] if state.options["terror_of_the_legions"] else N["end_vp"]


def breakdown(state: RomeState, player: Player) -> dict[str, int]:
    """ROME-VP-1: cities 1 each, special cards 2 each (Terror 1), Cultural Progress cards 1 each."""
    out = {"cities": sum(len(t.cities) for t in player.tribes.values())}
    for card, vp in SPECIAL_VP.items():
        out[card] = vp * player.special[card]
    out["cultural_progress"] = state.cards.held_range_of(player.name, CULTURE)[0]     # known (and certain) ones
    return out


def vp_range(state: RomeState, player: Player) -> tuple[int, int]:
    """The fewest and most VP over every possible world of the face-down action cards (Cultural Progress: 1 each)."""
    low, high = state.cards.held_range_of(player.name, CULTURE)
    base = victory_points(state, player) - low
    return base + low, base + high


def gold_range(state: RomeState, player: Player) -> tuple[int, int]:
    """The fewest and most gold at the end, Treasures at 7 (ROME-END-2), over every possible world."""
    low, high = state.cards.held_range_of(player.name, TREASURES)
    return player.gold + N["treasure_end"] * low, player.gold + N["treasure_end"] * high


def public_vp(state: RomeState, player: Player) -> int:
    """What the table sees: cities, special cards, and Cultural Progress cards shown (``reveal``)."""
    return victory_points(state, player, hidden=False) + sum(state.cards.shown[player.name][c] for c in CULTURE)


def victory_points(state: RomeState, player: Player, *, hidden: bool = True) -> int:
    b = breakdown(state, player)
    return sum(b.values()) - (0 if hidden else b["cultural_progress"])


def final_gold(player: Player) -> int:
    """ROME-END-2, ROME-CARD-7: Treasures still held are revealed at the end for 7 gold each."""
    return player.gold + N["treasure_end"] * sum(player.cards[t] for t in TREASURES)


def check_end(state: RomeState, out: Outcome) -> None:
    """ROME-END-1: someone reaching the target makes this round the last (hidden VP count by option)."""
    if state.ending or state.stage in ("setup", "over"):
        return
    hidden = state.options["hidden_vp_trigger_end"]
    for p in state.players:
        vp = victory_points(state, p, hidden=hidden)
        if vp >= threshold(state):
            state.ending = p.name
            out.say("{player} has {vp} VP (target {target}): round {round} is played to its end, then the game is "
                    "over (ROME-END-1).", player=p.name, vp=vp, target=threshold(state), round=state.round)
            out.data["last_round"] = state.round
            return


def ranking(state: RomeState) -> list[tuple[Player, int, int]]:
    """Most VP first, then most gold with the Treasures revealed (ROME-END-2)."""
    rows = [(p, victory_points(state, p), final_gold(p)) for p in state.players]
    return sorted(rows, key=lambda r: (-r[1], -r[2], r[0].seat))


def finish(state: RomeState, out: Outcome) -> None:
    """The last round is over: Treasures revealed, the winner named (shared rank on equal VP and gold, ROME-END-3);
    where action cards were drawn face down, once every one of them is shown (``reveal``, :mod:`reveal`)."""
    state.stage = "over"
    hidden = state.face_down()
    if hidden:
        out.say("Round {round} is over and so is the game (ROME-END-1). Every face-down action card is shown now "
                "('reveal CARD'): {holders}; the winner is named when the last one is shown (ROME-END-2, "
                "ROME-CARD-7/8).", round=state.round,
                holders=", ".join(f"{name} ({n})" for name, n in hidden.items()))
        out.data["face_down"] = hidden
        return
    name_winner(state, out)


def name_winner(state: RomeState, out: Outcome) -> None:
    """Every card is known: the ranking, the Treasures revealed, the winner (ROME-END-2/3)."""
    ranked = ranking(state)
    top = [r for r in ranked if (r[1], r[2]) == (ranked[0][1], ranked[0][2])]
    state.winner = " and ".join(r[0].name for r in top)
    for p in state.players:
        kept = [t for t in TREASURES if p.cards[t]]
        if kept:
            out.say("{player} reveals {cards}: {gold} each (ROME-CARD-7).", player=p.name,
                    cards=", ".join(str(Term("action card", t)) for t in kept),
                    gold=Counted(N["treasure_end"], Term("goods", "gold")))
    tie = len(top) > 1
    if tie:
        out.say("Round {round} is over and so is the game (ROME-END-1): {winner} share the win (equal VP and gold, "
                "ROME-END-3).", round=state.round, winner=joined(state.winner.split(" and ")))
    else:
        out.say("Round {round} is over and so is the game (ROME-END-1): {winner} wins (ROME-END-2).",
                round=state.round, winner=state.winner)
    out.tables.append(score_table(state))
    out.data["winner"] = state.winner


def score_table(state: RomeState) -> tuple[str, list[str], list[list]]:
    head = [_("rank"), _("player"), _("cities"), _("Diplomacy"), _("Scourge of Rome"), _("Heir of Rome"), _("Terror"),
            _("Cultural Progress"), _("VP"), _("gold (Treasures at 7)")]
    rows = []
    rank = 0
    previous = None
    for i, (p, vp, gold) in enumerate(ranking(state), 1):
        if (vp, gold) != previous:
            rank, previous = i, (vp, gold)
        b = breakdown(state, p)
        rows.append([rank, p.name, b["cities"], b["diplomacy"], b["scourge_of_rome"], b["heir_of_rome"],
                     b["terror_of_the_legions"], b["cultural_progress"], vp, gold])
    title = (_("Final score") if state.stage == "over"
             else _("Score in round {round} (hidden VP cards included)", round=state.round))
    return title, head, rows
