"""Keys made from files, so that what was made from them is reused for as long as those files stay the same.

A long-running process (`bulletin serve`, `bulletin watch`) builds the site again after every save. Work
that depends only on a few files (compiling the templates, reading a catalogue) is kept in its build
session's caches (`cache.BoundedCache`) under a key of these stamps: the same path, modification time, size
and inode; any edit, atomic save by rename, new or deleted file gives a new key and so a fresh value.
"""
from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

FileStamp = tuple[str, int, int, int]     # path, mtime_ns, size, inode


def folder_stamps(folders: Iterable[Path]) -> tuple[tuple[str, tuple[FileStamp, ...]], ...]:
    """Each folder with the stamp of every file below it, in a stable order; a missing folder has none."""
    return tuple((str(folder), tuple(sorted(_stamps_below(folder)))) for folder in folders)


def folder_contents(folder: Path, limit: int) -> tuple[tuple[str, bytes], ...] | None:
    """Every file below `folder` with its bytes, in a stable order: a key that changes with any edit, however
    quick (a same-size edit within the file system's timestamp granularity changes no stamp). None when a
    file is larger than `limit` bytes or cannot be read (then nothing should be reused)."""
    found = []
    for directory, folders, names in os.walk(folder):
        folders.sort()
        for name in sorted(names):
            path = os.path.join(directory, name)
            try:
                if os.path.getsize(path) > limit:
                    return None
                with open(path, "rb") as file:
                    found.append((os.path.relpath(path, folder), file.read()))
            except OSError:
                return None
    return tuple(found)


def _stamps_below(folder: Path) -> Iterable[FileStamp]:
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            try:
                status = os.stat(path)
            except OSError:
                continue  # removed while listing; the next build sees the folder without it
            yield (path, status.st_mtime_ns, status.st_size, status.st_ino)
