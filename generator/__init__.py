"""chess-bulletin: a static site generator for chess tournament results."""

# The one place the version is written: pyproject.toml reads it (dynamic version), `bulletin --version` prints
# it, and `bulletin new` pins a new site's requirements.txt to it. CHANGELOG.md says what each version changed.
__version__ = "0.2.0"
