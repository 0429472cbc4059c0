"""The reveal in rows (issue 28): once the cups are off, six seats' thirty dice stand in a row per seat,
large (>= 36 px at 1280x720, >= 22 px at 800x450), each counted die with its number on a badge pinned on its corner
(smaller than the die, never on its numeral; look review 26: beside it the badges kept the dice small), and every lost die, marked, leaves on its own row's felt, never over its rim nor a
name."""

from __future__ import annotations

import numpy
import pygame
import pytest
from bluff_play import bluff_match, computer, draw, quiet, tick_until

from game.render import text, theme
from game.scenes.bluff import reveal_rows
from game.scenes.bluff.reveal import SHOW_AT, matches

SMALL = 800 / 1280


def _six_seat_reveal(harness):
    scene = harness.push("bluff", match=bluff_match(*(computer(i) for i in range(6))))
    quiet(harness)
    tick_until(harness, lambda: scene.showing == "reveal", 30000)
    return scene


def test_the_counted_dice_stand_large_in_rows_with_their_numbers_on_their_corners(harness):
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.gather >= 1.0 and show.counted() == len(show.glow), 3000)
    picture = draw(scene)
    rows = scene.view.rows.rows
    assert len(rows) == 6
    counted = {spot: number for number, spot in enumerate(show.glow, start=1)}
    for seat, row in enumerate(rows):
        assert row.size >= 36 and row.size * SMALL >= 22          # large dice, at both sizes
        assert not row.header.colliderect(row.dice)
        for k, face in enumerate(show.result.hands[seat]):
            slot = row.slots[k]
            # the die as it is drawn alone, whole: nothing (ring, glow) lies on it but its count's badge on its corner
            token = reveal_rows.token(face, slot.width)
            pinned = row.badge(k, counted[(seat, k)]).move(-slot.left, -slot.top) if (seat, k) in counted else None
            covered = [(x, y) for x in range(slot.width) for y in range(slot.height)
                       if token.get_at((x, y))[3] == 255 and picture.get_at((slot.left + x, slot.top + y))[:3]
                       != token.get_at((x, y))[:3] and not (pinned and pinned.collidepoint(x, y))]
            assert not covered, (seat, k, covered[:5])
            if (seat, k) in counted:
                assert matches(show.result.bid.face, face)
                badge = row.badge(k, counted[(seat, k)])
                numeral = pygame.Rect(0, 0, slot.width // 2, slot.height // 2)     # (the top's middle: its numeral)
                numeral.center = (slot.left + round(slot.width * 0.46), slot.top + round(slot.height * 0.37))
                assert badge.height < slot.width and not badge.colliderect(numeral)      # smaller, off its numeral
                assert badge.left >= slot.right - reveal_rows.TAG_IN and badge.top >= slot.top - 4   # on its corner
                assert row.frame.contains(badge)
                # look review 18: a badge butted against the next die ("3" and "4" in CPU 4's row): 12 px or more of
                # felt to the next die's ring (its square and 5 px) for a one-digit count; the widest ("30") never on it
                if k < len(row.slots) - 1:
                    after, one_digit = row.slots[k + 1].left, row.badge(k, 8)
                    assert one_digit.right + 12 <= after - 5 and row.badge(k, 30).right <= after, (one_digit, after)
                assert row.dice.contains(row.badge(k, 30))
                beside = picture.get_at((badge.right + 3, badge.centery))[:3]   # (the badge's number: across its middle)
                assert any(picture.get_at((x, badge.centery))[:3] != beside for x in range(badge.left + 2, badge.right - 2))


def test_every_lost_die_leaves_on_its_rows_felt_unringed_never_over_its_rim_nor_a_name(harness):
    """Look review 20: a die falling out of its row lay over the tray's rim; review 23: the lost dice's red square
    outlines looked glitchy in a still. Every lost die lifts off and spins away with no ring round it, and all of it
    stays on its row's felt (never over the rim, nor a name); all else the loss draws while they go is the loser's red
    frame, the stamp saying who lost how many (on the loser's row, off every name), the verdict's ribbon in its strip
    under the rows (review 15: across the table it hid dice of the count; review 17: over the loser's name it crossed
    its panel's header and border), which covers no die, and the red pulse at the screen's edges (review 21: "a
    table-wide red flash"), short of every die and name."""
    from game.render.theme import DANGER
    from game.scenes.bluff.loss_beat import SHAKE
    from game.scenes.bluff.lost_dice import leaving, stamp_words
    from game.scenes.bluff.reveal_rows import RIM
    from game.scenes.bluff.verdict_event import EDGE

    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    assert show.leaving
    rows, view = scene.view.rows.rows, scene.view.rows
    names = [line.rect for line in harness.drawn_lines() if any(row.header.contains(line.rect) for row in rows)]
    assert len(names) == len(rows)
    losers = {ghost.seat for ghost in show.leaving}
    said = show.verdict.word
    ribbon_at = view.beat.ribbon_rect(said)
    lane = pygame.Rect(0, ribbon_at.top, scene.app.size[0], ribbon_at.height)   # where the ribbon shows
    dice = [slot for row in rows for slot in row.slots[:5]]
    ribbons, all_marked, pulse, stamps = 0, 0, 0, 0
    inside = pygame.Rect(0, 0, *scene.app.size).inflate(-2 * EDGE, -2 * EDGE)
    edges = pygame.mask.Mask(scene.app.size, fill=True)
    edges.erase(pygame.mask.Mask(inside.size, fill=True), inside.topleft)
    assert all(inside.contains(slot) for slot in dice), "the pulse short of every die"
    while show.leave_progress < 1.8:     # (and the stamps, once the rows' counts have come down: look review 27)
        layer = pygame.Surface(scene.app.size, pygame.SRCALPHA)
        with text.recording() as lines:
            scene.draw_moving(layer, 1.0)
        painted = pygame.mask.from_surface(layer, 1)
        stamped = {stamp_words(change) for change in show.result.changes if change}
        if show.leave_progress >= 1.0:     # the lost dice gone: the stamps, each in a row's name plate, wholly (look
            for box in [line.box for line in lines if line.text in stamped]:   # review 25: it straddled the plate's
                assert any(row.name_plate.contains(box) for row in rows) and box.collidelist(names) == -1, box  # border)
                stamps += 1
            harness.tick(2)
            continue
        moving = 0
        for ghost in show.leaving:     # each lost die unringed as it goes, on its row's felt
            row = rows[ghost.seat]
            box, _scale, _turn, alpha = leaving(row, ghost.index, view.staggered(ghost, show.leave_progress, False))
            if alpha > 0.3 and show.time - show.verdict_at >= SHAKE:   # (the row still: no shake)
                edge = [layer.get_at((x, y))[:3] == DANGER for x in range(box.left, box.right)
                        for y in (box.top, box.top + 1, box.bottom - 1, box.bottom - 2)]
                assert sum(edge) < 0.1 * len(edge), ("a red outline round a lost die", ghost)
                moving += 1
        all_marked = max(all_marked, moving)
        for seat in losers:            # the loser's red frame and its glow, along its edge (shaking with its name)
            frame = rows[seat].frame
            painted.erase(pygame.mask.Mask(frame.inflate(12, 12).size, fill=True), frame.inflate(12, 12).topleft)
            inside = frame.inflate(-16, -16)
            painted.draw(pygame.mask.from_surface(layer.subsurface(inside), 1), inside.topleft)
        for name in names:
            assert not painted.overlap_area(pygame.mask.Mask(name.size, fill=True), name.topleft), name
        ribbon = [line.rect for line in harness.drawn_lines() if line.text == said]
        for words in ribbon:           # the banner: its words and the plate round them (ribbon_picture's margins)
            banner = words.inflate(90, 22)
            assert banner.collidelist(dice) == -1 and ribbon_at.top <= words.top < words.bottom <= ribbon_at.bottom, \
                (banner, ribbon_at)
        pulse = max(pulse, painted.overlap_area(edges, (0, 0)))     # (the red pulse at the screen's edges)
        painted.erase(edges, (0, 0))
        for box in [line.box for line in lines if line.text in stamped]:   # (a gain's stamp: at once)
            assert any(row.name_plate.contains(box) for row in rows) and box.collidelist(names) == -1, box
            painted.erase(pygame.mask.Mask(box.size, fill=True), box.topleft)
        for seat in losers:            # nothing on the tray's rim (once the row stands still), the frame, the lane
            row = rows[seat]
            rim = pygame.mask.Mask(row.dice.size, fill=True)
            rim.erase(pygame.mask.Mask(row.felt.size, fill=True), (RIM, RIM))
            still = show.time - show.verdict_at >= SHAKE
            assert not still or not painted.overlap_area(rim, row.dice.topleft), "a lost die over its tray's rim"
            for area in (row.frame.inflate(12, 12), lane):
                painted.erase(pygame.mask.Mask(area.size, fill=True), area.topleft)
        assert painted.count() == 0
        ribbons += bool(ribbon)
        harness.tick(2)
    assert all_marked >= 1, "the lost dice seen leaving"
    assert ribbons > 5, "the ribbon says the verdict"
    assert stamps > 5, "the stamps say who lost how many"
    assert pulse > edges.count() // 2, "the table's edges pulse red as the verdict falls"


@pytest.mark.parametrize("reduced", [False, True], ids=["moving", "reduced_motion"])
def test_a_lost_die_leaves_unringed_as_its_row_shakes_and_a_stamp_says_who_lost(harness, reduced):
    """Look reviews 12 and 13: the loss was a red die and red text, with no beat across the screen; review 15: the die
    was then a pink blob with a red cross; review 23: red square outlines round shrinking dice, "no banner, so the loss
    lands weaker than the 'is out' moment". The loser's row shakes and its frame flashes red, the lost die lifts off
    with no ring round it, its numeral white and readable (the same planet die as the others), a stamp in the seat's
    colours slams onto its row saying who lost how many ("CPU 2 −1 die"), off its name, and a ribbon says the verdict,
    unrolling into place; the verdict's word on it is larger than who lost under it. With reduced motion it is a
    still state: nothing shakes or unrolls, the frame is red at once, the stamp stands at once."""
    from game.scenes.bluff.loss_beat import SHAKE_PX
    from game.scenes.bluff.lost_dice import stamp_words

    harness.app.settings.reduced_motion = reduced
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    ghost = show.leaving[0]
    row = scene.view.rows.rows[ghost.seat]
    slot = row.slots[ghost.index]
    beside = pygame.Rect(row.dice.left + 4, slot.top - 4, slot.left - 16 - row.dice.left, slot.height + 8)   # its dice
    edge = pygame.Rect(row.frame.left - 4, row.frame.centery - 30, 12, 60)      # the loser's frame's left edge
    said, name = show.verdict.word, scene.match.seats[ghost.seat].name
    stamp = stamp_words(show.result.changes[ghost.seat])
    assert stamp == f"−{-show.result.changes[ghost.seat]} {'die' if show.result.changes[ghost.seat] == -1 else 'dice'}"
    reds, whites, strips, frames, ribbons, stamps = [], [], [], [], [], []
    while show.leave_progress < 0.6:
        harness.tick()
        with text.recording() as lines:
            screen = draw(scene)
        stamps.append([line for line in lines if line.text == stamp])
        ring = slot.inflate(16, 16)
        rgb = pygame.surfarray.array3d(screen.subsurface(ring)).astype(int)
        r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
        red = (r > 200) & (g < 110) & (b < 130)
        for line in stamps[-1]:        # (the stamp's plate is its own red: not a ring)
            plate = line.box.clip(ring).move(-ring.left, -ring.top)
            red[plate.left:plate.right, plate.top:plate.bottom] = False
        reds.append(int(red.sum()))
        whites.append(int(((r > 215) & (g > 215) & (b > 215)).sum()))     # its numeral's white ink
        strips.append(pygame.image.tobytes(screen.subsurface(beside), "RGB"))
        rgb = pygame.surfarray.array3d(screen.subsurface(edge)).astype(int)
        frames.append(int(((rgb[..., 0] > 200) & (rgb[..., 1] < 110) & (rgb[..., 2] < 130)).sum()))
        ribbons += [line.rect for line in lines if line.text == said]
    assert max(reds) < slot.width, (reds, slot)       # no red ring round the lost die
    assert min(whites[:6]) > 20, whites           # its numeral white and read as it lifts off
    assert len(ribbons) > 5, "the ribbon says the verdict"
    done = len(stamps)        # (the stamp waits till the row's count has come down: look review 27)
    while show.leave_progress < 1.0 or len(stamps) < done + 40:
        harness.tick()
        done = len(stamps) if show.leave_progress < 1.0 else done
        with text.recording() as lines:
            draw(scene)
        stamps.append([line for line in lines if line.text == stamp])
    first = next(k for k, seen in enumerate(stamps) if seen)
    assert done <= first <= done + (1 if reduced else 15), (first, done)   # at once, or slammed down within 1/4 s
    header = next(line.rect for line in harness.drawn_lines() if line.text.startswith(name) and line.text != stamp)
    for line in [line for seen in stamps[first:] for line in seen]:     # in the loser's name plate, wholly, off its name (look review 25: across the
        plate = row.name_plate.inflate(2 * SHAKE_PX, 2 * SHAKE_PX)      # plate's border; it shakes with its row)
        assert plate.contains(line.box) and not line.box.colliderect(header), (line.box, header)
        assert line.px >= 24, line.px                   # read at 800x450 too (15 px there)
    if reduced:
        assert len(set(strips)) == 1, "no shake with reduced motion"
        assert min(frames) >= 60, ("the loser's frame red, steady", frames)
        assert len({tuple(rect) for rect in ribbons}) == 1, "the ribbon stands"
    else:
        assert len(set(strips)) > 3, "the loser's row shakes"
        assert max(frames) >= 60 and min(frames) == 0, ("the loser's frame flashes red", frames)
        assert len({rect.y for rect in ribbons}) > 1, "the ribbon unrolls"
        with text.recording() as lines:
            draw(scene)
        loss = next(line for line in lines if line.text == show.verdict.lines[0])
        word = next(line for line in lines if line.text == said)
        assert word.px > loss.px, (word.px, loss.px)


def test_each_seats_dice_show_only_once_its_cup_lifts_one_seat_after_another(harness):
    """Review 15: the reveal had no felt, no cups, nothing to build suspense. Every seat's dice stand on a felt tray
    of their own under its cup, and the cups lift one seat after another. Privacy: no die of a seat is drawn before its
    cup is lifting (where its row's outer dice will stand, away from the cup, only its felt shows), and every die stands
    in its row, on the felt (each seat's count runs before the next cup has lifted: the count builds cup by cup)."""
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    rows = scene.view.rows.rows

    def navy(picture: pygame.Surface, slot: pygame.Rect) -> int:       # a die's body, not the wine felt
        rgb = pygame.surfarray.array3d(picture.subsurface(slot.inflate(-10, -10))).astype(int)
        return int((rgb[..., 2] > rgb[..., 0] + 12).sum())

    seen_hidden, seen_shown, early = set(), set(), False
    while show.gather < 1.0 or not seen_shown >= {5}:
        picture = draw(scene)
        early |= show.counted() > 0 and show.lift_of(5) == 0.0
        for seat, row in enumerate(rows):
            gap = pygame.Rect(row.slots[0].right + 4, row.slots[0].centery - 10, row.slots[1].left - row.slots[0].right - 8, 20)
            felt = pygame.surfarray.array3d(picture.subsurface(gap)).astype(int)
            if show.lift_of(seat) == 0.0:      # (no die on its way across it, nor a count's badge)
                assert (felt[..., 0] > felt[..., 2]).mean() > 0.9, "the wine felt in the tray"
            outer = navy(picture, row.slots[0]) + navy(picture, row.slots[4])
            if show.lift_of(seat) < SHOW_AT:
                assert outer == 0, (seat, show.time)
                seen_hidden.add(seat)
            elif show.gather_of(seat) >= 1.0:
                assert outer > 200, (seat, show.time)
                seen_shown.add(seat)
        harness.tick(5)
    assert seen_hidden == seen_shown == set(range(6))
    assert early or not show.glow or show.glow[0][0] == 5, "a seat's dice counted while later cups are still down"


@pytest.mark.parametrize("seats", [3, 6])
def test_the_verdicts_ribbon_stands_in_its_strip_over_no_row_nor_the_panels_border(seats):
    """Look review 17: the loss ribbon over the loser's name ran across its panel's header and border (past it in
    German). The verdict's word ("The bid holds!", German too) stands on its ribbon inside the verdict strip's panel,
    clear of its border, over no seat's row and clear of the doubt and the tally on the strip's left."""
    from game.scenes.bluff.loss_beat import LossBeat
    from game.scenes.bluff.overlays import verdict_panel, verdict_parts
    from game.scenes.bluff.reveal_rows import row_rects

    area, strip = pygame.Rect(16, 52, 1248, 470), pygame.Rect(16, 530, 1248, 150)       # (the table's layout)
    panel = verdict_panel(strip)
    beat = LossBeat(row_rects(area, seats), area, strip)
    for word in ("The bid holds!", "Caught bluffing!", "Exactly right!", "Das Gebot hält!", "Beim Bluffen erwischt!"):
        banner = beat.ribbon_rect(word)
        assert banner.width > 250 and panel.inflate(-8, -8).contains(banner), (word, banner, panel)
        assert banner.collidelist([row.frame for row in beat.rows]) == -1
        assert banner.left > verdict_parts(panel)[0].right, "the doubt and the tally on the left stay clear"


def test_a_seats_lost_dice_leave_one_after_another_and_are_all_gone_at_the_end():
    """Look review 17: the loser's five dice stood lifted as one block. They go one after another (a cascade)."""
    from game.scenes.bluff.reveal_rows import cascade

    assert [cascade(j, 5, 0.0) for j in range(5)] == [0.0] * 5
    assert [cascade(j, 5, 1.0) for j in range(5)] == [1.0] * 5
    middle = [cascade(j, 5, 0.4) for j in range(5)]
    assert middle == sorted(middle, reverse=True) and middle[0] - middle[-1] > 0.3, middle
    assert 0.4 < cascade(0, 1, 0.4) < 1.0 == cascade(0, 1, 0.7)    # (one die gone before the leave's end)


def test_the_verdicts_event_neither_pulses_slams_nor_fades_with_reduced_motion():
    """The table's red pulse and the loss's ribbon over it (`verdict_event`): with reduced motion no pulse at all, and
    the ribbon stands whole, then is gone (no fade); without it, the edges pulse as the verdict falls and glow again as
    the ribbon lands, which then fades."""
    from game.scenes.bluff.verdict_event import AT, FADE, STAND, edge_strength, plaque_alpha

    times = [k / 120 for k in range(-10, 800)]
    assert {edge_strength(t, True) for t in times} == {0.0}
    assert {plaque_alpha(t, True) for t in times} == {0.0, 1.0}
    assert edge_strength(0.0, False) == 1.0 and edge_strength(AT + 0.2, False) == 1.0 and edge_strength(AT + 3, False) == 0
    assert plaque_alpha(AT - 0.01, False) == 0.0 and plaque_alpha(AT, False) == 1.0
    assert 0.0 < plaque_alpha(AT + STAND + FADE / 2, False) < 1.0 == plaque_alpha(AT + STAND - 0.01, True)
    assert plaque_alpha(AT + STAND, True) == 0.0


@pytest.mark.parametrize("short", [5, 1])
def test_a_knocked_out_seats_row_turns_cold_under_out_once_its_last_dice_have_gone(harness, short):
    """Look review 21: a player knocked out was only a ribbon and a red line in the verdict's strip. Once the last die
    of a seat the doubt knocks out has gone, its tray turns cold grey and "OUT" stands across it, in danger red; a seat
    that only lost a die keeps its felt and no "OUT". Review 21's change 1: the loss lands over the whole table too:
    who is out (or who lost how many) stands large on a ribbon over the table, clear of every die and every seat's name
    (review 23), on the knocked-out seat's emptied tray, or clear of a loser's row that keeps dice; a knocked-out
    seat's panel goes dark."""
    from game.rules.bluff import Bid, count
    from game.scenes.bluff import loss_beat
    from game.scenes.bluff.reveal import KO_SECONDS, LEAVE_SECONDS

    scene = harness.push("bluff", match=bluff_match(*(computer(i) for i in range(3))))
    quiet(harness)
    game = scene.game
    tick_until(harness, lambda: game.phase == "bid" and all(game.hands), 3000)
    bidder = game.current_player
    game.bid(Bid(count(Bid(1, 3), game.hands) + short, 3))    # `short` threes too many: the bidder loses as many
    scene.doubt(game.current_player)
    show = scene.reveal
    tick_until(harness, lambda: show.applied and show.time >= show.verdict_at + LEAVE_SECONDS + KO_SECONDS, 3000)
    del harness.app.draw
    row = scene.view.rows.rows[bidder]
    with text.recording() as lines:
        picture = draw(scene)
    outs = [line.rect for line in lines if line.text == "OUT" and row.frame.contains(line.rect)]
    rgb = pygame.surfarray.array3d(picture.subsurface(row.felt)).astype(int)
    grey = float(((rgb.max(axis=2) - rgb.min(axis=2)) < 12).mean())     # the felt's share without colour
    assert show.result.changes[bidder] == -short and len(show.result.hands[bidder]) == 5
    name = scene.match.seats[bidder].name
    said = f"{name} is out!" if short == 5 else f"{name} loses one die!"
    (event,) = [line for line in lines if line.text == said]
    strip = max(line.px for line in lines if line.text == show.verdict.lines[0])     # who lost, in the verdict's strip
    rows = scene.view.rows.rows
    assert event.px > 1.5 * strip and scene.view.rows.area.contains(event.rect), (event, strip)
    ribbon = event.box.inflate(0, -6).move(0, -3)      # (the ribbon round its words, its shadow under it)
    assert ribbon.contains(event.rect) and ribbon.collidelist([r.header for r in rows]) == -1, "over a seat's name"
    if short == 5:     # (look review 23: "is out" covered another seat's name; the emptied tray is the loss's room)
        assert row.felt.contains(ribbon), ("on the knocked-out seat's tray", ribbon, row.felt)
    else:
        assert not ribbon.colliderect(row.frame), "over the loser's row"
    assert ribbon.collidelist([slot.inflate(8, 8) for r in rows for slot in r.slots
                               if r is not row or short < 5]) == -1, "over a die"    # (the knocked-out seat's gone)
    plate = [sum(picture.get_at((r.header.right - 6, r.header.centery))[:3]) for r in rows]   # (right of the names)
    assert (plate[bidder] < min(p for seat, p in enumerate(plate) if seat != bidder)) == (short == 5), plate
    if short == 5:     # (once the ribbon saying it on the tray has gone, "OUT" stands there till the next round)
        from game.scenes.bluff.verdict_event import AT, FADE, STAND

        tick_until(harness, lambda: show.time >= show.verdict_at + AT + STAND + FADE, 3000)
        with text.recording() as lines:
            picture = draw(scene)
        outs = [line.rect for line in lines if line.text == "OUT" and row.frame.contains(line.rect)]
        rgb = pygame.surfarray.array3d(picture.subsurface(row.felt)).astype(int)
        grey = float(((rgb.max(axis=2) - rgb.min(axis=2)) < 12).mean())
        assert scene.reveal is show and len(outs) == 1 and grey > 0.6, (outs, grey)
        red = pygame.surfarray.array3d(picture.subsurface(outs[0])).astype(int)
        assert ((red[..., 0] > 180) & (red[..., 1] < 110)).sum() > 50, "OUT in danger red"
        cold, stamps = scene.view.rows.beat.knock_out_pictures(row, reveal_rows.RIM, reveal_rows.FELT)   # kept = fresh
        fresh = [loss_beat.cold_felt(row.felt.size, reveal_rows.RIM, reveal_rows.FELT)]
        fresh += [loss_beat.stamp_out(row.felt.height, step) for step in range(len(stamps))]
        assert [pygame.image.tobytes(p, "RGBA") for p in (cold, *stamps)] == [pygame.image.tobytes(p, "RGBA")
                                                                              for p in fresh]
    else:
        assert not outs and grey < 0.1, (outs, grey)


def test_no_shown_die_of_the_count_waits_uncounted_while_the_next_cups_dice_show():
    """Look review 23 (bluff_reveal_count): "CPU 4's cup is already lifted with two uncounted stars while the panel says
    'two cups to lift'": the next cup was half up before a seat's last die was counted. A seat's dice of the count are
    all counted before the next seat's dice show under its rising cup (it may have started to rise)."""
    from game.rules.bluff import STAR, Bid, BluffGame
    from game.scenes.bluff.reveal import RevealShow
    from game.scenes.bluff.words import verdict

    game = BluffGame(6)
    hands = [(4, 5, 4, 5, 3), (1, 2, 3, STAR, 1), (2, 5, STAR, 1, 3), (1, STAR, STAR, 2, 1), (4, STAR, STAR, 1, 4),
             (2, 1, 3, STAR, STAR)]
    for player, hand in enumerate(hands):
        game.roll_hand(player, hand)
    game.bid(Bid(1, STAR))
    result = game.doubt()
    names = [f"Seat {k}" for k in range(6)]
    show = RevealShow(result, [tuple(h) for h in result.hands], verdict(result, names, game.dice_counts, 1))
    checked = 0
    while show.time < show.verdict_at:
        for seat in range(1, 6):
            if show.dice_show(seat):       # every die of the count of the seats before it counted
                before = sum(1 for s, _k in show.glow if s < seat)
                assert show.counted() >= before, (show.time, seat, show.counted(), before)
                checked += 1
        show.advance(1 / 120)
    assert checked > 100 and len(show.glow) == 8


def test_a_losers_header_counts_the_dice_its_row_still_shows_at_every_moment():
    """Look review 24 (bluff_lost_dice): "Player 1 (4)" stood while three dice showed, the fourth a faint ghost spinning
    away. At every moment of the leave, the header's count (`gone` taken off the hand) is the number of the seat's dice
    drawn at half their opacity or more (those not yet leaving, whole)."""
    from game.scenes.bluff.lost_dice import cascade, gone, leaving
    from game.scenes.bluff.reveal_rows import row_rects

    row = row_rects(pygame.Rect(16, 52, 1248, 470), 6)[0]
    for lost in range(1, 6):
        for step in range(121):
            progress = step / 120
            shown = sum(leaving(row, k, cascade(j, lost, progress))[3] >= 0.5 for j, k in enumerate(range(5 - lost, 5)))
            assert lost - gone(lost, progress) == shown, (lost, progress, shown, gone(lost, progress))


def test_a_lost_die_goes_in_a_puff_of_dust_and_leaves_its_mark_in_the_felt(harness):
    """Look review 25: the loser's row mid-way (dashed empty outlines, a tilted die alone) did not read as the dice
    leaving. A die spinning away throws out a puff of warm-white motes round it, on its row's felt only; the place it
    left is its mark pressed into the felt (darker than the felt round it), no dashed outline."""
    from game.scenes.bluff.lost_dice import DUST, leaving

    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    view = scene.view.rows
    ghost = show.leaving[0]
    row = view.rows[ghost.seat]
    motes, marks = 0, []
    while show.leave_progress < 1.0:
        harness.tick()
        screen = draw(scene)
        box = leaving(row, ghost.index, view.staggered(ghost, show.leave_progress, False))[0]
        rgb = pygame.surfarray.array3d(screen.subsurface(row.felt)).astype(int)
        dust = (abs(rgb - numpy.array(DUST)).sum(axis=2) < 40)
        for die in (box, *row.slots):      # (the dice's own ivory and light: the leaving one, those still in the row)
            inside = die.inflate(12, 12).move(-row.felt.left, -row.felt.top).clip(pygame.Rect((0, 0), row.felt.size))
            dust[inside.left:inside.right, inside.top:inside.bottom] = False
        motes = max(motes, int(dust.sum()))
        if view.staggered(ghost, show.leave_progress, False) >= 1.0 and not marks:
            slot = row.slots[ghost.index]
            mark = pygame.surfarray.array3d(screen.subsurface(slot.inflate(-16, -16))).astype(int).sum(axis=2)
            felt = pygame.surfarray.array3d(screen.subsurface(pygame.Rect(slot.right + 2, slot.top + 8, 6,
                                                                           slot.height - 16))).astype(int).sum(axis=2)
            edge = [screen.get_at((x, slot.top + 3))[:3] for x in range(slot.left, slot.right)]
            marks = [mark.mean(), felt.mean(), edge.count(theme.PANEL_EDGE)]
    assert motes > 12, motes       # (none without the puff)
    assert marks and marks[0] < marks[1] - 20 and marks[2] == 0, marks


def test_the_seats_count_the_status_lines_dice_and_the_stamp_tell_one_story_in_every_frame_of_the_loss(harness):
    """Look review 27 (bluff_lost_dice): "Player 1 (3)" beside a "−5 dice" stamp, and "28 dice in play", as the dice
    left one by one. In every frame from the verdict to the next round, the status line's dice in play are the seats'
    counts added up, and a seat's stamp stands only once its count is the count after the verdict."""
    import re

    from game.scenes.bluff.lost_dice import stamp_words

    scene = _six_seat_reveal(harness)
    checked = stamped = 0
    for _verdict in range(2):
        show = scene.reveal
        said = sum(len(hand) for hand in show.result.hands)
        tick_until(harness, lambda show=show: show.applied, 3000)
        after = list(scene.game.dice_counts)
        rows, names = scene.view.rows.rows, [seat.name for seat in scene.match.seats]
        shown = {seat: len(hand) for seat, hand in enumerate(show.result.hands)}   # (on screen: a row redrawn when it
        while scene.reveal is show:                                                # changes, kept on the table else)
            with text.recording() as lines:
                draw(scene)
            status = {int(m.group(1)) for line in lines if (m := re.search(r"(\d+) dice? in play", line.text))}
            for seat, name in enumerate(names):
                drawn = {int(m.group(1)) for line in lines if (m := re.search(r" \((\d+)\)$", line.text))
                         and line.text[:4] == name[:4] and rows[seat].header.inflate(12, 12).contains(line.box)}
                assert len(drawn) <= 1, drawn
                if drawn:
                    shown[seat] = drawn.pop()
            assert len(status) <= 1
            if status:
                said = status.pop()
            assert said == sum(shown.values()), (said, shown)
            for seat, change in enumerate(show.result.changes):
                if change and any(line.text == stamp_words(change) and rows[seat].name_plate.inflate(12, 12)
                                  .contains(line.box) for line in lines):
                    assert shown[seat] == after[seat], (seat, shown[seat], after[seat], stamp_words(change))
                    stamped += 1
            checked += 1
            harness.tick()
        tick_until(harness, lambda show=show: scene.reveal not in (None, show), 30000)
    assert checked > 100 and stamped > 20, (checked, stamped)


def test_the_verdicts_word_stands_on_a_neutral_ribbon_and_only_the_loss_is_red(harness):
    """Look review 27a #12: "The bid holds!" on a red ribbon, red meaning two things. The verdict's word is a result
    for the whole table: its ribbon in the strip is navy with an ivory edge (no danger red in its body); the loser's
    frame stays red."""
    harness.app.settings.reduced_motion = True
    scene = _six_seat_reveal(harness)
    show = scene.reveal
    tick_until(harness, lambda: show.applied, 3000)
    harness.tick(30)
    with text.recording() as lines:
        screen = draw(scene)
    word = next(line for line in lines if line.text == show.verdict.word)
    body = word.rect.inflate(40, 8).clip(screen.get_rect())
    rgb = pygame.surfarray.array3d(screen.subsurface(body)).astype(int)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    reddish = int(((r > 110) & (r > g + 60) & (r > b + 50)).sum())
    navy = int(((b > r + 20) & (b > 60)).sum())
    assert reddish < 0.02 * r.size and navy > 0.4 * r.size, (reddish, navy, r.size)
    loser = scene.view.rows.rows[show.leaving[0].seat].frame
    edge = pygame.surfarray.array3d(screen.subsurface(pygame.Rect(loser.left, loser.centery - 20, 4, 40))).astype(int)
    assert ((edge[..., 0] > 200) & (edge[..., 1] < 110)).sum() >= 40, "the loser's frame red"
