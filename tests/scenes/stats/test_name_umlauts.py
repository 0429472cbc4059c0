"""A German player can type a German name (29a d6: the name keyboard had no ä ö ü ß: "Jürgen" could not be typed).
The German keyboard has Ä Ö Ü ß after Z, every key inside its deck and none over another; the name is kept."""

from __future__ import annotations

from game import words
from game.storage import players as store


def _type(harness, entry, name: str) -> None:
    keys = [key for key, _rect in entry.keys]
    for char in name:
        entry.focus = keys.index("space" if char == " " else char if char == "ß" else char.upper())
        harness.press("confirm")


def test_a_german_player_types_juergen_and_strauss_and_the_name_is_kept(harness):
    from game.scenes.players.name_entry import NameEntryScene

    done = []
    words.set_language("de")
    try:
        entry = harness.push(NameEntryScene, on_done=done.append)
        _type(harness, entry, "Jürgen Strauß")
        assert entry.name == "Jürgen Strauß"
        rects = [rect for _key, rect in entry.keys]
        assert all(entry.deck().inflate(-20, -20).contains(rect) for rect in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert min(rect.width for rect in rects) >= 40
        harness.press("pause")                  # done
    finally:
        words.set_language("en")
    assert done == ["Jürgen Strauß"]
    store.update(lambda players: store.add(players, done[0]))     # the players' file keeps it as typed
    assert [p.name for p in store.load()[0].players] == ["Jürgen Strauß"]


def test_the_english_keyboard_keeps_its_letters(harness):
    from game.scenes.players.name_entry import NameEntryScene

    entry = harness.push(NameEntryScene)
    assert not any(key in "ÄÖÜß" for key, _rect in entry.keys if len(key) == 1)
