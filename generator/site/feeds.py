"""The site's machine-readable files: the Atom feed (`feed.xml`) and `sitemap.xml`.

Pure: planned data in, bytes out. Timestamps come from content dates (a post's date, a round's date) at
00:00 UTC, so building twice gives the same bytes. Atom and the sitemap protocol want absolute addresses:
with a full `base_url` (https://…) every link is absolute; with a bare path (`/club-site/`) the feed keeps
root-relative links (readers resolve them against the feed's own address) and there is no sitemap, because
a sitemap without a host is invalid.
"""
from __future__ import annotations

import datetime as dt
import urllib.parse
import uuid
from typing import Protocol, Sequence
from xml.sax.saxutils import escape, quoteattr

from generator.loading.config import SiteConfig
from generator.site.pages.views import FeedEntry

FEED_PATH = "feed.xml"
SITEMAP_PATH = "sitemap.xml"
FEED_SIZE = 50     # the newest entries; older ones stay on the site


def absolute_base(config: SiteConfig) -> str | None:
    """'https://club.example/club-site/' from base_url, or None when base_url has no scheme and host."""
    return config.address.absolute_base


def site_address(config: SiteConfig, url: str) -> str:
    """A page's address: absolute when base_url is, else a path from the host's root."""
    path = urllib.parse.quote(url, safe="/#")
    return (absolute_base(config) or config.base_path) + path


def _timestamp(day: dt.date) -> str:
    return f"{day.isoformat()}T00:00:00Z"


def _entry_id(config: SiteConfig, url: str) -> str:
    """A permanent id: the page's absolute address, or a name-based UUID when the site has no host yet."""
    base = absolute_base(config)
    if base is not None:
        return base + urllib.parse.quote(url, safe="/#")

    return uuid.uuid5(uuid.NAMESPACE_URL, f"chess-bulletin:{config.title}:{config.base_path}{url}").urn


def feed_xml(config: SiteConfig, entries: Sequence[FeedEntry], language: str | None = None) -> bytes:
    """An Atom 1.0 feed (RFC 4287) of the newest entries; `updated` is the newest entry's date."""
    shown = list(entries[:FEED_SIZE])
    updated = max((e.date for e in shown), default=dt.date(1970, 1, 1))
    lang = quoteattr(language or config.language)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        f'<feed xmlns="http://www.w3.org/2005/Atom" xml:lang={lang}>',
        f"<title>{escape(config.title)}</title>",
    ]
    if config.description:
        lines.append(f"<subtitle>{escape(config.description)}</subtitle>")
    lines += [
        f"<id>{escape(_entry_id(config, ''))}</id>",
        f"<updated>{_timestamp(updated)}</updated>",
        f"<link rel=\"alternate\" href={quoteattr(site_address(config, ''))}/>",
        f"<link rel=\"self\" href={quoteattr(site_address(config, FEED_PATH))}/>",
        f"<author><name>{escape(config.title)}</name></author>",
        '<generator>chess-bulletin</generator>',
    ]
    for entry in shown:
        lines += [
            "<entry>",
            f"<title>{escape(entry.title)}</title>",
            f"<id>{escape(_entry_id(config, entry.href))}</id>",
            f"<link rel=\"alternate\" href={quoteattr(site_address(config, entry.href))}/>",
            f"<updated>{_timestamp(entry.date)}</updated>",
            f"<published>{_timestamp(entry.date)}</published>",
        ]
        if entry.author:
            lines.append(f"<author><name>{escape(entry.author)}</name></author>")
        if entry.summary:
            lines.append(f"<summary>{escape(entry.summary)}</summary>")
        lines.append("</entry>")
    lines.append("</feed>")
    return ("\n".join(lines) + "\n").encode("utf-8")


class Addressed(Protocol):
    """What the sitemap reads of a page (a `Page`, or a `pages.planner.PageAddress` planned in another process)."""

    @property
    def url(self) -> str: ...

    @property
    def copy_of(self) -> str: ...


def sitemap_xml(config: SiteConfig, pages: Sequence[Addressed]) -> bytes | None:
    """Every page's absolute address (sitemaps.org 0.9), copies of other pages left out; None when base_url is
    a bare path."""
    if absolute_base(config) is None:
        return None
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
    lines += [f"<url><loc>{escape(site_address(config, page.url))}</loc></url>"
              for page in sorted(pages, key=lambda p: p.url) if not page.copy_of]
    lines.append("</urlset>")
    return ("\n".join(lines) + "\n").encode("utf-8")


def machine_files(config: SiteConfig, pages: Sequence[Addressed], entries: Sequence[FeedEntry]) -> dict[str, bytes]:
    """feed.xml always (it may be empty), sitemap.xml when the site knows its host."""
    files = {FEED_PATH: feed_xml(config, entries)}
    sitemap = sitemap_xml(config, pages)
    if sitemap is not None:
        files[SITEMAP_PATH] = sitemap
    return files
