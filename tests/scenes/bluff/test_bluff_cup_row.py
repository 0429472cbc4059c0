"""Look review 28 (bluff_reveal_count): the verdict strip's right part was bare in its lower third while the count built.
There the cups still to lift now stand in a line, in the order they lift, and how many they are beside them: as many
cups as the words say (look review 26: six cups, the lifted ones faint, beside "two cups to lift"). They say what is
still to come, never what a cup hides."""

from __future__ import annotations

import pygame

from game.render import text
from game.rules.bluff import Bid, BluffGame
from game.scenes.bluff.layout import table_layout
from game.scenes.bluff.overlays import draw_verdict, verdict_panel, verdict_parts
from game.scenes.bluff.reveal import RevealShow
from game.scenes.bluff.words import verdict

STRIP = verdict_panel(table_layout(1280, 3).track)     # the verdict's panel at 1280x720
COLOURS = [(230, 90, 60), (60, 150, 230), (200, 70, 200)]


def _show() -> RevealShow:
    game = BluffGame(3)
    for player, hand in enumerate([(1, 2, 3, 4, 5), (2, 2, 6, 6, 1), (3, 4, 4, 5, 6)]):
        game.roll_hand(player, hand)
    game.bid(Bid(3, 4))
    result = game.doubt()
    said = verdict(result, ["Ana", "Ben", "Cleo"], [len(h) for h in game.hands], next_opener=1)
    return RevealShow(result, [tuple(h) for h in result.hands], said)


def _cups_seen(show: RevealShow) -> tuple[list[float], list[str]]:
    """The verdict drawn on black: the brightness of each cup in the strip's lower third (left to right), the words."""
    surface = pygame.Surface((1280, 720))
    with text.recording() as drawn:
        draw_verdict(surface, STRIP, show, ["Ana", "Ben", "Cleo"], panel=False, colours=COLOURS)
    right = verdict_parts(STRIP)[1]
    low = pygame.Rect(right.left, STRIP.top + STRIP.height * 2 // 3, right.width, STRIP.bottom - STRIP.height * 2 // 3
                      - STRIP.top)
    words = [line for line in drawn if line.rect.colliderect(low)]
    blocked = {x for line in words for x in range(line.rect.left, line.rect.right)}
    columns = [(x, sum(sum(surface.get_at((x, y))[:3]) for y in range(low.top, low.bottom)))
               for x in range(low.left, low.right) if x not in blocked]
    blobs: list[list[int]] = []
    last = None
    for x, ink in columns:
        if ink:
            if last is None or x != last + 1:
                blobs.append([])
            blobs[-1].append(ink)
            last = x
    return [sum(blob) / len(blob) for blob in blobs], [line.text for line in words]


def test_the_cups_still_to_lift_stand_whole_under_the_meter_as_many_as_the_words_say():
    show = _show()
    whole_cups, _words = _cups_seen(show)         # the cups all down: how bright a whole cup is
    seen = []
    while not show.applied:
        closed = show.closed()
        if closed not in seen and show.counted() or closed == 3:
            cups, words = _cups_seen(show)
            assert len(cups) == closed, (closed, cups)         # the cups still down, none of the lifted ones
            assert all(ink > min(whole_cups) * 0.6 for ink in cups), (closed, cups)    # each whole
            if closed:
                assert words == [f"{['', 'one', 'two', 'three'][closed]} cup{'s' * (closed > 1)} to lift"], words
            seen.append(closed)
        if show.advance(1 / 60).verdict:
            show.apply()
    assert {0, 1, 2, 3} <= set(seen), seen
