"""The interface in several languages: one catalogue file per language, `generator/i18n/<code>.yml`.

A catalogue maps message keys ("nav.standings") to text with `{name}` placeholders, and holds the date
format and month names. English (`en.yml`, plus the tie-break and pairing engines' own English wording) is
complete by definition; any key a language lacks falls back to English (tests/test_i18n.py lists missing keys).
A site may add or override a language with `<site>/i18n/<code>.yml`. Dates are formatted here from the catalogue, never
through the `locale` module, so the output does not depend on the machine that builds it.

Catalogues are read through `yamlsource`, so a broken one is a `CatalogueError` naming file:line:column like
any content file. `Catalogues` keeps what it read while the files stay the same (a build session owns one);
`translator()` reads afresh.
"""
from __future__ import annotations

import datetime as dt
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Sequence, cast

from generator.core.cache import BoundedCache
from generator.core.errors import ContentError, sort_problems
from generator.core.messages import Joined, Msg
from generator.core.pairing.reasons import WORDING as PAIRING_WORDING
from generator.core.teams.phrases import WORDING as TEAM_WORDING
from generator.core.tiebreaks.wording import WORDING as TIEBREAK_WORDING
from generator.loading.filecache import FileStamp, folder_stamps
from generator.loading.yamlsource import Mapping as YamlMapping
from generator.loading.yamlsource import read_yaml_file

CATALOGUE_DIR = Path(__file__).resolve().parent
FALLBACK = "en"
DATE_KEY = "date.format"
MONTHS_KEY = "date.months"
WORDED_KEPT = 200_000   # messages worded per translator: `serve` keeps one for hours


class CatalogueError(ContentError):
    """A catalogue file that cannot be read as one; carries its located problems."""


@dataclass(frozen=True)
class Translator:
    """Words one language: `t("nav.standings")`, `t.count("players", 5)`, `t.date(day)`, `t.word(msg)`."""

    language: str
    messages: Mapping[str, object]
    fallback: Mapping[str, object] = field(default_factory=dict)
    _worded: BoundedCache[tuple[str, str], str] = field(default_factory=lambda: BoundedCache(WORDED_KEPT),
                                                        compare=False, repr=False)

    def text(self, key: str) -> str:
        """The raw template of a key, in this language or else in English; KeyError when neither has it."""
        found = self.messages.get(key)
        if found is None:
            found = self.fallback.get(key)
        if found is None:
            raise KeyError(f"no message '{key}' in the catalogues (add it to generator/i18n/{FALLBACK}.yml)")
        return cast(str, found)   # a message is a template; only date.months is a list, read by `date`

    def __call__(self, key: str, /, **params: object) -> str:
        found = self.messages.get(key)
        template = self.text(key) if found is None else cast(str, found)
        if not params:
            return template
        if self.messages is self.fallback:   # English: every parameter as it is (`word`)
            return template.format_map(params)
        return template.format_map({name: self.word(value) for name, value in params.items()})

    def count(self, key: str, number: int, /, **params: object) -> str:
        """A message that depends on a number: `<key>.one` for 1, `<key>.other` otherwise ({n} is the number)."""
        return self(f"{key}.one" if number == 1 else f"{key}.other", n=number, **params)

    def word(self, value: object) -> object:
        """A `Msg` from the core in this language (its parameters too); anything else as it is."""
        if not isinstance(value, Msg) or self.messages is self.fallback:   # English: the text as it is
            return value
        return self._worded.get((value.key, str(value)), lambda: self._translated(value))

    def _translated(self, value: Msg) -> str:
        if isinstance(value, Joined):
            return value.separator.join(str(self.word(part)) for part in value.parts)
        template = self.messages.get(value.key)
        if template is None:
            return str(value)
        return str(template).format_map({name: self.word(v) for name, v in value.params.items()})

    def date(self, day: dt.date) -> str:
        months = cast("Sequence[str]", self.messages.get(MONTHS_KEY) or self.fallback[MONTHS_KEY])
        template = self.messages.get(DATE_KEY) or self.fallback[DATE_KEY]
        return str(template).format(day=day.day, month=months[day.month - 1], year=day.year)


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


class Catalogues:
    """The translators of the bundled languages and of a site's own catalogues, each made once and handed back (the
    very same object) while the site's i18n/ files stay the same, so an edited catalogue is picked up by the next
    build of `serve` and nothing else is read again. A build session owns one."""

    def __init__(self, size: int = 32) -> None:
        self._translators: BoundedCache[tuple[str, Path | None, _Stamps], Translator] = BoundedCache(size)

    def translator(self, code: str, site_root: Path | None = None) -> Translator:
        """The translator for a language code (English for a language without a catalogue)."""
        root = site_root.resolve() if site_root is not None else None
        stamps = folder_stamps([root / "i18n"]) if root is not None else ()
        return self._translators.get((code, root, stamps), lambda: _read_translator(code, root))

    def english(self) -> Mapping[str, object]:
        """Every key there is, with its English text: the reference a catalogue is checked against."""
        return self.translator(FALLBACK).messages


_Stamps = tuple[tuple[str, tuple[FileStamp, ...]], ...]


def translator(code: str, site_root: Path | None = None) -> Translator:
    """The translator for a language code, read afresh (English for a language without a catalogue)."""
    return Catalogues().translator(code, site_root)


def english_messages() -> Mapping[str, object]:
    """Every key there is, with its English text, read afresh."""
    return Catalogues().english()


def _read_translator(code: str, site_root: Path | None) -> Translator:
    english = {**TIEBREAK_WORDING.english, **PAIRING_WORDING.english, **TEAM_WORDING.english,
               **_catalogue(FALLBACK, site_root)}
    language = catalogue_language(code, site_root) or FALLBACK
    messages = english if language == FALLBACK else _catalogue(language, site_root)   # `is english`: no work
    return Translator(code, messages, english)


def placeholders(text: object) -> set[str]:
    """The {names} a message template fills in."""
    if not isinstance(text, str):
        return set()
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def read_catalogue(path: Path, shown: str | None = None) -> dict[str, object]:
    """One catalogue file: a flat mapping of keys to text (lists for month names). `shown` is how messages name
    the file (default: its path). Raises `CatalogueError`, located, when the file is not such a mapping."""
    parsed = read_yaml_file(path, shown)
    problems = list(parsed.problems)
    root = parsed.root
    if root is not None and not isinstance(root, YamlMapping):
        problems.append(root.problem(f"a catalogue is a mapping of message keys to text, not {root.describe()}",
                                     'write one "key: text" line per message, e.g. nav.standings: "Tabelle"'))
    if any(problem.is_error for problem in problems):
        raise CatalogueError(sort_problems(problems))
    messages = root.to_python() if isinstance(root, YamlMapping) else {}
    return {key: value for key, value in messages.items() if value is not None}


def _catalogue(language: str, site_root: Path | None) -> dict[str, object]:
    """The bundled catalogue of a language, then the site's own over it (named as the site's content is)."""
    messages: dict[str, object] = {}
    bundled = CATALOGUE_DIR / f"{language}.yml"
    if bundled.is_file():
        messages.update(read_catalogue(bundled))
    own = site_root / "i18n" / f"{language}.yml" if site_root is not None else None
    if own is not None and own.is_file():
        messages.update(read_catalogue(own, f"i18n/{language}.yml"))
    return messages


__all__ = ["CatalogueError", "Catalogues", "Translator", "available_languages", "catalogue_language",
           "english_messages", "placeholders", "read_catalogue", "translator"]
