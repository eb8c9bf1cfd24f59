#!/usr/bin/env python3
"""analysis.py - Pareto fronts, hypervolume and tables of a benchmark sweep.

Reads the CSV(s) written by run.sh. Metrics, fronts and hypervolume are
approx-tune's (tools/approx-tune/approxtune), plots are matplotlib's (PNG
and SVG, approxtune/plots.py; setup.sh installs python3-matplotlib).

For every benchmark:
  speedup   = t(accurate, exact) / t(point), for kernel time and for
              end-to-end time (medians when the accurate row repeats)
  error     = the app's metric, as a fraction (MAPE for the SYprox set,
              fraction of wrong elements for the Oz set; see bench.h)
  Pareto front per variant (hpac, ours): the points no other point of the
              same variant beats in both error (lower) and speedup (higher)
  hypervolume per variant: the area of (error, speedup) space dominated by
              the front and bounded by the reference point
              (error = MAX_ERROR, speedup = 1), i.e. only points at least as
              fast as the accurate build and with error <= MAX_ERROR count.
              Default MAX_ERROR = 1.0 (100 %); --max-error changes it.

Usage: analysis.py results.csv [more.csv ...] [--out DIR] [--max-error E]
Writes DIR/results.md (markdown tables for docs/results.md) and
DIR/<bench>-{kernel,e2e}.{png,svg}; prints the tables.

       analysis.py round1.csv round2.csv ... --targets E
prints only the end-to-end target table: the same runs repeated in rounds,
medians per configuration over the rounds, the fastest with error <= E,
its speedup over accurate, exact-pinned (page-locked host arrays: the fair
baseline; the worst round too) and plain, and the physical bound of an
exact cycle from the link bandwidth in the CSVs' .meta (see targets()).
"""
import csv
import math
import os
import sys

# "data": every data variant (ours-in, ours-half, ...; sweep.py DATA_VARIANTS)
# as one group, its configurations named "<tag>/<config>".
VARIANTS = ("hpac", "ours", "data")


# ------------------------------------------- metrics, Pareto, hypervolume
# One definition each, shared with approx-tune (tools/approx-tune/approxtune:
# metrics.py has bench.h's bench_metrics() formulas, pareto.py the front and
# the hypervolume); re-exported here under their old names.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)), "..", "..", "tools",
                                "approx-tune"))
