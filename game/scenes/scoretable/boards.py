"""What a five-dice play scene needs to know about its game, for Dicetime, Triple and the Puzzle.

A *box* is one place a turn can be entered: `(column, category)`. Dicetime has one column
per seat (column is always 0), Triple has three, weighted x1, x2, x3; the Puzzle is one seat
with one column. The boards only translate: every question about what is legal or what
scores goes to `game.rules`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.dice_turn import DiceTurn
from game.rules.dicetime import (
    BONUS_POINTS,
    BONUS_THRESHOLD,
    CATEGORIES,
    UPPER,
    DicetimeGame,
    ScoreCard,
    open_scores,
    score,
)
from game.rules.puzzle import PuzzleGame
from game.rules.triple import WEIGHTS, TripleGame

Box = tuple[int, str]

@dataclass(frozen=True)
class ColumnState:
    """One column of one seat, as the score sheet shows it (points already weighted)."""

    cells: dict[str, int]      # filled categories -> shown points
    upper: int                 # unweighted upper total, for the progress toward 63
    bonus: int                 # shown bonus points (0 until reached)
    total: int                 # shown column total, bonus included


class Board:
    """The common face of DicetimeGame and TripleGame for the scenes."""

    columns: int = 1
    weights: tuple[int, ...] = (1,)

    def __init__(self, game: DicetimeGame | TripleGame | PuzzleGame) -> None:
        self.game = game

    # --- turn order (straight from the rules) -------------------------------------------
    @property
    def players(self) -> int:
        return self.game.players

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def active_players(self) -> tuple[int, ...]:
        return () if self.game.is_over else self.game.active_players

    @property
    def is_concurrent(self) -> bool:
        return self.game.is_concurrent

    @property
    def round(self) -> int:
        return self.game.round

    @property
    def rounds(self) -> int:
        return self.game.rounds

    def turn(self, seat: int) -> DiceTurn:
        return self.game.turn(seat)

    @property
    def totals(self) -> tuple[int, ...]:
        return self.game.totals

    def winners(self) -> tuple[int, ...]:
        return self.game.winners()

    # --- per game ---------------------------------------------------------------------------
    def card(self, seat: int, column: int) -> ScoreCard:
        raise NotImplementedError

    def fill(self, seat: int, box: Box) -> int:
        """Enter the seat's dice in `box`; returns the points as shown (weighted)."""
        raise NotImplementedError

    # --- derived ----------------------------------------------------------------------------
    def open_boxes(self, seat: int) -> tuple[Box, ...]:
        return tuple((column, name) for column in range(self.columns)
                     for name in self.card(seat, column).open_categories)

    def filled(self) -> tuple[int, ...]:
        """How many boxes each seat has filled: a card only ever gains boxes, so this changes with every fill (and
        with it the totals), cheaper to compare each frame than the totals themselves."""
        return tuple(sum(len(self.card(seat, column).scores) for column in range(self.columns))
                     for seat in range(self.players))

    def is_open(self, seat: int, box: Box) -> bool:
        column, name = box
        return not self.card(seat, column).is_filled(name)

    def preview(self, box: Box, dice: Sequence[int]) -> int:
        """What `dice` would enter in `box`, as the sheet would show it."""
        column, name = box
        return score(name, dice) * self.weights[column]

    def previews(self, seat: int, dice: Sequence[int]) -> dict[Box, int]:
        """What `dice` would enter in each open box of `seat`, as the sheet would show it
        (one unweighted column here; Triple weighs its three)."""
        return {(0, name): points for name, points in open_scores(self.card(seat, 0), dice).items()}

    def bonus_reached_by(self, seat: int, box: Box, dice: Sequence[int]) -> bool:
        """True if filling `box` with `dice` would lift that column over the bonus line."""
        column, name = box
        card = self.card(seat, column)
        return name in UPPER and card.upper_total < BONUS_THRESHOLD <= card.upper_total + score(name, dice)

    @property
    def bonus_points(self) -> int:
        """What the upper bonus is worth in one unweighted column."""
        return BONUS_POINTS

    def column(self, seat: int, column: int) -> ColumnState:
        card = self.card(seat, column)
        weight = self.weights[column]
        return ColumnState({name: points * weight for name, points in card.scores.items()},
                           card.upper_total, card.bonus * weight, card.total * weight)


class DicetimeBoard(Board):
    columns = 1
    weights = (1,)

    game: DicetimeGame

    def card(self, seat: int, column: int) -> ScoreCard:
        return self.game.cards[seat]

    def fill(self, seat: int, box: Box) -> int:
        return self.game.fill(box[1], seat)


class TripleBoard(Board):
    columns = len(WEIGHTS)
    weights = WEIGHTS

    game: TripleGame

    def card(self, seat: int, column: int) -> ScoreCard:
        return self.game.sheets[seat].columns[column]

    def fill(self, seat: int, box: Box) -> int:
        column, name = box
        return self.game.fill(column, name, seat) * self.weights[column]

    def previews(self, seat: int, dice: Sequence[int]) -> dict[Box, int]:
        return {box: points * self.weights[box[0]] for box, points in self.game.sheets[seat].open_scores(dice).items()}


class PuzzleBoard(Board):
    """The solo Puzzle: one seat, one column, rerolls from one pool, a timer the scene drives."""

    columns = 1
    weights = (1,)

    game: PuzzleGame

    @property
    def players(self) -> int:
        return 1

    @property
    def active_players(self) -> tuple[int, ...]:
        return () if self.game.is_over else (0,)

    @property
    def is_concurrent(self) -> bool:
        return False

    @property
    def round(self) -> int:
        """The turn being played (the last one once the card is full)."""
        return min(len(CATEGORIES), len(CATEGORIES) - len(self.game.card.open_categories) + 1)

    @property
    def rounds(self) -> int:
        return len(CATEGORIES)

    def turn(self, seat: int) -> DiceTurn:
        return self.game.turn()

    @property
    def totals(self) -> tuple[int, ...]:
        return (self.game.score,)

    def winners(self) -> tuple[int, ...]:
        return (0,)

    def card(self, seat: int, column: int) -> ScoreCard:
        return self.game.card

    def fill(self, seat: int, box: Box) -> int:
        return self.game.fill(box[1])

    # --- the pool and the clock -------------------------------------------------------------
    @property
    def rerolls_left(self) -> int:
        return self.game.rerolls_left

    @property
    def time_left(self) -> float | None:
        return self.game.time_left

    @property
    def timed_out(self) -> bool:
        return self.game.timed_out

    def advance_time(self, dt: float) -> None:
        self.game.advance_time(dt)

    # --- a campaign level's twists (the rule text's puzzle has none) -----------------------
    def preview(self, box: Box, dice: Sequence[int]) -> int:
        return self.game.card.preview(box[1], dice)

    def previews(self, seat: int, dice: Sequence[int]) -> dict[Box, int]:
        card = self.game.card
        return {(0, name): card.preview(name, dice) for name in card.open_categories}

    def bonus_reached_by(self, seat: int, box: Box, dice: Sequence[int]) -> bool:
        card = self.game.card
        upper, line = card.bonus_progress
        return box[1] in UPPER and upper < line <= upper + card.preview(box[1], dice)

    @property
    def bonus_points(self) -> int:
        return self.game.twists.bonus_points


def first_open(board: Board, seat: int) -> Box:
    boxes = board.open_boxes(seat)
    return boxes[0] if boxes else (0, CATEGORIES[0])
