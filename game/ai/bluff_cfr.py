"""Exact two-player Bluff rounds by CFR+ over every bid history (perfect recall).

A round's public history is the set of bids made so far: bids only go up the track, so a history is
a subset of the K bids of the track and is stored as a K-bit number S (bit k = bid k was made). The
player to move is X (the opener) when S has an even number of bits, else Y; the last bid is the
highest bit. Every array below has one row per history and one column per hand of the player it
belongs to, so one pass over the rows is one pass over the whole game tree, vectorised over the
private dice. The children of S are S + 2^j for bids j above its last bid: the histories whose
highest bit is j form the block [2^j, 2^(j+1)) and their parents are the block [0, 2^j) in the same
order, so passing values up or reach down the tree is one slice operation per bid.

CFR+ (Tammelin 2014): regret matching on regrets floored at zero, players updated in turn, the
average strategy weighted by the iteration number. ``exploitability`` plays a best response against
each seat's average strategy (exactly, every history and hand): the solution's quality.
Payoffs are X's chance to win the *game* after the round (``bluff_round.doubt_payoffs``), so the
equilibrium plays for the game, not for the round.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from game.ai.bluff_round import PositionValues, RoundSpec, bids, doubt_payoffs, hands

MAX_EXACT_BIDS = 20   # 2^20 histories: the largest round this solver takes
DTYPE = np.float32    # strategies, regrets and values (2v1: 2^18 histories x 21 hands per array)


@dataclass
class Strategy:
    """A seat's strategy in a round: ``bid[S, h]`` the chance of making the bid that leads to history
    S from its parent (1 where the seat did not move there), ``doubt[S, h]`` the chance of doubting
    at S (where the seat moves)."""

    bid: np.ndarray
    doubt: np.ndarray


@dataclass
class RoundSolution:
    spec: RoundSpec
    x: Strategy   # the opener's average strategy
    y: Strategy
    value: float  # X's chance to win the game, both playing these strategies
    exploitability: float   # (best response for X + best response for Y - 1) / 2
    best_responses: tuple[float, float]   # what a best response wins in X's seat, in Y's seat
    iterations: int
    seconds: float


class ExactRound:
    """The arrays of one round and the CFR+ passes over them."""

    def __init__(self, spec: RoundSpec, values: PositionValues) -> None:
        self.spec = spec
        self.k = len(bids(spec.dice))
        if self.k > MAX_EXACT_BIDS:
            raise ValueError(f"{self.k} bids: too many histories for the exact solver")
        n = 1 << self.k
        self.n = n
        self.px, self.py = hands(spec.nx)[1].astype(DTYPE), hands(spec.ny)[1].astype(DTYPE)
        self.hx, self.hy = len(self.px), len(self.py)
        self.by_x, self.by_y = (u.astype(DTYPE) for u in doubt_payoffs(spec, values))   # (K, hx, hy): X's payoff
        popcount = np.zeros(n, dtype=np.int64)
        for j in range(self.k):
            popcount[1 << j: 2 << j] = popcount[: 1 << j] + 1
        self.x_moves = popcount % 2 == 0          # X moves at S
        self.x_moves_before = ~self.x_moves       # X made the last bid of S (S >= 1)
        self.last = np.full(n, -1)
        for j in range(self.k):
            self.last[1 << j: 2 << j] = j
        raises = self.k - 1 - self.last
        self.actions = raises + (np.arange(n) > 0)   # raises plus a doubt (not at the root)

    # --- passes --------------------------------------------------------------------------------------
    def reach(self, sx: Strategy, sy: Strategy) -> tuple[np.ndarray, np.ndarray]:
        """Each seat's own contribution to reaching every history, per hand."""
        rx, ry = np.ones((self.n, self.hx), DTYPE), np.ones((self.n, self.hy), DTYPE)
        for j in range(self.k):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            rx[block] = rx[parents] * sx.bid[block]
            ry[block] = ry[parents] * sy.bid[block]
        return rx, ry

    def doubt_values(self, rx: np.ndarray, ry: np.ndarray, sx: Strategy, sy: Strategy):
        """Counterfactual values at each history's doubt: (X's value of doubting where X moves, Y's
        value where Y moves) and each seat's value of the other doubting (reach included)."""
        xd, yd = np.zeros((self.n, self.hx), DTYPE), np.zeros((self.n, self.hy), DTYPE)   # the mover's own doubt
        xo, yo = np.zeros((self.n, self.hx), DTYPE), np.zeros((self.n, self.hy), DTYPE)   # the other's doubt, weighted
        wy, wx = ry * self.py, rx * self.px
        for j in range(self.k):
            block = np.arange(1 << j, 2 << j)
            xm = block[self.x_moves[block]]
            ym = block[~self.x_moves[block]]
            u = self.by_x[j]   # X doubts Y's bid j
            xd[xm] = wy[xm] @ u.T
            yo[xm] = (wx[xm] * sx.doubt[xm]) @ (1.0 - u)
            u = self.by_y[j]   # Y doubts X's bid j
            yd[ym] = wx[ym] @ (1.0 - u)
            xo[ym] = (wy[ym] * sy.doubt[ym]) @ u.T
        return xd, yd, xo, yo

    def values(self, sx: Strategy, sy: Strategy, best_x: bool = False, best_y: bool = False):
        """Counterfactual values of every history for both seats (a seat marked best plays a best
        response instead of its strategy). Returns (vx, vy, xd, yd, rx, ry): values, own-doubt values
        and each seat's own reach."""
        rx, ry = self.reach(sx, sy)
        xd, yd, xo, yo = self.doubt_values(rx, ry, sx, sy)
        xm = self.x_moves[:, None]
        vx = np.where(xm, xd if best_x else xd * sx.doubt, xo)
        vy = np.where(xm, yo, yd if best_y else yd * sy.doubt)
        if best_x:
            vx[0] = -np.inf
        if best_y:
            pass   # Y never moves at the root
        for j in range(self.k - 1, -1, -1):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            x_parent = self.x_moves[parents][:, None]
            if best_x:
                vx[parents] = np.where(x_parent, np.maximum(vx[parents], vx[block]), vx[parents] + vx[block])
            else:
                vx[parents] += sx.bid[block] * vx[block]
            if best_y:
                vy[parents] = np.where(x_parent, vy[parents] + vy[block], np.maximum(vy[parents], vy[block]))
            else:
                vy[parents] += sy.bid[block] * vy[block]
        return vx, vy, xd, yd, rx, ry

    def uniform(self, seat_x: bool) -> Strategy:
        h = self.hx if seat_x else self.hy
        moves = self.x_moves if seat_x else ~self.x_moves
        share = (1.0 / np.maximum(self.actions, 1)).astype(DTYPE)
        bid = np.ones((self.n, h), DTYPE)
        parent_share = np.empty(self.n)
        parent_moves = np.zeros(self.n, dtype=bool)
        for j in range(self.k):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            parent_share[block] = share[parents]
            parent_moves[block] = moves[parents]
        bid[parent_moves] = parent_share[parent_moves][:, None]
        doubt = np.where((moves & (np.arange(self.n) > 0))[:, None], share[:, None], 0.0) * np.ones((1, h), DTYPE)
        return Strategy(bid, doubt)

    def match(self, regret_bid: np.ndarray, regret_doubt: np.ndarray, seat_x: bool) -> Strategy:
        """Regret matching: each action in proportion to its positive regret (uniform if none)."""
        moves = self.x_moves if seat_x else ~self.x_moves
        total = regret_doubt.copy()
        for j in range(self.k - 1, -1, -1):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            total[parents] += np.where(moves[parents][:, None], regret_bid[block], 0.0)
        positive = total > 0
        share = (1.0 / np.maximum(self.actions, 1)[:, None]).astype(DTYPE)
        doubt = np.where(positive, regret_doubt / np.where(positive, total, 1.0), share)
        doubt = np.where((moves & (np.arange(self.n) > 0))[:, None], doubt, 0.0)
        bid = np.ones_like(regret_bid)
        for j in range(self.k):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            pos, tot, sh = positive[parents], total[parents], share[parents]
            mine = np.where(pos, regret_bid[block] / np.where(pos, tot, 1.0), sh)
            bid[block] = np.where(moves[parents][:, None], mine, 1.0)
        return Strategy(bid, doubt)

    def normalise(self, sums: Strategy, seat_x: bool) -> Strategy:
        """The average strategy from its sums (uniform where a history was never reached)."""
        return self.match(sums.bid, sums.doubt, seat_x)

    def regrets(self, v: np.ndarray, own_doubt: np.ndarray, seat_x: bool) -> tuple[np.ndarray, np.ndarray]:
        """Instant regrets of every action where the seat moves: (into each child, of doubting)."""
        moves = self.x_moves if seat_x else ~self.x_moves
        rb = np.zeros_like(v)
        for j in range(self.k):
            block, parents = slice(1 << j, 2 << j), slice(0, 1 << j)
            rb[block] = np.where(moves[parents][:, None], v[block] - v[parents], 0.0)
        rd = np.where((moves & (np.arange(self.n) > 0))[:, None], own_doubt - v, 0.0)
        return rb, rd

    def game_values(self, sx: Strategy, sy: Strategy) -> tuple[float, float, float]:
        """(X's value with both strategies, best response in X's seat, best response in Y's seat)."""
        vx = self.values(sx, sy)[0]
        bx = self.values(sx, sy, best_x=True)[0]
        by = self.values(sx, sy, best_y=True)[1]
        return float(self.px @ vx[0]), float(self.px @ bx[0]), float(self.py @ by[0])


