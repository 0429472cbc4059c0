"""Gamepads through SDL virtual controllers: joining, leaving, one press = one action."""

from __future__ import annotations

from game.input.actions import Action
from game.scenes.base import Scene


class Recorder(Scene):
    """Remembers every action it is handed, presses and releases (and never pauses)."""

    pause_actions = ()

    def __init__(self, app, **options) -> None:
        super().__init__(app)
        self.seen: list[Action] = []

    def handle(self, action: Action) -> None:
        self.seen.append(action)

    def handle_release(self, action: Action) -> None:
        self.seen.append(action)

    def names(self, device=None, pressed=None) -> list[str]:
        return [a.name for a in self.seen
                if (device is None or a.device == device) and (pressed is None or a.pressed == pressed)]


def test_two_named_pads_join_with_their_own_device_ids(harness, virtual_pads):
    recorder = harness.push(Recorder)
    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.tick()
    pads = harness.app.devices.pads
    assert {pad.name for pad in pads.values()} == {"P1", "P2"}
    assert p1.device != p2.device
    assert recorder.names(p1.device) == ["device_added"]
    assert recorder.names(p2.device) == ["device_added"]


def test_a_button_press_counts_once_although_sdl_reports_it_twice(harness, virtual_pads):
    recorder = harness.push(Recorder)
    pad = virtual_pads("P1")
    harness.tick()
    recorder.seen.clear()
    pad.tap("a")
    pad.tap("start")
    pad.tap("dpdown")
    harness.tick()
    assert recorder.names(pad.device, pressed=True) == ["confirm", "pause", "down"]
    assert recorder.names(pad.device, pressed=False) == ["confirm", "pause", "down"]


def test_each_action_names_the_pad_that_sent_it(harness, virtual_pads):
    recorder = harness.push(Recorder)
    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.tick()
    recorder.seen.clear()
    p2.tap("x")
    p1.tap("b")
    harness.tick()
    pressed = [(a.name, a.device) for a in recorder.seen if a.pressed]
    assert pressed == [("roll", p2.device), ("back", p1.device)]


def test_left_stick_presses_past_the_threshold_and_releases_at_rest(harness, virtual_pads):
    recorder = harness.push(Recorder)
    pad = virtual_pads("P1")
    harness.tick()
    recorder.seen.clear()
    pad.move("leftx", 0.3)   # inside the dead zone: nothing
    harness.tick()
    assert recorder.seen == []
    pad.move("leftx", 0.9)
    pad.move("leftx", 0.8)   # still pushed: no second press
    harness.tick()
    pad.move("leftx", 0.0)
    harness.tick()
    assert [(a.name, a.pressed) for a in recorder.seen] == [("right", True), ("right", False)]


def test_held_stick_repeats_on_the_menu_then_stops_when_released(harness, virtual_pads):
    recorder = harness.push(Recorder)
    pad = virtual_pads("P1")
    harness.tick()
    recorder.seen.clear()
    pad.move("lefty", 1.0)
    harness.run_for(0.35 + 0.12 * 3 + 0.01)  # the first repeat after 0.35 s, then every 0.12 s
    pad.move("lefty", 0.0)
    harness.tick()
    held_downs = recorder.names(pad.device, pressed=True)
    assert held_downs == ["down"] * 5
    harness.run_for(1.0)
    assert recorder.names(pad.device, pressed=True) == ["down"] * 5


def test_a_pad_can_leave_and_a_new_one_join_while_the_game_runs(harness, virtual_pads):
    recorder = harness.push(Recorder)
    p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness.tick()
    p1.move("lefty", -1.0)    # holding up while it is unplugged
    harness.tick()
    p1.detach()
    harness.tick()
    assert p1.instance_id not in harness.app.devices.pads
    assert recorder.names(p1.device)[-2:] == ["up", "device_removed"]
    assert recorder.seen[-2] == Action("up", p1.device, pressed=False)
    # The held direction does not keep repeating for a pad that is gone.
    count = len(recorder.names(p1.device))
    harness.run_for(1.0)
    assert len(recorder.names(p1.device)) == count

    p2.tap("a")
    p3 = virtual_pads("P3")
    harness.tick()
    p3.tap("b")
    harness.tick()
    assert recorder.names(p2.device, pressed=True)[-1] == "confirm"
    assert recorder.names(p3.device) == ["device_added", "back", "back"]
    assert {pad.name for pad in harness.app.devices.pads.values()} == {"P2", "P3"}


def test_pads_plugged_in_before_the_game_starts_are_found(make_harness, virtual_pads):
    _p1, p2 = virtual_pads("P1"), virtual_pads("P2")
    harness = make_harness()
    recorder = harness.push(Recorder)
    harness.tick()
    assert {pad.name for pad in harness.app.devices.pads.values()} == {"P1", "P2"}
    harness.tap(p2, "a")
    assert recorder.names(p2.device, pressed=True)[-1] == "confirm"


def test_pads_are_still_found_after_the_game_quit_and_started_again_in_one_process(make_harness):
    """App.shutdown() quits SDL's game-controller subsystem, which pygame.quit() leaves up when the
    game started with pygame.display.init(): before, the fourth start in one process saw no pad (SDL's
    event loop restarted under the controller subsystem and lost its event watcher)."""
    import virtual_pad

    for start in range(5):
        harness = make_harness()
        pad = virtual_pad.attach(f"P{start}")
        harness.tick()
        assert [p.name for p in harness.app.devices.pads.values()] == [f"P{start}"], f"start {start + 1}"
        pad.detach()
        harness.app.shutdown()
