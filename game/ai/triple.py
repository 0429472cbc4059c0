"""Computer players and hints for Triple (three Dicetime columns counted x1, x2, x3).

Plain data in, as in ``game.ai.dicetime``: a position is ``columns``, one ``(open_categories,
upper_total)`` pair per column (column 0 counts x1, 1 counts x2, 2 counts x3), plus the ``dice`` and
``rolls_left`` (rerolls left this turn, 2..0). A *box* is ``(column, category)``. Values are
expected *weighted* points still to come.

No exact optimum is known for Triple (about 10^17 states). Every difficulty values a position as the
weighted sum of one value per column, and plans each turn exactly against it (see
``game.ai.valuation``):

- Hard: each column's optimal Dicetime value with a share of its *slack* (the turns it may wait while
  the other columns take them: ``game.ai.triple_slack``, a table built on first use in about 12 s,
  then cached; ``warm_up_in_background()`` starts that early). About 1,705 points a game; the plain
  sum of single-column values (Hard before) about 1,680.
- Normal: Dicetime Normal's rule of thumb (average points per open box plus the bonus outlook).
- Easy: greedy, the weighted points of this turn only.

API: ``make_player(difficulty)`` -> player with ``choose_keep(turn, rng) -> keep`` (all five dice =
stop rolling) and ``choose_box(turn, rng) -> (column, category)``; for hints (Hard's view)
``evaluate_keeps``, ``evaluate_boxes``, ``best_keep``, ``best_box``, ``expected_loss``, ``hint``;
``play_solitaire(seed, difficulty) -> int`` plays one 39-turn game alone and returns the weighted total.
``make_player("hard-v1")`` is Hard before the slack (the plain sum), kept for benchmarks.
``expected_loss`` measures against Hard, which is strong but not proven optimal in Triple (no player
averages more than ``triple_slack.upper_bound()``, about 1,993).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.ai import triple_slack
from game.ai.dicetime import DIFFICULTIES, VALUATION_TABLES
from game.ai.simulate import roll_turn
from game.ai.turn_plan import MAX_REROLLS
from game.ai.valuation import Box, CardValuation, ColumnState, Hint, column_state
from game.rules.dicetime import validate_dice
from game.rules.triple import COLUMNS, WEIGHTS, Sheet

__all__ = [
    "DIFFICULTIES", "TriplePlayer", "TripleTurn", "best_box", "best_keep", "evaluate_boxes", "evaluate_keeps",
    "expected_loss", "hint", "make_player", "play_game", "play_solitaire", "turn_from_sheet", "warm_up_in_background",
]

Columns = Sequence[tuple[Iterable[str], int]]


def _states(columns: Columns) -> tuple[ColumnState, ...]:
    if len(columns) != COLUMNS:
        raise ValueError(f"Triple has {COLUMNS} columns, got {len(columns)}")
    return tuple(column_state(open_categories, upper) for open_categories, upper in columns)


@dataclass(frozen=True)
class TripleTurn:
    """A seat's decision point, as plain data."""

    columns: tuple[tuple[frozenset[str], int], ...]
    dice: tuple[int, ...]
    rolls_left: int

    def __post_init__(self) -> None:
        columns = tuple((frozenset(open_categories), int(upper)) for open_categories, upper in self.columns)
        object.__setattr__(self, "columns", columns)
        object.__setattr__(self, "dice", validate_dice(self.dice))
        _states(columns)
        if not any(open_categories for open_categories, _ in columns):
            raise ValueError("every box is filled: there is no decision to make")
        if not 0 <= self.rolls_left <= MAX_REROLLS:
            raise ValueError(f"rolls_left must be 0..{MAX_REROLLS}, got {self.rolls_left}")

    @property
    def states(self) -> tuple[ColumnState, ...]:
        return _states(self.columns)


def turn_from_sheet(sheet: Sheet, dice: Sequence[int], rolls_left: int) -> TripleTurn:
    """Bridge from anything with ``columns`` of cards having ``open_categories`` and ``upper_total``."""
    columns = tuple((frozenset(card.open_categories), card.upper_total) for card in sheet.columns)
    return TripleTurn(columns, tuple(dice), rolls_left)


