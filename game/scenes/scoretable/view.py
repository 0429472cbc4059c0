"""How a score-table play screen looks (Dicetime, Triple, the Puzzle, a campaign level): pictures built
from plain state (the turn buttons, a split tray's header strip, the hint's rings, what the score
sheet shows) and `TableView`, the score table's drawing on the play kit's still layer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ai.valuation import Hint
from game.render import cups, drawn, faces, hint_marks, marks, sheet_cells, text, theme
from game.render.panel import material
from game.render.scoresheet import SeatColumns, SheetView
from game.render.skin import MENU, Skin
from game.scenes.playkit.chrome import draw_title_bar, kept_part
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.scoretable.words import ROLL_FIRST, THROWS_NEXT

if TYPE_CHECKING:
    from game.scenes.scoretable.table import ScoreTable
from game.scenes.scoretable import strips, thinking
from game.scenes.scoretable.layout import BUTTON_SIZE, Controls
from game.scenes.scoretable.sheet_views import sheet_key, sheet_view  # noqa: F401  (found here too, as before)
from game.scenes.scoretable.turn_flow import ROLL_BUTTON, TurnFlow
from game.scenes.scoretable.zero_card import draw_zero_card, planets_under
from game.words import _

AHEAD_FRAME = 4   # the frame of a throw in flight that draws ahead what its landing will need (`TableView.ahead`)
CUP_ROOM = pygame.Rect(0, 0, 210, 190)   # the turn's cup before its first throw (10000's, Bluff's leather cup)
TITLE_HEIGHT = 50   # px: the title bar's section (its text and rocket lie within it)


def banner_lane(panel: TrayPanel) -> tuple[int, int]:
    """Where banners show: the upper part of a tray, where no resting planet lies (they settle on
    the floor) and clear of the "Roll the planets!" line in the middle and of the score table."""
    return panel.rect.centerx, panel.rect.top + max(40, round(panel.rect.height * 0.27))


def shows_dice(panel: TrayPanel, flow: TurnFlow | None) -> bool:
    """A new turn's tray is empty until its first roll: the previous player's planets are not theirs."""
    return panel.has_dice and (flow is None or flow.rolled_once)


def turn_buttons(flow: TurnFlow | None, controls: Controls, roll_label: str, person: bool,
                 big: bool, skin: Skin = MENU) -> list[tuple[str, pygame.Rect, str, tuple]]:
    """Roll, Fill in (Fill in 0 when a zero waits for confirmation) and, on the big tray, Hint: each (name, rect,
    label, looks: `marks.button`'s keywords as pairs, its keys in the mode's `skin`). Only a person's buttons are lit; during a computer's turn they
    are unlit and unmarked (its cursor on Roll, dashes in its seat's colour, read as a second focus: look reviews 13a
    and 15; its cup says it throws next)."""
    if flow is None:
        can_roll = can_fill = on_roll = False
    else:
        can_roll = flow.can_roll
        can_fill = flow.dice is not None and (flow.selected is not None or flow.focus_open)   # (review 17: off on a focused box)
        on_roll = flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON
    fill_label = _("Fill in 0") if flow is not None and flow.zero_armed is not None else _("Fill in")
    buttons = [("roll", controls.roll, roll_label, (("enabled", can_roll and person),
                ("focused", on_roll and person), ("primary", big or controls.dock is not None), ("skin", skin),
                ("icon", "dice"))),
               ("fill", controls.fill, fill_label, (("enabled", can_fill and person), ("skin", skin), ("icon", "check")))]
    if controls.hint is not None:
        buttons.append(("hint", controls.hint, _("Hint"), (("enabled", person and flow is not None and flow.dice is not None),
                                                           ("skin", skin))))
    return buttons


def draw_turn_buttons(surface: pygame.Surface, flow: TurnFlow | None, controls: Controls, roll_label: str,
                      person: bool, big: bool, skin: Skin = MENU) -> None:
    """The `turn_buttons` (a split tray's dock; the big tray's action bar draws each as a section: `bar_button`)."""
    for _name, rect, label, looks in turn_buttons(flow, controls, roll_label, person, big, skin):
        marks.button(surface, rect, label, controls.label_size, **dict(looks))


BUTTON_ROOM = 12    # px round an action-bar button that its section owns: a person's focus ring
BAR_PICTURES = 32   # kept pictures of each action-bar button (its labels x lit or not)


def draw_bar(surface: pygame.Surface, bar: pygame.Rect, skin: Skin = MENU) -> None:
    """The big tray's action bar, its buttons and a puzzle's pool aside (sections of their own over it)."""
    material(surface, bar, theme.PANEL, theme.PANEL_EDGE, 14, 1, skin=skin)   # (in the base: drawn once, its shadow too)


def bar_button(surface: pygame.Surface, name: str, rect: pygame.Rect, label: str, looks: tuple) -> None:
    """A button on the action bar (`draw_bar`), its area `rect.inflate(BUTTON_ROOM, BUTTON_ROOM)`: a kept picture
    (`chrome.kept_part`: the bar's plain face lies under it, the same every time), blitted while its looks come back
    (a landing or a throw lights and unlights the same few); a focused one a little bigger, its focus mark (whose
    glow reaches past its area) drawn over the still picture each frame (`draw_moving`: `marks.button_focus`)."""
    def draw(on: pygame.Surface) -> None:
        marks.button(on, rect, label, BUTTON_SIZE, ring=False, lift=bar_lift(rect), **dict(looks))

    kept_part(surface, "bar " + name, (label, looks), rect.inflate(BUTTON_ROOM, BUTTON_ROOM), draw, keep=BAR_PICTURES)


def bar_lift(rect: pygame.Rect) -> float:
    """A focused bar button's scale-up, its picture (its shadow too) kept in its section (BUTTON_ROOM)."""
    return min(marks.LIFT, 2 * max(0, BUTTON_ROOM // 2 - faces.KEY_MARGIN) / rect.width)


def phone_keys(flow: TurnFlow | None, controls: Controls, roll_label: str) -> tuple[tuple, ...]:
    """A phone's labelled buttons (`game.phones.views.PadButton` fields), lit as the TV's: Roll, Lock (the
    planet under the seat's cursor), Hint on the big tray, Fill in (a click on the TV's own button)."""
    dice = flow is not None and flow.dice is not None
    keys = [("roll", roll_label, "roll", None, flow is not None and flow.can_roll),
            ("lock", "Lock", "lock", None, flow is not None and flow.can_lock)]
    if controls.hint is not None:
        keys.append(("hint", "Hint", "hint", None, dice))
    fill_label = "Fill in 0" if flow is not None and flow.zero_armed is not None else "Fill in"
    keys.append(("fill", fill_label, "click", controls.fill.center, dice and (flow.selected is not None or flow.focus_open)))
    return tuple(keys)


def draw_strip_done(surface: pygame.Surface, tray: pygame.Rect, done: bool) -> None:
    """A word in a split tray once its seat's turn is done."""
    if done:
        text.draw(surface, _("Done - waiting for the others"), text.LABEL, theme.TEXT_DIM, box=tray.inflate(-16, 0),
                  midtop=(tray.centerx, tray.top + 10))


def hinted_planets(panel: TrayPanel, advice: Hint | None, alpha: float = 1.0) -> list[tuple[float, float]]:
    """Where the planets the hint would keep are drawn (none unless it says keep)."""
    if advice is None or advice.action != "keep":
        return []
    return [c for c in (panel.die_center(i, alpha) for i, keep in enumerate(advice.lock) if keep) if c is not None]


def draw_hint_marks(surface: pygame.Surface, panel: TrayPanel, advice: Hint | None, alpha: float,
                    draw_dice: Callable[[], None]) -> None:
    """The planets drawn by `draw_dice` with the hint's marks (`game.render.hint_marks`): a soft glow of the hint's blue
    under each planet it would keep, a chevron beside each pointing at it, clear of every planet."""
    centers = hinted_planets(panel, advice, alpha)
    hint_marks.glows(surface, centers, panel.radius, within=panel.felt_rect)
    draw_dice()
    if centers:
        dice = [c for c in (panel.die_center(i, alpha) for i in panel.on_felt) if c is not None]
        hint_marks.markers(surface, centers, panel.radius, within=panel.felt_rect, dice=dice)


def hint_key(advice: Hint | None) -> tuple | None:
    """Changes whenever the hint's marks on the planets would (a tray's still picture holds them)."""
    return tuple(advice.lock) if advice is not None and advice.action == "keep" else None


class TableView:
    """How a score table looks, drawn the play kit's way: the tray boxes as the base, the title bar,
    the trays' still planets, buttons and messages as the still picture, the score sheet as a patch of
    its own, the planets in flight, the cursor and the hint's rings every frame.

    `title_bar(surface)` draws the title bar (by default the mode, the seat on turn and the round) and `title_key()`
    changes whenever it would draw something else; `decorate(view)` changes what the sheet shows (a campaign level's
    twists)."""

    def __init__(self, table: ScoreTable, title_bar: Callable[[pygame.Surface], None] | None = None,
                 decorate: Callable[[SheetView], SheetView] | None = None,
                 title_key: Callable[[], tuple] | None = None) -> None:
        self.table = table
        self.title_bar = title_bar or self.draw_title_bar
        self.title_key = title_key or self.default_title_key
        #: The patches lying in the title bar (a puzzle's clock): its section is cut round them.
        self.title_holes: list[pygame.Rect] = []
        self.decorate = decorate
        self._sheet_key: tuple = ()
        self._sheet: SheetView | None = None
        #: Drawing a landing will need, done while its throw flies, at its AHEAD_FRAME-th frame drawn (after the
        #: throw's own frame and the action bar's): a puzzle's pool line for one reroll fewer.
        self.ahead: list[Callable[[], None]] = []
        self._flying = 0   # frames drawn of the throw in flight
        self._seat_columns: dict[int, tuple[int, SeatColumns]] = {}   # (boxes filled, its columns) by seat

    def trays(self) -> list[tuple[TrayPanel, TurnFlow | None]]:
        table = self.table
        if table.split:
            return [(controls.panel, table.flows.get(seat)) for seat, controls in table.split.items()]
        return [(table.main_panel, next(iter(table.flows.values()), None))]

    def still_key(self) -> tuple:
        """The picture but its sections (the title bar, each tray, the big tray's buttons): a split tray's strip,
        the big tray's message (whose: a turn passing with no message redraws no more than the sections)."""
        table = self.table
        if not table.split:
            flow = next(iter(table.flows.values()), None)
            return flow.seat if flow is not None and flow.seat in table.host.messages else None, table.board.is_over
        trays = tuple((id(panel), flow.seat if flow else None) for panel, flow in self.trays())
        strips = tuple((seat, flow.turn.rolls_left, flow.turn.has_rolled, flow.can_roll, flow.selected,
                        flow.zero_armed, flow.dice is not None, flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON)
                       for seat, flow in table.flows.items() if seat in table.split)
        return trays, tuple(table.flows), strips, table.board.round, table.board.is_over

    # ------------------------------------------------------------------ the sections: trays, the buttons
    def sections(self) -> tuple:
        """Each tray (its rim in the colour of the seat on turn, its resting planets, or "Roll first"), each button of
        the big tray's action bar and what else lies on it (a puzzle's pool), and the title bar (cut round the patches
        in it): a throw or a landing draws its tray again, a button that changed that button (a throw's or a landing's
        Roll: a quarter of the bar), a turn passing the trays and the title bar, not the whole still picture. The bar's
        parts may show a throw's or a turn's change a frame late (chrome.StillLayer: not in the frame that draws a tray
        again; one a frame); a landing's (Roll lit again, the pool one fewer, Hint) show at once, in its frame."""
        table = self.table
        parts = []
        for panel, flow in self.trays():
            key = (id(panel), panel.still_picture, shows_dice(panel, flow), getattr(flow, "seat", None), table.five.on(panel),
                   hint_key(self.advice(flow)))
            steady = None if table.split else key[:1] + key[3:]   # (planets, the cup come and go: put back where they were)
            parts.append((key, lambda surface, panel=panel, flow=flow: self.draw_tray(surface, panel, flow),
                          panel.rect, False, steady))
        if not table.split:   # each button on the bar, and what else lies on it
            label, person = self.buttons_state()
            flow = next(iter(table.flows.values()), None)
            # late while no dice lie (a throw, a turn passing: after the tray's section); a landing's all at once
            late = flow is None or flow.dice is None
            for name, rect, text_, looks in turn_buttons(flow, table.main_controls, label, person, True, table.host.skin):
                parts.append(((name, text_, looks), lambda surface, n=name, r=rect, t=text_, k=looks:
                              bar_button(surface, n, r, t, k), rect.inflate(BUTTON_ROOM, BUTTON_ROOM), late))
        title = self.title_key()
        parts += [(title, lambda surface, area=area: self.draw_title_part(surface, area), area)
                  for area in self.title_areas()]
        return tuple(parts)

    def title_areas(self) -> list[pygame.Rect]:
        """The title bar's section(s): TITLE_HEIGHT tall (its grown area then stays clear of the trays' and the
        sheet's, which start at chrome.TOP), left and right of each patch lying in it."""
        areas, left = [], 0
        for hole in sorted(self.title_holes, key=lambda rect: rect.left):
            areas.append(pygame.Rect(left, 0, hole.left - left, TITLE_HEIGHT))
            left = hole.right
        areas.append(pygame.Rect(left, 0, self.table.app.size[0] - left, TITLE_HEIGHT))
        return [area for area in areas if area.width > 0]

    def draw_title_part(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip))
        self.title_bar(surface)
        surface.set_clip(clip)

    def draw_tray(self, surface: pygame.Surface, panel: TrayPanel, flow: TurnFlow | None) -> None:
        """A tray's still picture: the planets at rest, or "Roll first" before a turn's first throw; a split
        tray's "done" line and its seat's message (inside it)."""
        table = self.table
        panel.draw_rim(surface, table.host.seat_colour(flow.seat) if flow is not None else theme.PANEL_EDGE)
        table.five.draw_stage(surface, panel)   # (five of a kind's glows, while it shows there)
        if panel.still_picture is not None and shows_dice(panel, flow):   # (the hint's glows under the planets)
            draw_hint_marks(surface, panel, self.advice(flow), 1.0, lambda: panel.draw_still(surface))
        thinking.draw_on_turn(surface, table, panel, flow, shows_dice(panel, flow))   # who acts: "CPU 2 is thinking"
        if flow is not None and not shows_dice(panel, flow):   # a person is told to roll; a computer's turn named
            person = table.is_person(flow.seat)
            call = _(ROLL_FIRST) if person else _(THROWS_NEXT).format(name=table.host.match.seats[flow.seat].name)
            centre = panel.rect.center
            if not table.split and panel.rect.height >= CUP_ROOM.height * 2:   # the big tray: the thrower's
                room = CUP_ROOM.copy()                                         # cup waits under the banners
                room.midtop = (panel.rect.centerx, banner_lane(panel)[1] + 55)
                centre = (panel.rect.centerx, cups.draw_cup(surface, room, table.host.seat_colour(flow.seat)).bottom + 30)
                drawn.note(surface, room.inflate(24, 24).clip(panel.felt_rect))   # (and its shadow: its section's footprint)
            text.draw(surface, call, 40, theme.TEXT if person else theme.TEXT_DIM, bold=person, center=centre,
                      box=panel.rect.inflate(-24, -12))   # (the keys that throw: the prompt strip's "roll", one place)
        for seat, controls in table.split.items():
            if controls.panel is panel:
                draw_strip_done(surface, panel.rect, done=table.flows.get(seat) is None)
                table.host.messages.draw(surface, seat, controls.message_at, panel.rect.width - 24)

    def advice(self, flow: TurnFlow | None) -> Hint | None:
        """The hint shown to the seat on turn in this tray, if any (while its planets lie there)."""
        if flow is None or flow.dice is None:
            return None
        return self.table.hints.get(flow.seat)

    def buttons_state(self) -> tuple[str, bool]:
        """The big tray's Roll label and whether a person is on turn."""
        table = self.table
        flow = next(iter(table.flows.values()), None)
        label = table.words.roll_label(flow, True) if flow is not None else _("Roll")
        return label, flow is not None and table.is_person(flow.seat)

    # ------------------------------------------------------------------ the sheet (a patch)
    def patches(self) -> tuple:
        """The score sheet keeps its own picture: a new preview or focus draws only the sheet again, and only
        where it changed (a partial patch: the screen copies those parts again, not the whole sheet)."""
        table = self.table   # (keyed by what it shows: its view is made only when drawn, often a frame after a landing's)
        return ((self._key(), self.draw_sheet, table.sheet.layout.rect, False, True),)

    def draw_sheet(self, surface: pygame.Surface) -> bool | list[pygame.Rect]:
        """The sheet; in a frame that drew the rest of the still layer again, a changed sheet shows
        one frame later (both at once made the slowest frames)."""
        table, still = self.table, self.table.host.still
        table.sheet.background = still.sky     # the sheet lies on the sky: its cache is opaque
        return table.sheet.draw(surface, self.sheet_view(), render=not still.redrawn_now, partial=still.patch_kept)

    def sheet_view(self) -> SheetView:
        """What the table shows; rebuilt only when a box, a die or a focus changed."""
        table = self.table
        key = self._key()
        if key != self._sheet_key or self._sheet is None:
            view = sheet_view(table.board, table.host.match.seats, table.flows, table.hints,
                              computers=set(table.brains), kept=self._seat_columns, held=table.held())
            self._sheet, self._sheet_key = (self.decorate(view) if self.decorate else view), key
        return self._sheet

    def _key(self) -> tuple:   # (the seats whose last fill is still on its way show their columns as before it)
        return sheet_key(self.table.board, self.table.flows, self.table.hints), tuple(self.table.held())

    def final_sheet(self) -> SheetView:
        """The finished sheet, nobody on turn (the results may show it again)."""
        table = self.table
        return sheet_view(table.board, table.host.match.seats, {}, {}, computers=set(table.brains))

    # ------------------------------------------------------------------ the base and the still picture
    def base_key(self) -> tuple:
        return tuple((id(panel), tuple(panel.rect)) for panel, _flow in self.trays())

    def draw_base(self, surface: pygame.Surface) -> None:
        """The tray boxes (a Revenge's split changes them) and a split tray's person's dock; their rims take the seat on
        turn's colour in the trays' sections."""
        felt = "revenge" if self.table.host.match.revenge else self.table.host.mode
        for panel, _flow in self.trays():
            panel.draw_box(surface, felt=felt)
        strips.draw_docks(surface, self.table.split, self.table.host.skin)
        if not self.table.split:
            draw_bar(surface, self.table.main_controls.bar, self.table.host.skin)

    def draw_still(self, surface: pygame.Surface) -> None:
        """A split tray's strip (rocket, name, what its seat is at), a person's buttons in their dock, and the big
        tray's message; the title bar, the trays and the big tray's buttons are sections (`sections`)."""
        table, host = self.table, self.table.host
        if table.split:
            strips.draw_strips(surface, host.match.seats, table.split, table.flows)
        for seat, controls in table.split.items():   # a person's buttons in their dock (a computer's strip says what it is at)
            flow = table.flows.get(seat)
            if flow is not None and controls.dock is not None:
                draw_turn_buttons(surface, flow, controls, table.words.roll_label(flow, False), True, False, host.skin)
        if not table.split:
            flow = next(iter(table.flows.values()), None)
            if flow is not None:
                host.messages.draw(surface, flow.seat, table.main_controls.message_at, table.play_rect.width - 8)

    def draw_title_bar(self, surface: pygame.Surface) -> None:
        """Mode on the left, the seat on turn (rocket and name) after it, the round on the right."""
        table = self.table
        match = table.host.match
        note = table.host.title_note()   # (the Puzzle: the high score to beat)
        title = match.title + (" · " + _("demo") if match.attract else "") + (" · " + note if note else "")
        board = table.board
        status = _("Game over") if board.is_over else _("Round {n} of {count}").format(n=board.round, count=board.rounds)
        on_turn = self.named_on_turn()
        draw_title_bar(surface, title, status, None if on_turn is None else match.seats[on_turn])

    def named_on_turn(self) -> int | None:
        """The seat the default title bar names (one on turn at the big tray, in a game of more than one)."""
        table = self.table
        alone = len(table.host.match.seats) == 1      # a solo game names no one's turn
        return next(iter(table.flows)) if len(table.flows) == 1 and not table.split and not alone else None

    def default_title_key(self) -> tuple:
        board = self.table.board
        return board.is_over, board.round, board.rounds, self.named_on_turn(), self.table.host.title_note()

    # ------------------------------------------------------------------ what moves
    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        """What moves in a tray: flying planets, lock stars, the cursor, the hint's rings."""
        table, host = self.table, self.table.host
        reduced = table.app.settings.reduced_motion
        self._flying = self._flying + 1 if table.main_panel.rolling and not table.split else 0
        if self._flying == AHEAD_FRAME:
            for work in self.ahead:
                work()
        asking = any(flow.zero_armed is not None and table.is_person(flow.seat) for flow in table.flows.values())
        # (while the zero card asks, its focused key wears the one focus mark: none on the bar or the sheet behind it,
        # look review 29a #3)
        if not table.split and not asking:   # the focused bar button's mark (its button is in the still picture)
            flow = next(iter(table.flows.values()), None)
            person = flow is not None and table.is_person(flow.seat)
            for _name, rect, _text, looks in turn_buttons(flow, table.main_controls, "", person, True):
                if dict(looks).get("focused") and dict(looks).get("enabled"):
                    marks.button_focus(surface, rect, clock=host.time, reduced_motion=reduced, lift=bar_lift(rect))
        if not asking:
            sheet_cells.draw_focus(surface, table.sheet.layout, self.sheet_view(), host.time, reduced)   # (a person's box)
        for panel, flow in self.trays():
            if not shows_dice(panel, flow):
                continue
            locked = flow.locked if flow is not None else ()
            cursor = flow.die_cursor if flow is not None and flow.zone == "dice" and flow.dice is not None else None
            computer = host.seat_colour(flow.seat) if flow is not None and flow.seat in table.brains else None
            still = panel.still_picture is not None   # (at rest the hint's marks lie in the tray's still picture)
            draw_hint_marks(surface, panel, None if still else self.advice(flow), alpha, lambda panel=panel, locked=locked,
                            cursor=cursor, computer=computer, still=still: panel.draw(
                                surface, alpha, locked=locked, cursor=cursor, clock=host.time, reduced_motion=reduced,
                                still_drawn=still, computer=computer))
            if flow is not None and flow.zero_armed is not None and table.is_person(flow.seat):
                draw_zero_card(surface, panel.rect, flow.label(flow.zero_armed), planets_under(panel, alpha),
                               clock=host.time, reduced_motion=reduced)

