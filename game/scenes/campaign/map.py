"""The campaign map: the classic puzzle as free play, then each world as a path of planets.

One row per world (the player's own worlds after the built-in ones), its levels in order along a
path. A level opens once the one before it has a star (`game.campaign.campaign.is_unlocked`);
each planet shows its stars and best score (and best time left), and the panel below tells the
focused level's twist, time, pool, star scores and the player's bests, or why it is locked or
broken. Keys, pad and mouse move the focus: left/right along the path (over a row's end to the next
world), up/down between worlds, confirm plays; hovering focuses, a click plays; Esc / B: the title.
Every word reads at 800x450 (label size or more: 11 px letters), every number on a planet or in the
header is a value's size (13 px digits), and the paths keep clear of the edge and the panel (review 13).
"""

from __future__ import annotations

import math

import pygame

from game import words
from game.campaign.campaign import LevelEntry, WorldEntry
from game.input.actions import Action
from game.render import key_caps, marks, text, theme
from game.render.backdrop import Backdrop
from game.scenes import navigation
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.campaign import map_art, map_panel, map_rows
from game.scenes.campaign.map_layout import (
    FIRST_X,
    GLOW_RADIUS,
    MARGIN,
    NODE_GAP,
    NODE_RADIUS,
    NODE_Y,
    RIGHT_ROOM,
    ROW_HEIGHT,
    ROWS_TOP,
    STARS_HALF,
    VISIBLE_ROWS,
    WAVE,
    Node,
)
from game.scenes.campaign.state import CampaignState, load_state
from game.words import N_, _

FREE_PLAY = N_("free play")
MESSAGE_SECONDS = 4.0


