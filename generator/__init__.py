"""chess-bulletin: a static site generator for chess tournament results."""

__version__ = "0.1.0"
