"""A seat's score in parts beside the final sheet (results_solo's card, results_review's flank cards) adds up to the
total the sheet shows, in Triple too, where each column's cells and bonus are weighted x1 x2 x3 on the sheet already
(the final read of session 16: the bonus was weighted a second time, "+140" and lower rows "-70")."""

from __future__ import annotations

from types import SimpleNamespace

from game.rules import dicetime
from game.scenes.results_view import score_parts


def test_a_triple_seats_parts_add_up_to_its_total_with_its_x2_columns_bonus():
    # the sheet's columns as the board gives them: points and bonus times the column's weight (boards.column)
    upper = list(zip(dicetime.UPPER, (3, 6, 9, 12, 15, 18), strict=True))
    chance = dicetime.CATEGORIES[-1]
    cells = [[(name, points * weight) for name, points in upper] + [(chance, 20 * weight)] for weight in (1, 2, 3)]
    bonus = [0, 35 * 2, 0]                       # the x2 column reached the bonus line (63)
    total = sum(points for column in cells for _name, points in column) + sum(bonus)
    view = SimpleNamespace(seats=[SimpleNamespace(cells=cells, bonus=bonus, total=total)], weights=(1, 2, 3))
    parts = dict(score_parts(view, 0))
    assert parts["bonus"] == "+70" and parts["lower rows"] == "120" and parts["upper rows"] == "378", parts


def test_a_flank_card_names_its_best_row_and_its_rows_at_0():
    # look review 20: the flank cards beside the final sheet were half empty: under the parts, the seat's best row with
    # its points and how many rows it filled with 0, as its sheet has them
    from game.scenes.results_view import sheet_notes

    cells = [[("ones", 3), ("large_straight", 40), ("five_kind", 0), ("chance", 0), ("fours", 12)]]
    view = SimpleNamespace(seats=[SimpleNamespace(cells=cells, bonus=[0], total=55)])
    assert [line for line, _colour, _bold in sheet_notes(view, 0)] == ["best row", "Lg. straight 40", "2 rows at 0"]
    cells = [[("ones", 3), ("chance", 20)]]
    view = SimpleNamespace(seats=[SimpleNamespace(cells=cells, bonus=[0], total=23)])
    assert [line for line, _colour, _bold in sheet_notes(view, 0)][1:] == ["Chance 20", "no row at 0"]
