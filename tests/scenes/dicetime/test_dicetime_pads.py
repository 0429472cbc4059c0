"""Dicetime with SDL virtual gamepads: versus, a pad unplugged mid-turn, and Revenge."""

from __future__ import annotations

import pytest
from table_play import button, pad_presser, person_turn, quiet, results_show, scores, tick_until  # noqa: E402

from game.input.actions import KEYBOARD  # noqa: E402
from game.match import MatchConfig, Seat  # noqa: E402
from game.scenes.dicetime.scene import DicetimeScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def waiting_for(harness) -> list[str]:
    """The seats the screen says are waiting for a controller (the "disconnected" card)."""
    suffix = "'s controller is disconnected"
    return [line[:-len(suffix)] for line in harness.drawn_text() if line.endswith(suffix)]

def two_pad_match(harness, virtual_pads, revenge: bool = False):
    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.tick()  # the app sees both pads arrive
    seats = (Seat("person", "One", colour=0, rocket=0, device=p1.device),
             Seat("person", "Two", colour=1, rocket=1, device=p2.device))
    scene = harness.push(DicetimeScene, match=MatchConfig("dicetime", seats, revenge=revenge))
    return scene, p1, p2


def join_on_the_setup_screen(harness, virtual_pads):
    """Title -> Dicetime setup; the default computer leaves, two pads join with A, Start starts."""
    from game.scenes.setup import SetupScene

    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.push("title")
    setup = harness.push(SetupScene, mode="dicetime")
    harness.tick()
    harness.click(setup.control_rect(1, 4).center)  # remove the default computer seat
    for pad in (p1, p2):
        pad.tap("a")
        harness.tick()
    p1.tap("start")
    harness.tick()
    scene = harness.top
    assert isinstance(scene, DicetimeScene)
    assert [seat.device for seat in scene.match.seats] == [p1.device, p2.device]
    return scene, p1, p2


def test_two_pads_join_and_play_a_whole_versus_game(harness, virtual_pads):
    scene, p1, p2 = join_on_the_setup_screen(harness, virtual_pads)
    quiet(harness)
    press1, press2 = pad_presser(harness, p1), pad_presser(harness, p2)
    for _ in range(13):
        person_turn(harness, scene, 0, press1)
        person_turn(harness, scene, 1, press2)
    tick_until(harness, lambda: type(harness.top).__name__ == "ResultsScene", 60 * 10)
    result = harness.top.result
    assert result.totals == scores(scene)
    results_show(harness, scores(scene))
    assert all(card.is_complete for card in scene.board.game.cards)
    assert all(loss is not None and loss >= 0 for loss in result.expected_loss)


def test_unplugged_pad_pauses_its_turn_and_a_replugged_pad_resumes_it(harness, virtual_pads):
    quiet(harness)
    scene, p1, p2 = two_pad_match(harness, virtual_pads)
    press1 = pad_presser(harness, p1)
    press1("roll")
    flow = scene.flows[0]
    tick_until(harness, lambda: flow.dice is not None)
    press1("right")  # from the Roll button (the leftmost stop) to the leftmost planet
    press1("confirm")  # lock the planet under the cursor
    dice, locked = flow.dice, flow.locked
    assert any(locked)

    p1.detach()
    harness.tick(2)
    assert waiting_for(harness) == ["One"]
    p2.tap("x")  # the other player's pad cannot take the seat: it has its own
    harness.tick(120)
    assert waiting_for(harness) == ["One"]
    assert flow.dice == dice and flow.locked == locked and not flow.rolling, "nothing moves or is lost"

    again = virtual_pads("P1 again")  # a replugged pad comes back with a new SDL instance id
    harness.tick(2)
    assert again.device != p1.device
    assert waiting_for(harness) == [] and scene.match.seats[0].device == again.device
    pad_presser(harness, again)("roll")
    assert flow.rolling and flow.locked == locked


def test_another_free_device_can_take_an_orphaned_seat(harness, virtual_pads):
    quiet(harness)
    scene, p1, _ = two_pad_match(harness, virtual_pads)
    p1.detach()
    harness.tick(2)
    assert waiting_for(harness) == ["One"]
    harness.press("confirm", KEYBOARD)
    assert waiting_for(harness) == [] and scene.match.seats[0].device == KEYBOARD
    assert button(scene, 0, "roll")["on"]
    harness.press("roll", KEYBOARD)
    assert not button(scene, 0, "roll")["on"], "thrown: Roll is greyed while the planets roll"


def test_revenge_first_round_runs_on_split_trays_in_the_same_frames(harness, virtual_pads):
    quiet(harness)
    scene, p1, p2 = two_pad_match(harness, virtual_pads, revenge=True)
    assert set(scene.flows) == {0, 1}
    first, second = scene.flows[0], scene.flows[1]
    assert first.panel is not second.panel and first.panel.rect.width < scene.table.tray_rect.width
    p1.tap("x")
    p2.tap("x")
    harness.tick()
    assert first.rolling and second.rolling
    tick_until(harness, lambda: first.dice is not None and second.dice is not None)
    for pad in (p1, p2):  # both lock their leftmost planet and roll again, in the same frames
        pad.tap("dpright")
    harness.tick()
    for pad in (p1, p2):
        pad.tap("a")
    harness.tick()
    a, b = first.cursor_stops()[1], second.cursor_stops()[1]
    assert sum(first.locked) == sum(second.locked) == 1 and first.locked[a] and second.locked[b]
    kept = first.dice[a], second.dice[b]
    for pad in (p1, p2):
        pad.tap("x")
    harness.tick()
    tick_until(harness, lambda: first.dice is not None and second.dice is not None)
    assert (first.dice[a], second.dice[b]) == kept
    for name in ("dpdown", "a", "a"):
        for pad in (p1, p2):
            pad.tap(name)
        harness.tick()
    if not (first.done and second.done):  # a zero asks once more
        for pad in (p1, p2):
            pad.tap("a")
        harness.tick()
    assert first.done and second.done
    assert all(len(card.scores) == 1 for card in scene.board.game.cards)
    tick_until(harness, lambda: scene.flows)   # (the next turn opens once the fills' points are in their boxes)
    assert list(scene.flows) == [0] and not scene.table.split, "round 2 goes in seat order on the big tray"
    assert scene.flows[0].panel is scene.table.main_panel
    p2.tap("x")
    harness.tick()
    assert not scene.flows[0].rolling, "seat 1 waits for its turn"
