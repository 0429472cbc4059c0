"""The one solved-table cache (game/ai/solved_table.py), on a small table of its own: versioned file
names, built once then read from the cache, damaged files rebuilt, bounded memory, background builds
the game never waits on, and the public way to forget every table."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from game.ai import solved_table
from game.ai.solved_table import SolvedTable


class Squares:
    """A table of k*k+i for i < 4 per key k, counting its builds; `gate` can hold a build back."""

    def __init__(self, kept: int = 2, version: int = 3) -> None:
        self.builds: list[int] = []
        self.gate: threading.Event | None = None
        self.table = SolvedTable(f"squares-{id(self)}", version=version, shape=lambda k: (4,), dtype="<f8",
                                 build=self.build, valid=lambda table, k: bool((table >= k * k).all()),
                                 key_name=lambda k: f"k{k}", default=1, kept=kept)

    def build(self, k: int) -> np.ndarray:
        if self.gate is not None:
            assert self.gate.wait(20)
        self.builds.append(k)
        return k * k + np.arange(4, dtype=np.float64)


def test_the_cache_file_names_the_kind_its_version_and_the_key():
    squares = Squares(version=3)
    assert squares.table.cache_path(5).name == f"squares-{id(squares)}-v3-k5.npy"
    assert squares.table.cache_path().name.endswith("-v3-k1.npy")        # the default key
    assert squares.table.cache_path().parent == solved_table.cache_folder()


def test_a_table_is_built_once_then_read_from_the_cache_and_never_written_to():
    squares = Squares()
    first = squares.table.get(3)
    assert list(first) == [9, 10, 11, 12] and not first.flags.writeable
    assert squares.table.cache_path(3).is_file()
    squares.table.forget()
    assert not squares.table.is_loaded(3)
    assert np.array_equal(squares.table.get(3), first)
    assert squares.builds == [3]


@pytest.mark.parametrize("damage", ["garbage", "truncated", "other-shape", "implausible", "folder"])
def test_a_damaged_cache_file_is_rebuilt_and_replaced(damage):
    squares = Squares()
    path = squares.table.cache_path(2)
    squares.table.save(np.array([4.0, 5, 6, 7]), 2)
    if damage == "garbage":
        path.write_bytes(b"not a table")
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[:-8])
    elif damage == "other-shape":
        np.save(path, np.zeros(5))
    elif damage == "implausible":
        np.save(path, np.zeros(4))                  # fails the table's own check
    else:
        path.unlink()
        path.mkdir()
    assert squares.table.load_cached(2) is None
    assert list(squares.table.get(2)) == [4, 5, 6, 7]
    assert squares.builds == [2]
    if damage != "folder":                          # a folder cannot be replaced: the game plays on
        assert list(squares.table.load_cached(2)) == [4, 5, 6, 7]
    assert not list(path.parent.glob("*.tmp"))


def test_an_unwritable_cache_folder_only_costs_the_cache(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setenv(solved_table.CACHE_ENV, str(blocker / "cache"))
    assert list(Squares().table.get(2)) == [4, 5, 6, 7]


def test_memory_keeps_at_most_kept_tables_of_a_kind_oldest_dropped_first():
    squares = Squares(kept=2)
    for k in (1, 2, 3):
        squares.table.get(k)
    assert [squares.table.is_loaded(k) for k in (1, 2, 3)] == [False, True, True]


def test_the_cache_folder_is_bounded_and_the_least_recently_used_tables_go_first(monkeypatch):
    """Issue 23: two big levels left 2 x 200 MiB in the cache folder. The tables there take at most
    CACHE_LIMIT together; a table read from the cache counts as used; other files are never touched."""
    import os
    import time

    squares = Squares(kept=1)
    paths = {k: squares.table.cache_path(k) for k in (1, 2, 3, 4)}
    for k in (1, 2, 3):
        squares.table.get(k)
    size = paths[1].stat().st_size
    now = time.time()
    for age, k in ((30, 1), (20, 2), (10, 3)):   # last used 30, 20, 10 s ago (written an hour ago)
        os.utime(paths[k], (now - age, now - 3600))
    notes = solved_table.cache_folder() / "notes.txt"
    notes.write_bytes(b"x" * 10 * size)            # not a table: never removed, never counted
    monkeypatch.setattr(solved_table, "CACHE_LIMIT", 3 * size)
    squares.table.forget()
    assert list(squares.table.get(1)) == [1, 2, 3, 4] and squares.builds == [1, 2, 3]   # read: used now
    squares.table.get(4)                           # built and written: the folder is over its limit
    assert [paths[k].exists() for k in (1, 2, 3, 4)] == [True, False, True, True], "table 2 was used least recently"
    assert notes.exists()


def test_a_background_build_never_holds_the_caller_and_get_if_ready_never_waits():
    squares = Squares()
    squares.gate = threading.Event()
    assert squares.table.get_if_ready(4) is None            # nothing cached: no build either
    squares.table.cache_path(4).parent.mkdir(parents=True, exist_ok=True)
    squares.table.cache_path(4).write_bytes(b"damaged")    # a file to try: the build must not be waited for
    thread = squares.table.warm_up_in_background(4)         # returns at once, the build held back
    assert thread.is_alive() and not squares.table.is_loaded(4)
    answers = []
    asking = threading.Thread(target=lambda: answers.append(squares.table.get_if_ready(4)), daemon=True)
    asking.start()
    asking.join(10)                                         # the build is held until the gate opens
    assert not asking.is_alive() and answers == [None]
    squares.gate.set()
    thread.join(20)
    assert squares.table.is_loaded(4) and list(squares.table.get_if_ready(4)) == [16, 17, 18, 19]
    squares.table.forget()
    assert list(squares.table.get_if_ready(4)) == [16, 17, 18, 19]   # a valid cache file is read
    assert squares.builds == [4]


def test_forget_all_empties_the_memory_of_every_kind_of_table():
    one, two = Squares(), Squares()
    one.table.get(2)
    two.table.get(3)
    solved_table.forget_all()
    assert not one.table.is_loaded(2) and not two.table.is_loaded(3)


def test_the_games_tables_are_declared_on_it():
    from game.ai import dicetime_table, puzzle_table, tenthousand_table

    for module in (dicetime_table, puzzle_table, tenthousand_table):
        assert isinstance(module.TABLE, SolvedTable)
    assert dicetime_table.cache_path().name == "dicetime-values-v1.npy"
    assert puzzle_table.cache_path().name == "puzzle-values-v1-pool26.npy"
    assert tenthousand_table.cache_path().name.startswith("tenthousand-rounds-v1-")
