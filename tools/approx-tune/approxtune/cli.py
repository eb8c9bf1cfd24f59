"""cli.py - approx-tune's command line, the run and the final report.

  approx-tune [options] -- ./program args...

Order of work: the options and --storage are checked first (nothing runs
if they are wrong), then the program runs once with APPROX_REPORT to find
its regions and knobs (space.py; --labels / --space checked against them),
then exactly (every region off) on every input, then the study runs
(study.py; workers.py) with --workers threads until --budget evaluations
are in the study. At the end, from every trial of the study (other processes'
included): the Pareto front as a table on stdout, <out>/best.json (the
fastest configuration with error <= --error-bound on every input, usable
as APPROX_CONFIG; best-flags.txt the -fapprox-set flags when it needs a
rebuild, best-build.json the --variants build when it is not the program
given), <out>/points.csv (every trial, failed ones with their
reason; its -fapprox-set clauses in the column set), and the pictures <out>/front.{png,svg} and <out>/growth.{png,svg}
(plots.py). --out holds only this run's results: with no best point the
best.json and best-flags.txt of an earlier run are removed, the pictures
are drawn with a note when no trial succeeded (--no-plots removes old
ones). The old command lines (--space, --labels, --output,
--output-format, --error-bound, --reps, --budget, --seed, --out) keep
their meaning; a space no larger than --budget is still tried whole.
"""
import argparse
import csv
import hashlib
import json
import math
import os
import re
import shutil
import sys
import time

from . import bincache, interrupt, kinds, metrics, pareto, precision_cli, runner, sampling, space as spacemod, variants
from . import study as studymod, trials as trialsmod, workers


