"""The German catalog is complete and compiled: every string the code marks (extracted from the code
the way `pybabel extract -F babel.cfg` does) has a German entry that is not fuzzy, with the same
{placeholders}; the committed .mo is exactly its .po compiled; text a player sees is marked."""

from __future__ import annotations

import io
import re
import string
from pathlib import Path

from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po
from visible_strings import binds_underscore, game_modules, unmarked

from game import words

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = [code for code in words.LANGUAGES if code != words.DEFAULT]

# Modules whose visible text is not marked yet (issue 27 is under way): each must still have some,
# so the list only shrinks; every other module under game/ is checked.
NOT_YET_MARKED: set[str] = set()
NAMES = {"PLANET DICE", "Planet Dice"}   # the game's name is the same in every language


def extracted() -> dict[str | tuple, set[str]]:
    """msgid (a tuple for plurals, with its context first where it has one) -> the files marking it."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as config:
        method_map, options_map = parse_mapping_cfg(config)
    found: dict = {}
    for folder in ("game", "levels"):   # the code, and the campaign's level files (game/words/levels.py)
        for filename, _line, message, _comments, context in extract_from_dir(
                str(ROOT / folder), method_map, options_map, keywords={**DEFAULT_KEYWORDS, "counted": (1, 2)}):
            key = (context, message) if context else message
            found.setdefault(key, set()).add(filename)
    return found


def catalog(code: str):
    with open(ROOT / "game" / "locale" / code / "LC_MESSAGES" / "game.po", "rb") as po:
        return read_po(po, locale=code)


def entry_key(message):
    msgid = message.id if isinstance(message.id, str) else tuple(message.id)
    return (message.context, msgid) if message.context else msgid


def test_every_marked_string_has_a_translation_that_is_not_fuzzy():
    marked = extracted()
    assert len(marked) > 30
    for code in LANGUAGES:
        entries = {entry_key(m): m for m in catalog(code) if m.id}
        missing = sorted(str(key) for key in marked if key not in entries)
        assert not missing, f"{code}: not in the catalog (run python tools/words.py, then translate): {missing}"
        untranslated = sorted(str(key) for key in marked if not all(_strings(entries[key])))
        assert not untranslated, f"{code}: no translation yet: {untranslated}"
        fuzzy = sorted(str(key) for key in marked if entries[key].fuzzy)
        assert not fuzzy, f"{code}: fuzzy (check the translation, then remove the flag): {fuzzy}"


def _strings(message) -> tuple[str, ...]:
    return (message.string,) if isinstance(message.string, str) else tuple(message.string)


def _fields(text: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


def test_translations_keep_the_placeholders():
    for code in LANGUAGES:
        for message in catalog(code):
            if not message.id or not all(_strings(message)):
                continue
            ids = [message.id] if isinstance(message.id, str) else list(message.id)
            expected = set().union(*map(_fields, ids))
            for translated in _strings(message):
                # a plural form may leave out the number ("einen Würfel"), never add a name the code lacks
                fits = _fields(translated) <= expected if len(ids) > 1 else _fields(translated) == expected
                assert fits, f"{code}: {message.id!r} -> {translated!r}: {_fields(translated)}, not {expected}"


def _read(mo: bytes) -> tuple[dict, dict]:
    """What a .mo says: its messages (id and context -> translation) and its header, less the line naming the Babel
    version that wrote it (Babel 2.18 and 2.19 write the same catalogue with a different `Generated-By`)."""
    catalog_ = read_mo(io.BytesIO(mo))
    def held(value):                                       # a plural's forms come as a list
        return value if isinstance(value, str) else tuple(value)
    messages = {(held(message.id), message.context): held(message.string) for message in catalog_ if message.id}
    header = {key: value for key, value in catalog_.mime_headers if key != "Generated-By"}
    return messages, header


def test_the_committed_mo_is_its_po_compiled():
    for code in LANGUAGES:
        folder = ROOT / "game" / "locale" / code / "LC_MESSAGES"
        compiled = io.BytesIO()
        write_mo(compiled, catalog(code))
        assert _read((folder / "game.mo").read_bytes()) == _read(compiled.getvalue()), \
            f"{folder / 'game.mo'} is not game.po compiled: run python tools/words.py compile"


def test_text_a_player_sees_is_marked_for_translation():
    problems, still_unmarked = [], set()
    for path in game_modules():
        name = path.relative_to(ROOT).as_posix()
        found = [line for line in unmarked(path) if line.split(": ", 1)[1].strip("'\"") not in NAMES]
        if name in NOT_YET_MARKED:
            still_unmarked.add(name) if found else None
        else:
            problems += found
    assert not problems, "visible text without _() / N_():\n" + "\n".join(problems)
    done = sorted(NOT_YET_MARKED - still_unmarked)
    assert not done, f"marked now: take them off NOT_YET_MARKED: {done}"


def test_no_module_uses_the_translation_function_as_a_variable():
    bound = [where for path in game_modules() for where in binds_underscore(path)]
    assert not bound, f"`_` is game.words._ here, and also bound as a variable: {bound}"


def test_the_checks_catch_an_unmarked_line(tmp_path):
    module = tmp_path / "probe.py"
    module.write_text('from game.words import _\n\ndef draw(s):\n    text.draw(s, "Roll the dice", 30)\n'
                      '    text.draw(s, _("Roll"), 30)\n    text.draw(s, f"{1}/{2}", 30)\n'
                      '    _, x = 1, 2\n', encoding="utf-8")
    assert [line.split(": ", 1)[1] for line in unmarked(module)] == ["'Roll the dice'"]
    assert binds_underscore(module) == ["probe.py:7"]
    toast = tmp_path / "toast.py"     # no text drawing and no game.words: only a widget's name to go by
    toast.write_text('def saved(app):\n    app.notify("Game saved", 3.0)\n', encoding="utf-8")
    assert [line.split(": ", 1)[1] for line in unmarked(toast)] == ["'Game saved'"]
    assert unmarked(tmp_path / "probe.py") and not binds_underscore(toast)


def test_the_german_plural_rule_is_german():
    header = catalog("de").plural_expr
    assert re.sub(r"\s", "", header) in ("(n!=1)", "n!=1")


# A count of a face in German is "drei Vierer" (der Vierer, die Vierer; dative "Vierern"), never "drei Vieren":
# "Vieren" is the plural of the number word "die Vier", which reads wrong for dice showing a face.
FACE_WORDS_AS_NUMBERS = re.compile(r"\b(Einsen|Zweien|Dreien|Vieren|Fünfen|Sechsen)\b", re.IGNORECASE)


def test_a_count_of_faces_in_german_names_the_face_with_er():
    wrong = sorted(f"{message.id!r} -> {text!r}" for message in catalog("de") if message.id
                   for text in _strings(message) if FACE_WORDS_AS_NUMBERS.search(text))
    assert not wrong, f"say 'drei Vierer' ('Vierern' after bei/mit), not 'drei Vieren': {wrong}"
