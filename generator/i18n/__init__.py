"""The interface in several languages: one catalogue file per language, `generator/i18n/<code>.yml`.

A catalogue maps message keys ("nav.standings") to text with `{name}` placeholders, and holds the date
format and month names. English (`en.yml`, plus the tie-break and pairing engines' own English wording) is
complete by definition; any key a language lacks falls back to English (tests/test_i18n.py lists missing keys).
A site may add or override a language with `<site>/i18n/<code>.yml`. Dates are formatted here from the catalogue, never
through the `locale` module, so the output does not depend on the machine that builds it.
"""
from __future__ import annotations

import datetime as dt
import functools
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping

import yaml

from ..messages import Joined, Msg
from ..pairing.wording import WORDING as PAIRING_WORDING
from ..teams.wording import WORDING as TEAM_WORDING
from ..tiebreaks.wording import WORDING as TIEBREAK_WORDING

CATALOGUE_DIR = Path(__file__).resolve().parent
FALLBACK = "en"
DATE_KEY = "date.format"
MONTHS_KEY = "date.months"


@dataclass(frozen=True)
class Translator:
    """Words one language: `t("nav.standings")`, `t.count("players", 5)`, `t.date(day)`, `t.word(msg)`."""

    language: str
    messages: Mapping[str, object]
    fallback: Mapping[str, object] = field(default_factory=dict)
    _worded: dict[tuple[str, str], str] = field(default_factory=dict, compare=False, repr=False)

    def text(self, key: str) -> str:
        """The raw template of a key, in this language or else in English; KeyError when neither has it."""
        found = self.messages.get(key)
        if found is None:
            found = self.fallback.get(key)
        if found is None:
            raise KeyError(f"no message '{key}' in the catalogues (add it to generator/i18n/{FALLBACK}.yml)")
        return found  # type: ignore[return-value]

    def __call__(self, key: str, /, **params: object) -> str:
        template = self.text(key)
        if not params:
            return template
        return template.format_map({name: self.word(value) for name, value in params.items()})

    def count(self, key: str, number: int, /, **params: object) -> str:
        """A message that depends on a number: `<key>.one` for 1, `<key>.other` otherwise ({n} is the number)."""
        return self(f"{key}.one" if number == 1 else f"{key}.other", n=number, **params)

    def word(self, value: object) -> object:
        """A `Msg` from the core in this language (its parameters too); anything else as it is."""
        if not isinstance(value, Msg) or self.messages is self.fallback:   # English: the text as it is
            return value
        key = (value.key, str(value))
        worded = self._worded.get(key)
        if worded is None:
            if len(self._worded) > 200_000:   # `serve` keeps a translator for hours
                self._worded.clear()
            worded = self._worded[key] = self._translated(value)
        return worded

    def _translated(self, value: Msg) -> str:
        if isinstance(value, Joined):
            return value.separator.join(str(self.word(part)) for part in value.parts)
        template = self.messages.get(value.key)
        if template is None:
            return str(value)
        return str(template).format_map({name: self.word(v) for name, v in value.params.items()})

    def date(self, day: dt.date) -> str:
        months = self.messages.get(MONTHS_KEY) or self.fallback[MONTHS_KEY]
        template = self.messages.get(DATE_KEY) or self.fallback[DATE_KEY]
        return str(template).format(day=day.day, month=months[day.month - 1], year=day.year)  # type: ignore[index]


def available_languages(site_root: Path | None = None) -> tuple[str, ...]:
    """Language codes with a catalogue, bundled or in the site's own i18n/ folder."""
    folders = [CATALOGUE_DIR] + ([site_root / "i18n"] if site_root is not None else [])
    return tuple(sorted({p.stem for folder in folders if folder.is_dir() for p in folder.glob("*.yml")}))


def catalogue_language(code: str, site_root: Path | None = None) -> str | None:
    """The catalogue that serves a language code: 'de' for 'de' or 'de-AT'; None when there is none."""
    known = available_languages(site_root)
    for candidate in (code, code.split("-")[0].split("_")[0].lower()):
        if candidate in known:
            return candidate
    return None


def translator(code: str, site_root: Path | None = None) -> Translator:
    """The translator for a language code (English for a language without a catalogue)."""
    return _translator(code, site_root.resolve() if site_root is not None else None,
                       _stamp(site_root))


def _stamp(site_root: Path | None) -> tuple[tuple[str, int], ...]:
    """The site's own catalogues and when they changed, so `serve` picks up an edited one."""
    folder = site_root / "i18n" if site_root is not None else None
    if folder is None or not folder.is_dir():
        return ()
    return tuple((p.name, p.stat().st_mtime_ns) for p in sorted(folder.glob("*.yml")))


@functools.lru_cache(maxsize=32)
def _translator(code: str, site_root: Path | None, stamp: tuple[tuple[str, int], ...]) -> Translator:
    english = {**TIEBREAK_WORDING.english, **PAIRING_WORDING.english, **TEAM_WORDING.english,
               **_catalogue(FALLBACK, site_root)}
    language = catalogue_language(code, site_root) or FALLBACK
    messages = english if language == FALLBACK else _catalogue(language, site_root)   # `is english`: no work
    return Translator(code, messages, english)


def english_messages() -> Mapping[str, object]:
    """Every key there is, with its English text: the reference a catalogue is checked against."""
    return _translator(FALLBACK, None, ()).messages


def placeholders(text: object) -> set[str]:
    """The {names} a message template fills in."""
    if not isinstance(text, str):
        return set()
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def read_catalogue(path: Path) -> dict[str, object]:
    """One catalogue file: a flat mapping of keys to text (lists for month names)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: a catalogue is a mapping of message keys to text")
    return {str(k): v for k, v in data.items() if v is not None}


def _catalogue(language: str, site_root: Path | None) -> dict[str, object]:
    messages: dict[str, object] = {}
    for folder in (CATALOGUE_DIR, site_root / "i18n" if site_root is not None else None):
        if folder is not None and (folder / f"{language}.yml").is_file():
            messages.update(read_catalogue(folder / f"{language}.yml"))
    return messages


__all__ = ["Translator", "available_languages", "catalogue_language", "english_messages", "placeholders",
           "read_catalogue", "translator"]
