"""How the suite runs on its xdist workers (one more than the machine's cores: `pytest_xdist_auto_num_workers`): a
pytest plugin (tests/conftest.py `pytest_plugins`).

- **The order** (`pytest_collection_modifyitems`, a stable sort on top of pytest-randomly's shuffle: each part
  stays in random order, and a seed repeats the order while the kept durations below are the same):
  1. Tests that wait for no solved table run before those that read a table the session's builder still has to
     build, and those in the order the builder makes the tables (tests/solved_tables.py KINDS): the builder
     builds while the first tests run, instead of a worker waiting for it at its first test. A table already
     in the kept folder waits for nothing (the usual case: game/'s tables are kept between sessions).
  2. Under xdist, within each of those parts the tests that took `LONG` seconds or more in the last run go
     first, the longest first (in classes that double: 1-2 s, 2-4 s, 4-8 s, ...; random order within a class).
     With `--dist worksteal` an idle worker steals the end of the other's queue, so the long tests are done
     while there is still short work to share, and the workers finish together: a 10 s test started last
     left one core idle for its 10 s. The durations are kept in pytest's cache
     (`.pytest_cache/v/planet-dice/durations`, written by the controller at the end of each run); a first run
     has none and keeps the order of step 1. `-n 0` (and `-p no:randomly`) never reorders by duration.
- **Tests that mostly wait on the clock go first** (`@pytest.mark.real_time`: the phones' browser test, ~12 s of
  wall for ~3 s of CPU): at a machine's first run the session's builders fill the cores such a test leaves idle;
  placed late by a random order it left a core idle for seconds (a first run's spread was 86-93 s).
- **A fresh clone's first compile is shared.** Every worker imports the whole game and every test module at
  collection; in a fresh clone none is compiled yet, so each compiled all of them (and pytest rewrote every test
  module's asserts: ~2.5 s of CPU per worker). The workers after the first (`gw1`, ...) first compile them from the
  other end (`share_first_compile`), each skipping what is already there, so the workers meet in the middle and
  each does about its share; a warm tree costs a look at each file (a few ms).
- **A worker whose tests are done leaves at once.** Once its last report is sent and every exit handler has run
  (pytest's own: the temporary folders' locks), a worker ends with `os._exit` instead of taking its
  interpreter apart: freeing a whole suite's objects one by one (surface caches, tables, pygame's and SDL's
  shutdown) took 2-3 s of each worker's CPU and of the run's wall at the end of every run.
"""

from __future__ import annotations

import atexit
import math
import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DURATIONS = "planet-dice/durations"   # pytest's cache key: test id -> seconds (setup + call + teardown)
LONG = 1.0                            # s: a test this long in the last runs goes first
KEEP_BELOW = 0.05                     # s: shorter tests are not kept in the cache (they are short anyway)


def table_places(items) -> dict[str, int]:
    """Each solved-table kind the tests ask for -> its place in the builder's order (1, 2, ...), or 0 when it
    is already in the kept folder (a test that reads only such tables waits for nothing)."""
    from solved_tables import KINDS, SolvedTables, kept_folder

    asked = {kind for item in items for mark in item.iter_markers("solved_tables") for kind in mark.args}
    if any("optimal_table" in getattr(item, "fixturenames", ()) for item in items):
        asked.add("dicetime")
    tables = SolvedTables(kept_folder(REPO, prune=False))
    return {kind: 0 if tables.built(kind) else place for place, kind in enumerate(KINDS, 1) if kind in asked}


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    places = table_places(items)
    unknown = max(places.values(), default=0) + 1   # no such kind: after every other (the test fails on it)

    def waits_for(item) -> int:   # 0: no table to wait for; else the place of the last one it reads
        kinds = [kind for mark in item.iter_markers("solved_tables") for kind in mark.args]
        if "optimal_table" in getattr(item, "fixturenames", ()):
            kinds.append("dicetime")
        return max((places.get(kind, unknown) for kind in kinds), default=0)

    durations: dict[str, float] = {}
    workers = getattr(config, "workerinput", {}).get("workercount", 1)
    if workers > 1 and config.pluginmanager.hasplugin("randomly"):
        durations = kept_durations(config)

    def longest_first(item) -> int:   # 0: short (or not known); -k for 2**k <= seconds < 2**(k+1) from LONG on
        seconds = durations.get(item.nodeid, 0.0)
        return -1 - int(math.log2(seconds / LONG)) if seconds >= LONG else 0

    def waits_on_the_clock(item) -> int:   # 0: a `real_time` test (it goes first), else 1
        return 0 if item.get_closest_marker("real_time") is not None else 1

    items.sort(key=lambda item: (waits_on_the_clock(item), waits_for(item), longest_first(item)))
    if durations:
        items[:] = dealt(items, workers, {item.nodeid: durations[item.nodeid] for item in items
                                          if durations.get(item.nodeid, 0.0) >= LONG})


