#!/usr/bin/env python3
"""fp-report-dump.py - checks and prints an -fapprox-fp-report file.

Validates the JSON of docs/precision-tuning.md (version 1; ids 0..n-1 in
order; edges between known ids, no self edges, counts > 0; groups a
partition of the ids; the model block complete; score_declared equal to
S(P) recomputed here for the declared types, an independent implementation
of the formula) and prints one line per fact, so lit tests FileCheck exact
counts, edges and groups:

  region <label> <file>:<line> vars=<n> edges=<n> groups=<n>
  var <id> <name> <kind> <type> line=<l>[/<macro line>] ops=<add>/<mul>/<div>/<math> mem=<loads>/<stores>[ fixed]
      (fixed: "retypable": false, a list of the region may not name it)
  member <name> <type> line=<l>[/<macro line>]   (one per "not_candidates" entry:
      a floating-point member of a struct variable the region declares)
  edge <from name> -> <to name> x<count>[ copy]   (name#id where names repeat)
  group <name> <name> ...
  score <score_declared>

With --device, each region also prints, after its score, what the
conversion term of the score reads (docs/precision-tuning.md):

  convert_byte_cost <cost>
  device <array name> map=<map type, or - when the construct does not map it> streamed|reused

Any violation is printed as 'error: ...' and the exit status is 1.
Usage: fp-report-dump.py [--device] report.json
"""
import json
import sys

TYPES = ("double", "float", "half", "bf16")
KINDS = ("local", "param", "array")
MAPS = ("to", "from", "tofrom", "alloc", "release", "delete")


def score(region, precision):
    m = region["model"]
    vs = region["variables"]
    s = 0.0
    for v in vs:
        p = precision[v["id"]]
        s += sum(v["ops"].values()) * m["op_cost"][p]
        s += (v["mem"]["loads"] + v["mem"]["stores"]) * m["bytes"][p] * m["byte_cost"]
    for e in region["edges"]:
        if precision[e["from"]] != precision[e["to"]]:
            s += e["count"] * m["cast_cost"]
    return s


def check_region(r, errors):
    vs = r["variables"]
    n = len(vs)
    for i, v in enumerate(vs):
        if v["id"] != i:
            errors.append(f"{r['label']}: variable {v['name']} has id {v['id']}, expected {i}")
        if v["type"] not in TYPES or v["kind"] not in KINDS:
            errors.append(f"{r['label']}: variable {v['name']}: bad type/kind")
        if v["kind"] != "array" and (v["mem"]["loads"] or v["mem"]["stores"]):
            errors.append(f"{r['label']}: scalar {v['name']} has memory accesses")
        if v["name"].startswith("__approx"):
            errors.append(f"{r['label']}: generated variable {v['name']} reported")
    for e in r["edges"]:
        if not (0 <= e["from"] < n and 0 <= e["to"] < n) or e["from"] == e["to"] or e["count"] < 1:
            errors.append(f"{r['label']}: bad edge {e}")
    seen = sorted(i for g in r["groups"] for i in g)
    if seen != list(range(n)):
        errors.append(f"{r['label']}: groups are not a partition of the ids: {r['groups']}")
    m = r["model"]
    for key in ("op_cost", "bytes"):
        if sorted(m[key]) != sorted(TYPES):
            errors.append(f"{r['label']}: model.{key} keys {sorted(m[key])}")
    expected = score(r, {v["id"]: v["type"] for v in vs})
    if abs(expected - r["score_declared"]) > 1e-9:
        errors.append(f"{r['label']}: score_declared {r['score_declared']}, recomputed {expected}")


def main():
    device = "--device" in sys.argv[1:]
    paths = [a for a in sys.argv[1:] if a != "--device"]
    with open(paths[0]) as f:
        d = json.load(f)
    errors = []
    if d.get("version") != 1:
        errors.append(f"version {d.get('version')}")
    for r in d["regions"]:
        check_region(r, errors)
        vs = r["variables"]
        print(f"region {r['label']} {r['file']}:{r['line']} vars={len(vs)} "
              f"edges={len(r['edges'])} groups={len(r['groups'])}")
        for v in vs:
            line = str(v["line"]) + (f"/{v['macro_line']}" if "macro_line" in v else "")
            o, mem = v["ops"], v["mem"]
            if not isinstance(v.get("retypable"), bool):
                errors.append(f"{r['label']}: {v['name']}: retypable {v.get('retypable')!r}")
            print(f"var {v['id']} {v['name']} {v['kind']} {v['type']} line={line} "
                  f"ops={o['add']}/{o['mul']}/{o['div']}/{o['math']} "
                  f"mem={mem['loads']}/{mem['stores']}" + ("" if v.get("retypable") else " fixed"))
        for m in r.get("not_candidates", []):
            if (m.get("type") not in TYPES or m.get("kind") != "member" or m.get("retypable") is not False
                    or not m.get("reason")):
                errors.append(f"{r['label']}: not candidate {m.get('name')}: bad type/kind/retypable/reason")
            line = str(m["line"]) + (f"/{m['macro_line']}" if "macro_line" in m else "")
            print(f"member {m['name']} {m['type']} line={line}")
        names = [v["name"] for v in vs]
        name = [n + (f"#{i}" if names.count(n) > 1 else "") for i, n in enumerate(names)]
        for e in r["edges"]:
            print(f"edge {name[e['from']]} -> {name[e['to']]} x{e['count']}"
                  + (" copy" if e.get("copy") else ""))
        for g in r["groups"]:
            print("group " + " ".join(name[i] for i in g))
        print(f"score {r['score_declared']:g}")
        if device:
            print(f"convert_byte_cost {r['model'].get('convert_byte_cost', 0):g}")
            for v in vs:
                if v["kind"] != "array":
                    continue
                if not isinstance(v.get("streamed"), bool) or v.get("map", "to") not in MAPS:
                    errors.append(f"{r['label']}: {v['name']}: streamed {v.get('streamed')!r}, "
                                  f"map {v.get('map')!r}")
                print(f"device {v['name']} map={v.get('map', '-')} "
                      + ("streamed" if v.get("streamed") else "reused"))
    for e in errors:
        print("error: " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
