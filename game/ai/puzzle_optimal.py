"""Perfect play of the Dicetime Puzzle, read from the exact table of ``game.ai.puzzle_table``.

Plain data in: ``open_categories``, ``upper_total`` (as the card shows it, prefilled rows included),
``dice`` and ``pool_left`` (rerolls left in the pool). Under a per-turn cap, ``allowance`` is how many
more rerolls this turn may spend (default: the cap, i.e. none spent yet). The timer is not part of it.

Every value is the expected number of points still to come with perfect play from then on, exact up
to the float32 table (about 1e-4). For one turn-start state (the card) the turn is worked out once,
for every pool size up to the one in hand (``TurnValues``); every decision of that turn then reads it.

API: ``OptimalPuzzle(spec)`` (``STANDARD``: the rule text's puzzle) with ``evaluate_keeps``,
``evaluate_categories``, ``best_keep``, ``best_category``, ``expected_loss``, ``hint``,
``start_value``; ``OptimalPuzzlePlayer`` for computer seats; and module functions for the rule text's
puzzle with the signatures of ``game.ai.puzzle`` (the scenes' hint calls either).
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Iterable, Sequence

import numpy as np

from game.ai import puzzle_table
from game.ai.dice_space import (
    FACE_COUNT,
    KEEP_INDEX,
    SCORES,
    best_of_sub_keeps_one,
    expect_one,
    roll_index,
    sub_keeps,
)
from game.ai.puzzle_pool import first_throw_weights, pool_after, unpinned_keeps, upper_after
from game.ai.puzzle_table import STANDARD, TableSpec
from game.ai.turn_plan import lock_mask
from game.ai.valuation import Hint
from game.rules.dicetime import CATEGORIES, DICE_COUNT, UPPER, validate_dice
from game.rules.puzzle import DEFAULT_REROLLS, PuzzleGame

__all__ = [
    "OptimalPuzzle", "OptimalPuzzlePlayer", "TurnValues", "best_category", "best_keep", "evaluate_categories",
    "evaluate_keeps", "expected_loss", "hint", "make_player", "play", "play_solitaire",
]


class TurnValues:
    """One turn-start state (filled rows, upper total) under a table, for every pool and allowance.

    ``category[i, q, r]``: the value of filling the i-th open category (``self.open``) with roll r,
    q rerolls left. ``roll(q, j)``: the value of facing each roll with q in the pool and j more this
    turn may spend; ``keep(q, j)``: the value of each keep when one reroll is spent from there.
    """

    def __init__(self, spec: TableSpec, table: np.ndarray, mask: int, upper: int) -> None:
        self.spec = spec
        self.open = tuple(c for bit, c in enumerate(spec.playable) if not mask >> bit & 1)
        if not self.open:
            raise ValueError("the card is full: there is no decision to make")
        rows = []
        for bit, c in enumerate(spec.playable):
            if mask >> bit & 1:
                continue
            after = table[mask | 1 << bit].astype(np.float64)  # (upper totals, pools)
            n_pools = after.shape[1]
            if c < len(UPPER):
                new_total, points, won = upper_after(spec, c)
                pools = np.minimum(np.arange(n_pools)[None, :] + won[:, upper, None], n_pools - 1)
                gains = after[new_total[:, upper, None], pools] + points[:, upper, None]  # (6 counts, pools)
                rows.append(gains[FACE_COUNT[c]].T)
            else:
                scores = spec.multiplier(c) * SCORES[c]
                values = scores[None, :] + after[upper][:, None]
                if spec.reward(c):  # a roll that scores wins rerolls back
                    grown = after[upper][pool_after(spec.reward(c), n_pools)]
                    values[:, scores > 0] = scores[None, scores > 0] + grown[:, None]
                rows.append(values)
        self.category = np.stack(rows)  # (open, pools, N_ROLLS)
        self.stop = self.category.max(axis=0)  # (pools, N_ROLLS)
        self.weights = first_throw_weights(spec.pinned)
        self.unpinned = unpinned_keeps(spec.pinned)
        self._rolls: dict[tuple[int, int], np.ndarray] = {}
        self._keeps: dict[tuple[int, int], np.ndarray] = {}

    def allowance(self, pool: int, allowance: int | None) -> int:
        cap = self.spec.turn_cap
        most = pool if cap is None else min(pool, cap)
        return most if allowance is None else max(0, min(most, allowance))

    def roll(self, pool: int, allowance: int) -> np.ndarray:
        """(N_ROLLS,) worked up from (pool - allowance, 0), each step one reroll: at most 26 steps."""
        allowance = min(allowance, pool)
        base = pool - allowance
        values = self.stop[base]
        for step in range(1, allowance + 1):
            key = (base + step, step)
            known = self._rolls.get(key)
            if known is None:
                keep = expect_one(values)
                keep[self.unpinned] = -np.inf  # a keep must hold the pinned planet
                self._keeps[key] = keep
                known = np.maximum(self.stop[base + step], best_of_sub_keeps_one(keep))
                self._rolls[key] = known
            values = known
        return values

    def keep(self, pool: int, allowance: int) -> np.ndarray:
        """(N_KEEPS,): each keep's value when one reroll is spent (pool >= 1, allowance >= 1)."""
        allowance = min(allowance, pool)
        if allowance < 1:
            raise ValueError("no reroll left to keep for")
        self.roll(pool, allowance)
        return self._keeps[(pool, allowance)]

    def start_value(self, pool: int) -> float:
        return float(self.weights @ self.roll(pool, self.allowance(pool, None)))


