"""Live preview: serve the built site as GitHub Pages would, reload open tabs after each rebuild.

The server only reads the output folder. Pages are served under the site's base path (a site built for
`/club-site/` is at `http://127.0.0.1:8000/club-site/`, and `/` redirects there). Each HTML response gets a
small script that listens for server-sent events at `EVENTS_PATH` and reloads the tab when a rebuild ends;
the script exists only in responses of this server, never in the files `bulletin build` writes. While the
last rebuild failed, HTML requests get a page listing its located problems instead.
"""
from __future__ import annotations

import html
import mimetypes
import re
import secrets
import socket
import threading
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Iterator, Protocol, Sequence, TypeVar
from urllib.parse import parse_qs, quote, unquote, urlsplit

from generator.core.errors import Problem
from generator.site.output import FirstFiles
from generator.site.watch import DEBOUNCE_SECONDS, RebuildOutcome, Summarised, describe_changes, report_outcome, watch

EVENTS_PATH = "/__bulletin__/events"
KEEPALIVE_SECONDS = 15.0
_BODY_END = re.compile(rb"</body\s*>", re.IGNORECASE)


class BuiltSite(Summarised, Protocol):
    """What the build callback of `serve_site` returns: where the site was written and for which path."""

    @property
    def out_dir(self) -> Path: ...

    @property
    def base_path(self) -> str: ...


R = TypeVar("R", bound=BuiltSite)
R_co = TypeVar("R_co", bound=BuiltSite, covariant=True)


class ServedBuild(Protocol[R_co]):
    """The build `serve_site` calls after every change (a `BuildSession`'s): given `first`, it puts the pages
    open in a browser in place before the rest of the site and says so (generator/site/output.py `FirstFiles`)."""

    def __call__(self, first: FirstFiles | None = None) -> R_co: ...

_RELOAD_SCRIPT = """<script>/* bulletin serve: live reload */
(() => {{
  const page = encodeURIComponent(location.pathname);
  const events = new EventSource(`{path}?since={generation}&server={server}&page=${{page}}`);
  events.addEventListener("reload", () => {{ events.close(); location.reload(); }});
}})();
</script>"""


@dataclass(frozen=True)
class SiteState:
    """What the server shows: the output folder and base path of the last good build, and the last failure.

    `problems` and `failure` are empty while the last rebuild succeeded.
    """

    out_dir: Path | None = None
    base_path: str = "/"
    generation: int = 0
    problems: tuple[Problem, ...] = ()
    failure: str | None = None

    @property
    def failed(self) -> bool:
        return bool(self.problems) or self.failure is not None


class LiveSite:
    """The state shared by the rebuild loop (which publishes) and the request threads (which read and wait).

    `server_id` tells pages served by this run of the server from pages left open from an earlier run.
    """

    def __init__(self) -> None:
        self.state = SiteState()
        self.server_id = secrets.token_hex(4)
        self._changed = threading.Condition()
        self._closed = False
        self._open: Counter[str] = Counter()   # the output path of each page open in a tab, by its event streams

    def open_pages(self) -> frozenset[str]:
        """The output paths of the pages open in a browser now (each tab's event stream names its page)."""
        with self._changed:
            return frozenset(path for path, streams in self._open.items() if streams > 0)

    @contextmanager
    def page_open(self, path: str | None) -> Iterator[None]:
        """While the block runs, `path` (an output path; None: no page) counts as open in a tab."""
        if path is None:
            yield
            return
        with self._changed:
            self._open[path] += 1
        try:
            yield
        finally:
            with self._changed:
                self._open[path] -= 1
                if self._open[path] <= 0:
                    del self._open[path]

    def publish_success(self, out_dir: Path, base_path: str) -> None:
        self._publish(SiteState(out_dir.resolve(), base_path, self.state.generation + 1))

    def publish_failure(self, problems: Sequence[Problem] = (), failure: str | None = None) -> None:
        """Keeps the last good site's folder (its stylesheets still load) and records what went wrong."""
        previous = self.state
        self._publish(SiteState(previous.out_dir, previous.base_path, previous.generation + 1,
                                tuple(problems), failure))

    def _publish(self, state: SiteState) -> None:
        with self._changed:
            self.state = state
            self._changed.notify_all()

    def wait_for_generation_after(self, generation: int, timeout: float) -> int:
        """Blocks until a generation newer than `generation` is published, the site closes, or timeout."""
        with self._changed:
            self._changed.wait_for(lambda: self._closed or self.state.generation > generation, timeout)
            return self.state.generation

    def close(self) -> None:
        """Ends every open event stream."""
        with self._changed:
            self._closed = True
            self._changed.notify_all()

    @property
    def closed(self) -> bool:
        return self._closed


