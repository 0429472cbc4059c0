"""Drawing the statistics screen: the player and mode tabs, the figures, the charts, the best levels."""

from __future__ import annotations

import functools
import math

import pygame

from game.campaign.campaign import load_campaign
from game.coach.review import stars_earned
from game.render import faces, marks, menu_type, mode_icons, rockets, text, theme
from game.render.panel import draw_panel
from game.scenes.campaign import map_art
from game.scenes.stats import charts, words
from game.words import _

TABS_TOP, TAB_HEIGHT = 76, 46
FIGURES = pygame.Rect(262, 136, 1002, 164)
HISTOGRAM = pygame.Rect(262, 312, 598, 300)
COLUMN = pygame.Rect(16, 136, 236, HISTOGRAM.bottom - 136)   # the modes' card: its caption and tabs, the modes not played
MODES_LEFT, MODES_TOP, MODE_WIDTH = COLUMN.left + 14, COLUMN.top + 52, COLUMN.width - 28
LINE = pygame.Rect(872, 312, 392, 300)    # (right of the histogram: the chart spans both, `CHART`)
LEVELS = pygame.Rect(262, 312, 1002, 300)
BODY = FIGURES.union(HISTOGRAM).union(LINE).union(LEVELS)   # everything `draw_mode` paints
CELL_ROW = 76      # a figure: its caption (SMALL) over its value (HEADING)
LEVEL_ROWS = 5     # the fastest levels that fit the panel at the menus' sizes
UNITS = {"tenthousand_solo": "rounds", "zehntausend_solo": "rounds", "bluff": "place"}


