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
from game.scenes import highscores_podium
from game.storage import highscores
from game.words import _, ngettext, number

ROW = 38       # px: digits at 29 px (13 px at 800x450, the floor for values)
SHOWN = 3      # rows: the new place and its neighbours (room above the buttons)
VALUE = 42     # type size of the places and scores
PLACE = text.LABEL   # a final sheet's places, in its columns' headers


NAME_AT, PODIUM_NAME_AT = 190, 220    # px from a row's left: where its name starts (a compact row's, the winner's card's:
                                      # 30 px wider each side, `results_rows.PODIUM_WIDEN`: the names in one column)


DETAIL_GAP = 34    # px from the longest name to the second line beside it (look review 23: 'Player 1' nearly touched
                  # 'human player' at 18)


def detail_x(view, row: pygame.Rect) -> int:
    """Where the second line ("computer · normal") starts on the results' row drawn over `row` when it stands beside
    the name (five or six seats' compact rows): one column for all the rows, after the longest name (look review 21:
    each started just after its own name, at a different x on each row). `view`: the results scene (its rows' cards,
    the winner's wider: a podium; its names, the winner's bold)."""
    compact = view.row_rect(len(view.order) - 1)
    podium = view.row_rect(0).width > compact.width
    widen = (view.row_rect(0).width - compact.width) // 2
    names = [view.config.seats[seat].name for seat in view.order]
    ends = [NAME_AT + text.width_of(name, 38) for name in names[podium:]]
    ends += [PODIUM_NAME_AT - widen + text.width_of(names[0], 46 if view.row_rect(0).height >= 110 else 38, True)
             ] if podium else []
    return row.centerx - compact.width // 2 + max(ends) + DETAIL_GAP


def draw_table_excerpt(surface: pygame.Surface, top: int, table: list[highscores.Entry], mine: int | None,
                       title: str, name: str = "") -> None:
    """Up to `SHOWN` places of `table` round place `mine` (None: the top places), the new one marked; each place on
    its rank medal (the podium's metal for the first three, pewter after), as the high-score screen's rows. The new
    place says the player's `name` where its initials are the ones made from it (look review 28b d14: "PL1" right
    under "Player 1" looked stale); initials the player typed stay."""
    from game.scenes.initials import initials_of
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
            text.draw(surface, _("new"), text.LABEL, theme.TITLE, bold=True, midright=(panel.right - 20, y))
        colour = theme.TITLE if new else theme.TEXT   # (a new high score is a reward: gold; green means points)
        highscores_podium.medal(surface, (panel.left + 56, y), ROW - 2, place)   # (as the high-score screen's rows)
        score = text.draw(surface, number(entry.score), VALUE, colour, bold=new, midright=(panel.left + 350, y))
        label = name if new and name and entry.initials == initials_of(name) else entry.initials
        room = score.left - 20 - (panel.left + 96)
        size = max(text.BODY + 6, text.fitting_size(label, VALUE, room, True))
        text.draw(surface, text.fit_name(label, size, room, bold=True), size, colour, bold=True,
                  midleft=(panel.left + 96, y))

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
    _draw_flanks(surface, view, winners, rect.inflate(48, 0), places)
    hint = _("Enter / A or Esc / B: back to the results   or click anywhere")   # (keys boxed, the mouse plain after a divider: review 21b)
    key_caps.draw(surface, hint, text.LABEL, theme.TEXT_DIM, surface.get_width() - 40, (rect.centerx, height_all - 8))


