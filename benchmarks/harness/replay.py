#!/usr/bin/env python3
"""replay.py - approx-tune's search efficiency as a tabular replay (issue
18, item 6): each method searches a measured grid at budgets of 5/10/20 %
of it, every evaluation a look-up in the grid's table, so every method and
seed sees the same measurements and the GPU runs each point once.

Grids (grids.py), per app, the first that exists:
  1. --grid-dir DIRs, and by default every docs/tune/full-*/ (newest
     first): grid-<app>.csv + space-<app>.json of full_grid.sh (product
     spaces with data variants, measured by approx-tune's Evaluator);
  2. --sweep-csv (default: docs/data's sweep 11 and the kept-rows round
     1): the harness's own points, perforation and data variants;
  3. --grid-dir of tune_efficiency.py's perforation-only grids.
Methods: tpe-prior (approx-tune's default, --startup prior: prior.py;
tpe-prior-<x>: its ablations, PRIOR_OPTS), tpe-desc (--startup descend),
tpe and nsga2 with the ladder start-up (approxtune/startup.py),
tpe-rand (TPE after its own random start-up: approx-tune before the
ladder), random (Optuna's RandomSampler). HV: pareto.hypervolume of the
evaluated (error, speedup) points in [error <= --hv-error] x [speedup >=
1], over the whole grid's; a grid whose hypervolume is 0 is not scored.
Writes <out>/efficiency.csv (one row per app, method, budget, seed),
<out>/summary.md (median and min-max of the HV fraction over the seeds)
and <out>/hv-<app>.{png,svg} (median fraction vs evaluations, quartiles
shaded). Usage: replay.py [--out DIR] [--apps a,b] [--seeds 10]
"""
import argparse
import csv
import glob
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tools", "approx-tune"))
from approxtune import deps  # noqa: E402

deps.ensure(("optuna", "sqlalchemy", "matplotlib"))
import optuna  # noqa: E402
from approxtune import pareto, runner, sampling, study as ST, workers  # noqa: E402
import grids  # noqa: E402
import sweep  # noqa: E402

PCTS = (5, 10, 20)
METHODS = ("tpe-prior", "tpe-desc", "tpe", "nsga2", "tpe-all", "tpe-rand", "random")
ISSUE_APPS = ("median", "sobel", "blur", "gaussian", "tv", "hotspot", "lavamd", "leukocyte", "correlation",
              "covariance", "syrk", "fdtd2d", "jacobi2d", "conv2d")
SWEEP_CSVS = ("docs/data/bench-2026-11-22-sweep11.csv", "docs/data/rows-2026-11-24-r1.csv")


# --startup prior's ablations (prior.PriorPlanner's keywords): one change
# alone, or all with each build's strongest point first
PRIOR_OPTS = {"tpe-prior": {}, "tpe-prior-order": {"floor": False, "breadth": False},
              "tpe-prior-floor": {"order": False, "breadth": False},
              "tpe-prior-breadth": {"order": False, "floor": False}, "tpe-prior-strong": {"first": "strong"}, "tpe-prior-mild": {"first": "mild"},
              "tpe-prior-nooverhead": {"overhead": False},
              # the fifth pass (guide.py): the fourth pass's default, each new change alone, groups on top
              "tpe-prior-4": {"interleave": False, "retry": False, "tiny": False},
              "tpe-prior-il": {"retry": False, "tiny": False}, "tpe-prior-retry": {"interleave": False, "tiny": False},
              "tpe-prior-tiny": {"interleave": False, "retry": False}, "tpe-prior-notiny": {"tiny": False},
              "tpe-prior-groups": {"groups": True},
              # the seventh pass: the sixth pass's default, each new change alone
              "tpe-prior-6": {"twins": False, "precise": False},
              "tpe-prior-twins": {"precise": False}, "tpe-prior-precise": {"twins": False},
              # the eighth pass: the seventh pass's default
              "tpe-prior-7": {"faster": False},
              # the ninth pass: the eighth pass's default
              "tpe-prior-8": {"mildest": False, "solo": False, "compose": False},
              # the tenth pass: the ninth pass's default, each new change alone, the model's parts
              "tpe-prior-9": {"solo": False, "compose": False},
              "tpe-prior-solo": {"compose": False}, "tpe-prior-compose": {"solo": False},
              "tpe-prior-noinfer": {"infer": False}, "tpe-prior-nocoarse": {"coarse": False}}


