"""Chi-square goodness of fit against fair dice, without scipy (used by tests and benchmarks)."""

from __future__ import annotations

import math
from collections.abc import Iterable


def face_counts(faces: Iterable[int]) -> list[int]:
    """How often each value 1..6 occurs."""
    counts = [0] * 6
    for face in faces:
        counts[face - 1] += 1
    return counts


def chi_square(counts: list[int]) -> float:
    """Pearson's statistic of ``counts`` against equal expected counts."""
    expected = sum(counts) / len(counts)
    return sum((c - expected) ** 2 / expected for c in counts)


def chi_square_sf_5dof(x: float) -> float:
    """P(X >= x) for a chi-square variable with 5 degrees of freedom (closed form)."""
    if x <= 0.0:
        return 1.0
    return math.erfc(math.sqrt(x / 2.0)) + math.sqrt(2.0 * x / math.pi) * math.exp(-x / 2.0) * (1.0 + x / 3.0)


def chi_square_sf(x: float, dof: int) -> float:
    """P(X >= x) for a chi-square variable with ``dof`` degrees of freedom.

    The regularised upper incomplete gamma function Q(dof/2, x/2): a series below
    its mean, a continued fraction above it (Numerical Recipes, 6.2).
    """
    if x <= 0.0:
        return 1.0
    a, z = dof / 2.0, x / 2.0
    log_front = a * math.log(z) - z - math.lgamma(a)
    if z < a + 1.0:
        term = total = 1.0 / a
        n = a
        for _ in range(10_000):
            n += 1.0
            term *= z / n
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300
    b = z + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
    return math.exp(log_front) * h


def pair_counts(pairs: Iterable[tuple[int, int]]) -> list[int]:
    """How often each ordered pair of values (1..6, 1..6) occurs: 36 counts."""
    counts = [0] * 36
    for a, b in pairs:
        counts[(a - 1) * 6 + (b - 1)] += 1
    return counts
