"""Drive the real `App` headless, frame by frame, with scripted actions.

Every scene's smoke test can use it through the `harness` fixture of
tests/conftest.py (a temporary data folder, closed after the test)::

    def test_tray_runs(harness):
        scene = harness.push("tray", players=2)   # a registry name, a Scene class or a Scene
        harness.tick(120)                           # two seconds of game time
        harness.press("confirm")                    # keyboard press + release, then one frame
        harness.press("roll", device=pad.device)    # as if that pad had sent it
        assert harness.top is scene

Each `tick()` is one headless frame: exactly 1/60 s of game time (two fixed
steps of 1/120 s), events polled. `tick(n)` draws only its last frame on the
1280x720 surface (every frame while a test records text): the frames before it
are played, not drawn (`App.tick(draw=False)`; drawing changes no state, and
tests/test_harness_drawing.py shows the last picture is the same). The input
helpers (`press`, `click`, `tap`) draw none of their frames: `screen`,
`drawn_text()` and `screenshot()` draw the last frame played when it was not
drawn, and a pointer action is injected over a drawn picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import numpy
import pygame

from game.app import HEADLESS_FRAME, App
from game.input.actions import KEYBOARD, MOUSE, Action, DeviceId
from game.render import text
from game.scenes.base import Scene
from game.scenes.registry import scene_class

LATE_FRAMES = 8   # drawings at most before a play scene's late parts show (the most any part may wait: Bluff's
                  # cards at six seats, 8 frames)


def kept_shows_fresh(scene, fresh) -> bool:
    """A play scene's kept still layer shows what a complete fresh drawing (on the StillLayer `fresh`) shows, once
    its late parts are drawn: each call of `still_picture()` draws a frame (game/scenes/playkit/chrome.py)."""
    for _late in range(LATE_FRAMES + 1):
        if same_picture(scene.still_picture(), scene.still_picture(fresh, afresh=True)):
            return True
    return False


def same_picture(one: pygame.Surface, other: pygame.Surface) -> bool:
    """The two pictures show the same colour at every pixel. Their pixel memory is compared first, in place
    (numpy over the surfaces' buffers, eight bytes at a time where the length allows: ~0.14 ms at 1280x720,
    0.35 ms byte by byte, where a copy of each takes ~5 ms and their RGB bytes several); only when it differs,
    which a padding or alpha byte alone could make, are the colours compared."""
    import numpy

    if one.get_size() == other.get_size() and one.get_bitsize() == other.get_bitsize() \
            and one.get_masks() == other.get_masks() and one.get_pitch() == other.get_pitch():
        memory = one.get_pitch() * one.get_height()
        word = numpy.uint64 if memory % 8 == 0 else numpy.uint8
        if numpy.array_equal(numpy.frombuffer(one.get_buffer(), word), numpy.frombuffer(other.get_buffer(), word)):
            return True
    return pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(other, "RGB")


def colours_shown(surface: pygame.Surface) -> tuple[numpy.ndarray, numpy.ndarray]:
    """Every colour `surface` shows, as rows of (R, G, B) ints, and how many pixels show each: a test that counts
    the pixels near some colours looks at the few thousand colours shown, not at each of a million pixels
    (a pixel's verdict depends on its colour alone: the same counts, ~15x faster at 1280x720)."""
    rgb = pygame.surfarray.array3d(surface).reshape(-1, 3).astype(numpy.int32)
    shown, counts = numpy.unique((rgb[:, 0] << 16) | (rgb[:, 1] << 8) | rgb[:, 2], return_counts=True)
    return numpy.stack([shown >> 16, (shown >> 8) & 255, shown & 255], axis=1), counts


class Harness:
    def __init__(self, *, seed: int = 0) -> None:
        self.app = App(headless=True, seed=seed)
        self.app.start()
        self.each_drawn = False   # True: every frame played is drawn, as a player's game draws it

    # ------------------------------------------------------------------ scenes
    def push(self, scene: str | type[Scene] | Scene, **options: object) -> Scene:
        """Push a scene (by registry name, class or instance) and return it."""
        self.app.scenes.push(self.make(scene, **options))
        return self.app.scenes.top

    def make(self, scene: str | type[Scene] | Scene, **options: object) -> Scene:
        if isinstance(scene, Scene):
            return scene
        cls = scene_class(scene) if isinstance(scene, str) else scene
        return cls(self.app, **options)

    @property
    def top(self) -> Scene | None:
        return self.app.scenes.top

    @property
    def stack(self) -> list[Scene]:
        return list(self.app.scenes)

    # -------------------------------------------------------------------- time
    def tick(self, frames: int = 1, *, each_drawn: bool | None = None) -> None:
        """Run `frames` headless frames (1/60 s of game time each); the last one is drawn, or every one with
        `each_drawn` (a test of what drawing each frame costs) or while text is recorded (`text.recording()`
        around a `tick(n)` sees every frame's text)."""
        each_drawn = self.each_drawn if each_drawn is None else each_drawn
        for left in range(frames - 1, -1, -1):
            self.app.tick(draw=left == 0 or each_drawn or text.recording_now())

    def until(self, condition: Callable[[], bool], frames: int = 60 * 60) -> int:
        """Run frames until `condition()` holds (checked before each), at most `frames`; returns how many ran.
        Only the frame `condition()` is met on is drawn (each one while text is recorded)."""
        for used in range(frames):
            if condition():
                self.app.draw_behind()
                return used
            self.app.tick(draw=self.each_drawn or text.recording_now())
        self.app.draw_behind()
        raise AssertionError(f"condition not met within {frames} frames")

    def run_for(self, seconds: float, *, each_drawn: bool | None = None) -> None:
        """Run whole frames until at least `seconds` of game time have passed (the last one drawn)."""
        self.tick(max(1, math.ceil(seconds / HEADLESS_FRAME - 1e-9)), each_drawn=each_drawn)

    def _play(self, frames: int) -> None:
        """The frames after an input, none drawn (each one while text is recorded): the picture is drawn when
        it is read (`screen`, `drawn_text()`, `screenshot()`) or pointed at (`inject` with a position)."""
        for _ in range(frames):
            self.app.tick(draw=self.each_drawn or text.recording_now())

    # ------------------------------------------------------------------- input
    def inject(self, action: Action | str, device: DeviceId = KEYBOARD, *, pressed: bool = True,
               pos: tuple[float, float] | None = None) -> None:
        """Queue an action for the next frame (an `Action`, or a name plus device)."""
        if isinstance(action, str):
            action = Action(action, device, pressed=pressed, pos=pos)
        if action.pos is not None or action.device.kind == "mouse":
            self.app.draw_behind()   # a player points at a picture drawn: scenes lay out their hit areas in draw
        self.app.inject(action)

    def press(self, name: str, device: DeviceId = KEYBOARD, frames: int = 1) -> None:
        """Press and release `name` on `device` within one frame, then run `frames` frames."""
        self.inject(name, device)
        self.inject(name, device, pressed=False)
        self._play(frames)

    def click(self, pos: tuple[float, float], frames: int = 1) -> None:
        """Move the mouse to `pos` (logical coordinates), click and release, then run `frames` frames."""
        self.inject("point", MOUSE, pos=pos)
        self.inject("click", MOUSE, pos=pos)
        self.inject("click", MOUSE, pressed=False, pos=pos)
        self._play(frames)

    def tap(self, pad, button: str, frames: int = 1) -> None:
        """Press and release `button` on a virtual pad (tests/virtual_pad.py), then run `frames` frames."""
        pad.tap(button)
        self._play(frames)

    def post_key(self, key: int, mod: int = 0) -> None:
        """Post a real key down and up to pygame's queue (goes through the bindings)."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))

    # ----------------------------------------------------------------- output
    @property
    def screen(self) -> pygame.Surface:
        """The 1280x720 picture of the last frame played: drawn now if that frame was not (no game time passes)."""
        assert self.app.screen is not None
        self.app.draw_behind()
        return self.app.screen

    def drawn_text(self) -> list[str]:
        """Every line of text on screen now, in drawing order: the frame is drawn once more (no game time
        passes; it works when a test skipped drawing) exactly as a player's frame is, and its lines are
        read from where they show (game.render.text.lines_on: lines on kept pictures travel with them)."""
        return [line.text for line in self.drawn_lines()]

    def drawn_lines(self) -> list[text.DrawnText]:
        """The lines `drawn_text()` reads, with their pixel size, rectangle on screen and box. A play scene's late
        parts (game/scenes/playkit/chrome.py: 10000's side panel shows a change up to two frames after its tray) are
        drawn first, as the next few frames show them (no game time passes)."""
        App.draw(self.app, 1.0)
        for _frame in range(LATE_FRAMES):
            still = getattr(self.app.scenes.top, "still", None)
            if not getattr(still, "waiting", False):
                break
            App.draw(self.app, 1.0)
        self.app.screen_behind = False
        return text.lines_on(self.screen)

    def listen(self) -> list[tuple[str, float]]:
        """From now on, every sound the app really plays (the device is open and the sound is made), as
        (name, volume) in order: what a player would hear."""
        heard: list[tuple[str, float]] = []
        audio = self.app.audio
        play = audio.play

        def listening(name: str, volume: float = 1.0) -> None:
            if audio.available and audio.has(name):
                heard.append((name, volume))
            play(name, volume)

        audio.play = listening
        return heard

    def screenshot(self, path: str | Path) -> Path:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    def close(self) -> None:
        self.app.stop_phones(wait=2.0)   # the phone server's thread ends with the test (game/phones)
        if pygame.get_init():
            self.app.shutdown()
