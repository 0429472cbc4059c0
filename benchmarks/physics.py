"""The physics tray headless: throughput, settle times, fairness.

    python benchmarks/physics.py [--dice 60000] [--speed-throws 1500]

- Throws per second, headless, for 5 and 6 dice on one core: `simulate_throw`
  (the game's own Tray, run at its 1/120 s step) from fixed seeds. Wall time and
  the process's CPU time are both shown; the CPU time leaves out time other
  processes held the core. Bar (issue 3): >= 500 five-dice throws per second.
- Settle time (simulated seconds from the throw to every die read) median and
  p99 for 5 and 6 dice. Bars: median <= 1.5 s, p99 <= 3 s for five dice.
- Fairness over `--dice` dice from fixed seeds, five-dice and six-dice throws: the chi-square
  statistic against uniform (5 degrees of freedom) and its p-value, overall and
  per die position; bar p >= 0.001.
- Baseline for the cost, measured interleaved in the same run: bare pymunk, i.e.
  the same tray built and thrown, then `Space.step` called as many times as the
  game's throw needed, with none of the tray's bookkeeping (rest checks, nudges,
  speed cap). On a machine shared with other work the throws/s move with the
  load; the ratio to the bare loop does not.
- Baseline for settle times, measured in the same run: the trial's set-up from the issue (radius
  30 px, gravity 1800 px/s^2, the throw's speeds scaled to match, friction 0.9
  everywhere, elasticity 0.25/0.35, no extra damping), same Tray code otherwise.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.physics import simulate_throw, tray  # noqa: E402
from game.physics.fairness import chi_square, chi_square_sf_5dof, face_counts  # noqa: E402

TRIAL = {
    "GRAVITY_PER_RADIUS": 60.0,                  # 1800 px/s^2 at radius 30
    "THROW_SPEED_PER_RADIUS": 33.0 * (60.0 / 200.0) ** 0.5,
    "THROW_SPIN": 27.0 * (60.0 / 200.0) ** 0.5,
    "DIE_FRICTION": 0.9, "FLOOR_FRICTION": 0.9, "WALL_FRICTION": 0.9,
    "DAMPING": 1.0,
}
TRIAL_RADIUS = 30.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


@contextmanager
def trial_settings() -> Iterator[None]:
    saved = {name: getattr(tray, name) for name in TRIAL}
    saved_radius = tray.default_radius
    try:
        for name, value in TRIAL.items():
            setattr(tray, name, value)
        tray.default_radius = lambda size, count: TRIAL_RADIUS
        yield
    finally:
        for name, value in saved.items():
            setattr(tray, name, value)
        tray.default_radius = saved_radius


def run_throws(count: int, throws: int, first_seed: int = 0) -> tuple[float, float, list[float], list[tuple[int, ...]]]:
    wall0, cpu0 = time.perf_counter(), time.process_time()
    settle, faces = [], []
    for seed in range(first_seed, first_seed + throws):
        result = simulate_throw(count, seed)
        settle.append(result.settle_time)
        faces.append(result.faces)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    return throws / wall, throws / cpu, settle, faces


def compare_with_bare_pymunk(count: int, throws: int) -> None:
    """Game throw vs the same number of bare Space.step calls, seed by seed (CPU time)."""
    game_cpu = bare_cpu = 0.0
    for seed in range(throws):
        t0 = time.process_time()
        result = simulate_throw(count, seed)
        t1 = time.process_time()
        bare = tray.Tray((900.0, 700.0), count, seed, collect_events=False, keep_poses=False)
        bare.throw()
        for _ in range(round(result.settle_time / tray.STEP)):
            bare.space.step(tray.STEP)
        t2 = time.process_time()
        game_cpu += t1 - t0
        bare_cpu += t2 - t1
    print(f"  {count} dice: game {throws / game_cpu:7.0f} throws/s CPU, bare pymunk {throws / bare_cpu:7.0f} /s CPU"
          f" (the game costs {game_cpu / bare_cpu:.2f}x the bare loop)")


def report_speed(label: str, count: int, throws: int) -> None:
    per_wall, per_cpu, settle, _ = run_throws(count, throws)
    print(f"  {label:<24} {count} dice: {per_wall:7.0f} throws/s wall, {per_cpu:7.0f} /s CPU;"
          f" settle median {statistics.median(settle):.2f} s, p99 {percentile(settle, 0.99):.2f} s,"
          f" max {max(settle):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dice", type=int, default=60_000, help="dice for the fairness figures (5 per throw)")
    parser.add_argument("--speed-throws", type=int, default=1500, help="throws per speed measurement")
    parser.add_argument("--baseline-throws", type=int, default=300, help="throws for the trial baseline")
    args = parser.parse_args()

    print("Throughput and settle time (900x700 tray, step 1/120 s):")
    for count in (5, 6):
        report_speed("game tray", count, args.speed_throws)
    with trial_settings():
        for count in (5, 6):
            report_speed("baseline (trial set-up)", count, args.baseline_throws)
    print("  bars: >= 500 five-dice throws/s; five dice settle median <= 1.5 s, p99 <= 3 s")
    print("Cost next to bare pymunk (interleaved):")
    for count in (5, 6):
        compare_with_bare_pymunk(count, args.speed_throws // 3)

    for count in (5, 6):
        report_fairness(count, args.dice)


def report_fairness(count: int, dice: int) -> None:
    throws = dice // count
    per_wall, _, settle, faces = run_throws(count, throws, first_seed=1_000_000)
    every = [f for throw in faces for f in throw]
    stat = chi_square(face_counts(every))
    print(f"\nFairness over {len(every)} dice ({throws} {count}-dice throws, seeds 1000000..):")
    print(f"  counts 1..6: {face_counts(every)}")
    print(f"  chi-square {stat:.2f} (5 dof), p = {chi_square_sf_5dof(stat):.4f}   (bar p >= 0.001)")
    for position in range(count):
        s = chi_square(face_counts(throw[position] for throw in faces))
        print(f"  die {position}: chi-square {s:6.2f}, p = {chi_square_sf_5dof(s):.4f}")
    print(f"  (that run: {per_wall:.0f} throws/s wall, settle median {statistics.median(settle):.2f} s,"
          f" p99 {percentile(settle, 0.99):.2f} s)")

if __name__ == "__main__":
    main()
