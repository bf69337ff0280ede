"""Rating systems a tournament's page can show the change of: FIDE (fide.py) and the German DWZ (dwz.py,
dwz_event.py), chosen per tournament by registry.py; pure and exact (normal.py: the DWZ's normal curve and
exponential to a fixed number of decimals)."""
