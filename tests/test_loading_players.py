"""Players named in round files: by starting number, full name or surname, with suggestions."""
from __future__ import annotations

from contentfiles import make_site, only_error, round_file
from hypothesis import given
from hypothesis import strategies as st

from generator.core.errors import Location
from generator.core.model import Player, Start
from generator.loading.load import load_site
from generator.loading.players import PlayerIndex, fold_name

# --- players in round files -----------------------------------------------------------------------------


def test_unknown_starting_number(tmp_path):
    """A starting number that no player has is an error naming the range."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[1, 25, 1-0]")}))
    assert (problem.message, problem.hint) == ("there is no player no. 25",
                                               "starting numbers in tournament.yml run from 1 to 6")


def test_names_match_whatever_the_case_and_spelling_of_sharp_s(tmp_path):
    """Names compare case-insensitively, with ß = ss and ü = ue."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[MEISSNER, brandt, 1-0]", "[anna weiss, JONAS WEISS, 1-0]", "[Doerr, Luca Engel, 1-0]")})
    games = load_site(root).tournaments[0].rounds[0].games
    assert [(g.white, g.black) for g in games] == [(3, 1), (2, 4), (5, 6)]


def test_unique_surname_and_full_name_in_either_order(tmp_path):
    """'Dörr', 'Clara Dörr' and 'Dörr, Clara' all mean player no. 5."""
    root = make_site(tmp_path, {
        "content/open/rounds/01.yml": round_file("[Dörr, 1, 1-0]", "[2, 3, 1-0]", "[4, 6, 1-0]"),
        "content/open/rounds/02.yml": round_file('["Dörr, Clara", 2, 1-0]', "[1, 4, 1-0]", "[3, 6, 1-0]"),
        "content/open/rounds/03.yml": round_file("[Clara Dörr, 3, 1-0]", "[1, 6, 1-0]", "[2, 4, 1-0]")})
    assert [r.games[0].white for r in load_site(root).tournaments[0].rounds] == [5, 5, 5]


def test_player_cannot_play_themselves(tmp_path):
    """The same player on both sides of a board is an error."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[Dörr, 5, 1-0]")}))
    assert problem.message == "Clara Dörr (no. 5) cannot play against themselves"


def test_player_with_a_board_and_a_bye_in_one_round(tmp_path):
    """A player has one board or one bye per round; the second mention is the error."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  half: [5, 6]\n  zero: Brandt\n")})
    problem = only_error(root)
    assert problem.message == "Konstantin Brandt (no. 1) is already on board 1 in round 1"
    assert problem.location == Location("content/open/rounds/01.yml", 6, 9)


def test_two_byes_for_one_player(tmp_path):
    """A second bye for the same player in a round names the first one."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[1, 2, 1-0]", "[3, 4, 1-0]", extra="byes:\n  pab: 5\n  zero: [6, 5]\n")})
    assert only_error(root).message == ("Clara Dörr (no. 5) is already given a pairing-allocated bye in "
                                        "round 1")


def test_board_list_with_a_comma_in_a_name(tmp_path):
    """An unquoted 'Surname, Given' splits into two items; the message says to quote it."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[Dörr, Clara, 1, 1-0]")}))
    assert problem.message == "a board is [white, black, result], but this one has 4 items"
    assert problem.hint == "quote names that contain a comma, e.g. [\"Brandt, Konstantin\", 7, 1-0]"


