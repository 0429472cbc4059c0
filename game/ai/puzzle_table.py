"""The exact value table of the Dicetime Puzzle (all rerolls of a game in one pool): build, cache, load.

A turn-start position is (filled categories, capped upper total, rerolls left in the pool). Its value
is the expected number of points still to come (category points plus the upper bonus when it is
reached later) under perfect play, with the first throw of every turn free and any number of pool
rerolls spent on any turn. Within a turn the state is (the dice, rerolls left): each step either
fills an open category or keeps some dice and spends one reroll. The timer is not part of it.

``table[filled, upper, pool]`` holds those values. ``filled`` is a bit mask over the spec's
*playable* categories (``TableSpec.playable``; for the rule text's puzzle all 13, bit i =
``CATEGORIES[i]``), ``upper`` the upper total capped at the bonus line (``TableSpec.upper_index``),
``pool`` 0..``max_pool``.

How it is built (see shared notes/optimal-dicetime.md; the same techniques as ``dicetime_table``):
backward over the number of filled categories, many states at a time. For one turn-start state
(filled, upper), a single sweep gives the value for *every* pool size: with ``stop[q]`` the value of
filling now with q rerolls left (points + the table after, at pool q),

    W[0] = stop[0],   W[q] = max(stop[q], best over sub-keeps of E[W[q-1] after rerolling the rest]),

and the turn-start value with pool p is the mean of W[p] over the free first throw (``game.ai.puzzle_pool``). Keeps are built
one die at a time (``KeepSolver``), states lie along the contiguous axis, only upper totals that can
occur with a filled set are computed, the keep steps run in float32 on values minus a per-state
offset (float32 moves the empty card's value by about 1e-5), the table is accumulated in float64 and
kept as float32 (56 MiB for the 26-reroll puzzle).

``TableSpec`` also describes the campaign levels whose twists keep this model: categories closed
before the start (prefilled, blocked, left out), an upper total already counted, another pool, another
bonus line or bonus points, doubled categories. Each spec gets its own table over only its playable
categories (a level with four rows left has 16 filled sets, solved in milliseconds).

Cache: ``puzzle-values-v1-<spec key>.npy`` in the cache folder, as every solved table
(``game.ai.solved_table``: written atomically, never trusted, rebuilt when damaged); a file is used
only if its values are also finite, non-negative and zero on a full card.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import numpy as np

from game.ai.dice_space import bonus_out_of_reach, solve_card_backwards
from game.ai.puzzle_pool import PoolSolver
from game.ai.solved_table import SolvedTable
from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD, CATEGORIES, UPPER
from game.rules.puzzle import DEFAULT_REROLLS

CACHE_VERSION = 1  # bump whenever the rules, the spec or the table layout change
CHUNK_STATES = 384  # turn-start states per batch: enough to amortise numpy calls, small enough for the cache
UPPER_MOST = sum(5 * face for face in range(1, len(UPPER) + 1))  # 105: five of each face, counted once
_CATEGORY_INDEX = {name: i for i, name in enumerate(CATEGORIES)}


@dataclass(frozen=True)
class TableSpec:
    """The rules one table solves. ``TableSpec()`` is the rule text's puzzle (26 pooled rerolls).

    - ``max_pool``: the largest pool the table answers (it answers every pool 0..max_pool);
    - ``closed``: categories no turn fills (prefilled, blocked or left out by a level);
    - ``start_upper``: upper points already on the card (prefilled upper rows, doubling included);
    - ``bonus_threshold`` / ``bonus_points``: the upper bonus line and its points;
    - ``doubled``: categories whose points count twice (toward the bonus too);
    - ``turn_rerolls``: the most rerolls one turn may spend (None: no cap). The within-turn state then
      also counts what the turn may still spend;
    - ``rewards``: (category, rerolls) won back into the pool when that category scores more than 0;
    - ``bonus_rerolls``: rerolls won back when the upper bonus is reached (``max_pool`` must leave room:
      ``game.ai.puzzle_levels`` sizes it to the start pool plus every reroll that can be won);
    - ``pinned``: a face one planet shows all game (never thrown): every throw is four dice plus it,
      and every keep holds it.
    """

    max_pool: int = DEFAULT_REROLLS
    closed: frozenset[str] = field(default_factory=frozenset)
    start_upper: int = 0
    bonus_threshold: int = BONUS_THRESHOLD
    bonus_points: int = BONUS_POINTS
    doubled: frozenset[str] = field(default_factory=frozenset)
    turn_rerolls: int | None = None
    rewards: frozenset[tuple[str, int]] = field(default_factory=frozenset)
    bonus_rerolls: int = 0
    pinned: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "closed", frozenset(self.closed))
        object.__setattr__(self, "doubled", frozenset(self.doubled))
        rewards = dict(self.rewards.items() if isinstance(self.rewards, dict) else self.rewards)
        object.__setattr__(self, "rewards", frozenset((k, v) for k, v in rewards.items() if v))
        if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in rewards.values()):
            raise ValueError(f"rewards must be whole numbers >= 0, got {rewards!r}")
        if self.pinned is not None and self.pinned not in range(1, 7):
            raise ValueError(f"pinned must be a face 1..6 or None, got {self.pinned!r}")
        if not isinstance(self.bonus_rerolls, int) or self.bonus_rerolls < 0:
            raise ValueError(f"bonus_rerolls must be a whole number >= 0, got {self.bonus_rerolls!r}")
        unknown = sorted((self.closed | self.doubled | set(rewards)) - set(CATEGORIES))
        if unknown:
            raise ValueError(f"unknown categories: {', '.join(unknown)}")
        if not self.playable:
            raise ValueError("no category is left to play")
        for name in ("max_pool", "start_upper", "bonus_points"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{name} must be a whole number >= 0, got {value!r}")
        if self.turn_rerolls is not None and (not isinstance(self.turn_rerolls, int) or self.turn_rerolls < 0):
            raise ValueError(f"turn_rerolls must be None or a whole number >= 0, got {self.turn_rerolls!r}")
        if not isinstance(self.bonus_threshold, int) or self.bonus_threshold < 1:
            raise ValueError(f"bonus_threshold must be a whole number >= 1, got {self.bonus_threshold!r}")

    # ------------------------------------------------------------------ derived
    @property
    def playable(self) -> tuple[int, ...]:
        """Indices (in CATEGORIES) of the categories the turns fill, in card order."""
        return tuple(i for i, name in enumerate(CATEGORIES) if name not in self.closed)

    def multiplier(self, category: int) -> int:
        return 2 if CATEGORIES[category] in self.doubled else 1

    def reward(self, category: int) -> int:
        """Rerolls won back when `category` (an index) scores more than 0."""
        return dict(self.rewards).get(CATEGORIES[category], 0)

    @property
    def turn_cap(self) -> int | None:
        """The per-turn cap that matters (None when the pool itself is the only limit)."""
        return self.turn_rerolls if self.turn_rerolls is not None and self.turn_rerolls < self.max_pool else None

    @property
    def upper_cap(self) -> int:
        """Upper totals are kept capped at this (0 when the bonus can no longer change hands)."""
        if self.start_upper >= self.bonus_threshold:
            return 0  # already earned: counted in the start score
        most = self.start_upper + sum(
            self.multiplier(c) * 5 * (c + 1) for c in self.playable if c < len(UPPER)
        )
        return self.bonus_threshold if most >= self.bonus_threshold else 0

    @property
    def shape(self) -> tuple[int, int, int]:
        return (1 << len(self.playable), self.upper_cap + 1, self.max_pool + 1)

    @property
    def table_bytes(self) -> int:
        """What the table takes on disk and in memory (float32); its build holds about three times this."""
        n_masks, n_upper, n_pools = self.shape
        return n_masks * n_upper * n_pools * 4

    @property
    def work(self) -> int:
        """The build's cost in table cells swept (a cap per turn sweeps each pool once per reroll allowed)."""
        n_masks, n_upper, n_pools = self.shape
        return n_masks * n_upper * n_pools * max(1, self.turn_cap or 1)

    def upper_index(self, upper_total: int) -> int:
        if upper_total < 0:
            raise ValueError(f"upper total cannot be negative, got {upper_total}")
        return min(int(upper_total), self.upper_cap)

    def local_mask(self, open_categories: Iterable[str]) -> int:
        """The table's filled mask for a card whose open categories are these."""
        open_set = set(open_categories)
        unknown = sorted(open_set - set(CATEGORIES))
        if unknown:
            raise ValueError(f"unknown categories: {', '.join(unknown)}")
        closed_open = sorted(open_set & self.closed)
        if closed_open:
            raise ValueError(f"not playable under this table: {', '.join(closed_open)}")
        mask = 0
        for bit, category in enumerate(self.playable):
            if CATEGORIES[category] not in open_set:
                mask |= 1 << bit
        return mask

    @property
    def key(self) -> str:
        """Short, file-name-safe and unique per spec."""
        if self == TableSpec(max_pool=self.max_pool):
            return f"pool{self.max_pool}"
        text = repr((self.max_pool, sorted(self.closed), self.start_upper, self.bonus_threshold,
                     self.bonus_points, sorted(self.doubled), self.turn_cap, sorted(self.rewards),
                     self.bonus_rerolls if self.upper_cap else 0, self.pinned))
        return f"pool{self.max_pool}-{hashlib.sha256(text.encode()).hexdigest()[:16]}"


