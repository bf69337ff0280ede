"""FIDE's Tournament Report File (TRF-16 and TRF-2026): reading, writing, team records and checks."""
