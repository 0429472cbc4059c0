"""Which dice of a tray panel are held, and how far each is lifted (`game.render.held_die` draws them).

A scene tells its panel the dice it holds at every step (`TrayPanel.update(..., held=...)`); a die held lifts over
`held_die.LIFT_TIME` and sets down as it is let go (at once with reduced motion). Physics never moves it: the lift is
a drawing, and the face it shows is the one physics left up. A die lifted all the way is drawn in the tray's still
picture (made once per hold); one whose lift is under way is drawn every frame over it, until it is up or down.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.render import dice_view, held_die


class Holds:
    def __init__(self) -> None:
        self.lifts: dict[int, float] = {}    # die -> how far through its lift (0..1]; 1: up
        self.held: frozenset[int] = frozenset()

    def step(self, held: Iterable[int], dt: float, reduced_motion: bool) -> None:
        """The dice `held` now (on the felt); every lift moves on by `dt`."""
        self.held = frozenset(held)
        move = 1.0 if reduced_motion else dt / held_die.LIFT_TIME
        for index in self.held | set(self.lifts):
            t = self.lifts.get(index, 0.0)
            t = min(1.0, t + move) if index in self.held else max(0.0, t - move)
            if t > 0.0:
                self.lifts[index] = t
            else:
                self.lifts.pop(index, None)

    def drop(self, indices: Iterable[int]) -> None:
        """These dice leave the felt or are thrown: drawn lying (a thrown die tumbles from where it lay)."""
        gone = set(indices)
        for index in gone:
            self.lifts.pop(index, None)
        self.held = self.held.difference(gone)

    def up(self) -> frozenset[int]:
        """The dice lifted all the way (drawn in the still picture)."""
        return frozenset(i for i, t in self.lifts.items() if t >= 1.0 and i in self.held)

    def moving(self) -> frozenset[int]:
        """The dice whose lift is under way (drawn every frame)."""
        return frozenset(self.lifts).difference(self.up())

    def key(self) -> tuple:
        """Changes whenever a die joins or leaves the still picture's lifted dice or the moving ones."""
        return tuple(sorted(self.up())), tuple(sorted(self.moving()))

    def look(self, index: int) -> tuple[float, bool] | None:
        """How die `index` is drawn: (how far lifted, whether it wears its badge: held), or None: lying."""
        t = self.lifts.get(index)
        return None if t is None else (t, index in self.held)

    def lifted_points(self, camera: dice_view.Camera, pose, edge: float, index: int,
                      points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        """Screen `points` round die `index` lying at `pose` (its corners, its middle) where its lifted picture shows
        them (as they were for a die lying)."""
        t = self.lifts.get(index)
        if t is None:
            return points
        return held_die.lifted_corners(points, dice_view.top_centre(camera, pose, edge), edge, t)
