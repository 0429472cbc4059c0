"""The review screen, driven as a player would: the figures, the costliest decisions, every turn, back."""

from __future__ import annotations

import re

import numpy
import pygame
import pytest

from game.cli import run_report
from game.render import text
from game.scenes import navigation
from game.scenes.review import bluff_view, view
from game.scenes.review import words as review_words
from game.scenes.review.sample import sample_result
from game.scenes.review.view import CARDS

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copy (tests/solved_tables.py)


@pytest.fixture(autouse=True)
def _table(optimal_table):
    return optimal_table


def _text(harness) -> str:
    return "\n".join(harness.drawn_text())


def _final_label_clear_of_the_line(harness, chart) -> None:
    """Review 13: the line of perfect play ran through the "Final 130" label; review 17: "the 'Final N' label sits on
    the chart line": the label is off the plot (in the legend, or beside the line's end), no segment of the line
    crosses it."""
    label = next(line.rect for line in harness.drawn_lines() if line.text.startswith(("Final ", "Ende ")))
    assert not label.colliderect(chart.plot), (label, chart.plot)
    points = [(chart.x(i), chart.y(v)) for i, v in enumerate(chart.values) if v is not None]
    points.append((chart.x(chart.count), chart.y(chart.final)))
    crossed = [(a, b) for a, b in zip(points, points[1:], strict=False) if label.inflate(4, 4).clipline(a, b)]
    assert not crossed, (label, crossed)


def _inks(screen: pygame.Surface, rect: pygame.Rect) -> set:
    """The colours painted in `rect` (every other pixel)."""
    return {tuple(screen.get_at((x, y))[:3]) for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2)}


def test_a_dicetime_review_shows_the_figures_and_steps_through_the_turns(harness):
    result = sample_result("dicetime")
    review = result.coach.review(0)
    harness.push("results", result=result)
    harness.push("review", result=result, seat=0)
    harness.tick(2)
    shown = _text(harness)
    # look review 16, "one main number": the accuracy is the summary's figure, the largest type on the screen, its
    # words ("of perfect") under it; the points given up and the decisions priced sit quietly over the cards
    lines = harness.drawn_lines()
    figure = next(line for line in lines if line.text == f"{review.shown.accuracy:.1f}%")
    caption = next(line for line in lines if line.text == "of perfect")
    assert figure.px == max(line.px for line in lines) and figure.px >= 2 * text.pixel_size(text.LABEL), figure
    assert view.SUMMARY.contains(figure.rect) and view.SUMMARY.contains(caption.rect), (figure, caption)
    # (look review 26: its words on its baseline after it, the two centred in the headline)
    assert caption.rect.left > figure.rect.right and figure.rect.top < caption.rect.centery < figure.rect.bottom
    assert abs((figure.rect.left + caption.rect.right) / 2 - view.SUMMARY.centerx) <= 4, (figure, caption)
    # look review 23: the figure gold here (90% and more) and white on the puzzle's review left its colour's meaning
    # unclear: white at every accuracy, the reward said by the grade's gold stars over it (review 25)
    from game.render import theme

    harness.run_for(0.4)   # (past the screen's fade-in: its colours as they stay)
    assert theme.TEXT in _inks(harness.screen, figure.rect) and theme.TITLE not in _inks(harness.screen, figure.rect)
    totals = next(line for line in lines if line.text.startswith("Points given up: "))
    assert totals.text == f"Points given up: {review.shown.lost:.1f}  ·  Decisions compared: {review.decisions}", totals
    assert CARDS.top <= totals.rect.top < CARDS.top + 40 and totals.px >= text.pixel_size(text.LABEL) - 1, totals
    assert "The three costliest decisions" in shown and "on your own card" in shown   # (the solitaire measure: said so)
    worst = review.costliest()[0]
    assert f"\u2212{worst.priced.cost:.1f}" in shown
    # review 13 read "96.7% of perfect" beside "You scored 206" as a contradiction: the summary says what the percent
    # is (what the choices averaged over what perfect play averages) and that the dice, not the choices, made the rest
    lines = harness.drawn_text()
    worth, start = review.start_value - review.given_up, review.start_value
    assert f"{worth:.1f}" in lines and f"{start:.1f}" in lines and "your choices" in lines and "perfect play" in lines
    assert review.final < worth and f"You scored {review.final:g}: unlucky dice" in lines
    harness.press("right")
    assert "Turn 1 of 13" in _text(harness)
    harness.press("left")
    harness.press("left")
    assert "Turn 12 of 13" in _text(harness)
    harness.press("confirm")
    assert "The three costliest decisions" in _text(harness)
    harness.press("back")
    assert type(harness.top).__name__ == "ResultsScene"


