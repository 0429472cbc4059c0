"""The end of a local match: ranking, totals, rockets, a fanfare, and what next.

Built by the play scenes as `ResultsScene(app, result=MatchResult)`. It opens on the full-screen
celebration of the win (`game.render.celebration`: the winner's rocket climbs, fireworks, the
headline; any key or click skips it), then the rows slide in. Places are shared on equal totals ("1st, 1st,
3rd"); the last one standing (Bluff) shows places alone. People whose total enters their mode's top ten type their
initials first (an overlay, each with their own device); computer seats and demo games never enter the table.
Then: Revenge (same seats, first turns at the same time; not after a solo Puzzle), Play again, High scores, Title.
"""

from __future__ import annotations

import random

import pygame

from game.audio import sounds
from game.input.actions import Action
from game.match import MatchResult
from game.render import key_caps, rockets, sky, text, theme
from game.render.celebration import Celebration
from game.render.confetti import Confetti, free_areas
from game.render.flourish import ribbon_picture
from game.scenes import mode_skins, navigation
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.players.memory import remember
from game.scenes.results_rows import Rows, ordinal  # noqa: F401 (ordinal: for the tests)
from game.scenes.results_stage import Stage
from game.scenes.results_view import (
    draw_final_sheet,
    draw_table_excerpt,
    perfect_play_line,
    sample_result,
)
from game.scenes.review.seats import reviewable_seats
from game.storage import highscores
from game.ui.button_row import Button, ButtonRow
from game.words import N_, _, common, number

ENTRY_DELAY = 1.0       # s after the ranking shows before initials entry opens
ATTRACT_SECONDS = 8.0   # a demo game's end screen returns to the title by itself


def winners_line(result: MatchResult) -> str:
    names = [result.config.seats[seat].name for seat in result.winners]
    if len(result.config.seats) == 1:   # solo: speak to the one person playing
        seat = result.config.seats[0]
        total = number(result.totals[0])
        return (_("You scored {total}!").format(total=total) if seat.is_person
                else _("{name} scored {total}").format(name=names[0], total=total))
    if len(names) == 1:
        return _("{name} wins!").format(name=names[0])
    return _("{names} and {last} share the win!").format(names=", ".join(names[:-1]), last=names[-1])


def high_score_candidates(result: MatchResult, table: list[highscores.Entry]) -> list[int]:
    """Seats whose total enters the mode's table, best first: people only, never in demo
    games, nor in matches the mode keeps no table for (say, versus 10000).

    Candidates are placed one after another, so two people cannot both take the
    last free place."""
    config = result.config
    if config.attract or not config.info.enters_high_scores(len(config.seats)):
        return []
    lower = highscores.lower_first(config.info.high_scores)
    seats = []
    for seat in result.ranking():
        if config.seats[seat].is_computer:
            continue
        entry = highscores.Entry("---", result.totals[seat], highscores.today())
        table, position = highscores.insert(table, entry, lower)
        if position is not None:
            seats.append(seat)
    return seats


FOOTER_BAND, TITLE_BAND = 44, 48   # px at the bottom (the key hints) and the top (the title): no confetti falls there


