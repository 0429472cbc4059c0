"""Small statistics shared by the AI benchmarks (benchmarks/ai_*.py)."""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path


def use_repo_and_private_cache() -> Path:
    """Import `game` from this checkout; keep the table cache in a fresh temporary folder."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    folder = Path(tempfile.mkdtemp(prefix="planet-dice-bench-"))
    os.environ["PLANET_DICE_CACHE_DIR"] = str(folder)
    return folder


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """Mean and its standard error."""
    return statistics.fmean(values), statistics.stdev(values) / len(values) ** 0.5


class Stopwatch:
    """Wall time and this thread's CPU time of each timed call: on a shared machine the wall time's
    tail shows waiting for a core, the CPU time shows the work itself."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def __enter__(self) -> Stopwatch:
        self._wall, self._cpu = time.perf_counter(), time.thread_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall.append(time.perf_counter() - self._wall)
        self.cpu.append(time.thread_time() - self._cpu)

    def line(self, name: str) -> str:
        wall = [s * 1000 for s in self.wall]
        cpu = [s * 1000 for s in self.cpu]
        return (f"  {name:<34} wall median {statistics.median(wall):6.3f} p99 {percentile(wall, 0.99):6.3f} ms"
                f" | cpu median {statistics.median(cpu):6.3f} p99 {percentile(cpu, 0.99):6.3f} ms  (n={len(wall)})")


def load_average() -> str:
    return "load average (1, 5, 15 min): " + ", ".join(f"{x:.2f}" for x in os.getloadavg())
