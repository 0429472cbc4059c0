"""A vertical menu driven by actions from any device: focus, hover, click.

The focused item has the focus ring (game.render.marks), so keyboard and gamepad players
always see where they are; the mouse moves the focus by hovering.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.input.actions import Action
from game.render import faces, key_icons, marks, menu_type, text, theme
from game.render.skin import MENU, Skin
from game.ui import spatial
from game.words import _

ROW = faces.ROW_FACE      # an option's row's face (a key that is no option: `faces.outlined_key`)

@dataclass
class MenuItem:
    """`label` and `note` are English msgids (marked with `N_` where they are written): the menu
    translates them as it draws, so a change of language shows at once."""
    label: str
    on_select: Callable[[], None] | None = None
    enabled: bool = True
    note: str = ""                 # shown dimmed beside the label, e.g. "coming soon"
    value: Callable[[], str] | None = None  # a setting's current value, drawn on the right
    on_left: Callable[[], None] | None = None
    on_right: Callable[[], None] | None = None
    slider: Callable[[], float] | None = None       # a 0..1 level drawn as a slider (volumes)
    on_set: Callable[[float], None] | None = None   # a click on the slider's track sets the level there
    lead: int = 0          # px kept free at the left of the label (an icon the screen draws there)
    danger: bool = False   # its action destroys (Quit to title): its words red, an icon before them (no red outline)
    sub: str = ""          # a dim line under the label (an English msgid): the title's modes' subtitles


SLIDER_WIDTH = 220
ARROW = 9          # px: a setting's ◀ ▶ (the setup's pickers' triangles, 14 px tall)
ARROW_ROOM = ARROW + 12   # px each side of a focused value: its triangle and the air to the value


def _silent(name: str) -> None:
    pass


def _ink_line(surface: pygame.Surface, line: str, size: int, colour, box: pygame.Rect, center: tuple[int, int], *,
              shadow: bool) -> None:
    """One of a key's two lines (its name bold, its subtitle), centred at `center` in `box`, recorded where its letters
    are (two lines share a 48 px face: their line boxes overlap, their letters do not)."""
    bold = shadow
    line = text.ellipsize(line, size, box.width, bold)
    picture = text.render(line, size, colour, bold)
    rect = picture.get_rect(center=center)
    if shadow:      # (the keys' labels' soft shadow under it)
        dark = text.render(line, size, (0, 0, 0), bold).copy()
        dark.set_alpha(marks.SHADOW_ALPHA)
        surface.blit(dark, rect.move(1, 2))
    surface.blit(picture, rect)
    text.record_drawn(surface, line, size, picture.get_bounding_rect().move(rect.topleft), box)


@dataclass(eq=False)
class Menu:
    """`sound(name)` is called with "move", "confirm" or "change" as the menu reacts (scenes pass
    `app.audio.play`). `layout`: a rectangle per item for menus that are not one column (directions then
    go to the nearest item that way on screen, game.ui.spatial)."""

    items: list[MenuItem]
    center: tuple[int, int]
    width: int = 420
    row_height: int = 50
    font_size: int = menu_type.LABEL
    value_size: int = menu_type.VALUE   # a setting's value: digits that carry a value (29 px)
    sound: Callable[[str], None] = _silent
    layout: list[pygame.Rect] | None = None
    skin: Skin = MENU      # its rows' dress (a mode's screen, the pause over a game, passes its own: game.render.skin)
    focus: int = field(init=False)

    def __post_init__(self) -> None:
        self.focus = next((i for i, item in enumerate(self.items) if item.enabled), 0)

    @property
    def focused(self) -> MenuItem:
        return self.items[self.focus]

    def rects(self) -> list[pygame.Rect]:
        if self.layout is not None:
            return [pygame.Rect(rect) for rect in self.layout]
        top = self.center[1] - self.row_height * len(self.items) // 2
        return [pygame.Rect(self.center[0] - self.width // 2, top + i * self.row_height, self.width,
                            self.row_height - 6) for i in range(len(self.items))]

    def item_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(self.rects()):
            if rect.collidepoint(pos):
                return i
        return None

    def move(self, step: int) -> None:
        start = self.focus
        for _step in range(len(self.items)):
            self.focus = (self.focus + step) % len(self.items)
            if self.items[self.focus].enabled:
                break
        if self.focus != start:
            self.sound("move")

    def move_toward(self, direction: str) -> None:
        """To the nearest enabled item that way on screen; up/down wrap round their column when nothing
        lies that way."""
        rects = self.rects()
        here = rects[self.focus]
        target = spatial.nearest(here, [(i, r) for i, r in enumerate(rects) if self.items[i].enabled and i != self.focus],
                                 direction)
        if target is None and direction in ("up", "down"):   # round to the other end of the column
            target = spatial.wrap_around(here, [(i, r) for i, r in enumerate(rects)
                                                if self.items[i].enabled and i != self.focus], direction)
        if target is not None:
            self.focus = target
            self.sound("move")

    def change(self, index: int, step: int) -> None:
        """Left (-1) or right (+1) on a setting row."""
        item = self.items[index]
        callback = item.on_left if step < 0 else item.on_right
        if item.enabled and callback is not None:
            callback()
            self.sound("change")

    def slider_rect(self, index: int) -> pygame.Rect | None:
        """The track of a slider row (a generous click target around the drawn line)."""
        item = self.items[index]
        if item.slider is None:
            return None
        rect = self.rects()[index]
        value_width = text.width_of("100%", self.value_size, True) + 16
        return pygame.Rect(rect.right - 18 - value_width - SLIDER_WIDTH, rect.top, SLIDER_WIDTH, rect.height)

    def arrow_rects(self, index: int) -> tuple[pygame.Rect, pygame.Rect] | None:
        """Where the ◀ and ▶ of a setting row are drawn (generous click targets)."""
        item = self.items[index]
        if item.value is None:
            return None
        rect = self.rects()[index]
        left_edge = rect.right - 18 - 2 * ARROW_ROOM - text.width_of(item.value(), self.value_size, True)
        left = pygame.Rect(left_edge - 12, rect.top, ARROW_ROOM + 12, rect.height)
        right = pygame.Rect(rect.right - 18 - ARROW_ROOM, rect.top, ARROW_ROOM + 18, rect.height)
        return left, right

    def arrow_at(self, index: int, pos: tuple[float, float]) -> int:
        """-1 or +1 if `pos` is on the left or right arrow of a setting row, else 0."""
        arrows = self.arrow_rects(index)
        if arrows is None:
            return 0
        if arrows[0].collidepoint(pos):
            return -1
        return 1 if arrows[1].collidepoint(pos) else 0

    def handle(self, action: Action) -> bool:
        """React to an action; True if the menu used it."""
        name = action.name
        if name in ("left", "right") and (self.focused.on_left or self.focused.on_right):
            self.change(self.focus, -1 if name == "left" else 1)
        elif name in ("up", "down") and self.layout is None:
            self.move(-1 if name == "up" else 1)
        elif name in ("up", "down", "left", "right") and self.layout is not None:
            self.move_toward(name)
        elif name == "confirm":
            self.activate(self.focus)
        elif name == "point" and action.pos is not None:
            index = self.item_at(action.pos)
            if index is not None and self.items[index].enabled and index != self.focus:
                self.focus = index
                self.sound("move")
            return index is not None
        elif name == "click" and action.pos is not None:
            index = self.item_at(action.pos)
            if index is None:
                return False
            self.focus = index if self.items[index].enabled else self.focus
            track = self.slider_rect(index)
            item = self.items[index]
            if track is not None and item.on_set is not None and item.enabled and \
                    track.inflate(24, 0).collidepoint(action.pos):
                level = (action.pos[0] - track.left) / track.width
                item.on_set(min(1.0, max(0.0, round(level * 10) / 10)))
                self.sound("change")
                return True
            arrow = self.arrow_at(index, action.pos) if item.slider is None else 0
            if arrow:
                self.change(index, arrow)
            else:
                self.activate(index)
        else:
            return False
        return True

    def activate(self, index: int) -> None:
        item = self.items[index]
        if not item.enabled:
            return
        if item.on_select is not None:
            self.sound("confirm")
            item.on_select()
        elif item.on_right is not None:
            self.change(index, 1)

    def draw(self, surface: pygame.Surface, clock: float = 0.0, reduced_motion: bool = False,
             show_focus: bool = True) -> None:
        """`show_focus=False` while the device that drives the menu cannot press it (e.g. a computer's turn)."""
        rows = list(enumerate(zip(self.items, self.rects(), strict=False)))
        if show_focus and 0 <= self.focus < len(rows):   # (the focused key last: its glow over its neighbours)
            rows.append(rows.pop(self.focus))
        for i, (item, rect) in rows:
            focused = show_focus and i == self.focus
            if focused:   # a little bigger (look review 26: the one focus treatment, a glow ring and a scale-up)
                rect = marks.lifted(rect)
            if item.value is not None or item.slider is not None:   # an option: a flat row of its panel, not a key
                face = faces.option_row(surface, rect, 10)
            else:   # a key, not the screen's main action: outlined navy (`key_icons`: the keys' tiers)
                face = faces.outlined_key(surface, rect, 10)
            if focused:
                faces.glint(surface, face, clock, reduced_motion)
                marks.focus_rect(surface, face, clock=clock, reduced_motion=reduced_motion)   # (hugging its face)
            rect = face         # (its words on its face, over its base)
            colour = theme.TEXT if item.enabled else theme.TEXT_DISABLED
            bold = focused and item.enabled
            inner = rect.inflate(-36, 0)
            if item.slider is not None:
                self._draw_slider(surface, i, item, focused, colour)
                text.draw(surface, _(item.label), self.font_size, colour, bold=bold,
                          box=pygame.Rect(inner.left, rect.top, self.slider_rect(i).left - 16 - inner.left, rect.height),
                          midleft=(rect.left + 18, rect.centery))
            elif item.value is not None:
                room = ARROW_ROOM if focused else 0   # (look review 23: typed "< >" beside the setup's triangles)
                value_rect = text.draw(surface, item.value(), self.value_size, colour, bold=bold,
                                       midright=(rect.right - 18 - room, rect.centery))
                if focused:   # the ◀ ▶ the other pickers draw, either side of the value
                    for tip, back in ((value_rect.left - room, value_rect.left - room + ARROW),
                                      (rect.right - 18, rect.right - 18 - ARROW)):
                        pygame.draw.polygon(surface, colour, [(tip, rect.centery), (back, rect.centery - 7),
                                                              (back, rect.centery + 7)])
                    value_rect = value_rect.inflate(2 * room, 0)
                label_box = pygame.Rect(inner.left, rect.top, value_rect.left - 12 - inner.left, rect.height)
                text.draw(surface, _(item.label), self.font_size, colour, bold=bold, box=label_box,
                          midleft=(rect.left + 18, rect.centery))
            elif item.note:
                note_rect = text.draw(surface, _(item.note), menu_type.SMALL, theme.TEXT_DISABLED,
                                      midright=(rect.right - 16, rect.centery))
                label_box = pygame.Rect(inner.left, rect.top, note_rect.left - 12 - inner.left, rect.height)
                text.draw(surface, _(item.label), self.font_size, colour, bold=bold, box=label_box,
                          midleft=(rect.left + 18, rect.centery))
            else:
                room = pygame.Rect(inner.left + item.lead, rect.top, inner.width - item.lead, rect.height)
                if item.sub:    # the label a little up, its subtitle under it (a key tall enough for both)
                    _ink_line(surface, _(item.label), self.font_size, colour, room, (room.centerx, rect.top + 14),
                              shadow=item.enabled)   # (its letters 3 px under the outline, ~5 px over the subtitle's)
                    _ink_line(surface, _(item.sub), menu_type.SMALL, theme.TEXT_DIM if item.enabled else colour, room,
                              (room.centerx, rect.bottom - 18), shadow=False)   # (descenders clear of the outline)
                elif item.enabled:    # (bold, a soft shadow under it: the buttons' label; red and an icon: destroys)
                    key_icons.label_with_icon(surface, None if item.lead else key_icons.icon_of(item.label, item.danger),
                                              _(item.label), self.font_size, key_icons.DANGER_INK if item.danger
                                              else colour, room, marks.key_label)
                else:
                    text.draw(surface, _(item.label), self.font_size, colour, box=room, center=room.center)

    def _draw_slider(self, surface: pygame.Surface, index: int, item: MenuItem, focused: bool, colour) -> None:
        """A track, its filled part up to the level, a knob (bigger when focused) and the level in words."""
        track = self.slider_rect(index)
        level = min(1.0, max(0.0, item.slider()))
        line = pygame.Rect(track.left, track.centery - faces.LIP // 2 - 4, track.width, 8)   # (on the key's face)
        pygame.draw.rect(surface, theme.SPACE_LIGHT, line, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, line, 1, border_radius=4)
        filled = line.copy()
        filled.width = max(8, round(line.width * level))
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=4)
        for tick in range(1, 10):
            x = line.left + line.width * tick // 10
            pygame.draw.line(surface, theme.PANEL, (x, line.top + 2), (x, line.bottom - 3), 1)
        knob = (line.left + round(line.width * level), line.centery)
        size = 13 if focused else 11   # focused: a bigger knob, no ring of its own (the row wears the one focus ring)
        pygame.draw.circle(surface, theme.SPACE, (knob[0], knob[1] + 2), size + 1)
        pygame.draw.circle(surface, theme.TEXT, knob, size)
        shown = item.value() if item.value is not None else f"{round(level * 100)}%"
        text.draw(surface, shown, self.value_size, colour, bold=focused, midright=(self.rects()[index].right - 18,
                                                                                 self.rects()[index].centery - faces.LIP // 2))
