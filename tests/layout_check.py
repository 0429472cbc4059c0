"""The layout rules every screen keeps, checked on the lines of text a frame drew (`text.recording()`):
no text under 11 px once the picture is scaled to 800x450, none leaving its box or the picture, no two
lines drawn on the same surface overlapping."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

SMALL_SCALE = 800 / 1280
SLACK = 2   # px: anti-aliasing fringes
TEXT_FLOOR = 11       # px at 800x450: any text


def layout_problems(lines: Sequence, frame: pygame.Rect, where: str = "") -> list[str]:
    """What breaks the rules among `lines` (game.render.text.DrawnText) drawn on a picture of `frame`."""
    at = f"{where}: " if where else ""
    problems = []
    for line in lines:
        if line.px * SMALL_SCALE < TEXT_FLOOR:
            problems.append(f"{at}{line.text!r} is {line.px} px ({line.px * SMALL_SCALE:.1f} at 800x450)")
        if not line.box.inflate(2 * SLACK, 2 * SLACK).contains(line.rect):
            problems.append(f"{at}{line.text!r} at {line.rect} leaves its box {line.box}")
        if not frame.inflate(2 * SLACK, 2 * SLACK).contains(line.rect):
            problems.append(f"{at}{line.text!r} at {line.rect} leaves the picture")
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            clip = a.rect.clip(b.rect)
            if a.target == b.target and min(clip.width, clip.height) > SLACK and a.text != b.text:
                problems.append(f"{at}{a.text!r} {a.rect} overlaps {b.text!r} {b.rect}")
    return problems
