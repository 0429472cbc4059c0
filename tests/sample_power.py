"""How many games a statistical test of a mean needs (issue 21: a test may use fewer samples only where a
calculation in the test shows it keeps its power to find a 5 % bias)."""

from __future__ import annotations

import math
from statistics import NormalDist

POWER = 0.95   # the least chance to find the bias
BIAS = 0.05    # of the expected mean


def samples_for(expected: float, sd: float, sigmas: float, bias: float = BIAS, power: float = POWER) -> int:
    """The least n for which a test that fails when |sample mean - expected| >= `sigmas` * sd / sqrt(n) fails with
    chance >= `power` when the true mean is off by `bias` * expected (normal approximation of the mean)."""
    z = NormalDist().inv_cdf(power)
    return math.ceil(((sigmas + z) * sd / (bias * abs(expected))) ** 2)
