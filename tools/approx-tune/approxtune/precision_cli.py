"""precision_cli.py - approx-tune --precision: mixed-precision tuning.

  approx-tune --precision --build 'approx-clang ... {set} k.c -o {out}' \
      [--fp-report F] [--strategies ampt,naive,dd] [--thresholds both] -- ./prog args

Order of work: the report (fpmodel.py) is read from --fp-report, or made
by running the --build command once without {set} and -o {out}, with
-fsyntax-only -fapprox-fp-report=<out>/fp-report.json; --labels picks
its regions. A precision vector (one type per variable) is built through
the binary cache (bincache.py: -fapprox-set=<label>:precision(T : list)
per region and type, one binary per vector; a GA generation is built
on --build-workers threads, then run on --workers) and run like any trial (runner.py: time, error by --metric or
the program's own, every input of --input-set, failures with their
reason; a build that fails is a failed vector carrying the compiler's
message). The exact program is the vector of declared types, built the
same way; speedups are relative to it. The thresholds: --error-bound
(bound), the quartiles of the errors of --random-vectors random vectors
(q1, q2, q3: AMPT-GA's choice), or both. Then each strategy (ga.py: ampt,
naive; dd.py: dd) searches under each threshold with --budget executions,
all of them sharing one memo of measured vectors (precision.py; the
journal precision-evals-<key>.jsonl makes a restarted run skip what it
measured). Results in --out: precision-points.csv (every vector),
precision-runs.csv and precision-summary.json (per threshold and strategy:
best speedup, executions, efficiency; the Spearman correlation of the
static score with the measured times; the confidence runs),
precision-<threshold>.{png,svg} (best speedup against executions per
strategy) and best-flags.txt (the fastest vector within --error-bound).
--confidence N re-runs the best vector of each threshold on N perturbed
inputs (confidence.py) and reports how many meet the threshold; --retime R
times the strategies' best vectors again side by side (retime.py).
"""
import csv
import hashlib
import json
import os
import shlex
import subprocess
import sys

from . import bincache, confidence, dd, fpmodel, ga, precision, retime, runner

STRATEGIES = ("ampt", "naive", "dd")
THRESHOLDS = ("bound", "quartiles", "middle", "both")


def add_options(ap):
    a = ap.add_argument
    a("--precision", action="store_true", help="tune the precision of floating-point variables "
      "(rebuilds through --build; docs/language.md, approx-tune --precision)")
    a("--fp-report", help="the compiler's -fapprox-fp-report JSON (default: made with --build)")
    a("--strategies", default="ampt,naive,dd", help="comma-separated of %s (default all)" % ", ".join(STRATEGIES))
    a("--thresholds", choices=THRESHOLDS, default="bound",
      help="bound: --error-bound; quartiles: of random vectors' errors (AMPT-GA); middle: their median "
      "alone (q2, the issue's target threshold: a third of the runs); both: quartiles and bound")
    a("--random-vectors", type=int, default=20, help="random vectors for the quartiles (default 20)")
    a("--build-workers", type=int, help="builds at once (default --workers); the runs stay on --workers")
    a("--population", type=int, default=8, help="GA population (default 8)")
    a("--group-prob", type=float, default=0.25, help="AMPT-GA's group mutation probability G (default 0.25)")
    a("--exact-reps", type=int, default=3,
      help="runs of the exact program, whose median time every speedup divides by (default 3, at least --reps): "
      "one process of cfd_euler on the H100 ranged 24.5-28.6 ms (docs/results.md)")
    a("--patience", type=int, default=ga.AMPT["patience"],
      help="AMPT-GA stops after this many generations in a row (after the first) that find no better vector "
      "(default %d; 0: it runs to --budget)" % ga.AMPT["patience"])
    a("--journal", help="the journal of measured vectors to read and extend (default: OUT/precision-evals-<key>.jsonl, "
      "whose key changes with the build command, the compiler binary and the sources): an earlier run's, to "
      "take its measurements as they are, e.g. for --confidence after a rebuilt compiler")
    a("--precision-types", default="double,float,half", help="types a variable may take (default double,float,half)")
    a("--keep", default="", help="comma-separated variables kept at their declared type, e.g. arrays an "
      "enclosing 'target data' maps (the runtime runs such a region exactly instead of retyping them)")
    a("--precision-config", help="APPROX_CONFIG file every vector runs under (default {}: the regions as compiled)")
    a("--confidence", type=int, default=0, help="re-run each threshold's best vector on N perturbed inputs")
    a("--perturb-args", help="argument line of perturbed input i ({i} = 1..N), e.g. '-s {i}'")
    a("--perturb-cmd", help="command printing the argument line of perturbed input {i}")
    a("--retime", type=int, default=0, help="time each strategy's best vector again in R rounds beside "
      "the exact program, and compare the strategies on those medians (retime.py)")


