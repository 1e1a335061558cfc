"""``referee serve --edit FILE`` in process (Starlette's TestClient, no socket): every kind of map file transcribed
by the editor's changes writes the bytes the command line writes for the same input, and a game starts on it;
the live check; undo; and the door — the token, cross-site and rebinding requests, bounded bodies, a stale page,
no file named by a request, no path shown. In a real browser: tests/test_map_edit_browser.py."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from map_transcriptions import TRANSCRIPTIONS
from referee.cli.app import app as cli
from referee.core import mapedit
from referee.web.editor import create, editor_for

TOKEN = "t0ken-for-the-editor-Q7"
ORIGIN = "http://127.0.0.1:8000"
runner = CliRunner()


class Editor:
    """A client of one map file's editor, with the token, as the page sends its changes."""

    def __init__(self, path: Path, game: str | None = None, language: str = "en"):
        self.path = path
        self.client = TestClient(create(path, TOKEN, editor_for(path, game), language=language), base_url=ORIGIN)

    def __enter__(self):
        self.client.__enter__()
        return self

    def __exit__(self, *exc):
        self.client.__exit__(*exc)

    def view(self, lang: str = "en") -> dict:
        response = self.client.get(f"/view?lang={lang}")
        assert response.status_code == 200
        return response.json()

    def edit(self, name: str, args: dict | None = None, *, seen: str | None = None, headers: dict | None = None,
             route: str = "/edit", lang: str = "en"):
        seen = self.view()["digest"] if seen is None else seen
        heads = {"X-Referee-Token": TOKEN, "Origin": ORIGIN, **(headers or {})}
        body = {"edit": name, "args": args if args is not None else {}, "seen": seen}
        return self.client.post(f"{route}?lang={lang}", json=body,
                                headers={k: v for k, v in heads.items() if v is not None})

    def undo(self, **more):
        return self.edit("", route="/undo", **more)


def typed(tmp_path: Path, kind: str) -> Path:
    """The small board of ``kind`` typed on the command line."""
    folder = tmp_path / "typed"
    folder.mkdir(exist_ok=True)
    path = folder / "board.toml"
    for words in TRANSCRIPTIONS[kind].typed:
        result = runner.invoke(cli, [w.format(f=path) for w in words])
        assert result.exit_code == 0, (words, result.stderr)
    return path


def pointed(tmp_path: Path, kind: str) -> Path:
    """The same board made by the editor's changes (what the page sends)."""
    folder = tmp_path / "page"
    folder.mkdir(exist_ok=True)
    path = folder / "board.toml"
    with Editor(path, TRANSCRIPTIONS[kind].game) as editor:
        for name, args in TRANSCRIPTIONS[kind].edits:
            response = editor.edit(name, args)
            assert response.status_code == 200 and response.json()["kind"] == "done", (name, response.json())
    return path


# --- the same bytes as the command line, and a game on them -------------------------------------------------

@pytest.mark.parametrize("kind", sorted(TRANSCRIPTIONS))
def test_a_board_made_on_the_page_is_byte_identical_to_the_command_line_s_and_starts_a_game(tmp_path, kind,
                                                                                               monkeypatch):
    page, terminal = pointed(tmp_path, kind), typed(tmp_path, kind)
    assert page.read_bytes() == terminal.read_bytes()
    monkeypatch.chdir(tmp_path)
    start = [w.format(f=page) for w in TRANSCRIPTIONS[kind].start]
    result = runner.invoke(cli, start)
    assert result.exit_code == 0, result.stderr


@pytest.mark.parametrize("kind", sorted(TRANSCRIPTIONS))
def test_the_live_check_counts_what_is_set_and_names_a_mistake_with_the_file_s_own_words(tmp_path, kind):
    path = pointed(tmp_path, kind)
    transcription = TRANSCRIPTIONS[kind]
    with Editor(path) as editor:                                   # the kind found from the file itself
        progress = editor.view()["parts"]["progress"]
        for line in transcription.counts:
            assert f"<li>{line}</li>" in progress.replace("&#39;", "'"), (line, progress)
        name, args = transcription.mistake
        answer = editor.edit(name, args).json()
        assert answer["kind"] == "done", answer
        after = editor.view()["parts"]["progress"].replace("&#39;", "'")
    assert transcription.named in after


