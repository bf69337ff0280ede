"""Site-level value objects: the site configuration, news posts, and the loaded site.

The loading layer (`generator.loading`) builds these from `site.yml`, `content/` and news files.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from generator.core.errors import Problem
from generator.core.model import Tournament

if TYPE_CHECKING:   # an annotation only: a site of individual tournaments loads no team model
    from generator.core.teams.model import League
    from generator.loading.identities import Identities
    from generator.loading.members import Member


@dataclass(frozen=True)
class SiteAddress:
    """Where the site is published, parsed once from `base_url`: a full address ('https://club.example/club/')
    or a bare path ('/club/'). Links between pages are relative whatever it says; the full address feeds the
    canonical links, the feed, the sitemap and the calendar's event ids."""

    base_path: str                 # the path part, always starting and ending with '/': '/club/'
    scheme: str | None = None      # 'https'; None for a bare path
    host: str | None = None        # 'club.example'; None for a bare path

    @classmethod
    def parse(cls, base_url: str) -> "SiteAddress":
        scheme, separator, rest = base_url.partition("://")
        if not separator:
            return cls(_slashed(base_url))
        host, _, path = rest.partition("/")
        return cls(_slashed(path), scheme, host)

    @property
    def is_full(self) -> bool:
        """Whether the address names a scheme and host (else only the path is known)."""
        return self.host is not None

    @property
    def origin(self) -> str | None:
        """'https://club.example', or None for a bare path."""
        return f"{self.scheme}://{self.host}" if self.host is not None else None

    @property
    def absolute_base(self) -> str | None:
        """'https://club.example/club/', or None for a bare path."""
        return f"{self.origin}{self.base_path}" if self.host is not None else None


def _slashed(path: str) -> str:
    path = "/" + path.strip("/")
    return path if path == "/" else path + "/"


@dataclass(frozen=True)
class SiteConfig:
    title: str = "Chess club"
    base_url: str = "/"           # a full address or a path, as written; `address` is it parsed
    language: str = "en"          # the interface language (generator/i18n/<code>.yml) and the lang attribute
    theme: str = "default"
    output_dir: str = "_site"
    tournaments: tuple[str, ...] | None = None  # None: every folder with a tournament.yml or league.yml
    description: str = ""
    allow_raw_html: bool = False
    season_start: int = 7         # the month a season begins (7: July, seasons '2026/27'; 1: calendar years)
    address: SiteAddress = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "address", SiteAddress.parse(self.base_url))

    @property
    def base_path(self) -> str:
        """The path part of base_url, always starting and ending with '/'."""
        return self.address.base_path


@dataclass(frozen=True)
class NewsPost:
    slug: str
    title: str
    date: dt.date
    body_markdown: str
    tournament: str | None = None   # a tournament slug
    round: int | None = None
    author: str | None = None
    league: str | None = None       # a league slug: the default of its {{ match }} and {{ league-table }}
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
    leagues: tuple[League, ...] = ()   # the team competitions (content/<slug>/league.yml), in site order
    members: tuple[Member, ...] = ()   # members.yml, when the site has one
    identities: Identities | None = None   # who is who across the events; None: not worked out (a hand-made site)
