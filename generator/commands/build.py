"""`bulletin build [--site DIR] [--out DIR] [--base-url URL]`: write the site, print one closing line."""
from __future__ import annotations

import argparse
import sys

from generator.commands.common import report_problems, site_dir_or_usage_error
from generator.core.errors import EXIT_CONTENT_ERROR, EXIT_OK, BulletinError, ContentError
from generator.site.build import BuildSession


def run(args: argparse.Namespace) -> int:
    usage_error = site_dir_or_usage_error(args.site)
    if usage_error is not None:
        return usage_error
    try:
        report = BuildSession(args.site, args.out, args.base_url, lasting=False).build()
    except ContentError as error:
        return report_problems(error.problems)
    except BulletinError as error:
        print(f"bulletin: error: {error}", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    except OSError as error:
        print(f"bulletin: error: could not write the site: {error}", file=sys.stderr)
        return EXIT_CONTENT_ERROR
    report_problems(report.warnings)
    print(report.summary())
    return EXIT_OK
