"""The screens tour in German (tools/screens.py --lang de): on every translated screen the text keeps
the layout rules (size, boxes, no overlaps; tests/layout_check.py), no German line is cut short with an
ellipsis, and none of the game's common English words is left on screen."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from layout_check import layout_problems

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand", "coach-dicetime")  # as the layout test

_spec = importlib.util.spec_from_file_location("screens_tour_de", Path(__file__).parents[2] / "tools" / "screens.py")
screens = importlib.util.module_from_spec(_spec)
sys.modules["screens_tour_de"] = screens
_spec.loader.exec_module(screens)

# The shots of the tour checked in German, and the screens (scene classes; "app" for the toasts) on each
# whose text is translated (issue 27 is under way: a screen not named here may still speak English).
TRANSLATED = {
    "title": {"TitleScene"}, "title_focus_down": {"TitleScene"}, "settings": {"SettingsScene"},
    "highscores": {"HighScoresScene"}, "setup": {"SetupScene", "DicetimeSetupScene"}, "pause": {"PauseScene"},
    "results_two": {"ResultsScene"}, "results_four": {"ResultsScene"}, "results_solo": {"ResultsScene"},
    "results_initials": {"InitialsScene", "ResultsScene"}, "results_six": {"ResultsScene"},
    "tenthousand_options": {"TenThousandOptionsScene"}, "tenthousand_keep": {"TenThousandScene"},
    "zehntausend_versus": {"ZehntausendScene"}, "rules": {"RulesScene"}, "rules_boxes": {"RulesScene"},
    **{name: {"DicetimeScene"} for name in ("dicetime_start", "dicetime_rolled", "dicetime_locks", "dicetime_selected",
                                            "dicetime_zero", "dicetime_hint", "dicetime_computer", "dicetime_next_turn",
                                            "dicetime_four", "revenge_toast")},
    "triple_rolled": {"TripleScene"}, "tray_sandbox": {"TrayScene"},
    "campaign_map": {"CampaignMapScene"}, "campaign_map_progress": {"CampaignMapScene"},
    "bluff_rules": {"BluffScene"}, "bluff_bid": {"BluffScene"}, "bluff_reveal": {"BluffScene"},
}
# (The Puzzle's screen is translated too (puzzle_rolled, tools/screens.py --lang de), but the tour's puzzle shot
# is left out of tests for the reason tests/render/test_screens_layout.py gives.)
# The rule book's pages in German (the others still show their English text).
TRANSLATED_PAGES = {"dicetime", "revenge", "triple", "tenthousand", "zehntausend", "controls"}
SHOTS = [shot for shot in screens.SHOTS if shot.name in TRANSLATED]

# Words of the game's English that German text never needs ("Bluff", "Computer", "Level", "Puzzle", "Die",
# "Triple", "Dicetime" are German words or names, and not listed).
ENGLISH = re.compile(r"\b(Roll|Rolls|Reroll|Rerolls|Hint|Settings|Quit|Bank|Players?|Score|Scores|Back|Rules|"
                     r"Resume|Paused|Play|Turn|Dice|Points|Next|Round|Rounds|Seats?|Keep|Doubt|Bid|Stars?|"
                     r"Choose|Press|Your|the|and|or|of|to|with|Done|Title|Review|Retry|Map|Results|High|More|"
                     r"Sound|Music|Fullscreen|Language|Off|On)\b")


def words_of(line: str) -> str:
    """A line without the game's name and file paths (a folder's name is the player's, not ours)."""
    return " ".join(word for word in line.replace("Planet Dice", "").split() if "/" not in word)


def test_every_translated_shot_is_in_the_tour():
    assert sorted(shot.name for shot in SHOTS) == sorted(TRANSLATED)


@pytest.mark.parametrize("shot", SHOTS, ids=[s.name for s in SHOTS])
def test_the_german_screen_fits_and_speaks_german(shot):
    picture, by_scene = screens.render_recorded(shot, language="de")
    problems = []
    assert TRANSLATED[shot.name] & set(by_scene), f"none of {TRANSLATED[shot.name]} drew in {shot.name}"
    for scene, lines in by_scene.items():
        problems += layout_problems(lines, picture.get_rect(), scene)
        if scene not in TRANSLATED[shot.name]:
            continue
        problems += [f"{scene}: {line.text!r} is cut short" for line in lines if line.text.endswith("…")
                     and "/" not in line.text]   # (a long folder name is cut in its middle, by design)
        problems += [f"{scene}: English {match.group(0)!r} in {line.text!r}" for line in lines
                     for match in [ENGLISH.search(words_of(line.text))] if match]
    assert not problems, "\n".join(problems)


def test_the_translated_rule_pages_are_german():
    from game import words
    from game.scenes.rules_pages import PAGES

    words.set_language("de")
    pages = [page for page in PAGES if page.key in TRANSLATED_PAGES]
    assert len(pages) == len(TRANSLATED_PAGES)
    for page in pages:
        assert page.body != page.source, page.key
        english = [m.group(0) for m in ENGLISH.finditer(words_of(page.body)) if m.group(0) not in ("Full",)]
        assert not english, f"{page.key}: {english}"
        assert "10.000" in page.body or page.key not in ("tenthousand", "zehntausend")
