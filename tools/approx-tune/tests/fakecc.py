#!/usr/bin/env python3
"""fakecc.py - a stand-in compiler for approx-tune's --build tests: writes,
as the "binary", a shell script running fakeprog.py with FAKE_SET holding
the -fapprox-set flags; logs each build to $FAKE_BUILD_LOG; fails on a
clause "bad". With -M (bincache's look for the build's inputs) it prints,
as a compiler does, a make rule per .c source naming the source and the
files its '#include "..."' lines name, and builds nothing.
Usage: fakecc.py [-fapprox-set=...]... -o OUT | fakecc.py ... SOURCE.c -M"""
import os
import re
import stat
import sys

args = sys.argv[1:]
if "-M" in args:
    for src in (a for a in args if a.endswith(".c")):
        with open(src) as f:
            inc = re.findall(r'^#include "([^"]+)"', f.read(), re.M)
        print("%s.o: %s" % (os.path.splitext(os.path.basename(src))[0],
                            " ".join([src] + [os.path.join(os.path.dirname(src), h) for h in inc])))
    sys.exit(0)
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
