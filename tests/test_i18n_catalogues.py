"""Languages: one catalogue file per language, complete for every shipped language, English as the fallback;
the site's language from site.yml, a tournament's own from tournament.yml; dates written per language. Catalogues
are read through yamlsource (a broken one is a located error), and a build session reads each one once."""
from __future__ import annotations

import datetime as dt
import os
import re
import string
from pathlib import Path

import pytest
from contentfiles import make_site, warnings_of
from sitedata import copy_example

from generator.core.keizer.sentences import WORDING as KEIZER_WORDING
from generator.core.messages import Msg
from generator.core.pairing.reasons import WORDING as PAIRING_WORDING
from generator.core.teams.phrases import WORDING as TEAM_WORDING
from generator.core.tiebreaks import text as tiebreak_text
from generator.core.tiebreaks.wording import WORDING, say
from generator.i18n.catalogues import (
    CATALOGUE_DIR,
    FALLBACK,
    CatalogueError,
    Catalogues,
    Translator,
    available_languages,
    read_catalogue,
    translator,
)
from generator.site.build import build_site

SHIPPED = tuple(p.stem for p in sorted(CATALOGUE_DIR.glob("*.yml")))


def english() -> dict[str, object]:
    return {**WORDING.english, **PAIRING_WORDING.english, **TEAM_WORDING.english, **KEIZER_WORDING.english,
            **read_catalogue(CATALOGUE_DIR / f"{FALLBACK}.yml")}


def placeholders(text: object) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(str(text)) if field} if isinstance(text, str) \
        else set()


def build_example(tmp_path: Path, language: str, tournament_language: str | None = None) -> Path:
    site = copy_example(tmp_path / "site")
    config = site / "site.yml"
    config.write_text(re.sub(r"(?m)^language:.*$", f"language: {language}", config.read_text("utf-8")), "utf-8")
    if tournament_language:
        spec = site / "content" / "herbst-2026" / "tournament.yml"
        spec.write_text(spec.read_text("utf-8") + f"language: {tournament_language}\n", "utf-8")
    out = tmp_path / "out"
    build_site(site, out)
    return out


def page_text(out: Path, path: str) -> str:
    return (out / path / "index.html").read_text("utf-8")


def opponent_of_the_withdrawn_player() -> int:
    """The example's first player who met the player who withdrew: that player's page counts the withdrawn
    rounds as draws (C.07 16.3) and cuts a lowest value."""
    from generator.loading.load import load_tournament
    tournament, _ = load_tournament(Path(__file__).resolve().parent.parent / "content" / "herbst-2026")
    withdrawn = next(iter(tournament.withdrawals))
    first = next(g for r in tournament.rounds for g in r.games if withdrawn in g.players() and g.result.played)
    return int(first.opponent_of(withdrawn))


def test_english_german_and_spanish_are_shipped() -> None:
    """The three interface languages each have a catalogue file."""
    assert {"en", "de", "es"} <= set(SHIPPED)


@pytest.mark.parametrize("language", [code for code in SHIPPED if code != FALLBACK])
def test_every_shipped_language_has_every_key(language: str) -> None:
    """A shipped catalogue lacks no key of English (interface and tie-break wording) and invents none; the
    assertion lists what is missing, so a new key in en.yml must be translated before it ships."""
    reference = english()
    catalogue = read_catalogue(CATALOGUE_DIR / f"{language}.yml")
    assert sorted(set(reference) - set(catalogue)) == [], f"{language}.yml lacks these keys"
    assert sorted(set(catalogue) - set(reference)) == [], f"{language}.yml has keys English does not know"


@pytest.mark.parametrize("language", SHIPPED)
def test_translations_keep_the_placeholders_of_english(language: str) -> None:
    """'{n}', '{name}' … of the English text appear in the translation too (else a figure would be lost)."""
    reference = english()
    catalogue = read_catalogue(CATALOGUE_DIR / f"{language}.yml")
    wrong = [key for key, text in catalogue.items() if key in reference
             and placeholders(text) != placeholders(reference[key])]
    assert wrong == []


def test_a_missing_key_falls_back_to_english() -> None:
    """A language that lacks a key shows the English text for it; one that has it shows its own."""
    partial = Translator("xx", {"nav.standings": "Stand"}, english())
    assert partial("nav.standings") == "Stand"
    assert partial("nav.crosstable") == "Crosstable"
    assert partial("title.standings_after", n=6) == "Standings after round 6"


def test_an_unknown_key_is_an_error_not_an_empty_text() -> None:
    """A template asking for a key no catalogue has fails loudly (the build reports it with the template line)."""
    with pytest.raises(KeyError, match="no message 'nav.nowhere'"):
        translator("de")("nav.nowhere")


