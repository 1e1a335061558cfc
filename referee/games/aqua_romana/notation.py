"""Reading what people type (``lay red1 N5 curve NE``, ``place-builder bridge E3``) into events.

Squares are ``A1``…``K8`` and path spaces ``N1``…``N11``, ``E1``…``E8``,
``S1``…``S11``, ``W1``…``W8``; workers are ``red1`` (also ``R1``, ``r1``). In
``lay`` the first word that names a worker is the worker, ``E1``…``E8`` are
path spaces, and a square that could be read otherwise follows ``at``
(``lay red1 curve at E3``); in ``well`` every coordinate is a square.
"""

from __future__ import annotations

import re

from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import Term, _, listing
from referee.core.players import player_name
from referee.core.squaregrid import OPPOSITE
from referee.core.vocab import phrases
from referee.games.aqua_romana import turns, wells
from referee.games.aqua_romana.building import (Lay, builders_in_sight, front, legal_lays, space_name, square_name,
                                                usable_workers)
from referee.games.aqua_romana.state import AquaState, Player
from referee.games.aqua_romana.tiles import ROTATIONS, facing, looks_like_rotation, rotation, shown
from referee.games.aqua_romana.vocab import BUILDERS, COLORS, TILES, typed

_WORKER = re.compile(r"^([^\W\d_]+)[-_]?([0-9])$")
_SPACE = re.compile(r"^[NESWnesw][0-9]{1,2}$")
_SQUARE = re.compile(r"^[A-Za-z][0-9]{1,2}$")
AT = {"at", "on", "onto", "to", "na", "auf"}
NONE = {"none", "nothing", "no", "-", "nic", "zadny", "žádný", "keine", "nichts"}
def lay_example() -> str:
    return _("lay WORKER [SPACE] [TILE] [ROTATION] [at SQUARE], e.g. lay red1 N5 {tile} {rotation}",
             tile=typed("curve"), rotation=shown("NE"))


def worker_name(state: AquaState, text: str) -> str:
    """``red1``, ``r1``, ``Red-1``, ``červená1`` → ``red1``."""
    if text in state.workers:
        return text
    m = _WORKER.match(str(text).strip())
    name = None
    if m and m.group(1) in COLORS:
        name = f"{COLORS.resolve(m.group(1))}{m.group(2)}"
    if name not in state.workers:
        raise NotationError(_("no worker '{text}' in this game", text=text),
                            _("workers: {workers}", workers=", ".join(state.workers)))
    return name


def is_worker(state: AquaState, text: str) -> bool:
    """A worker's name (``B3`` is blue3 here, not the square: a square in ``lay`` follows ``at``)."""
    m = _WORKER.match(str(text).strip())
    return bool(m) and m.group(1) in COLORS and f"{COLORS.resolve(m.group(1))}{m.group(2)}" in state.workers


def parse(state: AquaState, verb: str, words: list[str], player: str | None) -> dict:
    if verb == "lay" and state.stage == "well":
        verb = "well"
    view = turns.finished(state) if state.stage == "close" and verb != "close" else state
    acting = view.to_act() if verb != "close" else state.current
    who = player_name(view, player) if player else (acting.name if acting else state.players[0].name)
    event: dict = {"kind": {"place-builder": "place"}.get(verb, verb), "player": who}
    words = phrases(words, BUILDERS)      # 'lay blue1 E1 dve zatacky' without quotes
    _check_phase(state, event)
    if verb == "lay":
        event.update(_lay(view, view.by_name[who], words))
    elif verb == "well":
        event.update(_well(view, words))
    elif verb == "pass":
        if len(words) != 1:
            spaces = listing(space_name(view, s) for s in sorted(view.path))
            raise NotationError(_("pass names the builder that moves, by its path space"),
                                _("e.g. pass N5; builders on: {spaces}", spaces=spaces))
        event["space"] = _space(view, words[0])
    elif verb == "place-builder":
        event.update(_place(view, view.by_name[who], words))
    elif verb == "take":
        if len(words) != 1:
            raise NotationError(_("take names one builder kind"),
                                _("reserve: {builders}", builders=listing(format(Term("builder", k), "short") for k in view.reserve)))
        event["builder"] = BUILDERS.resolve(words[0])
    elif verb == "close":
        if len(words) != 1:
            raise NotationError(_("close names one of your workers, or none"), _("e.g. close red2, or close none"))
        if words[0].lower() not in NONE:
            event["worker"] = worker_name(state, words[0])
    else:
        raise NotationError(_("aqua-romana has no verb '{verb}'", verb=verb))
    return event


