"""Buttons with form (issue 28: "plain outlined rectangles for menus"): a face lit from above, opaque (no sky shows
through a button: "background stars show through the Back button"), kept once made."""

from __future__ import annotations

import itertools

import pygame

from game.render import faces, marks, theme
from game.ui.button_row import Button, ButtonRow
from game.ui.menu import Menu, MenuItem

SKY = (200, 30, 30)   # a ground no face has: any of it inside a face came through


def _shade(colour) -> int:
    return sum(colour[:3])


def test_a_button_is_lit_from_above_and_its_letters_stand_on_it():
    surface = pygame.Surface((300, 100))
    surface.fill(SKY)
    face = marks.button(surface, pygame.Rect(20, 20, 220, 56), "Roll", 28, primary=True)   # (the glossy tier)
    top = surface.get_at((face.left + 30, face.top + 5))
    foot = surface.get_at((face.left + 30, face.bottom - 6))
    assert _shade(top) > _shade(foot) + 12, (top, foot)    # a gradient, not one flat fill
    rim = surface.get_at((face.left + 30, face.top + 1))
    assert _shade(rim) > _shade(top), (rim, top)              # the light catching its upper edge
    assert surface.get_at((face.centerx, face.bottom + 2))[:3] != SKY   # its lip below it


def test_quiet_buttons_and_menu_rows_let_no_sky_through():
    surface = pygame.Surface((700, 200))
    surface.fill(SKY)
    face = marks.quiet_button(surface, pygame.Rect(20, 20, 220, 56), "Back", 28)
    assert all(surface.get_at((x, face.centery))[:3] != SKY for x in range(face.left + 1, face.right - 1))
    menu = Menu([MenuItem("Settings", on_select=lambda: None), MenuItem("Back", on_select=lambda: None)],
                center=(400, 100), width=400, row_height=56)
    menu.draw(surface)
    for rect in menu.rects():   # (outlined navy keys: look reviews 28a/28b change 2)
        assert all(surface.get_at((x, rect.top + 6))[:3] != SKY for x in range(rect.left + 12, rect.right - 12))
    unfocused = menu.rects()[1]
    from game.render.colour_vision import perceptual_difference

    assert perceptual_difference(surface.get_at((unfocused.centerx, unfocused.top))[:3], faces.SECONDARY_LINE) < 6


def test_a_quiet_buttons_letters_read_as_pressable_not_as_a_disabled_buttons():
    def brightest_letter(draw) -> int:
        surface = pygame.Surface((260, 100))
        surface.fill((0, 0, 0))
        face = draw(surface, pygame.Rect(20, 20, 220, 56))
        return max(_shade(surface.get_at((x, y))) for x in range(face.left + 8, face.right - 8)
                   for y in range(face.top + 8, face.bottom - 8))
    quiet = brightest_letter(lambda s, r: marks.quiet_button(s, r, "Next level", 28))
    enabled = brightest_letter(lambda s, r: marks.button(s, r, "Next level", 28))
    disabled = brightest_letter(lambda s, r: marks.button(s, r, "Next level", 28, enabled=False))
    assert quiet >= enabled - 30 > disabled, (quiet, enabled, disabled)


def test_a_kept_face_is_what_a_fresh_painting_gives():
    kept = faces.face((220, 52), theme.PANEL_RAISED, 10)
    assert faces.face((220, 52), theme.PANEL_RAISED, 10) is kept
    faces.face.cache_clear()
    fresh = faces.face((220, 52), theme.PANEL_RAISED, 10)
    assert fresh is not kept and pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(kept, "RGBA")


