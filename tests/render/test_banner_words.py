"""A seat's turn banner says its words in the seat's colour lifted until they read on the ribbon (look review 20: "CPU
2's turn" in the deep blue read dim on the slate ribbon): WCAG contrast >= 4.5 against the ribbon's body, and
where lifted at all, against its lit top too (review 20b: lifted to the body's 4.5 alone it still read dim)."""

from __future__ import annotations

import pygame

from game.render import colour_vision, flourish, theme

LIT_TOP = tuple(round(c + (255 - c) * flourish.RIBBON_LIGHT) for c in theme.PANEL_RAISED)


def test_a_seats_banner_words_read_on_the_ribbon():
    for colour in theme.SEAT_COLOURS:
        words = flourish.banner_words(colour)
        assert colour_vision.contrast_ratio(words, theme.PANEL_RAISED) >= flourish.WORDS_CONTRAST, colour
        lifted = words != tuple(colour[:3])      # (lifted: reads on the lit top too; else its own hue exactly)
        assert not lifted or colour_vision.contrast_ratio(words, LIT_TOP) >= flourish.WORDS_CONTRAST, colour
        assert lifted == (colour_vision.contrast_ratio(colour, theme.PANEL_RAISED) < flourish.WORDS_CONTRAST)
        effects = flourish.Effects()
        effects.banner("CPU 2's turn", colour, (400, 100))
        effects.update(0.9)                         # (held: whole, no sweep, no fade)
        surface = pygame.Surface((800, 200))
        surface.fill((20, 60, 50))
        effects.draw(surface)
        seen = {tuple(surface.get_at((x, y)))[:3] for x in range(150, 650) for y in range(80, 120)}
        assert words in seen, (colour, words)      # the letters' solid middles in the lifted colour


def test_a_turn_banner_reads_whole_while_it_still_sweeps_in():
    """Look review 20 / 20b: the tour's still caught "CPU 2's turn" sweeping in at 64 % opacity, its pale words dim
    on a slate ribbon over the felt. Half way through its sweep the ribbon is opaque: its words in their own colour."""
    colour = theme.SEAT_COLOURS[1]
    effects = flourish.Effects()
    effects.banner("CPU 2's turn", colour, (400, 100))
    effects.update(1.8 * flourish.SWEEP * 0.55)      # (a banner lives 1.8 s; still sweeping in)
    assert effects.banners and effects.banners[0].age < 1.8 * flourish.SWEEP
    surface = pygame.Surface((800, 200))
    surface.fill((20, 60, 50))
    effects.draw(surface)
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 800) for y in range(80, 120)}
    assert flourish.banner_words(colour) in seen
