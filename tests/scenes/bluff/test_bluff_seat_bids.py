"""Look review 28 (bluff_bid), read against Red Dead's liar's dice, whose table keeps each player's call by them: the
seats' cards had a bare footer under their cups all round. Each seat's card now says what that seat bid last this round
("Bid: two 4s"; review 26 read "bid one 1" without the colon as garbled), public as at a real table; a seat that has not bid this round says nothing.
Look review 28b #3: "Bid: one 1 / one 2 / one 3 / one 4" round the table read as test data: the count in digits and the
face as a die chip, as the Last bid box shows a bid."""

from __future__ import annotations

import pygame
from bluff_play import bluff_match, computer, draw, quiet, tick_until

from game.render import text
from game.render.face_light import FACE_BASE


def test_each_seats_card_says_its_last_bid_of_the_round(harness):
    scene = harness.push("bluff", match=bluff_match(*(computer(i) for i in range(4))))
    quiet(harness)
    game = scene.game
    tick_until(harness, lambda: scene.stage == "play" and game.phase == "bid" and len(game.bids) >= 5, 30000)
    del harness.app.draw
    with text.recording() as lines:
        screen = draw(scene)
    for seat, rects in enumerate(scene.cards):
        said = [line.text for line in lines if rects.footer.collidepoint(line.rect.center) and rects.card.contains(line.rect)]
        bids = [bid for bidder, bid in game.bids if bidder == seat]
        assert said == ([f"Bid: {bids[-1].quantity} ×"] if bids else []), (seat, said, game.bids)
        if bids:    # the die chip right of the words: its ivory
            words = next(line.rect for line in lines if line.text == said[0])
            chip = pygame.Rect(words.right, rects.footer.top, rects.footer.height + 12, rects.footer.height)
            ivory = sum(sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], FACE_BASE, strict=True)) < 60
                        for x in range(chip.left, chip.right) for y in range(chip.top, chip.bottom))
            assert ivory > 40, (seat, ivory)
    assert any(len([b for s, b in game.bids if s == seat]) > 1 for seat in range(4)), game.bids   # (a later bid shown)


def test_a_seats_bid_chip_stands_in_its_strip_and_its_numeral_reads_at_800x450(harness):
    """Look reviews 29a #2 / 29b #4: the chip's die numeral measured 9-10 px at 800x450 (floor 13) and the chip
    overhung the strip's bottom edge. The digit's own white (the dice without their numeral taken away), shrunk."""
    import numpy as np

    from game.render.dice_tokens import face_token
    from game.rules.bluff import Bid
    from game.scenes.bluff.seat_cards import card_rects, draw_bid_chip

    rects = card_rects(pygame.Rect(16, 60, 1248, 420), 4)[1]
    for face in range(1, 6):
        shown, bare = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
        for picture in (shown, bare):
            picture.fill((20, 30, 50))
        die = draw_bid_chip(shown, rects.footer, Bid(2, face), rects.card)
        strip = pygame.Rect(rects.card.left, rects.tray.bottom, rects.card.width, rects.card.bottom - 2 - rects.tray.bottom)
        assert strip.contains(die), (die, strip)     # between the tray and the card's frame
        bare.blit(shown, (0, 0))
        bare.fill((20, 30, 50), die)
        bare.blit(face_token(face, die.width, star_for_six=True, numeral=False), die)
        white = [np.asarray(pygame.surfarray.array3d(pygame.transform.smoothscale(p, (800, 450)))).min(axis=2) > 215
                 for p in (shown, bare)]
        rows = np.flatnonzero((white[0] & ~white[1]).any(axis=0))
        assert len(rows) and (rows[-1] - rows[0] + 1) >= 13, (face, die, rows)
