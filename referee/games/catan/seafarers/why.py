"""``referee why`` for Seafarers: Catan's table (:mod:`referee.games.catan.why`) with the sea's entries.

A ship's build and move (the path at sea, what it touches, the open end it left, the ships left, the pirate's
sides), the pirate (its victims: the ship owners on its hex), the gold field's choices on a roll (owed against
the bank after the ordinary production), Road Building with ships, and the trade route's lengths and card.
"""

from __future__ import annotations

from referee.core.i18n import _, counted
from referee.core.why import Explainer, Why
from referee.games.catan import why as catan
from referee.games.catan.common import bag_text, listing
from referee.games.catan.seafarers import discovery, gold, pirate, ships
from referee.games.catan.seafarers.state import SeaState


def _route_change(before: SeaState, after: SeaState, why: Why) -> None:
    """The trade routes' lengths and the Longest Trade Route card, if they changed (SEA-LTR-1…4)."""
    lengths = [(b.name, b.road_length, a.road_length) for b, a in zip(before.players, after.players)
               if b.road_length != a.road_length]
    if not lengths and before.longest_road == after.longest_road:
        return
    why.rule("SEA-LTR-1", "SEA-LTR-2", "SEA-LTR-3", "SEA-LTR-4")
    for name, was, now in lengths:
        why.reckoning.say("{player}'s longest trade route (roads and ships, joined only through their buildings): "
                          "{was} → {now} (SEA-LTR-1, SEA-LTR-2).", player=name, was=was, now=now)
    if before.longest_road != after.longest_road:
        why.reckoning.say("Longest Trade Route card: {was} → {now} (at least 5, and longer than the holder: "
                          "SEA-LTR-4).", was=before.longest_road or "-", now=after.longest_road or "-")
    why.data["trade_route"] = {"lengths": {name: [was, now] for name, was, now in lengths},
                               "card": [before.longest_road, after.longest_road]}


def _touches(state: SeaState, name: str, path: str, fleet: set[str]) -> list[str]:
    """The ends of ``path`` where ``name`` has a building or another ship of ``fleet`` (SEA-SHIP-3)."""
    grid = state.board.grid
    return [end for end in grid.sides[path].ends
            if state.occupant.get(end, ("",))[0] == name
            or any(p in fleet for p in grid.corners[end].paths if p != path)]


def _placed(state: SeaState, name: str, path: str, fleet: set[str], why: Why) -> None:
    """Where the ship went: a sea path, touching the owner's line, off the pirate's hex."""
    why.rule("SEA-SHIP-2", "SEA-SHIP-3", "SEA-SHIP-5", "SEA-PIRATE-3")
    why.reckoning.say("{at} is a path at sea, free, and touches {player}'s ship or building at {corners} "
                      "(SEA-SHIP-2, SEA-SHIP-3, SEA-SHIP-5).", at=path, player=name,
                      corners=listing(_touches(state, name, path, fleet), _("nothing")))
    if state.pirate:
        why.reckoning.say("The pirate on {hex} keeps ships off its sides {paths} (SEA-PIRATE-3).", hex=state.pirate,
                          paths=listing(sorted(ships.pirate_sides(state))))


