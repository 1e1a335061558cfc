"""The four tile kinds and their channels in every rotation (AQUA-GEO-10, AQUA-GEO-11).

A rotation is named by its channels, each by the two edges it joins in compass
order: curves ``NE SE SW NW``, straights ``NS EW``, the bridge ``NS+EW``, double
curves ``NE+SW`` and ``NW+SE``. On input a rotation may also be given in degrees
clockwise from the first name of the kind (``90`` = a quarter turn), or by one
channel of a two-channel tile (``NE`` for the double curve ``NE+SW``).
"""

from __future__ import annotations

import re

from referee.core.errors import NotationError, RuleViolation
from referee.core.i18n import Term, _
from referee.core.squaregrid import rotate
from referee.games.aqua_romana.vocab import Kind

ROTATIONS: dict[str, tuple[str, ...]] = {
    "curve": ("NE", "SE", "SW", "NW"),
    "straight": ("NS", "EW"),
    "bridge": ("NS+EW",),
    "double_curve": ("NE+SW", "NW+SE"),
}
CORNER_KIND = "corner"      # the pre-printed curves of the corner squares (AQUA-GEO-3)
_CHANNEL = {frozenset("NE"): "NE", frozenset("ES"): "SE", frozenset("SW"): "SW", frozenset("NW"): "NW",
            frozenset("NS"): "NS", frozenset("EW"): "EW"}
_ORDER = ("NS", "EW", "NE", "NW", "SE", "SW")
_TOKEN = re.compile(r"^[NESW]{2}(\+[NESW]{2})?$")
_DEGREES = re.compile(r"^r?(0|90|180|270)°?$")


def channels(rotation: str) -> tuple[tuple[str, str], ...]:
    """``NE+SW`` → ``(("N", "E"), ("S", "W"))``."""
    return tuple((part[0], part[1]) for part in rotation.split("+"))


def links(rotation: str) -> dict[str, str]:
    """Edge → the other end of its channel, for every edge with a channel."""
    out = {}
    for a, b in channels(rotation):
        out[a], out[b] = b, a
    return out


def has_channel(rotation: str, edge: str) -> bool:
    return any(edge in pair for pair in channels(rotation))


def _canonical(parts: list[str]) -> str:
    names = []
    for part in parts:
        key = frozenset(part)
        if len(key) != 2 or key not in _CHANNEL:
            raise NotationError(_("'{part}' is not a channel", part=part),
                                _("a channel joins two edges: {channels}",
                                  channels=", ".join(str(shown(c)) for c in ("NE", "SE", "SW", "NW", "NS", "EW"))))
        names.append(_CHANNEL[key])
    return "+".join(sorted(set(names), key=_ORDER.index))


def turned(rotation: str, quarter_turns: int) -> str:
    """The rotation after turning the tile clockwise by ``quarter_turns`` × 90°."""
    return _canonical(["".join(rotate(e, quarter_turns) for e in pair) for pair in channels(rotation)])


# Czech edges: sever, východ, jih, západ. A Czech channel (SV, JZ, SJ, VZ …) always has a J, V or Z,
# so it never reads as an English one: S alone is never a channel.
_CZECH_EDGES = str.maketrans("SVJZ", "NESW")


def _token(text: str) -> str:
    """The typed rotation, upper case, a Czech one (``SV+JZ``) turned into English (``NE+SW``)."""
    t = str(text).strip().upper().replace("-", "").replace("–", "")
    if set(t) & set("JVZ") and set(t) <= set("SVJZ+"):
        t = t.translate(_CZECH_EDGES)
    return t


def shown(rotation: str) -> Term:
    """A rotation as people read it (``NE`` in English, ``SV`` in Czech)."""
    return Term("rotation", rotation)


def edge_shown(edge: str) -> Term:
    """An edge as people read it (``E`` in English, ``východ`` in Czech)."""
    return Term("edge", edge)


def looks_like_rotation(text: str) -> bool:
    t = _token(text)
    return t in ("+", "X") or bool(_TOKEN.match(t)) or bool(_DEGREES.match(t.lower()))


def rotation(kind: str, text: str) -> str:
    """The canonical rotation of ``kind`` that ``text`` names; NotationError if it names none."""
    options = ROTATIONS[kind]
    t = _token(text)
    m = _DEGREES.match(t.lower())
    if m:
        return options[(int(m.group(1)) // 90) % len(options)]
    if t in ("+", "X"):
        t = "NS+EW"
    if not _TOKEN.match(t):
        raise NotationError(_("cannot read the rotation '{text}'", text=text),
                            _("a {kind} lies as {options} (or 0/90/180/270 degrees)", kind=Term("tile kind", kind),
                              options=_(" or ").join(str(shown(o)) for o in options)))
    wanted = set(_canonical(t.split("+")).split("+"))
    fits = [o for o in options if wanted <= set(o.split("+"))]
    if not fits:
        raise NotationError(_("a {kind} has no channel {text}", kind=Kind("tile kind", kind), text=text),
                            _("a {kind} lies as {options}", kind=Kind("tile kind", kind),
                              options=_(" or ").join(str(shown(o)) for o in options)))
    return fits[0]


def facing(kind: str, edge: str) -> list[str]:
    """AQUA-PLACE-2: the rotations of ``kind`` with a channel on ``edge``."""
    return [o for o in ROTATIONS[kind] if has_channel(o, edge)]


def corner_rotation(text: str) -> str:
    """A corner square's pre-printed curve (AQUA-GEO-4), checked."""
    try:
        return rotation("curve", text)
    except NotationError as exc:
        raise RuleViolation("AQUA-GEO-4", _("corner curve {text}: {problem}", text=repr(text), problem=exc.message),
                            _("a corner curve is {options}",
                              options=_(" or ").join(str(shown(o)) for o in ROTATIONS["curve"]))) from None

