"""Colours and sizes shared by every screen."""

from __future__ import annotations

LOGICAL_SIZE = (1280, 720)

SPACE = (9, 12, 28)          # backdrop
SPACE_LIGHT = (22, 28, 58)
PANEL = (24, 30, 60)
PANEL_EDGE = (70, 84, 140)
TEXT = (236, 240, 255)
TEXT_DIM = (150, 160, 200)
TEXT_DISABLED = (122, 130, 168)
FOCUS = (255, 206, 84)       # the keyboard/gamepad focus ring: warm, high contrast
ACCENT = (110, 200, 255)
GOOD = (120, 220, 140)
BAD = (255, 110, 110)

# Seat colours: Okabe–Ito, distinguishable with the common colour-vision deficiencies. Each also
# has its own badge shape (SEAT_BADGES, drawn by game.render.seat_badges), a second cue besides hue.
SEAT_COLOURS = (
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
    (0, 158, 115),    # bluish green
    (204, 121, 167),  # reddish purple
    (213, 94, 0),     # vermilion (darker than the orange)
    (206, 210, 222),  # silver (the lightest, no hue)
)
SEAT_BADGES = ("circle", "square", "triangle", "diamond", "star", "hexagon")
