"""The players file: every person who plays by name, and a memory of their games.

``players.json`` in the data folder, through the one loader (``game.storage.userfile``):

- a player: an id (12 hex digits; never shown), a name (1-16 characters, unique whatever the case),
  and per mode a ``ModeRecord``: the summaries of the last ``RECENT`` games (score, place, seats,
  points given up, accuracy, bonus, five of a kinds, ...) and the totals of every game older than
  those (``Totals``: counts, sums, best, a histogram of the scores), so the file stays bounded:
  at most ``MAX_PLAYERS`` players, ``RECENT`` summaries per player and mode;
- per campaign level a player's best score, best time and most stars.

Mode keys: the mode's name (``game.modes``), with ``_solo`` for a one-seat 10000/Zehntausend game
(those count rounds, versus games count points).

Two copies of the game may write at once: every change (a game recorded, a player added, renamed or
deleted) is made by ``update``, which takes a file lock (``players.json.lock``, released by the
system if the game dies), reads the file as it is now, applies the change and writes it back. Each
copy's change lands on the other's; none is lost. A damaged file keeps what can be read, like every
user file.
"""

from __future__ import annotations

import secrets
import time
import unicodedata
from collections.abc import Callable
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictFloat, StrictInt, StrictStr

from game.storage.userfile import UserFile
from game.words import N_, counted

RECENT = 300          # game summaries kept per player and mode; older games are only summed
MAX_PLAYERS = 12
NAME_LENGTH = 16
LOCK_SECONDS = 10.0   # how long a write waits for another copy of the game to finish its own
#: Histogram bin width per mode key for the games beyond the recent ones (results are binned by it).
BINS = {"dicetime": 10, "puzzle": 10, "campaign": 10, "triple": 25, "tenthousand": 500, "zehntausend": 500,
        "tenthousand_solo": 1, "zehntausend_solo": 1, "bluff": 1}

_STRICT = ConfigDict(extra="forbid")
Id = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{12}$", description="12 hex digits")]
Count = Annotated[StrictInt, Field(ge=0, le=10**9, description="a count from 0")]
Result = Annotated[StrictInt, Field(ge=0, le=999_999, description="a result from 0 to 999999")]
Seconds = Annotated[StrictFloat | StrictInt, Field(ge=0, le=360_000, description="seconds from 0 to 360000")]
Given = Annotated[StrictFloat | StrictInt, Field(ge=0, le=10**6, description="a number from 0 to 1000000")]


class GameSummary(BaseModel):
    model_config = _STRICT
    id: Id
    when: Annotated[StrictInt, Field(ge=0, le=10**11, description="seconds since 1970")] = 0
    score: Result = 0                      # points, rounds (solo 10000) or place (Bluff)
    seats: Annotated[StrictInt, Field(ge=1, le=6)] = 1
    place: Annotated[StrictInt, Field(ge=1, le=6)] = 1
    given_up: Given | None = None          # in the mode's unit
    decisions: Count = 0
    accuracy: Annotated[StrictFloat | StrictInt, Field(ge=0, le=100)] | None = None
    bonus: StrictBool | None = None        # the upper bonus reached (Dicetime, Puzzle)
    bonus_chances: Annotated[StrictInt, Field(ge=0, le=3)] = 0   # cards that could reach it (Triple: 3)
    bonuses: Annotated[StrictInt, Field(ge=0, le=3)] = 0          # cards that did
    five_kinds: Annotated[StrictInt, Field(ge=0, le=3)] = 0       # five of a kind scored
    level: Annotated[StrictStr, Field(max_length=120)] | None = None
    seconds: Seconds | None = None         # campaign: the time the level took
    stars: Annotated[StrictInt, Field(ge=0, le=3)] | None = None

    @property
    def won(self) -> bool:
        """Won against others (a game with more than one seat, first place)."""
        return self.seats > 1 and self.place == 1


class Totals(BaseModel):
    """Every game older than the recent ones, summed."""

    model_config = _STRICT
    games: Count = 0
    versus: Count = 0
    wins: Count = 0
    score_sum: Annotated[StrictInt, Field(ge=0, le=10**15)] = 0
    best: Result | None = None
    worst: Result | None = None
    priced: Count = 0
    given_up_sum: Annotated[StrictFloat | StrictInt, Field(ge=0, le=10**12)] = 0.0
    bonus_chances: Count = 0
    bonuses: Count = 0
    five_kinds: Count = 0
    histogram: Annotated[dict[Annotated[StrictStr, Field(pattern=r"^[0-9]{1,7}$")], Count],
                         Field(max_length=2000)] = {}


class ModeRecord(BaseModel):
    model_config = _STRICT
    recent: Annotated[list[GameSummary], Field(max_length=RECENT)] = []
    older: Totals = Totals()


class LevelBest(BaseModel):
    model_config = _STRICT
    plays: Count = 0
    best_score: Result | None = None
    best_seconds: Seconds | None = None    # the fastest finish of the level (time used)
    stars: Annotated[StrictInt, Field(ge=0, le=3)] = 0


Name = Annotated[StrictStr, Field(min_length=1, max_length=NAME_LENGTH, description="a name of 1-16 characters")]


class Player(BaseModel):
    model_config = _STRICT
    id: Id
    name: Name
    created: Annotated[StrictInt, Field(ge=0, le=10**11)] = 0
    modes: Annotated[dict[Annotated[StrictStr, Field(max_length=40)], ModeRecord], Field(max_length=20)] = {}
    levels: Annotated[dict[Annotated[StrictStr, Field(max_length=120)], LevelBest], Field(max_length=500)] = {}
    # the seat's colour and rocket of their last game (the statistics show them: who it is, at a glance)
    colour: Annotated[StrictInt, Field(ge=0, le=5, description="a seat colour from 0 to 5")] | None = None
    rocket: Annotated[StrictInt, Field(ge=0, le=5, description="a rocket from 0 to 5")] | None = None