def test_a_click_on_the_chart_picks_a_turn_and_back_closes(harness):
    result = sample_result("dicetime")
    scene = harness.push("review", result=result, seat=0)
    harness.tick()
    harness.click((round(scene.chart.x(4)), scene.chart.plot.centery))
    assert "Turn 5 of 13" in _text(harness)
    # the chosen turn: its column tinted down over its number, which is lit (white); no underline bar in the selection
    # colour (look review 20: under a short bar it read as a stray tick)
    from game.render import theme

    harness.run_for(0.4)   # (past the screen's fade-in: its colours as they stay)
    chart, screen = scene.chart, harness.screen
    numbers = {line.text: line.rect for line in harness.drawn_lines()
               if chart.plot.bottom <= line.rect.top < chart.rect.bottom}

    def white(rect) -> bool:
        return any(screen.get_at((x, y))[:3] == theme.TEXT for x in range(rect.left, rect.right)
                   for y in range(rect.top, rect.bottom))

    assert white(numbers["5"]) and not white(numbers["4"]), numbers
    area = pygame.surfarray.pixels3d(screen)[chart.rect.left:chart.rect.right, chart.rect.top:chart.rect.bottom]
    assert not (area == numpy.array(theme.SELECTED, dtype=area.dtype)).all(axis=2).any(), "no bar of the chosen mark"
    del area
    # look mid18: the dashed final line ends before the Final column, where perfect play's line comes down to it
    slot = chart.plot.width / (chart.count + 1.5)
    row = round(chart.y(chart.final))
    dashes = [x for x in range(chart.plot.left, chart.plot.right) if screen.get_at((x, row))[:3] == theme.TEXT_DIM]
    assert dashes and max(dashes) < chart.x(chart.count) - 0.5 * slot, (max(dashes), chart.x(chart.count))
    back = next(line.rect for line in harness.drawn_lines() if line.text == "Back")   # where the button shows
    assert back.top > CARDS.bottom and back.left > 1000, back   # bottom right, as on the other screens (review 13)
    hints = [line.rect for line in harness.drawn_lines() if line.rect.top > back.top and line.text != "Back"]
    assert hints and all(rect.top >= back.bottom + 6 for rect in hints), (back, hints)   # over the key hints' row
    assert back.bottom <= 720 - 44, back                                                # (review 15: in it, at the edge)
    harness.click(back.center)
    assert harness.top is None or harness.top is not scene


