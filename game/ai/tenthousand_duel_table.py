"""The solved two-player 10000 / Zehntausend table: cached, built away from the game, read per turn.

``game.ai.tenthousand_duel`` solves the game; this module keeps its result as a solved table
(``game.ai.solved_table``): one flat float64 array per rule set, ``first`` (N x N), ``second``
(N x N), ``cut`` (N x N, seat 0's cut level, see the solver) and ``beat`` (the last turn's chances),
cached as ``tenthousand-duel-v1-<rules digest>.npy``. A full-size build takes minutes of CPU, so it
runs in a child process at low priority (``child_build``); small rule sets (tests) build in place.

``turn_values(rules, seat, own, other)`` is one turn of the seat on move, solved against the table:
``[T, n - 1, c]`` the chance to win standing after a keep with T turn units, n dice to roll and c
units of confirmation owed (the better of banking and rolling on). ``bank_value`` and
``bust_values`` give the other ends of a turn. Every value is the chance that the seat on turn wins
(a shared win counts half).
"""

from __future__ import annotations

import dataclasses
import logging
import os
import threading
from functools import lru_cache

import numpy as np

from game.ai.child_build import in_child
from game.ai.solved_table import SolvedTable
from game.ai.tenthousand_duel import DuelTable, solve_duel
from game.ai.tenthousand_solver import solve_turn
from game.ai.tenthousand_space import turn_space
from game.ai.tenthousand_table import rules_digest, totals_below_limit
from game.rules.tenthousand import CLASSIC, TenThousandRules

VERSION = 1
IN_PLACE_TOTALS = 60   # rule sets with fewer totals below the limit build in the game's process


def horizon(rules: TenThousandRules) -> int:
    """The length of the stored beat array. The solver computes it as far as its cut needs (the
    entries past that are never read and stored as 0)."""
    return 2 * totals_below_limit(rules) + 401


def _shape(rules: TenThousandRules) -> tuple[int, ...]:
    n = totals_below_limit(rules)
    return (3 * n * n + horizon(rules),)


def _pack(rules: TenThousandRules) -> np.ndarray:
    return pack(rules, solve_duel(rules))


def pack(rules: TenThousandRules, table: DuelTable) -> np.ndarray:
    """A solved game as the cached flat array (``DUEL.save(pack(rules, table), rules)``)."""
    beat = np.zeros(horizon(rules))
    used = min(len(beat), len(table.beat))
    beat[:used] = table.beat[:used]
    if int(np.max(np.arange(table.first.shape[0])[:, None] + table.cut - np.arange(table.first.shape[0])[None, :])) >= used:
        raise ValueError("the cut reaches past the stored beat array")
    return np.concatenate([table.first.ravel(), table.second.ravel(), table.cut.ravel().astype(np.float64), beat])


def _build(rules: TenThousandRules) -> np.ndarray:
    if totals_below_limit(rules) < IN_PLACE_TOTALS:
        return _pack(rules)
    return in_child(_pack, rules)


def _valid(table: np.ndarray, rules: TenThousandRules) -> bool:
    n = totals_below_limit(rules)
    chances = table[: 2 * n * n]
    cut = table[2 * n * n: 3 * n * n]
    beat = table[3 * n * n:]
    return (bool(np.isfinite(table).all()) and bool(((chances >= -1e-9) & (chances <= 1 + 1e-9)).all())
            and bool((cut == np.round(cut)).all()) and bool((cut >= 1).all())
            and bool(((beat >= 0) & (beat <= 1)).all()) and bool((np.diff(beat) <= 1e-12).all()))


DUEL: SolvedTable[TenThousandRules] = SolvedTable(
    "tenthousand-duel", version=VERSION, shape=_shape, dtype="<f8", build=_build, valid=_valid,
    key_name=rules_digest, default=CLASSIC, kept=2, low_priority=True)


@dataclasses.dataclass(frozen=True)
class Duel:
    """The unpacked table of one rule set (views into the cached array)."""

    rules: TenThousandRules
    first: np.ndarray
    second: np.ndarray
    cut: np.ndarray
    beat: np.ndarray

    @property
    def n(self) -> int:
        return len(self.first)