def sampler_of(method):
    """(approx-tune --sampler, --startup, the ladder's share of the budget)
    of a method name; "-all": the ladder may take the whole budget."""
    if method in PRIOR_OPTS:
        return ("tpe", "prior", 0)
    return {"tpe-desc": ("tpe", "descend", 0), "nsga2-desc": ("nsga2", "descend", 0),
            "tpe": ("tpe", "ladder", 0.5), "nsga2": ("nsga2", "ladder", 0.5), "tpe-all": ("tpe", "ladder", 1.0),
            "tpe-rand": ("tpe", "random", 0), "nsga2-rand": ("nsga2", "random", 0),
            "random": ("random", "random", 0)}[method]


def budget_of(n, pct):
    return max(1, round(n * pct / 100))


def replay(sp, table, method, budget, seed, bound=0.1):
    """Evaluated (rel_time, error) in order, None for failed evaluations,
    from one study run by approx-tune's own Runner."""
    order = []

    def evaluate(assign, worker):
        v = table.get(grids.akey(assign), "not measured")
        if isinstance(v, str):
            order.append(None)
            raise runner.TrialFailure(v)
        order.append(v)
        return v, {}
    name, startup, share = sampler_of(method)
    st = ST.open_study(optuna.storages.InMemoryStorage(), "replay", None)
    seeded = sampling.enqueue_start(st, sp, name, budget, startup, seed, share)
    planner = sampling.planner_for(sp, name, budget, startup, seed, bound, **PRIOR_OPTS.get(method, {}))
    st.sampler = sampling.make_sampler(name, sp, budget, seed, seeded or 2 * bool(planner))
    workers.Runner(st, sp, evaluate, budget, 1, planner=planner).run()
    return order


def points(values):
    """(error, speedup) of the successful evaluations."""
    return [(e, 1 / t) for t, e in (v for v in values if v is not None) if t > 0]


def hv_fraction(values, hv_grid, ref):
    """Fraction of the grid's hypervolume the evaluations reach (None: the
    grid has none to find)."""
    return pareto.hypervolume(points(values), ref) / hv_grid if hv_grid > 0 else None


def growth(values, hv_grid, ref):
    """Fraction after each evaluation (failed ones included)."""
    out, seen = [], []
    for v in values:
        if v is not None and v[0] > 0:
            seen.append((v[1], 1 / v[0]))
        out.append(pareto.hypervolume(seen, ref) / hv_grid)
    return out


def find_grids(apps, grid_dirs, sweep_csvs, time_field, full=None):
    """{app: (Space, table, source)} by the order of the module's doc
    (full: full_grid.sh's folders, default every docs/tune/full-*)."""
    if full is None:
        full = sorted(glob.glob(os.path.join(ROOT, "docs", "tune", "full-*")), reverse=True)
    sweeps = grids.read_sweep([c for c in sweep_csvs if os.path.exists(c)], time_field) if sweep_csvs else {}
    out = {}
    for app in apps:
        for d in full + list(grid_dirs):
            g = grids.grid_dir(d, app)
            if g and (g[0].conditional or d not in full or app not in sweeps):
                out[app] = with_clauses(app, g) + (os.path.relpath(d, ROOT),)
                break
        if app not in out and app in sweeps:
            out[app] = with_clauses(app, grids.sweep_grid(sweeps[app])) + ("+".join(
                os.path.basename(c).replace(".csv", "") for c in sweep_csvs if os.path.exists(c)),)
        elif app not in out:
            for d in grid_dirs:
                g = grids.grid_dir(d, app)
                if g:
                    out[app] = g + (os.path.relpath(d, ROOT),)
                    break
    return out


def with_clauses(app, found):
    """The grid's builds get the clauses build.sh compiled them with
    (sweep.DATA_VARIANTS: -DBENCH_DATA_<label>=<clauses>), what a user's
    --variants document says of its binaries (prior.py reads them)."""
    sp = found[0]
    for v in sp.variants[1:]:
        labels = sweep.DATA_VARIANTS.get(app, {}).get(v.tag, ({}, []))[0]
        if not v.clauses and labels:
            v.clauses = tuple("%s:%s" % kv for kv in sorted(labels.items()))
    return found


def grid_hv(table, ref):
    return pareto.hypervolume(points([v for v in table.values() if not isinstance(v, str)]), ref)


