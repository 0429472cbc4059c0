"""The game's words in the player's language: every text a player sees goes through here.

    from game.words import N_, _, ngettext, number, pgettext

    _("Settings")                                   # "Einstellungen" in German
    ngettext("{n} reroll", "{n} rerolls", n).format(n=n)
    pgettext("dice", "Hold")                         # one English word, two meanings: a context
    number(10000)                                    # "10,000" / "10.000"
    N_("Back")                                       # marked for the catalog, translated later with _()

The run-time side is the standard library's `gettext` (Babel is only the build and development tool:
`pybabel extract / update / compile`, see DEVELOPERS.md "Words"). The catalogs live in
game/locale/<lang>/LC_MESSAGES/game.po, with the compiled game.mo beside them (committed;
tests/words/test_catalog.py fails when a .mo is not its .po compiled).

The language is one per process and changes at run time (`set_language`): code that keeps text
keeps the English msgid (`N_`) and translates it when it draws, so a change shows at the next frame.
English needs no catalog at all (the msgids are English): start-up pays nothing for it; German reads
its catalog once, on first use (~0.5 ms), and keeps it for the run. A lookup is one dict read.
"""

from __future__ import annotations

import os
from pathlib import Path

DOMAIN = "game"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
LANGUAGES = {"en": "English", "de": "Deutsch"}   # code -> the language's own name (the Language setting)
DEFAULT = "en"
_SEPARATORS = {"en": (",", "."), "de": (".", ",")}   # thousands, decimal

_current = DEFAULT
_translations: dict[str, object] = {}   # code -> its gettext.GNUTranslations, read once
_catalog = None                         # the current language's translations, None for English
_looked_up: dict[str, str] = {}         # the current language's answers to _(), each looked up once
generation = 0                          # bumped at every change of language (caches may key on it)


def _(message: str) -> str:
    """`message` in the current language (itself where the catalog has nothing). Called as text is
    drawn: one dict read (the catalog is asked once per message and language)."""
    if _catalog is None:
        return message
    found = _looked_up.get(message)
    if found is None:
        if isinstance(message, Said):   # composed text: put together again in this language (never kept)
            return message.translated()
        found = _looked_up[message] = _catalog.gettext(message)
    return found


class Said(str):
    """Text composed of a msgid and its fields, e.g. a notice about a damaged file: as a str it is the
    English (what logs and tests read); `_()` gives it in the current language, put together again
    from the msgid's translation (fields that are `Said` too are translated; the rest, such as a file's
    path or what is wrong with a value, are shown as they are).

        notice = Said("{title} {path}: {problems}", title=Said("Settings file"), path=p, problems=...)
        log.warning("%s", notice)    # English
        toast(_(notice))             # German when the game speaks German
    """

    msgid: str
    fields: dict
    plural: tuple[str, int] | None = None   # (the plural msgid, n) of an ngettext message

    def __new__(cls, msgid: str, **fields: object) -> Said:
        said = super().__new__(cls, msgid.format(**fields) if fields else msgid)
        said.msgid, said.fields = msgid, fields
        return said

    def translated(self) -> str:
        message = _(self.msgid) if self.plural is None else ngettext(self.msgid, *self.plural)
        if not self.fields:
            return message
        return message.format(**{name: value.translated() if isinstance(value, Said) else value
                                 for name, value in self.fields.items()})


def counted(singular: str, plural: str, n: int, **fields: object) -> Said:
    """A `Said` with plural forms (as ngettext): `n` chooses the form and is its field {n}. Extracted as
    a plural message (tools/words.py gives Babel the keyword counted:1,2)."""
    said = Said((singular if n == 1 else plural), n=n, **fields)
    said.msgid, said.plural = singular, (plural, n)
    return said


def N_(message: str) -> str:
    """Marks `message` for the catalog without translating it (translate it where it is shown)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    if _catalog is None:
        return singular if n == 1 else plural
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return message if _catalog is None else _catalog.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    if _catalog is None:
        return singular if n == 1 else plural
    return _catalog.npgettext(context, singular, plural, n)


def number(value: int | float, decimals: int = 0) -> str:
    """A number as the language writes it: 10,000 and 2.5 in English, 10.000 and 2,5 in German."""
    thousands, point = _SEPARATORS.get(_current, _SEPARATORS[DEFAULT])
    text = f"{value:,.{decimals}f}" if decimals or isinstance(value, float) else f"{value:,}"
    return text.replace(",", "\0").replace(".", point).replace("\0", thousands)


def language() -> str:
    """The current language's code ("en", "de")."""
    return _current


def set_language(code: str) -> str:
    """Make `code` the language of everything drawn from now on; an unknown code gives English.
    Returns the code in use."""
    global _current, _catalog, generation
    code = code if code in LANGUAGES else DEFAULT
    if code != _current:
        _catalog = None if code == DEFAULT else _load(code)
        _looked_up.clear()
        _current = code
        generation += 1
    return _current


def _load(code: str):
    """The language's compiled catalog, read once. Opened by its path rather than through
    gettext.translation(), whose search imports the `locale` module (~2 ms of the start-up)."""
    if code not in _translations:
        import gettext

        try:
            with open(LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as compiled:
                _translations[code] = gettext.GNUTranslations(compiled)
        except OSError:
            _translations[code] = gettext.NullTranslations()   # an install without it: English words
    return _translations[code]


def system_language(environ: os._Environ | dict[str, str] | None = None) -> str:
    """The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads them:
    the first one set), if the game speaks it, else English. "de_DE.UTF-8", "de_AT", "de" -> "de"."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            for wanted in value.split(":"):   # LANGUAGE may list several: de:en
                code = wanted.split(".")[0].split("@")[0].split("_")[0].lower()
                if code in LANGUAGES:
                    return code
            return DEFAULT if name != "LANGUAGE" else _after_language(environ)
    return DEFAULT


def _after_language(environ) -> str:
    """LANGUAGE named nothing the game speaks: the locale variables still decide."""
    return system_language({k: v for k, v in environ.items() if k != "LANGUAGE"})
