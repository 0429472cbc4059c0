"""The exact puzzle table (issue 16): its value, build, load, decisions, and 1000 games side by side.

    nice -n 10 python benchmarks/puzzle_optimal.py [--games 1000] [--decisions 2000] [--quick] [--levels]

Prints, with the Dicetime table as the baseline measured in the same run:
- the expected optimal score of the rule text's puzzle (26 pooled rerolls, no clock) from a float64 build
  (to 4 decimals and more) and from the float32 table the game uses; capped at 2 rerolls a turn the same
  build must give Dicetime's 245.870775 (skipped with --quick);
- build time (bar 60 s) and peak memory (bar 1 GB), table load from the cache (bar 0.2 s);
- decision latency, median and p99 (bar 5 ms), next to the Dicetime Hard player's and the pool-worth
  (Normal) puzzle player's;
- 1000 seeded games: the perfect player's mean against the table's value (within 3 standard errors?),
  the pool-worth player and two rerolls a turn on the same seeds;
- with --levels: every shipped campaign level, exact or not, and what a perfect player averages there
  next to its star scores.
The cache goes to a temporary folder. On a shared machine wall times are noisy: CPU times are printed too.
"""

from __future__ import annotations

import argparse
import random
import resource
import time
import tracemalloc
from collections import Counter
from pathlib import Path

from ai_stats import Stopwatch, load_average, mean_and_error, use_repo_and_private_cache

use_repo_and_private_cache()

import numpy as np  # noqa: E402

from game.ai import dicetime, dicetime_table, puzzle, puzzle_levels, puzzle_optimal, puzzle_table  # noqa: E402
from game.ai.puzzle_table import TableSpec  # noqa: E402
from game.ai.turn_plan import lock_mask  # noqa: E402
from game.rules.puzzle import PuzzleGame  # noqa: E402

DICETIME_OPTIMUM = 245.870775


def timed_build(label: str, build) -> tuple[object, float, float]:
    """(result, wall s, cpu s) with the peak of traced allocations printed."""
    tracemalloc.start()
    wall, cpu = time.perf_counter(), time.process_time()
    result = build()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"  {label:<44} {wall:7.2f} s wall, {cpu:7.2f} s cpu, peak allocated {peak / 2**20:7.1f} MiB")
    return result, wall, cpu


def measure_builds(quick: bool) -> np.ndarray:
    print("table builds (tracemalloc on: numpy's allocations are traced):")
    base, _, _ = timed_build("Dicetime table (baseline, 8192 x 64)", dicetime_table.build_table)
    table, wall, _ = timed_build("puzzle table, 26 pooled (8192 x 64 x 27)", puzzle_table.build_table)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  process peak RSS so far {rss:.0f} MiB (interpreter, numpy, both tables); bars: 60 s, 1 GB: "
          f"{'met' if wall <= 60 and rss <= 1024 else 'NOT met'}")
    print(f"  empty card, float32 table: {table[0, 0, 26]:.5f}; Dicetime baseline {base[0, 0]:.7f}")
    if not quick:
        exact, _, _ = timed_build("puzzle table, float64 throughout", lambda: puzzle_table.build_table(exact=True))
        print(f"  EXPECTED OPTIMAL SCORE, 26 pooled rerolls, no clock: {exact[0, 0, 26]:.8f} -> {exact[0, 0, 26]:.4f}")
        print(f"  float32 table vs float64 build: start {table[0, 0, 26] - exact[0, 0, 26]:+.1e}, "
              f"largest difference anywhere {np.abs(table - exact).max():.1e}")
        print("  by pool (float64): " + ", ".join(f"{q}: {exact[0, 0, q]:.4f}" for q in range(27)))
        capped, _, _ = timed_build("26 pooled, at most 2 a turn (= Dicetime)",
                                   lambda: puzzle_table.build_table(TableSpec(turn_rerolls=2), exact=True))
        print(f"  capped at 2 a turn: {capped[0, 0, 26]:.7f} vs Dicetime's published {DICETIME_OPTIMUM} "
              f"(off by {abs(capped[0, 0, 26] - DICETIME_OPTIMUM):.1e})")
    return table


def measure_load(table: np.ndarray) -> None:
    puzzle_table.save_atomically(table)
    path = puzzle_table.cache_path()
    times = []
    for _ in range(10):
        start = time.perf_counter()
        loaded = puzzle_table.load_cached()
        times.append(time.perf_counter() - start)
        assert loaded is not None
    base = dicetime_table.values()
    dicetime_table.save_atomically(base)
    base_times = []
    for _ in range(10):
        start = time.perf_counter()
        dicetime_table.load_cached()
        base_times.append(time.perf_counter() - start)
    print(f"load from cache, header and values checked: puzzle ({path.stat().st_size / 2**20:.1f} MiB) median "
          f"{np.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms (bar 200 ms) | Dicetime "
          f"({dicetime_table.cache_path().stat().st_size / 2**20:.1f} MiB) median {np.median(base_times) * 1000:.0f} ms")
    puzzle_table.forget_loaded_tables()
    puzzle_table.values()  # from the cache


