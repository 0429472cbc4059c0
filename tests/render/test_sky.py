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
    for mood in sky.MOODS:   # (every place: its planets, rings, suns, smoke, aurora and hills)
        kept = sky.picture((320, 180), mood)
        assert sky.picture((320, 180), mood) is kept, "painted once per size and look"
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(sky.paint((320, 180), mood), "RGB"), mood


def test_each_menu_screen_has_a_planet_of_its_own():
    """Look review 23: "the same purple gradient with a planet arc on nearly every screen". The menus share the home
    sky's colours, each with its own planet: any two of them differ over a good part of the screen."""
    import numpy as np

    names = ("menu", "settings", "rules", "scores", "stats", "tray", "map")
    pictures = {name: pygame.surfarray.array3d(sky.picture((320, 180), name)).astype(int) for name in names}
    for a in names:
        for b in names:
            if a < b:   # the pixels whose colour differs plainly (by more than 24 over the three channels)
                differ = int((np.abs(pictures[a] - pictures[b]).sum(axis=2) > 24).sum())
                assert differ >= 0.1 * 320 * 180, (a, b, differ)


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


def test_no_star_shines_on_a_planet_a_sun_or_the_hills():
    for mood in ("menu", "triple", "giants", "tenthousand", "zehntausend"):
        backdrop = Backdrop((1280, 720), stars=400, planets=0, mood=mood)
        cx, cy, radius = sky.planet_circle((1280, 720), mood)
        assert any((x - cx) ** 2 + (y - cy) ** 2 < (radius + 200) ** 2 for x, y, *_rest in backdrop.stars), "stars near it"
        for cx, cy, radius in sky.circles((1280, 720), mood):   # every planet, moon and sun
            assert all((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2 for x, y, *_rest in backdrop.stars), mood
        scene = sky.MOODS[mood]
        if scene.ground is not None:   # the hills, as painted (flat fills): no star just above them dips in
            picture = sky.picture((1280, 720), mood)
            hills = {scene.ground.far[2], scene.ground.near[2]}
            assert tuple(picture.get_at((640, 719)))[:3] in hills
            assert not [star for star in backdrop.stars
                        if tuple(picture.get_at((int(star[0]), int(star[1]) + int(star[2]) + 1)))[:3] in hills], mood


def test_dicetimes_moon_keeps_off_the_message_line_under_the_buttons():
    """Look review 24: "Hint: keep 3 4 5 6 and roll again" was drawn over Dicetime's small moon at the bottom left. The
    moon (the sky's second body) stays clear of the message line, the tray's width (logical pixels: both sizes)."""
    import random

    from game.render import sky_scenes, text
    from game.scenes.playkit import messages
    from game.scenes.scoretable.layout import lay_out

    moon = sky_scenes.MOODS["dicetime"].bodies[1]
    width, height = theme.LOGICAL_SIZE
    main = lay_out(theme.LOGICAL_SIZE, 2, 1, random.Random(0)).main
    x, y = main.message_at
    tall = text.line_height(messages.FONT)
    line = pygame.Rect(x, y - tall // 2, main.bar.width, tall)
    cx, cy, r = moon.x * width, moon.y * height, moon.r * height
    nearest = (min(max(cx, line.left), line.right), min(max(cy, line.top), line.bottom))
    assert (nearest[0] - cx) ** 2 + (nearest[1] - cy) ** 2 > (r + 3) ** 2, (line, (cx, cy, r))
