"""The results card's score track: the level's score against its three star marks, on one bar.

A bar from nothing to a little past the third star's mark (or past the score, if higher; for a level whose stars
go by the time left at the target, the level's clock, or, the target missed, the score up to the target's mark,
with no computer's mark: its time left says nothing there). A star sits on the bar at each star's mark; the player's pin ("You 119") stands above the bar at their score, the computer player's usual
score ("Computer 98") hangs under it. The pin and its number ride the bar's end as it fills, so the picture
never shows a score on the wrong side of the computer's. The bar fills as the card shows: on a won card it reaches each star's
mark as that star lands on the card (the card's own star timing, `cards.FLY_*`), then runs on to the score;
on a lost card it climbs and stops short, the stretch it fell short by glows dull red, and the card's empty
stars dim in turn, each with a shake and a crack (`lost_star`). With reduced motion every part is in its
last place at once.

Drawn with rects, lines and polygons and lines of text the text cache keeps (the labels never change while
the card shows): nothing new per frame."""

from __future__ import annotations

import math

import pygame

from game.render import text, theme
from game.render.clock import clock_text
from game.words import _, ngettext, number

HEIGHT = 120             # px the track takes on the card: the pin's label, the bar and its stars, the computer's
CLEAR = 5                # px between a star mark's points and a tick over or under it (look review 28b d11: the pin,
                         # a star mark and the computer's tick piled up, touching, at 125 / 125 / 122)
BAR = 12                 # px: the bar's thickness
MARK = 13                # px: a star mark's outer radius on the bar
RUN_ON = 0.35            # s: after the last star landed, the bar runs on to the score
CLIMB = 1.0              # s: a lost card's bar climbs to the score (easing out), then the stars dim
DIM_STEP = 0.18          # s between the lost card's stars dimming
SHAKE = 0.24             # s a dimming star shakes
GROOVE = (18, 20, 40)
FILL_WON, FILL_LOST = theme.TITLE, (150, 140, 172)
SHORT = (168, 70, 86)    # the stretch a lost card fell short by (the lost card's dull red rim)
LIT_EMPTY, DULL_EMPTY = (206, 196, 222), (96, 88, 112)   # a lost card's empty star, before and after it dims
CRACK = (40, 30, 44)
SHORT_LIT = (222, 104, 118)   # the crack's edge


