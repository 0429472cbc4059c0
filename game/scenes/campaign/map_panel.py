"""The campaign map's detail strip: the focused level's name, clock, rerolls and star scores, and the player's
bests, or why it is locked or broken; free play's facts when free play is focused."""

from __future__ import annotations

import pygame

from game.render import text, theme
from game.render.clock import clock_text
from game.render.panel import draw_panel as draw_plate
from game.rules.puzzle import DEFAULT_REROLLS, RULE_TIME_LIMIT
from game.scenes.campaign import map_art
from game.scenes.campaign.map_layout import PANEL
from game.scenes.puzzle.skin import SKIN
from game.words import _, ngettext


def draw_panel(scene, surface: pygame.Surface) -> None:
    draw_plate(surface, PANEL, edge=theme.PANEL_EDGE, width=2, skin=SKIN)   # (the Puzzle's blue)
    inner = PANEL.inflate(-32, -20)
    if scene.message is not None:
        line, colour = scene.message[:2]
        text.draw(surface, line, text.LABEL, colour, box=inner, midbottom=(inner.centerx, inner.bottom))
    node = scene.focused
    entry = node.entry
    if entry is None:                 # free play: said here alone, as a level is (look review 23)
        for k, (line, colour) in enumerate(((_("Free play · the classic puzzle"), theme.TEXT), (_(
                "{clock} on the clock · {n} rerolls · its own high-score table").format(clock=clock_text(
                RULE_TIME_LIMIT), n=DEFAULT_REROLLS), theme.ACCENT), (_("No stars, no locks: the rule book's puzzle."),
                                                                      theme.TEXT_DIM))):
            text.draw(surface, line, text.LABEL, colour, bold=not k, topleft=(inner.left, inner.top + 34 * k), box=inner)
        return
    world = scene.worlds[node.row - 1]
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
                    theme.TEXT_DIM, max_lines=1 if scene.message is not None else 2)
    right = pygame.Rect(inner.right - 310, inner.top, 310, inner.height)
    if not scene.is_open(entry):
        text.draw(surface, _("Locked"), text.LABEL, theme.TEXT_DISABLED, bold=True, topright=right.topright)
        why = _("Earn a star on the level before to open it.")
        width = right.width + 40     # lines of even length: no word left alone on the last one (2 in German)
        lines = len(text.wrap(why, text.LABEL, width))
        while width > 120 and len(text.wrap(why, text.LABEL, width - 10)) == lines:
            width -= 10
        text.draw_lines(surface, why, text.LABEL, pygame.Rect(right.right - width, right.top + 38, width, right.height - 38),
                        theme.TEXT_DIM, align="right")
        return
    record = scene.state.record(entry)
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
