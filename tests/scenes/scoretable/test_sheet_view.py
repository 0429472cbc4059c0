"""What a score table's sheet shows (`TableView.sheet_view`) is kept: the view while its key holds, and each seat's
boxes and totals while the seat has filled as many boxes (a new preview or focus reads only what changed). Through
demos of several seats (Triple) and a campaign level's twists, the kept view is at every change the one worked out
afresh from the board."""

from __future__ import annotations

import pytest
from table_play import quiet

from game.scenes.scoretable import view as table_view

pytestmark = pytest.mark.solved_tables("puzzle", "dicetime")


@pytest.mark.parametrize("mode", ["triple", "campaign_level"])
def test_the_kept_sheet_view_is_the_one_worked_out_afresh(harness, mode):
    quiet(harness)   # (the view is asked for here, at each change: no drawing needed)
    scene = harness.push(mode, attract=True)
    table = scene.table
    views = fills = 0
    last_key, last_filled = None, None
    for _frame in range(3400):   # (a level's demo fills its sixth box by frame ~3130)
        harness.tick()
        if harness.top is not scene or views >= 40 and fills >= 6:
            break
        key = table_view.sheet_key(table.board, table.flows, table.hints), tuple(table.held())
        if key == last_key:
            continue
        last_key = key
        fresh = table_view.sheet_view(table.board, scene.match.seats, table.flows, table.hints,
                                      computers=set(table.brains), held=table.held())   # (a fill's, while it flies)
        if table.view.decorate:
            fresh = table.view.decorate(fresh)
        assert table.view.sheet_view() == fresh
        views += 1
        fills += table.board.filled() != last_filled
        last_filled = table.board.filled()
    assert views >= 40 and fills >= 6