def parse(argv):
    ap = argparse.ArgumentParser(
        prog="approx-tune", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Explore the speed/accuracy trade-off of a program built with approx-clang "
                    "(Optuna multi-objective search over APPROX_CONFIG; docs/language.md, approx-tune).")
    a = ap.add_argument
    a("--labels", help="comma-separated regions to tune (default: every region the program reports)")
    a("--space", help='JSON {label or "a,b": [setting, ...]}: settings as in APPROX_CONFIG, '
                      'plus "set": "<clause>" for compile-time clauses (needs --build)')
    a("--variants", help='data variants, other builds of the program as one more dimension: JSON '
                         '{tag: {"binary": path} | {"set": ["label:clause", ...]}, "space"?: {...}}, '
                         'or "auto" (with --build: precision half and bf16 on the regions that move data)')
    a("--compiler", help="approx-clang whose kind table (--approx-print-kinds) checks --space "
                         "(default: $APPROX_CLANG, the one beside approx-tune, or on PATH)")
    a("--output", help="file the program writes, compared against the exact run's")
    a("--output-format", choices=metrics.FORMATS, default="text")
    a("--metric", choices=metrics.METRICS, default="mape", help="error metric of --output (default mape)")
    a("--input-set", help="file: one line of program arguments per input ({input} in the command, "
                          "else appended); the error is the worst over inputs")
    a("--time-from", help="regex whose group 1 is the time in the program's stdout (default APPROX_TIME=)")
    a("--error-from", help="regex whose group 1 is the error in stdout (default APPROX_ERROR=)")
    a("--error-bound", type=float, default=0.05, help="for the best point (default 0.05)")
    a("--reps", type=int, default=3, help="runs per point and input (median; default 3)")
    a("--budget", type=int, default=200, help="evaluations in the study (default 200)")
    a("--seed", type=int, default=1)
    a("--sampler", choices=sampling.SAMPLERS, default="auto",
      help="auto: the whole grid if it fits the budget, else tpe")
    a("--startup", choices=sampling.STARTUPS, default="prior",
      help="first trials of tpe/nsga2: prior (default: descend ordered by a model of the bytes each build's "
           "clauses move, docs/language.md), descend (each build at its mildest, then the fastest builds' knobs "
           "bisected from their strongest toward --error-bound, skipping what monotonicity rules out; "
           "the default before), ladder (each technique alone at its mildest and strongest setting, then together) "
           "or random")
    a("--storage", help="Optuna storage URL (sqlite:///f.db, postgresql://..., journal:FILE); "
                        "default sqlite:///<out>/study.db")
    a("--study", help="study name (default: from the command and the space)")
    a("--workers", type=int, default=1, help="evaluations at once (default 1)")
    a("--devices", help="comma-separated devices, worker k uses device k mod n")
    a("--device-env", choices=["cuda", "omp"], default="cuda",
      help="bind through CUDA_VISIBLE_DEVICES (default) or OMP_DEFAULT_DEVICE")
    a("--timeout", type=float, default=600, help="seconds per run before the trial fails (default 600)")
    a("--build", help="command rebuilding the program with {set} (-fapprox-set flags) and {out}")
    a("--hv-error", type=float, default=1.0, help="reference error of the hypervolume (default 1)")
    a("--no-plots", action="store_true", help="skip the pictures")
    a("--out", default="approx-tune-out", help="directory for the results (default approx-tune-out)")
    precision_cli.add_options(ap)
    a("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args(argv)
    args.cmd = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
    if not args.cmd:
        ap.error("no program given (approx-tune [options] -- ./program args...)")
    for name in ("reps", "budget", "workers"):
        if getattr(args, name) < 1:
            ap.error("--%s must be >= 1" % name)
    check_numbers(ap, args)
    if not args.out:
        ap.error("--out is empty")
    check_labels(ap, args.labels)
    for name in ("time_from", "error_from"):  # group 1 is the number (runner.py)
        pattern = getattr(args, name)
        try:
            groups = re.compile(pattern).groups if pattern is not None else 1
        except re.error as e:
            ap.error("--%s '%s': %s" % (name.replace("_", "-"), pattern, e))
        if groups < 1:
            ap.error("--%s '%s': no group: group 1 must match the number" % (name.replace("_", "-"), pattern))
    args.devices = [d.strip() for d in args.devices.split(",")] if args.devices else None
    if args.devices is not None and not all(args.devices):
        ap.error("--devices: an empty device in '%s'" % ",".join(args.devices))
    precision_cli.check_options(ap, args)
    return args


def check_numbers(ap, args):
    """--timeout, --error-bound and --hv-error are numbers that make sense
    (inf/nan timeouts were tracebacks, a nan or negative bound was taken)."""
    for opt, value, ok, what in (
            ("--timeout", args.timeout, math.isfinite(args.timeout) and args.timeout > 0,
             "a finite number of seconds > 0"),
            ("--error-bound", args.error_bound, args.error_bound >= 0, "a number >= 0"),  # nan: False
            ("--hv-error", args.hv_error, math.isfinite(args.hv_error) and args.hv_error > 0, "a finite number > 0")):
        if not ok:
            ap.error("%s must be %s, not %g" % (opt, what, value))


def check_labels(ap, labels):
    """--labels names regions, each once (an empty --labels tuned every region)."""
    if labels is None:
        return
    if not labels.strip():
        ap.error("--labels is empty: name the regions to tune, or leave it out to tune every one")
    seen = set()
    for lab in labels.split(","):
        if not lab:
            ap.error("--labels '%s': an empty label" % labels)
        if lab in seen:
            ap.error("--labels '%s': label '%s' twice" % (labels, lab))
        seen.add(lab)


def fail(msg):
    sys.exit("approx-tune: " + msg)


def speedup(rel):
    """1 / relative time (inf for 0: no division by zero in a report)."""
    return 1 / rel if rel > 0 else float("inf")


class Progress:
    """One line per finished evaluation: a bar, ETA, the best point so far,
    all of the study's (a resumed one, or one other processes share): its
    evaluations against the budget (trials.done_count), the ETA from the
    rate at which the study gained evaluations since this process began,
    the best of its measured points within the bound."""

    def __init__(self, study, budget, bound):
        self.study, self.budget, self.bound = study, budget, bound
        self.t0, self.done0 = time.time(), trialsmod.done_count(study)[0]

    def __call__(self, number, assign, values, reason):
        done = trialsmod.done_count(self.study)[0]
        ran = done - self.done0
        eta = (time.time() - self.t0) / ran * max(0, self.budget - done) if ran > 0 else 0
        bar = "#" * (20 * min(done, self.budget) // self.budget)
        best = self.best()
        best = "none" if best is None else "%.2fx@%.3g" % (speedup(best[0]), best[1])
        what = ("failed: %s" % reason) if values is None else \
            "speedup %6.2fx error %.4g" % (speedup(values[0]), values[1])
        print("[%-20s] %d/%d eta %dm%02ds best %s | trial %d %s" % (
            bar, done, self.budget, eta // 60, eta % 60, best, number, what), file=sys.stderr, flush=True)

    def best(self):
        """(relative time, error) of the study's fastest point within the
        bound (the exact program's trial left out), or None."""
        import optuna
        pts = [tuple(t.values) for t in self.study.get_trials(deepcopy=False)
               if t.state == optuna.trial.TrialState.COMPLETE and not t.user_attrs.get("exact")
               and t.values[1] <= self.bound]
        return min(pts, default=None)


def with_variants(args, sp, found, cache, first_cmd):
    """sp with the data variants of --variants (variants.py), each
    discovered from its own build's report."""
    if args.variants == "auto":
        if not args.build:
            raise spacemod.SpaceError("--variants auto needs --build (the variants are rebuilds)")
        doc = variants.automatic(found)
        if not doc:
            raise spacemod.SpaceError("--variants auto: the program reports no region that moves data")
    else:
        doc = variants.load(args.variants)

    def discover(tag, entry):
        binary = entry.get("binary") or cache.binary(tuple(sorted(entry["set"])))
        try:
            return spacemod.discover([binary] + first_cmd[1:], timeout=args.timeout)
        except spacemod.SpaceError as e:
            raise spacemod.SpaceError("variant '%s': %s" % (tag, e))
    return spacemod.Space(sp.params, variants.discover_all(
        doc, discover, [lab for lab, _ in found], args.labels.split(",") if args.labels else None,
        spacemod.load_space_file(args.space) if args.space else None), off=sp.base.off)


def study_name(args, space):
    params = [(p.name, p.keys) for p in space.params]
    if space.base.off:  # regions kept off (--labels): their trials ran them as compiled before
        params.append(("off", sorted(space.base.off)))
    if space.conditional:  # (a space without variants keeps the name it had before them)
        params += [(v.tag, v.binary, v.sets, [(p.name, p.keys) for p in v.params]) for v in space.variants[1:]]
    h = hashlib.sha1(json.dumps([args.cmd, args.input_set, args.metric, args.output_format,
                                 params]).encode()).hexdigest()
    return "approx-tune-" + h[:12]


def program_digest(cmd):
    """SHA-256 of the program file the command runs (its first word, as the
    shell finds it), or None when it cannot be read."""
    path = cmd[0] if os.sep in cmd[0] else shutil.which(cmd[0])
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except (OSError, TypeError):
        return None


def check_program(st, digest):
    """A resumed study reuses its trials, which a rebuilt program would not
    reproduce: the first run records the program's digest, a later one
    with another says so (the study name comes from the command, not from
    the binary, so that several machines can share one study)."""
    if digest is None:
        return
    before = st.user_attrs.get("program_sha256")
    if before is None:
        st.set_user_attr("program_sha256", digest)
    elif before != digest and st.trials:
        print("approx-tune: warning: the program changed since this study's %d trials ran (sha256 %s..., now "
              "%s...); their results are reused: give --study NAME for a new study" % (
                  len(st.trials), before[:12], digest[:12]), file=sys.stderr)


def make_out(out):
    """Creates --out (a folder, writable) or fails with the reason (a
    traceback before)."""
    if os.path.exists(out) and not os.path.isdir(out):
        fail("--out '%s': exists and is not a folder" % out)
    try:
        os.makedirs(out, exist_ok=True)
    except OSError as e:
        fail("--out '%s': cannot create the folder: %s" % (out, e.strerror or e))
    if not os.access(out, os.W_OK | os.X_OK):
        fail("--out '%s': the folder is not writable" % out)


def main(argv=None):
    """The command line; SIGINT/SIGTERM end it with one line and 128 +
    the signal (interrupt.py)."""
    interrupt.install()
    try:
        return tune(parse(sys.argv[1:] if argv is None else argv))
    except interrupt.Interrupted as e:
        print("approx-tune: interrupted by %s: the running programs were killed" % interrupt.name(e.signum),
              file=sys.stderr)
        return 128 + e.signum


def tune(args):
    make_out(args.out)
    if args.precision:
        return precision_cli.main(args)
    url = args.storage or "sqlite:///" + os.path.abspath(os.path.join(args.out, "study.db"))
    try:
        storage = studymod.open_storage(url)
        space_doc = spacemod.load_space_file(args.space) if args.space else None
        if space_doc:
            kinds.check(space_doc, kinds.table(kinds.find_compiler(args.compiler)))
        cache = bincache.BinaryCache(args.build, os.path.join(args.out, "bin-cache"), exclude=(args.out,))
        ev = runner.Evaluator(args.cmd, args, os.path.join(args.out, "work"))
    except (studymod.StorageError, spacemod.SpaceError, ValueError, OSError) as e:
        fail(str(e))
    first_cmd, _ = ev.command(ev.inputs[0], 0)
    try:
        found = spacemod.discover(first_cmd, timeout=args.timeout)
        sp = spacemod.build(found, args.labels.split(",") if args.labels else None, space_doc)
        if args.variants:
            sp = with_variants(args, sp, found, cache, first_cmd)
    except (spacemod.SpaceError, runner.TrialFailure) as e:
        fail(str(e))
    try:
        ev.measure_exact(sp.exact_config())
    except runner.TrialFailure as e:
        fail("the exact run failed: %s" % e)
    t_exact = ev.exact_time()
    if t_exact <= 0:
        fail("the exact run took no time (APPROX_TIME=%g)" % t_exact)
    budget = min(args.budget, sp.evaluable())  # the all-off configurations are the exact run
    name = args.study or study_name(args, sp)
    try:
        st = studymod.open_study(storage, name, None)
        check_program(st, program_digest(args.cmd))
        seed = args.seed + len(st.trials)  # a resumed study continues with fresh draws
        seeded = sampling.enqueue_start(st, sp, args.sampler, args.budget, args.startup, seed)
        planner = sampling.planner_for(sp, args.sampler, args.budget, args.startup, seed, args.error_bound)
        tpe_start = seeded or (sampling.PLANNED_STARTUP if planner else 0)
        st.sampler = sampling.make_sampler(args.sampler, sp, args.budget, seed, tpe_start)
    except Exception as e:  # storage errors once the study is opened
        fail("--storage '%s': %s" % (url, e))
    print("approx-tune: %d regions, %d parameters, space %d, budget %d, study %s in %s" % (
        len(sp.labels), len(sp.params), sp.size(), budget, name, url), file=sys.stderr)
    if sp.conditional:
        print("approx-tune: %d builds (%s), start-up: %d enqueued trials (--startup %s)" % (
            len(sp.variants), ", ".join("%s %d" % (v.tag, v.size()) for v in sp.variants), seeded,
            args.startup), file=sys.stderr)

    def evaluate(assign, worker):
        cfg, sets = sp.decode(assign)
        prebuilt = sp.binary(assign)
        if prebuilt and sets:
            raise runner.TrialFailure("variant '%s' is a prebuilt binary: it cannot take the compile-time "
                                      "clauses %s" % (sp.variant(assign).tag, ", ".join(sets)))
        res = ev.evaluate(cfg, worker, prebuilt or cache.binary(sets))
        attrs = {"config": json.dumps(cfg, sort_keys=True), "time_s": res.time, "pid": os.getpid(),
                 "input_errors": res.errors, "input_times": res.times}
        if sets:
            attrs["set"] = list(sets)
        if sp.conditional:
            attrs["build"] = sp.variant(assign).tag
        return (res.time / t_exact, res.error), attrs

    max_age = abandon_after(args, ev)
    lost = trialsmod.fail_abandoned(st, max_age), trialsmod.requeue_lost(st, sp)
    if any(lost):
        print("approx-tune: %d abandoned trials failed, %d configurations of lost trials enqueued again" % lost,
              file=sys.stderr)
    with interrupt.deferred():  # the first signal lets the workers fail their trials and return
        workers.Runner(st, sp, evaluate, budget, args.workers, Progress(st, budget, args.error_bound),
                       planner, abandon_after=max_age).run()
    rc = report(args, st, sp, t_exact)
    if interrupt.STOP.is_set():
        num = interrupt.signum()
        n = sum(1 for t in st.get_trials(deepcopy=False) if t.user_attrs.get("pid") == os.getpid() and
                t.user_attrs.get("fail_reason") == trialsmod.INTERRUPTED)
        print("approx-tune: interrupted by %s: the running programs were killed, %d trials failed as "
              "'interrupted'; the results so far are in %s" % (interrupt.name(num), n, args.out), file=sys.stderr)
        return 128 + num
    return rc


def abandon_after(args, ev):
    """Seconds after which a RUNNING trial of this study cannot be running
    any more (trials.fail_abandoned): twice the longest evaluation (every
    input, every rep at --timeout, a build at its timeout), plus a minute."""
    build = bincache.BUILD_TIMEOUT if args.build else 0
    return 2 * (args.reps * len(ev.inputs) * args.timeout + build) + 60


def collect(st, sp):
    """(points, failed) of the study in trial order; a point is
    (error, speedup, rel_time, config, trial number, input errors, attrs).
    A configuration measured anywhere is a point even where a failed trial
    of it comes first: in a shared study one process may skip what it
    rules out (descend.py) while another measures it."""
    import optuna
    trials = [t for t in sorted(st.get_trials(deepcopy=False), key=lambda t: t.number)
              if not t.user_attrs.get("exact") and sp.valid(t.params)]
    pts, failed, seen = [], [], set()
    for t in trials:
        key = json.dumps(t.params, sort_keys=True)
        if t.state != optuna.trial.TrialState.COMPLETE or key in seen:
            continue
        seen.add(key)
        cfg = json.loads(t.user_attrs.get("config") or json.dumps(sp.decode(t.params)[0], sort_keys=True))
        rel, err = t.values
        pts.append((err, speedup(rel), rel, cfg, t.number,
                    t.user_attrs.get("input_errors", [err]), dict(t.user_attrs)))
    for lost in (False, True):  # a configuration's own failure before a lost trial's (interrupted, abandoned)
        for t in trials:
            key = json.dumps(t.params, sort_keys=True)
            if t.state != optuna.trial.TrialState.FAIL or key in seen or trialsmod.lost(t) != lost:
                continue
            seen.add(key)
            cfg, sets = sp.decode(t.params)
            failed.append((t.number, cfg, t.user_attrs.get("fail_reason", "failed"), sets))
    failed.sort()
    return pts, failed


def report(args, st, sp, t_exact):
    pts, failed = collect(st, sp)
    e_exact = 0
    with open(os.path.join(args.out, "points.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["time", "speedup", "error", "config", "status", "trial", "input_errors", "reason",
                    "worker", "pid", "build", "set"])
        w.writerow([t_exact, 1, e_exact, "exact", "exact", "", "", "", "", "", "", ""])
        for err, s, rel, cfg, num, errs, at in pts:
            w.writerow([rel * t_exact, s, err, json.dumps(cfg, sort_keys=True), "ok", num,
                        ";".join("%.6g" % e for e in errs), "", at.get("worker", ""), at.get("pid", ""),
                        at.get("build", ""), " ".join(at.get("set", []))])
        for num, cfg, reason, sets in failed:
            w.writerow(["", "", "", json.dumps(cfg, sort_keys=True), "failed", num, "", reason, "", "", "",
                        " ".join(sets)])
    print("exact: %.6g" % t_exact)
    print("pareto front (speedup, error, configuration):")
    for err, s, rel, cfg, num, errs, at in reversed(pareto.pareto_front(pts)):
        per = "" if len(errs) < 2 else " per input [%s]" % ", ".join("%.4g" % e for e in errs)
        print("  %.3fx %.6g %s%s%s" % (s, err, json.dumps(cfg, sort_keys=True), built(at, sp), per))
    if failed:
        print("failed trials: %d (reasons in %s)" % (len(failed), os.path.join(args.out, "points.csv")))
    pictures(args, pts, failed)
    ok = [p for p in pts if p[0] <= args.error_bound]
    best = min(ok, key=lambda p: (p[2], p[0])) if ok else None
    write_best(args.out, best, sp)
    if best is None:
        print("best under error %g: none (the exact program)" % args.error_bound)
        return 0
    err, s, rel, cfg, num, errs, at = best
    print("best under error %g: %.3fx %.6g %s%s" % (args.error_bound, s, err, json.dumps(cfg, sort_keys=True),
                                                   built(at, sp)))
    return 0


PICTURES = ("front.png", "front.svg", "growth.png", "growth.svg")


def pictures(args, pts, failed):
    """front.{png,svg} and growth.{png,svg} of this run's points, drawn
    with a note when no trial succeeded; with --no-plots the pictures an
    earlier run left in --out are removed (they showed another run)."""
    if args.no_plots:
        for name in PICTURES:
            remove(os.path.join(args.out, name))
        return
    from . import plots
    note = None if pts else "no trial succeeded (%d failed)" % len(failed)
    plots.fronts(os.path.join(args.out, "front"), {"trials (%d)" % len(pts): pts},
                 "approx-tune: %s" % os.path.basename(args.cmd[0]), args.error_bound, note=note)
    hv = pareto.hypervolume_growth(pts, args.hv_error)
    plots.curves(os.path.join(args.out, "growth"), {"hypervolume": (list(range(1, len(hv) + 1)), hv)},
                 "front's growth (error <= %g, speedup >= 1)" % args.hv_error, "evaluations", "hypervolume",
                 note=note)


def write_best(out, best, sp):
    """<out>/best.json (the APPROX_CONFIG), best-flags.txt when the best
    point needs a rebuild, and best-build.json when it is another build
    than the program given ({"build": tag, "binary": path of a prebuilt
    variant}; APPROX_CONFIG takes no key but labels, so the build goes
    beside it); with no best point (or no clauses, or the base build)
    the files an earlier run left are removed, so that --out never holds
    another run's best."""
    paths = [os.path.join(out, n) for n in ("best.json", "best-flags.txt", "best-build.json")]
    for path in paths:
        remove(path)
    if best is None:
        return
    cfg, at = best[3], best[6]
    with open(paths[0], "w") as f:
        json.dump(cfg, f, sort_keys=True)
    if at.get("set"):  # the compile-time clauses the best point was built with
        with open(paths[1], "w") as f:
            f.write(" ".join("-fapprox-set=" + c for c in at["set"]) + "\n")
    tag = at.get("build")
    if tag and tag != spacemod.BASE:
        doc = {"build": tag}
        if build_binary(sp, tag):
            doc["binary"] = build_binary(sp, tag)
        with open(paths[2], "w") as f:
            json.dump(doc, f, sort_keys=True)


def remove(path):
    if os.path.exists(path):
        os.remove(path)


def built(attrs, sp):
    """What builds a point besides the program given: " (build TAG:
    BINARY)" for a prebuilt --variants binary, " (build TAG)" for another
    variant, and " -fapprox-set=..." for its compile-time clauses."""
    tag = attrs.get("build")
    out = ""
    if tag and tag != spacemod.BASE:
        binary = build_binary(sp, tag)
        out = " (build %s%s)" % (tag, ": " + binary if binary else "")
    return out + "".join(" -fapprox-set=" + c for c in attrs.get("set", []))


def build_binary(sp, tag):
    """The prebuilt binary of variant tag, or None."""
    v = sp.by_tag.get(tag)
    return v.binary if v is not None else None
