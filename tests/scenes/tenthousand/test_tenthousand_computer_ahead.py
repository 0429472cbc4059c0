"""A 10000 computer seat solves its turn's table ahead: as its turn starts (before its first throw) on a worker
thread, so the frame of its first decision only reads it (a new total's table is up to ~25 ms of CPU, which
was a visible hitch in that frame); the decision waits for that work rather than doing it twice."""

from __future__ import annotations

import random
import threading

from game.ai import tenthousand as ai
from game.rules.tenthousand import TenThousandGame
from game.scenes.playkit.computer_steps import TimedSteps
from game.scenes.tenthousand.computer import TenThousandComputer


class Table:
    """What a computer seat works on (`computer.Table`), with the game in the test's hands."""

    def __init__(self) -> None:
        self.game = TenThousandGame(2)
        self.cursor = ("button", "roll")
        self.chosen: set[int] = set()
        self.roll_map = tuple(range(6))
        self.awaiting = False

    def press_roll(self) -> bool:
        return True

    def press_bank(self) -> bool:
        return True

    def toggle(self, die: int) -> bool:
        self.chosen ^= {die}
        return True


class Player(ai.EasyPlayer):
    """Decides as Easy does; its `prepare_turn` (the turn's table) runs until the test lets it finish."""

    name = "hard"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.prepared: list[tuple[str, str, tuple[int, ...]]] = []   # (thread, phase, totals)
        self.decided_after_prepared: list[bool] = []

    def prepare_turn(self, view: ai.TurnView) -> str:
        self.release.wait(5.0)
        self.prepared.append((threading.current_thread().name, view.phase, view.totals))
        return "rounds"

    def choose_keep(self, view, rng):
        self.decided_after_prepared.append(len(self.prepared) == 1)
        return super().choose_keep(view, rng)


def test_the_turns_table_is_solved_on_a_worker_as_the_turn_starts_and_the_decision_reads_it():
    table, player = Table(), Player()
    seat = TenThousandComputer(table, 0, player, random.Random(1), lambda: True)
    steps = TimedSteps()
    seat.plan(steps)                          # the turn starts: point at Roll (the frame does not wait)
    assert table.cursor == ("button", "roll") and player.prepared == []
    working = [t for t in threading.enumerate() if t.name == "tenthousand-turn"]
    assert working, "the turn's table is being solved on a worker thread"
    table.game.turn().roll((1, 5, 2, 3, 4, 6))   # the throw lands: a keep to decide
    threading.Timer(0.5, player.release.set).start()   # (the worker still solving when the decision is due)
    seat.plan(steps)                          # the first decision: after the table is ready
    assert player.decided_after_prepared == [True]
    assert player.prepared == [("tenthousand-turn", "roll", (0, 0))]
    assert not any(t.name == "tenthousand-turn" for t in threading.enumerate())
