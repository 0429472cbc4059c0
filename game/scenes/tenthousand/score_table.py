"""The scoring table of the rules in play, with pictures of the dice: one press away during a game.

An overlay over the table (the game beneath is drawn dimmed and does not move). Any key, button or
click closes it. The rows come from ``words.table_rows`` (every number asked of the rules).
"""

from __future__ import annotations

import pygame

from game.input.actions import Action
from game.render import text, theme
from game.render.dice_tokens import draw_face_token
from game.render.panel import dim, draw_panel
from game.rules.tenthousand import CLASSIC, TenThousandRules
from game.scenes.base import Scene
from game.scenes.tenthousand.words import table_rows
from game.words import _, number

TOKEN = 34
ROW = 40


def draw_rows(surface: pygame.Surface, rules: TenThousandRules, topleft: tuple[int, int], width: int) -> int:
    """Draw the table's rows from `topleft`, two columns across `width`; returns the bottom y."""
    rows = table_rows(rules)
    half = (len(rows) + 1) // 2
    left, top = topleft
    column_width = width // 2
    for index, (dice, points, note) in enumerate(rows):
        column, row = divmod(index, half)
        x = left + column * column_width
        y = top + row * ROW
        for i, face in enumerate(dice):
            draw_face_token(surface, (x + TOKEN // 2 + i * (TOKEN + 4), y + TOKEN // 2), TOKEN, face)
        text.draw(surface, number(points), 28, theme.TEXT, bold=True, midright=(x + 6 * (TOKEN + 4) + 86, y + TOKEN // 2))
        note_left = x + 6 * (TOKEN + 4) + 96
        text.draw(surface, note, 20, theme.TEXT_DIM, box=pygame.Rect(note_left, y, x + column_width - 14 - note_left, TOKEN),
                  midleft=(note_left, y + TOKEN // 2))
    return top + half * ROW


def rules_lines(rules: TenThousandRules) -> list[str]:
    lines = [_("Bank with at least {points} points in the turn.").format(points=number(rules.bank_minimum))]
    if rules.confirmation:
        lines.append(_("After three alike or a straight, {points} more points before banking.").format(
            points=number(rules.confirmation)))
    if rules.bankrupt:
        lines.append(_("Bankrupt: a first throw that scores nothing wipes the total."))
    lines.append(_("Dice of different throws never combine."))
    return lines


class ScoreTableScene(Scene):
    opaque = False
    pause_actions = ()

    def __init__(self, app, rules: TenThousandRules = CLASSIC, title: str = "10000", **options: object) -> None:
        super().__init__(app)
        self.rules = rules
        self.title = title

    def handle(self, action: Action) -> None:
        if action.name in ("confirm", "back", "pause", "next", "prev", "click", "hint", "roll", "lock"):
            self.app.audio.play("back")
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface, 210)
        width, height = self.app.size
        box = pygame.Rect(0, 0, 1160, 640)
        box.center = (width // 2, height // 2)
        draw_panel(surface, box, alpha=250)
        text.draw(surface, _("{mode}: what scores").format(mode=_(self.title)), 40, theme.TITLE, bold=True, midtop=(box.centerx, box.top + 16))
        bottom = draw_rows(surface, self.rules, (box.left + 36, box.top + 80), box.width - 72)
        for i, line in enumerate(rules_lines(self.rules)):
            text.draw(surface, line, 22, theme.TEXT, midleft=(box.left + 36, bottom + 18 + 28 * i))
        text.draw(surface, _("Any key or button: back to the game"), 20, theme.ACCENT,
                  midbottom=(box.centerx, box.bottom - 12))
