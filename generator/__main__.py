"""`python -m generator` is the same as the `bulletin` command."""
from .cli import run

run()
