"""`--report PATH`: one JSON object written when the run ends (a contract, see README)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.cli import run_report
from game.match import MatchConfig, MatchResult, Seat
from game.scenes import navigation
from game.scenes.registry import name_of

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)

ROOT = Path(__file__).resolve().parents[2]


def report_of(tmp_path, *flags: str) -> dict:
    """Run the game in its own process (as a tool would) and read its report."""
    path = tmp_path / "out" / "run.json"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "game", "--headless", *flags, "--report", str(path)],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_run_without_a_match_reports_its_scene_and_frames(tmp_path):
    report = report_of(tmp_path, "--frames", "3", "--scene", "title")
    assert report == {"scene": "title", "frames": 3, "mode": None, "result": None, "stopped": None}
    assert list(report) == ["scene", "frames", "mode", "result", "stopped"]


def test_a_match_still_being_played_reports_its_mode_and_no_result(tmp_path):
    report = report_of(tmp_path, "--frames", "5", "--scene", "triple", "--attract")
    assert report == {"scene": "triple", "frames": 5, "mode": "triple", "result": None, "stopped": None}


def test_a_whole_demo_game_ends_with_its_result(make_harness, tmp_path):
    """What `python -m game --headless --seed 2 --scene dicetime --attract --players 1 --frames 7000 --report
    PATH` reports, played in this process on the app the command line makes (`App(headless=True, seed=2)`, the
    scene with the flags' options), its frames undrawn: the report is built from the game's state, which no
    drawing changes, and the child's 6,000 drawn frames cost ~7 s of CPU. A child process writing a finished
    match's report: tests/cli/test_lost_level_report.py."""
    harness = make_harness(seed=2)
    harness.push("dicetime", attract=True, players=1)
    # Seed 2's demo reaches its results at about frame 6,060 (frames are game time, the same on any machine;
    # the throws change when the dice or the trays do): 7,000 leave about fifteen seconds to spare.
    harness.until(lambda: name_of(harness.top) == "results", frames=7000)
    path = tmp_path / "run.json"
    run_report.write(path, run_report.build(harness.app))
    report = json.loads(path.read_text(encoding="utf-8"))
    assert report["scene"] == "results" and report["mode"] == "dicetime"
    (only,) = report["result"]["ranking"]
    assert only["seat"] == 0 and only["name"] == "CPU 1"
    assert 100 <= only["score"] <= 375   # a Hard computer's whole Dicetime card
    assert report["result"]["winners"] == [0]


def seats(*names: str) -> tuple[Seat, ...]:
    return tuple(Seat("computer", name, colour=i, rocket=i) for i, name in enumerate(names))


@pytest.mark.parametrize("mode, totals, ranking, winners", [
    ("dicetime", (180, 244, 180), [1, 0, 2], [1]),     # higher wins; a tie keeps seat order
    ("triple", (500, 500), [0, 1], [0, 1]),             # a shared win
    ("tenthousand", (14,), [0], [0]),                  # solo 10000: rounds, fewer wins
])
def test_the_result_lists_every_seat_first_place_first(harness, mode, totals, ranking, winners):
    names = ("Ann", "Bo", "Cy")[:len(totals)]
    result = MatchResult.from_totals(MatchConfig(mode, seats(*names)), totals)
    navigation.to_results(harness.app, result)
    harness.tick()
    report = run_report.build(harness.app)
    assert report["mode"] == mode and report["scene"] == "results"
    assert report["result"] == {"ranking": [{"seat": s, "name": names[s], "score": totals[s]} for s in ranking],
                                "winners": winners, "review": []}   # no coach noted this result


@pytest.mark.parametrize("path, says", [("", "empty"), ("{tmp}/", "folder"), ("{tmp}/file.txt/run.json", "cannot")])
def test_a_report_path_that_cannot_work_is_refused_before_any_frame(tmp_path, capsys, path, says):
    (tmp_path / "file.txt").write_text("not a folder")
    with pytest.raises(SystemExit) as stop:
        main(["--headless", "--frames", "1", "--report", path.format(tmp=tmp_path)])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert "--report" in error and says in error


def test_under_the_pause_overlay_the_scene_is_the_game_beneath(harness):
    harness.push("dicetime")
    harness.press("pause")
    assert type(harness.top).__name__ == "PauseScene"
    assert run_report.build(harness.app)["scene"] == "dicetime"
