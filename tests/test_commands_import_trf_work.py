"""generator/commands/import_trf_work.py, the work of `bulletin import-trf`: what tournament.yml is completed with
and the note that says why (the command through the real entry point: tests/test_commands_import_trf.py)."""
from __future__ import annotations

from pathlib import Path

from generator.commands.import_trf_work import completed
from generator.tiebreaks import rules_in_force
from generator.tiebreaks.rules import usual_chain
from generator.trf import read_trf

TEC_SWISS = Path(__file__).resolve().parent / "data" / "trf" / "tec-swiss.trf"


def test_a_file_without_records_202_and_212_gets_the_usual_chain_and_the_rules_of_its_start_date():
    text = TEC_SWISS.read_text(encoding="utf-8")
    tournament = read_trf(text, TEC_SWISS.as_posix(), slug="tec")
    done, notes = completed(tournament, text, first_last_names=False)
    assert done.tiebreaks == tuple(usual_chain(tournament)) and done.tiebreaks
    assert done.rules is rules_in_force(tournament.start_date) and tournament.rules is None
    assert notes[0] == f"rules: {done.rules.value}, in force on the start date 2024-03-18 (record 042); written " \
                       "as 'rules:' in tournament.yml"
    assert notes[1].startswith("tie-breaks: the file names none (records 202/212); the usual chain for a Swiss")
    assert [p.name for p in done.players] == [p.name for p in tournament.players]


def test_first_last_turns_every_comma_name_around():
    text = TEC_SWISS.read_text(encoding="utf-8")
    tournament = read_trf(text, TEC_SWISS.as_posix(), slug="tec")
    done, _ = completed(tournament, text, first_last_names=True)
    for before, after in zip(tournament.players, done.players):
        if "," in before.name:
            surname, given = (part.strip() for part in before.name.split(",", 1))
            assert after.name == f"{given} {surname}"
        else:
            assert after.name == before.name
