"""Parts of the results screen drawn apart from its scene: under a one-seat game's single card, the mode's
high-score table round the new score (where this game stands, not one card in an empty field); and the final
score sheet shown again."""

from __future__ import annotations

import functools
import math

import pygame

from game.ai import puzzle_levels
from game.input.actions import KEYBOARD, MOUSE
from game.match import MatchConfig, MatchResult, Seat
from game.render import key_caps, text, theme
from game.render.panel import dim, draw_panel
from game.rules import dicetime
from game.rules.puzzle import DEFAULT_REROLLS
from game.storage import highscores
from game.words import _, ngettext, number

ROW = 38       # px: digits at 29 px (13 px at 800x450, the floor for values)
SHOWN = 3      # rows: the new place and its neighbours (room above the buttons)
VALUE = 42     # type size of the places and scores
PLACE = text.LABEL   # a final sheet's places, in its columns' headers


def draw_table_excerpt(surface: pygame.Surface, top: int, table: list[highscores.Entry], mine: int | None,
                       title: str) -> None:
    """Up to `SHOWN` places of `table` round place `mine` (None: the top places), the new one marked."""
    if not table:
        return
    first = 0 if mine is None else max(0, min(mine - SHOWN // 2, len(table) - SHOWN))
    rows = list(enumerate(table))[first:first + SHOWN]
    width = 480
    panel = pygame.Rect(surface.get_width() // 2 - width // 2, top, width, 36 + ROW * len(rows) + 6)
    draw_panel(surface, panel, 255)
    text.draw(surface, title, text.LABEL, theme.TEXT_DIM, bold=True, midtop=(panel.centerx, panel.top + 4))
    for k, (place, entry) in enumerate(rows):
        y = panel.top + 34 + ROW * k + ROW // 2
        new = place == mine
        if new:
            pygame.draw.rect(surface, theme.PANEL_RAISED, (panel.left + 8, y - ROW // 2 + 1, width - 16, ROW - 2),
                             border_radius=6)
            text.draw(surface, _("new"), text.LABEL, theme.GOOD, bold=True, midright=(panel.right - 20, y))
        colour = theme.GOOD if new else theme.TEXT
        text.draw(surface, f"{place + 1}.", VALUE, colour, midright=(panel.left + 76, y))
        text.draw(surface, entry.initials, VALUE, colour, bold=True, midleft=(panel.left + 96, y))
        text.draw(surface, number(entry.score), VALUE, colour, bold=new, midright=(panel.left + 330, y))

def draw_star(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A gold five-pointed star (a solo card's mark: no place to rank), with a lighter rim."""
    points = [(centre[0] + (radius if k % 2 == 0 else 0.41 * radius) * math.cos(-math.pi / 2 + k * math.pi / 5),
               centre[1] + (radius if k % 2 == 0 else 0.41 * radius) * math.sin(-math.pi / 2 + k * math.pi / 5))
              for k in range(10)]
    pygame.draw.polygon(surface, theme.TITLE, points)
    pygame.draw.polygon(surface, (255, 236, 160), points, 2)


def fitted_rocket(card: pygame.Rect, largest: int) -> tuple[int, float]:
    """A flying rocket's height and middle inside `card` (look review 13a: the winner's rocket stuck out of its card):
    its nose reaches half its height above its middle, its flame at most 0.71 of it below; with its bob (4 px) it
    keeps 8 px inside the card's edge."""
    size = max(20, min(largest, int((card.height - 24) / 1.21)))
    return size, card.centery - 0.105 * size


def draw_final_sheet(surface: pygame.Surface, view, winners: tuple[int, ...] = (), places=None) -> None:
    """The final score sheet (a game.render.scoresheet.SheetView) over the sky, as large as fits, every seat's name
    in its colour as in play, the winners' columns framed in their colours and each column's place in its header (the
    winner's in gold: a reward). (The score sheet is imported here only: the results of games without one never
    load it.)"""
    from dataclasses import replace

    from game.render import rockets
    from game.render.scoresheet import LABEL_WIDTH, ScoreSheet
    from game.words.common import ordinal

    width_all, height_all = surface.get_size()
    dim(surface, 50)   # (the sky's stars stay faintly lit round it)
    seats = len(view.seats)
    cell = (220 if seats <= 2 else 150 if seats <= 4 else 120) if view.columns == 1 else (80 if seats <= 2 else 56)
    width = min(width_all - 120, LABEL_WIDTH + max(2, seats) * view.columns * cell)
    rect = pygame.Rect(0, 0, width, 600)
    rect.midtop = (width_all // 2, 58)   # (its title clear above it: look review 13a saw it sit on the top edge)
    # on a card of its own with its title, framed like the results' cards (review 13: a bare table on an empty field)
    draw_panel(surface, pygame.Rect(rect.left - 24, 10, rect.width + 48, rect.bottom + 14 - 10), 250, radius=18)
    text.draw(surface, _("Final score sheet"), text.LABEL, theme.TITLE, bold=True, midbottom=(rect.centerx, rect.top - 6))
    sheet = ScoreSheet(rect, seats, view.columns)
    sheet.draw(surface, replace(view, names_in_colour=True))
    for seat in range(seats) if seats > 1 else ():   # (a solo sheet has no one to beat)
        column = sheet.layout.seat_rect(seat)
        won = seat in winners
        if won:
            frame = column.inflate(6, 0).clip(rect.inflate(6, 0))   # (within the sheet's height: none past its foot)
            pygame.draw.rect(surface, rockets.seat_colour(view.seats[seat].colour), frame, 4, border_radius=10)
        if places is not None:   # on the rocket's line, just left of it (Triple's: in the middle, its total right)
            where = {"midright": (column.centerx - 22, column.top + 21)} if view.columns == 1 else \
                {"center": (column.centerx, column.top + 15)}
            text.draw(surface, ordinal(places[seat]), PLACE, theme.TITLE if won else theme.TEXT_DIM, bold=won, **where)
    _draw_flanks(surface, view, winners, rect.inflate(48, 0))
    hint = _("Enter / A / Esc / B or a click: back to the results")
    key_caps.draw(surface, hint, text.LABEL, theme.TEXT_DIM, surface.get_width() - 40, (rect.centerx, height_all - 8))


def _draw_flanks(surface: pygame.Surface, view, winners: tuple[int, ...], card: pygame.Rect) -> None:
    """Beside the sheet's card (look13e, review 13: bare sky on both sides), each seat's rocket on the side of its
    column, large: the first half of the seats to the left, the rest to the right; a winner's flies on its flame in a
    glow of its colour, the others stand. Pictures only (the card says names, places and points)."""
    from game.render import rockets

    seats = len(view.seats)
    room = card.left - 16
    if seats < 2 or room < 120:
        return
    halves = (range(0, (seats + 1) // 2), range((seats + 1) // 2, seats))
    for side, half in enumerate(halves):
        if not half:
            continue
        step = card.height / len(half)
        size = min(220, round(step * 0.62), round(room * 0.75))
        x = card.left // 2 if side == 0 else (card.right + surface.get_width()) // 2
        for k, seat in enumerate(half):
            info = view.seats[seat]
            y = card.top + step * (k + 0.45)
            won = seat in winners
            if won:
                glow = _glow(round(size * 0.75), rockets.seat_colour(info.colour))
                surface.blit(glow, glow.get_rect(center=(x, round(y))))
            rockets.blit_rocket(surface, _rocket(info.rocket, info.colour, size, 0.9 if won else 0.0), (x, y))


@functools.lru_cache(maxsize=12)
def _rocket(rocket: int, colour: int, size: int, flame: float):
    """A flank's rocket (made once, a few ms: the sheet is drawn every frame)."""
    from game.render import rockets

    return rockets.smooth_rocket(rocket, colour, size, flame)


@functools.lru_cache(maxsize=8)
def _glow(radius: int, colour) -> pygame.Surface:
    """A soft round glow of `colour` (made once: the sheet is drawn every frame)."""
    image = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    for k in range(32):
        t = k / 31
        pygame.draw.circle(image, (*colour, round(70 * t * t)), (radius, radius), radius * (1.0 - 0.85 * t))
    return image


def draw_outcome(surface: pygame.Surface, result, seat: int, size: int, midright) -> pygame.Rect:
    """Where a last-one-standing result (Bluff) has no total: how the game went for `seat`, the round it went out in
    or the dice the winner kept (look review 13: the right half of every Bluff row was empty); nothing without the
    game's story (`result.coach`, a BluffStory)."""
    story = result.coach
    if not getattr(story, "rounds", None):
        return pygame.Rect(midright, (0, 0))
    out = story.out_rounds()
    if seat in out:
        words, colour = _("out in round {n}").format(n=out[seat]), theme.TEXT_DIM
    else:
        left = story.dice_left()[seat]
        words, colour = ngettext("{n} die left", "{n} dice left", left).format(n=left), theme.TEXT
    return text.draw(surface, words, size, colour, midright=midright)


def draw_solo_breakdown(surface: pygame.Surface, card: pygame.Rect, right: int, view) -> int:
    """A one-seat game's card, between its name and its total (look review 18: the card was mostly empty): the score's
    parts as the final sheet `view` has them, the upper rows, their bonus and the lower rows, in a small table that
    ends at `right`, a line before it. Returns where the names' room ends (`right` without a sheet)."""
    if view is None or not getattr(view, "seats", None) or len(view.seats) != 1:
        return right
    seat = view.seats[0]
    upper = sum(points for column in seat.cells for name, points in column if name in dicetime.UPPER)
    bonus = sum(bonus * weight for bonus, weight in zip(seat.bonus, view.weights, strict=False))
    parts = ((_("upper rows"), number(upper)), (_("bonus"), f"+{number(bonus)}" if bonus else "0"),
             (_("lower rows"), number(seat.total - upper - bonus)))
    words = max(text.width_of(label, text.LABEL) for label, _figure in parts)
    figures = max(text.width_of(figure, VALUE, True) for _label, figure in parts)
    left = right - words - 16 - figures
    step = min(40, (card.height - 16) // len(parts))
    top = card.centery - step * len(parts) // 2
    for k, (label, figure) in enumerate(parts):
        middle = top + k * step + step // 2
        text.draw(surface, label, text.LABEL, theme.TEXT_DIM, midleft=(left, middle))
        text.draw(surface, figure, VALUE, theme.TEXT, bold=True, midright=(right, middle))
    pygame.draw.line(surface, theme.PANEL_EDGE, (left - 20, card.top + 18), (left - 20, card.bottom - 19))
    return left - 40


def play_note(loss: float) -> str:
    """How close a person came to perfect play, in words (the expected points given up against it)."""
    if loss < 1.5:
        return _("Played almost perfectly")
    if loss < 12:
        return _("A few points from perfect play")
    return _("About {points} points from perfect play").format(points=number(round(loss)))


def perfect_play_line(config: MatchConfig) -> str | None:
    """The puzzle's yardstick: what perfect play averages with this pool (no clock), once the exact
    table is at hand (the puzzle scene builds it in the background while people play); else None."""
    if config.mode != "puzzle":
        return None
    rerolls = int(dict(config.options).get("rerolls", DEFAULT_REROLLS))
    value = puzzle_levels.perfect_average(rerolls)
    return None if value is None else _("A perfect player averages {points} here").format(points=number(value, 1))


def sample_result() -> MatchResult:
    """A four-seat Dicetime result with a shared second place (for `--scene results`)."""
    seats = (Seat("person", "Player 1", 0, 0, KEYBOARD), Seat("computer", "CPU 2", 1, 1, difficulty="hard"),
             Seat("person", "Player 3", 2, 2, MOUSE), Seat("computer", "CPU 4", 3, 3))
    config = MatchConfig("dicetime", seats)
    return MatchResult.from_totals(config, (263, 241, 241, 198), (14.6, None, 31.2, None))
