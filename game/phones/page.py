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

from game import words as game_words
from game.phones import words
from game.phones.views import hex_colour
from game.words import _

FACE_PX = 128
FILES = {"phone.css": "text/css", "phone.js": "text/javascript"}


def _read(name: str) -> bytes:
    return (resources.files("game.phones") / "page" / name).read_bytes()


def page_words() -> dict[str, object]:
    """The page's words in the TV's language now (`game.words`): PAGE translated, the numbers and the
    bids said as the Bluff table says them (game/scenes/bluff/words.py: "four 4s", German "4 Vierer"),
    and the language's code for the page's `lang`."""
    from game.scenes.bluff import words as bluff_words

    found: dict[str, object] = {key: _(text) for key, text in words.PAGE.items()}
    found["numbers"] = [bluff_words.number(n) for n in range(13)]
    found["bid_forms"] = [list(bluff_words.bid_forms(face)) for face in range(1, 7)]
    found["lang"] = game_words.language()
    return found


def words_json() -> str:
    """page_words() as JSON that is safe inside a <script> block."""
    return json.dumps(page_words(), ensure_ascii=False).replace("<", "\\u003c").replace("&", "\\u0026")


def build(token: str) -> bytes:
    """index.html with the page's words (in the TV's language now) and the room token in it."""
    html = _read("index.html").decode("utf-8").replace("{{TOKEN}}", token)
    html = html.replace("{{LANG}}", game_words.language())
    return html.replace("{{WORDS}}", words_json()).encode("utf-8")


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
