"""Phones at the table, measured: phone-to-game latency and the frame time with six phones sending.

    python benchmarks/phones.py [--presses 150] [--frames 600]

The game runs in this process (headless, real time: 60 frames a second, phones on at 127.0.0.1 with the real
server in its own thread); Debian's chromium, driven by Playwright from a second thread, opens the phone page
six times and joins the six seats of a 10000 game.

- Latency: a d-pad button pressed in the browser (the page's pointerdown handler, which stamps the send
  with `performance.timeOrigin + performance.now()`) to the `Action` reaching the game loop's dispatch
  (`time.time()`, same clock). It includes waiting for the next frame (up to 16.7 ms): the game takes
  phone messages once a frame and never waits on the network. Bar (issue 24): p99 <= 50 ms.
- Frame time: `App.tick()` wall and CPU (thread time), in one run: the same number of frames with the six
  phones connected and each pressing a button ~8 times a second, against the phones connected and quiet
  (the server's thread idle), one set after the other in one run.

Prints the load (/proc/loadavg) beside the figures; on a loaded machine read the CPU columns.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "phones"))

FRAME = 1 / 60
PHONES = 6


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--presses", type=int, default=150, help="latency samples (one phone, 1 press per 80 ms)")
    parser.add_argument("--frames", type=int, default=600, help="frames in each of the two frame-time sets")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="phones-bench-"))
    os.environ["PLANET_DICE_DATA_DIR"] = str(data)
    (data / "phones.json").write_text(json.dumps({"address": "127.0.0.1"}))

    from browser import have_chromium, launch

    if not have_chromium():
        print("chromium is not installed: nothing measured")
        return 1
    from game.app import App

    app = App(headless=True, seed=1)
    app.start()
    phones = app.start_phones(port=0, fixed=True)
    assert phones is not None and phones.wait_ready(20)
    from game.scenes.registry import scene_class

    app.scenes.push(scene_class("tenthousand")(app, players=PHONES, phones=True))
    arrived: list[tuple[str, float]] = []
    real_dispatch = app.dispatch

    counted: list[str] = []

    def dispatch(action) -> None:
        if action.device.kind == "phone":
            counted.append(action.name)
            if action.pressed and action.name == "right":
                arrived.append((str(action.device.index), time.time() * 1000))
        real_dispatch(action)

    app.dispatch = dispatch
    state = {"phase": "join", "sent": [], "error": None}
    ready = threading.Event()

    def browser() -> None:
        from playwright.sync_api import sync_playwright

        try:
            with sync_playwright() as p:
                chromium = launch(p)
                pages = []
                for n in range(PHONES):
                    page = chromium.new_context(viewport={"width": 412, "height": 860}).new_page()
                    page.goto(phones.url)
                    page.get_by_role("button", name=f"Join: Player {n + 1}").click()
                    page.locator("[data-action=right]").wait_for(timeout=20_000)
                    pages.append(page)
                ready.set()
                while state["phase"] != "latency":   # the game measures its quiet frames meanwhile
                    time.sleep(0.05)
                first = pages[0]
                for _ in range(args.presses):        # latency: one phone, presses 80 ms apart (rate limit 20/s)
                    first.locator("[data-action=right]").click()   # a real pointer: down, then up
                    first.wait_for_timeout(80)
                state["sent"] = [at for at, kind, button in first.evaluate("window.planetDiceSent.slice()")
                                 if kind == "press" and button == "right"]
                state["phase"] = "busy"
                while state["phase"] != "done":       # every phone sends ~8 presses a second
                    for page in pages:
                        page.locator("[data-action=left]").click()
                    pages[0].wait_for_timeout(120)
                chromium.close()
        except Exception as exc:   # noqa: BLE001 - said below
            state["error"] = exc
            ready.set()

    thread = threading.Thread(target=browser, daemon=True)
    thread.start()
    frames_wall: dict[str, list[float]] = {"quiet": [], "busy": []}
    frames_cpu: dict[str, list[float]] = {"quiet": [], "busy": []}

    def tick(kind: str | None) -> None:
        start, cpu = time.perf_counter(), time.thread_time()
        app.tick()
        wall, used = time.perf_counter() - start, time.thread_time() - cpu
        if kind is not None:
            frames_wall[kind].append(wall * 1000)
            frames_cpu[kind].append(used * 1000)
        time.sleep(max(0.0, FRAME - wall))

    while not ready.is_set():
        tick(None)
    if state["error"] is not None:
        raise state["error"]
    for _ in range(args.frames):          # six phones connected, none sending
        tick("quiet")
    state["phase"] = "latency"
    while state["phase"] == "latency":    # one phone pressing every 80 ms (these frames are not counted)
        tick(None)
    taken = len(counted)
    while len(frames_wall["busy"]) < args.frames:   # six phones pressing ~8 times a second each
        tick("busy")
        if state["error"] is not None:
            raise state["error"]
    taken = len(counted) - taken
    state["phase"] = "done"
    thread.join(30)
    app.stop_phones(wait=1.0)

    sent = state["sent"][-args.presses:]
    mine = [at for who, at in arrived if who == "1"][:len(sent)]
    latencies = [got - went for went, got in zip(sent, mine, strict=False)]
    if not latencies:
        print(f"nothing measured: {len(sent)} presses sent, {len(mine)} arrived")
        return 1
    print(f"load: {load()}   phones: {PHONES}")
    print(f"latency, browser press -> Action in the game loop, {len(latencies)} presses: "
          f"median {statistics.median(latencies):.1f} ms, p99 {percentile(latencies, 0.99):.1f} ms, "
          f"max {max(latencies):.1f} ms  (bar: p99 <= 50 ms: {'met' if percentile(latencies, 0.99) <= 50 else 'NOT met'})")
    for kind in ("quiet", "busy"):
        wall, cpu = frames_wall[kind], frames_cpu[kind]
        print(f"frame, six phones {kind:5}: {len(wall)} frames, wall median {statistics.median(wall):.2f} ms "
              f"p99 {percentile(wall, 0.99):.2f} ms; CPU median {statistics.median(cpu):.2f} ms "
              f"p99 {percentile(cpu, 0.99):.2f} ms")
    print(f"phone actions the game took while the six phones pressed: {taken} "
          f"({taken / (args.frames * FRAME):.0f} a second)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
