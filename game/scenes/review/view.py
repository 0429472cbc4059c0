"""Drawing the review of a priced game: the summary panel and the decision cards (the chart: chart.py)."""

from __future__ import annotations

import pygame

from game.coach.review import stars_earned
from game.render import marks, text, theme
from game.render.panel import draw_panel
from game.scenes.campaign import map_art
from game.scenes.review import card, words
from game.words import _

# the headline first (look review 26: "read as an analytics dashboard"; a coach goes through the game: the grade, then the
# chart of it, then its key moments, big)
SUMMARY = pygame.Rect(20, 96, 440, 238)    # (its lines 26 px from its frame: look review 20, German ran to ~12)
CHART = pygame.Rect(474, 96, 786, 238)
CARDS = pygame.Rect(20, 342, 1240, 282)     # above Back and the key hints (look review 15: Back sat in the hints' row)
CARD_GAP = 14
CARDS_SHOWN = 3
HEADING_ROOM = 36   # px over the cards for their heading


BIG = 92   # the one main number: the accuracy (64 px; 40 px at 800x450), under its grade's stars
# a grade of three stars over the figure (`coach.review.stars_earned`): a game's end-of-match grade, gold stars for a
# reward, hollow ones still to earn (review 25: "feels like a spreadsheet"; the figure itself white at every accuracy)
STAR_SIZE = 20     # px from a grade star's middle to a point (40 px across; 25 at 800x450)
STAR_ROW = 18      # px from the panel's inner top to the stars' middle
FIGURE_TOP = 40    # px from the panel's inner top to the figure's
VERSUS = 42        # the two averages' figures (29 px; 18 at 800x450)


def draw_summary(surface: pygame.Surface, review, rect: pygame.Rect = SUMMARY) -> None:
    """A grade of three stars, the accuracy big under it and what it says, then the few lines that explain it in
    a smaller, quieter type (look review 16: "one main number"; review 25: a game's breakdown, not a report). Every figure is
    the review's `shown` ones: rounded alike, so the percentage is the shown averages' quotient."""
    draw_panel(surface, rect)
    inner = rect.inflate(-32, -14)
    unit = review.unit
    shown = review.shown
    if review.decisions and shown.accuracy is not None:
        figure, caption = words.accuracy_parts(shown.accuracy, review.exact)
        map_art.draw_star_row(surface, (inner.centerx, inner.top + STAR_ROW), stars_earned(shown.accuracy), STAR_SIZE)
        top = _figure_line(surface, inner, figure, caption)
    else:
        top = text.draw(surface, _(words.NO_DECISIONS), text.HEADING, theme.TITLE, bold=True, box=inner,
                        midtop=(inner.centerx, inner.top + 4)).bottom
    top = _versus(surface, inner, top, review)
    if review.final is not None:
        line, colour = words.you_made(unit, review.final, review.luck if review.decisions else None), theme.TEXT
    else:
        line, colour = _(words.NOT_FINISHED), theme.TEXT_DIM
    room = inner.inflate(-20, 0)   # (look review 20: German's longest line ended ~12 px from the frame)
    size = text.fitting_size(line, text.LABEL, room.width)
    text.draw(surface, line, size, colour, box=room, midtop=(room.centerx, max(top + 4, inner.bottom - 32)))


def _figure_line(surface: pygame.Surface, inner: pygame.Rect, figure: str, caption: str) -> int:
    """The accuracy big and its words ("of perfect") on its baseline after it, the two centred; returns their foot."""
    gap = 12
    width = text.width_of(figure, BIG, True) + gap + text.width_of(caption, text.LABEL)
    left = inner.centerx - width // 2
    drawn = text.draw(surface, figure, BIG, theme.TEXT, bold=True, box=inner, topleft=(left, inner.top + FIGURE_TOP))
    baseline = drawn.top + text.font(BIG, bold=True).get_ascent()
    text.draw(surface, caption, text.LABEL, theme.TEXT_DIM, box=inner,
              topleft=(drawn.right + gap, baseline - text.font(text.LABEL).get_ascent()))
    return drawn.bottom


