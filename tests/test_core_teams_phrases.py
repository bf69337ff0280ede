"""generator/core/teams/phrases.py: every sentence the team tie-breaks say has English, every call passes what its
sentence needs, and the reasons name the article they apply (a miss would show only with that rare round)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from wordingcheck import placeholders, problems, say_calls

import generator.core.teams
from generator.core.teams.chain import TEAM_TIEBREAKS
from generator.core.teams.model import Score
from generator.core.teams.phrases import WORDING
from generator.core.teams.scoring import Outcome

PACKAGE = Path(generator.core.teams.__file__).parent
KEY = re.compile(r"team\.[a-z]+\.[A-Za-z_+\-]+(\.[a-z]+)?")


def test_every_key_the_team_tie_breaks_say_has_english_and_gets_its_parameters() -> None:
    assert len(list(say_calls(PACKAGE))) > 15
    assert problems(PACKAGE, WORDING.english) == []


def test_every_key_chosen_before_it_is_said_has_english() -> None:
    """Keys held in a variable first (the cap of 2026, the cut of a VUR, a step lower-is-better) are read from
    the source as the string constants that look like a key."""
    found = {node.value for path in sorted(PACKAGE.glob("*.py")) if path.name != "wording.py"
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY.fullmatch(node.value)}
    assert {"team.explain.cap_forfeit", "team.explain.cap_bye", "team.explain.cut_voluntary"} <= found
    assert sorted(found - set(WORDING.english)) == []


def test_every_outcome_score_and_tie_break_has_its_words() -> None:
    """The keys made from a name (team.outcome.+F, team.score.GP, team.tb.BERLIN.title …): one for each
    outcome, each score and each tie-break (the four extended Sonneborn-Berger share one; standard points are
    described on each score)."""
    english = WORDING.english
    assert [o for o in Outcome if f"team.outcome.{o.value}" not in english] == []
    assert [s for s in Score if f"team.score.{s.value}" not in english] == []
    named = [base for base in TEAM_TIEBREAKS if not base.endswith("SB")]
    def keys(base: str) -> set[str]:
        described = {f"team.tb.{base}.description.{s.value}" for s in Score} if base == "STD" else \
            {f"team.tb.{base}.description"}
        return {f"team.tb.{base}.title"} | described
    assert [b for b in named if keys(b) - set(english)] == []
    assert {"team.tb.ESB.title", "team.tb.ESB.description"} <= set(english)


def test_the_unplayed_round_reasons_name_their_article() -> None:
    """The explanations cite the rule they apply (C.07 15.2, 16.3, 16.4 and its 2026 cap, 16.5), so a reader can
    look it up (docs/rules/teams.md)."""
    english = WORDING.english
    assert "C.07 15.2" in english["team.explain.forfeit_counts"]
    assert "C.07 16.3" in english["team.explain.adjusted"]
    assert "C.07 16.4" in english["team.explain.dummy"]
    assert all("C.07 16.4, 2026" in english[k] for k in ("team.explain.cap_forfeit", "team.explain.cap_bye"))
    assert "C.07 16.5" in english["team.explain.cut_voluntary"]
    assert placeholders(english["team.explain.cap_bye"]) == {"score", "draw", "rounds", "cap"}
