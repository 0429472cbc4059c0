"""A campaign level's computer player: its moves and hints, and its median on the level.

`LevelBrain` is the score table's `Brain` (game.scenes.scoretable.computer) on a level: the `--attract` demo
of a level plays with it, and Hint asks it. Its decisions are `game.campaign.autoplay.LevelPlayer`
("hard": the pooled-reroll policy of `game.ai.puzzle`, the level's bonus line shifted onto the
table's, keeps that hold a locked planet, doubled and required categories weighed), the same
player whose median the results show (`Yardstick`: played in the background while the level is).
It measures no "points given up": the pooled table does not know the twists, so a figure would
not be honest (`measures_loss` is False: no loss is added up, the hint says none, and the
results' expected loss stays unknown).
"""

from __future__ import annotations

import math
import threading

from game.ai import puzzle_levels
from game.ai.valuation import Hint
from game.campaign import medians
from game.campaign.autoplay import LevelPlayer
from game.campaign.model import Level
from game.campaign.yardstick import ComputerMedian
from game.rules.dicetime import DICE_COUNT
from game.scenes.scoretable.boards import PuzzleBoard
from game.scenes.scoretable.computer import Brain
from game.words import _, number

_PLAYER = LevelPlayer("hard")
_MEDIANS: dict[str, ComputerMedian] = {}   # medians.level_key(level) -> the computer's median on it


def forget_medians() -> None:
    """Drop the computer's medians held in memory (each level's is read from the cache folder again, or
    played again when the folder has none, when it opens next)."""
    _MEDIANS.clear()


class LevelBrain(Brain):
    measures_loss = False

    def __init__(self, difficulty: str = "hard") -> None:
        super().__init__("hard")   # one player for a level: the pooled one

    def needs_table(self) -> bool:
        return True

    def keep(self, board, seat, dice, rolls_left, rng):
        mask = _PLAYER.choose_keep(board.game, 0)  # the turn's cap is already in its rolls left
        if mask is None:
            return tuple(dice)
        return tuple(value for value, lock in zip(dice, mask, strict=False) if lock)

    def box(self, board, seat, dice, rng):
        return 0, _PLAYER.choose_category(board.game)

    @staticmethod
    def hint(board, seat, dice, rolls_left) -> Hint:
        mask = _PLAYER.choose_keep(board.game, 0) if rolls_left > 0 else None
        if mask is not None:
            keep = tuple(value for value, lock in zip(dice, mask, strict=False) if lock)
            return Hint("keep", keep, mask, None, None, math.nan)
        return Hint("fill", tuple(dice), (True,) * DICE_COUNT, 0, _PLAYER.choose_category(board.game), math.nan)

    @staticmethod
    def loss(board, seat, dice, rolls_left, choice) -> float:
        return math.nan


class LevelBoard(PuzzleBoard):
    """The puzzle board of a campaign level: its rounds are the rows left to play."""

    @property
    def rounds(self) -> int:
        """Turns in this level: one per category left to play."""
        return len(self.game.twists.playable)

    @property
    def round(self) -> int:
        playable = self.game.twists.playable
        left = sum(1 for name in playable if not self.game.card.is_filled(name))
        return min(len(playable), len(playable) - left + 1)


class Yardstick:
    """What the results measure a level's score against: the computer player's median over the
    benchmark's seeds (read from the cache folder, `game.campaign.medians`; played in a background thread
    once the level's clock starts, when the level, or the game's code, is new there), and what a perfect
    player averages there. Not while the intro card is read: a player who backs out of a level has not
    paid for its 101 games (~0.5 s of CPU), and the level's minutes leave time enough before its results."""

    def __init__(self, level: Level, warm_perfect: bool) -> None:
        self.level = level
        self.key = key = medians.level_key(level)
        self._thread: threading.Thread | None = None
        if key not in _MEDIANS and (kept := medians.read(key)) is not None:
            _MEDIANS[key] = kept   # kept on disk: the results and the card have it at once
        if warm_perfect:   # the perfect player's table, for the results (nothing when it is not offered)
            puzzle_levels.warm_up(level.rerolls, level.rules)

    def play(self) -> None:
        """Play the median in the background if it is not known yet (once; the level has started)."""
        if self.key in _MEDIANS or self._thread is not None:
            return
        level, key = self.level, self.key

        def work() -> None:
            _MEDIANS[key] = medians.median(level)

        self._thread = threading.Thread(target=work, name="level-median", daemon=True)
        self._thread.start()

    def median(self, block: bool = False) -> ComputerMedian | None:
        """The computer player's median on this level (None while it is still being played; `block`: play it
        now if it has not started, and wait for it)."""
        if block:
            self.play()
            if self._thread is not None:
                self._thread.join()
        return _MEDIANS.get(self.key)

    def lines(self) -> list[str]:
        return yardstick_lines(self.level, self.median())


def yardstick_lines(level: Level, median: ComputerMedian | None = None) -> list[str]:
    """Further yardsticks for the results, under the computer player's median: what a perfect player
    averages on this level (game.ai.puzzle_levels, the exact table; no clock) once its table is built,
    or why there is no perfect player on the level. Never waits for a build (called while the results
    show).

    One score figure only where two would contradict each other: a perfect player's average under the computer's
    median (its few very bad games pull an average below the usual game) read to a newcomer as the computer
    beating perfect play (look13d/f: "averages 110" beside "122 or more in half its games"). The card keeps the
    computer's figure then: its mark stands on the score track, and like the player's score it is one game's."""
    why = puzzle_levels.level_optimum(level.rerolls, level.rules).not_offered
    if why is not None:
        return [_("No perfect player here: {why}").format(why=why)]
    average = puzzle_levels.perfect_average(level.rerolls, level.rules)
    if average is None or (median is not None and not median.by_time and round(average) < round(median.score)):
        return []
    return [_("A perfect player averages {points} here (with no clock)").format(points=number(round(average)))]
