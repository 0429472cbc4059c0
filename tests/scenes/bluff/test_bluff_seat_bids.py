"""Look review 28 (bluff_bid), read against Red Dead's liar's dice, whose table keeps each player's call by them: the
seats' cards had a bare footer under their cups all round. Each seat's card now says what that seat bid last this round
("Bid: two 4s"; review 26 read "bid one 1" without the colon as garbled), public as at a real table; a seat that has not bid this round says nothing."""

from __future__ import annotations

from bluff_play import bluff_match, computer, draw, quiet, tick_until

from game.render import text
from game.scenes.bluff.words import bid_words


def test_each_seats_card_says_its_last_bid_of_the_round(harness):
    scene = harness.push("bluff", match=bluff_match(*(computer(i) for i in range(4))))
    quiet(harness)
    game = scene.game
    tick_until(harness, lambda: scene.stage == "play" and game.phase == "bid" and len(game.bids) >= 5, 30000)
    del harness.app.draw
    with text.recording() as lines:
        draw(scene)
    for seat, rects in enumerate(scene.cards):
        said = [line.text for line in lines if rects.footer.collidepoint(line.rect.center) and rects.card.contains(line.rect)]
        bids = [bid for bidder, bid in game.bids if bidder == seat]
        assert said == ([f"Bid: {bid_words(bids[-1])}"] if bids else []), (seat, said, game.bids)
    assert any(len([b for s, b in game.bids if s == seat]) > 1 for seat in range(4)), game.bids   # (a later bid shown)
