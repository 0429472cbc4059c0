"""The title's key icons in one style: every key wears a tile like a small planet die's top (glazed ivory, rounded, a
darker lip under it), and on it the key's thing in the game's own art: the modes' (a planet die is its own tile; the
Puzzle's ringed planet and a level's star, Bluff's cup, two dice for 10000 and Zehntausend) and the other screens' (a
dice tray, a cog, the rule book, a trophy, a chart's bars, the way out). Look review 26: the MORE column's keys had no
icons while the PLAY column's had, and the Puzzle's was a bare planet. Each is painted once per size and kept."""

from __future__ import annotations

import functools
import math

import pygame

from game.render import cups, dice_tokens, planet_faces, table, theme
from game.render.backdrop import paint_planet
from game.render.mode_icons import CUP_COLOUR, PLANET_COLOUR, STAR_COLOUR, mode_icon

TILE = 0.9          # of the icon's size: a tile's side (a planet die's, as `mode_icons` draws Dicetime's)
SCALE = 4           # drawn this much bigger, then smoothed down
INK = (44, 52, 96)  # a symbol's dark parts on the ivory: the buttons' navy
SCREENS = ("tray", "settings", "rules", "highscores", "stats", "quit")   # the other screens' keys, with `mode_icons`' modes
TILED = ("puzzle", "bluff")   # modes whose own icon is no die: drawn on a tile here


