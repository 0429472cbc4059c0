"""10000's set-aside rack in the still picture (the rack itself, `game.render.rack`, is on the base): its plaque's
running subtotal."""

from __future__ import annotations

import pygame

from game.render import text, theme
from game.scenes.playkit import tray_view
from game.words import _, number

TenThousandScene = object    # (read only; scenes never import one another)


RACK_SIZE = 38   # the rack's subtotal (27 px: over the 800x450 floor)


def points(scene: TenThousandScene) -> int | None:
    """What the rack's plaque says the dice kept this turn are worth (None: nothing, at the end). While a bust shows,
    0: the bust took them (look review 28b: a blank plaque read as unfinished; the side panel says what was lost)."""
    if scene.game.is_over:
        return None
    return 0 if scene.bust.showing else scene.turn.points


def draw(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The set-aside rack's part of the still picture (the rack itself is on the base): on its plaque the points the
    kept dice made this turn, a running subtotal. While HOT DICE shows, its six stand on the felt only (look reviews
    28a/28b: the six in the rack as well read as twelve dice); the plaque says what they are worth."""
    panel = scene.panel
    worth, foot = points(scene), tray_view.rack_foot(panel)
    if worth is None or foot is None:
        return
    colour = theme.TEXT if worth else theme.TEXT_DIM
    room = foot.inflate(-8, 0)
    for line in (_("Kept {points}").format(points=number(worth)), number(worth)):   # (German's "Beiseite 5.150" is
        size = RACK_SIZE                                          # wider than the plaque at the floor: its points alone)
        while size > text.LABEL and text.render(line, size, colour, True).get_width() > room.width:
            size -= 2   # (smaller, never under the floor, never cut)
        if text.render(line, size, colour, True).get_width() <= room.width:
            break
    text.draw(surface, line, size, colour, bold=True, center=foot.center, box=room)
