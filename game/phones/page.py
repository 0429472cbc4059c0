"""The phone's page and its assets, made once when phones are turned on and kept in memory.

The page is `page/index.html`, `page/phone.css` and `page/phone.js` from the package (nothing from
the internet: no CDN, no web font), with the words of `game.phones.words.PAGE` put into the page as
a JSON block. The dice are the game's own pictures (`dice_tokens.planet_token`, stars for Bluff's
joker), rendered by pygame into PNGs: `face1.png` .. `face6.png`.
"""

from __future__ import annotations

import io
import json
from importlib import resources

import pygame

from game.phones import words
from game.phones.views import hex_colour

FACE_PX = 128
FILES = {"phone.css": "text/css", "phone.js": "text/javascript"}


def _read(name: str) -> bytes:
    return (resources.files("game.phones") / "page" / name).read_bytes()


def build(token: str) -> bytes:
    """index.html with the page's words and the room token in it."""
    html = _read("index.html").decode("utf-8").replace("{{TOKEN}}", token)
    data = json.dumps(words.PAGE, ensure_ascii=False).replace("<", "\\u003c").replace("&", "\\u0026")
    return html.replace("{{WORDS}}", data).encode("utf-8")


def assets() -> dict[str, tuple[bytes, str]]:
    """Every file the page may ask for (by name), in memory."""
    found = {name: (_read(name), kind) for name, kind in FILES.items()}
    from game.render.dice_tokens import planet_token

    for face in range(1, 7):
        image = planet_token(face, FACE_PX, star_for_six=True)
        buffer = io.BytesIO()
        pygame.image.save(image, buffer, "face.png")
        found[f"face{face}.png"] = (buffer.getvalue(), "image/png")
    return found


def seat_colours() -> list[str]:
    from game.render import theme

    return [hex_colour(colour) for colour in theme.SEAT_COLOURS]
