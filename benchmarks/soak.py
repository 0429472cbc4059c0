"""Soak: the attract demo cycling through every mode that plays, headless, for a long while (30 minutes by
default), every frame drawn at 1280x720. Not a test: a measurement of long play.

    python benchmarks/soak.py [--minutes 30] [--warm-up 3] [--seed 1]

The warm-up lasts at least --warm-up minutes and until every mode's demo has
played once to its end (tables built and loaded, fonts and pictures cached). It starts on the title like the game, and whenever the title is showing it starts the idle demo of the
next mode in turn (`navigation.start_demo`, as the idle title does); the demo's end screen returns to
the title by itself. Every game frame (`App.tick()`: events, updates, drawing, flip) is timed, and after
each one a bare frame (fill + flip of the same 1280x720 display) in the same process, so machine load
hits both alike: the bare loop is the baseline printed beside the game. Wall time is what a player sees;
the thread's CPU time leaves out the time other processes held the core.

Memory: the resident memory (RSS, from /proc) is read every few frames. It rises during a game and falls
back when the game ends and the app gives freed memory back, so two single readings taken at different
moments of a game differ by tens of MiB without any growth. Growth is therefore measured between like
moments: a round is one demo of every mode in turn, and the bar (<= 5 MiB) is applied to the round's
highest RSS and to the RSS on the title after each demo, last whole round against the first whole
round after the warm-up.

Frame times go into fixed histograms (`Times`), so the measurement itself takes no more memory as it
runs (lists of every frame's time did: ~15 MiB per round, reported as growth).

Prints: the games played per mode; RSS per round and by minute, its growth after the warm-up; the
picture caches' memory; frame median, p99 and the worst frame, per mode and overall, against the bare loop's.
"""

from __future__ import annotations

import argparse
import array
import collections
import dataclasses
import math
import os
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import tempfile  # noqa: E402

import pygame  # noqa: E402

RSS_BAR_MB = 5.0
RSS_EVERY_FRAMES = 10   # how often the RSS is read (outside the timed frames)


@dataclasses.dataclass
class Round:
    """One demo of every mode in turn: the highest RSS while it ran, and the RSS on the title after each demo."""
    number: int
    start_minute: float
    peak: float = 0.0
    title_after: dict[str, float] = dataclasses.field(default_factory=dict)
    pictures: float = 0.0   # MiB held by the picture caches at the end of the round


def rss_mb() -> float:
    """Resident memory of this process now (not the peak), in MiB."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource  # fallback: the peak, which can only grow

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Times:
    """Frame times in fixed bins (10 us up to 100 ms, then 1 ms up to 10 s), the worst kept exactly.

    The memory is fixed: a list of every frame's time grew by 32 bytes a frame per list (float object +
    slot), 4 lists: ~15 MiB per round of demos, which the soak then reported as the game's growth.
    """
    FINE, FINE_MS, COARSE_MS, TOP_MS = 10_000, 0.01, 1.0, 10_000.0

    def __init__(self) -> None:
        self.counts = array.array("q", bytes(8 * (self.FINE + int(self.TOP_MS / self.COARSE_MS) + 1)))
        self.n = 0
        self.worst = 0.0

    def add(self, ms: float) -> None:
        if ms < self.FINE * self.FINE_MS:
            index = int(ms / self.FINE_MS)
        else:
            index = self.FINE + min(int(ms / self.COARSE_MS), int(self.TOP_MS / self.COARSE_MS))
        self.counts[index] += 1
        self.n += 1
        self.worst = max(self.worst, ms)

    def merge(self, other: Times) -> None:
        for i, c in enumerate(other.counts):
            if c:
                self.counts[i] += c
        self.n += other.n
        self.worst = max(self.worst, other.worst)

    def percentile(self, fraction: float) -> float:
        """The bin's middle (within 5 us under 100 ms) where `fraction` of the frames are reached."""
        wanted = max(1, math.ceil(fraction * self.n))
        seen = 0
        for i, c in enumerate(self.counts):
            seen += c
            if seen >= wanted:
                if i < self.FINE:
                    return (i + 0.5) * self.FINE_MS
                return min(self.worst, (i - self.FINE + 0.5) * self.COARSE_MS)
        return self.worst


