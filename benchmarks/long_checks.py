"""The long forms of the test suite's long checks (tests/long_checks.py), run as they are in the suite.

    python benchmarks/long_checks.py [--list] [pytest arguments...]

The README's test command runs each of these checks in a quick form that keeps it within its time bar; this
runs the same test functions in their long form (``PLANET_DICE_LONG_CHECKS=1``), in this process's order,
one process, and prints each test's time, the CPU of the whole run (user + system, children included) and
the load. Exits with pytest's status: 1 when a check found something wrong (its message names it).

The long checks, and why each is long (soak-like: many games, many examples or many combinations):
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: test -> why its long form is long (what the quick form keeps is said at the test).
LONG_CHECKS = {
    "tests/storage/test_userfile_fuzz.py":
        "the user-file fuzzer: 400 hypothesis examples per file and property instead of 15",
    "tests/scenes/bluff/test_bluff_scene.py::test_combinations_of_options_play_a_demo_to_its_end":
        "all 16 combinations of the four Bluff options, each a whole demo match (up to three games), "
        "instead of the 5 that hold every pair of option values",
    "tests/physics/test_fairness.py::test_dice_are_fair_overall_per_position_and_in_pairs":
        "6,000 real throws of five dice and 5,000 of six instead of 2,000 each: the full 36-cell table of two "
        "dice finds two dice linked 5 % of the time with power >= 0.95 only from ~4,700 throws",
    "tests/physics/test_fairness.py::test_the_throw_counts_keep_the_power_to_find_a_5_percent_bias":
        "(instant) checks that the long throw counts keep the power of the full pair table",
    "tests/storage/test_kill_during_save.py::test_saves_killed_at_random_moments_always_leave_a_whole_valid_file":
        "200 saving processes killed at random moments instead of 12 (a soak: each kill forks a saver)",
}
__doc__ += "".join(f"\n- {test}: {why}" for test, why in LONG_CHECKS.items())


def main(argv: list[str]) -> int:
    if "--list" in argv:
        print(__doc__)
        return 0
    env = dict(os.environ, PLANET_DICE_LONG_CHECKS="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [sys.executable, "-m", "pytest", *LONG_CHECKS, "-n", "0", "-p", "no:randomly", "-q",
               "--durations=0", "--durations-min=0.5", *argv]
    print("load at start: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    wall = time.perf_counter()
    status = subprocess.run(command, cwd=ROOT, env=env).returncode
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"long checks: {time.perf_counter() - wall:.1f} s wall, {used.ru_utime + used.ru_stime:.1f} s CPU "
          f"(user + system), load at the end {os.getloadavg()[0]:.2f}; pytest exit status {status}")
    if status:
        print("LONG CHECKS FAILED: see the failures above", file=sys.stderr)
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
