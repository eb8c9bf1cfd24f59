"""confidence.py - does the best vector hold on other inputs? (AMPT-GA §5)

approx-tune --precision --confidence N re-runs, for each threshold, the
best vector found (over all strategies) on N perturbed inputs and counts
how many meet the threshold. Perturbed input i (1..N) is an argument line,
used like a line of --input-set (`{input}` in the command, else appended):
  --perturb-args '-s {i}'   the line itself, {i} replaced (the benchmark
                            apps take their seed and sizes as -s/-n/-m)
  --perturb-cmd 'gen {i}'   a command whose stdout is the line (any input
                            generator: it may write a file and print its
                            name)
On each perturbed input the exact program (the declared vector) runs
first, as the reference of the error; then the best vector. A run that
fails counts as not meeting the threshold, with its reason.
"""
import os
import shlex
import subprocess

from . import runner


class ConfidenceError(Exception):
    pass


def perturbed_inputs(args):
    lines = []
    for i in range(1, args.confidence + 1):
        if args.perturb_args:
            lines.append(shlex.split(args.perturb_args.replace("{i}", str(i))))
            continue
        cmd = args.perturb_cmd.replace("{i}", str(i))
        try:
            r = subprocess.run(cmd, shell=True, capture_output=True, encoding="utf-8", errors="replace",
                               timeout=args.timeout)
        except subprocess.TimeoutExpired:
            raise ConfidenceError("--perturb-cmd '%s' timed out" % cmd)
        if r.returncode != 0:
            raise ConfidenceError("--perturb-cmd '%s' failed (exit %d): %s" % (cmd, r.returncode,
                                                                               r.stderr.strip()[-300:]))
        lines.append(shlex.split(r.stdout.strip()))
    return lines


def run(args, model, best, tname, tval, ev, cache, exact_bin):
    """{threshold, value, inputs, met, failed, errors, reasons, vector}."""
    res = {"threshold": tname, "threshold_value": tval, "vector": model.describe(best.vec),
           "inputs": args.confidence, "met": None, "errors": [], "reasons": []}
    if best.vec == model.declared():
        res["note"] = "the best vector is the exact program"
        return res
    try:
        lines = perturbed_inputs(args)
        binary = cache.binary(model.flags(best.vec))
    except (ConfidenceError, runner.TrialFailure) as e:
        res["note"] = str(e)
        return res
    cev = runner.Evaluator(args.cmd, args, os.path.join(args.out, "work-confidence"))
    met = 0
    for k, line in enumerate(lines, 1):
        cev.inputs = [line]
        try:
            cev.measure_exact(args.config, exact_bin)
        except runner.TrialFailure as e:
            res["errors"].append(None)
            res["reasons"].append("input %d: the exact program failed: %s" % (k, e))
            continue
        try:
            err = cev.evaluate(args.config, 0, binary).error
        except runner.TrialFailure as e:
            res["errors"].append(None)
            res["reasons"].append("input %d: %s" % (k, e))
            continue
        res["errors"].append(err)
        met += err <= tval
    res["met"] = met
    return res


def line(c):
    if c["met"] is None:
        return "confidence %s (%.4g): not run: %s" % (c["threshold"], c["threshold_value"], c.get("note", ""))
    return "confidence %s (%.4g): %d of %d perturbed inputs meet it%s" % (
        c["threshold"], c["threshold_value"], c["met"], c["inputs"],
        "" if not c["reasons"] else " (%d failed: %s)" % (len(c["reasons"]), c["reasons"][0][:200]))
