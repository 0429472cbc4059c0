"""Phones at the table, for the game: the server's thread, the room, and what each page is sent.

`open_phones(app, port, ...)` binds the listening socket at once (on this thread: the address and
port are known before the first frame, and a port in use is said at once), then starts a daemon
thread that imports aiohttp and serves (game/phones/server.py). Each frame the app calls `pump()`:
it takes what the pages said from the queue without waiting, turns it into the `Action`s a pad
would send (`DeviceId("phone", n)`) and dispatches them, then sends each page what it shows now
(only when that changed; the server never makes the game wait). `stop()` turns phones off.
"""

from __future__ import annotations

import queue
import secrets
import socket
import threading
from collections import deque

from game import words as game_words
from game.input.actions import Action, DeviceId
from game.phones import address, page, protocol, views, words
from game.phones.room import KIND, Phone, Room
from game.system.lazy_log import get_logger
from game.words import _

log = get_logger(__name__)

DEFAULT_PORT = 8765
MAX_PER_FRAME = 200        # messages taken from the queue in one frame (the rest wait for the next)
MAX_KEPT = 32              # commands kept while the game waits for a seat's device (the oldest go first)
PUSH_EVERY = 2             # frames between two looks at what each page shows (and after any message)
STOP_WAIT = 0.5            # s the game waits for the server thread when it quits


class PhonesError(RuntimeError):
    """Phones could not be turned on; str() says why."""


