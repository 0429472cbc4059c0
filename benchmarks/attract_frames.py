"""How many headless frames a demo (attract) game takes to reach its end screen, and what a
frame costs to draw.

    python benchmarks/attract_frames.py [--seeds 5] [--mode dicetime|triple|both]
    python benchmarks/attract_frames.py --costs [--frames 3000] [--scenes dicetime bluff ...] [--worst 12]

`--costs` (issue 22's bar: every play scene's frame p99 <= 2 ms CPU at 1280x720) runs the
demo of every registered play scene (every mode whose play scene is in the registry: the
campaign level and Puzzle's free play included, and Bluff's 6-seat demo as the row "bluff 6": its
reveal of 30 dice) for --frames frames each, every frame drawn,
and prints per scene the median and p99 of a whole frame (`App.tick()`: events, updates,
drawing, flip) and of its drawing alone, in the thread's CPU time and in wall time, beside a
bare loop (fill + flip of the same 1280x720 display) run after every game frame in the same
process, so machine load hits both alike. Only frames whose top scene is the play scene count
(a demo that ends is started again with the next seed).

`--passes N` plays every scene's demos N times, each pass in a fresh process (as a player's first game:
pictures and tables made or loaded anew; scenes in turn, so a slow spell of the machine falls on different
frames of each pass), and prints each pass's p99, their median, and the p99 of each frame's least
CPU over the passes: the same seeds play the same frames, so what a frame costs above its least is the
machine's (timeit's rule); a frame whose work differed between passes counts at its most. The bar is
judged on the passes' median p99 and, beside it, on the least-of-passes p99.

`--worst N` lists, per scene, how many frames were over the 2 ms bar by what they redrew, and its N
slowest frames: CPU of the frame and of its drawing, and what the frame did beside moving things
(`still`: the whole still picture drawn again, `base`: the base under it, `section xN`: sections drawn
alone, `patch xN`: patches such as the score sheet, `gcN`: a garbage collection of generation N).

The issue's budget: `python -m game --headless --scene dicetime --attract --frames 20000`
reaches the end screen, and `--scene triple` within 60000. Frames to the end do not depend
on drawing (nothing drawn feeds back into the game), so the games run without drawing;
the cost of a drawn frame is measured separately on a stretch of one game, next to the
same stretch without drawing as the baseline.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App  # noqa: E402
from game.scenes.registry import scene_class  # noqa: E402

BUDGET = {"dicetime": 20000, "triple": 60000}
# Rows beyond each mode's own demo: (row, mode, seats). Bluff's 6-seat demo (seed 0) reaches its first
# doubt at frame ~1500: the reveal of 30 dice resting runs until ~2200, within the default 3000 frames.
EXTRA_ROWS: tuple[tuple[str, str, int], ...] = (("bluff 6", "bluff", 6),)


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


def play_scenes() -> list[tuple[str, str]]:
    """(mode, registry scene) of every mode whose play scene is registered."""
    from game import modes
    from game.scenes.registry import SCENES

    return [(m.name, m.scene) for m in modes.MODES.values() if m.scene in SCENES]


def what_was_done(still, before: tuple[int, int, int, int], collections: list[int]) -> str:
    """What a frame drew beside moving things, from the still layer's counters (see `--worst`)."""
    redraws, bases, sections, patches = (now - then for now, then in zip(counts(still), before, strict=True))
    done = ["base"] * bool(bases) + ["still"] * bool(redraws)
    done += [f"section x{sections}"] * bool(sections) + [f"patch x{patches}"] * bool(patches)
    done += [f"gc{generation}" for generation in collections]
    return " ".join(done) or "-"


def counts(still) -> tuple[int, int, int, int]:
    return (still.redraws, still.base_redraws, still.section_redraws, still.patch_redraws) if still else (0,) * 4


