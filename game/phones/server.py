"""The phone server: the page, its assets and one websocket, served by aiohttp on an event loop of its own.

Imported only when phones are turned on (aiohttp costs ~0.3 s to import; the host's thread does it).
It knows nothing of seats or games: it guards the door and carries messages.

- Only three kinds of address are served, all under the room token: `/<token>` (the page),
  `/<token>/a/<name>` (an asset kept in memory: nothing is read from the disk) and `/<token>/ws`.
  Anything else is 404; a wrong token is 403 (compared in constant time).
- A request whose Host is not the address the game shows is refused (DNS rebinding), and so is a
  websocket whose Origin is not the game's own page (cross-site websocket hijacking).
- A websocket message is at most `protocol.MAX_MESSAGE_BYTES` (larger: the connection closes, 1009),
  each page keeps within `protocol.RATE` messages a second (more are dropped with a logged line, a
  flood closes it), bad JSON and unknown messages are dropped with a logged line.
- Checked messages go to the game through `inbox` (a `queue.Queue`: ("open", conn), ("msg", conn,
  message), ("close", conn)); the game sends with `send(conn, text)` from its own thread, which never
  waits: the text is queued on the loop, and an unsent state is replaced by a newer one.
"""

from __future__ import annotations

import asyncio
import hmac
import itertools
import logging
import queue
import socket
from collections import deque
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

from game.phones import protocol
from game.words import _

log = logging.getLogger(__name__)

HEARTBEAT = 6.0          # s between pings: a page that stops answering is closed (its seat waits)
CLOSE_REPLACED = 4001    # websocket close codes the page understands
CLOSE_STOPPED = 4002
CLOSE_TAKEN = 4003
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


@dataclass
class Outbox:
    """What waits to be sent to one page; `close` after the last of it."""

    items: deque = field(default_factory=deque)
    states: int = 0                         # how many of the items are states (a newer one replaces)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    close: tuple[int, str] | None = None