def solve_exact(spec: RoundSpec, values: PositionValues, target: float = 0.002, max_iterations: int = 5000,
                check_every: int = 50, progress: Callable[[str], None] | None = None) -> RoundSolution:
    """CFR+ until the exploitability is at most `target` (checked every `check_every` iterations)."""
    clock = time.process_time()
    game = ExactRound(spec, values)
    strategies = {True: game.uniform(True), False: game.uniform(False)}
    regret = {seat: (np.zeros_like(s.bid), np.zeros_like(s.doubt)) for seat, s in strategies.items()}
    sums = {seat: Strategy(np.zeros_like(s.bid), np.zeros_like(s.doubt)) for seat, s in strategies.items()}
    result = None
    for t in range(1, max_iterations + 1):
        for seat_x in (True, False):
            sx, sy = strategies[True], strategies[False]
            vx, vy, xd, yd, rx, ry = game.values(sx, sy)
            v, own, own_reach = (vx, xd, rx) if seat_x else (vy, yd, ry)
            del vx, vy, xd, yd
            rb, rd = game.regrets(v, own, seat_x)
            cum_b, cum_d = regret[seat_x]
            cum_b += rb
            np.maximum(cum_b, 0.0, out=cum_b)
            cum_d += rd
            np.maximum(cum_d, 0.0, out=cum_d)
            del rb, rd
            # the average strategy: this iteration's strategy weighted by t and the seat's own reach
            current = strategies[seat_x]
            moved = _moved_before(game, seat_x)[:, None]
            for j in range(game.k):
                block = slice(1 << j, 2 << j)
                sums[seat_x].bid[block] += np.where(moved[block], t * own_reach[: 1 << j] * current.bid[block], 0.0)
            sums[seat_x].doubt += t * own_reach * current.doubt
            strategies[seat_x] = game.match(cum_b, cum_d, seat_x)
        if t % check_every == 0 or t == max_iterations:
            ax, ay = game.normalise(sums[True], True), game.normalise(sums[False], False)
            value, best_x, best_y = game.game_values(ax, ay)
            exploit = (best_x + best_y - 1.0) / 2
            result = RoundSolution(spec, ax, ay, value, exploit, (best_x, best_y), t,
                                   time.process_time() - clock)
            if progress:
                progress(f"{spec.nx}v{spec.ny} iteration {t}: value {value:.5f}, exploitability {exploit:.5f}, "
                         f"{result.seconds:.0f} s CPU")
            if exploit <= target:
                break
    assert result is not None
    return result


def _moved_before(game: ExactRound, seat_x: bool) -> np.ndarray:
    """True at S >= 1 whose last bid was made by the seat."""
    moved = game.x_moves_before if seat_x else game.x_moves
    out = moved.copy()
    out[0] = False
    return out
