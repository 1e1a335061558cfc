"""``referee serve`` in process (Starlette's TestClient, no socket): the page, its JSON twin, recording through the
page, refusals that write nothing, the stale check, undo and amend with their dry runs, and the door — the token,
cross-site and rebinding requests, bounded bodies, no file named by a request, no traceback or path shown.
The page in a real browser: tests/test_serve_browser.py."""

from __future__ import annotations

import json
import re
import shutil
import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from referee.cli.app import app as cli
from referee.core import commands, registry
from referee.core.session import Session
from referee.web.app import create

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "saves" / "examples"
TOKEN = "t0ken-for-tests-Xy12"
ORIGIN = "http://127.0.0.1:8000"
runner = CliRunner()
SETUP = ["build settlement 3e:2", "build road 3e:1", "build settlement 2b:4", "build road 2b:3",
         "build settlement 4b:4", "build road 4b:5", "build settlement 2d:6", "build road 2d:5",
         "build settlement 3b:6", "build road 3b:5", "build settlement 5b:6", "build road 5b:5"]


def fresh(tmp_path: Path, game: str = "catan", players: str = "Anna,Ben,Cyril", *extra: str) -> Path:
    path = tmp_path / "friday.toml"
    result = runner.invoke(cli, ["new", game, "--players", players, *extra, "--save", str(path)])
    assert result.exit_code == 0, result.stderr
    return path


