"""Drawing Bluff's review: the story as a timeline, one row per round (look review 28b: "walls of tiny bid chips and
percentages"; its change 2: "a visual timeline, not chip walls"). A round reads left to right: its number on the timeline's
thread, its bidding as a run of the bidders' badges (who bid, in order: no chips), the bid that was doubted as the one die
chip with its count and its chance for its bidder, who doubted it and how many were found, a clear verdict mark (a green
tick: the bid held; a red cross: caught bluffing; a gold equals: exactly right) with the verdict's word, and the dice lost
as little dice after the loser's name. A key of the seats' badges under the story."""

from __future__ import annotations

import pygame

from game.render import dice_view, faces, marks, text, theme
from game.render.dice_tokens import face_token
from game.render.panel import draw_panel
from game.render.seat_badges import draw_badge
from game.scenes.review import words

AREA = pygame.Rect(20, 150, 1240, 444)      # (over the key of badges, Back and the key hints; the rows share it)
ROW_GAP = 10
ROWS_SHOWN = 5               # one row a round: five rounds at once (three before, each a wall of chips)
CHIP_HEIGHT = 56             # the doubted bid's chip (its die 50 px)
BADGE = 20                   # px: a bidder's badge (who bid)
PIP_STEP = 28                # px from one bid's badge to the next on the round's run
PIP = 24                     # px: a bidder's badge on the run
WORDS = text.LABEL           # 11 px letters at 800x450
CHANCE = 42                  # a chance is a number: 13 px digits at 800x450
NODE = 27                    # px: the radius of a round's node on the timeline's thread
NODE_NUMBER = 46             # its number's type size (~16 px digits at 800x450)
BID_DIE = 50                 # the doubted bid's planet die (31 px at 800x450)
BID_NUMERAL = 56             # its numeral's type size: the digit's core ~17 px at 800x450 (look review 28b: 13 px was
                             # the floor, asked 15)
MARK = 21                    # px: the verdict mark's radius
LOST_DIE = 24                # px: a lost die after the loser's name (a blank die, struck out)
# where a row's parts start, from its left (1280x720): node, bidding, the doubted bid, the doubt, the verdict
NODE_X, RUN_X, CHIP_X, DOUBT_X, MARK_X = 44, 92, 388, 652, 890


# A chance's colour tells its risk (look mid18: "all the same blue, the story doesn't read"): green a bid likely true
# (points' green: good), plain white a gamble (neither), red a danger (the bid was likely false); the figure itself is
# the second cue. No seat's colour (look review 23: the gamble's amber was also Ana's seat orange on her chips).
SAFE, GAMBLE = 80, 50            # % and up: likely true; a gamble; under GAMBLE: risky
RISK_COLOURS = (theme.GOOD, theme.TEXT, theme.DANGER)


def risk_colour(percent: float) -> tuple[int, int, int]:
    """The colour of a bid's chance (0..100) of being true when made."""
    return RISK_COLOURS[0 if round(percent) >= SAFE else 1 if round(percent) >= GAMBLE else 2]


def draw_legend(surface: pygame.Surface, midleft: tuple[int, int]) -> pygame.Rect:
    """What the chances' colours mean, one short line from `midleft` (under the story, at the left: the band's right
    keeps its stars; the subtitle says what the chances are)."""
    x, y = midleft
    gap = 18
    for colour, label in zip(RISK_COLOURS, words.risk_legend(SAFE, GAMBLE), strict=True):
        x = text.draw(surface, label, WORDS, colour, bold=True, midleft=(x, y)).right + gap
    return pygame.Rect(midleft[0], y - 10, x - gap - midleft[0], 20)


def seat_key_fits(seats, left: int, right: int) -> bool:
    return left + sum(BADGE + 6 + text.width_of(info.name, WORDS) + KEY_GAP for info in seats) - KEY_GAP <= right


KEY_GAP = 16   # px between two seats in the key


