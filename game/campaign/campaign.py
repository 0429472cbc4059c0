"""The campaign on disk: worlds (folders with a world.toml) of level files, built-in and the player's own.

    levels/                      built in (game/levels once installed)
      inner/world.toml           name = "...", order = 1, levels = ["first-orbit", ...]
      inner/first-orbit.toml     one level; its id is "inner/first-orbit"
    <data folder>/levels/        the player's own campaign, same layout; ids start with "my-"

`load_campaign()` never raises for a bad file: a broken level or world is an entry with its
`LevelError`, shown on the map as broken, and the rest plays. Folder sizes are bounded too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from game.campaign.errors import LevelError, Problem
from game.campaign.loader import load_level, load_world
from game.campaign.model import MAX_LEVELS_PER_WORLD, Level, World

WORLD_FILE = "world.toml"
USER_PREFIX = "my-"
MAX_WORLDS = 30
_STEM = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")


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
        return self.level.name if self.level is not None else self.path.stem


@dataclass(frozen=True)
class WorldEntry:
    id: str
    name: str
    order: int
    path: Path
    user: bool
    levels: tuple[LevelEntry, ...]
    error: LevelError | None = None


@dataclass(frozen=True)
class Campaign:
    worlds: tuple[WorldEntry, ...]
    problems: tuple[LevelError, ...] = field(default=())

    def levels(self) -> tuple[LevelEntry, ...]:
        return tuple(entry for world in self.worlds for entry in world.levels)

    def find(self, level_id: str) -> LevelEntry | None:
        """A level by id ("inner/first-orbit"), or by its file name alone when that is unique."""
        matches = [entry for entry in self.levels() if entry.id == level_id]
        if not matches:
            matches = [entry for entry in self.levels() if entry.id.split("/", 1)[1] == level_id]
        return matches[0] if len(matches) == 1 else None

    def chain(self, world_id: str) -> tuple[LevelEntry, ...]:
        """The playable levels of a world's unlock chain, in order. Built-in worlds form one chain
        across worlds; each world of the player's own campaign is a chain of its own."""
        world = next(w for w in self.worlds if w.id == world_id)
        worlds = [w for w in self.worlds if not w.user] if not world.user else [world]
        return tuple(entry for w in worlds for entry in w.levels if not entry.broken)


def builtin_root() -> Path:
    from game.system.resources import levels_dir

    return levels_dir()


def user_root() -> Path:
    from game.storage.paths import data_dir

    return data_dir() / "levels"


def load_campaign(builtin: Path | None = None, user: Path | None | bool = True) -> Campaign:
    """Every world under the built-in folder, then the player's own (user=False: none)."""
    worlds: list[WorldEntry] = []
    roots = [(builtin or builtin_root(), False)]
    if user is True:
        roots.append((user_root(), True))
    elif isinstance(user, Path):
        roots.append((user, True))
    for root, is_user in roots:
        worlds += _load_root(root, is_user)
    problems = [world.error for world in worlds if world.error]
    problems += [entry.error for world in worlds for entry in world.levels if entry.error]
    return Campaign(tuple(worlds), tuple(problems))


def _load_root(root: Path, is_user: bool) -> list[WorldEntry]:
    try:
        folders = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    except OSError:
        return []
    found = [_load_world(folder, is_user) for folder in folders[:MAX_WORLDS]]
    return sorted(found, key=lambda world: (world.order, world.id))


def _load_world(folder: Path, is_user: bool) -> WorldEntry:
    world_id = (USER_PREFIX if is_user else "") + folder.name
    error = None
    try:
        world = load_world(folder / WORLD_FILE)
    except LevelError as exc:
        error, world = exc, World(name=folder.name[:40] or "?", order=999)
    try:
        files = sorted(p for p in folder.glob("*.toml") if p.name != WORLD_FILE)[: MAX_LEVELS_PER_WORLD * 2]
    except OSError:
        files = []
    by_stem = {p.stem: p for p in files}
    order = [stem for stem in world.levels]
    order += [stem for stem in sorted(by_stem) if stem not in world.levels]
    entries = []
    for stem in order[:MAX_LEVELS_PER_WORLD]:
        path = by_stem.get(stem, folder / f"{stem}.toml")
        entries.append(_entry(f"{world_id}/{stem}", world_id, len(entries) + 1, path, stem in by_stem))
    return WorldEntry(world_id, world.name, world.order, folder, is_user, tuple(entries), error)


def _entry(level_id: str, world_id: str, number: int, path: Path, exists: bool) -> LevelEntry:
    if not _STEM.match(path.stem):
        error = LevelError(path, [Problem("", "a level file name is lower-case letters, digits, - and _ "
                                          "(it becomes the level's id)")])
        return LevelEntry(level_id, world_id, number, path, None, error)
    if not exists:
        error = LevelError(path, [Problem("", f"is listed in {WORLD_FILE} but there is no such file")])
        return LevelEntry(level_id, world_id, number, path, None, error)
    try:
        return LevelEntry(level_id, world_id, number, path, load_level(path))
    except LevelError as exc:
        return LevelEntry(level_id, world_id, number, path, None, exc)


def is_unlocked(campaign: Campaign, unlocked: set[str], stars: dict[str, int], entry: LevelEntry) -> bool:
    """Levels open in order: the first of a chain, any level recorded as unlocked, and the one after
    a level with a star. Broken levels never open (and do not hold the chain back)."""
    if entry.broken:
        return False
    chain = campaign.chain(entry.world)
    index = chain.index(entry)
    if index == 0 or entry.id in unlocked:
        return True
    return stars.get(chain[index - 1].id, 0) > 0


def next_level(campaign: Campaign, entry: LevelEntry) -> LevelEntry | None:
    """The level a win opens: the next playable one in the chain."""
    chain = campaign.chain(entry.world)
    index = chain.index(entry) if entry in chain else -1
    return chain[index + 1] if 0 <= index < len(chain) - 1 else None
