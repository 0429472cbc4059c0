"""Measuring a Bluff player in the two-player rounds that are solved exactly: its strategy read at
every history and hand (``strategy_arrays``) and what a best response wins against it in each seat
(``best_response``). Used by the benchmarks and the tests; the reading asks the player for its
chances (``strategy(view)``) or, for players without one, estimates them from `samples` choices."""

from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np

from game.ai import bluff_tables
from game.ai.bluff_cfr import ExactRound, Strategy
from game.ai.bluff_round import bids, hands
from game.ai.bluff_view import BluffView, Move
from game.rules.bluff import Options

StrategyOf = Callable[[BluffView], dict[Move, float]]


def sampled(player, samples: int = 200, seed: int = 0) -> StrategyOf:
    """A player's chances estimated from `samples` seeded choices (for players without ``strategy``)."""
    def strategy(view: BluffView) -> dict[Move, float]:
        counts: dict[Move, int] = {}
        for i in range(samples):
            move = player.choose(view, random.Random(seed * 1_000_003 + i))
            counts[move] = counts.get(move, 0) + 1
        return {move: c / samples for move, c in counts.items()}
    return strategy


def strategy_of(player, samples: int = 200) -> StrategyOf:
    return player.strategy if hasattr(player, "strategy") else sampled(player, samples)


def strategy_arrays(game: ExactRound, strategy: StrategyOf, seat_x: bool) -> Strategy:
    """The player's chances in one seat of an exact round (X opens), at every history and hand."""
    spec, k, n = game.spec, game.k, game.n
    track = bids(spec.dice)
    index = {bid: i for i, bid in enumerate(track)}
    own = spec.nx if seat_x else spec.ny
    hand_list = hands(own)[0]
    bid = np.ones((n, len(hand_list)), np.float32)
    doubt = np.zeros((n, len(hand_list)), np.float32)
    counts = (spec.nx, spec.ny)
    seat = 0 if seat_x else 1
    for state in range(n):
        history = [j for j in range(k) if state >> j & 1]
        if (len(history) % 2 == 0) != seat_x:
            continue
        made = tuple((i % 2, track[j]) for i, j in enumerate(history))
        last = track[history[-1]] if history else None
        children = [state | 1 << j for j in range((history[-1] + 1) if history else 0, k)]
        for h, hand in enumerate(hand_list):
            view = BluffView(seat, hand, (False,) * own, ((), ()), counts, last,
                             made[-1][0] if made else None, made, Options())
            bid[children, h] = 0.0   # a move the strategy leaves out is never made
            for move, p in strategy(view).items():
                if move.is_doubt:
                    doubt[state, h] = p
                else:
                    bid[state | 1 << index[move.bid], h] = p
    return Strategy(bid, doubt)


def best_response_in(seat_x: bool, strategy: StrategyOf, position: tuple[int, int] = (1, 1)) -> float:
    """What a best response wins in one seat (X's, the opener's, with `seat_x`) against the player in the other:
    `best_response`'s figure for that seat, with the player read in the other seat only (half the reading)."""
    game = bluff_tables.exact_round(position)
    if seat_x:
        return float(game.px @ game.values(game.uniform(True), strategy_arrays(game, strategy, False), best_x=True)[0][0])
    return float(game.py @ game.values(strategy_arrays(game, strategy, True), game.uniform(False), best_y=True)[1][0])


def best_response(strategy: StrategyOf, position: tuple[int, int] = (1, 1)) -> tuple[float, float]:
    """(what a best response wins in X's seat against the player in Y's, in Y's seat against the
    player in X's): every history, every hand, the player's strategy read as given."""
    game = bluff_tables.exact_round(position)
    as_x, as_y = strategy_arrays(game, strategy, True), strategy_arrays(game, strategy, False)
    best_x = game.values(game.uniform(True), as_y, best_x=True)[0]
    best_y = game.values(as_x, game.uniform(False), best_y=True)[1]
    return float(game.px @ best_x[0]), float(game.py @ best_y[0])
