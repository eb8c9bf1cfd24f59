#!/usr/bin/env python3
"""tune_efficiency.py - how much of the exhaustive grid's hypervolume
approx-tune finds with 5/10/20 % of the grid's evaluations (issue 18, 6).

Per app (the 14 of the issue, or --apps a,b / all), on the binaries of build.sh (<sweep>/bin/<app>.ours, inputs in
<sweep>/inputs, arguments of sweep.py's APPS at --size):
 1. the space, from the binary (approxtune.space.discover: regions and
    their classes from APPROX_REPORT), its labels tied per technique as in
    sweep.py (tv's rows = tv_grad + tv_update): the main technique gets
    off, as compiled, PERFO and CHUNKED (15 choices), the others off, as
    compiled, small:2, large:2, large:4 (5), data regions off / as compiled;
 2. the exhaustive grid, once: every configuration run by approxtune's
    Evaluator (--workers at once, -r --bench-reps, --reps processes per
    configuration with their median time, exact included; time = e2e or
    kernel ms of the RESULT line, error = its primary metric), into
    <out>/grid-<app>.csv (failed runs kept with their reason);
 3. replays: approx-tune's study (same Runner, samplers tpe and nsga2) and
    random sampling, each at budgets of 5/10/20 % of the grid (at least 1)
    and --seeds seeds, evaluating a configuration by looking it up in the
    grid's table, so that every method sees the same measurements and the
    grid runs only once;
 4. <out>/efficiency.csv: app, grid, method, pct, budget, seed, hv, hv_grid,
    hv_frac, best (fastest speedup with error <= --bound), grid_best; for
    hypervolumes at --hv-error (default 0.1) and 1.0; <out>/summary.md
    (mean fractions, apps reaching >= 95 % at 10 %); and per app
    <out>/hv-<app>.{png,svg}: hypervolume fraction vs evaluations.
--full adds each app's data variants (bin/<app>.ours-<tag>) as builds of
a conditional space (full_space(); full_grid.sh runs it on the device;
replay.py replays the grids with approx-tune's start-up choices).
--estimate runs each app's exact configuration once and prints the grid
sizes and the time they will take, without running the grid.
Usage: tune_efficiency.py <sweep-dir> [--out DIR] [--size gpu|small]
         [--apps a,b] [--workers N] [--bench-reps N] [--reps N] [--seeds N]
         [--time-field e2e|kernel] [--timeout S] [--estimate] [--reuse]
         [--time-limit S]
         [--methods tpe,nsga2,random]
--reuse replays the grid tables and spaces of an earlier run (grid-<app>.csv,
space-<app>.json in --out) instead of running the binaries: the device
runs the grids (--seeds 0: grids only), the replays run anywhere.
"""
import argparse
import csv
import json
import os
import statistics
import sys
import threading
import time

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools", "approx-tune"))
from approxtune import deps  # noqa: E402

deps.ensure(("optuna", "sqlalchemy", "matplotlib"))
import optuna  # noqa: E402
from approxtune import pareto, runner, space as S  # noqa: E402
import grids  # noqa: E402
import replay as RP  # noqa: E402
import sweep  # noqa: E402

SECONDARY = [None, {}, {"kind": "small", "value": 2}, {"kind": "large", "value": 2}, {"kind": "large", "value": 4}]
PCTS = (5, 10, 20)
# The 14 apps of issue 18's measurement (--apps all: every app of sweep.py).
ISSUE_APPS = ("median", "sobel", "blur", "gaussian", "tv", "hotspot", "lavamd", "leukocyte", "correlation",
              "covariance", "syrk", "fdtd2d", "jacobi2d", "conv2d")
METHODS = ("tpe", "nsga2", "random")  # approx-tune's samplers (sampling.make_sampler)


