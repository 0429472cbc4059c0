"""Two-player 10000 / Zehntausend solved exactly: the chance that the player on turn wins.

Seat 0 opens every round, seat 1 closes it. Totals are counted in points units (``TurnSpace.unit``,
50 for both presets); ``N = totals_below_limit(rules)`` totals have not reached the limit. Three
arrays make the table (see ``DuelTable``):

- ``first[a, b]``: seat 0 on turn at the start of its turn, its banked total ``a``, seat 1's ``b``;
- ``second[a, b]``: seat 1 on turn, its own total ``a``, seat 0's ``b`` (both below the limit);
- ``beat[d]``: seat 1's last turn (seat 0 has reached the limit and leads by ``d`` units): the chance
  to end above seat 0 (a tie counts half: both share the win).

Each value is the probability that the player on turn wins, both playing perfectly (a shared win
counts half). When seat 0 ends a turn with a total ``t`` the game goes on with seat 1 to move at
``second[b, t]``, or, if ``t`` reached the limit, seat 1's last turn ``beat[t - b]``; when seat 1
reaches the limit it wins at once (seat 0 has not, or the last round would be on).

How it is solved. Within a turn the points only grow, so for a fixed value of busting the turn is
solved backwards (``tenthousand_solver.solve_turn``). The value of busting is the other seat's value
at swapped totals, which is itself unknown: the pair (seat 0 at (a, b), seat 1 at (b, a)) is solved
together, a two-dimensional secant iteration on the two bust values (each turn's value is piecewise
linear and increasing in its bust value, so the iteration ends exactly once both stand on one linear
piece). Banking moves at least ``bank_minimum`` units, so the pairs are solved by the sum of the
totals from the top down, a block of ``bank_minimum`` sums at a time, each block in batches.

With bankruptcy (Zehntausend) a failed first roll drops a total to 0, which ties every state to the
values at (x, 0): an outer iteration guesses those 2N values, solves everything, and repeats with
the new ones, sped up by Anderson mixing; the residual is reported and must fall below
``OUTER_TOLERANCE`` (``DuelTable.outer_residuals`` keeps the history: the convergence shown).

Seat 0's turn past the limit: a higher total is harder for seat 1 to beat, so its turn has no natural
last level. It is cut at a level L where (the best chance of reaching L in one turn) x (seat 1's
chance to beat the total reached at L) <= ``TRUNCATION`` (``reach_chances``, ``beat_chances``): at L
and above the turn banks as soon as it may with the value of banking at L. That lowers a value by at
most ``TRUNCATION`` per turn (never raises it), and nothing else is approximated.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from game.ai.tenthousand_solver import solve_turn
from game.ai.tenthousand_space import TurnSpace, turn_space
from game.ai.tenthousand_table import totals_below_limit
from game.rules.tenthousand import TenThousandRules

TRUNCATION = 1e-11   # at most this much value lost per turn by cutting seat 0's turn past the limit
PAIR_TOLERANCE = 1e-13
OUTER_TOLERANCE = 1e-11
MAX_PAIR_STEPS = 100
MAX_OUTER_STEPS = 60
BATCH = 128          # pairs solved in one batch (two turn situations each)


@dataclass(frozen=True)
class DuelTable:
    """The solved two-player game of one rule set (see the module docstring)."""

    first: np.ndarray    # (N, N)
    second: np.ndarray   # (N, N)
    beat: np.ndarray     # (D,)
    cut: np.ndarray      # (N, N): the level at which seat 0's turn from (a, b) is cut
    outer_residuals: tuple[float, ...] = ()   # bankruptcy's outer iteration, one per sweep
    seconds: float = 0.0   # CPU time of the build

    @property
    def start(self) -> float:
        """The first player's chance to win from 0-0."""
        return float(self.first[0, 0])


def beat_chances(rules: TenThousandRules, upto: int, chunk: int = 96) -> np.ndarray:
    """``B[d]`` for d = 0..upto: one fresh turn's best chance to end more than d units up (exactly d
    counts half), a bust (or bankruptcy) ending with nothing."""
    space = turn_space(rules)
    out = np.empty(upto + 1)
    for lo in range(0, upto + 1, chunk):
        ds = np.arange(lo, min(upto + 1, lo + chunk))
        levels = np.arange(max(space.bank_units, int(ds[-1]) + 1) + 1)[:, None]
        bank = np.where(levels > ds, 1.0, np.where(levels == ds, 0.5, 0.0))
        bank[: space.bank_units] = -np.inf
        zero = np.zeros(len(ds))
        _, start = solve_turn(space, bank, zero, zero)
        out[ds] = start
    return out


