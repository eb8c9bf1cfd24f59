#!/usr/bin/env python3
"""sweep.py - the configuration points of the benchmark sweep.

Writes, into an output directory made by build.sh:
  configs/<app>/<config>.json   APPROX_CONFIG files (every label of the app
                                is named in every file: perforated ones with
                                kind/value/chunk, the others "enabled": false)
  manifest.tsv                  one run per line, read by run.sh (bash only):
                                bench  variant  config  binary  json|-  args
Variants: plain (clang-19 itself), accurate (-fno-approx), exact-pinned
(-fno-approx, host arrays page-locked: the fair baseline), hpac (-fapprox-perfo-lowering=continue:
HPAC's per-iteration skip), ours (compacted iteration space). HPAC-style
runs use only what HPAC offers (small/large/rand/init/fini, no chunk); ours
adds rate and chunk (launch-configuration perforation).

Usage: sweep.py <out-dir> [--size gpu|small]

Data variants (DATA_VARIANTS): extra binaries bin/<app>.ours-<tag>, built
by build.sh with -DBENCH_DATA_XFER (the app does not pre-map the items: the
region transfers them itself, so compare end-to-end times; the reported
transfer time is then only what is left in data_in/data_out) and
-D'BENCH_DATA_<label>=<clauses>' (`sweep.py --data-builds` prints them).
Their points set kind/value (and "reconstruct") of the data labels, every
other label of the app disabled; "off" disables them too. sync/atomic/branch
variants could go the same way through -fapprox-set=<label>:<clause>.

Memoization variants (MEMO_VARIANTS, issue 20): bin/<app>.ours-memo, built
by build.sh with -DBENCH_MEMO (`sweep.py --memo-builds` lists the apps): the
app's memo site (label) replaces the loop it memoizes; its points set the
memo knobs of that label (docs/language.md, "memo"), every other label of
the app disabled; "off" disables the memo label too (the build's exact
loop). They are compared, like every variant, with exact-pinned and
accurate.
"""
import json
import os
import sys

# Perforation points "kind:value" or "kind:value@cC" (chunk C).
HPAC_MAIN = ["small:4", "small:2", "large:2", "large:4", "large:8", "rand:0.5"]
OURS_MAIN = HPAC_MAIN + ["rate:0.25", "rate:0.75", "fini:0.25", "large:2@c8", "large:4@c32"]
HPAC_SHORT = ["small:4", "small:2", "large:2", "large:4"]
OURS_SHORT = HPAC_SHORT + ["rate:0.5"]
COMBOS = ["small:4", "large:2"]  # every technique of the app at once

