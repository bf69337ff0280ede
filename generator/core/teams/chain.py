"""Team tie-break codes → functions: a registry beside the individual one (docs/rules/teams.md §3).

Apart from `generator.core.tiebreaks.registry` because a team code names a team, not a player, and its figures come
from matches (MP and GP, boards), not from a player's cells; and because the codes differ: `BH:MP` and `BH:GP`
(a score after the colon, as TieBreakServer and TRF-2026 record 202 write it), `EMGSB`, `EDE`, `BC`, … The
explanations are the same `Value`/`Term` objects, worded by keyed messages (`teams/wording.py`).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from generator.core.errors import did_you_mean
from generator.core.teams import tiebreaks as tb
from generator.core.teams.direct import PROCEDURES, direct_encounter
from generator.core.teams.model import Score
from generator.core.teams.phrases import say
from generator.core.teams.tiebreaks import TeamContext
from generator.core.tiebreaks.codes import UnknownTieBreak
from generator.core.tiebreaks.values import Value


@dataclass(frozen=True)
class TeamTieBreak:
    base: str
    compute: Callable[..., Value] | None = None
    cuts: bool = False             # /C1, /C2
    medians: bool = False          # /M1, /M2
    scored: bool = False           # :MP or :GP chooses the score (default: the primary)
    per_group: bool = False        # EDE: a value for a whole tied group
    lower_is_better: bool = False  # BC, TPN
    vector: bool = False           # TBR, BBE: compared figure by figure
    reversible: bool = False       # /R: the reverse order (STD, TPN: C.07 7.7, 7.8 as amended in 2026)


_ESB = MappingProxyType({
    "EMMSB": (Score.MP, Score.MP),
    "EMGSB": (Score.MP, Score.GP),
    "EGMSB": (Score.GP, Score.MP),
    "EGGSB": (Score.GP, Score.GP),
})

TEAM_TIEBREAKS: Mapping[str, TeamTieBreak] = MappingProxyType({t.base: t for t in (
    TeamTieBreak("MP"), TeamTieBreak("GP"), TeamTieBreak("MPVGP"),
    TeamTieBreak("BH", cuts=True, medians=True, scored=True),
    *(TeamTieBreak(code, cuts=True) for code in _ESB),
    *(TeamTieBreak(code, per_group=True) for code in PROCEDURES),
    TeamTieBreak("WIN", tb.matches_won),
    TeamTieBreak("STD", scored=True, reversible=True),
    TeamTieBreak("TPN", tb.pairing_number, lower_is_better=True, reversible=True),
    TeamTieBreak("BC", tb.board_count, lower_is_better=True),
    TeamTieBreak("TBR", tb.top_board_results, vector=True),
    TeamTieBreak("BBE", tb.bottom_board_elimination, vector=True),
    TeamTieBreak("BERLIN", tb.berlin),
    TeamTieBreak("SSSC", tb.schedule_strength),
)})
_ALIASES = MappingProxyType({"BW": "BERLIN", "BERLINER": "BERLIN", "MPGP": "MPVGP", "DEBERLIN": "DEBW"})
# C.07 10 (as amended in 2026: "for Individuals"): a team has no rating of its own (docs/rules/teams.md §3).
_RATING_CODES = ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG")


class NotATeamTieBreak(UnknownTieBreak):
    """A code of the individual tie-breaks that the rule text does not give teams."""
_CODE = re.compile(r"^(?P<base>[A-Z]+)(?::(?P<score>MP|GP))?(?:/(?P<mod>[CM])(?P<k>[12]))?(?P<reverse>/R)?$")


@dataclass(frozen=True)
class TeamCode:
    """A parsed code: 'BH:GP/C1' is Buchholz on game points with one cut."""

    text: str
    base: str
    score: Score | None = None
    low: int = 0
    high: int = 0
    reverse: bool = False

    @property
    def tiebreak(self) -> TeamTieBreak:
        return TEAM_TIEBREAKS[self.base]

    @property
    def title(self) -> str:
        base = say("team.tb.ESB.title", code=self.base) if self.base in _ESB else say(f"team.tb.{self.base}.title")
        if self.reverse:
            return say("team.tb.reverse", title=base)
        if not self.low:
            return base
        return say("team.tb.cut" if not self.high else "team.tb.median", title=base, k=self.low)

    def description(self, primary: Score) -> str:
        words = self._description(primary)
        return say("team.tb.reversed", description=words) if self.reverse else words

    def _description(self, primary: Score) -> str:
        if self.base in _ESB:
            opponent, own = _ESB[self.base]
            return say("team.tb.ESB.description", opponent=say(f"team.score.{opponent.value}"),
                       own=say(f"team.score.{own.value}"))
        if self.base == "BH":
            return say("team.tb.BH.description", score=say(f"team.score.{(self.score or primary).value}"))
        if self.base == "STD":
            return say(f"team.tb.STD.description.{(self.score or primary).value}")
        if self.base == "SSSC":
            return say("team.tb.SSSC.description", factor="F")
        return say(f"team.tb.{self.base}.description")


def all_team_codes() -> tuple[str, ...]:
    out = []
    for t in TEAM_TIEBREAKS.values():
        bases = [f"{t.base}:MP", f"{t.base}:GP"] if t.scored else [t.base]
        for base in bases:
            out.append(base)
            out += [f"{base}/C{k}" for k in (1, 2) if t.cuts]
            out += [f"{base}/M{k}" for k in (1, 2) if t.medians]
            out += [f"{base}/R"] if t.reversible else []
    return tuple(out)


def parse_team_code(text: str) -> TeamCode:
    """'bh:gp/c1' → TeamCode('BH:GP/C1', 'BH', Score.GP, 1); raises UnknownTieBreak with a hint."""
    canonical = text.strip().upper().replace(" ", "").replace("-", "/")
    match = _CODE.match(canonical)
    base = _ALIASES.get(match.group("base"), match.group("base")) if match else None
    if base in _RATING_CODES:
        raise NotATeamTieBreak(text, f"{base} is a rating tie-break, for individuals (C.07 art. 10 as amended in "
                                     "2026); a team has no rating of its own")
    tiebreak = TEAM_TIEBREAKS.get(base) if base else None
    if match is None or tiebreak is None:
        suggestion = did_you_mean(canonical, all_team_codes())
        raise UnknownTieBreak(text, f"did you mean '{suggestion}'?" if suggestion else
                              "team tie-breaks: " + ", ".join(all_team_codes()))
    modifier, k = match.group("mod"), int(match.group("k") or 0)
    if modifier == "C" and not tiebreak.cuts or modifier == "M" and not tiebreak.medians:
        raise UnknownTieBreak(text, f"{tiebreak.base} takes no /{modifier}{k} modifier")
    if match.group("score") and not tiebreak.scored:
        raise UnknownTieBreak(text, f"{tiebreak.base} takes no :{match.group('score')}")
    reverse = bool(match.group("reverse"))
    if reverse and not tiebreak.reversible:
        raise UnknownTieBreak(text, f"{tiebreak.base} takes no /R modifier (only STD and TPN are reversed)")
    score = Score(match.group("score")) if match.group("score") else None
    shown = (tiebreak.base + (f":{score.value}" if score else "") + (f"/{modifier}{k}" if modifier else "")
             + ("/R" if reverse else ""))
    return TeamCode(shown, tiebreak.base, score, k, k if modifier == "M" else 0, reverse)


def parse_team_chain(texts: Iterable[str]) -> tuple[TeamCode, ...]:
    return tuple(parse_team_code(t) for t in texts)


def compute_team(ctx: TeamContext, code: TeamCode, slugs: Sequence[str]) -> dict[str, Value]:
    """The value of one team tie-break for each team (EDE: all of `slugs` as one tied group)."""
    base = code.base
    if base in PROCEDURES:
        return direct_encounter(ctx, slugs, code.text, base)
    if base in ("MP", "GP", "MPVGP"):
        score = {"MP": Score.MP, "GP": Score.GP}.get(base, ctx.primary.other)
        return {s: tb.score_total(ctx, s, code.text, score) for s in slugs}
    if base == "BH":
        return {s: tb.buchholz(ctx, s, code.text, code.score or ctx.primary, code.low, code.high) for s in slugs}
    if base == "STD":
        return {s: tb.standard_points(ctx, s, code.text, code.score or ctx.primary) for s in slugs}
    if base in _ESB:
        opponent, own = _ESB[base]
        return {s: tb.extended_sb(ctx, s, code.text, opponent, own, code.low) for s in slugs}
    fn = code.tiebreak.compute
    assert fn is not None
    return {s: fn(ctx, s, code.text) for s in slugs}


def sort_key(code: TeamCode, value: Value) -> tuple[Fraction, ...]:
    """How a value ranks, higher first: BC's and TPN's lower figure is better; /R reverses the order; TBR and BBE
    compare figure by figure."""
    if code.tiebreak.vector:
        return tuple(t.value for t in value.terms) if value.terms else (value.value or Fraction(0),)
    figure = value.value if value.value is not None else Fraction(-10**9)
    return (-figure,) if code.tiebreak.lower_is_better != code.reverse else (figure,)
