"""The files of a new club site, as `bulletin new DIR` writes them: settings, a sample tournament with two rounds
played, a news post, a README for the club, `.gitignore`, and a GitHub Actions workflow that publishes the
site on GitHub Pages.

Pure: `site_files(today)` returns `{relative path: text}`; the command writes them. The sample's dates are
counted back from `today` (one round a week, the third round next), so the example looks current.
"""
from __future__ import annotations

import datetime as dt
from types import MappingProxyType

from generator import __version__
from generator.core.pairing.systems import SYSTEMS

SLUG = "club-championship"
PACKAGE = "chess-bulletin"   # the name pip installs from the package index

# GitHub's own Pages actions (configure-pages reports the address the site is served at, base_url).
PAGES_ACTIONS = ("actions/configure-pages@v5", "actions/upload-pages-artifact@v3", "actions/deploy-pages@v4")

_PLAYERS = (
    (1, "Konstantin Brandt", 2184, "FM"), (2, "Lena Hoffmann", 2112, None), (3, "Tobias Meißner", 2075, None),
    (4, "Anna Weiß", 1987, None), (5, "Mehmet Yılmaz", 1940, None), (6, "Clara Dörr", 1876, None),
    (7, "Jonas Vogt", 1812, None), (8, "Sophie Krüger", 1745, None),
)
# Round 1 top half against bottom half; round 2 within the score groups, colours alternating.
_ROUNDS = (
    (("Brandt", "Yılmaz", "1-0"), ("Dörr", "Hoffmann", "0-1"), ("Meißner", "Vogt", "½-½"),
     ("Krüger", "Weiß", "0-1")),
    (("Weiß", "Brandt", "½-½"), ("Hoffmann", "Meißner", "1-0"), ("Vogt", "Yılmaz", "0-1"),
     ("Krüger", "Dörr", "½-½")),
)
ROUNDS_PLANNED = 5
DEFAULT_PAIRING = "dutch"
# What the comment beside `pairing:` says of each system: which FIDE text pairs it.
_PAIRING_NOTES = MappingProxyType({"burstein": "Burstein, the original FIDE text", "burstein-2025": "Burstein as FIDE "
                                   "applies it from 1 February 2026 (C.04.4.2)", "dutch": "Dutch (C.04.3)",
                                   "keizer": "Keizer, a club evening competition", "manual": "paired by hand"})


def pairing_choices() -> tuple[str, ...]:
    """The systems the sample tournament may be paired by: every system of the registry paired round by round
    (both Burstein texts, Dutch, Keizer) and `manual`; not a round robin, whose rounds come from a table, not
    from the sample's results."""
    return (*(s.name for s in SYSTEMS.values() if s.swiss), "manual")


def site_files(today: dt.date, title: str = "Our chess club", pairing: str = DEFAULT_PAIRING) -> dict[str, str]:
    """Every file of the new site by path relative to its folder; the sample tournament paired by `pairing`
    (one of `pairing_choices()`)."""
    first_round = today - dt.timedelta(days=14)
    dates = [first_round + dt.timedelta(days=7 * n) for n in range(ROUNDS_PLANNED)]
    files = {
        "site.yml": _site_yml(title),
        f"content/{SLUG}/tournament.yml": _tournament_yml(dates, pairing),
        "content/news/" + f"{dates[1].isoformat()}-round-2.md": _news_post(dates[1]),
        "README.md": _readme(title),
        "requirements.txt": requirements(__version__),
        ".gitignore": "/_site/\n__pycache__/\n",
        ".github/workflows/pages.yml": WORKFLOW,
    }
    for number, boards in enumerate(_ROUNDS, start=1):
        files[f"content/{SLUG}/rounds/{number:02d}.yml"] = _round_yml(number, dates[number - 1], boards)
    return files


def _site_yml(title: str) -> str:
    return f"""\
# The settings of the whole site; docs/content-format.md of chess-bulletin lists every key.
title: {_quoted(title)}
description: Results, standings and pairings of our club tournaments.
language: en           # en, de or es: the language of the pages
base_url: /            # the GitHub Pages workflow passes the real address; for another host see README.md
"""


def _tournament_yml(dates: list[dt.date], pairing: str) -> str:
    players = "\n".join(f"  - {{no: {no}, name: {name}, rating: {rating}, fed: GER"
                        + (f", title: {title}" if title else "") + "}"
                        for no, name, rating, title in _PLAYERS)
    schedule = ", ".join(d.isoformat() for d in dates)
    return f"""\
# The sample tournament: change the name, the players and the dates, then enter the rounds in rounds/.
name: Club Championship {dates[0].year}
dates: {{start: {dates[0].isoformat()}, end: {dates[-1].isoformat()}}}
venue: Club room
rounds: {ROUNDS_PLANNED}
pairing: {pairing:<19} # {_PAIRING_NOTES.get(pairing, pairing)}
                             #   one of: {" | ".join(_pairing_names())}
tiebreaks: [BH/C1, BH, SB]   # Buchholz cut 1, Buchholz, Sonneborn-Berger
schedule: [{schedule}]
players:
{players}
"""


