"""`pairing: burstein-2025` wherever the original Burstein goes: `bulletin new` offers it,
`bulletin pair` shows and `--write` writes its round, the next-round page shows its provisional pairing with its
reasons, the TRF downloads name it in record 092 and `bulletin import-trf` reads it back, a rebuild of the session
that `watch` keeps pairs the edited tournament again by it, `bulletin scenarios` pairs a round without boards by
it, and the tie-break rules page names which text pairs the tournament.

The site is the one `bulletin new --pairing burstein-2025` makes: 8 players, 5 rounds, 2 played, so rounds 1-2
are seeding rounds (Art. 1.6.2: half of 5, rounded down) and round 3 is the first one paired by the Index."""
from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest
from clicall import run

from generator.commands.scenarios import paired_round
from generator.core.model import PairingSystem, Tournament
from generator.core.pairing import burstein2025
from generator.core.pairing.systems import SYSTEMS
from generator.loading.load import load_tournament
from generator.site.build import BuildSession
from generator.site.scaffold import SLUG, pairing_choices, site_files

TODAY = dt.date(2026, 10, 1)


@pytest.fixture
def site(tmp_path: Path) -> Path:
    root = tmp_path / "site"
    for name, text in site_files(TODAY, "Burstein club", "burstein-2025").items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def _tournament(site: Path) -> Tournament:
    tournament, problems = load_tournament(site / "content" / SLUG)
    assert problems == []
    return tournament


def _pairs(tournament: Tournament, number: int) -> list[tuple[str, str]]:
    pairing = burstein2025.pair(tournament, number)
    return [(tournament.player(b.white).name, tournament.player(b.black).name) for b in pairing.boards]


def test_bulletin_new_offers_both_burstein_texts_and_writes_the_chosen_one(tmp_path: Path,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert pairing_choices() == (*(s.name for s in SYSTEMS.values() if s.swiss), "manual")
    assert {"burstein", "burstein-2025"} <= set(pairing_choices())
    with pytest.raises(SystemExit):
        run(capsys, "new", "--help")
    assert "burstein, burstein-2025, dutch, keizer, manual" in " ".join(capsys.readouterr().out.split())
    code, _, _ = run(capsys, "new", str(tmp_path / "club"), "--pairing", "burstein-2025")
    assert code == 0
    written = (tmp_path / "club" / "content" / SLUG / "tournament.yml").read_text(encoding="utf-8")
    assert re.search(r"^pairing: burstein-2025 +# Burstein as FIDE applies it from 1 February 2026", written, re.M)
    assert _tournament(tmp_path / "club").pairing is PairingSystem.BURSTEIN_2025
    with pytest.raises(SystemExit) as refused:
        run(capsys, "new", str(tmp_path / "other"), "--pairing", "burstein-2024")
    assert refused.value.code == 2 and "invalid choice: 'burstein-2024'" in capsys.readouterr().err


def test_pair_shows_and_write_writes_the_round_the_2025_text_pairs(site: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    tournament = _tournament(site)
    expected = _pairs(tournament, 3)
    code, out, _ = run(capsys, "pair", str(site / "content" / SLUG), "--write")
    assert code == 0 and "(burstein-2025 system)" in out
    written = _tournament(site).round(3)
    assert written is not None
    assert [(tournament.player(g.white).name, tournament.player(g.black).name) for g in written.games] == expected


def test_the_next_round_page_shows_the_engines_pairing_with_the_index_that_ordered_it(site: Path,
                                                                                      tmp_path: Path) -> None:
    BuildSession(site, tmp_path / "out", lasting=False).build()
    page = (tmp_path / "out" / "tournament" / SLUG / "next" / "index.html").read_text(encoding="utf-8")
    white, black = _pairs(_tournament(site), 3)[0]
    assert page.index(white) < page.index(black)
    assert "in order of the Index (Buchholz, then Sonneborn-Berger" in page


def test_the_trf_downloads_name_the_2025_text_and_import_trf_reads_it_back(site: Path, tmp_path: Path,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    BuildSession(site, tmp_path / "out", lasting=False).build()
    folder = tmp_path / "out" / "tournament" / SLUG
    for trf in (folder / f"{SLUG}.trf", folder / f"{SLUG}-trf2026.trf"):
        assert "092 Individual: Swiss-System, Burstein 2025" in trf.read_text(encoding="utf-8").splitlines()
    code, _, err = run(capsys, "import-trf", str(folder / f"{SLUG}.trf"), "--to", str(tmp_path / "imported"))
    assert code == 0, err
    imported, problems = load_tournament(tmp_path / "imported")
    assert problems == [] and imported.pairing is PairingSystem.BURSTEIN_2025


def test_a_rebuild_of_the_watch_session_pairs_the_edited_tournament_again_by_the_2025_text(site: Path,
                                                                                          tmp_path: Path) -> None:
    session = BuildSession(site, tmp_path / "out")     # as `watch` keeps one and rebuilds through it
    session.build()
    before = burstein2025.pair(_tournament(site), 3).boards
    round_2 = site / "content" / SLUG / "rounds" / "02.yml"
    text = round_2.read_text(encoding="utf-8")
    round_2.write_text(text.replace("[Hoffmann, Meißner, 1-0]", "[Hoffmann, Meißner, 0-1]"), encoding="utf-8")
    session.build()
    page = (tmp_path / "out" / "tournament" / SLUG / "next" / "index.html").read_text(encoding="utf-8")
    edited = _tournament(site)
    assert edited.round(2) is not None and "Meißner" in page
    boards = re.findall(r'<td class="name"><a href="[^"]*player/(\d+)/"', page)
    after = burstein2025.pair(edited, 3).boards
    assert after != before                              # Meißner's win moves him up: another pairing
    assert boards == [str(int(s)) for b in after for s in (b.white, b.black)]


def test_scenarios_pair_a_round_without_boards_by_the_2025_text(site: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    tournament = _tournament(site)
    paired = paired_round(tournament, None)
    assert [(g.white, g.black) for g in paired.games] == \
        [(b.white, b.black) for b in burstein2025.pair(tournament, 3).boards]
    code, out, err = run(capsys, "scenarios", str(site / "content" / SLUG), "--format", "json")
    assert code == 0, err
    document = json.loads(out)
    assert document["round"] == 3 and len(document["players"]) == 8
    assert all(set(p["outcomes"]) == {"win", "draw", "loss"} for p in document["players"])


@pytest.mark.parametrize(("system", "words"), [
    ("burstein-2025", "as FIDE applies it from 1 February 2026 (Handbook C.04.4.2), not by its original text"),
    ("burstein", "in its original FIDE text"),
])
def test_the_tiebreak_rules_page_names_which_text_pairs_the_tournament(site: Path, tmp_path: Path, system: str,
                                                                       words: str) -> None:
    path = site / "content" / SLUG / "tournament.yml"
    path.write_text(re.sub(r"^pairing: \S+", f"pairing: {system}", path.read_text(encoding="utf-8"), flags=re.M),
                    encoding="utf-8")
    BuildSession(site, tmp_path / "out", lasting=False).build()
    page = (tmp_path / "out" / "tournament" / SLUG / "tiebreaks" / "index.html").read_text(encoding="utf-8")
    assert words in page
