"""The preview server: base path like GitHub Pages, never outside the output folder, reload script, error page."""
from __future__ import annotations

import http.client
import os
import re
import threading
from pathlib import Path

import pytest
from liveprocess import (
    WAIT_SECONDS,
    BulletinProcess,
    copy_example_site,
    current_result,
    decisive_board,
    flipped,
    running,
    wait_until,
)
from liveprocess import (
    fetch as fetch_url,
)

from generator.core.errors import Location, Problem, Severity
from generator.site.serve import (
    EVENTS_PATH,
    LiveSite,
    NotFound,
    PreviewServer,
    Redirect,
    ServeFile,
    SiteState,
    error_page,
    inject_reload_script,
    resolve_request,
)

PAGE = b"<!DOCTYPE html><html><body><h1>Standings</h1></body></html>\n"


@pytest.fixture
def out_dir(tmp_path: Path) -> Path:
    """An output folder with a page, a sub-folder page, a stylesheet, and a secret file beside it."""
    out = tmp_path / "_site"
    (out / "spring" / "round-3").mkdir(parents=True)
    (out / "index.html").write_bytes(PAGE)
    (out / "spring" / "round-3" / "index.html").write_bytes(b"<html><body>round 3</body></html>")
    (out / "about.html").write_bytes(b"<html><body>about</body></html>")
    (out / "style.css").write_bytes(b"body { color: black; }")
    (tmp_path / "secret.txt").write_text("do not serve")
    return out


@pytest.fixture
def server(out_dir: Path):
    """A server for a site built under /club-site/, on a free port, stopped after the test."""
    live = LiveSite()
    live.publish_success(out_dir, "/club-site/")
    preview = PreviewServer(live, "127.0.0.1", 0)
    preview.start_in_background()
    try:
        yield preview
    finally:
        preview.stop()


