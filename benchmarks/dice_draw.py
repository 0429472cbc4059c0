"""Drawing the planet dice: a play frame's time with 6 dice tumbling, next to a bare loop.

    python benchmarks/dice_draw.py [--throws 40]

A 1280x720 frame as the play scenes draw it while dice fly: the cached background
(table and all) blitted, then the dice through `planets.draw_tray_dice` and the
dice effects (dust, pops). Only frames while the dice tumble count (the resting
picture is cached by the scenes). Baseline, interleaved frame by frame in the same
run: the same background blit alone (what any frame costs). Bar (issue 10): p99 of
a play frame <= 3 ms at 1280x720. Both wall time and the thread's CPU time are
shown: on a loaded machine the wall p99 is mostly time the process spent waiting
for a core (the baseline's wall p99 shows how much), the CPU time is the frame's own.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.physics import STEP, Tray  # noqa: E402
from game.render import planets, table  # noqa: E402
from game.render.dice_fx import DiceEffects  # noqa: E402

TRAY = pygame.Rect(30, 70, 860, 500)   # about the Dicetime tray's felt at 1280x720


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--throws", type=int, default=40)
    parser.add_argument("--dice", type=int, default=6)
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    screen = pygame.Surface((1280, 720))
    background = pygame.Surface((1280, 720))
    background.fill((9, 12, 28))
    table.draw(background, pygame.Rect(TRAY), 10)
    frame_ms, bare_ms, frame_cpu, bare_cpu = [], [], [], []
    for seed in range(args.throws):
        tray = Tray(TRAY.size, args.dice, random.Random(seed))
        effects = DiceEffects(args.dice, seed=seed)
        tray.throw()
        clock = 0.0
        while not tray.settled:
            for _ in range(2):                  # two fixed steps per 60 Hz frame
                events = tray.step(STEP)
                effects.step(tray, TRAY.topleft, events, STEP, tray.settled, False)
            clock += 2 * STEP
            c0, t0 = time.thread_time(), time.perf_counter()
            screen.blit(background, (0, 0))
            c1, t1 = time.thread_time(), time.perf_counter()
            screen.blit(background, (0, 0))
            effects.draw_under(screen, tray.radius)
            planets.draw_tray_dice(screen, tray, TRAY.topleft, 1.0, locked=[True] + [False] * (args.dice - 1),
                                   clock=clock)
            effects.draw_over(screen, False)
            c2, t2 = time.thread_time(), time.perf_counter()
            bare_ms.append((t1 - t0) * 1000)
            frame_ms.append((t2 - t1) * 1000)
            bare_cpu.append((c1 - c0) * 1000)
            frame_cpu.append((c2 - c1) * 1000)
    print(f"{len(frame_ms)} frames with {args.dice} dice tumbling, 1280x720 (felt {TRAY.width}x{TRAY.height}):")
    for label, wall, cpu in (("play frame", frame_ms, frame_cpu), ("bare loop ", bare_ms, bare_cpu)):
        print(f"  {label}: wall median {statistics.median(wall):.2f} ms, p99 {percentile(wall, 0.99):.2f} ms |"
              f" CPU median {statistics.median(cpu):.2f} ms, p99 {percentile(cpu, 0.99):.2f} ms")
    print("  (bare loop: the background blit alone, interleaved)")
    print("  bar: play frame p99 <= 3 ms")


if __name__ == "__main__":
    main()
