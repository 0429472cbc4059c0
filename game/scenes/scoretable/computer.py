"""Computer seats at a score table: a mode's `Brain` decides, `FlowComputer` plays it on the turn's flow.

`FlowComputer` is the play kit's `ComputerPlayer` for one open turn: the play kit's `ComputerDriver`
asks it for the next decision and paces its steps. A decision becomes the same verbs a person would
use on the `TurnFlow`: walk the die cursor to each planet to lock or unlock and press it, walk to the
Roll button and roll; or put the table focus on the chosen box, select it and fill it in (confirming
a zero once more). Each step waits `STEP_PAUSE` seconds so people can follow it; the whole turn stays
within the frame budget of `--attract` runs.

Each mode's `Brain` lives in its own package (`scenes/dicetime/computer.py`, `scenes/triple/...`,
`scenes/puzzle/...`, `scenes/campaign/...`) and is named by its scene (`brain = DicetimeBrain`).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from game.ai import dicetime as dicetime_ai
from game.ai import dicetime_table
from game.ai.valuation import Hint
from game.rules.dicetime import CATEGORIES, DICE_COUNT
from game.scenes.playkit.computer_steps import STEP_PAUSE, THINK_PAUSE, TimedSteps
from game.scenes.scoretable.boards import Board, Box
from game.scenes.scoretable.turn_flow import ROLL_BUTTON, TurnFlow
from game.system.worker import Worker

FILL_PAUSE = 0.5        # s between selecting a box and filling it in
AHEAD_AFTER = 12        # steps (0.1 s) of the pause before a decision is sent to the worker: not in a landing's
                        # frame nor the score sheet's three after it, the busiest (it still has 0.35 s, for ~3 ms)


class Brain:
    """One mode's view of the AI: a computer seat's decisions, and Hard's hints for people.

    The AI takes plain data (open categories, upper totals, dice, rerolls left); this class
    reads them off the board so that scenes never deal with the AI's input shapes.
    """

    measures_loss = True   # `loss` is honest: the table adds up what a person's choices give up

    def __init__(self, difficulty: str) -> None:
        self.difficulty = difficulty

    def needs_table(self) -> bool:
        return self.difficulty == "hard"

    @classmethod
    def warm_up_tables(cls) -> threading.Thread:
        """Start loading (or building) the tables this mode's Hard and hints read; a thread that ends
        when they are ready."""
        return dicetime_table.warm_up_in_background()

    def keep(self, board: Board, seat: int, dice: tuple[int, ...], rolls_left: int,
             rng: random.Random) -> tuple[int, ...]:
        raise NotImplementedError

    def box(self, board: Board, seat: int, dice: tuple[int, ...], rng: random.Random) -> Box:
        raise NotImplementedError

    @staticmethod
    def hint(board: Board, seat: int, dice: tuple[int, ...], rolls_left: int) -> Hint:
        raise NotImplementedError

    @staticmethod
    def loss(board: Board, seat: int, dice: tuple[int, ...], rolls_left: int,
             choice: Box | tuple[int, ...]) -> float:
        """Expected points `choice` (a box, or the values kept for a reroll) gives up against Hard."""
        raise NotImplementedError


class TableWarmUp:
    """The optimal table loads (or builds, a few seconds once; the puzzle's tens of seconds) in the
    background; headless runs wait for it. `start` is the brain's warm-up (a thread that ends when
    its tables are ready)."""

    def __init__(self, start: Callable[[], threading.Thread] = dicetime_table.warm_up_in_background) -> None:
        self._start = start
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = self._start()

    def ready(self, block: bool) -> bool:
        self.start()
        assert self._thread is not None
        if block:
            self._thread.join()
        return not self._thread.is_alive()


class FlowComputer:
    """Plays one computer seat's turn on its `TurnFlow` (a `ComputerPlayer` for the play kit's driver)."""

    def __init__(self, flow: TurnFlow, brain: Brain, rng: random.Random, warm_up: TableWarmUp,
                 block_for_table: bool, ahead: bool = False) -> None:
        self.flow = flow
        self.brain = brain
        self.rng = rng
        self.warm_up = warm_up
        self.block_for_table = block_for_table
        self.ahead = ahead    # decisions may be worked out ahead (`think_ahead`: one turn at a time at the table)
        self._ahead: _Ahead | None = None
        self._waiting: tuple[tuple, int] = ((), 0)   # the inputs the pause runs for, and its steps so far

    # ---------------------------------------------------------------- ComputerPlayer
    def ready(self) -> bool:
        return not self.brain.needs_table() or self.warm_up.ready(self.block_for_table)

    def holding(self) -> bool:
        return self.flow.done or self.flow.rolling

    def plan(self, steps: TimedSteps) -> None:
        flow = self.flow
        dice = flow.dice
        if dice is None:
            self._walk(steps, flow.die_cursor, ROLL_BUTTON)
            steps.add(THINK_PAUSE, flow.roll)
            return
        kind, choice = self._decision()
        if kind == "keep":
            self._plan_keep(steps, dicetime_ai.lock_mask(dice, choice))
            return
        self._plan_fill(steps, choice)

    def think_ahead(self) -> None:
        """The driver waits out the pause before the next decision (the dice just landed): work that decision out
        on a worker thread meanwhile (sent `AHEAD_AFTER` steps into the pause, past the landing's busiest frames),
        so the frame that plays it finds it made (the Puzzle's and a level's took 1.2-2.6 ms of that frame). It is
        the same decision either way: the same brain on the same board, dice and
        rerolls (`plan` takes it only if those are unchanged); a brain that draws on the randomness decides in
        that frame, as before, and so does one whose tables are not loaded yet."""
        if not self.ahead or self.flow.dice is None:
            return
        inputs = self._inputs()
        if self._ahead is not None and self._ahead.inputs == inputs:
            return
        steps = self._waiting[1] + 1 if self._waiting[0] == inputs else 1
        self._waiting = inputs, steps
        if steps < AHEAD_AFTER or self.brain.needs_table() and not self.warm_up.ready(block=False):
            return
        dice, rolls_left = self.flow.dice, self.flow.turn.rolls_left
        self._ahead = _Ahead(inputs, lambda: self._decide(dice, rolls_left, _NO_DRAWS))

    def _inputs(self) -> tuple:
        """What a decision is made on: the seat's dice, rolls and rerolls left and the boxes filled."""
        flow = self.flow
        return (flow.seat, flow.dice, flow.turn.rolls_left, flow.board.filled(), getattr(flow.board, "rerolls_left", None))

    def _decision(self) -> tuple[str, tuple[int, ...] | Box]:
        """("keep", the values kept) or ("box", the box to fill): worked out ahead, or now."""
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead.inputs == self._inputs():
            made = ahead.result()
            if made is not None:
                return made
        flow = self.flow
        assert flow.dice is not None
        return self._decide(flow.dice, flow.turn.rolls_left, self.rng)

    def _decide(self, dice: tuple[int, ...], rolls_left: int, rng: random.Random) -> tuple[str, tuple[int, ...] | Box]:
        flow = self.flow
        if rolls_left > 0:
            keep = self.brain.keep(flow.board, flow.seat, dice, rolls_left, rng)
            if len(keep) < DICE_COUNT:
                return "keep", keep
        return "box", self.brain.box(flow.board, flow.seat, dice, rng)

    # ---------------------------------------------------------------- steps
    def _walk(self, steps: TimedSteps, start: int, target: int) -> None:
        """Steps that move the die cursor from `start` to `target` one stop at a time, in the dice zone,
        in the order the stops lie on screen (as a person's left/right would)."""
        steps.add(STEP_PAUSE / 3, lambda: setattr(self.flow, "zone", "dice"))
        for stop in self.flow.cursor_path(start, target):
            steps.add(STEP_PAUSE / 3, lambda stop=stop: setattr(self.flow, "die_cursor", stop))

    def _plan_keep(self, steps: TimedSteps, mask: tuple[bool, ...]) -> None:
        flow = self.flow
        position = flow.die_cursor
        for index in flow.cursor_stops()[1:]:   # the planets in screen order, as a person would go
            if flow.locked[index] != mask[index]:
                self._walk(steps, position, index)
                position = index
                steps.add(STEP_PAUSE, lambda i=index: self.flow.toggle_lock(i))
        self._walk(steps, position, ROLL_BUTTON)
        steps.add(STEP_PAUSE, flow.roll)

    def _plan_fill(self, steps: TimedSteps, box: Box) -> None:
        """Walk the table focus to `box` row by row (column by column in Triple), select it, fill it."""
        flow = self.flow
        walk = STEP_PAUSE / 3
        steps.add(walk, lambda: setattr(self.flow, "zone", "table"))
        column, row = box[0], CATEGORIES.index(box[1])
        column_step = 1 if column > flow.column else -1
        for _ in range(abs(column - flow.column)):
            steps.add(walk, lambda: self.flow.move_column(column_step))
        row_step = 1 if row > flow.row else -1
        for _ in range(abs(row - flow.row)):
            steps.add(walk, lambda: self.flow.move_row(row_step))
        steps.add(FILL_PAUSE, lambda: flow.confirm_box(box))
        steps.add(STEP_PAUSE, lambda: flow.confirm_box(box))
        if flow.board.preview(box, flow.dice) == 0:  # a zero asks once more
            steps.add(STEP_PAUSE, lambda: flow.confirm_box(box))


class _Drew(Exception):
    """A decision worked out ahead drew on the randomness: it is made in its frame instead."""


class _NoDraws(random.Random):
    """The randomness a decision worked out ahead is given: any draw stops it (the game's own generator is for
    the main thread, in the order the frames draw on it)."""

    def random(self) -> float:
        raise _Drew

    def getrandbits(self, k: int) -> int:
        raise _Drew


_NO_DRAWS = _NoDraws()


_WORKER = Worker("table-decision")   # one lasting thread: one started a decision cost ~0.15 ms


def wait_idle(timeout: float | None = None) -> bool:
    """Wait until every decision started so far is worked out (tests: none runs on into the next); False if `timeout`
    s passed first."""
    return _WORKER.wait_idle(timeout)


class _Ahead:
    """A decision being worked out on the worker thread, for `inputs`."""

    def __init__(self, inputs: tuple, work: Callable[[], tuple]) -> None:
        self.inputs = inputs
        self._made: tuple | None = None
        self._done = threading.Event()

        def run() -> None:
            try:
                self._made = work()
            except Exception:   # (a draw on the randomness, or anything else: the frame decides, and meets it)
                self._made = None
            finally:
                self._done.set()

        _WORKER.submit(run)

    def result(self) -> tuple | None:
        """The decision (None: made in the frame instead); waits for the worker if it is not done yet."""
        self._done.wait()
        return self._made