def draw_seat_key(surface: pygame.Surface, seats, midleft: tuple[int, int], right: int) -> None:
    """Each seat's badge and name, one short line from `midleft` up to `right` (who bid: the chips show badges)."""
    x, y = midleft
    for info in seats:
        width = BADGE + 6 + text.width_of(info.name, WORDS)
        if x + width > right:
            break
        draw_badge(surface, info.colour, (x + BADGE // 2, y), BADGE)
        x = text.draw(surface, info.name, WORDS, theme.TEXT_DIM, midleft=(x + BADGE + 6, y)).right + KEY_GAP


SUMMARY_FIGURE = 64          # the player's mean chance, the story's one main number (45 px; 28 px at 800x450)


def draw_summary(surface: pygame.Surface, story, seat: int, colour, centre: tuple[int, int]) -> None:
    """The player's bids in one line, their mean chance big in their colour (look review 16: one main number);
    without a bid the line alone."""
    bids = story.bids_by(seat)
    lost = story.dice_lost(seat)
    if not bids:
        text.draw(surface, words.bluff_no_bids(lost), WORDS, theme.TEXT, center=centre)
        return
    chance = 100 * sum(note.chance for note in bids) / len(bids)
    before, figure, after = words.bluff_summary_parts(len(bids), chance, lost)
    gap = 12
    widths = [text.width_of(before, WORDS), text.width_of(figure, SUMMARY_FIGURE, bold=True), text.width_of(after, WORDS)]
    x = centre[0] - (sum(widths) + 2 * gap) // 2
    big = text.draw(surface, figure, SUMMARY_FIGURE, colour, bold=True, midleft=(x + widths[0] + gap, centre[1]))
    # the words on the figure's baseline
    baseline = big.top + text.font(SUMMARY_FIGURE, bold=True).get_ascent()
    top = baseline - text.font(WORDS).get_ascent()
    text.draw(surface, before, WORDS, theme.TEXT, topleft=(x, top))
    text.draw(surface, after, WORDS, theme.TEXT, topleft=(big.right + gap, top))


def row_rects(count: int) -> list[pygame.Rect]:
    """Where the story's rows go: `count` of `ROWS_SHOWN` from the area's top, one round each."""
    height = (AREA.height - ROW_GAP * (ROWS_SHOWN - 1)) // ROWS_SHOWN
    return [pygame.Rect(AREA.left, AREA.top + row * (height + ROW_GAP), AREA.width, height) for row in range(count)]


def draw_story(surface: pygame.Surface, story, seats, seat: int, first: int, focus: int | None,
               clock: float, reduced_motion: bool) -> None:
    """Rounds `first` .. `first` + ROWS_SHOWN - 1, a row each on the timeline's thread (a stub of it above or below
    says more rounds lie there); `seats` are the match's seats (names, colours)."""
    rounds = story.rounds[first:first + ROWS_SHOWN]
    rects = row_rects(len(rounds))
    for rect, story_round in zip(rects, rounds, strict=True):
        _draw_round(surface, rect, story_round, seats, seat)
    if rects:
        x = AREA.left + NODE_X
        top = rects[0].top - ROW_GAP // 2 if first > 0 else rects[0].centery
        bottom = rects[-1].bottom + ROW_GAP // 2 if first + len(rounds) < len(story.rounds) else rects[-1].centery
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, top), (x, bottom), 4)
    for rect, story_round in zip(rects, rounds, strict=True):
        _draw_node(surface, (rect.left + NODE_X, rect.centery), story_round.number)
    for row, rect in enumerate(rects):
        if first + row == focus:
            marks.focus_rect(surface, rect, clock=clock, reduced_motion=reduced_motion)


def _draw_node(surface: pygame.Surface, centre: tuple[int, int], number: int) -> None:
    """A round's node on the thread: its number in a ring."""
    pygame.draw.circle(surface, theme.PANEL_RAISED, centre, NODE)
    pygame.draw.circle(surface, theme.TEXT_DIM, centre, NODE, 3)
    text.draw(surface, str(number), NODE_NUMBER, theme.TEXT, bold=True, center=centre)


