"""What a score table says: the Roll button's label, why a roll or a lock is refused, the hint.

`TableWords` is Dicetime's and Triple's; a mode with other words gives the table its own (the
Puzzle's pool: `game.scenes.puzzle.words`).
"""

from __future__ import annotations

from game.ai.valuation import Hint
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.turn_flow import TurnFlow

ROLL_FIRST = "Roll the planets!"          # an empty tray at the start of a turn
STILL_ROLLING = "The planets are still rolling"
ALL_LOCKED = "Every planet is locked: unlock one to roll"
CHOOSE_A_ROW = "Choose a row first"
HINT_ROLL_FIRST = "Hint: roll the planets first"
HINT_THINKING = "The hint is still thinking... ask again in a moment"


class TableWords:
    no_rolls = "No rolls left"   # why a roll is refused once the turn's throws are spent

    def roll_label(self, flow: TurnFlow, big: bool) -> str:
        """The Roll button's label: "Roll", then the throws left ("Roll 2" on a small tray)."""
        left = flow.turn.rolls_left
        if not flow.turn.has_rolled:
            return "Roll"
        if not big:
            return f"Roll {left}"
        return f"Roll ({left} left)" if left else self.no_rolls

    def roll_refused(self, flow: TurnFlow) -> str | None:
        """Why `flow` cannot roll now (None: nothing worth saying)."""
        if flow.rolling:
            return STILL_ROLLING
        if flow.turn.has_rolled and not flow.turn.to_roll and flow.turn.rolls_left:
            return ALL_LOCKED
        if flow.turn.has_rolled:
            return f"{self.no_rolls}: choose a row and fill it in"
        return None

    def lock_refused(self, flow: TurnFlow, index: int) -> str | None:
        """Why planet `index` cannot be locked or unlocked now (None: nothing worth saying)."""
        if index in flow.turn.pinned:
            return f"This planet shows {flow.turn.pinned[index]} for the whole level"
        if flow.dice is not None and flow.turn.rolls_left == 0:
            return f"{self.no_rolls}: locking would change nothing"
        return None

    @staticmethod
    def hint_line(advice: Hint, flow: TurnFlow, board: Board, lost: float | None) -> str:
        """What the hint advises, and (`lost` not None) what the person's current choice gives up."""
        if advice.action == "keep":
            kept = " ".join(str(v) for v in advice.keep) or "nothing"
            line = f"Hint: keep {kept} and roll again"
        else:
            box = (advice.column or 0, advice.category)
            line = f"Hint: fill in {flow.label(box)} ({board.preview(box, flow.dice)})"
        if lost is not None:
            line += f" - your choice gives up {lost:.1f} points" if lost >= 0.05 else " - your choice is as good"
        return line

    @staticmethod
    def thinking(name: str) -> str:
        return f"{name} is thinking..."
