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
    adjacency: dict[str, list[tuple[str, str]]] = {}
    for edge, a, b in edges:
        adjacency.setdefault(a, []).append((edge, b))
        adjacency.setdefault(b, []).append((edge, a))
    through = {node: passable(node) for node in adjacency}     # asked once per node, not once per visit
    # The same walk over edge numbers: ``used`` is a bit mask of the edges taken, ``trail`` their numbers.
    ids = {edge: i for i, edge in enumerate(dict.fromkeys(e for links in adjacency.values() for e, _n in links))}
    links = {node: [(1 << ids[edge], ids[edge], nxt) for edge, nxt in out] for node, out in adjacency.items()}
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

    for start in _starts(adjacency, through.__getitem__):
        walk(start, 0)
    return [names[i] for i in best]


def _starts(adjacency: dict[str, list[tuple[str, str]]], passable: Callable[[str], bool]) -> list[str]:
    """Where a longest trail can be taken to begin: per component, its nodes of degree ≠ 2 and its
    impassable nodes; a component that is one plain cycle, any one node.

    A trail that begins at a passable node of degree 2 either leaves the node's other edge unused
    (then the trail extends backwards over it) or returns over it (then it is a closed loop and can
    begin at any node of the loop), so these starts lose nothing.
    """
    starts, seen = [], set()
    for node in adjacency:
        if node in seen:
            continue
        component, stack = [], [node]
        seen.add(node)
        while stack:
            n = stack.pop()
            component.append(n)
            for _, m in adjacency[n]:
                if m not in seen:
                    seen.add(m)
                    stack.append(m)
        chosen = [n for n in component if len(adjacency[n]) != 2 or not passable(n)]
        starts.extend(chosen or component[:1])
    return starts
