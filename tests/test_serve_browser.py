"""``referee serve`` in a real browser (Debian's chromium, driven by Playwright): recording by typing and by
tapping, a second browser that sees the change pushed, refusals that write nothing, the token, a stale page,
the Czech page and a phone's narrow screen. Skipped, and said so, where the machine has no chromium."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from browser import ARGS, Served, open_page, require_browser
from referee.cli.app import app as cli
from referee.core.session import Session

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "saves" / "examples"
runner = CliRunner()
PUSHED = 3000          # ms a page may take to show what another program recorded (the target is 1 s; CI is slow)


@pytest.fixture(scope="module")
def browser():
    executable = require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        launched = pw.chromium.launch(executable_path=executable, args=ARGS)
        yield launched
        launched.close()


def new_game(tmp_path: Path, game: str = "catan", players: str = "Anna,Ben,Cyril") -> Path:
    path = tmp_path / "friday.toml"
    assert runner.invoke(cli, ["new", game, "--players", players, "--save", str(path)]).exit_code == 0
    return path


@pytest.fixture
def served(tmp_path):
    running = []

    def start(path: Path, *extra: str) -> Served:
        server = Served(path, *extra)
        running.append(server)
        return server

    yield start
    for server in running:
        server.stop()


def open_table(browser, address: str, **options):
    return open_page(browser, address, "#live", **options)


def type_line(page, line: str) -> str:
    """Type a line and press Enter; the answer's text once it came."""
    page.fill("#line", line)
    page.press("#line", "Enter")
    page.wait_for_function("() => !document.querySelector('#answer').textContent.includes('…')")
    page.wait_for_selector("#answer:not(:empty)")
    return page.inner_text("#answer")


def test_record_by_typing_and_by_tapping_a_corner_and_see_the_board_change(browser, served, tmp_path):
    path = new_game(tmp_path)
    server = served(path)
    page = open_table(browser, server.record)
    assert page.is_visible("#line")
    assert "#token=" not in page.url                             # the token leaves the address bar
    answer = type_line(page, "build settlement 3e:2")
    assert "Anna places a settlement on 3e:2" in answer
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('3e:2')", timeout=PUSHED)
    board_before = page.inner_html("#board")
    page.fill("#line", "build road ")
    page.click('#board .target.side[data-name="3e:1"]')
    assert page.input_value("#line") == "build road 3e:1 "
    page.press("#line", "Enter")
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('3e:1')", timeout=PUSHED)
    assert page.inner_html("#board") != board_before
    page.click('#board .target.corner[data-name="2b:4"]')
    assert page.input_value("#line").strip() == "2b:4"
    events = Session.load(path).events
    assert [(e["piece"], e["at"]) for e in events] == [("settlement", "3e:2"), ("road", "3e:1")]
    assert page.problems == []


def test_a_second_browser_sees_what_the_first_records_and_what_a_shell_records(browser, served, tmp_path):
    path = new_game(tmp_path)
    server = served(path)
    typist = open_table(browser, server.record)
    watcher = open_table(browser, server.watch)
    assert watcher.is_hidden("#line")                              # watching needs no token, recording does
    type_line(typist, "build settlement 3e:2")
    watcher.wait_for_function("() => document.querySelector('#log').textContent.includes('3e:2')", timeout=PUSHED)
    start = time.monotonic()
    assert runner.invoke(cli, ["build", "road", "3e:1", "--save", str(path)]).exit_code == 0
    watcher.wait_for_function("() => document.querySelector('#log').textContent.includes('3e:1')", timeout=PUSHED)
    typist.wait_for_function("() => document.querySelector('#log').textContent.includes('3e:1')", timeout=PUSHED)
    assert time.monotonic() - start < PUSHED / 1000
    assert "Ben" in watcher.inner_text("#turn")


def test_a_refused_command_shows_its_rule_and_leaves_the_save_byte_identical(browser, served, tmp_path):
    path = new_game(tmp_path)
    server = served(path)
    page = open_table(browser, server.record)
    before = path.read_bytes()
    answer = type_line(page, "build road 3e:3")
    assert "CATAN-SETUP-4" in answer
    assert page.is_visible("#answer blockquote")                   # the rule's own text
    assert path.read_bytes() == before


