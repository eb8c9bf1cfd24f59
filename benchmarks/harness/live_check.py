#!/usr/bin/env python3
"""live_check.py - does approx-tune, run for real on the GPU, find what the
replay says it finds? (issue 18, item 6). replay.py scores the tuner's
choices by looking each configuration up in a stored grid; this script
scores live `approx-tune --out` folders (points.csv) the same way, and also
by their own measurements against a grid measured in the same session, so
that a live run's fraction of the grid's hypervolume is known both ways:
  grid-scored: each configuration the live study evaluated, valued by the
               stored grid (the search's choices alone, as the replay);
  same-session: each by the grid of this session (the choices, valued
               like the grid they are compared with);
  live-measured: each by its own live run (what the user got), over the
               same-session grid's hypervolume.
Subcommands:
  space <space-app.json>   the grid's space as an `approx-tune --space` document
  score --stored DIR [--stored DIR...] --session DIR [--ref 1.0] [--out DIR]
        <live dir>...: an app's stored grid is the first --stored folder
        with its grid-<app>.csv; a live folder is named <app>-b<budget>-s<seed>; writes live.csv and
        summary.md (median [min-max] over the seeds per app and budget).
"""
import argparse
import csv
import json
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "approx-tune"))
from approxtune import pareto  # noqa: E402

NAME = re.compile(r"^(?P<app>[a-z0-9_]+)-b(?P<budget>\d+)-s(?P<seed>\d+)$")


def canon(config):
    """One spelling of an APPROX_CONFIG document (key order aside)."""
    return json.dumps(json.loads(config), sort_keys=True)


def space_doc(path):
    """{"a,b": [setting, ...]} of a grids.save_space file; "off" is the
    tuner's own first choice, so it is left out."""
    with open(path) as f:
        doc = json.load(f)
    if doc.get("variants"):
        raise SystemExit("live_check.py: %s has builds; --space describes one binary" % path)
    out = {}
    for p in doc["params"]:
        if len(p) > 2 and p[2]:
            raise SystemExit("live_check.py: %s: joint parameters have no --space spelling" % path)
        out[",".join(p[0])] = [json.loads(k) for k in p[1] if k != "off"]
    return out


def read_grid(path):
    """{canonical config: (rel_time, error)} of a tune_efficiency.py grid
    (failed points left out: they add nothing to a front)."""
    with open(path, newline="") as f:
        return {canon(r["config"]): (float(r["rel_time"]), float(r["error"]))
                for r in csv.DictReader(f) if r["status"] == "ok"}


def read_live(folder):
    """[(canonical config, rel_time, error)] of a live points.csv, exact
    reference left out; rel_time is the live time over the live exact's."""
    with open(os.path.join(folder, "points.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    t_exact = float(next(r for r in rows if r["status"] == "exact")["time"])
    return [(canon(r["config"]), float(r["time"]) / t_exact, float(r["error"]))
            for r in rows if r["status"] == "ok"], sum(r["status"] == "failed" for r in rows)


def hv(values, ref):
    return pareto.hypervolume([(e, 1 / t) for t, e in values if t > 0], ref)


def score_one(folder, stored, session, ref):
    pts, failed = read_live(folder)
    missing = [c for c, _, _ in pts if c not in stored or c not in session]
    if missing:
        raise SystemExit("live_check.py: %s evaluated %d configurations no grid has, e.g. %s"
                         % (folder, len(missing), missing[0]))
    hv_stored, hv_session = hv(stored.values(), ref), hv(session.values(), ref)
    return {"evaluated": len(pts), "failed": failed,
            "grid_scored": hv([stored[c] for c, _, _ in pts], ref) / hv_stored,
            "same_session": hv([session[c] for c, _, _ in pts], ref) / hv_session,
            "live_measured": hv([(t, e) for _, t, e in pts], ref) / hv_session,
            "hv_stored": hv_stored, "hv_session": hv_session}


def stored_grid(folders, app):
    for d in folders:
        path = os.path.join(d, "grid-%s.csv" % app)
        if os.path.exists(path):
            return path
    raise SystemExit("live_check.py: no grid-%s.csv in %s" % (app, ", ".join(folders)))


def score(args):
    rows, grids = [], {}  # grids: app -> (stored, session), read once
    for folder in args.live:
        m = NAME.match(os.path.basename(os.path.normpath(folder)))
        if not m:
            raise SystemExit("live_check.py: %s is not named <app>-b<budget>-s<seed>" % folder)
        app = m["app"]
        if app not in grids:
            grids[app] = (read_grid(stored_grid(args.stored, app)),
                          read_grid(os.path.join(args.session, "grid-%s.csv" % app)))
        rows.append(dict(app=app, budget=int(m["budget"]), seed=int(m["seed"]),
                         **score_one(folder, *grids[app], args.ref)))
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "live.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    cols = ("grid_scored", "same_session", "live_measured")
    md = ["| app | budget | runs | " + " | ".join(cols) + " |", "|---|---|---|" + "---|" * len(cols)]
    for app, budget in sorted({(r["app"], r["budget"]) for r in rows}):
        mine = [r for r in rows if r["app"] == app and r["budget"] == budget]
        cells = []
        for c in cols:
            xs = [r[c] for r in mine]
            cells.append("%.2f [%.2f–%.2f]" % (statistics.median(xs), min(xs), max(xs)))
        md.append("| %s | %d | %d | %s |" % (app, budget, len(mine), " | ".join(cells)))
    md.append("")
    md.append("Median [min–max] over the live runs of the fraction of the grid's hypervolume (error <= %g, "
              "speedup >= 1); grid_scored: the live choices valued by the stored grid (%s); same_session and "
              "live_measured: by the grid measured in the live runs' session (%s), the second with the live "
              "runs' own measurements." % (args.ref, ", ".join(args.stored), args.session))
    with open(os.path.join(args.out, "summary.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    print("\n".join(md))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sp = sub.add_parser("space")
    sp.add_argument("path")
    sc = sub.add_parser("score")
    sc.add_argument("--stored", required=True, action="append", help="folder of stored grids (grid-<app>.csv)")
    sc.add_argument("--session", required=True, help="folder of this session's grid")
    sc.add_argument("--ref", type=float, default=1.0, help="reference error of the hypervolume")
    sc.add_argument("--out", default="live-out")
    sc.add_argument("live", nargs="+")
    a = ap.parse_args(argv)
    if a.cmd == "space":
        print(json.dumps(space_doc(a.path)))
    else:
        score(a)


if __name__ == "__main__":
    main()
