"""What frames every play screen: the still layer cache, the title bar, the help line,
the "controller disconnected" card and the entry fade.

Still layer: everything that does not move from frame to frame (the sky, the tray boxes, resting dice, the score
table, the title bar) is drawn once into one opaque surface and redrawn only when its key changes; a frame is then
one blit plus what moves::

    still = StillLayer(app.size)
    surface.blit(still.layer(key, draw_still), (0, 0))   # draw_still(surface) paints over the sky

Under it, optionally, a base: the sky with what changes even more rarely (the tray boxes) drawn once per `base_key`,
so a redraw of the still picture starts from one copy of the base instead of painting the sky and blending the big
tray pictures again. The last few bases are kept by key (a turn change finds its base drawn already)::

    surface.blit(still.layer(key, draw_still, base_key, draw_base), (0, 0))

Over it, optionally, patches: parts with a key of their own (the score sheet, a clock) drawn onto the kept picture
whenever their key changes, without drawing the rest again. A patch must cover the same pixels (its `area`) with an
opaque picture every time and nothing else may draw there: the sky's stars keep off it, so none is cut in half by a
patch's edge. A patch drawn in a frame that drew the still picture again (`redrawn_now`) may put off its own new
picture: it draws its last one and returns False, and is drawn again the next frame; in a frame that drew only sections
again (see below) a changed patch is put off without being asked (its last picture still shows). Never two frames
running: a patch put off last frame is drawn now, whatever else is (`redrawn_now` is False for it)::

    surface.blit(still.layer(key, draw_still, patches=((sheet_key, draw_sheet, sheet_rect),)), (0, 0))

A patch may be partial (a fifth item True: `(key, draw, area, late, True)`): while it is drawn over its own last
picture (`patch_kept`: the still picture was not drawn again, nor a section over it) nothing is forgotten for it, and
it paints (and forgets the lines of) only what changed, returning those rects (the layer's coordinates), or False
(put off, nothing painted); the screen then copies only those again (the score sheet: a throw's previews are a few of
its columns).

Within it, optionally, sections: parts of the still picture with a key of their own (a tray's resting dice, the turn
buttons), drawn with it, in their turn after `draw_still`, the sky's stars around them as around the rest; when only a
section's key changes, that section alone is drawn again: what lay under it (kept when the picture was drawn, with no
star yet) is put back over its area grown to whole stars, the section drawn, and the stars of that area painted again,
exactly as drawing the whole picture again would have. A section owns its area: nothing else draws over what it draws
there, and sections do not overlap one another or a patch (if their grown areas overlap, a section's change draws the
whole picture again)::

    still.layer(key, draw_still, sections=((tray_key, draw_tray, tray_rect), (buttons_key, draw_buttons, rect)))

A section may be steady (a fifth item, its steady key: `(key, draw, area, late, steady)`): drawn again alone while its
steady key is the one it had, only where its last drawing painted is put back (what its drawings noted with
`game.render.drawn.note`, and its lines), no star painted again, and the screen copies only that and the new drawing's
places. Its promise: under the same steady key it draws only where no star can show (over the tray box's felt, say: a
tray's resting planets; its places are joined where they overlap, so their joins must stay there too) and its drawings
note where they paint (else it is put back whole).

A section may be late (a fourth item: how many frames its change may wait, True is 1; or `(frames, handover)`: so
many while `handover` is the one of its last drawing). Of the sections that changed, a frame draws those that may wait
no longer, else the first of those with the least wait left (one a frame): a landing draws 10000's action bar (late 1),
its tray's glow (late 2 while its planets, drawn moving, stay off the layer), then its side panel (late 2). A layer
drawn afresh (`defer=False`) draws every change. Patches alike: Bluff's status, track (late 1), cards (late n seats).

Within a section, a patch or the still picture, optionally, kept parts (`kept_part`): a part drawn once per key on each
picture and blitted from then on while its key is one of its last few (10000's totals under "this turn", which change
more rarely than the rest of their section; a Bluff seat's card, which comes back to a look it had as the turn goes
round): the same pixels and lines, for a part whose area shows the same ground every time it is drawn. A layer drawn
afresh (`defer=False`) draws every kept part, so comparing with one tests the kept pictures.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Hashable, Sequence

import pygame

from game.match import Seat
from game.render import copying, key_caps, lane, rockets, text, theme
from game.render.backdrop import TEXT_CLEAR, Backdrop
from game.render.drawn import noting
from game.render.panel import material, wash
from game.words import _

MARGIN = 16
BASES = 4                # bases kept by key (a surface of the screen's size each)
TOP = 56                 # the title bar's height: play areas start below it
FADE_IN = 0.35           # s of the entry transition


class StillLayer:
    """The sky drawn once, and over it the scene's still picture, redrawn when its key changes."""

    def __init__(self, size: tuple[int, int], mood: str = "") -> None:   # mood: game.render.sky's ('': the menus')
        self.size = size
        self._sky: pygame.Surface | None = None
        self.backdrop = Backdrop(size, planets=0, mood=mood)
        self._bases: dict[Hashable, pygame.Surface] = {}   # the last BASES bases by key, the latest last
        self._base_key: Hashable = object()
        self._layer: pygame.Surface | None = None
        self._key: Hashable = object()
        self._patch_keys: tuple[Hashable, ...] = ()
        self._sections: list[_Section] = []
        self._sections_apart = True
        self._still_rects: list[pygame.Rect] = []
        self._grown: dict[tuple, tuple[pygame.Rect, set[int]]] = {}
        self._cleans: dict[tuple, pygame.Surface] = {}   # what lay under each section, by its area
        self.redraws = 0   # how often the still picture was drawn (a cache that works keeps this low)
        self.base_redraws = self.patch_redraws = self.section_redraws = 0
        self.redrawn_now = False   # while patches are drawn: the still picture under them was drawn this frame
        self.patch_kept = False    # while a partial patch is drawn: the layer shows its last picture, lines and all
        self._waited: dict[int, int] = {}   # the late patches waiting: how many frames each has waited
        self._put_off: set[int] = set()  # the patches put off last frame (while the picture or a section was drawn)
        self._changes: list[pygame.Rect] | None = None   # the areas drawn again since `take_changes` (None: all)

    @property
    def sky(self) -> pygame.Surface:
        """The sky's picture (drawn once); its stars are painted over each still picture where the sky
        still shows and no text is (`Backdrop.paint_stars_around`): never between two letters."""
        if self._sky is None:
            self._sky = pygame.Surface(self.size)
            self.backdrop.paint_gradient(self._sky)
        return self._sky

    def base(self, key: Hashable = (), draw_base: Callable[[pygame.Surface], None] | None = None) -> pygame.Surface:
        """The sky with `draw_base`'s picture over it, drawn again only when `key` changes."""
        if draw_base is None:
            return self.sky
        if key == self._base_key:
            return self._bases[key]
        base = self._bases.pop(key, None)
        if base is None:
            if len(self._bases) < BASES:
                base = self.sky.copy()
            else:   # the oldest one's surface: a fresh one costs its page faults
                base = self._bases.pop(next(iter(self._bases)))
                text.blit(base, self.sky, (0, 0))   # the lines the old base showed are gone
            draw_base(base)
            self.base_redraws += 1
        self._bases[key] = base
        self._base_key = key
        self._key = object()            # the still picture lies on the base: draw it again too
        return base

    def layer(self, key: Hashable, draw_still: Callable[[pygame.Surface], None], base_key: Hashable = (),
              draw_base: Callable[[pygame.Surface], None] | None = None,
              patches: Sequence[tuple] = (),   # (key, draw, area), (key, draw, area, late) or (..., late, partial)
              defer: bool = True,
              sections: Sequence[tuple] = ()   # (key, draw, area), (key, draw, area, late) or (..., late, steady)
              ) -> pygame.Surface:
        """The still picture for `key` over the base, with the patches over it; the surface is reused, so blit it
        before the next call. Without `defer` (a drawing afresh, as the tests compare with), no patch puts off its new
        picture and every kept part (`kept_part`) is drawn, none blitted. A redraw copies the base into the same
        surface rather than making a new one: a fresh 1280x720 surface costs its page faults (~1 ms of a frame)."""
        _AFRESH[0] = not defer
        try:
            return self._drawn(key, draw_still, base_key, draw_base, patches, defer, sections)
        finally:
            _AFRESH[0] = False

    def _drawn(self, key: Hashable, draw_still: Callable[[pygame.Surface], None], base_key: Hashable,
               draw_base: Callable[[pygame.Surface], None] | None,
               patches: Sequence[tuple], defer: bool, sections: Sequence[tuple]
               ) -> pygame.Surface:
        base = self.base(base_key, draw_base)
        keep_off = [pygame.Rect(area) for _key, _draw, area, *_late in patches]
        redrawn = self._layer is None or key != self._key or len(sections) != len(self._sections)
        changed = [] if redrawn else [i for i, (part_key, *_rest) in enumerate(sections)
                                      if part_key != self._sections[i].key]
        moved = not redrawn and any(pygame.Rect(area) != part.area
                                    for (_k, _d, area, *_late), part in zip(sections, self._sections, strict=True))
        if moved or (changed and not self._sections_apart):
            redrawn = True
        elif defer and changed:   # late sections wait while another one is drawn (up to their lateness in frames)
            patience = {i: _lateness(sections[i], self._sections[i]) - self._sections[i].waited for i in changed}
            least = max(0, min(patience.values()))
            now = [i for i in changed if patience[i] <= least][:1 if least else None]   # (none must: one a frame)
            for i in changed:
                if i not in now:
                    self._sections[i].key = _WAITED   # (drawn within its lateness, whatever else changes then)
                    self._sections[i].waited += 1
            changed = now
        if redrawn:
            if self._layer is None:
                self._layer = pygame.Surface(base.get_size())
            text.blit(self._layer, base, (0, 0))   # the base's lines come along, the old picture's go
            with text.recording(self._layer) as drawn:
                draw_still(self._layer)
            self._still_rects = [line.rect for line in drawn]
            self._sections = [self._section(*part[:3], keep_off, part[4] if len(part) > 4 else None, (*part, 0)[3])
                              for part in sections]
            grown = [part.grown for part in self._sections]
            self._sections_apart = all(a.collidelist(grown[i + 1:]) < 0 and a.collidelist(keep_off) < 0
                                       for i, a in enumerate(grown))   # (a section put back over a patch would hide it)
            # (the patches may hold lines of text not known yet: stars keep TEXT_CLEAR off them as off any line)
            self.backdrop.paint_stars_around(self._layer, [*self._text_rects(), *keep_off])
            self._key = key
            self.redraws += 1
            self._changes = None
        else:
            in_part = []   # the steady sections drawn again over their last drawing: no star to paint again
            for i in changed:
                part_key, draw, area = sections[i][:3]
                steady = sections[i][4] if len(sections[i]) > 4 else None
                old = self._sections[i]
                text.forget_lines(self._layer, old.lines)
                last = old.footprint if steady is not None and steady == old.steady else None
                for rect in [old.grown] if last is None else last:   # put back what lay under it (there)
                    copying.blit(self._layer, old.clean, rect.topleft, rect.move(-old.grown.x, -old.grown.y))
                with text.recording(self._layer) as lines, noting(self._layer) as areas:
                    draw(self._layer)
                old.key, old.lines, old.steady, old.waited, old.late = part_key, lines, steady, 0, (*sections[i], 0)[3]
                old.footprint = _footprint(areas, lines, old.grown)
                self.section_redraws += 1
                if last is not None:
                    in_part.append(i)
                if self._changes is not None:   # (a section's stars lie inside its grown area)
                    self._changes.extend([old.grown] if last is None or old.footprint is None else last + old.footprint)
            if len(in_part) < len(changed):   # their stars at once, round every line now shown (grown areas apart)
                again = [self._sections[i] for i in changed if i not in in_part]
                stars = set().union(*(part.stars for part in again))
                near = [part.grown.inflate(2 * TEXT_CLEAR + 8, 2 * TEXT_CLEAR + 8) for part in again]   # (the lines and patches near)
                self.backdrop.paint_stars_around(
                    self._layer, [rect for rect in (*self._text_rects(), *keep_off) if rect.collidelist(near) >= 0],
                    only=stars)
        assert self._layer is not None
        keys = [patch_key for patch_key, *_rest in patches]
        if redrawn or tuple(keys) != self._patch_keys:
            now = (redrawn or bool(changed)) and defer   # (a section drawn again counts too)
            fresh = [i for i, patch_key in enumerate(keys)
                     if redrawn or i >= len(self._patch_keys) or patch_key != self._patch_keys[i]]
            patience = {i: (int((*patches[i], 0)[3]) if i < len(self._patch_keys) else 0) - self._waited.get(i, 0)
                        for i in fresh}     # (a card changing every frame starves none: each waits its lateness at most)
            least = max(0, min(patience.values(), default=0))
            drawn_now = [i for i in fresh if patience[i] <= least][:1 if least else None]   # (none must: one a frame)
            wait = {i for i in fresh if i not in drawn_now} if defer and not redrawn else set()   # while one is drawn
            self._waited = {i: self._waited.get(i, 0) + 1 for i in wait}
            put_off: set[int] = set()
            for index in fresh:
                patch_key, draw_patch, area = patches[index][:3]
                if index in wait:
                    keys[index] = object()   # its last picture shows; its new one next frame
                    continue
                overdue = index in self._put_off    # put off last frame: drawn now (a frame late, never two)
                self.redrawn_now = now and not overdue
                if self.redrawn_now and not redrawn and index < len(self._patch_keys) \
                        and pygame.Rect(area).collidelist([self._sections[i].grown for i in changed]) < 0:
                    keys[index] = object()   # only sections drawn again: its last picture shows; its new one next frame
                    put_off.add(index)
                    continue
                # (a partial patch over its own last picture paints, and forgets the lines of, only what changed)
                kept = (len(patches[index]) > 4 and patches[index][4] and not redrawn and index < len(self._patch_keys)
                        and pygame.Rect(area).collidelist([self._sections[i].grown for i in changed]) < 0)
                if not kept:
                    text.forget(self._layer, pygame.Rect(area))    # a patch paints its area afresh
                self.patch_kept = bool(kept)
                drawn = draw_patch(self._layer)
                self.patch_kept = False
                if drawn is False:   # drew what it had, the new one next frame
                    keys[index] = object()
                    put_off.add(index)
                if self._changes is not None and not (kept and drawn is False):   # (put off over its own: nothing)
                    self._changes.extend(drawn if kept and isinstance(drawn, list) else [pygame.Rect(area)])
                self.patch_redraws += 1
            self.redrawn_now = False
            self._patch_keys, self._put_off = tuple(keys), put_off
        return self._layer

    @property
    def waiting(self) -> bool:   # a late section or patch waits, or a patch was put off: the next frame draws more
        return bool(self._waited or self._put_off) or any(part.key is _WAITED for part in self._sections)

    def take_changes(self) -> list[pygame.Rect] | None:
        """The areas of the picture drawn again since the last call (None: all of it, or not known), and from now
        on none: what a screen that showed the picture then must copy again to show it now."""
        changes, self._changes = self._changes, []
        return changes

    def _section(self, key: Hashable, draw: Callable[[pygame.Surface], None], area: pygame.Rect,
                 keep_off: list[pygame.Rect], steady: Hashable = None, late: Hashable = 0) -> _Section:
        """A section drawn as part of the still picture being drawn now: what lay under it (with no star yet)
        kept, so it can be drawn again alone."""
        assert self._layer is not None
        memo = (tuple(area), tuple(tuple(rect) for rect in keep_off))
        if memo not in self._grown:
            if len(self._grown) > 64:
                self._grown.clear()
                self._cleans.clear()
            self._grown[memo] = self.backdrop.stars_within(pygame.Rect(area), keep_off)
        grown, stars = self._grown[memo]
        grown = grown.clip(self._layer.get_rect())
        kept = self._cleans.get(tuple(area))   # the same surface again: a fresh one costs its page faults
        clean = kept if kept is not None and kept.get_size() == grown.size else pygame.Surface(grown.size)
        self._cleans[tuple(area)] = clean
        copying.blit(clean, self._layer, (0, 0), grown)
        with text.recording(self._layer) as lines, noting(self._layer) as areas:
            draw(self._layer)
        return _Section(key, pygame.Rect(area), grown, stars, clean, lines, steady, _footprint(areas, lines, grown), late)

    def _text_rects(self) -> list[pygame.Rect]:
        """The lines the stars keep off: the still picture's and its sections' (not the patches', drawn later)."""
        return self._still_rects + [line.rect for part in self._sections for line in part.lines]


