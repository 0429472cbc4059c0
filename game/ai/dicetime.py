"""Computer players and hints for Dicetime.

Everything here takes plain data, never a game-state object:

- ``open_categories``: the names still open (any iterable of ``game.rules.dicetime.CATEGORIES``),
- ``upper_total``: the upper-section points so far (any value >= 0; 63 and above count alike),
- ``dice``: the five values on the table, in their table order,
- ``rolls_left``: rerolls still allowed this turn (2 right after the first roll, then 1, then 0).

Values are *expected points still to come* from the decision on, counting category points and the
upper bonus not yet earned; add the points already on the card to get the expected final score.

Optimal play (Hard, and every hint) — the contract of issue 5:

- ``expected_score() -> float``: the value of an empty card, 245.8707745 for our rules.
- ``play_solitaire(seed, difficulty="hard") -> int``: one complete 13-turn game on seeded dice.
- ``state_value(open_categories, upper_total) -> float``: value at the start of a turn.
- ``evaluate_keeps(open, upper, dice, rolls_left) -> {keep: value}``: every distinct keep (a sorted
  tuple of the values held; holding all five means "stop rolling").
- ``evaluate_categories(open, upper, dice) -> {category: value}``: points now (and bonus) + value after.
- ``best_keep(...)``, ``best_category(...)``, ``hint(...) -> Hint``: what Hard would do now.
- ``expected_loss(open, upper, dice, rolls_left, choice) -> float``: expected points a choice (a keep
  or a category name; filling is allowed with rerolls left) gives up against optimal play, >= 0.
- ``lock_mask(dice, keep)``: which dice, in table order, to lock for a keep.

Seats: ``make_player("easy" | "normal" | "hard")`` returns a player with
``choose_keep(turn, rng) -> keep`` and ``choose_category(turn, rng) -> category`` for a
``DicetimeTurn``. A keep of all five dice means the player stops rolling; the scene then asks for the
category. The scene shows the steps (think, lock, roll, pick); the player only decides. The `rng`
argument is there for seats that randomise; the three below are deterministic.

- Hard: optimal (the table of ``game.ai.dicetime_table``; built on first use in a few seconds, then
  cached; ``dicetime_table.warm_up_in_background()`` starts that early).
- Normal: plans each turn exactly, but values the card by a rule of thumb: average points per open
  category plus the chance of the upper bonus, judged by how far the upper total is above or below
  "three of each face". It plans for the bonus but not for the rest of the game.
- Easy: greedy; plans each turn for the points it can score this turn only.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import numpy as np

from game.ai import dicetime_table
from game.ai.dicetime_table import N_FILLED_SETS, N_UPPER, UPPER_CAP
from game.ai.simulate import roll_turn
from game.ai.turn_plan import MAX_REROLLS, lock_mask
from game.ai.valuation import CardValuation, ColumnState, Hint, check_card_turn, column_state
from game.rules.dicetime import BONUS_POINTS, CATEGORIES, UPPER, ScoreCard, validate_dice

__all__ = [
    "DIFFICULTIES", "DicetimeTurn", "Hint", "Player", "best_category", "best_keep", "evaluate_categories",
    "evaluate_keeps", "expected_loss", "expected_score", "hint", "lock_mask", "make_player",
    "play_solitaire", "play_game", "state_value", "turn_from_card",
]

DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")


@dataclass(frozen=True)
class DicetimeTurn:
    """A seat's decision point, as plain data."""

    open_categories: frozenset[str]
    upper_total: int
    dice: tuple[int, ...]
    rolls_left: int

    def __post_init__(self) -> None:
        check_card_turn(self)
        if not 0 <= self.rolls_left <= MAX_REROLLS:
            raise ValueError(f"rolls_left must be 0..{MAX_REROLLS}, got {self.rolls_left}")


