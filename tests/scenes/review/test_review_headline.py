"""Review 25 on the review screens: the figures shown agree as rounded, a grade of stars over the one big number, the
last round numbered, perfect play's move in the information's blue and a perfect choice said once."""

from __future__ import annotations

import re

import pytest

from game.coach.review import stars_earned
from game.render import theme
from game.scenes.campaign import map_art
from game.scenes.review import view
from game.scenes.review.sample import sample_result

pytestmark = pytest.mark.solved_tables("dicetime")


@pytest.fixture(autouse=True)
def _table(optimal_table):
    return optimal_table


def _figure(pattern: str, lines: list[str]) -> float:
    found = [re.fullmatch(pattern, line) for line in lines]
    found = [match for match in found if match]
    assert len(found) == 1, (pattern, lines)
    return float(found[0].group(1).replace(",", ""))


def _over(harness, captions: tuple[str, ...]) -> float:
    """The figure drawn right over one of `captions` (the summary's two averages, each over its words)."""
    lines = harness.drawn_lines()
    caption = next(line for line in lines if line.text in captions)
    over = [line for line in lines if abs(line.rect.centerx - caption.rect.centerx) <= 2
            and 0 <= caption.rect.top - line.rect.centery <= 40 and re.fullmatch(r"[\d,.]+", line.text)]
    assert len(over) == 1, (caption, over)
    return float(over[0].text.replace(",", ""))


def _shown(harness, mode: str) -> tuple[list[str], object]:
    scene = harness.push("review", result=sample_result(mode), seat=0)
    harness.run_for(0.5)   # (past the fade-in)
    return harness.drawn_text(), scene


@pytest.mark.parametrize("mode", [
    "dicetime",
    pytest.param("tenthousand", marks=pytest.mark.solved_tables("tenthousand")),
])
def test_the_percentage_and_the_points_given_up_agree_with_the_averages_shown(harness, mode):
    """Review 25: "73.6%" beside 28.7 and 38.9 rounds (28.7 / 38.9 = 73.8%), "Rounds given up 10.3" beside a 10.2
    difference; "Points given up: 8.1" beside 245.9 and 237.7. A player who does the sum finds the figures shown."""
    lines, scene = _shown(harness, mode)
    yours = _over(harness, ("your choices", "your rounds"))
    perfect = _over(harness, ("perfect play",))
    shown = _figure(r"([\d.]+)%", lines)
    lost = _figure(r"(?:Points|Rounds) given up: ([\d.]+)  ·  Decisions compared: \d+", lines)
    rounds = scene.review.lower_is_better
    assert shown == round(100 * (perfect / yours if rounds else yours / perfect), 1), (shown, perfect, yours)
    assert lost == round(abs(perfect - yours), 1), (lost, perfect, yours)


def test_rounded_figures_are_worked_out_from_the_rounded_averages():
    from game.coach.review import headline

    # 28.74 and 38.94 show as 28.7 and 38.9: 73.8%, not the unrounded 73.81 -> 73.8 (equal here) or a loss of 10.2
    figures = headline(28.74, 10.2, True)
    assert (figures.perfect, figures.yours, figures.lost) == (28.7, 38.9, 10.2)
    assert figures.accuracy == round(100 * 28.7 / 38.9, 1)
    figures = headline(245.94, 8.26, False)   # 237.68 shows as 237.7: 8.2 lost (245.9 - 237.7), not 8.3
    assert (figures.perfect, figures.yours, figures.lost, figures.accuracy) == (245.9, 237.7, 8.2, 96.7)
    estimate = headline(240.4, 10.3, False, decimals=0)   # an estimate's figures are whole
    assert (estimate.perfect, estimate.yours, estimate.lost) == (240, 230, 10)
    assert estimate.accuracy == round(100 * 230 / 240, 1)


@pytest.mark.solved_tables("tenthousand")
def test_the_last_round_of_a_long_game_is_numbered(harness):
    """Review 25: a 45-round game's numbers stopped at 41."""
    _lines, scene = _shown(harness, "tenthousand")
    chart = scene.chart
    under = [line for line in harness.drawn_lines() if chart.plot.bottom <= line.rect.top < chart.rect.bottom]
    numbers = [line for line in under if line.text.isdigit()]
    assert chart.count > 40 and numbers[-1].text == str(chart.count), [line.text for line in numbers]
    assert all(a.rect.right + 6 < b.rect.left for a, b in zip(numbers, numbers[1:], strict=False))


@pytest.mark.parametrize(("mode", "earned"), [
    ("dicetime", 3),
    pytest.param("tenthousand", 1, marks=pytest.mark.solved_tables("tenthousand")),
])
def test_the_accuracy_wears_a_grade_of_three_stars(harness, mode, earned):
    """Review 25: "feels like a spreadsheet": the big number under a grade of three stars, as a level's, the ones
    earned gold (a reward) and the rest hollow."""
    _lines, scene = _shown(harness, mode)
    assert stars_earned(scene.review.shown.accuracy) == earned
    inner = view.SUMMARY.inflate(-32, -14)
    y = inner.top + view.STAR_ROW
    for i in range(3):
        x = round(inner.centerx + (i - 1) * (2 * view.STAR_SIZE + map_art.STAR_GAP))
        middle = tuple(harness.screen.get_at((x, y))[:3])
        assert middle == (theme.TITLE if i < earned else theme.SPACE), (i, middle)
    figure = next(line for line in harness.drawn_lines() if line.text.endswith("%"))
    assert figure.rect.top >= y + view.STAR_SIZE - 6 and view.SUMMARY.contains(figure.rect), figure


def _ink(harness, rect) -> set:
    return {tuple(harness.screen.get_at((x, y))[:3]) for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)}


def test_what_perfect_play_does_is_said_in_the_information_blue(harness):
    """Review 25: the "Perfect:" lines were pink, the old hint's colour; now a "Best" chip on the information's blue."""
    _shown(harness, "dicetime")
    best = [line for line in harness.drawn_lines() if line.text == "Best"]
    assert len(best) == 3
    for line in best:
        inks = _ink(harness, line.rect.inflate(12, 0))
        assert theme.ACCENT in inks and theme.HINT not in inks, line


@pytest.mark.solved_tables("puzzle")
def test_a_perfect_choice_is_said_once(harness):
    """Review 25: a perfect choice's card said "Perfect: keep 6 6" over "perfect": one wording, in the reward's
    gold."""
    scene = harness.push("review", mode="puzzle")
    harness.run_for(0.5)
    turn = next(i for i, t in enumerate(scene.review.turns)
                if t.decisions and all(d.priced is not None and d.priced.cost <= 0 for d in t.decisions))
    for _ in range(turn + 1):
        harness.press("right")
    lines = harness.drawn_lines()
    said = [line for line in lines if line.text == "Perfect choice"]
    assert len(said) == min(3, len(scene.review.turns[turn].decisions)), [line.text for line in lines]
    assert not [line for line in lines if line.text.startswith("Perfect: ") or line.text == "perfect"]
    assert all(theme.TITLE in _ink(harness, line.rect) for line in said)