# --- resolving a request path to a file ---------------------------------------------------------------

@dataclass(frozen=True)
class ServeFile:
    path: Path
    status: HTTPStatus = HTTPStatus.OK


@dataclass(frozen=True)
class Redirect:
    location: str


@dataclass(frozen=True)
class NotFound:
    reason: str


Resolution = ServeFile | Redirect | NotFound


def resolve_request(raw_path: str, base_path: str, out_dir: Path | None) -> Resolution:
    """Maps a request path to a file inside `out_dir`, as GitHub Pages does for a site under `base_path`.

    Never resolves outside `out_dir`: `..` segments (also percent-encoded), backslashes, NUL bytes and
    symbolic links leading out are refused.
    """
    split = urlsplit(raw_path)
    path = unquote(split.path, errors="strict") if split.path else "/"
    if "\x00" in path or "\\" in path:
        return NotFound("the path contains characters that are not allowed")
    if not path.startswith(base_path):
        if path in ("/", base_path.rstrip("/")):
            return Redirect(base_path)
        return NotFound(f"this site is served under {base_path}")
    segments = [segment for segment in path[len(base_path):].split("/") if segment not in ("", ".")]
    if ".." in segments:
        return NotFound("the path leaves the site folder")
    if any(segment.startswith(".") for segment in segments):
        return NotFound("hidden files (the build's manifest and staging folder, .git) are not served")
    if out_dir is None:
        return NotFound("the site has not been built yet")
    root = out_dir.resolve()
    target = root.joinpath(*segments)
    if target.is_dir():
        if not path.endswith("/"):
            return Redirect(quote(path + "/") + (f"?{split.query}" if split.query else ""))
        target = target / "index.html"
    elif not target.exists() and target.with_name(target.name + ".html").is_file():
        target = target.with_name(target.name + ".html")  # GitHub Pages serves /about from about.html
    if not target.is_file():
        return _not_found_page(root)
    if not target.resolve().is_relative_to(root):
        return NotFound("the path leaves the site folder")
    return ServeFile(target)


def _not_found_page(root: Path) -> Resolution:
    custom = root / "404.html"
    if custom.is_file():
        return ServeFile(custom, HTTPStatus.NOT_FOUND)
    return NotFound("no such page")


def _output_path(page: str, state: SiteState) -> str | None:
    """The output path of the file a tab shows at `page` (its location's path), e.g.
    'tournament/spring/round/3/index.html'; None when it shows no file of the site."""
    if not page or state.out_dir is None:
        return None
    try:
        found = resolve_request(page, state.base_path, state.out_dir)
    except UnicodeDecodeError:
        return None
    if not isinstance(found, ServeFile) or found.status is not HTTPStatus.OK:
        return None
    return found.path.relative_to(state.out_dir).as_posix()


# --- HTML made while serving ---------------------------------------------------------------------------

def reload_script(generation: int, server_id: str) -> str:
    """The script that reloads the tab when a generation newer than `generation` is published."""
    return _RELOAD_SCRIPT.format(path=EVENTS_PATH, generation=generation, server=server_id)


def inject_reload_script(page: bytes, generation: int, server_id: str) -> bytes:
    """The page with the reload script placed before its last `</body>` (or at the end)."""
    script = reload_script(generation, server_id).encode()
    ends = list(_BODY_END.finditer(page))
    if not ends:
        return page + script
    at = ends[-1].start()
    return page[:at] + script + page[at:]


def error_page(state: SiteState) -> str:
    """A page showing why the last rebuild failed: every problem with file:line:column and its source line."""
    items = [_problem_html(problem) for problem in state.problems]
    if state.failure is not None:
        items.append(f'<li><p class="message">{html.escape(state.failure)}</p></li>')
    errors = sum(1 for problem in state.problems if problem.is_error) + (state.failure is not None)
    warnings = len(state.problems) + (state.failure is not None) - errors
    counted = _count(errors, "error") + (f" and {_count(warnings, 'warning')}" if warnings else "")
    title = "The site could not be rebuilt"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }}
