"""A content file's bytes and text, each failure a located problem: a file that cannot be read, one too large to
be content, bytes that are not UTF-8. Shared by the YAML reader (yamlsource) and the TRF reader (trf/reader.py)."""
from __future__ import annotations

from pathlib import Path

from generator.core.errors import Location, Problem

MAX_CONTENT_BYTES = 4 * 1024 * 1024   # a 600-player TRF is about 150 kB; past this it is not a content file


def read_content_bytes(path: Path, name: str) -> tuple[bytes, Problem | None]:
    """A content file's bytes; one that cannot be read or is too large to be content is a problem instead."""
    try:
        size = path.stat().st_size
        if size > MAX_CONTENT_BYTES:
            return b"", Problem(Location(name), f"the file is {size / 1024 / 1024:.1f} MB; a content file "
                                f"is at most {MAX_CONTENT_BYTES // 1024 // 1024} MB",
                                hint="is this the right file? split it, or keep it out of content/")
        return path.read_bytes(), None
    except OSError as exc:
        return b"", Problem(Location(name), f"cannot read the file: {exc.strerror or exc}")


def decode_utf8(data: bytes, name: str) -> tuple[str, Problem | None]:
    """Decode UTF-8 (a byte-order mark is dropped); bytes that are not UTF-8 give a located problem."""
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as exc:
        start = exc.start
        line = data.count(b"\n", 0, start) + 1
        line_start = data.rfind(b"\n", 0, start) + 1
        column = len(data[line_start:start].decode("utf-8", errors="replace")) + 1
        line_end = data.find(b"\n", start)
        quoted = data[line_start:line_end if line_end >= 0 else len(data)].decode("utf-8", errors="replace")
        message = f"the file is not UTF-8 text (byte 0x{data[start]:02X} cannot be read)"
        hint = "save the file with the encoding UTF-8 (editors offer it under 'Save as' or 'Encoding')"
        return "", Problem(Location(name, line, column), message, quoted.rstrip("\r"), hint)
