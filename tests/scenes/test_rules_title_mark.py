"""The rule book's title mark keeps off the screen's edge in every language (29b d21: German's wider "Regeln" left
the left orbit cut bright against the screen's edge at x~5)."""

from __future__ import annotations

import pytest

from game import words
from game.render import theme, title_mark


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_titles_orbits_fade_out_before_the_screens_edge(harness, language):
    words.set_language(language)
    try:
        harness.push("rules")
        harness.tick(30)
        title = next(line.rect for line in harness.drawn_lines() if line.text in ("Rules", "Regeln"))
        screen = harness.screen
        y = title.centery
        gold = [x for x in range(0, title.left) if _golden(screen.get_at((x, y))[:3])]
        assert gold, "the left orbit is drawn"
        assert min(gold) >= 14, (language, min(gold))   # off the edge, not a stub ending against it
        assert _golden(screen.get_at((title.left - title_mark.GAP - title_mark.PLANET - 3, y))[:3])
    finally:
        words.set_language("en")


def _golden(colour) -> bool:
    r, g, b = colour
    return r > 120 and r > b + 50 and abs(r - theme.TITLE[0]) < 140
