"""A decision in words: what the player did, what perfect play does, where it stood, what it cost."""

from __future__ import annotations

from game.coach.record import Decision
from game.scenes.review import words


def _fill(choice) -> str:
    if isinstance(choice, tuple):            # Triple: (column, row)
        column, row = choice
        return words.FILL_COLUMN.format(words.row_name(row), column + 1)
    return words.FILL.format(words.row_name(choice))


def did(decision: Decision) -> str:
    kind, choice = decision.kind, decision.choice
    if kind == "keep":
        return words.KEEP.format(words.dice_words(choice)) if choice else words.KEEP_NONE
    if kind == "fill":
        return _fill(choice)
    if kind == "aside":
        return words.ASIDE.format(words.dice_words(choice))
    return words.BANK if kind == "bank" else words.ROLL


def best(decision: Decision) -> str:
    priced = decision.priced
    if priced is None:
        return ""
    choice = priced.best
    if choice in ("bank", "roll"):
        return words.BEST_BANK if choice == "bank" else words.BEST_ROLL
    if isinstance(choice, str):
        return words.BEST_FILL.format(words.row_name(choice))
    if isinstance(choice, tuple) and len(choice) == 2 and isinstance(choice[1], str):
        return words.BEST_FILL_COLUMN.format(words.row_name(choice[1]), choice[0] + 1)
    if decision.kind == "aside":
        return words.BEST_ASIDE.format(words.dice_words(choice))
    return words.BEST_KEEP.format(words.dice_words(choice)) if choice else words.BEST_KEEP_NONE


def cost(decision: Decision, unit: str) -> tuple[str, bool]:
    """(the words, whether it cost anything)."""
    spent = decision.priced.cost if decision.priced is not None else 0.0
    if spent <= 0:
        return words.PERFECT_CHOICE, False
    return words.COST[unit].format(spent), True


def situation(decision: Decision) -> str:
    """'Turn 7 · 2 rerolls left' (the turn counted from 1)."""
    position = decision.position
    parts = [words.TURN.format(decision.turn + 1)]
    rolls_left = getattr(position, "rolls_left", None)
    pool = getattr(position, "pool_left", None)
    if pool is not None:
        parts.append(words.POOL_LEFT.format(pool))
    elif rolls_left is not None:
        parts.append(words.rolls_left(rolls_left))
    view = getattr(position, "view", None)
    if view is not None and view.points:
        parts.append(words.TURN_POINTS.format(view.points))
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
