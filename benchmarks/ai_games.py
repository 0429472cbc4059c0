"""Long play without scenes: thousands of whole games by computer players alone, in every mode that has
rules and computer players (Dicetime, Triple, Puzzle, Bluff, 10000/Zehntausend, campaign levels), with
random seats, difficulties and variants. Counts the games and every exception; exits 1 if there is any.

    python benchmarks/ai_games.py [--games 10000] [--seed 0]

Game i plays mode i % 6 on random.Random(seed + i) (`game.ai.selfplay`), so any failure is replayed by
its number. The tables are built first into a temporary cache folder.
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import sys
import time
import traceback

from ai_stats import load_average, percentile, use_repo_and_private_cache

use_repo_and_private_cache()

from game.ai import selfplay  # noqa: E402
from game.campaign.campaign import load_campaign  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    levels = [entry.level for entry in load_campaign(user=False).levels() if entry.level is not None]
    games = dict(selfplay.GAMES, campaign=lambda rng: selfplay.play_campaign_level(levels, rng))
    modes = list(games)
    print(load_average())
    print(f"{args.games} games by computer players alone, modes in turn: {', '.join(modes)} "
          f"({len(levels)} campaign levels)")
    times: dict[str, list[float]] = collections.defaultdict(list)
    failures: list[tuple[int, str, str]] = []
    started = time.perf_counter()
    for i in range(args.games):
        mode = modes[i % len(modes)]
        rng = random.Random(args.seed + i)
        begin = time.perf_counter()
        try:
            games[mode](rng)
        except Exception:  # noqa: BLE001 - counting every failure is the point
            failures.append((i, mode, traceback.format_exc()))
        times[mode].append(time.perf_counter() - begin)
        if (i + 1) % 1000 == 0:
            print(f"  {i + 1} games, {len(failures)} exceptions, {time.perf_counter() - started:.0f} s", flush=True)
    for mode in modes:
        ms = [t * 1000 for t in times[mode]]
        print(f"  {mode:<12} {len(ms):6d} games   median {statistics.median(ms):7.1f} ms   "
              f"p99 {percentile(ms, 0.99):7.1f} ms   worst {max(ms):7.1f} ms (the first builds its tables)")
    played = sum(len(t) for t in times.values())
    print(f"{played} games played, {played - len(failures)} finished, {len(failures)} exceptions "
          f"in {time.perf_counter() - started:.0f} s")
    for i, mode, text in failures[:5]:
        print(f"--- game {i} ({mode}, seed {args.seed + i}):\n{text}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