def scene_costs(mode: str, frames: int, seed: int = 0, seats: int | None = None) -> dict[str, list]:
    """Per-frame ms of `mode`'s demo, drawn: whole frame and drawing alone (CPU and wall), and
    the bare fill + flip after each frame; and what each frame drew ("done", see `--worst`)."""
    import pygame

    from game.scenes import navigation

    times: dict[str, list] = {k: [] for k in ("cpu", "wall", "draw cpu", "draw wall", "bare cpu", "bare wall",
                                              "done")}
    collections: list[int] = []

    def collected(phase: str, info: dict) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(collected)
    while len(times["cpu"]) < frames:
        app = App(headless=True, seed=seed)
        app.start()
        scene = navigation.start_demo(app, mode, seats)
        drawing = app.draw
        spent = [0.0, 0.0]

        def timed_draw(alpha: float, drawing=drawing, spent=spent) -> None:
            cpu, wall = time.thread_time(), time.perf_counter()
            drawing(alpha)
            spent[0], spent[1] = time.thread_time() - cpu, time.perf_counter() - wall

        app.draw = timed_draw
        app.tick()  # the first frame loads fonts and tables
        screen = app.screen
        still = getattr(scene, "still", None)
        while len(times["cpu"]) < frames and app.scenes.top is scene and app.running:
            before = counts(still)
            collections.clear()
            cpu, wall = time.thread_time(), time.perf_counter()
            app.tick()
            cpu_mid, wall_mid = time.thread_time(), time.perf_counter()
            pygame.event.pump()
            screen.fill((app.frame % 64, 12, 28))
            pygame.display.flip()
            cpu_end, wall_end = time.thread_time(), time.perf_counter()
            if app.scenes.top is not scene:
                break                      # the frame that left the scene drew the next one
            times["cpu"].append((cpu_mid - cpu) * 1000)
            times["wall"].append((wall_mid - wall) * 1000)
            times["draw cpu"].append(spent[0] * 1000)
            times["draw wall"].append(spent[1] * 1000)
            times["bare cpu"].append((cpu_end - cpu_mid) * 1000)
            times["bare wall"].append((wall_end - wall_mid) * 1000)
            times["done"].append(what_was_done(still, before, collections))
        app.shutdown()
        seed += 1
    gc.callbacks.remove(collected)
    return times


def report_worst(times: dict[str, list], worst: int, bar: float = 2.0) -> None:
    """Frames over `bar` ms CPU counted by what they drew, and the `worst` slowest frames."""
    over = Counter(done for cpu, done in zip(times["cpu"], times["done"], strict=True) if cpu > bar)
    print(f"    over {bar:g} ms: {sum(over.values())} frames: "
          + (", ".join(f"{n} {done}" for done, n in over.most_common()) or "none"))
    slowest = sorted(range(len(times["cpu"])), key=lambda i: -times["cpu"][i])[:worst]
    for i in slowest:
        print(f"      frame {i:5d}: {times['cpu'][i]:6.2f} ms CPU, drawing {times['draw cpu'][i]:6.2f}:"
              f" {times['done'][i]}")


def least_of_passes(passes: list[dict[str, list]]) -> tuple[list[float], int]:
    """Each frame's least CPU over passes of the same demos (the same seeds play the same frames: what a frame
    costs above its least is the machine's, timeit's rule). A frame whose work differs between passes (what it
    drew or collected: a table solved on a worker thread can end a frame sooner or later) counts at its most.
    Returns the frames' costs and how many of them differed."""
    count = min(len(times["cpu"]) for times in passes)
    costs, differ = [], 0
    for i in range(count):
        cpus = [times["cpu"][i] for times in passes]
        if len({times["done"][i] for times in passes}) > 1:
            differ += 1
            costs.append(max(cpus))
        else:
            costs.append(min(cpus))
    return costs, differ


def report_costs(frames: int, only: list[str] | None, slowest: int = 0, record: str | None = None) -> float:
    """Print every play scene's frame costs (one pass); returns the worst p99. With `record`, each scene's frame CPU
    and what each frame drew are also appended to that file as a JSON line (`--passes`)."""
    import json
    import tempfile

    import pygame

    # Demos record nothing, but keep the player's folders out of it anyway.
    os.environ.setdefault("PLANET_DICE_DATA_DIR", tempfile.mkdtemp(prefix="planet-dice-bench-data-"))

    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; pygame-ce {pygame.version.ver}, "
          f"dummy video, 1280x720; {frames} drawn frames per play scene (demo games, seeds from 0); the collector"
          f" settled before each play scene as in the game (game.system.memory)")
    print(f"{'scene':<12} {'':<7} {'frame CPU':>17} {'frame wall':>17} {'draw CPU':>17} {'draw wall':>17}"
          f" {'bare CPU':>17} {'bare wall':>17}")
    print(f"{'':<12} {'':<7}" + "  median      p99" * 6)
    worst = 0.0
    for row, mode, seats in scene_rows(only):
        times = scene_costs(mode, frames, seats=seats)
        cells = "".join(f" {statistics.median(times[k]):7.2f} {p99(times[k]):8.2f}"
                        for k in ("cpu", "wall", "draw cpu", "draw wall", "bare cpu", "bare wall"))
        print(f"{row:<12} {'ms':<7}{cells}", flush=True)
        if slowest:
            report_worst(times, slowest)
        if record:
            with open(record, "a", encoding="utf-8") as out:
                out.write(json.dumps({"row": row, "cpu": times["cpu"], "done": times["done"]}) + "\n")
        worst = max(worst, p99(times["cpu"]))
    print(f"bar: every play scene's frame p99 <= 2 ms (CPU time, on a quiet machine): "
          f"{'met' if worst <= 2.0 else 'NOT met'} (worst p99 {worst:.2f} ms)")
    return worst


