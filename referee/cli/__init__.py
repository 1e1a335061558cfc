"""The command line: parse arguments, call a Session, render tables. No rules here."""

import sys


def main() -> None:
    """The console entry point. Ctrl-C at any moment, start-up included, ends quietly (exit 130)."""
    try:
        from referee.cli.app import main as run

        run()
    except KeyboardInterrupt:
        sys.stderr.write("\nInterrupted.\n")
        raise SystemExit(130) from None
