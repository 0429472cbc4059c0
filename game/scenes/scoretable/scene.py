"""The play scene of a score-table mode (Dicetime, Triple, the Puzzle): a `PlayScene` made of a
`ScoreTable`.

The play kit (`playkit.PlayScene`) gives seats, devices, waiting for unplugged pads, demos, messages,
effects, the still layer and the end; the score table (`table.ScoreTable`) gives the board, the open
turns, the computer seats, the input and the pictures. This scene joins the two: each play-kit hook
hands over to the table. A mode says which board and which brain (`make_board`, `brain`), and may
give its own words (`words`) and parts of its own (the Puzzle's pool and clock).
"""

from __future__ import annotations

import pygame

from game.input.actions import Action
from game.match import MatchConfig
from game.scenes.playkit.play_scene import PlayScene
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.computer import Brain
from game.scenes.scoretable.table import ScoreTable
from game.scenes.scoretable.words import TableWords
from game.words import _


class ScoreTableScene(PlayScene):
    reports_moving = True    # its trays note where they draw (game.render.drawn): the screen copies back only those
    brain: type[Brain] = Brain     # the mode's AI: computer seats, hints, what a choice gives up
    words: TableWords = TableWords()

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 **options: object) -> None:
        super().__init__(app, match, attract, players, **options)
        self.table = ScoreTable(self, self.make_board(self.match), self.brain, self.words)
        self.board, self.flows = self.table.board, self.table.flows   # what is being played (read only)
        self.table.sync_flows()

    def make_board(self, match: MatchConfig) -> Board:
        raise NotImplementedError

    def title_note(self) -> str | None:
        """What the title bar says after the mode's name (None: nothing)."""
        return None

    # ------------------------------------------------------------------ the play kit's hooks
    def enter(self) -> None:
        self.table.enter()

    def on_turn(self) -> tuple[int, ...]:
        return self.table.on_turn()

    def act(self, seat: int, action: Action) -> None:
        self.table.input.act(seat, action)

    def back(self, seat: int) -> bool:
        return self.table.input.back(seat)

    def step(self, dt: float) -> None:
        self.table.step(dt)

    def still_key(self) -> tuple:
        return self.table.view.still_key()

    def patches(self) -> tuple:
        return self.table.view.patches()

    def sections(self) -> tuple:
        return self.table.view.sections()

    def base_key(self) -> tuple:
        return self.table.view.base_key()

    def draw_base(self, surface: pygame.Surface) -> None:
        self.table.view.draw_base(surface)

    def draw_still(self, surface: pygame.Surface) -> None:
        self.table.view.draw_still(surface)

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        self.table.view.draw_moving(surface, alpha)
        self.table.pops.draw(surface, self.time)   # a filled box's cell lit (under its points' pop-up)
        self.table.five.draw(surface)   # five of a kind, over the planets

    def help_line(self) -> str:
        """The controls of the moment for the first person on turn (a Revenge's trays play at once)."""
        table = self.table
        flow = next((table.flows[seat] for seat in table.on_turn() if table.is_person(seat)), None)
        return self.words.prompts(None if self.ended else flow)

    # ------------------------------------------------------------------ a phone as this seat's controller
    def phone_buttons(self, seat: int) -> tuple:
        from game.phones.views import PadButton
        from game.scenes.scoretable.view import phone_keys

        flow = self.flows.get(seat)
        label = self.words.roll_label(flow, True) if flow is not None else _("Roll")
        return tuple(PadButton(*key) for key in phone_keys(flow, self.table.controls(seat), label))

    def score_of(self, seat: int) -> int:
        return self.board.totals[seat]
