"""A doubt's reveal only blits its pictures: the cups' lifting pictures (tilted copies, shadows) and the dice of
the reveal's moves (every size a die takes spreading from under its cup into its row; a die falling out of it is its row's die,
turned) are made before play. Made in the reveal's frames they cost 1-2.5 ms a frame (four cups turned at once;
~130 dice pictures). The loss ribbons, whose words are known only at the doubt, are made in frames of the count-up,
before the verdict's (the verdict's word in its strip, and who lost over the table: `verdict_event`)."""

from __future__ import annotations

import pygame
import pytest

from game.render import dice_tokens
from game.render.surface_cache import ALL
from game.scenes import navigation
from game.scenes.bluff import loss_beat
from game.scenes.bluff.reveal_rows import scaled_token


def _pictures():
    return [cache for cache in ALL if cache.__module__ == "game.render.cups"] + [dice_tokens.face_token, dice_tokens.cube_token, scaled_token]


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_a_reveal_makes_no_cup_or_die_picture_in_its_frames(make_harness, seats):
    from game.scenes.bluff.lost_dice import stamp_picture

    for cache in (*_pictures(), loss_beat.ribbon):
        cache.cache_clear()           # (another test in this process may have made them)
    harness = make_harness(seed=0)
    scene = navigation.start_demo(harness.app, "bluff", seats)
    harness.tick()                             # the table drawn once (its track, its cups at rest)
    harness.app.draw = lambda alpha: None      # the bidding up to the first doubt, undrawn: faster
    for _ in range(6000):
        if scene.showing == "reveal":
            break
        harness.tick()
    del harness.app.draw
    made = sum(cache.cache_info().misses for cache in _pictures())
    frames, ribbons, event, stamps, before = 0, None, False, -1, -1
    while scene.showing == "reveal" and frames < 1000:   # the cups lift, the dice gather, count, leave
        harness.tick(each_drawn=True)
        frames += 1
        if ribbons is None and scene.reveal is not None and scene.reveal.applied:
            ribbons = loss_beat.ribbon.cache_info().misses
            stamps = before      # (who lost how many, stamped on the rows: made before the verdict's frame)
            beat, show = scene.view.rows.beat, scene.reveal
            event = beat.event_made(show)
        before = scene.view.rows.stamps.made
    assert frames > 120
    assert sum(cache.cache_info().misses for cache in _pictures()) == made
    assert ribbons == 1 == loss_beat.ribbon.cache_info().misses, "the loss ribbon made before the verdict, once"
    assert event, "the ribbon over the table (verdict_event) made before the verdict, at every slam size"
    assert 0 < stamps == scene.view.rows.stamps.made, "the stamps made before the verdict, every size of their slam"
    for _seat, words, size, _middle, pictures in scene.view.rows.stamps.shown():    # (kept pictures: as made afresh)
        colour, gain = scene.match.seats[_seat].colour, show.result.changes[_seat] > 0
        assert [pygame.image.tobytes(picture, "RGBA") for picture, _at in pictures] == [
            pygame.image.tobytes(stamp_picture(words, colour, size, gain, step)[0], "RGBA") for step in range(len(pictures))]


@pytest.mark.parametrize("seats", [2, 3])
def test_the_largest_dice_on_the_move_are_all_made_before_play(make_harness, seats):
    """Two or three seats' rows hold the largest dice: every size each face takes spreading from under its cup into
    its row or falling out of it is still kept after the table's warm-up (their caches' budgets hold them all)."""
    from game.scenes.bluff.reveal_rows import draw_gathering, draw_leaving

    for cache in (dice_tokens.face_token, scaled_token):
        cache.cache_clear()
    harness = make_harness(seed=0)
    scene = navigation.start_demo(harness.app, "bluff", seats)
    made = [dice_tokens.face_token.cache_info().misses, scaled_token.cache_info().misses]
    assert made[1] > 0
    layer = harness.app.screen.copy()
    rows = scene.view.rows.rows
    for row in rows:
        for face in range(1, 7):
            for step in range(101):
                draw_gathering(layer, row.under(0), row.under_size, row.slots[0], face, step / 100)
                if step % 10 == 0:
                    draw_leaving(layer, row, 0, face, step / 100)
    assert [dice_tokens.face_token.cache_info().misses, scaled_token.cache_info().misses] == made
