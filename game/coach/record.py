"""The game record: what the scenes write down as a game is played, for the review to price.

Plain data, no pygame, no tables. A play scene (or a headless game) notes, for each seat:

- ``turn_start(seat, position, score)``: a turn begins from ``position`` (the mode's plain state:
  see the pricers in ``game.coach``) with ``score`` on the seat's card so far;
- ``decision(seat, kind, position, dice, choice)``: a choice was made. ``kind`` is "keep" (hold
  these dice and reroll the rest), "fill" (enter the dice in a row), "aside" (10000: set these
  scoring dice aside), "bank" or "roll" (10000: end the turn, or throw on). ``dice`` are the dice
  as they lay, in table order; ``choice`` is the keep's values (sorted), the row (or Triple's
  (column, row) box), or the 10000 keep's values;
- ``final(seat, score)``: the seat's game is over with this score.

A decision is priced (``Priced``: the best choice, what perfect play expects from here, what this
choice gives up) by the ``GameCoach`` that owns the record, during play, in the background.
"""

from __future__ import annotations

from dataclasses import dataclass, field

KINDS = ("keep", "fill", "aside", "bank", "roll")


@dataclass(frozen=True)
class Priced:
    """A decision against perfect play: ``best`` (the choice perfect play makes), ``value`` (what
    perfect play expects from here on, in the mode's unit, including what is already scored) and
    ``cost`` (what this choice gives up against it; >= 0, 0 for a best choice)."""

    best: object
    value: float
    cost: float


@dataclass
class Decision:
    seat: int
    turn: int                      # the seat's turn, from 0
    kind: str
    position: object               # the mode's plain state at the decision (the pricer reads it)
    dice: tuple[int, ...]          # as they lay, in table order
    choice: object
    score: float = 0.0             # made before the turn (the turn start's score)
    priced: Priced | None = None   # filled in by the coach

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a decision's kind is one of {KINDS}, got {self.kind!r}")


@dataclass
class TurnStart:
    seat: int
    turn: int
    position: object
    score: float                   # on the card before the turn (points; rounds played for 10000 solo)
    value: float | None = None     # perfect play's expected final from here (filled in by the coach)


@dataclass
class SeatRecord:
    seat: int
    turns: list[TurnStart] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    final: float | None = None

    @property
    def turn(self) -> int:
        """The turn now being played (the index of the last turn started)."""
        return len(self.turns) - 1


class GameRecord:
    """Every seat's turns and decisions of one game (the seats that are recorded)."""

    def __init__(self, mode: str, seats: int) -> None:
        self.mode = mode
        self.seats = [SeatRecord(seat) for seat in range(seats)]

    def turn_start(self, seat: int, position: object, score: float) -> TurnStart:
        record = self.seats[seat]
        start = TurnStart(seat, len(record.turns), position, float(score))
        record.turns.append(start)
        return start

    def decision(self, seat: int, kind: str, position: object, dice, choice) -> Decision:
        record = self.seats[seat]
        if not record.turns:
            raise ValueError(f"seat {seat} decided before its first turn started")
        made = Decision(seat, record.turn, kind, position, tuple(dice), choice, record.turns[-1].score)
        record.decisions.append(made)
        return made

    def final(self, seat: int, score: float) -> None:
        self.seats[seat].final = float(score)
