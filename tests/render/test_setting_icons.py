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


def _light(pixels: numpy.ndarray) -> numpy.ndarray:
    return (pixels.min(axis=1) > 100) & ~numpy.all(pixels == theme.ACCENT, axis=1)


def _lit(surface: pygame.Surface) -> int:
    return int((numpy.abs(_pixels(surface) - theme.ACCENT).sum(axis=1) < 30).sum())


def test_each_picture_is_a_solid_lit_shape_that_shows_its_value_and_is_kept():
    """Look review 18: "the thin outline speaker icon looks like clip-art next to the rest". Every picture is solid
    (its light parts cover 8 % of its square or more: the old 4 px outline speaker covered 5.7 %, the note 7.2 %, the
    new ones 16 % and 9.7 %) and lit from above
    (its top lighter than its foot); its lit parts grow with the value; a kept picture is the one made afresh."""
    for setting in setting_icons.NAMES:
        pixels = _pixels(_drawn(setting, 0.8 if setting.endswith("volume") else True))
        light = pixels[_light(pixels)]
        assert len(light) >= 0.08 * SIZE * SIZE / 2, setting
        assert numpy.ptp(light.sum(axis=1)) > 60, setting   # lit from above: a gradient, not one flat tone
    assert _lit(_drawn("Sound volume", 1.0)) > _lit(_drawn("Sound volume", 0.3)) > _lit(_drawn("Sound volume", 0.0)) == 0
    assert _lit(_drawn("Phones", True)) > 0 == _lit(_drawn("Phones", False))
    kept = setting_icons.picture("Sound volume", SIZE, 0.5, False)
    setting_icons.picture.cache_clear()
    assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(setting_icons.picture("Sound volume", SIZE, 0.5, False), "RGBA")
    assert not setting_icons.draw(pygame.Surface((10, 10)), "Back", (5, 5), 10, False)
