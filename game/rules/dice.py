"""Checking dice values that come from outside (physics, the caller, a test)."""

from __future__ import annotations

from collections.abc import Iterable


def validate_dice(dice: Iterable[int], count: int | None = 5) -> tuple[int, ...]:
    """Return the dice as a tuple, or raise ValueError if they are not `count` ints 1..6.

    `count=None` accepts any number of dice.
    """
    try:
        values = tuple(dice)
    except TypeError as exc:
        raise ValueError(f"dice must be a sequence of {count} ints, got {dice!r}") from exc
    if count is not None and len(values) != count:
        raise ValueError(f"need exactly {count} dice, got {len(values)}: {values!r}")
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"a die must be an int 1..6, got {value!r}")
        if not 1 <= value <= 6:
            raise ValueError(f"a die shows 1..6, got {value}")
    return values
