"""Catan Best Friends — FRIENDS-1…13: favour tokens earned for friendly acts, cashed at the five guilds.

Event kinds: ``favour`` (``guild``: the token drawn for a friendly act; by the player who earned it, at any
moment), ``guild`` (``guild`` cashed, and its fields: merchants ``give`` and ``get`` — up to two 1:1 exchanges
with the bank —, traders ``resource``, road builders ``at``, scholars ``card`` — the development card drawn —,
architects nothing: a Catan chip), ``exchange`` (``returned``: the tokens given back, ``guild``: the one drawn).
The guilds' costs and token counts are :data:`GUILDS`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import Term, _, terms
from referee.core.vocab import Vocabulary
from referee.games.catan import awards, building, development
from referee.games.catan.common import bag_text, card as card_term, holding, listing
from referee.games.catan.state import CatanState, Player


@dataclass(frozen=True)
class Guild:
    tokens: int        # in the box (84 in all)
    cost: int          # tokens of this guild cashed for one favour
    rule: str


GUILDS = {"merchants": Guild(12, 1, "FRIENDS-6"), "traders": Guild(12, 1, "FRIENDS-7"),
          "road_builders": Guild(12, 1, "FRIENDS-8"), "scholars": Guild(24, 2, "FRIENDS-9"),
          "architects": Guild(24, 2, "FRIENDS-10")}
NAMES = Vocabulary("guild", {
    "merchants": ("merchant", "merchants_guild", "haendler", "handler", "obchodniku", "obchodnici"),
    "traders": ("trader", "traders_guild", "kaufleute", "kupcu", "kupci"),
    "road_builders": ("road_builder", "roads", "strassenbauer", "stavitelu_silnic", "stavitele_silnic"),
    "scholars": ("scholar", "gelehrte", "ucencu", "ucenci"),
    "architects": ("architect", "baumeister", "architektu", "architekti"),
})
CHIPS = 12
EXCHANGE = {"one_for_one": 1, "two_for_one": 2}

OPTIONS = (
    Option("friendly_robber", "no_opponent", "a robber move without harm: no_opponent (no other player's building "
                                             "on the hex) or no_theft (nothing stolen)", "FRIENDS-1",
           ("no_opponent", "no_theft")),
    Option("favour_per_card", False, "a gift of several cards earns one token per card (else one per gift)",
           "FRIENDS-2"),
    Option("favour_supply", "all", "tokens in play: all 84, or half of each guild's (a guess for 3 players)",
           "FRIENDS-4", ("all", "half")),
    Option("favour_exchange", "one_for_one", "an unwanted token back to the supply: one_for_one, two_for_one, "
                                             "or off", "FRIENDS-12", ("one_for_one", "two_for_one", "off")),
)


def guild(name: str) -> Term:
    return NAMES.term(name)


def supply(state: CatanState) -> Counter:
    """FRIENDS-4: the tokens still face down: the box's (or half, by option) minus those drawn and not returned."""
    share = 2 if state.options["favour_supply"] == "half" else 1
    left = Counter({g: v.tokens // share for g, v in GUILDS.items()})
    for tokens in state.tokens.values():
        left.subtract(Counter(g for g, _turn in tokens))
    left.subtract(state.spent)
    return left


def note(state: CatanState, seq: int, rule: str, option: str) -> None:
    """A verdict resting on an option whose reading is unknown (``check`` lists it as not verified)."""
    state.unverified.append((seq, rule, f"{option}={state.options[option]}"))


# --- the friendly acts (FRIENDS-1…3): wrappers of the base appliers -------------------------------------------
def earn(state: CatanState, name: str, rule: str, count: int, out: Outcome) -> None:
    state.due[name] = state.due.get(name, 0) + count
    out.say("{player} earns {count} favour token(s) ({rule}); draw with: favour GUILD --player {player}.",
            player=name, count=count, rule=rule)


def _harmless(state: CatanState, mover: Player, event: dict, hexname: str) -> bool:
    if state.options["friendly_robber"] == "no_theft":
        return not event.get("stolen")
    owners = {state.occupant[c][0] for c in state.board.grid.corners_of(hexname) if c in state.occupant}
    return not owners - {mover.name}


def robber_move(apply: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """FRIENDS-1: a robber move (after a 7, or a Knight's) that harms nobody earns a token."""

    def run(state: CatanState, event: dict) -> Outcome:
        moving = event["kind"] == "robber" or event.get("card") == "knight"
        mover = state.by_name[event["player"]]
        friendly = moving and _harmless(state, mover, event, event["to"])
        out = apply(state, event)
        if friendly:
            earn(state, mover.name, "FRIENDS-1", 1, out)
            note(state, event.get("seq", 0), "FRIENDS-1", "friendly_robber")
        return out

    run.__doc__ = apply.__doc__
    return run


def gift(apply: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """FRIENDS-2: a trade with nothing in return is a gift: the giver earns a token (or one per card, option)."""

    def run(state: CatanState, event: dict) -> Outcome:
        out = apply(state, event)
        give, get = event["give"], event["get"]
        given = give if not get else get if not give else None
        if given:
            giver = event["player"] if not get else event["with"]
            per_card = state.options["favour_per_card"]
            earn(state, giver, "FRIENDS-2", sum(given.values()) if per_card else 1, out)
            if sum(given.values()) > 1:
                note(state, event.get("seq", 0), "FRIENDS-2", "favour_per_card")
        return out

    run.__doc__ = apply.__doc__
    return run


def _touching(state: CatanState, name: str) -> set[str]:
    """The other players whose roads share a corner with ``name``'s roads (a corner free or theirs)."""
    grid = state.board.grid
    out = set()
    for path in state.by_name[name].roads:
        for end in grid.sides[path].ends:
            occ = state.occupant.get(end)
            if occ and occ[0] != name:
                continue
            for other in grid.corners[end].paths:
                owner = state.road_owner.get(other)
                if owner and owner != name:
                    out.add(owner)
    return out


def connecting(apply: Callable[[CatanState, dict], Outcome]) -> Callable[[CatanState, dict], Outcome]:
    """FRIENDS-3: a road that first joins the player's roads to another player's earns a token per player joined."""

    def run(state: CatanState, event: dict) -> Outcome:
        if state.in_setup:
            return apply(state, event)
        name = event["player"]
        before = _touching(state, name)
        out = apply(state, event)
        joined = sorted(_touching(state, name) - before - state.connected.get(name, set()))
        if joined:
            state.connected.setdefault(name, set()).update(joined)
            for other in joined:
                state.connected.setdefault(other, set()).add(name)
            earn(state, name, "FRIENDS-3", len(joined), out)
        return out

    run.__doc__ = apply.__doc__
    return run


# --- drawing, cashing, exchanging ------------------------------------------------------------------------------
def validate_favour(state: CatanState, event: dict) -> None:
    """FRIENDS-4: a token is drawn for a favour earned; the guild drawn must be left in the supply."""
    name = event["player"]
    if not state.due.get(name):
        raise RuleViolation("FRIENDS-4", _("{player} has no favour token to draw", player=name),
                            _("tokens come for a harmless robber move, a gift, or roads joined to another "
                              "player's"))
    _drawable(state, event["guild"])


def _drawable(state: CatanState, name: str) -> None:
    left = supply(state)
    if left[name] < 1:
        raise RuleViolation("FRIENDS-4", _("no token of the {guild} guild is left face down", guild=guild(name)),
                            _("left: {tokens}", tokens=tokens_text(left)))


def tokens_text(bag) -> str:
    """``2 of the scholars guild, 1 of the traders guild`` (``none``)."""
    return listing(_("{count} of the {guild} guild", count=n, guild=guild(g)) for g, n in bag.items() if n > 0)


def apply_favour(state: CatanState, event: dict) -> Outcome:
    name = event["player"]
    state.due[name] -= 1
    state.tokens.setdefault(name, []).append((event["guild"], state.turn))
    return Outcome().say("{player} draws a favour token of the {guild} guild (FRIENDS-4).", player=name,
                         guild=guild(event["guild"]))


def cashable(state: CatanState, name: str) -> Counter:
    """FRIENDS-5: the tokens earned before this turn."""
    return Counter(g for g, turn in state.tokens.get(name, []) if turn < state.turn)


def _spend(state: CatanState, name: str, kind: str, count: int) -> None:
    tokens = state.tokens[name]
    for _i in range(count):
        tokens.remove(next(t for t in tokens if t[0] == kind and t[1] < state.turn))


def validate_guild(state: CatanState, event: dict) -> list[str]:
    """FRIENDS-5…10: his own turn after the roll; the guild's tokens earned before this turn; its effect."""
    player = state.by_name[event["player"]]
    kind = event["guild"]
    spec = GUILDS[kind]
    have = cashable(state, player.name)
    if have[kind] < spec.cost:
        fresh = Counter(g for g, _turn in state.tokens.get(player.name, []))[kind] - have[kind]
        why = _(" ({count} earned this turn wait for the next)", count=fresh) if fresh else ""
        raise RuleViolation("FRIENDS-5", _("the {guild} guild asks {cost} of its tokens; {player} has {have}{why}",
                                           guild=guild(kind), cost=spec.cost, player=player.name,
                                           have=have[kind], why=why),
                            _("cashable now: {tokens}", tokens=tokens_text(have)))
    fields = set(event) & GUILD_FIELDS
    if fields != FIELDS[kind]:
        raise RuleViolation(spec.rule, _("the {guild} guild takes {fields}", guild=guild(kind),
                                         fields=", ".join(sorted(FIELDS[kind])) or _("nothing")),
                            _("e.g. {example}", example=EXAMPLES[kind]))
    CHECK[kind](state, player, event)
    return []


def _check_merchants(state, player, event):
    """FRIENDS-6: up to two exchanges of 1 card for 1 with the bank, not for the same resource."""
    give, get = event["give"], event["get"]
    n = sum(give.values())
    if not 1 <= n <= 2 or sum(get.values()) != n or set(give) & set(get):
        raise RuleViolation("FRIENDS-6", _("the merchants' favour is one or two exchanges of 1 card for 1 other, "
                                           "not {give} for {get}", give=bag_text(give), get=bag_text(get)),
                            _("e.g. {example}", example=EXAMPLES["merchants"]))
    if not player.hand.holds(give):
        raise RuleViolation("FRIENDS-6", _("{player} cannot give {cards}", player=player.name, cards=bag_text(give)),
                            holding(player))
    bank = state.bank()
    if any(bank[r] < k for r, k in get.items()):
        raise RuleViolation("FRIENDS-6", _("the bank cannot give {cards}", cards=bag_text(get)),
                            _("bank: {cards}", cards=bag_text(bank)))


def _check_traders(state, player, event):
    """FRIENDS-7: one resource of his choice from the bank."""
    if state.bank()[event["resource"]] < 1:
        raise RuleViolation("FRIENDS-7", _("the bank cannot give {cards}", cards=bag_text({event["resource"]: 1})),
                            _("bank: {cards}", cards=bag_text(state.bank())))


def _check_road_builders(state, player, event):
    """FRIENDS-8: one road for free, by the road's own rules."""
    if player.left("road") < 1:
        raise RuleViolation("CATAN-BUILD-3", _("{player} has no road left in supply", player=player.name),
                            _("another guild's favour"))
    building.check_road(state, player, event["at"], player.roads)


def _check_scholars(state, player, event):
    """FRIENDS-9: one development card for free: the card drawn, if the deck holds it."""
    development.check_draw(state, event["card"], _("another guild's favour"))


def _check_architects(state, player, event):
    """FRIENDS-10: a Catan chip (1 VP), while the 12 last."""
    if sum(state.chips.values()) >= CHIPS:
        raise RuleViolation("FRIENDS-10", _("all {count} Catan chips are taken", count=CHIPS),
                            _("another guild's favour"))


def apply_guild(state: CatanState, event: dict) -> Outcome:
    player = state.by_name[event["player"]]
    kind = event["guild"]
    _spend(state, player.name, kind, GUILDS[kind].cost)
    state.spent[kind] += GUILDS[kind].cost
    out = Outcome().say("{player} cashes {count} token(s) at the {guild} guild.", player=player.name,
                        count=GUILDS[kind].cost, guild=guild(kind))
    APPLY[kind](state, player, event, out)
    return out


def _merchants(state, player, event, out):
    player.hand.take(event["give"])
    player.hand.add(event["get"])
    out.say("{player} exchanges {give} with the bank for {get}, 1 for 1 (FRIENDS-6).", player=player.name,
            give=bag_text(event["give"]), get=bag_text(event["get"]))


def _traders(state, player, event, out):
    player.hand[event["resource"]] += 1
    out.say("{player} takes {card} from the bank (FRIENDS-7).", player=player.name,
            card=bag_text({event["resource"]: 1}))


def _road_builders(state, player, event, out):
    affected = building.place(state, player, "road", event["at"])
    out.say("{player} builds a free road on {at} (FRIENDS-8).", player=player.name, at=event["at"])
    awards.update_longest_road(state, affected, out)


def _scholars(state, player, event, out):
    state.deck[event["card"]] -= 1
    player.devs[event["card"]] += 1
    player.bought_now[event["card"]] += 1
    out.say("{player} takes a development card for free ({card}) (FRIENDS-9).", player=player.name,
            card=card_term(event["card"]))


def _architects(state, player, event, out):
    state.chips[player.name] += 1
    out.say("{player} takes a Catan chip: 1 VP (FRIENDS-10).", player=player.name)


FIELDS = {"merchants": {"give", "get"}, "traders": {"resource"}, "road_builders": {"at"}, "scholars": {"card"},
          "architects": set()}
GUILD_FIELDS = frozenset().union(*FIELDS.values())
EXAMPLES = {"merchants": "guild merchants give ore wool get brick grain", "traders": "guild traders ore",
            "road_builders": "guild road_builders 3e:3", "scholars": "guild scholars knight",
            "architects": "guild architects"}
CHECK = {"merchants": _check_merchants, "traders": _check_traders, "road_builders": _check_road_builders,
         "scholars": _check_scholars, "architects": _check_architects}
APPLY = {"merchants": _merchants, "traders": _traders, "road_builders": _road_builders, "scholars": _scholars,
         "architects": _architects}


def validate_exchange(state: CatanState, event: dict) -> None:
    """FRIENDS-12: unwanted tokens back to the supply for one drawn; by option one or two for one, or never."""
    rule = state.options["favour_exchange"]
    if rule == "off":
        raise RuleViolation("FRIENDS-12", _("tokens are not exchanged (option favour_exchange=off)"),
                            _("cash them at their guild"))
    player = state.by_name[event["player"]]
    returned = Counter(event["returned"])
    need = EXCHANGE[rule]
    if sum(returned.values()) != need:
        raise RuleViolation("FRIENDS-12", _("an exchange returns {need} token(s), not {count}", need=need,
                                            count=sum(returned.values())),
                            _("option favour_exchange={rule}", rule=rule))
    have = Counter(g for g, _turn in state.tokens.get(player.name, []))
    if any(have[g] < n for g, n in returned.items()):
        raise RuleViolation("FRIENDS-12", _("{player} does not hold {tokens}", player=player.name,
                                            tokens=tokens_text(returned)),
                            _("{player} holds {tokens}", player=player.name, tokens=tokens_text(have)))
    _drawable(state, event["guild"])


def apply_exchange(state: CatanState, event: dict) -> Outcome:
    name = event["player"]
    tokens = state.tokens[name]
    turns = []
    for g in event["returned"]:
        token = max((t for t in tokens if t[0] == g), key=lambda t: t[1])   # the newest one of that guild goes
        tokens.remove(token)
        turns.append(token[1])
    tokens.append((event["guild"], max(turns)))     # it may be cashed when the youngest returned one could
    note(state, event.get("seq", 0), "FRIENDS-12", "favour_exchange")
    return Outcome().say("{player} returns {returned} and draws a token of the {guild} guild (FRIENDS-12).",
                         player=name, returned=terms("guild", event["returned"]), guild=guild(event["guild"]))


def no_token_trade(name: str) -> None:
    """FRIENDS-11: favour tokens are never given or traded."""
    if name in NAMES or name.lower() in ("favour", "favor", "token", "tokens", "laskavost", "gunstbrief"):
        raise RuleViolation("FRIENDS-11", _("favour tokens are not given or traded"),
                            _("trade resource cards; exchange a token with the supply instead"))