def test_a_write_without_the_token_is_refused(browser, served, tmp_path):
    path = new_game(tmp_path)
    server = served(path)
    page = open_table(browser, server.watch)
    assert page.is_visible("#token") and page.is_hidden("#command")
    before = path.read_bytes()
    status = page.evaluate("""async () => (await fetch('/command', {method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({line: 'build settlement 3e:2', seen: document.body.dataset.digest})})).status""")
    assert status == 403
    page.fill("#token-value", "not-the-token")
    page.click("#token button")
    answer = type_line(page, "build settlement 3e:2")
    assert "token" in answer and path.read_bytes() == before
    page.fill("#token-value", server.token)
    page.click("#token button")
    assert "Anna places a settlement" in type_line(page, "build settlement 3e:2")


def test_a_stale_page_is_refused_and_shown_what_changed(browser, served, tmp_path):
    path = new_game(tmp_path)
    server = served(path)
    context = browser.new_context()
    page = context.new_page()
    page.route("**/live*", lambda route: route.abort())           # this page hears of no change
    page.goto(server.record)
    assert runner.invoke(cli, ["build", "settlement", "3e:2", "--save", str(path)]).exit_code == 0
    before = path.read_bytes()
    answer = type_line(page, "build settlement 2b:4")
    assert "changed since" in answer and "#1 Anna build" in answer
    assert path.read_bytes() == before


def test_the_czech_page(browser, served, tmp_path):
    path = new_game(tmp_path)
    server = served(path, "--lang", "cs")
    page = open_table(browser, server.record)
    assert page.locator("html").get_attribute("lang") == "cs"
    assert "Příkaz" in page.inner_text(".enter")
    answer = type_line(page, "postav vesnice 3e:2")
    assert "Anna staví vesnici na 3e:2" in answer or "3e:2" in answer
    page.click("nav a[hreflang=en]")
    page.wait_for_selector("#live")
    assert "Command" in page.inner_text(".enter")


def test_a_phone_sees_the_whole_board_and_can_tap(browser, served, tmp_path):
    path = new_game(tmp_path)
    server = served(path)
    page = open_table(browser, server.record, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390       # nothing wider than the phone
    box = page.locator("#board svg").bounding_box()
    assert box["width"] <= 390 and box["width"] > 300
    corner = page.locator('#board .target.corner[data-name="3e:2"]').bounding_box()
    assert corner["width"] >= 12 and corner["height"] >= 12                     # a finger's target, scaled down
    page.locator('#board .target.corner[data-name="3e:2"]').tap()
    assert page.input_value("#line").strip() == "3e:2"


@pytest.mark.parametrize("name, line", [("rome-3p-test-map.toml", "hints"), ("aqua-romana-3p.toml", "hints"),
                                        ("warriors-and-traders-3p.toml", "hints"),
                                        ("seafarers-3p-test.toml", "hints")])
def test_every_family_has_a_page_that_answers(browser, served, tmp_path, name, line):
    path = tmp_path / name
    shutil.copy(EXAMPLES / name, path)
    server = served(path)
    page = open_table(browser, server.record)
    assert page.locator("#board svg").count() == 1
    assert page.locator("#board .target[data-name]").count() > 10
    assert type_line(page, line)
    assert page.problems == []


def test_a_whole_game_is_played_on_the_page_while_another_browser_watches(browser, served, tmp_path):
    """The example Catan game, set-up to win, every line typed into the page; a second browser sees the end."""
    import shlex

    from referee.core import save
    from referee.core.session import step

    example = Session.load(EXAMPLES / "catan-4p-beginner.toml")
    path = tmp_path / "typed.toml"
    save.write_atomic(path, save.dumps(example.setup, [], []))
    server = served(path)
    typist = open_table(browser, server.record)
    watcher = open_table(browser, server.watch)
    game, state = example.game, example.game.initial_state(example.setup)
    game.quiet(state, True)
    for event in example.events:
        line = shlex.join(game.typed(state, event))
        typist.fill("#line", line)
        typist.press("#line", "Enter")
        typist.wait_for_function("() => document.querySelector('#answer').className.includes('recorded')"
                                 " || document.querySelector('#answer').className.includes('refused')"
                                 " || document.querySelector('#answer').className.includes('stale')")
        assert "recorded" in typist.get_attribute("#answer", "class"), (event["seq"], line,
                                                                       typist.inner_text("#answer"))
        typist.evaluate("document.querySelector('#answer').className = 'answer'")
        step(game, state, event)
    watcher.wait_for_function("() => document.querySelector('#turn').textContent.includes('Ben won')",
                              timeout=PUSHED)
    assert len(Session.load(path).events) == len(example.events)
    assert typist.problems == [] and watcher.problems == []
