"""Pricing the Puzzle and campaign levels: exact, from the pooled-reroll table of the level's spec.

``PuzzlePricer.for_level(rerolls, twists)`` prices the rule text's puzzle (``twists`` None) or a
campaign level whose twists the exact table models (``game.ai.puzzle_levels``); a level with a twist
it does not model (a required row, a target) or whose table is over a level's bounds has no pricer:
``for_level`` returns None and such a level has no review (its price would not be honest). The clock is never part of the price.

A position (``PoolPosition``): the card's open rows, its upper total (prefilled rows included), the
rerolls left in the pool and, under a cap per turn, how many more this turn may spend.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai import puzzle_levels, puzzle_table
from game.ai.puzzle_optimal import OptimalPuzzle
from game.coach.pricing import clean
from game.coach.record import Decision, Priced
from game.rules.puzzle import DEFAULT_REROLLS


@dataclass(frozen=True)
class PoolPosition:
    open_categories: frozenset[str]
    upper_total: int
    pool_left: int
    allowance: int | None = None   # under a cap per turn: rerolls this turn may still spend

    @classmethod
    def of(cls, card, pool_left: int, allowance: int | None = None) -> PoolPosition:
        return cls(frozenset(card.open_categories), int(card.upper_total), int(pool_left), allowance)


class PuzzlePricer:
    unit = "points"
    lower_is_better = False
    exact = True
    against = "perfect"

    def __init__(self, optimum: puzzle_levels.LevelOptimum) -> None:
        self.optimum = optimum
        self.solver = OptimalPuzzle(optimum.spec)   # its own: the scene's solver caches in another thread

    @classmethod
    def for_level(cls, rerolls: int = DEFAULT_REROLLS, twists=None) -> PuzzlePricer | None:
        optimum = puzzle_levels.level_optimum(rerolls, twists)
        return cls(optimum) if optimum.offered else None

    def warm_up(self) -> None:
        puzzle_table.values(self.optimum.spec)

    def table_at_hand(self) -> bool:
        """Whether the exact table is in memory or in the cache folder (no build needed)."""
        spec = self.optimum.spec
        return puzzle_table.is_loaded(spec) or puzzle_table.cache_path(spec).is_file()

    def start_value(self) -> float:
        return self.optimum.value(puzzle_table.values(self.optimum.spec))

    def turn_value(self, position: PoolPosition, score: float) -> float:
        to_come = self.solver.start_value(position.open_categories, position.upper_total, position.pool_left)
        return float(score) + to_come

    def price(self, decision: Decision) -> Priced | None:
        p = decision.position
        spendable = p.pool_left if p.allowance is None else min(p.pool_left, p.allowance)
        if spendable == 0 and len(p.open_categories) == 1:
            return None   # the last row with no reroll to spend: no choice to price
        args = (p.open_categories, p.upper_total, decision.dice, p.pool_left)
        hint = self.solver.hint(*args, allowance=p.allowance)
        best = hint.keep if hint.action == "keep" else hint.category
        choice = decision.choice if decision.kind == "fill" else tuple(sorted(decision.choice))
        cost = self.solver.expected_loss(*args, choice, allowance=p.allowance)
        return Priced(best, decision.score + float(hint.value), clean(cost))
