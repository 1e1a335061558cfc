"""``referee serve``'s web application: Starlette routes over one save's :class:`~referee.web.table.Table`.

Routes (nothing else is served, and no request names a file):

* ``GET /`` — the page (server-rendered; ``?lang=cs``), ``GET /position`` its JSON twin;
* ``GET /live`` — the renders of each new version, as server-sent events;
* ``GET /complete?line=…`` — what may come next on a line (the completion ``referee play`` uses);
* ``GET /log`` — the whole log (the page shows the newest events); ``GET /line?seq=N`` — ``amend N`` and the line
  that recorded event N, for the page to correct;
* ``POST /command`` — a line, as ``referee play`` takes it (JSON ``{"line", "seen", "confirm"}``; the token in
  the ``X-Referee-Token`` header);
* ``GET /static/door.js``, ``/static/table.js``, ``/static/table.css`` — the page's own scripts and style.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from referee.core import commands, complete, i18n
from referee.core.errors import NotationError, RefereeError
from referee.core.i18n import _
from referee.core.numbers import number
from referee.web import guard, page
from referee.web.live import Hub
from referee.web.table import Table, refusal

HERE = Path(__file__).resolve().parent
TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8"}
STATIC = ("door.js", "table.js", "table.css")
MAX_LINE = 4000
LANGUAGE_NAMES = {"en": "English", "cs": "Česky"}
HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
           "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                                      "frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
           "X-Frame-Options": "DENY"}


def language_of(request: Request, default: str) -> str:
    asked = i18n.normalize(request.query_params.get("lang", default))
    return asked if asked in i18n.languages() else default


def unexpected(request: Request, language: str, shape: str) -> JSONResponse:
    """The refusal of a write whose body is not what the page sends (a script's mistake), in the page's language."""
    i18n.use(language_of(request, language))
    exc = NotationError(_("the request is not what the page sends"), _("JSON: {shape}", shape=shape))
    return JSONResponse({"kind": "refused", "error": refusal(exc)}, 400, headers=HEADERS)


def create(path: Path, token: str, *, hosts: list[str] | None = None, language: str = i18n.ENGLISH) -> Starlette:
    """The application for the save at ``path``; ``hosts``: the names it answers to (default: this machine's)."""
    import referee.web  # noqa: F401 — the page's catalogue

    table = Table(path)                                   # a damaged save: the error, before the server starts
    hub = Hub(table, page.position)

    async def home(request: Request) -> Response:
        lang = language_of(request, language)
        data = json.loads(await hub.current(lang))
        html = await hub.call(_page, data, lang, table)
        return HTMLResponse(html, headers=HEADERS)

    position, live = pushed(hub, language)

    async def suggestions(request: Request) -> Response:
        line = request.query_params.get("line", "")[:MAX_LINE]
        words = await hub.call(_complete, table, line, language_of(request, language))
        return JSONResponse({"words": words}, headers=HEADERS)

    async def whole_log(request: Request) -> Response:
        lang = language_of(request, language)
        html = await hub.call(_log, table, lang)
        return HTMLResponse(html, headers=HEADERS)

    async def amend_line(request: Request) -> Response:
        seq = request.query_params.get("seq", "")
        i18n.use(language_of(request, language))
        try:
            line = await hub.call(table.amend_line, number(seq, _("the event's number"), "14"))
        except RefereeError as exc:
            return JSONResponse({"kind": "refused", "error": refusal(exc)}, 400, headers=HEADERS)
        return JSONResponse({"line": line}, headers=HEADERS)

    async def command(request: Request) -> Response:
        body = await posted(request, token)
        if isinstance(body, Response):
            return body
        if not isinstance(body, dict) or not isinstance(body.get("line"), str) or len(body["line"]) > MAX_LINE:
            return unexpected(request, language, '{"line": TEXT}')
        seen = body.get("seen") if isinstance(body.get("seen"), str) else None
        lang = language_of(request, language)
        answer = await hub.call(_run, table, body["line"], seen, body.get("confirm") is True, lang)
        if answer["kind"] == "recorded":
            hub.soon()
        return JSONResponse(answer, status_code=STATUS.get(answer["kind"], 200), headers=HEADERS)

    app = application([Route("/", home), Route("/position", position), Route("/live", live),
                       Route("/complete", suggestions), Route("/log", whole_log), Route("/line", amend_line),
                       Route("/command", command, methods=["POST"]), static_route(STATIC)], hub, hosts)
    app.state.table, app.state.hub = table, hub
    return app


async def posted(request: Request, token: str) -> object:
    """The JSON a write sent (None when it is none), or the door's refusal of the write (a Response)."""
    refused = guard.refused_write(request, token)
    if refused is not None:
        return refused
    try:
        return await request.json()
    except ValueError:
        return None


def pushed(hub: Hub, language: str) -> tuple:
    """The two routes of a hub's renders: the newest as JSON, and each new one as a server-sent event."""

    async def current(request: Request) -> Response:
        return Response(await hub.current(language_of(request, language)), media_type="application/json",
                        headers=HEADERS)

    async def live(request: Request) -> Response:
        return StreamingResponse(hub.stream(language_of(request, language)), media_type="text/event-stream",
                                 headers={**HEADERS, "X-Accel-Buffering": "no"})

    return current, live


def static_route(names: tuple[str, ...]) -> Route:
    """``GET /static/NAME``: the page's own script and style, read once; any other name is not found."""
    assets = {name: (HERE / "static" / name).read_bytes() for name in names}

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in assets:
            return Response("Not Found", 404)
        return Response(assets[name], media_type=TYPES[Path(name).suffix],
                        headers={**HEADERS, "Cache-Control": "no-cache"})

    return Route("/static/{name}", static)


async def no_icon(request: Request) -> Response:
    return Response(status_code=204)


async def failure(request: Request, exc: Exception) -> Response:
    return JSONResponse({"kind": "error", "error": {"line": "Error: the server failed; nothing was recorded"}}, 500)


def application(routes: list[Route], hub: Hub, hosts: list[str] | None) -> Starlette:
    """The door around a page's routes (guard.py): the server's own host names only, bounded bodies, no traceback
    to a client; the hub watching the file while the server runs."""
    @contextlib.asynccontextmanager
    async def lifespan(app):
        watcher = asyncio.create_task(hub.watch())
        try:
            yield
        finally:
            watcher.cancel()

    allowed = [*guard.LOCAL_HOSTS, *(hosts or [])]
    return Starlette(routes=[*routes, Route("/favicon.ico", no_icon)],
                     middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=allowed), Middleware(guard.BodyLimit)],
                     exception_handlers={Exception: failure, 500: failure}, lifespan=lifespan)


