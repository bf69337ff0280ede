"""The YAML reader: located values, and located problems for everything it refuses."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

import generator.loading.yamlsource as ys
from generator.core.errors import Location
from generator.loading.yamlsource import TAB_HINT, Mapping, Sequence, parse_yaml, read_yaml_file


def only_problem(text: str, name: str = "f.yml"):
    parsed = parse_yaml(text, name)
    assert len(parsed.problems) == 1, [p.format() for p in parsed.problems]
    return parsed.problems[0]


def test_every_key_and_item_is_located_with_1_based_line_and_column():
    """Keys, values and list items carry file:line:column, counted from 1."""
    parsed = parse_yaml("name: Herbst\nboards:\n  - [3, 7, 1-0]\n", "r.yml")
    root = parsed.root
    assert isinstance(root, Mapping)
    assert root.key_node("boards").location == Location("r.yml", 2, 1)
    board = root.get("boards").items[0]
    assert isinstance(board, Sequence)
    assert [item.location.column for item in board.items] == [6, 9, 12]
    assert board.items[2].location == Location("r.yml", 3, 12)
    assert board.items[2].source_line == "  - [3, 7, 1-0]"


def test_columns_count_characters_not_bytes():
    """A name with ß or umlauts before a value does not shift its column (the caret lands under it)."""
    parsed = parse_yaml("- [Meißner, Jürgens, 1-0]\n", "r.yml")
    items = parsed.root.items[0].items
    assert [i.column for i in items] == [4, 13, 22]
    assert items[2].source_line[items[2].column - 1:] == "1-0]"


def test_scalars_keep_the_text_as_typed():
    """YAML 1.1 would read 1:0 as 60 and 0.5 as a float; the typed text stays available for exact reading."""
    root = parse_yaml("a: 1:0\nb: 0.5\nc: ½-½\nd:\n", "f.yml").root
    assert root.get("a").text == "1:0"
    assert root.get("b").text == "0.5"
    assert root.get("c").value == "½-½"
    assert root.get("d").is_null


def test_numbers_with_leading_zeros_are_decimal():
    """'012' is twelve, not YAML 1.1 octal ten: organisers write round and board numbers that way."""
    assert parse_yaml("n: 012\n", "f.yml").root.get("n").value == 12


def test_plain_values_get_yaml_types():
    """Numbers, dates, yes/no and empty values are typed as YAML reads them; '=' and '<<' stay text."""
    root = parse_yaml("n: 7\nd: 2026-09-03\nb: yes\ne: ~\nq: '7'\nv: =\nm: <<\n", "f.yml").root
    assert root.to_python() == {"n": 7, "d": dt.date(2026, 9, 3), "b": True, "e": None, "q": "7",
                                "v": "=", "m": "<<"}
    assert root.get("q").quoted and not root.get("n").quoted


def test_an_impossible_date_stays_text():
    """A date-like value that is no calendar date is kept as text for the caller to reject."""
    assert parse_yaml("d: 2026-02-30\n", "f.yml").root.get("d").value == "2026-02-30"


def test_duplicate_key_is_an_error_at_the_second_key():
    """The same key twice in one mapping is refused; the first value is kept."""
    parsed = parse_yaml("name: A\nrounds: 7\nname: B\n", "t.yml")
    assert parsed.root.get("name").value == "A"
    (problem,) = parsed.problems
    assert problem.location == Location("t.yml", 3, 1)
    assert problem.message == "duplicate key 'name' (first given on line 1)"
    assert problem.hint == "give each key once; remove or rename one of them"


def test_duplicate_key_in_a_flow_mapping():
    """Duplicates are found in one-line {…} mappings too."""
    problem = only_problem("- {no: 1, name: A, no: 2}\n")
    assert problem.message == "duplicate key 'no' (first given on line 1)"
    assert problem.location.column == 20


def test_tab_in_indentation_is_located_with_a_hint():
    """A tab in the indentation is reported on its line and column, with how to fix it."""
    problem = only_problem("players:\n\t- Anna\n")
    assert problem.message == "tab character in the indentation"
    assert problem.location == Location("f.yml", 2, 1)
    assert problem.source_line == "\t- Anna"
    assert problem.hint == TAB_HINT


def test_every_tab_indented_line_is_reported():
    """All tab-indented lines are listed at once, not just the first."""
    parsed = parse_yaml("a:\n  b: 1\n \tc: 2\n\td: 3\n", "f.yml")
    assert [(p.location.line, p.location.column) for p in parsed.problems] == [(3, 2), (4, 1)]


def test_tab_after_a_value_is_fine():
    """Tabs are only refused in indentation; a tab before a comment is allowed YAML."""
    assert parse_yaml("a: 1\t# comment\n", "f.yml").problems == []


def test_unquoted_colon_in_a_value_explains_quoting():
    """'key: text: more' is a syntax error; the hint says to quote the value."""
    problem = only_problem('title: Round 6: Brandt pulls away\n', "news.md")
    assert problem.message == "YAML syntax error: unexpected ':'"
    assert problem.location == Location("news.md", 1, 15)
    assert problem.hint == ("a value that contains ': ' needs quotes, e.g. title: \"Round 6: a close finish\"; "
                            "otherwise indent this line like the keys above it")


def test_unclosed_flow_list_points_at_its_start():
    """An unclosed '[' is reported where the list opens."""
    problem = only_problem("boards:\n  - [3, 7, 1-0\n  - [4, 8, 0-1]\n")
    assert problem.message == "YAML syntax error: a list opened with '[' is not closed"
    assert problem.location == Location("f.yml", 2, 5)


def test_unclosed_quote_points_at_the_quote():
    """An unclosed quote is reported where it opens."""
    problem = only_problem("a: 1\nname: 'Anna\n")
    assert problem.message == "YAML syntax error: a quoted value is not closed"
    assert problem.location == Location("f.yml", 2, 7)


def test_missing_colon_points_at_the_line_without_it():
    """A bare word in a mapping is reported on its own line, not the next one."""
    problem = only_problem("name: Herbst\nvenue\nrounds: 7\n")
    assert problem.message == "YAML syntax error: expected 'key: value' on this line"
    assert problem.location.line == 2


def test_second_document_is_refused():
    """One file holds one document."""
    problem = only_problem("a: 1\n---\nb: 2\n")
    assert problem.message == "YAML syntax error: a second YAML document ('---') in one file"
    assert problem.location.line == 2


def test_anchors_and_aliases_are_refused():
    """No anchors or aliases: this rules out alias bombs (exponential expansion) and distant references."""
    bomb = "a: &a [x, x, x]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n"
    problem = only_problem(bomb)
    assert problem.message == "YAML anchor '&a': anchors and aliases are not supported"
    assert problem.location == Location("f.yml", 1, 4)


def test_ampersand_in_text_is_not_an_anchor():
    """'&' inside a value is ordinary text."""
    assert parse_yaml("club: Schach & Spiel\n", "f.yml").root.get("club").value == "Schach & Spiel"


def test_tags_are_refused():
    """Explicit tags such as !!python/object are not constructed and are reported."""
    problem = only_problem("a: !!python/object x\n")
    assert problem.message == "YAML tag '!!python/object' is not supported"


def test_a_key_must_be_text():
    """Complex keys ('? [a, b]') are refused."""
    problem = only_problem("? [a, b]\n: 1\n")
    assert problem.message == "a key must be plain text"


def test_empty_file_has_no_root_and_no_problem():
    """An empty or comment-only file parses to nothing; the caller decides whether that is wrong."""
    parsed = parse_yaml("# nothing yet\n", "f.yml")
    assert parsed.root is None and parsed.problems == []


def test_line_offset_for_front_matter():
    """Front matter parsed from the middle of a file reports the file's own line numbers."""
    from generator.loading.yamlsource import Source
    whole = "---\ntitle: A\ndate: x: y\n---\nbody\n"
    source = Source.from_text("n.md", whole)
    parsed = parse_yaml("title: A\ndate: x: y\n", "n.md", first_line=2, source=source)
    (problem,) = parsed.problems
    assert problem.location == Location("n.md", 3, 8)
    assert problem.source_line == "date: x: y"


