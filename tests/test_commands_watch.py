"""`bulletin watch` (generator/commands/watch.py): its options, its first and last lines, what it says when it
cannot watch, and SIGTERM ending it like Ctrl-C (and Ctrl-C ending it when SIGINT was ignored). The watching itself is tests/test_watch.py's."""
from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

import generator.commands.watch as command
from generator.cli import main
from generator.site.build import BuildSession
from generator.site.watch import CannotWatch


def test_a_clean_stop_is_announced_between_its_two_lines(tmp_path: Path, monkeypatch, capsys):
    """It says what it watches and how to stop, and says it stopped; the build gets the site options."""
    (tmp_path / "site.yml").write_text("title: Club\n", encoding="utf-8")
    seen = {}

    def watch(site, build, out):
        seen.update(site=site, build=build, out=out)
    monkeypatch.setattr(command, "watch", watch)
    assert main(["watch", "--site", str(tmp_path), "--base-url", "https://club.github.io/x/"]) == 0
    assert capsys.readouterr().out == f"Watching {tmp_path} for changes (press Ctrl-C to stop)\nStopped watching.\n"
    assert seen["site"] == tmp_path and seen["out"] is None
    session = seen["build"].__self__   # the build of one session, made from the options, for every rebuild
    assert isinstance(session, BuildSession) and (session.site_dir, session.out_dir, session.base_url) == (
        tmp_path, None, "https://club.github.io/x/")


def test_a_refused_watch_is_one_line_and_exit_2(tmp_path: Path, monkeypatch, capsys):
    (tmp_path / "site.yml").write_text("title: Club\n", encoding="utf-8")
    def refused(*args):
        raise CannotWatch("inotify watch limit reached")
    monkeypatch.setattr(command, "watch", refused)
    assert main(["watch", "--site", str(tmp_path)]) == 2
    assert capsys.readouterr().err == "bulletin: error: inotify watch limit reached\n"


def test_a_missing_site_folder_is_a_usage_error(tmp_path: Path, capsys):
    assert main(["watch", "--site", str(tmp_path / "nowhere")]) == 2
    assert "no site folder at" in capsys.readouterr().err


def test_sigterm_ends_the_loop_like_ctrl_c_and_the_old_handler_comes_back():
    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(KeyboardInterrupt):
        with command.stopping_on_signals():
            os.kill(os.getpid(), signal.SIGTERM)
    assert signal.getsignal(signal.SIGTERM) == before


def test_ctrl_c_ends_the_loop_even_when_the_shell_started_it_with_sigint_ignored():
    """`bulletin watch &` from a shell without job control starts with SIGINT ignored; Ctrl-C still stops the
    loop, and the ignoring comes back afterwards."""
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with pytest.raises(KeyboardInterrupt), command.stopping_on_signals():
            os.kill(os.getpid(), signal.SIGINT)
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)
