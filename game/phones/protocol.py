"""What a phone may say to the game, and the limits on saying it. Pure: no network, no pygame.

Every message is one small JSON object with a type `t`; `parse` accepts exactly the shapes below
(whole numbers are never booleans, strings are short, no other keys) and gives a reason for any
other text, which the server logs and drops:

    {"t": "hello", "phone": 3, "key": "<seat secret>"}    # this page is phone 3 again (a reconnect)
    {"t": "join", "seat": 1, "name": "Ana"}                # take the offered seat 1 with this name
    {"t": "leave"}                                         # give the seat up
    {"t": "press", "b": "left"} / {"t": "release", ...}    # a controller button (an action name)
    {"t": "button", "key": "roll"}                         # one of the mode's labelled buttons
    {"t": "roll"} {"t": "ok"} {"t": "doubt"} {"t": "next"} # Bluff: the cup, the bid, a doubt, go on
    {"t": "pick", "q": 4, "face": 3}                       # Bluff: put the bid on four 3s
    {"t": "mark", "die": 2}                                # Bluff: mark/unmark die 2 to reroll

The game answers with {"t": "state", ...} (what this phone shows), {"t": "joined", "phone", "key",
"name"} and {"t": "refused", "why"}.
"""

from __future__ import annotations

import json

MAX_MESSAGE_BYTES = 2048      # a phone's message is a few dozen bytes; larger ones close the connection
RATE = 20.0                   # messages a second a phone may send on average ...
BURST = 40                    # ... and at once
FLOOD = 200                   # messages dropped in a row by the rate limit before the connection is closed
MAX_CONNECTIONS = 24          # pages open at once
NAME_LENGTH = 16
KEY_LENGTH = 64
BUTTON_KEY_LENGTH = 16

# Controller buttons a phone may hold (the pad's actions; no mouse, no device events).
BUTTONS: tuple[str, ...] = ("up", "down", "left", "right", "confirm", "back", "pause", "roll", "lock", "hint",
                            "prev", "next")

_INT = "int"
_STR = "str"
SHAPES: dict[str, dict[str, str]] = {
    "hello": {"phone": _INT, "key": _STR},
    "join": {"seat": _INT, "name": _STR},
    "leave": {},
    "press": {"b": _STR},
    "release": {"b": _STR},
    "button": {"key": _STR},
    "roll": {},
    "ok": {},
    "doubt": {},
    "next": {},
    "pick": {"q": _INT, "face": _INT},
    "mark": {"die": _INT},
}
_LENGTHS = {"key": KEY_LENGTH, "name": 4 * NAME_LENGTH, "b": 16}


class Refused(ValueError):
    """A message the game drops; str() says why (one logged line)."""


def parse(text: str | bytes) -> dict:
    """The message `text` as a checked dict, or `Refused` with the reason."""
    if isinstance(text, bytes):
        raise Refused("a binary message")
    if len(text) > MAX_MESSAGE_BYTES:
        raise Refused(f"{len(text)} characters, over the limit of {MAX_MESSAGE_BYTES}")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise Refused(f"not JSON ({type(exc).__name__})") from None
    if not isinstance(message, dict):
        raise Refused(f"not a JSON object but {type(message).__name__}")
    kind = message.get("t")
    if not isinstance(kind, str) or kind not in SHAPES:
        raise Refused(f"unknown message type {str(kind)[:24]!r}")
    shape = SHAPES[kind]
    extra = set(message) - set(shape) - {"t"}
    if extra:
        raise Refused(f"{kind}: unknown field {sorted(extra)[0][:24]!r}")
    for name, kind_of in shape.items():
        value = message.get(name)
        if kind_of == _INT:
            if type(value) is not int or not -1 <= value <= 10_000:
                raise Refused(f"{kind}: {name} must be a whole number")
        elif type(value) is not str or len(value) > _LENGTHS.get(name, BUTTON_KEY_LENGTH):
            raise Refused(f"{kind}: {name} must be a short string")
    if kind in ("press", "release") and message["b"] not in BUTTONS:
        raise Refused(f"{kind}: no button {message['b'][:16]!r}")
    return message


def clean_name(name: str, default: str) -> str:
    """A player's typed name as the TV shows it: printable characters only, at most NAME_LENGTH,
    spaces squeezed; `default` when nothing is left."""
    kept = "".join(ch for ch in name if ch.isprintable())
    kept = " ".join(kept.split())[:NAME_LENGTH].strip()
    return kept or default


class Bucket:
    """A token bucket: `take()` is True while a phone keeps within RATE messages a second (BURST at once)."""

    def __init__(self, rate: float = RATE, burst: int = BURST, now: float = 0.0) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = now

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def dump(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
