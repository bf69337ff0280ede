"""`bulletin check [--site DIR]`: validate the content and templates, write nothing."""
from __future__ import annotations

import argparse
import sys

from generator.commands.common import count, report_problems, site_dir_or_usage_error
from generator.core.errors import EXIT_CONTENT_ERROR, EXIT_OK, BulletinError, ContentError
from generator.site.build import BuildSession


def run(args: argparse.Namespace) -> int:

    usage_error = site_dir_or_usage_error(args.site)
    if usage_error is not None:
        return usage_error
    session = BuildSession(args.site, lasting=False)
    try:
        site = session.load()
        session.render(site, session.plan(site))
    except ContentError as error:
        return report_problems(error.problems)
    except BulletinError as error:
        print(f"bulletin: error: {error}", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    report_problems(site.warnings)
    players = sum(len(t.players) for t in site.tournaments)
    rounds = sum(len(t.rounds) for t in site.tournaments)
    leagues = f", {count(len(site.leagues), 'league')} ({count(sum(len(x.teams) for x in site.leagues), 'team')})" \
        if site.leagues else ""
    print(f"ok: {count(len(site.tournaments), 'tournament')}, {count(players, 'player')}, "
          f"{count(rounds, 'round')}, {count(len(site.news), 'news post')}{leagues}")
    return EXIT_OK
