"""The perfect player's score distributions, computed (never typed in) and cached like the tables.

- Dicetime: 60,000 seeded games of perfect play (``card_sim``); each bin of a histogram carries its
  standard error, sqrt(p (1 - p) / games): at most 0.13 percentage point for 10-point bins.
- Triple: 20,000 seeded games of today's Hard player (``triple_slack``'s valuation; no perfect player is
  known): labelled "hard".
- The Puzzle and each campaign level the exact table models: seeded games of perfect play
  (``game.ai.puzzle_optimal.play``, no clock); a level beyond the table (a required row, a target):
  the Hard level player of ``game.campaign.autoplay`` (``play_out`` with no clock), labelled "hard".
- 10000 / Zehntausend solo: exact, the rounds distribution of ``rounds_dist``.

Each is cached as ``coach-scores-v1-<what>.npy`` (float64 probabilities of each result from 0) in the
user's cache folder, written atomically, read back only if it has the expected length and sums to 1;
anything else is computed again. ``get(name)`` computes if needed (seconds to a minute: call it off
the frame path); ``ready(name)`` never waits (None until computed); ``warm_up(name)`` has a child process
compute it at a low priority (the game keeps its interpreter lock for its frames) and loads the result.
"""

from __future__ import annotations

import hashlib
import os
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from game.ai.solved_table import CACHE_ENV
from game.storage.npy_file import read_array, write_array
from game.storage.paths import cache_dir
from game.system.blas import one_thread

VERSION = 1
DICETIME_GAMES, TRIPLE_GAMES, PUZZLE_GAMES = 60_000, 20_000, 4000
SEED = 2025
LONGEST = {"dicetime": 1600, "triple": 2500, "puzzle": 2100, "tenthousand": 401, "zehntausend": 401}


@dataclass(frozen=True)
class Distribution:
    """P(result = i) for i = 0..len - 1 (points, or rounds), from ``games`` seeded games (0: exact)."""

    name: str
    unit: str                 # "points" or "rounds"
    reference: str            # "perfect" or "hard"
    probabilities: np.ndarray
    games: int

    @property
    def exact(self) -> bool:
        return self.games == 0

    @property
    def mean(self) -> float:
        return float(np.arange(len(self.probabilities)) @ self.probabilities)

    @property
    def sd(self) -> float:
        values = np.arange(len(self.probabilities))
        return float(np.sqrt(max(0.0, (values ** 2) @ self.probabilities - self.mean ** 2)))

    def percentile(self, share: float) -> int:
        """The smallest result reached or passed by at least `share` of the results below it: the
        result r with P(result <= r) >= share (share 0..1)."""
        cumulative = np.cumsum(self.probabilities)
        return int(np.searchsorted(cumulative, share - 1e-12))

    def histogram(self, edges) -> tuple[np.ndarray, np.ndarray]:
        """(share of results in each bin [edges[i], edges[i + 1]), standard error of each share)."""
        cumulative = np.concatenate([[0.0], np.cumsum(self.probabilities)])
        clipped = np.clip(np.asarray(edges), 0, len(self.probabilities))
        shares = np.diff(cumulative[clipped])
        errors = np.zeros_like(shares) if self.exact else np.sqrt(shares * (1 - shares) / self.games)
        return shares, errors


def from_results(name: str, unit: str, reference: str, results, length: int) -> Distribution:
    counts = np.bincount(np.clip(np.asarray(results, dtype=np.int64), 0, length - 1), minlength=length)
    return Distribution(name, unit, reference, counts / max(1, counts.sum()), len(results))


# ---------------------------------------------------------------------------------- the computations
def _dicetime() -> Distribution:
    from game.coach import card_sim

    return from_results("dicetime", "points", "perfect", card_sim.simulate(DICETIME_GAMES, SEED),
                        LONGEST["dicetime"])


def _triple() -> Distribution:
    from game.coach import card_sim

    return from_results("triple", "points", "hard", card_sim.simulate(TRIPLE_GAMES, SEED, (1, 2, 3)),
                        LONGEST["triple"])


def _tenthousand(rules, name: str) -> Distribution:
    from game.coach import rounds_dist

    probabilities = rounds_dist.rounds_distribution(rules, LONGEST[name] - 1)
    return Distribution(name, "rounds", "perfect", probabilities / probabilities.sum(), 0)


def level_results(rerolls: int, twists, games: int = PUZZLE_GAMES, seed: int = SEED) -> tuple[list[int], str]:
    """Scores of `games` seeded games of a puzzle level (no clock) by the exact player where it is offered
    (``game.ai.puzzle_levels``: the table models the level within a level's bounds), else the Hard level player; and which ("perfect" or "hard")."""
    from game.ai import puzzle_levels
    from game.ai.puzzle_optimal import OptimalPuzzle, play
    from game.rules.puzzle import PuzzleGame

    optimum = puzzle_levels.level_optimum(rerolls, twists)
    if optimum.offered:
        solver = OptimalPuzzle(optimum.spec)
        return [play(PuzzleGame(rerolls=rerolls, twists=twists), solver, random.Random(seed + i))
                for i in range(games)], "perfect"
    from game.campaign.autoplay import LevelPlayer, play_out

    player = LevelPlayer("hard")
    return [play_out(PuzzleGame(rerolls=rerolls, twists=twists), player, random.Random(seed + i), 0.0, 0.0).score
            for i in range(games)], "hard"


def _puzzle(rerolls: int, twists, name: str) -> Distribution:
    results, reference = level_results(rerolls, twists)
    return from_results(name, "points", reference, results, LONGEST["puzzle"])


