"""Reuse what was made from files for as long as those files stay the same.

A long-running process (`bulletin serve`, `bulletin watch`) builds the site again after every save. Work
that depends only on a few files (compiling the templates) is kept and reused while each of those files has
the same path, modification time, size and inode; any edit, atomic save by rename, new or deleted file
gives a new key and so a fresh value. One-shot builds pay only for listing the files.
"""
from __future__ import annotations

import os
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Callable, Generic, Hashable, Iterable, TypeVar

FileStamp = tuple[str, int, int, int]     # path, mtime_ns, size, inode

V = TypeVar("V")


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


class RecentValues(Generic[V]):
    """The values made for the last few keys (least recently used dropped first)."""

    def __init__(self, size: int = 4) -> None:
        self._size = size
        self._values: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value kept for `key`, or a new one from `make()` (kept for next time)."""
        with self._lock:
            if key in self._values:
                self._values.move_to_end(key)
                return self._values[key]
        value = make()
        with self._lock:
            self._values[key] = value
            while len(self._values) > self._size:
                self._values.popitem(last=False)
        return value

    def __len__(self) -> int:
        return len(self._values)
