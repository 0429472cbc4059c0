"""Helpers for the Dicetime/Triple scene tests: play a person's turn through actions.

Whole games are long (13 or 39 rounds), so the tests run the app without drawing
(`quiet`) except where they look at the screen; every action still goes through the
app's real input path (injected actions, or SDL virtual pads).
"""

from __future__ import annotations

from collections.abc import Callable

from game.input.actions import KEYBOARD

SETTLE_FRAMES = 60 * 30   # a throw settles long before 30 s of game time


def quiet(harness) -> None:
    """Skip drawing (the scenes' update and input paths are unchanged)."""
    harness.app.draw = lambda alpha: None


def tick_until(harness, condition: Callable[[], bool], frames: int = SETTLE_FRAMES) -> int:
    return harness.until(condition, frames)   # (only the frame it is met on drawn)


def injector(harness, device=KEYBOARD) -> Callable[[str], None]:
    """press(name): one action from `device`, then one frame."""
    return lambda name: harness.press(name, device=device)


def pad_presser(harness, pad) -> Callable[[str], None]:
    buttons = {"confirm": "a", "roll": "x", "hint": "y", "back": "b", "pause": "start",
               "up": "dpup", "down": "dpdown", "left": "dpleft", "right": "dpright"}

    def press(name: str) -> None:
        pad.tap(buttons[name])
        harness.tick()
    return press


def button(scene, seat: int, key: str) -> dict:
    """`seat`'s labelled button `key` ("roll", "lock", "hint", "fill") as its phone shows it (the play kit's
    `phone_pad`, lit as the TV's button): {"key", "label", "on"}; "on" only on the seat's turn."""
    return next(b for b in scene.phone_pad(seat)["buttons"] if b["key"] == key)


def wait_for_turn(harness, scene, seat: int, frames: int = 60 * 120) -> None:
    """Until `seat`'s turn begins: it is on turn and its Roll button is lit (on_turn first: cheap)."""
    tick_until(harness, lambda: seat in scene.on_turn() and button(scene, seat, "roll")["on"], frames)


def roll_and_settle(harness, scene, seat: int, press) -> tuple[int, ...]:
    flow = scene.flows[seat]
    press("roll")
    assert flow.rolling, "the roll action should throw the planets"
    tick_until(harness, lambda: flow.dice is not None)
    return flow.dice


def lock_with_cursor(scene, seat: int, index: int, press) -> None:
    """Walk the die cursor to planet `index` with left/right (in screen order) and press confirm."""
    flow = scene.flows[seat]
    if flow.zone != "dice":
        press("left")
        while flow.zone != "dice":
            press("left")
    for _ in range(8):
        if flow.die_cursor == index:
            break
        press("left" if flow.cursor_stops().index(flow.die_cursor) > flow.cursor_stops().index(index) else "right")
    assert flow.die_cursor == index
    press("confirm")


def fill_focused(scene, seat: int, press) -> int:
    """Move into the table, select the focused (first open) box and fill it in; returns the points."""
    flow = scene.flows[seat]
    press("down")  # from the dice zone, the first press only enters the table, on the first open box
    box_before = flow.focus
    assert flow.zone == "table" and scene.board.is_open(seat, box_before)
    points = scene.board.preview(box_before, flow.dice)
    press("confirm")
    assert flow.selected == box_before
    press("confirm")
    if points == 0:
        assert flow.zero_armed == box_before and not flow.done, "a zero asks once more"
        press("confirm")
    assert flow.done
    return points


def person_turn(harness, scene, seat: int, press, lock: bool = True) -> None:
    """Roll, lock the first planet by cursor and roll again (if `lock`), then fill the focused box."""
    wait_for_turn(harness, scene, seat)
    dice = roll_and_settle(harness, scene, seat, press)
    if lock:
        lock_with_cursor(scene, seat, 0, press)
        flow = scene.flows[seat]
        assert flow.locked[0]
        dice_after = roll_and_settle(harness, scene, seat, press)
        assert dice_after[0] == dice[0], "a locked planet keeps its value"
        assert flow.turn.rolls_left == 1
    fill_focused(scene, seat, press)



def scores(scene) -> tuple[int, ...]:
    """Each seat's score as its phone shows it (`score_of`, the play kit's phone read)."""
    return tuple(scene.score_of(seat) for seat in range(len(scene.match.seats)))


def results_show(harness, totals) -> None:
    """The results screen shows every total ("1,234"): the winner's celebration cut short by a key, the rows
    shown at once (reduced motion: no count-up), read before a top-ten score's initials entry opens over them."""
    harness.app.settings.reduced_motion = True
    harness.press("confirm")
    wanted = [f"{total:,}" for total in totals]
    shown: list[str] = []
    for _ in range(12):
        harness.tick(6)
        shown = harness.drawn_text()
        if all(any(number in line for line in shown) for number in wanted):
            return
    raise AssertionError(f"the results screen never showed the totals {wanted}: {shown}")
