"""A throwaway mode for tests only (never in the menu): "Six dice", 1 to 6 seats, each seat
throws six dice once, the highest sum wins. It is built only from the play kit (PlayScene,
TrayPanel) and one entry in the modes table, as DEVELOPERS.md "Adding a mode" says."""

from __future__ import annotations

import pygame

from game import modes
from game.audio import sounds
from game.input.actions import Action
from game.render import text, theme
from game.scenes.playkit.chrome import MARGIN, TOP, draw_title_bar
from game.scenes.playkit.play_scene import PlayScene
from game.scenes.playkit.tray_panel import TrayPanel

MODE = modes.Mode("sixdice", "Six dice", scene="sixdice", min_seats=1, max_seats=6, default_seats=2,
                  high_scores="sixdice", menu=False, rules_page="dicetime")
COMPUTER_WAIT = 0.5   # s before a computer throws


class SixDiceScene(PlayScene):
    mode = "sixdice"

    def __init__(self, app, match=None, **options) -> None:
        super().__init__(app, match, **options)
        self.panel = TrayPanel(pygame.Rect(MARGIN, TOP + 10, 900, 560), app.rng, dice=6)
        self.turn = 0
        self.totals = [0] * len(self.match.seats)
        self.wait = COMPUTER_WAIT

    def enter(self) -> None:
        sounds.register(self.app.audio, sounds.TRAY)

    # --- the kit's hooks -------------------------------------------------------------
    def on_turn(self) -> tuple[int, ...]:
        return () if self.ended else (self.turn,)

    def act(self, seat: int, action: Action) -> None:
        if action.name in ("roll", "confirm", "click"):
            self.throw()

    def throw(self) -> None:
        if not self.panel.rolling:
            self.panel.throw()

    def step(self, dt: float) -> None:
        self.panel.update(dt, self.app.settings.reduced_motion)
        if self.panel.just_settled:
            self.totals[self.turn] = sum(self.panel.faces)
            self.tell(self.turn, f"{self.match.seats[self.turn].name} threw {self.totals[self.turn]}", theme.GOOD)
            if self.turn + 1 == len(self.match.seats):
                self.end(self.totals)
            else:
                self.turn += 1
                self.wait = COMPUTER_WAIT
        elif self.match.seats[self.turn].is_computer and not self.panel.rolling:
            self.wait -= dt
            if self.wait <= 0:
                self.throw()
                self.wait = float("inf")

    def still_key(self) -> tuple:
        return self.turn, self.panel.still_picture, self.ended

    def draw_still(self, surface: pygame.Surface) -> None:
        on_turn = None if self.ended else self.match.seats[self.turn]
        draw_title_bar(surface, "Six dice", "Game over" if self.ended else f"Seat {self.turn + 1}", on_turn)
        self.panel.draw_box(surface, self.seat_colour(self.turn))
        if self.panel.still_picture is not None:
            self.panel.draw_still(surface)
        for seat, info in enumerate(self.match.seats):
            text.draw(surface, f"{info.name}: {self.totals[seat]}", 24, self.seat_colour(seat),
                      topleft=(960, TOP + 20 + 34 * seat))
        self.messages.draw(surface, self.turn, (MARGIN, 660), 900)

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        self.panel.draw(surface, alpha, clock=self.time, still_drawn=self.panel.still_picture is not None)

    def help_line(self) -> str:
        return "R / X / Enter: throw   Esc: pause"