def _check_phase(state: AquaState, event: dict) -> None:
    """A verb out of its step is refused as recording it would be, before any inference."""
    from referee.games.aqua_romana import GAME

    GAME.check_phase(state, event)


def _space(state: AquaState, text: str) -> str:
    return state.board.grid.track[state.board.grid.space(text)]


def _square(state: AquaState, text: str) -> str:
    return square_name(state, state.board.grid.square(text))


def _place(state: AquaState, player: Player, words: list[str]) -> dict:
    kind = space = None
    for word in words:
        if word.lower() in AT:
            continue
        if _SPACE.match(word):
            space = _space(state, word)
        else:
            kind = BUILDERS.resolve(word)
    if space is None:
        raise NotationError(_("place-builder needs the path space"), _("e.g. place-builder curve N5"))
    if kind is None:
        choices = sorted(set(player.held)) if state.stage != "setup" else [k for k, n in state.pool.items() if n]
        if not choices:
            raise NotationError(_("{player} has no builder to place now", player=player.name),
                                _("builders are placed at set-up and before a turn, from the reserve"))
        if len(choices) != 1:
            raise NotationError(_("which builder?"), _("one of: {choices}; e.g. place-builder bridge {space}",
                                                       choices=listing(choices), space=space))
        kind = choices[0]
    return {"builder": kind, "space": space}


def _well(state: AquaState, words: list[str]) -> dict:
    kind = square = turn = None
    for word in words:
        if word.lower() in AT:
            continue
        if _SQUARE.match(word):
            square = _square(state, word)
        elif word in BUILDERS or word.lower() in TILES:
            kind = TILES.resolve(word)
        elif looks_like_rotation(word):
            turn = word
        else:
            raise NotationError(_("cannot read '{word}'", word=word),
                                  _("well [TILE] SQUARE ROTATION, e.g. well {tile} F5 {rotation}", tile=typed("curve"),
                                    rotation=shown("NE")))
    if square is None:
        raise NotationError(_("the well's extra tile needs a square"), _("e.g. well curve F5 NE"))
    if kind is None:
        kinds = wells.kinds(state)
        if len(kinds) != 1:
            raise NotationError(_("which tile kind?"), _("one of: {choices}", choices=listing(map(typed, kinds))))
        kind = kinds[0]
    if turn is None:
        if len(ROTATIONS[kind]) != 1:
            raise NotationError(_("how does the {tile} lie?", tile=Term("tile kind", kind)),
                                _("one of: {choices}", choices=listing(map(shown, ROTATIONS[kind]))))
        turn = ROTATIONS[kind][0]
    return {"tile": kind, "square": square, "rotation": rotation(kind, turn)}


def _lay(state: AquaState, player: Player, words: list[str]) -> dict:
    spec = _lay_words(state, words)
    workers = [state.workers[spec["worker"]]] if spec["worker"] else usable_workers(state, player)
    found = [lay for lay in legal_lays(state, [w for w in workers if w.status == "open"]) if _matches(state, lay, spec)]
    if spec["kinds"] and not spec["space"] and not spec["joker"]:
        by_builder = [lay for lay in found if state.path[lay.space] == spec["kinds"][0]]
        found = by_builder or found
    if len(found) == 1:
        return _event(state, found[0])
    if found:
        raise _ambiguous(state, found)
    return _best_effort(state, player, spec)


def _lay_words(state: AquaState, words: list[str]) -> dict:
    spec: dict = {"worker": None, "space": None, "kinds": [], "joker": False, "rotation": None, "square": None}
    expect_square = False
    for word in words:
        low = word.lower()
        if low in AT:
            expect_square = True
        elif expect_square:
            spec["square"], expect_square = _square(state, word), False
        elif spec["worker"] is None and is_worker(state, word):
            spec["worker"] = worker_name(state, word)
        elif _SPACE.match(word):
            spec["space"] = _space(state, word)
        elif _SQUARE.match(word):
            spec["square"] = _square(state, word)
        elif looks_like_rotation(word):
            spec["rotation"] = word
        elif word in BUILDERS:
            kind = BUILDERS.resolve(word)
            if kind == "joker":
                spec["joker"] = True
            else:
                spec["kinds"].append(kind)
        else:
            raise NotationError(_("cannot read '{word}'", word=word), lay_example())
    if expect_square:
        raise NotationError(_("'at' needs a square"), lay_example())
    return spec


