"""How the 10000 / Zehntausend table looks: its layout and the pictures of its parts.

Everything here reads a `TenThousandScene` and draws; nothing changes the game. The scene splits
its frame the play kit's way: `draw_still` (title, tray box, glow under resting planets, the side
panel, the buttons and the message) is cached until its key changes; `draw_moving` puts the
planets in flight, the chosen planets' circling stars and the cursor over it every frame.
"""

from __future__ import annotations

import math

import pygame

from game import words
from game.render import drawn, hint_marks, marks, rockets, text, theme
from game.render.panel import draw_panel, drop_shadow, material, wash
from game.render.surface_cache import surface_cache
from game.scenes.playkit import chrome
from game.scenes.tenthousand import guides, message_plate, rack
from game.scenes.tenthousand.buttons import button_states
from game.scenes.tenthousand.ending import draw_players, draw_ranking
from game.scenes.tenthousand.words import goal_line, part_of_a_set, scoring_groups, title_of, winner_lines
from game.words import _, number

# `scene` below is the TenThousandScene (game.scenes.tenthousand.scene), not imported: scenes never import one
# another (tests/test_modes.py), and this module only reads it.
TenThousandScene = object

MARGIN = 16
TOP = 56
TRAY = pygame.Rect(MARGIN, 64, 840, 470)
SIDE = pygame.Rect(TRAY.right + 16, 64, 1280 - TRAY.right - 16 - MARGIN, 470)
KEEP_POPUP_AT = (SIDE.right - 80, SIDE.top + 60)  # right of the turn total, clear of its digits, and of the
# panel's edge even as it pops ("+4000" at 1.35 times its size; look review 23: "+300" at -56 touched it)
TURN_TOTAL_AT = (SIDE.left + 18, SIDE.top + 42)   # the turn total's top left (right under its heading)
TOTAL_SIZE = 72             # the turn total: the panel's one big number (look review 26)
LINES_TOP = SIDE.top + 142  # the middle of the row under it: the planets to roll and the bust risk, or a refusal
# The action bar across the whole width under the tray and the panel (Roll first, the primary action),
# the message line under it, the controls (two lines) at the bottom. Type at 25 px and more: capitals
# 11 px tall at 800x450, value digits 29 px (13 px tall) (tests/render/test_small_screen_floor.py).
BAR = pygame.Rect(MARGIN, TRAY.bottom + 8, 1280 - 2 * MARGIN, 60)
BUTTON_Y = BAR.top + 6
BUTTON_HEIGHT = 48
BUTTONS = ("roll", "take", "bank", "table", "hint")
BUTTON_WIDTHS = {"roll": 250, "take": 230, "bank": 350, "table": 130, "hint": 110}   # (bank: "Nächster Spieler: noch 150")
SIZE = text.LABEL      # 25 px: words
VALUE = 42             # 29 px: points and totals
# (one row: look review 18 found the two-row line busy; a mouse needs no telling that it clicks)


def button_rect(name: str) -> pygame.Rect:
    """Button `name` in the bar: `BUTTON_WIDTHS`' proportions, filling it (look review 18: 130 px bare after Hint)."""
    room = BAR.width - 12 - 10 * (len(BUTTONS) - 1)
    scale = room / sum(BUTTON_WIDTHS.values())
    x = BAR.left + 6
    for k, other in enumerate(BUTTONS):
        width = round(scale * BUTTON_WIDTHS[other]) if k < len(BUTTONS) - 1 else BAR.right - 6 - x
        if other == name:
            return pygame.Rect(x, BUTTON_Y, width, BUTTON_HEIGHT)
        x += width + 10
    raise KeyError(name)


