"""A small hand-made club tournament and site as model objects (no YAML), and a copy of the example site.

Seven players (so one gets the pairing-allocated bye), five planned rounds:
round 1  1–5 1-0, 6–2 0-1, 3–7 ½-½, 4 has the PAB
round 2  2–1 ½-½, 4–3 +- (forfeit), 7–6 0-1, 5 takes a half-point bye
round 3  4–1, 2–6, 3–5 paired, no results yet; 7 withdrew before round 3
Scores after round 2 (worked by hand): 4: 2, 1: 1½, 2: 1½, 6: 1, 3: ½, 5: ½, 7: ½.
"""
from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

from generator.core.model import Bye, ByeKind, Game, GameResult, Player, Round, Start, Tournament
from generator.loading.config import LoadedSite, NewsPost, SiteConfig

R = GameResult
REPO = Path(__file__).resolve().parent.parent
SUB_PATH = "https://club.github.io/club-site/"   # the example under a sub-path, as GitHub Pages serves a project

PLAYERS = (
    Player(Start(1), "Anna Berg", 2100, "1234567", "GER", "SC Nord", "FM"),
    Player(Start(2), "Boris Cole", 2050, federation="ENG"),
    Player(Start(3), "Clara Díaz", 1990, federation="ESP", club="Torre"),
    Player(Start(4), "David Eng", 1900),
    Player(Start(5), "Eva Fox", 1850),
    Player(Start(6), "Felix Grün", 1800),
    Player(Start(7), "Greta Hahn", 1700),
)

ROUND_1 = Round(1, (Game(Start(1), Start(5), R.WHITE_WINS, 1), Game(Start(6), Start(2), R.BLACK_WINS, 2),
                    Game(Start(3), Start(7), R.DRAW, 3)),
                (Bye(Start(4), ByeKind.PAB),), dt.date(2026, 3, 2))
ROUND_2 = Round(2, (Game(Start(2), Start(1), R.DRAW, 1), Game(Start(4), Start(3), R.WHITE_WINS_FORFEIT, 2),
                    Game(Start(7), Start(6), R.BLACK_WINS, 3)),
                (Bye(Start(5), ByeKind.HALF),), dt.date(2026, 3, 9))
ROUND_3 = Round(3, (Game(Start(4), Start(1), board=1), Game(Start(2), Start(6), board=2),
                    Game(Start(3), Start(5), board=3)), (), dt.date(2026, 3, 16))


def club_tournament(rounds: tuple[Round, ...] = (ROUND_1, ROUND_2, ROUND_3), **changes: object) -> Tournament:
    fields: dict[str, object] = dict(
        slug="club-2026", name="Club Championship 2026", players=PLAYERS, rounds=rounds, planned_rounds=5,
        start_date=dt.date(2026, 3, 2), end_date=dt.date(2026, 3, 30), venue="Club rooms",
        withdrawals={Start(7): 3})
    fields.update(changes)
    return Tournament(**fields)  # type: ignore[arg-type]


NEWS = (
    NewsPost("round-2-report", "Round 2: Eng takes the lead", dt.date(2026, 3, 10),
             "David **Eng** leads after a forfeit win.\n\nSee the [standings](/tournament/club-2026/standings/2/)."
             "\n\n<script>alert('x')</script>\n\n[bad](javascript:alert(1))",
             tournament="club-2026", round=2),
    NewsPost("welcome", "Welcome", dt.date(2026, 3, 1), "Registration is open."),
    NewsPost("draft-post", "Not yet", dt.date(2026, 3, 20), "Secret.", draft=True),
)


def club_site(root: Path = Path("."), config: SiteConfig | None = None,
              tournaments: tuple[Tournament, ...] | None = None,
              news: tuple[NewsPost, ...] = NEWS) -> LoadedSite:
    return LoadedSite(root=root, config=config or SiteConfig(title="Riverside Chess Club"),
                      tournaments=tournaments if tournaments is not None else (club_tournament(),), news=news)


def copy_example(target: Path) -> Path:
    """The repository's example site (site.yml, members.yml and content/) copied to `target`."""
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "site.yml", target / "site.yml")
    shutil.copy(REPO / "members.yml", target / "members.yml")
    shutil.copytree(REPO / "content", target / "content")
    return target


def keep_only_tournament(site: Path, slug: str) -> Path:
    """The site with every other tournament folder of its content/ removed; the site."""
    for other in (site / "content").glob("*/tournament.yml"):
        if other.parent.name != slug:
            shutil.rmtree(other.parent)
    return site


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` with its bytes, by relative path."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def break_round_2(site: Path) -> None:
    """Two mistakes in one round file of the example: an impossible result and an unknown player."""
    path = site / "content/herbst-2026/rounds/02.yml"
    text = path.read_text(encoding="utf-8").replace("0-1", "2-0", 1).replace("Lehmann", "Lehman", 1)
    path.write_text(text, encoding="utf-8")
