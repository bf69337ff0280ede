"""Chart geometry (generator/site/charts.py) and how the theme draws it as inline SVG on player and standings pages."""
from __future__ import annotations

import re
from fractions import Fraction

from htmlcheck import page_facts
from sitedata import PLAYERS, club_site, club_tournament

from generator.core.model import Player, Start
from generator.core.standings import compute_standings
from generator.loading.config import LoadedSite
from generator.site.charts import (
    CHART_WIDTH,
    MAX_BARS,
    MAX_RANK_TICKS,
    MAX_ROUND_LABELS,
    coordinate,
    rank_frame,
    rank_progression,
    rank_tick_values,
    score_distribution,
    score_levels,
)
from generator.site.pages.data import prepare_tournament
from generator.site.pages.planner import plan_site
from generator.site.render import render_site

F = Fraction
ONE_DECIMAL = re.compile(r"^-?\d+\.\d$")


def ranks(*values: int) -> list[tuple[int, int, str]]:
    return [(k, rank, str(rank)) for k, rank in enumerate(values, start=1)]


# --------------------------------------------------------------------------- rank progression


def test_rank_one_is_drawn_at_the_top_and_the_last_rank_at_the_bottom() -> None:
    """First place sits on the plot's top edge, the field's last place on its bottom edge (SVG y grows down)."""
    chart = rank_progression(ranks(1, 24), field_size=24)
    assert chart is not None
    first, last = chart.points
    assert first.y == chart.top and last.y == chart.bottom


def test_one_point_per_finished_round_left_to_right() -> None:
    """n finished rounds give n points, in round order, each further right; the polyline joins them in order."""
    chart = rank_progression(ranks(5, 3, 3, 1, 2), field_size=10, last_round=7)
    assert chart is not None
    assert [p.round for p in chart.points] == [1, 2, 3, 4, 5]
    xs = [float(p.x) for p in chart.points]
    assert xs == sorted(xs) and len(set(xs)) == 5
    assert chart.polyline == " ".join(f"{p.x},{p.y}" for p in chart.points)


def test_a_better_rank_is_drawn_higher() -> None:
    """Climbing from 5th to 3rd moves the point up; a repeated rank keeps its height."""
    chart = rank_progression(ranks(5, 3, 3), field_size=10)
    assert chart is not None
    y5, y3a, y3b = (float(p.y) for p in chart.points)
    assert y3a < y5 and y3a == y3b


def test_the_round_axis_spans_the_planned_rounds() -> None:
    """After 2 of 7 planned rounds the points sit on the left, and the axis is labelled 1 to 7 to the right edge."""
    chart = rank_progression(ranks(4, 2), field_size=8, last_round=7)
    assert chart is not None
    assert [t.label for t in chart.round_ticks] == [str(r) for r in range(1, 8)]
    assert chart.round_ticks[0].position == chart.left and chart.round_ticks[-1].position == chart.right
    assert float(chart.points[-1].x) < (float(chart.left) + float(chart.right)) / 2


def test_a_single_round_or_a_single_player_does_not_divide_by_zero() -> None:
    """One round: the point is centred; a field of one: it is at the top."""
    chart = rank_progression(ranks(1), field_size=1, last_round=1)
    assert chart is not None
    assert chart.points[0].x == coordinate(float(chart.left) / 2 + float(chart.right) / 2)
    assert chart.points[0].y == chart.top


def test_no_finished_round_draws_no_chart() -> None:
    """Before the first result there is nothing to draw."""
    assert rank_progression([], field_size=12, last_round=7) is None


def test_shared_ranks_keep_their_label_and_sit_at_their_first_rank() -> None:
    """A player sharing places 3–5 is drawn at 3 and described as '3–5'."""
    chart = rank_progression([(1, 3, "3–5")], field_size=9)
    assert chart is not None and chart.points[0].label == "3–5"
    assert chart.points[0].y == rank_progression(ranks(3), field_size=9).points[0].y  # type: ignore[union-attr]


