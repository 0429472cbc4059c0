"""What a score table says: the Roll button's label, why a roll or a lock is refused, the hint.

`TableWords` is Dicetime's and Triple's; a mode with other words gives the table its own (the
Puzzle's pool: `game.scenes.puzzle.words`).
"""

from __future__ import annotations

from game.ai.valuation import Hint
from game.scenes.playkit import prompts
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.turn_flow import TurnFlow
from game.words import N_, _, number

# English msgids: a message line translates them as it draws them (game.scenes.playkit.messages)
ROLL_FIRST = N_("Roll the planets!")          # an empty tray at the start of a person's turn
THROWS_NEXT = N_("{name} throws next")        # ... and of a computer's (10000 says the same)
STILL_ROLLING = N_("The planets are still rolling")
ALL_LOCKED = N_("Every planet is locked: unlock one to roll")
CHOOSE_A_ROW = N_("Choose a row first")
HINT_ROLL_FIRST = N_("Hint: roll the planets first")
HINT_THINKING = N_("The hint is still thinking... ask again in a moment")


class TableWords:
    no_rolls = N_("No rolls left")   # why a roll is refused once the turn's throws are spent
    reroll = prompts.ROLL            # the controls line's throw again: the word on the Roll button (the Puzzle's Reroll)

    def prompts(self, flow: TurnFlow | None) -> str:
        """The controls line for the person playing `flow` (None: no person on turn): the two or three controls of
        the moment (look reviews 28a/28b), not every key; only what works now (the dice in the air: pause). Before the
        first throw: roll; with throws left: lock, roll again, the rows; none left: the rows, choose (or fill in the chosen row), the hint."""
        if flow is None or flow.done or flow.rolling:   # (dice in the air: Roll and the locks wait; look review 29b d11)
            return prompts.line()
        turn = flow.turn
        if not turn.has_rolled:
            return prompts.line(prompts.ROLL)
        choose = prompts.FILL if flow.zone == "table" and flow.selected == flow.focus else prompts.CHOOSE
        if turn.rolls_left == 0:
            return prompts.line(prompts.ROWS, choose, prompts.HINT)
        if flow.zone == "dice":
            return prompts.line(prompts.LOCK, self.reroll, prompts.ROWS)
        return prompts.line(prompts.ROWS, choose, self.reroll)

    def roll_label(self, flow: TurnFlow, big: bool) -> str:
        """The Roll button's label: "Roll", then on the big tray's bar the throws left in words, "Roll · 2 left" (look
        review 19: "Roll 2" read as "roll two planets", and still said 2 with two of them held), with none left "No
        rolls left". A Revenge's small tray's dock says "Roll" alone: its strip says the throws left in words, as every
        seat's does (look review 20: "Roll 2" for the person against "2 throws left" for the computers)."""
        left = flow.turn.rolls_left
        if not flow.turn.has_rolled or not big:
            return _("Roll")
        return _("Roll · {n} left").format(n=left) if left else _(self.no_rolls)

    def roll_refused(self, flow: TurnFlow) -> str | None:
        """Why `flow` cannot roll now (None: nothing worth saying)."""
        if flow.rolling:
            return STILL_ROLLING
        if flow.turn.has_rolled and not flow.turn.to_roll and flow.turn.rolls_left:
            return ALL_LOCKED
        if flow.turn.has_rolled:
            return _("{no_rolls}: choose a row and fill it in").format(no_rolls=_(self.no_rolls))
        return None

    def lock_refused(self, flow: TurnFlow, index: int) -> str | None:
        """Why planet `index` cannot be locked or unlocked now (None: nothing worth saying)."""
        if index in flow.turn.pinned:
            return _("This planet shows {face} for the whole level").format(face=flow.turn.pinned[index])
        if flow.dice is not None and flow.turn.rolls_left == 0:
            return _("{no_rolls}: locking would change nothing").format(no_rolls=_(self.no_rolls))
        return None

    @staticmethod
    def hint_line(advice: Hint, flow: TurnFlow, board: Board, lost: float | None) -> str:
        """What the hint advises, and (`lost` not None) what the person's current choice gives up."""
        if advice.action == "keep":
            kept = " ".join(str(v) for v in advice.keep) or _("nothing")
            line = _("Hint: keep {kept} and roll again").format(kept=kept)
        else:
            box = (advice.column or 0, advice.category)
            line = _("Hint: fill in {box} ({points})").format(box=flow.label(box), points=board.preview(box, flow.dice))
        if lost is not None:
            line += (_(" - your choice gives up {points} points").format(points=number(lost, 1)) if lost >= 0.05
                     else _(" - your choice is as good"))
        return line

    @staticmethod
    def thinking(name: str) -> str:
        return _("{name} is thinking...").format(name=name)
