"""The game's one judgement of a campaign folder: what the map shows, what `--level` plays and what
`--check-levels` reports all come from these functions, so they never disagree.

    levels/                      a root: every folder in it (not hidden) is a world
      inner/world.toml           the world file: name, order, the levels in order of play
      inner/first-orbit.toml     a level; its id is "inner/first-orbit" ("my-inner/..." for a player's own)

Rules, each a problem with a clear message when broken (never a skip without a word):
- a world folder's name and a level file's name (without .toml) are 1-64 lower-case letters,
  digits, - and _ (they make the level's id, which the progress file keeps);
- `world.toml`'s `levels` names files beside it, each once (no paths, no repeats); a listed name
  with no file is a broken level on the map;
- a root shows at most `MAX_WORLDS` worlds and a world at most `MAX_LEVELS_PER_WORLD` levels: the
  rest are reported, not dropped in silence; level files outside a world folder (in the root, or
  in a folder inside a world) are reported as not read;
- a folder that cannot be listed (gone, changed, not allowed) is a problem naming it.

`read_all=True` (the checker) also reads the files over the limits, so every file it is pointed at
is checked; the map leaves them unread (it only lists them).
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from game.campaign.errors import LevelError, Problem, printable
from game.campaign.loader import load_level, load_world
from game.campaign.model import MAX_LEVELS_PER_WORLD, Level, World
from game.storage.json_document import kind as file_kind

WORLD_FILE = "world.toml"
LEVEL_SUFFIX = ".toml"
USER_PREFIX = "my-"
MAX_WORLDS = 30
NAME_LIMIT = 64                               # characters of a world folder's or a level file's name
_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")
MAX_ID = len(USER_PREFIX) + 2 * NAME_LIMIT + 1  # the longest level id: "my-" + world + "/" + level


def name_problem(name: str, what: str) -> str | None:
    """Why `name` cannot name a level file or a world folder (`what`: "file name", "world folder's
    name", ...), or None. The length limit is said as a length."""
    if len(name) > NAME_LIMIT:
        return (f"the {what} is {len(name)} characters long, over the limit of {NAME_LIMIT} "
                "(it becomes the level's id)")
    if not _NAME.fullmatch(name):
        return (f"the {what} '{printable(name)}' is not lower-case letters, digits, - and _ "
                "(it becomes the level's id)")
    return None


def listed_problem(stem: str) -> str | None:
    """Why an entry of world.toml's `levels` cannot name a level file beside it, or None."""
    if "/" in stem or "\\" in stem or stem in (".", ".."):
        return f"'{printable(stem)}' is not a level's name: a world lists the files beside it, without folders"
    return name_problem(stem, "name")


@dataclass(frozen=True)
class LevelEntry:
    id: str
    world: str
    number: int                    # 1-based place in its world
    path: Path
    level: Level | None
    error: LevelError | None = None

    @property
    def broken(self) -> bool:
        return self.level is None

    @property
    def name(self) -> str:
        """What the map calls it: the level's name, or (broken) its file name, safe to draw."""
        return self.level.name if self.level is not None else printable(self.path.stem)


@dataclass(frozen=True)
class WorldEntry:
    id: str
    name: str
    order: int
    path: Path
    user: bool
    levels: tuple[LevelEntry, ...]
    problems: tuple[LevelError, ...] = ()     # the world's own (world.toml, its folder), not its levels'
    files_read: int = 0

    @property
    def error(self) -> LevelError | None:
        """The first of the world's own problems (the map shows it on the world's row)."""
        return self.problems[0] if self.problems else None


@dataclass(frozen=True)
class RootReport:
    """One root folder judged: its worlds (at most MAX_WORLDS unless read_all), and its own problems."""

    worlds: tuple[WorldEntry, ...]
    problems: tuple[LevelError, ...] = ()
    files_read: int = 0
    shown: int = field(default=0)              # how many of the worlds the map shows


def _listing(folder: Path) -> tuple[list[os.DirEntry], LevelError | None]:
    """The folder's entries sorted by name, or the problem that stopped it being listed."""
    try:
        with os.scandir(folder) as found:
            return sorted(found, key=lambda entry: entry.name), None
    except OSError as exc:
        return [], LevelError(folder, [Problem("", f"cannot be read as a folder ({_reason(exc)})")])


def _is_dir(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _reason(exc: OSError) -> str:
    text = exc.strerror or str(exc) or type(exc).__name__
    return text[:1].lower() + text[1:]


# ------------------------------------------------------------------------------------ a root
def judge_root(root: Path, user: bool, read_all: bool = False, missing_ok: bool = True) -> RootReport:
    """Every world in `root` (sorted by their order, then folder name) and the root's problems."""
    if missing_ok and not os.path.lexists(root):
        return RootReport(())
    entries, problem = _listing(root)
    problems = [problem] if problem else []
    folders = [entry for entry in entries if not entry.name.startswith(".") and _is_dir(entry)]
    for entry in entries:
        if entry.name.endswith(LEVEL_SUFFIX) and not _is_dir(entry):
            where = "a world file" if entry.name == WORLD_FILE else "a level file"
            problems.append(LevelError(Path(entry.path), [Problem("", f"is not in a world folder, so the game does not "
                                       f"read it ({where} goes in a folder of its own inside {printable(root.name or str(root))})")]))
    if len(folders) > MAX_WORLDS:
        left = ", ".join(printable(entry.name) for entry in folders[MAX_WORLDS:][:5])
        more = len(folders) - MAX_WORLDS
        problems.append(LevelError(root, [Problem("", f"holds {len(folders)} world folders, over the limit of "
                                                      f"{MAX_WORLDS}: the map leaves out {more} ({left}"
                                                      f"{', ...' if more > 5 else ''})")]))
    judged = folders if read_all else folders[:MAX_WORLDS]
    worlds = [judge_world(Path(entry.path), user, read_all) for entry in judged]
    worlds.sort(key=lambda world: (world.order, world.id))
    return RootReport(tuple(worlds), tuple(problems), sum(world.files_read for world in worlds),
                      min(len(folders), MAX_WORLDS))


# ------------------------------------------------------------------------------------ a world
def judge_world(folder: Path, user: bool, read_all: bool = False) -> WorldEntry:
    """One world folder: its world file, its levels in order of play (each loaded or broken), and
    every problem of its own."""
    world_id = (USER_PREFIX if user else "") + folder.name
    problems: list[LevelError] = []
    folder_problem = name_problem(folder.name, "world folder's name")
    if folder_problem:
        problems.append(LevelError(folder, [Problem("", folder_problem)]))
    world_path = folder / WORLD_FILE
    files_read = 0
    world_problems: list[Problem] = []
    try:
        if not os.path.lexists(world_path):
            raise LevelError(world_path, [Problem("", "is missing: a world folder needs one, with the world's "
                                                      "name (see levels/README.md)")])
        world, name = load_world(world_path), None
    except LevelError as exc:
        world_problems += exc.problems
        world, name = World(name="?", order=999), printable(folder.name)[:40] or "?"
    files_read += os.path.lexists(world_path)
    entries, listing_problem = _listing(folder)
    if listing_problem:
        problems.append(listing_problem)
    files = {entry.name[: -len(LEVEL_SUFFIX)]: Path(entry.path) for entry in entries
             if entry.name.endswith(LEVEL_SUFFIX) and entry.name != WORLD_FILE}
    for entry in entries:
        if _is_dir(entry) and not entry.name.startswith(".") and not entry.name.endswith(LEVEL_SUFFIX):
            problems.append(LevelError(Path(entry.path), [Problem("", "is a folder inside a world: the game does not "
                                                                      "read it (level files go straight in the world folder)")]))

    order: list[str] = []
    missing: dict[str, Problem] = {}
    for index, stem in enumerate(world.levels):
        why = listed_problem(stem)
        if why:
            world_problems.append(Problem(f"levels[{index}]", why))
        elif stem in order:
            world_problems.append(Problem(f"levels[{index}]", f"{stem!r} is listed twice (first at "
                                                              f"levels[{world.levels.index(stem)}])"))
        else:
            order.append(stem)
            if stem not in files:
                missing[stem] = Problem(f"levels[{index}]", f"no file {stem}.toml beside it")
                world_problems.append(missing[stem])
    order += [stem for stem in files if stem not in order]
    if world_problems:
        problems.insert(1 if folder_problem else 0, LevelError(world_path, world_problems))
    if len(order) > MAX_LEVELS_PER_WORLD:
        left = order[MAX_LEVELS_PER_WORLD:]
        names = ", ".join(printable(stem) for stem in left[:5]) + (", ..." if len(left) > 5 else "")
        problems.append(LevelError(folder, [Problem("", f"holds {len(order)} levels, over the limit of "
                                                        f"{MAX_LEVELS_PER_WORLD}: the map leaves out {len(left)} "
                                                        f"({names})")]))

    levels: list[LevelEntry] = []
    for stem in order if read_all else order[:MAX_LEVELS_PER_WORLD]:
        path = files.get(stem, folder / f"{stem}{LEVEL_SUFFIX}")
        if stem in missing:
            error = LevelError(world_path, [missing[stem]])
            levels.append(LevelEntry(f"{world_id}/{stem}", world_id, len(levels) + 1, path, None, error))
            continue
        files_read += 1
        levels.append(judge_level(path, world_id, len(levels) + 1, folder_problem))
    return WorldEntry(world_id, name or world.name, world.order, folder, user, tuple(levels), tuple(problems), files_read)


def judge_level(path: Path, world_id: str, number: int = 1, folder_problem: str | None = None) -> LevelEntry:
    """One level file in a world: its name, then its content (every problem at once)."""
    level_id = f"{world_id}/{path.stem}"
    problems = [Problem("", folder_problem)] if folder_problem else []
    why = name_problem(path.stem, "file name")
    if why:
        problems.append(Problem("", why))
    level = None
    try:
        level = load_level(path)
    except LevelError as exc:
        problems += exc.problems
    if problems:
        return LevelEntry(level_id, world_id, number, path, None, LevelError(path, problems))
    return LevelEntry(level_id, world_id, number, path, level)


def kind_of(path: Path) -> str | None:
    """What `path` is when it is neither a regular file nor a folder ("a pipe (FIFO)", ...), else None."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return file_kind(mode)      # the user files' words for it ("a pipe (FIFO)", "a socket", "a device")
