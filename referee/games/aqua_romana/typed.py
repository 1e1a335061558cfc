"""Each Aqua Romana event back to its line (``lay red1 N5 curve NE at F5``, ``place-builder bridge E3``): the
inverse of :mod:`notation`. A build is written in full — worker, path space, tile, rotation and the square after
``at`` — so that exactly one legal build fits it."""

from __future__ import annotations


def lay(state, event: dict) -> list[str]:
    return ["lay", event["worker"], event["space"], event["tile"], event["rotation"], "at", event["square"]]


def well(state, event: dict) -> list[str]:
    return ["well", event["tile"], event["square"], event["rotation"]]


def close(state, event: dict) -> list[str]:
    return ["close", event.get("worker", "none")]


TYPED = {"lay": lay, "well": well, "close": close,
         "place": lambda state, event: ["place-builder", event["builder"], event["space"]],
         "pass": lambda state, event: ["pass", event["space"]],
         "take": lambda state, event: ["take", event["builder"]]}
