"""The dragons of the enchanted land — seed 003 p.16, TDE-DRAGON-1…8.

The board file names the intersections where the face-down dragon tokens lie (``dragons``). The table records a
fight as ``fight`` with ``at`` (the knight's intersection, where the dragon lies) and ``shows`` (the pennants the
turned token shows: 1, 2 or 3). How many tokens of each strength the box holds was lost (§9): the options
``dragons_1``, ``dragons_2``, ``dragons_3`` (adding up to the board's tokens) check what the table types; 0 for all
three (the default), a fight that turns a token for the first time says ``not verified``. A lost fight leaves the token, its strength now known to all
(``EnchantState.lairs``: intersection → the known strength, 0 while unknown); a won one gives the token to the
knight's owner (``slain``), 1 VP, and the sixth wins the game (TDE-DRAGON-7).
"""

from __future__ import annotations

from collections import Counter

from referee.core.errors import RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan.cities_knights import knights
from referee.games.catan.common import listing
from referee.games.catan.state import Player
from referee.games.catan.tde.enchanted_land.scenario import SCENARIO

STRENGTHS = tuple(SCENARIO["dragon_strengths"])           # 1, 2, 3 pennants (TDE-DRAGON-4)
POINTS = SCENARIO["dragon_points"]                        # 1 VP a token (TDE-DRAGON-5)
SIXTH = SCENARIO["alt_win_dragons"]                       # the sixth dragon wins (TDE-DRAGON-7)

MIX = tuple(Option(f"dragons_{s}", 0, f"dragon tokens of strength {s} on the board (UNKNOWN: the seed lost the mix; "
                                      f"0 for all three: fights are not verified)", "TDE-DRAGON-4", bounds=(0, 99))
            for s in STRENGTHS)


def parse_mix(options: dict) -> dict[int, int] | None:
    """The options ``dragons_1…3`` as strength → tokens; None when all three are 0 (unknown)."""
    mix = {s: options.get(f"dragons_{s}", 0) for s in STRENGTHS}
    return mix if any(mix.values()) else None


def check_mix(options: dict, placed: int) -> None:
    """At the set-up: a mix given counts exactly the tokens the board places."""
    mix = parse_mix(options)
    if mix is not None and sum(mix.values()) != placed:
        raise RuleViolation("TDE-DRAGON-4", _("dragons_1…3 count {count} dragons; the board places {placed}",
                                              count=sum(mix.values()), placed=placed),
                            _("numbers adding up to {placed}, or 0 for all three", placed=placed))


def known(state) -> Counter:
    """Strengths every player has seen: the slain tokens and those turned back after a lost fight."""
    out = Counter(s for taken in state.slain.values() for s in taken)
    out.update(s for s in state.lairs.values() if s)
    return out


def fightable(state, player: Player) -> list[str]:
    """Intersections where one of the player's knights stands on a dragon and may fight now."""
    return [c for c, k in sorted(state.knights_of(player.name).items())
            if c in state.lairs and k.active and k.acted != state.turn and k.activated != state.turn]


def validate_fight(state, event: dict) -> list[str]:
    player = state.by_name[event["player"]]
    at, shows = event["at"], event["shows"]
    knight = state.knights.get(at)
    if knight is None or knight.owner != player.name or at not in state.lairs:
        mine = [c for c in state.knights_of(player.name) if c in state.lairs]
        raise RuleViolation("TDE-DRAGON-1", _("no dragon lies under a knight of {player} on {at}", player=player.name,
                                              at=at), _("knights of {player} on a dragon: {corners}",
                                                        player=player.name, corners=listing(sorted(mine), _("none"))))
    if knight.acted == state.turn or knight.activated == state.turn:
        raise RuleViolation("TDE-DRAGON-2", _("the knight on {at} moved or was activated this turn: it fights in a "
                                              "later turn", at=at), _("fight next turn"))
    if not knight.active:
        raise RuleViolation("TDE-DRAGON-3", _("the knight on {at} is inactive; only an active knight fights", at=at),
                            _("knight activate {at} (1 grain), then fight next turn", at=at))
    if shows not in STRENGTHS:
        raise RuleViolation("TDE-DRAGON-4", _("a dragon token shows 1, 2 or 3 pennants, not {shows}", shows=shows),
                            _("fight {at} 1 | 2 | 3", at=at))
    if state.lairs[at] and shows != state.lairs[at]:
        raise RuleViolation("TDE-DRAGON-6", _("the dragon on {at} showed {strength} when it won a fight; it shows "
                                              "the same now", at=at, strength=state.lairs[at]),
                            _("fight {at} {strength}", at=at, strength=state.lairs[at]))
    mix = parse_mix(state.options)
    if mix is not None and not state.lairs[at] and known(state)[shows] >= mix[shows]:
        raise RuleViolation("TDE-DRAGON-4", _("dragons_{shows} = {count}: every dragon of strength {shows} was seen "
                                              "already", count=mix[shows], shows=shows),
                            _("strengths still possible: {left}",
                              left=listing([str(s) for s in STRENGTHS if known(state)[s] < mix[s]], _("none"))))
    return []


def apply_fight(state, event: dict) -> Outcome:
    out = Outcome()
    player = state.by_name[event["player"]]
    at, shows = event["at"], event["shows"]
    knight = state.knights[at]
    first = not state.lairs[at]
    knight.active, knight.acted = False, state.turn                    # TDE-DRAGON-3: a knight action
    if first and parse_mix(state.options) is None:
        state.note(event.get("seq", 0), "TDE-DRAGON-4", f"dragons_{shows}")
    strength = knights.rank_name(knight.rank)
    if knight.rank >= shows:
        del state.lairs[at]
        state.slain[player.name].append(shows)
        out.say("{player}'s {rank} knight on {at} defeats a dragon of strength {shows} and takes its token: "
                "{count} dragon(s), 1 VP each (TDE-DRAGON-4, TDE-DRAGON-5).", player=player.name, rank=strength,
                at=at, shows=shows, count=len(state.slain[player.name]))
        if len(state.slain[player.name]) >= SIXTH and not state.winner:
            state.winner = player.name
            out.say("{player} defeats a sixth dragon and wins (TDE-DRAGON-7).", player=player.name)
            out.data["winner"] = player.name
    else:
        state.lairs[at] = shows
        out.say("{player}'s {rank} knight on {at} loses to a dragon of strength {shows}; the token is turned back "
                "and stays, its strength known now (TDE-DRAGON-6).", player=player.name, rank=strength, at=at,
                shows=shows)
    out.say("The knight on {at} is inactive now (TDE-DRAGON-3).", at=at)
    return out