_WAITED = object()   # the key of a late section that waits: drawn again once its lateness is used up


def _lateness(part: tuple, last: _Section) -> int:   # frames a changed section may wait (True is 1; see the module)
    late = (*part, 0)[3]
    return int(late) if not isinstance(late, tuple) else int(late[0]) if late == last.late else 0


def _footprint(areas, lines: list, grown: pygame.Rect) -> list[pygame.Rect] | None:
    """Where a section's drawing painted (what its drawings noted, and its lines), or None if not known."""
    if not areas.known:
        return None
    joined: list[pygame.Rect] = []   # (overlapping places joined: each pixel is put back and copied once)
    for rect in (area.clip(grown) for area in [*areas, *(line.rect for line in lines)]):
        while rect.width and (other := rect.collidelist(joined)) >= 0:
            rect = rect.union(joined.pop(other))
        if rect.width:
            joined.append(rect)
    return joined


class _Section:
    """A section of the kept picture: its key, where it is (grown to whole stars), what lay under it, its lines."""

    def __init__(self, key: Hashable, area: pygame.Rect, grown: pygame.Rect, stars: set[int],
                 clean: pygame.Surface, lines: list, steady: Hashable = None,
                 footprint: list[pygame.Rect] | None = None, late: Hashable = 0) -> None:
        self.key, self.area, self.grown, self.stars, self.clean, self.lines = key, area, grown, stars, clean, lines
        self.steady, self.late = steady, late   # its steady key and lateness at its last drawing (see the module)
        self.waited = 0                # frames its change has waited (a late section)
        self.footprint = footprint     # where its last drawing painted (None: not known)


