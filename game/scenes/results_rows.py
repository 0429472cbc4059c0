"""The results' rows: where each seat's card stands (`row_rect`), how far it has slid in, and the card drawn (place,
rocket, name, its second line, the total counting up). A mixin of `ResultsScene` (split from results.py: 450 lines)."""

from __future__ import annotations

import math

import pygame

from game.render import rockets, text, theme
from game.render.panel import material
from game.scenes import results_podium
from game.scenes.results_stage import draw_podium_row
from game.scenes.results_view import NAME_AT, detail_x, draw_outcome, draw_star, fitted_rocket, play_note
from game.words import _, common, number

ROW_STAGGER = 0.18      # s between rows sliding in (last place first)
ROW_SLIDE = 0.35        # s one row takes to slide in
COUNT_UP = 0.9          # s a total takes to count up once its row is in
PODIUM_WIDEN = 30      # px the sole winner's card reaches past the others on each side
GAP = 24               # px kept clear between the last row and the buttons
FOUR_LEAD, SIX_LEAD = 46, 93   # px the sole winner's card is taller than four, five or six seats' rows: its laurel full
                       # size (review 23) with air round it (review 26: "the 1st-place laurel touches the panel edge")
SIX_TOP, SIX_END = 164, 559   # px: five or six seats' rows from under the winner's ribbon to 36 px over the buttons


def ordinal(place: int) -> str:
    return common.ordinal(place)


