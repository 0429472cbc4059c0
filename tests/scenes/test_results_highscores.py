"""The high-score table screen and the end screen's buttons by gamepad."""

from __future__ import annotations

from fake_play import FakePlay

from game.input.actions import KEYBOARD
from game.match import MatchResult, quick_match
from game.render import theme
from game.scenes.highscores import HighScoresScene
from game.scenes.results import ResultsScene
from game.storage import highscores


def test_the_table_screen_switches_modes_and_goes_back(harness):
    highscores.save_table("triple", [highscores.Entry("TRI", 700, "2026-11-20")])
    below = harness.push("title")
    scene = harness.push(HighScoresScene, mode="dicetime")
    harness.tick()
    assert scene.tables["triple"][0].initials == "TRI" and scene.tables["dicetime"] == []
    harness.press("right")
    assert scene.mode == "triple"
    harness.press("next")
    assert scene.mode == "puzzle"
    for _ in range(len(scene.modes) - 3):  # the tables of modes after the puzzle (10000, Zehntausend, ...)
        harness.press("next")
    assert scene.modes.index(scene.mode) == len(scene.modes) - 1
    harness.press("next")
    assert scene.mode == "dicetime"
    harness.press("left")
    assert scene.mode == scene.modes[-1]
    harness.click(scene.tab_rect(1).center)
    assert scene.mode == "triple"
    harness.click(scene.back_rect().center)
    assert harness.top is below


def test_an_empty_table_shows_its_free_places_as_calm_empty_slots(harness):
    """Issue 28: ten rows of "--- ---" read as a broken table. A free place is an empty slot with its rank:
    no dashes, no placeholder text, its face the sky's darkest shade (a filled row is a panel)."""
    harness.push(HighScoresScene, mode="dicetime")
    harness.run_for(0.5)            # past the fade-in
    drawn = harness.drawn_text()
    assert [line for line in drawn if line.endswith(".") and line[:-1].isdigit()] == [f"{n}." for n in range(1, 11)]
    assert not [line for line in drawn if "-" in line or "\u2013" in line or "\u2014" in line], drawn
    lines = harness.drawn_lines()
    first = next(line for line in lines if line.text == "1.")
    face = harness.screen.get_at((first.rect.right + 200, first.rect.centery))[:3]
    assert face == theme.SPACE, face


def test_a_damaged_table_file_is_reported_when_the_screen_opens(harness):
    highscores.table_path("dicetime").parent.mkdir(parents=True, exist_ok=True)
    highscores.table_path("dicetime").write_text('{"version": 1, "mode": "dicetime", "entries": [{"score": 3}]}')
    harness.push(HighScoresScene)
    harness.tick()
    message = harness.app.notices[-1].message
    assert "entries[0].initials: missing" in message and ".bad" in message


def test_end_screen_buttons_by_virtual_pad(harness, virtual_pads, play_scenes):
    pad = virtual_pads("P1")
    harness.tick()
    highscores.save_table("dicetime", [highscores.Entry("OLD", 999, "2026-01-01")] * 10)
    config = quick_match("dicetime", (pad.device, KEYBOARD), computers=0)
    harness.push("title")
    harness.push(ResultsScene, result=MatchResult.from_totals(config, (200, 150)))
    harness.tick()
    pad.tap("b")                # skips the win's celebration (and does nothing else)
    harness.run_for(0.75)
    pad.tap("dpright")          # Revenge -> Play again
    harness.tick()
    pad.tap("a")
    harness.tick()
    assert isinstance(harness.top, FakePlay)
    assert harness.top.match.seats == config.seats and not harness.top.match.revenge
