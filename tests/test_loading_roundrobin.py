"""A round robin's tournament.yml keys and its round files read against the schedule.

The schedules used, from the Berger tables (C.05 Annex 1, tables 5/6) with the starting order as pairing numbers:
six players: R1 1-6 2-5 3-4 · R2 6-4 5-3 1-2 · R3 2-6 3-1 4-5 · R4 6-5 1-4 2-3 · R5 3-6 4-2 5-1;
five players (6 the dummy): R1 free 1, 2-5 3-4 · R2 free 4, 5-3 1-2 · R3 free 2, 3-1 4-5 · R4 free 5, 1-4 2-3 ·
R5 free 3, 4-2 5-1.
"""
from __future__ import annotations

from fractions import Fraction

from contentfiles import PLAYERS, errors_of, make_site, only_error, round_file, warnings_of

from generator.core.model import ByeKind, GameResult, Start, WithdrawalRule
from generator.core.scoring import pending_games, scorecards
from generator.loading.load import load_site

ROUND_ROBIN = PLAYERS.replace("rounds: 5\n", "pairing: round-robin\n")
FIVE = ROUND_ROBIN.replace("  - {no: 6, name: Luca Engel}\n", "")
SIX_ROUNDS = ["[1, 6, 1-0]", "[2, 5, ½-½]", "[3, 4, 0-1]"], ["[6, 4, 0-1]", "[5, 3, 1-0]", "[1, 2, ½-½]"], \
    ["[2, 6, 1-0]", "[3, 1, 0-1]", "[4, 5, ½-½]"], ["[6, 5, 0-1]", "[1, 4, 1-0]", "[2, 3, 1-0]"], \
    ["[3, 6, 1-0]", "[4, 2, 0-1]", "[5, 1, 0-1]"]


def rounds(*boards: list[str] | tuple[str, ...]) -> dict[str, str]:
    return {f"content/open/rounds/{n:02d}.yml": round_file(*b) for n, b in enumerate(boards, start=1)}


def tournament_of(root):
    return load_site(root).tournaments[0]


# --- tournament.yml -------------------------------------------------------------------------------------------

def test_two_cycles_double_the_rounds(tmp_path):
    """`cycles: 2`: 6 players play 10 rounds, each pair twice."""
    t = tournament_of(make_site(tmp_path, {}, ROUND_ROBIN + "cycles: 2\n"))
    assert (t.cycles, t.planned_rounds) == (2, 10)


def test_rounds_must_be_the_cycles(tmp_path):
    """A round robin's rounds follow from its players and cycles; another number is an error with a hint."""
    root = make_site(tmp_path, {}, ROUND_ROBIN + "rounds: 7\n")
    error = only_error(root)
    assert error.message == "a round robin of 6 players over one cycle has 5 rounds, not 7"
    assert "leave 'rounds' out" in error.hint


def test_pairing_numbers_given_per_player(tmp_path):
    """`pairing_number:` on every player, as after a drawing of lots."""
    text = ROUND_ROBIN
    for start, number in ((1, 4), (2, 1), (3, 6), (4, 2), (5, 3), (6, 5)):
        text = text.replace(f"{{no: {start}, ", f"{{no: {start}, pairing_number: {number}, ")
    t = tournament_of(make_site(tmp_path, {}, text))
    assert dict(t.pairing_numbers) == {1: 4, 2: 1, 3: 6, 4: 2, 5: 3, 6: 5}


def test_a_pairing_number_for_some_players_only(tmp_path):
    root = make_site(tmp_path, {}, ROUND_ROBIN.replace("{no: 1, ", "{no: 1, pairing_number: 1, "))
    errors = errors_of(root)
    assert len(errors) == 5
    assert errors[0] == ("content/open/tournament.yml:5:5", "Anna Weiß has no 'pairing_number', but other players "
                                                            "have one")


def test_varma_numbers_with_each_players_federation(tmp_path):
    """`pairing_numbers: varma` numbers 10 players by C.05 Annex 2 (9/10 table), a federation in one group."""
    players = "".join(f"  - {{no: {i}, name: Player {chr(64 + i)}, fed: {fed}}}\n"
                      for i, fed in enumerate("GER FRA GER NED ESP GER FRA ITA SUI POL".split(), start=1))
    text = f"name: Club\npairing: round-robin\npairing_numbers: varma\nplayers:\n{players}"
    t = tournament_of(make_site(tmp_path, {}, text))
    assert [t.pairing_numbers[Start(i)] for i in range(1, 11)] == [3, 1, 4, 5, 2, 8, 6, 10, 9, 7]


def test_varma_needs_the_federations(tmp_path):
    text = "name: Club\npairing: round-robin\npairing_numbers: varma\nplayers: [" + \
           ", ".join(f"P{i} X" for i in range(1, 11)) + "]\n"
    error = only_error(make_site(tmp_path, {}, text))
    assert error.message == "the Varma tables need every player's federation; P1 X has none"


