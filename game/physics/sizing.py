"""How big the dice of a tray are: the size that fills a tray (`default_radius`) and a tray whose dice
fit (`fitting_tray`). Sizes are a die's circumradius in tray pixels (edge / sqrt 2)."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.physics.tray import Tray


def default_radius(size: tuple[float, float], count: int) -> float:
    """The circumradius of the footprint (edge / sqrt 2) of dice that fill a tray of ``size``.

    Five dice take about 15% of the table (split trays too), and the starting cluster always fits.
    """
    width, height = size
    per_die = math.sqrt(width * height * 0.15 / max(count, 5))
    edge = max(10.0, min(per_die, min(width, height) / 4.8, 120.0))
    return edge / math.sqrt(2.0)


def fitting_tray(size: tuple[int, int], count: int, rng: random.Random, radius: float | None) -> Tray:
    """A tray of `size` with dice of `radius`, or else the largest (up to the tray's own choice) that fit."""
    from game.physics.tray import Tray  # here: the tray sizes its dice with default_radius above
    radius = radius or default_radius(size, count)
    while True:
        try:
            return Tray(size, count, rng, radius=radius)
        except ValueError:
            if radius <= 8:
                raise
            radius = max(8.0, radius * 0.9)
