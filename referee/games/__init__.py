"""One package per game; each registers itself through the ``referee.games`` entry point."""
