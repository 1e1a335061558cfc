"""What the table types with Cities & Knights: ``roll 8 red 3 ship [lose 3e:4] [progress Anna science]`` (the
``--red`` and ``--event`` spellings too, after ``--``), ``knight build 3e:4``, ``knight move 3e:4 3e:6``, ``knight
displace 3e:4 2d:2 [PLACE]``, ``knight chase 3e:4 2c [VICTIM [CARD]]``, ``improve politics [CORNER]``, ``progress
CARD …``, ``build wall 3e:4``; the rest is Seafarers'."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.i18n import Term, _
from referee.core.numbers import number
from referee.core.players import is_player, player_name
from referee.core.vocab import fold
from referee.core.bag import parse_bag
from referee.games.catan.cities_knights.vocab import (ACTIONS, BANK, CK_PIECES, FACE_ALIASES, FACES, GOODS,
                                                      PROGRESS_CARDS, TRACKS)
from referee.games.catan.seafarers import notation as sea

RED = ("--red", "red", "cervena", "červená", "--cervena")
EVENT = ("--event", "event", "udalost", "událost", "--udalost")
LOSE = ("lose", "--lose", "ztrati", "ztratí")
PROGRESS = ("progress", "--progress", "pokrok")
GOLD = sea.GOLD
EXAMPLE = "roll 8 red 3 ship"


def _roll(state, words: list[str], player: str | None) -> dict:
    faces = {fold(a) for name in FACES.names for a in (name, *FACE_ALIASES[name])}
    hard = {fold(m) for m in (*RED, *EVENT, *LOSE, *PROGRESS, *GOLD)}      # ends a list of corners or draws
    marks = hard | faces
    head = []
    for w in words:
        if fold(w) in marks:
            break
        head.append(w)
    event = sea.parse(state, "roll", head, player)
    rest = words[len(head):]
    lose: list[str] = []
    progress: dict[str, dict[str, int]] = {}
    i = 0
    while i < len(rest):
        word = fold(rest[i])
        if word in {fold(m) for m in RED}:
            if i + 1 >= len(rest):
                raise NotationError(_("red takes the red die's value"), _("e.g. {example}", example=EXAMPLE))
            event["red"] = number(rest[i + 1], _("the red die"), EXAMPLE)
            i += 2
        elif word in {fold(m) for m in EVENT}:
            if i + 1 >= len(rest):
                raise NotationError(_("event takes the event die's face"), _("ship, green, yellow or blue"))
            event["event"] = FACES.resolve(rest[i + 1])
            i += 2
        elif word in {fold(m) for m in LOSE}:
            i += 1
            while i < len(rest) and fold(rest[i]) not in marks:
                lose.append(rest[i])                 # corners: a face word ends them
                i += 1
        elif word in faces:
            event["event"] = FACES.resolve(rest[i])
            i += 1
        elif word in {fold(m) for m in GOLD}:
            i += 1
            start = i
            while i < len(rest) and fold(rest[i]) not in marks:
                i += 1
            event["gold"] = sea.gold_choices(state, rest[start:i])
        elif word in {fold(m) for m in PROGRESS}:
            i += 1
            name = None
            while i < len(rest) and fold(rest[i]) not in hard:        # a deck may be named by its colour
                if is_player(state.by_name, rest[i]):
                    name = player_name(state, rest[i])
                elif name is None:
                    raise NotationError(_("progress: name the player first"),
                                        _("e.g. roll 5 red 2 green progress Anna science"))
                else:
                    deck = TRACKS.resolve(rest[i])
                    progress.setdefault(name, {})[deck] = progress.get(name, {}).get(deck, 0) + 1
                i += 1
        else:
            raise NotationError(_("roll: '{word}' is not understood here", word=rest[i]),
                                _("e.g. {example}", example=EXAMPLE))
    if "red" not in event or "event" not in event:
        raise NotationError(_("with Cities & Knights a roll names the red die and the event die"),
                            _("e.g. {example}", example=EXAMPLE))
    if lose:
        event["lose"] = lose
    if progress:
        event["progress"] = progress
    return event


def _knight(state, words: list[str], player: str | None) -> dict:
    if len(words) < 2:
        raise NotationError(_("knight takes an action and the knight's intersection"),
                            _("e.g. knight build 3e:4, knight move 3e:4 3e:6"))
    action = ACTIONS.resolve(words[0])
    event: dict = {"kind": "knight", "action": action, "at": words[1]}
    rest = [w for w in words[2:] if fold(w) not in ("to", "na")]
    wants = {"build": 0, "promote": 0, "activate": 0, "move": 1, "displace": 2, "chase": 3}[action]
    if action in ("move", "displace", "chase") and not rest or len(rest) > wants:
        raise NotationError(_("knight {action}: too many or too few places", action=action),
                            _("e.g. knight build 3e:4 | move 3e:4 3e:6 | displace 3e:4 2d:2 [PLACE] | "
                              "chase 3e:4 2c [VICTIM [CARD]]"))
    if rest:
        event["to"] = rest[0]
    if action == "displace" and len(rest) == 2:
        event["place"] = rest[1]
    if action == "chase":
        if len(rest) >= 2:
            event["victim"] = player_name(state, rest[1])
        if len(rest) == 3:
            event["stolen"] = GOODS.resolve(rest[2])
    event["player"] = player_name(state, player) if player else state.current.name
    return event


def _improve(state, words: list[str], player: str | None) -> dict:
    if not 1 <= len(words) <= 2:
        raise NotationError(_("improve takes a track and, for a metropolis, its city"),
                            _("e.g. improve politics, improve science 3e:4"))
    event: dict = {"kind": "improve", "track": TRACKS.resolve(words[0])}
    if len(words) == 2:
        event["at"] = words[1]
    event["player"] = player_name(state, player) if player else state.current.name
    return event


FROM, PAID, POINTS, NOTE = ("from", "od", "z"), ("paid", "platí", "plati"), ("points", "body"), ("note", "pozn")


def _progress(state, words: list[str], player: str | None) -> dict:
    """``irrigation`` | ``inventor 2c 3d`` | ``deserter 3c:6 [PLACE]`` | ``intrigue 3c:6 [PLACE]`` | any other card
    with what it did: ``from Ben 2 wool``, ``from bank 1 ore``, ``paid 1 grain``, ``points 1``, ``note TEXT``."""
    if not words:
        raise NotationError(_("progress takes the card played"), _("e.g. progress irrigation, progress inventor 2c 3d"))
    card = PROGRESS_CARDS.resolve(words[0])
    event: dict = {"kind": "progress", "card": card}
    rest = words[1:]
    if card == "inventor":
        event["hexes"] = rest
    elif card in ("deserter", "intrigue"):
        if not 1 <= len(rest) <= 2:
            raise NotationError(_("{card} takes the knight's intersection and where a knight goes",
                                  card=Term("progress card", card)), _("e.g. progress intrigue 3c:6 3c:10"))
        event["at"] = rest[0]
        if len(rest) == 2:
            event["place"] = rest[1]
    elif card != "irrigation":
        _typed(state, event, rest)
    elif rest:
        raise NotationError(_("irrigation takes nothing more"), "progress irrigation")
    event["player"] = player_name(state, player) if player else state.current.name
    return event


def _typed(state, event: dict, words: list[str]) -> None:
    keys = {fold(k): k for k in (*FROM, *PAID, *POINTS, *NOTE)}
    i = 0
    while i < len(words):
        key = fold(words[i])
        if key in {fold(k) for k in NOTE}:
            event["note"] = " ".join(words[i + 1:])
            return
        j = i + 1
        while j < len(words) and fold(words[j]) not in keys:
            j += 1
        part = words[i + 1:j]
        if key in {fold(k) for k in FROM} and part:
            source = "bank" if fold(part[0]) in BANK else player_name(state, part[0])
            bag = parse_bag(part[1:], GOODS)
            event.setdefault("gained", {})[source] = bag
        elif key in {fold(k) for k in PAID}:
            event["paid"] = parse_bag(part, GOODS)
        elif key in {fold(k) for k in POINTS} and len(part) == 1:
            event["points"] = number(part[0], _("the points"), "points 1")
        else:
            raise NotationError(_("progress: '{word}' is not understood here", word=words[i]),
                                _("from NAME CARDS, from bank CARDS, paid CARDS, points N, note TEXT"))
        i = j


def parse(state, verb: str, words: list[str], player: str | None) -> dict:
    if verb == "progress":
        return _progress(state, words, player)
    if verb == "roll":
        return _roll(state, words, player)
    if verb == "knight":
        return _knight(state, words, player)
    if verb == "improve":
        return _improve(state, words, player)
    if verb == "build" and words and words[0] in CK_PIECES and CK_PIECES.resolve(words[0]) == "wall":
        if len(words) != 2:
            raise NotationError(_("build takes a piece and a place"), _("e.g. build wall 3e:4"))
        return {"kind": "build", "piece": "wall", "at": words[1],
                "player": player_name(state, player) if player else state.current.name}
    if verb in ("discard", "trade", "robber", "pirate"):
        return sea.parse(state, verb, words, player, GOODS)        # commodities are cards of the hand (CK-HAND-1)
    if verb in ("play", "buy", "reveal"):
        raise NotationError(_("Cities & Knights has no development cards (CK-PROG-1)"),
                            _("knight …, improve …, build …"))
    return sea.parse(state, verb, words, player)
