"""tests/suite_run.py: how the suite's run is ordered and ended on its xdist workers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import suite_run

HERE = Path(__file__).resolve().parent


def items(*names: str) -> list:
    return [SimpleNamespace(nodeid=name) for name in names]


def test_long_tests_are_dealt_to_both_workers_and_each_share_keeps_its_order():
    tests = items("a", "s1", "b", "s2", "c", "s3", "d", "s4", "s5", "s6", "s7")
    long = {"a": 8.0, "b": 4.0, "c": 3.0, "d": 2.0}
    order = [item.nodeid for item in suite_run.dealt(tests, 2, long)]
    assert sorted(order) == sorted(item.nodeid for item in tests)
    first, second = order[:11 // 2], order[11 // 2:]            # the shares xdist's first split gives
    seconds = [sum(long.get(name, 0.0) for name in share) for share in (first, second)]
    assert sorted(seconds) == [8.0, 9.0]                        # a alone; b, c and d on the other worker
    for share in (first, second):                               # the order within a share is the given one
        assert share == sorted(share, key=[item.nodeid for item in tests].index)
    # Three workers: the shares xdist gives (3, 4, 4), each with about a third of the long seconds.
    order = [item.nodeid for item in suite_run.dealt(tests, 3, long)]
    shares = [order[:3], order[3:7], order[7:]]
    assert sorted(sum(long.get(name, 0.0) for name in share) for share in shares) == [4.0, 5.0, 8.0]


def test_a_test_that_waits_on_the_clock_goes_first():
    """A `real_time` test (the phones' browser test) leads the order, whatever the shuffle put before it."""
    class Item(SimpleNamespace):
        def get_closest_marker(self, name):
            return object() if name == "real_time" and self.real_time else None

        def iter_markers(self, name=None):
            return iter(())

    items = [Item(nodeid=f"t{i}", real_time=(i == 3), fixturenames=()) for i in range(6)]
    suite_run.pytest_collection_modifyitems(SimpleNamespace(), items)
    assert [item.nodeid for item in items] == ["t3", "t0", "t1", "t2", "t4", "t5"]


def test_durations_of_a_run_are_kept_beside_those_of_earlier_runs():
    class Cache(dict):
        def get(self, key, default):
            return super().get(key, default)

        def set(self, key, value):
            self[key] = value

    config = SimpleNamespace(cache=Cache({suite_run.DURATIONS: {"old": 3.0, "again": 9.0}}))
    kept = suite_run.Durations(config)
    for when, seconds in (("setup", 0.5), ("call", 2.0), ("teardown", 0.25)):
        kept.pytest_runtest_logreport(SimpleNamespace(nodeid="again", when=when, duration=seconds))
    kept.pytest_runtest_logreport(SimpleNamespace(nodeid="quick", when="call", duration=0.001))
    kept.pytest_sessionfinish(None)
    assert config.cache[suite_run.DURATIONS] == {"again": 2.75, "old": 3.0}   # (a quick test is not kept)
    assert suite_run.kept_durations(config) == {"again": 2.75, "old": 3.0}


def test_a_worker_leaving_at_once_still_runs_every_exit_handler(tmp_path):
    mark = tmp_path / "handler-ran"
    code = (f"import atexit, sys; sys.path.insert(0, {str(HERE)!r}); import suite_run; "
            f"atexit.register(lambda: open({str(mark)!r}, 'w').write('ran')); "
            "atexit.register(suite_run._leave_at_once); print('bye', end='')")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout == "bye", run.stderr
    assert mark.read_text() == "ran"     # pytest's own handlers (its temporary folders' locks) run too


def test_a_later_worker_compiles_what_a_fresh_clone_lacks_and_the_imports_read_it(tmp_path, request):
    """suite_run.share_first_compile: in a tree without compiled files it writes the game's compiled modules and
    pytest's rewritten test modules where the collection's imports look for them, valid for them; then nothing."""
    import importlib.util

    from _pytest.assertion import rewrite

    (tmp_path / "game").mkdir()
    (tmp_path / "tests" / "deep").mkdir(parents=True)
    (tmp_path / "game" / "rule.py").write_text("ANSWER = 42\n")
    test = tmp_path / "tests" / "deep" / "test_rule.py"
    test.write_text("def test_it():\n    x = 1\n    assert x == 2\n")
    assert suite_run.share_first_compile(request.config, root=tmp_path) == 2
    compiled = Path(importlib.util.cache_from_source(str(tmp_path / "game" / "rule.py")))
    assert compiled.is_file()
    pyc = rewrite.get_cache_dir(test) / (test.name[:-3] + rewrite.PYC_TAIL)
    code = rewrite._read_pyc(test, pyc)              # what pytest's import accepts (its source's hash)
    assert code is not None
    space: dict = {}
    exec(code, space)
    with pytest.raises(AssertionError, match="assert 1 == 2"):   # the asserts rewritten: the values are told
        space["test_it"]()
    assert suite_run.share_first_compile(request.config, root=tmp_path) == 0   # all there: nothing again


def test_the_puzzles_table_is_built_beside_the_others_not_after_them():
    from solved_tables import KINDS, split_builds

    assert split_builds(list(KINDS)) == (["puzzle"], [kind for kind in KINDS if kind != "puzzle"])
    assert split_builds(["puzzle"]) == ([], ["puzzle"])               # alone already: no second process
    assert split_builds(["dicetime", "coach-dicetime"]) == ([], ["dicetime", "coach-dicetime"])


@pytest.mark.solved_tables("dicetime")
def test_no_builder_starts_for_tables_that_are_kept(solved_tables, tmp_path):
    from solved_tables import start_builder, stop_builder

    assert solved_tables.built("dicetime")
    assert start_builder(solved_tables.folder, ["dicetime"]) is None
    builder = start_builder(tmp_path, ["dicetime"])    # an empty folder: this one has to be built
    try:
        assert builder is not None and builder.poll() is None
    finally:
        stop_builder(builder)


@pytest.mark.solved_tables("dicetime")
def test_a_shared_table_is_read_once_a_process_and_any_other_copy_from_its_file(solved_tables, tmp_path):
    """SolvedTables.keep_loads: the game's loads from the session's copy (through the test's link) give the array
    read the first time, read-only; a copy anywhere else is read (and checked) from its own file every time."""
    import shutil

    import numpy as np

    from game.ai import dicetime_table

    shared = dicetime_table.load_cached()
    assert shared is not None and dicetime_table.load_cached() is shared and not shared.flags.writeable
    own = tmp_path / "dicetime.npy"
    shutil.copyfile(solved_tables.ensure("dicetime")[0], own)
    mine = dicetime_table.load_cached(path=own)
    assert mine is not shared and dicetime_table.load_cached(path=own) is not mine and np.array_equal(mine, shared)
    with own.open("r+b") as damaged:     # a value out of range: the table's own check refuses it
        damaged.seek(-8, 2)
        damaged.write(np.array([-1e9]).tobytes())
    assert dicetime_table.load_cached(path=own) is None
    dicetime_table.values()              # the game still keeps what it loaded, and forgets it after the test
    assert dicetime_table.is_loaded()