def test_bluffs_review_tells_the_story(harness):
    result = sample_result("bluff")
    story = result.coach
    harness.push("review", result=result, seat=0)
    harness.tick()
    shown = _text(harness)
    assert "1" in shown.split("\n") and f"Dice lost: {story.dice_lost(0)}" in shown   # (round 1: its node)
    # the player's mean chance is the story's one main number (look review 16): big, inside its sentence
    bids = story.bids_by(0)
    chance = round(100 * sum(note.chance for note in bids) / len(bids))
    figure = next(line for line in harness.drawn_lines() if line.text == f"{chance}%")
    assert figure.px >= 1.7 * text.pixel_size(text.LABEL), figure
    assert f"Your bids: {len(bids)}, true for you on average" in shown.split("\n"), shown
    first = story.rounds[0]
    # look review 28b, "walls of tiny bid chips and percentages": a timeline, one row a round: its bids counted under
    # the run of their bidders' badges, the doubted bid the one chip ("N ×" and its die) with the one chance, who
    # doubted and the count found, the verdict's word beside its mark in the verdict's colour
    lines = shown.split("\n")
    shown_rounds = story.rounds[:bluff_view.ROWS_SHOWN]
    assert len(shown_rounds) == bluff_view.ROWS_SHOWN >= 5
    rects = bluff_view.row_rects(len(shown_rounds))
    harness.run_for(0.4)   # (past the screen's fade-in: its colours as they stay)
    for rect, story_round in zip(rects, shown_rounds, strict=True):
        inside = [line for line in harness.drawn_lines() if rect.contains(line.rect)]
        counted = [line.text for line in inside if re.search(r"\d+ bids?$", line.text)]
        bids = [line.text for line in inside if re.fullmatch(r"\d+ ×", line.text)]
        chances = [line.text for line in inside if re.fullmatch(r"\d+%", line.text)]
        doubted = story_round.bids[-1]
        assert counted == [f"{sum(story_round.dice)} dice  ·  {len(story_round.bids)} bids"], counted
        assert bids == [f"{doubted.bid.quantity} ×"] and chances == [f"{round(100 * doubted.chance)}%"], (bids, chances)
        kind = bluff_view.verdict_kind(story_round.doubt)
        said = next(line for line in inside if line.text == review_words.verdict_word(kind))
        mark = (rect.left + bluff_view.MARK_X + bluff_view.MARK - 4, rect.centery)
        assert harness.screen.get_at(mark)[:3] == bluff_view.VERDICT_COLOURS[kind], (kind, mark)
        assert bluff_view.VERDICT_COLOURS[kind] in {harness.screen.get_at((x, said.rect.centery))[:3]
                                                     for x in range(said.rect.left, said.rect.right)}, said
    assert {bluff_view.verdict_kind(r.doubt) for r in shown_rounds} >= {"holds", "caught", "exact"}
    doubt = first.doubt
    assert f"{doubt.bid.quantity} ×" in lines and "CPU 4 doubts" in lines and "7 found" in lines, lines
    assert not any(" fours" in line or " 4s" in line for line in lines), lines
    # who bid: each chip wears its bidder's badge; a key of the badges names every seat under the story
    assert all(info.name in lines for info in result.config.seats), lines
    # look mid18, "all the same blue, the story doesn't read": each chance in its risk's colour, said under the story
    from game.render import theme

    harness.run_for(0.4)   # (past the screen's fade-in: its colours as they stay)
    def colours(rect) -> set:
        return {harness.screen.get_at((x, y))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}

    chances = {line.text: colours(line.rect) for line in harness.drawn_lines() if re.fullmatch(r"\d+%", line.text)}
    # look review 23: the gamble's orange was also Ana's seat colour on her chips: a gamble is plain white, no seat's
    # colour (green and red are no seat's either)
    for figure, colour in (("60%", theme.TEXT), ("42%", theme.DANGER), ("80%+ likely", theme.GOOD),
                           ("50–79% a gamble", theme.TEXT), ("under 50% risky", theme.DANGER)):
        shown_in = chances.get(figure) or colours(next(line.rect for line in harness.drawn_lines() if line.text == figure))
        assert colour in shown_in, (figure, colour)
    assert theme.DANGER not in chances["60%"] and theme.GOOD not in chances["42%"]
    assert not chances["60%"] & {*theme.SEAT_COLOURS, theme.GOOD, theme.DANGER}, "a gamble in a seat's colour"
    assert all(sum(abs(a - b) for a, b in zip(risk, seat, strict=True)) > 90
               for risk in (theme.GOOD, theme.TEXT, theme.DANGER) for seat in theme.SEAT_COLOURS)


@pytest.mark.parametrize("language", ["en", "de"])
def test_bluffs_subtitle_keeps_off_the_skys_planet_at_label_size(harness, language):
    """Look review 24: the subtitle ran across the whole width onto the planet at the top right ("stimmte" sat on it in
    German). As drawn, it keeps 12 px or more off every body of the sky, and stays at label size (a short line)."""
    import math

    from game import words
    from game.render import sky

    words.set_language(language)
    try:
        harness.push("review", result=sample_result("bluff"), seat=0)
        harness.tick()
        subtitle = next(line for line in harness.drawn_lines() if 58 <= line.rect.centery <= 94)
    finally:
        words.set_language("en")
    assert subtitle.px >= text.pixel_size(text.LABEL), subtitle
    for cx, cy, radius in sky.circles(harness.app.size, harness.top.backdrop.mood):
        rect = subtitle.rect
        near = (min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom))
        assert math.dist(near, (cx, cy)) >= radius + 12, (subtitle, (cx, cy, radius))


