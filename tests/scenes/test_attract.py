"""Attract mode: the idle title starts a demo of computer players; any key ends it."""

from __future__ import annotations

import pytest
from table_play import quiet, tick_until  # noqa: E402

from game.input.actions import KEYBOARD, MOUSE  # noqa: E402
from game.match import attract_match  # noqa: E402
from game.scenes import attract  # noqa: E402
from game.scenes.dicetime.scene import DicetimeScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def test_a_minute_idle_on_the_title_starts_a_demo_and_a_key_ends_it(harness):
    quiet(harness)
    title = harness.push("title")
    harness.run_for(attract.IDLE_SECONDS - 1)
    assert harness.top is title
    harness.run_for(1.5)
    demo = harness.top
    assert isinstance(demo, DicetimeScene) and demo.match.attract
    assert all(seat.is_computer for seat in demo.match.seats)
    harness.run_for(5)
    assert demo.table.main_panel.has_dice, "the computer players play by themselves"
    harness.inject("point", MOUSE, pos=(10, 10))  # moving the mouse is not a press
    harness.tick()
    assert harness.top is demo
    harness.press("confirm", KEYBOARD)
    assert harness.top is title


def test_a_demo_game_plays_to_its_end_screen_without_high_scores(harness):
    quiet(harness)
    harness.push(DicetimeScene, match=attract_match("dicetime", 2, difficulty="easy"))
    tick_until(harness, lambda: type(harness.top).__name__ == "ResultsScene", 20000)
    result = harness.top.result
    assert result.config.attract and result.expected_loss == (None, None)
    harness.run_for(5)                                 # the rows have come in
    lines = harness.drawn_text()
    # The end screen (only a finished game gets there) shows both computers with their totals, best first
    # (equal totals share a place, in seat order), and no high-score entry.
    places = result.places()
    expected = []
    for seat in sorted(range(2), key=lambda seat: (places[seat], seat)):
        expected += [str(places[seat]), str(result.totals[seat]), f"CPU {seat + 2}"]   # (on the podium: the place
    rows = [line for line in lines if line in ("CPU 2", "CPU 3") or line.isdigit()]   # engraved in its pedestal)
    assert "computer · easy" not in lines     # (look review 28a d21: no kind-of-player tag on every seat)
    assert rows == expected, lines   # (the demo's computers sit from seat 2 on: none in Player 1's orange, review 25)
    winners = [f"CPU {seat + 2}" for seat in range(2) if places[seat] == 1]
    said = f"{winners[0]} wins!" if len(winners) == 1 else f"{winners[0]} and {winners[1]} share the win!"
    assert said in lines and "Demo game – press any button to play" in lines
    assert not any("initials" in line.lower() or "high score" in line.lower() for line in lines), lines


def test_start_or_escape_also_end_a_demo_instead_of_pausing_it(harness):
    quiet(harness)
    title = harness.push("title")
    for name in ("pause", "back"):
        attract.start_demo(harness.app)
        harness.tick()
        harness.press(name, KEYBOARD)
        assert harness.top is title, f"{name} should end the demo"


@pytest.mark.solved_tables("triple-slack")   # (its demos: a Triple table among them)
def test_command_line_attract_and_players_flags(harness):
    from game import __main__ as cli
    from game.scenes.triple.scene import TripleScene

    options = cli.scene_options(cli.parse_args(["--scene", "triple", "--attract", "--players", "3"]))
    scene = harness.push(TripleScene, **options)
    assert scene.match.attract and len(scene.match.seats) == 3
    assert all(seat.is_computer for seat in scene.match.seats)
    assert cli.scene_options(cli.parse_args(["--scene", "dicetime"])) == {}
    quick = harness.push(DicetimeScene).match
    assert [seat.kind for seat in quick.seats] == ["person", "computer"] and not quick.attract
    with pytest.raises(SystemExit):
        cli.parse_args(["--players", "7"])
