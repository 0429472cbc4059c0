"""Before a game of 10000 or Zehntausend: the preset's options, then the seats.

The options screen shows every option and its value (left/right or a click on an arrow changes it),
and under the rows what the focused option's value means; then "Choose the seats" opens the shared seat
setup (``SetupScene`` with ``options=``), whose Start plays the match with these options (kept in
``MatchConfig.options``).
"""

from __future__ import annotations

import pygame

from game import modes
from game.input.actions import Action
from game.render import card_notes, dice_tokens, marks, menu_type, mode_icons, option_rows, sky, text, theme
from game.render.panel import draw_framed, draw_panel
from game.rules.tenthousand import score_keep
from game.scenes import navigation
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.playkit.options import Option
from game.scenes.tenthousand.options import OPTIONS, defaults, rules_for
from game.scenes.tenthousand.skin import SKIN
from game.scenes.tenthousand.worked import FACES, worked
from game.ui.menu import Menu, MenuItem
from game.words import N_, _, number

ROW_TOP = 132
ROW_STEP = 70
ROW_HEIGHT = 58
WIDTH = 700            # the rows, at the left; beside them a card pictures what the focused option changes
CARD = pygame.Rect(800, ROW_TOP, 420, 5 * ROW_STEP + 16 + ROW_HEIGHT + 6)
#: the game in three lines, at the card's foot where the option's picture and explanation leave room
BASICS = (N_("Keep scoring dice; roll on or bank."), N_("1 = 100, 5 = 50, three alike more."),
          N_("No score in a throw: turn lost."))
# The focused option's planets, large (look review 24: "empty gap in the right panel"), its worked line under them,
# then what the value means, spread evenly down to the scoring at the card's foot
PLANET = 96             # px: the option's planet dice
EXPLAIN_TOP = PLANET + 40   # px from the card's top: where the explanation's room begins (it starts lower)
FOOT = 74               # px from the card's bottom: the scoring's rule
KEY_HINT = N_("Up/Down choose   Left/Right change   Enter / A next value   Esc / B back")


