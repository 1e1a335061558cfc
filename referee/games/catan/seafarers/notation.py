"""What the table types for Seafarers: ``build ship 2e:5``, ``move 2e:5 3e:1``, ``pirate 3e Ben wool``,
``roll 9 gold Anna 1 ore Ben 1 wool``, ``play road_building 2b:3 ship 2e:5``; the rest is the base game's."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.core.numbers import number, numeric
from referee.core.players import is_player, player_name
from referee.core.vocab import fold, phrases
from referee.games.catan import notation
from referee.games.catan.notation import resource_bag
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import CARDS, RESOURCES, SEA_PIECES

GOLD = ("gold", "zlato")           # the word before the gold field's choices, as the table types it
DECLINE = ("none", "nothing", "nic", "zadne")    # a discoverer who takes no reward (TDE-ISLANDS-4)


def _build(state: CatanState, words: list[str]) -> dict:
    if len(words) != 2:
        raise NotationError(_("build takes a piece and a place"), _("e.g. build ship 2e:5, build road 3e:3"))
    return {"piece": SEA_PIECES.resolve(words[0]), "at": words[1]}


def _move(state: CatanState, words: list[str]) -> dict:
    if words and words[0] in SEA_PIECES and SEA_PIECES.resolve(words[0]) == "ship":
        words = words[1:]
    words = [w for w in words if w.lower() not in ("to", "na")]
    if len(words) != 2:
        raise NotationError(_("move takes the ship's path and the path it goes to"), _("e.g. move 2e:5 3e:1"))
    return {"kind": "move_ship", "from": words[0], "to": words[1]}


def _pirate(state: CatanState, words: list[str], goods=RESOURCES) -> dict:
    event: dict = {"kind": "pirate"}
    notation._robber_fields(state, event, words, _("pirate 3e [VICTIM [CARD]]"), goods)
    return event


def gold_choices(state: CatanState, words: list[str]) -> dict[str, dict[str, int]]:
    """``Anna 1 ore Ben 1 wool 1 grain``: a player's name, then the cards of his choice."""
    chosen: dict[str, list[str]] = {}
    name = None
    for word in words:
        if is_player(state.by_name, word):
            name = player_name(state, word)
            chosen.setdefault(name, [])
        elif name is None:
            raise NotationError(_("gold: name the player first"), _("e.g. roll 9 gold Anna 1 ore Ben 1 wool"))
        else:
            chosen[name].append(word)
    return {n: resource_bag(w) for n, w in chosen.items()}


def parse(state: CatanState, verb: str, words: list[str], player: str | None, goods=RESOURCES) -> dict:
    """``goods``: the cards a hand holds (Cities & Knights: commodities too), as the base game's parse takes them."""
    words = phrases(words, CARDS, SEA_PIECES, RESOURCES)     # 'play stavba silnic …' without quotes
    lowered = [fold(w) for w in words]
    gold = [i for i, w in enumerate(lowered) if w in GOLD]
    if verb == "roll" and gold:
        at = gold[0]
        event = notation.parse(state, verb, words[:at], player)
        event["gold"] = gold_choices(state, words[at + 1:])
        return event
    if verb == "build" and words and words[0] in SEA_PIECES and SEA_PIECES.resolve(words[0]) == "ship":
        return {"kind": "build", **_build(state, words), "player": _who(state, player)}
    if verb == "move":
        return {**_move(state, words), "player": _who(state, player)}
    if verb == "pirate":
        return {**_pirate(state, words, goods), "player": _who(state, player)}
    if verb == "discover":
        return {**_discover(words), "player": _waiting(state, player)}
    if verb == "play" and words and words[0] in CARDS and CARDS.resolve(words[0]) == "road_building":
        return {"kind": "play", "card": "road_building", **_pieces(words[1:]), "player": _who(state, player)}
    return notation.parse(state, verb, words, player, goods)


def _pieces(words: list[str]) -> dict[str, list[str]]:
    """``2b:3 ship 2e:5``: paths, each a road unless ``ship`` (or ``road``) names the piece before it."""
    out: dict[str, list[str]] = {}
    kind = "road"
    for word in words:
        if word in SEA_PIECES and SEA_PIECES.resolve(word) in ("road", "ship"):
            kind = SEA_PIECES.resolve(word)
            continue
        out.setdefault("roads" if kind == "road" else "ships", []).append(word)
        kind = "road"
    return out or {"roads": []}


def _discover(words: list[str]) -> dict:
    """``4f forest 9`` (SEA-FOG-1); a gold field adds the resource chosen: ``4f gold 9 ore``; ``none`` after the
    number declines the reward (TDE-ISLANDS-4: ``take = {}``)."""
    if len(words) < 2:
        raise NotationError(_("discover takes the hex and what turned up"),
                            _("e.g. discover 4f forest 9, discover 4f sea, discover 4f gold 9 ore"))
    event: dict = {"kind": "discover", "hex": words[0], "terrain": words[1]}
    rest = words[2:]
    if rest and numeric(rest[0]):
        event["number"] = number(rest[0], _("the number token"), "discover 4f forest 9")
        rest = rest[1:]
    if len(rest) == 1 and fold(rest[0]) in DECLINE:
        event["take"] = {}
    elif rest:
        event["take"] = resource_bag(rest)
    return event


def _waiting(state, player: str | None) -> str:
    """The player a discovery or treasure waits for (the one whose piece reached it), else the current one."""
    if player:
        return player_name(state, player)
    pending = getattr(state, "pending", None)
    return pending[0][1] if pending else state.current.name


def _who(state: CatanState, player: str | None) -> str:
    return player_name(state, player) if player else state.current.name