def scene_rows(only: list[str] | None) -> list[tuple[str, str, int | None]]:
    """(row, mode, seats) of every play scene's demo, and the extra rows; only those named in `only`."""
    rows = [(mode, mode, None) for mode, _scene in play_scenes()]
    rows += [row for row in EXTRA_ROWS if row[1] in {mode for mode, _mode, _seats in rows}]
    return [row for row in rows if not only or row[1] in only or row[0] in only]


def report_passes(frames: int, only: list[str] | None, slowest: int, passes: int) -> None:
    """Every scene's demos in `passes` fresh processes one after the other (each as a player's first game: pictures
    and tables loaded anew); the first prints its table, then each pass's p99, their median and the least-of-passes
    p99 per scene."""
    import json
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory(prefix="planet-dice-bench-passes-") as folder:
        record = os.path.join(folder, "frames.jsonl")
        for number in range(passes):
            command = [sys.executable, __file__, "--costs", "--frames", str(frames), "--record", record]
            command += ["--scenes", *only] if only else []
            command += ["--worst", str(slowest)] if slowest and not number else []
            subprocess.run(command, check=True, stdout=None if number == 0 else subprocess.DEVNULL)
        runs: dict[str, list[dict[str, list]]] = {}
        with open(record, encoding="utf-8") as lines:
            for line in lines:
                run = json.loads(line)
                runs.setdefault(run["row"], []).append(run)
    print(f"\n{passes} passes (fresh processes, scenes in turn): frame CPU p99 of each pass and their median; the p99 of"
          f" each frame's least CPU over the passes (frames over 2 ms; frames whose work differed between passes"
          f" counted at their most)")
    worst = least_worst = 0.0
    for row, times_of in runs.items():
        each = [p99(times["cpu"]) for times in times_of]
        least, differ = least_of_passes(times_of)
        worst = max(worst, statistics.median(each))
        least_worst = max(least_worst, p99(least))
        print(f"{row:<12} ms  passes {' '.join(f'{x:.2f}' for x in each)}  median {statistics.median(each):.2f}"
              f" | least {p99(least):.2f} ({sum(x > 2.0 for x in least)} over 2 ms; {differ} differed)")
    print(f"bar, the median of {passes} passes: {'met' if worst <= 2.0 else 'NOT met'} (worst {worst:.2f} ms); "
          f"by each frame's least: {'met' if least_worst <= 2.0 else 'NOT met'} (worst {least_worst:.2f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--mode", choices=("dicetime", "triple", "both"), default="both")
    parser.add_argument("--costs", action="store_true", help="frame costs of every registered play scene")
    parser.add_argument("--frames", type=int, default=3000, help="drawn frames per play scene (--costs)")
    parser.add_argument("--scenes", nargs="*", help="only these modes (--costs)")
    parser.add_argument("--worst", type=int, default=0, help="list each scene's N slowest frames (--costs)")
    parser.add_argument("--passes", type=int, default=1,
                        help="play every scene's demos N times, each in a fresh process (--costs): each pass's p99, "
                             "their median and each frame's least")
    parser.add_argument("--record", help=argparse.SUPPRESS)   # (a pass of --passes: where its frames go)
    args = parser.parse_args()
    if args.costs:
        from game.system.memory import settling

        if args.passes > 1:
            report_passes(args.frames, args.scenes, args.worst, args.passes)
            return
        with settling():    # as the game's own run: what lives before a play scene frozen out of the collector's way
            report_costs(args.frames, args.scenes, args.worst, args.record)
        return
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
