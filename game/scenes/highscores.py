"""The high-score tables: the top ten of each playable mode that keeps one, one tab each.

The tabs come from the table of modes (`game.modes`): a mode's table shows once its play
scene is registered; solo 10000 lists the fewest rounds on top. Bluff keeps no score (a match is
won or lost), so its tab lists the matches each person won, out of those they played (`game.storage.bluff_wins`).

Left/right (shoulders, Q/E, or a click on a tab) switch the mode; confirm,
back or the Back button return. New entries of the game just played are
highlighted.
"""

from __future__ import annotations

import pygame

from game import modes
from game.input.actions import Action
from game.render import dice_tokens, faces, marks, menu_type, mode_icons, podium_art, text, theme
from game.scenes import highscores_podium, navigation
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.highscores_podium import MEDALS, NAME_LINE, NEW_TINT, PODIUM, STEP_GAP, STEP_WIDTH
from game.storage import bluff_wins, highscores
from game.words import N_, _, common, ngettext, number

ROW_TOP = 160        # the room's top, under the tabs
ROW_STEP = 52        # px from one row under the podium to the next (look review 26: "the rows below are thin")
ROW_HEIGHT = 44
COLUMN_GAP = 24      # px between two columns of rows (more than ROWS_IN_ONE under the podium: a full table)
ROWS_IN_ONE = 4
FREE_HEIGHT = 64    # px: that card
FREE_DIE = 44       # px: the die on it
ROW_WIDTH = 960      # the board across the room (review 13: a narrow column with bare sky on both sides)
BAR_LEFT, BAR_LENGTH = 200, 360   # px from a row's left: Bluff's bar of a share won (the score column: after it)
LEADER_STEP = 12    # px between a row's leader dots (initials to score)
NAME_WIDTH = 300     # px: a Bluff player's name (initials need 100); its bar starts after it
BLUFF = "bluff"      # the tab of Bluff's wins (no high-score table: a match is won or lost)
BLUFF_NOTE = N_("Bluff: matches won out of matches played")
TAB_WIDTH, TAB_HEIGHT = 150, 48   # the narrowest a tab is, its height
TAB_PADDING = 64     # px a tab's name keeps off its edges, both sides together
TAB_GAP = 10
BACK_GAP = 40        # px between the table and Back (look review 21: a 65 px empty band there; the podium takes it)
BOTTOM = 674         # the room's foot, over the help line
# The first three stand on a podium over the rows of the rest (look review 20: an empty gap between the tabs and the
# table, and below Back): second, first, third from the left. Look review 26 ("the grey noise podium blocks look like
# placeholders"): each on a lit pedestal in its place's metal, as high as its place, crowned by a planet, the name
# over it, the rank engraved in its front and the score on an enamel plaque under it.
PODIUM_LOW, PODIUM_HIGH = 150, 290   # px: the podium (its names over its steps), as tall as the room lets it be
PODIUM_GAP = 16               # px from the podium to the rows under it
CROWN, CROWN_LOW = 62, 40     # px: a crown's planet (on a low podium, the smaller)
STEPS = (1.0, 0.8, 0.64)      # the steps' heights, of the first's
STEP_ORDER = (1, 0, 2)        # the places from the left: second, first, third
ROW_TYPE = menu_type.LABEL    # the rows' names and their figures (look review 26: the score big)
ROW_FIGURES = menu_type.VALUE + 6
MEDAL = 40                    # px: a row's rank medal
FREE_GAP = 10                 # px between the last row and the card under it (review 22: KIM's row touched it)


def shown_tables() -> tuple[str, ...]:
    """The tables of the modes that can be played now, in the modes' order."""
    return tuple(dict.fromkeys(mode.high_scores for mode in modes.MODES.values()
                               if mode.high_scores is not None and navigation.is_playable(mode.name)))