# app -> (GPU-size args, small-size args, [(technique, [labels], main?)])
# Images are prepared by prepare_inputs.sh into inputs/ (native size; the app
# scales them to -n x -m).
APPS = {
    "median": ("-n 3072 -m 3072 -i inputs/coins.384x303.f32", "-n 64 -m 64 -i inputs/coins.384x303.f32",
               [("rows", ["median"], True)]),
    "sobel": ("-n 3072 -m 3072 -i inputs/camera.512x512.f32", "-n 64 -m 64 -i inputs/camera.512x512.f32",
              [("rows", ["sobel"], True)]),
    "blur": ("-n 3072 -m 3072 -i inputs/astronaut.512x512.f32", "-n 64 -m 64 -i inputs/astronaut.512x512.f32",
             [("rows", ["blur"], True)]),
    "gaussian": ("-n 3072 -m 3072 -i inputs/coffee.600x400.f32", "-n 64 -m 64 -i inputs/coffee.600x400.f32",
                 [("rows", ["gaussian"], True)]),
    "tv": ("-n 3072 -m 3072 -t 20 -i inputs/moon.512x512.f32", "-n 48 -m 48 -t 4 -i inputs/moon.512x512.f32",
           [("rows", ["tv_grad", "tv_update"], True), ("steps", ["tv_iter"], False)]),
    "hotspot": ("-n 3072 -m 3072 -t 40", "-n 48 -m 48 -t 6",
                [("rows", ["hotspot_rows"], True), ("steps", ["hotspot_steps"], False)]),
    "lavamd": ("-n 16 -m 100", "-n 3 -m 16",
               [("particles", ["lavamd_j"], True), ("boxes", ["lavamd_nb"], False)]),
    "leukocyte": ("-n 2048 -m 48 -t 3", "-n 96 -m 4 -t 2",
                  [("rows", ["gicov_rows", "dilate_rows"], True), ("points", ["gicov_points"], False)]),
    "correlation": ("-n 2048 -m 2048", "-n 48 -m 32",
                    [("rows", ["corr_main"], True), ("k", ["corr_k"], False),
                     ("stats", ["corr_mean", "corr_std"], False)]),
    "covariance": ("-n 2048 -m 2048", "-n 48 -m 32",
                   [("rows", ["cov_main"], True), ("k", ["cov_k"], False), ("stats", ["cov_mean"], False)]),
    "syrk": ("-n 1536 -m 1536", "-n 40 -m 32", [("rows", ["syrk_rows"], True), ("k", ["syrk_k"], False)]),
    "fdtd2d": ("-n 2048 -m 2048 -t 100", "-n 40 -m 40 -t 6",
               [("rows", ["fdtd_ey", "fdtd_ex", "fdtd_hz"], True), ("steps", ["fdtd_steps"], False)]),
    "jacobi2d": ("-n 3072 -t 100", "-n 48 -t 6",
                 [("rows", ["jacobi_b", "jacobi_a"], True), ("steps", ["jacobi_steps"], False)]),
    "conv2d": ("-n 4096 -m 4096", "-n 64 -m 64", [("rows", ["conv2d"], True)]),
    # mixed-precision tuning set (issue 19): FP64 apps and backprop (float)
    "lavamd_fp64": ("-n 16 -m 100", "-n 3 -m 16",
                    [("particles", ["lavamd64_j"], True), ("boxes", ["lavamd64_nb"], False)]),
    # cfd_euler at 1536 x 3072 cells, 20 steps: at 384 x 768 x 40 its 320
    # kernel launches per run (about 26 us each) were the time, and one
    # process differed from the next by up to 1.6x (docs/results.md, "CFD
    # measured launches"); here the kernels are 20 ms, max/min 1.06.
    "cfd_euler": ("-n 1536 -m 3072 -t 20", "-n 24 -m 48 -t 4",
                  [("rows", ["cfd_factor", "cfd_flux"], True), ("steps", ["cfd_steps"], False)]),
    "backprop": ("-n 262144 -m 16 -t 8", "-n 4096 -m 16 -t 3",
                 [("rows", ["bp_fwd", "bp_adjust"], True), ("steps", ["bp_steps"], False)]),
    "hydro_proxy": ("-n 512 -t 100", "-n 24 -t 10",
                    [("rows", ["hydro_stress", "hydro_elems"], True), ("steps", ["hydro_cycles"], False)]),
    # memoization set (issue 20)
    "blackscholes": ("-n 2048 -m 1024", "-n 64 -m 64", [("rows", ["bs_rows"], True)]),
    "kmeans": ("-n 524288 -m 16 -t 10", "-n 4096 -m 8 -t 4",
               [("points", ["km_assign"], True), ("blocks", ["km_partial"], False), ("steps", ["km_iters"], False)]),
}


