"""A table with phones for the protocol tests: the real game (a headless `App` through the harness) and the
real phone server, run on the test's event loop by pytest-aiohttp's test client instead of a thread.

    table = await phone_table("bluff", players=2)      # a quick game whose seats wait for phones
    page = await table.page()                          # a websocket from the game's own page
    state = await table.until(page, lambda s: ...)     # frames run until the page is shown that
"""

from __future__ import annotations

import asyncio
import json

import pytest_asyncio
from aiohttp import WSMsgType

from game.phones import page as phone_page
from game.phones.host import PhoneHost
from game.phones.server import PhoneServer


class PhoneTable:
    def __init__(self, harness, host: PhoneHost, client) -> None:
        self.harness, self.host, self.client = harness, host, client
        self.origin = f"http://{client.host}:{client.port}"
        self.readers: list = []

    @property
    def app(self):
        return self.harness.app

    @property
    def scene(self):
        return self.harness.top

    async def page(self, origin: str | None = None, token: str | None = None):
        ws = await self.client.ws_connect(f"/{token or self.host.token}/ws",
                                          headers={"Origin": origin or self.origin})
        ws.sent = []   # every message this page got
        ws.read = 0    # how many of them `until` has looked at

        async def read() -> None:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    ws.sent.append(json.loads(message.data))

        ws.reader = asyncio.ensure_future(read())
        self.readers.append(ws.reader)
        return ws

    async def tick(self, frames: int = 1, *, drawn: bool = True) -> None:
        """`frames` frames, the last one drawn (`drawn=False`: none; the harness's tick does the same)."""
        for left in range(frames - 1, -1, -1):
            self.harness.app.tick(draw=drawn and left == 0)
            for _ in range(4):   # the server and the pages' readers run between frames
                await asyncio.sleep(0)

    async def until(self, ws, check, frames: int = 600):
        """Run frames until `ws` is sent a message (after those looked at before) passing `check`; only the
        frame it came on is drawn (the phones read messages, not the screen)."""
        for _ in range(frames):
            await self.tick(drawn=False)
            while ws.read < len(ws.sent):
                message = ws.sent[ws.read]
                ws.read += 1
                if check(message):
                    self.harness.app.draw_behind()
                    return message
        self.harness.app.draw_behind()
        raise AssertionError(f"no such message in {frames} frames; the last: {ws.sent[-3:]}")

    async def join(self, ws, seat: int, name: str):
        await ws.send_json({"t": "join", "seat": seat, "name": name})
        return await self.until(ws, lambda m: m["t"] == "joined")

    @staticmethod
    def is_state(kind: str):
        return lambda m: m["t"] == "state" and m["view"]["kind"] == kind


@pytest_asyncio.fixture
async def phone_table(aiohttp_client, make_harness):
    made = []

    async def make(scene: str, **options) -> PhoneTable:
        harness = make_harness()
        host = PhoneHost(harness.app, "127.0.0.1", 0)
        server = PhoneServer(host.token, phone_page.build(host.token), phone_page.assets(), host.inbox, set())
        client = await aiohttp_client(server.make_app())
        server.hosts = {f"{client.host}:{client.port}"}
        server.loop = asyncio.get_running_loop()
        host.attach(server)
        harness.app.phones = host
        harness.app.devices.remote = host
        harness.push(scene, **options)
        table = PhoneTable(harness, host, client)
        made.append(table)
        return table

    yield make
    for table in made:
        for reader in table.readers:
            reader.cancel()
        table.app.phones = table.app.devices.remote = None   # its server runs on this test's loop: not stopped by the app