def line(label: str, times: Times) -> str:
    return (f"  {label:<24} median {times.percentile(0.5):6.2f}  p99 {times.percentile(0.99):6.2f}  "
            f"worst {times.worst:7.2f} ms  ({times.n} frames)")


def demo_modes() -> list[str]:
    """Every mode whose play scene is registered (menu modes; the campaign map is not a game)."""
    from game import modes
    from game.scenes.registry import SCENES

    return [m.name for m in modes.MODES.values() if m.menu and m.scene in SCENES and m.scene != "campaign"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--warm-up", type=float, default=3.0,
                        help="minutes before the baseline is taken (at least one whole demo of every mode)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("PLANET_DICE_DATA_DIR", tempfile.mkdtemp(prefix="planet-dice-soak-data-"))
    os.environ.setdefault("PLANET_DICE_CACHE_DIR", tempfile.mkdtemp(prefix="planet-dice-soak-cache-"))

    from game.app import App
    from game.render import surface_cache
    from game.scenes import navigation
    from game.scenes.title import TitleScene

    modes = demo_modes()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; pygame-ce {pygame.version.ver}, "
          f"dummy video, 1280x720")
    print(f"soak for {args.minutes:g} min (warm-up {args.warm_up:g} min): demos of {', '.join(modes)} in turn")
    app = App(headless=True, seed=args.seed)
    app.start()
    app.scenes.push(TitleScene(app))
    screen = app.screen
    game_wall: dict[str, Times] = {mode: Times() for mode in ["title", *modes]}   # made before: fixed memory
    game_cpu, bare_wall, bare_cpu = Times(), Times(), Times()
    games: collections.Counter[str] = collections.Counter()
    failed: dict[str, str] = {}
    samples: list[tuple[float, float]] = []
    rounds: dict[int, Round] = {}
    started = time.perf_counter()
    end = started + args.minutes * 60
    warm_until: float | None = None
    next_sample = started
    turn = 0
    current = "title"
    while time.perf_counter() < end:
        top = app.scenes.top
        if isinstance(top, TitleScene) and current != "title":     # a demo just ended: RSS on the title
            ended = rounds[(turn - 1) // len(modes)]
            ended.title_after[current] = rss_mb()
            ended.pictures = sum(cache.bytes for cache in surface_cache.ALL) / 2**20
            current = "title"
        if warm_until is None and isinstance(top, TitleScene) and turn >= len(modes):
            warm_until = max(started + args.warm_up * 60, time.perf_counter())   # every mode has played once
        if isinstance(top, TitleScene) and len(failed) < len(modes):
            mode = modes[turn % len(modes)]
            turn += 1
            if mode in failed:
                continue
            try:
                navigation.start_demo(app, mode)
                games[mode] += 1
                current = mode
            except Exception as exc:  # noqa: BLE001 - a mode without a demo is reported, not fatal
                failed[mode] = f"{type(exc).__name__}: {exc}"
                continue
            number = (turn - 1) // len(modes)
            if number not in rounds:
                rounds[number] = Round(number, (time.perf_counter() - started) / 60)
        wall, cpu = time.perf_counter(), time.thread_time()
        app.tick()
        wall_mid, cpu_mid = time.perf_counter(), time.thread_time()
        pygame.event.pump()
        screen.fill((app.frame % 64, 12, 28))
        pygame.display.flip()
        wall_end, cpu_end = time.perf_counter(), time.thread_time()
        if warm_until is not None and wall_mid >= warm_until:
            game_wall[current].add((wall_mid - wall) * 1000)
            game_cpu.add((cpu_mid - cpu) * 1000)
            bare_wall.add((wall_end - wall_mid) * 1000)
            bare_cpu.add((cpu_end - cpu_mid) * 1000)
        if app.frame % RSS_EVERY_FRAMES == 0 and rounds:   # outside the timed part
            now = rss_mb()
            last = rounds[max(rounds)]
            last.peak = max(last.peak, now)
        if wall_end >= next_sample:
            samples.append(((wall_end - started) / 60, rss_mb()))
            next_sample += 60
        if not app.running:
            print("the app stopped by itself", file=sys.stderr)
            break
    minutes = (time.perf_counter() - started) / 60
    held = sum(cache.bytes for cache in surface_cache.ALL) / 2**20
    budget = sum(cache.max_bytes for cache in surface_cache.ALL) / 2**20
    cached = ", ".join(f"{c.__name__} {c.bytes / 2**20:.1f}" for c in surface_cache.ALL)
    app.shutdown()

    print(f"{minutes:.1f} min, {app.frame} frames ({app.frame / 60 / 60:.1f} min of game time), "
          f"demos started: {', '.join(f'{m} {games[m]}' for m in modes)}")
    for mode, why in failed.items():
        print(f"  {mode}: no demo ({why})")
    print("resident memory (RSS), MiB, by minute: " + ", ".join(f"{m:.0f}:{r:.1f}" for m, r in samples))
    playing = [m for m in modes if m not in failed]
    whole = [r for r in rounds.values() if all(m in r.title_after for m in playing)]
    print("RSS by round (one demo of every mode), MiB: the round's highest, and on the title after each demo:")
    for r in whole:
        warm_mark = "" if warm_until is None or started + r.start_minute * 60 >= warm_until else "  (warm-up)"
        print(f"  round {r.number} from minute {r.start_minute:4.1f}: highest {r.peak:6.1f}; title after "
              + ", ".join(f"{m} {r.title_after[m]:.1f}" for m in playing)
              + f"; picture caches {r.pictures:.1f}" + warm_mark)
    after = [r for r in whole if warm_until is not None and started + r.start_minute * 60 >= warm_until]
    if len(after) >= 2:
        first, later = after[0], after[1:]
        growth_peak = max(r.peak for r in later) - first.peak
        growth_title = max(max(r.title_after.values()) for r in later) - max(first.title_after.values())
        growth = max(growth_peak, growth_title)
        print(f"RSS growth after warm-up ({(warm_until - started) / 60:.1f} min), round {first.number} against the "
              f"later rounds {later[0].number}-{later[-1].number} (the highest of them): round's highest "
              f"{growth_peak:+.1f} MiB, title after the demos {growth_title:+.1f} MiB; last round alone "
              f"{later[-1].peak - first.peak:+.1f} / {max(later[-1].title_after.values()) - max(first.title_after.values()):+.1f} MiB "
              f"(bar <= {RSS_BAR_MB:g}) {'OK' if growth <= RSS_BAR_MB else 'OVER THE BAR'}")
    else:
        print("RSS growth: not measured (fewer than two whole rounds after the warm-up: run longer)")
    print(f"picture caches at the end: {held:.1f} MiB held of {budget:.0f} MiB allowed ({cached})")
    every = Times()
    for times in game_wall.values():
        every.merge(times)
    if every.n:
        print("frame wall time after warm-up (game frame drawn at 1280x720, and the bare fill + flip after it):")
        for mode in ["title", *modes]:
            if game_wall[mode].n:
                print(line(f"game: {mode}", game_wall[mode]))
        print(line("game: all", every))
        print(line("bare loop", bare_wall))
        print("thread CPU time (leaves out waiting for a core):")
        print(line("game: all", game_cpu))
        print(line("bare loop", bare_cpu))
    return 0


if __name__ == "__main__":
    sys.exit(main())
