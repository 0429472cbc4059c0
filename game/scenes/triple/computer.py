"""Triple's computer seats and hints: `game.ai.triple` seen through the score table's `Brain`."""

from __future__ import annotations

import threading

from game.ai import triple as triple_ai
from game.rules.triple import Sheet
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.computer import Brain


class TripleBrain(Brain):
    def __init__(self, difficulty: str) -> None:
        super().__init__(difficulty)
        self.player = triple_ai.make_player(difficulty)

    @classmethod
    def warm_up_tables(cls) -> threading.Thread:
        """Hard's and the hints' table (the slack levels, the Dicetime table among them)."""
        return triple_ai.warm_up_in_background()

    @staticmethod
    def _sheet(board: Board, seat: int) -> Sheet:
        return board.game.sheets[seat]

    def keep(self, board, seat, dice, rolls_left, rng):
        return self.player.choose_keep(triple_ai.turn_from_sheet(self._sheet(board, seat), dice, rolls_left), rng)

    def box(self, board, seat, dice, rng):
        return self.player.choose_box(triple_ai.turn_from_sheet(self._sheet(board, seat), dice, 0), rng)

    @staticmethod
    def hint(board, seat, dice, rolls_left):
        return triple_ai.hint(triple_ai.turn_from_sheet(TripleBrain._sheet(board, seat), dice, rolls_left).columns,
                              dice, rolls_left)

    @staticmethod
    def loss(board, seat, dice, rolls_left, choice):
        columns = triple_ai.turn_from_sheet(TripleBrain._sheet(board, seat), dice, rolls_left).columns
        return triple_ai.expected_loss(columns, dice, rolls_left, choice)
