"""Settings that contradict each other in a level file, found on the raw document.

These run even when some fields have the wrong type (each check looks only at the values it can
read and skips the rest; the model reports those), so one pass reports every problem at once. The
twists' contradictions are the schema's own (`game.rules.twist_schema.contradictions`, the same the
rules refuse); the checks here tie the twists to the level's other keys: the pool, the clock, the
stars.
"""

from __future__ import annotations

from typing import Any

from game.campaign.errors import Problem
from game.rules import twist_schema as schema
from game.rules.puzzle import DEFAULT_REROLLS
from game.rules.twist_schema import MAX_POOL


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _table(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def contradictions(doc: dict[str, Any]) -> list[Problem]:
    raw = _table(doc.get("twists"))
    twists = schema.readable(raw)
    problems = [Problem(f"twists.{path}" if path else "twists", message)
                for path, message in schema.contradictions(twists)]
    problems += _pool_checks(doc, twists)
    problems += _star_checks(doc, raw, twists)
    return problems


def _pool_checks(doc: dict[str, Any], twists: dict[str, Any]) -> list[Problem]:
    rerolls = _int(doc.get("rerolls", DEFAULT_REROLLS))
    if rerolls is None or not 0 <= rerolls <= MAX_POOL:
        return []
    most = rerolls + schema.won_back(twists)
    if most > MAX_POOL:
        return [Problem("rerolls", f"the pool could grow to {most} with the rerolls won back, over the "
                        f"limit of {MAX_POOL}")]
    return []


def _star_checks(doc: dict[str, Any], raw: dict[str, Any], twists: dict[str, Any]) -> list[Problem]:
    problems = []
    stars = _table(doc.get("stars"))
    by_score, by_time = stars.get("scores"), stars.get("time_left")
    if "stars" in doc and isinstance(doc["stars"], dict):
        if by_score is None and by_time is None:
            problems.append(Problem("stars", "set stars.scores (or stars.time_left for a level with a target)"))
        if by_score is not None and by_time is not None:
            problems.append(Problem("stars", "set stars.scores or stars.time_left, not both"))
        if by_time is not None and "target" not in raw:
            problems.append(Problem("stars.time_left", "stars by time left need twists.target (the level "
                                    "ends when the target is reached)"))
        if by_score is not None and "target" in raw:
            problems.append(Problem("stars.scores", "a level with twists.target gives stars by time left: "
                                    "use stars.time_left"))
    playable = bool(schema.playable(twists))
    top = schema.most_points(twists) if playable else 0
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
    return problems
