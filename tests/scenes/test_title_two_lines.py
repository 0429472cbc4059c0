"""A mode's key on the title holds its name and its subtitle apart, both clear of the key's outline (29a d9, 29b d6:
"10000 / classic rules": the two lines touched and the subtitle's descenders met the key's border), in English and
German, and the menu still fits over the tagline and the controls line."""

from __future__ import annotations

import pytest

from game import words
from game.render import faces, menu_type
from game.scenes.title import TAGLINE_Y, menu_modes


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_modes_name_and_subtitle_stand_apart_inside_its_key(harness, language):
    words.set_language(language)
    try:
        scene = harness.push("title")
        scene.menu.focus = len(scene.menu.items) - 1        # (Quit: no mode's key lifted)
        harness.run_for(0.3)
        lines = harness.drawn_lines()
        for mode, rect in zip(menu_modes(), scene.groups.rects, strict=False):
            face = rect.inflate(0, -faces.LIP).move(0, -faces.LIP // 2)     # (the key's face over its lip)
            name = next(line.rect for line in lines if line.text == words._(mode.label))
            sub = next(line.rect for line in lines if line.text == words._(mode.subtitle))
            base = name.bottom - (5 if any(c in words._(mode.label) for c in "gjpqy") else 0)   # (a descender: fine)
            assert sub.top - base >= 5, (mode.name, name, sub)        # 3 px at 800x450, where they touched
            assert name.top >= face.top + 3 and sub.bottom <= face.bottom - 4, (mode.name, face, name, sub)
        tagline = TAGLINE_Y - 12            # (the tagline's line, 25 px, round TAGLINE_Y)
        assert max(rect.bottom for rect in scene.groups.rects) <= tagline - 4
        assert TAGLINE_Y + 14 <= 720 - 6 - menu_type.help_height(scene._hint(), 940)
    finally:
        words.set_language("en")
