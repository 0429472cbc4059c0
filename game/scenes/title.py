"""The title screen: the game's name over drifting planets, and the main menu."""

from __future__ import annotations

import math

import pygame

from game import modes, words
from game.input.actions import Action
from game.render import faces, lane, menu_type, text, theme
from game.render.backdrop import Backdrop
from game.render.menu_icons import title_icon
from game.render.mode_icons import icon_width
from game.render.title_dice import TitleDice
from game.scenes import attract, navigation
from game.scenes.base import Scene
from game.scenes.registry import SCENES
from game.ui.menu import Menu, MenuItem
from game.words import N_, _

# After the modes (from `game.modes`, in table order): (label, scene name) of the other screens.
OTHER_ENTRIES: tuple[tuple[str, str], ...] = (
    (N_("Dice tray"), "tray"),
    (N_("Settings"), "settings"),
    (N_("Rules"), "rules"),
    (N_("High scores"), "highscores"),
    (N_("Statistics"), "stats"),
)


# One line under the menu for the focused mode: what it is, for someone who has never played it.
TAGLINES = {
    "dicetime": N_("Five dice, three throws, thirteen boxes to fill"),
    "triple": N_("Dicetime on three sheets that count 1×, 2× and 3×"),
    "puzzle": N_("Timed puzzle levels: earn stars, open new worlds"),
    "bluff": N_("Liar's dice under cups, with stars as jokers"),
    "tenthousand": N_("Six dice: push your luck, bank before you bust"),
    "zehntausend": N_("The German cousin of 10000, scored its own way"),
}
ICON = 38          # px: a mode's icon at the left of its button (a pair of dice: wide, `mode_icons.WIDE` times it)
HELP_WIDTH = 940   # px: the controls line keeps between the title dice (two lines when longer: German)
TAGLINE_Y = 662   # (under the keys, which carry their subtitles: 70 px a row)


def icon_room() -> int:
    """The px every mode's label keeps free at its left for the icons (each label centred in the rest): an icon
    stands 8 px in from the button's edge, the label's room (the menu's 18 px in) starts 4 px after the widest
    (a pair of dice), so every mode's label shares one centre line, whatever its icon."""
    return max(icon_width(mode.name, ICON, wide=True) for mode in menu_modes()) + 8 + 4 - 18


def menu_modes() -> list[modes.Mode]:
    """The modes the title lists, in table order."""
    return [mode for mode in modes.MODES.values() if mode.menu]
TITLE_SHADOW = (0, 0, 0)
MENU_TOP, MENU_HEIGHT = 198, 470   # where the menu may sit: below the subtitle, above the key hint
COLUMN_WIDTH, COLUMN_GAP, CAPTION_HEIGHT = 280, 16, 34   # between the title dice on either side


class Groups:
    """The title menu in two groups side by side: the modes ("Play") and the rest ("More"), each under
    a caption; directions go to the nearest item on screen (so left/right crosses between the groups)."""

    def __init__(self, rects: list[pygame.Rect], captions: list[tuple[str, pygame.Rect]], font_size: int) -> None:
        self.rects, self.captions, self.font_size = rects, captions, font_size


ROW = 70   # px a key and the gap under it: a mode's name and its subtitle on two lines (look review 28b #2), apart
KEY_GAP = 6   # (29a d9, 29b d6: in 62 px rows the two lines touched and met the key's outline)


