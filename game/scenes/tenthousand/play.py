"""The 10000 / Zehntausend table: six planets, a set-aside strip, keep and turn points, bank or roll.

The scene holds no rules: ``game.rules.tenthousand`` says what scores and what is allowed, and
``explain`` words every refusal. The faces are the faces physics left up (``TrayPanel``).

A turn on screen: Roll throws the planets in play. Once they rest, the scoring ones glow with what
they score. A person picks the planets to set aside (click, or the cursor and Enter / A; L or
Back/Select takes every scoring planet), sees what the keep is worth and the turn total, then rolls
the rest (R / X) or banks (Q / LB, or the Bank button; "Next player" in Zehntausend), which sets the
chosen planets aside first. With automatic set-aside the rules set them aside at once. Tab / RB
opens the scoring table, H / Y asks for a hint. Computer seats press the same buttons, step by step.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from game import audio_sfx, modes
from game.ai import tenthousand as ai
from game.ai import tenthousand_table
from game.input.actions import Action, DeviceId
from game.match import MatchConfig, MatchResult, attract_match, quick_match
from game.render import marks, rockets, text, theme
from game.render.flourish import Effects
from game.render.panel import draw_panel
from game.rules.tenthousand import TenThousandGame, scoring_indices, scoring_keeps
from game.scenes import navigation
from game.scenes.base import Scene
from game.scenes.playkit.seating import DEVICE_KINDS, SeatRouter
from game.scenes.playkit.tray_panel import TrayPanel
from game.audio_table import register as register_sounds
from game.scenes.tenthousand.explain import after_keep, bank_block, keep_problem, scoring_groups
from game.scenes.tenthousand.options import rules_for

MARGIN = 16
TOP = 56
TRAY = pygame.Rect(MARGIN, 64, 840, 520)
SIDE = pygame.Rect(TRAY.right + 16, 64, 1280 - TRAY.right - 16 - MARGIN, 520)
KEEP_POPUP_AT = (SIDE.right - 56, SIDE.top + 102)  # right of the 'Turn total' line, clear of its digits
BUTTON_Y = TRAY.bottom + 10
BUTTON_HEIGHT = 48
BUTTONS = ("roll", "take", "bank", "table", "hint")
BUTTON_WIDTHS = {"roll": 190, "take": 200, "bank": 250, "table": 100, "hint": 80}
TURN_PAUSE = 1.8      # s the end of a turn stays on screen before the next seat
END_DELAY = 2.2       # s after the last turn before the results
STEP_PAUSE = 0.3      # s between a computer's visible steps
THINK_PAUSE = 0.5
MESSAGE_SECONDS = 3.5


@dataclass
class Message:
    text: str
    colour: tuple[int, int, int]
    seconds: float = MESSAGE_SECONDS


class TenThousandScene(Scene):
    mode = "tenthousand"
    pause_actions = ("pause",)  # "back" first drops the chosen planets, then pauses

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 **options: object) -> None:
        super().__init__(app)
        info = modes.get(self.mode)
        self.rules_page = info.rules_page
        if match is None:
            seats = players or (info.attract_seats if attract else info.default_seats)
            seats = max(info.min_seats, min(info.max_seats, seats))
            match = attract_match(self.mode, seats) if attract else quick_match(self.mode, computers=seats - 1)
        policy = "solo" if len(match.seats) == 1 and match.seats[0].is_person else "bound"
        self.seating = SeatRouter(match, app.devices.connected, policy)
        if match.attract:
            self.pause_actions = ()
        self.rules = rules_for(self.mode, match.options)
        self.game = TenThousandGame(len(match.seats), self.rules)
        self.players = {seat: ai.make_player(s.difficulty) for seat, s in enumerate(match.seats) if s.is_computer}
        self.panel = TrayPanel(TRAY, app.rng, dice=6, aside_area=True)
        self.effects = Effects()
        self.messages: dict[int, Message] = {}
        self.time = 0.0
        self.chosen: set[int] = set()          # panel dice picked to set aside
        self.roll_map: tuple[int, ...] = ()     # panel die of each value of the turn's last roll
        self.cursor: tuple[str, object] = ("button", "roll")
        self.hint: ai.Hint | None = None
        self.awaiting = False                   # a throw is in the air: enter its faces once it rests
        self.pause_timer = 0.0                  # the end of a turn on show
        self.shown_seat = self.game.current_player
        self.shown_totals = list(self.game.totals)  # what the board shows (the bankrupt count-down)
        self.flash = 0.0
        self.end_timer: float | None = None
        self.steps: list[tuple[float, object]] = []
        self.step_wait = THINK_PAUSE
        self.thinking = False
        self._warm = None
        self._background: pygame.Surface | None = None
        self._start_turn()

    # ------------------------------------------------------------------ life cycle
    @property
    def match(self) -> MatchConfig:
        return self.seating.match

    def enter(self) -> None:
        register_sounds(self.app.audio)
        audio_sfx.register(self.app.audio)
        if any(p.name == "hard" for p in self.players.values()) or self.match.people:
            self._warm = tenthousand_table.warm_up_in_background(self.rules)

    def _table_ready(self) -> bool:
        if tenthousand_table.is_loaded(self.rules):
            return True
        if self._warm is None:
            self._warm = tenthousand_table.warm_up_in_background(self.rules)
        if self.app.headless:
            self._warm.join()
        return not self._warm.is_alive()

    @property
    def turn(self):
        return self.game.turn()

    @property
    def seat(self) -> int:
        return self.game.current_player

    def _is_computer(self, seat: int) -> bool:
        return seat in self.players

    def _start_turn(self) -> None:
        self.chosen.clear()
        self.messages.pop(0, None)  # the last turn's news (a bust, a bank) does not carry into this one
        self.hint = None
        self.roll_map = ()
        self.shown_seat = self.seat
        self.shown_totals = list(self.game.totals)
        self.cursor = ("button", "roll")
        if not self.panel.rolling and (self.panel.aside or self.panel.lost):
            self.panel.gather()
        self.steps.clear()
        self.step_wait = THINK_PAUSE
        info = self.match.seats[self.seat]
        if self.game.players > 1:
            self.effects.banner(f"{info.name}'s turn", rockets.seat_colour(info.colour), TRAY.center, life=1.0)

    # ------------------------------------------------------------------ rules glue
    def _roll_positions(self, dice: set[int] | list[int]) -> list[int]:
        return [self.roll_map.index(d) for d in dice if d in self.roll_map]

    def _chosen_values(self) -> tuple[int, ...]:
        roll = self.turn.last_roll or ()
        return tuple(sorted(roll[i] for i in self._roll_positions(self.chosen)))

    def keep_preview(self) -> tuple[int | None, str | None]:
        """(points of the chosen planets, or None with the reason they do not score)."""
        if self.turn.phase != "keep":
            return None, None
        values = self._chosen_values()
        problem = keep_problem(values, self.rules)
        if problem is not None:
            return None, problem
        return scoring_keeps(values, self.rules)[values], None

    def bank_reason(self) -> str | None:
        """Why Bank is disabled now (None: enabled)."""
        if self.awaiting or self.pause_timer > 0 or self.game.is_over:
            return "Wait for the planets" if self.awaiting else "Wait"
        return bank_block(self.turn, self._roll_positions(self.chosen))

    def roll_reason(self) -> str | None:
        if self.awaiting:
            return "The planets are still rolling"
        if self.pause_timer > 0 or self.game.is_over:
            return "Wait"
        if self.turn.phase == "keep":
            _, problem = self.keep_preview()
            return problem
        return None

    # ------------------------------------------------------------------ verbs (people and computers)
    def toggle(self, die: int) -> bool:
        turn = self.turn
        if self.awaiting or turn.phase != "keep":
            self._tell("Roll first" if turn.phase == "roll" else "Nothing to set aside now", theme.TEXT_DIM)
            return False
        if self.rules.automatic_keeps:
            self._tell("The scoring planets are set aside for you in these rules", theme.TEXT_DIM)
            return False
        if die not in self.roll_map:
            self._tell("That planet is already set aside", theme.TEXT_DIM)
            return False
        if die in self.chosen:
            self.chosen.discard(die)
            self.app.audio.play("unlock", 0.7)
            return True
        roll = turn.last_roll or ()
        wanted = sorted(self._chosen_values() + (roll[self.roll_map.index(die)],))
        if not any(_contains(keep, wanted) for keep in scoring_keeps(roll, self.rules)):
            problem = keep_problem(wanted, self.rules) or "That planet cannot score with the others"
            if len(wanted) > 1 and keep_problem((roll[self.roll_map.index(die)],), self.rules):
                problem = keep_problem((roll[self.roll_map.index(die)],), self.rules) or problem
            self._tell(problem, theme.DANGER)
            self.app.audio.play("back", 0.6)
            return False
        self.chosen.add(die)
        self.app.audio.play("lock", 0.7)
        return True

    def take_all(self) -> bool:
        turn = self.turn
        if self.awaiting or turn.phase != "keep":
            self._tell("Roll first" if turn.phase == "roll" else "Nothing to set aside now", theme.TEXT_DIM)
            return False
        roll = turn.last_roll or ()
        self.chosen = {self.roll_map[i] for i in scoring_indices(roll, self.rules)}
        self.app.audio.play("lock", 0.7)
        return True

    def _commit_keep(self) -> bool:
        """Set the chosen planets aside (keep phase); False with the reason told if refused."""
        turn = self.turn
        positions = self._roll_positions(self.chosen)
        problem = keep_problem(self._chosen_values(), self.rules)
        if problem is not None:
            self._tell(problem, theme.DANGER)
            self.app.audio.play("back", 0.6)
            return False
        points = turn.keep(positions)
        for die in sorted(self.chosen):
            self.panel.set_aside(die)
        self.effects.popup(f"+{points}", KEEP_POPUP_AT, theme.GOOD)
        self.chosen.clear()
        self._after_keep()
        return True

    def _after_keep(self) -> None:
        if not self.panel.in_play:  # hot dice: all six aside, all six come back
            reduced = self.app.settings.reduced_motion
            self.effects.banner("HOT DICE! All six again", theme.TITLE, TRAY.center, life=1.6)
            self.effects.burst(TRAY.center, (theme.TITLE, theme.GOOD, theme.ACCENT), count=60, reduced_motion=reduced)
            self.app.audio.play("flourish")
            self._rumble(0.6, 0.8, 300)
            self.panel.gather()

    def press_roll(self) -> bool:
        reason = self.roll_reason()
        if reason is not None:
            self._tell(reason, theme.DANGER if self.turn.phase == "keep" else theme.TEXT_DIM)
            return False
        if self.turn.phase == "keep" and not self._commit_keep():
            return False
        self.hint = None
        self.roll_map = self.panel.in_play
        self.panel.throw()
        self.awaiting = True
        self.app.audio.play("roll", 0.8)
        return True

    def press_bank(self) -> bool:
        reason = self.bank_reason()
        if reason is not None:
            self._tell(f"No banking yet: {reason}", theme.DANGER)
            self.app.audio.play("back", 0.6)
            return False
        if self.turn.phase == "keep" and not self._commit_keep():
            return False
        seat, before = self.seat, self.game.totals[self.seat]
        points = self.turn.bank()
        self.app.audio.play("fill", 0.9)
        self.effects.popup(f"+{points}", self._board_row_center(seat), theme.GOOD, size=40, life=1.6)
        self._tell(f"{self.match.seats[seat].name} banks {points}: {before + points:,} in all", theme.GOOD)
        self._turn_over()
        return True

    def open_table(self) -> None:
        navigation.push(self.app, "tenthousand_scoring", rules=self.rules, title=self.match.info.label)

    def ask_hint(self) -> None:
        if self.awaiting or self.turn.phase == "roll":
            self._tell("Hint: roll the planets first", theme.ACCENT)
            return
        if not self._table_ready():
            self._tell("The hint is still thinking... ask again in a moment", theme.TEXT_DIM)
            return
        view = ai.view_of(self.game)
        advice = ai.hint(view)
        self.hint = advice
        roll = self.turn.last_roll or ()
        if advice.action == "keep":
            values = " ".join(str(roll[i]) for i in advice.keep)
            line = f"Hint: set aside {values}"
            chosen = self._chosen_values()
            if chosen in advice.costs:
                cost = advice.cost_text(chosen)
                line += " - your choice is as good" if cost == "the best choice" else f" - your choice {cost}"
        else:
            other = "roll" if advice.action == "bank" else "bank"
            line = "Hint: bank now" if advice.action == "bank" else "Hint: roll on"
            if other in advice.costs:
                word = "rolling on" if other == "roll" else "banking"
                line += f" ({word} {advice.cost_text(other)})"
        self._tell(line, theme.ACCENT, seconds=7.0)

    # ------------------------------------------------------------------ the dice came to rest
    def _enter_roll(self) -> None:
        self.awaiting = False
        faces = self.panel.faces
        assert faces is not None
        values = [faces[d] for d in self.roll_map]
        seat, turn = self.seat, self.turn
        points_before, total_before = turn.points, self.game.totals[seat]
        turn.roll(values)
        self.app.audio.play("planet_pop", 0.5)
        if turn.is_over:
            self._show_bust(seat, turn.outcome, points_before, total_before)
            return
        if self.rules.automatic_keeps:  # the rules set the scoring planets aside already
            kept = turn.kept[-1]
            for i in scoring_indices(values, self.rules):
                self.panel.set_aside(self.roll_map[i])
            self.effects.popup(f"+{scoring_keeps(kept, self.rules)[kept]}", KEEP_POPUP_AT, theme.GOOD)
            self._after_keep()
        self.cursor = ("die", self.roll_map[0]) if not self.rules.automatic_keeps else ("button", "bank")

    def _show_bust(self, seat: int, outcome: str | None, lost: int, total_before: int) -> None:
        reduced = self.app.settings.reduced_motion
        name = self.match.seats[seat].name
        if outcome == "bankrupt":
            self.effects.banner("BANKRUPT!", theme.DANGER, TRAY.center, life=2.4)
            self._tell(f"{name}'s first throw scored nothing: the total of {total_before:,} is wiped out",
                       theme.DANGER, seconds=4.0)
            if not reduced:
                self.flash = 0.6
                self.effects.burst(self._board_row_center(seat), (theme.DANGER, theme.TEXT), count=70)
            self.shown_totals[seat] = total_before  # counts down to 0 on the board
            self.app.audio.play("zero")
            self._rumble(1.0, 1.0, 600)
        else:
            self.effects.banner("BUST - nothing scores", theme.DANGER, TRAY.center, life=2.0)
            if lost:
                self.effects.popup(f"-{lost}", (SIDE.centerx, SIDE.top + 140), theme.DANGER, size=44, life=1.8)
            self._tell(f"Nothing scores: {name} loses the {lost} points of this turn" if lost
                       else f"Nothing scores: {name}'s turn ends", theme.DANGER, seconds=4.0)
            self.app.audio.play("zero", 0.8)
            self._rumble(0.7, 0.7, 350)
        self._turn_over()

    def _turn_over(self) -> None:
        self.pause_timer = TURN_PAUSE
        self.chosen.clear()
        self.hint = None
        self.steps.clear()

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
        if action.name in ("device_added", "device_removed"):
            if action.name == "device_added" and self._orphans():
                seat = self.seating.take_seat(action.device, (self.seat,))
                if seat is not None:
                    self._tell(f"{self.match.seats[seat].name} plays on with {action.device}", theme.GOOD)
            return
        if action.device.kind not in DEVICE_KINDS:
            return
        if self.match.attract:
            if action.name != "point":
                navigation.to_title(self.app)
            return
        if self._orphans():
            if action.name != "point":
                seat = self.seating.take_seat(action.device, (self.seat,))
                if seat is not None:
                    self._tell(f"{self.match.seats[seat].name} plays on with {action.device}", theme.GOOD)
            return
        self.seating.follow(action.device)
        name = action.name
        if name == "next":
            self.open_table()
            return
        seat = self.seating.seat_for(action.device, (self.seat,))
        on_turn = seat == self.seat and not self._is_computer(self.seat) and not self.game.is_over
        if name == "back":
            if on_turn and self.chosen:
                self.chosen.clear()
            else:
                self.open_pause()
            return
        if not on_turn:
            if name in ("confirm", "roll", "click", "lock", "prev", "hint") and seat is not None:
                who = self.match.seats[self.seat].name
                self._tell(f"Wait: it is {who}'s turn", theme.TEXT_DIM)
            return
        if name == "point" and action.pos is not None:
            hit = self._hit(action.pos)
            if hit is not None:
                self.cursor = hit
            return
        if self.pause_timer > 0 or self.end_timer is not None:
            return
        if name == "roll":
            self.press_roll()
        elif name == "prev":
            self.press_bank()
        elif name == "lock":
            self.take_all()
        elif name == "hint":
            self.ask_hint()
        elif name in ("left", "right"):
            self._move(-1 if name == "left" else 1)
        elif name in ("up", "down"):
            self._move_row()
        elif name == "confirm":
            self._activate(self.cursor)
        elif name == "click" and action.pos is not None:
            hit = self._hit(action.pos)
            if hit is not None:
                self.cursor = hit
                self._activate(hit)

    def _activate(self, target: tuple[str, object]) -> None:
        kind, what = target
        if kind == "die":
            self.toggle(int(what))  # type: ignore[arg-type]
            return
        {"roll": self.press_roll, "take": self.take_all, "bank": self.press_bank,
         "table": self.open_table, "hint": self.ask_hint}[str(what)]()

    def _felt_dice(self) -> list[int]:
        """The planets on the felt, left to right on screen."""
        dice = [d for d in self.roll_map if self.panel.die_center(d) is not None and d in self.panel.in_play]
        return sorted(dice, key=lambda d: self.panel.die_center(d)[0])  # type: ignore[index]

    def _move(self, step: int) -> None:
        kind, what = self.cursor
        if kind == "die":
            dice = self._felt_dice()
            if dice:
                index = dice.index(what) if what in dice else 0
                self.cursor = ("die", dice[(index + step) % len(dice)])
        else:
            index = BUTTONS.index(str(what))
            self.cursor = ("button", BUTTONS[(index + step) % len(BUTTONS)])
        self.app.audio.play("move", 0.5)

    def _move_row(self) -> None:
        kind, _ = self.cursor
        dice = self._felt_dice() if self.turn.phase == "keep" else []
        if kind == "button" and dice:
            self.cursor = ("die", dice[0])
        else:
            self.cursor = ("button", "roll")
        self.app.audio.play("move", 0.5)

    def _hit(self, pos) -> tuple[str, object] | None:
        for name in BUTTONS:
            if self.button_rect(name).collidepoint(pos):
                return ("button", name)
        die = self.panel.die_at(pos)
        if die is not None and die in self.panel.in_play:
            return ("die", die)
        return None

    def _orphans(self) -> list[int]:
        return self.seating.orphans((self.seat,)) if not self.game.is_over else []

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        self.time += dt
        self.effects.update(dt)
        self.flash = max(0.0, self.flash - dt)
        for message in list(self.messages.values()):
            message.seconds -= dt
        self.messages = {k: m for k, m in self.messages.items() if m.seconds > 0}
        self._count_down_totals(dt)
        audio_sfx.play_collisions(self.app.audio, self.panel.update(dt, self.app.settings.reduced_motion), volume=0.8)
        if self.end_timer is not None:
            self.end_timer -= dt
            if self.end_timer <= 0:
                self._finish()
            return
        if self.awaiting and self.panel.settled and self.panel.faces is not None:
            self._enter_roll()
            return
        if self.pause_timer > 0:
            self.pause_timer -= dt
            if self.pause_timer <= 0:
                if self.game.is_over:
                    self.end_timer = END_DELAY
                    self._announce_end()
                else:
                    self._start_turn()
            return
        if self._is_computer(self.seat) and not self.awaiting and not self._orphans():
            self._computer_step(dt)

    def _count_down_totals(self, dt: float) -> None:
        for seat, shown in enumerate(self.shown_totals):
            real = self.game.totals[seat] if seat < len(self.game.totals) else 0
            if shown > real:  # the bankrupt wipe counts down (at once with reduced motion)
                speed = max(2000.0, shown * 1.5)
                self.shown_totals[seat] = real if self.app.settings.reduced_motion else max(real, int(shown - speed * dt))
            elif shown < real:
                self.shown_totals[seat] = real

    # ------------------------------------------------------------------ computer seats
    def _computer_step(self, dt: float) -> None:
        self.step_wait -= dt
        if self.step_wait > 0:
            return
        if self.steps:
            pause, step = self.steps.pop(0)
            step()  # type: ignore[operator]
            self.step_wait = pause
            return
        player = self.players[self.seat]
        if getattr(player, "name", "") != "easy" and not self._table_ready():
            self.thinking = True
            self._tell(f"{self.match.seats[self.seat].name} is thinking...", theme.TEXT_DIM, seconds=0.5)
            return
        self.thinking = False
        rng = self.app.rng
        turn = self.turn
        if turn.phase == "roll":
            self.cursor = ("button", "roll")
            self.steps = [(STEP_PAUSE, self.press_roll)]
        elif turn.phase == "keep":
            view = ai.view_of(self.game)
            keep = player.choose_keep(view, rng)
            after = after_keep(turn, keep)
            dice = [self.roll_map[i] for i in keep]
            self.steps = [(STEP_PAUSE, _pick(self, die)) for die in dice]
            bank = after is not None and player.wants_to_bank(
                ai.view_of_turn(after, self.seat, self.game.totals, self.game.final_round), rng)
            self.steps.append((STEP_PAUSE, _point(self, "bank" if bank else "roll")))
            self.steps.append((STEP_PAUSE, self.press_bank if bank else self.press_roll))
        elif turn.phase == "decide":
            bank = player.wants_to_bank(ai.view_of(self.game), rng)
            self.steps = [(STEP_PAUSE, _point(self, "bank" if bank else "roll")),
                          (STEP_PAUSE, self.press_bank if bank else self.press_roll)]
        self.step_wait = THINK_PAUSE

    # ------------------------------------------------------------------ the end
    def _announce_end(self) -> None:
        winners = self.game.winners()
        names = " and ".join(self.match.seats[w].name for w in winners)
        if self.game.players == 1:
            line = f"{self.rules.target:,} reached in {self.game.rounds} rounds!"
        else:
            line = f"{names} win{'s' if len(winners) == 1 else ''}!"
        self.effects.banner(line, theme.TITLE, TRAY.center, life=END_DELAY + 0.5)
        self.effects.burst(TRAY.center, (theme.TITLE, theme.GOOD, theme.ACCENT), count=80,
                           reduced_motion=self.app.settings.reduced_motion)
        self.app.audio.play("flourish")

    def result(self) -> MatchResult:
        if self.game.players == 1:
            totals: tuple[int, ...] = (self.game.rounds,)
        else:
            totals = tuple(self.game.totals)
        return MatchResult(self.match, totals, self.game.winners(), (None,) * len(totals))

    def _finish(self) -> None:
        navigation.to_results(self.app, self.result())

    # ------------------------------------------------------------------ helpers
    def _tell(self, line: str, colour, seconds: float = MESSAGE_SECONDS) -> None:
        self.messages[0] = Message(line, colour, seconds)

    @property
    def message(self) -> str | None:
        message = self.messages.get(0)
        return message.text if message else None

    def _rumble(self, low: float, high: float, ms: int) -> None:
        device: DeviceId | None = self.match.seats[self.seat].device
        if device is not None:
            self.app.devices.rumble(device, low, high, ms)

    def button_rect(self, name: str) -> pygame.Rect:
        x = TRAY.left
        for other in BUTTONS:
            if other == name:
                return pygame.Rect(x, BUTTON_Y, BUTTON_WIDTHS[name], BUTTON_HEIGHT)
            x += BUTTON_WIDTHS[other] + 10
        raise KeyError(name)

    def _board_row_center(self, seat: int) -> tuple[int, int]:
        rect = self._board_row(seat)
        return rect.right - 70, rect.centery

    def _board_row(self, seat: int) -> pygame.Rect:
        top = SIDE.top + 236
        height = min(44, (SIDE.bottom - top - 8) // max(1, self.game.players))
        return pygame.Rect(SIDE.left + 8, top + seat * height, SIDE.width - 16, height - 4)

    def bank_label(self) -> str:
        word = "Next player" if self.mode == "zehntausend" else "Bank"
        if self.game.is_over:
            return word
        points = self.turn.points
        if self.turn.phase == "keep":
            keep, _ = self.keep_preview()
            points += keep or 0
        return f"{word} +{points}" if points else word

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        surface.blit(self._base(), (0, 0))
        self._draw_title(surface)
        person = not self._is_computer(self.seat) and not self.match.attract
        if not self.panel.has_dice:
            text.draw(surface, "Roll the planets!", 40, theme.TEXT_DIM, center=self.panel.tray_rect.center)
        glow = not self.awaiting and not self.game.is_over and self.turn.phase == "keep" and self.pause_timer <= 0
        if glow:
            self._draw_glow(surface)
        cursor = self.cursor[1] if self.cursor[0] == "die" and glow else None
        computer = rockets.seat_colour(self.match.seats[self.seat].colour) if not person else None
        locked = [d in self.chosen for d in range(6)]
        self.panel.draw(surface, alpha, locked=locked, cursor=cursor, clock=self.time, reduced_motion=reduced,
                        computer=computer)
        if glow:
            self._draw_glow_labels(surface)
        if self.hint is not None and self.hint.action == "keep" and glow:
            for i in self.hint.keep:
                center = self.panel.die_center(self.roll_map[i], alpha)
                if center is not None:
                    marks.hint_circle(surface, center, self.panel.radius + 6)
        if self.panel.aside_rect is not None and not self.panel.aside:
            text.draw(surface, "Planets set aside go here", 22, theme.TEXT_DIM, center=self.panel.aside_rect.center)
        self._draw_buttons(surface, person, reduced)
        self._draw_side(surface)
        self._draw_message(surface)
        self.effects.draw(surface, reduced)
        if self.flash > 0 and not reduced:
            veil = _veil(self.app.size, theme.DANGER)
            veil.set_alpha(round(120 * self.flash / 0.6))
            surface.blit(veil, (0, 0))
        help_line = ("Demo game - press any key or button to play" if self.match.attract else
                     "Click or Enter/A: pick planet  L/Select: take all  R/X: roll  Q/LB: bank  "
                     "Tab/RB: scoring table  H/Y: hint  Esc: pause")
        text.draw(surface, help_line, 20, theme.TEXT_DIM, box=pygame.Rect(10, self.app.size[1] - 34, self.app.size[0] - 20, 30),
                  midbottom=(self.app.size[0] // 2, self.app.size[1] - 6))

    def _base(self) -> pygame.Surface:
        """The sky and the tray box in the colour of the seat shown: kept, and drawn again only when
        that colour changes (blending the big tray picture every frame cost ~0.4 ms)."""
        edge = rockets.seat_colour(self.match.seats[self.shown_seat].colour)
        if self._background is None:
            from game.render.backdrop import Backdrop

            self._sky = pygame.Surface(self.app.size)
            Backdrop(self.app.size, planets=0).draw(self._sky, True)
            self._background = self._sky.copy()
            self._background_edge = None
        if edge != self._background_edge:
            self._background.blit(self._sky, (0, 0))
            self.panel.draw_box(self._background, edge)
            self._background_edge = edge
        return self._background

    def _draw_title(self, surface: pygame.Surface) -> None:
        title = self.match.title + (" · demo" if self.match.attract else "")
        rect = text.draw(surface, title, 34, theme.TEXT, bold=True, midleft=(MARGIN, TOP // 2))
        info = self.match.seats[self.shown_seat]
        if self.game.players > 1:
            rockets.draw_rocket(surface, info.rocket, info.colour, (rect.right + 40, TOP // 2), 38,
                                angle=math.pi / 2, flame=0.7)
            text.draw(surface, f"{info.name}'s turn", 30, rockets.seat_colour(info.colour), bold=True,
                      midleft=(rect.right + 70, TOP // 2))
        limit = f"to {self.rules.target:,}"
        status = "Game over" if self.game.is_over else f"Round {self.game.round}"
        if self.game.final_round and not self.game.is_over:
            status = f"Last round {self.game.round}"
        text.draw(surface, f"{status} · {limit}", 26, theme.TEXT_DIM, midright=(self.app.size[0] - MARGIN, TOP // 2))

    def _draw_glow(self, surface: pygame.Surface) -> None:
        roll = self.turn.last_roll or ()
        for positions, _ in scoring_groups(roll, self.rules):
            for i in positions:
                center = self.panel.die_center(self.roll_map[i])
                if center is not None:
                    _glow(surface, center, self.panel.radius * 1.45, theme.GOOD)

    def _draw_glow_labels(self, surface: pygame.Surface) -> None:
        roll = self.turn.last_roll or ()
        for positions, points in scoring_groups(roll, self.rules):
            centers = [self.panel.die_center(self.roll_map[i]) for i in positions]
            centers = [c for c in centers if c is not None]
            if not centers:
                continue
            label = f"+{points}" if len(positions) == 1 else f"+{points} together"
            x = sum(c[0] for c in centers) / len(centers)
            top = min(c[1] for c in centers) - self.panel.radius - 20
            tray = self.panel.tray_rect
            if top - 24 < tray.top:  # no room above: under the lowest of them
                anchor = {"midtop": (x, max(c[1] for c in centers) + self.panel.radius + 4)}
            else:
                anchor = {"midbottom": (x, top)}
            text.draw(surface, label, 22, theme.GOOD, bold=True, **anchor)

    def _draw_buttons(self, surface: pygame.Surface, person: bool, reduced: bool) -> None:
        busy = self.awaiting or self.pause_timer > 0 or self.game.is_over
        enabled = {
            "roll": self.roll_reason() is None,
            "take": not busy and self.turn.phase == "keep" and not self.rules.automatic_keeps,
            "bank": self.bank_reason() is None,
            "table": True,
            "hint": not busy and self.turn.phase != "roll",
        }
        labels = {"roll": self._roll_label(), "take": "Take all scoring", "bank": self.bank_label(),
                  "table": "Table", "hint": "Hint"}
        for name in BUTTONS:
            rect = self.button_rect(name)
            focused = person and self.cursor == ("button", name)
            computer = (rockets.seat_colour(self.match.seats[self.seat].colour)
                        if not person and self.cursor == ("button", name) else None)
            marks.button(surface, rect, labels[name], 24, enabled=enabled[name] and (person or name == "table"),
                         focused=focused, computer=computer, clock=self.time, reduced_motion=reduced,
                         chevron=False)
        reason = self.bank_reason()
        if reason is not None and not busy:
            rect = self.button_rect("bank")
            text.draw(surface, reason, 20, theme.DANGER, box=pygame.Rect(rect.left - 40, rect.bottom, rect.width + 80, 28),
                      midtop=(rect.centerx, rect.bottom + 2))

    def _roll_label(self) -> str:
        turn = self.turn if not self.game.is_over else None
        if turn is None or turn.phase == "roll":
            return "Roll 6 planets"
        left = turn.to_roll
        if turn.phase == "keep":
            keep, _ = self.keep_preview()
            chosen = len(self.chosen)
            left = turn.to_roll - chosen if keep is not None else turn.to_roll
            if left == 0:
                left = 6
        return f"Roll {left} planet{'s' if left != 1 else ''}"

    def _draw_side(self, surface: pygame.Surface) -> None:
        draw_panel(surface, SIDE)
        x = SIDE.left + 18
        turn = self.turn if not self.game.is_over else None
        text.draw(surface, "This turn", 26, theme.ACCENT, bold=True, topleft=(x, SIDE.top + 12))
        keep, problem = self.keep_preview() if turn is not None else (None, None)
        if problem is not None and self.chosen:
            text.draw(surface, problem, 22, theme.DANGER, box=pygame.Rect(x, SIDE.top + 46, SIDE.width - 36, 32),
                      topleft=(x, SIDE.top + 50))
        elif keep is not None:
            text.draw(surface, f"This keep: +{keep}", 28, theme.GOOD, bold=True, topleft=(x, SIDE.top + 48))
        elif turn is not None and turn.phase == "keep" and not self.awaiting:
            text.draw(surface, "Pick the planets to set aside", 22, theme.TEXT_DIM, topleft=(x, SIDE.top + 52))
        points = turn.points if turn is not None else 0
        text.draw(surface, f"Turn total: {points:,}", 34, theme.TEXT, bold=True, topleft=(x, SIDE.top + 86))
        if turn is not None and turn.confirm_left:
            text.draw(surface, f"Still to confirm: {turn.confirm_left}", 22, theme.TEXT_DIM,
                      topleft=(x, SIDE.top + 130))
        if turn is not None and turn.phase != "roll":
            text.draw(surface, f"Planets to roll: {turn.to_roll}", 22, theme.TEXT_DIM, topleft=(x, SIDE.top + 156))
        if self.game.players == 1:
            text.draw(surface, f"Rounds: {self.game.round}", 34, theme.TITLE, bold=True,
                      topleft=(x, SIDE.top + 186))
        else:
            text.draw(surface, "Totals", 26, theme.ACCENT, bold=True, topleft=(x, SIDE.top + 196))
        for seat, info in enumerate(self.match.seats):
            row = self._board_row(seat)
            if self.game.players == 1:
                row = pygame.Rect(row.left, row.top + 20, row.width, row.height)
            colour = rockets.seat_colour(info.colour)
            if seat == self.shown_seat and not self.game.is_over:
                pygame.draw.rect(surface, theme.PANEL_RAISED, row, border_radius=8)
                pygame.draw.rect(surface, colour, row, 2, border_radius=8)
            size = max(18, min(26, row.height - 14))
            rockets.draw_rocket(surface, info.rocket, info.colour, (row.left + 18, row.centery), row.height - 12)
            text.draw(surface, info.name, size, colour, bold=True, box=pygame.Rect(row.left + 36, row.top, 170, row.height),
                      midleft=(row.left + 36, row.centery))
            shown = self.shown_totals[seat] if seat < len(self.shown_totals) else 0
            total_colour = theme.DANGER if shown > self.game.totals[seat] else theme.TEXT
            text.draw(surface, f"{shown:,}", size + 2, total_colour, bold=True, midright=(row.right - 10, row.centery))
            bar = pygame.Rect(row.left + 36, row.bottom - 6, row.width - 48, 4)
            pygame.draw.rect(surface, theme.SPACE_LIGHT, bar)
            fill = bar.copy()
            fill.width = round(bar.width * min(1.0, shown / self.rules.target))
            pygame.draw.rect(surface, theme.ACCENT, fill)
        if self.game.players == 1:
            text.draw(surface, "Fewer rounds is better", 20, theme.TEXT_DIM, topleft=(x, SIDE.bottom - 60))

    def _draw_message(self, surface: pygame.Surface) -> None:
        message = self.messages.get(0)
        if message is None:
            return
        y = BUTTON_Y + BUTTON_HEIGHT + 26
        for i, line in enumerate(text.wrap(message.text, 24, self.app.size[0] - 2 * MARGIN)[:2]):
            text.draw(surface, line, 24, message.colour, midleft=(MARGIN + 4, y + 24 * i))


class ZehntausendScene(TenThousandScene):
    mode = "zehntausend"


@functools.lru_cache(maxsize=2)
def _veil(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A full-screen wash of `colour` (its strength set with set_alpha): kept, as a fresh
    full-screen surface a frame cost ~1 ms through a whole flash."""
    veil = pygame.Surface(size)
    veil.fill(colour)
    return veil


def _contains(keep: tuple[int, ...], wanted: list[int]) -> bool:
    """Whether the multiset `keep` holds every value of `wanted`."""
    rest = list(keep)
    for value in wanted:
        if value not in rest:
            return False
        rest.remove(value)
    return True


def _pick(scene: TenThousandScene, die: int):
    def step() -> None:
        scene.cursor = ("die", die)
        if die not in scene.chosen:
            scene.toggle(die)
    return step


def _point(scene: TenThousandScene, button: str):
    def step() -> None:
        scene.cursor = ("button", button)
    return step


def _glow(surface: pygame.Surface, center, radius: float, colour) -> None:
    size = int(radius * 2) + 4
    halo = pygame.Surface((size, size), pygame.SRCALPHA)
    for step, alpha in ((1.0, 40), (0.85, 55), (0.7, 70)):
        pygame.draw.circle(halo, (*colour, alpha), (size // 2, size // 2), radius * step)
    surface.blit(halo, halo.get_rect(center=(round(center[0]), round(center[1]))))


