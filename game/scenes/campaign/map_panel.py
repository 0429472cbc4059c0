"""The campaign map's detail strip (look review 28a: it said too much): the focused level's name with its clock, rerolls
and star scores as icons and numbers; under them its twist (a line, two if long) and the player's stars and best (or
"Locked"); free play's facts when free play is focused, what is wrong when a level is broken. Its numbers are values
(13 px digits at 800x450), its words labels (11 px letters)."""

from __future__ import annotations

import pygame

from game.render import text, theme
from game.render.clock import clock_text
from game.render.panel import draw_panel as draw_plate
from game.rules.puzzle import DEFAULT_REROLLS, RULE_TIME_LIMIT
from game.scenes.campaign import map_art
from game.scenes.campaign.map_layout import PANEL
from game.scenes.puzzle.skin import SKIN
from game.words import _

ICON = 11                 # px: a fact's icon's radius (22 across: 14 at 800x450)
FACT_GAP = 26             # px between two facts
PIP = 10                  # px: a star score's star (20 across)
STATUS_ROOM = 260         # px: about what the player's side takes at the right of the twist
VALUE = 42                # a number's type size (29 px: 13 px digits at 800x450)


def draw_panel(scene, surface: pygame.Surface) -> None:
    draw_plate(surface, PANEL, edge=theme.PANEL_EDGE, width=2, skin=SKIN)   # (the Puzzle's blue)
    inner = PANEL.inflate(-36, -16)
    upper, lower = inner.top + 17, inner.top + 54             # the name's line's middle, the twist's first
    node = scene.focused
    entry = node.entry
    if entry is None:                 # free play: said here alone, as a level is (look review 23)
        facts = draw_facts(surface, (inner.right, upper), RULE_TIME_LIMIT, DEFAULT_REROLLS, ())
        name = _("Free play · the classic puzzle")
        about, status = _("No stars, no locks: the rule book's puzzle, with its own high-score table."), None
    else:
        name = f"{_(scene.worlds[node.row - 1].name)} · {node.index + 1}. {_(entry.name)}"
        level = entry.level
        if entry.broken or level is None:
            error = entry.error
            where = error.file if error is not None else str(entry.path)
            text.draw(surface, name, text.LABEL, theme.TEXT, bold=True, midleft=(inner.left, upper), box=inner)
            said = _("Broken: {file}").format(file=where) + ": " + (error.summary if error is not None
                                                                   else _("cannot be read"))
            text.draw(surface, said, text.LABEL, theme.BAD, midleft=(inner.left, lower), box=inner)
            return
        timed = level.stars.time_left is not None
        facts = draw_facts(surface, (inner.right, upper), level.time_limit, level.rerolls, level.star_goals,
                           target=level.target if timed else None)
        about = _(level.intro) if scene.message is None else scene.message[0]
        if len(text.wrap(about, text.LABEL, inner.width - STATUS_ROOM)) == 1:
            lower = (lower + inner.bottom) // 2 - 4                # (one line: in the middle of the room under the name)
        status = draw_status(scene, surface, entry, (inner.right, lower))
    text.draw(surface, name, text.LABEL, theme.TEXT, bold=True, midleft=(inner.left, upper),
              box=pygame.Rect(inner.left, upper - 20, facts.left - 28 - inner.left, 40))
    if scene.message is not None:     # what a press just said (a locked level's reason) in place of the twist
        about, colour = scene.message[:2]
    else:
        colour = theme.TEXT_DIM
    right = status.left - 28 if status is not None else inner.right
    box = pygame.Rect(inner.left, lower - 16, right - inner.left, inner.bottom - lower + 18)
    text.draw_lines(surface, about, text.LABEL, box, colour, max_lines=2)


def draw_facts(surface: pygame.Surface, midright: tuple[int, int], clock: float, rerolls: int, goals, *,
               target: int | None = None) -> pygame.Rect:
    """Right to left: the star scores (three small stars, each with its score or time left), the rerolls, the clock;
    returns the area they take."""
    x, y = midright
    drawn = pygame.Rect(x, y, 0, 0)
    for goal in reversed(tuple(goals)):
        said = text.draw(surface, clock_text(goal) if target is not None else str(goal), VALUE, theme.TEXT,
                         midright=(x, y))
        map_art.draw_star_row(surface, (said.left - PIP - 3, y), 1, PIP, slots=1)
        drawn.union_ip(said)
        x = said.left - 2 * PIP - 16
    if target is not None:
        said = text.draw(surface, _("target {points}").format(points=target), text.LABEL, theme.TEXT, midright=(x, y))
        drawn.union_ip(said)
        x = said.left - FACT_GAP
    else:
        x += 16 - FACT_GAP
    for icon, value in (("reroll", str(rerolls)), ("clock", clock_text(clock))):
        said = text.draw(surface, value, VALUE, theme.ACCENT, bold=True, midright=(x, y))
        image = map_art.fact_icon(icon, ICON)
        where = image.get_rect(midright=(said.left - 6, y))
        surface.blit(image, where)
        drawn.union_ip(where)
        x = where.left - FACT_GAP
    return drawn.union(pygame.Rect(drawn.left, y, 1, 1))


def draw_status(scene, surface: pygame.Surface, entry, midright: tuple[int, int]) -> pygame.Rect:
    """The player's side, at the right of the lower line: "Locked" (only for a level not open yet), or the stars
    earned and the best score, or "Not played yet"."""
    x, y = midright
    if not scene.is_open(entry):
        said = text.draw(surface, _("Locked"), text.LABEL, theme.TEXT_DISABLED, bold=True, midright=(x, y))
        lock = map_art.small_lock(ICON + 1)
        where = lock.get_rect(midright=(said.left - 6, y))
        surface.blit(lock, where)
        return said.union(where)
    record = scene.state.record(entry)
    if not record.plays:
        return text.draw(surface, _("Not played yet"), text.LABEL, theme.TEXT, midright=(x, y))
    said = text.draw(surface, _("Best score {score}").format(score=record.best_score), text.LABEL, theme.TEXT,
                     midright=(x, y))
    stars = pygame.Rect(0, 0, 6 * PIP + 6, 2 * PIP)
    stars.midright = (said.left - 12, y)
    map_art.draw_star_row(surface, stars.center, record.stars, PIP)
    return said.union(stars)
