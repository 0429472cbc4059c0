"""The score-table play scene shared by Dicetime, Triple and the Puzzle: trays, the score sheet,
turns that end by filling a box.

Built on the play kit (`playkit.PlayScene`: seats, devices, waiting for unplugged pads, demos,
messages, effects, the still layer, the end), it adds what these modes share: one `TurnFlow`
per open turn (several in a Revenge's first round, each on its own small tray), driven by a
person's device or by a `ComputerDriver`; hints and the expected loss against Hard; pop-ups,
flourishes and rumble for what a turn did. Layout in `layout`, pictures in `view`.
"""

from __future__ import annotations

from game.ai.valuation import Hint
from game.audio import sfx as audio_sfx
from game.audio.table import register as register_sounds
from game.input.actions import Action
from game.match import MatchConfig
from game.render import text, theme
from game.render.scoresheet import SheetView
from game.scenes.playkit.chrome import MARGIN, TOP, draw_title_bar  # noqa: F401  (MARGIN, TOP: for subclasses)
from game.scenes.playkit.play_scene import PlayScene
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.scoretable.boards import Board, Box
from game.scenes.scoretable.computer import Brain, ComputerDriver, TableWarmUp, brain_class
from game.scenes.scoretable.layout import BUTTON_HEIGHT, Controls, lay_out, split_trays  # noqa: F401
from game.scenes.scoretable.turn_flow import ROLL_BUTTON, Outcome, TurnFlow
from game.scenes.scoretable.view import (
    banner_lane,
    draw_hint_rings,
    draw_strip_header,
    draw_turn_buttons,
    sheet_key,
    sheet_view,
    shows_dice,
)

HELP = "Left/right: planets   Up/down: rows   Enter/A: lock or choose   R/X: roll   H/Y: hint   Esc/Start: pause"


