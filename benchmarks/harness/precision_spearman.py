#!/usr/bin/env python3
"""precision_spearman.py - the static score's rank correlation with measured
time, recomputed from a precision-tune result folder.

approx-tune --precision (precision_tune.sh) writes, per app,
precision-points.csv: every evaluated vector (JSON {label: {name: type}}),
the score approx-tune gave it, and its measured time. This script scores
the same vectors again from a -fapprox-fp-report file with
approxtune/fpmodel.py, once without the device conversion term of retyped
mapped arrays (the score before it, docs/precision-tuning.md) and once with
it, and prints Spearman's rank correlation (ties at their mean rank) of
each with the time, over the vectors whose status is ok. No device run:
it reads the recorded times only, so a folder from the GPU machine can be
checked here. The report must be the program's (fp-report.json in the
folder, or --report); a report without the conversion fields (older
compilers) gives the same number twice.

Usage: precision_spearman.py RESULT_DIR [--report fp-report.json]
Example (the backprop run of 2026-11-24, with the current compiler's report):
  benchmarks/harness/precision_spearman.py \\
    docs/data/precision-2026-11-24/present-arrays/backprop-inner \\
    --report docs/data/fp-report/backprop.json
"""
import argparse
import csv
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools",
                                "approx-tune"))
from approxtune import fpmodel, precision  # noqa: E402


def rho(a, b):
    """approx-tune's Spearman (the one its report prints), nan where it is
    undefined (fewer than 3 pairs, or a constant side)."""
    r = precision.spearman(a, b)
    return float("nan") if r is None else r


def load_points(folder):
    with open(os.path.join(folder, "precision-points.csv")) as f:
        rows = [r for r in csv.DictReader(f) if r["status"] == "ok"]
    return [(json.loads(r["vector"]), float(r["score"]), float(r["time"])) for r in rows]


def vector(model, described):
    """The model's vector (one type per variable) of a {label: {name: type}}."""
    vec = []
    for v in model.vars:
        t = None
        for label in v.labels:
            t = described.get(label, {}).get(v.name, t)
        vec.append(t if t is not None else v.declared)
    return tuple(vec)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("folder", help="an app's result folder (precision-points.csv)")
    ap.add_argument("--report", help="the -fapprox-fp-report JSON (default: FOLDER/fp-report.json)")
    a = ap.parse_args(argv)
    points = load_points(a.folder)
    if len(points) < 2:
        print("precision_spearman: fewer than 2 ok vectors in %s" % a.folder, file=sys.stderr)
        return 1
    labels = sorted({label for vec, _, _ in points for label in vec})
    try:
        model = fpmodel.load(a.report or os.path.join(a.folder, "fp-report.json"),
                             types=fpmodel.TYPE_ORDER, labels=labels)
    except fpmodel.ReportError as e:
        print("precision_spearman: %s" % e, file=sys.stderr)
        return 1
    times = [t for _, _, t in points]
    vecs = [vector(model, vec) for vec, _, _ in points]
    before = [model.score(v, convert=False) for v in vecs]
    after = [model.score(v) for v in vecs]
    differ = sum(abs(b - s) > 1e-9 for b, (_, s, _) in zip(before, points))
    print("%s: %d vectors, regions %s" % (a.folder, len(points), ", ".join(labels)))
    print("spearman(recorded score, time): %.3f" % rho([s for _, s, _ in points], times))
    print("spearman(score without conversion term, time): %.3f" % rho(before, times))
    print("spearman(score with conversion term, time): %.3f" % rho(after, times))
    if differ:
        print("note: %d recorded scores differ from this report's score without the term "
              "(a different report or model)" % differ)
    return 0


if __name__ == "__main__":
    sys.exit(main())
