"""The campaign on disk: worlds (folders with a world.toml) of level files, built-in and the player's own.

    levels/                      built in (game/levels once installed)
      inner/world.toml           name = "...", order = 1, levels = ["first-orbit", ...]
      inner/first-orbit.toml     one level; its id is "inner/first-orbit"
    <data folder>/levels/        the player's own campaign, same layout; ids start with "my-"

`load_campaign()` never raises for a bad file: a broken level or world is an entry with its
`LevelError`, shown on the map as broken, and the rest plays. Folder sizes are bounded too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.campaign.errors import LevelError
from game.campaign.walk import USER_PREFIX, WORLD_FILE, LevelEntry, WorldEntry, judge_root

__all__ = ["USER_PREFIX", "WORLD_FILE", "Campaign", "LevelEntry", "WorldEntry", "load_campaign"]


@dataclass(frozen=True)
class Campaign:
    worlds: tuple[WorldEntry, ...]
    problems: tuple[LevelError, ...] = field(default=())   # every problem: roots', worlds' and levels'
    root_problems: tuple[LevelError, ...] = field(default=())   # those not shown on a world's row

    def levels(self) -> tuple[LevelEntry, ...]:
        return tuple(entry for world in self.worlds for entry in world.levels)

    def matches(self, level_id: str) -> tuple[LevelEntry, ...]:
        """The levels `level_id` names: the one with that id ("inner/first-orbit"), else every level
        whose file name it is ("first-orbit")."""
        exact = tuple(entry for entry in self.levels() if entry.id == level_id)
        return exact or tuple(entry for entry in self.levels() if entry.id.split("/", 1)[1] == level_id)

    def find(self, level_id: str) -> LevelEntry | None:
        """A level by id, or by its file name alone when that is unique (else None: see `matches`)."""
        matches = self.matches(level_id)
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
    """Every world under the built-in folder, then the player's own (user=False: none), judged by
    `game.campaign.walk` (the checker's judgement too)."""
    roots = [(builtin or builtin_root(), False)]
    if user is True:
        roots.append((user_root(), True))
    elif isinstance(user, Path):
        roots.append((user, True))
    worlds: list[WorldEntry] = []
    root_problems: list[LevelError] = []
    for root, is_user in roots:
        report = judge_root(root, is_user)
        worlds += report.worlds
        root_problems += report.problems
    problems = list(root_problems)
    problems += [problem for world in worlds for problem in world.problems]
    problems += [entry.error for world in worlds for entry in world.levels if entry.error]
    return Campaign(tuple(worlds), tuple(_unique(problems)), tuple(root_problems))


def _unique(problems: list[LevelError]) -> list[LevelError]:
    seen: dict[str, LevelError] = {}
    for problem in problems:
        seen.setdefault(str(problem), problem)
    return list(seen.values())


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
