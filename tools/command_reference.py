"""The command reference of ``docs/commands.md``, generated from the Typer app: ``python tools/command_reference.py``.

The page's hand-written part (conventions, tables, options) stays above MARKER; everything below it is Typer's
own Markdown (``typer … utils docs``) for every command, group and option, as the program defines them, with
headings one level down and usage blocks as ``text`` (they are not transcripts). ``--check`` exits 1 when the
page is stale (``--page PATH``: another copy of the page); ``tests/test_command_reference.py`` does the same.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "commands.md"
MARKER = ("<!-- Everything below is generated from the program by tools/command_reference.py; "
          "edit the commands' help, not this page. -->")


def generated() -> str:
    """Typer's Markdown for the whole app, as a reader without a current game and in English sees the help."""
    with tempfile.TemporaryDirectory() as empty:
        os.environ.update(REFEREE_SAVES_DIR=empty, REFEREE_LANG="en")
        os.environ.pop("REFEREE_SAVE", None)
        import typer.cli
        import typer.main
        from referee.cli.app import app
        command = typer.main.get_command(app)
        text = typer.cli.get_docs_for_click(obj=command, ctx=typer.Context(command), name="referee")
    text = re.sub(r"^(#+) ", r"#\1 ", text.strip(), flags=re.M)
    return text.replace("```console", "```text") + "\n"


def page(path: Path = PAGE) -> str:
    """The page as it should read: its hand-written part, the marker, the generated reference."""
    written = path.read_text("utf-8").split(MARKER)[0].rstrip("\n")
    return f"{written}\n\n{MARKER}\n\n{generated()}"


def main(argv: list[str]) -> int:
    path = Path(argv[argv.index("--page") + 1]) if "--page" in argv else PAGE
    wanted = page(path)
    if "--check" in argv:
        stale = path.read_text("utf-8") != wanted
        if stale:
            print(f"{path.name} is stale: run python tools/command_reference.py", file=sys.stderr)
        return int(stale)
    path.write_text(wanted, "utf-8")
    print(f"{path.name} written.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
