"""Reading what people type (``build road 3e:3``, ``trade Ben give 2 wool get ore``) into events."""

from __future__ import annotations

import re

from referee.core.bag import parse_bag
from referee.core.dice import check_roll
from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import _, terms
from referee.core.numbers import number
from referee.core.players import is_player, player_name
from referee.core.vocab import Vocabulary, phrases, sections
from referee.games.catan import private
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import CARDS, PIECES, RESOURCES


def resource_bag(words: list[str] | str, goods: Vocabulary = RESOURCES) -> dict[str, int]:
    """A bag of resources (``goods``: the cards a hand may hold, Cities & Knights' commodities too); a development
    card named here is CATAN-TRADE-4."""
    text = words if isinstance(words, str) else " ".join(words)
    for word in re.findall(r"[^\W\d]+", text):
        if word.lower() not in ("and", "a") and word not in goods and word in CARDS:
            raise RuleViolation("CATAN-TRADE-4", _("'{word}' is a development card; only resource cards are traded",
                                                   word=word), terms(goods.what, goods))
    return parse_bag(text, goods)


def parse(state: CatanState, verb: str, words: list[str], player: str | None, goods: Vocabulary = RESOURCES) -> dict:
    """``goods``: the cards a hand holds, as discards, trades and thefts name them (Cities & Knights: commodities
    too)."""
    who = player_name(state, player) if player else None
    words = phrases(words, CARDS, PIECES, RESOURCES)   # 'play stavba silnic …' without quotes
    words, told = private.split(verb, words)
    event: dict = {"kind": verb}
    if verb == "roll":
        text = " ".join(words).replace("+", " ").split()
        if not text or len(text) > 2:
            raise NotationError(_("roll takes the total, or the two dice"), _("e.g. roll 8, or roll 3 5"))
        nums = [number(t, _("the roll"), "roll 8") for t in text]
        if len(nums) == 2:
            event.update(total=sum(nums), dice=nums)
        else:
            event["total"] = nums[0]
        check_roll(event["total"], event.get("dice"))
    elif verb == "build":
        if len(words) != 2:
            raise NotationError(_("build takes a piece and a place"),
                                _("e.g. build settlement 2c:6, build road 3e:3"))
        event.update(piece=PIECES.resolve(words[0]), at=words[1])
    elif verb == "buy":
        if len(words) > 1:
            raise NotationError(_("buy takes the card actually drawn, or nothing for a card drawn face down"),
                                _("e.g. buy knight, or buy"))
        if words:
            event["card"] = CARDS.resolve(words[0])
    elif verb == "reveal":
        if not 1 <= len(words) <= 2:
            raise NotationError(_("reveal takes the card and how many"), _("e.g. reveal victory_point 2"))
        event["card"] = CARDS.resolve(words[0])
        if len(words) == 2:
            event["count"] = number(words[1], _("a number of cards"), "reveal victory_point 2")
    elif verb == "discard":
        if words and is_player(state.by_name, words[0]):
            who, words = player_name(state, words[0]), words[1:]
        if who is None:
            if len(state.owed) != 1:
                raise NotationError(_("who discards?"), _("discard NAME CARDS; waiting for {players}",
                                                          players=", ".join(state.owed) or _("nobody")))
            who = next(iter(state.owed))
        if len(words) == 1 and words[0].isascii() and words[0].isdigit():   # only how many: discarded unseen
            event["count"] = number(words[0], _("a number of cards"), "discard Ben 4")
        else:
            event["cards"] = resource_bag(words, goods)
    elif verb == "robber":
        _robber_fields(state, event, words, _("robber 3e [VICTIM [CARD]]"), goods)
    elif verb == "play":
        if not words:
            raise NotationError(_("play which card?"), terms(CARDS.what, [c for c in CARDS if c != "victory_point"]))
        card = CARDS.resolve(words[0])
        event["card"] = card
        rest = words[1:]
        if card == "knight":
            _robber_fields(state, event, rest, _("play knight 3e [VICTIM [CARD]]"))
        elif card == "road_building":
            event["roads"] = rest
        elif card == "year_of_plenty":
            event["take"] = resource_bag(rest)
        elif card == "monopoly":
            if "--got" in rest[:-1]:            # what each other player handed over (referee play … --got)
                at = rest.index("--got")
                event["got"] = parse_got(state, rest[at + 1])
                rest = rest[:at] + rest[at + 2:]
            if len(rest) != 1:
                raise NotationError(_("Monopoly names one resource"), _("e.g. play monopoly wool"))
            event["resource"] = RESOURCES.resolve(rest[0])
    elif verb == "trade":
        if words and words[0].lower() == "with":
            words = words[1:]
        if not words:
            raise NotationError(_("trade with whom?"), _("trade Ben give 1 ore get 1 brick"))
        event["with"] = player_name(state, words[0])
        give, get = _give_get(words[1:], _("trade Ben give 1 ore get 1 brick"), goods)
        event.update(give=give, get=get)
    elif verb == "maritime":
        give, get = _give_get(words, _("maritime 4 ore for 1 wool"))
        event.update(give=give, get=get)
    elif verb == "end":
        if words:
            raise NotationError(_("end takes nothing"), "end")
    else:
        raise NotationError(_("catan has no verb '{verb}'", verb=verb))
    event["player"] = who or _default_player(state)
    if told:
        event["seen_by"] = private.witnesses(event)
    return event


def parse_got(state: CatanState, text: str) -> dict[str, int]:
    """``Anna=2,Ben=0``: player → cards handed over to a Monopoly."""
    got: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, count = part.partition("=")
        if not sep:
            raise NotationError(_("--got takes NAME=COUNT pairs, not '{part}'", part=part), _("e.g. --got Anna=2,Ben=0"))
        got[player_name(state, name.strip())] = number(count.strip(), _("a number of cards"), "--got Anna=2,Ben=0")
    return got


def _default_player(state: CatanState) -> str:
    return state.current.name


def _give_get(words: list[str], example: str, goods: Vocabulary = RESOURCES) -> tuple[dict, dict]:
    head, parts = sections(words, ("give", "get", "for"))      # dá, dostane, za as well
    if set(parts) == {"give", "get"} and not head:
        give, get = parts["give"], parts["get"]
    elif set(parts) == {"for"}:
        give, get = head, parts["for"]
    else:
        raise NotationError(_("say what is given and what is got"), _("e.g. {example}", example=example))
    return resource_bag(give, goods), resource_bag(get, goods)


def _robber_fields(state: CatanState, event: dict, words: list[str], example: str,
                   goods: Vocabulary = RESOURCES) -> None:
    if not words or len(words) > 3:
        raise NotationError(_("where does the robber go?"), _("e.g. {example}", example=example))
    event["to"] = words[0]
    if len(words) >= 2:
        event["victim"] = player_name(state, words[1])
    if len(words) == 3:
        event["stolen"] = goods.resolve(words[2])
