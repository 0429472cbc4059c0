"""Nothing on the play screens is clipped or overlaps, for every seat count, in Dicetime,
Triple and a Revenge's split trays. (An 800x450 window shows the same logical 1280x720
picture scaled down, so the logical layout decides.)"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.match import MatchConfig, Seat
from game.render import text
from game.render.scoresheet import LABEL_WIDTH, LABELS, NAME_SIZE
from game.scenes.dicetime.scene import DicetimeScene
from game.scenes.triple.scene import TripleScene

SCREEN = pygame.Rect(0, 0, 1280, 720)


def computers(count: int) -> tuple[Seat, ...]:
    return tuple(Seat("computer", f"Computer {i + 1}", colour=i, rocket=i, difficulty="easy") for i in range(count))


def assert_apart(rects: dict[str, pygame.Rect]) -> None:
    for name, rect in rects.items():
        assert SCREEN.contains(rect), f"{name} {rect} leaves the screen"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"


CASES = [(DicetimeScene, "dicetime", n, False) for n in (1, 2, 3, 4)]
CASES += [(TripleScene, "triple", n, False) for n in (2, 3, 4)]
CASES += [(DicetimeScene, "dicetime", n, True) for n in (2, 3, 4)]
CASES += [(TripleScene, "triple", n, True) for n in (2, 4)]


@pytest.mark.parametrize("scene_class, mode, seats, revenge", CASES)
def test_play_screen_parts_stay_on_screen_and_apart(harness, scene_class, mode, seats, revenge):
    match = MatchConfig(mode, computers(seats), revenge=revenge)
    scene = harness.push(scene_class, match=match)
    harness.tick(3)
    layout = scene.table.sheet.layout
    rects = {"sheet": pygame.Rect(layout.rect.left, layout.rect.top, layout.rect.width, layout.height)}
    if revenge:
        for seat, controls in scene.table.split.items():
            rects[f"tray {seat}"] = controls.panel.rect
            rects[f"roll {seat}"] = controls.roll
            rects[f"fill {seat}"] = controls.fill
    else:
        controls = scene.table.main_controls
        rects.update(tray=scene.table.main_panel.rect, roll=controls.roll, fill=controls.fill, hint=controls.hint)
    assert_apart(rects)
    # Every cell is big enough for its text, and each seat's name fits its header.
    assert layout.row_height >= 28
    assert max(text.font(layout.font_size).size(label)[0] for label in LABELS.values()) < LABEL_WIDTH - 12
    block = layout.seat_rect(0).width
    for seat in match.seats:   # the name shown fits its header and keeps what tells the seats apart
        shown = text.fit_name(seat.name, NAME_SIZE, block - 6, bold=True)
        assert text.width_of(shown, NAME_SIZE, bold=True) <= block - 6, f"{seat.name} overflows a {block} px header"
        assert shown.split()[-1] == seat.name.split()[-1], f"{seat.name} is shown as {shown!r}"
    assert text.font(layout.font_size, True).size("1125")[0] <= layout.cell_width - 4  # the biggest x3 column


@pytest.mark.parametrize("mode, scene_class", [("dicetime", DicetimeScene), ("triple", TripleScene)])
def test_title_bar_leaves_room_for_the_longest_turn_label(harness, mode, scene_class):
    scene = harness.push(scene_class, match=MatchConfig(mode, computers(4)))
    title = text.font(34, True).size(scene.match.title + " · demo")[0]
    turn = text.font(30, True).size("Computer 4's turn")[0]
    status = text.font(26).size("Round 39 of 39")[0]
    assert 16 + title + 80 + turn + 24 < 1280 - 16 - status
