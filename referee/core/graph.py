"""Graph helpers: the longest trail (no edge used twice) through allowed nodes."""

from __future__ import annotations

from collections.abc import Callable, Iterable


def longest_trail(edges: Iterable[tuple[str, str, str]], passable: Callable[[str], bool]) -> int:
    """Number of edges in the longest trail.

    ``edges`` are ``(edge_id, node_a, node_b)``. A trail may start or end at any
    node, but may only pass *through* nodes for which ``passable`` is true;
    nodes may be revisited, edges may not (CATAN-ROAD-1/2).
    """
    return len(longest_trail_edges(edges, passable))


def longest_trail_edges(edges: Iterable[tuple[str, str, str]], passable: Callable[[str], bool]) -> list[str]:
    """The edge ids of one longest trail (as :func:`longest_trail`), in walking order.

    Among trails of equal length the first found wins, so the answer depends on the order of ``edges``.
    """
    # Each edge by number: ``used`` is a bit mask of the edges taken, ``trail`` their numbers.
    ids: dict[str, int] = {}
    links: dict[str, list[tuple[int, int, str]]] = {}     # node → (bit, number, the node at the other end)
    for edge, a, b in edges:
        number = ids.setdefault(edge, len(ids))
        links.setdefault(a, []).append((1 << number, number, b))
        links.setdefault(b, []).append((1 << number, number, a))
    through = {node: passable(node) for node in links}     # asked once per node, not once per visit
    names = list(ids)
    best: list[int] = []
    trail: list[int] = []

    def walk(node: str, used: int) -> None:
        nonlocal best
        if len(trail) > len(best):
            best = trail.copy()
        if trail and not through[node]:
            return
        for bit, number, nxt in links[node]:
            if not used & bit:
                trail.append(number)
                walk(nxt, used | bit)
                trail.pop()

    # A trail stays inside its component, and a walk replaces ``best`` only by a longer trail: a component with
    # no more edges than ``best`` is not walked, and its walks stop once ``best`` takes all its edges.
    for starts, size in _starts(links, through):
        for start in starts:
            if len(best) >= size:
                break
            walk(start, 0)
    return [names[i] for i in best]


def _starts(links: dict[str, list[tuple[int, int, str]]], through: dict[str, bool]) -> list[tuple[list[str], int]]:
    """Where a longest trail can be taken to begin, per component with its number of edges: its nodes of
    degree ≠ 2 and its impassable nodes; a component that is one plain cycle, any one node.

    A trail that begins at a passable node of degree 2 either leaves the node's other edge unused
    (then the trail extends backwards over it) or returns over it (then it is a closed loop and can
    begin at any node of the loop), so these starts lose nothing.
    """
    starts, seen = [], set()
    for node in links:
        if node in seen:
            continue
        component, stack = [], [node]
        seen.add(node)
        while stack:
            n = stack.pop()
            component.append(n)
            for _bit, _number, m in links[n]:
                if m not in seen:
                    seen.add(m)
                    stack.append(m)
        chosen = [n for n in component if len(links[n]) != 2 or not through[n]]
        starts.append((chosen or component[:1], sum(len(links[n]) for n in component) // 2))
    return starts
