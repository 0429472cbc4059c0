"""Drawing the review of a priced game: the summary panel and the decision cards (the chart: chart.py)."""

from __future__ import annotations

import pygame

from game.coach.review import stars_earned
from game.render import marks, mode_icons, planets, text, theme
from game.render.dice_tokens import SMALL_NUMERAL, draw_face_token
from game.render.panel import draw_panel
from game.scenes.campaign import map_art
from game.scenes.review import describe, words
from game.words import _

CHART = pygame.Rect(20, 100, 770, 262)
SUMMARY = pygame.Rect(806, 100, 454, 262)   # (its lines 26 px from its frame: look review 20, German ran to ~12)
CARDS = pygame.Rect(20, 370, 1240, 248)     # above Back and the key hints (look review 15: Back sat in the hints' row)
CARD_GAP = 14
CARDS_SHOWN = 3
CARD_STAR = 30     # px: the gold star beside a perfect choice's words
DIE = 52           # a decision card's die: its numeral 31 px (14 px at 800x450, over the 13 px floor for digits)


BIG = 92   # the one main number: the accuracy (64 px; 40 px at 800x450), under its grade's stars
# a grade of three stars over the figure (`coach.review.stars_earned`): a game's end-of-match grade, gold stars for a
# reward, hollow ones still to earn (review 25: "feels like a spreadsheet"; the figure itself white at every accuracy)
STAR_SIZE = 20     # px from a grade star's middle to a point (40 px across; 25 at 800x450)
STAR_ROW = 21      # px from the panel's inner top to the stars' middle
FIGURE_TOP = 40    # px from the panel's inner top to the figure's
LINE_STEP = 30     # px between the lines under the figure (label type, the 800x450 floor's)


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
        drawn = text.draw(surface, figure, BIG, theme.TEXT, bold=True, box=inner,
                          midtop=(inner.centerx, inner.top + FIGURE_TOP))
        top = text.draw(surface, caption, text.LABEL, theme.TEXT_DIM, box=inner,
                        midtop=(inner.centerx, drawn.bottom - 2)).bottom
    else:
        top = text.draw(surface, _(words.NO_DECISIONS), text.HEADING, theme.TITLE, bold=True, box=inner,
                        midtop=(inner.centerx, inner.top + 4)).bottom
    lines = [(words.choices_worth(unit, shown.yours, review.exact), theme.TEXT)]
    if review.exact:
        lines.append((words.perfect_averages(unit, shown.perfect), theme.TEXT_DIM))
    else:
        lines.append((words.hard_averages(shown.perfect), theme.TEXT_DIM))
    if review.final is not None:
        lines.append((words.you_made(unit, review.final, review.luck if review.decisions else None), theme.TEXT))
    else:
        lines.append((_(words.NOT_FINISHED), theme.TEXT_DIM))
    y = (top + inner.bottom - LINE_STEP * len(lines)) // 2   # (the lines in the middle of the room left)
    room = inner.inflate(-20, 0)   # (look review 20: German's longest line ended ~12 px from the frame)
    for line, colour in lines:
        size = text.fitting_size(line, text.LABEL, room.width)
        text.draw(surface, line, size, colour, box=room, midtop=(room.centerx, y))
        y += LINE_STEP


def totals(review) -> str:
    """The game's points (or rounds) given up and its decisions priced: one quiet line over the costliest cards. The
    points given up are the shown averages' difference (review 25: 8.1 beside 245.9 and 237.7)."""
    return f"{words.given_up(review.unit, review.shown.lost)}  ·  {words.decisions_priced(review.decisions)}"


def card_rects(count: int, area: pygame.Rect = CARDS) -> list[pygame.Rect]:
    """Where `count` decision cards go: a third of the row each; one or two cards share the whole row (review 7: at
    the left they left the right half empty; look mid18: two thirds centred left odd gaps at both ends)."""
    top = area.top + 38
    slots = max(1, min(CARDS_SHOWN, count))
    width = (area.width - CARD_GAP * (slots - 1)) // slots
    row = count * width + CARD_GAP * (count - 1)
    left = area.left + max(0, (area.width - row) // 2)
    return [pygame.Rect(left + i * (width + CARD_GAP), top, width, area.bottom - top) for i in range(count)]


def draw_cards(surface: pygame.Surface, heading: str, decisions, unit: str, *, more: int = 0,
               focus: int | None = None, clock: float = 0.0, reduced_motion: bool = False,
               empty: str | None = None, area: pygame.Rect = CARDS, note: str = "") -> list[pygame.Rect]:
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
    for index, (decision, rect) in enumerate(zip(decisions, rects, strict=False)):
        draw_card(surface, rect, decision, unit, clock, reduced_motion)
        if index == focus:
            marks.focus_rect(surface, rect, clock=clock, reduced_motion=reduced_motion)
    return rects


def draw_card(surface: pygame.Surface, rect: pygame.Rect, decision, unit: str, clock: float,
              reduced_motion: bool) -> None:
    draw_panel(surface, rect)
    inner = rect.inflate(-20, -14)
    text.draw(surface, describe.situation(decision), text.LABEL, theme.TEXT_DIM, box=inner,
              midtop=(inner.centerx, inner.top))
    dice = decision.dice
    if dice:
        size = min(DIE, (inner.width - 8 * (len(dice) - 1)) // len(dice))
        step = size + 8
        left = inner.centerx - (step * len(dice) - 8) / 2 + size / 2
        kept = describe.kept_mask(decision)
        y = inner.top + 34 + size / 2
        for i, value in enumerate(dice):
            centre = (left + i * step, y)
            token = draw_face_token(surface, centre, size, value)
            text.record_drawn(surface, str(value), round(size * SMALL_NUMERAL / text.PX_PER_SIZE), token)   # its numeral
            if kept[i]:   # kept: the game's held-die mark (band and padlock badge)
                planets.draw_token_lock(surface, token)
    y = inner.top + 34 + DIE + 8
    text.draw(surface, words.you(describe.did(decision)), text.LABEL, theme.TEXT, box=inner,
              midtop=(inner.centerx, y))
    if decision.priced is None:   # a forced move (shown when stepping through a turn, never priced)
        text.draw(surface, _(words.FORCED), text.LABEL, theme.TEXT_DIM, box=inner, midtop=(inner.centerx, y + 32))
        return
    said, costly = describe.cost(decision, unit)
    if not costly:   # the player's choice was perfect play's: said once, in the reward's gold beside its star (review
        # 25: "Perfect: keep 6 6" over "perfect" said it twice, in two colours)
        line = text.draw(surface, said, text.LABEL, theme.TITLE, bold=True, box=inner, midtop=(inner.centerx + 20, y + 48))
        star = mode_icons.mode_icon("campaign", CARD_STAR)
        surface.blit(star, star.get_rect(midright=(line.left - 8, line.centery)))
        return
    # what perfect play does, in the information's blue (review 25: the old hint's pink); the cost in bold white, not
    # red: red is for danger, a choice still to make (review 13)
    text.draw(surface, words.perfect(describe.best(decision)), text.LABEL, theme.ACCENT, box=inner,
              midtop=(inner.centerx, y + 32))
    text.draw(surface, said, text.LABEL, theme.TEXT, bold=True, box=inner, midtop=(inner.centerx, y + 64))