def test_bluffs_story_reads_at_800x450(harness):
    """The story's words at label size at least (11 px letters at 800x450), its chances (numbers) 13 px."""
    from game.render import text

    harness.push("review", result=sample_result("bluff"), seat=0)
    harness.tick()
    lines = [line for line in harness.drawn_lines() if 60 <= line.rect.top < 660]   # (the help line aside)
    assert any(line.text.endswith("%") for line in lines)
    small = [(line.text, line.px) for line in lines if line.px < text.pixel_size(text.LABEL)]
    assert not small
    numbers = [(line.text, line.px) for line in lines if line.text.endswith("%") and line.px < 29]
    assert not numbers


def test_the_results_offer_the_review_and_the_report_carries_it(harness):
    result = sample_result("dicetime")
    navigation.to_results(harness.app, result)
    harness.tick(2)
    harness.press("confirm", frames=60)   # skips the win's celebration
    harness.tick(80)
    for _ in range(12):   # a new high score: the initials first
        if type(harness.top).__name__ != "InitialsScene":
            break
        harness.press("confirm", frames=3)
    harness.tick(90)
    assert "Review" in harness.drawn_text()
    entry = run_report.build(harness.app)["result"]["review"]
    review = result.coach.review(0)
    assert entry == [{"seat": 0, "given_up": round(review.given_up, 6), "decisions": review.decisions,
                      "exact": True}]
    scene = harness.top
    button = next(i for i, b in enumerate(scene.buttons.buttons) if b.label == "Review")
    harness.click(scene.buttons.rects()[button].center)
    assert type(harness.top).__name__ == "ReviewScene"
    assert CARDS.top > 0


def test_the_score_bars_show_the_seats_own_colour_not_a_muddy_shade(harness):
    """A seat colour laid thin over the navy reads brown (orange did): the bars keep its brightness."""
    result = sample_result("dicetime")
    scene = harness.push("review", result=result, seat=0)
    harness.run_for(1.0)   # past the screen's fade-in
    chart = scene.chart
    seat = pygame.Color(chart.colour)
    pixel = harness.screen.get_at((round(chart.x(chart.count)), chart.plot.bottom - 12))
    distance = sum((a - b) ** 2 for a, b in zip(pixel[:3], seat[:3], strict=True)) ** 0.5
    assert distance < 70, (tuple(pixel), tuple(seat))


def test_a_decisions_cost_is_said_in_white_not_in_the_red_of_danger(harness):
    """Review 13: the cards' "gave up 2.8 points" (now a big "−2.8") was red, the colour of danger (a choice still to make that costs)."""
    from game.render import theme

    harness.push("review", result=sample_result("dicetime"), seat=0)
    harness.run_for(1.0)   # past the screen's fade-in
    costs = [line.rect for line in harness.drawn_lines() if line.text.startswith("\u2212")]
    assert len(costs) == 3
    colours = {harness.screen.get_at((x, y))[:3] for rect in costs for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom)}
    assert theme.TEXT in colours and theme.DANGER not in colours


def test_the_decision_cards_dice_have_numerals_of_value_size(harness):
    """Issue 28 (review 6): the decision cards' small dice had digits of about 9 px at 800x450. Each die's
    numeral is read as a value: 29 px or more on the 1280x720 picture (13 px at 800x450), and the cards' words
    at label size (25 px: 11 px letters)."""
    from game.render import text

    harness.push("review", result=sample_result("dicetime"), seat=0)
    harness.tick(2)
    lines = harness.drawn_lines()
    numerals = [line for line in lines if CARDS.contains(line.rect) and line.text in "123456" and len(line.text) == 1]
    assert len(numerals) >= 15, "three cards of five dice each, their numerals read"
    assert min(line.px for line in numerals) >= 29, sorted({line.px for line in numerals})
    words = [line for line in lines if CARDS.contains(line.rect) and line not in numerals]
    assert words and min(line.px for line in words) >= text.pixel_size(text.LABEL), \
        [(line.text, line.px) for line in words if line.px < text.pixel_size(text.LABEL)]