def test_catan_board_1_the_live_count_says_how_many_of_each_are_left_and_how_many_too_many(tmp_path):
    path = tmp_path / "base.toml"
    with Editor(path, "catan") as editor:
        assert editor.edit("new", {"edition": "base"}).json()["kind"] == "done"
        for hexname in ("1a", "1b"):
            assert editor.edit("hex", {"hexname": hexname, "terrain": "hills", "number": 5}).json()["kind"] == "done"
        progress = editor.view()["parts"]["progress"]
        assert "<li>2 of 19 hexes set</li>" in progress
        assert "<li>hills: 1 of 3 left</li>" in progress and "<li>mountains: 3 of 3 left</li>" in progress
        assert "<li>number 5: 0 of 2 left</li>" not in progress and "<li>number 2: 1 of 1 left</li>" in progress
        for hexname in ("1c", "2a"):
            editor.edit("hex", {"hexname": hexname, "terrain": "hills", "number": 6})
        progress = editor.view()["parts"]["progress"]
        assert "<li>hills: 1 too many (4 of 3)</li>" in progress
        assert "<li>3:1: 4 of 4 left</li>" in progress


def test_an_unfinished_file_is_saved_as_such_and_its_check_says_what_is_missing(tmp_path):
    path = tmp_path / "rome.toml"
    with Editor(path, "rome") as editor:
        editor.edit("new", {"rows": "2,3,2"})
        editor.edit("hex", {"hexname": "1a", "terrain": "fields", "number": 8})
        verdict = editor.view()["parts"]["progress"]
    result = runner.invoke(cli, ["map", "check", str(path)])
    assert result.exit_code == 0
    assert "missing: the terrain of 6 hex(es): 1b, 2a, 2b, 2c, 3a, 3b" in result.stdout
    assert "missing: the terrain of 6 hex(es): 1b, 2a, 2b, 2c, 3a, 3b" in verdict
    refused = runner.invoke(cli, ["new", "rome", "--players", "A,B,C", "--board", str(path), "--save",
                                  str(tmp_path / "game.toml")])
    assert refused.exit_code == 2 and "ROME-MAP-1: the map cannot be used: hex 1b has no terrain yet" in refused.stderr


# --- refusals: the rule and its text, nothing written ---------------------------------------------------------

def test_a_refused_change_names_the_rule_with_its_text_and_writes_nothing(tmp_path):
    path = pointed(tmp_path, "catan")
    before = path.read_bytes()
    with Editor(path) as editor:
        response = editor.edit("hex", {"hexname": "2c", "terrain": "desert", "number": 5})
        history = editor.view()["parts"]["history"]
    assert response.status_code == 422
    error = response.json()["error"]
    assert error["line"] == ("Error: CATAN-BOARD-2: a number token lies on the desert (2c) — the desert gets no "
                             "token (CATAN-PROD-3)")
    assert error["rule"] == "CATAN-BOARD-2" and error["text"]["title"]
    assert path.read_bytes() == before
    assert "2c" not in history


@pytest.mark.parametrize("name,args,said", [
    ("hex", {"hexname": "2b", "terrain": "forest", "number": "8"}, "does not fit"),
    ("hex", {"hexname": "2b", "terrain": "forest", "number": True}, "does not fit"),
    ("hex", {"hexname": "2b", "terrain": "forest", "fields": {"number": 8}}, "does not fit"),
    ("hex", {"hexname": "2b"}, "needs terrain"),
    ("hex", {"hexname": "2b", "terrain": "x" * 201}, "does not fit"),
    ("hex", {"hexname": "2b", "terrain": "forest\n"}, "does not fit"),
    ("hex", {"hexname": "2b", "terrain": "forest", "path": "/etc/passwd"}, "takes no 'path'"),
    ("new", {"edition": "base", "force": True}, "no change 'new' here"),
    ("check", {}, "no change 'check' here"),
    ("__init__", {}, "no change '__init__' here"),
    (["hex"], {}, "no change"),
    ("hex", ["2b", "forest"], "a table of names and values"),
])
def test_no_change_of_the_wrong_shape_ends_in_a_traceback_or_a_write(tmp_path, name, args, said):
    path = pointed(tmp_path, "catan")
    before = path.read_bytes()
    with Editor(path) as editor:
        response = editor.edit(name, args)
    assert response.status_code == 422, response.text
    assert said in response.json()["error"]["line"]
    assert path.read_bytes() == before


