"""What is at stake on the next-round page and in the news embed {{ scenarios }} (generator/site/pages/stake.py):
the figures are the scenarios core's, worded in the tournament's language; players the search budget could not
settle are named, never guessed; the provisional pairing of the engine gets no section."""
from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest
from sitedata import REPO, club_site, club_tournament, copy_example

from generator.commands.scenarios import paired_round
from generator.core.model import GameResult
from generator.core.scenarios.analysis import scenarios
from generator.core.standings import compute_standings
from generator.i18n.catalogues import translator
from generator.loading.load import load_tournament
from generator.site.build import BuildSession
from generator.site.pages import stake as stake_module
from generator.site.pages.contexts import NewsPostContext, NextRoundContext
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import plan_site
from generator.site.pages.stake import at_stake, percent_text, range_text, stake_view


@pytest.fixture(scope="module")
def herbst() -> object:
    tournament, problems = load_tournament(REPO / "content" / "herbst-2026")
    assert problems == []
    return tournament


@pytest.fixture(scope="module")
def stake7(herbst: object) -> object:
    """What is at stake in round 7 of the example's Swiss, searched once for the module."""
    return at_stake(herbst, paired_round(herbst, 7))  # type: ignore[arg-type]


def _next_page(site: object, data: object, **options: object) -> NextRoundContext:
    plan = plan_site(site, data, **options)  # type: ignore[arg-type]
    return next(p.content for p in plan.pages if isinstance(p.content, NextRoundContext))


def test_the_next_round_page_shows_the_exact_ranges_of_the_core_for_the_prize_contenders(herbst: object) -> None:
    """Every player the core finds able to finish in the top 3 is listed with his best–worst place for a win,
    a draw and a loss, exactly as `scenarios` gives them; nobody else is."""
    paired = paired_round(herbst, 7)  # type: ignore[arg-type]
    found = scenarios(herbst, paired)  # type: ignore[arg-type]
    stake = at_stake(herbst, paired)  # type: ignore[arg-type]
    assert stake is not None
    view = stake_view(stake, _refs(herbst), translator("en"))
    contenders = {p.name: tuple(range_text(p.outcome(r).best, p.outcome(r).worst) for r in ("win", "draw", "loss"))
                  for p in found.players if p.contender}
    assert {row.player.name: row.ranges for row in view.rows} == contenders
    assert contenders["Mehmet Yılmaz"] == ("1", "1", "1–2")
    assert _lines(view, "Mehmet Yılmaz")[:2] == ["Win: First whatever else happens.",
                                                 "Draw: First whatever else happens."]
    assert view.uncovered == ""


def test_each_contender_is_named_once_then_one_short_line_per_result_of_his_game(herbst: object,
                                                                               stake7: object) -> None:
    """Read on a phone: the name once, then Win, Draw, Loss in that order whatever his colour, each line saying
    what that result means (or his places when it keeps him out of the fight); the tie-break line after an
    "only if" or an "if" refers back to it instead of repeating the condition."""
    stake = stake7
    assert stake is not None
    view = stake_view(stake, _refs(herbst), translator("en"))
    names = [said.player.name for said in view.said]
    assert len(names) == len(set(names)) == len([p for p in stake.scenarios.players if p.contender])
    for said in view.said:
        assert [line.result for line in said.lines] == ["Win", "Draw", "Loss"]
        assert all(said.player.name not in line.text for line in said.lines)
    assert _lines(view, "Mehmet Yılmaz")[2] == ("Loss: First if Meißner does not beat Schäfer. Otherwise level on "
                                                "points with Meißner: Buchholz Cut-1 decides, depending on 5 other "
                                                "games. Sure of the top 3.")
    assert _lines(view, "Tobias Meißner") == [
        "Win: First only if Yılmaz loses to Hartmann. Then level on points with Yılmaz: Buchholz Cut-1 decides, "
        "depending on 5 other games. Sure of the top 3.", "Draw: Places 2–4.", "Loss: Places 3–6."]
    meissner = stake.scenarios.player(next(p.start for p in stake.scenarios.players if p.name == "Tobias Meißner"))
    assert range_text(meissner.outcome("draw").best, meissner.outcome("draw").worst) == "2–4"


def _lines(view: object, name: str) -> list[str]:
    said = next(s for s in view.said if s.player.name == name)  # type: ignore[attr-defined]
    return [f"{line.result}: {line.text}" for line in said.lines]