def test_rank_axis_labels_first_and_last_place_and_a_few_round_numbers() -> None:
    """Ticks: 1, the field size, and 1-2-5 spaced values between, never more than a handful."""
    assert rank_tick_values(24) == (1, 5, 10, 15, 20, 24)
    assert rank_tick_values(7) == (1, 2, 4, 6, 7)
    assert rank_tick_values(1) == (1,)
    for field_size in (2, 3, 9, 11, 50, 99, 101, 250, 1000):
        ticks = rank_tick_values(field_size)
        assert ticks[0] == 1 and ticks[-1] == field_size and list(ticks) == sorted(set(ticks))
        assert len(ticks) <= MAX_RANK_TICKS + 2


def test_many_rounds_get_every_other_round_labelled() -> None:
    """With more rounds than fit, every second round is labelled, starting with round 1."""
    rounds = MAX_ROUND_LABELS + 3
    chart = rank_progression(ranks(*([1] * rounds)), field_size=4)
    assert chart is not None
    assert [t.label for t in chart.round_ticks] == [str(r) for r in range(1, rounds + 1, 2)]


def test_coordinates_are_written_with_one_fixed_decimal_inside_the_view_box() -> None:
    """Byte-identical builds: every coordinate has exactly one decimal, and lies within the chart."""
    chart = rank_progression(ranks(7, 1, 13, 2), field_size=13, last_round=9)
    assert chart is not None
    numbers = [v for p in chart.points for v in (p.x, p.y)] + [t.position for t in chart.round_ticks]
    assert all(ONE_DECIMAL.match(v) for v in numbers)
    assert all(0 <= float(p.x) <= chart.width and 0 <= float(p.y) <= chart.height for p in chart.points)
    assert coordinate(-0.01) == "0.0" and coordinate(2 / 3) == "0.7"


