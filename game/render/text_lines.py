"""Where text shows: every line drawn is kept with the picture it was drawn on (`lines_on`); a kept picture
blitted with `blit` brings its lines along, moved to where it lands, and `forget` drops them when a picture is painted
afresh. So a frame's lines (what `harness.drawn_text()` reads) are known without drawing anything differently, and
`with recording() as drawn:` collects the lines a frame shows. `game.render.text` offers all of it (text.blit, ...)."""

from __future__ import annotations

import contextlib
import math
import weakref
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from game.render import copying


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
# lines made for them, and those per source line). A frame copies the same still picture the same way, so its lines
# are made once; a picture drawn again in part (the score sheet) brings its other lines as they were made.
_CARRIED: dict[tuple, tuple[tuple[DrawnText, ...], tuple[DrawnText, ...], tuple[tuple[DrawnText, ...], ...]]] = {}
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


def hide(surface: pygame.Surface, area: pygame.Rect) -> None:
    """`area` of `surface` is covered in this frame (a blurred copy of what it showed): the lines there are gone, and
    a recording running (a tour shot's, a test's) no longer holds them either."""
    forget(surface, area)
    target = id(surface.get_abs_parent())
    gone = pygame.Rect(area).move(surface.get_abs_offset())
    for _target, drawn, _shown_elsewhere in _recordings:
        drawn[:] = [line for line in drawn if line.target != target or not gone.collidepoint(line.rect.center)]


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
    if area is not None:   # a part of the picture (the sheet's changed columns): only the lines that land
        within = landed.move(sx - dx, sy - dy)
        source = [line for line in source if within.collidepoint(line.rect.center)]
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
        # (the lines carried before and still there are not made again: a sheet drawn again in a few cells)
        before = {id(line): moved for line, moved in zip(kept[0], kept[2], strict=True)} if kept else {}
        made = [before[id(line)] if id(line) in before else _carried([line], dx - sx, dy - sy, landed, target) for line in source]
        kept = _CARRIED[key] = (tuple(source), tuple(line for each in made for line in each), tuple(made))
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
