"""Tab completion for Warriors & Traders: the words each verb takes next, from the position (``referee play`` and the
shell). Candidates are the canonical words the parser reads; the caller filters them by what is typed."""

from __future__ import annotations

from referee.core.errors import NotationError
from referee.games.warriors_traders.development import ACTIONS
from referee.games.warriors_traders.state import ARMIES, RESOURCES, TRACKS, WTState
from referee.games.warriors_traders.vocab import ACTION_NAMES

GIVE_GET = [f"{r}=" for r in RESOURCES]


def _actor(state: WTState) -> str:
    return state.queue[0] if state.queue else state.players[0].name


def _others(state: WTState) -> list[str]:
    me = _actor(state)
    return [p.name for p in state.players if p.name != me]


def _armies(state: WTState) -> list[str]:
    return [u.name for u in state.units_of(_actor(state)) if u.army]


def _own_provinces(state: WTState) -> list[str]:
    return state.provinces_of(_actor(state))


def _bags(words: list[str]) -> list[str]:
    """``gold=… get gold=…``: resources, and ``get`` once the giving side has one."""
    if "get" in words:
        return GIVE_GET
    return [*GIVE_GET, "get"] if words else GIVE_GET


def _setup(state: WTState, words: list[str]) -> list[str]:
    if not words:
        taken = {p.country for p in state.players}
        return [c for c in state.map.countries if c not in taken]
    return [f"{t}=" for t in TRACKS]


def _act(state: WTState, words: list[str]) -> list[str]:
    if not words:
        return list(ACTIONS)
    try:
        action = ACTION_NAMES.resolve(words[0])
    except NotationError:
        return []
    rest = words[1:]
    if action == "upgrade":
        return list(TRACKS) if not rest else []
    if action == "army":
        return list(ARMIES) if not rest else _own_provinces(state) if len(rest) == 1 else []
    if action == "fort":
        return _own_provinces(state) if not rest else []
    if action == "reinforce":
        if not rest:
            return _armies(state)
        return [a for a in ARMIES if a != "infantry"] if len(rest) == 1 else []
    if action == "war":
        me = _actor(state)
        return [n for n in _others(state) if not state.at_war(me, n)] if not rest else []
    return []


def _move(state: WTState, words: list[str]) -> list[str]:
    units = {u.name: u for u in state.units_of(_actor(state)) if u.kind != "fort"}
    if not words:
        return list(units)
    unit = units.get(words[0])
    if unit is None:
        return []
    where = words[-1] if len(words) > 1 else unit.province
    return list(state.map.adjacent.get(where, []))


def _battle(state: WTState, words: list[str]) -> list[str]:
    if not words:
        return list(state.pending)
    if words[0] not in state.map.provinces:
        return []
    here = state.units_in(words[0])
    parts = ["dealt", "taken", "retreat", "withdraw", "dead"]
    part = next((w for w in reversed(words[1:]) if w in parts), None)
    me = _actor(state)
    if part == "dealt":
        names = [f"{u.name}=" for u in here if u.owner != me]
    elif part == "taken":
        names = [f"{u.name}=" for u in here if u.owner == me]
    elif part in ("retreat", "withdraw"):
        names = [f"{u.name}>" for u in here]
    elif part == "dead":
        names = [u.name for u in here]
    else:
        names = []
    return [*names, *(p for p in parts if p not in words[1:])]


def _peace(state: WTState, words: list[str]) -> list[str]:
    me = _actor(state)
    return [n for n in _others(state) if state.at_war(me, n)] if not words else []


def _unify(state: WTState, words: list[str]) -> list[str]:
    p = state.player(_actor(state))
    return [pr for pr in state.map.of_country(p.country) if pr not in words] if p.country else []


VERBS = {
    "setup": _setup,
    "feed": lambda state, words: [n for n in _armies(state) if n not in words],
    "bank": lambda state, words: _bags(words),
    "route": lambda state, words: _others(state) if not words else [],
    "trade": lambda state, words: _others(state) if not words else _bags(words[1:]),
    "act": _act,
    "transfer": lambda state, words: list(TRACKS) if len(words) < 2 else [],
    "move": _move,
    "battle": _battle,
    "unify": _unify,
    "peace": _peace,
    "buy": lambda state, words: ["1", "2", "3"] if not words else [],
}


def completions(state: WTState, verb: str, words: list[str]) -> list[str]:
    """Candidates for the word after ``verb words…``."""
    own = VERBS.get(verb)
    return own(state, words) if own else []