class OptimalPuzzle:
    """Perfect play under one table spec; the table is fetched (built, loaded) on first use."""

    def __init__(self, spec: TableSpec = STANDARD) -> None:
        self.spec = spec
        self._turns: OrderedDict[tuple[int, int], TurnValues] = OrderedDict()
        self._table_read: np.ndarray | None = None

    def table(self) -> np.ndarray:
        return puzzle_table.values(self.spec)

    def is_ready(self) -> bool:
        return puzzle_table.is_loaded(self.spec)

    def turn_values(self, open_categories: Iterable[str], upper_total: int) -> TurnValues:
        mask = self.spec.local_mask(open_categories)
        upper = self.spec.upper_index(upper_total)
        table = self.table()
        if table is not self._table_read:  # a table reloaded or rebuilt: what was worked out may differ
            self._turns.clear()
            self._table_read = table
        key = (mask, upper)
        turn = self._turns.get(key)
        if turn is None:
            turn = TurnValues(self.spec, table, mask, upper)
            self._turns[key] = turn
            if len(self._turns) > 16:
                self._turns.popitem(last=False)
        self._turns.move_to_end(key)
        return turn

    def _pool(self, pool_left: int) -> int:
        if pool_left < 0:
            raise ValueError(f"pool_left cannot be negative, got {pool_left}")
        return min(int(pool_left), self.spec.max_pool)  # a pool beyond the table: valued as its largest

    def start_value(self, open_categories: Iterable[str], upper_total: int, pool: int) -> float:
        """Expected points to come from the start of a turn (before its free throw)."""
        pool = self._pool(pool)
        return self.turn_values(open_categories, upper_total).start_value(pool)

    def evaluate_categories(
        self, open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int
    ) -> dict[str, float]:
        """Each open category -> expected points to come if these dice fill it now (points included)."""
        turn = self.turn_values(open_categories, upper_total)
        r = roll_index(validate_dice(dice))
        q = self._pool(pool_left)
        return {CATEGORIES[c]: float(turn.category[i, q, r]) for i, c in enumerate(turn.open)}

    def evaluate_keeps(
        self, open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int,
        allowance: int | None = None,
    ) -> dict[tuple[int, ...], float]:
        """Each distinct keep -> expected points to come; holding all five means stop and fill the best."""
        dice = tuple(sorted(validate_dice(dice)))
        turn = self.turn_values(open_categories, upper_total)
        q = self._pool(pool_left)
        j = turn.allowance(q, allowance)
        options = {dice: float(turn.stop[q][roll_index(dice)])}
        if j > 0:
            values = turn.keep(q, j)
            pinned = self.spec.pinned
            for keep in sub_keeps(dice):
                if len(keep) < DICE_COUNT and (pinned is None or pinned in keep):
                    options[keep] = float(values[KEEP_INDEX[keep]])
        return options

    def best_keep(self, open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int,
                  allowance: int | None = None) -> tuple[int, ...]:
        """The keep to reroll around, or all five dice to stop (preferred on a tie: it saves a reroll)."""
        options = self.evaluate_keeps(open_categories, upper_total, dice, pool_left, allowance)
        return max(options, key=lambda keep: (options[keep], len(keep)))

    def best_category(self, open_categories: Iterable[str], upper_total: int, dice: Sequence[int],
                      pool_left: int) -> str:
        """The category to fill (with this many rerolls left for the turns after)."""
        values = self.evaluate_categories(open_categories, upper_total, dice, pool_left)
        return max(values, key=values.__getitem__)

    def expected_loss(
        self, open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int,
        choice: str | Sequence[int], allowance: int | None = None,
    ) -> float:
        """Expected points a choice gives up against perfect play (>= 0): a category (fill now) or a
        keep (the values held; all five dice = stop and fill the best category)."""
        dice = validate_dice(dice)
        options = self.evaluate_keeps(open_categories, upper_total, dice, pool_left, allowance)
        best = max(options.values())
        if isinstance(choice, str):
            values = self.evaluate_categories(open_categories, upper_total, dice, pool_left)
            if choice not in values:
                raise ValueError(f"category {choice!r} is not open")
            chosen = values[choice]
        else:
            keep = tuple(sorted(choice))
            lock_mask(dice, keep)  # raises if the keep is not part of the dice
            if keep not in options:
                raise ValueError("no reroll left to keep for")
            chosen = options[keep]
        return max(0.0, best - chosen)

    def hint(self, open_categories: Iterable[str], upper_total: int, dice: Sequence[int], pool_left: int,
             allowance: int | None = None) -> Hint:
        """What perfect play does now (``Hint.column`` is 0 for a fill; ``value``: points to come)."""
        dice = validate_dice(dice)
        options = self.evaluate_keeps(open_categories, upper_total, dice, pool_left, allowance)
        keep = max(options, key=lambda k: (options[k], len(k)))
        if len(keep) < DICE_COUNT:
            return Hint("keep", keep, lock_mask(dice, keep), None, None, options[keep])
        category = self.best_category(open_categories, upper_total, dice, pool_left)
        return Hint("fill", keep, (True,) * DICE_COUNT, 0, category, options[keep])


