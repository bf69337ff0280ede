"""generator/commands/common.py: the helpers the commands' work shares: the missing site folder (exit 2), the
report of problems (exit 1 on an error, nothing written), the tournament a command line names."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.commands.common import count, report_problems, site_dir_or_usage_error, tournament_path
from generator.core.errors import Location, Problem, Severity, UsageError


def _site(root: Path, *slugs: str) -> Path:
    (root / "site.yml").write_text("title: Club\n", encoding="utf-8")
    for slug in slugs:
        (root / "content" / slug).mkdir(parents=True)
        (root / "content" / slug / "tournament.yml").write_text("name: x\n", encoding="utf-8")
    return root


def test_a_missing_site_folder_is_a_usage_error(tmp_path, capsys):
    assert site_dir_or_usage_error(tmp_path) is None
    assert site_dir_or_usage_error(tmp_path / "nowhere") == 2
    assert f"no site folder at {tmp_path / 'nowhere'}" in capsys.readouterr().err


def test_problems_are_reported_sorted_and_an_error_exits_1(capsys):
    warning = Problem(Location("b.yml", 3, 1), "a warning", severity=Severity.WARNING)
    error = Problem(Location("a.yml", 9, 2), "an error")
    assert report_problems([warning]) == 0
    capsys.readouterr()
    assert report_problems([warning, error]) == 1
    err = capsys.readouterr().err
    assert err.index("a.yml:9:2") < err.index("b.yml:3:1")
    assert err.rstrip().endswith("1 error and 1 warning; nothing was written")


def test_count_says_one_thing_or_several():
    assert (count(1, "round"), count(0, "round"), count(2, "news post")) == ("1 round", "0 rounds", "2 news posts")


def test_a_tournament_is_named_by_path_by_slug_or_is_the_site_s_only_one(tmp_path):
    site = _site(tmp_path, "herbst-2026")
    here = site / "content"
    assert tournament_path(str(site / "content" / "herbst-2026")) == site / "content" / "herbst-2026"
    assert tournament_path("herbst-2026", here) == site / "content" / "herbst-2026"
    assert tournament_path(None, here) == site / "content" / "herbst-2026"


def test_a_misspelt_slug_gets_a_guess_and_several_tournaments_need_a_name(tmp_path):
    site = _site(tmp_path, "herbst-2026", "winter-2027")
    with pytest.raises(UsageError, match="did you mean 'herbst-2026'"):
        tournament_path("herbst-2062", site)
    with pytest.raises(UsageError, match=r"the site has 2 tournaments \(herbst-2026, winter-2027\); name one"):
        tournament_path(None, site)
