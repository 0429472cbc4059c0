"""One turn with five dice that can be locked and rerolled (Dicetime, Puzzle, Triple).

The rolled values always come from the caller: in the game they are read from the
physics tray. `to_roll` says which dice the next throw must cover (the others stay
locked), and `roll(values)` takes exactly that many values in that order.
`roll_random(rng)` draws them from an injected `random.Random` instead.

A puzzle level may *pin* a planet: it shows the same face the whole turn, is never thrown
and cannot be unlocked (`DiceTurn(pool, pinned={0: 6})`). A level may also cap the rerolls
of one turn (`TurnCap`, a view of the shared pool).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

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

    def add(self, rerolls: int) -> None:
        """Rerolls won back (a puzzle level's reward)."""
        if isinstance(rerolls, bool) or not isinstance(rerolls, int) or rerolls < 0:
            raise ValueError(f"rerolls to add must be an int >= 0, got {rerolls!r}")
        self.left += rerolls


class TurnCap:
    """One turn's view of a shared pool that lets the turn spend at most `cap` rerolls."""

    def __init__(self, pool: RerollPool, cap: int) -> None:
        if isinstance(cap, bool) or not isinstance(cap, int) or cap < 0:
            raise ValueError(f"a turn's reroll cap must be an int >= 0, got {cap!r}")
        self._pool = pool
        self.cap = cap
        self.spent = 0

    @property
    def left(self) -> int:
        return min(self._pool.left, self.cap - self.spent)

    def spend(self) -> None:
        if self.spent >= self.cap and self._pool.left > 0:
            raise IllegalMove(f"a turn may spend at most {self.cap} rerolls here")
        self._pool.spend()
        self.spent += 1


class DiceTurn:
    """Five dice: a free first roll of all five, then rerolls of the unlocked dice from `pool`."""

    def __init__(self, pool: RerollPool | TurnCap, pinned: Mapping[int, int] | None = None) -> None:
        self._pool = pool
        self._pinned = dict(pinned or {})
        for index, face in self._pinned.items():
            if not (isinstance(index, int) and 0 <= index < DICE_COUNT):
                raise ValueError(f"a pinned die index must be 0..{DICE_COUNT - 1}, got {index!r}")
            validate_dice([face], count=1)
        if len(self._pinned) >= DICE_COUNT:
            raise ValueError("at least one die must be free to roll")
        self._dice: tuple[int, ...] | None = None
        self._locked = [index in self._pinned for index in range(DICE_COUNT)]
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
    def pinned(self) -> dict[int, int]:
        """Die index -> the face it shows all turn (never thrown, always locked)."""
        return dict(self._pinned)

    @property
    def rolls_left(self) -> int:
        """Throws still possible this turn, the free first roll included."""
        if self._closed:
            return 0
        return self._pool.left + (0 if self.has_rolled else 1)

    @property
    def to_roll(self) -> tuple[int, ...]:
        """Indices of the dice the next throw covers (all but the pinned ones for the first roll)."""
        if not self.has_rolled:
            return tuple(i for i in range(DICE_COUNT) if i not in self._pinned)
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
            dice = [self._pinned.get(i, 0) for i in range(DICE_COUNT)]
        for index, face in zip(indices, faces, strict=False):
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
        if index in self._pinned and not locked:
            raise IllegalMove("this planet stays locked for the whole level")
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
