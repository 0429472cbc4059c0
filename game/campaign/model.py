"""What a level file and a world file may hold, as frozen pydantic models (the schema of levels/README.md).

Every number is bounded and every list is short, so a validated level is always small. Fields are
strict: TOML's own types, no strings for numbers, no true for 1. The `[twists]` fields are made from
the one twist schema (`game.rules.twist_schema`), which also holds the contradictions between
twists; the rules between the level's other keys and its twists (star scores out of order, a pool
that could overflow, ...) live in `game.campaign.checks`.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictInt, StrictStr, create_model

from game.campaign.errors import UNPRINTABLE
from game.rules import twist_schema as schema
from game.rules.dicetime import CATEGORIES
from game.rules.puzzle import DEFAULT_REROLLS, PuzzleGame
from game.rules.puzzle_twists import Twists
from game.rules.twist_schema import MAX_POOL, MAX_SCORE

__all__ = ["MAX_POOL", "MAX_SCORE", "Level", "LevelTwists", "Stars", "World"]

MAX_TIME = 3600          # s, one hour
MIN_TIME = 10            # s
MAX_NAME = 40            # characters
MAX_INTRO = 160          # characters: one sentence on the intro card
MAX_LEVELS_PER_WORLD = 60


def unprintable(text: str) -> str | None:
    """Why `text` cannot be drawn as it is (its first unprintable character), or None. Text a player
    wrote is drawn as it is: names and intros are plain, printable text on one line."""
    for index, char in enumerate(text):
        category = unicodedata.category(char)
        if category in UNPRINTABLE:
            kind = "a control character" if category == "Cc" else "an unprintable character"
            return f"holds {kind} (U+{ord(char):04X}) at character {index + 1}: only plain text on one line can be shown"
    return None


def _printable(text: str) -> str:
    why = unprintable(text)
    if why is not None:
        raise ValueError(why)
    return text


Category = Literal[tuple(CATEGORIES)]  # type: ignore[valid-type]
Categories = Annotated[frozenset[Category], Field(max_length=len(CATEGORIES))]
Name = Annotated[StrictStr, Field(min_length=1, max_length=MAX_NAME), AfterValidator(_printable)]
Intro = Annotated[StrictStr, Field(min_length=1, max_length=MAX_INTRO), AfterValidator(_printable)]
Points = Annotated[StrictInt, Field(ge=0, le=MAX_SCORE)]
Seconds = Annotated[StrictInt, Field(ge=0, le=MAX_TIME)]
Rerolls = Annotated[StrictInt, Field(ge=0, le=MAX_POOL)]
StarScores = Annotated[tuple[Points, Points, Points], Field(description="one, two, three stars")]
StarTimes = Annotated[tuple[Seconds, Seconds, Seconds], Field(description="time left for one, two, three stars")]

_STRICT = ConfigDict(extra="forbid", frozen=True)


class Stars(BaseModel):
    """The score for each star, or (a level with a target) the time left for each star."""

    model_config = _STRICT
    scores: StarScores | None = None
    time_left: StarTimes | None = None


def _twist_field(twist: schema.Twist) -> tuple[Any, Any]:
    """The model field of one twist of the schema: its type, range and default."""
    if twist.kind == schema.WHOLE:
        whole = Annotated[StrictInt, Field(ge=twist.low, le=twist.high)]
        return (whole | None, None) if twist.default is None else (whole, twist.default)
    if twist.kind == schema.CATEGORY_SET:
        return (Categories | None, None) if twist.default is None else (Categories, frozenset(twist.default))
    number = Annotated[StrictInt, Field(ge=twist.low, le=twist.high)]
    return Annotated[dict[Category, number], Field(max_length=len(CATEGORIES))], {}  # type: ignore[valid-type]


class _TwistsBase(BaseModel):
    model_config = _STRICT

    def rules(self) -> Twists:
        return Twists(**{name: getattr(self, name) for name in schema.NAMES})


# The [twists] table of a level file: one field per twist of game.rules.twist_schema.TWISTS.
LevelTwists = create_model("LevelTwists", __base__=_TwistsBase,
                           **{twist.name: _twist_field(twist) for twist in schema.TWISTS})


class Level(BaseModel):
    """One level file. `game.campaign.load_level(path)` gives one, checked in full."""

    model_config = _STRICT
    name: Name
    intro: Intro
    time_limit: Annotated[StrictInt, Field(ge=MIN_TIME, le=MAX_TIME)]
    rerolls: Rerolls = DEFAULT_REROLLS
    stars: Stars
    twists: LevelTwists = LevelTwists()

    @property
    def rules(self) -> Twists:
        return self.twists.rules()

    @property
    def target(self) -> int | None:
        return self.twists.target

    def new_game(self) -> PuzzleGame:
        """A fresh game of this level (the dice come from whoever rolls them)."""
        return PuzzleGame(rerolls=self.rerolls, time_limit=float(self.time_limit), twists=self.rules)

    def stars_for(self, game: PuzzleGame) -> int:
        """Stars (0..3) a finished game earns: by score, or with a target by the time left when it was
        reached. A missed requirement or a missed target earns none."""
        if not game.won:
            return 0
        if self.stars.time_left is not None:
            left = game.time_left or 0.0
            return sum(left >= need for need in self.stars.time_left)
        return sum(game.score >= need for need in self.stars.scores or ())

    @property
    def star_goals(self) -> tuple[int, int, int]:
        return self.stars.time_left or self.stars.scores or (0, 0, 0)


class World(BaseModel):
    """A world file (world.toml): the world's name, its place among the worlds, its levels in order."""

    model_config = _STRICT
    name: Name
    order: Annotated[StrictInt, Field(ge=0, le=999)] = 0
    levels: Annotated[tuple[Annotated[StrictStr, Field(min_length=1, max_length=80)], ...],
                      Field(max_length=MAX_LEVELS_PER_WORLD)] = ()