def test_the_frame_a_tournament_keeps_draws_each_players_chart_as_it_is_drawn_alone() -> None:
    """The player pages share one frame (ticks, where each round goes) for their field: a chart drawn in it is the
    chart drawn alone; a frame of another field or other rounds is not taken."""
    for field_size, planned in ((1, 1), (9, 5), (13, 9), (1000, 11), (4, MAX_ROUND_LABELS + 3)):
        frame = rank_frame(field_size, planned)
        for played in range(1, planned + 1):
            own = ranks(*[(field_size * k // 3) % field_size + 1 for k in range(played)])
            alone = rank_progression(own, field_size, planned)
            assert rank_progression(own, field_size, planned, frame) == alone
            assert rank_progression(own, field_size, planned, rank_frame(field_size + 1, planned)) == alone
            assert rank_progression(own, field_size, planned, rank_frame(field_size, planned + 1)) == alone


# --------------------------------------------------------------------------- score distribution


def test_one_bar_per_half_point_from_the_top_score_down_to_zero() -> None:
    """Scores 2, 1½, 1½, 1, ½, ½, ½ (the hand-made club after round 2): bars 2, 1½, 1, ½, 0 with 1, 2, 1, 3, 0."""
    chart = score_distribution([F(2), F(3, 2), F(3, 2), F(1), F(1, 2), F(1, 2), F(1, 2)])
    assert chart is not None
    assert [(b.score, b.players) for b in chart.bars] == [(2, 1), (F(3, 2), 2), (1, 1), (F(1, 2), 3), (0, 0)]
    assert chart.players == 7


def test_bar_length_is_proportional_to_the_number_of_players() -> None:
    """The most common score has the longest bar; twice the players, twice the length; no players, no length."""
    chart = score_distribution([F(1), F(1), F(1), F(1), F(0), F(0), F(3)])
    assert chart is not None
    length = {b.score: float(b.length) for b in chart.bars}
    assert length[1] == max(length.values()) and length[2] == 0.0
    assert abs(length[0] - length[1] / 2) <= 0.1
    assert float(chart.bar_x) + length[1] < chart.width


def test_bars_are_stacked_top_score_first_without_overlapping() -> None:
    """Each bar lies below the one before, and all within the chart's height."""
    chart = score_distribution([F(k, 2) for k in range(0, 15)])
    assert chart is not None
    tops = [float(b.y) for b in chart.bars]
    assert tops == sorted(tops)
    assert all(b - a >= float(chart.thickness) for a, b in zip(tops, tops[1:]))
    assert tops[-1] + float(chart.thickness) <= chart.height
    assert chart.bars[0].score == 7


def test_whole_point_scoring_steps_by_whole_points() -> None:
    """With 3-1-0 scoring (no half points anywhere) the levels are 6, 5, ..., 0, not halves."""
    assert score_levels([F(6), F(3), F(1), F(0)]) == tuple(F(k) for k in range(6, -1, -1))
    assert score_levels([F(0)]) == (F(0),)


def test_too_many_levels_show_only_the_scores_someone_has() -> None:
    """Quarter points up to a large total would make more than MAX_BARS bars: only present scores are drawn."""
    present = [F(1, 4), F(MAX_BARS), F(0)]
    assert score_levels(present) == (F(MAX_BARS), F(1, 4), F(0))


def test_an_empty_field_draws_no_chart() -> None:
    """No players, nothing to draw."""
    assert score_distribution([]) is None


# --------------------------------------------------------------------------- drawn by the theme


def rendered(site: LoadedSite | None = None) -> dict[str, bytes]:
    site = site or club_site()
    data = [prepare_tournament(t, compute_standings) for t in site.tournaments]
    plan = plan_site(site, data)
    return render_site(plan.pages, site.root, site.config, plan.menu)


def svg_of(html: str) -> str:
    match = re.search(r"<svg.*?</svg>", html, re.DOTALL)
    assert match, "no inline SVG on the page"
    return match.group(0)


def test_player_page_draws_the_rank_after_each_round_as_an_accessible_image() -> None:
    """Player 1 (club site): 1–3 after round 1, 2–3 after round 2; the SVG is an image named by its title and
    described in words, drawn in currentColor, with no script."""
    html = rendered()["tournament/club-2026/player/1/index.html"].decode()
    svg = svg_of(html)
    assert 'role="img"' in svg and 'aria-labelledby="rank-chart-title rank-chart-desc"' in svg
    assert re.search(r'<title id="rank-chart-title">[^<]*Anna Berg', svg)
    assert "After round 1: rank 1–3 of 7; After round 2: rank 2–3 of 7." in svg
    assert svg.count("<circle") == 2 and "currentColor" in svg and "<script" not in html
    assert CHART_WIDTH == int(re.search(r'viewBox="0 0 (\d+)', svg).group(1))  # type: ignore[union-attr]


def test_standings_page_draws_how_many_players_are_on_each_score() -> None:
    """Standings after round 2: five score rows (2 down to 0), four bars (nobody on 0), counts as text."""
    html = rendered()["tournament/club-2026/standings/2/index.html"].decode()
    svg = svg_of(html)
    assert svg.count("<rect") == 4
    assert "2 points: 1 player; 1½ points: 2 players; 1 point: 1 player; ½ points: 3 players." in svg
    assert page_facts(html).duplicate_ids == set()


def test_chart_text_is_escaped() -> None:
    """A player name with markup characters appears escaped inside the SVG title, never as markup."""
    players = (Player(Start(1), "<b>Anna</b> & Co", 2100),) + PLAYERS[1:]
    html = rendered(club_site(tournaments=(club_tournament(players=players),)))[
        "tournament/club-2026/player/1/index.html"].decode()
    assert "&lt;b&gt;Anna&lt;/b&gt; &amp; Co" in svg_of(html) and "<b>Anna" not in html