def test_mapedit_fits_only_the_types_an_edit_names():
    assert mapedit.fits(8, int | None) and mapedit.fits(None, int | None) and not mapedit.fits(8.0, int)
    assert mapedit.fits(["A4", "A5"], list[str]) and not mapedit.fits(["A4", 5], list[str])
    assert not mapedit.fits(["A4"] * (mapedit.MAX_ITEMS + 1), list[str]) and not mapedit.fits("", str)
    assert mapedit.fits(True, bool) and not mapedit.fits(1, bool) and not mapedit.fits(True, int)


# --- undo, and a file changed elsewhere ------------------------------------------------------------------------

def test_undo_takes_the_page_s_changes_back_one_by_one_down_to_no_file(tmp_path):
    path = tmp_path / "wt.toml"
    with Editor(path, "warriors-and-traders") as editor:
        editor.edit("new", {"side": "east"})
        first = path.read_bytes()
        editor.edit("country", {"name": "Polska", "order": 1})
        assert editor.view()["undo"] == 2
        answer = editor.undo().json()
        assert answer["kind"] == "done" and answer["lines"] == ["Undone: country Polska set (order 1)."]
        assert path.read_bytes() == first
        assert editor.undo().json()["kind"] == "done"
        assert not path.exists()
        assert [t["name"] for t in editor.view()["tools"]] == ["new"]
        nothing = editor.undo()
        assert nothing.status_code == 422 and "no change made on this page to undo" in nothing.json()["error"]["line"]


def test_a_change_made_in_a_terminal_reaches_the_page_and_is_not_undone_from_it(tmp_path):
    path = pointed(tmp_path, "rome")
    with Editor(path) as editor:
        editor.edit("hex", {"hexname": "3a", "terrain": "pasture", "number": 3})
        seen = editor.view()["digest"]
        assert runner.invoke(cli, ["map", "hex", str(path), "3a", "pasture", "11"]).exit_code == 0
        deadline = time.monotonic() + 5
        while editor.view()["digest"] == seen and time.monotonic() < deadline:
            time.sleep(0.05)
        assert editor.view()["digest"] != seen                    # the watcher read the terminal's change
        assert "11" in editor.view()["parts"]["picture"]
        typed_bytes = path.read_bytes()
        stale = editor.edit("hex", {"hexname": "3a", "terrain": "sea"}, seen=seen)
        assert stale.status_code == 409 and "the file changed since the page showed it" in stale.json()["error"]["line"]
        refused = editor.undo()
        assert refused.status_code == 422 and "nothing was undone" in refused.json()["error"]["line"]
    assert path.read_bytes() == typed_bytes


# --- the door ------------------------------------------------------------------------------------------------

@pytest.fixture
def editor(tmp_path):
    with Editor(pointed(tmp_path, "aqua-romana")) as served:
        yield served


def test_a_change_without_the_token_is_refused_and_changes_nothing(editor):
    before = editor.path.read_bytes()
    for token in (None, "", "wrong", TOKEN[:-1] + "x", TOKEN + "x"):
        assert editor.edit("corner", {"square": "A1", "rotation": "NE"}, headers={"X-Referee-Token": token}
                           ).status_code == 403, token
        assert editor.undo(headers={"X-Referee-Token": token}).status_code == 403
    assert editor.path.read_bytes() == before