def app_space(app, found):
    """The tuner's default space with sweep.py's technique groups tied."""
    cls = dict(found)
    doc, tied = {}, set()
    for tech, labels, main in sweep.APPS[app][2]:
        labs = [lab for lab in labels if lab in cls]
        if not labs:
            continue
        tied.update(labs)
        choices = S.default_choices(cls[labs[0]]) if main else SECONDARY
        doc[",".join(labs)] = [c for c in choices if c is not None]
    return S.build(found, sorted(tied, key=[lab for lab, _ in found].index), doc)  # groups left out


def full_space(app, base, sweep_dir, discover):
    """base plus the app's data variants (sweep.py DATA_VARIANTS) whose
    binaries <sweep>/bin/<app>.ours-<tag> exist: each build's labels from
    its own report (discover), its knobs the product of the values the
    harness's points of that build give each group of labels
    (grids.product_params: the points, and every combination of them)."""
    variants = []
    for tag in sweep.DATA_VARIANTS.get(app, {}):
        binary = os.path.join(sweep_dir, "bin", "%s.ours-%s" % (app, tag))
        if not os.path.exists(binary):
            print("%-12s no %s: variant %s left out" % (app, binary, tag), file=sys.stderr)
            continue
        found = dict(discover(binary))
        cfgs = [{lab: e for lab, e in cfg.items() if lab in found} for _, cfg in sweep.data_configs(app, tag)]
        params, off = grids.product_params(tag, cfgs)
        off = sorted(set(off) | {lab for lab in found if not any(lab in p.labels for p in params)})
        variants.append(S.Variant(tag, params, binary=binary, off=off))
    return S.Space(base.params, variants) if variants else base


class Args:  # what runner.Evaluator reads
    def __init__(self, a):
        self.input_set, self.output, self.output_format, self.metric = None, None, "text", "mape"
        self.reps, self.timeout, self.devices, self.device_env = a.reps, a.timeout, a.devices, "cuda"
        self.workers = a.workers
        field = 3 if a.time_field == "e2e" else 1
        self.time_from = r"^RESULT," + r"[^,]*," * (field - 1) + r"([^,]+)"
        self.error_from = r"^RESULT,(?:[^,]*,){3}([^,]+)"


def run_grid(app, sp, ev, workers, path):
    """{assign key: (rel_time, error) or reason string}, written to path."""
    table, todo, lock = {}, [g for g in sp.grid() if not sp.is_exact(g)], threading.Lock()
    t_exact = ev.exact_time()

    def work(w):
        while True:
            with lock:
                if not todo:
                    return
                g = todo.pop()
            cfg, _ = sp.decode(g)
            try:
                r = ev.evaluate(cfg, w, sp.binary(g))
                val = (r.time / t_exact, r.error)
            except runner.TrialFailure as e:
                val = str(e)
            with lock:
                table[json.dumps(g, sort_keys=True)] = val
    ths = [threading.Thread(target=work, args=(w,)) for w in range(workers)]
    for t in ths:
        t.start()
    for t in ths:
        t.join()
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["app", "config", "rel_time", "speedup", "error", "status", "assign"])
        for k, v in sorted(table.items()):
            cfg = json.dumps(sp.decode(json.loads(k))[0], sort_keys=True)
            if isinstance(v, str):
                w.writerow([app, cfg, "", "", "", v, k])
            else:
                w.writerow([app, cfg, v[0], 1 / v[0] if v[0] > 0 else "", v[1], "ok", k])
    return table


save_space, load_space, load_grid = grids.save_space, grids.load_space, grids.load_grid


def points(values):
    return [(e, 1 / t) for t, e in values if t > 0]


def replay(sp, table, method, budget, seed):
    """Evaluated (rel_time, error) in order (replay.py: the same Runner
    and start-up as approx-tune)."""
    return [v for v in RP.replay(sp, table, method, budget, seed) if v is not None]


def best(pts, bound):
    ok = [p[1] for p in pts if p[0] <= bound]
    return max(ok) if ok else 1.0


