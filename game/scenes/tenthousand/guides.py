"""What the 10000 / Zehntausend table tells a player around the throws: before a turn's first throw, the
thrower's cup with who throws and what is at stake (`draw_waiting`, on the felt); in the side panel's free room,
what scores (`draw_what_scores`). Both only read the scene (`view` draws them into its still picture)."""

from __future__ import annotations

import math
import weakref

import pygame

from game import words
from game.render import cups, drawn, text, theme
from game.render.dice_tokens import READ_NUMERAL, face_token
from game.rules.tenthousand import bust_chances
from game.scenes.playkit import chips
from game.scenes.tenthousand.buttons import planets_to_roll
from game.scenes.tenthousand.words import scoring_groups, table_rows
from game.words import _, number

TenThousandScene = object    # (read only; scenes never import one another)
SIZE = text.LABEL      # 25 px: words (as the view's)
VALUE = 42             # 29 px: points


CUP = pygame.Rect(0, 0, 210, 190)    # the room the turn's cup stands in, on the felt before the first throw


def draw_waiting(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """Before a turn's first throw the felt is not bare: the six planets wait in a cup of the thrower's colour
    (Bluff's leather cup), with who throws them (a person is told to roll) and what is at stake: the points a
    turn needs to bank, and with the bankrupt rule the total a first throw with nothing scoring wipes out."""
    felt = scene.panel.felt_rect
    game, rules = scene.game, scene.rules
    room = CUP.copy()
    room.center = (felt.centerx, felt.centery + 8)    # under the turn's ribbon (the tray's upper lane)
    bottom = cups.draw_cup(surface, room, scene.seat_colour(scene.seat)).bottom
    name = scene.match.seats[scene.seat].name
    call = _("Roll the planets!") if scene.person_on_turn else _("{name} throws next").format(name=name)
    box = felt.inflate(-24, -12)
    y = bottom + 30
    text.draw(surface, call, 40, theme.TEXT, bold=True, box=box, center=(felt.centerx, y))
    stakes = [_("At least {points} to bank").format(points=number(rules.bank_minimum))] if rules.bank_minimum else []
    total = game.totals[scene.seat]
    if rules.bankrupt and total > 0:
        stakes.append(_("Nothing scoring on the first throw wipes out {total}").format(total=number(total)))
    for k, line in enumerate(stakes):
        text.draw(surface, line, SIZE, theme.TEXT_DIM, box=box, center=(felt.centerx, y + 42 + k * 32))


CHEAT_SETS = ((1, 1, 1), (2, 2, 2), (4, 4, 4, 4), (1, 2, 3, 4, 5, 6), (2, 2, 3, 3, 6, 6))   # of words.table_rows,
# after the single 1 and 5 side by side, as many as fit, each only if its planets lie side by side beside its points
# (look review 15: the straight's six overlapped one another; in the side panel they do not fit: the table shows them)
CHEAT_TOKEN = 50   # numerals of 30 px type: digits 13 px tall at 800x450 (issue 28's floor)
CHEAT_ROW = 56
CHEAT_STEP = CHEAT_TOKEN + 4   # from a planet to the next of its row
CHEAT_POINTS = 100             # px kept for a row's points
ALIKE_LINE = 34                # px of the line of words saying three alike, where no set's row fits


def legend_die(face: int, digit: bool = True) -> pygame.Surface:
    """A "what scores" planet die (its digit as big as reads at 800x450: look review 26 measured ~11 px)."""
    return face_token(face, CHEAT_TOKEN, numeral=digit, least_numeral=READ_NUMERAL)


def _draw_die(surface: pygame.Surface, centre: tuple[int, int], face: int) -> None:
    image = legend_die(face)
    drawn.note(surface, surface.blit(image, image.get_rect(center=centre)))


def draw_what_scores(surface: pygame.Surface, scene: TenThousandScene, x: int, top: int, bottom: int,
                     right: int) -> None:
    """What scores, in planet dice and points, in the room the totals leave free: a single 1 and a single 5
    side by side, then as many of the sets as fit (the whole table is one press away); with room for none of them,
    three alike in one line of words (mid18: three seats' panel listed only the 1 and the 5 beside a bank of 6-6-6)."""
    if bottom - top < 40 + CHEAT_ROW:
        return
    pygame.draw.line(surface, theme.PANEL_EDGE, (x, top), (right, top), 1)
    text.draw(surface, _("{mode}: what scores").format(mode=scene.match.info.label), SIZE, theme.ACCENT, bold=True,
              box=pygame.Rect(x, top + 4, right - x, 34), topleft=(x, top + 6))
    rows = table_rows(scene.rules)
    y = top + 40
    middle = y + CHEAT_TOKEN // 2
    half = (right - x) // 2
    for k, (dice, points, _note) in enumerate(rows[:2]):     # a single 1, a single 5
        _draw_die(surface, (x + k * half + CHEAT_TOKEN // 2, middle), dice[0])
        text.draw(surface, number(points), VALUE, theme.TEXT, bold=True,
                  midright=(x + (k + 1) * half - (24 if k == 0 else 0), middle))
    y += CHEAT_ROW
    room = right - x - CHEAT_POINTS
    sets = [row for row in rows[2:] if row[0] in CHEAT_SETS and (len(row[0]) - 1) * CHEAT_STEP + CHEAT_TOKEN <= room]
    if sets and y + CHEAT_ROW > bottom and y + ALIKE_LINE <= bottom:
        rules = scene.rules
        line = _("3 alike: {factor} × face, 1s: {ones}").format(
            factor=number(rules.three_of_a_kind_factor), ones=number(rules.three_ones))
        text.draw(surface, line, SIZE, theme.TEXT, box=pygame.Rect(x, y - 2, right - x, ALIKE_LINE), topleft=(x, y))
    for dice, points, _note in sets:
        if y + CHEAT_ROW > bottom:
            break
        for i, face in enumerate(dice):
            _draw_die(surface, (x + CHEAT_TOKEN // 2 + i * CHEAT_STEP, y + CHEAT_TOKEN // 2), face)
        text.draw(surface, number(points), VALUE, theme.TEXT, bold=True, midright=(right, y + CHEAT_TOKEN // 2))
        y += CHEAT_ROW


_WORTH: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # a scene's last chips: (what they depend on, chips)


def worth_chips(scene: TenThousandScene) -> list[tuple[str, int, pygame.Rect]]:
    """(label, type size, place) of what each scoring group of the throw is worth, as near its planets as room allows
    and over none of them (`chips.place`: above them, under them, beside them, else the nearest free place on the
    felt). Kept while the throw lies as it lies: the frame that shows its glow and the one that puts its planets on
    the still layer place the same chips (a crowded felt's search cost ~0.3 ms of each)."""
    panel = scene.panel
    roll = tuple(scene.turn.last_roll or ())
    centres = tuple(map(panel.die_center, panel.on_felt))
    key = (roll, tuple(scene.roll_map), centres, tuple(panel.felt_rect), panel.radius, words.generation)
    kept = _WORTH.get(scene)
    if kept is not None and kept[0] == key:
        return kept[1]
    dice = [chips.die_box(c, panel.radius) for c in centres if c is not None]
    placed: list[tuple[str, int, pygame.Rect]] = []
    taken: list[pygame.Rect] = []
    for positions, points in scoring_groups(roll, scene.rules):
        centers = [c for c in (panel.die_center(scene.roll_map[i]) for i in positions) if c is not None]
        if not centers:
            continue
        label = f"+{points}" if len(positions) == 1 else _("+{points} together").format(points=points)
        size = VALUE if len(positions) == 1 else SIZE    # "+100" is a value; "+2000 together" words
        chip = text.render(label, size, theme.GOOD, True).get_rect().inflate(12, 2)
        box = chips.place(chip.size, centers, dice, panel.felt_rect.inflate(-8, -8), taken)
        if box is not None:     # (none: no free felt; the panel's turn total still says it)
            taken.append(box)
            placed.append((label, size, box))
    _WORTH[scene] = (key, placed)
    return placed


TO_ROLL_DIE = 36   # px: a planet of the "to roll" row (a picture, no numeral: its count is what it says)
TO_ROLL_STEP = TO_ROLL_DIE + 4
CAPTION_LIFT = 14  # px the row stands higher than its line's middle: its captions under it, above the totals


def to_roll(scene: TenThousandScene) -> tuple[int, int | None]:
    """The planets the next throw throws and the chance (%) it scores nothing; no chance before anything is set aside
    (a throw of all those planets is not one the player can make: final read 18). The chances worked out from the
    rules once, as the scene is made (look review 22)."""
    left = planets_to_roll(scene)
    turn = scene.turn
    if turn is not None and turn.phase == "keep" and scene.keep_preview()[0] is None:
        return left, None
    return left, round(100 * bust_chances(scene.rules)[left - 1])


def draw_to_roll(surface: pygame.Surface, scene: TenThousandScene, x: int, middle: int, right: int) -> None:
    """The side panel's row under the turn total, in pictures (look review 26: the panel was sentences): a planet die
    for each planet the next throw throws, then the chance it busts as a red slice of a dial and its percent."""
    left, risk = to_roll(scene)
    middle -= CAPTION_LIFT   # (a caption under each: look review 27a #15, the row and the dial had no label)
    for k in range(left):
        image = face_token(k + 1, TO_ROLL_DIE, numeral=False)
        drawn.note(surface, surface.blit(image, image.get_rect(center=(x + TO_ROLL_DIE // 2 + k * TO_ROLL_STEP,
                                                                       middle))))
    under = middle + TO_ROLL_DIE // 2 + 2
    text.draw(surface, _("next throw: {n}").format(n=left), SIZE, theme.TEXT_DIM, topleft=(x, under))
    if risk is None:
        return
    label = text.draw(surface, _("{percent}%").format(percent=risk), VALUE,   # (German: "28 %")
                      theme.DANGER if risk >= 50 else theme.TEXT, bold=True, midright=(right, middle))
    dial(surface, (label.left - 22, middle), 14, risk / 100)
    text.draw(surface, _("bust chance"), SIZE, theme.TEXT_DIM, topright=(right, under))


def dial(surface: pygame.Surface, centre: tuple[int, int], radius: int, share: float) -> None:
    """A round dial with `share` of it a red slice from twelve o'clock: the bust risk as a picture."""
    drawn.note(surface, pygame.draw.circle(surface, theme.PANEL_EDGE, centre, radius))
    steps = max(2, round(48 * share))
    points = [centre] + [(centre[0] + radius * math.sin(2 * math.pi * share * i / steps),
                          centre[1] - radius * math.cos(2 * math.pi * share * i / steps)) for i in range(steps + 1)]
    if share > 0:
        pygame.draw.polygon(surface, theme.DANGER, points)
    pygame.draw.circle(surface, theme.TEXT_DIM, centre, radius, 2)
