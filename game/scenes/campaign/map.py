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
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import words
from game.campaign.campaign import LevelEntry, WorldEntry
from game.input.actions import Action
from game.render import dice_tokens, key_caps, marks, text, theme
from game.render.backdrop import Backdrop
from game.render.clock import clock_text
from game.render.panel import draw_panel
from game.render.planet_faces import face_image
from game.rules.puzzle import DEFAULT_REROLLS, RULE_TIME_LIMIT
from game.scenes import navigation
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.campaign import map_art
from game.scenes.campaign.state import CampaignState, load_state
from game.scenes.puzzle.skin import SKIN
from game.words import N_, _, ngettext

MARGIN = 32
ROWS_TOP = 58
ROW_HEIGHT = 110
VISIBLE_ROWS = 4
NODE_RADIUS = 24
LOCK_RADIUS = 16          # a locked level's padlock, under its planet where an open level's stars go (20 px across at
                          # 800x450; look review 18: on the planet, 15 px, beside three empty stars, both read tiny)
STAR_SIZE = 14            # a planet's stars: 28 px across, in an arc (17 px at 800x450: look review 23 found 15 px tiny)
STARS_BELOW = 22          # px from a planet's rim to the middle of its star row: under the focus ring's halo
NODE_Y = 50               # px from a row's top to its path's middle
NODE_GAP = 108            # px between planets on a path (less when a world has more levels)
PATH_LEFT = 344           # paths start right of the worlds' names ('Die inneren Planeten', 252 px; glow clear: review 16)
VALUE = 42                # type size of a number that carries a value (29 px: 13 px digits at 800x450)
WAVE = 8                  # px: how far a path swings up and down (13 let a row's stars near touch the planets under them)
GLOW_RADIUS = 52          # (clear of a world's name on one line: look review 15 saw the German one run into it)
PANEL = pygame.Rect(MARGIN, ROWS_TOP + VISIBLE_ROWS * ROW_HEIGHT + 25, 1280 - 2 * MARGIN, 143)   # off stars and hints
STARS_HALF = 3 * STAR_SIZE + map_art.STAR_GAP   # px from a planet's middle to the far end of its star row
RIGHT_ROOM = 14           # px at least from the last star row to the margin (review 13: 25 px to the edge)
FREE_PLAY = N_("free play")
MESSAGE_SECONDS = 4.0


