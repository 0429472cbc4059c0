"""The Bluff table drawn: the status line, a card per seat (cup, dice, count-up glow), the bid track
or the doubt's verdict, OK and Doubt, the points table between games, the hot-seat curtain.

Drawing only: nothing here changes the game or the scene. Every face of a seat's dice drawn goes
through `faces_on_screen` (the privacy rules); a seat's tray shows only while its cup is lifted.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.render import marks, rockets, text, theme
from game.rules.bluff import Bid, BluffGame, legal_raises
from game.scenes.bluff import overlays, words
from game.scenes.bluff.computer import ComputerSeats
from game.scenes.bluff.input import PersonInput
from game.scenes.bluff.match_points import MatchPoints
from game.scenes.bluff.privacy import OWN_DEVICE, Privacy
from game.scenes.bluff.reveal import RevealShow
from game.scenes.bluff.rules_panel import TableRulesPanel
from game.scenes.bluff.seat_cards import (
    CardRects,
    card_rects,
    draw_card_frame,
    draw_cup,
    draw_glow,
    draw_header,
    draw_leaving_die,
    draw_open_dice,
)
from game.scenes.bluff.track import BidTrack
from game.scenes.playkit.messages import Messages
from game.scenes.playkit.tray_panel import TrayPanel

if TYPE_CHECKING:
    from game.app import App
    from game.match import MatchConfig

TOP = 52
SEATS_HEIGHT = 300                   # the row of seat cards
CONTROLS_TOP = 636                   # OK and Doubt; the kit's help line runs below them
SHAKE_PX = 5.0


class Table(Protocol):
    """What the view reads of the Bluff scene (it changes none of it)."""

    app: App
    match: MatchConfig
    stage: str
    status: str
    time: float
    game: BluffGame
    reveal: RevealShow | None
    privacy: Privacy
    panels: list[TrayPanel]
    cards: list[CardRects]
    track: BidTrack
    track_rect: pygame.Rect
    ok_rect: pygame.Rect
    doubt_rect: pygame.Rect
    rolling: set[int]
    turn_seat: int | None
    person: PersonInput
    computers: ComputerSeats
    messages: Messages
    match_points: MatchPoints | None
    rules_panel: TableRulesPanel | None

    @property
    def seats(self) -> int: ...

    @property
    def reroll_allowed(self) -> bool: ...

    def name(self, seat: int) -> str: ...

    def hand_panel_dice(self, seat: int) -> tuple[int, ...]: ...

    def on_turn(self) -> tuple[int, ...]: ...


@dataclass(frozen=True)
class TableLayout:
    """Where everything of the table goes on a screen of a given width."""

    cards: list[CardRects]
    track: pygame.Rect
    ok: pygame.Rect
    doubt: pygame.Rect


def table_layout(width: int, seats: int) -> TableLayout:
    cards = card_rects(pygame.Rect(16, TOP, width - 32, SEATS_HEIGHT), seats)
    track_top = TOP + SEATS_HEIGHT + 10
    return TableLayout(cards, pygame.Rect(16, track_top, width - 32, CONTROLS_TOP - 8 - track_top),
                       pygame.Rect(16, CONTROLS_TOP, 150, 46), pygame.Rect(180, CONTROLS_TOP, 170, 46))


def die_radius(tray: pygame.Rect) -> float:
    """Dice as big as a seat's tray allows (the tray's largest: an edge of a fifth of its shorter side)."""
    inner = min(tray.width, tray.height) - 20
    return max(8.0, min(inner / 5.0 * 0.97, 60.0) / math.sqrt(2.0))


def faces_on_screen(scene: Table) -> list[tuple[int | None, ...]]:
    """Per seat, in panel die order, the faces the screen may draw now (None: face down or no die).
    Everything drawn of a seat's dice goes through this."""
    hands, flags, orders = [], [], []
    for seat in range(scene.seats):
        panel = scene.panels[seat]
        if scene.reveal is not None:
            hand = scene.reveal.result.hands[seat]
            order = scene.reveal.panel_dice[seat]
            open_flags: tuple[bool, ...] = (False,) * len(hand)
        else:
            order = scene.hand_panel_dice(seat)
            faces = panel.faces
            has_hand = faces is not None and len(scene.game.hands[seat]) == len(order) > 0
            hand = tuple(faces[i] for i in order) if has_hand else ()
            open_flags = scene.game.open_flags(seat) if has_hand else ()
        hands.append(hand)
        flags.append(open_flags)
        orders.append(order)
    shown = scene.privacy.faces_on_screen(hands, flags)
    rows = []
    for seat, faces in enumerate(shown):
        row: list[int | None] = [None] * scene.panels[seat].count
        for k, face in enumerate(faces):
            row[orders[seat][k]] = face
        rows.append(tuple(row))
    return rows


