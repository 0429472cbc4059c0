"""The local high-score tables: the top ten of each mode, as JSON in the data folder.

One file per table (the tables are named in `game.modes`: `highscores-dicetime.json`,
`highscores-triple.json`, `highscores-puzzle.json`, ...). Most tables put the highest score
on top; a mode whose score counts rounds (solo 10000) puts the fewest on top
(`Mode.lower_scores_first`):

    {"version": 1, "mode": "dicetime",
     "entries": [{"initials": "ABC", "score": 287, "date": "2026-11-21"}, ...]}

Written atomically. A file that cannot be read, or holds wrong values, is kept
aside as `<name>.bad`; the notice names the file and lists every problem with
its key path ("entries[3].score: expected an integer"). The entries that were
fine are kept. JSON only: nothing from the file is ever evaluated.
"""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from game import modes
from game.storage.atomic import keep_aside, write_json_atomic
from game.storage.paths import data_dir

VERSION = 1
TABLE_SIZE = 10
INITIALS_LENGTH = 3
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"


@dataclass(frozen=True)
class Entry:
    initials: str
    score: int
    date: str  # ISO date of the game, e.g. "2026-11-21"


def table_path(mode: str) -> Path:
    _check_mode(mode)
    return data_dir() / f"highscores-{mode}.json"


def tables() -> tuple[str, ...]:
    """The names of every high-score table (from the table of modes)."""
    return modes.high_score_tables()


def _check_mode(mode: str) -> None:
    if mode not in tables():
        raise ValueError(f"no high-score table for mode {mode!r}; expected one of {', '.join(tables())}")


def lower_first(table: str) -> bool:
    """True if table `table` puts the smallest score on top (rounds, not points)."""
    return table in tables() and modes.mode_of_table(table).lower_scores_first


def today() -> str:
    return _dt.date.today().isoformat()


# ---------------------------------------------------------------- the table
def _at_least_as_good(a: int, b: int, lower: bool) -> bool:
    return a <= b if lower else a >= b


def qualifies(entries: Sequence[Entry], score: int, lower: bool = False) -> bool:
    """True if `score` would enter the table (a full table must be beaten, not tied);
    `lower`: the table puts the smallest score on top."""
    return len(entries) < TABLE_SIZE or not _at_least_as_good(entries[-1].score, score, lower)


def insert(entries: Sequence[Entry], entry: Entry, lower: bool = False) -> tuple[list[Entry], int | None]:
    """The table with `entry` placed below the equal and better scores (higher, or with
    `lower` smaller), cut to the top ten, and its index there (None if it did not make it)."""
    position = sum(1 for e in entries if _at_least_as_good(e.score, entry.score, lower))
    table = list(entries[:position]) + [entry] + list(entries[position:])
    if position >= TABLE_SIZE:
        return table[:TABLE_SIZE], None
    return table[:TABLE_SIZE], position


def sort_table(entries: Sequence[Entry], lower: bool = False) -> list[Entry]:
    """Highest first (with `lower`, smallest first); equal scores keep their order (the
    earlier one stays above)."""
    return sorted(entries, key=lambda e: e.score if lower else -e.score)[:TABLE_SIZE]


# ------------------------------------------------------------ file contents
def _problem_initials(value: object) -> str | None:
    if not isinstance(value, str):
        return f"expected a string of {INITIALS_LENGTH} letters, got {value!r}"
    if len(value) != INITIALS_LENGTH or any(ch not in ALPHABET for ch in value):
        return f"expected {INITIALS_LENGTH} characters from A-Z, 0-9 and '-', got {value!r}"
    return None


def _problem_score(value: object) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int):
        return f"expected an integer, got {value!r}"
    return None if value >= 0 else f"expected an integer of 0 or more, got {value!r}"


def _problem_date(value: object) -> str | None:
    if isinstance(value, str):
        try:
            _dt.date.fromisoformat(value)
            return None
        except ValueError:
            pass
    return f"expected a date like \"2026-11-21\", got {value!r}"


