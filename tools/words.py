"""The translation round with Babel (a development tool: the game itself reads the catalogs with the
standard library's gettext). From the project folder:

    python tools/words.py            # extract -> game/locale/game.pot, update every .po, compile every .mo
    python tools/words.py compile    # only compile the .po files (after translating)
    python tools/words.py init fr    # start a new language: game/locale/fr/LC_MESSAGES/game.po

The same as running pybabel by hand:

    pybabel extract -F babel.cfg -k counted:1,2 --add-location=file --sort-output -c TRANSLATORS: -o game/locale/game.pot game levels
    pybabel update -i game/locale/game.pot -d game/locale -D game
    pybabel compile -d game/locale -D game --statistics

`update` marks a changed English text "fuzzy" in each .po: a translator checks the German and removes
the flag (tests/words/test_catalog.py fails while any entry is fuzzy, untranslated or not compiled).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))   # babel.cfg's level extractor is game.words.levels
LOCALE = "game/locale"
TEMPLATE = f"{LOCALE}/game.pot"


def pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])


def extract() -> None:
    """Extract into the template, keeping its POT-Creation-Date: the date line was the one line every helper's run
    rewrote, so two branches that each added words always met in a merge conflict there (git keeps the history)."""
    old = Path(TEMPLATE).read_text(encoding="utf-8") if Path(TEMPLATE).exists() else ""
    pybabel("extract", "-F", "babel.cfg", "-k", "counted:1,2", "--add-location=file", "--sort-output", "-c", "TRANSLATORS:",
            "--project", "Planet Dice", "--copyright-holder", "Planet Dice", "-o", TEMPLATE, "game", "levels")
    kept = re.search(r'^"POT-Creation-Date: [^"]*"$', old, re.M)
    if kept:
        new = Path(TEMPLATE).read_text(encoding="utf-8")
        Path(TEMPLATE).write_text(re.sub(r'^"POT-Creation-Date: [^"]*"$', lambda _m: kept.group(0), new, count=1, flags=re.M),
                                  encoding="utf-8")


def update() -> None:
    pybabel("update", "-i", TEMPLATE, "-d", LOCALE, "-D", "game")


def compile_catalogs() -> None:
    pybabel("compile", "-d", LOCALE, "-D", "game", "--statistics")


def main(argv: list[str]) -> int:
    os.chdir(ROOT)
    if argv[:1] == ["init"] and len(argv) == 2:
        extract()
        pybabel("init", "-i", TEMPLATE, "-d", LOCALE, "-D", "game", "-l", argv[1])
        return 0
    if argv == ["compile"]:
        compile_catalogs()
        return 0
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    extract()
    update()
    compile_catalogs()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