class ScoreTableScene(PlayScene):
    no_rolls = "No rolls left"        # why a roll is refused once the turn's throws are spent
    hint_measures_choice = True       # the hint also says what the person's current choice gives up

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 **options: object) -> None:
        super().__init__(app, match, attract, players, **options)
        match = self.match
        self.board = self.make_board(match)
        self.brain_class: type[Brain] = brain_class(self.board)
        self.brains = {seat: self.brain_class(info.difficulty) for seat, info in enumerate(match.seats)
                       if info.is_computer}
        self.warm_up = TableWarmUp(self.brain_class.warm_up_tables)
        self.losses: list[float | None] = [0.0 if info.is_person else None for info in match.seats]
        self.hints: dict[int, Hint] = {}  # what Hard would do, shown to a person who asked
        layout = lay_out(app.size, self.board.players, self.board.columns, app.rng)
        self.sheet, self.play_rect, self.tray_rect = layout.sheet, layout.play_rect, layout.tray_rect
        self.main_controls = layout.main
        self.main_panel = layout.main.panel
        self.split: dict[int, Controls] = split_trays(self.play_rect, self.board.players, app.rng) \
            if self.board.is_concurrent else {}
        self.flows: dict[int, TurnFlow] = {}
        self.drivers: dict[int, ComputerDriver] = {}
        self._view_key: tuple = ()
        self._view: SheetView | None = None
        self.sync_flows()

    # ------------------------------------------------------------------ setup
    def make_board(self, match: MatchConfig) -> Board:
        raise NotImplementedError

    def enter(self) -> None:
        register_sounds(self.app.audio)
        audio_sfx.register(self.app.audio)
        if self.brains and any(brain.needs_table() for brain in self.brains.values()) or self.match.people:
            self.warm_up.start()

    def controls(self, seat: int) -> Controls:
        if seat in self.split and (self.board.is_concurrent or not self.flows):
            return self.split[seat]
        return self.main_controls

    # ------------------------------------------------------------------- turns
    def on_turn(self) -> tuple[int, ...]:
        return tuple(self.flows)

    def sync_flows(self) -> None:
        """Open a flow for each seat whose turn the rules opened; drop the finished ones; end the
        match once the rules say it is over (call it after changing the board from outside a turn)."""
        active = self.board.active_players
        for seat, flow in list(self.flows.items()):
            if flow.done or seat not in active:  # (alone at the table, the next turn is the same seat's)
                del self.flows[seat]
                self.drivers.pop(seat, None)
        if self.split and not self.board.is_concurrent:
            self.split.clear()
        for seat in active:
            if seat in self.flows:
                continue
            panel = self.split[seat].panel if seat in self.split else self.main_panel
            flow = TurnFlow(self.board, seat, panel, on_decision=self.decision)
            self.flows[seat] = flow
            if seat in self.brains:
                self.drivers[seat] = ComputerDriver(flow, self.brains[seat], self.app.rng, self.warm_up,
                                                    block_for_table=self.app.headless)
            if not self.board.is_concurrent:
                info = self.match.seats[seat]
                self.effects.banner(f"{info.name}'s turn", self.seat_colour(seat), banner_lane(self.main_panel),
                                    life=1.4, width=self.main_panel.rect.width - 40)
        if self.board.is_over:   # the finished sheet, nobody on turn, can be reviewed from the results
            final = sheet_view(self.board, self.match.seats, {}, {}, computers=set(self.brains))
            self.end(self.board.totals, self.losses, delay=2.4, review=final)

    def decision(self, flow: TurnFlow, choice: Box | tuple[int, ...]) -> None:
        """A person's reroll or fill: add what it gives up against Hard to their expected loss."""
        seat = flow.seat
        if self.losses[seat] is None or flow.dice is None:
            return
        if not self.warm_up.ready(block=self.app.headless):
            return  # the optimal table is still loading (first start only): this decision goes unmeasured
        self.losses[seat] += self.brain_class.loss(self.board, seat, flow.dice, flow.turn.rolls_left, choice)

    # ------------------------------------------------------------------- input
    def act(self, seat: int, action: Action) -> None:
        flow = self.flows[seat]
        if not self.match.seats[seat].is_person:
            return
        name = action.name
        if name == "roll":
            self.roll(flow)
        elif name == "lock":
            flow.zone = "dice"
            if flow.die_cursor == ROLL_BUTTON:
                flow.die_cursor = 0
            self.toggle(flow, flow.die_cursor)
        elif name in ("left", "right"):
            flow.move_column(-1 if name == "left" else 1)
        elif name == "up":
            flow.move_row(-1)
        elif name == "down":
            flow.move_row(1)
        elif name in ("prev", "next"):
            flow.cycle_column(-1 if name == "prev" else 1)
        elif name == "confirm":
            if flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON:
                self.roll(flow)
            elif flow.zone == "dice":
                self.toggle(flow, flow.die_cursor)
            else:
                flow.confirm_box(flow.focus)
        elif name == "hint":
            self.hint(flow)
        elif name == "click" and action.pos is not None:
            self._click(flow, action.pos)
        elif name == "alt_click":
            flow.selected = flow.zero_armed = None
        elif name == "point" and action.pos is not None:
            self._hover(flow, action.pos)
        self._consume(flow)

    def back(self, seat: int) -> bool:
        """Back first drops a selected box; with nothing selected it pauses."""
        flow = self.flows.get(seat)
        if flow is None or flow.selected is None or not self.match.seats[seat].is_person:
            return False
        flow.selected = flow.zero_armed = None
        return True

    def roll(self, flow: TurnFlow) -> None:
        if flow.roll():
            self.hints.pop(flow.seat, None)
            self.messages.drop(flow.seat)   # what it said was about the dice just thrown back
        elif flow.rolling:
            self.tell(flow.seat, "The planets are still rolling", theme.TEXT_DIM)
        elif flow.turn.has_rolled and not flow.turn.to_roll and flow.turn.rolls_left:
            self.tell(flow.seat, "Every planet is locked: unlock one to roll", theme.TEXT_DIM)
        elif flow.turn.has_rolled:
            self.tell(flow.seat, f"{self.no_rolls}: choose a row and fill it in", theme.TEXT_DIM)

    def toggle(self, flow: TurnFlow, index: int) -> None:
        if flow.toggle_lock(index):
            self.app.audio.play("lock" if flow.locked[index] else "unlock", 0.7)
            self.hints.pop(flow.seat, None)
        elif flow.dice is not None and flow.turn.rolls_left == 0:
            self.tell(flow.seat, f"{self.no_rolls}: locking would change nothing", theme.TEXT_DIM)

    def _click(self, flow: TurnFlow, pos: tuple[float, float]) -> None:
        controls = self.controls(flow.seat)
        if controls.roll.collidepoint(pos):
            flow.zone, flow.die_cursor = "dice", ROLL_BUTTON
            self.roll(flow)
            return
        if controls.fill.collidepoint(pos):
            if flow.selected is None:
                self.tell(flow.seat, "Choose a row first", theme.TEXT_DIM)
            else:
                flow.fill_selected()
            return
        if controls.hint is not None and controls.hint.collidepoint(pos):
            self.hint(flow)
            return
        die = controls.panel.die_at(pos)
        if die is not None:
            flow.zone, flow.die_cursor = "dice", die
            self.toggle(flow, die)
            return
        box = self._box_at(flow, pos)
        if box is not None:
            flow.confirm_box(box)
        elif self.sheet.layout.on_bonus_row(pos) and flow.selected is not None:
            flow.selected = flow.zero_armed = None   # the rules: a click on the bonus area deselects
            self.app.audio.play("back", 0.6)

    def _hover(self, flow: TurnFlow, pos: tuple[float, float]) -> None:
        die = self.controls(flow.seat).panel.die_at(pos)
        if die is not None:
            flow.zone, flow.die_cursor = "dice", die
            return
        box = self._box_at(flow, pos)
        if box is not None:
            flow.point_at(box)

    def _box_at(self, flow: TurnFlow, pos: tuple[float, float]) -> Box | None:
        hit = self.sheet.layout.hit(pos)
        if hit is None:
            return None
        seat, column, name = hit
        if seat is None:
            return flow.column, name
        return (column, name) if seat == flow.seat else None

    # -------------------------------------------------------------- hints
    def hint(self, flow: TurnFlow) -> None:
        """What Hard would do now, and (`hint_measures_choice`) what the person's current choice gives up."""
        dice = flow.dice
        if dice is None:
            self.tell(flow.seat, "Hint: roll the planets first", theme.ACCENT)
            return
        if not self.warm_up.ready(block=self.app.headless):
            self.tell(flow.seat, "The hint is still thinking... ask again in a moment", theme.TEXT_DIM)
            return
        rolls_left = flow.turn.rolls_left
        advice = self.brain_class.hint(self.board, flow.seat, dice, rolls_left)
        if advice.action == "keep":
            kept = " ".join(str(v) for v in advice.keep) or "nothing"
            line = f"Hint: keep {kept} and roll again"
        else:
            box = (advice.column or 0, advice.category)
            line = f"Hint: fill in {flow.label(box)} ({self.board.preview(box, dice)})"
        choice = self._current_choice(flow) if self.hint_measures_choice else None
        if choice is not None:
            lost = self.brain_class.loss(self.board, flow.seat, dice, rolls_left, choice)
            line += f" - your choice gives up {lost:.1f} points" if lost >= 0.05 else " - your choice is as good"
        self.hints[flow.seat] = advice
        self.tell(flow.seat, line, theme.ACCENT, seconds=6.0)

    def _current_choice(self, flow: TurnFlow) -> Box | tuple[int, ...] | None:
        if flow.selected is not None:
            return flow.selected
        if flow.turn.rolls_left > 0:
            return tuple(v for v, lock in zip(flow.dice, flow.locked, strict=False) if lock)
        return flow.focus if self.board.is_open(flow.seat, flow.focus) else None

    # -------------------------------------------------------------- update
    def step(self, dt: float) -> None:
        reduced = self.app.settings.reduced_motion
        for seat, flow in list(self.flows.items()):
            audio_sfx.play_collisions(self.app.audio, flow.update(dt, reduced), volume=0.8)
            if flow.panel.just_settled:
                self.app.audio.play("planet_pop", 0.5)
            driver = self.drivers.get(seat)
            if driver is not None:
                driver.update(dt)
                if driver.thinking and seat not in self.messages:  # the optimal table is still loading
                    self.tell(seat, f"{self.match.seats[seat].name} is thinking...", theme.TEXT_DIM, seconds=0.5)
            self._consume(flow)

    def _consume(self, flow: TurnFlow) -> None:
        """Show and sound what the flow reported; open the next turns after a fill."""
        for outcome in flow.take_outcomes():
            self.show(outcome)
        if flow.done and flow.seat in self.flows:
            self.sync_flows()

    def show(self, outcome: Outcome) -> None:
        """What a turn did, for eyes, ears and hands: banners, bursts, pop-ups, sounds, rumble."""
        seat = outcome.seat
        colour = self.seat_colour(seat)
        audio, reduced = self.app.audio, self.app.settings.reduced_motion
        if outcome.kind == "rolled":
            if len(set(outcome.dice)) == 1:
                panel = self.controls(seat).panel
                center = banner_lane(panel)
                self.effects.banner("FIVE OF A KIND!", theme.TITLE, center, width=panel.rect.width - 20)
                self.effects.burst(center, (theme.TITLE, colour, theme.ACCENT), reduced_motion=reduced)
                audio.play("flourish")
                self.rumble(seat, 0.8, 1.0, 400)
        elif outcome.kind == "selected":
            audio.play("select", 0.6)
        elif outcome.kind == "ask_zero":
            audio.play("zero", 0.7)
            self.tell(seat, outcome.message, theme.BAD)
        elif outcome.kind == "refused":
            self.tell(seat, outcome.message, theme.TEXT_DIM)
        elif outcome.kind == "filled":
            cell = self.sheet.layout.box_rect(seat, outcome.box)
            panel = self.controls(seat).panel   # the planets fly to the box they filled, then it pops
            starts = [c for c in (panel.die_center(i) for i in range(len(outcome.dice))) if c is not None]
            landed = self.effects.fly(starts, cell.center, colour, reduced_motion=reduced)
            self.effects.popup(f"+{outcome.points}" if outcome.points else "0", cell.center,
                               theme.GOOD if outcome.points else theme.TEXT_DIM, delay=landed)
            audio.play("fill" if outcome.points else "zero", 0.8)
            self.rumble(seat, 0.3, 0.4, 120)
            self.messages.drop(seat)
            self.hints.pop(seat, None)
            if outcome.bonus_reached:
                bonus = self.sheet.layout.cell_rect(seat, outcome.box[0], 6)
                panel = self.controls(seat).panel
                self.effects.banner(f"BONUS +{self.board.bonus_points * self.board.weights[outcome.box[0]]}",
                                    theme.GOOD, banner_lane(panel), width=panel.rect.width - 20)
                self.effects.burst(bonus.center, (theme.GOOD, colour, theme.TITLE), reduced_motion=reduced)
                audio.play("flourish")
                self.rumble(seat, 0.6, 0.8, 300)

    # ---------------------------------------------------------------- draw
    def _trays(self) -> list[tuple[TrayPanel, TurnFlow | None]]:
        if self.split:
            return [(controls.panel, self.flows.get(seat)) for seat, controls in self.split.items()]
        return [(self.main_panel, next(iter(self.flows.values()), None))]

    def still_key(self) -> tuple:
        trays = tuple((id(panel), flow.seat if flow else None, panel.still_picture, shows_dice(panel, flow))
                      for panel, flow in self._trays())
        flows = tuple((seat, flow.turn.rolls_left, flow.turn.has_rolled, flow.can_roll, flow.selected, flow.zero_armed,
                       flow.dice is not None, flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON)
                      for seat, flow in self.flows.items())
        return trays, flows, self.board.round, self.board.is_over

    def patches(self) -> tuple:
        """The score sheet keeps its own picture: a new preview or focus draws only the sheet again."""
        return ((id(self.sheet_view()), self.draw_sheet),)

    def draw_sheet(self, surface) -> bool:
        """The sheet; in a frame that drew the rest of the still layer again, a changed sheet shows
        one frame later (both at once made the slowest frames)."""
        self.sheet.background = self.still.sky     # the sheet lies on the sky: its cache is opaque
        return self.sheet.draw(surface, self.sheet_view(), render=not self.still.redrawn_now)

    def _boxes(self) -> tuple:
        return tuple((panel, self.seat_colour(flow.seat) if flow is not None else theme.PANEL_EDGE)
                     for panel, flow in self._trays())

    def base_key(self) -> tuple:
        return tuple((id(panel), tuple(panel.rect), edge) for panel, edge in self._boxes())

    def draw_base(self, surface) -> None:
        """The tray boxes: they change only with the seat on turn (their rim) or a Revenge's split."""
        for panel, edge in self._boxes():
            panel.draw_box(surface, edge)

    def draw_still(self, surface) -> None:
        self.draw_title_bar(surface)
        for panel, flow in self._trays():
            if panel.still_picture is not None and shows_dice(panel, flow):
                panel.draw_still(surface)
            if flow is not None and not shows_dice(panel, flow):
                text.draw(surface, "Roll the planets!", 40, theme.TEXT_DIM, center=panel.rect.center)
        for seat, controls in self.split.items():  # after the trays: messages show inside them
            flow = self.flows.get(seat)
            draw_strip_header(surface, self.match.seats[seat], controls.panel.rect, done=flow is None)
            if flow is not None:
                draw_turn_buttons(surface, flow, controls, self.roll_label(flow, False), self._person(flow), False,
                                  self.seat_colour(seat))
                self.messages.draw(surface, seat, controls.message_at, controls.panel.rect.width - 24)
        if not self.split:
            flow = next(iter(self.flows.values()), None)
            label = self.roll_label(flow, True) if flow is not None else "Roll"
            colour = self.seat_colour(flow.seat) if flow is not None else theme.PANEL_EDGE
            draw_turn_buttons(surface, flow, self.main_controls, label, self._person(flow), True, colour)
            if flow is not None:
                self.messages.draw(surface, flow.seat, self.main_controls.message_at, self.play_rect.width - 8)

    def _person(self, flow: TurnFlow | None) -> bool:
        return flow is not None and self.match.seats[flow.seat].is_person

    def draw_title_bar(self, surface) -> None:
        """Mode on the left, the seat on turn (rocket and name) after it, the round on the right."""
        title = self.match.title + (" · demo" if self.match.attract else "")
        board = self.board
        status = "Game over" if board.is_over else f"Round {board.round} of {board.rounds}"
        on_turn = self.match.seats[next(iter(self.flows))] if len(self.flows) == 1 and not self.split else None
        draw_title_bar(surface, title, status, on_turn)

    def draw_moving(self, surface, alpha: float) -> None:
        """What moves in a tray: flying planets, lock stars, the cursor, the hint's rings."""
        reduced = self.app.settings.reduced_motion
        for panel, flow in self._trays():
            if not shows_dice(panel, flow):
                continue
            locked = flow.locked if flow is not None else ()
            cursor = flow.die_cursor if flow is not None and flow.zone == "dice" and flow.dice is not None else None
            computer = self.seat_colour(flow.seat) if flow is not None and flow.seat in self.brains else None
            panel.draw(surface, alpha, locked=locked, cursor=cursor, clock=self.time, reduced_motion=reduced,
                       still_drawn=panel.still_picture is not None, computer=computer)
            if flow is not None and flow.seat in self.hints and flow.dice is not None:
                draw_hint_rings(surface, panel, self.hints[flow.seat], alpha)

    def help_line(self) -> str:
        return HELP

    def roll_label(self, flow: TurnFlow, big: bool) -> str:
        """The Roll button's label: "Roll", then the throws left ("Roll 2" on a small tray)."""
        left = flow.turn.rolls_left
        if not flow.turn.has_rolled:
            return "Roll"
        if not big:
            return f"Roll {left}"
        return f"Roll ({left} left)" if left else self.no_rolls

    def sheet_view(self) -> SheetView:
        """What the table shows; rebuilt only when a box, a die or a focus changed."""
        key = sheet_key(self.board, self.flows, self.hints)
        if key != self._view_key or self._view is None:
            self._view, self._view_key = self.build_sheet_view(), key
        return self._view

    def build_sheet_view(self) -> SheetView:
        return sheet_view(self.board, self.match.seats, self.flows, self.hints, computers=set(self.brains))
