"""The Bluff table drawn: the status line, a card per seat (cup, dice, count-up glow), the bid track
or the doubt's verdict, OK and Doubt, the points table between games, the hot-seat curtain.

Drawing only: nothing here changes the game or the scene. Every face of a seat's dice drawn goes
through `looks.faces_on_screen` (the privacy rules); a seat's tray shows only while its cup is lifted.
Where things go: `layout`; what a seat's card shows this frame: `looks.SeatLook`.
"""

from __future__ import annotations

import pygame

from game import words as game_words
from game.render import drawn, marks, rockets, text, theme
from game.render.panel import draw_panel
from game.scenes.bluff import overlays, words
from game.scenes.bluff.layout import BOTTOM, SHAKE_PX, TOP
from game.scenes.bluff.looks import SeatLook, Table, cup_lift, faces_on_screen, help_line
from game.scenes.bluff.reveal_rows import RevealRows
from game.scenes.bluff.seat_cards import (
    cup_body,
    draw_card_frame,
    draw_cup,
    draw_cup_focus,
    draw_glow,
    draw_header,
    draw_open_dice,
)
from game.scenes.playkit import chrome
from game.words import _, ngettext

CARD_LOOKS = 4   # pictures kept per seat's card: its last few looks


def _star_square(star: tuple) -> pygame.Rect:   # the square a star of the sky (`Backdrop.stars`) needs clear to shine
    r = max(1, int(star[2])) + 1
    return pygame.Rect(int(star[0]) - r, int(star[1]) - r, 2 * r + 1, 2 * r + 1)


