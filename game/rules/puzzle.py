"""The Dicetime Puzzle: one player, one pool of rerolls for the whole game, and a timer.

Each turn starts with a free roll of all five dice; every reroll spends one from the
pool, on any turn. The caller drives the timer (`advance_time(dt)` each frame, or
`time_up()`); when it runs out the game is over and the score so far counts.

A campaign level adds `twists` (`game.rules.puzzle_twists.Twists`): categories filled or
blocked before the start, fewer categories, required ones, a planet locked all level, another
bonus line, rerolls won back, doubled categories, a cap per turn, a target that ends the level.
"""

from __future__ import annotations

import math

from game.rules.dice_turn import DiceTurn, RerollPool, TurnCap
from game.rules.dicetime import CATEGORIES
from game.rules.errors import IllegalMove
from game.rules.puzzle_twists import PuzzleCard, Twists

DEFAULT_REROLLS = 2 * len(CATEGORIES)
RULE_TIME_LIMIT = 8 * 60.0   # s: the rule text's eight minutes (the classic puzzle, free play)


class PuzzleGame:
    def __init__(self, rerolls: int = DEFAULT_REROLLS, time_limit: float | None = None,
                 twists: Twists | None = None) -> None:
        """`time_limit` in seconds; None means no timer (the game ends when the card is full)."""
        if time_limit is not None and (not math.isfinite(time_limit) or time_limit <= 0):
            raise ValueError(f"time_limit must be a positive number of seconds or None, got {time_limit!r}")
        self.twists = twists if twists is not None else Twists()
        self.card = PuzzleCard(self.twists)
        self._pool = RerollPool(rerolls)
        self._time_left = time_limit
        self._timed_out = False
        self._target_reached = False
        self.rewards: list[tuple[str, int]] = []   # (why, rerolls) won back so far, in order
        self._turn: DiceTurn | None = self._new_turn()

    def _new_turn(self) -> DiceTurn:
        cap = self.twists.turn_rerolls
        pool = self._pool if cap is None else TurnCap(self._pool, cap)
        return DiceTurn(pool, pinned=self.twists.pinned)

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
    def target_reached(self) -> bool:
        """True once the score reached the level's target (which ended the level)."""
        return self._target_reached

    @property
    def is_over(self) -> bool:
        return self._timed_out or self._target_reached or self.card.is_complete

    @property
    def missed_requirements(self) -> tuple[str, ...]:
        """Required categories that are not (yet) filled with a non-zero score."""
        return tuple(name for name in CATEGORIES if name in self.twists.required and not self.card.get(name))

    @property
    def requirements_met(self) -> bool:
        return not self.missed_requirements

    @property
    def won(self) -> bool:
        """Over, every required category scored, and the target (if any) reached. Star scores are the
        campaign's business; this is what the rules alone say."""
        if not self.is_over or not self.requirements_met:
            return False
        return self.twists.target is None or self._target_reached

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
        if self.card.is_blocked(category):
            raise IllegalMove(f"{category!r} is out of play in this level")
        if self.card.is_filled(category):
            raise IllegalMove(f"{category!r} is already filled")
        had_bonus = self.card.bonus > 0
        points = self.card.fill(category, turn.close())
        self._reward(category, points, had_bonus)
        target = self.twists.target
        if target is not None and self.score >= target:
            self._target_reached = True
        self._turn = None if self.is_over else self._new_turn()
        return points

    def _reward(self, category: str, points: int, had_bonus: bool) -> None:
        twists = self.twists
        won = []
        if points > 0 and twists.reward_rerolls.get(category, 0) > 0:
            won.append((category, twists.reward_rerolls[category]))
        if not had_bonus and self.card.bonus > 0 and twists.bonus_rerolls > 0:
            won.append(("bonus", twists.bonus_rerolls))
        for why, rerolls in won:
            self._pool.add(rerolls)
            self.rewards.append((why, rerolls))

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
