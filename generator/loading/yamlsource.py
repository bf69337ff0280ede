"""The only YAML reader: parse text into values that remember where they came from.

Every mapping key, mapping value and sequence item is a `YamlNode` carrying a `Location` (1-based line and
column) and its `Source`, so the loader can quote the line of any value it rejects. The document is composed
with PyYAML's safe loader (the C one where available) and converted here; scalars keep the text exactly as
typed, so callers can read `1:0`, `0.5` or `012` as the organiser meant them rather than as YAML 1.1 types.

Refused on purpose, each with a located problem: tabs in indentation, duplicate keys, anchors and aliases
(no alias bombs, and every file reads on its own), explicit tags, non-text keys, text that is not UTF-8.
"""
from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from generator.core.errors import Location, Problem, Severity
from generator.loading.contentfile import decode_utf8, read_content_bytes

_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
_DECIMAL = re.compile(r"[-+]?[0-9]+")
_TAG = "tag:yaml.org,2002:"

TAB_HINT = "YAML indents with spaces only; replace the tab with spaces (most editors can convert tabs to spaces)"


@dataclass(frozen=True)
class Source:
    """A file's name as shown in messages, and its lines for quoting."""

    name: str
    lines: tuple[str, ...]

    @classmethod
    def from_text(cls, name: str, text: str) -> "Source":
        return cls(name, tuple(_LINE_BREAK.split(text)))

    def line(self, number: int) -> str | None:
        """The text of a 1-based line, or None outside the file."""
        if 1 <= number <= len(self.lines):
            return self.lines[number - 1]
        return None

    def problem(self, line: int, column: int, message: str, hint: str | None = None,
                severity: Severity = Severity.ERROR) -> Problem:
        return Problem(Location(self.name, line, column), message, self.line(line), hint, severity)


class YamlNode:
    """A located value: a `Scalar`, a `Sequence` or a `Mapping`."""

    __slots__ = ("source", "line", "column")   # set by each kind's constructor (10⁴ nodes a file: no call up)
    source: Source
    line: int
    column: int
    kind = "value"

    @property
    def location(self) -> Location:
        return Location(self.source.name, self.line, self.column)

    @property
    def source_line(self) -> str | None:
        return self.source.line(self.line)

    def problem(self, message: str, hint: str | None = None,
                severity: Severity = Severity.ERROR) -> Problem:
        """A problem pointing at this value, quoting its line."""
        return Problem(self.location, message, self.source_line, hint, severity)

    def warning(self, message: str, hint: str | None = None) -> Problem:
        return self.problem(message, hint, Severity.WARNING)

    def describe(self) -> str:
        """How this value reads in a message: "the text 'abc'", "a list", …"""
        raise NotImplementedError

    def to_python(self) -> object:
        """The plain Python value, without locations."""
        raise NotImplementedError


class Scalar(YamlNode):
    """A single value. `value` is the YAML-typed value; `text` is exactly what was typed."""

    __slots__ = ("value", "text", "quoted")
    kind = "scalar"

    def __init__(self, source: Source, line: int, column: int, value: object, text: str,
                 quoted: bool) -> None:
        self.source, self.line, self.column = source, line, column
        self.value = value
        self.text = text
        self.quoted = quoted

    @property
    def is_null(self) -> bool:
        return self.value is None

    def describe(self) -> str:
        value = self.value
        if value is None:
            return "empty"
        if isinstance(value, bool):
            return f"the yes/no value '{self.text}'"
        if isinstance(value, int):
            return f"the number {self.text}"
        if isinstance(value, float):
            return f"the decimal number {self.text}"
        if isinstance(value, (dt.date, dt.datetime)):
            return f"the date {self.text}"
        return f"the text '{self.text}'"

    def to_python(self) -> object:
        return self.value

    def __repr__(self) -> str:
        return f"Scalar({self.text!r} at {self.location})"


