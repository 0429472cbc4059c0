"""A partial patch of the still layer (`(key, draw, area, late, True)`, the score sheet): drawn over its own last
picture, nothing of it is forgotten for it and it paints only what changed; the screen copies only the rects it
returns. Over a still picture drawn again (or the first time) it is an ordinary patch."""

from __future__ import annotations

import pygame

from game.render import text
from game.scenes.playkit.chrome import StillLayer

SIZE = (320, 180)
AREA = pygame.Rect(200, 20, 100, 120)
CELL = pygame.Rect(210, 30, 30, 30)       # the part of the patch that changes


class Patch:
    def __init__(self) -> None:
        self.calls: list[bool] = []       # per call: whether the layer showed its last picture (`patch_kept`)

    def draw(self, still: StillLayer, colour) -> object:
        def draw(surface: pygame.Surface):
            self.calls.append(still.patch_kept)
            if not still.patch_kept:
                surface.fill((0, 0, 90), AREA)
                text.draw(surface, "Total", 20, (255, 255, 255), midbottom=(AREA.centerx, AREA.bottom - 4))
                return None
            surface.fill(colour, CELL)
            return [CELL.copy()]
        return draw


def words(surface: pygame.Surface) -> list[str]:
    return sorted(line.text for line in text.lines_on(surface))


def test_a_partial_patch_over_its_last_picture_paints_only_what_changed_and_the_screen_copies_only_that():
    pygame.font.init()
    still, patch = StillLayer(SIZE), Patch()

    def draw_still(surface: pygame.Surface) -> None:
        text.draw(surface, "Title", 20, (255, 255, 255), topleft=(10, 10))

    def layer(key, colour, partial=True):
        part = (key, patch.draw(still, colour), AREA, False) + ((True,) if partial else ())
        return still.layer(("still", key[0]), draw_still, patches=(part,))

    layer(("a", 1), (250, 0, 0))
    assert still.take_changes() is None and patch.calls == [False]   # the first picture: all of it
    picture = layer(("a", 2), (250, 0, 0))
    assert patch.calls == [False, True]
    assert still.take_changes() == [CELL]                             # the screen copies the cell alone
    assert tuple(picture.get_at(CELL.center))[:3] == (250, 0, 0)
    assert words(picture) == ["Title", "Total"]                      # its other lines still show
    layer(("a", 2), (250, 0, 0))
    assert patch.calls == [False, True] and still.take_changes() == []   # nothing changed: nothing drawn
    picture = layer(("b", 3), (0, 250, 0))                            # the still picture drawn again: all of it
    assert patch.calls[-1] is False and still.take_changes() is None
    assert words(picture) == ["Title", "Total"]
    layer(("b", 4), (0, 0, 250), partial=False)                       # not partial: an ordinary patch
    assert patch.calls[-1] is False and still.take_changes() == [AREA]


def test_a_patch_put_off_while_sections_are_drawn_is_drawn_the_next_frame_whatever_else_is():
    """A patch that changes in a frame that draws a section again waits a frame (its last picture shows); the next
    frame draws it even if a section is drawn again then too (a frame late, never two), and not as put off."""
    pygame.font.init()
    still, drawn = StillLayer(SIZE), []
    section = pygame.Rect(10, 30, 60, 60)

    def frame(section_key, patch_key) -> None:
        def draw_patch(surface: pygame.Surface):
            drawn.append((patch_key, still.redrawn_now))
            surface.fill((0, 0, 90), AREA)
        still.layer("still", lambda surface: None, patches=((patch_key, draw_patch, AREA),),
                    sections=((section_key, lambda surface: surface.fill((90, 0, 0), section), section),))

    frame(1, "a")
    frame(2, "b")                        # the section and the patch change: the patch waits
    assert [key for key, _now in drawn] == ["a"]
    frame(3, "b")                        # a section again: the patch, put off last frame, now
    assert drawn[-1] == ("b", False)
    frame(4, "c")                        # (and the next change waits again)
    assert drawn[-1][0] == "b"
