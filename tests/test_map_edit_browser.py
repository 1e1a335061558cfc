"""``referee serve --edit FILE`` in a real browser (Debian's chromium driven by Playwright; skipped and said so
without one): for each kind of map file a small board transcribed by pointing — a tool chosen, its fields set,
the board tapped — writes the bytes the command line writes for the same input, and a game starts on it; a
deliberate mistake is named by the live check, and undo takes it back. The routes themselves: tests/test_map_edit.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from browser import Served, open_page
from map_transcriptions import TRANSCRIPTIONS
from referee.cli.app import app as cli
from test_map_edit import typed
from test_serve_browser import browser  # noqa: F401  (the fixture)

runner = CliRunner()


class Editing(Served):
    """``referee serve --edit FILE --game KEY --port 0`` in a process of its own."""

    def arguments(self, path: Path, extra: tuple[str, ...]) -> list[str]:
        return ["serve", "--edit", str(path), *extra, "--port", "0"]


@pytest.fixture
def editing(tmp_path):
    running = []

    def start(kind: str) -> Editing:
        folder = tmp_path / "page"
        folder.mkdir(exist_ok=True)
        server = Editing(folder / "board.toml", "--game", TRANSCRIPTIONS[kind].game)
        running.append(server)
        return server

    yield start
    for server in running:
        server.stop()


def open_editor(browser, address: str):
    return open_page(browser, address, "#tools button[data-tool]", viewport={"width": 1280, "height": 900})


def option(value) -> str:
    """A choice's value as its <option> holds it (JavaScript's String: true, not True)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def point(page, edit: str, args: dict) -> str:
    """Make one change as a person does: choose its tool, set its fields, tap its targets (or Apply)."""
    tools = page.evaluate("async () => (await (await fetch('/view')).json()).tools")
    tool = next(t for t in tools if t["edit"] == edit)
    page.click(f"#tools button[data-tool='{tool['name']}']")
    for spec in tool["fields"]:
        selector = f"#fields [name='{spec['arg']}']"
        value = args.get(spec["arg"])
        if spec["type"] == "flag":
            page.set_checked(selector, bool(value))
        elif spec.get("choices"):
            values = [option(v) for v, _shown in spec["choices"]]
            if value is not None or "" in values:
                page.select_option(selector, "" if value is None else option(value))
        else:
            page.fill(selector, "" if value is None else str(value))
    page.dispatch_event("#fields", "change")
    # the last answer's class is set aside, so that a change that sends nothing times out here instead of passing
    page.evaluate("() => { document.querySelector('#answer').className = 'answer pending'; }")
    names = [name for spec in tool["targets"] for name in
             (args[spec["arg"]] if isinstance(args[spec["arg"]], list) else [args[spec["arg"]]])]
    if not names:
        page.click("#apply")
    for name in names:
        page.click(f"#picture .target[data-name='{name}']", force=True)
    page.wait_for_function("() => !['answer', 'answer pending'].includes(document.querySelector('#answer').className)")
    now = page.evaluate("async () => (await (await fetch('/view')).json()).revision")
    page.wait_for_function(f"() => Number(document.body.dataset.revision) >= {now}")
    return page.inner_text("#answer")


@pytest.mark.parametrize("kind", sorted(TRANSCRIPTIONS))
def test_a_small_board_transcribed_by_pointing_is_the_command_line_s_file_and_starts_a_game(browser, editing,
                                                                                             tmp_path, kind,
                                                                                             monkeypatch):
    transcription = TRANSCRIPTIONS[kind]
    server = editing(kind)
    page = open_editor(browser, server.record)
    for edit, args in transcription.edits:
        answer = point(page, edit, args)
        assert "refused" not in page.get_attribute("#answer", "class"), (edit, args, answer)
    expected = typed(tmp_path, kind).read_bytes()
    assert server.path.read_bytes() == expected
    name, args = transcription.mistake
    point(page, name, args)
    page.wait_for_function("(named) => document.querySelector('#progress').textContent.includes(named)",
                           arg=transcription.named)
    before = server.path.read_bytes()
    page.click("#undo")
    page.wait_for_function("(named) => !document.querySelector('#progress').textContent.includes(named)",
                           arg=transcription.named)
    assert before != expected == server.path.read_bytes()
    assert page.problems == []
    monkeypatch.chdir(tmp_path)
    started = runner.invoke(cli, [w.format(f=server.path) for w in transcription.start])
    assert started.exit_code == 0, started.stderr