class Rows:
    """The rows of `ResultsScene` (its `order`, `places`, `result`, `config`, `app`, `shown_time`, `new_places`,
    `candidates`)."""

    def row_rect(self, rank: int) -> pygame.Rect:
        """Where seat `rank` shows: two or more seats stand on a podium (`results_podium`: a pedestal's spot or a chip
        under it); a solo game's one card as below.

        Rows share the room between the title and the buttons, centred: tall for a few seats,
        compact for six (the screen never looks half empty). A sole winner's card is the podium's top step:
        taller and wider than the others. Four or more rows are lower and stand on the gap over the buttons: the
        winner's ribbon gets room to breathe over them (look review 15 saw it squeezed on four)."""
        if len(self.order) > 1:
            return results_podium.spots(self)[rank].area.copy() if rank < len(self.order) else \
                pygame.Rect(0, results_podium.LOW, self.app.size[0], 0)
        count, room_top, room, lead = max(1, len(self.order)), 136, 440, self._podium_lead()
        gap = GAP if (room - lead) // count < 124 else 0      # rows that fill the room keep a clear gap over the buttons
        if count >= 5:   # (the rows fill the room from under the ribbon to over the buttons: look review 26)
            step = min(88, (SIX_END - SIX_TOP + 10 - lead) // count)
            return self._row_at(rank, SIX_TOP, step, lead)
        step = min((124, 150, 112, 88)[min(count, 4) - 1], (room - lead - gap - (30 if count >= 4 else 0)) // count)
        # (two seats' rows taller, their rockets larger: look review 24 saw a large empty band over the buttons)
        top = room_top + (room - gap - step * count - (lead if count >= 4 else 0)) // (2 if count < 4 else 1)
        top = 200 if count == 1 else top          # a solo card high: the high-score table round its score under it
        return self._row_at(rank, top, step, lead)

    def _row_at(self, rank: int, top: int, step: int, lead: int) -> pygame.Rect:
        """Row `rank` of rows `step` px apart from `top`, the sole winner's `lead` px taller and wider (a podium)."""
        width, middle = 900, self.app.size[0] // 2     # (a solo card as wide: its score's parts in it, look review 18)
        if rank == 0 and lead:
            return pygame.Rect(middle - width // 2 - PODIUM_WIDEN, top, width + 2 * PODIUM_WIDEN, step - 10 + lead)
        return pygame.Rect(middle - width // 2, top + (lead if rank > 0 else 0) + rank * step, width, step - 10)

    def _podium_lead(self) -> int:
        """How much taller the winner's card is: for one winner among several seats, and a solo game's one card
        (look review 15: a plain solo screen; it is the podium's lit step too)."""
        seats = len(self.order)
        return 0 if len(self.result.winners) != 1 else 44 if seats <= 3 else FOUR_LEAD if seats == 4 else SIX_LEAD

    def _row_progress(self, rank: int) -> float:
        """0..1: how far row `rank` has slid in (the last place comes first)."""
        if self.app.settings.reduced_motion:
            return 1.0
        delay = (len(self.order) - 1 - rank) * ROW_STAGGER
        t = max(0.0, min(1.0, (self.shown_time - delay) / ROW_SLIDE))
        return 1 - (1 - t) ** 3


    def _draw_row(self, surface: pygame.Surface, rank: int, seat: int, progress: float) -> None:
        if len(self.order) > 1:   # (the podium: look reviews 28a/28b, change 3)
            return results_podium.draw_spot(self, surface, rank, seat, progress)
        info = self.config.seats[seat]
        rect = self.row_rect(rank).move(round((1 - progress) * 80), 0)
        place = self.places[seat]
        winner, colour = place == 1, rockets.seat_colour(info.colour)
        podium = rank == 0 and self._podium_lead() > 0
        if podium:   # the top step: a lit face, a soft glow of the winner's colour round it
            pygame.draw.rect(surface, tuple(round(c * 0.35) for c in colour), rect.inflate(14, 14), 4, border_radius=20)
        material(surface, rect, theme.PANEL_RAISED if podium else theme.PANEL, colour, 14, 4 if podium else 3,
                 skin=self.skin)   # (its trim in the mode's dress; its seat's colour 3 px over it: 27a/b #21)
        if podium:
            return draw_podium_row(self, surface, rect, seat, colour, rank)
        big = rect.height >= 76   # (two lines: name over detail)
        if len(self.order) > 1:   # solo: no place to rank
            text.draw(surface, ordinal(place), 46 if big else 42, theme.TITLE if winner else theme.TEXT, bold=True,
                      center=(rect.left + 56, rect.centery))     # a 1st place in gold, a reward (look review 19)
        else:
            draw_star(surface, (rect.left + 56, rect.centery), 22)
        bob = 0.0 if self.app.settings.reduced_motion or not winner else 4 * math.sin(self.time * 3 + seat)
        largest = 72 if rect.height >= 130 else 60 if big else 46   # (two seats' roomy rows: look review 24)
        # (the others' stand inside their rows: look review 24, on six seats their noses and legs stuck out)
        size, middle = fitted_rocket(rect, largest) if winner else (min(largest, rect.height - 10), rect.centery)
        rockets.draw_rocket(surface, info.rocket, info.colour, (rect.left + 140, middle + bob), size,
                            flame=0.5 if winner else 0.0)
        label = info.name
        total_rect = self._draw_total(surface, rank, seat, 54 if big else 44, colour, (rect.right - 28, rect.centery))
        words = pygame.Rect(rect.left + NAME_AT, rect.top, total_rect.left - 24 - (rect.left + NAME_AT), rect.height)
        detail = self._detail(seat)
        if not big:   # a compact row (five or six seats): the second line beside the name, both readable
            text.draw(surface, label, 38, theme.TEXT, box=words, midleft=(words.left, rect.centery))
            if detail:   # (one column for every row: `detail_x`)
                text.draw(surface, detail, text.LABEL, theme.TEXT_DIM, box=words, midleft=(detail_x(self, rect), rect.centery))
            return
        name_y = rect.centery - (15 if detail else 0)
        text.draw(surface, label, 38, theme.TEXT, box=words, midleft=(words.left, name_y))
        if detail:
            text.draw(surface, detail, text.LABEL, theme.TEXT_DIM, box=words, midleft=(words.left, rect.centery + 20))

    def _draw_total(self, surface: pygame.Surface, rank: int, seat: int, size: int, colour, midright) -> pygame.Rect:
        """A row's total at its right; none for the last one standing (its total only counts who went out before)."""
        if self.result.unit == "place":   # (none: how the game went for the seat instead, if the story is known)
            return draw_outcome(surface, self.result, seat, max(38, round(size * 0.75)), midright)
        return text.draw(surface, number(self._shown_total(rank, seat)), size, colour, bold=True, midright=midright)

    def _shown_total(self, rank: int, seat: int) -> int:
        """The totals counting up together once every row is in (at once with reduced motion): counted
        up alike, a better place never shows a smaller total than the one below it."""
        total = self.result.totals[seat]
        if self.app.settings.reduced_motion:
            return total
        delay = (len(self.order) - 1) * ROW_STAGGER + ROW_SLIDE * 0.5
        t = max(0.0, min(1.0, (self.shown_time - delay) / COUNT_UP))
        return round(total * (1 - (1 - t) ** 3))

    def _detail(self, seat: int) -> str:
        parts = []
        if seat in self.new_places:
            position = self.new_places[seat]
            parts.append(_("New high score: #{place}").format(place=position + 1) if position is not None
                         else _("High score pushed off"))
        elif seat in self.candidates:
            parts.append(_("New high score!"))
        loss = self.result.expected_loss[seat]
        if loss is not None:
            parts.append(play_note(loss))
        if not parts:   # who played the seat: every card has its second line
            info = self.config.seats[seat]
            parts.append(_("computer · {skill}").format(skill=common.difficulty(info.difficulty).lower())
                         if info.is_computer else _("human player"))
        return "  ·  ".join(p for p in parts if p)
