"""The statistics screen (registry "stats", the title's Statistics): each player's memory, mode by mode.

Q / E (LB / RB) or a click on a name tab choose the player, up / down (or a click) the mode; the
figures (games, wins against others, mean and best, bonus rate and five of a kinds where they apply,
points given up per game and the mean accuracy), a histogram of their results beside the perfect
player's distribution for the mode (the Hard player's for Triple; computed in the background the
first time, ``game.coach.distributions``), a line of the points given up over their last games, and
for the campaign their best levels. Rename and Delete (after a confirmation) change the players file
under its lock (``game.storage.players.update``).
"""

from __future__ import annotations

import pygame

from game import words as game_words
from game.coach import distributions
from game.coach import stats as figures
from game.input.actions import Action
from game.render import marks, menu_type, text, theme
from game.render.panel import draw_panel
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.stats import view, words
from game.storage import players as store
from game.ui.button_row import Button, ButtonRow
from game.words import _

#: mode key -> the distribution beside a player's histogram
REFERENCE = {"dicetime": "dicetime", "triple": "triple", "puzzle": "puzzle",
             "tenthousand_solo": "tenthousand", "zehntausend_solo": "zehntausend"}
ORDER = ("dicetime", "triple", "puzzle", "campaign", "bluff", "tenthousand", "tenthousand_solo", "zehntausend",
         "zehntausend_solo")