STANDARD = TableSpec()


# ---------------------------------------------------------------------------------------------- build
def reachable_upper_totals(spec: TableSpec) -> dict[int, np.ndarray]:
    """[filled mask restricted to the playable upper categories] -> upper totals (capped) that can occur."""
    cap = spec.upper_cap
    upper_bits = [(bit, c) for bit, c in enumerate(spec.playable) if c < len(UPPER)]
    result: dict[int, np.ndarray] = {}
    for subset in range(1 << len(upper_bits)):
        totals = {min(spec.start_upper, cap)}
        mask = 0
        for j, (bit, c) in enumerate(upper_bits):
            if subset >> j & 1:
                mask |= 1 << bit
                step = spec.multiplier(c) * (c + 1)
                totals = {min(cap, t + step * n) for t in totals for n in range(6)}
        result[mask] = np.array(sorted(totals))
    return result


def out_of_reach(spec: TableSpec, reachable: dict[int, np.ndarray]
                 ) -> tuple[dict[int, np.ndarray], dict[int, tuple[int, np.ndarray]]]:
    """``dice_space.bonus_out_of_reach`` for this spec: what its open upper categories can still add (five dice
    of each, doubled where doubled) per set of filled upper categories (bit i = ``spec.playable[i]``)."""
    uppers = [(bit, spec.multiplier(c) * 5 * (c + 1)) for bit, c in enumerate(spec.playable) if c < len(UPPER)]
    return bonus_out_of_reach(reachable, lambda bits: sum(most for bit, most in uppers if not bits >> bit & 1),
                              spec.upper_cap)