def test_a_glint_sweeps_over_the_focused_menu_row_now_and_then_and_never_with_reduced_motion():
    menu = Menu([MenuItem("", on_select=lambda: None), MenuItem("", on_select=lambda: None)],
                center=(200, 80), width=300, row_height=56)

    def drawn(clock: float, reduced: bool = False) -> pygame.Surface:
        surface = pygame.Surface((400, 160))
        surface.fill(SKY)
        menu.draw(surface, clock=clock, reduced_motion=reduced)
        return surface
    rest = drawn(0.0 + faces.GLINT_SWEEP + 0.5)          # (between two glints)
    first, second = menu.rects()
    for moment in (0.25, 0.5):
        sweep = drawn(moment * faces.GLINT_SWEEP)
        lighter = [x for x in range(first.left, first.right) if _shade(sweep.get_at((x, first.top + 14)))
                   > _shade(rest.get_at((x, first.top + 14))) + 20]
        assert lighter and max(lighter) - min(lighter) < faces.GLINT_WIDTH + 30, moment   # a band, not all of it
        assert all(sweep.get_at((x, second.top + 14)) == rest.get_at((x, second.top + 14))
                   for x in range(second.left, second.right))                            # the focused row only
        if moment == 0.5:       # a broad soft sheen, not a thin streak a still frame reads as a scratch (review 19)
            lit = [_shade(sweep.get_at((x, first.top + 14))) - _shade(rest.get_at((x, first.top + 14)))
                   for x in range(first.left, first.right)]
            assert sum(d > 5 for d in lit) >= 60 and max(abs(a - b) for a, b in itertools.pairwise(lit)) <= 6
    glinting = drawn(0.5 * faces.GLINT_SWEEP, reduced=True)
    assert pygame.image.tobytes(glinting, "RGB") == pygame.image.tobytes(drawn(2.0, reduced=True), "RGB")


def test_a_menus_focused_button_glints_too_and_a_play_scenes_never():
    row = ButtonRow([Button("Revenge", lambda: None), Button("Title", lambda: None)], center=(200, 60), width=180,
                    height=56)
    face = row.rects()[0]

    def band(glint: bool) -> list[int]:
        rest, sweep = pygame.Surface((400, 120)), pygame.Surface((400, 120))
        row.draw(rest, clock=faces.GLINT_PERIOD * 0.75, reduced_motion=True)     # (no breath, no glint)
        row.draw(sweep, clock=0.5 * faces.GLINT_SWEEP, glint=glint)
        y = face.top + 12
        return [x for x in range(face.left + 8, face.right - 8)
                if _shade(sweep.get_at((x, y))) > _shade(rest.get_at((x, y))) + 20]
    assert band(True) and max(band(True)) - min(band(True)) < faces.GLINT_WIDTH + 30
    assert band(False) == []          # (the default: a play scene's buttons)


# ------------------------------------------------------------------ review 26: a lifted key, no wooden rim
def _warm_wood(colour) -> bool:
    """A colour of the trays' rail wood: red over green over blue, clearly warm (the keys' old rim)."""
    r, g, b = colour[:3]
    return r > g > b and r >= 1.6 * b + 4


def _same_hue(colour, of, slack: int = 40) -> bool:
    """`colour` a lighter or darker shade of `of` (the channels in the same order, none far off the line between
    black, `of` and white)."""
    from game.render.colour_vision import perceptual_difference

    best = min(perceptual_difference(colour[:3], faces._mix(of, towards, k / 20))
               for towards in ((0, 0, 0), (255, 255, 255)) for k in range(21))
    return best < slack / 4


