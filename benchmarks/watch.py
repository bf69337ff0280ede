"""How long from saving a round file to the changed page on disk, and to the browser being told to reload?

    python benchmarks/watch.py                    # 24, 100 and 500 players, 20 edits each
    python benchmarks/watch.py --players 100 --edits 40

For each size a synthetic Swiss tournament (the generator of benchmarks/build.py) is served by the real
`bulletin serve` in a subprocess. The benchmark listens to the server's reload events like a browser tab
showing the last round's page (as an organiser entering results does: the server writes the pages open in a
tab first and tells those tabs at once, then builds the rest) and watches the output folder for that page
being replaced, then saves the last round file 20 times, flipping one board's result each time (written
aside, then renamed over the file, as editors do). Each latency is measured from just before the rename; the
figures are medians (and the slowest edit), with the whole rebuild (every page) from the server's summary and
the CPU time the server spent on it (all its threads; Linux only): under load, the wall times grow, the CPU less.
Budget: 100 ms for 100 players, from the save to the browser being told.
"""
from __future__ import annotations

import argparse
import http.client
import importlib.util
import os
import queue
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass
from pathlib import Path

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.site.serve import EVENTS_PATH  # noqa: E402

SIZES = ((24, 7), (100, 9), (500, 11))   # players, rounds
BUDGET_SECONDS = {100: 0.100}
WAIT_SECONDS = 30.0
PAUSE_BETWEEN_EDITS = 0.3
_DECISIVE = re.compile(r"^(  - \[\d+, \d+, )(1-0|0-1)\]$", re.MULTILINE)


def _synthetic_site_writer():
    """`write_tournament` and `Synthetic` from benchmarks/build.py, loaded by path (its name is common)."""
    spec = importlib.util.spec_from_file_location("bench_build", Path(__file__).with_name("build.py"))
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.write_tournament, module.Synthetic


@dataclass
class Edit:
    round_file: Path
    line: int       # 0-based line of the board whose result is flipped
    result: str

    def flip(self) -> float:
        """Saves the file with the board's result flipped; returns the time just before the save."""
        self.result = {"1-0": "0-1", "0-1": "1-0"}[self.result]
        lines = self.round_file.read_text(encoding="utf-8").split("\n")
        lines[self.line] = re.sub(r"(1-0|0-1)\]$", f"{self.result}]", lines[self.line])
        aside = self.round_file.with_name(f".{self.round_file.name}.tmp")
        aside.write_text("\n".join(lines), encoding="utf-8")
        saved_at = time.monotonic()
        os.replace(aside, self.round_file)
        return saved_at


def first_decisive_board(round_file: Path) -> Edit:
    text = round_file.read_text(encoding="utf-8")
    match = _DECISIVE.search(text)
    assert match is not None, f"no decisive board in {round_file}"
    return Edit(round_file, text.count("\n", 0, match.start()), match.group(2))


class PageWatcher(FileSystemEventHandler):
    """Records when a given output file is replaced (the build moves each changed file into place)."""

    def __init__(self, page: Path) -> None:
        self.page = str(page)
        self.times: queue.SimpleQueue[float] = queue.SimpleQueue()

    def on_any_event(self, event: FileSystemEvent) -> None:
        if self.page in (event.src_path, getattr(event, "dest_path", "")) and event.event_type != "opened" \
                and not event.event_type.startswith("closed"):
            self.times.put(time.monotonic())


class EventListener:
    """Listens to the server's reload events as a browser tab would; records when each arrives."""

    def __init__(self, port: int, server_id: str, generation: int, page: str) -> None:
        self.times: queue.SimpleQueue[float] = queue.SimpleQueue()
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT_SECONDS)
        self.path = f"{EVENTS_PATH}?since={generation}&server={server_id}&page={urllib.parse.quote(page, safe='')}"
        threading.Thread(target=self._listen, daemon=True).start()

    def _listen(self) -> None:
        try:
            self.connection.request("GET", self.path)
            response = self.connection.getresponse()
            for line in response.fp:
                if line.startswith(b"event: reload"):
                    self.times.put(time.monotonic())
        except OSError:
            pass


def _next_after(times: queue.SimpleQueue[float], after: float) -> float:
    deadline = time.monotonic() + WAIT_SECONDS
    while True:
        moment = times.get(timeout=max(deadline - time.monotonic(), 0.001))
        if moment >= after:
            return moment