def cup_lift(scene: Table, seat: int) -> float:
    """0: the cup covers the tray; 1: lifted off. The screen may show the dice only when lifted."""
    if scene.reveal is not None:
        return scene.reveal.lift if not scene.app.settings.reduced_motion else 1.0
    game = scene.game
    waiting = game.phase == "roll" and seat in game.waiting_to_roll and seat not in scene.rolling
    return 1.0 if scene.privacy.shows_hand(seat) and not waiting else 0.0


def help_line(scene: Table) -> str:
    if scene.stage == "rules":
        return ""
    if scene.person.picker is not None and scene.stage == "play":
        line = "Left/Right: field  Up/Down: face  Enter/A: OK  R/X or your cup: doubt"
        if scene.reroll_allowed:
            line += "  Q/E + L: mark dice to reroll"
        return line
    if any(kind == OWN_DEVICE for kind in scene.privacy.kinds) and scene.privacy.lone_person is None:
        return "Hold H / Y (right mouse button) to peek at your dice   Esc/Start: pause"
    return "Esc/Start: pause"


class BluffView:
    """Draws a `Table` (reads its state; never changes it)."""

    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self._legal_key: tuple | None = None
        self._legal: frozenset[int | None] = frozenset()

    def legal_fields(self, last_bid: Bid | None, dice_in_play: int) -> frozenset[int | None]:
        """The track fields a raise of `last_bid` may go to (kept: working them out every frame cost
        ~0.3 ms)."""
        key = (last_bid, dice_in_play)
        if self._legal_key != key:
            track = self.scene.track
            self._legal = frozenset(track.index_of(b) for b in legal_raises(last_bid, dice_in_play))
            self._legal_key = key
        return self._legal

    def still_key(self) -> tuple:
        return (help_line(self.scene),)

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        scene = self.scene
        reduced = scene.app.settings.reduced_motion
        if scene.stage == "rules" and scene.rules_panel is not None:
            scene.rules_panel.draw(surface, scene.time, reduced)
            return
        if scene.privacy.curtain_up and scene.stage == "play":
            self._draw_curtain(surface)
            return
        self._draw_status(surface)
        if scene.stage == "table":       # between the games of a points match: the table alone
            self._draw_points_table(surface)
            return
        faces = faces_on_screen(scene)
        for seat in range(scene.seats):
            self._draw_seat(surface, seat, faces[seat], alpha, reduced)
        show = scene.reveal
        if scene.stage == "reveal" and show is not None:
            names = [scene.name(seat) for seat in range(scene.seats)]
            overlays.draw_verdict(surface, scene.track_rect.inflate(-80, -10), show, names)
        else:
            self._draw_track(surface, reduced)
            self._draw_controls(surface, reduced)
        if show is not None:
            for ghost in show.leaving:
                draw_leaving_die(surface, ghost.centre, ghost.size, ghost.face, show.leave_progress)

    def _draw_status(self, surface: pygame.Surface) -> None:
        scene = self.scene
        width = scene.app.size[0]
        game = scene.game
        left = f"Bluff · round {game.round} · {game.dice_in_play} dice in play"
        if scene.match_points is not None:
            number = scene.match_points.played + (0 if scene.stage in ("table", "done") else 1)
            left += f" · game {number} of {scene.match_points.games}"
        text.draw(surface, left, text.CAPTION, theme.TEXT_DIM, box=pygame.Rect(16, 8, 460, 36), midleft=(16, 26))
        text.draw(surface, scene.status, text.LABEL, theme.TEXT, bold=True,
                  box=pygame.Rect(480, 6, width - 496, 40), midleft=(480, 26))

    def _seat_status(self, seat: int, out: bool) -> str:
        scene = self.scene
        info = scene.match.seats[seat]
        if out:
            return "out"
        if scene.computers.thinking_seat == seat:
            return "thinking" + "." * (1 + int(scene.time * 3) % 3)
        if scene.privacy.peeker == seat:
            return "peeking"
        if (message := scene.messages.get(seat)) is not None:
            return message.text           # the play kit's word to this seat ("Wait: it is Ben's turn")
        if info.is_computer:
            return info.difficulty
        return ""

    def _draw_seat(self, surface: pygame.Surface, seat: int, faces: tuple[int | None, ...], alpha: float,
                   reduced: bool) -> None:
        scene = self.scene
        game, show = scene.game, scene.reveal
        rects = scene.cards[seat]
        info = scene.match.seats[seat]
        colour = rockets.seat_colour(info.colour)
        dice = game.dice_counts[seat]
        if show is not None and not show.applied:
            dice = len(show.result.hands[seat])   # the count changes with the verdict
        out = dice == 0 and not (show is not None and show.result.hands[seat])
        on_turn = scene.stage == "play" and seat in scene.on_turn() and game.phase != "roll"
        rolled = None if out or scene.stage != "play" or game.phase != "roll" else \
            seat not in game.waiting_to_roll
        draw_card_frame(surface, rects, info.colour, on_turn=on_turn, out=out)
        draw_header(surface, rects, name=info.name, colour_index=info.colour, dice=dice, rolled=rolled,
                    on_turn=on_turn, status=self._seat_status(seat, out))
        if out:
            text.draw(surface, "out of the game", text.BODY, theme.TEXT_DISABLED, center=rects.tray.center)
            return
        panel = scene.panels[seat]
        lift = cup_lift(scene, seat)
        if lift > 0:
            panel.draw_box(surface)
            self._draw_dice(surface, seat, faces, alpha, reduced)
        cup_label = self._cup_label(seat)
        shake = 0.0
        if seat in scene.rolling and not reduced:
            shake = SHAKE_PX * pygame.math.Vector2(1, 0).rotate(scene.time * 2400).x
        focus = cup_label != "" and info.is_person and not scene.match.attract
        clip = surface.get_clip()
        if 0 < lift < 1:   # a lifting cup stays below the name
            surface.set_clip(pygame.Rect(rects.card.left, rects.tray.top, rects.card.width,
                                         rects.card.bottom - rects.tray.top))
        draw_cup(surface, rects.tray, colour, shake=shake, lift=lift, label=cup_label, focus=focus,
                 clock=scene.time, reduced_motion=reduced)
        surface.set_clip(clip)
        if lift < 1.0:
            order = scene.hand_panel_dice(seat)
            flags = game.open_flags(seat)
            open_faces = [faces[order[k]] for k, shown in enumerate(flags) if shown and faces[order[k]] is not None]
            draw_open_dice(surface, rects.tray, open_faces)

    def _cup_label(self, seat: int) -> str:
        scene = self.scene
        game = scene.game
        if scene.stage != "play" or seat in scene.computers:
            return ""
        if game.phase == "roll" and seat in game.waiting_to_roll and seat not in scene.rolling:
            return "Press to roll"
        if game.phase == "bid" and seat == game.current_player and game.can_doubt:
            return "Press to doubt"
        return ""

    def _draw_dice(self, surface: pygame.Surface, seat: int, faces: tuple[int | None, ...], alpha: float,
                   reduced: bool) -> None:
        """The seat's dice on the felt: faces only where `faces_on_screen` allows (the cup is lifted).
        The panels keep every die covered but for their own seat (the scene's `cover`): drawn for that
        seat's eyes only when the screen may show the whole felt."""
        scene = self.scene
        panel = scene.panels[seat]
        shown = {i for i, face in enumerate(faces) if face is not None}
        rolling_visible = panel.rolling and scene.privacy.shows_hand(seat)
        if not shown and not rolling_visible:
            return
        viewer = seat if rolling_visible or shown >= set(panel.on_felt) else None
        person_marks = (seat == scene.turn_seat and scene.reroll_allowed and seat not in scene.computers
                        and scene.stage == "play")
        person = scene.person
        locked = [i in person.marked for i in range(panel.count)] if person_marks else ()
        cursor = person.die_cursor if person_marks and person.die_cursor_active else None
        panel.draw(surface, alpha, locked=locked, cursor=cursor, viewer=viewer, clock=scene.time,
                   reduced_motion=reduced)
        show = scene.reveal
        if show is not None and (show.lift >= 1.0 or reduced):
            clip = surface.get_clip()
            surface.set_clip(scene.cards[seat].tray)     # the count stays on this seat's felt
            for number, (s, k) in enumerate(show.glow[:show.counted()], start=1):
                if s != seat:
                    continue
                centre = panel.die_center(show.panel_dice[seat][k])
                if centre is not None:
                    draw_glow(surface, centre, panel.radius, number)
            surface.set_clip(clip)

    def _draw_track(self, surface: pygame.Surface, reduced: bool) -> None:
        scene = self.scene
        game, picker, shown_bid = scene.game, scene.person.picker, scene.computers.shown_bid
        choice = shown_bid if shown_bid is not None else picker.bid if picker is not None else None
        legal = set(picker.legal_fields) if picker is not None else self.legal_fields(game.last_bid, game.dice_in_play)
        scene.track.draw(surface, last_bid=game.last_bid, choice=choice, legal=legal,
                         focus=picker is not None and not scene.match.attract, clock=scene.time,
                         reduced_motion=reduced)
        if shown_bid is not None:
            at = scene.track.index_of(shown_bid)
            seat = scene.computers.thinking_seat
            if at is not None and seat is not None:
                colour = rockets.seat_colour(scene.match.seats[seat].colour)
                marks.computer_rect(surface, scene.track.layout.rects[at].inflate(8, 8), colour)

    def _draw_controls(self, surface: pygame.Surface, reduced: bool) -> None:
        scene = self.scene
        picker = scene.person.picker
        person_turn = picker is not None and scene.stage == "play"
        marks.button(surface, scene.ok_rect, "OK", text.LABEL, enabled=person_turn and picker.bid is not None,
                     clock=scene.time, reduced_motion=reduced)
        marks.button(surface, scene.doubt_rect, "Doubt", text.LABEL, enabled=person_turn and scene.game.can_doubt,
                     clock=scene.time, reduced_motion=reduced)
        marked = scene.person.marked
        if marked and scene.turn_seat is not None:
            problem = scene.person.reroll_problem()
            note = problem or f"Reroll {words.dice(len(marked))}, show the rest with the bid"
            text.draw(surface, note, text.CAPTION, theme.DANGER if problem else theme.ACCENT,
                      box=pygame.Rect(366, CONTROLS_TOP, 900, 40), midleft=(366, CONTROLS_TOP + 20))

    def _draw_points_table(self, surface: pygame.Surface) -> None:
        scene = self.scene
        assert scene.match_points is not None
        people = bool(scene.match.people) and not scene.match.attract
        box = pygame.Rect(0, 0, 1000, 480)
        box.center = (scene.app.size[0] // 2, (TOP + CONTROLS_TOP) // 2)
        overlays.draw_points_table(surface, box, scene.match_points, scene.match.seats, people)

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        scene = self.scene
        seat = scene.privacy.curtain_for
        assert seat is not None
        game = scene.game
        if game.last_bid is not None and game.last_bidder is not None:
            line = f"Last bid: {words.bid_words(game.last_bid)} by {scene.name(game.last_bidder)}"
        else:
            line = f"{scene.name(seat)} opens round {game.round}"
        overlays.draw_curtain(surface, scene.match.seats[seat], line)