def _tile(side: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A blank tile `side` px (drawn SCALE times bigger): the ivory top and its lip; returns it and the top's rect."""
    big = side * SCALE
    lip = max(2, round(side * 0.09)) * SCALE
    image = pygame.Surface((big, big), pygame.SRCALPHA)
    radius = round(big * 0.2)
    top = pygame.Rect(0, 0, big, big - lip)
    pygame.draw.rect(image, planet_faces.shade(planet_faces.FACE_BASE, 0.55), top.move(0, lip), border_radius=radius)
    pygame.draw.rect(image, planet_faces.FACE_BASE, top, border_radius=radius)
    glaze = top.inflate(-big // 8, 0)
    glaze.height = top.height // 2
    glaze.top = top.top + big // 24
    sheen = pygame.Surface(glaze.size, pygame.SRCALPHA)
    pygame.draw.rect(sheen, (255, 255, 255, 70), sheen.get_rect(), border_radius=radius)
    image.blit(sheen, glaze)
    pygame.draw.rect(image, planet_faces.shade(planet_faces.FACE_BASE, 0.8), top, max(2, big // 22), border_radius=radius)
    return image, top


def _star(surface: pygame.Surface, centre: tuple[float, float], outer: float, rim: int) -> None:
    cx, cy = centre
    points = [(cx + (outer if k % 2 == 0 else outer * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
               cy + (outer if k % 2 == 0 else outer * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]
    pygame.draw.polygon(surface, STAR_COLOUR, points)
    pygame.draw.polygon(surface, planet_faces.shade(STAR_COLOUR, 0.6), points, rim)


def _symbol(name: str, canvas: pygame.Surface, top: pygame.Rect) -> None:
    """`name`'s thing on the tile's top (`top`, SCALE times bigger than shown)."""
    s = top.width
    cx, cy = top.center
    w = max(3, s // 14)
    if name == "puzzle":            # the campaign map's ringed planet, a level's star by it
        planet = paint_planet(round(s * 0.21), PLANET_COLOUR, True)
        canvas.blit(planet, planet.get_rect(center=(cx - s // 14, cy + s // 14)))
        _star(canvas, (top.right - s * 0.22, top.top + s * 0.22), s * 0.17, w // 2)
    elif name == "bluff":           # the dice cup, standing on the tile
        cup = pygame.Rect(0, 0, round(s * 0.74), round(s * 0.74))
        cup.midbottom = (cx, top.bottom - s // 8)
        cups.draw_cup(canvas, cup, CUP_COLOUR)
    elif name == "tray":            # the tray: a felt in its wooden frame, a planet die on it
        frame = top.inflate(-round(s * 0.24), -round(s * 0.32))
        pygame.draw.rect(canvas, (128, 84, 48), frame, border_radius=s // 12)
        felt = frame.inflate(-2 * w, -2 * w)
        pygame.draw.rect(canvas, table.FELT, felt, border_radius=s // 16)
        die = pygame.transform.rotozoom(dice_tokens.face_token(5, round(felt.height * 0.56), numeral=False), 12, 1.0)
        canvas.blit(die, die.get_rect(center=(felt.centerx + felt.width // 8, felt.centery)))
    elif name == "settings":        # a cog
        teeth, outer, inner = 8, s * 0.36, s * 0.27
        points = []
        for k in range(teeth * 4):
            a = 2 * math.pi * k / (teeth * 4)
            r = outer if k % 4 in (1, 2) else inner
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(canvas, INK, points)
        pygame.draw.circle(canvas, planet_faces.FACE_BASE, (cx, cy), s * 0.11)
    elif name == "rules":           # the rule book, open: two pages on its navy cover, lines on them
        cover = pygame.Rect(0, 0, round(s * 0.76), round(s * 0.56))
        cover.center = (cx, cy + s // 20)
        pygame.draw.rect(canvas, INK, cover, border_radius=s // 16)
        for side in (-1, 1):
            page = pygame.Rect(0, 0, cover.width // 2 - w, cover.height - 2 * w)
            page.midtop = (cx + side * (page.width // 2 + w // 3), cover.top + w // 2)
            pygame.draw.rect(canvas, (250, 246, 236), page, border_radius=s // 30)
            for k in range(3):
                y = page.top + page.height * (0.3 + 0.22 * k)
                pygame.draw.line(canvas, theme.ACCENT if k == 0 else (170, 176, 205),
                                 (page.left + w, y), (page.right - w, y), max(2, w // 2))
    elif name == "highscores":      # a trophy: the reward's gold
        gold, dark = theme.TITLE, planet_faces.shade(theme.TITLE, 0.6)
        bowl = pygame.Rect(0, 0, round(s * 0.46), round(s * 0.4))
        bowl.midtop = (cx, top.top + round(s * 0.16))
        for side in (-1, 1):         # its handles
            handle = pygame.Rect(0, 0, round(s * 0.22), round(s * 0.22))
            handle.center = (cx + side * bowl.width // 2, bowl.top + bowl.height // 3)
            pygame.draw.ellipse(canvas, dark, handle, w)
        pygame.draw.rect(canvas, gold, bowl.inflate(0, -bowl.height // 2).move(0, -bowl.height // 4))
        pygame.draw.ellipse(canvas, gold, bowl)
        pygame.draw.rect(canvas, gold, (cx - w, bowl.bottom - w, 2 * w, round(s * 0.12)))
        base = pygame.Rect(0, 0, round(s * 0.4), round(s * 0.1))
        base.midtop = (cx, bowl.bottom + round(s * 0.1))
        pygame.draw.rect(canvas, dark, base, border_radius=w)
        pygame.draw.line(canvas, (255, 240, 190), (bowl.left + bowl.width * 0.28, bowl.top + w),
                         (bowl.left + bowl.width * 0.28, bowl.bottom - 2 * w), max(2, w // 2))
    elif name == "stats":           # a chart: three bars rising, the info blue, on a baseline
        bar = round(s * 0.16)
        left = cx - round(1.5 * bar) - w
        floor = top.bottom - round(s * 0.2)
        for k, height in enumerate((0.24, 0.4, 0.56)):
            rect = pygame.Rect(left + k * (bar + w), floor - round(s * height), bar, round(s * height))
            pygame.draw.rect(canvas, theme.SELECTED if k == 2 else planet_faces.shade(theme.SELECTED, 0.7), rect,
                             border_top_left_radius=w, border_top_right_radius=w)
        pygame.draw.line(canvas, INK, (top.left + round(s * 0.16), floor), (top.right - round(s * 0.16), floor), w)
    elif name == "quit":            # the way out: a door ajar, an arrow leaving through it
        door = pygame.Rect(0, 0, round(s * 0.34), round(s * 0.58))
        door.midleft = (top.left + round(s * 0.18), cy)
        pygame.draw.rect(canvas, INK, door, w, border_radius=w)
        pygame.draw.polygon(canvas, INK, [door.topleft, (door.left + door.width * 0.7, door.top + door.height * 0.12),
                                          (door.left + door.width * 0.7, door.bottom - door.height * 0.04), door.bottomleft])
        y = cy
        tip = top.right - round(s * 0.14)
        pygame.draw.line(canvas, theme.DANGER, (door.centerx + w, y), (tip - w, y), round(w * 1.4))
        pygame.draw.polygon(canvas, theme.DANGER, [(tip, y), (tip - s * 0.16, y - s * 0.14), (tip - s * 0.16, y + s * 0.14)])


@functools.lru_cache(maxsize=16)   # (the title's twelve, ~5 KiB each: drawn into its still layer)
def title_icon(name: str, size: int) -> pygame.Surface | None:
    """The title key `name`'s icon (a mode, or one of SCREENS), `size` px tall; the 10000 modes' two dice side by side
    (`mode_icons.icon_width` wide); None for a key without one."""
    if name not in SCREENS and name not in TILED:
        return mode_icon(name, size, wide=True)
    side = round(size * TILE)
    big, top = _tile(side)
    _symbol(name, big, top)
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    tile = pygame.transform.smoothscale(big, (side, side))
    icon.blit(tile, tile.get_rect(center=(size // 2, size // 2)))
    return icon
