"""The play kit's one computer driver: it asks the mode's player for a decision, runs its steps in
time, holds while the table is busy, says when the AI is still loading, and drops its steps when
cancelled. In a real scene: nothing a computer queued runs behind the pause card or after quitting."""

from __future__ import annotations

import pygame
import pytest
from harness import LATE_FRAMES

from game.render import text
from game.scenes import navigation
from game.scenes.pause import PauseScene, open_pause
from game.scenes.playkit.computer_driver import ComputerDriver
from game.scenes.playkit.computer_steps import TimedSteps

DT = 1 / 8   # exact in binary, so the pauses add up exactly


class Player:
    """A computer player that rolls, then locks, then fills: three steps a decision."""

    def __init__(self) -> None:
        self.log: list[str] = []
        self.plans = 0
        self.busy = False
        self.loaded = True

    def ready(self) -> bool:
        return self.loaded

    def holding(self) -> bool:
        return self.busy

    def plan(self, steps: TimedSteps) -> None:
        self.plans += 1
        for verb in ("cursor", "lock", "roll"):
            steps.add(0.25, lambda verb=verb: self.log.append(f"{verb}{self.plans}"))


def run(driver: ComputerDriver, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        driver.update(DT)


def test_a_decision_is_asked_for_after_the_think_pause_and_played_step_by_step():
    player = Player()
    driver = ComputerDriver(player, think_pause=0.5)
    run(driver, 0.375)
    assert player.plans == 0, "it thinks first"
    run(driver, 0.125)
    assert player.plans == 1 and player.log == [] and driver.acting
    run(driver, 0.125)
    assert player.log == ["cursor1"]
    run(driver, 0.5)
    assert player.log == ["cursor1", "lock1", "roll1"] and not driver.acting
    run(driver, 0.25)
    assert player.plans == 2, "the next decision once the last step's pause is over"


def test_a_busy_table_holds_the_steps_and_the_clock():
    player = Player()
    driver = ComputerDriver(player, think_pause=0.25)
    run(driver, 0.375)
    assert player.log == ["cursor1"]
    player.busy = True              # the planets are in the air
    run(driver, 3.0)
    assert player.log == ["cursor1"] and player.plans == 1
    player.busy = False
    run(driver, 0.125)
    assert player.log == ["cursor1"], "the pause before the next step did not run down while held"
    run(driver, 0.125)
    assert player.log == ["cursor1", "lock1"]


def test_while_the_ai_loads_it_is_thinking_and_plans_once_it_is_ready():
    player = Player()
    player.loaded = False
    driver = ComputerDriver(player, think_pause=0.25)
    run(driver, 2.0)
    assert driver.thinking and player.plans == 0
    player.loaded = True
    run(driver, DT)
    assert not driver.thinking and player.plans == 1


def test_cancel_drops_the_queued_steps_and_thinks_again_first():
    player = Player()
    driver = ComputerDriver(player, think_pause=0.5)
    run(driver, 0.625)
    assert player.log == ["cursor1"]
    driver.cancel()
    assert not driver.acting
    run(driver, 0.375)
    assert player.log == ["cursor1"] and player.plans == 1, "nothing queued runs after a cancel"
    run(driver, 0.125)
    assert player.plans == 2


def _table(scene) -> tuple[str, ...]:
    """What a 10000 table shows of its play, drawn on a picture of its own (so also once it has left the
    screen): every line of its text: the round, whose turn, the turn's points and keep, the planets to roll (its
    late parts drawn first, as the next few frames show them: game/scenes/playkit/chrome.py)."""
    surface = pygame.Surface(scene.app.size)
    for _late in range(LATE_FRAMES):
        if not scene.still.waiting:
            break
        scene.draw(surface, 1.0)
    with text.recording() as drawn:
        scene.draw(surface, 1.0)
    return tuple(line.text for line in drawn)


@pytest.mark.solved_tables("tenthousand")
def test_no_computer_step_runs_behind_the_pause_card_and_none_after_quitting(harness):
    """A 10000 demo (computers only): paused mid-game, a long wait changes nothing on the table;
    after resuming the computers play on; after quitting to the title nothing of theirs runs."""
    scene = harness.push("tenthousand", attract=True)
    harness.run_for(3.0)
    open_pause(harness.app)
    harness.tick()
    assert isinstance(harness.top, PauseScene)
    before = _table(scene)
    harness.run_for(6.0)
    assert _table(scene) == before, "the paused table did not move"
    harness.app.scenes.pop()
    harness.run_for(6.0)
    assert _table(scene) != before, "after resuming, the computers play on"
    navigation.to_title(harness.app)
    harness.tick()
    assert harness.top is not scene and scene not in harness.stack
    frozen = _table(scene)
    harness.run_for(4.0)
    assert _table(scene) == frozen
