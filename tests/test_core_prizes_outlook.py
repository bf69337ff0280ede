"""Before the last round (generator/core/prizes/outlook.py): every bound is checked against the prizes each
completion of the round really gives (the standings worked out and the allocation run, completion by completion),
and the example Swiss's statements are pinned where they can be worked by hand."""
from __future__ import annotations

import itertools
import random
from dataclasses import replace
from pathlib import Path

import pytest

from generator.core.model import Game, GameResult, PairingSystem, Player, Round, RuleSet, Start, Tournament
from generator.core.prizes.allocation import allocate
from generator.core.prizes.fund import AgeLimit, Category, Prize, PrizeFund
from generator.core.prizes.outlook import outlook
from generator.core.scenarios.statements import word
from generator.core.standings import compute_standings
from generator.i18n.catalogues import translator
from generator.loading.load import load_tournament

EXAMPLE = Path(__file__).resolve().parent.parent / "content" / "herbst-2026"
RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)
SCORE = {GameResult.WHITE_WINS: (1.0, 0.0), GameResult.DRAW: (0.5, 0.5), GameResult.BLACK_WINS: (0.0, 1.0)}


def euros(*amounts: int) -> tuple[Prize, ...]:
    return tuple(Prize(cents=a * 100) for a in amounts)


def small_swiss(seed: int, players: int = 8, rounds: int = 4) -> Tournament:
    """Rounds paired by score (no repeats where the greedy pass can avoid them) and played at random; the last one
    paired, its results pending; women, juniors and seniors among the players; a fund with prizes in each."""
    rng = random.Random(seed)
    field = tuple(Player(Start(i), f"P{i}", 2200 - 50 * i, sex=rng.choice("mmf"), birth=str(rng.choice(
        (1950, 1980, 2010, 2012)))) for i in range(1, players + 1))
    scores = {p.start: 0.0 for p in field}
    met: set[frozenset[Start]] = set()
    made = []
    for number in range(1, rounds + 1):
        pool = sorted(scores, key=lambda s: (-scores[s], s))
        games = []
        while pool:
            first = pool.pop(0)
            partner = next((s for s in pool if frozenset((first, s)) not in met), pool[0])
            pool.remove(partner)
            met.add(frozenset((first, partner)))
            result = GameResult.PENDING if number == rounds else rng.choice(RESULTS)
            games.append(Game(first, partner, result, board=len(games) + 1))
            if result is not GameResult.PENDING:
                scores[first] += SCORE[result][0]
                scores[partner] += SCORE[result][1]
        made.append(Round(number, tuple(games)))
    fund = PrizeFund(categories=(Category("Women", "Best woman", sex="f"),
                                 Category("U18", "Best U18", age=AgeLimit(under=18)),
                                 Category("Seniors", "Best senior", age=AgeLimit(over=65))),
                     main=euros(100, 60, 40), prizes=(("Women", euros(45)), ("U18", euros(30, 10)),
                                                       ("Seniors", euros(25))), age_year=2026, currency="€")
    return Tournament("t", "T", field, tuple(made), planned_rounds=rounds, tiebreaks=("BH", "SB"),
                      rules=RuleSet.FIDE_2026, pairing=PairingSystem.DUTCH, prize_fund=fund)


def worth_in_each_completion(tournament: Tournament) -> list[tuple[dict[int, GameResult], dict[Start, int]]]:
    """Every completion of the last round, with what each player's prizes are worth in it."""
    last = tournament.rounds[-1]
    fund = tournament.prize_fund
    assert fund is not None
    out = []
    for results in itertools.product(RESULTS, repeat=len(last.games)):
        played = replace(last, games=tuple(replace(g, result=r) for g, r in zip(last.games, results)))
        done = replace(tournament, rounds=tournament.rounds[:-1] + (played,))
        allocation = allocate(done, compute_standings(done, done.planned_rounds), fund)
        worth = {p.start: sum(a.worth for a in allocation.of(p.start)) for p in tournament.players}
        out.append(({g.board: r for g, r in zip(last.games, results)}, worth))
    return out


def own(game: Game, start: Start, result: GameResult) -> str:
    if result is GameResult.DRAW:
        return "draw"
    won = (result is GameResult.WHITE_WINS) == (game.white == start)
    return "win" if won else "loss"


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_bound_holds_in_every_completion(seed: int) -> None:
    """Sure: every completion gives at least it. Within reach: some completion gives at least it. At most: none
    gives more; no prize at all: none gives any."""
    tournament = small_swiss(seed)
    found = outlook(tournament, tournament.rounds[-1])
    assert found is not None and found.complete
    completions = worth_in_each_completion(tournament)
    checked = 0
    for contender in found.contenders:
        game = next(g for g in tournament.rounds[-1].games if contender.start in g.players())
        for prospect in contender.prospects:
            got = [worth[contender.start] for results, worth in completions
                   if own(game, contender.start, results[game.board]) == prospect.result]
            if prospect.sure is not None:
                assert min(got) >= prospect.sure.prize.worth, (contender.name, prospect)
            if prospect.reach is not None:
                assert max(got) >= prospect.reach.prize.worth, (contender.name, prospect)
            assert max(got) <= (prospect.most.prize.worth if prospect.most is not None else 0), (contender.name,
                                                                                                  prospect)
            checked += 1
    winners = {s for _, worth in completions for s, w in worth.items() if w}
    assert winners <= {c.start for c in found.contenders}      # nobody left out who can win something
    assert checked


def test_no_outlook_before_any_round_but_the_last_or_without_prizes():
    tournament = small_swiss(1)
    assert outlook(replace(tournament, planned_rounds=5), tournament.rounds[-1]) is None
    assert outlook(replace(tournament, prize_fund=None), tournament.rounds[-1]) is None


def test_the_example_before_its_last_round():
    """Yılmaz has 5½, nobody else more than 4½: with a win or a draw he is first whatever happens (300 €). With a
    win Meißner has 5½: first only if Yılmaz loses (a draw gives Yılmaz 6)."""
    tournament, _ = load_tournament(EXAMPLE)
    paired = tournament.round(7)
    assert paired is not None
    found = outlook(tournament, paired)
    assert found is not None and found.shared
    en = translator("en")
    said = {c.name: {p.result: " ".join(word(line, en) for line in p.lines) for p in c.prospects}
            for c in found.contenders}
    assert said["Mehmet Yılmaz"]["win"] == said["Mehmet Yılmaz"]["draw"] == "Sure of 1st prize (300\u00a0€)."
    assert said["Tobias Meißner"]["win"] == ("Sure of a prize of at least 200\u00a0€. 1st prize (300\u00a0€) only if "
                                             "Yılmaz loses to Hartmann.")
    within = [c.name for c in found.contenders if c.within_reach]
    assert within[:3] == ["Mehmet Yılmaz", "Tobias Meißner", "Konstantin Brandt"]
    assert "Henrik Voß" not in within
