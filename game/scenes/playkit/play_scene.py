"""The base of every play scene: a match, seats routed to devices, messages, effects, the end.

A mode's scene subclasses `PlayScene` and fills in its hooks; the base does the rest the
same way for every mode:

- the match: given, or a quick match / demo (`attract=True`) from the mode's entry in
  `game.modes` (its seat range, `players=` within it);
- seat routing (`playkit.seating`, policy `seat_policy`): each pressed action goes to
  `act(seat, action)` for the seat on turn that its device plays; a person pressing while
  it is not their turn is told whose turn it is; "back" goes to `back(seat)` and opens the
  pause overlay if that returns False;
- a person on turn whose pad was unplugged: play holds (`step` is not called) behind the
  "disconnected" card until the pad is back or another device takes the seat;
- a demo (attract): any key or button leaves it for the title;
- `tell(seat, line, colour)` messages, `effects` (banners, bursts, pop-ups), `rumble(seat, ...)`;
- `end(totals, expected_loss)`: the last move shows for `END_DELAY` s, then the results.

Hooks::

    on_turn() -> tuple[int, ...]     # seats whose turn is open now (routing, waiting, orphans)
    act(seat, action)                # a person's pressed action, on their turn
    back(seat) -> bool               # "back" on their turn: True if used (e.g. dropped a selection)
    step(dt)                         # advance the play one fixed step (held while a seat waits)
    still_key() -> tuple             # changes whenever draw_still would draw something else
    draw_still(surface)              # everything that does not move (cached; see chrome.StillLayer)
    base_key() -> tuple              # optional: changes whenever draw_base would draw something else
    draw_base(surface)               # optional: still parts that change even more rarely (tray boxes),
                                     #   cached under the still layer, which is redrawn from a copy of it
    patches() -> tuple               # optional: ((key, draw, area), ...) still parts with their own key
                                     #   (the score sheet, a clock), drawn over the kept layer when their key
                                     #   changes; each covers its `area` with an opaque picture; a
                                     #   draw returning False put its new picture off to the next frame
    sections() -> tuple              # optional: ((key, draw, area[, late]), ...) parts of the still picture with their
                                     #   own key (a tray's resting dice, the turn buttons), drawn after draw_still
                                     #   and alone again when only their key changes (chrome.StillLayer)
    draw_moving(surface, alpha)      # what moves, every frame, over the still layer; with `reports_moving`, every
                                     #   drawing in it notes where it painted (game.render.drawn), and the
                                     #   screen gets back from the still layer only those areas and its changes
    help_line() -> str               # the controls line (a demo shows how to leave it)
    finish()                         # after the end delay: by default the results screen
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from game import modes, words
from game.input.actions import Action, DeviceId
from game.match import MatchConfig, MatchResult, attract_match, quick_match
from game.render import drawn, lane, sky, theme
from game.render.flourish import Effects
from game.render.skin import Skin
from game.scenes import mode_skins, navigation
from game.scenes.base import Scene
from game.scenes.playkit import chrome, prompts
from game.scenes.playkit.messages import MESSAGE_SECONDS, Messages
from game.scenes.playkit.screen_copy import ScreenCopy
from game.scenes.playkit.seating import DEVICE_KINDS, SeatRouter
from game.system.memory import settle_before_play
from game.words import _

END_DELAY = 1.8   # s the last move shows before the results
PRESSES = ("confirm", "roll", "click", "lock")   # actions that tell an early presser to wait
TAKE = ("confirm", "click")   # what a device that plays a seat already presses to take a waiting one too


def default_match(mode: str, attract: bool = False, players: int | None = None, phones: bool = False) -> MatchConfig:
    """A quick match against computers (or a demo of computers only) within the mode's seat range;
    with `phones`, every seat is a person who joins by phone (`--phones`: seat i waits for phone i + 1)."""
    info = modes.get(mode)
    seats = players or (info.attract_seats if attract else info.default_seats)
    seats = max(info.min_seats, min(info.max_seats, seats))
    if phones and not attract:
        return quick_match(mode, people_devices=[DeviceId("phone", i + 1) for i in range(seats)], computers=0)
    return attract_match(mode, seats) if attract else quick_match(mode, computers=seats - 1)


class PlayScene(Scene):
    mode = ""                     # the game.modes name
    pause_actions = ("pause",)    # "back" goes to back(seat) first, then pauses
    seat_policy = "bound"         # "bound" (hot seat included) or "solo" (playkit.seating)
    message_seconds = MESSAGE_SECONDS   # how long a `tell` shows by default
    phone_keys: tuple[tuple[str, str, str], ...] = ()   # a phone's labelled buttons: (key, label, action pressed)
    messages_in_sections = False   # True: the messages are drawn in a section keyed on them, not in draw_still
    reports_moving = False   # True: draw_moving (and its effects) note every area they paint (game.render.drawn)

    def __new__(cls, *args: object, **options: object) -> PlayScene:
        settle_before_play()    # what lives before the game is frozen out of the collector's way (not the scene)
        return super().__new__(cls)

    def __init__(self, app, match: MatchConfig | None = None, attract: bool = False, players: int | None = None,
                 phones: bool = False, **options: object) -> None:
        super().__init__(app)
        self.rules_page = modes.get(self.mode).rules_page
        if match is None:
            match = default_match(self.mode, attract, players, phones)
        self.seating = SeatRouter(match, app.devices.connected, self.seat_policy)
        if match.attract:
            self.pause_actions = ()  # in a demo every key or button goes back to the title
        self.messages = Messages()
        self.effects = Effects()
        #: The game's coach (game.coach: a GameCoach, or Bluff's story) noting every seat's decisions for the
        #: review, the statistics and the run report; a mode sets it, None: the game is not reviewed.
        self.coach: object = None
        self.still = chrome.StillLayer(app.size, self.sky_mood())   # each mode its own sky
        self.screen_copy = ScreenCopy()   # the still layer onto the screen: whole, or where the screen differs
        self.time = 0.0
        self.end_timer: float | None = None
        self.result: MatchResult | None = None

    # ------------------------------------------------------------------ hooks
    def sky_mood(self) -> str:
        """The look of the sky behind this game (game.render.sky; asked as the scene is made)."""
        return sky.mood_of(self.mode)

    @property
    def skin(self) -> Skin:
        """How this mode's screens are dressed: its keys' faces and its panels' trim (`game.render.skin`)."""
        return mode_skins.skin_of(self.mode)

    def on_turn(self) -> tuple[int, ...]:
        raise NotImplementedError

    def act(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    def back(self, seat: int) -> bool:
        return False

    def step(self, dt: float) -> None:
        raise NotImplementedError

    def still_key(self) -> tuple:
        return ()

    def draw_still(self, surface: pygame.Surface) -> None:
        pass

    def base_key(self) -> tuple:
        return ()

    def draw_base(self, surface: pygame.Surface) -> None:
        pass

    def patches(self) -> tuple:
        return ()

    def sections(self) -> tuple:
        return ()

    def draw_moving(self, surface: pygame.Surface, alpha: float) -> None:
        pass

    def help_line(self) -> str:
        return _("Esc/Start: pause")

    # ---------------------------------------------------------------- services
    @property
    def match(self) -> MatchConfig:
        """The match being played; its seats' devices change when a seat is taken over (seating)."""
        return self.seating.match

    def seat_for(self, device: DeviceId) -> int | None:
        """The seat a device acts for now (its own, or of the seats sharing it the one on turn)."""
        return self.seating.seat_for(device, self.on_turn())

    def orphans(self) -> list[int]:
        """People on turn whose pad is unplugged: the game waits for them."""
        return self.seating.orphans(self.on_turn())

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return chrome.seat_colour(self.match.seats[seat])

    def tell(self, seat: int, line: str, colour=theme.TEXT, seconds: float | None = None) -> None:
        """Show `line` to `seat` (the one verb for per-seat messages) for `seconds` (the mode's
        `message_seconds` by default)."""
        self.messages.tell(seat, line, colour, self.message_seconds if seconds is None else seconds)

    def rumble(self, seat: int, low: float, high: float, ms: int) -> None:
        device = self.match.seats[seat].device
        if device is not None:
            self.app.devices.rumble(device, low, high, ms)  # a pad that cannot rumble just says no

    def end(self, totals: Sequence[int], expected_loss: Sequence[float | None] | None = None,
            delay: float = END_DELAY, review: object = None, counted: str | None = None) -> None:
        """The match is over: ranked by the mode's ranking, the results follow after `delay` s.
        `review`: what the results screen may show again (the final SheetView of a table game); `counted`: what the
        totals count when it is not the mode's unit (MatchResult.counted)."""
        if self.end_timer is None:
            self.result = replace(MatchResult.from_totals(self.match, totals, expected_loss), review=review,
                                  coach=self.coach, counted=counted)
            self.app.last_result = self.result   # the run report's last finished match
            self.end_timer = delay

    def finish(self) -> None:
        """After the end delay: the results screen with `self.result` (a mode may show its own)."""
        navigation.to_results(self.app, self.result)

    @property
    def ended(self) -> bool:
        return self.end_timer is not None

    # ------------------------------------------------------------------- input
    def handle(self, action: Action) -> None:
        if action.name in ("device_added", "device_removed"):
            if action.name == "device_added" and not self.seating.seats_of(action.device):
                if self.orphans():   # (a device back to its own seats, a phone's, has nothing to take)
                    self._take_seat(action.device)
                else:
                    self._give_back(action.device)
            return
        if action.device.kind not in DEVICE_KINDS:
            return
        if self.match.attract:
            if action.name != "point":
                navigation.to_title(self.app)
            return
        if self.orphans():
            # A free device takes the seat with any button; one that plays a seat already only with
            # confirm (it then plays both, in turn), so a stray press never takes it.
            if action.name != "point" and (not self.seating.seats_of(action.device) or action.name in TAKE):
                self._take_seat(action.device)
            return
        self._give_back(action.device)   # a pad plugged back in while another screen was on top
        seat = self.seat_for(action.device)
        on_turn = seat is not None and seat in self.on_turn() and not self.ended
        if action.name == "back":
            if not (on_turn and self.back(seat)):
                self.open_pause()
            return
        if not on_turn:
            if action.name in PRESSES and seat is not None:
                self._say_waiting(seat)
            return
        self.act(seat, action)

    def _take_seat(self, device: DeviceId) -> None:
        """A device takes the first waiting seat (a replugged pad comes back new)."""
        waiting = self.orphans()
        lost = self.match.seats[waiting[0]].device if waiting else None
        lost_name = self.app.devices.name_of(lost) if lost is not None and lost.kind == "pad" else None
        seat = self.seating.take_seat(device, self.on_turn(), lost_name)
        if seat is not None:
            self.seats_changed()
            self.tell(seat, _("{name} plays on with {device}").format(name=self.match.seats[seat].name,
                                                                device=self.app.devices.label_of(device)),
                      theme.GOOD)

    def _give_back(self, device: DeviceId) -> None:
        """A pad plugged back in after another device stood in for it: its seats come back to it."""
        if device.kind != "pad" or self.seating.seats_of(device):
            return
        seat = self.seating.give_back(device, self.app.devices.name_of(device))
        if seat is not None:
            self.seats_changed()
            self.tell(seat, _("{name} plays on with {device} again").format(name=self.match.seats[seat].name,
                                                                      device=self.app.devices.label_of(device)),
                      theme.GOOD)

    def seats_changed(self) -> None:
        """A seat changed hands (another device took it over); a mode may look again at who plays how."""

    # ------------------------------------------------------------------ phones (game/phones/views.py)
    @property
    def phone_title(self) -> str:
        return modes.get(self.mode).label

    def phone_offers(self) -> list:
        """The seats a phone may take: a person's seat whose phone is away (or never came), or whose
        pad is unplugged while the game waits for it; a solo game's one seat (every device plays it)."""
        from game.phones.views import Offer

        if self.match.attract or self.ended:
            return []
        waiting = set(self.orphans())
        if self.seat_policy == "solo":
            waiting.add(0)   # alone at the table every device plays: a phone too
        offers = []
        for seat, info in enumerate(self.match.seats):
            device = info.device
            if device is None:
                continue
            away_phone = device.kind == "phone" and not self.app.devices.connected(device)
            if away_phone or seat in waiting:
                offers.append(Offer(seat, info.name, info.name, info.colour,
                                    device.index if device.kind == "phone" else None))
        return offers

    def phone_take(self, offer, device: DeviceId, name: str) -> bool:
        seats = self.match.seats
        if not 0 <= offer.key < len(seats) or seats[offer.key].device is None:
            return False
        if seats[offer.key].device != device and all(o.key != offer.key for o in self.phone_offers()):
            return False
        self.seating.give(offer.key, device, name)
        self.seats_changed()
        return True

    def phone_view(self, device: DeviceId) -> dict | None:
        seat = self.seat_for(device)
        return None if seat is None else self.phone_pad(seat)

    def phone_pad(self, seat: int) -> dict:
        """The phone of `seat` as a controller: whose turn, its score, the mode's labelled buttons."""
        from game.phones import views

        info = self.match.seats[seat]
        turn = self.on_turn()
        message = self.messages.get(seat)
        names = [self.match.seats[s].name for s in turn]
        return views.pad(self.phone_title, seat=info.name, colour=views.hex_colour(self.seat_colour(seat)),
                         turn=seat in turn and not self.ended, line=message.text if message else "",
                         score=self.score_of(seat), buttons=self.phone_buttons(seat),
                         on_turn=names[0] if len(names) == 1 else "")

    def phone_buttons(self, seat: int) -> tuple:
        """The mode's labelled buttons on a phone (`game.phones.views.PadButton`s): its `phone_keys`."""
        from game.phones.views import PadButton

        return tuple(PadButton(*key) for key in self.phone_keys)

    def score_of(self, seat: int) -> int | None:
        """`seat`'s score now, for its phone (None: the mode shows none)."""
        return None

    def phone_command(self, device: DeviceId, message: dict):
        from game.phones import views

        seat = self.seat_for(device)
        if message["t"] == "button" and seat is not None:
            yield from views.button_actions(self.phone_buttons(seat), message["key"], device)

    def phone_waits(self) -> bool:
        return bool(self.orphans())

    def _say_waiting(self, seat: int) -> None:
        on_turn = [self.match.seats[s].name for s in self.on_turn()]
        if on_turn:
            self.tell(seat, _("Wait: it is {name}'s turn").format(name=on_turn[0]), theme.TEXT_DIM)

    # -------------------------------------------------------------------- time
    def update(self, dt: float) -> None:
        self.time += dt
        self.effects.update(dt)
        self.messages.update(dt)
        if self.end_timer is not None:
            self.end_timer -= dt
            if self.end_timer <= 0 and self.result is not None:
                self.finish()
                self.result = None
            return
        if self.orphans():
            return
        self.step(dt)

    # -------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        picture = self.still_picture()
        self.screen_copy.show(surface, picture, self.still.take_changes(),   # its lines of text come along
                              intact=getattr(self.app, "screen_kept", None) is self)
        with drawn.noting(surface) as moving:
            self.draw_moving(surface, alpha)
            clip = surface.get_clip()
            surface.set_clip(pygame.Rect(0, 0, surface.get_width(), surface.get_height() - chrome.HELP_BAND))
            self.effects.draw(surface, reduced)      # sparks and bursts never fly over the key hints
            surface.set_clip(clip)
        orphans = self.orphans()
        faded = self.time < chrome.FADE_IN and not reduced
        known = self.reports_moving and moving.known and not orphans and not faded
        self.screen_copy.drawn(moving if known else None)
        if orphans:
            info = self.match.seats[orphans[0]]
            if info.device is not None and info.device.kind == "phone":
                from game.phones import tv

                phones = self.app.phones
                tv.draw_away(surface, info.name, self.seat_colour(orphans[0]), phones.url if phones else None)
            else:
                chrome.draw_disconnected(surface, info)
        chrome.draw_fade_in(surface, self.time, reduced)

    def still_picture(self, still: chrome.StillLayer | None = None, afresh: bool = False) -> pygame.Surface:
        """The still layer a frame starts from, kept in `still` (the scene's own by default) and drawn
        again only as far as its keys changed (base, still picture, patches). With `afresh` the still
        picture and every patch are drawn anew, none put off (tests compare the two)."""
        messages = None if self.messages_in_sections else self.messages.key()
        key = object() if afresh else (self.still_key(), messages, words.generation, lane.busy())
        return (still or self.still).layer(key, self.draw_still, self.base_key(), self.draw_base,
                                           self.patches(), defer=not afresh,
                                           sections=(*self.sections(), self._help_section()))

    def _help_section(self) -> tuple:
        """The controls line along the bottom, a section of the still picture of its own: it changes with the moment
        (the prompts of game.scenes.playkit.prompts), and only it is drawn again then."""
        call = self.match.attract   # (the demo's one call to a passer-by: lit, not the controls' dim: look review 18)
        line = _("Demo game - press any key or button to play") if call else self.help_line()
        return line, lambda surface: chrome.draw_help(surface, line, call), prompts.area(self.app.size, line)