@pytest.mark.slow
def test_a_page_built_by_the_session_has_the_section_and_the_news_embed_the_same_table(tmp_path: Path) -> None:
    site = copy_example(tmp_path / "site")
    BuildSession(site, tmp_path / "out", lasting=False).build()
    page = (tmp_path / "out" / "tournament" / "herbst-2026" / "next" / "index.html").read_text(encoding="utf-8")
    post = (tmp_path / "out" / "news" / "2026-10-13-before-the-last-round" / "index.html").read_text(encoding="utf-8")
    assert "What&#39;s at stake" in page and "<strong>Draw:</strong> First whatever else happens." in page
    assert 'class="stake-ranges"' in post and "What&#39;s at stake in round 7 of Herbstturnier 2026" in post
    assert "an estimate from the ratings" in page


def test_players_the_budget_cannot_settle_are_named_with_the_budget_not_guessed(herbst: object) -> None:
    stake = at_stake(herbst, paired_round(herbst, 7), budget=3)  # type: ignore[arg-type]
    assert stake is not None and stake.scenarios.uncovered
    view = stake_view(stake, _refs(herbst), translator("en"))
    assert any(p.contender for p in stake.scenarios.uncovered)    # in the prize places by one exact result
    names = [row.player.name for row in view.rows]
    assert len(names) == len(set(names))                           # … and still one row
    for player in stake.scenarios.uncovered:
        assert player.name in view.uncovered
        row = next(r for r in view.rows if r.player.start == player.start)
        assert "?" in row.ranges
    assert "(3 steps per place)" in view.uncovered


def test_the_section_speaks_the_tournaments_language(herbst: object, stake7: object) -> None:
    stake = stake7
    assert stake is not None
    german = stake_view(stake, _refs(herbst), translator("de"))
    spanish = stake_view(stake, _refs(herbst), translator("es"))
    assert german.place_headings == ("1.", "2.", "3.") and spanish.place_headings == ("1.º", "2.º", "3.º")
    assert _lines(german, "Mehmet Yılmaz")[0] == "Sieg: Platz 1, wie auch immer die anderen Partien ausgehen."
    assert _lines(spanish, "Tobias Meißner")[1:] == ["Tablas: Puestos 2–4.", "Pierde: Puestos 3–6."]
    assert "Schätzung" in german.estimate and "estimación" in spanish.estimate


def test_no_section_for_a_finished_round_or_the_engines_provisional_pairing() -> None:
    finished = club_tournament()
    rnd = finished.round(2)
    assert rnd is not None and at_stake(finished, rnd) is None
    two_rounds = club_tournament(rounds=finished.rounds[:2])
    data = [prepare_tournament(two_rounds, compute_standings)]
    site = club_site(tournaments=(two_rounds,), news=())
    page = _next_page(site, data, pairings=BuildSession(Path("."), lasting=False).engine_pairings,
                      scenarios=at_stake)
    assert page.round.provisional and page.stake is None


def test_a_round_paired_in_its_file_gets_the_section_when_planned_with_the_core() -> None:
    tournament = club_tournament()
    data = [prepare_tournament(tournament, compute_standings)]
    site = club_site(tournaments=(tournament,), news=())
    assert _next_page(site, data).stake is None            # the default provider computes nothing
    page = _next_page(site, data, scenarios=at_stake)
    assert page.stake is not None and page.stake.round_number == 3
    assert {row.player.name for row in page.stake.rows} >= {"David Eng"}


