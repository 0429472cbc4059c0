"""The Dicetime Puzzle on screen: one player, one pool of rerolls for the whole game, a timer.

The play scene of Dicetime with a `PuzzleBoard`: every turn starts with a free throw of
all five planets, every reroll spends one from the pool (shown beside the buttons), and
the timer in the upper middle counts down while the scene runs, also while the planets
roll. Opening the pause overlay stops it: the app updates only the top scene. When the
time is up, or all 13 rows are filled, the results show the score (filled rows plus the
bonus) and a good one enters the "puzzle" high-score table, with what a perfect player averages
with that pool. Hint (H, pad Y, the Hint button) shows what perfect play does now and what the
current choice gives up (`game.ai.puzzle_optimal`, the exact table built in the background).

Solo, so any device plays: the keyboard, the mouse and every pad act for the one seat, which
follows the device that acted last (rumble, high-score initials).
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.input.actions import Action
from game.match import MatchConfig, quick_match
from game.render import marks, text, theme
from game.render.clock import clock_text
from game.rules.puzzle import DEFAULT_REROLLS, RULE_TIME_LIMIT, PuzzleGame
from game.scenes.playkit.chrome import MARGIN, TOP
from game.scenes.playkit.play_scene import default_match
from game.scenes.scoretable.boards import Board, PuzzleBoard
from game.scenes.scoretable.layout import BUTTON_HEIGHT
from game.scenes.scoretable.scene import ScoreTableScene
from game.scenes.scoretable.turn_flow import TurnFlow

DEFAULT_TIME_LIMIT = RULE_TIME_LIMIT   # s, unless a level (or the caller) says otherwise
WARNING_SECONDS = 30.0          # the timer turns the warning colour for the last 30 s
BLINK_SECONDS = 10.0            # ... and blinks for the last 10 s (not with reduced motion)
TICK_SECONDS = 10               # a tick sounds each second of the last 10 (softer with reduced motion)
TIMER_SIZE = (210, 46)
CLOCK_FONT = 38
POOL_FONT = 30


def puzzle_match(rerolls: int = DEFAULT_REROLLS, time_limit: float = DEFAULT_TIME_LIMIT,
                 mode: str = "puzzle") -> MatchConfig:
    """One person (on the keyboard, though any device plays) with the puzzle's pool and time
    (`mode` "campaign" for a campaign level)."""
    return replace(quick_match(mode, computers=0),
                   options=(("rerolls", rerolls), ("time_limit", time_limit)))


class PuzzleScene(ScoreTableScene):
    mode = "puzzle"
    no_rolls = "No rerolls left in the pool"
    seat_policy = "solo"   # any device plays; the seat follows the device that acted last

    def __init__(self, app, match: MatchConfig | None = None, rerolls: int | None = None,
                 time_limit: float | None = None, attract: bool = False, **options: object) -> None:
        """`rerolls` and `time_limit` (s) override the match's (a rematch keeps them); the
        defaults are 26 rerolls and 8 minutes. `attract`: a computer plays it (a demo)."""
        base = match if match is not None else default_match(self.mode, attract=True) if attract \
            else puzzle_match(mode=self.mode)
        if base.mode != self.mode:
            raise ValueError(f"a {self.mode} scene needs a {self.mode} match, got mode {base.mode!r}")
        settings = dict(base.options)
        if rerolls is not None:
            settings["rerolls"] = rerolls
        if time_limit is not None:
            settings["time_limit"] = time_limit
        self.rerolls = int(settings.get("rerolls", DEFAULT_REROLLS))
        self.time_limit = float(settings.get("time_limit", DEFAULT_TIME_LIMIT))
        base = replace(base, options=(("rerolls", self.rerolls), ("time_limit", self.time_limit)))
        self.ticks = 0   # ticks sounded in the last ten seconds
        super().__init__(app, match=base, **options)
        play = self.play_rect
        left = self.main_controls.hint.right + MARGIN
        self.pool_rect = pygame.Rect(left, self.main_controls.roll.top, play.right - left, BUTTON_HEIGHT)
        self.timer_rect = pygame.Rect((0, 0), TIMER_SIZE)
        self.timer_rect.center = (app.size[0] // 2, TOP // 2)

    def make_board(self, match: MatchConfig) -> Board:
        return PuzzleBoard(PuzzleGame(rerolls=self.rerolls, time_limit=self.time_limit))

    @property
    def time_left(self) -> float:
        return self.board.time_left or 0.0

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
        if action.name not in ("point", "device_added", "device_removed"):
            self.seating.follow(action.device)   # rumble and the initials go to the device in hand
        super().handle(action)

    # ----------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        """The clock runs whenever the scene runs (not under the pause overlay), rolls included."""
        if not self.ended and not self.board.is_over and not self.orphans():
            before = self.time_left
            self.board.advance_time(dt)
            if self.board.timed_out:
                self._time_up()
            elif math.ceil(self.time_left) < math.ceil(before) and math.ceil(self.time_left) <= TICK_SECONDS:
                self._tick(math.ceil(self.time_left))   # the clock shows 0:10, 0:09, ... 0:01
        super().update(dt)

    def _tick(self, seconds: int) -> None:
        """One of the last ten seconds went: a tick, higher for the last three (softer with reduced motion)."""
        self.ticks += 1
        volume = 0.35 if self.app.settings.reduced_motion else 0.8
        self.app.audio.play("tick_urgent" if seconds <= 3 else "tick", volume)

    def _time_up(self) -> None:
        """The turn in hand is dropped; the filled rows and the bonus count."""
        self.hints.clear()
        self.messages.clear()
        self.sync_flows()  # no turn is open any more: the results follow after END_DELAY
        self.effects.banner("TIME'S UP!", theme.BAD, self.tray_rect.center, life=2.0)
        self.app.audio.play("zero", 0.9)

    # ------------------------------------------------------------------- draw
    def clock_state(self) -> tuple[str, bool, bool]:
        """(shown time, warning colour, blink phase on): what the clock looks like now."""
        left = self.time_left
        warning = left <= WARNING_SECONDS
        blink = (warning and left <= BLINK_SECONDS and left > 0 and not self.app.settings.reduced_motion
                 and (left % 1.0) < 0.5)
        return clock_text(left), warning, blink

    def still_key(self) -> tuple:
        return super().still_key() + (self.board.rerolls_left,)

    def patches(self) -> tuple:
        """The clock changes every second: it is drawn again alone, over the kept still layer."""
        return super().patches() + ((self.clock_state(), self._draw_clock),)

    def _draw_clock(self, surface: pygame.Surface) -> None:
        shown, warning, blink = self.clock_state()
        colour = theme.BAD if warning else theme.TEXT
        if blink:
            colour = theme.TEXT
        rect = self.timer_rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=12)
        pygame.draw.rect(surface, theme.BAD if warning else theme.PANEL_EDGE, rect, 3 if warning else 1,
                         border_radius=12)
        face = (rect.left + 30, rect.centery)
        pygame.draw.circle(surface, colour, face, 14, 3)                      # a little clock face
        pygame.draw.line(surface, colour, face, (face[0], face[1] - 9), 3)
        pygame.draw.line(surface, colour, face, (face[0] + 7, face[1]), 3)
        text.draw(surface, shown, CLOCK_FONT, colour, bold=True, center=(rect.centerx + 18, rect.centery))

    def draw_still(self, surface: pygame.Surface) -> None:
        super().draw_still(surface)
        self._draw_pool(surface)

    @property
    def pool_label(self) -> str:
        return f"Rerolls left: {self.board.rerolls_left}"

    def _draw_pool(self, surface: pygame.Surface) -> None:
        # A status box, not a button: a plain frame (red with stripes only once the pool is empty).
        rect = self.pool_rect
        if self.board.rerolls_left:
            pygame.draw.rect(surface, theme.SPACE_LIGHT, rect, border_radius=10)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=10)
            text.draw(surface, self.pool_label, POOL_FONT, theme.TEXT, bold=True, box=rect.inflate(-12, 0),
                      center=rect.center)
        else:
            marks.danger_box(surface, rect, radius=10)
            text.draw(surface, self.pool_label, POOL_FONT, theme.SPACE, bold=True, box=rect.inflate(-40, 0),
                      center=rect.center)

    def roll_label(self, flow: TurnFlow, big: bool) -> str:
        if not flow.turn.has_rolled:
            return "Roll (free)"
        return "Reroll" if flow.turn.rolls_left else "Pool empty"
