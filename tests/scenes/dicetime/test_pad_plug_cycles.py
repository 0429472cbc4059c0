"""Over a hundred gamepad unplug/replug cycles during a whole versus game, with SDL virtual pads: before
turns, mid-turn with planets locked, the player on turn and the one waiting. No crash, nothing lost: the
score cards, the dice and the locks stay as they were, every replugged pad plays on, the game ends normally."""

from __future__ import annotations

import pytest
from table_play import (  # noqa: E402
    fill_focused,
    lock_with_cursor,
    quiet,
    results_show,
    roll_and_settle,
    scores,
    tick_until,
    wait_for_turn,
)

from game.match import MatchConfig, Seat  # noqa: E402
from game.scenes.dicetime.scene import DicetimeScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def test_a_hundred_plug_cycles_during_a_versus_game_lose_nothing(harness, virtual_pads):
    quiet(harness)
    pads = [virtual_pads("P1"), virtual_pads("P2")]
    harness.tick()
    seats = tuple(Seat("person", name, colour=i, rocket=i, device=pads[i].device) for i, name in enumerate(("One", "Two")))
    scene = harness.push(DicetimeScene, match=MatchConfig("dicetime", seats))
    cards = scene.board.game.cards
    unplugged = []
    cycles = 0

    def press(seat: int):
        buttons = {"confirm": "a", "roll": "x", "up": "dpup", "down": "dpdown", "left": "dpleft", "right": "dpright"}

        def pressed(name: str) -> None:
            pads[seat].tap(buttons[name])
            harness.tick()
        return pressed

    def snapshot():
        return [dict(card.scores) for card in cards]

    def cycle(seat: int) -> None:
        """Unplug the seat's pad, let time pass, plug in a new one (SDL gives it a new id)."""
        nonlocal cycles
        before = snapshot()
        old = pads[seat]
        old.detach()
        harness.tick(3)
        assert not harness.app.devices.connected(old.device)
        harness.tick(30)   # the game waits: nothing moves on while the seat has no pad
        assert snapshot() == before
        cycles += 1
        pads[seat] = virtual_pads(f"P{seat + 1} #{cycles}")
        harness.tick(3)
        assert harness.app.devices.connected(pads[seat].device)
        unplugged.append(old.device)

    def take_seat_if_needed(seat: int) -> None:
        # A pad plugged in while its seat was not on turn takes the seat with its first press.
        if scene.match.seats[seat].device != pads[seat].device:
            press(seat)("confirm")
        assert scene.match.seats[seat].device == pads[seat].device

    for _ in range(13):
        for seat in (0, 1):
            wait_for_turn(harness, scene, seat)
            take_seat_if_needed(seat)
            cycle(1 - seat)                           # the waiting player's pad: it takes its seat next turn
            cycle(seat)                               # the pad of the player on turn, before the throw
            take_seat_if_needed(seat)
            flow = scene.flows[seat]
            first = roll_and_settle(harness, scene, seat, press(seat))
            lock_with_cursor(scene, seat, 0, press(seat))
            held = (flow.dice, list(flow.locked), flow.turn.rolls_left)
            cycle(seat)                               # mid-turn, a planet locked
            assert (flow.dice, list(flow.locked), flow.turn.rolls_left) == held and not flow.rolling
            take_seat_if_needed(seat)
            cycle(seat)
            take_seat_if_needed(seat)
            assert (flow.dice, list(flow.locked), flow.turn.rolls_left) == held
            again = roll_and_settle(harness, scene, seat, press(seat))
            assert again[0] == first[0], "the locked planet kept its value through the unplugging"
            fill_focused(scene, seat, press(seat))
    assert cycles >= 100
    tick_until(harness, lambda: type(harness.top).__name__ == "ResultsScene", 60 * 10)
    assert all(card.is_complete for card in cards)
    assert harness.top.result.totals == scores(scene)
    results_show(harness, scores(scene))
    assert not any(harness.app.devices.connected(device) for device in unplugged)
    assert len(harness.app.devices.pads) == 2, "only the two pads plugged in now are kept open"
