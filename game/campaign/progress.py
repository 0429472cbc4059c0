"""The player's campaign progress, saved atomically as `campaign.json` in the data folder.

What is kept per level: best score, stars (0..3), best time left (of a won game) and plays; plus the
set of unlocked levels. The file goes through the one loader of user files
(`game.storage.userfile.UserFile`): only a regular file is read (a FIFO in its place cannot hang the
game), its size, nesting and numbers are bounded, a damaged file is moved aside (`campaign.json.bad`),
the notice says so (the first few problems with their key paths), and every entry that could still be
read is kept and written back at once. Every save writes a temporary file, syncs it and renames it over
the old one, so a kill at any moment leaves either the old or the new file, never a mix.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, StringConstraints

from game.storage.shared import grown
from game.storage.userfile import Problem, UserFile
from game.words import N_, counted

if TYPE_CHECKING:
    from game.campaign.campaign import Campaign

PROGRESS_FILE = "campaign.json"
VERSION = 1
MAX_BYTES = 1024 * 1024
MAX_ID = 200

LevelId = Annotated[str, StringConstraints(min_length=1, max_length=MAX_ID)]


class _Record(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    best_score: Annotated[StrictInt, Field(ge=0, le=100_000)] = 0
    stars: Annotated[StrictInt, Field(ge=0, le=3)] = 0
    best_time_left: Annotated[StrictFloat | StrictInt, Field(ge=0, le=100_000, allow_inf_nan=False)] | None = None
    plays: Annotated[StrictInt, Field(ge=0, le=10**9)] = 0


@dataclass(frozen=True)
class LevelRecord:
    best_score: int = 0
    stars: int = 0
    best_time_left: float | None = None
    plays: int = 0


@dataclass
class Progress:
    levels: dict[str, LevelRecord] = field(default_factory=dict)
    unlocked: set[str] = field(default_factory=set)
    path: Path | None = None

    def record(self, level_id: str) -> LevelRecord:
        return self.levels.get(level_id, LevelRecord())

    def stars(self, level_id: str) -> int:
        return self.record(level_id).stars

    def total_stars(self) -> int:
        return sum(record.stars for record in self.levels.values())

    def add_result(self, level_id: str, score: int, stars: int, time_left: float | None, won: bool,
                   unlock: str | None = None) -> LevelRecord:
        """Enter one finished game (best values kept); `unlock` names the level a win opens."""
        old = self.record(level_id)
        best_time = old.best_time_left
        if won and time_left is not None and math.isfinite(time_left):
            best_time = max(best_time or 0.0, round(float(time_left), 2))
        new = replace(old, best_score=max(old.best_score, int(score)), stars=max(old.stars, int(stars)),
                      best_time_left=best_time, plays=old.plays + 1)
        self.levels[level_id] = new
        self.unlocked.add(level_id)
        if won and stars > 0 and unlock:
            self.unlocked.add(unlock)
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "unlocked": sorted(self.unlocked),
            "levels": {level_id: {key: value for key, value in vars(record).items() if value is not None}
                       for level_id, record in sorted(self.levels.items())},
        }

    def save(self, path: Path | None = None) -> None:
        """Save atomically, merged with what another copy of the game saved meanwhile (this progress
        then holds that too); raises OSError (its message names the file) when that is not possible."""
        from pydantic import ValidationError

        try:
            document = ProgressFile.model_validate(self.to_json())
        except ValidationError as exc:   # never expected: the campaign makes only ids the file keeps
            raise OSError(f"{path or self.path or progress_path()}: {exc.errors()[0]['msg']}") from None
        saved, failure = PROGRESS.save_merged(document, path or self.path or progress_path(), adopt=True)
        if failure:
            raise OSError(failure)
        self.unlocked = set(saved.unlocked)
        self.levels = _levels(saved)


class ProgressFile(BaseModel):
    """What `campaign.json` holds (validated by the user-file loader; bad entries are dropped one by one)."""
    model_config = ConfigDict(extra="forbid")

    version: int = Field(VERSION, ge=VERSION, le=VERSION, description=str(VERSION))
    unlocked: list[LevelId] = Field(default_factory=list, description="a list of level ids")
    levels: dict[LevelId, _Record] = Field(default_factory=dict, description="a table of levels")


def _records(document: ProgressFile) -> dict[str, _Record]:
    """The level records that hold anything (a record whose every value was bad is left out)."""
    return {level_id: record for level_id, record in document.levels.items() if record != _Record()}


def _kept(document: ProgressFile) -> str:
    count = len(_records(document))
    return counted("{n} level of progress kept", "{n} levels of progress kept", count)


def merge(base: ProgressFile, disk: ProgressFile, ours: ProgressFile) -> ProgressFile:
    """Two copies playing the campaign at once: every level either copy has, each at its best (score,
    stars, time left), its plays counted by both; every level either copy unlocked stays unlocked."""
    levels = dict(disk.levels)
    for level_id, record in ours.levels.items():
        there, before = levels.get(level_id), base.levels.get(level_id, _Record())
        if there is None:
            levels[level_id] = record
            continue
        times = [t for t in (there.best_time_left, record.best_time_left) if t is not None]
        levels[level_id] = _Record(best_score=max(there.best_score, record.best_score),
                                   stars=max(there.stars, record.stars),
                                   best_time_left=max(times) if times else None,
                                   plays=min(10**9, grown(before.plays, there.plays, record.plays)))
    unlocked = sorted(set(disk.unlocked) | set(ours.unlocked))
    return ProgressFile(version=VERSION, unlocked=unlocked, levels=dict(sorted(levels.items())))


PROGRESS = UserFile(PROGRESS_FILE, ProgressFile, N_("Campaign progress"), max_bytes=MAX_BYTES, kept=_kept,
                    merge=merge)


def progress_path() -> Path:
    return PROGRESS.path()


def contradictions(campaign: Campaign) -> Callable[[ProgressFile], tuple[ProgressFile, list[Problem]]]:
    """The check of a progress file against the levels it speaks of: a best time left beyond the
    level's clock, a best score no card of the level can make, stars on a level that is still locked.
    Each is reported with its key path and dropped (its default is used), like any other bad value.
    Records of levels the campaign does not have (or that are broken now) are kept as they are."""
    from game.campaign.campaign import is_unlocked

    def check(document: ProgressFile) -> tuple[ProgressFile, list[Problem]]:
        problems: list[Problem] = []
        levels = dict(document.levels)
        unlocked = set(document.unlocked)
        for entry in campaign.levels():   # in the order of play, so a dropped star locks what follows
            record = levels.get(entry.id)
            if record is None or entry.level is None:
                continue
            where, level, changes = f"levels.{entry.id}", entry.level, {}
            if record.best_time_left is not None and record.best_time_left > level.time_limit:
                problems.append(Problem(f"{where}.best_time_left", f"{record.best_time_left} s left is more than "
                                        f"the level's clock ({level.time_limit} s)"))
                changes["best_time_left"] = None
            top = level.rules.most_points
            if record.best_score > top:
                problems.append(Problem(f"{where}.best_score", f"{record.best_score} is more than this level's "
                                        f"card can score ({top})"))
                changes["best_score"] = 0
            stars = {level_id: r.stars for level_id, r in levels.items()}
            if record.stars and not is_unlocked(campaign, unlocked, stars, entry):
                problems.append(Problem(f"{where}.stars", f"{record.stars} star{'s' if record.stars != 1 else ''} "
                                        "on a level that is still locked"))
                changes["stars"] = 0
            if changes:
                levels[entry.id] = record.model_copy(update=changes)
        if not problems:
            return document, []
        return document.model_copy(update={"levels": levels}), problems

    return check


def load_progress(path: Path | None = None, campaign: Campaign | None = None) -> tuple[Progress, str | None]:
    """The saved progress and a notice for the player (None when all is well). Never raises and never
    hangs for a bad file: what can be read is kept, the file is moved aside and the good part written back.
    With `campaign`, progress that contradicts its levels is reported and corrected the same way."""
    path = path or progress_path()
    loaded = PROGRESS.load(path, check=contradictions(campaign) if campaign is not None else None)
    return Progress(levels=_levels(loaded.value), unlocked=set(loaded.value.unlocked), path=path), loaded.notice


def _levels(document: ProgressFile) -> dict[str, LevelRecord]:
    levels = {}
    for level_id, record in _records(document).items():
        time_left = None if record.best_time_left is None else float(record.best_time_left)
        levels[level_id] = LevelRecord(record.best_score, record.stars, time_left, record.plays)
    return levels
