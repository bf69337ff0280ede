"""Reading built pages with the standard library's html.parser: links, ids, headings, tables."""
from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote, unquote, urljoin, urlsplit


@dataclass
class PageFacts:
    links: list[str] = field(default_factory=list)         # every href and src
    ids: set[str] = field(default_factory=set)
    duplicate_ids: set[str] = field(default_factory=set)
    headings: list[int] = field(default_factory=list)       # levels in document order
    html_lang: str | None = None
    tables: int = 0
    captions: int = 0
    header_cells_without_scope: int = 0
    text: list[str] = field(default_factory=list)
    table_labels: list[str] = field(default_factory=list)   # aria-labelledby of each table without a caption
    repeated_captions: list[str] = field(default_factory=list)   # captions that say what the heading above says


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.facts = PageFacts()
        self._in_thead = False
        self._reading: str | None = None     # "heading" or "caption" while inside one
        self._words: list[str] = []
        self._last_heading = ""
        self._table_label: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for name in ("href", "src"):
            if values.get(name) is not None:
                self.facts.links.append(values[name] or "")
        if values.get("id"):
            element_id = values["id"] or ""
            if element_id in self.facts.ids:
                self.facts.duplicate_ids.add(element_id)
            self.facts.ids.add(element_id)
        if tag == "html":
            self.facts.html_lang = values.get("lang")
        if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit():
            self.facts.headings.append(int(tag[1]))
        if tag == "table":
            self.facts.tables += 1
            self._table_label = values.get("aria-labelledby") or ""
        if tag == "caption":
            self.facts.captions += 1
            self._table_label = None
        if tag == "caption" or (len(tag) == 2 and tag[0] == "h" and tag[1].isdigit()):
            self._reading, self._words = ("caption" if tag == "caption" else "heading"), []
        if tag in ("thead", "tbody", "tr") and self._table_label is not None:
            self.facts.table_labels.append(self._table_label)
            self._table_label = None
        if tag == "th" and "scope" not in values:
            self.facts.header_cells_without_scope += 1

    def handle_endtag(self, tag: str) -> None:
        if self._reading and (tag == "caption" or (len(tag) == 2 and tag[0] == "h" and tag[1].isdigit())):
            said = " ".join(" ".join(self._words).split())
            if self._reading == "heading":
                self._last_heading = said
            elif said.casefold() == self._last_heading.casefold():
                self.facts.repeated_captions.append(said)
            self._reading = None

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.facts.text.append(data.strip())
        if self._reading:
            self._words.append(data)


def unnamed_tables(facts: PageFacts) -> list[str]:
    """What is wrong with how the page names its tables: each is named by its <caption> or, where the heading
    right above already says what it is, by that heading (aria-labelledby an id of the page); no caption
    repeats the heading above it."""
    problems = [f"{facts.tables - facts.captions - len(facts.table_labels)} tables without a name"] \
        if facts.captions + len(facts.table_labels) != facts.tables else []
    problems += [f"aria-labelledby names no element: {label!r}" for label in facts.table_labels
                 if label not in facts.ids]
    return problems + [f"caption repeats the heading: {said!r}" for said in facts.repeated_captions]


def page_facts(html: str | bytes) -> PageFacts:
    collector = _Collector()
    collector.feed(html.decode("utf-8") if isinstance(html, bytes) else html)
    collector.close()
    return collector.facts


def broken_links(out_dir: Path, base_url: str) -> list[str]:
    """Every href/src of every page, resolved as a browser would at `base_url`, that does not reach a file
    of the output (a folder URL needs its index.html) or names a fragment id the target page lacks."""
    base = base_url if base_url.endswith("/") else base_url + "/"
    facts = {p.relative_to(out_dir).as_posix(): page_facts(p.read_bytes()) for p in out_dir.rglob("*.html")}
    problems = []
    for path, page in sorted(facts.items()):
        page_url = urljoin(base, quote(path[: -len("index.html")] if path.endswith("index.html") else path))
        for link in page.links:
            problem = _check_link(link, page_url, base, out_dir, facts)
            if problem:
                problems.append(f"{path}: {link!r} {problem}")
    return problems


def _check_link(link: str, page_url: str, base: str, out_dir: Path, facts: dict[str, PageFacts]) -> str | None:
    absolute = urljoin(page_url, link)
    parts = urlsplit(absolute)
    if parts.scheme in ("mailto",):
        return None
    address = absolute.split("#", 1)[0]
    if not address.startswith(base):
        return f"leaves the site ({absolute})"
    relative = unquote(address[len(base):])
    target = relative + "index.html" if relative == "" or relative.endswith("/") else relative
    if not (out_dir / target).is_file():
        return f"has no file {target}"
    if parts.fragment and target in facts and parts.fragment not in facts[target].ids:
        return f"names a missing id #{parts.fragment}"
    return None


def heading_skips(levels: list[int]) -> list[str]:
    """Headings start with h1 and never skip a level going down (h2 to h4)."""
    problems = []
    if levels and levels[0] != 1:
        problems.append(f"first heading is h{levels[0]}")
    for before, after in zip(levels, levels[1:]):
        if after > before + 1:
            problems.append(f"h{before} followed by h{after}")
    if levels.count(1) != 1:
        problems.append(f"{levels.count(1)} h1 headings")
    return problems


def broken_machine_links(out_dir: Path, base_url: str) -> tuple[list[str], int]:
    """The addresses in sitemap.xml (`<loc>`) and feed.xml (`<link href>`) that do not reach a file of the
    output when the site is served at `base_url`, and how many addresses were checked."""
    base = base_url if base_url.endswith("/") else base_url + "/"
    addresses: list[tuple[str, str]] = []
    for name in ("sitemap.xml", "feed.xml"):
        path = out_dir / name
        if not path.is_file():
            continue
        for element in ElementTree.parse(path).iter():
            tag = element.tag.rsplit("}", 1)[-1]
            if tag == "loc" and element.text:
                addresses.append((name, element.text.strip()))
            elif tag == "link" and element.get("href"):
                addresses.append((name, element.get("href") or ""))
    problems = []
    for name, address in addresses:
        if not address.startswith(base):
            problems.append(f"{name}: {address!r} is not under {base}")
            continue
        relative = unquote(address[len(base):].split("#", 1)[0])
        target = relative + "index.html" if relative == "" or relative.endswith("/") else relative
        if not (out_dir / target).is_file():
            problems.append(f"{name}: {address!r} has no file {target}")
    return problems, len(addresses)
