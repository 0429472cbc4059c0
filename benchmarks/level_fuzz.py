"""The fuzzer over players' own campaigns at a large count (issue 23): N random folders of worlds and levels
(tests/campaign/level_fuzz_cases.py: random bytes, random TOML, random twists, odd names, pipes, links),
each judged by the checker and by the game, which must agree line for line, with nothing raising.

    python benchmarks/level_fuzz.py --count 20000 [--start 0]

Prints the count, the files and problems seen, the levels found playable and broken, and the time.
Exits 1 at the first seed where they disagree (the seed reproduces it)."""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "campaign"))

from level_fuzz_cases import judge, make_campaign  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--start", type=int, default=0)
    args = parser.parse_args()
    totals = {"files": 0, "lines": 0, "playable": 0, "broken": 0}
    wall, cpu = time.perf_counter(), time.process_time()
    with tempfile.TemporaryDirectory() as scratch:
        builtin = Path(scratch) / "no-builtin"
        builtin.mkdir()
        for seed in range(args.start, args.start + args.count):
            root = Path(scratch) / f"c{seed}" / "levels"
            make_campaign(root, seed)
            try:
                counts = judge(root, builtin)
            except AssertionError as exc:
                print(f"seed {seed}: the checker and the game disagree: {str(exc)[:400]}")
                return 1
            except Exception as exc:  # noqa: BLE001 - anything raised is what the fuzzer looks for
                print(f"seed {seed}: {type(exc).__name__}: {exc}")
                return 1
            for key, value in counts.items():
                totals[key] += value
            shutil.rmtree(root.parent, ignore_errors=True)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{args.count} campaigns (seeds {args.start}..{args.start + args.count - 1}): {totals['files']} files read, "
          f"{totals['lines']} problem lines, {totals['playable']} levels playable, {totals['broken']} broken; "
          f"the checker and the game agreed on all, nothing raised")
    print(f"{wall:.1f} s wall, {cpu:.1f} s CPU ({1000 * cpu / args.count:.2f} ms CPU a campaign), peak RSS {peak:.0f} MiB, "
          f"load {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
