"""Chapter 2, set-up (WT-SETUP): the map's barbarians, each player's country, capital, pieces, resources, tokens."""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.game import Outcome, Setup
from referee.core.i18n import _
from referee.games.warriors_traders import allied, turn
from referee.games.warriors_traders.common import bag
from referee.games.warriors_traders.mapfile import WTMap
from referee.games.warriors_traders.state import RESOURCES, TRACKS, Player, Unit, WTState
from referee.games.warriors_traders.tables import Tables


def new_state(setup: Setup) -> WTState:
    """WT-SETUP-1/2: every province token on the map, a barbarian fort in each capital, an army elsewhere."""
    m = WTMap(setup.board["map"])
    state = WTState(setup, setup.options, Tables(setup.board["tables"]), m,
                    [Player(p["name"], p.get("color", "")) for p in setup.players])
    for name, p in m.provinces.items():
        kind = "barbarian_fort" if p["type"] == "capital" else "barbarian_army"
        state.units.append(Unit(kind.replace("_", "-"), "", kind, name))
    if setup.options["mode"] == "allied":                       # WT-SETUP-10, WT-ALLY-1
        state.teams = allied.parse_teams(setup.options["teams"], setup.names)
    state.queue = [p.name for p in state.players]
    return state


def validate_setup(state: WTState, ev: dict) -> list[str]:
    """WT-SETUP-4: a country nobody has; WT-SETUP-8: the starting development tokens, all of them."""
    p = state.player(ev["player"])
    if p.country:
        raise RuleViolation("WT-SETUP-4", _("{player} has country {country} already", player=p.name,
                                            country=p.country),
                            _("still to choose: {players}", players=", ".join(q.name for q in state.players
                                                                              if not q.country)))
    taken = {q.country for q in state.players}
    free = [c for c in state.map.countries if c not in taken]
    if ev["country"] in taken:
        raise RuleViolation("WT-SETUP-4", _("country {country} is taken", country=ev["country"]),
                            _("free countries: {countries}", countries=", ".join(free)))
    tokens = ev["tokens"]
    wanted = state.tables.need("setup.dev_tokens")
    wrong = [t for t in tokens if t not in TRACKS]
    if wrong or sum(tokens.values()) != wanted:
        raise RuleViolation("WT-SETUP-8", _("{player} places {count} development tokens", player=p.name,
                                            count=sum(tokens.values())),
                            _("exactly {count} on the tracks production, trade, military, e.g. {example}",
                              count=wanted, example="production=2,military=1"))
    return []


def apply_setup(state: WTState, ev: dict, out: Outcome) -> None:
    """WT-SETUP-5/6/7/9: the capital freed of barbarians, a fort and 4 princesses there, starting resources."""
    p = state.player(ev["player"])
    p.country, p.order = ev["country"], state.map.countries[ev["country"]]["order"]
    capital = state.map.capital(p.country)
    state.units = [u for u in state.units if u.province != capital]
    state.units.append(Unit("fort-1", p.name, "fort", capital))
    for n in range(1, state.tables.need("pieces.princess") + 1):
        state.units.append(Unit(f"princess-{n}", p.name, "princess", capital))
    if state.options["edition"] == "revised":
        state.units.append(Unit("infantry-1", p.name, "infantry", capital))
    p.resources = {r: state.tables.need(f"setup.{r}") for r in RESOURCES}
    p.tokens = {t: ev["tokens"].get(t, 0) for t in TRACKS}
    state.queue.remove(p.name)
    out.say("{player} takes country {country} (order {order}); capital {capital} with a fort and the princesses; "
            "{resources}.", player=p.name, country=p.country, order=p.order, capital=capital,
            resources=bag(p.resources))
    if not state.queue:
        turn.start_turn(state, out)
