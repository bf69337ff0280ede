"""Content files into the model: `site.yml`, `content/<slug>/tournament.yml` + `rounds/NN.yml`, league folders
(`content/<slug>/league.yml` + `teams/` + `rounds/`, read by `league`), news posts.

Every problem of a run is collected (never just the first), located at file:line:column with the source line
and a hint, and raised together as one `ContentError`, sorted by file and line. Warnings travel with the
loaded site. The format is documented in docs/content-format.md; this package is its single implementation:
`values` (typed reading), `site`, `tournament`, `players`, `rounds` and `news`, one module per kind of file.
"""
