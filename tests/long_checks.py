"""Long checks: one definition, two sizes.

A check that needs many games, many fuzz examples or many combinations to be thorough has a quick form that
runs in the README's test command (`python -m pytest`, within its time bar) and a long form that
`benchmarks/long_checks.py` runs: the same test functions with ``PLANET_DICE_LONG_CHECKS=1``, which prints
their times and fails loudly (exit status 1) on a wrong result. Each quick form says in its test why it
still finds what it looks for (a power calculation, a covering set of combinations, the examples hypothesis
keeps in its database).

    from long_checks import long_checks, quick_or_long
    examples = quick_or_long(15, 300)
"""

from __future__ import annotations

import os

ENV = "PLANET_DICE_LONG_CHECKS"


def long_checks() -> bool:
    """Whether this run is benchmarks/long_checks.py's (the long forms)."""
    return os.environ.get(ENV, "") not in ("", "0")


def quick_or_long(quick, long):
    """`quick` in the test suite, `long` under benchmarks/long_checks.py."""
    return long if long_checks() else quick
