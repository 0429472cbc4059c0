"""Triple through the real app: three weighted columns per seat, boxes chosen by keys."""

from __future__ import annotations

import pytest
from table_play import (  # noqa: E402
    fill_focused,
    injector,
    pad_presser,
    quiet,
    results_show,
    roll_and_settle,
    scores,
    tick_until,
    wait_for_turn,
)

from game.input.actions import KEYBOARD  # noqa: E402
from game.match import MatchConfig, Seat  # noqa: E402
from game.scenes.triple.scene import TripleScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime", "triple-slack")  # the session's shared copies (tests/solved_tables.py)


def match(*seats: Seat) -> MatchConfig:
    return MatchConfig("triple", seats)


ANN = Seat("person", "Ann", colour=0, rocket=0, device=KEYBOARD)
BOT = Seat("computer", "Bot", colour=1, rocket=1, difficulty="easy")


def test_quick_triple_has_two_seats_and_three_columns_each(harness):
    scene = harness.push("triple")
    assert scene.match.seats[0].is_person and scene.match.seats[1].is_computer
    harness.tick(5)
    shown = harness.drawn_text()
    assert "Round 1 of 39" in shown                   # 13 boxes in each of three columns
    at = [shown.index(name) for name in ("Player 1", "CPU 2")]   # each seat's column headers follow its name
    assert [shown[i + 1:i + 4] for i in at] == [["×1", "×2", "×3"]] * 2
    assert shown.count("×1") == 2 and "×4" not in shown


def first_roll(harness):
    """Ann (keyboard) against an easy computer; Ann has rolled once. Returns (scene, press, flow)."""
    quiet(harness)
    scene = harness.push(TripleScene, match=match(ANN, BOT))
    press = injector(harness, KEYBOARD)
    roll_and_settle(harness, scene, 0, press)
    return scene, press, scene.flows[0]


def test_boxes_are_chosen_by_column_and_previews_are_weighted(harness):
    scene, press, flow = first_roll(harness)
    dice = flow.dice
    press("down")  # into the table, on Ones x1
    assert flow.focus == (0, "ones")
    press("right")
    press("right")
    assert flow.focus == (2, "ones")
    press("right")  # no fourth column: stays on x3
    assert flow.focus == (2, "ones")
    press("next")  # shoulder / Tab cycles the columns
    assert flow.focus == (0, "ones")
    press("prev")
    for _ in range(12):
        press("down")
    assert flow.focus == (2, "chance")
    assert flow.previews()[(2, "chance")] == 3 * sum(dice)
    press("confirm")
    press("confirm")
    assert flow.done
    assert scene.score_of(0) == 3 * sum(dice)         # the seat's score as its phone shows it: x3 counted thrice
    press("left")  # after the fill the computer plays; the person's keys do nothing
    assert 0 not in scene.on_turn()


def test_left_from_the_first_column_goes_back_to_the_planets(harness):
    scene, press, flow = first_roll(harness)
    press("down")
    press("left")
    rightmost = flow.cursor_stops()[-1]   # the planet nearest the table on screen
    assert flow.zone == "dice" and flow.die_cursor == rightmost
    press("confirm")
    assert flow.locked[rightmost]


def test_a_whole_keyboard_triple_game_fills_all_39_boxes(harness):
    quiet(harness)
    scene = harness.push(TripleScene, match=match(ANN, BOT))
    press = injector(harness, KEYBOARD)
    for _ in range(39):
        wait_for_turn(harness, scene, 0)
        roll_and_settle(harness, scene, 0, press)
        fill_focused(scene, 0, press)  # the first open box, where the focus starts
    tick_until(harness, lambda: type(harness.top).__name__ == "ResultsScene", 60 * 60)
    result = harness.top.result
    assert result.totals == scores(scene)
    results_show(harness, scores(scene))
    assert all(sheet.is_complete for sheet in scene.board.game.sheets)


def test_triple_hint_names_a_column_and_fills_count_toward_expected_loss(harness):
    scene, press, flow = first_roll(harness)
    press("hint")
    advice = scene.table.hints[0]
    assert scene.messages[0].text.startswith("Hint:")
    if advice.action == "fill":
        assert f"\u00d7{advice.column + 1}" in scene.messages[0].text
    flow.point_at((0, "ones"))  # ones x1 with rerolls left: never Hard's choice on turn one
    for _ in range(3):
        if not flow.done:
            press("confirm")
    assert flow.done and scene.table.losses[0] > 0


def test_triple_revenge_first_round_runs_on_split_trays_with_two_pads(harness, virtual_pads):
    quiet(harness)
    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.tick()  # the app sees both pads arrive
    seats = (Seat("person", "One", colour=0, rocket=0, device=p1.device),
             Seat("person", "Two", colour=1, rocket=1, device=p2.device))
    scene = harness.push(TripleScene, match=MatchConfig("triple", seats, revenge=True))
    assert set(scene.flows) == {0, 1} and set(scene.table.split) == {0, 1}
    first, second = scene.flows[0], scene.flows[1]
    assert first.panel is not second.panel and first.panel.rect.width < scene.table.tray_rect.width
    for pad in (p1, p2):  # both throw in the same frame, each on their own tray
        pad.tap("x")
    harness.tick()
    assert first.rolling and second.rolling
    tick_until(harness, lambda: first.dice is not None and second.dice is not None)
    for seat, pad in enumerate((p1, p2)):
        fill_focused(scene, seat, pad_presser(harness, pad))
    assert all(len(sheet.open_boxes) == 38 for sheet in scene.board.game.sheets)
    assert list(scene.flows) == [0] and not scene.table.split, "round 2 goes in seat order on the big tray"
