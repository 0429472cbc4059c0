"""The lines of text a blit carries, kept (`game.render.text.blit`): a kept picture lands where it landed before
(the still layer on the screen every frame, the score sheet on the layer at each change), with the same lines but
the few drawn again since. Making each moved line again cost ~1 us a line (350-600 lines: 0.1-0.4 ms of a frame);
here a carry the same way (the same two pictures, offset and landing area) makes only the lines it has not moved
before, and a carry of exactly the lines of last time gives last time's list.

The moved lines are values (frozen `DrawnText`), so one line shown in several frames is one object. Also
`cover`: the lines an opaque picture hides where it lands."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

KEPT = 32   # carries kept by (target, source, offset): a frame has a handful


class Carries:
    """The last carries, by (target, source, offset): what was carried, where it landed, and the moved lines."""

    def __init__(self, kept: int = KEPT) -> None:
        self.kept = kept
        # (target, source, dx, dy) -> (landed, source lines then, moved lines landed, {id(line): (line, moved)})
        self._memo: dict[tuple, tuple[tuple, tuple, list, dict[int, tuple[Any, Any]]]] = {}

    def moved(self, source: Sequence[Any], source_id: int, target: int, dx: int, dy: int, landed: pygame.Rect,
              make: Callable[..., Any]) -> list:
        """The lines of `source` whose middle lands in `landed` once moved by (dx, dy), each as
        `make(text, px, rect, box, target)`, in `source`'s order. The list returned is shared: do not change it."""
        key = (target, source_id, dx, dy)
        lines, where = tuple(source), tuple(landed)
        entry = self._memo.pop(key, None)
        if entry is not None and entry[0] == where and entry[1] == lines:
            self._memo[key] = entry
            return entry[2]
        before = entry[3] if entry is not None else {}   # lines moved the same way, wherever they landed
        by_line: dict[int, tuple[Any, Any]] = {}
        result = []
        lands = landed.collidepoint
        for line in lines:
            known = before.get(id(line))
            if known is not None and known[0] is line:
                shown = known[1]
            else:
                shown = make(line.text, line.px, line.rect.move(dx, dy), line.box.move(dx, dy), target)
            by_line[id(line)] = (line, shown)
            if lands(shown.rect.center):
                result.append(shown)
        if len(self._memo) >= self.kept:
            del self._memo[next(iter(self._memo))]
        self._memo[key] = (where, lines, result, by_line)
        return result


def cover(lines: list, picture: pygame.Surface, landed: pygame.Rect, dx: int, dy: int) -> None:
    """Drop the lines under the opaque parts of `picture`, which was blitted over `landed`."""
    alpha = picture.get_alpha()
    if alpha is not None and alpha < 255 or picture.get_colorkey() is not None:
        return
    covered = landed.collidepoint
    if not picture.get_flags() & pygame.SRCALPHA:   # opaque all over
        kept = [line for line in lines if not covered(line.rect.center)]
    else:
        at = picture.get_at
        kept = [line for line in lines if not covered(line.rect.center)
                or at((line.rect.centerx - dx, line.rect.centery - dy))[3] != 255]
    if len(kept) != len(lines):
        lines[:] = kept