def upper_mask(spec: TableSpec) -> int:
    return sum(1 << bit for bit, c in enumerate(spec.playable) if c < len(UPPER))


def build_table(
    spec: TableSpec = STANDARD, progress: Callable[[int, int], None] | None = None, exact: bool = False
) -> np.ndarray:
    """Compute the value table of `spec` from scratch (float32, shape ``spec.shape``). No I/O.

    ``exact=True`` runs every step in float64 and returns the float64 table (slower; for checks and
    for the published figure). Upper totals that cannot occur
    with a filled set get the value of the nearest one that can (so any input reads something sane).
    """
    n_masks, n_upper, n_pools = spec.shape
    n_playable = len(spec.playable)
    table = np.zeros((n_masks, n_upper, n_pools))
    reachable = reachable_upper_totals(spec)
    uppers_of = upper_mask(spec)
    solved, same = out_of_reach(spec, reachable)
    solver = PoolSolver(spec, CHUNK_STATES + n_upper, np.float64 if exact else np.float32)
    solve_card_backwards(table, n_playable, lambda mask: solved[mask & uppers_of], solver.turn_start_values,
                         CHUNK_STATES, progress, lambda mask: same.get(mask & uppers_of))
    _fill_unreachable(table, reachable, uppers_of)
    return table if exact else table.astype(np.float32)


def _fill_unreachable(table: np.ndarray, reachable: dict[int, np.ndarray], uppers_of: int) -> None:
    masks = np.arange(table.shape[0])
    every = np.arange(table.shape[1])
    for bits, totals in reachable.items():
        below = np.searchsorted(totals, every, side="right") - 1
        nearest = totals[np.maximum(below, 0)]
        rows = masks[(masks & uppers_of) == bits]
        table[rows] = table[rows][:, nearest]


# ---------------------------------------------------------------------------------------------- cache
def is_valid_table(table: object, spec: TableSpec = STANDARD) -> bool:
    """A loaded table is trusted only with the exact shape and dtype and plausible values."""
    if not (isinstance(table, np.ndarray) and table.shape == spec.shape and table.dtype == np.float32):
        return False
    full = table.shape[0] - 1
    return bool(np.isfinite(table).all()) and bool((table >= 0).all()) and bool((table[full] == 0).all())


# One table per spec, cached as puzzle-values-v<CACHE_VERSION>-<spec key>.npy; the standard table and a
# couple of level tables stay in memory. A first build takes tens of seconds: background builds run
# at a lower priority (the game's frames come first). `build_table` is looked up when a build is due.
TABLE = SolvedTable("puzzle-values", version=CACHE_VERSION, shape=lambda spec: spec.shape, dtype="<f4",
                    build=lambda spec: build_table(spec), valid=is_valid_table, key_name=lambda spec: spec.key,
                    default=STANDARD, kept=3, low_priority=True)

values = TABLE.get                    # values(spec=STANDARD): from memory, else the cache, else built now
values_if_ready = TABLE.get_if_ready  # never builds, never waits (screens that must not stall)
is_loaded = TABLE.is_loaded
warm_up_in_background = TABLE.warm_up_in_background
forget_loaded_tables = TABLE.forget
cache_path = TABLE.cache_path
load_cached = TABLE.load_cached       # load_cached(spec=STANDARD, path=None)
save_atomically = TABLE.save          # save_atomically(table, spec=STANDARD, path=None)
