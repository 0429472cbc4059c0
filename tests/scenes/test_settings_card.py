"""The card beside the settings says the focused setting's value now, in a pill under its name (look review 15:
"the right info panel is mostly empty")."""

from __future__ import annotations

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
