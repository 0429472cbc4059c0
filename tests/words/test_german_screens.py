"""The screens tour in German (tools/screens.py --lang de): on every screen of the tour the text keeps
the layout rules (size, boxes, no overlaps; tests/layout_check.py), no German line is cut short with an
ellipsis, and none of the game's common English words is left on screen."""

from __future__ import annotations

import re

import pygame
import pytest
from layout_check import layout_problems
from play_leftovers import GERMAN_CHECKS
from tour import load_tour

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand", "coach-dicetime", "puzzle")  # as the layout test

screens = load_tour("screens_tour_de")

# Every shot of the tour is checked in German, every screen on it (the toasts as "app"); the puzzle's shot
# too, with the session's shared copy of its exact table (as tests/render/test_screens_layout.py).
SHOTS = list(screens.SHOTS)

# Words of the game's English that German text never needs ("Bluff", "Computer", "Level", "Puzzle", "Die",
# "Triple", "Dicetime" are German words or names, and not listed).
ENGLISH = re.compile(r"\b(Roll|Rolls|Reroll|Rerolls|Hint|Settings|Quit|Bank|Players?|Score|Scores|Back|Rules|"
                     r"Resume|Paused|Play|Turn|Dice|Points|Next|Round|Rounds|Seats?|Keep|Doubt|Bid|Stars?|"
                     r"Choose|Press|Your|the|and|or|of|to|with|Done|Title|Review|Retry|Map|Results|High|More|"
                     r"Sound|Music|Fullscreen|Language|Off|On|Perfect|Games|Statistics|Rename|Delete|Guest|Space)\b")


def words_of(line: str) -> str:
    """A line without the game's name and file paths (a folder's name is the player's, not ours)."""
    return " ".join(word for word in line.replace("Planet Dice", "").split() if "/" not in word)


@pytest.mark.parametrize("shot", SHOTS, ids=[s.name for s in SHOTS])
def test_the_german_screen_fits_and_speaks_german(shot):
    picture, by_scene = screens.render_recorded(shot, language="de")
    for check in GERMAN_CHECKS.get(shot.name, ()):   # (look review 23's leftovers on the play screens)
        check(picture, by_scene)
    problems = []
    for scene, lines in by_scene.items():
        problems += layout_problems(lines, picture.get_rect(), scene)
        problems += [f"{scene}: {line.text!r} is cut short" for line in lines if line.text.endswith("…")
                     and "/" not in line.text]   # (a long folder name is cut in its middle, by design)
        problems += [f"{scene}: English {match.group(0)!r} in {line.text!r}" for line in lines
                     for match in [ENGLISH.search(words_of(line.text))] if match]
    if shot.name == "level_lost":   # look review 16: "Nächstes Level" filled its button: 16 px or more each side now
        button = next(line for line in by_scene["LevelScene"] if line.text == "Nächstes Level")
        problems += [f"'Nächstes Level' {button.rect} tight in its button {button.box}"
                     for _ in [0] if min(button.rect.left - button.box.left, button.box.right - button.rect.right) < 16]
    if shot.name == "stats_player":   # look review 18: "Noch nicht gespielt" took two lines and the mode's picture
        # under the modes went missing; look review 22: the mode's name once (its tab); review 23: its icon on its tab
        from game.scenes.stats import view

        problems += [f"'Dicetime' shown {n} time(s)" for n in [[line.text for lines in by_scene.values() for line in lines
                                                              ].count("Dicetime")] if n != 1]
        spots = view.draw_mode_tabs(pygame.Surface(picture.get_size()), ["dicetime"], 0, [30])   # its tab's icon
        problems += [] if spots and picture.get_at(spots[0].center) != picture.get_at((spots[0].left - 3, spots[0].centery)) \
            else ["no mode icon"]
        problems += [] if "30 Spiele" in [line.text for lines in by_scene.values() for line in lines] else ["no games"]
    if shot.name == "bluff_rules":   # look review 18: the worked example's caption was dropped in German (too wide)
        problems += [] if "Beispiel:" in [line.text for lines in by_scene.values() for line in lines] else ["no caption"]
    assert not problems, "\n".join(problems)


def test_every_rule_page_is_german():
    from game import words
    from game.scenes.rules_pages import PAGES

    words.set_language("de")
    assert len(PAGES) >= 9
    for page in PAGES:
        assert page.body != page.source, page.key
        english = [m.group(0) for m in ENGLISH.finditer(words_of(page.body)) if m.group(0) not in ("Full",)]
        assert not english, f"{page.key}: {english}"
        assert "10.000" in page.body or page.key not in ("tenthousand", "zehntausend")