def test_dates_are_written_per_language_without_the_locale_module() -> None:
    """15 October 2026 / 15. Oktober 2026 / 15 de octubre de 2026, from the catalogue's month names."""
    day = dt.date(2026, 10, 15)
    assert [translator(code).date(day) for code in ("en", "de", "es")] == [
        "15 October 2026", "15. Oktober 2026", "15 de octubre de 2026"]


def test_numbers_choose_singular_or_plural() -> None:
    """'1 player' but '24 players' (count.players.one / .other)."""
    words = translator("en")
    assert (words.count("count.players", 1), words.count("count.players", 24)) == ("1 player", "24 players")


def test_a_language_code_with_a_region_uses_its_language() -> None:
    """'de-AT' is served by de.yml; the lang attribute keeps the code as given."""
    words = translator("de-AT")
    assert words("nav.standings") == "Tabelle" and words.language == "de-AT"


def test_core_messages_stay_english_for_the_terminal_and_translate_with_their_parameters() -> None:
    """The engine's Msg is English text (what `bulletin explain` prints); a catalogue words it, and a parameter
    that is itself a Msg (the kind of round) is translated too."""
    message = say("note.dummy", cell=say("cell.HPB"))
    assert isinstance(message, Msg) and message == "half-point bye: not played, counted against a dummy " \
                                                   "opponent (C.07 16.4)"
    assert translator("de").word(message) == "halbpunktiges Freilos: nicht gespielt, gegen einen fiktiven " \
                                             "Gegner gezählt (C.07 16.4)"
    assert translator("es").word(message).startswith("descanso de medio punto: no jugada")


def test_tiebreak_titles_are_translated_through_the_catalogue() -> None:
    """'Buchholz Cut-1' is 'Buchholz Streichwert 1' in German; the English title is unchanged."""
    from generator.core.tiebreaks.registry import parse_code
    title = parse_code("BH/C1").title
    assert title == "Buchholz Cut-1"
    assert translator("de").word(title) == "Buchholz Streichwert 1"
    assert translator("es").word(title) == "Buchholz con corte 1"


def test_team_explanations_are_worded_through_the_catalogues() -> None:
    """The team tie-breaks' keyed messages (teams/wording.py) are merged into the catalogues like the individual
    ones: a title, and an explanation whose parameters are messages themselves."""
    from generator.core.teams.chain import parse_team_code
    from generator.core.teams.phrases import say as team_say
    assert translator("de").word(parse_team_code("BH:MP/C1").title) == "Buchholz Streichwert 1"
    assert translator("es").word(parse_team_code("BERLIN").title) == "Puntuación de Berlín"
    dummy = team_say("team.explain.dummy", outcome=team_say("team.outcome.+F"), score=team_say("team.score.MP"),
                     value="10")
    assert translator("de").word(dummy) == "kampflos gewonnener Kampf: gegen eine fiktive Mannschaft gezählt, die " \
                                           "so viele Punkte hat wie die eigene (Mannschaftspunkte: 10; C.07 16.4)"
    assert translator("es").word(dummy).startswith("encuentro ganado por incomparecencia: contado contra")


def test_a_new_language_is_one_file(tmp_path: Path) -> None:
    """Dropping i18n/fr.yml into a site makes 'fr' a language: its words are used, the rest is English."""
    root = make_site(tmp_path / "site", {
        "site.yml": "title: Club\nlanguage: fr\n",
        "i18n/fr.yml": 'nav.overview: "Aperçu"\nnav.starting_list: "Liste de départ"\n'
                       'date.months: [janvier, février, mars, avril, mai, juin, juillet, août, septembre, '
                       'octobre, novembre, décembre]\n'})
    assert "fr" in available_languages(root) and "fr" not in available_languages()
    assert warnings_of(root) == []
    out = tmp_path / "out"
    build_site(root, out)
    overview = page_text(out, "tournament/open")
    assert '<html lang="fr">' in overview
    assert ">Aperçu</a>" in overview and ">Liste de départ</a>" in overview
    assert ">Crosstable</a>" not in overview and ">Starting list</a>" not in overview
    assert "not started" in overview     # not in fr.yml: English


def test_a_language_without_a_catalogue_is_a_warning_with_a_suggestion(tmp_path: Path) -> None:
    """language: 'dee' has no catalogue: the site builds in English and the loader says so, located."""
    root = make_site(tmp_path, {"site.yml": "title: Club\nlanguage: dee\n"})
    assert warnings_of(root) == [("site.yml:2:11", "no catalogue for language 'dee' — did you mean 'de'?; its "
                                                   "pages are in English")]


