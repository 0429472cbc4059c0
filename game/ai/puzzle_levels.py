"""Which puzzle levels the exact table answers, and what a perfect player averages on them.

A level is (pool, ``game.rules.puzzle_twists.Twists``). Its twists fall in three groups:

- *starting positions* the rule text's model already covers, answered exactly by a table over the
  playable rows only: ``prefilled`` (rows filled, their points and upper total counted), ``blocked``
  and ``only`` (rows out of play), a smaller or larger pool;
- *rule changes* the model takes as parameters, exact with a table of their own: ``bonus_threshold``
  and ``bonus_points``, ``doubled``, ``turn_rerolls`` (a cap per turn: the within-turn state counts
  what the turn may still spend), ``bonus_rerolls`` and ``reward_rerolls`` (the pool grows: the
  table reaches the start pool plus every reroll that can be won), ``locked_planet`` (every throw is
  four dice and the pinned face; every keep holds it);
- twists the table does **not** model (``not_modelled``): ``required`` (a level lost on a zero in a
  required row is not a score: expected score times winning is not additive over turns, it would
  need the score so far in the state) and ``target`` (the level ends as soon as the score reaches it,
  a race against the clock: again the score so far, and the time). For those ``perfect_average``
  returns None; ``level_optimum(...).value`` still gives the best expected score ignoring them (an
  upper bound on what any play scores there on average).

The clock is never modelled: "a perfect player averages N here" means with unlimited time.

A level's table is also **bounded**: a player's level may ask for a pool of 99 rerolls, whose table
would take 210 MiB on disk and about three times that while it is built. A level whose table would
take more than ``MAX_TABLE_BYTES`` (64 MiB: the rule text's puzzle takes 54, the largest built-in
level 59) or whose build would sweep more than ``MAX_WORK`` cells (twice that table's: a cap per turn
multiplies the sweeps) gets no exact player: ``offered`` is False and ``not_offered`` says why, which
the results card shows instead of the perfect player's average.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai import puzzle_table
from game.ai.puzzle_table import TableSpec
from game.rules.dicetime import UPPER
from game.rules.puzzle import DEFAULT_REROLLS
from game.rules.puzzle_twists import Twists

MAX_TABLE_BYTES = 64 * 2**20     # a level's table on disk and in memory (its build holds about 3x)
MAX_WORK = 2 * MAX_TABLE_BYTES // 4   # table cells one build may sweep

#: What a twist the table does not model asks of a player, for "no perfect player here: ...".
UNMODELLED_WHY = {"required": "its plan cannot weigh a row that must score",
                  "target": "its plan cannot race a target against the clock"}


@dataclass(frozen=True)
class LevelOptimum:
    """What the exact table says about one level.

    ``spec``: the table that models it; ``pool``: the pool at the start; ``start_score``: points on the
    card before the first turn (prefilled rows, and the bonus if they already reach the line);
    ``start_upper``: the upper total at the start; ``not_modelled``: twists the table leaves out (empty
    when the figure is exact)."""

    spec: TableSpec
    pool: int
    start_score: int
    start_upper: int
    not_modelled: tuple[str, ...]

    @property
    def exact(self) -> bool:
        """Whether the table models every twist of the level (it may still be too costly to offer)."""
        return not self.not_modelled

    @property
    def not_offered(self) -> str | None:
        """Why there is no exact player on this level (a twist it does not model, or a table over the
        bounds a level may cost), or None: it is offered."""
        if self.not_modelled:
            return UNMODELLED_WHY[self.not_modelled[0]]
        mib = self.spec.table_bytes / 2**20
        if self.spec.table_bytes > MAX_TABLE_BYTES:
            return f"its table would take {mib:.0f} MiB (a level may take {MAX_TABLE_BYTES // 2**20})"
        if self.spec.work > MAX_WORK:
            return f"its table would take {self.spec.work / MAX_WORK:.1f} times the work a level may take"
        return None

    @property
    def offered(self) -> bool:
        """Whether the exact player (and what builds on it: the perfect average, the review) is offered."""
        return self.not_offered is None

    def value(self, table) -> float:
        """Expected final score under perfect play, read from this spec's table."""
        return self.start_score + float(table[0, self.spec.upper_index(self.start_upper), self.pool])


def not_modelled(twists: Twists) -> tuple[str, ...]:
    """Names of the twists of a level that the exact table does not model (empty: it is exact)."""
    missing = []
    if twists.required:
        missing.append("required")
    if twists.target is not None:
        missing.append("target")
    return tuple(missing)


def level_optimum(rerolls: int = DEFAULT_REROLLS, twists: Twists | None = None) -> LevelOptimum:
    """The table spec and start of a level (the rule text's puzzle when `twists` is None)."""
    twists = twists if twists is not None else Twists()
    prefilled = dict(twists.prefilled)
    start_upper = sum(points for name, points in prefilled.items() if name in UPPER)
    start_score = sum(prefilled.values())
    if start_upper >= twists.bonus_threshold:
        start_score += twists.bonus_points
    # The rules pay bonus rerolls only with a bonus of more than 0 points (PuzzleGame._reward).
    bonus_rerolls = twists.bonus_rerolls if twists.bonus_points > 0 else 0
    rewards = {name: n for name, n in twists.reward_rerolls.items() if n}
    plain = not (prefilled or twists.out_of_play or twists.doubled or twists.turn_rerolls is not None
                 or twists.bonus_threshold != TableSpec().bonus_threshold or bonus_rerolls or rewards
                 or twists.bonus_points != TableSpec().bonus_points or twists.locked_planet is not None)
    # Plain levels with a pool of 26 or less share the rule text's table (it answers every smaller pool);
    # otherwise the table reaches the most the pool can hold: the start plus every reroll that can be won.
    max_pool = max(rerolls, DEFAULT_REROLLS) if plain else rerolls + bonus_rerolls + sum(rewards.values())
    spec = TableSpec(max_pool=max_pool, closed=frozenset(prefilled) | twists.out_of_play, start_upper=start_upper,
                     bonus_threshold=twists.bonus_threshold, bonus_points=twists.bonus_points,
                     doubled=twists.doubled, turn_rerolls=twists.turn_rerolls, rewards=frozenset(rewards.items()),
                     bonus_rerolls=bonus_rerolls, pinned=twists.locked_planet)
    return LevelOptimum(spec, rerolls, start_score, start_upper, not_modelled(twists))


def perfect_average(rerolls: int = DEFAULT_REROLLS, twists: Twists | None = None, wait: bool = False) -> float | None:
    """What a perfect player averages on this level (no clock), or None when the exact player is not
    offered there (``level_optimum(...).not_offered`` says why), or (unless `wait`) when its table is
    not built yet: a screen can call this every frame without stalling; ``warm_up(rerolls, twists)``
    starts the build."""
    optimum = level_optimum(rerolls, twists)
    if not optimum.offered:
        return None
    table = puzzle_table.values(optimum.spec) if wait else puzzle_table.values_if_ready(optimum.spec)
    return None if table is None else optimum.value(table)


def warm_up(rerolls: int = DEFAULT_REROLLS, twists: Twists | None = None):
    """Start loading or building the level's table in the background (a daemon thread, returned), or
    None when the exact player is not offered on the level (nothing is built)."""
    optimum = level_optimum(rerolls, twists)
    return puzzle_table.warm_up_in_background(optimum.spec) if optimum.offered else None
