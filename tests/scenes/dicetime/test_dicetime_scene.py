"""Dicetime through the real app: keyboard, mouse and gamepads, turn by turn."""

from __future__ import annotations

import time

import pytest
from table_play import (  # noqa: E402
    button,
    injector,
    person_turn,
    quiet,
    results_show,
    roll_and_settle,
    scores,
    tick_until,
    wait_for_turn,
)

from game.cli import run_report  # noqa: E402
from game.input.actions import KEYBOARD, MOUSE  # noqa: E402
from game.match import MatchConfig, Seat, quick_match  # noqa: E402
from game.scenes.dicetime.scene import DicetimeScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def person(name: str, colour: int, device) -> Seat:
    return Seat("person", name, colour=colour, rocket=colour, device=device)


def computer(name: str, colour: int, difficulty: str = "easy") -> Seat:
    return Seat("computer", name, colour=colour, rocket=colour, difficulty=difficulty)


def easy_game(harness):
    """A person against an easy computer at a quiet table: (the scene, a keyboard press)."""
    quiet(harness)
    scene = harness.push(DicetimeScene, match=quick_match("dicetime", computers=1, difficulty="easy"))
    return scene, injector(harness, KEYBOARD)

def test_keyboard_game_against_the_computer_to_the_end_screen(harness):
    started = time.perf_counter()
    quiet(harness)
    match = MatchConfig("dicetime", (person("Ann", 0, KEYBOARD), computer("Bot", 1)))
    scene = harness.push(DicetimeScene, match=match)
    press = injector(harness, KEYBOARD)
    for _ in range(13):
        person_turn(harness, scene, 0, press)
    tick_until(harness, lambda: type(harness.top).__name__ == "ResultsScene", 60 * 60)
    result = harness.top.result
    card = scene.board.game.cards[0]
    assert card.is_complete and scene.board.game.cards[1].is_complete
    assert result.totals == scores(scene)
    assert result.expected_loss[0] is not None and result.expected_loss[0] >= 0
    assert result.expected_loss[1] is None
    # The coach noted every seat's game as it went: the review and the run report list both.
    person_review, bot_review = result.coach.reviews(timeout=60)
    assert person_review.final == result.totals[0] and bot_review.final == result.totals[1]
    assert person_review.exact and person_review.against == "perfect_solitaire"
    assert 13 <= person_review.decisions <= 26   # a keep and a fill each turn, forced moves not counted
    # priced against the same perfect play as the expected loss the results already showed
    assert person_review.given_up == pytest.approx(result.expected_loss[0], abs=1e-6)
    assert [entry["seat"] for entry in run_report.review_summary(result)] == [0, 1]
    print(f"keyboard game: {time.perf_counter() - started:.1f} s")


def mouse_turn(harness, scene, seat: int) -> None:
    """Click Roll, click a planet to lock it, click Roll, click a box twice (thrice for a zero)."""
    wait_for_turn(harness, scene, seat)
    flow = scene.flows[seat]
    roll_button = scene.table.controls(seat).roll.center
    harness.click(roll_button)
    tick_until(harness, lambda: flow.dice is not None)
    die = scene.table.main_panel.die_center(2)
    harness.click(die)
    assert flow.locked[2], "clicking a planet locks it"
    kept = flow.dice[2]
    harness.click(roll_button)
    tick_until(harness, lambda: flow.dice is not None)
    assert flow.dice[2] == kept
    box = scene.board.open_boxes(seat)[-1]
    cell = scene.table.sheet.layout.box_rect(seat, box).center
    harness.click(cell)
    assert flow.selected == box
    zero = scene.board.preview(box, flow.dice) == 0
    harness.click(scene.table.controls(seat).fill.center)  # the Fill in button
    if zero:
        assert not flow.done and flow.zero_armed == box
        harness.click(cell)
    assert flow.done
    assert scene.board.card(seat, 0).is_filled(box[1])


def test_mouse_only_game_to_the_end_screen(harness):
    quiet(harness)
    match = MatchConfig("dicetime", (computer("Bot", 0), person("Mo", 1, MOUSE)))
    scene = harness.push(DicetimeScene, match=match)
    for _ in range(13):
        mouse_turn(harness, scene, 1)
    tick_until(harness, lambda: type(harness.top).__name__ == "ResultsScene", 60 * 60)
    assert harness.top.result.totals == scores(scene)
    results_show(harness, scores(scene))
    assert scene.board.game.cards[1].is_complete


