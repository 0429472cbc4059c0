"""Look review 26 on the review's cards: "enlarge the mini dice (numerals >= 13 px at 800x450), move lock badges off the
numerals, and cut each card to one headline number and one line of text". Read from the picture as a player sees it."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.render import rockets, text, theme
from game.scenes.review.sample import sample_result
from game.scenes.review.view import CARDS

pytestmark = pytest.mark.solved_tables("dicetime")
SMALL = (800, 450)   # (the floor's picture: its scale)


@pytest.fixture(autouse=True)
def _table(optimal_table):
    return optimal_table


def _dice(harness) -> list:
    """The cards' dice as drawn: each die's numeral is recorded over the die's picture."""
    return [line for line in harness.drawn_lines()
            if CARDS.contains(line.rect) and len(line.text) == 1 and line.text in "123456"]


def _numeral(pixels: np.ndarray) -> np.ndarray:
    """Where a die's numeral is: its white with a touch of blue (250, 250, 255), not the die's warm ivory glaze."""
    return (pixels.min(axis=2) > 238) & (pixels[:, :, 2] >= pixels[:, :, 0] + 3)


def _white_rows(pixels: np.ndarray) -> np.ndarray:
    """The rows (y) of a picture's part holding a numeral's white (two pixels or more: not a gloss's glint)."""
    return np.flatnonzero(_numeral(pixels).sum(axis=0) >= 2)


def _numeral_rows(pixels: np.ndarray) -> range:
    """The numeral's rows in a die's picture: the longest unbroken run of rows holding its white (a padlock's light
    glyph under the die is apart from it)."""
    rows = _white_rows(pixels)
    best, start = range(0), 0
    for k in range(len(rows)):
        if k and rows[k] != rows[k - 1] + 1:
            start = k
        if rows[k] - rows[start] + 1 > len(best):
            best = range(rows[start], rows[k] + 1)
    return best


@pytest.mark.parametrize("mode", ["dicetime", pytest.param("tenthousand", marks=pytest.mark.solved_tables("tenthousand"))])
def test_the_cards_dice_are_big_and_their_numerals_read_13_px_at_800x450(harness, mode):
    """Look reviews 27a/27b: 10000's first card crammed its six dice beside its big number (~20 px at 800x450, digits
    8-11 px) and the cards' dice differed in size. Every card's dice at one size, 34 px or more at 800x450, each digit's
    white glyph (not its dark outline) 13 px tall or more."""
    harness.push("review", result=sample_result(mode), seat=0)
    harness.run_for(0.6)   # (past the fade-in)
    dice = _dice(harness)
    assert len(dice) == {"dicetime": 15, "tenthousand": 17}[mode], [line.text for line in dice]
    assert len({line.rect.size for line in dice}) == 1, [line.rect for line in dice]   # one die size on the screen
    assert min(line.rect.width for line in dice) >= 54, [line.rect for line in dice]   # 34 px at 800x450
    pixels = pygame.surfarray.array3d(harness.screen).astype(int)
    scale = SMALL[0] / 1280
    heights = []
    for line in dice:   # the numeral's ink as drawn, at 800x450's scale
        r = line.rect
        heights.append(round(len(_numeral_rows(pixels[r.left:r.right, r.top:r.bottom])) * scale, 1))
    assert min(heights) >= 13, heights


def test_no_lock_badge_covers_a_kept_dies_numeral(harness):
    harness.push("review", result=sample_result("dicetime"), seat=0)
    harness.run_for(0.6)
    screen = pygame.surfarray.array3d(harness.screen).astype(int)
    locked = np.array(theme.LOCKED)
    covered = []
    kept = 0
    for line in _dice(harness):
        r = line.rect
        part = screen[r.left:r.right, r.top:r.bottom]
        rows = _numeral_rows(part)
        cols = np.flatnonzero(_numeral(part[:, rows.start:rows.stop]).any(axis=1))
        assert len(cols) and len(rows), line
        ink = part[cols[0]:cols[-1] + 1, rows.start:rows.stop]   # the numeral's box
        near = np.abs(ink - locked).sum(axis=2) < 60
        around = screen[r.left:r.right, r.bottom:r.bottom + 16]
        kept += bool((np.abs(around - locked).sum(axis=2) < 60).any())   # (a badge under the die: it was kept)
        if near.any():
            covered.append((line.text, r, int(near.sum())))
    assert kept >= 3, kept   # (the sample's costliest cards keep dice: 3 3 3, 1 1)
    assert not covered, covered