def test_watching_the_editor_needs_no_token(editor):
    page = editor.client.get("/")
    assert page.status_code == 200 and "<svg" in page.text and 'id="tools-data"' in page.text
    assert editor.client.get("/view").status_code == 200
    assert editor.client.get("/static/editor.js").status_code == 200


def test_no_cross_site_request_can_change_the_file(editor):
    before = editor.path.read_bytes()
    assert editor.edit("corner", {"square": "A1", "rotation": "NE"},
                       headers={"Origin": "http://evil.example"}).status_code == 403
    assert editor.edit("corner", {"square": "A1", "rotation": "NE"},
                       headers={"Sec-Fetch-Site": "cross-site"}).status_code == 403
    form = editor.client.post("/edit", data={"edit": "corner"}, headers={"X-Referee-Token": TOKEN, "Origin": ORIGIN})
    assert form.status_code == 415
    assert editor.client.get("/edit").status_code == 405 and editor.client.get("/undo").status_code == 405
    for host in ("evil.example", "127.0.0.1.evil.example"):
        assert editor.client.get("/", headers={"Host": host}).status_code == 400
        assert editor.edit("corner", {"square": "A1", "rotation": "NE"}, headers={"Host": host}).status_code == 400
    assert editor.path.read_bytes() == before


def test_a_body_over_the_limit_is_refused(editor):
    before = editor.path.read_bytes()
    huge = editor.client.post("/edit", content=b'{"edit": "' + b"x" * 20_000 + b'"}',
                              headers={"X-Referee-Token": TOKEN, "Content-Type": "application/json"})
    assert huge.status_code == 413
    assert editor.path.read_bytes() == before


def test_no_request_names_a_file_and_no_answer_shows_the_path(editor):
    for url in ("/static/../pyproject.toml", "/static/app.py", "/templates/editor.html", f"/{editor.path}",
                "/etc/passwd", "/view/../../etc/passwd"):
        assert editor.client.get(url).status_code == 404, url
    folder = str(editor.path.parent)
    shown = [editor.client.get("/").text, editor.client.get("/view").text,
             editor.edit("set", {"layout": "p3", "color": "green", "squares": ["B4", "C5"],
                                 "outlets": ["B4:N"]}).text]
    assert all(folder not in text for text in shown)


def test_a_failure_inside_the_server_shows_no_traceback_and_no_path(editor, monkeypatch):
    from referee.web import editor as module

    def broken(self, name, args, seen):
        raise RuntimeError(f"boom in {editor.path}")

    monkeypatch.setattr(module.Draft, "edit", broken)
    client = TestClient(editor.client.app, base_url=ORIGIN, raise_server_exceptions=False)
    response = client.post("/edit", json={"edit": "corner", "args": {}, "seen": ""},
                           headers={"X-Referee-Token": TOKEN})
    assert response.status_code == 500
    assert "Traceback" not in response.text and "boom" not in response.text and str(editor.path) not in response.text


# --- which editor, and its page in Czech ----------------------------------------------------------------------

@pytest.mark.parametrize("kind", sorted(TRANSCRIPTIONS))
def test_the_editor_of_a_file_is_found_from_the_file_or_from_its_game(tmp_path, kind):
    path = typed(tmp_path, kind)
    found = editor_for(path, None)
    assert type(found) is type(editor_for(tmp_path / "new.toml", TRANSCRIPTIONS[kind].game))
    assert found.recognises(found.load(path))


def test_serve_edit_says_what_it_needs_without_a_traceback(tmp_path):
    missing = runner.invoke(cli, ["serve", "--edit", str(tmp_path / "nothing.toml")])
    assert missing.exit_code == 2 and "nothing.toml does not exist yet: say which game it is for" in missing.stderr
    alone = runner.invoke(cli, ["serve", "--game", "rome"])
    assert alone.exit_code == 2 and "--game goes with --edit FILE" in alone.stderr
    unknown = runner.invoke(cli, ["serve", "--edit", str(tmp_path / "x.toml"), "--game", "chess"])
    assert unknown.exit_code == 2 and "unknown game 'chess'" in unknown.stderr
    strange = tmp_path / "strange.toml"
    strange.write_text('title = "no map"\n', "utf-8")
    other = runner.invoke(cli, ["serve", "--edit", str(strange)])
    assert other.exit_code == 2 and "strange.toml is no map file the editor knows" in other.stderr


