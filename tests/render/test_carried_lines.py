"""A kept picture blitted again the same way brings the lines it brought before, not made again
(`carry` in game/render/text_lines.py: the still layer lands on the screen every frame with ~350 lines, the score
sheet on the layer with ~300), and never a stale line: after any change to the picture, the lines carried are the
ones a fresh carry would bring."""

from __future__ import annotations

import random

import pygame

from game.render import text


def _expected(picture: pygame.Surface, frame: pygame.Surface, dest: tuple[int, int],
              area: pygame.Rect | None) -> list[tuple[str, tuple]]:
    """What a carry must bring: each line of `picture` moved to where it lands, if its middle lands in the part shown."""
    src = pygame.Rect(area) if area is not None else picture.get_rect()
    landed = pygame.Rect(dest, src.size).clip(frame.get_rect())
    dx, dy = dest[0] - src.x, dest[1] - src.y
    moved = [(line.text, tuple(line.rect.move(dx, dy))) for line in text.lines_on(picture)]
    return [(words, rect) for words, rect in moved if landed.collidepoint(pygame.Rect(rect).center)
            and src.move(dx, dy).collidepoint(pygame.Rect(rect).center)]


def test_a_picture_shown_again_the_same_way_brings_the_same_lines_not_new_ones():
    picture = pygame.Surface((300, 200))
    for i in range(40):
        text.draw(picture, f"cell {i}", text.CAPTION, topleft=(5 + 70 * (i % 4), 5 + 19 * (i // 4)))
    frame = pygame.Surface((640, 360))
    text.blit(frame, picture, (100, 50))
    first = text.lines_on(frame)
    text.forget(frame)                      # the next frame is drawn whole
    text.blit(frame, picture, (100, 50))
    again = text.lines_on(frame)
    assert len(again) == 40 and [(line.text, line.rect) for line in again] == [(line.text, line.rect) for line in first]
    assert all(a is b for a, b in zip(again, first, strict=True)), "the moved lines were made again"

    text.forget(picture, pygame.Rect(0, 0, 300, 24))    # the top row painted afresh, one line drawn there
    text.draw(picture, "new", text.CAPTION, topleft=(5, 5))
    text.forget(frame)
    text.blit(frame, picture, (100, 50))
    now = text.lines_on(frame)
    assert sorted(line.text for line in now) == sorted(["new"] + [f"cell {i}" for i in range(4, 40)])
    kept = {line.text: line for line in first}
    assert all(line is kept[line.text] for line in now if line.text != "new"), "lines not drawn again are kept"


def test_carried_lines_are_always_what_a_fresh_carry_brings():
    rng = random.Random(7)
    picture = pygame.Surface((240, 160))
    frame = pygame.Surface((400, 300))
    for _step in range(300):
        choice = rng.random()
        if choice < 0.3:                                   # a line drawn somewhere in the picture
            text.draw(picture, f"w{rng.randrange(1000)}", text.CAPTION,
                      topleft=(rng.randrange(200), rng.randrange(140)))
        elif choice < 0.4:                                 # a part painted afresh
            text.forget(picture, pygame.Rect(rng.randrange(200), rng.randrange(140), 60, 40))
        dest = rng.choice([(20, 30), (20, 30), (200, 180), (-30, 10)])
        area = rng.choice([None, None, pygame.Rect(0, 0, 120, 160), pygame.Rect(40, 20, 200, 100)])
        text.forget(frame)
        text.blit(frame, picture, dest, area)
        assert [(line.text, tuple(line.rect)) for line in text.lines_on(frame)] == _expected(picture, frame, dest, area)
