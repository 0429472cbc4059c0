"""The campaign map's layout: where its rows, planets, stars and detail strip lie on the 1280x720 picture (the
800x450 window shows it scaled), and the `Node` a planet is. Shared by the map scene and its drawing modules."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.campaign.campaign import LevelEntry
from game.scenes.campaign import map_art

MARGIN = 32
ROWS_TOP = 58
ROW_HEIGHT = 120          # four rows over the shorter detail strip (look review 28a: the strip said too much)
VISIBLE_ROWS = 4
NODE_RADIUS = 24
LOCK_RADIUS = 16          # the one padlock, on the next gate's planet (look review 28a: 31 badges read as placeholders)
STAR_SIZE = 19            # a played level's stars: 38 px across (24 at 800x450; look review 28a: "2x star pips")
STARS_OFF = NODE_RADIUS + 13   # px from a planet's middle to its middle star's: a crown sitting on its rim
NODE_Y = 51               # px from a row's top to its path's middle
NODE_GAP = 108            # px between planets on a path (less when a world has more levels)
PATH_LEFT = 344           # paths start right of the worlds' names ('Die inneren Planeten', 252 px; glow clear: review 16)
FIRST_X = PATH_LEFT + NODE_RADIUS + 28   # a path's first planet (its glow clear of the names)
VALUE = 42                # type size of a number that carries a value (29 px: 13 px digits at 800x450)
WAVE = 12                 # px: the path winds, each planet this far above or below the row's middle, in turn: its
                          # stars on the outside of the bend (above a high planet, below a low one), never a neighbour's
GLOW_RADIUS = 52          # (clear of a world's name on one line: look review 15 saw the German one run into it)
PANEL = pygame.Rect(MARGIN, ROWS_TOP + VISIBLE_ROWS * ROW_HEIGHT + 14, 1280 - 2 * MARGIN, 118)   # off stars and hints
STARS_HALF = round(map_art.ARC_STEP * STAR_SIZE + STAR_SIZE)   # px from a planet's middle to the far end of its stars
RIGHT_ROOM = 20           # px at least from the last star row to the margin (review 13: 25 px to the edge)
TURN = 30                 # px: how far the path's bend between two worlds' rows reaches past their end planets

@dataclass(frozen=True)
class Node:
    """One planet on the map: a level, or the free-play classic puzzle (entry None)."""

    row: int
    index: int
    entry: LevelEntry | None
    center: tuple[int, int]