def test_a_buttons_bevel_is_of_its_own_hue_lit_from_the_lamp_and_its_face_is_a_material_not_one_flat_colour():
    # review 26: "give buttons a pressed/lifted state with a soft shadow in place of the hard brown rim"
    surface = pygame.Surface((300, 100))
    surface.fill(SKY)
    face = marks.button(surface, pygame.Rect(20, 20, 240, 56), "", 28, primary=True)   # (the glossy tier's key)
    rim = [surface.get_at((face.centerx, face.top + 1)), surface.get_at((face.left + 1, face.centery)),
           surface.get_at((face.centerx, face.bottom - 2)), surface.get_at((face.right - 2, face.centery))]
    assert all(not _warm_wood(c) and _same_hue(c, theme.ACTION_FACE) for c in rim), rim   # no wood: its own hue
    assert _shade(rim[0]) > _shade(rim[2]) + 120, rim                 # lit where it faces the lamp, shaded away
    inner = [surface.get_at((x, y))[:3] for x in range(face.left + 12, face.right - 12)
             for y in range(face.top + 8, face.bottom - 8)]
    assert len(set(inner)) >= 30 and all(not _warm_wood(c) for c in inner)   # a worked face (sheen, pool, streaks)
    row = [surface.get_at((x, face.top + 14))[:3] for x in range(face.left + 12, face.right - 12)]
    assert len(set(row)) >= 6, set(row)                               # along one row too: not a gradient alone