class Sequence(YamlNode):
    """A list; every item is located."""

    __slots__ = ("items", "flow")
    kind = "sequence"

    def __init__(self, source: Source, line: int, column: int, items: list[YamlNode],
                 flow: bool) -> None:
        self.source, self.line, self.column = source, line, column
        self.items = items
        self.flow = flow

    def __iter__(self) -> Iterator[YamlNode]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def describe(self) -> str:
        return "a list"

    def to_python(self) -> list[object]:
        return [item.to_python() for item in self.items]

    def __repr__(self) -> str:
        return f"Sequence({len(self.items)} items at {self.location})"


class Mapping(YamlNode):
    """Keys (as typed text) to values; each key's own location is kept in `keys`."""

    __slots__ = ("entries", "flow")
    kind = "mapping"

    def __init__(self, source: Source, line: int, column: int,
                 entries: dict[str, tuple[Scalar, YamlNode]], flow: bool) -> None:
        self.source, self.line, self.column = source, line, column
        self.entries = entries
        self.flow = flow

    def __contains__(self, key: str) -> bool:
        return key in self.entries

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, key: str) -> YamlNode | None:
        entry = self.entries.get(key)
        return entry[1] if entry else None

    def __getitem__(self, key: str) -> YamlNode:
        return self.entries[key][1]

    def key_node(self, key: str) -> Scalar:
        return self.entries[key][0]

    def items(self) -> Iterator[tuple[Scalar, YamlNode]]:
        """(key, value) pairs in file order."""
        return iter(self.entries.values())

    def describe(self) -> str:
        return "a mapping (key: value lines)"

    def to_python(self) -> dict[str, object]:
        return {key: value.to_python() for key, (_, value) in self.entries.items()}

    def __repr__(self) -> str:
        return f"Mapping({list(self.entries)} at {self.location})"


@dataclass
class ParsedYaml:
    """The result of reading one YAML text: the root node (None when empty or unreadable) and problems."""

    source: Source
    root: YamlNode | None
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(p.is_error for p in self.problems)


def read_yaml_file(path: Path, name: str | None = None) -> ParsedYaml:
    """Read and parse a YAML file; `name` is how the file is called in messages (default: the path)."""
    shown = name if name is not None else path.as_posix()
    text, problem = read_content_text(path, shown)
    if problem is not None:
        return ParsedYaml(Source(shown, ()), None, [problem])
    return parse_yaml(text, shown)


def read_content_text(path: Path, name: str) -> tuple[str, Problem | None]:
    """A content file's text; one that cannot be read, is too large to be content, or is not UTF-8 is a
    located problem instead (a file far too large is refused before it is read into memory)."""
    data, problem = read_content_bytes(path, name)
    return ("", problem) if problem is not None else decode_utf8(data, name)


_Loader: type | None = None   # PyYAML's loader; None: the safe one, in C where it is built (a test sets the other)


def _loader() -> type:
    if _Loader is not None:
        return _Loader
    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse_yaml(text: str, name: str, first_line: int = 1, source: Source | None = None) -> ParsedYaml:
    """Parse one YAML document. `first_line` shifts line numbers when the text is part of a larger file
    (front matter); `source` then holds the whole file for quoting."""
    if text.startswith("\ufeff"):
        text = text[1:]

    source = source or Source.from_text(name, text)
    offset = first_line - 1
    try:
        node = yaml.compose(text, Loader=_loader())
    except yaml.MarkedYAMLError as exc:
        line_count = len(_LINE_BREAK.split(text))
        return ParsedYaml(source, None, _syntax_problems(exc, source, offset, line_count))
    except yaml.reader.ReaderError as exc:  # a character YAML refuses anywhere, e.g. a control character
        return ParsedYaml(source, None, [_reader_problem(exc, text, source, offset)])
    except yaml.YAMLError as exc:
        return ParsedYaml(source, None, [source.problem(first_line, 1, f"YAML cannot read this file: {exc}")])
    if node is None:
        return ParsedYaml(source, None)
    if "&" in text or "*" in text:
        anchor = _first_anchor(text, source, offset)
        if anchor is not None:
            return ParsedYaml(source, None, [anchor])
    problems: list[Problem] = []
    root = _Converter(source, offset, problems).convert(node)
    return ParsedYaml(source, root, problems)


