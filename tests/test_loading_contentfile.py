"""generator/loading/contentfile.py: a content file's bytes and UTF-8 text, shared by the YAML and TRF readers; each
failure is one located problem, never an exception."""
from __future__ import annotations

from pathlib import Path

from generator.loading.contentfile import MAX_CONTENT_BYTES, decode_utf8, read_content_bytes


def test_a_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "open.trf"
    path.write_bytes(b"012 Club Open\r\n")
    assert read_content_bytes(path, "content/open.trf") == (b"012 Club Open\r\n", None)


def test_a_file_too_large_for_content_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """4 MB and one byte more: the message gives the size and the limit, the hint asks whether it is the file."""
    path = tmp_path / "huge.yml"
    with path.open("wb") as out:
        out.truncate(MAX_CONTENT_BYTES + 1)
    data, problem = read_content_bytes(path, "content/huge.yml")
    assert data == b"" and problem is not None
    assert problem.location.file == "content/huge.yml"
    assert problem.message == "the file is 4.0 MB; a content file is at most 4 MB"
    assert problem.hint is not None and "is this the right file?" in problem.hint


def test_a_file_that_cannot_be_read_is_a_problem_naming_it(tmp_path: Path) -> None:
    data, problem = read_content_bytes(tmp_path / "missing.yml", "content/missing.yml")
    assert data == b"" and problem is not None
    assert problem.location.file == "content/missing.yml"
    assert problem.message == "cannot read the file: No such file or directory"


def test_a_byte_order_mark_is_dropped() -> None:
    assert decode_utf8("\ufeffname: Café\n".encode("utf-8"), "t.yml") == ("name: Café\n", None)


def test_bytes_that_are_not_utf8_are_located_at_their_line_and_column() -> None:
    """'Jörg' written in Windows-1252 on line 2: the ö (byte 0xF6) follows the 9 characters '  name: J', so it
    is column 10; the line is quoted with the byte shown as a replacement character."""
    data = "rounds: 7\n  name: Jörg\n".encode("cp1252")
    text, problem = decode_utf8(data, "content/open/tournament.yml")
    assert text == "" and problem is not None
    assert (problem.location.line, problem.location.column) == (2, 10)
    assert problem.message == "the file is not UTF-8 text (byte 0xF6 cannot be read)"
    assert problem.source_line == "  name: J\ufffdrg"
    assert problem.hint is not None and "UTF-8" in problem.hint
