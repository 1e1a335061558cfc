"""Catan Best Friends: the base rules, favour tokens for friendly acts cashed at five guilds, 11 VP
(FRIENDS-1…13, :mod:`rules`). A variant of the base game; the tables it extends are the base's."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Field, Option, Phase
from referee.core.i18n import _
from referee.core.players import player_name
from referee.core.vocab import keyword, phrases
from referee.games.catan import manifest
from referee.games.catan.bestfriends import rules, typed
from referee.games.catan.game import SWITCHES, Catan, _bag
from referee.games.catan.notation import resource_bag
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import CARDS, RESOURCES

S, L, B = Field("str"), Field("list"), Field("bag")
VICTORY_POINTS = 11       # FRIENDS-13


@dataclass
class FriendsState(CatanState):
    due: dict[str, int] = field(default_factory=dict)                 # favours earned, token not drawn yet
    tokens: dict[str, list] = field(default_factory=dict)             # player → [(guild, turn earned)]
    spent: Counter = field(default_factory=Counter)                   # tokens cashed, out of the game
    chips: Counter = field(default_factory=Counter)                   # Catan chips, 1 VP each (FRIENDS-10)
    connected: dict[str, set] = field(default_factory=dict)           # player → players his roads joined
    unverified: list = field(default_factory=list)                    # (seq, rule, option=value)

    def __post_init__(self):
        super().__post_init__()
        self.extra_vp = self.chips


NO_PLAY = frozenset({"setup", "over"})


def with_favours(phases: dict[str, Phase]) -> dict[str, Phase]:
    """A token may be drawn at any moment of play; the guilds and the exchange only in one's turn after the roll."""
    out = dict(phases)
    for name in set(phases) - NO_PLAY:           # the phases between turns of the 5–6 extension too (FRIENDS-14)
        p = phases[name]
        kinds = p.kinds | {"favour"} | ({"guild", "exchange"} if name == "main" else set())
        out[name] = Phase(kinds, p.rule, p.describe, (*p.rules, ("guild", "FRIENDS-5"), ("exchange", "FRIENDS-12")))
    p = phases["setup"]
    out["setup"] = Phase(p.kinds, p.rule, p.describe, (("favour", "FRIENDS-4"), ("guild", "FRIENDS-5"),
                                                       ("exchange", "FRIENDS-12")))
    return out


def _tokenless_bag(state, ev, value):
    for name in value:
        rules.no_token_trade(str(name))
    return _bag(state, ev, value)


def _guild(state, ev, value):
    return rules.NAMES.resolve(value)


def parse_friends(state, verb: str, words: list[str], player: str | None) -> dict:
    who = player_name(state, player) if player else state.current.name
    words = phrases(words, rules.NAMES, RESOURCES, CARDS)
    words = [keyword(w, ("give", "get", "for")) or w for w in words]      # dá, dostane, za as well
    if verb == "favour":
        if len(words) != 1:
            raise NotationError(_("favour names the guild of the token drawn"), _("e.g. favour scholars"))
        return {"kind": "favour", "player": who, "guild": rules.NAMES.resolve(words[0])}
    if verb == "exchange":
        lowered = [w.lower() for w in words]
        if "for" not in lowered:
            raise NotationError(_("exchange names the tokens returned and the one drawn"),
                                _("e.g. exchange merchants for scholars"))
        at = lowered.index("for")
        if len(words) != at + 2:
            raise NotationError(_("exchange names the tokens returned and the one drawn"),
                                _("e.g. exchange merchants for scholars"))
        return {"kind": "exchange", "player": who, "returned": [rules.NAMES.resolve(w) for w in words[:at]],
                "guild": rules.NAMES.resolve(words[-1])}
    if not words:
        raise NotationError(_("guild names the guild whose favour is cashed"), _("e.g. guild traders ore"))
    kind, rest = rules.NAMES.resolve(words[0]), words[1:]
    event = {"kind": "guild", "player": who, "guild": kind}
    if kind == "merchants":
        lowered = [w.lower() for w in rest]
        if "give" not in lowered or "get" not in lowered:
            raise NotationError(_("say what is given and what is got"), _("e.g. {example}",
                                                                         example=rules.EXAMPLES[kind]))
        g, t = lowered.index("give"), lowered.index("get")
        event.update(give=resource_bag(rest[g + 1:t]), get=resource_bag(rest[t + 1:]))
    elif kind == "traders" and len(rest) == 1:
        event["resource"] = RESOURCES.resolve(rest[0])
    elif kind == "road_builders" and len(rest) == 1:
        event["at"] = rest[0]
    elif kind == "scholars" and len(rest) == 1:
        event["card"] = CARDS.resolve(rest[0])
    elif rest or kind != "architects":
        raise NotationError(_("the {guild} guild takes {fields}", guild=rules.guild(kind),
                              fields=", ".join(sorted(rules.FIELDS[kind])) or _("nothing")),
                            _("e.g. {example}", example=rules.EXAMPLES[kind]))
    return event


