"""Half of the rendering in a forked child: the same results as in one process, the child's half really done
elsewhere, and no fork where it is not safe (other threads) or not worth it."""
from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from sitedata import copy_example, tree

import generator.loading.parallel as parallel
from generator.site.build import build_site
from generator.loading.parallel import can_fork, in_two, started

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")


def squares_with_pid(items):
    return [(x * x, os.getpid()) for x in items]


def test_both_halves_are_done_and_the_second_in_another_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """With forking allowed, the first half is done here and the second by a child; together they are the
    work over the whole list, in order."""
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    first, second = in_two(list(range(10)), squares_with_pid, minimum=1)
    assert [v for v, _ in first + second] == [x * x for x in range(10)]
    assert {pid for _, pid in first} == {os.getpid()}
    assert {pid for _, pid in second} != {os.getpid()}


def test_a_failing_child_is_replaced_by_the_parent(monkeypatch: pytest.MonkeyPatch) -> None:
    """If the child dies, the parent does the second half itself: same result, errors raised here."""
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    parent = os.getpid()

    def fails_in_a_child(items):
        if os.getpid() != parent:
            raise RuntimeError("child trouble")
        return [x + 1 for x in items]

    assert in_two([1, 2, 3, 4], fails_in_a_child, minimum=1) == [[2, 3], [4, 5]]


def test_work_started_in_a_child_comes_back_or_is_done_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """`started` (a build's downloads, made while its pages are planned and rendered): the result made by
    another process; not worth it, not allowed, or the child failed: made here when asked for."""
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    parent = os.getpid()
    with started(lambda: ("downloads", os.getpid()), 1, minimum=1) as pending:
        assert pending.result()[1] != parent

    def fails_in_a_child() -> int:
        if os.getpid() != parent:
            raise RuntimeError("child trouble")
        return 7
    with started(fails_in_a_child, 1, minimum=1) as pending:
        assert pending.result() == 7
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: count >= minimum)
    with started(lambda: ("downloads", os.getpid()), 99, minimum=100) as pending:   # not worth a child
        assert pending.result() == ("downloads", parent)
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: False)
    with started(lambda: os.getpid(), 1, minimum=1) as pending:
        assert pending.result() == parent


def test_a_child_whose_result_is_never_asked_for_is_reaped(monkeypatch: pytest.MonkeyPatch) -> None:
    """An error while the child works (a template mistake in the pages): leaving the block ends the child, which
    was blocked sending a result nobody reads; no hang, no zombie."""
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    with pytest.raises(RuntimeError, match="pages trouble"):
        with started(lambda: b"x" * 4_000_000, 1, minimum=1) as pending:
            child = pending._child
            raise RuntimeError("pages trouble")
    assert child is not None
    with pytest.raises(ChildProcessError):
        os.waitpid(child, os.WNOHANG)


def test_no_fork_with_other_threads_or_short_lists() -> None:
    """Forking a process with other threads is unsafe (a lock held by one of them stays held in the child):
    `serve` and `watch` render in one process; so does a short list."""
    assert not can_fork(3, minimum=400)
    stop = threading.Event()
    helper = threading.Thread(target=stop.wait)
    helper.start()
    try:
        assert not can_fork(10_000, minimum=400)
        assert in_two(list(range(1000)), squares_with_pid, minimum=1)[0][-1][1] == os.getpid()
    finally:
        stop.set()
        helper.join()


@pytest.mark.skipif(not hasattr(os, "fork") or len(os.sched_getaffinity(0)) < 2, reason="needs fork and two cores")
def test_a_larger_process_needs_more_work_to_be_worth_a_child(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forking copies the page tables: in a `watch` of a 50-tournament site (730 MB), a rebuild's hundred pages
    are rendered in the one process, while a full build of a small process splits 40 of them."""
    monkeypatch.setattr(parallel, "resident_bytes", lambda: 50 * 2**20)
    assert can_fork(40, minimum=40) and not can_fork(39, minimum=40)
    monkeypatch.setattr(parallel, "resident_bytes", lambda: 730 * 2**20)
    assert not can_fork(100, minimum=40)
    assert can_fork(292, minimum=40)


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="Linux only")
def test_the_memory_in_use_is_measured() -> None:
    before = parallel.resident_bytes()
    block = b"x" * (64 * 2**20)   # written, so resident
    assert parallel.resident_bytes() >= before + 60 * 2**20
    del block


def three_tournaments(folder: Path) -> Path:
    site = copy_example(folder)
    for slug in ("second", "third"):
        shutil.copytree(site / "content" / "herbst-2026", site / "content" / slug)
    return site


def test_a_site_rendered_in_two_processes_is_the_same_site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A site built with its tournament folders read, its standings, its pages and its downloads split over two
    processes (the downloads made by a third while the pages render) is byte-identical to one built in one
    process."""
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: False)
    build_site(three_tournaments(tmp_path / "site"), tmp_path / "one")
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    build_site(three_tournaments(tmp_path / "copy"), tmp_path / "two")
    assert tree(tmp_path / "one") == tree(tmp_path / "two")


