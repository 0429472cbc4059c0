"""Panels and dimming for overlays and menus (translucent surfaces, cached within a memory budget)."""

from __future__ import annotations

import functools

import pygame

from game.render import drawn, theme
from game.render.faces import _mix  # (a colour part of the way towards another: the buttons' too)
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
               radius: int = 14, width: int = 2, shadow: bool = True) -> pygame.Rect:
    """A rounded panel of the game's one material (`material`): its face `alpha` dark (opaque), an edge line of
    `width` (`edge=None`: none), a soft shadow under it (`shadow=False`: none). Returns the area painted."""
    return material(surface, rect, panel_fill(alpha), edge, radius, width, shadow)


FRAME_EDGE = (118, 134, 200)    # a framed card's edge: lighter than a neutral box's, never the white focus


def draw_framed(surface: pygame.Surface, rect: pygame.Rect, radius: int = 18) -> pygame.Rect:
    """An opaque card framed like the results' cards: a dark rim round it, a lit edge and a thin line inside it."""
    rim = rect.inflate(14, 14)
    painted = drawn.note(surface, drop_shadow(surface, rim, radius + 7))
    pygame.draw.rect(surface, theme.SPACE, rim, border_radius=radius + 7)
    material(surface, rect, theme.PANEL, FRAME_EDGE, radius, 3, False)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect.inflate(-14, -14), 1, border_radius=max(2, radius - 7))
    return painted


# ------------------------------------------------------------------------------------------- the material
# Issue 28 (look review 16: "flat navy boxes"): every panel is lit from above like the buttons (game.render.faces)
# and the dice (from the north-west): its face a little darker towards its foot than at its top (the top keeps the
# flat colour it had, so text on it is never less readable), a lit line along the top just inside the edge and a
# shaded one along the foot (a bevel), the edge line itself lighter at the top and darker at the foot, and a soft
# shadow under it on the sky. Each panel's picture is painted once per size and colours and kept.
FOOT_DARK = 0.32      # the face's foot: this much darker than its top
SHEEN = 0.14          # the first SHEEN_PX px of the face, where the light catches its top: this much towards white
SHEEN_PX = 8
RIM_LIT = 0.45        # the lit line along the top inside the edge: this much of the way to white
GRAIN = 3             # levels: the face's fine grain darkens each pixel by up to this (and hides the gradient's steps)
RIM_SHADE = 0.45      # the shaded line along the foot: this much darker than the face
EDGE_LIT = 0.40       # the edge line's top: this much of the way to white
EDGE_SHADE = 0.15     # its foot: this much darker
NEUTRAL_EDGES = {theme.PANEL_EDGE, (118, 134, 200)}   # the neutral box's and the framed card's (FRAME_EDGE)
SHADOW_DROP = 7       # px the shadow lies below the panel
SHADOW_BLUR = 9       # px the shadow's edge spreads
SHADOW_ALPHA = 235    # its opacity under the panel's middle
SHADOW_FAINT = 40     # opacity taken off all of it: its faint rim, a level or two off the sky, none at all


def material(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int], edge, radius: int = 14,
             width: int = 2, shadow: bool = True) -> pygame.Rect:
    """A panel of the material over `rect` in `fill` with its `edge` line of `width` (None: none) and its shadow (kept
    pictures: the face, the shadow's rim). The area painted (the shadow reaches past `rect`: noted for a screen that
    copies back only where things were)."""
    painted = drop_shadow(surface, rect, radius) if shadow else pygame.Rect(rect)
    edge = None if edge is None or width <= 0 else tuple(edge[:3])
    kept = edge if edge in NEUTRAL_EDGES else None       # (a neutral edge is part of the face's picture)
    surface.blit(panel_picture(tuple(rect.size), tuple(fill[:3]), radius, width if edge else 0, kept), rect)
    if edge is not None and kept is None:                # one in a colour that means something: drawn over it
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
    return drawn.note(surface, painted)


EDGE_BANDS = 6   # an edge line's light is drawn in this many bands down its height


def edge_line(surface: pygame.Surface, rect: pygame.Rect, edge: tuple[int, int, int], radius: int, width: int) -> None:
    """A panel's edge line round `rect`, `width` px: lit at the top, shaded at the foot; an edge in a colour that means
    something (a seat's, danger's) is that colour all round (the bevel inside it shows the light)."""
    if tuple(edge[:3]) not in NEUTRAL_EDGES:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
        return
    top, foot = _mix(edge, (255, 255, 255), EDGE_LIT), _mix(edge, (0, 0, 0), EDGE_SHADE)
    clip = surface.get_clip()
    for k in range(EDGE_BANDS):
        y0, y1 = rect.top + rect.height * k // EDGE_BANDS, rect.top + rect.height * (k + 1) // EDGE_BANDS
        surface.set_clip(clip.clip(pygame.Rect(rect.left, y0, rect.width, y1 - y0)))
        pygame.draw.rect(surface, _mix(top, foot, k / (EDGE_BANDS - 1)), rect, width, border_radius=radius)
    surface.set_clip(clip)


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> pygame.Rect:
    """The soft shadow a panel over `rect` casts on what lies under it (only its rim: a face goes over its middle);
    the area painted, `rect` with it."""
    painted = pygame.Rect(rect)
    origin = (rect.left - 2 * SHADOW_BLUR, rect.top - 2 * SHADOW_BLUR + SHADOW_DROP)
    for part, x, y in shadow_rim(tuple(rect.size), radius):
        painted.union_ip(surface.blit(part, (origin[0] + x, origin[1] + y)))
    return painted


