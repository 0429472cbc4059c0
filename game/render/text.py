"""Text: the game's typeface, one type scale, text that fits its box, and where each line shows.

The typeface is Quicksand (assets/fonts/, SIL Open Font License) with a true bold face, loaded lazily the
first time a size is asked for and cached after that, so start-up pays nothing for it.

Sizes. Callers pass a *type size* (the numbers the screens have always used); the face is drawn at
`pixel_size(size)` = 0.7 px per unit, and never below `MIN_PX` = 18 px on the 1280x720 picture, which is
11 px when the picture is shown at 800x450 (the floor the game promises is 10 px there). The named steps
below are the type scale new code should use.

Fitting. `draw(..., box=rect)` keeps a line inside `rect` (shortened with an ellipsis if it is too wide);
`draw_lines` wraps a paragraph into a box and ends with an ellipsis if the box is too short; `ellipsize`
and `fitting_size` are there for code that lays text out itself.

Where text shows. Every line drawn is kept with the picture it was drawn on (`lines_on`); a kept picture
blitted with `text.blit` brings its lines along, moved to where it lands, and `text.forget` drops them when
a picture is painted afresh. So a frame's lines (what `harness.drawn_text()` reads) are known without
drawing anything differently, and `with text.recording() as drawn:` collects the lines a frame shows (the
layout check over the screens tour: text too small, outside its box or on top of other text). That part lives in
game/render/text_lines.py; this module offers it (text.blit, text.lines_on, text.recording, ...).
"""

from __future__ import annotations

import io
import re
from functools import lru_cache

import pygame

from game.render import digit_spacing, theme
from game.render.surface_cache import surface_cache
from game.render.text_lines import (  # noqa: F401  (where text shows: text.blit, text.lines_on, ...)
    DrawnText,
    _record,
    blit,
    carry,
    forget,
    forget_lines,
    keep_copy,
    lines_on,
    recording,
    recording_now,
    turned,
)
from game.system.resources import asset

REGULAR_FILE = "Quicksand-Medium.ttf"
BOLD_FILE = "Quicksand-Bold.ttf"

PX_PER_SIZE = 0.7
MIN_PX = 18            # on the 1280x720 picture: 11.25 px at 800x450
ELLIPSIS = "…"

# The type scale (type sizes; pixel size = 0.7 x these at 1280x720).
CAPTION = 26     # 18 px: key hints, footnotes, small labels: the smallest text there is
BODY = 30        # 21 px: running text, table rows
LABEL = 36       # 25 px: buttons, menu rows, names
HEADING = 46     # 32 px: panel titles, banners on small panels
TITLE = 72       # 50 px: screen titles, big banners
DISPLAY = 104    # 73 px: the game's name


def pixel_size(size: int) -> int:
    """The pixel size the face is drawn at for a type size (never under MIN_PX)."""
    return max(MIN_PX, round(size * PX_PER_SIZE))


@lru_cache(maxsize=2)
def _font_file(bold: bool) -> bytes:
    return asset("fonts", BOLD_FILE if bold else REGULAR_FILE).read_bytes()


@lru_cache(maxsize=64)
def _face(px: int, bold: bool) -> pygame.font.Font:
    """A face read from memory: FreeType reads a face's tables and every glyph as it needs them, and
    from a file that is a seek and a read each (~4000 system calls for the title's first frame, ~10 ms
    of the start-up on this machine)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(_font_file(bool(bold))), px)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The face for a type size (cached; several sizes share a face when they round to one pixel size)."""
    return _face(pixel_size(size), bool(bold))


@surface_cache(max_mib=16)
def _render(line: str, px: int, colour: tuple[int, ...], bold: bool) -> pygame.Surface:
    if digit_spacing.has_number(line):     # a number's digits evenly apart (look review 15: "244" read "24 4")
        return digit_spacing.render(_face(px, bold), line, _steps(px, bold),
                                    lambda piece: _render(piece, px, colour, bold))   # (no number in a piece)
    return _face(px, bold).render(line, True, colour)


