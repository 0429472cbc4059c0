"""Sound that never stops the game: with no audio device the game runs silent.

With no sound card SDL answers `pygame.error: ALSA: Couldn't open audio
device`; then every `play` is a no-op and `available` is False. Sounds are
registered by name (from bundled files or made procedurally with numpy).
"""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)

SAMPLE_RATE = 44100


class Audio:
    def __init__(self) -> None:
        self.available = False
        self.notice: str | None = None
        self.sound_volume = 0.8
        self.music_volume = 0.5
        self._sounds: dict[str, pygame.mixer.Sound] = {}

    def start(self) -> None:
        try:
            pygame.mixer.pre_init(SAMPLE_RATE, -16, 2, 512)
            pygame.mixer.init()
            self.available = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            self.available = False
            self.notice = f"No sound: {exc}. The game plays silent."
            log.warning("audio unavailable, running silent: %s", exc)

    def stop(self) -> None:
        if self.available:
            pygame.mixer.quit()
            self.available = False

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

    def add_file(self, name: str, path) -> None:
        if not self.available or name in self._sounds:
            return
        try:
            self._sounds[name] = pygame.mixer.Sound(str(path))
        except (pygame.error, FileNotFoundError) as exc:
            log.warning("could not load sound %s from %s: %s", name, path, exc)

    def play(self, name: str, volume: float = 1.0) -> None:
        sound = self._sounds.get(name)
        if sound is None or not self.available:
            return
        sound.set_volume(max(0.0, min(1.0, volume * self.sound_volume)))
        sound.play()
