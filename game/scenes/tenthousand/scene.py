"""The 10000 / Zehntausend table: six planets, a set-aside strip, keep and turn points, bank or roll.

No rules here (``game.rules.tenthousand`` says what scores and is allowed, ``words`` words every refusal);
the faces are the faces physics left up (``TrayPanel``). A turn: Roll throws the planets in play; once they
rest the scoring ones glow. A person picks planets to set aside (click, or the cursor and Enter / A; L or
Back/Select takes every scoring one), then rolls the rest (R / X) or banks (Q / LB, or the Bank button;
"Next player" in Zehntausend), which sets the chosen planets aside first; with automatic set-aside the rules
do it at once. Tab / RB opens the scoring table, H / Y asks for a hint. Computer seats press the same buttons.
A play-kit scene made of parts: a person's input (``input.PersonInput``), the computer seats
(``computer.TenThousandComputer`` on the kit's ``ComputerDriver``), both through a declared ``Table``
protocol, how it looks (``view``), and the coach noting every decision (``coaching.RoundsCoach``).
"""

from __future__ import annotations

from dataclasses import replace

from game.ai import tenthousand as ai
from game.ai import tenthousand_table
from game.audio import sounds
from game.input.actions import Action
from game.match import MatchConfig
from game.render import theme
from game.rules.tenthousand import TenThousandGame, bust_chances, scoring_indices, scoring_keeps
from game.scenes import navigation
from game.scenes.playkit.computer_driver import ComputerDriver
from game.scenes.playkit.play_scene import PlayScene, default_match
from game.scenes.playkit.seating import DEVICE_KINDS
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.playkit.tray_view import NARROW_RIM
from game.scenes.tenthousand import bust, buttons, view
from game.scenes.tenthousand.coaching import RoundsCoach
from game.scenes.tenthousand.computer import THINK_PAUSE, TenThousandComputer
from game.scenes.tenthousand.ending import Ending
from game.scenes.tenthousand.hot_dice import HotDice
from game.scenes.tenthousand.input import Cursor, PersonInput
from game.scenes.tenthousand.options import rules_for
from game.scenes.tenthousand.view import KEEP_POPUP_AT, TRAY
from game.scenes.tenthousand.words import bank_block, hint_line, keep_problem, pick_problem
from game.words import _, number

TURN_PAUSE = 1.8      # s the end of a turn stays on screen before the next seat
END_DELAY = 2.2       # s after the last turn before the results
ANYONE = ("next",)    # the scoring table opens for anyone, whoever's turn it is
TABLE_LINE = 0        # the table has one message line (under the buttons): every message goes to it


