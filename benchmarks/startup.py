"""Start to first frame: `python -m game --headless --frames 1` next to a bare
`import pygame; pygame.display.set_mode((1280, 720)); pygame.display.flip()`.

    python benchmarks/startup.py [--runs 15]

Each is a fresh process timed from spawn to exit (interpreter start, imports,
window, first frame, shutdown), with the SDL dummy drivers; the two alternate
so machine load hits both alike. The bar (issue 2): the game at most 2x the
bare start.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = "import pygame; pygame.display.set_mode((1280, 720)); pygame.display.flip()"


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   PLANET_DICE_DATA_DIR=data, PYTHONPATH=str(ROOT))
        commands = {
            "bare pygame set_mode + flip": [sys.executable, "-c", BARE],
            "python -m game, first frame": [sys.executable, "-m", "game", "--headless", "--frames", "1"],
        }
        for command in commands.values():   # warm the OS file cache
            timed(command, env)
        times: dict[str, list[float]] = {label: [] for label in commands}
        for _ in range(args.runs):
            for label, command in commands.items():
                times[label].append(timed(command, env))
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; {args.runs} runs each, alternating")
    medians = {}
    for label, values in times.items():
        ms = sorted(v * 1000 for v in values)
        medians[label] = statistics.median(ms)
        print(f"{label:<30} median {medians[label]:7.1f} ms   min {ms[0]:7.1f} ms   max {ms[-1]:7.1f} ms")
    bare, game = medians.values()
    ratio = game / bare
    print(f"ratio game / bare (medians): {ratio:.2f}  -> bar (<= 2.0) {'met' if ratio <= 2.0 else 'NOT met'}")


if __name__ == "__main__":
    main()
