"""Reading what people type (``move 3c:4``, ``plunder Trier action loss draws diplomat``) into events."""

from __future__ import annotations

from referee.core.bag import parse_bag
from referee.core.dice import check_roll
from referee.core.errors import NotationError
from referee.core.i18n import N_, Term, _, translate
from referee.core.numbers import number, numeric
from referee.core.players import is_player, player_name
from referee.core.vocab import fold, keyword, phrases, sections
from referee.games.rome import movement
from referee.games.rome.state import RomeState
from referee.games.rome.vocab import CARDS, FACES, GOODS, PASTURE, PIECES, RESOURCES, TRIBES

EXAMPLES = {
    "start": N_("start horsemen X1 warriors X2 pasture horse (without a map: horsemen X1 h1=fields:8:beyond h2 …)"),
    "legionnaire": N_("legionnaire HEX [VICTIM CARD | VICTIM N gold]"),
    "roll": N_("roll 8, roll 3 5, roll 9 Anna horse Ben cattle"),
    "trade": N_("trade Ben give 1 ore get 1 grain; trade bank 3 ore for grain | horse | pasture (face down)"),
    "build": N_("build army | build wagon horsemen | build card diplomat [joker cattle]"),
    "buy": N_("buy diplomat [joker cattle]"),
    "play": N_("play diplomat HEX [VICTIM CARD] | play leader horse cattle | play treasure_goths"),
    "move": N_("move DEST [via A B …] [arrows land sea] [touching h1=fields:8 h2 …] [pay 1 grain 3 gold] [leader]"),
    "plunder": N_("plunder CITY [loss] [pasture] [action] [gold] [draws horse|CARD] [traitor]"),
    "conquer": N_("conquer CITY [traitor] [from CITY arrows land] [touching h1 h2 …]"),
    "pass": N_("pass [gold | grain | ore | horse | cattle]"),
    "end": N_("end"),
    "reveal": N_("reveal feudalism | reveal treasure_goths 2 (action cards drawn face down)"),
}
NO_ARROW = ("none", "no", "0", "zadna", "zadne")    # `arrows none`: a route that crosses no arrow
KEYWORDS = {"via", "arrows", "touching", "touch", "pay", "leader", "traitor", "from", "draws", "draw", "returns",
            "pasture", "joker", "give", "get", "for"}


START_PART = {"horsemen": Term("tribe", "horsemen"), "warriors": Term("tribe", "warriors"),
              "pasture": Term("goods", "pasture")}         # what a start names, as a refusal says it


def example(verb: str) -> str:
    """``e.g. build army | …``: the verb's example, in the language in use, for a refusal's second half."""
    return _("e.g. {example}", example=translate(EXAMPLES[verb]))


def pasture_card(text: str) -> str:
    card = RESOURCES.resolve(text)
    if card not in PASTURE:
        raise NotationError(_("'{text}' is no pasture card", text=text), _("horse or cattle (the card drawn)"))
    return card


def goods(words: list[str]) -> dict[str, int]:
    return parse_bag(" ".join(words), GOODS)


def parse(state: RomeState, verb: str, words: list[str], player: str | None) -> dict:
    who = player_name(state, player) if player else None
    handler = PARSERS.get(verb)
    facts = state.facts           # 'plunder Augusta Vindelicum', 'play poklad Gótů' without quotes
    words = phrases(words, CARDS, PIECES, TRIBES, GOODS, FACES, facts.map.cities if facts.map else facts.cities)
    if handler is None:
        raise NotationError(_("rome has no verb '{verb}'", verb=verb), _("verbs: {verbs}", verbs=", ".join(EXAMPLES)))
    try:
        event = handler(state, words)
    except IndexError:
        raise NotationError(_("'{words}' is incomplete", words=f"{verb} {' '.join(words)}"),
                            example(verb)) from None
    event["player"] = who or event.get("player") or (state.current.name if state.current else state.players[0].name)
    if verb == "move":
        complete_move(state, event)
    return event


def _start(state, words):
    head, parts = sections(words, {"horsemen", "warriors", "horseman", "warrior", "pasture", "jezdci", "pesaci",
                                   "jizdni", "pesi", "reiter", "krieger"})
    event = {"kind": "start"}
    for key, rest in parts.items():
        if key == "pasture":
            event["pasture"] = pasture_card(rest[0])
            continue
        tribe = TRIBES.resolve(key)
        event[tribe] = rest[0]
        if rest[1:]:
            event[f"{tribe}_touch"] = rest[1:]
    for word in head:
        event["pasture"] = pasture_card(word)
    for key in ("horsemen", "warriors"):                # without a pasture card: drawn face down
        if key not in event:
            raise NotationError(_("start needs the {key}", key=START_PART[key]), example('start'))
    return event


def _legionnaire(state, words, kind="legionnaire"):
    if not words:
        raise NotationError(_("where does the legionnaire go?"), example('legionnaire'))
    event = {"kind": kind, "to": words[0]}
    _theft(state, event, words[1:])
    return event


