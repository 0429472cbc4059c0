"""What the Puzzle says: the Roll button's labels with a pool of rerolls, the pool's line, the clock."""

from __future__ import annotations

from game.scenes.playkit import prompts
from game.scenes.scoretable.turn_flow import TurnFlow
from game.scenes.scoretable.words import TableWords
from game.words import N_, _

TIME_UP = N_("TIME'S UP!")   # an English msgid: translated where it is shown


class PuzzleWords(TableWords):
    no_rolls = N_("No rerolls left in the pool")
    reroll = prompts.REROLL   # (look review 28a: the controls line said "roll" under a button saying "Reroll")

    def roll_label(self, flow: TurnFlow, big: bool) -> str:
        if not flow.turn.has_rolled:
            return _("Roll (free)")
        return _("Reroll") if flow.turn.rolls_left else _("Pool empty")

