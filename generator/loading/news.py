"""content/news/*.md: front matter between '---' lines (YAML) and a Markdown body kept as text."""
from __future__ import annotations

import re
from pathlib import Path

from generator.core.errors import Location, Problem, did_you_mean
from generator.core.model import Tournament
from generator.core.teams.model import League
from generator.loading.config import NewsPost
from generator.loading.embeds import Embed, check_embed, parse_body
from generator.loading.values import (
    CONTENT_DIR,
    NEWS_DIR,
    Problems,
    as_mapping,
    check_keys,
    read_date,
    read_flag,
    read_text,
    read_whole_number,
    unusable_name,
)
from generator.loading.yamlsource import Mapping, Source, YamlNode, parse_yaml, read_content_text

NEWS_KEYS = ("title", "date", "tournament", "round", "author", "draft", "league")
Leagues = dict[str, League | None]


def read_news(root: Path, tournaments: dict[str, Tournament | None], problems: Problems,
              leagues: Leagues | None = None) -> list[NewsPost]:
    """Every content/news/*.md, newest first (then by file name). `tournaments` maps the slugs of the site to
    the loaded tournament, or None for one whose own files have errors (already reported); `leagues` likewise
    the leagues."""
    leagues = leagues if leagues is not None else {}
    folder = root / CONTENT_DIR / NEWS_DIR
    if not folder.is_dir():
        return []
    posts = []
    for path in sorted(folder.glob("*.md")):
        shown = f"{CONTENT_DIR}/{NEWS_DIR}/{path.name}"
        if path.name.startswith("."):
            continue   # hidden, like an editor's or the system's own files (also keeps '.' and '..' out of URLs)
        if (problem := unusable_name(path.stem, shown)) is not None:
            problems.append(problem)
            continue
        post = _read_news_post(path, shown, tournaments, leagues, problems)
        if post is not None:
            posts.append(post)
    posts.sort(key=lambda post: post.slug)
    posts.sort(key=lambda post: post.date, reverse=True)
    return posts


_FENCE = re.compile(r"---[ \t]*")


def _read_news_post(path: Path, shown: str, tournaments: dict[str, Tournament | None], leagues: Leagues,
                    problems: Problems) -> NewsPost | None:
    text, problem = read_content_text(path, shown)
    if problem is not None:
        problems.append(problem)
        return None
    source = Source.from_text(shown, text)
    lines = source.lines
    if not lines or not _FENCE.fullmatch(lines[0]):
        problems.append(source.problem(1, 1, "a news post starts with front matter between '---' lines",
                                       "begin the file with:\n---\ntitle: …\ndate: 2026-10-09\n---"))
        return None
    closing = next((i for i in range(1, len(lines)) if _FENCE.fullmatch(lines[i])), None)
    if closing is None:
        problems.append(source.problem(1, 1, "the front matter is not closed",
                                       "end it with a line of three dashes: ---"))
        return None
    parsed = parse_yaml("\n".join(lines[1:closing]), shown, first_line=2, source=source)
    problems.extend(parsed.problems)
    if parsed.root is None:
        if not parsed.problems:
            problems.append(source.problem(1, 1, "the front matter is empty", "give at least title and date"))
        return None
    mapping = as_mapping(parsed.root, "the front matter", problems)
    if mapping is None:
        return None
    body = "\n".join(lines[closing + 1:])
    post = _news_fields(mapping, path.stem, shown, body, closing + 2, tournaments, leagues, problems)
    _check_embeds(body, closing + 2, source, post, tournaments, leagues, problems)
    return post


def _check_embeds(body: str, first_line: int, source: Source, post: NewsPost | None,
                  tournaments: dict[str, Tournament | None], leagues: Leagues, problems: Problems) -> None:
    """Live-table lines of the body ({{ standings … }}, see generator/loading/embeds.py), each against the site
    (once the front matter is sound: the post's tournament is the embeds' default)."""
    parts, found = parse_body(body, source.name, first_line)
    problems.extend(found)
    if post is None:
        return
    for part in parts:
        if isinstance(part, Embed):
            problems.extend(check_embed(part, source.name, source.line(part.line) or "", post.tournament,
                                        tournaments, post.league, leagues))


def _news_fields(mapping: Mapping, slug: str, shown: str, body: str, body_line: int,
                 tournaments: dict[str, Tournament | None], leagues: Leagues, problems: Problems) -> NewsPost | None:
    check_keys(mapping, NEWS_KEYS, "news front matter", problems)
    for key, example in (("title", "title: Round 6 report"), ("date", "date: 2026-10-09")):
        if key not in mapping:
            problems.append(Problem(Location(shown, 1, 1), f"the front matter has no '{key}'", "---",
                                    f"add e.g. {example}"))
    title = read_text(mapping["title"], "title", problems) if "title" in mapping else None
    date = read_date(mapping["date"], "date", problems) if "date" in mapping else None
    tournament_slug = _news_tournament(mapping.get("tournament"), tournaments, leagues, problems)
    league_slug = _news_league(mapping.get("league"), leagues, problems)
    round_number = _news_round(mapping, tournaments.get(tournament_slug or ""), problems)
    author = read_text(mapping["author"], "author", problems) if "author" in mapping else None
    draft = read_flag(mapping["draft"], "draft", problems) if "draft" in mapping else False
    if title is None or date is None:
        return None
    leading = len(body) - len(body.lstrip("\n"))
    return NewsPost(slug=slug, title=title, date=date, body_markdown=body.strip("\n") + "\n",
                    tournament=tournament_slug, round=round_number, author=author, league=league_slug,
                    draft=bool(draft), source=shown, body_line=body_line + leading)


def _news_league(node: YamlNode | None, leagues: Leagues, problems: Problems) -> str | None:
    """`league:` names the league the post is about (the default of its league embeds)."""
    if node is None:
        return None
    slug = read_text(node, "league", problems)
    if slug is None or slug in leagues:
        return slug
    guess = did_you_mean(slug, leagues)
    problems.append(node.problem(f"unknown league '{slug}'" + (f" — did you mean '{guess}'?" if guess else ""),
                                 f"league folders under {CONTENT_DIR}/: {', '.join(sorted(leagues)) or 'none'}"))
    return None


def _news_tournament(node: YamlNode | None, tournaments: dict[str, Tournament | None], leagues: Leagues,
                     problems: Problems) -> str | None:
    if node is None:
        return None
    slug = read_text(node, "tournament", problems)
    if slug is None:
        return None
    if slug in tournaments:
        return slug
    message = f"unknown tournament '{slug}'"
    guess = did_you_mean(slug, tournaments)
    if guess:
        message += f" — did you mean '{guess}'?"
    hint = (f"'tournament' is a folder name under {CONTENT_DIR}/: {', '.join(sorted(tournaments))}"
            if tournaments else "this site has no tournaments")
    if slug in leagues:
        message, hint = f"'{slug}' is a league, not a tournament", f"write league: {slug}"
    problems.append(node.problem(message, hint))
    return None


def _news_round(mapping: Mapping, tournament: Tournament | None, problems: Problems) -> int | None:
    node = mapping.get("round")
    if node is None:
        return None
    number = read_whole_number(node, "round", problems, minimum=1)
    if number is None:
        return None
    if "tournament" not in mapping:
        problems.append(node.problem("'round' needs a 'tournament' to belong to"))
    elif tournament is not None and tournament.planned_rounds and number > tournament.planned_rounds:
        problems.append(node.problem(f"round {number} is beyond the {tournament.planned_rounds} rounds of "
                                     f"{tournament.name}"))
    return number
