"""The Bluff table: cups and rolling, bidding on the track, the doubt's reveal, points between games.

Built as `BluffScene(app, match=MatchConfig)` by the setup screen, or `BluffScene(app)` for a quick
game (`--scene bluff`: one keyboard person and three computers; `--players N`, `--attract`).

The rules (`game.rules.bluff.BluffGame`) say what is legal and what a doubt costs; the physics tray
under each seat's cup says what the dice show; `privacy` says which faces the screen may draw;
computers decide through `game.ai.bluff` from `view_of(game, seat)` only. This scene routes
devices to seats, times the steps people watch (rolling, thinking, the count-up), and draws.

Controls of the person on turn: left/right move the blue die along the track, up/down turn its
face, A/Enter bids (OK); X/R or a click on their own cup doubts. With the reroll option,
shoulders/Q/E pick a die and Back/L marks it to reroll (or click the die). Hold Y/H (right mouse
button) to peek at one's dice when several people share the table each on their own device.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

import pygame

from game import modes
from game.ai.bluff import Move, make_player, view_of
from game.input.actions import KEYBOARD, Action
from game.match import MatchConfig, MatchResult
from game.render import marks, rockets, text, theme
from game.rules.bluff import Bid, BluffGame, legal_raises
from game.scenes import navigation
from game.scenes.bluff import overlays, sounds, words
from game.scenes.bluff import reveal as reveal_words
from game.scenes.bluff.bid_picker import BidPicker
from game.scenes.bluff.match_points import MatchPoints
from game.scenes.bluff.privacy import OWN_DEVICE, Privacy, seat_kinds
from game.scenes.bluff.reveal import CUP_LIFT_SECONDS, LEAVE_SECONDS, Leaving, RevealShow
from game.scenes.bluff.rules_panel import BACK, START, TableRulesPanel
from game.scenes.bluff.seat_cards import (
    CardRects,
    card_rects,
    draw_card_frame,
    draw_cup,
    draw_glow,
    draw_header,
    draw_leaving_die,
    draw_open_dice,
)
from game.scenes.bluff.settings import from_match
from game.scenes.bluff.track import BidTrack
from game.scenes.playkit.play_scene import PlayScene
from game.scenes.playkit.seating import DEVICE_KINDS
from game.scenes.playkit.tray_panel import TrayPanel
from game.storage import bluff_wins

MODE = "bluff"
TOP = 52
SEATS_HEIGHT = 300                   # the row of seat cards
CONTROLS_TOP = 636                   # OK and Doubt; the kit's help line runs below them
COMPUTER_ROLL_DELAY = (0.35, 0.25)   # s: the first computer cup, then each next one
THINK_SECONDS = {"easy": 0.7, "normal": 0.95, "hard": 1.2}
SHOW_BID_SECONDS = 0.55              # a computer's bid stands on the track before it counts
REVEAL_HOLD = 3.2                    # s the verdict stays before the next round starts by itself
TABLE_HOLD = 6.0                     # s a points table stays when only computers could go on
SHAKE_PX = 5.0


@dataclass
class Thinking:
    """A computer seat's visible moment of thinking, then its move."""

    seat: int
    move: Move
    timer: float
    shown: bool = False     # its bid stands on the track


def _die_radius(tray: pygame.Rect) -> float:
    """Dice as big as a seat's tray allows (the tray's largest: an edge of a fifth of its shorter side)."""
    inner = min(tray.width, tray.height) - 20
    return max(8.0, min(inner / 5.0 * 0.97, 60.0) / math.sqrt(2.0))


