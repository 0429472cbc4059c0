"""How many headless frames a demo (attract) game takes to reach its end screen, and what a
frame costs to draw.

    python benchmarks/attract_frames.py [--seeds 5] [--mode dicetime|triple|both]

The issue's budget: `python -m game --headless --scene dicetime --attract --frames 20000`
reaches the end screen, and `--scene triple` within 60000. Frames to the end do not depend
on drawing (nothing drawn feeds back into the game), so the games run without drawing;
the cost of a drawn frame is measured separately on a stretch of one game, next to the
same stretch without drawing as the baseline.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App  # noqa: E402
from game.scenes.registry import scene_class  # noqa: E402

BUDGET = {"dicetime": 20000, "triple": 60000}


def start(mode: str, seed: int) -> App:
    app = App(headless=True, seed=seed)
    app.start()
    app.scenes.push(scene_class(mode)(app, attract=True))
    return app


def frames_to_end(mode: str, seed: int) -> int:
    app = start(mode, seed)
    app.draw = lambda alpha: None
    try:
        while type(app.scenes.top).__name__ != "ResultsScene":
            app.tick()
            if app.frame > 3 * BUDGET[mode]:
                raise RuntimeError(f"{mode} seed {seed}: no end screen after {app.frame} frames")
        return app.frame
    finally:
        app.shutdown()


def frame_costs(mode: str, seed: int, frames: int = 1500) -> tuple[list[float], list[float]]:
    """Per-frame wall times (ms) over the same stretch of play, drawn and not drawn."""
    results = []
    for drawn in (True, False):
        app = start(mode, seed)
        if not drawn:
            app.draw = lambda alpha: None
        app.tick()  # the first frame loads fonts and tables
        times = []
        for _ in range(frames):
            began = time.perf_counter()
            app.tick()
            times.append((time.perf_counter() - began) * 1000)
        app.shutdown()
        results.append(times)
    return results[0], results[1]


def p99(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.99 * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--mode", choices=("dicetime", "triple", "both"), default="both")
    args = parser.parse_args()
    modes = ("dicetime", "triple") if args.mode == "both" else (args.mode,)
    for mode in modes:
        ends = [frames_to_end(mode, seed) for seed in range(args.seeds)]
        print(f"{mode}: frames to the end screen over {args.seeds} seeds: min {min(ends)}, "
              f"median {statistics.median(ends):.0f}, max {max(ends)} (budget {BUDGET[mode]})")
        drawn, bare = frame_costs(mode, 0)
        print(f"{mode}: ms per frame, drawn: median {statistics.median(drawn):.2f}, p99 {p99(drawn):.2f} | "
              f"baseline without drawing: median {statistics.median(bare):.2f}, p99 {p99(bare):.2f}")
        print(f"{mode}: so {BUDGET[mode]} drawn frames take about "
              f"{BUDGET[mode] * statistics.mean(drawn) / 1000:.0f} s")


if __name__ == "__main__":
    main()