def _wanted_tile(spec: dict) -> str | None:
    if spec["space"] or spec["joker"]:
        return spec["kinds"][0] if spec["kinds"] else None
    return spec["kinds"][1] if len(spec["kinds"]) > 1 else None


def _matches(state: AquaState, lay: Lay, spec: dict) -> bool:
    g = state.board.grid
    builder = state.path[lay.space]
    if spec["space"] and g.track[lay.space] != spec["space"]:
        return False
    if spec["joker"] and builder != "joker":
        return False
    tile = _wanted_tile(spec)
    if tile and lay.tile != tile:
        return False
    if spec["kinds"] and not spec["space"] and not spec["joker"] and spec["kinds"][0] not in (builder, lay.tile):
        return False
    if spec["square"] and square_name(state, lay.square) != spec["square"]:
        return False
    if spec["rotation"]:
        try:
            return rotation(lay.tile, spec["rotation"]) == lay.rotation
        except NotationError:
            return False
    return True


def _event(state: AquaState, lay: Lay) -> dict:
    return {"worker": lay.worker, "space": space_name(state, lay.space), "tile": lay.tile,
            "square": square_name(state, lay.square), "rotation": lay.rotation}


def _ambiguous(state: AquaState, found: list[Lay]) -> NotationError:
    for field, label in (("worker", _("worker")), ("space", _("builder (path space)")), ("tile", _("tile kind")),
                         ("rotation", _("rotation"))):
        values = sorted({getattr(lay, field) for lay in found}, key=str)
        if len(values) > 1:
            texts = [space_name(state, v) if field == "space" else typed(v) if field == "tile"
                     else shown(v) if field == "rotation" else v for v in values]
            return NotationError(_("more than one build fits: which {what}?", what=label),
                                 _("one of: {choices}", choices=listing(texts)))
    return NotationError(_("more than one build fits"), lay_example())


def _best_effort(state: AquaState, player: Player, spec: dict) -> dict:
    """No legal build fits what was typed: complete the event so that validation names the rule it breaks."""
    usable = usable_workers(state, player)
    if spec["worker"] is None:
        if not any(True for _ in legal_lays(state, usable)):
            raise RuleViolation("AQUA-NOSIGHT-1", _("{player} has no legal build", player=player.name),
                                _("move any builder one space instead: referee pass SPACE"))
        if len(usable) != 1:
            raise NotationError(_("name the worker"), _("{player}'s workers: {workers}", player=player.name,
                                                        workers=listing(w.name for w in usable)))
        spec["worker"] = usable[0].name
    w = state.workers[spec["worker"]]
    event = {"worker": w.name}
    tr = state.traces[w.name]
    target = front(state, w) if w.status == "open" else tr.end[0]
    event["square"] = spec["square"] or square_name(state, target)
    space = spec["space"]
    if space is None and w.status == "open":
        seen = builders_in_sight(state, w)
        wanted = "joker" if spec["joker"] else (spec["kinds"][0] if spec["kinds"] else None)
        fitting = [s for s in seen if wanted in (None, state.path[s])]
        if not fitting:
            seen_text = listing(f"{space_name(state, s)} ({Term('builder', state.path[s]):short})" for s in seen)
            message = (_("no {builder} builder is in sight of {worker}", builder=Term("builder", wanted), worker=w.name)
                       if wanted else _("no builder is in sight of {worker}", worker=w.name))
            raise RuleViolation("AQUA-SIGHT-2", message, _("builders in sight: {builders}", builders=seen_text))
        space = space_name(state, fitting[0])
    event["space"] = space or space_name(state, state.board.grid.sight(target)[0])
    builder = state.path.get(state.board.grid.track_index[event["space"]], "joker")
    tile = _wanted_tile(spec) or (builder if builder != "joker" else (spec["kinds"] or ["curve"])[0])
    event["tile"] = tile
    if spec["rotation"]:
        event["rotation"] = rotation(tile, spec["rotation"])
    else:
        fits = facing(tile, OPPOSITE[tr.end[1]]) if w.status == "open" else []
        event["rotation"] = (fits or list(ROTATIONS[tile]))[0]
    return event