def group_layout(width: int, play: int, more: int) -> Groups:
    rows = max(play, more)
    row = min(ROW, (MENU_HEIGHT - CAPTION_HEIGHT) // rows)
    left = width // 2 - COLUMN_GAP // 2 - COLUMN_WIDTH
    right = width // 2 + COLUMN_GAP // 2
    top = MENU_TOP + CAPTION_HEIGHT
    rects = [pygame.Rect(left, top + i * row, COLUMN_WIDTH, row - KEY_GAP) for i in range(play)]
    rects += [pygame.Rect(right, top + i * row, COLUMN_WIDTH, row - KEY_GAP) for i in range(more)]
    captions = [(N_("Play"), pygame.Rect(left, MENU_TOP, COLUMN_WIDTH, CAPTION_HEIGHT - 6)),
                (N_("More"), pygame.Rect(right, MENU_TOP, COLUMN_WIDTH, CAPTION_HEIGHT - 6))]
    return Groups(rects, captions, menu_type.LABEL)


class TitleScene(Scene):
    pause_actions = ()  # Esc/B is "back" here: it moves the focus to Quit

    def __init__(self, app, **options) -> None:
        super().__init__(app)
        self.dice = TitleDice(app.size)     # planet dice turning beside the menu
        # the planets turn back above the controls line (two lines in German): never under its words;
        # and they drift clear of the floating dice, never behind one
        self.backdrop = Backdrop(app.size, floor=app.size[1] - 8 - menu_type.help_height(self._hint(), HELP_WIDTH) - 6,
                                 clear_of=self.dice.areas())
        self.opener = None       # the device of the last action: who chooses a mode takes seat 1 on its setup
        play = [self._mode_entry(mode) for mode in menu_modes()]
        more = [self._entry(label, name) for label, name in OTHER_ENTRIES] + [MenuItem(N_("Quit"), app.quit, lead=icon_room())]
        items = play + more
        self.groups = group_layout(app.size[0], len(play), len(more))
        self.menu = Menu(items, center=(app.size[0] // 2, MENU_TOP + MENU_HEIGHT // 2), width=COLUMN_WIDTH,
                         font_size=self.groups.font_size, sound=app.audio.play, layout=self.groups.rects)
        self.logo = self._paint_logo()
        self._still: pygame.Surface | None = None   # sky + subtitle + menu + hint, redrawn when the menu changes
        self._still_key: tuple | None = None
        self._shown = False                          # drawn once (the first frame needs no still layer)

    def _mode_entry(self, mode: modes.Mode) -> MenuItem:
        """A mode opens its setup screen (or its quick game); "coming soon" until its scenes are registered."""
        if not navigation.is_playable(mode.name):
            return MenuItem(mode.label, enabled=False, note=N_("coming soon"), lead=icon_room())
        return MenuItem(mode.label, lambda: navigation.open_mode(self.app, mode.name, self.opener),
                        lead=icon_room(), sub=mode.subtitle)

    def _entry(self, label: str, scene_name: str) -> MenuItem:
        if scene_name not in SCENES:
            return MenuItem(label, enabled=False, note=N_("coming soon"), lead=icon_room())
        return MenuItem(label, lambda: self.open(scene_name), lead=icon_room())

    @staticmethod
    def icon_names() -> list[str]:
        """The name of each key's icon (`menu_icons.title_icon`), in the menu's order: the modes, the other screens, Quit."""
        return [mode.name for mode in menu_modes()] + [name for _label, name in OTHER_ENTRIES] + ["quit"]

    def open(self, scene_name: str) -> None:
        navigation.push(self.app, scene_name)

    def handle(self, action: Action) -> None:
        self.opener = action.device     # who chooses a mode takes seat 1 on its setup screen
        if self.menu.handle(action):
            return
        if action.name == "back":
            quit_index = len(self.menu.items) - 1
            if self.menu.focus != quit_index:
                self.menu.focus = quit_index  # Esc/B on the title goes to Quit first
                self.app.audio.play("back")

    def update(self, dt: float) -> None:
        self.backdrop.update(dt, self.app.settings.reduced_motion)
        self.dice.update(dt, self.app.settings.reduced_motion)
        if attract.is_due(self.app):
            attract.start_demo(self.app)

    @staticmethod
    def _paint_logo() -> pygame.Surface:
        """The game's name with its drop shadow, drawn once."""
        face = text.render("PLANET DICE", 104, theme.TITLE, True)
        shadow = text.render("PLANET DICE", 104, TITLE_SHADOW, True)
        logo = pygame.Surface((face.get_width() + 4, face.get_height() + 5), pygame.SRCALPHA)
        for offset in ((4, 5), (2, 3)):
            logo.blit(shadow, offset)
        logo.blit(face, (0, 0))
        return logo

    def _still_layer(self) -> pygame.Surface:
        """Everything on the title that does not move, composed over the sky once
        (the backdrop never animates in the middle column where these sit)."""
        key = (self.menu.focus, tuple(item.enabled for item in self.menu.items), words.generation, lane.busy())
        if self._still is None or key != self._still_key:
            if self._still is None:
                self._still = pygame.Surface(self.app.size)
            self.backdrop.paint_sky(self._still, self._text_areas())
            text.forget(self._still)
            self._draw_still(self._still)
            self._still_key = key
        return self._still

    def _text_areas(self) -> list[pygame.Rect]:
        """Where the title's words and buttons go (the sky's still stars keep off them, grown a little)."""
        middle = self.app.size[0] // 2
        menu = self.groups.rects[0].unionall(self.groups.rects[1:] + [rect for _caption, rect in self.groups.captions])
        lines = pygame.Rect(0, 0, 2 * COLUMN_WIDTH + COLUMN_GAP + 60, 0)
        lines.midtop = (middle, 140)                    # the subtitle, down to the tagline under the menu
        lines.height = TAGLINE_Y + 24 - 140
        help_height = menu_type.help_height(self._hint(), HELP_WIDTH)
        controls = pygame.Rect(middle - HELP_WIDTH // 2, self.app.size[1] - 8 - help_height, HELP_WIDTH, help_height)
        return [menu.inflate(40, 16), lines, controls.inflate(16, 12)]

    @staticmethod
    def _hint() -> str:
        return _("Arrows / d-pad move   Enter / A choose")   # (two prompts, look reviews 28a/28b: the rules list every key)

    def _draw_still(self, surface: pygame.Surface) -> None:
        middle = self.app.size[0] // 2
        text.draw(surface, _("dice games with planets that really tumble"), menu_type.LABEL, theme.TEXT, center=(middle, 164))
        for caption, rect in self.groups.captions:
            shown = text.draw(surface, _(caption).upper(), menu_type.SMALL, theme.TEXT_DIM, bold=True, box=rect,
                              midleft=(rect.left + 4, rect.centery))
            start = max(rect.left + 70, shown.right + 12)   # after the caption, however long its language makes it
            pygame.draw.line(surface, theme.PANEL_EDGE, (start, rect.centery), (rect.right, rect.centery), 1)
        self.menu.draw(surface)
        play = menu_modes()
        for name, rect in zip(self.icon_names(), self.groups.rects, strict=True):   # every key its icon, one style
            icon = title_icon(name, ICON)
            if icon is not None:
                surface.blit(icon, icon.get_rect(midleft=(rect.left + 8, rect.centery - faces.LIP // 2)))   # (on its face)
        if self.menu.focus < len(play) and play[self.menu.focus].name in TAGLINES:
            box = pygame.Rect(0, 0, 2 * COLUMN_WIDTH + COLUMN_GAP + 40, 40)
            box.center = (middle, TAGLINE_Y)
            text.draw(surface, _(TAGLINES[play[self.menu.focus].name]), menu_type.SMALL, theme.ACCENT, box=box,
                      center=box.center)
        menu_type.draw_help(surface, self._hint(), width=HELP_WIDTH)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        direct = not self._shown and surface.get_size() == self.app.size
        if direct:
            # The first frame is painted straight onto the screen and the still layer is made at the
            # next one: a full-screen picture fewer (~1.5 ms) before the game is first seen (issue 15).
            self.backdrop.paint_sky(surface, self._text_areas())
            self._draw_still(surface)
            self.backdrop.draw_moving(surface, reduced)
        else:
            self.backdrop.draw(surface, reduced, base=self._still_layer())
        self._shown = True
        self.dice.draw(surface, reduced)
        bob = 0 if reduced else 4 * math.sin(self.backdrop.time * 1.3)
        rect = self.logo.get_rect(center=(self.app.size[0] // 2 + 2, round(92 + bob) + 2))
        surface.blit(self.logo, rect)