def test_the_menus_tabs_and_the_setup_screens_buttons_are_the_same_lifted_keys(harness):
    # review 25: "one button look used by every menu"; review 26: no brown rim: a tab not chosen (high scores,
    # rules) and the setup's bar buttons wear the buttons' bevel, lit along their top, no wood
    def rim_top(rect: pygame.Rect) -> pygame.Color:
        return harness.screen.get_at((rect.centerx, rect.top + 1))

    def middle(rect: pygame.Rect) -> pygame.Color:
        return harness.screen.get_at((rect.left + 14, rect.top + rect.height // 2 + 6))

    for name in ("highscores", "rules"):
        scene = harness.push(name)
        harness.tick(40)
        tab = scene.tab_rect(1)
        assert not _warm_wood(rim_top(tab)) and _shade(rim_top(tab)) > _shade(middle(tab)) + 100, (name, rim_top(tab))
    from game.scenes.setup import BAR

    scene = harness.push("setup")
    harness.tick(40)
    back = scene.control_rect(BAR, 0)
    assert not _warm_wood(rim_top(back)) and _shade(rim_top(back)) > _shade(middle(back)) + 100, rim_top(back)


def test_focus_changes_a_button_and_a_menu_row_by_the_ring_and_the_lift_alone():
    # the one focus style: a white ring and a slight scale-up (look review 26); the face under it is the unfocused
    # face, a little bigger (a lighter focused row read as a second mark)
    def drawn(draw) -> pygame.Surface:
        surface = pygame.Surface((700, 200))
        surface.fill(SKY)
        draw(surface)
        return surface
    button = pygame.Rect(40, 40, 240, 56)
    row = marks.lifted(_menu(0).rects()[0])

    def bigger_row(surface: pygame.Surface) -> None:
        _menu(0).draw(surface, reduced_motion=True, show_focus=False)
        faces.outlined_key(surface, row, 10)
    for unfocused, focused, face in (
            (lambda s: marks.button(s, marks.lifted(button), "", 28),
             lambda s: marks.button(s, button, "", 28, focused=True, reduced_motion=True),
             marks.lifted(button).inflate(0, -faces.LIP).move(0, -faces.LIP // 2)),
            (bigger_row, lambda s: _menu(0).draw(s, reduced_motion=True),
             row.inflate(0, -faces.LIP).move(0, -faces.LIP // 2))):
        assert marks.lifted(button).width >= button.width * 1.04   # (a scale-up one sees: 4 % or more)
        a, b = drawn(unfocused), drawn(focused)
        inside = face.inflate(-2 * (marks.RING + 2), -2 * (marks.RING + 2))
        changed = [(x, y) for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom)
                   if a.get_at((x, y)) != b.get_at((x, y))]
        assert not changed, changed[:5]
        assert any(a.get_at((x, face.top - 1)) != b.get_at((x, face.top - 1)) for x in range(face.left, face.right))


def _menu(focus: int) -> Menu:
    menu = Menu([MenuItem("", on_select=lambda: None), MenuItem("", on_select=lambda: None)], center=(350, 100),
                width=400, row_height=56)
    menu.focus = focus
    return menu


def test_a_disabled_button_reads_dimmer_and_duller_and_a_pressed_one_sits_down_darker():
    def face_of(**looks) -> tuple[pygame.Rect, list]:
        surface = pygame.Surface((300, 100))
        surface.fill(SKY)
        face = marks.button(surface, pygame.Rect(20, 20, 240, 56), "", 28, primary=True, **looks)
        return face, [surface.get_at((x, y))[:3] for x in range(face.left + 12, face.right - 12)
                      for y in range(face.top + 8, face.bottom - 8)], surface.get_at((face.centerx, face.top + 1))
    up, lit, rim = face_of()
    off, dull, dull_rim = face_of(enabled=False)
    down, pressed, _rim = face_of(pressed=True)
    mean = lambda pixels: sum(map(_shade, pixels)) / len(pixels)    # noqa: E731
    assert mean(dull) < mean(lit) - 20 and _shade(dull_rim) < _shade(rim) - 80, (mean(dull), mean(lit), dull_rim, rim)
    assert down.top > up.top and mean(pressed) < mean(lit) - 15, (down, up, mean(pressed), mean(lit))


def test_a_key_floats_on_a_soft_shadow_with_a_bright_bevel_and_a_shadowed_bold_label_and_pressed_sinks_onto_it():
    """Review 26: "give buttons a pressed/lifted state with a soft shadow in place of the hard brown rim": under a
    key's face its edge and then its shadow, darker than the ground under it and fading softly (no hard wooden base);
    a bright bevel along the top of its face across nearly all its width; its label has a dark shadow under it.
    Pressed, the face sinks (LIP - 1 px) and its shadow tightens under it."""
    ground = (90, 120, 90)          # (a light ground: a shadow shows on it)

    def drawn(**looks) -> tuple[pygame.Surface, pygame.Rect]:
        surface = pygame.Surface((320, 120))
        surface.fill(ground)
        return surface, marks.button(surface, pygame.Rect(20, 20, 240, 60), "", 28, **looks)

    def shadow_below(surface: pygame.Surface, face: pygame.Rect) -> list[int]:
        """How much darker than the ground each px below the face is (its edge, then its shadow)."""
        return [_shade(ground) - _shade(surface.get_at((face.centerx, y))) for y in range(face.bottom, 120)]
    surface, face = drawn()
    below = shadow_below(surface, face)
    soft = [d for d in below[faces.key_side(faces.LIP):] if d > 0]
    assert len(soft) >= 5 and soft == sorted(soft, reverse=True) and soft[0] > 60 > soft[-1], below   # fading
    assert all(not _warm_wood(surface.get_at((face.centerx, y))) for y in range(face.bottom, face.bottom + 8))
    middle = _shade(surface.get_at((face.centerx, face.centery)))
    rim = faces.rim_width(face.height)
    for x in range(face.left + face.width // 6, face.right - face.width // 6, 8):    # the bevel catches the light
        bevel = max(_shade(surface.get_at((x, face.top + dy))) for dy in range(rim + 2))
        assert bevel > middle + 200, (x, bevel, middle)
    pressed, sunk = drawn(pressed=True)
    assert sunk.top - face.top == faces.LIP - 1 and sunk.bottom == face.bottom + faces.LIP - 1     # it sinks
    tight = [d for d in shadow_below(pressed, sunk) if d > 8]
    assert 0 < len(tight) < len([d for d in below if d > 8]) - 3, (tight, below)                # its shadow tight
    word, face = drawn()
    face = marks.button(word, pygame.Rect(20, 20, 240, 60), "I", 40)
    column = [_shade(word.get_at((face.centerx, y))) for y in range(face.top, face.bottom)]
    letters = [i for i, s in enumerate(column) if s > 600]
    under = column[letters[-1] + 1: letters[-1] + 3]
    assert min(under) < _shade(word.get_at((face.centerx + 30, face.top + letters[-1] + 2))) - 30, under