class HighScoresScene(BackdropScene):
    pause_actions = ()  # Esc / B goes back
    backdrop_seed = 3
    sky_mood = "scores"   # the home sky, a gold ringed planet of its own (game.render.sky_scenes)
    backdrop_planets = 0    # its panels fill the screen: the sky shows stars only

    def __init__(self, app, mode: str = "dicetime", highlight: tuple[int, ...] = (), **options) -> None:
        """`mode`: the table to open on (a table name, or a mode that keeps one)."""
        super().__init__(app)
        order = list(modes.MODES)   # the tabs in the title menu's order (Bluff's wins where Bluff stands there)
        self.modes = tuple(sorted(shown_tables() + ((BLUFF,) if navigation.is_playable(BLUFF) else ()),
                                  key=lambda t: order.index(BLUFF if t == BLUFF else modes.mode_of_table(t).name)))
        if mode not in self.modes and mode in modes.MODES and modes.get(mode).high_scores is not None:
            mode = modes.get(mode).high_scores
        if mode not in self.modes:
            mode = self.modes[0] if self.modes else mode
        self.mode = mode
        self.highlight = {mode: set(highlight)}
        self.tables: dict[str, list[highscores.Entry]] = {}
        self.wins: list[bluff_wins.PlayerRecord] = []
        self.art = podium_art.Kept()     # the plinths and the cup, painted once while the screen is open

    def enter(self) -> None:
        for mode in self.modes:
            if mode == BLUFF:
                records, notice = bluff_wins.load()
                self.wins = sorted(records.values(), key=lambda r: (-r.wins, -r.played, r.name))[:highscores.TABLE_SIZE]
            else:
                self.tables[mode], notice = highscores.load_table(mode)
            if notice:
                self.app.notify(notice)

    # ------------------------------------------------------------- layout
    def tab_rect(self, index: int) -> pygame.Rect:
        """A mode's tab: as wide as its name and TAB_PADDING (at least TAB_WIDTH), so "Zehntausend" keeps the margin
        every name keeps (look review 15: at one width for all it filled its tab almost to the edges); the row of tabs
        in the middle, narrowed alike if it would not fit the width."""
        widths = [max(TAB_WIDTH, text.width_of(self.tab_label(mode), menu_type.LABEL, bold=True) + TAB_PADDING)
                  for mode in self.modes]
        room = self.app.size[0] - 40 - TAB_GAP * (len(widths) - 1)
        if sum(widths) > room:
            widths = [width * room // sum(widths) for width in widths]
        left = (self.app.size[0] - sum(widths) - TAB_GAP * (len(widths) - 1)) // 2 + sum(widths[:index]) + TAB_GAP * index
        return pygame.Rect(left, 120 - TAB_HEIGHT // 2, widths[index], TAB_HEIGHT)

    def tab_label(self, mode: str) -> str:
        return _(modes.get(BLUFF).label if mode == BLUFF else modes.mode_of_table(mode).label)

    def back_rect(self) -> pygame.Rect:
        """At the room's foot on every tab (look review 21: it stood under a short table, higher than on a full one's
        tab, and jumped as the tabs changed); the table stands in the room over it."""
        rect = pygame.Rect(0, 0, 220, 52)
        rect.midtop = (self.app.size[0] // 2, BOTTOM - 52)
        return rect

    def rows_under(self) -> int:
        """How many taken places stand in rows under the podium."""
        return max(0, self.taken() - PODIUM)

    def columns(self) -> int:
        """The rows under the podium in one column, or two on a table fuller than ROWS_IN_ONE under it (look review 26:
        the rows thin: with air round each, a full table's ten in one column would leave the podium no room)."""
        return 1 if self.rows_under() <= ROWS_IN_ONE else 2

    def rows_high(self) -> int:
        """How many rows one column of them holds."""
        return -(-self.rows_under() // self.columns())

    def _rest(self) -> int:
        """px the table takes under its podium, with Back."""
        height = self.rows_high() * ROW_STEP - (ROW_STEP - ROW_HEIGHT if self.rows_under() else 0)
        height += FREE_HEIGHT + (FREE_GAP if self.rows_under() else 0) if self.free_rect_wanted() else 40
        return height + BACK_GAP + 52

    def podium_height(self) -> int:
        """The podium as tall as the room leaves it (a short table's stands high; a full one's stays low), none while
        nobody has a place."""
        if not self.taken():
            return 0
        return max(PODIUM_LOW, min(PODIUM_HIGH, BOTTOM - ROW_TOP - PODIUM_GAP - self._rest()))

    def crown(self) -> int:
        """px: a crown's planet (smaller on a low podium)."""
        return CROWN if self.podium_height() >= 220 else CROWN_LOW

    def name_row(self) -> int:
        """px over the first's front: its top face, its crown and its name."""
        return podium_art.depth(STEP_WIDTH) // 2 + self.crown() - 6 + NAME_LINE

    def top(self) -> int:
        """The table's top: the podium of the first three, the rows of the rest, then the free places' card or the note,
        and Back stand in the middle of the room from ROW_TOP to the help line (a short table leaves no bare lower half:
        look review 13)."""
        podium = self.podium_height()
        height = (podium + PODIUM_GAP if podium else 0) + self._rest()
        return ROW_TOP + max(0, (BOTTOM - ROW_TOP - height) // 2)

    def rows_top(self) -> int:
        """Where the rows under the podium start (the table's top when nobody has a place: no podium)."""
        podium = self.podium_height()
        return self.top() + (podium + PODIUM_GAP if podium else 0)

    def places(self) -> list[int]:
        """Each shown row's place (from 0): a row with the same record as the one over it shares its place (look review
        21b: LEO and MAX, both "1 of 3", stood on different steps under different medals); the next after a tie skips
        (1, 2, 2, 4)."""
        if self.mode == BLUFF:
            keys = [(record.wins, record.played) for record in self.wins]
        else:
            keys = [entry.score for entry in self.tables.get(self.mode, [])]
        return tied_places(keys)

    def step_rect(self, rank: int) -> pygame.Rect:
        """Row `rank`'s step on the podium (rank < 3): as high as its place (tied places alike), its foot on the
        podium's."""
        slot = STEP_ORDER.index(rank) - 1
        podium = self.podium_height()
        places = self.places()
        place = places[rank] if rank < len(places) else rank
        rect = pygame.Rect(0, 0, STEP_WIDTH, round((podium - self.name_row()) * STEPS[place]))
        rect.midbottom = (self.app.size[0] // 2 + slot * (STEP_WIDTH + STEP_GAP), self.top() + podium)
        return rect

    # ------------------------------------------------------------ actions
    def switch(self, step: int) -> None:
        self.mode = self.modes[(self.modes.index(self.mode) + step) % len(self.modes)]

    def leave(self) -> None:
        navigation.back(self.app)

    def handle(self, action: Action) -> None:
        name = action.name
        if name in ("left", "prev"):
            self.switch(-1)
        elif name in ("right", "next"):
            self.switch(1)
        elif name in ("confirm", "back"):
            self.leave()
        elif name == "click" and action.pos is not None:
            for index, mode in enumerate(self.modes):
                if self.tab_rect(index).collidepoint(action.pos):
                    self.mode = mode
            if self.back_rect().collidepoint(action.pos):
                self.leave()

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        width = self.app.size[0]
        with self.sky(surface, _("High scores"), menu_type.TITLE, 46) as keep_off:
            for index, mode in enumerate(self.modes):
                rect = self.tab_rect(index)
                chosen = mode == self.mode
                if chosen:
                    marks.selected_tab(surface, rect)
                else:
                    faces.flat_key(surface, rect, marks.QUIET_FACE, 12)   # (the buttons' face and rim, lying flat: a tab)
                label = self.tab_label(mode)
                inner = rect.inflate(-TAB_PADDING, 0)   # (a long name keeps a margin, never edge to edge)
                text.draw(surface, label, menu_type.fitting(label, inner.width, bold=chosen),
                          theme.TEXT if chosen else theme.TEXT_DIM, bold=chosen, box=inner, center=rect.center)
            left = width // 2 - ROW_WIDTH // 2
            keep_off.append(pygame.Rect(left, self.top(), ROW_WIDTH, self.rows_bottom() - self.top()))  # no star between rows
            self._beams(surface)
            if self.mode == BLUFF:
                self._draw_wins(surface, left)
            else:
                self._draw_table(surface, left)
            back = self.back_rect()
            # Enter / A presses it, but the focus is on the tabs: a flat, quiet button, not a raised one that looks focused
            marks.quiet_button(surface, back, _("Back"), menu_type.LABEL)
            menu_type.draw_help(surface, _("Left / right: another mode   Enter / A or Esc / B: back"))
        self.draw_fade_in(surface)

    def row_rect(self, rank: int) -> pygame.Rect:
        """Place `rank`'s row (from the fourth), one under the other under the podium (in two columns on a full table,
        down the left one first); the first three's: their steps."""
        if rank < PODIUM and rank < self.taken():
            return self.step_rect(rank)
        columns, high = self.columns(), max(1, self.rows_high())
        width = ROW_WIDTH if columns == 1 else (ROW_WIDTH - COLUMN_GAP) // 2
        k = max(0, rank - PODIUM)
        column, row = divmod(k, high) if columns > 1 else (0, k)
        return pygame.Rect(self.app.size[0] // 2 - ROW_WIDTH // 2 + column * (width + COLUMN_GAP),
                           self.rows_top() + row * ROW_STEP, width, ROW_HEIGHT)

    def taken(self) -> int:
        """How many places the shown table holds."""
        return len(self.wins) if self.mode == BLUFF else len(self.tables.get(self.mode, []))

    def free_rect_wanted(self) -> bool:
        return self.mode == BLUFF or self.taken() < highscores.TABLE_SIZE

    def free_rect(self) -> pygame.Rect | None:
        """Under the taken places, while some are free, one card that asks for a score (look review 18: five empty rows
        with dotted lines looked unfinished; review 13: a bare lower half): the free places together, not one row each.
        On Bluff's tab (everyone who played has a row) the card says what the figures count (look review 21b: 115 px of
        bare sky under a one-line note). None on a full table."""
        if not self.free_rect_wanted():
            return None
        top = self.rows_top()
        if self.rows_under():
            top += self.rows_high() * ROW_STEP - (ROW_STEP - ROW_HEIGHT) + FREE_GAP
        return pygame.Rect(self.app.size[0] // 2 - ROW_WIDTH // 2, top, ROW_WIDTH, FREE_HEIGHT)

    def rows_bottom(self) -> int:
        free = self.free_rect()
        if free is not None:
            return free.bottom
        if self.taken() <= PODIUM:
            return self.top() + self.podium_height()
        return max(self.row_rect(rank).bottom for rank in range(PODIUM, self.taken()))

    def _free(self, surface: pygame.Surface, rect: pygame.Rect, line: str) -> None:
        """The free places' card: calm (the sky's darkest shade, a panel's edge), what enters the table in its middle
        after a planet die."""
        pygame.draw.rect(surface, theme.SPACE, rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL, rect, 2, border_radius=8)
        words = text.draw(surface, line, menu_type.LABEL, theme.TEXT_DIM, center=(rect.centerx + FREE_DIE // 2 + 8, rect.centery),
                          box=pygame.Rect(rect.x + 120, rect.top, rect.width - 240, rect.height))
        die = dice_tokens.face_token(6, FREE_DIE)      # a planet die waiting for its throw
        surface.blit(die, die.get_rect(midright=(words.left - 16, rect.centery)))

    def _note(self, surface: pygame.Surface, line: str) -> None:
        """A line under the table (where Back leaves room): what the table says, or how to get onto it."""
        text.draw(surface, line, menu_type.SMALL, theme.TEXT_DIM, center=(self.app.size[0] // 2, self.rows_bottom() + 22),
                  box=pygame.Rect(40, self.rows_bottom() + 4, self.app.size[0] - 80, 36))

    def _beams(self, surface: pygame.Surface) -> None:
        highscores_podium.beams(self, surface)

    def _step(self, surface: pygame.Surface, rank: int, name: str, score: str, new: bool = False,
              when: str = "", look: tuple[int, int] | None = None) -> None:
        highscores_podium.step(self, surface, rank, name, score, new, when, look)

    def plaque_rect(self, rank: int, score: str, when: str = "") -> tuple[pygame.Rect, int, bool]:
        """Row `rank`'s plaque on its step's front (beside the engraved numeral), its score's type size, and whether
        the day (or Bluff's share) fits under the score on it."""
        return highscores_podium.plaque_rect(self, rank, score, when)

    @staticmethod
    def _place(surface: pygame.Surface, row: pygame.Rect, rank: int, colour, new: bool = False,
               place: int | None = None) -> None:
        """A taken place's row under the podium: a lit face with a neutral edge (look review 22: the panels' wooden
        trim read as a bronze border, 3rd place's), its rank on a medal at its left (look review 26: "thin and plain";
        pewter, or a podium place's metal where it ties with one). A `new` place (the game just played's) has its face
        tinted with the reward's gold, never an outline (the outline is the focus's alone: look review 18). `place`:
        the rank shown (a tie's shared)."""
        place = rank if place is None else place
        face = theme.PANEL
        if new:
            face = tuple(round(g * NEW_TINT + f * (1 - NEW_TINT)) for g, f in zip(theme.TITLE, face, strict=True))
        faces.draw_face(surface, row, face, 10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, row, 1, border_radius=10)
        highscores_podium.medal(surface, (row.x + 40, row.centery), MEDAL, place)

    def _draw_wins(self, surface: pygame.Surface, left: int) -> None:
        """Bluff's tab: the people with the most wins, each with the matches they played; their names in capitals as
        every table's initials are (look review 18: "Zoe" here, "ZOE" in Dicetime's)."""
        places = self.places()
        for rank, record in enumerate(self.wins):
            said = _("{wins} of {versus}").format(wins=number(record.wins), versus=number(record.played))
            share = record.wins / max(1, record.played)
            percent = _("{percent}%").format(percent=number(round(100 * share)))
            if rank < PODIUM:   # (with the share of matches won under it)
                self._step(surface, rank, table_name(record.name), said, when=percent)
                continue
            row = self.row_rect(rank)
            self._place(surface, row, rank, theme.TEXT, place=places[rank])
            shown = text.draw(surface, percent, menu_type.VALUE, theme.TEXT_DIM, midright=(row.right - 18, row.centery))
            said_at = text.draw(surface, said, ROW_FIGURES, theme.TEXT, bold=True, midright=(shown.left - 18, row.centery))
            wide = row.width == ROW_WIDTH
            room = NAME_WIDTH if wide else said_at.left - row.x - 96 - 12
            text.draw(surface, table_name(record.name), menu_type.fitting(table_name(record.name), room, ROW_TYPE, True),
                      theme.TEXT, bold=True, box=pygame.Rect(row.x + 96, row.top, room, row.height),
                      midleft=(row.x + 96, row.centery))
            if not wide:    # (two columns of a full table: no room for a bar; the figures say it)
                continue
            if record.wins:
                _bar(surface, row, rank, share, theme.TEXT, left=96 + NAME_WIDTH + 12)   # the share won, as the percent
            else:      # (look review 25: an empty groove at 0 % read as a loading bar: a zero said as a state)
                place = pygame.Rect(row.x + 96 + NAME_WIDTH + 12, row.top, BAR_LENGTH, row.height)
                text.draw(surface, _("no wins yet"), menu_type.SMALL, theme.TEXT_DIM, box=place, midleft=place.midleft)
        if not self.wins:
            self._free(surface, self.free_rect(), _("No scores yet: play a game!"))
            return
        self._card(surface, self.free_rect(), _(BLUFF_NOTE))

    def _card(self, surface: pygame.Surface, rect: pygame.Rect, line: str) -> None:
        """Bluff's card under its table, as calm as the free places' one: what the figures count, beside a dice cup
        (Bluff's icon); one line (look review 25: a second, small line of fine print read as a developer's note)."""
        pygame.draw.rect(surface, theme.SPACE, rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL, rect, 2, border_radius=8)
        box = pygame.Rect(rect.x + 96, rect.top, rect.width - 120, rect.height)
        text.draw(surface, line, menu_type.fitting(line, box.width), theme.TEXT, box=box, midleft=(box.x, rect.centery))
        icon = mode_icons.mode_icon(BLUFF, FREE_DIE + 8)
        surface.blit(icon, icon.get_rect(center=(rect.x + 52, rect.centery)))

    def _draw_table(self, surface: pygame.Surface, left: int) -> None:
        """A mode's top ten: rank, initials, score, date; the game just played's places tinted gold and tagged."""
        table = self.tables.get(self.mode, [])
        marked = self.highlight.get(self.mode, set())
        places = self.places()
        for rank, entry in enumerate(table):
            new = rank in marked
            if rank < PODIUM:
                self._step(surface, rank, entry.initials, number(entry.score), new, common.day(entry.date), entry.look)
                continue
            row = self.row_rect(rank)
            colour = theme.TITLE if new else theme.TEXT
            self._place(surface, row, rank, colour, new, place=places[rank])
            wide = row.width == ROW_WIDTH
            day = pygame.Rect(row.right - 18, row.centery, 0, 0)
            if wide or not new:     # (a narrow row of a full table says "new" in its day's place)
                day = text.draw(surface, common.day(entry.date), menu_type.VALUE, theme.TEXT_DIM,
                                midright=(row.right - 18, row.centery))
            if new:
                day = text.draw(surface, _("new"), menu_type.SMALL, theme.TITLE, bold=True,
                                midright=(day.left - 16 if wide else row.right - 18, row.centery))
            name = text.draw(surface, entry.initials, ROW_TYPE, colour, bold=True, midleft=(row.x + 76, row.centery))
            score = text.draw(surface, number(entry.score), ROW_FIGURES, colour, bold=True,
                              midright=(row.x + 620 if wide else day.left - 20, row.centery))
            leader(surface, name.right + 18, score.left - 18, row.centery)
        free = highscores.TABLE_SIZE - len(table)
        card = self.free_rect()
        if not table:
            self._free(surface, card, _("No scores yet: play a game!"))
        elif free:
            self._free(surface, card, ngettext("{n} place free: any score enters the table",
                                               "{n} places free: any score enters the table", free).format(n=free))
        else:
            self._note(surface, _("The table is full: beat {score} to enter it").format(score=number(table[-1].score)))


def tied_places(keys: list) -> list[int]:
    """Each of `keys`' place (from 0), in their order: a key equal to the one before shares its place, the next after
    a tie skips as many as shared it (standard competition ranking: 1, 2, 2, 4)."""
    places: list[int] = []
    for index, key in enumerate(keys):
        places.append(places[-1] if index and key == keys[index - 1] else index)
    return places


def table_name(name: str) -> str:
    """A name as the high-score tables show it: in capitals, as the initials are entered (the initials screen)."""
    return name.upper()


def _bar(surface: pygame.Surface, row: pygame.Rect, rank: int, share: float, colour, left: int = BAR_LEFT) -> None:
    """A place's bar, `left` px into its row: how near it came to the first place's score (the first's full), on a
    groove with a faint rim; the podium's in their medals' colours, the others' in the row's text colour, dimmed. A
    zero is the groove with its rim alone (look review 21b: a dot there read as a knob; Bluff's rows say a zero in
    words: `_draw_wins`)."""
    groove = pygame.Rect(row.x + left, row.centery - 5, BAR_LENGTH, 10)
    pygame.draw.rect(surface, theme.SPACE, groove, border_radius=5)
    pygame.draw.rect(surface, theme.PANEL_EDGE, groove, 1, border_radius=5)
    if share <= 0:
        return
    filled = groove.copy()
    filled.width = max(groove.height, round(groove.width * min(1.0, share)))
    tone = MEDALS[rank] if rank < len(MEDALS) else tuple(round(c * 0.55) for c in colour)
    pygame.draw.rect(surface, tone, filled, border_radius=5)


def leader(surface: pygame.Surface, left: int, right: int, y: int) -> None:
    """A dotted leader from a place's initials to its score, as a printed table leads the eye along a row (look review
    23: a bar there, its score against the first's, had "no scale or meaning")."""
    for x in range(left, right, LEADER_STEP):
        pygame.draw.circle(surface, theme.PANEL_EDGE, (x, y + 4), 2)

