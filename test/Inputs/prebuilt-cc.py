#!/usr/bin/env python3
"""Stands in for approx-clang on a GPU machine without a compiler: copies
the binary that tools/gpu-tests/prebuild.py compiled for this `-o` target
(matched by file name) to that target."""
import os
import shutil
import sys

prebuilt, args = sys.argv[1], sys.argv[2:]
if "-o" not in args:
    sys.exit("prebuilt-cc: no -o in: " + " ".join(args))
target = args[args.index("-o") + 1]
src = os.path.join(prebuilt, os.path.basename(target))
if not os.path.exists(src):
    sys.exit("prebuilt-cc: nothing prebuilt for " + os.path.basename(target))
shutil.copy2(src, target)
