"""A skin: how a screen's keys and panels are dressed (look review 26: "the same purple-bevel button and
navy-plus-bronze panel appear on every one of the 53 screens; that is what makes the game look generic ... give each
mode an accent").

A `Skin` is plain, frozen data: the hue of its panels' trim. Each mode declares its own in
its package (`game.scenes.<mode>`, found by name with `game.scenes.mode_skins.skin_of`) and a screen passes it down
to what it draws (`marks.button(..., skin=)`, `panel.material(..., skin=)`, `ButtonRow(..., skin=)`); there is no
"current skin" to set. The menus, the title and the settings wear `MENU`: a neutral slate trim. Gold is never an
accent (it is the rewards' and titles': `theme.TITLE`), nor red (danger).

The keys are one language on every screen (look reviews 27a/27b #4: "Roll is teal, Fill in and Hint are green in
Dicetime, Hint is magenta in Triple and blue in Puzzle ... colour does not mean one thing"): the main action's face is
the action's teal (`theme.ACTION_FACE`), every other key the menus' indigo (`KEY`), a key that cannot be pressed the
one greyed look (`OFF`), in every mode. A mode's accent is its frames' and trims' alone; red is for what destroys.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.render import theme


def mix(colour, towards, amount: float) -> tuple[int, int, int]:
    """`colour` moved `amount` (0..1) of the way to `towards`."""
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour[:3], towards[:3], strict=True))  # type: ignore


KEY = (44, 40, 112)      # every key's face but the main action's: the menus' lacquered indigo (faces.LACQUER)
QUIET = mix(KEY, (0, 0, 0), 0.32)             # a quiet key's face (and a tab's): the keys' face in shade
OFF = mix(KEY, theme.SPACE_LIGHT, 0.72)       # a key that cannot be pressed now: its face greyed towards the night


@dataclass(frozen=True)
class Skin:
    """A screen's dress: `trim` the middle of its panels' trim (a bevel lit from the north-west: `trim_lit` where it faces the lamp, `trim_dark` away), the
    heading plates a tint of it. `name`: whose skin it is (a mode's name, or "menu")."""

    name: str
    trim: tuple[int, int, int]

    @property
    def key(self) -> tuple[int, int, int]:
        """A key's face: the same in every mode (`KEY`; white letters keep 4.5:1 on it)."""
        return KEY

    @property
    def trim_lit(self) -> tuple[int, int, int]:
        return mix(self.trim, (255, 255, 255), 0.55)

    @property
    def trim_dark(self) -> tuple[int, int, int]:
        return mix(self.trim, (0, 0, 0), 0.72)

    @property
    def outline(self) -> tuple[int, int, int]:
        """The trim's outermost pixel: it stands off the sky."""
        return mix(self.trim, (0, 0, 0), 0.85)

    @property
    def plate(self) -> tuple[int, int, int, int]:
        """A heading's plate over a panel's face (translucent): the trim's hue, lit."""
        return (*self.trim, 60)

    @property
    def quiet(self) -> tuple[int, int, int]:
        """A quiet key's face (and a tab's): the keys' face in shade, the same in every mode."""
        return QUIET

    @property
    def off(self) -> tuple[int, int, int]:
        """A key that cannot be pressed now: its face greyed towards the night, the same in every mode."""
        return OFF


MENU = Skin("menu", trim=(94, 102, 150))   # the menus': a neutral slate trim