def _theft(state, event, rest):
    if not rest:
        return
    event["victim"] = player_name(state, rest[0])
    rest = rest[1:]
    if not rest:
        return
    if any(GOODS.resolve(w) == "gold" for w in rest if not numeric(w)):
        bag = goods(rest)
        event["gold"] = bag.get("gold", 0)
    else:
        event["stolen"] = RESOURCES.resolve(rest[0])


def _roll(state, words):
    numbers = []
    while words and numeric(words[0].replace("+", "")) and len(numbers) < 2:
        numbers += [number(t, _("the roll"), "roll 8") for t in words[0].split("+") if t]
        words = words[1:]
    if not numbers or len(numbers) > 2:
        raise NotationError(_("roll takes the total, or the two dice"), example('roll'))
    event = {"kind": "roll", "total": sum(numbers)}
    if len(numbers) == 2:
        event["dice"] = numbers
    check_roll(event["total"], event.get("dice"))
    head, parts = sections(words, {"returns"})
    if head:
        event["pasture"] = _named_cards(state, head)
    if "returns" in parts:      # pasture cards; grain and ore where a card stolen unseen hides a hand
        event["returns"] = _named_cards(state, parts["returns"], card_of=RESOURCES.resolve)
    return event


def _named_cards(state, words, card_of=pasture_card) -> list[str]:
    """``Anna horse Ben cattle cattle`` → ["Anna=horse", "Ben=cattle", "Ben=cattle"]."""
    out, name = [], None
    for word in words:
        if "=" in word:
            n, _eq, card = word.partition("=")
            out.append(f"{player_name(state, n)}={card_of(card)}")
        elif is_player(state.by_name, word):
            name = player_name(state, word)
        elif name is None:
            raise NotationError(_("whose card is '{word}'?", word=word),
                                _("name the player before his cards: Anna horse Ben cattle"))
        else:
            out.append(f"{name}={card_of(word)}")
    return out


def _trade(state, words):
    if words and words[0].lower() == "with":
        words = words[1:]
    if not words:
        raise NotationError(_("trade with whom?"), example('trade'))
    bank = fold(words[0]) in ("bank", "banka")
    event = {"kind": "bank"} if bank else {"kind": "trade", "with": player_name(state, words[0])}
    head, parts = sections(words[1:], {"give", "get", "for"})
    if "give" in parts and "get" in parts:
        give, get = parts["give"], parts["get"]
    elif "for" in parts:
        give, get = head, parts["for"]
    else:
        raise NotationError(_("say what is given and what is got"), example('trade'))
    unnamed, named = 0, []
    for word in get if bank else ():     # 'for pasture': the top pasture card, drawn face down ('pass pasture')
        if fold(word) in UNNAMED_PASTURE:
            unnamed += number(named.pop(), _("a number of cards"), "trade bank 3 ore for 2 pasture") \
                if named and numeric(named[-1]) else 1
        else:
            named.append(word)
    event.update(give=goods(give), get=goods(named if bank else get) if named or not bank else {})
    if unnamed:
        event["get"]["pasture"] = unnamed
    return event


UNNAMED_PASTURE = ("pasture", "pastvina", "pastvinu", "pastviny", "pastvin", "weide")


def _build(state, words):
    head, parts = sections(words, {"joker"})
    if not head:
        raise NotationError(_("build what?"), example('build'))
    event = {"kind": "build", "piece": PIECES.resolve(head[0])}
    rest = head[1:]
    if event["piece"] == "wagon" and rest:
        event["box"] = TRIBES.resolve(rest[0])
    elif event["piece"] == "card" and rest:
        event["card"] = CARDS.resolve(rest[0])
    elif rest:
        raise NotationError(_("'{words}' after build {piece}", words=" ".join(rest), piece=PIECES.term(event["piece"])),
                            example('build'))
    if "joker" in parts:
        event["joker"] = RESOURCES.resolve(parts["joker"][0])
    return event


def _buy(state, words):
    return _build(state, ["card", *words])


def _play(state, words):
    if not words:
        raise NotationError(_("play which card?"), example('play'))
    card = CARDS.resolve(words[0])
    event = {"kind": "play", "card": card}
    rest = words[1:]
    if card == "diplomat" and rest:
        event["to"] = rest[0]
        _theft(state, event, rest[1:])
    elif card == "great_tribal_leader" and rest:
        event["drew"] = [pasture_card(w) for w in rest]
    elif rest:
        raise NotationError(_("{card} takes nothing more", card=CARDS.term(card)), f"play {CARDS.term(card)}")
    return event


