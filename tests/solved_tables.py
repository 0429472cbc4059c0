"""The solved tables for a test session: each built once (by the game's own code), shared by every test
and every xdist worker, never written by a test.

A test that needs a table says so: `@pytest.mark.solved_tables("dicetime")` (or a module's
`pytestmark`). Its cache folder (`PLANET_DICE_CACHE_DIR`, fresh for every test, also what a child
process of the test inherits) then holds a link to the session's copy, so the game loads the table at
once instead of building it. A test that builds a shared table in its cache folder anyway fails and
names the marker it lacks; a test that changes the session's copy fails too. Tests about building,
loading and damaged caches point `PLANET_DICE_CACHE_DIR` at a folder of their own.

The tables are kept between sessions (`kept_folder`: in the user's cache folder, under a hash of the code that
builds them), so a run builds them only when that code changed since the last run of any clone on this machine. As the session starts, one process of its own (`start_builder`, this file run as a script) builds
every kind the collected tests ask for, one after the other, beside the tests: a worker that needs a
kind finds it ready, or waits for that process's lock (its core then goes to the build instead of
standing idle), or builds the kind itself if nobody has started it. Each kind is built once, under a
file lock. After every test the tables loaded into memory are forgotten, so no test sees what another
one loaded (or faked); only the bytes of a shared copy are read (and checked) once per process
(`SolvedTables.keep_loads`: the next load of the same unchanged file gets that read-only array).
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

CACHE_ENV = "PLANET_DICE_CACHE_DIR"  # game.storage.paths.cache_dir reads it


@dataclass(frozen=True)
class Kind:
    """One shared table: how the game builds (or loads) it, and the file names it caches it under."""

    build: Callable[[], object]
    files: Callable[[], list[str]]
    needs: tuple[str, ...] = ()       # kinds its build reads (built first, into the same folder)


def _dicetime() -> Kind:
    """The optimal Dicetime table (~1.5 s CPU): most tests of a score table read it."""
    from game.ai import dicetime_table

    return Kind(dicetime_table.values, lambda: [dicetime_table.cache_path().name])


def _triple_slack() -> Kind:
    """Triple Hard's slack levels, built from the Dicetime table (game.ai.triple_slack, ~10 s CPU): a Triple table
    with a Hard seat or a person reads them. A kind of its own, so that the many tests that need the Dicetime table
    alone start once it is built, not ~10 s later."""
    from game.ai import triple_slack

    return Kind(triple_slack.values, lambda: [triple_slack.cache_path().name], ("dicetime",))


def _puzzle() -> Kind:
    from game.ai import puzzle_table

    return Kind(lambda: puzzle_table.values(puzzle_table.STANDARD),
                lambda: [puzzle_table.cache_path(puzzle_table.STANDARD).name])


def _tenthousand() -> Kind:
    """10000's and Zehntausend's perfect solo players, and 10000 to 5,000 points: the screens tour's demo game
    to its end (tools/screens.py tenthousand_game_over, rendered by the 800x450 floor test and the German
    screens test: each built it again, ~1.2 s CPU)."""
    from game.ai import tenthousand_table
    from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND
    from game.scenes.tenthousand.options import rules_for

    every = (CLASSIC, ZEHNTAUSEND, rules_for("tenthousand", (("target", 5000),)))
    return Kind(lambda: [tenthousand_table.rounds(rules) for rules in every],
                lambda: [tenthousand_table.cache_path(rules).name for rules in every])


def _tenthousand_variants() -> Kind:
    """The solo 10000 / Zehntausend tables of the shorter games and changed options the tests play (500 to 5,000
    points; each option a player can change, at 2,000): each test built its own again (~0.05-1.3 s CPU each, ~8 s
    a run in tests/ai, coach and scenes/tenthousand); here ~6 s CPU once while the code is unchanged."""
    import dataclasses

    from game.ai import tenthousand_table
    from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND

    every = {}
    for preset in (CLASSIC, ZEHNTAUSEND):
        for target in (500, 1000, 2000, 3000, 5000):
            every[dataclasses.replace(preset, target=target)] = None
        for option in ({"confirmation": 0}, {"bankrupt": True}, {"automatic_keeps": True}, {"bank_minimum": 500}):
            every[dataclasses.replace(preset, target=2000, **option)] = None
    for changed in ({"confirmation": 0}, {"bankrupt": False}, {"confirmation": 350}):   # the options at 5,000 points
        for preset in (CLASSIC, ZEHNTAUSEND):
            every[dataclasses.replace(preset, target=5000, **changed)] = None
    kept = set(_tenthousand().files())   # (10000 to 5,000 is the "tenthousand" kind's)
    every = [rules for rules in every if tenthousand_table.cache_path(rules).name not in kept]
    return Kind(lambda: [tenthousand_table.rounds(rules) for rules in every],
                lambda: [tenthousand_table.cache_path(rules).name for rules in every])


def _coach(name: str, needs: tuple[str, ...]) -> Callable[[], Kind]:
    def kind() -> Kind:
        from game.coach import distributions

        return Kind(lambda: distributions.get(name), lambda: [distributions.cache_name(name)], needs)

    return kind


#: The kinds a test may ask for: the tables the game builds on first use for its standard modes, in the
#: order the session's builder process builds them: the quickest first, so the fewest tests wait.
KINDS: dict[str, Callable[[], Kind]] = {
    "dicetime": _dicetime,        # Dicetime's optimal player (Hard, hints, the coach): ~1.5 s CPU
    "tenthousand": _tenthousand,  # the perfect solo player of 10000 and of Zehntausend (~5 s CPU each), 10000 to 5,000
    # their tables for the shorter games and changed options tests play (~6 s CPU)
    "tenthousand-variants": _tenthousand_variants,
    # the coach's score distribution of perfect Dicetime (60,000 seeded games; the statistics screen): ~7 s CPU
    "coach-dicetime": _coach("dicetime", ("dicetime",)),
    "triple-slack": _triple_slack,   # Triple Hard's slack levels (a Triple table with a Hard seat or a person): ~10 s CPU
    "puzzle": _puzzle,            # the classic puzzle's exact table (26 rerolls): ~25 s CPU
}


def forget_loaded_tables() -> None:
    """Drop every table the game keeps in memory (the next use loads it from the cache folder again):
    the solved tables, the coach's score distributions and the campaign levels' computer medians."""
    from game.ai import dicetime_table, puzzle_table, solved_table, tenthousand_table
    from game.coach import distributions
    from game.scenes.campaign import computer as campaign_level

    dicetime_table.forget_loaded_table()
    puzzle_table.forget_loaded_tables()
    tenthousand_table.forget_loaded_tables()
    solved_table.forget_all()   # every other solved table too (two-player 10000, Bluff's rounds)
    distributions.forget_known()
    campaign_level.forget_medians()


def _fingerprint(path: Path) -> tuple[int, int, int]:
    info = path.stat()
    return info.st_ino, info.st_size, info.st_mtime_ns


class SolvedTables:
    """The session's shared folder of solved tables (one per session, shared by the xdist workers)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self._ready: dict[str, list[str]] = {}           # kind -> file names, once built or found
        self._prints: dict[str, tuple[int, int, int]] = {}  # file name -> what it was when ready
        self._names: dict[str, list[str]] = {}

    def ensure(self, kind: str) -> list[Path]:
        """The files of `kind` in the shared folder, built now (under a lock) if no worker has yet."""
        if kind not in KINDS:
            raise ValueError(f"no solved table {kind!r}; there are {', '.join(KINDS)}")
        if kind not in self._ready:
            from filelock import FileLock

            made = KINDS[kind]()
            for needed in made.needs:
                self.ensure(needed)
            with FileLock(str(self.folder / f".{kind}.lock")):
                names = self._in_folder(made.files)
                if not all((self.folder / name).is_file() for name in names):
                    started = time.process_time()
                    self._in_folder(made.build)
                    print(f"\n[solved tables] built {kind} in {time.process_time() - started:.1f} s CPU")
                forget_loaded_tables()
                for name in names:
                    path = self.folder / name
                    path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)  # read-only (except for root)
                    self._prints[name] = _fingerprint(path)
            self._ready[kind] = names
        return [self.folder / name for name in self._ready[kind]]

    def built(self, kind: str) -> bool:
        """Every file of `kind` is in the folder already (nothing to build)."""
        return all((self.folder / name).is_file() for name in self._names_for(kind))

    def link_into(self, folder: Path, kinds: Iterable[str]) -> None:
        """Give a test's cache folder links to the shared copies of `kinds`."""
        for kind in kinds:
            for path in self.ensure(kind):
                (folder / path.name).symlink_to(path)

    def problems(self, folder: Path, kinds: Iterable[str]) -> list[str]:
        """What a test did wrong with the shared tables: built one itself, or changed the shared copy."""
        asked = set(kinds)
        found = []
        for kind in KINDS:
            if kind in asked:
                continue
            names = self._ready.get(kind) or self._names_for(kind)
            for name in names:
                path = folder / name
                if path.is_file() and not path.is_symlink():
                    found.append(f"it built the {kind!r} table in its cache folder: mark it "
                                 f"@pytest.mark.solved_tables({kind!r}) to read the session's copy (or point "
                                 f"{CACHE_ENV} at a folder of its own if building the table is what it checks)")
        for name, printed in self._prints.items():
            path = self.folder / name
            if not path.is_file() or _fingerprint(path) != printed:
                found.append(f"the session's shared table {name} was changed (tests must not write it)")
        return found

    def _names_for(self, kind: str) -> list[str]:
        if kind not in self._names:
            self._names[kind] = self._in_folder(KINDS[kind]().files)
        return self._names[kind]

    def shared_file(self, path: Path) -> tuple[str, tuple[int, int, int]] | None:
        """(name, fingerprint) of the session's copy `path` is (a test's link to it, or itself) when that copy is
        still the file it was when ready (`problems` fails a test that changed it), else None."""
        try:
            target = path.resolve()
        except OSError:
            return None
        printed = self._prints.get(target.name) if target.parent == self.folder else None
        if printed is None:
            return None
        try:
            return (target.name, printed) if _fingerprint(target) == printed else None
        except OSError:
            return None

    def keep_loads(self) -> Callable[[], None]:
        """Every table the game loads from the session's copy is read (and checked) once per process: a test's
        next load of the same unchanged file (its fingerprint: inode, size, time) gets the array read then,
        read-only, as `SolvedTable.load_cached` returns it (the file's use noted as ever). The game forgets its
        tables after every test as before, so no test sees what another one loaded into the game; only the
        bytes read from the same read-only file are not read again (the puzzle's 56 MB and Triple's 33 MB took
        ~70 ms of CPU per test that played them). A load from anywhere else (a test's own folder, a damaged
        copy) reads the file. Returns what undoes it."""
        from game.ai.solved_table import SolvedTable
        from game.storage.npy_file import mark_used

        read = SolvedTable.load_cached
        kept: dict[tuple[str, tuple[int, int, int], object], object] = {}

        def load_cached(table, key=None, path=None):
            where = path or table.cache_path(key)
            shared = self.shared_file(where)
            if shared is None:
                return read(table, key, path)
            found = kept.get(shared + (table.name,))
            if found is None:
                found = read(table, key, path)
                if found is not None:
                    found.setflags(write=False)
                    kept[shared + (table.name,)] = found
            else:
                mark_used(where)
            return found

        SolvedTable.load_cached = load_cached

        def undo() -> None:
            SolvedTable.load_cached = read
            kept.clear()

        return undo

    def _in_folder(self, call: Callable[[], object]):
        """`call()` with the game's cache folder pointing at the shared folder."""
        before = os.environ.get(CACHE_ENV)
        os.environ[CACHE_ENV] = str(self.folder)
        try:
            return call()
        finally:
            if before is None:
                del os.environ[CACHE_ENV]
            else:
                os.environ[CACHE_ENV] = before


