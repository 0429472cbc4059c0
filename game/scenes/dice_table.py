"""The play scene shared by Dicetime and Triple: trays, the score table, seats and devices.

One `TurnFlow` per open turn (several in a Revenge's first round, each on its own small
tray), driven by the bound device of a person's seat or by a `ComputerDriver`. The scene
routes actions to the right flow, shows what happened (pop-ups, flourishes, sounds,
rumble), keeps a seat whose pad was unplugged waiting until it is replugged or another
device takes it, and at the end hands a `MatchResult` to the results screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import audio_sfx
from game.input.actions import Action, DeviceId
from game import modes
from game.match import MatchConfig, MatchResult, attract_match, quick_match
from game.ai.valuation import Hint
from game.render import marks, rockets, text, theme
from game.render.flourish import Effects
from game.render.scoresheet import LABEL_WIDTH, ScoreSheet, SeatColumns, SheetView
from game.scenes import navigation
from game.scenes.base import Scene
from game.scenes.boards import Board, Box
from game.scenes.playkit.seating import DEVICE_KINDS, SeatRouter
from game.scenes.computer_turns import Brain, ComputerDriver, TableWarmUp, brain_class
from game.scenes.table_sounds import register as register_sounds
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.turn_flow import ROLL_BUTTON, Outcome, TurnFlow

MARGIN = 16
TOP = 56                 # below the title bar
PLAY_HEIGHT = 620        # trays + buttons, and the sheet
BUTTON_HEIGHT = 46
STRIP = 36               # a split tray's seat strip (Revenge)
END_DELAY = 1.8          # s the last fill shows before the results
FADE_IN = 0.35           # s of the entry transition
MESSAGE_SECONDS = 3.0


@dataclass
class Controls:
    """Where one open turn's tray and buttons are on screen."""

    panel: TrayPanel
    roll: pygame.Rect
    fill: pygame.Rect
    hint: pygame.Rect | None
    message_at: tuple[int, int]


@dataclass
class Message:
    text: str
    colour: tuple[int, int, int]
    seconds: float = MESSAGE_SECONDS


