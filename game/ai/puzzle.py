"""A computer player and hints for the Dicetime Puzzle, where all rerolls of a game form one pool.

Plain data in: ``open_categories``, ``upper_total``, ``dice`` and ``pool_left`` (rerolls left in the
pool; a turn may spend any number of them, 0 included). The timer is not part of the decision.

How it decides (no exact optimum is published; an exact solver needs 27x the Dicetime states):
the worth of a position at the start of a turn is approximated as

    V(card) + pool_worth(turns left, rerolls in the pool)

where V is the optimal Dicetime table (which assumes 2 rerolls a turn) and ``pool_worth`` is what the
pool adds or costs against 2 a turn: the best split of the pool over the turns left of
``REROLL_WORTH[k]``, the average gain of a turn with k rerolls over one with 2, measured on the states
Hard meets in play (``measure_reroll_worth``). Within the turn, the plan is exact against that
worth: every reroll is taken only when what it is expected to bring beats what it costs later.

API: ``PuzzleTurn``; ``make_player()`` -> ``choose_keep(turn, rng)`` (all five = stop rolling; with
an empty pool it always stops) and ``choose_category(turn, rng)``; hints ``evaluate_keeps``,
``best_keep``, ``best_category``, ``expected_loss``, ``hint``; ``play_solitaire(seed, pooled=True)``
plays one puzzle (no timer) and returns the score. ``pooled=False`` is the baseline of issue 5: the
same rerolls spent evenly, at most 2 a turn, by the optimal Dicetime player.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from game.ai import dicetime, dicetime_table, puzzle_table
from game.ai.dice_space import KEEP_INDEX, best_of_sub_keeps_one, expect_one, roll_index, sub_keeps
from game.ai.dicetime_table import category_roll_values
from game.ai.turn_plan import lock_mask
from game.ai.valuation import Hint, check_card_turn, column_state
from game.rules.dicetime import CATEGORIES, DICE_COUNT, ScoreCard, validate_dice
from game.rules.puzzle import DEFAULT_REROLLS, PuzzleGame

__all__ = [
    "PuzzlePlayer", "PuzzleTurn", "REROLL_WORTH", "best_category", "best_keep", "evaluate_keeps",
    "expected_loss", "hint", "make_player", "measure_reroll_worth", "optimal_value", "play_solitaire",
    "pool_worth",
]

#: REROLL_WORTH[k]: expected points a turn with k rerolls gains over a turn with 2, averaged over the
#: turn-start states of 40 Hard solitaire games (seeds 0..39); ``measure_reroll_worth(40)`` remeasures.
REROLL_WORTH: tuple[float, ...] = (
    -8.93, -4.30, 0.00, 4.09, 7.95, 11.49, 14.69, 17.54, 20.01, 22.14, 23.95, 25.48, 26.76, 27.83,
    28.72, 29.46, 30.07, 30.58, 31.01, 31.36, 31.65, 31.90, 32.10, 32.27, 32.41, 32.52, 32.62,
)
MAX_POOL = 255  # a level may give more rerolls than 26; beyond this a pool is treated as this


def optimal_value(rerolls: int = DEFAULT_REROLLS) -> float:
    """Expected final score of perfect play from an empty card with `rerolls` pooled rerolls (no time
    limit, the first throw of every turn free): the exact table of ``game.ai.puzzle_table``, built on
    first use (tens of seconds) and then cached. Pools up to 26 share the rule text's table."""
    if not isinstance(rerolls, int) or isinstance(rerolls, bool) or rerolls < 0:
        raise ValueError(f"rerolls must be a whole number >= 0, got {rerolls!r}")
    table = puzzle_table.values(puzzle_table.TableSpec(max_pool=max(rerolls, DEFAULT_REROLLS)))
    return float(table[0, 0, rerolls])


@dataclass(frozen=True)
class PuzzleTurn:
    """A decision point of the puzzle, as plain data."""

    open_categories: frozenset[str]
    upper_total: int
    dice: tuple[int, ...]
    pool_left: int

    def __post_init__(self) -> None:
        check_card_turn(self)
        if self.pool_left < 0:
            raise ValueError(f"pool_left cannot be negative, got {self.pool_left}")


