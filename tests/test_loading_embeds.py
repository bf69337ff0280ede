"""generator/loading/embeds.py, news posts with live tables: `{{ standings … }}`, `{{ results … }}`, `{{ pairings … }}`
lines in the Markdown become the tables themselves; mistakes in them are located problems with a suggestion."""
from __future__ import annotations

from pathlib import Path

import pytest
from contentfiles import PLAYERS, errors_of, make_site, round_file

from generator.loading.embeds import Embed, parse_body, split_body
from generator.loading.load import load_site
from generator.site.build import build_site

POST = "---\ntitle: Report\ndate: 2026-01-08\ntournament: open\n---\n"
ROUNDS = {
    "content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4, ½-½]", "[5, 6, 0-1]"),
    "content/open/rounds/02.yml": round_file("[6, 1, 0-1]", "[2, 3, 1-0]", "[4, 5, 1-0]"),
    "content/open/rounds/03.yml": round_file("[1, 4]", "[2, 6]", "[3, 5]"),
}


def news_site(root: Path, body: str, front: str = POST) -> Path:
    return make_site(root, {**ROUNDS, "content/news/report.md": front + body})


def test_embed_lines_split_the_body_into_markdown_and_tables() -> None:
    """Each embed line becomes an Embed with its kind, tournament and settings, located on its line; the text
    around it stays Markdown, in order."""
    body = "Intro.\n\n{{ standings open after=2 top=3 }}\n\nMiddle.\n{{ pairings round=3 }}\nEnd.\n"
    parts = split_body(body, first_line=6)
    assert parts[0] == "Intro.\n" and parts[2] == "\nMiddle." and parts[4] == "End.\n"
    assert parts[1] == Embed("standings", "open", (("after", 2), ("top", 3)), 8, 1)
    assert parts[3] == Embed("pairings", None, (("round", 3),), 11, 1)


def test_embed_lines_inside_code_fences_stay_text() -> None:
    """A fenced code block may show the syntax without embedding anything."""
    body = "```\n{{ standings open }}\n```\n"
    assert split_body(body) == (body,)


def test_an_unknown_embed_suggests_the_closest_kind(tmp_path: Path) -> None:
    """'{{ standing … }}' is an error at the word, with 'did you mean standings?'."""
    root = news_site(tmp_path, "Text\n\n  {{ standing after=2 }}\n")
    assert errors_of(root) == [("content/news/report.md:8:6",
                                "unknown embed 'standing' — did you mean 'standings'?")]


def test_an_unknown_setting_suggests_the_closest_one(tmp_path: Path) -> None:
    """'aftr=2' on standings: located at the setting, suggesting 'after'."""
    root = news_site(tmp_path, "{{ standings open aftr=2 }}\n")
    assert errors_of(root) == [("content/news/report.md:6:19",
                                "unknown setting 'aftr' for standings — did you mean 'after'?")]


@pytest.mark.parametrize("value", ["eight", "²"])   # '²' is a digit to str.isdigit, but int() refuses it
def test_a_setting_must_be_a_whole_number(tmp_path: Path, value: str) -> None:
    """'top=eight' is pointed at its value."""
    root = news_site(tmp_path, f"{{{{ standings top={value} }}}}\n")
    assert errors_of(root) == [("content/news/report.md:6:18", f"'top' must be a whole number from 1, not '{value}'")]


def test_standings_after_an_unfinished_round_are_an_error(tmp_path: Path) -> None:
    """Rounds 1–2 are finished (round 3 has no results): standings after round 3 do not exist yet."""
    root = news_site(tmp_path, "{{ standings after=3 }}\n")
    assert errors_of(root) == [("content/news/report.md:6:1",
                                "no standings after round 3 yet: rounds 1–2 are finished")]


def test_results_of_a_round_without_boards_are_an_error(tmp_path: Path) -> None:
    """Round 4 has no round file: there are no results to show."""
    root = news_site(tmp_path, "{{ results round=4 }}\n")
    assert errors_of(root) == [("content/news/report.md:6:1", "round 4 has no boards yet")]


def test_an_unknown_tournament_in_an_embed_suggests_the_closest(tmp_path: Path) -> None:
    """'{{ standings opne }}' names no tournament folder: did you mean 'open'?"""
    root = news_site(tmp_path, "{{ standings opne }}\n")
    assert errors_of(root) == [("content/news/report.md:6:1", "unknown tournament 'opne' — did you mean 'open'?")]


