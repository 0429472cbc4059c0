"""Which dice of a tray panel are held, and how far each is lifted (`game.render.held_die` draws them).

A scene tells its panel the dice it holds at every step (`TrayPanel.update(..., held=...)`); a die held lifts over
`held_die.LIFT_TIME` and sets down as it is let go (at once with reduced motion). Physics never moves it: the lift is
a drawing, and the face it shows is the one physics left up. A die lifted all the way is drawn in the tray's still
picture (made once per hold); one whose lift is under way is drawn every frame over it, until it is up or down.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from game.render import held_die


class Holds:
    def __init__(self) -> None:
        self.lifts: dict[int, float] = {}    # die -> how far through its lift (0..1]; 1: up
        self.held: frozenset[int] = frozenset()
        self.most: dict[int, float] = {}     # die -> px it is drawn up when lifted all the way
        self._mask: tuple | None = None      # the lock mask of the last step (a step that changes nothing: at once)
        self._up: frozenset[int] = frozenset()
        self._moving: frozenset[int] = frozenset()
        self._key: tuple = ((), ())

    def step(self, mask: Sequence[bool], on_felt: Callable[[int], bool], dt: float, reduced_motion: bool,
             most: Callable[[int], float]) -> None:
        """The dice held now (`mask`, those `on_felt`); every lift moves on by `dt`. `most`: how many px a die may be
        drawn up (asked once as it starts to lift: a held die lies still)."""
        mask = tuple(mask)
        if mask == self._mask and not self._moving:
            return
        self._mask = mask
        self.held = frozenset(i for i, hold in enumerate(mask) if hold and on_felt(i))
        for index in self.held.difference(self.lifts):
            self.most[index] = most(index)
        move = 1.0 if reduced_motion else dt / held_die.LIFT_TIME
        for index in self.held | set(self.lifts):
            t = self.lifts.get(index, 0.0)
            t = min(1.0, t + move) if index in self.held else max(0.0, t - move)
            if t > 0.0:
                self.lifts[index] = t
            else:
                self.lifts.pop(index, None)
                self.most.pop(index, None)
        self._sort()

    def drop(self, indices: Iterable[int]) -> None:
        """These dice leave the felt or are thrown: drawn lying (a thrown die tumbles from where it lay)."""
        gone = set(indices)
        for index in gone:
            self.lifts.pop(index, None)
            self.most.pop(index, None)
        self.held = self.held.difference(gone)
        self._mask = None
        self._sort()

    def _sort(self) -> None:
        self._up = frozenset(i for i, t in self.lifts.items() if t >= 1.0 and i in self.held)
        self._moving = frozenset(self.lifts).difference(self._up)
        self._key = tuple(sorted(self._up)), tuple(sorted(self._moving))

    def up(self) -> frozenset[int]:
        """The dice lifted all the way (drawn in the still picture)."""
        return self._up

    def moving(self) -> frozenset[int]:
        """The dice whose lift is under way (drawn every frame)."""
        return self._moving

    def key(self) -> tuple:
        """Changes whenever a die joins or leaves the still picture's lifted dice or the moving ones."""
        return self._key

    def look(self, index: int) -> tuple[float, bool, float] | None:
        """How die `index` is drawn: (how far through its lift, whether it wears its badge: held, px up), or None:
        lying."""
        t = self.lifts.get(index)
        return None if t is None else (t, index in self.held, self.up_px(index))

    def up_px(self, index: int) -> float:
        """How many px up die `index` is drawn now."""
        t = self.lifts.get(index)
        return 0.0 if t is None else self.most.get(index, 0.0) * held_die.ease(t)

    def lifted_points(self, index: int, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        """Screen `points` round die `index` (its corners, its middle) where its lifted picture shows them."""
        return held_die.lifted_corners(points, self.up_px(index)) if index in self.lifts else points
