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
