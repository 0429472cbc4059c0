"""One loader for every user file: settings, high scores, campaign progress, records, ...

A user file is a small JSON document in the data folder, described by a pydantic model whose
fields all have defaults (the defaults are what a missing or unreadable file gives), or by a flat
plain dataclass (see `plain_field`: the settings, read before the first frame without pydantic):

    from game.storage.userfile import UserFile

    PROGRESS = UserFile("campaign-progress.json", CampaignProgress, "Campaign progress")
    loaded = PROGRESS.load()        # never raises, never hangs
    loaded.value                    # a valid CampaignProgress: the file's good part, defaults elsewhere
    loaded.notice                   # None, or a short notice for the player (app.notify(loaded.notice))
    notice = PROGRESS.save(model)   # None when saved (atomically), else a notice naming the file

What `load` guarantees, whatever is on disk:
- only a regular file is opened (checked with os.stat first, opened non-blocking, checked again):
  a FIFO, a folder or a device in its place is set aside, never read;
- the size (`max_bytes`), the nesting (`max_depth`) and the numbers (|n| <= 10**15, finite) are
  bounded; every parse error is caught (RecursionError, MemoryError and OverflowError included);
- the document is validated (strictly: "3" is not 3) into the model, and only what is wrong is
  dropped: a bad list item, a bad or unknown key (its default is used). Several rounds of pruning
  keep everything that validates;
- if anything was wrong, the damaged file is moved aside to `<name>.bad` (`.bad.2`, ... never
  overwriting an earlier one) and the good part is written back at once, atomically, so the next
  launch starts clean and nothing that was readable is lost (with nothing good left, no file is
  written: a missing file means the defaults). If it cannot be moved aside, it is
  left exactly as it is and `save` refuses to overwrite it for the rest of the session;
- the notice names the file, lists the first few problems with their key paths
  ("entries[3].score: expected an integer from 0 to 999999, got 1e400"), then "and N more", and
  says what happened to the file. Every value shown is cut short, so a notice stays a few lines.

Saves are atomic (a temporary file in the same folder, fsync, rename): a crash or a kill mid-write
leaves either the old file or the new one; the scratch file such a kill leaves behind is removed by a
later load once it is ten minutes old. JSON only: nothing from a file is ever evaluated.

Two copies of the game at once: every save takes the file's lock, re-reads it and merges this copy's
change into what is on disk (`save_merged`, the file's declared `merge`; `game.storage.shared`).

The parts: reading the document (`game.storage.json_document`), validating it and the plain
dataclasses (`game.storage.validation`), locking and merging (`game.storage.shared`).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from game.storage.atomic import keep_aside, remove_stale_scratch, write_json_atomic
from game.storage.json_document import read_document, reason
from game.storage.paths import data_dir
from game.storage.validation import Problem, plain_field, plain_fields, plainly_valid, schema_of, validate
from game.words import N_, Said

if TYPE_CHECKING:
    from pydantic import BaseModel

__all__ = ["REGISTERED", "Loaded", "Problem", "UserFile", "plain_field", "plainly_valid", "validate"]

M = TypeVar("M")
SHOWN_PROBLEMS = 3           # problems spelt out in a notice; the rest are counted


class Loaded(NamedTuple, Generic[M]):
    value: M                                  # always a valid model
    notice: str | None = None                 # for the player; None when all is well
    problems: tuple[Problem, ...] = ()        # every problem found (the notice shows the first few)
    kept_aside: Path | None = None            # where the damaged file went, if it was moved


REGISTERED: dict[str, UserFile] = {}  # every user file by name (the fuzz tests go through them all)
_unsafe_to_save: dict[Path, str] = {}  # files never to overwrite this session -> why
_bases: dict[Path, Any] = {}           # what this copy last read or wrote at each path (a save's merge base)


@dataclass(frozen=True)
class UserFile(Generic[M]):
    """A user file: its name in the data folder, its model, and how the notice names it."""
    name: str
    model: type[M]
    title: str                                # N_("Settings file"), N_("High-score file"), ... (a msgid)
    max_bytes: int = 256 * 1024
    max_depth: int = 16
    folder: Callable[[], Path] = data_dir
    kept: Callable[[Any], str] | None = None  # says what survived (a Said: counted(...)), "2 good entries are kept"
    # How a save's change goes into what another copy of the game saved meanwhile: (base: what this
    # copy last read or wrote there, disk: what is there now, ours: what this copy saves) -> what to
    # write. Default: `shared.merge_fields` (every top-level field this copy changed; the rest as on disk).
    merge: Callable[[Any, Any, Any], Any] | None = None

    def __post_init__(self) -> None:
        self.model()  # every field needs a default: the defaults are what a missing file gives
        plain_fields(self.model)  # a plain dataclass: only the fields the fast path knows
        REGISTERED[self.name] = self

    def schema(self) -> type[BaseModel]:
        """The pydantic model that checks the file: `model` itself, or the one a plain dataclass
        describes (built, and pydantic imported, on the first call)."""
        return schema_of(self.model)

    def dump(self, value: M) -> dict[str, Any]:
        """`value` as the JSON document saved."""
        if plain_fields(self.model) is not None:
            return dataclasses.asdict(value)
        return value.model_dump(mode="json")

    def path(self) -> Path:
        return self.folder() / self.name

    # ------------------------------------------------------------------ loading
    def load(self, path: Path | None = None, check: Callable[[M], tuple[M, list[Problem]]] | None = None,
             keep_base: bool = True) -> Loaded[M]:
        """The file's value, never raising. `check`: a further judgement of a valid value against
        what only the caller knows (campaign progress against the levels): it returns the value
        corrected and the problems, which are reported and written back like any other bad value.
        `keep_base=False`: only to read (the value is never saved): no copy is kept as a save's merge
        base (a deep copy of a big file costs more than reading it)."""
        path = path or self.path()
        _unsafe_to_save.pop(path, None)
        remove_stale_scratch(path)
        data, refusal = read_document(path, self.max_bytes, self.max_depth)
        if refusal == "missing":
            _bases[path] = self.model()
            return Loaded(self.model())
        if refusal is not None and refusal.startswith("!"):
            # Not damaged, just not usable (unreadable, or the data folder is a file): leave it alone.
            problem = Problem("", refusal[1:])
            if "is a file, not a folder" in refusal:
                outcome = Said(N_("Nothing can be saved there; the defaults are used."))
            else:
                _unsafe_to_save[path] = "it could not be read, so it is not overwritten"
                outcome = Said(N_("It is left as it is and changes are not saved; the defaults are used."))
            return Loaded(self.model(), self._said(path, str(problem), outcome), (problem,))
        if refusal is not None:
            value, problems = self.model(), [Problem("", refusal)]
        else:
            value = plainly_valid(self.model, data)   # no pydantic needed: nothing to report
            problems = []
            if value is None:
                value, problems = validate(self.model, data)
        if check is not None:
            value, more = check(value)
            problems = [*problems, *more]
        if keep_base:
            _bases[path] = _copy(value)
        if not problems:
            return Loaded(value)
        from game.storage.shared import lock_for

        with lock_for(path):   # another copy may be saving it right now: set aside only what is there
            return self._set_aside(path, value, problems)

    def _set_aside(self, path: Path, value: M, problems: list[Problem]) -> Loaded[M]:
        kept = self.kept(value) if self.kept else (
            Said(N_("the defaults are used")) if value == self.model() else Said(N_("the good values are kept")))
        try:
            aside = keep_aside(path)
        except OSError as exc:
            _unsafe_to_save[path] = "it was damaged and could not be moved aside, so it is not overwritten"
            outcome = Said(N_("It could not be moved aside ({reason}), so it is left as it is and changes are not "
                              "saved; {kept} for now."), reason=reason(exc), kept=kept)
            return Loaded(value, self._notice(path, problems, outcome), tuple(problems))
        if value == self.model():  # nothing good to write back: no file means the defaults
            return Loaded(value, self._notice(path, problems, Said(N_("It was kept aside as {name}; {kept}."),
                                                                   name=aside.name, kept=kept)),
                          tuple(problems), aside)
        failure = self._write(value, path)
        if failure is None:
            outcome = Said(N_("It was kept aside as {name}; {kept} and saved."), name=aside.name, kept=kept)
        else:
            outcome = Said(N_("It was kept aside as {name}; {kept} for now, but could not be saved ({failure})."),
                           name=aside.name, kept=kept, failure=failure)
        return Loaded(value, self._notice(path, problems, outcome), tuple(problems), aside)

    def _notice(self, path: Path, problems: list[Problem], outcome: Said) -> Said:
        shown = "; ".join(str(p) for p in problems[:SHOWN_PROBLEMS])   # key: what is wrong (as it is)
        more = len(problems) - SHOWN_PROBLEMS
        if more > 0:
            shown = Said(N_("{problems}; and {more} more"), problems=shown, more=more)
        return self._said(path, shown, outcome)

    def _said(self, path: Path, problems: str, outcome: Said) -> Said:
        """The notice: English as a str (the log), in the player's language where shown (`_()`)."""
        return Said(N_("{title} {path}: {problems}. {outcome}"), title=Said(self.title), path=str(path),
                    problems=problems, outcome=outcome)

    # ------------------------------------------------------------------- saving
    def save(self, value: M, path: Path | None = None) -> str | None:
        """Save `value`, merged into what is on disk (see `save_merged`); None when saved, else why
        not (naming the file)."""
        return self.save_merged(value, path)[1]

    def save_merged(self, value: M, path: Path | None = None, adopt: bool = False) -> tuple[M, str | None]:
        """Under the file's lock (`.<name>.lock` beside it): read what is on disk now (a damaged file is
        set aside first, as `load` does), merge this copy's change into it with the file's `merge`,
        and write the result atomically. Returns what was written (`value` when nothing was) and None,
        or why it was not saved. Two copies of the game saving at once never erase each other's change.

        The change is `value` against this copy's base: what it last loaded, or last saved. `adopt`:
        the caller goes on from the merged value (the base is then what was written), else from `value`."""
        from game.storage.shared import Busy, lock_for, merge_fields

        path = path or self.path()
        if path in _unsafe_to_save:
            return value, f"{path}: {_unsafe_to_save[path]}"
        base = _bases.get(path, self.model())
        try:
            with lock_for(path):
                disk = self.load(path).value if os.path.lexists(path) else self.model()
                _bases[path] = base   # load() noted what it read: the base stays this copy's own
                if path in _unsafe_to_save:
                    return value, f"{path}: {_unsafe_to_save[path]}"
                merged = (self.merge or merge_fields)(base, disk, value)
                failure = self._write(merged, path)
        except Busy as exc:
            return value, f"could not write {path}: {exc}"
        except OSError as exc:   # the lock file itself cannot be made (a read-only folder, a full disk)
            return value, f"could not write {path}: {reason(exc, path)}"
        if failure:
            return value, failure
        _bases[path] = _copy(merged if adopt else value)
        return merged, None

    def _write(self, value: M, path: Path) -> str | None:
        try:
            write_json_atomic(path, self.dump(value))
        except OSError as exc:
            return f"could not write {path}: {reason(exc, path)}"
        return None


def _copy(value: M) -> M:
    """A copy of a value to keep as a save's base (callers change the settings in place)."""
    return dataclasses.replace(value) if dataclasses.is_dataclass(value) else value.model_copy(deep=True)


