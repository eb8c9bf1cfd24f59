#!/usr/bin/env python3
"""fp-report-vars.py - one line per variable of an -fapprox-fp-report:
'var <name> <kind> <retypable> <map or None>'."""
import json
import sys

for r in json.load(open(sys.argv[1]))["regions"]:
    for v in r["variables"]:
        print("var", v["name"], v["kind"], v["retypable"], v.get("map"))
