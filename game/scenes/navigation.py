"""Going somewhere: every move between screens, by registry name, in one place.

No scene imports a sibling scene to go somewhere; it calls one of these. The scenes are
found through `game.scenes.registry` and the modes through `game.modes`, so a new mode
gets its title entry, setup, play, results and high scores without edits here.
"""

from __future__ import annotations

from game import modes
from game.scenes.registry import SCENES, scene_class
from game.words import _


def build(app, name: str, **options):
    """A new scene of registry name `name`, built as `Class(app, **options)`."""
    return scene_class(name)(app, **options)


def push(app, name: str, **options):
    scene = build(app, name, **options)
    app.scenes.push(scene)
    return scene


def replace(app, name: str, **options):
    scene = build(app, name, **options)
    app.scenes.replace(scene)
    return scene


# ------------------------------------------------------------------------- modes
def is_playable(mode: str) -> bool:
    """True if `mode`'s play scene (and its setup screen, if it has one) is registered."""
    info = modes.get(mode)
    return info.scene in SCENES and (info.setup is None or info.setup in SCENES)


def open_mode(app, mode: str, opener=None):
    """From a menu: the mode's setup screen, or (without one) its play scene's quick game, on top.
    `opener`: the device that chose the mode (it takes seat 1 on the setup screen)."""
    info = modes.get(mode)
    if info.setup is not None:
        return to_setup(app, mode, opener)
    return push(app, info.scene)


def to_setup(app, mode: str, opener=None):
    """Push the setup screen of `mode` (the seats, then Start); `opener` (a DeviceId) sits in seat 1."""
    info = modes.get(mode)
    if info.setup is None:
        raise ValueError(f"mode {mode!r} has no setup screen")
    return push(app, info.setup, mode=mode, **({"opener": opener} if opener is not None else {}))


def start_match(app, config) -> bool:
    """Replace the top scene with the play scene of `config.mode` (a `MatchConfig`); False
    (and a notice) if that mode's play scene is not available."""
    info = modes.get(config.mode)
    if info.scene not in SCENES:
        app.notify(_("{mode} cannot be played yet: its play screen is missing.").format(mode=_(info.label)))
        return False
    replace(app, info.scene, match=config)
    return True


def start_demo(app, mode: str, seats: int | None = None):
    """Push a demo game of `mode`: computer players in every seat (the idle title's attract mode)."""
    from game.match import attract_match  # not needed for the title's first frame (start-up)

    info = modes.get(mode)
    return push(app, info.scene, match=attract_match(mode, seats or info.attract_seats))


def to_results(app, result):
    """Replace the play scene with the end screen of `result` (a `MatchResult`)."""
    app.last_result = result
    return replace(app, "results", result=result)


def to_high_scores(app, mode: str, highlight: tuple[int, ...] = ()):
    """Push the high-score tables, open on `mode`'s, with the rows `highlight` marked."""
    return push(app, "highscores", mode=mode, highlight=highlight)


def to_initials(app, match, scores: tuple[tuple[int, int], ...], on_done):
    """Initials entry over the results for the seats whose scores earn a high-score place (`scores`:
    (seat, score) pairs); `on_done(places)` gets where each seat's score went. An entry screen, not a
    registered scene (it cannot start on its own, and the run report names the screen under it)."""
    from game.scenes.initials import InitialsScene

    scene = InitialsScene(app, match=match, scores=scores, on_done=on_done)
    app.scenes.push(scene)
    return scene


# ------------------------------------------------------------------------- leaving
def to_title(app) -> None:
    """Pop down to the title screen (or start over with one if it is not on the stack)."""
    title = scene_class("title")
    if any(isinstance(scene, title) for scene in app.scenes):
        while not isinstance(app.scenes.top, title):
            app.scenes.pop()
    else:
        app.scenes.clear_to(title(app))


def back(app) -> None:
    """Leave the top screen: back to the one beneath, or to the title if it is alone."""
    if len(app.scenes) > 1:
        app.scenes.pop()
    else:
        to_title(app)
