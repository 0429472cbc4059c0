"""One two-player Bluff round as arrays: the bids, the hands, and what each doubt is worth.

The solvers (``bluff_cfr`` exact, ``bluff_recall`` abstracted) see a round as: the opener X and the
other player Y with ``nx`` and ``ny`` dice; the bids of the track for ``nx + ny`` dice, lowest first
(``bids``); every hand a player may hold, as a sorted multiset of faces 1..6 (6 = the star), with its
chance (``hands``); and for every bid, who doubts and each pair of hands, X's chance to win the
*game* after the doubt (``doubt_payoffs``): a player who loses their last die has lost, otherwise
the loser opens the next round, whose value comes from ``PositionValues``.

A position is (dice of the player who opens the round, dice of the other); its value is the chance
that the opener wins the game. The rules' options that matter with two players: "exact pays the
bidder" (on an exact bid the doubter gives a die to the bidder); "exact hits everyone" is the
basic rule with two players; the reroll option is not solved here.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from game.rules.bluff import MAX_DICE, STAR, Bid, legal_raises

Position = tuple[int, int]   # (dice of the opener, dice of the other)


@lru_cache(maxsize=16)
def bids(dice_in_play: int) -> tuple[Bid, ...]:
    """Every bid of the track for `dice_in_play` dice, lowest first (index = bid number)."""
    return tuple(legal_raises(None, dice_in_play))


@lru_cache(maxsize=16)
def hands(n: int) -> tuple[tuple[tuple[int, ...], ...], np.ndarray]:
    """(every sorted hand of n dice, the chance of each)."""
    all_hands = tuple(itertools.combinations_with_replacement(range(1, 7), n))
    chances = np.array([math.factorial(n) / math.prod(math.factorial(c) for c in Counter(h).values()) / 6 ** n
                        for h in all_hands])
    chances.setflags(write=False)
    return all_hands, chances


def hand_index(hand: tuple[int, ...] | list[int]) -> int:
    """The index of a hand (any order) in ``hands(len(hand))``."""
    return _index_of(len(hand))[tuple(sorted(hand))]


@lru_cache(maxsize=16)
def _index_of(n: int) -> Mapping[tuple[int, ...], int]:
    return {hand: i for i, hand in enumerate(hands(n)[0])}


@lru_cache(maxsize=64)
def matches(n: int, dice_in_play: int) -> np.ndarray:
    """``m[h, k]``: how many dice of hand h (of n dice) meet bid k (stars count for numbers)."""
    table = np.array([[sum(1 for v in hand if v == bid.face or (v == STAR and not bid.is_star))
                       for bid in bids(dice_in_play)] for hand in hands(n)[0]], dtype=np.int64)
    table.setflags(write=False)
    return table


class PositionValues:
    """The value of each two-player position: the chance the opener wins. Positions not given are
    estimated (``estimate``) from the dice each player holds."""

    def __init__(self, known: Mapping[Position, float] | None = None) -> None:
        self.known: dict[Position, float] = dict(known or {})

    def __call__(self, opener: int, other: int) -> float:
        if other == 0:
            return 1.0
        if opener == 0:
            return 0.0
        return self.known.get((opener, other), estimate(opener, other))

    def with_value(self, position: Position, value: float) -> PositionValues:
        return PositionValues({**self.known, position: value})


def estimate(opener: int, other: int) -> float:
    """A rough value for a position nobody solved: a logistic curve in the difference of dice,
    flatter when many dice are in play (measured: the solved 1v1 .. 3v3 positions lie near it)."""
    return 1.0 / (1.0 + math.exp(-1.6 * (opener - other) / math.sqrt(opener + other)))


@dataclass(frozen=True)
class RoundSpec:
    """A two-player round: X opens with `nx` dice against Y's `ny`."""

    nx: int
    ny: int
    exact_pays_bidder: bool = False

    @property
    def dice(self) -> int:
        return self.nx + self.ny


def outcome_value(nx: int, ny: int, x_loses: int, y_loses: int, x_gains: int, y_gains: int,
                  values: PositionValues) -> float:
    """X's chance to win the game after a doubt took dice from (and maybe gave dice to) the players.
    Nobody loses more dice than they hold; a player left without dice has lost; the loser opens."""
    x_left, y_left = nx - min(x_loses, nx), ny - min(y_loses, ny)
    if x_left == 0:
        return 0.0
    if y_left == 0:
        return 1.0
    x_after, y_after = min(MAX_DICE, x_left + x_gains), min(MAX_DICE, y_left + y_gains)
    if x_loses:
        return values(x_after, y_after)
    return 1.0 - values(y_after, x_after)


def doubt_payoffs(spec: RoundSpec, values: PositionValues) -> tuple[np.ndarray, np.ndarray]:
    """(by_x[k], by_y[k]): X's chance to win the game when X (resp. Y) doubts bid k, for every pair
    of hands, shaped (bids, hands of X, hands of Y)."""
    nx, ny, dice = spec.nx, spec.ny, spec.dice
    total = matches(nx, dice)[:, None, :] + matches(ny, dice)[None, :, :]   # (hx, hy, k)
    quantity = np.array([bid.quantity for bid in bids(dice)])
    diff = total - quantity   # count minus bid: < 0 the bidder loses, > 0 the doubter, 0 exact
    out = []
    for doubter_is_x in (True, False):
        table = np.empty(diff.shape)
        for value in np.unique(diff):
            bidder_loses, doubter_loses = max(0, -int(value)), max(0, int(value))
            gain = 0
            if value == 0:
                doubter_loses, gain = 1, int(spec.exact_pays_bidder)
            if doubter_is_x:
                lose, gains = (doubter_loses, bidder_loses), (0, gain)
            else:
                lose, gains = (bidder_loses, doubter_loses), (gain, 0)
            table[diff == value] = outcome_value(nx, ny, lose[0], lose[1], gains[0], gains[1], values)
        out.append(np.ascontiguousarray(table.transpose(2, 0, 1)))
    return out[0], out[1]
