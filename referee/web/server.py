"""Starting the server: the address chosen, the addresses printed (with a QR code for phones on the local
network), and uvicorn serving the application until Ctrl-C."""

from __future__ import annotations

import socket
import sys
from pathlib import Path
from typing import TextIO

from referee.core import i18n
from referee.core.errors import NotationError
from referee.core.i18n import _
from referee.web import guard


def listen(lan: bool, port: int) -> socket.socket:
    """The server's socket: on this machine only (127.0.0.1), or with ``lan`` on every interface."""
    # IPPROTO_TCP named: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on sockets that say so, and a
    # response's head and body, written apart, would otherwise wait for the browser's delayed ACK (40 ms).
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("0.0.0.0" if lan else "127.0.0.1", port))
    except OSError as exc:
        sock.close()
        raise NotationError(_("cannot listen on port {port}: {problem}", port=port, problem=exc.strerror),
                            _("another --port, or 0 for any free one")) from None
    sock.listen(64)
    return sock


def addresses(host: str, port: int, token: str) -> tuple[str, str]:
    """The page's address to watch, and the one that also records (the token in the fragment, which a browser
    never sends to the server: it stays out of every request and log)."""
    base = f"http://{host}:{port}/"
    return base, f"{base}#token={token}"


def run(path: Path, *, port: int = 8000, lan: bool = False, language: str = i18n.ENGLISH,
        out: TextIO | None = None, editor=None) -> None:
    """Serve the save at ``path`` until interrupted (with ``editor``: the map file at ``path``, to transcribe)."""
    import uvicorn

    out = out or sys.stdout
    token = guard.new_token()
    hosts = guard.lan_hosts() if lan else []
    if editor is None:
        from referee.web.app import create

        app = create(path, token, hosts=hosts, language=language)
        serving = _("Serving {path} ({game}) — Ctrl-C stops.", path=path, game=app.state.table.session.game.key)
    else:
        from referee.web.editor import create

        app = create(path, token, editor, hosts=hosts, language=language)
        serving = _("Editing {path} ({kind}) — Ctrl-C stops.", path=path, kind=editor.title())
    sock = listen(lan, port)
    port = sock.getsockname()[1]
    host = next((h for h in hosts if h[:1].isdigit() and not h.startswith("127.")), "127.0.0.1")
    watch, record = addresses(host, port, token)
    say = lambda text="": print(text, file=out, flush=True)   # noqa: E731
    say(serving)
    say(_("Watch (a TV, every phone): {address}", address=watch))
    say(_("Record (the typist's address; it carries the write token): {address}", address=record) if editor is None
        else _("Edit (this address carries the write token): {address}", address=record))
    if lan:
        say(_("On the local network: anyone who has the address may watch; only the token records."))
        import segno

        say(_("Scan to record from a phone (show this code only to your table):"))
        segno.make(record, error="m").terminal(out=out, compact=True)
    else:
        say(_("Only this machine can reach it; --lan lets phones on the local network in."))
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on",
                            timeout_graceful_shutdown=1, server_header=False)
    uvicorn.Server(config).run(sockets=[sock])
