"""Checks of look review 23's leftovers on the play screens, read from the tour's pictures the floor tests render
anyway (tests/render/test_small_screen_floor.py in English, tests/words/test_german_screens.py in German): no shot
drawn twice for them."""

from __future__ import annotations

from collections import Counter

import numpy
import pygame


def _lines(by_scene: dict[str, list]) -> list:
    return [line for lines in by_scene.values() for line in lines]


def clear_of_lines(picture: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """How many px of its ground a line of text (drawn in `rect` on a flat ground) has left and right of its ink before
    the next line or edge (a column with no ground pixel over the text's height)."""
    rows = range(rect.top + 1, rect.bottom - 3)
    ground = Counter(tuple(picture.get_at((x, y))[:3]) for x in range(rect.left, rect.right) for y in rows).most_common(1)[0][0]

    def share(x: int) -> float:   # of the rows, those showing the ground in column x
        return sum(sum(abs(a - b) for a, b in zip(picture.get_at((x, y))[:3], ground, strict=True)) <= 12
                   for y in rows) / len(rows)
    ink = [x for x in range(rect.left, rect.right) if 0 < share(x) < 1]
    left = next(n for n, x in enumerate(range(ink[0] - 1, ink[0] - 30, -1)) if share(x) < 1)
    right = next(n for n, x in enumerate(range(ink[-1] + 1, ink[-1] + 30)) if share(x) < 1)
    return left, right


def the_sheets_names_keep_clear_of_their_chips_and_frame(picture, by_scene, names=("Player 1", "Spieler 1")) -> None:
    """Look review 23: "Player 1" touched the right edge of its header cell ("Spieler 1" in German filled it edge to
    edge), and the turn's frame sat over the sheet's border: 3 px or more of the chip's face each side of the name's
    ink, and the frame inside the card's rim (the card's top rim shows over it)."""
    sheet_names = [line for line in _lines(by_scene) if line.text in names and line.rect.left > 860 and line.rect.top < 140]
    assert sheet_names, [line.text for line in _lines(by_scene)]
    for name in sheet_names:
        left, right = clear_of_lines(picture, name.rect)
        assert min(left, right) >= 3, (name.text, left, right)


def the_turns_frame_lies_inside_the_cards_rim(picture, by_scene) -> None:
    """Look review 23: the orange turn frame sat offset over the cell border (laid over the card's rim and the column's
    rule): over its top the card's rim shows, and its side is not over the column's rule."""
    from game.render.rockets import seat_colour

    orange = tuple(seat_colour(0)[:3])
    name = next(line for line in _lines(by_scene) if line.text in ("Player 1", "Spieler 1") and line.rect.left > 860)
    x = name.rect.centerx
    top = next(y for y in range(30, name.rect.top) if tuple(picture.get_at((x, y))[:3]) == orange)
    for y in (top - 1, top - 2):   # (the rim: a light blue-grey, not the sky, not the frame)
        r, g, b = picture.get_at((x, y))[:3]
        assert max(r, g, b) >= 90 and abs(r - g) < 16 and b >= r, (top, y, (r, g, b))



def a_greyed_out_button_wears_no_white_ring(picture, by_scene) -> None:
    """Look review 23: the Roll button kept its white focus ring (what can be pressed now) while greyed out as the
    planets tumble: no pixel of the focus's white round it (the focus waits there in a quiet grey ring)."""
    from game.render import theme

    roll = next(line for line in _lines(by_scene) if line.text == "Roll" and line.rect.top > 500)
    around = roll.box.inflate(40, 24)
    white = [(x, y) for x in range(around.left, around.right) for y in range(around.top, around.bottom)
             if tuple(picture.get_at((x, y))[:3]) == theme.FOCUS]
    assert not white, white[:5]



def the_hint_marks_its_planets_in_one_calm_blue(picture, by_scene) -> None:
    """Look review 25: the rose "hint" tags and dotted rings round the planets looked like debug markers, a fourth
    accent colour, a tag over a die's edge. No word on the felt; one chevron of the hint's blue for each planet its line
    keeps ("keep 3 4 5 6": four), nothing else on the felt in that blue (no dotted ring)."""
    from game.render import theme

    assert not [line for line in _lines(by_scene) if line.text == "hint" and line.rect.right < 860]
    line = next(line.text for line in _lines(by_scene) if line.text.startswith("Hint: keep"))
    kept = len(line.removeprefix("Hint: keep ").split(" and ")[0].split())
    pixels = pygame.surfarray.pixels3d(picture)[32:846, 72:532]
    blue = (pixels == numpy.array(theme.HINT, dtype=pixels.dtype)).all(axis=2)
    del pixels
    mask = pygame.mask.Mask(blue.shape)
    for x, y in zip(*numpy.nonzero(blue), strict=True):
        mask.set_at((int(x), int(y)))
    marks = [rect for rect in mask.get_bounding_rects() if rect.width * rect.height > 4]
    assert len(marks) == kept, (line, marks)
    assert all(rect.width <= 40 and rect.height <= 40 for rect in marks), marks


def a_fill_shows_as_written_once_the_turn_passes(picture, by_scene) -> None:
    """Look review 28b #13: at CPU 2's turn Player 1's sheet still showed a "+1" chip by its box and "0 +1" for its total,
    a pending fill. Once the next seat is on turn, no "+N" is left on the sheet and the filling seat's total counts it."""
    lines = _lines(by_scene)
    assert any(line.text == "CPU 2's turn" for line in lines), "the next turn shows"
    sheet = [line for line in lines if line.rect.left > 860]
    assert not [line.text for line in sheet if line.text.startswith("+")], [(line.text, line.rect) for line in sheet]
    total = next(line for line in sheet if line.text == "Total")
    assert any(line.text not in ("0", "Total") and line.text.isdigit() and abs(line.rect.centery - total.rect.centery) < 8
               for line in sheet), "the filling seat's total counts its fill"


def the_trays_rim_shows_the_seat_on_turn(picture, by_scene) -> None:
    """Look review 25: on CPU 2's turn the felt's rim still read as Player 1's orange (its copper wood beside a 3 px
    inlay of the seat's colour). Across each of the tray's four rails the band of the seat on turn's colour is the
    rail's widest part: 6 px or more, over a third of the rail, and no px of the rail in Player 1's orange."""
    import random

    from game.render import colour_vision
    from game.render.rockets import seat_colour
    from game.scenes.scoretable.layout import lay_out

    panel = lay_out(picture.get_size(), 2, 1, random.Random(0)).main.panel
    tray, rim = panel.tray_rect, panel.rim
    blue, orange = tuple(seat_colour(1)[:3]), tuple(seat_colour(0)[:3])
    rails = {"west": [(tray.left + k, tray.centery) for k in range(rim)],
             "east": [(tray.right - 1 - k, tray.centery) for k in range(rim)],
             "north": [(tray.centerx, tray.top + k) for k in range(rim)],
             "south": [(tray.centerx, tray.bottom - 1 - k) for k in range(rim)]}
    for side, points in rails.items():
        colours = [tuple(picture.get_at(p)[:3]) for p in points]
        assert colours.count(blue) >= max(6, len(points) / 3), (side, colours)
        assert not [c for c in colours if colour_vision.perceptual_difference(c, orange) < 12], (side, colours)


def the_pool_is_a_gauge_not_an_underline(picture, by_scene) -> None:
    """Look review 23: the bar under "26 rerolls left" read as a hyperlink's underline: nothing of the gauge's colour
    under the caption; its track stands after it, on its middle, filled (the full pool) between two ends of its rim."""
    from game.render import theme

    caption = next(line for line in _lines(by_scene) if line.text == "rerolls left").rect
    under = [(x, y) for x in range(caption.left - 60, caption.right) for y in range(caption.centery, caption.bottom + 12)
             if tuple(picture.get_at((x, y))[:3]) == theme.ACCENT]
    assert not under, under[:5]
    row = [tuple(picture.get_at((x, caption.centery))[:3]) for x in range(caption.right, caption.right + 120)]
    lit = [x for x, colour in enumerate(row) if colour == theme.ACCENT]
    assert len(lit) >= 40, len(lit)
    assert row[lit[0] - 1] == row[lit[-1] + 1] == theme.PANEL_EDGE, (row[lit[0] - 1], row[lit[-1] + 1])   # (its ends)



def the_focused_value_wears_the_pickers_triangles(picture, by_scene) -> None:
    """Look review 23: the focused option's value arrows were typed "< >" while the other pickers draw ◀ ▶; look review
    28b (steppers that read as controls): no typed arrow on the screen, and the value between two round step keys (the
    switches' knob colour), one either side of it."""
    from game.render import switches

    assert not [line.text for line in _lines(by_scene) if "<" in line.text or ">" in line.text]
    value = next(line for line in _lines(by_scene) if line.text == "350 more to bank").rect

    def knob(xs: range) -> int:   # (the columns beside the value holding the round key's white)
        return sum(any(tuple(picture.get_at((x, y))[:3]) == switches.KNOB for y in range(value.centery - 4, value.centery + 5))
                   for x in xs)
    assert knob(range(value.left - 50, value.left)) >= 12 and knob(range(value.right, value.right + 50)) >= 12


def the_bust_is_said_once_with_the_titles_dash(picture, by_scene, words=("nothing scores", "nichts zählt")) -> None:
    """Look review 23: the banner "BUST - nothing scores" and the red status line said the same thing, and the banner
    had a hyphen where the titles use a dash: its words once on the screen, after a dash; the line says what it costs."""
    shown = [line.text for line in _lines(by_scene)]
    said = [text for text in shown if any(word in text.lower() for word in words)]
    assert len(said) == 1 and " – " in said[0] and " - " not in said[0], said
    assert any("5,150" in text or "5.150" in text for text in shown if text is not said[0] and "−" not in text
               and not text.startswith("-")), shown   # (the points the turn loses, in the line)



def the_keeps_points_stand_clear_and_no_settling_ring_is_left(picture, by_scene) -> None:
    """Look review 23: the "+300" badge touched the side panel's right edge, and grey rings round the planets left on
    the felt (each planet's settling ring, caught as it began) were unexplained: the badge 20 px or more inside the
    panel, and none of those rings' light blue-grey on the felt."""
    from game.scenes.tenthousand.view import SIDE, TRAY

    badge = next(line for line in _lines(by_scene) if line.text == "+300").rect
    assert SIDE.contains(badge) and badge.right <= SIDE.right - 20, (badge, SIDE)
    felt = pygame.surfarray.pixels3d(picture)[TRAY.left:TRAY.right, TRAY.top:TRAY.bottom].astype(int)
    r, g, b = felt[..., 0], felt[..., 1], felt[..., 2]
    ring = (r > 130) & (r < 205) & (g > 165) & (g < 220) & (b > 170) & (b < 230) & (abs(g - b) < 25) & (g - r > 15)
    assert int(ring.sum()) < 50, int(ring.sum())
    # look review 24: "Next player: 100 to go" read as the next player's 100: the button says whose points are short
    bank = [line.text for line in _lines(by_scene) if line.text.startswith("Next player")]
    assert bank == ["Next player after 100 more"], bank



def one_thing_reads_as_selected_and_the_hint_bar_leaves_room(picture, by_scene) -> None:
    """Look review 23: Player 1's orange card border and Start's white focus ring both read as "selected", and the hint
    bar ran nearly edge to edge: no seat's colour on a card's border (only Start wears a ring), and the controls line
    within the middle 70 % of the screen."""
    from game.render import colour_vision
    from game.render.rockets import seat_colour

    width = picture.get_width()
    name = next(line for line in _lines(by_scene) if line.text in ("Player 1", "Spieler 1") and line.rect.top < 140)
    border = [tuple(picture.get_at((x, name.rect.bottom + 80))[:3]) for x in range(name.rect.left - 130, name.rect.left)]
    assert min(colour_vision.difference(colour, seat_colour(0)) for colour in border) > 30, border   # (wood: 46+)
    hint = [line.rect for line in _lines(by_scene) if line.rect.top > picture.get_height() - 48]
    span = max(rect.right for rect in hint) - min(rect.left for rect in hint)
    assert span <= 0.7 * width, span


# What each shot of the tour must show (English; German), run by the floor tests on their render of it.
CHECKS = {
    "dicetime_start": (the_sheets_names_keep_clear_of_their_chips_and_frame, the_turns_frame_lies_inside_the_cards_rim),
    "dicetime_next_turn": (the_sheets_names_keep_clear_of_their_chips_and_frame, a_fill_shows_as_written_once_the_turn_passes),
    "dicetime_tumbling": (a_greyed_out_button_wears_no_white_ring,),
    "dicetime_computer": (the_trays_rim_shows_the_seat_on_turn,),
    "dicetime_hint": (the_hint_marks_its_planets_in_one_calm_blue,),
    "puzzle_rolled": (the_pool_is_a_gauge_not_an_underline,),
    "tenthousand_options": (the_focused_value_wears_the_pickers_triangles,),
    "tenthousand_bust": (the_bust_is_said_once_with_the_titles_dash,),
    "zehntausend_versus": (the_keeps_points_stand_clear_and_no_settling_ring_is_left,),
    "setup": (one_thing_reads_as_selected_and_the_hint_bar_leaves_room,),
}
GERMAN_CHECKS = {
    "dicetime_start": (the_sheets_names_keep_clear_of_their_chips_and_frame,),
    "dicetime_next_turn": (the_sheets_names_keep_clear_of_their_chips_and_frame,),
    "tenthousand_bust": (the_bust_is_said_once_with_the_titles_dash,),
    "setup": (one_thing_reads_as_selected_and_the_hint_bar_leaves_room,),
}
