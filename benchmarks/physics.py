"""The dice table headless: throughput, settle times, spread, fairness.

    python benchmarks/physics.py [--throws 30000] [--speed-throws 1500]

- Throws per second, headless, for 5 and 6 dice on one core: `simulate_throw`
  (the game's own Tray at its 1/120 s step) from fixed seeds, in CPU time (which
  leaves out the time other processes held the core). Bar (issue 10): >= 500
  five-dice throws/s.
- Baseline in the same run, interleaved seed by seed: bare pymunk, i.e. the same
  table built and thrown, then `Space.step` called as often as the game's throw
  did, with none of the per-die work (rolling orientations, felt friction states,
  hops, tipping, reading). On a shared machine the throws/s move with the load;
  the ratio to the bare loop moves much less.
- Settle time (simulated seconds from the throw to every die read): median and
  p99 for 5 and 6 dice. Bars: median <= 1.1 s, p99 <= 1.6 s.
- Spread at rest: mean distance between dice next to a uniform scatter of the
  same dice without overlap; dice against a wall; throws where two dice touch.
  Dice cannot lie on each other (the table is flat); the figure is always 0.
- Fairness over `--throws` throws of five and of six dice: chi-square (5 dof)
  overall and per die position, and for the pairs (die 0, die 1) and (die 0,
  last die) (35 dof); bar p >= 0.001.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.physics import simulate_throw, tray  # noqa: E402
from game.physics.fairness import (  # noqa: E402
    chi_square,
    chi_square_sf,
    chi_square_sf_5dof,
    face_counts,
    pair_counts,
)

SIZE = (900.0, 700.0)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def speed_next_to_bare_pymunk(count: int, throws: int) -> None:
    """Game throw vs the same number of bare Space.step calls, seed by seed (CPU time)."""
    game_cpu = bare_cpu = 0.0
    settle = []
    for seed in range(throws):
        t0 = time.process_time()
        result = simulate_throw(count, seed)
        t1 = time.process_time()
        bare = tray.Tray(SIZE, count, seed, collect_events=False, keep_poses=False)
        bare.throw()
        space = bare.space
        for _ in range(2 * round(result.settle_time / tray.STEP)):   # the game steps pymunk twice per step
            space.step(tray.STEP / 2)
        t2 = time.process_time()
        game_cpu += t1 - t0
        bare_cpu += t2 - t1
        settle.append(result.settle_time)
    print(f"  {count} dice: game {throws / game_cpu:6.0f} throws/s CPU | bare pymunk {throws / bare_cpu:6.0f} /s CPU"
          f" | the game costs {game_cpu / bare_cpu:.2f}x the bare loop;"
          f" settle median {statistics.median(settle):.2f} s, p99 {percentile(settle, 0.99):.2f} s,"
          f" max {max(settle):.2f} s")


def spread(count: int, throws: int) -> None:
    distances, uniform, at_wall, touching, dice = [], [], 0, 0, 0
    rng = random.Random(7)
    for seed in range(throws):
        t = tray.Tray(SIZE, count, seed, collect_events=False, keep_poses=False)
        t.throw()
        t.run_until_settled()
        e = t.edge
        points = [(b.position.x, b.position.y) for b in t.bodies]
        distances.append(statistics.mean(math.dist(a, b) for a, b in itertools.combinations(points, 2)))
        at_wall += sum(1 for x, y in points if min(x, y, SIZE[0] - x, SIZE[1] - y) < 0.75 * e)
        touching += any(math.dist(a, b) < 1.1 * e for a, b in itertools.combinations(points, 2))
        dice += count
        scatter: list[tuple[float, float]] = []
        while len(scatter) < count:
            p = (rng.uniform(e / 2, SIZE[0] - e / 2), rng.uniform(e / 2, SIZE[1] - e / 2))
            if all(math.dist(p, q) > e * math.sqrt(2) for q in scatter):
                scatter.append(p)
        uniform.append(statistics.mean(math.dist(a, b) for a, b in itertools.combinations(scatter, 2)))
    print(f"  {count} dice (edge {e:.0f} px): mean distance {statistics.mean(distances):.0f} px"
          f" (uniform scatter {statistics.mean(uniform):.0f} px); {at_wall / dice:.1%} of dice against a wall;"
          f" {touching / throws:.1%} of throws with two dice touching; 0 dice lying on another")


def fairness(count: int, throws: int) -> None:
    faces = [simulate_throw(count, 1_000_000 + seed).faces for seed in range(throws)]
    every = [f for throw in faces for f in throw]
    stat = chi_square(face_counts(every))
    print(f"\nFairness over {throws} {count}-dice throws ({len(every)} dice, seeds 1000000..):")
    print(f"  counts 1..6: {face_counts(every)}")
    print(f"  all faces: chi-square {stat:.2f} (5 dof), p = {chi_square_sf_5dof(stat):.4f}   (bar p >= 0.001)")
    ps = []
    for position in range(count):
        s = chi_square(face_counts(throw[position] for throw in faces))
        ps.append(chi_square_sf_5dof(s))
    print(f"  per die position: p from {min(ps):.3f} to {max(ps):.3f}")
    for a, b in ((0, 1), (0, count - 1)):
        s = chi_square(pair_counts((throw[a], throw[b]) for throw in faces))
        print(f"  pair dice {a},{b}: chi-square {s:.1f} (35 dof), p = {chi_square_sf(s, 35):.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--throws", type=int, default=30_000, help="throws per dice count for fairness")
    parser.add_argument("--speed-throws", type=int, default=1500, help="throws per speed measurement")
    parser.add_argument("--spread-throws", type=int, default=400)
    args = parser.parse_args()
    print(f"Throughput and settle time ({SIZE[0]:.0f}x{SIZE[1]:.0f} table, step 1/120 s),"
          " next to bare pymunk in the same run:")
    for count in (5, 6):
        speed_next_to_bare_pymunk(count, args.speed_throws)
    print("  bars: >= 500 five-dice throws/s; settle median <= 1.1 s, p99 <= 1.6 s")
    print("Spread at rest:")
    for count in (5, 6):
        spread(count, args.spread_throws)
    for count in (5, 6):
        fairness(count, args.throws)


if __name__ == "__main__":
    main()
