#!/usr/bin/env python3
"""fp-report-retypable.py - checks an -fapprox-fp-report's "retypable"
against the compiler itself: for every variable of every labelled region,
builds the source with -fapprox-set=<label>:precision(T : name) (T the next
narrower type: float for double, half for float; a variable of a "tied" set,
a double buffer, with all the set's names, as the tuner lists them) and prints one line per
variable, 'agree' when the compile succeeded exactly when the report says
retypable, else 'DISAGREE' with the compiler's first error line.
Usage: fp-report-retypable.py report.json <compile command...>
       (the command is run with the -fapprox-set flag appended)
"""
import json
import subprocess
import sys

NARROWER = {"double": "float", "float": "half"}


def main():
    with open(sys.argv[1]) as f:
        doc = json.load(f)
    cmd = sys.argv[2:]
    status = 0
    for r in doc["regions"]:
        if r["label"].startswith(r["file"] + ":"):  # an unlabelled region: -fapprox-set cannot name it
            continue
        name = {v["id"]: v["name"] for v in r["variables"]}
        tie = {i: s for s in r.get("tied", []) for i in s}
        for v in r["variables"]:
            t = NARROWER.get(v["type"])
            if t is None:
                continue
            names = ", ".join(name[i] for i in tie.get(v["id"], [v["id"]]))
            p = subprocess.run(cmd + ["-fapprox-set=%s:precision(%s : %s)" % (r["label"], t, names)],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            ok = p.returncode == 0
            verdict = "agree" if ok == v["retypable"] else "DISAGREE"
            if verdict != "agree":
                status = 1
            first = next((ln for ln in p.stdout.splitlines() if "error:" in ln), "")
            print("%s %s %s retypable=%s compiles=%s%s" % (verdict, r["label"], v["name"], v["retypable"], ok,
                                                         "" if ok == v["retypable"] else " " + first))
    return status


if __name__ == "__main__":
    sys.exit(main())
