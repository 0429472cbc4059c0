"""A campaign level: the puzzle scene with the level file's time, pool, star scores and twists.

Before the clock starts, an intro card says the twist in one sentence (and lists the level's
settings); confirm starts. The table shows the twists (crossed-out rows, rows that count double
or must score, the level's bonus line); a planet locked for the level is set down by hand and
never thrown. The clock stops under the pause overlay (only the top scene runs), the time and
the rerolls left are always on screen, and the last ten seconds tick.

When the level ends (the card full, the target reached, or the time up) the result goes into
the campaign progress and is saved at once, atomically; then the results card shows the stars
earned, the bests and what the computer player scores on this level (its median over the
benchmark's seeds, computed in the background while the level is played), with Retry (fresh
dice), Next level and Map. A demo (`--attract`) is played by that computer player and records
nothing.
"""

from __future__ import annotations

import threading
from dataclasses import replace

import pygame

from game.ai import puzzle_levels
from game.campaign.campaign import LevelEntry
from game.campaign.yardstick import ComputerMedian, computer_median
from game.input.actions import Action
from game.match import MatchConfig, attract_match
from game.render import text, theme
from game.render.clock import clock_text
from game.render.scoresheet import SheetView
from game.rules.puzzle_twists import LOCKED_PLANET_INDEX
from game.scenes import navigation
from game.scenes.campaign.cards import CARD_SIZE, IntroCard, Outcome, ResultsCard
from game.scenes.campaign.computer import LevelBoard
from game.scenes.campaign.state import CampaignState, load_state
from game.scenes.playkit.chrome import MARGIN, TOP
from game.scenes.puzzle.scene import PuzzleScene, puzzle_match
from game.scenes.registry import scene_class
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.turn_flow import TurnFlow

ATTRACT_INTRO = 2.5      # s the intro card shows before a demo starts
_MEDIANS: dict[str, ComputerMedian] = {}   # level id -> the computer's median (levels do not change in a run)


def find_entry(state: CampaignState, level: str | None) -> LevelEntry:
    """The level to play: by id (or file name), or the first playable one. ValueError if none."""
    if level is None:
        entry = next((e for e in state.campaign.levels() if not e.broken), None)
    else:
        matches = state.campaign.matches(level)
        if len(matches) > 1:
            raise ValueError(f"{len(matches)} levels are named {level!r}: {', '.join(m.id for m in matches)}")
        entry = matches[0] if matches else None
    if entry is None:
        known = ", ".join(e.id for e in state.campaign.levels()[:40])
        raise ValueError(f"no level {level!r}; levels: {known}")
    if entry.broken:
        raise ValueError(f"level {entry.id} cannot be played: {entry.error}")
    return entry


def yardstick_lines(level) -> list[str]:
    """Further yardsticks for the results, under the computer player's median: what a perfect player
    averages on this level (game.ai.puzzle_levels, the exact table; no clock), when the table models
    the level exactly and is built. Never waits for a build (called while the results show)."""
    average = puzzle_levels.perfect_average(level.rerolls, level.rules)
    return [] if average is None else [f"A perfect player averages {average:.0f} here (with no clock)"]


