"""The dragons of the enchanted land — seed 003 p.16, TDE-DRAGON-1…8.

The board file names the intersections where the face-down dragon tokens lie (``dragons``). The table records a
fight as ``fight`` with ``at`` (the knight's intersection, where the dragon lies) and ``shows`` (the pennants the
turned token shows: 1, 2 or 3). How many tokens of each strength the box holds was lost (§9): the option
``dragon_mix`` ("ones/twos/threes", e.g. ``7/7/5``) checks what the table types; left empty, a fight that turns a
token for the first time says ``not verified``. A lost fight leaves the token, its strength now known to all
(``EnchantState.lairs``: intersection → the known strength, 0 while unknown); a won one gives the token to the
knight's owner (``slain``), 1 VP, and the sixth wins the game (TDE-DRAGON-7).
"""

from __future__ import annotations

from collections import Counter

from referee.core.errors import NotationError, RuleViolation
from referee.core.game import Option, Outcome
from referee.core.i18n import _
from referee.games.catan.cities_knights import knights
from referee.games.catan.common import listing
from referee.games.catan.state import Player
from referee.games.catan.tde.enchanted_land.scenario import SCENARIO

STRENGTHS = tuple(SCENARIO["dragon_strengths"])           # 1, 2, 3 pennants (TDE-DRAGON-4)
POINTS = SCENARIO["dragon_points"]                        # 1 VP a token (TDE-DRAGON-5)
SIXTH = SCENARIO["alt_win_dragons"]                       # the sixth dragon wins (TDE-DRAGON-7)

MIX = Option("dragon_mix", "", "how many dragon tokens of strength 1/2/3 lie on the board, e.g. 3/2/2 (UNKNOWN: "
                               "the seed lost it; empty: fights are not verified)", "TDE-DRAGON-4")


def parse_mix(text: str) -> dict[int, int] | None:
    """``"3/2/2"`` → {1: 3, 2: 2, 3: 2}; empty → None (unknown)."""
    if not text.strip():
        return None
    parts = text.split("/")
    if len(parts) != len(STRENGTHS) or not all(p.strip().isdigit() for p in parts):
        raise NotationError(_("dragon_mix names how many dragons of strength 1, 2 and 3: {value}", value=text),
                            _("e.g. 3/2/2"))
    return dict(zip(STRENGTHS, (int(p) for p in parts)))


def check_mix(text: str, placed: int) -> None:
    """At the set-up: the mix counts exactly the tokens the board places."""
    mix = parse_mix(text)
    if mix is not None and sum(mix.values()) != placed:
        raise RuleViolation("TDE-DRAGON-4", _("dragon_mix counts {count} dragons; the board places {placed}",
                                              count=sum(mix.values()), placed=placed),
                            _("a mix adding up to {placed}, or leave it empty", placed=placed))


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
    mix = parse_mix(state.options["dragon_mix"])
    if mix is not None and not state.lairs[at] and known(state)[shows] >= mix[shows]:
        raise RuleViolation("TDE-DRAGON-4", _("dragon_mix holds {count} dragon(s) of strength {shows}, all seen "
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
    if first and not state.options["dragon_mix"]:
        state.note(event.get("seq", 0), "TDE-DRAGON-4", "dragon_mix")
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
