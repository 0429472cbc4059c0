"""A campaign level's computer player and hints: the pooled-reroll player adapted to the twists.

`LevelBrain` is the `Brain` (game.scenes.scoretable.computer) of a `LevelBoard`: the `--attract` demo
of a level plays with it, and Hint asks it. Its decisions are `game.campaign.autoplay.LevelPlayer`
("hard": the pooled-reroll policy of `game.ai.puzzle`, the level's bonus line shifted onto the
table's, keeps that hold a locked planet, doubled and required categories weighed), the same
player whose median the results show. It measures no "points given up": the pooled table does
not know the twists, so a figure would not be honest; `loss` is NaN and the level scene
leaves the results' expected loss unknown.
"""

from __future__ import annotations

import math

from game.ai.valuation import Hint
from game.campaign.autoplay import LevelPlayer
from game.rules.dicetime import DICE_COUNT
from game.scenes.scoretable.boards import PuzzleBoard
from game.scenes.scoretable.computer import Brain

_PLAYER = LevelPlayer("hard")


class LevelBrain(Brain):
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
    """The puzzle board of a campaign level: its computer player and hints are `LevelBrain`."""

    brain = LevelBrain

    @property
    def rounds(self) -> int:
        """Turns in this level: one per category left to play."""
        return len(self.game.twists.playable)

    @property
    def round(self) -> int:
        playable = self.game.twists.playable
        left = sum(1 for name in playable if not self.game.card.is_filled(name))
        return min(len(playable), len(playable) - left + 1)
