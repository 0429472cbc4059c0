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
def test_a_reveal_makes_no_cup_or_die_picture_in_its_frames(make_harness, monkeypatch, seats):
    from game.render import text
    from game.scenes.bluff import verdict_event
    from game.scenes.bluff.lost_dice import STAMP_SIZES, stamp_pictures, stamp_words

    made_events = []           # the ribbons over the table (`verdict_event`), as they are made

    def ribbon_picture(*args, **kwargs):
        made_events.append(args[0])
        return make_ribbon(*args, **kwargs)

    make_ribbon = verdict_event.ribbon_picture
    monkeypatch.setattr(verdict_event, "ribbon_picture", ribbon_picture)

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
    frames, ribbons, event, stamps, before, seen = 0, None, [], -1, -1, []
    while scene.showing == "reveal" and frames < 1000:   # the cups lift, the dice gather, count, leave
        with text.recording() as lines:
            harness.tick(each_drawn=True)
        frames += 1
        if ribbons is None and scene.reveal is not None and scene.reveal.applied:
            ribbons = loss_beat.ribbon.cache_info().misses
            stamps = before      # (who lost how many, stamped on the rows: made before the verdict's frame)
            show, event = scene.reveal, list(made_events)
        before = scene.view.rows.stamps.made
        if ribbons is not None and not seen:       # a stamp at rest on the screen: as one made afresh (kept pictures)
            said = {stamp_words(change): seat for seat, change in enumerate(show.result.changes) if change}
            seen = [(line, said[line.text], pygame.Surface.copy(harness.app.screen)) for line in lines
                    if line.text in said]
    assert frames > 120
    assert sum(cache.cache_info().misses for cache in _pictures()) == made
    assert ribbons == 1 == loss_beat.ribbon.cache_info().misses, "the loss ribbon made before the verdict, once"
    assert event and event == made_events, "the ribbon over the table (verdict_event) made before the verdict, once"
    assert 0 < stamps == scene.view.rows.stamps.made, "the stamps made before the verdict, every size of their slam"
    assert seen, "a stamp says who lost how many"
    for line, seat, screen in seen:
        size = next(size for size in STAMP_SIZES if text.pixel_size(size) == line.px)
        fresh = stamp_pictures(line.text, scene.match.seats[seat].colour, size, show.result.changes[seat] > 0)[0][0]
        assert fresh.get_size() == line.box.size, (fresh, line.box)
        shown = screen.subsurface(line.box)
        solid = [(x, y) for x in range(fresh.get_width()) for y in range(fresh.get_height()) if fresh.get_at((x, y)).a == 255]
        assert len(solid) > 100 and all(shown.get_at(spot)[:3] == fresh.get_at(spot)[:3] for spot in solid), line


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