def fetch(server: PreviewServer, path: str, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    try:
        connection.request(method, path)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


# --- resolving paths ----------------------------------------------------------------------------------

def test_root_redirects_to_the_base_path(out_dir: Path) -> None:
    """A site built for /club-site/ is reached from / by a redirect, as a user would type the host alone."""
    assert resolve_request("/", "/club-site/", out_dir) == Redirect("/club-site/")
    assert resolve_request("/club-site", "/club-site/", out_dir) == Redirect("/club-site/")


def test_pages_are_served_under_the_base_path_only(out_dir: Path) -> None:
    """Links of a site built for a sub-path break locally exactly when they would break on GitHub Pages."""
    assert resolve_request("/club-site/", "/club-site/", out_dir) == ServeFile(out_dir / "index.html")
    assert isinstance(resolve_request("/index.html", "/club-site/", out_dir), NotFound)


def test_folder_without_slash_redirects_and_folder_serves_its_index(out_dir: Path) -> None:
    """/round-3 redirects to /round-3/ (relative links keep working), which serves round-3/index.html."""
    assert resolve_request("/spring/round-3?x=1", "/", out_dir) == Redirect("/spring/round-3/?x=1")
    assert resolve_request("/spring/round-3/", "/", out_dir) == ServeFile(out_dir / "spring/round-3/index.html")


def test_extensionless_path_serves_the_html_file(out_dir: Path) -> None:
    """GitHub Pages serves /about from about.html; so does the preview."""
    assert resolve_request("/about", "/", out_dir) == ServeFile(out_dir / "about.html")


@pytest.mark.parametrize("path", [
    "/club-site/../secret.txt",
    "/club-site/%2e%2e/secret.txt",
    "/club-site/%2E%2E/secret.txt",
    "/club-site/spring/..%2f..%2fsecret.txt",
    "/club-site/%2e%2e%2fsecret.txt",
    "/club-site/spring/round-3/%2e%2e/%2e%2e/%2e%2e/secret.txt",
    "/club-site/..%5csecret.txt",
    "/club-site/%00/index.html",
])
def test_paths_leaving_the_output_folder_are_refused(out_dir: Path, path: str) -> None:
    """No request path, encoded or not, reaches a file outside the output folder."""
    assert isinstance(resolve_request(path, "/club-site/", out_dir), NotFound)


def test_symbolic_link_out_of_the_output_folder_is_refused(out_dir: Path) -> None:
    """A link inside the output folder pointing outside it is not followed."""
    os.symlink(out_dir.parent / "secret.txt", out_dir / "leak.txt")
    assert isinstance(resolve_request("/leak.txt", "/", out_dir), NotFound)


def test_missing_page_uses_the_sites_404_page(out_dir: Path) -> None:
    """A site with a 404.html gets it for missing pages, with status 404, as on GitHub Pages."""
    (out_dir / "404.html").write_bytes(b"<html><body>lost</body></html>")
    assert resolve_request("/nowhere/", "/", out_dir) == ServeFile(out_dir / "404.html", 404)


# --- what is sent --------------------------------------------------------------------------------------

def test_reload_script_goes_before_the_closing_body_tag() -> None:
    """The script is placed inside the body, before its last closing tag, whatever the tag's case."""
    page = inject_reload_script(b"<html><BODY>x</BODY></html>", 7, "abc")
    assert page.startswith(b"<html><BODY>x<script>")
    assert page.endswith(b"</script></BODY></html>")
    assert b"since=7&server=abc" in page


def test_html_responses_carry_the_reload_script_and_files_on_disk_do_not(server: PreviewServer,
                                                                          out_dir: Path) -> None:
    """While serving, HTML gets the reload script; the built file itself stays as the build wrote it."""
    status, headers, body = fetch(server, "/club-site/")
    assert status == 200
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert EVENTS_PATH.encode() in body
    assert (out_dir / "index.html").read_bytes() == PAGE


def test_non_html_files_are_served_unchanged(server: PreviewServer, out_dir: Path) -> None:
    """Stylesheets and other files are sent byte for byte, with their media type."""
    status, headers, body = fetch(server, "/club-site/style.css")
    assert (status, body) == (200, (out_dir / "style.css").read_bytes())
    assert headers["Content-Type"].startswith("text/css")


def test_encoded_traversal_over_http_gets_404_without_the_file(server: PreviewServer) -> None:
    """A raw request line with ../ or %2e%2e is answered 404 and never with the secret file's content."""
    for path in ("/club-site/../secret.txt", "/club-site/%2e%2e/secret.txt", "/../secret.txt"):
        status, _, body = fetch(server, path)
        assert status == 404
        assert b"do not serve" not in body


def test_head_sends_headers_only(server: PreviewServer) -> None:
    """HEAD answers like GET without a body."""
    status, headers, body = fetch(server, "/club-site/style.css", method="HEAD")
    assert (status, body) == (200, b"")
    assert headers["Content-Length"] == str(len(b"body { color: black; }"))


PROBLEM = Problem(Location("content/spring/round-3.yml", 4, 12), "unknown result '1-O'",
                  source_line="  - [3, 7, 1-O]   # <b>board</b> 2", hint="did you mean '1-0'?")


def test_error_page_shows_location_source_line_and_hint_escaped() -> None:
    """The error page names file:line:column, quotes the offending line with a caret, and escapes all of it."""
    page = error_page(SiteState(problems=(PROBLEM,), generation=3))
    assert "content/spring/round-3.yml:4:12" in page
    assert "unknown result &#x27;1-O&#x27;" in page
    assert "4 |   - [3, 7, 1-O]   # &lt;b&gt;board&lt;/b&gt; 2" in page
    assert "<b>board</b>" not in page
    assert "\n" + " " * (len("4 | ") + 11) + "^</pre>" in page
    assert "did you mean &#x27;1-0&#x27;?" in page


def test_failed_rebuild_turns_html_requests_into_the_error_page(server: PreviewServer) -> None:
    """After a failed rebuild every page shows the problems; stylesheets of the last good site still load."""
    server.live.publish_failure([PROBLEM])
    status, _, body = fetch(server, "/club-site/spring/round-3/")
    assert status == 500
    assert b"content/spring/round-3.yml:4:12" in body
    assert EVENTS_PATH.encode() in body
    assert fetch(server, "/club-site/style.css")[0] == 200


def test_unexpected_failure_is_shown_too(server: PreviewServer) -> None:
    """A rebuild that crashed (not a content error) is also shown in the browser, escaped."""
    server.live.publish_failure(failure="TemplateSyntaxError: unexpected '<'")
    status, _, body = fetch(server, "/club-site/")
    assert status == 500
    assert b"TemplateSyntaxError: unexpected &#x27;&lt;&#x27;" in body


def test_fixed_rebuild_brings_the_site_back(server: PreviewServer, out_dir: Path) -> None:
    """Once a rebuild succeeds again, the pages are served again."""
    server.live.publish_failure([PROBLEM])
    server.live.publish_success(out_dir, "/club-site/")
    status, _, body = fetch(server, "/club-site/")
    assert status == 200
    assert b"<h1>Standings</h1>" in body


# --- server-sent events --------------------------------------------------------------------------------

def open_events(server: PreviewServer, query: str) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    connection.request("GET", f"{EVENTS_PATH}?{query}")
    response = connection.getresponse()
    assert response.getheader("Content-Type") == "text/event-stream"
    assert response.fp.readline() == b"retry: 500\n"
    response.fp.readline()
    return response


def test_a_rebuild_tells_open_pages_to_reload(server: PreviewServer, out_dir: Path) -> None:
    """A page listening for events receives `reload` when the next rebuild is published."""
    generation = server.live.state.generation
    events = open_events(server, f"since={generation}&server={server.live.server_id}")
    threading.Timer(0.2, server.live.publish_success, (out_dir, "/club-site/")).start()
    assert events.fp.readline() == b"event: reload\n"
    assert events.fp.readline() == f"data: {generation + 1}\n".encode()


def test_a_page_older_than_the_last_rebuild_reloads_at_once(server: PreviewServer, out_dir: Path) -> None:
    """A rebuild finished between loading the page and opening the event stream is not missed."""
    old = server.live.state.generation
    server.live.publish_success(out_dir, "/club-site/")
    events = open_events(server, f"since={old}&server={server.live.server_id}")
    assert events.fp.readline() == b"event: reload\n"


def test_a_page_from_an_earlier_server_reloads_at_once(server: PreviewServer) -> None:
    """After `bulletin serve` is restarted, tabs still open from the previous run reload themselves."""
    events = open_events(server, "since=999&server=earlier")
    assert events.fp.readline() == b"event: reload\n"


def test_an_event_stream_counts_its_page_as_open_while_it_lasts(server: PreviewServer) -> None:
    """The reload script names the page its tab shows; the server knows which output files are on screen (a
    rebuild writes those first), and nothing outside the site or from another server's folder counts."""
    live = server.live
    events = open_events(server, f"since={live.state.generation}&server={live.server_id}&page=/club-site/spring/round-3/")
    wait_until(lambda: live.open_pages() == {"spring/round-3/index.html"}, "the round page to count as open")
    stray = open_events(server, f"since={live.state.generation}&server={live.server_id}&page=/club-site/../secret.txt")
    assert live.open_pages() == {"spring/round-3/index.html"}
    events.close()
    stray.close()


def test_a_page_stops_counting_as_open_when_its_stream_ends(out_dir: Path) -> None:
    live = LiveSite()
    live.publish_success(out_dir, "/")
    with live.page_open("index.html"), live.page_open("index.html"):
        assert live.open_pages() == {"index.html"}
    with live.page_open(None):
        assert live.open_pages() == frozenset()


def test_the_reload_script_names_the_page_it_is_on() -> None:
    assert "page=${page}" in inject_reload_script(b"<body></body>", 7, "abc").decode()


def test_stopping_the_server_ends_open_event_streams(out_dir: Path) -> None:
    """Ctrl-C is not held up by browsers listening for events."""
    live = LiveSite()
    live.publish_success(out_dir, "/")
    preview = PreviewServer(live, "127.0.0.1", 0)
    preview.start_in_background()
    events = open_events(preview, f"since=1&server={live.server_id}")
    stopper = threading.Thread(target=preview.stop)
    stopper.start()
    stopper.join(timeout=5)
    assert not stopper.is_alive()
    assert events.fp.readline() == b""


def test_server_binds_to_the_loopback_address_by_default() -> None:
    """Without --host the preview is reachable from this computer only."""
    preview = PreviewServer(LiveSite(), port=0)
    try:
        assert preview.server_address[0] == "127.0.0.1"
    finally:
        preview.server_close()


def test_hidden_files_of_the_output_folder_are_not_served(out_dir: Path) -> None:
    """The build's manifest, its staging folder and a publishing .git stay private."""
    (out_dir / ".bulletin-files").write_text("index.html\n")
    (out_dir / ".git").mkdir()
    (out_dir / ".git" / "config").write_text("[core]\n")
    for path in ("/.bulletin-files", "/.git/config", "/spring/.git/config"):
        assert isinstance(resolve_request(path, "/", out_dir), NotFound)


def test_error_page_counts_errors_and_warnings() -> None:
    """The page says how many errors (and warnings) there are, so a lone warning is not taken for the cause."""
    warning = Problem(Location("content/a.yml", 1, 1), "no date", severity=Severity.WARNING)
    page = error_page(SiteState(problems=(warning, PROBLEM)))
    assert "1 error and 1 warning; the last good site is kept" in page


# --- `bulletin serve` as a subprocess, on the example site --------------------------------------------

@pytest.fixture
def served(tmp_path: Path):
    """`bulletin serve` on a copy of the example site built for /club-site/, on a free port."""
    site = copy_example_site(tmp_path / "site")
    with running("serve", "--site", str(site), "--port", "0", "--base-url", "/club-site/") as process:
        url = process.wait_for_line(r"Serving .* at (http://127\.0\.0\.1:\d+/club-site/)").group(1)
        yield site, url, process


def result_cells(body: str, result: str) -> int:
    return body.count(f'class="result">{result.replace("-", "–")}<')


@pytest.mark.slow
def test_serve_shows_an_edited_round_result(served) -> None:
    """Saving a round file with a changed result changes the round page in the browser's next request."""
    site, url, _ = served
    edit = decisive_board(site)
    old = current_result(edit)
    status, before = fetch_url(url + edit.page)
    assert status == 200
    edit.write_result(flipped(old))
    wait_until(lambda: result_cells(fetch_url(url + edit.page)[1], old) == result_cells(before, old) - 1,
               "the round page to show the new result")


@pytest.mark.slow
def test_a_tab_is_told_once_its_page_is_written_and_only_once(served) -> None:
    """A tab showing the round page gets its reload once that page shows the new result (the rest of the site
    may still be on its way), and the rebuild tells it once: no second reload when the rest is written."""
    site, url, process = served
    edit = decisive_board(site)
    old = current_result(edit)
    status, before = fetch_url(url + edit.page)
    since, server_id = re.search(r"since=(\d+)&server=(\w+)", before).groups()  # type: ignore[union-attr]
    port = int(url.split(":")[2].split("/")[0])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT_SECONDS)
    connection.request("GET", f"{EVENTS_PATH}?since={since}&server={server_id}&page=/club-site/{edit.page}")
    events = connection.getresponse()
    assert events.fp.readline() == b"retry: 500\n"
    events.fp.readline()
    edit.write_result(flipped(old))
    assert events.fp.readline() == b"event: reload\n"
    assert events.fp.readline() == f"data: {int(since) + 1}\n".encode()
    assert result_cells(fetch_url(url + edit.page)[1], old) == result_cells(before, old) - 1
    process.wait_for_line(r"changed: built \d+ pages")
    later = http.client.HTTPConnection("127.0.0.1", port, timeout=1.0)
    later.request("GET", f"{EVENTS_PATH}?since={int(since) + 1}&server={server_id}")
    stream = later.getresponse()
    assert stream.fp.readline() == b"retry: 500\n"
    stream.fp.readline()
    with pytest.raises(TimeoutError):
        stream.fp.readline()   # nothing newer than the generation the tab was told of
    connection.close()
    later.close()


