"""The player's campaign progress, saved atomically as `campaign.json` in the data folder.

What is kept per level: best score, stars (0..3), best time left (of a won game) and plays; plus the
set of unlocked levels. Every save writes a temporary file, syncs it and renames it over the old one,
so a kill at any moment leaves either the old or the new file, never a mix. A damaged file is moved
aside (`campaign.json.bad`), the notice says so, and every entry that could still be read is kept
and written back.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, ValidationError

from game.storage.atomic import keep_aside, write_json_atomic
from game.storage.paths import data_dir

PROGRESS_FILE = "campaign.json"
VERSION = 1
MAX_BYTES = 1024 * 1024
MAX_LEVELS = 5000
MAX_ID = 200


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
        write_json_atomic(path or self.path or progress_path(), self.to_json())


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


def load_progress(path: Path | None = None) -> tuple[Progress, str | None]:
    """The saved progress and a notice for the player (None when all is well). Never raises for a
    bad file: what can be read is kept, the file is moved aside and the good part written back."""
    path = path or progress_path()
    progress = Progress(path=path)
    try:
        if not path.exists():
            return progress, None
        if path.stat().st_size > MAX_BYTES:
            return progress, _set_aside(path, progress, [f"is over {MAX_BYTES} bytes"])
        raw = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError, MemoryError) as exc:
        return progress, _set_aside(path, progress, [f"cannot be read ({type(exc).__name__}: {_short(exc)})"])
    problems = _fill(progress, raw)
    if problems:
        return progress, _set_aside(path, progress, problems)
    return progress, None


def _fill(progress: Progress, raw: Any) -> list[str]:
    if not isinstance(raw, dict):
        return ["does not hold a table of progress"]
    problems = []
    if raw.get("version", VERSION) != VERSION:
        problems.append(f"version: expected {VERSION}, got {_short(raw.get('version'))}")
    levels = raw.get("levels", {})
    if not isinstance(levels, dict):
        problems.append("levels: expected a table of levels")
        levels = {}
    for level_id, value in list(levels.items())[:MAX_LEVELS]:
        if not isinstance(level_id, str) or not 0 < len(level_id) <= MAX_ID:
            problems.append(f"levels: a bad level id {_short(level_id)}")
            continue
        try:
            record = _Record.model_validate(value)
        except ValidationError as exc:
            first = exc.errors(include_url=False)[0]
            where = ".".join(str(part) for part in first["loc"])
            problems.append(f"levels.{level_id}{'.' + where if where else ''}: {first['msg'].lower()}")
            continue
        time_left = None if record.best_time_left is None else float(record.best_time_left)
        progress.levels[level_id] = LevelRecord(record.best_score, record.stars, time_left, record.plays)
    unlocked = raw.get("unlocked", [])
    if not isinstance(unlocked, list):
        problems.append("unlocked: expected a list of level ids")
        unlocked = []
    for index, level_id in enumerate(unlocked[:MAX_LEVELS]):
        if isinstance(level_id, str) and 0 < len(level_id) <= MAX_ID:
            progress.unlocked.add(level_id)
        else:
            problems.append(f"unlocked[{index}]: not a level id: {_short(level_id)}")
    if len(levels) > MAX_LEVELS or len(unlocked) > MAX_LEVELS:
        problems.append(f"more than {MAX_LEVELS} levels: the rest was dropped")
    return problems


def _set_aside(path: Path, progress: Progress, problems: list[str]) -> str:
    try:
        kept = keep_aside(path)
        where = f"was kept aside as {kept.name}"
    except OSError as exc:
        where = f"could not be moved aside ({exc.strerror})"
    saved = len(progress.levels)
    if saved or progress.unlocked:
        try:
            progress.save(path)
        except OSError:
            pass
    shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else "")
    return (f"Campaign progress {path}: {shown}. The file {where}; "
            f"{saved} level{'s' if saved != 1 else ''} of progress kept.")


def _short(value: object) -> str:
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."
