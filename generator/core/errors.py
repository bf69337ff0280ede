"""Located problems: every error names file:line:column, quotes the source line and hints where it can.

Also the base of the package's errors (`BulletinError`) and its one "did you mean …?" finder. This is the bottom
layer: it imports nothing from the rest of the package.
"""
from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

EXIT_OK = 0
EXIT_CONTENT_ERROR = 1
EXIT_USAGE_ERROR = 2


@dataclass(frozen=True, order=True)
class Location:
    """A place in a source file; line and column are 1-based."""

    file: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if not self.line:
            return self.file
        return f"{self.file}:{self.line}:{self.column}"


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the input, with where it is and what to do about it."""

    location: Location
    message: str
    source_line: str | None = None
    hint: str | None = None
    severity: Severity = Severity.ERROR

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def sort_key(self) -> tuple[str, int, int, str]:
        return (self.location.file, self.location.line, self.location.column, self.message)

    def format(self) -> str:
        """Render as the terminal shows it: message, location, quoted source line, caret, hint."""
        lines = [f"{self.severity.value}: {self.message}", f"  --> {self.location}"]
        if self.source_line is not None and self.location.line:
            number = str(self.location.line)
            pad = " " * len(number)
            lines.append(f" {number} | {self.source_line.rstrip()}")
            caret_at = max(self.location.column - 1, 0)
            lines.append(f" {pad} | {' ' * caret_at}^")
        if self.hint:
            lines.append(f"  hint: {self.hint}")
        return "\n".join(lines)


class BulletinError(ValueError):
    """The base of every error the package raises about what it was given: content (`ContentError`, and so a TRF
    file's `TrfError` and a broken catalogue's `CatalogueError`), a round that cannot be paired (`PairingError`),
    an unknown tie-break code (`UnknownTieBreak`). The command line reports one without a traceback and exits
    with `EXIT_CONTENT_ERROR`. Failures of the system (a port taken, a folder that cannot be watched) are
    `OSError`s instead."""


class UsageError(BulletinError):
    """A bad command-line argument: printed as one line, exit code `EXIT_USAGE_ERROR`."""


@dataclass
class ContentError(BulletinError):
    """Raised when content cannot be used; carries every problem found in the run."""

    problems: Sequence[Problem] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        super().__init__(self.summary())

    def summary(self) -> str:
        return "\n\n".join(p.format() for p in sort_problems(self.problems))

    def __str__(self) -> str:
        return self.summary()


def sort_problems(problems: Iterable[Problem]) -> list[Problem]:
    """All problems of a run, sorted by file, line and column."""
    return sorted(problems, key=Problem.sort_key)


def did_you_mean(word: str, candidates: Iterable[str], *, cutoff: float = 0.6,
                 fold: Callable[[str], str] = str.casefold) -> str | None:
    """The candidate closest to a mistyped word, or None when nothing is close enough (difflib's ratio below
    `cutoff`). Word and candidates are compared in the form `fold` gives them (by default: ignoring case); the
    candidate comes back as given."""
    folded = {fold(c): c for c in candidates}
    key = fold(word)
    if key in folded:
        return folded[key]

    matches = difflib.get_close_matches(key, list(folded), n=1, cutoff=cutoff)
    return folded[matches[0]] if matches else None
