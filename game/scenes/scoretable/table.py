"""The score table: a part any score-table scene is made of (Dicetime, Triple, the Puzzle, a level).

It holds what these modes share: the board (the rules), one `TurnFlow` per open turn (several in a
Revenge's first round, each on its own small tray), the computer seats (the play kit's
`ComputerDriver` on a `FlowComputer` per open turn), hints and the expected loss against Hard, and
what a turn did for eyes, ears and hands (pop-ups, banners, sounds, rumble). A person's input is
`input.TableInput`, the pictures `view.TableView`, the words `words.TableWords`.

It talks to its scene only through `TableHost` (below), which every `PlayScene` gives; the scene's
play-kit hooks hand over to it (`scene.ScoreTableScene`, `game.scenes.campaign.scene`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from game.ai.valuation import Hint
from game.audio import sounds
from game.match import MatchConfig
from game.render import theme
from game.render.cell_pop import CellPops
from game.render.flourish import Effects
from game.render.scoresheet import SeatColumns, SheetView
from game.rules.dicetime import UPPER
from game.scenes.playkit.chrome import TOP, StillLayer
from game.scenes.playkit.computer_driver import ComputerDriver
from game.scenes.playkit.messages import Messages
from game.scenes.scoretable import five_kind
from game.scenes.scoretable.boards import Board, Box
from game.scenes.scoretable.coaching import TableCoach
from game.scenes.scoretable.computer import Brain, FlowComputer, TableWarmUp
from game.scenes.scoretable.five_kind import FiveKind
from game.scenes.scoretable.input import TableInput
from game.scenes.scoretable.layout import Controls, lay_out, split_trays
from game.scenes.scoretable.sheet_views import before_fill, sheet_view
from game.scenes.scoretable.turn_flow import Outcome, TurnFlow
from game.scenes.scoretable.view import TableView, banner_lane
from game.scenes.scoretable.words import HINT_ROLL_FIRST, HINT_THINKING, TableWords
from game.words import _


class TableHost(Protocol):
    """What the score table asks of its scene (a `PlayScene` gives all of it)."""

    app: object
    coach: object         # set here: the game's coach (game.coach), or None
    effects: Effects
    messages: Messages
    still: StillLayer
    time: float

    @property
    def match(self) -> MatchConfig: ...

    def tell(self, seat: int, line: str, colour=..., seconds: float | None = None) -> None: ...
    def rumble(self, seat: int, low: float, high: float, ms: int) -> None: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def end(self, totals: Sequence[int], expected_loss: Sequence[float | None] | None = None,
            delay: float = ..., review: object = None) -> None: ...


LAND_EARLY = 0.04   # s before its planets land that a fill's box and totals count (its sheet drawn again a few frames
                    # before the landing's pop and "+N" start: together they made a Puzzle frame's p99 0.1 ms slower)


class ScoreTable:
    """`brain`: the mode's AI (its decisions, hints and losses); `words`: what the table says;
    `title_bar`, `decorate`, `title_key`: a mode's own title bar (and its key) and marks on the sheet
    (`view.TableView`)."""

    def __init__(self, host: TableHost, board: Board, brain: type[Brain], words: TableWords | None = None,
                 title_bar: Callable[[pygame.Surface], None] | None = None,
                 decorate: Callable[[SheetView], SheetView] | None = None,
                 title_key: Callable[[], tuple] | None = None) -> None:
        self.host = host
        app = host.app
        self.app = app
        self.board = board
        self.brain = brain
        self.words = words or TableWords()
        match = host.match
        self.brains = {seat: brain(info.difficulty) for seat, info in enumerate(match.seats) if info.is_computer}
        self.warm_up = TableWarmUp(brain.warm_up_tables)
        # every seat's decisions, for the review (a headless run builds no level's table just for it)
        self.coaching = TableCoach.for_board(board, match.mode, build=not self.app.headless)
        host.coach = self.coaching.coach if self.coaching is not None else None
        self.losses: list[float | None] = [0.0 if info.is_person and brain.measures_loss else None
                                           for info in match.seats]
        self.hints: dict[int, Hint] = {}  # what Hard would do, shown to a person who asked
        self.pops = CellPops()            # a filled box's cell, lit as its points land (game.render.cell_pop)
        self._held: dict[int, tuple[SeatColumns, float]] = {}   # (`held`: columns shown till the scene's clock says)
        self._next_turn = False   # a next turn waits for the last fill's points to land (a "+1" on its way to Player 1's
        # box and "0 +1" under it while CPU 2's turn showed read as a stale, pending fill: look review 28b #13)
        layout = lay_out(app.size, board.players, board.columns, app.rng)
        self.sheet, self.play_rect, self.tray_rect = layout.sheet, layout.play_rect, layout.tray_rect
        self.main_controls = layout.main
        self.main_panel = layout.main.panel
        self.split: dict[int, Controls] = split_trays(self.play_rect, board.players, app.rng, match.people) \
            if board.is_concurrent else {}
        self.flows: dict[int, TurnFlow] = {}
        self.drivers: dict[int, ComputerDriver] = {}
        self.input = TableInput(self)
        self.view = TableView(self, title_bar, decorate, title_key)
        self.five = FiveKind()   # five of a kind's moment, its pictures made now
        self.five.prepare(_("FIVE OF A KIND!"), [self.main_panel] + [controls.panel for controls in self.split.values()])

    def held(self) -> dict[int, SeatColumns]:
        """The seats whose last fill's planets are still on their way to its box: their columns as before it."""
        if self._held:
            self._held = {seat: hold for seat, hold in self._held.items() if self.host.time < hold[1]}
        return {seat: columns for seat, (columns, _until) in self._held.items()}

    # ------------------------------------------------------------------ setup
    def enter(self) -> None:
        audio = self.app.audio
        sounds.register(audio, sounds.TABLE + sounds.TRAY)
        if self.brains and any(brain.needs_table() for brain in self.brains.values()) or self.host.match.people:
            self.warm_up.start()

    def controls(self, seat: int) -> Controls:
        if seat in self.split and (self.board.is_concurrent or not self.flows):
            return self.split[seat]
        return self.main_controls

    def is_person(self, seat: int) -> bool:
        return self.host.match.seats[seat].is_person

    def tell(self, seat: int, line: str, colour=theme.TEXT, seconds: float | None = None) -> None:
        self.host.tell(seat, line, colour, seconds)

    def sound(self, name: str, volume: float = 1.0) -> None:
        self.app.audio.play(name, volume)

    # ------------------------------------------------------------------- turns
    def on_turn(self) -> tuple[int, ...]:
        return tuple(self.flows)

    def sync_flows(self) -> None:
        """Open a flow for each seat whose turn the rules opened; drop the finished ones; end the
        match once the rules say it is over (call it after changing the board from outside a turn)."""
        host, board = self.host, self.board
        active = board.active_players
        for seat, flow in list(self.flows.items()):
            if flow.done or seat not in active:  # (alone at the table, the next turn is the same seat's)
                del self.flows[seat]
                self.drivers.pop(seat, None)
        if self.split and not board.is_concurrent:
            self.split.clear()
        self._next_turn = not board.is_concurrent and bool(self.held())   # (the turn passes once a fill's points
        for seat in active if not self._next_turn else ():                 # are in its box: look review 28b #13)
            if seat in self.flows:
                continue
            panel = self.split[seat].panel if seat in self.split else self.main_panel
            flow = TurnFlow(board, seat, panel, on_decision=self.decision)
            if self.coaching is not None:
                self.coaching.turn_opened(seat)
            self.flows[seat] = flow
            if seat in self.brains:
                self.drivers[seat] = ComputerDriver(FlowComputer(flow, self.brains[seat], self.app.rng, self.warm_up,
                                                                 block_for_table=self.app.headless,
                                                                 ahead=not board.is_concurrent))
            if not board.is_concurrent:
                info = host.match.seats[seat]
                host.effects.banner(_("{name}'s turn").format(name=info.name), host.seat_colour(seat), banner_lane(self.main_panel),
                                    life=1.4, width=self.main_panel.rect.width - 40)
        if board.is_over:   # the finished sheet, nobody on turn, can be reviewed from the results
            if self.coaching is not None:
                self.coaching.over()
            host.end(board.totals, self.losses, delay=2.4, review=self.view.final_sheet())

    def decision(self, flow: TurnFlow, choice: Box | tuple[int, ...]) -> None:
        """A person's reroll or fill: add what it gives up against Hard to their expected loss."""
        seat = flow.seat
        if self.coaching is not None:
            self.coaching.decided(flow, choice)
        if self.losses[seat] is None or flow.dice is None:
            return
        if not self.warm_up.ready(block=self.app.headless):
            return  # the optimal table is still loading (first start only): this decision goes unmeasured
        self.losses[seat] += self.brain.loss(self.board, seat, flow.dice, flow.turn.rolls_left, choice)

    # ------------------------------------------------------------------- verbs
    def roll(self, flow: TurnFlow) -> None:
        if flow.roll():
            self.hints.pop(flow.seat, None)
            self.host.messages.drop(flow.seat)   # what it said was about the dice just thrown back
            return
        refused = self.words.roll_refused(flow)
        if refused is not None:
            self.tell(flow.seat, refused, theme.TEXT_DIM)

    def toggle(self, flow: TurnFlow, index: int) -> None:
        if flow.toggle_lock(index):
            self.sound("lock" if flow.locked[index] else "unlock", 0.7)
            self.hints.pop(flow.seat, None)
            return
        refused = self.words.lock_refused(flow, index)
        if refused is not None:
            self.tell(flow.seat, refused, theme.TEXT_DIM)

    def ask_hint(self, flow: TurnFlow) -> None:
        """What Hard would do now (the mode's brain), and what the person's current choice gives up."""
        dice = flow.dice
        if dice is None:
            self.tell(flow.seat, HINT_ROLL_FIRST, theme.ACCENT)
            return
        if not self.warm_up.ready(block=self.app.headless):
            self.tell(flow.seat, HINT_THINKING, theme.TEXT_DIM)
            return
        rolls_left = flow.turn.rolls_left
        advice = self.brain.hint(self.board, flow.seat, dice, rolls_left)
        choice = self._current_choice(flow) if self.brain.measures_loss else None
        lost = None if choice is None else self.brain.loss(self.board, flow.seat, dice, rolls_left, choice)
        self.hints[flow.seat] = advice
        self.tell(flow.seat, self.words.hint_line(advice, flow, self.board, lost), theme.ACCENT, seconds=6.0)

    def _current_choice(self, flow: TurnFlow) -> Box | tuple[int, ...] | None:
        if flow.selected is not None:
            return flow.selected
        if flow.turn.rolls_left > 0:   # the planets locked so far; none locked is no choice yet
            kept = tuple(v for v, lock in zip(flow.dice, flow.locked, strict=False) if lock)
            return kept or None
        return flow.focus if self.board.is_open(flow.seat, flow.focus) else None

    # -------------------------------------------------------------- update
    def step(self, dt: float) -> None:
        reduced = self.app.settings.reduced_motion
        self.five.update(dt)
        if self._next_turn and not self.held():   # the last fill's points landed: the next turn opens
            self.sync_flows()
        if self.main_panel.rolling and self.host.effects.banners:   # (the turn's ribbon leaves as the dice fly)
            self.host.effects.leave(banner_lane(self.main_panel))
        for seat, flow in list(self.flows.items()):
            sounds.play_collisions(self.app.audio, flow.update(dt, reduced), volume=0.8)
            if flow.panel.just_settled:
                self.sound("planet_pop", 0.5)
            driver = self.drivers.get(seat)
            if driver is not None:
                driver.update(dt)
                if driver.thinking and seat not in self.host.messages:  # the optimal table is still loading
                    self.tell(seat, self.words.thinking(self.host.match.seats[seat].name), theme.TEXT_DIM,
                              seconds=0.5)
            self.consume(flow)

    def consume(self, flow: TurnFlow) -> None:
        """Show and sound what the flow reported; open the next turns after a fill."""
        for outcome in flow.take_outcomes():
            self.show(outcome)
        if flow.done and flow.seat in self.flows:
            self.sync_flows()

    def drop_turns(self) -> None:
        """The turns in hand are dropped (the Puzzle's clock ran out): no hint, no message, no open turn."""
        self.hints.clear()
        self.host.messages.clear()
        self.sync_flows()

    def show(self, outcome: Outcome) -> None:
        """What a turn did, for eyes, ears and hands: banners, bursts, pop-ups, sounds, rumble."""
        host, seat = self.host, outcome.seat
        colour = host.seat_colour(seat)
        effects, reduced = host.effects, self.app.settings.reduced_motion
        if outcome.kind == "rolled":
            if len(set(outcome.dice)) == 1:
                self.five.start(_("FIVE OF A KIND!"), self.controls(seat).panel, reduced)
                for box in (box for box in self.board.open_boxes(seat) if box[1] == "five_kind"):   # a second beat: its
                    self.pops.start(self.sheet.layout.box_rect(seat, box), theme.TITLE,   # 50 waiting in the sheet pulses
                                    host.time + five_kind.PULSE_AT, reduced)          # gold as the wave ends
                self.sound("flourish")
                host.rumble(seat, 0.8, 1.0, 400)
        elif outcome.kind == "selected":
            self.sound("select", 0.6)
        elif outcome.kind == "ask_zero":
            self.sound("zero", 0.7)
            host.messages.drop(seat)   # the zero card over the tray asks: no red line under it repeating it
        elif outcome.kind == "refused":
            self.tell(seat, outcome.message, theme.TEXT_DIM)
        elif outcome.kind == "filled":
            self.five.stop()
            cell = self.sheet.layout.box_rect(seat, outcome.box)
            panel = self.controls(seat).panel   # the points fly as a chip ("+3") from the planets that count (an upper
            face = UPPER.index(outcome.box[1]) + 1 if outcome.box[1] in UPPER else 0   # box's face alone) to the box
            flying = [(c, v) for i, v in enumerate(outcome.dice)   # they filled, then it pops (look review 26: a flying
                      if outcome.points and face in (0, v) and (c := panel.die_center(i))]   # planet read as a stray "1")
            # the points fly in the colour of points won (their pop-up's), not the seat's: the next seat's turn
            # banner comes up while they are on their way, and the last seat's colour read as a stale effect there;
            # a zero flies nothing, its grey "0" shows at the box at once (look review 16: a zero's dim streak by the
            # next turn's ribbon read as debris)
            worth = theme.GOOD if outcome.points else theme.TEXT_DIM
            landed = effects.fly([c for c, _v in flying], cell.center, worth, reduced_motion=reduced,   # (off the title
                                 ceiling=TOP + 12, label=f"+{outcome.points}")                     # bar; a chip: review 26)
            if landed and self.board.players > 1:   # the box, its bonus and totals count as its planets land (look
                # review 23: the total counted while they were on their way); a game of one seat, whose turn goes on
                # (the Puzzle, the closest to the frame's 2 ms: a redraw at the landing), shows them at once, as before
                now = sheet_view(self.board, host.match.seats, {}, {}).seats[seat]
                self._held[seat] = (before_fill(now, outcome.box, self.board.weights[outcome.box[0]], outcome.bonus_reached),
                                    host.time + landed - LAND_EARLY)
            if not landed:   # (a chip that flew said "+N" on its way: the box's own figure, stamped in, says the rest;
                # its "+N" popping up again over the box as the next turn came read as a pending fill: look review 28b #13)
                effects.popup(f"+{outcome.points}" if outcome.points else "0", cell.center, worth)
            self.pops.start(cell, theme.TEXT if outcome.points else theme.TEXT_DIM, host.time + landed, reduced,
                            label=str(outcome.points), size=self.sheet.layout.font_size)   # (stamped in: review 26)
            self.sound("fill" if outcome.points else "zero", 0.8)
            host.rumble(seat, 0.3, 0.4, 120)
            host.messages.drop(seat)
            self.hints.pop(seat, None)
            if outcome.bonus_reached:
                bonus = self.sheet.layout.cell_rect(seat, outcome.box[0], 6)
                effects.banner(_("BONUS +{points}").format(points=self.board.bonus_points * self.board.weights[outcome.box[0]]),
                               theme.GOOD, banner_lane(panel), width=panel.rect.width - 20)
                effects.burst(bonus.center, (theme.GOOD, colour, theme.TITLE), reduced_motion=reduced)
                self.sound("flourish")
                host.rumble(seat, 0.6, 0.8, 300)
