"""Content files for the loading tests: a small tournament, and helpers to write a site and read its problems."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.core.errors import ContentError
from generator.loading.load import load_site

DATA = Path(__file__).parent / "data" / "content"
REPO = Path(__file__).parent.parent

PLAYERS = """\
name: Test Open
rounds: 5
players:
  - {no: 1, name: Konstantin Brandt, rating: 2184}
  - {no: 2, name: Anna Weiß, rating: 1987}
  - {no: 3, name: Tobias Meißner, rating: 2075}
  - {no: 4, name: Jonas Weiß, rating: 1880}
  - {no: 5, name: Clara Dörr}
  - {no: 6, name: Luca Engel}
"""


def make_site(root: Path, files: dict[str, str], tournament: str | None = PLAYERS) -> Path:
    """A site with site.yml, content/open/tournament.yml (unless replaced) and the given files."""
    all_files = {"site.yml": "title: Club\n"}
    if tournament is not None:
        all_files["content/open/tournament.yml"] = tournament
    all_files.update(files)
    for name, text in all_files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def errors_of(root: Path) -> list[tuple[str, str]]:
    with pytest.raises(ContentError) as caught:
        load_site(root)
    return [(str(p.location), p.message) for p in caught.value.problems if p.is_error]


def only_error(root: Path):
    with pytest.raises(ContentError) as caught:
        load_site(root)
    errors = [p for p in caught.value.problems if p.is_error]
    assert len(errors) == 1, [p.format() for p in errors]
    return errors[0]


def warnings_of(root: Path) -> list[tuple[str, str]]:
    return [(str(p.location), p.message) for p in load_site(root).warnings]


def round_file(*boards: str, extra: str = "") -> str:
    return "boards:\n" + "".join(f"  - {b}\n" for b in boards) + extra
