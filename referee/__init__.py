"""referee — a command-line referee and bookkeeper for physical board games."""

__version__ = "0.1.0"
