"""Dicetime on screen: five planets, up to three throws, one box per turn, 13 rounds.

A Revenge (`match.revenge`) opens every seat's first turn at once, each on its own small
tray with its own device; from the second round on, turns go in seat order. The table, its
turns, input and pictures are the score table's (`game.scenes.scoretable`); Dicetime gives
its board and its computer players (`computer.DicetimeBrain`).
"""

from __future__ import annotations

from game.match import MatchConfig
from game.rules.dicetime import DicetimeGame
from game.scenes.dicetime.computer import DicetimeBrain
from game.scenes.scoretable.boards import Board, DicetimeBoard
from game.scenes.scoretable.scene import ScoreTableScene


class DicetimeScene(ScoreTableScene):
    mode = "dicetime"
    brain = DicetimeBrain

    def make_board(self, match: MatchConfig) -> Board:
        return DicetimeBoard(DicetimeGame(match.players, revenge=match.revenge))
