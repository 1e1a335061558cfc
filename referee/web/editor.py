"""``referee serve --edit FILE``: a page that transcribes one map file by pointing, behind the same door as the
table's page (guard.py: the token, same-origin JSON writes, the server's own host names, bounded bodies).

Routes (nothing else is served; the file is the one the command named, never one a request names):

* ``GET /`` — the page (``?lang=cs``), ``GET /view`` its JSON twin: the picture, what is still missing, the tools;
* ``GET /live`` — a new view whenever the file changes (the page's edits, or ``referee map …`` in a terminal);
* ``POST /edit`` — one change: ``{"edit": NAME, "args": {…}, "seen": DIGEST}`` — the game's edit of that name
  (:mod:`referee.core.mapedit`), the function its command line runs;
* ``POST /undo`` — ``{"seen": DIGEST}``: the page's last change taken back (the file's bytes as they were before);
* ``GET /static/…`` — the page's script and style.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from referee.core import commands, i18n, mapedit
from referee.core.errors import NotationError, RefereeError
from referee.core.i18n import _
from referee.core.save import real_path, write_atomic
from referee.web import page
from referee.web.app import (HEADERS, LANGUAGE_NAMES, application, language_of, posted, pushed, static_route,
                             unexpected)
from referee.web.live import Hub
from referee.web.table import refusal

STATIC = ("door.js", "table.css", "editor.css", "editor.js")
HISTORY = 200              # the page's changes kept for undo
STATUS = {"refused": 422, "stale": 409}


@dataclass
class Change:
    """One change made on the page: the file's bytes before it (None: there was no file) and after it."""

    before: bytes | None
    after: bytes
    said: str


class Draft:
    """The file being transcribed, as the server last read it, and the changes made on the page (to undo)."""

    def __init__(self, path: Path, editor: mapedit.MapEditor):
        self.path, self.editor = path, editor
        self.history: list[Change] = []
        self.revision = 0
        self.data: dict[str, Any] | None = None
        self.problem: str | None = None
        self.bytes: bytes | None = None
        self.digest = b""
        self.refresh()

    def read(self) -> bytes | None:
        try:
            return self.path.read_bytes()
        except FileNotFoundError:
            return None

    def refresh(self) -> bool:
        """Read the file again if its bytes changed (or it came or went); whether they did."""
        found = self.read()
        if self.revision and found == self.bytes:
            return False
        self.bytes, self.revision = found, self.revision + 1
        self.digest = commands.sha256(found) if found is not None else b""
        self.data, self.problem = None, None
        if found is not None:
            try:
                self.data = self.editor.load(self.path)
            except RefereeError as exc:
                self.problem = self.hide(refusal(exc)["line"])
        return True

    def fresh(self, seen: Any) -> None:
        """A change acts on the file the page showed: refused as stale when it changed since."""
        self.refresh()
        if not isinstance(seen, str) or seen != self.digest.hex():
            raise commands.Stale(_("the file changed since the page showed it; nothing was changed"),
                                 _("look at the file as it is now and tap again"), path=self.path)

    def edit(self, name: Any, args: Any, seen: Any) -> dict[str, Any]:
        self.fresh(seen)
        if self.problem is not None:
            raise NotationError(self.problem, _("fix the file in a text editor, or start another one"))
        before = self.bytes
        said = self.hide(mapedit.call(self.editor, self.path, name, args, exists=before is not None))
        self.refresh()
        if self.bytes is not None and self.bytes != before:
            self.history = [*self.history[-HISTORY + 1:], Change(before, self.bytes, said)]
        return {"kind": "done", "lines": [said]}

    def hide(self, text: str) -> str:
        """A message as a page shows it: the file by its name, never by the path the server was given."""
        return text.replace(str(self.path), self.path.name)

    def undo(self, seen: Any) -> dict[str, Any]:
        self.fresh(seen)
        if not self.history:
            raise NotationError(_("no change made on this page to undo"), _("tap the board to make one"))
        last = self.history[-1]
        if last.after != self.bytes:
            raise NotationError(_("the file changed since the last change made here: nothing was undone"),
                                _("change it on the page, or undo in the terminal's way"))
        if last.before is None:
            os.unlink(self.path)
        else:
            write_atomic(real_path(self.path), last.before)
        self.history.pop()
        self.refresh()
        return {"kind": "done", "lines": [_("Undone: {change}", change=last.said)]}