h1 {{ color: #a40000; }} ol {{ padding-left: 1.2rem; }} li {{ margin-bottom: 1.5rem; }}
.location {{ font-family: monospace; font-weight: bold; }}
pre {{ background: #f6f6f6; border-left: 4px solid #a40000; padding: .5rem 1rem; overflow-x: auto; }}
.hint {{ color: #355e00; }}
</style></head>
<body>
<h1>{title}</h1>
<p>{counted}; the last good site is kept. This page reloads by itself once the files are fixed.</p>
<ol>
{"".join(items)}
</ol>
</body></html>
"""


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _problem_html(problem: Problem) -> str:
    parts = [f'<li class="{problem.severity.value}">',
             f'<p><span class="location">{html.escape(str(problem.location))}</span>: '
             f'{problem.severity.value}: <span class="message">{html.escape(problem.message)}</span></p>']
    if problem.source_line is not None and problem.location.line:
        number = str(problem.location.line)
        caret = " " * (len(number) + 3 + max(problem.location.column - 1, 0)) + "^"
        parts.append(f"<pre>{html.escape(f'{number} | {problem.source_line.rstrip()}')}\n{caret}</pre>")
    if problem.hint:
        parts.append(f'<p class="hint">hint: {html.escape(problem.hint)}</p>')
    parts.append("</li>\n")
    return "".join(parts)


def _not_found_html(reason: str) -> str:
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>'
            f"<body><h1>Not found</h1><p>{html.escape(reason)}</p></body></html>\n")


# --- the HTTP server -----------------------------------------------------------------------------------

def _content_type(path: Path) -> str:
    """The media type to send; the build writes all text as UTF-8, so text types say so."""
    if path.suffix in (".html", ".htm"):
        return "text/html; charset=utf-8"
    guessed = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    if guessed.startswith("text/") or guessed in ("application/json", "application/javascript", "image/svg+xml"):
        return f"{guessed}; charset=utf-8"
    return guessed


class PreviewHandler(BaseHTTPRequestHandler):
    server: "PreviewServer"
    server_version = "bulletin-serve"

    def do_GET(self) -> None:  # noqa: N802 - the name http.server dispatches to
        self._respond(send_body=True)

    def do_HEAD(self) -> None:  # noqa: N802
        self._respond(send_body=False)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - inherited signature
        pass  # one line per rebuild is what the terminal shows; no line per request

    def _respond(self, send_body: bool) -> None:
        live = self.server.live
        if urlsplit(self.path).path == EVENTS_PATH:
            self._stream_events(live)
            return
        state = live.state
        try:
            resolution = resolve_request(self.path, state.base_path, state.out_dir)
        except UnicodeDecodeError:
            resolution = NotFound("the path is not valid UTF-8")
        if isinstance(resolution, Redirect):
            self._send(HTTPStatus.FOUND, b"", "text/plain", send_body, location=resolution.location)
            return
        is_asset = isinstance(resolution, ServeFile) and not _content_type(resolution.path).startswith("text/html")
        if state.failed and not is_asset:
            page = error_page(state).encode()
            self._send_html(HTTPStatus.INTERNAL_SERVER_ERROR, page, state, send_body)
        elif isinstance(resolution, NotFound):
            self._send_html(HTTPStatus.NOT_FOUND, _not_found_html(resolution.reason).encode(), state, send_body)
        else:
            self._send_file(resolution, state, send_body)

    def _send_file(self, found: ServeFile, state: SiteState, send_body: bool) -> None:
        try:
            body = found.path.read_bytes()
        except OSError:  # replaced or removed by a rebuild between resolving and reading
            self._send_html(HTTPStatus.NOT_FOUND, _not_found_html("no such page").encode(), state, send_body)
            return
        content_type = _content_type(found.path)
        if content_type.startswith("text/html"):
            self._send_html(found.status, body, state, send_body)
        else:
            self._send(found.status, body, content_type, send_body)

    def _send_html(self, status: HTTPStatus, page: bytes, state: SiteState, send_body: bool) -> None:
        body = inject_reload_script(page, state.generation, self.server.live.server_id)
        self._send(status, body, "text/html; charset=utf-8", send_body)

    def _send(self, status: HTTPStatus, body: bytes, content_type: str, send_body: bool,
              location: str | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        if location is not None:
            self.send_header("Location", location)
        self.end_headers()
        if send_body:
            self.wfile.write(body)

    def _stream_events(self, live: LiveSite) -> None:
        """Server-sent events: a `reload` event as soon as a generation newer than the page's is published.

        A page from an earlier run of the server (another `server` id) is told to reload at once.
        """
        query = parse_qs(urlsplit(self.path).query)
        try:
            since = int(query.get("since", ["0"])[0])
        except ValueError:
            since = 0
        if query.get("server", [live.server_id])[0] != live.server_id:
            since = -1
        with live.page_open(_output_path(query.get("page", [""])[0], live.state)):
            self._send_events(live, since)
        self.close_connection = True

    def _send_events(self, live: LiveSite, since: int) -> None:
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        try:
            self.wfile.write(b"retry: 500\n\n")
            self.wfile.flush()
            while not live.closed:
                generation = live.wait_for_generation_after(since, KEEPALIVE_SECONDS)
                if live.closed:
                    break   # type: ignore[unreachable]  # mypy narrows `closed`; another thread sets it meanwhile
                if generation > since:
                    self.wfile.write(f"event: reload\ndata: {generation}\n\n".encode())
                    since = generation
                else:
                    self.wfile.write(b": keep-alive\n\n")
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            pass


class PreviewServer(ThreadingHTTPServer):
    """An HTTP server over a `LiveSite`; each request and event stream runs in its own daemon thread."""

    daemon_threads = True
    block_on_close = False

    def __init__(self, live: LiveSite, host: str = "127.0.0.1", port: int = 8000) -> None:
        self.live = live
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__((host, port), PreviewHandler)

    @property
    def port(self) -> int:
        return int(self.server_address[1])

    def url(self) -> str:
        host = str(self.server_address[0])   # typed str | bytes: an AF_INET(6) server's is a str
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{self.port}{self.live.state.base_path}"

    def start_in_background(self) -> threading.Thread:
        thread = threading.Thread(target=self.serve_forever, args=(0.1,), name="bulletin-serve",
                                  daemon=True)
        thread.start()
        return thread

    def stop(self) -> None:
        """Ends every event stream, stops accepting requests and closes the socket."""
        self.live.close()
        self.shutdown()
        self.server_close()


def _shown_folder(folder: Path | None) -> str:
    """The output folder as a person finds it: relative to the current folder when inside it, with a slash."""
    if folder is None:
        return "the site"
    try:
        shown = folder.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        shown = folder.as_posix()
    return shown.rstrip("/") + "/"


# --- build, serve, watch -------------------------------------------------------------------------------

class CannotListen(OSError):
    """The server could not bind its address (port taken, address not on this computer)."""


def serve_site(site_dir: Path, build: ServedBuild[R], host: str = "127.0.0.1", port: int = 8000,
               out_dir: Path | None = None, stop: threading.Event | None = None,
               debounce: float = DEBOUNCE_SECONDS) -> None:
    """Builds, serves the output folder, and rebuilds and reloads the browser on every change.

    Returns when `stop` is set or on Ctrl-C; raises CannotListen when the address is taken or invalid.
    `build` (`bulletin serve` passes a `BuildSession`'s) returns a report with the `out_dir` and `base_path` it
    built for (see `BuildReport`). Open tabs are told to reload as soon as the pages they show are written,
    while the rest of the site is still being built: the build writes those first (`FirstFiles`).
    """
    live = LiveSite()
    try:
        server = PreviewServer(live, host, port)
    except OSError as error:
        raise CannotListen(f"cannot listen on {host}:{port}: {error.strerror or error}") from error
    started: list[threading.Thread] = []
    told = threading.Event()   # this rebuild has told the tabs already: their pages are written

    def tell(out: Path, base_path: str) -> None:
        live.publish_success(out, base_path)
        told.set()

    shown_first = FirstFiles(live.open_pages, tell)

    def rebuild() -> R:
        told.clear()
        return build(shown_first)

    def publish(outcome: RebuildOutcome[R], changed: frozenset[Path]) -> None:
        if outcome.ok and outcome.report is not None:
            if not told.is_set():
                live.publish_success(outcome.report.out_dir, outcome.report.base_path)
        else:
            live.publish_failure(outcome.problems, outcome.failure)
        report_outcome(outcome, describe_changes(changed, site_dir.resolve()))

    def start_serving() -> None:
        started.append(server.start_in_background())
        print(f"Serving {_shown_folder(live.state.out_dir)} at {server.url()} (press Ctrl-C to stop)", flush=True)

    try:
        watch(site_dir, rebuild, out_dir, on_outcome=publish, on_ready=start_serving, stop=stop,
              debounce=debounce)
    finally:
        if started:
            server.stop()
        else:
            server.server_close()
