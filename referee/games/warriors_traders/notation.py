"""What the table types → events (canonical names). ``referee VERB WORDS…``; the verbs are in manifest.py."""

from __future__ import annotations

from referee.core.bag import parse_bag
from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.core.numbers import number
from referee.core.players import player_name
from referee.core.vocab import fold, keyword
from referee.games.warriors_traders.state import WTState
from referee.games.warriors_traders.vocab import ACTION_NAMES, ARMY_NAMES, RESOURCE_NAMES, TRACK_NAMES


def parse(state: WTState, verb: str, words: list[str], player: str | None) -> dict:
    who = player_name(state, player) if player else _acting(state, verb, words)
    if verb not in PARSE:
        raise NotationError(_("warriors-and-traders has no verb '{verb}'", verb=verb), ", ".join(PARSE))
    return {"kind": verb, "player": who, **PARSE[verb](state, words, who)}


def _acting(state: WTState, verb: str, words: list[str]) -> str:
    """Who acts when ``--player`` is not given: the one the step waits for. The trade phase has no order
    (WT-TRADE-10): a trade, or a trader's own 'end', is his only while he alone still trades."""
    own_end = verb == "end" and state.options["trade_end"] == "each" and not _everyone(words)
    if state.phase == "trade" and (verb in ("bank", "route", "trade") or own_end) and len(state.queue) > 1:
        raise NotationError(_("the trade phase has no order: who is it?"),
                            _("--player NAME, one of {players}", players=", ".join(state.queue)))
    return state.queue[0] if state.queue else state.players[0].name


def _setup(state, words, who):
    if not words:
        raise NotationError(_("setup names the country and the development tokens"),
                            _("e.g. {example}", example="setup C production=2 military=1"))
    tokens = parse_bag(words[1:], TRACK_NAMES) if words[1:] else {}
    return {"country": state.map.country(words[0]), "tokens": tokens}


def _feed(state, words, who):
    return {"starve": list(words)} if words else {}


def _two_bags(words):
    keys = [keyword(w, ("give", "get")) for w in words]          # typed in English or Czech: get / dostane
    if "get" in keys:
        at = keys.index("get")
        give = [w for w, k in zip(words[:at], keys) if k != "give"]
        return parse_bag(give, RESOURCE_NAMES), parse_bag(words[at + 1:], RESOURCE_NAMES)
    if len(words) == 2:
        return parse_bag(words[:1], RESOURCE_NAMES), parse_bag(words[1:], RESOURCE_NAMES)
    raise NotationError(_("which resources go, which come?"), _("e.g. {example}", example="food=4 get gold=1"))


def _bank(state, words, who):
    give, get = _two_bags(words)
    return {"give": give, "get": get}


def _route(state, words, who):
    if len(words) != 1:
        raise NotationError(_("route names the partner"), _("e.g. {example}", example="route Ben"))
    return {"with": player_name(state, words[0])}


def _trade(state, words, who):
    if len(words) < 2:
        raise NotationError(_("trade names the partner and the resources"),
                            _("e.g. {example}", example="trade Ben goods=3 get weapons=1"))
    give, get = _two_bags(words[1:])
    return {"with": player_name(state, words[0]), "give": give, "get": get}


def _act(state, words, who):
    if not words:
        raise NotationError(_("which action?"), _("upgrade TRACK, army TYPE PROVINCE, fort PROVINCE, "
                                                  "reinforce UNIT TYPE, war PLAYER, pass"))
    action, rest = ACTION_NAMES.resolve(words[0]), words[1:]
    need = {"upgrade": 1, "army": 2, "fort": 1, "reinforce": 2, "war": 1, "pass": 0}[action]
    if len(rest) != need:
        raise NotationError(_("'{action}' takes {count} words", action=action, count=need),
                            _("e.g. {example}", example=EXAMPLES[action]))
    event = {"action": action}
    if action == "upgrade":
        event["track"] = TRACK_NAMES.resolve(rest[0])
    elif action == "army":
        event.update(unit=ARMY_NAMES.resolve(rest[0]), province=state.map.province(rest[1]))
    elif action == "fort":
        event["province"] = state.map.province(rest[0])
    elif action == "reinforce":
        event.update(unit=rest[0], to=ARMY_NAMES.resolve(rest[1]))
    elif action == "war":
        event["target"] = player_name(state, rest[0])
    return event