def player_tabs(count: int) -> list[pygame.Rect]:
    width = min(200, (1240 - 10 * (count - 1)) // max(1, count))
    left = 640 - (count * width + 10 * (count - 1)) // 2
    return [pygame.Rect(left + i * (width + 10), TABS_TOP, width, TAB_HEIGHT) for i in range(count)]


def mode_tabs(count: int) -> list[pygame.Rect]:
    """The played modes' tabs down the modes' card: MODE_HEIGHT each (its icon, its name over its games) while they
    fit, shorter (one line) where a player has played many modes."""
    room = COLUMN.bottom - 12 - MODES_TOP
    height = max(MODE_LINE, min(MODE_HEIGHT, room // max(1, count) - 8))
    return [pygame.Rect(MODES_LEFT, MODES_TOP + i * (height + 8), MODE_WIDTH, height) for i in range(count)]


SEAT_TINT = 72   # of 255: the chosen player's colour over their pressed-in tab's hollow


def _tab_face(surface: pygame.Surface, rect: pygame.Rect, chosen: bool, tint=None) -> tuple[int, int, int]:
    """A tab's face: the chosen one pressed in (what the screen shows), the others raised; the colour of its words.
    No underline and no ring: the white ring is the focus's alone, on the buttons (look review 23: "the selected
    player tab and mode use a blue underline while buttons use the white ring, a second focus style"; review 18: a
    ring on each of the three read as three focuses). With `tint` (the chosen player's colour) the hollow is washed in
    it: look review 26 read the near-black pressed-in "Ana" beside the dark ringed Back as the focus; a tab in its
    player's colour reads as whose page this is, the colourless white ring as where the keys are."""
    if chosen:
        marks.pressed_in(surface, rect, 12)
        if tint is not None:
            _wash(surface, rect, tuple(tint[:3]))
        return theme.TEXT
    faces.flat_key(surface, rect, marks.QUIET_FACE, 12)   # (the buttons' face and wooden rim, lying flat)
    return theme.TEXT_DIM


def _wash(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """`colour` at SEAT_TINT over the hollow inside a pressed-in tab's rim (its shadow still darker under its top)."""
    rim = faces.rim_width(rect.height)
    hollow = rect.inflate(-2 * rim, -2 * rim)
    surface.blit(_wash_picture(tuple(hollow.size), colour, max(2, 12 - rim)), hollow)


@functools.lru_cache(maxsize=16)
def _wash_picture(size: tuple[int, int], colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    picture = pygame.Surface(size, pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    pygame.draw.rect(picture, (*colour, SEAT_TINT), picture.get_rect(), border_radius=radius)
    return picture


def draw_player_tabs(surface: pygame.Surface, players, chosen: int) -> None:
    """Each player's tab: their rocket in their colour (their last game's: who it is, at a glance) and their name."""
    for i, (player, rect) in enumerate(zip(players, player_tabs(len(players)), strict=False)):
        tint = rockets.seat_colour(player.colour) if player.colour is not None else None
        colour = _tab_face(surface, rect, i == chosen, tint)
        box = rect.inflate(-16, 0)
        if player.colour is not None and player.rocket is not None:
            # as far in as its widest part needs: 14 px clear of the tab's edge (look review 19: Ben's lander's legs
            # touched it)
            middle = rect.left + max(24, 14 + math.ceil(rockets.half_width(player.rocket, rect.height - 12)))
            rockets.draw_rocket(surface, player.rocket, player.colour, (middle, rect.centery - 1), rect.height - 12)
            box = pygame.Rect(middle + 16, rect.top, rect.right - 8 - (middle + 16), rect.height)
        size = menu_type.fitting(player.name, box.width, bold=i == chosen)
        text.draw(surface, player.name, size, colour, bold=i == chosen, box=box, center=box.center)


ICONS = {"tenthousand_solo": "tenthousand", "zehntausend_solo": "zehntausend"}   # (the campaign: its own star)
MODE_HEIGHT = 72    # px: a played mode's tab, its icon beside its name over its games
MODE_LINE = 40      # px: the least, one line (its icon and its name) where many modes share the card
TAB_ICON = 48       # px: the icon's height on a tab (the title's, a pair of dice side by side)


def draw_mode_tabs(surface: pygame.Surface, keys, chosen: int, games) -> list[pygame.Rect]:
    """The played modes, each on its tab with its icon (the title's) and, where the tab has room, how many games the
    figures are of (look review 23: a large purple "5" die under the tabs read as an unexplained placeholder: each
    mode now shows its own picture, the one it wears on the title). Returns where the icons stand."""
    rects = mode_tabs(len(keys))
    icons = []
    side = min(TAB_ICON, rects[0].height - 14) if rects else TAB_ICON
    # every name at one left, past the widest icon (a pair of dice side by side is wider than a die)
    column = max((mode_icons.icon_width(ICONS.get(key, key), side, True) for key in keys), default=side)
    for i, (key, rect, count) in enumerate(zip(keys, rects, games, strict=False)):
        # the chosen mode washed in the chosen state's calm blue (a picked score box's), not left a dark hollow whose
        # light rim read as an outline at 800x450
        colour = _tab_face(surface, rect, i == chosen, theme.SELECTED)
        icon = mode_icons.mode_icon(ICONS.get(key, key), side, True)
        if icon is not None:
            icons.append(surface.blit(icon, icon.get_rect(center=(rect.left + 8 + column // 2, rect.centery))))
        box = pygame.Rect(rect.left + 16 + column, rect.top, rect.right - 8 - (rect.left + 16 + column), rect.height)
        name = words.mode_name(key)
        size = menu_type.fitting(name, box.width, menu_type.SMALL, bold=i == chosen)
        if rect.height < MODE_HEIGHT:
            text.draw(surface, name, size, colour, bold=i == chosen, box=box, midleft=(box.left, box.centery))
            continue
        step = text.line_height(menu_type.SMALL)    # (the two lines' boxes meet at the tab's middle)
        text.draw(surface, name, size, colour, bold=i == chosen, box=box, midleft=(box.left, rect.centery - step // 2))
        text.draw(surface, words.games(count), menu_type.fitting(words.games(count), box.width, menu_type.SMALL),
                  theme.TEXT_DIM, box=box, midleft=(box.left, rect.centery + step - step // 2))
    return icons


def draw_modes_card(surface: pygame.Surface) -> None:
    """The card the mode column stands on, with its caption (look review 13a: a lone tab and a picture floating
    on the sky looked like a placeholder)."""
    draw_panel(surface, COLUMN)
    text.draw(surface, _(words.MODES_PLAYED), menu_type.SMALL, theme.TEXT_DIM, box=COLUMN.inflate(-28, 0),
              midleft=(MODES_LEFT + 2, COLUMN.top + 16 + text.line_height(menu_type.SMALL) // 2))


TITLE_MODES = ("dicetime", "triple", "puzzle", "campaign", "bluff", "tenthousand", "zehntausend")
UNPLAYED_ROW = 42   # px a mode not played yet takes in the card at most
UNPLAYED_ICON = 26  # px: its icon's height


def draw_unplayed(surface: pygame.Surface, played, tabs: int) -> int:
    """Under the played modes' tabs, the title's modes not played yet, dimmed, each with its small picture (look
    review 15: "a large empty space in the 'Modes played' column"), as many as the card holds, spread over the room
    left (up to UNPLAYED_ROW px each). Returns the height they took."""
    left_out = [key for key in TITLE_MODES if key not in played and f"{key}_solo" not in played]
    below = mode_tabs(tabs)[-1].bottom if tabs else MODES_TOP - 8
    top = below + 16
    caption = text.line_height(menu_type.SMALL) * min(2, len(text.wrap(_(words.NOT_PLAYED), menu_type.SMALL, MODE_WIDTH)))
    room = COLUMN.bottom - 12 - top - caption - 4
    shown = left_out[:max(0, room // (UNPLAYED_ICON + 5))]
    if not shown:
        return 0
    row = min(UNPLAYED_ROW, room // len(shown))
    text.draw_lines(surface, _(words.NOT_PLAYED), menu_type.SMALL, pygame.Rect(MODES_LEFT, top, MODE_WIDTH, caption),
                    theme.TEXT_DIM, max_lines=2)   # (two lines where a language's words are long)
    y = top + caption + 4
    # the icons in one column as wide as the widest (a pair of dice), the names after it (look review 16: the pairs
    # of 10000 and Zehntausend ran into their names, left of the other icons)
    column = max(mode_icons.icon_width(ICONS.get(key, key), UNPLAYED_ICON, True) for key in shown)
    for key in shown:
        icon = mode_icons.mode_icon(ICONS.get(key, key), UNPLAYED_ICON, True)   # (the title's style: pairs side by side)
        surface.blit(icon, icon.get_rect(center=(MODES_LEFT + column // 2, y + row // 2)))
        name = words.mode_name(key)
        box = pygame.Rect(MODES_LEFT + column + 10, y, MODE_WIDTH - column - 10, row)
        text.draw(surface, name, menu_type.SMALL, theme.TEXT_DISABLED, box=box, midleft=(box.left, box.centery))
        y += row
    return y - top


def player_colour(player) -> tuple[int, int, int]:
    """The colour a player's bars and line wear: theirs (their last game's seat colour, as their tab's rocket), or a
    neutral lavender for one who has none yet (look review 14a: Anna orange at the table, violet in her charts)."""
    colour = getattr(player, "colour", None)
    return rockets.seat_colour(colour) if colour is not None else charts.PLAYER_BARS


GRADE_STAR = 11     # px from a star's middle to a point: the mean accuracy's grade under it, as the review's headline
PAD = 16            # px every card's words keep from its edges (look review 26: "labels hug the panel borders (~6 px)")
TILE_FIGURE = 50    # type size of a small figure (the hero's: DISPLAY, twice as tall)
HERO = 300          # px: the hero figure's part of the figures' card (the mean), left of the others
TILES = 3           # small figures beside it: the wins, the best, the accuracy (what is left against perfect play: the
                    # chart's, beside its legend)
CAPTION_LINES = 2   # a small figure's caption: at most two lines under it
CHART = HISTOGRAM.union(LINE)   # the one chart (look review 28b: "stats: one hero number and one chart")


def figure_tiles(count: int) -> list[pygame.Rect]:
    """Where the figures stand on their one card (look review 28b d17: five boxes of numbers): the hero's part (HERO
    px), then `count` columns sharing the rest, a thin rule between each."""
    hero = pygame.Rect(FIGURES.left, FIGURES.top, HERO, FIGURES.height)
    width = (FIGURES.width - HERO) // max(1, count)
    return [hero] + [pygame.Rect(hero.right + k * width, FIGURES.top, width, FIGURES.height) for k in range(count)]


def grade_centre(figure: pygame.Rect) -> tuple[int, int]:
    """The middle of the mean accuracy's row of grade stars, under its figure."""
    return figure.centerx, figure.bottom + GRADE_STAR + 4


def _figures(key: str, summary) -> list[tuple[str, str]]:
    """(caption, value) of each figure, the hero first: the mean; the wins, the best, the accuracy, and what the
    player leaves per game against perfect play (look review 28b d17: "Given up" said nothing of what was given up)."""
    unit = UNITS.get(key, "points")
    cells = [(words.MEAN[unit], words.figure(summary.mean)), (words.WINS, words.wins(summary.wins, summary.versus)),
             (words.BEST[unit], words.figure(summary.best))]
    if unit != "place":
        cells.append((words.ACCURACY, words.percent(summary.mean_accuracy, 1)
                      if summary.mean_accuracy is not None else words.NONE))
    return cells


def left_vs_perfect(key: str, summary) -> str:
    """What the player leaves per game against perfect play, in words ("" where nothing is priced): the chart sets the
    player's results beside the perfect player's (look review 28b d17: "Given up" said nothing of what was given up)."""
    unit = UNITS.get(key, "points")
    mean = summary.mean_given_up
    if mean is None and summary.given_up:
        mean = sum(summary.given_up) / len(summary.given_up)
    if mean is None or unit not in words.LEFT_VS_PERFECT:
        return ""
    return _(words.LEFT_VS_PERFECT[unit]).format(value=words.figure(mean))


def draw_figures(surface: pygame.Surface, key: str, summary) -> None:
    """The figures on one card: the hero (the mean) big at its left, the others in columns, each its value over what
    it is."""
    cells = _figures(key, summary)
    tiles = figure_tiles(len(cells) - 1)
    draw_panel(surface, FIGURES)
    step = text.line_height(menu_type.SMALL)
    for i, (tile, (label, value)) in enumerate(zip(tiles, cells, strict=True)):
        if i > 1:   # (a faint rule between two small figures; the hero stands apart by its size)
            pygame.draw.line(surface, theme.PANEL_EDGE, (tile.left, tile.top + 28), (tile.left, tile.bottom - 28))
        inner = tile.inflate(-2 * PAD, -2 * PAD)
        lines = text.wrap(_(label), menu_type.SMALL, inner.width)[:CAPTION_LINES]
        caption = pygame.Rect(inner.left, inner.bottom - len(lines) * step, inner.width, len(lines) * step)
        said = text.draw_lines(surface, "\n".join(lines), menu_type.SMALL, caption, theme.TEXT_DIM, align="center")
        size = menu_type.fitting(value, inner.width, text.DISPLAY if i == 0 else TILE_FIGURE, bold=True)
        stars = label == words.ACCURACY and summary.mean_accuracy is not None
        room = (said[0].top if said else inner.bottom) - inner.top - (2 * GRADE_STAR + 6 if stars else 0)
        top = inner.top + (room - text.line_height(size)) // 2
        drawn = text.draw(surface, value, size, theme.TEXT, bold=True, box=inner, midtop=(inner.centerx, top))
        if stars:   # its grade, the review's three stars
            map_art.draw_star_row(surface, grade_centre(drawn), stars_earned(summary.mean_accuracy), GRADE_STAR)


def draw_mode(surface: pygame.Surface, key: str, summary, reference, has_reference: bool, player) -> None:
    draw_figures(surface, key, summary)
    if key == "campaign":
        draw_levels(surface, player)
        return
    draw_panel(surface, CHART)
    edges = summary.edges
    total = max(1, sum(summary.counts))
    shares = [count / total for count in summary.counts]
    found = reference.histogram(edges)[0] if reference is not None else None
    inner = CHART.inflate(-2 * PAD, -2 * PAD)
    note_lines = 2 if has_reference and reference is None else 0      # "being worked out", under the chart
    step = text.line_height(menu_type.SMALL)
    hard = reference is not None and reference.reference == "hard"
    who = _(words.HARD) if hard else _(words.PERFECT)
    legend = [(_(words.HISTOGRAM))] + ([who] if has_reference else [])
    said = left_vs_perfect(key, summary) if has_reference else ""
    # the gap between the two the chart shows, per game: right of the legend, a step brighter, or on a line of its own
    # under it where the two do not fit side by side (German)
    legend_width = sum(54 + text.width_of(label, menu_type.SMALL) for label in legend)
    below = bool(said) and legend_width + text.width_of(said, menu_type.SMALL, True) > inner.width
    row = text.line_height(menu_type.SMALL, 1.3)   # (the legend's line: the words' boxes apart)
    top = inner.top + 36 + (row if below else 0)
    chart = pygame.Rect(inner.left, top, inner.width, inner.bottom - 4 - note_lines * step - top)
    mine = player_colour(player)
    charts.draw_histogram(surface, chart, edges, shares, found, mine, words.percent)
    x = inner.left
    for colour, label in zip((mine, theme.ACCENT), legend, strict=False):
        pygame.draw.rect(surface, colour, pygame.Rect(x, inner.top + 9, 22, 14))
        x = text.draw(surface, label, menu_type.SMALL, theme.TEXT_DIM, midleft=(x + 30, inner.top + 16)).right + 24
    if said:
        text.draw(surface, said, menu_type.SMALL, theme.TEXT, bold=True, box=inner,
                  midright=(inner.right, inner.top + 16 + (row if below else 0)))
    if note_lines:   # (how many games the reference took and how exact it is: not the player's business)
        box = pygame.Rect(inner.left, inner.bottom - note_lines * step, inner.width, note_lines * step)
        text.draw_lines(surface, _(words.COMPUTING), menu_type.SMALL, box, theme.TEXT_DIM)


@functools.cache
def _level_names() -> dict[str, tuple[str, bool]]:
    """Each level's id -> (its name as written, whether it is the player's own), read once per visit
    (the statistics scene forgets it when it opens: `forget_level_names()`)."""
    return {entry.id: (entry.name, world.user) for world in load_campaign().worlds for entry in world.levels}


def forget_level_names() -> None:
    _level_names.cache_clear()


def level_name(level_id: str) -> str:
    """What the statistics call a level: a built-in level's name in the current language, a level of the
    player's own as written, the id where no level of that id is found any more."""
    name, own = _level_names().get(level_id, (level_id, True))
    return name if own else _(name)


def draw_levels(surface: pygame.Surface, player) -> None:
    """The player's levels: best score, fastest finish, stars (the fastest first)."""
    draw_panel(surface, LEVELS)
    inner = LEVELS.inflate(-2 * PAD, -2 * PAD)
    text.draw(surface, _(words.LEVELS), menu_type.LABEL, theme.TEXT, bold=True, topleft=inner.topleft)
    rows = sorted(player.levels.items(), key=lambda item: (item[1].best_seconds is None, item[1].best_seconds or 0))
    for i, (level, best) in enumerate(rows[:LEVEL_ROWS]):
        y = inner.top + 44 + i * 42
        text.draw(surface, level_name(level), menu_type.SMALL, theme.TEXT, box=pygame.Rect(inner.left, y, 420, 40),
                  midleft=(inner.left, y + 20))
        score = words.level_score(best.best_score) if best.best_score is not None else words.NONE
        text.draw(surface, score, menu_type.SMALL, theme.TEXT_DIM, midleft=(inner.left + 440, y + 20))
        if best.best_seconds is not None:
            whole = int(best.best_seconds)
            shown = words.level_time(whole)
            text.draw(surface, shown, menu_type.VALUE, theme.TEXT, midleft=(inner.left + 640, y + 20))
        text.draw(surface, words.level_stars(best.stars), menu_type.VALUE, theme.TITLE, midleft=(inner.left + 800, y + 20))
