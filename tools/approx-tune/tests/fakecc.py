#!/usr/bin/env python3
"""fakecc.py - a stand-in compiler for approx-tune's --build tests: writes,
as the "binary", a shell script running fakeprog.py with FAKE_SET holding
the -fapprox-set flags; logs each build to $FAKE_BUILD_LOG; fails on a
clause "bad".  Usage: fakecc.py [-fapprox-set=...]... -o OUT"""
import os
import stat
import sys

args = sys.argv[1:]
out = args[args.index("-o") + 1]
sets = [a for a in args if a.startswith("-fapprox-set=")]
if any(a.endswith(":bad") for a in sets):
    sys.exit("fakecc: error: unknown clause 'bad'")
with open(os.environ["FAKE_BUILD_LOG"], "a") as f:
    f.write(" ".join(sets) + "\n")
here = os.path.dirname(os.path.realpath(__file__))
with open(out, "w") as f:
    f.write("#!/bin/sh\nFAKE_SET='%s' exec '%s' '%s' \"$@\"\n" % (" ".join(sets), sys.executable,
                                                                   os.path.join(here, "fakeprog.py")))
os.chmod(out, os.stat(out).st_mode | stat.S_IXUSR)
