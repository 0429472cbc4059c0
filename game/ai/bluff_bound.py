"""What a best response wins against Bluff Hard's solved two-player tables, with bounds, in rounds
too large for the exact measure.

``bluff_measure.best_response`` keeps every bid history in memory (2^18 for 2v1; 2v2 would need 2^24,
3v3 2^36). Here a depth-first search walks the full game instead: the responder remembers every bid
(as a person at the table can, whatever the table's seat remembers) and picks, for each of its
hands, the move worth most; the table's seat plays its stored chances (``bluff_tables.strategy_rows``).
The search is vectorised over the hands: it carries the table seat's chance of each hand times its
chance of having made the bids so far (`w`), and returns the responder's value for each of its own
hands. A history the table's seat reaches with a total chance below `eps` is not searched: the
responder wins between 0 and that chance there. So the result is two numbers, ``low <= what a best
response wins <= high``, and the exploitability ``(BR as opener + BR as responder - 1) / 2`` lies
between the two ends' combinations. With ``eps = 0`` the search is exact (a test checks it against
the exact measure in the exact rounds).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from game.ai import bluff_tables
from game.ai.bluff_round import bids, hands


@dataclass(frozen=True)
class Bounds:
    """What a best response wins in one seat: between `low` and `high`."""

    low: float
    high: float
    histories: int   # searched
    seconds: float   # CPU


@dataclass(frozen=True)
class Exploitability:
    opener: Bounds      # the best response in the opener's seat, against the table's other seat
    responder: Bounds   # ... in the other seat, against the table's opener

    @property
    def low(self) -> float:
        return (self.opener.low + self.responder.low - 1.0) / 2

    @property
    def high(self) -> float:
        return (self.opener.high + self.responder.high - 1.0) / 2


def exploitability(position: tuple[int, int], eps: float = 1e-4) -> Exploitability:
    """Both seats' best responses against the position's table (built or loaded first)."""
    bluff_tables.ensure(position)
    return Exploitability(best_response_bounds(position, True, eps), best_response_bounds(position, False, eps))


def best_response_bounds(position: tuple[int, int], responder_opens: bool, eps: float = 1e-4) -> Bounds:
    """What a best response wins in the opener's seat (`responder_opens`) or the other seat against
    the table's strategy in the other seat. The table must be loaded (``bluff_tables.ensure``)."""
    clock = time.process_time()
    by_x, by_y = bluff_tables.doubt_payoffs_of(position)   # X (the opener) wins, X or Y doubting; (k, hx, hy)
    if responder_opens:
        mine, theirs = by_x, by_y
    else:   # the responder is Y: its chance is 1 - X's, hands first
        mine, theirs = 1.0 - by_y.transpose(0, 2, 1), 1.0 - by_x.transpose(0, 2, 1)
    k = len(bids(sum(position)))
    own_chance = hands(position[0 if responder_opens else 1])[1]
    table_chance = hands(position[1 if responder_opens else 0])[1]
    searched = 0

    def search(history: tuple[int, ...], w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The responder's (low, high) value for each of its hands below `history`."""
        nonlocal searched
        searched += 1
        last = history[-1] if history else -1
        if (len(history) % 2 == 0) == responder_opens:   # the responder moves: the best move per hand
            low = high = mine[last] @ w if history else None
            for j in range(last + 1, k):
                below_low, below_high = search(history + (j,), w)
                low = below_low if low is None else np.maximum(low, below_low)
                high = below_high if high is None else np.maximum(high, below_high)
            assert low is not None and high is not None
            return low, high
        doubt, raises = bluff_tables.strategy_rows(position, not responder_opens, history)
        low = theirs[last] @ (w * doubt) if doubt is not None else np.zeros(len(own_chance))
        high = low.copy()
        for i, row in enumerate(raises):
            reach = w * row
            mass = float(reach.sum())
            if mass <= 0.0:
                continue
            if mass < eps:
                high = high + mass   # the responder wins at most everything the table brings here
                continue
            below_low, below_high = search(history + (last + 1 + i,), reach)
            low, high = low + below_low, high + below_high
        return low, high

    low, high = search((), table_chance.astype(np.float64))
    return Bounds(float(own_chance @ low), float(own_chance @ high), searched, time.process_time() - clock)
