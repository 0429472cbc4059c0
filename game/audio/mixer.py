"""Sound that never stops the game: with no audio device the game runs silent.

With no sound card SDL answers `pygame.error: ALSA: Couldn't open audio
device`; then every `play` is a no-op, `available` is False and `notice` says
why. Sounds are registered by name, made in code (game/audio/sounds.py, one table). The menu
sounds and the music are computed on a worker thread (numpy releases the GIL) so neither the first
frame nor any later one waits for them; `poll()` on the main thread turns finished arrays into
mixer sounds.
"""

from __future__ import annotations

import threading

import pygame

from game.audio import SAMPLE_RATE
from game.system.lazy_log import get_logger
from game.system.quiet import library_noise_filtered

log = get_logger(__name__)  # imports logging when first used (start-up)

MUSIC_GAIN = 0.35   # the music sits well under the effects at equal settings


class Audio:
    def __init__(self) -> None:
        self.available = False
        self.notice: str | None = None
        self._sound_volume = 0.8
        self._music_volume = 0.5
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._music_channel: pygame.mixer.Channel | None = None
        self._ready: list[tuple[str, object]] = []   # (name, samples) finished by the worker
        self._worker: threading.Thread | None = None

    # ------------------------------------------------------------ life cycle
    def start(self) -> bool:
        """Open the audio device; False (and silence) if there is none."""
        if self.available:
            return True
        try:
            pygame.mixer.pre_init(SAMPLE_RATE, -16, 2, 512)
            with library_noise_filtered():   # ALSA's lines on a machine without a sound card
                pygame.mixer.init()
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            self.available = False
            self.notice = f"No sound: {exc}. The game plays silent."
            log.warning("audio unavailable, running silent: %s", exc)
        if self.available:
            pygame.mixer.set_reserved(1)
            self._music_channel = pygame.mixer.Channel(0)
        return self.available

    def stop(self) -> None:
        if self.available:
            pygame.mixer.quit()
            self.available = False
        self._sounds.clear()
        self._music_channel = None

    def load_procedural(self, music: bool = True) -> None:
        """Make the menu sounds (and the music loop) in the background."""
        if not self.available or self._worker is not None:
            return

        def work() -> None:
            from game.audio import sounds

            for name in sounds.MENU + (sounds.MUSIC if music else ()):
                self._ready.append((name, sounds.make(name)))

        self._worker = threading.Thread(target=work, name="planet-dice-synth", daemon=True)
        self._worker.start()

    def wait_loaded(self, timeout: float | None = None) -> None:
        """Block until the background sounds are made (or `timeout` s have passed), then register them (tests:
        no deadline by default, so a slow machine waits instead of failing)."""
        if self._worker is not None:
            self._worker.join(timeout)
        self.poll()

    def poll(self) -> None:
        """Register whatever the worker has finished; start the music when it is ready."""
        while self._ready:
            name, samples = self._ready.pop(0)
            self.add(name, samples)
            if name == "music":
                self.play_music("music")

    # ---------------------------------------------------------------- volume
    @property
    def sound_volume(self) -> float:
        return self._sound_volume

    @sound_volume.setter
    def sound_volume(self, value: float) -> None:
        self._sound_volume = max(0.0, min(1.0, value))

    @property
    def music_volume(self) -> float:
        return self._music_volume

    @music_volume.setter
    def music_volume(self, value: float) -> None:
        self._music_volume = max(0.0, min(1.0, value))
        if self._music_channel is not None:
            self._music_channel.set_volume(self._music_volume * MUSIC_GAIN)

    # ---------------------------------------------------------------- sounds
    def has(self, name: str) -> bool:
        return name in self._sounds

    def add(self, name: str, samples) -> None:
        """Register a sound from a numpy array of floats in [-1, 1] (mono or
        stereo); ignored when silent."""
        if not self.available or name in self._sounds:
            return
        import numpy as np

        data = np.asarray(samples, dtype=np.float64)
        if data.ndim == 1:
            data = np.column_stack([data, data])
        pcm = np.ascontiguousarray(np.clip(data, -1.0, 1.0) * 32767, dtype=np.int16)
        try:
            self._sounds[name] = pygame.sndarray.make_sound(pcm)
        except (pygame.error, ValueError) as exc:
            log.warning("could not make sound %s: %s", name, exc)

    def play(self, name: str, volume: float = 1.0) -> None:
        sound = self._sounds.get(name)
        if sound is None or not self.available:
            return
        sound.set_volume(max(0.0, min(1.0, volume * self._sound_volume)))
        sound.play()

    def play_music(self, name: str) -> None:
        """Loop a registered sound on the music channel at the music volume."""
        sound = self._sounds.get(name)
        if sound is None or self._music_channel is None:
            return
        self._music_channel.play(sound, loops=-1)
        self._music_channel.set_volume(self._music_volume * MUSIC_GAIN)

    @property
    def music_playing(self) -> bool:
        return self._music_channel is not None and bool(self._music_channel.get_busy())

    @property
    def music_level(self) -> float:
        """The music channel's current volume (0 when silent)."""
        return self._music_channel.get_volume() if self._music_channel is not None else 0.0
