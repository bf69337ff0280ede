"""Plan the site as data: model + standings (+ next-round pairings) -> `Page`s.

Pure: no file I/O, no Jinja. Every page is a directory URL relative to the site root (`urls`) and a typed
context (`contexts`: one frozen dataclass per page kind, which names the template that draws it), made of
the frozen view objects the templates read (`views`). `planner.plan_site` plans the whole site; a
tournament's pages are made by `tournament_pages`, one function per kind, from the pieces of the tournament
built once (`tournament.TournamentPieces`).

Tie-break explanations come with the standings (`Standings.explanations`) and are worded by
`tiebreaks.text`, the same sentences `bulletin explain` prints. Next-round pairings come from the
round file when it holds boards, else from a `PairingProvider` (the pairing engine, wired by `build`).

Words on the pages come from a `Translator` (generator.i18n) in the page's language: the site's, or the
tournament's own `language:` on its pages. News posts are split into Markdown and live tables (`embeds`).
"""
