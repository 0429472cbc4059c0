"""What the Bluff screen may show, worked out from the scene before anything is drawn: the faces of
every seat's dice the privacy rules allow (`faces_on_screen`: everything drawn of a seat's dice goes
through it), how far a cup is lifted, each seat card's `SeatLook`, and the help line. `Table` is
what the view reads of the scene (it changes none of it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.rules.bluff import Bid
from game.scenes.bluff import phone
from game.scenes.bluff.bid_board import BidBoard
from game.scenes.bluff.computer import ComputerSeats
from game.scenes.bluff.privacy import OWN_DEVICE, Privacy
from game.scenes.bluff.rules_panel import TableRulesPanel
from game.scenes.bluff.seat_cards import CardRects
from game.scenes.playkit import prompts
from game.scenes.playkit.chrome import StillLayer
from game.scenes.playkit.tray_panel import TrayPanel
from game.words import _

if TYPE_CHECKING:
    from game.app import App
    from game.match import MatchConfig


class Table(phone.Table, Protocol):
    """What the view reads of the Bluff scene (it changes none of it): what a phone reads (`phone.Table`)
    and the screen's own parts."""

    app: App
    match: MatchConfig
    time: float
    privacy: Privacy
    panels: list[TrayPanel]
    cards: list[CardRects]
    track: BidBoard
    track_rect: pygame.Rect
    ok_rect: pygame.Rect
    doubt_rect: pygame.Rect
    computers: ComputerSeats
    still: StillLayer
    rules_panel: TableRulesPanel | None


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
        return scene.reveal.lift_of(seat) if not scene.app.settings.reduced_motion else 1.0
    game = scene.game
    waiting = game.phase == "roll" and seat in game.waiting_to_roll and seat not in scene.rolling
    return 1.0 if scene.privacy.shows_hand(seat) and not waiting else 0.0


@dataclass(frozen=True)
class SeatLook:
    """How a seat's card looks this frame, worked out once: what its patch draws (`key`) and what
    moves over it."""

    out: bool
    dice: int                          # the count by the name
    on_turn: bool
    rolled: bool | None                # the small cup (None: none)
    status: str | Bid                  # the word in the footer, or the seat's last bid (drawn as a die chip)
    lift: float = 0.0                  # the cup: 0 down, 1 off (see cup_lift)
    faces: tuple[int | None, ...] = ()   # faces_on_screen's row
    draw_dice: bool = False            # the dice show on the felt
    viewer: int | None = None          # whose eyes the felt is drawn for
    still_dice: bool = False           # resting, without marks: drawn on the still layer
    locked: tuple[bool, ...] = ()      # the dice marked to reroll (a person on turn)
    cursor: int | None = None          # the die cursor (a person on turn)
    glow: tuple[tuple[int, int], ...] = ()   # (panel die, number) counted so far
    label: str = ""                    # on the cup
    cup_moves: bool = False            # shaking or lifting: drawn every frame
    shake: float = 0.0
    focus: bool = False                # the person's focus on the cup (it breathes: every frame)
    open_faces: tuple[int, ...] = ()   # the dice in the open, in front of the cup

    def key(self, panel: TrayPanel) -> tuple:
        dice = (id(panel), panel.still_picture) if self.still_dice else None
        cup = None if self.cup_moves else (self.label, self.open_faces)
        return (self.out, self.dice, self.on_turn, self.rolled, self.status, self.lift > 0, self.lift >= 1.0,
                self.faces if self.draw_dice else (), self.draw_dice, self.viewer, dice, self.glow, cup)

    @staticmethod
    def steady(key: tuple) -> tuple:
        """A card's `key` but its header (the count, the turn, the small cup, the status word): while this stays,
        a change of the card hands nothing over from or to what moves (a cup set down, dice come to rest)."""
        return key[:1] + key[5:]


def help_line(scene: Table) -> str:
    if scene.stage == "rules":
        return ""
    if scene.person.picker is not None and scene.stage == "play":
        # three prompts at most (look reviews 28a/28b): the picker's arrows are drawn on its panels; Doubt once a bid
        # stands (or a click on the cup, or Doubt); the reroll's marking where the table allows it
        doubt = prompts.DOUBT if scene.game.last_bid is not None else None
        first = None if scene.reroll_allowed and doubt else prompts.FACE
        return prompts.line(first, prompts.BID, doubt, prompts.MARK if scene.reroll_allowed else None)
    if any(kind == OWN_DEVICE for kind in scene.privacy.kinds) and scene.privacy.lone_person is None:
        return _("Hold H / Y (right mouse button) to peek at your dice   Esc/Start: pause")
    return _("Esc/Start: pause")