def test_withdrawal_rule(tmp_path):
    t = tournament_of(make_site(tmp_path, {}, ROUND_ROBIN + "withdrawal: keep\n"))
    assert t.withdrawal is WithdrawalRule.KEEP


def test_round_robin_keys_in_a_swiss_are_errors(tmp_path):
    """`cycles`, `withdrawal`, `pairing_numbers` and `pairing_number` mean nothing in a Swiss: located errors."""
    text = PLAYERS.replace("{no: 1, ", "{no: 1, pairing_number: 1, ") + "cycles: 2\nwithdrawal: keep\n"
    errors = errors_of(make_site(tmp_path, {}, text))
    assert sorted(m for _, m in errors) == [
        "'cycles' is for round robins, but this tournament is paired by 'burstein'",
        "'pairing_number' is for round robins, but this tournament is paired by 'burstein'",
        "'withdrawal' is for round robins, but this tournament is paired by 'burstein'"]


# --- round files against the schedule -----------------------------------------------------------------------

def test_rounds_as_scheduled_give_no_warning(tmp_path):
    assert warnings_of(make_site(tmp_path, rounds(*SIX_ROUNDS), ROUND_ROBIN)) == []


def test_a_board_off_the_schedule_is_a_warning_naming_round_and_board(tmp_path):
    """Round 2 with 5 v 1 and 3 v 2 instead of 5 v 3 and 1 v 2: warnings, not errors, since the arbiter may change
    the schedule; a board with the colours turned round says so."""
    second = ["[6, 4, 0-1]", "[5, 1, 1-0]", "[3, 2, ½-½]"]
    third = ["[6, 2, 0-1]", "[3, 1, 0-1]", "[4, 5, ½-½]"]
    warnings = warnings_of(make_site(tmp_path, rounds(SIX_ROUNDS[0], second, third), ROUND_ROBIN))
    assert [m for _, m in warnings] == [
        "round 2, board 2: Clara Dörr (no. 5) – Konstantin Brandt (no. 1) is not a game of the schedule (the "
        "Berger table pairs Clara Dörr (no. 5) with Tobias Meißner (no. 3))",
        "round 2, board 3: Tobias Meißner (no. 3) – Anna Weiß (no. 2) is not a game of the schedule (the Berger "
        "table pairs Tobias Meißner (no. 3) with Clara Dörr (no. 5))",
        "round 3, board 1: colours reversed from the schedule, where Anna Weiß (no. 2) has White against Luca "
        "Engel (no. 6)"]
    assert [w for w, _ in warnings] == ["content/open/rounds/02.yml:3:5", "content/open/rounds/02.yml:4:5",
                                        "content/open/rounds/03.yml:2:5"]


def test_rounds_swapped_whole_are_one_warning(tmp_path):
    """Round 2 plays the schedule's round 4 and round 4 its round 2: one warning each, and no error."""
    files = rounds(SIX_ROUNDS[0], SIX_ROUNDS[3], SIX_ROUNDS[2], SIX_ROUNDS[1])
    assert [m for _, m in warnings_of(make_site(tmp_path, files, ROUND_ROBIN))] == [
        "round 2 plays the games of round 4 of the schedule (Berger table round 4)",
        "round 4 plays the games of round 2 of the schedule (Berger table round 2)"]


def test_the_free_round_comes_from_the_schedule(tmp_path):
    """Five players: whoever has the free round by the schedule gets it without a word in the round file, worth
    the free-round points (0 by default, as C.05 Annex 1 gives none), and is not reported absent."""
    root = make_site(tmp_path, rounds(["[2, 5, 1-0]", "[3, 4, 0-1]"], ["[5, 3, ½-½]", "[1, 2, 1-0]"]), FIVE)
    t = load_site(root).tournaments[0]
    assert [[(b.player, b.kind) for b in r.byes] for r in t.rounds] == [[(1, ByeKind.FREE)], [(4, ByeKind.FREE)]]
    assert load_site(root).warnings == ()
    assert [c.points for c in scorecards(t)[Start(1)].cells] == [Fraction(0), Fraction(1)]


def test_a_free_round_given_to_the_wrong_player_is_an_error(tmp_path):
    files = {"content/open/rounds/01.yml": round_file("[2, 5, 1-0]", extra="byes:\n  free: 3\n")}
    error = only_error(make_site(tmp_path, files, FIVE))
    assert (str(error.location), error.message) == (
        "content/open/rounds/01.yml:4:9", "Tobias Meißner (no. 3) has no free round in round 1 by the schedule: "
                                          "Konstantin Brandt (no. 1) has it")


def test_the_free_round_is_no_key_of_a_swiss(tmp_path):
    files = {"content/open/rounds/01.yml": round_file("[1, 2, 1-0]", "[3, 4, 1-0]", "[5, 6, 1-0]",
                                                      extra="byes:\n  free: 1\n")}
    assert only_error(make_site(tmp_path, files)).message.startswith("'free' is the free round of a round robin")


