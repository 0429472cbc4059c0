"""The rule book: a tab per mode on the left, the page on the right.

Up/down (keys, d-pad, stick, mouse wheel) scroll, left/right and the shoulder
buttons turn pages, a click on a tab opens it, Esc/B goes back. A page is
laid out once into a tall surface and scrolled smoothly as a window onto it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import words
from game.input.actions import Action
from game.render import drawn, faces, key_caps, marks, menu_type, mode_icons, planets, text, theme, title_mark
from game.render.backdrop import Backdrop
from game.render.dice_tokens import READ_NUMERAL, face_token
from game.render.panel import draw_panel
from game.render.surface_cache import surface_cache
from game.scenes.base import Scene
from game.scenes.rules_pages import PAGES, RulesPage, page_index
from game.words import _

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App

BODY_SIZE = menu_type.SMALL       # 25 px: the page's running text (the menus' type scale)
HEADING_SIZE = menu_type.LABEL    # 28 px, bold
HEADING_HEIGHT = 36               # px a heading's row takes
EDGE = 20                         # px the title mark's orbits keep off the screen's edge and the page (29b d21)
LINE = 34            # body line height (px)
BULLET_INDENT = 30
DIE_SIZE = 52        # a picture of dice: the game's die tokens, this many px square (digits 13 px at 800x450)
DIE_STEP = 60
SCROLL_STEP = 3 * LINE
PANEL_FOOT = 44      # px under the page: the controls line
TAB_HEIGHT = 54
DICE_ROW = 56        # a row of dice pictures (a scoring table)
DICE_TOKEN = 50
ITEM_DIE, ITEM_STEP = 46, 50   # a rule as a picture ("> dice | box | words"): its dice (READ_NUMERAL digits: 15 px)
ITEM_ROW, ITEM_LINE = 58, 30   # px an item takes, and each line of its words (two at most)
ITEM_BOX = (74, 48)            # the sheet's box it scores in: the points in it
ITEM_WORDS = 6 + 5 * ITEM_STEP + 34 + ITEM_BOX[0] + 22   # where the item's words start (every item's the same)
KEYS_ROW, KEYS_WORDS = 44, 280   # a control ("~ R / X | throw"): its keys as caps, what it does from KEYS_WORDS


def page_die(face: int, size: int, digit: bool = True, star_for_six: bool = False) -> pygame.Surface:
    """A page's die picture, `size` px: its numeral never under `READ_NUMERAL` (look reviews 27a/27b measured the
    pages' digits at 10-12 px at 800x450: the glyph itself, its dark outline apart)."""
    return face_token(face, size, star_for_six, numeral=digit, least_numeral=READ_NUMERAL)


def _blit_die(surface: pygame.Surface, centre: tuple[int, int], size: int, face: int,
              star_for_six: bool = False) -> pygame.Rect:
    image = page_die(face, size, star_for_six=star_for_six)
    return drawn.note(surface, surface.blit(image, image.get_rect(center=centre)))


