"""The one schema of a campaign level's twists: every twist's name, kind, range and default, and
every way two twists can contradict each other, written once.

Three readers, none with a list of its own:
- the rules: `game.rules.puzzle_twists.Twists` takes exactly these twists and refuses what
  `value_problems` and `contradictions` find (a ValueError naming each problem);
- the level file's model: `game.campaign.model` makes its `[twists]` fields from `TWISTS`
  (type, range, default), so the file takes exactly what the rules take;
- the level checker: `game.campaign.checks` runs the same `contradictions` on what it can read of
  a file and reports them with the file's key paths ("twists.required[0]: 'chance' is also
  blocked"), so the map, `--level` and `--check-levels` say the same.

Adding a twist: one `Twist` in `TWISTS` (and its contradictions below, if it can have any), what it
does in the rules (`puzzle_twists.PuzzleCard` or `game.rules.puzzle`), its line on the intro card
(`game.scenes.campaign.cards.FACTS`), its row in levels/README.md's limits table, and the computer
players that must know it (`game.ai.puzzle_levels`). tests/rules/test_twist_schema.py checks that
the model, the intro card and the README follow this table. Pure: plain Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD, CATEGORIES, UPPER, score

MAX_SCORE = 2000         # above what any card can score (13 doubled maxima + bonus)
MAX_POOL = 99            # rerolls a pool may ever hold (start plus every reroll won back)

# The kinds of value a twist holds.
CATEGORY_SET = "categories"          # a list of category names, each at most once
CATEGORY_POINTS = "category points"  # category -> points (a score five dice can make there)
CATEGORY_REROLLS = "category rerolls"  # category -> rerolls
WHOLE = "whole number"               # an integer in [low, high]; default None: the twist is off


@dataclass(frozen=True)
class Twist:
    name: str
    kind: str
    low: int = 0             # the range of a whole number, or of a map's values
    high: int = 0
    default: Any = None      # None: not set (for CATEGORY_SET `only`: every category is in play)
    meaning: str = ""


TWISTS: tuple[Twist, ...] = (
    Twist("prefilled", CATEGORY_POINTS, 0, MAX_SCORE, {},
          "categories already filled, with their points (they count toward the total and the bonus)"),
    Twist("blocked", CATEGORY_SET, default=frozenset(), meaning="categories crossed out: they score nothing"),
    Twist("only", CATEGORY_SET, default=None, meaning="the categories in play; every other one is out of the game"),
    Twist("required", CATEGORY_SET, default=frozenset(),
          meaning="categories that must end filled with a non-zero score, or the level is lost"),
    Twist("locked_planet", WHOLE, 1, 6, None, "one planet shows this face the whole level, never thrown"),
    Twist("bonus_threshold", WHOLE, 1, MAX_SCORE, BONUS_THRESHOLD, "the upper total that earns the bonus"),
    Twist("bonus_points", WHOLE, 0, MAX_SCORE, BONUS_POINTS, "the upper bonus's points"),
    Twist("bonus_rerolls", WHOLE, 0, MAX_POOL, 0, "rerolls added to the pool when the upper bonus is reached"),
    Twist("reward_rerolls", CATEGORY_REROLLS, 0, MAX_POOL, {},
          "category -> rerolls added to the pool when it is filled with a non-zero score"),
    Twist("doubled", CATEGORY_SET, default=frozenset(), meaning="categories whose points count double"),
    Twist("turn_rerolls", WHOLE, 0, MAX_POOL, None, "the most rerolls one turn may spend from the pool"),
    Twist("target", WHOLE, 1, MAX_SCORE, None, "a score to reach before the clock: reaching it wins at once"),
)
BY_NAME: dict[str, Twist] = {twist.name: twist for twist in TWISTS}
NAMES: tuple[str, ...] = tuple(BY_NAME)

Problem = tuple[str, str]   # (key path inside [twists], "" for the whole table; what is wrong)


@lru_cache(maxsize=1)
def possible_scores() -> dict[str, frozenset[int]]:
    """Category -> every score five dice can make in it (what a prefilled category may hold)."""
    hands = list(combinations_with_replacement(range(1, 7), 5))
    return {name: frozenset(score(name, hand) for hand in hands) for name in CATEGORIES}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _in_range(twist: Twist, value: object) -> bool:
    return _whole(value) and twist.low <= value <= twist.high  # type: ignore[operator]


# ------------------------------------------------------------------------------ one twist's value
def value_problems(twist: Twist, value: object) -> list[Problem]:
    """What is wrong with `value` as `twist`'s value, by itself (the rules' own check; a level file
    gets the same from its model, worded by pydantic)."""
    name = twist.name
    if twist.kind == WHOLE:
        if value is None and twist.default is None:
            return []
        if not _in_range(twist, value):
            return [(name, f"expected a whole number from {twist.low} to {twist.high}, got {value!r}")]
        return []
    if twist.kind == CATEGORY_SET:
        if value is None and twist.default is None:
            return []
        if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
            return [(name, f"expected a list of categories, got {value!r}")]
        unknown = sorted(str(item) for item in value if item not in CATEGORIES)
        return [(name, f"unknown categories {', '.join(unknown)}")] if unknown else []
    if not isinstance(value, Mapping):
        return [(name, f"expected a table of categories, got {value!r}")]
    problems = []
    for category, number in value.items():
        if category not in CATEGORIES:
            problems.append((f"{name}.{category}", f"{category!r} is not a category"))
        elif not _in_range(twist, number):
            problems.append((f"{name}.{category}", f"expected a whole number from {twist.low} to {twist.high}, "
                                                   f"got {number!r}"))
    return problems


def normalized(values: Mapping[str, Any]) -> tuple[dict[str, Any], list[Problem]]:
    """Every twist's value (the default where `values` has none) in its frozen form: sets as
    frozensets, maps as dicts. Problems for unknown twists and values that are not valid."""
    problems = [(str(name), "unknown twist") for name in values if name not in BY_NAME]
    out: dict[str, Any] = {}
    for twist in TWISTS:
        value = values.get(twist.name, twist.default)
        found = value_problems(twist, value)
        problems += found
        if found:
            value = twist.default
        if twist.kind == CATEGORY_SET and value is not None:
            value = frozenset(value)
        elif twist.kind in (CATEGORY_POINTS, CATEGORY_REROLLS):
            value = dict(value)
        out[twist.name] = value
    return out, problems


def readable(raw: Mapping[str, Any]) -> dict[str, Any]:
    """What the checks can read of a level file's raw `[twists]` table: each twist's value where it
    is valid (lists keep their order, for the key paths; unknown names in them are left out), the
    default elsewhere. The model reports what is not valid; the checks only skip it."""
    out: dict[str, Any] = {}
    for twist in TWISTS:
        value = raw.get(twist.name, twist.default)
        if twist.kind == CATEGORY_SET and value is not None:
            value = [item for item in value if item in CATEGORIES] if isinstance(value, list) else twist.default
        elif twist.kind in (CATEGORY_POINTS, CATEGORY_REROLLS):
            value = {key: number for key, number in value.items() if key in CATEGORIES and _in_range(twist, number)} \
                if isinstance(value, Mapping) else {}
        elif twist.kind == WHOLE and value is not None and not _in_range(twist, value):
            value = twist.default
        out[twist.name] = value
    return out


# ------------------------------------------------------------------------------ derived
def _ordered(group: Iterable[str] | None) -> list[str]:
    if group is None:
        return []
    return list(group) if isinstance(group, (list, tuple)) else sorted(group)


def out_of_play(values: Mapping[str, Any]) -> set[str]:
    """Categories no turn can fill: blocked ones and those left out by `only`."""
    only = values.get("only")
    left_out = set() if only is None else set(CATEGORIES) - set(only)
    return set(values.get("blocked") or ()) | left_out


def playable(values: Mapping[str, Any]) -> tuple[str, ...]:
    """The categories the player fills, in card order (the turns of the level)."""
    closed = out_of_play(values) | set(values.get("prefilled") or {})
    return tuple(name for name in CATEGORIES if name not in closed)


def start_points(values: Mapping[str, Any]) -> int:
    """The score before the first turn: the prefilled rows and the bonus if they already earn it."""
    prefilled = values.get("prefilled") or {}
    upper = sum(points for name, points in prefilled.items() if name in UPPER)
    bonus = values.get("bonus_points", BONUS_POINTS) if upper >= values.get("bonus_threshold", BONUS_THRESHOLD) else 0
    return sum(prefilled.values()) + bonus


def most_upper(values: Mapping[str, Any]) -> int:
    """The most the upper rows can make: the playable ones at their best (doubled), plus the prefilled."""
    doubled = set(values.get("doubled") or ())
    prefilled = values.get("prefilled") or {}
    rows = playable(values)
    return sum(max(possible_scores()[name]) * (2 if name in doubled else 1) for name in UPPER if name in rows) \
        + sum(prefilled.get(name, 0) for name in UPPER)


def most_points(values: Mapping[str, Any]) -> int:
    """The most the card could score: every playable category at its best (doubled), the prefilled
    points and the bonus when it can be reached. An upper bound (a locked planet may lower it)."""
    doubled = set(values.get("doubled") or ())
    prefilled = values.get("prefilled") or {}
    best = sum(max(possible_scores()[name]) * (2 if name in doubled else 1) for name in playable(values))
    threshold = values.get("bonus_threshold", BONUS_THRESHOLD)
    bonus = values.get("bonus_points", BONUS_POINTS) if most_upper(values) >= threshold else 0
    return best + sum(prefilled.values()) + bonus


# ------------------------------------------------------------------------------ contradictions
def contradictions(values: Mapping[str, Any]) -> list[Problem]:
    """Every pair of twists that cannot hold together, each at the key path of the twist at fault.
    `values`: every twist (as `normalized` or `readable` give them)."""
    problems: list[Problem] = []
    blocked = set(values.get("blocked") or ())
    only = values.get("only")
    left_out = set() if only is None else set(CATEGORIES) - set(only)
    prefilled = values.get("prefilled") or {}
    closed = blocked | left_out

    for key in ("required", "doubled"):
        for index, name in enumerate(_ordered(values.get(key))):
            path = f"{key}[{index}]"
            if name in blocked:
                problems.append((path, f"{name!r} is also blocked"))
            elif name in left_out:
                problems.append((path, f"{name!r} is not in twists.only"))
            elif key == "required" and prefilled.get(name) == 0:
                problems.append((path, f"{name!r} is prefilled with 0"))
            elif key == "doubled" and name in prefilled:
                problems.append((path, f"{name!r} is prefilled: no turn can fill it"))
    for name in values.get("reward_rerolls") or {}:
        if name in closed or name in prefilled:
            problems.append((f"reward_rerolls.{name}", f"{name!r} is blocked, left out or prefilled: "
                                                       "no turn can fill it"))
    for name, points in prefilled.items():
        if name in closed:
            problems.append((f"prefilled.{name}", f"{name!r} is also blocked or left out by twists.only"))
        elif points not in possible_scores()[name]:
            problems.append((f"prefilled.{name}", f"{points} is not a score {name} can have"))
    if not playable(values):
        problems.append(("", "no category is left to play"))
        return problems

    top, start = most_points(values), start_points(values)
    target = values.get("target")
    if target is not None:
        if target > top:
            problems.append(("target", f"{target} cannot be reached: the most this card can score is {top}"))
        elif target <= start:
            problems.append(("target", f"{target} is already reached by the prefilled categories ({start})"))
    threshold = values.get("bonus_threshold", BONUS_THRESHOLD)
    if values.get("bonus_rerolls"):
        upper = most_upper(values)
        if upper < threshold:
            problems.append(("bonus_rerolls", f"the bonus line {threshold} cannot be reached "
                                              f"(the upper section can make {upper})"))
    return problems


def won_back(values: Mapping[str, Any]) -> int:
    """Every reroll the level can pour back into the pool (the bonus's and every reward's)."""
    return (values.get("bonus_rerolls") or 0) + sum((values.get("reward_rerolls") or {}).values())
