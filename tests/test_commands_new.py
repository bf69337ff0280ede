"""`bulletin new DIR` (generator/commands/new.py): the folder it will and will not write into, and what it
says. What the new site contains is tests/test_scaffold.py's business."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

from generator.cli import main
from generator.site.scaffold import SLUG, site_files


def test_every_file_of_the_scaffold_is_written_as_utf8_with_unix_line_ends(tmp_path: Path, capsys):
    """The files on disk are exactly the scaffold's texts (today's dates, the given title), LF line ends."""
    folder = tmp_path / "club"
    assert main(["new", str(folder), "--title", "Schachfreunde Füssen"]) == 0
    expected = site_files(dt.date.today(), "Schachfreunde Füssen")
    written = {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    assert written == {name: text.encode("utf-8") for name, text in expected.items()}
    assert all(b"\r\n" not in data for data in written.values())


def test_it_says_what_it_made_and_what_to_do_next(tmp_path: Path, capsys):
    """Two lines on stdout: what was created (the sample tournament's folder named) and the next command."""
    folder = tmp_path / "club"
    assert main(["new", str(folder)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"created a site in {folder}: a sample tournament (content/{SLUG}/)")
    assert out[1] == f"next: cd {folder} && bulletin serve"


def test_a_folder_that_is_not_empty_is_refused(tmp_path: Path, capsys):
    """A folder with anything in it is refused with exit 2 and a clear message; nothing is written."""
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "notes.txt").write_text("keep me", encoding="utf-8")
    assert main(["new", str(folder)]) == 2
    assert "is not empty; nothing was written" in capsys.readouterr().err
    assert [p.name for p in folder.iterdir()] == ["notes.txt"]


def test_a_file_in_the_way_is_refused(tmp_path: Path, capsys):
    """DIR naming an existing file: exit 2, the file untouched."""
    target = tmp_path / "site"
    target.write_text("x", encoding="utf-8")
    assert main(["new", str(target)]) == 2
    assert "is a file" in capsys.readouterr().err and target.read_text(encoding="utf-8") == "x"


def test_an_empty_folder_is_fine(tmp_path: Path):
    """An empty folder (made on GitHub's web page and cloned, say) is filled."""
    folder = tmp_path / "empty"
    folder.mkdir()
    assert main(["new", str(folder)]) == 0
    assert (folder / "site.yml").is_file() and (folder / ".gitignore").read_text(encoding="utf-8").startswith("/_site/")
