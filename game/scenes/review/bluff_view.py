"""Drawing Bluff's review: the story, one row per round (bids with their chance, the doubt, who lost)."""

from __future__ import annotations

import pygame

from game.render import marks, text, theme
from game.render.panel import draw_panel
from game.render.seat_badges import draw_badge
from game.scenes.review import words

AREA = pygame.Rect(20, 150, 1240, 466)      # (over Back and the key hints)
ROW_HEIGHT = 150
ROW_GAP = 8
ROWS_SHOWN = 3
CHIP_HEIGHT = 46
LEFT = 150
WORDS = text.LABEL           # 11 px letters at 800x450
CHANCE = 42                  # a chance is a number: 13 px digits at 800x450


def summary_line(story, seat: int) -> str:
    bids = story.bids_by(seat)
    lost = story.dice_lost(seat)
    if not bids:
        return words.bluff_no_bids(lost)
    chance = 100 * sum(note.chance for note in bids) / len(bids)
    return words.bluff_summary(len(bids), chance, lost)


def draw_story(surface: pygame.Surface, story, seats, seat: int, first: int, focus: int | None,
               clock: float, reduced_motion: bool) -> None:
    """Rounds `first` .. `first` + ROWS_SHOWN - 1; `seats` are the match's seats (names, colours)."""
    rounds = story.rounds[first:first + ROWS_SHOWN]
    for row, story_round in enumerate(rounds):
        rect = pygame.Rect(AREA.left, AREA.top + row * (ROW_HEIGHT + ROW_GAP), AREA.width, ROW_HEIGHT)
        _draw_round(surface, rect, story_round, seats, seat)
        if first + row == focus:
            marks.focus_rect(surface, rect, clock=clock, reduced_motion=reduced_motion)


def _draw_round(surface: pygame.Surface, rect: pygame.Rect, story_round, seats, seat: int) -> None:
    draw_panel(surface, rect)
    text.draw(surface, words.round_number(story_round.number), text.LABEL, theme.TEXT, bold=True,
              topleft=(rect.left + 16, rect.top + 12))
    text.draw(surface, words.dice_in_play(sum(story_round.dice)), WORDS, theme.TEXT_DIM,
              box=pygame.Rect(rect.left + 16, rect.top + 52, LEFT - 24, 40), topleft=(rect.left + 16, rect.top + 54))
    lane = pygame.Rect(rect.left + LEFT, rect.top + 8, rect.width - LEFT - 16, CHIP_HEIGHT)
    _draw_chips(surface, lane, story_round.bids, seats, seat)
    doubt = story_round.doubt
    if doubt is None:
        return
    bid = words.bid_words(doubt.bid.quantity, doubt.bid.face)
    line = words.doubt(seats[doubt.doubter].name, seats[doubt.bidder].name, bid, doubt.count)
    outcome = [words.lost(seats[s].name, n) for s, n in story_round.losses.items()]
    outcome += [words.gained(seats[s].name, n) for s, n in story_round.gains.items()]
    box = pygame.Rect(lane.left, rect.bottom - 44, lane.width, 40)
    drawn = text.draw(surface, line, WORDS, theme.TEXT, box=box, midleft=(box.left, box.centery))
    colour = theme.DANGER if seat in story_round.losses else theme.TEXT_DIM
    rest = pygame.Rect(drawn.right + 18, box.top, max(10, box.right - drawn.right - 18), box.height)
    text.draw(surface, " · ".join(outcome), WORDS, colour, bold=seat in story_round.losses, box=rest,
              midleft=(rest.left, rest.centery))


def _draw_chips(surface: pygame.Surface, lane: pygame.Rect, bids, seats, seat: int) -> None:
    """The round's bids in order, on two lines at most; the last ones win the room (the doubted bid shows)."""
    widths = [_chip_width(note, seats) for note in bids]
    first = _fitting(widths, lane.width, 0)
    if first:   # "2 earlier bids" first, in the room of the first line's chips
        first = _fitting(widths, lane.width, text.width_of(words.earlier_bids(len(bids)), CHANCE) + 12)
    x, y = lane.left, lane.top
    if first:
        drawn = text.draw(surface, words.earlier_bids(first), CHANCE, theme.TEXT_DIM, midleft=(x, y + CHIP_HEIGHT // 2))
        x = drawn.right + 12
    for note, width in zip(bids[first:], widths[first:], strict=False):
        if x + width > lane.right:
            x, y = lane.left, y + CHIP_HEIGHT + 6
        _draw_chip(surface, pygame.Rect(x, y, width, CHIP_HEIGHT), note, seats, note.seat == seat)
        x += width + 8


def _fitting(widths: list[int], room: int, taken: int) -> int:
    """How many of the first bids stay unshown when the last ones fill two lines of `room` px (`taken` of the top one)."""
    first, line_width, lines = len(widths), 0, 1
    while first > 0:
        width = widths[first - 1] + 8
        if line_width + width > room:
            if lines == 2:
                break
            lines, line_width = 2, taken
        line_width += width
        first -= 1
    return first


def _chip_text(note, seats) -> tuple[str, str]:
    bid = words.bid_words(note.bid.quantity, note.bid.face)
    return words.bid(seats[note.seat].name, bid), words.bid_chance(100 * note.chance)


def _chip_width(note, seats) -> int:
    said, chance = _chip_text(note, seats)
    return 50 + text.width_of(said, WORDS) + text.width_of(chance, CHANCE, True)


def _draw_chip(surface: pygame.Surface, rect: pygame.Rect, note, seats, own: bool) -> None:
    info = seats[note.seat]
    pygame.draw.rect(surface, theme.PANEL_RAISED, rect, border_radius=10)
    pygame.draw.rect(surface, theme.SEAT_COLOURS[info.colour] if own else theme.PANEL_EDGE, rect, 2 if own else 1,
                     border_radius=10)
    draw_badge(surface, info.colour, (rect.left + 18, rect.centery), 18)
    said, chance = _chip_text(note, seats)
    drawn = text.draw(surface, said, WORDS, theme.TEXT, midleft=(rect.left + 34, rect.centery))
    text.draw(surface, chance, CHANCE, theme.ACCENT, bold=True, midleft=(drawn.right + 8, rect.centery))
