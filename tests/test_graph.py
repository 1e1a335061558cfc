"""The longest trail (CATAN-ROAD-1/2, SEA-LTR-1…3) against a search that walks from every node."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.graph import longest_trail, longest_trail_edges

NODES = "abcdefgh"


def every_trail_from_every_node(edges, passable) -> int:
    """The length of the longest trail, found the slow way: every trail from every node, no shortcut."""
    links: dict[str, list[tuple[int, str]]] = {}
    for i, (_edge, a, b) in enumerate(edges):
        links.setdefault(a, []).append((i, b))
        links.setdefault(b, []).append((i, a))
    best = 0

    def walk(node: str, used: frozenset, length: int) -> None:
        nonlocal best
        best = max(best, length)
        if length and not passable(node):
            return
        for i, nxt in links[node]:
            if i not in used:
                walk(nxt, used | {i}, length + 1)

    for node in links:
        walk(node, frozenset(), 0)
    return best


# Boards' graphs: no edge from a node to itself, at most one edge between two nodes.
graphs = st.lists(st.tuples(st.sampled_from(NODES), st.sampled_from(NODES)).filter(lambda p: p[0] < p[1]),
                  max_size=11, unique=True).map(lambda pairs: [(f"e{i}", a, b) for i, (a, b) in enumerate(pairs)])


@settings(max_examples=300, deadline=None)
@given(graphs, st.frozensets(st.sampled_from(NODES)))
def test_catan_road_1_longest_trail_is_the_longest_of_every_walk(edges, blocked):
    """The starts and the shortcuts (a component no longer than the best trail is not walked) lose no trail, and
    the trail returned is one: consecutive edges, each once, passing only passable nodes (CATAN-ROAD-2)."""
    passable = lambda node: node not in blocked  # noqa: E731
    found = longest_trail_edges(edges, passable)
    assert len(found) == longest_trail(edges, passable) == every_trail_from_every_node(edges, passable)
    assert len(set(found)) == len(found)
    ends = {edge: (a, b) for edge, a, b in edges}
    assert not found or any(is_trail(found, ends, start, passable) for start in ends[found[0]])


def is_trail(found, ends, at, passable) -> bool:
    """Whether ``found`` can be walked from ``at``, edge after edge, passing only passable nodes."""
    for i, edge in enumerate(found):
        a, b = ends[edge]
        if at not in (a, b) or (i and not passable(at)):
            return False
        at = b if at == a else a
    return True