def bind(host: str, port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(32)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    return sock


class PhoneHost:
    def __init__(self, app, host: str, port: int, note: str | None = None) -> None:
        self.app = app
        self.host = host
        self.port = port
        self.note = note                       # why the address is not the expected one (or None)
        self.token = secrets.token_urlsafe(8)
        self.url = address.url(host, port, self.token)
        self.inbox: queue.Queue = queue.Queue()
        self.room = Room()
        self.server = None                     # the PhoneServer, once it serves
        self.failed: str | None = None
        self.frame = 0
        self._sent: dict[int, str] = {}        # page -> the last state sent to it
        self._kept: deque = deque(maxlen=MAX_KEPT)   # (screen, phone number, command) while the game waits
        self._language = game_words.generation  # the TV's language the pages were given
        self._sock: socket.socket | None = None
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def hosts(self) -> set[str]:
        """What a request's Host header may say: the address shown (and localhost for this computer only)."""
        return {f"{self.host}:{self.port}"} | ({f"localhost:{self.port}"} if self.host.startswith("127.") else set())

    def serve(self, sock: socket.socket) -> None:
        """Serve on `sock` from a daemon thread of its own (it imports aiohttp; the game goes on)."""
        self._sock = sock
        self._thread = threading.Thread(target=self._serve, args=(page.build(self.token), page.assets(), self.hosts),
                                        name="phones", daemon=True)
        self._thread.start()

    def attach(self, server) -> None:
        """Use a PhoneServer that runs elsewhere (tests run one on their own event loop)."""
        self.server = server
        self._ready.set()

    # ------------------------------------------------------------------ the server's thread
    def _serve(self, html: bytes, assets: dict, hosts: set[str]) -> None:
        from game.phones.server import PhoneServer  # aiohttp is imported here, off the game's thread

        server = PhoneServer(self.token, html, assets, self.inbox, hosts)

        def started(why: str | None) -> None:
            if why is None:
                self.server = server
            else:
                self.failed = why
            self._ready.set()

        server.serve(self._sock, started)

    def wait_ready(self, timeout: float) -> bool:
        """For tools and tests: True once the server serves (the game itself never waits for it)."""
        return self._ready.wait(timeout) and self.server is not None

    @property
    def serving(self) -> bool:
        return self.server is not None

    def stop(self, wait: float = 0.0) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        elif not self._ready.is_set() and self._sock is not None:
            self._sock.close()
        if wait and self._thread is not None:
            self._thread.join(wait)

    # ------------------------------------------------------------------ devices
    def connected(self, device: DeviceId) -> bool:
        return self.room.connected(device)

    def name_of(self, device: DeviceId) -> str | None:
        phone = self.room.by_device(device)
        return _(words.PHONE_OF).format(name=phone.name) if phone is not None else None

    def phones(self) -> list[Phone]:
        return sorted(self.room.phones.values(), key=lambda phone: phone.number)

    # ------------------------------------------------------------------ each frame
    def pump(self) -> None:
        """Take what the pages said (never waiting), act on it, and send each page what it shows now."""
        self.frame += 1
        taken = 0
        while taken < MAX_PER_FRAME:
            try:
                item = self.inbox.get_nowait()
            except queue.Empty:
                break
            taken += 1
            self._take(item)
        top = self.app.scenes.top
        if self._kept and (top is None or not top.phone_waits()):
            taken += self._take_kept(top)
        if (taken or self.frame % PUSH_EVERY == 0) and self.server is not None:
            self.push()

    def _take(self, item: tuple) -> None:
        kind, conn = item[0], item[1]
        if kind == "open":
            self.room.opened(conn)
        elif kind == "close":
            self._sent.pop(conn, None)
            phone = self.room.closed(conn)
            if phone is not None:
                self._away(phone)
        elif kind == "msg":
            self._message(conn, item[2])

    def _dispatch(self, action: Action) -> None:
        self.app.dispatch(action)

    def _away(self, phone: Phone) -> None:
        for name in sorted(phone.held):
            self._dispatch(Action(name, phone.device, pressed=False))
        phone.held.clear()
        self.app.notify(_(words.PHONE_AWAY).format(name=phone.name), 3.0)
        self._dispatch(Action("device_removed", phone.device))

    def _message(self, conn: int, message: dict) -> None:
        kind = message["t"]
        top = self.app.scenes.top
        phone = self.room.phone_of(conn)
        if kind == "hello":
            self._hello(conn, message)
        elif kind == "join":
            self._join(conn, phone, message)
        elif phone is None:
            log.warning("phones: page %d: dropped %r: it has not joined a seat", conn, kind)
        elif kind == "leave":
            self.room.leave(conn)
            if top is not None:
                top.phone_leave(phone.device)
            self._away(phone)
        elif kind in ("press", "release"):
            name, pressed = message["b"], kind == "press"
            if pressed == (name in phone.held):
                return                               # a press twice, or a release of nothing held
            (phone.held.add if pressed else phone.held.discard)(name)
            self._dispatch(Action(name, phone.device, pressed))
        elif top is not None and top.phone_waits():   # (its page offered it: taken once the game goes on)
            self._kept.append((top, phone.number, message))
        elif top is not None:
            acted = False
            for action in top.phone_command(phone.device, message):
                acted = True
                self._dispatch(action)
            if not acted:
                log.warning("phones: page %d: dropped %r: nothing to do with it now", conn, kind)

    def _take_kept(self, top) -> int:
        """The commands kept while the game waited, now that it goes on (each from a phone still here, on
        the screen it was made on); how many."""
        kept = list(self._kept)
        self._kept.clear()
        for screen, number, message in kept:
            phone = self.room.phones.get(number)
            if screen is top and phone is not None and phone.here:
                self._message(phone.conn, message)
        return len(kept)

    def _hello(self, conn: int, message: dict) -> None:
        phone, older = self.room.hello(conn, message["phone"], message["key"])
        if phone is None:
            log.warning("phones: page %d: refused: a wrong phone number or seat secret", conn)
            self._send(conn, {"t": "refused", "why": "key"})
            return
        if older is not None:
            self._replaced(older)
        self._send(conn, {"t": "joined", "phone": phone.number, "key": phone.secret, "name": phone.name})
        self.app.notify(_(words.PHONE_BACK).format(name=phone.name), 3.0)
        self._dispatch(Action("device_added", phone.device))

    def _join(self, conn: int, phone: Phone | None, message: dict) -> None:
        top = self.app.scenes.top
        offer = next((o for o in (top.phone_offers() if top is not None else ()) if o.key == message["seat"]), None)
        if offer is None:
            log.warning("phones: page %d: refused a join: seat %d is not free", conn, message["seat"])
            self._send(conn, {"t": "refused", "why": "seat"})
            return
        name = protocol.clean_name(message["name"], offer.name)
        if phone is None:
            if offer.phone is not None:
                self.room.forget(offer.phone)      # the seat's phone, away: this page takes its place
            phone, older = self.room.join(conn, name, offer.phone)
            if older is not None:
                self._replaced(older)
        else:
            phone.name = name
        if not top.phone_take(offer, phone.device, name):
            self.room.leave(conn)
            self._send(conn, {"t": "refused", "why": "seat"})
            return
        self._send(conn, {"t": "joined", "phone": phone.number, "key": phone.secret, "name": phone.name})
        self.app.notify(_(words.PHONE_JOINED).format(name=name), 3.0)
        self._dispatch(Action("device_added", phone.device))

    def _replaced(self, conn: int) -> None:
        if self.server is not None:
            self.server.close(conn, 4001, "replaced")

    # ------------------------------------------------------------------ what each page shows
    def push(self) -> None:
        if self._language != game_words.generation:   # the TV's language changed: the pages' words too
            self._language = game_words.generation
            if self.server is not None:
                self.server.page = page.build(self.token)   # (a page opened from now on)
            message = {"t": "words", "words": page.page_words()}
            for conn in list(self.room.conns):
                self._send(conn, message)
        top = self.app.scenes.top
        colours = page.seat_colours()
        offers = None
        for conn in list(self.room.conns):
            phone = self.room.phone_of(conn)
            view = top.phone_view(phone.device) if phone is not None and top is not None else None
            if view is None:
                if offers is None:
                    offers = list(top.phone_offers()) if top is not None else []
                view = views.lobby(getattr(top, "phone_title", ""), offers, colours)
            me = {"phone": phone.number, "name": phone.name} if phone is not None else None
            self._send(conn, {"t": "state", "me": me, "view": view}, state=True)

    def _send(self, conn: int, message: dict, state: bool = False) -> None:
        text = protocol.dump(message)
        if state:
            if self._sent.get(conn) == text:
                return
            self._sent[conn] = text
        if self.server is not None:
            self.server.send(conn, text, state)


def open_phones(app, port: int | None = None, wanted: str = address.AUTO, fixed: bool = False,
                ) -> PhoneHost:
    """Bind and start; `fixed`: the port must be `port` (else a busy default falls back to a free one)."""
    host, note = address.choose(wanted)
    port = DEFAULT_PORT if port is None else port
    try:
        sock = bind(host, port)
    except OSError as exc:
        if fixed:
            raise PhonesError(f"cannot listen on {host}:{port} ({exc.strerror or exc})") from None
        try:
            sock = bind(host, 0)
        except OSError as again:
            raise PhonesError(f"cannot listen on {host} ({again.strerror or again})") from None
    phones = PhoneHost(app, host, sock.getsockname()[1], note)
    phones.serve(sock)
    return phones


def is_phone(device: DeviceId) -> bool:
    return device.kind == KIND