# Data approximation (docs/data.md). FILT: the image filters' one region,
# input `in`, output `o`, both [n][m] row-major.
def _filt(lab):
    io = "in(([n][m])in) out(([n][m])o)"
    return {
        # tag: ({label: clauses}, [(config name, {label: config entry})])
        "in": ({lab: "in(([n][m])in) reconstruct(lerp, host)"},
               [("in=%s" % p, {lab: entry(p)}) for p in ("large:2", "large:4", "large:8", "rate:0.5")]),
        "out": ({lab: "out(([n][m])o) reconstruct(lerp)"},
                [("out=%s" % p, {lab: entry(p)}) for p in ("large:2", "large:4", "large:8")]),
        "half": ({lab: io + " precision(half)"}, [("half=full", {lab: entry("rate:0")})]),
        "bf16": ({lab: io + " precision(bf16)"}, [("bf16=full", {lab: entry("rate:0")})]),
        # exact input (host perforation path: all rows kept at rate:0, or a few
        # skipped), half-precision output (its skipped rows rebuilt on the device)
        "hout": ({lab: io + " reconstruct(lerp) precision(half : o)"},
                 [("hout=%s" % p, {lab: entry(p)}) for p in ("rate:0", "small:8", "small:4")]),
        # 16-bit fixed-point input (the images lie in [0, 1]), half output
        "u16": ({lab: io + " precision(unorm16 : in) precision(half : o)"},
                [("u16=full", {lab: entry("rate:0")})]),
        # 8-bit fixed-point input (the images' own depth), half output
        "u8": ({lab: io + " precision(unorm8 : in) precision(half : o)"},
               [("u8=full", {lab: entry("rate:0")})]),
        "combo": ({lab: io + " reconstruct(lerp) precision(half)"},
                  [("combo=%s" % p, {lab: entry(p)}) for p in ("large:2", "large:4", "large:8")] +
                  [("combo-nn=large:2", {lab: dict(entry("large:2"), reconstruct="nn")})]),
        # only the kept rows cross, both ways (docs/data.md, "Output rows on the
        # host"): the input's kept rows in half, the output's kept rows back in
        # half, widened and rebuilt on the host
        "rows": ({lab: io + " reconstruct(lerp, host) precision(half)"},
                 [("rows=%s" % p, {lab: entry(p)}) for p in ("large:2", "large:4", "large:6", "large:8")]),
        # ... the input's kept rows as 8-bit codes
        "rows8": ({lab: io + " reconstruct(lerp, host) precision(unorm8 : in) precision(half : o)"},
                  [("rows8=%s" % p, {lab: entry(p)}) for p in ("large:2", "large:4", "large:6", "large:8")]),
    }


HOT_IN = "in(([n][m])t0, ([n][m])p0)"
HOT_PERF = "perfo(large:2) " + HOT_IN + " reconstruct(lerp, host)"
LAVA_IO = "in(([NP][4])r, q[0:NP]) out(([NP][4])o)"
# The download of a time-stepped result: only its kept rows come back.
ROWS_OUT = "perfo(large:2) out(([n][m])o) reconstruct(lerp, host) precision(half)"


