"""`bulletin build` (generator/commands/build.py) through the real entry points: output, messages, exit codes."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from sitedata import break_round_2, copy_example, tree

from generator.cli import main
from generator.loading.load import load_site

CLOSING_LINE = re.compile(r"^built (\d+) pages? for (\d+) tournaments?(?: and (\d+) leagues?)? in \d+\.\d\d s; "
                          r"(\d+) files? in all \(pages, styles, downloads\): (\d+) written, (\d+) unchanged$")


@pytest.fixture
def example(tmp_path: Path) -> Path:
    return copy_example(tmp_path / "site")


@pytest.mark.slow
def test_build_prints_one_closing_line_and_exits_0(example: Path, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """`bulletin build --site S --out O` writes the site and ends with 'built N pages for 1 tournament in …'."""
    code = main(["build", "--site", str(example), "--out", str(tmp_path / "out")])
    captured = capsys.readouterr()
    assert code == 0 and captured.err == ""
    match = CLOSING_LINE.match(captured.out.strip())
    assert match, captured.out
    pages, tournaments, leagues, in_all, written, unchanged = (int(g or 0) for g in match.groups())
    site = load_site(example)
    assert tournaments == len(site.tournaments) and leagues == len(site.leagues) == 1 and unchanged == 0
    assert pages == len(list((tmp_path / "out").rglob("index.html")))
    files = [p for p in (tmp_path / "out").rglob("*") if p.is_file() and p.name != ".bulletin-files"]
    assert in_all == written == len(files) > pages     # the pages, assets, feed, downloads: all new


def test_a_site_without_tournaments_builds_its_home_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """site.yml alone is a valid site: one page, and the closing line counts in the singular."""
    (tmp_path / "site.yml").write_text("title: New club\n", encoding="utf-8")
    assert main(["build", "--site", str(tmp_path)]) == 0
    assert capsys.readouterr().out.startswith("built 1 page for 0 tournaments in ")
    assert (tmp_path / "_site" / "index.html").is_file()


@pytest.mark.slow
def test_second_build_reports_everything_unchanged(example: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Rebuilding unchanged content says '0 written'."""
    args = ["build", "--site", str(example), "--out", str(tmp_path / "out")]
    main(args)
    capsys.readouterr()
    assert main(args) == 0
    match = CLOSING_LINE.match(capsys.readouterr().out.strip())
    assert match and match.group(5) == "0" and match.group(6) == match.group(4)


