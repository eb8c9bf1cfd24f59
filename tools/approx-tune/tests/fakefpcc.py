#!/usr/bin/env python3
"""fakefpcc.py - a stand-in approx-clang for approx-tune --precision tests
(no compiler, no GPU). With -fapprox-fp-report=F it writes the hand-written
report fp-report.json (beside this file, or $FAKE_FP_REPORT) to F and
exits (it requires -fsyntax-only there, as approx-tune must pass it).
Otherwise it reads the -fapprox-set=<label>:precision(T : a, b) options,
rejects 'w' at half ("fakefpcc: error: ..." on stderr, exit 1, like a
diagnostic the real compiler gives for a variable whose address escapes),
fails a build with no -fapprox-set at all when $FAKE_PLAIN_ERROR is set
(printing it: the program itself does not compile), logs each build to $FAKE_BUILD_LOG when set, and writes as the binary -o
OUT a shell script running fakefpprog.py with FAKE_VEC (JSON {label:
{name: type}}).  Usage: fakefpcc.py [-fapprox-set=...]... -o OUT"""
import json
import os
import re
import shutil
import stat
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
args = sys.argv[1:]
rep = [a.split("=", 1)[1] for a in args if a.startswith("-fapprox-fp-report=")]
if rep:
    if "-fsyntax-only" not in args or "-o" in args:
        sys.exit("fakefpcc: error: the report compile must be -fsyntax-only without -o")
    shutil.copy(os.environ.get("FAKE_FP_REPORT", os.path.join(HERE, "fp-report.json")), rep[0])
    sys.exit(0)
out = args[args.index("-o") + 1]
vec = {}
for a in args:
    m = re.match(r"^-fapprox-set=(.*):precision\((\w+) : (.*)\)$", a)
    if not m:
        continue
    for name in m.group(3).split(", "):
        if m.group(2) == "half" and name == "w":
            sys.exit("fake.c:14:5: error: precision(half : w): 'w' has its address taken in the region")
        vec.setdefault(m.group(1), {})[name] = m.group(2)
if not vec and os.environ.get("FAKE_PLAIN_ERROR"):
    sys.exit(os.environ["FAKE_PLAIN_ERROR"])
if os.environ.get("FAKE_BUILD_LOG"):
    with open(os.environ["FAKE_BUILD_LOG"], "a") as f:
        f.write(json.dumps(vec, sort_keys=True) + "\n")
with open(out, "w") as f:
    f.write("#!/bin/sh\nFAKE_VEC='%s' exec '%s' '%s' \"$@\"\n" % (
        json.dumps(vec, sort_keys=True), sys.executable, os.path.join(HERE, "fakefpprog.py")))
os.chmod(out, os.stat(out).st_mode | stat.S_IXUSR)
