"""How a campaign level looks beyond the Puzzle's table: its title bar (the level's name, the clock
between, the turn or the target) and its twists on the score sheet (crossed-out rows, rows that
count double or must score, the level's bonus line). The intro and results cards are `cards`."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.campaign.model import Level
from game.render import text, theme
from game.render.scoresheet import SheetView
from game.rules.puzzle_twists import Twists
from game.scenes.campaign.cards import CARD_SIZE
from game.scenes.playkit.chrome import MARGIN, TOP
from game.scenes.scoretable.boards import Board
from game.words import _


def card_rect(tray: pygame.Rect) -> pygame.Rect:
    """Where the intro card shows: over the middle of the tray (the sheet beside it shows the rows the level plays)."""
    rect = pygame.Rect((0, 0), CARD_SIZE)
    rect.center = tray.center
    return rect


def results_rect(size: tuple[int, int], tray: pygame.Rect) -> pygame.Rect:
    """Where the results card shows: in the middle of the screen, at the tray's height (the whole table is blurred
    behind it; look review 13a: over the tray it stood off-centre, the blur filling the right third)."""
    rect = pygame.Rect((0, 0), CARD_SIZE)
    rect.center = (size[0] // 2, tray.centery)
    rect.top = max(rect.top, TOP + 6)   # (never over the title bar: the clock and the level's name stay seen)
    return rect


def draw_title_bar(surface: pygame.Surface, heading: str, level: Level, board: Board, timer: pygame.Rect) -> None:
    """The level's name on the left, the turn or the target on the right, the clock between (a patch
    of its own: `game.scenes.puzzle.parts.PuzzleClock`)."""
    width = surface.get_width()
    left = pygame.Rect(MARGIN, 0, timer.left - 2 * MARGIN, TOP)
    text.draw(surface, heading, text.LABEL, theme.TEXT, bold=True, midleft=(MARGIN, TOP // 2), box=left)
    game = board.game
    if level.target is not None:
        status = _("Target {target}: {score} so far").format(target=level.target, score=game.score)
        colour = theme.GOOD if game.target_reached else theme.ACCENT
    else:
        status = _("Level over") if game.is_over else _("Turn {turn} of {turns}").format(turn=board.round, turns=board.rounds)
        colour = theme.TEXT_DIM
    right = pygame.Rect(timer.right + MARGIN, 0, width - timer.right - 2 * MARGIN, TOP)
    size = text.fitting_size(status, text.LABEL, right.width, level.target is not None)   # (whole, beside the pool)
    text.draw(surface, status, size, colour, bold=level.target is not None, midright=(width - MARGIN, TOP // 2), box=right)


def with_twists(view: SheetView, twists: Twists) -> SheetView:
    """The sheet with the level's twists (`Level.rules`) marked; crossed-out rows show no score (prefilled rows
    show theirs)."""
    marks = [(name, "out") for name in twists.out_of_play]
    marks += [(name, "x2") for name in twists.doubled]
    marks += [(name, "must") for name in twists.required]
    out = twists.out_of_play
    seats = tuple(replace(seat, cells=tuple(tuple((name, points) for name, points in column if name not in out)
                                            for column in seat.cells))
                  for seat in view.seats)
    return replace(view, seats=seats, bonus_line=twists.bonus_threshold, marks=tuple(sorted(marks)))
