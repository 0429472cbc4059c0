"""Every cached AI table (Dicetime, Puzzle, 10000) is read without trusting the file: a header that
claims a huge shape, a pickle, a FIFO, a folder, a short or overlong file each give "no cache" (the
table is then rebuilt) at once, never a crash, a hang or a huge allocation."""

from __future__ import annotations

import io
import os
import threading

import numpy as np
import pytest

from game.ai import dicetime_table, puzzle_table, tenthousand_table
from game.rules.tenthousand import CLASSIC
from game.storage.npy_file import read_array

CACHES = {
    "dicetime": (lambda path: dicetime_table.load_cached(path), dicetime_table.TABLE_SHAPE, "<f8"),
    "puzzle": (lambda path: puzzle_table.load_cached(puzzle_table.STANDARD, path), puzzle_table.STANDARD.shape, "<f4"),
    "tenthousand": (lambda path: tenthousand_table.load_cached(CLASSIC, path),
                    (tenthousand_table.totals_below_limit(CLASSIC),), "<f8"),
}


def npy(shape, descr="<f8", body=b"\0" * 64) -> bytes:
    out = io.BytesIO()
    np.lib.format.write_array_header_1_0(out, {"descr": descr, "fortran_order": False, "shape": shape})
    return out.getvalue() + body


def damaged(kind: str, shape, dtype, path) -> None:
    size = int(np.prod(shape)) * np.dtype(dtype).itemsize
    if kind == "header_claims_10e12":
        path.write_bytes(npy((10**12,), np.dtype(dtype).str))
    elif kind == "header_claims_huge_2d":
        path.write_bytes(npy((10**6, 10**7), np.dtype(dtype).str))
    elif kind == "pickle":
        np.save(path, np.array([{"x": 1}], dtype=object), allow_pickle=True)
    elif kind == "short":
        path.write_bytes(npy(shape, np.dtype(dtype).str, b"\0" * (size - 8)))
    elif kind == "overlong":
        path.write_bytes(npy(shape, np.dtype(dtype).str, b"\0" * (size + 8)))
    elif kind == "other_dtype":
        path.write_bytes(npy(shape, "<i8" if np.dtype(dtype).itemsize == 8 else "<i4", b"\0" * size))
    elif kind == "garbage":
        path.write_bytes(os.urandom(4096))
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()


KINDS = ["header_claims_10e12", "header_claims_huge_2d", "pickle", "short", "overlong", "other_dtype", "garbage",
         "folder"] + (["fifo"] if hasattr(os, "mkfifo") else [])


@pytest.mark.parametrize("cache", sorted(CACHES))
@pytest.mark.parametrize("kind", KINDS)
def test_a_bad_cache_file_is_refused_at_once(cache, kind, tmp_path):
    load, shape, dtype = CACHES[cache]
    path = tmp_path / "table.npy"
    damaged(kind, shape, dtype, path)
    answers = []
    worker = threading.Thread(target=lambda: answers.append(load(path)), daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "reading the cache hung"
    assert answers == [None]


def test_a_good_file_reads_back_exactly_and_writable(tmp_path):
    table = np.arange(24, dtype="<f8").reshape(4, 6)
    np.save(tmp_path / "t.npy", table)
    read = read_array(tmp_path / "t.npy", (4, 6), "<f8")
    assert np.array_equal(read, table) and read.flags.writeable
    assert read_array(tmp_path / "t.npy", (6, 4), "<f8") is None
    assert read_array(tmp_path / "missing.npy", (4, 6), "<f8") is None
