"""The campaign's star targets come from the perfect (else Hard) player's score distribution
(tools/star_targets.py): a shipped level whose targets drift from what the tool computed fails here,
and so does a built-in level the tool has not gone through (every level's goals come from the numbers)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from game.campaign.campaign import load_campaign

TOOL_PATH = Path(__file__).parents[2] / "tools" / "star_targets.py"
_spec = importlib.util.spec_from_file_location("star_targets_tool", TOOL_PATH)
tool = importlib.util.module_from_spec(_spec)
sys.modules["star_targets_tool"] = tool
_spec.loader.exec_module(tool)

DATA = json.loads(tool.DATA.read_text())
LEVELS = {entry.id: entry for entry in load_campaign(user=False).levels() if entry.level is not None}


def test_every_shipped_level_has_the_targets_the_tool_computed():
    assert set(DATA["levels"]) <= set(LEVELS), "run python tools/star_targets.py --apply for removed levels"
    missing = sorted(set(LEVELS) - set(DATA["levels"]))
    assert not missing, f"no computed goals for {missing}: run python tools/star_targets.py"
    assert set(tool.CHECKED) <= set(DATA["levels"])
    assert DATA["shares"] == list(tool.SHARES) and DATA["seed"] == tool.SEED and DATA["step"] == tool.STEP
    for level_id, found in DATA["levels"].items():
        level = LEVELS[level_id].level
        shipped = level.stars.time_left if found["by"] == "time_left" else level.stars.scores
        assert list(shipped) == found["targets"], f"{level_id}: {list(shipped)} != {found['targets']}"
        first = 0 if found["by"] == "time_left" else None
        assert tool.from_quantiles(found) == found["percentiles"], level_id
        assert tool.rising(found["percentiles"], first) == found["targets"], level_id


@pytest.mark.parametrize("level_id", tool.CHECKED)
def test_the_distribution_still_gives_the_same_quantiles(level_id):
    """The cheapest levels' first games played again: the same seeds and player give the same scores."""
    check = DATA["levels"][level_id]["check"]
    assert tool.check_entry(LEVELS[level_id].level) == check