STATUS = {"refused": 422, "stale": 409}


def _page(data: dict, lang: str, table: Table) -> str:
    i18n.use(lang)
    game = table.session.game
    return page.fragment("page", **data, languages=[(code, LANGUAGE_NAMES.get(code, code))
                                                     for code in i18n.languages()],
                         example=f"{next(iter(game.verbs), 'hints')} …", max_line=MAX_LINE)


def _run(table: Table, line: str, seen: str | None, confirm: bool, lang: str) -> dict:
    """The answer to a line, with the digest of the save after it (the position the page may act on next)."""
    i18n.use(lang)
    return {**table.run(line, seen, confirm).as_json(), "digest": table.digest.hex(), "revision": table.revision}


def _log(table: Table, lang: str) -> str:
    i18n.use(lang)
    session = table.session
    return page.fragment("log", rows=page.log_rows(session, None), total=len(session.events),
                         shown=len(session.events))


def _complete(table: Table, line: str, lang: str) -> list[str]:
    """The words that may complete the line's last word (the page's suggestions)."""
    i18n.use(lang)
    try:
        words = commands.split(line)
    except ValueError:
        return []
    text = "" if not line or line[-1:].isspace() else (words.pop() if words else "")
    if words[:1] == ["referee"]:
        words = words[1:]
    session = table.session
    game = session.game
    if not words:
        names = [*game.verbs, "undo", "amend", "hints", "why", "rule"]
        if lang != i18n.ENGLISH:
            names += [a for n in list(names) for a in commands.names_of(n)]
        return complete.matching(names, text)[:40]
    name, rest = commands.command_of(words[0]), words[1:]
    if name not in game.verbs and name != "hints":
        return []
    if rest[-1:] not in (["--player"], ["-p"]):
        rest = commands.positional(rest)
    try:
        found = complete.next_words(game, session.state, session.setup.names, name, rest)
    except RefereeError:
        return []
    return complete.matching(found, text)[:40]