class PhoneServer:
    def __init__(self, token: str, page: bytes, assets: dict[str, tuple[bytes, str]], inbox: queue.Queue,
                 hosts: set[str]) -> None:
        self.token = token
        self.page = page
        self.assets = assets
        self.inbox = inbox
        self.hosts = set(hosts)              # "192.168.1.20:8765": what the Host header may say
        self.loop: asyncio.AbstractEventLoop | None = None
        self._ids = itertools.count(1)
        self._sockets: dict[int, web.WebSocketResponse] = {}
        self._boxes: dict[int, Outbox] = {}
        self._runner: web.AppRunner | None = None

    # ------------------------------------------------------------------ the web application
    def make_app(self) -> web.Application:
        app = web.Application(client_max_size=4096, middlewares=[self._guard])
        app.router.add_get("/{token}", self._page)
        app.router.add_get("/{token}/ws", self._socket)
        app.router.add_get("/{token}/a/{name}", self._asset)
        return app

    @property
    def origins(self) -> set[str]:
        return {f"http://{host}" for host in self.hosts}

    @web.middleware
    async def _guard(self, request: web.Request, handler):
        if request.host not in self.hosts:
            log.warning("phones: refused a request for host %r", request.host[:64])
            return web.Response(status=421, text=_("Wrong address.") + "\n", headers=SECURITY_HEADERS)
        token = request.match_info.get("token")
        if token is not None and not hmac.compare_digest(token.encode(), self.token.encode()):
            return web.Response(status=403, text=_("This address is not valid any more: scan the code on the TV "
                                                     "again.") + "\n", headers=SECURITY_HEADERS)
        response = await handler(request)
        if isinstance(response, web.Response):   # (a websocket has sent its headers already)
            response.headers.update(SECURITY_HEADERS)
        return response

    async def _page(self, request: web.Request) -> web.Response:
        host = request.host
        policy = (f"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                  f"connect-src ws://{host}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        return web.Response(body=self.page, content_type="text/html", charset="utf-8",
                            headers={"Content-Security-Policy": policy})

    async def _asset(self, request: web.Request) -> web.Response:
        found = self.assets.get(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound()
        body, kind = found
        return web.Response(body=body, content_type=kind)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        origin = request.headers.get("Origin")
        if origin not in self.origins:
            log.warning("phones: refused a websocket from origin %r", (origin or "")[:64])
            return web.Response(status=403, text="Wrong origin.\n")
        if len(self._sockets) >= protocol.MAX_CONNECTIONS:
            log.warning("phones: refused a websocket: %d pages are open", len(self._sockets))
            return web.Response(status=503, text="Too many pages.\n")
        ws = web.WebSocketResponse(max_msg_size=protocol.MAX_MESSAGE_BYTES, heartbeat=HEARTBEAT)
        await ws.prepare(request)
        conn = next(self._ids)
        box = Outbox()
        self._sockets[conn], self._boxes[conn] = ws, box
        writer = asyncio.ensure_future(self._write(ws, box))
        self.inbox.put(("open", conn))
        try:
            await self._read(conn, ws)
        finally:
            writer.cancel()
            self._sockets.pop(conn, None)
            self._boxes.pop(conn, None)
            self.inbox.put(("close", conn))
        return ws

    async def _read(self, conn: int, ws: web.WebSocketResponse) -> None:
        loop = asyncio.get_running_loop()
        bucket = protocol.Bucket(now=loop.time())
        dropped = 0
        async for message in ws:
            if message.type == WSMsgType.ERROR:
                log.warning("phones: page %d closed: %s", conn, ws.exception())
                return
            if message.type != WSMsgType.TEXT:
                log.warning("phones: page %d: dropped a message: a binary message", conn)
                continue
            if not bucket.take(loop.time()):
                dropped += 1
                if dropped == 1:
                    log.warning("phones: page %d: dropped messages: more than %d a second", conn,
                                round(protocol.RATE))
                if dropped >= protocol.FLOOD:
                    log.warning("phones: page %d closed: it floods the game", conn)
                    await ws.close(code=1008, message=b"too many messages")
                    return
                continue
            dropped = 0
            try:
                checked = protocol.parse(message.data)
            except protocol.Refused as why:
                log.warning("phones: page %d: dropped a message: %s", conn, why)
                continue
            self.inbox.put(("msg", conn, checked))

    async def _write(self, ws: web.WebSocketResponse, box: Outbox) -> None:
        try:
            while not ws.closed:
                await box.wake.wait()
                box.wake.clear()
                while box.items:
                    text, is_state = box.items.popleft()
                    box.states -= is_state
                    await ws.send_str(text)
                if box.close is not None:
                    await ws.close(code=box.close[0], message=box.close[1].encode())
                    return
        except (ConnectionError, RuntimeError) as exc:   # the page went away while we wrote
            log.info("phones: a page went away: %s", exc)

    # ------------------------------------------------------------------ from the game's thread
    def send(self, conn: int, text: str, state: bool = False) -> None:
        """Queue `text` for page `conn` (from any thread; never waits). A `state` replaces an unsent one."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._queue, conn, text, state)

    def close(self, conn: int, code: int, why: str) -> None:
        """Close page `conn` once what was queued for it is sent (from any thread)."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._close, conn, code, why)

    def _queue(self, conn: int, text: str, state: bool) -> None:
        box = self._boxes.get(conn)
        if box is None:
            return
        if state and box.states:
            for index in range(len(box.items) - 1, -1, -1):
                if box.items[index][1]:
                    del box.items[index]
                    box.states -= 1
                    break
        box.items.append((text, state))
        box.states += state
        box.wake.set()

    def _close(self, conn: int, code: int, why: str) -> None:
        box = self._boxes.get(conn)
        if box is not None:
            box.close = (code, why)
            box.wake.set()

    # ------------------------------------------------------------------ its own thread
    def serve(self, sock: socket.socket, started: callable) -> None:
        """Run the server on `sock` until `stop` (blocks: the server thread's body). `started(None)` once
        it serves, `started(why)` if it cannot."""
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            self._runner = web.AppRunner(self.make_app(), access_log=None, handle_signals=False,
                                         shutdown_timeout=0.5)
            loop.run_until_complete(self._runner.setup())
            loop.run_until_complete(web.SockSite(self._runner, sock).start())
        except Exception as exc:   # noqa: BLE001 - whatever it is, the game goes on without phones
            log.error("phones: the server could not start: %s", exc)
            started(str(exc))
            loop.close()
            return
        self.loop = loop
        started(None)
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self._runner.cleanup())
            loop.close()

    def stop(self) -> None:
        """Say goodbye to every page and stop the loop (from any thread)."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._stop()))

    async def _stop(self) -> None:
        for ws in list(self._sockets.values()):
            try:
                await asyncio.wait_for(ws.close(code=CLOSE_STOPPED, message=b"phones off"), 0.3)
            except (asyncio.TimeoutError, ConnectionError, RuntimeError):
                pass
        asyncio.get_running_loop().stop()
