"""Look review 26: on the review cards and the rules pages "the purple lock badges sit on the mini dice's numerals and
partly cover them (the '1' in review_tenthousand's Turn 45 is nearly hidden)". A held small die's padlock badge sits
in its corner, clear of every pixel of its numeral, at every size a screen draws one (36 px at 800x450's scale up to
a review card's 60 px)."""

from __future__ import annotations

import pygame
import pytest

from game.render import dice_tokens, planets


def _changed(before: pygame.Surface, after: pygame.Surface) -> set[tuple[int, int]]:
    width, height = before.get_size()
    return {(x, y) for x in range(width) for y in range(height) if before.get_at((x, y)) != after.get_at((x, y))}


@pytest.mark.parametrize("size", [36, 44, 52, 60])
@pytest.mark.parametrize("face", [1, 3, 5])
def test_a_held_tokens_lock_never_covers_its_numeral(size, face):
    plain = dice_tokens.face_token(face, size, numeral=False)
    numbered = dice_tokens.face_token(face, size)
    canvas = pygame.Surface((size + 40, size + 40))
    canvas.fill((20, 24, 40))
    rect = numbered.get_rect(center=canvas.get_rect().center)
    bare, with_digit = canvas.copy(), canvas.copy()
    bare.blit(plain, rect)
    with_digit.blit(numbered, rect)
    numeral = _changed(bare, with_digit)
    assert len(numeral) > size, "the numeral should be drawn"
    locked = with_digit.copy()
    planets.draw_token_lock(locked, rect)
    badge = _changed(with_digit, locked)
    assert badge, "the lock should be drawn"
    assert not badge & numeral, (size, face, sorted(badge & numeral)[:5])
