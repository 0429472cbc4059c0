"""Start to first frame: `python -m game --headless --frames 1` next to a bare
`import pygame; pygame.display.set_mode((1280, 720)); pygame.display.flip()`.

    nice -n 5 python benchmarks/startup.py [--runs 21] [--from-source]

Each is a fresh process timed from spawn to exit (interpreter start, imports,
window, first frame, shutdown), with the SDL dummy drivers and an empty data
folder; the two alternate so machine load hits both alike. Both run with
compiled bytecode, as an installed game (and any checkout Python may write
__pycache__ in) does: the caches go to a scratch PYTHONPYCACHEPREFIX filled by
a warm-up run, whatever PYTHONDONTWRITEBYTECODE says. `--from-source` measures
a start that compiles every module instead (PYTHONDONTWRITEBYTECODE=1 and no
caches: this machine's default for the checkout). Beside the wall time
each line shows the CPU time the process used (user + system, from
getrusage(RUSAGE_CHILDREN)), which waiting for a busy core does not inflate.
The bar (issue 15): the game's median at most 1.5x the bare start's.
"""

from __future__ import annotations

import argparse
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = "import pygame; pygame.display.set_mode((1280, 720)); pygame.display.flip()"
BAR = 1.5


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one run of `command`."""
    cpu = children_cpu()
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start, children_cpu() - cpu


def p99(values: list[float]) -> float:
    """Nearest rank: with fewer than 100 runs it is the largest value."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--from-source", action="store_true",
                        help="no bytecode caches: every module is compiled at each start")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as caches:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   PLANET_DICE_DATA_DIR=data, PYTHONPATH=str(ROOT), PYTHONPYCACHEPREFIX=caches)
        if args.from_source:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        commands = {
            "bare pygame set_mode + flip": [sys.executable, "-c", BARE],
            "python -m game, first frame": [sys.executable, "-m", "game", "--headless", "--frames", "1"],
        }
        for command in commands.values():   # warm the OS file cache (and write the bytecode caches)
            timed(command, env)
        load = os.getloadavg()[0]
        wall: dict[str, list[float]] = {label: [] for label in commands}
        cpu: dict[str, list[float]] = {label: [] for label in commands}
        for _ in range(args.runs):
            for label, command in commands.items():
                w, c = timed(command, env)
                wall[label].append(w * 1000)
                cpu[label].append(c * 1000)
    print(f"load average {load:.2f} -> {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
          f"{args.runs} runs each, alternating; "
          f"{'compiled from source at each start' if args.from_source else 'with bytecode caches'}; ms")
    print(f"{'':<30} {'wall median':>11} {'p99':>7} {'max':>7}   {'CPU median':>10} {'p99':>7} {'max':>7}")
    for label in commands:
        w, c = wall[label], cpu[label]
        print(f"{label:<30} {statistics.median(w):11.1f} {p99(w):7.1f} {max(w):7.1f}   "
              f"{statistics.median(c):10.1f} {p99(c):7.1f} {max(c):7.1f}")
    bare, game = commands
    ratio = statistics.median(wall[game]) / statistics.median(wall[bare])
    cpu_ratio = statistics.median(cpu[game]) / statistics.median(cpu[bare])
    print(f"ratio game / bare (medians): wall {ratio:.2f}, CPU {cpu_ratio:.2f}  -> bar (wall <= {BAR}) "
          f"{'met' if ratio <= BAR else 'NOT met'}")


if __name__ == "__main__":
    main()