@pytest.mark.solved_tables("puzzle")
def test_a_turn_with_fewer_than_three_decisions_centres_its_cards(harness):
    """Review 7: a turn of two decisions drew its two cards at the left, the right third of the row empty under
    the summary. The cards' row is centred whatever their number."""
    harness.push("review", mode="puzzle")
    harness.tick(20)
    for _ in range(3):
        harness.press("right")
    harness.tick(2)
    you = [line.rect for line in harness.drawn_lines() if CARDS.contains(line.rect) and line.text.startswith("Turn 3 ·")]
    assert 1 <= len(you) < 3, len(you)
    # look mid18: two cards centred as thirds left odd gaps at both ends: fewer cards share the whole row
    for k, rect in enumerate(sorted(you, key=lambda rect: rect.left)):
        assert abs(rect.centerx - (CARDS.left + (2 * k + 1) * CARDS.width / (2 * len(you)))) <= 12, (k, rect)
    # review 13 took two cards saying "perfect" for the costliest decisions: the turn's heading says it
    shown = harness.drawn_text()
    assert "Turn 3 of 7: every decision perfect" in shown
    assert "You scored 130: lucky dice" in shown   # (130 beats what the choices averaged: the dice were kind)
    # critique mid18: "perfect" (nothing given up) was the points' green: a perfect choice's word is the reward's gold
    from game.render import theme
    verdicts = [line.rect for line in harness.drawn_lines() if CARDS.contains(line.rect) and line.text == "Perfect choice"]
    assert verdicts and all(sum(sum(abs(a - b) for a, b in zip(harness.screen.get_at((x, y))[:3], theme.TITLE,
                                                              strict=True)) < 30
                                for x in range(r.left, r.right) for y in range(r.top, r.bottom)) >= 20 for r in verdicts)
    _final_label_clear_of_the_line(harness, harness.top.chart)
    middle = (min(rect.centerx for rect in you) + max(rect.centerx for rect in you)) / 2
    assert abs(middle - CARDS.centerx) <= 4, (middle, CARDS.centerx, you)


