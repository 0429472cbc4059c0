"""The results' rows: where each seat's card stands (`row_rect`), how far it has slid in, and the card drawn (place,
rocket, name, its second line, the total counting up). A part `ResultsScene` holds (`scene.rows`), reading what it
draws of the scene (`Results`, a Protocol); the podium's and the winner's card's drawing (`results_podium`,
`results_stage`) take the scene and ask its rows for their totals and lines."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

import pygame

from game.render import rockets, text, theme
from game.render.panel import material
from game.scenes import results_podium
from game.scenes.results_stage import draw_podium_row
from game.scenes.results_view import NAME_AT, detail_x, draw_outcome, draw_star, fitted_rocket, play_note
from game.words import _, common, number

if TYPE_CHECKING:
    from game.app import App
    from game.match import MatchConfig, MatchResult
    from game.render.skin import Skin

ROW_STAGGER = 0.18      # s between rows sliding in (last place first)
ROW_SLIDE = 0.35        # s one row takes to slide in
COUNT_UP = 0.9          # s a total takes to count up once its row is in
PODIUM_WIDEN = 30      # px the sole winner's card reaches past the others on each side
SOLO_TOP, SOLO_STEP = 200, 124   # px: a solo game's card's top and height (+10 under it)
SOLO_LEAD = 44         # px a solo game's card is taller when it won


class Results(Protocol):
    """What the rows read of the results scene (they change none of it)."""

    app: App
    result: MatchResult
    config: MatchConfig
    order: list[int]                    # seats by rank
    places: list[int]                   # each seat's place (1 for a winner)
    new_places: dict[int, int | None]   # seat -> its index in the saved high-score table
    candidates: list[int]               # seats whose total enters the table (initials still to type)
    shown_time: float                   # s since the results themselves show
    time: float
    skin: Skin


class Rows:
    """The rows of the results scene: each seat's card by rank, sliding in, its total counting up."""

    def __init__(self, scene: Results) -> None:
        self.scene = scene

    def row_rect(self, rank: int) -> pygame.Rect:
        """Where seat `rank` shows: two or more seats stand on a podium (`results_podium`: a pedestal's spot or a chip
        under it); a solo game's one card high, the high-score table round its score under it, and when it won the
        podium's lit step: taller and wider (look review 15: a plain solo screen)."""
        scene = self.scene
        if len(scene.order) > 1:
            return results_podium.spots(scene)[rank].area.copy() if rank < len(scene.order) else \
                pygame.Rect(0, results_podium.LOW, scene.app.size[0], 0)
        return self._row_at(rank, SOLO_TOP, SOLO_STEP, self._podium_lead())

    def _row_at(self, rank: int, top: int, step: int, lead: int) -> pygame.Rect:
        """Row `rank` of rows `step` px apart from `top`, the sole winner's `lead` px taller and wider (a podium)."""
        width, middle = 900, self.scene.app.size[0] // 2   # (a solo card as wide: its score's parts in it, review 18)
        if rank == 0 and lead:
            return pygame.Rect(middle - width // 2 - PODIUM_WIDEN, top, width + 2 * PODIUM_WIDEN, step - 10 + lead)
        return pygame.Rect(middle - width // 2, top + (lead if rank > 0 else 0) + rank * step, width, step - 10)

    def _podium_lead(self) -> int:
        """How much taller a solo game's card is when it won (the podium's lit step)."""
        return SOLO_LEAD if len(self.scene.result.winners) == 1 else 0

    def progress(self, rank: int) -> float:
        """0..1: how far row `rank` has slid in (the last place comes first)."""
        scene = self.scene
        if scene.app.settings.reduced_motion:
            return 1.0
        delay = (len(scene.order) - 1 - rank) * ROW_STAGGER
        t = max(0.0, min(1.0, (scene.shown_time - delay) / ROW_SLIDE))
        return 1 - (1 - t) ** 3

    def draw(self, surface: pygame.Surface, rank: int, seat: int, progress: float) -> None:
        scene = self.scene
        if len(scene.order) > 1:   # (the podium: look reviews 28a/28b, change 3)
            return results_podium.draw_spot(scene, surface, rank, seat, progress)
        info = scene.config.seats[seat]
        rect = self.row_rect(rank).move(round((1 - progress) * 80), 0)
        place = scene.places[seat]
        winner, colour = place == 1, rockets.seat_colour(info.colour)
        podium = rank == 0 and self._podium_lead() > 0
        if podium:   # the top step: a lit face, a soft glow of the winner's colour round it
            pygame.draw.rect(surface, tuple(round(c * 0.35) for c in colour), rect.inflate(14, 14), 4, border_radius=20)
        material(surface, rect, theme.PANEL_RAISED if podium else theme.PANEL, colour, 14, 4 if podium else 3,
                 skin=scene.skin)   # (its trim in the mode's dress; its seat's colour 3 px over it: 27a/b #21)
        if podium:
            return draw_podium_row(scene, surface, rect, seat, colour, rank)
        big = rect.height >= 76   # (two lines: name over detail)
        draw_star(surface, (rect.left + 56, rect.centery), 22)   # (solo: no place to rank)
        bob = 0.0 if scene.app.settings.reduced_motion or not winner else 4 * math.sin(scene.time * 3 + seat)
        largest = 72 if rect.height >= 130 else 60 if big else 46   # (two seats' roomy rows: look review 24)
        # (the others' stand inside their rows: look review 24, on six seats their noses and legs stuck out)
        size, middle = fitted_rocket(rect, largest) if winner else (min(largest, rect.height - 10), rect.centery)
        rockets.draw_rocket(surface, info.rocket, info.colour, (rect.left + 140, middle + bob), size,
                            flame=0.5 if winner else 0.0)
        label = info.name
        total_rect = self.draw_total(surface, rank, seat, 54 if big else 44, colour, (rect.right - 28, rect.centery))
        words = pygame.Rect(rect.left + NAME_AT, rect.top, total_rect.left - 24 - (rect.left + NAME_AT), rect.height)
        detail = self.detail(seat)
        if not big:   # a compact row (five or six seats): the second line beside the name, both readable
            text.draw(surface, label, 38, theme.TEXT, box=words, midleft=(words.left, rect.centery))
            if detail:   # (one column for every row: `detail_x`)
                text.draw(surface, detail, text.LABEL, theme.TEXT_DIM, box=words,
                          midleft=(detail_x(scene, rect), rect.centery))
            return
        name_y = rect.centery - (15 if detail else 0)
        text.draw(surface, label, 38, theme.TEXT, box=words, midleft=(words.left, name_y))
        if detail:
            text.draw(surface, detail, text.LABEL, theme.TEXT_DIM, box=words, midleft=(words.left, rect.centery + 20))

    def draw_total(self, surface: pygame.Surface, rank: int, seat: int, size: int, colour, midright) -> pygame.Rect:
        """A row's total at its right; none for the last one standing (its total only counts who went out before)."""
        scene = self.scene
        if scene.result.unit == "place":   # (none: how the game went for the seat instead, if the story is known)
            return draw_outcome(surface, scene.result, seat, max(38, round(size * 0.75)), midright)
        return text.draw(surface, number(self.shown_total(rank, seat)), size, colour, bold=True, midright=midright)

    def shown_total(self, rank: int, seat: int) -> int:
        """The totals counting up together once every row is in (at once with reduced motion): counted
        up alike, a better place never shows a smaller total than the one below it."""
        scene = self.scene
        total = scene.result.totals[seat]
        if scene.app.settings.reduced_motion:
            return total
        delay = (len(scene.order) - 1) * ROW_STAGGER + ROW_SLIDE * 0.5
        t = max(0.0, min(1.0, (scene.shown_time - delay) / COUNT_UP))
        return round(total * (1 - (1 - t) ** 3))

    def detail(self, seat: int) -> str:
        scene = self.scene
        parts = []
        if seat in scene.new_places:
            position = scene.new_places[seat]
            parts.append(_("New high score: #{place}").format(place=position + 1) if position is not None
                         else _("High score pushed off"))
        elif seat in scene.candidates:
            parts.append(_("New high score!"))
        loss = scene.result.expected_loss[seat]
        if loss is not None:
            parts.append(play_note(loss))
        if not parts:   # who played the seat: every card has its second line
            info = scene.config.seats[seat]
            parts.append(_("computer · {skill}").format(skill=common.difficulty(info.difficulty).lower())
                         if info.is_computer else _("human player"))
        return "  ·  ".join(p for p in parts if p)