def _reader_problem(exc: yaml.reader.ReaderError, text: str, source: Source, offset: int) -> Problem:
    """Point at the refused character itself: the reader reports only its index in the text."""
    before = text[:exc.position]
    line = len(_LINE_BREAK.findall(before)) + 1 + offset
    column = len(_LINE_BREAK.split(before)[-1]) + 1
    code = exc.character if isinstance(exc.character, int) else ord(exc.character)
    return source.problem(line, column, f"a control character (U+{code:04X}) that YAML does not allow",
                          "delete it: it is invisible in most editors, so retype the text around the caret")


def _first_anchor(text: str, source: Source, offset: int) -> Problem | None:
    """Anchors and aliases are refused outright: no alias bombs, and no file depends on a distant line."""

    for event in yaml.parse(text, Loader=_loader()):
        is_alias = isinstance(event, yaml.AliasEvent)
        anchor = getattr(event, "anchor", None)
        if is_alias or anchor:
            mark = event.start_mark
            assert mark is not None, "the parser marks every event"
            what = f"alias '*{anchor}'" if is_alias else f"anchor '&{anchor}'"
            return source.problem(mark.line + 1 + offset, mark.column + 1,
                                  f"YAML {what}: anchors and aliases are not supported",
                                  "write the value out in full where it is used")
    return None


# How PyYAML's syntax errors (C and pure-Python loaders word them differently) read to an organiser:
# (words in the YAML problem, our message, hint, use the context mark rather than the problem mark).
_SYNTAX_MESSAGES: tuple[tuple[str, str, str, bool], ...] = (
    ("mapping values are not allowed", "unexpected ':'", "a value that contains ': ' needs quotes, e.g. "
     "title: \"Round 6: a close finish\"; otherwise indent this line like the keys above it", False),
    ("could not find expected ':'", "expected 'key: value' on this line",
     "every line of a mapping needs a ':' after its key", True),
    ("expected ',' or ']'", "a list opened with '[' is not closed",
     "close the list with ']' on the same line, and separate its items with commas", True),
    ("expected ',' or '}'", "a mapping opened with '{' is not closed",
     "close the mapping with '}' on the same line, and separate its entries with commas", True),
    ("while scanning a quoted scalar", "a quoted value is not closed",
     "end the value with the same quote character it starts with", True),
    ("cannot start any token", "a value cannot start with this character",
     "put the value in quotes, e.g. note: \"@home\"", False),
    ("'-' indicator", "the indentation does not match the lines above",
     "items of one list, or keys of one mapping, must start in the same column", False),
    ("<block end>", "the indentation does not match the lines above",
     "items of one list, or keys of one mapping, must start in the same column", False),
    ("single document", "a second YAML document ('---') in one file",
     "a file holds one document; remove the '---' line and everything after it belongs to the first", False),
    ("undefined alias", "YAML alias: anchors and aliases are not supported",
     "write the value out in full where it is used", False),
)


def _syntax_problems(exc: yaml.MarkedYAMLError, source: Source, offset: int,
                     line_count: int) -> list[Problem]:
    tabs = _tab_problems(source, offset, line_count)
    if tabs:
        return tabs
    mark = exc.problem_mark
    if mark is not None and (source.line(mark.line + 1 + offset) or "")[mark.column:mark.column + 1] == "\t":
        return [source.problem(mark.line + 1 + offset, mark.column + 1, "tab character where YAML allows none",
                               TAB_HINT)]
    wording = f"{exc.context or ''} {exc.problem or ''}"
    for words, message, hint, use_context in _SYNTAX_MESSAGES:
        if words in wording:
            mark = exc.context_mark if use_context and exc.context_mark else exc.problem_mark
            line, column = (mark.line + 1 + offset, mark.column + 1) if mark else (1 + offset, 1)
            return [source.problem(line, column, f"YAML syntax error: {message}", hint)]
    mark = exc.problem_mark or exc.context_mark
    line, column = (mark.line + 1 + offset, mark.column + 1) if mark else (1 + offset, 1)
    return [source.problem(line, column, f"YAML syntax error: {exc.problem or exc.context}")]


