"""A team tie-break's explanation in plain words, line by line (the terminal's; a page words the same `Value`
through the catalogues). The lines of a term are the individual engine's (`generator.core.tiebreaks.text`)."""
from __future__ import annotations

from generator.core.teams.chain import parse_team_code
from generator.core.teams.model import Score
from generator.core.tiebreaks.text import computation, figure, term_label, term_working
from generator.core.tiebreaks.values import Value


def title(value: Value) -> str:
    return f"{parse_team_code(value.code).title} ({value.code})"


def render(value: Value, primary: Score = Score.MP) -> list[str]:
    """The explanation of one team tie-break value as terminal lines."""
    lines = [f"{title(value)}: {value.display}", f"  {parse_team_code(value.code).description(primary)}."]
    for term in value.terms:
        mark = "  [cut] " if term.cut else "  "
        lines.append(f"{mark}{term_label(term)}  →  {figure(value, term)}")
        if working := term_working(value, term):
            lines.append(f"      {working}")
    lines.append(f"  {computation(value)}")
    return lines
