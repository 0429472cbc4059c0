"""The rule book's 10000 and Zehntausend pages: the scoring table as dice pictures, and the perfect
player's expected rounds, which must match the solver."""

from __future__ import annotations

import pytest

from game.ai import tenthousand as ai
from game.rules.tenthousand import CLASSIC, ZEHNTAUSEND, score_keep
from game.scenes import rules_book, rules_pages
from game.scenes.rules_book import layout_page
from game.scenes.tenthousand.words import table_rows

pytestmark = pytest.mark.solved_tables("tenthousand")  # the session's shared copies (tests/solved_tables.py)


@pytest.mark.parametrize("key, rules", [("tenthousand", CLASSIC), ("zehntausend", ZEHNTAUSEND)])
def test_scoring_table_rows_are_the_rules_numbers(key, rules):
    page = rules_pages.PAGES[rules_pages.page_index(key)]
    rows = [line[2:] for line in page.body.split("\n") if line.startswith("@ ")]
    assert len(rows) == len(table_rows(rules))
    for row in rows:
        faces, points, _ = (part.strip() for part in row.split("|"))
        dice = tuple(int(face) for face in faces.split())
        assert int(points.replace(",", "")) == score_keep(dice, rules)
    # two triples only where the rules score them
    assert any(r.startswith("2 2 2 4 4 4") for r in rows) == bool(rules.two_triples)


@pytest.mark.parametrize("key, rules", [("tenthousand", CLASSIC), ("zehntausend", ZEHNTAUSEND)])
def test_perfect_player_line_matches_the_solver(key, rules):
    solved = round(ai.expected_rounds(rules), 2)
    assert rules_pages.PERFECT_ROUNDS[key] == solved
    page = rules_pages.PAGES[rules_pages.page_index(key)]
    assert f"A perfect player needs {solved:.2f} rounds on average" in page.body


def test_dice_rows_take_room_on_the_laid_out_page(harness):
    page = rules_pages.PAGES[rules_pages.page_index("tenthousand")]
    surface, breaks, _stops, _headings = layout_page(page, 900)
    plain = rules_pages.RulesPage("x", "x", "\n".join(line for line in page.body.split("\n") if not line.startswith("@ ")))
    shorter, *_ = layout_page(plain, 900)
    assert surface.get_height() - shorter.get_height() == rules_book.DICE_ROW * len(table_rows(CLASSIC))
