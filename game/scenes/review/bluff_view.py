"""Drawing Bluff's review: the story, one row per round, read as a timeline (look review 15: text-heavy): every bid in
order (look review 26: "4 other bids" beside three chips read as a mismatch), each a chip with the bidder's badge (who
bid) and the bid as the game shows it ("4 ×" and a small planet die), the player's own and the doubted one with their
chance (look review 24: "a very dense wall of chips": the others without), a chevron leading on to the next; on two
lines when one does not hold them, the earliest of others' giving way (counted in words) only past two; the round's
bids counted at its left, as many as shown and counted; then the doubt, its bid as a picture too, and who lost. A key
of the seats' badges under the story."""

from __future__ import annotations

import pygame

from game.render import dice_view, faces, marks, text, theme
from game.render.dice_tokens import face_token
from game.render.panel import draw_panel
from game.render.seat_badges import draw_badge
from game.scenes.review import words

AREA = pygame.Rect(20, 150, 1240, 444)      # (over the key of badges, Back and the key hints; the rows share it: no
                                            # empty third)
ROW_GAP = 12
ROWS_SHOWN = 3
CHIP_HEIGHT = 44            # a bid's chip (its die 42 px)
LINE_GAP = 4                # px between two lines of chips
DOUBT_GAP = 4               # px from the chips to the doubt's line
DOUBT_HEIGHT = 36
BADGE = 20                  # px: the bidder's badge on a chip (who bid)
LEFT = 172                   # px of a round's row left of its chips: its number, dice and bids counted
WORDS = text.LABEL           # 11 px letters at 800x450
CHANCE = 42                  # a chance is a number: 13 px digits at 800x450
BID_DIE = 42                 # a bid's planet die; its numeral a resting die's, 13 px of ink at 800x450 (look review 16:
                             # the small die's own numeral read 8 px there)
BID_NUMERAL = 48             # its numeral's type size: the digit's core 15 px at 800x450 as seen (at a resting die's 45,
                             # 13 px: look review 26 read 9-10 px)
STEP = 26                    # px from one chip to the next: a chevron between them (the story's order)


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


def draw_story(surface: pygame.Surface, story, seats, seat: int, first: int, focus: int | None,
               clock: float, reduced_motion: bool) -> None:
    """Rounds `first` .. `first` + ROWS_SHOWN - 1, sharing the story's area (look review 26: an empty bottom third);
    `seats` are the match's seats (names, colours)."""
    rounds = story.rounds[first:first + ROWS_SHOWN]
    height = (AREA.height - ROW_GAP * (ROWS_SHOWN - 1)) // ROWS_SHOWN
    for row, story_round in enumerate(rounds):
        rect = pygame.Rect(AREA.left, AREA.top + row * (height + ROW_GAP), AREA.width, height)
        _draw_round(surface, rect, story_round, seats, seat)
        if first + row == focus:
            marks.focus_rect(surface, rect, clock=clock, reduced_motion=reduced_motion)


def _draw_round(surface: pygame.Surface, rect: pygame.Rect, story_round, seats, seat: int) -> None:
    """A round: its number, its dice and its bids counted at the left; every bid in order as a chip (the bidder's
    badge, the bid as the game shows it; the player's own and the doubted one with their chance), on one line or two;
    under them the doubt, its bid as a picture too, and who lost."""
    draw_panel(surface, rect)
    lane = pygame.Rect(rect.left + LEFT, rect.top, rect.width - LEFT - 16, rect.height)
    bids = story_round.bids
    widths = [_chip_width(note, own=note.seat == seat or k == len(bids) - 1) for k, note in enumerate(bids)]
    lines, hidden = flow_bids(widths, lane.width, seat, bids)
    doubt = story_round.doubt
    content = len(lines) * CHIP_HEIGHT + (len(lines) - 1) * LINE_GAP + (DOUBT_GAP + DOUBT_HEIGHT if doubt else 0)
    top = rect.top + (rect.height - content) // 2
    left_column = pygame.Rect(rect.left + 16, rect.top + 8, LEFT - 24, rect.height - 16)
    said = [(words.round_number(story_round.number), theme.TEXT, True),
            (words.dice_in_play(sum(story_round.dice)), theme.TEXT_DIM, False),
            (words.bids_made(len(bids)), theme.TEXT_DIM, False)]
    y = left_column.centery - 17 * len(said) - 2
    for line, colour, bold in said:
        text.draw(surface, line, WORDS, colour, bold=bold, box=left_column, topleft=(left_column.left, y))
        y += 36
    for k, line in enumerate(lines):
        y = top + k * (CHIP_HEIGHT + LINE_GAP)
        _draw_line(surface, pygame.Rect(lane.left, y, lane.width, CHIP_HEIGHT), line, bids, widths, seats, seat,
                   hidden if k == 0 else 0)
    if doubt is None:
        return
    before, after = words.doubt_parts(seats[doubt.doubter].name, seats[doubt.bidder].name, doubt.count)
    outcome = [words.lost(seats[s].name, n) for s, n in story_round.losses.items()]
    outcome += [words.gained(seats[s].name, n) for s, n in story_round.gains.items()]
    box = pygame.Rect(lane.left, top + content - DOUBT_HEIGHT, lane.width, DOUBT_HEIGHT)
    drawn = text.draw(surface, before, WORDS, theme.TEXT, box=box, midleft=(box.left, box.centery))
    drawn = draw_bid(surface, doubt.bid, (drawn.right + (6 if before else 0), box.centery))   # the bid, as a picture
    drawn = text.draw(surface, after, WORDS, theme.TEXT, box=box, midleft=(drawn.right + 4, box.centery))
    colour = theme.DANGER if seat in story_round.losses else theme.TEXT_DIM
    rest = pygame.Rect(drawn.right + 18, box.top, max(10, box.right - drawn.right - 18), box.height)
    text.draw(surface, " · ".join(outcome), WORDS, colour, bold=seat in story_round.losses, box=rest,
              midleft=(rest.left, rest.centery))