def test_a_pair_twice_in_a_single_round_robin_is_an_error(tmp_path):
    """Even a forfeited game was the pair's one game of the cycle."""
    second = ["[6, 4, 0-1]", "[5, 3, 1-0]", "[2, 1, ½-½]"]
    first = ["[1, 6, 1-0]", "[2, 5, ½-½]", "[3, 4, 0-1]"]
    third = ["[2, 6, 1-0]", "[3, 1, 0-1]", "[5, 4, +-]"]
    fourth = ["[6, 5, 0-1]", "[1, 4, 1-0]", "[2, 3, 1-0]"]
    fifth = ["[3, 6, 1-0]", "[4, 2, 0-1]", "[4, 5, 0-1]"]
    errors = errors_of(make_site(tmp_path, rounds(first, second, third, fourth, fifth), ROUND_ROBIN))
    assert errors == [("content/open/rounds/05.yml:4:6", "Jonas Weiß (no. 4) is already on board 2 in round 5")]
    root = make_site(tmp_path, rounds(first, second, third, fourth, ["[3, 6, 1-0]", "[5, 4, 0-1]", "[2, 1, 1-0]"]),
                     ROUND_ROBIN)
    assert [m for _, m in errors_of(root)] == [
        "Clara Dörr (no. 5) and Jonas Weiß (no. 4) already played each other in round 3",
        "Anna Weiß (no. 2) and Konstantin Brandt (no. 1) already played each other in round 2"]


# --- withdrawals and postponed games ------------------------------------------------------------------------

def test_a_withdrawn_players_games_are_forfeits(tmp_path):
    """Luca Engel withdraws from round 3: his board left empty in round 3 and left out in round 4 are forfeits
    won by his scheduled opponents (2, then 5), with the scheduled colours."""
    files = rounds(SIX_ROUNDS[0], SIX_ROUNDS[1], ["[2, 6]", "[3, 1, 0-1]", "[4, 5, ½-½]"],
                   ["[1, 4, 1-0]", "[2, 3, 1-0]"])
    t = tournament_of(make_site(tmp_path, files, ROUND_ROBIN + "withdrawn: {Engel: 3}\n"))
    third, fourth = t.round(3), t.round(4)
    assert (third.games[0].players(), third.games[0].result) == ((2, 6), GameResult.WHITE_WINS_FORFEIT)
    assert [(g.players(), g.result) for g in fourth.games if 6 in g.players()] == [((6, 5),
                                                                                    GameResult.BLACK_WINS_FORFEIT)]


def test_a_withdrawn_player_with_a_result_played_is_an_error(tmp_path):
    files = rounds(SIX_ROUNDS[0], SIX_ROUNDS[1], SIX_ROUNDS[2])
    error = only_error(make_site(tmp_path, files, ROUND_ROBIN + "withdrawn: {Engel: 3}\n"))
    assert str(error.location) == "content/open/rounds/03.yml:2:5"
    assert error.message == "Luca Engel (no. 6) withdrew from round 3 on, but has the result 1-0 on board 1 in round 3"


def test_a_postponed_game_leaves_the_round_finished_and_pending(tmp_path):
    """Round 3's board 2 postponed while rounds 4 and 5 are played: no warning (a round robin's postponed game
    is normal), the tournament counts as after round 5, and the pending game is the one listed."""
    third = ["[2, 6, 1-0]", "[3, 1]", "[4, 5, ½-½]"]
    root = make_site(tmp_path, rounds(SIX_ROUNDS[0], SIX_ROUNDS[1], third, SIX_ROUNDS[3], SIX_ROUNDS[4]),
                     ROUND_ROBIN)
    assert warnings_of(root) == []
    t = tournament_of(root)
    assert t.rounds_completed == 5
    assert [(g.round, g.board, g.white, g.black) for g in pending_games(t)] == [(3, 2, 3, 1)]


def test_a_federation_the_varma_groups_cannot_hold_is_a_warning(tmp_path):
    """Four players of GER among ten: no group holds them; numbered all the same, with a warning and a hint."""
    players = "".join(f"  - {{no: {i}, name: Player {chr(64 + i)}, fed: {fed}}}\n"
                      for i, fed in enumerate("GER GER GER GER FRA ESP ITA NED POL SUI".split(), start=1))
    root = make_site(tmp_path, {}, f"name: Club\npairing: round-robin\npairing_numbers: varma\nplayers:\n{players}")
    assert warnings_of(root) == [("content/open/tournament.yml:3:18", "the 4 players of GER fit no Varma group for "
                                  "10 players (the largest left holds 3 numbers): some of them may meet in the last "
                                  "three rounds")]
    assert sorted(tournament_of(root).pairing_numbers.values()) == list(range(1, 11))