def test_unknown_key_in_a_board_mapping(tmp_path):
    """Board mappings accept white, black and result only."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "{white: 1, black: 2, reslt: 1-0}", "[3, 4, 1-0]", "[5, 6, 1-0]")}))
    assert problem.message == "unknown key 'reslt' in a board — did you mean 'result'?"


def test_fold_name_ignores_case_sharp_s_umlauts_accents_and_spacing():
    """Names compare in a folded form: 'MEISSNER' = 'Meißner', 'Mueller' = 'Müller', 'Jose' = 'José'."""
    assert fold_name("Tobias  MEISSNER") == fold_name("Tobias Meißner") == "tobias meissner"
    assert fold_name("Mueller") == fold_name("Müller")
    assert fold_name("José") == fold_name("Jose") and fold_name("Yılmaz") == fold_name("Yilmaz")
    assert fold_name("Weiß,Anna") == fold_name("weiss, anna")


def test_index_finds_full_names_in_either_order_and_unique_surnames():
    """A full name matches in both orders; a surname matches only the players who have it."""
    players = [Player(Start(1), "Anna Weiß"), Player(Start(2), "Weiß, Jonas"), Player(Start(3), "Clara Dörr")]
    index = PlayerIndex(players)
    assert index.find("Weiss, Anna") == [players[0]] and index.find("Jonas Weiß") == [players[1]]
    assert index.find("doerr") == [players[2]]
    assert index.find("Weiß") == players[:2]
    assert index.find("Anna") == []


def test_an_umlaut_is_found_however_it_is_typed(tmp_path):
    """Point 3: 'Dörr' is found as 'Doerr' or 'Dorr', 'Weiß' as 'Weiss'; 'Meißner' as 'Meissner'."""
    root = make_site(tmp_path, {"content/open/rounds/01.yml": round_file(
        "[Dorr, Clara Doerr, 1-0]", "[Anna Weiss, Jonas Weiß, 1-0]", "[Meissner, Engel, 1-0]")})
    assert only_error(root).message == "Clara Dörr (no. 5) cannot play against themselves"
    root = make_site(tmp_path / "b", {"content/open/rounds/01.yml": round_file(
        "[Dorr, 1, 1-0]", "[Anna Weiss, Jonas Weiss, 1-0]", "[Meissner, Engel, 1-0]")})
    games = load_site(root).tournaments[0].rounds[0].games
    assert [(g.white, g.black) for g in games] == [(5, 1), (2, 4), (3, 6)]


def test_index_folds_umlauts_as_ae_as_a_and_ae_back_to_a_but_prefers_the_exact_name():
    """'Müller', 'Mueller' and 'Muller' are one key; a name that matches exactly is not made ambiguous by a
    near one ('Michal' is not 'Michael')."""
    players = [Player(Start(1), "Jörg Müller"), Player(Start(2), "Hans Mueller"), Player(Start(3), "Michael Kurz"),
               Player(Start(4), "Michal Kurz")]
    index = PlayerIndex(players)
    assert index.find("Jorg Muller") == index.find("Joerg Mueller") == [players[0]]
    assert index.find("Hans Muller") == index.find("Hans Müller") == [players[1]]
    assert index.find("Muller") == index.find("Müller") == players[:2]
    assert index.find("Michal Kurz") == [players[3]] and index.find("Michael Kurz") == [players[2]]


def test_suggestion_prefers_a_unique_surname():
    """A misspelt name is matched to the closest unique surname, else the closest full name."""
    index = PlayerIndex([Player(Start(3), "Tobias Meißner"), Player(Start(4), "Anna Weiß"),
                         Player(Start(5), "Jonas Weiß")])
    assert index.suggestion("Meisner") == ("Meißner", Player(Start(3), "Tobias Meißner"))
    assert index.suggestion("Ana Weis") == ("Anna Weiß", Player(Start(4), "Anna Weiß"))
    assert index.suggestion("Xavier") is None


def _fold_every_step(name: str, umlauts: bool = True) -> str:
    """fold_name without its shortcut for plain ASCII: every normalisation step on every name."""
    import unicodedata
    text = unicodedata.normalize("NFC", " ".join(name.replace(",", ", ").split())).casefold()
    text = text.translate(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ı": "i"} if umlauts else {"ı": "i"}))
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@given(st.text(alphabet=st.characters(max_codepoint=0x17F), max_size=30), st.booleans())
def test_a_name_of_plain_ascii_folds_as_every_step_would_fold_it(name, umlauts):
    """The shortcut for names without umlauts, accents or ß changes no key: any text, ASCII or
    Latin, folds as the full normalisation folds it."""
    assert fold_name(name, umlauts) == _fold_every_step(name, umlauts)


def test_a_given_name_alone_is_answered_with_the_full_name(tmp_path):
    """'Clara' is no surname and no full name, so it is refused, as a player added later could share it; but the
    message names the one player with that given name, to write instead."""
    problem = only_error(make_site(tmp_path, {"content/open/rounds/01.yml": round_file("[Clara, 1, 1-0]")}))
    assert problem.message == "unknown player 'Clara' — did you mean 'Clara Dörr' (no. 5)?"
    index = PlayerIndex([Player(Start(1), "Anna Weiß"), Player(Start(2), "Weiß, Jonas"), Player(Start(3), "Anna Berg")])
    assert index.find("Jonas") == [] and index.suggestion("Jonas")[1].start == 2