def test_byte_order_mark_is_tolerated(tmp_path: Path):
    """A UTF-8 file saved with a BOM (Windows editors do this) reads normally."""
    path = tmp_path / "t.yml"
    path.write_bytes("\ufeffname: Weiß\n".encode("utf-8"))
    parsed = read_yaml_file(path, "t.yml")
    assert parsed.problems == [] and parsed.root.get("name").value == "Weiß"
    assert parsed.root.get("name").location == Location("t.yml", 1, 7)


def test_latin1_file_is_a_located_error(tmp_path: Path):
    """Text that is not UTF-8 is reported at the first bad byte, with its line."""
    path = tmp_path / "t.yml"
    path.write_bytes("name: Herbst\nvenue: Stra\xdfe 1\n".encode("latin-1"))
    parsed = read_yaml_file(path, "t.yml")
    (problem,) = parsed.problems
    assert problem.message == "the file is not UTF-8 text (byte 0xDF cannot be read)"
    assert problem.location == Location("t.yml", 2, 12)
    assert problem.hint == "save the file with the encoding UTF-8 (editors offer it under 'Save as' or 'Encoding')"


def test_describe_names_the_kind_of_value():
    """Messages name what was found in words an organiser understands."""
    root = parse_yaml("a: seven\nb: 7\nc: 0.5\nd:\ne: [1]\nf: {x: 1}\ng: 2026-01-02\nh: no\n", "f.yml").root
    described = {key: root.get(key).describe() for key in "abcdefgh"}
    assert described == {"a": "the text 'seven'", "b": "the number 7", "c": "the decimal number 0.5",
                         "d": "empty", "e": "a list", "f": "a mapping (key: value lines)",
                         "g": "the date 2026-01-02", "h": "the yes/no value 'no'"}