@lru_cache(maxsize=1)
def _pool_worth_table() -> np.ndarray:
    """[turns, pool] -> best total of REROLL_WORTH over a split of the pool into that many turns."""
    worth = np.array(REROLL_WORTH)
    most = len(worth) - 1
    table = np.zeros((len(CATEGORIES) + 1, MAX_POOL + 1))
    for turns in range(1, len(CATEGORIES) + 1):
        for pool in range(MAX_POOL + 1):
            spend = np.arange(min(pool, most) + 1)
            table[turns, pool] = np.max(table[turns - 1, pool - spend] + worth[spend])
    return table


def pool_worth(turns: int, pool: int) -> float:
    """What `pool` rerolls over `turns` turns add against 2 a turn (negative when short)."""
    return float(_pool_worth_table()[turns, min(pool, MAX_POOL)])


class PoolTurnPlan:
    """One puzzle turn for one card state, for every pool size from 0 to ``pool``.

    ``stop[q]`` (N_ROLLS) is the worth of filling now with q rerolls left in the pool;
    ``roll[q]`` the worth of facing a roll with q left and deciding well; ``keep[q]`` (q >= 1) the
    expected worth of each keep when one reroll is spent from a pool of q.
    """

    def __init__(self, by_category: np.ndarray, turns_after: int, pool: int) -> None:
        final = by_category.max(axis=0)
        self.stop = [final + pool_worth(turns_after, q) for q in range(pool + 1)]
        self.roll = [self.stop[0]]
        self.keep: list[np.ndarray | None] = [None]
        for q in range(1, pool + 1):
            keep_values = expect_one(self.roll[q - 1])
            best = best_of_sub_keeps_one(keep_values)
            self.keep.append(keep_values)
            self.roll.append(np.maximum(self.stop[q], best))

    @property
    def pool(self) -> int:
        return len(self.roll) - 1

    def keep_values(self, dice: Sequence[int], pool_left: int) -> dict[tuple[int, ...], float]:
        """Each distinct keep -> its worth; holding all five means stopping (no reroll spent)."""
        dice = tuple(sorted(dice))
        stop = float(self.stop[pool_left][roll_index(dice)])
        if pool_left == 0:
            return {dice: stop}
        values = self.keep[pool_left]
        options = {keep: float(values[KEEP_INDEX[keep]]) for keep in sub_keeps(dice) if len(keep) < DICE_COUNT}
        options[dice] = stop
        return options


class _Plans:
    """The last 16 turn plans, shared by every thread that plays (the game, a level's computer median
    played in the background): one at a time, or one thread's eviction breaks another's lookup."""

    def __init__(self) -> None:
        self._plans: OrderedDict[tuple[int, int], PoolTurnPlan] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, open_categories: Iterable[str], upper_total: int, pool_left: int) -> PoolTurnPlan:
        filled, upper = column_state(open_categories, upper_total)
        pool_left = min(pool_left, MAX_POOL)
        key = (filled, upper)
        with self._lock:
            plan = self._plans.get(key)
            if plan is None or plan.pool < pool_left:
                turns_after = len(CATEGORIES) - filled.bit_count() - 1
                by_category = category_roll_values(dicetime_table.values(), filled, upper)
                plan = PoolTurnPlan(by_category, turns_after, pool_left)
                self._plans[key] = plan
                if len(self._plans) > 16:
                    self._plans.popitem(last=False)
            self._plans.move_to_end(key)
            return plan


_plans = _Plans()


def evaluate_keeps(
    open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int
) -> dict[tuple[int, ...], float]:
    """Each distinct keep -> expected points to come (all five = stop and fill now)."""
    dice = validate_dice(dice)
    return _plans.get(open_categories, upper_total, pool_left).keep_values(dice, min(pool_left, MAX_POOL))


def _best_of(options: dict[tuple[int, ...], float]) -> tuple[int, ...]:
    """The best keep; on a tie, the one holding more dice."""
    return max(options, key=lambda keep: (options[keep], len(keep)))


def best_keep(open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int) -> tuple[int, ...]:
    """The keep to reroll around, or all five dice to stop."""
    return _best_of(evaluate_keeps(open_categories, upper_total, dice, pool_left))


def best_category(open_categories: Iterable[str], upper_total: int, dice: Sequence[int]) -> str:
    """The category to fill: the pool left does not change which one is best."""
    return dicetime.best_category(open_categories, upper_total, dice)


