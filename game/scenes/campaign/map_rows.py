"""The campaign map's rows: the header, each world's name and path of planets, free play, and a planet with its
number and stars. Drawn onto the map's still layer (the scene redraws it when progress or the rows shown change)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.render import dice_tokens, text, theme
from game.render.planet_faces import face_image
from game.scenes.campaign import map_art
from game.scenes.campaign.map_layout import (
    LOCK_RADIUS,
    MARGIN,
    NODE_RADIUS,
    NODE_Y,
    PATH_LEFT,
    ROW_HEIGHT,
    ROWS_TOP,
    STAR_SIZE,
    STARS_OFF,
    TURN,
    VALUE,
    VISIBLE_ROWS,
    Node,
)
from game.words import _


def draw_header(scene, surface: pygame.Surface) -> None:
    title = text.draw(surface, _("Puzzle campaign"), text.HEADING, theme.TITLE, bold=True, midleft=(MARGIN, 31))
    progress = scene.state.progress
    playable = [entry for world in scene.worlds for entry in world.levels if not entry.broken]
    earned = sum(progress.stars(entry.id) for entry in playable)
    label = text.draw(surface, f"{earned} / {3 * len(playable)}", VALUE, theme.TEXT, bold=True,
                      midright=(scene.app.size[0] - MARGIN, 31))
    map_art.draw_star_row(surface, (label.left - 22, 31), 1, 13, slots=1)
    more = [_("more worlds above")] if scene.first_row > 0 else []
    if scene.first_row + VISIBLE_ROWS < scene.row_count():
        more.append(_("more worlds below"))
    if more:                          # between the title and the stars: never over a row
        room = pygame.Rect(title.right + 24, 8, label.left - 48 - title.right - 24, 46)
        text.draw(surface, "  ·  ".join(more), text.LABEL, theme.TEXT_DIM, center=room.center, box=room)


def row_top(scene, row: int) -> int:
    return ROWS_TOP + (row - scene.first_row) * ROW_HEIGHT


def draw_row(scene, surface: pygame.Surface, row: int) -> None:
    top = row_top(scene, row)
    heading = pygame.Rect(MARGIN, top + 4, PATH_LEFT - MARGIN - 16, ROW_HEIGHT - 8)
    if row == 0:
        draw_free_play(scene, surface, top, heading)
        return
    world = scene.worlds[row - 1]
    style = map_art.style_of(row - 1)
    band = pygame.Rect(PATH_LEFT - 10, top + 4, scene.app.size[0] - MARGIN - PATH_LEFT + 20, ROW_HEIGHT - 8)
    cloud = map_art.nebula(band.size, map_art.NEBULA[style], row)
    surface.blit(cloud, band)
    emblem = map_art.level_planet(style, 97 + row, 15)
    surface.blit(emblem, emblem.get_rect(center=(heading.left + 16, heading.top + 18)))
    title = _(world.name) + (" " + _("(your own)") if world.user else "")
    names = text.draw_lines(surface, title, text.LABEL, pygame.Rect(heading.left + 40, heading.top + 2,
                                                                     heading.width - 40, 64),
                            theme.TEXT, bold=True, max_lines=2)
    playable = [entry for entry in world.levels if not entry.broken]
    earned = sum(scene.state.progress.stars(entry.id) for entry in playable)
    below = max((r.bottom for r in names), default=heading.top + 30) + 4
    text.draw(surface, _("{earned} / {count} stars").format(earned=earned, count=3 * len(playable)), text.LABEL,
              theme.TEXT_DIM, topleft=(heading.left + 40, below), box=heading)
    if world.error is not None:
        where = Path(world.error.file).name
        more = (" " + _("(and {n} more problems)").format(n=len(world.problems) - 1)
                if len(world.problems) > 1 else "")
        text.draw(surface, f"{where}: {world.error.summary}{more}", text.LABEL, theme.BAD,
                  box=pygame.Rect(band.left + 8, top + 4, band.width - 16, 30), midtop=(band.centerx, top + 6))
    nodes = [scene.node(row, index) for index in range(len(world.levels))]
    if not nodes:
        text.draw(surface, _("No levels in this world yet"), text.LABEL, theme.TEXT_DIM,
                  midleft=(PATH_LEFT + 10, top + NODE_Y))
        return
    curve = map_art.path_points([node.center for node in nodes])
    steps = (len(curve) - 1) / max(1, len(nodes) - 1)
    reach = max((i for i, node in enumerate(nodes) if node.entry is not None and scene.is_open(node.entry)),
                default=-1)
    map_art.draw_orbit(surface, curve)   # the whole way, locked levels' part too (mid critique 18)
    if reach > 0:                     # the way travelled, to the level to play: a gold trail (look review 28a)
        map_art.draw_trail(surface, curve[:round(reach * steps) + 1])
    draw_bend(scene, surface, row, nodes[-1])
    for node in nodes:
        draw_node(scene, surface, node)


def draw_bend(scene, surface: pygame.Surface, row: int, last: Node) -> None:
    """The route's turn from a world's last level round to the next world's first, at the rows' ends (the built-in
    worlds are one chain; the player's own each stand alone), gold once that first level is open."""
    following = row + 1
    if following >= min(scene.row_count(), scene.first_row + VISIBLE_ROWS):
        return
    world, after = scene.worlds[row - 1], scene.worlds[following - 1]
    if world.user or after.user or not after.levels:
        return
    first = scene.node(following, 0)
    out = TURN if first.center[0] > scene.app.size[0] / 2 else -TURN
    side = (max(last.center[0], first.center[0]) if out > 0 else min(last.center[0], first.center[0])) + out
    middle = (side, (last.center[1] + first.center[1]) / 2)
    ahead = (first.center[0], first.center[1] + (first.center[1] - middle[1]))
    behind = (last.center[0], last.center[1] - (middle[1] - last.center[1]))
    curve = map_art.path_points([behind, last.center, middle, first.center, ahead])[14:43]
    map_art.draw_orbit(surface, curve)
    if first.entry is not None and scene.is_open(first.entry):
        map_art.draw_trail(surface, curve)


def draw_free_play(scene, surface: pygame.Surface, top: int, heading: pygame.Rect) -> None:
    """Free play as a world's row, named once at the left (look review 22: two labels read as two things)."""
    node, emblem = scene.node(0, 0), face_image(6, 34)
    surface.blit(emblem, emblem.get_rect(center=(heading.left + 16, heading.top + 18)))
    for k, (said, colour) in enumerate(((_("Free play"), theme.TEXT), (_("The classic puzzle"), theme.TEXT_DIM))):
        text.draw(surface, said, text.LABEL, colour, bold=not k, topleft=(heading.left + 40, heading.top + 2 + 32 * k), box=heading)
    if scene.row_count() > 1:   # its orbit on to the first world's first level (look review 24: it floated alone)
        map_art.draw_orbit(surface, [node.center, scene.node(1, 0).center])
    draw_planet(scene, surface, node)   # (what it is: in the panel once focused, look review 23: no second strip)


def draw_planet(scene, surface: pygame.Surface, node: Node) -> None:
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
    locked = not scene.is_open(entry)
    image = map_art.level_planet(map_art.style_of(node.row - 1), node.index + 13 * node.row, NODE_RADIUS, locked)
    surface.blit(image, image.get_rect(center=node.center))
    if not locked:
        number = dice_tokens.small_numeral(node.index + 1, text.pixel_size(VALUE))
        surface.blit(number, number.get_rect(center=node.center))
        text.record_drawn(surface, str(node.index + 1), VALUE, number.get_rect(center=node.center))


def draw_node(scene, surface: pygame.Surface, node: Node) -> None:
    """A level's planet; its stars once played, in an arc on the outside of the path's bend (above a high planet,
    below a low one: look review 28a, "star pips 2x under played levels only"); the one padlock on the next gate."""
    entry = node.entry
    assert entry is not None
    x, y = node.center
    draw_planet(scene, surface, node)
    below = scene.lift(scene.slot(node.row, node.index)) > 0
    if entry.broken:
        text.draw(surface, _("broken"), text.LABEL, theme.BAD, midtop=(x, y + NODE_RADIUS + 2))
    elif scene.is_gate(entry):
        lock = map_art.small_lock(LOCK_RADIUS)
        surface.blit(lock, lock.get_rect(center=node.center))
    elif scene.is_open(entry) and scene.state.record(entry).plays:
        map_art.draw_star_row(surface, (x, y + (STARS_OFF if below else -STARS_OFF)), scene.state.record(entry).stars,
                              STAR_SIZE, arc=True, below=below)