class BluffView:
    """Draws a `Table` on the play kit's still layer (reads its state; never changes it).

    At the table (play, reveal, the end) the still picture holds only the help line; its parts are
    patches with keys of their own: the status line, one card per seat, the track (or the verdict)
    and the controls. What moves (rolling dice, a shaking or lifting cup, the focus that breathes, a
    die cursor, dice leaving) is drawn over them every frame. The table rules, the curtain and the
    points table are still pictures of their own (the focused rule row moves)."""

    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self._sky_stars = scene.still.backdrop                          # the sky's stars (the still layer's)
        self._inside: dict[tuple[int, int, int, int], set[int]] = {}    # a patch's stars: those wholly inside it
        self.rows = RevealRows(scene)         # the reveal: the seats' trays, their cups lifting (made before play)
        self._steady: dict[int, tuple] = {}    # each card's steady key at the last `patches` (SeatLook.steady)

    # ------------------------------------------------------------------ what is drawn where
    def _screen(self) -> str:
        scene = self.scene
        if scene.stage == "rules" and scene.rules_panel is not None:
            return "rules"
        if scene.privacy.curtain_up and scene.stage == "play":
            return "curtain"
        return "points" if scene.stage == "table" else "table"

    def still_key(self) -> tuple:
        scene = self.scene
        screen = self._screen()
        if screen == "rules":
            assert scene.rules_panel is not None
            return screen, scene.rules_panel.still_key()
        if screen == "curtain":
            return screen, scene.privacy.curtain_for, self._curtain_line()
        if screen == "points":
            assert scene.match_points is not None
            return (screen, self._status_texts(), tuple(scene.match_points.per_game), scene.match.seats,
                    self._people_go_on())
        return screen, help_line(scene), self._table_phase()

    def _table_phase(self) -> str:
        """The table's parts change when the seats' rows take the cards' place: the whole still picture is drawn
        again then. (At the reveal the verdict takes the track's place, a patch of the same area: itself alone.)"""
        return "rows" if self.rows.shown() else "cards"

    def _verdict_rect(self) -> pygame.Rect:
        """The verdict's strip: the board's place (OK and Doubt in it: no controls at the reveal)."""
        return self.scene.track_rect

    def help_line(self) -> str:
        """The controls line (none over the curtain: it covers the whole screen)."""
        return "" if self._screen() == "curtain" else help_line(self.scene)

    def draw_still(self, surface: pygame.Surface) -> None:
        scene = self.scene
        screen = self._screen()
        if screen == "rules":
            assert scene.rules_panel is not None
            scene.rules_panel.draw_still(surface)
        elif screen == "curtain":
            seat = scene.privacy.curtain_for
            assert seat is not None
            overlays.draw_curtain(surface, scene.match.seats[seat], self._curtain_line())
        elif screen == "points":
            self._draw_status(surface)
            self._draw_points_table(surface)

    def patches(self) -> tuple:
        """At the table: ((key, draw, area[, late]), ...) for the status line, each seat's card, the track or the
        verdict, and the controls; each draws the sky under its own rectangle (its area) first (opaque). Parts that
        change together are drawn one a frame (chrome.StillLayer's late parts): the status line, the track (or the
        verdict), then the cards whose header alone changed (two to six cards in one frame, ~0.5 ms each, made the
        slowest frames). A card whose felt, dice or cup changed is drawn at once (`SeatLook.steady`)."""
        if self._screen() != "table":
            return ()
        scene = self.scene
        looks = self.seat_looks()
        width = scene.app.size[0]
        leaving = scene.reveal is not None and scene.reveal.applied      # (a row counts a die off: the same frame)
        parts = [(("status", *self._status_texts()), self._draw_status_patch, pygame.Rect(0, 0, width, TOP), 1 - leaving)]
        if self.rows.shown():
            faces = faces_on_screen(scene)
            parts += [(self.rows.key(seat, faces), lambda surface, seat=seat: self._draw_row(surface, seat, faces),
                       row.frame, self.rows.late(seat)) for seat, row in enumerate(self.rows.rows)]
        else:
            for seat, look in enumerate(looks):
                key = look.key(scene.panels[seat])
                steady, self._steady[seat] = self._steady.get(seat), SeatLook.steady(key)
                parts.append((key, lambda surface, seat=seat, look=look, key=key:
                              self._kept_card(surface, seat, look, key), scene.cards[seat].card,
                              len(looks) + 2 if steady == self._steady[seat] else 0))
        show = scene.reveal
        if scene.stage == "reveal" and show is not None:
            parts.append((("verdict", id(show), show.counted(), show.closed(), show.applied, show.leave_progress >= 1.0),
                          self._draw_verdict_patch,
                          self._verdict_rect(), 2 if show.counted() else 0))   # (first, as the cups start to lift)
        else:
            parts.append((("track", *self._track_state(), *self._controls_state()), self._draw_track_patch,
                          scene.track_rect, 2))
        return tuple(parts)

    def _draw_row(self, surface: pygame.Surface, seat: int, faces: list) -> None:
        frame = self.rows.rows[seat].frame
        self.rows.draw(surface, seat, faces)   # (with the sky under its round corners)
        self._stars(surface, frame, [])      # the row is a panel: only its round corners show some

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        scene = self.scene
        reduced = scene.app.settings.reduced_motion
        screen = self._screen()
        if screen == "rules":
            assert scene.rules_panel is not None
            scene.rules_panel.draw_focused(surface, scene.time, reduced)
            drawn.anywhere(surface)     # (the next frame copies the still layer whole: game.render.drawn)
            return
        if screen != "table":
            return
        if self.rows.shown():           # the cups lifting, the dice spreading into their rows, lost dice falling out
            self.rows.draw_moving(surface, faces_on_screen(scene))
            drawn.note(surface, self.rows.area)    # (they move within the seats' rows)
            return
        for seat, look in enumerate(self.seat_looks()):
            self._draw_card_moving(surface, seat, look, alpha, reduced)
        if scene.stage != "reveal" or scene.reveal is None:
            self._draw_track_moving(surface, reduced)

    def _sky(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The sky's gradient under a patch (its stars come after what it shows: `_stars`)."""
        surface.blit(self.scene.still.sky, rect, rect)

    def _stars(self, surface: pygame.Surface, rect: pygame.Rect, text_rects: list[pygame.Rect]) -> None:
        """The stars of the patch over `rect`, where its sky still shows, away from its text on the sky (as
        the still layer paints them around a still picture): the sky's own stars, those wholly inside."""
        key = tuple(rect)
        inside = self._inside.get(key)
        if inside is None:   # (each looked at pixel by pixel: a few stars, no array of the whole layer to read)
            inside = self._inside[key] = {index for index, star in enumerate(self._sky_stars.stars)
                                          if rect.contains(_star_square(star))}
        clip = surface.get_clip()
        surface.set_clip(rect)
        self._sky_stars.paint_stars_around(surface, text_rects, only=inside)
        surface.set_clip(clip)

    # ------------------------------------------------------------------ the status line
    def _status_texts(self) -> tuple[str, str]:
        scene = self.scene
        game, show = scene.game, scene.reveal
        round_, dice = game.round, game.dice_in_play
        if show is not None:     # the doubted round till its reveal ends; its dice as the rows count them (`dice_shown`: a
            # lost die off as it leaves; review 25: "30 dice in play" over a row that said "(3)" as its dice left)
            round_, dice = show.round, sum(self.rows.dice_shown(seat) for seat in range(len(show.result.hands)))
        left = ngettext("Bluff · round {round} · {count} die in play", "Bluff · round {round} · {count} dice in play",
                        dice).format(round=round_, count=dice)
        if scene.match_points is not None:
            number = scene.match_points.played + (0 if scene.stage in ("table", "done") else 1)
            left += " · " + _("game {number} of {games}").format(number=number, games=scene.match_points.games)
        note = self._reroll_note()        # marking dice to reroll: what the bid will do says the status line
        return left, scene.status if note is None else note[0], note is not None and note[1]

    def _draw_status(self, surface: pygame.Surface) -> list[pygame.Rect]:
        left, status, problem = self._status_texts()
        width = self.scene.app.size[0]
        size = text.fitting_size(left, text.LABEL, 540)
        colour = theme.DANGER if problem else theme.TEXT if self._reroll_note() is None else theme.ACCENT
        return [text.draw(surface, left, size, theme.TEXT_DIM, box=pygame.Rect(16, 6, 540, 40), midleft=(16, 26)),
                text.draw(surface, status, text.LABEL, colour, bold=True,
                          box=pygame.Rect(572, 6, width - 588, 40), midleft=(572, 26))]

    def _draw_status_patch(self, surface: pygame.Surface) -> None:
        rect = pygame.Rect(0, 0, self.scene.app.size[0], TOP)
        self._sky(surface, rect)
        self._stars(surface, rect, self._draw_status(surface))

    # ------------------------------------------------------------------ the seats
    def seat_looks(self) -> list[SeatLook]:
        """Every seat's look this frame (`faces_on_screen` worked out once for all of them)."""
        faces = faces_on_screen(self.scene)
        reduced = self.scene.app.settings.reduced_motion
        return [self._seat_look(seat, faces[seat], reduced) for seat in range(self.scene.seats)]

    def _seat_look(self, seat: int, faces: tuple[int | None, ...], reduced: bool) -> SeatLook:
        scene = self.scene
        game, show, privacy = scene.game, scene.reveal, scene.privacy
        info = scene.match.seats[seat]
        dice = game.dice_counts[seat]
        if show is not None and not show.applied:
            dice = len(show.result.hands[seat])   # the count changes with the verdict
        out = dice == 0 and not (show is not None and show.result.hands[seat])
        on_turn = scene.stage == "play" and seat in scene.on_turn() and game.phase != "roll"
        rolled = None if out or scene.stage != "play" or game.phase != "roll" else \
            seat not in game.waiting_to_roll
        status = self._seat_status(seat, out)
        if out:
            return SeatLook(True, dice, on_turn, rolled, status)
        panel = scene.panels[seat]
        lift = cup_lift(scene, seat)
        shown = {i for i, face in enumerate(faces) if face is not None}
        rolling_visible = panel.rolling and privacy.shows_hand(seat)
        draw_dice = lift > 0 and bool(shown or rolling_visible)
        # the felt shows for the seat's own eyes only when the privacy rules show all of it
        viewer = seat if rolling_visible or shown >= set(panel.on_felt) else None
        person_marks = (seat == scene.turn_seat and scene.reroll_allowed and seat not in scene.computers
                        and scene.stage == "play")
        person = scene.person
        locked = tuple(i in person.marked for i in range(panel.count)) if person_marks else ()
        cursor = person.die_cursor if person_marks and person.die_cursor_active else None
        glow: tuple[tuple[int, int], ...] = ()
        if draw_dice and show is not None and (show.lift >= 1.0 or reduced):
            glow = tuple((show.panel_dice[seat][k], number)
                         for number, (s, k) in enumerate(show.glow[:show.counted()], start=1) if s == seat)
        label = self._cup_label(seat)
        shaking = seat in scene.rolling and not reduced
        shake = SHAKE_PX * pygame.math.Vector2(1, 0).rotate(scene.time * 2400).x if shaking else 0.0
        open_faces: tuple[int, ...] = ()
        if lift < 1.0:
            order = scene.hand_panel_dice(seat)
            open_faces = tuple(faces[order[k]] for k, open_die in enumerate(game.open_flags(seat))
                               if open_die and faces[order[k]] is not None)
        return SeatLook(False, dice, on_turn, rolled, status, lift, faces, draw_dice,
                        viewer if draw_dice else None,
                        draw_dice and panel.still_picture is not None and not any(locked), locked, cursor, glow,
                        label, lift < 1.0 and (shaking or lift > 0), shake,
                        label != "" and info.is_person and not scene.match.attract and lift == 0, open_faces)

    def _seat_status(self, seat: int, out: bool) -> str | words.Bid:
        scene = self.scene
        info = scene.match.seats[seat]
        if out:
            return _("out")
        if scene.privacy.peeker == seat:
            return _("peeking")
        if (message := scene.messages.get(seat)) is not None and not info.is_computer:
            return message.text           # the play kit's word to this seat ("Wait: it is Ben's turn")
        return words.last_bid(scene.game.bids, seat) or "" if scene.stage == "play" else ""   # (a computer's level: no one's business)

    def _cup_label(self, seat: int) -> str:
        scene = self.scene
        game = scene.game
        if scene.stage != "play" or seat in scene.computers:
            return ""
        if game.phase == "roll" and seat in game.waiting_to_roll and seat not in scene.rolling:
            return _("Press to roll")
        if game.phase == "bid" and seat == game.current_player and game.can_doubt:
            return _("Press to doubt")
        return ""

    def _kept_card(self, surface: pygame.Surface, seat: int, look: SeatLook, key: tuple) -> None:
        """A seat's card, drawn, or blitted if it looked so lately (the turn goes round: a card comes back to a look
        it had, and a whole card drawn cost ~0.3 ms)."""
        chrome.kept_part(surface, f"card {seat}", (key, game_words.generation), self.scene.cards[seat].card,
                         lambda surface: self._draw_card(surface, seat, look), keep=CARD_LOOKS)

    def _draw_card(self, surface: pygame.Surface, seat: int, look: SeatLook) -> None:
        """A seat's card as far as it stands still (its patch): frame, name, the felt with resting dice
        and their glow, a cup at rest and the dice in the open before it."""
        scene = self.scene
        rects = scene.cards[seat]
        info = scene.match.seats[seat]
        draw_card_frame(surface, rects, info.colour, on_turn=look.on_turn, out=look.out, sky=scene.still.sky)
        draw_header(surface, rects, name=info.name, colour_index=info.colour, dice=look.dice, rolled=look.rolled,
                    on_turn=look.on_turn, status=look.status)
        if look.out:
            text.draw(surface, _("out of the game"), text.BODY, theme.TEXT_DISABLED, center=rects.tray.center)
        else:
            panel = scene.panels[seat]
            panel.draw_box(surface, felt="bluff")   # the felt: a cup at rest stands on it, hiding the dice
            if look.lift > 0:
                if look.still_dice:
                    panel.draw_still(surface, look.viewer)
                    self._draw_glow(surface, seat, look)
            if not look.cup_moves and look.lift < 1.0:
                draw_cup(surface, rects.tray, rockets.seat_colour(info.colour), label=look.label)
                draw_open_dice(surface, rects.tray, list(look.open_faces))
        self._stars(surface, rects.card, [])    # the card is a panel: only its round corners may show some

    def _draw_card_moving(self, surface: pygame.Surface, seat: int, look: SeatLook, alpha: float,
                          reduced: bool) -> None:
        """What moves on a seat's card: dice rolling or marked, a die cursor, a shaking or lifting cup,
        the focus on a cup waiting for its person."""
        if look.out:
            return
        scene = self.scene
        rects = scene.cards[seat]
        panel = scene.panels[seat]
        if look.cup_moves or look.focus or look.glow:
            drawn.note(surface, rects.card)     # the cup, its focus and the count's rings stay on the card
        if look.draw_dice and not look.still_dice:
            panel.draw(surface, alpha, locked=look.locked, cursor=look.cursor, viewer=look.viewer, clock=scene.time,
                       reduced_motion=reduced)
            self._draw_glow(surface, seat, look)
        elif look.still_dice and look.cursor is not None:
            panel.draw(surface, alpha, cursor=look.cursor, viewer=look.viewer, clock=scene.time,
                       reduced_motion=reduced, still_drawn=True)
        if look.cup_moves:
            clip = surface.get_clip()
            if 0 < look.lift < 1:   # a lifting cup stays below the name
                surface.set_clip(pygame.Rect(rects.card.left, rects.tray.top, rects.card.width,
                                             rects.card.bottom - rects.tray.top))
            draw_cup(surface, rects.tray, rockets.seat_colour(scene.match.seats[seat].colour), shake=look.shake,
                     lift=look.lift, label=look.label, focus=look.focus, clock=scene.time, reduced_motion=reduced)
            surface.set_clip(clip)
            draw_open_dice(surface, rects.tray, list(look.open_faces))
        elif look.focus:
            draw_cup_focus(surface, cup_body(rects.tray), scene.time, reduced)

    def _draw_glow(self, surface: pygame.Surface, seat: int, look: SeatLook) -> None:
        """The count-up's gold rings on this seat's dice counted so far."""
        if not look.glow:
            return
        panel = self.scene.panels[seat]
        clip = surface.get_clip()
        surface.set_clip(self.scene.cards[seat].tray)     # the count stays on this seat's felt
        for index, number in look.glow:
            centre = panel.die_center(index)
            if centre is not None:
                draw_glow(surface, centre, panel.radius, number, within=self.scene.cards[seat].tray)
        surface.set_clip(clip)

    # ------------------------------------------------------------------ the track, the verdict, the controls
    def _track_state(self) -> tuple:
        """What the bid board shows: the last bid and its bidder's colour, the bid being chosen (a person's
        or a computer's shown one, with the computer's name), the faces its field allows, the arrows."""
        scene = self.scene
        game, picker, shown_bid = scene.game, scene.person.picker, scene.computers.shown_bid
        bidder = game.last_bidder
        colour = scene.match.seats[bidder].colour if game.last_bid is not None and bidder is not None else None
        chooser, faces, steps, reachable = None, (), (False, False), ()
        if shown_bid is not None:
            choice = shown_bid
            seat = scene.computers.thinking_seat
            chooser = scene.name(seat) if seat is not None else None
            faces = (shown_bid.face,)
        elif picker is not None and picker.bid is not None:
            choice = picker.bid
            assert picker.field is not None
            faces = picker.faces(picker.field)
            steps, reachable = (picker.can_step(-1), picker.can_step(1)), picker.reachable_faces
        else:
            choice = None
        return scene.track.dice_in_play, game.last_bid, colour, choice, faces, steps, chooser, reachable

    def _draw_track_patch(self, surface: pygame.Surface) -> None:
        scene = self.scene
        _dice, last_bid, bidder, choice, faces, steps, chooser, reachable = self._track_state()
        self._sky(surface, scene.track_rect)
        scene.track.draw(surface, last_bid=last_bid, bidder=bidder, choice=choice, faces=faces, steps=steps,
                         chooser=chooser, reachable=reachable, by=scene.name(scene.game.last_bidder) if bidder is not None else None)
        self._draw_controls(surface)
        self._stars(surface, scene.track_rect, [])      # the labels lie on the boxes

    def _draw_track_moving(self, surface: pygame.Surface, reduced: bool) -> None:
        """The focus on a person's choice (it breathes), or the computer's cursor on the bid it shows."""
        scene = self.scene
        picker, shown_bid = scene.person.picker, scene.computers.shown_bid
        if picker is not None and shown_bid is None and picker.bid is not None and not scene.match.attract:
            scene.track.draw_focus(surface, picker.bid, scene.time, reduced)
        if shown_bid is not None:
            seat = scene.computers.thinking_seat
            if seat is not None:
                colour = rockets.seat_colour(scene.match.seats[seat].colour)
                marks.computer_rect(surface, scene.track.choice_die().inflate(10, 10), colour)

    def _draw_verdict_patch(self, surface: pygame.Surface) -> None:
        scene = self.scene
        assert scene.reveal is not None
        rect = self._verdict_rect()
        chrome.kept_part(surface, "verdict panel", (), rect, lambda surface: (     # the sky and the panel: drawn once
            self._sky(surface, rect), draw_panel(surface, overlays.verdict_panel(rect))))
        names, colours = [scene.name(seat) for seat in range(scene.seats)], [rockets.seat_colour(seat.colour) for seat in scene.match.seats]
        overlays.draw_verdict(surface, overlays.verdict_panel(rect), scene.reveal, names, panel=False, colours=colours)
        self._stars(surface, rect, [])      # the words lie on the panel

    def _reroll_note(self) -> tuple[str, bool] | None:
        """With dice marked to reroll: what the bid does with them (or why it cannot), and whether that is a problem."""
        scene = self.scene
        marked = scene.person.marked
        if not marked or scene.turn_seat is None or scene.stage != "play":
            return None
        problem = scene.person.reroll_problem()
        return problem or words.reroll_note(len(marked)), problem is not None

    def _controls_state(self) -> tuple:
        scene = self.scene
        picker = scene.person.picker
        person_turn = picker is not None and scene.stage == "play"
        return person_turn and picker.bid is not None, person_turn and scene.game.can_doubt

    def _draw_controls(self, surface: pygame.Surface) -> None:
        """OK and Doubt, in the board's "Your bid" box."""
        scene = self.scene
        ok, doubt = self._controls_state()
        marks.button(surface, scene.ok_rect, _("OK"), text.LABEL, enabled=ok, skin=scene.skin)   # (Bluff's copper)
        marks.button(surface, scene.doubt_rect, _("Doubt"), text.LABEL, enabled=doubt, skin=scene.skin)

    # ------------------------------------------------------------------ between games, the curtain
    def _people_go_on(self) -> bool:
        return bool(self.scene.match.people) and not self.scene.match.attract

    def _draw_points_table(self, surface: pygame.Surface) -> None:
        scene = self.scene
        assert scene.match_points is not None
        box = pygame.Rect(0, 0, 1000, 480)
        box.center = (scene.app.size[0] // 2, (TOP + BOTTOM) // 2)
        overlays.draw_points_table(surface, box, scene.match_points, scene.match.seats, self._people_go_on())

    def _curtain_line(self) -> str:
        scene = self.scene
        game = scene.game
        if game.last_bid is not None and game.last_bidder is not None:
            return _("Last bid: {bid} by {name}").format(bid=words.bid_words(game.last_bid),
                                                         name=scene.name(game.last_bidder))
        return _("{name} opens round {round}").format(name=scene.name(scene.privacy.curtain_for or 0), round=game.round)
