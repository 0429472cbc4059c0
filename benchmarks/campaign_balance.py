"""The campaign's balance table and its load time.

    python benchmarks/campaign_balance.py [--games 101] [--level ID ...] [--suggest stars.json]

Balance: the Normal and Hard computer players (game.campaign.autoplay) play every built-in level on
the same seeds (0..games-1), the clock charged at their pace (3 s a throw, 2 s a fill). For each level:
the star goals, each player's median (score, or time left for a level with a target), how often it
earns at least one star and three stars, and how often it runs out of time. The aim (issue 12): one
star usual for Normal, three stars rare even for Hard. `--suggest` writes star goals that meet it,
from the same games (one star at Normal's 35th percentile, two at Hard's median, three at Hard's
88th percentile), for tuning the level files by hand.

Load time: loading and validating every level and world file of the built-in campaign, median and
p99 of 50 loads, beside a baseline in the same run (parsing the same files with tomllib alone).
The bar: 100 ms for 30 levels.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
import tomllib
from pathlib import Path

from ai_stats import load_average, percentile, use_repo_and_private_cache

use_repo_and_private_cache()

from game.campaign.autoplay import play_level  # noqa: E402
from game.campaign.campaign import load_campaign  # noqa: E402
from game.system.resources import levels_dir  # noqa: E402


def load_time(repeats: int = 50) -> None:
    files = sorted(levels_dir().rglob("*.toml"))
    full, bare = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        campaign = load_campaign(user=False)
        full.append(time.perf_counter() - start)
        start = time.perf_counter()
        for file in files:
            tomllib.loads(file.read_text(encoding="utf-8"))
        bare.append(time.perf_counter() - start)
    levels = len(campaign.levels())
    print(f"Load and validate the built-in campaign ({len(campaign.worlds)} worlds, {levels} levels, "
          f"{len(campaign.problems)} problems), {repeats} loads:")
    for name, samples in (("load_campaign (read, parse, validate)", full), ("baseline: tomllib.loads only", bare)):
        ms = [s * 1000 for s in samples]
        print(f"  {name:<40} median {statistics.median(ms):6.2f} ms   p99 {percentile(ms, 0.99):6.2f} ms")
    print(f"  bar: 100 ms for 30 levels -> {statistics.median(full) * 1000 * 30 / max(1, levels):.2f} ms "
          "for 30 at the median")


def balance(games: int, only: list[str], suggest: Path | None) -> None:
    campaign = load_campaign(user=False)
    entries = [e for e in campaign.levels() if not only or e.id in only]
    print(f"\nBalance: {games} games per level and player, seeds 0..{games - 1}")
    print(f"  {'level':<24} {'goals (1/2/3 stars)':<20} {'Normal med':>10} {'1*+':>5} {'3*':>5} {'out':>5}"
          f"   {'Hard med':>9} {'1*+':>5} {'3*':>5} {'out':>5}")
    suggestions = {}
    normal_one = hard_three = 0
    start = time.perf_counter()
    for entry in entries:
        level = entry.level
        if level is None:
            print(f"  {entry.id:<24} BROKEN: {entry.error.summary}")
            continue
        by_time = level.stars.time_left is not None
        row, values = [], {}
        for difficulty in ("normal", "hard"):
            outcomes = [play_level(level, random.Random(seed), difficulty) for seed in range(games)]
            measure = [o.time_left if by_time and o.won else (-1.0 if by_time else o.score) for o in outcomes]
            values[difficulty] = measure
            one = sum(o.stars >= 1 for o in outcomes) / games
            three = sum(o.stars == 3 for o in outcomes) / games
            out = sum(o.timed_out for o in outcomes) / games
            median = statistics.median(measure)
            shown = ("lost" if median < 0 else f"{median:.0f}s") if by_time else f"{median:.0f}"
            row.append(f"{shown:>9} {one:5.0%} {three:5.0%} {out:5.0%}")
            if difficulty == "normal":
                normal_one += one >= 0.5
            else:
                hard_three += three <= 0.2
        goals = "/".join(str(g) for g in level.star_goals) + (" s" if by_time else "")
        print(f"  {entry.id:<24} {goals:<20} {row[0]}   {row[1]}")
        suggestions[entry.id] = _suggest(values["normal"], values["hard"], by_time)
    played = sum(1 for e in entries if e.level is not None)
    print(f"  Normal earns a star in at least half its games on {normal_one}/{played} levels; "
          f"Hard earns three stars in at most 20% on {hard_three}/{played}  ({time.perf_counter() - start:.0f} s)")
    if suggest:
        suggest.write_text(json.dumps(suggestions, indent=1))
        print(f"  suggested star goals written to {suggest}")


def _suggest(normal: list[float], hard: list[float], by_time: bool) -> list[int]:
    step = 5
    if by_time:
        wins = sorted(v for v in hard if v >= 0) or [0.0]
        one = 0
        two = max(one + step, int(percentile(wins, 0.5)) // step * step)
        three = max(two + step, -(-int(percentile(wins, 0.85)) // step) * step)
        return [one, two, three]
    one = int(percentile(normal, 0.35)) // step * step
    two = max(one + step, int(percentile(hard, 0.5)) // step * step)
    three = max(two + step, -(-int(percentile(hard, 0.88)) // step) * step)
    return [one, two, three]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=101)
    parser.add_argument("--level", action="append", default=[], help="only this level id (repeatable)")
    parser.add_argument("--suggest", type=Path, default=None, help="write suggested star goals (JSON)")
    parser.add_argument("--no-balance", action="store_true", help="only the load time")
    args = parser.parse_args()
    print(load_average())
    load_time()
    if not args.no_balance:
        balance(args.games, args.level, args.suggest)


if __name__ == "__main__":
    main()
