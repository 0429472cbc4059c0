"""The Dicetime Puzzle on screen: one player, one pool of rerolls for the whole game, a timer.

The score table (`game.scenes.scoretable`) with a `PuzzleBoard`: every turn starts with a free
throw of all five planets, every reroll spends one from the pool (its gauge beside the clock), and
the timer in the upper middle counts down while the scene runs, also while the planets roll
(`parts.PuzzleClock`, `parts.RerollPool`). Opening the pause overlay stops it: the app updates
only the top scene. When the time is up, or all 13 rows are filled, the results show the score
(filled rows plus the bonus) and a good one enters the "puzzle" high-score table, with what a
perfect player averages with that pool. Hint (H, pad Y, the Hint button) shows what perfect play
does now and what the current choice gives up (`computer.PuzzleBrain`, the exact table built in
the background).

Solo, so any device plays: the keyboard, the mouse and every pad act for the one seat, which
follows the device that acted last (rumble, high-score initials).
"""

from __future__ import annotations

from game.input.actions import Action
from game.match import MatchConfig
from game.rules.puzzle import PuzzleGame
from game.scenes.playkit.play_scene import default_match
from game.scenes.puzzle import options
from game.scenes.puzzle.computer import PuzzleBrain
from game.scenes.puzzle.parts import PuzzleClock, RerollPool
from game.scenes.puzzle.words import PuzzleWords
from game.scenes.scoretable.boards import Board, PuzzleBoard
from game.scenes.scoretable.scene import ScoreTableScene
from game.storage import highscores
from game.words import _, number

FOLLOWS = ("point", "device_added", "device_removed")   # actions after which the seat does not change hands


class PuzzleScene(ScoreTableScene):
    mode = "puzzle"
    seat_policy = "solo"   # any device plays; the seat follows the device that acted last
    brain = PuzzleBrain
    words = PuzzleWords()

    def __init__(self, app, match: MatchConfig | None = None, rerolls: int | None = None,
                 time_limit: float | None = None, attract: bool = False, **kwargs: object) -> None:
        """`rerolls` and `time_limit` (s) override the match's (a rematch keeps them); the
        defaults are 26 rerolls and 8 minutes. `attract`: a computer plays it (a demo)."""
        base = match if match is not None else default_match(self.mode, attract=True) if attract \
            else options.puzzle_match(mode=self.mode)
        if base.mode != self.mode:
            raise ValueError(f"a {self.mode} scene needs a {self.mode} match, got mode {base.mode!r}")
        super().__init__(app, match=options.with_settings(base, *options.settings(base, rerolls, time_limit)), **kwargs)
        self.rerolls, self.time_limit = options.settings(self.match)
        self.clock = PuzzleClock(self.table)
        self.pool = RerollPool(self.table)
        best = highscores.load_table(self.mode)[0] if not self.match.attract else []
        self._note = _("high score {score}").format(score=number(best[0].score)) if best else None

    def title_note(self) -> str | None:
        """The high score to beat, as the game starts (a first game: nothing)."""
        return self._note

    def make_board(self, match: MatchConfig) -> Board:
        rerolls, time_limit = options.settings(match)
        return PuzzleBoard(PuzzleGame(rerolls=rerolls, time_limit=time_limit))

    @property
    def time_left(self) -> float:
        return self.clock.time_left

    def handle(self, action: Action) -> None:
        if action.name not in FOLLOWS:
            self.seating.follow(action.device)   # rumble and the initials go to the device in hand
        super().handle(action)

    def update(self, dt: float) -> None:
        """The clock runs whenever the scene runs (not under the pause overlay), rolls included."""
        self.clock.update(dt, running=not self.ended and not self.orphans())
        super().update(dt)

    def patches(self) -> tuple:
        return super().patches() + (self.clock.patch(), self.pool.patch())
