"""Each mode its own dress (look review 26: "give each mode an accent"): its panels' trim, read from what is drawn;
and one key language in every mode (look reviews 27a/27b #4: "colour does not mean one thing")."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.render import faces, marks, panel, theme
from game.render.colour_vision import contrast_ratio, perceptual_difference
from game.render.skin import MENU
from game.scenes.mode_skins import PACKAGES, skin_of

SKINS = {name: skin_of(name) for name in ("menu", "dicetime", "triple", "puzzle", "bluff", "tenthousand")}
GROUND = (9, 12, 28)


def _key_face(skin) -> tuple[int, int, int]:
    """The middle of a key's face drawn in `skin` (left of where a label goes), over the night sky."""
    surface = pygame.Surface((300, 100))
    surface.fill(GROUND)
    face = marks.button(surface, pygame.Rect(20, 20, 240, 56), "", 28, skin=skin)
    return tuple(surface.get_at((face.left + 20, face.centery + 4)))[:3]


def _trim(skin) -> tuple[int, int, int]:
    """The top of a panel's trim drawn in `skin` (its middle, where the light falls on it)."""
    surface = pygame.Surface((400, 300))
    surface.fill(GROUND)
    rect = pygame.Rect(60, 40, 280, 200)
    panel.draw_panel(surface, rect, skin=skin)
    return tuple(surface.get_at((rect.centerx, rect.top + 2)))[:3]


def _key_faces(skin) -> tuple[tuple[int, int, int], ...]:
    """A plain key's, the main action's and a disabled key's faces drawn in `skin`."""
    surface = pygame.Surface((300, 300))
    surface.fill(GROUND)
    seen = []
    for top, kind in ((20, {}), (110, {"primary": True}), (200, {"enabled": False})):
        face = marks.button(surface, pygame.Rect(20, top, 240, 56), "", 28, skin=skin, **kind)
        seen.append(tuple(surface.get_at((face.left + 20, face.centery + 4)))[:3])
    return tuple(seen)


def _outline(**looks) -> tuple[int, int, int]:
    surface = pygame.Surface((300, 100))
    surface.fill(GROUND)
    face = marks.button(surface, pygame.Rect(20, 20, 240, 56), "", 28, **looks)
    return tuple(surface.get_at((face.centerx, face.top)))[:3]


def test_every_mode_wears_the_same_keys_and_its_own_trim():
    """Looks reviews 27a/27b #4: one primary key (the action's teal), one secondary (outlined navy: 28a/28b change 2),
    one disabled look in every mode; the mode's accent on its frames alone, and never near the danger red nor the rewards' gold."""
    keys = {name: _key_faces(skin) for name, skin in SKINS.items()}
    trims = {name: _trim(skin) for name, skin in SKINS.items()}
    assert len(set(keys.values())) == 1, keys            # the keys as drawn: the same in every mode
    plain, action, off = keys["menu"]
    assert perceptual_difference(plain, faces.SECONDARY_FACE) < 6 and perceptual_difference(action, theme.ACTION_FACE) < 6
    assert perceptual_difference(plain, action) > 20
    assert _outline(skin=MENU) != _outline(skin=MENU, enabled=False)   # (a key that cannot be pressed: no outline)
    for a, b in itertools.combinations(SKINS, 2):
        assert perceptual_difference(trims[a], trims[b]) > 12, (a, b, trims[a], trims[b])
    assert SKINS["menu"] is MENU and MENU.key == faces.LACQUER      # (the title's and settings' keys: today's indigo)
    for name in SKINS:   # no trim the rewards' gold nor the danger red, as drawn
        assert perceptual_difference(trims[name], theme.TITLE) > 20, (name, trims[name])
        assert perceptual_difference(trims[name], theme.DANGER) > 12, (name, trims[name])
    sunset = SKINS["tenthousand"].trim     # 10000's: no longer the rose that read as BUST's red (27a/27b #4)
    assert perceptual_difference(sunset, theme.DANGER) >= 30 and perceptual_difference(sunset, theme.TITLE) >= 30
    assert perceptual_difference(trims["tenthousand"], theme.DANGER) > 20, trims["tenthousand"]
    assert perceptual_difference(sunset, SKINS["bluff"].trim) > 15      # (not Bluff's copper)
    assert skin_of("campaign") is skin_of("puzzle") and skin_of("zehntausend") is skin_of("tenthousand")
    assert skin_of("settings") is MENU and set(PACKAGES) >= {"dicetime", "triple", "puzzle", "bluff", "tenthousand"}


