"""The optimal solo 10000 / Zehntausend player: fewest expected rounds to the point limit.

``rounds(rules)[i]`` is the expected number of rounds (turns: solo has one seat) still to play from
the start of a turn with a banked total of ``i * unit`` points, under the policy that minimises that
expectation, for every total below the limit. ``rounds(rules)[0]`` is the game's value from zero.

How it is solved (exactly, up to floating point): the state of a turn is (banked points B, turn
points T, dice left n, confirmation still owed c). Within a turn T only grows, so for a fixed
"value of busting" the turn is solved backwards over T (``tenthousand_solver.solve_turn``). The
value of busting is the unknown itself, E(B): E(B) = 1 + turn(E(B)), a piecewise linear fixed point,
found per B by the secant method (exact once two iterates share a linear piece). Banking needs at
least ``bank_minimum`` points, so E(B) depends only on totals at least that far above B: totals are
solved from the limit down, in blocks of ``bank_minimum`` whose members do not depend on each other,
each block in one batch. With bankruptcy, a failed first roll drops the total to 0, which couples
every B to E(0): an outer secant iteration on E(0) makes it consistent.

The table (one float per total) is built on first use (a few seconds) and cached as
``tenthousand-rounds-v1-<rules digest>.npy`` in the cache folder, as every solved table
(``game.ai.solved_table``); a cache file that is missing, corrupt or implausible is rebuilt, never
trusted. Within a turn the
player's decisions come from ``turn_table(rules, i)``, one backward pass for that banked total
(about 10-30 ms, kept in memory).
"""

from __future__ import annotations

import dataclasses
import hashlib
from functools import lru_cache

import numpy as np

from game.ai.solved_table import SolvedTable
from game.ai.tenthousand_solver import solve_turn
from game.ai.tenthousand_space import TurnSpace, turn_space
from game.rules.tenthousand import CLASSIC, TenThousandRules

CACHE_VERSION = 1
SECANT_TOLERANCE = 1e-10
MAX_SECANT_STEPS = 200


def totals_below_limit(rules: TenThousandRules) -> int:
    """How many banked totals (multiples of the unit, from 0) have not reached the limit."""
    unit = turn_space(rules).unit
    count = 0
    while not rules.reached(count * unit):
        count += 1
    return count


def top_level(space: TurnSpace, totals: int, lowest: int) -> int:
    """The turn level from which every total >= `lowest` may bank and has reached the limit."""
    return max(space.bank_units, totals - lowest)


def bank_values(space: TurnSpace, rounds_ext: np.ndarray, totals: int, block: np.ndarray) -> np.ndarray:
    """(L + 1, nb): minus the rounds still to play after banking T units from each total in `block`."""
    top = top_level(space, totals, int(block.min()))
    levels = np.arange(top + 1)
    after = np.minimum(block[None, :] + levels[:, None], len(rounds_ext) - 1)
    values = -rounds_ext[after]
    values[levels < space.bank_units] = -np.inf
    return values


def _secant(evaluate, guess: np.ndarray) -> np.ndarray:
    """Solve f(x) = 0 elementwise, f decreasing and piecewise linear; `evaluate` maps x -> f(x)."""
    x0 = guess
    f0 = evaluate(x0)
    x1 = x0 + f0
    f1 = evaluate(x1)
    for _ in range(MAX_SECANT_STEPS):
        if np.max(np.abs(f1)) < SECANT_TOLERANCE:
            return x1
        slope = f1 - f0
        safe = np.abs(slope) > 1e-300
        step = np.where(safe, f1 * (x1 - x0) / np.where(safe, slope, 1.0), f1)
        x0, f0 = x1, f1
        x1 = x1 - step
        f1 = evaluate(x1)
    raise ArithmeticError("the expected rounds did not converge")


