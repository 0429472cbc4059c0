"""What the Puzzle says: the Roll button's labels with a pool of rerolls, the pool's line, the clock."""

from __future__ import annotations

from game.scenes.scoretable.turn_flow import TurnFlow
from game.scenes.scoretable.words import TableWords

TIME_UP = "TIME'S UP!"


class PuzzleWords(TableWords):
    no_rolls = "No rerolls left in the pool"

    def roll_label(self, flow: TurnFlow, big: bool) -> str:
        if not flow.turn.has_rolled:
            return "Roll (free)"
        return "Reroll" if flow.turn.rolls_left else "Pool empty"

    @staticmethod
    def pool_label(rerolls_left: int, turn_cap: int | None = None) -> str:
        """The pool's line beside the buttons (a level's cap of rerolls a turn after it)."""
        line = f"Rerolls left: {rerolls_left}"
        return line + (f" (at most {turn_cap} a turn)" if turn_cap is not None else "")
