"""generator/loading/config.py: the site's settings; where the pages live is the path part of `base_url`, so links work
at a domain's root, under a sub-path such as /club-site/ and from a local server (README, "Sub-paths"); base_url is
parsed once into the site's address (base path, scheme, host), and site.yml takes a path or an http(s) address."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from generator.core.errors import ContentError
from generator.loading.config import SiteAddress, SiteConfig
from generator.loading.load import load_site


@pytest.mark.parametrize("base_url,path", [
    ("/", "/"),
    ("", "/"),
    ("/club-site/", "/club-site/"),
    ("club-site", "/club-site/"),
    ("/club-site", "/club-site/"),
    ("https://club.github.io/club-site/", "/club-site/"),
    ("https://club.github.io/club-site", "/club-site/"),
    ("https://chess.example.org", "/"),
    ("https://chess.example.org/", "/"),
    ("https://club.github.io/a/b/", "/a/b/"),
])
def test_base_path_is_the_path_of_base_url_with_slashes_at_both_ends(base_url, path):
    assert SiteConfig(base_url=base_url).base_path == path


def test_defaults_are_a_plain_english_site_built_into_site():
    """Without settings: base '/', English, the default theme, output in _site/, every tournament, raw HTML in
    news shown as text."""
    config = SiteConfig()
    assert (config.base_path, config.language, config.theme, config.output_dir, config.tournaments,
            config.allow_raw_html) == ("/", "en", "default", "_site", None, False)


@pytest.mark.parametrize("base_url, path, scheme, host", [
    ("/", "/", None, None),
    ("/club-site/", "/club-site/", None, None),
    ("/club-site", "/club-site/", None, None),
    ("club-site", "/club-site/", None, None),
    ("/deep/under/here/", "/deep/under/here/", None, None),
    ("https://club.example", "/", "https", "club.example"),
    ("https://club.example/", "/", "https", "club.example"),
    ("https://club.github.io/club-site/", "/club-site/", "https", "club.github.io"),
    ("http://localhost:8000/a/b", "/a/b/", "http", "localhost:8000"),
])
def test_the_parts_of_an_address(base_url: str, path: str, scheme: str | None, host: str | None) -> None:
    address = SiteAddress.parse(base_url)
    assert (address.base_path, address.scheme, address.host) == (path, scheme, host)
    assert address.is_full == (host is not None)


def test_a_full_address_has_an_origin_and_an_absolute_base_a_path_has_neither() -> None:
    full = SiteAddress.parse("https://club.github.io/club-site/")
    assert (full.origin, full.absolute_base) == ("https://club.github.io", "https://club.github.io/club-site/")
    bare = SiteAddress.parse("/club-site/")
    assert (bare.origin, bare.absolute_base) == (None, None)


def test_the_configuration_parses_its_base_url_and_follows_a_replaced_one() -> None:
    """`--base-url` replaces site.yml's: the address is parsed again; two equal configurations are equal."""
    config = SiteConfig(base_url="/club/")
    assert config.address == SiteAddress("/club/") and config.base_path == "/club/"
    moved = dataclasses.replace(config, base_url="https://club.example/results/")
    assert moved.address.host == "club.example" and moved.base_path == "/results/"
    assert moved == SiteConfig(base_url="https://club.example/results/")
    assert hash(moved) == hash(SiteConfig(base_url="https://club.example/results/"))


@pytest.mark.parametrize("base_url, accepted", [
    ("/club/", True), ("https://club.example/club/", True), ("http://club.example", True),
    ("club/", False), ("ftp://club.example/", False), ("https:///club/", False), ("https://club example/", False),
])
def test_site_yml_takes_a_path_or_an_http_address(tmp_path: Path, base_url: str, accepted: bool) -> None:
    (tmp_path / "site.yml").write_text(f"title: Club\nbase_url: {base_url}\n", encoding="utf-8")
    if accepted:
        assert load_site(tmp_path).config.base_url == base_url
    else:
        with pytest.raises(ContentError) as raised:
            load_site(tmp_path)
        assert [p.message for p in raised.value.problems] == [
            f"'base_url' must start with '/' or 'https://', not '{base_url}'"]