@pytest.mark.solved_tables("tenthousand")   # (and the module's dicetime)
def test_a_rounds_chart_is_one_plot_its_line_read_on_its_scale_of_rounds(harness):
    # (look review 11: the rounds scale started at 10 and read wrong; review 18: the line of rounds had no scale; reviews
    # 21/21b: the line was read on the banked points' scale; look review 26: "the two stacked mini charts are cramped":
    # one plot, the line of rounds on a scale of rounds from 0, its area soft under it, the rounds taken dashed)
    from game.render import theme

    scene = harness.push("review", result=sample_result("tenthousand"), seat=0)
    harness.run_for(1.0)   # past the screen's fade-in
    chart, review = scene.chart, scene.review
    assert review.unit == "rounds" and chart.low == 0.0
    shown = harness.drawn_text()
    screen = harness.screen
    plot = chart.plot
    scale = sorted((line for line in harness.drawn_lines() if line.rect.right <= plot.left
                    and chart.rect.contains(line.rect) and line.rect.top > chart.rect.top + 36),
                   key=lambda line: -line.rect.centery)
    ticks = [float(line.text) for line in scale]
    assert ticks[0] == 0 and ticks[-1] == chart.high and len(ticks) >= 3, ticks
    assert chart.high >= max(review.final, *(v for v in chart.values if v is not None)) and chart.high <= 100
    for line in scale:   # each number beside its gridline
        assert abs(line.rect.centery - chart.y(float(line.text))) <= 3, line
    assert not [line for line in shown if line in ("points", "10,000", "Banked so far")], shown
    # look review 22: a middling accuracy was shown in the reward's gold: under 90% it is white
    figure = next(line for line in harness.drawn_lines() if line.text == f"{review.shown.accuracy:.1f}%")
    assert review.accuracy < 90 and theme.TITLE not in _inks(screen, figure.rect) and theme.TEXT in _inks(screen, figure.rect)
    pixels = pygame.surfarray.array3d(screen)

    def lit(column: int) -> float:   # where the line (its colour) crosses a column
        ys = [plot.top - 8 + int(y) for y in
              numpy.flatnonzero((pixels[column, plot.top - 8:plot.bottom + 2] == theme.ACCENT).all(-1))]
        assert ys, column
        return sum(ys) / len(ys)

    for turn in range(0, chart.count, 4):   # the line's points read on the scale as the values they are
        value = chart.values[turn]
        read = (plot.bottom - lit(round(chart.x(turn)))) / plot.height * chart.high
        assert abs(read - value) <= 0.03 * chart.high, (turn, read, value)
    assert abs((plot.bottom - lit(int(chart.x(chart.count)))) / plot.height * chart.high - review.final) \
        <= 0.03 * chart.high
    # the soft area under the line: the plot under it is lit toward its colour, over it the panel's own
    column = round(chart.x(chart.count // 2))
    line_y = round(lit(column))
    under = pixels[column, line_y + 12:plot.bottom - 4].astype(int).mean(axis=0)
    over = pixels[column, plot.top + 2:max(plot.top + 3, line_y - 12)].astype(int).mean(axis=0)
    assert under[1] > over[1] + 12 and under[2] > over[2] + 12, (under, over)
    # the rounds taken: dashed, named in the legend and said beside the chart
    row = round(chart.y(chart.final))
    assert any(tuple(pixels[x, row]) == theme.TEXT_DIM for x in range(plot.left, plot.left + 40)), row
    assert f"Final {review.final:g}" in shown and "Rounds perfect play takes from here" in shown
    assert any(line.startswith(f"You took {review.final:g} round") for line in shown), shown
    # one number format (look review 16: "10.29" beside figures of one decimal): rounds to one decimal too
    assert not [line for line in shown if re.search(r"\d\.\d\d(?!\d)", line)], shown
    assert any(line.startswith("Rounds given up: ") for line in shown)


def test_every_turn_of_the_chart_has_its_number_and_the_final_bar_its_word_in_no_gold(harness):
    # look review 12: "13" gave way to "Final" and the final score's line was gold (gold: rewards only)
    from game.render import theme

    scene = harness.push("review", result=sample_result("dicetime"), seat=0)
    harness.run_for(1.0)          # (past the screen's fade in: its colours as they stay)
    under = [line for line in harness.drawn_lines() if scene.chart.plot.bottom <= line.rect.top < scene.chart.rect.bottom
             and scene.chart.rect.contains(line.rect)]
    assert [line.text for line in under] == [str(turn) for turn in range(1, 14)] + ["Final"]
    assert all(a.rect.right < b.rect.left for a, b in zip(under, under[1:], strict=False))   # none touches the next
    final = next(line for line in harness.drawn_lines() if line.text.startswith("Final "))
    _final_label_clear_of_the_line(harness, scene.chart)
    plot = scene.chart.plot
    assert not any(harness.screen.get_at((x, y))[:3] == theme.TITLE for x in range(plot.left, plot.right)
                   for y in range(final.rect.top - 14, final.rect.bottom))


@pytest.mark.parametrize("language, game_word", [("en", "throw"), ("de", "Würf")])
def test_dicetime_review_cards_count_throws_as_the_game_does(harness, language, game_word):
    """Look review 26: a Dicetime card said "1 reroll left" where the game's own turn line says throws
    ("2 throws left"; German "Würfe: 2"). The cards as drawn use the game's word, never "reroll"."""
    from game import words

    words.set_language(language)
    try:
        harness.push("review", result=sample_result("dicetime"), seat=0)
        harness.tick()
        said = [line.text for line in harness.drawn_lines()]
    finally:
        words.set_language("en")
    counted = [line for line in said if game_word.lower() in line.lower() and "·" in line]
    assert counted, said
    assert not any("reroll" in line.lower() for line in said), said
