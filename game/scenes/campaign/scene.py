"""A campaign level: a Puzzle with the level file's time, pool, star scores and twists.

Made of parts: the score table (`game.scenes.scoretable.table.ScoreTable`, on the level's board
`computer.LevelBoard` with its computer player and hints `computer.LevelBrain`), the Puzzle's clock
and pool of rerolls (`game.scenes.puzzle.parts`), the level's title bar and twists on the sheet
(`view`), the intro and results cards (`cards`) and the computer's yardstick (`computer.Yardstick`).
The scene keeps the stages: intro card, play, results card.

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

from dataclasses import replace

import pygame

from game.campaign.campaign import LevelEntry
from game.input.actions import Action
from game.match import MatchConfig, attract_match
from game.render import sky, theme
from game.render.clock import clock_text
from game.render.scoresheet import CATEGORY_NAMES
from game.rules.dicetime import CATEGORIES
from game.rules.puzzle_twists import LOCKED_PLANET_INDEX
from game.scenes import navigation
from game.scenes.campaign import view
from game.scenes.campaign.card_lines import lost_tip
from game.scenes.campaign.cards import IntroCard, Outcome, ResultsCard
from game.scenes.campaign.computer import LevelBoard, LevelBrain, Yardstick
from game.scenes.campaign.state import CampaignState, load_state
from game.scenes.playkit import chrome
from game.scenes.playkit.play_scene import PlayScene
from game.scenes.puzzle import options
from game.scenes.puzzle.parts import PuzzleClock, RerollPool
from game.scenes.puzzle.words import PuzzleWords
from game.scenes.registry import scene_class
from game.scenes.scoretable.scene import ScoreTableScene
from game.scenes.scoretable.table import ScoreTable
from game.words import N_, _, ngettext

ATTRACT_INTRO = 2.5      # s the intro card shows before a demo starts
FOLLOWS = ("point", "device_added", "device_removed")   # actions after which the seat does not change hands
RESULTS_HELP = N_("Left/right: choose   Enter/A: confirm")


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


class LevelScene(PlayScene):
    mode = "campaign"
    seat_policy = "solo"   # any device plays; the seat follows the device that acted last

    def __init__(self, app, level: str | None = None, state: CampaignState | None = None,
                 match: MatchConfig | None = None, attract: bool = False, **kwargs: object) -> None:
        state = state or load_state(app)
        entry = find_entry(state, level)
        assert entry.level is not None
        self.world = entry.world   # (its sky: `sky_mood`, asked as the play kit sets up)
        if match is None:
            match = attract_match("campaign", 1) if attract else options.puzzle_match(mode="campaign")
        super().__init__(app, options.with_settings(match, entry.level.rerolls, float(entry.level.time_limit)),
                         **kwargs)
        self.state, self.entry, self.level = state, entry, entry.level
        words = PuzzleWords()
        game = self.level.new_game()
        self.table = ScoreTable(self, LevelBoard(game), LevelBrain, words,
                                title_bar=self.draw_title_bar, decorate=lambda sheet: view.with_twists(sheet, game.twists),
                                title_key=self.title_key)
        self.board, self.flows = self.table.board, self.table.flows   # what is being played (read only)
        self.table.sync_flows()
        self.clock = PuzzleClock(self.table)
        cap = self.level.twists.turn_rerolls
        self.pool = RerollPool(self.table, None if cap is None else _("max {n} a turn").format(n=cap))
        pinned = self.level.twists.locked_planet
        if pinned is not None:
            self.table.main_panel.place(LOCKED_PLANET_INDEX, pinned)
        self.intro: IntroCard | None = IntroCard(self.heading(), self.level, attract=self.match.attract)
        self.intro_time = 0.0
        self.results: ResultsCard | None = None
        self.outcome: Outcome | None = None
        self.rewards_seen = 0
        self.yardstick = Yardstick(self.level, warm_perfect=not app.headless)

    def sky_mood(self) -> str:
        """Each world its own sky (the inner planets warm, the gas giants amber, the outer dark cold)."""
        return self.world if self.world in sky.MOODS else sky.mood_of(self.mode)

    def heading(self) -> str:
        world = next((w for w in self.state.campaign.worlds if w.id == self.entry.world), None)
        return f"{_(world.name) + ' · ' if world else ''}{self.entry.number}. {_(self.level.name)}"

    @property
    def card_rect(self) -> pygame.Rect:
        return view.card_rect(self.table.tray_rect)

    @property
    def time_left(self) -> float:
        return self.clock.time_left

    # ---------------------------------------------------------------- the stages: intro, play, results
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
        if action.name not in FOLLOWS:
            self.seating.follow(action.device)   # rumble and the initials go to the device in hand
        super().handle(action)

    def start(self) -> None:
        """Close the intro card: the clock starts."""
        if self.intro is not None:
            self.intro = None
            self.app.audio.play("confirm")
            self.yardstick.play()   # the computer's median, for the results: from now on

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
            self.results.update(dt)
            known = self.results.median is not None
            if not known:
                self.results.median = self.yardstick.median(block=self.app.headless)
            # the perfect player's table may finish building meanwhile; a median come late may leave its line out
            if not self.results.yardsticks or (not known and self.results.median is not None):
                self.results.yardsticks = self.yardstick.lines()
            return
        self.clock.update(dt, running=not self.ended and not self.orphans())
        super().update(dt)
        game = self.board.game
        for why, rerolls in game.rewards[self.rewards_seen:]:
            label = _("the bonus") if why == "bonus" else _(CATEGORY_NAMES[why]) if why in CATEGORY_NAMES else why
            self.effects.banner(ngettext("+{n} REROLL for {what}", "+{n} REROLLS for {what}", rerolls).format(
                                n=rerolls, what=label), theme.GOOD,
                                self.pool.rect.center, life=1.6)
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
        if not won and self.result is not None and self.result.winners:   # a lost level has no winner
            self.result = self.app.last_result = replace(self.result, winners=())
        after = self.state.add_result(self.entry, game.score, stars, time_left if won else None,
                                      won) if recorded else before
        self.outcome = Outcome(
            won=won, score=game.score, stars=stars, time_left=time_left, timed_out=game.timed_out,
            target_reached=game.target_reached, missed=game.missed_requirements,
            best_score=after.best_score, best_stars=after.stars, best_time_left=after.best_time_left,
            new_best=recorded and (game.score > before.best_score or stars > before.stars),
            recorded=recorded, tip="" if won else lost_tip(game.rerolls_left, tuple(
                name for name in CATEGORIES if game.card.get(name) == 0 and name not in game.twists.prefilled)))
        if game.target_reached:
            self.effects.banner(_("TARGET REACHED!"), theme.GOOD, self.table.tray_rect.center, life=2.0)
            self.app.audio.play("flourish")

    def finish(self) -> None:
        """After the last fill has shown: the results card over the table."""
        if self.outcome is None:
            self._record()
        assert self.outcome is not None
        after = self.state.next_level(self.entry)
        can_next = after is not None and self.state.unlocked(after) and not self.match.attract
        self.results = ResultsCard(view.results_rect(self.app.size, self.table.tray_rect), self.level, self.outcome, self.retry,
                                   self.next_level if can_next else None, self.to_map, self.app.audio.play)
        self.results.reduced_motion = self.app.settings.reduced_motion
        self.results.median = self.yardstick.median(block=self.app.headless)
        self.results.yardsticks = self.yardstick.lines()
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

    # ------------------------------------------------------------------ the play kit's hooks: the table's
    # The level hands these hooks to its score table exactly as a score-table mode's scene does: it takes
    # that scene's (they read only `self.table`), without being one (a level stays two classes under Scene).
    enter = ScoreTableScene.enter
    on_turn = ScoreTableScene.on_turn
    act = ScoreTableScene.act
    back = ScoreTableScene.back
    step = ScoreTableScene.step
    base_key = ScoreTableScene.base_key
    sections = ScoreTableScene.sections
    draw_base = ScoreTableScene.draw_base
    draw_moving = ScoreTableScene.draw_moving
    reports_moving = True    # its trays note where they draw (game.render.drawn); the cards below say they drew

    def still_key(self) -> tuple:
        return self.table.view.still_key() + (self.results is not None,)

    def title_key(self) -> tuple:
        """Changes whenever `draw_title_bar` would draw something else (the title bar is a section of its own)."""
        game = self.board.game
        return game.score, game.target_reached, game.is_over, self.board.round, self.board.rounds

    def patches(self) -> tuple:
        return self.table.view.patches() + (self.clock.patch(), self.pool.patch())

    def draw_still(self, surface: pygame.Surface) -> None:
        self.table.view.draw_still(surface)   # (the pool's gauge is a patch beside the clock: RerollPool)

    def draw_title_bar(self, surface: pygame.Surface) -> None:
        heading = self.heading() + (" · demo" if self.match.attract else "")
        view.draw_title_bar(surface, heading, self.level, self.board, self.clock.rect.union(self.pool.rect))

    def help_line(self) -> str:
        if self.results is not None:
            return _(RESULTS_HELP)
        flow = next(iter(self.table.flows.values()), None)   # (one seat: the person's)
        return self.table.words.prompts(None if self.ended or self.match.attract else flow)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        if self.intro is not None or self.results is not None:
            self.screen_copy.forget()   # a card over the table: the next frame copies the still layer whole
        if self.intro is not None:
            self.intro.draw(surface, self.card_rect, clock_text(self.level.time_limit))
        elif self.results is not None:
            play = pygame.Rect(0, chrome.TOP, surface.get_width(), surface.get_height() - chrome.TOP)
            self.results.draw_behind(surface, play)   # the table recedes: no planet sticks out round the card
            chrome.draw_help(surface, self.help_line())
            self.results.draw(surface)
