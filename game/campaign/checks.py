"""Settings that contradict each other in a level file, found on the raw document.

These run even when some fields have the wrong type (each check looks only at the values it needs
and skips what it cannot read), so one pass reports every problem at once.
"""

from __future__ import annotations

from typing import Any

from game.campaign.errors import Problem
from game.campaign.model import MAX_POOL
from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD, CATEGORIES, UPPER
from game.rules.puzzle import DEFAULT_REROLLS
from game.rules.puzzle_twists import possible_scores


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _names(value: Any) -> list[str] | None:
    """A list of category names, or None when it is not one (the schema reports that)."""
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        return None
    return value


def _table(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def contradictions(doc: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    twists = _table(doc.get("twists"))
    stars = _table(doc.get("stars"))
    blocked = set(_names(twists.get("blocked")) or [])
    only = _names(twists.get("only"))
    left_out = set() if only is None else set(CATEGORIES) - set(only)
    prefilled = {name: points for name, points in _table(twists.get("prefilled")).items()
                 if name in CATEGORIES and _int(points) is not None}
    closed = blocked | left_out

    for key in ("required", "doubled"):
        for index, name in enumerate(_names(twists.get(key)) or []):
            if name in blocked:
                problems.append(Problem(f"twists.{key}[{index}]", f"{name!r} is also blocked"))
            elif name in left_out:
                problems.append(Problem(f"twists.{key}[{index}]", f"{name!r} is not in twists.only"))
            elif key == "required" and prefilled.get(name) == 0:
                problems.append(Problem(f"twists.{key}[{index}]", f"{name!r} is prefilled with 0"))
            elif key == "doubled" and name in prefilled:
                problems.append(Problem(f"twists.{key}[{index}]", f"{name!r} is prefilled: no turn can fill it"))
    for name in _table(twists.get("reward_rerolls")):
        if name in closed or name in prefilled:
            problems.append(Problem(f"twists.reward_rerolls.{name}", f"{name!r} is blocked, left out or "
                                    "prefilled: no turn can fill it"))
    for name, points in prefilled.items():
        path = f"twists.prefilled.{name}"
        if name in closed:
            problems.append(Problem(path, f"{name!r} is also blocked or left out by twists.only"))
        elif points not in possible_scores()[name]:
            problems.append(Problem(path, f"{points} is not a score {name} can have"))

    playable = [name for name in CATEGORIES if name not in closed and name not in prefilled]
    if only is not None or blocked or prefilled:
        if not playable:
            problems.append(Problem("twists", "no category is left to play"))

    problems += _pool_checks(doc, twists)
    problems += _star_checks(doc, twists, stars, playable, prefilled)
    return problems


def _pool_checks(doc: dict[str, Any], twists: dict[str, Any]) -> list[Problem]:
    rerolls = _int(doc.get("rerolls", DEFAULT_REROLLS))
    won_back = [_int(twists.get("bonus_rerolls", 0))]
    won_back += [_int(value) for value in _table(twists.get("reward_rerolls")).values()]
    if rerolls is None or any(value is None or value < 0 for value in won_back) or rerolls > MAX_POOL:
        return []
    most = rerolls + sum(won_back)  # type: ignore[arg-type]
    if most > MAX_POOL:
        return [Problem("rerolls", f"the pool could grow to {most} with the rerolls won back, over the "
                        f"limit of {MAX_POOL}")]
    return []


def most_points(twists: dict[str, Any], playable: list[str], prefilled: dict[str, int]) -> int:
    """The most the card could score: every playable category at its best (doubled), the prefilled
    points and the bonus when it can be reached. An upper bound (a locked planet may lower it)."""
    doubled = set(_names(twists.get("doubled")) or [])
    best = {name: max(possible_scores()[name]) * (2 if name in doubled else 1) for name in playable}
    upper = sum(best.get(name, 0) for name in UPPER) + sum(prefilled.get(name, 0) for name in UPPER)
    threshold = _int(twists.get("bonus_threshold", BONUS_THRESHOLD)) or BONUS_THRESHOLD
    bonus = _int(twists.get("bonus_points", BONUS_POINTS)) or 0
    return sum(best.values()) + sum(prefilled.values()) + (bonus if upper >= threshold else 0)


def _star_checks(doc: dict[str, Any], twists: dict[str, Any], stars: dict[str, Any], playable: list[str],
                 prefilled: dict[str, int]) -> list[Problem]:
    problems = []
    target = _int(twists.get("target"))
    by_score, by_time = stars.get("scores"), stars.get("time_left")
    if "stars" in doc and isinstance(doc["stars"], dict):
        if by_score is None and by_time is None:
            problems.append(Problem("stars", "set stars.scores (or stars.time_left for a level with a target)"))
        if by_score is not None and by_time is not None:
            problems.append(Problem("stars", "set stars.scores or stars.time_left, not both"))
        if by_time is not None and "target" not in twists:
            problems.append(Problem("stars.time_left", "stars by time left need twists.target (the level "
                                    "ends when the target is reached)"))
        if by_score is not None and "target" in twists:
            problems.append(Problem("stars.scores", "a level with twists.target gives stars by time left: "
                                    "use stars.time_left"))
    top = most_points(twists, playable, prefilled) if playable else 0
    for key, values in (("scores", by_score), ("time_left", by_time)):
        if not isinstance(values, list) or not all(_int(value) is not None for value in values):
            continue
        if any(later <= earlier for earlier, later in zip(values, values[1:], strict=False)):
            problems.append(Problem(f"stars.{key}", f"star goals must rise from one star to three, got "
                                    f"{', '.join(map(str, values))}"))
        limit = _int(doc.get("time_limit"))
        if key == "time_left" and limit is not None:
            for index, value in enumerate(values):
                if value >= limit:
                    problems.append(Problem(f"stars.time_left[{index}]", f"{value} s left is not possible "
                                            f"within a time_limit of {limit} s"))
        if key == "scores" and playable:
            for index, value in enumerate(values):
                if value > top:
                    problems.append(Problem(f"stars.scores[{index}]", f"{value} cannot be reached: the most "
                                            f"this card can score is {top}"))
    if target is not None and playable:
        start = sum(prefilled.values())
        if target > top:
            problems.append(Problem("twists.target", f"{target} cannot be reached: the most this card can "
                                    f"score is {top}"))
        elif target <= start:
            problems.append(Problem("twists.target", f"{target} is already reached by the prefilled "
                                    f"categories ({start})"))
    threshold = _int(twists.get("bonus_threshold", BONUS_THRESHOLD))
    bonus_rerolls = _int(twists.get("bonus_rerolls", 0))
    if threshold is not None and bonus_rerolls and playable:
        doubled = set(_names(twists.get("doubled")) or [])
        upper = sum(max(possible_scores()[name]) * (2 if name in doubled else 1) for name in UPPER
                    if name in playable) + sum(prefilled.get(name, 0) for name in UPPER)
        if upper < threshold:
            problems.append(Problem("twists.bonus_rerolls", f"the bonus line {threshold} cannot be reached "
                                    f"(the upper section can make {upper})"))
    return problems
