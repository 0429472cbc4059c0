"""Twists a puzzle level puts on the Dicetime Puzzle, and the score card that plays them.

Pure rules. `Twists()` (all defaults) is the rule text's puzzle. Each field is one twist:

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

Every contradiction raises ValueError here; `game.campaign` reports the same problems with the
level file's key paths before a game is ever built.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations_with_replacement
from types import MappingProxyType

from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD, CATEGORIES, ScoreCard, score
from game.rules.errors import IllegalMove

LOCKED_PLANET_INDEX = 0   # the die a `locked_planet` twist pins


@lru_cache(maxsize=1)
def possible_scores() -> dict[str, frozenset[int]]:
    """Category -> every score five dice can make in it (what a prefilled category may hold)."""
    hands = list(combinations_with_replacement(range(1, 7), 5))
    return {name: frozenset(score(name, hand) for hand in hands) for name in CATEGORIES}


def _frozen_map(values: Mapping[str, int] | Iterable[tuple[str, int]] | None) -> Mapping[str, int]:
    return MappingProxyType(dict(values or {}))


@dataclass(frozen=True, eq=False)
class Twists:
    prefilled: Mapping[str, int] = field(default_factory=dict)
    blocked: frozenset[str] = frozenset()
    only: frozenset[str] | None = None
    required: frozenset[str] = frozenset()
    locked_planet: int | None = None
    bonus_threshold: int = BONUS_THRESHOLD
    bonus_points: int = BONUS_POINTS
    bonus_rerolls: int = 0
    reward_rerolls: Mapping[str, int] = field(default_factory=dict)
    doubled: frozenset[str] = frozenset()
    turn_rerolls: int | None = None
    target: int | None = None

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "prefilled", _frozen_map(self.prefilled))
        set_(self, "reward_rerolls", _frozen_map(self.reward_rerolls))
        for name in ("blocked", "required", "doubled"):
            set_(self, name, frozenset(getattr(self, name)))
        if self.only is not None:
            set_(self, "only", frozenset(self.only))
        problems = self.problems()
        if problems:
            raise ValueError("; ".join(problems))

    # ------------------------------------------------------------------ derived
    @property
    def out_of_play(self) -> frozenset[str]:
        """Categories no turn can fill: blocked ones and those left out by `only`."""
        left_out = frozenset() if self.only is None else frozenset(CATEGORIES) - self.only
        return self.blocked | left_out

    @property
    def playable(self) -> tuple[str, ...]:
        """The categories the player fills, in card order (the turns of the level)."""
        closed = self.out_of_play | frozenset(self.prefilled)
        return tuple(name for name in CATEGORIES if name not in closed)

    @property
    def pinned(self) -> dict[int, int]:
        return {} if self.locked_planet is None else {LOCKED_PLANET_INDEX: self.locked_planet}

    def problems(self) -> list[str]:
        """Everything that makes these twists impossible to play (empty when they are fine)."""
        problems = []
        names = set(CATEGORIES)
        for label, group in (("prefilled", set(self.prefilled)), ("blocked", self.blocked),
                             ("only", self.only or set()), ("required", self.required),
                             ("doubled", self.doubled), ("reward_rerolls", set(self.reward_rerolls))):
            unknown = sorted(str(name) for name in group - names)
            if unknown:
                problems.append(f"{label}: unknown categories {', '.join(unknown)}")
        for name, points in self.prefilled.items():
            if not _count(points) or points not in possible_scores().get(name, ()):
                problems.append(f"prefilled {name}: {points!r} is not a score {name} can have")
        for name, rerolls in self.reward_rerolls.items():
            if not _count(rerolls):
                problems.append(f"reward_rerolls {name}: {rerolls!r} is not a count of rerolls")
        for label, value, low in (("bonus_threshold", self.bonus_threshold, 1), ("bonus_points", self.bonus_points, 0),
                                  ("bonus_rerolls", self.bonus_rerolls, 0)):
            if not _count(value) or value < low:
                problems.append(f"{label}: expected a whole number >= {low}, got {value!r}")
        for label, value, low in (("turn_rerolls", self.turn_rerolls, 0), ("target", self.target, 1)):
            if value is not None and (not _count(value) or value < low):
                problems.append(f"{label}: expected a whole number >= {low}, got {value!r}")
        if self.locked_planet is not None and (not _count(self.locked_planet) or not 1 <= self.locked_planet <= 6):
            problems.append(f"locked_planet: a face is 1..6, got {self.locked_planet!r}")
        if problems:
            return problems
        for label, group in (("blocked", self.blocked), ("left out by only", self.out_of_play - self.blocked)):
            if group & set(self.prefilled):
                problems.append(f"prefilled and {label}: {', '.join(sorted(group & set(self.prefilled)))}")
        for name in sorted(self.required):
            if name in self.out_of_play:
                problems.append(f"required {name} is out of play (blocked or not in only)")
            elif name in self.prefilled and self.prefilled[name] == 0:
                problems.append(f"required {name} is prefilled with 0")
        for label, group in (("doubled", self.doubled), ("reward_rerolls", set(self.reward_rerolls))):
            dead = sorted(group & (self.out_of_play | set(self.prefilled)))
            if dead:
                problems.append(f"{label} names categories no turn can fill: {', '.join(dead)}")
        if not self.playable:
            problems.append("no category is left to play")
        start = sum(self.prefilled.values())
        upper_start = sum(points for name, points in self.prefilled.items() if name in CATEGORIES[:6])
        if upper_start >= self.bonus_threshold:
            start += self.bonus_points
        if self.target is not None and start >= self.target:
            problems.append(f"target {self.target} is already reached by the prefilled categories ({start})")
        return problems


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


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
