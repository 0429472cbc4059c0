"""Computer seats at the 10000 table: each decision of `game.ai.tenthousand` played out as visible steps
(the cursor moves to a planet, picks it, moves to Roll or Bank, presses it).

`TenThousandComputer` is the play kit's `ComputerPlayer` for one seat: the play kit's `ComputerDriver`
asks it for decisions and paces its steps. It talks to the table only through `Table` below, and its
steps call the same verbs a person's input does.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Protocol

from game.ai import tenthousand as ai
from game.rules.tenthousand import TenThousandGame, TenThousandTurn
from game.scenes.playkit.computer_steps import TimedSteps
from game.scenes.tenthousand.input import Cursor
from game.scenes.tenthousand.words import after_keep

STEP_PAUSE = 0.3      # s between a computer's visible steps
THINK_PAUSE = 0.5     # s before a decision's first step


class Table(Protocol):
    """What a computer seat works on: the game, the cursor, the planets picked, and the verbs."""

    game: TenThousandGame
    cursor: Cursor
    chosen: set[int]
    roll_map: tuple[int, ...]
    awaiting: bool        # planets in the air: hold

    def press_roll(self) -> bool: ...
    def press_bank(self) -> bool: ...
    def toggle(self, die: int) -> bool: ...


class TenThousandComputer:
    """One computer seat: `player` (a `game.ai.tenthousand` player) decides; `table_ready(block)` says
    whether the exact table its Hard play reads is loaded (Easy reads none)."""

    def __init__(self, table: Table, seat: int, player, rng: random.Random,
                 table_ready: Callable[[], bool]) -> None:
        self.table = table
        self.seat = seat
        self.player = player
        self.rng = rng
        self.table_ready = table_ready
        self._preparing: threading.Thread | None = None

    # ---------------------------------------------------------------- ComputerPlayer
    def ready(self) -> bool:
        return getattr(self.player, "name", "") == "easy" or self.table_ready()

    def holding(self) -> bool:
        return self.table.awaiting

    def plan(self, steps: TimedSteps) -> None:
        table, player, rng = self.table, self.player, self.rng
        game = table.game
        turn: TenThousandTurn = game.turn()
        if turn.phase == "roll":
            self._prepare(ai.view_of(game))
            table.cursor = ("button", "roll")
            steps.add(STEP_PAUSE, table.press_roll)
        elif turn.phase == "keep":
            self._prepared()
            keep = player.choose_keep(ai.view_of(game), rng)
            after = after_keep(turn, keep)
            for i in keep:
                steps.add(STEP_PAUSE, self._pick(table.roll_map[i]))
            bank = after is not None and player.wants_to_bank(
                ai.view_of_turn(after, self.seat, game.totals, game.final_round), rng)
            self._press(steps, "bank" if bank else "roll")
        elif turn.phase == "decide":
            self._prepared()
            self._press(steps, "bank" if player.wants_to_bank(ai.view_of(game), rng) else "roll")
        steps.wait = THINK_PAUSE

    # ---------------------------------------------------------------- the turn's table, ahead
    def _prepare(self, view: ai.TurnView) -> None:
        """As a turn starts, solve the table its decisions read (`prepare_turn`: up to ~25 ms of CPU for a new
        total) on a worker thread while the first throw tumbles, not inside the frame of the first decision.
        The decisions are the same either way: they read the same solved table, only sooner."""
        prepare = getattr(self.player, "prepare_turn", None)
        if prepare is None or (self._preparing is not None and self._preparing.is_alive()):
            return
        self._preparing = threading.Thread(target=prepare, args=(view,), daemon=True, name="tenthousand-turn")
        self._preparing.start()

    def _prepared(self) -> None:
        """Before a decision: the table being solved ahead is finished (not solved a second time here)."""
        if self._preparing is not None:
            self._preparing.join()
            self._preparing = None

    # ---------------------------------------------------------------- steps
    def _pick(self, die: int) -> Callable[[], None]:
        def step() -> None:
            self.table.cursor = ("die", die)
            if die not in self.table.chosen:
                self.table.toggle(die)
        return step

    def _press(self, steps: TimedSteps, button: str) -> None:
        """Point at Bank or Roll, then press it."""
        table = self.table
        steps.add(STEP_PAUSE, lambda: setattr(table, "cursor", ("button", button)))
        steps.add(STEP_PAUSE, table.press_bank if button == "bank" else table.press_roll)
