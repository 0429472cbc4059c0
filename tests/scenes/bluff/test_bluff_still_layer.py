"""The Bluff table on the play kit's still layer: drawn again only as far as its keys changed (the
status line, a seat's card, the track or the verdict, the controls), and always what a complete fresh
drawing gives."""

from __future__ import annotations

import random

from bluff_play import bluff_match, computer, person, person_can_act
from harness import kept_shows_fresh

from game.input.actions import KEYBOARD, MOUSE
from game.scenes import navigation
from game.scenes.playkit.chrome import KEPT_PARTS, StillLayer

#: Frames between two comparisons with a fresh drawing (the people's test also compares after every input).
#: Broken kept layers (a patch's key ignored; a kept card blitted for another key) fail both tests at these
#: as at every 4th and 5th frame.
COMPARE_EVERY = 8
REVEAL_COMPARE_EVERY = 10


def _same_as_fresh(scene, fresh: StillLayer) -> bool:
    return kept_shows_fresh(scene, fresh)      # (once its late parts show: the cards one a frame)


def test_a_six_seat_reveal_of_thirty_dice_redraws_parts_only_and_matches_a_fresh_drawing(make_harness):
    harness = make_harness(seed=0)
    scene = navigation.start_demo(harness.app, "bluff", 6)
    harness.app.draw = lambda alpha: None      # the bidding up to the first doubt, undrawn: faster
    for _ in range(6000):                       # (how long the bidding takes is the computers' play)
        if scene.showing == "reveal":
            break
        harness.tick()
    del harness.app.draw
    harness.tick()
    fresh = StillLayer(harness.app.size, scene.still.backdrop.mood)
    redraws, patches = scene.still.redraws, scene.still.patch_redraws
    stages, dice_shown, frames, after = set(), 0, 0, 0
    while harness.top is scene and frames < 1000 and after < 30:   # on to the round after the reveal
        stages.add(scene.showing)
        harness.tick()
        frames += 1
        after += "reveal" in stages and scene.showing in ("roll", "bid")
        if scene.reveal is not None and scene.reveal.lift >= 1.0:
            dice_shown = max(dice_shown, sum(len(hand) for hand in scene.reveal.result.hands))
        stages.add(scene.showing)
        if frames % REVEAL_COMPARE_EVERY == 0:
            assert _same_as_fresh(scene, fresh), f"frame {frames} ({scene.showing}): the kept table differs"
    assert {"reveal", "roll"} <= stages and dice_shown == 30      # the reveal, then the next round's cups
    assert scene.still.redraws - redraws <= 4, "the whole still picture is drawn again only when the stage changes"
    assert scene.still.patch_redraws - patches < frames, "parts are drawn again when they change, not every frame"


def test_people_at_the_table_see_the_same_picture_kept_or_fresh(harness):
    """Rolls, peeks, marks to reroll, a die cursor, a bid that rerolls, then random presses and clicks
    of a keyboard person and a mouse person beside a computer: the kept layer is a fresh drawing's."""
    options = (("reroll", True), ("exact_hits_everyone", False), ("exact_pays_bidder", False), ("points", 0))
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), person(MOUSE, 1, "Ben"),
                                                    computer(2), options=options))
    fresh = StillLayer(harness.app.size, scene.still.backdrop.mood)    # (a layer drawn afresh draws every card: none comes from a kept picture)
    reused = KEPT_PARTS["reused"]

    def check(what: str) -> None:
        assert _same_as_fresh(scene, fresh), f"{what} ({scene.showing}): the kept table differs"

    def press(name: str, device=KEYBOARD, pos=None, release: bool = True) -> None:
        harness.inject(name, device, pos=pos)
        if release:
            harness.inject(name, device, pressed=False, pos=pos)
        harness.tick()
        check(f"after {name}")

    check("first frame")
    press("roll")                                                  # Ana rolls
    press("click", MOUSE, pos=scene.cards[1].tray.center)          # Ben clicks his cup
    for frame in range(3000):
        if person_can_act(scene, 0) and scene.showing == "bid":
            break
        harness.tick()
        if frame % COMPARE_EVERY == 0:
            check(f"frame {frame}")
    press("alt_click", MOUSE, pos=(5, 5), release=False)           # Ben holds his peek
    harness.inject("alt_click", MOUSE, pressed=False, pos=(5, 5))
    press("hint", release=False)                                   # Ana holds hers: her dice show
    for name in ("next", "lock", "next", "lock", "right", "up"):   # two dice marked, a bid chosen
        press(name)
    assert len(scene.person.marked) == 2
    harness.inject("hint", KEYBOARD, pressed=False)
    press("confirm")                                               # the bid; the marked dice roll again
    rng = random.Random(9)
    names = ("left", "right", "up", "confirm", "roll", "next", "lock", "confirm", "hint")
    for frame in range(600):
        if harness.top is not scene:
            break
        if rng.random() < 0.08:
            if rng.random() < 0.3:
                harness.inject("alt_click" if rng.random() < 0.3 else "click", MOUSE,
                               pos=(rng.randrange(1280), rng.randrange(720)))
            else:
                name = rng.choice(names)
                harness.inject(name, KEYBOARD)
                if name != "hint" or rng.random() < 0.5:
                    harness.inject(name, KEYBOARD, pressed=False)
        harness.tick()
        if frame % COMPARE_EVERY == 0:
            check(f"frame {frame}")
    assert scene.still.patch_redraws > 3 * scene.still.redraws
    assert KEPT_PARTS["reused"] - reused > 3      # cards that came back to a look they had were blitted



