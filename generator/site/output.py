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
- the staging folder of a killed build is cleared at the start of the next one;
- files are handed over one at a time (`SiteWriter`), so a build need not hold all its bytes: one that fails
  halfway (a template mistake) is abandoned, and nothing in place has changed.
A killed build therefore leaves a complete site (some pages new, the rest old); the next build
finishes the job. Why not build aside and swap folders: renaming a folder cannot be atomic over an
existing one, would break a server or a git work tree inside it, and would touch every file's mtime.
"""
from __future__ import annotations

import contextlib
import os
import posixpath
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Collection, Mapping

MANIFEST = ".bulletin-files"
STAGING = ".bulletin-staging"


@dataclass(frozen=True)
class WriteResult:
    written: tuple[str, ...]
    unchanged: tuple[str, ...]
    removed: tuple[str, ...]


Stamp = tuple[int, int, int]   # mtime_ns, size, inode: a rename keeps all three

# What a build session last wrote or found in each output file, by its path in the output folder: a mark of its
# content and the file's stamp then. The mark is the bytes object itself, which a long-running `serve`/`watch`
# hands back for files it keeps (downloads, feeds), or a `Mark` for bytes it does not keep (a rendered page's).
# A file whose stamp is still the same then needs no reading to know it is unchanged.
Known = dict[str, tuple[object, Stamp]]


class Mark:
    """Stands for bytes handed to a `SiteWriter` and not kept: while a file holds them, the same mark says so."""

    __slots__ = ()


def write_site(out_dir: Path, files: Mapping[str, bytes], known: Known | None = None) -> WriteResult:
    """Make `out_dir` hold exactly `files` (plus anything this tool never wrote), changing only what differs.

    `known` (a build session's, one per output folder) remembers what was written or found in each file; it is
    updated here, so the next build of the session needs only a stat for a file it hands the same bytes again."""
    writer = SiteWriter(out_dir, files, known)
    try:
        for path in sorted(files):
            writer.put(path, files[path])
    except BaseException:
        writer.abandon()
        raise
    return writer.finish()


class SiteWriter:
    """`write_site` a file at a time, so a site's bytes need not all be in memory at once: make it with every path
    the site will have, `put` each file (or find it still in place with `holds`), then `finish`; or `abandon`,
    and the site in place stays as it was."""

    def __init__(self, out_dir: Path, paths: Collection[str], known: Known | None = None) -> None:
        self.known = {} if known is None else known
        for path in set(paths) - self.known.keys():   # a path in `known` was checked when it was first written
            _check_relative(path)
        self.out_dir, self.root, self.wanted = out_dir, str(out_dir), set(paths)
        self.fresh = not out_dir.exists()   # no site, no reader yet: its files are written where they go
        out_dir.mkdir(parents=True, exist_ok=True)
        self.staging = out_dir / STAGING
        shutil.rmtree(self.staging, ignore_errors=True)
        self.previous = read_manifest(out_dir, self.known)
        self.listed = _update_manifest(out_dir, self.previous, self.previous | self.wanted)
        self.staged: dict[str, _Staged] = {}
        self.kept: set[str] = set()   # found holding what `known` says, with the stamp it says
        self.folders: dict[str, bool] = {}   # found, or made (True): each folder is checked once, not per file
        self.temps = 0

    def holds(self, path: str, mark: object) -> bool:
        """Whether the file holds what the session last handed it with `mark`, and still has the stamp it had
        then (one stat, no reading); it then counts as unchanged. A file changed or gone since (edited by hand,
        deleted) has another stamp: its bytes must be `put` again."""
        if self._still_in_place(path, mark) is None:
            return False
        self.kept.add(path)
        return True

    def _still_in_place(self, path: str, mark: object) -> Stamp | None:
        last = self.known.get(path)
        if last is None or last[0] is not mark:
            return None
        try:
            status = os.stat(f"{self.root}/{path}")   # checked relative paths: no join needed
        except OSError:
            return None
        return last[1] if _stamp(status) == last[1] else None

    def put(self, path: str, data: bytes, mark: object | None = None) -> None:
        """Have the file hold `data` once the writer finishes: compared with what is there, and written to the
        staging folder, where no reader sees it, when it differs (in place in a folder this build made). `mark`
        stands for `data` in `known` (default: `data` itself)."""
        if mark is None and self.holds(path, data):
            return
        mark = data if mark is None else mark
        self.kept.discard(path)
        if self.fresh:
            _make_parents(self.root, path, self.previous, self.folders, clear_ours=False)
            target = os.path.join(self.root, path)
            with open(target, "wb") as file:
                file.write(data)
            self.staged[path] = _Staged(None, _stamp(os.stat(target)), mark, placed=True)
            return
        stamp = _unchanged_stamp(os.path.join(self.root, path), data)
        if stamp is not None:
            self.staged[path] = _Staged(None, stamp, mark)
            return
        os.makedirs(self.staging, exist_ok=True)   # only once something is written: an unchanged site is not touched
        _make_parents(self.root, path, self.previous, self.folders, clear_ours=False)
        self.temps += 1
        temp = os.path.join(str(self.staging), str(self.temps))
        with open(temp, "wb") as file:
            file.write(data)
        self.staged[path] = _Staged(temp, _stamp(os.stat(temp)), mark)

    def finish(self) -> WriteResult:
        """Move every staged file over its old version (in path order), remember what each file holds, then
        delete the files an earlier build wrote that this one did not."""
        missing = self.wanted - self.staged.keys() - self.kept
        if missing:
            raise ValueError(f"no content handed for {sorted(missing)[:3]}")
        try:
            written, unchanged = self._commit()
        finally:
            shutil.rmtree(self.staging, ignore_errors=True)
        removed = _prune(self.out_dir, self.previous - self.wanted)
        for path in removed:
            self.known.pop(path, None)
        _update_manifest(self.out_dir, self.listed, self.wanted)
        return WriteResult(tuple(written), tuple(sorted(self.kept.union(unchanged))), removed)

    def abandon(self) -> None:
        """Leave the site in place as it was: nothing staged is moved in, and the folders made for it go again;
        so do an output folder this build made and what was written there."""
        shutil.rmtree(self.staging, ignore_errors=True)
        _prune(self.out_dir, {path for path, item in self.staged.items() if item.placed})
        made = [os.path.join(self.root, f) for f, by_us in sorted(self.folders.items(), reverse=True) if by_us]
        if self.fresh:
            (self.out_dir / MANIFEST).unlink(missing_ok=True)
            made.append(self.root)
        for folder in made:
            with contextlib.suppress(OSError):   # not empty: something else was put there meanwhile
                os.rmdir(folder)

    def _commit(self) -> tuple[list[str], list[str]]:
        written, unchanged = [], []
        for path in sorted(self.staged):
            item = self.staged[path]
            if item.placed:
                written.append(path)
            elif item.temp is None:
                unchanged.append(path)
            else:
                _make_parents(self.root, path, self.previous, self.folders, clear_ours=True)
                os.replace(item.temp, os.path.join(self.root, path))
                written.append(path)
            self.known[path] = (item.mark, item.stamp)
        return written, unchanged


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
    temp: str | None   # where the new bytes wait in the staging folder; None when the file already holds them
    stamp: Stamp       # of the file as it will be once in place
    mark: object       # what stands for its bytes in `Known`
    placed: bool = False   # written in place already (an output folder made by this build has no reader yet)


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


def _unchanged_stamp(target: str, data: bytes) -> Stamp | None:
    """The file's stamp when it already holds `data` (read and compared), else None."""
    try:
        status = os.stat(target)
        if status.st_size != len(data):
            return None
        with open(target, "rb") as file:
            return _stamp(status) if file.read() == data else None
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None


def _make_parents(root: str, path: str, ours: set[str], folders: dict[str, bool], clear_ours: bool) -> None:
    """Create the folders above `path`, walking up only to the nearest folder already seen in this run (in
    `folders`, True when made by it). A file of ours in the way (an old page now a folder) goes when
    `clear_ours`, else the folders stop there. Plain strings: this runs once per page."""
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
            folders[folder] = False
        else:
            folders[folder] = True


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
