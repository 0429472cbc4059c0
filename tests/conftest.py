"""Every test runs windowless and silent, whatever machine it is on, and never
touches the player's real data folder.

Shared fixtures (see DEVELOPERS.md):
- `harness`: a started headless `App` with an empty scene stack (tests/harness.py);
  `make_harness(seed=...)` makes more, or later in a test.
- `virtual_pads`: a factory plugging in SDL virtual gamepads, `virtual_pads("P1")`
  (tests/virtual_pad.py); whatever is still plugged in is unplugged afterwards.
"""

import gc
import os
import sys
from pathlib import Path

# A test process tracks 110,000-180,000 objects (pytest, every test module, hypothesis, babel, the game): Python's
# automatic full collection walked them all about every 40 tests (~60 ms each) and a young collection ran every
# 700 allocations. Young collections every 10,000 (the game's own process keeps Python's defaults): the collector's
# CPU over tests/render, storage, words and campaign (492 tests) 1.03 -> 0.39 s, over the dicetime, 10000 and
# results scenes (106) 0.77 -> 0.31 s (the explicit collections of the game's memory release unchanged).
gc.set_threshold(10_000, 10, 10)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Compiled modules are kept between runs beside their sources (`__pycache__`, as Python does by default), even
# where the environment says PYTHONDONTWRITEBYTECODE (this machine's does): without them every xdist worker and
# every child process (`python -m game ...`) compiles the game again, and pytest rewrites every test module's
# asserts again (about 3 s of CPU per process). Children inherit the setting. (Not a PYTHONPYCACHEPREFIX of the
# run's own: under one, every process also compiled the installed libraries again instead of reading the ones
# pip compiled, 1.5 s of CPU per worker in a fresh clone: numpy, pytest, hypothesis, aiohttp, ...)
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

# The helpers next to this file import as `harness` and `virtual_pad` from any test folder.
sys.path.insert(0, str(Path(__file__).resolve().parent))
# A child process a test starts (`python -m game ...`) runs this tree's game too, not an installed copy
# (an editable install may point at another checkout).
REPO = Path(__file__).resolve().parents[1]
os.environ["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])])

import pytest  # noqa: E402

# How the run goes on the xdist workers (tests/suite_run.py).
pytest_plugins = ("suite_run",)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """The case of a parametrised test that plays a Triple table (its id says so: `[triple]`, `[triple_rolled]`,
    `[triple-2-keys1]`) reads Triple Hard's slack levels besides the Dicetime table: it asks for them, as a whole
    test does with `@pytest.mark.solved_tables("triple-slack")` (tests/solved_tables.py)."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        asked = {kind for mark in item.iter_markers("solved_tables") for kind in mark.args}
        if callspec is not None and "triple-slack" not in asked \
                and any(part.startswith("triple") for part in callspec.id.split("-")):
            item.add_marker(pytest.mark.solved_tables("triple-slack"))


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "real_time: the test mostly waits on the clock (a browser, a game in real time): it goes first "
        "(tests/suite_run.py)")
    config.addinivalue_line(
        "markers", "solved_tables(*kinds): the test reads the session's shared copy of these solved tables "
        "(tests/solved_tables.py KINDS: dicetime, tenthousand, tenthousand-variants, coach-dicetime, triple-slack, puzzle)")
    if config.getoption("cacheclear", False) and "PYTEST_XDIST_WORKER" not in os.environ:
        # `--cache-clear` builds the kept solved tables of this code again (they live outside .pytest_cache:
        # tests/solved_tables.py kept_root), as the controller starts, before any worker reads them.
        import shutil

        from solved_tables import kept_folder

        shutil.rmtree(kept_folder(REPO, prune=False), ignore_errors=True)


def pytest_terminal_summary(terminalreporter, config):
    seed = getattr(config.option, "randomly_seed", None)
    if config.pluginmanager.hasplugin("randomly") and isinstance(seed, int):
        terminalreporter.write_line(f"tests ran in random order: -p randomly --randomly-seed={seed} repeats it")


@pytest.fixture(scope="session")
def solved_tables(request, tmp_path_factory):
    """The session's solved tables (tests/solved_tables.py): one folder for all xdist workers, kept for the
    next session while game/ is unchanged. The first worker (or the only process) starts the builder of every
    kind the collected tests ask for (it finds the kept ones built)."""
    from solved_tables import SolvedTables, kept_folder, start_builder, stop_builder

    worker = os.environ.get("PYTEST_XDIST_WORKER")
    folder = kept_folder(REPO, prune=worker in (None, "gw0"))   # kept between sessions while game/ is unchanged
    builder = None
    if worker in (None, "gw0"):
        wanted = {kind for item in request.session.items for mark in item.iter_markers("solved_tables")
                  for kind in mark.args}
        builder = start_builder(folder, wanted)
    tables = SolvedTables(folder)
    forget_kept_loads = tables.keep_loads()   # each shared table read once per process (SolvedTables.keep_loads)
    yield tables
    forget_kept_loads()
    stop_builder(builder)


@pytest.fixture(scope="session")
def optimal_table(solved_tables):
    """The optimal Dicetime table as an array (read-only): the session's shared copy. (Code under test
    that calls `dicetime_table.values()` itself needs `@pytest.mark.solved_tables("dicetime")`.)"""
    from game.ai import dicetime_table

    path = solved_tables.ensure("dicetime")[0]   # (Dicetime's table)
    table = dicetime_table.load_cached(path)
    assert table is not None, f"the session's Dicetime table at {path} does not load"
    table.setflags(write=False)
    return table


def _ram_disk() -> Path | None:
    """Linux's RAM disk (/dev/shm, a tmpfs) when it is there, writable and has room (a run's cache folders take
    a few MB): None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        mounted = any(line.split()[1:3] == ["/dev/shm", "tmpfs"] for line in Path("/proc/self/mounts").open())
        room = os.statvfs("/dev/shm")
    except (OSError, IndexError):
        return None
    if not mounted or not os.access("/dev/shm", os.W_OK) or room.f_bavail * room.f_frsize < 1 << 30:
        return None
    return Path("/dev/shm")


