"""The cards a campaign level shows over its table: the intro before the clock starts, and the
results when the level is over (stars, score, bests, the computer player's median, Retry / Next
level / Map). Drawn in the middle of the play area; the clock and the pool stay visible.

A won level's card is gold-tinted, lit behind its star row, and its stars slam in one by one (each lands
on a spiky gold seal with a flare, a ring of sparks round it and a tick); a level without a star has a muted card of its own, edged
in a dull red. With reduced motion the stars are in place at once. The card's face is one picture made
with the card (`_face`); stars and sparks are polygons and circles: nothing new per frame. Behind a won
card a soft gold burst of light (`burst`: made once with the card, as its face is; added to the dimmed table).

Every line reads at 800x450 (label size: 11 px letters). The main button is lit in the main action's teal
(`theme.ACTION_FACE`, no seat's colour):
Next level after a star, Retry without one; the others are the raised keys of every dialog, as on a won card (look
review 19: flat quiet buttons on the lost card were unlike every other dialog's)."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.campaign.model import Level
from game.campaign.yardstick import ComputerMedian
from game.render import celebration, key_icons, marks, text, text_lines, theme
from game.render.clock import clock_text
from game.render.panel import dim, draw_panel
from game.render.scoresheet import CATEGORY_NAMES
from game.rules import twist_schema
from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD
from game.scenes.campaign import score_track
from game.scenes.campaign.card_art import SEAL_STEPS, burst, card_face, seal_at
from game.scenes.campaign.card_lines import best_line, median_line, rows_named
from game.scenes.puzzle.skin import SKIN
from game.ui.button_row import Button, ButtonRow
from game.words import N_, _, ngettext

CARD_SIZE = (800, 540)     # the most a results card takes (`ResultsCard._fit`: as tall as its lines)
STAR_SIZE = 30           # px: a star's outer radius on the card
STAR_STEP = 2 * STAR_SIZE + 52   # px between the stars' middles (look review 28b d11: at 100 the third star's ring of
                                 # sparks clipped the second star)
FLY_START = 0.35         # s after the card shows: the first star sets off
FLY_STEP = 0.5           # s between stars
FLY_TIME = 0.45          # s of a star's flight
BURST_TIME = 0.7         # s of the ring and sparks where a star lands
POP_TIME = 0.18          # s a landed star stands bigger, settling into its place
SPARKS = 28              # in a landing's burst (the win celebration's sparks)
SPARK_COLOURS = (theme.TITLE, (255, 236, 160), theme.TEXT)
SPARK_BAND = (34, 22)    # px: the most a spark's middle lies over / under the stars' middle (a dot is up to 5 px round)
RAYS = 150               # px: the rays behind the star row (the win celebration's), brighter with each star
LOST_EDGE = (168, 70, 86)                             # a dull red rim (not DANGER's bright warning)
LOST_TITLE = (240, 128, 136)
LINES_TOP = 174 + score_track.HEIGHT + 38   # px from the card's top: its lines under the score (a line more with a
LINE_STEP = 34                              # best of its own)


# The intro card's line for each twist of the schema (game.rules.twist_schema.TWISTS) that is set:
# name -> (the level's twists -> the line, or None when the twist leaves the rule text's puzzle as it is).
FACTS: dict[str, Callable[[object], str | None]] = {
    "prefilled": lambda t: _("Already filled: {rows}").format(
        rows=", ".join(f"{_(CATEGORY_NAMES[n])} {p}" for n, p in t.prefilled.items())) if t.prefilled else None,
    "blocked": lambda t: _("Crossed out: {rows}").format(rows=rows_named(t.blocked)) if t.blocked else None,
    "only": lambda t: _("Only these rows: {rows}").format(rows=rows_named(t.only)) if t.only is not None else None,
    "required": lambda t: _("Must score (not 0): {rows}").format(rows=rows_named(t.required)) if t.required else None,
    "locked_planet": lambda t: _("One planet shows {face} all level").format(face=t.locked_planet)
    if t.locked_planet is not None else None,
    "bonus_threshold": lambda t: _("Bonus: {points} points at {line} in the upper rows").format(
        points=t.bonus_points, line=t.bonus_threshold)
    if (t.bonus_threshold, t.bonus_points) != (BONUS_THRESHOLD, BONUS_POINTS) else None,
    "bonus_points": lambda t: None,   # said with bonus_threshold, on one line
    "bonus_rerolls": lambda t: _("The bonus gives {n} more rerolls").format(n=t.bonus_rerolls)
    if t.bonus_rerolls else None,
    "reward_rerolls": lambda t: _("Rerolls back for scoring: {rows}").format(rows=", ".join(
        f"{_(CATEGORY_NAMES[n])} +{r}" for n, r in t.reward_rerolls.items())) if t.reward_rerolls else None,
    "doubled": lambda t: _("Count double: {rows}").format(rows=rows_named(t.doubled)) if t.doubled else None,
    "turn_rerolls": lambda t: _("At most {n} rerolls a turn").format(n=t.turn_rerolls)
    if t.turn_rerolls is not None else None,
    "target": lambda t: _("Reach {points} points before the clock").format(points=t.target)
    if t.target is not None else None,
}


def twist_facts(level: Level) -> list[str]:
    """The level's settings in short lines for the intro card (the intro sentence explains the twist),
    in the schema's order."""
    twists = level.twists
    return [line for name in twist_schema.NAMES if (line := FACTS[name](twists)) is not None]