class TenThousandOptionsScene(BackdropScene):
    pause_actions = ()
    backdrop_seed = 9
    backdrop_planets = 0    # its panels fill the screen: the sky shows stars only

    def __init__(self, app, mode: str = "tenthousand", **options: object) -> None:
        self.sky_mood = sky.mood_of(mode)   # the mode's own sky
        super().__init__(app)
        self.mode = mode
        self.info = modes.get(mode)
        self.opener = options.get("opener")     # the device that chose the mode: seat 1 on the seats screen
        self.values = defaults(mode)
        self.controls: dict[int, option_rows.Controls] = {}   # where each drawn option row's control lies (the mouse)
        items = [MenuItem(option.label, value=self._shower(option), on_left=self._stepper(option, -1),
                          on_right=self._stepper(option, 1)) for option in OPTIONS]
        items.append(MenuItem(N_("Choose the seats"), on_select=self.to_seats))
        items.append(MenuItem(N_("Back"), on_select=lambda: navigation.back(self.app)))
        left = CARD.left - 40 - WIDTH
        layout = [pygame.Rect(left, ROW_TOP + i * ROW_STEP, WIDTH, ROW_HEIGHT) for i in range(len(OPTIONS))]
        bottom = ROW_TOP + len(OPTIONS) * ROW_STEP + 16
        self.explain_box = pygame.Rect(CARD.left + 20, CARD.top + EXPLAIN_TOP, CARD.width - 40,
                                       CARD.bottom - 90 - CARD.top - EXPLAIN_TOP)   # (over the scoring)
        layout.append(pygame.Rect(left, bottom, WIDTH // 2 + 60, ROW_HEIGHT + 6))
        layout.append(pygame.Rect(left + WIDTH // 2 + 80, bottom, WIDTH // 2 - 80, ROW_HEIGHT + 6))
        self.menu = Menu(items, (app.size[0] // 2, 360), sound=app.audio.play, layout=layout, skin=SKIN)   # (10000's)
        # the rows and the card on one card framed like the results' (look review 14a: text panels on a bare sky)
        self.frame = pygame.Rect(left - 26, ROW_TOP - 26, CARD.right + 26 - (left - 26), bottom + ROW_HEIGHT + 58 - ROW_TOP)

    def _shower(self, option: Option):
        return lambda: option.value_text(self.values[option.name])

    def _stepper(self, option: Option, step: int):
        def change() -> None:
            self.values[option.name] = option.step(self.values[option.name], step)
        return change

    def options(self) -> tuple[tuple[str, object], ...]:
        return tuple(self.values.items())

    def to_seats(self) -> None:
        navigation.push(self.app, "setup_tenthousand_seats", mode=self.mode, options=self.options(),
                        opener=self.opener)   # who chose the mode sits in seat 1

    def handle(self, action: Action) -> None:
        self.opener = action.device
        if action.name == "back":
            self.app.audio.play("back")
            navigation.back(self.app)
            return
        if action.name == "click" and action.pos is not None and self._click_control(action.pos):
            return
        self.menu.handle(action)

    def _click_control(self, pos: tuple[float, float]) -> bool:
        """A click on an option row's control: a segment chooses its value, a stepper's key steps; True if it was."""
        index = self.menu.item_at(pos)
        controls = self.controls.get(index) if index is not None else None
        if controls is None:
            return False
        option = OPTIONS[index]
        self.menu.focus = index
        segment = controls.segment_at(pos) if controls.kind == "segments" else None
        if segment is not None:
            self.values[option.name] = option.values[segment]
        elif controls.step_at(pos):
            self.menu.change(index, controls.step_at(pos))
            return True
        else:
            return False
        self.app.audio.play("change")
        return True

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        title = _("{mode} – house rules").format(mode=_(self.info.label))
        with self.sky(surface, title, menu_type.TITLE, 50):
            draw_framed(surface, self.frame, radius=22, skin=SKIN)
            self._draw_rows(surface)
            self._draw_card(surface)
            menu_type.draw_help(surface, _(KEY_HINT))
        self.draw_fade_in(surface)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        """Each option a row: its picture, its name, its value as a switch, segments or a stepper (look review 28b:
        one icon and one line per option); under them the two buttons, the focused one last (its glow on top)."""
        rects = self.menu.rects()
        reduced = self.app.settings.reduced_motion
        order = [i for i in range(len(rects)) if i != self.menu.focus] + [self.menu.focus]
        for i in order:
            focused = i == self.menu.focus
            if i >= len(OPTIONS):
                marks.button(surface, rects[i], _(self.menu.items[i].label), menu_type.LABEL, focused=focused,
                             clock=self.time, reduced_motion=reduced, skin=SKIN, glint=True)
                continue
            option = OPTIONS[i]
            value = self.values[option.name]
            self.controls[i] = option_rows.draw(
                surface, rects[i], name=option.name, label=_(option.label), values=option.values, value=value,
                words=option.value_text(value), shorts=short_values(option),
                stepper_words=[option.value_text(v) for v in option.values], focused=focused,
                key_colour=SKIN.key, clock=self.time, reduced_motion=reduced)

    def _draw_card(self, surface: pygame.Surface) -> None:
        """Beside the rows: the focused option's picture (its planets, its value) over what that value means (one
        explanation: no crowd); on the buttons, the mode's own picture."""
        draw_panel(surface, CARD, 200, skin=SKIN)
        basics = tuple(_(line) for line in BASICS)
        if self.menu.focus >= len(OPTIONS):
            icon = mode_icons.mode_icon(self.mode, 160)
            if icon is not None:
                spot = icon.get_rect(midtop=(CARD.centerx, CARD.top + 40))
                surface.blit(icon, spot)
            card_notes.draw_in_short(surface, CARD, CARD.top + 40 + 160, basics, menu_type.SMALL)
            return
        option = OPTIONS[self.menu.focus]
        value = self.values[option.name]
        faces = FACES.get(option.name, ())
        # the rule worked through on those planets (look mid18: the value, repeated from its row, said nothing)
        line = worked(option.name, value, rules_for(self.mode, self.values.items()))
        size_fits = text.fitting_size(line, menu_type.HEADING, CARD.width - 40, bold=True)
        said = card_notes.break_at_colon(option.explain(value), menu_type.SMALL, self.explain_box.width)
        rows = min(2, len(text.wrap(said, menu_type.SMALL, self.explain_box.width)))
        content = PLANET + 22 + text.line_height(size_fits) + rows * text.line_height(menu_type.SMALL)
        gap = max(16, (CARD.height - FOOT - content) // 3)   # above the planets, over the explanation, under it
        size = min(PLANET, (CARD.width - 40) // max(1, len(faces)) - 12)
        x = CARD.centerx - (len(faces) * (size + 12) - 12) // 2
        for face in faces:
            die = dice_tokens.face_token(face, size)
            surface.blit(die, (x, CARD.top + gap + (PLANET - size) // 2))
            x += size + 12
        drawn = text.draw(surface, line, size_fits, theme.TEXT, bold=True, box=CARD.inflate(-40, 0),
                          midtop=(CARD.centerx, CARD.top + gap + PLANET + 22))
        box = self.explain_box.copy()
        box.top = min(max(box.top, drawn.bottom + gap), box.bottom - rows * text.line_height(menu_type.SMALL))
        box.height = self.explain_box.bottom - box.top
        text.draw_lines(surface, said, menu_type.SMALL, box, theme.ACCENT, align="center")
        self._draw_scoring(surface, rules_for(self.mode, self.values.items()))

    def _draw_scoring(self, surface: pygame.Surface, rules) -> None:
        """At the card's foot, the game's scoring as a picture (look review 23: pictures, not lines of rules): a 1, a 5
        and three 2s, each with what it scores by these rules."""
        size, y, gap = SCORING_DIE, CARD.bottom - 44, 10
        groups = [((1,), score_keep((1,), rules)), ((5,), score_keep((5,), rules)), ((2, 2, 2), score_keep((2, 2, 2), rules))]
        said = [number(points or 0) for _faces, points in groups]
        widths = [len(faces) * (size + 4) + 4 + text.width_of(line, menu_type.VALUE, bold=True)
                  for (faces, _points), line in zip(groups, said, strict=True)]
        x = CARD.centerx - (sum(widths) + gap * (len(groups) - 1)) // 2
        pygame.draw.line(surface, theme.PANEL_EDGE, (CARD.left + 40, y - 30), (CARD.right - 40, y - 30))
        for (faces, _points), line, width in zip(groups, said, widths, strict=True):
            for k, face in enumerate(faces):
                die = scoring_die(face)
                surface.blit(die, die.get_rect(midleft=(x + k * (size + 4), y)))
            text.draw(surface, line, menu_type.VALUE, theme.TEXT, bold=True, midleft=(x + len(faces) * (size + 4) + 4, y))
            x += width + gap


def short_values(option: Option) -> list[str]:
    """An option's values short enough for segments (numbers: "300", "350"...), or none."""
    if all(isinstance(v, int) and not isinstance(v, bool) and v for v in option.values):
        return [number(int(v)) for v in option.values]
    return []


SCORING_DIE = 40   # px: the dice of the card's scoring picture (its 34 px numeral a tenth of it clear of its edges)


def scoring_die(face: int, digit: bool = True) -> pygame.Surface:
    """A die of the card's scoring picture, its digit as big as reads at 800x450 (look review 26: ~11 px)."""
    return dice_tokens.face_token(face, SCORING_DIE, numeral=digit, least_numeral=dice_tokens.READ_NUMERAL)
