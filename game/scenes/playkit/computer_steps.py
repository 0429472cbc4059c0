"""A computer player's moves shown in visible, timed steps, so people can follow them.

A mode's computer driver turns one decision into small steps (move the cursor, lock a die,
press a button), each the same verb a person's input would call, and queues them with the
pause that follows each. `update(dt)` runs the next step once the pause before it is over and
returns True when the queue is empty and its last pause is over: time to plan the next
decision. Hold it (do not call `update`) while the dice roll.

    steps = TimedSteps(first_pause=0.45)
    steps.add(0.1, lambda: flow.move_cursor(1))
    steps.add(0.32, flow.roll)
    if steps.update(dt):      # every fixed step of the computer's turn
        plan_next_decision()  # queues more steps
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

STEP_PAUSE = 0.32       # s between visible steps (cursor moves, locks, selects)
THINK_PAUSE = 0.45      # s before the first step of a decision


class TimedSteps:
    def __init__(self, first_pause: float = THINK_PAUSE) -> None:
        self._steps: deque[tuple[float, Callable[[], None]]] = deque()
        self.wait = first_pause

    def add(self, pause: float, step: Callable[[], None]) -> None:
        """Queue `step`; the next one waits `pause` seconds after it."""
        self._steps.append((pause, step))

    @property
    def pending(self) -> int:
        return len(self._steps)

    def pause(self, seconds: float) -> None:
        """Wait `seconds` before the next queued step (a computer thinking visibly before its first; called by a
        step, the pause after that step)."""
        self.wait = seconds

    def clear(self, pause: float = THINK_PAUSE) -> None:
        """Drop the queued steps (the turn ended); the next plan waits `pause`."""
        self._steps.clear()
        self.wait = pause

    def update(self, dt: float) -> bool:
        """Advance the clock; run the next step if its time came. True: nothing is queued and the
        last pause is over (plan the next decision now)."""
        self.wait -= dt
        if self.wait > 0:
            return False
        if self._steps:
            pause, step = self._steps.popleft()
            self.wait = pause
            step()          # (which may set the pause after it itself: `pause`)
            return False
        return True