def test_only_the_seat_on_turn_acts_and_only_with_its_own_device(harness, virtual_pads):
    quiet(harness)
    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.tick()
    match = MatchConfig("dicetime", (person("One", 0, p1.device), person("Two", 1, p2.device)))
    scene = harness.push(DicetimeScene, match=match)
    p2.tap("x")  # seat 1's pad presses roll during seat 0's turn
    harness.tick()
    unrolled = button(scene, 0, "roll")
    assert unrolled == {"key": "roll", "label": "Roll", "on": True} and not scene.table.main_panel.has_dice
    harness.press("roll", KEYBOARD)  # a device nobody joined with
    assert button(scene, 0, "roll") == unrolled and not scene.table.main_panel.has_dice
    p1.tap("x")
    harness.tick()
    assert not button(scene, 0, "roll")["on"], "thrown: Roll is greyed while the planets roll"


def test_a_zero_asks_once_more_and_back_cancels(harness):
    scene, press = easy_game(harness)
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    zero_box = next(box for box in scene.board.open_boxes(0) if scene.board.preview(box, flow.dice) == 0)
    flow.point_at(zero_box)
    press("confirm")
    assert flow.selected == zero_box
    press("confirm")
    assert flow.zero_armed == zero_box and not flow.done
    assert any(line.startswith("Score 0 in") for line in harness.drawn_text())   # the zero card asks
    press("back")  # drops the selection instead of pausing
    assert flow.selected is None and harness.top is scene
    press("back")  # now it pauses
    assert harness.top is not scene


def test_hint_names_hards_move_and_a_bad_fill_counts_as_expected_loss(harness):
    scene, press = easy_game(harness)
    press("hint")
    assert "roll" in scene.messages[0].text.lower()
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    press("hint")
    advice = scene.table.hints[0]
    assert advice.action in ("keep", "fill")
    assert scene.messages[0].text.startswith("Hint:")
    assert scene.table.losses[0] == 0.0
    # Filling a box with rerolls left, and a zero at that, is never what Hard does on turn one.
    zero_box = next((box for box in scene.board.open_boxes(0) if scene.board.preview(box, flow.dice) == 0), None)
    if zero_box is None:  # five different planets score in every box; lock nothing and fill Ones
        zero_box = (0, "ones")
    flow.point_at(zero_box)
    for _ in range(3):
        if not flow.done:
            press("confirm")
    assert flow.done
    assert scene.table.losses[0] > 1.0


def test_computer_turns_show_each_step_for_a_while(harness):
    """A computer's locks, selection and fill happen at separate moments people can follow."""
    quiet(harness)
    match = MatchConfig("dicetime", (computer("Bot", 0, "easy"), person("Ann", 1, KEYBOARD)))
    scene = harness.push(DicetimeScene, match=match)
    flow = scene.flows[0]
    changes: list[tuple[int, tuple]] = []
    frame = 0
    while not flow.done:
        state = (flow.zone, flow.die_cursor, flow.locked, flow.selected, flow.rolling)
        if not changes or changes[-1][1] != state:
            changes.append((frame, state))
        harness.tick()
        frame += 1
        assert frame < 60 * 20, "a computer turn should end within 20 s"
    selected_at = next(f for f, state in changes if state[3] is not None)
    assert frame - selected_at >= 18, "the chosen box shows for at least 0.3 s before it is filled"
    quiet_gaps = [b[0] - a[0] for a, b in zip(changes, changes[1:], strict=False) if not a[1][4]]
    assert min(quiet_gaps) >= 6, "no two visible steps in the same tenth of a second"
    assert frame >= 60 * 1.5


def test_fill_in_is_lit_while_the_keys_are_on_an_open_box_and_fills_that_box(harness):
    """Review 17: with the cursor on the sheet's 50 box, "Fill in" looked off (it lit only once a box was chosen)."""
    from game.render import theme

    scene, press = easy_game(harness)
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    box = next(box for box in scene.board.open_boxes(0) if scene.board.preview(box, flow.dice) > 0)
    flow.point_at(box)
    fill = scene.table.controls(0).fill
    label = next(line.rect for line in harness.drawn_lines() if line.text == "Fill in" and fill.contains(line.rect))
    shown = {harness.screen.get_at((x, y))[:3] for x in range(label.left, label.right) for y in range(label.top, label.bottom)}
    assert flow.selected is None and theme.TEXT in shown and theme.TEXT_DISABLED not in shown
    harness.click(fill.center)
    assert flow.done and scene.board.card(0, 0).is_filled(box[1])


def test_a_solo_game_gives_the_one_seat_turn_after_turn(harness):
    quiet(harness)
    scene = harness.push(DicetimeScene, match=MatchConfig("dicetime", (person("Solo", 0, KEYBOARD),)))
    press = injector(harness, KEYBOARD)
    for _ in range(13):
        person_turn(harness, scene, 0, press, lock=False)
    tick_until(harness, lambda: type(harness.top).__name__ == "ResultsScene", 60 * 10)
    assert scene.board.game.cards[0].is_complete


