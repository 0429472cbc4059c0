"""Bluff's local record of wins per person name, as JSON in the data folder:

    {"version": 1, "players": [{"name": "Ana", "wins": 3, "played": 7}, ...]}

A match counts once for every person who sat in it (computers and demo games never count); its
winners add a win. Loaded and saved through the one user-file loader (`game.storage.userfile`):
a damaged file is kept aside and what was good in it is kept.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from game.storage.shared import grown
from game.storage.userfile import UserFile
from game.words import N_, ngettext

VERSION = 1
MAX_NAME = 40
MAX_COUNT = 1_000_000
MAX_PLAYERS = 500


class PlayerRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=MAX_NAME, description=f"a name of 1 to {MAX_NAME} characters")
    wins: int = Field(default=0, ge=0, le=MAX_COUNT, description=f"an integer from 0 to {MAX_COUNT}")
    played: int = Field(default=0, ge=0, le=MAX_COUNT, description=f"an integer from 0 to {MAX_COUNT}")


class WinsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: Literal[1] = VERSION
    players: list[PlayerRecord] = Field(default_factory=list, max_length=MAX_PLAYERS)


def merge(base: WinsFile, disk: WinsFile, ours: WinsFile) -> WinsFile:
    """Two copies counting at once: each person's wins and matches on disk, plus what this copy
    counted since it last read the file."""
    before = {record.name: record for record in base.players}
    now = {record.name: record for record in disk.players}
    for record in ours.players:
        old = before.get(record.name, PlayerRecord(name=record.name))
        there = now.get(record.name, PlayerRecord(name=record.name))
        now[record.name] = PlayerRecord(name=record.name, wins=min(MAX_COUNT, grown(old.wins, there.wins, record.wins)),
                                        played=min(MAX_COUNT, grown(old.played, there.played, record.played)))
    return WinsFile(players=sorted(now.values(), key=lambda r: (-r.wins, r.name))[:MAX_PLAYERS])


FILE = UserFile("bluff-wins.json", WinsFile, N_("Bluff wins file"), max_bytes=64 * 1024, merge=merge)


def load() -> tuple[dict[str, PlayerRecord], str | None]:
    """Every person's record by name (the first of a repeated name counts), and a notice or None."""
    loaded = FILE.load()
    records: dict[str, PlayerRecord] = {}
    for record in loaded.value.players:
        records.setdefault(record.name, record)
    return records, loaded.notice


def record_match(people: Iterable[str], winners: Iterable[str]) -> tuple[dict[str, PlayerRecord], str | None]:
    """Count one match for each of `people` and a win for each of `winners` (names); save atomically.
    Returns the records after it and a notice (from loading or saving) or None."""
    records, notice = load()
    won = set(winners)
    for name in dict.fromkeys(people):
        name = name[:MAX_NAME] or "?"
        old = records.get(name, PlayerRecord(name=name))
        records[name] = PlayerRecord(name=name, wins=min(MAX_COUNT, old.wins + (name in won)),
                                     played=min(MAX_COUNT, old.played + 1))
    kept = sorted(records.values(), key=lambda r: (-r.wins, r.name))[:MAX_PLAYERS]
    saved, failure = FILE.save_merged(WinsFile(players=kept))   # another copy's matches are kept too
    return {r.name: r for r in saved.players}, failure or notice


def summary(records: dict[str, PlayerRecord], names: Iterable[str]) -> str:
    """'Ana 3 wins of 7 · Ben 1 win of 2' for `names` (those with a record), in the player's language."""
    parts = []
    for name in dict.fromkeys(names):
        record = records.get(name)
        if record is not None:
            parts.append(ngettext("{name} {wins} win of {played}", "{name} {wins} wins of {played}",
                                  record.wins).format(name=name, wins=record.wins, played=record.played))
    return " · ".join(parts)
