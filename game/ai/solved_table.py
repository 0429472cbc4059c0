"""Solved tables: what a computer player looks up, computed once, cached on disk, kept in memory.

A solved table is a numpy array that a pure function builds from a key (the rules it solves): the
optimal Dicetime values, the Puzzle's pooled-reroll values per spec, 10000's expected rounds per rule
set. Building takes from a fraction of a second to tens of seconds, so each table is

- **cached** in the cache folder (`cache_folder()`: `$PLANET_DICE_CACHE_DIR` when set, else the
  platform's) as ``<name>-v<version>[-<key name>].npy``: bump the version whenever the rules or the
  layout change, and an old file is simply never read again;
- **written atomically** (``game.storage.npy_file.write_array``): a reader sees the old file or the
  whole new one; an unwritable folder only costs the cache, never the table;
- **never trusted**: a cache file is read only if it is a regular file whose .npy header says exactly
  the expected shape and type (``read_array``), and its values pass the table's own check; anything
  else (missing, damaged, truncated, of another version) is rebuilt and replaced;
- **bounded on disk**: the tables in the cache folder take at most `CACHE_LIMIT` together; when a
  new one is written the least recently used go first (``game.storage.npy_file.bound_folder``);
- **kept in memory**, read-only, at most `kept` tables of a kind (the oldest is dropped first);
- **built in the background** when asked early (`warm_up_in_background`), so the game never waits:
  a screen that must not stall asks `get_if_ready`, which never builds and never waits for a build.

Declare a table once, at module level::

    TABLE = SolvedTable("dicetime-values", version=1, shape=lambda key: (8192, 64), dtype="<f8",
                        build=lambda key: build_table(), valid=lambda table, key: is_valid_table(table))
    TABLE.get()                 # from memory, else the cache file, else built now and cached
    TABLE.get(spec)             # tables with a key: one per key (``key_name`` names its file)

Tests: `forget_all()` empties the memory of every table (the next `get` reads the cache folder
again); the cache folder is wherever `PLANET_DICE_CACHE_DIR` points (tests/conftest.py gives each test
a fresh one; a shared folder there lets many tests, and child processes, reuse one build).
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Generic, TypeVar

import numpy as np

from game.storage.npy_file import bound_folder, mark_used, read_array, write_array
from game.storage.paths import cache_dir

CACHE_ENV = "PLANET_DICE_CACHE_DIR"   # read by game.storage.paths.cache_dir
#: The most the cache folder's tables take together: when a new table is written the least recently
#: used go first (the rule text's tables take about 60 MiB; a campaign level's at most 64 MiB).
CACHE_LIMIT = 256 * 2**20
K = TypeVar("K", bound=Hashable)

_ALL: weakref.WeakSet[SolvedTable] = weakref.WeakSet()   # every table declared, for forget_all()


def cache_folder() -> Path:
    """Where solved tables are cached: `$PLANET_DICE_CACHE_DIR` when set, else the platform's cache folder."""
    return cache_dir()


def forget_all() -> None:
    """Drop every solved table of every kind from memory (tests: the next use reads the cache again)."""
    for table in list(_ALL):
        table.forget()


class SolvedTable(Generic[K]):
    """One kind of solved table, one array per key.

    - ``name``, ``version``: the cache file is ``<name>-v<version>.npy``, or with ``key_name``
      ``<name>-v<version>-<key_name(key)>.npy`` (short and file-name safe, unique per key);
    - ``shape(key)``, ``dtype``: what the file must hold exactly (``dtype`` as a .npy descr, "<f8");
    - ``build(key)``: the pure computation, called only when neither memory nor cache has the table;
    - ``valid(table, key)``: the table's own plausibility check (finite, in range ...), after the
      shape and type checks;
    - ``default``: the key when none is given (a kind with one table keeps None);
    - ``kept``: how many tables of this kind stay in memory;
    - ``low_priority``: background builds lower their thread's priority (long first builds);
    - ``on_forget``: also called by `forget` (to drop what is computed from the tables).
    """

    def __init__(self, name: str, *, version: int, shape: Callable[[K], tuple[int, ...]], dtype: str,
                 build: Callable[[K], np.ndarray], valid: Callable[[np.ndarray, K], bool],
                 key_name: Callable[[K], str] | None = None, default: K | None = None, kept: int = 1,
                 low_priority: bool = False, on_forget: Callable[[], None] | None = None) -> None:
        if kept < 1:
            raise ValueError(f"kept must be at least 1, got {kept}")
        self.name, self.version, self.dtype = name, version, np.dtype(dtype)
        self._shape, self._build, self._valid, self._key_name = shape, build, valid, key_name
        self.default, self.kept, self.low_priority, self._on_forget = default, kept, low_priority, on_forget
        self._lock = threading.Lock()
        self._tables: dict[K, np.ndarray] = {}
        self._names: dict[K, str] = {}   # file names worked out (a key's name never changes)
        _ALL.add(self)

    def _key(self, key: K | None) -> K:
        return self.default if key is None else key

    # ------------------------------------------------------------------------------------ the file
    def file_name(self, key: K | None = None) -> str:
        key = self._key(key)
        name = self._names.get(key)
        if name is None:   # (a key's name is a digest of its rules: ~20 us, asked in play by get_if_ready)
            suffix = f"-{self._key_name(key)}" if self._key_name is not None else ""
            name = self._names[key] = f"{self.name}-v{self.version}{suffix}.npy"
        return name

    def cache_path(self, key: K | None = None) -> Path:
        return cache_folder() / self.file_name(key)

    def load_cached(self, key: K | None = None, path: Path | None = None) -> np.ndarray | None:
        """The cached table, or None if the file is missing, damaged or not this key's table."""
        key = self._key(key)
        where = path or self.cache_path(key)
        table = read_array(where, self._shape(key), self.dtype)
        if table is None or not self._valid(table, key):
            return None
        mark_used(where)   # the least recently used tables leave a full cache folder first
        return table

    def save(self, table: np.ndarray, key: K | None = None, path: Path | None = None) -> None:
        """Write the table so that a reader sees either the old file or the whole new one (no pickle)."""
        write_array(path or self.cache_path(key), np.asarray(table, dtype=self.dtype))

    # ---------------------------------------------------------------------------------- in memory
    def get(self, key: K | None = None) -> np.ndarray:
        """The table: from memory, else the cache file, else built now and cached (read-only).

        Thread-safe: concurrent callers wait for one build. An unwritable cache folder only costs the
        cache; the table is still returned."""
        key = self._key(key)
        table = self._tables.get(key)
        if table is not None:
            return table
        with self._lock:
            table = self._tables.get(key)
            if table is None:
                table = self.load_cached(key)
                if table is None:
                    table = self._build(key)
                    try:
                        self.save(table, key)
                        bound_folder(cache_folder(), CACHE_LIMIT, keep=self.cache_path(key))
                    except OSError:
                        pass  # read-only or full disk: play on with the table in memory
                table = self._remember(key, table)
        return table

    def get_if_ready(self, key: K | None = None) -> np.ndarray | None:
        """The table if it is in memory or in a valid cache file (a load takes a fraction of a second),
        else None. Never builds and never waits for a build (for screens that must not stall)."""
        key = self._key(key)
        table = self._tables.get(key)
        if table is not None or not self.cache_path(key).is_file():
            return table
        if not self._lock.acquire(blocking=False):
            return None  # a build or load is under way in another thread
        try:
            table = self._tables.get(key)
            if table is None:
                table = self.load_cached(key)
                if table is not None:
                    table = self._remember(key, table)
            return table
        finally:
            self._lock.release()

    def is_loaded(self, key: K | None = None) -> bool:
        """Whether `get(key)` would answer at once (the table is in memory)."""
        return self._key(key) in self._tables

    def warm_up_in_background(self, key: K | None = None) -> threading.Thread:
        """Start loading (or building) the table in a daemon thread; returns the started thread."""
        thread = threading.Thread(target=self._get_in_background, args=(self._key(key),), daemon=True,
                                  name=f"{self.name}-table")
        thread.start()
        return thread

    def forget(self, key: K | None = None) -> None:
        """Drop the tables of this kind from memory: all of them, or `key`'s."""
        with self._lock:
            if key is None:
                self._tables.clear()
            else:
                self._tables.pop(key, None)
        if self._on_forget is not None:
            self._on_forget()

    def _remember(self, key: K, table: np.ndarray) -> np.ndarray:
        table.setflags(write=False)
        while len(self._tables) >= self.kept:
            self._tables.pop(next(iter(self._tables)))
        self._tables[key] = table
        return table

    def _get_in_background(self, key: K) -> None:
        if self.low_priority:
            try:
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)  # Linux: this thread only
            except (AttributeError, OSError):
                pass  # not on this system: build at normal priority
        self.get(key)