def main():
    global METHODS
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sweep")
    ap.add_argument("--out", default="tune-eff-out")
    ap.add_argument("--size", default="gpu", choices=["gpu", "small"])
    ap.add_argument("--apps")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--devices")
    ap.add_argument("--bench-reps", type=int, default=1)
    ap.add_argument("--reps", type=int, default=1, help="processes per configuration (median time)")
    ap.add_argument("--seeds", type=int, default=5, help="replays per method and budget (0: grids only)")
    ap.add_argument("--time-field", default="e2e", choices=["e2e", "kernel"])
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--hv-error", type=float, default=0.1)
    ap.add_argument("--bound", type=float, default=0.05)
    ap.add_argument("--estimate", action="store_true")
    ap.add_argument("--time-limit", type=float, help="seconds: skip the grids that would end after it")
    ap.add_argument("--methods", default="tpe,nsga2,random")
    ap.add_argument("--reuse", action="store_true", help="replay the grid-<app>.csv of an earlier run")
    ap.add_argument("--full", action="store_true",
                    help="add the data variants (bin/<app>.ours-<tag>) to each space: full_grid.sh")
    a = ap.parse_args()
    a.devices = a.devices.split(",") if a.devices else None
    METHODS = tuple(a.methods.split(","))
    apps = list(sweep.APPS) if a.apps == "all" else a.apps.split(",") if a.apps else list(ISSUE_APPS)
    out, sweep_dir = os.path.abspath(a.out), os.path.abspath(a.sweep)
    os.makedirs(out, exist_ok=True)
    if os.path.isdir(sweep_dir):  # (--reuse needs no sweep)
        os.chdir(sweep_dir)  # the apps' arguments name inputs/...
    rows, t_all = [], time.time()
    for app in apps:
        gpath, spath = os.path.join(out, "grid-%s.csv" % app), os.path.join(out, "space-%s.json" % app)
        if a.reuse and os.path.exists(gpath) and os.path.exists(spath):
            sp, table = load_space(spath), load_grid(gpath)
            n = sp.evaluable()
        else:
            binary = os.path.join(sweep_dir, "bin", "%s.ours" % app)
            args = (sweep.APPS[app][0] if a.size == "gpu" else sweep.APPS[app][1]).split()
            cmd = [binary] + args + ["-r", str(a.bench_reps)]
            t0 = time.time()
            try:
                sp = app_space(app, S.discover(cmd, timeout=a.timeout))
                if a.full:
                    sp = full_space(app, sp, sweep_dir,
                                    lambda b: S.discover([b] + cmd[1:], timeout=a.timeout))
            except S.SpaceError as e:
                print("%s: %s" % (app, e), file=sys.stderr)
                continue
            ev = runner.Evaluator(cmd, Args(a), os.path.join(out, "work-" + app))
            ev.measure_exact(sp.exact_config())
            # as 3 runs: discovery 2 per build, the exact configuration --reps
            t_run = (time.time() - t0) * 3 / (2 * len(sp.variants) + a.reps) * a.reps
            n = sp.evaluable()
            print("%-12s grid %4d  params %s  ~%.2fs per run -> ~%.0fs with %d worker(s)" % (
                app, n, " + ".join("x".join(str(len(p.choices)) for p in v.params) for v in sp.variants), t_run / 3, n * t_run / 3 / a.workers,
                a.workers), file=sys.stderr, flush=True)
            if a.estimate:
                continue
            left = a.time_limit - (time.time() - t_all) if a.time_limit else None
            if left is not None and n * t_run / 3 / a.workers > left:
                print("%-12s skipped: its grid (~%.0fs) does not fit in the %.0fs left of --time-limit" % (
                    app, n * t_run / 3 / a.workers, left), file=sys.stderr, flush=True)
                continue
            save_space(sp, spath)
            table = run_grid(app, sp, ev, a.workers, gpath)
            print("%-12s grid done in %.0fs" % (app, time.time() - t0), file=sys.stderr, flush=True)
        grid_pts = points([v for v in table.values() if not isinstance(v, str)])
        hv_grid = {r: pareto.hypervolume(grid_pts, r) for r in (a.hv_error, 1.0)}
        print("%-12s grid: %d ok, %d failed, HV %.4g, best %.2fx" % (
            app, len(grid_pts), n - len(grid_pts), hv_grid[a.hv_error], best(grid_pts, a.bound)),
            file=sys.stderr, flush=True)
        if a.seeds == 0:
            continue
        curves = {}
        for method in METHODS:
            for pct in PCTS:
                budget = max(1, round(n * pct / 100))
                for seed in range(a.seeds):
                    pts = points(replay(sp, table, method, budget, seed))
                    row = {"app": app, "grid": n, "method": method, "pct": pct, "budget": budget, "seed": seed,
                           "best": best(pts, a.bound), "grid_best": best(grid_pts, a.bound)}
                    for r, tag in ((a.hv_error, ""), (1.0, "_e1")):
                        hv = pareto.hypervolume(pts, r)
                        row["hv" + tag], row["hv_grid" + tag] = hv, hv_grid[r]
                        row["hv_frac" + tag] = hv / hv_grid[r] if hv_grid[r] > 0 else ""  # nothing to find
                    rows.append(row)
                    if pct == PCTS[-1]:
                        g = pareto.hypervolume_growth(pts, a.hv_error)
                        if hv_grid[a.hv_error] > 0:
                            curves.setdefault(method, []).append([x / hv_grid[a.hv_error] for x in g])
        from approxtune import plots
        if not curves:
            continue
        series = {}
        for method, runs in curves.items():
            m = min(len(r) for r in runs)
            series[method] = (list(range(1, m + 1)), [statistics.mean(r[i] for r in runs) for i in range(m)])
        plots.curves(os.path.join(out, "hv-%s" % app), series, "%s: hypervolume vs evaluations (grid %d)" % (app, n),
                     "evaluations", "fraction of the grid's hypervolume", hline=0.95)
    if a.estimate or not rows:
        print("tune_efficiency.py: %.0fs in all; grids in %s" % (time.time() - t_all, out), file=sys.stderr)
        return
    with open(os.path.join(out, "efficiency.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    md = summary(rows)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(md)
    sys.stdout.write(md)
    print("tune_efficiency.py: %.0fs in all; results in %s" % (time.time() - t_all, out), file=sys.stderr)


def summary(rows):
    apps = sorted({r["app"] for r in rows}, key=lambda x: list(sweep.APPS).index(x))
    md = ["| app | grid | " + " | ".join("%s %d%%" % (m, p) for m in METHODS for p in PCTS) + " |",
          "|---|---|" + "---|" * (len(METHODS) * len(PCTS))]
    reach = {m: 0 for m in METHODS}
    for app in apps:
        cells = []
        for m in METHODS:
            for p in PCTS:
                fr = [r["hv_frac"] for r in rows if r["app"] == app and r["method"] == m and r["pct"] == p]
                if "" in fr:
                    cells.append("n/a")
                    continue
                cells.append("%.3f" % statistics.mean(fr))
                if p == 10 and statistics.mean(fr) >= 0.95:
                    reach[m] += 1
        grid = next(r["grid"] for r in rows if r["app"] == app)
        md.append("| %s | %d | %s |" % (app, grid, " | ".join(cells)))
    md.append("")
    scored = [app for app in apps if all(r["hv_frac"] != "" for r in rows if r["app"] == app)]
    md.append("Mean fraction of the grid's hypervolume over the seeds (n/a: no grid point is faster than "
              "exact within the reference error). Apps with >= 95 %% at 10 %%: %s (of %d scored, %d in all)."
              % (", ".join("%s %d" % (m, reach[m]) for m in METHODS), len(scored), len(apps)))
    return "\n".join(md) + "\n"


if __name__ == "__main__":
    main()
