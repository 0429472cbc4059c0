"""Helpers for driving the Bluff table through the harness."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
from harness import LATE_FRAMES

from game.input.actions import KEYBOARD, DeviceId
from game.match import MatchConfig, Seat
from game.scenes.bluff import phone
from game.scenes.bluff.options import BluffSettings
from game.scenes.playkit.tray_panel import TrayPanel


def quiet(harness) -> None:
    """Skip drawing (the scene's update and input paths are unchanged)."""
    harness.app.draw = lambda alpha: None


def person(device: DeviceId, index: int, name: str | None = None) -> Seat:
    return Seat("person", name or f"Player {index + 1}", index, index, device)


def computer(index: int, difficulty: str = "normal") -> Seat:
    return Seat("computer", f"Computer {index + 1}", index, index, difficulty=difficulty)


def bluff_match(*seats: Seat, options: tuple | None = None) -> MatchConfig:
    """A match with its table rules chosen (all off by default), so it starts at the first roll."""
    return MatchConfig("bluff", tuple(seats), options=BluffSettings().as_match_options() if options is None else options)


def tick_until(harness, condition: Callable[[], bool], frames: int = 6000) -> None:
    harness.until(condition, frames)   # (only the frame it is met on drawn)


def seen(scene, seat: int = 0) -> dict:
    """What the phone of `seat` shows now (game/scenes/bluff/phone.py `view`, the player-facing read of the
    table): the stage and phase, the status line, each seat's dice count, the last bid, this seat's own
    dice and what it may do (`can`: roll, bid, doubt, mark, next), a doubt's reveal, the winner. Another
    seat's hidden dice are never in it (tests/phones/test_leak.py)."""
    return phone.view(scene, seat)


def person_can_act(scene, seat: int) -> bool:
    """True when `seat` (a person) has something to do: roll its cup, pass the curtain, bid or doubt."""
    return seat in scene.on_turn() and seen(scene, seat)["turn"]   # (on_turn first: cheap, each frame)


def draw(scene) -> pygame.Surface:
    """The table as drawn once its late parts show (the cards whose header changed, one a frame: what the next few
    frames show; a card's dice, cup and felt are never late)."""
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface, 1.0)
    for _late in range(LATE_FRAMES):
        if not scene.still.waiting:
            break
        scene.draw(surface, 1.0)
    return surface


def swap_dice(scene, seat: int, seed: int) -> None:
    """Give `seat` other dice under its cup: a new tray, thrown and settled with another seed, and the
    rules' hand to match. Only what the screen may not show changes."""
    old = scene.panels[seat]
    fresh = TrayPanel(old.rect, random.Random(seed), old.count, star_for_six=True, radius=old.radius, rim=old.rim)
    for index in old.lost:
        fresh.lose(index)
    fresh.throw()
    while fresh.rolling or fresh.effects.busy:
        fresh.update(1 / 120)
    scene.panels[seat] = fresh
    if scene.game.hands[seat]:
        faces = fresh.faces
        scene.game.hands[seat] = tuple(faces[i] for i in fresh.in_play)


def region(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


__all__ = ["KEYBOARD", "bluff_match", "computer", "draw", "person", "person_can_act", "quiet", "region",
           "seen", "swap_dice", "tick_until"]
