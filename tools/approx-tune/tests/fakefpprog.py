#!/usr/bin/env python3
"""fakefpprog.py - the "binary" fakefpcc.py builds: a program whose time
and error depend on its precision vector (FAKE_VEC, {label: {name: type}}).
Time (APPROX_TIME): the static score of fp-report.json's model for the
vector, computed here independently of approxtune/fpmodel.py, so the
tuner's score and the measured time rank the vectors alike (Spearman 1).
Error: the sum over variables of SENS[name] * (EPS[type] - EPS[declared]),
monotone in lowering; the n output values are (100 + i) * (1 + error), so
the MAPE the tuner computes is the error. Input argument SEED (default 1)
scales the error by 1 + (SEED - 1) / 4 (perturbed inputs). Each run
appends its vector to $FAKE_RUN_LOG when set.
Usage: fakefpprog.py OUTPUT [SEED]"""
import json
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
EPS = {"double": 0.0, "float": 1e-4, "half": 1e-2}
SENS = {"a": 1.0, "b": 2.0, "c": 0.5, "w": 0.1, "x": 1.0, "y": 3.0}


def main():
    out, seed = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1
    vec = json.loads(os.environ["FAKE_VEC"])
    if os.environ.get("FAKE_RUN_LOG"):
        with open(os.environ["FAKE_RUN_LOG"], "a") as f:
            f.write(json.dumps(vec, sort_keys=True) + "\n")
    with open(os.environ.get("FAKE_FP_REPORT", os.path.join(HERE, "fp-report.json"))) as f:
        rep = json.load(f)
    t, err = 0.0, 0.0
    for r in rep["regions"]:
        m = r["model"]
        # a variable no list names keeps its declared type (the flags list
        # only the ones that change)
        ty = {v["id"]: vec.get(r["label"], {}).get(v["name"], v["type"]) for v in r["variables"]}
        for v in r["variables"]:
            T = ty[v["id"]]
            t += sum(v["ops"].values()) * m["op_cost"][T]
            t += (v["mem"]["loads"] + v["mem"]["stores"]) * m["bytes"][T] * m["byte_cost"]
            err += SENS[v["name"]] * (EPS[T] - EPS[v["type"]])
        for e in r["edges"]:
            if ty[e["from"]] != ty[e["to"]]:
                t += e["count"] * m["cast_cost"]
    err *= 1 + (seed - 1) / 4
    with open(out, "w") as f:
        for i in range(10):
            f.write("%.17g\n" % ((100.0 + i) * (1 + err)))
    print("APPROX_TIME=%.17g" % t)


if __name__ == "__main__":
    main()