EXAMPLES = {"upgrade": "act upgrade production", "army": "act army infantry C1", "fort": "act fort C1",
            "reinforce": "act reinforce infantry-1 archers", "war": "act war Ben", "pass": "act pass"}


def _transfer(state, words, who):
    if len(words) != 2:
        raise NotationError(_("transfer names two tracks"), _("e.g. {example}", example="transfer trade production"))
    return {"track": TRACK_NAMES.resolve(words[0]), "to": TRACK_NAMES.resolve(words[1])}


def _move(state, words, who):
    if len(words) < 2:
        raise NotationError(_("move names the unit and the provinces it steps into"),
                            _("e.g. {example}", example="move infantry-1 C3 D2"))
    unit = next((u for u in state.units_of(who) if u.name == words[0]), None)
    where, path = unit and unit.province, []
    for word in words[1:]:
        try:
            path.append(state.map.province(word))
        except NotationError as exc:
            if where is None:
                raise
            raise NotationError(exc.message, _("next to {where}: {provinces}", where=where,
                                               provinces=", ".join(state.map.adjacent[where]))) from None
        where = path[-1]
    return {"unit": words[0], "path": path}


BATTLE_PARTS = ("dealt", "taken", "retreat", "withdraw", "dead")


def _battle(state, words, who):
    if not words:
        raise NotationError(_("battle names the province and the damage"),
                            _("e.g. {example}", example="battle C3 dealt barbarian-army=1 taken infantry-1=1"))
    event: dict = {"province": state.map.province(words[0])}
    part = None
    for word in words[1:]:
        if word in BATTLE_PARTS:
            part = word
            event.setdefault(part, {} if part in ("dealt", "taken") else [])
        elif part in ("dealt", "taken"):
            name, sep, n = word.partition("=")
            if not sep:
                raise NotationError(_("'{word}' is not UNIT=DAMAGE", word=word), "barbarian-army=1")
            event[part][name] = event[part].get(name, 0) + number(n, _("the damage"), "barbarian-army=1")
        elif part:
            event[part].append(word)
        else:
            raise NotationError(_("'{word}' comes before dealt / taken / retreat / withdraw", word=word),
                                "battle C3 dealt barbarian-army=1 taken infantry-1=1")
    event.setdefault("dealt", {})
    event.setdefault("taken", {})
    return event


def _unify(state, words, who):
    if not words:
        raise NotationError(_("unify names the provinces of the unified country"),
                            _("e.g. {example}", example="unify C1 C2 C3 C4"))
    return {"provinces": [state.map.province(w) for w in words]}


def _peace(state, words, who):
    if len(words) != 1:
        raise NotationError(_("peace names the other side of the war"), _("e.g. {example}", example="peace Ben"))
    return {"with": player_name(state, words[0])}


def _buy(state, words, who):
    if len(words) != 1:
        raise NotationError(_("buy names how many VP"), _("e.g. {example}", example="buy 2"))
    return {"vp": number(words[0], _("how many VP"), "buy 2")}


EVERYONE = ("all", "everyone", "vse", "vsichni")      # 'end all': every player still to act (folded)


def _everyone(words: list[str]) -> bool:
    return len(words) == 1 and fold(words[0]) in EVERYONE


def _end(state, words, who):
    """``end``; ``end all`` closes the phase for every player still to act (the event ``close``)."""
    return {"kind": "close"} if _everyone(words) else {}


PARSE = {"setup": _setup, "feed": _feed, "bank": _bank, "route": _route, "trade": _trade, "act": _act,
         "transfer": _transfer, "move": _move, "battle": _battle, "unify": _unify, "peace": _peace, "buy": _buy,
         "end": _end}