def board_row(seat: int, players: int) -> pygame.Rect:
    """Seat `seat`'s row of the totals board in the side panel."""
    top = SIDE.top + (226 if players == 1 else 190)   # (several seats' board needs no heading: mid18, room for what scores)
    height = min(44, (SIDE.bottom - top - 8) // max(1, players))
    return pygame.Rect(SIDE.left + 8, top + seat * height, SIDE.width - 16, height - 4)


TRACK = (62, 74, 124)   # a total's progress bar's track: the way to the target, plain on the panel and the row


def progress_bar(row: pygame.Rect) -> pygame.Rect:
    """A totals row's progress bar (the track: the whole way to the target), under the name and the total."""
    return pygame.Rect(row.left + 36, row.bottom - 6, row.width - 48, 4)


def board_row_center(seat: int, players: int) -> tuple[int, int]:
    rect = board_row(seat, players)
    return rect.centerx + 40, rect.centery     # between the name and the total: over neither


# ------------------------------------------------------------------------------- the still part
def button_under(cursor: tuple[str, object]) -> object:
    """The button a cursor is on (None on a planet: that cursor moves with the planets, drawn every frame)."""
    return cursor[1] if cursor[0] == "button" else None


def dice_shown(scene: TenThousandScene) -> bool:
    """The planets lie on the felt for this turn: thrown in it, or the last throw of a turn still on
    show (a bust, a bank); not the last turn's planets before the next throw, nor under the end's banner, nor the
    last throw's planets once all six came back (hot dice set aside by the rules: the six wait in the cup)."""
    panel, game = scene.panel, scene.game
    if not panel.has_dice or scene.hot_dice.in_the_cup(panel):   # (all six came back and wait to be thrown)
        return False
    if scene.pause_timer > 0 or panel.rolling or scene.awaiting:
        return True
    return not game.is_over and scene.turn.phase != "roll"


def still_key(scene: TenThousandScene) -> tuple:
    """Changes whenever `draw_still` would draw something else: the end's stage (the title bar, the tray, the
    action bar with the message line and the side panel are sections: `sections`)."""
    return scene.game.is_over, words.generation


def _turn_key(scene: TenThousandScene) -> tuple:
    game = scene.game
    turn = None if game.is_over else scene.turn
    state = None if turn is None else (turn.phase, scene.hot_dice.counted(turn.points), turn.to_roll, turn.confirm_left,
                                       turn.last_roll)
    return (state, frozenset(scene.chosen), scene.seat, scene.shown_seat, scene.busy, scene.awaiting, tuple(game.totals),
            game.round, game.final_round, game.is_over, scene.bust.showing, scene.banked)


def sections(scene: TenThousandScene) -> tuple:
    """The title bar, the tray, the action bar and the side panel's two parts, each with its key; each may show a change
    a few frames late (chrome.StillLayer: a throw's or a landing's three sections over three frames), the tray only while
    its planets stay where they were (see TRAY_LATE).
    The tray is steady while its rim and its column's label stay: a throw or a landing puts back only where the
    waiting cup, the planets, their glow and worth lay. The bar is steady while its message and the bank note stay (only
    its buttons and lines are put back, not the sky under the message line); the side panel is two sections, "this
    turn" (steady: no star painted again) and the totals under it (a throw draws only the first: ~0.3 ms less)."""
    panel = scene.panel
    shown, glowing = dice_shown(scene), scene.glowing
    hint = None if scene.hint is None else (scene.hint.action, tuple(scene.hint.keep))
    handover = (panel.still_picture, shown, scene.roll_map, bool(panel.aside), strip_banner(scene), scene.game.is_over,
                scene.person_on_turn, scene.seat, tuple(scene.game.totals), box_colour(scene), scene.bust.showing)
    tray = (glowing, scene.turn.last_roll if glowing and shown else None, hint if glowing and shown else None, handover,
            rack.points(scene))
    turn = _turn_key(scene)
    bar = turn + (scene.person_on_turn, button_under(scene.cursor), scene.messages.key(), shown)
    game = scene.game
    steady = (box_colour(scene), aside_label(scene), game.is_over, rack.points(scene))   # (planets, glow, worth, rings, the cup: noted)
    return (((scene.shown_seat, game.round, game.final_round, game.is_over), lambda surface: draw_title(surface, scene),
             TITLE_BAR, TITLE_LATE),
            (tray, lambda surface: draw_tray(surface, scene), panel.rect, (TRAY_LATE, handover), steady),
            (bar, lambda surface: draw_bar(surface, scene), BAR_AND_MESSAGE, BAR_LATE,
             None if game.is_over else (scene.messages.key(), bank_note(scene))),   # (steady: the buttons change)
            (turn, lambda surface: draw_side(surface, scene), TURN_PART, SIDE_LATE,
             None if game.is_over else ()),   # (steady: the lines of "this turn" change, on its panel)
            (totals_key(scene), lambda surface: chrome.kept_part(surface, "totals", totals_key(scene), TOTALS_PART,
                                                                 lambda surface: draw_totals(surface, scene)),
             TOTALS_PART, TOTALS_LATE))


# Frames each section's change may wait while another is drawn (chrome.StillLayer): a landing draws the bar, the next
# frame the tray's glow and worth (~0.2-0.7 ms; in the landing's frame, with its physics and the planets still drawn
# moving under their rings, the slowest of a throw), the one after the side panel's "this turn" (all three in one frame,
# or the bar and the panel in one, were the slowest frames: ~0.4 ms each); a turn passing then the totals, and the
# title bar last. The tray waits only while the planets stay where they were (drawn moving, or at rest on the layer:
# its hand-over key): a throw taking them off the layer, or their rest putting them on it, is drawn in its frame.
TITLE_LATE, TRAY_LATE, BAR_LATE, SIDE_LATE, TOTALS_LATE = 4, 2, 1, 2, 3
TITLE_BAR = pygame.Rect(0, 0, 1280, TOP)
BAR_AND_MESSAGE = BAR.union(pygame.Rect(BAR.left, BAR.bottom, BAR.width, 720 - chrome.HELP_BAND - 6 - BAR.bottom))  # (a
# message may wrap; the controls line under it is a section of its own: game.scenes.playkit.prompts.area)


def draw_bar(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The action bar and the message line under it (a refusal, a bust, a hint)."""
    draw_buttons(surface, scene)
    draw_message(surface, scene)


def strip_banner(scene: TenThousandScene) -> bool:
    """The HOT DICE moment shows on the felt (the six just left the column: it says nothing while it shows)."""
    return scene.hot_dice.showing


def box_colour(scene: TenThousandScene) -> tuple[int, int, int]:
    """The tray's rim: the colour of the seat shown (drawn in the tray's section: a turn passing draws the sections
    again, not the whole picture over another base); at the end the winner's (review 17: the last turn's stayed)."""
    seat = scene.game.winners()[0] if scene.game.is_over else scene.shown_seat
    return rockets.seat_colour(scene.match.seats[seat].colour)


def draw_base(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """Under the still part, drawn once: the tray box (its rims in the seat's colour come with the tray)."""
    scene.panel.draw_box(surface, felt=scene.mode)


def draw_still(surface: pygame.Surface, scene: TenThousandScene) -> None:
    for box in (SIDE, BAR):   # their soft shadows on the sky, here: their sections draw them within their own areas
        drop_shadow(surface, box, 14)
    if scene.game.is_over:
        scene.ending.draw_stage(surface, scene)    # the winner's rocket and points, the seats ranked


def draw_tray(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The tray's still part: "Roll the planets!", or the planets at rest with the scoring ones' glow and worth,
    the hint's marks, the set-aside strip's label."""
    panel = scene.panel
    panel.draw_rim(surface, box_colour(scene))
    shown = dice_shown(scene)
    hot = strip_banner(scene) and not scene.game.is_over
    if not hot and not shown and not scene.game.is_over:   # (the felt bare here: HOT DICE's still part made ahead,
        scene.hot_dice.keep_felt(surface, panel.felt_rect, _("HOT DICE! All six again"))   # and a bust's cold felt)
        scene.bust.keep_felt(surface, panel.felt_rect)
    cold = shown and scene.bust.showing and not hot     # a bust: the felt gone cold under the planets, greyed
    if cold:
        scene.bust.cold_felt(surface, panel.felt_rect)
    if hot:                       # HOT DICE: the felt warmed (the six and the title: `draw_moving`)
        scene.hot_dice.draw_stage(surface, panel.felt_rect)
    elif not scene.game.is_over and not shown:
        guides.draw_waiting(surface, scene)
    glow = scene.glowing and shown and not hot   # (the throw's worth once HOT DICE gives the felt back)
    if glow:
        draw_glow(surface, scene)
    hint = scene.hint if glow and scene.hint is not None and scene.hint.action == "keep" else None
    hinted = [c for c in (panel.die_center(scene.roll_map[i]) for i in hint.keep) if c is not None] if hint else []
    hint_marks.glows(surface, hinted, panel.radius, within=panel.felt_rect)   # (under the planets)
    if panel.still_picture is not None and shown:
        panel.draw_still(surface)
        if cold:
            scene.bust.grey_dice(surface, panel)
    if glow:
        draw_glow_labels(surface, scene)
        hint_marks.markers(surface, hinted, panel.radius, within=panel.felt_rect,   # (clear of the worth chips)
                           dice=[c for i in panel.on_felt if (c := panel.die_center(i)) is not None],
                           avoid=[box.inflate(6, 6) for _label, _size, box in guides.worth_chips(scene)])
    rack.draw(surface, scene)


def aside_label(scene: TenThousandScene) -> bool:
    """Whether the set-aside column stands empty, its sockets bare (not while HOT DICE's title stands there)."""
    panel = scene.panel
    return panel.aside_rect is not None and not panel.aside and not scene.game.is_over and not strip_banner(scene)


def draw_title(surface: pygame.Surface, scene: TenThousandScene) -> None:
    title = title_of(scene.match.title, scene.match.attract, scene.game.players)
    rect = text.draw(surface, title, SIZE, theme.TEXT, bold=True, midleft=(MARGIN, TOP // 2))
    info = scene.match.seats[scene.shown_seat]
    game = scene.game
    if game.players > 1 and not game.is_over:      # at the end no one is on turn: the banner names the winner
        rockets.draw_rocket(surface, info.rocket, info.colour, (rect.right + 40, TOP // 2), 38,
                            angle=math.pi / 2, flame=0.7)
        text.draw(surface, _("{name}'s turn").format(name=info.name), SIZE, rockets.seat_colour(info.colour),
                  bold=True, midleft=(rect.right + 70, TOP // 2))
    status = _("Game over") if game.is_over else _("Round {n}").format(n=game.round)
    if game.final_round and not game.is_over:
        status = _("Last round {n}").format(n=game.round)
    chrome.draw_status(surface, _("{status} · point limit {target}").format(status=status,   # (its option's name)
                                                          target=number(scene.rules.target)))


def draw_glow(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """A green halo under every scoring planet of the throw."""
    roll = scene.turn.last_roll or ()
    clip = surface.get_clip()
    surface.set_clip(scene.panel.felt_rect.clip(clip) if clip else scene.panel.felt_rect)   # the glow stays on the felt
    for positions, _points in scoring_groups(roll, scene.rules):
        for i in positions:
            center = scene.panel.die_center(scene.roll_map[i])
            if center is not None:
                glow(surface, center, scene.panel.radius * 1.45, theme.GOOD)
    surface.set_clip(clip)


def draw_glow_labels(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """What each scoring group is worth, by its planets and over none of them (`guides.worth_chips`)."""
    for label, size, box in guides.worth_chips(scene):
        drawn.note(surface, pygame.draw.rect(surface, theme.SPACE, box, border_radius=10))   # readable over the felt
        text.draw(surface, label, size, theme.GOOD, bold=True, center=box.center)


def draw_buttons(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """Roll, take all, bank (saying why it is off), the table and the hint: a person's lit, a computer's unlit, unmarked."""
    if scene.game.is_over:   # the winner's moment: no buttons that cannot be pressed; the seats ranked in their place
        draw_ranking(surface, scene, BAR)
        return
    person = scene.person_on_turn
    enabled, labels = button_states(scene)
    material(surface, BAR, theme.PANEL, theme.PANEL_EDGE, 14, 1, shadow=False, skin=scene.skin)
    # Table (anyone's, any time) a normal key lit as the row is: lit alone, or quiet, it read as a focus (reviews 17, 19)
    row_lit = person and any(enabled[name] for name in BUTTONS if name != "table")
    for name in BUTTONS:
        drawn.note(surface, button_rect(name).inflate(8, 8))    # (within the bar, its round corners left alone)
        focused = person and scene.cursor == ("button", name)   # (a computer's cursor: none; reviews 13a and 15)
        lit = row_lit if name == "table" else enabled[name] and person
        marks.button(surface, button_rect(name), labels[name], SIZE, enabled=lit, focused=focused,
                     primary=name == "roll", skin=scene.skin, within=BAR,   # a computer's turn: its buttons unlit
                     icon={"roll": "dice", "bank": "check"}.get(name))
    reason = bank_note(scene)
    if reason is not None:   # (on the message line's plate: look review 28a d18)
        message_plate.draw(surface, message_plate.message_lines(reason, BAR.width)[:1], theme.TEXT_DIM, BAR, scene.skin)


def bank_note(scene: TenThousandScene) -> str | None:
    """Why Bank is off, said under the bar: once (the panel says why a keep is refused), to a person, not while
    the table speaks."""
    reason = scene.bank_reason()
    problem = scene.keep_preview()[1] if scene.turn.phase == "keep" else None
    if reason is not None and reason != problem and not scene.busy and scene.person_on_turn and 0 not in scene.messages:
        return reason
    return None


SPLIT = SIDE.top + 184     # the side panel's "this turn" above, the totals and what scores under it
TURN_PART = pygame.Rect(SIDE.left, SIDE.top, SIDE.width, SPLIT - SIDE.top)
TOTALS_PART = pygame.Rect(SIDE.left, SPLIT, SIDE.width, SIDE.bottom - SPLIT)


def totals_key(scene: TenThousandScene) -> tuple:
    """Changes whenever `draw_totals` would draw something else."""
    game = scene.game
    return (scene.mode, scene.shown_seat, tuple(scene.shown_totals), tuple(game.totals), game.round, game.is_over,
            game.players, words.generation)


def draw_side(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The side panel's upper part: this turn (the keep, the turn total, what is still owed, the planets left). Its
    lower part, the totals, is a section of its own (a throw changes this turn's lines, seldom the totals')."""
    clip = surface.get_clip()
    surface.set_clip(TURN_PART.clip(clip))
    drawn.note(surface, TURN_PART)    # (the panel is translucent: what lay under it is put back first)
    draw_panel(surface, SIDE, shadow=False, heading=40, skin=scene.skin)   # ("This turn" on its plate)
    x = SIDE.left + 18
    game = scene.game
    turn = scene.turn if not game.is_over else None
    text.draw(surface, _("Turn total") if turn is not None else _("Game over"), SIZE, theme.ACCENT, bold=True,
              topleft=(x, SIDE.top + 10))
    if game.is_over and game.players > 1:
        _draw_winner(surface, scene, x)
    keep, problem = scene.keep_preview() if turn is not None else (None, None)
    banked = None if turn is None else scene.banked   # a bank on show: its points and planets, not the next turn's 0
    if turn is None:
        surface.set_clip(clip)
        return
    # Look review 26 ("text-heavy and cramped"): one big number leads (HOT DICE counts it up), what this keep adds
    # or "Banked" beside it; under it the planets a throw takes and its bust risk as pictures, or why a pick is refused
    text.draw(surface, number(scene.hot_dice.counted(turn.points) if banked is None else banked), TOTAL_SIZE,
              theme.TEXT, bold=True, topleft=TURN_TOTAL_AT)
    beside = (SIDE.right - 18, TURN_TOTAL_AT[1] + 34)
    if banked is not None:
        text.draw(surface, _("Banked"), SIZE + 4, theme.GOOD, bold=True, midright=beside)
    elif keep is not None:
        text.draw(surface, f"+{number(keep)}", VALUE, theme.GOOD, bold=True, midright=beside)
    if problem is not None and scene.chosen and banked is None:   # a state, not a danger: white, said here only
        roll = scene.turn.last_roll or ()
        chosen = [roll[scene.roll_map.index(d)] for d in scene.chosen if d in scene.roll_map]
        if part_of_a_set(roll, chosen, scene.rules):   # a held planet that scores with the rest of its set
            problem = _("Pick the rest of its set")
        text.draw(surface, problem, SIZE, theme.TEXT, box=pygame.Rect(x, LINES_TOP - 16, SIDE.width - 36, 34),
                  midleft=(x, LINES_TOP))
    elif banked is None and (turn.phase != "roll" or not scene.bust.showing):   # (not under a bust's points)
        guides.draw_to_roll(surface, scene, x, LINES_TOP, SIDE.right - 18)   # (the planets and the risk, pictured)
    surface.set_clip(clip)


def draw_totals(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The side panel's lower part: the totals board (or, alone, the rounds) and what scores."""
    draw_panel(surface, SIDE, shadow=False, heading=40, skin=scene.skin)   # (the same as `draw_side`'s)
    x = SIDE.left + 18
    game = scene.game
    if game.is_over and game.players > 1:   # the ranking under the felt lists the totals now: said once, there
        draw_players(surface, scene, x, SIDE.top + 190, SIDE.bottom - 12, SIDE.right - 18)   # (not "what scores")
        return
    # (alone: "Total"; the rounds, which solo play counts, stand in the header: review 15b, "Rounds: 1" repeated it)
    if game.players == 1:   # (the rows of several seats, rockets, names and totals, say what they are themselves)
        text.draw(surface, _("Total"), SIZE, theme.ACCENT, bold=True, topleft=(x, SIDE.top + 190))
    for seat, info in enumerate(scene.match.seats):
        row = board_row(seat, game.players)
        colour = rockets.seat_colour(info.colour)
        if seat == scene.shown_seat and not game.is_over:
            pygame.draw.rect(surface, theme.PANEL_RAISED, row, border_radius=8)
            pygame.draw.rect(surface, colour, row, 2, border_radius=8)
        size = SIZE
        if (height := rockets.table_height(row.height - 10)) is not None:   # (look review 25: 28 px read as specks)
            rockets.draw_rocket(surface, info.rocket, info.colour, (row.left + 18, row.centery), height)
        text.draw(surface, info.name, size, colour, bold=True, box=pygame.Rect(row.left + 36, row.top, 170, row.height),
                  midleft=(row.left + 36, row.centery))
        shown = scene.shown_totals[seat] if seat < len(scene.shown_totals) else 0
        total_colour = theme.DANGER if shown > game.totals[seat] else theme.TEXT
        text.draw(surface, number(shown), VALUE, total_colour, bold=True, midright=(row.right - 10, row.centery))
        bar = progress_bar(row)
        pygame.draw.rect(surface, TRACK, bar, border_radius=2)    # the whole way to the target, seen
        if shown > 0:
            fill = bar.copy()
            fill.width = max(bar.height, round(bar.width * min(1.0, shown / scene.rules.target)))
            pygame.draw.rect(surface, colour, fill, border_radius=2)   # the seat's way (review 20: all blue)
    top = board_row(game.players - 1, game.players).bottom + 10
    if game.players == 1:   # under the total it is about (review 17: under the scoring table, out of place)
        top = text.draw(surface, goal_line(scene.rules.target), SIZE, theme.TEXT_DIM, topleft=(x, top - 6)).bottom + 2
    guides.draw_what_scores(surface, scene, x, top, SIDE.bottom - 10, SIDE.right - 18)


def _draw_winner(surface: pygame.Surface, scene: TenThousandScene, x: int) -> None:
    """At the end, the top of the panel: the winner's rocket standing tall, by how much it won and over whom (the
    banner names the winner, the totals below say the points)."""
    winners = scene.game.winners()
    info = scene.match.seats[winners[0]]
    rockets.draw_rocket(surface, info.rocket, info.colour, (x + 36, SIDE.top + 112), 78, flame=0.7)
    words = pygame.Rect(x + 84, SIDE.top + 60, SIDE.right - 18 - (x + 84), 100)
    line, under = winner_lines(scene.game.totals, [seat.name for seat in scene.match.seats])
    text.draw(surface, line, text.fitting_size(line, 40, words.width, bold=True), theme.TITLE, bold=True,
              box=words, midleft=(words.left, SIDE.top + 96))
    text.draw(surface, under, SIZE, theme.TEXT_DIM, box=words, midleft=(words.left, SIDE.top + 136))


def draw_message(surface: pygame.Surface, scene: TenThousandScene) -> None:
    """The table's one message line (a refusal, a bust, a hint), under the buttons on its plate."""
    if (message := scene.messages.get(0)) is not None:
        message_plate.draw(surface, message_plate.message_lines(_(message.text), BAR.width), message.colour, BAR, scene.skin)


# ------------------------------------------------------------------------------- the moving part
def draw_moving(surface: pygame.Surface, scene: TenThousandScene, alpha: float) -> None:
    """Planets in flight (or, at rest, only the chosen planets' stars and the cursor) and the red flash of a bankrupt
    throw; HOT DICE's six flying into the throw under its dice (a tumbling die shows no numeral), and the moment."""
    reduced = scene.app.settings.reduced_motion
    cursor = scene.cursor[1] if scene.cursor[0] == "die" and scene.glowing else None
    locked = [d in scene.chosen for d in range(6)]
    scene.hot_dice.draw_flights(surface, scene.panel)
    if dice_shown(scene):
        scene.panel.draw(surface, alpha, locked=locked, cursor=cursor, clock=scene.time, reduced_motion=reduced,
                         still_drawn=scene.panel.still_picture is not None,
                         computer=None if scene.person_on_turn else scene.seat_colour(scene.seat))
    if scene.flash > 0 and not reduced:
        wash(surface, theme.DANGER, round(120 * scene.flash / 0.6))
        drawn.note(surface, surface.get_rect())
    scene.ending.draw(surface, scene.panel.felt_rect)   # on the felt, inside the rim
    if scene.ending.confetti is not None:
        drawn.note(surface, scene.panel.felt_rect)
    scene.hot_dice.draw(surface)   # the six in their row, the sparks, the flash; the title over all


def glow(surface: pygame.Surface, center, radius: float, colour) -> None:
    halo = _halo(radius, tuple(colour))
    drawn.note(surface, surface.blit(halo, halo.get_rect(center=(round(center[0]), round(center[1])))))


@surface_cache(max_mib=1)
def _halo(radius: float, colour: tuple[int, int, int]) -> pygame.Surface:
    """The glow under a scoring planet (kept: the planets of a throw all have the same size)."""
    size = int(radius * 2) + 4
    halo = pygame.Surface((size, size), pygame.SRCALPHA)
    for step, alpha in ((1.0, 40), (0.85, 55), (0.7, 70)):
        pygame.draw.circle(halo, (*colour, alpha), (size // 2, size // 2), radius * step)
    return halo