class StatsScene(BackdropScene):
    pause_actions = ()
    backdrop_seed = 17
    sky_mood = "stats"   # the home sky, a red planet of its own
    backdrop_planets = 0    # its panels fill the screen: the sky shows stars only

    def __init__(self, app, player: str | None = None, **options) -> None:
        super().__init__(app)
        view.forget_level_names()   # the campaign may have changed since the last visit
        self.players: list = []
        self.player = 0
        self.mode = 0
        self.confirming = False
        self._body: pygame.Surface | None = None    # the figures and charts as last drawn (`_draw_body`)
        self._body_stamp: tuple | None = None
        # (232 px: German "Umbenennen" filled a button of 200 to its edges: look review 13)
        self.buttons = ButtonRow([Button(words.RENAME, self.rename), Button(words.DELETE, self.ask_delete, danger=True),
                                  Button(words.BACK, self.close)], center=(640, 648), width=232, height=50,
                                 gap=18, focus=2, sound=app.audio.play)
        self.confirm_row = ButtonRow([Button(words.NO, self.keep), Button(words.YES, self.delete, danger=True)],
                                     center=(640, 420), width=200, height=52, gap=24,
                                     sound=app.audio.play)
        self.reload(player)

    # ------------------------------------------------------------------ data
    def reload(self, select: str | None = None) -> None:
        found, notice = store.load()
        if notice:
            self.app.notify(notice, 10.0)
        self.players = list(found.players)
        ids = [p.id for p in self.players]
        self.player = ids.index(select) if select in ids else min(self.player, max(0, len(ids) - 1))
        self.mode = 0
        self._summaries: dict[tuple[str, str], figures.ModeStats] = {}
        self._loads = getattr(self, "_loads", 0) + 1     # the kept figures are of an older load: `_draw_body`
        for name in set(REFERENCE.values()):
            if any(key in p.modes for p in self.players for key, ref in REFERENCE.items() if ref == name):
                distributions.warm_up(name)
        self.buttons.buttons[0].enabled = self.buttons.buttons[1].enabled = bool(self.players)

    @property
    def current(self):
        return self.players[self.player] if self.players else None

    def modes(self) -> list[str]:
        player = self.current
        return [key for key in ORDER if player is not None and key in player.modes]

    def summary(self, key: str) -> figures.ModeStats:
        player = self.current
        cache_key = (player.id, key)
        if cache_key not in self._summaries:
            self._summaries[cache_key] = figures.summarise(key, player.modes[key])
        return self._summaries[cache_key]

    # ------------------------------------------------------------------ actions
    def close(self) -> None:
        self.app.audio.play("back")
        self.app.scenes.pop()

    def rename(self) -> None:
        player = self.current
        if player is None:
            return
        from game.scenes import navigation

        navigation.push(self.app, "name_entry", initial=player.name, on_done=self._renamed)

    def _renamed(self, name: str | None) -> None:
        player = self.current
        if name is None or player is None:
            return
        _changed, notice = store.update(lambda everyone: store.rename(everyone, player.id, name))
        if notice:
            self.app.notify(notice, 6.0)
        self.reload(player.id)

    def ask_delete(self) -> None:
        if self.current is not None:
            self.confirming = True
            self.confirm_row.focus = 0

    def keep(self) -> None:
        self.confirming = False

    def delete(self) -> None:
        player = self.current
        self.confirming = False
        if player is None:
            return
        _changed, notice = store.update(lambda everyone: store.delete(everyone, player.id))
        if notice:
            self.app.notify(notice, 6.0)
        self.reload()

    def handle(self, action: Action) -> None:
        name = action.name
        if self.confirming:
            if name == "back":
                self.keep()
            else:
                self.confirm_row.handle(action)
            return
        if name == "back":
            self.close()
            return
        if name in ("prev", "next") and len(self.players) > 1:
            self.player = (self.player + (1 if name == "next" else -1)) % len(self.players)
            self.mode = 0
            self.app.audio.play("move")
            return
        if name in ("up", "down") and self.modes():
            self.mode = (self.mode + (1 if name == "down" else -1)) % len(self.modes())
            self.app.audio.play("move")
            return
        if name == "click" and action.pos is not None and self._click(action.pos):
            return
        self.buttons.handle(action)

    def _click(self, pos) -> bool:
        for index, rect in enumerate(view.player_tabs(len(self.players))):
            if rect.collidepoint(pos):
                self.player, self.mode = index, 0
                self.app.audio.play("move")
                return True
        for index, rect in enumerate(view.mode_tabs(len(self.modes()))):
            if rect.collidepoint(pos):
                self.mode = index
                self.app.audio.play("move")
                return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        with self.sky(surface, _(words.TITLE), menu_type.TITLE, 40):
            reduced = self.app.settings.reduced_motion
            if not self.players:
                text.draw(surface, _(words.NO_PLAYERS), text.LABEL, theme.TEXT_DIM, center=(640, 360))
            else:
                view.draw_player_tabs(surface, self.players, self.player)
                keys = self.modes()
                view.draw_modes_card(surface)
                view.draw_mode_tabs(surface, keys, self.mode, [self.summary(k).games for k in keys])
                view.draw_unplayed(surface, keys, len(keys))
                if keys:
                    key = keys[min(self.mode, len(keys) - 1)]
                    reference = REFERENCE.get(key)
                    found = distributions.ready(reference) if reference else None
                    self._draw_body(surface, key, found, reference is not None)
                else:
                    text.draw(surface, _(words.NO_GAMES), text.LABEL, theme.TEXT_DIM, center=(790, 360))
            self.buttons.draw(surface, show_focus=not self.confirming and self.app.scenes.top is self, clock=self.time,
                              reduced_motion=reduced, glint=True)
            menu_type.draw_help(surface, _(words.HELP))
            if self.confirming:
                self._draw_confirm(surface, reduced)
        self.draw_fade_in(surface)

    def _draw_body(self, surface: pygame.Surface, key: str, found, has_reference: bool) -> None:
        """The figures and the charts (~70 blits) are drawn once per player, mode, language and reference, and
        their part of the frame is kept (with its lines of text, `text.keep_copy`): later frames blit it back.
        The sky behind them is a still gradient (the stars come after, around the text)."""
        summary = self.summary(key)
        stamp = (self._loads, self.player, key, id(found), game_words.generation)
        if surface.get_size() != self.app.size:     # drawn elsewhere (a picture of another size): no keeping
            view.draw_mode(surface, key, summary, found, has_reference, self.current)
            return
        if self._body is None or self._body_stamp != stamp:
            view.draw_mode(surface, key, summary, found, has_reference, self.current)
            if self._body is None:
                self._body = pygame.Surface(self.app.size)
            text.keep_copy(self._body, surface.get_abs_parent() if surface.get_parent() else surface)
            self._body_stamp = stamp
            return
        text.blit(surface, self._body, view.BODY.topleft, view.BODY)

    def _draw_confirm(self, surface: pygame.Surface, reduced: bool) -> None:
        panel = pygame.Rect(0, 0, 720, 220)
        panel.center = (640, 380)
        draw_panel(surface, panel, alpha=250, edge=theme.DANGER)
        marks.danger_box(surface, pygame.Rect(panel.left + 20, panel.top + 20, 28, 28))
        text.draw(surface, words.confirm_delete(self.current.name), text.LABEL, theme.TEXT,
                  box=panel.inflate(-80, 0), center=(panel.centerx, panel.top + 64))
        self.confirm_row.draw(surface, clock=self.time, reduced_motion=reduced)
