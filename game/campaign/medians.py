"""The computer player's medians on levels, kept on disk so a level plays its 101 games only once.

`computer_median(level)` (game.campaign.yardstick) plays a level 101 times on fixed seeds: about half
a second of CPU a level, the same figure every time for the same level and the same game. So it is
kept in the cache folder (`$PLANET_DICE_CACHE_DIR` or the platform's), one small JSON file a level:
`level-medians/<key>.json`, the key a hash of

- what the level plays (everything in its file but its name and intro: the clock, the pool, the
  stars, the twists; sets in sorted order), the difficulty and the number of games, and
- the code the median comes from (`code_digest`): the files of `game.campaign.yardstick` and of every game
  module it imports (game.system.code_digest: the computer player, the rules, the campaign, ...), so a
  change to any of them never reads a median of the old code, and a change to a screen replays nothing.

A file is never trusted: one that is not a small JSON object with exactly the fields of a
`ComputerMedian`, of their types and in range, is played again and replaced (it is a cache: nothing
in it is a player's). An unwritable folder costs only the cache. The folder keeps at most
`KEEP` files (the oldest go first), so stale keys of older code do not pile up.

Pure: no pygame.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
from pathlib import Path
from typing import Any

from game.campaign.yardstick import DIFFICULTY, GAMES, ComputerMedian, computer_median
from game.storage.paths import cache_dir

FOLDER = "level-medians"
VERSION = 1              # bump when the file's layout changes
KEEP = 400               # files kept in the folder (a campaign holds at most a few hundred levels)
MAX_BYTES = 4096         # a median's file is ~200 bytes


#: The modules a median is computed by (with every game module they import: game.system.code_digest).
CODE = ("game.campaign.yardstick", "game.campaign.medians")


@functools.cache
def code_digest(root: Path | None = None) -> str:
    """A hash of the code a median comes from (`CODE` and what it imports), in this game (or the copy of it in
    `root`, the folder holding its `game` package): a few ms, once a process."""
    from game.system import code_digest as code

    return code.digest(CODE, root=root or code.PACKAGE_ROOT)


def _plain(value: Any) -> Any:
    """The level's fields in one order: sets sorted, tuples as lists (what JSON keeps)."""
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(_plain(item) for item in value)
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def level_key(level, difficulty: str = DIFFICULTY, games: int = GAMES) -> str:
    """The key of `level`'s median: what the level plays, the difficulty, the games and the game's code."""
    plays = _plain(level.model_dump(exclude={"name", "intro"}))
    text = json.dumps({"v": VERSION, "level": plays, "difficulty": difficulty, "games": games,
                       "code": code_digest()}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def path_for(key: str) -> Path:
    return cache_dir() / FOLDER / f"{key}.json"


def _number(value: Any, low: float, high: float) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            and low <= value <= high)


def read(key: str, difficulty: str = DIFFICULTY, games: int = GAMES) -> ComputerMedian | None:
    """The median kept under `key`, or None (no file, or one that is not exactly a median's)."""
    path = path_for(key)
    try:
        if not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        found = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    fields = {"difficulty", "games", "score", "time_left", "by_time", "stars", "one_star"}
    if not isinstance(found, dict) or set(found) != fields:
        return None
    time_left = found["time_left"]
    if (found["difficulty"] != difficulty or found["games"] != games or not isinstance(found["by_time"], bool)
            or not _number(found["score"], 0, 10**6) or not _number(found["one_star"], 0, 1)
            or not isinstance(found["stars"], int) or isinstance(found["stars"], bool)
            or not 0 <= found["stars"] <= 3
            or not (time_left is None or _number(time_left, 0, 10**5))):
        return None
    return ComputerMedian(difficulty, games, float(found["score"]),
                          None if time_left is None else float(time_left), found["by_time"], found["stars"],
                          float(found["one_star"]))


def write(key: str, median: ComputerMedian) -> None:
    """Keep `median` under `key` (atomically; an unwritable folder only costs the cache)."""
    from game.storage.atomic import write_json_atomic

    path = path_for(key)
    try:
        write_json_atomic(path, {"difficulty": median.difficulty, "games": median.games, "score": median.score,
                                 "time_left": median.time_left, "by_time": median.by_time,
                                 "stars": median.stars, "one_star": median.one_star})
        _bound(path.parent)
    except OSError:
        pass


def _bound(folder: Path) -> None:
    """At most KEEP files in the folder: the least recently written go first."""
    try:
        files = [(entry.stat().st_mtime, entry.path) for entry in os.scandir(folder)
                 if entry.name.endswith(".json") and entry.is_file(follow_symlinks=False)]
    except OSError:
        return
    for _, stale in sorted(files)[:max(0, len(files) - KEEP)]:
        try:
            os.unlink(stale)
        except OSError:
            pass


def median(level, difficulty: str = DIFFICULTY, games: int = GAMES) -> ComputerMedian:
    """The computer player's median on `level`: from the cache folder, else played now and kept there."""
    key = level_key(level, difficulty, games)
    found = read(key, difficulty, games)
    if found is None:
        found = computer_median(level, difficulty, games)
        write(key, found)
    return found
