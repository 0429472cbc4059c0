"""A level's results card after look review 28b (d11: "the third star's dotted sparkle ring clips the second star; the
'You 125' marker, a star tick and the 'Computer 122' marker pile up at one point on the bar") and 28a ("the copy is
wordy"; d17: "Hard computer: scores 122 or more half the time" is clunky)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy
import pygame
import pytest

from game.campaign.loader import load_level
from game.campaign.yardstick import ComputerMedian
from game.render import text, theme
from game.scenes.campaign import cards, score_track
from game.scenes.campaign.cards import Outcome, ResultsCard

LEVEL = Path(__file__).resolve().parents[3] / "levels" / "inner" / "first-orbit.toml"   # (stars at 205 / 265 / 315)
BOX = pygame.Rect((240, 120), cards.CARD_SIZE)


def _outcome(score: int, stars: int, new_best: bool = False, best: int | None = None) -> Outcome:
    return Outcome(won=stars > 0, score=score, stars=stars, time_left=20.0, timed_out=stars == 0, target_reached=False,
                   missed=(), best_score=best if best is not None else score, best_stars=stars,
                   best_time_left=20.0 if stars else None, new_best=new_best, recorded=True)


def _picture(card: ResultsCard) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    surface.fill(theme.SPACE)
    card.draw(surface)
    return surface


def test_a_landing_stars_sparks_never_touch_the_star_beside_it(harness):
    """While the third star's burst is on (the second's over), nothing in or round the second star (its points and
    8 px past them: a clear gap) differs from the still card."""
    still = ResultsCard(BOX, load_level(LEVEL), _outcome(330, 3), lambda: None, None, lambda: None, lambda _s: None)
    still.reduced_motion = True
    moving = ResultsCard(BOX, load_level(LEVEL), _outcome(330, 3), lambda: None, None, lambda: None, lambda _s: None)
    calm = _picture(still)
    for landing, beside in ((2, 1),):   # (the second's burst beside the first: the same step apart)
        landed = cards.FLY_START + landing * cards.FLY_STEP + cards.FLY_TIME
        before = landed - cards.FLY_STEP + cards.BURST_TIME       # (the star beside: its own burst over)
        x, y = still.star_centre(beside)
        disc = [(x + dx, y + dy) for dx in range(-40, 41) for dy in range(-40, 41) if math.hypot(dx, dy) <= cards.STAR_SIZE + 8]
        for k in range(8):
            moving.age = max(before, landed + cards.POP_TIME) + k * (landed + cards.BURST_TIME - max(before, landed + cards.POP_TIME)) / 8
            seen = _picture(moving)
            touched = [at for at in disc if seen.get_at(at) != calm.get_at(at)]
            assert not touched, (landing, round(moving.age, 3), touched[:4])


SCORES = (0, 60, 150, 203, 205, 207, 240, 262, 265, 268, 300, 312, 315, 318, 340)
COMPUTERS = (None, 150.0, 203.0, 205.0, 262.0, 265.0, 268.0, 312.0, 315.0, 330.0)


@pytest.mark.parametrize("computer", COMPUTERS)
def test_the_bars_labels_ticks_and_star_marks_never_overlap(harness, computer):
    """Over scores and computer's usual scores on and near each star's mark (stars at 205 / 265 / 315): the labels
    ("You N" over the bar, "Computer N" under it) overlap neither each other nor a star mark; the pin and the
    computer's tick keep 4 px or more off every star mark's points."""
    level = load_level(LEVEL)
    area = pygame.Rect(40, 40, 700, score_track.HEIGHT)
    for score in SCORES:
        stars = sum(1 for goal in level.star_goals if score >= goal)
        track = score_track.ScoreTrack(level, _outcome(score, stars), 0.0, 0.1, 0.1)
        surface = pygame.Surface((780, 220))
        surface.fill(theme.SPACE)
        with text.recording() as drawn:
            track.draw(surface, area, 9.0, True, computer)
        bar = score_track.bar_rect(area)
        labels = [line.rect for line in drawn]
        assert len(labels) == (1 if computer is None else 2), [line.text for line in drawn]
        marks = []
        for goal in level.star_goals:
            mark = pygame.Rect(0, 0, 2 * score_track.MARK, 2 * score_track.MARK)
            mark.center = (round(bar.left + bar.width * goal / track.top), bar.centery)
            marks.append(mark)
        for i, label in enumerate(labels):
            assert not [other for other in labels[i + 1:] if label.colliderect(other)], (score, computer)
            assert not [mark for mark in marks if label.colliderect(mark)], (score, computer, label)
        pixels = pygame.surfarray.array3d(surface).astype(int)          # (x, y, rgb)
        free = numpy.zeros(pixels.shape[:2], bool)                       # where a tick or pin could be: off the bar
        free[bar.left - 8:bar.right + 8, area.top:area.bottom] = True    # and off every label
        free[bar.left:bar.right, bar.top:bar.bottom] = False
        for label in labels:
            free[label.left:label.right, label.top:label.bottom] = False
        xs, ys = numpy.indices(free.shape)
        for colour in (theme.TEXT, theme.ACCENT):
            tick = free & (numpy.abs(pixels - numpy.array(colour[:3])).sum(axis=2) < 30)
            for mark in marks:
                near = tick & (numpy.hypot(xs - mark.centerx, ys - mark.centery) <= score_track.MARK + 4)
                assert not near.any(), (score, computer, colour, numpy.argwhere(near)[:3].tolist())


def test_the_lost_card_says_less_and_the_computer_in_plain_words(harness):
    """Look review 28a/28b: the lost card's four lines in a row under the bar ("the copy is wordy"): the score, the
    stars' scores and the best kept on one line; the computer's line in plain words, no "half the time"."""
    card = ResultsCard(BOX, load_level(LEVEL), _outcome(180, 0, best=290), lambda: None, None, lambda: None,
                       lambda _s: None)
    card.reduced_motion = True
    card.median = ComputerMedian("hard", 101, 250.0, None, False, 2, 0.9)
    with text.recording() as drawn:
        _picture(card)
    area_bottom = card.box.top + 174 + score_track.HEIGHT
    under = [line.text for line in drawn if line.rect.top > area_bottom and line.rect.bottom < card.buttons.rects()[0].top]
    assert under == ["Score 180 · best 290 · stars at 205 / 265 / 315", "Hard computer: 250 or more, one game in two"], under
