"""The Puzzle's parts over a score table: the clock and the pool of rerolls. A Puzzle scene and a
campaign level are each made of a `ScoreTable` (game.scenes.scoretable.table) and these two.

    clock = PuzzleClock(table)          # table.board is a PuzzleBoard
    clock.update(dt, running=...)       # before the play kit's update: the clock runs with the scene
    patches = table.view.patches() + (clock.patch(),)
    pool = RerollPool(table)                 # a gauge of the rerolls left, beside the clock
    patches = ... + (pool.patch(),)
"""

from __future__ import annotations

import math

import pygame

from game.render import theme
from game.scenes.puzzle import view
from game.scenes.puzzle.words import TIME_UP
from game.scenes.scoretable.table import ScoreTable
from game.words import _

TICK_SECONDS = 10               # a tick sounds each second of the last 10 (softer with reduced motion)


class PuzzleClock:
    """Counts the board's time down whenever the scene runs (rolls included; not under the pause
    overlay: the app updates only the top scene); ticks the last ten seconds; when the time is up,
    the turn in hand is dropped and the filled rows and the bonus count."""

    def __init__(self, table: ScoreTable) -> None:
        self.table = table
        self.board = table.board
        self.rect = view.timer_rect(table.app.size)
        table.view.title_holes.append(self.rect)   # a patch in the title bar: its section is cut round it
        self.ticks = 0   # ticks sounded in the last ten seconds

    @property
    def time_left(self) -> float:
        return self.board.time_left or 0.0

    def update(self, dt: float, running: bool) -> None:
        if not running or self.board.is_over:
            return
        before = self.time_left
        self.board.advance_time(dt)
        if self.board.timed_out:
            self._time_up()
        elif math.ceil(self.time_left) < math.ceil(before) and math.ceil(self.time_left) <= TICK_SECONDS:
            self._tick(math.ceil(self.time_left))   # the clock shows 0:10, 0:09, ... 0:01

    def _tick(self, seconds: int) -> None:
        """One of the last ten seconds went: a tick, higher for the last three (softer with reduced motion)."""
        self.ticks += 1
        volume = 0.35 if self.table.app.settings.reduced_motion else 0.8
        self.table.sound("tick_urgent" if seconds <= 3 else "tick", volume)

    def _time_up(self) -> None:
        table = self.table
        table.drop_turns()   # no turn is open any more: the results follow after the end delay
        table.host.effects.banner(_(TIME_UP), theme.BAD, table.tray_rect.center, life=2.0)
        table.sound("zero", 0.9)

    def state(self) -> view.ClockState:
        """(shown time, warning colour, blink phase on): what the clock looks like now."""
        return view.clock_state(self.time_left, self.table.app.settings.reduced_motion)

    def patch(self) -> tuple:
        """The clock changes every second: a patch, drawn again alone over the kept still layer."""
        return self.state(), self.draw, self.rect

    def draw(self, surface: pygame.Surface) -> None:
        view.draw_clock(surface, self.rect, self.state())


class RerollPool:
    """The pool of rerolls left, a gauge beside the clock in the title bar (a patch of its own: it changes when a
    reroll lands); `caption` says what the gauge counts (a level's cap of rerolls a turn)."""

    def __init__(self, table: ScoreTable, caption: str | None = None) -> None:
        self.board = table.board
        self.caption = caption
        self.full = table.board.rerolls_left     # (the whole pool: the gauge's bar shows the share left)
        self.rect = view.pool_rect(view.timer_rect(table.app.size), self.shown_caption(), self.full)
        table.view.title_holes.append(self.rect)   # a patch in the title bar: its section is cut round it
        table.view.ahead.append(self.ahead)

    def shown_caption(self) -> str:
        return self.caption if self.caption is not None else _("rerolls left")

    def patch(self) -> tuple:
        """The gauge changes when a reroll lands: a patch, drawn again alone over the kept still layer."""
        return (self.board.rerolls_left, self.shown_caption()), self.draw, self.rect

    def draw(self, surface: pygame.Surface) -> None:
        view.draw_pool(surface, self.rect, self.board.rerolls_left, self.full, self.shown_caption())

    def ahead(self) -> None:
        """While a throw flies: the gauge it shows once a reroll lands (one fewer), made now, so the landing's frame
        finds it made."""
        left = self.board.rerolls_left - 1
        if left >= 0:
            view.gauge(self.rect.size, left, self.full, self.shown_caption())