def expected_loss(
    open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int, choice: str | Sequence[int]
) -> float:
    """Expected points a choice gives up against the pooled policy: a category (fill now) or a keep
    (the values held; all five dice = stop and fill the best category)."""
    options = evaluate_keeps(open_categories, upper_total, dice, pool_left)
    best = max(options.values())
    if isinstance(choice, str):
        values = dicetime.evaluate_categories(open_categories, upper_total, dice)
        if choice not in values:
            raise ValueError(f"category {choice!r} is not open")
        chosen = options[tuple(sorted(dice))] - (max(values.values()) - values[choice])
    else:
        keep = tuple(sorted(choice))
        lock_mask(dice, keep)  # raises if the keep is not part of the dice
        if len(keep) < DICE_COUNT and pool_left == 0:
            raise ValueError("the pool is empty: no reroll to keep for")
        chosen = options[keep]
    return max(0.0, best - chosen)


def hint(open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int) -> Hint:
    """What the pooled policy would do now (``Hint.column`` is 0 for a fill)."""
    dice = validate_dice(dice)
    options = evaluate_keeps(open_categories, upper_total, dice, pool_left)
    keep = _best_of(options)
    if len(keep) < DICE_COUNT:
        return Hint("keep", keep, lock_mask(dice, keep), None, None, options[keep])
    category = best_category(open_categories, upper_total, dice)
    return Hint("fill", keep, (True,) * DICE_COUNT, 0, category, options[keep])


class PuzzlePlayer:
    """Plays the puzzle with the pooled policy."""

    difficulty = "hard"

    def choose_keep(self, turn: PuzzleTurn, rng: random.Random) -> tuple[int, ...]:
        return best_keep(turn.open_categories, turn.upper_total, turn.dice, turn.pool_left)

    def choose_category(self, turn: PuzzleTurn, rng: random.Random) -> str:
        return best_category(turn.open_categories, turn.upper_total, turn.dice)


def make_player() -> PuzzlePlayer:
    return PuzzlePlayer()


def play_solitaire(seed: int, pooled: bool = True, rerolls: int = DEFAULT_REROLLS) -> int:
    """Score of one puzzle without a timer, on seeded dice, played through the rules' PuzzleGame.

    pooled=True: the pooled policy. pooled=False: the even split, optimal Dicetime play with at most
    2 rerolls a turn (a turn never spends more; rerolls it leaves stay unused).
    """
    rng = random.Random(seed)
    game = PuzzleGame(rerolls=rerolls)
    even = dicetime.make_player("hard")
    while not game.is_over:
        turn = game.turn()
        dice = turn.roll_random(rng)
        spent = 0
        card = game.card
        while game.rerolls_left > 0:
            if pooled:
                keep = best_keep(card.open_categories, card.upper_total, dice, game.rerolls_left)
            elif spent < 2:
                keep = even.choose_keep(dicetime.turn_from_card(card, dice, 2 - spent), rng)
            else:
                break
            if len(keep) == DICE_COUNT:
                break
            turn.set_locked(lock_mask(dice, keep))
            dice = turn.roll_random(rng)
            spent += 1
        game.fill(best_category(card.open_categories, card.upper_total, dice))
    return game.score


def measure_reroll_worth(games: int, most: int = len(REROLL_WORTH) - 1) -> np.ndarray:
    """Re-measure REROLL_WORTH: the mean over the turn-start states of `games` Hard solitaire games
    (seeds 0..games-1) of the turn's start value with k rerolls minus with 2, for k = 0..most."""
    from game.ai.simulate import roll_turn
    from game.ai.turn_plan import TurnPlan

    player = dicetime.make_player("hard")
    table = dicetime_table.values()
    rows = []
    for seed in range(games):
        rng = random.Random(seed)
        card = ScoreCard()
        while not card.is_complete:
            filled, upper = column_state(card.open_categories, card.upper_total)
            plan = TurnPlan(category_roll_values(table, filled, upper).max(axis=0), rerolls=most)
            rows.append([plan.start_value(k) for k in range(most + 1)])
            dice, left = roll_turn(rng, lambda d, n, card=card, rng=rng: player.choose_keep(
                dicetime.turn_from_card(card, d, n), rng))
            card.fill(player.choose_category(dicetime.turn_from_card(card, dice, left), rng), dice)
    worth = np.mean(rows, axis=0)
    return worth - worth[2]
