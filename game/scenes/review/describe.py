"""A decision in words: what the player did, what perfect play does, where it stood, what it cost."""

from __future__ import annotations

from game.coach.record import Decision
from game.scenes.review import words
from game.words import _


def _fill(choice) -> str:
    if isinstance(choice, tuple):            # Triple: (column, row)
        column, row = choice
        return words.filled(row, column + 1)
    return words.filled(choice)


def did(decision: Decision) -> str:
    kind, choice = decision.kind, decision.choice
    if kind == "keep":
        return words.kept(choice)
    if kind == "fill":
        return _fill(choice)
    if kind == "aside":
        return words.set_aside(choice)
    return words.banked() if kind == "bank" else words.rolled_on()


def best(decision: Decision) -> str:
    priced = decision.priced
    if priced is None:
        return ""
    choice = priced.best
    if choice in ("bank", "roll"):
        return words.bank() if choice == "bank" else words.roll_on()
    if isinstance(choice, str):
        return words.fill(choice)
    if isinstance(choice, tuple) and len(choice) == 2 and isinstance(choice[1], str):
        return words.fill(choice[1], choice[0] + 1)
    if decision.kind == "aside":
        return words.aside(choice)
    return words.keep(choice)


def cost(decision: Decision, unit: str) -> tuple[str, bool]:
    """(the words, whether it cost anything)."""
    spent = decision.priced.cost if decision.priced is not None else 0.0
    if spent <= 0:
        return _(words.PERFECT_CHOICE), False
    return words.cost(unit, spent), True


def situation(decision: Decision) -> str:
    """'Turn 7 · 2 throws left' (the turn counted from 1)."""
    position = decision.position
    parts = [words.turn(decision.turn + 1)]
    rolls_left = getattr(position, "rolls_left", None)
    pool = getattr(position, "pool_left", None)
    if pool is not None:
        parts.append(words.pool_left(pool))
    elif rolls_left is not None:
        parts.append(words.rolls_left(rolls_left))
    view = getattr(position, "view", None)
    if view is not None and view.points:
        parts.append(words.turn_points(view.points))
    return " · ".join(parts)


def kept_mask(decision: Decision) -> tuple[bool, ...]:
    """Which dice (as they lay) the player kept or set aside: marked on the card."""
    if decision.kind not in ("keep", "aside"):
        return (False,) * len(decision.dice)
    wanted: dict[int, int] = {}
    for value in decision.choice:
        wanted[value] = wanted.get(value, 0) + 1
    mask = []
    for value in decision.dice:
        take = wanted.get(value, 0) > 0
        if take:
            wanted[value] -= 1
        mask.append(take)
    return tuple(mask)