def test_content_errors_exit_1_with_every_problem_and_no_traceback(example: Path, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Both mistakes are printed as located problems (file:line:column, source line), then a count; exit 1;
    nothing is written."""
    break_round_2(example)
    code = main(["build", "--site", str(example), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 1
    assert "Traceback" not in err
    assert len(re.findall(r"^error: ", err, re.MULTILINE)) == 2
    assert re.search(r"--> .*rounds/02\.yml:\d+:\d+", err)
    assert "2-0" in err and "Lehman" in err
    assert err.rstrip().endswith("2 errors; nothing was written")
    assert not (tmp_path / "out").exists()


def read_aside(site: Path, then: str) -> subprocess.CompletedProcess[str]:
    """`loading.SiteReading` of `site` in a fresh process, as `bulletin build` starts (a process as large as the test
    session's forks no child for it), with `load_site` made to fail here once the child is under way. Content
    errors are printed; `then` is the code run on the site read otherwise (named `site`)."""
    probe = ("import sys\nfrom pathlib import Path\nimport generator.loading as loading\n"
             "from generator.core.errors import ContentError\n"
             "with loading.SiteReading(Path(sys.argv[1])) as reading:\n"
             "    assert reading.aside, 'no second process'\n"
             "    loading.load_site = lambda *args: sys.exit('read again here')\n"
             "    try:\n        site = reading.result()\n"
             "    except ContentError as error:\n        print(error)\n"
             f"    else:\n        {then}\n")
    path = os.pathsep.join(entry for entry in sys.path if entry)
    return subprocess.run([sys.executable, "-S", "-c", probe, str(site)], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": path})


@pytest.mark.slow
def test_base_url_option_reaches_the_pages(example: Path, tmp_path: Path) -> None:
    """--base-url overrides site.yml: pages name their address under the sub-path."""
    out = tmp_path / "out"
    assert main(["build", "--site", str(example), "--out", str(out),
                 "--base-url", "https://club.github.io/club-site/"]) == 0
    assert 'href="https://club.github.io/club-site/"' in (out / "index.html").read_text(encoding="utf-8")


@pytest.mark.slow
def test_an_output_folder_that_cannot_be_written_is_one_line_not_a_traceback(
        example: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--out naming an existing file: exit 1 with 'could not write the site', no traceback."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert main(["build", "--site", str(example), "--out", str(blocker / "site")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("bulletin: error: could not write the site:") and "Traceback" not in err


def test_missing_site_folder_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A --site folder that does not exist exits 2 with one line saying so."""
    assert main(["build", "--site", str(tmp_path / "nope")]) == 2
    assert "no site folder" in capsys.readouterr().err


def test_unknown_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse usage errors exit 2."""
    with pytest.raises(SystemExit) as caught:
        main(["build", "--colour", "blue"])
    assert caught.value.code == 2
    assert "unrecognized arguments" in capsys.readouterr().err


def repeat_a_pairing_in_round_7(folder: Path) -> None:
    """Rewrite round 7's boards (by starting number) so that board 1's white meets an opponent from round 1
    again; every other player keeps a board."""
    from generator.loading.load import load_tournament
    tournament, _ = load_tournament(folder)
    boards = [list(g.players()) for g in tournament.round(7).games]
    white, black = boards[0]
    earlier = next(g.opponent_of(white) for g in tournament.round(1).games if white in g.players())
    other = next(b for b in boards[1:] if earlier in b)
    other[other.index(earlier)] = black
    boards[0][1] = earlier
    path = folder / "rounds/07.yml"
    text = path.read_text(encoding="utf-8")
    lines = "".join(f"  - [{w}, {b}]\n" for w, b in boards)
    path.write_text(re.sub(r"(?ms)^boards:\n(  - .*?\n)+", "boards:\n" + lines, text), encoding="utf-8")


@pytest.mark.slow
def test_warnings_are_printed_but_the_build_succeeds(example: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A repeated pairing in round 7 (board 1's white against an earlier opponent) is a warning: shown on
    stderr, exit 0."""
    repeat_a_pairing_in_round_7(example / "content/herbst-2026")
    assert main(["build", "--site", str(example), "--out", str(tmp_path / "out")]) == 0
    captured = capsys.readouterr()
    assert re.search(r"^warning: .*", captured.err, re.MULTILINE)
    assert re.search(r"--> .*rounds/07\.yml:\d+:\d+", captured.err)
    assert CLOSING_LINE.match(captured.out.strip())


@pytest.mark.slow
def test_the_real_entry_point_builds_identical_sites_whatever_the_hash_seed(example: Path, tmp_path: Path) -> None:
    """`python -m generator build` as a real process exits 0; two runs with different PYTHONHASHSEED give
    byte-identical output (no set or dict order leaks into the pages)."""
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-m", "generator", "build", "--site", str(example),
                               "--out", str(tmp_path / f"out-{seed}")], capture_output=True, text=True,
                              timeout=120, env={**os.environ, "PYTHONHASHSEED": seed})
        assert done.returncode == 0, done.stderr
        assert CLOSING_LINE.match(done.stdout.strip())
    assert tree(tmp_path / "out-1") == tree(tmp_path / "out-2")


def test_the_closing_line_tells_pages_from_files_and_counts_removed_files() -> None:
    """Pages (what a reader opens) and files (everything written) are counted apart, so '3 written' is never
    read as three pages; files left from an earlier build are 'old files removed'."""
    from generator.site.build import BuildReport
    report = BuildReport(Path("_site"), pages=43, files=60, written=3, unchanged=57, removed=2, tournaments=1,
                         seconds=0.5)
    assert report.summary() == ("built 43 pages for 1 tournament in 0.50 s; 60 files in all (pages, styles, "
                                "downloads): 3 written, 57 unchanged, 2 old files removed")
