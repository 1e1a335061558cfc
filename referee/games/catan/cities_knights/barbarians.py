"""The event die and the barbarians — CK-BARB-1…7 — and the progress cards the city gates give (CK-PROG-2).

Every roll carries the event die's face (``event``: ``ship``, or a city gate ``green``/``yellow``/``blue``) and the
red die (``red``), as the table rolled them. A ship advances the barbarians; on the last space of the track
(``data/cities-knights.toml``, 7, PUBLIC-MEMORY) they attack: the cities (metropolises included) against the active
knights. Stronger barbarians cost the weakest defenders with a plain city one city each — ``lose`` names the city
where a player has a choice; a successful defence gives the single strongest defender the Defender of Catan, or each
tied player a progress card of their chosen deck (``progress``). Then every knight turns inactive. A gate gives
each player whose improvement level in its colour covers the red die one card of that deck (``progress``).
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome
from referee.core.i18n import Term, _
from referee.games.catan.common import listing
from referee.games.catan.cities_knights import data
from referee.games.catan.cities_knights.state import CKState

FACES = ("ship", *data.GATES)


def track(state: CKState) -> int:
    return state.options.get("barbarian_track", data.barbarians()["track"])


def attacks_now(state: CKState, event: dict) -> bool:
    """CK-BARB-1: this ship face brings the barbarians to the end of their track."""
    return event.get("event") == "ship" and state.barbarians + 1 >= track(state)


def strength(state: CKState) -> int:
    """CK-BARB-2: every city on the board, metropolises included."""
    return sum(len(p.cities) for p in state.players)


def contributions(state: CKState) -> dict[str, int]:
    """CK-BARB-3: each player's active knights that count (the scenario's exclusions: ``state.defends``)."""
    out = {p.name: 0 for p in state.players}
    for corner, knight in state.knights.items():
        if knight.active and state.defends(corner):
            out[knight.owner] += knight.rank
    return out


def plain_cities(state: CKState, name: str) -> list[str]:
    """Cities without a metropolis (CK-IMP-2: a metropolis is never lost)."""
    held = {c for p, c in state.metropolis.values() if p == name}
    return state.board.grid.sort(c for c in state.by_name[name].cities if c not in held)


def losers(state: CKState) -> list[str]:
    """CK-BARB-4: among players with a plain city, those with the lowest contribution."""
    given = contributions(state)
    open_to = [p.name for p in state.players if plain_cities(state, p.name)]
    if not open_to:
        return []
    low = min(given[n] for n in open_to)
    return [n for n in open_to if given[n] == low]


def defenders(state: CKState) -> list[str]:
    """CK-BARB-5: the top contributors (one: the Defender of Catan; several: a progress card each); nobody when no
    active knight defended (ruling CK-BARB-5: the reward goes to knights' owners)."""
    given = contributions(state)
    top = max(given.values())
    return [n for n, v in given.items() if v == top] if top else []


def entitled(state: CKState, face: str, red: int) -> list[str]:
    """CK-PROG-2: the players whose level in the gate's colour covers the red die (table PUBLIC-MEMORY)."""
    track_ = data.GATES[face]
    table = data.progress()["draw_up_to"]
    return [p.name for p in state.players if red <= table[min(state.level(p.name, track_), len(table) - 1)]]


def check(state: CKState, event: dict) -> list[str]:
    face, red, total = event["event"], event["red"], event["total"]
    if face not in FACES:
        raise RuleViolation("CK-BARB-1", _("the event die has no face '{face}'", face=face),
                            _("ship, or a city gate: green, yellow, blue"))
    if not 1 <= red <= 6 or not 1 <= total - red <= 6 or (event.get("dice") and red not in event["dice"]):
        raise RuleViolation("CK-BARB-1", _("the red die cannot show {red} in a roll of {total}", red=red,
                                           total=total), _("the red die is one of the two dice: 1–6"))
    draws = dict(event.get("progress", {}))
    if attacks_now(state, event):
        _check_attack(state, event, draws)
    elif event.get("lose"):
        raise RuleViolation("CK-BARB-4", _("no barbarian attack on this roll: no city is lost"),
                            _("leave lose out"))
    if face in data.GATES:
        _check_gate(state, face, red, draws)
    if draws:
        raise RuleViolation("CK-PROG-2", _("no progress card is due to {players} on this roll",
                                           players=listing(sorted(draws))), _("leave them out"))
    return []


def _check_attack(state: CKState, event: dict, draws: dict) -> None:
    lost = list(event.get("lose", []))
    if strength(state) > sum(contributions(state).values()):
        for name in losers(state):
            mine = plain_cities(state, name)
            named = [c for c in lost if c in mine]
            if len(named) > 1 or (not named and len(mine) > 1):
                raise RuleViolation("CK-BARB-4", _("{player} loses one city to the barbarians: which one?",
                                                   player=name),
                                    _("one of {corners}: roll … lose CORNER", corners=listing(mine)))
            for c in named:
                lost.remove(c)
        if lost:
            raise RuleViolation("CK-BARB-4", _("{corners}: no city the barbarians take",
                                               corners=listing(lost)),
                                _("the weakest defenders with a plain city: {players}",
                                  players=listing(losers(state), _("nobody"))))
        return
    if event.get("lose"):
        raise RuleViolation("CK-BARB-4", _("the knights hold off the barbarians: no city is lost"),
                            _("leave lose out"))
    top = defenders(state)
    if len(top) > 1:
        for name in top:
            if not may_draw(state, name):                    # a full hand or empty decks: no card (CK-PROG-2)
                continue
            chosen = draws.pop(name, {})
            if sum(chosen.values()) != 1 or set(chosen) - set(data.TRACKS):
                raise RuleViolation("CK-BARB-5", _("{player} shares the best defence and draws one progress card "
                                                   "of a deck of their choice", player=name),
                                    _("roll … progress {player} science|trade|politics", player=name))
            _check_draw(state, name, next(iter(chosen)), "CK-BARB-5")


def _check_gate(state: CKState, face: str, red: int, draws: dict) -> None:
    deck = data.GATES[face]
    for name in entitled(state, face, red):
        chosen = draws.pop(name, None)
        if chosen is None:
            if may_draw(state, name, deck):
                raise RuleViolation("CK-PROG-2", _("{player} draws a progress card of the {deck} deck (red {red})",
                                                   player=name, deck=Term("deck", deck), red=red),
                                    _("roll … progress {player} {deck}", player=name, deck=Term("deck", deck)))
            continue
        if chosen != {deck: 1}:
            raise RuleViolation("CK-PROG-2", _("the {face} gate gives {player} one card of the {deck} deck",
                                               face=Term("gate", face), player=name, deck=Term("deck", deck)),
                                _("roll … progress {player} {deck}", player=name, deck=Term("deck", deck)))
        _check_draw(state, name, deck, "CK-PROG-2")


def may_draw(state: CKState, name: str, deck: str | None = None) -> bool:
    """Whether ``name`` can take a progress card (of ``deck``, or of any deck): below the hand limit, cards left."""
    decks = [deck] if deck else list(data.TRACKS)
    return (sum(state.progress[name].values()) < data.progress()["hand_limit"]
            and any(state.deck_left(d) for d in decks))


def _check_draw(state: CKState, name: str, deck: str, rule: str) -> None:
    if sum(state.progress[name].values()) >= data.progress()["hand_limit"]:
        raise RuleViolation("CK-PROG-2", _("{player} already holds {count} progress cards, the most allowed",
                                           player=name, count=data.progress()["hand_limit"]),
                            _("play one first"))
    if not state.deck_left(deck):
        raise RuleViolation(rule, _("the {deck} deck is empty", deck=Term("deck", deck)), _("another deck"))


def resolve(state: CKState, event: dict, out: Outcome) -> None:
    """The event die, before production (CK-BARB-1…6, CK-PROG-2)."""
    face = event["event"]
    draws = dict(event.get("progress", {}))
    if face == "ship":
        if attacks_now(state, event):
            _attack(state, event, draws, out)
        else:
            state.barbarians += 1
            out.say("The barbarians sail on: {at} of {track} (CK-BARB-1).", at=state.barbarians, track=track(state))
    for name, chosen in draws.items():
        for deck in chosen:
            draw(state, name, deck)
            out.say("{player} draws a progress card of the {deck} deck (CK-PROG-2).", player=name,
                    deck=Term("deck", deck))


def draw(state: CKState, name: str, deck: str) -> None:
    state.progress[name][deck] += 1


def _attack(state: CKState, event: dict, draws: dict, out: Outcome) -> None:
    attack, given = strength(state), contributions(state)
    defence = sum(given.values())
    out.say("The barbarians attack: {attack} cities against {defence} in active knights (CK-BARB-2, CK-BARB-3).",
            attack=attack, defence=defence)
    if attack > defence:
        names = losers(state)
        named = set(event.get("lose", []))
        for name in names:
            mine = plain_cities(state, name)
            city = next(c for c in mine if c in named) if len(mine) > 1 else mine[0]
            pillage(state, name, city)
            out.say("{player} loses the city on {at}: it is a settlement again (CK-BARB-4).", player=name, at=city)
        if not names:
            out.say("Nobody has a plain city to lose (CK-BARB-4).")
    else:
        top = defenders(state)
        if not top:
            out.say("No knight defended: nobody is rewarded (CK-BARB-5).")
        elif len(top) == 1:
            state.defender[top[0]] += 1
            out.say("{player} is the Defender of Catan (+{points} VP, CK-BARB-5).", player=top[0],
                    points=data.barbarians()["defender_points"])
        else:
            out.say("{players} tie for the best defence: a progress card each instead (CK-BARB-5).",
                    players=listing(top))
    for corner, knight in state.knights.items():
        if not state.stays_after_attack(corner):
            knight.active = False
    out.say("Every knight is inactive after the attack (CK-BARB-6).")
    state.barbarians = 0
    state.attacks += 1


def pillage(state: CKState, name: str, corner: str) -> None:
    """A city reduced to a settlement; its wall goes with it (ruling CK-BARB-4)."""
    player = state.by_name[name]
    player.cities.discard(corner)
    player.settlements.add(corner)
    state.occupant[corner] = (name, "settlement")
    state.walls.discard(corner)
