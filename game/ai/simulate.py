"""Seeded dice for solitaire simulations (benchmarks, tests, play_solitaire): no physics."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.turn_plan import MAX_REROLLS
from game.rules.dicetime import DICE_COUNT

#: (dice in table order, rolls left) -> the keep; all five dice means stop rolling.
KeepChooser = Callable[[tuple[int, ...], int], tuple[int, ...]]


def roll_dice(rng: random.Random, count: int = DICE_COUNT) -> list[int]:
    return [rng.randint(1, 6) for _ in range(count)]


def roll_turn(rng: random.Random, choose_keep: KeepChooser, rerolls: int = MAX_REROLLS) -> tuple[tuple[int, ...], int]:
    """Roll all five, then reroll what `choose_keep` does not hold, at most `rerolls` times.

    Returns the final dice and the rerolls left unused (the keep chooser may stop early).
    """
    dice = tuple(roll_dice(rng))
    rolls_left = rerolls
    while rolls_left > 0:
        keep = choose_keep(dice, rolls_left)
        if len(keep) == DICE_COUNT:
            break
        dice = tuple(keep) + tuple(roll_dice(rng, DICE_COUNT - len(keep)))
        rolls_left -= 1
    return dice, rolls_left