# The kept parts of each picture (the still layer's surface): {name: [(key, area, picture), ...] oldest first}. By
# the picture drawn on, so a layer drawn afresh on a surface of its own (the tests' comparisons) draws every part.
_KEPT: weakref.WeakKeyDictionary[pygame.Surface, dict[str, list[tuple[Hashable, tuple, pygame.Surface]]]] = (
    weakref.WeakKeyDictionary())
KEPT_PARTS = {"drawn": 0, "reused": 0}   # the report: kept parts drawn, and blitted from a picture kept
_AFRESH = [False]   # a still layer is being drawn afresh: kept parts are drawn, and neither blitted nor kept


def kept_part(surface: pygame.Surface, name: str, key: Hashable, area: pygame.Rect,
              draw: Callable[[pygame.Surface], None], keep: int = 1) -> bool:
    """`draw` (clipped to `area`), or, if `surface` (a top surface) showed the part `name` for `key` there lately
    (one of its last `keep` pictures), the picture it drew then, blitted with its lines of text. The caller's
    promise: `area` shows the same ground under the part whenever it is drawn (say, the bare sky: the part is drawn
    in its section or patch, before the stars), and the picture depends on `key` alone. Returns whether it drew."""
    area = pygame.Rect(area)
    clip = surface.get_clip()
    if _AFRESH[0]:
        surface.set_clip(area.clip(clip))
        draw(surface)
        surface.set_clip(clip)
        return True
    kept = _KEPT.setdefault(surface, {}).setdefault(name, [])
    for index, (kept_key, kept_area, picture) in enumerate(kept):
        if kept_key == key and kept_area == tuple(area):
            kept.append(kept.pop(index))
            text.blit(surface, picture, area.topleft)
            KEPT_PARTS["reused"] += 1
            return False
    surface.set_clip(area.clip(clip))
    with text.recording(surface) as lines:
        draw(surface)
    surface.set_clip(clip)
    picture = kept.pop(0)[2] if len(kept) >= keep else None   # the oldest one's surface: a fresh one costs faults
    if picture is None or picture.get_size() != area.size:
        picture = pygame.Surface(area.size)
    text.keep_copy(picture, surface, area, lines)   # (not `text.blit`: a recording would see its lines as shown)
    kept.append((key, tuple(area), picture))
    KEPT_PARTS["drawn"] += 1
    return True