def _unpack(rules: TenThousandRules, table: np.ndarray) -> Duel:
    n = totals_below_limit(rules)
    first = table[: n * n].reshape(n, n)
    second = table[n * n: 2 * n * n].reshape(n, n)
    cut = table[2 * n * n: 3 * n * n].reshape(n, n).astype(np.int64)
    return Duel(rules, first, second, cut, table[3 * n * n:])


def duel(rules: TenThousandRules = CLASSIC) -> Duel:
    """The table (built now if it must be: minutes for a full-size rule set)."""
    return _unpack(rules, DUEL.get(rules))


def duel_if_ready(rules: TenThousandRules = CLASSIC) -> Duel | None:
    """The table if it is in memory or cached, else None (never builds, never waits)."""
    table = DUEL.get_if_ready(rules)
    return None if table is None else _unpack(rules, table)


_warming: dict[TenThousandRules, threading.Thread] = {}


def prepare(rules: TenThousandRules, build: bool) -> threading.Thread | None:
    """At the start of a two-seat game: with `build`, load or build the table in the background (a
    build in a child process, minutes of CPU at low priority; one per rule set at a time); without,
    load it now if it is cached, never build (headless runs: the same seed replays the same game,
    whatever a build would finish meanwhile). Hard plays the estimate until the table is ready."""
    if DUEL.is_loaded(rules):
        return None
    if not build:
        duel_if_ready(rules)
        return None
    running = _warming.get(rules)
    if running is None or not running.is_alive():
        running = _warming[rules] = threading.Thread(target=_warm, args=(rules,), daemon=True,
                                                     name="tenthousand-duel-table")
        running.start()
    return running


def _warm(rules: TenThousandRules) -> None:
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)   # this thread only (Linux)
    except (AttributeError, OSError):
        pass
    try:
        DUEL.get(rules)
    except (RuntimeError, ArithmeticError, OSError, MemoryError) as error:
        logging.getLogger(__name__).warning("the two-player 10000 table could not be built: %s", error)


def first_player_win_chance(rules: TenThousandRules = CLASSIC) -> float:
    """The first player's chance to win a two-player game from 0-0, both playing perfectly (a shared
    win counts half)."""
    return float(duel(rules).first[0, 0])


# --- one turn against the table ------------------------------------------------------------------
def bank_value(table: Duel, seat: int, own: int, other: int, units: int) -> float:
    """The chance to win for the seat on turn if it banks `units` now (totals in units). Seat 0's
    turn counts no higher than its cut (the solved model)."""
    n = table.n
    if seat == 0:
        units = min(units, int(table.cut[own, other]))
    total = own + units
    if seat == 0:
        if total < n:
            return 1.0 - float(table.second[other, total])
        return 1.0 - float(table.beat[min(total - other, len(table.beat) - 1)])
    return 1.0 - float(table.first[other, total]) if total < n else 1.0


def bust_values(table: Duel, seat: int, own: int, other: int) -> tuple[float, float]:
    """(the chance to win after a bust, after a bust on the turn's very first roll)."""
    other_table = table.second if seat == 0 else table.first
    bust = 1.0 - float(other_table[other, own])
    first = 1.0 - float(other_table[other, 0]) if table.rules.bankrupt and own > 0 else bust
    return bust, first


def top_level(table: Duel, seat: int, own: int, other: int) -> int:
    bank_units = turn_space(table.rules).bank_units
    return max(int(table.cut[own, other]) if seat == 0 else table.n - own, bank_units)


@lru_cache(maxsize=8)
def turn_values(rules: TenThousandRules, seat: int, own: int, other: int) -> np.ndarray:
    """``[T, n - 1, c]``: the chance to win standing after a keep (see the module docstring). Needs
    the table (``duel``); T past the top level counts as the top."""
    table = duel(rules)
    top = top_level(table, seat, own, other)
    bank = np.array([bank_value(table, seat, own, other, t) for t in range(top + 1)])[:, None]
    bank[: turn_space(rules).bank_units] = -np.inf
    bust, first = bust_values(table, seat, own, other)
    values, _ = solve_turn(turn_space(rules), bank, np.array([bust]), np.array([first]))
    values = values[..., 0]
    values.setflags(write=False)
    return values


def start_value(rules: TenThousandRules, seat: int, own: int, other: int) -> float:
    """The chance to win at the start of the seat's turn (the table's entry)."""
    table = duel(rules)
    return float((table.first if seat == 0 else table.second)[own, other])
