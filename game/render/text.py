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
layout check over the screens tour: text too small, outside its box or on top of other text).
"""

from __future__ import annotations

import contextlib
import io
import math
import re
import weakref
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.render import copying, theme
from game.render.surface_cache import surface_cache
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
    return _face(px, bold).render(line, True, colour)


def render(line: str, size: int, colour: tuple[int, ...] = theme.TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text; cached, as the same labels are drawn every frame."""
    return _render(line, pixel_size(size), tuple(colour), bool(bold))


def width_of(line: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(line)[0]


def forget_fonts() -> None:
    """Drop cached fonts and renders: a `Font` dies with `pygame.quit()` (the
    app calls this on shutdown so a later start makes fresh ones)."""
    _face.cache_clear()
    _render.cache_clear()
    _wrap.cache_clear()
    _ellipsize.cache_clear()


# ------------------------------------------------------------------ recording
@dataclass(frozen=True)
class DrawnText:
    """One line of text as shown: `rect` in the coordinates of `target` (the top surface it shows on,
    following subsurfaces); `box` is where it had to stay (the surface's whole area if none was given)."""
    text: str
    px: int
    rect: pygame.Rect
    box: pygame.Rect
    target: int          # id() of the surface the line shows on


# The lines each picture shows (by its top surface, subsurfaces drawing into their parent). A line drawn
# into a kept picture stays with it, and a blit through `blit()` carries it, moved, to where the picture
# is shown: what a frame shows is known without drawing anything differently.
_shown: weakref.WeakKeyDictionary[pygame.Surface, list[DrawnText]] = weakref.WeakKeyDictionary()
_recordings: list[tuple[int | None, list[DrawnText], set[int]]] = []   # (target, lines, pictures shown)
MAX_LINES = 4000      # per picture: a safety bound for pictures drawn over without `forget()`
# The lines `carry` made lately (by target, source picture, shift and landed area): (the source's lines, the
# lines made for them). A frame copies the same still picture the same way, so its lines are made once.
_CARRIED: dict[tuple, tuple[tuple[DrawnText, ...], tuple[DrawnText, ...]]] = {}
CARRIED_KEPT = 64


def lines_on(surface: pygame.Surface) -> list[DrawnText]:
    """The lines of text `surface` shows now: drawn on it, or on pictures blitted onto it with `blit()`
    (in the coordinates of its top surface)."""
    lines = _shown.get(surface.get_abs_parent(), [])
    if surface.get_parent() is None:
        return list(lines)
    area = pygame.Rect(surface.get_abs_offset(), surface.get_size())
    return [line for line in lines if area.collidepoint(line.rect.center)]


def forget(surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
    """`surface` (or `area` of it) is being painted afresh: the lines it showed there are gone."""
    parent = surface.get_abs_parent()
    lines = _shown.get(parent)
    if not lines:
        return
    if area is None and surface.get_parent() is None:
        lines.clear()
        return
    offset = surface.get_abs_offset()
    gone = (pygame.Rect(area) if area is not None else surface.get_rect()).move(offset)
    lines[:] = [line for line in lines if not gone.collidepoint(line.rect.center)]


def forget_lines(surface: pygame.Surface, gone: list[DrawnText]) -> None:
    """The lines `gone` (as a `recording` of `surface` collected them) no longer show on it: the part of a
    picture they were drawn in is painted afresh."""
    lines = _shown.get(surface.get_abs_parent())
    if lines and gone:
        ids = {id(line) for line in gone}
        lines[:] = [line for line in lines if id(line) not in ids]


def keep_copy(copy: pygame.Surface, picture: pygame.Surface, area: pygame.Rect | None = None,
              lines: list[DrawnText] | None = None) -> None:
    """`copy` (a top surface of `picture`'s size, or of `area`'s) becomes a copy of `picture` (a top surface) or of
    its `area` with the `lines` drawn there (as a `recording` of `picture` collected them), its lines too, kept off
    screen: no recording collects them here; they show where the copy is blitted with `blit()`."""
    x, y = (area.x, area.y) if area is not None else (0, 0)
    copying.blit(copy, picture, (0, 0), area)
    _shown[copy] = [DrawnText(line.text, line.px, line.rect.move(-x, -y), line.box.move(-x, -y), id(copy))
                    for line in (_shown.get(picture, ()) if lines is None else lines)]


@contextlib.contextmanager
def recording(surface: pygame.Surface | None = None) -> Iterator[list[DrawnText]]:
    """Collect every line that arrives on `surface` while the block runs: drawn there, or carried there
    by `blit()` on a picture drawn earlier. Without `surface`, the lines that arrive anywhere, less those
    on pictures that were then blitted (with `blit()`) onto another: each line once, where it shows.
    The lines are complete when the block ends. Drawing is the same with or without a recording."""
    drawn: list[DrawnText] = []
    target = id(surface.get_abs_parent()) if surface is not None else None
    shown_elsewhere: set[int] = set()
    entry = (target, drawn, shown_elsewhere)
    _recordings.append(entry)
    try:
        yield drawn
    finally:   # by identity: two recordings with equal contents (say, both empty) are different ones
        del _recordings[next(i for i, r in enumerate(_recordings) if r is entry)]
        if shown_elsewhere:
            drawn[:] = [line for line in drawn if line.target not in shown_elsewhere]


def recording_now() -> bool:
    """Whether a recording runs (the tests' harness then draws every frame a `tick(n)` plays, so the
    recording sees each one). Nothing is drawn differently for it."""
    return bool(_recordings)


def _show(parent: pygame.Surface, entry: DrawnText) -> None:
    lines = _shown.get(parent)
    if lines is None:
        _shown[parent] = [entry]
    else:
        if len(lines) >= MAX_LINES:
            del lines[: MAX_LINES // 2]
        lines.append(entry)
    for target, drawn, _shown_elsewhere in _recordings:
        if target is None or target == entry.target:
            drawn.append(entry)


def _record(surface: pygame.Surface, line: str, px: int, rect: pygame.Rect, box: pygame.Rect | None) -> None:
    if not line.strip():
        return
    clip = surface.get_clip()
    if clip.size != surface.get_size() and not clip.collidepoint(rect.center):
        return       # painted outside the surface's clip: a line shows where its middle was painted
    offset = surface.get_abs_offset()
    parent = surface.get_abs_parent()
    placed = rect.move(offset)
    limit = (pygame.Rect(box) if box is not None else surface.get_rect()).move(offset)
    _show(parent, DrawnText(line, px, placed, limit, id(parent)))


def record_drawn(surface: pygame.Surface, line: str, size: int, rect: pygame.Rect,
                 box: pygame.Rect | None = None) -> None:
    """Tell the recording about a line drawn from a `render()` image by hand (scaled, faded, on a plate)."""
    _record(surface, line, pixel_size(size), pygame.Rect(rect), box)


def blit(surface: pygame.Surface, picture: pygame.Surface, dest, area: pygame.Rect | None = None,
         special_flags: int = 0) -> pygame.Rect:
    """`surface.blit(picture, dest, area, special_flags)`, and the lines of text `picture` shows travel
    with it: moved to where it lands, kept where the part shown holds the middle of the line. An opaque
    picture hides the lines it covers. Returns what `Surface.blit` returns."""
    shown = copying.blit(surface, picture, dest, area, special_flags)
    carry(surface, picture, dest, area, shown, special_flags)
    return shown


def carry(surface: pygame.Surface, picture: pygame.Surface, dest, area: pygame.Rect | None,
          shown: pygame.Rect, special_flags: int = 0) -> None:
    """The bookkeeping of `blit()` for a blit already made (`shown` is what `Surface.blit` returned)."""
    parent = surface.get_abs_parent()
    offset = surface.get_abs_offset()
    landed = shown.move(offset)                      # the part of the top surface the blit painted
    x, y = int(dest[0]), int(dest[1])
    src = pygame.Rect(area) if area is not None else picture.get_rect()
    # picture (own coordinates) -> top surface: + (dest - area.topleft) + the surface's offset
    dx, dy = x - src.x + offset[0], y - src.y + offset[1]
    lines = _shown.get(parent)
    if lines and landed.width and landed.height and not special_flags:
        _cover(lines, picture, landed, dx, dy)
    source = _shown.get(picture.get_abs_parent())
    if not source or not landed.width or not landed.height:
        return
    for _target, _drawn, shown_elsewhere in _recordings:
        shown_elsewhere.add(id(picture.get_abs_parent()))
    sx, sy = picture.get_abs_offset()            # the picture's lines are in its top surface's coordinates
    target = id(parent)
    if _recordings:
        for line in _carried(source, dx - sx, dy - sy, landed, target):
            _show(parent, line)
        return
    # No recording runs (the game's own frames): the same lines carried the same way as last time (the still
    # layer onto the screen, every frame) are those very lines again, and go on the list in one go.
    key = (target, id(picture.get_abs_parent()), dx - sx, dy - sy, tuple(landed))
    kept = _CARRIED.get(key)
    if kept is None or len(kept[0]) != len(source) or any(a is not b for a, b in zip(kept[0], source, strict=True)):
        if len(_CARRIED) >= CARRIED_KEPT:
            _CARRIED.clear()
        kept = _CARRIED[key] = (tuple(source), _carried(source, dx - sx, dy - sy, landed, target))
    lines = _shown.get(parent)
    if lines is None:
        _shown[parent] = list(kept[1])
        return
    if len(lines) + len(kept[1]) > MAX_LINES:
        del lines[: MAX_LINES // 2]
    lines.extend(kept[1])


def _carried(source: list[DrawnText], dx: int, dy: int, landed: pygame.Rect, target: int) -> tuple[DrawnText, ...]:
    """The lines of `source` moved by (dx, dy) whose middle lies in `landed`, as shown on `target`."""
    carried = []
    for line in source:
        rect = line.rect.move(dx, dy)
        if landed.collidepoint(rect.center):
            carried.append(DrawnText(line.text, line.px, rect, line.box.move(dx, dy), target))
    return tuple(carried)


def turned(picture: pygame.Surface, turned: pygame.Surface, degrees: float) -> pygame.Surface:
    """`turned` is `picture` turned by `degrees` (anticlockwise, as `pygame.transform.rotate`) about its
    middle: its lines of text turn with it (each line keeps its size, its middle moved). Returns `turned`."""
    lines = lines_on(picture)
    if not lines:
        return turned
    angle = math.radians(degrees)
    cos, sin = math.cos(angle), math.sin(angle)
    ox, oy = picture.get_abs_offset()
    px, py = ox + picture.get_width() / 2, oy + picture.get_height() / 2
    tx, ty = turned.get_width() / 2, turned.get_height() / 2
    for line in lines:
        x, y = line.rect.centerx - px, line.rect.centery - py
        dx = round(tx + x * cos + y * sin) - line.rect.centerx
        dy = round(ty - x * sin + y * cos) - line.rect.centery
        _record(turned, line.text, line.px, line.rect.move(dx, dy), line.box.move(dx, dy))
    return turned


def _cover(lines: list[DrawnText], picture: pygame.Surface, landed: pygame.Rect, dx: int, dy: int) -> None:
    """Drop the lines under the opaque parts of `picture`, which was blitted over `landed`."""
    alpha = picture.get_alpha()
    if alpha is not None and alpha < 255 or picture.get_colorkey() is not None:
        return
    per_pixel = picture.get_flags() & pygame.SRCALPHA
    kept = []
    for line in lines:
        x, y = line.rect.center
        if landed.collidepoint(x, y) and (not per_pixel or picture.get_at((x - dx, y - dy))[3] == 255):
            continue
        kept.append(line)
    if len(kept) != len(lines):
        lines[:] = kept


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
    face = _face(px, bold)
    if face.size(line)[0] <= width:
        return line
    low, high = 0, len(line)
    while low < high:                       # the longest start that fits with the ellipsis
        middle = (low + high + 1) // 2
        if face.size(line[:middle].rstrip() + ELLIPSIS)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return line[:low].rstrip() + ELLIPSIS if low else (ELLIPSIS if face.size(ELLIPSIS)[0] <= width else "")


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


SQUEEZE = 0.75  # the narrowest a name may be set (its letters keep their height: the legibility floor)


def draw_name(surface: pygame.Surface, name: str, size: int, width: int, colour=theme.TEXT, *,
              bold: bool = False, **anchor: tuple[float, float]) -> pygame.Rect:
    """A seat's name in `width` px at its full height: set a little narrower (down to SQUEEZE of its
    width) before anything is cut, so "Player 1" stays whole over a narrow column; a name too long even
    then is cut as `fit_name` cuts (its number kept). Returns the rectangle drawn."""
    full = width_of(name, size, bold)
    if full <= width:
        return draw(surface, name, size, colour, bold=bold, **anchor)
    shown = name if full * SQUEEZE <= width else fit_name(name, size, max(0, int(width / SQUEEZE)), bold)
    if width < 1 or not shown:
        return draw(surface, "", size, colour, bold=bold, **anchor)   # no room at all: nothing shows
    image = render(shown, size, colour, bold)
    if image.get_width() > width:
        image = pygame.transform.smoothscale(image, (int(width), image.get_height()))
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    record_drawn(surface, shown, size, rect)
    return rect


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
    face = _face(px, bold)
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
            if face.size(candidate)[0] <= width:
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
