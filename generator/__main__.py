"""`python -m generator` is the same as the `bulletin` command."""
import sys

from .cli import main

sys.exit(main())
