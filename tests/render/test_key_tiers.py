"""Look reviews 28a and 28b, change 2: "retire the one navy-gradient pill used for every button, row, panel and tab;
use chunkier primary buttons with an icon". Three tiers, told apart in a still picture: the main action a glossy teal
key with an icon before its words; any other key outlined navy (a flat face in a light outline); a destructive key's
words red with an icon, no red outline (28a d3); and an option's row (a setting) a flat row, not a key."""

from __future__ import annotations

import pygame

from game.render import faces, key_icons, marks, text, theme
from game.render.colour_vision import perceptual_difference
from game.ui.button_row import Button, ButtonRow
from game.ui.menu import Menu, MenuItem

SKY = (12, 16, 40)


def _drawn(draw) -> pygame.Surface:
    surface = pygame.Surface((400, 120))
    surface.fill(SKY)
    draw(surface)
    return surface


def _inside(surface: pygame.Surface, face: pygame.Rect) -> set:
    return {surface.get_at((x, y))[:3] for x in range(face.left + 10, face.right - 10)
            for y in range(face.top + 6, face.bottom - 6)}


def test_the_main_action_is_glossy_teal_and_any_other_key_outlined_navy():
    faces_at = {}
    primary = _drawn(lambda s: faces_at.setdefault("p", marks.button(s, pygame.Rect(20, 20, 240, 56), "", 28, primary=True)))
    secondary = _drawn(lambda s: faces_at.setdefault("s", marks.button(s, pygame.Rect(20, 20, 240, 56), "", 28)))
    assert len(_inside(primary, faces_at["p"])) >= 30                           # a worked, lit face
    assert _inside(secondary, faces_at["s"]) == {faces.SECONDARY_FACE}          # flat: no gloss, no gradient
    face = faces_at["s"]
    for x, y in ((face.centerx, face.top), (face.left, face.centery), (face.centerx, face.bottom - 1)):
        assert perceptual_difference(secondary.get_at((x, y))[:3], faces.SECONDARY_LINE) < 6, (x, y)   # its outline
    assert perceptual_difference(primary.get_at((faces_at["p"].centerx, faces_at["p"].centery))[:3],
                                 theme.ACTION_FACE) < 25


def test_a_keys_icon_stands_before_its_words_and_the_two_are_centred_together():
    def label_left(icon):
        with text.recording() as lines:
            surface = _drawn(lambda s: marks.button(s, pygame.Rect(20, 20, 240, 56), "Roll", 28, primary=True, icon=icon))
        line = next(line for line in lines if line.text == "Roll")
        return surface, line.rect
    plain, alone = label_left(None)
    with_icon, words = label_left("dice")
    side = key_icons.icon_size(28)
    assert words.left - alone.left >= (side + key_icons.GAP) // 2 - 2      # the words moved over for it
    def white_before(surface: pygame.Surface, label: pygame.Rect) -> int:   # (the icon's room just left of the words)
        return sum(surface.get_at((x, y))[:3] == theme.TEXT for x in range(label.left - key_icons.GAP - side, label.left - 2)
                   for y in range(label.top, label.bottom))
    assert white_before(with_icon, words) >= 20 and white_before(plain, alone) == 0


def test_back_wears_its_arrow_and_delete_is_red_words_with_an_icon_and_no_red_outline():
    row = ButtonRow([Button("Back", lambda: None), Button("Delete", lambda: None, danger=True)], center=(200, 60),
                    width=170, gap=20)
    with text.recording() as lines:
        surface = _drawn(lambda s: row.draw(s, show_focus=False))
    words = {line.text: line.rect for line in lines}
    back, delete = row.rects()
    red = lambda rect: sum(perceptual_difference(surface.get_at((x, y))[:3], key_icons.DANGER_INK) < 12   # noqa: E731
                           for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))
    assert red(words["Delete"]) >= 20 and red(words["Back"]) == 0
    icon = pygame.Rect(words["Delete"].left - 30, words["Delete"].top, 28, words["Delete"].height)
    assert red(icon) >= 10                                                    # its icon, red too
    edge = [surface.get_at((x, delete.top + faces.LIP))[:3] for x in range(delete.left + 12, delete.right - 12)]
    assert not any(perceptual_difference(c, theme.DANGER) < 20 for c in edge)   # no red outline
    assert words["Back"].left - back.left > 20 + key_icons.icon_size(28)       # (the arrow before "Back")


def test_an_options_row_is_a_flat_row_of_its_panel_not_a_key():
    menu = Menu([MenuItem("Sound", value=lambda: "On", on_left=lambda: None, on_right=lambda: None),
                 MenuItem("Back", on_select=lambda: None), MenuItem("Other", on_select=lambda: None)],
                center=(200, 100), width=360, row_height=56)
    menu.focus = 2
    surface = pygame.Surface((400, 200))
    surface.fill(SKY)
    menu.draw(surface, reduced_motion=True)
    option, key = menu.rects()[0], menu.rects()[1]
    assert surface.get_at((option.centerx, option.top))[:3] == faces.ROW_LINE
    assert perceptual_difference(surface.get_at((key.centerx, key.top))[:3], faces.SECONDARY_LINE) < 6


def test_a_secondary_keys_outline_stays_quiet_beside_the_focus_ring():
    """Look review 30b: the Hint and "Take all scoring" keys' bright outline read "nearly as strong as the focus ring,
    so two controls look selected". The outline as drawn is at most 0.15 in relative luminance (the ring is white, 1.0)."""
    surface = pygame.Surface((300, 120))
    surface.fill(SKY)
    key = faces.outlined_key(surface, pygame.Rect(40, 30, 200, 56))
    r, g, b = (surface.get_at((key.centerx, key.top))[i] / 255 for i in range(3))
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    luminance = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    assert luminance <= 0.15, luminance
