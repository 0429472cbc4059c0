"""Panels and dimming for overlays and menus (translucent surfaces, cached within a memory budget)."""

from __future__ import annotations

import functools

import pygame

from game.render import drawn, theme, title_mark
from game.render.skin import MENU, Skin
from game.render.surface_cache import surface_cache


@surface_cache(max_mib=1)
def _fill(size: tuple[int, int], colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*colour, alpha))
    return surface


def translucent(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], alpha: int) -> None:
    """Blend a flat colour over `rect` (the surfaces are cached: menus draw these every frame)."""
    surface.blit(_fill(rect.size, tuple(colour), alpha), rect)


def wash(surface: pygame.Surface, colour: tuple[int, int, int], alpha: int) -> None:
    """Lay `colour` over the whole frame at opacity `alpha` (an entry fade, a flash), as SDL's blend of an opaque
    veil given that alpha does (to within one level; exact at 0 and 255).

    A multiply and an add (or a subtract), each a SIMD fill, need no picture: 0.3-0.6 ms at 1280x720 where the
    blend of a kept full-screen veil took 1.1-2.5 ms a frame, the whole cost of a play scene's first 21 frames
    (the entry fade), and the veil held 3.5 MiB. The blend gives each channel d + floor((c - d) * alpha / 256),
    = floor((d * keep + c * alpha) / 256) with keep = 256 - alpha; the multiply gives ceil(d * keep / 256), and
    the constant added after it (`_wash_steps`) is the blend's own part, less one where that is nearer.
    """
    alpha = max(0, min(255, int(alpha)))
    if not alpha:
        return
    if alpha == 255:                  # (SDL copies a veil of full opacity)
        surface.fill(colour)
        return
    keep = 256 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)
    add, take = _wash_steps(tuple(colour), alpha)
    if any(add):
        surface.fill(add, special_flags=pygame.BLEND_ADD)
    if any(take):
        surface.fill(take, special_flags=pygame.BLEND_SUB)


