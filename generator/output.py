"""The only module that writes the site: write what changed, keep what did not, prune what is gone.

How a build can never leave a broken site behind:
- every file is written to a staging folder inside the output folder, then moved over its old
  version with `os.replace`, which is atomic: a reader sees the old file or the new one, never half;
- stale files are removed only after every new file is in place, so no page goes missing mid-build;
- the manifest of files this tool wrote is updated before anything is written (old + new paths) and
  trimmed after pruning; only files in it are ever deleted, so files the user put there (CNAME, a
  `.git` for publishing) survive, and a killed build's stray files are pruned next time;
- the staging folder of a killed build is cleared at the start of the next one.
A killed build therefore leaves a complete site (some pages new, the rest old); the next build
finishes the job. Why not build aside and swap folders: renaming a folder cannot be atomic over an
existing one, would break a server or a git work tree inside it, and would touch every file's mtime.
"""
from __future__ import annotations

import os
import shutil
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

MANIFEST = ".bulletin-files"
STAGING = ".bulletin-staging"


@dataclass(frozen=True)
class WriteResult:
    written: tuple[str, ...]
    unchanged: tuple[str, ...]
    removed: tuple[str, ...]


def write_site(out_dir: Path, files: Mapping[str, bytes]) -> WriteResult:
    """Make `out_dir` hold exactly `files` (plus anything this tool never wrote), changing only what differs."""
    for path in files:
        _check_relative(path)
    out_dir.mkdir(parents=True, exist_ok=True)
    staging = out_dir / STAGING
    shutil.rmtree(staging, ignore_errors=True)
    previous = read_manifest(out_dir)
    listed = _update_manifest(out_dir, previous, previous | set(files))
    known = _known_for(out_dir)
    folders: set[Path] = set()   # made (or found) during this run: each folder is checked once, not per file
    written, unchanged = [], []
    try:
        for index, path in enumerate(sorted(files)):
            if _same_content(os.path.join(out_dir, path), files[path], known):
                unchanged.append(path)
                continue
            if not written:
                staging.mkdir()   # only when something is written: an unchanged site is not touched at all
            target = out_dir / path
            _replace(target, files[path], staging / str(index), previous, out_dir, folders)
            _remember(str(target), files[path], known)
            written.append(path)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    removed = _prune(out_dir, previous - set(files))
    _update_manifest(out_dir, listed, set(files))
    return WriteResult(tuple(written), tuple(unchanged), removed)


def read_manifest(out_dir: Path) -> set[str]:
    """The files a previous build wrote into `out_dir` (empty when there was none)."""
    try:
        text = (out_dir / MANIFEST).read_text(encoding="utf-8")
    except FileNotFoundError:
        return set()
    return {line for line in text.splitlines() if line and _is_safe_relative(line)}


def _check_relative(path: str) -> None:
    if not _is_safe_relative(path):
        raise ValueError(f"output path must be relative and stay inside the output folder: {path!r}")


def _is_safe_relative(path: str) -> bool:
    parts = [part for part in path.split("/") if part not in ("", ".")]   # as PurePosixPath(path).parts
    return bool(parts) and not path.startswith("/") and ".." not in parts and parts[0] not in (MANIFEST, STAGING)


# What this process last wrote or found in each output file: the bytes object and the file's stamp then. A
# long-running `serve`/`watch` hands the very same bytes objects back for pages it did not render again; a
# file whose stamp is still the same then needs no reading to know it is unchanged.
# Kept for the last few output folders only.
Known = dict[str, tuple[bytes, tuple[int, int, int]]]
_KNOWN: OrderedDict[str, Known] = OrderedDict()


def _known_for(out_dir: Path) -> Known:
    key = str(out_dir.resolve())
    known = _KNOWN.pop(key, {})
    _KNOWN[key] = known
    while len(_KNOWN) > 4:
        _KNOWN.popitem(last=False)
    return known


def _stamp(status: os.stat_result) -> tuple[int, int, int]:
    return (status.st_mtime_ns, status.st_size, status.st_ino)


def _same_content(target: str, data: bytes, memo: Known) -> bool:
    try:
        status = os.stat(target)
        known = memo.get(target)
        if known is not None and known[0] is data and known[1] == _stamp(status):
            return True
        if status.st_size != len(data):
            return False
        with open(target, "rb") as file:
            same = file.read() == data
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return False
    if same:
        memo[target] = (data, _stamp(status))
    return same


def _remember(target: str, data: bytes, memo: Known) -> None:
    try:
        memo[target] = (data, _stamp(os.stat(target)))
    except OSError:
        memo.pop(target, None)


def _replace(target: Path, data: bytes, temp: Path, ours: set[str], out_dir: Path, folders: set[Path]) -> None:
    with open(temp, "wb") as file:
        file.write(data)
    if target.parent not in folders:
        _make_parent(target, ours, out_dir)
        folders.add(target.parent)
    os.replace(temp, target)


def _make_parent(target: Path, ours: set[str], out_dir: Path) -> None:
    """Create the folders above `target`; a file of ours in the way (an old page now a folder) goes."""
    for parent in reversed(target.relative_to(out_dir).parents[:-1]):
        folder = out_dir / parent
        if folder.is_file() and parent.as_posix() in ours:
            folder.unlink()
    target.parent.mkdir(parents=True, exist_ok=True)


def _update_manifest(out_dir: Path, listed: set[str], paths: set[str]) -> set[str]:
    """Make the manifest list `paths`; left alone (mtime and all) when it already does."""
    if paths == listed and (out_dir / MANIFEST).is_file():
        return paths
    temp = out_dir / f"{MANIFEST}.tmp"
    temp.write_text("".join(f"{p}\n" for p in sorted(paths)), encoding="utf-8")
    os.replace(temp, out_dir / MANIFEST)
    return paths


def _prune(out_dir: Path, stale: set[str]) -> tuple[str, ...]:
    """Delete files an earlier build wrote that this one did not, and folders left empty by that."""
    removed = []
    for path in sorted(stale):
        target = out_dir / path
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(path)
            _remove_empty_parents(target.parent, out_dir)
    return tuple(removed)


def _remove_empty_parents(folder: Path, out_dir: Path) -> None:
    while folder != out_dir and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent
