"""Switches for options: an on/off switch (a track with a knob that slides to the right and lights when on)
and, for an option of a few values, a row of segments with the chosen one filled. The person's focus is
drawn round the option's row by its screen (`marks.focus_rect`), never here: one focus look everywhere."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.render import text, theme

ON_TRACK = (58, 150, 96)       # an option that is on: a calm green track (green: good, not a warning)
OFF_TRACK = (44, 52, 92)
KNOB = (236, 240, 255)


def draw_switch(surface: pygame.Surface, rect: pygame.Rect, on: bool) -> pygame.Rect:
    """An on/off switch filling `rect` (a pill about twice as wide as high); returns the knob's rect."""
    radius = rect.height // 2
    pygame.draw.rect(surface, ON_TRACK if on else OFF_TRACK, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_EDGE if not on else tuple(min(255, c + 40) for c in ON_TRACK), rect, 2,
                     border_radius=radius)
    knob = pygame.Rect(0, 0, rect.height - 8, rect.height - 8)
    knob.center = (rect.right - radius, rect.centery) if on else (rect.left + radius, rect.centery)
    pygame.draw.ellipse(surface, theme.SPACE, knob.move(0, 2))          # its shadow
    pygame.draw.ellipse(surface, KNOB, knob)
    return knob


def draw_segments(surface: pygame.Surface, rect: pygame.Rect, labels: Sequence[str], chosen: int,
                  size: int = text.LABEL) -> list[pygame.Rect]:
    """A row of segments in `rect`, one per label, the `chosen` one filled; returns each segment's rect."""
    widths = [text.width_of(label, size, True) + 28 for label in labels]
    scale = min(1.0, rect.width / max(1, sum(widths)))
    x, placed = rect.right - round(sum(widths) * scale), []
    pygame.draw.rect(surface, OFF_TRACK, pygame.Rect(x, rect.top, rect.right - x, rect.height),
                     border_radius=rect.height // 2)
    for k, (label, width) in enumerate(zip(labels, widths, strict=True)):
        part = pygame.Rect(x, rect.top, round(width * scale), rect.height)
        if k == chosen:
            pygame.draw.rect(surface, ON_TRACK if k else theme.PANEL_EDGE, part, border_radius=rect.height // 2)
        text.draw(surface, label, size, theme.TEXT if k == chosen else theme.TEXT_DISABLED, bold=k == chosen,
                  box=part, center=part.center)
        placed.append(part)
        x = part.right
    pygame.draw.rect(surface, theme.PANEL_EDGE, pygame.Rect(placed[0].left, rect.top, x - placed[0].left,
                                                            rect.height), 2, border_radius=rect.height // 2)
    return placed


STEP_KNOB = 30     # px: a stepper's round arrow keys


KEY_AIR = 8   # px: the least room between a stepper's value and its keys


def draw_stepper(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int = text.LABEL,
                 bold: bool = False) -> tuple[pygame.Rect, pygame.Rect]:
    """A value between two round arrow keys on a track (the switches' track) filling `rect`: the value in the middle,
    a ◀ key at its left end and a ▶ at its right (a control to press, not words); returns the two keys' rects."""
    radius = rect.height // 2
    pygame.draw.rect(surface, OFF_TRACK, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=radius)
    knob = min(STEP_KNOB, rect.height - 6)
    keys = []
    for side in (-1, 1):
        key = pygame.Rect(0, 0, knob, knob)
        key.center = (rect.left + radius if side < 0 else rect.right - radius, rect.centery)
        pygame.draw.ellipse(surface, theme.SPACE, key.move(0, 2))       # its shadow
        pygame.draw.ellipse(surface, KNOB, key)
        tip, back = key.centerx + side * knob * 0.26, key.centerx - side * knob * 0.18
        pygame.draw.polygon(surface, OFF_TRACK, [(tip, key.centery), (back, key.centery - knob * 0.26),
                                                 (back, key.centery + knob * 0.26)])
        keys.append(key)
    words = pygame.Rect(keys[0].right + KEY_AIR, rect.top, keys[1].left - KEY_AIR - keys[0].right - KEY_AIR,
                        rect.height)   # (look reviews 29a/29b: German "noch 350 Punkte nötig" touched both keys:
    for step in (size, text.LABEL, text.BODY):   # a type step smaller, then another, where the words need it)
        if step <= size and text.width_of(label, step, bold) <= words.width:
            size = step
            break
    else:
        size = min(size, text.BODY)
    text.draw(surface, label, size, theme.TEXT, bold=bold, box=words, center=words.center)
    return keys[0], keys[1]


def stepper_width(labels: Sequence[str], size: int = text.LABEL, bold: bool = True) -> int:
    """The width a stepper needs to show the widest of `labels` between its keys."""
    return max(text.width_of(label, size, bold) for label in labels) + 2 * STEP_KNOB + 36