@pytest.mark.parametrize("name", list(SKINS))
def test_a_keys_label_and_a_heading_plates_caption_keep_their_contrast_on_every_accent(name):
    """The label's white on any pixel of the face round it (the face's sheen and glow included), and the dim text of a
    caption on a heading plate in the skin's trim, 4.5:1 at least."""
    skin = SKINS[name]
    surface = pygame.Surface((300, 100))
    surface.fill(GROUND)
    face = marks.button(surface, pygame.Rect(20, 20, 240, 56), "", 28, skin=skin)
    letters = range(face.top + face.height // 4, face.bottom - face.height // 4)   # (where a label's letters lie)
    inside = [surface.get_at((x, y))[:3] for x in range(face.left + 8, face.right - 8, 3) for y in letters]
    assert min(contrast_ratio(theme.TEXT, c) for c in inside) >= 4.5, name
    lit = [c for c in inside if c != skin.key]
    assert lit, "a worked face"
    size, heading = (230, 150), 36
    plate = panel.panel_picture(size, theme.PANEL, 12, 1, heading=heading, skin=skin)
    for y in (panel.bezel_width(size) + panel.RECESS_PX + 2, heading - 6):
        assert contrast_ratio(theme.TEXT_DIM, plate.get_at((size[0] // 2, y))[:3]) >= 4.5, (name, y)


def test_a_key_is_one_kept_picture_in_every_skin():
    faces.outlined_picture.cache_clear()
    surface = pygame.Surface((300, 100))
    for skin in SKINS.values():
        marks.button(surface, pygame.Rect(20, 20, 240, 56), "Hint", 28, skin=skin)
    made = faces.outlined_picture.cache_info().misses
    for _ in range(3):
        for skin in SKINS.values():
            marks.button(surface, pygame.Rect(20, 20, 240, 56), "Hint", 28, skin=skin)
    assert faces.outlined_picture.cache_info().misses == made == 1     # (one key in every mode: one picture)


def _bar_and_key(harness, mode: str):
    scene = harness.push(mode)
    harness.tick(30)
    if mode == "tenthousand":
        from game.scenes.tenthousand.view import BAR, button_rect

        bar, key = BAR, button_rect("hint")
    else:
        bar, key = scene.table.main_controls.bar, scene.table.main_controls.hint
    screen = harness.screen
    return scene, tuple(screen.get_at((bar.centerx, bar.top + 2)))[:3], tuple(screen.get_at((key.left + 14,
                                                                                                key.centery)))[:3]


@pytest.mark.solved_tables("dicetime", "tenthousand")
def test_a_play_screens_bar_wears_its_modes_trim_and_its_keys_and_the_pauses_are_everyones(make_harness):
    seen = {}
    for mode in ("dicetime", "tenthousand"):
        harness = make_harness()
        scene, trim, key = _bar_and_key(harness, mode)
        assert scene.skin is skin_of(mode)
        seen[mode] = trim, key
        # the bar's trim is of the mode's skin: nearer its own than any other skin's
        for name, skin in SKINS.items():
            if name != mode:
                assert perceptual_difference(trim, _trim(skin_of(mode))) < perceptual_difference(trim, _trim(skin)), name
        # a key (the Hint, not the main action) is everyone's indigo, lit or greyed
        assert min(perceptual_difference(key, MENU.key), perceptual_difference(key, MENU.off)) < 6, (mode, key)
        harness.inject("pause")
        harness.tick(20)
        pause = harness.app.scenes.top
        assert pause.skin is skin_of(mode)
        rect = pause.menu.rects()[1]     # (a row not focused: its face alone)
        face = tuple(harness.screen.get_at((rect.left + 14, rect.top + rect.height // 2)))[:3]
        seen[mode] += (face,)
    assert perceptual_difference(seen["dicetime"][0], seen["tenthousand"][0]) > 12    # the trims differ
    assert perceptual_difference(seen["dicetime"][1], seen["tenthousand"][1]) < 3     # the keys do not
    assert perceptual_difference(seen["dicetime"][2], seen["tenthousand"][2]) < 3     # nor the pause's rows
