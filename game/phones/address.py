"""Where the phone server listens: this computer's address on the local network, never a public one
by surprise.

`choose(wanted)` gives the address to listen on and, when it is not what a player would expect, a
sentence why: "auto" takes the address of the interface the default route leaves by (found with an
unconnected UDP socket: no packet is sent) when it is a private, link-local or shared address, and
the loopback address otherwise (no network, or a public address: a computer straight on the
internet would otherwise open the page to the world). A setting may name an address of this
computer instead (`candidates()` lists them); naming one is the player's own choice.
"""

from __future__ import annotations

import ipaddress
import socket

from game.phones import words
from game.words import _

AUTO = "auto"
LOOPBACK = "127.0.0.1"
PROBE = ("192.0.2.1", 9)    # a documentation address: connecting a UDP socket sends nothing


def route_address() -> str | None:
    """The IPv4 address this computer would use to reach other machines, or None (no network)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(PROBE)
        return probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()


def is_local(address: str) -> bool:
    """True for an address only the local network reaches (private, link-local, shared, loopback)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not ip.is_global and not ip.is_multicast and not ip.is_unspecified


def candidates() -> list[str]:
    """The IPv4 addresses of this computer a player may choose: the routed one, the host name's, loopback."""
    found: list[str] = []
    routed = route_address()
    if routed:
        found.append(routed)
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    found.append(LOOPBACK)
    return list(dict.fromkeys(address for address in found if not address.startswith("0.")))


def choose(wanted: str = AUTO) -> tuple[str, str | None]:
    """(address to listen on, a note for the player or None)."""
    if wanted != AUTO:
        if wanted in candidates():
            return wanted, None
        wanted_note = _(words.NOT_HERE).format(address=wanted)
    else:
        wanted_note = None
    routed = route_address()
    if routed is None or routed.startswith("127."):
        return LOOPBACK, wanted_note or _(words.NO_NETWORK)
    if not is_local(routed):
        return LOOPBACK, wanted_note or _(words.PUBLIC_ADDRESS).format(address=routed)
    return routed, wanted_note


def url(address: str, port: int, token: str) -> str:
    return f"http://{address}:{port}/{token}"
