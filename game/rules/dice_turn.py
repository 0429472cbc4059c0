"""One turn with five dice that can be locked and rerolled (Dicetime, Puzzle, Triple).

The rolled values always come from the caller: in the game they are read from the
physics tray. `to_roll` says which dice the next throw must cover (the others stay
locked), and `roll(values)` takes exactly that many values in that order.
`roll_random(rng)` draws them from an injected `random.Random` instead.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from game.rules.dice import validate_dice
from game.rules.errors import IllegalMove

DICE_COUNT = 5


class RerollPool:
    """Rerolls a turn may spend: 2 of its own in Versus, a shared pool in the Puzzle."""

    def __init__(self, rerolls: int) -> None:
        if isinstance(rerolls, bool) or not isinstance(rerolls, int) or rerolls < 0:
            raise ValueError(f"rerolls must be an int >= 0, got {rerolls!r}")
        self.left = rerolls

    def spend(self) -> None:
        if self.left <= 0:
            raise IllegalMove("no rerolls left")
        self.left -= 1


class DiceTurn:
    """Five dice: a free first roll of all five, then rerolls of the unlocked dice from `pool`."""

    def __init__(self, pool: RerollPool) -> None:
        self._pool = pool
        self._dice: tuple[int, ...] | None = None
        self._locked = [False] * DICE_COUNT
        self._closed = False

    # --- what the scene and computer players read -------------------------------------------
    @property
    def dice(self) -> tuple[int, ...] | None:
        """The five faces, or None before the first roll."""
        return self._dice

    @property
    def has_rolled(self) -> bool:
        return self._dice is not None

    @property
    def locked(self) -> tuple[bool, ...]:
        return tuple(self._locked)

    @property
    def rolls_left(self) -> int:
        """Throws still possible this turn, the free first roll included."""
        if self._closed:
            return 0
        return self._pool.left + (0 if self.has_rolled else 1)

    @property
    def to_roll(self) -> tuple[int, ...]:
        """Indices of the dice the next throw covers (all five for the first roll)."""
        if not self.has_rolled:
            return tuple(range(DICE_COUNT))
        return tuple(i for i, lock in enumerate(self._locked) if not lock)

    @property
    def can_roll(self) -> bool:
        return not self._closed and self.rolls_left > 0 and bool(self.to_roll)

    @property
    def is_closed(self) -> bool:
        return self._closed

    # --- actions --------------------------------------------------------------------------------
    def roll(self, values: Iterable[int]) -> tuple[int, ...]:
        """Enter the faces thrown for the dice in `to_roll` (in that order); returns all five."""
        self._check_open()
        indices = self.to_roll
        if not indices:
            raise IllegalMove("every die is locked: unlock at least one to reroll")
        if self.rolls_left <= 0:
            raise IllegalMove("no rolls left this turn: fill a category")
        faces = validate_dice(values, count=len(indices))
        if self.has_rolled:
            self._pool.spend()
            dice = list(self._dice)  # type: ignore[arg-type]
        else:
            dice = [0] * DICE_COUNT
        for index, face in zip(indices, faces):
            dice[index] = face
        self._dice = tuple(dice)
        return self._dice

    def roll_random(self, rng: random.Random) -> tuple[int, ...]:
        return self.roll([rng.randint(1, 6) for _ in self.to_roll])

    def lock(self, index: int, locked: bool = True) -> None:
        self._check_open()
        if not self.has_rolled:
            raise IllegalMove("roll first: there are no dice to lock yet")
        if not isinstance(index, int) or not 0 <= index < DICE_COUNT:
            raise IllegalMove(f"die index must be 0..{DICE_COUNT - 1}, got {index!r}")
        self._locked[index] = bool(locked)

    def toggle_lock(self, index: int) -> bool:
        """Flip one die's lock; returns whether it is locked now."""
        self.lock(index, not self.locked[index] if index in range(DICE_COUNT) else True)
        return self._locked[index]

    def set_locked(self, flags: Sequence[bool]) -> None:
        if len(flags) != DICE_COUNT:
            raise IllegalMove(f"need {DICE_COUNT} lock flags, got {len(flags)}")
        for index, flag in enumerate(flags):
            self.lock(index, flag)

    def close(self) -> tuple[int, ...]:
        """End the turn (its category was filled, or the time ran out); returns the dice."""
        self._check_open()
        if self._dice is None:
            raise IllegalMove("roll the dice before filling a category")
        self._closed = True
        return self._dice

    def abandon(self) -> None:
        self._closed = True

    def _check_open(self) -> None:
        if self._closed:
            raise IllegalMove("this turn is over")

    def __repr__(self) -> str:
        return f"DiceTurn(dice={self._dice}, locked={self.locked}, rolls_left={self.rolls_left})"
