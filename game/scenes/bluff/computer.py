"""Bluff's computer seats, each played by the play kit's one `ComputerDriver`.

A `BluffComputer` is one seat's `ComputerPlayer`: when the round opens it rolls its cup (the
computers one after another, `ROLL_DELAY`); on its turn it asks `game.ai.bluff` for its move from
`view_of(game, seat)` only (what that seat may know), shows itself thinking a moment (longer the
harder it plays, `THINK_SECONDS`), shows its bid on the track with its cursor (`SHOW_BID_SECONDS`),
then bids (or doubts).
The driver paces it and holds it while the table has nothing for the seat to do; play is not
updated while paused, while a person's pad is unplugged, or after quitting, so no step runs then.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from game.ai.bluff import Move, make_player, view_of
from game.match import Seat
from game.rules.bluff import Bid, BluffGame
from game.scenes.playkit.computer_driver import ComputerDriver
from game.scenes.playkit.computer_steps import TimedSteps

ROLL_DELAY = (0.35, 0.25)            # s: the first computer cup, then each next one
THINK_SECONDS = {"easy": 0.7, "normal": 0.95, "hard": 1.2}
SHOW_BID_SECONDS = 0.55              # a computer's bid stands on the track before it counts
DECIDE_AFTER = 0.25                  # s into its thinking a computer chooses its move (less than the least thinking)


class Table(Protocol):
    """What the computer seats ask of the Bluff scene: the game, whose move it is, and the moves a
    person makes too."""

    game: BluffGame
    stage: str
    rolling: set[int]
    turn_seat: int | None

    def throw(self, seat: int) -> None: ...

    def bid(self, seat: int, bid: Bid, reveal: tuple[int, ...]) -> None: ...

    def doubt(self, seat: int) -> None: ...


class BluffComputer:
    """One computer seat as the driver's `ComputerPlayer`."""

    def __init__(self, table: Table, seat: int, difficulty: str, rng: random.Random) -> None:
        self.table = table
        self.seat = seat
        self.difficulty = difficulty
        self.ai = make_player(difficulty)
        self.rng = rng
        self.move: Move | None = None      # the move decided this turn
        self.shown = False                 # its bid stands on the track

    def think_seconds(self) -> float:
        """How long this turn's thinking shows (the harder, the longer; never twice the same)."""
        return THINK_SECONDS.get(self.difficulty, 1.0) * self.rng.uniform(0.8, 1.3)

    def _to_roll(self) -> bool:
        game = self.table.game
        return game.phase == "roll" and self.seat in game.waiting_to_roll and self.seat not in self.table.rolling

    def _on_turn(self) -> bool:
        game = self.table.game
        return game.phase == "bid" and game.current_player == self.seat == self.table.turn_seat

    # ------------------------------------------------------------------ ComputerPlayer
    def ready(self) -> bool:
        return True   # game.ai.bluff decides at once (no tables to wait for)

    def holding(self) -> bool:
        return self.table.stage != "play" or not (self._to_roll() or self._on_turn())

    def plan(self, steps: TimedSteps) -> None:
        if self._to_roll():
            steps.add(0.0, lambda: self.table.throw(self.seat))
            return
        # the turn opened (the driver was cancelled with no pause): the thinking shows; the move is chosen a moment
        # into it, off the frame that opened the turn (its bid's cards and status are drawn then: choosing took
        # ~0.8 ms more of that frame)
        steps.pause(DECIDE_AFTER)
        steps.add(0.0, lambda: self._decide(steps))

    def _decide(self, steps: TimedSteps) -> None:
        """Choose this turn's move, let the rest of the thinking show, then queue the move (the random draws in the
        order they always had: move, then time)."""
        self.move = move = self.ai.choose(view_of(self.table.game, self.seat), self.rng)
        steps.pause(max(0.0, self.think_seconds() - DECIDE_AFTER))
        if move.is_doubt:
            steps.add(0.0, lambda: self.table.doubt(self.seat))
            return
        assert move.bid is not None
        steps.add(SHOW_BID_SECONDS, self._show)
        steps.add(0.0, lambda: self.table.bid(self.seat, move.bid, move.reveal))

    def _show(self) -> None:
        self.shown = True


class ComputerSeats:
    """Every computer seat of a table, each with its driver: their cups in the roll, their turns."""

    def __init__(self, table: Table, seats: Sequence[Seat], rng: random.Random) -> None:
        self.rng = rng                   # the computers' choices and timings
        self.players = {seat: BluffComputer(table, seat, s.difficulty, rng)
                        for seat, s in enumerate(seats) if s.is_computer}
        self.drivers = {seat: ComputerDriver(player) for seat, player in self.players.items()}
        self._turn: int | None = None    # the computer seat whose turn shows now

    def __contains__(self, seat: int) -> bool:
        return seat in self.players

    def new_round(self, waiting_to_roll: Sequence[int]) -> None:
        """A new round: forget any turn; the computers among `waiting_to_roll` roll one after another."""
        self.stop()
        delay = ROLL_DELAY[0]
        for seat in waiting_to_roll:
            if seat in self.players:
                self.drivers[seat].cancel(delay)
                delay += ROLL_DELAY[1]

    def start_turn(self, seat: int) -> None:
        """`seat` (a computer) is on turn: it decides at its driver's next step and shows its thinking."""
        self.stop()
        self._turn = seat
        self.drivers[seat].cancel(0.0)

    def update(self, dt: float) -> None:
        """One fixed step of play for every computer seat (held while the table has nothing for it)."""
        for driver in self.drivers.values():
            driver.update(dt)

    def stop(self) -> None:
        """The turn shown is over (played, or ended by a doubt or a new round)."""
        if self._turn is not None:
            player = self.players[self._turn]
            player.move, player.shown = None, False
            self.drivers[self._turn].cancel()
        self._turn = None

    # ------------------------------------------------------------------ what the screen shows
    @property
    def thinking_seat(self) -> int | None:
        """The computer seat on turn, thinking or showing its bid (None: none)."""
        return self._turn

    @property
    def shown_bid(self) -> Bid | None:
        """The bid a computer shows on the track before it counts (None: none shown)."""
        if self._turn is None:
            return None
        player = self.players[self._turn]
        return player.move.bid if player.shown and player.move is not None else None
