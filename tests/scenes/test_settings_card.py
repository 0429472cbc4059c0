"""The card beside the settings says the focused setting's value now, in a pill under its name (look review 15:
"the right info panel is mostly empty")."""

from __future__ import annotations

import pygame
from layout_check import widest_empty_band

from game.input.actions import KEYBOARD, Action
from game.scenes.settings import CARD


def test_the_card_shows_the_focused_settings_value_under_its_name(harness):
    scene = harness.push("settings")
    harness.run_for(0.4)            # (past the fade in)
    for _step in range(3):
        item = scene.menu.focused
        lines = [line for line in harness.drawn_lines() if CARD.contains(line.rect)]
        name = next(line for line in lines if line.text == item.label)
        assert any(line.text == item.value() and line.rect.top > name.rect.bottom for line in lines), \
            (item.label, [line.text for line in lines])
        # look review 23: a picture and a few words: under the name, its value and two short lines at most (that a
        # change is saved goes unsaid; only a failure to save is told)
        assert len([line for line in lines if line.rect.top > name.rect.bottom]) <= 3, [line.text for line in lines]
        scene.handle(Action("down", KEYBOARD))
        harness.tick()


def test_the_card_has_no_empty_band(harness):
    """Look review 24: "the right panel is mostly empty": the focused setting's picture is drawn large, so that no band
    of the card wider than a line and a half is empty (above the picture, below the notes)."""
    scene = harness.push("settings")
    harness.run_for(0.4)            # (past the fade in)
    scene.handle(Action("down", KEYBOARD))   # Sound volume, as the tour shows it
    harness.tick()
    inner = CARD.inflate(-40, -40)
    assert widest_empty_band(harness.screen, pygame.Rect(inner.left, inner.top, inner.width, inner.height)) <= 72
