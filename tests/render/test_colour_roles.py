"""The theme's state colours stay apart for players with a colour-vision deficiency.

Simulated with the published Machado et al. (2009) matrices (game.render.colour_vision). Pairs that
come closer than PLAIN_DIFFERENCE under some vision must be named in theme.SECOND_CUE_PAIRS, and the two
states of such a pair must have different second cues (theme.CUES), so nobody has to rely on hue alone.
"""

from itertools import combinations

import pytest

from game.render import colour_vision, theme

PLAIN_DIFFERENCE = 20.0  # CIE76 ΔE: told apart at a glance on a dark panel
DEFICIENCIES = ("protanopia", "deuteranopia", "tritanopia")


def _close_pairs(colours: dict[str, tuple[int, int, int]], vision: str) -> set[tuple[str, str]]:
    return {(a, b) for a, b in combinations(colours, 2)
            if colour_vision.difference(colours[a], colours[b], vision) < PLAIN_DIFFERENCE}


def test_the_simulation_reproduces_the_known_confusions():
    # Red and green collapse for deuteranopes and protanopes but not for tritanopes (a check that the
    # matrices are the published ones, applied the right way round).
    red, green = (200, 60, 60), (90, 140, 40)
    assert colour_vision.difference(red, green) > 40
    assert colour_vision.difference(red, green, "deuteranopia") < 15
    for vision in ("deuteranopia", "protanopia"):   # no red-green axis left: pure red and green turn yellowish
        for pure in ((255, 0, 0), (0, 200, 0)):
            r, g, b = colour_vision.simulate(pure, vision)
            assert abs(r - g) < 30 and min(r, g) > b
    assert colour_vision.difference(red, green, "tritanopia") > 30
    assert colour_vision.simulate((255, 255, 255), "deuteranopia") == (255, 255, 255)


@pytest.mark.parametrize("vision", colour_vision.VISIONS)
def test_every_state_pair_stays_apart_or_has_a_second_cue(vision):
    close = _close_pairs(theme.ROLE_COLOURS, vision)
    assert vision != "normal" or not close, f"states too alike even with normal vision: {close}"
    undeclared = {pair for pair in close if pair not in theme.SECOND_CUE_PAIRS
                  and pair[::-1] not in theme.SECOND_CUE_PAIRS}
    assert not undeclared, f"{vision}: these states look alike and rely on hue alone: {undeclared}"


def test_pairs_that_rely_on_a_second_cue_really_need_it_and_have_one():
    for (a, b), why in theme.SECOND_CUE_PAIRS.items():
        colours = theme.ROLE_COLOURS
        assert any(colour_vision.difference(colours[a], colours[b], v) < PLAIN_DIFFERENCE for v in DEFICIENCIES), \
            f"{a}/{b} no longer come close: drop them from SECOND_CUE_PAIRS"
        assert theme.CUES[a] != theme.CUES[b] and why


@pytest.mark.parametrize("vision", colour_vision.VISIONS)
def test_every_state_stands_out_from_the_panels(vision):
    for role, colour in theme.ROLE_COLOURS.items():
        for surface in (theme.PANEL, theme.SPACE, theme.PANEL_RAISED):
            assert colour_vision.difference(colour, surface, vision) >= 2 * PLAIN_DIFFERENCE, (role, vision)


def test_ciede2000_gives_the_published_differences():
    # Sharma, Wu & Dalal (2005), table 1: pairs chosen to exercise every term (hue wrap, the blue rotation, grey).
    for lab1, lab2, expected in (((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
                                 ((50, 2.49, -0.001), (50, -2.49, 0.0009), 7.1792),
                                 ((50, 2.5, 0), (73, 25, -18), 27.1492),
                                 ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
                                 ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373),
                                 ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082)):
        assert colour_vision.delta_e2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


SEATS_APART = {"normal": 25.0, "protanopia": 11.0, "deuteranopia": 11.0, "tritanopia": 11.0}   # ΔE00, every two seats


def _seat_distances(seats, vision: str) -> dict[tuple[int, int], float]:
    return {(i, j): colour_vision.perceptual_difference(a, b, vision)
            for (i, a), (j, b) in combinations(enumerate(seats), 2)}


@pytest.mark.parametrize("vision", colour_vision.VISIONS)
def test_every_two_seat_colours_are_plainly_apart_to_every_eye(vision):
    """Look review 18: CPU 2's sky blue and CPU 4's aqua (ΔE00 21) read alike on the score sheet and the results;
    under protanopia aqua and silver were 5 apart, under deuteranopia sky blue and magenta 7. Every two of the six
    seats' colours are SEATS_APART in CIEDE2000 (the perceptual difference) with normal vision and with each
    deficiency the colour-vision simulation offers; a pair that still comes under PLAIN_DIFFERENCE for some eyes
    wears two different badges (SEAT_BADGES)."""
    distances = _seat_distances(theme.SEAT_COLOURS, vision)
    closest = min(distances, key=distances.get)
    assert distances[closest] >= SEATS_APART[vision], (vision, closest, round(distances[closest], 1))
    for (a, b), apart in distances.items():
        assert apart >= PLAIN_DIFFERENCE or theme.SEAT_BADGES[a] != theme.SEAT_BADGES[b], (vision, a, b)
    assert len(set(theme.SEAT_BADGES)) == len(theme.SEAT_COLOURS)