def test_an_embed_needs_a_tournament(tmp_path: Path) -> None:
    """Without 'tournament:' in the front matter, the embed must name one."""
    root = news_site(tmp_path, "{{ results }}\n", front="---\ntitle: R\ndate: 2026-01-08\n---\n")
    assert errors_of(root) == [("content/news/report.md:5:1", "'results' needs a tournament")]


def test_the_hint_for_an_embed_without_a_tournament_names_one_of_the_sites_own() -> None:
    """A new site's post gets an example with its own tournament ({{ standings club-championship }}), not the
    project's example site's; a team= without a name is shown as a placeholder, not as a team of the example."""
    from generator.loading.embeds import check_embed
    embed = Embed("standings", None, (), 5, 1)
    (problem,) = check_embed(embed, "content/news/p.md", "{{ standings }}", None,
                             {"club-championship": None, "open": None})
    assert problem.hint == ("name it in the embed ({{ standings club-championship }}) or give the post "
                            "'tournament:' in its front matter")
    assert "herbst" not in str(problem.hint)
    _, problems = parse_body("{{ match liga team= }}\n", "n.md")
    assert problems and "lindenau" not in str(problems[0].hint)


def test_every_embed_problem_of_a_post_is_reported_together(tmp_path: Path) -> None:
    """Two bad lines, two problems, in line order."""
    root = news_site(tmp_path, "{{ standings after=9 }}\n\n{{ pairing round=3 }}\n")
    assert [where for where, _ in errors_of(root)] == ["content/news/report.md:6:1",
                                                      "content/news/report.md:8:4"]


def test_the_body_line_of_a_post_is_remembered(tmp_path: Path) -> None:
    """The body after the front matter starts on line 6 of the file (blank lines skipped)."""
    root = news_site(tmp_path, "\nText\n")
    post = load_site(root).news[0]
    assert (post.body_line, post.body_markdown) == (7, "Text\n")
    assert parse_body(post.body_markdown, post.source, post.body_line)[1] == []


def test_a_draft_is_checked_but_not_published(tmp_path: Path) -> None:
    """draft: true keeps the post off the built site; its embeds are still checked by `bulletin check`."""
    front = "---\ntitle: Soon\ndate: 2026-01-09\ntournament: open\ndraft: true\n---\n"
    root = make_site(tmp_path / "site", {**ROUNDS, "content/news/soon.md": front + "{{ standings }}\n"})
    out = tmp_path / "out"
    build_site(root, out)
    assert not (out / "news" / "soon").exists()
    (root / "content/news/soon.md").write_text(front + "{{ standings after=7 }}\n", "utf-8")
    assert errors_of(root) == [("content/news/soon.md:7:1",
                                "no standings after round 7 yet: rounds 1–2 are finished")]


def test_a_league_embed_takes_a_team_by_name() -> None:
    """`team=` names a team (its file name), the other settings stay numbers; an empty name is refused."""
    parts, problems = parse_body("{{ match bezirksliga team=lindenau-1 round=3 }}\n", "n.md")
    (embed,) = parts
    assert problems == [] and isinstance(embed, Embed) and embed.of_league
    assert (embed.tournament, embed.text("team"), embed.setting("round"), embed.setting("team")) == (
        "bezirksliga", "lindenau-1", 3, None)
    _, problems = parse_body("{{ match team= }}\n", "n.md")
    assert [p.message for p in problems] == ["'team' needs a name"]


def test_prize_embeds_need_a_tournament_with_prizes_and_a_category_by_name(tmp_path: Path) -> None:
    """{{ prizes }} of a tournament without prizes, {{ category }} without a name or of an unknown one: each an
    error at the embed, with what there is."""
    tournament = PLAYERS + "categories:\n  Women: {club: SK Nord}\n"
    root = make_site(tmp_path, {**ROUNDS, "content/news/report.md": POST + "{{ prizes }}\n\n{{ category }}\n\n"
                                "{{ category name=Womn top=3 }}\n\n{{ category name=Women top=3 }}\n"}, tournament)
    assert errors_of(root) == [
        ("content/news/report.md:6:1", "open has no prizes"),
        ("content/news/report.md:8:1", "'category' needs a name="),
        ("content/news/report.md:10:1", "unknown category 'Womn' — did you mean 'Women'?"),
    ]
    assert split_body("{{ category name=Women top=3 }}") == (Embed("category", None, (("name", "Women"), ("top", 3)),
                                                                   1, 1),)
    _, problems = parse_body("{{ prizes open place=2 }}", "post.md")
    assert [p.message for p in problems] == ["unknown setting 'place' for prizes"]
