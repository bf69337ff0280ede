"""generator/config.py: the site's settings; where the pages live is the path part of `base_url`, so links work
at a domain's root, under a sub-path such as /club-site/ and from a local server (README, "Sub-paths")."""
from __future__ import annotations

import pytest

from generator.config import SiteConfig


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