def solve_rounds(rules: TenThousandRules, bankrupt_value: float | None = None,
                 guess: np.ndarray | None = None) -> np.ndarray:
    """Expected rounds from every total below the limit, for a given value of going bankrupt
    (the expected rounds from 0; None: what the rules say, solved consistently). `guess` (a previous
    solution) only speeds the secant steps up."""
    space = turn_space(rules)
    totals = totals_below_limit(rules)
    if rules.bankrupt and bankrupt_value is None:
        # Outer secant on E(0): g(e) = E(0 | bankrupt costs e) - e, increasing slope below 1.
        latest = [solve_rounds(rules, 0.0)]

        def residual(e: np.ndarray) -> np.ndarray:
            latest.append(solve_rounds(rules, float(e[0]), latest[-1]))
            return latest[-1][:1] - e

        value = _secant(residual, latest[0][:1])
        return solve_rounds(rules, float(value[0]), latest[-1])
    initial = guess
    step = space.bank_units
    rounds_ext = np.zeros(totals + top_level(space, totals, 0) + 2)
    fallback = 1.0  # first guess for a block: a little above the block solved before it
    hi = totals
    while hi > 0:
        lo = max(0, hi - step)
        block = np.arange(lo, hi)

        bank = bank_values(space, rounds_ext, totals, block)

        def residual(x: np.ndarray, block: np.ndarray = block, bank: np.ndarray = bank) -> np.ndarray:
            bust = -x
            if bankrupt_value is None:
                first_bust = bust
            else:
                first_bust = np.where(block == 0, bust, -bankrupt_value)
            _, start = solve_turn(space, bank, bust, first_bust)
            return 1.0 - start - x

        start = np.full(len(block), fallback) if initial is None else initial[lo:hi]
        solved = _secant(residual, start)
        rounds_ext[lo:hi] = solved
        fallback = float(solved.max()) + 0.5
        hi = lo
    return rounds_ext[:totals].copy()


# --- the cached table ------------------------------------------------------------------------------
def rules_digest(rules: TenThousandRules) -> str:
    text = repr(sorted(dataclasses.asdict(rules).items()))
    return hashlib.sha256(f"v{CACHE_VERSION}:{text}".encode()).hexdigest()[:16]


def is_valid_table(table: object, rules: TenThousandRules) -> bool:
    """Trusted only with the right shape and type, finite, at least one round everywhere and never
    more rounds from a higher total (a higher total can copy the lower one's play)."""
    return (
        isinstance(table, np.ndarray)
        and table.dtype == np.float64
        and table.shape == (totals_below_limit(rules),)
        and bool(np.isfinite(table).all())
        and bool((table >= 1.0 - 1e-9).all())
        and bool((np.diff(table) <= 1e-9).all())
    )


# One table per rule set, cached as tenthousand-rounds-v<CACHE_VERSION>-<rules digest>.npy; a few rule
# sets stay in memory. Forgetting them forgets the turn tables made from them. `solve_rounds` is looked
# up when a build is due.
TABLE = SolvedTable("tenthousand-rounds", version=CACHE_VERSION, shape=lambda rules: (totals_below_limit(rules),),
                    dtype="<f8", build=lambda rules: solve_rounds(rules), valid=is_valid_table,
                    key_name=rules_digest, default=CLASSIC, kept=4, on_forget=lambda: turn_table.cache_clear())

rounds = TABLE.get                    # rounds(rules=CLASSIC): from memory, else the cache, else built now
is_loaded = TABLE.is_loaded
warm_up_in_background = TABLE.warm_up_in_background
forget_loaded_tables = TABLE.forget   # all, or those of `rules`
cache_path = TABLE.cache_path
load_cached = TABLE.load_cached       # load_cached(rules, path=None)
save_atomically = TABLE.save          # save_atomically(table, rules, path=None)


def rounds_after(rules: TenThousandRules, total_units: int) -> float:
    """Expected rounds still to play from a turn start at this total (0 once the limit is reached)."""
    table = rounds(rules)
    return float(table[total_units]) if total_units < len(table) else 0.0


@lru_cache(maxsize=32)   # a few games' banked totals: ~60 KiB each, and a total seldom recurs across games
def turn_table(rules: TenThousandRules, total_units: int) -> np.ndarray:
    """``[T, n - 1, c]``: minus the expected rounds still to play after this turn, standing after a
    keep with T units (T capped at the top level), n dice to roll and c units of confirmation owed,
    from a banked total of `total_units`, playing optimally."""
    space = turn_space(rules)
    table = rounds(rules)
    totals = len(table)
    rounds_ext = np.zeros(totals + top_level(space, totals, 0) + 2)
    rounds_ext[:totals] = table
    block = np.array([total_units])
    bank = bank_values(space, rounds_ext, totals, block)
    bust = np.array([-rounds_ext[total_units]])
    values, _ = solve_turn(space, bank, bust, bust)
    values = values[..., 0]
    values.setflags(write=False)
    return values
