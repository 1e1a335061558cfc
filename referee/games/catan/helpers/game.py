"""Helpers of Catan: the base rules, a helper dealt with every second set-up settlement, and the event kind
``helper`` (HELPERS-1…15, :mod:`rules`). A variant of the base game; the tables it extends are the base's."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from referee.core.errors import NotationError
from referee.core.game import Field, Phase
from referee.core.i18n import _, terms
from referee.core.players import player_name
from referee.core.vocab import Vocabulary, phrases
from referee.games.catan import manifest
from referee.games.catan.game import Catan, KINDS, _bag
from referee.games.catan.helpers import rules, typed
from referee.games.catan.helpers.cards import HELPERS, NAMES
from referee.games.catan.notation import resource_bag
from referee.games.catan.state import CatanState
from referee.games.catan.vocab import PIECES, RESOURCES

S, L, B = Field("str"), Field("list"), Field("bag")
KNIGHT_PLACES = Vocabulary("knight place", {"table": ("played", "vylozeny", "stul", "tisch"),
                                            "hand": ("ruka", "v_ruce")})
HELPER_KIND = {"player": S, "name": S, "side": S, "then": S,
               **{f: Field(t, False) for f, t in (("resource", "str"), ("from", "list"), ("back", "list"),
                                                   ("piece", "str"), ("at", "str"), ("pay", "bag"), ("to", "str"),
                                                   ("victim", "str"), ("stolen", "str"), ("take", "bag"),
                                                   ("knight", "str"))}}


@dataclass
class HelpersState(CatanState):
    helper: dict[str, str] = field(default_factory=dict)      # player → the helper he holds (HELPERS-2)
    side: dict[str, str] = field(default_factory=dict)        # player → "A" or "B"
    received: dict[str, int] = field(default_factory=dict)    # player → the turn he received it (HELPERS-4)
    used: dict[str, int] = field(default_factory=dict)        # player → the turn he last used one (HELPERS-3)
    roll_gain: dict[str, int] = field(default_factory=dict)   # player → cards the last roll gave him (HELPERS-9)
    unverified: list[tuple[int, str, str]] = field(default_factory=list)   # (seq, helper, "dealt"/"used")


PLAY = ("roll", "discard", "robber", "main")
REFUSED = {"setup": "HELPERS-4", "special_build": "HELPERS-6", "settler_2": "HELPERS-6"}   # phases without helpers


def with_helper(phases: dict[str, Phase]) -> dict[str, Phase]:
    """Every phase of play allows ``helper`` (its conditions decide); set-up and the special building phase of
    the 5–6 extension refuse it (:data:`REFUSED`)."""
    out = {}
    for name, phase in phases.items():
        if name in PLAY:
            out[name] = Phase(phase.kinds | {"helper"}, phase.rule, phase.describe, phase.rules)
        elif name in REFUSED:
            out[name] = Phase(phase.kinds, phase.rule, phase.describe, (*phase.rules, ("helper", REFUSED[name])))
        else:
            out[name] = phase
    return out


def _then(state, ev, value: str) -> str:
    return "flip" if str(value).lower() in ("flip", "otoc", "otoč", "b") else NAMES.resolve(value)


def _side(state, ev, value: str) -> str:
    side = str(value).upper()
    if side not in ("A", "B"):
        raise NotationError(_("a helper's side is A or B, not {value}", value=value), "A, B")
    return side


def _at(state, ev, value: str) -> str:
    grid = state.board.grid
    if ev["kind"] == "build":
        return grid.side(value) if PIECES.resolve(ev["piece"]) == "road" else grid.corner(value)
    if ev["kind"] == "helper":
        return grid.side(value) if PIECES.resolve(ev.get("piece", "road")) == "road" else grid.corner(value)
    return value


# --- notation: `helper [NAME] FIELDS… [then flip|HELPER]` -------------------------------------------------
def _p_merchant(state, words):
    if len(words) < 2:
        raise NotationError(_("the Merchant names a resource and who gave it: helper merchant ore Ben:wool"))
    pairs = [w.split(":", 1) for w in words[1:]]
    if any(len(p) != 2 for p in pairs):
        raise NotationError(_("write each player as NAME:CARD, the card he gets back"),
                            _("e.g. helper merchant ore Ben:wool Cyril:grain"))
    return {"resource": RESOURCES.resolve(words[0]), "from": [player_name(state, n) for n, _c in pairs],
            "back": [RESOURCES.resolve(c) for _n, c in pairs]}


def _p_mendicant(state, words):
    if len(words) < 2:
        raise NotationError(_("the Mendicant names the road and what is paid: helper mendicant 3e:3 pay lumber wool"))
    rest = words[2:] if words[1].lower() in ("pay", "plati", "platí") else words[1:]
    return {"piece": "road", "at": words[0], "pay": resource_bag(rest)}


def _p_resource(state, words):
    if len(words) != 1:
        raise NotationError(_("name one resource"), _("one of {choices}", choices=terms("resource", RESOURCES)))
    return {"resource": RESOURCES.resolve(words[0])}


def _p_general(state, words):
    return _p_resource(state, words) if words else {}


def _p_robber_bride(state, words):
    if len(words) > 1:
        raise NotationError(_("the Robber bride names at most the desert"), _("e.g. helper robber_bride 3c"))
    return {"to": words[0] if words else (rules.deserts(state) or [state.robber])[0]}


def _p_priest(state, words, player=None):
    if len(words) not in (2, 3):
        raise NotationError(_("the Priest names the building, where, and the Knight given up"),
                            _("e.g. helper priest settlement 2c:6 table"))
    knight = KNIGHT_PLACES.resolve(words[2]) if len(words) == 3 else (
        "table" if player is not None and player.knights else "hand")
    return {"piece": PIECES.resolve(words[0]), "at": words[1], "knight": knight}


def _p_noblewoman(state, words):
    if len(words) not in (1, 2):
        raise NotationError(_("the Noblewoman names the player and the card taken"),
                            _("e.g. helper noblewoman Ben ore (or helper noblewoman Ben: taken unseen)"))
    victim = {"victim": player_name(state, words[0])}
    return {**victim, "stolen": RESOURCES.resolve(words[1])} if len(words) == 2 else victim


def _p_declared(state, words):
    lowered = [w.lower() for w in words]
    out = {}
    for key in ("take", "pay"):
        if key in lowered:
            start = lowered.index(key) + 1
            stop = next((i for i in range(start, len(words)) if lowered[i] in ("take", "pay")), len(words))
            out[key] = resource_bag(words[start:stop])
    return out


PARSE = {"merchant": _p_merchant, "mendicant": _p_mendicant, "mayor": _p_resource, "general": _p_general,
         "robber_bride": _p_robber_bride, "captain": _p_resource, "priest": _p_priest,
         "noblewoman": _p_noblewoman, "declared": _p_declared}


def parse_helper(state: HelpersState, words: list[str], player: str | None) -> dict:
    who = player_name(state, player) if player else state.current.name
    words = phrases(words, NAMES, RESOURCES, PIECES)
    then = None
    lowered = [w.lower() for w in words]
    for marker in ("then", "pak"):
        if marker in lowered:
            at = lowered.index(marker)
            if len(words) != at + 2:
                raise NotationError(_("'then' takes flip or the helper taken in exchange"), _("e.g. then flip"))
            then, words = words[at + 1], words[:at]
            break
    held = state.helper.get(who)
    if words and words[0] in NAMES:
        name, words = NAMES.resolve(words[0]), words[1:]
    elif held:
        name = held
    else:
        raise NotationError(_("{player} holds no helper yet", player=who), _("helpers come with the second settlement"))
    side = state.side.get(who, "A") if name == held else "A"
    if then is None:
        if side == "B":
            raise NotationError(_("a helper used on side B is exchanged: then HELPER"),
                                _("then one of {helpers}", helpers=terms("helper", rules.display(state))))
        then = "flip"
    effect = HELPERS[name].effect
    fields = (_p_priest(state, words, state.by_name[who]) if effect == "priest" else PARSE[effect](state, words))
    return {"kind": "helper", "name": name, "side": side, **fields, "then": then, "player": who}


def tables(base: type[Catan]) -> dict[str, Any]:
    """What Helpers adds to the tables of the game it extends (the base game, or the 5–6 extension:
    :mod:`referee.games.catan.five_six.combine`): the kind ``helper``, the phases that allow or refuse it, and the
    dealing and the roll's income wrapped around the base's ``build`` and ``roll``."""
    return {"kinds": {**base.kinds, "helper": HELPER_KIND},
            "phases": with_helper(base.phases),
            "NORMALIZE": {**base.NORMALIZE, "name": lambda state, ev, value: NAMES.resolve(value), "then": _then,
                          "side": _side, "at": _at, "pay": _bag,
                          "back": lambda state, ev, value: [RESOURCES.resolve(v) for v in value],
                          "from": lambda state, ev, value: [player_name(state, v) for v in value],
                          "knight": lambda state, ev, value: KNIGHT_PLACES.resolve(value)},
            "VALIDATE": {**base.VALIDATE, "helper": rules.validate},
            "APPLY": {**base.APPLY, "helper": rules.apply, "build": rules.dealing(base.APPLY["build"]),
                      "roll": rules.income(base.APPLY["roll"])},
            "TYPED": {**base.TYPED, "helper": typed.helper}}


TABLES = tables(Catan)


class CatanHelpers(Catan):
    """The base game's rules with a helper for every player (HELPERS-1…15)."""

    INFO = manifest.info("helpers")
    State: ClassVar[type[CatanState]] = HelpersState
    larger = None
    kinds, phases = TABLES["kinds"], TABLES["phases"]
    NORMALIZE, VALIDATE, APPLY, TYPED = TABLES["NORMALIZE"], TABLES["VALIDATE"], TABLES["APPLY"], TABLES["TYPED"]

    def parse(self, state, verb, words, player):
        if verb == "helper":
            return parse_helper(state, words, player)
        return super().parse(state, verb, words, player)

    def check_actor(self, state: CatanState, event: dict[str, Any]) -> None:
        if event["kind"] != "helper":        # a helper's own condition says whose turn it may be (rules.CONDITIONS)
            super().check_actor(state, event)

    def summary(self, state):
        out = super().summary(state)
        for entry in out["players"]:
            name = entry["name"]
            if name in state.helper:
                entry["helper"], entry["helper_side"] = state.helper[name], state.side[name]
        out["helper_display"] = rules.display(state)
        out["not_verified"] = [{"seq": seq, "rule": "HELPERS-1" if what == "dealt" else "HELPERS-15", "helper": key,
                                "what": what} for seq, key, what in state.unverified]
        return out

    def status(self, state):
        out = super().status(state)
        if state.helper:
            held = ", ".join(_("{player}: {helper} ({side})", player=p.name, helper=rules.helper(state.helper[p.name]),
                               side=state.side[p.name]) for p in state.players if p.name in state.helper)
            out.lines.append(_("Helpers: {held}. Display: {display}.", held=held,
                               display=terms("helper", rules.display(state))))
        return out

    def check_notes(self, state) -> list[str]:
        """HELPERS-15: every verdict that rests on a helper whose text is unknown."""
        lines = []
        for seq, key, what in state.unverified:
            text = (_("  not verified: event {seq}: {helper} dealt; its number and text are unknown (HELPERS-15)",
                      seq=seq, helper=rules.helper(key)) if what == "dealt" else
                    _("  not verified: event {seq}: {helper} used as the table declared (HELPERS-15)", seq=seq,
                      helper=rules.helper(key)))
            lines.append(text)
        return lines

    def completions(self, state, verb, words):
        if verb == "helper":
            return [*NAMES, "then", "flip"] if len(words) == 0 else list(RESOURCES)
        return super().completions(state, verb, words)

