"""Dicetime: the Yahtzee-style game with five planet dice and 13 categories.

Pure rules: no pygame, no pymunk, no I/O. See shared RULES.md for the reading.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from game.rules.dice import validate_dice as check_dice
from game.rules.errors import IllegalMove
from game.rules.outcome import check_players
from game.rules.turn_order import SeatedDiceGame

CATEGORIES: tuple[str, ...] = (
    "ones", "twos", "threes", "fours", "fives", "sixes",
    "three_kind", "four_kind", "full_house",
    "small_straight", "large_straight", "five_kind", "chance",
)
UPPER: tuple[str, ...] = CATEGORIES[:6]
LOWER: tuple[str, ...] = CATEGORIES[6:]
DICE_COUNT = 5
BONUS_THRESHOLD = 63
BONUS_POINTS = 35
FULL_HOUSE_POINTS = 25
SMALL_STRAIGHT_POINTS = 30
LARGE_STRAIGHT_POINTS = 40
FIVE_KIND_POINTS = 50

_UPPER_FACE = {name: face for face, name in enumerate(UPPER, start=1)}
_SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE_RUNS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})


def bonus_in_reach(upper: int, closed: Iterable[str], line: int = BONUS_THRESHOLD) -> bool:
    """Whether an upper total of `upper` can still reach the bonus `line` with the upper rows not in
    `closed` (filled, or crossed out by a level) each still to score five of a kind."""
    shut = set(closed)
    return upper + sum(DICE_COUNT * face for name, face in _UPPER_FACE.items() if name not in shut) >= line


def validate_dice(dice: Iterable[int], count: int = DICE_COUNT) -> tuple[int, ...]:
    """Return the dice as a tuple, or raise ValueError if they are not `count` ints 1..6."""
    return check_dice(dice, count)


def score(category: str, dice: Sequence[int]) -> int:
    """Points that `dice` (five ints 1..6, any order) score in `category`."""
    if category not in CATEGORIES:
        raise ValueError(f"unknown category {category!r}; expected one of {', '.join(CATEGORIES)}")
    values = validate_dice(dice)
    counts = Counter(values)
    most = max(counts.values())
    faces = set(values)
    if category in _UPPER_FACE:
        face = _UPPER_FACE[category]
        return face * counts[face]
    if category == "three_kind":
        return sum(values) if most >= 3 else 0
    if category == "four_kind":
        return sum(values) if most >= 4 else 0
    if category == "full_house":
        return FULL_HOUSE_POINTS if sorted(counts.values()) == [2, 3] else 0
    if category == "small_straight":
        return SMALL_STRAIGHT_POINTS if any(run <= faces for run in _SMALL_RUNS) else 0
    if category == "large_straight":
        return LARGE_STRAIGHT_POINTS if faces in _LARGE_RUNS else 0
    if category == "five_kind":
        return FIVE_KIND_POINTS if most == 5 else 0
    return sum(values)  # chance


def upper_bonus(upper_total: int) -> int:
    return BONUS_POINTS if upper_total >= BONUS_THRESHOLD else 0


class ScoreCard:
    """One player's Dicetime column: each category filled at most once."""

    def __init__(self) -> None:
        self._scores: dict[str, int] = {}

    def fill(self, category: str, dice: Sequence[int]) -> int:
        if category not in CATEGORIES:
            raise ValueError(f"unknown category {category!r}")
        if category in self._scores:
            raise IllegalMove(f"category {category!r} is already filled")
        points = score(category, dice)
        self._scores[category] = points
        return points

    def get(self, category: str) -> int | None:
        """The points entered in `category`, or None while it is open."""
        return self._scores.get(category)

    def is_filled(self, category: str) -> bool:
        return category in self._scores

    @property
    def scores(self) -> dict[str, int]:
        return dict(self._scores)

    @property
    def upper_total(self) -> int:
        return sum(self._scores.get(name, 0) for name in UPPER)

    @property
    def bonus(self) -> int:
        return upper_bonus(self.upper_total)

    @property
    def lower_total(self) -> int:
        return sum(self._scores.get(name, 0) for name in LOWER)

    @property
    def total(self) -> int:
        return self.upper_total + self.bonus + self.lower_total

    @property
    def is_complete(self) -> bool:
        return len(self._scores) == len(CATEGORIES)

    @property
    def open_categories(self) -> tuple[str, ...]:
        return tuple(name for name in CATEGORIES if name not in self._scores)

    def __repr__(self) -> str:
        return f"ScoreCard(total={self.total}, filled={len(self._scores)}/13)"


def open_scores(card: ScoreCard, dice: Sequence[int]) -> dict[str, int]:
    """What `dice` would score in each open category of `card` (for scenes and computer players)."""
    values = validate_dice(dice)
    return {name: score(name, values) for name in card.open_categories}


class DicetimeGame(SeatedDiceGame):
    """Versus (or solo) Dicetime: 13 rounds in seat order, one category filled per turn.

    `revenge=True` is the rematch: every player's first turn is open at the same time
    (`active_players`, `turn(player)`, `fill(category, player)`), then seat order.
    """

    def __init__(self, players: int = 2, revenge: bool = False) -> None:
        check_players(players, 1, 4, "Dicetime")
        self.cards: tuple[ScoreCard, ...] = tuple(ScoreCard() for _ in range(players))
        super().__init__(players, len(CATEGORIES), concurrent_first_round=revenge)

    def fill(self, category: str, player: int | None = None) -> int:
        """Enter the turn's dice in `category` of `player`'s card; ends that turn."""
        seat = self._seat(player)
        card = self.cards[seat]
        if category not in CATEGORIES:
            raise IllegalMove(f"unknown category {category!r}")
        if card.is_filled(category):
            raise IllegalMove(f"{category!r} is already filled on player {seat}'s card")
        dice = self._turns[seat].close()
        points = card.fill(category, dice)
        self._finish_turn(seat)
        return points

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(card.total for card in self.cards)

    def revenge(self) -> "DicetimeGame":
        """The rematch offered when a game ends: same players, first turns at the same time."""
        return DicetimeGame(self.players, revenge=True)

    def __repr__(self) -> str:
        return f"DicetimeGame(players={self.players}, round={self.round}, totals={self.totals})"
