"""The command line: parse arguments, call a Session, render tables. No rules here."""

import sys


def main() -> None:
    """The console entry point. A game verb, ``status`` or ``check`` of the plainest shape runs without Typer
    (cli/fast.py); anything else goes to the Typer app. Ctrl-C at any moment, start-up included, ends quietly
    (exit 130)."""
    try:
        from referee.cli import fast

        code = fast.run(sys.argv[1:])
        if code is None:
            from referee.cli.app import main as run

            run()
            return
    except KeyboardInterrupt:
        sys.stderr.write("\nInterrupted.\n")
        raise SystemExit(130) from None
    raise SystemExit(code)