_FIELD_CHECKS = {"initials": _problem_initials, "score": _problem_score, "date": _problem_date}


def parse_table(raw: object, mode: str) -> tuple[list[Entry], list[str]]:
    """The valid entries of a decoded file, and every problem found (with key paths)."""
    if not isinstance(raw, dict):
        return [], [f"expected a table with \"version\", \"mode\" and \"entries\", got {type(raw).__name__}"]
    problems: list[str] = []
    if raw.get("version") != VERSION:
        problems.append(f"version: expected {VERSION}, got {raw.get('version')!r}")
    if raw.get("mode") != mode:
        problems.append(f"mode: expected {mode!r}, got {raw.get('mode')!r}")
    items = raw.get("entries")
    if not isinstance(items, list):
        problems.append(f"entries: expected a list, got {items!r}" if "entries" in raw else "entries: missing")
        return [], problems
    if len(items) > TABLE_SIZE:
        problems.append(f"entries: expected at most {TABLE_SIZE}, got {len(items)}")
    entries: list[Entry] = []
    for index, item in enumerate(items):
        where = f"entries[{index}]"
        if not isinstance(item, dict):
            problems.append(f"{where}: expected a table with initials, score and date, got {item!r}")
            continue
        found = [f"{where}.{name}: {why}" for name, check in _FIELD_CHECKS.items()
                 if (why := check(item[name]) if name in item else "missing")]
        problems.extend(found)
        if not found:
            entries.append(Entry(item["initials"], item["score"], item["date"]))
    return sort_table(entries, lower_first(mode)), problems


def load_table(mode: str, path: Path | None = None) -> tuple[list[Entry], str | None]:
    """The saved table (best first) and a notice for the player (None when all is well)."""
    path = path or table_path(mode)
    if not path.exists():
        return [], None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return [], _set_aside(path, [f"cannot be read as JSON ({_short(exc)})"], kept=0)
    entries, problems = parse_table(raw, mode)
    if problems:
        return entries, _set_aside(path, problems, kept=len(entries))
    return entries, None


def save_table(mode: str, entries: Sequence[Entry], path: Path | None = None) -> None:
    _check_mode(mode)
    ordered = sort_table(entries, lower_first(mode))
    document = {"version": VERSION, "mode": mode, "entries": [asdict(e) for e in ordered]}
    write_json_atomic(path or table_path(mode), document)


def record(mode: str, new: Sequence[Entry], path: Path | None = None) -> tuple[list[int | None], list[str]]:
    """Load the table, add `new` entries (in order), save it. Returns each new
    entry's index in the saved table (None if it fell off) and the notices."""
    entries, notice = load_table(mode, path)
    notices = [notice] if notice else []
    positions: list[int | None] = []
    for entry in new:
        entries, position = insert(entries, entry, lower_first(mode))
        positions = [_shifted(p, position) for p in positions] + [position]
    try:
        save_table(mode, entries, path)
    except OSError as exc:
        notices.append(f"Could not save the high scores to {path or table_path(mode)}: {exc.strerror or exc}")
    return positions, notices


def _shifted(earlier: int | None, inserted: int | None) -> int | None:
    """Where an earlier new entry sits after another one was inserted at `inserted`."""
    if earlier is None or inserted is None or inserted > earlier:
        return earlier
    moved = earlier + 1
    return moved if moved < TABLE_SIZE else None


def _set_aside(path: Path, problems: list[str], kept: int) -> str:
    try:
        where = f"kept aside as {keep_aside(path).name}"
    except OSError as exc:
        where = f"could not be moved aside ({exc.strerror})"
    saved = f"{kept} good entr{'y is' if kept == 1 else 'ies are'} kept"
    return f"High-score file {path}: {'; '.join(problems)}. It was {where}; {saved}."


def _short(exc: Exception) -> str:
    text = str(exc)
    return text if len(text) <= 80 else text[:77] + "..."
