#!/usr/bin/env python3
"""run.py - runs approx-tune's unit tests (test_*.py beside this file) with
a Python that has Optuna and matplotlib (approxtune/deps.py: the carried
folder, else re-executed with Debian's python3). test/Tools/approx-tune-unit.test
runs it from lit.  Usage: run.py [-v] [pattern]"""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from approxtune import deps  # noqa: E402

deps.ensure(("optuna", "sqlalchemy", "matplotlib"))
pattern = next((a for a in sys.argv[1:] if not a.startswith("-")), "test_*.py")
suite = unittest.defaultTestLoader.discover(HERE, pattern=pattern, top_level_dir=HERE)
res = unittest.TextTestRunner(verbosity=2 if "-v" in sys.argv else 1).run(suite)
sys.exit(0 if res.wasSuccessful() else 1)