def test_each_card_says_you_and_best_as_chips_and_the_cost_as_its_one_big_number(harness):
    result = sample_result("dicetime")
    review = result.coach.review(0)
    harness.push("review", result=result, seat=0)
    harness.run_for(0.6)
    lines = [line for line in harness.drawn_lines() if CARDS.contains(line.rect)]
    costs = [line for line in lines if line.text.startswith("\u2212")]
    expected = [f"\u2212{d.priced.cost:.1f}" for d in review.costliest()]
    assert [line.text for line in sorted(costs, key=lambda line: line.rect.left)] == expected
    words = [line for line in lines if line not in costs and line not in _dice(harness)]
    assert all(cost.px > max(line.px for line in words) for cost in costs)   # the card's one big number
    screen = harness.screen
    seat = rockets.seat_colour(result.config.seats[0].colour)
    for tag, colour in (("You", seat), ("Best", theme.ACCENT)):   # each chip's tag on a band of its colour
        found = [line for line in lines if line.text == tag]
        assert len(found) == 3, tag
        for line in found:
            beside = screen.get_at((line.rect.left - 4, line.rect.centery))[:3]
            assert sum(abs(a - b) for a, b in zip(beside, colour[:3], strict=True)) < 30, (tag, beside, colour)
    # the points given up said under the figure, and no sentence "gave up ..." any more
    assert len([line for line in lines if line.text == "points"]) == 3
    assert not [line for line in lines if line.text.startswith("gave up") or line.text.startswith("Perfect: ")]
    assert min(line.px for line in words) >= text.pixel_size(text.CAPTION)


@pytest.mark.solved_tables("puzzle")
def test_a_wide_cards_chips_keep_a_chips_width_centred(harness):
    """Two cards share the row in a turn of two decisions: their chips keep a chip's width in the middle of the card
    (stretched over 600 px they read as empty bars), and the dice there are drawn as big as the card's height allows."""
    from game.scenes.review import card, view

    harness.push("review", mode="puzzle")
    harness.tick(20)
    for _ in range(3):
        harness.press("right")
    harness.tick(2)
    rects = view.card_rects(2)
    tags = sorted((line for line in harness.drawn_lines() if line.text == "You"), key=lambda line: line.rect.left)
    assert len(tags) == 2
    for tag, rect in zip(tags, rects, strict=True):
        room = rect.width - 20
        lane_left = tag.rect.centerx - (text.width_of("You", text.LABEL, True) + 2 * card.TAG_PAD) / 2
        assert abs((lane_left - rect.left) - (rect.width - min(room, card.WIDEST)) / 2) <= 3, (tag.rect, rect)
    assert min(line.rect.width for line in _dice(harness)) >= card.DIE >= 68


@pytest.mark.solved_tables("triple-slack")
def test_triples_long_moves_stay_whole_and_its_big_figures_and_scale_fit(harness):
    """Triple's moves ("filled 4 of a kind (x2)") did not fit beside the card's figure (cut with "…"), a two-digit cost
    ("−10.5") was cut to "−1…", and the chart's "2000" ran over its frame: a long move takes the chips' width, its
    figure beside the dice, as big as its column lets it be; the scale's room as wide as its longest number."""
    from game.scenes.review import view

    result = sample_result("triple")
    review = result.coach.review(0)
    harness.push("review", result=result, seat=0)
    harness.run_for(0.6)
    lines = harness.drawn_lines()
    cards = [line.text for line in lines if CARDS.contains(line.rect)]
    assert not [said for said in cards if "\u2026" in said], cards
    assert [f"\u2212{d.priced.cost:.1f}" for d in review.costliest()] == \
        [said for said in cards if said.startswith("\u2212")], cards
    assert any("(x" in said for said in cards), cards
    plot = harness.top.chart.plot
    scale = [line for line in lines if line.text.isdigit() and line.rect.right <= plot.left
             and plot.top - 20 <= line.rect.centery <= plot.bottom + 4]
    assert scale and all(view.CHART.contains(line.rect) for line in scale), [(line.text, line.rect) for line in scale]


@pytest.mark.solved_tables("tenthousand")
def test_german_cards_draw_their_dice_at_the_english_size_and_keep_every_move_whole(harness):
    """Look review 28a (major): in German 10000's cards shrank their dice to ~30 px at 1280x720 (~17 px at 800x450,
    digits ~10 px) beside "−1,7 Runden", at a different size in each card and the unkept ones smaller still. The German
    cards' dice as drawn: one size, the English one, and no move cut."""
    from game import words

    sizes, cut = {}, {}
    for language in ("en", "de"):
        words.set_language(language)
        try:
            harness.push("review", result=sample_result("tenthousand"), seat=0)
            harness.run_for(0.6)
            sizes[language] = {line.rect.size for line in _dice(harness)}
            cut[language] = [line.text for line in harness.drawn_lines()
                             if CARDS.contains(line.rect) and "\u2026" in line.text]
            harness.app.scenes.pop()
        finally:
            words.set_language("en")
    assert len(sizes["de"]) == 1 and sizes["de"] == sizes["en"], sizes
    assert not cut["de"] and not cut["en"], cut
