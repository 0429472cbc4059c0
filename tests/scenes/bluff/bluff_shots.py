"""The Bluff screens worth looking at, each reached by a fixed script: the table rules, a person's bid,
a computer thinking, the reveal, the points table, the hot-seat curtain and the end.

    PYTHONPATH=. python3 tests/scenes/bluff/bluff_shots.py /tmp/bluff-shots   # PNGs at 1280x720 and 800x450

tests/scenes/bluff/test_bluff_layout.py renders them too and checks the text on each.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from bluff_play import bluff_match, computer, person, seen, tick_until  # noqa: E402

from game.input.actions import KEYBOARD  # noqa: E402
from game.match import MatchConfig  # noqa: E402
from game.scenes.bluff.options import BluffSettings  # noqa: E402

SMALL = (800, 450)


def _seats(count: int, people: int = 1, shared: bool = False):
    seats = [person(KEYBOARD, i, name) for i, name in zip(range(people), ("Ana", "Ben", "Cleo"), strict=False)]
    seats += [computer(i, ("easy", "normal", "hard")[i % 3]) for i in range(people, count)]
    if not shared and people > 1:
        raise ValueError("more than one person here means a shared keyboard")
    return seats


def _to_person_turn(h, scene) -> None:
    """On to Ana's turn with a bid to beat (she opens with the smallest bid if the round is hers)."""
    for _ in range(20):
        if seen(scene, 0)["can"]["roll"]:
            h.press("roll")
        tick_until(h, lambda: scene.showing == "reveal" or seen(scene, 0)["can"]["bid"], 20000)
        if scene.showing == "reveal" or seen(scene, 0)["last_bid"] is not None:
            return
        h.press("confirm")
    raise AssertionError("Ana never had a bid to beat")


def rules(h, seats: int):
    scene = h.push("bluff", match=MatchConfig("bluff", tuple(_seats(seats))))
    h.press("up")
    h.tick(10)
    return scene


def bid(h, seats: int):
    scene = h.push("bluff", match=bluff_match(*_seats(seats)))
    _to_person_turn(h, scene)
    h.press("right")
    h.press("up")
    h.tick(5)
    return scene


def thinking(h, seats: int):
    scene = h.push("bluff", match=bluff_match(*_seats(seats)))
    h.press("roll")
    tick_until(h, lambda: seen(scene, 0)["can"]["bid"], 20000)
    h.press("confirm")                 # Ana opens round 1; a computer answers
    tick_until(h, lambda: scene.computers.shown_bid is not None or scene.showing == "reveal", 20000)
    return scene


def reveal(h, seats: int):
    scene = h.push("bluff", match=bluff_match(*_seats(seats)))
    _to_person_turn(h, scene)
    if scene.showing != "reveal":
        h.press("roll")
    tick_until(h, lambda: scene.reveal is not None and scene.reveal.applied, 20000)
    h.tick(20)
    return scene


def points_table(h, seats: int):
    options = BluffSettings().stepped("points").as_match_options()
    scene = h.push("bluff", match=bluff_match(*[computer(i) for i in range(seats)], options=options))
    for _ in range(400_000):
        if scene.showing == "table":
            break
        scene.update(1 / 120)
    h.tick(3)
    return scene


def curtain(h, seats: int):
    people = 2
    scene = h.push("bluff", match=bluff_match(*_seats(seats, people, shared=True)))
    for _ in range(people):
        h.press("roll")
    tick_until(h, lambda: scene.privacy.curtain_up, 20000)
    return scene


def end(h, seats: int):
    scene = h.push("bluff", match=bluff_match(*[computer(i) for i in range(seats)]))
    for _ in range(400_000):
        if scene.showing == "done":
            break
        scene.update(1 / 120)
    h.tick(40)
    return h.top


SHOTS: dict[str, Callable] = {f.__name__: f for f in (rules, bid, thinking, reveal, points_table, curtain, end)}


def main(out: str) -> None:
    from harness import Harness

    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in SHOTS.items():
        for seats in (2, 6):
            h = Harness(seed=11)
            try:
                h.app.draw = lambda alpha: None   # getting there without drawing
                make(h, seats)
                del h.app.draw
                h.tick()
                pygame.image.save(h.screen, str(folder / f"{name}-{seats}.png"))
                pygame.image.save(pygame.transform.smoothscale(h.screen, SMALL), str(folder / f"{name}-{seats}-small.png"))
            finally:
                h.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "bluff-shots")