@pytest.mark.slow
def test_serve_shows_the_error_then_the_site_again(served) -> None:
    """A broken round file turns pages into the located error; fixing it brings the site back by itself."""
    site, url, process = served
    edit = decisive_board(site)
    old = current_result(edit)
    relative = edit.file.relative_to(site).as_posix()
    edit.write_result("1-O")
    status, body = wait_until(lambda: (page := fetch_url(url + edit.page))[0] == 500 and page, "the error page")
    assert f"{relative}:{edit.line}:{edit.column}" in body
    assert "1-O]" in body
    process.wait_for_line(rf"{re.escape(relative)}:{edit.line}:{edit.column}")
    process.wait_for_line(r"rebuild failed .* 1 error, previous site kept")
    edit.write_result(old)
    status, body = wait_until(lambda: (page := fetch_url(url + edit.page))[0] == 200 and page, "the site back")
    assert "could not be rebuilt" not in body


@pytest.mark.slow
def test_serve_redirects_root_and_keeps_reload_script_out_of_the_files(served) -> None:
    """/ leads to the base path; the reload script is in served pages only, never in the built files."""
    site, url, _ = served
    root = url.removesuffix("club-site/")
    status, body = fetch_url(root)
    assert status == 200 and EVENTS_PATH in body
    built = [path.read_text(encoding="utf-8") for path in (site / "_site").rglob("*.html")]
    assert built and not any(EVENTS_PATH in page for page in built)


