"""10000's game over on the table: the winner's moment instead of an empty felt.

The winner's banner lands across the top of the felt; under it the winner's rocket stands in rays of its
colour with its points in big gold (a still picture: drawn once into the play kit's still layer); the
action bar's place ranks every seat with its total (`draw_ranking`); confetti in the winners' colours rains over the felt
until the results come (none with reduced motion).

    ending = Ending()
    ending.start(scene)             # the last turn is over: banner, burst, confetti, the fanfare
    ending.update(dt)               # every frame
    ending.draw(surface, felt)      # the confetti, over the still picture
    ending.draw_stage(surface, scene)   # in the still picture, once the game is over

Its pictures (the rays, the points) are made once per game over and kept by the `Ending`.
"""

from __future__ import annotations

import random

import pygame

from game.render import rockets, text, theme
from game.render.celebration import points_picture, rays_picture
from game.render.confetti import Confetti
from game.render.panel import material
from game.scenes.tenthousand.words import end_line, lead_lines, lead_story
from game.words import _, common, ngettext, number

TenThousandScene = object    # (read only; scenes never import one another)
ROCKET = 150                 # px: the winner's rocket on the felt
RAYS = 300                   # px: how far its rays reach
ROUNDS_SIZE = 64             # type size of the rounds the game took, in the set-aside column
VALUE = 42                   # the column's other figures (29 px: 13 px digits at 800x450)
STORY_LINE = 34              # px: a line of how the lead went, in the side panel at the end


class Ending:
    """The game-over moment's moving part: the confetti over the felt."""

    def __init__(self) -> None:
        self.confetti: Confetti | None = None
        self._pictures: dict[str, tuple] = {}
        self._points_top: int | None = None    # the winner's points on the felt: the confetti keeps above them

    def _kept(self, name: str, make, *key):
        kept = self._pictures.get(name)
        if kept is None or kept[0] != key:
            kept = self._pictures[name] = (key, make(*key))
        return kept[1]

    def start(self, scene: TenThousandScene, seconds: float) -> None:
        game, felt = scene.game, scene.panel.tray_rect
        winners = game.winners()
        line = end_line([scene.match.seats[w].name for w in winners], scene.rules.target, game.rounds,
                        solo=game.players == 1)
        scene.effects.banner(line, theme.TITLE, (felt.centerx, felt.top + 56), life=seconds, width=felt.width - 40)
        reduced = scene.app.settings.reduced_motion
        colours = [rockets.seat_colour(scene.match.seats[w].colour) for w in winners] + [theme.TITLE, theme.TEXT]
        self._points_top = self._points(scene)[3].top + 6     # the sparks and the confetti keep above the points
        above = pygame.Rect(felt.left, felt.top, felt.width, self._points_top - felt.top)
        scene.effects.burst((felt.centerx, felt.centery + 20), colours, count=80, reduced_motion=reduced, area=above)
        scene.app.audio.play("flourish")
        if not reduced:
            self.confetti = Confetti(colours, felt.width, random.Random(game.rounds))
            self.confetti.burst(70, (felt.left + 40, felt.bottom))
            self.confetti.burst(70, (felt.right - 40, felt.bottom))

    def _points(self, scene: TenThousandScene) -> tuple:
        """The winner's points on the felt: (line, picture, type size, where, where its words lie in it)."""
        game, felt = scene.game, scene.panel.tray_rect
        line = common.score_with_unit(game.totals[game.winners()[0]], "points")
        image, size, words = self._kept("points", points_picture, line, felt.width - 80, 64)
        return line, image, size, image.get_rect(midbottom=(felt.centerx, felt.bottom - 4)), words

    def draw_stage(self, surface: pygame.Surface, scene: TenThousandScene) -> None:
        """The still part of the game over: the winner's rocket in its rays with its points on the felt."""
        game, panel = scene.game, scene.panel
        felt = panel.tray_rect
        winner = scene.match.seats[game.winners()[0]]
        colour = rockets.seat_colour(winner.colour)
        clip = surface.get_clip()
        surface.set_clip(felt.clip(clip) if clip else felt)
        centre = (felt.centerx, felt.centery + 22)
        rays = self._kept("rays", rays_picture, RAYS, colour)
        surface.blit(rays, rays.get_rect(center=centre))
        picture = self._kept("rocket", rockets.smooth_rocket, winner.rocket, winner.colour, ROCKET, 0.8)
        rockets.blit_rocket(surface, picture, (centre[0], centre[1] - 34))
        surface.set_clip(clip)
        line, image, size, rect, words = self._points(scene)
        surface.blit(image, rect)
        text.record_drawn(surface, line, size, words.move(rect.topleft), felt)
        self._points_top = rect.top + 6
        if panel.aside_rect is not None:   # the set-aside column, empty now: the game in numbers
            _draw_tally(surface, panel.aside_rect, scene)

    def update(self, dt: float, height: int) -> None:
        if self.confetti is not None:
            self.confetti.update(dt, height)

    def draw(self, surface: pygame.Surface, felt: pygame.Rect) -> None:
        if self.confetti is None:
            return
        clip = surface.get_clip()
        area = felt.copy()
        if self._points_top is not None:    # the confetti stays on the felt, above the winner's points
            area.height = max(0, self._points_top - area.top)
        surface.set_clip(area.clip(clip) if clip else area)
        self.confetti.draw(surface)
        surface.set_clip(clip)


