"""How long an outcome must stay on screen to be read by everyone at the table.

A bust or a doubt's verdict appears while people's eyes are on the dice, and in local versus most of
them did not act: they first have to notice the line, then read it. One rule for every mode:

    reading_seconds("BUST – nothing scores")   # 3.0 (the least any outcome stays)
    reading_seconds(headline, *lines)          # 1 s to notice, then 4 words a second

The same time decides when a press may move on (a person who read it must not take the line away
from the others sooner).
"""

from __future__ import annotations

NOTICE_SECONDS = 1.0      # to see that a line appeared and look at it
WORDS_PER_SECOND = 4.0    # silent reading runs at about 4 words a second (240 a minute)
LEAST_SECONDS = 3.0       # no outcome goes sooner (2 s was missed in trials)


def reading_seconds(*lines: str) -> float:
    """Seconds the lines need on screen: noticed, then read at a relaxed pace; never under LEAST_SECONDS."""
    words = sum(len(line.split()) for line in lines)
    return max(LEAST_SECONDS, NOTICE_SECONDS + words / WORDS_PER_SECOND)
