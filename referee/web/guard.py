"""The server is a door: who may record, from where, and how much a request may carry.

* **Writing needs the token** ``serve`` printed: sent in the ``X-Referee-Token`` header (never a cookie, never
  in the address the server sees: the page keeps it from the address's ``#token=`` fragment), compared in
  constant time. Watching needs nothing.
* **No cross-site writes**: a write is a POST of JSON whose ``Origin`` (when the browser sends one) is the
  server's own and whose ``Sec-Fetch-Site`` is not another site's; a form or a page elsewhere cannot send
  either the header or the JSON without a preflight the server never grants.
* **No DNS rebinding**: Starlette's ``TrustedHostMiddleware`` answers only the server's own host names.
* **Bounded requests**: a body over :data:`MAX_BODY` bytes is refused (413) before it is read whole.
"""

from __future__ import annotations

import secrets
import socket

from starlette.requests import Request
from starlette.responses import JSONResponse

TOKEN_HEADER = "x-referee-token"
MAX_BODY = 16 * 1024            # a typed line with its note (the save's limits: 2,000 characters a note)
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]", "::1")


def new_token() -> str:
    """A write token: 128 bits from the operating system's generator, URL-safe."""
    return secrets.token_urlsafe(16)


def token_ok(request: Request, token: str) -> bool:
    given = request.headers.get(TOKEN_HEADER, "")
    return secrets.compare_digest(given.encode("utf-8", "surrogateescape"), token.encode("utf-8"))


def same_origin(request: Request) -> bool:
    """Whether a write comes from the server's own page (or from no browser page at all: a script)."""
    site = request.headers.get("sec-fetch-site")
    if site not in (None, "same-origin", "none"):
        return False
    origin = request.headers.get("origin")
    if origin is None:
        return True
    host = request.headers.get("host", "")
    return origin in (f"http://{host}", f"https://{host}")


def refused_write(request: Request, token: str) -> JSONResponse | None:
    """The answer to a write that may not happen (403, 415), or None when it may."""
    if not same_origin(request):
        return forbidden("a request from another site may not record")
    if not token_ok(request, token):
        return forbidden("recording needs the token that referee serve printed")
    if request.headers.get("content-type", "").partition(";")[0].strip() != "application/json":
        return JSONResponse({"kind": "refused", "error": {"line": "Error: a write is sent as JSON"}}, 415)
    return None


def forbidden(reason: str) -> JSONResponse:
    return JSONResponse({"kind": "forbidden", "error": {"line": f"Error: {reason}"}}, 403)


def lan_hosts() -> list[str]:
    """The names and addresses of this machine on the local network (for ``--lan``)."""
    found = {socket.gethostname()}
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))          # no packet is sent: this only picks the interface
            found.add(probe.getsockname()[0])
    except OSError:
        pass
    try:
        found.update(info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
    except OSError:
        pass
    return sorted(h for h in found if h)


class BodyLimit:
    """ASGI middleware: a request body over ``limit`` bytes is answered 413 without reading the rest."""

    def __init__(self, app, limit: int = MAX_BODY):
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or len(declared) > 15 or int(declared) > self.limit):
            return await too_large(send)
        seen = 0

        async def counted():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise TooLarge
            return message

        try:
            await self.app(scope, counted, send)
        except TooLarge:
            await too_large(send)


class TooLarge(Exception):
    """A body that grew past the limit while it was read."""


async def too_large(send) -> None:
    response = JSONResponse({"kind": "refused", "error": {"line": "Error: the request is too large"}}, 413)
    await response({"type": "http"}, None, send)
