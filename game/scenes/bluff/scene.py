"""The Bluff table: a match's stages and flow (cups rolled, bids, the doubt's reveal, points between games, the end).

Built as `BluffScene(app, match=MatchConfig)` by the setup screen, or `BluffScene(app)` for a quick game
(`--scene bluff`: one keyboard person and three computers; `--players N`, `--attract`).

The rules (`game.rules.bluff.BluffGame`) say what is legal and what a doubt costs; the physics tray under each seat's
cup says what the dice show; `privacy` says which faces the screen may draw. The scene keeps the stages and makes the
moves; its parts do the rest:

- `input.PersonInput`: a person's input (the table rules, the cup, the bid picker, marks, peeks);
- `computer.ComputerSeats`: the computer seats, deciding through `game.ai.bluff` from `view_of` only;
- `reveal.RevealShow`: a doubt's reveal and its whole timeline;
- `view.BluffView`: the drawing; `options`: the table rules; `words`: what the table says.

Controls of the person on turn: left/right move the blue die along the track, up/down turn its face, A/Enter bids
(OK); X/R or a click on their own cup doubts. With the reroll option, shoulders/Q/E pick a die and Back/L marks it to
reroll (or click the die). Hold Y/H (right mouse button) to peek at one's dice (people sharing a table, each a device).

Stages (`stage`): "rules" (before a match from the seat screen), "play", "reveal", "table" (points), "done".
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game import modes
from game.ai import bluff as bluff_ai
from game.coach.bluff import BluffStory
from game.input.actions import KEYBOARD, Action
from game.match import MatchConfig, MatchResult
from game.render import sky
from game.rules.bluff import Bid, BluffGame
from game.scenes import navigation
from game.scenes.bluff import phone, sounds, words
from game.scenes.bluff.bid_board import BidBoard
from game.scenes.bluff.computer import ComputerSeats
from game.scenes.bluff.input import PersonInput
from game.scenes.bluff.layout import NUMERAL_SCALE, SEAT_RIM, die_radius, table_layout
from game.scenes.bluff.match_points import MatchPoints
from game.scenes.bluff.options import BluffSettings, from_match
from game.scenes.bluff.privacy import Privacy, seat_kinds
from game.scenes.bluff.reveal import RevealShow
from game.scenes.bluff.rules_panel import TableRulesPanel
from game.scenes.bluff.view import BluffView
from game.scenes.playkit.play_scene import PlayScene
from game.scenes.playkit.tray_panel import TrayPanel
from game.storage import bluff_wins
from game.words import _

MODE = "bluff"
TABLE_HOLD = 6.0                     # s a points table stays when only computers could go on


class BluffScene(PlayScene):
    mode = MODE
    reports_moving = True   # what moves notes where it draws (game.render.drawn): the screen copies back only that

    def sky_mood(self) -> str:   # no sky: a table of dark boards under a candle (look review 26: off the red)
        return sky.TABLE

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 **options: object) -> None:
        # a match fresh from the seat screen carries no table rules yet: they are chosen first
        from_setup = match is not None and not match.attract and not match.options
        super().__init__(app, match, attract, players, **options)
        match = self.match
        self.settings = from_match(match)
        seats = len(match.seats)
        self.match_points = MatchPoints(seats, self.settings.games) if self.settings.points else None
        self.computers = ComputerSeats(self, match.seats, random.Random(app.rng.getrandbits(64)))
        self.dice_rng = random.Random(app.rng.getrandbits(64))   # the physics throws
        self.person = PersonInput(self)
        self.privacy = Privacy(self._seat_kinds())
        people = [s for s, seat in enumerate(match.seats) if seat.is_person]
        layout = table_layout(app.size[0], seats, people[0] if len(people) == 1 and not attract else None)
        self.cards, self.track_rect, self.ok_rect, self.doubt_rect = layout.cards, layout.track, layout.ok, layout.doubt
        self.panels = [TrayPanel(self.cards[s].tray, self.dice_rng, 5, star_for_six=True, numeral_scale=NUMERAL_SCALE,
                                 radius=die_radius(self.cards[s].tray), rim=SEAT_RIM) for s in range(seats)]
        self.track = BidBoard(self.track_rect, 0)
        self.view = BluffView(self)
        self.game_number = 0
        self.coach = BluffStory(seats)   # the review's story: each bid's chance for its bidder, each doubt
        self.out_order: dict[int, int] = {}
        self.reveal: RevealShow | None = None
        self.stage = "play"
        self.stage_time = 0.0
        self.status = ""
        self.rolling: set[int] = set()     # seats whose cup is being shaken now
        self.turn_seat: int | None = None
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
    def seats(self) -> int:
        return len(self.match.seats)

    def name(self, seat: int) -> str:
        return self.match.seats[seat].name

    @property
    def showing(self) -> str:
        """Read only, for tests and tools: what the table shows now: "roll", "bid" or "reroll" (the rules'
        phase) while playing, else the stage ("rules", "reveal", "table", "done")."""
        return self.game.phase if self.stage == "play" else self.stage

    @property
    def reroll_allowed(self) -> bool:
        return self.settings.options.reroll

    def say(self, line: str) -> None:
        """The status line at the top."""
        self.status = line

    def sound(self, name: str) -> None:
        self.app.audio.play(name)

    def hand_panel_dice(self, seat: int) -> tuple[int, ...]:
        """The panel dice of `seat` in the rules' hand order (hand index k is panel die in_play[k])."""
        return self.panels[seat].in_play

    def _seat_kinds(self) -> tuple[str, ...]:
        match = self.match
        return seat_kinds([s.is_person for s in match.seats], [match.shares_device(i) for i in range(len(match.seats))],
                          [s.device is not None and s.device.kind == "phone" for s in match.seats])

    def seats_changed(self) -> None:
        """A seat changed hands: who sees their dice where (a phone, a pad) follows it."""
        self.privacy.set_kinds(self._seat_kinds())

    def phone_view(self, device) -> dict | None:
        """A seat's phone: its private screen (bluff/phone.py); the controller while table rules are chosen."""
        seat = self.seat_for(device)
        if seat is None:
            return None
        if self.stage == "rules" or self.match.attract:
            return self.phone_pad(seat)
        return phone.view(self, seat)

    def phone_command(self, device, message: dict):
        seat = self.seat_for(device)
        if seat is None or self.orphans():
            return iter(())
        return phone.commands(self, seat, device, message)

    def cover(self, seat: int) -> None:
        """Every die of `seat`'s panel covered to all eyes but the seat's own: the view draws a felt
        for the seat's eyes only when the privacy rules show all of it (a regained die comes back
        uncovered, so this follows every regain)."""
        self.panels[seat].hide(owner=seat)

    def _new_game(self) -> None:
        self.game = BluffGame(self.seats, self.settings.options)
        opener = self.game_number % self.seats
        self.game.starter = self.game.current_player = opener   # games of a match take turns opening
        self.game_number += 1
        self.out_order = {}
        for seat, panel in enumerate(self.panels):
            for index in panel.lost:
                panel.regain(index)
            self.cover(seat)
        self._new_round()

    def _new_round(self) -> None:
        self.person.clear()
        self.turn_seat = None
        self.rolling = set()
        self.computers.new_round(self.game.waiting_to_roll)
        self.privacy.turn_to(None)
        self.track.set_dice(self.game.dice_in_play)
        self.status = self._waiting_text()

    def _waiting_text(self) -> str:
        return words.waiting_to_roll([self.name(s) for s in self.game.waiting_to_roll if s not in self.rolling])

    def on_turn(self) -> tuple[int, ...]:
        """The seats whose devices act now: every person on the table rules, between games and once the
        verdict stands; while playing, the people who still roll or the seat on turn."""
        if self.stage in ("rules", "table") or (self.stage == "reveal" and self.reveal is not None
                                                and self.reveal.readable):
            return self.match.people
        if self.stage != "play":
            return ()
        if self.game.phase == "roll":
            return tuple(s for s in self.game.waiting_to_roll if s not in self.rolling)
        if self.game.phase == "bid":
            return (self.game.current_player,)
        return ()

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        sounds.register(self.app.audio)
        if any(seat.is_computer and seat.difficulty == "hard" for seat in self.match.seats):
            bluff_ai.prepare_tables(build=not self.app.headless)   # Hard's solved two-player rounds

    # ------------------------------------------------------------------ input (input.PersonInput)
    def handle(self, action: Action) -> None:
        """Peeking is for any person at any time (holding Y / H / the right mouse button); the rest
        goes through the play kit's routing to `act` for the seats on turn."""
        if self.person.is_peek(action) and not self.match.attract and not self.orphans():
            self.person.peek(self.seating.seats_of(action.device))
            return
        super().handle(action)

    def handle_release(self, action: Action) -> None:
        self.person.release(action, self.seating.seats_of(action.device))

    def act(self, seat: int, action: Action) -> None:
        self.person.act(seat, action, computer=seat in self.computers)

    def back(self, seat: int) -> bool:
        return self.person.back(seat, self.match.seats[seat].device or KEYBOARD)

    def start_match(self, settings: BluffSettings) -> None:
        """Start the first game with the table rules `settings` (they go with the match into Play again)."""
        self.seating.match = replace(self.match, options=settings.as_match_options())
        self.settings = from_match(self.match)
        self.match_points = MatchPoints(self.seats, self.settings.games) if self.settings.points else None
        self.rules_panel = None
        self.pause_actions = type(self).pause_actions
        self.stage, self.stage_time = "play", 0.0
        self.game_number = 0
        self._new_game()

    def back_to_seats(self) -> None:
        navigation.replace(self.app, modes.get(MODE).setup or "setup", mode=MODE)

    # ------------------------------------------------------------------ moves
    def throw(self, seat: int) -> None:
        """`seat` rolls its cup."""
        self.panels[seat].throw()
        self.rolling.add(seat)
        self.sound("rattle")
        self.status = self._waiting_text()

    def bid(self, seat: int, bid: Bid, reveal: tuple[int, ...]) -> None:
        """`seat` bids `bid`, putting the dice `reveal` (rules' indices) in the open; the reroll option
        then rolls the rest again under the cup."""
        self.coach.bid(self.game, bid, reveal)
        self.game.bid(bid, reveal)
        self.sound("select")
        if reveal:
            self.status = _("{name} bids {bid} and shows {dice}").format(
                name=self.name(seat), bid=words.bid_words(bid), dice=words.dice(len(reveal)))
        else:
            self.status = _("{name} bids {bid}").format(name=self.name(seat), bid=words.bid_words(bid))
        self.person.placed()
        self.computers.stop()
        if self.game.phase == "reroll":
            order = self.hand_panel_dice(seat)
            held = [order[k] for k, shown_die in enumerate(self.game.open_flags(seat)) if shown_die]
            self.panels[seat].throw(locked=held)
            self.rolling.add(seat)
            self.sound("rattle")

    def doubt(self, seat: int) -> None:
        """`seat` doubts the last bid: every die is revealed and counted."""
        if not self.game.can_doubt:
            self.status = _("Nothing to doubt yet: open the round with a bid")
            self.sound("back")
            return
        panel_dice = [self.hand_panel_dice(s) for s in range(self.seats)]
        doubted_round = self.game.round
        result = self.game.doubt()
        self.coach.doubt(result)
        opener = None if self.game.is_over else self.game.starter
        names = [self.name(s) for s in range(self.seats)]
        self.reveal = RevealShow(result, panel_dice, words.verdict(result, names, self.game.dice_counts, opener),
                                 doubted_round)
        self.privacy.reveal()
        self.stage, self.stage_time = "reveal", 0.0
        self.computers.stop()
        self.person.clear()
        self.status = _("{name} doubts the bid: {bid}!").format(name=self.name(seat), bid=words.bid_words(result.bid))
        self.sound("doubt")

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
                self.next_game()

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
        if game.phase == "bid" and game.current_player != self.turn_seat:
            self._start_turn(game.current_player)
        if game.phase in ("roll", "bid"):
            self.computers.update(dt)      # each computer seat's driver: its cup, or its turn

    def _start_turn(self, seat: int) -> None:
        self.turn_seat = seat
        self.privacy.turn_to(seat)
        computer = seat in self.computers
        self.person.start_turn(seat, person=not computer)
        if computer:
            self.computers.start_turn(seat)
            self.status = _("{name} is thinking…").format(name=self.name(seat))
        elif self.privacy.curtain_for == seat:
            self.status = _("Pass to {name}").format(name=self.name(seat))
        else:
            self.status = self.bid_prompt(seat)

    def bid_prompt(self, seat: int) -> str:
        """The status line a person on turn reads once they may bid (after the hot-seat curtain, if any)."""
        return (_("{name}: your bid or doubt") if self.game.can_doubt else _("{name}: your bid")).format(
            name=self.name(seat))

    # ------------------------------------------------------------------ the reveal
    def _update_reveal(self, dt: float) -> None:
        show = self.reveal
        assert show is not None
        beat = show.advance(dt)
        if beat.counted:
            self.sound("count")
        if beat.verdict:
            self._apply_losses(show)
        if beat.over:
            self.finish_reveal()

    def _apply_losses(self, show: RevealShow) -> None:
        """The verdict: lost dice leave the table (and come to the bidder when exact pays), seats drop out."""
        show.apply()
        result = show.result
        out_before = len(self.out_order)
        for seat, change in enumerate(result.changes):
            panel = self.panels[seat]
            if change < 0:
                order = list(show.panel_dice[seat])
                for k in range(len(order) + change, len(order)):
                    show.leave(seat, k, result.hands[seat][k])
                    panel.lose(order[k])
                self.rumble(seat, 0.5, 0.8, 350)
                if self.game.dice_counts[seat] == 0:
                    self.out_order[seat] = out_before
                    self.privacy.seat_left(seat)
            elif change > 0:
                for index in panel.lost[:change]:
                    panel.regain(index)
                self.cover(seat)
        self.track.set_dice(self.game.dice_in_play)
        self.sound("lose")   # (the status keeps the doubt: the verdict's panel says who opens the next round)

    def finish_reveal(self) -> None:
        """The reveal is over (its time ran out, or a person moved on): the next round, or the game's end."""
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

    # ------------------------------------------------------------------ the match
    def _game_over(self) -> None:
        winner = self.game.winners()[0]
        survivors = len(self.out_order)
        self.out_order[winner] = survivors
        if self.match_points is not None:
            self.match_points.add_game(self.game.points)
            if not self.match_points.over:
                self.stage, self.stage_time = "table", 0.0
                self.status = _("{name} wins game {number}").format(name=self.name(winner),
                                                                     number=self.match_points.played)
                return
        self._finish_match()

    def next_game(self) -> None:
        """After a points table: the next game of the match."""
        if self.stage != "table":
            return
        self.stage, self.stage_time = "play", 0.0
        self._new_game()

    def last_standing_totals(self) -> tuple[int, ...]:
        """Per seat: how many seats were knocked out before it (the survivor has the most)."""
        return tuple(self.out_order.get(seat, 0) for seat in range(self.seats))

    def _finish_match(self) -> None:
        self.stage = "done"
        if self.match_points is not None:
            self.end(self.match_points.totals, counted="points")
        else:
            self.end(self.last_standing_totals())
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
            self.app.notify(_("Bluff wins: {records}").format(records=bluff_wins.summary(records, people)), seconds=8.0)

    # ------------------------------------------------------------------ drawing (view.BluffView)
    def still_key(self) -> tuple:
        return self.view.still_key()

    def draw_still(self, surface: pygame.Surface) -> None:
        self.view.draw_still(surface)

    def patches(self) -> tuple:
        return self.view.patches()

    def help_line(self) -> str:
        return self.view.help_line()

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        self.view.draw_moving(surface, alpha)