@lru_cache(maxsize=64)
def _steps(px: int, bold: bool) -> dict[tuple[str, str], int]:
    return digit_spacing.pair_steps(_face(px, bold))


@lru_cache(maxsize=1024)
def _number_width(line: str, px: int, bold: bool) -> int:
    return digit_spacing.layout(_face(px, bold), line, _steps(px, bold))[0]


def _width(line: str, px: int, bold: bool) -> int:
    """How wide `line` is drawn (as `render` draws it: a number's digits evenly apart)."""
    return _number_width(line, px, bold) if digit_spacing.has_number(line) else _face(px, bold).size(line)[0]


def render(line: str, size: int, colour: tuple[int, ...] = theme.TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text; cached, as the same labels are drawn every frame."""
    return _render(line, pixel_size(size), tuple(colour), bool(bold))


def width_of(line: str, size: int, bold: bool = False) -> int:
    return _width(line, pixel_size(size), bool(bold))


def forget_fonts() -> None:
    """Drop cached fonts and renders: a `Font` dies with `pygame.quit()` (the
    app calls this on shutdown so a later start makes fresh ones)."""
    _face.cache_clear()
    _render.cache_clear()
    _wrap.cache_clear()
    _ellipsize.cache_clear()
    _number_width.cache_clear()
    _steps.cache_clear()
    for clear in FORGET_TOO:
        clear()


FORGET_TOO: list = []   # other modules' caches of faces and renders, cleared with these (e.g. the sheet's pencil)


def record_drawn(surface: pygame.Surface, line: str, size: int, rect: pygame.Rect,
                 box: pygame.Rect | None = None) -> None:
    """Tell the recording about a line drawn from a `render()` image by hand (scaled, faded, on a plate)."""
    _record(surface, line, pixel_size(size), pygame.Rect(rect), box)


# -------------------------------------------------------------------- drawing
def draw(surface: pygame.Surface, line: str, size: int, colour=theme.TEXT, *, bold: bool = False,
         box: pygame.Rect | None = None, **anchor: tuple[float, float]) -> pygame.Rect:
    """Draw a line of text placed by one rect anchor, e.g. `center=(640, 100)`.

    With `box`, the line is shortened with an ellipsis to the box's width (and recorded as having to stay
    in it); the anchor still places it. Returns the rectangle drawn."""
    if box is not None:
        line = ellipsize(line, size, box.width, bold)
    image = render(line, size, colour, bold)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    _record(surface, line, pixel_size(size), rect, box)
    return rect


def draw_lines(surface: pygame.Surface, paragraph: str, size: int, box: pygame.Rect, colour=theme.TEXT, *,
               bold: bool = False, align: str = "left", line_gap: float = 1.15,
               max_lines: int | None = None) -> list[pygame.Rect]:
    """Wrap `paragraph` into `box` from its top; lines that do not fit are dropped and the last shown line
    ends with an ellipsis. `align` is "left", "center" or "right". Returns the rectangles drawn."""
    lines = wrap(paragraph, size, box.width, bold)
    step = line_height(size, line_gap)
    room = max(1, box.height // step)
    if max_lines is not None:
        room = min(room, max_lines)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = ellipsize(lines[-1] + ELLIPSIS, size, box.width, bold)
    rects = []
    for i, line in enumerate(lines):
        y = box.top + i * step
        if align == "center":
            rects.append(draw(surface, line, size, colour, bold=bold, box=box, midtop=(box.centerx, y)))
        elif align == "right":
            rects.append(draw(surface, line, size, colour, bold=bold, box=box, topright=(box.right, y)))
        else:
            rects.append(draw(surface, line, size, colour, bold=bold, box=box, topleft=(box.left, y)))
    return rects


def line_height(size: int, gap: float = 1.15) -> int:
    return round(font(size).get_height() * gap * 0.82)


# -------------------------------------------------------------------- fitting
def ellipsize(line: str, size: int, width: int, bold: bool = False) -> str:
    """`line` if it fits `width` pixels, else its longest start that fits with "…" after it."""
    return _ellipsize(line, pixel_size(size), int(width), bool(bold))


@lru_cache(maxsize=1024)
def _ellipsize(line: str, px: int, width: int, bold: bool) -> str:
    if _width(line, px, bold) <= width:
        return line
    low, high = 0, len(line)
    while low < high:                       # the longest start that fits with the ellipsis
        middle = (low + high + 1) // 2
        if _width(line[:middle].rstrip() + ELLIPSIS, px, bold) <= width:
            low = middle
        else:
            high = middle - 1
    return line[:low].rstrip() + ELLIPSIS if low else (ELLIPSIS if _width(ELLIPSIS, px, bold) <= width else "")


def fit_name(name: str, size: int, width: int, bold: bool = False) -> str:
    """A name shortened to `width` so that seats stay told apart: a short last word (the number in
    "Computer 3") is kept and the start is cut instead ("Comput… 3")."""
    if width_of(name, size, bold) <= width:
        return name
    head, _, last = name.rpartition(" ")
    if head and len(last) <= 3:
        room = width - width_of(" " + last, size, bold)
        start = ellipsize(head, size, room, bold)
        if start:
            return f"{start} {last}"
    return ellipsize(name, size, width, bold)


def draw_name(surface: pygame.Surface, name: str, size: int, width: int, colour=theme.TEXT, *,
              bold: bool = False, short: str | None = None, **anchor: tuple[float, float]) -> pygame.Rect:
    """A seat's name in `width` px, always at its full size and shape (a name set narrower read as a smaller, condensed
    font: look review 15): too wide, its `short` form ("P1" for "Player 1") if given and it fits, else cut as
    `fit_name` cuts (its number kept). Returns the rectangle drawn."""
    if width_of(name, size, bold) > width:
        name = short if short is not None and width_of(short, size, bold) <= width else fit_name(name, size, width, bold)
    return draw(surface, name, size, colour, bold=bold, **anchor)


def fitting_size(line: str, size: int, width: int, bold: bool = False) -> int:
    """The largest type size up to `size` at which `line` fits `width` (never under the floor)."""
    while size > 1 and pixel_size(size) > MIN_PX and width_of(line, size, bold) > width:
        size -= 1
    return size


def wrap(paragraphs: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than `width` pixels (paragraphs kept; a single word wider than the
    line is shortened with an ellipsis)."""
    return list(_wrap(paragraphs, pixel_size(size), int(width), bool(bold)))


_BREAKS = re.compile(r"[ \t\r\f\v]+")   # where a line may break: spaces, not the no-break space


@lru_cache(maxsize=256)
def _wrap(paragraphs: str, px: int, width: int, bold: bool) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in paragraphs.split("\n"):
        words = _BREAKS.split(paragraph.strip(" \t"))   # a no-break space (U+00A0) holds its words together
        words = [word for word in words if word]
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            candidate = f"{line} {word}"
            if _width(candidate, px, bold) <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(_ellipsize(line, px, width, bold) for line in lines)


def has_glyph(char: str, bold: bool = False) -> bool:
    """Whether the typeface draws `char` (a missing glyph comes out as the face's empty box)."""
    return _has_glyph(char, bold)


@lru_cache(maxsize=512)
def _has_glyph(char: str, bold: bool) -> bool:
    if char.isspace():
        return True
    face = _face(32, bold)
    missing = "\U0010fffd"        # a private-use code point no text face draws
    if face.metrics(char)[0] != face.metrics(missing)[0]:
        return True
    drawn, box = face.render(char, True, (255, 255, 255)), face.render(missing, True, (255, 255, 255))
    return pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(box, "RGBA")