def example(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    shutil.copy(EXAMPLES / name, path)
    return path


class Page:
    """A client of one served save, with the token, as the page sends its lines."""

    def __init__(self, path: Path, language: str = "en"):
        self.path = path
        self.digest = None                  # the position the page acts on: its own last answer's, or the shown one
        self.client = TestClient(create(path, TOKEN, language=language), base_url=ORIGIN)

    def __enter__(self):
        self.client.__enter__()
        return self

    def __exit__(self, *exc):
        self.client.__exit__(*exc)

    def position(self, lang: str = "en") -> dict:
        response = self.client.get(f"/position?lang={lang}")
        assert response.status_code == 200
        return response.json()

    def send(self, line: str, *, seen: str | None = None, confirm: bool = False, headers: dict | None = None,
             lang: str = "en"):
        seen = (self.digest or self.position()["digest"]) if seen is None else seen
        heads = {"X-Referee-Token": TOKEN, "Origin": ORIGIN, **(headers or {})}
        response = self.client.post(f"/command?lang={lang}", json={"line": line, "seen": seen, "confirm": confirm},
                                    headers={k: v for k, v in heads.items() if v is not None})
        if response.headers.get("content-type", "").startswith("application/json"):
            self.digest = response.json().get("digest", self.digest)
        return response


@pytest.fixture
def page(tmp_path):
    with Page(fresh(tmp_path)) as served:
        yield served


# --- the page ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.toml")))
def test_every_example_game_has_its_page_and_json_twin(tmp_path, name):
    path = example(tmp_path, name)
    with Page(path) as served:
        html = served.client.get("/").text
        data = served.position()
    session = Session.load(path)
    assert data["digest"] == commands.digest(path).hex()
    assert data["events"] == len(session.events)
    assert set(data["parts"]) >= {"board", "turn", "score", "status", "last", "log", "players"}
    assert "<svg" in data["parts"]["board"] and "<?xml" not in data["parts"]["board"]
    assert data["parts"]["board"] in html
    for name_ in session.setup.names:
        assert name_ in data["parts"]["players"]
    assert f"#{len(session.events)}" in data["parts"]["last"]


def test_the_page_shows_the_turn_what_is_awaited_the_score_and_the_last_roll(tmp_path):
    path = fresh(tmp_path)
    with Page(path) as served:
        for line in [*SETUP, "roll 8"]:
            assert served.send(line).json()["kind"] == "recorded", line
        parts = served.position()["parts"]
    assert "Anna" in parts["turn"] and "main" in parts["turn"]
    assert "Anna trades, builds, buys" in parts["turn"]                 # hints' first line
    assert "Production for 8" in parts["last"] and "#13" in parts["last"]
    assert "Score" in parts["score"] and "<table>" in parts["score"]
    assert parts["log"].count('class="event"') == 13


def test_the_page_shows_the_public_view_only(tmp_path):
    """A development card bought face down is shown as such, never as the card (status without --all)."""
    path = fresh(tmp_path)
    for line in SETUP:
        assert runner.invoke(cli, [*line.split(), "--save", str(path)]).exit_code == 0
    for line in ("roll 8", "trade Ben give 1 ore get 1 lumber", "end", "roll 6", "end", "roll 9", "end",
                 "roll 4", "end", "roll 5", "end", "roll 10"):
        assert runner.invoke(cli, [*line.split(), "--save", str(path)]).exit_code == 0, line
    public = runner.invoke(cli, ["status", "--save", str(path)]).stdout
    with Page(path) as served:
        status = served.position()["parts"]["status"]
    for row in re.findall(r"^(Anna|Ben|Cyril)\s.*$", public, re.M):
        assert row in status


def test_the_czech_page_speaks_czech(tmp_path):
    path = fresh(tmp_path)
    with Page(path, "cs") as served:
        html = served.client.get("/").text
        english = served.client.get("/?lang=en").text
        answer = served.send("postav vesnice 3e:2", lang="cs").json()
    assert 'lang="cs"' in html and "Poslední událost" in html or "Zatím není zaznamenána" in html
    assert "Příkaz" in html and "Body" in html
    assert "Command" in english
    assert answer["kind"] == "recorded", answer


# --- recording ----------------------------------------------------------------------------------------------

def test_a_line_typed_on_the_page_is_recorded_as_the_command_line_records_it(tmp_path):
    typed, paged = tmp_path / "cli", tmp_path / "page"
    typed.mkdir()
    paged.mkdir()
    a, b = fresh(typed), fresh(paged)
    with Page(b) as served:
        for line in [*SETUP, "roll 8", "trade Ben give 1 ore get 1 lumber", "end"]:
            assert runner.invoke(cli, [*line.split(), "--save", str(a)]).exit_code == 0
            assert served.send(line).json()["kind"] == "recorded"
    strip = lambda p: [{k: v for k, v in e.items() if k != "at"} for e in Session.load(p).events]  # noqa: E731
    assert strip(a) == strip(b)


def test_a_refused_line_names_the_rule_with_its_text_and_writes_nothing(page):
    before = page.path.read_bytes()
    response = page.send("build road 3e:3")
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["rule"] == "CATAN-SETUP-4"
    assert error["line"].startswith("Error: CATAN-SETUP-4: ")
    assert error["text"]["title"] and error["text"]["text"]              # what 'referee rule' prints
    assert page.path.read_bytes() == before


@pytest.mark.parametrize("line", ["", "   ", "bogus", "build", "build road", "roll 99", "undo 5", "amend 1",
                                  "'unclosed", "new catan", "board", "build road 3e:1 --save x.toml",
                                  "build road 3e:1 --frobnicate", "status extra", "why 1 2", "rule"])
def test_no_line_ends_in_a_traceback_or_a_write(page, line):
    before = page.path.read_bytes()
    response = page.send(line)
    assert response.status_code in (200, 400, 409, 422)
    data = response.json()
    assert data["kind"] in ("refused", "shown", "preview")
    assert "Traceback" not in response.text and str(page.path.parent) not in response.text
    assert page.path.read_bytes() == before


def test_a_line_on_a_position_the_page_has_not_seen_is_refused_and_says_what_changed(page):
    seen = page.position()["digest"]
    assert runner.invoke(cli, ["build", "settlement", "3e:2", "--save", str(page.path)]).exit_code == 0
    before = page.path.read_bytes()
    response = page.send("build settlement 2b:4", seen=seen)
    assert response.status_code == 409
    data = response.json()
    assert data["kind"] == "stale"
    assert any("#1 Anna build" in line for line in data["lines"])
    assert data["lines"][-1] == "Now: set-up: Anna places a road"
    assert page.path.read_bytes() == before
    assert str(page.path) not in response.text                             # no path reaches a page


def test_a_line_without_the_digest_of_the_position_is_refused(page):
    before = page.path.read_bytes()
    assert page.send("build settlement 3e:2", seen="").json()["kind"] == "stale"
    assert page.path.read_bytes() == before


def test_undo_shows_what_it_would_change_first_and_writes_only_when_confirmed(page):
    for line in SETUP[:3]:
        page.send(line)
    before = page.path.read_bytes()
    preview = page.send("undo 2").json()
    assert preview["kind"] == "preview" and preview["confirm"] == "undo 2"
    assert preview["lines"][:2] == ["Would undo: #2 Anna build piece=road at=3e:1",
                                    "Would undo: #3 Ben build piece=settlement at=2b:4"]
    assert any(t["title"].startswith("Consequences now") for t in preview["tables"])
    assert page.path.read_bytes() == before
    done = page.send("undo 2", confirm=True).json()
    cli_lines = ["Undone: #2 Anna build piece=road at=3e:1", "Undone: #3 Ben build piece=settlement at=2b:4"]
    assert done["kind"] == "recorded" and done["lines"][:2] == cli_lines
    session = Session.load(page.path)
    assert len(session.events) == 1 and len(session.undone) == 2


def test_amend_has_the_command_lines_consequences_table_and_a_dry_run_first(tmp_path):
    path = fresh(tmp_path)
    for line in [*SETUP, "roll 8"]:
        runner.invoke(cli, [*line.split(), "--save", str(path)])
    cli_dry = runner.invoke(cli, ["amend", "13", "roll", "6", "--dry-run", "--save", str(path)]).stdout
    with Page(path) as served:
        before = path.read_bytes()
        preview = served.send("amend 13 roll 6").json()
        assert preview["kind"] == "preview" and preview["confirm"] == "amend 13 roll 6"
        assert path.read_bytes() == before
        for table in preview["tables"]:
            assert table["title"] in cli_dry
            for row in table["rows"]:
                assert re.search(r"\s+".join(map(re.escape, filter(None, row))), cli_dry), row
        done = served.send(preview["confirm"], confirm=True).json()
    assert done["kind"] == "recorded"
    assert Session.load(path).events[12]["total"] == 6


def test_the_read_commands_answer_without_writing(page):
    before = page.path.read_bytes()
    for line, expected in (("hints", "Settlements, most productive first:"), ("rule CATAN-SETUP-5", "CATAN-SETUP-5"),
                           ("status", "Turn 0"), ("score", "Score"), ("check", "valid, 0 events"), ("log", "0 events")):
        data = page.send(line).json()
        text = json.dumps(data)
        assert data["kind"] == "shown", (line, data)
        assert expected in text, (line, text)
    assert page.path.read_bytes() == before


def test_suggestions_come_from_the_completion_referee_play_uses(page):
    from referee.core.complete import next_words

    words = page.client.get("/complete", params={"line": "build "}).json()["words"]
    session = Session.load(page.path)
    assert words == next_words(session.game, session.state, session.setup.names, "build", [])[:40]
    assert page.client.get("/complete", params={"line": "bu"}).json()["words"] == ["build", "buy"]
    assert page.client.get("/complete", params={"line": "build road --player "}).json()["words"] == \
        ["Anna", "Ben", "Cyril"]


# --- live -----------------------------------------------------------------------------------------------

def test_an_event_recorded_by_the_command_line_reaches_an_open_page(page):
    """The watcher sees the save change and pushes the new position to the open stream."""
    with page.client.stream("GET", "/live") as stream:
        lines = stream.iter_lines()
        first = next_position(lines)
        assert first["events"] == 0
        assert runner.invoke(cli, ["build", "settlement", "3e:2", "--save", str(page.path)]).exit_code == 0
        start = time.monotonic()
        second = next_position(lines)
        assert second["events"] == 1 and time.monotonic() - start < 5
        assert second["digest"] == commands.digest(page.path).hex()
        assert "3e:2" in second["parts"]["log"]


def next_position(lines) -> dict:
    for line in lines:
        if line.startswith("data: "):
            return json.loads(line[6:])
    raise AssertionError("the stream ended")


# --- the door ---------------------------------------------------------------------------------------------

def test_a_write_without_the_token_is_refused_and_changes_nothing(page):
    before = page.path.read_bytes()
    for token in (None, "", "wrong", TOKEN[:-1] + "Z", TOKEN + "x"):
        response = page.send("build settlement 3e:2", headers={"X-Referee-Token": token})
        assert response.status_code == 403, token
    assert page.path.read_bytes() == before


def test_watching_needs_no_token(page):
    assert page.client.get("/").status_code == 200
    assert page.client.get("/position").status_code == 200


def test_no_cross_site_request_can_record(page):
    before = page.path.read_bytes()
    evil = {"Origin": "http://evil.example"}
    assert page.send("build settlement 3e:2", headers=evil).status_code == 403
    assert page.send("build settlement 3e:2", headers={"Sec-Fetch-Site": "cross-site"}).status_code == 403
    form = page.client.post("/command", data={"line": "build settlement 3e:2"},
                            headers={"X-Referee-Token": TOKEN, "Origin": ORIGIN})
    assert form.status_code == 415                                     # a form cannot send JSON
    assert page.client.get("/command").status_code == 405            # writes are POSTs
    assert page.path.read_bytes() == before


def test_a_request_for_another_host_is_refused(page):
    """DNS rebinding: a name that resolves to 127.0.0.1 but is not this server's is answered 400."""
    for host in ("evil.example", "evil.example:8000", "127.0.0.1.evil.example"):
        assert page.client.get("/", headers={"Host": host}).status_code == 400
        assert page.send("build settlement 3e:2", headers={"Host": host}).status_code == 400
    assert page.client.get("/", headers={"Host": "localhost:8000"}).status_code == 200
    assert Session.load(page.path).events == []


def test_a_body_over_the_limit_is_refused(page):
    before = page.path.read_bytes()
    huge = page.client.post("/command", content=b'{"line": "' + b"x" * 20_000 + b'"}',
                            headers={"X-Referee-Token": TOKEN, "Content-Type": "application/json"})
    assert huge.status_code == 413
    note = page.send("build settlement 3e:2 --note " + "n" * 3000)
    assert note.status_code in (400, 422) and "characters" in note.json()["error"]["line"]
    assert page.path.read_bytes() == before


def test_no_request_names_a_file(page):
    assert page.client.get("/static/table.js").status_code == 200
    for url in ("/static/../pyproject.toml", "/static/%2e%2e%2fpyproject.toml", "/static/app.py",
                "/static/..%2F..%2Freferee%2Fweb%2Fapp.py", "/templates/page.html", "/saves/friday.toml",
                f"/{page.path}", "/etc/passwd"):
        response = page.client.get(url)
        assert response.status_code == 404, url
        assert "import" not in response.text
    assert page.client.get("/position?save=/etc/passwd").json()["events"] == 0


def test_a_failure_inside_the_server_shows_no_traceback_and_no_path(page, monkeypatch):
    from referee.web import table

    def broken(self, line, seen, confirm=False):
        raise RuntimeError(f"boom in {page.path}")

    monkeypatch.setattr(table.Table, "run", broken)
    client = TestClient(page.client.app, base_url=ORIGIN, raise_server_exceptions=False)
    response = client.post("/command", json={"line": "roll 8", "seen": ""},
                           headers={"X-Referee-Token": TOKEN})
    assert response.status_code == 500
    assert "Traceback" not in response.text and "boom" not in response.text and str(page.path) not in response.text


def test_the_token_is_random_and_long():
    from referee.web.guard import new_token

    tokens = {new_token() for _ in range(50)}
    assert len(tokens) == 50 and all(len(t) >= 22 for t in tokens)


# --- every game, played on the page ---------------------------------------------------------------------------

def test_every_registered_game_is_served(tmp_path):
    """Each game's example save has a page (the parametrized test above), and every registered game has one."""
    covered = {Session.load(p).game.key for p in EXAMPLES.glob("*.toml")}
    assert covered == set(registry.known())


def page_transcript(path: Path) -> list[tuple[str, list[str]]]:
    """(line typed on the page, the answer's lines shown) from a guide's ```page blocks."""
    steps: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```page\n(.*?)```", path.read_text("utf-8"), re.S):
        for line in block.splitlines():
            if line.startswith("> "):
                steps.append((line[2:], []))
            elif line.strip() and steps:
                steps[-1][1].append(line.strip())
    return steps


def test_the_guides_page_transcript_runs_as_shown(tmp_path):
    steps = page_transcript(ROOT / "docs" / "serve.md")
    assert len(steps) >= 5
    path = fresh(tmp_path, "catan", "Anna,Ben,Cyril", "--board", "beginner-en")
    with Page(path) as served:
        for line, shown in steps:
            answer = served.send(line).json()
            said = ([answer["error"]["line"]] if answer["error"] else []) + answer["lines"]
            refused = any(s.startswith("Error:") for s in shown)
            assert (answer["kind"] == "refused") == refused, (line, answer)
            for text in shown:
                assert text in said, (line, text, said)


# --- every game, from set-up to its end, on the page alone -----------------------------------------------------

def unstamped(game, events: list[dict]) -> list[dict]:
    return [{k: v for k, v in e.items() if not (k == "at" and game.stamps(e["kind"]))} for e in events]


def play_on_the_page(served: Page, game, setup, events: list[dict]) -> None:
    """Type each event's line (``Game.typed``) into the page's command box, as the table would."""
    import shlex

    from referee.core.session import step

    state = game.initial_state(setup)
    game.quiet(state, True)
    for event in events:
        line = shlex.join(game.typed(state, event))
        answer = served.send(line).json()
        assert answer["kind"] == "recorded", (event["seq"], line, answer)
        step(game, state, event)


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.toml")))
def test_every_example_game_is_played_from_set_up_to_its_end_on_the_page(tmp_path, name):
    """Every registered game (each has an example) is played on the page alone: a fresh save of the example's
    set-up, every event typed into the page, the same events recorded and the same end (a win)."""
    from referee.core import save

    example_ = Session.load(EXAMPLES / name)
    path = tmp_path / "typed.toml"
    save.write_atomic(path, save.dumps(example_.setup, [], []))
    with Page(path) as served:
        play_on_the_page(served, example_.game, example_.setup, example_.events)
        data = served.position()
    played = Session.load(path)
    assert unstamped(played.game, played.events) == unstamped(example_.game, example_.events)
    assert data["events"] == len(example_.events)
    winner = example_.game.summary(example_.state).get("winner")
    assert played.game.summary(played.state).get("winner") == winner
    if winner:
        assert "winner" in data["parts"]["turn"]


def test_a_logged_event_comes_back_as_the_amend_line_that_corrects_it(tmp_path):
    path = fresh(tmp_path)
    for line in [*SETUP, "roll 8", "trade Ben give 1 ore get 1 lumber"]:
        runner.invoke(cli, [*line.split(), "--save", str(path)])
    with Page(path) as served:
        assert served.client.get("/line?seq=13").json()["line"] == "amend 13 roll 8"
        assert served.client.get("/line?seq=14").json()["line"] == "amend 14 trade Ben give 1 ore get 1 lumber"
        assert served.client.get("/line?seq=99").status_code == 400
        assert served.client.get("/line?seq=x").status_code == 400
        refused = served.send("amend 13 roll 6").json()           # the trade of #14 needed the 8's ore
    assert refused["kind"] == "refused" and refused["error"]["rule"] == "CATAN-TRADE-3"


def test_the_last_event_is_told_in_each_language_a_page_shows(tmp_path):
    """An outcome's words are chosen as it is told: an English page and a Czech page of one save each read the last
    event in their own language, whichever asked first (the Czech win line once named the revealed card in
    English, and a second language could be shown the first one's lines)."""
    path = example(tmp_path, "catan-4p-beginner.toml")
    with Page(path) as page:
        english = page.position("en")["parts"]["last"]
        czech = page.position("cs")["parts"]["last"]
        assert "revealing 1 Victory Point card" in english
        assert "odkrývá karty s výherním bodem: 1" in czech and "revealing" not in czech
        assert page.position("en")["parts"]["last"] == english
    with Page(path, language="cs") as page:
        assert "revealing" not in page.position("cs")["parts"]["last"]
        assert "revealing 1 Victory Point card" in page.position("en")["parts"]["last"]


def test_a_body_the_page_would_not_send_is_refused_in_the_pages_language(page):
    """A script's JSON of another shape (a list, no line) is refused with what the page sends, in the language the
    page asks for, and the save stays as it was."""
    before = page.path.read_bytes()
    headers = {"X-Referee-Token": TOKEN, "Origin": ORIGIN}
    english = page.client.post("/command", json=["roll 8"], headers=headers)
    assert english.status_code == 400
    assert english.json()["error"]["line"] == 'Error: the request is not what the page sends — JSON: {"line": TEXT}'
    czech = page.client.post("/command?lang=cs", json={"words": "roll 8"}, headers=headers)
    assert "požadavek není to, co posílá stránka" in czech.json()["error"]["line"]
    assert page.path.read_bytes() == before


def test_an_event_number_on_the_page_is_read_as_the_command_line_reads_numbers(page):
    for seq in ("²", "x", "1" * 5000):
        refused = page.client.get(f"/line?seq={seq}")
        assert refused.status_code == 400
        assert refused.json()["error"]["line"].startswith("Error: the event's number: ")
    assert page.send("undo ²").json()["error"]["line"].startswith("Error: how many events to undo: ")