def draw_players(surface: pygame.Surface, scene: TenThousandScene, x: int, top: int, bottom: int, right: int) -> None:
    """At the end, under the winner in the side panel, how each seat played: its best banked turn and its busts, a row
    each in its colour (look review 20: the "what scores" table was filler on an end screen; the totals stand in the
    ranking under the felt, once)."""
    game = scene.game
    story = lead_story(game.history, game.players)
    if story is not None and (bottom - top - 3 * STORY_LINE - 32) // game.players >= 44:   # (where the rows leave room)
        for k, line in enumerate(lead_lines(story, -(-len(game.history) // game.players))):   # how the lead went, under the winner's lines (look review 21:
            box = pygame.Rect(x, top + 4 + k * STORY_LINE, right - x, STORY_LINE)   # an empty gap there)
            text.draw(surface, line, text.LABEL, theme.TEXT_DIM, box=box, topleft=box.topleft)
        top += 2 * STORY_LINE + 4
    step = min(58, (bottom - top - 32) // max(1, game.players))
    top += max(0, (bottom - top - 32 - step * game.players) // 3)   # (the table a little above the room's middle)
    text.draw(surface, _("best turn"), text.LABEL, theme.TEXT_DIM, midright=(right - 96, top + 14))
    text.draw(surface, ngettext("bust", "busts", 2), text.LABEL, theme.TEXT_DIM, midright=(right, top + 14))
    rows = top + 32
    for seat, info in enumerate(scene.match.seats):
        middle = rows + step * seat + step // 2
        banked = [points for who, outcome, points in game.history if who == seat and outcome == "banked"]
        busts = sum(1 for who, outcome, _points in game.history if who == seat and outcome != "banked")
        colour = rockets.seat_colour(info.colour)
        if (height := rockets.table_height(step - 8, 34)) is not None:   # (never a speck: review 25)
            rockets.draw_rocket(surface, info.rocket, info.colour, (x + 12, middle), height)
        room = right - 96 - 130 - (x + 30)
        text.draw(surface, text.fit_name(info.name, text.LABEL, room, bold=True), text.LABEL, colour, bold=True,
                  midleft=(x + 30, middle))
        text.draw(surface, number(max(banked)) if banked else "0", 42, theme.TEXT, bold=True,
                  midright=(right - 96, middle))
        text.draw(surface, number(busts), 42, theme.TEXT, bold=True, midright=(right, middle))


def _draw_tally(surface: pygame.Surface, column: pygame.Rect, scene: TenThousandScene) -> None:
    """Over the set-aside column's empty slots, on its plain face, the game in numbers: the rounds it took (big), its
    best banked turn and whose, and how many turns went bust (look review 18: a tall column held only "15 rounds")."""
    game = scene.game
    face = column.inflate(-6, -6)
    material(surface, face, theme.PANEL, None, 12, 0, shadow=False)
    box = face.inflate(-8, 0)
    banked = [(points, -k, seat) for k, (seat, outcome, points) in enumerate(game.history) if outcome == "banked"]
    busts = sum(outcome != "banked" for _seat, outcome, _points in game.history)
    parts = [(number(game.rounds), ROUNDS_SIZE, ngettext("round", "rounds", game.rounds), None)]
    if banked:
        points, _k, seat = max(banked)                    # (the first of equal best turns)
        info = scene.match.seats[seat]
        parts.append((number(points), VALUE, _("best turn"), (info.name, rockets.seat_colour(info.colour))))
    parts.append((number(busts), VALUE, ngettext("bust", "busts", busts), None))
    step = face.height // len(parts)
    for k, (figure, size, word, whose) in enumerate(parts):
        cell = pygame.Rect(face.left, face.top + k * step, face.width, step)
        if k:
            pygame.draw.line(surface, theme.PANEL_EDGE, (cell.left + 24, cell.top), (cell.right - 25, cell.top))
        height = text.line_height(size) + text.line_height(text.LABEL) * (2 if whose else 1)
        y = text.draw(surface, figure, size, theme.TEXT, bold=True, box=box,
                      midtop=(cell.centerx, cell.centery - height // 2)).bottom
        y = text.draw(surface, word, text.LABEL, theme.TEXT_DIM, box=box, midtop=(cell.centerx, y)).bottom
        if whose:
            name, colour = whose
            text.draw(surface, text.fit_name(name, text.LABEL, box.width, bold=True), text.LABEL, colour, bold=True,
                      box=box, midtop=(cell.centerx, y))


def draw_ranking(surface: pygame.Surface, scene: TenThousandScene, band: pygame.Rect) -> None:
    """Every seat's rocket, name and total in one row across `band` (where the action bar was), best first."""
    game = scene.game
    material(surface, band, theme.PANEL, theme.PANEL_EDGE, 14, 1, shadow=False)
    order = sorted(range(game.players), key=lambda seat: -game.totals[seat])
    width = (band.width - 16) // len(order)   # the band's whole width (review 13: two seats left its right third bare)
    left = band.centerx - width * len(order) // 2
    for k, seat in enumerate(order):
        info = scene.match.seats[seat]
        cell = pygame.Rect(left + k * width, band.top, width, band.height)
        if k:   # a line between two seats' places
            pygame.draw.line(surface, theme.PANEL_EDGE, (cell.left, cell.top + 10), (cell.left, cell.bottom - 11), 1)
        colour = rockets.seat_colour(info.colour)
        # each seat's place first (a ranking, where the side panel's totals go by seat): the winners' in gold
        place = 1 + sum(total > game.totals[seat] for total in game.totals)
        shown = text.draw(surface, common.ordinal(place), text.LABEL, theme.TITLE if place == 1 else theme.TEXT_DIM,
                          bold=True, midleft=(cell.left + 12, cell.centery))
        x = shown.right + 8
        if (height := rockets.table_height(band.height - 16)) is not None:
            rockets.draw_rocket(surface, info.rocket, info.colour, (x + 14, cell.centery), height)
        total = number(game.totals[seat])
        # 25 px names, 29 px totals: capitals 11 px and digits 13 px tall at 800x450
        figure = text.draw(surface, total, 42, theme.TEXT, bold=True, midright=(cell.right - 14, cell.centery))
        room = figure.left - 12 - (x + 36)
        text.draw(surface, text.fit_name(info.name, text.LABEL, room, bold=True), text.LABEL, colour, bold=True,
                  box=pygame.Rect(x + 36, cell.top, room, cell.height), midleft=(x + 36, cell.centery))
