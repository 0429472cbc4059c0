"""A throwaway 6-seat mode declared in the modes table by a test (issue 9's proof that adding a
mode takes one entry and its scene): it gets a setup screen for six, seats on mixed devices
with a hot seat, a six-dice tray, the results and a high-score table. Nothing outside its
entry (six_dice_mode.MODE) and its scene (six_dice_mode.SixDiceScene) knows it."""

from __future__ import annotations

import pytest
from table_play import tick_until

from game import modes
from game.input.actions import KEYBOARD, MOUSE
from game.scenes import navigation, registry
from game.scenes.initials import InitialsScene
from game.scenes.results import ResultsScene
from game.storage import highscores


@pytest.fixture
def six_dice(monkeypatch):
    monkeypatch.setitem(modes.MODES, "sixdice", __import__("six_dice_mode").MODE)
    monkeypatch.setitem(registry.SCENES, "sixdice", "six_dice_mode:SixDiceScene")


def test_six_seats_on_mixed_devices_with_a_hot_seat_play_to_the_results_and_the_table(
        harness, virtual_pads, six_dice):
    one, two = virtual_pads("P1"), virtual_pads("P2")
    harness.push("title")
    harness.tick()
    assert navigation.open_mode(harness.app, "sixdice")
    setup = harness.top
    harness.tick()
    assert setup.mode == "sixdice" and setup.places == 6
    harness.press("confirm")                                   # the keyboard joins
    harness.tap(one, "a")                                      # pad 1 joins
    harness.tap(one, "dpright")                                # pad 1 walks to a free place...
    for _ in range(6):
        if setup.slots.slots[setup.cursors[setup.slots.seat_of(one.device)].column] is None:
            break
        harness.tap(one, "dpright")
    harness.tap(one, "a")                                      # ...and seats a second person there
    harness.tap(two, "a")                                      # pad 2 joins
    free = [i for i, seat in enumerate(setup.slots.slots) if seat is None]
    harness.click(setup.control_rect(free[0], 0).center)       # the mouse joins at a free place
    seats = setup.slots.slots
    assert len(setup.slots.seats_of(one.device)) == 2 and setup.slots.shared(setup.slots.seats_of(one.device)[1])
    assert sum(seat is not None for seat in seats) == 6, [seat and (seat.kind, seat.device) for seat in seats]
    harness.press("pause")                                     # Start
    game = harness.top
    assert type(game).__name__ == "SixDiceScene" and len(game.match.seats) == 6
    assert game.panel.count == 6
    devices = {seat: info.device for seat, info in enumerate(game.match.seats)}
    assert set(devices.values()) >= {KEYBOARD, MOUSE, one.device, two.device, None}

    def throw_for(seat: int) -> None:
        device = devices[seat]
        if device is None:
            return                                             # a computer throws by itself
        others = [d for d in (KEYBOARD, one.device, two.device) if d != device and d is not MOUSE]
        before = game.panel.throws
        harness.press("roll", others[0])                       # someone else's device: not their turn
        assert game.panel.throws == before
        if device == MOUSE:
            harness.click((400, 300))
        else:
            harness.press("roll", device)                      # the hot-seat pad acts for whoever is on turn
        assert game.panel.throws == before + 1

    for seat in range(6):
        tick_until(harness, lambda seat=seat: game.turn == seat and not game.panel.rolling, 60 * 10)
        throw_for(seat)
        tick_until(harness, lambda seat=seat: game.turn > seat or game.ended, 60 * 10)
    assert all(6 <= total <= 36 for total in game.totals)
    tick_until(harness, lambda: isinstance(harness.top, (ResultsScene, InitialsScene)), 60 * 5)
    results = next(scene for scene in harness.stack if isinstance(scene, ResultsScene))
    assert results.result.totals == tuple(game.totals) and results.result.config.mode == "sixdice"
    best = max(game.totals)
    assert results.result.winners == tuple(s for s, t in enumerate(game.totals) if t == best)
    tick_until(harness, lambda: isinstance(harness.top, InitialsScene), 60 * 5)
    entry = harness.top
    for index, panel in enumerate(entry.panels):               # every person accepts the initials of their name
        device = game.match.seats[panel.seat].device
        if device == MOUSE:
            harness.click(entry.parts(index)["ok"].center)
            continue
        for _ in range(4):                                     # the hot-seat pad: one person after the other
            if device == KEYBOARD:
                harness.press("confirm")
            else:
                harness.tap(one if device == one.device else two, "a")
    tick_until(harness, lambda: not isinstance(harness.top, InitialsScene), 60 * 5)
    table, notice = highscores.load_table("sixdice")
    people = sorted(t for s, t in enumerate(game.totals) if game.match.seats[s].is_person)
    assert notice is None and sorted(entry.score for entry in table) == people   # all five people, hot seat too
    navigation.to_high_scores(harness.app, "sixdice")
    harness.tick()
    assert "Six dice" in " ".join(harness.drawn_text())
