"""The pause overlay: resume, settings, rules, quit to title.

Any scene gets it for free: the app opens it when a scene's `pause_actions`
(Esc/B and Start/P by default) are pressed, and a scene can open it itself with
`self.open_pause()` or `open_pause(app)`. The scene beneath stays frozen (only the top scene is
updated) and shows blurred and dimmed: its picture as the pause opened, blurred once (look mid18: dimmed
only, the cut-off sheet labels read through as "nes", "wos").
Over a game (a `PlayScene`) the card tells which game is paused and how it stands (look review 22: "a plain box, no
character"): the mode's name under the heading, then every seat on a scoreboard card (look review 26: the felt strip
read as awkward), its rocket, name and score (where the mode keeps one), the seat on turn ringed in its colour; the card
is as tall as what it holds. The scoreboard is drawn once, as the pause opens (the game beneath is frozen), nothing of
it per frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.input.actions import Action
from game.render import key_caps, mode_icons, rockets, table, text, theme
from game.render.flourish import ribbon_picture
from game.render.panel import FRAME_EDGE, dim, draw_framed
from game.render.skin import MENU
from game.scenes.base import Scene
from game.scenes.registry import scene_class
from game.ui.menu import Menu, MenuItem
from game.words import N_, _, number

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App

PANEL_WIDTH = 520
WIDE_PANEL = 640     # px: the card for three chips a row (each ~170 px: a name and a total read at 800x450)
FOOT = 46            # px under the menu: the resume line's key caps (look review 28a d19: ~60 px of dead space)
FELT_RIM = 8         # px: the wooden rim round the mode's felt at the card's head
ICON = 44            # px: the mode's icon beside its name
MENU_ROWS = 4 * 60   # px: the four menu rows
CHIP_HEIGHT = 74     # px: a seat's chip on the felt strip (its name and score at the 800x450 floor: 25 and 32 px)
STRIP_RIM = 8        # px: the scoreboard card's margin round its chips
BOARD_FACE = (12, 15, 34)    # the scoreboard's face: the night's, a shade lighter than the sky (not the table's felt)
CHIP_LIT = (60, 70, 120)     # a chip's lit top edge
BOARD_SHADE = (4, 5, 14)     # the shadow line under its top rim (set into the card)
BLUR_SHRINK = 4      # the game beneath is blurred at a quarter of its size (3 ms once, as the pause opens; none per frame)
BLUR_RADIUS = 3      # px of the box blur there (12 px on the screen)
BLUR_DIM = 170       # then darkened as black of this opacity would (the blur quiets it: less than the 200 of a bare dim)


def blurred(picture: pygame.Surface) -> pygame.Surface:
    """`picture` blurred (shrunk, box-blurred, grown back) and dimmed: what shows of a game under the pause."""
    width, height = picture.get_size()
    small = pygame.transform.smoothscale(picture, (max(1, width // BLUR_SHRINK), max(1, height // BLUR_SHRINK)))
    grown = pygame.transform.smoothscale(pygame.transform.box_blur(small, BLUR_RADIUS), (width, height))
    dim(grown, BLUR_DIM)
    return grown


def columns_for(seats: int) -> int:
    """Chips a row on the scoreboard: all in one row up to three, then a grid that fits the count (2 x 2, 3 + 2,
    3 x 3): no row of one under a fuller one (look review 28b d22: "2 + 1 with the odd tile centred")."""
    return max(1, seats) if seats <= 3 else 2 if seats == 4 else 3


def open_pause(app: App) -> None:
    """Push the pause overlay over the current scene, unless the game is paused
    already (e.g. in the settings opened from the pause overlay)."""
    if any(isinstance(scene, PauseScene) for scene in app.scenes):
        return
    app.audio.play("back")
    app.scenes.push(PauseScene(app))


class PauseScene(Scene):
    opaque = False
    pause_actions = ()

    def __init__(self, app: App, **options: object) -> None:
        super().__init__(app)
        game = app.scenes.top if len(app.scenes) else None   # (not yet pushed: the game is the top scene)
        self.game = game if getattr(game, "seating", None) is not None else None   # a PlayScene: its match shows
        seats = len(self.game.match.seats) if self.game is not None else 0
        self.columns = columns_for(seats)   # (a row or a grid that fits the count: look review 28b d22, no 2 + 1)
        rows = -(-seats // self.columns) if seats else 0
        strip = rows * CHIP_HEIGHT + 2 * STRIP_RIM + 12 if seats else 0
        top_room = 146 if seats else 112      # the ribbon (and the mode's name under it; clear of the focus mark's glow)
        width = WIDE_PANEL if self.columns == 3 else PANEL_WIDTH
        self.panel = pygame.Rect(0, 0, width, top_room + strip + (12 if seats else 0) + MENU_ROWS + FOOT)
        self.panel.center = (app.size[0] // 2, app.size[1] // 2)
        self.strip = pygame.Rect(self.panel.left + 36, self.panel.top + top_room, width - 72, strip)
        #: The mode's art at the card's head (look review 28a: "pause: a proper card with the mode's art"): its table's
        #: felt in its wooden rim behind the heading, the mode's icon beside its name.
        self.felt = pygame.Rect(self.panel.left + 26, self.panel.top + 24, width - 52, top_room - 40) if seats else None
        self._heading: tuple[tuple, pygame.Surface | None] = ((), None)
        self._standing: tuple[tuple, pygame.Surface | None] = ((), None)
        self._beneath_blurred: pygame.Surface | None = None   # made on the first frame the pause draws
        items = [
            MenuItem(N_("Resume"), self.resume_game),
            MenuItem(N_("Settings"), lambda: self.open("settings")),
            MenuItem(N_("Rules"), self.open_rules),
            MenuItem(N_("Quit to title"), self.quit_to_title, danger=True),   # (the game is lost: red edge)
        ]
        menu_middle = self.strip.bottom + (12 if seats else 0) + MENU_ROWS // 2
        #: The game's dress (its mode's keys and trim, `game.render.skin`): the pause is part of its screen.
        self.skin = getattr(game, "skin", MENU)
        self.menu = Menu(items, center=(self.panel.centerx, menu_middle), width=380,
                         row_height=60, font_size=36, sound=app.audio.play, skin=self.skin)

    def _beneath(self) -> Scene | None:
        scenes = list(self.app.scenes)
        index = scenes.index(self) if self in scenes else len(scenes)
        return scenes[index - 1] if index > 0 else None

    def resume_game(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def open(self, name: str, **options: object) -> None:
        self.app.scenes.push(scene_class(name)(self.app, **options))

    def open_rules(self) -> None:
        beneath = self._beneath()
        self.open("rules", page=beneath.rules_page if beneath is not None else "")

    def quit_to_title(self) -> None:
        self.app.scenes.clear_to(scene_class("title")(self.app))

    def handle(self, action: Action) -> None:
        if self.menu.handle(action):
            return
        if action.name in ("back", "pause"):
            self.app.audio.play("back")
            self.resume_game()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        if self._beneath_blurred is None or self._beneath_blurred.get_size() != surface.get_size():
            self._beneath_blurred = blurred(surface)   # (the game beneath is frozen: once is enough)
        text.blit(surface, self._beneath_blurred, (0, 0))   # (opaque: its blurred words are no lines to read)
        draw_framed(surface, self.panel, skin=self.skin)   # opaque: nothing shows through; framed like the results' cards
        key = (_("Paused"), self.panel.width)
        if self._heading[0] != key:      # (made once: its words on a ribbon, as the results' heading)
            self._heading = key, ribbon_picture(key[0], theme.TITLE, FRAME_EDGE, 56, self.panel.width - 60)[0]
        if self.game is not None:
            self._draw_standing(surface)
        picture = self._heading[1]
        surface.blit(picture, picture.get_rect(center=(self.panel.centerx, self.panel.top + 52)))
        self.menu.draw(surface, self.app.time, self.app.settings.reduced_motion)
        hint = _("Esc / B / Start to resume")
        key_caps.draw(surface, hint, text.LABEL, theme.TEXT_DIM, self.panel.width - 32,
                      (self.panel.centerx, self.panel.bottom - 8))   # inside the panel: key caps, as every footer

    def _draw_standing(self, surface: pygame.Surface) -> None:
        """The mode's name under the heading and the seats on the strip of felt (made once; again only if the
        language changes in the settings opened from here)."""
        match = self.game.match
        key = (match.title, _("Player"))
        if self._standing[0] != key:
            self._standing = key, self._standing_picture()
        table.draw(surface, self.felt, FELT_RIM, table.felt_for(match.mode))    # (kept: one blit)
        icon = mode_icons.mode_icon(match.mode, ICON, True)
        across = mode_icons.icon_width(match.mode, ICON, True) + 10 if icon is not None else 0
        name = text.fit_name(match.title, text.LABEL, self.felt.width - across - 40)
        left, middle = self.panel.centerx - (across + text.width_of(name, text.LABEL)) // 2, self.felt.bottom - 27
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(left, middle)))
            left += across
        text.draw(surface, name, text.LABEL, theme.TEXT, midleft=(left, middle))
        text.blit(surface, self._standing[1], self.strip.topleft)   # (its names and scores read as drawn)

    def chip_rects(self) -> list[pygame.Rect]:
        """Each seat's chip on the screen, `columns` a row; a last row that is not full centred as a group."""
        seats = len(self.game.match.seats) if self.game is not None else 0
        felt = self.strip.inflate(-2 * STRIP_RIM, -2 * STRIP_RIM)
        width = (felt.width - 12 - 8 * (self.columns - 1)) // self.columns
        rects = []
        for index in range(seats):
            row, column = divmod(index, self.columns)
            in_row = min(self.columns, seats - row * self.columns)
            left = felt.centerx - (in_row * width + (in_row - 1) * 8) // 2
            rects.append(pygame.Rect(left + column * (width + 8), felt.top + 6 + row * CHIP_HEIGHT, width,
                                     CHIP_HEIGHT - 6))
        return rects

    def _standing_picture(self) -> pygame.Surface:
        """The scoreboard: a card of its own (look review 26: "the mini scoreboard on felt is awkward"), the night's
        dark face in a lit rim, a chip per seat (its colour's bar at its left, rocket, name, score), the seat on turn
        ringed in its colour."""
        game, match = self.game, self.game.match
        picture = pygame.Surface(self.strip.size, pygame.SRCALPHA)
        card = picture.get_rect()
        pygame.draw.rect(picture, BOARD_FACE, card, border_radius=14)
        pygame.draw.rect(picture, theme.PANEL_EDGE, card, 2, border_radius=14)
        pygame.draw.line(picture, BOARD_SHADE, (card.left + 14, card.top + 3), (card.right - 15, card.top + 3))
        turn = game.on_turn()
        on_turn = set(turn) if len(turn) == 1 else set()   # (one seat to ring: not all of Bluff's at its throw)
        for index, (seat, chip) in enumerate(zip(match.seats, self.chip_rects(), strict=True)):
            chip = chip.move(-self.strip.left, -self.strip.top)
            colour = rockets.seat_colour(seat.colour)
            pygame.draw.rect(picture, theme.PANEL, chip, border_radius=10)     # a calm chip: its words read on it
            pygame.draw.line(picture, CHIP_LIT, (chip.left + 10, chip.top + 1), (chip.right - 11, chip.top + 1))
            pygame.draw.rect(picture, colour, (chip.left, chip.top + 10, 5, chip.height - 20), border_radius=2)
            if index in on_turn:
                pygame.draw.rect(picture, colour, chip, 2, border_radius=10)
            rockets.draw_rocket(picture, seat.rocket, seat.colour, (chip.left + 26, chip.centery), 44)
            score = game.score_of(index)
            room = chip.width - 56
            if score is None:
                text.draw_name(picture, seat.name, text.LABEL, room, colour, bold=True,
                               midleft=(chip.left + 48, chip.centery))
                continue
            text.draw_name(picture, seat.name, text.LABEL, room, colour, bold=True,
                           topleft=(chip.left + 48, chip.top - 1))
            text.draw(picture, number(score), text.HEADING, theme.TEXT, bold=True,
                      bottomright=(chip.right - 12, chip.bottom + 4))
        return picture
