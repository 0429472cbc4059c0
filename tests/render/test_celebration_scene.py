"""Look review 23: the win celebration was "a plain dark backdrop; two fireworks are dim ghost bursts that read as
smudges", the other players not shown. It has a scene: a starry sky over a planet's curve, the winner's rocket lifting
off a launch pad on the horizon, big bright bursts, and the other players' rockets standing on the planet beside the
pad, each with its name and score under it; with reduced motion a still composition (bursts hanging in the sky)."""

from __future__ import annotations

import numpy
import pygame

from game.render import launch_scene, rockets, text, theme
from game.render.celebration import CLIMB, FADE, ROCKET, SECONDS, Celebration

ORANGE, BLUE, PINK = theme.SEAT_COLOURS[0], theme.SEAT_COLOURS[1], theme.SEAT_COLOURS[2]
OTHERS = ((1, BLUE, "CPU 2", "193 points"), (2, PINK, "CPU 3", "150 points"))


def _drawn(celebration: Celebration) -> tuple[pygame.Surface, list]:
    picture = pygame.Surface((1280, 720))
    with text.recording() as lines:
        celebration.draw(picture)
    return picture, lines


def _near(picture: pygame.Surface, colour, area: pygame.Rect, within: int = 40) -> int:
    rgb = pygame.surfarray.array3d(picture.subsurface(area)).astype(int)
    return int((numpy.abs(rgb - numpy.array(colour)).sum(axis=2) < within).sum())


def test_the_winners_rocket_lifts_off_its_pad_over_a_planet_and_the_others_stand_beside_it():
    celebration = Celebration((1280, 720), 0, ORANGE, "Player 1 wins!", "234 points", seed=3, others=OTHERS)
    celebration.update(0.05)
    picture, _lines = _drawn(celebration)
    pad = pygame.Rect(0, 0, 40, 60)
    pad.midbottom = (640, launch_scene.pad_top((1280, 720)))
    rest = pygame.Rect(0, 0, 40, 60)
    rest.center = (640, round(720 * launch_scene.REST))
    deck = pygame.Rect(620, launch_scene.pad_top((1280, 720)) - 34, 40, 30)     # (the rocket's feet on the deck)
    assert _near(picture, ORANGE, pad) > 300 and _near(picture, ORANGE, deck) > 100, "first on its pad"
    for _ in range(round(1.6 * 60)):
        celebration.update(1 / 60)
    picture, lines = _drawn(celebration)
    assert _near(picture, ORANGE, rest) > 300, "then in its place over the planet"
    # look review 28b d10: it hung detached far over the pad: it lifts off just over its deck, clear of it, its flame
    # reaching down to it; the points' plate clear of the launch tower
    body = rockets.draw_rocket(pygame.Surface((1280, 720)), 0, ORANGE, (640, 720 * launch_scene.REST), ROCKET)
    assert 0 < launch_scene.pad_top((1280, 720)) - body.bottom <= 90, body
    assert _near(picture, ORANGE, deck) < 20, "its body off the deck"
    plate = next(line.box for line in lines if line.text == "234 points")
    assert not plate.colliderect(launch_scene.tower_rect((1280, 720)).inflate(0, 16)), plate
    assert plate.bottom < body.top and plate.top > next(line.box for line in lines if line.text == "Player 1 wins!").bottom
    # the planet: under the horizon the ground, lit at its rim, darker than the sky just over it in the rays' gaps
    width = 1280
    for x in (100, 1180):
        ground = round(launch_scene.surface_y((1280, 720), x))
        below, above = picture.get_at((x, ground + 40))[:3], picture.get_at((x, ground - 60))[:3]
        assert below != above and sum(picture.get_at((x, ground))[:3]) > sum(below), (x, below, above)
    # the others: their rockets on the planet beside the pad, each name and score under its rocket, smaller
    headline = next(line for line in lines if line.text == "Player 1 wins!")
    places = launch_scene.ground_places((1280, 720), len(OTHERS))
    for (_rocket, colour, name, score), (x, ground) in zip(OTHERS, places, strict=True):
        said = [line for line in lines if line.text in (name, score)]
        assert len(said) == 2 and all(line.px < headline.px / 2 and abs(line.rect.centerx - x) < 4 for line in said)
        assert said[0].rect.top > ground and said[1].rect.top > said[0].rect.bottom - 4, said
        assert _near(picture, theme.TITLE, said[1].rect) == 0, "gold is a reward's: not a loser's points (review 25)"
        body = pygame.Rect(x - 12, ground - launch_scene.OTHER_ROCKET, 24, launch_scene.OTHER_ROCKET)
        assert _near(picture, colour, body) > 60, name
        assert abs(x - width // 2) > launch_scene.PAD[0] // 2


def test_with_reduced_motion_the_scene_is_a_still_composition_with_bursts_hanging_in_the_sky():
    """(The moving bursts, big and bright on both sides: tests/scenes/test_results_scene.py.)"""
    calm = Celebration((1280, 720), 0, ORANGE, "Player 1 wins!", "234 points", seed=3, reduced_motion=True,
                       others=OTHERS)
    calm.update(0.1)
    first, lines = _drawn(calm)
    calm.update(CLIMB)
    second, _lines = _drawn(calm)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB"), "a still composition"
    bright = numpy.asarray(pygame.surfarray.array3d(first)).max(axis=2) > 215
    assert bright[:380, :400].sum() > 800 and bright[900:, :400].sum() > 800, "bursts hang in the sky at once"
    assert {"CPU 2", "193 points", "Player 1 wins!", "234 points"} <= {line.text for line in lines}


def test_no_spark_ray_or_tower_crosses_the_winners_words():
    """Review 25: "the launch tower and sparks behind '234 points'". Every line the celebration shows reads the same
    with its sparks gone; the points stand on a plate of their own, the same over a bare sky (no tower, no rays)."""
    celebration = Celebration((1280, 720), 0, ORANGE, "Player 1 wins!", "234 points", seed=3, others=OTHERS)
    checked = set()
    for frame in range(round(3.0 * 60)):
        celebration.update(1 / 60)
        if frame % 6:
            continue
        picture, lines = _drawn(celebration)
        sparks, flashes = celebration.sparks, celebration._flashes
        celebration.sparks, celebration._flashes = [], []
        bare, _ = _drawn(celebration)
        key, stage = celebration._pictures["stage"]
        plain = stage.copy()
        plain.fill((200, 40, 200))
        celebration._pictures["stage"] = (key, plain)
        bare_sky, _ = _drawn(celebration)
        celebration.sparks, celebration._flashes, celebration._pictures["stage"] = sparks, flashes, (key, stage)
        for line in lines:
            area = line.rect.clip(picture.get_rect())
            assert pygame.image.tobytes(picture.subsurface(area), "RGB") == pygame.image.tobytes(
                bare.subsurface(area), "RGB"), (frame, line.text, "a spark crosses it")
            if line.text in ("234 points", "Player 1 wins!"):
                checked.add(line.text)
            if line.text == "234 points" and celebration.age < SECONDS - FADE:   # (fading, the scene shows through)
                assert pygame.image.tobytes(picture.subsurface(area), "RGB") == pygame.image.tobytes(
                    bare_sky.subsurface(area), "RGB"), (frame, "the tower or the rays show behind the points")
    assert checked == {"234 points", "Player 1 wins!"}
