#!/usr/bin/env python3
"""fakeprog.py - a stand-in for a program built with approx-clang, for the
unit tests of approx-tune (no compiler needed): it validates APPROX_CONFIG
against its labels, writes an APPROX_REPORT like the runtime's, prints
APPROX_TIME and writes n output values perturbed by its regions.
Regions: a, b (perforation, compiled as large:2), d (data: bytes moved),
g (neither). Time = 1 - 0.3 (1 - kept_a) - 0.3 (1 - kept_b); the values
are off by 1 % of a's skipped fraction and 50 % of b's. Region b's
settings small:2, small:4, large:8 and rate:0.75 crash (exit 3), hang,
write no output and write one value too many. Each run appends a line
to $FAKE_LOG when set: [config, CUDA_VISIBLE_DEVICES, OMP_DEFAULT_DEVICE, pid]. The errors scale with N / 10 (inputs differ);
$FAKE_SET (set by fakecc.py's binaries) holding "sync(skip)" saves 0.2
of the time and adds 1 % error. $FAKE_BARRIER (a folder): every run first
waits until runs of two different parent processes have started, then
sleeps $FAKE_DELAY seconds, so that two tuner processes sharing a study
both evaluate trials however loaded the machine is.  Usage: fakeprog.py OUTPUT [N]
"""
import json
import os
import sys
import time

LABELS = ("a", "b", "d", "g")


def kept(entry, perfo):
    if not entry.get("enabled", True):
        return 1.0
    if "kind" not in entry:
        return 0.5 if perfo else 1.0
    k, v = entry["kind"], entry.get("value", 2)
    return {"small": 1 - 1 / v, "large": 1 / v}.get(k, 1 - v)


def main():
    out, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10
    cfg = {}
    if os.environ.get("APPROX_CONFIG"):
        with open(os.environ["APPROX_CONFIG"]) as f:
            cfg = json.load(f)
    for lab in cfg:
        if lab not in LABELS:
            sys.exit("approx: error: APPROX_CONFIG: label '%s': not a label of this program" % lab)
    if os.environ.get("FAKE_LOG"):
        with open(os.environ["FAKE_LOG"], "a") as f:
            f.write(json.dumps([cfg, os.environ.get("CUDA_VISIBLE_DEVICES"), os.environ.get("OMP_DEFAULT_DEVICE"),
                                os.getpid()], sort_keys=True) + "\n")
    if os.environ.get("FAKE_BARRIER"):  # see the docstring
        bar = os.environ["FAKE_BARRIER"]
        os.makedirs(bar, exist_ok=True)
        open(os.path.join(bar, str(os.getppid())), "w").close()
        t0 = time.time()
        while len(os.listdir(bar)) < 2 and time.time() - t0 < 120:
            time.sleep(0.05)
        time.sleep(float(os.environ.get("FAKE_DELAY", "0")))
    b = cfg.get("b", {})
    mode = "%s:%s" % (b.get("kind"), b.get("value"))
    if mode == "small:2":
        sys.exit(3)
    if mode == "small:4":
        time.sleep(60)
    ka, kb = kept(cfg.get("a", {}), True), kept(b, True)
    rep = os.environ.get("APPROX_REPORT")
    if rep:
        regions = [{"label": lab, "executions": 1, "total_iterations": 100,
                    "kept_iterations": int(100 * kept(cfg.get(lab, {}), lab in "ab")),
                    "time_s": 0.1, "bytes_transferred": 800 if lab == "d" else 0, "bytes_saved": 0}
                   for lab in LABELS]
        with open(rep, "w") as f:
            json.dump({"regions": regions}, f)
    skip = "sync(skip)" in os.environ.get("FAKE_SET", "")
    if mode != "large:8":
        m = n + 1 if mode == "rate:0.75" else n
        rel = (0.01 * (1 - ka) + 0.5 * (1 - kb) + (0.01 if skip else 0)) * n / 10
        with open(out, "w") as f:
            for i in range(m):
                f.write("%.17g\n" % ((100.0 + i) * (1 + rel)))
    print("APPROX_TIME=%g" % (1 - 0.3 * (1 - ka) - 0.3 * (1 - kb) - (0.2 if skip else 0)))


if __name__ == "__main__":
    main()