def _draw_dice_row(surface: pygame.Surface, line: str, y: int) -> None:
    """'1 1 1 | 1000 | three 1s': the dice as set-aside tokens, then the points and a note."""
    faces, points, note = (part.strip() for part in line.split("|"))
    x = 6
    for face in faces.split():
        _blit_die(surface, (x + DICE_TOKEN // 2, y + DICE_TOKEN // 2), DICE_TOKEN, int(face))
        x += DICE_TOKEN + 4
    x = 6 + 6 * (DICE_TOKEN + 4) + 16
    text.draw(surface, points, menu_type.VALUE, theme.TEXT, bold=True, midleft=(x, y + DICE_TOKEN // 2))
    text.draw(surface, note, BODY_SIZE, theme.TEXT_DIM, midleft=(x + 120, y + DICE_TOKEN // 2))


def _draw_item(surface: pygame.Surface, dice: str, points: str, lines: list[tuple[str, tuple[int, int, int]]],
               y: int, height: int = ITEM_ROW) -> None:
    """A rule as a picture (look review 23: pictures, not paragraphs): its dice ("5+" held, with the game's lock, "*" a
    star), an arrow into the sheet's box with the points they score there (or the dice lost), and its words (two short
    lines) beside."""
    middle = y + height // 2 - 2
    for i, value in enumerate(dice.split()):       # ("*": Bluff's star, on the 6)
        rect = _blit_die(surface, (6 + ITEM_DIE // 2 + i * ITEM_STEP, middle), ITEM_DIE,
                               int(value.rstrip("+").replace("*", "6")), star_for_six=value.startswith("*"))
        if value.endswith("+"):
            planets.draw_token_lock(surface, rect)
    if points:
        x = 6 + 5 * ITEM_STEP + 4
        if dice:      # the dice go into the box
            pygame.draw.line(surface, theme.ACCENT, (x, middle), (x + 20, middle), 4)
            pygame.draw.polygon(surface, theme.ACCENT, [(x + 18, middle - 8), (x + 28, middle), (x + 18, middle + 8)])
        box = pygame.Rect(0, 0, *ITEM_BOX)
        box.midleft = (x + 34, middle)
        pygame.draw.rect(surface, (30, 33, 46), box, border_radius=8)            # a score sheet's cell, its ink
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=8)
        text.draw(surface, points, menu_type.VALUE, theme.TEXT, bold=True, center=box.center)
    top = middle - len(lines) * ITEM_LINE // 2 - 2
    for k, (line, colour) in enumerate(lines):
        text.draw(surface, line, BODY_SIZE, colour, topleft=(ITEM_WORDS, top + k * ITEM_LINE))


def layout_page(page: RulesPage, width: int) -> tuple[pygame.Surface, list[int], list[int], list[tuple[int, int]]]:
    """The whole page drawn on a transparent surface `width` wide, as tall as it
    needs, where its rows start (the only places the view may end, so no line is
    ever shown cut in half) and where the view may begin: a row start, but not a
    picture of dice's (look review 16: scrolled there, its dice and locks sat cut
    and faded at the view's top edge; the line before it shows there instead), and the headings' spans (top, bottom:
    no fade ever covers one, review 25)."""
    rows: list[tuple[str, int, str, int]] = []  # (text, x, style, y)
    items: list[tuple[str, int]] = []           # (a rule as a picture, y): never where the view begins
    y = 0
    for raw in page.body.split("\n"):
        if raw.startswith("@ "):  # a row of dice pictures: "@ 1 1 1 | 1000 | three 1s"
            rows.append((raw[2:], 0, "dice", y))
            y += DICE_ROW
        elif raw.startswith("~ "):   # a control: "~ R | throw", its keys drawn as the game's key caps
            rows.append((raw[2:], 0, "keys", y))
            y += KEYS_ROW
        elif raw.startswith("> "):   # a rule as a picture: "> 4 4 4 2 6 | 20 | 3 of a kind | all five count"
            items.append((raw[2:], y))
            y += _item_height(raw[2:], width)
        elif not raw.strip():
            y += LINE // 2
        elif raw.startswith("# "):
            y += LINE // 3
            rows.append((raw[2:], 0, "heading", y))
            y += HEADING_HEIGHT + 8
        elif raw.startswith("= "):
            rows.append((raw[2:], BULLET_INDENT, "dice", y))
            y += DIE_STEP + 4
        elif raw.startswith("- "):
            for i, line in enumerate(text.wrap(raw[2:], BODY_SIZE, width - BULLET_INDENT)):
                if i == 0:
                    rows.append(("•", 6, "bullet", y))
                rows.append((line, BULLET_INDENT, "body", y))
                y += LINE
        else:
            for line in text.wrap(raw, BODY_SIZE, width):
                rows.append((line, 0, "body", y))
                y += LINE
    surface = pygame.Surface((width, y), pygame.SRCALPHA)
    breaks = sorted({row[3] for row in rows} | {y} | {item[1] for item in items})
    pictures = {row[3] for row in rows if row[2] == "dice" and "|" not in row[0]}   # (a table's rows stay stops)
    pictures |= {item[1] for item in items}
    stops = [b for b in breaks if b not in pictures or b == 0]
    for item, item_y in items:
        dice, points = (part.strip() for part in item.split("|")[:2])
        _draw_item(surface, dice, points, item_lines(item, width), item_y, _item_height(item, width))
    for line, x, style, row_y in rows:
        if style == "dice":
            if "|" in line:
                _draw_dice_row(surface, line, row_y)
            else:
                for i, value in enumerate(line.split()):   # "5+": a held die, with the game's lock
                    rect = _blit_die(surface, (x + DIE_SIZE // 2 + i * DIE_STEP, row_y + DIE_STEP // 2),
                                           DIE_SIZE, int(value.rstrip("+")))
                    if value.endswith("+"):
                        planets.draw_token_lock(surface, rect)
            continue
        if style == "keys":
            keys, said = (part.strip() for part in line.split("|"))
            key_caps.draw_keys(surface, keys, BODY_SIZE, theme.TEXT, midleft=(6, row_y + KEYS_ROW // 2 - 2))
            text.draw(surface, said, BODY_SIZE, theme.TEXT, midleft=(KEYS_WORDS, row_y + KEYS_ROW // 2 - 2))
            continue
        # Drawn with text.draw: the page's lines travel with it to the screen (text.blit), where the layout
        # check and the 800x450 floor read them.
        if style == "heading":
            text.draw(surface, line, HEADING_SIZE, theme.ACCENT, bold=True, topleft=(x, row_y))
        else:
            text.draw(surface, line, BODY_SIZE, theme.ACCENT if style == "bullet" else theme.TEXT, topleft=(x, row_y))
    headings = [(row_y, row_y + HEADING_HEIGHT) for _line, _x, style, row_y in rows if style == "heading"]
    return surface, breaks, stops, headings


def item_lines(item: str, width: int) -> list[tuple[str, tuple[int, int, int]]]:
    """An item's words beside its picture: its name (bright), then its detail (dim), each wrapped."""
    parts = [part.strip() for part in item.split("|")][2:] + [""]
    return [(line, colour) for said, colour in zip(parts[:2], (theme.TEXT, theme.TEXT_DIM), strict=True)
            for line in (text.wrap(said, BODY_SIZE, width - ITEM_WORDS) if said else [])]


def _item_height(item: str, width: int) -> int:
    return max(ITEM_ROW, len(item_lines(item, width)) * ITEM_LINE + 4)


class RulesScene(Scene):
    pause_actions = ("pause",)

    def __init__(self, app: App, page: str = "", **options: object) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app.size, planets=0, mood="rules")   # the home sky, a ringed planet of its own
        width, height = app.size
        self.tabs_rect = pygame.Rect(40, 100, 250, TAB_HEIGHT * len(PAGES))
        self.panel = pygame.Rect(320, 24, width - 344, height - 24 - PANEL_FOOT)
        self.view = self.panel.inflate(-60, -120)
        self.view.top = self.panel.top + 90
        self.index = page_index(page)
        self.scroll = 0.0        # shown offset (px), eases towards `target`
        self.target = 0
        self._pages: dict[tuple[int, int], tuple[pygame.Surface, list[int], list[int]]] = {}

    # ---------------------------------------------------------------- pages
    def _page(self) -> tuple[pygame.Surface, list[int], list[int], list[tuple[int, int]]]:
        key = (self.index, words.generation)   # laid out again in another language
        if key not in self._pages:
            self._pages[key] = layout_page(PAGES[self.index], self.view.width)
        return self._pages[key]

    def page_surface(self) -> pygame.Surface:
        return self._page()[0]

    def line_starts(self) -> list[int]:
        """Where the open page's rows start (px from the page's top) that the scroll stops at (no picture's)."""
        return self._page()[2]

    @property
    def max_scroll(self) -> int:
        """The first stop from which the rest of the page fits in the view."""
        surface, _breaks, stops, _headings = self._page()
        height = surface.get_height()
        return next(b for b in stops if height - b <= self.view.height)

    def visible_end(self, offset: int) -> int:
        """Where the view stops showing rows when scrolled to `offset`: the last
        row that fits whole (a partly hidden row is not drawn at all)."""
        breaks = self._page()[1]
        return max(b for b in breaks if b <= offset + self.view.height)

    def turn_to(self, index: int) -> None:
        index %= len(PAGES)
        if index != self.index:
            self.index = index
            self.scroll = 0.0
            self.target = 0
            self.app.audio.play("move")

    def scroll_by(self, pixels: int) -> None:
        """Scroll about `pixels`, landing on a row start."""
        breaks = self.line_starts()
        if pixels > 0:
            ahead = [b for b in breaks if self.target < b <= self.target + pixels]
            target = ahead[-1] if ahead else next((b for b in breaks if b > self.target), self.target)
        else:
            behind = [b for b in breaks if self.target + pixels <= b < self.target]
            target = behind[0] if behind else max((b for b in breaks if b < self.target), default=0)
        self.target = max(0, min(self.max_scroll, target))

    def fade_spans(self, offset: int, shown: int) -> tuple[int, int]:
        """How many px of the view's top and of the `shown` rows' bottom fade when scrolled to `offset` (0: none): up
        to `FADE`, never over a heading (review 25: scrolled to "The boxes", the top fade greyed the heading out)."""
        headings = self._page()[3]
        top = FADE if offset > 0 else 0
        for start, _end in headings:   # (the fade stops short of a heading at or near the view's top)
            if offset <= start < offset + top:
                top = start - offset
        end = offset + shown
        low = FADE if offset < self.max_scroll else 0
        for start, stop in headings:   # (and the bottom's starts below one near the view's foot)
            if start < end and stop > end - low:
                low = max(0, end - stop)
        return top, low

    def tab_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.tabs_rect.left, self.tabs_rect.top + index * TAB_HEIGHT, self.tabs_rect.width,
                           TAB_HEIGHT - 8)

    def tab_at(self, pos: tuple[float, float]) -> int | None:
        for index in range(len(PAGES)):
            if self.tab_rect(index).collidepoint(pos):
                return index
        return None

    # ---------------------------------------------------------------- input
    def handle(self, action: Action) -> None:
        name = action.name
        if name == "up":
            self.scroll_by(-SCROLL_STEP)
        elif name == "down":
            self.scroll_by(SCROLL_STEP)
        elif name in ("left", "prev"):
            self.turn_to(self.index - 1)
        elif name in ("right", "next", "confirm"):
            self.turn_to(self.index + 1)
        elif name == "click" and action.pos is not None:
            index = self.tab_at(action.pos)
            if index is not None:
                self.turn_to(index)
            elif self.back_rect().collidepoint(action.pos):
                self.close()
        elif name == "back":
            self.close()

    def close(self) -> None:
        self.app.audio.play("back")
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def back_rect(self) -> pygame.Rect:
        return pygame.Rect(self.tabs_rect.left, self.tabs_rect.bottom + 24, self.tabs_rect.width, TAB_HEIGHT - 8)

    def update(self, dt: float) -> None:
        reduced = self.app.settings.reduced_motion
        self.backdrop.update(dt, reduced)
        if reduced:
            self.scroll = float(self.target)
        else:
            self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
            if abs(self.target - self.scroll) < 0.5:
                self.scroll = float(self.target)

    # ----------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        with self.backdrop.around_text(surface, self.app.settings.reduced_motion) as keep_off:
            title = text.draw(surface, _("Rules"), menu_type.TITLE, theme.TITLE, bold=True, center=(self.tabs_rect.centerx, 56))
            keep_off.extend(title_mark.draw(surface, title, pygame.Rect(EDGE, 0, self.panel.left - 2 * EDGE, title.bottom)))
            for index, page in enumerate(PAGES):
                rect = self.tab_rect(index)
                current = index == self.index
                if current:
                    marks.selected_tab(surface, rect, radius=10)
                else:
                    faces.flat_key(surface, rect, marks.QUIET_FACE, 10)   # (the buttons' face and wooden rim, lying flat)
                text.draw(surface, _(page.title), menu_type.LABEL, theme.TEXT, bold=current, box=rect.inflate(-30, 0),
                          midleft=(rect.left + 18, rect.centery))
            back = self.back_rect()
            marks.quiet_button(surface, back, _("Back"), menu_type.LABEL)   # (opaque: no star through it)

            draw_panel(surface, self.panel, 235)
            page = PAGES[self.index]
            title = text.draw(surface, _(page.title), 52, theme.TITLE, bold=True, topleft=(self.view.left, self.panel.top + 24))
            icon = mode_icons.mode_icon({"revenge": "dicetime"}.get(page.key, page.key), 54)   # the title's picture
            if icon is not None:
                surface.blit(icon, icon.get_rect(midleft=(title.right + 16, title.centery)))
            counter = _("page {n} of {count}").format(n=self.index + 1, count=len(PAGES))
            text.draw(surface, counter, menu_type.SMALL, theme.TEXT_DIM, topright=(self.view.right, self.panel.top + 36))
            body = self.page_surface()
            offset = int(round(self.scroll))
            area = pygame.Rect(0, offset, self.view.width, max(0, self.visible_end(offset) - offset))
            text.blit(surface, body, self.view.topleft, area)
            def face(y: int) -> tuple[int, int, int]:   # the panel's face (lit from above: darker down) at row y
                return tuple(pygame.transform.average_color(surface, (self.panel.left + 4, y, 16, 1))[:3])
            top, low = self.fade_spans(offset, area.height)
            if top:   # scrolled: the first line shown fades in from the page's edge (there is more above)
                surface.blit(_top_fade(self.view.width + 8, face(self.view.top)), (self.view.left - 4, self.view.top),
                             (0, 0, self.view.width + 8, top))
            if low:   # more below: the last line shown fades out (it may stop mid-sentence)
                bottom = self.view.top + area.height
                surface.blit(_bottom_fade(self.view.width + 8, face(bottom - 1)), (self.view.left - 4, bottom - low),
                             (0, FADE - low, self.view.width + 8, low))
            self._draw_scrollbar(surface, body.get_height())
            hint = _("Up/Down scroll   Left/Right or LB/RB page   Esc / B back")
            menu_type.draw_help(surface, hint, centerx=self.panel.centerx, width=self.panel.width)

    def _draw_scrollbar(self, surface: pygame.Surface, content_height: int) -> None:
        if content_height <= self.view.height:
            return
        track = pygame.Rect(self.panel.right - 22, self.view.top, 8, self.view.height)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=4)
        thumb_height = max(30, track.height * self.view.height // content_height)
        travel = track.height - thumb_height
        thumb_top = track.top + round(travel * self.scroll / max(1, self.max_scroll))
        pygame.draw.rect(surface, theme.TEXT_DIM, (track.left, thumb_top, 8, thumb_height), border_radius=4)
        if self.scroll < self.max_scroll - 1:
            text.draw(surface, _("more below"), menu_type.SMALL, theme.TEXT_DIM, bottomright=(self.view.right, self.panel.bottom - 6))


FADE = 34   # px of the view's top over which a scrolled page's first line fades in


@surface_cache(max_mib=1)
def _top_fade(width: int, face: tuple[int, int, int]) -> pygame.Surface:
    """The panel's face, opaque at the top, clear `FADE` px down."""
    fade = pygame.Surface((width, FADE), pygame.SRCALPHA)
    for y in range(FADE):
        fade.fill((*face, round(255 * (1 - y / FADE))), (0, y, width, 1))
    return fade


@surface_cache(max_mib=1)
def _bottom_fade(width: int, face: tuple[int, int, int]) -> pygame.Surface:
    """The panel's face, clear at the top, opaque `FADE` px down: the last line shown fades out."""
    return pygame.transform.flip(_top_fade(width, face), False, True)