class DiceTableScene(Scene):
    mode = ""                         # "dicetime", "triple" or "puzzle"
    pause_actions = ("pause",)        # "back" first drops a selection, then pauses (see handle)
    no_rolls = "No rolls left"        # why a roll is refused once the turn's throws are spent
    seat_policy = "bound"             # how devices reach seats (playkit.seating): "bound" (and hot seat) or "solo"

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 **options: object) -> None:
        super().__init__(app)
        info = modes.get(self.mode)
        self.rules_page = info.rules_page
        if match is None:
            seats = players or (info.attract_seats if attract else info.default_seats)
            seats = max(info.min_seats, min(info.max_seats, seats))
            match = attract_match(self.mode, seats) if attract else quick_match(self.mode, computers=seats - 1)
        self.seating = SeatRouter(match, app.devices.connected, self.seat_policy)
        if match.attract:
            self.pause_actions = ()  # in a demo every key or button goes back to the title
        self.board = self.make_board(match)
        self.brain_class: type[Brain] = brain_class(self.board)
        self.brains = {seat: self.brain_class(info.difficulty) for seat, info in enumerate(match.seats)
                       if info.is_computer}
        self.warm_up = TableWarmUp()
        self.losses: list[float | None] = [0.0 if info.is_person else None for info in match.seats]
        self.effects = Effects()
        self.messages: dict[int, Message] = {}
        self.hints: dict[int, Hint] = {}  # what Hard would do, shown to a person who asked
        self.time = 0.0
        self.end_timer: float | None = None
        self._layout()
        self.split: dict[int, Controls] = {}
        if self.board.is_concurrent:
            self._split_trays()
        self.flows: dict[int, TurnFlow] = {}
        self.drivers: dict[int, ComputerDriver] = {}
        self._background: pygame.Surface | None = None   # the sky, drawn once
        self._base: pygame.Surface | None = None         # the sky with the trays
        self._base_key: tuple = ()
        self._view_key: tuple = ()
        self._view: SheetView | None = None
        self._sync_flows()

    # ------------------------------------------------------------------ setup
    def make_board(self, match: MatchConfig) -> Board:
        raise NotImplementedError

    def enter(self) -> None:
        register_sounds(self.app.audio)
        audio_sfx.register(self.app.audio)
        if self.brains and any(brain.needs_table() for brain in self.brains.values()) or self.match.people:
            self.warm_up.start()

    def _layout(self) -> None:
        width, height = self.app.size
        columns, seats = self.board.columns, self.board.players
        if columns == 1:
            cell = 110 if seats <= 2 else 90
        else:
            cell = 56 if seats <= 2 else 44
        sheet_width = LABEL_WIDTH + max(2, seats) * columns * cell
        self.sheet = ScoreSheet(pygame.Rect(width - MARGIN - sheet_width, TOP, sheet_width, PLAY_HEIGHT),
                                seats, columns)
        self.play_rect = pygame.Rect(MARGIN, TOP, self.sheet.layout.rect.left - 2 * MARGIN, PLAY_HEIGHT)
        self.tray_rect = pygame.Rect(self.play_rect.left, TOP, self.play_rect.width,
                                     PLAY_HEIGHT - BUTTON_HEIGHT - 54)
        y = self.tray_rect.bottom + 12
        left = self.play_rect.left
        self.main_panel = TrayPanel(self.tray_rect, self.app.rng)
        self.main_controls = Controls(
            panel=self.main_panel,
            roll=pygame.Rect(left, y, 230, BUTTON_HEIGHT),
            fill=pygame.Rect(left + 246, y, 150, BUTTON_HEIGHT),
            hint=pygame.Rect(left + 412, y, 110, BUTTON_HEIGHT),
            message_at=(self.play_rect.left + 4, y + BUTTON_HEIGHT + 18),
        )

    def _split_trays(self) -> None:
        """Small trays side by side (2x2 for three or four seats, 3x2 for five or six), one per seat,
        for the Revenge round."""
        seats = self.board.players
        cols = seats if seats <= 2 else 2 if seats <= 4 else 3
        rows = 1 if seats <= 2 else 2
        gap = 12
        width = (self.play_rect.width - gap * (cols - 1)) // cols
        height = (self.play_rect.height - gap * (rows - 1)) // rows
        for seat in range(seats):
            row, col = divmod(seat, cols)
            cell = pygame.Rect(self.play_rect.left + col * (width + gap), self.play_rect.top + row * (height + gap),
                               width, height)
            tray = pygame.Rect(cell.left, cell.top + STRIP, cell.width, cell.height - STRIP)
            roll = pygame.Rect(cell.right - 196, cell.top + 2, 110, STRIP - 6)
            fill = pygame.Rect(cell.right - 80, cell.top + 2, 80, STRIP - 6)
            self.split[seat] = Controls(TrayPanel(tray, self.app.rng), roll, fill, None,
                                        (tray.left + 12, tray.top + 22))

    def controls(self, seat: int) -> Controls:
        if seat in self.split and (self.board.is_concurrent or not self.flows):
            return self.split[seat]
        return self.main_controls

    # ------------------------------------------------------------------- turns
    def _sync_flows(self) -> None:
        """Open a flow for each seat whose turn the rules opened; drop the finished ones."""
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
            flow = TurnFlow(self.board, seat, panel, on_decision=self._decision)
            self.flows[seat] = flow
            if seat in self.brains:
                self.drivers[seat] = ComputerDriver(flow, self.brains[seat], self.app.rng, self.warm_up,
                                                    block_for_table=self.app.headless)
            if not self.board.is_concurrent:
                info = self.match.seats[seat]
                colour = rockets.seat_colour(info.colour)
                self.effects.banner(f"{info.name}'s turn", colour, self._banner_lane(self.main_panel), life=1.4,
                                   width=self.main_panel.rect.width - 40)
        if self.board.is_over and self.end_timer is None:
            self.end_timer = END_DELAY

    def _decision(self, flow: TurnFlow, choice: Box | tuple[int, ...]) -> None:
        """A person's reroll or fill: add what it gives up against Hard to their expected loss."""
        seat = flow.seat
        if self.losses[seat] is None or flow.dice is None:
            return
        if not self.warm_up.ready(block=self.app.headless):
            return  # the optimal table is still loading (first start only): this decision goes unmeasured
        self.losses[seat] += self.brain_class.loss(self.board, seat, flow.dice, flow.turn.rolls_left, choice)

    # ------------------------------------------------------------------- input
    def handle(self, action: Action) -> None:
        if action.name in ("device_added", "device_removed"):
            self._device_event(action)
            return
        if action.device.kind not in DEVICE_KINDS:
            return
        if self.match.attract:
            if action.name != "point":
                self._leave_attract()
            return
        if self._orphans():
            if action.name != "point":
                self._take_seat(action.device)
            return
        seat = self.seat_for(action.device)
        flow = self.flows.get(seat) if seat is not None and self.match.seats[seat].is_person else None
        if action.name == "back":
            if flow is not None and flow.selected is not None:
                flow.selected = flow.zero_armed = None
            else:
                self.open_pause()
            return
        if flow is None or self.end_timer is not None:
            if action.name in ("confirm", "roll", "click", "lock") and seat is not None:
                self._say_waiting(seat)
            return
        self._act(flow, action)

    @property
    def match(self) -> MatchConfig:
        """The match being played; its seats' devices change when a seat is taken over (seating)."""
        return self.seating.match

    def seat_for(self, device: DeviceId) -> int | None:
        """The seat a device acts for now (its own, or of the seats sharing it the one on turn)."""
        return self.seating.seat_for(device, self.flows)

    def _act(self, flow: TurnFlow, action: Action) -> None:
        name = action.name
        if name == "roll":
            self._roll(flow)
        elif name == "lock":
            flow.zone = "dice"
            if flow.die_cursor == ROLL_BUTTON:
                flow.die_cursor = 0
            self._toggle(flow, flow.die_cursor)
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
                self._roll(flow)
            elif flow.zone == "dice":
                self._toggle(flow, flow.die_cursor)
            else:
                flow.confirm_box(flow.focus)
        elif name == "hint":
            self._hint(flow)
        elif name == "click" and action.pos is not None:
            self._click(flow, action.pos)
        elif name == "alt_click":
            flow.selected = flow.zero_armed = None
        elif name == "point" and action.pos is not None:
            self._hover(flow, action.pos)
        self._consume(flow)

    def _roll(self, flow: TurnFlow) -> None:
        if flow.roll():
            self.hints.pop(flow.seat, None)
            self.messages.pop(flow.seat, None)   # what it said was about the dice just thrown back
        elif flow.rolling:
            self._tell(flow.seat, "The planets are still rolling", theme.TEXT_DIM)
        elif flow.turn.has_rolled and not flow.turn.to_roll and flow.turn.rolls_left:
            self._tell(flow.seat, "Every planet is locked: unlock one to roll", theme.TEXT_DIM)
        elif flow.turn.has_rolled:
            self._tell(flow.seat, f"{self.no_rolls}: choose a row and fill it in", theme.TEXT_DIM)

    def _toggle(self, flow: TurnFlow, index: int) -> None:
        if flow.toggle_lock(index):
            self.app.audio.play("lock" if flow.locked[index] else "unlock", 0.7)
            self.hints.pop(flow.seat, None)
        elif flow.dice is not None and flow.turn.rolls_left == 0:
            self._tell(flow.seat, f"{self.no_rolls}: locking would change nothing", theme.TEXT_DIM)

    def _click(self, flow: TurnFlow, pos: tuple[float, float]) -> None:
        controls = self.controls(flow.seat)
        if controls.roll.collidepoint(pos):
            flow.zone, flow.die_cursor = "dice", ROLL_BUTTON
            self._roll(flow)
            return
        if controls.fill.collidepoint(pos):
            if flow.selected is None:
                self._tell(flow.seat, "Choose a row first", theme.TEXT_DIM)
            else:
                flow.fill_selected()
            return
        if controls.hint is not None and controls.hint.collidepoint(pos):
            self._hint(flow)
            return
        die = controls.panel.die_at(pos)
        if die is not None:
            flow.zone, flow.die_cursor = "dice", die
            self._toggle(flow, die)
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
    def _hint(self, flow: TurnFlow) -> None:
        dice = flow.dice
        if dice is None:
            self._tell(flow.seat, "Hint: roll the planets first", theme.ACCENT)
            return
        if not self.warm_up.ready(block=self.app.headless):
            self._tell(flow.seat, "The hint is still thinking... ask again in a moment", theme.TEXT_DIM)
            return
        rolls_left = flow.turn.rolls_left
        advice = self.brain_class.hint(self.board, flow.seat, dice, rolls_left)
        if advice.action == "keep":
            kept = " ".join(str(v) for v in advice.keep) or "nothing"
            line = f"Hint: keep {kept} and roll again"
        else:
            box = (advice.column or 0, advice.category)
            line = f"Hint: fill in {flow.label(box)} ({self.board.preview(box, dice)})"
        choice = self._current_choice(flow)
        if choice is not None:
            lost = self.brain_class.loss(self.board, flow.seat, dice, rolls_left, choice)
            line += f" - your choice gives up {lost:.1f} points" if lost >= 0.05 else " - your choice is as good"
        self.hints[flow.seat] = advice
        self._tell(flow.seat, line, theme.ACCENT, seconds=6.0)

    def _current_choice(self, flow: TurnFlow) -> Box | tuple[int, ...] | None:
        if flow.selected is not None:
            return flow.selected
        if flow.turn.rolls_left > 0:
            return tuple(v for v, lock in zip(flow.dice, flow.locked) if lock)
        return flow.focus if self.board.is_open(flow.seat, flow.focus) else None

    # ------------------------------------------------------------ devices
    def _orphans(self) -> list[int]:
        """People on turn whose pad is unplugged: the game waits for them."""
        return self.seating.orphans(self.flows)

    def _device_event(self, action: Action) -> None:
        if action.name == "device_added" and self._orphans():
            self._take_seat(action.device)

    def _take_seat(self, device: DeviceId) -> None:
        """A device nobody plays with takes the first waiting seat (a replugged pad comes back new)."""
        seat = self.seating.take_seat(device, self.flows)
        if seat is not None:
            self._tell(seat, f"{self.match.seats[seat].name} plays on with {device}", theme.GOOD)

    def _leave_attract(self) -> None:
        navigation.to_title(self.app)

    # -------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        self.time += dt
        self.effects.update(dt)
        for message in list(self.messages.values()):
            message.seconds -= dt
        self.messages = {seat: m for seat, m in self.messages.items() if m.seconds > 0}
        if self.end_timer is not None:
            self.end_timer -= dt
            if self.end_timer <= 0:
                self._finish()
            return
        if self._orphans():
            return
        reduced = self.app.settings.reduced_motion
        for seat, flow in list(self.flows.items()):
            audio_sfx.play_collisions(self.app.audio, flow.update(dt, reduced), volume=0.8)
            if flow.panel.just_settled:
                self.app.audio.play("planet_pop", 0.5)
            driver = self.drivers.get(seat)
            if driver is not None:
                driver.update(dt)
                if driver.thinking and seat not in self.messages:  # the optimal table is still loading
                    self._tell(seat, f"{self.match.seats[seat].name} is thinking...", theme.TEXT_DIM, seconds=0.5)
            self._consume(flow)

    def _consume(self, flow: TurnFlow) -> None:
        """Show and sound what the flow reported; open the next turns after a fill."""
        for outcome in flow.take_outcomes():
            self._show(outcome)
        if flow.done and flow.seat in self.flows:
            self._sync_flows()

    def _show(self, outcome: Outcome) -> None:
        seat = outcome.seat
        info = self.match.seats[seat]
        colour = rockets.seat_colour(info.colour)
        audio, reduced = self.app.audio, self.app.settings.reduced_motion
        if outcome.kind == "rolled":
            if len(set(outcome.dice)) == 1:
                center = self._banner_lane(self.controls(seat).panel)
                self.effects.banner("FIVE OF A KIND!", theme.TITLE, center,
                                    width=self.controls(seat).panel.rect.width - 20)
                self.effects.burst(center, (theme.TITLE, colour, theme.ACCENT), reduced_motion=reduced)
                audio.play("flourish")
                self._rumble(seat, 0.8, 1.0, 400)
        elif outcome.kind == "selected":
            audio.play("select", 0.6)
        elif outcome.kind == "ask_zero":
            audio.play("zero", 0.7)
            self._tell(seat, outcome.message, theme.BAD)
        elif outcome.kind == "refused":
            self._tell(seat, outcome.message, theme.TEXT_DIM)
        elif outcome.kind == "filled":
            cell = self.sheet.layout.box_rect(seat, outcome.box)
            self.effects.popup(f"+{outcome.points}" if outcome.points else "0", cell.center,
                               theme.GOOD if outcome.points else theme.TEXT_DIM)
            audio.play("fill" if outcome.points else "zero", 0.8)
            self._rumble(seat, 0.3, 0.4, 120)
            self.messages.pop(seat, None)
            self.hints.pop(seat, None)
            if outcome.bonus_reached:
                bonus = self.sheet.layout.cell_rect(seat, outcome.box[0], 6)
                self.effects.banner(f"BONUS +{35 * self.board.weights[outcome.box[0]]}", theme.GOOD,
                                    self._banner_lane(self.controls(seat).panel),
                                    width=self.controls(seat).panel.rect.width - 20)
                self.effects.burst(bonus.center, (theme.GOOD, colour, theme.TITLE), reduced_motion=reduced)
                audio.play("flourish")
                self._rumble(seat, 0.6, 0.8, 300)

    @staticmethod
    def _banner_lane(panel: TrayPanel) -> tuple[int, int]:
        """Where banners show: the upper part of a tray, where no resting planet lies (they settle on
        the floor) and clear of the "Roll the planets!" line in the middle and of the score table."""
        return panel.rect.centerx, panel.rect.top + max(40, round(panel.rect.height * 0.27))

    @staticmethod
    def _shows_dice(panel: TrayPanel, flow: TurnFlow | None) -> bool:
        """A new turn's tray is empty until its first roll: the previous player's planets are not theirs."""
        return panel.has_dice and (flow is None or flow.rolled_once)

    def _rumble(self, seat: int, low: float, high: float, ms: int) -> None:
        device = self.match.seats[seat].device
        if device is not None:
            self.app.devices.rumble(device, low, high, ms)  # a pad that cannot rumble just says no

    def _tell(self, seat: int, line: str, colour, seconds: float = MESSAGE_SECONDS) -> None:
        self.messages[seat] = Message(line, colour, seconds)

    def _say_waiting(self, seat: int) -> None:
        on_turn = [self.match.seats[s].name for s in self.flows]
        if on_turn:
            self._tell(seat, f"Wait: it is {on_turn[0]}'s turn", theme.TEXT_DIM)

    def _finish(self) -> None:
        result = MatchResult.from_totals(self.match, self.board.totals, self.losses)
        navigation.to_results(self.app, result)

    # ---------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        surface.blit(self._base_layer(), (0, 0))
        if text.recording_now():   # the still parts straight onto the frame, so a recording sees them
            surface.blit(self._background, (0, 0))
            self._draw_still(surface)
        for panel, flow in self._trays():
            self._draw_tray(surface, panel, flow, alpha, reduced)
        self.effects.draw(surface, reduced)
        orphans = self._orphans()
        if orphans:
            self._draw_orphan(surface, orphans[0])
        if self.time < FADE_IN and not reduced:
            veil = pygame.Surface(self.app.size)
            veil.fill(theme.SPACE)
            veil.set_alpha(round(255 * (1 - self.time / FADE_IN)))
            surface.blit(veil, (0, 0))

    def _trays(self) -> list[tuple[TrayPanel, TurnFlow | None]]:
        if self.split:
            return [(controls.panel, self.flows.get(seat)) for seat, controls in self.split.items()]
        return [(self.main_panel, next(iter(self.flows.values()), None))]

    # Everything that does not move from frame to frame is drawn once into the base layer
    # and redrawn only when it changes; a frame is one opaque blit plus what moves.
    def _base_layer(self) -> pygame.Surface:
        if self._background is None:
            from game.render.backdrop import Backdrop

            self._background = pygame.Surface(self.app.size)
            Backdrop(self.app.size, planets=0).draw(self._background, True)
            self.sheet.background = self._background
        key = self._still_key()
        if key != self._base_key or self._base is None:
            self._base = self._background.copy()
            self._draw_still(self._base)
            self._base_key = key
        return self._base

    def _still_key(self) -> tuple:
        trays = tuple((id(panel), flow.seat if flow else None, panel.still_picture, self._shows_dice(panel, flow))
                      for panel, flow in self._trays())
        flows = tuple((seat, flow.turn.rolls_left, flow.turn.has_rolled, flow.can_roll, flow.selected, flow.zero_armed,
                       flow.dice is not None, flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON)
                      for seat, flow in self.flows.items())
        messages = tuple((seat, m.text, m.colour) for seat, m in self.messages.items())
        return trays, flows, messages, id(self._sheet_view()), self.board.round, self.board.is_over

    def _draw_still(self, surface: pygame.Surface) -> None:
        self._draw_title_bar(surface)
        for panel, flow in self._trays():
            edge = self._seat_colour(flow.seat) if flow is not None else theme.PANEL_EDGE
            panel.draw_box(surface, edge)
            if panel.still_picture is not None and self._shows_dice(panel, flow):
                panel.draw_still(surface)
            if flow is not None and not self._shows_dice(panel, flow):
                text.draw(surface, "Roll the planets!", 40, theme.TEXT_DIM, center=panel.rect.center)
        for seat, controls in self.split.items():  # after the trays: messages show inside them
            self._draw_strip(surface, seat, controls)
        if not self.split:
            flow = next(iter(self.flows.values()), None)
            self._draw_buttons(surface, flow, self.main_controls, big=True)
            if flow is not None:
                self._draw_message(surface, flow.seat, self.main_controls.message_at, self.play_rect.width - 8)
        self.sheet.draw(surface, self._sheet_view())
        self._draw_help(surface)

    def _seat_colour(self, seat: int) -> tuple[int, int, int]:
        return rockets.seat_colour(self.match.seats[seat].colour)

    def _draw_title_bar(self, surface: pygame.Surface) -> None:
        """Mode on the left, the seat on turn (rocket and name) after it, the round on the right."""
        title = self.match.title + (" · demo" if self.match.attract else "")
        title_rect = text.draw(surface, title, 34, theme.TEXT, bold=True, midleft=(MARGIN, TOP // 2))
        board = self.board
        status = "Game over" if board.is_over else f"Round {board.round} of {board.rounds}"
        text.draw(surface, status, 26, theme.TEXT_DIM, midright=(self.app.size[0] - MARGIN, TOP // 2))
        if len(self.flows) == 1 and not self.split:
            seat = next(iter(self.flows))
            info = self.match.seats[seat]
            rockets.draw_rocket(surface, info.rocket, info.colour, (title_rect.right + 50, TOP // 2), 40,
                                angle=math.pi / 2, flame=0.7)
            text.draw(surface, f"{info.name}'s turn", 30, self._seat_colour(seat), bold=True,
                      midleft=(title_rect.right + 80, TOP // 2))

    def _draw_strip(self, surface: pygame.Surface, seat: int, controls: Controls) -> None:
        """A split tray's header: the seat's rocket and name, its buttons and its messages."""
        info = self.match.seats[seat]
        flow = self.flows.get(seat)
        tray = controls.panel.rect
        middle = tray.top - STRIP // 2 - 2
        rockets.draw_rocket(surface, info.rocket, info.colour, (tray.left + 14, middle), 28)
        text.draw(surface, info.name, 24, self._seat_colour(seat), bold=True, midleft=(tray.left + 30, middle))
        if flow is None:
            text.draw(surface, "Done - waiting for the others", 22, theme.TEXT_DIM, midtop=(tray.centerx, tray.top + 10))
        else:
            self._draw_buttons(surface, flow, controls, big=False)
            self._draw_message(surface, seat, controls.message_at, tray.width - 24)

    def _draw_tray(self, surface, panel: TrayPanel, flow: TurnFlow | None, alpha: float, reduced: bool) -> None:
        """What moves in a tray: flying planets, lock stars, the cursor, the hint's rings."""
        if not self._shows_dice(panel, flow):
            return
        locked = flow.locked if flow is not None else ()
        cursor = flow.die_cursor if flow is not None and flow.zone == "dice" and flow.dice is not None else None
        computer = self._seat_colour(flow.seat) if flow is not None and flow.seat in self.brains else None
        panel.draw(surface, alpha, locked=locked, cursor=cursor, clock=self.time, reduced_motion=reduced,
                   still_drawn=panel.still_picture is not None, computer=computer)
        if flow is not None and flow.seat in self.hints and flow.dice is not None:
            advice = self.hints[flow.seat]
            if advice.action == "keep":
                clip = surface.get_clip()
                surface.set_clip(panel.rect)   # the dotted rings stay inside the tray
                for index, keep in enumerate(advice.lock):
                    center = panel.die_center(index, alpha)
                    if keep and center is not None:
                        marks.hint_circle(surface, center, panel.tray.radius)
                surface.set_clip(clip)

    def _draw_buttons(self, surface: pygame.Surface, flow: TurnFlow | None, controls: Controls, big: bool) -> None:
        size = 28 if big else 20
        if flow is None:
            roll_label, can_roll, can_fill, on_roll = "Roll", False, False, False
        else:
            roll_label = self._roll_label(flow, big)
            can_roll = flow.can_roll
            can_fill = flow.selected is not None and flow.dice is not None
            on_roll = flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON
        person = flow is not None and self.match.seats[flow.seat].is_person
        computer = self._seat_colour(flow.seat) if flow is not None and not person and on_roll else None
        marks.button(surface, controls.roll, roll_label, size, enabled=can_roll and person,
                     focused=on_roll and person, computer=computer, chevron=False)
        fill_label = "Fill in 0" if flow is not None and flow.zero_armed is not None else "Fill in"
        marks.button(surface, controls.fill, fill_label, size, enabled=can_fill and person)
        if controls.hint is not None:
            marks.button(surface, controls.hint, "Hint", size, enabled=person and flow.dice is not None)

    def _roll_label(self, flow: TurnFlow, big: bool) -> str:
        left = flow.turn.rolls_left
        if not flow.turn.has_rolled:
            return "Roll"
        if not big:
            return f"Roll {left}"
        return f"Roll ({left} left)" if left else self.no_rolls

    def _draw_message(self, surface: pygame.Surface, seat: int, at: tuple[int, int], width: int) -> None:
        message = self.messages.get(seat)
        if message is None:
            return
        for i, line in enumerate(text.wrap(message.text, 24, width)[:2]):
            text.draw(surface, line, 24, message.colour, midleft=(at[0], at[1] + 22 * i))

    def _draw_help(self, surface: pygame.Surface) -> None:
        if self.match.attract:
            line = "Demo game - press any key or button to play"
        else:
            line = ("Left/right: planets   Up/down: rows   Enter/A: lock or choose   R/X: roll   "
                    "H/Y: hint   Esc/Start: pause")
        text.draw(surface, line, 20, theme.TEXT_DIM, midbottom=(self.app.size[0] // 2, self.app.size[1] - 8))

    def _draw_orphan(self, surface: pygame.Surface, seat: int) -> None:
        info = self.match.seats[seat]
        shade = pygame.Surface(self.app.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, 760, 200)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, rockets.seat_colour(info.colour), box, 4, border_radius=14)
        text.draw(surface, f"{info.name}'s controller is disconnected", 36, theme.TEXT, bold=True,
                  center=(box.centerx, box.top + 50))
        lines = ("Reconnect it, or press a button on another device", "to take this seat.")
        for i, line in enumerate(lines):
            text.draw(surface, line, 28, theme.TEXT_DIM, center=(box.centerx, box.top + 105 + 32 * i))

    def _sheet_view(self) -> SheetView:
        """What the table shows; rebuilt only when a box, a die or a focus changed."""
        key = (self.board.totals, tuple(len(self.board.open_boxes(seat)) for seat in range(self.board.players)),
               tuple((seat, flow.dice, flow.zone, flow.row, flow.column, flow.selected, flow.zero_armed,
                      id(self.hints.get(seat))) for seat, flow in self.flows.items()))
        if key != self._view_key or self._view is None:
            self._view, self._view_key = self._build_sheet_view(), key
        return self._view

    def _build_sheet_view(self) -> SheetView:
        seats = []
        for seat, info in enumerate(self.match.seats):
            columns = [self.board.column(seat, c) for c in range(self.board.columns)]
            flow = self.flows.get(seat)
            extra: dict = {}
            if flow is not None:
                advice = self.hints.get(seat)
                hinted = (advice.column or 0, advice.category) if advice and advice.action == "fill" else None
                extra = dict(on_turn=True, previews=tuple(sorted(flow.previews().items())),
                             focus=flow.focus if flow.zone == "table" else None,
                             selected=flow.selected, zero_armed=flow.zero_armed, hinted=hinted,
                             computer=seat in self.brains)
            seats.append(SeatColumns(
                name=info.name, colour=info.colour, rocket=info.rocket,
                cells=tuple(tuple(sorted(c.cells.items())) for c in columns),
                upper=tuple(c.upper for c in columns), bonus=tuple(c.bonus for c in columns),
                column_totals=tuple(c.total for c in columns), total=self.board.totals[seat], **extra))
        return SheetView(tuple(seats), self.board.columns, self.board.weights)

