"""`python -m generator` is the same as the `bulletin` command."""
from generator.cli import run

run()
