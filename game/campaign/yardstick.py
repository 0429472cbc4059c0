"""What the computer player scores on a level: the yardstick a level's results show.

Computed, not stored: `computer_median(level)` plays the level with the Hard computer player
(`game.campaign.autoplay`, the pooled-reroll policy adapted to the level's twists) on the seeds
0..GAMES-1, the clock charged at its pace, exactly as `benchmarks/campaign_balance.py` does, and
takes the median. Same seeds, same rules: the figure on the results screen is the Hard column of
the balance table, never a number someone typed into a file. About 5 ms a game, so 0.5 s a level;
the level scene computes it in the background while the player plays (the results say it: game.scenes.campaign.card_lines.median_line).

Pure: no pygame.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from game.campaign.autoplay import play_level

GAMES = 101          # the balance benchmark's default
DIFFICULTY = "hard"


@dataclass(frozen=True)
class ComputerMedian:
    difficulty: str
    games: int
    score: float                  # median score (a lost game counts its score too)
    time_left: float | None       # target levels: median time left when the target was reached (None: most lost)
    by_time: bool                 # the level's stars go by time left (it has a target)
    stars: int                    # stars the median game earns
    one_star: float               # share of games with at least one star


def computer_median(level, difficulty: str = DIFFICULTY, games: int = GAMES) -> ComputerMedian:
    """Play `level` (a `game.campaign.Level`) `games` times on seeds 0..games-1 and take medians."""
    outcomes = [play_level(level, random.Random(seed), difficulty) for seed in range(games)]
    by_time = level.stars.time_left is not None
    scores = [o.score for o in outcomes]
    times = [o.time_left if o.won else -1.0 for o in outcomes]
    median_time = statistics.median(times)
    median_score = statistics.median(scores)
    stars = sorted(o.stars for o in outcomes)[len(outcomes) // 2]
    return ComputerMedian(difficulty, games, float(median_score),
                          float(median_time) if by_time and median_time >= 0 else None, by_time, stars,
                          sum(o.stars >= 1 for o in outcomes) / games)
