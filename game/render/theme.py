"""Colours and sizes shared by every screen: one meaning per colour.

A colour below marks one thing only, and every state also has a second cue besides its hue (CUES), so a
player who cannot tell two hues apart still can tell the states apart. tests/render/test_colour_roles.py
simulates protanopia, deuteranopia and tritanopia on these colours and checks that every pair that must
be told apart stays apart (SECOND_CUE_PAIRS are the few pairs that rely on their shapes instead).

Draw the states with game.render.marks (focus ring, computer cursor, selection, hint, danger), not by
hand, so the second cue comes with the colour.
"""

from __future__ import annotations

LOGICAL_SIZE = (1280, 720)

# ------------------------------------------------------------------ surfaces and text (no meaning)
SPACE = (9, 12, 28)          # backdrop
SPACE_LIGHT = (22, 28, 58)
PANEL = (24, 30, 60)
PANEL_EDGE = (70, 84, 140)   # frames of neutral boxes (status boxes, unfocused buttons)
PANEL_RAISED = (40, 50, 94)  # the face of a button (game.render.marks.button)
TEXT = (236, 240, 255)
FOCUS_HALO = (150, 178, 255)  # the focus ring's glow (its solid inner band, then fading: marks.ring_picture)
TEXT_DIM = (150, 160, 200)
TEXT_DISABLED = (122, 130, 168)
TITLE = (255, 206, 84)       # gold: titles, the game's name, rewards (stars, celebration banners) only;
                             # never a state, a seat or a frame (tests/render/test_colour_roles.py)
ACCENT = (110, 200, 255)     # information: hint and help text, progress bars (never a ring or a box)
ACTION = (40, 200, 185)      # the screen's main action (Roll, Next level): its words, no seat's colour (whose
                             # turn it is shows in the seat's own marks: look review 15 saw Player 1's orange there)
ACTION_FACE = (24, 120, 111)  # that button's face: the action's teal, deep enough for white letters (5.3:1)

# ------------------------------------------------------------------ states: one meaning each
FOCUS = (255, 255, 255)      # what the person holding this device can press now
COMPUTER = (150, 160, 200)   # where a computer is about to act (never looks like the person's focus)
SELECTED = (80, 200, 255)    # chosen: a score box waiting to be confirmed, the current tab or page (its tint, its bar)
LOCKED = (150, 30, 255)      # kept (held) planets: the padlock badge, the rim and plate of a lifted die (no band: look
                             # review 18); ultraviolet, its own: the lime it was read as "possible score" (critique mid18)
HINT = (170, 225, 255)       # what the hint advises: a light tint of the info blue of its line (ACCENT; look review 25:
                             # its rose tags and dotted rings were "a fourth accent colour", "debug markers"); lighter
                             # than the chosen boxes' blue (SELECTED) and told from it and from the blue seats by its
                             # shape: a glow under a planet and a chevron pointing at it (no other mark has a chevron)
DANGER = (255, 70, 90)       # a choice that costs (fill in 0?), time running out, an empty pool
GOOD = (120, 220, 140)       # points won: pop-ups and previews (text only)
BAD = DANGER                 # (older name)

CUES = {
    "focus": "a thick white ring hugging it with a soft halo, one shape everywhere (pulses unless motion is reduced); bold label",
    "computer": "a thin dashed ring, no chevron; the computer's name beside it",
    "selected": "a tab pressed in or a calm tint and, where there is room, an underline bar; never an outline (bold text)",
    "locked": "a padlock badge, ultraviolet with a dark rim, in the corner of the die's top (never over the numeral)",
    "hint": "a soft glow under the planet and a small chevron pointing at it (at a box: a soft frame and the chevron)",
    "danger": "diagonal stripes and a '!' on the box",
}
ROLE_COLOURS = {"focus": FOCUS, "computer": COMPUTER, "selected": SELECTED, "locked": LOCKED,
                "hint": HINT, "danger": DANGER}

# Seat colours: none of them gold (rewards), red (danger), green (points) or the locks' ultraviolet, and every two apart to
# everyone: ΔE00 >= 25 with normal vision, >= 11 under each simulated deficiency (tests/render/test_colour_roles.py;
# look review 18: sky blue (86, 180, 233) and aqua (104, 240, 248) were ΔE00 21 apart and read alike, and under
# protanopia aqua and silver were 5 apart). Each also has its own badge shape (SEAT_BADGES, drawn by
# game.render.seat_badges), a second cue besides hue: the pairs still under ΔE00 20 for some eyes lean on it.
# Set by a search over the colours that keep these rules (the lightness tells blue, aqua and lavender apart).
SEAT_COLOURS = (
    (245, 128, 50),   # orange (a true orange: the old amber read as gold)
    (0, 144, 201),    # blue: a deep cerulean, darker than the aqua (was sky blue, as light as it: look review 18)
    (252, 8, 185),    # magenta (the old bluish green sat inside a column of green possible scores: look review 13;
                      # sand read as the reward gold on a ribbon (review 14a), copper as Player 1's orange (review 14))
    (91, 242, 255),   # aqua (the rose pink (240, 150, 165) was 14 degrees of hue from the danger red, its "by CPU 4"
                      # read as a warning: look review 17m; the mauve before it 17 from the magenta: look review 15)
    (186, 168, 255),  # violet, light (the deep violet (150, 132, 250) and the new blue met under protanopia)
    (175, 172, 160),  # silver, a warm pewter (lighter, it met the aqua and the violet for protanopes and deuteranopes;
                      # and the white focus ring: ΔE76 20 from it)
)
SEAT_BADGES = ("circle", "square", "triangle", "diamond", "star", "hexagon")

# Pairs whose hues come close under one simulated deficiency and are told apart by their cues alone
# (the colour-role test fails if another pair comes close, or if one of these stops needing it).
SECOND_CUE_PAIRS = {
    ("selected", "computer"): "protanopia: a tint and an underline vs a thin dashed ring",
    ("hint", "selected"): "a glow and a chevron vs a tint (and an underline)",
    ("hint", "computer"): "a glow and a chevron vs a thin dashed ring",
}
