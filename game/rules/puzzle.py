"""The Dicetime Puzzle: one player, one pool of rerolls for the whole game, and a timer.

Each turn starts with a free roll of all five dice; every reroll spends one from the
pool, on any turn. The caller drives the timer (`advance_time(dt)` each frame, or
`time_up()`); when it runs out the game is over and the score so far counts.
"""

from __future__ import annotations

import math

from game.rules.dice_turn import DiceTurn, RerollPool
from game.rules.dicetime import CATEGORIES, ScoreCard
from game.rules.errors import IllegalMove

DEFAULT_REROLLS = 2 * len(CATEGORIES)


class PuzzleGame:
    def __init__(self, rerolls: int = DEFAULT_REROLLS, time_limit: float | None = None) -> None:
        """`time_limit` in seconds; None means no timer (the game ends when the card is full)."""
        if time_limit is not None and (not math.isfinite(time_limit) or time_limit <= 0):
            raise ValueError(f"time_limit must be a positive number of seconds or None, got {time_limit!r}")
        self.card = ScoreCard()
        self._pool = RerollPool(rerolls)
        self._time_left = time_limit
        self._timed_out = False
        self._turn: DiceTurn | None = DiceTurn(self._pool)

    @property
    def rerolls_left(self) -> int:
        return self._pool.left

    @property
    def time_left(self) -> float | None:
        return self._time_left

    @property
    def timed_out(self) -> bool:
        return self._timed_out

    @property
    def is_over(self) -> bool:
        return self._timed_out or self.card.is_complete

    def turn(self) -> DiceTurn:
        """The open turn (a free first roll of all five, then rerolls from the pool)."""
        if self.is_over or self._turn is None:
            raise IllegalMove("the puzzle is over")
        return self._turn

    @property
    def score(self) -> int:
        """Filled categories plus the upper bonus: what counts, also when the time runs out."""
        return self.card.total

    def fill(self, category: str) -> int:
        turn = self.turn()
        if category not in CATEGORIES:
            raise IllegalMove(f"unknown category {category!r}")
        if self.card.is_filled(category):
            raise IllegalMove(f"{category!r} is already filled")
        points = self.card.fill(category, turn.close())
        self._turn = None if self.card.is_complete else DiceTurn(self._pool)
        return points

    def advance_time(self, dt: float) -> None:
        """Let `dt` seconds pass on the timer (no effect without a timer or after the end)."""
        if not dt >= 0:  # also refuses NaN, which would otherwise end the puzzle at once
            raise ValueError(f"time only runs forward, got dt={dt}")
        if self._time_left is None or self.is_over:
            return
        self._time_left = max(0.0, self._time_left - dt)
        if self._time_left == 0.0:
            self.time_up()

    def time_up(self) -> None:
        """End the puzzle now: the score so far counts."""
        if self.is_over:
            return
        self._timed_out = True
        if self._time_left is not None:
            self._time_left = 0.0
        if self._turn is not None:
            self._turn.abandon()
            self._turn = None

    def __repr__(self) -> str:
        return f"PuzzleGame(score={self.score}, rerolls_left={self.rerolls_left}, time_left={self.time_left})"