def _tab_problems(source: Source, offset: int, line_count: int) -> list[Problem]:
    """Tabs in the indentation of the YAML lines (only consulted when the YAML did not parse)."""
    problems = []
    for index in range(offset, min(offset + line_count, len(source.lines))):
        line = source.lines[index]
        indent = line[:len(line) - len(line.lstrip(" \t"))]
        if "\t" in indent and line.strip():
            problems.append(source.problem(index + 1, indent.index("\t") + 1,
                                           "tab character in the indentation", TAB_HINT))
    return problems


def _shown_tag(tag: str) -> str:
    return "!!" + tag[len(_TAG):] if tag.startswith(_TAG) else tag


_SCALAR_TAGS = frozenset({f"{_TAG}{name}" for name in ("str", "int", "float", "bool", "null", "timestamp")})
_PLAIN_TEXT_TAGS = frozenset({f"{_TAG}value", f"{_TAG}merge"})  # '=' and '<<' are text to us
_STR, _INT, _SEQ, _MAP = (_TAG + name for name in ("str", "int", "seq", "map"))


class _Converter:
    """Turns composed PyYAML nodes into located nodes, collecting problems instead of stopping."""

    def __init__(self, source: Source, offset: int, problems: list[Problem]) -> None:
        self.source = source
        self.offset = offset
        self.problems = problems
        self.yaml = yaml
        self.constructor = yaml.constructor.SafeConstructor()
        self.scalar_node, self.sequence_node = yaml.ScalarNode, yaml.SequenceNode

    def convert(self, node: yaml.Node) -> YamlNode:
        mark = node.start_mark
        line, column = mark.line + 1 + self.offset, mark.column + 1
        if isinstance(node, self.scalar_node):
            return self._scalar(node, line, column)
        if isinstance(node, self.sequence_node):
            if node.tag != _SEQ:
                self._refuse_tag(node, line, column)
            items = [self.convert(item) for item in node.value]
            return Sequence(self.source, line, column, items, bool(node.flow_style))
        assert isinstance(node, self.yaml.MappingNode), "a composed node is a scalar, a sequence or a mapping"
        if node.tag != _MAP:
            self._refuse_tag(node, line, column)
        return self._mapping(node, line, column)

    def _scalar(self, node: yaml.ScalarNode, line: int, column: int) -> Scalar:
        text, tag = node.value, node.tag
        quoted = node.style in ("'", '"')
        if tag == _STR or tag in _PLAIN_TEXT_TAGS:
            value: object = text
        elif tag == _INT and _DECIMAL.fullmatch(text):
            value = int(text, 10)  # '012' is twelve, not YAML 1.1 octal
        elif tag in _SCALAR_TAGS:
            try:
                value = self.constructor.construct_object(node)
            except (ValueError, self.yaml.YAMLError):
                value = text
        else:
            self._refuse_tag(node, line, column)
            value = text
        return Scalar(self.source, line, column, value, text, quoted)

    def _mapping(self, node: yaml.MappingNode, line: int, column: int) -> Mapping:
        entries: dict[str, tuple[Scalar, YamlNode]] = {}
        for key_node, value_node in node.value:
            key = self.convert(key_node)
            if not isinstance(key, Scalar) or key.value is None:
                self.problems.append(key.problem(
                    "a key must be plain text", "write keys as 'name: value'"))
                continue
            value = self.convert(value_node)
            if key.text in entries:
                first = entries[key.text][0]
                self.problems.append(key.problem(
                    f"duplicate key '{key.text}' (first given on line {first.line})",
                    "give each key once; remove or rename one of them"))
                continue
            entries[key.text] = (key, value)
        return Mapping(self.source, line, column, entries, bool(node.flow_style))

    def _refuse_tag(self, node: yaml.Node, line: int, column: int) -> None:
        self.problems.append(self.source.problem(line, column, f"YAML tag '{_shown_tag(node.tag)}' is not supported",
                                                 "remove the '!…' tag before the value"))