@pytest.mark.slow
def test_the_example_built_in_german_has_german_headings_and_tiebreak_explanations(tmp_path: Path) -> None:
    """language: de — headings, menu, dates and the tie-break working of a player page are German."""
    out = build_example(tmp_path, "de")
    standings = page_text(out, "tournament/herbst-2026/standings/6")
    assert '<html lang="de">' in standings
    assert '<h1 id="standings">Tabelle nach Runde 6</h1>' in standings
    assert ">Kreuztabelle</a>" in standings and ">Startrangliste</a>" in standings
    assert "15. Oktober 2026" in standings
    player = page_text(out, f"tournament/herbst-2026/player/{opponent_of_the_withdrawn_player()}")
    assert "<h2>Wie diese Feinwertungen berechnet wurden</h2>" in player
    assert "Buchholz Streichwert 1 (BH/C1)" in player
    assert "Die Summe der Punkte der Gegner" in player
    assert "zählt als Remis" in player and "weggelassen: der niedrigste Wert" in player
    assert "<h3 id=\"round-notes\">Was jede Runde zählt</h3>" in player and "siehe Runde" in player
    tiebreaks = page_text(out, "tournament/herbst-2026/tiebreaks")
    assert "FIDE-Regeln C.07 (geändert zum 1. März 2026)" in tiebreaks
    assert "Standings" not in standings and "counted as a draw" not in player


@pytest.mark.slow
def test_the_pairing_engines_reasons_are_worded_in_the_tournaments_language(tmp_path: Path) -> None:
    """Round 7's file removed, the engine pairs it: on a German site the next-round page gives the engine's
    reasons in German, parameters and nested reasons included, while `bulletin pair` keeps them in English."""
    site = copy_example(tmp_path / "site")
    (site / "content/herbst-2026/rounds/07.yml").unlink()
    config = site / "site.yml"
    config.write_text(re.sub(r"(?m)^language:.*$", "language: de", config.read_text("utf-8")), "utf-8")
    build_site(site, tmp_path / "out")
    page = page_text(tmp_path / "out", "tournament/herbst-2026/next")
    assert "21 bekommt das Freilos" in page and "(24 hatte schon ein Freilos)" in page
    assert "3 gegen 4 statt 3 gegen 6: 3 und 6 haben in Runde 2 gegeneinander gespielt" in page
    assert "Weiß für 1: die letzten beiden Partien mit Schwarz" in page
    assert "Schwarz für 2: die letzten beiden Partien mit Weiß; das wiegt schwerer als der Wunsch von 9" in page
    assert "wird aus der 3-Punkte-Gruppe heruntergelost" in page
    assert not re.search(r"floats down|instead of| met in round|last two games|gets the bye", page)


@pytest.mark.slow
def test_the_example_built_in_spanish(tmp_path: Path) -> None:
    """language: es — the same pages in Spanish."""
    out = build_example(tmp_path, "es")
    standings = page_text(out, "tournament/herbst-2026/standings/6")
    assert '<h1 id="standings">Clasificación tras la ronda 6</h1>' in standings and "15 de octubre de 2026" in standings
    player = page_text(out, f"tournament/herbst-2026/player/{opponent_of_the_withdrawn_player()}")
    assert "<h2>Cómo se calcularon estos desempates</h2>" in player and "cuenta como tablas" in player
    assert "Qué cuenta cada ronda" in player and "ver la ronda" in player


@pytest.mark.slow
def test_a_tournament_overrides_the_site_language(tmp_path: Path) -> None:
    """site.yml says en, tournament.yml says es: the tournament's pages are Spanish, the home page English."""
    out = build_example(tmp_path, "en", tournament_language="es")
    overview = page_text(out, "tournament/herbst-2026")
    assert '<html lang="es">' in overview and ">Clasificación</a>" in overview
    home = page_text(out, "")
    assert '<html lang="en">' in home and ">Earlier seasons</h2>" in home


def test_the_english_terminal_explanation_is_unchanged_by_the_catalogues() -> None:
    """`bulletin explain` prints the engine's English: the first line of a rendered value is its title."""
    from generator.core.model import RuleSet
    from generator.core.tiebreaks.values import Value
    value = Value("BH/C1", None, (), RuleSet.FIDE_2026)
    assert tiebreak_text.render(value)[:2] == ["Buchholz Cut-1 (BH/C1): undef",
                                               "  the sum of the opponents' scores, leaving out the lowest value "
                                               "(C.07 14.1)."]