def options(ed) -> tuple[Option, ...]:
    return (Option("victory_points", VICTORY_POINTS, "points needed to win", "FRIENDS-13", bounds=(3, 99)),
            *(Option(o.name, "off", o.help, o.rule, o.choices) if o.name == "gift_trades" else o for o in SWITCHES),
            *rules.OPTIONS)


def tables(base: type[Catan]) -> dict[str, Any]:
    """What Best Friends adds to the tables of the game it extends (the base game, or the 5–6 extension:
    :mod:`referee.games.catan.five_six.combine`): the kinds ``favour``, ``guild``, ``exchange``, and the friendly
    acts watched around the base's ``robber``, ``play``, ``trade`` and ``build``."""
    return {"kinds": {**base.kinds, "favour": {"player": S, "guild": S},
                      "exchange": {"player": S, "returned": L, "guild": S},
                      "guild": {"player": S, "guild": S, **{f: Field(t, False) for f, t in (
                          ("give", "bag"), ("get", "bag"), ("resource", "str"), ("at", "str"), ("card", "str"))}}},
            "phases": with_favours(base.phases),
            "NORMALIZE": {**base.NORMALIZE, "guild": _guild, "give": _tokenless_bag, "get": _tokenless_bag,
                          "returned": lambda state, ev, value: [rules.NAMES.resolve(v) for v in value],
                          "at": lambda state, ev, value: (state.board.grid.side(value) if ev["kind"] == "guild"
                                                          else base.NORMALIZE["at"](state, ev, value))},
            "VALIDATE": {**base.VALIDATE, "favour": rules.validate_favour, "guild": rules.validate_guild,
                         "exchange": rules.validate_exchange},
            "APPLY": {**base.APPLY, "favour": rules.apply_favour, "guild": rules.connecting(rules.apply_guild),
                      "exchange": rules.apply_exchange, "robber": rules.robber_move(base.APPLY["robber"]),
                      "play": rules.connecting(rules.robber_move(base.APPLY["play"])),
                      "trade": rules.gift(base.APPLY["trade"]), "build": rules.connecting(base.APPLY["build"])},
            "TYPED": {**base.TYPED, **typed.TYPED}}


TABLES = tables(Catan)


class CatanBestFriends(Catan):
    """The base game's rules with favour tokens and guilds (FRIENDS-1…13)."""

    INFO = manifest.info("best-friends")
    State: ClassVar[type[CatanState]] = FriendsState
    larger = None
    kinds, phases = TABLES["kinds"], TABLES["phases"]
    NORMALIZE, VALIDATE, APPLY, TYPED = TABLES["NORMALIZE"], TABLES["VALIDATE"], TABLES["APPLY"], TABLES["TYPED"]

    @classmethod
    def _derive(cls) -> None:
        super()._derive()
        cls.options = options(cls.edition)

    def parse(self, state, verb, words, player):
        if verb in ("favour", "guild", "exchange"):
            return parse_friends(state, verb, words, player)
        if verb == "trade":
            for word in words:
                rules.no_token_trade(word)
        return super().parse(state, verb, words, player)

    def check_actor(self, state: CatanState, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "favour":          # whoever earned it draws it, in any turn (FRIENDS-4)
            return
        if kind in ("guild", "exchange") and event["player"] != state.current.name:
            rule = "FRIENDS-5" if kind == "guild" else "FRIENDS-12"
            raise RuleViolation(rule, _("{player} uses the guilds only in his own turn; it is {current}'s",
                                        player=event["player"], current=state.current.name),
                                _("wait for {player}'s turn", player=event["player"]))
        if kind not in ("guild", "exchange"):
            super().check_actor(state, event)

    def summary(self, state):
        out = super().summary(state)
        for entry in out["players"]:
            name = entry["name"]
            entry["favour_tokens"] = dict(sorted(Counter(g for g, _t in state.tokens.get(name, [])).items()))
            entry["favours_to_draw"] = state.due.get(name, 0)
            entry["catan_chips"] = state.chips[name]
        out["favour_supply"] = dict(rules.supply(state))
        out["not_verified"] = [{"seq": s, "rule": r, "option": o} for s, r, o in state.unverified]
        return out

    def status(self, state):
        out = super().status(state)
        held = []
        for p in state.players:
            tokens = Counter(g for g, _t in state.tokens.get(p.name, []))
            if tokens or state.due.get(p.name) or state.chips[p.name]:
                held.append(_("{player}: {tokens}; {due} to draw; {chips} chip(s)", player=p.name,
                              tokens=rules.tokens_text(tokens), due=state.due.get(p.name, 0),
                              chips=state.chips[p.name]))
        if held:
            out.lines.append(_("Favours: {held}.", held=" · ".join(held)))
        return out

    def check_notes(self, state) -> list[str]:
        return [_("  not verified: event {seq}: {rule} rests on the option '{option}'", seq=s, rule=r, option=o)
                for s, r, o in state.unverified]

