"""site.yml: the site's title, address, language, theme, output folder and tournament list."""
from __future__ import annotations

from pathlib import Path
from typing import Mapping

from generator.core.errors import did_you_mean
from generator.i18n.catalogues import Catalogues, available_languages, catalogue_language, placeholders
from generator.loading.config import SiteAddress, SiteConfig
from generator.loading.values import (
    FORMAT_DOC,
    SITE_FILE,
    Problems,
    check_keys,
    file_problem,
    items_of,
    read_flag,
    read_text,
    read_whole_number,
    read_yaml,
    root_mapping,
)
from generator.loading.yamlsource import Scalar, Sequence, YamlNode

SITE_KEYS = ("title", "base_url", "language", "theme", "output", "tournaments", "description",
             "allow_raw_html", "season_start")


def read_site_config(root: Path, problems: Problems,
                     catalogues: Catalogues | None = None) -> tuple[SiteConfig, list[YamlNode]]:
    """The site settings, and the nodes of its `tournaments:` list (to point at a wrong name); the site's own
    catalogues are checked against the English one of `catalogues` (read afresh when not given)."""
    path = root / SITE_FILE
    if not path.is_file():
        problems.append(file_problem(SITE_FILE, f"no {SITE_FILE} in {root.as_posix()}",
                                     f"create it with at least 'title: …'; see {FORMAT_DOC}"))
        return SiteConfig(), []
    mapping = root_mapping(read_yaml(path, SITE_FILE, problems), SITE_FILE, problems, "title: My chess club")
    if mapping is None:
        return SiteConfig(), []
    check_keys(mapping, SITE_KEYS, SITE_FILE, problems)
    check_site_catalogues(root, problems, catalogues or Catalogues())
    values: dict[str, object] = {}
    if (node := mapping.get("language")) is not None and (code := read_language(node, root, problems)):
        values["language"] = code
    for key, attribute in (("title", "title"), ("theme", "theme"),
                           ("output", "output_dir"), ("description", "description")):
        node = mapping.get(key)
        if node is not None and (text := read_text(node, key, problems)) is not None:
            values[attribute] = text
    if (node := mapping.get("base_url")) is not None:
        values["base_url"] = _base_url(node, problems)
    if (node := mapping.get("allow_raw_html")) is not None:
        values["allow_raw_html"] = read_flag(node, "allow_raw_html", problems)
    if (node := mapping.get("season_start")) is not None:
        values["season_start"] = read_whole_number(node, "season_start", problems, minimum=1, maximum=12)
    listed: list[YamlNode] = []
    if (node := mapping.get("tournaments")) is not None:
        listed = [item for item in items_of(node) if read_text(item, "tournaments", problems) is not None]
        values["tournaments"] = tuple(read_text(item, "tournaments", problems) for item in listed)
    return SiteConfig(**{k: v for k, v in values.items() if v is not None}), listed  # type: ignore[arg-type]  # read by type


def check_site_catalogues(root: Path, problems: Problems, catalogues: Catalogues) -> None:
    """The site's own languages, i18n/<code>.yml: known keys (a misspelt one would silently do nothing), text
    values with the placeholders of the English text, and twelve month names."""
    folder = root / "i18n"
    if not folder.is_dir():
        return
    english = catalogues.english()
    for path in sorted(folder.glob("*.yml")):
        shown = f"i18n/{path.name}"
        mapping = root_mapping(read_yaml(path, shown, problems), shown, problems, 'nav.standings: "Tabelle"')
        if mapping is None:
            continue
        for key, value in mapping.items():
            _check_message(key, value, english, problems)


def _check_message(key: Scalar, value: YamlNode, english: Mapping[str, object], problems: Problems) -> None:
    if key.text not in english:
        guess = did_you_mean(key.text, english)
        problems.append(key.problem(f"unknown message key '{key.text}'" + (f" — did you mean '{guess}'?" if guess
                                                                          else ""),
                                    "the keys are those of generator/i18n/en.yml (see docs/content-format.md)"))
    elif key.text == "date.months":
        if not isinstance(value, Sequence) or len(value) != 12:
            problems.append(value.problem("'date.months' must list the twelve month names",
                                          "date.months: [janvier, février, …, décembre]"))
    elif (text := read_text(value, key.text, problems)) is not None:
        try:
            extra = placeholders(text) - placeholders(english[key.text])
        except ValueError as error:   # str.format's own words: "Single '}' encountered in format string"
            problems.append(value.problem(f"'{key.text}' is not a message text: {error}",
                                          "a brace that is not a {placeholder} is written twice: {{ or }}"))
            return
        if extra:
            problems.append(value.problem(f"unknown placeholder {{{sorted(extra)[0]}}} in '{key.text}'",
                                          f"the English text is: {english[key.text]}"))


def read_language(node: YamlNode, site_root: Path, problems: Problems) -> str | None:
    """A language code (`de`, `de-AT`); a language without a catalogue is a warning: its pages are in English."""
    code = read_text(node, "language", problems)
    if code is None:
        return None
    code = code.strip()
    if catalogue_language(code, site_root) is None:
        known = available_languages(site_root)
        guess = did_you_mean(code, known)
        message = f"no catalogue for language '{code}'" + (f" — did you mean '{guess}'?" if guess else "")
        problems.append(node.warning(message + "; its pages are in English",
                                     f"languages: {', '.join(known)}; add one as i18n/{code}.yml "
                                     "(see docs/content-format.md)"))
    return code


def _base_url(node: YamlNode, problems: Problems) -> str | None:
    text = read_text(node, "base_url", problems)
    if text is None:
        return None
    address = SiteAddress.parse(text)
    if address.is_full and address.scheme in ("http", "https") and address.host and not _has_space(address.host):
        return text
    if not address.is_full and text.startswith("/"):
        return text
    problems.append(node.problem(f"'base_url' must start with '/' or 'https://', not '{text}'",
                                 "e.g. base_url: /club-site/ or base_url: https://example.org/club-site/"))
    return None


def _has_space(text: str) -> bool:
    return any(character.isspace() for character in text)