def reach_chances(rules: TenThousandRules, upto: int, chunk: int = 96) -> np.ndarray:
    """``R[L]`` for L = 0..upto: an upper bound on the chance that one turn's points ever reach L
    units, whatever the policy: the best chance when stopping is free (no bank minimum, no
    confirmation), which only widens what a player may do."""
    free = dataclasses.replace(rules, bank_minimum=0, confirmation=0, bankrupt=False)
    space = turn_space(free)
    out = np.ones(upto + 1)
    for lo in range(1, upto + 1, chunk):
        ls = np.arange(lo, min(upto + 1, lo + chunk))
        levels = np.arange(int(ls[-1]) + 1)[:, None]
        bank = np.where(levels >= ls, 1.0, 0.0)
        zero = np.zeros(len(ls))
        _, start = solve_turn(space, bank, zero, zero)
        out[ls] = start
    return out


class _Sweep:
    """One pass over every pair of totals for given bankruptcy values (the arrays are filled in place)."""

    def __init__(self, rules: TenThousandRules, space: TurnSpace, n: int, beat: np.ndarray,
                 cut: np.ndarray) -> None:
        self.rules, self.space, self.n = rules, space, n
        self.beat, self.cut = beat, cut
        self.first = np.full((n, n), np.nan)
        self.second = np.full((n, n), np.nan)
        self.slope_first = np.full((n, n), np.nan)   # d(value) / d(bust value) where each pair ended
        self.slope_second = np.full((n, n), np.nan)
        self.evaluations = 0
        self.pair_evaluations = 0

    def run(self, z_first: np.ndarray, z_second: np.ndarray, guess: tuple[np.ndarray, np.ndarray] | None,
            progress: Callable[[str], None] | None = None) -> None:
        """Solve every pair; `z_first[x]` / `z_second[x]` are the values at (x, 0) a bankruptcy leads
        to; `guess` (an earlier sweep's arrays) only speeds the secant steps up. `progress` hears of
        every tenth of the pairs."""
        n = self.n
        clock, done, told = time.process_time(), 0, 0
        for total in range(2 * n - 2, -1, -1):
            if progress and done * 10 >= (told + 1) * n * n:
                told = done * 10 // (n * n)
                progress(f"  {100 * done / n / n:.0f}% of the pairs, {time.process_time() - clock:.0f} s CPU")
            # Banking moves at least bank_minimum, so the pairs of one sum only need higher sums.
            a = np.arange(max(0, total - n + 1), min(n - 1, total) + 1)
            b = total - a
            need = np.maximum(self.cut[a, b], n - b)
            order = np.argsort(need, kind="stable")
            for start in range(0, len(order), BATCH):
                chosen = order[start:start + BATCH]
                self._solve_pairs(a[chosen], b[chosen], z_first, z_second, guess)
            done += len(a)

    def _guess(self, a: np.ndarray, b: np.ndarray, guess) -> tuple[np.ndarray, ...]:
        """Starting values and slopes: an earlier sweep's, or those of a pair one unit up (solved)."""
        if guess is not None:
            return (guess[0][a, b].copy(), guess[1][b, a].copy(), self.slope_first[a, b].copy(),
                    self.slope_second[b, a].copy())
        n = self.n
        # seat 0 at (a, b) starts from (a, b + 1), else (a + 1, b); seat 1 at (b, a) from (b, a + 1), else (b + 1, a)
        i0, j0 = np.where(b + 1 < n, a, a + 1), np.where(b + 1 < n, b + 1, b)
        i1, j1 = np.where(a + 1 < n, b, b + 1), np.where(a + 1 < n, a + 1, a)
        inside0, inside1 = (i0 < n) & (j0 < n), (i1 < n) & (j1 < n)
        i0, j0, i1, j1 = (np.minimum(v, n - 1) for v in (i0, j0, i1, j1))

        def near(table: np.ndarray, i, j, inside, default: float) -> np.ndarray:
            return np.nan_to_num(np.where(inside, table[i, j], default), nan=default)

        return (near(self.first, i0, j0, inside0, 0.5), near(self.second, i1, j1, inside1, 0.5),
                near(self.slope_first, i0, j0, inside0, 0.4), near(self.slope_second, i1, j1, inside1, 0.4))

    def _banks(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Bank values (levels x pairs) for seat 0 at (a, b) and for seat 1 at (b, a), each up to the
        highest level its pairs need."""
        space, n = self.space, self.n
        cut = self.cut[a, b]
        levels = np.arange(int(max(cut.max(), space.bank_units)) + 1)[:, None]
        # seat 0 at (a, b): below the limit, seat 1 moves at (b, a + T); else seat 1's last turn,
        # and past its cut the turn stands at the cut.
        x0 = a[None, :] + np.minimum(levels, cut[None, :])
        seat0 = np.where(x0 < n, 1.0 - self.second[b[None, :], np.minimum(x0, n - 1)],
                         1.0 - self.beat[np.clip(x0 - b[None, :], 0, len(self.beat) - 1)])
        # seat 1 at (b, a): below the limit seat 0 moves at (a, b + T); reaching it wins.
        levels = np.arange(int(max((n - b).max(), space.bank_units)) + 1)[:, None]
        x1 = b[None, :] + levels
        seat1 = np.where(x1 < n, 1.0 - self.first[a[None, :], np.minimum(x1, n - 1)], 1.0)
        seat0[: space.bank_units] = -np.inf
        seat1[: space.bank_units] = -np.inf
        return seat0, seat1

    def _solve_pairs(self, a, b, z_first, z_second, guess) -> None:
        space, rules, n = self.space, self.rules, self.n
        p = len(a)
        bank0, bank1 = self._banks(a, b)
        top0 = np.maximum(self.cut[a, b], space.bank_units)
        top1 = np.maximum(n - b, space.bank_units)
        x, y, slope_f, slope_g = self._guess(a, b, guess)
        # Seat 1 wins at once by reaching the limit: y is at least the chance of that, which keeps
        # banking at seat 0's cut better than busting (solve_turn's fast top level).
        y_floor = self.beat[n - b]
        if rules.bankrupt:   # a failed first roll: the other seat moves at (its total, 0)
            first0 = np.where(a > 0, 1.0 - z_second[b], np.nan)
            first1 = np.where(b > 0, 1.0 - z_first[a], np.nan)
        active = np.arange(p)
        prev: tuple[np.ndarray, ...] | None = None
        for _ in range(MAX_PAIR_STEPS):
            x[active] = np.clip(x[active], 0.0, 1.0)
            y[active] = np.clip(y[active], y_floor[active], 1.0)
            xa, ya = x[active], y[active]
            bust0, bust1 = 1.0 - ya, 1.0 - xa
            first_bust0, first_bust1 = bust0, bust1
            if rules.bankrupt:
                first_bust0 = np.where(a[active] > 0, first0[active], bust0)
                first_bust1 = np.where(b[active] > 0, first1[active], bust1)
            _, f = solve_turn(space, bank0[: top0[active].max() + 1, active], bust0, first_bust0)
            _, g = solve_turn(space, bank1[: top1[active].max() + 1, active], bust1, first_bust1)
            self.evaluations += 1
            self.pair_evaluations += len(active)
            done = np.maximum(np.abs(f - xa), np.abs(g - ya)) < PAIR_TOLERANCE
            if prev is not None:
                px, py, pf, pg = (v[active] for v in prev)
                dy, dx = py - ya, px - xa   # the change of each bust value (1 - y, 1 - x)
                ok_f, ok_g = np.abs(dy) > 1e-15, np.abs(dx) > 1e-15
                slope_f[active] = np.where(ok_f, (f - pf) / np.where(ok_f, dy, 1.0), slope_f[active])
                slope_g[active] = np.where(ok_g, (g - pg) / np.where(ok_g, dx, 1.0), slope_g[active])
            x[active[done]], y[active[done]] = f[done], g[done]
            if done.all():
                break
            sf, sg = np.clip(slope_f[active], 0.0, 1.0), np.clip(slope_g[active], 0.0, 1.0)
            if prev is None:
                prev = (x.copy(), y.copy(), np.zeros(p), np.zeros(p))
            prev[0][active], prev[1][active], prev[2][active], prev[3][active] = xa, ya, f, g
            det = np.maximum(1.0 - sf * sg, 1e-9)
            x_new = (f + sf * (ya - g) - sf * sg * xa) / det
            y_new = g + sg * (xa - x_new)
            keep = ~done
            active = active[keep]
            x[active], y[active] = x_new[keep], y_new[keep]
        else:
            raise ArithmeticError("a pair of turn values did not converge")
        self.first[a, b] = x
        self.second[b, a] = y
        self.slope_first[a, b] = slope_f
        self.slope_second[b, a] = slope_g


def truncation_levels(rules: TenThousandRules, n: int, reach: np.ndarray, beat: np.ndarray,
                      truncation: float) -> np.ndarray:
    """``cut[a, b]``: the level at which seat 0's turn from (a, b) stops counting higher (see the
    module docstring), at least the level that reaches the limit."""
    space = turn_space(rules)
    levels = np.arange(len(reach))
    cut = np.empty((n, n), dtype=np.int64)
    b = np.arange(n)[:, None]
    for a in range(n):   # a row at a time: (n, levels) arrays, not (n, n, levels)
        d = np.clip(a + levels[None, :] - b, 0, len(beat) - 1)
        ok = (reach[None, :] * beat[d] <= truncation) & (a + levels >= n) & (levels >= space.bank_units)
        if not ok[:, -1].all():
            raise ValueError("the reach and beat tables are too short for the truncation asked for")
        cut[a] = np.argmax(ok, axis=1)
    return cut


def solve_duel(rules: TenThousandRules, progress: Callable[[str], None] | None = None,
               truncation: float | None = None) -> DuelTable:
    """Solve the two-player game of `rules` (see the module docstring); `truncation` bounds what
    cutting seat 0's turn past the limit may cost a turn (default ``TRUNCATION``)."""
    clock = time.process_time()
    space = turn_space(rules)
    n = totals_below_limit(rules)
    # The last turn's chances as far as the cut needs them (the cut is where their product is small).
    horizon = n + 64
    while True:
        beat = beat_chances(rules, horizon)
        reach = reach_chances(rules, horizon)
        try:
            cut = truncation_levels(rules, n, reach, beat, TRUNCATION if truncation is None else truncation)
            break
        except ValueError:
            horizon *= 2
    sweep = _Sweep(rules, space, n, beat, cut)
    z_first, z_second = np.zeros(n), np.zeros(n)
    residuals: list[float] = []
    if not rules.bankrupt:
        sweep.run(z_first, z_second, None, progress)
    else:
        history_z: list[np.ndarray] = []
        history_f: list[np.ndarray] = []
        guess = None
        for _ in range(MAX_OUTER_STEPS):
            sweep.run(z_first, z_second, guess)
            guess = (sweep.first.copy(), sweep.second.copy())
            z = np.concatenate([z_first, z_second])
            fz = np.concatenate([sweep.first[:, 0], sweep.second[:, 0]])
            residual = float(np.max(np.abs(fz - z)))
            residuals.append(residual)
            if progress:
                progress(f"outer step {len(residuals)}: residual {residual:.3e}, "
                         f"{time.process_time() - clock:.0f} s CPU")
            if residual < OUTER_TOLERANCE:
                break
            history_z.append(z)
            history_f.append(fz)
            z_next = _anderson(history_z[-5:], history_f[-5:])
            z_first, z_second = z_next[:n], z_next[n:]
        else:
            raise ArithmeticError("bankruptcy's outer iteration did not converge")
    if progress:
        progress(f"{sweep.evaluations} batch evaluations, {sweep.pair_evaluations / n / n:.2f} per pair and "
                 f"sweep, {time.process_time() - clock:.0f} s CPU")
    return DuelTable(sweep.first, sweep.second, beat, cut, tuple(residuals), time.process_time() - clock)


def _anderson(zs: list[np.ndarray], fs: list[np.ndarray]) -> np.ndarray:
    """Anderson mixing for z = F(z): the combination of recent iterates whose residuals cancel best."""
    residuals = [f - z for z, f in zip(zs, fs, strict=True)]
    if len(zs) == 1:
        return fs[-1]
    d_res = np.stack([residuals[i + 1] - residuals[i] for i in range(len(zs) - 1)], axis=1)
    d_f = np.stack([fs[i + 1] - fs[i] for i in range(len(zs) - 1)], axis=1)
    gamma, *_ = np.linalg.lstsq(d_res, residuals[-1], rcond=None)
    return np.clip(fs[-1] - d_f @ gamma, 0.0, 1.0)