def _pairing_names() -> tuple[str, ...]:
    """Every `pairing:` a tournament.yml may name (the registry's systems and `manual`)."""
    return (*SYSTEMS, "manual")


def _round_yml(number: int, date: dt.date, boards: tuple[tuple[str, str, str], ...]) -> str:
    lines = [f"round: {number}", f"date: {date.isoformat()}", "boards:"]
    lines += [f"  - [{white}, {black}, {result}]" for white, black, result in boards]
    return "\n".join(lines) + "\n"


def _news_post(date: dt.date) -> str:
    return f"""\
---
title: "Round 2: Hoffmann leads"
date: {date.isoformat()}
tournament: {SLUG}
round: 2
author: The tournament director
---
Lena Hoffmann beat Tobias Meißner and leads alone with 2 points after two rounds. Anna Weiß and Konstantin
Brandt, who drew their game, follow with 1½. Round 3 is next week; the pairings are on the tournament page.

{{{{ standings after=2 top=5 }}}}
"""


def _readme(title: str) -> str:
    return f"""\
# {title}: results site

This folder is the club's results site, made with chess-bulletin: a few YAML files in, a complete website
out. The pages are rebuilt and published by GitHub every time a change is pushed.

## Entering a round

1. Pair the round: `bulletin pair content/{SLUG} --write` writes `content/{SLUG}/rounds/NN.yml` with the
   boards (or type the boards yourself).
2. After the round, add each result to its board: `- [Brandt, Yılmaz, 1-0]` (white first; `0-1`, `½-½`,
   `+-` / `-+` for a forfeit). Players may be given by starting number or by surname.
3. Byes go under `byes:` in the same file: `half: [Krüger]`, `zero: [Vogt]`.
4. Optionally write a news post in `content/news/` (see the sample; a line `{{{{ standings top=5 }}}}` shows the
   current standings in the post).

## Checking and previewing

```sh
bulletin check          # every mistake with its file, line and a hint; writes nothing
bulletin serve          # builds the site and shows it at http://127.0.0.1:8000/, reloading on every save
bulletin build          # writes the site into _site/
```

## Publishing on GitHub Pages

1. Create a repository on GitHub and push this folder to its `main` branch.
2. In the repository's Settings → Pages, choose "GitHub Actions" as the source.
3. Every push now runs `.github/workflows/pages.yml`: it installs what `requirements.txt` names, builds
   the site with the address GitHub reports (for a project site `https://<user>.github.io/<repository>/`)
   and deploys it. The run's summary shows the address.

`requirements.txt` pins chess-bulletin to the version that created this site, so the site is built the same
way until you decide otherwise. To upgrade, change the version there (the project's CHANGELOG says what
changed), preview with `bulletin serve`, and push. To build with a version that is not on the package index
(a fork, a tag before its release), replace the line by a git requirement, as the comment in the file shows.

Another web host: run `bulletin build --base-url https://example.org/club/` and copy `_site/` there.
"""


def requirements(version: str) -> str:
    """The site's requirements.txt: the generator pinned to the version that wrote the site, so the workflow
    builds with the same program the club previewed with, and an upgrade is a change the club makes."""
    return f"""\
# What the GitHub Pages workflow installs to build this site. The version is pinned, so the site builds the
# same way until you change it: to upgrade, write the new version here, run `bulletin serve` to look, push.
# Before chess-bulletin is on the package index, or to build with a fork, replace the line by a git tag:
#   chess-bulletin @ git+https://<git host>/<owner>/chess-bulletin.git@v{version}
# With games (rounds/NN.pgn), add the extra that checks their moves (python-chess): {PACKAGE}[games]=={version}
{PACKAGE}=={version}
"""


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


WORKFLOW = """\
# Builds the site and publishes it on GitHub Pages on every push to main (Settings -> Pages -> Source:
# GitHub Actions). The generator is the one requirements.txt pins: change it there to upgrade.
name: Publish the site

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.11"
          cache: pip
          cache-dependency-path: requirements.txt
      - id: pages
        uses: actions/configure-pages@v5
      - name: Install chess-bulletin as requirements.txt pins it
        run: python -m pip install -r requirements.txt
      - name: Build the site at the address GitHub Pages serves it from
        run: bulletin build --out _site --base-url "$BASE_URL/"
        env:
          BASE_URL: ${{ steps.pages.outputs.base_url }}
      - uses: actions/upload-pages-artifact@v3
        with:
          path: _site

  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: ${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
"""
