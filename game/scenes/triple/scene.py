"""Triple on screen: Dicetime with three columns per seat, counted x1, x2 and x3.

Two seats by default (up to four); a turn fills one open box in any of the seat's columns.
A Revenge (`match.revenge`) opens every seat's first turn at once on split trays, as in
Dicetime; from the second round on, turns go in seat order. The table is the score table's
(`game.scenes.scoretable`); Triple gives its board and its computer players (`computer.TripleBrain`).
"""

from __future__ import annotations

from game.match import MatchConfig
from game.rules.triple import TripleGame
from game.scenes.scoretable.boards import Board, TripleBoard
from game.scenes.scoretable.scene import ScoreTableScene
from game.scenes.triple.computer import TripleBrain


class TripleScene(ScoreTableScene):
    mode = "triple"
    brain = TripleBrain

    def make_board(self, match: MatchConfig) -> Board:
        return TripleBoard(TripleGame(match.players, revenge=match.revenge))