@dataclass
class IntroCard:
    title: str
    level: Level
    attract: bool = False

    def fitted(self, box: pygame.Rect) -> pygame.Rect:
        """`box` shortened (about its centre) to what the card shows: the sentence and the settings."""
        width = box.width - 48
        lines = len(text.wrap(_(self.level.intro), text.BODY, width)[:3])
        facts = 1 + len(twist_facts(self.level)[:4])
        height = 36 + 58 + lines * text.line_height(text.BODY) + 14 + facts * (text.line_height(text.CAPTION) + 8) + 56
        fitted = pygame.Rect(0, 0, box.width, min(box.height, height))
        fitted.center = box.center
        return fitted

    def draw(self, surface: pygame.Surface, box: pygame.Rect, clock: str) -> None:
        box = self.fitted(box)
        draw_panel(surface, box, alpha=255, edge=theme.PANEL_EDGE, width=3, skin=SKIN)   # (the Puzzle's blue)
        inner = box.inflate(-48, -36)
        text.draw(surface, self.title, text.HEADING, theme.TITLE, bold=True, midtop=(box.centerx, inner.top),
                  box=inner)
        y = inner.top + 58
        y = _lines(surface, _(self.level.intro), text.BODY, theme.TEXT, inner, y, 3) + 10
        stars = self.level.star_goals
        if self.level.stars.time_left is not None:
            goal = _("Stars for {times} left at the target").format(times=" / ".join(clock_text(s) for s in stars))
        else:
            goal = _("Stars at {points} points").format(points=" / ".join(str(s) for s in stars))
        facts = [_("{clock} on the clock · {n} rerolls in the pool · {goal}").format(
            clock=clock, n=self.level.rerolls, goal=goal)] + twist_facts(self.level)
        for fact in facts[:5]:
            y = _lines(surface, fact, text.CAPTION, theme.ACCENT if fact is facts[0] else theme.TEXT_DIM, inner, y, 2)
        line = (_("The demo starts in a moment") if self.attract
                else _("Enter / A / click: start the clock   Esc / B: back to the map"))
        text.draw(surface, line, text.CAPTION, theme.TEXT, midbottom=(box.centerx, inner.bottom), box=inner)


@dataclass
class Outcome:
    """A finished level as the results card shows it."""

    won: bool
    score: int
    stars: int
    time_left: float
    timed_out: bool
    target_reached: bool
    missed: tuple[str, ...]          # required categories not scored
    best_score: int
    best_stars: int
    best_time_left: float | None
    new_best: bool
    recorded: bool                   # entered in the progress (not in a demo)
    tip: str = ""                    # a lost level's one-line tip (`card_lines.lost_tip`), or none


