"""Exchange formats and downloads: pure functions from the model and standings to text or bytes.

`trf` (FIDE TRF-16 and TRF-2026), `jsondata` (everything, tie-break explanations included), `csvfile`
(standings), `ical` (the round schedule), `yamlcontent` (our own content files, for `bulletin import-trf`),
and `downloads`, which names the files a tournament's pages link to.
"""