def check_options(ap, args):
    if not args.precision:
        return
    args.strategies = [s.strip() for s in args.strategies.split(",") if s.strip()]
    bad = [s for s in args.strategies if s not in STRATEGIES]
    if bad or not args.strategies:
        ap.error("--strategies: '%s' is not one of %s" % (bad[0] if bad else "", ", ".join(STRATEGIES)))
    if not args.build:
        ap.error("--precision needs --build (the command building a vector: {set} and {out})")
    if not 0 <= args.group_prob <= 1:
        ap.error("--group-prob must be within [0, 1]")
    if args.patience < 0:
        ap.error("--patience must be >= 0")
    if args.exact_reps < 1:
        ap.error("--exact-reps must be >= 1")
    for name in ("random_vectors", "population"):
        if getattr(args, name) < (4 if name == "random_vectors" else 2):
            ap.error("--%s must be >= %d" % (name.replace("_", "-"), 4 if name == "random_vectors" else 2))
    if args.build_workers is not None and args.build_workers < 1:
        ap.error("--build-workers must be >= 1")
    if args.confidence < 0:
        ap.error("--confidence must be >= 0")
    if args.retime < 0:
        ap.error("--retime must be >= 0")
    if args.confidence and not (args.perturb_args or args.perturb_cmd):
        ap.error("--confidence needs --perturb-args or --perturb-cmd")
    if args.perturb_args and args.perturb_cmd:
        ap.error("give one of --perturb-args and --perturb-cmd")
    if (args.perturb_args or args.perturb_cmd) and not args.confidence:
        ap.error("--perturb-%s needs --confidence N" % ("args" if args.perturb_args else "cmd"))
    args.precision_types = [t.strip() for t in args.precision_types.split(",")]


def fail(msg):
    sys.exit("approx-tune: " + msg)


def report_command(template, path):
    """The --build command without {set} and -o {out}, writing the report."""
    toks, out, i = shlex.split(template), [], 0
    while i < len(toks):
        a = toks[i]
        if a == "-o" and i + 1 < len(toks) and "{out}" in toks[i + 1]:
            i += 2
            continue
        if a != "{set}" and "{out}" not in a:
            out.append(a)
        i += 1
    return out + ["-fsyntax-only", "-fapprox-fp-report=" + path]


