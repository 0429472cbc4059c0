"""One row of a table-rules screen (10000's house rules, Bluff's table rules): the option's picture
(`game.render.option_icons`), its name, and its value as a control: an on/off switch, segments for a few short
values, or a stepper (◀ value ▶) for longer ones. Look review 28b, change 2: "house rules and table rules: one icon
plus one line per option". The row is a key as the menus' rows; the focus ring round it is the one focus mark."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.render import faces, marks, option_icons, text, theme
from game.render.faces import key as draw_key
from game.render.switches import draw_segments, draw_stepper, draw_switch, stepper_width

ICON = 44          # px: the option's picture at the row's left
ICON_ROOM = ICON + 22
SWITCH = (68, 34)  # px: an on/off switch
KINDS = ("switch", "segments", "stepper")
VALUE = 42         # type size of a segment's or a stepper's value (the menus' values: digits 13 px at 800x450)


@dataclass
class Controls:
    """Where a drawn row's control lies, for the mouse: the stepper's keys, or each segment."""
    kind: str
    left: pygame.Rect | None = None
    right: pygame.Rect | None = None
    segments: list[pygame.Rect] = field(default_factory=list)

    def step_at(self, pos: tuple[float, float]) -> int:
        """-1 or +1 on a stepper's key, else 0."""
        if self.left is not None and self.left.inflate(12, 12).collidepoint(pos):
            return -1
        return 1 if self.right is not None and self.right.inflate(12, 12).collidepoint(pos) else 0

    def segment_at(self, pos: tuple[float, float]) -> int | None:
        return next((k for k, part in enumerate(self.segments) if part.collidepoint(pos)), None)


@functools.cache
def _plate() -> pygame.Surface:
    """The round dark plate under a row's picture, a lit rim on its lower edge (set into the key)."""
    size = ICON + 4
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    r = size * 2
    pygame.draw.circle(big, (*PLATE_RIM, 255), (r, r + 4), r - 2)
    pygame.draw.circle(big, (*PLATE, 235), (r, r), r - 4)
    return pygame.transform.smoothscale(big, (size, size))


PLATE = (16, 20, 46)          # the plate under a row's picture
PLATE_RIM = (120, 132, 200)   # its lit lower rim


def value_size(shorts: Sequence[str]) -> int:
    """The type size of segments: numbers as the menus' values (digits 13 px at 800x450), words as labels."""
    return VALUE if shorts and all(short.replace(",", "").replace(".", "").isdigit() for short in shorts) else text.LABEL


def kind_of(values: Sequence[object], shorts: Sequence[str], room: int) -> str:
    """How a row shows its value: a switch for on/off, segments when every short value fits in `room` px, else a
    stepper."""
    if tuple(values) == (False, True):
        return "switch"
    if shorts and sum(text.width_of(short, value_size(shorts), True) + 28 for short in shorts) <= room:
        return "segments"
    return "stepper"


def draw(surface: pygame.Surface, rect: pygame.Rect, *, name: str, label: str, values: Sequence[object],
         value: object, words: str, shorts: Sequence[str] = (), stepper_words: Sequence[str] = (), focused: bool = False,
         key_colour=None, clock: float = 0.0, reduced_motion: bool = False) -> Controls:
    """Option `name`'s row in `rect`: its picture, `label`, and `value` (said `words`) as its control (`shorts`: each
    value short, for segments; `stepper_words`: every value's words, so a stepper keeps one width). Returns where its
    control lies."""
    if focused:   # a little bigger, as a focused menu row (the one focus treatment: the ring and the lift)
        rect = marks.lifted(rect)
    draw_key(surface, rect, key_colour or faces.LACQUER, 10)   # (the menus' rows' lacquer: one row look)
    if focused:
        marks.focus_rect(surface, rect, clock=clock, reduced_motion=reduced_motion)
    face = pygame.Rect(rect.left, rect.top, rect.width, rect.height - 4)   # (its face, over the key's lip)
    centre = (face.left + 12 + ICON // 2, face.centery)
    surface.blit(_plate(), _plate().get_rect(center=centre))   # (a dark medallion: the picture stands on it)
    option_icons.draw(surface, name, (centre[0], centre[1] - 1), ICON - 2, bool(value))
    label_left = face.left + 12 + ICON_ROOM - 8
    room = face.width // 2 - 18
    label_room = face.right - 18 - (label_left + text.width_of(label, text.LABEL, True) + 24)   # (segments: up to the name)
    kind = kind_of(values, shorts, label_room)
    if kind == "switch":
        track = pygame.Rect(0, 0, *SWITCH)
        track.midright = (face.right - 18, face.centery)
        draw_switch(surface, track, bool(value))
        said = text.draw(surface, words, text.LABEL, theme.TEXT if value else theme.TEXT_DISABLED, bold=focused,
                         midright=(track.left - 14, face.centery))
        controls, value_left = Controls(kind, segments=[track]), said.left
    elif kind == "segments":
        size = value_size(shorts)
        width = min(label_room, max(room, sum(text.width_of(short, size, True) + 28 for short in shorts)))
        area = pygame.Rect(face.right - 18 - width, face.top + 9, width, face.height - 18)
        chosen = list(values).index(value) if value in values else 0
        parts = draw_segments(surface, area, list(shorts), chosen, size)
        controls, value_left = Controls(kind, segments=parts), parts[0].left
    else:
        width = min(room + 40, max(stepper_width(stepper_words or [words], VALUE), 200))
        track = pygame.Rect(face.right - 18 - width, face.top + 9, width, face.height - 18)
        left, right = draw_stepper(surface, track, words, VALUE, bold=focused)
        controls, value_left = Controls(kind, left=left, right=right), track.left
    text.draw(surface, label, text.LABEL, theme.TEXT, bold=focused,
              box=pygame.Rect(label_left, face.top, value_left - 14 - label_left, face.height),
              midleft=(label_left, face.centery))
    return controls
