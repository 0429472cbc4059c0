"""A player's statistics for one mode, from their memory (the players file's ``ModeRecord``).

Pure: reads any object with ``recent`` (game summaries: ``score``, ``seats``, ``place``, ``given_up``,
``accuracy``, ``bonus_chances``, ``bonuses``, ``five_kinds``, ``won``) and ``older`` (their totals:
``games``, ``versus``, ``wins``, ``score_sum``, ``best``, ``worst``, ``priced``, ``given_up_sum``,
``bonus_chances``, ``bonuses``, ``five_kinds``, ``histogram`` {bin start: count}).

``summarise(mode_key, record)`` gives a ``ModeStats``: games, versus games and wins, mean and best
(fewest rounds for solo 10000; best place for Bluff), the histogram of every result on the mode's
bins (recent games exactly, older ones by their stored bins), the bonus rate and five-of-a-kind count
where they apply, and the points given up per game over the last games (oldest first).
"""

from __future__ import annotations

from dataclasses import dataclass

LINE_GAMES = 50   # the "given up per game" line covers this many of the latest priced games
#: mode key -> (bin width, lowest edge, highest edge, lower results are better)
BINS: dict[str, tuple[int, int, int, bool]] = {
    "dicetime": (10, 100, 400, False),
    "puzzle": (10, 100, 400, False),
    "campaign": (10, 0, 400, False),
    "triple": (50, 1000, 2300, False),
    "tenthousand": (500, 0, 15000, False),
    "zehntausend": (500, 0, 15000, False),
    "tenthousand_solo": (2, 0, 80, True),
    "zehntausend_solo": (2, 0, 80, True),
    "bluff": (1, 1, 7, True),
}
#: Modes whose games have the upper bonus and five of a kind to count.
CARD_MODES = ("dicetime", "triple", "puzzle", "campaign")


@dataclass(frozen=True)
class ModeStats:
    mode: str
    games: int
    versus: int
    wins: int
    mean: float | None
    best: int | None
    lower_is_better: bool
    edges: tuple[int, ...]
    counts: tuple[int, ...]          # games per bin [edges[i], edges[i + 1]); the ends take what lies beyond
    bonus_rate: float | None         # share of cards that reached the upper bonus (card modes)
    five_kinds: int | None
    given_up: tuple[float, ...]      # per game, the latest LINE_GAMES priced games, oldest first
    mean_given_up: float | None
    mean_accuracy: float | None


def edges_for(mode: str) -> tuple[int, ...]:
    width, low, high, _ = BINS.get(mode, (10, 0, 400, False))
    return tuple(range(low, high + width, width))


def _bin(edges: tuple[int, ...], value: int) -> int:
    """The bin of `value`: results below the first edge count in the first bin, beyond the last in the last."""
    for i in range(len(edges) - 2, -1, -1):
        if value >= edges[i]:
            return i
    return 0


def summarise(mode: str, record) -> ModeStats:
    recent = list(record.recent)
    older = record.older
    lower = BINS.get(mode, (10, 0, 400, False))[3]
    games = older.games + len(recent)
    scores = [game.score for game in recent]
    total = older.score_sum + sum(scores)
    bests = scores + [value for value in ((older.worst if lower else older.best),) if value is not None]
    edges = edges_for(mode)
    counts = [0] * (len(edges) - 1)
    for score in scores:
        counts[_bin(edges, score)] += 1
    for start, count in older.histogram.items():
        counts[_bin(edges, int(start))] += count
    priced = [game for game in recent if game.given_up is not None]
    given = [float(game.given_up) for game in priced]
    priced_count = older.priced + len(given)
    accuracies = [float(game.accuracy) for game in priced if game.accuracy is not None]
    card = mode in CARD_MODES
    chances = older.bonus_chances + sum(game.bonus_chances for game in recent)
    bonuses = older.bonuses + sum(game.bonuses for game in recent)
    return ModeStats(
        mode=mode,
        games=games,
        versus=older.versus + sum(game.seats > 1 for game in recent),
        wins=older.wins + sum(game.won for game in recent),
        mean=total / games if games else None,
        best=(min(bests) if lower else max(bests)) if bests else None,
        lower_is_better=lower,
        edges=edges,
        counts=tuple(counts),
        bonus_rate=bonuses / chances if card and chances else None,
        five_kinds=older.five_kinds + sum(game.five_kinds for game in recent) if card else None,
        given_up=tuple(given[-LINE_GAMES:]),
        mean_given_up=(older.given_up_sum + sum(given)) / priced_count if priced_count else None,
        mean_accuracy=sum(accuracies) / len(accuracies) if accuracies else None,
    )