def turn_from_card(card: ScoreCard, dice: Sequence[int], rolls_left: int) -> DicetimeTurn:
    """Bridge from anything with ``open_categories`` and ``upper_total`` (e.g. a ScoreCard)."""
    return DicetimeTurn(frozenset(card.open_categories), card.upper_total, tuple(dice), rolls_left)


def _column(open_categories: Iterable[str], upper_total: int) -> tuple[ColumnState]:
    return (column_state(open_categories, upper_total),)


# --- the optimal valuation: Hard, and every hint -------------------------------------------------

_optimal = CardValuation(dicetime_table.values)


def expected_score() -> float:
    """Expected final score of an empty card under optimal play (245.8707745 for our rules)."""
    return float(dicetime_table.values()[0, 0])


def state_value(open_categories: Iterable[str], upper_total: int) -> float:
    """Expected points still to come at the start of a turn, under optimal play."""
    return _optimal.position_value(_column(open_categories, upper_total))


def evaluate_keeps(
    open_categories: Iterable[str], upper_total: int, dice: Sequence[int], rolls_left: int
) -> dict[tuple[int, ...], float]:
    """Expected points to come for each distinct keep (sorted tuple), rolls_left >= 1."""
    plan = _optimal.turn_plan(_column(open_categories, upper_total))
    return plan.evaluate_keeps(validate_dice(dice), rolls_left)


def evaluate_categories(open_categories: Iterable[str], upper_total: int, dice: Sequence[int]) -> dict[str, float]:
    """For each open category: points these dice score there (plus the bonus if reached) + value after."""
    values = _optimal.box_values(_column(open_categories, upper_total), dice)
    return {category: value for (_column_index, category), value in values.items()}


def best_keep(open_categories: Iterable[str], upper_total: int, dice: Sequence[int], rolls_left: int) -> tuple[int, ...]:
    """The optimal keep (sorted tuple); all five dice means stop rolling and fill."""
    return _optimal.turn_plan(_column(open_categories, upper_total)).best_keep(validate_dice(dice), rolls_left)


def best_category(open_categories: Iterable[str], upper_total: int, dice: Sequence[int]) -> str:
    """The optimal category to fill with these dice (first in CATEGORIES order on an exact tie)."""
    return _optimal.best_box(_column(open_categories, upper_total), dice)[1]


def expected_loss(
    open_categories: Iterable[str],
    upper_total: int,
    dice: Sequence[int],
    rolls_left: int,
    choice: str | Sequence[int],
) -> float:
    """Expected points `choice` gives up against optimal play from here (0 for an optimal choice).

    `choice` is a category name (fill now; allowed with rerolls left) or a keep (the values held,
    any order; needs rolls_left >= 1). A keep of all five is valued as rolling none of them, the turn
    going on with one reroll fewer; to judge stopping there, pass the category filled.
    """
    if isinstance(choice, str):
        choice = (0, choice)
    return _optimal.expected_loss(_column(open_categories, upper_total), dice, rolls_left, choice)


def hint(open_categories: Iterable[str], upper_total: int, dice: Sequence[int], rolls_left: int) -> Hint:
    """What Hard would do now (``Hint.column`` is always 0 here)."""
    return _optimal.hint(_column(open_categories, upper_total), dice, rolls_left)


# --- the weaker valuations ---------------------------------------------------------------------

#: Average points per category in optimal play: Hard over 2,000 solitaire games (seeds
#: 10000..11999), rounded. Normal uses them as the worth of a category still open.
AVERAGE_POINTS: dict[str, float] = {
    "ones": 1.9, "twos": 5.2, "threes": 8.7, "fours": 12.3, "fives": 15.8, "sixes": 19.4,
    "three_kind": 22.1, "four_kind": 13.0, "full_house": 22.8,
    "small_straight": 29.7, "large_straight": 33.1, "five_kind": 15.6, "chance": 22.2,
}
#: How soft the bonus outlook is: points above/below par that move the chance by about a quarter.
BONUS_SOFTNESS = 4.0


