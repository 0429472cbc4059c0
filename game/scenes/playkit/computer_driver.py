"""One way to drive a computer seat: the mode's AI decides, the driver plays it out in visible,
timed steps, so people can follow it.

A mode plugs its computer player in as a `ComputerPlayer` (a `typing.Protocol`: three methods)
and holds one `ComputerDriver` per computer seat (or per open turn), calling `update(dt)` every
fixed step of play::

    driver = ComputerDriver(MyComputer(...), think_pause=0.45)
    driver.update(dt)            # in the scene's step(); the play kit does not call it while
    if driver.thinking: ...      #   paused, while a person's pad is unplugged, or after quitting
    driver.cancel()              # the turn ended (or the scene leaves): queued steps are dropped

Each step is a verb a person's input would call (move the cursor, lock a planet, press Roll),
so the mode's cursor moves as a person's would; the mode's view draws it dashed in the seat's
colour (`game.render.marks.computer_*`) while the seat is a computer's.

- Paced: `TimedSteps` runs a step once the pause before it is over; a new decision is asked for
  only when every queued step has run and the last pause is over.
- Held: while `player.holding()` (planets in the air, a turn's end on show) no step runs and no
  decision is asked for; the pause before the next step does not run down either.
- Thinking ahead: a player with a `think_ahead()` method has it called at every step of the pause before its next
  decision (no step queued, not holding): it may start working that decision out on a worker thread (the score
  tables' computers do), as long as `plan` then makes the same one.
- Waiting for the AI: while `player.ready()` is False (its tables still load in the background;
  a headless run waits for them inside `ready`) the driver says so with `thinking` and asks again
  next step.
- Cancelled: `cancel()` drops the queued steps; the next decision waits `think_pause` again. A
  paused scene is not updated (the pause overlay is on top), a person's unplugged pad holds every
  seat's play (`PlayScene.orphans`), and a scene that quits is never updated again: no step of a
  computer runs behind a pause card, an unplug card or the title.
"""

from __future__ import annotations

from typing import Protocol

from game.scenes.playkit.computer_steps import THINK_PAUSE, TimedSteps


class ComputerPlayer(Protocol):
    """What a mode gives the driver for one computer seat."""

    def ready(self) -> bool:
        """True when the AI can decide now (its tables are loaded; a headless run waits here)."""

    def holding(self) -> bool:
        """True while the table is busy (planets in the air, a turn's end on show): hold still."""

    def plan(self, steps: TimedSteps) -> None:
        """Ask the AI for the next decision and queue it as the visible steps a person would take,
        each with the pause after it (`steps.add(pause, verb)`)."""


class ComputerDriver:
    """Plays one computer seat: asks its `ComputerPlayer` for decisions and runs them in timed steps."""

    def __init__(self, player: ComputerPlayer, think_pause: float = THINK_PAUSE) -> None:
        self.player = player
        self.think_pause = think_pause
        self.steps = TimedSteps(think_pause)
        self.thinking = False   # waiting for the AI's tables: a scene may show "... is thinking"

    def update(self, dt: float) -> None:
        """One fixed step of play: run the next step when its time has come, or plan the next decision."""
        if self.player.holding():
            return
        if not self.steps.pending and (think_ahead := getattr(self.player, "think_ahead", None)) is not None:
            think_ahead()   # (the pause before the next decision: a player may work it out meanwhile)
        if not self.steps.update(dt):
            return
        if not self.player.ready():
            self.thinking = True
            return
        self.thinking = False
        self.player.plan(self.steps)

    @property
    def acting(self) -> bool:
        """Steps are queued: the computer is in the middle of a decision."""
        return self.steps.pending > 0

    def cancel(self, pause: float | None = None) -> None:
        """Drop the queued steps (the turn ended, the scene leaves); the next decision waits `pause`
        (the driver's think pause by default)."""
        self.steps.clear(self.think_pause if pause is None else pause)
        self.thinking = False
