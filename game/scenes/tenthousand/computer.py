"""Computer seats at the 10000 table: each decision of `game.ai.tenthousand` played out as visible steps
(the cursor moves to a planet, picks it, moves to Roll or Bank, presses it) with the play kit's TimedSteps.

A mixin of `TenThousandScene` (game.scenes.tenthousand.scene); the steps call the same verbs a person's
input does.
"""

from __future__ import annotations

from game.ai import tenthousand as ai
from game.render import theme
from game.scenes.tenthousand.words import after_keep

STEP_PAUSE = 0.3      # s between a computer's visible steps
THINK_PAUSE = 0.5     # s before a decision's first step


class ComputerSeat:
    def _computer_step(self, dt: float) -> None:
        if not self.steps.update(dt):
            return
        player = self.players[self.seat]
        if getattr(player, "name", "") != "easy" and not self._table_ready():
            self.thinking = True
            self.say(f"{self.match.seats[self.seat].name} is thinking...", theme.TEXT_DIM, seconds=0.5)
            return
        self.thinking = False
        rng = self.app.rng
        turn = self.turn
        steps = self.steps
        if turn.phase == "roll":
            self.cursor = ("button", "roll")
            steps.add(STEP_PAUSE, self.press_roll)
        elif turn.phase == "keep":
            view_now = ai.view_of(self.game)
            keep = player.choose_keep(view_now, rng)
            after = after_keep(turn, keep)
            for i in keep:
                steps.add(STEP_PAUSE, _pick(self, self.roll_map[i]))
            bank = after is not None and player.wants_to_bank(
                ai.view_of_turn(after, self.seat, self.game.totals, self.game.final_round), rng)
            steps.add(STEP_PAUSE, _point(self, "bank" if bank else "roll"))
            steps.add(STEP_PAUSE, self.press_bank if bank else self.press_roll)
        elif turn.phase == "decide":
            bank = player.wants_to_bank(ai.view_of(self.game), rng)
            steps.add(STEP_PAUSE, _point(self, "bank" if bank else "roll"))
            steps.add(STEP_PAUSE, self.press_bank if bank else self.press_roll)
        steps.wait = THINK_PAUSE


def _pick(scene: ComputerSeat, die: int):
    def step() -> None:
        scene.cursor = ("die", die)
        if die not in scene.chosen:
            scene.toggle(die)
    return step


def _point(scene: ComputerSeat, button: str):
    def step() -> None:
        scene.cursor = ("button", button)
    return step