class BluffScene(PlayScene):
    mode = MODE

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 **options: object) -> None:
        # a match fresh from the seat screen carries no table rules yet: they are chosen first
        from_setup = match is not None and not match.attract and not match.options
        super().__init__(app, match, attract, players, **options)
        match = self.match
        self.settings = from_match(match)
        seats = len(match.seats)
        self.match_points = MatchPoints(seats, self.settings.games) if self.settings.points else None
        self.rng = random.Random(app.rng.getrandbits(64))        # the computers' choices and timings
        self.dice_rng = random.Random(app.rng.getrandbits(64))   # the physics throws
        self.players = {seat: make_player(s.difficulty) for seat, s in enumerate(match.seats) if s.is_computer}
        self.privacy = Privacy(seat_kinds([s.is_person for s in match.seats],
                                          [match.shares_device(i) for i in range(seats)]))
        width = app.size[0]
        self.cards: list[CardRects] = card_rects(pygame.Rect(16, TOP, width - 32, SEATS_HEIGHT), seats)
        track_top = TOP + SEATS_HEIGHT + 10
        self.track_rect = pygame.Rect(16, track_top, width - 32, CONTROLS_TOP - 8 - track_top)
        self.ok_rect = pygame.Rect(16, CONTROLS_TOP, 150, 46)
        self.doubt_rect = pygame.Rect(180, CONTROLS_TOP, 170, 46)
        self._legal_key: tuple | None = None
        self._legal: frozenset[int | None] = frozenset()
        self.panels = [TrayPanel(self.cards[s].tray, self.dice_rng, 5, star_for_six=True,
                                 radius=_die_radius(self.cards[s].tray)) for s in range(seats)]
        self.game_number = 0
        self.out_order: dict[int, int] = {}
        self.reveal: RevealShow | None = None
        self.stage = "play"            # "rules" (before a match from the seat screen), "play", "reveal",
        self.stage_time = 0.0          # "table" (points between games), "done"
        self.status = ""
        self.rules_panel: TableRulesPanel | None = None
        if from_setup:                 # the seats are chosen: now the table rules, then the first game
            records, notice = bluff_wins.load()
            if notice:
                app.notify(notice)
            record = bluff_wins.summary(records, [match.seats[seat].name for seat in match.people])
            self.rules_panel = TableRulesPanel(app.size, self.settings, seats, record)
            self.stage = "rules"
            self.pause_actions = ()
        self._new_game()

    # ------------------------------------------------------------------ state
    @property
    def match(self) -> MatchConfig:
        return self.seating.match

    @property
    def seats(self) -> int:
        return len(self.match.seats)

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def _new_game(self) -> None:
        self.game = BluffGame(self.seats, self.settings.options)
        opener = self.game_number % self.seats
        self.game.starter = self.game.current_player = opener   # games of a match take turns opening
        self.game_number += 1
        self.out_order = {}
        for panel in self.panels:
            for index in panel.lost:
                panel.regain(index)
        self._new_round()

    def _new_round(self) -> None:
        self.picker: BidPicker | None = None
        self.marked: set[int] = set()      # panel dice the person on turn marked to reroll
        self.die_cursor = 0
        self.die_cursor_active = False
        self.thinking: Thinking | None = None
        self.turn_seat: int | None = None
        self.rolling: set[int] = set()     # seats whose cup is being shaken now
        self.roll_timers = {}
        delay = COMPUTER_ROLL_DELAY[0]
        for seat in self.game.waiting_to_roll:
            if seat in self.players:
                self.roll_timers[seat] = delay
                delay += COMPUTER_ROLL_DELAY[1]
        self.privacy.turn_to(None)
        self.status = self._waiting_text()

    def _waiting_text(self) -> str:
        waiting = [self.name(s) for s in self.game.waiting_to_roll if s not in self.rolling]
        if not waiting:
            return "The dice are rolling…"
        return f"Waiting for {waiting[0]} to roll" + (f" (and {len(waiting) - 1} more)" if len(waiting) > 1 else "")

    def on_turn(self) -> tuple[int, ...]:
        """The seats whose devices act now: every person on the table rules, between games and once the
        verdict stands; while playing, the people who still roll or the seat on turn."""
        if self.stage in ("rules", "table") or (self.stage == "reveal" and self._reveal_done_enough()):
            return self.match.people
        if self.stage != "play":
            return ()
        if self.game.phase == "roll":
            return tuple(s for s in self.game.waiting_to_roll if s not in self.rolling)
        if self.game.phase == "bid":
            return (self.game.current_player,)
        return ()

    def hand_panel_dice(self, seat: int) -> tuple[int, ...]:
        """The panel dice of `seat` in the rules' hand order (hand index k is panel die in_play[k])."""
        return self.panels[seat].in_play

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        sounds.register(self.app.audio)

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
        """Peeking is for any person at any time (holding Y / H / the right mouse button); the rest
        goes through the play kit's routing to `act` for the seats on turn."""
        if (action.name in ("hint", "alt_click") and not self.match.attract and action.device.kind in DEVICE_KINDS
                and not self.orphans()):
            for seat in self.seating.seats_of(action.device):
                if self.privacy.kinds[seat] == OWN_DEVICE and self.privacy.start_peek(seat):
                    self.status = f"{self.name(seat)} is peeking: everyone else, look away!"
                    break
            return
        super().handle(action)

    def act(self, seat: int, action: Action) -> None:
        if self.stage == "rules":
            self._rules_input(action)
        elif self.stage == "reveal":
            if action.name in ("confirm", "click") and self._reveal_done_enough():
                self._finish_reveal()
        elif self.stage == "table":
            if action.name in ("confirm", "click"):
                self._next_game()
        elif self.stage == "play" and self.game.phase == "roll":
            self._roll_input(seat, action)
        elif self.stage == "play" and self.game.phase == "bid" and seat not in self.players:
            self._bid_input(seat, action)

    def back(self, seat: int) -> bool:
        """B / Esc: on the table rules, back to the seats; with dice marked to reroll, drop the marks."""
        if self.stage == "rules":
            self._rules_input(Action("back", self.match.seats[seat].device or KEYBOARD))
            return True
        if self.marked and seat == self.turn_seat:
            self.marked.clear()
            return True
        return False

    def _rules_input(self, action: Action) -> None:
        assert self.rules_panel is not None
        before = self.rules_panel.settings
        asked = self.rules_panel.handle(action)
        if self.rules_panel.settings != before:
            self.app.audio.play("change")
        if asked == START:
            self.app.audio.play("confirm")
            self.start_match(self.rules_panel.settings)
        elif asked == BACK:
            self.app.audio.play("back")
            navigation.replace(self.app, modes.get(MODE).setup or "setup", mode=MODE)

    def start_match(self, settings) -> None:
        """Start the first game with the table rules `settings` (they go with the match into Play again)."""
        self.seating.match = replace(self.match, options=settings.as_match_options())
        self.settings = from_match(self.match)
        self.match_points = MatchPoints(self.seats, self.settings.games) if self.settings.points else None
        self.rules_panel = None
        self.pause_actions = type(self).pause_actions
        self.stage, self.stage_time = "play", 0.0
        self.game_number = 0
        self._new_game()

    def handle_release(self, action: Action) -> None:
        if action.name in ("hint", "alt_click"):
            for seat in self.seating.seats_of(action.device):
                self.privacy.end_peek(seat)

    def _roll_input(self, seat: int, action: Action) -> None:
        if seat not in self.game.waiting_to_roll or seat in self.rolling:
            return
        if action.name in ("roll", "confirm"):
            self._throw(seat)
        elif action.name == "click" and action.pos is not None and self.cards[seat].tray.collidepoint(action.pos):
            self._throw(seat)

    def _bid_input(self, seat: int, action: Action) -> None:
        if self.privacy.curtain_for == seat:
            if action.name in ("confirm", "click", "roll"):
                self.privacy.ready(seat)
            return
        picker = self.picker
        name = action.name
        if picker is None:
            return
        if name in ("left", "right"):
            picker.step_field(-1 if name == "left" else 1)
        elif name in ("up", "down"):
            picker.step_face(1 if name == "up" else -1)
        elif name == "confirm":
            self._place_bid(seat)
        elif name == "roll":
            self._doubt(seat)
        elif name in ("prev", "next") and self.settings.options.reroll:
            self.die_cursor_active = True
            hidden = self._hidden_panel_dice(seat)
            if hidden:
                at = hidden.index(self.die_cursor) if self.die_cursor in hidden else -1
                self.die_cursor = hidden[(at + (1 if name == "next" else -1)) % len(hidden)]
        elif name == "lock" and self.settings.options.reroll:
            self.die_cursor_active = True
            self._toggle_mark(seat, self.die_cursor)
        elif name == "click" and action.pos is not None:
            self._click(seat, action.pos)

    def _click(self, seat: int, pos: tuple[float, float]) -> None:
        assert self.picker is not None
        if self.ok_rect.collidepoint(pos):
            self._place_bid(seat)
        elif self.doubt_rect.collidepoint(pos):
            self._doubt(seat)
        elif (field_index := self.track.field_at(pos)) is not None:
            self.picker.choose_field(field_index)
        elif self.cards[seat].tray.collidepoint(pos):
            die = self.panels[seat].die_at(pos) if self.privacy.shows_hand(seat) else None
            if die is not None and self.settings.options.reroll:
                self._toggle_mark(seat, die)
            else:
                self._doubt(seat)

    def _hidden_panel_dice(self, seat: int) -> list[int]:
        order = self.hand_panel_dice(seat)
        return [order[k] for k in self.game.hidden_indices(seat)]

    def _toggle_mark(self, seat: int, die: int) -> None:
        if die not in self._hidden_panel_dice(seat):
            return
        self.marked.symmetric_difference_update({die})
        self.app.audio.play("lock" if die in self.marked else "unlock")

    def _reveal_for_marks(self, seat: int) -> tuple[int, ...]:
        """The rules' indices of the dice put in the open: the hidden dice not marked to reroll."""
        if not self.marked:
            return ()
        order = self.hand_panel_dice(seat)
        return tuple(k for k in self.game.hidden_indices(seat) if order[k] not in self.marked)

    def reroll_problem(self) -> str | None:
        """Why the marks of the person on turn cannot go with a bid (None: they can)."""
        seat = self.game.current_player
        reveal = self._reveal_for_marks(seat)
        if self.marked and not reveal:
            return "Keep at least one die to show in the open"
        return self.game.reveal_problem(reveal)

    # ------------------------------------------------------------------ moves
    def _throw(self, seat: int) -> None:
        panel = self.panels[seat]
        panel.throw()
        self.rolling.add(seat)
        self.app.audio.play("rattle")
        self.status = self._waiting_text()

    def _place_bid(self, seat: int) -> None:
        assert self.picker is not None
        bid = self.picker.bid
        if bid is None:
            self.status = "No bid beats that: doubt it (X / R, or press your cup)"
            return
        problem = self.reroll_problem()
        if problem is not None:
            self.status = problem
            self.app.audio.play("back")
            return
        self._bid(seat, bid, self._reveal_for_marks(seat))

    def _bid(self, seat: int, bid: Bid, reveal: tuple[int, ...]) -> None:
        self.game.bid(bid, reveal)
        self.app.audio.play("select")
        shown = f" and shows {words.dice(len(reveal))}" if reveal else ""
        self.status = f"{self.name(seat)} bids {words.bid_words(bid)}{shown}"
        self.marked.clear()
        self.picker = None
        if self.game.phase == "reroll":
            order = self.hand_panel_dice(seat)
            held = [order[k] for k, shown_die in enumerate(self.game.open_flags(seat)) if shown_die]
            self.panels[seat].throw(locked=held)
            self.rolling.add(seat)
            self.app.audio.play("rattle")

    def _doubt(self, seat: int) -> None:
        if not self.game.can_doubt:
            self.status = "Nothing to doubt yet: open the round with a bid"
            self.app.audio.play("back")
            return
        panel_dice = [self.hand_panel_dice(s) for s in range(self.seats)]
        result = self.game.doubt()
        dice_after = self.game.dice_counts
        opener = None if self.game.is_over else self.game.starter
        names = [self.name(s) for s in range(self.seats)]
        self.reveal = RevealShow(result, panel_dice, reveal_words.glow_order(result),
                                 reveal_words.verdict(result, names, dice_after, opener))
        self.privacy.reveal()
        self.stage, self.stage_time = "reveal", 0.0
        self.thinking = None
        self.picker = None
        self.status = f"{self.name(seat)} doubts {words.bid_words(result.bid)}!"
        self.app.audio.play("doubt")

    # ------------------------------------------------------------------ update
    def step(self, dt: float) -> None:
        self.stage_time += dt
        reduced = self.app.settings.reduced_motion
        for panel in self.panels:
            if panel.rolling or panel.effects.busy:
                panel.update(dt, reduced)
        if self.stage == "play":
            self._update_play(dt)
        elif self.stage == "reveal":
            self._update_reveal(dt)
        elif self.stage == "table":
            if self.stage_time >= TABLE_HOLD and (self.match.attract or not self.match.people):
                self._next_game()

    def _update_play(self, dt: float) -> None:
        game = self.game
        for seat in list(self.rolling):
            panel = self.panels[seat]
            if panel.settled:
                self.rolling.discard(seat)
                faces = panel.faces
                assert faces is not None
                hand = [faces[i] for i in self.hand_panel_dice(seat)]
                if game.phase == "roll":
                    game.roll_hand(seat, hand)
                    self.status = self._waiting_text()
                elif game.phase == "reroll" and seat == game.current_player:
                    game.reroll([hand[k] for k in game.hidden_indices(seat)])
        if game.phase == "roll":
            for seat in list(self.roll_timers):
                self.roll_timers[seat] -= dt
                if self.roll_timers[seat] <= 0:
                    del self.roll_timers[seat]
                    self._throw(seat)
            return
        if game.phase != "bid":
            return
        seat = game.current_player
        if seat != self.turn_seat:
            self._start_turn(seat)
        if self.thinking is not None:
            self._update_thinking(dt)

    def _start_turn(self, seat: int) -> None:
        self.turn_seat = seat
        self.privacy.turn_to(seat)
        self.marked.clear()
        self.die_cursor_active = False
        self.die_cursor = self._hidden_panel_dice(seat)[0] if self._hidden_panel_dice(seat) else 0
        if seat in self.players:
            move = self.players[seat].choose(view_of(self.game, seat), self.rng)
            think = THINK_SECONDS.get(self.match.seats[seat].difficulty, 1.0) * self.rng.uniform(0.8, 1.3)
            self.thinking = Thinking(seat, move, think)
            self.picker = None
            self.status = f"{self.name(seat)} is thinking…"
        else:
            self.thinking = None
            self.picker = BidPicker(self.game.last_bid, self.game.dice_in_play)
            if self.privacy.curtain_for == seat:
                self.status = f"Pass to {self.name(seat)}"
            else:
                self.status = f"{self.name(seat)}: your bid" + (" or doubt" if self.game.can_doubt else "")

    def _update_thinking(self, dt: float) -> None:
        thinking = self.thinking
        assert thinking is not None
        thinking.timer -= dt
        if thinking.timer > 0:
            return
        move = thinking.move
        if move.is_doubt:
            self._doubt(thinking.seat)
            return
        if not thinking.shown:      # the bid stands on the track a moment, with the computer's cursor
            thinking.shown = True
            thinking.timer = SHOW_BID_SECONDS
            return
        self.thinking = None
        assert move.bid is not None
        self._bid(thinking.seat, move.bid, move.reveal)

    # ------------------------------------------------------------------ the reveal
    def _reveal_done_enough(self) -> bool:
        return self.reveal is not None and self.reveal.applied and self.reveal.time >= self.reveal.verdict_at + 0.4

    def _update_reveal(self, dt: float) -> None:
        show = self.reveal
        assert show is not None
        before = show.counted()
        show.time += dt
        if show.counted() > before and show.time >= CUP_LIFT_SECONDS:
            self.app.audio.play("count")
        if not show.applied and show.time >= show.verdict_at:
            self._apply_losses(show)
        if show.applied and show.time >= show.verdict_at + LEAVE_SECONDS + REVEAL_HOLD:
            self._finish_reveal()

    def _apply_losses(self, show: RevealShow) -> None:
        """The verdict: lost dice leave the table (and come to the bidder when exact pays), seats drop out."""
        show.applied = True
        result = show.result
        out_before = len(self.out_order)
        for seat, change in enumerate(result.changes):
            panel = self.panels[seat]
            if change < 0:
                order = list(show.panel_dice[seat])
                for k in range(len(order) + change, len(order)):
                    centre = panel.die_center(order[k])
                    if centre is not None:
                        show.leaving.append(Leaving(centre, panel.die_size, result.hands[seat][k]))
                    panel.lose(order[k])
                device = self.match.seats[seat].device
                if device is not None:
                    self.app.devices.rumble(device, 0.5, 0.8, 350)
                if self.game.dice_counts[seat] == 0:
                    self.out_order[seat] = out_before
                    self.privacy.seat_left(seat)
            elif change > 0:
                for index in panel.lost[:change]:
                    panel.regain(index)
        self.app.audio.play("lose")
        self.status = show.verdict.next_line

    def _finish_reveal(self) -> None:
        show = self.reveal
        if show is None:
            return
        if not show.applied:
            self._apply_losses(show)
        self.reveal = None
        self.privacy.end_reveal()
        if self.game.is_over:
            self._game_over()
        else:
            self.stage, self.stage_time = "play", 0.0
            self._new_round()

    def _game_over(self) -> None:
        winner = self.game.winners()[0]
        survivors = len(self.out_order)
        self.out_order[winner] = survivors
        if self.match_points is not None:
            self.match_points.add_game(self.game.points)
            if not self.match_points.over:
                self.stage, self.stage_time = "table", 0.0
                self.status = f"{self.name(winner)} wins game {self.match_points.played}"
                return
        self._finish_match()

    def _next_game(self) -> None:
        if self.stage != "table":
            return
        self.stage, self.stage_time = "play", 0.0
        self._new_game()

    def last_standing_totals(self) -> tuple[int, ...]:
        """Per seat: how many seats were knocked out before it (the survivor has the most)."""
        return tuple(self.out_order.get(seat, 0) for seat in range(self.seats))

    def _finish_match(self) -> None:
        self.stage = "done"
        totals = self.match_points.totals if self.match_points is not None else self.last_standing_totals()
        self.end(totals)
        assert self.result is not None
        self._record_wins(self.result)

    def _record_wins(self, result: MatchResult) -> None:
        """The local record of wins per person name (people only; demo games never count)."""
        people = [self.name(seat) for seat in self.match.people]
        if self.match.attract or not people:
            return
        winners = [self.name(seat) for seat in result.winners if self.match.seats[seat].is_person]
        records, notice = bluff_wins.record_match(people, winners)
        if notice:
            self.app.notify(notice)
        else:
            self.app.notify("Bluff wins: " + bluff_wins.summary(records, people), seconds=8.0)

    # ------------------------------------------------------------------ drawing helpers
    @property
    def track(self) -> BidTrack:
        dice = self.game.dice_in_play
        if not hasattr(self, "_track"):
            self._track = BidTrack(self.track_rect, dice)
        self._track.set_dice(dice)
        return self._track

    def faces_on_screen(self) -> list[tuple[int | None, ...]]:
        """Per seat, in panel die order, the faces the screen may draw now (None: face down or no die).
        Everything drawn of a seat's dice goes through this."""
        hands, flags, orders = [], [], []
        for seat in range(self.seats):
            panel = self.panels[seat]
            if self.reveal is not None:
                hand = self.reveal.result.hands[seat]
                order = self.reveal.panel_dice[seat]
                open_flags: tuple[bool, ...] = (False,) * len(hand)
            else:
                order = self.hand_panel_dice(seat)
                faces = panel.faces
                has_hand = faces is not None and len(self.game.hands[seat]) == len(order) > 0
                hand = tuple(faces[i] for i in order) if has_hand else ()
                open_flags = self.game.open_flags(seat) if has_hand else ()
            hands.append(hand)
            flags.append(open_flags)
            orders.append(order)
        shown = self.privacy.faces_on_screen(hands, flags)
        rows = []
        for seat, faces in enumerate(shown):
            row: list[int | None] = [None] * self.panels[seat].count
            for k, face in enumerate(faces):
                row[orders[seat][k]] = face
            rows.append(tuple(row))
        return rows

    def cup_lift(self, seat: int) -> float:
        """0: the cup covers the tray; 1: lifted off. The screen may show the dice only when lifted."""
        if self.reveal is not None:
            return self.reveal.lift if not self.app.settings.reduced_motion else 1.0
        waiting = self.game.phase == "roll" and seat in self.game.waiting_to_roll and seat not in self.rolling
        return 1.0 if self.privacy.shows_hand(seat) and not waiting else 0.0

    # ------------------------------------------------------------------ draw
    def still_key(self) -> tuple:
        return (self.help_line(),)

    def help_line(self) -> str:
        if self.stage == "rules":
            return ""
        if self.picker is not None and self.stage == "play":
            line = "Left/Right: field  Up/Down: face  Enter/A: OK  R/X or your cup: doubt"
            if self.settings.options.reroll:
                line += "  Q/E + L: mark dice to reroll"
            return line
        if any(kind == OWN_DEVICE for kind in self.privacy.kinds) and self.privacy.lone_person is None:
            return "Hold H / Y (right mouse button) to peek at your dice   Esc/Start: pause"
        return "Esc/Start: pause"

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        if self.stage == "rules" and self.rules_panel is not None:
            self.rules_panel.draw(surface, self.time, reduced)
            return
        if self.privacy.curtain_up and self.stage == "play":
            self._draw_curtain(surface)
            return
        self._draw_status(surface)
        if self.stage == "table":       # between the games of a points match: the table alone
            self._draw_points_table(surface)
            return
        for seat in range(self.seats):
            self._draw_seat(surface, seat, alpha, reduced)
        if self.stage == "reveal" and self.reveal is not None:
            self._draw_verdict(surface, self.reveal)
        else:
            self._draw_track(surface, reduced)
            self._draw_controls(surface, reduced)
        if self.reveal is not None:
            for ghost in self.reveal.leaving:
                progress = (self.reveal.time - self.reveal.verdict_at) / LEAVE_SECONDS
                draw_leaving_die(surface, ghost.centre, ghost.size, ghost.face, max(0.0, progress))

    def _draw_status(self, surface: pygame.Surface) -> None:
        width = self.app.size[0]
        left = f"Bluff · round {self.game.round} · {self.game.dice_in_play} dice in play"
        if self.match_points is not None:
            game = self.match_points.played + (0 if self.stage in ("table", "done") else 1)
            left += f" · game {game} of {self.match_points.games}"
        text.draw(surface, left, text.CAPTION, theme.TEXT_DIM, box=pygame.Rect(16, 8, 460, 36), midleft=(16, 26))
        text.draw(surface, self.status, text.LABEL, theme.TEXT, bold=True,
                  box=pygame.Rect(480, 6, width - 496, 40), midleft=(480, 26))

    def _draw_seat(self, surface: pygame.Surface, seat: int, alpha: float, reduced: bool) -> None:
        rects = self.cards[seat]
        info = self.match.seats[seat]
        colour = rockets.seat_colour(info.colour)
        dice = self.game.dice_counts[seat]
        if self.reveal is not None and not self.reveal.applied:
            dice = len(self.reveal.result.hands[seat])   # the count changes with the verdict
        out = dice == 0 and not (self.reveal is not None and self.reveal.result.hands[seat])
        on_turn = self.stage == "play" and seat in self.on_turn() and self.game.phase != "roll"
        rolled = None if out or self.stage != "play" or self.game.phase != "roll" else \
            seat not in self.game.waiting_to_roll
        status = ""
        if out:
            status = "out"
        elif self.thinking is not None and self.thinking.seat == seat:
            status = "thinking" + "." * (1 + int(self.time * 3) % 3)
        elif self.privacy.peeker == seat:
            status = "peeking"
        elif (message := self.messages.get(seat)) is not None:
            status = message.text           # the play kit's word to this seat ("Wait: it is Ben's turn")
        elif info.is_computer:
            status = info.difficulty
        draw_card_frame(surface, rects, info.colour, on_turn=on_turn, out=out)
        draw_header(surface, rects, name=info.name, colour_index=info.colour, dice=dice, rolled=rolled,
                    on_turn=on_turn, status=status)
        if out:
            text.draw(surface, "out of the game", text.BODY, theme.TEXT_DISABLED, center=rects.tray.center)
            return
        panel = self.panels[seat]
        lift = self.cup_lift(seat)
        if lift > 0:
            panel.draw_box(surface)
            self._draw_dice(surface, seat, alpha, reduced)
        cup_label = self._cup_label(seat)
        shake = 0.0
        if seat in self.rolling and not reduced:
            shake = SHAKE_PX * pygame.math.Vector2(1, 0).rotate(self.time * 2400).x
        focus = cup_label != "" and self.match.seats[seat].is_person and not self.match.attract
        clip = surface.get_clip()
        if 0 < lift < 1:   # a lifting cup stays below the name
            surface.set_clip(pygame.Rect(rects.card.left, rects.tray.top, rects.card.width,
                                         rects.card.bottom - rects.tray.top))
        draw_cup(surface, rects.tray, colour, shake=shake, lift=lift, label=cup_label, focus=focus,
                 clock=self.time, reduced_motion=reduced)
        surface.set_clip(clip)
        if lift < 1.0:
            faces = self.faces_on_screen()[seat]
            order = self.hand_panel_dice(seat)
            flags = self.game.open_flags(seat)
            open_faces = [faces[order[k]] for k, shown in enumerate(flags) if shown and faces[order[k]] is not None]
            draw_open_dice(surface, rects.tray, open_faces)

    def _cup_label(self, seat: int) -> str:
        if self.stage != "play" or seat in self.players:
            return ""
        if self.game.phase == "roll" and seat in self.game.waiting_to_roll and seat not in self.rolling:
            return "Press to roll"
        if self.game.phase == "bid" and seat == self.game.current_player and self.game.can_doubt:
            return "Press to doubt"
        return ""

    def _draw_dice(self, surface: pygame.Surface, seat: int, alpha: float, reduced: bool) -> None:
        """The seat's dice on the felt: faces only where `faces_on_screen` allows (the cup is lifted)."""
        panel = self.panels[seat]
        faces = self.faces_on_screen()[seat]
        shown = [i for i, face in enumerate(faces) if face is not None]
        rolling_visible = panel.rolling and self.privacy.shows_hand(seat)
        if not shown and not rolling_visible:
            return
        panel.hide(owner=None)
        panel.reveal(shown if not rolling_visible else None)
        person_marks = (seat == self.turn_seat and self.settings.options.reroll and seat not in self.players
                        and self.stage == "play")
        locked = [i in self.marked for i in range(panel.count)] if person_marks else ()
        cursor = self.die_cursor if person_marks and self.die_cursor_active else None
        panel.draw(surface, alpha, locked=locked, cursor=cursor, viewer=None, clock=self.time,
                   reduced_motion=reduced)
        if self.reveal is not None and (self.reveal.lift >= 1.0 or reduced):
            counted = self.reveal.counted()
            clip = surface.get_clip()
            surface.set_clip(self.cards[seat].tray)     # the count stays on this seat's felt
            for number, (s, k) in enumerate(self.reveal.glow[:counted], start=1):
                if s != seat:
                    continue
                index = self.reveal.panel_dice[seat][k]
                centre = panel.die_center(index)
                if centre is not None:
                    draw_glow(surface, centre, panel.radius, number)
            surface.set_clip(clip)

    def _draw_track(self, surface: pygame.Surface, reduced: bool) -> None:
        game = self.game
        choice = self.picker.bid if self.picker is not None else None
        if self.thinking is not None and self.thinking.shown and self.thinking.move.bid is not None:
            choice = self.thinking.move.bid
        legal = set(self.picker.legal_fields) if self.picker is not None else \
            self._legal_fields(game.last_bid, game.dice_in_play)
        self.track.draw(surface, last_bid=game.last_bid, choice=choice, legal=legal,
                        focus=self.picker is not None and not self.match.attract, clock=self.time,
                        reduced_motion=reduced)
        if self.thinking is not None and self.thinking.shown and choice is not None:
            at = self.track.index_of(choice)
            if at is not None:
                info = self.match.seats[self.thinking.seat]
                marks.computer_rect(surface, self.track.layout.rects[at].inflate(8, 8), rockets.seat_colour(info.colour))

    def _legal_fields(self, last_bid: Bid | None, dice_in_play: int) -> frozenset[int | None]:
        """The track fields a raise of `last_bid` may go to (kept: working them out every frame cost
        ~0.3 ms)."""
        key = (last_bid, dice_in_play)
        if self._legal_key != key:
            self._legal = frozenset(self.track.index_of(b) for b in legal_raises(last_bid, dice_in_play))
            self._legal_key = key
        return self._legal

    def _draw_controls(self, surface: pygame.Surface, reduced: bool) -> None:
        person_turn = self.picker is not None and self.stage == "play"
        marks.button(surface, self.ok_rect, "OK", text.LABEL, enabled=person_turn and self.picker.bid is not None,
                     clock=self.time, reduced_motion=reduced)
        marks.button(surface, self.doubt_rect, "Doubt", text.LABEL, enabled=person_turn and self.game.can_doubt,
                     clock=self.time, reduced_motion=reduced)
        if self.marked and self.turn_seat is not None:
            problem = self.reroll_problem()
            note = problem or f"Reroll {words.dice(len(self.marked))}, show the rest with the bid"
            text.draw(surface, note, text.CAPTION, theme.DANGER if problem else theme.ACCENT,
                      box=pygame.Rect(366, CONTROLS_TOP, 900, 40), midleft=(366, CONTROLS_TOP + 20))

    def _draw_verdict(self, surface: pygame.Surface, show: RevealShow) -> None:
        names = [self.name(seat) for seat in range(self.seats)]
        overlays.draw_verdict(surface, self.track_rect.inflate(-80, -10), show, names)

    def _draw_points_table(self, surface: pygame.Surface) -> None:
        assert self.match_points is not None
        people = bool(self.match.people) and not self.match.attract
        box = pygame.Rect(0, 0, 1000, 480)
        box.center = (self.app.size[0] // 2, (TOP + CONTROLS_TOP) // 2)
        overlays.draw_points_table(surface, box, self.match_points, self.match.seats, people)

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        seat = self.privacy.curtain_for
        assert seat is not None
        last = self.game.last_bid
        if last is not None and self.game.last_bidder is not None:
            line = f"Last bid: {words.bid_words(last)} by {self.name(self.game.last_bidder)}"
        else:
            line = f"{self.name(seat)} opens round {self.game.round}"
        overlays.draw_curtain(surface, self.match.seats[seat], line)