class Players(BaseModel):
    model_config = _STRICT
    players: Annotated[list[Player], Field(max_length=MAX_PLAYERS)] = []

    def find(self, player_id: str) -> Player | None:
        return next((p for p in self.players if p.id == player_id), None)


def _kept(value: Players) -> str:
    count = len(value.players)
    return counted("{n} player and their games are kept", "{n} players and their games are kept", count)


PLAYERS = UserFile("players.json", Players, N_("Players file"), max_bytes=8 * 1024 * 1024, max_depth=8, kept=_kept)


# ------------------------------------------------------------------------------------------ changes
def load() -> tuple[Players, str | None]:
    """The players as the file has them now (never raises), and a notice if it was damaged: to read
    (statistics, seat setup); every change goes through `update`, which reads the file again."""
    loaded = PLAYERS.load(keep_base=False)
    return loaded.value, loaded.notice


def update(change: Callable[[Players], object]) -> tuple[object, str | None]:
    """Apply `change` to the players as the file has them now, under the file lock, and save.

    Returns (what `change` returned, None) or (None, why not: a notice naming the file). `change`
    may raise ValueError to refuse (nothing is saved; its message is the notice)."""
    from filelock import FileLock, Timeout

    path = PLAYERS.path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(str(path) + ".lock", timeout=LOCK_SECONDS):
            loaded = PLAYERS.load()   # this read is the save's merge base
            players, notice = loaded.value, loaded.notice
            try:
                answer = change(players)
            except ValueError as refused:
                return None, str(refused)
            failure = PLAYERS.save(players)
            return (None, failure) if failure else (answer, notice)
    except Timeout:
        return None, f"Players file {path}: another copy of the game kept it busy; this change was not saved."
    except OSError as exc:
        return None, f"Players file {path}: {exc.strerror or exc}; this change was not saved."


def clean_name(name: str) -> str:
    """A name as it is kept: control characters dropped, spaces squeezed, at most 16 characters."""
    shown = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")
    return " ".join(shown.split())[:NAME_LENGTH]


def add(players: Players, name: str) -> Player:
    """Add a player named `name` (ValueError with the reason if it cannot be)."""
    name = clean_name(name)
    if not name:
        raise ValueError("A name needs at least one letter")
    if any(p.name.casefold() == name.casefold() for p in players.players):
        raise ValueError(f"There is already a player called {name}")
    if len(players.players) >= MAX_PLAYERS:
        raise ValueError(f"There are {MAX_PLAYERS} players already: delete one to add another")
    player = Player(id=secrets.token_hex(6), name=name, created=int(time.time()))
    players.players.append(player)
    return player


def rename(players: Players, player_id: str, name: str) -> Player:
    player = players.find(player_id)
    if player is None:
        raise ValueError("That player is no longer there")
    name = clean_name(name)
    if not name:
        raise ValueError("A name needs at least one letter")
    if any(p.name.casefold() == name.casefold() and p.id != player_id for p in players.players):
        raise ValueError(f"There is already a player called {name}")
    player.name = name
    return player


def delete(players: Players, player_id: str) -> None:
    players.players = [p for p in players.players if p.id != player_id]


def wear(players: Players, player_id: str, colour: int, rocket: int) -> None:
    """Keep the seat colour and rocket `player_id` last played with (nothing if the player is gone)."""
    player = players.find(player_id)
    if player is not None:
        player.colour, player.rocket = colour, rocket


def new_id() -> str:
    return secrets.token_hex(6)


def record(players: Players, player_id: str, mode: str, summary: GameSummary) -> bool:
    """Add a game to a player's memory (False if the player is gone: deleted meanwhile). The oldest
    recent summary beyond RECENT is summed into the totals."""
    player = players.find(player_id)
    if player is None:
        return False
    book = player.modes.setdefault(mode, ModeRecord())
    if any(game.id == summary.id for game in book.recent):
        return True   # already recorded (a retry)
    book.recent.append(summary)
    while len(book.recent) > RECENT:
        _sum_into(book.older, book.recent.pop(0), BINS.get(mode, 10))
    if summary.level is not None:
        _level_best(player.levels.setdefault(summary.level, LevelBest()), summary)
    return True


def _sum_into(totals: Totals, game: GameSummary, width: int) -> None:
    totals.games += 1
    totals.versus += game.seats > 1
    totals.wins += game.won
    totals.score_sum += game.score
    totals.best = game.score if totals.best is None else max(totals.best, game.score)
    totals.worst = game.score if totals.worst is None else min(totals.worst, game.score)
    if game.given_up is not None:
        totals.priced += 1
        totals.given_up_sum += game.given_up
    totals.bonus_chances += game.bonus_chances
    totals.bonuses += game.bonuses
    totals.five_kinds += game.five_kinds
    key = str(game.score // width * width)
    if key in totals.histogram or len(totals.histogram) < 2000:
        totals.histogram[key] = totals.histogram.get(key, 0) + 1


def _level_best(best: LevelBest, game: GameSummary) -> None:
    best.plays += 1
    if game.stars:
        best.stars = max(best.stars, game.stars)
    if game.stars or game.stars is None:   # a lost level sets no best
        best.best_score = game.score if best.best_score is None else max(best.best_score, game.score)
        if game.seconds is not None:
            best.best_seconds = game.seconds if best.best_seconds is None else min(best.best_seconds, game.seconds)
