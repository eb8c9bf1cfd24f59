#!/usr/bin/env python3
"""Checks that the sources cite only documents the repository contains.

Scans clang-ext, openmp-runtime, headers, test, tools and benchmarks for
(1) citations of the old design document ("DESIGN" followed by a section
number or ".md"), which the repository does not contain, and (2) paths
"docs/<name>.md" whose file is missing. Prints one line per offence,
"<file>:<line>: <what>", then "doc-refs: PASS" or "doc-refs: FAIL (<n>)".
"""
import os
import re
import sys

ROOT = sys.argv[1]
DIRS = ["clang-ext", "openmp-runtime", "headers", "test", "tools", "benchmarks"]
SELF = os.path.abspath(__file__)
# Built up so that this file does not cite the document itself.
OLD = re.compile(r"\b" + "DES" + r"IGN(\.md|\s*§?\s*\d)")
DOC = re.compile(r"\bdocs/([A-Za-z0-9_.-]+\.md)")

bad = 0
for d in DIRS:
    for dirpath, _, files in os.walk(os.path.join(ROOT, d)):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            if os.path.abspath(path) == SELF:
                continue
            try:
                with open(path, encoding="utf-8") as f:
                    lines = f.read().split("\n")
            except (UnicodeDecodeError, OSError):
                continue
            rel = os.path.relpath(path, ROOT)
            for no, line in enumerate(lines, 1):
                if OLD.search(line):
                    print(f"{rel}:{no}: cites a document the repository does not contain")
                    bad += 1
                for m in DOC.finditer(line):
                    if not os.path.isfile(os.path.join(ROOT, "docs", m.group(1))):
                        print(f"{rel}:{no}: cites docs/{m.group(1)}, which does not exist")
                        bad += 1
print("doc-refs: PASS" if bad == 0 else f"doc-refs: FAIL ({bad})")
sys.exit(1 if bad else 0)
