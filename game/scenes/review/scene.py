"""The review of one seat's game (registry "review"), opened from the results screen.

``ReviewScene(app, result=MatchResult, seat=S)`` reads the match's coach (``result.coach``): for a
priced game the chart of the game, the accuracy, the points given up and the three costliest decisions;
left / right step through every turn (its decisions as cards; up / down page them), Enter / A goes back
to the costliest, a click on the chart picks a turn. For Bluff: the story, round by round (up / down).
Without a result (``--scene review [mode=...]``) it shows a sample game (``sample.py``).

The review is priced as the game goes; if the last decisions are still being priced when it opens, it
says so and shows the review the moment it is ready (never blocking a frame).
"""

from __future__ import annotations

import pygame

from game.input.actions import Action
from game.match import MatchResult
from game.render import key_caps, marks, rockets, sky, text, theme
from game.render.panel import draw_panel
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.review import bluff_view, view, words
from game.scenes.review.chart import Chart
from game.scenes.review.seats import reviewable_seats
from game.words import _

BACK_BUTTON = pygame.Rect(1124, 630, 136, 44)   # bottom right, where the other screens keep Back (review 13), over the
HELP_RIGHT = BACK_BUTTON.left - 14               # key hints' row (review 15: in it, 12 px off the edge); hints of two
                                                 # lines keep to its left