def measure_decisions(count: int) -> None:
    """Every decision of perfect play in seeded games, timed cold (the turn not yet worked out: the first
    decision of each turn pays that) and warm; the Dicetime Hard and the puzzle's Normal side by side."""
    solver = puzzle_optimal.OptimalPuzzle()
    normal = puzzle.make_player()
    cold, warm, fill, hints, normal_keep = Stopwatch(), Stopwatch(), Stopwatch(), Stopwatch(), Stopwatch()
    spent_per_turn: Counter[int] = Counter()
    seed, decisions = 50_000, 0
    while decisions < count:
        rng = random.Random(seed)
        game = PuzzleGame()
        while not game.is_over:
            turn = game.turn()
            dice = turn.roll_random(rng)
            card = game.card
            spent = 0
            while True:
                args = (card.open_categories, card.upper_total, dice, game.rerolls_left)
                if spent == 0:
                    solver._turns.clear()  # as if nothing of this turn were known yet
                with cold if spent == 0 else warm:
                    keep = solver.best_keep(*args)
                with hints:
                    solver.hint(*args)
                with normal_keep:
                    normal.choose_keep(puzzle.PuzzleTurn(*args), rng)
                decisions += 1
                if len(keep) == 5:
                    break
                turn.set_locked(lock_mask(dice, keep))
                dice = turn.roll_random(rng)
                spent += 1
            spent_per_turn[spent] += 1
            with fill:
                category = solver.best_category(card.open_categories, card.upper_total, dice, game.rerolls_left)
            game.fill(category)
        seed += 1
    base, base_warm = Stopwatch(), Stopwatch()
    hard = dicetime.make_player("hard")
    for i in range(min(count, 1000)):
        rng = random.Random(i)
        state = dicetime.DicetimeTurn(frozenset(dicetime.CATEGORIES[i % 13:]), i % 40, tuple(rng.randint(1, 6)
                                      for _ in range(5)), 2)
        dicetime._VALUATIONS["hard"]._plans.clear()
        with base:
            hard.choose_keep(state, rng)
        with base_warm:
            hard.choose_keep(state, rng)
    print(f"decision latency over {decisions} decision points of perfect play (bar: p99 <= 5 ms):")
    print(cold.line("perfect: keep, first in turn"))
    print(warm.line("perfect: keep, turn worked out"))
    print(fill.line("perfect: category"))
    print(hints.line("perfect: hint"))
    print(normal_keep.line("baseline puzzle Normal: keep"))
    print(base.line("baseline Dicetime Hard: keep, cold"))
    print(base_warm.line("baseline Dicetime Hard: keep, warm"))
    total = sum(spent_per_turn.values())
    print("rerolls perfect play spends per turn: " + ", ".join(
        f"{k}: {spent_per_turn[k] / total:.1%}" for k in sorted(spent_per_turn)))


def measure_games(games: int) -> None:
    value = puzzle.optimal_value(26)
    print(f"{games} puzzle games, 26 rerolls, no clock, seeds 0..{games - 1} (the same first throws for all):")
    scores = {}
    for label, play in (("perfect (Hard, the table)", puzzle_optimal.play_solitaire),
                        ("pool worth (Normal)", lambda s: puzzle.play_solitaire(s, pooled=True)),
                        ("2 a turn (Dicetime Hard)", lambda s: puzzle.play_solitaire(s, pooled=False))):
        start = time.perf_counter()
        scores[label] = [play(seed) for seed in range(games)]
        mean, error = mean_and_error(scores[label])
        note = ""
        if label.startswith("perfect"):
            gap = (mean - value) / error
            note = f"  table {value:.4f}: {gap:+.2f} s.e. ({'within' if abs(gap) <= 3 else 'OUTSIDE'} 3)"
        print(f"  {label:<28} mean {mean:7.2f} ± {error:.2f}   "
              f"{(time.perf_counter() - start) / games * 1000:5.1f} ms a game{note}")
    perfect = scores["perfect (Hard, the table)"]
    for label in list(scores)[1:]:
        mean, error = mean_and_error([a - b for a, b in zip(perfect, scores[label], strict=False)])
        print(f"  perfect - {label}, same seeds: {mean:+.2f} ± {error:.2f}")


def measure_levels() -> None:
    from game.campaign import load_level

    print("shipped campaign levels: what a perfect player averages (no clock) next to the star scores:")
    root = Path(__file__).resolve().parents[1] / "levels"
    for path in sorted(root.glob("*/*.toml")):
        if path.name == "world.toml":
            continue
        level = load_level(path)
        optimum = puzzle_levels.level_optimum(level.rerolls, level.rules)
        start = time.perf_counter()
        value = optimum.value(puzzle_table.values(optimum.spec))
        took = time.perf_counter() - start
        stars = getattr(level.stars, "scores", None)
        kind = "exact" if optimum.exact else "not exact (" + ", ".join(optimum.not_modelled) + "): best score ignoring it"
        print(f"  {path.parent.name}/{path.stem:<16} pool {level.rerolls:2d} table {optimum.spec.shape} "
              f"{took:5.1f} s   {value:7.2f}  {kind}; stars {stars}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--decisions", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="skip the float64 and capped builds")
    parser.add_argument("--levels", action="store_true", help="also every shipped campaign level")
    args = parser.parse_args()
    print(load_average())
    table = measure_builds(args.quick)
    measure_load(table)
    measure_decisions(args.decisions)
    measure_games(args.games)
    if args.levels:
        measure_levels()
    print(load_average())


if __name__ == "__main__":
    main()
