"""A score table's computer seat works its next decision out on a worker thread while it waits out the pause after
a landing, so the frame that plays the decision does not spend the AI's milliseconds (the Puzzle's: 1.2-2.6 ms):
the same game either way, frame by frame; a brain that draws on the randomness decides in the frame, as before."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pygame
import pytest

from game.match import attract_match
from game.scenes.dicetime.scene import DicetimeScene
from game.scenes.puzzle.computer import PuzzleBrain
from game.scenes.scoretable import computer

pytestmark = pytest.mark.solved_tables("puzzle", "dicetime")  # the session's shared copies (tests/solved_tables.py)

FRAMES = 1200     # 20 s of a demo: several throws and fills
EVERY = 40        # frames between the pictures compared


def on_main_thread() -> str:
    return "main" if threading.current_thread() is threading.main_thread() else "worker"


def play(make_harness, monkeypatch, ahead: bool, start: Callable) -> list[bytes]:
    """A demo's pictures every EVERY frames, its computer deciding ahead or not."""
    if not ahead:
        monkeypatch.setattr(computer.FlowComputer, "think_ahead", lambda self: None)
    harness = make_harness(seed=11)
    start(harness)
    pictures = []
    for _ in range(FRAMES // EVERY):
        harness.tick(EVERY)
        pictures.append(pygame.image.tobytes(harness.screen, "RGB"))
    harness.close()
    computer.wait_idle(timeout=60)   # a decision worked out ahead of the last frame is noted in this game's list
    monkeypatch.undo()
    return pictures


def same_games(ahead: list[bytes], in_frame: list[bytes]) -> None:
    assert len(set(ahead)) > 10, "the demo played on"
    for frame, (a, b) in enumerate(zip(ahead, in_frame, strict=True)):
        assert a == b, f"the pictures differ at frame {(frame + 1) * EVERY}"


def test_the_puzzle_computer_decides_on_a_worker_and_plays_the_game_it_plays_deciding_in_the_frame(make_harness,
                                                                                                 monkeypatch):
    threads: list[str] = []

    def start(harness) -> None:
        for name in ("keep", "box"):
            decide = getattr(PuzzleBrain, name)

            def noted(self, *args, decide=decide):
                threads.append(on_main_thread())
                return decide(self, *args)

            monkeypatch.setattr(PuzzleBrain, name, noted)
        harness.push("puzzle", attract=True)

    ahead = play(make_harness, monkeypatch, True, start)
    ahead_threads, threads[:] = set(threads), []
    in_frame = play(make_harness, monkeypatch, False, start)
    assert ahead_threads == {"worker"}, "every decision was worked out ahead"
    assert set(threads) == {"main"}
    same_games(ahead, in_frame)


class Drawing(computer.Brain):
    """A brain that draws on the randomness for every decision: keeps each planet on a coin, fills a random box.
    `decided` notes the thread each decision was made on."""

    def __init__(self) -> None:
        super().__init__("easy")
        self.decided: list[str] = []

    def keep(self, board, seat, dice, rolls_left, rng):
        keep = tuple(value for value in dice if rng.random() < 0.5)
        self.decided.append(on_main_thread())
        return keep

    def box(self, board, seat, dice, rng):
        box = 0, rng.choice(sorted(board.card(seat, 0).open_categories))
        self.decided.append(on_main_thread())
        return box


def test_a_brain_that_draws_on_the_randomness_decides_in_the_frame_on_the_games_generator(make_harness, monkeypatch):
    brains: list[Drawing] = []

    def start(harness) -> None:
        scene = harness.push(DicetimeScene, match=attract_match("dicetime", 1))
        brains.append(Drawing())
        scene.table.brains[0] = brains[-1]
        for driver in scene.table.drivers.values():
            driver.player.brain = brains[-1]

    ahead = play(make_harness, monkeypatch, True, start)
    in_frame = play(make_harness, monkeypatch, False, start)
    assert len(brains[0].decided) >= 6, "it decided"
    assert set(brains[0].decided) == {"main"}, "every decision drawing on the game's randomness made in the frame"
    same_games(ahead, in_frame)


class Dice:
    """A turn's flow, as far as a computer seat reads and plays it (five planets, the Roll button after them)."""

    def __init__(self, dice: tuple[int, ...]) -> None:
        self.dice, self.seat, self.die_cursor, self.locked = dice, 0, 0, [False] * 5
        self.turn = type("Turn", (), {"rolls_left": 2})()
        self.board = type("Board", (), {"filled": lambda self: (0,), "rerolls_left": 5})()

    def cursor_stops(self) -> list[int]:
        return [computer.ROLL_BUTTON, 0, 1, 2, 3, 4]

    def cursor_path(self, start: int, target: int) -> list[int]:
        return [target]

    def toggle_lock(self, index: int) -> None:
        self.locked[index] = not self.locked[index]

    def roll(self) -> None:
        pass


class KeepsTheFirstTwo(computer.Brain):
    def __init__(self) -> None:
        super().__init__("easy")

    def needs_table(self) -> bool:
        return False

    def keep(self, board, seat, dice, rolls_left, rng):
        return dice[:2]


def test_a_decision_worked_out_ahead_for_other_dice_is_not_played():
    """Dice that changed after the decision was started (they never do between a landing and the decision in a
    game; a mode could change them): the decision is made again for the dice shown."""
    flow = Dice((6, 6, 1, 2, 3))
    seat = computer.FlowComputer(flow, KeepsTheFirstTwo(), None, computer.TableWarmUp(), block_for_table=True, ahead=True)
    pause(seat)
    flow.dice = (1, 2, 6, 4, 6)
    steps = computer.TimedSteps()
    seat.plan(steps)
    while steps.pending:
        steps.update(10.0)
    assert flow.locked == [True, True, False, False, False]   # (not the sixes kept from the first dice)


def pause(seat: computer.FlowComputer, steps: int = computer.AHEAD_AFTER) -> None:
    """`steps` fixed steps of the pause before a decision: the driver asks the seat to think ahead at each."""
    for _ in range(steps):
        seat.think_ahead()


class Noted(KeepsTheFirstTwo):
    """Notes the thread each decision is made on."""

    def __init__(self, workers: list) -> None:
        super().__init__()
        self.workers = workers

    def keep(self, board, seat, dice, rolls_left, rng):
        self.workers.append(threading.current_thread())
        return super().keep(board, seat, dice, rolls_left, rng)


def test_decisions_are_worked_out_on_one_lasting_worker_thread():
    """Not a thread started for each decision (its start cost the landing frame ~0.15 ms): one worker, for all."""
    workers: list = []
    for dice in ((6, 6, 1, 2, 3), (1, 2, 6, 4, 6), (3, 3, 3, 1, 2)):
        flow = Dice(dice)
        seat = computer.FlowComputer(flow, Noted(workers), None, computer.TableWarmUp(), block_for_table=True, ahead=True)
        pause(seat)
        steps = computer.TimedSteps()
        seat.plan(steps)
        while steps.pending:
            steps.update(10.0)
        assert flow.locked == [True, True, False, False, False]
    assert len(workers) == 3 and len(set(workers)) == 1 and workers[0].name == "table-decision"


def test_a_decision_goes_to_the_worker_only_once_the_landings_busiest_frames_have_passed():
    """The landing's frame and the score sheet's three after it draw the most: the decision is sent to the worker
    AHEAD_AFTER steps into the pause (it still has the rest of it); a pause cut shorter decides in the frame."""
    assert computer.AHEAD_AFTER >= 8 and computer.AHEAD_AFTER * 1 / 120 < computer.THINK_PAUSE / 2
    for steps, thread in ((computer.AHEAD_AFTER - 1, "main"), (computer.AHEAD_AFTER, "worker")):
        workers: list = []
        seat = computer.FlowComputer(Dice((6, 6, 1, 2, 3)), Noted(workers), None, computer.TableWarmUp(),
                                     block_for_table=True, ahead=True)
        pause(seat, steps)
        seat.plan(computer.TimedSteps())
        assert ["main" if worker is threading.main_thread() else "worker" for worker in workers] == [thread]
