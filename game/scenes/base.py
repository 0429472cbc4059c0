"""The scene interface. One scene per screen; the app keeps them on a stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from game.app import App
    from game.input.actions import Action


class Scene:
    """A screen of the game.

    The app calls, for the top scene only: `handle` for each pressed action,
    `handle_release` for each released one, `update(dt)` at the fixed step, and
    `draw(surface, alpha)` once per frame (for every scene from the topmost
    opaque one up, so overlays draw over what lies beneath).
    """

    #: False for overlays (pause, dialogs): the scene below is drawn first.
    opaque: bool = True
    #: The name `--scene` knows it by (set by the registry; informational).
    name: str = ""
    #: Pressed actions that open the pause overlay before the scene sees them.
    #: Game scenes keep the default (Esc/B and Start/P); menus that use "back"
    #: to go back set ("pause",) or (); the pause overlay itself sets ().
    pause_actions: tuple[str, ...] = ("back", "pause")
    #: The rules page the pause overlay's "Rules" opens on (a key of
    #: `game.scenes.rules_pages.PAGES`, e.g. "dicetime"); "" for the first.
    rules_page: str = ""

    def __init__(self, app: App, **options: object) -> None:
        self.app = app

    def open_pause(self) -> None:
        """Push the pause overlay (resume, settings, rules, quit to title) over this scene."""
        from game.scenes.pause import open_pause

        open_pause(self.app)

    # Stack life cycle -------------------------------------------------------
    def enter(self) -> None:
        """Pushed on the stack (or put there by replace)."""

    def exit(self) -> None:
        """Popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    # Per frame --------------------------------------------------------------
    def handle(self, action: Action) -> None:
        """A pressed action (key down, button down, click, stick pushed)."""

    def handle_release(self, action: Action) -> None:
        """A released action (key up, button up, stick back to rest)."""

    def update(self, dt: float) -> None:
        """One fixed step of game time (`dt` seconds, constant)."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw on the logical surface; `alpha` is the fraction between the
        last two fixed steps, for interpolating moving things."""

    # Phones (game/phones/views.py `PhoneTable`) ----------------------------
    #: What a phone's page calls this screen while it waits ("" : just "Planet Dice").
    phone_title: str = ""

    def phone_offers(self) -> list:
        """The seats a phone may join here (`game.phones.views.Offer`s): none by default."""
        return []

    def phone_take(self, offer, device, name: str) -> bool:
        """A phone named `name` takes `offer` with `device`; False if it cannot (any more)."""
        return False

    def phone_leave(self, device) -> None:
        """The phone playing with `device` gave its seat up."""

    def phone_view(self, device) -> dict | None:
        """What the phone playing with `device` shows here (None: the seats it may join). By default
        a controller: a joined phone moves through menus like a pad."""
        from game.phones import views

        return views.pad(self.phone_title)

    def phone_command(self, device, message: dict):
        """The actions a phone's command means here (as a pad would press them): none by default."""
        return iter(())

    def phone_waits(self) -> bool:
        """True while the game waits for a seat's device: a phone's command now is kept until it goes on."""
        return False
