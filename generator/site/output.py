"""The only module that writes the site: write what changed, keep what did not, prune what is gone.

How a build can never leave a broken site behind:
- every file is written to a staging folder inside the output folder, then moved over its old
  version with `os.replace`, which is atomic: a reader sees the old file or the new one, never half
  (new folders may appear before that: an empty folder breaks no page). An output folder that does not
  exist yet has neither an old site nor a reader: its files are written in place (a fresh `bulletin build`,
  as a publishing workflow makes, in half the time);
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
import posixpath
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Collection, Mapping, Sequence

MANIFEST = ".bulletin-files"
STAGING = ".bulletin-staging"


@dataclass(frozen=True)
class WriteResult:
    written: tuple[str, ...]
    unchanged: tuple[str, ...]
    removed: tuple[str, ...]


def write_site(out_dir: Path, files: Mapping[str, bytes], known: Known | None = None) -> WriteResult:
    """Make `out_dir` hold exactly `files` (plus anything this tool never wrote), changing only what differs.

    `known` (a build session's, one per output folder) remembers what was written or found in each file; it is
    updated here, so the next build of the session needs only a stat for a file it hands the same bytes again."""
    known = {} if known is None else known
    for path in files.keys() - known.keys():   # a path in `known` was checked when it was first written
        _check_relative(path)
    fresh = not out_dir.exists()   # no site, no reader yet: its files are written where they go (half the time)
    out_dir.mkdir(parents=True, exist_ok=True)
    staging = out_dir / STAGING
    shutil.rmtree(staging, ignore_errors=True)
    previous = read_manifest(out_dir, known)
    wanted = set(files)
    listed = _update_manifest(out_dir, previous, previous | wanted)
    root = str(out_dir)
    # Bytes the session wrote or found there last time need only a stat to be known unchanged (`serve`, `watch`).
    kept, rest = _still_in_place(sorted(files), files, root, known)
    try:
        staged, folders = _stage(rest, files, root, None if fresh else str(staging), known, previous)
        written, unchanged = _commit(staged, files, root, previous, folders, known)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    removed = _prune(out_dir, previous - wanted)
    for path in removed:
        known.pop(path, None)
    _update_manifest(out_dir, listed, wanted)
    return WriteResult(tuple(written), tuple(sorted(kept + unchanged)), removed)


def _still_in_place(paths: Sequence[str], files: Mapping[str, bytes], root: str, known: Known
                    ) -> tuple[list[str], list[tuple[int, str]]]:
    """The paths whose file this session wrote or found holding the very bytes it is handed now and which still
    has the stamp it had then (one stat each, no reading); and the others, numbered in `paths` order. A file
    changed or gone since (edited by hand, deleted) has another stamp, and is compared and written again."""
    kept: list[str] = []
    rest: list[tuple[int, str]] = []
    for index, path in enumerate(paths):
        last = known.get(path)
        if last is not None and last[0] is files[path]:
            try:
                status = os.stat(f"{root}/{path}")   # checked relative paths: no join needed
            except OSError:
                pass
            else:
                if _stamp(status) == last[1]:
                    kept.append(path)
                    continue
        rest.append((index, path))
    return kept, rest


Stamp = tuple[int, int, int]   # mtime_ns, size, inode: a rename keeps all three

# What a build session last wrote or found in each output file, by its path in the output folder: the bytes object
# and the file's stamp then. A long-running `serve`/`watch` hands the very same bytes objects back for pages it
# did not render again; a file whose stamp is still the same then needs no reading to know it is unchanged.
Known = dict[str, tuple[bytes, Stamp]]


@dataclass(frozen=True)
class FirstFiles:
    """Output files to put in place before the rest of the site, and whom to tell once they are: `bulletin serve`
    names the pages open in a browser, which may reload then (the rest follows within the same build)."""

    paths: Callable[[], Collection[str]]
    written: Callable[[Path, str], None]   # called with the output folder and the site's base path


def write_first(out_dir: Path, files: Mapping[str, bytes], known: Known) -> dict[str, bytes]:
    """Put `files` in place now, each as `write_site` would (staged, then moved over its old version), ahead of
    the `write_site` that follows with the whole site and finds them unchanged. Only files a build wrote there
    before (in the manifest) are written: a new one waits for `write_site`, which lists it first. Returns what
    each written file held before, for `take_back` should the build fail after all."""
    listed = read_manifest(out_dir)
    before: dict[str, bytes] = {}
    root = str(out_dir)
    staging = out_dir / STAGING
    chosen = sorted(path for path in files if path in listed)
    try:
        for index, path in enumerate(chosen):
            target = os.path.join(root, path)
            try:
                with open(target, "rb") as file:
                    held = file.read()
            except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
                continue   # gone or in the way: `write_site` sees to it
            if held != files[path]:
                _put(staging, f"first-{index}", root, path, files[path], known)
                before[path] = held
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return before


def take_back(out_dir: Path, before: Mapping[str, bytes], known: Known) -> None:
    """Put back what `write_first` replaced: the build failed, and the previous site stays as it was."""
    staging = out_dir / STAGING
    try:
        for index, (path, data) in enumerate(sorted(before.items())):
            _put(staging, f"back-{index}", str(out_dir), path, data, known)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _put(staging: Path, name: str, root: str, path: str, data: bytes, known: Known) -> None:
    """One file written aside in the staging folder and moved over `path` in `root`, its bytes and stamp
    remembered."""
    staging.mkdir(exist_ok=True)
    temp = os.path.join(str(staging), name)
    with open(temp, "wb") as file:
        file.write(data)
    stamp = _stamp(os.stat(temp))
    os.replace(temp, os.path.join(root, path))
    known[path] = (data, stamp)


@dataclass(frozen=True)
class _Staged:
    path: str
    temp: str | None   # where the new bytes wait in the staging folder; None when the file already holds them
    stamp: Stamp       # of the file as it will be once in place
    placed: bool = False   # written in place already (an output folder made by this build has no reader yet)


def _stage(part: Sequence[tuple[int, str]], files: Mapping[str, bytes], root: str, staging: str | None,
           known: Known, ours: set[str]) -> tuple[list[_Staged], set[str]]:
    """Compare each file with what is in place and write the changed ones to the staging folder, where no reader
    sees them; also make the new folders they need (an empty folder breaks no page). Changes nothing in place,
    but for an output folder this build made (`staging` None): there each file is written where it goes."""
    staged: list[_Staged] = []
    folders: set[str] = set()   # made or found here: each folder is checked once, not per file
    made_staging = False
    for index, path in part:
        if staging is None:
            _make_parents(root, path, ours, folders, clear_ours=False)
            target = os.path.join(root, path)
            with open(target, "wb") as file:
                file.write(files[path])
            staged.append(_Staged(path, None, _stamp(os.stat(target)), placed=True))
            continue
        stamp = _unchanged_stamp(os.path.join(root, path), files[path], known.get(path))
        if stamp is not None:
            staged.append(_Staged(path, None, stamp))
            continue
        if not made_staging:   # only once something is written: an unchanged site is not touched at all
            os.makedirs(staging, exist_ok=True)
            made_staging = True
        _make_parents(root, path, ours, folders, clear_ours=False)
        temp = os.path.join(staging, str(index))
        with open(temp, "wb") as file:
            file.write(files[path])
        staged.append(_Staged(path, temp, _stamp(os.stat(temp))))
    return staged, folders


def _commit(staged: Sequence[_Staged], files: Mapping[str, bytes], root: str, ours: set[str], folders: set[str],
            known: Known) -> tuple[list[str], list[str]]:
    """Move every staged file over its old version (in path order), and remember each file's bytes and stamp."""
    written, unchanged = [], []
    for item in staged:
        target = os.path.join(root, item.path)
        if item.placed:
            written.append(item.path)
        elif item.temp is None:
            unchanged.append(item.path)
        else:
            _make_parents(root, item.path, ours, folders, clear_ours=True)
            os.replace(item.temp, target)
            written.append(item.path)
        known[item.path] = (files[item.path], item.stamp)
    return written, unchanged


def read_manifest(out_dir: Path, checked: Collection[str] = ()) -> set[str]:
    """The files a previous build wrote into `out_dir` (empty when there was none); a line among `checked` is
    known to be a safe relative path."""
    try:
        text = (out_dir / MANIFEST).read_text(encoding="utf-8")
    except FileNotFoundError:
        return set()
    return {line for line in text.splitlines() if line and (line in checked or _is_safe_relative(line))}


def _check_relative(path: str) -> None:
    if not _is_safe_relative(path):
        raise ValueError(f"output path must be relative and stay inside the output folder: {path!r}")


def _is_safe_relative(path: str) -> bool:
    parts = [part for part in path.split("/") if part not in ("", ".")]   # as PurePosixPath(path).parts
    return bool(parts) and not path.startswith("/") and ".." not in parts and parts[0] not in (MANIFEST, STAGING)


def _stamp(status: os.stat_result) -> Stamp:
    return (status.st_mtime_ns, status.st_size, status.st_ino)


def _unchanged_stamp(target: str, data: bytes, known: tuple[bytes, Stamp] | None) -> Stamp | None:
    """The file's stamp when it already holds `data` (known from what the session last wrote or found there,
    or read), else None."""
    try:
        status = os.stat(target)
        stamp = _stamp(status)
        if known is not None and known[0] is data and known[1] == stamp:
            return stamp
        if status.st_size != len(data):
            return None
        with open(target, "rb") as file:
            return stamp if file.read() == data else None
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None


def _make_parents(root: str, path: str, ours: set[str], folders: set[str], clear_ours: bool) -> None:
    """Create the folders above `path`, walking up only to the nearest folder already seen in this run. A file
    of ours in the way (an old page now a folder) goes when `clear_ours`, else the folders stop there.
    Plain strings: this runs once per page."""
    missing = []
    folder = posixpath.dirname(path)
    while folder and folder not in folders:
        missing.append(folder)
        folder = posixpath.dirname(folder)
    for folder in reversed(missing):
        full = os.path.join(root, folder)
        if clear_ours and folder in ours and os.path.isfile(full):
            os.unlink(full)
        try:
            os.mkdir(full)
        except FileExistsError:
            if not os.path.isdir(full):
                if clear_ours:
                    raise
                return
        folders.add(folder)


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