def _kind_sources() -> list[str]:
    """The source of the functions above that make a `Kind` (how each kind is built)."""
    import ast

    source = Path(__file__).read_text(encoding="utf-8")
    return [ast.get_source_segment(source, node) for node in ast.parse(source).body
            if isinstance(node, ast.FunctionDef) and "Kind" in ast.unparse(node.returns or ast.Constant(None))]


def builders() -> set[str]:
    """The game modules the kinds' builds import (inside the functions above that make a `Kind`)."""
    from game.system import code_digest

    return {name for text in _kind_sources() for name in code_digest.imported_by(text, "solved_tables")}


KEPT_ENV = "PLANET_DICE_TEST_TABLES"   # where the kept tables go instead of the user's cache folder


def kept_key(repo: Path) -> str:
    """The key the tables built from `repo`'s code are kept under: a hash of the code that builds them (the `Kind`
    makers above and every game module they import, with what those import: game.system.code_digest) and of the
    Python and numpy versions."""
    import hashlib

    import numpy

    from game.system import code_digest

    digest = hashlib.sha256(f"{sys.version}|{numpy.__version__}".encode())
    for text in _kind_sources():
        digest.update(text.encode() + b"\0")
    digest.update(code_digest.digest(builders(), root=repo).encode())
    return digest.hexdigest()[:16]