def test_mistakes_in_a_site_catalogue_are_located_errors(tmp_path: Path) -> None:
    """A misspelt key (did you mean …?), a placeholder English does not fill in, a month list that is not
    twelve names: each an error at its line and column, so no page shows a wrong or missing word."""
    from contentfiles import errors_of
    root = make_site(tmp_path, {
        "site.yml": "title: Club\nlanguage: fr\n",
        "i18n/fr.yml": 'nav.standngs: Classement\ntitle.round: "Ronde {m}"\ndate.months: [janvier, février]\n'})
    assert errors_of(root) == [
        ("i18n/fr.yml:1:1", "unknown message key 'nav.standngs' — did you mean 'nav.standings'?"),
        ("i18n/fr.yml:2:14", "unknown placeholder {m} in 'title.round'"),
        ("i18n/fr.yml:3:14", "'date.months' must list the twelve month names"),
    ]


def test_a_lone_brace_in_a_site_catalogue_is_a_located_error(tmp_path: Path) -> None:
    """A brace that opens or closes no placeholder makes no message text (str.format refuses it): an error at its
    line, with the way to write a brace, and the other mistakes of the file beside it (it was a traceback)."""
    from contentfiles import errors_of
    root = make_site(tmp_path, {
        "site.yml": "title: Club\nlanguage: fr\n",
        "i18n/fr.yml": 'title.round: "Ronde {n}}"\nnav.standings: "Classement {"\nnav.standngs: Classement\n'})
    assert errors_of(root) == [
        ("i18n/fr.yml:1:14", "'title.round' is not a message text: Single '}' encountered in format string"),
        ("i18n/fr.yml:2:16", "'nav.standings' is not a message text: Single '{' encountered in format string"),
        ("i18n/fr.yml:3:1", "unknown message key 'nav.standngs' — did you mean 'nav.standings'?"),
    ]


# --- catalogues read through yamlsource, and kept by a build session ------------------------------------------

def site_with_catalogue(root: Path, text: str) -> Path:
    (root / "i18n").mkdir(parents=True)
    (root / "i18n" / "de.yml").write_text(text, encoding="utf-8")
    return root


def test_the_bundled_catalogues_read_as_before(tmp_path: Path) -> None:
    """Keys to text, month names as a list, nothing left empty."""
    german = read_catalogue(CATALOGUE_DIR / "de.yml")
    assert german["nav.standings"] and len(german["date.months"]) == 12   # type: ignore[arg-type]
    assert all(value is not None for value in german.values())


def test_a_broken_site_catalogue_names_file_line_and_column(tmp_path: Path) -> None:
    """Reached through the translator (not the loader): the error points into the site's i18n/de.yml."""
    site = site_with_catalogue(tmp_path, 'nav.standings: Tabelle\nnav.news: "Neuigkeiten\n')
    with pytest.raises(CatalogueError) as raised:
        translator("de", site)
    (problem,) = raised.value.problems
    assert (str(problem.location), problem.message) == ("i18n/de.yml:2:11",
                                                        "YAML syntax error: a quoted value is not closed")
    assert problem.source_line == 'nav.news: "Neuigkeiten'


def test_a_catalogue_that_is_not_a_mapping_is_refused_where_it_starts(tmp_path: Path) -> None:
    site = site_with_catalogue(tmp_path, "- Tabelle\n- Neuigkeiten\n")
    with pytest.raises(CatalogueError) as raised:
        read_catalogue(site / "i18n" / "de.yml", "i18n/de.yml")
    (problem,) = raised.value.problems
    assert str(problem.location) == "i18n/de.yml:1:1"
    assert problem.message == "a catalogue is a mapping of message keys to text, not a list"


def test_what_yamlsource_refuses_is_refused_in_a_catalogue_too(tmp_path: Path) -> None:
    """A key written twice: the second is pointed at (a plain YAML reader would keep the last silently)."""
    site = site_with_catalogue(tmp_path, "nav.standings: Tabelle\nnav.standings: Rangliste\n")
    with pytest.raises(CatalogueError) as raised:
        translator("de", site)
    assert [str(p.location) for p in raised.value.problems] == ["i18n/de.yml:2:1"]


def test_a_session_reads_a_catalogue_once_until_it_changes(tmp_path: Path) -> None:
    """The same translator (the very object: pages rendered with it are reused) while the file is unchanged;
    a new one with the new words after an edit."""
    site = site_with_catalogue(tmp_path, "nav.standings: Tabelle\n")
    catalogues = Catalogues()
    first = catalogues.translator("de", site)
    assert catalogues.translator("de", site) is first and first("nav.standings") == "Tabelle"
    (site / "i18n" / "de.yml").write_text("nav.standings: Rangliste\n", encoding="utf-8")
    os.utime(site / "i18n" / "de.yml", ns=(1, 1))   # another stamp, whatever the clock's granularity
    again = catalogues.translator("de", site)
    assert again is not first and again("nav.standings") == "Rangliste"
    assert translator("de", site) is not translator("de", site)   # without a session: read afresh each time
