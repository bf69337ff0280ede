"""The interface in several languages: one catalogue of words per language (`<code>.yml`), read by `catalogues`."""
