"""Start to first frame: `python -m game --headless --frames 1` next to a bare
`import pygame; pygame.display.set_mode((1280, 720)); pygame.display.flip()`.

    nice -n 5 python benchmarks/startup.py [--runs 21] [--from-source] [--settings-file] [--player-folders] [--german]

Each is a fresh process with the SDL dummy drivers and an empty data folder
(`--settings-file`: one holding the settings.json the game writes, as a
returning player has), given by PLANET_DICE_DATA_DIR (`--player-folders`: found
as a player's is, through platformdirs, with XDG_DATA_HOME and XDG_CACHE_HOME
pointing at the scratch folder; importing platformdirs costs ~3 ms). The two
alternate so machine load hits both alike.
Two moments are timed from the spawn:
- the first frame: both run under a small launcher that wraps
  pygame.display.flip, and at the first flip writes the process's CPU time to a
  pipe; the wall time is when the parent reads it (the game itself runs as
  `python -m game` does, through runpy);
- the exit (interpreter start, imports, window, first frame, shutdown), with the
  CPU time the process used (user + system, getrusage(RUSAGE_CHILDREN)).
CPU time is not inflated by waiting for a busy core, so it shows our own cost
when the machine is loaded.

Both run with compiled bytecode, as an installed game (and any checkout Python
may write __pycache__ in) does: the caches go to a scratch PYTHONPYCACHEPREFIX
filled by a warm-up run, whatever PYTHONDONTWRITEBYTECODE says.
`--from-source` measures a start that compiles every module instead
(PYTHONDONTWRITEBYTECODE=1 and no caches: this machine's default for the checkout).

The bar (issue 15): the game's median at most 1.5x the bare start's, to the first
frame (and, as this benchmark measured before, to the exit).
"""

from __future__ import annotations

import argparse
import json
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
BAR = 1.5
LAUNCHER = r"""
import os, sys, time
import pygame

_flip = pygame.display.flip

def flip():
    _flip()
    pygame.display.flip = _flip
    os.write(int(os.environ["STARTUP_FIRST_FRAME_FD"]), b"%r\n" % time.process_time())

pygame.display.flip = flip
if sys.argv[1:] == ["bare"]:
    pygame.display.set_mode((1280, 720)); pygame.display.flip()
else:
    import runpy
    sys.argv[0] = "game"
    runpy.run_module("game", run_name="__main__", alter_sys=True)
"""
COMMANDS = {
    "bare pygame set_mode + flip": ["bare"],
    "python -m game, first frame": ["--headless", "--frames", "1"],
}


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(arguments: list[str], env: dict[str, str]) -> dict[str, float]:
    """Milliseconds from the spawn: wall and CPU to the first frame, wall and CPU to the exit."""
    read_end, write_end = os.pipe()
    env = dict(env, STARTUP_FIRST_FRAME_FD=str(write_end))
    cpu = children_cpu()
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-c", LAUNCHER, *arguments], env=env, cwd=ROOT, pass_fds=(write_end,),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        line = pipe.readline()
        first_frame = time.perf_counter()
        if not line:
            process.wait()
            raise SystemExit(f"no frame was shown by {arguments} (status {process.returncode})")
        status = process.wait()
    end = time.perf_counter()
    if status != 0:
        raise SystemExit(f"{arguments} ended with status {status}")
    return {"frame wall": (first_frame - start) * 1000, "frame CPU": float(line) * 1000,
            "exit wall": (end - start) * 1000, "exit CPU": (children_cpu() - cpu) * 1000}


def p99(values: list[float]) -> float:
    """Nearest rank: with fewer than 100 runs it is the largest value."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--from-source", action="store_true",
                        help="no bytecode caches: every module is compiled at each start")
    parser.add_argument("--settings-file", action="store_true",
                        help="the data folder holds a settings.json as the game writes it")
    parser.add_argument("--player-folders", action="store_true",
                        help="find the data folder through platformdirs (XDG_DATA_HOME), not PLANET_DICE_DATA_DIR")
    parser.add_argument("--german", action="store_true",
                        help="also time `--lang de` (the German catalog read at the start) beside the English start")
    args = parser.parse_args()
    commands = dict(COMMANDS)
    if args.german:
        commands["python -m game --lang de"] = [*COMMANDS["python -m game, first frame"], "--lang", "de"]
    with tempfile.TemporaryDirectory() as scratch, tempfile.TemporaryDirectory() as caches:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   PYTHONPATH=str(ROOT), PYTHONPYCACHEPREFIX=caches)
        if args.player_folders:
            env.pop("PLANET_DICE_DATA_DIR", None)
            env.update(XDG_DATA_HOME=scratch, XDG_CACHE_HOME=scratch)
            data = Path(scratch, "planet-dice")
        else:
            env["PLANET_DICE_DATA_DIR"] = scratch
            data = Path(scratch)
        if args.settings_file:
            settings = {"fullscreen": False, "music_volume": 0.5, "reduced_motion": False, "sound_volume": 0.8}
            data.mkdir(exist_ok=True)
            Path(data, "settings.json").write_text(json.dumps(settings, indent=2, sort_keys=True) + "\n")
        if args.from_source:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        for arguments in commands.values():   # warm the OS file cache (and write the bytecode caches)
            timed(arguments, env)
        load = os.getloadavg()[0]
        runs: dict[str, list[dict[str, float]]] = {label: [] for label in commands}
        for _ in range(args.runs):
            for label, arguments in commands.items():
                runs[label].append(timed(arguments, env))
    print(f"load average {load:.2f} -> {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
          f"{args.runs} runs each, alternating; "
          f"{'compiled from source at each start' if args.from_source else 'with bytecode caches'}; "
          f"{'a settings file' if args.settings_file else 'no settings file'}"
          f"{' (found through platformdirs)' if args.player_folders else ''}; ms from the spawn")
    print(f"{'':<29} {'to the first frame: wall':>24} {'p99':>6} {'max':>6} {'CPU':>6} {'p99':>6} {'max':>6}"
          f"   {'to the exit: wall':>17} {'p99':>6} {'CPU':>6} {'p99':>6}")
    medians: dict[str, dict[str, float]] = {}
    for label, results in runs.items():
        column = {key: [result[key] for result in results] for key in results[0]}
        medians[label] = {key: statistics.median(values) for key, values in column.items()}
        m, c = medians[label], column
        print(f"{label:<29} {m['frame wall']:24.1f} {p99(c['frame wall']):6.1f} {max(c['frame wall']):6.1f} "
              f"{m['frame CPU']:6.1f} {p99(c['frame CPU']):6.1f} {max(c['frame CPU']):6.1f}"
              f"   {m['exit wall']:17.1f} {p99(c['exit wall']):6.1f} {m['exit CPU']:6.1f} {p99(c['exit CPU']):6.1f}")
    bare, game = (medians[label] for label in COMMANDS)
    ratios = {key: game[key] / bare[key] for key in game}
    met = ratios["frame wall"] <= BAR and ratios["exit wall"] <= BAR
    print("ratio game / bare (medians): first frame wall {frame wall:.2f}, CPU {frame CPU:.2f}; "
          "exit wall {exit wall:.2f}, CPU {exit CPU:.2f}".format(**ratios)
          + f"  -> bar (wall <= {BAR}) {'met' if met else 'NOT met'}")
    if args.german:
        german = medians["python -m game --lang de"]
        print("German - English (medians): first frame wall {:+.1f} ms, CPU {:+.1f} ms (issue 27: <= 2 ms)".format(
            german["frame wall"] - game["frame wall"], german["frame CPU"] - game["frame CPU"]))


if __name__ == "__main__":
    main()