def issue_grids(apps, sweep_csvs, hv_error):
    """{app: (Space, table, source, ref)}, one row per app of issue 18,
    from the app's full space where one was measured: the full_grid.sh
    grid (end to end, hv_error), else a tune_efficiency.py product grid end
    to end when it has a point faster than exact within hv_error, else one
    of kernel time with reference error 1.0 (the newest folder first);
    only then the harness's sweep points (a handful of the space's
    configurations), end to end, then kernel time."""
    tune = os.path.join(ROOT, "docs", "tune")
    kdirs = sorted(glob.glob(os.path.join(tune, "kernel-*")), reverse=True)
    tries = ((find_grids(apps, [os.path.join(tune, "e2e-2026-11-24")], [], "e2e"), "e2e", hv_error),
             (find_grids(apps, kdirs, [], "kernel", full=[]), "kernel", 1.0),
             (find_grids(apps, [], sweep_csvs, "e2e", full=[]), "e2e", hv_error),
             (find_grids(apps, [], sweep_csvs, "kernel", full=[]), "kernel", 1.0))
    out = {}
    for app in apps:
        for found, field, ref in tries:
            if app in found and (found[app][0].conditional or grid_hv(found[app][1], ref) > 0):
                sp, table, src = found[app]
                out[app] = (sp, table, "%s (%s, error <= %g)" % (src, field, ref), ref)
                break
    return out


def oracle(table, budget, ref):
    """The best fraction of the grid's hypervolume any budget evaluations
    reach (pareto.best_subset_hypervolume), None where the grid has none."""
    pts = points([v for v in table.values() if not isinstance(v, str)])
    hv = pareto.hypervolume(pts, ref)
    return pareto.best_subset_hypervolume(pts, budget, ref) / hv if hv > 0 else None


def run_app(app, sp, table, methods, seeds, ref):
    """(rows, {method: [growth per seed at 20 %]}) of one app."""
    n = sp.evaluable()
    grid_pts = points([v for v in table.values() if not isinstance(v, str)])
    hv_grid = pareto.hypervolume(grid_pts, ref)
    rows, curves = [], {}
    for method in methods:
        for pct in PCTS:
            b = budget_of(n, pct)
            orc = oracle(table, b, ref)
            for seed in range(seeds):
                vals = replay(sp, table, method, b, seed, ref)
                fr = hv_fraction(vals, hv_grid, ref)
                rows.append({"app": app, "grid": n, "builds": len(sp.variants), "method": method, "pct": pct,
                             "budget": b, "seed": seed, "evaluated": len(vals),
                             "hv": pareto.hypervolume(points(vals), ref), "hv_grid": hv_grid,
                             "hv_frac": "" if fr is None else fr, "ref_error": ref,
                             "oracle": "" if orc is None else orc})
                if pct == PCTS[-1] and hv_grid > 0:
                    curves.setdefault(method, []).append(growth(vals, hv_grid, ref))
    return rows, curves


def quartiles(xs):
    xs = sorted(xs)
    q = statistics.quantiles(xs, n=4, method="inclusive") if len(xs) > 1 else [xs[0]] * 3
    return q[0], q[1], q[2]


def plot(out, app, n, curves):
    from approxtune import plots
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6, 4))
    for i, (method, runs) in enumerate(curves.items()):
        m = min(len(r) for r in runs)
        qs = [quartiles([r[i] for r in runs]) for i in range(m)]
        x = list(range(1, m + 1))
        ax.plot(x, [q[1] for q in qs], marker=(".", "x", "+", "o", "s")[i % 5], linestyle=("-", "--", ":", "-.")[i % 4],
                fillstyle="none", label="%s (median of %d)" % (method, len(runs)))
        ax.fill_between(x, [q[0] for q in qs], [q[2] for q in qs], alpha=0.15)
    ax.axhline(0.95, color="grey", linestyle="--", linewidth=0.8)
    for pct in PCTS:
        ax.axvline(budget_of(n, pct), color="grey", linestyle=":", linewidth=0.6)
    ax.set_xlabel("evaluations (dotted: 5/10/20 %% of the grid's %d)" % n)
    ax.set_ylabel("fraction of the grid's hypervolume")
    ax.set_title("%s: hypervolume vs evaluations (studies of 20 %%)" % app)
    ax.set_ylim(0, 1.05)
    ax.legend(fontsize=8, loc="lower right")
    plots._save(fig, os.path.join(out, "hv-%s" % app))
    plt.close(fig)


