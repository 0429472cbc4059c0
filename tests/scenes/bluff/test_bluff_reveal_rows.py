"""The reveal in rows (issue 28): once the cups are off, six seats' thirty dice stand in a row per seat,
large (>= 36 px at 1280x720, >= 22 px at 800x450), each counted die with its number on a badge beside it
(smaller than the die, never on it), and the lost dice fall out of their own row, never over a name."""

from __future__ import annotations

import pygame
import pytest
from bluff_play import bluff_match, computer, draw, quiet, tick_until

from game.render import text
from game.render.dice_tokens import face_token
from game.scenes.bluff.loss_beat import loss_words
from game.scenes.bluff.reveal import matches

SMALL = 800 / 1280


def _six_seat_reveal(harness):
    scene = harness.push("bluff", match=bluff_match(*(computer(i) for i in range(6))))
    quiet(harness)
    tick_until(harness, lambda: scene.showing == "reveal", 30000)
    return scene


def test_the_counted_dice_stand_large_in_rows_with_their_numbers_beside_them(harness):
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.gather >= 1.0 and show.counted() == len(show.glow), 3000)
    picture = draw(scene)
    rows = scene.view.rows.rows
    assert len(rows) == 6
    counted = set(show.glow)
    for seat, row in enumerate(rows):
        assert row.size >= 36 and row.size * SMALL >= 22          # large dice, at both sizes
        assert not row.header.colliderect(row.dice)
        for k, face in enumerate(show.result.hands[seat]):
            slot = row.slots[k]
            # the die as it is drawn alone, whole: nothing (ring, badge, glow) lies on it
            token = face_token(face, slot.width, True)
            covered = [(x, y) for x in range(slot.width) for y in range(slot.height)
                       if token.get_at((x, y))[3] == 255 and picture.get_at((slot.left + x, slot.top + y))[:3]
                       != token.get_at((x, y))[:3]]
            assert not covered, (seat, k, covered[:5])
            if (seat, k) in counted:
                assert matches(show.result.bid.face, face)
                badge, radius = row.badge(k)
                assert 2 * radius < slot.width and not badge.colliderect(slot)     # smaller, beside it
                assert row.frame.contains(badge)
                beside = picture.get_at((badge.right + 3, badge.centery))[:3]   # (the badge's number: across its middle)
                assert any(picture.get_at((x, badge.centery))[:3] != beside for x in range(badge.left + 2, badge.right - 2))


def test_lost_dice_fall_out_of_their_own_row_never_over_a_name(harness):
    """Look review 13: the lost die only spun in its place. It falls out of its row through the row's bottom edge
    (down to where the next row begins), never over a name; all else the loss draws is the loser's red frame and the
    ribbon across the table."""
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    assert show.leaving
    rows = scene.view.rows.rows
    names = [line.rect for line in harness.drawn_lines() if any(row.header.contains(line.rect) for row in rows)]
    assert len(names) == len(rows)
    losers = {ghost.seat for ghost in show.leaving}
    said = loss_words(show.result, [scene.name(seat) for seat in range(len(rows))])
    lane = pygame.Rect(0, 0, scene.app.size[0], 120)          # the ribbon's band across the table (it sweeps along it)
    lane.centery = scene.view.rows.beat.lane(show.result)[1]
    out_of_row = ribbons = 0
    while show.leave_progress < 1.0:
        layer = pygame.Surface(scene.app.size, pygame.SRCALPHA)
        scene.draw_moving(layer, 1.0)
        painted = pygame.mask.from_surface(layer, 1)
        for seat in losers:            # the loser's red frame and its glow, along its edge (shaking with its name)
            frame = rows[seat].frame
            painted.erase(pygame.mask.Mask(frame.inflate(12, 12).size, fill=True), frame.inflate(12, 12).topleft)
            inside = frame.inflate(-16, -16)
            painted.draw(pygame.mask.from_surface(layer.subsurface(inside), 1), inside.topleft)
        for name in names:
            assert not painted.overlap_area(pygame.mask.Mask(name.size, fill=True), name.topleft), name
        ribbon = [line.rect for line in harness.drawn_lines() if line.text == said]
        for seat in losers:            # the falling die (its place, and down out of the row), the frame, the ribbon
            fall = scene.view.rows.fall_area(seat)
            assert fall.left == rows[seat].frame.left and fall.bottom <= rows[seat].frame.bottom + 10
            gap = pygame.Rect(fall.left, rows[seat].frame.bottom + 1, fall.width, fall.bottom - rows[seat].frame.bottom - 1)
            out_of_row += painted.overlap_area(pygame.mask.Mask(gap.size, fill=True), gap.topleft)
            for area in (fall, rows[seat].frame.inflate(12, 12), lane):
                painted.erase(pygame.mask.Mask(area.size, fill=True), area.topleft)
        assert painted.count() == 0
        ribbons += bool(ribbon)
        harness.tick(4)
    assert out_of_row > 0, "the lost die falls out of its row"
    assert ribbons > 5, "the ribbon says who lost"


