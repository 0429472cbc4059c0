"""The table rules of a Bluff match, chosen before the first game: the options of RULES.md, each
with a one-line explanation, then Start (or back to the seats).

A part of the Bluff scene (its first stage when the match comes from the seat screen): it takes
the actions of any person at the table and says what they asked for; the scene starts the match
with `settings` (carried in `MatchConfig.options`, so Play again keeps them).
"""

from __future__ import annotations

import pygame

from game.input.actions import Action
from game.render import card_notes, dice_tokens, key_caps, marks, mode_icons, option_rows, text, theme, title_mark
from game.render.panel import draw_panel
from game.scenes.bluff.options import OPTIONS, BluffSettings, from_pairs
from game.words import N_, _

ROW_WIDTH = 760                     # the rows at the left; beside them a card: the cup, the option's planets, what it does
ROW_HEIGHT = 62
ROW_STEP = 80
FIRST_ROW = 156
ROWS_LEFT = 60
CARD = pygame.Rect(860, FIRST_ROW, 360, 4 * ROW_STEP + 14 + 56)
#: the planets under the cup for each option: a bid's planets thrown again, an exact count, the points of a game
#: (on Start and Back: a seat's five planets)
FACES = {"reroll": (2, 5, 6), "exact_hits_everyone": (4, 4, 4), "exact_pays_bidder": (4, 4, 4), "points": (1, 2, 3),
         "buttons": (3, 1, 6, 2, 5)}
BUTTONS = ("back", "start")
BUTTON_LABELS = {"back": N_("Back to seats"), "start": N_("Start")}
START, BACK = "start", "back"
#: the game in three lines, at the card's foot where the explanation leaves room
BASICS = (N_("Raise the bid or doubt it."), N_("Stars count as any number."), N_("Wrong? You lose dice."))
#: Under the rows and the card (look review 13: the lower third was empty): a round worked through in three steps,
#: each a title and its planets (or its words): (title, planets, the planets lit, words after them)
EXAMPLE = pygame.Rect(ROWS_LEFT, CARD.bottom + 20, CARD.right - ROWS_LEFT, 96)
STEPS = ((N_("Ana bids"), (4, 4, 4), (True, True, True), ""),
         (N_("Ben doubts"), (), (), N_("“Too many!”")),
         (N_("Cups up: the star counts too"), (4, 6, 2, 4, 1), (True, True, False, True, False), None))
#: who loses (and gains) a die in the example, where Ana's bid is exactly what lay under the cups, by the two exact
#: options as they are switched now (look review 22: it said "Ben loses a die" under "Exact hits everyone: On")
OUTCOMES = {(False, False): N_("three 4s: Ben loses a die"),
            (True, False): N_("three 4s: all but Ana lose a die"),
            (False, True): N_("three 4s: Ben's die goes to Ana"),
            (True, True): N_("three 4s: Ana +1 die, all others −1")}
TOKEN, TOKEN_GAP, STEP_GAP = 40, 6, 24
EXAMPLE_AIR = 28   # px at least between the example's row and its frame, each side (German's ended 14 px from it: review 20)


