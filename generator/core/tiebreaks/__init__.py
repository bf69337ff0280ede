"""The tie-break engine: every FIDE tie-break under the 2012, 2024 and 2026 rules, explained term by term.

Pure: a `Tournament` in, `Value`s out. `Context` precomputes what the tie-breaks share; each code of the
registry maps to a function returning a `Value` whose `terms` redo the figure by hand."""
