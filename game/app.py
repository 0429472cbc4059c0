"""The game loop: events -> actions -> the top scene; fixed-step updates; drawing.

Game time advances in fixed steps of `STEP` seconds from a clamped
accumulator, so the physics and every animation run the same at any frame
rate; drawing gets the leftover fraction for interpolation. In headless mode
every frame advances exactly 1/60 s with no frame limiter, which makes runs
reproducible and fast.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import pygame

from game import words
from game.audio.mixer import Audio
from game.input import bindings
from game.input.actions import Action, DeviceId
from game.input.devices import DeviceRegistry
from game.render import text, theme
from game.scenes.stack import SceneStack
from game.storage.settings import Settings, load_settings, save_settings
from game.system.lazy_log import get_logger
from game.system.memory import release_free_memory
from game.system.quiet import library_noise_filtered
from game.system.screenshot import ScreenshotError, save_screenshot
from game.system.window import (
    MIN_WINDOW,
    NO_DISPLAY,
    NoDisplayError,
    allow_fractional_scaling,
    check_display,
    fit_to_desktop,
    fitted_window_size,
)
from game.ui import toasts
from game.words import _

log = get_logger(__name__)  # imports logging when first used (start-up)

STEP = 1.0 / 120.0          # fixed update step (s)
HEADLESS_FRAME = 1.0 / 60.0  # game time per frame in headless runs (s)
MAX_FRAME = 0.25            # longest frame fed to the accumulator (avoids the spiral of death)
TARGET_FPS = 60
MEMORY_RELEASE_SECONDS = 60.0  # at most one release of freed memory a minute of game time
CROSSFADE = 0.25            # s: a new screen shows through the last picture of the one it replaces
_DIRECTIONS = ("up", "down", "left", "right")


class App:
    """Owns the window, the devices, the settings, the audio and the scene stack."""

    def __init__(self, *, headless: bool = False, seed: int | None = None,
                 window_size: tuple[int, int] | None = None, make_sounds: bool | None = None,
                 language: str | None = None) -> None:
        """`language`: "en" or "de" for this run whatever the Language setting says (`--lang`)."""
        self.headless = headless
        self.language_override = language
        # Headless runs open the dummy audio device but make no sounds (nobody
        # hears them, and a background numpy import would race test code).
        self.make_sounds = not headless if make_sounds is None else make_sounds
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self.rng = random.Random(self.seed)
        self.size = theme.LOGICAL_SIZE
        self.window_size = window_size
        self.running = False
        self.stopped: int | None = None   # the signal that stopped the run (game/cli/stopping.py), if one did
        self.time = 0.0           # game seconds since start
        self.frame = 0
        self.idle_time = 0.0      # real seconds since the last player input
        self.scenes = SceneStack(on_change=self._scene_changed, before_change=self._scene_changing)
        self.devices = DeviceRegistry()
        self.audio = Audio()
        self.settings = Settings()
        self.settings_not_saved: str | None = None  # why the last save of the settings failed
        self.notices: list[toasts.Notice] = []   # the toasts (game/ui/toasts.py)
        self.last_result = None   # the last finished match's MatchResult (the run report's "result")
        self.phones = None        # the PhoneHost while phones are on (game/phones); imported only then
        self.paced = False        # headless frames kept to real time too (people play by phone: --phones)
        self.screen: pygame.Surface | None = None
        self._accumulator = 0.0
        self._held: dict[tuple[str, DeviceId], float] = {}  # held direction -> seconds to next repeat
        self._clock: pygame.time.Clock | None = None
        self._pending: list[Action] = []
        self._windowed_size: tuple[int, int] | None = None  # the window's size before fullscreen
        self._memory_released_at = 0.0  # game time of the last release_free_memory()
        self._memory_release_due = False  # back to one screen: release after this frame
        self._shown_base = None          # the opaque scene at the bottom of the last picture
        self._fade_from: pygame.Surface | None = None   # the last picture of the screen before, fading out
        self._fade_age = 0.0
        self.screen_behind = False    # the last frame played was not drawn (`tick(draw=False)`): `draw_behind()` draws it
        self.screen_kept = None   # the scene whose picture the screen holds untouched (a play scene copies back changes)

    # ------------------------------------------------------------------ start
    def start(self) -> None:
        """Open the display and the window. Raises `NoDisplayError` (a window was wanted, but SDL found no
        display and would fall back to an invisible driver) before anything runs."""
        try:
            with library_noise_filtered():   # libwayland's "XDG_RUNTIME_DIR is invalid" and the like
                pygame.display.init()
        except pygame.error as exc:
            raise NoDisplayError(f"{NO_DISPLAY} ({exc})") from None
        if not self.headless:
            try:
                check_display(pygame.display.get_driver(), os.environ.get("SDL_VIDEODRIVER"))
            except NoDisplayError:
                pygame.quit()
                raise
        pygame.font.init()
        self.settings, notice = load_settings()
        words.set_language(self.language_override or self.settings.language or words.system_language())
        if notice:
            log.warning("%s", notice)
            self.notify(notice, 10.0)
        self.screen = self._open_window()
        pygame.display.set_caption("Planet Dice")
        self.apply_audio_settings()
        self._clock = pygame.time.Clock()
        self.running = True

    def _open_window(self) -> pygame.Surface:
        if self.headless:
            return pygame.display.set_mode(self.size)
        allow_fractional_scaling()
        flags = pygame.SCALED | pygame.RESIZABLE
        if self.settings.fullscreen:
            flags |= pygame.FULLSCREEN
        desktops = pygame.display.get_desktop_sizes()
        screen = pygame.display.set_mode(self.size, flags, vsync=1)
        window = self._window()
        if window is not None:
            # SCALED makes the logical size the smallest window; small screens
            # (and --window 800x450) need less, and the picture scales down.
            window.minimum_size = MIN_WINDOW
            desktop = desktops[0] if desktops else None
            size = fitted_window_size(self.size, desktop)
            if self.window_size:
                size, note = fit_to_desktop(self.window_size, desktop)
                if note:
                    log.warning("%s", note)
                    self.notify(note)
            if size:
                self._windowed_size = size
                if not self.settings.fullscreen:
                    window.size = size
        return screen

    def _window(self) -> pygame.Window | None:
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error) as exc:
            log.info("window size left to SDL: %s", exc)
            return None

    def shutdown(self) -> None:
        self.stop_phones(wait=0.5)
        while len(self.scenes):
            self.scenes.pop()
        self.audio.stop()
        text.forget_fonts()
        self.devices.stop()   # pygame.quit() leaves SDL's game-controller subsystem up (DeviceRegistry.stop)
        pygame.quit()

    # ---------------------------------------------------------------- settings
    def set_language(self, code: str) -> None:
        """The Language setting: saved, and every screen speaks it from the next frame on."""
        self.settings.language = words.set_language(code)
        self.save_settings()

    def save_settings(self) -> None:
        failure = save_settings(self.settings)
        if failure and failure != self.settings_not_saved:
            self.notify(_("Settings not saved: {why}.").format(why=failure))
        self.settings_not_saved = failure
        self.apply_audio_settings()

    def _start_devices(self) -> None:
        """Start the gamepads after the first frame is shown, like the sound (~3 ms of the start-up): pads plugged
        in announce themselves at this frame's event poll, like hot-plugged ones."""
        self.devices.start()

    def _start_audio(self) -> None:
        """Open the sound device after the first frame is shown: the window appears sooner (sounds are made aside)."""
        if self.audio.start():
            self.apply_audio_settings()
            if self.make_sounds:
                self.audio.load_procedural(music=True)

    def apply_audio_settings(self) -> None:
        self.audio.sound_volume = self.settings.sound_volume
        self.audio.music_volume = self.settings.music_volume

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if self.headless or bool(pygame.display.is_fullscreen()) == on:
            return
        window = self._window()
        if on and window is not None:
            self._windowed_size = window.size
        self.screen_kept = None   # (a new display surface may come back blank)
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error as exc:
            self.notify(_("Fullscreen is not available: {why}").format(why=exc))
            return
        # Leaving fullscreen, pygame-ce sizes the window to a whole multiple of
        # the picture and makes 1280x720 its minimum: give back the minimum
        # and the size the window had before.
        if not on and window is not None:
            window.minimum_size = MIN_WINDOW
            if self._windowed_size:
                window.size = self._windowed_size

    # ------------------------------------------------------------------ phones
    def start_phones(self, port: int | None = None, fixed: bool = False, remember: bool = False):
        """Turn phones on (game/phones): the server binds at once and serves from a thread of its own.
        Returns the host, or None with a notice saying why not. `remember`: the setting is saved on."""
        if self.phones is not None:
            return self.phones
        from game.phones import host, words
        from game.phones.settings import load_phone_settings

        chosen = load_phone_settings()
        try:
            self.phones = host.open_phones(self, port if port is not None else chosen.port, chosen.address,
                                           fixed=fixed)
        except host.PhonesError as exc:
            self.notify(_(words.FAILED).format(why=exc), 8.0)
            if fixed:
                raise
            return None
        self.devices.remote = self.phones
        if self.phones.note:
            self.notify(self.phones.note, 8.0)
        if remember and not self.settings.phones:
            self.settings.phones = True
            self.save_settings()
        return self.phones

    def stop_phones(self, remember: bool = False, wait: float = 0.0) -> None:
        """Turn phones off: every page is told, the server stops; a seat played by phone waits like one whose
        pad was unplugged. `remember`: the setting is saved off."""
        phones, self.phones = self.phones, None
        if remember and self.settings.phones:
            self.settings.phones = False
            self.save_settings()
        if phones is None:
            return
        self.devices.remote = None
        phones.stop(wait)
        for phone in phones.phones():
            if phone.here:
                self.dispatch(Action("device_removed", phone.device))

    def notify(self, message: str, seconds: float = 6.0, icon: str = "") -> None:
        """Show a short toast for `seconds` (game/ui/toasts.py; `icon` "pad": a device's notice, with a gamepad)."""
        log.info("%s", message)
        self.notices.append(toasts.Notice(message, seconds, icon))

    # -------------------------------------------------------------------- loop
    def run(self, frames: int | None = None, screenshot: Path | None = None,
            on_end: Callable[[], None] | None = None, on_first_frame: Callable[[], None] | None = None) -> int:
        """Run until quit (or for `frames` frames); returns the exit status: 0, or 1 when the `screenshot` of the
        last frame could not be saved (the reason is logged). `on_first_frame()` is called once the first frame is
        shown; `on_end()` once the run ends, before the scenes close (the run report)."""
        if not self.running and self.stopped is None:
            self.start()
        status = 0
        try:
            while self.running and self.stopped is None and (frames is None or self.frame < frames):
                self.tick()
                if self.frame == 1 and on_first_frame is not None:
                    on_first_frame()
            if screenshot is not None and self.screen is not None:
                try:
                    save_screenshot(self.screen, screenshot)
                except ScreenshotError as exc:
                    log.error("%s", exc)
                    status = 1
            if on_end is not None:
                on_end()
        finally:
            self.shutdown()
        return status

    def tick(self, frame_seconds: float | None = None, *, draw: bool = True) -> None:
        """One frame: events, fixed-step updates, drawing, flip (`draw=False`: none; drawing changes no state)."""
        if frame_seconds is None:
            if self.headless:
                frame_seconds = HEADLESS_FRAME
            else:
                frame_seconds = self._clock.tick(TARGET_FPS) / 1000.0
        frame_seconds = min(frame_seconds, MAX_FRAME)
        if self.paced and self._clock is not None:
            self._clock.tick(TARGET_FPS)   # headless with phones: people play in real time
        if self.frame == 1:
            self._start_devices()
            self._start_audio()
            if self.settings.phones and self.phones is None:
                self.start_phones()
        self.audio.poll()
        self.process_events()
        self._repeat_held(frame_seconds)
        self.idle_time += frame_seconds
        self._accumulator += frame_seconds
        while self._accumulator >= STEP - 1e-9 and self.running:
            self._accumulator -= STEP
            self.time += STEP
            top = self.scenes.top
            if top is not None:
                top.update(STEP)
        self.notices = toasts.aged(self.notices, frame_seconds, self.scenes.top)
        self._fade_age += frame_seconds
        if self._fade_from is not None and (self._fade_age >= CROSSFADE or self.settings.reduced_motion):
            self._fade_from = None   # here, not in draw: a frame not drawn ends the fade too
        if draw:
            self.draw(max(0.0, self._accumulator) / STEP)
            pygame.display.flip()
        self.screen_behind = not draw
        self.frame += 1
        self._release_memory_if_due()

    def _release_memory_if_due(self) -> None:
        """Give freed memory back to the system (game/system/memory.py) when play has ended and one screen is left,
        at most once a minute. Not inside the stack change: there the scene just left is still referenced
        (`SceneStack.pop` returns it), so its memory would be freed only after the release, kept till the next."""
        if not self._memory_release_due:
            return
        self._memory_release_due = False
        if len(self.scenes) == 1 and self.time - self._memory_released_at >= MEMORY_RELEASE_SECONDS:
            self._memory_released_at = self.time
            release_free_memory()

    def draw(self, alpha: float) -> None:
        if (screen := self.screen) is None:
            return
        text.forget(screen)          # every frame is drawn whole: the lines it shows are this frame's
        visible = self.scenes.visible()
        if not visible or not visible[0].opaque:
            screen.fill(theme.SPACE)
        for scene in visible:
            scene.draw(screen, alpha)
        self._draw_crossfade(screen)
        toasts.draw(screen, self.notices, self.size)
        alone = len(visible) == 1 and visible[0].opaque and self._fade_from is None and not self.notices
        self.screen_kept = visible[0] if alone else None   # no overlay, cross-fade or toast over it

    def _draw_crossfade(self, screen: pygame.Surface) -> None:
        """The screen just left fades out over the new one (not under overlays; not with reduced motion)."""
        if self._fade_from is not None:   # (ended by `tick` once over, or with reduced motion)
            self._fade_from.set_alpha(round(255 * (1.0 - self._fade_age / CROSSFADE)))
            screen.blit(self._fade_from, (0, 0))

    # ------------------------------------------------------------------ input
    def inject(self, action: Action) -> None:
        """Queue an action as if a device had sent it (tests, demo players)."""
        self._pending.append(action)

    def process_events(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type == pygame.KEYDOWN and self._window_key(event):
                continue
            for action in self.devices.translate(event):
                self.dispatch(action)
        pending, self._pending = self._pending, []
        for action in pending:
            self.dispatch(action)
        if self.phones is not None:
            self.phones.pump()   # what the phones said, as actions (never waits on the network)

    def _window_key(self, event: pygame.event.Event) -> bool:
        alt_enter = event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT
        if event.key == pygame.K_F11 or alt_enter:
            self.set_fullscreen(not self.settings.fullscreen)
            self.save_settings()
            return True
        return False

    def dispatch(self, action: Action) -> None:
        if action.name == "device_added" and action.device.kind == "pad":
            self.notify(_("Gamepad connected: {pad}").format(pad=self.devices.label_of(action.device)), 3.0, "pad")
        elif action.name == "device_removed" and action.device.kind == "pad":
            self.notify(_("Gamepad disconnected: {pad}").format(pad=self.devices.label_of(action.device)), 3.0, "pad")
        elif action.name != "point":
            self.idle_time = 0.0
        key = (action.name, action.device)
        if action.name in _DIRECTIONS:
            if action.pressed:
                self._held[key] = bindings.REPEAT_DELAY
            else:
                self._held.pop(key, None)
        top = self.scenes.top
        if top is None:
            return
        if action.pressed and action.name in top.pause_actions:
            top.open_pause()
        elif action.pressed:
            top.handle(action)
        else:
            top.handle_release(action)

    def _repeat_held(self, seconds: float) -> None:
        for key in list(self._held):
            self._held[key] -= seconds
            if self._held[key] <= 0:
                self._held[key] += bindings.REPEAT_INTERVAL
                top = self.scenes.top
                if top is not None:
                    top.handle(Action(key[0], key[1]))

    def draw_behind(self) -> None:
        """Draw the frame now if its `tick(draw=False)` did not (tests and tours about to read the screen)."""
        if self.screen_behind and self.screen is not None:
            self.draw(max(0.0, self._accumulator) / STEP)
            self.screen_behind = False

    def _scene_changing(self) -> None:
        if self.frame > 0 and self._fade_from is None and not self.settings.reduced_motion:
            self.draw_behind()   # a frame not drawn: the picture a new screen would fade out from, drawn now

    def _scene_changed(self) -> None:
        # Held buttons are released: the new top never sees a release for a press it did not get, nor a repeat.
        self._held.clear()
        # A new screen (not an overlay over the same one): the picture last shown fades out over it.
        visible = self.scenes.visible()
        base = visible[0] if visible else None
        if base is not self._shown_base:
            if self._shown_base is not None and self.screen is not None and self.frame > 0 \
                    and not self.settings.reduced_motion and self._fade_from is None:
                self._fade_from = self.screen.copy()
                self._fade_age = 0.0
            self._shown_base = base
        # Back to a single screen (a game or demo ended, the title is back): the memory the game
        # freed goes back to the system after this frame (`_release_memory_if_due`).
        self._memory_release_due = len(self.scenes) == 1

    def quit(self) -> None:
        self.running = False

    def stop(self, signum: int) -> None:
        """End the run after the frame in hand because of a signal (called from the signal thread)."""
        self.stopped = signum
        self.running = False