def dealt(items: list, workers: int, long: dict[str, float]) -> list:
    """`items` in `workers` consecutive shares of the sizes xdist's first split gives (the first n // k, the next
    (n - n // k) // (k - 1), ...), the long tests dealt so that each share holds about as many of their seconds
    (the longest first, each to the share with the fewest so far), the others spread to fill the shares; each
    share keeps the order the tests had in `items`."""
    sizes, left = [], len(items)
    for remaining in range(workers, 0, -1):
        sizes.append(left // remaining)
        left -= sizes[-1]
    home: dict[str, int] = {}
    seconds = [0.0] * workers
    longs = [0] * workers
    for name in sorted(long, key=lambda name: -long[name]):
        share = min(range(workers), key=lambda i: (seconds[i], longs[i] >= sizes[i]))
        home[name], seconds[share], longs[share] = share, seconds[share] + long[name], longs[share] + 1
    shares: list[list] = [[] for _ in range(workers)]
    for item in items:
        if item.nodeid in home:
            shares[home[item.nodeid]].append(item)
        else:   # the share with the most room left for short tests
            shares[max(range(workers), key=lambda i: sizes[i] - len(shares[i]) - longs[i])].append(item)
            continue
        longs[home[item.nodeid]] -= 1
    return [item for share in shares for item in share]


def kept_durations(config) -> dict[str, float]:
    found = config.cache.get(DURATIONS, {}) if getattr(config, "cache", None) is not None else {}
    if not isinstance(found, dict):
        return {}
    return {name: float(seconds) for name, seconds in found.items()
            if isinstance(name, str) and isinstance(seconds, (int, float))}


class Durations:
    """In the controller (or a run without xdist): each test's setup + call + teardown, kept at the end."""

    def __init__(self, config) -> None:
        self.config = config
        self.seen: dict[str, float] = {}

    def pytest_runtest_logreport(self, report) -> None:
        self.seen[report.nodeid] = self.seen.get(report.nodeid, 0.0) + report.duration

    def pytest_sessionfinish(self, session) -> None:
        if getattr(self.config, "cache", None) is None or not self.seen:
            return
        kept = kept_durations(self.config)
        kept.update(self.seen)
        self.config.cache.set(DURATIONS, {name: round(seconds, 2) for name, seconds in sorted(kept.items())
                                          if seconds >= KEEP_BELOW})


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker more than the machine has cores. Some tests mostly wait (a browser, a game as a child
    process, a kill during a save) and leave their core idle; a third worker on two cores fills it. Measured alone on
    the 2-core VM, A B A B (session 19): later runs 85.2 / 85.9 / 85.3 s against 88.4 / 88.8 / 89.0 with one worker a
    core; a first run (tables built) 105.4 / 105.0 against 102.2 / 118.1 (the spread of a first run halved); ~4 %
    more CPU (one more worker's start)."""
    return (os.cpu_count() or 1) + 1


def pytest_configure(config):
    if not hasattr(config, "workerinput"):
        config.pluginmanager.register(Durations(config), "planet-dice-durations")


def pytest_sessionstart(session):
    worker = getattr(session.config, "workerinput", {}).get("workerid", "gw0")
    if worker != "gw0" and not sys.dont_write_bytecode:
        share_first_compile(session.config)


def share_first_compile(config, root: Path = REPO) -> int:
    """Compile the game's modules and rewrite the test modules' asserts into the files the imports of the
    collection read (`__pycache__` beside each source; pytest's own name for a rewritten test module), in the
    reverse of the order the first worker imports them, skipping every file already there. Returns how many it
    wrote. pytest's part uses its rewriting functions (`_pytest.assertion.rewrite`): if a pytest without them
    is installed, the test modules are left to the collection, as before."""
    import importlib.util
    import py_compile

    written = 0
    tests = root / "tests"
    test_files = sorted([*tests.rglob("test_*.py"), *tests.rglob("conftest.py")])
    try:
        from _pytest.assertion import assertstate_key, rewrite

        state = config.stash[assertstate_key]
        for path in reversed(test_files):
            folder = rewrite.get_cache_dir(path)
            pyc = folder / (path.name[:-3] + rewrite.PYC_TAIL)
            if pyc.exists() or not rewrite.try_makedirs(folder):
                continue
            source_hash, code = rewrite._rewrite_test(path, config)
            written += rewrite._write_pyc(state, code, source_hash, pyc)
    except (ImportError, AttributeError, KeyError, TypeError):
        pass
    for path in sorted((root / "game").rglob("*.py"), reverse=True):
        compiled = Path(importlib.util.cache_from_source(str(path)))
        try:
            if compiled.stat().st_mtime >= path.stat().st_mtime:
                continue
        except OSError:
            pass
        try:
            py_compile.compile(str(path), cfile=str(compiled), doraise=True)
            written += 1
        except (OSError, py_compile.PyCompileError):
            pass
    return written


def _leave_at_once() -> None:
    """The worker's last exit handler to be registered, so the first to run: it runs every other one (in
    their usual order), flushes what is still buffered, and ends the process without tearing it down."""
    atexit.unregister(_leave_at_once)
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(0)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    # Only in an xdist worker (its results went to the controller in pytest_sessionfinish), never in the
    # controller or a run with -n 0, whose exit status is the run's.
    if hasattr(config, "workerinput") and hasattr(atexit, "_run_exitfuncs"):
        atexit.register(_leave_at_once)
