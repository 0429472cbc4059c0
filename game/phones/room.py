"""Who is at the table by phone: the phones that joined and which open page is which phone.

Pure (no network, no pygame); lives on the game's thread. A page that opens is a *connection*,
known to nobody until it joins a seat (it then becomes phone n, `DeviceId("phone", n)`, and gets
the seat secret) or says hello with phone n's secret again (a reconnect: the same device, so the
seat that waited for it goes on). A secret is compared in constant time; a wrong one is refused.
One page at a time is a phone: a newer page with the secret replaces the older one.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from game.input.actions import DeviceId

KIND = "phone"


def device_of(number: int) -> DeviceId:
    return DeviceId(KIND, number)


@dataclass
class Phone:
    number: int
    name: str
    secret: str
    conn: int | None = None                 # the page that is this phone now (None: away)
    held: set[str] = field(default_factory=set)   # controller buttons it holds down

    @property
    def device(self) -> DeviceId:
        return device_of(self.number)

    @property
    def here(self) -> bool:
        return self.conn is not None


class Room:
    def __init__(self, make_secret: Callable[[], str] = lambda: secrets.token_urlsafe(24)) -> None:
        self.make_secret = make_secret
        self.phones: dict[int, Phone] = {}
        self.conns: dict[int, int | None] = {}     # open page -> phone number (None: not joined)

    # ------------------------------------------------------------------ pages
    def opened(self, conn: int) -> None:
        self.conns[conn] = None

    def closed(self, conn: int) -> Phone | None:
        """A page closed; the phone it was (now away), or None."""
        number = self.conns.pop(conn, None)
        phone = self.phones.get(number) if number is not None else None
        if phone is not None and phone.conn == conn:
            phone.conn = None
            return phone
        return None

    def phone_of(self, conn: int) -> Phone | None:
        number = self.conns.get(conn)
        return self.phones.get(number) if number is not None else None

    def by_device(self, device: DeviceId) -> Phone | None:
        return self.phones.get(device.index) if device.kind == KIND else None

    def connected(self, device: DeviceId) -> bool:
        phone = self.by_device(device)
        return phone is not None and phone.here

    # ------------------------------------------------------------------ joining
    def hello(self, conn: int, number: int, key: str) -> tuple[Phone | None, int | None]:
        """Page `conn` says it is phone `number` with `key`: (the phone, the older page it replaces),
        or (None, None) for a wrong number or secret."""
        phone = self.phones.get(number)
        if phone is None or not hmac.compare_digest(phone.secret.encode(), key.encode()):
            return None, None
        return phone, self._bind(conn, phone)

    def join(self, conn: int, name: str, number: int | None = None) -> tuple[Phone, int | None]:
        """Page `conn` becomes a phone named `name` (phone `number`: a seat's phone nobody holds; a phone
        of that number that is away loses its seat: its secret is forgotten). (phone, older page)."""
        if number is None:
            number = 1 + max((*self.phones, *self.reserved), default=0)
        phone = Phone(number, name, self.make_secret())
        self.phones[number] = phone
        return phone, self._bind(conn, phone)

    reserved: tuple[int, ...] = ()     # phone numbers seats wait for (a quick game's phone seats)

    def reserve(self, numbers: Iterable[int]) -> None:
        self.reserved = tuple(numbers)

    def _bind(self, conn: int, phone: Phone) -> int | None:
        older = phone.conn if phone.conn != conn else None
        if older is not None:
            self.conns[older] = None
        previous = self.conns.get(conn)
        if previous is not None and previous != phone.number and previous in self.phones:
            self.phones[previous].conn = None
        phone.conn = conn
        self.conns[conn] = phone.number
        return older

    def leave(self, conn: int) -> Phone | None:
        """Page `conn` gives its seat up: the phone is forgotten (its secret too)."""
        phone = self.phone_of(conn)
        if phone is None:
            return None
        self.conns[conn] = None
        del self.phones[phone.number]
        return phone

    def forget(self, number: int) -> None:
        """Phone `number` lost its seat to another device: its secret is no longer any good."""
        phone = self.phones.pop(number, None)
        if phone is not None and phone.conn is not None:
            self.conns[phone.conn] = None
