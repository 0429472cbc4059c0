"""The whole built-in campaign played headless by the computer player, in map order: each level ends
by score or by time, and the progress (through the same state the level scene records into) keeps
every result, opens levels in order and survives a reload."""

import random

import pytest

from game.campaign.autoplay import play_level
from game.campaign.campaign import load_campaign
from game.campaign.progress import Progress, load_progress
from game.scenes.campaign.state import CampaignState

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def test_the_computer_plays_the_campaign_in_order_and_the_progress_records_it(tmp_path):
    path = tmp_path / "campaign.json"
    state = CampaignState(load_campaign(user=False), Progress(path=path))
    played = {}
    for index, entry in enumerate(e for e in state.campaign.levels() if not e.broken):
        if not state.unlocked(entry):   # the one before earned no star: stop where a player would be stuck
            break
        outcome = play_level(entry.level, random.Random(index), "hard")
        assert outcome.timed_out or outcome.target_reached or outcome.complete
        time_left = outcome.time_left if outcome.stars else None
        record = state.add_result(entry, outcome.score, outcome.stars, time_left, outcome.stars > 0)
        assert state.save_problem is None
        played[entry.id] = outcome
        assert record.plays == 1 and record.best_score == outcome.score and record.stars == outcome.stars
        after = state.next_level(entry)
        if after is not None:
            assert state.unlocked(after) == (outcome.stars > 0)
    assert len(played) >= 3
    saved, notice = load_progress(path)
    assert notice is None
    assert {level_id: (r.best_score, r.stars) for level_id, r in saved.levels.items()} == \
        {level_id: (o.score, o.stars) for level_id, o in played.items()}
