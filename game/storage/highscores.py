"""The local high-score tables: the top ten of each mode, as JSON in the data folder.

One file per table (the tables are named in `game.modes`: `highscores-dicetime.json`,
`highscores-triple.json`, `highscores-puzzle.json`, ...). Most tables put the highest score
on top; a mode whose score counts rounds (solo 10000) puts the fewest on top
(`Mode.lower_scores_first`):

    {"version": 1, "mode": "dicetime",
     "entries": [{"initials": "ABC", "score": 287, "date": "2026-11-21", "colour": 0, "rocket": 2}, ...]}

(`colour` and `rocket`: the seat that played the game, its rocket standing on the podium; null where not known.)

Loaded and saved through the one user-file loader (`game.storage.userfile`): a
file that cannot be read, or holds wrong values, is kept aside as `<name>.bad`;
the notice names the file and lists the first problems with their key paths
("entries[3].score: expected an integer from 0 to 999999"). The entries that
were fine are kept and written back at once, so the next save keeps them.
"""

from __future__ import annotations

import datetime as _dt
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, create_model, field_validator

from game import modes
from game.storage.paths import data_dir
from game.storage.shared import added
from game.storage.userfile import UserFile, validate
from game.words import N_, counted

VERSION = 1
TABLE_SIZE = 10
INITIALS_LENGTH = 3
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"


@dataclass(frozen=True)
class Entry:
    initials: str
    score: int
    date: str  # ISO date of the game, e.g. "2026-11-21"
    look: tuple[int, int] | None = None   # (seat colour, rocket) of the seat that played it; None: not known


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
MAX_SCORE = 999_999  # six digits fit the table's score column; anything bigger is damage


class EntryRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    initials: str = Field(pattern=f"^[{re.escape(ALPHABET)}]{{{INITIALS_LENGTH}}}$",
                          description=f"{INITIALS_LENGTH} characters from A-Z, 0-9 and '-'")
    score: int = Field(ge=0, le=MAX_SCORE, description=f"an integer from 0 to {MAX_SCORE}")
    date: str = Field(description='a date like "2026-11-21"')
    colour: int | None = Field(None, ge=0, le=5, description="a seat colour from 0 to 5, or null")
    rocket: int | None = Field(None, ge=0, le=5, description="a rocket from 0 to 5, or null")

    @field_validator("date")
    @classmethod
    def _iso_date(cls, value: str) -> str:
        _dt.date.fromisoformat(value)
        return value


class TableFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = Field(VERSION, ge=VERSION, le=VERSION, description=str(VERSION))
    mode: str = ""
    entries: list[EntryRecord] = []


def _record(entry: Entry) -> EntryRecord:
    colour, rocket = entry.look if entry.look is not None else (None, None)
    return EntryRecord(initials=entry.initials, score=entry.score, date=entry.date, colour=colour, rocket=rocket)


def _entry(record: EntryRecord) -> Entry:
    look = (record.colour, record.rocket) if record.colour is not None and record.rocket is not None else None
    return Entry(record.initials, record.score, record.date, look)


def _merge_tables(base: TableFile, disk: TableFile, ours: TableFile) -> TableFile:
    """Two copies recording at once: the entries on disk plus those this copy added since it last
    read the table, best first, cut to the top ten."""
    new = added(map(_entry, base.entries), map(_entry, ours.entries))
    entries = sort_table([_entry(record) for record in disk.entries] + new, lower_first(ours.mode))
    return ours.model_copy(update={"entries": [_record(e) for e in entries]})


@functools.cache
def table_file(mode: str) -> UserFile:
    """The user file of one table (its model knows the table it must name)."""
    _check_mode(mode)
    model = create_model(f"TableFile_{mode}", __base__=TableFile,
                         mode=(Literal[mode], Field(mode, description=repr(mode))))  # type: ignore[valid-type]
    return UserFile(f"highscores-{mode}.json", model, N_("High-score file"), max_bytes=64 * 1024,
                    kept=lambda value: _kept(len(value.entries)), merge=_merge_tables)


def _kept(count: int) -> str:
    return counted("{n} good entry is kept", "{n} good entries are kept", count)


def _entries(document: TableFile, mode: str) -> list[Entry]:
    return sort_table([_entry(e) for e in document.entries], lower_first(mode))


def parse_table(raw: object, mode: str) -> tuple[list[Entry], list[str]]:
    """The valid entries of a decoded file, and every problem found (with key paths)."""
    document, problems = validate(table_file(mode).model, raw)
    return _entries(document, mode), [str(p) for p in problems]


def load_table(mode: str, path: Path | None = None) -> tuple[list[Entry], str | None]:
    """The saved table (best first) and a notice for the player (None when all is well).

    A damaged file is kept aside and its good entries are written back at once (so the next
    save keeps them)."""
    loaded = table_file(mode).load(path)
    return _entries(loaded.value, mode), loaded.notice


def save_table(mode: str, entries: Sequence[Entry], path: Path | None = None) -> str | None:
    """Save the table atomically; None when saved, else why not (a sentence naming the file)."""
    file = table_file(mode)
    ordered = sort_table(entries, lower_first(mode))
    document = file.model(mode=mode, entries=[_record(e) for e in ordered])
    return file.save(document, path)


for _table in tables():  # known at import, so every table is in userfile.REGISTERED
    table_file(_table)


def record(mode: str, new: Sequence[Entry], path: Path | None = None) -> tuple[list[int | None], list[str]]:
    """Load the table, add `new` entries (in order), save it. Returns each new
    entry's index in the saved table (None if it fell off) and the notices."""
    entries, notice = load_table(mode, path)
    notices = [notice] if notice else []
    positions: list[int | None] = []
    for entry in new:
        entries, position = insert(entries, entry, lower_first(mode))
        positions = [_shifted(p, position) for p in positions] + [position]
    file = table_file(mode)
    document = file.model(mode=mode, entries=[_record(e) for e in sort_table(entries, lower_first(mode))])
    saved, failure = file.save_merged(document, path)   # another copy's entries are kept too
    if failure:
        notices.append(f"The high scores were not saved: {failure}.")
    else:   # where the new entries sit among everything saved
        table = [_entry(e) for e in saved.entries]
        positions = _places(table, new)
    return positions, notices


def _places(table: list[Entry], new: Sequence[Entry]) -> list[int | None]:
    """The index of each of `new` in `table` (an equal entry already placed is not taken twice; the
    lowest of equal entries is the newest, as `insert` puts a new entry below its equals)."""
    taken: set[int] = set()
    places: list[int | None] = []
    for entry in new:
        found = [i for i, e in enumerate(table) if e == entry and i not in taken]
        places.append(found[-1] if found else None)
        if found:
            taken.add(found[-1])
    return places


def _shifted(earlier: int | None, inserted: int | None) -> int | None:
    """Where an earlier new entry sits after another one was inserted at `inserted`."""
    if earlier is None or inserted is None or inserted > earlier:
        return earlier
    moved = earlier + 1
    return moved if moved < TABLE_SIZE else None
