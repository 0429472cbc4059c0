"""The Puzzle's computer player and hints: perfect play from the exact table (Hard), the pool-worth
policy otherwise, seen through the score table's `Brain`."""

from __future__ import annotations

import threading

from game.ai import dicetime_table, puzzle_optimal, puzzle_table
from game.ai import puzzle as puzzle_ai
from game.scenes.dicetime.computer import DicetimeBrain
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.computer import Brain


class PuzzleBrain(DicetimeBrain):
    """The puzzle: once the free first roll is thrown, `rolls_left` is the pool left. Hard plays
    perfectly from the exact table (`game.ai.puzzle_optimal`); Normal and Easy play the pool-worth
    policy (`game.ai.puzzle`). Hints and the points a choice gives up always follow perfect play."""

    optimal = puzzle_optimal.OptimalPuzzle()  # a campaign level brain swaps in its own table spec

    def __init__(self, difficulty: str = "hard") -> None:
        Brain.__init__(self, difficulty)
        self.player = (puzzle_optimal.OptimalPuzzlePlayer(self.optimal.spec) if difficulty == "hard"
                       else puzzle_ai.make_player())

    def needs_table(self) -> bool:
        return True  # Hard reads the exact table, Normal the Dicetime one (both warmed up)

    @classmethod
    def warm_up_tables(cls) -> threading.Thread:
        """Both tables load or build in the background; the returned thread ends when both are ready."""
        threads = [dicetime_table.warm_up_in_background(), puzzle_table.warm_up_in_background(cls.optimal.spec)]
        waiter = threading.Thread(target=lambda: [t.join() for t in threads], name="puzzle-tables", daemon=True)
        waiter.start()
        return waiter

    @staticmethod
    def _turn(board: Board, dice: tuple[int, ...], pool_left: int) -> puzzle_ai.PuzzleTurn:
        card = board.card(0, 0)
        return puzzle_ai.PuzzleTurn(frozenset(card.open_categories), card.upper_total, dice, pool_left)

    @staticmethod
    def _pool(board: Board, rolls_left: int) -> int:
        """The rerolls left in the pool (under a level's cap per turn, the turn's rolls left can be fewer)."""
        return getattr(board, "rerolls_left", rolls_left)

    def keep(self, board, seat, dice, rolls_left, rng):
        if self.difficulty == "hard":
            card = board.card(0, 0)
            return self.optimal.best_keep(card.open_categories, card.upper_total, dice, self._pool(board, rolls_left),
                                          allowance=rolls_left)
        return self.player.choose_keep(self._turn(board, dice, rolls_left), rng)

    def box(self, board, seat, dice, rng):
        return 0, self.player.choose_category(self._turn(board, dice, self._pool(board, 0)), rng)

    @classmethod
    def hint(cls, board, seat, dice, rolls_left):
        card = board.card(seat, 0)
        return cls.optimal.hint(card.open_categories, card.upper_total, dice, cls._pool(board, rolls_left),
                                allowance=rolls_left)

    @classmethod
    def loss(cls, board, seat, dice, rolls_left, choice):
        card = board.card(seat, 0)
        if len(choice) == 2 and isinstance(choice[1], str):
            choice = choice[1]
        return cls.optimal.expected_loss(card.open_categories, card.upper_total, dice, cls._pool(board, rolls_left),
                                         choice, allowance=rolls_left)
