"""``referee why`` for Aqua Romana: each event kind's rules and its reckoning (referee.core.why).

Any event may close aqueducts (a tile that reaches the edge or a blocked square, a voluntary closing) and
score them (when the turn's closings are put on the podiums) and end the game (the bonuses). So every kind
shares one reckoning: the aqueducts closed by the event with their traversals, the podium search of each
worker scored, and the final bonuses; a tile laid adds what it was worth to its own aqueduct.
"""

from __future__ import annotations

from referee.core.i18n import N_, _, listing, translate
from referee.core.why import Explainer, Why
from referee.games.aqua_romana.scoring import BONUSES
from referee.games.aqua_romana.state import PODIUMS, AquaState, capacity


def _traversals(state: AquaState, name: str) -> str:
    """The squares an aqueduct crosses, in order (a square crossed twice is named twice, AQUA-GEO-16)."""
    grid = state.board.grid
    return listing(grid.name(s) for s in state.traces[name].squares)


def consequences(before: AquaState, after: AquaState, ev: dict, why: Why) -> None:
    """Closings, podium searches and bonuses caused by the event, with their numbers."""
    closed, scored = [], []
    for name, w in after.workers.items():
        was = before.workers[name]
        if was.status == "open" and w.status != "open":
            closed.append(name)
        if was.status != "out" and w.status == "out":
            scored.append(name)
    for name in closed:
        w, trace = after.workers[name], after.traces[name]
        why.rule("AQUA-GEO-14", "AQUA-GEO-16", _CLOSED_BY.get(w.how, "AQUA-CLOSE-1"))
        why.reckoning.say("{worker} ({player}) is closed ({how}): its aqueduct crosses {squares} — {value} "
                          "traversals, worth {value} (AQUA-GEO-16).", worker=name, player=after.owner(w).name,
                          how=translate(_HOW[w.how]) if w.how in _HOW else w.how,
                          squares=_traversals(after, name) if trace.squares else "-",
                          value=w.value)
    podiums = {p: list(names) for p, names in before.podiums.items()}
    searches = []
    for name in sorted(scored, key=lambda n: after.workers[n].arrival or 99):
        w = after.workers[name]
        why.rule("AQUA-SCORE-3", "AQUA-PODIUM-2", "AQUA-PODIUM-3", "AQUA-PODIUM-4", "AQUA-PODIUM-5")
        full = []
        for p in range(min(w.value, max(PODIUMS)), 0, -1):
            if len(podiums[p]) < capacity(p):
                break
            full.append(f"{p} ({listing(podiums[p])})")
        why.reckoning.say("Podium search for {worker}, worth {value}: starts at {start}; full: {full}; it lands on "
                          "{podium} (AQUA-PODIUM-2).", worker=name, value=w.value, start=min(w.value, max(PODIUMS)),
                          full=listing(full, _("none")), podium=w.podium or _("no podium, 0 points"))
        if w.podium:
            podiums[w.podium].append(name)
        searches.append({"worker": name, "value": w.value, "full": full, "podium": w.podium, "arrival": w.arrival})
    if after.bonus and not before.bonus:
        why.rule("AQUA-FINAL-1", "AQUA-FINAL-2", "AQUA-FINAL-3")
        workers = after.workers
        ranked = sorted(after.bonus.items(), key=lambda kv: (-workers[kv[0]].podium, workers[kv[0]].arrival))
        tie = (_("on a shared podium the earlier arrival first") if after.options["bonus_tie"] == "arrival"
               else _("a shared podium's workers each get its bonus"))
        why.reckoning.say("Final bonuses +{bonuses} for the three highest podiums, {tie}: {given} (AQUA-FINAL-2, "
                          "AQUA-FINAL-3).", bonuses=", +".join(map(str, BONUSES)), tie=tie,
                          given=listing(_("{worker} +{bonus} (podium {podium})", worker=n, bonus=b,
                                          podium=after.workers[n].podium) for n, b in ranked))
    why.data.update(closed={n: {"value": after.workers[n].value, "how": after.workers[n].how} for n in closed},
                    podium_search=searches, bonus=dict(after.bonus) if after.bonus != before.bonus else {})


def lay(before: AquaState, after: AquaState, ev: dict, why: Why) -> None:
    name = ev["worker"]
    was, now = before.traces[name], after.traces[name]
    why.reckoning.say("{worker}'s aqueduct: {was} → {now} (each square crossed counts, AQUA-GEO-16).", worker=name,
                      was=was.value, now=now.value)
    consequences(before, after, ev, why)


_HOW = {"edge": N_("by the board edge"), "blocked": N_("by a blocked square"), "voluntary": N_("voluntarily"),
        "final": N_("at the end of the game"), "start": N_("at the start")}

_CLOSED_BY = {"voluntary": "AQUA-CLOSE-3", "final": "AQUA-END-2"}   # else the edge or a block: AQUA-CLOSE-1
CLOSING = ("AQUA-CLOSE-4",)
TABLE = {
    "place": Explainer(("AQUA-SETUP-3", "AQUA-SETUP-4", "AQUA-RESERVE-4"), consequences),
    "lay": Explainer(("AQUA-TURN-2", "AQUA-BUILDER-1", "AQUA-SIGHT-1", "AQUA-SIGHT-2", "AQUA-SIGHT-3",
                      "AQUA-PLACE-1", "AQUA-PLACE-2", "AQUA-PLACE-4", "AQUA-SUPPLY-1", "AQUA-WORKER-1"), lay),
    "well": Explainer(("AQUA-WELL-1", "AQUA-WELL-2", "AQUA-WELL-3", "AQUA-WELL-5"), consequences),
    "pass": Explainer(("AQUA-NOSIGHT-1", "AQUA-NOSIGHT-2", "AQUA-NOSIGHT-3"), consequences),
    "close": Explainer(("AQUA-CLOSE-3", *CLOSING), consequences),
    "take": Explainer(("AQUA-RESERVE-1", "AQUA-RESERVE-2", "AQUA-RESERVE-3"), consequences),
}

SUMMARY_TERMS = {"phase": "aqua phase", "tiles_left": "tile kind", "builders": "builder", "reserve": "builder",
                 "reserve_builders": "builder"}
