"""A large site built once is made by two processes: the same site as one process makes, the other share really
done elsewhere, mistakes reported alike, and no fork where it is not safe (other threads)."""
from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from sitedata import copy_example, tree

import generator.site.build as build
from generator.core.errors import ContentError
from generator.site.build import BuildSession, build_site
from generator.site.parallel import can_fork, in_two_processes

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")


def squares_with_pid(items: list[int]) -> list[tuple[int, int]]:
    return [(x * x, os.getpid()) for x in items]


def test_both_shares_are_done_each_in_a_process_of_its_own() -> None:
    first, second = in_two_processes(squares_with_pid, [1, 2], [3, 4])
    assert [x for x, _ in first + second] == [1, 4, 9, 16]
    pids = {pid for _, pid in first} | {pid for _, pid in second}
    assert len(pids) == 2 and os.getpid() not in pids


def test_a_failing_child_has_its_share_done_here() -> None:
    parent = os.getpid()

    def fails_elsewhere(items: list[int]) -> list[int]:
        if os.getpid() != parent:
            raise RuntimeError("child trouble")
        return [x + 1 for x in items]

    assert in_two_processes(fails_elsewhere, [1], [2]) == ([2], [3])


def test_a_result_that_cannot_come_back_is_made_here_and_no_child_is_left() -> None:
    """A child whose result cannot be pickled ends; its share is done here, and nothing is left running."""
    parent = os.getpid()

    def unpicklable_elsewhere(items: list[int]) -> object:
        return (lambda: items) if os.getpid() != parent else items

    assert in_two_processes(unpicklable_elsewhere, [1], [2]) == ([1], [2])
    with pytest.raises(ChildProcessError):
        os.waitpid(-1, os.WNOHANG)   # no child left behind


def test_no_fork_with_other_threads() -> None:
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        assert not can_fork()
    finally:
        stop.set()
        thread.join()


def with_copies(folder: Path, copies: int) -> Path:
    """The example with more copies of its Swiss."""
    site = copy_example(folder)
    for number in range(copies):
        shutil.copytree(site / "content" / "herbst-2026", site / "content" / f"copy-{number}")
    return site


@pytest.mark.slow
@pytest.mark.parametrize("copies", [0, 4])
def test_a_site_built_by_two_processes_is_the_site_one_process_builds(tmp_path: Path, copies: int,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Byte-identical, with the same counts, whether the Swiss's pages are shared by both processes (the example:
    it is most of the site) or the tournaments are shared whole (with four copies of it)."""
    site = with_copies(tmp_path / "site", copies)
    monkeypatch.setattr(build, "MANY_PLAYERS", 1)
    monkeypatch.setattr(build, "can_fork", lambda: False)
    alone = BuildSession(site, tmp_path / "one", "https://club.example/", lasting=False).build()
    monkeypatch.setattr(build, "can_fork", lambda: True)
    makers = tmp_path / "makers"
    makers.mkdir()
    real = BuildSession._make_share

    def recorded(self, *args):   # type: ignore[no-untyped-def]
        (makers / str(os.getpid())).touch()
        return real(self, *args)

    monkeypatch.setattr(BuildSession, "_make_share", recorded)
    split = BuildSession(site, tmp_path / "two", "https://club.example/", lasting=False).build()
    assert tree(tmp_path / "one") == tree(tmp_path / "two")
    assert (split.pages, split.files) == (alone.pages, alone.files)
    made_by = {int(p.name) for p in makers.iterdir()}
    assert len(made_by) == 2 and os.getpid() not in made_by   # each share by a process of its own


@pytest.mark.slow
def test_a_template_mistake_in_a_split_build_is_reported_as_by_one_process(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A template mistake met while two processes render comes back as the same located problems as from one
    process, and nothing is written."""
    monkeypatch.setattr(build, "MANY_PLAYERS", 1)

    def problems(folder: Path, fork: bool) -> list[tuple[object, ...]]:
        site = with_copies(folder, 2)
        (site / "templates").mkdir()
        broken = "{% extends 'base.html' %}{% block content %}{{ nothing.here }}{% endblock %}\n"
        (site / "templates" / "round.html").write_text(broken, encoding="utf-8")
        monkeypatch.setattr(build, "can_fork", lambda: fork)
        with pytest.raises(ContentError) as caught:
            build_site(site, folder / "out")
        assert not (folder / "out").exists()
        return [(p.location.file.rsplit("/", 1)[-1], p.location.line, p.message, p.hint)
                for p in caught.value.problems]

    assert problems(tmp_path / "two", True) == problems(tmp_path / "one", False)