def _draw_flanks(surface: pygame.Surface, view, winners: tuple[int, ...], card: pygame.Rect, places) -> None:
    """Beside the sheet's card (look13e, review 13: bare sky on both sides), a card per seat on the side of its column
    (the first half of the seats to the left, the rest to the right): its place and name in its colour, its rocket (a
    winner's flies on its flame in a glow of its colour) and, where there is room, its score in parts (`score_parts`:
    look review 18 found the two big rockets alone filler)."""
    from game.render import rockets
    from game.words.common import ordinal

    seats = len(view.seats)
    room = card.left - 16
    if seats < 2 or room < 160:
        return
    halves = (range(0, (seats + 1) // 2), range((seats + 1) // 2, seats))
    for side, half in enumerate(halves):
        step = card.height // max(1, len(half))
        for k, seat in enumerate(half):
            info, won = view.seats[seat], seat in winners
            colour = rockets.seat_colour(info.colour)
            cell = pygame.Rect(16 if side == 0 else card.right + 16, card.top + k * step, room - 32, step - 12)
            head = (text.line_height(PLACE) if places is not None else 0) + text.line_height(text.LABEL)
            shown = score_parts(view, seat)
            wide = max(text.width_of(label, text.LABEL) for label, _f in shown) + 16 + max(
                text.width_of(figure, VALUE, True) for _l, figure in shown)
            fits = cell.height >= head + 3 * 36 + 140 and wide <= cell.width - 24
            parts = 3 * 36 if fits else 0                              # (the parts under the rocket, if they fit)
            notes = sheet_notes(view, seat) if fits and cell.height >= head + parts + NOTES + 240 else ()
            below = parts + (NOTES if notes else 0)   # (its best row and rows at 0 under them: look review 20)
            size = max(40, min(150, cell.height - head - below - 100, round(cell.width * 0.5)))
            tall = head + round(size * 1.3) + 24 + below
            cell = cell.inflate(0, min(0, tall + 48 - cell.height))          # (the card as tall as it holds)
            draw_panel(surface, cell, 230, radius=14)
            y = cell.centery - tall // 2
            if places is not None:
                y = text.draw(surface, ordinal(places[seat]), PLACE, theme.TITLE if won else theme.TEXT_DIM, bold=won,
                              midtop=(cell.centerx, y)).bottom
            y = text.draw(surface, text.fit_name(info.name, text.LABEL, cell.width - 20, bold=True), text.LABEL,
                          colour, bold=True, midtop=(cell.centerx, y)).bottom + 12
            middle = y + size * 0.6
            if won:
                glow = _glow(round(size * 0.75), colour)
                surface.blit(glow, glow.get_rect(center=(cell.centerx, round(middle))))
            rockets.blit_rocket(surface, _rocket(info.rocket, info.colour, size, 0.9 if won else 0.0),
                                (cell.centerx, middle - 0.1 * size))
            if parts:
                draw_parts(surface, shown, cell.centerx + wide // 2, y + round(size * 1.3) + 12, 36)
            if notes:
                top = y + round(size * 1.3) + 12 + parts + 10
                pygame.draw.line(surface, theme.PANEL_EDGE, (cell.left + 24, top), (cell.right - 24, top))
                for k, (line, colour, bold) in enumerate(notes):
                    text.draw(surface, line, text.fitting_size(line, text.LABEL, cell.width - 24, bold), colour, bold=bold,
                              midtop=(cell.centerx, top + 8 + k * 34), box=cell.inflate(-12, 0))


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


def outcome_words(result, seat: int):
    """How a last-one-standing game (Bluff) went for `seat` in words, with their colour: the round it went out in or
    the dice the winner kept (look review 13: the right half of every Bluff row was empty); None without the game's
    story (`result.coach`, a BluffStory)."""
    story = result.coach
    if not getattr(story, "rounds", None):
        return None
    out = story.out_rounds()
    if seat in out:
        return _("out in round {n}").format(n=out[seat]), theme.TEXT_DIM
    left = story.dice_left()[seat]
    return ngettext("{n} die left", "{n} dice left", left).format(n=left), theme.TEXT


def draw_outcome(surface: pygame.Surface, result, seat: int, size: int, midright) -> pygame.Rect:
    """`outcome_words` at `midright` (nothing without the game's story)."""
    outcome = outcome_words(result, seat)
    if outcome is None:
        return pygame.Rect(midright, (0, 0))
    return text.draw(surface, outcome[0], size, outcome[1], midright=midright)


NOTES = 3 * 34 + 26   # px: a flank's notes under its parts (a rule, three lines)


def sheet_notes(view, seat: int) -> tuple[tuple[str, tuple[int, int, int], bool], ...]:
    """What seat `seat`'s sheet says besides its sum (look review 20: the flank cards were half empty): its best row
    and its points, and how many rows it filled with 0; (line, colour, bold) each."""
    from game.render.scoresheet import LABELS

    cells = [cell for column in view.seats[seat].cells for cell in column]
    if not cells:
        return ()
    name, points = max(cells, key=lambda cell: cell[1])
    zeros = sum(1 for _name, value in cells if value == 0)
    return ((_("best row"), theme.TEXT_DIM, False),
            (f"{_(LABELS.get(name, name))} {number(points)}", theme.TEXT, True),
            (ngettext("{n} row at 0", "{n} rows at 0", zeros).format(n=zeros) if zeros else _("no row at 0"),
             theme.TEXT_DIM, False))


def score_parts(view, seat: int) -> tuple[tuple[str, str], ...]:
    """Seat `seat`'s score in parts as the final sheet `view` has them: the upper rows, their bonus, the lower rows."""
    columns = view.seats[seat]
    upper = sum(points for column in columns.cells for name, points in column if name in dicetime.UPPER)
    bonus = sum(columns.bonus)      # (each column's bonus as the sheet has it: weighted already, as its cells are)
    return ((_("upper rows"), number(upper)), (_("bonus"), f"+{number(bonus)}" if bonus else "0"),
            (_("lower rows"), number(columns.total - upper - bonus)))


def draw_parts(surface: pygame.Surface, parts, right: int, top: int, step: int) -> int:
    """`parts` (label, figure) as a small table from `top`, a row every `step` px, its figures ending at `right`;
    returns its left edge."""
    words = max(text.width_of(label, text.LABEL) for label, _figure in parts)
    left = right - words - 16 - max(text.width_of(figure, VALUE, True) for _label, figure in parts)
    for k, (label, figure) in enumerate(parts):
        middle = top + k * step + step // 2
        text.draw(surface, label, text.LABEL, theme.TEXT_DIM, midleft=(left, middle))
        text.draw(surface, figure, VALUE, theme.TEXT, bold=True, midright=(right, middle))
    return left


def draw_solo_breakdown(surface: pygame.Surface, card: pygame.Rect, right: int, view) -> int:
    """A one-seat game's card, between its name and its total (look review 18: the card was mostly empty): the score's
    parts (`score_parts`) in a small table that ends at `right`, a line before it. Returns where the names' room ends
    (`right` without a sheet)."""
    if view is None or not getattr(view, "seats", None) or len(view.seats) != 1:
        return right
    step = min(40, (card.height - 16) // 3)
    left = draw_parts(surface, score_parts(view, 0), right, card.centery - step * 3 // 2, step)
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
