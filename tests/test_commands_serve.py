"""`bulletin serve` (generator/commands/serve.py): its options and what it says when it cannot start. The
preview server itself, live, is tests/test_serve.py's."""
from __future__ import annotations

from pathlib import Path

import pytest

import generator.commands.serve as serve_command
from generator.cli import build_parser, main
from generator.site.build import BuildSession
from generator.site.serve import CannotListen


@pytest.mark.parametrize("port,message", [("http", "'http' is not a port number"),
                                          ("70000", "port 70000 is outside 0-65535"),
                                          ("-1", "port -1 is outside 0-65535")])
def test_a_bad_port_is_a_usage_error_that_says_why(port, message, capsys):
    with pytest.raises(SystemExit) as done:
        main(["serve", "--port", port])
    assert done.value.code == 2 and message in capsys.readouterr().err


def test_defaults_are_port_8000_on_this_computer_and_the_current_folder():
    args = build_parser().parse_args(["serve"])
    assert (args.port, args.host, args.site, args.out, args.base_url) == (8000, "127.0.0.1", Path("."), None, None)
    assert build_parser().parse_args(["serve", "--port", "0"]).port == 0     # 0: any free port


def test_a_missing_site_folder_is_a_usage_error(tmp_path: Path, capsys):
    assert main(["serve", "--site", str(tmp_path / "nowhere")]) == 2
    assert "no site folder at" in capsys.readouterr().err


def test_a_port_that_cannot_be_had_is_one_line_and_exit_2(tmp_path: Path, monkeypatch, capsys):
    """When the server cannot listen (a taken port), the reason is printed as one line, no traceback."""
    (tmp_path / "site.yml").write_text("title: Club\n", encoding="utf-8")
    def taken(*args, **kwargs):
        raise CannotListen("port 8000 on 127.0.0.1 is in use; try --port 0")
    monkeypatch.setattr(serve_command, "serve_site", taken)
    assert main(["serve", "--site", str(tmp_path)]) == 2
    assert capsys.readouterr().err == "bulletin: error: port 8000 on 127.0.0.1 is in use; try --port 0\n"


def test_the_site_build_options_reach_the_server(tmp_path: Path, monkeypatch, capsys):
    """--site, --out, --base-url, --host and --port are handed on; a clean stop says so and exits 0."""
    (tmp_path / "site.yml").write_text("title: Club\n", encoding="utf-8")
    seen = {}

    def serve_site(site, build, host, port, out):
        seen.update(site=site, host=host, port=port, out=out, build=build)
    monkeypatch.setattr(serve_command, "serve_site", serve_site)
    out = tmp_path / "out"
    code = main(["serve", "--site", str(tmp_path), "--out", str(out), "--base-url", "/club/", "--host", "::1",
                 "--port", "8123"])
    assert code == 0 and capsys.readouterr().out == "Stopped serving.\n"
    assert (seen["site"], seen["host"], seen["port"], seen["out"]) == (tmp_path, "::1", 8123, out)
    session = seen["build"].__self__   # the build of one session, made from the options, for every rebuild
    assert isinstance(session, BuildSession) and (session.site_dir, session.out_dir, session.base_url) == (
        tmp_path, out, "/club/")


def test_a_folder_without_site_yml_is_a_usage_error_not_a_served_error_page(tmp_path: Path, monkeypatch, capsys):
    """`bulletin serve` in a folder that is no site says so and stops (exit 2), instead of printing the error and
    serving it; the hint names the way out."""
    served = []
    monkeypatch.setattr(serve_command, "serve_site", lambda *args, **kwargs: served.append(args))
    assert main(["serve", "--site", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"bulletin serve: error: no site.yml in {tmp_path}\n") and "bulletin new DIR" in err
    assert served == []