@pytest.mark.slow
def test_serve_ends_cleanly_on_ctrl_c(served) -> None:
    """Ctrl-C stops the server with exit code 0 and no traceback."""
    _, _, process = served
    assert process.interrupt() == 0
    assert "Traceback" not in process.text()
    assert "Stopped serving." in process.text()


@pytest.mark.slow
def test_serve_refuses_a_taken_port(served, tmp_path: Path) -> None:
    """A second server on the same port says the port cannot be used and exits 2, without a traceback."""
    site, url, _ = served
    port = url.split(":")[2].split("/")[0]
    second = BulletinProcess("serve", "--site", str(site), "--port", port)
    try:
        assert second.process.wait(timeout=WAIT_SECONDS) == 2
    finally:
        second.stop()
    assert f"cannot listen on 127.0.0.1:{port}" in second.text()
    assert f"hint: another program (perhaps another bulletin serve) uses port {port}; --port 0 takes any free " \
           "port" in second.text()
    assert "Traceback" not in second.text()


@pytest.mark.slow
def test_serve_names_the_output_folder_it_serves(served) -> None:
    """The first line says which folder is served (the built site, not the sources) and where."""
    site, url, process = served
    assert f"Serving {(site / '_site').resolve().as_posix()}/ at {url} (press Ctrl-C to stop)\n" in process.text()


@pytest.mark.slow
def test_serve_started_with_sigint_ignored_still_stops_on_ctrl_c(tmp_path: Path) -> None:
    """A shell without job control starts `bulletin serve &` with SIGINT ignored; Ctrl-C (SIGINT) still ends
    it cleanly, exit 0."""
    site = copy_example_site(tmp_path / "site")
    process = BulletinProcess("serve", "--site", str(site), "--port", "0", sigint_ignored=True)
    try:
        process.wait_for_line(r"Serving .* at http://")
        assert process.interrupt() == 0
    finally:
        process.stop()
    assert "Stopped serving." in process.text() and "Traceback" not in process.text()


def test_first_build_failing_shows_the_error_page_everywhere() -> None:
    """When no build has succeeded yet, every page shows the problems rather than a bare 404."""
    live = LiveSite()
    live.publish_failure([PROBLEM])
    preview = PreviewServer(live, "127.0.0.1", 0)
    preview.start_in_background()
    try:
        for path in ("/", "/tournament/spring/"):
            status, _, body = fetch(preview, path)
            assert status == 500
            assert b"content/spring/round-3.yml:4:12" in body
    finally:
        preview.stop()
