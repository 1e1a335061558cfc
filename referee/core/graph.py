"""Graph helpers: the longest trail (no edge used twice) through allowed nodes."""

from __future__ import annotations

from collections.abc import Callable, Iterable


def longest_trail(edges: Iterable[tuple[str, str, str]], passable: Callable[[str], bool]) -> int:
    """Number of edges in the longest trail.

    ``edges`` are ``(edge_id, node_a, node_b)``. A trail may start or end at any
    node, but may only pass *through* nodes for which ``passable`` is true;
    nodes may be revisited, edges may not (CATAN-ROAD-1/2).
    """
    adjacency: dict[str, list[tuple[str, str]]] = {}
    for edge, a, b in edges:
        adjacency.setdefault(a, []).append((edge, b))
        adjacency.setdefault(b, []).append((edge, a))
    if not adjacency:
        return 0
    best = 0
    used: set[str] = set()

    def walk(node: str, length: int) -> None:
        nonlocal best
        best = max(best, length)
        if length and not passable(node):
            return
        for edge, nxt in adjacency[node]:
            if edge not in used:
                used.add(edge)
                walk(nxt, length + 1)
                used.discard(edge)

    for start in adjacency:
        walk(start, 0)
    return best
