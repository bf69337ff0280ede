"""Site-level value objects: the site configuration, news posts, and the loaded site.

The loading layer (`generator.loading`) builds these from `site.yml`, `content/` and news files.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path

from .errors import Problem
from .model import Tournament


@dataclass(frozen=True)
class SiteConfig:
    title: str = "Chess club"
    base_url: str = "/"           # absolute URL or path; only its path part is used in links
    language: str = "en"          # the interface language (generator/i18n/<code>.yml) and the lang attribute
    theme: str = "default"
    output_dir: str = "_site"
    tournaments: tuple[str, ...] | None = None  # None: every folder with a tournament.yml
    description: str = ""
    allow_raw_html: bool = False

    @property
    def base_path(self) -> str:
        """The path part of base_url, always starting and ending with '/'."""
        path = self.base_url
        if "://" in path:
            path = "/" + path.split("://", 1)[1].partition("/")[2]
        path = "/" + path.strip("/")
        return path if path == "/" else path + "/"


@dataclass(frozen=True)
class NewsPost:
    slug: str
    title: str
    date: dt.date
    body_markdown: str
    tournament: str | None = None   # a tournament slug
    round: int | None = None
    author: str | None = None
    draft: bool = False
    source: str = ""                # file path, for error messages
    body_line: int = 1              # the line of the file where body_markdown starts


@dataclass(frozen=True)
class LoadedSite:
    """Everything `bulletin build` needs, validated: the input of the pure layers."""

    root: Path
    config: SiteConfig
    tournaments: tuple[Tournament, ...]
    news: tuple[NewsPost, ...] = ()
    warnings: tuple[Problem, ...] = field(default_factory=tuple)
