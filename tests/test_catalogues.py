"""Catalogues are read through yamlsource: a broken one is a located error (file:line:column, the line quoted) on
every path that reads it, and a build session reads each one once while its file stays the same."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator.i18n import CATALOGUE_DIR, CatalogueError, Catalogues, read_catalogue, translator


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
