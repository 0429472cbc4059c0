"""Arcade-style initials entry for new high scores, one panel per person.

An overlay over the end screen. Every person whose total enters the table gets
a panel with three letters: up/down changes the letter, left/right moves,
confirm goes on (and on OK finishes); up is the next letter (A, B, C …); the mouse clicks the arrows, the letters
and OK. Only the device of that person's seat types in their panel, so several
people enter their initials at the same time. When every panel is done the
table is saved and the scene hands the new places back to the end screen.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable

import pygame

from game.input.actions import MOUSE, Action
from game.match import MatchConfig
from game.render import key_caps, marks, rockets, text, theme
from game.render.flourish import ribbon_picture
from game.render.panel import dim, draw_panel, material
from game.render.surface_cache import surface_cache
from game.scenes.base import Scene
from game.storage import highscores
from game.storage.highscores import ALPHABET, INITIALS_LENGTH
from game.words import _, ngettext, number

OK_SLOT = INITIALS_LENGTH   # the focus slot after the letters
PANEL_WIDTH, PANEL_HEIGHT, PANEL_GAP, PANEL_TOP = 330, 436, 20, 160   # the widest card; four are narrower
SCORE_SIZE = 64     # the score that earned the place, in the reward's gold (look review 25: a dim 25 px line)
LETTERS_Y = 252     # px from a card's top to its letter boxes' middle (under the score)
BOX_WIDTH, BOX_HEIGHT, BOX_GAP = 84, 105, 12   # a letter's box at its largest (mid critique 18: 56 x 70 read small)
LETTER_SIZE = 90
RIBBON_TOP = 20     # px from the top edge to the heading's ribbon (look review 23: at 8 px it looked cramped)
RAYS_REACH = 600   # px from the cards' middle to where the rays fade out


def initials_of(name: str) -> str:
    """The initials a person starts from: each word's first letter or digit, the first word's next letters where
    there are fewer than three words ("Anna" -> "ANN", "Player 1" -> "PL1", "Anna Maria Roth" -> "AMR"), padded with
    "A" (not "AAA" for everyone: it read as a placeholder, look review 14a)."""
    plain = unicodedata.normalize("NFKD", name).upper()          # "Zoë" -> "ZOE", "Jürgen" -> "JUR"
    words = [[c for c in word if c in ALPHABET and c != "-"] for word in plain.split()]
    words = [word for word in words if word]
    if not words:
        return "A" * INITIALS_LENGTH
    heads = [word[0] for word in words][:INITIALS_LENGTH]
    letters = heads[:1] + words[0][1:1 + INITIALS_LENGTH - len(heads)] + heads[1:]
    return "".join(letters).ljust(INITIALS_LENGTH, "A")


BEHIND_DIM = 80   # how much the results behind the card are dimmed (their mode's sky shows: never black)

class InitialsPanel:
    """One person's three letters and where their focus is (pure state)."""

    def __init__(self, seat: int, score: int, initials: str = "A" * INITIALS_LENGTH) -> None:
        self.seat = seat
        self.score = score
        self.letters = list(initials)
        self.slot = 0
        self.done = False
        self.skipped = False

    @property
    def initials(self) -> str:
        return "".join(self.letters)

    def change(self, slot: int, step: int) -> None:
        if slot < INITIALS_LENGTH:
            index = ALPHABET.index(self.letters[slot])
            self.letters[slot] = ALPHABET[(index + step) % len(ALPHABET)]

    def handle(self, name: str) -> str | None:
        """Apply a pressed action; the UI sound it calls for (None: nothing happened)."""
        if self.done:
            return None
        if name in ("up", "down"):
            self.change(self.slot, 1 if name == "up" else -1)
            return "change" if self.slot < OK_SLOT else None
        if name in ("left", "right", "back"):
            before = self.slot
            self.slot = max(0, min(OK_SLOT, self.slot + (1 if name == "right" else -1)))
            return "move" if self.slot != before else None
        if name == "confirm":
            if self.slot == OK_SLOT:
                self.done = True
                return "confirm"
            self.slot += 1
            return "move"
        return None


