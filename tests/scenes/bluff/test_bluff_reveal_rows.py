"""The reveal in rows (issue 28): once the cups are off, six seats' thirty dice stand in a row per seat,
large (>= 36 px at 1280x720, >= 22 px at 800x450), each counted die with its number on a badge beside it
(smaller than the die, never on it), and the lost dice fall out of their own row, never over a name."""

from __future__ import annotations

import pygame
import pytest
from bluff_play import bluff_match, computer, draw, quiet, tick_until

from game.render import text
from game.render.dice_tokens import face_token
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
                assert picture.get_at(badge.center)[:3] != picture.get_at((badge.right + 3, badge.centery))[:3]


def test_lost_dice_fall_out_of_their_own_row_never_over_a_name(harness):
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    assert show.leaving
    rows = scene.view.rows.rows
    seen = 0
    while show.leave_progress < 1.0:
        layer = pygame.Surface(scene.app.size, pygame.SRCALPHA)
        scene.draw_moving(layer, 1.0)
        painted = pygame.mask.from_surface(layer, 1)
        for row in rows:
            area = pygame.mask.Mask(row.dice.size, fill=True)
            painted.erase(area, row.dice.topleft)
        assert painted.count() == 0                 # every falling pixel inside its row's dice strip
        # ... and near its own place: a die dropping through the strip's edge read as one cut off by the card
        places = [rows[g.seat].slots[g.index] for g in show.leaving]
        for drawn in pygame.mask.from_surface(layer, 1).get_bounding_rects():
            assert any(place.inflate(place.width // 2, place.height // 2).contains(drawn) for place in places), drawn
        for ghost in show.leaving:
            seen += bool(pygame.mask.from_surface(layer, 1).overlap_area(
                pygame.mask.Mask(rows[ghost.seat].dice.size, fill=True), rows[ghost.seat].dice.topleft))
        harness.tick(4)
    assert seen > 0


@pytest.mark.parametrize("reduced", [False, True], ids=["moving", "reduced_motion"])
def test_a_lost_die_lifts_off_flashing_red_as_its_row_jolts_and_the_loss_is_said_big(harness, reduced):
    """Look review 12: the loss was two lines of red text, with no moment on the table. The loser's dice jolt in their
    row, the lost die lifts off its place flashing red (a red cross on it), then spins away; the verdict's loss line
    is larger than its other lines. With reduced motion nothing jolts: the die turns red and fades in place."""
    harness.app.settings.reduced_motion = reduced
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    ghost = show.leaving[0]
    row = scene.view.rows.rows[ghost.seat]
    slot = row.slots[ghost.index]
    beside = pygame.Rect(row.dice.left + 4, row.dice.top + 4, slot.left - 16 - row.dice.left, row.dice.height - 8)
    reds, strips = [], []
    while show.leave_progress < 0.5:
        harness.tick()
        screen = draw(scene)
        rgb = pygame.surfarray.array3d(screen.subsurface(slot.inflate(16, 16))).astype(int)
        r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
        reds.append(int(((r > 100) & (r > g + 60) & (r > b + 30)).sum()))
        strips.append(pygame.image.tobytes(screen.subsurface(beside), "RGB"))
    assert max(reds) > slot.width * slot.height // 4, (reds, slot)       # the lost die red (not its badge alone)
    if reduced:
        assert len(set(strips)) == 1, "no jolt with reduced motion"
    else:
        assert len(set(strips)) > 3, "the loser's dice jolt"
        assert min(reds) < max(reds) // 3, "it flashes"
        with text.recording() as lines:
            draw(scene)
        loss = next(line for line in lines if line.text == show.verdict.lines[0])
        head = next(line for line in lines if line.text == show.verdict.headline)
        assert loss.px > head.px, (loss.px, head.px)
