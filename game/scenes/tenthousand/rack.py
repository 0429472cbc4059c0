"""10000's set-aside rack in the still picture (the rack itself, `game.render.rack`, is on the base): its plaque's
running subtotal."""

from __future__ import annotations

import pygame

from game.render import text, theme
from game.scenes.playkit import tray_view
from game.scenes.tenthousand.words import plaque_lines

TenThousandScene = object    # (read only; scenes never import one another)


RACK_SIZE = 38   # the rack's subtotal (27 px: over the 800x450 floor)


def points(scene: TenThousandScene) -> tuple[int, bool] | None:
    """What the rack's plaque says: the points the dice kept this turn are worth, and whether a bust lost them (None:
    nothing, at the end). While a bust shows, the points it took, lost (look review 29: "Kept 0" under the four kept 1s
    still on the rack read as a stale counter; 28b: a blank plaque read as unfinished)."""
    if scene.game.is_over:
        return None
    if scene.bust.showing:
        return scene.bust.lost, bool(scene.bust.lost)
    return scene.turn.points, False


def draw(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The set-aside rack's part of the still picture (the rack itself is on the base): on its plaque the points the
    kept dice made this turn, a running subtotal. While HOT DICE shows, its six stand on the felt only (look reviews
    28a/28b: the six in the rack as well read as twelve dice); the plaque says what they are worth."""
    panel = scene.panel
    said, foot = points(scene), tray_view.rack_foot(panel)
    if said is None or foot is None:
        return
    worth, lost = said
    colour = theme.DANGER if lost else theme.TEXT if worth else theme.TEXT_DIM   # (lost: the danger red)
    room = foot.inflate(-8, 0)
    for line in plaque_lines(worth, lost):    # (German's "Beiseite 5.150" is wider than the plaque at the floor: the
        size = RACK_SIZE                      # points alone then, "-5.150" for lost ones)
        while size > text.LABEL and text.render(line, size, colour, True).get_width() > room.width:
            size -= 2   # (smaller, never under the floor, never cut)
        if text.render(line, size, colour, True).get_width() <= room.width:
            break
    text.draw(surface, line, size, colour, bold=True, center=foot.center, box=room)
