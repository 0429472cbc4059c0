"""Twists a puzzle level puts on the Dicetime Puzzle, and the score card that plays them.

Pure rules. `Twists()` (all defaults) is the rule text's puzzle. The twists themselves (names,
values, ranges, defaults, contradictions) are declared once, in `game.rules.twist_schema.TWISTS`:

- `prefilled`     categories already filled, with their points (they count toward the total and the bonus);
- `blocked`       categories crossed out: they score nothing and cannot be filled;
- `only`          the categories in play ("fewer categories"): every other one is out of the game;
- `required`      categories that must end filled with a non-zero score, or the level is lost;
- `locked_planet` one planet shows this face the whole level: never thrown, never unlocked;
- `bonus_threshold`, `bonus_points`  the upper bonus line (63) and its points (35);
- `bonus_rerolls` rerolls added to the pool when the upper bonus is reached;
- `reward_rerolls` category -> rerolls added to the pool when it is filled with a non-zero score;
- `doubled`       categories whose points count double;
- `turn_rerolls`  the most rerolls one turn may spend from the pool;
- `target`        a score to reach before the clock: reaching it ends the level, won, at once.

Every problem the schema finds raises ValueError here; `game.campaign` reports the same problems
with the level file's key paths before a game is ever built.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from game.rules import twist_schema as schema
from game.rules.dicetime import CATEGORIES, ScoreCard, score
from game.rules.errors import IllegalMove
from game.rules.twist_schema import possible_scores

__all__ = ["LOCKED_PLANET_INDEX", "PuzzleCard", "Twists", "possible_scores"]

LOCKED_PLANET_INDEX = 0   # the die a `locked_planet` twist pins


class Twists:
    """A level's twists: one attribute per twist of `twist_schema.TWISTS` (sets as frozensets, maps
    read-only), frozen. Keyword arguments only; a twist left out has its default."""

    __slots__ = (*schema.NAMES, "_out_of_play", "_playable")

    def __init__(self, **values: Any) -> None:
        unknown = sorted(set(values) - set(schema.NAMES))
        if unknown:
            raise TypeError(f"unknown twists: {', '.join(unknown)} (the twists are: {', '.join(schema.NAMES)})")
        clean, problems = schema.normalized(values)
        if not problems:
            problems = schema.contradictions(clean)
        if problems:
            raise ValueError("; ".join(f"{path}: {message}" if path else message for path, message in problems))
        for name, value in clean.items():
            object.__setattr__(self, name, MappingProxyType(value) if isinstance(value, dict) else value)
        object.__setattr__(self, "_out_of_play", frozenset(schema.out_of_play(clean)))
        object.__setattr__(self, "_playable", schema.playable(clean))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Twists are frozen: cannot set {name}")

    def values(self) -> dict[str, Any]:
        """Every twist by name (maps as plain dicts)."""
        return {name: dict(value) if isinstance(value, Mapping) else value
                for name in schema.NAMES for value in (getattr(self, name),)}

    def __repr__(self) -> str:
        changed = {name: value for name, value in self.values().items() if value != schema.BY_NAME[name].default}
        return "Twists(" + ", ".join(f"{name}={value!r}" for name, value in changed.items()) + ")"

    # ------------------------------------------------------------------ derived
    @property
    def out_of_play(self) -> frozenset[str]:
        """Categories no turn can fill: blocked ones and those left out by `only`."""
        return self._out_of_play

    @property
    def playable(self) -> tuple[str, ...]:
        """The categories the player fills, in card order (the turns of the level)."""
        return self._playable

    @property
    def most_points(self) -> int:
        """The most this card can score (an upper bound: a locked planet may lower it)."""
        return schema.most_points(self.values())

    @property
    def pinned(self) -> dict[int, int]:
        return {} if self.locked_planet is None else {LOCKED_PLANET_INDEX: self.locked_planet}


class PuzzleCard(ScoreCard):
    """A Dicetime card under a level's twists: closed categories start filled (blocked ones with 0),
    doubled categories score twice, the upper bonus follows the level's line and points."""

    def __init__(self, twists: Twists) -> None:
        super().__init__()
        self.twists = twists
        for name in CATEGORIES:
            if name in twists.prefilled:
                self._scores[name] = twists.prefilled[name]
            elif name in twists.out_of_play:
                self._scores[name] = 0

    def fill(self, category: str, dice: Sequence[int]) -> int:
        if category in self.twists.out_of_play:
            raise IllegalMove(f"{category!r} is out of play in this level")
        points = super().fill(category, dice)
        if category in self.twists.doubled:
            points *= 2
            self._scores[category] = points
        return points

    def preview(self, category: str, dice: Sequence[int]) -> int:
        """What `dice` would enter in `category` (doubling included)."""
        return score(category, dice) * (2 if category in self.twists.doubled else 1)

    def is_blocked(self, category: str) -> bool:
        return category in self.twists.out_of_play

    @property
    def bonus(self) -> int:
        twists = self.twists
        return twists.bonus_points if self.upper_total >= twists.bonus_threshold else 0

    @property
    def bonus_progress(self) -> tuple[int, int]:
        """(upper points so far, the bonus line)."""
        return self.upper_total, self.twists.bonus_threshold