def test_no_frame_draws_two_seat_cards_or_rows_but_a_whole_picture(make_harness, monkeypatch):
    """Cards that change together are drawn one a frame (a bid passing the turn, a new round's cups, the cups lifting
    one after another at the reveal: each ~0.5-1 ms; two to four in one frame made Bluff's slowest frames), and so are
    the reveal's rows as each seat's dice arrive in theirs; only a whole still picture drawn again (the seats' rows
    coming and going) draws several."""
    from game.scenes.bluff.reveal_rows import RevealRows
    from game.scenes.bluff.view import BluffView

    drawn: list[int] = []
    rows: list[int] = []
    draw_card, draw_row = BluffView._draw_card, RevealRows.draw

    def counted(view, surface, seat, look) -> None:
        drawn.append(seat)
        draw_card(view, surface, seat, look)

    def counted_row(reveal_rows, surface, seat, faces) -> None:
        rows.append(seat)
        draw_row(reveal_rows, surface, seat, faces)

    monkeypatch.setattr(BluffView, "_draw_card", counted)
    monkeypatch.setattr(RevealRows, "draw", counted_row)
    harness = make_harness(seed=0)
    scene = navigation.start_demo(harness.app, "bluff", None)
    cards, lifted = 0, {}
    for frame in range(1200):
        drawn.clear()
        rows.clear()
        whole = scene.still.redraws
        harness.tick()
        if harness.top is not scene:
            break
        cards += len(drawn)
        assert len(drawn) <= 1 or scene.still.redraws > whole, (frame, drawn)
        assert len(rows) <= 1 or scene.still.redraws > whole, (frame, rows)
        for seat in range(scene.seats):       # the cups lift one after another, a frame apart
            if scene.reveal is not None and scene.reveal.lift_of(seat) > 0:
                lifted.setdefault(seat, frame)
    assert cards > 15
    assert sorted(lifted.values()) == list(lifted.values()) and len(set(lifted.values())) == len(lifted) == scene.seats


def test_a_die_counted_at_the_reveal_draws_its_seats_row_alone(make_harness, monkeypatch):
    """The seats' rows are a patch each: the count-up draws again only the row of the die it counts (all the rows
    drawn at every count made the reveal's frames ~1 ms slower); the kept table stays a fresh drawing's."""
    from game.scenes.bluff.reveal_rows import RevealRows

    drawn: list[int] = []
    draw_row = RevealRows.draw

    def counted(rows, surface, seat, faces) -> None:
        drawn.append(seat)
        draw_row(rows, surface, seat, faces)

    monkeypatch.setattr(RevealRows, "draw", counted)
    harness = make_harness(seed=0)
    scene = navigation.start_demo(harness.app, "bluff", None)
    fresh = StillLayer(harness.app.size, scene.still.backdrop.mood)
    counts = 0
    for _frame in range(1200):
        show = scene.reveal
        counting = show is not None and not show.applied
        before = show.counted() if counting else None
        phases = [scene.view.rows.phase(seat) for seat in range(scene.seats)] if counting else []
        drawn.clear()
        harness.tick()
        if harness.top is not scene or scene.reveal is None and counts:
            break
        if counting and scene.reveal is show and not show.applied and show.counted() > before:
            seat = show.glow[show.counted() - 1][0]
            handed = {other for other in range(scene.seats) if scene.view.rows.phase(other) != phases[other]}
            assert seat in drawn and set(drawn) <= {seat} | handed, (_frame, drawn, seat)   # (a cup set off: its row)
            counts += 1
            assert _same_as_fresh(scene, fresh)
    assert counts >= 2
