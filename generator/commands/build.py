"""`bulletin build [--site DIR] [--out DIR] [--base-url URL]`: write the site, print one closing line."""
from __future__ import annotations

import argparse
import sys



def run(args: argparse.Namespace) -> int:
    from generator.core.errors import EXIT_CONTENT_ERROR, EXIT_OK, BulletinError, ContentError
    from generator.loading.load import SiteReading
    from generator.commands.common import report_problems, site_dir_or_usage_error

    usage_error = site_dir_or_usage_error(args.site)
    if usage_error is not None:
        return usage_error
    # The content is read by a second process while this one imports the rest of the build (templates, pages,
    # Markdown, the exports): the two took 0.1 s each, one after the other (issue 17: a full build).
    with SiteReading(args.site) as reading:
        from generator.site.build import BuildSession

        try:
            report = BuildSession(args.site, args.out, args.base_url, lasting=False).build(reading=reading)
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