def test_the_seat_colour_bar_rejects_the_old_look_alikes():
    # The bar has teeth: the pairs review 18 and the simulation found alike stay under it.
    sky, aqua, silver = (86, 180, 233), (104, 240, 248), (206, 210, 222)
    assert colour_vision.perceptual_difference(sky, aqua) < SEATS_APART["normal"]
    assert colour_vision.perceptual_difference(aqua, silver, "protanopia") < SEATS_APART["protanopia"]
    assert colour_vision.difference(sky, aqua) > 34   # (CIE76 passed them: why the bar is CIEDE2000)


def test_no_seat_wears_the_colour_of_possible_scores_or_of_locks():
    """Look review 13: green meant CPU 3 (its column's frame and tint), the possible scores in every column and the
    lock frames, so CPU 3's column showed green numbers in a green frame. No seat colour comes near the possible
    scores' green (theme.GOOD) or the locks' colour at a glance: a column's numbers and its held dice never take its
    own colour."""
    for seat, colour in enumerate(theme.SEAT_COLOURS):
        for role in (theme.GOOD, theme.LOCKED):
            assert colour_vision.difference(colour, role) >= 2 * PLAIN_DIFFERENCE, (seat, role)


def test_focus_is_not_a_seat_colour():
    # The person's focus must not be mistaken for Player 1's colour.
    for vision in colour_vision.VISIONS:
        assert colour_vision.difference(theme.FOCUS, theme.SEAT_COLOURS[0], vision) >= PLAIN_DIFFERENCE
    assert len({theme.FOCUS, theme.COMPUTER, theme.SELECTED, theme.LOCKED, theme.HINT, theme.DANGER}) == 6


def test_gold_means_rewards_and_titles_only():
    # Issue 28: gold had come to mean seat 1, lock frames and settle rings too. No state and no seat
    # may look like the titles' gold, and none like the danger red (red means danger only).
    for role, colour in theme.ROLE_COLOURS.items():
        assert colour_vision.difference(colour, theme.TITLE) >= 2 * PLAIN_DIFFERENCE, role
    for seat, colour in enumerate(theme.SEAT_COLOURS):
        assert colour_vision.difference(colour, theme.TITLE) >= 2 * PLAIN_DIFFERENCE, seat
        assert colour_vision.difference(colour, theme.DANGER) >= 2 * PLAIN_DIFFERENCE, seat


def test_every_two_seat_colours_differ_at_a_glance_in_hue_or_lightness():
    """Look review 15: CPU 3's magenta and CPU 4's pink looked alike (17 degrees of hue apart, both vivid). Any two
    seats' colours are ΔE 34 apart to normal vision (sky blue and silver, the closest, differ in hue), and two with a
    hue (chroma over 30) are 30 degrees of hue apart or differ by 10 in lightness (the old pair: 17 degrees, 3)."""
    import math

    def lch(colour):
        lightness, a, b = colour_vision._lab(colour_vision._simulate_linear(colour, "normal"))
        return lightness, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360

    for (i, a), (j, b) in combinations(enumerate(theme.SEAT_COLOURS), 2):
        assert colour_vision.difference(a, b) >= 34, (i, j)
        (la, ca, ha), (lb, cb, hb) = lch(a), lch(b)
        if ca > 30 and cb > 30:
            assert min(abs(ha - hb), 360 - abs(ha - hb)) >= 30 or abs(la - lb) >= 10, (i, j)


def test_no_seat_wears_the_danger_reds_hue():
    """Look review 17m: CPU 4's rose pink (14 degrees of hue from the danger red, only lighter) made "by CPU 4" and its
    winner's frame read as a warning. Every seat with a hue (chroma over 30) is 30 degrees of hue from the danger red,
    and from the reward gold unless 10 lighter or darker (Player 1's orange: 30 degrees, 19 darker)."""
    import math

    def lch(colour):
        lightness, a, b = colour_vision._lab(colour_vision._simulate_linear(colour, "normal"))
        return lightness, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360

    def apart(h1, h2):
        return min(abs(h1 - h2), 360 - abs(h1 - h2))

    (_, _, red), (gold_l, _, gold) = lch(theme.DANGER), lch(theme.TITLE)
    for seat, colour in enumerate(theme.SEAT_COLOURS):
        lightness, chroma, hue = lch(colour)
        if chroma > 30:
            assert apart(hue, red) >= 30, (seat, round(apart(hue, red)))
            assert apart(hue, gold) >= 29 or abs(lightness - gold_l) >= 10, seat


def test_the_main_action_wears_no_seats_colour_nor_a_states():
    """Look review 15: the main button (Roll, Next level, Retry) was filled with the seat on turn's colour, so Player
    1's orange meant both Player 1 and "press this". Its teal rim and face are no seat's colour (nor a seat's deep
    shade, the old face), not the reward gold, not danger, not the locks' colour or the points' green."""
    for colour in (theme.ACTION, theme.ACTION_FACE):
        for seat in theme.SEAT_COLOURS:
            for shade in (seat, tuple(round(c * 0.7) for c in seat)):
                assert colour_vision.difference(colour, shade) >= PLAIN_DIFFERENCE, (colour, seat)
    for role in (theme.TITLE, theme.DANGER, theme.LOCKED, theme.GOOD, theme.SELECTED, theme.HINT, theme.FOCUS):
        assert colour_vision.difference(theme.ACTION, role) >= 1.5 * PLAIN_DIFFERENCE, role