def view(draft: Draft, language: str) -> dict[str, Any]:
    """Every part of the page for the file as it stands, in ``language``."""
    i18n.use(language)
    editor, data = draft.editor, draft.data
    parts = {"picture": "", "progress": "", "history": page.fragment("changes", changes=draft.history[::-1])}
    if draft.problem is not None:
        parts["progress"] = page.fragment("message", text=draft.problem)
    elif data is None:
        parts["picture"] = page.fragment("message", text=_("{file} does not exist yet: start it with the tool "
                                                           "beside.", file=draft.path.name))
    else:
        try:
            parts["picture"] = editor.picture(data)
            parts["progress"] = page.fragment("progress", progress=editor.progress(draft.path, data).as_json(),
                                              check=editor.check_command(draft.path.name))
        except RefereeError as exc:
            parts["progress"] = page.fragment("message", text=draft.hide(refusal(exc)["line"]))
    return {"digest": draft.digest.hex(), "revision": draft.revision, "language": language,
            "title": _("{file} — {kind}", file=draft.path.name, kind=editor.title()),
            "tools": editor.tools(data) if draft.problem is None else [], "undo": len(draft.history),
            "parts": parts}


SHAPE = '{"edit": NAME, "args": {…}, "seen": DIGEST} (an undo: {"seen": DIGEST})'     # what the page posts


def create(path: Path, token: str, editor: mapedit.MapEditor, *, hosts: list[str] | None = None,
           language: str = i18n.ENGLISH) -> Starlette:
    """The editor's application for the file at ``path`` (which need not exist yet)."""
    import referee.web  # noqa: F401 — the page's catalogue

    draft = Draft(path, editor)
    hub = Hub(draft, view)

    async def home(request: Request) -> Response:
        lang = language_of(request, language)
        data = json.loads(await hub.current(lang))
        i18n.use(lang)
        html = page.fragment("editor", **data, languages=[(c, LANGUAGE_NAMES.get(c, c)) for c in i18n.languages()],
                             tools_json=json.dumps(data["tools"], ensure_ascii=False))
        return HTMLResponse(html, headers=HEADERS)

    current, live = pushed(hub, language)

    async def change(request: Request) -> Response:
        return await write(request, lambda body: draft.edit(body.get("edit"), body.get("args", {}), body.get("seen")))

    async def undo(request: Request) -> Response:
        return await write(request, lambda body: draft.undo(body.get("seen")))

    async def write(request: Request, act) -> Response:
        body = await posted(request, token)
        if isinstance(body, Response):
            return body
        if not isinstance(body, dict):
            return unexpected(request, language, SHAPE)
        lang = language_of(request, language)
        answer = await hub.call(_answer, draft, act, body, lang)
        if answer["kind"] == "done":
            await hub.publish()
        return JSONResponse(answer, status_code=STATUS.get(answer["kind"], 200), headers=HEADERS)

    app = application([Route("/", home), Route("/view", current), Route("/live", live),
                       Route("/edit", change, methods=["POST"]), Route("/undo", undo, methods=["POST"]),
                       static_route(STATIC)], hub, hosts)
    app.state.draft, app.state.hub = draft, hub
    return app


def _answer(draft: Draft, act, body: dict, lang: str) -> dict[str, Any]:
    """What a change did, with the file's digest after it; refusals are answers (the file untouched)."""
    i18n.use(lang)
    try:
        answer = act(body)
    except RefereeError as exc:
        error = {k: draft.hide(v) if isinstance(v, str) else v for k, v in refusal(exc).items()}
        answer = {"kind": "stale" if isinstance(exc, commands.Stale) else "refused", "error": error}
    return {**answer, "digest": draft.digest.hex(), "revision": draft.revision}


def editor_for(path: Path, game: str | None):
    """The editor of the file at ``path``: the game's (``--game``), or the one whose kind the file is."""
    from referee.core import registry

    if game is not None:
        found = registry.find(game)
        if not found.map_editor:
            raise NotationError(_("{game} has no map file to transcribe", game=found.key),
                                _("games with one: {games}", games=", ".join(
                                    g.key for g in registry.games().values() if g.map_editor)))
        return mapedit.load_editor(found.map_editor, found)
    if not path.exists():
        raise NotationError(_("{file} does not exist yet: say which game it is for", file=path.name),
                            _("e.g. {example}", example=f"referee serve --edit {path.name} --game rome"))
    import tomllib

    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise NotationError(_("cannot read {file}: {problem}", file=path.name, problem=str(exc)),
                            _("a map file in TOML")) from None
    found = mapedit.for_file(data)
    if found is None:
        raise NotationError(_("{file} is no map file the editor knows", file=path.name),
                            _("name its game: --game KEY"))
    return found
