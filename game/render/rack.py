"""The set-aside rack: a wooden rack beside a tray (10000's, the sandbox's) where the dice set aside stand.

Look reviews 27a #3 and 27b #9: the set-aside column was "six identical empty circles in a tall dark strip" that
"looks like placeholder art". Now it is a piece of the table: the tray's own rail wood round a board with a grain,
grooves between the places, each empty place a shallow notch cut into the board (lit along its lower lip, shaded
under its upper edge), and a plaque at its foot for what the kept dice are worth. One picture for each size, made
before play (`rack_image`, kept): nothing in it is drawn in a frame.
"""

from __future__ import annotations

import random

import pygame

from game.render import table
from game.render.planet_faces import shade
from game.render.surface_cache import surface_cache

RIM = 10                      # px: the rack's rail (the narrow rail of the tray beside it)
FOOT = 40                     # px: the plaque at the rack's foot (its running subtotal, or the sandbox's keys)
BOARD = (86, 53, 34)          # the board inside the rail: the rail's wood, a shade darker (it lies lower)
NOTCH = (46, 28, 19)          # an empty place's notch: cut into the board
NOTCH_LIP = (176, 124, 80)    # the notch's lower lip, where the lamp catches it
GROOVE = (34, 20, 13)         # a groove across the board between two places
PLAQUE = (30, 18, 12)         # the foot's plaque (the subtotal's ground)
PLAQUE_EDGE = (150, 108, 66)


PITCH = 1.08    # of a token: from one place to the next down a one-column rack
SHELF = 1.12    # of a token: a shelf of the rack at least this high (its die, the shelf's board, air over it)
KEEP = 24       # px of a rack's height beside its foot's that no place takes (its rail, air)


def grid(rack: pygame.Rect, count: int) -> tuple[int, int]:
    """A rack's (columns, rows) for `count` dice: two columns of shelves once the rack is wide enough for two dice side
    by side bigger than one alone down it (10000's six stand three shelves high, look review 27: bigger), else one."""
    room, across = rack.height - KEEP - FOOT, rack.width - 36
    one = min(across, room / (1 + PITCH * (count - 1)))
    columns = 2 if count > 2 and across / 2.1 > one else 1
    return columns, -(-count // columns)


def token(rack: pygame.Rect, count: int, die: float) -> float:
    """The side (px) of a die's token in a rack for `count` dice (`die`: the tray's die, px)."""
    room, across = rack.height - KEEP - FOOT, rack.width - 36
    columns, rows = grid(rack, count)
    return min(die * 1.1, across / (columns + 0.1 * (columns - 1)), room / (1 + PITCH * (rows - 1)), room / rows / SHELF)


def place(rack: pygame.Rect, count: int, die: float, k: int) -> tuple[float, float]:
    """The middle of the k-th place of a rack, row by row top down, left to right along a row."""
    size = token(rack, count, die)
    columns, rows = grid(rack, count)
    row, column = divmod(k, columns)
    pitch = (rack.height - KEEP - FOOT) / rows
    return (rack.centerx + (column - (columns - 1) / 2) * size * 1.1, rack.top + KEEP / 2 + pitch * (row + 0.5))


def notch_rect(centre: tuple[float, float], token: float) -> pygame.Rect:
    """The notch a place cuts into its shelf's top under its die (`token` px across) standing at `centre`."""
    rect = pygame.Rect(0, 0, round(token * 0.86), max(8, round(token * 0.16)))
    rect.center = (round(centre[0]), round(centre[1] + token * STANDS))
    return rect


STANDS = 0.34   # of a token: how far under its middle its die's foot stands (the token's die is ~0.7 of it, centred)


def foot_rect(rack: pygame.Rect) -> pygame.Rect:
    """The plaque at the foot of a rack over `rack` (where its subtotal or keys are written)."""
    return pygame.Rect(rack.left + RIM + 6, rack.bottom - RIM - FOOT + 2, rack.width - 2 * RIM - 12, FOOT - 6)


def draw(surface: pygame.Surface, rack: pygame.Rect, places: list[tuple[float, float]], token: float,
         rail: table.Rail | None = None) -> None:
    """The rack over `rack`, a notch for each of `places` (screen px, dice `token` px across), railed in `rail`."""
    local = tuple((round(x) - rack.left, round(y) - rack.top) for x, y in places)
    surface.blit(rack_image(rack.size, local, round(token), rail or table.WOOD_RAIL), rack.topleft)


@surface_cache(max_mib=0.75)   # (10000's rack and the sandbox's: ~0.36 MiB each)
def rack_image(size: tuple[int, int], places: tuple[tuple[int, int], ...], token: int,
               rail: table.Rail = table.WOOD_RAIL) -> pygame.Surface:
    """The rack's picture (~2 ms once for a size)."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    outer = image.get_rect()
    table._rim(image, outer, RIM, rail)           # (the tray's rail wood, its groove and crest: one table)
    board = outer.inflate(-2 * RIM, -2 * RIM)
    grain = random.Random(size[0] * 31 + size[1])
    tone = 1.0
    for x in range(board.left, board.right):   # the board's grain: streaks running down it
        tone = max(0.82, min(1.12, tone + grain.uniform(-0.05, 0.05)))
        pygame.draw.line(image, shade(BOARD, tone), (x, board.top), (x, board.bottom - 1))
    for y in range(6):   # the rail's shadow on the board (the lamp is north-west)
        image.fill(shade(BOARD, 0.55 + 0.07 * y), (board.left, board.top + y, board.width, 1))
    for y in sorted({y for _x, y in places}):   # a shelf under each row: its top, lit, then its front, its shadow
        top = round(y + token * STANDS)
        for k, colour in enumerate((shade(NOTCH_LIP, 1.1), NOTCH_LIP, shade(BOARD, 1.5), shade(BOARD, 1.35),
                                    shade(BOARD, 1.2), shade(BOARD, 1.1), shade(BOARD, 0.95), shade(BOARD, 0.8))):
            image.fill(colour, (board.left, top - 3 + k, board.width, 1))
        image.fill(GROOVE, (board.left, top + 5, board.width, 2))               # (its lower edge)
        for k in range(6):                                                      # its shadow on the board under it
            image.fill(shade(BOARD, 0.5 + 0.08 * k), (board.left, top + 7 + k, board.width, 1))
    for centre in places:   # each place's notch cut into the shelf's top: dark, its far edge shaded, its near lip lit
        notch = notch_rect(centre, token)
        pygame.draw.ellipse(image, NOTCH_LIP, notch.inflate(2, 2).move(0, 1))
        pygame.draw.ellipse(image, NOTCH, notch)
        pygame.draw.ellipse(image, shade(NOTCH, 0.55), notch.inflate(-4, -notch.height // 2).move(0, -notch.height // 5))
    plaque = foot_rect(outer)
    pygame.draw.rect(image, PLAQUE, plaque, border_radius=8)
    pygame.draw.rect(image, PLAQUE_EDGE, plaque, 1, border_radius=8)
    pygame.draw.line(image, shade(PLAQUE, 0.5), (plaque.left + 6, plaque.top + 1), (plaque.right - 7, plaque.top + 1), 2)
    return image