def make_report(args):
    path = os.path.join(args.out, "fp-report.json")
    if os.path.exists(path):
        os.remove(path)
    cmd = report_command(args.build, path)
    try:
        r = subprocess.run(cmd, capture_output=True, encoding="utf-8", errors="replace", timeout=args.timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        fail("the report compile (%s) failed: %s" % (" ".join(cmd), e))
    if r.returncode != 0:
        fail("the report compile failed (exit %d): %s" % (r.returncode, r.stderr.strip()[-600:]))
    if not os.path.exists(path):
        fail("the report compile wrote no %s (does the compiler know -fapprox-fp-report?)" % path)
    return path


class Progress:
    def __init__(self):
        self.n = 0

    def __call__(self, m):
        self.n += 1
        what = ("failed: %s" % m.reason.splitlines()[0][:160]) if not m.ok else \
            "speedup %.3fx error %.4g" % (m.speedup, m.error)
        print("[precision] %d: score %.4g %s" % (self.n, m.score, what), file=sys.stderr, flush=True)


def journal_key(args, model, stamp=None):
    """The journal's name: what the measurements depend on; stamp is the
    binary cache's (bincache.build_stamp: the files the --build command
    names and those it reads, headers included), so an edited source or
    header starts a fresh journal as it gets fresh binaries (its old
    measurements were reused)."""
    h = hashlib.sha1(json.dumps([args.cmd, args.build, args.input_set, args.metric, args.output_format,
                                 args.time_from, args.error_from, args.reps,
                                 [(v.label, v.name, v.allowed) for v in model.vars]] +
                                ([stamp] if stamp else [])).encode())
    return h.hexdigest()[:12]


def run_strategy(name, model, search, args, seed):
    if name == "dd":
        dd.DeltaDebug(model, search).run()
        return
    kind = dict(ga.AMPT, patience=args.patience) if name == "ampt" else ga.NAIVE
    cfg = ga.GAConfig(population=args.population, group_prob=args.group_prob, **kind)
    ga.GA(model, search, cfg, seed).run()


def main(args):
    try:
        path = args.fp_report or make_report(args)
        model = fpmodel.load(path, args.precision_types, args.labels.split(",") if args.labels else None,
                             [k.strip() for k in args.keep.split(",") if k.strip()])
        cache = bincache.BinaryCache(args.build, os.path.join(args.out, "bin-cache"), build_plain=True,
                                     exclude=(args.out,))
        ev = runner.Evaluator(args.cmd, args, os.path.join(args.out, "work"))
        args.config = {}
        if args.precision_config:
            try:
                with open(args.precision_config) as f:
                    args.config = json.load(f)
            except (OSError, ValueError) as e:
                raise ValueError("--precision-config %s: %s" % (args.precision_config, e))
            if not isinstance(args.config, dict):
                raise ValueError("--precision-config %s: not a JSON object" % args.precision_config)
    except (fpmodel.ReportError, ValueError, OSError) as e:
        fail(str(e))
    exact = model.declared()
    try:
        exact_bin = cache.binary(model.flags(exact))
        ev.measure_exact(args.config, exact_bin, reps=max(ev.reps, args.exact_reps))  # every speedup divides by it
    except runner.TrialFailure as e:
        fail("the exact vector (declared types) failed: %s" % e)
    t_exact = ev.exact_time()
    if t_exact <= 0:
        fail("the exact run took no time (APPROX_TIME=%g)" % t_exact)
    print("approx-tune --precision: %d variables in %d regions (%s), exact %.6g, report %s" % (
        len(model.vars), len(model.regions), ", ".join(r.label for r in model.regions), t_exact, path),
        file=sys.stderr)
    if model.not_candidates:
        print("approx-tune --precision: not tuned, no precision list can name them (the report's "
              "not_candidates): %s" % ", ".join("%s:%s" % (l, n) for l, n, _ in model.not_candidates),
              file=sys.stderr)

    def measure(vec, worker):
        res = ev.evaluate(args.config, worker, cache.binary(model.flags(vec)))
        return res.time / t_exact, res.error

    journal = args.journal or os.path.join(args.out,
                                           "precision-evals-%s.jsonl" % journal_key(args, model, cache.stamp))
    evals = precision.Evaluations(model, measure, args.workers, journal, Progress(),
                                  prepare=lambda vec: cache.binary(model.flags(vec)),
                                  build_workers=args.build_workers)
    thresholds, random_ms = {}, []
    if args.thresholds in ("quartiles", "middle", "both"):
        try:
            q, random_ms = precision.random_thresholds(evals, args.random_vectors, args.seed)
        except ValueError as e:
            fail(str(e))
        thresholds.update({"q2": q["q2"]} if args.thresholds == "middle" else q)
    if args.thresholds in ("bound", "both"):
        thresholds["bound"] = args.error_bound
    runs = []
    for tname, tval in thresholds.items():
        for k, sname in enumerate(args.strategies):
            s = precision.Search(sname, evals, tval, args.budget)
            run_strategy(sname, model, s, args, args.seed + 1000 * k)
            runs.append((tname, tval, s))
    return report(args, model, evals, t_exact, thresholds, runs, random_ms, ev, cache, exact_bin)


def _times(model, evals, t_exact):
    ok = [m for m in evals.measured() if m.ok]
    rho = precision.spearman([m.score for m in ok], [m.rel * t_exact for m in ok])
    return ok, rho


def ampt_targets(runs, share=0.15):
    """Per threshold where AMPT-GA and the naive GA both ran: AMPT-GA's
    best speedup after at most `share` of the naive GA's executions, as a
    fraction of the naive GA's best (the issue's target: >= 0.95 at 15 %),
    and both searches' efficiency beside delta debugging's."""
    out = []
    for tname in dict.fromkeys(t for t, _, _ in runs):
        by = {s.name: s for t, _, s in runs if t == tname}
        if "ampt" not in by or "naive" not in by:
            continue
        a, n, d = by["ampt"], by["naive"], by.get("dd")
        limit = int(share * n.executions)
        best = max([y for x, y in a.curve if x <= limit] or [1.0])
        out.append({"threshold": tname, "naive_executions": n.executions, "ampt_executions": limit,
                    "fraction_of_naive": best / n.best.speedup if n.best.speedup > 0 else 0.0,
                    "ampt_efficiency": a.efficiency, "dd_efficiency": d.efficiency if d else None})
    return out


def retime_bests(args, model, runs, ev, cache):
    """Per threshold: the strategies' best vectors (and AMPT-GA's best
    within 15 % of the naive GA's executions) timed again side by side
    (retime.py), and the issue's comparisons on those medians."""
    def time_of(vec):
        return ev.evaluate(args.config, 0, cache.binary(model.flags(vec))).time

    out = []
    for tname in dict.fromkeys(t for t, _, _ in runs):
        by = {s.name: s for t, _, s in runs if t == tname}
        cands = {name: s.best.vec for name, s in by.items()}
        if "ampt" in by and "naive" in by:
            cands["ampt@15%"] = by["ampt"].best_within(int(0.15 * by["naive"].executions)).vec
        timed = retime.retime(cands, model.declared(), args.retime, time_of)
        cmp = retime.compare(timed, by["ampt"].executions if "ampt" in by else 0,
                             by["dd"].executions if "dd" in by else 0)
        for name, t in timed.items():
            print("retimed %s %-9s %s over %d rounds%s" % (
                tname, name, "-" if t["median"] is None else "%.3fx [%.3f-%.3f]" % (t["median"], t["min"], t["max"]),
                len(t["speedups"]), "" if not t["reasons"] else " (%d failed: %s)" % (len(t["reasons"]),
                                                                                   t["reasons"][0][:200])))
            t["vector"] = model.describe(t["vector"])
        if cmp["fraction_of_naive"] is not None:
            print("retimed ampt vs naive (%s): %.3f; efficiency ampt %s, dd %s" % (
                tname, cmp["fraction_of_naive"],
                *("-" if cmp[k] is None else "%.4f" % cmp[k] for k in ("ampt_efficiency", "dd_efficiency"))))
        out.append({"threshold": tname, "rounds": args.retime, "vectors": timed, **cmp})
    return out


def best_within(measured, bound):
    """The fastest measured vector with error <= bound, or None."""
    within = [m for m in measured if m.ok and m.error is not None and m.error <= bound]
    return max(within, key=lambda m: m.speedup, default=None)


def report(args, model, evals, t_exact, thresholds, runs, random_ms, ev, cache, exact_bin):
    out = args.out
    ms = evals.measured()
    with open(os.path.join(out, "precision-points.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["vector", "score", "time", "speedup", "error", "status", "reason", "flags"])
        for m in ms:
            w.writerow([json.dumps(model.describe(m.vec), sort_keys=True), "%.6g" % m.score,
                        "" if not m.ok else m.rel * t_exact, "" if not m.ok else m.speedup,
                        "" if not m.ok else m.error, "ok" if m.ok else "failed", m.reason or "",
                        " ".join("-fapprox-set=" + c for c in model.flags(m.vec))])
    ok, rho = _times(model, evals, t_exact)
    print("exact: %.6g (%d variables, static score %.6g)" % (t_exact, len(model.vars), model.score(model.declared())))
    print("thresholds: %s" % ", ".join("%s %.4g" % kv for kv in thresholds.items()))
    print("%-6s %-10s %-6s %9s %10s %10s %8s" % ("thresh", "value", "search", "speedup", "executions",
                                               "efficiency", "filtered"))
    rows, confs = [], []
    for tname, tval, s in runs:
        print("%-6s %-10.4g %-6s %8.3fx %10d %10.4f %8d" % (tname, tval, s.name, s.best.speedup, s.executions,
                                                          s.efficiency, s.filtered))
        rows.append({"threshold": tname, "threshold_value": tval, "strategy": s.name,
                     "best_speedup": s.best.speedup, "best_error": s.best.error, "executions": s.executions,
                     "efficiency": s.efficiency, "filtered": s.filtered, "budget": s.budget,
                     "best_vector": model.describe(s.best.vec), "best_flags": model.flags(s.best.vec),
                     "curve": s.curve})
    with open(os.path.join(out, "precision-runs.csv"), "w", newline="") as f:
        w = csv.writer(f)
        keys = ["threshold", "threshold_value", "strategy", "best_speedup", "best_error", "executions",
                "efficiency", "filtered", "budget", "best_vector"]
        w.writerow(keys)
        for r in rows:
            w.writerow([json.dumps(r[k], sort_keys=True) if k == "best_vector" else r[k] for k in keys])
    targets = ampt_targets(runs)
    for t in targets:
        print("ampt vs naive (%s): %.3f of the naive GA's best with <= %d executions (15 %% of %d); "
              "efficiency ampt %.4f, dd %s" % (t["threshold"], t["fraction_of_naive"], t["ampt_executions"],
                                              t["naive_executions"], t["ampt_efficiency"],
                                              "-" if t["dd_efficiency"] is None else "%.4f" % t["dd_efficiency"]))
    retimed = retime_bests(args, model, runs, ev, cache) if args.retime else []
    failed = [m for m in ms if not m.ok]
    print("spearman(static score, time): %s over %d vectors" % ("undefined" if rho is None else "%.3f" % rho, len(ok)))
    if failed:
        print("failed vectors: %d (reasons in %s)" % (len(failed), os.path.join(out, "precision-points.csv")))
    if args.confidence:
        for tname, tval in thresholds.items():
            best = max((s.best for t, _, s in runs if t == tname), key=lambda m: m.speedup)
            c = confidence.run(args, model, best, tname, tval, ev, cache, exact_bin)
            confs.append(c)
            print(confidence.line(c))
    best = best_within(ok, args.error_bound)
    flags = os.path.join(out, "best-flags.txt")
    if best is not None and best.vec != model.declared():
        with open(flags, "w") as f:
            f.write(" ".join("-fapprox-set=" + c for c in model.flags(best.vec)) + "\n")
        print("best under error %g: %.3fx %.6g %s" % (args.error_bound, best.speedup, best.error,
                                                     json.dumps(model.describe(best.vec), sort_keys=True)))
    else:
        if os.path.exists(flags):
            os.remove(flags)
        print("best under error %g: none (the exact program)" % args.error_bound)
    summary = {"report": args.fp_report or os.path.join(out, "fp-report.json"), "exact_time": t_exact,
               "variables": [{"label": v.label, "name": v.name, "declared": v.declared, "allowed": v.allowed}
                             for v in model.vars],
               "thresholds": thresholds, "random_vectors": len(random_ms), "runs": rows,
               "evaluated": len(ms) - 1, "failed": len(failed),
               "spearman_score_time": rho, "ampt_targets": targets, "retimed": retimed, "spearman_vectors": len(ok), "confidence": confs}
    with open(os.path.join(out, "precision-summary.json"), "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
    if not args.no_plots:
        from . import plots
        for tname, tval in thresholds.items():
            series = {}
            for t, _, s in runs:
                if t == tname:
                    series[s.name] = ([x for x, _ in s.curve], [y for _, y in s.curve])
            plots.curves(os.path.join(out, "precision-%s" % tname), series,
                         "best speedup, error <= %.3g (%s)" % (tval, tname), "executions", "best speedup")
    print("results in %s" % out)
    return 0
