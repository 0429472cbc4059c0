"""The odds of a Bluff bid, from what one seat may see.

A seat sees its own hand and every die put in the open; every other die is unknown. An unknown die
meets a number bid with chance 1/3 (the number or a star) and a star bid with chance 1/6. The count
of dice meeting a bid is then the known matches plus a sum of binomials: one binomial per seat,
since a seat's bids may shift our belief about that seat's hidden dice (``leanings``).

Everything here is plain Python on small lists (at most 30 dice in play), fast enough to weigh every
sensible bid within a decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from game.rules.bluff import STAR

P_NUMBER = 1 / 3  # a number or a star
P_STAR = 1 / 6


def chance_of_match(face: int) -> float:
    """The chance that one unseen die meets a bid on `face` (stars are wild for numbers)."""
    return P_STAR if face == STAR else P_NUMBER


def matches(face: int, values: Iterable[int]) -> int:
    """How many of `values` meet a bid on `face`."""
    if face == STAR:
        return sum(1 for value in values if value == STAR)
    return sum(1 for value in values if value in (face, STAR))


@lru_cache(maxsize=4096)
def binomial(n: int, p: float) -> tuple[float, ...]:
    """P(X = k) for k = 0..n, X ~ Binomial(n, p)."""
    return tuple(comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1))


def convolve(a: Sequence[float], b: Sequence[float]) -> tuple[float, ...]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return tuple(out)


@dataclass(frozen=True)
class CountOdds:
    """The distribution of the true count for one face: ``pmf[c]`` = P(count = c)."""

    pmf: tuple[float, ...]
    tails: tuple[float, ...] = ()  # tails[q] = P(count >= q), filled in by `of`

    @classmethod
    def of(cls, known: int, unknown: Iterable[tuple[int, float]]) -> CountOdds:
        """`known` sure matches plus, for each (n, p) in `unknown`, n dice meeting the bid with chance p."""
        return _count_odds(known, tuple((n, round(p, 12)) for n, p in unknown if n))

    def at_least(self, quantity: int) -> float:
        """P(count >= quantity): the chance the bid is true."""
        if quantity <= 0:
            return 1.0
        return self.tails[quantity] if quantity < len(self.tails) else 0.0

    def exactly(self, quantity: int) -> float:
        return self.pmf[quantity] if 0 <= quantity < len(self.pmf) else 0.0

    @property
    def mean(self) -> float:
        return sum(c * p for c, p in enumerate(self.pmf))


@lru_cache(maxsize=8192)
def _count_odds(known: int, unknown: tuple[tuple[int, float], ...]) -> CountOdds:
    pmf: tuple[float, ...] = (0.0,) * known + (1.0,)
    for n, p in unknown:
        pmf = convolve(pmf, binomial(n, p))
    tails = [0.0] * (len(pmf) + 1)
    for c in range(len(pmf) - 1, -1, -1):
        tails[c] = tails[c + 1] + pmf[c]
    return CountOdds(pmf, tuple(min(1.0, t) for t in tails))


def seat_odds(face: int, known: int, hidden: Mapping[int, int], leanings: Mapping[int, float] | None = None) -> CountOdds:
    """The count for `face`: `known` matches seen, `hidden[seat]` unseen dice per seat, each meeting
    the bid with the base chance plus `leanings[seat]` (what that seat's bids suggest; 0 if none)."""
    base = chance_of_match(face)
    leanings = leanings or {}
    groups: dict[float, int] = {}
    for seat, n in hidden.items():
        p = min(0.95, max(0.02, base + leanings.get(seat, 0.0)))
        groups[p] = groups.get(p, 0) + n
    return CountOdds.of(known, [(n, p) for p, n in sorted(groups.items())])