@pytest.mark.parametrize("loader_name", ["SafeLoader"])
def test_pure_python_loader_gives_the_same_messages(monkeypatch, loader_name):
    """Messages do not depend on whether PyYAML was built with libyaml."""
    monkeypatch.setattr(ys, "_Loader", getattr(yaml, loader_name))
    assert only_problem("title: Round 6: x\n").message == "YAML syntax error: unexpected ':'"
    assert only_problem("a:\n  - [1, 2\n").message == "YAML syntax error: a list opened with '[' is not closed"
    assert only_problem("a:\n\tb: 1\n").message == "tab character in the indentation"
    assert only_problem("a: 1\na: 2\n").message == "duplicate key 'a' (first given on line 1)"


def test_a_tab_the_parser_stumbles_on_is_named(monkeypatch):
    """A tab the parser refuses outside the indentation (the pure-Python parser refuses more than libyaml) is
    called a tab, with the fix, not 'a character that cannot start a value'."""
    monkeypatch.setattr(ys, "_Loader", yaml.SafeLoader)
    problem = only_problem("a: 1\t# comment\n")
    assert (problem.message, problem.location.column) == ("tab character where YAML allows none", 5)
    assert problem.hint == TAB_HINT


# PyYAML's own dump/load does not round-trip the Unicode line breaks NEL, LS and PS, so they are left out.
_text = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00\ufeff\x85\u2028\u2029"),
                max_size=12)
_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | _text,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(_text, children, max_size=4),
    max_leaves=20)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(_text, _values, min_size=1, max_size=5), st.booleans())
def test_any_dumped_document_reads_back_unchanged(document, flow):
    """Whatever PyYAML writes (block or flow style, any text), the reader gives the same values back."""
    text = yaml.safe_dump(document, allow_unicode=True, default_flow_style=flow)
    parsed = parse_yaml(text, "f.yml")
    assert parsed.problems == []
    assert parsed.root.to_python() == document


@settings(max_examples=100, deadline=None)
@given(st.lists(st.from_regex(r"[A-Za-zÄÖÜäöüß][A-Za-z0-9äöüß]{0,8}", fullmatch=True), min_size=1, max_size=6),
       st.integers(0, 6))
def test_located_plain_values_sit_at_their_column(words, indent):
    """For every plain value, its line read from its column starts with the value as typed."""
    text = "items:\n" + "".join(f"{' ' * indent}- {word}\n" for word in words)
    for item in parse_yaml(text, "f.yml").root.get("items").items:
        assert item.source_line[item.column - 1:].startswith(item.text)