@dataclass(frozen=True)
class Node:
    """One planet on the map: a level, or the free-play classic puzzle (entry None)."""

    row: int
    index: int
    entry: LevelEntry | None
    center: tuple[int, int]


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
        entries = self.row_entries(row)
        index = max(0, min(index, len(entries) - 1))
        top = ROWS_TOP + (row - self.first_row) * ROW_HEIGHT
        if row == 0:
            return Node(row, index, entries[index], (PATH_LEFT + NODE_RADIUS + 28, top + NODE_Y))   # (under level 1)
        first, last = PATH_LEFT + NODE_RADIUS + 28, self.app.size[0] - MARGIN - RIGHT_ROOM - STARS_HALF   # (glow off names)
        x = first + index * min(NODE_GAP, (last - first) // max(1, len(entries) - 1))
        y = top + NODE_Y + round(WAVE * math.sin(index * 0.95 + row * 1.7))   # each world's path curves its own way
        return Node(row, index, entries[index], (x, y))

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
        if name == "left":
            if index > 0:
                self.set_focus(row, index - 1)
            elif row > 0:
                self.set_focus(row - 1, len(self.row_entries(row - 1)) - 1)
        elif name == "right":
            if index < len(self.row_entries(row)) - 1:
                self.set_focus(row, index + 1)
            elif row < self.row_count() - 1:
                self.set_focus(row + 1, 0)
        elif name == "up":
            self.set_focus(row - 1, index)
        elif name == "down":
            self.set_focus(row + 1, index)
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
            self._draw_panel(surface)
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
        self._draw_header(surface)
        for row in range(self.first_row, min(self.row_count(), self.first_row + VISIBLE_ROWS)):
            self._draw_row(surface, row)

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

    def _draw_header(self, surface: pygame.Surface) -> None:
        title = text.draw(surface, _("Puzzle campaign"), text.HEADING, theme.TITLE, bold=True, midleft=(MARGIN, 31))
        progress = self.state.progress
        playable = [entry for world in self.worlds for entry in world.levels if not entry.broken]
        earned = sum(progress.stars(entry.id) for entry in playable)
        label = text.draw(surface, f"{earned} / {3 * len(playable)}", VALUE, theme.TEXT, bold=True,
                          midright=(self.app.size[0] - MARGIN, 31))
        map_art.draw_star_row(surface, (label.left - 22, 31), 1, 13, slots=1)
        more = [_("more worlds above")] if self.first_row > 0 else []
        if self.first_row + VISIBLE_ROWS < self.row_count():
            more.append(_("more worlds below"))
        if more:                          # between the title and the stars: never over a row
            room = pygame.Rect(title.right + 24, 8, label.left - 48 - title.right - 24, 46)
            text.draw(surface, "  ·  ".join(more), text.LABEL, theme.TEXT_DIM, center=room.center, box=room)

    def _row_top(self, row: int) -> int:
        return ROWS_TOP + (row - self.first_row) * ROW_HEIGHT

    def _draw_row(self, surface: pygame.Surface, row: int) -> None:
        top = self._row_top(row)
        heading = pygame.Rect(MARGIN, top + 4, PATH_LEFT - MARGIN - 16, ROW_HEIGHT - 8)
        if row == 0:
            self._draw_free_play(surface, top, heading)
            return
        world = self.worlds[row - 1]
        style = map_art.style_of(row - 1)
        band = pygame.Rect(PATH_LEFT - 10, top + 4, self.app.size[0] - MARGIN - PATH_LEFT + 20, ROW_HEIGHT - 8)
        cloud = map_art.nebula(band.size, map_art.NEBULA[style], row)
        surface.blit(cloud, band)
        emblem = map_art.level_planet(style, 97 + row, 15)
        surface.blit(emblem, emblem.get_rect(center=(heading.left + 16, heading.top + 18)))
        title = _(world.name) + (" " + _("(your own)") if world.user else "")
        names = text.draw_lines(surface, title, text.LABEL, pygame.Rect(heading.left + 40, heading.top + 2,
                                                                         heading.width - 40, 64),
                                theme.TEXT, bold=True, max_lines=2)
        playable = [entry for entry in world.levels if not entry.broken]
        earned = sum(self.state.progress.stars(entry.id) for entry in playable)
        below = max((r.bottom for r in names), default=heading.top + 30) + 4
        text.draw(surface, _("{earned} / {count} stars").format(earned=earned, count=3 * len(playable)), text.LABEL,
                  theme.TEXT_DIM, topleft=(heading.left + 40, below), box=heading)
        if world.error is not None:
            where = Path(world.error.file).name
            more = (" " + _("(and {n} more problems)").format(n=len(world.problems) - 1)
                    if len(world.problems) > 1 else "")
            text.draw(surface, f"{where}: {world.error.summary}{more}", text.LABEL, theme.BAD,
                      box=pygame.Rect(band.left + 8, top + 4, band.width - 16, 30), midtop=(band.centerx, top + 6))
        nodes = [self.node(row, index) for index in range(len(world.levels))]
        if not nodes:
            text.draw(surface, _("No levels in this world yet"), text.LABEL, theme.TEXT_DIM,
                      midleft=(PATH_LEFT + 10, top + NODE_Y))
            return
        curve = map_art.path_points([node.center for node in nodes])
        steps = (len(curve) - 1) / max(1, len(nodes) - 1)
        reach = max((i for i, node in enumerate(nodes) if node.entry is not None and self.is_open(node.entry)),
                    default=0)
        lit = curve[:round(reach * steps) + 1]
        map_art.draw_orbit(surface, curve)   # the whole way, locked levels' part too (mid critique 18)
        if len(lit) > 1:                  # the way so far: a lit lane over the dotted one
            pygame.draw.lines(surface, map_art.shade(map_art.PATH_LIT, 0.55), False, lit, 4)
            pygame.draw.aalines(surface, map_art.PATH_LIT, False, lit)
        for node in nodes:
            self._draw_node(surface, node)

    def _draw_free_play(self, surface: pygame.Surface, top: int, heading: pygame.Rect) -> None:
        """Free play as a world's row, named once at the left (look review 22: two labels read as two things)."""
        node, emblem = self.node(0, 0), face_image(6, 34)
        surface.blit(emblem, emblem.get_rect(center=(heading.left + 16, heading.top + 18)))
        for k, (said, colour) in enumerate(((_("Free play"), theme.TEXT), (_("The classic puzzle"), theme.TEXT_DIM))):
            text.draw(surface, said, text.LABEL, colour, bold=not k, topleft=(heading.left + 40, heading.top + 2 + 32 * k), box=heading)
        if self.row_count() > 1:   # its orbit on to the first world's first level (look review 24: it floated alone)
            map_art.draw_orbit(surface, [node.center, self.node(1, 0).center])
        self._draw_planet(surface, node)   # (what it is: in the panel once focused, look review 23: no second strip)

    def _draw_planet(self, surface: pygame.Surface, node: Node) -> None:
        """A level's planet in its world's look (in shadow while locked), its number on it."""
        entry = node.entry
        if entry is None:
            image = face_image(6, 2 * NODE_RADIUS + 4)
            surface.blit(image, image.get_rect(center=node.center))
            return
        x, y = node.center
        if entry.broken:
            pygame.draw.circle(surface, theme.PANEL, node.center, NODE_RADIUS)
            pygame.draw.circle(surface, theme.BAD, node.center, NODE_RADIUS, 3)
            text.draw(surface, "!", text.LABEL, theme.BAD, bold=True, center=node.center)
            return
        locked = not self.is_open(entry)
        image = map_art.level_planet(map_art.style_of(node.row - 1), node.index + 13 * node.row, NODE_RADIUS, locked)
        surface.blit(image, image.get_rect(center=node.center))
        if not locked:
            number = dice_tokens.small_numeral(node.index + 1, text.pixel_size(VALUE))
            surface.blit(number, number.get_rect(center=node.center))
            text.record_drawn(surface, str(node.index + 1), VALUE, number.get_rect(center=node.center))

    def _draw_node(self, surface: pygame.Surface, node: Node) -> None:
        entry = node.entry
        assert entry is not None
        x, y = node.center
        self._draw_planet(surface, node)
        if entry.broken:
            text.draw(surface, _("broken"), text.LABEL, theme.BAD, midtop=(x, y + NODE_RADIUS + 2))
        elif not self.is_open(entry):   # a padlock, not three stars no one can earn yet: the map reads calmer
            lock = map_art.small_lock(LOCK_RADIUS)
            surface.blit(lock, lock.get_rect(center=(x, y + NODE_RADIUS + STARS_BELOW)))
        else:
            map_art.draw_star_row(surface, (x, y + NODE_RADIUS + STARS_BELOW), self.state.record(entry).stars, STAR_SIZE,
                                  arc=True)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        draw_panel(surface, PANEL, edge=theme.PANEL_EDGE, width=2, skin=SKIN)   # (the Puzzle's blue)
        inner = PANEL.inflate(-32, -20)
        if self.message is not None:
            line, colour = self.message[:2]
            text.draw(surface, line, text.LABEL, colour, box=inner, midbottom=(inner.centerx, inner.bottom))
        node = self.focused
        entry = node.entry
        if entry is None:                 # free play: said here alone, as a level is (look review 23)
            for k, (line, colour) in enumerate(((_("Free play · the classic puzzle"), theme.TEXT), (_(
                    "{clock} on the clock · {n} rerolls · its own high-score table").format(clock=clock_text(
                    RULE_TIME_LIMIT), n=DEFAULT_REROLLS), theme.ACCENT), (_("No stars, no locks: the rule book's puzzle."),
                                                                          theme.TEXT_DIM))):
                text.draw(surface, line, text.LABEL, colour, bold=not k, topleft=(inner.left, inner.top + 34 * k), box=inner)
            return
        world = self.worlds[node.row - 1]
        head = f"{_(world.name)} · {node.index + 1}. {_(entry.name)}"
        text.draw(surface, head, text.LABEL, theme.TEXT, bold=True, topleft=inner.topleft,
                  box=pygame.Rect(inner.left, inner.top - 2, inner.width - 330, 44))
        if entry.broken:
            error = entry.error
            where = error.file if error is not None else str(entry.path)
            text.draw(surface, _("Broken: {file}").format(file=where), text.LABEL, theme.BAD, topleft=(inner.left, inner.top + 34),
                      box=pygame.Rect(inner.left, inner.top + 32, inner.width, 36))
            text.draw_lines(surface, error.summary if error is not None else _("cannot be read"), text.LABEL,
                            pygame.Rect(inner.left, inner.top + 68, inner.width, 64), theme.BAD, max_lines=2)
            return
        level = entry.level
        assert level is not None
        goals = level.star_goals
        if level.stars.time_left is not None:
            stars = _("target {points}, stars for {times} left").format(
                points=level.target, times=" / ".join(clock_text(g) for g in goals))
        else:
            stars = _("stars at {points} points").format(points=" / ".join(str(g) for g in goals))
        facts = _("{clock} on the clock · {n} rerolls · {stars}").format(clock=clock_text(level.time_limit),
                                                                         n=level.rerolls, stars=stars)
        text.draw(surface, facts, text.LABEL, theme.ACCENT, topleft=(inner.left, inner.top + 34),
                  box=pygame.Rect(inner.left, inner.top + 32, inner.width - 330, 36))
        text.draw_lines(surface, _(level.intro), text.LABEL, pygame.Rect(inner.left, inner.top + 68, inner.width - 330, 64),
                        theme.TEXT_DIM, max_lines=1 if self.message is not None else 2)
        right = pygame.Rect(inner.right - 310, inner.top, 310, inner.height)
        if not self.is_open(entry):
            text.draw(surface, _("Locked"), text.LABEL, theme.TEXT_DISABLED, bold=True, topright=right.topright)
            why = _("Earn a star on the level before to open it.")
            width = right.width + 40     # lines of even length: no word left alone on the last one (2 in German)
            lines = len(text.wrap(why, text.LABEL, width))
            while width > 120 and len(text.wrap(why, text.LABEL, width - 10)) == lines:
                width -= 10
            text.draw_lines(surface, why, text.LABEL, pygame.Rect(right.right - width, right.top + 38, width, right.height - 38),
                            theme.TEXT_DIM, align="right")
            return
        record = self.state.record(entry)
        map_art.draw_star_row(surface, (right.right - 60, right.top + 18), record.stars, 14)
        if record.plays:
            lines = [_("Best score {score}").format(score=record.best_score),
                     _("Best time left {time}").format(time=clock_text(record.best_time_left))
                     if record.best_time_left is not None else _("Not won yet"),
                     ngettext("Played {n} time", "Played {n} times", record.plays).format(n=record.plays)]
        else:
            lines = [_("Not played yet")]
        for i, line in enumerate(lines):
            text.draw(surface, line, text.LABEL, theme.TEXT, topright=(right.right, right.top + 38 + 30 * i))