def zero_asked(harness):
    """A game whose first throw the player puts in a box it scores 0 in: the zero card asks."""
    scene, press = easy_game(harness)
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    zero_box = next(box for box in scene.board.open_boxes(0) if scene.board.preview(box, flow.dice) == 0)
    flow.point_at(zero_box)
    press("confirm")
    press("confirm")
    return scene, press, flow, zero_box


def test_the_zero_cards_keys_answer_a_click(harness):
    """Look review 26: the zero card's answers are keys ("Write 0", "Other box"); a click on one answers as its keys
    do, and a click elsewhere on the card reaches nothing under it (no planet locked through it)."""
    from game.scenes.scoretable.zero_card import card_over, zero_keys

    scene, press, flow, zero_box = zero_asked(harness)
    assert flow.zero_armed == zero_box
    panel = scene.table.main_panel
    card = card_over(panel)
    write, other = zero_keys(card)
    harness.click(other.center)
    assert flow.zero_armed is None and flow.selected is None and zero_box in scene.board.open_boxes(0)
    press("confirm")
    press("confirm")
    assert flow.zero_armed == zero_box
    locked = tuple(flow.locked)
    harness.click((card.left + 6, card.bottom - 6))      # the card's corner: nothing under it answers
    assert flow.zero_armed == zero_box and tuple(flow.locked) == locked
    harness.click(write.center)
    assert zero_box not in scene.board.open_boxes(0)


def test_a_zero_asks_with_a_card_over_the_tray_no_one_misses(harness):
    """Not a small red line under the buttons: a big question over the tray naming the box and the key."""
    from game.app import App
    from game.render import text
    from game.render.scoresheet import CATEGORY_NAMES

    scene, press, flow, zero_box = zero_asked(harness)
    with text.recording() as drawn:
        App.draw(harness.app, 1.0)           # drawn once (quiet skips the frames' drawing)
    tray = scene.table.main_panel.rect
    question = [line for line in drawn if line.text == f"Score 0 in {CATEGORY_NAMES[zero_box[1]]}?"]
    assert question and tray.contains(question[0].rect), [line.text for line in drawn]
    assert question[0].px >= text.pixel_size(text.LABEL)
    assert any(line.text == "Write 0" and tray.contains(line.rect) for line in drawn)
    assert any(line.text == "Enter" and tray.contains(line.rect) for line in drawn)   # (its key's cap)
    # asked once, on the card (review 7: a red footer under the buttons repeated the card's question)
    assert not [line.text for line in drawn if "Score 0" in line.text and not tray.contains(line.rect)]
    card = question[0].rect.unionall([line.rect for line in drawn if tray.contains(line.rect)]).inflate(80, 60)
    # (round the card's lines: the planets under the card are hidden, those round it dimmed)
    panel = scene.table.main_panel
    tops = [c for c in map(panel.die_center, panel.on_felt) if c is not None and not card.collidepoint(c)]

    def light(c):     # the brightest pixel round the middle of a die's drawn top
        return max(sum(harness.screen.get_at((round(c[0]) + dx, round(c[1]) + dy))[:3])
                   for dx in range(-6, 7, 2) for dy in range(-6, 7, 2))

    asked = [light(c) for c in tops]
    press("back")
    with text.recording() as drawn:
        App.draw(harness.app, 1.0)
    assert not any(line.text.startswith("Score 0 in") and tray.contains(line.rect) for line in drawn)
    assert tops and all(a < 0.6 * light(c) for a, c in zip(asked, tops, strict=True)), (asked, [light(c) for c in tops])


def test_the_turn_passes_once_a_fills_points_are_in_their_box(harness):
    """Look review 28b #13: with CPU 2 on turn, Player 1's sheet still showed its fill's "+1" chip on the way to its box
    and "0 +1" under it: a pending fill, as if never written. While the points fly the total says what they bring
    ("+N" beside it: look review 25), and no next turn shows; the next seat's turn opens once they are in the box, its
    value written and its total counted."""
    scene, press = easy_game(harness)
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    box = max(scene.board.open_boxes(0), key=lambda box: scene.board.preview(box, flow.dice))
    points = scene.board.preview(box, flow.dice)
    assert points > 0
    flow.point_at(box)
    press("confirm")
    press("confirm")
    assert flow.done
    harness.tick(6)
    lines = harness.drawn_text()
    assert not scene.flows and f"+{points}" in lines, (scene.flows, lines)   # on their way: nobody's turn yet
    tick_until(harness, lambda: 1 in scene.flows, 120)
    harness.tick(2)
    lines = harness.drawn_text()
    assert f"+{points}" not in lines and str(points) in lines, lines