@functools.lru_cache(maxsize=1024)
def _wash_steps(colour: tuple[int, int, int], alpha: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """What `wash` adds and subtracts per channel after its multiply by 256 - `alpha`.

    With d * keep = 256 q + r and c * alpha = 256 g + h (0 <= r, h < 256), the blend is q + g + [r + h >= 256] and
    the multiply leaves q + [r > 0]: adding g is exact where r = 0 or r >= 256 - h (about h / 256 of the values),
    adding g - 1 exact for the rest. Whichever is exact more often; the other is one level off."""
    add, take = [], []
    for channel in colour:
        g, h = divmod(channel * alpha, 256)
        step = g if h >= 128 else g - 1
        add.append(max(0, step))
        take.append(max(0, -step))
    return tuple(add), tuple(take)  # type: ignore[return-value]


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken the whole frame under an overlay, as black of opacity `alpha` would (to within one level).

    A multiply needs no picture: a cached full-screen fill per alpha cost 3.5 MiB each (a fade-in
    alone made 16 of them, 56 MiB), and the multiply is faster than blending one.
    """
    keep = 255 - max(0, min(255, alpha))
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


SKY_UNDER = (15, 20, 43)   # the night sky's middle shade: what a panel's `alpha` once let through


@functools.lru_cache(maxsize=64)
def panel_fill(alpha: int) -> tuple[int, int, int]:
    """The opaque face of a panel of opacity `alpha`: its colour as it showed over the night sky's middle shade.
    Opaque, so no sky (a star, a planet's edge, a cloud's tint) shows through a panel or a button."""
    return tuple(round((p * alpha + s * (255 - alpha)) / 255) for p, s in zip(theme.PANEL, SKY_UNDER, strict=True))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 235, edge=theme.PANEL_EDGE,
               radius: int = 14, width: int = 2, shadow: bool = True, heading: int = 0, emblem: bool = False,
               skin: Skin = MENU) -> pygame.Rect:
    """A rounded panel of the game's one material (`material`): its face `alpha` dark (opaque), an edge line of
    `width` (`edge=None`: none), a soft shadow under it (`shadow=False`: none), an engraved plate for a heading along
    its top `heading` px (0: none), `emblem`: a planet at the plate's end (a panel of the game's, not a player's: a
    gold planet by a name would read as a reward); its trim `skin`'s (a mode's accent; the menus' neutral one).
    Returns the area painted."""
    return material(surface, rect, panel_fill(alpha), edge, radius, width, shadow, heading, emblem, skin)


FRAME_EDGE = (118, 134, 200)    # a framed card's edge: lighter than a neutral box's, never the white focus


def draw_framed(surface: pygame.Surface, rect: pygame.Rect, radius: int = 18, skin: Skin = MENU) -> pygame.Rect:
    """An opaque card framed like the results' cards: a dark casing round its console plate (trimmed in `skin`'s)."""
    rim = rect.inflate(14, 14)
    painted = drawn.note(surface, drop_shadow(surface, rim, radius + 7))
    pygame.draw.rect(surface, theme.SPACE, rim, border_radius=radius + 7)
    material(surface, rect, theme.PANEL, FRAME_EDGE, radius, 3, False, skin=skin)
    return painted


# ------------------------------------------------------------------------------------------- the material
# Issue 28: every panel is a console plate (`panel_picture`, "the console" below) with a soft shadow under it on the
# sky; an edge line in a colour that means something (a seat's, danger's) is drawn over its bezel.
NEUTRAL_EDGES = {theme.PANEL_EDGE, (118, 134, 200)}   # the neutral box's and the framed card's (FRAME_EDGE): the bezel
SHADOW_DROP = 7       # px the shadow lies below the panel
SHADOW_BLUR = 9       # px the shadow's edge spreads
SHADOW_ALPHA = 235    # its opacity under the panel's middle
SHADOW_FAINT = 40     # opacity taken off all of it: its faint rim, a level or two off the sky, none at all


def material(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int], edge, radius: int = 14,
             width: int = 2, shadow: bool = True, heading: int = 0, emblem: bool = False,
             skin: Skin = MENU) -> pygame.Rect:
    """A panel of the material over `rect` in `fill` with its `edge` line of `width` (None: none), its shadow and
    an engraved plate along its top `heading` px for a heading (0: none) (kept pictures: the face, the shadow's rim).
    The area painted (the shadow reaches past `rect`: noted for a screen that copies back only where things were)."""
    painted = drop_shadow(surface, rect, radius) if shadow else pygame.Rect(rect)
    edge = None if edge is None or width <= 0 else tuple(edge[:3])
    surface.blit(panel_picture(tuple(rect.size), tuple(fill[:3]), radius, 0, None, heading, emblem, skin), rect)
    if edge is not None and edge not in NEUTRAL_EDGES:   # (a neutral edge is the bezel itself; one in a colour that
        edge_line(surface, rect, edge, radius, width)    # means something: inlaid in the bezel)
    return drawn.note(surface, painted)


def edge_line(surface: pygame.Surface, rect: pygame.Rect, edge: tuple[int, int, int], radius: int, width: int) -> None:
    """A panel's edge line round `rect`, `width` px, in a colour that means something (a seat's, danger's): that colour
    all round, inlaid in the trim just inside its dark outline, in a dark groove (as the table's seat inlay: Player 1's
    orange beside the wood's brown reads only so) (a neutral edge is the trim itself: `material`)."""
    groove = width + 1
    pygame.draw.rect(surface, GROOVE, rect.inflate(-2, -2), groove, border_radius=max(1, radius - 1))
    pygame.draw.rect(surface, edge, rect.inflate(-2, -2), width, border_radius=max(1, radius - 1))


GROOVE = (22, 12, 8)   # the dark groove along an inlaid edge line's inner side (the trim's outline's tone)


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> pygame.Rect:
    """The soft shadow a panel over `rect` casts on what lies under it (only its rim: a face goes over its middle);
    the area painted, `rect` with it."""
    painted = pygame.Rect(rect)
    origin = (rect.left - 2 * SHADOW_BLUR, rect.top - 2 * SHADOW_BLUR + SHADOW_DROP)
    for part, x, y in shadow_rim(tuple(rect.size), radius):
        painted.union_ip(surface.blit(part, (origin[0] + x, origin[1] + y)))
    return painted


@surface_cache(max_mib=5)
def panel_picture(size: tuple[int, int], fill: tuple[int, int, int], radius: int, inset: int,
                  edge: tuple[int, int, int] | None = None, heading: int = 0, emblem: bool = False,
                  skin: Skin = MENU) -> pygame.Surface:
    """A panel of `size`: its trim in `skin`'s hue (`bezel_width`) round a recessed face in `fill` (see "the console" below),
    with an engraved heading plate along its top `heading` px (0: none); `inset` and `edge` name the edge line the
    caller draws over it (a neutral one is the bezel itself; both the same picture). Opaque, its corners a colour key
    (run-length encoded: a third of a blended blit's cost)."""
    del inset, edge      # (the bezel is every panel's edge: a line in a colour that means something goes over it)
    picture = _face(size, fill)
    bezel = bezel_width(size)
    plate = heading > bezel + 8
    if plate:            # the plate: raised, lighter (as the score sheet's header), a shaded line along its foot
        lift = pygame.Surface((size[0], heading), pygame.SRCALPHA)
        lift.fill(skin.plate)
        picture.blit(lift, (0, 0))
    _console_edges(picture, radius, bezel, skin)
    if plate:
        pygame.draw.line(picture, tuple(round(c * 0.45) for c in fill), (bezel + 2, heading - 1),
                         (size[0] - bezel - 3, heading - 1))
        if emblem:   # the planet emblem at the plate's end (the menus' title mark, small)
            # (look review 22: the ringed planet read as crossing the plate's top-right trim: it sits in the plate
            # below the trim, EMBLEM_AIR px at least from the wood each way)
            mark = title_mark.emblem(min(EMBLEM, heading - bezel - 2 * EMBLEM_AIR))
            picture.blit(mark, (size[0] - bezel - EMBLEM_AIR - 4 - mark.get_width(),
                                bezel + (heading - bezel - mark.get_height()) // 2))
    picture.set_colorkey(CORNER_KEY, pygame.RLEACCEL)
    return picture


EMBLEM = 20          # px: the planet emblem at a heading plate's end, at the most
EMBLEM_AIR = 8       # px at least between the emblem and the plate's trim
CORNER_KEY = (255, 0, 255)   # outside a face's round corners (no panel is magenta)


@surface_cache(max_mib=1.5)
def shadow_rim(size: tuple[int, int], radius: int) -> tuple:
    """The soft shadow of a panel of `size`, as (picture, x, y) parts from the top left of its whole picture
    (2 SHADOW_BLUR px larger all round): its rim only, four strips, where a panel's face leaves its middle hidden."""
    whole = _shadow(size, radius)
    width, height = whole.get_size()
    margin = 2 * SHADOW_BLUR                    # (the face lies `margin` in, SHADOW_DROP up; its corners clear)
    top, foot, side = margin - SHADOW_DROP + radius, margin + SHADOW_DROP + radius, margin + radius
    if width <= 2 * side or height <= top + foot:
        return ((whole, 0, 0),)
    parts = ((0, 0, width, top), (0, height - foot, width, foot), (0, top, side, height - top - foot),
             (width - side, top, side, height - top - foot))
    return tuple((whole.subsurface(area).copy(), area[0], area[1]) for area in parts)


def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The soft shadow of a rounded rect of `size`: a picture 2 SHADOW_BLUR px larger all round, the shape in its
    middle. Made from a small blurred tile: its corners as they are, its middle row and column stretched."""
    margin = 2 * SHADOW_BLUR
    core = radius + margin                      # a corner's curve and the blur's reach past it
    w, h = size
    whole = (w + 2 * margin, h + 2 * margin)
    if w <= 2 * core or h <= 2 * core:
        return _blurred(size, radius)
    tile = _blurred((2 * core + 1, 2 * core + 1), radius)
    reach = margin + core                       # a corner piece's side
    side = tile.get_width()
    picture = pygame.Surface(whole, pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    right, bottom = whole[0] - reach, whole[1] - reach
    picture.fill(tile.get_at((side // 2, side // 2)), (reach, reach, right - reach, bottom - reach))
    for (sx, sy), (dx, dy) in (((0, 0), (0, 0)), ((side - reach, 0), (right, 0)), ((0, side - reach), (0, bottom)),
                               ((side - reach, side - reach), (right, bottom))):
        picture.blit(tile, (dx, dy), pygame.Rect(sx, sy, reach, reach))
    across, down = whole[0] - 2 * reach, whole[1] - 2 * reach
    middle = side // 2
    for area, target in (((middle, 0, 1, reach), (reach, 0, across, reach)),
                         ((middle, side - reach, 1, reach), (reach, bottom, across, reach)),
                         ((0, middle, reach, 1), (0, reach, reach, down)),
                         ((side - reach, middle, reach, 1), (right, reach, reach, down))):
        strip = tile.subsurface(area)
        picture.blit(pygame.transform.scale(strip, target[2:]), target[:2])
    return picture


def _blurred(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The shadow of a rounded rect of `size`, blurred whole (small sizes, and the tile of `_shadow`)."""
    margin = 2 * SHADOW_BLUR
    picture = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    pygame.draw.rect(picture, (0, 0, 0, SHADOW_ALPHA), pygame.Rect(margin, margin, *size), border_radius=radius)
    picture = pygame.transform.gaussian_blur(picture, SHADOW_BLUR)
    # where it is too faint to see (a level or two off the sky) none at all: the sky's stars shine there
    picture.fill((0, 0, 0, SHADOW_FAINT), special_flags=pygame.BLEND_RGBA_SUB)
    return picture


# ------------------------------------------------------------------------------------------- the console
# Issue 28 (look review 18: "the same flat navy rounded rectangles ... a space-console bezel, with texture, bevels";
# review 21: "give the chrome its own identity ... carry the table materials into menus"): every panel is a plate
# framed in a trim of its screen's skin (look review 26: "every panel is the same dark-navy box with a bronze border":
# a mode's accent, the menus' neutral slate; `game.render.skin`): its outer slope lit where it faces the light
# (from the north-west, as the dice's and the table's) and shaded where it faces away, its inner slope the other way
# round (it falls into the recess), a fine brushed grain along it; the face sunk under it: the top and left trim cast a soft
# shadow on it, it darkens a little towards its foot and is brushed (fine streaks along it, only ever darker: text on
# it never less readable). Drawn once per size and colour and kept (`panel_picture`).
TRIM_GRAIN = 0.07               # a brushed grain darkens the trim by up to this share (streaks along each side)
LIGHT = (-0.55, -0.835)        # towards the light (x right, y down): the north-west, more north
RECESS = 0.65                  # the face's darkest shadow under the top bezel: this much darker
RECESS_PX = 7                  # px that shadow reaches down the face
BRUSH = 10                     # levels: the brushed streaks darken the face by up to this
FACE_FOOT = 0.72               # the face's foot: this much of its colour (its top: all of it)
LIP = 2                        # px: the face's lit inner edge along its top and left (its bevel catching the light;
                               # 1 px on a row or a chip: `lip_width`)
LIP_LIGHT = (150, 168, 236)    # ... lit towards this, by up to LIP_SHARE (look review 22: "give panels a bevel")
LIP_SHARE = 0.65
FOOT_PX = 5                    # px: the face's bevel falling away along its foot and right, in shade
FOOT_SHADE = 0.45              # ... this much darker at the trim


def bezel_width(size: tuple[int, int]) -> int:
    """The bezel's px for a panel of `size`: 6 on a big panel, 4 on a row (2.5 px at 800x450), 3 or 2 on a chip."""
    short = min(size)
    return 6 if short >= 120 else 5 if short >= 60 else 4 if short >= 34 else 3 if short >= 20 else 2


def lip_width(size: tuple[int, int]) -> int:
    """The px of a face's lit lip (`LIP`) on a panel of `size`: no text lies so near its trim."""
    return LIP if bezel_width(size) >= 5 else 1


def bevel_field(size: tuple[int, int], radius: int, window: tuple[int, int, int, int] | None = None):
    """For each pixel of a rounded rect of `size` (arrays (w, h); with `window` (x, y, w, h), of that part only): how
    far in from its edge it lies (px; <= 0 outside) and how its edge there faces the light (`LIGHT`: +1 towards it,
    -1 away), for bevels lit from it."""
    import numpy  # (not at start: tests/test_startup_imports.py)

    w, h = size
    left, top, across, down = window or (0, 0, w, h)
    radius = max(1, min(radius, w // 2, h // 2))
    x = numpy.arange(left, left + across, dtype=numpy.float32)[:, None] + 0.5
    y = numpy.arange(top, top + down, dtype=numpy.float32)[None, :] + 0.5
    dx, dy = x - w / 2, y - h / 2
    qx = numpy.abs(dx) - (w / 2 - radius)
    qy = numpy.abs(dy) - (h / 2 - radius)
    corner = (qx > 0) & (qy > 0)
    reach = numpy.hypot(numpy.maximum(qx, 0), numpy.maximum(qy, 0))
    depth = radius - numpy.where(corner, reach, 0) - numpy.where(corner, 0, numpy.maximum(qx, qy))
    # the outward normal of the nearest edge: along the corner's radius in a corner, else the nearer side's
    side_x = qx >= qy
    nx = numpy.where(corner, numpy.maximum(qx, 0) / numpy.maximum(reach, 1e-3), numpy.where(side_x, 1.0, 0.0))
    ny = numpy.where(corner, numpy.maximum(qy, 0) / numpy.maximum(reach, 1e-3), numpy.where(side_x, 0.0, 1.0))
    facing = nx * numpy.sign(dx) * LIGHT[0] + ny * numpy.sign(dy) * LIGHT[1]
    return numpy.broadcast_to(depth, (across, down)), numpy.broadcast_to(facing, (across, down))


def _face(size: tuple[int, int], fill: tuple[int, int, int]) -> pygame.Surface:
    """The face alone: `fill` at its top down to FACE_FOOT of it at its foot, brushed (only ever darker)."""
    w, h = size
    column = pygame.Surface((1, max(1, h)))
    for y in range(h):
        k = 1.0 - (1.0 - FACE_FOOT) * (y + 0.5) / h
        column.set_at((0, y), tuple(int(c * k) for c in fill))
    face = pygame.transform.scale(column, (max(1, w), max(1, h)))
    face.blit(_pool((max(1, w), max(1, h))), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    tile = _brush_tile()
    for x in range(0, w, tile.get_width()):
        for y in range(0, h, tile.get_height()):
            face.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    return face


POOL_EDGE = 0.66     # the face at its far sides and foot corners, of its colour under the light's pool (its top middle)


def _pool(size: tuple[int, int]) -> pygame.Surface:
    """The light on a face, a multiply (only ever darker): all of it over the top middle, as the lamp over the table
    lights the felt, falling to POOL_EDGE towards the sides (their last fifth) and more so at the lower corners."""
    w, h = size
    cols, rows = 24, 8
    light = pygame.Surface((cols, rows))
    for i in range(cols):
        for j in range(rows):
            u, v = (i + 0.5) / cols, (j + 0.5) / rows
            side = min(1.0, min(u, 1 - u) / 0.3)
            k = 1.0 - (1.0 - POOL_EDGE) * (1.0 - side) ** 1.5 * (0.6 + 0.4 * v)
            level = round(255 * k)
            light.set_at((i, j), (level, level, level))
    return pygame.transform.smoothscale(light, size) if min(size) > 1 else pygame.transform.scale(light, size)


def _console_edges(picture: pygame.Surface, radius: int, bezel: int, skin: Skin = MENU) -> None:
    """Over a `_face`: the strips along its sides worked out pixel by pixel (`_console_edge`); its middle stays."""
    import numpy  # (not at start: tests/test_startup_imports.py)

    w, h = picture.get_size()
    m = min(max(radius, bezel + LIP + RECESS_PX, bezel + FOOT_PX) + 1, w, h)
    pixels = pygame.surfarray.pixels3d(picture)
    for window in ((0, 0, w, m), (0, h - m, w, m), (0, m, m, h - 2 * m), (w - m, m, m, h - 2 * m)):
        x, y, across, down = window
        if across > 0 and down > 0:
            strip = pixels[x:x + across, y:y + down]
            strip[...] = _console_edge(strip.astype(numpy.float32), bevel_field((w, h), radius, window), bezel,
                                       _grain(window, across >= down), skin)
    del pixels


def _grain(window: tuple[int, int, int, int], along_x: bool):
    """The wood's grain over a strip `window` (x, y, w, h) of a panel: 0..1, streaks running along the strip's side
    (`_wood_tile`, turned for a west or east strip)."""
    import numpy

    levels = _wood_tile()                                   # (256, 64), streaks along x
    x, y, across, down = window
    if along_x:
        return levels[numpy.arange(x, x + across)[:, None] % 256, numpy.arange(y, y + down)[None, :] % 64]
    return levels[numpy.arange(y, y + down)[:, None] % 256, numpy.arange(x, x + across)[None, :] % 64].T


@functools.cache
def _wood_tile():
    """The trim's grain: 0..1 over 256 x 64 px, streaks a dozen px long along x, each row its own (fixed: the same
    every run)."""
    import numpy

    rng = numpy.random.default_rng(1721)
    fine = rng.random((256 + 12, 64))
    kernel = numpy.ones(13) / 13
    streak = numpy.stack([numpy.convolve(col, kernel, "valid") for col in fine.T], axis=1)[:256]
    return (streak - streak.min()) / max(1e-6, float(streak.max() - streak.min()))


def _console_edge(face, field, bezel: int, grain, skin: Skin = MENU):
    """A strip of a console panel: over its `face` pixels (w, h, 3) and its `bevel_field`, the trim's slopes and
    top (`grain` 0..1 darkening it along its streaks), the recess's shadow on the face (under the top and left trim),
    the outline, CORNER_KEY outside."""
    import numpy

    depth, facing = field
    lip_px = LIP if bezel >= 5 else 1            # (`lip_width`): the recess's shadow lies under the lit lip
    sunk = numpy.clip(1.0 - (depth - bezel - lip_px) / RECESS_PX, 0.0, 1.0) ** 1.5 * numpy.clip(facing, 0.0, 1.0)
    across = depth / max(1, bezel)     # the trim: outer slope (facing as its edge), a rounded top, inner slope
    slope = numpy.where(across < 0.3, facing, numpy.where(across < 0.8, 0.3 * facing, -0.85 * facing))
    band = depth < bezel
    wood = 1.0 - TRIM_GRAIN * grain
    trim, trim_lit, trim_dark = skin.trim, skin.trim_lit, skin.trim_dark
    for c in range(3):
        lit = trim[c] + (trim_lit[c] - trim[c]) * numpy.clip(slope, 0, 1)
        dark = trim[c] + (trim_dark[c] - trim[c]) * numpy.clip(-slope, 0, 1)
        face[..., c] = numpy.where(band, numpy.where(slope >= 0, lit, dark) * wood, face[..., c] * (1.0 - RECESS * sunk))
    # the face's own bevel: its lit lip along the top and left, its edge in shade along the foot and right
    inside = depth - bezel
    lip = numpy.clip(facing, 0.0, 1.0) * ((inside >= 0) & (inside < lip_px)) * LIP_SHARE
    fall = numpy.clip(-facing, 0.0, 1.0) * numpy.clip(1.0 - inside / FOOT_PX, 0.0, 1.0) * (inside >= 0) * FOOT_SHADE
    for c in range(3):
        face[..., c] = (face[..., c] + (LIP_LIGHT[c] - face[..., c]) * lip) * (1.0 - fall)
    face[depth < 1.0] = skin.outline
    face[depth <= 0.0] = CORNER_KEY
    return numpy.clip(numpy.rint(face), 0, 255).astype(numpy.uint8)


@functools.cache
def _brush_tile() -> pygame.Surface:
    """The brushed streaks: grey levels 0..BRUSH, long along the width, fixed (the same every run), 256 x 64 px."""
    import numpy

    rng = numpy.random.default_rng(2816)
    rows = rng.random((1, 64))                                     # each row's own level
    fine = rng.random((256, 64))
    kernel = numpy.ones(31) / 31                                   # streaks: the noise smeared along x
    streak = numpy.stack([numpy.convolve(numpy.concatenate([col[-15:], col, col[:15]]), kernel, "valid")
                          for col in fine.T], axis=1)
    streak = (streak - streak.min()) / max(1e-6, float(streak.max() - streak.min()))
    levels = numpy.rint(BRUSH * (0.55 * streak + 0.45 * rows)).astype(numpy.uint8)
    return pygame.surfarray.make_surface(numpy.repeat(levels[..., None], 3, axis=2))
