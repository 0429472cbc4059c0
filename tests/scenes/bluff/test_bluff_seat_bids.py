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