def _data_variants():
    d = {app: _filt(app) for app in ("median", "sobel", "blur", "gaussian")}
    d["lavamd"] = {
        "half": ({"lavamd_data": LAVA_IO + " precision(half)"},
                 [("half=full", {"lavamd_data": {}}),
                  ("half+particles=small:4", {"lavamd_data": {}, "lavamd_j": entry("small:4")})]),
        "bf16": ({"lavamd_data": LAVA_IO + " precision(bf16)"}, [("bf16=full", {"lavamd_data": {}})]),
    }
    d["hotspot"] = {
        "in": ({"hotspot_in": HOT_PERF},
               [("in=%s" % p, {"hotspot_in": entry(p)}) for p in ("large:2", "large:4", "large:8")]),
        "half": ({"hotspot_in": HOT_IN + " precision(half)", "hotspot_out": "out(([n][m])o) precision(half)"},
                 [("half=full", {"hotspot_in": {}, "hotspot_out": {}})] +
                 [("half+steps=%s" % p, {"hotspot_in": {}, "hotspot_out": {}, "hotspot_steps": entry(p)})
                  for p in ("large:2", "large:3", "large:4")] +
                 [("half+rows=large:2+steps=large:2", {"hotspot_in": {}, "hotspot_out": {},
                                                       "hotspot_rows": entry("large:2"),
                                                       "hotspot_steps": entry("large:2")})]),
        # the result's kept rows only come back (half), rebuilt on the host
        "rows": ({"hotspot_in": HOT_IN + " precision(half)", "hotspot_out": ROWS_OUT},
                 [("rows=%s" % p, {"hotspot_in": {}, "hotspot_out": entry(p)}) for p in ("large:2", "large:4")] +
                 [("rows=large:2+steps=large:4", {"hotspot_in": {}, "hotspot_out": entry("large:2"),
                                                  "hotspot_steps": entry("large:4")})]),
        # every data technique at once: the inputs' kept rows in half, the
        # result's kept rows back in half (both rebuilt on the host), with and
        # without time-step perforation (its share of the speedup)
        "rowsio": ({"hotspot_in": HOT_PERF + " precision(half)", "hotspot_out": ROWS_OUT},
                   [("in=%s+out=%s" % (i, o), {"hotspot_in": entry(i), "hotspot_out": entry(o)})
                    for i, o in (("large:4", "large:4"), ("large:8", "large:8"))] +
                   [("in=%s+out=%s+steps=%s" % (i, o, s), {"hotspot_in": entry(i), "hotspot_out": entry(o),
                                                          "hotspot_steps": entry(s)})
                    for i, o, s in (("large:4", "large:2", "large:4"), ("large:4", "large:4", "large:4"),
                                    ("large:8", "large:8", "large:4"), ("large:4", "large:4", "large:2"),
                                    ("large:8", "large:8", "large:2"))]),
        "combo": ({"hotspot_in": HOT_PERF + " precision(half)", "hotspot_out": "out(([n][m])o) precision(half)"},
                  [("combo=%s" % p, {"hotspot_in": entry(p), "hotspot_out": {}})
                   for p in ("large:2", "large:4", "large:8")] +
                  [("combo+steps=large:4", {"hotspot_in": entry("large:4"), "hotspot_out": {},
                                            "hotspot_steps": entry("small:4")})] +
                  [("combo=large:2+steps=%s" % p, {"hotspot_in": entry("large:2"), "hotspot_out": {},
                                                  "hotspot_steps": entry(p)})
                   for p in ("large:2", "large:4")]),
    }
    tv_half = {"tv_in": TV_IN + " precision(half)", "tv_out": TV_OUT}
    tv_combo = {"tv_in": "perfo(large:2) " + TV_IN + " reconstruct(lerp, host) precision(half)",
                "tv_out": TV_OUT}
    d["tv"] = {
        "half": (tv_half, [("half=full", {"tv_in": {}, "tv_out": {}}),
                           ("half+steps=small:2", {"tv_in": {}, "tv_out": {}, "tv_iter": entry("small:2")}),
                           ("half+steps=large:2", {"tv_in": {}, "tv_out": {}, "tv_iter": entry("large:2")}),
                           ("half+steps=large:3", {"tv_in": {}, "tv_out": {}, "tv_iter": entry("large:3")}),
                           ("half+steps=large:4", {"tv_in": {}, "tv_out": {}, "tv_iter": entry("large:4")}),
                           # the explicit scheme oscillates: an even number of steps is
                           # closer to the 20-step result (large:5 and rate:0.8 keep 4,
                           # rate:0.7 keeps 6)
                           ("half+steps=large:5", {"tv_in": {}, "tv_out": {}, "tv_iter": entry("large:5")}),
                           ("half+steps=rate:0.7", {"tv_in": {}, "tv_out": {}, "tv_iter": entry("rate:0.7")})]),
        "rows": ({"tv_in": TV_IN + " precision(half)", "tv_out": ROWS_OUT},
                 [("rows=%s" % p, {"tv_in": {}, "tv_out": entry(p)}) for p in ("large:2", "large:4")] +
                 [("rows=large:2+steps=rate:0.7", {"tv_in": {}, "tv_out": entry("large:2"),
                                                   "tv_iter": entry("rate:0.7")})]),
        "combo": (tv_combo, [("combo=%s" % p, {"tv_in": entry(p), "tv_out": {}}) for p in ("large:2", "large:4")] +
                  [("combo=large:2+steps=%s" % s, {"tv_in": entry("large:2"), "tv_out": {}, "tv_iter": entry(s)})
                   for s in ("small:4", "small:2", "large:2")]),
    }
    leuk_out = entry("rate:0")  # the dilation's rows all computed: only its output is reduced
    leuk_half = {"leuk_grad": LEUK_IN + " precision(half)", "dilate_rows": LEUK_OUT}
    leuk_combo = {"leuk_grad": "perfo(large:2) " + LEUK_IN + " reconstruct(lerp, host) precision(half)",
                  "dilate_rows": LEUK_OUT}
    d["leukocyte"] = {
        "half": (leuk_half, [("half=full", {"leuk_grad": {}, "dilate_rows": leuk_out}),
                             ("half+points=small:4", {"leuk_grad": {}, "dilate_rows": leuk_out,
                                                      "gicov_points": entry("small:4")})]),
        "combo": (leuk_combo, [("combo=%s" % p, {"leuk_grad": entry(p), "dilate_rows": leuk_out})
                               for p in ("large:2", "large:4")] +
                  [("combo=large:2+points=small:4", {"leuk_grad": entry("large:2"), "dilate_rows": leuk_out,
                                                     "gicov_points": entry("small:4")}),
                   ("combo=large:2+rows=small:4", {"leuk_grad": entry("large:2"), "dilate_rows": leuk_out,
                                                   "gicov_rows": entry("small:4")})]),
    }
    return d