def test_the_czech_editor_speaks_czech(tmp_path):
    path = pointed(tmp_path, "rome")
    with Editor(path, language="cs") as editor:
        html = editor.client.get("/").text
        view = editor.view("cs")
        refused = editor.edit("hex", {"hexname": "1a", "terrain": "sea", "number": 8}, lang="cs").json()
    assert 'lang="cs"' in html and "Vrátit" in html and "Co říká kontrola" in html
    assert [t["label"] for t in view["tools"]][:2] == ["Krajina", "Město"]
    assert "moře" in refused["error"]["line"]


GUIDE_ROWS = {"catan": "Catan family", "scenario": "Catan scenario file", "rome": "Struggle for Rome", "warriors-and-traders": "Warriors & Traders",
              "aqua-romana": "Aqua Romana"}


@pytest.mark.parametrize("key", sorted(GUIDE_ROWS))
def test_the_guides_transcription_counts_and_estimates_are_the_test_boards(key):
    """docs/serve.md's table "How long a transcription takes": the typed column counts the test board's command
    lines (``referee … board.toml`` and Enter), and the estimate is the keystroke-level model's for both columns."""
    guide = (Path(__file__).resolve().parents[1] / "docs" / "serve.md").read_text("utf-8")
    row = next(line for line in guide.splitlines() if line.startswith(f"| {GUIDE_ROWS[key]} |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    lines, keys = (int(n.replace(",", "")) for n in cells[2].split(" / "))
    taps, chars = (int(n.replace(",", "")) for n in cells[3].split(" / "))
    typed = TRANSCRIPTIONS[key].typed
    assert (lines, keys) == (len(typed), sum(len("referee " + " ".join(w.replace("{f}", "board.toml") for w in line)) + 1
                                             for line in typed))
    think, key_s, point, tap = 1.35, 0.28, 1.1, 0.1
    assert cells[4] == f"{round(lines * think + keys * key_s)} s vs {round(taps * (think + point + tap) + chars * key_s)} s"


def test_an_edit_the_page_would_not_send_is_refused_with_what_it_sends(editor):
    before = editor.path.read_bytes()
    refused = editor.client.post("/edit", json=["corner"], headers={"X-Referee-Token": TOKEN, "Origin": ORIGIN})
    assert refused.status_code == 400
    assert refused.json()["error"]["line"].startswith('Error: the request is not what the page sends — JSON: {"edit": NAME')
    assert editor.path.read_bytes() == before


@pytest.mark.parametrize("words", [["grow", "{f}", "2d:²"], ["grow", "{f}", "2d:" + "3" * 5000], ["remove", "{f}", "2a:²"],
                                   ["remove", "{f}", "2a:" + "4" * 5000]])
def test_catan_board_a_side_s_hour_in_other_digits_is_a_usage_error_not_a_traceback(tmp_path, words):
    """Found by a hand fuzz of the map files' commands: ``'²'.isdigit()`` is true and ``int('²')`` fails."""
    path = typed(tmp_path, "catan")
    before = path.read_bytes()
    result = runner.invoke(cli, ["board", *(w.replace("{f}", str(path)) for w in words)])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code == 2 and "3" * 100 not in result.output and "4" * 100 not in result.output
    assert path.read_bytes() == before


def test_a_declared_length_of_thousands_of_digits_is_too_large_not_a_traceback(editor):
    before = editor.path.read_bytes()
    huge = editor.client.post("/edit", content=b"{}", headers={"X-Referee-Token": TOKEN, "Origin": ORIGIN,
                                                               "Content-Type": "application/json",
                                                               "Content-Length": "9" * 5000})
    assert huge.status_code == 413
    assert editor.path.read_bytes() == before