class LevelScene(PuzzleScene):
    mode = "campaign"
    hint_measures_choice = False   # the hint is the level's computer player's move, no "points given up"

    def __init__(self, app, level: str | None = None, state: CampaignState | None = None,
                 match: MatchConfig | None = None, attract: bool = False, **options: object) -> None:
        self.state = state or load_state(app)
        self.entry = find_entry(self.state, level)
        self.level = self.entry.level
        assert self.level is not None
        if match is None:
            match = attract_match("campaign", 1) if attract else puzzle_match(mode="campaign")
        match = replace(match, options=(("rerolls", self.level.rerolls), ("time_limit", float(self.level.time_limit))))
        super().__init__(app, match=match, **options)
        pinned = self.level.twists.locked_planet
        if pinned is not None:
            self.main_panel.place(LOCKED_PLANET_INDEX, pinned)
        self.losses = [None]            # the pooled table does not know the twists: no "points given up"
        self.intro: IntroCard | None = IntroCard(self._heading(), self.level, attract=self.match.attract)
        self.intro_time = 0.0
        self.results: ResultsCard | None = None
        self.outcome: Outcome | None = None
        self.rewards_seen = 0
        self._median_thread: threading.Thread | None = None
        self._start_median()
        if not app.headless and puzzle_levels.level_optimum(self.level.rerolls, self.level.rules).exact:
            puzzle_levels.warm_up(self.level.rerolls, self.level.rules)  # the perfect player's table, for the results

    def make_board(self, match: MatchConfig) -> Board:
        return LevelBoard(self.level.new_game())

    def _heading(self) -> str:
        world = next((w for w in self.state.campaign.worlds if w.id == self.entry.world), None)
        return f"{world.name + ' · ' if world else ''}{self.entry.number}. {self.level.name}"

    @property
    def card_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), CARD_SIZE)
        rect.center = self.tray_rect.center
        return rect

    # ------------------------------------------------------------ yardstick
    def _start_median(self) -> None:
        if self.entry.id in _MEDIANS:
            return
        level, key = self.level, self.entry.id

        def work() -> None:
            _MEDIANS[key] = computer_median(level)

        self._median_thread = threading.Thread(target=work, name="level-median", daemon=True)
        self._median_thread.start()

    def computer_median(self, block: bool = False) -> ComputerMedian | None:
        """The computer player's median on this level (None while it is still being played)."""
        if block and self._median_thread is not None:
            self._median_thread.join()
        return _MEDIANS.get(self.entry.id)

    # ---------------------------------------------------------------- input
    def handle(self, action: Action) -> None:
        if self.intro is not None and action.name not in ("device_added", "device_removed"):
            if self.match.attract:
                if action.name != "point":
                    navigation.to_title(self.app)
            elif action.name in ("confirm", "click", "roll"):
                self.start()
            elif action.name == "back":
                self.app.audio.play("back")
                self.to_map()
            return
        if self.results is not None:
            if action.name == "back":
                self.to_map()
            elif action.name not in ("device_added", "device_removed"):
                self.results.handle(action)
            return
        super().handle(action)

    def start(self) -> None:
        """Close the intro card: the clock starts."""
        if self.intro is not None:
            self.intro = None
            self.app.audio.play("confirm")

    def toggle(self, flow: TurnFlow, index: int) -> None:
        if index in flow.turn.pinned:
            self.tell(flow.seat, f"This planet shows {flow.turn.pinned[index]} for the whole level", theme.TEXT_DIM)
            return
        super().toggle(flow, index)

    def decision(self, flow, choice) -> None:
        """Not measured on a level (see `losses`)."""

    # ----------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        if self.intro is not None:
            self.time += dt
            self.intro_time += dt
            if self.match.attract and self.intro_time >= ATTRACT_INTRO:
                self.start()
            return
        if self.results is not None:
            self.time += dt
            self.effects.update(dt)
            if self.results.median is None:
                self.results.median = self.computer_median(block=self.app.headless)
            if not self.results.yardsticks:   # the perfect player's table may finish building meanwhile
                self.results.yardsticks = yardstick_lines(self.level)
            return
        super().update(dt)
        game = self.board.game
        for why, rerolls in game.rewards[self.rewards_seen:]:
            label = "the bonus" if why == "bonus" else why.replace("_", " ")
            self.effects.banner(f"+{rerolls} REROLL{'S' if rerolls != 1 else ''} for {label}", theme.GOOD,
                                self.pool_rect.center, life=1.6)
            self.app.audio.play("flourish", 0.6)
        self.rewards_seen = len(game.rewards)
        if game.is_over and self.outcome is None:
            self._record()

    def _record(self) -> None:
        """The level is over: enter it in the progress and save at once (before the results show)."""
        game = self.board.game
        stars = self.level.stars_for(game)
        time_left = game.time_left or 0.0
        before = self.state.record(self.entry)
        recorded = not self.match.attract
        won = stars > 0   # what unlocks the next level and counts as a best time
        after = self.state.add_result(self.entry, game.score, stars, time_left if won else None,
                                      won) if recorded else before
        self.outcome = Outcome(
            won=won, score=game.score, stars=stars, time_left=time_left, timed_out=game.timed_out,
            target_reached=game.target_reached, missed=game.missed_requirements,
            best_score=after.best_score, best_stars=after.stars, best_time_left=after.best_time_left,
            new_best=recorded and (game.score > before.best_score or stars > before.stars),
            recorded=recorded)
        if game.target_reached:
            self.effects.banner("TARGET REACHED!", theme.GOOD, self.tray_rect.center, life=2.0)
            self.app.audio.play("flourish")

    def finish(self) -> None:
        """After the last fill has shown: the results card over the table."""
        if self.outcome is None:
            self._record()
        assert self.outcome is not None
        after = self.state.next_level(self.entry)
        can_next = after is not None and self.state.unlocked(after) and not self.match.attract
        self.results = ResultsCard(self.card_rect, self.level, self.outcome, self.retry,
                                   self.next_level if can_next else None, self.to_map, self.app.audio.play)
        self.results.median = self.computer_median(block=self.app.headless)
        self.results.yardsticks = yardstick_lines(self.level)
        self.app.audio.play("flourish" if self.outcome.stars else "zero")

    # ------------------------------------------------------------- leaving
    def retry(self) -> None:
        """The same level again, with fresh dice (a new tray, thrown by the app's random source)."""
        navigation.replace(self.app, "campaign_level", level=self.entry.id, state=self.state,
                           attract=self.match.attract)

    def next_level(self) -> None:
        after = self.state.next_level(self.entry)
        if after is not None:
            navigation.replace(self.app, "campaign_level", level=after.id, state=self.state)

    def to_map(self) -> None:
        """Back to the campaign map (the one beneath, or a new one when the level was opened alone)."""
        scenes = list(self.app.scenes)
        below = scenes[-2] if len(scenes) > 1 and scenes[-1] is self else None
        if isinstance(below, scene_class("campaign")):
            self.app.scenes.pop()
        else:
            navigation.replace(self.app, "campaign", state=self.state)

    # ------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        if self.intro is not None:
            self.intro.draw(surface, self.card_rect, clock_text(self.level.time_limit))
        elif self.results is not None:
            self.results.draw(surface)

    def still_key(self) -> tuple:
        game = self.board.game
        return super().still_key() + (game.score, game.target_reached)

    def draw_title_bar(self, surface: pygame.Surface) -> None:
        """The level's name on the left, the clock in the middle, the turn or the target on the right."""
        width = self.app.size[0]
        left = pygame.Rect(MARGIN, 0, self.timer_rect.left - 2 * MARGIN, TOP)
        title = self._heading() + (" · demo" if self.match.attract else "")
        text.draw(surface, title, text.BODY, theme.TEXT, bold=True, midleft=(MARGIN, TOP // 2), box=left)
        game = self.board.game
        if self.level.target is not None:
            status = f"Target {self.level.target}: {game.score} so far"
            colour = theme.GOOD if game.target_reached else theme.ACCENT
        else:
            status = "Level over" if game.is_over else f"Turn {self.board.round} of {self.board.rounds}"
            colour = theme.TEXT_DIM
        right = pygame.Rect(self.timer_rect.right + MARGIN, 0, width - self.timer_rect.right - 2 * MARGIN, TOP)
        text.draw(surface, status, text.BODY, colour, bold=self.level.target is not None,
                  midright=(width - MARGIN, TOP // 2), box=right)   # the clock between: a patch (PuzzleScene)

    @property
    def pool_label(self) -> str:
        cap = self.level.twists.turn_rerolls
        line = f"Rerolls left: {self.board.rerolls_left}"
        return line + (f" (at most {cap} a turn)" if cap is not None else "")

    def build_sheet_view(self) -> SheetView:
        view = super().build_sheet_view()
        twists = self.level.rules
        marks = [(name, "out") for name in twists.out_of_play]
        marks += [(name, "x2") for name in twists.doubled]
        marks += [(name, "must") for name in twists.required]
        out = twists.out_of_play   # crossed-out rows show no score (prefilled rows show theirs)
        seats = tuple(replace(seat, cells=tuple(tuple((name, points) for name, points in column if name not in out)
                                                for column in seat.cells))
                      for seat in view.seats)
        return replace(view, seats=seats, bonus_line=twists.bonus_threshold, marks=tuple(sorted(marks)))
