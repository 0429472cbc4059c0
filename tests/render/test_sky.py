"""Each family of screens its own sky (issue 28: "the same flat navy starfield on every screen"), painted once per
size and look and kept: a kept picture is what a fresh painting gives."""

from __future__ import annotations

import math

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
        if sky.circles((1280, 720), mood):   # (Zehntausend's sky: hills alone)
            cx, cy, radius = sky.planet_circle((1280, 720), mood)
            assert any((x - cx) ** 2 + (y - cy) ** 2 < (radius + 200) ** 2 for x, y, *_rest in backdrop.stars), "stars near"
        for cx, cy, radius in sky.circles((1280, 720), mood):   # every planet, moon and sun
            assert all((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2 for x, y, *_rest in backdrop.stars), mood
        scene = sky.MOODS[mood]
        if scene.ground is not None:   # the hills, as painted (flat fills): no star just above them dips in
            picture = sky.picture((1280, 720), mood)
            hills = {scene.ground.far[2], scene.ground.near[2]}
            assert tuple(picture.get_at((640, 719)))[:3] in hills
            assert not [star for star in backdrop.stars
                        if tuple(picture.get_at((int(star[0]), int(star[1]) + int(star[2]) + 1)))[:3] in hills], mood


def test_dicetimes_sky_keeps_nothing_small_by_the_help_line():
    """Look review 25: Dicetime's small moon in the bottom-left corner, just above the help line, read as a stray sprite
    (review 24 had read the hint drawn over it there, and a Revenge's trays hid half of it). The sky's bodies (its
    ringed giant) all lie in the screen's top half, none by the message line, the help line or a Revenge's trays."""
    from game.render import sky_scenes

    width, height = theme.LOGICAL_SIZE
    low = [(body.x, body.y, body.r) for body in sky_scenes.MOODS["dicetime"].bodies if (body.y + body.r) * height > height / 2]
    assert not low, low


def test_no_planet_or_sun_sits_behind_triples_top_bar_nor_by_zehntausends_buttons():
    """Look review 25 moved Triple's three suns into the title band, clear of the sheet; look reviews 28a #20 and 28b #9
    then read them there, right behind the round's pill, as bright stray blobs, and 28b #19 Zehntausend's moon, low in
    the corner, as cut off by the button bar. No planet, moon or sun of Triple's sky reaches into the top bar (56 px),
    and none of Zehntausend's lies in the band of its buttons and help line (the bottom quarter)."""
    width, height = theme.LOGICAL_SIZE
    screen = pygame.Rect(0, 0, width, height)

    def discs(mood):
        for cx, cy, radius in sky.circles((width, height), mood):
            disc = pygame.Rect(0, 0, math.ceil(2 * radius), math.ceil(2 * radius))
            disc.center = (round(cx), round(cy))
            yield disc.clip(screen)

    assert not [disc for disc in discs("triple") if disc.width and disc.colliderect((0, 0, width, 56))]
    assert not [disc for disc in discs("zehntausend") if disc.width and disc.colliderect((0, height * 3 // 4, width, height))]