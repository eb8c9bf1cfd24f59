#!/usr/bin/env python3
"""precision_replay.py - approx-tune --precision's searches again, from the
journal of a run, with no build and no device.

approx-tune --precision (precision_tune.sh) appends every vector it
measures to precision-evals-<key>.jsonl in the app's result folder, and
its searches are deterministic given their seeds and the measurements. A
run cut by the device's time limit after its searches (in the re-timing
phase, so without precision-summary.json), or a search rule changed
after the run, can therefore be evaluated on the GPU's own numbers: this
script rebuilds the model from the run's fp-report.json, loads the
journal as approx-tune's memo, takes the quartile thresholds from the same
random vectors (--seed), and runs AMPT-GA, the naive GA and delta
debugging with approx-tune's seeds (--seed + 1000 k). A search that asks
for a vector the journal does not hold stops with an error naming how
many executions it had made: such a search is not in the data, and no
number is printed for it.
Printed per strategy: best speedup, executions, efficiency (speedup per
execution), and the issue's two targets (approx-tune's ampt_targets:
AMPT-GA's best within 15 % of the naive GA's executions over the naive
GA's best; AMPT-GA's efficiency beside delta debugging's), then
Spearman(static score, time) over the journal.

Usage: precision_replay.py RESULT_DIR LABEL [--report F] [--threshold q2] [--patience P] [--budget 30]
         [--population 8] [--group-prob 0.25] [--random-vectors 20] [--seed 1]
A vector of the journal that the report's model does not accept (another
report's variables) is skipped as approx-tune skips it, so a search then
stops at it: give the run's own report.
Example (CFD at 1536 x 3072 on the H100, 2026-12-05, session 21):
  benchmarks/harness/precision_replay.py docs/data/precision-2026-12-05-h100-s21/cfd_euler cfd_steps
"""
import argparse
import glob
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools",
                                "approx-tune"))
from approxtune import fpmodel, ga, precision, precision_cli  # noqa: E402


class NotInJournal(BaseException):
    """A search asked for a vector the run never measured (a BaseException:
    Evaluations turns an Exception of the measure function into a failed
    vector, which would let the search go on as if it had run)."""


def journal_of(folder):
    found = sorted(glob.glob(os.path.join(folder, "precision-evals-*.jsonl")))
    if len(found) != 1:
        raise SystemExit("precision_replay.py: %s holds %d journals (precision-evals-*.jsonl), not one" % (
            folder, len(found)))
    return found[0]


def replay(folder, label, budget=30, population=8, group_prob=0.25, patience=ga.AMPT["patience"],
           random_vectors=20, seed=1, report=None, threshold="q2"):
    """(the threshold's value, [(name, Search or the executions where it
    stopped)], the memo) of the run in folder; threshold q1, q2 or q3."""
    model = fpmodel.load(report or os.path.join(folder, "fp-report.json"), labels=[label])

    def measure(vec, worker):
        raise NotInJournal()
    evals = precision.Evaluations(model, measure, journal=journal_of(folder))
    evals.journal = None  # read, never written: the replay measures nothing
    try:
        q, _ = precision.random_thresholds(evals, random_vectors, seed)
    except NotInJournal:
        raise SystemExit("precision_replay.py: the journal lacks some of the %d random vectors of seed %d" % (
            random_vectors, seed))
    runs = []
    opts = argparse.Namespace(population=population, group_prob=group_prob, patience=patience)
    for k, name in enumerate(("ampt", "naive", "dd")):
        s = precision.Search(name, evals, q[threshold], budget)
        try:
            precision_cli.run_strategy(name, model, s, opts, seed + 1000 * k)  # approx-tune's seeds
            runs.append((name, s))
        except NotInJournal:
            runs.append((name, s.executions))
    return q[threshold], runs, evals


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder")
    ap.add_argument("label")
    ap.add_argument("--budget", type=int, default=30)
    ap.add_argument("--population", type=int, default=8)
    ap.add_argument("--group-prob", type=float, default=0.25)
    ap.add_argument("--patience", type=int, default=ga.AMPT["patience"])
    ap.add_argument("--random-vectors", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--report", help="the run's -fapprox-fp-report (default RESULT_DIR/fp-report.json)")
    ap.add_argument("--threshold", choices=("q1", "q2", "q3"), default="q2",
                    help="the quartile of the random vectors' errors the searches meet (default q2)")
    a = ap.parse_args(argv)
    tval, runs, evals = replay(a.folder, a.label, a.budget, a.population, a.group_prob, a.patience,
                               a.random_vectors, a.seed, a.report, a.threshold)
    print("%s %.3g, %d vectors in the journal, AMPT-GA patience %d" % (a.threshold, tval, len(evals.memo) - 1,
                                                                       a.patience))
    done = []
    for name, s in runs:
        if isinstance(s, int):
            print("%-6s not in the journal: it asked for an unmeasured vector after %d executions" % (name, s))
            continue
        print("%-6s best %.3fx  executions %2d  efficiency %.4f  filtered %d" % (
            name, s.best.speedup, s.executions, s.efficiency, s.filtered))
        done.append((a.threshold, tval, s))
    for t in precision_cli.ampt_targets(done):
        dd_eff = t["dd_efficiency"]
        print("target 1: AMPT-GA within %d executions / naive best = %.3f; target 2: efficiency AMPT-GA %.4f, "
              "DD %s" % (t["ampt_executions"], t["fraction_of_naive"], t["ampt_efficiency"],
                         "%.4f" % dd_eff if dd_eff is not None else "not in the journal"))
    ok = [m for m in evals.measured() if m.ok]
    rho = precision.spearman([m.score for m in ok], [m.rel for m in ok])
    print("spearman(score, time) %s over %d vectors" % ("%.2f" % rho if rho is not None else "undefined", len(ok)))
    print(json.dumps({name: None if isinstance(s, int) else {"best": s.best.speedup, "executions": s.executions}
                      for name, s in runs}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
