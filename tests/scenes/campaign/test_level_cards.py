"""A level's results card: a won level's card is gold-tinted and its stars fly in one by one (a tick as each
lands; all at once with reduced motion); a level without a star has a muted card edged in dull red."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.campaign.loader import load_level
from game.render import theme
from game.scenes.campaign.cards import Outcome, ResultsCard

LEVEL = Path(__file__).resolve().parents[3] / "levels" / "inner" / "first-orbit.toml"
BOX = pygame.Rect(100, 100, 760, 400)


def _card(stars: int, heard: list[str], reduced: bool = False) -> ResultsCard:
    outcome = Outcome(won=stars > 0, score=40 * stars, stars=stars, time_left=20.0, timed_out=stars == 0,
                      target_reached=False, missed=(), best_score=40 * stars, best_stars=stars,
                      best_time_left=20.0 if stars else None, new_best=stars > 0, recorded=True)
    card = ResultsCard(BOX, load_level(LEVEL), outcome, lambda: None, None, lambda: None, heard.append)
    card.reduced_motion = reduced
    return card


def _near(colour, target, within: int = 50) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], target, strict=False)) < within


def _picture(card: ResultsCard) -> pygame.Surface:
    surface = pygame.Surface((960, 600))
    surface.fill(theme.SPACE)
    card.draw(surface)
    return surface


def _filled(surface: pygame.Surface, card: ResultsCard) -> list[bool]:
    return [_near(surface.get_at(card.star_centre(i)), theme.TITLE) for i in range(3)]


def test_the_stars_fly_in_one_by_one_each_with_a_tick(harness):
    heard: list[str] = []
    card = _card(3, heard)
    seen = []
    for _ in range(150):                 # 2.5 s in steps of 1/60; a look every tenth of a second
        card.update(1 / 60)
        if round(card.age * 60) % 6 == 0:
            seen.append((tuple(_filled(_picture(card), card)), heard.count("count")))
    states = [state for k, state in enumerate(seen) if k == 0 or state != seen[k - 1]]
    # none at first; then one star in its place with one tick, then two, then three, never back
    assert states[0] == ((False, False, False), 0) and states[-1] == ((True, True, True), 3)
    landed = [sum(filled) for filled, _ in states]
    assert landed == sorted(landed) and set(landed) == {0, 1, 2, 3}
    assert all(sum(filled) - 1 <= ticks <= sum(filled) for filled, ticks in states)   # a tick as each lands


def test_with_reduced_motion_the_stars_are_there_at_once_without_ticks(harness):
    heard: list[str] = []
    card = _card(2, heard, reduced=True)
    assert _filled(_picture(card), card) == [True, True, False]
    card.update(2.0)
    assert heard == []


def test_a_won_card_is_gold_tinted_and_a_lost_one_muted_and_edged_in_dull_red(harness):
    won, lost = _card(2, [], reduced=True), _card(0, [], reduced=True)
    won_face = _picture(won).get_at((BOX.left + 40, BOX.top + 40))
    lost_picture = _picture(lost)
    lost_face = lost_picture.get_at((BOX.left + 40, BOX.top + 40))
    assert won_face.r - won_face.b > 40, "a warm, gold-tinted face"
    assert abs(lost_face.r - lost_face.b) < 20 and max(lost_face[:3]) < 70, "a dark, muted face"
    rim = lost_picture.get_at((BOX.centerx, BOX.top + 1))
    assert rim.r > rim.g + 60 and rim.r > rim.b + 50 and not _near(rim, theme.TITLE, 120), "a red rim, not gold"
    assert not _near(rim, theme.DANGER, 40), "a dull red, not the danger warning's"