def kept_root() -> Path:
    """The folder of kept tables: `PLANET_DICE_TEST_TABLES` if set, else `planet-dice-tests/solved-tables` in the
    user's cache folder (platformdirs), beside the game's own, so that every clone and worktree of the same code on
    this machine finds the tables one of them built (as pip's cache serves every venv)."""
    if os.environ.get(KEPT_ENV):
        return Path(os.environ[KEPT_ENV])
    import platformdirs

    return Path(platformdirs.user_cache_dir("planet-dice-tests", appauthor=False)) / "solved-tables"


def kept_folder(repo: Path, prune: bool = True, keep: int = 3, idle_hours: float = 1.0,
                root: Path | None = None) -> Path:
    """Where the tables built from this checkout's game are kept from one session to the next: `kept_root()`/KEY
    (`kept_key`), so a change to the code that builds them (or to Python or numpy) builds them again, and a change
    elsewhere (a screen, a picture, a translation) keeps them; `pytest --cache-clear` builds this key's again
    (tests/conftest.py). The tables are what the game's own code builds from that code. `prune`: the folders of
    other keys go, but for the `keep` latest and any a session started in within `idle_hours` (another clone's run
    may be reading it); each holds ~60 MB."""
    import shutil

    kept = root if root is not None else kept_root()
    folder = kept / kept_key(repo)
    folder.mkdir(parents=True, exist_ok=True)
    folder.touch()
    if not prune:
        return folder
    now = time.time()
    older = sorted((f for f in kept.iterdir() if f.is_dir() and f != folder), key=lambda f: f.stat().st_mtime)
    for stale in older[:max(0, len(older) - (keep - 1))]:
        if now - stale.stat().st_mtime > idle_hours * 3600:
            shutil.rmtree(stale, ignore_errors=True)
    return folder