class InitialsScene(Scene):
    opaque = False
    pause_actions = ()  # B / Esc moves back a letter here

    def __init__(self, app, match: MatchConfig, scores: tuple[tuple[int, int], ...],
                 on_done: Callable[[dict[int, int | None]], None] | None = None, **options) -> None:
        super().__init__(app)
        self.match = match
        self.panels = [InitialsPanel(seat, score, initials_of(match.seats[seat].name)) for seat, score in scores]
        self.on_done = on_done
        self.finished = False

    # ------------------------------------------------------------- layout
    def panel_width(self) -> int:
        count = len(self.panels)
        return min(PANEL_WIDTH, (self.app.size[0] - 40 - (count - 1) * PANEL_GAP) // count)

    def panel_rect(self, index: int) -> pygame.Rect:
        count, width = len(self.panels), self.panel_width()
        total = count * width + (count - 1) * PANEL_GAP
        left = (self.app.size[0] - total) // 2
        return pygame.Rect(left + index * (width + PANEL_GAP), PANEL_TOP, width, PANEL_HEIGHT)

    def box_width(self) -> int:
        """A letter box's width: as large as three fit in the card (four cards are narrower)."""
        return min(BOX_WIDTH, (self.panel_width() - 30 - (INITIALS_LENGTH - 1) * BOX_GAP) // INITIALS_LENGTH)

    def parts(self, index: int) -> dict[str, pygame.Rect]:
        """Clickable parts of panel `index`: box0..2, up0..2, down0..2, ok."""
        panel = self.panel_rect(index)
        parts = {}
        width = self.box_width()
        step = width + BOX_GAP
        first = panel.centerx - step * (INITIALS_LENGTH - 1) / 2
        for slot in range(INITIALS_LENGTH):
            box = pygame.Rect(0, 0, width, BOX_HEIGHT)
            box.center = (round(first + slot * step), panel.y + LETTERS_Y)
            parts[f"box{slot}"] = box
            parts[f"up{slot}"] = pygame.Rect(box.x, box.y - 40, width, 34)
            parts[f"down{slot}"] = pygame.Rect(box.x, box.bottom + 6, width, 34)
        ok = pygame.Rect(0, 0, 130, 44)
        ok.midbottom = (panel.centerx, panel.bottom - 16)
        parts["ok"] = ok
        return parts

    # ------------------------------------------------------------ actions
    def enter(self) -> None:
        self._skip_unplugged()

    def _skip_unplugged(self) -> None:
        """A panel whose pad is gone cannot be typed in: it is left out of the table."""
        for panel in self.panels:
            device = self.match.seats[panel.seat].device
            if not panel.done and device is not None and not self.app.devices.connected(device):
                panel.done = panel.skipped = True
        self._finish_if_done()

    def panel_for(self, action: Action) -> InitialsPanel | None:
        """The panel a device types in: its person's, or for people sharing it (hot seat) the first
        of theirs not done yet, so they enter their initials one after the other."""
        seats = self.match.seats_for(action.device)
        mine = [p for p in self.panels if p.seat in seats]
        return next((p for p in mine if not p.done), mine[0] if mine else None)

    def handle(self, action: Action) -> None:
        if action.name == "device_removed":
            self._skip_unplugged()
            return
        panel = self.panel_for(action)
        if panel is None:
            return
        sound = None
        if action.name == "click" and action.pos is not None:
            sound = self._click(panel, action.pos)
        elif action.device != MOUSE:
            sound = panel.handle(action.name)
        if sound:
            self.app.audio.play(sound)
        self._finish_if_done()

    def _click(self, panel: InitialsPanel, pos: tuple[float, float]) -> str | None:
        if panel.done:
            return None
        for part, rect in self.parts(self.panels.index(panel)).items():
            if not rect.collidepoint(pos):
                continue
            if part == "ok":
                panel.done = True
                return "confirm"
            slot = int(part[-1])
            panel.slot = slot
            if part.startswith("box"):
                return "move"
            panel.change(slot, 1 if part.startswith("up") else -1)
            return "change"
        return None

    def _finish_if_done(self) -> None:
        if self.finished or not all(panel.done for panel in self.panels):
            return
        self.finished = True
        entered = [p for p in self.panels if not p.skipped]
        today = highscores.today()
        positions, notices = highscores.record(
            self.match.info.high_scores, [highscores.Entry(p.initials, p.score, today, (self.match.seats[p.seat].colour,
                                                                                     self.match.seats[p.seat].rocket))
                                          for p in entered])   # (its rocket stands on the podium)
        for notice in notices:
            self.app.notify(notice)
        places: dict[int, int | None] = {p.seat: None for p in self.panels}
        places.update({p.seat: position for p, position in zip(entered, positions, strict=False)})
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        if self.on_done is not None:
            self.on_done(places)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface, BEHIND_DIM)   # the results (their sky, their confetti) still show behind: a party, not a dark room
        width = self.app.size[0]
        cards = self.panel_rect(0).unionall([self.panel_rect(i) for i in range(len(self.panels))])
        rays = _rays(self._edge())   # the win's rays behind the cards, still (review 17: the card floated on a bare sky)
        surface.blit(rays, rays.get_rect(center=cards.center))
        for index, panel in enumerate(self.panels):   # each card lit from behind in its seat's colour
            rect = self.panel_rect(index)
            glow = _glow(rect.width + 160, rect.height + 160, tuple(rockets.seat_colour(self.match.seats[panel.seat].colour)))
            surface.blit(glow, glow.get_rect(center=rect.center))
        self._draw_heading(surface, width)
        for index, panel in enumerate(self.panels):
            self._draw_panel(surface, index, panel)
        hint = _("Up / down: letter   Left / right: move   Enter / A: next, then OK   or click the arrows")
        key_caps.draw(surface, hint, text.LABEL, theme.TEXT_DIM, width - 40, (width // 2, self.app.size[1] - 8))   # under the confetti

    def confetti_keep_off(self) -> list[pygame.Rect]:
        """Where the results' confetti must not show behind this entry (look review 16: it drifted over a card's
        edge): each card and 24 px round it, and the heading's ribbon and ask."""
        width = self.app.size[0]
        ribbon = _ribbon(_("New high score!"), tuple(theme.TITLE))[0].get_rect(midtop=(width // 2, RIBBON_TOP))
        heading = pygame.Rect(width // 2 - width * 3 // 8, 0, width * 3 // 4, ribbon.bottom + 48)   # (the ask under it)
        return [self.panel_rect(index).inflate(48, 48) for index in range(len(self.panels))] + [heading]

    def _draw_heading(self, surface: pygame.Surface, width: int) -> None:
        """The title on a ribbon (edged in the seat's colour, gold for several) and the ask on a dark plate: the
        results' confetti flies behind them, never across their words (look review 15)."""
        edge = self._edge()
        plate, used, words = _ribbon(_("New high score!"), tuple(edge))
        rect = plate.get_rect(midtop=(width // 2, RIBBON_TOP))
        surface.blit(plate, rect)
        text.record_drawn(surface, _("New high score!"), used, words.move(rect.topleft), rect)
        ask = _("Enter your initials") if len(self.panels) == 1 else _("Enter your initials, each with your own controller")
        size = text.fitting_size(ask, text.LABEL, width - 80)
        line = text.render(ask, size, theme.TEXT).get_rect(center=(width // 2, rect.bottom + 22))
        draw_panel(surface, line.inflate(36, 10), 240, edge=None, radius=line.height // 2 + 5)
        text.draw(surface, ask, size, theme.TEXT, center=line.center)

    def _edge(self) -> tuple[int, int, int]:
        """The moment's colour: the one seat's, or gold for several."""
        return tuple(rockets.seat_colour(self.match.seats[self.panels[0].seat].colour) if len(self.panels) == 1
                     else theme.TITLE)

    def _draw_panel(self, surface: pygame.Surface, index: int, panel: InitialsPanel) -> None:
        seat = self.match.seats[panel.seat]
        colour = rockets.seat_colour(seat.colour)
        rect = self.panel_rect(index)
        material(surface, rect, theme.PANEL_RAISED, colour, 16, 4)   # lit from above, its shadow on the sky (the panels')
        rockets.draw_rocket(surface, seat.rocket, seat.colour, (rect.x + 34, rect.y + 40), 48)
        words = pygame.Rect(rect.x + 66, rect.y, rect.width - 76, 80)   # a long name is shortened, never out of the card
        text.draw(surface, seat.name, text.LABEL, theme.TEXT, bold=True, box=words, midleft=(rect.x + 66, rect.y + 40))
        score = ngettext("{points} point", "{points} points", panel.score).format(points=number(panel.score))
        size = text.fitting_size(score, SCORE_SIZE, rect.width - 32, bold=True)   # the place's reason, large and gold
        text.draw(surface, score, size, theme.TITLE, bold=True, center=(rect.centerx, rect.y + 114))
        parts = self.parts(index)
        for slot in range(INITIALS_LENGTH):
            focused = not panel.done and panel.slot == slot
            box = marks.lifted(parts[f"box{slot}"]) if focused else parts[f"box{slot}"]
            # the letter being typed: the focus mark (a little bigger, ringed), as every focus (look review 26: its
            # orange fill was a fourth focus look); every box lies on the same dark, its arrows lit
            pygame.draw.rect(surface, theme.SPACE_LIGHT, box, border_radius=10)
            if focused:
                marks.focus_rect(surface, box, radius=10)
            else:
                pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=10)
            text.draw(surface, panel.letters[slot], LETTER_SIZE, theme.TEXT, bold=True, center=box.center)
            if not panel.done:
                self._arrow(surface, parts[f"up{slot}"], up=True, bright=focused)
                self._arrow(surface, parts[f"down{slot}"], up=False, bright=focused)
        ok = parts["ok"]
        if panel.done:
            label = _("skipped: pad gone") if panel.skipped else _("Done – waiting")
            text.draw(surface, label, text.LABEL, theme.GOOD, center=ok.center)
            return
        ok_focus = panel.slot == OK_SLOT
        marks.button(surface, ok, _("OK"), text.LABEL, focused=ok_focus)

    @staticmethod
    def _arrow(surface: pygame.Surface, rect: pygame.Rect, up: bool, bright: bool) -> None:
        cx, cy = rect.center
        tip, base = (cy - 9, cy + 9) if up else (cy + 9, cy - 9)
        colour = theme.TEXT if bright else theme.TEXT_DIM
        pygame.draw.polygon(surface, colour, [(cx, tip), (cx - 14, base), (cx + 14, base)])



@functools.lru_cache(maxsize=4)   # (a few small pictures: no surface cache's budget spent on them)
def _ribbon(label: str, edge: tuple[int, int, int]) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The title's ribbon (made once: the overlay is drawn every frame)."""
    return ribbon_picture(label, theme.TITLE, edge, 54, 900, edge=5)


@functools.lru_cache(maxsize=2)   # (one moment's colour, and another's: 2 x 5.5 MiB at most)
def _rays(colour: tuple[int, int, int]) -> pygame.Surface:
    """The win celebration's rays (`celebration.rays_picture`), made once per colour: a still light behind the cards."""
    from game.render.celebration import rays_picture

    return rays_picture(RAYS_REACH, colour)


@surface_cache(max_mib=4)
def _glow(width: int, height: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft light of `colour` fading out to the edges of a `width` x `height` picture (kept)."""
    glow = pygame.Surface((width, height), pygame.SRCALPHA)
    steps = 40
    for k in range(steps):   # smaller and stronger inwards (each layer replaces the one under it): no edge shows
        t = k / steps
        rect = pygame.Rect(0, 0, round(width * (1 - 0.55 * t)), round(height * (1 - 0.55 * t)))
        rect.center = (width // 2, height // 2)
        pygame.draw.ellipse(glow, (*colour, round(120 * t * t)), rect)
    return glow
