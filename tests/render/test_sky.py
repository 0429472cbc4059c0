"""Each family of screens its own sky (issue 28: "the same flat navy starfield on every screen"), painted once per
size and look and kept: a kept picture is what a fresh painting gives."""

from __future__ import annotations

import pygame

from game import modes
from game.render import sky, theme
from game.render.backdrop import Backdrop


def _mean(picture: pygame.Surface) -> tuple[int, int, int]:
    colour = pygame.transform.average_color(picture)
    return colour[0], colour[1], colour[2]


def _luminance(colour) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_a_kept_sky_is_what_a_fresh_painting_gives():
    for mood in ("menu", "dicetime", "giants"):
        kept = sky.picture((640, 360), mood)
        assert sky.picture((640, 360), mood) is kept, "painted once per size and look"
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(sky.paint((640, 360), mood), "RGB"), mood


def test_every_mode_and_world_has_a_sky_of_its_own_and_the_menus_another():
    looks = {name: sky.mood_of(name) for name in modes.names() if name != "campaign"}   # (its levels: their worlds)
    looks.update({world: world for world in ("inner", "giants", "outer")})
    looks["menus"] = sky.PLAIN
    assert len(set(looks.values())) == len(looks), looks
    means = {name: _mean(sky.picture((320, 180), mood)) for name, mood in looks.items()}
    for a in means:
        for b in means:   # the whole picture's colour tells them apart, not one pixel
            if a < b:
                assert sum(abs(x - y) for x, y in zip(means[a], means[b], strict=True)) >= 6, (a, b, means[a], means[b])
    for name, mean in means.items():   # and each stays dark: calm behind the dice, the dim help text reads on it
        assert _contrast(theme.TEXT_DIM, mean) >= 4.5, (name, mean)   # (WCAG's bar for text)


def test_no_star_shines_on_the_big_planet():
    for mood in ("menu", "triple", "giants"):
        backdrop = Backdrop((1280, 720), stars=400, planets=0, mood=mood)
        cx, cy, radius = sky.planet_circle((1280, 720), mood)
        assert all((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2 for x, y, *_rest in backdrop.stars)
        assert any((x - cx) ** 2 + (y - cy) ** 2 < (radius + 200) ** 2 for x, y, *_rest in backdrop.stars), "stars near it"