def _move(state, words):
    head, parts = sections(words, {"via", "arrows", "touching", "touch", "pay", "leader"})
    if len(head) != 1:
        raise NotationError(_("move takes the destination crossroads"), example('move'))
    event = {"kind": "move", "to": head[0]}
    if parts.get("via"):
        event["via"] = parts["via"]
    if "arrows" in parts:
        event["arrows"] = [_arrow(w) for w in parts["arrows"] if fold(w) not in NO_ARROW]
    touch = parts.get("touching", []) + parts.get("touch", [])
    if touch:
        event["touch"] = touch
    if "pay" in parts:
        event["pay"] = goods(parts["pay"])
    if "leader" in parts:
        event["card"] = "great_tribal_leader"
    return event


def _arrow(word: str) -> str:
    low = fold(word)
    for kind, aliases in (("land", ("land", "l", "pevninska", "landpfeil")), ("sea", ("sea", "s", "ship", "morska",
                                                                                      "seepfeil", "lod"))):
        if low in aliases:
            return kind
    raise NotationError(_("'{word}' is no arrow", word=word), _("land or sea, in crossing order"))


def complete_move(state: RomeState, event: dict) -> None:
    """With a map: the route the referee proposes, if none is given; the bill, paid grain first if not said."""
    facts = state.facts
    player = state.by_name[event["player"]]
    tribe = player.tribes.get(state.tribe_kind or "")
    if tribe is None or not tribe.at:
        return
    to = facts.crossroads_name(event["to"])
    leader = event.get("card") == "great_tribal_leader"
    if facts.map and "via" not in event and to in facts.map.crossroads and to != tribe.at:
        path = movement.choose_route(facts.map, player, tribe.at, to, free=leader)
        if path[1:-1]:
            event["via"] = path[1:-1]
    if "pay" in event or leader:
        return
    if facts.map:
        via = [facts.crossroads_name(v) for v in event.get("via", [])]
        arrows = movement.path_arrows(facts.map, [tribe.at, *via, to])
    else:
        arrows = event.get("arrows", [])
    payment = movement.default_payment(player, *movement.bill(arrows))
    if payment:
        event["pay"] = payment


def _plunder(state, words):
    """``plunder CITY SYMBOLS… [draws CARD…] [traitor]``: after ``draws`` a pasture card and, when the counter
    shows an action card, the action card drawn (so ``draws traitor`` is a Traitor drawn, a lone ``traitor``
    one played)."""
    if not words:
        raise NotationError(_("plunder which city?"), example('plunder'))
    event = {"kind": "plunder", "city": words[0], "face": []}
    rest = [w for w in words[1:] if fold(w) not in ("blank", "nothing", "none", "prazdna")]
    drawing = False
    for word in rest:
        low = keyword(word, ("draws", "draw", "traitor")) or word.lower()
        if low in ("draws", "draw"):
            drawing = True
        elif drawing and word in RESOURCES and "pasture" not in event:
            event["pasture"] = pasture_card(word)
        elif drawing and "action" in event["face"] and "action" not in event and word in CARDS:
            event["action"] = CARDS.resolve(word)
        elif low == "traitor":
            event["card"] = "traitor"
        elif drawing:
            raise NotationError(_("'{word}' is not a card the counter brings", word=word), example('plunder'))
        else:
            event["face"].append(FACES.resolve(word))
    return event


def _conquer(state, words):
    head, parts = sections(words, {"traitor", "from", "arrows", "touching", "touch"})
    if len(head) != 1:
        raise NotationError(_("conquer which city?"), example('conquer'))
    event = {"kind": "conquer", "city": head[0]}
    if "traitor" in parts:
        event["card"] = "traitor"
    if parts.get("from"):
        event["from"] = parts["from"][0]
    if parts.get("arrows"):
        event["arrows"] = [_arrow(w) for w in parts["arrows"]]
    touch = parts.get("touching", []) + parts.get("touch", [])
    if touch:
        event["touch"] = touch
    return event


def _pass(state, words):
    event = {"kind": "pass"}
    pasture = any(fold(w) == "pasture" for w in words)
    words = [w for w in words if not numeric(w) and fold(w) not in ("pasture", "card")]
    if pasture and not words:                  # 'pass pasture': the top pasture card, drawn face down
        return {**event, "take": "pasture"}
    if len(words) > 1:
        raise NotationError(_("pass takes what the idle tribe takes"), example('pass'))
    if words:
        event["take"] = GOODS.resolve(words[0])
    return event


def _reveal(state, words):
    if not words or len(words) > 2:
        raise NotationError(_("reveal takes the card and how many"), example('reveal'))
    event = {"kind": "reveal", "card": CARDS.resolve(words[0])}
    if len(words) == 2:
        event["count"] = number(words[1], _("a number of cards"), "reveal treasure_goths 2")
    return event


def _end(state, words):
    if words:
        raise NotationError(_("end takes nothing"), _("end"))
    return {"kind": "end"}


PARSERS = {"start": _start, "legionnaire": _legionnaire, "robber": _legionnaire, "roll": _roll, "trade": _trade,
           "build": _build, "buy": _buy, "play": _play, "move": _move, "plunder": _plunder, "conquer": _conquer,
           "pass": _pass, "end": _end, "reveal": _reveal}