@lru_cache(maxsize=1)
def rule_of_thumb_table() -> np.ndarray:
    """Normal's card valuation: average points of the open categories + bonus outlook.

    The outlook compares the upper total plus "three of each open face" with 63: on par or above the
    bonus is likely, far below it is lost. A smooth (logistic) curve makes small gains count.
    """
    masks = np.arange(N_FILLED_SETS)[:, None]
    upper = np.arange(N_UPPER)[None, :]
    averages = np.zeros(N_FILLED_SETS)
    par_to_come = np.zeros(N_FILLED_SETS)
    for i, name in enumerate(CATEGORIES):
        is_open = (np.arange(N_FILLED_SETS) >> i & 1) == 0
        averages += np.where(is_open, AVERAGE_POINTS[name], 0.0)
        if name in UPPER:
            par_to_come += np.where(is_open, 3 * (i + 1), 0)
    slack = upper + par_to_come[:, None] - UPPER_CAP
    any_upper_open = (masks & 0b111111) != 0b111111
    outlook = BONUS_POINTS / (1.0 + np.exp(-slack / BONUS_SOFTNESS))
    bonus = np.where((upper < UPPER_CAP) & any_upper_open, outlook, 0.0)
    table = averages[:, None] + bonus
    table[N_FILLED_SETS - 1] = 0.0
    table.setflags(write=False)
    return table


@lru_cache(maxsize=1)
def no_future_table() -> np.ndarray:
    """Easy's card valuation: nothing beyond this turn counts."""
    table = np.zeros((N_FILLED_SETS, N_UPPER))
    table.setflags(write=False)
    return table


# --- seats -------------------------------------------------------------------------------------


class Player(Protocol):
    difficulty: str

    def choose_keep(self, turn: DicetimeTurn, rng: random.Random) -> tuple[int, ...]: ...

    def choose_category(self, turn: DicetimeTurn, rng: random.Random) -> str: ...


class PlanningPlayer:
    """A seat that plans each turn exactly against some valuation of the card after it."""

    def __init__(self, difficulty: str, valuation: CardValuation) -> None:
        self.difficulty = difficulty
        self._valuation = valuation

    def choose_keep(self, turn: DicetimeTurn, rng: random.Random) -> tuple[int, ...]:
        """The dice to hold (sorted values); all five means stop rolling. Needs rolls_left >= 1."""
        plan = self._valuation.turn_plan(_column(turn.open_categories, turn.upper_total))
        return plan.best_keep(turn.dice, turn.rolls_left)

    def choose_category(self, turn: DicetimeTurn, rng: random.Random) -> str:
        return self._valuation.best_box(_column(turn.open_categories, turn.upper_total), turn.dice)[1]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.difficulty!r})"


VALUATION_TABLES = {
    "hard": dicetime_table.values,
    "normal": rule_of_thumb_table,
    "easy": no_future_table,
}
_VALUATIONS = {difficulty: CardValuation(source) for difficulty, source in VALUATION_TABLES.items()}


def make_player(difficulty: str) -> PlanningPlayer:
    """A Dicetime seat of the given difficulty ("easy", "normal" or "hard")."""
    if difficulty not in _VALUATIONS:
        raise ValueError(f"difficulty must be one of {', '.join(DIFFICULTIES)}, got {difficulty!r}")
    return PlanningPlayer(difficulty, _VALUATIONS[difficulty])


def play_game(player: Player, rng: random.Random) -> ScoreCard:
    """One complete solitaire game (13 turns, no physics); returns the filled card."""
    card = ScoreCard()
    while not card.is_complete:
        dice, rolls_left = roll_turn(rng, lambda dice, left: player.choose_keep(turn_from_card(card, dice, left), rng))
        card.fill(player.choose_category(turn_from_card(card, dice, rolls_left), rng), dice)
    return card


def play_solitaire(seed: int, difficulty: str = "hard") -> int:
    """Final score of one 13-turn game by a player of `difficulty` on dice seeded by `seed`."""
    return play_game(make_player(difficulty), random.Random(seed)).total