def summary(rows, sources, methods, ref):
    apps = list(dict.fromkeys(r["app"] for r in rows))
    md = ["| app | grid | builds | source | oracle %s%% | " % "/".join(map(str, PCTS)) +
          " | ".join("%s %d%%" % (m, p) for m in methods for p in PCTS) + " |",
          "|---|---|---|---|---|" + "---|" * (len(methods) * len(PCTS))]
    reach = {m: 0 for m in methods}
    scored = 0
    for app in apps:
        mine = [r for r in rows if r["app"] == app]
        cells, ok = [], mine[0]["hv_grid"] > 0
        scored += ok
        for m in methods:
            for p in PCTS:
                fr = [r["hv_frac"] for r in mine if r["method"] == m and r["pct"] == p]
                if not ok:
                    cells.append("n/a")
                    continue
                med = statistics.median(fr)
                cells.append("%.2f [%.2f–%.2f]" % (med, min(fr), max(fr)))
                reach[m] += p == 10 and med >= 0.95
        orc = "/".join("%.2f" % next(r["oracle"] for r in mine if r["pct"] == p) for p in PCTS) if ok else "n/a"
        md.append("| %s | %d | %d | %s | %s | %s |" % (app, mine[0]["grid"], mine[0]["builds"], sources[app], orc,
                                                       " | ".join(cells)))
    means = []
    for m in methods:
        for p in PCTS:
            meds = [statistics.median([r["hv_frac"] for r in rows if r["app"] == app and r["method"] == m
                                       and r["pct"] == p]) for app in apps
                    if next(r for r in rows if r["app"] == app)["hv_grid"] > 0]
            means.append("%.2f" % statistics.mean(meds) if meds else "n/a")
    md.append("| mean of the medians | | | | | %s |" % " | ".join(means))
    md.append("")
    md.append("Median [min–max] over the seeds of the fraction of the grid's hypervolume (error <= %g "
              "unless the source says, speedup >= 1); oracle: the best fraction any search with that many "
              "evaluations can reach (the best subset of the grid's front); n/a: no grid point is faster than exact within that error. Apps with a median "
              ">= 0.95 at 10 %%: %s (of %d scored, %d in all)." % (
                  ref, ", ".join("%s %d" % (m, reach[m]) for m in methods), scored, len(apps)))
    return "\n".join(md) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="replay-out")
    ap.add_argument("--apps", help="default: the 14 apps of issue 18")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--methods", default=",".join(METHODS))
    ap.add_argument("--hv-error", type=float, default=0.1)
    ap.add_argument("--time-field", default="e2e", choices=sorted(grids.FIELD))
    ap.add_argument("--sweep-csv", default=",".join(os.path.join(ROOT, c) for c in SWEEP_CSVS),
                    help="run.sh CSVs (comma-separated; '' for none)")
    ap.add_argument("--grid-dir", action="append", default=[], help="tune_efficiency.py grid folders")
    ap.add_argument("--issue-rows", action="store_true",
                    help="one row per app of issue 18, each from its best grid (issue_grids)")
    a = ap.parse_args(argv)
    apps = a.apps.split(",") if a.apps else list(ISSUE_APPS)
    methods = a.methods.split(",")
    os.makedirs(a.out, exist_ok=True)
    csvs = [c for c in a.sweep_csv.split(",") if c]
    if a.issue_rows:
        found = issue_grids(apps, csvs, a.hv_error)
    else:
        found = {app: g + (a.hv_error,) for app, g in find_grids(apps, a.grid_dir, csvs, a.time_field).items()}
    rows, sources = [], {}
    for app in apps:
        if app not in found:
            print("%-12s no grid" % app, file=sys.stderr)
            continue
        sp, table, src, ref = found[app]
        sources[app] = src
        r, curves = run_app(app, sp, table, methods, a.seeds, ref)
        rows += r
        print("%-12s grid %d, %d builds, HV %.4g (%s)" % (app, sp.evaluable(), len(sp.variants), r[0]["hv_grid"], src),
              file=sys.stderr, flush=True)
        if curves:
            plot(a.out, app, sp.evaluable(), curves)
    if not rows:
        sys.exit("replay.py: no grid for %s" % ",".join(apps))
    with open(os.path.join(a.out, "efficiency.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    md = summary(rows, sources, methods, a.hv_error)
    with open(os.path.join(a.out, "summary.md"), "w") as f:
        f.write(md)
    sys.stdout.write(md)


if __name__ == "__main__":
    main()
