"""Game-agnostic machinery: events, replay, sessions, saves, errors, geometry.

Nothing in this package imports a game (``tests/test_layering.py`` enforces it).
"""
