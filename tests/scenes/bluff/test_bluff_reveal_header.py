"""The reveal's header does not give the verdict away, nor run ahead of the picture: while the doubted round is
revealed (its count, its verdict) it names that round; it counts the dice that were in play until the loss lands (the
verdict), then counts each lost die off as it leaves the table, in the same frame as the loser's row does (look review
13: it still read "30 dice in play" after a die was lost; review 25: "30 dice in play" over a row that said "(3)" as its
dice left). The next round's number shows when the next round starts. The verdict's next line is said once (its
panel), not again in the status line."""

from __future__ import annotations

import dataclasses
import re

import pygame
from bluff_play import bluff_match, computer, quiet, tick_until

from game.render import text


def _header(harness) -> str:
    return next(line for line in harness.drawn_text() if line.startswith("Bluff · round"))


def _read_counts(lines: list[str], names: list[str], shown: dict[str, int]) -> None:
    """Note in `shown` the status line's dice in play ("") and each seat's "(n)" among `lines` (a frame's)."""
    for line in lines:
        if line.startswith("Bluff · round"):
            shown[""] = int(re.search(r"· (\d+) dic?e? in play", line).group(1))
        for name in names:
            if line.startswith(f"{name} (") and line.endswith(")"):
                shown[name] = int(line[len(name) + 2:-1])


def test_the_header_counts_the_dice_off_with_the_rows_as_they_leave(harness):
    scene = harness.push("bluff", match=bluff_match(computer(0), computer(1), computer(2)))
    quiet(harness)
    tick_until(harness, lambda: scene.showing == "reveal", 20000)
    show = scene.reveal
    assert _header(harness) == "Bluff · round 1 · 15 dice in play"
    seen = 0
    while not show.applied:            # the cups lift, the dice count up: the same header throughout
        assert _header(harness) == "Bluff · round 1 · 15 dice in play"
        seen += 1
        harness.tick(5)
    assert seen > 10
    lost = -sum(show.result.changes)
    assert lost > 0
    names = [seat.name for seat in scene.match.seats]
    loser = next(seat for seat, change in enumerate(show.result.changes) if change < 0)
    hand = len(show.result.hands[loser])
    shown: dict[str, int] = {}
    _read_counts(harness.drawn_text(), names, shown)
    assert harness.drawn_text().count(show.verdict.next_line) == 1     # (the verdict's panel, not the status too)
    counts, totals, said = [], [], set()   # every frame as it shows: the loser's row counts its dice off one by one as
    while scene.reveal is show:            # each leaves (look review 23: "(5)" stood once they had gone), and the
        harness.app.tick(draw=False)       # status line with it (review 25: "30 dice in play" over "(3)"), never a
        with text.recording() as lines:    # frame apart (the frame drawn as the app draws it, once: a late part
            scene.draw(pygame.Surface(harness.app.size), 1.0)     # shows what it showed before)
        drawn = [line.text for line in lines]
        _read_counts(drawn, names, shown)
        if scene.reveal is not show:
            break
        assert shown[""] == sum(shown[name] for name in names), (show.leave_progress, shown)
        counts.append((show.leave_progress, shown[names[loser]]))
        totals.append((show.leave_progress, shown[""]))
        said.add(drawn.count(show.verdict.next_line))
    assert said <= {0, 1}, said
    assert totals[-1][1] == 15 - lost and all(total == 15 for p, total in totals if p == 0.0), totals
    assert len({total for _p, total in totals}) == lost + 1, totals       # (each lost die counted off on its own)
    change = show.result.changes[loser]
    assert [n for _p, n in counts] == sorted((n for _p, n in counts), reverse=True), counts
    assert counts[-1][1] == hand + change and any(n < hand for p, n in counts if p < 1.0), counts
    tick_until(harness, lambda: scene.showing != "reveal", 2000)
    assert _header(harness) == f"Bluff · round 2 · {15 - lost} dice in play"


def test_the_verdict_is_read_whole_in_the_strip_under_the_seats(harness):
    """Names with ": " in them (a player may call herself "Dr: Ana") stay whole: the reason and the news are told
    apart by the words, never by cutting a line at its first colon."""
    seats = [dataclasses.replace(computer(i), name=f"Dr: {name}") for i, name in enumerate(["Ana", "Ben", "Cleo", "Dan", "Eva"])]
    scene = harness.push("bluff", match=bluff_match(*seats))
    quiet(harness)
    tick_until(harness, lambda: scene.reveal is not None and scene.reveal.applied, 30000)
    harness.tick(30)                   # (the verdict's ribbon unrolled)
    lines = harness.drawn_text()
    drawn = " ".join(lines)
    verdict = scene.reveal.verdict
    for line in (verdict.word, *verdict.lines, verdict.next_line):
        assert line in drawn or all(word in drawn for word in line.split()), line
    assert verdict.lines[0] in lines and verdict.lines[0].startswith("Dr: ")      # "Dr: Ana loses one die.", one piece
    assert "…" not in drawn


def test_the_count_is_told_in_white_not_in_the_gold_of_rewards(harness):
    """Issue 28: gold means rewards and titles only; look review 13a: the count ("2 found") in gold for a neutral
    count."""
    import numpy
    import pygame

    from game.render import theme

    scene = harness.push("bluff", match=bluff_match(computer(0), computer(1), computer(2)))
    quiet(harness)
    tick_until(harness, lambda: scene.reveal is not None and scene.reveal.counted() > 0, 20000)
    line = next(line for line in harness.drawn_lines() if line.text.endswith(" found"))
    pixels = pygame.surfarray.array3d(harness.screen.subsurface(line.rect)).reshape(-1, 3)
    assert (pixels == numpy.array(theme.TEXT)).all(axis=1).sum() > 50
    assert not (pixels == numpy.array(theme.TITLE)).all(axis=1).any()