from approxtune.metrics import mape, mre, wrong_fraction  # noqa: E402,F401
from approxtune.pareto import dominates, hypervolume, pareto_front  # noqa: E402,F401


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    if n == 0:
        raise ValueError("median of nothing")
    return xs[n // 2] if n % 2 else 0.5 * (xs[n // 2 - 1] + xs[n // 2])


def best_speedup(points, max_error):
    ok = [p[1] for p in points if p[0] <= max_error]
    return max(ok) if ok else None


# ------------------------------------------------------------------- input
def read_rows(paths):
    """The rows of every CSV; "_round" is the index of the CSV they came from."""
    rows = []
    for k, path in enumerate(paths):
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                r["_round"] = k
                rows.append(r)
    return rows


def num(s):
    try:
        v = float(s)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def analyse(rows, max_error=1.0):
    """Returns {bench: dict(base_k, base_t, base_e, points={variant: [...]},
    failed=[...])}; a point is (error, speedup_kernel, speedup_e2e, config)."""
    out = {}
    for r in rows:
        b = out.setdefault(r["benchmark"], {"acc": [], "plain": [], "runs": [], "failed": []})
        if r.get("status") != "ok":
            b["failed"].append((r["variant"], r["config"], r.get("status"), r.get("detail", "")))
        elif r["variant"] == "accurate":
            b["acc"].append(r)
        elif r["variant"] == "plain":  # clang-19 itself: the accurate build must match it
            b["plain"].append(r)
        elif r["variant"] == "exact-pinned":  # a baseline (targets()), not a point
            continue
        else:
            b["runs"].append(r)
    res = {}
    for name, b in out.items():
        d = {"failed": b["failed"], "points": {v: [] for v in VARIANTS}, "off": {}}
        if not b["acc"]:
            d["base_k"] = d["base_t"] = d["base_e"] = None
            res[name] = d
            continue
        d["base_k"] = median([num(r["kernel_ms"]) for r in b["acc"]])
        d["base_t"] = median([num(r["transfer_ms"]) for r in b["acc"]])
        d["base_e"] = median([num(r["e2e_ms"]) for r in b["acc"]])
        d["metric"] = b["acc"][0]["metric"]
        plain = [(num(r["kernel_ms"]), num(r["e2e_ms"])) for r in b["plain"]]
        d["failed"] += [("plain", "exact", "bad-numbers", "") for k, e in plain if not (k and e and k > 0 and e > 0)]
        plain = [(k, e) for k, e in plain if k and e and k > 0 and e > 0]
        if plain:
            d["plain"] = (median([p[0] for p in plain]), median([p[1] for p in plain]))
        for r in b["runs"]:
            k, e, err = num(r["kernel_ms"]), num(r["e2e_ms"]), num(r["error"])
            if k is None or e is None or err is None or k <= 0 or e <= 0:
                d["failed"].append((r["variant"], r["config"], "bad-numbers", ""))
                continue
            v, cfg = r["variant"], r["config"]
            if v.startswith("ours-"):
                v, cfg = "data", v[5:] + "/" + cfg
            p = (err, d["base_k"] / k, d["base_e"] / e, cfg)
            if r["config"] == "off" and v != "data":
                d["off"][v] = p
            d["points"].setdefault(v, []).append(p)
        res[name] = d
    return res


def link_gbs(paths):
    """The pinned link bandwidth (GB/s, mean of both directions, median over
    the rounds) from the LINK lines run.sh writes into each CSV's .meta
    (benchmarks/data/link_probe.c), or None when no round has one."""
    vals = []
    for path in paths:
        try:
            with open(path + ".meta") as f:
                for line in f:
                    if line.startswith("LINK,"):
                        x = [num(v) for v in line.strip().split(",")[1:]]
                        if len(x) >= 2 and x[0] and x[1]:
                            vals.append(0.5 * (x[0] + x[1]))
        except OSError:
            pass
    return median(vals) if vals else None


def targets(rows, max_error=0.05, gbs=None):
    """The end-to-end target over repeated rounds (several CSVs of the same
    runs; each row's "_round" names its CSV): per benchmark, the median
    end-to-end time of each (variant, config) over the rounds, and the
    fastest one whose error is <= max_error in every round. Baselines:
    accurate (pageable host arrays, what users write), exact-pinned
    (page-locked host arrays: the fair baseline) and plain clang. "worst" is
    the smallest per-round speedup of the best point over exact-pinned (the
    round's own exact-pinned time). With gbs (pinned link GB/s), "bound" is
    the physical lower bound of an exact cycle: link_bytes over the link
    plus exact-pinned's kernel time (data present). Returns {bench: dict(acc,
    pinned, plain, bound, best=(variant, config, e2e, error) or None, worst,
    rounds)}; a failed run is left out of its median and a config failed in
    every round is not a candidate."""
    groups, kernels, lbytes = {}, {}, {}
    for r in rows:
        if r.get("status") != "ok":
            continue
        e, err = num(r["e2e_ms"]), num(r["error"])
        if e is None or err is None or e <= 0:
            continue
        g = groups.setdefault(r["benchmark"], {})
        g.setdefault((r["variant"], r["config"]), []).append((e, err, r.get("_round", 0)))
        if r["variant"] == "exact-pinned":
            kernels.setdefault(r["benchmark"], []).append(num(r["kernel_ms"]))
        if num(r.get("link_bytes")):
            lbytes[r["benchmark"]] = num(r["link_bytes"])
    res = {}
    for name, g in groups.items():
        acc = g.get(("accurate", "exact"), [])
        pinned = g.get(("exact-pinned", "exact"), [])
        plain = g.get(("plain", "exact"), [])
        best = None
        for (v, c), runs in g.items():
            if v in ("accurate", "plain", "exact-pinned"):
                continue
            err = max(x[1] for x in runs)
            if err > max_error:
                continue
            e = median([x[0] for x in runs])
            if best is None or e < best[2]:
                best = (v, c, e, err)
        worst = None
        if best and pinned:
            per_round = {x[2]: x[0] for x in pinned}
            sp = [per_round[x[2]] / x[0] for x in g[(best[0], best[1])] if x[2] in per_round]
            worst = min(sp) if sp else None
        bound = None
        ks = [k for k in kernels.get(name, []) if k]
        if gbs and name in lbytes and ks:
            bound = lbytes[name] / (gbs * 1e9) * 1e3 + median(ks)
        res[name] = {"acc": median([x[0] for x in acc]) if acc else None,
                     "pinned": median([x[0] for x in pinned]) if pinned else None,
                     "plain": median([x[0] for x in plain]) if plain else None,
                     "bound": bound, "best": best, "worst": worst, "rounds": len(acc)}
    return res


def targets_table(res, max_error, want=2.0):
    """Speedups over accurate and over exact-pinned (the headline: >= want in
    every round); "% of bound": the exact physical bound over the time, i.e.
    how close a build comes to moving the exact data at link speed (above
    100 % only by moving less data)."""
    lines = ["| benchmark | rounds | accurate ms | exact-pinned ms | plain ms | exact bound ms "
             "| best at error <= %g | ms | error | x accurate | x exact-pinned (worst round) "
             "| exact-pinned %% of bound | best %% of bound | >= %gx exact-pinned every round |"
             % (max_error, want),
             "|" + "---|" * 14]
    for name in sorted(res):
        d = res[name]
        b = d["best"]
        sa = d["acc"] / b[2] if b and d["acc"] else None
        sp = d["pinned"] / b[2] if b and d["pinned"] else None
        pct = lambda t: "-" if t is None or not d["bound"] else "%.0f %%" % (100.0 * d["bound"] / t)
        lines.append("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s (%s) | %s | %s | %s |" % (
            name, d["rounds"], fmt(d["acc"]), fmt(d["pinned"]), fmt(d["plain"]), fmt(d["bound"]),
            "%s %s" % (b[0], b[1]) if b else "none", fmt(b[2] if b else None, "%.3f"),
            fmt(b[3] if b else None, "%.4f"), fmt(sa), fmt(sp), fmt(d["worst"]),
            pct(d["pinned"]), pct(b[2] if b else None),
            "yes" if d["worst"] is not None and d["worst"] >= want else "no"))
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ output
def fmt(x, spec="%.2f"):
    return "-" if x is None else spec % x


def tables(res, max_error):
    md = []
    md.append("Speedups are over the accurate build (`-fno-approx`), medians of the "
              "repeats; error is the app's metric as a fraction (mape: SYprox MAPE, "
              "wrong: Oz fraction of wrong elements). Hypervolume (HV): area of "
              "(error, speedup) space dominated by the variant's Pareto front, "
              "reference point (error = %g, speedup = 1).\n" % max_error)
    md.append("| benchmark | metric | accurate kernel ms | transfer ms | e2e ms | off: hpac / ours kernel speedup "
              "| HV kernel hpac | HV kernel ours | HV e2e hpac | HV e2e ours "
              "| best kernel speedup at error <= 5 %: hpac / ours | at <= 10 %: hpac / ours |")
    md.append("|" + "---|" * 12)
    for name in sorted(res):
        d = res[name]
        if d.get("base_k") is None:
            md.append("| %s | - | failed | | | | | | | | | |" % name)
            continue
        hv = {}
        for v in VARIANTS:
            pts = d["points"].get(v, [])
            hv[(v, "k")] = hypervolume([(p[0], p[1]) for p in pts], max_error)
            hv[(v, "e")] = hypervolume([(p[0], p[2]) for p in pts], max_error)
        bs = {}
        for v in VARIANTS:
            pts = [(p[0], p[1]) for p in d["points"].get(v, [])]
            bs[(v, 0.05)] = best_speedup(pts, 0.05)
            bs[(v, 0.10)] = best_speedup(pts, 0.10)
        off = " / ".join(fmt(d["off"][v][1]) if v in d["off"] else "-" for v in VARIANTS)
        md.append("| %s | %s | %.3f | %.3f | %.3f | %s | %.3f | %.3f | %.3f | %.3f | %s / %s | %s / %s |" % (
            name, d["metric"], d["base_k"], d["base_t"], d["base_e"], off,
            hv[("hpac", "k")], hv[("ours", "k")], hv[("hpac", "e")], hv[("ours", "e")],
            fmt(bs[("hpac", 0.05)]), fmt(bs[("ours", 0.05)]), fmt(bs[("hpac", 0.10)]), fmt(bs[("ours", 0.10)])))
    if any(res[n]["points"].get("data") for n in res):
        md.append("")
        md.append("End-to-end speedups, data variants included (`data`: in/out/reconstruct/precision "
                  "builds, which transfer their items in the region):\n")
        md.append("| benchmark | best e2e speedup at error <= 5 %: hpac / ours / data | at <= 10 %: hpac / ours / data "
                  "| HV e2e data | best data configuration at <= 5 % (error, e2e speedup) |")
        md.append("|" + "---|" * 5)
        for name in sorted(res):
            d = res[name]
            if d.get("base_k") is None or not d["points"].get("data"):
                continue
            b5 = [best_speedup([(p[0], p[2]) for p in d["points"].get(v, [])], 0.05) for v in VARIANTS]
            b10 = [best_speedup([(p[0], p[2]) for p in d["points"].get(v, [])], 0.10) for v in VARIANTS]
            ok = [p for p in d["points"]["data"] if p[0] <= 0.05]
            top = max(ok, key=lambda p: p[2]) if ok else None
            md.append("| %s | %s | %s | %.3f | %s |" % (
                name, " / ".join(fmt(x) for x in b5), " / ".join(fmt(x) for x in b10),
                hypervolume([(p[0], p[2]) for p in d["points"]["data"]], max_error),
                "`%s` (%.3g, %.2f)" % (top[3], top[0], top[2]) if top else "-"))
    if any("plain" in res[n] for n in res):
        md.append("")
        md.append("Accurate build (`approx-clang -fno-approx`) against plain clang-19, same run "
                  "(ratio = accurate / plain time; 1.00 = no cost):\n")
        md.append("| benchmark | plain kernel ms | accurate kernel ms | ratio | plain e2e ms | accurate e2e ms | ratio |")
        md.append("|" + "---|" * 7)
        for name in sorted(res):
            d = res[name]
            if "plain" not in d or d.get("base_k") is None:
                continue
            pk, pe = d["plain"]
            md.append("| %s | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |" % (
                name, pk, d["base_k"], d["base_k"] / pk, pe, d["base_e"], d["base_e"] / pe))
    md.append("")
    md.append("Pareto fronts (kernel speedup; error, speedup, configuration):\n")
    for name in sorted(res):
        d = res[name]
        for v in VARIANTS:
            front = pareto_front([(p[0], p[1], p[3]) for p in d["points"].get(v, [])])
            if front:
                md.append("- %s %s: %s" % (name, v, ", ".join(
                    "(%.3g, %.2f, `%s`)" % (p[0], p[1], p[2]) for p in front)))
    failed = [(n, f) for n in sorted(res) for f in res[n]["failed"]]
    md.append("")
    md.append("Runs not ok: %d" % len(failed))
    for n, f in failed:
        md.append("- %s %s %s: %s %s" % (n, f[0], f[1], f[2], f[3]))
    return "\n".join(md) + "\n"


def plot(name, d, which, base, max_error):
    """Speedup (kernel or e2e) vs error of every variant with its front and
    hypervolume, as base.png and base.svg (approxtune/plots.py)."""
    from approxtune import plots
    idx = 1 if which == "kernel" else 2
    series = {}
    for v in VARIANTS:
        pts = [(p[0], p[idx]) for p in d["points"].get(v, [])]
        if pts:
            series["%s (HV %.3f)" % (v, hypervolume(pts, max_error))] = pts
    if not series:
        return []
    return plots.fronts(base, series, "%s: %s speedup vs error (%s)" % (name, which, d.get("metric", "")),
                        xlabel="error (fraction, log)")


def main(argv):
    paths, out, max_error, targets_only = [], "analysis-out", 1.0, None
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--out":
            out = argv[i + 1]
            i += 2
        elif a == "--targets":  # the end-to-end target table over rounds, to stdout
            targets_only = float(argv[i + 1])
            i += 2
        elif a == "--max-error":
            max_error = float(argv[i + 1])
            i += 2
        elif a.startswith("-"):
            sys.exit(__doc__)
        else:
            paths.append(a)
            i += 1
    if not paths:
        sys.exit(__doc__)
    if targets_only is not None:
        sys.stdout.write(targets_table(targets(read_rows(paths), targets_only, link_gbs(paths)),
                                       targets_only))
        return
    res = analyse(read_rows(paths), max_error)
    os.makedirs(out, exist_ok=True)
    md = tables(res, max_error)
    meta = paths[0] + ".meta"
    if os.path.exists(meta):
        with open(meta) as f:
            md = "Run: " + "; ".join(l.strip() for l in f if l.strip()) + "\n\n" + md
    with open(os.path.join(out, "results.md"), "w") as f:
        f.write(md)
    for name, d in res.items():
        if d.get("base_k") is not None:
            for which in ("kernel", "e2e"):
                plot(name, d, which, os.path.join(out, "%s-%s" % (name, which)), max_error)
    sys.stdout.write(md)


if __name__ == "__main__":
    main(sys.argv)