def _drain(times: queue.SimpleQueue[float]) -> None:
    while not times.empty():
        times.get_nowait()


def measure(players: int, rounds: int, edits: int, seed: int) -> dict[str, list[float]]:
    write_tournament, Synthetic = _synthetic_site_writer()
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        write_tournament(root, Synthetic(players, rounds, seed))
        round_file = sorted((root / "content/bench/rounds").glob("*.yml"))[-1]
        edit = first_decisive_board(round_file)
        page = root / "_site" / "tournament" / "bench" / "round" / str(int(round_file.stem)) / "index.html"
        server = subprocess.Popen([sys.executable, "-m", "generator", "serve", "--site", str(root), "--port", "0"],
                                  cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        observer = Observer()
        try:
            url = _served_url(server)
            port = int(url.split(":")[2].split("/")[0])
            shown = url.split(str(port), 1)[1] + f"tournament/bench/round/{int(round_file.stem)}/"
            body = _get(port, shown)
            since, server_id = re.search(r"since=(\d+)&server=(\w+)", body).groups()
            listener = EventListener(port, server_id, int(since), shown)
            page_watch = PageWatcher(page)
            observer.schedule(page_watch, str(page.parent))
            observer.start()
            time.sleep(0.5)
            on_disk, told, build, cpu = [], [], [], []
            for _ in range(edits):
                _drain(page_watch.times)
                cpu_before = _cpu_seconds(server.pid)
                saved_at = edit.flip()
                on_disk.append(_next_after(page_watch.times, saved_at) - saved_at)
                told.append(_next_after(listener.times, saved_at) - saved_at)
                build.append(_build_seconds(server))
                cpu.append(_cpu_seconds(server.pid) - cpu_before)
                time.sleep(PAUSE_BETWEEN_EDITS)
            return {"on disk": on_disk, "told": told, "build": build, "cpu": cpu}
        finally:
            observer.stop()
            server.terminate()
            server.wait(timeout=10)


def _served_url(server: subprocess.Popen[str]) -> str:
    assert server.stdout is not None
    for line in server.stdout:
        if match := re.search(r"Serving .* at (http://\S+)", line):
            return match.group(1)
    raise RuntimeError("bulletin serve ended without serving")


def _build_seconds(server: subprocess.Popen[str]) -> float:
    """The build time from the server's summary line of the rebuild."""
    assert server.stdout is not None
    for line in server.stdout:
        if match := re.search(r"changed: built \d+ pages .* in ([\d.]+) s", line):
            return float(match.group(1))
        if "rebuild failed" in line:
            raise RuntimeError(line)
    raise RuntimeError("bulletin serve ended")


def _cpu_seconds(pid: int) -> float:
    """The CPU time the server's threads have used so far (Linux: /proc/PID/task/*/schedstat, in ns); 0 elsewhere."""
    total = 0
    for stat in Path(f"/proc/{pid}/task").glob("*/schedstat"):
        try:
            total += int(stat.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            pass   # a thread that ended meanwhile
    return total / 1e9


def _get(port: int, path: str) -> str:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT_SECONDS)
    connection.request("GET", path)
    return connection.getresponse().read().decode("utf-8")


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, help="one size only")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores", flush=True)
    sizes = ((args.players, args.rounds),) if args.players else SIZES
    over = False
    for players, rounds in sizes:
        figures = measure(players, rounds, args.edits, args.seed)
        told = statistics.median(figures["told"])
        budget = BUDGET_SECONDS.get(players)
        verdict = "" if budget is None else f" (budget {_ms(budget)}: {'ok' if told <= budget else 'OVER'})"
        over |= budget is not None and told > budget
        print(f"{players} players x {rounds} rounds, median of {args.edits} edits (slowest in brackets):")
        print(f"  save -> round page on disk   {_ms(statistics.median(figures['on disk']))}"
              f" ({_ms(max(figures['on disk']))})")
        print(f"  save -> browser told         {_ms(told)} ({_ms(max(figures['told']))}){verdict}")
        print(f"  the whole rebuild (every page) {_ms(statistics.median(figures['build']))},"
              f" server CPU {_ms(statistics.median(figures['cpu']))}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