def flow_bids(widths: list[int], room: int, seat: int, bids, most: int = 2) -> tuple[list[list[int]], int]:
    """The bids' chips in order on up to `most` lines of `room` px: (the indices on each line, how many earlier bids
    of others gave way). When all do not fit, the earliest bids of others give way first (the player's own and the
    doubted last one stay), counted in words before the first chip; every bid shown or counted."""
    order = list(range(len(bids)))
    hidden = 0
    while True:
        lines = _lines([widths[k] for k in order], room, _words_width(hidden))
        if len(lines) <= most or not order:
            break
        spare = [k for k in order if bids[k].seat != seat and k != len(bids) - 1]
        if not spare:
            break
        order.remove(spare[0])
        hidden += 1
    placed, at = [], 0
    for count in lines:
        placed.append(order[at:at + count])
        at += count
    return placed or [[]], hidden


def _lines(widths: list[int], room: int, lead: int) -> list[int]:
    """How many chips each line holds, in order (the first line after `lead` px of words)."""
    lines, x, count = [], lead, 0
    for width in widths:
        if count and x + width > room:
            lines.append(count)
            x, count = 0, 0
        x += width + STEP
        count += 1
    if count:
        lines.append(count)
    return lines


def _words_width(hidden: int) -> int:
    """The room the words before the first chip take ("3 other bids")."""
    return text.width_of(words.other_bids(hidden), CHANCE) + STEP if hidden else 0


def _draw_line(surface: pygame.Surface, lane: pygame.Rect, line: list[int], bids, widths, seats, seat: int,
               hidden: int) -> None:
    x, y = lane.left, lane.centery
    if hidden:
        x = text.draw(surface, words.other_bids(hidden), CHANCE, theme.TEXT_DIM, midleft=(x, y)).right + STEP
    last = len(bids) - 1
    for k, index in enumerate(line):
        if k and index != line[k - 1] + 1:   # others' bids between, counted before the line: dots, not the chevron
            _dots(surface, (x - STEP // 2, y))
        elif k or index:
            _chevron(surface, (x - STEP // 2, y))
        _draw_chip(surface, pygame.Rect(x, lane.top, widths[index], CHIP_HEIGHT), bids[index], seats,
                   bids[index].seat == seat, index == last)
        x += widths[index] + STEP


def _dots(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """Three dots: bids left out between two chips."""
    for k in (-1, 0, 1):
        pygame.draw.circle(surface, theme.TEXT_DIM, (centre[0] + 7 * k, centre[1]), 2)


def _chip_width(note, own: bool) -> int:
    """A chip's width: the badge, the bid, and for the player's own and the doubted bid its chance."""
    width = 12 + BADGE + 8 + _bid_width(note.bid) + 10
    return width + (text.width_of(words.bid_chance(100 * note.chance), CHANCE, True) + 8 if own else 0)


def _bid_width(bid) -> int:
    return text.width_of(f"{bid.quantity} ×", CHANCE, True) + 6 + BID_DIE


def draw_bid(surface: pygame.Surface, bid, midleft: tuple[int, int]) -> pygame.Rect:
    """A bid as the game shows it: "4 ×" and a small planet die (a star's for the star); returns where it lies."""
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


def _chevron(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A small chevron between two bids: the story goes on to the right."""
    x, y = centre
    pygame.draw.lines(surface, theme.TEXT_DIM, False, [(x - 3, y - 7), (x + 4, y), (x - 3, y + 7)], 3)


def _draw_chip(surface: pygame.Surface, rect: pygame.Rect, note, seats, own: bool, doubted: bool) -> None:
    """A bid's chip: the bidder's badge (who bid), the bid; the player's own rimmed in their colour and the doubted one
    in white, those two with their chance in its risk's colour."""
    info = seats[note.seat]
    faces.draw_face(surface, rect, theme.PANEL_RAISED, 10)   # lit from above (the buttons')
    rim = theme.SEAT_COLOURS[info.colour] if own else theme.TEXT if doubted else theme.PANEL_EDGE
    pygame.draw.rect(surface, rim, rect, 2 if own or doubted else 1, border_radius=10)
    draw_badge(surface, info.colour, (rect.left + 12 + BADGE // 2, rect.centery), BADGE)
    drawn = draw_bid(surface, note.bid, (rect.left + 12 + BADGE + 8, rect.centery))
    if own or doubted:
        text.draw(surface, words.bid_chance(100 * note.chance), CHANCE, risk_colour(100 * note.chance), bold=True,
                  midleft=(drawn.right + 8, rect.centery))