# ---------------------------------------------------------------------------------------- the cache
def _classic() -> Distribution:
    from game.rules.tenthousand import CLASSIC

    return _tenthousand(CLASSIC, "tenthousand")


def _zehntausend() -> Distribution:
    from game.rules.tenthousand import ZEHNTAUSEND

    return _tenthousand(ZEHNTAUSEND, "zehntausend")


SOURCES: dict[str, Callable[[], Distribution]] = {
    "dicetime": _dicetime,
    "triple": _triple,
    "puzzle": lambda: _puzzle(26, None, "puzzle"),
    "tenthousand": _classic,
    "zehntausend": _zehntausend,
}
"""What computes each distribution when neither memory nor the cache holds it (``get`` looks it up here
each time, so a test or a tool may put its own computation in for a name; a child process of
``warm_up`` uses its own, untouched copy)."""


_META = {"dicetime": ("points", "perfect", DICETIME_GAMES), "triple": ("points", "hard", TRIPLE_GAMES),
         "puzzle": ("points", "perfect", PUZZLE_GAMES), "tenthousand": ("rounds", "perfect", 0),
         "zehntausend": ("rounds", "perfect", 0)}
NAMES = tuple(_META)


def _player(name: str) -> tuple:
    """What plays a simulated distribution beyond its name: Triple's Hard values columns with ALPHA of
    their slack (a distribution cached for another share, or for Hard before, is not read)."""
    if name != "triple":
        return ()
    from game.ai import triple_slack

    return ("slack", triple_slack.ALPHA, triple_slack.LEVELS)


def cache_name(name: str) -> str:
    digest = hashlib.sha256(repr((VERSION, name, _META[name], SEED) + _player(name)).encode()).hexdigest()[:12]
    return f"coach-scores-v{VERSION}-{name}-{digest}.npy"


_lock = threading.Lock()
_known: dict[str, Distribution] = {}
_running: set[str] = set()


def _load(name: str, folder: Path | None = None) -> Distribution | None:
    probabilities = read_array((folder or cache_dir()) / cache_name(name), (LONGEST[name],), "<f8")
    if probabilities is None or not np.isfinite(probabilities).all() or (probabilities < 0).any() \
            or abs(probabilities.sum() - 1.0) > 1e-6:
        return None
    unit, reference, games = _META[name]
    return Distribution(name, unit, reference, probabilities, games)


def get(name: str) -> Distribution:
    """The distribution `name` (one of NAMES): from memory, else the cache, else computed and cached."""
    if name not in _META:
        raise ValueError(f"no distribution {name!r}; there are {', '.join(NAMES)}")
    with _lock:
        found = _known.get(name) or _load(name)
        if found is None:
            found = SOURCES[name]()
            try:
                write_array(cache_dir() / cache_name(name), found.probabilities.astype("<f8"))
            except OSError:
                pass   # a read-only or full disk costs the cache only
        _known[name] = found
        return found


def forget_known() -> None:
    """Drop the distributions kept in memory (the next `get` or `ready` reads the cache folder again)."""
    with _lock:
        _known.clear()


def ready(name: str) -> Distribution | None:
    """The distribution if it is in memory or a valid cache file, else None (never computes, never waits
    for a computation under way)."""
    found = _known.get(name)
    if found is not None or name not in _META:
        return found
    if not _lock.acquire(blocking=False):
        return None
    try:
        found = _load(name)
        if found is not None:
            _known[name] = found
        return found
    finally:
        _lock.release()


def warm_up(name: str) -> threading.Thread | None:
    """Compute `name` in a low-priority child process (watched by a daemon thread), once; None if it is
    in memory or in the cache already (then it is in memory now) or a computation is going."""
    if name in _running or name not in _META or ready(name) is not None:
        return None
    _running.add(name)
    folder = cache_dir()   # the folder now: the child writes there and it is read from there

    def work() -> None:
        try:
            ran = _in_child(name, folder)
            if ran is None:   # no child process possible: here, at a low priority
                try:
                    os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 15)
                except (AttributeError, OSError):
                    pass
                get(name)
            elif not ran:
                raise RuntimeError("the child process found no answer")
        except Exception as exc:   # a failed computation: the screen keeps saying it is not there
            import logging

            logging.getLogger(__name__).warning("the %s distribution could not be computed: %s", name, exc)
        finally:
            _running.discard(name)

    thread = threading.Thread(target=work, name=f"coach-{name}", daemon=True)
    thread.start()
    return thread


def _in_child(name: str, folder: Path) -> bool | None:
    """Compute `name` into the cache `folder` in a child process at a low priority (the game's own
    process keeps its interpreter lock for its frames); True if the child wrote a valid cache file
    (then it is in memory too), False if it did not, None if no child process could be started."""
    import subprocess
    import sys

    root = str(Path(__file__).resolve().parents[2])   # the folder that holds the game package
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, (root, env.get("PYTHONPATH"))))
    env[CACHE_ENV] = str(folder)
    one_thread(env)
    script = ("import os\nif hasattr(os, 'nice'): os.nice(15)\n"
              f"from game.coach import distributions\ndistributions.get({name!r})\n")
    try:
        subprocess.run([sys.executable, "-c", script], env=env, check=True, timeout=3600,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:   # no interpreter to start (a frozen build, say)
        return None
    except subprocess.SubprocessError:
        return False
    found = _load(name, folder)
    if found is not None:
        with _lock:
            _known.setdefault(name, found)
    return found is not None


def forget() -> None:
    """Drop what is in memory (tests)."""
    with _lock:
        _known.clear()
