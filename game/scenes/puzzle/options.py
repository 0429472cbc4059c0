"""The Puzzle's table rules: the pool of rerolls and the time on the clock.

Pure (no pygame). A match keeps them as (name, value) pairs in `MatchConfig.options` (a rematch
plays by the same ones); a campaign level sets its own. Nobody chooses them on a setup screen, so
they are no play-kit `Option`s.
"""

from __future__ import annotations

from dataclasses import replace

from game.match import MatchConfig, quick_match
from game.rules.puzzle import DEFAULT_REROLLS, RULE_TIME_LIMIT

DEFAULT_TIME_LIMIT = RULE_TIME_LIMIT   # s, unless a level (or the caller) says otherwise

def settings(match: MatchConfig, rerolls: int | None = None, time_limit: float | None = None) -> tuple[int, float]:
    """(rerolls, time limit in s): the match's, or `rerolls` / `time_limit` where given, else the defaults."""
    values = dict(match.options)
    if rerolls is not None:
        values["rerolls"] = rerolls
    if time_limit is not None:
        values["time_limit"] = time_limit
    return int(values.get("rerolls", DEFAULT_REROLLS)), float(values.get("time_limit", DEFAULT_TIME_LIMIT))


def with_settings(match: MatchConfig, rerolls: int, time_limit: float) -> MatchConfig:
    return replace(match, options=(("rerolls", rerolls), ("time_limit", time_limit)))


def puzzle_match(rerolls: int = DEFAULT_REROLLS, time_limit: float = DEFAULT_TIME_LIMIT,
                 mode: str = "puzzle") -> MatchConfig:
    """One person (on the keyboard, though any device plays) with the puzzle's pool and time
    (`mode` "campaign" for a campaign level)."""
    return with_settings(quick_match(mode, computers=0), rerolls, time_limit)