def build(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    if ev["piece"] != "ship":
        catan.build(before, after, ev, why)        # its route lines: the base game's Longest Road, roads and ships
        cut = [b.name for b, a in zip(before.players, after.players)
               if b.name != ev["player"] and a.road_length < b.road_length]
        if cut:
            why.rule("SEA-LTR-3")
            why.reckoning.say("The settlement breaks {players}'s trade route at {at} (SEA-LTR-3).",
                              players=listing(cut), at=ev["at"])
        return
    player = before.by_name[ev["player"]]
    if before.in_setup:
        why.rule("CATAN-SETUP-4", "SEA-SHIP-8")
        why.reckoning.say("Set-up placement {step} of {steps}: a ship instead of the road, beside the settlement "
                          "just placed on {at} (SEA-SHIP-8); no cost.", step=before.setup_step + 1,
                          steps=before.setup_steps, at=before.setup_settlement)
    else:
        why.rule("SEA-SHIP-1", "SEA-SHIP-6")
        why.reckoning.say("Cost {cost}: {player} held {held} (SEA-SHIP-1); {left} of 15 ships left in the supply "
                          "(SEA-SHIP-6).", cost=bag_text(before.edition.costs["ship"]), player=player.name,
                          held=bag_text(player.hand) if player.hand.total() else _("nothing"),
                          left=after.by_name[player.name].left("ship"))
    _placed(before, player.name, ev["at"], player.ships, why)
    _route_change(before, after, why)
    catan._win(before, after, why)


def _open_ends(state: SeaState, name: str, path: str) -> list[str]:
    """The ends of the ship on ``path`` with neither the owner's building nor another of his ships (SEA-MOVE-2)."""
    fleet = state.by_name[name].ships
    return [end for end in state.board.grid.sides[path].ends if end not in _touches(state, name, path, fleet)]


def move_ship(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    player, frm, to = before.by_name[ev["player"]], ev["from"], ev["to"]
    why.reckoning.say("The first ship move of {player}'s turn {turn} (SEA-MOVE-1); the ship on {source} came "
                      "there in turn {placed}, not this one (SEA-MOVE-3).", player=player.name, turn=before.turn,
                      source=frm, placed=before.ship_turn.get(frm, "-"))
    why.reckoning.say("{source} is an open end of {player}'s line: nothing of theirs continues at {corners} "
                      "(SEA-MOVE-2).", source=frm, player=player.name, corners=listing(_open_ends(before, player.name,
                                                                                                    frm)))
    _placed(before, player.name, to, player.ships - {frm}, why)
    _route_change(before, after, why)
    catan._win(before, after, why)


def _pirate_move(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    """A pirate move by a 7 or a Knight: where from and to, the ship owners who could be robbed, what was taken."""
    why.rule("SEA-PIRATE-1", "SEA-PIRATE-2", "SEA-PIRATE-3", "CATAN-ROBBER-4")
    mover, to = before.by_name[ev["player"]], ev["to"]
    owners = pirate.victims(before, mover, to)
    why.reckoning.say("The pirate sails {origin} → {to}, a sea hex; ships on its sides {paths} are now blocked "
                      "(SEA-PIRATE-2, SEA-PIRATE-3).", origin=before.pirate, to=to,
                      paths=listing(before.board.grid.sides_of(to)))
    why.reckoning.say("Players with a ship on a side of {to} who may be robbed: {players}; coastal buildings do "
                      "not count (SEA-PIRATE-2).", to=to,
                      players=listing((f"{v.name} ({v.cards()})" for v in owners), _("nobody")))
    victim = catan.theft(before, mover, ev, why)
    why.data["pirate"] = {"from": before.pirate, "to": to, "victims": [v.name for v in owners], "victim": victim,
                          "stolen": ev.get("stolen")}


def pirate_event(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    _pirate_move(before, after, ev, why)


def roll(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    catan.roll(before, after, ev, why)
    total = ev["total"]
    if total == 7:
        why.rule("SEA-PIRATE-1")
        why.reckoning.say("After the discards the roller moves the robber or the pirate (SEA-PIRATE-1).")
        return
    fields = before.board.gold.get(total, ())
    if not fields:
        return
    why.rule("SEA-GOLD-1")
    for hexname in fields:
        if hexname == before.robber:
            why.reckoning.say("The robber stands on the gold field {hex}: it pays nothing (CATAN-PROD-4).",
                              hex=hexname)
    due = gold.owed(before, total)
    bank = gold.bank_after_production(before, total)
    chosen = ev.get("gold", {})
    for name, n in due.items():
        why.reckoning.say("Gold field {hexes} ({total}): {player} is owed {count} of their choice (1 a settlement, "
                          "2 a city) and takes {cards} (SEA-GOLD-1).", hexes=listing(fields), total=total,
                          player=name, count=n, cards=bag_text(chosen.get(name, {})))
    if due:
        why.reckoning.say("The bank after the ordinary production holds {cards}: enough for the choices "
                          "(SEA-GOLD-1).", cards=bag_text(bank))
    why.data["gold"] = {"fields": list(fields), "owed": due, "chosen": chosen, "bank": bank}


def play(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    name = ev["card"]
    if name == "knight" and pirate.at_sea(before, ev):
        why.rule("CATAN-DEV-5", "CATAN-ARMY-1", "CATAN-ARMY-2", "CATAN-ARMY-3")
        why.reckoning.say("{player} plays the Knight on a sea hex: it moves the pirate, not the robber, and counts "
                          "for Largest Army all the same (SEA-PIRATE-1).", player=ev["player"])
        _pirate_move(before, after, ev, why)
        catan.army(before, after, ev, why)
        _route_change(before, after, why)
        catan._win(before, after, why)
        return
    if name != "road_building":
        return catan.play(before, after, ev, why)
    why.rule("CATAN-DEV-6", "SEA-DEV-1")
    player = before.by_name[ev["player"]]
    roads, boats = ev.get("roads", []), ev.get("ships", [])
    why.reckoning.say("{player} plays Road Building: 2 pieces, roads or ships in any mix, free of cost "
                      "(SEA-DEV-1): roads {roads}, ships {ships}.", player=player.name,
                      roads=listing(roads, _("none")), ships=listing(boats, _("none")))
    fleet = set(player.ships)
    for path in boats:
        _placed(before, player.name, path, fleet, why)
        fleet.add(path)
    a = after.by_name[player.name]
    why.reckoning.say("Left in {player}'s supply: {roads}, {ships}.", player=player.name,
                      roads=counted(a.left("road"), "piece", "road", "roads"),
                      ships=counted(a.left("ship"), "piece", "ship", "ships"))
    _route_change(before, after, why)
    catan._win(before, after, why)


def discover(before: SeaState, after: SeaState, ev: dict, why: Why) -> None:
    """What the face-down hex turned out to be, checked against the stacks, and what it brought (SEA-FOG-1/2)."""
    head = before.pending[0]
    why.reckoning.say("{player}'s road or ship reached {hex}, face down (SEA-FOG-1); still face down before: "
                      "terrains {terrains}, numbers {numbers}.", player=head[1], hex=head[2],
                      terrains=(discovery.left_text(before.fog_terrains) if before.fog_terrains is not None
                                else _("unknown")),
                      numbers=(discovery.left_text(before.fog_numbers) if before.fog_numbers is not None
                               else _("unknown")))
    kind = discovery.reward(before, head, ev["terrain"])
    if head[3]:
        why.rule("SEA-FOG-2")
        why.reckoning.say("Reached during the set-up: a reward only with the option setup_discovery_reward "
                          "(SEA-FOG-2): {reward}.", reward=kind or "-")
    if kind == "treasure":
        why.rule("TDE-ISLANDS-5")
    if kind == "gold":
        why.rule("TDE-ISLANDS-4")
    catan._win(before, after, why)
    why.data["discover"] = {"hex": head[2], "player": head[1], "reward": kind}


MOVE = ("SEA-MOVE-1", "SEA-MOVE-2", "SEA-MOVE-3", "SEA-MOVE-4", "SEA-MOVE-5", "SEA-MOVE-6")
TABLE = {
    **catan.TABLE,
    "roll": Explainer(catan.TURN, roll),
    "build": Explainer(("CATAN-TURN-3",), build),
    "play": Explainer(("CATAN-DEV-2", "CATAN-DEV-3", "CATAN-DEV-4"), play),
    "move_ship": Explainer(MOVE, move_ship),
    "pirate": Explainer(("SEA-PIRATE-1", "SEA-PIRATE-2", "CATAN-SEVEN-3"), pirate_event),
    "discover": Explainer(("SEA-FOG-1",), discover),
}

SUMMARY_TERMS = catan.SUMMARY_TERMS