CACHES_PREFIX = "planet-dice-test-caches-"


@pytest.fixture(scope="session")
def _caches_folder(request):
    """Where the tests' cache folders go: a folder of this process's on the RAM disk, removed at the end, else
    pytest's temporary folder. A cache folder is a few entries (the folder, links to the shared tables and medians),
    ~2,400 of the ~8,500 entries a whole run had left in pytest's folder by its middle; pytest removes an old run's
    folder at the end of a later run, serially, and on this machine's disk (ext4 mounted with `discard`) that costs
    ~2 ms of wall an entry (8,200 entries: 11-17 s). Settings and saves stay on the disk (their tests race and kill
    writers: their timing is the disk's). Folders of runs whose process is gone are removed first."""
    ram = _ram_disk()
    if ram is None:
        yield None
        return
    import shutil
    import tempfile

    for old in ram.glob(f"{CACHES_PREFIX}*"):
        try:
            os.kill(int(old.name[len(CACHES_PREFIX):].split("-")[0]), 0)
        except ProcessLookupError:
            shutil.rmtree(old, ignore_errors=True)
        except (ValueError, OSError):
            pass
    folder = Path(tempfile.mkdtemp(prefix=f"{CACHES_PREFIX}{os.getpid()}-", dir=ram))
    yield folder
    if request.session.testsfailed:   # kept for a look: the next session removes it
        print(f"\nthe failed tests' cache folders are in {folder}")
    else:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def _isolated(request, tmp_path_factory, monkeypatch, solved_tables, _caches_folder):
    """Settings and saves go to a fresh temporary folder in every test, and so does the cache, holding
    links to the shared solved tables the test asks for (`@pytest.mark.solved_tables(...)`). After the
    test: threads it started are finished and every table it loaded is forgotten."""
    import threading

    from solved_tables import forget_loaded_tables

    kinds = [kind for mark in request.node.iter_markers("solved_tables") for kind in mark.args]
    if _caches_folder is None:
        cache = tmp_path_factory.mktemp("cache")
    else:
        import tempfile

        cache = Path(tempfile.mkdtemp(prefix="cache", dir=_caches_folder))
    solved_tables.link_into(cache, kinds)
    # The campaign levels' computer medians (game.campaign.medians) are shared too: a median is a pure
    # function of what the level plays and of the game's code, and its file's name is a hash of both, so
    # a test reads exactly what it would have played itself (101 games, ~0.5 s a level, before: per test).
    # Tests about that cache point PLANET_DICE_CACHE_DIR at a folder of their own. The folder is kept between
    # sessions beside the tables' (a median's key holds the code it comes from: a change elsewhere replays none).
    shared_medians = REPO / ".pytest_cache" / "level-medians"
    shared_medians.mkdir(parents=True, exist_ok=True)
    (cache / "level-medians").symlink_to(shared_medians, target_is_directory=True)
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("PLANET_DICE_CACHE_DIR", str(cache))
    monkeypatch.setenv("LANGUAGE", "en")   # a first start follows the system's language: English here, anywhere
    before = set(threading.enumerate())
    yield
    from game import words

    words.set_language("en")   # the language is the process's: a German test leaves none behind
    if "game.render.lane" in sys.modules:   # so is the bottom lane: a toast a test left showing (its app is
        sys.modules["game.render.lane"].take(False)   # not shut down) must not hide the next test's help line
    for thread in set(threading.enumerate()) - before:
        if thread.name not in LASTING_WORKERS:
            thread.join(timeout=600)
    if "game.coach.coach" in sys.modules:   # the coach's lasting worker: this test's games priced to the end
        sys.modules["game.coach.coach"].wait_idle(timeout=600)
    if "game.scenes.scoretable.computer" in sys.modules:   # the score table's: its decisions worked out
        sys.modules["game.scenes.scoretable.computer"].wait_idle(timeout=600)
    forget_loaded_tables()
    problems = solved_tables.problems(cache, kinds)
    if problems:
        pytest.fail("; ".join(problems), pytrace=False)
    if _caches_folder is not None and not request.node.stash.get(FAILED, False):
        import shutil

        shutil.rmtree(cache, ignore_errors=True)   # (a failed test's stays for a look, to the session's end)


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.failed:
        item.stash[FAILED] = True
    return report


#: Threads the game keeps for the whole process (they wait for work); every other thread a test started
#: (table builds and loads, a level's computer median, the coach's distributions, the sound synthesis)
#: is waited for after the test, so its work never lands in (or slows) the next test.
LASTING_WORKERS = {"coach", "table-decision"}


@pytest.fixture
def make_harness():
    """A factory, `make_harness(seed=...)`, for tests that start the app later
    (e.g. after plugging in pads) or more than once; every app is shut down."""
    from harness import Harness

    made: list[Harness] = []

    def make(seed: int = 1234) -> Harness:
        made.append(Harness(seed=seed))
        return made[-1]

    yield make
    for h in reversed(made):
        h.close()


@pytest.fixture
def harness(make_harness):
    return make_harness()


@pytest.fixture
def virtual_pads():
    import virtual_pad

    plugged: list[virtual_pad.VirtualPad] = []

    def attach(name: str = "P1") -> virtual_pad.VirtualPad:
        pad = virtual_pad.attach(name)
        plugged.append(pad)
        return pad

    yield attach
    for pad in plugged:
        pad.detach()