class CampaignMapScene(BackdropScene):
    pause_actions = ()   # Esc / B leaves the map
    backdrop_seed = 11

    def __init__(self, app, mode: str = "puzzle", state: CampaignState | None = None, **options) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app.size, seed=self.backdrop_seed, planets=0, mood="map")  # stars only: the map has its own planets
        self.state = state or load_state(app)
        self.worlds: tuple[WorldEntry, ...] = self.state.campaign.worlds
        self.focus = (1, 0) if self.worlds else (0, 0)
        self.first_row = 0
        self.message: tuple[str, tuple[int, int, int], float] | None = None
        self._layer: pygame.Surface | None = None     # the map without what moves (see _map_layer)
        self._layer_key: tuple | None = None
        self._focus_first_open()

    # ------------------------------------------------------------------ model
    def row_count(self) -> int:
        return 1 + len(self.worlds)

    def row_entries(self, row: int) -> tuple[LevelEntry | None, ...]:
        if row == 0:
            return (None,)
        return self.worlds[row - 1].levels or (None,)

    def node(self, row: int, index: int) -> Node:
        """A planet's place: the worlds' rows one winding route (look review 28a: "a sense of journey"), each row
        running the other way from the one above, joined at their ends; its planets on one grid, in turn below and
        above the row's middle (free play's above the first level)."""
        entries = self.row_entries(row)
        index = max(0, min(index, len(entries) - 1))
        top = ROWS_TOP + (row - self.first_row) * ROW_HEIGHT
        if row == 0:
            return Node(row, index, entries[index], (FIRST_X, top + NODE_Y - WAVE))   # (over level 1)
        slot = self.slot(row, index)
        return Node(row, index, entries[index], (FIRST_X + slot * self.spacing(), top + NODE_Y + self.lift(slot)))

    def spacing(self) -> int:
        last = self.app.size[0] - MARGIN - RIGHT_ROOM - STARS_HALF
        most = max((len(world.levels) for world in self.worlds), default=1)
        return min(NODE_GAP, (last - FIRST_X) // max(1, most - 1))

    def reversed_row(self, row: int) -> bool:
        """A world's row that runs right to left (every second one): the route turns at the rows' ends."""
        if row == 0 or self.worlds[row - 1].user:      # (the player's own worlds: each a chain of its own)
            return False
        return sum(1 for world in self.worlds[:row - 1] if not world.user) % 2 == 1

    def slot(self, row: int, index: int) -> int:
        return len(self.row_entries(row)) - 1 - index if self.reversed_row(row) else index

    @staticmethod
    def lift(slot: int) -> int:
        """px below the row's middle: the even places low (their stars under them), the odd ones high (over them)."""
        return WAVE if slot % 2 == 0 else -WAVE

    def visible_nodes(self) -> list[Node]:
        nodes = []
        for row in range(self.first_row, min(self.row_count(), self.first_row + VISIBLE_ROWS)):
            nodes += [self.node(row, index) for index in range(len(self.row_entries(row)))]
        return nodes

    @property
    def focused(self) -> Node:
        return self.node(*self.focus)

    def is_open(self, entry: LevelEntry | None) -> bool:
        return entry is None or self.state.unlocked(entry)

    def is_gate(self, entry: LevelEntry) -> bool:
        """The next gate: a locked level whose level before it (in its chain) is open: the map's one padlock."""
        if entry.broken or self.is_open(entry):
            return False
        chain = self.state.campaign.chain(entry.world)
        index = chain.index(entry)
        return index > 0 and self.is_open(chain[index - 1])

    def _focus_first_open(self) -> None:
        """Start on the first unlocked level without a star (the next one to play)."""
        for row in range(1, self.row_count()):
            for index, entry in enumerate(self.row_entries(row)):
                if entry is not None and self.is_open(entry) and self.state.record(entry).stars == 0:
                    self.set_focus(row, index)
                    return
        self.set_focus(*self.focus)

    def set_focus(self, row: int, index: int) -> None:
        row = max(0, min(row, self.row_count() - 1))
        index = max(0, min(index, len(self.row_entries(row)) - 1))
        if (row, index) != self.focus:
            self.app.audio.play("move")
        self.focus = (row, index)
        if row < self.first_row:
            self.first_row = row
        elif row >= self.first_row + VISIBLE_ROWS:
            self.first_row = row - VISIBLE_ROWS + 1

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
        row, index = self.focus
        name = action.name
        if name in ("left", "right"):   # along the route as drawn: on a row running right to left, left goes on
            step = 1 if (name == "right") != self.reversed_row(row) else -1
            if 0 <= index + step < len(self.row_entries(row)):
                self.set_focus(row, index + step)
            elif step > 0 and row < self.row_count() - 1:     # round the bend to the next world's first level
                self.set_focus(row + 1, 0)
            elif step < 0 and row > 0:
                self.set_focus(row - 1, len(self.row_entries(row - 1)) - 1)
        elif name in ("up", "down") and 0 <= row + (1 if name == "down" else -1) < self.row_count():
            other = row + (1 if name == "down" else -1)        # the planet nearest straight above or below
            x = self.node(row, index).center[0]
            self.set_focus(other, min(range(len(self.row_entries(other))),
                                      key=lambda i: abs(self.node(other, i).center[0] - x)))
        elif name in ("confirm", "roll"):
            self.play(self.focused)
        elif name == "back":
            self.app.audio.play("back")
            navigation.back(self.app)
        elif name == "point" and action.pos is not None:
            node = self.node_at(action.pos)
            if node is not None:
                self.set_focus(node.row, node.index)
        elif name == "click" and action.pos is not None:
            node = self.node_at(action.pos)
            if node is not None:
                self.set_focus(node.row, node.index)
                self.play(node)

    def node_at(self, pos: tuple[float, float]) -> Node | None:
        for node in self.visible_nodes():
            if math.dist(pos, node.center) <= NODE_RADIUS + 12:
                return node
        return None

    def play(self, node: Node) -> None:
        entry = node.entry
        if entry is None:
            if node.row == 0:
                self.app.audio.play("confirm")
                navigation.push(self.app, "puzzle")
            return
        if entry.broken:
            self._say(_("This level cannot be played: {why}").format(why=entry.error.summary if entry.error else _("broken")),
                      theme.BAD)
            self.app.audio.play("back")
        elif not self.is_open(entry):
            chain = self.state.campaign.chain(entry.world)
            before = chain[chain.index(entry) - 1] if entry in chain and chain.index(entry) > 0 else None
            why = (_("earn a star on {level} first").format(level=_(before.name)) if before is not None
                   else _("finish the levels before it"))
            self._say(_("Locked: {why}").format(why=why), theme.TEXT_DIM)
            self.app.audio.play("back")
        else:
            self.app.audio.play("confirm")
            navigation.push(self.app, "campaign_level", level=entry.id, state=self.state)

    def _say(self, line: str, colour) -> None:
        self.message = (line, colour, MESSAGE_SECONDS)

    def resume(self) -> None:
        """Back from a level: on to the next level when this one just opened it."""
        entry = self.focused.entry
        after = self.state.next_level(entry) if entry is not None and not entry.broken else None
        if after is not None and self.state.record(entry).stars and self.is_open(after) \
                and self.state.record(after).plays == 0:
            row = next(i + 1 for i, world in enumerate(self.worlds) if world.id == after.world)
            self.set_focus(row, self.worlds[row - 1].levels.index(after))
        if self.state.save_problem:
            self.app.notify(self.state.save_problem, 8.0)
            self.state.save_problem = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.message is not None:
            line, colour, seconds = self.message
            self.message = (line, colour, seconds - dt) if seconds > dt else None

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        with self.sky(surface):
            self._draw_moving(surface)    # (under the map: its planets, badges and stars over the glows)
            text.blit(surface, self._map_layer(), (0, 0))
            map_panel.draw_panel(self, surface)
            hint = _("Arrows / d-pad: choose a planet   Enter / A: play   Esc / B: back   or click a planet")
            key_caps.draw(surface, hint, text.LABEL, theme.TEXT_DIM, self.app.size[0] - 2 * MARGIN,
                          (self.app.size[0] // 2, self.app.size[1] - 4))
        self.draw_fade_in(surface)

    def _map_key(self) -> tuple:
        entries = [entry for row in range(self.first_row, min(self.row_count(), self.first_row + VISIBLE_ROWS))
                   for entry in self.row_entries(row) if entry is not None]
        return self.first_row, tuple((entry.id, self.is_open(entry), self.state.record(entry).stars)
                                     for entry in entries), words.generation

    def _map_layer(self) -> pygame.Surface:
        """The worlds, paths, planets and stars (transparent, over the sky), drawn again only when the
        rows shown or the progress change."""
        key = self._map_key()
        if self._layer is None or key != self._layer_key:
            if self._layer is None:
                self._layer = pygame.Surface(self.app.size, pygame.SRCALPHA)
            self._layer.fill((0, 0, 0, 0))
            text.forget(self._layer)
            self._draw_map(self._layer)
            self._layer_key = key
        return self._layer

    def _draw_map(self, surface: pygame.Surface) -> None:
        map_rows.draw_header(self, surface)
        for row in range(self.first_row, min(self.row_count(), self.first_row + VISIBLE_ROWS)):
            map_rows.draw_row(self, surface, row)

    def _draw_moving(self, surface: pygame.Surface) -> None:
        """The glow of the next level to play (breathing unless motion is reduced) and the focus mark, under the map."""
        reduced = self.app.settings.reduced_motion
        upcoming = self._next_to_play()
        if upcoming is not None and self.first_row <= upcoming.row < self.first_row + VISIBLE_ROWS:
            strength = 1.0 if reduced else 0.7 + 0.3 * math.sin(self.time * 3.0)
            halo = map_art.glow(GLOW_RADIUS, map_art.NEXT_GLOW)
            halo.set_alpha(round(255 * strength))
            surface.blit(halo, halo.get_rect(center=upcoming.center))
        focused = self.focused
        if self.first_row <= focused.row < self.first_row + VISIBLE_ROWS:
            marks.focus_circle(surface, focused.center, NODE_RADIUS + 3, clock=self.time, reduced_motion=reduced)

    def _next_to_play(self) -> Node | None:
        for row in range(1, self.row_count()):
            for index, entry in enumerate(self.row_entries(row)):
                if entry is not None and not entry.broken and self.is_open(entry) \
                        and self.state.record(entry).stars == 0:
                    return self.node(row, index)
        return None