TV_IN = "in(([n][m])fh)"
TV_OUT = "out(([n][m])o) precision(half)"
LEUK_IN = "in(([n][n])img)"
LEUK_OUT = "out(([n][n])d) precision(half)"


def entry(point):
    kv, _, chunk = point.partition("@c")
    kind, value = kv.split(":")
    e = {"kind": kind, "value": float(value) if "." in value else int(value), "chunk": int(chunk or 1)}
    return e


def config(app, assign):
    """assign: {technique: point}; every other label disabled."""
    cfg = {}
    for tech, labels, _ in APPS[app][2]:
        for lab in labels:
            cfg[lab] = entry(assign[tech]) if tech in assign else {"enabled": False}
    return cfg


def points(app):
    """Yields (variant, config name, {technique: point} or None)."""
    techs = APPS[app][2]
    yield "accurate", "exact", None
    yield "exact-pinned", "exact", None
    yield "plain", "exact", None
    yield "hpac", "off", {}
    yield "ours", "off", {}
    for tech, _, main in techs:
        hp, ours = (HPAC_MAIN, OURS_MAIN) if main else (HPAC_SHORT, OURS_SHORT)
        for variant, pts in (("hpac", hp), ("ours", ours)):
            for p in pts:
                yield variant, "%s=%s" % (tech, p), {tech: p}
    if len(techs) > 1:
        for p in COMBOS:
            for variant in ("hpac", "ours"):
                yield variant, "+".join("%s=%s" % (t, p) for t, _, _ in techs), {t: p for t, _, _ in techs}