class ResultsCard:
    def __init__(self, box: pygame.Rect, level: Level, outcome: Outcome, on_retry: Callable[[], None],
                 on_next: Callable[[], None] | None, on_map: Callable[[], None],
                 sound: Callable[[str], None]) -> None:
        self.box = self.placed = box      # (`placed`: the most room it has; `box`: as tall as its lines, `_fit`)
        self.level = level
        self.outcome = outcome
        won = outcome.stars > 0
        buttons = [Button(N_("Retry"), on_retry),
                   Button(N_("Next level"), on_next or (lambda: None), on_next is not None), Button(N_("Map"), on_map)]
        focus = 1 if won and on_next is not None else 0
        widest = max(text.width_of(_(button.label), text.LABEL, bold=True) for button in buttons)   # (24 px each side:
        self.buttons = ButtonRow(buttons, center=(box.centerx, box.bottom - 46), width=max(200, widest + 48), height=54,
                                 font_size=text.LABEL, focus=focus, sound=sound)   # German "Nächstes Level" filled 200)
        self.primary = focus              # lit in the main action's teal: what to do next
        self.median: ComputerMedian | None = None
        self.track = score_track.ScoreTrack(level, outcome, FLY_START, FLY_STEP, FLY_TIME)   # the score against the stars' marks
        self.yardsticks: list[str] = []   # further lines for the results (see LevelScene.yardstick_lines)
        self.sound = sound
        self.age = 0.0                    # s since the card showed
        self.reduced_motion = False
        self._face: pygame.Surface | None = None
        self._fitted: list[str] | None = None   # the lines the card was fitted to
        self._behind: pygame.Surface | None = None   # the table under the card: blurred, dimmed, lit (made once)
        self._rays = celebration.rays_picture(RAYS, theme.TITLE) if won else None   # made now, not as a star lands
        if won:
            for step in range(SEAL_STEPS + 1):
                seal_at(STAR_SIZE, step)
            for halves in range(3, 11):
                for colour in SPARK_COLOURS:
                    _dot(halves, colour, True)
                    _dot(halves, colour, False)

    def update(self, dt: float) -> None:
        """The stars fly in: a tick as each lands."""
        before = self.landed()
        self.age += dt
        if self.landed() > before and not self.reduced_motion:
            self.sound("count")

    def landed(self) -> int:
        """How many of the earned stars sit in their places."""
        if self.reduced_motion:
            return self.outcome.stars
        return max(0, min(self.outcome.stars, math.floor((self.age - FLY_START - FLY_TIME) / FLY_STEP) + 1))

    def star_centre(self, index: int) -> tuple[int, int]:
        """Where star `index` (0-2) sits on the card."""
        return self.box.centerx + (index - 1) * STAR_STEP, self.box.top + 16 + 90   # (room for its seal)

    @property
    def title(self) -> str:
        o = self.outcome
        if o.missed:
            return _("Not won: {rows} must score").format(rows=", ".join(_(CATEGORY_NAMES[n]) for n in o.missed))
        if self.level.target is not None:
            return _("Target reached!") if o.target_reached else _("Time's up: the target was not reached")
        if o.stars:
            return _("Time's up - level complete!") if o.timed_out else _("Level complete!")
        return _("Time's up - not enough for a star") if o.timed_out else _("Not enough for a star")

    def handle(self, action) -> bool:
        return self.buttons.handle(action)

    def draw_behind(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The table under the card, receding: `area` of what `surface` shows now, blurred (a score sheet's crossed-out
        rows are no sharp lines that look like a glitch) and dimmed, with a won card's soft gold light; made in the
        card's first frame and kept (the table is over: it does not change under the card)."""
        self._fit()
        if self._behind is None:
            small = pygame.transform.smoothscale(surface.subsurface(area), (area.width // 6, area.height // 6))
            behind = pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 2), area.size)
            dim(behind, 200)
            if self.outcome.stars:
                light = burst(self.box.size)
                behind.blit(light, light.get_rect(center=(self.box.centerx - area.x, self.box.centery - area.y)),
                            special_flags=pygame.BLEND_RGB_ADD)
            self._behind = behind
        surface.blit(self._behind, area)
        text_lines.hide(surface, area)   # the table's words are blurred away: none of them reads there now

    def draw(self, surface: pygame.Surface) -> None:
        self._fit()
        box, o = self.box, self.outcome
        if self._face is None:
            self._face = card_face(box.size, bool(o.stars))
        surface.blit(self._face, box)
        # A win's card is rimmed in gold (a reward); a card without a star is edged in dull red.
        pygame.draw.rect(surface, theme.TITLE if o.stars else LOST_EDGE, box, 4 if o.stars else 3, border_radius=14)
        pygame.draw.rect(surface, (150, 120, 60) if o.stars else (84, 58, 76), box.inflate(-12, -12), 1,
                         border_radius=10)
        inner = box.inflate(-48, -32)
        text.draw(surface, self.title, text.HEADING, theme.TITLE if o.stars else LOST_TITLE, bold=True,
                  midtop=(box.centerx, inner.top), box=inner)
        self._draw_stars(surface)
        short = self.track.short_line()
        earned = (ngettext("{n} star", "{n} stars", o.stars).format(n=o.stars) if o.stars
                  else short or _("No star this time"))
        new_best = o.new_best and o.recorded and o.stars > 0   # (said once: on the bests' line, in gold)
        if o.new_best and o.recorded and not short and not new_best:   # (a lost card says how close it came instead)
            earned += _(" – a new best!")
        text.draw(surface, earned, text.LABEL, theme.TITLE if o.stars else LOST_TITLE if short else theme.TEXT_DIM,
                  bold=True, midtop=(box.centerx, inner.top + 124), box=inner)
        area = pygame.Rect(inner.left, inner.top + 158, inner.width, score_track.HEIGHT)
        self.track.draw(surface, area, self.age, self.reduced_motion, self._computer())
        y = area.bottom + 4
        for line, colour, bold in self._under_bar(new_best):
            text.draw(surface, line, text.LABEL, colour, bold=bold, midtop=(box.centerx, y), box=inner)
            y += LINE_STEP
        y = box.top + self._lines_top()
        lines = self._lines()
        room = pygame.Rect(inner.left, 0, inner.width, self.buttons.rects()[0].top - 6)
        for line in lines:
            y = _lines(surface, line, text.LABEL, theme.TEXT if line == o.tip else theme.ACCENT, room, y, 2) - 2
        self._draw_buttons(surface)

    def _under_bar(self, new_best: bool) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The lines under the bar: the score (counting with the bar's pin: one number at every moment, look review
        19) and the stars' scores, with the best kept on the same line (look review 28a: "the copy is wordy"); a new
        best, a timed level's best or a demo's note on a line of its own."""
        o, goals = self.outcome, self.level.star_goals
        shown = self.track.shown(self.track.reach(self.age, self.reduced_motion))
        if self.level.stars.time_left is not None:
            goal = _("stars for {times} left").format(times=" / ".join(clock_text(g) for g in goals))
            score = _("Score {score} · {time} left · {goal}").format(
                score=o.score if self.track.by_time else shown,
                time=shown if self.track.by_time else clock_text(o.time_left), goal=goal)
        elif o.recorded and not new_best:
            return [(_("Score {score} · best {best} · stars at {points}").format(
                score=shown, best=o.best_score, points=" / ".join(str(g) for g in goals)), theme.TEXT, False)]
        else:
            score = _("Score {score} · stars at {points}").format(score=shown, points=" / ".join(str(g) for g in goals))
        return [(score, theme.TEXT, False),
                (best_line(o, new_best), theme.TITLE if new_best else theme.TEXT_DIM, new_best)]

    def _lines(self) -> list[str]:
        """The lines under the score and the bests: the computer's usual score, then the other yardsticks."""
        return [median_line(self.median) if self.median is not None
                else _("The computer player is still playing this level...")] + self.yardsticks + (
            [self.outcome.tip] if self.outcome.tip else [])

    def _fit(self) -> None:
        """The card as tall as what it shows (look review 13: a band of 100 px lay empty over the buttons): no
        higher than it was placed, its buttons at its foot; fitted in its first frame, and again (its pictures made
        anew) if a line comes later (the perfect player's, once its table is built)."""
        lines = self._lines()
        if lines == self._fitted:
            return
        width = self.placed.width - 48
        rows = sum(min(2, len(text.wrap(line, text.LABEL, width))) for line in lines)
        height = min(self.placed.height, self._lines_top() + rows * (text.line_height(text.LABEL) + 2) + 12 + 73)
        top = max(self.placed.top, self.placed.centery - height // 2)
        box = pygame.Rect(self.placed.left, top, self.placed.width, height)
        if box != self.box or self._fitted is None:
            self._face = self._behind = None
        self.box, self._fitted = box, lines
        self.buttons.center = (box.centerx, box.bottom - 46)

    def _lines_top(self) -> int:
        """px from the card's top to its lines under the bests."""
        new_best = self.outcome.new_best and self.outcome.recorded and self.outcome.stars > 0
        return LINES_TOP + LINE_STEP * (len(self._under_bar(new_best)) - 1)

    def _computer(self) -> float | None:
        """The computer player's usual score (or time left at the target) for the track, once known."""
        median = self.median
        if median is None:
            return None
        if median.by_time:
            return median.time_left
        return float(median.score)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        row = self.buttons
        for i, (button, rect) in enumerate(zip(row.buttons, row.rects(), strict=True)):
            focused = i == row.focus and button.enabled
            marks.button(surface, rect, _(button.label), row.font_size, enabled=button.enabled, focused=focused,
                         primary=i == self.primary, skin=SKIN, icon=key_icons.icon_of(button.label))


    def _draw_stars(self, surface: pygame.Surface) -> None:
        """The three places; the earned stars fly in from above the card one by one (growing smaller and
        turning as they come), each landing with a pop, a ring and a burst of sparks; the rays behind the row
        brighten with each star landed."""
        stars, landed = self.outcome.stars, self.landed()
        if self._rays is not None and landed:
            first = 0.3 if self.reduced_motion else self.age - FLY_START - FLY_TIME
            self._rays.set_alpha(round(255 * min(1.0, first / 0.3) * (0.4 + 0.2 * landed)))
            clip = surface.get_clip()
            surface.set_clip(self.box.inflate(-8, -8).clip(clip))
            surface.blit(self._rays, self._rays.get_rect(center=self.star_centre(1)))
            surface.set_clip(clip)
        for i in range(min(stars, landed)):      # the landings' bursts under every star (no spark hides one)
            since = BURST_TIME if self.reduced_motion else self.age - FLY_START - i * FLY_STEP - FLY_TIME
            _draw_seal(surface, self.star_centre(i), since)
            if since < BURST_TIME:
                _draw_landing(surface, self.star_centre(i), since, i)
        for i in range(3):
            centre = self.star_centre(i)
            if not stars:      # a lost card's empty stars: lit, then each in turn shakes, dims and cracks
                score_track.lost_star(surface, centre, STAR_SIZE, self.track.dim_since(i, self.age, self.reduced_motion))
                continue
            if i >= stars or i >= landed:
                pygame.draw.polygon(surface, theme.TEXT_DISABLED, score_track.star_points(centre, STAR_SIZE), max(1, STAR_SIZE // 10))
            if i >= stars:
                continue
            start = FLY_START + i * FLY_STEP
            t = 1.0 if self.reduced_motion else (self.age - start) / FLY_TIME
            if t < 0:
                continue
            if t < 1:   # a slam: from big over its place, faster and faster down onto it (look review 21)
                ease = t * t
                origin = (centre[0] + (i - 1) * 40, self.box.top - 60)
                at = (origin[0] + (centre[0] - origin[0]) * ease, origin[1] + (centre[1] - origin[1]) * ease)
                pygame.draw.polygon(surface, theme.TITLE, score_track.star_points(at, STAR_SIZE * (2.6 - 1.6 * ease),
                                                                     turn=(1 - ease) * 1.2))
                continue
            since = 0.0 if self.reduced_motion else self.age - start - FLY_TIME
            pop = 1.0 if self.reduced_motion else 1.0 + 0.35 * max(0.0, 1 - since / POP_TIME)
            pygame.draw.polygon(surface, (255, 236, 160), score_track.star_points(centre, STAR_SIZE * pop + 3))
            pygame.draw.polygon(surface, theme.TITLE, score_track.star_points(centre, STAR_SIZE * pop))


def _draw_seal(surface: pygame.Surface, centre: tuple[int, int], since: float) -> None:
    """The seal a star landed on `since` s ago: it bursts out from under the star while the star pops, no further
    than its place (the line under the stars keeps clear), and stays (each star its own burst: look review 21b saw the
    last star's sparks apart as loose specks)."""
    eased = 1 - (1 - since / POP_TIME) ** 2 if since < POP_TIME else 1.0
    picture = seal_at(STAR_SIZE, round(eased * SEAL_STEPS))   # (kept sizes: made with the card, none in a frame)
    surface.blit(picture, picture.get_rect(center=centre))


def _draw_landing(surface: pygame.Surface, centre: tuple[int, int], since: float, seed: int) -> None:
    """A star landed `since` s ago: a soft gold flare behind it that dies away (it was a thin widening ellipse, which
    read as a stray outline in a still: look review 18) and a ring of the win celebration's sparks round it, opening
    fast and dying away near it (look review 21b: sparks that flew on read as stray specks off to one side; where
    each is follows from `since` alone)."""
    t = since / BURST_TIME
    fade = 1 - t
    flare = _flare(STAR_SIZE)
    flare.set_alpha(round(255 * fade * fade))
    surface.blit(flare, flare.get_rect(center=centre))
    dots = []
    halves = max(3, min(10, round(2 * (1.5 + 3.5 * fade))))
    opened = 1 - math.exp(-6 * since)
    for k in range(SPARKS):
        angle = (k + 0.3 * ((k * 7 + seed * 3) % 3 - 1)) * math.tau / SPARKS + seed * 0.4
        reach = STAR_SIZE * (0.9 + (1.0 + 0.12 * ((k * 5 + seed) % 4)) * opened)   # (at most ~2.3 star sizes out)
        # (flattened along the star row and held in its band, SPARK_BAND px over and under the stars' middle: they
        # keep off the title above it and the line under it; look review 15 saw them run over "2 stars - a new best!")
        rise = 0.8 * reach * math.sin(angle) + 20 * since * since
        band = SPARK_BAND[rise > 0]
        x, y = centre[0] + reach * math.cos(angle), centre[1] + band * math.tanh(rise / band)
        dot = _dot(halves, SPARK_COLOURS[k % len(SPARK_COLOURS)], fade > 0.5)
        dots.append((dot, (round(x - dot.get_width() / 2), round(y - dot.get_height() / 2))))
    surface.fblits(dots)


@functools.lru_cache(maxsize=2)
def _flare(size: int) -> pygame.Surface:
    """The light a landed star flares with: a soft gold glow, wide along the star row and no taller than the star
    (it keeps off the title above it and the line under it: look review 15), brightest behind its middle. Kept."""
    w, h = round(size * 4.4), 2 * size + 4
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(14):
        t = k / 13
        box = pygame.Rect(0, 0, round(w * (1 - 0.8 * t)), round(h * (1 - 0.6 * t)))
        box.center = (w // 2, h // 2)
        pygame.draw.ellipse(image, (255, 214, 110, round(70 * t * t)), box)
    return image


@functools.lru_cache(maxsize=64)
def _dot(halves: int, colour: tuple[int, int, int], hot: bool) -> pygame.Surface:
    return celebration.spark_dot(halves, colour, hot)


def _lines(surface, paragraph: str, size: int, colour, inner: pygame.Rect, y: int, most: int) -> int:
    """`paragraph` centred in at most `most` lines of even length (no word left alone on the last)."""
    width = inner.width
    count = len(text.wrap(paragraph, size, width))
    while count > 1 and width > 200 and len(text.wrap(paragraph, size, width - 10)) == count:
        width -= 10
    box = pygame.Rect(0, y, width, inner.bottom - y)
    box.centerx = inner.centerx
    rects = text.draw_lines(surface, paragraph, size, box, colour, align="center", max_lines=most)
    return (rects[-1].bottom if rects else y) + 4