class TableRulesPanel:
    """Up/down pick a row, left/right or A switch an option, A on Start (or Start/P anywhere) plays."""

    def __init__(self, size: tuple[int, int], settings: BluffSettings, seats: int, record: str = "") -> None:
        self.size = size
        self.record = record            # the wins so far of the people at the table
        self.settings = settings
        self.seats = seats
        self.focus = len(OPTIONS) + 1   # on Start: the defaults are one press away
        self.hover: int | None = None
        self.controls: dict[int, option_rows.Controls] = {}   # where each drawn option row's control lies (the mouse)

    @property
    def rows(self) -> int:
        return len(OPTIONS) + len(BUTTONS)

    def row_rect(self, index: int) -> pygame.Rect:
        if index < len(OPTIONS):
            return pygame.Rect(ROWS_LEFT, FIRST_ROW + index * ROW_STEP, ROW_WIDTH, ROW_HEIGHT)
        button = index - len(OPTIONS)
        top = FIRST_ROW + len(OPTIONS) * ROW_STEP + 14
        middle = ROWS_LEFT + ROW_WIDTH // 2
        return pygame.Rect(middle - 290 + button * 310, top, 270, 56)

    def explain_rect(self) -> pygame.Rect:
        """Where the focused option's explanation stands (what Start or Back does, on a button): in the card, under
        its picture."""
        return pygame.Rect(CARD.left + 16, CARD.top + 180, CARD.width - 32, CARD.bottom - 12 - CARD.top - 180)

    def index_at(self, pos: tuple[float, float]) -> int | None:
        for index in range(self.rows):
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> str | None:
        """React to `action`; returns START or BACK when the person asked for one, else None."""
        name = action.name
        if name == "up":
            self.focus = (self.focus - 1) % self.rows
        elif name == "down":
            self.focus = (self.focus + 1) % self.rows
        elif name in ("left", "right", "prev", "next"):
            if self.focus < len(OPTIONS):
                self.switch(self.focus, -1 if name in ("left", "prev") else 1)
            else:
                self.focus = len(OPTIONS) + (1 - (self.focus - len(OPTIONS)))
        elif name == "confirm":
            return self.press(self.focus)
        elif name == "pause":
            return START
        elif name == "back":
            return BACK
        elif name in ("point", "click") and action.pos is not None:
            index = self.index_at(action.pos)
            self.hover = index
            if index is not None:
                self.focus = index
                if name == "click":
                    return self.click(index, action.pos)
        return None

    def click(self, index: int, pos: tuple[float, float]) -> str | None:
        """A click on row `index`: a segment chooses its value, a stepper's key steps, elsewhere the row is pressed."""
        controls = self.controls.get(index)
        if index < len(OPTIONS) and controls is not None:
            option = OPTIONS[index]
            segment = controls.segment_at(pos) if controls.kind == "segments" else None
            if segment is not None:
                self.settings = from_pairs(dict(self.settings.as_match_options()) | {option.name: option.values[segment]})
                return None
            step = controls.step_at(pos)
            if step:
                self.switch(index, step)
                return None
        return self.press(index)

    def press(self, index: int) -> str | None:
        if index < len(OPTIONS):
            self.switch(index, 1)
            return None
        return BUTTONS[index - len(OPTIONS)]

    def switch(self, index: int, step: int) -> None:
        self.settings = self.settings.stepped(OPTIONS[index].name, step)

    # ------------------------------------------------------------------ draw
    def still_key(self) -> tuple:
        """Changes whenever `draw_still` would draw something else."""
        return self.size, self.record, self.settings, self.seats, self.focus, self.hover, self._explanation()

    def draw(self, surface: pygame.Surface, clock: float, reduced_motion: bool) -> None:
        self.draw_still(surface)
        self.draw_focused(surface, clock, reduced_motion)

    def draw_still(self, surface: pygame.Surface) -> None:
        """Everything but the focused row (its focus breathes: `draw_focused`, every frame)."""
        width, height = self.size
        title = text.draw(surface, _("Bluff – table rules"), text.TITLE, theme.TITLE, bold=True, center=(width // 2, 48))
        title_mark.draw(surface, title)   # (between two planets, as every menu's title)
        line = _("{seats} seats · the last one with dice wins").format(seats=self.seats)
        if self.record:
            line += f" · {self.record}"
        text.draw(surface, line, text.LABEL, theme.TEXT_DIM, box=pygame.Rect(40, 80, width - 80, 38),
                  center=(width // 2, 100))
        for index in range(self.rows):
            if index != self.focus:
                self._draw_row(surface, index, 0.0, True)
        self._draw_card(surface)
        self._draw_example(surface)
        keys = _("Up/Down: choose   Left/Right or Enter/A: switch   P/Start: play   Esc/B: back")
        key_caps.draw(surface, keys, text.LABEL, theme.TEXT_DIM, width - 40, (width // 2, height - 8))

    def card_offset(self) -> int:
        """How far down the card's cup, planets and words stand: on an option (its one line, no game in short under
        it), the three centred in the card (look review 28b: fewer words left the card's foot empty); else 0."""
        if self.focus >= len(OPTIONS):
            return 0
        room = self.explain_rect()
        lines = len(text.wrap(card_notes.break_at_colon(self._explanation(), text.LABEL, room.width), text.LABEL,
                              room.width))
        used = room.top - CARD.top + lines * text.line_height(text.LABEL)
        return max(0, (CARD.height - 14 - used) // 2)

    def _draw_card(self, surface: pygame.Surface) -> None:
        """Beside the rows: the cup, the focused option's planets under it, and what the focused row does."""
        draw_panel(surface, CARD, 200, theme.PANEL_EDGE, radius=12, width=1)
        down = self.card_offset()
        cup = mode_icons.mode_icon("bluff", 92)     # (room at the card's foot for the game in short)
        surface.blit(cup, cup.get_rect(midtop=(CARD.centerx, CARD.top + 14 + down)))
        faces = FACES.get(OPTIONS[self.focus].name if self.focus < len(OPTIONS) else "buttons", ())
        size, gap = CARD_DIE, 10
        x = CARD.centerx - (len(faces) * (size + gap) - gap) // 2
        for face in faces:
            surface.blit(card_die(face), (x, CARD.top + 116 + down))   # (Bluff's 6: a star)
            x += size + gap
        said = card_notes.break_at_colon(self._explanation(), text.LABEL, self.explain_rect().width)
        said = text.draw_lines(surface, said, text.LABEL, self.explain_rect().move(0, down), theme.ACCENT, align="center")
        bottom = said[-1].bottom if said else self.explain_rect().top
        if self.focus >= len(OPTIONS):   # (an option's card says its one line alone: look review 28b, fewer words)
            card_notes.draw_in_short(surface, CARD, bottom, tuple(_(line) for line in BASICS), text.LABEL)

    def _draw_example(self, surface: pygame.Surface) -> None:
        """A round in three steps: Ana's bid (its planets), Ben's doubt, the cups lifted (the planets that count lit,
        the star among them) and who loses a die; the caption in front when the width allows."""
        inner = EXAMPLE.inflate(-2 * EXAMPLE_AIR, 0)
        caption = _("For example:")
        for said_size in (text.LABEL, text.BODY):    # (the words said a size smaller where the row is tight: German)
            steps = []
            for k, (title, faces, lit, words) in enumerate(STEPS):
                title = f"{k + 1}. {_(title)}"
                words = self.outcome() if words is None else words   # (the last step: as the switches stand)
                planets = len(faces) * (TOKEN + TOKEN_GAP) - TOKEN_GAP if faces else 0
                said = _(words) if words else ""
                content = planets + (12 if faces and said else 0) + (text.width_of(said, said_size) if said else 0)
                steps.append((title, faces, lit, said, max(text.width_of(title, text.LABEL, True), content)))
            content = sum(step[-1] for step in steps) + text.width_of(caption, text.LABEL)
            if (inner.width - content) // len(steps) >= 14:
                break
        # the gaps as wide as the room allows, 14 px or more, so the caption stands in front in German too (look review
        # 18: it was dropped there); too wide even so, the caption goes
        gap = min(STEP_GAP, (inner.width - content) // len(steps))
        shown = gap >= 14
        gap = gap if shown else STEP_GAP
        widths = sum(step[-1] for step in steps) + gap * (len(steps) - 1)
        room = text.width_of(caption, text.LABEL) + gap if shown else 0
        draw_panel(surface, EXAMPLE, 150, theme.PANEL_EDGE, radius=12, width=1)
        x = inner.centerx - (widths + room) // 2
        if shown:
            text.draw(surface, caption, text.LABEL, theme.TEXT_DIM, midleft=(x, EXAMPLE.centery))
            x += room
        for title, faces, lit, said, width in steps:
            text.draw(surface, title, text.LABEL, theme.TEXT, bold=True, topleft=(x, EXAMPLE.top + 10),
                      box=pygame.Rect(x, EXAMPLE.top + 8, inner.right - x, 34))
            left, middle = x, EXAMPLE.top + 66
            for face, on in zip(faces, lit, strict=True):
                token = example_die(face, on=on)
                surface.blit(token, token.get_rect(midleft=(left, middle)))
                left += TOKEN + TOKEN_GAP
            if said:
                text.draw(surface, said, said_size, theme.ACCENT, midleft=(left + (12 - TOKEN_GAP if faces else 0), middle),
                          box=pygame.Rect(x, middle - 17, inner.right - x, 34))
            x += width + gap

    def outcome(self) -> str:
        """The example's last words: who loses a die under the exact options as they stand."""
        return _(OUTCOMES[bool(self.settings.value("exact_hits_everyone")), bool(self.settings.value("exact_pays_bidder"))])

    def _explanation(self) -> str:
        """What the focused row does: its option's explanation, or what Start or Back does."""
        if self.focus < len(OPTIONS):
            option = OPTIONS[self.focus]
            return option.explain(self.settings.value(option.name))
        if BUTTONS[self.focus - len(OPTIONS)] == START:
            return _("Start the first game with these table rules.")
        return _("Back to the seats: change who plays.")

    def draw_focused(self, surface: pygame.Surface, clock: float, reduced_motion: bool) -> None:
        """The focused row with its focus (rows do not overlap: drawn apart, the picture is the same)."""
        self._draw_row(surface, self.focus, clock, reduced_motion)

    def _draw_row(self, surface: pygame.Surface, index: int, clock: float, reduced_motion: bool) -> None:
        rect = self.row_rect(index)
        focused = index == self.focus
        if index >= len(OPTIONS):
            button = BUTTONS[index - len(OPTIONS)]
            marks.button(surface, rect, _(BUTTON_LABELS[button]), text.LABEL, focused=focused,
                         hovered=index == self.hover, clock=clock, reduced_motion=reduced_motion)
            return
        option = OPTIONS[index]
        value = self.settings.value(option.name)
        self.controls[index] = option_rows.draw(
            surface, rect, name=option.name, label=_(option.label), values=option.values, value=value,
            words=self.settings.value_text(option.name), shorts=[option.value_text(v) for v in option.values],
            focused=focused, clock=clock, reduced_motion=reduced_motion)


CARD_DIE = 48   # px: the card's planets under the cup


def example_die(face: int, digit: bool = True, on: bool = True) -> pygame.Surface:
    """A planet of the example strip (Bluff's 6 a star), dim where it does not count; its digit as big as reads at
    800x450 (look review 26 measured ~10 px)."""
    return dice_tokens.face_token(face, TOKEN, star_for_six=True, faded=1.0 if on else 0.45, numeral=digit,
                                  least_numeral=dice_tokens.READ_NUMERAL)


def card_die(face: int, digit: bool = True) -> pygame.Surface:
    """A planet on the card under the cup (the focused option's)."""
    return dice_tokens.face_token(face, CARD_DIE, star_for_six=True, numeral=digit, least_numeral=dice_tokens.READ_NUMERAL)