class ResultsScene(Rows, BackdropScene):
    pause_actions = ()  # Esc/B goes to the title from here
    backdrop_seed = 11
    backdrop_planets = 0    # its panels fill the screen: the sky shows stars only

    def __init__(self, app, result: MatchResult | None = None, **options) -> None:
        self.result = result if result is not None else sample_result()
        self.sky_mood, self.skin = sky.mood_of(self.result.config.mode), mode_skins.skin_of(self.result.config.mode)
        super().__init__(app)
        self.config = self.result.config
        self.places = self.result.places()
        self.order = self.result.ranking()
        self.table: list[highscores.Entry] = []
        if self.config.info.high_scores is not None:
            self.table, notice = highscores.load_table(self.config.info.high_scores)
            if notice:
                app.notify(notice)
        self.candidates = high_score_candidates(self.result, self.table)
        self.remembering = remember(self.result, lambda line: app.notify(line, 8.0))   # players' statistics
        self.perfect_line = perfect_play_line(self.config)
        self.entry_open, self.fanfare_due = False, True
        self.new_places: dict[int, int | None] = {}   # seat -> index in the saved table
        self.over_title = False
        self._ribbon_key: tuple | None = None      # the winner's ribbon, made once for its line and size
        self._ribbon: tuple[pygame.Surface, int, pygame.Rect] | None = None
        colours = [rockets.seat_colour(self.config.seats[s].colour) for s in self.result.winners]
        colours += [theme.TITLE, theme.TEXT, theme.ACCENT]
        seed = sum(self.result.totals) * 31 + len(self.order)
        self.confetti = Confetti(colours, app.size[0], random.Random(seed))  # looks only, not game randomness
        self.celebration = self._celebration(seed)
        self.stage = (Stage(theme.TITLE if len(self.config.seats) == 1 else colours[0], app.settings.reduced_motion)
                      if len(self.result.winners) == 1 else None)   # (a sole winner: the podium card it stands behind)
        self.shown_time = 0.0     # s since the results themselves show (after the celebration)
        buttons = [Button(N_("Revenge"), self.revenge), Button(N_("Play again"), self.play_again),
                   Button(N_("High scores"), self.show_high_scores), Button(N_("Title"), lambda: navigation.to_title(self.app))]
        if not self.config.info.revenge:  # e.g. the solo Puzzle: a revenge would be just another puzzle
            buttons = buttons[1:]
        self.reviewing = False
        if self.result.review is not None:   # the final sheet can be looked at again
            buttons.insert(-1, Button(N_("Score sheet"), self.open_review))
        if not self.config.attract and reviewable_seats(self.result):   # the coach's review of the game
            buttons.insert(-1, Button(N_("Review"), self.open_coach))
        width = min(232, (1200 - 16 * (len(buttons) - 1)) // len(buttons))
        self.buttons = ButtonRow(buttons, center=(app.size[0] // 2, 624), width=width, height=58, gap=16,
                                 font_size=text.LABEL, sound=app.audio.play, skin=self.skin)

    def _celebration(self, seed: int) -> Celebration | None:
        """The win's full-screen moment: the (first) winner's rocket and the winners' line."""
        if not self.result.winners:
            return None
        winner = self.config.seats[self.result.winners[0]]
        solo = len(self.config.seats) == 1
        headline = (_("Well played!") if solo else winners_line(self.result))
        total, unit = self.result.totals[self.result.winners[0]], self.result.unit
        line = _("Last one standing") if unit == "place" else common.score_with_unit(total, unit)
        count = None if unit == "place" else (total, lambda figure: common.score_with_unit(figure, unit))
        others = tuple((seat.rocket, rockets.seat_colour(seat.colour), seat.name,      # standing beside the pad
                        common.score_with_unit(self.places[index] if unit == "place" else self.result.totals[index], unit))
                       for index in self.order if index != self.result.winners[0]
                       for seat in (self.config.seats[index],))
        return Celebration(self.app.size, winner.rocket, rockets.seat_colour(winner.colour), headline, line,
                           seed=seed, reduced_motion=self.app.settings.reduced_motion, count=count, others=others)

    @property
    def celebrating(self) -> bool:
        return self.celebration is not None and not self.celebration.done

    # ------------------------------------------------------------- life cycle
    def enter(self) -> None:
        # Anything beneath (the idle title that started a demo) means: return there.
        self.over_title = len(self.app.scenes) > 1
        if not self.celebrating:
            self._burst_confetti()

    def _burst_confetti(self) -> None:   # thrown to fill the screen to its top within a second (review 13: its lower half)
        if not self.app.settings.reduced_motion:
            width, height = self.app.size
            for x in (width * 0.3, width * 0.7):
                self.confetti.burst(90, (x, height + 10), (0.55 * height, 1.4 * height))

    # ---------------------------------------------------------------- actions
    def revenge(self) -> None:
        navigation.start_match(self.app, self.config.rematch(revenge=True))

    def play_again(self) -> None:
        navigation.start_match(self.app, self.config.rematch(revenge=False))

    def show_high_scores(self) -> None:
        mine = tuple(p for p in self.new_places.values() if p is not None)
        navigation.to_high_scores(self.app, self.config.info.high_scores or self.config.mode, highlight=mine)

    def open_entry(self) -> None:
        self.entry_open = True
        scores = tuple((seat, self.result.totals[seat]) for seat in self.candidates)
        navigation.to_initials(self.app, self.config, scores, self.entries_saved)

    def entries_saved(self, places: dict[int, int | None]) -> None:
        self.new_places, self.candidates = dict(places), []
        if self.config.info.high_scores is not None:   # with the new entries, for a solo game's excerpt
            self.table = highscores.load_table(self.config.info.high_scores)[0]

    def open_review(self) -> None:
        self.reviewing = True

    def open_coach(self) -> None:
        """The review of the first person's game (the others a press of Q / E away)."""
        navigation.push(self.app, "review", result=self.result, seat=reviewable_seats(self.result)[0])

    def handle(self, action: Action) -> None:
        if self.celebrating:   # a key or a click cuts the celebration short (and does nothing else)
            if action.name not in ("point", "device_added", "device_removed"):
                assert self.celebration is not None
                self.celebration.skip()
            return
        if self.reviewing:   # the sheet under review: back, confirm or a click closes it
            if action.name in ("back", "confirm", "click", "pause"):
                self.app.audio.play("back")
                self.reviewing = False
            return
        if self.config.attract:
            if action.name not in ("point", "device_added", "device_removed"):
                navigation.to_title(self.app)
            return
        if self.buttons.handle(action):
            return
        if action.name == "back":
            self.app.audio.play("back")
            navigation.to_title(self.app)

    def play_fanfare(self) -> None:
        """Once the sound device is open (the app opens it after the first frame)."""
        audio = self.app.audio
        if audio.available:
            sounds.register(audio, sounds.RESULTS)
            audio.play("fanfare", 0.8)
            self.fanfare_due = False
        elif self.time > 0.5:
            self.fanfare_due = False  # no sound device: the game plays silent

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.fanfare_due:
            self.play_fanfare()
        if self.celebrating:
            assert self.celebration is not None
            self.celebration.update(dt)
            if self.celebration.done:
                self._burst_confetti()
            return
        self.shown_time += dt
        self.confetti.update(dt, self.app.size[1])
        if self.candidates and not self.entry_open and self.shown_time >= ENTRY_DELAY:
            self.open_entry()
        if self.config.attract and self.time >= ATTRACT_SECONDS and self.over_title:
            # A demo the idle title started returns there by itself, and the title
            # then waits its full idle minute before the next demo. A demo started
            # on its own (`--attract`) stays on its end screen until a button.
            self.app.idle_time = 0.0
            navigation.to_title(self.app)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        with self.sky(surface):
            if self.celebrating:
                assert self.celebration is not None
                self.celebration.draw(surface)
                fade = True
            elif self.reviewing:   # the sheet alone over the sky: nothing of the results shows through it
                self._draw_review(surface)
                fade = False
            else:
                fade = self._draw_results(surface)
        if fade:
            self.draw_fade_in(surface)

    def _draw_results(self, surface: pygame.Surface) -> bool:
        """The rows, the winner and the buttons; False while the initials entry shows them (no fade-in)."""
        width = self.app.size[0]
        low = min([self.app.size[1] - FOOTER_BAND] + [rect.top - 10 for rect in self.buttons.rects()])
        bounds = pygame.Rect(0, TITLE_BAND, width, low - TITLE_BAND)   # clear of title, buttons, key hints
        if self.stage is not None:   # the winner's rays behind the podium card (results_stage)
            behind = self.row_rect(0).center
            if self.entry_open and self.candidates:   # (behind the initials' cards, in the middle)
                behind = (self.app.size[0] // 2, behind[1])
            self.stage.draw(surface, behind, self.shown_time)
        self.confetti.draw(surface, self._confetti_areas(bounds))  # in the margins: it never hides a number or a card
        if self.entry_open and self.candidates:
            return False  # the initials entry is open: its panels show the names and scores
        for rank, seat in enumerate(self.order):
            progress = self._row_progress(rank)
            if progress > 0:
                self._draw_row(surface, rank, seat, progress)
        text.draw(surface, _("{mode} – results").format(mode=self.config.title), text.LABEL, theme.TITLE, bold=True,
                  center=(width // 2, 26))
        self._draw_winners(surface)
        if len(self.order) == 1 and self.new_places:   # one card: where this game stands in the table
            draw_table_excerpt(surface, self.row_rect(0).bottom + (60 if self.perfect_line else 28), self.table,
                               self.new_places.get(0), _("{mode}: high scores").format(mode=self.config.title),
                               self.config.seats[0].name)
        if self.perfect_line is not None:
            text.draw(surface, self.perfect_line, 28, theme.TEXT_DIM,
                      center=(width // 2, self.row_rect(len(self.order)).top + 24))
        if self.config.attract:
            text.draw(surface, _("Demo game – press any button to play"), 32, theme.TEXT_DIM,
                      center=(width // 2, 612))
        else:
            self.buttons.draw(surface, clock=self.time, reduced_motion=self.app.settings.reduced_motion, glint=True)
            hint = _("Left / right: choose   Enter / A: confirm   Esc / B: to the title")
            key_caps.draw(surface, hint, text.LABEL, theme.TEXT_DIM, width - 40, (width // 2, self.app.size[1] - 8))
        return True

    def _draw_winners(self, surface: pygame.Surface) -> None:
        """The winner's line, big, in gold on a ribbon edged in the winner's colour (gold for a shared win
        or a solo game), as large as the room above the first row allows."""
        plate, used, words, rect, line = self._winners_ribbon()
        surface.blit(plate, rect)
        text.record_drawn(surface, line, used, words.move(rect.topleft), rect)

    def _winners_ribbon(self) -> tuple[pygame.Surface, int, pygame.Rect, pygame.Rect, str]:
        """The winner's ribbon (kept while its words and size stay), its type size, its words' and its place."""
        line = winners_line(self.result)
        winners = self.result.winners
        edge = (rockets.seat_colour(self.config.seats[winners[0]].colour)
                if len(winners) == 1 and len(self.config.seats) > 1 else theme.TITLE)
        top = 46
        room = self.row_rect(0).top - 10 - top
        size = max(30, min(64, round((room - 44) / 1.3)))    # (its plate ~1.3 x its type size: 22 px clear round it)
        if len(self.order) > 1:   # over the podium: 20 px clear of the title and of the winner's name
            top, room, size = 62, room - 36, 58
        key = (line, edge, size)
        if self._ribbon_key != key:
            self._ribbon_key, self._ribbon = key, ribbon_picture(line, theme.TITLE, edge, size, 1000, edge=5)
        plate, used, words = self._ribbon
        rect = plate.get_rect(midtop=(self.app.size[0] // 2, top + max(0, (room - plate.get_height()) // 2)))
        return plate, used, words, rect, line

    def _confetti_areas(self, bounds: pygame.Rect) -> list[pygame.Rect]:
        """Where the confetti shows: the margins (look review 16: it crossed a card's edge, the ribbon's tip, the gaps
        between the rows). Kept off, 12 px round each: the rows as one block (down to the buttons for a solo card,
        its high-score table under it), the winner's ribbon, a demo's line; under the initials entry its cards."""
        entry = getattr(self.app.scenes.top, "confetti_keep_off", None)
        if self.entry_open and entry is not None:
            return free_areas(bounds, entry())
        rows = self.row_rect(0).unionall([self.row_rect(rank) for rank in range(len(self.order))])
        if len(self.order) == 1 or self.perfect_line is not None:
            rows.height = bounds.bottom - rows.top
        keep = [rows.inflate(24, 24), self._winners_ribbon()[3].inflate(24, 24)]
        return free_areas(bounds, keep + ([pygame.Rect(0, 588, bounds.width, 48)] if self.config.attract else []))

    def _draw_review(self, surface: pygame.Surface) -> None:
        """The final score sheet over the dimmed results, as large as fits."""
        draw_final_sheet(surface, self.result.review, self.result.winners, self.places)

