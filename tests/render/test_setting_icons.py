"""The settings' pictures (game/render/setting_icons.py): solid, lit shapes like the rest of the game, their lit parts
showing the value, each made once and kept."""

from __future__ import annotations

import numpy
import pygame

from game.render import setting_icons, theme

SIZE = 120


def _drawn(setting: str, value) -> pygame.Surface:
    surface = pygame.Surface((SIZE + 40, SIZE + 40))
    surface.fill(theme.PANEL)
    assert setting_icons.draw(surface, setting, (SIZE // 2 + 20, SIZE // 2 + 20), SIZE, value)
    return surface


def _pixels(surface: pygame.Surface) -> numpy.ndarray:
    return pygame.surfarray.array3d(surface)[:, ::2].reshape(-1, 3).astype(int)   # (every other row)


def _lit(surface: pygame.Surface) -> int:
    return int((numpy.abs(_pixels(surface) - theme.ACCENT).sum(axis=1) < 30).sum())


def test_each_picture_is_a_solid_lit_shape_that_shows_its_value_and_is_kept():
    """Look review 18: "the thin outline speaker icon looks like clip-art next to the rest". Every picture is solid
    (its drawn parts, apart from the lit value, cover 8 % of its square or more: the old 4 px outline speaker covered
    5.7 %) and lit from above (a gradient, not one flat tone); its lit parts grow with the value; a kept picture is the
    one made afresh. Look review 23: the solid speaker still read as clip-art beside the themed art: the pictures are
    the game's own: the sound two planet dice, the music's note a ringed planet, the full screen the game's sky with
    its planet, a phone on shows a planet die (each holds its die face's planet colour)."""
    from game.render.planet_faces import PLANET_COLOUR

    for setting in setting_icons.NAMES:
        pixels = _pixels(_drawn(setting, 0.8 if setting.endswith("volume") else True))
        ink = pixels[(numpy.abs(pixels - theme.PANEL).sum(axis=1) > 60) & (numpy.abs(pixels - theme.ACCENT).sum(axis=1) >= 30)]
        assert len(ink) >= 0.08 * SIZE * SIZE / 2, setting
        assert numpy.ptp(ink.sum(axis=1)) > 60, setting   # lit from above: a gradient, not one flat tone
    for setting, face in (("Sound volume", 5), ("Music volume", 6), ("Fullscreen", 3), ("Phones", 5)):
        planet = numpy.abs(_pixels(_drawn(setting, 0.8 if setting.endswith("volume") else True)) - PLANET_COLOUR[face])
        assert (planet.sum(axis=1) < 40).sum() > 100, setting
    assert _lit(_drawn("Sound volume", 1.0)) > _lit(_drawn("Sound volume", 0.3)) > _lit(_drawn("Sound volume", 0.0)) == 0
    assert _lit(_drawn("Phones", True)) > 0 == _lit(_drawn("Phones", False))
    kept = setting_icons.picture("Sound volume", SIZE, 0.5, False)
    setting_icons.picture.cache_clear()
    assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(setting_icons.picture("Sound volume", SIZE, 0.5, False), "RGBA")
    assert not setting_icons.draw(pygame.Surface((10, 10)), "Back", (5, 5), 10, False)


def test_the_sound_pictures_dice_never_cover_each_other():
    """Look review 26 (17): the sound picture's "2" die was half covered by its "5". Each die drawn where the picture
    draws it (its turned token, as big as there): no pixel of one lies on the other."""
    from game.render import dice_tokens

    s = 400
    masks = []
    for face, turn, (fx, fy) in setting_icons.SOUND_DICE:
        die = pygame.transform.rotozoom(dice_tokens.face_token(face, round(s * setting_icons.SOUND_DIE)), turn, 1.0)
        canvas = pygame.Surface((s, s), pygame.SRCALPHA)
        canvas.blit(die, die.get_rect(center=(round(s * (0.1 + fx)), round(s * fy))))
        masks.append(pygame.mask.from_surface(canvas, 40))
    assert masks[0].overlap_area(masks[1], (0, 0)) == 0