def start_builder(folder: Path, kinds: Iterable[str]) -> subprocess.Popen | None:
    """A process of its own that builds `kinds` (in KINDS' order) into the session's `folder`, beside the
    tests; None when there is nothing to build (every kind asked for is in the folder already: no process,
    ~1 s of CPU spared). Its output goes to `folder`/builder.log. The caller ends it (`stop_builder`) when
    the session ends."""
    tables = SolvedTables(folder)
    wanted = [kind for kind in KINDS if kind in set(kinds) and not tables.built(kind)]
    if not wanted:
        return None
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "builder.log", "ab") as log:
        return subprocess.Popen([sys.executable, str(Path(__file__).resolve()), str(folder), *wanted],
                                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)


def stop_builder(process: subprocess.Popen | None) -> None:
    """End the builder if it still runs (a session that ended early); a kind it was building stays
    unbuilt (the game writes a table by an atomic rename, never half)."""
    if process is not None and process.poll() is None:
        process.terminate()
        process.wait()


#: The kind built in a process of its own beside the others (the longest: ~17 s CPU, needing none of them). With one
#: builder the tables were the run's longest path on a machine's first run (the builder had a third of the two cores
#: while both workers ran, ~60 s for ~39 s of CPU), and the workers waited for the Puzzle's tests at the end.
ALONE = "puzzle"


def split_builds(wanted: list[str]) -> tuple[list[str], list[str]]:
    """(the kind the builder hands to a process of its own, if it is wanted beside others; the rest in order)."""
    if ALONE in wanted and len(wanted) > 1:
        return [ALONE], [kind for kind in wanted if kind != ALONE]
    return [], list(wanted)


def _build(folder: Path, wanted: list[str]) -> None:
    """What start_builder's process runs: `wanted` built into `folder`, ALONE in a child of its own (ended with it)."""
    import signal

    alone, rest = split_builds(wanted)
    child = None
    if alone:
        def end(signum, frame):   # stop_builder ends this process: its child too (not waited for here: the
            if child is not None:                # main thread may be in child.wait(), whose lock a second wait
                os.kill(child.pid, signal.SIGTERM)   # would wait on for ever)
            os._exit(128 + signum)

        signal.signal(signal.SIGTERM, end)   # (before the child starts: a stop in between leaves none behind)
        child = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), str(folder), *alone],
                                 stdin=subprocess.DEVNULL)
    tables = SolvedTables(folder)
    for name in rest:
        tables.ensure(name)
    if child is not None:
        child.wait()


if __name__ == "__main__":   # python tests/solved_tables.py FOLDER KIND...: what start_builder runs
    _build(Path(sys.argv[1]), sys.argv[2:])