@pytest.mark.slow
def test_the_session_searches_the_scenarios_once_while_the_tournament_is_the_same(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    original = stake_module.scenarios

    def counting(tournament: object, paired: object, **options: object) -> object:
        if tournament.slug == "herbst-2026":  # type: ignore[attr-defined]   (the others' rounds are theirs)
            calls.append(paired.number)  # type: ignore[attr-defined]
        return original(tournament, paired, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(stake_module, "scenarios", counting)
    site = copy_example(tmp_path / "site")
    session = BuildSession(site, tmp_path / "out")
    session.build()
    assert calls == [7]
    post = site / "content" / "news" / "2026-10-13-before-the-last-round.md"
    post.write_text(post.read_text(encoding="utf-8").replace("sharp", "sharp, please"), encoding="utf-8")
    session.build()
    assert calls == [7]                                    # a news edit: the same scenarios
    rounds = site / "content" / "herbst-2026" / "rounds" / "07.yml"
    rounds.write_text(rounds.read_text(encoding="utf-8").replace("[Voß, Sommer]", "[Voß, Sommer, 0-1]"),
                      encoding="utf-8")
    session.build()
    assert calls == [7]                                    # a result entered: no section, nothing searched
    assert session.stakes(*_round_7(site)) is None
    round_6 = site / "content" / "herbst-2026" / "rounds" / "06.yml"
    round_6.write_text(round_6.read_text(encoding="utf-8").replace("[Voß, Engel, 0-1]", "[Voß, Engel, ½-½]"),
                       encoding="utf-8")
    rounds.write_text(rounds.read_text(encoding="utf-8").replace("[Voß, Sommer, 0-1]", "[Voß, Sommer]"),
                      encoding="utf-8")
    session.build()
    assert calls == [7, 7]                                 # an earlier round corrected: searched again


def _round_7(site: Path) -> tuple[object, object]:
    tournament, _ = load_tournament(site / "content" / "herbst-2026")
    return tournament, tournament.round(7)


def test_the_section_goes_once_a_result_of_the_round_is_in(herbst: object) -> None:
    """The round page shows results as they come in; the search would run again on each of those saves."""
    paired = paired_round(herbst, 7)  # type: ignore[arg-type]
    first = dataclasses.replace(paired.games[0], result=GameResult.DRAW)
    assert at_stake(herbst, dataclasses.replace(paired, games=(first, *paired.games[1:]))) is None  # type: ignore[arg-type]


def test_the_embed_links_to_the_results_once_the_round_is_played(tmp_path: Path) -> None:
    site = copy_example(tmp_path / "site")
    rounds = site / "content" / "herbst-2026" / "rounds" / "07.yml"
    text = rounds.read_text(encoding="utf-8")
    for line in [line for line in text.splitlines() if line.startswith("  - [")]:
        text = text.replace(line, line[:-1] + ", ½-½]")
    rounds.write_text(text, encoding="utf-8")
    session = BuildSession(site, tmp_path / "out", lasting=False)
    plan = session.plan(session.load())
    post = next(p.content for p in plan.pages if isinstance(p.content, NewsPostContext)
                and p.content.post.slug == "2026-10-13-before-the-last-round")
    embed = next(part for part in post.parts if not isinstance(part, str) and part.kind == "scenarios")
    assert embed.stake is None and "has been played" in embed.note and embed.href.endswith("round/7/")


def test_figures_are_written_as_a_reader_expects() -> None:
    assert (range_text(2, 4), range_text(1, 1), range_text(None, 3)) == ("2–4", "1", "?")
    assert [percent_text(Fraction(n, 1000)) for n in (0, 3, 554, 996, 1000)] == ["–", "<1%", "55%", ">99%", "100%"]


def _refs(tournament: object) -> dict:
    from generator.site.pages.pieces import player_ref
    return {p.start: player_ref(tournament, p) for p in tournament.players}  # type: ignore[attr-defined]


def test_a_tie_break_line_says_who_is_level_and_names_the_tie_break_in_words(herbst: object,
                                                                           stake7: object) -> None:
    """The line a reader could not parse on a phone ("If either Schäfer draws with Meißner, or Schäfer
    does not lose to Meißner and Hoffmann beats Krüger, BH/C1 decides it against Meißner and 3 others, on 7
    other games") says first who Brandt would be level with, then each alternative with its own "if", then the
    tie-break by name and what it depends on; no code needs a legend, in English, German and Spanish."""
    stake = stake7
    assert stake is not None
    english = _lines(stake_view(stake, _refs(herbst), translator("en")), "Konstantin Brandt")[0]
    assert english == ("Win: Second only if Schäfer does not lose to Meißner. Level on points with Meißner and 3 "
                       "others if Schäfer draws with Meißner, or if Schäfer does not lose to Meißner and Hoffmann "
                       "beats Krüger: then Buchholz Cut-1 decides, depending on 7 other games.")
    german = _lines(stake_view(stake, _refs(herbst), translator("de")), "Konstantin Brandt")[0]
    assert "Punktgleich mit Meißner und 3 weiteren, wenn" in german and "oder wenn" in german
    assert "entscheidet Buchholz Streichwert 1" in german and "BH/C1" not in german and "entweder" not in german
    spanish = _lines(stake_view(stake, _refs(herbst), translator("es")), "Konstantin Brandt")[0]
    assert "Empatado a puntos con Meißner y 3 más si" in spanish and "BH/C1" not in spanish


def test_counted_phrases_have_a_singular_and_a_plural() -> None:
    """"1 other game", "and 1 other", "depending on 1 game": each counted phrase is worded in its catalogue's
    singular for one and plural otherwise, in every language."""
    from generator.core.scenarios.statements import Phrase, word
    for language, one, many in (("en", "1 other game", "2 other games"), ("de", "1 weiteren Partie",
                                                                            "2 weiteren Partien"),
                                ("es", "1 partida más", "2 partidas más")):
        words = translator(language)
        assert word(Phrase("scenarios.games", (("n", 1),)), words) == one
        assert word(Phrase("scenarios.games", (("n", 2),)), words) == many
    assert word(Phrase("scenarios.rivals_many", (("first", "Meißner"), ("n", 1))), translator("en")) == \
        "Meißner and 1 other"
