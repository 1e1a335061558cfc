"""Live pages: the save watched, one render per version and language, pushed to every open page.

A watcher compares the save's bytes by their digest (the check ``referee play`` makes before a line), looking
first at the file's size, time and inode so that an unchanged save costs a ``stat`` a tick. When they differ,
the table reads the save once and the page is rendered once per language some page shows; every connected page
gets that render (server-sent events). Only the newest render is kept: a page that was slow gets the newest,
never a queue of old ones, so memory does not grow with the events sent.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import AsyncIterator, Callable
from typing import Any

TICK = 0.1                 # seconds between two looks at the save (a stat of the file)
PING = 15.0                # seconds between two keep-alive comments on a quiet stream
QUIET = 0.05               # after a line from a page: render once no other line came for this long …
LATEST = 0.5               # … or once this long has passed (a burst of lines never holds the pages back longer)


class Hub:
    """The renders of the save's newest version, and the pages waiting for the next one."""

    def __init__(self, table, render: Callable[[Any, str], dict]):
        self.table = table
        self.render = render
        self.version = 0
        self.renders: dict[str, str] = {}         # language → the newest render as JSON text
        self.languages: dict[str, int] = {}        # language → pages connected in it
        self.changed = asyncio.Condition()
        self.seen_stat: tuple | None = None
        self.pending: asyncio.Task | None = None
        self.rendered: bytes | None = None         # the digest of the save the renders show
        self.last_line = 0.0

    async def call(self, fn: Callable, *args):
        """Run ``fn`` on the event loop's own thread, one at a time: the session and the language in use are the
        process's own, and a line's verdict costs no hand-over between threads (a table's few pages wait the
        few milliseconds a line or a render takes)."""
        return fn(*args)

    def _stat(self) -> tuple | None:
        try:
            st = os.stat(self.table.path)
        except OSError:
            return None
        return st.st_size, st.st_mtime_ns, st.st_ino

    async def watch(self) -> None:
        """Look at the save every tick; publish a new version when its bytes changed."""
        self.seen_stat = self._stat()
        while True:
            await asyncio.sleep(TICK)
            now = self._stat()
            if now != self.seen_stat:
                self.seen_stat = now
                await self.publish(refresh=True)

    async def publish(self, refresh: bool = False) -> None:
        """After a change (by this server or another program): a new version if the save's bytes changed."""
        changed = await self.call(self.table.refresh) if refresh else True
        if not changed and self.renders:
            return
        renders = await self.call(self._render_all, sorted({*self.languages, *self.renders} or {"en"}))
        async with self.changed:
            self.version += 1
            self.renders, self.rendered = renders, self.table.digest
            self.changed.notify_all()

    def soon(self) -> None:
        """A page recorded a line: publish the new version once the lines pause (:data:`QUIET`, at most
        :data:`LATEST` later), so that a line's verdict never waits behind the render of the one before."""
        loop = asyncio.get_running_loop()
        self.last_line = loop.time()
        if self.pending is None or self.pending.done():
            self.pending = loop.create_task(self._after_quiet(self.last_line))

    async def _after_quiet(self, first: float) -> None:
        loop = asyncio.get_running_loop()
        while loop.time() - self.last_line < QUIET and loop.time() - first < LATEST:
            await asyncio.sleep(QUIET)
        await self.publish()

    def _render_all(self, languages: list[str]) -> dict[str, str]:
        return {lang: json.dumps(self.render(self.table, lang), ensure_ascii=False) for lang in languages}

    async def current(self, language: str) -> str:
        """The newest render in ``language`` (rendered now if no page has shown that language yet, or if a line
        from a page changed the save and the pages have not been sent it yet)."""
        if self.renders and self.rendered != self.table.digest:
            await self.publish()
        if language not in self.renders:
            text = await self.call(lambda: json.dumps(self.render(self.table, language), ensure_ascii=False))
            self.renders = {**self.renders, language: text}
        return self.renders[language]

    async def _next(self, shown: int) -> int | None:
        """The next version after ``shown``; None when none came within :data:`PING` seconds."""
        async with self.changed:
            try:
                await asyncio.wait_for(self.changed.wait_for(lambda: self.version != shown), PING)
            except asyncio.TimeoutError:
                return None
            return self.version

    async def stream(self, language: str) -> AsyncIterator[str]:
        """Server-sent events for one page: the newest render now, then each new version as it comes."""
        self.languages[language] = self.languages.get(language, 0) + 1
        try:
            shown = self.version
            yield f"event: position\ndata: {await self.current(language)}\n\n"
            while True:
                newer = await self._next(shown)
                if newer is None:
                    yield ": ping\n\n"
                    continue
                shown = newer
                yield f"event: position\ndata: {await self.current(language)}\n\n"
        finally:
            self.languages[language] -= 1
            if not self.languages[language]:
                del self.languages[language]