def data_configs(app, tag):
    """Yields (config name, APPROX_CONFIG dict) of a data variant: its data
    labels as given, every other label of the app disabled."""
    labels, pts = DATA_VARIANTS[app][tag]
    base = {lab: {"enabled": False} for _, labs, _ in APPS[app][2] for lab in labs}
    yield "off", dict(base, **{lab: {"enabled": False} for lab in labels})
    for name, assign in pts:
        yield name, dict(base, **assign)


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    if argv[1] == "--memo-builds":  # for build.sh: the apps with an ours-memo build
        print("\n".join(MEMO_VARIANTS))
        return
    if argv[1] == "--data-builds":  # for build.sh: app, binary suffix, -D flag per line
        for app, tags in DATA_VARIANTS.items():
            for tag, (labels, _) in tags.items():
                print("\t".join([app, "ours-" + tag] + ["-DBENCH_DATA_%s=%s" % kv for kv in sorted(labels.items())]))
        return
    out = argv[1]
    size = "gpu"
    if len(argv) > 3 and argv[2] == "--size":
        size = argv[3]
    rows = []
    for app in APPS:
        args = APPS[app][0] if size == "gpu" else APPS[app][1]
        os.makedirs(os.path.join(out, "configs", app), exist_ok=True)
        for variant, name, assign in points(app):
            js = "-"
            if assign is not None:
                fname = name.replace("=", "-").replace(":", "_").replace("@", "_").replace("+", "__")
                js = "configs/%s/%s.json" % (app, fname)
                with open(os.path.join(out, js), "w") as f:
                    json.dump(config(app, assign), f, sort_keys=True)
                    f.write("\n")
            rows.append("\t".join([app, variant, name, "bin/%s.%s" % (app, variant), js, args]))
        for tag in DATA_VARIANTS.get(app, {}):
            variant = "ours-" + tag
            for name, cfg in data_configs(app, tag):
                fname = name.replace("=", "-").replace(":", "_").replace("@", "_").replace("+", "__")
                js = "configs/%s/%s.%s.json" % (app, variant, fname)
                with open(os.path.join(out, js), "w") as f:
                    json.dump(cfg, f, sort_keys=True)
                    f.write("\n")
                rows.append("\t".join([app, variant, name, "bin/%s.%s" % (app, variant), js, args]))
        if app in MEMO_VARIANTS:
            for name, cfg in memo_configs(app):
                fname = name.replace("=", "-").replace(":", "_").replace("@", "_").replace("+", "__")
                js = "configs/%s/ours-memo.%s.json" % (app, fname)
                with open(os.path.join(out, js), "w") as f:
                    json.dump(cfg, f, sort_keys=True)
                    f.write("\n")
                rows.append("\t".join([app, "ours-memo", name, "bin/%s.ours-memo" % app, js, args]))
    with open(os.path.join(out, "manifest.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    print("sweep.py: %d runs of %d apps in %s/manifest.tsv" % (len(rows), len(APPS), out))


DATA_VARIANTS = _data_variants()

# app -> (memo label, [labels the memo build replaces], [(config name, knobs)]);
# knobs as in APPROX_CONFIG. The replaced labels are no labels of the
# ours-memo binary, so its configs must not name them. A table holds at most
# the capacity its pragma gives it (docs/language.md, "memo": the pragma's
# size rounded up to 1, 2, 4 or 8, 8 without size(); a history 8 rows):
# sizes here stay within it (lavamd_memo: size(4)). Sequential memo loops
# (lavamd, leukocyte) take no "items".
_IACT = [("memo-in=default", {}),
         ("memo-in=t0.001", {"threshold": 0.001}),
         ("memo-in=t0.05", {"threshold": 0.05}),
         ("memo-in=s4-i256", {"size": 4, "items": 256}),
         ("memo-in=warp-t1", {"hierarchy": "warp", "tables": 1, "items": 64}),
         ("memo-in=warp-t4", {"hierarchy": "warp", "tables": 4, "size": 8, "items": 64}),
         ("memo-in=lru-s8-i1024", {"size": 8, "items": 1024, "replace": "lru"})]
MEMO_VARIANTS = {
    "blackscholes": ("bs_memo", [], _IACT),
    "kmeans": ("km_memo", ["km_assign"],  # size(4) in the pragma
               [(n.replace("s8", "s4"), dict(k, size=4) if k.get("size", 0) > 4 else k)
                for n, k in _IACT] + [("memo-in=t0.2", {"threshold": 0.2}),
                                      ("memo-in=t0.5", {"threshold": 0.5})]),
    "lavamd": ("lavamd_memo", ["lavamd_j", "lavamd_nb"],
               [("memo-in=default", {}),
                ("memo-in=t0.001", {"threshold": 0.001}),
                ("memo-in=t0.02", {"threshold": 0.02}),
                ("memo-in=t0.05", {"threshold": 0.05}),
                ("memo-in=t0.1", {"threshold": 0.1}),   # host: 75 % hits, 0.8 % MAPE
                ("memo-in=t0.2", {"threshold": 0.2}),   # host: 95 % hits, 4.2 % MAPE
                ("memo-in=s1-t0.05", {"size": 1, "threshold": 0.05}),
                ("memo-in=s2-t0.05", {"size": 2, "threshold": 0.05}),
                ("memo-in=lru-t0.05", {"replace": "lru", "threshold": 0.05}),
                ("memo-in=warp-t0.05", {"hierarchy": "warp", "threshold": 0.05})]),
    "leukocyte": ("gicov_memo", ["gicov_rows", "gicov_points"], [("memo-out=default", {}),
                                 ("memo-out=t0.01", {"threshold": 0.01}),
                                 ("memo-out=t0.001", {"threshold": 0.001}),
                                 ("memo-out=t0.002", {"threshold": 0.002}),  # host: 2 % MAPE
                                 ("memo-out=t0.001-h4-p2", {"threshold": 0.001, "history": 4, "predict": 2}),
                                 ("memo-out=h4-p4", {"history": 4, "predict": 4}),
                                 ("memo-out=h2-p1", {"history": 2, "predict": 1}),
                                 ("memo-out=h2-p4-t0.1", {"history": 2, "predict": 4, "threshold": 0.1})]),
}


def memo_configs(app):
    """Yields (config name, APPROX_CONFIG dict) of the ours-memo build: its
    memo label with the point's knobs, every other label disabled."""
    label, replaced, pts = MEMO_VARIANTS[app]
    base = {lab: {"enabled": False} for _, labs, _ in APPS[app][2] for lab in labs if lab not in replaced}
    yield "off", dict(base, **{label: {"enabled": False}})
    for name, knobs in pts:
        yield name, dict(base, **{label: dict(knobs)})

if __name__ == "__main__":
    main(sys.argv)