class OptimalPuzzlePlayer:
    """Plays the puzzle perfectly (``choose_keep``/``choose_category`` on a ``game.ai.puzzle.PuzzleTurn``)."""

    difficulty = "hard"

    def __init__(self, spec: TableSpec = STANDARD) -> None:
        self.solver = OptimalPuzzle(spec)

    def choose_keep(self, turn, rng: random.Random) -> tuple[int, ...]:
        return self.solver.best_keep(turn.open_categories, turn.upper_total, turn.dice, turn.pool_left)

    def choose_category(self, turn, rng: random.Random) -> str:
        return self.solver.best_category(turn.open_categories, turn.upper_total, turn.dice, turn.pool_left)


_standard = OptimalPuzzle(STANDARD)


def make_player(spec: TableSpec = STANDARD) -> OptimalPuzzlePlayer:
    return OptimalPuzzlePlayer(spec)


def evaluate_keeps(open_categories, upper_total, dice, pool_left):
    return _standard.evaluate_keeps(open_categories, upper_total, dice, pool_left)


def evaluate_categories(open_categories, upper_total, dice, pool_left):
    return _standard.evaluate_categories(open_categories, upper_total, dice, pool_left)


def best_keep(open_categories, upper_total, dice, pool_left):
    return _standard.best_keep(open_categories, upper_total, dice, pool_left)


def best_category(open_categories, upper_total, dice, pool_left):
    return _standard.best_category(open_categories, upper_total, dice, pool_left)


def expected_loss(open_categories, upper_total, dice, pool_left, choice):
    return _standard.expected_loss(open_categories, upper_total, dice, pool_left, choice)


def hint(open_categories, upper_total, dice, pool_left):
    return _standard.hint(open_categories, upper_total, dice, pool_left)


def play(game: PuzzleGame, solver: OptimalPuzzle, rng: random.Random) -> int:
    """Play `game` (a rules' PuzzleGame, twists and all; no clock) to the end with `solver`'s decisions
    on dice from `rng`; returns the score. Under a cap per turn, the turn's rolls left is the allowance."""
    while not game.is_over:
        turn = game.turn()
        dice = turn.roll_random(rng)
        card = game.card
        while turn.rolls_left > 0:
            keep = solver.best_keep(card.open_categories, card.upper_total, dice, game.rerolls_left,
                                    allowance=turn.rolls_left)
            if len(keep) == DICE_COUNT:
                break
            turn.set_locked(lock_mask(dice, keep))
            dice = turn.roll_random(rng)
        game.fill(solver.best_category(card.open_categories, card.upper_total, dice, game.rerolls_left))
    return game.score


def play_solitaire(seed: int, rerolls: int = DEFAULT_REROLLS) -> int:
    """Score of one puzzle without a timer, on seeded dice (as ``game.ai.puzzle.play_solitaire``),
    played perfectly through the rules' PuzzleGame."""
    solver = _standard if rerolls <= STANDARD.max_pool else OptimalPuzzle(TableSpec(max_pool=rerolls))
    return play(PuzzleGame(rerolls=rerolls), solver, random.Random(seed))
