"""The campaign map's layout: where its rows, planets, stars and detail strip lie on the 1280x720 picture (the
800x450 window shows it scaled), and the `Node` a planet is. Shared by the map scene and its drawing modules."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.campaign.campaign import LevelEntry
from game.scenes.campaign import map_art

MARGIN = 32
ROWS_TOP = 58
ROW_HEIGHT = 110
VISIBLE_ROWS = 4
NODE_RADIUS = 24
LOCK_RADIUS = 16          # a locked level's padlock, under its planet where an open level's stars go (20 px across at
                          # 800x450; look review 18: on the planet, 15 px, beside three empty stars, both read tiny)
STAR_SIZE = 14            # a planet's stars: 28 px across, in an arc (17 px at 800x450: look review 23 found 15 px tiny)
STARS_BELOW = 22          # px from a planet's rim to the middle of its star row: under the focus ring's halo
NODE_Y = 50               # px from a row's top to its path's middle
NODE_GAP = 108            # px between planets on a path (less when a world has more levels)
PATH_LEFT = 344           # paths start right of the worlds' names ('Die inneren Planeten', 252 px; glow clear: review 16)
VALUE = 42                # type size of a number that carries a value (29 px: 13 px digits at 800x450)
WAVE = 8                  # px: how far a path swings up and down (13 let a row's stars near touch the planets under them)
GLOW_RADIUS = 52          # (clear of a world's name on one line: look review 15 saw the German one run into it)
PANEL = pygame.Rect(MARGIN, ROWS_TOP + VISIBLE_ROWS * ROW_HEIGHT + 25, 1280 - 2 * MARGIN, 143)   # off stars and hints
STARS_HALF = 3 * STAR_SIZE + map_art.STAR_GAP   # px from a planet's middle to the far end of its star row
RIGHT_ROOM = 14           # px at least from the last star row to the margin (review 13: 25 px to the edge)


@dataclass(frozen=True)
class Node:
    """One planet on the map: a level, or the free-play classic puzzle (entry None)."""

    row: int
    index: int
    entry: LevelEntry | None
    center: tuple[int, int]
