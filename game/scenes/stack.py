"""The scene stack: push, pop, replace, with paired pause/resume."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.base import Scene


class SceneStack:
    """Scenes on top of each other; only the top one gets input and updates.

    Changes asked for while a scene is running its own code are applied at
    once, in order, so `pop(); push(x)` from inside `handle` works as expected.
    `on_change` is called after every change (the app releases held buttons), `before_change` before
    one (the scenes leaving are still there: the app may draw the picture it fades out from).
    """

    def __init__(self, on_change: Callable[[], None] | None = None,
                 before_change: Callable[[], None] | None = None) -> None:
        self._scenes: list[Scene] = []
        self._on_change = on_change
        self._before_change = before_change

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        self._changing()
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        self._changed()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        self._changing()
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        self._changed()
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for `scene` (the one below is not resumed)."""
        self._changing()
        old = self._scenes.pop() if self._scenes else None
        if old is not None:
            old.exit()
        self._scenes.append(scene)
        scene.enter()
        self._changed()
        return old

    def clear_to(self, scene: Scene) -> None:
        """Pop everything and start over with `scene` (e.g. quit to title)."""
        self._changing()
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        self._changed()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]

    def _changing(self) -> None:
        if self._before_change is not None:
            self._before_change()

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change()
