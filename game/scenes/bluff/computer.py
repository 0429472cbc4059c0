"""Bluff's computer seats: they roll their cups a moment after the round opens, and on their turn
think visibly, show their bid on the track with their cursor, then bid (or doubt).

Decisions come from `game.ai.bluff` and see only `view_of(game, seat)`: what that seat may know.
The steps are paced with the play kit's `TimedSteps`; play holds them (no `update`) while the game
is paused or waits for an unplugged pad, and `stop` drops them (a doubt, a new round).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from game.ai.bluff import Move, make_player, view_of
from game.match import Seat
from game.rules.bluff import Bid, BluffGame
from game.scenes.playkit.computer_steps import TimedSteps

ROLL_DELAY = (0.35, 0.25)            # s: the first computer cup, then each next one
THINK_SECONDS = {"easy": 0.7, "normal": 0.95, "hard": 1.2}
SHOW_BID_SECONDS = 0.55              # a computer's bid stands on the track before it counts


class Table(Protocol):
    """What the computer seats ask of the Bluff scene: the game, and the moves a person makes too."""

    game: BluffGame

    def throw(self, seat: int) -> None: ...

    def bid(self, seat: int, bid: Bid, reveal: tuple[int, ...]) -> None: ...

    def doubt(self, seat: int) -> None: ...


class ComputerSeats:
    """Every computer seat of a table: their cups in the roll, their turns in the bidding."""

    def __init__(self, table: Table, seats: Sequence[Seat], rng: random.Random) -> None:
        self.table = table
        self.rng = rng                   # the computers' choices and timings
        self.players = {seat: make_player(s.difficulty) for seat, s in enumerate(seats) if s.is_computer}
        self.difficulty = {seat: s.difficulty for seat, s in enumerate(seats)}
        self._roll_timers: dict[int, float] = {}
        self._steps = TimedSteps()
        self._seat: int | None = None    # the seat thinking now
        self._move: Move | None = None
        self._shown = False              # its bid stands on the track

    def __contains__(self, seat: int) -> bool:
        return seat in self.players

    # ------------------------------------------------------------------ the roll
    def new_round(self, waiting_to_roll: Sequence[int]) -> None:
        """A new round: forget any turn; the computers among `waiting_to_roll` roll one after another."""
        self.stop()
        self._roll_timers = {}
        delay = ROLL_DELAY[0]
        for seat in waiting_to_roll:
            if seat in self.players:
                self._roll_timers[seat] = delay
                delay += ROLL_DELAY[1]

    def update_rolls(self, dt: float) -> None:
        """A step of the roll: each computer throws its cup when its moment comes."""
        for seat in list(self._roll_timers):
            self._roll_timers[seat] -= dt
            if self._roll_timers[seat] <= 0:
                del self._roll_timers[seat]
                self.table.throw(seat)

    # ------------------------------------------------------------------ a turn
    def start_turn(self, seat: int) -> None:
        """`seat` (a computer) is on turn: it decides now and shows it in timed steps."""
        move = self.players[seat].choose(view_of(self.table.game, seat), self.rng)
        think = THINK_SECONDS.get(self.difficulty[seat], 1.0) * self.rng.uniform(0.8, 1.3)
        self._seat, self._move, self._shown = seat, move, False
        self._steps.clear(think)
        if move.is_doubt:
            self._steps.add(0.0, lambda: self.table.doubt(seat))
            return
        assert move.bid is not None
        self._steps.add(SHOW_BID_SECONDS, self._show)
        self._steps.add(0.0, lambda: self._bid(seat, move))

    def _show(self) -> None:
        self._shown = True

    def _bid(self, seat: int, move: Move) -> None:
        self.stop()
        assert move.bid is not None
        self.table.bid(seat, move.bid, move.reveal)

    def update_turn(self, dt: float) -> None:
        """A step of a computer's turn (nothing when no computer is on turn)."""
        if self._seat is not None:
            self._steps.update(dt)

    def stop(self) -> None:
        """Drop the turn being shown (it was played, or a doubt or a new round ended it)."""
        self._seat, self._move, self._shown = None, None, False
        self._steps.clear()

    # ------------------------------------------------------------------ what the screen shows
    @property
    def thinking_seat(self) -> int | None:
        """The computer seat thinking on its turn now (None: none)."""
        return self._seat

    @property
    def shown_bid(self) -> Bid | None:
        """The bid a computer shows on the track before it counts (None: none shown)."""
        return self._move.bid if self._shown and self._move is not None else None