class ReviewScene(BackdropScene):
    pause_actions = ()
    backdrop_seed = 13
    backdrop_planets = 0    # its panels fill the screen: the sky shows stars only

    def __init__(self, app, result: MatchResult | None = None, seat: int = 0, mode: str = "dicetime",
                 **options) -> None:
        if result is None:
            from game.scenes.review.sample import sample_result

            result = sample_result(mode)
        self.sky_mood = sky.mood_of(result.config.mode)   # the sky of the mode played
        super().__init__(app)
        self.result = result
        self.coach = result.coach
        self.story = self.coach if hasattr(self.coach, "rounds") else None
        self.choices = reviewable_seats(result)
        self.hovered_back = False
        self._show(seat if seat in self.choices or not self.choices else self.choices[0])

    def _show(self, seat: int) -> None:
        self.seat = seat
        self.info = self.result.config.seats[seat]
        self.review = None
        self.chart: Chart | None = None
        self.turn: int | None = None      # None: the costliest decisions; else the turn shown
        self.page = 0                     # first decision card shown of the turn
        self.first_round = 0              # Bluff: first round row shown
        self._look()

    # ------------------------------------------------------------------ the review itself
    def _look(self) -> None:
        """Take the review once the coach has priced everything (never waits)."""
        if self.story is not None or self.review is not None or self.coach is None:
            return
        if not self.coach.settled:
            return
        self.review = self.coach.review(self.seat, timeout=0)
        if self.review is not None:
            self.chart = Chart(view.CHART, self.review, rockets.seat_colour(self.info.colour))

    @property
    def ready(self) -> bool:
        return self.story is not None or self.review is not None

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
        name = action.name
        if name in ("back", "pause"):
            self.close()
            return
        if name == "point":
            self.hovered_back = BACK_BUTTON.collidepoint(action.pos)
            return
        if name == "click":
            self._click(action.pos)
            return
        if name in ("prev", "next") and len(self.choices) > 1:
            index = self.choices.index(self.seat) if self.seat in self.choices else 0
            self._show(self.choices[(index + (1 if name == "next" else -1)) % len(self.choices)])
            self.app.audio.play("move")
            return
        if self.story is not None:
            self._story_step(name)
        elif self.review is not None:
            self._review_step(name)

    def close(self) -> None:
        self.app.audio.play("back")
        self.app.scenes.pop()

    def _click(self, pos) -> None:
        if BACK_BUTTON.collidepoint(pos):
            self.close()
        elif self.chart is not None:
            turn = self.chart.turn_at(pos)
            if turn is not None:
                self.turn, self.page = turn, 0
                self.app.audio.play("move")

    def _review_step(self, name: str) -> None:
        count = len(self.review.turns)
        if name in ("left", "right"):
            step = -1 if name == "left" else 1
            if self.turn is None:
                self.turn = 0 if step > 0 else count - 1
            else:
                self.turn = (self.turn + step) % count
            self.page = 0
            self.app.audio.play("move")
        elif name in ("up", "down") and self.turn is not None:
            decisions = len(self.review.turns[self.turn].decisions)
            pages = max(1, -(-decisions // view.CARDS_SHOWN))
            self.page = (self.page + (1 if name == "down" else -1)) % pages
            self.app.audio.play("move")
        elif name == "confirm":
            self.turn = None
            self.app.audio.play("confirm")

    def _story_step(self, name: str) -> None:
        last = max(0, len(self.story.rounds) - bluff_view.ROWS_SHOWN)
        if name in ("up", "down", "left", "right"):
            step = -1 if name in ("up", "left") else 1
            self.first_round = max(0, min(last, self.first_round + step))
            self.app.audio.play("move")

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.ready:
            self._look()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        with self.sky(surface):
            width = self.app.size[0]
            label = getattr(self.coach, "label", None) or self.result.config.title
            title = f"{_(words.TITLE)} · {self.info.name} · {_(label)}"
            text.draw(surface, title, text.HEADING, theme.TITLE, bold=True, box=pygame.Rect(160, 8, width - 320, 50),
                      center=(width // 2, 36))
            reduced = self.app.settings.reduced_motion
            if self.story is not None:
                self._draw_story(surface, reduced)
            elif self.review is not None:
                self._draw_review(surface, reduced)
            else:
                message = words.LOADING if self.coach is not None and self.coach.failed is None else words.UNAVAILABLE
                text.draw(surface, _(message), text.LABEL, theme.TEXT_DIM, center=(width // 2, 360))
            marks.button(surface, BACK_BUTTON, _(words.BACK), text.LABEL, hovered=self.hovered_back)
        self.draw_fade_in(surface)

    def _draw_review(self, surface: pygame.Surface, reduced: bool) -> None:
        review = self.review
        text.draw(surface, _(words.AGAINST[review.against]), text.LABEL, theme.TEXT_DIM,
                  box=pygame.Rect(20, 62, 1240, 34), center=(640, 79))
        draw_panel(surface, view.CHART)
        self.chart.draw(surface, self.turn)
        view.draw_summary(surface, review)
        if self.turn is None:
            costliest = review.costliest()
            view.draw_cards(surface, words.costliest(len(costliest)), costliest, review.unit, clock=self.time,
                            reduced_motion=reduced, note=view.totals(review) if review.decisions else "",
                            colour=self._colour())
        else:
            turn = review.turns[self.turn]
            start = self.page * view.CARDS_SHOWN
            shown = turn.decisions[start:start + view.CARDS_SHOWN]
            more = max(0, len(turn.decisions) - view.CARDS_SHOWN)
            priced = any(d.priced is not None for d in turn.decisions)
            heading = words.turn_heading(self.turn + 1, len(review.turns), review.unit,
                                         turn.given_up if priced else None)
            view.draw_cards(surface, heading, shown, review.unit, more=more, clock=self.time, reduced_motion=reduced,
                            empty=_(words.TURN_NO_DECISIONS), colour=self._colour())
        self._help(surface, words.HELP)

    def _colour(self):
        return rockets.seat_colour(self.info.colour)

    def _help(self, surface: pygame.Surface, line: str) -> None:
        """The key hints along the bottom, at label size: one line, or two split between two controls."""
        line = words.help_line(line, seats=len(self.choices) > 1)
        height = self.app.size[1]
        width = self.app.size[0] - 40
        if len(key_caps.rows(line, text.LABEL, width)) > 1:
            width = HELP_RIGHT - 20
        key_caps.draw(surface, line, text.LABEL, theme.TEXT_DIM, width, (20 + width // 2, height - 6))

    def _draw_story(self, surface: pygame.Surface, reduced: bool) -> None:
        subtitle = _(words.BLUFF_SUBTITLE)
        text.draw(surface, subtitle, self.title_size(subtitle, text.LABEL, 76, bold=False), theme.TEXT_DIM,
                  box=pygame.Rect(20, 58, 1240, 38), center=(640, 76))
        colour = rockets.seat_colour(self.info.colour)
        bluff_view.draw_summary(surface, self.story, self.seat, colour, (640, 122))
        bluff_view.draw_story(surface, self.story, self.result.config.seats, self.seat, self.first_round, None,
                              self.time, reduced)
        left = bluff_view.AREA.left + 16
        legend = bluff_view.draw_legend(surface, (left, BACK_BUTTON.centery))
        key = (legend.right + 30, BACK_BUTTON.centery)   # the seats' badges beside it, or over it when not all fit
        if not bluff_view.seat_key_fits(self.result.config.seats, key[0], BACK_BUTTON.left - 16):
            key = (left, (bluff_view.AREA.bottom + BACK_BUTTON.top) // 2 - 2)
        bluff_view.draw_seat_key(surface, self.result.config.seats, key, BACK_BUTTON.left - 16)
        self._help(surface, words.HELP_BLUFF)