def _gradient(size: tuple[int, int], stops: list[tuple[float, tuple[int, int, int, int]]]) -> pygame.Surface:
    """A picture of `size` whose rows run through the RGBA `stops` ((where 0..1 down, colour), first at 0, last at 1)."""
    width, height = size
    column = pygame.Surface((1, max(1, height)), pygame.SRCALPHA)
    span = max(1, height - 1)
    for y in range(height):
        t = y / span
        k = next(i for i in range(1, len(stops)) if t <= stops[i][0] or i == len(stops) - 1)
        (t0, c0), (t1, c1) = stops[k - 1], stops[k]
        u = 0.0 if t1 <= t0 else min(1.0, max(0.0, (t - t0) / (t1 - t0)))
        column.set_at((0, y), tuple(round(a + (b - a) * u) for a, b in zip(c0, c1, strict=True)))
    return pygame.transform.scale(column, (max(1, width), max(1, height)))


def _ring(picture: pygame.Surface, rect: pygame.Rect, radius: int, width: int, stops: list) -> None:
    """A rounded line of `width` round `rect` on `picture`, coloured (and faded) down its height by `stops`."""
    ring = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(ring, (255, 255, 255, 255), rect, width, border_radius=max(1, radius))
    paint = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    paint.blit(_gradient(rect.size, stops), rect)
    ring.blit(paint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    picture.blit(ring, (0, 0))


@surface_cache(max_mib=5)
def panel_picture(size: tuple[int, int], fill: tuple[int, int, int], radius: int, inset: int,
                  edge: tuple[int, int, int] | None = None) -> pygame.Surface:
    """A panel's face of `size` in `fill` with its bevel `inset` px inside its edge (the edge line's width) and that
    line in `edge` (None: drawn over it by the caller). Opaque, its corners a colour key (run-length encoded: a third
    of a blended blit's cost)."""
    h = size[1]
    sheen = min(SHEEN_PX, max(2, h // 10)) / max(1, h)   # (a row's sheen short: above its letters)
    face = _gradient(size, [(0.0, (*_mix(fill, (255, 255, 255), SHEEN), 255)), (sheen, (*fill, 255)),
                            (1.0, (*_mix(fill, (0, 0, 0), FOOT_DARK), 255))])
    face.blit(_grain(size), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    shape = pygame.Surface(size, pygame.SRCALPHA)
    shape.fill((0, 0, 0, 0))
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    face.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)   # clear outside the rounded corners
    inner = face.get_rect().inflate(-2 * inset, -2 * inset)
    if inner.width > 2 * radius and inner.height > 8:
        lit, shade = _mix(fill, (255, 255, 255), RIM_LIT), _mix(fill, (0, 0, 0), RIM_SHADE)
        _ring(face, inner, radius - inset, 1, [(0.0, (*lit, 255)), (0.35, (*lit, 0)), (0.65, (*shade, 0)),
                                               (1.0, (*shade, 255))])
    if edge is not None:
        edge_line(face, face.get_rect(), edge, radius, inset)
    picture = pygame.Surface(size)
    picture.fill(CORNER_KEY)
    picture.blit(face, (0, 0))
    picture.set_colorkey(CORNER_KEY, pygame.RLEACCEL)
    return picture


CORNER_KEY = (255, 0, 255)   # outside a face's round corners (no panel is magenta)


def _grain(size: tuple[int, int]) -> pygame.Surface:
    """The face's grain: grey levels 0..GRAIN, fixed (the same every run), tiled from one kept 128 px tile."""
    tile = _grain_tile()
    picture = pygame.Surface(size)
    for x in range(0, size[0], tile.get_width()):
        for y in range(0, size[1], tile.get_height()):
            picture.blit(tile, (x, y))
    return picture


@functools.cache
def _grain_tile() -> pygame.Surface:
    import numpy  # (not at start: tests/test_startup_imports.py)

    levels = numpy.random.default_rng(2815).integers(0, GRAIN + 1, (128, 128)).astype(numpy.uint8)
    return pygame.surfarray.make_surface(numpy.repeat(levels[..., None], 3, axis=2))


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