@pytest.mark.parametrize("reduced", [False, True], ids=["moving", "reduced_motion"])
def test_a_lost_die_lifts_off_flashing_red_as_its_row_shakes_and_the_loss_is_said_big(harness, reduced):
    """Look reviews 12 and 13: the loss was a red die and red text, with no beat across the screen. The loser's row
    shakes and its frame flashes red, the lost die lifts off its place flashing red (a red cross on it), and a ribbon
    across the table says who lost, sweeping in; the verdict's loss line is larger than its other lines. With reduced
    motion it is a still state: nothing shakes or sweeps, the frame is red at once, the die turns red in place."""
    harness.app.settings.reduced_motion = reduced
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    ghost = show.leaving[0]
    row = scene.view.rows.rows[ghost.seat]
    slot = row.slots[ghost.index]
    beside = pygame.Rect(row.dice.left + 4, row.dice.top + 4, slot.left - 16 - row.dice.left, row.dice.height - 8)
    edge = pygame.Rect(row.frame.centerx - 30, row.frame.top - 4, 60, 12)       # the loser's frame's top edge
    said = loss_words(show.result, [scene.name(seat) for seat in range(len(scene.view.rows.rows))])
    reds, strips, frames, ribbons = [], [], [], []
    while show.leave_progress < 0.6:
        harness.tick()
        screen = draw(scene)
        rgb = pygame.surfarray.array3d(screen.subsurface(slot.inflate(16, 16))).astype(int)
        r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
        reds.append(int(((r > 100) & (r > g + 60) & (r > b + 30)).sum()))
        strips.append(pygame.image.tobytes(screen.subsurface(beside), "RGB"))
        rgb = pygame.surfarray.array3d(screen.subsurface(edge)).astype(int)
        frames.append(int(((rgb[..., 0] > 200) & (rgb[..., 1] < 110) & (rgb[..., 2] < 130)).sum()))
        ribbons += [line.rect for line in harness.drawn_lines() if line.text == said]
    assert max(reds) > slot.width * slot.height // 4, (reds, slot)       # the lost die red (not its badge alone)
    assert len(ribbons) > 5, "the ribbon says who lost"
    if reduced:
        assert len(set(strips)) == 1, "no shake with reduced motion"
        assert min(frames) >= 60, ("the loser's frame red, steady", frames)
        assert len({tuple(rect) for rect in ribbons}) == 1, "the ribbon stands"
    else:
        assert len(set(strips)) > 3, "the loser's row shakes"
        assert min(reds) < max(reds) // 3, "it flashes"
        assert max(frames) >= 60 and min(frames) == 0, ("the loser's frame flashes red", frames)
        assert len({rect.x for rect in ribbons}) > 1, "the ribbon sweeps in"
        with text.recording() as lines:
            draw(scene)
        loss = next(line for line in lines if line.text == show.verdict.lines[0])
        head = next(line for line in lines if line.text == show.verdict.headline)
        assert loss.px > head.px, (loss.px, head.px)