class TenThousandScene(PlayScene):
    mode = "tenthousand"
    message_seconds = 3.5
    phone_keys = property(buttons.phone_keys)   # a phone's labelled buttons: the TV's own

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 **options: object) -> None:
        if match is None:
            match = default_match(self.mode, attract, players, bool(options.get("phones")))
        if len(match.seats) == 1 and match.seats[0].is_person:
            self.seat_policy = "solo"   # alone at the table: any device plays
        super().__init__(app, match=match, **options)
        self.rules = rules_for(self.mode, match.options)
        bust_chances(self.rules)   # (worked out here, not in a frame of play: the side panel says them)
        self.game = TenThousandGame(len(match.seats), self.rules)
        self.coaching = RoundsCoach(self.game, self.mode, self, build=not app.headless)   # decisions, for the review
        self.ending = Ending()                  # the game over's moment on the table
        self.players = {seat: ai.make_player(s.difficulty) for seat, s in enumerate(match.seats) if s.is_computer}
        self.panel = TrayPanel(TRAY, app.rng, dice=6, aside_area=True, rim=NARROW_RIM)
        self.hot_dice = HotDice(self.panel.felt_rect, _("HOT DICE! All six again"),
                                self.panel.radius)   # all six scored: its pictures made now
        self.bust = bust.Bust()                 # and a bust's (the lost points' pictures)
        self.chosen: set[int] = set()          # panel dice picked to set aside
        self.roll_map: tuple[int, ...] = ()     # panel die of each value of the turn's last roll
        self.cursor: Cursor = ("button", "roll")
        self.hint: ai.Hint | None = None
        self.awaiting = False                   # a throw is in the air: enter its faces once it rests
        self.pause_timer = 0.0                  # the end of a turn on show
        self.banked: int | None = None          # a bank's points on show through that pause (its planets stay aside)
        self.shown_seat = self.game.current_player
        self.shown_totals = list(self.game.totals)  # what the board shows (the bankrupt count-down)
        self.flash = 0.0
        self._warm = None
        self.input = PersonInput(self, app.audio.play)
        self.computers = {seat: ComputerDriver(TenThousandComputer(self, seat, player, app.rng, self._table_ready),
                                               THINK_PAUSE) for seat, player in self.players.items()}
        self._start_turn()

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        sounds.register(self.app.audio, sounds.TABLE + sounds.TRAY)
        if any(p.name == "hard" for p in self.players.values()) or self.match.people:  # Hard, hints
            self._warm = tenthousand_table.warm_up_in_background(self.rules)
            ai.prepare_two_player(self.rules, len(self.match.seats), build=not self.app.headless)

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

    @property
    def phase(self) -> str:
        return self.turn.phase

    @property
    def between_turns(self) -> bool:
        """A turn's end on show, or the match over: no verb but the cursor."""
        return self.pause_timer > 0 or self.ended

    def _is_computer(self, seat: int) -> bool:
        return seat in self.players

    @property
    def person_on_turn(self) -> bool:
        """Whether a person plays the seat on turn (their buttons are lit, their cursor is white)."""
        return not self._is_computer(self.seat) and not self.match.attract

    @property
    def busy(self) -> bool:
        """Planets in the air, a turn's end on show, or the game over: no button but the table works."""
        return self.awaiting or self.pause_timer > 0 or self.game.is_over

    @property
    def glowing(self) -> bool:
        """The throw rests in the keep phase: its scoring planets glow with what they score."""
        return not self.busy and self.turn.phase == "keep"

    @property
    def message(self) -> str | None:
        message = self.messages.get(0)
        return message.text if message else None

    def _board_row_center(self, seat: int) -> tuple[int, int]:
        return view.board_row_center(seat, self.game.players)

    def bank_label(self) -> str:
        return buttons.bank_label(self)

    def _start_turn(self) -> None:
        self.coaching.turn_started()
        self.chosen.clear()
        self.banked = None
        self.messages.drop(0)  # the last turn's news (a bust, a bank) does not carry into this one
        self.bust.over()
        self.hint = None
        self.roll_map = ()
        self.shown_seat = self.seat
        self.shown_totals = list(self.game.totals)
        self.cursor = ("button", "roll")
        if not self.panel.rolling and (self.panel.aside or self.panel.lost):
            self.panel.gather()
        if self.seat in self.computers:
            self.computers[self.seat].cancel()   # its next decision waits THINK_PAUSE
        info = self.match.seats[self.seat]
        if self.game.players > 1:
            tray = self.panel.tray_rect    # in the tray's upper lane, clear of "Roll the planets!" in its middle
            self.effects.banner(_("{name}'s turn").format(name=info.name), self.seat_colour(self.seat),
                                (tray.centerx, tray.top + round(tray.height * 0.27)), life=1.4, width=tray.width - 40)

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
            return _("Wait for the planets") if self.awaiting else _("Wait")
        return bank_block(self.turn, self._roll_positions(self.chosen))

    def roll_reason(self) -> str | None:
        if self.awaiting:
            return _("The planets are still rolling")
        if self.pause_timer > 0 or self.game.is_over:
            return _("Wait")
        if self.turn.phase == "keep":
            return self.keep_preview()[1]
        return None

    # ------------------------------------------------------------------ verbs (people and computers)
    def toggle(self, die: int) -> bool:
        turn = self.turn
        if self.awaiting or turn.phase != "keep":
            self.tell(TABLE_LINE, _("Roll first") if turn.phase == "roll" else _("Nothing to set aside now"), theme.TEXT_DIM)
            return False
        if self.rules.automatic_keeps:
            self.tell(TABLE_LINE, _("The scoring planets are set aside for you in these rules"), theme.TEXT_DIM)
            return False
        if die not in self.roll_map:
            self.tell(TABLE_LINE, _("That planet is already set aside"), theme.TEXT_DIM)
            return False
        if die in self.chosen:
            self.chosen.discard(die)
            self.app.audio.play("unlock", 0.7)
            return True
        problem = pick_problem(turn.last_roll or (), self._chosen_values(), self.roll_map.index(die), self.rules)
        if problem is not None:
            self.tell(TABLE_LINE, problem, theme.TEXT)
            self.app.audio.play("back", 0.6)
            return False
        self.chosen.add(die)
        self.app.audio.play("lock", 0.7)
        return True

    def take_all(self) -> bool:
        turn = self.turn
        if self.awaiting or turn.phase != "keep":
            self.tell(TABLE_LINE, _("Roll first") if turn.phase == "roll" else _("Nothing to set aside now"), theme.TEXT_DIM)
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
            self.tell(TABLE_LINE, problem, theme.TEXT)
            self.app.audio.play("back", 0.6)
            return False
        self.coaching.set_aside(self._chosen_values())
        points = turn.keep(positions)
        for die in sorted(self.chosen):
            self.panel.set_aside(die)
        self.effects.popup(f"+{points}", KEEP_POPUP_AT, theme.GOOD)
        self.chosen.clear()
        self._after_keep(points)
        return True

    def _after_keep(self, points: int) -> None:
        if not self.panel.in_play:  # hot dice: all six aside, all six come back
            # the moment on the felt, the six flying out of the column into a row; the next throw waits for it
            self.hot_dice.start(_("HOT DICE! All six again"), self.panel, self.app.settings.reduced_motion, points)
            self.app.audio.play("flourish")
            self.rumble(self.seat, 0.6, 0.8, 300)
            self.panel.gather()

    def press_roll(self) -> bool:
        reason = self.roll_reason()
        if reason is not None:
            self.tell(TABLE_LINE, reason, theme.TEXT if self.turn.phase == "keep" else theme.TEXT_DIM)
            return False
        if self.turn.phase == "keep" and not self._commit_keep():
            return False
        self.coaching.chose("roll")
        self.hint = None
        self.awaiting = True
        if not self.hot_dice.showing:   # (HOT DICE on show: the six are thrown as it clears, `step`)
            self._throw()
        return True

    def _throw(self) -> None:
        self.roll_map = self.panel.in_play
        self.panel.throw(wait="lying" if self.panel.aside else "hand")   # (kept: the rest lie a few frames on)
        self.app.audio.play("roll", 0.8)

    def press_bank(self) -> bool:
        reason = self.bank_reason()
        if reason is not None:
            self.tell(TABLE_LINE, _("No banking yet: {reason}").format(reason=reason), theme.TEXT)
            self.app.audio.play("back", 0.6)
            return False
        if self.turn.phase == "keep" and not self._commit_keep():
            return False
        seat, before = self.seat, self.game.totals[self.seat]
        self.coaching.chose("bank")
        points = self.banked = self.turn.bank()   # the banked planets stay aside beside it until the next turn (mid18)
        self.app.audio.play("fill", 0.9)
        self.effects.popup(f"+{points}", self._board_row_center(seat), theme.GOOD, size=42, life=1.6)
        self.tell(TABLE_LINE, _("{name} banks {points}: {total} in all").format(name=self.match.seats[seat].name, points=number(points),
                                                              total=number(before + points)), theme.GOOD)
        self._turn_over()
        return True

    def open_table(self) -> None:
        navigation.push(self.app, "tenthousand_scoring", rules=self.rules, title=self.match.info.label)

    def ask_hint(self) -> None:
        if self.awaiting or self.turn.phase == "roll":
            self.tell(TABLE_LINE, _("Hint: roll the planets first"), theme.ACCENT)
            return
        if not self._table_ready():
            self.tell(TABLE_LINE, _("The hint is still thinking... ask again in a moment"), theme.TEXT_DIM)
            return
        view = ai.view_of(self.game)
        advice = ai.hint(view)
        self.hint = advice
        line = hint_line(advice, self.turn.last_roll or (), self._chosen_values())
        self.tell(TABLE_LINE, line, theme.ACCENT, seconds=7.0)

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
        if turn.is_over:   # the felt cold, the jolt, the points fall; the next seat once it could be read
            self._turn_over(self.bust.show(self, seat, turn.outcome, points_before, total_before))
            return
        if self.rules.automatic_keeps:  # the rules set the scoring planets aside already
            kept = turn.kept[-1]
            for i in scoring_indices(values, self.rules):
                self.panel.set_aside(self.roll_map[i])
            self.effects.popup(f"+{(points := scoring_keeps(kept, self.rules)[kept])}", KEEP_POPUP_AT, theme.GOOD)
            self._after_keep(points)
        self.cursor = ("die", self.roll_map[0]) if not self.rules.automatic_keeps else ("button", "bank")

    def _turn_over(self, pause: float = 0.0) -> None:
        self.pause_timer = max(TURN_PAUSE, pause)
        self.chosen.clear()
        self.hint = None
        for driver in self.computers.values():
            driver.cancel()

    # ------------------------------------------------------------------ input (play kit hooks)
    def on_turn(self) -> tuple[int, ...]:
        return () if self.game.is_over else (self.seat,)

    def handle(self, action: Action) -> None:
        if action.name in ANYONE and action.device.kind in DEVICE_KINDS and not self.match.attract:
            self.open_table()
            return
        super().handle(action)

    def act(self, seat: int, action: Action) -> None:
        if self._is_computer(seat):   # a person sharing a computer's device (hot seat)
            if action.name in ("confirm", "roll", "click", "lock", "prev", "hint"):
                self.tell(TABLE_LINE, _("Wait: it is {name}'s turn").format(name=self.match.seats[seat].name), theme.TEXT_DIM)
            return
        self.input.act(action)

    def back(self, seat: int) -> bool:
        """Back first drops the chosen planets; with none chosen it pauses."""
        if self._is_computer(seat) or not self.chosen:
            return False
        self.chosen.clear()
        return True

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.flash = max(0.0, self.flash - dt)
        self.bust.update(dt)
        self.ending.update(dt, self.app.size[1])
        self.hot_dice.update(dt)
        self._count_down_totals(dt)
        super().update(dt)

    def step(self, dt: float) -> None:
        sounds.play_collisions(self.app.audio, self.panel.update(dt, self.app.settings.reduced_motion), volume=0.8)
        if self.awaiting and self.hot_dice.in_the_cup(self.panel):   # HOT DICE on show: the six thrown as it clears
            if not self.hot_dice.showing:
                self._throw()
            return
        if self.awaiting and self.panel.settled and self.panel.faces is not None:
            self._enter_roll()
            return
        if self.pause_timer > 0:
            self.pause_timer -= dt
            if self.pause_timer <= 0:
                if self.game.is_over:
                    self.ending.start(self, END_DELAY + 0.5)   # the winner's moment on the table
                    self.coaching.over()
                    self.end(self._totals(), delay=END_DELAY)
                    if self.result is not None:   # the winners as the rule text says (ties included)
                        self.result = self.app.last_result = replace(self.result, winners=tuple(self.game.winners()))
                else:
                    self._start_turn()
            return
        driver = self.computers.get(self.seat)
        if driver is not None:
            driver.update(dt)
            if driver.thinking:
                self.tell(TABLE_LINE, _("{name} is thinking...").format(name=self.match.seats[self.seat].name), theme.TEXT_DIM, seconds=0.5)

    def _count_down_totals(self, dt: float) -> None:
        for seat, shown in enumerate(self.shown_totals):
            real = self.game.totals[seat] if seat < len(self.game.totals) else 0
            if shown > real:  # the bankrupt wipe counts down (at once with reduced motion)
                speed = max(2000.0, shown * 1.5)
                self.shown_totals[seat] = real if self.app.settings.reduced_motion else max(real, int(shown - speed * dt))
            elif shown < real:
                self.shown_totals[seat] = real

    # ------------------------------------------------------------------ the end
    def score_of(self, seat: int) -> int:
        return self.game.totals[seat]

    def _totals(self) -> tuple[int, ...]:
        """Alone: the rounds it took (fewer is better); in versus: the totals."""
        return (self.game.rounds,) if self.game.players == 1 else tuple(self.game.totals)

    # ------------------------------------------------------------------ drawing (view)
    still_key, sections, messages_in_sections, reports_moving = view.still_key, view.sections, True, True

    def base_key(self) -> tuple:
        return (tuple(self.panel.rect),)

    def draw_base(self, surface) -> None:
        view.draw_base(surface, self)

    def draw_still(self, surface) -> None:
        view.draw_still(surface, self)

    def draw_moving(self, surface, alpha: float) -> None:
        self.bust.draw(surface, self)      # the jolt, the felt's flash (under the planets in flight, if any)
        view.draw_moving(surface, self, alpha)

    def help_line(self) -> str:
        return buttons.prompts_line(self)


class ZehntausendScene(TenThousandScene):
    mode = "zehntausend"
