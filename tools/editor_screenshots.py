"""The screenshots of ``referee serve --edit``'s page in docs/images/editor-*.png: each kind of map file's small
test board (tests/map_transcriptions.py) transcribed by pointing in Debian's chromium, as the browser tests do.

Run from the project root (after ``make test`` has installed playwright)::

    .venv/bin/python tools/editor_screenshots.py            # every kind
    .venv/bin/python tools/editor_screenshots.py rome       # the kinds whose name holds "rome"
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from browser import ARGS, chromium  # noqa: E402
from map_transcriptions import TRANSCRIPTIONS  # noqa: E402
from test_map_edit_browser import Editing, point  # noqa: E402

SIZE = {"width": 1280, "height": 860}


def main(wanted: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw, tempfile.TemporaryDirectory() as folder:
        browser = pw.chromium.launch(executable_path=chromium(), args=ARGS)
        for kind, transcription in TRANSCRIPTIONS.items():
            if wanted and not any(w in kind for w in wanted):
                continue
            server = Editing(Path(folder) / f"{kind}.toml", "--game", transcription.game)
            try:
                page = browser.new_context(viewport=SIZE, device_scale_factor=1).new_page()
                page.goto(server.record)
                page.wait_for_selector("#tools button[data-tool]")
                for edit, args in transcription.edits:
                    point(page, edit, args)
                if transcription.shown:
                    page.click(f"#tools button[data-tool='{transcription.shown}']")
                out = ROOT / "docs" / "images" / f"editor-{kind}.png"
                page.screenshot(path=str(out))
                print(out.relative_to(ROOT))
            finally:
                server.stop()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