def _draw_round(surface: pygame.Surface, rect: pygame.Rect, story_round, seats, seat: int) -> None:
    """A round, left to right: its bidding as a run of badges, the doubted bid as one chip, the doubt, the verdict."""
    draw_panel(surface, rect)
    bids = story_round.bids
    doubt = story_round.doubt
    last = bids[-1] if bids else None
    y = rect.centery
    run = pygame.Rect(rect.left + RUN_X, rect.top + 8, CHIP_X - RUN_X - 30, rect.height - 16)
    _draw_run(surface, run, bids[:-1] if doubt is not None else bids, seats)
    said = f"{words.dice_in_play(sum(story_round.dice))}  ·  {words.bids_made(len(bids))}"
    text.draw(surface, said, WORDS, theme.TEXT_DIM, box=run, midtop=(run.centerx, y + 2))
    if last is None:
        return
    _arrow(surface, (rect.left + CHIP_X - 16, y))
    chip = pygame.Rect(rect.left + CHIP_X, 0, chip_width(last), CHIP_HEIGHT)
    chip.centery = y
    _draw_chip(surface, chip, last, seats, last.seat == seat)
    if doubt is None:
        return
    left = rect.left + DOUBT_X
    draw_badge(surface, seats[doubt.doubter].colour, (left + BADGE // 2, y - 16), BADGE)
    room = pygame.Rect(left + BADGE + 8, rect.top, rect.left + MARK_X - MARK - 14 - left - BADGE - 8, rect.height)
    said = words.doubts(seats[doubt.doubter].name)
    if text.width_of(said, WORDS, True) > room.width:   # (a long name: the name alone, the column says the rest)
        said = seats[doubt.doubter].name
    text.draw(surface, said, WORDS, theme.TEXT, bold=True, box=room, midleft=(room.left, y - 16))
    text.draw(surface, words.found(doubt.count), WORDS, theme.TEXT_DIM, box=room, midleft=(room.left, y + 16))
    kind = verdict_kind(doubt)
    colour = VERDICT_COLOURS[kind]
    draw_mark(surface, (rect.left + MARK_X, y), kind)
    room = pygame.Rect(rect.left + MARK_X + MARK + 12, rect.top, 0, rect.height)
    room.width = rect.right - 12 - room.left
    text.draw(surface, words.verdict_word(kind), WORDS, colour, bold=True, box=room, midleft=(room.left, y - 16))
    _draw_losses(surface, room, y + 19, story_round, seats, seat)


def _draw_run(surface: pygame.Surface, run: pygame.Rect, bids, seats) -> None:
    """The round's bids before the doubted one, in order, as their bidders' badges on a thread (more than fit: the
    earliest counted as "+N" before them)."""
    y = run.top + 20
    fits = max(1, (run.width - 40) // PIP_STEP)
    hidden = max(0, len(bids) - fits)
    shown = bids[hidden:]
    width = len(shown) * PIP_STEP - (PIP_STEP - PIP)
    x = run.centerx - width // 2
    if hidden:
        said = f"+{hidden}"
        x += (text.width_of(said, WORDS, True) + 8) // 2
        text.draw(surface, said, WORDS, theme.TEXT_DIM, bold=True, midright=(x - 8, y))
    if len(shown) > 1:
        pygame.draw.line(surface, theme.PANEL_EDGE, (x + PIP // 2, y), (x + width - PIP // 2, y), 3)
    for k, note in enumerate(shown):
        draw_badge(surface, seats[note.seat].colour, (x + k * PIP_STEP + PIP // 2, y), PIP)


def _arrow(surface: pygame.Surface, tip: tuple[int, int]) -> None:
    """The arrow from the bidding to the bid that ended it."""
    x, y = tip
    pygame.draw.line(surface, theme.TEXT_DIM, (x - 14, y), (x - 2, y), 3)
    pygame.draw.polygon(surface, theme.TEXT_DIM, [(x, y), (x - 8, y - 7), (x - 8, y + 7)])


HOLDS, CAUGHT, EXACT = "holds", "caught", "exact"
VERDICT_COLOURS = {HOLDS: theme.GOOD, CAUGHT: theme.DANGER, EXACT: theme.ACCENT}


def verdict_kind(doubt) -> str:
    """The doubt's verdict, as the table said it: the bid held, it was a bluff caught, or it was exactly right."""
    if doubt.count < doubt.bid.quantity:
        return CAUGHT
    return HOLDS if doubt.count > doubt.bid.quantity else EXACT


def draw_mark(surface: pygame.Surface, centre: tuple[int, int], kind: str) -> pygame.Rect:
    """The verdict's mark: a disc of its colour with a tick (held), a cross (caught) or an equals sign (exact)."""
    x, y = centre
    rect = pygame.draw.circle(surface, VERDICT_COLOURS[kind], centre, MARK)
    ink, width = theme.SPACE, 5
    if kind == HOLDS:
        pygame.draw.lines(surface, ink, False, [(x - 10, y + 1), (x - 3, y + 8), (x + 10, y - 7)], width)
    elif kind == CAUGHT:
        pygame.draw.line(surface, ink, (x - 8, y - 8), (x + 8, y + 8), width)
        pygame.draw.line(surface, ink, (x - 8, y + 8), (x + 8, y - 8), width)
    else:
        pygame.draw.line(surface, ink, (x - 9, y - 5), (x + 9, y - 5), width)
        pygame.draw.line(surface, ink, (x - 9, y + 5), (x + 9, y + 5), width)
    return rect


def _draw_losses(surface: pygame.Surface, room: pygame.Rect, y: int, story_round, seats, seat: int) -> None:
    """Who lost dice: the loser's name (a badge for each when several lost), "−N" and a blank die struck out for each
    die lost; the player's own loss in the colour of danger. A gain said in words."""
    x = room.left
    losses = story_round.losses
    for loser, count in losses.items():
        colour = theme.DANGER if loser == seat else theme.TEXT_DIM
        if len(losses) == 1:
            x = text.draw(surface, seats[loser].name, WORDS, colour, bold=loser == seat, box=room,
                          midleft=(x, y)).right + 8
        else:
            draw_badge(surface, seats[loser].colour, (x + BADGE // 2, y), BADGE)
            x += BADGE + 6
        x = text.draw(surface, f"\u2212{count}", CHANCE, colour, bold=True, box=room, midleft=(x, y)).right + 6
        for _k in range(min(count, 5)):
            if x + LOST_DIE > room.right:
                break
            _lost_die(surface, pygame.Rect(x, y - LOST_DIE // 2, LOST_DIE, LOST_DIE), colour)
            x += LOST_DIE + 4
        x += 12
    for gainer, count in story_round.gains.items():
        if x < room.right - 40:
            x = text.draw(surface, words.gained(seats[gainer].name, count), WORDS, theme.TEXT_DIM, box=room,
                          midleft=(x, y)).right + 10


IVORY = (236, 226, 200)   # a blank die's face (the dice's glaze)


def _lost_die(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """A die lost: a blank die, its lip under it, struck through in `colour`."""
    lip = pygame.Color(IVORY).lerp(theme.SPACE, 0.45)
    pygame.draw.rect(surface, lip, rect.move(0, 3), border_radius=6)
    pygame.draw.rect(surface, IVORY, rect, border_radius=6)
    pygame.draw.line(surface, colour, (rect.left + 3, rect.bottom - 3), (rect.right - 4, rect.top + 2), 4)


def chip_width(note) -> int:
    """The doubted bid's chip: the bidder's badge, the bid, its chance."""
    return 12 + BADGE + 10 + _bid_width(note.bid) + 10 + text.width_of(words.bid_chance(100 * note.chance), CHANCE,
                                                                        True) + 14


def _bid_width(bid) -> int:
    return text.width_of(f"{bid.quantity} ×", CHANCE, True) + 6 + BID_DIE


def draw_bid(surface: pygame.Surface, bid, midleft: tuple[int, int]) -> pygame.Rect:
    """A bid as the game shows it: "4 ×" and a planet die (a star's for the star); returns where it lies."""
    said = text.draw(surface, f"{bid.quantity} ×", CHANCE, theme.TEXT, bold=True, midleft=midleft)
    die = pygame.Rect(said.right + 6, 0, BID_DIE, BID_DIE)
    die.centery = midleft[1]
    surface.blit(bid_die(bid.face), die)
    return said.union(die)


def bid_die(face: int, digit: bool = True) -> pygame.Surface:
    """A bid's planet die, `BID_DIE` px, its numeral a resting die's (the 6 is the star: no numeral)."""
    image = face_token(face, BID_DIE, star_for_six=True, numeral=False)
    if digit and face != 6:
        image = image.copy()
        numeral = dice_view.numeral_image(face, BID_NUMERAL)
        image.blit(numeral, numeral.get_rect(center=image.get_rect().center))
    return image


def _draw_chip(surface: pygame.Surface, rect: pygame.Rect, note, seats, own: bool) -> None:
    """The doubted bid's chip: the bidder's badge, the bid, its chance in its risk's colour; rimmed in the player's
    colour when it was theirs, else in white."""
    info = seats[note.seat]
    faces.draw_face(surface, rect, theme.PANEL_RAISED, 12)   # lit from above (the buttons')
    rim = theme.SEAT_COLOURS[info.colour] if own else theme.TEXT
    pygame.draw.rect(surface, rim, rect, 2, border_radius=12)
    draw_badge(surface, info.colour, (rect.left + 12 + BADGE // 2, rect.centery), BADGE)
    drawn = draw_bid(surface, note.bid, (rect.left + 12 + BADGE + 10, rect.centery))
    text.draw(surface, words.bid_chance(100 * note.chance), CHANCE, risk_colour(100 * note.chance), bold=True,
              midleft=(drawn.right + 10, rect.centery))