def _versus(surface: pygame.Surface, inner: pygame.Rect, top: int, review) -> int:
    """What the choices averaged beside what the reference averages: a figure each over its words, side by side (the
    accuracy is the one over the other); returns their foot."""
    shown = review.shown
    pairs = words.versus(review.unit, shown.yours, shown.perfect, review.exact)
    half = inner.width // 2
    bottom = top
    for k, (figure, caption, colour) in enumerate(pairs):
        column = pygame.Rect(inner.left + k * half, top, half, 80)
        said = text.draw(surface, figure, VERSUS, colour, bold=True, box=column, midtop=(column.centerx, top))
        size = text.fitting_size(caption, text.LABEL, column.width - 12)
        bottom = text.draw(surface, caption, size, theme.TEXT_DIM, box=column,
                           midtop=(column.centerx, said.bottom - 2)).bottom
    pygame.draw.line(surface, theme.PANEL_EDGE, (inner.centerx, top + 8), (inner.centerx, bottom - 6), 1)
    return bottom


def totals(review) -> str:
    """The game's points (or rounds) given up and its decisions priced: one quiet line over the costliest cards. The
    points given up are the shown averages' difference (review 25: 8.1 beside 245.9 and 237.7)."""
    return f"{words.given_up(review.unit, review.shown.lost)}  ·  {words.decisions_priced(review.decisions)}"


def card_rects(count: int, area: pygame.Rect = CARDS) -> list[pygame.Rect]:
    """Where `count` decision cards go: a third of the row each; one or two cards share the whole row (review 7: at
    the left they left the right half empty; look mid18: two thirds centred left odd gaps at both ends)."""
    top = area.top + HEADING_ROOM
    slots = max(1, min(CARDS_SHOWN, count))
    width = (area.width - CARD_GAP * (slots - 1)) // slots
    row = count * width + CARD_GAP * (count - 1)
    left = area.left + max(0, (area.width - row) // 2)
    return [pygame.Rect(left + i * (width + CARD_GAP), top, width, area.bottom - top) for i in range(count)]


def draw_cards(surface: pygame.Surface, heading: str, decisions, unit: str, *, more: int = 0,
               focus: int | None = None, clock: float = 0.0, reduced_motion: bool = False,
               empty: str | None = None, area: pygame.Rect = CARDS, note: str = "",
               colour=theme.PANEL_EDGE) -> list[pygame.Rect]:
    """The cards under their heading; at the right of the heading "and N more" or else `note` (quiet)."""
    drawn = text.draw(surface, heading, text.LABEL, theme.TEXT, bold=True, box=area, topleft=(area.left + 4, area.top))
    aside = words.and_more(more) if more else note
    if aside:
        room = pygame.Rect(drawn.right + 30, area.top, area.right - 4 - drawn.right - 30, 36)
        size = text.fitting_size(aside, text.LABEL, room.width)
        text.draw(surface, aside, size, theme.TEXT_DIM, box=room, topright=(area.right - 4, area.top + 2))
    if not decisions:
        text.draw(surface, empty or _(words.COSTLIEST_NONE), text.LABEL, theme.TITLE, center=(area.centerx, area.centery + 20))
        return []
    rects = card_rects(len(decisions), area)
    most = max((len(decision.dice or ()) for decision in decisions), default=1)
    die = min(card.die_size(rect, most) for rect in rects)     # (one die size for the screen's cards)
    for index, (decision, rect) in enumerate(zip(decisions, rects, strict=False)):
        card.draw_card(surface, rect, decision, unit, colour, die)
        if index == focus:
            marks.focus_rect(surface, rect, clock=clock, reduced_motion=reduced_motion)
    return rects