class ScoreTrack:
    """The track of one finished level (`level`, the card's `outcome`)."""

    def __init__(self, level, outcome, fly_start: float, fly_step: float, fly_time: float) -> None:
        self.by_time = level.stars.time_left is not None and outcome.target_reached
        self.to_target = level.stars.time_left is not None and not outcome.target_reached   # the score, to the target
        self.goals = (level.target,) if self.to_target else tuple(level.star_goals)
        self.value = outcome.time_left if self.by_time else float(outcome.score)
        self.stars = outcome.stars
        self.top = float(level.time_limit) if self.by_time else max(self.goals[-1], self.value) * 1.1 or 1.0
        landings = [fly_start + i * fly_step + fly_time for i in range(self.stars)]
        if self.stars:   # the bar reaches each star's mark as the star lands, then runs on to the score
            self.keys = [(fly_start, 0.0)] + list(zip(landings, self.goals, strict=False))
            self.keys.append((landings[-1] + RUN_ON, self.value))
        else:
            self.keys = [(fly_start, 0.0), (fly_start + CLIMB, self.value)]
        self.stop = self.keys[-1][0]   # the bar at rest: a lost card's stars dim from here

    def shown(self, value: float) -> str:
        return clock_text(value) if self.by_time else number(round(value))

    def reach(self, age: float, reduced: bool) -> float:
        """The bar's value `age` s after the card showed."""
        if reduced or age >= self.stop:
            return self.value
        for (t0, v0), (t1, v1) in zip(self.keys, self.keys[1:], strict=False):
            if age < t1:
                f = max(0.0, (age - t0) / (t1 - t0))
                if not self.stars:
                    f = 1 - (1 - f) ** 3   # a lost card's bar slows as it nears where it stops
                return v0 + (v1 - v0) * f
        return self.value

    def short_line(self) -> str | None:
        """How close a lost card came: "12 points short of a star" (or of the target; None with nothing short)."""
        if self.stars or self.by_time or self.value >= self.goals[0]:
            return None
        short = round(self.goals[0] - self.value)
        if self.to_target:
            return ngettext("{n} point short of the target", "{n} points short of the target", short).format(n=short)
        return ngettext("{n} point short of a star", "{n} points short of a star", short).format(n=short)

    def dim_since(self, index: int, age: float, reduced: bool) -> float | None:
        """How long ago a lost card's empty star `index` dimmed (None: not yet; a large number with reduced motion)."""
        if self.stars:
            return None
        if reduced:
            return 99.0
        since = age - self.stop - index * DIM_STEP
        return since if since >= 0 else None

    def draw(self, surface: pygame.Surface, area: pygame.Rect, age: float, reduced: bool,
             computer: float | None) -> None:
        """The track in `area` (`HEIGHT` tall); `computer`: the computer player's usual score (or time left)."""
        bar = bar_rect(area)

        def x_of(value: float) -> int:
            return round(bar.left + bar.width * max(0.0, min(1.0, value / self.top)))

        now = self.reach(age, reduced)
        pygame.draw.rect(surface, GROOVE, bar, border_radius=BAR // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=BAR // 2)
        if self.short_line() is not None and (reduced or age >= self.stop):
            gap = pygame.Rect(x_of(self.value), bar.top, x_of(self.goals[0]) - x_of(self.value), BAR)
            glow = 0.8 if reduced else 0.8 + 0.5 * max(0.0, 1 - (age - self.stop) / 0.6)
            pygame.draw.rect(surface, tuple(min(255, round(c * glow)) for c in SHORT), gap)
        filled = pygame.Rect(bar.left, bar.top, x_of(now) - bar.left, BAR)
        if filled.width > 0:
            pygame.draw.rect(surface, FILL_WON if self.stars else FILL_LOST, filled, border_radius=BAR // 2)
        for i, goal in enumerate(self.goals):
            centre = (x_of(goal), bar.centery)
            points = star_points(centre, MARK)
            if self.stars > i and now >= goal:
                pygame.draw.polygon(surface, theme.TITLE, points)
                pygame.draw.polygon(surface, (255, 236, 160), points, 1)
            else:
                pygame.draw.polygon(surface, GROOVE, points)
                pygame.draw.polygon(surface, theme.TEXT_DISABLED, points, 2)
        if computer is not None and not self.to_target:   # the computer's usual score (or time left): a tick, its label
            # under the star marks, as the pin is over them (look review 17m: at 122 its tick, just under the bar,
            # ran into the 125 mark's points)
            x, tip = x_of(computer), bar.centery + MARK + CLEAR
            pygame.draw.polygon(surface, theme.ACCENT, [(x, tip), (x - 7, tip + 7), (x + 7, tip + 7)])
            label = _("Computer {points}").format(points=self.shown(computer))
            _label(surface, label, theme.ACCENT, x, area, midtop=tip + 7)
        if reduced or age >= self.keys[0][0]:
            # the pin: a tick over the bar pointing down at the score, clear of the star marks (look13d: a needle
            # through the bar crossed the 115 mark at a score of 119)
            x = x_of(now)
            tip = bar.centery - MARK - CLEAR
            pygame.draw.polygon(surface, theme.TEXT, [(x, tip), (x - 6, tip - 7), (x + 6, tip - 7)])
            # its label rides with it and counts with the bar (look review 16: "You 124" over a pin still short
            # of "Computer 122" contradicted the numbers while the bar ran on)
            _label(surface, _("You {points}").format(points=self.shown(now)), theme.TEXT, x,
                   area, midbottom=tip - 7, bold=True)


def bar_rect(area: pygame.Rect) -> pygame.Rect:
    """The track's bar in `area` (its star marks sit on its middle line)."""
    return pygame.Rect(area.left + 24, area.top + 56, area.width - 48, BAR)


def _label(surface: pygame.Surface, line: str, colour, x: int, area: pygame.Rect, *, bold: bool = False,
           midtop: int | None = None, midbottom: int | None = None) -> None:
    """A label centred on `x`, kept inside `area`."""
    width = text.width_of(line, text.LABEL, bold)
    centre = max(area.left + width // 2 + 4, min(area.right - width // 2 - 4, x))
    if midtop is not None:
        text.draw(surface, line, text.LABEL, colour, bold=bold, midtop=(centre, midtop), box=area)
    else:
        text.draw(surface, line, text.LABEL, colour, bold=bold, midbottom=(centre, midbottom), box=area)


def lost_star(surface: pygame.Surface, centre: tuple[int, int], size: float, since: float | None) -> None:
    """A lost card's empty star: lit until its turn (`since` None), then it shakes, dims and cracks."""
    if since is None:
        pygame.draw.polygon(surface, LIT_EMPTY, star_points(centre, size), max(1, round(size / 10)))
        return
    shake = max(0.0, 1 - since / SHAKE)
    at = (centre[0] + 4 * shake * math.sin(since * 70), centre[1])
    t = min(1.0, since / SHAKE)
    colour = tuple(round(a + (b - a) * t) for a, b in zip(LIT_EMPTY, DULL_EMPTY, strict=True))
    pygame.draw.polygon(surface, colour, star_points(at, size), max(1, round(size / 10)))
    if since >= SHAKE * 0.5:   # the crack: a jagged line down through the star
        x, y = at
        crack = [(x - size * 0.1, y - size * 0.9), (x + size * 0.12, y - size * 0.35), (x - size * 0.14, y + size * 0.05),
                 (x + size * 0.1, y + size * 0.45), (x - size * 0.05, y + size * 0.7)]
        pygame.draw.lines(surface, CRACK, False, crack, 5)
        pygame.draw.lines(surface, SHORT_LIT, False, crack, 2)


def star_points(centre: tuple[float, float], size: float, turn: float = 0.0) -> list[tuple[float, float]]:
    """A five-pointed star's corners around `centre` (`size`: the outer radius), turned by `turn` radians."""
    return [(centre[0] + (size if k % 2 == 0 else size * 0.45) * math.cos(-math.pi / 2 + turn + k * math.pi / 5),
             centre[1] + (size if k % 2 == 0 else size * 0.45) * math.sin(-math.pi / 2 + turn + k * math.pi / 5))
            for k in range(10)]