_VALUATIONS = {difficulty: CardValuation(source, WEIGHTS) for difficulty, source in VALUATION_TABLES.items()}
_VALUATIONS["hard-v1"] = _VALUATIONS["hard"]   # Hard before the slack (the plain sum), kept for measuring
_VALUATIONS["hard"] = triple_slack.SlackValuation(WEIGHTS)
_hard = _VALUATIONS["hard"]
#: Start loading (or building, ~12 s once) Hard's table in a daemon thread; returns the thread.
warm_up_in_background = triple_slack.warm_up_in_background


def evaluate_keeps(columns: Columns, dice: Sequence[int], rolls_left: int) -> dict[tuple[int, ...], float]:
    """Hard's expected weighted points to come for each distinct keep, rolls_left >= 1."""
    return _hard.turn_plan(_states(columns)).evaluate_keeps(validate_dice(dice), rolls_left)


def evaluate_boxes(columns: Columns, dice: Sequence[int]) -> dict[Box, float]:
    """Hard's value of filling each open box with these dice now."""
    return _hard.box_values(_states(columns), dice)


def best_keep(columns: Columns, dice: Sequence[int], rolls_left: int) -> tuple[int, ...]:
    return _hard.turn_plan(_states(columns)).best_keep(validate_dice(dice), rolls_left)


def best_box(columns: Columns, dice: Sequence[int]) -> Box:
    return _hard.best_box(_states(columns), dice)


def expected_loss(columns: Columns, dice: Sequence[int], rolls_left: int, choice: Box | Sequence[int]) -> float:
    """Expected weighted points a box or keep gives up against Hard's choice (>= 0)."""
    return _hard.expected_loss(_states(columns), dice, rolls_left, choice)


def hint(columns: Columns, dice: Sequence[int], rolls_left: int) -> Hint:
    """What Hard would do now: lock and reroll, or fill (column, category)."""
    return _hard.hint(_states(columns), dice, rolls_left)


class TriplePlayer:
    """A Triple seat: plans each turn exactly against its difficulty's valuation of the columns."""

    def __init__(self, difficulty: str) -> None:
        if difficulty not in _VALUATIONS:  # (and "hard-v1", Hard before the slack, for benchmarks)
            raise ValueError(f"difficulty must be one of {', '.join(DIFFICULTIES)}, got {difficulty!r}")
        self.difficulty = difficulty
        self._valuation = _VALUATIONS[difficulty]

    def choose_keep(self, turn: TripleTurn, rng: random.Random) -> tuple[int, ...]:
        """The dice to hold (sorted values); all five means stop rolling. Needs rolls_left >= 1."""
        return self._valuation.turn_plan(turn.states).best_keep(turn.dice, turn.rolls_left)

    def choose_box(self, turn: TripleTurn, rng: random.Random) -> Box:
        return self._valuation.best_box(turn.states, turn.dice)

    def __repr__(self) -> str:
        return f"TriplePlayer({self.difficulty!r})"


def make_player(difficulty: str) -> TriplePlayer:
    return TriplePlayer(difficulty)


def play_game(player: TriplePlayer, rng: random.Random) -> Sheet:
    """One complete solitaire Triple game (39 turns, no physics); returns the filled sheet."""
    sheet = Sheet()
    while not sheet.is_complete:
        dice, rolls_left = roll_turn(rng, lambda dice, left: player.choose_keep(turn_from_sheet(sheet, dice, left), rng))
        column, category = player.choose_box(turn_from_sheet(sheet, dice, rolls_left), rng)
        sheet.fill(column, category, dice)
    return sheet


def play_solitaire(seed: int, difficulty: str = "hard") -> int:
    """Weighted total of one solitaire Triple game by a player of `difficulty` on seeded dice."""
    return play_game(make_player(difficulty), random.Random(seed)).total
