import pytest

"""A lost level's report has no winner (issue 23): the player (or the demo's computer) did not win it."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOST = ('name = "Too Short"\nintro = "Ten seconds for three hundred points."\ntime_limit = 10\n'
        '[stars]\ntime_left = [0, 5, 8]\n[twists]\ntarget = 300\n')


@pytest.mark.solved_tables("dicetime")
def test_a_lost_level_has_no_winner_in_the_report(tmp_path):
    world = tmp_path / "data" / "levels" / "short"
    world.mkdir(parents=True)
    (world / "world.toml").write_text('name = "Short"\nlevels = ["lost"]\n')
    (world / "lost.toml").write_text(LOST)
    report = tmp_path / "run.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PLANET_DICE_DATA_DIR=str(tmp_path / "data"))
    # The level's clock runs out at frame 751 (its card, then ten seconds of play): 1,200 frames leave
    # seven seconds of game time to spare (frames are game time: a loaded machine takes longer, never fewer).
    run = subprocess.run([sys.executable, "-m", "game", "--headless", "--scene", "puzzle", "--level", "my-short/lost",
                          "--attract", "--frames", "1200", "--report", str(report)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    result = json.loads(report.read_text())["result"]
    assert result is not None and result["ranking"][0]["seat"] == 0
    assert result["winners"] == []
