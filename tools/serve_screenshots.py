"""The screenshots of ``referee serve``'s page in docs/images/: a Catan, a Struggle for Rome, an Aqua Romana and a
Warriors & Traders game, on a laptop (wide) and on a phone (narrow), in Debian's chromium.

Run from the project root (after ``make test`` has installed playwright)::

    .venv/bin/python tools/serve_screenshots.py            # every page
    .venv/bin/python tools/serve_screenshots.py rome       # the pages whose name holds "rome"

Each example save is copied to a temporary folder and served as a person serves it (``referee serve SAVE
--port 0``); the typist's page types one line (``hints``) so that the picture shows an answer too.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from browser import ARGS, Served, chromium  # noqa: E402

PAGES = {  # picture name → (example save, a line typed on the page, language)
    "serve-catan": ("seafarers-3p-test.toml", "hints", "en"),
    "serve-rome": ("rome-3p-test-map.toml", "hints", "en"),
    "serve-aqua-romana": ("aqua-romana-3p.toml", "hints", "en"),
    "serve-warriors-and-traders": ("warriors-and-traders-3p.toml", "hints", "en"),
    "serve-catan-cs": ("catan-4p-beginner.toml", "hints", "cs"),
}
SIZES = {"wide": {"width": 1600, "height": 1000}, "phone": {"width": 390, "height": 844}}


def shoot(browser, server: Served, line: str, out: Path, size: dict) -> None:
    context = browser.new_context(viewport=size, device_scale_factor=1)
    page = context.new_page()
    page.goto(server.record)
    page.wait_for_selector("#live")
    page.fill("#line", line)
    page.press("#line", "Enter")
    page.wait_for_selector("#answer:not(:empty)")
    page.wait_for_timeout(300)
    page.screenshot(path=str(out))
    context.close()


def main() -> None:
    from playwright.sync_api import sync_playwright

    wanted = sys.argv[1:]
    folder = ROOT / "docs" / "images"
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium(), args=ARGS)
        for name, (example, line, language) in PAGES.items():
            if wanted and not any(w in name for w in wanted):
                continue
            path = Path(tmp) / example
            shutil.copy(ROOT / "saves" / "examples" / example, path)
            server = Served(path, "--lang", language)
            try:
                for label, size in SIZES.items():
                    out = folder / f"{name}-{label}.png"
                    shoot(browser, server, line, out, size)
                    print(out.relative_to(ROOT))
            finally:
                server.stop()
        browser.close()


if __name__ == "__main__":
    main()
