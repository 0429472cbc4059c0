"""Dicetime's computer seats and hints: `game.ai.dicetime` seen through the score table's `Brain`.

The score table's `FlowComputer` (game.scenes.scoretable.computer) plays a computer seat's turns
with it through the play kit's `ComputerDriver`; Hint asks it what Hard would do.
"""

from __future__ import annotations

from game.ai import dicetime as dicetime_ai
from game.scenes.scoretable.computer import Brain


class DicetimeBrain(Brain):
    ai = dicetime_ai  # hint() and expected_loss() of one card; the Puzzle's take the pool as `rolls_left`

    def __init__(self, difficulty: str) -> None:
        super().__init__(difficulty)
        self.player = dicetime_ai.make_player(difficulty)

    def keep(self, board, seat, dice, rolls_left, rng):
        return self.player.choose_keep(dicetime_ai.turn_from_card(board.card(seat, 0), dice, rolls_left), rng)

    def box(self, board, seat, dice, rng):
        return 0, self.player.choose_category(dicetime_ai.turn_from_card(board.card(seat, 0), dice, 0), rng)

    @classmethod
    def hint(cls, board, seat, dice, rolls_left):
        card = board.card(seat, 0)
        return cls.ai.hint(card.open_categories, card.upper_total, dice, rolls_left)

    @classmethod
    def loss(cls, board, seat, dice, rolls_left, choice):
        card = board.card(seat, 0)
        if len(choice) == 2 and isinstance(choice[1], str):
            choice = choice[1]
        return cls.ai.expected_loss(card.open_categories, card.upper_total, dice, rolls_left, choice)
