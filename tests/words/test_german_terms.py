"""Look review 26 (defects 25, 27, 28): the German a board-game box would print. One word for the score sheet's boxes
("Felder", as the rules say; the results said "obere Zeilen"), and no maths shorthand or clipped phrases in prose."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

PO = Path(__file__).resolve().parents[2] / "game/locale/de/LC_MESSAGES/game.po"


def german() -> dict[str, str]:
    """msgid (the singular of a plural) -> its German, every form joined."""
    with open(PO, "rb") as f:
        catalog = read_po(f, locale="de")
    out = {}
    for message in catalog:
        if message.id:
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            out[key] = " / ".join(message.string) if isinstance(message.string, tuple) else message.string
    return out


def test_the_sheets_boxes_are_felder_everywhere():
    lines = german()
    rows = {msgid: de for msgid, de in lines.items() if "Zeile" in de}
    assert not rows, rows
    assert lines["upper rows"] == "obere Felder" and lines["Choose a row first"] == "Erst ein Feld wählen"


def test_no_shorthand_in_the_house_rules():
    lines = german()
    assert "−1" not in lines["Exactly three: all but the bidder lose a die (a last die is safe)."]
    for msgid in ("Exact bid hits everyone", "Exact bid pays the bidder"):   # an exact *bid*, not a bare "Genau"
        assert lines[msgid].startswith("Genaues Gebot"), lines[msgid]
    assert not lines["{points} more to bank"].startswith("erst"), lines["{points} more to bank"]
    assert "Wenigste" not in lines["Goal: fewest rounds to {target}"]
    assert lines["more below"] != "weiter unten mehr"
