"""site.yml: the settings of the site and the list of its tournaments."""
from __future__ import annotations

from contentfiles import PLAYERS, make_site, only_error

from generator.loading.load import load_site

# --- site.yml ---------------------------------------------------------------------------------------------------


def test_missing_site_file(tmp_path):
    """Without site.yml the folder is not a site."""
    (tmp_path / "content").mkdir()
    problem = only_error(tmp_path)
    assert (str(problem.location), problem.message) == ("site.yml", f"no site.yml in {tmp_path.as_posix()}")


def test_tournaments_list_narrows_and_orders(tmp_path):
    """site.yml 'tournaments:' picks folders in its order; folders left out are not read at all."""
    root = make_site(tmp_path, {
        "site.yml": "title: Club\ntournaments: [spring, open]\n",
        "content/spring/tournament.yml": PLAYERS.replace("Test Open", "Spring"),
        "content/broken/tournament.yml": "name: [\n"})
    assert [t.slug for t in load_site(root).tournaments] == ["spring", "open"]


def test_unknown_tournament_in_site_list(tmp_path):
    """A listed tournament without a folder is an error with a did-you-mean."""
    problem = only_error(make_site(tmp_path, {"site.yml": "title: Club\ntournaments: [opne]\n"}))
    assert (str(problem.location), problem.message) == ("site.yml:2:15",
                                                        "unknown tournament 'opne' — did you mean 'open'?")
