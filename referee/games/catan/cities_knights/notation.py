"""What the table types with Cities & Knights: ``roll 8 --red 3 --event ship [lose 3e:4] [progress Anna science]``,
``knight build 3e:4``, ``knight move 3e:4 3e:6``, ``knight displace 3e:4 2d:2 [PLACE]``, ``knight chase 3e:4 2c
[VICTIM [CARD]]``, ``improve politics [CORNER]``, ``build wall 3e:4``; the rest is Seafarers'."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.core.players import is_player, player_name
from referee.core.vocab import fold
from referee.games.catan import notation as base
from referee.games.catan.cities_knights.vocab import ACTIONS, CK_PIECES, FACES, GOODS, TRACKS
from referee.games.catan.seafarers import notation as sea

RED = ("--red", "red", "cervena", "červená", "--cervena")
EVENT = ("--event", "event", "udalost", "událost", "--udalost")
LOSE = ("lose", "--lose", "ztrati", "ztratí")
PROGRESS = ("progress", "--progress", "pokrok")
EXAMPLE = "roll 8 --red 3 --event ship"


def _roll(state, words: list[str], player: str | None) -> dict:
    folded = [fold(w) for w in words]
    marks = {fold(m) for m in (*RED, *EVENT, *LOSE, *PROGRESS)}
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
            if i + 1 >= len(rest) or not rest[i + 1].isdigit():
                raise NotationError(_("--red takes the red die's value"), _("e.g. {example}", example=EXAMPLE))
            event["red"] = int(rest[i + 1])
            i += 2
        elif word in {fold(m) for m in EVENT}:
            if i + 1 >= len(rest):
                raise NotationError(_("--event takes the event die's face"), _("ship, green, yellow or blue"))
            event["event"] = FACES.resolve(rest[i + 1])
            i += 2
        elif word in {fold(m) for m in LOSE}:
            i += 1
            while i < len(rest) and fold(rest[i]) not in marks:
                lose.append(rest[i])
                i += 1
        elif word in {fold(m) for m in PROGRESS}:
            i += 1
            name = None
            while i < len(rest) and fold(rest[i]) not in marks:
                if is_player(state.by_name, rest[i]):
                    name = player_name(state, rest[i])
                elif name is None:
                    raise NotationError(_("progress: name the player first"),
                                        _("e.g. roll 5 --red 2 --event green progress Anna science"))
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
    del folded
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


def parse(state, verb: str, words: list[str], player: str | None) -> dict:
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
        return _goods(sea.parse, state, verb, words, player)
    if verb in ("play", "buy", "reveal"):
        raise NotationError(_("Cities & Knights has no development cards (CK-PROG-1)"),
                            _("knight …, improve …, build …"))
    return sea.parse(state, verb, words, player)


def _goods(parse, state, verb, words, player):
    """Discards, trades and thefts with commodities: their names read as cards (CK-HAND-1)."""
    saved = base.RESOURCES
    try:
        base.RESOURCES = GOODS
        return parse(state, verb, words, player)
    finally:
        base.RESOURCES = saved