def seat_colour(info: Seat) -> tuple[int, int, int]:
    return rockets.seat_colour(info.colour)


def draw_title_bar(surface: pygame.Surface, title: str, status: str, on_turn: Seat | None = None) -> pygame.Rect:
    """The mode's title on the left, then (if given) the seat on turn with its rocket, the status (round, time, ...) on
    the right. Returns the part of the bar left empty between them."""
    left = (title_rect := text.draw(surface, title, text.LABEL, theme.TEXT, bold=True, midleft=(MARGIN, TOP // 2))).right
    status_rect = draw_status(surface, status)
    if on_turn is not None:
        rockets.draw_rocket(surface, on_turn.rocket, on_turn.colour, (title_rect.right + 50, TOP // 2), 40,
                            angle=math.pi / 2, flame=0.7)
        left = text.draw(surface, _("{name}'s turn").format(name=on_turn.name), text.LABEL, seat_colour(on_turn),
                         bold=True, midleft=(title_rect.right + 80, TOP // 2)).right
    end = status_rect.left - (key_caps.BAND_PAD if status else 0)    # (the status's band: look review 24, a toast ~6 px
    return pygame.Rect(left, 0, max(0, end - left), TOP)                # from the "Round 1 of 13" pill)


def draw_status(surface: pygame.Surface, status: str) -> pygame.Rect:
    """The title bar's status (round, time, ...) at its right, quiet, on a band of the night as the controls line is:
    it reads over a planet of the sky (look review 20: "Game over · to 5,000" over an orange planet's lit rim)."""
    if status:   # (darker than the controls' band: a planet's lit rim lies up here)
        band = key_caps.night_band(text.width_of(status, text.LABEL) + 2 * key_caps.BAND_PAD, text.line_height(text.LABEL),
                                   225)
        surface.blit(band, band.get_rect(midright=(surface.get_width() - MARGIN + key_caps.BAND_PAD, TOP // 2)))
    return text.draw(surface, status, text.LABEL, theme.TEXT_DIM, midright=(surface.get_width() - MARGIN, TOP // 2))


HELP_BAND, HELP_SIZE = 34, text.LABEL   # px along the bottom edge: the controls line, where no effect flies; its type,
# 25 px: capitals 11.3 px tall at 800x450 (issue 28's floor)


def draw_help(surface: pygame.Surface, line: str, call: bool = False) -> None:
    """The controls line along the bottom edge, its keys as key caps (game.render.key_caps), left of a toast in the lane's
    corner or aside while it shows (game/ui/toasts.py). A `call` (the demo's "press any key"): lit words (review 18)."""
    width, height = surface.get_size()
    if call and not lane.busy():   # (the demo's call steps aside for a toast)
        text.draw(surface, line, HELP_SIZE, theme.ACCENT, box=pygame.Rect(MARGIN, 0, width - 2 * MARGIN, height),
                  midbottom=(width // 2, height - 6))
    if call or not line.strip():
        return
    shown = key_caps.picture(line, HELP_SIZE, width - 2 * MARGIN, theme.TEXT_DIM).get_rect(midbottom=(width // 2, height - 6))
    if (place := lane.place(shown, MARGIN)) is not None:   # (beside a toast in the lane's corner, or aside while it shows)
        key_caps.draw(surface, line, HELP_SIZE, theme.TEXT_DIM, width - 2 * MARGIN, place.midbottom)


def draw_disconnected(surface: pygame.Surface, info: Seat) -> None:
    """The card over a game that waits for a seat whose pad was unplugged."""
    width, height = surface.get_size()
    surface.blit(shade((width, height)), (0, 0))
    box = pygame.Rect(0, 0, 760, 200)
    box.center = (width // 2, height // 2)
    material(surface, box, theme.PANEL, seat_colour(info), 14, 4)
    text.draw(surface, _("{name}'s controller is disconnected").format(name=info.name), 36, theme.TEXT, bold=True,
              center=(box.centerx, box.top + 50))
    lines = (_("Reconnect it, or press A / Enter on another device to take this seat"),
             _("(a pad that plays already then plays both seats, in turn)."))
    for i, line in enumerate(lines):
        text.draw(surface, line, 28, theme.TEXT_DIM, center=(box.centerx, box.top + 105 + 32 * i))


def draw_fade_in(surface: pygame.Surface, time: float, reduced_motion: bool) -> None:
    """The entry transition: the screen rises out of the sky colour over FADE_IN seconds."""
    if time >= FADE_IN or reduced_motion:
        return
    wash(surface, theme.SPACE, round(255 * (1 - time / FADE_IN)))


_SHADES: list[pygame.Surface] = []   # the one kept shade (a new window size replaces it)


def shade(size: tuple[int, int]) -> pygame.Surface:
    """The darkening under the disconnected card (kept: a fresh full-screen alpha surface per frame
    cost ~1-2 ms each)."""
    if not _SHADES or _SHADES[0].get_size() != size:
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        _SHADES[:] = [shade]
    return _SHADES[0]
