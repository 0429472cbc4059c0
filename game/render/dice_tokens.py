"""Flat die tokens: a die that is not on the felt (set aside), small dice in pictures, and a die kept
out of view.

The tray draws dice as physics posed them (`planets.draw_tray_dice`). These pictures need no pose: a
die set aside beside the tray (10000), shown as its planet face seen straight on; small planet dice
for the rules, tables, lost dice and markers (`face_token`: drawn like the big ones, with a crisp
numeral); and a covered die (Bluff's hidden dice), a dark square with a question mark, drawn where
the die lies so everyone sees that it is there, not what it shows. All depend only on the face value
and a size, never on the die's shape in the tray.
"""

from __future__ import annotations

import functools

import pygame

from game.render import dice_view, drawn, planet_faces, rest_die, text, theme
from game.render.surface_cache import surface_cache

COVER_FILL = (34, 40, 78)
COVER_EDGE = (150, 160, 210)


def _blank(size: int, fill, edge, width: int) -> pygame.Surface:
    """A rounded square token `size` px wide (at least 12), filled and rimmed."""
    size = max(12, int(size))
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 6)
    pygame.draw.rect(image, fill, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, edge, image.get_rect(), width, border_radius=radius)
    return image


@surface_cache(max_mib=1)      # (rules, tables, markers; the reveal's dice are `cube_token`s)
def face_token(face: int, size: int, star_for_six: bool = False, faded: float = 1.0,
               numeral: bool = True, least_numeral: int = 0) -> pygame.Surface:
    """A small planet die showing `face` (a star for the 6 with `star_for_six`), `size` px wide: drawn like
    the dice in the tray (the face's planet on the ivory die, a darker lip under it as if seen a little
    from the south) with the value as a crisp white numeral (see `small_numeral`). `faded` < 1: the die and
    its planet that much darker, the numeral as crisp (a choice a step away, still to be read at a glance).
    Without `numeral` the die and its planet alone (a caller that sets a bigger numeral over it). `least_numeral`:
    the numeral's least px where the die allows it (NUMERAL_ROOM of its width; READ_NUMERAL on a die under ~56 px: its
    digit reads 15 px at 800x450 as seen)."""
    size = max(14, int(size))
    scale = 4                                       # shapes drawn big, then smoothed down
    lip = max(2, round(size * 0.09))
    big = pygame.Surface((size * scale, size * scale), pygame.SRCALPHA)
    radius = round(size * scale * 0.2)
    top = pygame.Rect(0, 0, size * scale, (size - lip) * scale)
    pygame.draw.rect(big, planet_faces.shade(planet_faces.FACE_BASE, 0.55), top.move(0, lip * scale),
                     border_radius=radius)
    face_top = pygame.Surface(top.size, pygame.SRCALPHA)      # the top as a die's at rest: glazed ivory, lit planet
    half_w, half_h = top.width / 2, top.height / 2
    rim = max(2, size * scale // 22)
    planet_faces.draw_kept_face(face_top, face, (half_w, half_h), (half_w, 0.0), (0.0, -half_h), 1.0, star_for_six,
                                True, False, rim, bevel=rest_die.BEVEL, lamp=True)
    shape = pygame.Surface(top.size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    face_top.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)     # (its corners rounded)
    big.blit(face_top, top)
    image = pygame.transform.smoothscale(big, (size, size))
    if faded < 1.0:
        image.fill((round(255 * faded),) * 3, special_flags=pygame.BLEND_RGB_MULT)
    if numeral and not (star_for_six and face == 6):
        digit = small_numeral(face, max(round(size * SMALL_NUMERAL), min(least_numeral, round(size * NUMERAL_ROOM))))
        image.blit(digit, digit.get_rect(center=(size // 2, (size - lip) // 2)))
    return image


SMALL_NUMERAL = 0.66   # a small die's numeral, of its width (a 36 px die: 24 px, 15 px at 800x450; look review 28b #7: at
                       # 0.6 its white core measured exactly 13 px, at the floor)
NUMERAL_ROOM = 0.85   # the most of its width a die's least numeral takes (a tenth of the die clear round its digit)
READ_NUMERAL = 37     # px: a small numeral whose digit's white core, the picture shrunk to 800x450, is 15 px tall (look
                       # review 26 measured 10-11 px on 40-50 px dice' numerals of 0.6 of their width)


@surface_cache(max_mib=1)
def small_numeral(value: int, px: int) -> pygame.Surface:
    """A die's value for small pictures: the bold face at exactly `px` pixels (hinted, so 3, 5, 6 and 8
    keep their open and closed shapes), white on a one-pixel dark outline that never fills a counter."""
    face = text.font(round(px / text.PX_PER_SIZE), True)
    glyph = face.render(str(value), True, dice_view.NUMERAL)
    shadow = face.render(str(value), True, dice_view.NUMERAL_SHADOW)
    pad = 1 if px < 30 else 2
    room = pad + (HALO if value in HALOED else 0)
    image = pygame.Surface((glyph.get_width() + 2 * room, glyph.get_height() + 2 * room), pygame.SRCALPHA)
    for dx in range(-pad, pad + 1):
        for dy in range(-pad, pad + 1):
            if (dx, dy) != (0, 0) and abs(dx) + abs(dy) <= pad + (pad > 1):
                image.blit(shadow, (room + dx, room + dy))
    if value in HALOED:     # round the outline a soft dark halo: the white digit on the grey moon (review 13: low
        image = dice_view.haloed(image, 2, HALO_ALPHA)   # contrast, 2.5:1 round the digit) reads as on a dark planet
    image.blit(glyph, (room, room))
    return image


HALOED = (1, 6)     # the values whose planet is as light and grey as the numeral is white (1), or whose ring crosses it (6)
HALO = 2            # px round a small numeral's outline
HALO_ALPHA = 250    # its darkness (of 255, at its heart)


@surface_cache(max_mib=4)
def planet_token(face: int, size: int, star_for_six: bool = False) -> pygame.Surface:
    """A die off the felt shown big (10000's set-aside strip), `size` px square: as a die at rest in the tray looks
    (`rest_die`: the cube, its top with the outlined numeral and the sides it shows), square to the screen. Small
    pictures (rules, tables) keep `face_token`, whose dark numeral on light stays readable at 20 px."""
    from game.render import planets, rest_die  # (the tray's dice: not on the title's first frame)

    size = max(12, int(size))
    top = max(10, round((size - 2 * EDGE_FADE - 4) / (1.0 + rest_die.DEPTH[1])))   # (its rim clear of the fade)
    picture, (cx, cy) = rest_die.rest_picture(face, top, 0, 20, star_for_six)
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    dx, dy = rest_die.depth(top)
    at = (size // 2 - cx - round(dx / 2), size // 2 - cy - round(dy / 2))
    image.blit(picture, at)                           # the die (top and sides) in the middle of the square,
    image.blit(_fade(size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)   # its soft shadow fading at the edge
    label = planets.label_image(face, dice_view.numeral_size(top), star_for_six=star_for_six)   # (as in the tray)
    image.blit(label, label.get_rect(center=(cx + at[0], cy + at[1])))
    return image


EDGE_FADE = 3     # px round a token where a die's shadow fades out


@surface_cache(max_mib=1)    # (a Bluff reveal's rows: six faces, lit and veiled, at its dice's size: 0.33 MiB at 84 px)
def cube_token(face: int, size: int, star_for_six: bool = False, veil: float = 0.0,
               numeral_scale: float = 1.0) -> pygame.Surface:
    """A die as the tray shows it at rest, `size` px square: `rest_die`'s kept cube (its lit top with the face's
    planet, the two darker sides it shows, the true faces there), as large as the square holds, and the tray's numeral
    on its top (`dice_view.numeral_size`: its digit never under 13 px at 800x450). `veil` > 0: the die under a dark
    veil that opaque, its numeral over the veil as crisp (a die a step away: Bluff's misses at a verdict).
    `numeral_scale`: its numeral that much larger (dice read at a glance from afar: Bluff's reveal)."""
    from game.render import rest_die  # (the tray's dice: not on the title's first frame)

    size = max(14, int(size))
    top = max(10, int((size - 3) / (1.0 + rest_die.DEPTH[1])))
    picture, (cx, cy) = rest_die.rest_picture(face, top, 0, 20, star_for_six)
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    at = ((size - picture.get_width()) // 2, (size - picture.get_height()) // 2)   # (the cube, sides and all, centred)
    image.blit(picture, at)
    if veil > 0.0:
        image.fill((round(255 * (1.0 - veil)),) * 3, special_flags=pygame.BLEND_RGB_MULT)
    label = dice_view.numeral_image(face, round(dice_view.numeral_size(top) * numeral_scale), star_for_six,
                                    glow=top >= dice_view.GLOW_EDGE)
    image.blit(label, label.get_rect(center=(cx + at[0], cy + at[1])))
    return image


@functools.lru_cache(maxsize=8)    # (one or two token sizes a screen)
def _fade(size: int) -> pygame.Surface:
    """White, clear at the square's edge and opaque `EDGE_FADE` px in (multiplied in: a soft edge)."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(EDGE_FADE + 1):
        image.fill((255, 255, 255, round(255 * k / EDGE_FADE)), image.get_rect().inflate(-2 * k, -2 * k))
    return image


def draw_planet_token(surface: pygame.Surface, center: tuple[float, float], size: float, face: int,
                      star_for_six: bool = False) -> pygame.Rect:
    image = planet_token(face, round(size), star_for_six)
    return drawn.note(surface, surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1])))))


@surface_cache(max_mib=2)
def covered_token(size: int) -> pygame.Surface:
    """A die kept out of view: the place it takes, no face."""
    image = _blank(size, COVER_FILL, COVER_EDGE, max(2, int(size) // 16))
    size, box = image.get_width(), image.get_rect()
    mark = text.render("?", max(12, int(size * 0.55)), theme.TEXT_DIM, True)
    image.blit(mark, mark.get_rect(center=box.center))
    return image


def draw_face_token(surface: pygame.Surface, center: tuple[float, float], size: float, face: int,
                    star_for_six: bool = False) -> pygame.Rect:
    image = face_token(face, round(size), star_for_six)
    return drawn.note(surface, surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1])))))


def draw_covered_token(surface: pygame.Surface, center: tuple[float, float], size: float) -> pygame.Rect:
    image = covered_token(round(size))
    return drawn.note(surface, surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1])))))


@functools.lru_cache(maxsize=4)   # (a flying planet's sizes as it shrinks: flourish.FLIGHT_SIZES)
def lifted_shadow(size: int, blur: int = 6, alpha: int = 90) -> pygame.Surface:
    """The soft shadow a token `size` px wide casts on the felt below it when lifted (a fill's flying planet): a dark
    rounded square, its edge fading out over `blur` px."""
    image = pygame.Surface((size + 2 * blur, size + 2 * blur), pygame.SRCALPHA)
    for step in range(blur, -1, -1):   # from the faint outer ring in to the core
        pygame.draw.rect(image, (0, 0, 0, round(alpha * (1 - step / (blur + 1)))),
                         image.get_rect().inflate(-2 * (blur - step), -2 * (blur - step)), border_radius=size // 5 + step)
    return image
