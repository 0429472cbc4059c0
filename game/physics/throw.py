"""Headless throws: the game's own tray, run to rest without drawing."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from game.physics.tray import STEP, Tray


@dataclass(frozen=True)
class ThrowResult:
    """``faces``: the value on top of each die as physics left it (1..6).

    ``settle_time``: simulated seconds from the throw until every thrown die rested.
    ``hops``: how often a hard hit threw a die up off the felt.
    ``held_faces``: with ``locked``, the faces of the first (all-dice) throw, so a
    caller can check that the locked dice kept theirs.
    """

    faces: tuple[int, ...]
    settle_time: float
    hops: int
    held_faces: tuple[int, ...] | None = None


def simulate_throw(
    count: int,
    seed: int,
    locked: Iterable[int] = (),
    size: tuple[float, float] = (900.0, 700.0),
) -> ThrowResult:
    """Throw ``count`` dice in a tray of ``size`` seeded with ``seed`` and read them.

    With ``locked`` (die indices), all dice are first thrown and settled, then the
    unlocked ones are thrown again while the locked ones stay put, as in a reroll;
    ``faces`` and ``settle_time`` describe that second throw. The same arguments
    always give the same result.
    """
    tray = Tray(size, count, random.Random(seed), collect_events=False, keep_poses=False)
    held = sorted(set(locked))
    held_faces = None
    if held:
        tray.throw()
        tray.run_until_settled(STEP)
        held_faces = tray.faces
    tray.throw(locked=held)
    settle_time = tray.run_until_settled(STEP)
    assert tray.faces is not None
    return ThrowResult(tray.faces, settle_time, tray.hops, held_faces)
