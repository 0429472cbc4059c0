"""Computer seats on screen: the AI decides, this driver shows it in visible steps.

A decision becomes the same verbs a person would use on the `TurnFlow`: walk the die
cursor to each planet to lock or unlock and press it, walk to the Roll button and roll;
or put the table focus on the chosen box, select it and fill it in (confirming a zero
once more). Each step waits `STEP_PAUSE` seconds so people can follow it; the whole turn
stays within the frame budget of `--attract` runs.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from game.ai import dicetime as dicetime_ai
from game.ai import dicetime_table, puzzle_optimal, puzzle_table
from game.ai import puzzle as puzzle_ai
from game.ai import triple as triple_ai
from game.ai.valuation import Hint
from game.rules.dicetime import CATEGORIES, DICE_COUNT
from game.rules.triple import Sheet
from game.scenes.playkit.computer_steps import STEP_PAUSE, THINK_PAUSE, TimedSteps
from game.scenes.scoretable.boards import Board, Box, DicetimeBoard, PuzzleBoard
from game.scenes.scoretable.turn_flow import ROLL_BUTTON, TurnFlow

FILL_PAUSE = 0.5        # s between selecting a box and filling it in


class Brain:
    """One mode's view of the AI: a computer seat's decisions, and Hard's hints for people.

    The AI takes plain data (open categories, upper totals, dice, rerolls left); this class
    reads them off the board so that scenes never deal with the AI's input shapes.
    """

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


class TripleBrain(Brain):
    def __init__(self, difficulty: str) -> None:
        super().__init__(difficulty)
        self.player = triple_ai.make_player(difficulty)

    @staticmethod
    def _sheet(board: Board, seat: int) -> Sheet:
        return board.game.sheets[seat]

    def keep(self, board, seat, dice, rolls_left, rng):
        return self.player.choose_keep(triple_ai.turn_from_sheet(self._sheet(board, seat), dice, rolls_left), rng)

    def box(self, board, seat, dice, rng):
        return self.player.choose_box(triple_ai.turn_from_sheet(self._sheet(board, seat), dice, 0), rng)

    @staticmethod
    def hint(board, seat, dice, rolls_left):
        return triple_ai.hint(triple_ai.turn_from_sheet(TripleBrain._sheet(board, seat), dice, rolls_left).columns,
                              dice, rolls_left)

    @staticmethod
    def loss(board, seat, dice, rolls_left, choice):
        columns = triple_ai.turn_from_sheet(TripleBrain._sheet(board, seat), dice, rolls_left).columns
        return triple_ai.expected_loss(columns, dice, rolls_left, choice)


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


def brain_class(board: Board) -> type[Brain]:
    own = getattr(board, "brain", None)   # a board may name its own (a campaign level's)
    if own is not None:
        return own
    if isinstance(board, PuzzleBoard):
        return PuzzleBrain
    return DicetimeBrain if isinstance(board, DicetimeBoard) else TripleBrain


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


class ComputerDriver:
    """Plays one computer seat's turn on its `TurnFlow` in timed steps."""

    def __init__(self, flow: TurnFlow, brain: Brain, rng: random.Random, warm_up: TableWarmUp,
                 block_for_table: bool) -> None:
        self.flow = flow
        self.brain = brain
        self.rng = rng
        self.warm_up = warm_up
        self.block_for_table = block_for_table
        self.steps = TimedSteps(THINK_PAUSE)
        self.thinking = False

    def update(self, dt: float) -> None:
        flow = self.flow
        if flow.done or flow.rolling or not self.steps.update(dt):
            return
        if self.brain.needs_table() and not self.warm_up.ready(self.block_for_table):
            self.thinking = True
            return
        self.thinking = False
        self._plan()

    def _plan(self) -> None:
        flow = self.flow
        dice = flow.dice
        if dice is None:
            self._walk(flow.die_cursor, ROLL_BUTTON)
            self.steps.add(THINK_PAUSE, flow.roll)
            return
        rolls_left = flow.turn.rolls_left
        if rolls_left > 0:
            keep = self.brain.keep(flow.board, flow.seat, dice, rolls_left, self.rng)
            if len(keep) < DICE_COUNT:
                self._plan_keep(dicetime_ai.lock_mask(dice, keep))
                return
        self._plan_fill(self.brain.box(flow.board, flow.seat, dice, self.rng))

    def _walk(self, start: int, target: int) -> None:
        """Steps that move the die cursor from `start` to `target` one stop at a time, in the dice zone,
        in the order the stops lie on screen (as a person's left/right would)."""
        self.steps.add(STEP_PAUSE / 3, lambda: setattr(self.flow, "zone", "dice"))
        for stop in self.flow.cursor_path(start, target):
            self.steps.add(STEP_PAUSE / 3, lambda stop=stop: setattr(self.flow, "die_cursor", stop))

    def _plan_keep(self, mask: tuple[bool, ...]) -> None:
        flow = self.flow
        position = flow.die_cursor
        for index in flow.cursor_stops()[1:]:   # the planets in screen order, as a person would go
            if flow.locked[index] != mask[index]:
                self._walk(position, index)
                position = index
                self.steps.add(STEP_PAUSE, lambda i=index: self.flow.toggle_lock(i))
        self._walk(position, ROLL_BUTTON)
        self.steps.add(STEP_PAUSE, flow.roll)

    def _plan_fill(self, box: Box) -> None:
        """Walk the table focus to `box` row by row (column by column in Triple), select it, fill it."""
        flow = self.flow
        walk = STEP_PAUSE / 3
        self.steps.add(walk, lambda: setattr(self.flow, "zone", "table"))
        column, row = box[0], CATEGORIES.index(box[1])
        column_step = 1 if column > flow.column else -1
        for _ in range(abs(column - flow.column)):
            self.steps.add(walk, lambda: self.flow.move_column(column_step))
        row_step = 1 if row > flow.row else -1
        for _ in range(abs(row - flow.row)):
            self.steps.add(walk, lambda: self.flow.move_row(row_step))
        self.steps.add(FILL_PAUSE, lambda: flow.confirm_box(box))
        self.steps.add(STEP_PAUSE, lambda: flow.confirm_box(box))
        if flow.board.preview(box, flow.dice) == 0:  # a zero asks once more
            self.steps.add(STEP_PAUSE, lambda: flow.confirm_box(box))
