"""What a level file and a world file may hold, as frozen pydantic models (the schema of levels/README.md).

Every number is bounded and every list is short, so a validated level is always small. Fields are
strict: TOML's own types, no strings for numbers, no true for 1. The cross-field rules (a required
category also blocked, star scores out of order, ...) live in `game.campaign.checks`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD
from game.rules.puzzle import DEFAULT_REROLLS, PuzzleGame
from game.rules.puzzle_twists import Twists

MAX_POOL = 99            # rerolls a pool may ever hold (start plus every reroll won back)
MAX_TIME = 3600          # s, one hour
MIN_TIME = 10            # s
MAX_SCORE = 2000         # above what any card can score (13 doubled maxima + bonus)
MAX_NAME = 40            # characters
MAX_INTRO = 160          # characters: one sentence on the intro card
MAX_LEVELS_PER_WORLD = 60

Category = Literal[
    "ones", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind", "full_house",
    "small_straight", "large_straight", "five_kind", "chance",
]
Categories = Annotated[frozenset[Category], Field(max_length=13)]
Name = Annotated[StrictStr, Field(min_length=1, max_length=MAX_NAME)]
Intro = Annotated[StrictStr, Field(min_length=1, max_length=MAX_INTRO)]
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


class LevelTwists(BaseModel):
    model_config = _STRICT
    prefilled: Annotated[dict[Category, Points], Field(max_length=13)] = {}
    blocked: Categories = frozenset()
    only: Categories | None = None
    required: Categories = frozenset()
    locked_planet: Annotated[StrictInt, Field(ge=1, le=6)] | None = None
    bonus_threshold: Annotated[StrictInt, Field(ge=1, le=MAX_SCORE)] = BONUS_THRESHOLD
    bonus_points: Points = BONUS_POINTS
    bonus_rerolls: Rerolls = 0
    reward_rerolls: Annotated[dict[Category, Rerolls], Field(max_length=13)] = {}
    doubled: Categories = frozenset()
    turn_rerolls: Rerolls | None = None
    target: Annotated[StrictInt, Field(ge=1, le=MAX_SCORE)] | None = None

    def rules(self) -> Twists:
        return Twists(**{name: getattr(self, name) for name in type(self).model_fields})


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