def test_mistakes_in_folders_the_child_reads_are_reported_as_by_one_process(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The tournament folders of a large site are read by two processes: a mistake in a folder of the child's half
    (the last) comes back as the same located problems, in the same order, as when one process reads them all."""
    from generator.core.errors import ContentError

    def problems(folder: Path) -> list[tuple[object, ...]]:
        site = three_tournaments(folder)
        round_file = site / "content" / "third" / "rounds" / "01.yml"
        round_file.write_text(round_file.read_text(encoding="utf-8").replace("[Brandt, Bondarenko, 1-0]",
                                                                              "[Brandt, Bondarenko, 1-9]"),
                              encoding="utf-8")
        with pytest.raises(ContentError) as caught:
            build_site(site, folder / "out")
        return [(p.location.file, p.location.line, p.location.column, p.message, p.hint)
                for p in caught.value.problems]
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: False)
    alone = problems(tmp_path / "one")
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    assert problems(tmp_path / "two") == alone
    assert ("content/third/rounds/01.yml", 4, 26, "invalid result '1-9'") in [found[:4] for found in alone]


def test_a_template_mistake_met_by_the_child_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A template mistake on pages the child renders comes back as the same located problem."""
    from generator.core.errors import ContentError
    site = copy_example(tmp_path / "site")
    (site / "templates").mkdir()
    broken = "{% extends 'base.html' %}{% block content %}{{ nothing.here }}{% endblock %}\n"
    (site / "templates" / "player.html").write_text(broken, encoding="utf-8")
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: count >= 2)
    with pytest.raises(ContentError) as caught:
        build_site(site, tmp_path / "out")
    assert any(p.location.file.endswith("player.html") for p in caught.value.problems)
    assert not (tmp_path / "out").exists()


def test_a_failure_in_the_parent_neither_hangs_nor_leaves_the_child(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the parent's half fails, its error comes through at once: the child, blocked on sending a large
    result nobody will read, is ended and reaped (no hang, no zombie)."""
    import signal
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    parent = os.getpid()

    def large_in_the_child(items):
        if os.getpid() == parent:
            raise RuntimeError("parent trouble")
        return b"x" * 4_000_000   # far more than a pipe holds

    forked: list[int] = []
    real_fork = os.fork

    def recording_fork() -> int:
        pid = real_fork()
        if pid:
            forked.append(pid)
        return pid

    monkeypatch.setattr(os, "fork", recording_fork)
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("in_two hung"))
    signal.alarm(30)
    try:
        with pytest.raises(RuntimeError, match="parent trouble"):
            in_two([1, 2], large_in_the_child, minimum=1)
    finally:
        signal.alarm(0)
    assert len(forked) == 1
    with pytest.raises(ChildProcessError):
        os.waitpid(forked[0], os.WNOHANG)   # already reaped: no child left behind


def test_bulletin_build_splits_a_site_by_tournaments_and_makes_the_same_site(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """`bulletin build` of a site of many tournaments: two processes each prepare, plan and render whole
    tournaments (pages and downloads), and this one adds the home page, the news with their embedded tables, the
    league, the feed and the sitemap. The site is byte-identical to one built in one process, and the report
    counts the same pages and files."""
    from generator.site.build import BuildSession, load

    site = three_tournaments(tmp_path / "site")
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: False)
    alone = BuildSession(site, tmp_path / "one", "https://club.example/", lasting=False).build()
    parts = tmp_path / "parts"
    parts.mkdir()
    real_part = BuildSession._tournaments_part

    def recorded_part(self, site, frame, translators, tournaments):   # type: ignore[no-untyped-def]
        (parts / f"{os.getpid()} {' '.join(t.slug for t in tournaments)}").touch()
        return real_part(self, site, frame, translators, tournaments)

    monkeypatch.setattr(BuildSession, "_tournaments_part", recorded_part)
    monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: True)
    split = BuildSession(site, tmp_path / "two", "https://club.example/", lasting=False).build()
    assert tree(tmp_path / "one") == tree(tmp_path / "two")
    assert (split.pages, split.files) == (alone.pages, alone.files)
    assert (tmp_path / "two" / "sitemap.xml").is_file() and (tmp_path / "two" / "news").is_dir()
    made = [p.name.split(" ") for p in parts.iterdir()]
    assert len({pid for pid, *_ in made}) == len(made) == 2, made   # each half in a process of its own
    assert sorted(slug for _, *slugs in made for slug in slugs) == sorted(t.slug for t in load(site).tournaments)


def test_a_template_mistake_in_a_split_build_is_reported_as_by_one_process(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A template mistake met while the two processes render their tournaments comes back as the same located
    problems as from a build in one process, and nothing is written."""
    from generator.core.errors import ContentError

    def problems(folder: Path, fork: bool) -> list[tuple[object, ...]]:
        site = three_tournaments(folder)
        (site / "templates").mkdir()
        broken = "{% extends 'base.html' %}{% block content %}{{ nothing.here }}{% endblock %}\n"
        (site / "templates" / "round.html").write_text(broken, encoding="utf-8")
        monkeypatch.setattr(parallel, "can_fork", lambda count, minimum: fork)
        with pytest.raises(ContentError) as caught:
            build_site(site, folder / "out")
        assert not (folder / "out").exists()
        return [(p.location.file.rsplit("/", 1)[-1], p.location.line, p.message, p.hint)
                for p in caught.value.problems]

    assert problems(tmp_path / "two", True) == problems(tmp_path / "one", False)
